"""Processes, private folders, the C baseline program and the private X server of one `make bench` run."""
import os
import re
import signal
import subprocess
import time


def monotonic_us():
    return time.clock_gettime_ns(time.CLOCK_MONOTONIC) // 1000


class BenchEnvironment:
    def __init__(self, root, bin_dir, work, runs):
        self.root = root
        self.bench_dir = os.path.join(root, "Benchmarks")
        self.bin_dir = bin_dir
        self.work = work
        self.runs = runs
        self._display = None
        self._xvfb = None
        self._baseline = None
        self._image_programs = {}
        self._explore_program = None
        self._homes = 0
        self._dbus = None
        self._bus_address = None
        self._harness = None
        self._harness_error = None
        self.watchlist_size = 2000
        self.scroll_runs = 2
        self.card_width = poster_width(root)

    # Paths

    def binary(self, name):
        path = os.path.join(self.bin_dir, name)
        if not os.access(path, os.X_OK):
            raise FileNotFoundError(f"{path} is missing: run `make bench` (it builds it)")
        return path

    def private_home(self, name=None):
        """A fresh set of XDG folders; returns the environment variables that point at them."""
        self._homes += 1
        home = os.path.join(self.work, name or f"home-{self._homes}")
        variables = {}
        for variable, folder in [("HOME", ""), ("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache"),
                                 ("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state"),
                                 ("XDG_RUNTIME_DIR", "runtime")]:
            path = os.path.join(home, folder)
            os.makedirs(path, mode=0o700, exist_ok=True)
            variables[variable] = path
        return variables

    def base_env(self, home):
        env = {key: value for key, value in os.environ.items()
               if not key.startswith(("TMDB_", "POPCORN_", "OTEL_", "XDG_", "DBUS_", "WAYLAND_", "GSK_", "GDK_"))}
        env.update(home)
        env.update(GSETTINGS_BACKEND="memory", NO_AT_BRIDGE="1", LANG="C.UTF-8", LANGUAGE="")
        return env

    def gui_env(self, home):
        env = self.base_env(home)
        env.update(DISPLAY=self.display(), GDK_BACKEND="x11", GSK_RENDERER="cairo", GTK_A11Y="none",
                   DBUS_SESSION_BUS_ADDRESS=self.session_bus())
        return env

    # The app harness (loopback TMDb + images), shared by the GUI figures

    def app_harness(self):
        from .gui_app import AppHarness, AppUnavailable
        if self._harness_error is not None:
            raise AppUnavailable(self._harness_error)
        if self._harness is None:
            try:
                self._harness = AppHarness(self)
            except AppUnavailable as error:
                self._harness_error = str(error)
                raise
        return self._harness

    # The C baseline

    def baseline_program(self):
        if self._baseline is None:
            self._baseline = self._probe_program("minimal_adw", "baseline/minimal_adw.c")
        return self._baseline

    def explore_program(self):
        """Figure 1's floor (baseline/explore_c.c): the app's first frame on Explore written in C."""
        if self._explore_program is None:
            self._explore_program = self._probe_program("explore_c", "baseline/explore_c.c")
        return self._explore_program

    def _probe_program(self, name, source):
        """Builds `source` (under Benchmarks/) with BenchProbe against libadwaita into the work folder."""
        output = os.path.join(self.work, name)
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libadwaita-1"], check=True,
                               capture_output=True, text=True).stdout.split()
        sources = [os.path.join(self.bench_dir, path) for path in (source, "BenchProbe/probe.c")]
        subprocess.run(["cc", "-O2", "-o", output, *sources,
                        "-I" + os.path.join(self.bench_dir, "BenchProbe/include"), *flags], check=True)
        return output

    def images_baseline_program(self):
        """Figure 5's baseline (baseline/images_c.c): libcurl multi + gdk_texture_new_from_bytes, in C."""
        return self._images_program("images_c")

    def images_twin_program(self):
        """Figure 5a's context (baseline/images_twin_c.c): the image pipeline's duties, in C."""
        return self._images_program("images_twin_c")

    def _images_program(self, name):
        """Builds baseline/NAME.c against GTK, libcurl and libjpeg into the work folder, once (the twin compiles
        in the app's JPEG decoder, Sources/CGtkShim/jpeg_texture.c)."""
        if name not in self._image_programs:
            output = os.path.join(self.work, name)
            flags = subprocess.run(["pkg-config", "--cflags", "--libs", "gtk4", "libadwaita-1", "libcurl", "libjpeg"],
                                   check=True, capture_output=True, text=True).stdout.split()
            shim = os.path.join(self.root, "Sources/CGtkShim/include")
            subprocess.run(["cc", "-O2", "-o", output, os.path.join(self.bench_dir, f"baseline/{name}.c"),
                            f"-I{shim}", *flags], check=True)
            self._image_programs[name] = output
        return self._image_programs[name]

    # Xvfb

    def display(self):
        if self._display is None:
            read_end, write_end = os.pipe()
            self._xvfb = subprocess.Popen(
                ["Xvfb", "-displayfd", str(write_end), "-screen", "0", "1280x1024x24", "-nolisten", "tcp",
                 "-noreset"], pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            os.close(write_end)
            with os.fdopen(read_end) as reader:
                number = reader.readline().strip()
            if not number:
                raise RuntimeError("Xvfb did not report a display")
            self._display = ":" + number
        return self._display

    # A private D-Bus session bus (GApplication registers on it, as on a desktop)

    def session_bus(self):
        if self._bus_address is None:
            read_end, write_end = os.pipe()
            self._dbus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", f"--print-address={write_end}"],
                                          pass_fds=(write_end,), stdout=subprocess.DEVNULL,
                                          stderr=subprocess.DEVNULL)
            os.close(write_end)
            with os.fdopen(read_end) as reader:
                self._bus_address = reader.readline().strip()
            if not self._bus_address:
                raise RuntimeError("dbus-daemon did not report an address")
        return self._bus_address

    def close(self):
        if self._harness is not None:
            self._harness.close()
            self._harness = None
        if self._dbus is not None:
            self._dbus.terminate()
            self._dbus.wait(timeout=5)
            self._dbus = None
        if self._xvfb is not None:
            self._xvfb.send_signal(signal.SIGTERM)
            try:
                self._xvfb.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self._xvfb.kill()
                self._xvfb.wait()
            self._xvfb = None

    # Running probes

    def run_probe(self, argv, env, timeout=120, frame_ends=False):
        """Runs a program that prints `BENCH …` lines; returns (start µs, {label: [mark, …]}, frames), a mark
        being {"time": µs, "rss_kib": …, "peak_rss_kib": …, "frame": …} and frames (interval µs, work µs),
        with `frame_ends` (interval µs, work µs, end µs). With `BENCH_LOG=FILE` each run's output is appended
        to FILE."""
        start = monotonic_us()
        if os.environ.get("BENCH_WRAP"):
            argv = os.environ["BENCH_WRAP"].split() + list(argv)
        result = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=timeout)
        if os.environ.get("BENCH_LOG"):
            with open(os.environ["BENCH_LOG"], "a") as log:
                log.write(f"# {' '.join(map(str, argv))}\n# start {start}\n{result.stdout}")
        marks, frames = {}, []
        for line in result.stdout.splitlines():
            parts = line.split()
            if len(parts) < 3 or parts[0] != "BENCH":
                continue
            if parts[1] == "frame":
                frames.append(tuple(int(part) for part in parts[2:5 if frame_ends else 4]))
            else:
                marks.setdefault(parts[1], []).append(parse_mark(parts[2:]))
        if result.returncode != 0 and not marks:
            raise RuntimeError(f"{os.path.basename(argv[0])} exited {result.returncode}: "
                               f"{result.stderr.strip()[-400:]}")
        return start, marks, frames


def poster_width(root):
    """PosterCard.posterWidth from the UI sources: the card width the app picks image sizes for."""
    try:
        with open(os.path.join(root, "Sources/UI/Shared/PosterCard.swift")) as file:
            match = re.search(r"posterWidth = (\d+)", file.read())
        return int(match.group(1)) if match else 130
    except OSError:
        return 130


def parse_mark(fields):
    """`<µs> key value key value …` → {"time": µs, key: int(value)…}."""
    mark = {"time": int(fields[0])}
    for key, value in zip(fields[1::2], fields[2::2]):
        try:
            mark[key] = int(value)
        except ValueError:
            mark[key] = value
    return mark
