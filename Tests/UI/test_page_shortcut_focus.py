"""Issue 33 — Alt+1…4 move keyboard focus into the page they show, also when focus is in the header bar (the view
switcher has it at start): Alt+2 focuses the search entry, Alt+4 Up Next's first row, Alt+1 (the page already
shown) Explore's first poster."""
from pages import describe, expect_focus, focused
from uitest import App, Atspi, cli, fail, find, keys, log, name, poll, role, run

ENV = {"POPCORN_TODAY": "2100-01-01", "LANGUAGE": "en"}


def in_header(node):
    return role(node) == "page tab"


def focus_header(window):
    """Moves focus back to the view switcher in the header bar (Shift+Tab from the page)."""
    for _ in range(40):
        node = focused(window)
        if node is not None and in_header(node):
            log(f"focus in the header: {describe(node)}")
            return
        keys("shift+Tab")
        poll(lambda: focused(window) is not node, "focus to move", timeout=5)
    fail(f"Shift+Tab never reached the view switcher; focus is on {describe(focused(window))}")


def is_first_up_next_row(node):
    return role(node) == "list item" and name(node).startswith("Harbour Lights, next: S1 · E2")


def test():
    cli("watched", "add", "tv/1/season/1/episode/1", "--demo", env=ENV)
    with App("--demo", env=ENV) as app:
        window = app.window()
        find(window, "list item", predicate=lambda n: ", movie" in name(n))
        expect_focus(window, in_header, "the view switcher (focus at start)")

        keys("alt+4")
        expect_focus(window, is_first_up_next_row, "Up Next's first row after Alt+4", 10)

        focus_header(window)
        keys("alt+2")
        expect_focus(window, lambda n: role(n) == "entry" and has_focus(n), "the search entry after Alt+2", 10)

        focus_header(window)
        keys("alt+4")
        expect_focus(window, is_first_up_next_row, "Up Next's first row after Alt+4 from the header", 10)

        keys("alt+1")
        expect_focus(window, lambda n: role(n) == "list item" and ", movie" in name(n),
                     "Explore's first poster after Alt+1", 10)
        focus_header(window)
        keys("alt+1")
        expect_focus(window, lambda n: role(n) == "list item" and ", movie" in name(n),
                     "Explore's first poster after Alt+1 on Explore, from the header", 10)


def has_focus(node):
    return node.get_state_set().contains(Atspi.StateType.FOCUSED)


if __name__ == "__main__":
    run(test)
