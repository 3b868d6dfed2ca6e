"""Issue 35's frame probe — the Statistics page computing with an empty cache and a slow TMDb, then offline.

The fake TMDb serves 60 movies more (movie/5000 … movie/5059, copies of the fixture movie/100 under their own
ids, titles and studios, in a temporary fixtures folder) and the series tv/200; the library gets a play of
each in 2017 (`watched add --date`), and of tv/200's S1E1. Then the catalog cache is deleted and every request
answers after 200 ms (`slow:0.2`): 61 titles read 4 at a time take about three seconds.

The app is `popcorn-bench-app` (the product app with `make bench`'s hook) with `POPCORN_BENCH=frames`: its
frame probe (BenchProbe's `bench_probe_watch_frames`) keeps the frame clock running and prints every frame's
interval, and marks when the page first shows its progress ("stats-progress") and its figures ("stats-ready").
`stats?year=2017` must show "Computing… N of 61 titles" over a progress bar (read once through AT-SPI), then
the figures; the frames while computing, from then until the figures arrive, are reported against 33 ms (nothing
should block the main thread for more than a frame at 30 Hz) — reported, not asserted: frame times depend on
the machine's load, and performance is `make bench`'s to measure (figure 13). The frames that first draw the
figures are logged as context. Meanwhile the test reads only the probe's output: walking the AT-SPI tree makes the app
answer on its main thread, which would be measured too.

Then, the cache deleted again and the server stopped (connection refused), the page shows the figures it can
(the plays and days) and names what is missing ("The details of 61 titles could not be loaded…")."""
import json
import os
import shutil
import subprocess
import tempfile
import time

from test_error_retry import FakeTMDb
from test_statistics_progress import delete_cache
from uitest import APP_PATH, ARTIFACTS, App, Atspi, children, cli, fail, find, find_all, log, name, poll, role, run, screenshot

FIXTURES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Support", "fixtures")
MOVIES = range(5000, 5060)
TITLES = len(MOVIES) + 1
LONGEST_FRAME_MS = 33
STUDIOS = ["Harbour Light Pictures", "Northern Reel", "Glasswork Films"]


def fixtures_with_more_movies(folder):
    """A copy of the fixtures with movie/5000 … movie/5059 (movie/100 under other ids, titles and studios)."""
    shutil.copytree(FIXTURES, folder, dirs_exist_ok=True)
    with open(os.path.join(FIXTURES, "movie", "100.json")) as source:
        movie = json.load(source)
    for number, movie_id in enumerate(MOVIES):
        movie.update(id=movie_id, title=f"Frame Probe {number + 1}", runtime=90 + number,
                     production_companies=[{"id": 900 + number % 3, "name": STUDIOS[number % 3],
                                            "logo_path": None, "origin_country": "US"}])
        with open(os.path.join(folder, "movie", f"{movie_id}.json"), "w") as target:
            json.dump(movie, target)


class BenchApp(App):
    """`popcorn-bench-app` (beside the app under test) with the frame probe, its output kept in `output`."""

    def __enter__(self):
        self.output = os.path.join(ARTIFACTS, "test_statistics_frames.probe.log")
        self.log = open(self.output, "w")
        binary = os.path.join(os.path.dirname(APP_PATH), "popcorn-bench-app")
        if not os.path.exists(binary):
            fail(f"{binary} is missing: build it with `swift build`")
        # POPCORN_FRAMES_PERF=FILE profiles the app (perf record, CLOCK_MONOTONIC like the probe's frames).
        profile = os.environ.get("POPCORN_FRAMES_PERF")
        perf = ["perf", "record", "-g", "-k", "CLOCK_MONOTONIC", "-o", profile, "--"] if profile else []
        # The cairo renderer, as `make bench` measures frames (docs/benchmarks.md): under Xvfb the GL renderer is
        # llvmpipe, whose software rasterizing of each frame on the machine's cores would be measured instead.
        env = dict(self.env, POPCORN_BENCH="frames", GSK_RENDERER="cairo")
        self.process = subprocess.Popen([*perf, binary, *self.arguments], env=env,
                                        stdout=self.log, stderr=subprocess.STDOUT)
        self.accessible = poll(self._find_application, "the bench app on the AT-SPI desktop")
        return self

    def _find_application(self):
        if self.process.poll() is not None:
            fail(f"the bench app exited with status {self.process.returncode} (see {self.output})")
        for app in children(Atspi.get_desktop(0)):
            try:
                pid = app.get_process_id()
                with open(f"/proc/{pid}/stat") as stat:
                    parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            except Exception:
                continue
            if self.process.pid in (pid, parent):  # the app, or perf's child
                return app
        return None

    def probe(self):
        """The marks ({label: µs}, the first of each) and the frames [(interval µs, end µs)] printed so far."""
        self.log.flush()
        marks, frames = {}, []
        with open(self.output) as lines:
            for line in lines:
                parts = line.split()
                if len(parts) >= 3 and parts[0] == "BENCH":
                    if parts[1] == "frame" and len(parts) == 5:
                        frames.append((int(parts[2]), int(parts[4])))
                    elif parts[1] != "frame":
                        marks.setdefault(parts[1], int(parts[2]))
        return marks, frames


