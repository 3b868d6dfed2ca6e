"""Issue 38, figure 1 — the window's first frame waits only for Explore: the Search, Watchlist, Up Next and
Library pages are built when first shown or once Explore's content is in, while the app is idle (their titled,
iconed tabs are there from the start). Some seconds after Explore's posters, without switching, the hidden pages'
widgets are in the window (switching to one later does not wait for it); Alt+2…5 then show each page with its
content. While TMDb has not answered Explore yet, none of their widgets is in the window. A route opened on a page
not shown yet (`up-next`) builds it at once."""
import time

from pages import describe, expect_focus, focused
from test_error_retry import FakeTMDb
from uitest import App, cli, fail, find, find_all, keys, log, name, poll, role, run

ENV = {"POPCORN_TODAY": "2100-01-01", "LANGUAGE": "en"}

SEARCH_ENTRY = "Search movies, TV series and people"


def is_search_entry(node):
    return role(node) == "entry" and name(node) == SEARCH_ENTRY


def is_up_next_row(node):
    return role(node) == "list item" and name(node).startswith("Harbour Lights, next: S1 · E2")


def is_watchlist_poster(node):
    return role(node) == "list item" and name(node).startswith("Harbour Lights")


def is_library_sections(node):
    return role(node) == "list" and name(node) == "Library Sections"


def present(window, predicate):
    return bool(find_all(window, predicate=predicate))


def page_tabs(window):
    return [name(tab) for tab in find_all(window, "page tab")]


def test():
    cli("watched", "add", "tv/1/season/1/episode/1", "--demo", env=ENV)
    cli("watchlist", "add", "tv/1", "--demo", env=ENV)
    with App("--demo", env=ENV) as app:
        window = app.window()
        find(window, "list item", predicate=lambda n: ", movie" in name(n))
        tabs = page_tabs(window)
        log(f"page tabs at start: {tabs}")
        for title in ["Explore", "Search", "Watchlist", "Up Next", "Library"]:
            if title not in tabs:
                fail(f"no {title!r} tab at start: {tabs}")

        prepared = {"the Watchlist's poster": is_watchlist_poster, "the search entry": is_search_entry,
                    "Up Next's row": is_up_next_row, "the Library's sections": is_library_sections}
        for what, predicate in prepared.items():
            poll(lambda predicate=predicate: present(window, predicate), f"{what} built while idle, still on Explore", timeout=15)
        log(f"built while idle: {list(prepared)}")

        keys("alt+2")
        expect_focus(window, is_search_entry, "the search entry after Alt+2", 10)
        keys("alt+3")
        poll(lambda: present(window, is_watchlist_poster), "the Watchlist's poster after Alt+3", timeout=10)
        keys("alt+4")
        expect_focus(window, is_up_next_row, "Up Next's first row after Alt+4", 10)
        keys("alt+5")
        poll(lambda: present(window, is_library_sections), "the Library's sections after Alt+5", timeout=10)
        keys("alt+1")
        expect_focus(window, lambda n: role(n) == "list item" and ", movie" in name(n),
                     "Explore's first poster after Alt+1", 10)
        log(f"focus back on Explore: {describe(focused(window))}")

    # TMDb answers after some seconds: Explore has not settled, so the hidden pages are not built yet.
    server = FakeTMDb("*=slow:8")
    try:
        env = {"TMDB_API_TOKEN": "ui-test-token", "POPCORN_TMDB_API_URL": f"{server.base}/3", "LANGUAGE": "en"}
        with App(env=env) as app:
            window = app.window()
            find(window, "page tab", "Library")
            time.sleep(2)
            hidden = {"the search entry": is_search_entry, "the Library's sections": is_library_sections}
            nodes = find_all(window, predicate=lambda n: any(predicate(n) for predicate in hidden.values()))
            built = [what for what, predicate in hidden.items() if any(predicate(node) for node in nodes)]
            if built:
                fail(f"pages not shown yet were built before Explore's content was in: {built}")
            log("no hidden page built while Explore loads")
    finally:
        server.close()

    with App("--demo", "up-next", env=ENV) as app:
        window = app.window()
        poll(lambda: present(window, is_up_next_row), "Up Next's row when the app opens on `up-next`", timeout=20)


if __name__ == "__main__":
    run(test)
