"""Issue 35 — the Statistics page, by keyboard and screen reader. The demo library is seeded from the command
line before launching (UTC days, 2017):
  movie/2 on 14 March and again on 15 March (a rewatch), movie/14 on 14 March,
  tv/1 season 1 (8 episodes) on 2 June, movie/12 on 30 November; movie/2 rated 8.
`stats?year=2017` opens with the heatmap one Tab stop away: it is focused on the latest day with a play and
reads it ("1 play on 30 November 2017"); Home goes to 1 January, Right moves a week and Down a day, each cell
reading its value (14 March: 2 plays, 15 March: 1, 13 March: none). "Show as Table" swaps the heatmap for its
rows ("14 March 2017: 2 plays"), the plays per month, the networks and studios ("Northsea One: 1 title,
Network") and the ratings for theirs ("8: 1 title, 7.7": one title rated 8, TMDb's average of it 7.7); the top
genres read each genre with its titles. Up Next's header button "Statistics" and
Ctrl+Shift+S (the main menu's item) open the page. The page exports no image of its own (its page menu has no
"Export Image…"): its "Year in Review" button opens the year's review, whose "Export Image…" writes it through
the file chooser: a 1080 × 1920 PNG, not blank. Screenshots light, dark, 360 px (the page lets the window be
360 px wide), German."""
import os
import re
import subprocess
import time

from pages import focused, tab_until
from uitest import ARTIFACTS, App, children, type_text, cli, fail, find, find_all, keys, log, name, poll, role, run, screenshot, visible_clickable

ENV = {"LANGUAGE": "en", "POPCORN_TODAY": "2017-12-31"}
PLAYS = [
    ("movie/2", "2017-03-14"),
    ("movie/14", "2017-03-14"),
    ("movie/2", "2017-03-15"),
    ("tv/1/season/1", "2017-06-02"),
    ("movie/12", "2017-11-30"),
]
SCHEMES = {"light": "prefer-light", "dark": "prefer-dark"}


def set_window_size(width, height):
    folder = os.path.join(os.environ["XDG_CONFIG_HOME"], "glib-2.0", "settings")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "keyfile"), "w") as keyfile:
        keyfile.write(f"[io/github/popcorn/Popcorn]\nwelcome-shown=true\nwindow-width={width}\n"
                      f"window-height={height}\n")


def is_heatmap(node):
    return role(node) == "table cell" and " on " in name(node)


def expect_cell(window, text):
    """Waits until the focused heatmap cell reads `text`."""
    node = poll(lambda: (lambda n: n if n is not None and is_heatmap(n) and name(n) == text else None)(
        focused(window)), f"the heatmap to read {text!r}", timeout=5)
    log(f"heatmap reads {name(node)!r}")
    return node


def keyboard_and_tables():
    set_window_size(1100, 900)
    with App("--demo", "stats?year=2017", env=ENV) as app:
        window = app.window()
        app.window("Statistics 2017")
        find(window, "label", "Time Watched")
        tab_until(window, is_heatmap, "the heatmap")
        expect_cell(window, "1 play on 30 November 2017")
        screenshot("statistics-heatmap-focus.png")
        keys("Home")
        expect_cell(window, "No plays on 1 January 2017")
        keys(*["Right"] * 10, "Down", "Down")
        expect_cell(window, "2 plays on 14 March 2017")
        keys("Down")
        expect_cell(window, "1 play on 15 March 2017")
        keys("Up", "Up")
        expect_cell(window, "No plays on 13 March 2017")
        # One Tab stop: Tab leaves the heatmap for the next control.
        keys("Tab")
        poll(lambda: not is_heatmap(focused(window)), "Tab to leave the heatmap", timeout=5)

        toggles = poll(lambda: [n for n in find_all(window, "toggle button") + find_all(window, "push button")
                                if name(n) == "Show as Table"], "the Show as Table toggles")
        log(f"{len(toggles)} Show as Table toggles")
        if len(toggles) < 4:
            fail(f"expected a Show as Table toggle on each of the four charts, found {len(toggles)}")
        toggles[0].do_action(0)
        find(window, "list item", "14 March 2017: 2 plays")
        find(window, "list item", "2 June 2017: 8 plays")
        days = [name(n) for n in find_all(window, "list item") if name(n).endswith(" 2017: 1 play")]
        if sorted(days) != ["15 March 2017: 1 play", "30 November 2017: 1 play"]:
            fail(f"the heatmap's table rows with one play are {days}")
        toggles[1].do_action(0)
        june = find(window, "list item", predicate=lambda n: name(n).startswith("June 2017: 8 plays, "))
        log(f"month row: {name(june)!r}")
        find(window, "list item", predicate=lambda n: name(n).startswith("March 2017: 3 plays, "))
        toggles[2].do_action(0)
        find(window, "list item", "Northsea One: 1 title, Network")
        find(window, "list item", predicate=lambda n: re.fullmatch(r".+: 1 title, Studio", name(n)) is not None)
        toggles[3].do_action(0)
        find(window, "list item", "8: 1 title, 7.7")
        find(window, "list item", "1: 0 titles, —")
        genres = find(window, "list", "Top Genres")
        rows = [name(n) for n in find_all(genres, "list item")]
        log(f"top genres: {rows}")
        if not rows or not all(re.fullmatch(r".+: \d+ titles?", row) for row in rows):
            fail(f"the top genres' rows do not read a genre and its titles: {rows}")
        time.sleep(0.5)
        screenshot("statistics-tables.png")


