"""Route table — the generic details loader's refresh in the window: an episode page loaded from a loopback
fake TMDb, its cache entry aged past 24 h, the app restarted on that page while the server drops every
connection (the saved episode shows with the offline banner). Once the server is back, Ctrl+R reloads the
visible page — the episode, not Explore below it — and the banner's Retry reloads everything saved (Explore
and the episode), so the banner goes away."""
import json
import time
import urllib.request

from test_error_retry import FakeTMDb
from test_offline_banner import BANNER, age_cache, banner_shown
from uitest import App, fail, find, find_all, keys, log, poll, run, screenshot

ROUTE = "tv/200/season/1/episode/1"
EPISODE_PATH = "/3/tv/200/season/1/episode/1"
TITLE = "The Lamp Room"


def requests_per_path(server):
    with urllib.request.urlopen(f"{server.base}/__requests", timeout=10) as answer:
        return json.load(answer)["perPath"]


def test():
    server = FakeTMDb("/3/__none=status:500")
    env = {"TMDB_API_TOKEN": "ui-test-token", "POPCORN_TMDB_API_URL": f"{server.base}/3"}
    try:
        with App(ROUTE, env=env) as app:
            find(app.window(), "heading", TITLE, timeout=60)
            time.sleep(1)  # let the episode and Explore reach the cache
        age_cache(2 * 24 * 3600)

        server.fail_everything("reset")
        with App(ROUTE, env=env) as app:
            window = app.window()
            find(window, "heading", TITLE, timeout=60)
            poll(lambda: banner_shown(window), "the offline banner over the saved episode", timeout=60)
            screenshot("details-reload-offline.png")
            server.recover()  # also clears the request log

            keys("ctrl+r")
            poll(lambda: requests_per_path(server).get(EPISODE_PATH, 0) == 1, "Ctrl+R to request the episode again",
                 timeout=60)
            find(window, "heading", TITLE)
            # The page's series context (series and season, a load of its own that retries while the server is
            # down) may land after the recovery: it is not Ctrl+R's.
            context = {"/3/tv/200", "/3/tv/200/season/1"}
            others = {path: n for path, n in requests_per_path(server).items()
                      if path != EPISODE_PATH and path not in context}
            if others:
                fail(f"Ctrl+R reloads the visible page only, but also requested {others}")
            log("Ctrl+R reloaded the episode page alone")

            banner = find(window, "label", BANNER).get_parent()
            next(b for b in find_all(banner, "push button", "Retry")).do_action(0)
            poll(lambda: not banner_shown(window), "the banner's Retry to reload the saved pages", timeout=60)
            find(window, "heading", TITLE)
            screenshot("details-reload-recovered.png")
            log(f"the banner's Retry reloaded: {sorted(requests_per_path(server))}")
    finally:
        server.close()


if __name__ == "__main__":
    run(test)
