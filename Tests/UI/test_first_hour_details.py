"""Issue 33, layout and words — over AT-SPI, with a library made on the command line (The Lantern Keeper,
movie 1, watched and on the watchlist; Salt and Cinder and Echoes of Ardent Bay on the watchlist; Harbour
Lights' aired episodes watched, today 2017-02-13):

- the movie page puts "Where to Watch" above the Cast carousel, and shows TMDb's score ("6.8 · 7,564 votes");
- a poster's accessible name carries its badges ("The Lantern Keeper, 2019, movie, on your watchlist, watched";
  on the Watchlist, where every title is on it, only "watched");
- the Watchlist's sort and filter menu reorders the grid (Title: A to Z) and filters it (Movies, then
  Unwatched Only), and the choice is still there after a restart;
- Discover shows its filters as chips, lined up with the grid's first poster; removing the rating's chip
  opens Discover without that filter (the genre's chip stays);
- Up Next keeps Harbour Lights, whose next episode airs later ("Next episode airs Sunday, 19 February"),
  and the calendar marks today.
"""
import time

from pages import extents
from uitest import App, Atspi, cli, fail, find, find_all, has_state, keys, log, name, poll, role, run, screenshot, \
    visible_clickable

ENV = {"POPCORN_TODAY": "2017-02-13", "LANGUAGE": "en"}
LANTERN = "The Lantern Keeper, 2019, movie, on your watchlist, watched"


def popcorn(*arguments):
    cli(*arguments, "--demo", env=ENV)


def visible(nodes):
    return [n for n in nodes if has_state(n, Atspi.StateType.VISIBLE)]


def grid_names(window, label):
    """The names of the cells of the poster grid named `label`, in order."""
    grids = find_all(window, "table", label)
    return [name(cell) for grid in grids for cell in find_all(grid, "table cell") if name(cell)]


def menu_item(window, label):
    return poll(lambda: next((n for n in find_all(window) if name(n) == label and "menu item" in role(n)), None),
                f"the menu item {label!r}")


def open_menu(window):
    """Opens the Watchlist's sort and filter menu."""
    poll(lambda: visible_clickable(window, "push button", "Sort and Filter"), "the sort and filter menu").do_action(0)


def check_movie_page():
    with App("--demo", "movie/1", env=ENV) as app:
        window = app.window()
        where = find(window, "heading", "Where to Watch")
        cast = find(window, "heading", "Cast")
        if extents(where)[1] >= extents(cast)[1]:
            fail(f"Where to Watch (y {extents(where)[1]}) is not above Cast (y {extents(cast)[1]})")
        log("Where to Watch comes before Cast")
        score = find(window, "label", "6.8 · 7,564 votes")
        log(f"score: {name(score)!r}")


def check_watchlist():
    with App("--demo", "watchlist", env=ENV) as app:
        window = app.window()
        newest = poll(lambda: (lambda names: names if len(names) == 4 else None)(grid_names(window, "Watchlist")),
                      "the four titles of the watchlist")
        log(f"date added: {newest}")
        if "The Lantern Keeper, 2019, movie, watched" not in newest:
            fail(f"the Watchlist's posters say only whether they were watched: {newest}")
        open_menu(window)
        menu_item(window, "Title").do_action(0)
        by_title = poll(lambda: (lambda names: names if names != newest and len(names) == 4 else None)(
            grid_names(window, "Watchlist")), "the grid reordered by title")
        titles = [n.split(",")[0] for n in by_title]
        if titles != sorted(titles, key=str.casefold):
            fail(f"not A to Z: {titles}")
        log(f"by title: {titles}")
        screenshot("first-hour-watchlist-by-title.png")
        open_menu(window)
        menu_item(window, "Movies").do_action(0)
        movies = poll(lambda: (lambda names: names if len(names) == 3 else None)(grid_names(window, "Watchlist")),
                      "only the three movies")
        if any("TV series" in n for n in movies):
            fail(f"a series is shown with Movies: {movies}")
        log(f"movies: {[n.split(',')[0] for n in movies]}")
        open_menu(window)
        menu_item(window, "Unwatched Only").do_action(0)
        unwatched = poll(lambda: (lambda names: names if len(names) == 2 else None)(grid_names(window, "Watchlist")),
                         "only the two unwatched movies")
        if any(n.endswith("watched") and not n.endswith("unwatched") for n in unwatched):
            fail(f"a watched title is shown with Unwatched Only: {unwatched}")
        open_menu(window)
        menu_item(window, "Unwatched Only")
        screenshot("first-hour-watchlist-unwatched-menu.png", whole_screen=True)
        keys("Escape")
        movies = unwatched
    with App("--demo", "watchlist", env=ENV) as app:
        window = app.window()
        kept = poll(lambda: (lambda names: names if names else None)(grid_names(window, "Watchlist")),
                    "the watchlist after a restart")
        time.sleep(1)
        kept = grid_names(window, "Watchlist")
        if [n.split(",")[0] for n in kept] != sorted(n.split(",")[0] for n in movies):
            fail(f"the order and filter were not kept: {kept}")
        log("the arrangement is kept after a restart")


