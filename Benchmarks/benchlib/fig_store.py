"""Figure 3: store overhead — 1,000,000 `Store.send` (no effects) vs calling the reducer directly."""
from . import swiftbench
from .report import median

COUNT = 1_000_000


def run(env, report):
    samples = swiftbench.run(env, "store", env.private_home(), "--count", COUNT, "--runs", max(env.runs, 5))
    sends = median(samples["send_ns"]) / 1e6
    direct = median(samples["direct_ns"]) / 1e6
    report.line("3 store overhead, 1,000,000 Store.send vs direct reducer calls", sends, "ms", direct, "ms",
                "<= 3x", lambda value, ratio: ratio <= 3)
