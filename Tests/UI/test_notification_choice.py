"""Issue 36 — the series page's notification choice: with Harbour Lights on the watchlist its bell menu button
says "Notifications: When Each Episode Airs" and its menu's radio item of that name is checked; choosing "When the
Whole Season Is Out" shows a toast, the button then says so, and `popcorn export` (the library) has the series
with "notify": "whole-season". A choice made from the command line meanwhile reaches the open page."""
import json

from test_gnome_polish import menu_item
from uitest import App, Atspi, cli, fail, find, has_state, log, poll, run, screenshot, visible_clickable

ENV = {"POPCORN_TODAY": "2017-02-10", "LANGUAGE": "en"}
EACH, WHOLE = "When Each Episode Airs", "When the Whole Season Is Out"


def follows():
    return {follow["title"]: follow for follow in
            json.loads(cli("export", "-", "--demo", env=ENV))["follows"]}


def notify_button(window, choice):
    return visible_clickable(window, "push button", f"Notifications: {choice}")


def test():
    cli("watchlist", "add", "tv/1", "--demo", env=ENV)
    with App("--demo", "tv/1", env=ENV) as app:
        window = app.window()
        button = poll(lambda: notify_button(window, EACH), "the bell saying When Each Episode Airs")
        poll(lambda: has_state(button, Atspi.StateType.SENSITIVE), "the bell enabled once the library was read")
        button.do_action(0)
        each = poll(lambda: menu_item(window, EACH), f"the menu item {EACH}")
        if not has_state(each, Atspi.StateType.CHECKED):
            fail(f"{EACH} is not checked for a series on the watchlist")
        screenshot("notify-menu.png", whole_screen=True)
        poll(lambda: menu_item(window, WHOLE), f"the menu item {WHOLE}").do_action(0)
        find(window, "label", "You will be notified when a whole season is out")
        poll(lambda: notify_button(window, WHOLE), "the bell saying When the Whole Season Is Out")
        stored = poll(lambda: follows().get("tv/1"), "the series in the library's follows")
        log(f"library: {stored}")
        if stored.get("notify") != "whole-season":
            fail(f"the library holds {stored}, expected notify whole-season")

        cli("notify", "tv/1", "never", "--demo", env=ENV)
        poll(lambda: notify_button(window, "Never"), "the bell saying Never after `popcorn notify tv/1 never`")
        log("a choice made on the command line reached the open page")


if __name__ == "__main__":
    run(test)