def check_discover():
    with App("--demo", "discover/movie?with_genres=18&sort_by=popularity.desc&vote_average.gte=6", env=ENV) as app:
        window = app.window()
        drama = poll(lambda: next(iter(visible(find_all(window, "push button", "Remove Filter Drama"))), None),
                     "the genre's chip")
        rating = poll(lambda: next(iter(visible(find_all(window, "push button", "Remove Filter Rated 6+"))), None),
                      "the rating's chip")
        poster = poll(lambda: next((c for c in find_all(window, "table cell") if name(c) == LANTERN), None),
                      "The Lantern Keeper's poster with its badges")
        first = poll(lambda: next((c for c in find_all(window, "table cell") if name(c).startswith("Echoes")), None),
                     "the first poster")
        cell_x, _, cell_width, _ = extents(first)
        poster_x = cell_x + (cell_width - 130) // 2
        # The row of chips scrolls sideways: its scroll pane is where the chips start (GTK 4.8 reports the
        # extents of widgets inside a viewport off by the viewport's own offset).
        row = drama
        while role(row) != "scroll pane":
            row = row.get_parent()
        chips_x = extents(row)[0]
        screenshot("first-hour-discover-chips.png")
        if abs(chips_x - poster_x) > 1:
            fail(f"the chips start at x {chips_x}, the first poster at x {poster_x}")
        log(f"chips and posters start at x {chips_x}; badges in {name(poster)!r}")
        rating.do_action(0)
        # A new Discover page (Back returns to the one before): its filter bar says "Any Rating", it has the
        # genre's chip and no rating chip (the page before keeps its own).
        poll(lambda: visible(find_all(window, "push button", "Rating: Any Rating")), "the rating filter cleared")
        poll(lambda: len(visible(find_all(window, "push button", "Remove Filter Drama"))) == 2,
             "the genre's chip on the new page")
        rating_chips = visible(find_all(window, "push button", "Remove Filter Rated 6+"))
        if len(rating_chips) != 1:
            fail(f"{len(rating_chips)} rating chips: the new page still has one")
        log("removing the rating's chip dropped that filter only")


def check_up_next_and_calendar():
    with App("--demo", "up-next", env=ENV) as app:
        window = app.window()
        rows = lambda: (n for up_next in find_all(window, "list", "Up Next") for n in find_all(up_next, "list item"))
        row = poll(lambda: next((n for n in rows() if name(n).startswith("Harbour Lights")), None),
                   "Harbour Lights in Up Next")
        if not name(row).endswith("Next episode airs Sunday, 19 February"):
            fail(f"the row does not say when the next episode airs: {name(row)!r}")
        log(f"up next: {name(row)!r}")
        poll(lambda: visible_clickable(window, "push button", "Calendar"), "Up Next's Calendar button").do_action(0)
        app.window("Calendar")
        days = poll(lambda: [name(n) for n in find_all(window, "heading") if name(n) in ("Yesterday", "Today")] or None,
                    "the calendar's days")
        if days != ["Yesterday", "Today"]:
            fail(f"today is not marked after yesterday: {days}")
        find(window, "label", "No episodes air today.")
        log("the calendar marks today, though nothing airs on it")


def test():
    for route in ["movie/1", "movie/2", "movie/15", "tv/1"]:
        popcorn("watchlist", "add", route)
    popcorn("watched", "add", "movie/1")
    popcorn("watched", "add", "tv/1/season/1")
    popcorn("watched", "add", "tv/1/season/2")
    check_movie_page()
    check_watchlist()
    check_discover()
    check_up_next_and_calendar()


run(test)
