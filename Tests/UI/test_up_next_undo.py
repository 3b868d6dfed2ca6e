"""Issue 15 — Up Next and History with undo toasts: with S1E1 of Harbour Lights watched (command line), Up Next
(Alt+4) lists S1 · E2; its "Mark as Watched" moves the row to S1 · E3 and keeps focus on the row's button; the
toast's Undo brings S1 · E2 back (and the library has one play again). The header's History button opens the
history; removing the play empties it, the toast's Undo brings the row back."""
from pages import expect_focus
from uitest import App, Atspi, cli, fail, find, find_all, has_state, keys, log, name, poll, role, run, screenshot

ENV = {"POPCORN_TODAY": "2100-01-01", "LANGUAGE": "en"}
SERIES = "Harbour Lights"
HISTORY_ENTRY = "Harbour Lights — S1 · E1 · Long Hours"


def up_next_row(window, episode_code):
    return next((n for n in find_all(window, "list item")
                 if name(n).startswith(f"{SERIES}, next: {episode_code}, ")), None)


def visible_button(window, label):
    return next((b for b in find_all(window, "push button", label) if has_state(b, Atspi.StateType.VISIBLE)), None)


def click_undo(window, message):
    """Clicks Undo on the toast showing `message`."""
    find(window, "label", message)
    undo = poll(lambda: visible_button(window, "Undo"), f"the Undo button of the toast {message!r}")
    undo.do_action(0)
    log(f"toast {message!r}: Undo")


def plays():
    return [line for line in cli("watched", "list", "--demo", env=ENV).splitlines() if line]


def test():
    cli("watched", "add", "tv/1/season/1/episode/1", "--demo", env=ENV)
    with App("--demo", "up-next", env=ENV) as app:
        window = app.window()
        row = poll(lambda: up_next_row(window, "S1 · E2"), "the Up Next row of S1 · E2")
        log(f"Up Next: {name(row)!r}")
        mark = find(row, "push button", f"Mark {SERIES}, S1 · E2 as Watched")
        # Opening Up Next focused its first row; Tab goes to the row's button, Space presses it.
        expect_focus(window, lambda n: role(n) == "list item" and name(n) == name(row), "the Up Next row")
        keys("Tab")
        expect_focus(window, lambda n: role(n) == "push button" and name(n) == name(mark), "the row's button")
        keys("space")
        row = poll(lambda: up_next_row(window, "S1 · E3"), "the row to show S1 · E3")
        log(f"after Mark as Watched: {name(row)!r}")
        expect_focus(window, lambda n: role(n) == "push button" and name(n).startswith(f"Mark {SERIES}, S1 · E3"),
                     "the row's button, now for S1 · E3")
        screenshot("tracking-up-next-marked.png")
        if len(plays()) != 2:
            fail(f"expected 2 plays, found {plays()}")

        click_undo(window, "Marked as watched")
        row = poll(lambda: up_next_row(window, "S1 · E2"), "the row to show S1 · E2 again")
        log(f"after Undo: {name(row)!r}")
        poll(lambda: len(plays()) == 1, "the library to have one play again")
        log(f"plays: {plays()}")

        history = poll(lambda: visible_button(window, "History"), "the History button in the header bar")
        history.do_action(0)
        entry = find(window, "list item", predicate=lambda n: name(n).startswith(f"{HISTORY_ENTRY}, watched "))
        log(f"History: {name(entry)!r}")
        screenshot("tracking-history.png")
        find(entry, "push button", f"Remove {HISTORY_ENTRY} from History").do_action(0)
        find(window, "label", "No History Yet")
        log("History: empty after removing the play")
        poll(lambda: not plays(), "the library to have no play")

        click_undo(window, "Removed from your history")
        entry = find(window, "list item", predicate=lambda n: name(n).startswith(f"{HISTORY_ENTRY}, watched "))
        log(f"after Undo: {name(entry)!r}")
        poll(lambda: len(plays()) == 1, "the play to be back in the library")
        if any(has_state(n, Atspi.StateType.VISIBLE) for n in find_all(window, "label", "No History Yet")):
            fail("the empty state is still visible")


if __name__ == "__main__":
    run(test)
