"""Issue 22 — a details page behaves like a GNOME app page, over AT-SPI:

1. The season page (demo `tv/1/season/1`): the header and the window title show the page's title (no view
   switcher on a pushed page); its heading is no Tab stop (focus is on the page's first control, in the page
   named by its title); the episode list is named by its heading ("Episodes"), and its rows are not headings.
2. The movie page: the watchlist button is a toggle named "Watchlist" whose pressed state follows the
   watchlist; Ctrl+D toggles it with a toast whose Undo puts it back; the page menu offers "Remove from
   Watchlist" only while the movie is on the list. Alt+2 and Alt+3 move focus into the page they select.
3. A poster's context menu (Shift+F10 on a focused card, and a right click): "Add to Watchlist" adds the
   movie (the Watchlist page shows it), with a toast.
4. Missing pages (`movie/99999`, `tv/1/season/9`): a "Not Found" status page with Go Back, never "Could not
   load".
5. A stale page (a movie from the loopback fake TMDb, its cache aged, the server down) is refreshed from the
   page menu's Refresh once the server is back: the offline banner goes away.
"""
import subprocess
import time

from pages import ancestors, expect_focus, expect_page, is_pressed, tab_until, watchlist_toggle
from test_details_reload import requests_per_path
from test_error_retry import FakeTMDb
from test_offline_banner import age_cache, banner_shown
from uitest import (App, Atspi, fail, find, find_all, has_state, keys, log, name, poll, role, run, screenshot,
                    visible_clickable, walk)

DEMO = {"LANGUAGE": "en"}


def visible(node):
    return node is not None and has_state(node, Atspi.StateType.VISIBLE)


def menu_item(window, label):
    """The visible menu item `label` of an open menu (popovers are part of the window's tree), or None."""
    return next((n for n in walk(window) if name(n) == label and "menu item" in role(n) and visible(n)), None)


def open_page_menu(window):
    poll(lambda: visible_clickable(window, "push button", "Page Menu"), "the page menu button").do_action(0)


def check_season_page():
    with App("--demo", "tv/1/season/1", env=DEMO) as app:
        window = app.window()
        heading = find(window, "heading", predicate=lambda n: name(n).startswith("Season 1"), timeout=30)
        title = name(heading)
        if has_state(heading, Atspi.StateType.FOCUSABLE):
            fail("the page heading is a Tab stop")
        focused = expect_page(window, title, "focus on the season page's first control")
        log(f"the heading is no Tab stop; focus: {role(focused)} {name(focused)!r} in the page {title!r}")
        poll(lambda: name(window) == title or None, f"the window title to be {title!r}")
        # The page shows its title as its heading: the header bar does not repeat it (issue 33).
        time.sleep(0.5)
        repeated = [n for n in find_all(window, "label", title) if visible(n)
                    and not any(name(a) == "AdwLeaflet" for a in ancestors(n))]
        if repeated:
            fail(f"the header bar repeats the page's heading {title!r}")
        episodes = find(window, "list", "Episodes")
        rows = [n for n in walk(episodes, 3) if role(n) == "list item"]
        if not rows:
            fail("the Episodes list has no rows")
        headings = [name(n) for n in walk(episodes) if role(n) == "heading"]
        if headings:
            fail(f"episode rows expose headings: {headings}")
        log(f"season page: window {name(window)!r}, list 'Episodes' with {len(rows)} rows, no headings in it")
        screenshot("polish-season-header.png")


def check_movie_page():
    with App("--demo", "movie/1", env=DEMO) as app:
        window = app.window()
        toggle = poll(lambda: watchlist_toggle(window), "the Watchlist toggle button")
        if is_pressed(toggle):
            fail("the movie starts on the watchlist")
        if toggle.get_description() != "Add to Watchlist":
            fail(f"the toggle's description (tooltip) is {toggle.get_description()!r}")
        toggle.do_action(0)
        poll(lambda: is_pressed(watchlist_toggle(window)) or None, "the toggle to be pressed")
        find(window, "label", "Added to your watchlist")
        if watchlist_toggle(window).get_description() != "Remove from Watchlist":
            fail(f"the pressed toggle's description is {watchlist_toggle(window).get_description()!r}")
        log("click: pressed (name still 'Watchlist', tooltip 'Remove from Watchlist'), 'Added to your watchlist'")

        open_page_menu(window)
        poll(lambda: menu_item(window, "Remove from Watchlist"), "the menu item Remove from Watchlist")
        if menu_item(window, "Add to Watchlist"):
            fail("the page menu offers both Add and Remove")
        poll(lambda: menu_item(window, "Refresh"), "the menu item 'Refresh'")
        # The demo's titles have no TMDb page: no greyed-out web items (issue 33).
        for item in ("Open on TMDb", "Copy Link"):
            if menu_item(window, item):
                fail(f"the demo's page menu offers {item!r}")
        screenshot("polish-page-menu.png", whole_screen=True)
        keys("Escape")
        poll(lambda: not menu_item(window, "Remove from Watchlist"), "the page menu to close")

        keys("ctrl+d")
        poll(lambda: not is_pressed(watchlist_toggle(window)) or None, "Ctrl+D to release the toggle")
        find(window, "label", "Removed from your watchlist")
        undo = poll(lambda: visible_clickable(window, "push button", "Undo"), "the toast's Undo")
        undo.do_action(0)
        poll(lambda: is_pressed(watchlist_toggle(window)) or None, "Undo to press the toggle again")
        log("Ctrl+D: released, 'Removed from your watchlist'; Undo: pressed again")

        # Alt+2 moves focus into the Search page (its entry), Alt+3 into the Watchlist (its first poster).
        keys("alt+2")
        find(window, "entry", predicate=lambda n: has_state(n, Atspi.StateType.FOCUSED))
        keys("alt+3")
        expect_focus(window, lambda n: role(n) == "table cell" and name(n).endswith(", movie"),
                     "the first poster of the Watchlist")
        log("Alt+2: the search entry has focus; Alt+3: the Watchlist's first poster")


