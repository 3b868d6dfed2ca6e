"""Issue 6 — Search loads more results as the list reaches its end: End on the first page's results focuses
its last result and scrolls to the bottom; the next page arrives and End then reaches a later result."""
from pages import expect_focus, focused
from uitest import App, children, find, keys, log, name, poll, role, run, screenshot

QUERY = "e"  # matches far more than one page (20) of the demo catalog


def test():
    with App(f"search?q={QUERY}") as app:
        window = app.window()
        results = find(window, "list", "Search results")
        poll(lambda: len(children(results)) >= 20, "a full first page of results")
        keys("ctrl+f", "Down")
        first = expect_focus(window, lambda n: role(n) == "list item", "the first result")
        keys("End")
        last_of_first_page = expect_focus(window, lambda n: role(n) == "list item" and name(n) != name(first),
                                          "the last result of the first page")
        first_page_end = name(last_of_first_page)

        def reached_later_result():
            keys("End")
            node = focused(window)
            return node is not None and role(node) == "list item" and name(node) != first_page_end

        poll(reached_later_result, "End to reach a result of the next page", timeout=60, interval=1)
        log(f"more results loaded: End now reaches {name(focused(window))!r} (first page ended at {first_page_end!r})")
        screenshot("search-more-results.png")


if __name__ == "__main__":
    run(test)
