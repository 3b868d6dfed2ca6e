"""Issue 33 — every page fits a phone's 360 px, in German and in English: each route of the route table (and
the empty states of Watchlist, Up Next, History and the calendar, a page that was not found, and
Preferences) opens in a window asked to be 360 px wide, whose minimum width (the size hints GTK gives the X
server) and actual width must be at most 360 px. The empty calendar's "Explore Series" button must be on
screen (drawn inside the window). Screenshots: `.build/ui-artifacts/narrow-LANG-ROUTE.png`.

`NARROW_LANGUAGES` and `NARROW_ROUTES` (space-separated) narrow the set while iterating."""
import os
import re
import subprocess
import time

from make_screenshots import set_window_size
from uitest import App, Atspi, cli, fail, find, has_state, keys, log, name, poll, role, run, screenshot

WIDTH = 360
HEIGHT = 720
TODAY = "2017-02-10"
# Pages with nothing in the library yet: empty states.
EMPTY_ROUTES = ["watchlist", "up-next", "history", "calendar", "history?page=3"]
ROUTES = ["explore", "search", "search?q=Harbour", "search?q=zzzz", "watchlist", "up-next", "movie/1", "tv/1",
          "tv/1/season/1", "tv/1/season/2/episode/2", "person/1", "history", "calendar", "movie/1/credits",
          "tv/1/credits", "explore/trendingMovies", "discover/movie", "discover/tv?with_genres=18",
          "movie/999999", "preferences"]
LANGUAGES = ["de", "en"]


def window_ids(title=None):
    search = ["--class", "^popcorn$"] if title is None else ["--name", f"^{title}$"]
    found = subprocess.run(["xdotool", "search", "--onlyvisible", *search], capture_output=True, text=True)
    return found.stdout.split()


def widths(window_id):
    """(minimum width GTK asks of the X server, actual width) of an X window."""
    hints = subprocess.run(["xprop", "-id", window_id, "WM_NORMAL_HINTS"], capture_output=True, text=True).stdout
    minimum = re.search(r"minimum size: (\d+) by", hints)
    geometry = subprocess.run(["xdotool", "getwindowgeometry", window_id], capture_output=True, text=True).stdout
    actual = re.search(r"Geometry: (\d+)x", geometry)
    if not (minimum and actual):
        fail(f"no size hints or geometry for window {window_id}: {hints!r} {geometry!r}")
    return int(minimum.group(1)), int(actual.group(1))


def check_width(label, window_id, findings):
    minimum, actual = widths(window_id)
    log(f"{label}: minimum {minimum} px, width {actual} px")
    if minimum > WIDTH or actual > WIDTH:
        findings.append(f"{label}: minimum width {minimum} px, width {actual} px (at most {WIDTH})")


def file_name(language, route, state=""):
    return f"narrow-{language}-{re.sub(r'[^A-Za-z0-9.]+', '-', route)}{state}.png"


def check_explore_button_drawn(window, language):
    """The empty calendar's "Explore Series" button is inside the window and inside every scrolled view around
    it (not clipped away under a status page squeezed into the page's scrolling content)."""
    label = {"de": "Serien entdecken", "en": "Explore Series"}[language]
    button = find(window, "push button", predicate=lambda n: name(n).startswith(label)
                  and has_state(n, Atspi.StateType.VISIBLE))
    box = button.get_extents(Atspi.CoordType.SCREEN)
    if box.height <= 0 or box.width <= 0:
        fail(f"the empty calendar's {label!r} button has no size: {box.width}x{box.height}")
    parent = button.get_parent()
    while parent is not None and role(parent) != "application":
        try:
            outer = parent.get_extents(Atspi.CoordType.SCREEN)
        except Exception:  # an accessible without a place on screen (no Component interface)
            parent = parent.get_parent()
            continue
        if outer.width > 0 and outer.height > 0 and not (
                outer.x <= box.x and outer.y <= box.y and box.x + box.width <= outer.x + outer.width
                and box.y + box.height <= outer.y + outer.height):
            fail(f"the empty calendar's {label!r} button ({box.x},{box.y} {box.width}x{box.height}) is clipped by "
                 f"{role(parent)} {name(parent)!r} ({outer.x},{outer.y} {outer.width}x{outer.height})")
        parent = parent.get_parent()
    log(f"the empty calendar's {label!r} button is drawn at {box.x},{box.y} ({box.width}x{box.height})")


def open_route(route, language, state, findings):
    set_window_size(WIDTH, HEIGHT)
    arguments = [] if route == "preferences" else [route]
    with App("--demo", *arguments, env={"LANGUAGE": language, "POPCORN_TODAY": TODAY}) as app:
        window = app.window()
        # The page and its artwork load asynchronously from the demo catalog.
        time.sleep(2.5)
        if route == "preferences":
            keys("ctrl+comma")
            title = {"de": "Einstellungen", "en": "Preferences"}[language]
            app.window(title)
            ids = poll(lambda: window_ids(title), "the Preferences window")
            subprocess.run(["xdotool", "windowsize", ids[0], str(WIDTH), str(HEIGHT)], check=True)
            time.sleep(1.5)
            check_width(f"{language} preferences", ids[0], findings)
            screenshot(file_name(language, route, state), title)
            return
        ids = window_ids()
        if not ids:
            fail(f"no window for {route}")
        screenshot(file_name(language, route, state))
        check_width(f"{language} {route}{state}", ids[0], findings)
        if route == "calendar" and state:
            check_explore_button_drawn(window, language)


def test():
    languages = os.environ.get("NARROW_LANGUAGES", "").split() or LANGUAGES
    routes = os.environ.get("NARROW_ROUTES", "").split() or ROUTES
    findings = []
    for language in languages:
        for route in EMPTY_ROUTES:
            if route in routes or route.split("?")[0] in routes:
                open_route(route, language, "-empty", findings)
    # The calendar on 2017-02-10: Harbour Lights on the watchlist, S2E1 watched; history and Up Next follow.
    for arguments in [("watchlist", "add", "tv/1"), ("watchlist", "add", "movie/1"),
                      ("watched", "add", "tv/1/season/2/episode/1"), ("watched", "add", "movie/2")]:
        cli(*arguments, "--demo", env={"POPCORN_TODAY": TODAY})
    for language in languages:
        for route in routes:
            open_route(route, language, "", findings)
    if findings:
        fail("wider than a phone:\n  " + "\n  ".join(findings))
    log(f"every page fits {WIDTH} px in {', '.join(languages)}")


if __name__ == "__main__":
    run(test)
