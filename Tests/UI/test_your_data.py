"""Issue 18 — Preferences → Your Data, over the demo catalog.

A backup of another library (watchlist movie/19 and tv/1, a play of tv/1 S1E1 on 2020-05-01, rating 7 on
movie/19; written with `popcorn export`) is restored through Restore… and its file chooser: a toast sums it
up and `watchlist list` / `watched list` show it. Back Up… writes the app's library through the save
dialog. Import from Letterboxd… takes a diary with "Moonlit Static" (2026) and a film that does not exist:
the toast sums up, a dialog lists the unmatched row in selectable text, and the play of movie/19 on
2023-05-31 is stored. A file that is not an IMDb export fails in a dialog saying nothing was imported.
Then, against a slow loopback TMDb, the progress dialog's Cancel stops an import and nothing is stored.
Screenshots: light, dark and 360 px narrow.
"""
import json
import os
import subprocess
import tempfile
import time
import urllib.request

from pages import ROOT, tab_until
from uitest import ARTIFACTS, App, Atspi, TestFailure, children, cli, fail, find, find_all, has_state, keys, log, name, poll, role, \
    run, screenshot, type_text, visible_clickable

FAKE = os.path.join(ROOT, "Tests", "Support", "fake_tmdb.py")
ENV = {"LANGUAGE": "en", "ADW_DEBUG_COLOR_SCHEME": "prefer-light"}
UNMATCHED = "diary.csv, line 3: No Such Film (2026) — TMDb has no such title."
DIARY = ("Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n"
         "2023-06-01,Moonlit Static,2026,https://boxd.it/a,3.5,,,2023-05-31\n"
         "2023-06-02,No Such Film,2026,https://boxd.it/b,4,,,2023-06-02\n")


def window_named(app, title):
    return poll(lambda: next((w for w in children(app.accessible) if name(w) == title), None), f"the window {title!r}")


def dialog_showing(app, text):
    """The app's window (not the main or preferences one) holding a label `text`."""
    def found():
        for window in children(app.accessible):
            if name(window) not in ("Popcorn", "Preferences") and find_all(window, "label", text):
                return window
        return None
    try:
        return poll(found, f"a dialog saying {text!r}")
    except TestFailure:
        screenshot("your-data-failure.png", whole_screen=True)
        raise


def button(root, label):
    return poll(lambda: visible_clickable(root, "push button", label), f"the button {label!r}")


def open_preferences(app):
    app.window()
    keys("ctrl+comma")
    prefs = app.window("Preferences")
    find(prefs, "label", "Your Data")
    return prefs


def choose_file(app, title, path, save=False):
    """Answers GTK's file chooser (a window of the app named `title`): a save dialog has the focus in its
    name field; an open dialog takes a typed location after Ctrl+L."""
    window_named(app, title)
    keys("ctrl+a" if save else "ctrl+l")
    type_text(path)
    # The location entry ignores Return until it has loaded the typed folder, which AT-SPI does not show.
    time.sleep(1)
    keys("Return")


def prepare_backup(path):
    """A backup of another library, written by the command line."""
    other = tempfile.mkdtemp(prefix="popcorn-other-")
    env = {"XDG_DATA_HOME": other, "XDG_CACHE_HOME": other}
    cli("watchlist", "add", "movie/19", "--demo", env=env)
    cli("watchlist", "add", "tv/1", "--demo", env=env)
    cli("watched", "add", "tv/1/season/1/episode/1", "--date", "2020-05-01", "--demo", env=env)
    cli("rate", "movie/19", "7", "--demo", env=env)
    cli("export", path, "--demo", env=env)


def resize(title, width, height):
    subprocess.run(["xdotool", "search", "--onlyvisible", "--name", f"^{title}$", "windowsize", "--sync",
                    str(width), str(height)], check=False)


def screenshots_of_the_group(suffix, env):
    with App("--demo", env=dict(ENV, **env)) as app:
        prefs = open_preferences(app)
        if suffix == "narrow":
            resize("Preferences", 360, 720)
        # Keyboard: Tab reaches the last row's button (scrolling the group into view).
        tab_until(prefs, lambda n: role(n) == "push button" and name(n) == "Import from IMDb…", "Import from IMDb…",
                  limit=80)
        if suffix == "light":
            keys("alt+l")
            window_named(app, "Import from Letterboxd")
            keys("Escape")
            poll(lambda: not any(name(w) == "Import from Letterboxd" for w in children(app.accessible)),
                 "the file chooser to close")
            log("Alt+L (Import from _Letterboxd…) opens its file chooser")
        time.sleep(0.5)  # the scroll to the focused row is animated
        screenshot(f"your-data-{suffix}.png", window_title="Preferences")


