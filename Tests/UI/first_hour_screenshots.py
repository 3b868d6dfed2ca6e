"""Screenshots of the pages issue 33 changed ("Layout and words"): the movie page (Where to Watch above the
carousels, TMDb's score, poster badges), Up Next with a series waiting for its next episode, the Watchlist
with its sort and filter menu open, Discover with its filter chips, and the calendar (today marked, aired
episodes dimmed) — at 360 and 1280 px, light and dark, and once in German — into the artifacts folder
(`.build/ui-artifacts/first-hour-*.png`), to look at.

Not a test (no test_ prefix): run it through the harness (`Tests/UI/run-ui-tests.sh APP THIS_FILE`), which
provides Xvfb, the buses and the keyfile GSettings backend used here to give the window its size.
"""
import os
import subprocess
import time

from make_screenshots import set_window_size
from uitest import Atspi, App, clickable, cli, find_all, has_state, keys, log, name, poll, run, screenshot

TODAY = "2017-02-13"
STYLES = [
    ("light-1280", 1280, 760, {"ADW_DEBUG_COLOR_SCHEME": "prefer-light"}),
    ("dark-1280", 1280, 760, {"ADW_DEBUG_COLOR_SCHEME": "prefer-dark"}),
    ("light-360", 360, 720, {"ADW_DEBUG_COLOR_SCHEME": "prefer-light"}),
    ("dark-360", 360, 720, {"ADW_DEBUG_COLOR_SCHEME": "prefer-dark"}),
]
GERMAN = ("de-1280", 1280, 760, {"ADW_DEBUG_COLOR_SCHEME": "prefer-light"})
# The Watchlist's sort and filter menu button, in English and German.
MENU_NAMES = {"Sort and Filter", "Sortieren und filtern"}
PAGES = [("movie", ["movie/1"]), ("up-next", ["up-next"]), ("watchlist", ["watchlist"]),
         ("discover", ["discover/movie?with_genres=18&sort_by=popularity.desc&vote_average.gte=6"]),
         ("calendar", ["up-next", "calendar"])]


def popcorn(*arguments):
    cli(*arguments, "--demo", env={"POPCORN_TODAY": TODAY})


def shoot(page, routes, style, language="en"):
    style_name, width, height, env = style
    set_window_size(width, height)
    with App("--demo", *routes, env={"LANGUAGE": language, "POPCORN_TODAY": TODAY, **env}) as app:
        window = app.window()
        time.sleep(3)
        if page == "watchlist":
            poll(lambda: next((node for node in find_all(window, "push button") if name(node) in MENU_NAMES
                               and has_state(node, Atspi.StateType.VISIBLE) and clickable(node)), None),
                 "the sort and filter menu button").do_action(0)
            time.sleep(1)
            screenshot(f"first-hour-{page}-{style_name}.png", whole_screen=True)
            keys("Escape")
            return
        screenshot(f"first-hour-{page}-{style_name}.png")
        if page == "movie":
            scroll_down(width // 2, height // 2)
            screenshot(f"first-hour-{page}-scrolled-{style_name}.png")


def scroll_down(x, y, clicks=12):
    """Scrolls the page under (x, y) of the main window down with the mouse wheel (to its carousels)."""
    window = subprocess.run(["xdotool", "search", "--onlyvisible", "--class", "^popcorn$"], capture_output=True,
                            text=True).stdout.split()[0]
    subprocess.run(["xdotool", "mousemove", "--window", window, str(x), str(y)], check=True)
    for _ in range(clicks):
        subprocess.run(["xdotool", "click", "5"], check=True)
        time.sleep(0.05)
    time.sleep(1.5)


def take():
    # Library: movie 1 watched and on the watchlist, movies 2 and 15 (one of movie 1's recommendations) and
    # series 1 and 4 on the watchlist; series 1's aired episodes watched (its next one airs later: Up Next
    # keeps it), series 4 in progress.
    for route in ["movie/1", "movie/2", "movie/15", "tv/1", "tv/4"]:
        popcorn("watchlist", "add", route)
    popcorn("watched", "add", "movie/1")
    popcorn("watched", "add", "tv/1/season/1")
    popcorn("watched", "add", "tv/1/season/2")
    popcorn("watched", "add", "tv/4/season/1/episode/1")
    # FIRST_HOUR_PAGES="discover watchlist" takes only those pages.
    only = os.environ.get("FIRST_HOUR_PAGES", "").split()
    pages = [(page, routes) for page, routes in PAGES if not only or page in only]
    for style in STYLES:
        for page, routes in pages:
            shoot(page, routes, style)
    for page, routes in pages:
        shoot(page, routes, GERMAN, language="de")
    log("first-hour screenshots taken")


run(take)
