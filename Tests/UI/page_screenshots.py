"""Screenshots of every page of the route table over the demo catalog — light, dark and 360 px narrow, and
high contrast for the tracking pages — into the artifacts folder (`.build/ui-artifacts/page-*.png`), to look
at after changing a page: `make page-screenshots`.

Up Next and History are taken empty first; then plays and ratings are added with the command line
(`POPCORN_TODAY=2100-01-01`, so every demo episode has aired) and every page is taken with tracking state.
The calendar is taken empty, then on 2017-02-10 with `tv/1` on the watchlist (season 2 airing weekly from
2017-02-05) and its first episode of the season watched.

Not a test (no test_ prefix): run it through the harness, which provides Xvfb, the buses and the keyfile
GSettings backend used here to give the window its size.
"""
import re
import time

from make_screenshots import set_window_size
from uitest import App, cli, keys, log, run, screenshot

TODAY = "2100-01-01"
CALENDAR_TODAY = "2017-02-10"
EMPTY_ROUTES = ["up-next", "history"]
ROUTES = ["movie/1", "tv/1", "tv/1/season/1", "tv/1/season/1/episode/1", "person/1", "movie/999999", "up-next",
          "history", "movie/1/credits", "tv/1/credits", "explore/trendingMovies",
          "discover/movie?with_genres=18&sort_by=popularity.desc"]
STYLES = [
    ("light", 1100, 720, {"ADW_DEBUG_COLOR_SCHEME": "prefer-light"}),
    ("dark", 1100, 720, {"ADW_DEBUG_COLOR_SCHEME": "prefer-dark"}),
    ("narrow", 360, 720, {"ADW_DEBUG_COLOR_SCHEME": "prefer-light"}),
]
CONTRAST = ("contrast", 1100, 720, {"ADW_DEBUG_COLOR_SCHEME": "prefer-light", "ADW_DEBUG_HIGH_CONTRAST": "1"})
CONTRAST_ROUTES = {"tv/1", "tv/1/season/1", "tv/1/season/1/episode/1", "up-next"}
# Pages whose tracking controls are below the fold: also taken after Tab moved focus (and the view) to them.
CONTROLS_ROUTES = {"movie/1", "tv/1"}
# Plays (route, date) and ratings (route, value): series 1 in progress, series 2's first season watched, a
# movie watched twice; more than a page of history.
PLAYS = [("tv/1/season/1/episode/1", "2026-11-20"), ("tv/1/season/1/episode/2", "2026-11-21"),
         ("tv/2/season/1", "2026-11-22"), ("movie/1", "2026-10-01"), ("movie/1", "2026-11-23"),
         ("tv/3/season/1", "2026-09-01"), ("tv/4/season/1", "2026-08-01")]
RATINGS = [("tv/1", "8"), ("movie/1", "9"), ("tv/1/season/1/episode/1", "7")]


def popcorn(*arguments):
    cli(*arguments, "--demo", env={"POPCORN_TODAY": TODAY})


def shoot(route, style, label=None, tab=False, today=TODAY):
    name, width, height, env = style
    set_window_size(width, height)
    # History and the calendar open from Up Next, on its stack.
    routes = ["up-next", route] if route.startswith(("history", "calendar")) else [route]
    with App("--demo", *routes, env={"LANGUAGE": "en", "POPCORN_TODAY": today, **env}) as app:
        app.window()
        # Artwork loads asynchronously from the demo catalog: give the page and its images time to appear.
        time.sleep(3)
        if tab:
            keys("Tab")
            time.sleep(1)
        screenshot(f"page-{re.sub(r'[^A-Za-z0-9.]+', '-', route)}-{label or name}.png")


def take_calendar():
    shoot("calendar", STYLES[0], label="empty", today=CALENDAR_TODAY)
    cli("watchlist", "add", "tv/1", "--demo")
    cli("watched", "add", "tv/1/season/2/episode/1", "--demo", env={"POPCORN_TODAY": CALENDAR_TODAY})
    for style in STYLES + [CONTRAST]:
        shoot("calendar", style, today=CALENDAR_TODAY)
    cli("watched", "remove", "tv/1/season/2/episode/1", "--all", "--demo")
    cli("watchlist", "remove", "tv/1", "--demo")


def take():
    take_calendar()
    for route in EMPTY_ROUTES:
        shoot(route, STYLES[0], label="empty")
    for route, date in PLAYS:
        popcorn("watched", "add", route, "--date", date)
    for route, value in RATINGS:
        popcorn("rate", route, value)
    for route in ROUTES:
        for style in STYLES + ([CONTRAST] if route in CONTRAST_ROUTES else []):
            shoot(route, style)
        if route in CONTROLS_ROUTES:
            for style in STYLES:
                shoot(route, style, label=f"{style[0]}-controls", tab=True)
    log("saved the page screenshots")


if __name__ == "__main__":
    run(take)
