"""Screenshots of the season and episode pages with spoiler protection on (episode 1 of Harbour Lights
watched, the others hidden) at 360 and 1280 px, light and dark, in English and German, into the artifacts
folder (`.build/ui-artifacts/spoilers-*.png`).

Not a test (no test_ prefix): run it through the harness, which provides Xvfb, the buses and the keyfile
GSettings backend.
"""
import time

from make_screenshots import set_window_size
from test_spoilers import protect
from uitest import App, cli, log, run, screenshot

ROUTES = {"season": "tv/1/season/1", "episode": "tv/1/season/1/episode/2"}
SCHEMES = {"light": "prefer-light", "dark": "prefer-dark"}


def shoot(page, width, scheme, language):
    set_window_size(width, 760)
    protect()  # set_window_size writes the keyfile anew
    env = {"LANGUAGE": language, "ADW_DEBUG_COLOR_SCHEME": SCHEMES[scheme], "POPCORN_TODAY": "2024-06-01"}
    with App("--demo", ROUTES[page], env=env) as app:
        app.window()
        time.sleep(3)
        screenshot(f"spoilers-{page}-{width}-{scheme}-{language}.png")


def take():
    cli("watched", "add", "tv/1/season/1/episode/1", "--date", "2024-01-02", "--demo")
    for page in ROUTES:
        for width in (360, 1280):
            for scheme in SCHEMES:
                shoot(page, width, scheme, "en")
        shoot(page, 360, "light", "de")
        shoot(page, 1280, "dark", "de")
    log("saved the spoiler screenshots")


if __name__ == "__main__":
    run(take)
