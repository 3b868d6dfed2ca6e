"""Issue 35 — the Year in Review. The demo library is seeded from the command line before launching (UTC days,
2017):
  tv/2 season 1 (6 episodes) on 10 March, tv/3 S1E1 on 11 March and S1E2 on 12 March, movie/1 on 14 March
  (rated 9), movie/3 on 15 March (rated 8), tv/1 season 1 (8 episodes) on 2 June, tv/5 S1E1 on 1 September,
  movie/4 on 30 November (rated 7).
So the busiest month is March 2017 (10 plays), the series are Harbour Lights (8), The Understudies (6), Orbit
Street (2) and The Tinker's Almanac (1), the movies The Lantern Keeper (9), Paper Orchard (8) and Nightfall
Express (7).
`popcorn stats export-review --year 2017 FILE` writes a 1080 × 1920 PNG that is not blank and whose text,
read back by tesseract, holds the figures `popcorn dump stats/review?year=2017` gives: the time watched, the
movie and episode counts, the top series' names and the busiest month. An unwritable FILE exits 1. In the
app, `stats/review?year=2017` reads its headline figures and its series list over AT-SPI, "Export Image…"
is reached with Tab and writes the image through the file chooser, and the statistics page's "Year in
Review" button opens the page. Screenshots light, dark, 360 px, German, and the exported image."""
import json
import os
import re
import subprocess
import time

from pages import tab_until
from test_statistics import SCHEMES, set_window_size
from uitest import (APP_PATH, ARTIFACTS, App, children, cli, fail, find, find_all, keys, log, name, poll, role,
                    run, screenshot, type_text, visible_clickable)

ENV = {"LANGUAGE": "en"}
PLAYS = [
    ("tv/2/season/1", "2017-03-10"),
    ("tv/3/season/1/episode/1", "2017-03-11"),
    ("tv/3/season/1/episode/2", "2017-03-12"),
    ("movie/1", "2017-03-14"),
    ("movie/3", "2017-03-15"),
    ("tv/1/season/1", "2017-06-02"),
    ("tv/5/season/1/episode/1", "2017-09-01"),
    ("movie/4", "2017-11-30"),
]
RATINGS = [("movie/1", "9"), ("movie/3", "8"), ("movie/4", "7")]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]


def plural(count, one, many):
    return f"{count} {one if count == 1 else many}"


def time_watched(minutes):
    """The app's "3 days 4 hours" / "5 hours 20 minutes" / "45 minutes" (StatisticsPageDisplay.timeWatched)."""
    days, hours, rest = minutes // 1440, minutes // 60 % 24, minutes % 60
    if days:
        return plural(days, "day", "days") + (" " + plural(hours, "hour", "hours") if hours else "")
    if hours:
        return plural(hours, "hour", "hours") + (" " + plural(rest, "minute", "minutes") if rest else "")
    return plural(rest, "minute", "minutes")


def words(text):
    """Lower-case words and numbers, for comparing OCR text (which may break lines and spacing differently)."""
    return " ".join(re.findall(r"[a-z0-9']+", text.lower().replace("’", "'")))


def image_facts(path):
    size = subprocess.run(["identify", "-format", "%w %h", path], capture_output=True, text=True).stdout
    colours = int(subprocess.run(["convert", path, "-format", "%k", "info:"], capture_output=True,
                                 text=True).stdout or 0)
    return size, colours


def exported_image_reads_the_dump():
    review = json.loads(cli("dump", "stats/review?year=2017", "--demo", env=ENV))
    log(f"dump: {review['minutesWatched']} minutes, {review['moviesWatched']} movies, "
        f"{review['episodesWatched']} episodes, busiest {review['busiestMonth']}, "
        f"series {[s['name'] for s in review['series']]}")
    if [s["name"] for s in review["series"]][:3] != ["Harbour Lights", "The Understudies", "Orbit Street"]:
        fail(f"unexpected series in the dump: {review['series']}")
    target = fresh_target("year-in-review-2017-cli.png")
    printed = cli("stats", "export-review", "--year", "2017", target, "--demo", env=ENV)
    log(f"export-review: {printed.strip()}")
    size, colours = image_facts(target)
    log(f"exported image: {size}, {colours} colours")
    if size != "1080 1920":
        fail(f"the review image is {size!r}, expected 1080 1920")
    if colours < 10:
        fail(f"the review image looks blank ({colours} colours)")
    ocr = subprocess.run(["tesseract", target, "-", "--psm", "4"], capture_output=True, text=True)
    if ocr.returncode != 0:
        fail(f"tesseract failed: {ocr.stderr}")
    text = words(ocr.stdout)
    log(f"OCR: {text!r}")
    month = review["busiestMonth"]["month"]
    expected = {
        "time watched": time_watched(review["minutesWatched"]),
        "movies": f"{review['moviesWatched']} movies watched",
        "episodes": f"{review['episodesWatched']} episodes watched",
        "busiest month": f"{MONTHS[int(month[5:]) - 1]} {month[:4]}",
        "year": str(review["year"]),
    }
    for series in review["series"][:3]:
        expected[f"series {series['name']}"] = series["name"]
    for movie in review["movies"][:3]:
        expected[f"movie {movie['title']}"] = movie["title"]
    missing = {what: value for what, value in expected.items() if words(value) not in text}
    if missing:
        fail(f"the image's text lacks {missing}")
    log(f"the image reads {sorted(expected.values())}")

    unwritable = subprocess.run([APP_PATH, "stats", "export-review", "--year", "2017", "/nonexistent/review.png",
                                 "--demo"], env=dict(os.environ, **ENV), capture_output=True, text=True)
    log(f"unwritable FILE: exit {unwritable.returncode}: {unwritable.stderr.strip()}")
    if unwritable.returncode != 1 or "could not be written" not in unwritable.stderr:
        fail(f"an unwritable FILE should exit 1 saying so, got {unwritable.returncode}: {unwritable.stderr}")
    return review