def watchlist_cards(window):
    return [n for n in find_all(window, "table cell") if name(n).endswith(", movie") and visible(n)]


def check_card_menu():
    with App("--demo", env=DEMO) as app:
        window = app.window()
        card = tab_until(window, lambda n: role(n) == "list item" and name(n).endswith(", movie"), "a movie card")
        title = name(card).rsplit(", ", 2)[0]
        keys("shift+F10")
        item = poll(lambda: menu_item(window, "Add to Watchlist"), "the card menu's Add to Watchlist")
        for other in ("Open", "Copy Link"):
            poll(lambda: menu_item(window, other), f"the card menu's {other!r}")
        screenshot("polish-card-menu.png", whole_screen=True)
        item.do_action(0)
        find(window, "label", "Added to your watchlist")
        keys("alt+3")
        cards = poll(lambda: watchlist_cards(window), "the movie on the Watchlist page")
        if not name(cards[0]).startswith(title + ", "):
            fail(f"the Watchlist shows {name(cards[0])!r}, expected {title!r}")
        log(f"Shift+F10 → Add to Watchlist: {title!r} on the Watchlist")

        # A right click on that poster: the menu offers Remove now.
        extents = Atspi.Component.get_extents(cards[0], Atspi.CoordType.SCREEN)
        x, y, width, height = extents.x, extents.y, extents.width, extents.height
        subprocess.run(["xdotool", "mousemove", str(x + width // 2), str(y + height // 3), "click", "3"], check=True)
        item = poll(lambda: menu_item(window, "Remove from Watchlist"), "the right-click menu's Remove")
        item.do_action(0)
        find(window, "label", "Removed from your watchlist")
        poll(lambda: not any(name(n).startswith(title + ", ") for n in watchlist_cards(window)) or None,
             f"{title!r} to leave the Watchlist")
        log(f"right click → Remove from Watchlist: {title!r} left the Watchlist")


def check_not_found():
    for route in ("movie/99999", "tv/1/season/9"):
        with App("--demo", route, env=DEMO) as app:
            window = app.window()
            find(window, "label", "Not Found", timeout=30)
            back = poll(lambda: visible_clickable(window, "push button", "Go Back"), "the Go Back button")
            if any(visible(n) for n in find_all(window, "label", "Could Not Load")):
                fail(f"{route}: shown as a network error (or a hidden error view is still in the tree)")
            screenshot(f"polish-not-found-{route.replace('/', '-')}.png")
            back.do_action(0)
            poll(lambda: not any(visible(n) for n in find_all(window, "label", "Not Found")) or None,
                 "Go Back to leave the page")
            log(f"{route}: Not Found with Go Back")


def check_refresh_from_page_menu():
    server = FakeTMDb("/3/__none=status:500")
    env = {"TMDB_API_TOKEN": "ui-test-token", "POPCORN_TMDB_API_URL": f"{server.base}/3", "LANGUAGE": "en"}
    try:
        with App("movie/100", env=env) as app:
            find(app.window(), "heading", "Harbour of Glass", timeout=60)
            time.sleep(1)
        age_cache(2 * 24 * 3600)
        server.fail_everything("reset")
        with App("movie/100", env=env) as app:
            window = app.window()
            find(window, "heading", "Harbour of Glass", timeout=60)
            poll(lambda: banner_shown(window), "the offline banner over the saved movie", timeout=60)
            server.recover()
            open_page_menu(window)
            poll(lambda: menu_item(window, "Refresh"), "the page menu's Refresh").do_action(0)
            # Explore below it stays stale (Refresh reloads the visible page), so the banner stays: the request
            # log shows the reload.
            poll(lambda: requests_per_path(server).get("/3/movie/100", 0) == 1, "Refresh to request the movie again",
                 timeout=60)
            find(window, "heading", "Harbour of Glass")
            others = {path: n for path, n in requests_per_path(server).items() if path != "/3/movie/100"}
            if others:
                fail(f"Refresh reloads the visible page only, but also requested {others}")
            log("stale movie/100: page menu → Refresh requested the movie again, and nothing else")
    finally:
        server.close()


def test():
    check_season_page()
    check_movie_page()
    check_card_menu()
    check_not_found()
    check_refresh_from_page_menu()


if __name__ == "__main__":
    run(test)
