"""Issue 36 — "Mark Season Watched" and "Mark Series Watched" in the page menus, today 2017-02-13 (Harbour Lights:
season 1's eight episodes aired, season 2 aired up to E2). On tv/1/season/2 the season page menu's item marks S2 ·
E1 and E2 ("2 episodes marked as watched"); on tv/1 the series page menu's item marks the other aired ones (season
1's eight), and its toast's Undo takes those eight back."""
from test_gnome_polish import menu_item, open_page_menu
from uitest import App, Atspi, cli, fail, find, find_all, has_state, log, poll, run, screenshot

ENV = {"POPCORN_TODAY": "2017-02-13", "LANGUAGE": "en"}


def visible_button(window, label):
    return next((b for b in find_all(window, "push button", label) if has_state(b, Atspi.StateType.VISIBLE)), None)


def watched():
    return sorted(line.split("\t")[0] for line in cli("watched", "list", "--demo", env=ENV).splitlines() if line)


def choose(window, item, shot):
    open_page_menu(window)
    entry = poll(lambda: menu_item(window, item), f"the page menu's {item}")
    screenshot(shot, whole_screen=True)
    entry.do_action(0)
    log(f"page menu: {item}")


def test():
    season_two = ["tv/1/season/2/episode/1", "tv/1/season/2/episode/2"]
    with App("--demo", "tv/1/season/2", env=ENV) as app:
        window = app.window()
        choose(window, "Mark Season Watched", "mark-season-menu.png")
        find(window, "label", "2 episodes marked as watched")
        poll(lambda: watched() == season_two or None, "the library to have S2 E1 and E2")
    with App("--demo", "tv/1", env=ENV) as app:
        window = app.window()
        choose(window, "Mark Series Watched", "mark-series-menu.png")
        find(window, "label", "8 episodes marked as watched")
        everything = sorted([f"tv/1/season/1/episode/{n}" for n in range(1, 9)] + season_two)
        poll(lambda: watched() == everything or None, "the library to have every aired episode once")
        poll(lambda: visible_button(window, "Undo"), "the toast's Undo").do_action(0)
        poll(lambda: watched() == season_two or None, "Undo to take the eight back")
        if watched() != season_two:
            fail(f"plays after Undo: {watched()}")


if __name__ == "__main__":
    run(test)
