"""Figure 2: warm episode page — route action → ready state → painted, the episodes already in the
SQLite cache (an unmeasured run first). Baseline: one frame at 60 Hz."""
from .gui_app import EPISODE_ROUTES, AppUnavailable
from .report import median

FRAME_MS = 1000 / 60
NAME = "2 warm episode page"


def run(env, report):
    try:
        harness = env.app_harness()
        home = harness.home("episode")
        extra = {"POPCORN_BENCH_ROUTES": ",".join(EPISODE_ROUTES)}
        harness.run(home, "episode", extra)
    except AppUnavailable as reason:
        report.unavailable(NAME, str(reason))
        return
    ready, painted, frames = [], [], []
    for _ in range(max(1, env.runs - 2)):
        _, marks, _ = harness.run(home, "episode", extra)
        for sent, ready_mark, painted_mark in zip(marks.get("route-sent", []), marks.get("route-ready", []),
                                                  marks.get("route-painted", [])):
            ready.append((ready_mark["time"] - sent["time"]) / 1000)
            painted.append((painted_mark["time"] - sent["time"]) / 1000)
            frames.append(painted_mark["frame"] - ready_mark["frame"])
    if not ready:
        report.unavailable(NAME, "no episode page became ready")
        return
    report.line("2a warm episode page: route action -> ready state (reducer + repository)", median(ready), "ms",
                FRAME_MS, "ms", "<= 0.1x (a tenth of a frame)", lambda value, ratio: ratio <= 0.1)
    late = sum(1 for count in frames if count > 1)
    report.line("2b warm episode page: route action -> painted", median(painted), "ms", FRAME_MS, "ms",
                "painted on the next frame after ready", lambda value, ratio: late == 0,
                note=f"{len(frames) - late} of {len(frames)} painted on the next frame")
