"""Issue 6, UI test 4 — open a movie, toggle the watchlist button (icon, tooltip and accessible label change, a
toast confirms); on the Watchlist page the movie is first; toggle it off from its page: the Watchlist shows the
empty status page. Restart the app: the state is kept."""
from pages import expect_focus, tab_until
from uitest import App, Atspi, fail, find, find_all, has_state, keys, log, name, poll, role, run, screenshot

ADD, REMOVE = "Add to Watchlist", "Remove from Watchlist"
EMPTY = "Your watchlist is empty"


def visible_button(window, label):
    return next((b for b in find_all(window, "push button", label) if has_state(b, Atspi.StateType.VISIBLE)), None)


def watchlist_cards(window):
    """The Watchlist grid's posters (GTK 4.8 exposes grid view cells as table cells)."""
    return [n for n in find_all(window, "table cell") if name(n).endswith((", movie", ", TV series"))]


def open_first_movie(window):
    card = tab_until(window, lambda n: role(n) == "list item" and name(n).endswith(", movie"), "a movie card")
    title = name(card).rsplit(", ", 2)[0]
    keys("Return")
    expect_focus(window, lambda n: role(n) == "heading" and name(n) == title, f"the heading of {title!r}")
    return title


def toggle(window, before, after):
    button = poll(lambda: visible_button(window, before), f"the {before!r} button")
    button.do_action(0)
    poll(lambda: visible_button(window, after), f"the button to become {after!r}")
    log(f"watchlist button: {before!r} → {after!r}")


def expect_watchlist(window, first):
    keys("alt+3")
    if first is None:
        find(window, "label", EMPTY)
        log("Watchlist: empty status page")
    else:
        cards = poll(lambda: watchlist_cards(window), "a poster on the Watchlist page")
        if not name(cards[0]).startswith(first + ", "):
            fail(f"the first poster is {name(cards[0])!r}, expected {first!r}")
        log(f"Watchlist: first poster {name(cards[0])!r}")


def test():
    with App() as app:
        window = app.window()
        find(window, "list item", predicate=lambda n: name(n).endswith(", movie"))
        title = open_first_movie(window)
        toggle(window, ADD, REMOVE)
        find(window, "label", "Added to your watchlist")
        log("toast: Added to your watchlist")
        screenshot("watchlist-added.png")
        expect_watchlist(window, title)
        screenshot("watchlist-grid.png")

    with App() as app:
        window = app.window()
        expect_watchlist(window, title)
        cards = watchlist_cards(window)
        first = name(cards[0])
        tab_until(window, lambda n: role(n) == "table cell" and name(n) == first, "the first poster")
        keys("Return")
        expect_focus(window, lambda n: role(n) == "heading" and name(n) == title, f"the heading of {title!r}")
        toggle(window, REMOVE, ADD)
        keys("alt+Left")
        expect_watchlist(window, None)
        screenshot("watchlist-empty.png")

    with App() as app:
        window = app.window()
        expect_watchlist(window, None)


if __name__ == "__main__":
    run(test)
