"""Helpers for the page tests (issue 6): focus, keyboard-only navigation, page content, screenshots in light
and dark mode. Built on uitest.py."""
import os

from uitest import Atspi, fail, has_state, keys, log, name, poll, role, walk


def focused(root):
    """The accessible that has keyboard focus under `root`, or None."""
    return next((node for node in walk(root) if has_state(node, Atspi.StateType.FOCUSED)), None)


def describe(node):
    return f"{role(node)} {name(node)!r}" if node is not None else "nothing"


def expect_focus(root, predicate, description, timeout=30):
    """Waits until the focused accessible satisfies `predicate`; returns it."""
    def check():
        node = focused(root)
        return node if node is not None and predicate(node) else None
    try:
        node = poll(check, description, timeout)
    except Exception:
        fail(f"expected focus on {description}, focus is on {describe(focused(root))}")
    log(f"focus: {describe(node)}")
    return node


def in_page(node, title):
    """Whether `node` is inside the page named `title` (details pages are named by their title)."""
    return any(name(a) == title for a in ancestors(node))


def expect_page(root, title, description=None, timeout=30):
    """Waits until keyboard focus is in the page named `title` — on its first control (page headings are no
    Tab stops) — and returns the focused accessible."""
    return expect_focus(root, lambda n: in_page(n, title) and role(n) != "heading",
                        description or f"focus in the page {title!r}", timeout)


def tab_until(root, predicate, description, limit=60):
    """Presses Tab until the focused accessible satisfies `predicate` (keyboard only); returns it."""
    for _ in range(limit):
        node = focused(root)
        if node is not None and predicate(node):
            log(f"focus: {describe(node)}")
            return node
        keys("Tab")
        poll(lambda: focused(root) is not node, "focus to move", timeout=5)
    fail(f"Tab never reached {description}; focus is on {describe(focused(root))}")


def ancestors(node):
    current = node.get_parent()
    while current is not None:
        yield current
        current = current.get_parent()


def page_of(node):
    """The outermost scroll pane around `node`: the page it is on."""
    pane = None
    for parent in ancestors(node):
        if role(parent) == "scroll pane":
            pane = parent
        if role(parent) == "filler" and name(parent) == "AdwLeaflet":
            break
    return pane or node


def labels(page):
    """The texts of the visible labels and headings on a page, without the captions of its buttons."""
    return [name(node) for node in walk(page) if role(node) in ("label", "heading") and name(node)
            and not any(role(parent) in ("push button", "toggle button") for parent in ancestors(node))]


def images(page):
    """Image-like accessibles on a page (decorative images must not be there)."""
    return [node for node in walk(page) if role(node) in ("image", "icon", "drawing area", "animation")]


def is_card(kind):
    suffix = {"movie": ", movie", "tv": ", TV series", "person": ", person"}[kind]
    return lambda node: role(node) == "list item" and name(node).endswith(suffix)




ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def demo_episodes():
    """Every episode of the demo catalog (data/demo/api/seasons.json) as {route: episode}."""
    import json
    with open(os.path.join(ROOT, "data", "demo", "api", "seasons.json"), encoding="utf-8") as handle:
        seasons = json.load(handle)
    found = {}
    for key, season in seasons.items():
        series = key.split("/")[0]
        for episode in season.get("episodes", []):
            route = f"tv/{series}/season/{episode['season_number']}/episode/{episode['episode_number']}"
            found[route] = episode
    return found


def demo_episode_where(description, predicate):
    """The route of the first demo episode matching `predicate` (fails when there is none)."""
    for route, episode in sorted(demo_episodes().items()):
        if predicate(episode):
            return route, episode
    fail(f"the demo catalog has no episode {description}")


def region_color(path, x, y, width, height):
    """The mean colour (r, g, b in 0…255) of a region of a screenshot (ImageMagick)."""
    import subprocess
    out = subprocess.run(["convert", path, "-crop", f"{width}x{height}+{x}+{y}", "-resize", "1x1!",
                          "-format", "%[fx:int(255*r)] %[fx:int(255*g)] %[fx:int(255*b)]", "info:"],
                         capture_output=True, text=True, check=True).stdout.split()
    return tuple(int(v) for v in out)


def extents(node):
    """(x, y, width, height) of an accessible in window coordinates."""
    rect = node.get_extents(Atspi.CoordType.WINDOW)
    return rect.x, rect.y, rect.width, rect.height


def watchlist_toggle(root):
    """The header's watchlist toggle button, named "Watchlist", its tooltip (description) saying what a click
    does (GTK 4.8 reports a toggle button as a push button with a pressed state); None when not shown."""
    return next((n for n in walk(root) if name(n) == "Watchlist" and role(n) in ("push button", "toggle button")
                 and has_state(n, Atspi.StateType.VISIBLE) and has_state(n, Atspi.StateType.FOCUSABLE)), None)


def is_pressed(node):
    return node is not None and (has_state(node, Atspi.StateType.PRESSED) or has_state(node, Atspi.StateType.CHECKED))
