"""Issue 33 — type to search: a character typed on Explore, the Watchlist or Up Next (focus in the header bar, on a
poster, on a row) opens Search with what was typed as the new query, and the search runs; typed on Search away
from the entry, it goes on the query; typed on a page opened from Search (or elsewhere while one is open there),
Search goes back to its root page for the new query. Shortcuts with Ctrl or Alt do not type."""
import time

from pages import ancestors, expect_focus
from test_shell import expect_page
from uitest import App, Atspi, cli, fail, find, keys, log, name, poll, role, run, type_text

ENV = {"POPCORN_TODAY": "2100-01-01", "LANGUAGE": "en"}


def entry_text(entry):
    # GTK 4.8 answers nothing for the end offset -1: ask for the characters it counts.
    return Atspi.Text.get_text(entry, 0, Atspi.Text.get_character_count(entry))


def expect_search(window, typed, result_title):
    """Search is shown with `typed` in the focused entry and `result_title` among the results."""
    expect_page(window, "Search")
    entry = expect_focus(window, lambda n: role(n) == "entry", "the search entry", 10)
    poll(lambda: entry_text(entry) == typed, f"the query {typed!r} (it is {entry_text(entry)!r})", 10)
    results = find(window, "list", "Search results")
    poll(lambda: any(name(results.get_child_at_index(i)).startswith(result_title + ", ")
                     for i in range(results.get_child_count())), f"{result_title!r} in the results for {typed!r}")
    log(f"typed {typed!r}: Search shows {result_title!r}")
    return entry


def test():
    cli("watched", "add", "tv/1/season/1/episode/1", "--demo", env=ENV)
    with App("--demo", env=ENV) as app:
        window = app.window()
        find(window, "list item", predicate=lambda n: ", movie" in name(n))
        expect_focus(window, lambda n: role(n) == "page tab", "the view switcher (focus at start)")

        # On Explore, focus in the header bar.
        type_text("harb")
        expect_search(window, "harb", "Harbour Lights")

        # On Up Next, focus on its first row: the typed text replaces the last query.
        keys("alt+4")
        expect_focus(window, lambda n: role(n) == "list item" and name(n).startswith("Harbour Lights, next:"),
                     "Up Next's first row", 10)
        type_text("salt")
        expect_search(window, "salt", "Salt and Cinder")

        # On Explore, focus on a poster.
        keys("alt+1")
        expect_focus(window, lambda n: role(n) == "list item" and ", movie" in name(n), "a poster", 10)
        type_text("moon")
        entry = expect_search(window, "moon", "Moonlit Static")

        # On the Watchlist (empty: focus on its status page's button or nowhere in particular).
        keys("alt+3")
        expect_page(window, "Watchlist")
        type_text("verd")
        expect_search(window, "verd", "Verdant")

        # On Search, focus on a result: typing goes on the query.
        keys("Down")
        expect_focus(window, lambda n: role(n) == "list item" and name(n).startswith("Verdant, "), "the first result", 10)
        type_text("a")
        expect_search(window, "verda", "Verdant")

        # On a page opened from Search: a new search, back on Search's root page.
        keys("Down", "Return")
        expect_focus(window, lambda n: role(n) != "entry" and any(name(a) == "Verdant" for a in ancestors(n)),
                     "the page Verdant", 10)
        type_text("cop")
        entry = expect_search(window, "cop", "Copper Sky")
        # Opened from Search, then Explore: typing there shows Search's root page, not the page opened from it.
        keys("Down", "Return")
        expect_focus(window, lambda n: role(n) != "entry" and any(name(a) == "Copper Sky" for a in ancestors(n)),
                     "the page Copper Sky", 10)
        keys("alt+1")
        expect_page(window, "Explore")
        type_text("verda")
        entry = expect_search(window, "verda", "Verdant")
        time.sleep(1)
        if not entry.get_state_set().contains(Atspi.StateType.FOCUSED):
            fail("the search entry lost focus after Search went back to its root page")

        # Ctrl and Alt shortcuts are not typing.
        keys("alt+1")
        expect_page(window, "Explore")
        keys("ctrl+r")
        keys("alt+1")
        expect_page(window, "Explore")
        if entry_text(entry) != "verda":
            fail(f"a shortcut changed the query to {entry_text(entry)!r}")


if __name__ == "__main__":
    run(test)
