"""Issue 38, figure 1 — the window's first frame waits only for Explore: the Search, Watchlist, Up Next and
Library pages are built when they are first shown (their titled, iconed tabs are there from the start). At start on
Explore none of their widgets is in the window; Alt+2…5 then show each page with its content; a route opened on a
page not shown yet (`up-next`) builds it at once."""
from pages import describe, expect_focus, focused
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
        hidden = {"the search entry": is_search_entry, "Up Next's row": is_up_next_row,
                  "the Library's sections": is_library_sections}
        built = [what for what, predicate in hidden.items() if present(window, predicate)]
        if built:
            fail(f"pages not shown yet were built before Explore's first posters: {built}")

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

    with App("--demo", "up-next", env=ENV) as app:
        window = app.window()
        poll(lambda: present(window, is_up_next_row), "Up Next's row when the app opens on `up-next`", timeout=20)


if __name__ == "__main__":
    run(test)
