"""Issue 34 — the collection page (demo `collection/1`, "Signal Fire Collection", with "today" 2024-06-01):

1. The movie page of Signal Fire (`movie/24`) shows "Part of the Signal Fire Collection", a button reached with
   Tab and pressed with the keyboard; it opens the collection's page (window titled by the collection).
2. The page shows its heading, "3 movies", and the movies as posters (a table named "Movies") in release order:
   Signal Fire (2001), Echoes of Ardent Bay (2024), Moonlit Static (2026, not released yet that day).
3. The page menu's "Mark All Watched" marks the two released movies: a toast "2 movies marked as watched", their
   posters say "watched", the unreleased one does not, and the library has the two plays; the toast's Undo
   takes them back.
4. Activating a poster opens its movie.
"""
from pages import expect_focus, expect_page, tab_until
from test_gnome_polish import menu_item, open_page_menu
from test_up_next_undo import click_undo
from uitest import App, cli, fail, find, find_all, keys, log, name, poll, role, run, screenshot

ENV = {"POPCORN_TODAY": "2024-06-01", "LANGUAGE": "en"}
COLLECTION = "Signal Fire Collection"
LINK = f"Part of the {COLLECTION}"
PARTS = ["Signal Fire, 2001, movie", "Echoes of Ardent Bay, 2024, movie", "Moonlit Static, 2026, movie"]


def posters(window):
    """The names of the collection's posters, in order."""
    grid = find(window, "table", "Movies")
    return [name(cell) for cell in find_all(grid, "table cell")]


def test():
    with App("--demo", "movie/24", env=ENV) as app:
        window = app.window()
        find(window, "heading", "Signal Fire", timeout=30)
        tab_until(window, lambda n: role(n) == "push button" and name(n) == LINK, f"the button {LINK!r}")
        screenshot("collection-movie-link.png")
        keys("Return")
        find(window, "heading", COLLECTION)
        poll(lambda: name(window) == COLLECTION or None, f"the window title to be {COLLECTION!r}")
        expect_page(window, COLLECTION)
        find(window, "label", "3 movies")
        shown = poll(lambda: posters(window) if len(posters(window)) == 3 else None, "three posters")
        if shown != PARTS:
            fail(f"the posters are {shown}, expected {PARTS} (release order)")
        log(f"collection page: {shown}")
        screenshot("collection-page.png")

        open_page_menu(window)
        poll(lambda: menu_item(window, "Mark All Watched"), "the page menu's Mark All Watched").do_action(0)
        find(window, "label", "2 movies marked as watched")
        watched = [f"{PARTS[0]}, watched", f"{PARTS[1]}, watched", PARTS[2]]
        poll(lambda: posters(window) == watched or None, f"the posters to read {watched}")
        log(f"Mark All Watched: {posters(window)}")
        screenshot("collection-marked.png")
        movies = sorted(line.split()[0] for line in cli("watched", "list", "--demo", env=ENV).splitlines() if line)
        if movies != ["movie/15", "movie/24"]:
            fail(f"the library's plays after Mark All Watched: {movies}")

        click_undo(window, "2 movies marked as watched")
        poll(lambda: posters(window) == PARTS or None, "the watched marks to go away after Undo")
        remaining = [line for line in cli("watched", "list", "--demo", env=ENV).splitlines() if line]
        if remaining:
            fail(f"plays left after Undo: {remaining}")
        log("Undo: no plays, no marks")

        tab_until(window, lambda n: role(n) == "table cell" and name(n) == PARTS[0], "the first poster")
        keys("Right")
        poll(lambda: expect_focus(window, lambda n: name(n) == PARTS[1], "the second poster"), "focus on the second poster")
        keys("Return")
        find(window, "heading", "Echoes of Ardent Bay")
        log("a poster opens its movie")


if __name__ == "__main__":
    run(test)