def fresh_target(file_name):
    """The path of `file_name` under the artifacts, removed if an earlier run left it."""
    path = os.path.join(ARTIFACTS, file_name)
    if os.path.exists(path):
        os.remove(path)
    return path


def choose_file(app, title, path):
    """Types `path` into GTK's file chooser (a window of the app named `title`) and accepts it."""
    poll(lambda: title in [name(w) for w in children(app.accessible)], f"the file chooser {title!r}")
    keys("ctrl+a")
    type_text(path)
    keys("Return")


def page_reads_and_exports(review):
    target = fresh_target("year-in-review-2017-app.png")
    set_window_size(1100, 900)
    with App("--demo", "stats/review?year=2017", env=ENV) as app:
        window = app.window("Year in Review 2017")
        time_text = time_watched(review["minutesWatched"])
        for figure in [f"{time_text}, Time Watched", f"{review['moviesWatched']}, Movies Watched",
                       f"{review['episodesWatched']}, Episodes Watched"]:
            node = find(window, predicate=lambda n, figure=figure: name(n) == figure)
            log(f"figure: {role(node)} {name(node)!r}")
        series_list = find(window, "list", "Most-Watched Series")
        rows = [name(n) for n in find_all(series_list, "list item")]
        log(f"series rows: {rows}")
        expected = [f"{s['name']}: {plural(s['episodePlays'], 'episode', 'episodes')}" for s in review["series"]]
        if rows != expected:
            fail(f"the series list reads {rows}, expected {expected}")
        find(window, "list item", "The Lantern Keeper: 9/10")
        find(window, "label", "March 2017 · 10 plays")

        tab_until(window, lambda n: role(n) == "push button" and name(n) == "Export Image…", "Export Image…")
        keys("Return")
        choose_file(app, "Export Image", target)
        find(window, "label", "Image exported")
        poll(lambda: os.path.isfile(target), "the exported image")
        size, colours = image_facts(target)
        log(f"the page's image: {size}, {colours} colours")
        if size != "1080 1920" or colours < 10:
            fail(f"the page's exported image is {size!r} with {colours} colours")

        poll(lambda: visible_clickable(window, "push button", "Page Menu"), "the page menu button").do_action(0)
        poll(lambda: next((n for n in find_all(window) if name(n) == "Export Image…" and "menu item" in role(n)),
                          None), "the page menu's Export Image…")
        keys("Escape")


def statistics_button_opens_the_review():
    set_window_size(1100, 900)
    with App("--demo", "stats?year=2017", env=ENV) as app:
        window = app.window()
        app.window("Statistics 2017")
        poll(lambda: visible_clickable(window, "push button", "Year in Review"),
             "the statistics page's Year in Review button").do_action(0)
        app.window("Year in Review 2017")
        find(window, "list", "Most-Watched Series")
        log("the statistics page's button opened the Year in Review 2017")


def screenshots():
    """The page at 1280 and 360 px, light and dark, in English and German."""
    german = {"LANGUAGE": "de", "LANG": "de_DE.UTF-8"}
    for language, width, scheme in [(lang, w, s) for lang in ("en", "de") for w in (1280, 360) for s in SCHEMES]:
        set_window_size(width, 900)
        env = dict(ENV, ADW_DEBUG_COLOR_SCHEME=SCHEMES[scheme], **(german if language == "de" else {}))
        with App("--demo", "stats/review?year=2017", env=env) as app:
            lists = poll(lambda: find_all(app.window(), "list item"), "the lists")
            log(f"{len(lists)} list rows at {width} px, {scheme}, {language}")
            time.sleep(1.5)
            screenshot(f"year-in-review-{width}-{scheme}-{language}.png")


def empty_year():
    """A year without plays: the empty state, whose button leads out to the all-time statistics."""
    with App("--demo", "stats/review?year=2016", env=ENV) as app:
        window = app.window("Year in Review 2016")
        find(window, "label", "No Plays in 2016")
        screenshot("year-in-review-empty.png")
        poll(lambda: visible_clickable(window, "push button", "All-Time Statistics"),
             "the empty state's All-Time Statistics").do_action(0)
        app.window("Statistics")
        log("the empty year's button opened the all-time statistics")


def test():
    for route, day in PLAYS:
        cli("watched", "add", route, "--date", day, "--demo", env=ENV)
    for route, value in RATINGS:
        cli("rate", route, value, "--demo", env=ENV)
    review = exported_image_reads_the_dump()
    page_reads_and_exports(review)
    statistics_button_opens_the_review()
    screenshots()
    empty_year()


if __name__ == "__main__":
    run(test)
