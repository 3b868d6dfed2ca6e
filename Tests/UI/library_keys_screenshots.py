"""Screenshots of the library's keyboard shortcuts (issue 39) over the demo catalog, light, English and German,
into the artifacts folder (`.build/ui-artifacts/library-keys-*.png`): the shortcuts window (Ctrl+?), a series
page's menu and a poster's context menu, each item with its key.

Not a test (no test_ prefix): run it through the harness (Tests/UI/run-ui-tests.sh APP library_keys_screenshots.py).
"""
import time

from make_screenshots import set_window_size
from pages import is_card, tab_until
from uitest import App, keys, poll, run, screenshot, visible_clickable

LIGHT = {"ADW_DEBUG_COLOR_SCHEME": "prefer-light"}
MENU_BUTTON = {"en": "Page Menu", "de": "Seitenmenü"}


def test():
    set_window_size(1280, 800)
    for language in ("en", "de"):
        with App("--demo", "tv/1", env={"LANGUAGE": language, **LIGHT}) as app:
            window = app.window()
            time.sleep(2.5)
            poll(lambda: visible_clickable(window, "push button", MENU_BUTTON[language]),
                 "the page menu button").do_action(0)
            time.sleep(1)
            screenshot(f"library-keys-page-menu-{language}.png", whole_screen=True)
            keys("Escape")
            keys("ctrl+question")
            app.window("Keyboard Shortcuts" if language == "en" else "Tastenkürzel")
            time.sleep(1)
            screenshot(f"library-keys-shortcuts-{language}.png", whole_screen=True)
    # The poster names its kind in English ("…, TV series").
    with App("--demo", env={"LANGUAGE": "en", **LIGHT}) as app:
        window = app.window()
        tab_until(window, is_card("tv"), "a series poster")
        keys("shift+F10")
        time.sleep(1)
        screenshot("library-keys-card-menu-en.png", whole_screen=True)


if __name__ == "__main__":
    run(test)
