"""Figure 1: cold start to first content — exec to the first painted frame showing Explore with all its
posters (warm caches: an unmeasured run first), vs the minimal libadwaita program's first frame; both
reported by BenchProbe. Also keeps the peak RSS at that frame (the app's, the baseline's and the C twin's) for
figure 7. Figure 20: the same start with the heavy library (figures 14-16's fixture) against an empty library,
over the same catalog and image caches."""
import os
import shutil
import sqlite3

from . import image_assets
from . import swiftbench
from .fig_heavy import PLAYS
from .gui_app import WINDOW, AppUnavailable
from .report import median

NAME = "1 cold start to first content (Explore with posters, warm cache)"


def baseline_start(env):
    program = env.baseline_program()
    start, marks, _ = env.run_probe([program, "first-frame", *map(str, WINDOW)], env.gui_env(env.private_home()))
    frame = marks["first-frame"][0]
    return (frame["time"] - start) / 1000, frame["peak_rss_kib"]


def explore_c_start(env, posters):
    """The same first frame written in C (baseline/explore_c.c), posters decoded from the JPEGs in `posters`."""
    start, marks, _ = env.run_probe([env.explore_program(), *map(str, WINDOW), posters],
                                    env.gui_env(env.private_home()))
    frame = marks["first-frame"][0]
    return (frame["time"] - start) / 1000, frame["peak_rss_kib"]


def app_start(harness, home):
    start, marks, _ = harness.run(home, "first-content")
    frame = marks["first-content"][0]
    return (frame["time"] - start) / 1000, frame["peak_rss_kib"]


def run(env, report):
    baseline_start(env)  # warms the page cache for GTK's files, like the app's warm-up run below
    try:
        harness = env.app_harness()
        home = harness.home("cold-start")
        app_start(harness, home)
        if harness.cached_images(home) == 0:
            raise AppUnavailable("the app cached no image from the loopback image server (its posters would "
                                 "be placeholders): check the image base URL from /configuration")
    except AppUnavailable as reason:
        times = [baseline_start(env)[0] for _ in range(env.runs)]
        report.unavailable(NAME, f"{reason}; baseline {median(times):.0f} ms")
        return
    app, baseline, explore_c = [], [], []
    posters = os.path.join(image_assets.ensure(os.path.join(env.root, ".build-release", "bench-assets")), "w185")
    explore_c_start(env, posters)  # warm, like the others
    for _ in range(env.runs):
        baseline.append(baseline_start(env))
        app.append(app_start(harness, home))
        explore_c.append(explore_c_start(env, posters))
    report.line(NAME, median([t for t, _ in app]), "ms", median([t for t, _ in baseline]), "ms", "<= 1.5x",
                lambda value, ratio: ratio <= 1.5)
    report.line("1 context: the same first frame written in C (baseline/explore_c.c: shell, six carousels of "
                "poster cards) vs minimal_adw", median([t for t, _ in explore_c]), "ms", median([t for t, _ in baseline]), "ms",
                "(context: GTK's floor for this window)", lambda value, ratio: True)
    report.line("1 cold start, the app vs the same first frame written in C (what Swift and the app add)",
                median([t for t, _ in app]), "ms", median([t for t, _ in explore_c]), "ms", "<= 1.1x",
                lambda value, ratio: ratio <= 1.1)
    env.start_rss = (median([rss for _, rss in app]) / 1024, median([rss for _, rss in baseline]) / 1024)
    env.start_rss_c = median([rss for _, rss in explore_c]) / 1024
    report.line("7 memory: peak RSS after start, the app vs the same first frame written in C", env.start_rss[0],
                "MiB", env.start_rss_c, "MiB", "<= 1.25x", lambda value, ratio: ratio <= 1.25)


def app_cache_namespace(home):
    """The namespace the app's catalog cache under `home` wrote ("<API URL> <language>")."""
    path = os.path.join(home["XDG_CACHE_HOME"], "io.github.popcorn.Popcorn", "cache.sqlite")
    with sqlite3.connect(path) as db:
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        for table in tables:
            row = db.execute(f"SELECT namespace FROM {table} LIMIT 1").fetchone()
            if row:
                return row[0]
    raise AppUnavailable("the app cached no catalog entry")


def heavy_and_empty_homes(env, harness):
    """Two private homes with the same catalog and image caches: one whose library is the heavy fixture
    (`popcorn-bench seed-heavy`, its titles in the cache under the app's namespace, as a heavy user's are),
    one with an empty library. The caches are filled by an unmeasured run in each."""
    empty = harness.home("cold-start-empty")
    app_start(harness, empty)
    heavy = env.private_home("cold-start-heavy")
    result = swiftbench.run(env, "seed-heavy", heavy, "--plays", PLAYS, "--namespace", app_cache_namespace(empty),
                            timeout=600)
    if result.get("plays") != PLAYS:
        raise RuntimeError(f"seeding the heavy library failed: {result}")
    app_start(harness, heavy)
    if harness.cached_images(heavy) == 0:
        raise AppUnavailable("the app cached no image from the loopback image server")
    shutil.rmtree(empty["XDG_CACHE_HOME"])
    shutil.copytree(heavy["XDG_CACHE_HOME"], empty["XDG_CACHE_HOME"])
    return heavy, empty


def run_heavy(env, report):
    name = f"20 cold start to first content with the heavy library ({PLAYS:,} plays) vs an empty library"
    try:
        harness = env.app_harness()
        heavy, empty = heavy_and_empty_homes(env, harness)
    except AppUnavailable as reason:
        report.unavailable(name, str(reason))
        return
    heavy_times, empty_times = [], []
    for _ in range(env.runs):
        empty_times.append(app_start(harness, empty)[0])
        heavy_times.append(app_start(harness, heavy)[0])
    report.line(name, median(heavy_times), "ms", median(empty_times), "ms", "<= 1.1x",
                lambda value, ratio: ratio <= 1.1,
                note=f"runs {sorted(round(t) for t in heavy_times)} vs {sorted(round(t) for t in empty_times)} ms")
