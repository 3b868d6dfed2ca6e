"""Issue 16 — the calendar and its notifications toggle: with Harbour Lights on the watchlist and S2E1 watched
(command line, today 2017-02-10), Up Next's header button opens the calendar; each day is a list named by its
heading, each episode reads its series, code, name, day and watched state; activating an episode opens it. The
page menu's "Export Calendar…" writes the file chosen in the file chooser (a toast says how many episodes). On
the series page the notifications button says "When Each Episode Airs" (on the watchlist); choosing "Never" in its
menu stops following (it then says "Never"), and the calendar is then empty."""
import os

from pages import expect_focus, expect_page
from test_gnome_polish import menu_item
from uitest import ARTIFACTS, App, Atspi, children, cli, fail, find, find_all, has_state, keys, log, name, poll, role, \
    run, screenshot, type_text, visible_clickable

ENV = {"POPCORN_TODAY": "2017-02-10", "LANGUAGE": "en"}
SERIES = "Harbour Lights"


def calendar_dump():
    return cli("dump", "calendar", "--demo", env=ENV)


def libical_mapped(app):
    """Whether the app's process has libical mapped (it is loaded when first used)."""
    with open(f"/proc/{app.process.pid}/maps", encoding="utf-8") as maps:
        return "/libical.so" in maps.read()


def test():
    cli("watchlist", "add", "tv/1", "--demo", env=ENV)
    cli("watched", "add", "tv/1/season/2/episode/1", "--demo", env=ENV)
    target = os.path.join(ARTIFACTS, "calendar-export.ics")
    if os.path.exists(target):
        os.remove(target)
    with App("--demo", "up-next", env=ENV) as app:
        window = app.window()
        poll(lambda: visible_clickable(window, "push button", "Calendar"), "Up Next's Calendar button").do_action(0)
        app.window("Calendar")
        days = poll(lambda: [name(n) for n in find_all(window, "list") if name(n).startswith("Sunday, ")],
                    "the days' lists")
        log(f"days: {days}")
        if days[:2] != ["Sunday, 5 February", "Sunday, 12 February"] or len(days) != 6:
            fail(f"expected six Sundays from 5 February, found {days}")
        watched = find(window, "list item",
                       f"{SERIES}, S2 · E1, The Window's Return, Sunday, 5 February, Watched")
        log(f"row: {name(watched)!r}")
        find(window, "list item", f"{SERIES}, S2 · E2, The Distant Bridge, Sunday, 12 February")
        screenshot("calendar.png")

        # libical is loaded when the first calendar is written, not at start (figure 7).
        if libical_mapped(app):
            fail("libical is mapped before anything was exported")
        # Export Calendar… → the file chooser → the path typed in its name field → Enter.
        poll(lambda: visible_clickable(window, "push button", "Page Menu"), "the page menu button").do_action(0)
        item = poll(lambda: next((n for n in find_all(window) if name(n) == "Export Calendar…"
                                  and "menu item" in n.get_role_name()), None), "the menu item Export Calendar…")
        screenshot("calendar-menu.png", whole_screen=True)
        item.do_action(0)
        # GTK's own file chooser (no portal here): a window of the app named after the dialog's title.
        poll(lambda: next((w for w in children(app.accessible) if name(w) == "Export Calendar"), None),
             "the file chooser")
        screenshot("calendar-export-dialog.png", whole_screen=True)
        keys("ctrl+a")
        type_text(target)
        keys("Return")
        find(window, "label", "7 episodes exported")
        poll(lambda: os.path.exists(target), "the exported file")
        with open(target, encoding="utf-8") as exported:
            if exported.read().count("BEGIN:VEVENT") != 7:
                fail("the export does not hold the 7 episodes of season 2")
        log("exported 7 episodes through the file chooser")
        if not libical_mapped(app):
            fail("libical is not mapped after the export")


    # By keyboard: the page opens with focus on its first control, the first day's episode; Tab reaches the
    # next day's, Return opens it.
    with App("--demo", "calendar", env=ENV) as app:
        window = app.window()
        app.window("Calendar")
        first = expect_page(window, "Calendar", "the calendar's first control")
        if not (role(first) == "list item" and name(first).startswith(f"{SERIES}, S2 · E1")):
            fail(f"the calendar's first control is {role(first)} {name(first)!r}, expected S2 · E1")
        keys("Tab")
        expect_focus(window, lambda n: role(n) == "list item" and name(n).startswith(f"{SERIES}, S2 · E2"), "S2 · E2")
        keys("Return")
        find(window, "heading", "The Distant Bridge")
        log("the episode opened from the calendar by keyboard")

    with App("--demo", "tv/1", env=ENV) as app:
        window = app.window()
        notify = poll(lambda: visible_clickable(window, "push button", "Notifications: When Each Episode Airs"),
                      "the notifications button saying When Each Episode Airs (the series is on the watchlist)")
        poll(lambda: has_state(notify, Atspi.StateType.SENSITIVE), "the notifications button enabled")
        notify.do_action(0)
        poll(lambda: menu_item(window, "Never"), "the menu item Never").do_action(0)
        poll(lambda: visible_clickable(window, "push button", "Notifications: Never"),
             "the notifications button saying Never")
        find(window, "label", "No more notifications for this series")
        poll(lambda: '"status":"empty"' in calendar_dump().replace(" ", ""), "the calendar to be empty")
        log("Never: the calendar is empty")


if __name__ == "__main__":
    run(test)
