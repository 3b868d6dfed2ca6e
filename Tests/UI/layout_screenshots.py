"""Screenshots of the pages issue 22's layout work touches — Explore, Search with one result, Watchlist, movie,
series, season, episode and person — at 360, 800 and 1280 px wide, light and dark, into the artifacts folder
(`.build/ui-artifacts/layout-*.png`): `make layout-screenshots`. `LAYOUT_ROUTES` (space-separated) and
`LAYOUT_WIDTHS` narrow the set while iterating.

Not a test (no test_ prefix): run it through the harness, which provides Xvfb, the buses and the keyfile
GSettings backend used here to give the window its size.
"""
import os
import re
import subprocess
import time

from make_screenshots import set_window_size
from uitest import App, cli, keys, log, run, screenshot

ROUTES = ["explore", "search?q=Harbour", "watchlist", "movie/1", "tv/1", "tv/1/season/1",
          "tv/1/season/1/episode/2", "person/1"]
WATCHLIST = ["movie/1", "tv/1", "movie/2", "tv/2", "movie/3"]
WIDTHS = [360, 800, 1280]
SCHEMES = {"light": "prefer-light", "dark": "prefer-dark"}
HEIGHT = 760
# Pages that the command line does not open yet: opened from Explore with their tab's key.
TAB_KEYS = {"watchlist": "alt+3"}


def shoot(route, width, scheme):
    set_window_size(width, HEIGHT)
    arguments = [] if route in TAB_KEYS else [route]
    with App("--demo", *arguments, env={"LANGUAGE": "en", "ADW_DEBUG_COLOR_SCHEME": SCHEMES[scheme]}) as app:
        app.accessible
        if route in TAB_KEYS:
            time.sleep(1.5)
            keys(TAB_KEYS[route])
        # Artwork loads asynchronously from the demo catalog: give the page and its images time to appear.
        time.sleep(3)
        name = f"layout-{re.sub(r'[^A-Za-z0-9.]+', '-', route)}-{width}-{scheme}"
        screenshot(f"{name}.png")
        if route == "explore":
            # The pointer over the first carousel shows its next-page button.
            subprocess.run(["xdotool", "mousemove", str(width // 2), "300"], check=True)
            time.sleep(1)
            screenshot(f"{name}-hover.png")


def take():
    for route in WATCHLIST:
        cli("watchlist", "add", route, "--demo")
    routes = os.environ.get("LAYOUT_ROUTES", "").split() or ROUTES
    widths = [int(width) for width in os.environ.get("LAYOUT_WIDTHS", "").split()] or WIDTHS
    for route in routes:
        for width in widths:
            for scheme in SCHEMES:
                shoot(route, width, scheme)
    log("saved the layout screenshots")


if __name__ == "__main__":
    run(take)