def test():
    os.makedirs(ARTIFACTS, exist_ok=True)
    backup = os.path.join(ARTIFACTS, "your-data-other-library.json")
    written = os.path.join(ARTIFACTS, "your-data-backup.json")
    diary = os.path.join(ARTIFACTS, "diary.csv")
    garbage = os.path.join(ARTIFACTS, "ratings.csv")
    for path in (backup, written):
        if os.path.exists(path):
            os.remove(path)
    prepare_backup(backup)
    with open(diary, "w", encoding="utf-8") as f:
        f.write(DIARY)
    with open(garbage, "wb") as f:
        f.write(bytes(range(256)) * 4)

    with App("--demo", env=ENV) as app:
        prefs = open_preferences(app)
        for label in ("Back Up…", "Restore…", "Import from Trakt…", "Import from Letterboxd…", "Import from IMDb…"):
            button(prefs, label)
        log("Your Data offers its five rows")

        # Restore… → the open dialog → the backup of the other library.
        button(prefs, "Restore…").do_action(0)
        choose_file(app, "Restore Backup", backup)
        find(prefs, "label", "Backup restored")
        screenshot("your-data-restored.png", window_title="Preferences")
        button(prefs, "Details").do_action(0)
        details = dialog_showing(app, "Imported — plays: 1, ratings: 1, watchlist entries: 2; duplicates skipped: 0.")
        if name(details) != "Backup Restored":
            fail(f"the summary dialog is named {name(details)!r}")
        screenshot("your-data-details.png", whole_screen=True)
        button(details, "Close").do_action(0)
        watchlist = cli("watchlist", "list", "--demo", env=ENV).split()
        if sorted(watchlist) != ["movie/19", "tv/1"]:
            fail(f"the restored watchlist is {watchlist}")
        if "tv/1/season/1/episode/1\t2020-05-01" not in cli("watched", "list", "--demo", env=ENV):
            fail("the restored play is missing")
        log("restored: watchlist movie/19 + tv/1, the play of 2020-05-01")

        # Back Up… → the save dialog → the app's library in a file.
        button(prefs, "Back Up…").do_action(0)
        choose_file(app, "Back Up Library", written, save=True)
        find(prefs, "label", "Backed up to your-data-backup.json")
        poll(lambda: os.path.exists(written), "the backup file")
        with open(written, encoding="utf-8") as f:
            document = json.load(f)
        if document.get("format") != "popcorn-backup" or len(document.get("watchlist", [])) != 2:
            fail(f"the backup is not the library: {str(document)[:300]}")
        log("backed up: a popcorn-backup with the two watchlist entries")

        # Import from Letterboxd… → one row matches, one is listed in the summary dialog.
        button(prefs, "Import from Letterboxd…").do_action(0)
        choose_file(app, "Import from Letterboxd", diary)
        summary = dialog_showing(app, "Some Rows Were Not Imported")
        row = find(summary, "label", UNMATCHED)
        if not has_state(row, Atspi.StateType.SELECTABLE_TEXT) and not has_state(row, Atspi.StateType.FOCUSABLE):
            fail("the unmatched rows cannot be selected")
        screenshot("your-data-unmatched.png", whole_screen=True)
        find(summary, "label", "Imported — plays: 1, ratings: 0, watchlist entries: 0; duplicates skipped: 1.\n\n"
             "1 row matched no title on TMDb and was left out:")
        button(summary, "Close").do_action(0)
        find(prefs, "label", "Imported from Letterboxd")
        if "movie/19\t2023-05-31" not in cli("watched", "list", "--demo", env=ENV):
            fail("the Letterboxd play of Moonlit Static on 2023-05-31 is missing")
        log("Letterboxd: movie/19 watched on 2023-05-31 (its rating 7 was already there); the unmatched row is listed")

        # A file that is not an IMDb export: a dialog says so, and nothing is imported.
        before = cli("watched", "list", "--demo", env=ENV)
        button(prefs, "Import from IMDb…").do_action(0)
        choose_file(app, "Import from IMDb", garbage)
        error = dialog_showing(app, "The Files Could Not Be Imported")
        body = poll(lambda: next((name(n) for n in find_all(error, "label") if "Nothing was imported." in name(n)), None),
                    "the error's explanation")
        log(f"error: {body}")
        if not body.startswith("ratings.csv"):
            fail(f"the error does not name the file: {body}")
        screenshot("your-data-error.png", whole_screen=True)
        keys("Escape")
        if cli("watched", "list", "--demo", env=ENV) != before:
            fail("a failed import changed the library")

    for suffix, env in (("light", {}), ("dark", {"ADW_DEBUG_COLOR_SCHEME": "prefer-dark"}), ("narrow", {})):
        screenshots_of_the_group(suffix, env)

    cancel_against_a_slow_tmdb(diary)


def cancel_against_a_slow_tmdb(diary):
    server = subprocess.Popen(["/usr/bin/python3", FAKE, "--exit-on-stdin-eof", "--fault", "/3/search/multi=slow:6"],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        line = server.stdout.readline()
        if not line.startswith("PORT "):
            fail(f"fake TMDb did not start: {line!r}")
        base = f"http://127.0.0.1:{int(line.split()[1])}"
        env = dict(ENV, TMDB_API_TOKEN="ui-test-token", POPCORN_TMDB_API_URL=f"{base}/3")
        with App(env=env) as app:
            prefs = open_preferences(app)
            button(prefs, "Import from Letterboxd…").do_action(0)
            choose_file(app, "Import from Letterboxd", diary)
            progress = dialog_showing(app, "Importing from Letterboxd…")
            screenshot("your-data-progress.png", whole_screen=True)
            button(progress, "Cancel").do_action(0)
            find(prefs, "label", "Cancelled: nothing was imported")
            searches = json.load(urllib.request.urlopen(f"{base}/__requests", timeout=10))["perPath"]
            log(f"requests before cancelling: {searches}")
            if not searches.get("/3/search/multi"):
                fail("the import was not looking up titles when it was cancelled")
        if cli("watched", "list", env=env).strip():
            fail("a cancelled import stored plays")
        log("cancelled during the lookups: nothing stored")
    finally:
        server.stdin.close()
        server.wait(timeout=10)


if __name__ == "__main__":
    run(test)
