"""Screenshots of the Library page (Alt+5) over the demo catalog — 360, 800 and 1280 px wide, light and dark,
English and German — into the artifacts folder (`.build/ui-artifacts/library-*.png`), to look at after
changing the page. The library is seeded with the command line: a watched series, a watched movie, titles on
the watchlist, two series on hold, a hidden one and a list.

Not a test (no test_ prefix): run it through the harness (Tests/UI/run-ui-tests.sh APP library_screenshots.py),
which provides Xvfb, the buses and the keyfile GSettings backend used here to give the window its size.
"""
import time

from make_screenshots import set_window_size
from uitest import App, cli, run, screenshot

TODAY = "2100-01-01"
SEED = [
    ("watched", "add", "tv/1/season/1/episode/1"), ("watched", "add", "movie/1"), ("watched", "add", "movie/2"),
    ("watchlist", "add", "tv/3"), ("watchlist", "add", "movie/3"), ("watchlist", "add", "movie/4"),
    ("status", "tv/2", "on-hold"), ("status", "tv/4", "on-hold"), ("status", "tv/8", "dropped"),
    ("hide", "tv/6"), ("list", "create", "Weekend"), ("list", "add", "Weekend", "movie/5", "tv/7", "movie/1"),
]
SHOTS = [
    ("library/watching", "watching"),
    ("library/on-hold?with_genres=18", "on-hold-drama"),
    ("library/completed?sort_by=title.asc", "completed"),
    ("library/dropped?with_genres=35", "no-match"),
    ("library/list/1", "list"),
]
STYLES = [("light", {"ADW_DEBUG_COLOR_SCHEME": "prefer-light"}), ("dark", {"ADW_DEBUG_COLOR_SCHEME": "prefer-dark"})]


def test():
    for arguments in SEED:
        cli(*arguments, "--demo", env={"POPCORN_TODAY": TODAY})
    for route, label in SHOTS:
        for width in (360, 800, 1280):
            for style, env in STYLES:
                for language in ("en", "de"):
                    if language == "de" and (style == "dark" or route != "library/on-hold?with_genres=18"):
                        continue
                    set_window_size(width, 760)
                    with App("--demo", route, env={"LANGUAGE": language, "POPCORN_TODAY": TODAY, **env}) as app:
                        app.window()
                        time.sleep(2.5)
                        screenshot(f"library-{label}-{width}-{style}-{language}.png")


if __name__ == "__main__":
    run(test)
