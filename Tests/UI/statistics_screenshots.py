"""Screenshots of the Statistics page for review (not a test): the demo library with test_statistics.py's plays
and four ratings, `stats?year=2017` at 1280 and 360 px, light and dark, German and high contrast, each at
the top and scrolled down to the networks and studios and the ratings beside TMDb's average
(`.build/ui-artifacts/statistics-shot-*.png`). Run with
`Tests/UI/run-ui-tests.sh .build/debug/popcorn Tests/UI/statistics_screenshots.py`."""
import subprocess
import time

from test_statistics import ENV, PLAYS, SCHEMES, set_window_size
from uitest import App, cli, find, log, run, screenshot

RATINGS = [("movie/2", "8"), ("movie/14", "6"), ("movie/12", "9"), ("tv/1", "7")]
STYLES = [
    ("1280-light", 1280, {"ADW_DEBUG_COLOR_SCHEME": SCHEMES["light"]}),
    ("1280-dark", 1280, {"ADW_DEBUG_COLOR_SCHEME": SCHEMES["dark"]}),
    ("360-light", 360, {"ADW_DEBUG_COLOR_SCHEME": SCHEMES["light"]}),
    ("360-dark", 360, {"ADW_DEBUG_COLOR_SCHEME": SCHEMES["dark"]}),
    ("1280-de", 1280, {"ADW_DEBUG_COLOR_SCHEME": SCHEMES["light"], "LANGUAGE": "de", "LANG": "de_DE.UTF-8"}),
    ("1280-contrast", 1280, {"ADW_DEBUG_COLOR_SCHEME": SCHEMES["light"], "ADW_DEBUG_HIGH_CONTRAST": "1"}),
]


def scroll_down(clicks):
    """Scrolls the page under the pointer (the window's middle) down by `clicks` wheel steps."""
    window = subprocess.run(["xdotool", "search", "--onlyvisible", "--class", "^popcorn$"], capture_output=True,
                            text=True).stdout.split()[0]
    subprocess.run(["xdotool", "mousemove", "--window", window, "150", "400"], check=True)
    subprocess.run(["xdotool", "click", "--repeat", str(clicks), "--delay", "30", "5"], check=True)
    time.sleep(0.8)


def test():
    for route, day in PLAYS:
        cli("watched", "add", route, "--date", day, "--demo", env=ENV)
    for route, value in RATINGS:
        cli("rate", route, value, "--demo", env=ENV)
    for label, width, style in STYLES:
        set_window_size(width, 800)
        with App("--demo", "stats?year=2017", env=dict(ENV, **style)) as app:
            window = app.window()
            find(window, "label", predicate=lambda node: True, timeout=30)
            time.sleep(1.5)
            screenshot(f"statistics-shot-{label}-top.png")
            for part in (1, 2, 3):
                scroll_down(12 if width > 400 else 16)
                screenshot(f"statistics-shot-{label}-{part}.png")
            log(f"{label}: done")


if __name__ == "__main__":
    run(test)
