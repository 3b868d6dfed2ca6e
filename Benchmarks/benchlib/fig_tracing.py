"""Figure 9: the warm episode route with tracing off (no tracer bootstrapped) vs the same code built from
the sources before tracing; for context, the instrumentation's own cost and the route with tracing on
(spans written to a file).

Every side is `Benchmarks/TracingBench` (the `popcorn-bench-tracing` executable): this tree's build from
`make bench`, and a release build of the commit before tracing (`commit_before_tracing`; `git archive`,
with that target appended to its manifest) kept in `.build-release-pretracing` so that later runs rebuild
nothing. PROCESSES warm
processes a side run at the same time, pinned to one CPU (where a process's threads land otherwise moves
its figure by 10 % and more), and take turns — one run of COUNT loads each, in alternating order, ROUNDS
times — so that whatever else the shared machine does falls on every side alike.
"""
import json
import os
import shutil
import subprocess

from .report import Unavailable, median

TARGET = ('\npackage.targets.append(.executableTarget(name: "popcorn-bench-tracing", dependencies: '
          '["Catalog", "Features", "Persistence", "Store", "TMDb"], path: "Benchmarks/TracingBench"))\n')
COUNT = 400
ROUNDS = 30
PROCESSES = 3
NAME = "9 warm episode load, tracing off"


def commit_before_tracing(root):
    """The newest commit on HEAD's first-parent line without tracing (no `Sources/Observability`): main just
    before tracing was merged into it, whether by a merge commit or by fast-forward."""
    commits = subprocess.run(["git", "-C", root, "rev-list", "--first-parent", "HEAD"], capture_output=True,
                             text=True)
    for commit in commits.stdout.split():
        present = subprocess.run(["git", "-C", root, "cat-file", "-e", f"{commit}:Sources/Observability"],
                                 capture_output=True)
        if present.returncode != 0:
            return commit
    raise Unavailable("no commit before tracing in this clone's history")


def build_before_tracing(env):
    """The popcorn-bench-tracing executable of the sources before tracing (built once, then reused)."""
    commit = commit_before_tracing(env.root)
    folder = os.path.join(env.root, ".build-release-pretracing")
    source = os.path.join(folder, "source")
    marker = os.path.join(source, ".popcorn-commit")
    if not os.path.exists(marker) or open(marker).read() != commit:
        shutil.rmtree(source, ignore_errors=True)
        os.makedirs(source)
        archive = subprocess.run(["git", "-C", env.root, "archive", commit], capture_output=True, check=True)
        subprocess.run(["tar", "-x", "-C", source], input=archive.stdout, check=True)
        with open(os.path.join(source, "Package.swift"), "a") as manifest:
            manifest.write(TARGET)
        with open(marker, "w") as done:
            done.write(commit)
    bench_source = os.path.join(source, "Benchmarks", "TracingBench")
    shutil.rmtree(bench_source, ignore_errors=True)
    shutil.copytree(os.path.join(env.bench_dir, "TracingBench"), bench_source)
    with open(os.path.join(folder, "build.log"), "w") as log:
        built = subprocess.run(["swift", "build", "-c", "release", "--package-path", source, "--scratch-path",
                                os.path.join(folder, "build"), "--product", "popcorn-bench-tracing"],
                               stdout=log, stderr=subprocess.STDOUT)
    if built.returncode != 0:
        raise RuntimeError(f"the build before tracing failed; see {os.path.join(folder, 'build.log')}")
    return os.path.join(folder, "build", "release", "popcorn-bench-tracing")


class Side:
    """One warm `popcorn-bench-tracing` process that loads the page COUNT times per request."""

    def __init__(self, env, name, binary, options, cpu):
        folder = os.path.join(env.work, f"tracing-{name}")
        os.makedirs(folder)
        argv = [binary, "--demo", os.path.join(env.root, "data", "demo"), "--folder", folder, "--count", str(COUNT)]
        argv += [option.replace("FOLDER", folder) for option in options]
        self.name = name
        self.samples = []
        self.process = subprocess.Popen(argv, env=env.base_env(env.private_home()), stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                        preexec_fn=lambda: os.sched_setaffinity(0, {cpu}))
        if self.process.stdout.readline().strip() != "ready":
            raise RuntimeError(f"{name}: {self.process.communicate()[1].strip()[-400:]}")

    def measure(self):
        self.process.stdin.write("run\n")
        self.process.stdin.flush()
        self.samples.append(int(self.process.stdout.readline()) / 1000)

    def finish(self):
        output, errors = self.process.communicate(timeout=300)
        if self.process.returncode != 0:
            raise RuntimeError(f"{self.name} exited {self.process.returncode}: {errors.strip()[-400:]}")
        return json.loads(output.strip().splitlines()[-1])


def run(env, report):
    before = build_before_tracing(env)
    after = env.binary("popcorn-bench-tracing")
    cpu = max(os.sched_getaffinity(0))
    kinds = [("before", before, []), ("off", after, []), ("on", after, ["--trace", "FOLDER/trace.jsonl"])]
    sides = []
    try:
        for index in range(PROCESSES):
            sides += [Side(env, f"{kind}-{index}", binary, options, cpu) for kind, binary, options in kinds]
        for index in range(ROUNDS):
            for side in sides if index % 2 == 0 else reversed(sides):
                side.measure()
        results = {side.name: side.finish() for side in sides}
    finally:
        for side in sides:
            if side.process.poll() is None:
                side.process.kill()
                side.process.wait()
    for name, result in results.items():
        if result["traced"] != name.startswith("on"):
            raise RuntimeError(f"{name}: traced is {result['traced']}")
    before_tracing, off, on = (median([sample for side in sides if side.name.startswith(kind)
                                       for sample in side.samples]) for kind, _, _ in kinds)
    spans = median([result["spans_ns"] for name, result in results.items() if name.startswith("off")])
    report.line(f"{NAME} (no tracer) vs the same code before tracing: route action -> ready state", off, "us",
                before_tracing, "us", "<= 1.02x", lambda value, ratio: ratio <= 1.02,
                note=f"medians of {PROCESSES} processes x {ROUNDS} runs of {COUNT} loads a side, taking turns")
    report.line("9 warm episode load: its spans alone, no tracer (what the instrumentation adds) vs the load",
                spans / 1000, "us", off, "us", "(context)", lambda value, ratio: True)
    report.line("9 warm episode load, tracing on (spans to a file) vs tracing off", on, "us", off, "us", "(context)",
                lambda value, ratio: True)
