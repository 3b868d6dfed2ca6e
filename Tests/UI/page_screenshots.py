"""Screenshots of every details page of the route table over the demo catalog — light, dark and 360 px
narrow — into the artifacts folder (`.build/ui-artifacts/page-*.png`), to look at after changing a page:
`make page-screenshots`.

Not a test (no test_ prefix): run it through the harness, which provides Xvfb, the buses and the keyfile
GSettings backend used here to give the window its size.
"""
import time

from make_screenshots import set_window_size
from uitest import App, find, log, run, screenshot

ROUTES = ["movie/1", "tv/1", "tv/1/season/1", "tv/1/season/1/episode/1", "person/1", "movie/999999"]
STYLES = [
    ("light", 1100, 720, "prefer-light"),
    ("dark", 1100, 720, "prefer-dark"),
    ("narrow", 360, 720, "prefer-light"),
]


def take():
    for route in ROUTES:
        for style, width, height, scheme in STYLES:
            set_window_size(width, height)
            with App("--demo", route, env={"LANGUAGE": "en", "ADW_DEBUG_COLOR_SCHEME": scheme}) as app:
                window = app.window()
                find(window, "push button", "Back")
                # Artwork loads asynchronously from the demo catalog: give the images time to appear.
                time.sleep(3)
                screenshot(f"page-{route.replace('/', '-')}-{style}.png")
    log("saved the page screenshots")


if __name__ == "__main__":
    run(take)
