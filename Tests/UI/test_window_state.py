"""The window remembers its last page: close on Watchlist with Ctrl+W, start again, Watchlist is shown."""
import configparser
import os

from uitest import App, Atspi, fail, find, find_all, has_state, keys, log, name, poll, run

PAGES = ["Explore", "Search", "Watchlist"]
# GSettings (schema io.github.popcorn.Popcorn) through the keyfile backend the harness selects.
SETTINGS_FILE = os.path.join(os.environ["XDG_CONFIG_HOME"], "glib-2.0", "settings", "keyfile")
SETTINGS_GROUP = "io/github/popcorn/Popcorn"


def visible_page(window):
    selected = {name(tab) for tab in find_all(window, "page tab")
                if name(tab) in PAGES and has_state(tab, Atspi.StateType.SELECTED)}
    return selected.pop() if len(selected) == 1 else None


def test():
    with App() as app:
        window = app.window()
        find(window, "page tab", "Watchlist")
        poll(lambda: visible_page(window) == "Explore", "Explore on a first run")
        keys("alt+3")
        poll(lambda: visible_page(window) == "Watchlist", "Watchlist after Alt+3")
        keys("ctrl+w")
        poll(lambda: app.process.poll() is not None, "the app to exit after Ctrl+W closed its window")
        if app.process.returncode != 0:
            fail(f"the app exited with status {app.process.returncode}")

    keyfile = configparser.ConfigParser()
    keyfile.read(SETTINGS_FILE)
    state = dict(keyfile[SETTINGS_GROUP]) if keyfile.has_section(SETTINGS_GROUP) else {}
    log(f"saved settings: {state}")
    if state.get("last-page") != "'watchlist'" or int(state.get("window-width", "1024")) < 360:
        fail(f"unexpected saved settings {state}")

    with App() as app:
        window = app.window()
        find(window, "page tab", "Watchlist")
        poll(lambda: visible_page(window) == "Watchlist", "Watchlist restored on the next start")


if __name__ == "__main__":
    run(test)
