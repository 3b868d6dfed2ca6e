#!/usr/bin/python3
"""`make bench`: Popcorn's performance figures, each a ratio against a baseline measured in the same run.

Runs after `swift build -c release --scratch-path .build-release` (the Makefile does both). Every figure
runs a few times, alternating the measured side and its baseline; medians are quoted. GUI figures run
under a private Xvfb (-displayfd, stopped by PID) with GSK_RENDERER=cairo, GDK_BACKEND=x11 and
GTK_A11Y=none for both sides; every process gets private XDG folders in a temporary directory.

Prints the machine, then one line per figure:
    <name>: <median> <unit> (baseline <median> <unit>, ratio <r>) target <t> [met|MISSED]
See docs/benchmarks.md.
"""
import argparse
import os
import platform
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from benchlib import figures  # noqa: E402
from benchlib.environment import BenchEnvironment  # noqa: E402
from benchlib.report import Report, Unavailable  # noqa: E402


def machine_lines():
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as cpuinfo:
            for line in cpuinfo:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass

    def version(package):
        result = subprocess.run(["pkg-config", "--modversion", package], capture_output=True, text=True)
        return result.stdout.strip() or "unknown"

    return [
        f"machine: {model}, {os.cpu_count()} cores, {platform.system()} {platform.release()}",
        f"toolkit: GTK {version('gtk4')}, libadwaita {version('libadwaita-1')}, "
        f"SQLite {version('sqlite3')}, libcurl {version('libcurl')}",
    ]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bin", default=".build-release/release", help="release build products")
    parser.add_argument("--runs", type=int, default=5, help="runs per measurement (GUI figures)")
    parser.add_argument("--only", default="", help="comma-separated figure numbers to run (default: all)")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder")
    args = parser.parse_args()

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    started = time.monotonic()
    work = tempfile.mkdtemp(prefix="popcorn-bench-")
    report = Report()
    for line in machine_lines():
        print(line, flush=True)
    env = BenchEnvironment(root=root, bin_dir=os.path.join(root, args.bin), work=work, runs=args.runs)
    selected = {int(n) for n in args.only.split(",") if n.strip()}
    try:
        for number, figure in figures.ALL:
            if selected and number not in selected:
                continue
            label = f"{number} ({figure.__module__.rsplit('.', 1)[-1]})"
            try:
                figure(env, report)
            except Unavailable as reason:
                report.unavailable(label, str(reason))
            except Exception as error:  # a broken figure must not hide the others
                report.failed(label, error)
    finally:
        env.close()
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    print(report.summary(time.monotonic() - started), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
