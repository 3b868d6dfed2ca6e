"""Figure 1: cold start to first content — exec to the first painted frame showing Explore with its
posters (warm cache), vs a minimal libadwaita program's first frame, both reported by BenchProbe."""
from .report import median

WINDOW = ("1000", "700")


def baseline_start(env):
    program = env.baseline_program()
    start, marks, _ = env.run_probe([program, "first-frame", *WINDOW], env.gui_env(env.private_home()))
    frame = marks["first-frame"]
    return (frame["time"] - start) / 1000, frame["peak_rss_kib"]


def run(env, report):
    baseline = [baseline_start(env) for _ in range(env.runs)]
    times = [time for time, _ in baseline]
    report.unavailable("1 cold start to first content",
                       f"the app has no first-content hook yet; baseline {median(times):.0f} ms")
    env.baseline_cold_start = median(times)
    env.baseline_peak_rss_kib = median([rss for _, rss in baseline])