def test():
    folder = tempfile.mkdtemp(prefix="popcorn-frames-")
    fixtures_with_more_movies(folder)
    server = FakeTMDb("/3/__none=status:500", "--fixtures", folder)
    env = {"TMDB_API_TOKEN": "ui-test-token", "POPCORN_TMDB_API_URL": f"{server.base}/3", "LANGUAGE": "en",
           "POPCORN_TODAY": "2017-12-31"}
    try:
        for number, movie_id in enumerate(MOVIES):
            cli("watched", "add", f"movie/{movie_id}", "--date", f"2017-{number % 12 + 1:02}-{number % 28 + 1:02}",
                env=env)
        cli("watched", "add", "tv/200/season/1/episode/1", "--date", "2017-06-01", env=env)
        log(f"{TITLES} titles watched in 2017")
        delete_cache()
        server.fail_everything("slow:0.2")
        started = time.monotonic()
        with BenchApp("stats?year=2017", env=env) as app:
            window = app.window()
            bar = poll(lambda: next((n for n in find_all(window) if role(n) == "progress bar"), None),
                       "the progress bar", timeout=30)
            log(f"progress: {name(bar)!r}")
            if not name(bar).startswith("Computing…") or not name(bar).endswith(f"of {TITLES} titles"):
                fail(f"the progress bar reads {name(bar)!r}")
            checked = int(time.monotonic() * 1e6)  # CLOCK_MONOTONIC µs, the probe's clock

            def ready_marks():
                marks, _ = app.probe()
                return marks if "stats-ready" in marks else None

            poll(ready_marks, "the probe's stats-ready mark", timeout=120)
            log(f"the figures {time.monotonic() - started:.1f} s after the launch")
            time.sleep(1.5)
            marks, frames = app.probe()
            if "stats-progress" not in marks:
                fail(f"the probe did not mark the progress: {sorted(marks)}")
            start, end = max(marks["stats-progress"], checked), marks["stats-ready"]
            drawing = [round(interval / 1000, 1) for interval, frame_end in frames
                       if end < frame_end <= end + 1_000_000 and interval / 1000 > LONGEST_FRAME_MS]
            log(f"context: frames over {LONGEST_FRAME_MS} ms in the second after the figures: {drawing}")
            computing = (marks["stats-ready"] - start) / 1e6
            if computing < 1.5:
                fail(f"computing took {computing:.1f} s after the check: too quick to show the main thread free")
            computed = [interval / 1000 for interval, frame_end in frames if start <= frame_end <= end]
            if len(computed) < 60:
                fail(f"only {len(computed)} frames while computing: the probe did not keep the clock running")
            longest = max(computed)
            over = [(round(interval / 1000, 1), round((frame_end - start) / 1000)) for interval, frame_end in frames
                    if start <= frame_end <= end and interval / 1000 > LONGEST_FRAME_MS]
            log(f"{len(computed)} frames while computing ({(end - start) / 1e6:.1f} s), longest {longest:.1f} ms, "
                f"over {LONGEST_FRAME_MS} ms (ms, ending ms after the check): {over}; figures at "
                f"{(marks['stats-ready'] - start) / 1000:.0f} ms")
            screenshot("statistics-frames-figures.png")
            if longest > LONGEST_FRAME_MS:
                # Frame times depend on the machine's load (a debug build beside the rest of `make test` on two
                # cores measured 37-38 ms, alone 29.5 ms): reported here, measured by `make bench`, never a gate.
                log(f"NOTE: the longest frame while computing took {longest:.1f} ms (> {LONGEST_FRAME_MS} ms): {over}")
            if find_all(window, "progress bar"):
                fail("the progress bar still shows with the figures")
            find(window, None, "Top Networks and Studios", timeout=5)
        server.close()
        log("fake TMDb stopped")
        delete_cache()
        with App("stats?year=2017", env=env) as app:
            window = app.window()
            note = find(window, "label", predicate=lambda n: "could not be loaded" in name(n), timeout=60)
            expected = f"The details of {TITLES} titles could not be loaded"
            if not name(note).startswith(expected):
                fail(f"the missing note reads {name(note)!r}, expected it to start with {expected!r}")
            find(window, "label", "Time Watched")
            find(window, "label", "Movies Watched")
            screenshot("statistics-frames-offline.png")
            log(f"offline: {name(note)!r}")
    finally:
        server.close()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    run(test)
