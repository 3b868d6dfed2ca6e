"""Every details page opened and closed frees its store and its widgets (issue 38, figure 19's count): the app
with its measurement hook (`popcorn-bench-app`, built next to the app under test) opens 20 demo details pages
one after the other — movies, series, seasons, an episode, people, credits, a collection, Discover — each
painted with its images, going back to the root after each, and prints what is alive at the root after the
first page and after the last: the stores (Store.liveCount), the GtkKit wrappers and the widgets they wrapped
(ObjectCensus). A page that leaks anything leaves the counts higher after the last page."""
import os
import subprocess

from uitest import APP_PATH, ARTIFACTS, fail, log, run

ROUTES = ["movie/1", "tv/1", "tv/1/season/1", "tv/1/season/1/episode/1", "person/1"] \
    + [f"movie/{movie}" for movie in range(2, 8)] + ["tv/2", "tv/2/season/1", "person/2", "person/3", "tv/3"] \
    + ["movie/1/credits", "tv/1/credits", "collection/1", "discover/movie"]


def live_counts(output, when):
    """{"stores": n, "wrappers": n, "widgets": n} from the `BENCH live-<when> 0 …` line."""
    for line in output.splitlines():
        parts = line.split()
        if parts[:2] == ["BENCH", f"live-{when}"]:
            return {key: int(value) for key, value in zip(parts[3::2], parts[4::2])}
    fail(f"the app printed no live-{when} line")


def test():
    bench_app = os.path.join(os.path.dirname(APP_PATH), "popcorn-bench-app")
    if not os.path.exists(bench_app):
        fail(f"{bench_app} is missing: build it first (`swift build`)")
    env = dict(os.environ, POPCORN_BENCH="memory-pages", POPCORN_BENCH_ROUTES=",".join(ROUTES))
    done = subprocess.run([bench_app, "--demo"], env=env, capture_output=True, text=True, timeout=300)
    with open(os.path.join(ARTIFACTS, "test_page_lifetimes.app.log"), "w") as log_file:
        log_file.write(done.stdout + done.stderr)
    if done.returncode != 0:
        fail(f"popcorn-bench-app exited {done.returncode}: {done.stderr.strip()[-400:]}")
    painted = sum(line.startswith("BENCH page-painted ") for line in done.stdout.splitlines())
    if painted != len(ROUTES):
        fail(f"{painted} of {len(ROUTES)} pages were painted with their images")
    warm, end = live_counts(done.stdout, "warm"), live_counts(done.stdout, "end")
    log(f"alive at the root after 1 page: {warm}; after {len(ROUTES)}: {end}")
    if warm["stores"] < 2 or warm["wrappers"] < 100 or warm["widgets"] < 100:
        fail(f"the counts do not count the window: {warm}")
    grown = {key: end[key] - warm[key] for key in warm if end[key] > warm[key]}
    if grown:
        fail(f"{len(ROUTES) - 1} pages opened and closed left more alive at the root: {grown}")


if __name__ == "__main__":
    run(test)
