"""Figure 1: cold start to first content — exec to the first painted frame showing Explore with all its
posters (warm caches: an unmeasured run first), vs the minimal libadwaita program's first frame; both
reported by BenchProbe. Also keeps the peak RSS at that frame (the app's, the baseline's and the C twin's) for
figure 7."""
import os

from . import image_assets
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
    report.line("1 context: the app vs the same first frame written in C", median([t for t, _ in app]), "ms",
                median([t for t, _ in explore_c]), "ms", "(context: what Swift and the app add)", lambda value, ratio: True)
    env.start_rss = (median([rss for _, rss in app]) / 1024, median([rss for _, rss in baseline]) / 1024)
    env.start_rss_c = median([rss for _, rss in explore_c]) / 1024
