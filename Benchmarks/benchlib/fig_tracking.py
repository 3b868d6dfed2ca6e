"""Figure 8: tracking — Up Next for 300 series / 20,000 plays, and marking a 24-episode season (a durable
SQLite transaction). Baseline: one frame at 60 Hz."""
import os

from . import swiftbench
from .report import median

FRAME_MS = 1000 / 60


def run(env, report):
    folder = os.path.join(env.work, "tracking")
    result = swiftbench.run(env, "tracking", env.private_home(), "--folder", folder, "--series", 300,
                            "--plays", 20_000, "--runs", max(env.runs, 9))
    if "error" in result:
        raise RuntimeError(result["error"])
    report.line(f"8a Up Next for {result['series']} series / {result['plays']} plays: snapshot index + next episodes",
                median(result["up_next_ns"]) / 1e6, "ms", FRAME_MS, "ms (one frame)", "<= 1 frame",
                lambda value, ratio: ratio <= 1, note=f"{result['up_next_entries']} series listed")
    report.info("8a context", f"reading the {result['plays']} plays from SQLite and indexing them, by a library "
                f"opened anew: {median(result['snapshot_read_ns']) / 1e6:.2f} ms "
                "(off the main thread, once per change)")
    report.line("8b mark a 24-episode season: aired/unwatched choice + one durable transaction",
                median(result["mark_season_ns"]) / 1e6, "ms", FRAME_MS, "ms (one frame)", "<= 1 frame",
                lambda value, ratio: ratio <= 1)
