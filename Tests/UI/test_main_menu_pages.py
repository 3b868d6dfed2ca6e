"""Issue 33 — History and the calendar are reachable from the main menu (F10) and by their shortcuts (Ctrl+H,
Ctrl+Shift+C, listed in the Shortcuts window), from any page, not only from Up Next's header. The calendar has
one page menu (no second ⋮): Export Calendar… and Refresh, and no greyed-out web items (the calendar has no
TMDb page). History and the calendar are titled by the header bar and do not repeat the title as a large
heading; a movie page shows its title as its heading and the header bar does not repeat it."""
import time

from pages import ancestors
from uitest import App, Atspi, children, fail, find, find_all, has_state, keys, log, name, poll, role, run, \
    screenshot, visible_clickable

ENV = {"LANGUAGE": "en", "POPCORN_TODAY": "2017-02-10"}


def visible(node):
    return has_state(node, Atspi.StateType.VISIBLE)


def menu_items(window):
    """The names of the menu items of the open popover menu."""
    return [name(n) for n in find_all(window, predicate=lambda n: "menu item" in role(n) and visible(n))]


def header_titles(window, title):
    """The visible labels reading `title` outside the pages (the pages are in the AdwLeaflet): the header bar's."""
    return [n for n in find_all(window, "label", title) if visible(n)
            and not any(name(a) == "AdwLeaflet" for a in ancestors(n))]


def window_title(app):
    return next((name(w) for w in children(app.accessible) if role(w) == "frame"), "")


def expect_titled_page(app, title):
    """The main window shows `title` (a pushed page), in the header bar, and not as a heading in the page."""
    poll(lambda: window_title(app) == title, f"the page {title!r}")
    window = app.window(title)
    poll(lambda: header_titles(window, title), f"the header bar's title {title!r}")
    time.sleep(0.5)
    headings = [n for n in find_all(window, "heading", title) if visible(n)]
    if headings:
        fail(f"the page {title!r} repeats its title as a heading")
    log(f"{title}: titled by the header bar only")
    return window


def test():
    with App("--demo", "explore", env=ENV) as app:
        window = app.window()
        find(window, "page tab", "Explore")
        keys("F10")
        poll(lambda: next((n for n in find_all(window, name_is="History") if "menu item" in role(n)), None),
             "the main menu's History")
        items = menu_items(window)
        log(f"main menu: {items}")
        for expected in ("History", "Calendar", "Preferences", "Keyboard Shortcuts"):
            if expected not in items:
                fail(f"the main menu has no {expected!r}: {items}")
        screenshot("main-menu.png", whole_screen=True)
        # History is the menu's first item: Return activates it.
        keys("Return")
        expect_titled_page(app, "History")
        keys("alt+Left")
        poll(lambda: window_title(app) == "Popcorn", "back on Explore")
        time.sleep(1)  # the page slides back

        keys("ctrl+shift+c")
        window = expect_titled_page(app, "Calendar")
        menus = [n for n in find_all(window, "push button") if visible(n) and clickable_menu(n)]
        names = [name(n) for n in menus]
        log(f"menu buttons on the calendar: {names}")
        if names != ["Page Menu"]:
            fail(f"the calendar should have one menu button, the page menu: {names}")
        menus[0].do_action(0)
        poll(lambda: "Export Calendar…" in menu_items(window), "the page menu's Export Calendar…")
        items = menu_items(window)
        log(f"the calendar's page menu: {items}")
        screenshot("calendar-page-menu.png", whole_screen=True)
        if items != ["Export Calendar…", "Refresh"]:
            fail(f"the calendar's page menu should offer Export Calendar… and Refresh only: {items}")
        keys("Escape")
        time.sleep(0.5)

        keys("ctrl+h")
        expect_titled_page(app, "History")

    with App("--demo", "movie/1", env=ENV) as app:
        window = app.window("The Lantern Keeper")
        find(window, "heading", "The Lantern Keeper")
        time.sleep(1)
        if header_titles(window, "The Lantern Keeper"):
            fail("the movie page's header bar repeats the title shown as the page's heading")
        log("movie page: the title is the page's heading, not repeated in the header bar")

    with App("--demo", env=ENV) as app:
        app.window()
        keys("ctrl+question")
        shortcuts = app.window("Keyboard Shortcuts")
        for label in ("History", "Calendar"):
            find(shortcuts, "label", label)
        log("the Shortcuts window lists History and Calendar")
        screenshot("shortcuts-history-calendar.png", "Keyboard Shortcuts")


def clickable_menu(node):
    """The inner button of a ⋮ menu button of the header bar."""
    return name(node) in ("Page Menu", "Calendar Menu") and \
        any(node.get_action_name(i) == "click" for i in range(node.get_n_actions()))


if __name__ == "__main__":
    run(test)
