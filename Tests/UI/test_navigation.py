"""Single instance + navigation: a second `popcorn ROUTE` reaches the running window and pushes a page;
the header Back button, Alt+Left, Escape and the mouse back button each pop one page."""
import json
import os
import subprocess

from pages import ROOT
from uitest import (APP_PATH, App, Atspi, fail, find, find_all, has_state, keys, log, poll, run,
                    screenshot)


def back_visible(window):
    return any(has_state(button, Atspi.StateType.VISIBLE) for button in find_all(window, "push button", "Back"))


def demo_title(route):
    """The title the page of a demo-catalog route shows as its heading."""
    kind, identifier = route.split("/")
    file_name = {"movie": "movies.json", "tv": "tv.json", "person": "people.json"}[kind]
    with open(os.path.join(ROOT, "data", "demo", "api", file_name), encoding="utf-8") as handle:
        item = json.load(handle)[identifier]
    return item.get("title") or item["name"]


def pages_on_stack(window, routes):
    """Which of `routes` still have their page in the tree (popped pages leave after the slide)."""
    return [route for route in routes if find_all(window, "heading", demo_title(route))]


def open_routes(*routes):
    """Runs a second instance; it forwards the routes to the running one and exits 0."""
    second = subprocess.run([APP_PATH, *routes], capture_output=True, text=True, timeout=60)
    if second.returncode != 0:
        fail(f"second instance exited {second.returncode}: {second.stderr}")


def expect_stack(window, routes, remaining):
    poll(lambda: pages_on_stack(window, routes) == remaining, f"pages {remaining} on the stack")
    poll(lambda: back_visible(window) == bool(remaining), f"Back button visible={bool(remaining)}")
    log(f"stack: root + {remaining}")


def test():
    routes = ["movie/1", "tv/1", "person/1"]
    with App() as app:
        window = app.window()
        find(window, "page tab", "Explore")
        if back_visible(window):
            fail("Back is visible at the root")

        open_routes(*routes)
        expect_stack(window, routes, routes)
        if len(find_all(app.accessible, "frame")) != 1:
            fail("the second invocation opened another window")
        screenshot("navigation-pushed.png")

        keys("alt+Left")
        expect_stack(window, routes, routes[:2])

        keys("Escape")
        expect_stack(window, routes, routes[:1])

        # Mouse back button (button 8) over the header bar, outside the page's leaflet (which handles
        # button 8 itself when the pointer is over it): the window-wide gesture must catch it.
        subprocess.run(["xdotool", "search", "--onlyvisible", "--class", "^popcorn$",
                        "windowfocus", "--sync", "mousemove", "--window", "%1", "200", "25"], check=True)
        subprocess.run(["xdotool", "click", "8"], check=True)
        expect_stack(window, routes, [])

        open_routes("movie/2")
        expect_stack(window, ["movie/2"], ["movie/2"])
        back = next(b for b in find_all(window, "push button", "Back") if has_state(b, Atspi.StateType.VISIBLE))
        back.do_action(0)
        expect_stack(window, ["movie/2"], [])


if __name__ == "__main__":
    run(test)
