"""Issue 6, UI test 4 — open a movie, toggle the watchlist button (a toggle named "Watchlist": its pressed state,
icon and tooltip change, a toast confirms); on the Watchlist page the movie is first; toggle it off from its page: the Watchlist shows the
empty status page. Restart the app: the state is kept."""
from pages import expect_focus, expect_page, is_pressed, tab_until, watchlist_toggle
from uitest import App, fail, find, find_all, keys, log, name, poll, role, run, screenshot

ADD, REMOVE = "Add to Watchlist", "Remove from Watchlist"
EMPTY = "Your Watchlist Is Empty"


def watchlist_cards(window):
    """The Watchlist grid's posters (GTK 4.8 exposes grid view cells as table cells)."""
    return [n for n in find_all(window, "table cell") if name(n).endswith((", movie", ", TV series"))]


def open_first_movie(window):
    card = tab_until(window, lambda n: role(n) == "list item" and name(n).endswith(", movie"), "a movie card")
    title = name(card).rsplit(", ", 2)[0]
    keys("Return")
    expect_page(window, title, f"the page {title!r}")
    return title


def toggle(window, before, after):
    """Clicks the Watchlist toggle whose tooltip says `before`; it must then say `after`, pressed for REMOVE."""
    button = poll(lambda: (lambda b: b if b and b.get_description() == before else None)(watchlist_toggle(window)),
                  f"the Watchlist toggle saying {before!r}")
    button.do_action(0)
    poll(lambda: (lambda b: b if b and b.get_description() == after else None)(watchlist_toggle(window)),
         f"the toggle to say {after!r}")
    if is_pressed(watchlist_toggle(window)) != (after == REMOVE):
        fail(f"the toggle's pressed state does not follow the watchlist ({after!r})")
    log(f"watchlist toggle: {before!r} → {after!r}, pressed: {after == REMOVE}")


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
        expect_page(window, title, f"the page {title!r}")
        toggle(window, REMOVE, ADD)
        keys("alt+Left")
        expect_watchlist(window, None)
        screenshot("watchlist-empty.png")

    with App() as app:
        window = app.window()
        expect_watchlist(window, None)


if __name__ == "__main__":
    run(test)
