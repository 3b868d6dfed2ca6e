"""Issue 6, UI test 3 — Ctrl+F focuses the search entry from anywhere; type a title, Down moves to the first
result, Enter opens its page."""
import os

from pages import expect_focus, expect_page
from uitest import App, Atspi, children, find, has_state, keys, log, name, poll, role, run, screenshot, type_text

QUERY = os.environ.get("POPCORN_TEST_QUERY", "")


def test():
    with App() as app:
        window = app.window()
        card = find(window, "list item", predicate=lambda n: name(n).endswith(", movie"))
        title = name(card).rsplit(", ", 2)[0]
        query = QUERY or title.split()[0]
        log(f"searching {query!r} (expecting {title!r})")
        keys("ctrl+f")
        find(window, "entry", predicate=lambda n: has_state(n, Atspi.StateType.FOCUSED))
        type_text(query)
        results = find(window, "list", "Search results")
        poll(lambda: any(name(n).startswith(title + ", ") for n in children(results)), f"{title!r} in the results")
        first = name(children(results)[0])
        screenshot("search-results.png")
        keys("Down")
        expect_focus(window, lambda n: role(n) == "list item" and name(n) == first, f"the first result {first!r}")
        opened = first.rsplit(", ", 2)[0] if not first.endswith(", person") else first.split(", ")[0]
        keys("Return")
        expect_page(window, opened, f"the page {opened!r}")
        screenshot("search-opened.png")


if __name__ == "__main__":
    run(test)
