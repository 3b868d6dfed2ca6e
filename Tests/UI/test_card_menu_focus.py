"""Issue 33 — closing a poster's context menu gives focus back to that poster: Shift+F10 then Escape, the Menu key
then Escape, a right click on another poster then Escape (focus moves to the clicked poster), and an item chosen
from the menu (Add to Watchlist) — never to the next poster or to "See All". Open moves focus into the page it
opens, and going back returns it to the poster."""
import subprocess
import time

from pages import describe, expect_focus, expect_page, focused, tab_until
from uitest import App, Atspi, fail, find_all, keys, log, name, poll, role, run

ENV = {"LANGUAGE": "en"}


def menu_item(window, label):
    return next((n for n in find_all(window, "menu item", label) if n.get_state_set().contains(Atspi.StateType.VISIBLE)),
                None)


def is_movie_card(node):
    return role(node) == "list item" and ", movie" in name(node)


def close_with_escape_and_expect(window, card_name, how):
    poll(lambda: menu_item(window, "Open"), f"the context menu ({how})")
    keys("Escape")
    poll(lambda: not menu_item(window, "Open"), f"the context menu to close ({how})")
    expect_card_focus(window, card_name, how)


def expect_card_focus(window, card_name, how):
    """Focus is on the poster named `card_name` (which may have gained a badge, e.g. "on your watchlist")."""
    expect_focus(window, lambda n: role(n) == "list item" and name(n).startswith(card_name),
                 f"the poster {card_name!r}", 5)
    # Focus must stay there, not move on a moment later.
    time.sleep(0.5)
    node = focused(window)
    if node is None or not name(node).startswith(card_name):
        fail(f"{how}: focus moved on to {describe(node)} instead of staying on {card_name!r}")
    log(f"{how}: focus back on {card_name!r}")


def test():
    with App("--demo", env=ENV) as app:
        window = app.window()
        tab_until(window, is_movie_card, "a movie card")
        # Not the first card of the row: the menu's closing used to move focus to the next one.
        keys("Right")
        card = expect_focus(window, is_movie_card, "the second movie card", 5)
        card_name = name(card)

        keys("shift+F10")
        close_with_escape_and_expect(window, card_name, "Shift+F10, Escape")

        keys("Menu")
        close_with_escape_and_expect(window, card_name, "Menu, Escape")

        # A right click on another poster of the row (the one after the focused card).
        cards = [n for n in find_all(window, "list item") if is_movie_card(n)
                 and n.get_parent() is not None and name(n.get_parent()) == name(card.get_parent())]
        other = next(n for n in cards if Atspi.Component.get_extents(n, Atspi.CoordType.SCREEN).x
                     > Atspi.Component.get_extents(card, Atspi.CoordType.SCREEN).x)
        other_name = name(other)
        rect = Atspi.Component.get_extents(other, Atspi.CoordType.SCREEN)
        subprocess.run(["xdotool", "mousemove", "--sync", str(rect.x + rect.width // 2), str(rect.y + rect.height // 3),
                        "click", "3"], check=True)
        close_with_escape_and_expect(window, other_name, "right click, Escape")

        # Choosing an item closes the menu too: focus stays on the poster.
        keys("shift+F10")
        add = poll(lambda: menu_item(window, "Add to Watchlist"), "the menu's Add to Watchlist")
        add.do_action(0)
        poll(lambda: not menu_item(window, "Open"), "the context menu to close after Add to Watchlist")
        expect_card_focus(window, other_name, "Shift+F10, Add to Watchlist")

        # Open: the page it opens takes focus; going back gives it to the poster again.
        keys("shift+F10")
        poll(lambda: menu_item(window, "Open"), "the context menu's Open")
        keys("Return")
        title = other_name.split(", ")[0]
        expect_page(window, title, f"focus in the page {title!r} opened from the menu")
        poll(lambda: name(window) == title, f"the window title {title!r}")
        keys("alt+Left")
        expect_card_focus(window, other_name, "Shift+F10, Open, then Back")


if __name__ == "__main__":
    run(test)
