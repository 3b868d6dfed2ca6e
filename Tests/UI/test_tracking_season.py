"""Issue 15 — mark an episode watched from the season page and see Up Next change, live: Up Next starts empty;
the check box of episode 1 (keyboard: Tab to it, Space) marks it, a toast confirms, and Up Next (Alt+4) lists
episode 2; unchecking it empties Up Next again; "Mark Season as Watched" marks the rest of the season and Up
Next moves on to season 2."""
from pages import tab_until
from uitest import App, Atspi, find, find_all, has_state, keys, log, name, poll, role, run, screenshot

ENV = {"POPCORN_TODAY": "2100-01-01", "LANGUAGE": "en"}
SEASON = "tv/1/season/1"
CHECK = "Watched: Episode 1, Long Hours"
EMPTY = "Nothing to Watch Next"
SERIES = "Harbour Lights"


def up_next_rows(window):
    return [n for n in find_all(window, "list item") if name(n).startswith(f"{SERIES}, next: ")]


def expect_up_next(window, episode_code):
    """Switches to Up Next (Alt+4) and waits for its row of the series to show `episode_code` (None: empty)."""
    keys("alt+4")
    if episode_code is None:
        find(window, "label", EMPTY)
        poll(lambda: not up_next_rows(window), "the Up Next row to go away")
        log("Up Next: empty")
    else:
        row = poll(lambda: next((r for r in up_next_rows(window)
                                 if name(r).startswith(f"{SERIES}, next: {episode_code}, ")), None),
                   f"the Up Next row to show {episode_code}")
        log(f"Up Next: {name(row)!r}")
    keys("alt+1")


def toggle_check(window, checked):
    keys("alt+1")
    box = tab_until(window, lambda n: role(n) == "check box" and name(n) == CHECK, f"the check box {CHECK!r}")
    keys("space")
    poll(lambda: has_state(box, Atspi.StateType.CHECKED) == checked, f"the check box to be {'' if checked else 'un'}checked")
    log(f"{CHECK!r}: {'checked' if checked else 'unchecked'}")


def test():
    with App("--demo", SEASON, env=ENV) as app:
        window = app.window()
        find(window, "check box", CHECK)
        expect_up_next(window, None)

        toggle_check(window, True)
        find(window, "label", "Marked as watched")
        screenshot("tracking-season-checked.png")
        expect_up_next(window, "S1 · E2")

        toggle_check(window, False)
        find(window, "label", "Removed from your history")
        expect_up_next(window, None)

        mark_season = find(window, "push button", "Mark Season as Watched")
        mark_season.do_action(0)
        find(window, "label", "8 episodes marked as watched")
        poll(lambda: all(has_state(box, Atspi.StateType.CHECKED) for box in find_all(window, "check box")),
             "every episode of the season to be checked")
        log("Mark Season as Watched: every check box checked")
        expect_up_next(window, "S2 · E1")
        keys("alt+4")
        screenshot("tracking-up-next-season-2.png")


if __name__ == "__main__":
    run(test)
