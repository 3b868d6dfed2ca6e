"""Issue 6 — offline/stale data: Explore loaded once from a loopback fake TMDb, the cache entries are aged past
their 24 h lifetime, and the app restarts while the server drops every connection. The expired entries are shown with
the offline banner ("Showing saved data — you are offline"); its Retry, once the server recovers, reloads
and the banner goes away."""
import glob
import os
import sqlite3
import time

from test_error_retry import FakeTMDb
from pages import is_card
from uitest import App, fail, find, find_all, log, name, poll, run, screenshot

BANNER = "Showing saved data — you are offline"


def age_cache(seconds):
    cache_home = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    paths = glob.glob(os.path.join(cache_home, "io.github.popcorn.Popcorn", "cache.sqlite"))
    if not paths:
        fail(f"no catalog cache under {cache_home}")
    with sqlite3.connect(paths[0]) as db:
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        aged = 0
        for table in tables:
            columns = [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
            if "cachedAt" in columns:
                aged += db.execute(f"UPDATE {table} SET cachedAt = cachedAt - ?", (seconds,)).rowcount
    log(f"aged {aged} cache entries by {seconds // 3600} h")
    if aged == 0:
        fail("nothing was cached")


def banner_shown(window):
    """Whether the banner is there (hidden banners leave the accessibility tree)."""
    return bool(find_all(window, "label", BANNER))


def test():
    server = FakeTMDb("/3/__none=status:500")
    env = {"TMDB_API_TOKEN": "ui-test-token", "POPCORN_TMDB_API_URL": f"{server.base}/3"}
    try:
        with App(env=env) as app:
            window = app.window()
            find(window, "list item", predicate=is_card("movie"), timeout=60)
            time.sleep(1)  # let every section reach the cache
        age_cache(2 * 24 * 3600)

        server.fail_everything("reset")  # connections dropped: the app is offline
        with App(env=env) as app:
            window = app.window()
            card = find(window, "list item", predicate=is_card("movie"), timeout=60)
            log(f"stale card shown: {name(card)!r}")
            poll(lambda: banner_shown(window), "the offline banner", timeout=60)
            screenshot("offline-banner.png")

            server.recover()
            banner = find(window, "label", BANNER).get_parent()
            retry = next(b for b in find_all(banner, "push button", "Retry"))
            retry.do_action(0)
            poll(lambda: not banner_shown(window), "the offline banner to go away", timeout=60)
            screenshot("offline-recovered.png")
    finally:
        server.close()


if __name__ == "__main__":
    run(test)
