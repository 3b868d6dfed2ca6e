"""Figure 4: a cached episode read through the repository vs a prepared SELECT with raw sqlite3."""
import os

from . import swiftbench
from .report import median


def run(env, report):
    folder = os.path.join(env.work, "cache-read")
    os.makedirs(folder, exist_ok=True)
    result = swiftbench.run(env, "cache-read", env.private_home(), "--folder", folder, "--count", 2000,
                            "--runs", max(env.runs, 5))
    if "error" in result:
        raise RuntimeError(result["error"])
    report.line("4 cache read: one cached episode through the repository vs prepared SELECT (raw sqlite3)",
                median(result["repository_ns"]) / 1000, "us", median(result["raw_ns"]) / 1000, "us", "<= 2x",
                lambda value, ratio: ratio <= 2,
                note=f"repository includes decoding the {result['payload_bytes']}-byte binary payload (CachePayload)")
    report.line("4 cache read: the same SELECT + CachePayload decoding into TVEpisode (decoding share of 4)",
                median(result["raw_decode_ns"]) / 1000, "us", median(result["raw_ns"]) / 1000, "us", "(context)",
                lambda value, ratio: True)
