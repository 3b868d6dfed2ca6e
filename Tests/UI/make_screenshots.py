"""Takes the AppStream screenshots (data/screenshots/*.png) of the demo catalog: `make screenshots`.

Not a test (no test_ prefix): run it through the harness, which provides Xvfb, the buses and the keyfile
GSettings backend used here to give the window the size of the screenshots.
"""
import os
import shutil
import time

from uitest import App, find, log, poll, run, screenshot

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TARGET = os.path.join(ROOT, "data", "screenshots")
SHOTS = [
    ("explore.png", [], "page tab", "Explore"),
    ("movie.png", ["movie/1"], "push button", "Back"),
    ("season.png", ["tv/1/season/1"], "push button", "Back"),
]


# The looks a review screenshot script takes a page in: window width (None: the default), colour scheme, language.
LOOKS = [(None, "light", "en"), (None, "dark", "de"), (360, "light", "de"), (360, "dark", "en")]
# ADW_DEBUG_COLOR_SCHEME's value for each scheme.
SCHEMES = {"light": "prefer-light", "dark": "prefer-dark"}


def take_each_look(shoot):
    """Calls `shoot(width, scheme, language)` for each of LOOKS."""
    for width, scheme, language in LOOKS:
        shoot(width, scheme, language)


def set_window_size(width, height):
    folder = os.path.join(os.environ["XDG_CONFIG_HOME"], "glib-2.0", "settings")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "keyfile"), "w") as keyfile:
        keyfile.write(f"[io/github/popcorn/Popcorn]\nwindow-width={width}\nwindow-height={height}\n"
                      "last-page='explore'\n")


def take():
    os.makedirs(TARGET, exist_ok=True)
    for file_name, route, role_name, name_is in SHOTS:
        set_window_size(1100, 720)
        with App("--demo", *route, env={"LANGUAGE": "en", "ADW_DEBUG_COLOR_SCHEME": "prefer-light"}) as app:
            window = app.window()
            find(window, role_name, name_is)
            # Artwork loads asynchronously from the demo catalog: give the images time to appear.
            time.sleep(4)
            path = screenshot(file_name)
            shutil.copy(path, os.path.join(TARGET, file_name))
            log(f"saved data/screenshots/{file_name}")


if __name__ == "__main__":
    run(take)
