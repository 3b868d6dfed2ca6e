"""The window shell: it appears on the AT-SPI desktop with five pages in the view switcher, Alt+1/2/3/4/5 switch
pages, Ctrl+F focuses Search."""
from uitest import App, Atspi, dump, find, find_all, keys, log, name, poll, run, screenshot, has_state, fail

PAGES = ["Explore", "Search", "Watchlist", "Up Next", "Library"]


def visible_page(window):
    """The page selected in the view switchers (GTK exposes only the window as `showing`, so the
    switcher tabs' `selected` state is the reliable signal); None unless the switchers agree."""
    selected = {name(tab) for tab in find_all(window, "page tab")
                if name(tab) in PAGES and has_state(tab, Atspi.StateType.SELECTED)}
    return selected.pop() if len(selected) == 1 else None


def expect_page(window, page):
    poll(lambda: visible_page(window) == page, f"the {page} page to be visible")
    log(f"visible page: {page}")


def test():
    with App() as app:
        window = app.window()
        find(window, "page tab", "Up Next")
        tabs = sorted({name(tab) for tab in find_all(window, "page tab")})
        if tabs != sorted(PAGES):
            fail(f"the view switchers show {tabs}, expected {PAGES}")
        if not has_state(window, Atspi.StateType.ACTIVE):
            poll(lambda: has_state(window, Atspi.StateType.ACTIVE), "the window to be active")
        try:
            expect_page(window, "Explore")
        except Exception:
            print(dump(window))
            raise

        keys("alt+2")
        expect_page(window, "Search")
        screenshot("shell-search.png")

        keys("alt+3")
        expect_page(window, "Watchlist")
        screenshot("shell-watchlist.png")

        keys("alt+4")
        expect_page(window, "Up Next")
        screenshot("shell-up-next.png")

        keys("alt+5")
        expect_page(window, "Library")
        screenshot("shell-library.png")

        keys("alt+1")
        expect_page(window, "Explore")

        keys("ctrl+f")
        expect_page(window, "Search")
        entry = find(window, "entry")
        poll(lambda: has_state(entry, Atspi.StateType.FOCUSED), "the search entry to have focus")
        log("Ctrl+F focused the search entry")

        back = find_all(window, "push button", "Back")
        if any(has_state(button, Atspi.StateType.VISIBLE) for button in back):
            fail("the Back button is visible on a root page")


if __name__ == "__main__":
    run(test)
