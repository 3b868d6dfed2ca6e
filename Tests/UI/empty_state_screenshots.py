"""Screenshots of the empty Search and the empty Discover (issue 33's one empty-state style) at 1280 and 360 px,
light and dark, in English and German: `.build/ui-artifacts/empty-{search,discover}-LANG-WIDTH-SCHEME.png`.

    Tests/UI/run-ui-tests.sh .build/debug/popcorn Tests/UI/empty_state_screenshots.py
"""
import os
import time

from uitest import App, Atspi, find_all, has_state, keys, poll, run, screenshot, type_text

FILTERED = "discover/movie?primary_release_year=1950&vote_average.gte=9.5"
TITLES = {"en": ("No Results", "No Matching Titles"), "de": ("Keine Ergebnisse", "Keine passenden Titel")}


def set_window(width, height=720):
    """The window's size at the next start (and the welcome seen)."""
    folder = os.path.join(os.environ["XDG_CONFIG_HOME"], "glib-2.0", "settings")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "keyfile"), "w") as keyfile:
        keyfile.write(f"[io/github/popcorn/Popcorn]\nwindow-width={width}\nwindow-height={height}\n"
                      "last-page='explore'\nwelcome-shown=true\n")


def shown(window, label):
    return any(has_state(n, Atspi.StateType.VISIBLE) for n in find_all(window, "label", label))


def take():
    for language in ["en", "de"]:
        search_title, discover_title = TITLES[language]
        for width in [1280, 360]:
            for scheme in ["light", "dark"]:
                env = {"LANGUAGE": language, "ADW_DEBUG_COLOR_SCHEME": f"prefer-{scheme}"}
                suffix = f"{language}-{width}-{scheme}"
                set_window(width)
                with App("--demo", env=env) as app:
                    window = app.window()
                    keys("alt+2")
                    time.sleep(0.5)
                    type_text("qwxzqwxz")
                    poll(lambda: shown(window, search_title), search_title)
                    time.sleep(0.5)
                    screenshot(f"empty-search-{suffix}.png")
                set_window(width)
                with App("--demo", FILTERED, env=env) as app:
                    window = app.window()
                    poll(lambda: shown(window, discover_title), discover_title)
                    time.sleep(0.5)
                    screenshot(f"empty-discover-{suffix}.png")


if __name__ == "__main__":
    run(take)
