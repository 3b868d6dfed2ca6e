"""The window remembers its last page: close on Watchlist with Ctrl+W, start again, Watchlist is shown."""
import json
import os

from uitest import App, Atspi, fail, find, find_all, has_state, keys, log, name, poll, run

PAGES = ["Explore", "Search", "Watchlist"]
STATE_FILE = os.path.join(os.environ["XDG_STATE_HOME"], "io.github.popcorn.Popcorn", "window-state.json")


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

    with open(STATE_FILE) as file:
        state = json.load(file)
    log(f"saved state: {state}")
    if state.get("page") != "watchlist" or state.get("width", 0) < 360:
        fail(f"unexpected saved state {state}")

    with App() as app:
        window = app.window()
        find(window, "page tab", "Watchlist")
        poll(lambda: visible_page(window) == "Watchlist", "Watchlist restored on the next start")


if __name__ == "__main__":
    run(test)