def entry_points():
    set_window_size(1100, 900)
    with App("--demo", "up-next", env=ENV) as app:
        window = app.window()
        poll(lambda: visible_clickable(window, "push button", "Statistics"), "Up Next's Statistics button").do_action(0)
        app.window("Statistics")
        find(window, "label", "All Time")
        log("Up Next's header button opened the statistics (all time)")
        keys("alt+1")
        app.window("Popcorn")
        keys("ctrl+shift+s")
        app.window("Statistics")
        log("Ctrl+Shift+S opened the statistics")


def export_image():
    target = os.path.join(ARTIFACTS, "statistics-review-2017.png")
    if os.path.exists(target):
        os.remove(target)
    set_window_size(1100, 900)
    with App("--demo", "stats?year=2017", env=ENV) as app:
        window = app.window()
        app.window("Statistics 2017")
        find(window, "label", "Time Watched")
        poll(lambda: visible_clickable(window, "push button", "Page Menu"), "the page menu button").do_action(0)
        poll(lambda: next((n for n in find_all(window) if "menu item" in role(n)), None), "the page menu's items")
        items = [name(n) for n in find_all(window) if "menu item" in role(n)]
        if "Export Image…" in items:
            fail(f"the statistics page's menu offers its own Export Image…: {items}")
        keys("Escape")
        poll(lambda: visible_clickable(window, "push button", "Year in Review"),
             "the Year in Review button").do_action(0)
        app.window("Year in Review 2017")
        poll(lambda: visible_clickable(window, "push button", "Export Image…"),
             "the review's Export Image…").do_action(0)
        poll(lambda: next((w for w in children(app.accessible) if name(w) == "Export Image"), None),
             "the file chooser")
        keys("ctrl+a")
        type_text(target)
        keys("Return")
        find(window, "label", "Image exported")
        poll(lambda: os.path.exists(target), "the exported image")
    size = subprocess.run(["identify", "-format", "%w %h", target], capture_output=True, text=True).stdout
    colours = int(subprocess.run(["convert", target, "-format", "%k", "info:"], capture_output=True,
                                 text=True).stdout or 0)
    log(f"review image: {size}, {colours} colours")
    if size != "1080 1920":
        fail(f"the review image is {size!r}, expected 1080 1920")
    if colours < 10:
        fail(f"the review image looks blank ({colours} colours)")


def screenshots():
    for width, scheme, language in [(1280, "light", "en"), (1280, "dark", "en"), (360, "light", "en"),
                                    (360, "dark", "en"), (1280, "light", "de")]:
        set_window_size(width, 900)
        env = dict(ENV, LANGUAGE=language, ADW_DEBUG_COLOR_SCHEME=SCHEMES[scheme])
        if language == "de":
            env["LANG"] = "de_DE.UTF-8"
        with App("--demo", "stats?year=2017", env=env) as app:
            window = app.window()
            poll(lambda: find_all(window, "table cell"), "the heatmap")
            time.sleep(1)
            path = screenshot(f"statistics-{width}-{scheme}-{language}.png")
            shown = subprocess.run(["identify", "-format", "%w", path], capture_output=True, text=True).stdout
            if width == 360 and shown != "360":
                fail(f"the page keeps the window {shown} px wide, not 360")


def test():
    for route, day in PLAYS:
        cli("watched", "add", route, "--date", day, "--demo", env=ENV)
    cli("rate", "movie/2", "8", "--demo", env=ENV)
    keyboard_and_tables()
    entry_points()
    export_image()
    screenshots()
    with App("--demo", "stats?year=2016", env=ENV) as app:
        window = app.window()
        find(window, "label", "No Plays in 2016")
        find(window, "push button", "Explore")
        screenshot("statistics-empty.png")


if __name__ == "__main__":
    run(test)
