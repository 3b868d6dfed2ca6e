"""Figure 16: the watchlist page of 2,000 titles first painted with the heavy library (figures 14 and 15's
fixture, `popcorn-bench seed-heavy` in a private home), in the real window: from the first painted frame of
Explore, when the app switches to the Watchlist (BenchHook's `scroll` mode, figure 6's), to the first painted
frame showing the watchlist with its visible posters ("watchlist-ready", BenchProbe's content check). The
2,000 watchlist movies are those the loopback TMDb serves (gui_app.py); their details and posters come into
the app's caches in an unmeasured run first. Baseline: one frame at 60 Hz. Growth: the same figure with
10,000 plays (the larger at most 12x the smaller), printed as a context line. Context: the same switch
written in C (baseline/explore_c.c with the watchlist's size: Explore, then the Watchlist page of the same
widgets with its first screenful of cards and their prefetched posters), GTK's own time for this frame on
this machine, and the app against it."""
import os

from . import image_assets
from . import swiftbench
from .fig_heavy import GROWTH_LIMIT, PLAYS, SMALL_PLAYS
from .gui_app import WINDOW, AppUnavailable
from .report import median

FRAME_MS = 1000 / 60
EXTRA = {"POPCORN_BENCH_SCROLL_MS": "100"}


def heavy_home(env, harness, plays):
    home = env.private_home(f"heavy-watchlist-{plays}")
    result = swiftbench.run(env, "seed-heavy", home, "--plays", plays, timeout=600)
    if result.get("plays") != plays or result.get("watchlist") != env.watchlist_size:
        raise RuntimeError(f"seeding the heavy library failed: {result}")
    harness.run(home, "scroll", EXTRA, timeout=600)  # loads every title and poster once
    return home


def measure(harness, home, runs, between=None):
    """The app's switch `runs` times (ms, frames); `between` runs after each (the C twin, interleaved so that
    both sides see the machine alike)."""
    times, frames = [], []
    for _ in range(runs):
        _, marks, _ = harness.run(home, "scroll", EXTRA, timeout=180)
        if between is not None:
            between()
        if "watchlist-ready" not in marks:
            raise AppUnavailable("the app never showed the watchlist with its posters")
        shown, ready = marks["first-content"][0], marks["watchlist-ready"][0]
        times.append((ready["time"] - shown["time"]) / 1000)
        frames.append(ready["frame"] - shown["frame"])
    return times, frames


def twin_switch(env, posters):
    """The C twin's switch: Explore painted with its posters -> the Watchlist painted with its posters (ms)."""
    _, marks, _ = env.run_probe([env.explore_program(), *map(str, WINDOW), posters, str(env.watchlist_size)],
                                env.gui_env(env.private_home()))
    if "watchlist-ready" not in marks:
        raise RuntimeError("explore_c never showed the watchlist with its posters")
    return (marks["watchlist-ready"][0]["time"] - marks["first-frame"][0]["time"]) / 1000


def run(env, report):
    name = f"16 heavy library: the watchlist page of {env.watchlist_size:,} titles first painted"
    try:
        harness = env.app_harness()
        homes = {plays: heavy_home(env, harness, plays) for plays in (SMALL_PLAYS, PLAYS)}
    except AppUnavailable as reason:
        report.unavailable(name, str(reason))
        return
    runs = max(3, env.runs - 2)
    posters = os.path.join(image_assets.ensure(os.path.join(env.root, ".build-release", "bench-assets")), "w185")
    twin_switch(env, posters)  # warm, like the app's unmeasured run
    twins = []
    large, large_frames = measure(harness, homes[PLAYS], runs, lambda: twins.append(twin_switch(env, posters)))
    small, _ = measure(harness, homes[SMALL_PLAYS], runs)
    value = median(large)
    report.line(f"{name}: switch -> painted with its posters ({PLAYS:,} plays)", value, "ms", FRAME_MS, "ms",
                "<= 2 frames", lambda value, ratio: ratio <= 2,
                note=f"runs {sorted(round(v, 1) for v in large)} ms; frame clock advanced "
                     f"{sorted(large_frames)[len(large_frames) // 2]} frames (median)")
    twin = median(twins)
    report.info("16 context", f"the same switch written in C (baseline/explore_c.c, run after each of the "
                f"app's): {twin:.1f} ms (runs {sorted(round(v, 1) for v in twins)}); the app is "
                f"{value / twin:.2f}x its C twin")
    ratio = value / median(small)
    report.info("16 growth", f"{SMALL_PLAYS:,} -> {PLAYS:,} plays: {median(small):.2f} -> {value:.2f} ms, "
                f"{ratio:.1f}x (at most {GROWTH_LIMIT}x: {'met' if ratio <= GROWTH_LIMIT else 'MISSED'})")
