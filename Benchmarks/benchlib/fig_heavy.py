"""Figures 14 and 15: the heavy library (issue 38; `popcorn-bench seed-heavy`, Benchmarks/PopcornBench/
HeavyLibrary.swift) — 10,000 movies and 500 series in the cache, 100,000 plays with rewatches, 5,000
ratings, 2,000 watchlist entries, 50 lists of 2,000 titles in all, 300 followed series. `popcorn-bench
heavy` builds it in a private folder and measures (14) Up Next for its 500 series, as figure 8a does, and
(15) History's first page, `HistoryFeature.load` through the app's dependencies over the library and the
cache. Baseline: one frame at 60 Hz. Growth: the same figure with 10,000 plays; the larger may cost at most
12x the smaller, printed as a context line."""
import os

from . import swiftbench
from .report import median

FRAME_MS = 1000 / 60
PLAYS = 100_000
SMALL_PLAYS = 10_000
GROWTH_LIMIT = 12
_results = {}


def measure(env, plays):
    """`popcorn-bench heavy` with `plays` plays, once per run of bench.py (figures 14 and 15 share it)."""
    key = (id(env), plays)
    if key not in _results:
        folder = os.path.join(env.work, f"heavy-{plays}")
        result = swiftbench.run(env, "heavy", env.private_home(), "--folder", folder, "--plays", plays,
                                "--runs", max(env.runs, 9), timeout=600)
        if "error" in result:
            raise RuntimeError(result["error"])
        _results[key] = result
    return _results[key]


def growth_line(report, label, large, small):
    ratio = large / small
    report.info(f"{label} growth", f"{SMALL_PLAYS:,} -> {PLAYS:,} plays: {small:.2f} -> {large:.2f} ms, "
                f"{ratio:.1f}x (at most {GROWTH_LIMIT}x: {'met' if ratio <= GROWTH_LIMIT else 'MISSED'})")


def run_up_next(env, report):
    large, small = measure(env, PLAYS), measure(env, SMALL_PLAYS)
    value = median(large["up_next_ns"]) / 1e6
    report.line(f"14 heavy library: Up Next for {large['series']} series / {large['plays']:,} plays: snapshot index "
                "+ next episodes", value, "ms", FRAME_MS, "ms (one frame)", "<= 1 frame",
                lambda value, ratio: ratio <= 1, note=f"{large['up_next_entries']} series listed")
    report.info("14 context", f"reading the {large['plays']:,} plays from SQLite and indexing them, by a library "
                f"opened anew: {median(large['snapshot_read_ns']) / 1e6:.2f} ms (off the main thread, once per change)")
    report.info("14 context", "the next episodes alone, from the snapshot already indexed (the library indexes it "
                f"as it reads it): {median(large['up_next_entries_ns']) / 1e6:.2f} ms")
    growth_line(report, "14", value, median(small["up_next_ns"]) / 1e6)


def run_history(env, report):
    large, small = measure(env, PLAYS), measure(env, SMALL_PLAYS)
    value = median(large["history_ns"]) / 1e6
    report.line(f"15 heavy library: History's first page of {large['plays']:,} plays (HistoryFeature.load, "
                "titles from the cache)", value, "ms", FRAME_MS, "ms (one frame)", "<= 1 frame",
                lambda value, ratio: ratio <= 1, note=f"{large['history_pages']} pages")
    growth_line(report, "15", value, median(small["history_ns"]) / 1e6)
