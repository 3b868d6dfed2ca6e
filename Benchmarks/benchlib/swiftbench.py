"""Runs the in-process benchmarks of the `popcorn-bench` executable (Benchmarks/PopcornBench)."""
import json
import subprocess

from .report import Unavailable


def run(env, name, home, *options, timeout=300):
    argv = [env.binary("popcorn-bench"), name, *[str(option) for option in options]]
    result = subprocess.run(argv, env=env.base_env(home), capture_output=True, text=True, timeout=timeout)
    if result.returncode == 2 and result.stderr.startswith("usage:"):
        raise Unavailable(f"popcorn-bench has no `{name}` benchmark yet (the module it measures has not landed)")
    if result.returncode != 0:
        raise RuntimeError(f"popcorn-bench {name} exited {result.returncode}: {result.stderr.strip()[-400:]}")
    return json.loads(result.stdout.strip().splitlines()[-1])
