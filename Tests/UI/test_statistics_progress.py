"""Issue 35 — the Statistics page while it fetches its titles' details: movie/100 and movie/11 are watched in
2017 against a loopback fake TMDb, then the catalog cache is deleted and every request answers after 2 s.
`stats?year=2017` says "Computing… 0 of 2 titles" over a progress bar (read by screen readers with that
label), then shows the figures and no progress. Screenshots at 1280 px light, 360 px dark, and in German."""
import glob
import os

from test_error_retry import FakeTMDb
from test_statistics import SCHEMES, set_window_size
from uitest import App, cli, fail, find, find_all, log, name, poll, role, run, screenshot

PROGRESS = "Computing… 0 of 2 titles"


def delete_cache():
    cache_home = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    paths = glob.glob(os.path.join(cache_home, "io.github.popcorn.Popcorn", "cache.sqlite*"))
    if not paths:
        fail(f"no catalog cache under {cache_home}")
    for path in paths:
        os.remove(path)
    log(f"deleted {len(paths)} cache files")


def test():
    server = FakeTMDb("/3/__none=status:500")
    env = {"TMDB_API_TOKEN": "ui-test-token", "POPCORN_TMDB_API_URL": f"{server.base}/3", "LANGUAGE": "en",
           "POPCORN_TODAY": "2017-12-31"}
    try:
        for route, day in [("movie/100", "2017-03-01"), ("movie/11", "2017-03-02")]:
            cli("watched", "add", route, "--date", day, env=env)
        delete_cache()
        server.fail_everything("slow:2")
        with App("stats?year=2017", env=env) as app:
            window = app.window()
            find(window, "label", PROGRESS, timeout=30)
            bar = poll(lambda: next((n for n in find_all(window) if role(n) == "progress bar"), None),
                       "the progress bar")
            log(f"progress bar reads {name(bar)!r}")
            if name(bar) != PROGRESS:
                fail(f"the progress bar reads {name(bar)!r}, expected {PROGRESS!r}")
            screenshot("statistics-progress.png")
            find(window, "label", "Time Watched", timeout=60)
            if find_all(window, "label", PROGRESS):
                fail("the progress still shows with the figures")
            log("the figures replaced the progress")
        for width, scheme, language in [(360, "dark", "en"), (1280, "light", "de")]:
            delete_cache()
            set_window_size(width, 700)
            shown = dict(env, LANGUAGE=language, ADW_DEBUG_COLOR_SCHEME=SCHEMES[scheme])
            if language == "de":
                shown["LANG"] = "de_DE.UTF-8"
            with App("stats?year=2017", env=shown) as app:
                window = app.window()
                poll(lambda: next((n for n in find_all(window) if role(n) == "progress bar"), None),
                     "the progress bar", timeout=30)
                screenshot(f"statistics-progress-{width}-{scheme}-{language}.png")
    finally:
        server.close()


if __name__ == "__main__":
    run(test)
