"""Figure 1: cold start to first content — exec to the first painted frame showing Explore with all its
posters (warm caches: an unmeasured run first), vs the minimal libadwaita program's first frame; both
reported by BenchProbe. Also keeps the peak RSS at that frame for figure 7."""
from .gui_app import WINDOW, AppUnavailable
from .report import median

NAME = "1 cold start to first content (Explore with posters, warm cache)"


def baseline_start(env):
    program = env.baseline_program()
    start, marks, _ = env.run_probe([program, "first-frame", *map(str, WINDOW)], env.gui_env(env.private_home()))
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
    app, baseline = [], []
    for _ in range(env.runs):
        baseline.append(baseline_start(env))
        app.append(app_start(harness, home))
    report.line(NAME, median([t for t, _ in app]), "ms", median([t for t, _ in baseline]), "ms", "<= 1.5x",
                lambda value, ratio: ratio <= 1.5)
    env.start_rss = (median([rss for _, rss in app]) / 1024, median([rss for _, rss in baseline]) / 1024)
