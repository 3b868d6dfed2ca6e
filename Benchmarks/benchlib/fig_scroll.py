"""Figures 6 and 7: scrolling a 2,000-item watchlist top to bottom and back at a steady speed (frame
intervals from the frame clock) vs the same scroll over a grid of plain labels in `minimal_adw`; peak
RSS after starting and growth while scrolling vs the baseline program."""
from .gui_app import WINDOW, AppUnavailable
from .report import median, percentile

SCROLL_MS = 5000          # per direction
MEMORY_CACHE_MIB = 96     # ImagePipelineConfiguration.memoryCapacity default
# Baseline cells as large as a poster card (PosterCard: 130×195 poster + two title lines, 6 px padding).
CELL = (142, 250)


def baseline_scroll(env):
    argv = [env.baseline_program(), "scroll", *map(str, WINDOW), str(env.watchlist_size), str(SCROLL_MS),
            *map(str, CELL)]
    _, marks, frames = env.run_probe(argv, env.gui_env(env.private_home()))
    return marks, frames


def growth_mib(marks):
    return (marks["scroll-done"][0]["peak_rss_kib"] - marks["scroll-start"][0]["rss_kib"]) / 1024


def end_rss_mib(marks):
    return marks["scroll-done"][0]["peak_rss_kib"] / 1024


def run(env, report):
    name = f"6 scrolling a {env.watchlist_size}-item watchlist"
    extra = {"POPCORN_BENCH_SCROLL_MS": str(SCROLL_MS)}
    try:
        harness = env.app_harness()
        home = harness.home("scroll", watchlist=True)
        harness.run(home, "scroll", extra, timeout=300)  # loads every title and poster once
    except AppUnavailable as reason:
        report.unavailable(name, str(reason))
        report.unavailable("7 memory", str(reason))
        return
    app_frames, base_frames, app_growth, base_growth, app_start, base_start = [], [], [], [], [], []
    app_end, base_end = [], []
    for _ in range(env.scroll_runs):
        marks, frames = baseline_scroll(env)
        base_frames += [interval / 1000 for interval, _ in frames]
        base_growth.append(growth_mib(marks))
        base_end.append(end_rss_mib(marks))
        base_start.append(marks["first-frame"][0]["peak_rss_kib"] / 1024)
        _, marks, frames = harness.run(home, "scroll", extra, timeout=120)
        if "scroll-done" not in marks:
            raise AppUnavailable("the app did not finish scrolling (no scrollable watchlist?)")
        app_frames += [interval / 1000 for interval, _ in frames]
        app_growth.append(growth_mib(marks))
        app_end.append(end_rss_mib(marks))
        app_start.append(marks["first-content"][0]["peak_rss_kib"] / 1024)

    report.line(f"{name}: median frame interval", median(app_frames), "ms", median(base_frames), "ms",
                "(context)", lambda value, ratio: True)
    report.line(f"{name}: p99 frame interval", percentile(app_frames, 0.99), "ms",
                percentile(base_frames, 0.99), "ms", "<= 1.5x", lambda value, ratio: ratio <= 1.5)
    longest = max(app_frames)
    report.line(f"{name}: longest frame", longest, "ms", max(base_frames), "ms", "<= 33 ms",
                lambda value, ratio: value <= 33, note=f"{len(app_frames)} frames, {sum(f > 33 for f in app_frames)} over 33 ms")

    start_app, start_base = getattr(env, "start_rss", None) or (median(app_start), median(base_start))
    report.line("7 memory: peak RSS after start", start_app, "MiB", start_base, "MiB", "(context)",
                lambda value, ratio: True)
    start_c = getattr(env, "start_rss_c", None)
    if start_c is not None:
        report.line("7 context: peak RSS after start of the same first frame written in C (figure 1's twin) vs "
                    "minimal_adw", start_c, "MiB", start_base, "MiB", "(context)", lambda value, ratio: True)
        report.line("7 context: peak RSS after start, the app vs its C twin", start_app, "MiB", start_c, "MiB",
                    "(context)", lambda value, ratio: True)
    cap = MEMORY_CACHE_MIB + 32
    report.line("7 memory: growth while scrolling the watchlist to the end and back", median(app_growth), "MiB",
                median(base_growth), "MiB", f"<= {cap} MiB (memory-cache cap + 32 MiB)",
                lambda value, ratio: value <= cap)
    # The growth starts from the RSS at the scroll's start, which falls when less is loaded or left on the heap
    # before it (docs/benchmarks.md, figure 7): the peak at the scroll's end shows what the scroll leaves.
    report.line("7 context: peak RSS at the scroll's end", median(app_end), "MiB", median(base_end), "MiB",
                "(context)", lambda value, ratio: True)
