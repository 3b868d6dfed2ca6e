"""Issue 6, UI test 3 — Ctrl+F focuses the search entry from anywhere; type a title, Down moves to the first
result, Enter opens its page."""
import os

from pages import expect_focus
from uitest import App, Atspi, find, has_state, keys, log, name, poll, role, run, screenshot, type_text

QUERY = os.environ.get("POPCORN_TEST_QUERY", "")


def query_and_title():
    """A word to search for and a title it finds, from the Explore page's first movie card."""
    return QUERY


def test():
    with App() as app:
        window = app.window()
        card = find(window, "list item", predicate=lambda n: name(n).endswith(", movie"))
        title = name(card).rsplit(", ", 2)[0]
        query = QUERY or title.split()[0]
        log(f"searching {query!r} (expecting {title!r})")
        keys("ctrl+f")
        entry = find(window, "entry", predicate=lambda n: has_state(n, Atspi.StateType.FOCUSED))
        type_text(query)
        result = find(window, "list item", predicate=lambda n: name(n).startswith(title + ", "))
        screenshot("search-results.png")
        keys("Down")
        focused_result = expect_focus(window, lambda n: role(n) == "list item" and name(n).startswith(query.split()[0])
                                      or role(n) == "list item" and name(n) == name(result),
                                      "the first search result")
        opened = name(focused_result).rsplit(", ", 2)[0]
        keys("Return")
        expect_focus(window, lambda n: role(n) == "heading" and name(n) == opened, f"the heading of {opened!r}")
        screenshot("search-opened.png")
        poll(lambda: name(entry) is not None, "the entry to stay in the tree")


if __name__ == "__main__":
    run(test)
