"""Figure 11: statistics over 100,000 plays of 3,000 titles with their details at hand — the page's counting
(plays and minutes per day and month, distinct titles, completed series, genres, people, ratings, the
longest streak) against the same aggregation as SQL over the same data in SQLite, in the same run (both sides'
figures are checked to agree). Targets: at most 100 ms, and at most 2 times the SQL."""
from . import swiftbench
from .report import median


def run(env, report):
    result = swiftbench.run(env, "statistics", env.private_home(), "--plays", 100_000, "--runs", max(env.runs, 7))
    if "error" in result:
        raise RuntimeError(result["error"])
    sql = median(result["sql_ns"]) / 1e6
    value = median(result["statistics_ns"]) / 1e6
    report.line(f"11 statistics over {result['plays']} plays of {result['titles']} titles", value, "ms", sql,
                "ms (the same aggregation as SQL)", "<= 100 ms and <= 2x",
                lambda value, ratio: value <= 100 and ratio <= 2)
