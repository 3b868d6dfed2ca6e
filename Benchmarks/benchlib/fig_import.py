"""Figure 10: your data — importing a backup of 10,000 plays (reading the JSON, a duplicate check per play,
one durable transaction) against raw sqlite3 inserts of the same rows in one transaction into the same
schema. Target: at most 3 times the raw inserts."""
import os

from . import swiftbench
from .report import median


def run(env, report):
    folder = os.path.join(env.work, "import")
    result = swiftbench.run(env, "import", env.private_home(), "--folder", folder, "--plays", 10_000,
                            "--runs", max(env.runs, 7))
    if "error" in result:
        raise RuntimeError(result["error"])
    raw = median(result["raw_ns"]) / 1e6
    report.line(f"10 import {result['plays']} plays (popcorn import of a {result['backup_bytes'] // 1024} KiB backup)",
                median(result["import_ns"]) / 1e6, "ms", raw, "ms (raw inserts, one transaction)", "<= 3x",
                lambda value, ratio: ratio <= 3)
    report.info("10 context", f"reading the backup's JSON alone: {median(result['parse_ns']) / 1e6:.1f} ms; "
                f"merging the decoded plays alone: {median(result['merge_ns']) / 1e6:.1f} ms")
