"""Helpers for the page tests (issue 6): focus, keyboard-only navigation, page content, screenshots in light
and dark mode. Built on uitest.py."""
import os

from uitest import Atspi, children, fail, find_all, has_state, keys, log, name, poll, role, screenshot, walk


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
    """The texts of the visible labels and headings on a page."""
    return [name(node) for node in walk(page) if role(node) in ("label", "heading") and name(node)]


def images(page):
    """Image-like accessibles on a page (decorative images must not be there)."""
    return [node for node in walk(page) if role(node) in ("image", "icon", "drawing area", "animation")]


def is_card(kind):
    suffix = {"movie": ", movie", "tv": ", TV series", "person": ", person"}[kind]
    return lambda node: role(node) == "list item" and name(node).endswith(suffix)


def screenshots(file_name):
    """A screenshot of the window (the current colour scheme)."""
    return screenshot(file_name)


def dark_env(dark):
    return {"ADW_DEBUG_COLOR_SCHEME": "prefer-dark"} if dark else {}


def scheme_suffix():
    return "-dark" if os.environ.get("ADW_DEBUG_COLOR_SCHEME") == "prefer-dark" else ""


def children_named(node, role_name):
    return [child for child in children(node) if role(child) == role_name]


__all__ = ["focused", "describe", "expect_focus", "tab_until", "page_of", "labels", "images", "is_card",
           "screenshots", "dark_env", "scheme_suffix", "children_named", "find_all"]
