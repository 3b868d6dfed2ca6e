"""The app side of the GUI figures: a loopback TMDb (Tests/Support/fake_tmdb.py over fixtures generated
here, images from image_server.py), a private home per scenario, and runs of the release app with
POPCORN_BENCH: the `popcorn-bench-app` executable (Benchmarks/BenchApp), the product app with BenchHook."""
import json
import os
import shutil
import subprocess
import urllib.request

from . import swiftbench
from .images_server import ImageServer
from .report import Unavailable

WATCHLIST_FIRST_ID = 100_000
EPISODE_ROUTES = ["tv/200/season/1/episode/1", "tv/200/season/1/episode/2", "tv/200/season/1/episode/3",
                  "tv/200/season/2/episode/1", "tv/200/season/2/episode/2"]
# The app's first-run window size (WindowState.initial), used for the baseline program too.
WINDOW = (1024, 768)
# The generated movies' genres, by index modulo their count: a quarter of them are dramas (TMDb genre 18),
# the genre figure 12 filters the Library by.
GENERATED_GENRES = [
    [{"id": 18, "name": "Drama"}],
    [{"id": 35, "name": "Comedy"}],
    [{"id": 28, "name": "Action"}, {"id": 878, "name": "Science Fiction"}],
    [{"id": 53, "name": "Thriller"}, {"id": 80, "name": "Crime"}],
]


class AppUnavailable(Unavailable):
    """The app (or a part it needs) cannot run this measurement yet; the figure says why."""


class AppHarness:
    def __init__(self, env):
        self.env = env
        self.fake_tmdb = os.path.join(env.root, "Tests/Support/fake_tmdb.py")
        self.fixtures = os.path.join(env.root, "Tests/Support/fixtures")
        if not os.path.exists(self.fake_tmdb) or not os.path.isdir(self.fixtures):
            raise AppUnavailable("Tests/Support/fake_tmdb.py and its fixtures are missing")
        self.images = ImageServer(env)
        self.api = None
        try:
            self._start_api()
        except Exception:
            self.close()
            raise

    def _start_api(self):
        folder = os.path.join(self.env.work, "fixtures")
        shutil.copytree(self.fixtures, folder)
        configuration_path = os.path.join(folder, "configuration.json")
        with open(configuration_path) as file:
            configuration = json.load(file)
        configuration["images"]["base_url"] = self.images.base
        configuration["images"]["secure_base_url"] = self.images.base
        with open(configuration_path, "w") as file:
            json.dump(configuration, file)
        with open(os.path.join(folder, "movie/100.json")) as file:
            template = json.load(file)
        for index in range(self.env.watchlist_size):
            movie = dict(template, id=WATCHLIST_FIRST_ID + index, title=f"Benchmark Movie {index + 1}",
                         original_title=f"Benchmark Movie {index + 1}", poster_path=f"/poster-{index}.jpg",
                         genres=GENERATED_GENRES[index % len(GENERATED_GENRES)])
            with open(os.path.join(folder, f"movie/{WATCHLIST_FIRST_ID + index}.json"), "w") as file:
                json.dump(movie, file)
        # Its stderr is dropped: the app closing connections on exit makes it print tracebacks.
        self.api = subprocess.Popen(["/usr/bin/python3", self.fake_tmdb, "--fixtures", folder],
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = self.api.stdout.readline().split()
        if len(line) != 2 or line[0] != "PORT":
            raise RuntimeError("fake_tmdb.py did not start")
        self.api_url = f"http://127.0.0.1:{line[1]}/3"

    def close(self):
        if self.api is not None:
            self.api.terminate()
            self.api.wait(timeout=5)
            self.api = None
        self.images.close()

    def home(self, name, watchlist=False, lists=0):
        """A private home; with `watchlist`, the generated movies on its watchlist; with `lists`, the same
        movies also in that many lists of equal size (through the app's library code, `popcorn-bench`)."""
        home = self.env.private_home(name)
        if watchlist:
            result = swiftbench.run(self.env, "seed-watchlist", home, "--first", WATCHLIST_FIRST_ID,
                                    "--count", self.env.watchlist_size)
            if result.get("entries") != self.env.watchlist_size:
                raise RuntimeError(f"seeding the watchlist failed: {result}")
        if lists:
            result = swiftbench.run(self.env, "seed-lists", home, "--first", WATCHLIST_FIRST_ID,
                                    "--count", self.env.watchlist_size, "--lists", lists)
            if result.get("lists") != lists or result.get("items") != self.env.watchlist_size:
                raise RuntimeError(f"seeding the lists failed: {result}")
        return home

    @staticmethod
    def cached_images(home):
        """Files in the app's image disk cache under `home`."""
        folder = os.path.join(home["XDG_CACHE_HOME"], "io.github.popcorn.Popcorn", "images")
        return sum(len(files) for _, _, files in os.walk(folder))

    def app_env(self, home):
        """The environment of the app (and of `popcorn`) under `home`, against the loopback TMDb."""
        env = self.env.gui_env(home)
        env.update(TMDB_API_TOKEN="benchmark", POPCORN_TMDB_API_URL=self.api_url,
                   POPCORN_TMDB_IMAGE_URL=self.images.base)
        return env

    def control(self, request):
        """Sends a control request to the loopback TMDb (`__fault?path=*&spec=slow:0.2`, `__reset`)."""
        base = self.api_url.rsplit("/3", 1)[0]
        urllib.request.urlopen(f"{base}/{request}", timeout=10).read()

    def run(self, home, mode, extra=None, timeout=180, arguments=(), ready_mark="first-content", frame_ends=False):
        """Runs the app in `mode` with `arguments` (a route); returns (start µs, marks, frames)."""
        env = self.app_env(home)
        env.update(POPCORN_BENCH=mode)
        env.update(extra or {})
        start, marks, frames = self.env.run_probe([self.env.binary("popcorn-bench-app"), *arguments], env,
                                                  timeout=timeout, frame_ends=frame_ends)
        if ready_mark not in marks:
            raise AppUnavailable(f"the app printed no {ready_mark} mark (POPCORN_BENCH hook not wired, or its "
                                 "content never finished loading)")
        return start, marks, frames
