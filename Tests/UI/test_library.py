"""Issue 39 — the Library page (Alt+5) over AT-SPI: a list is created from a poster's context menu ("Add to
List…", "New List…"), a second title is added to it from the list picker, the list shows both on the Library
page, the text filter narrows it to one, "Hide" from that poster's menu hides it and the Hidden section lists it;
the section and its filters survive a restart.
"""
import subprocess
import time

from pages import expect_focus, tab_until
from uitest import App, Atspi, cli, find, find_all, keys, log, name, poll, role, run, screenshot, type_text, visible_clickable

ENV = {"LANGUAGE": "en"}


def showing(node):
    return node.get_state_set().contains(Atspi.StateType.VISIBLE)


def visible(root, role_name, label=None, prefix=None):
    return next((n for n in find_all(root, role_name)
                 if showing(n) and (label is None or name(n) == label)
                 and (prefix is None or name(n).startswith(prefix))), None)


def text_field(root, label):
    """The visible text entry named `label` (a search entry or an entry)."""
    return next((n for n in find_all(root, predicate=lambda n: role(n) in ("entry", "text") and name(n) == label)
                 if n.get_state_set().contains(Atspi.StateType.VISIBLE)), None)


def menu_item(window, label):
    return next((n for n in find_all(window, "menu item", label)
                 if n.get_state_set().contains(Atspi.StateType.VISIBLE)), None)


def choose_from_card_menu(window, label):
    keys("shift+F10")
    item = poll(lambda: menu_item(window, label), f"the context menu's {label!r}")
    item.do_action(0)
    poll(lambda: not menu_item(window, "Open"), "the context menu to close")


def is_movie_card(node):
    return role(node) == "list item" and ", movie" in name(node)


def click(node):
    rect = Atspi.Component.get_extents(node, Atspi.CoordType.SCREEN)
    subprocess.run(["xdotool", "mousemove", "--sync", str(rect.x + rect.width // 2), str(rect.y + rect.height // 2),
                    "click", "1"], check=True)


def activate_row(root, label):
    """Clicks the visible list row named `label` (also "LABEL, selected")."""
    row = poll(lambda: visible(root, "list item", label) or visible(root, "list item", label + ", selected"),
               f"the row {label!r}")
    click(row)


def posters(window, section):
    """The titles of the posters of the Library grid named after `section`."""
    grids = find_all(window, "table", section)
    return sorted(name(n).split(", ")[0] for grid in grids for n in find_all(grid, "table cell"))


def test():
    with App("--demo", env=ENV) as app:
        window = app.window()
        first = tab_until(window, is_movie_card, "a movie card")
        first_title = name(first).split(", ")[0]
        choose_from_card_menu(window, "Add to List…")
        new = poll(lambda: visible_clickable(app.accessible, "push button", "New List…"), "the picker's New List…")
        new.do_action(0)
        # The name's entry has focus as the dialog opens.
        poll(lambda: text_field(app.accessible, "List Name"), "the new list's name")
        time.sleep(0.5)
        type_text("Weekend")
        keys("Return")
        find(window, "label", "Added to “Weekend”")
        log(f"created the list Weekend with {first_title!r}")

        tab_until(window, is_movie_card, "a movie card again")
        keys("Right")
        second = expect_focus(window, lambda n: is_movie_card(n) and not name(n).startswith(first_title + ","),
                              "the next movie card", 5)
        second_title = name(second).split(", ")[0]
        choose_from_card_menu(window, "Add to List…")
        # The picker's search entry has focus: Enter adds the title to the first list it shows.
        poll(lambda: text_field(app.accessible, "Search lists"), "the list picker")
        time.sleep(0.5)
        type_text("Week")
        time.sleep(0.5)
        keys("Return")
        poll(lambda: len(cli("list", "show", "Weekend", "--demo").split()) == 2 or None,
             "the library's list Weekend to hold two titles")
        log(f"added {second_title!r}")

        keys("alt+5")
        activate_row(window, "Weekend")
        poll(lambda: posters(window, "Weekend") == sorted([first_title, second_title]) or None,
             f"the list's two posters ({first_title!r}, {second_title!r}); shown: {posters(window, 'Weekend')}")
        screenshot("library-list.png")

        search = poll(lambda: text_field(window, "Filter by title or cast"), "the text filter")
        click(search)
        type_text(second_title[:6])
        poll(lambda: posters(window, "Weekend") == [second_title] or None,
             f"only {second_title!r} after filtering; shown: {posters(window, 'Weekend')}")

        tab_until(window, lambda n: role(n) == "table cell" and name(n).startswith(second_title + ","),
                  "the filtered poster")
        choose_from_card_menu(window, "Hide")
        activate_row(window, "Hidden")
        poll(lambda: posters(window, "Hidden") == [second_title] or None,
             f"{second_title!r} under Hidden; shown: {posters(window, 'Hidden')}")
        screenshot("library-hidden.png")

    # The section and its filters survive a restart: Alt+5 shows Hidden, filtered by the text typed before.
    with App("--demo", env=ENV) as app:
        window = app.window()
        keys("alt+5")
        poll(lambda: posters(window, "Hidden") == [second_title] or None,
             f"Hidden with {second_title!r} after a restart; shown: {posters(window, 'Hidden')}")
        log("the Library page reopened on Hidden, filtered")


if __name__ == "__main__":
    run(test)
