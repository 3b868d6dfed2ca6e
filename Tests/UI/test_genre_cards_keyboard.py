"""Issue 33 — Search's genre cards (shown for an empty query) are one Tab stop, like a poster row: Tab from the
entry enters them, the arrow keys move between them — Down from the last line of the movie genres goes on to the
TV genres, Up comes back — and one Tab (or Shift+Tab) leaves them all. Enter opens the genre in Discover."""
from pages import describe, expect_focus, focused
from uitest import App, fail, keys, log, name, poll, role, run

ENV = {"LANGUAGE": "en"}
GROUPS = ("Movies", "TV Series")


def genre_group(node):
    """"Movies" or "TV Series" for a genre card, None for anything else."""
    if node is None or role(node) != "table cell":
        return None
    parent = node.get_parent()
    group = name(parent) if parent is not None else ""
    return group if group in GROUPS else None


def press(window, key):
    before = focused(window)
    keys(key)
    poll(lambda: focused(window) is not None and focused(window) != before, f"{key} to move focus", timeout=5)
    node = focused(window)
    log(f"{key}: {describe(node)} ({genre_group(node) or 'no genre card'})")
    return node


def test():
    with App("--demo", "search", env=ENV) as app:
        window = app.window()
        expect_focus(window, lambda n: role(n) == "entry", "the search entry")

        first = press(window, "Tab")
        if genre_group(first) != "Movies":
            fail(f"Tab from the entry went to {describe(first)}, not the first movie genre")
        second = press(window, "Right")
        if genre_group(second) != "Movies" or name(second) == name(first):
            fail(f"Right went to {describe(second)}, not the next movie genre")

        node = second
        for _ in range(12):
            node = press(window, "Down")
            if genre_group(node) != "Movies":
                break
        if genre_group(node) != "TV Series":
            fail(f"Down from the movie genres went to {describe(node)}, not a TV genre")
        back = press(window, "Up")
        if genre_group(back) != "Movies":
            fail(f"Up from the first line of TV genres went to {describe(back)}, not a movie genre")
        node = press(window, "Down")

        after = press(window, "Tab")
        if genre_group(after) is not None:
            fail(f"Tab from a TV genre stopped at another genre card: {describe(after)}")
        inside = press(window, "shift+Tab")
        if genre_group(inside) is None:
            fail(f"Shift+Tab did not come back to the genre cards: {describe(inside)}")
        entry = press(window, "shift+Tab")
        if role(entry) != "entry":
            fail(f"Shift+Tab from the genre cards went to {describe(entry)}, not the search entry")

        # Enter on a genre card opens Discover for it.
        press(window, "Tab")
        keys("Return")
        expect_focus(window, lambda n: genre_group(n) is None and role(n) != "entry", "the Discover page", 10)
        poll(lambda: name(window) != "Popcorn", "the window title to name the Discover page")
        log(f"Enter: {name(window)!r}")


if __name__ == "__main__":
    run(test)
