"""Issue 33 — the mouse wheel over a poster row: a vertical wheel scrolls the page (Explore's carousels, the movie
page's Cast row), Shift+wheel and the horizontal wheel (buttons 6/7) scroll the row. Real pointer events with
xdotool; positions read from the AT-SPI tree."""
import subprocess
import time

from make_screenshots import set_window_size
from uitest import App, Atspi, fail, find, log, name, poll, role, run

ENV = {"LANGUAGE": "en"}


def extents(node):
    rect = Atspi.Component.get_extents(node, Atspi.CoordType.SCREEN)
    return rect.x, rect.y, rect.width, rect.height


def pointer_over(node):
    x, y, width, height = extents(node)
    subprocess.run(["xdotool", "mousemove", "--sync", str(x + width // 2), str(y + height // 3)], check=True)
    time.sleep(0.3)  # the motion reaches GTK before the wheel


def wheel(button, times=3, shift=False):
    """Turns the wheel: button 4 up, 5 down, 6 left, 7 right; with Shift held when `shift`."""
    command = ["xdotool"]
    if shift:
        command += ["keydown", "shift"]
    for _ in range(times):
        command += ["click", str(button)]
    if shift:
        command += ["keyup", "shift"]
    subprocess.run(command, check=True)


def settled(read, seconds=0.6):
    """The value of read() once it stopped changing (scrolling is applied over a few frames)."""
    previous = read()
    while True:
        time.sleep(seconds)
        current = read()
        if current == previous:
            return current
        previous = current


def row_cards(row):
    return [row.get_child_at_index(index) for index in range(row.get_child_count())]


def card_x(row, title):
    """The screen x of the card named `title`, which moves left as the row scrolls right (the list recycles its
    card widgets, so cards are told apart by name, not by position)."""
    return next(extents(card)[0] for card in row_cards(row) if name(card) == title)


def scroll_into_view(window, row):
    """Turns the wheel over the page's left margin (no row there) until `row` is on screen with room below it."""
    window_height = extents(window)[3]
    subprocess.run(["xdotool", "mousemove", "--sync", "40", str(window_height // 2)], check=True)
    for _ in range(30):
        x, y, width, height = extents(row)
        if y + height < window_height - 80:
            return
        wheel(5, times=1)
        time.sleep(0.2)
    fail(f"the page never scrolled {name(row)!r} into view")


def check_row(window, row_name, card_suffix):
    row = find(window, "list", row_name)
    poll(lambda: any(card_suffix in name(card) for card in row_cards(row)), f"cards in {row_name!r}")
    scroll_into_view(window, row)
    settled(lambda: extents(row)[1])
    row_y = extents(row)[1]
    # A card in the middle of those shown: it stays in the list while the row scrolls by a few cards.
    shown = [card for card in row_cards(row) if extents(card)[2] > 0]
    title = name(shown[len(shown) // 2])
    start_x = card_x(row, title)
    pointer_over(row_cards(row)[0])

    wheel(5)
    poll(lambda: extents(row)[1] < row_y - 20, f"the wheel over {row_name!r} to scroll the page")
    new_y = settled(lambda: extents(row)[1])
    if card_x(row, title) != start_x:
        fail(f"the vertical wheel scrolled the row {row_name!r} sideways ({start_x} → {card_x(row, title)})")
    log(f"{row_name}: wheel down scrolled the page (row y {row_y} → {new_y}), not the row")

    wheel(4)
    poll(lambda: extents(row)[1] > new_y + 20, f"the wheel up over {row_name!r} to scroll the page back")
    row_y = settled(lambda: extents(row)[1])
    log(f"{row_name}: wheel up scrolled the page back (row y {new_y} → {row_y})")

    pointer_over(row_cards(row)[0])
    wheel(5, shift=True)
    poll(lambda: card_x(row, title) < start_x - 20, f"Shift+wheel to scroll the row {row_name!r}")
    shifted_x = settled(lambda: card_x(row, title))
    if extents(row)[1] != row_y:
        fail(f"Shift+wheel over {row_name!r} scrolled the page ({row_y} → {extents(row)[1]})")
    log(f"{row_name}: Shift+wheel scrolled the row ({title!r} x {start_x} → {shifted_x}), not the page")

    wheel(6)
    poll(lambda: card_x(row, title) > shifted_x + 20, f"the horizontal wheel to scroll the row {row_name!r} back")
    if extents(row)[1] != row_y:
        fail(f"the horizontal wheel over {row_name!r} scrolled the page")
    log(f"{row_name}: the horizontal wheel (left) scrolled the row back ({title!r} x {shifted_x} → {card_x(row, title)})")


def test():
    with App("--demo", env=ENV) as app:
        window = app.window()
        check_row(window, "Trending Movies", ", movie")
    # Narrow enough that the five cast cards do not fit: the row can scroll.
    set_window_size(560, 700)
    with App("--demo", "movie/1", env=ENV) as app:
        window = app.window()
        find(window, "list", "Cast")
        check_row(window, "Cast", ", person")


if __name__ == "__main__":
    run(test)
