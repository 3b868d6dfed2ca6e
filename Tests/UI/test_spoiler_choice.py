"""Issue 36 — the series page menu's "Spoilers" choices: with Spoiler Protection off in Preferences, the season page
of Harbour Lights shows episode 2's overview; choosing "Always Hide" in tv/1's page menu (radio items under
"Spoilers", "As in Preferences" checked at first) stores the choice, and the season page then hides the overview of
the unwatched episodes ("Overview hidden — not watched yet"), its text nowhere in the accessible tree."""
from test_gnome_polish import menu_item, open_page_menu
from test_spoilers import ENV, HIDDEN, expect_hidden, leaked
from uitest import App, Atspi, cli, find, has_state, keys, log, poll, run, screenshot


def choice_checked(window, label):
    item = menu_item(window, label)
    return item is not None and has_state(item, Atspi.StateType.CHECKED)


def test():
    with App("--demo", "tv/1/season/1", env=ENV) as app:
        window = app.window()
        poll(lambda: leaked(window, 2), "episode 2's overview with protection off")
        log("protection off: the season page shows episode 2")
    with App("--demo", "tv/1", env=ENV) as app:
        window = app.window()
        open_page_menu(window)
        poll(lambda: choice_checked(window, "As in Preferences") or None, "As in Preferences to be checked")
        screenshot("spoiler-choice-menu.png", whole_screen=True)
        menu_item(window, "Always Hide").do_action(0)
        log("page menu: Spoilers, Always Hide")
        poll(lambda: '"spoilerHidden": true' in cli("dump", "tv/1/season/1", "--demo", env=ENV) or None,
             "the dump to hide the unwatched episodes after Always Hide")
        open_page_menu(window)
        poll(lambda: choice_checked(window, "Always Hide") or None, "Always Hide to be checked")
        keys("Escape")
    with App("--demo", "tv/1/season/1", env=ENV) as app:
        window = app.window()
        find(window, "label", HIDDEN)
        expect_hidden(window, 2)
        screenshot("spoiler-choice-season-hidden.png")


if __name__ == "__main__":
    run(test)
