"""Issue 39 — a series' status, Hide and "Add to List…" from the keyboard: on a focused poster Ctrl+Shift+O puts
the series on hold (the Library's On Hold section lists it), Ctrl+Shift+L opens the list picker, Ctrl+Shift+H
hides the title (Hidden lists it); on a series page Ctrl+Shift+X drops it, Ctrl+Shift+Backspace clears the
status and Ctrl+Shift+H hides and unhides it, and the page menu's items follow; the shortcuts window lists them.
"""
import json
import os

from pages import ROOT, is_card, tab_until
from test_library import activate_row, posters, showing, visible
from uitest import App, cli, fail, find, find_all, keys, log, name, poll, role, run, screenshot, visible_clickable, walk

ENV = {"LANGUAGE": "en"}
SERIES = is_card("tv")


def title_of(card):
    return name(card).split(", ")[0]


def focus_series_card(window):
    """Focuses a series poster on Explore (Alt+1) with the keyboard; returns its title."""
    keys("alt+1")
    return title_of(tab_until(window, SERIES, "a series poster"))


def expect_in_section(window, section, title):
    keys("alt+5")
    activate_row(window, section)
    poll(lambda: title in posters(window, section) or None,
         f"{title!r} under {section}; shown: {posters(window, section)}")
    log(f"{title!r} is listed under {section}")


def shown_menu_items(window):
    """The names of the visible items of an open menu (popovers are part of the window's tree)."""
    return [name(n) for n in walk(window) if "menu item" in role(n) and showing(n)]


def page_menu_items(window):
    """The visible items of the page menu, opened and closed again."""
    poll(lambda: visible_clickable(window, "push button", "Page Menu"), "the page menu button").do_action(0)
    items = poll(lambda: shown_menu_items(window) or None, "the page menu's items")
    keys("Escape")
    poll(lambda: not shown_menu_items(window), "the page menu to close")
    return items


def expect_page_menu(window, shown, absent):
    def check():
        items = page_menu_items(window)
        return items if all(i in items for i in shown) and not any(i in items for i in absent) else None
    items = poll(check, f"the page menu with {shown} and without {absent}", timeout=10)
    log(f"page menu: {items}")


def test():
    with App("--demo", env=ENV) as app:
        window = app.window()
        held = focus_series_card(window)
        keys("ctrl+shift+o")
        find(window, "label", "Put on hold")
        expect_in_section(window, "On Hold", held)

        focus_series_card(window)
        keys("ctrl+shift+l")
        poll(lambda: visible_clickable(app.accessible, "push button", "New List…"), "the list picker")
        keys("Escape")
        log("Ctrl+Shift+L opened the list picker")

        hidden = focus_series_card(window)
        keys("ctrl+shift+h")
        poll(lambda: not any(role(n) == "list item" and title_of(n) == hidden and showing(n)
                             for n in find_all(window, "list item")) or None, f"{hidden!r} to leave Explore")
        expect_in_section(window, "Hidden", hidden)

        # A series page: the keys act on its series, the page menu follows.
        with open(os.path.join(ROOT, "data", "demo", "api", "tv.json"), encoding="utf-8") as handle:
            series = next((id, s["name"]) for id, s in json.load(handle).items() if s["name"] not in (held, hidden))
        cli("--demo", f"tv/{series[0]}")
        find(window, "heading", series[1])
        log(f"the page of {series[1]!r}")
        expect_page_menu(window, ["Put On Hold", "Drop", "Hide"], ["Clear Status", "Unhide"])
        keys("ctrl+shift+x")
        expect_page_menu(window, ["Put On Hold", "Clear Status"], ["Drop"])
        keys("ctrl+shift+BackSpace")
        expect_page_menu(window, ["Put On Hold", "Drop"], ["Clear Status"])
        keys("ctrl+shift+h")
        expect_page_menu(window, ["Unhide"], ["Hide"])
        keys("ctrl+shift+h")
        expect_page_menu(window, ["Hide"], ["Unhide"])
        keys("ctrl+shift+l")
        poll(lambda: visible_clickable(app.accessible, "push button", "New List…"), "the list picker over the series page")
        keys("Escape")

        keys("ctrl+question")
        shortcuts = app.window("Keyboard Shortcuts")
        for label in ("Put a Series On Hold", "Drop a Series", "Clear a Series’ Status", "Hide or Unhide",
                      "Add to a List"):
            if not [n for n in find_all(shortcuts) if name(n) == label]:
                fail(f"the shortcuts window does not list {label!r}")
        screenshot("library-keys-shortcuts.png", "Keyboard Shortcuts")
        log("the shortcuts window lists the library's keys")


if __name__ == "__main__":
    run(test)
