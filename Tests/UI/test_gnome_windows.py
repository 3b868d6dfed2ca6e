"""Preferences (Ctrl+,), keyboard shortcuts (Ctrl+?) and About (primary menu, F10), in German.

A local stand-in for TMDb's /configuration accepts one token: the preferences reject a wrong token, then
accept the right one and save it in a file only the user can read (the test bus has no unlocked keyring).
"""
import json
import os
import stat
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from uitest import (App, Atspi, children, fail, find, find_all, has_state, keys, log, name, poll, role, run, screenshot,
                    type_text)

GOOD_TOKEN = "eyJhbGciOiJIUzI1NiJ9.popcorn-ui-test"
CONFIGURATION = {"images": {"secure_base_url": "https://image.tmdb.org/t/p/", "poster_sizes": ["w342"],
                            "backdrop_sizes": ["w780"], "still_sizes": ["w300"], "profile_sizes": ["w185"]}}
SEEN_AUTHORIZATIONS = []


class ConfigurationHandler(BaseHTTPRequestHandler):
    def do_GET(self):
        SEEN_AUTHORIZATIONS.append(self.headers.get("Authorization", ""))
        if not self.path.startswith("/3/configuration"):
            status, body = 404, {"status_code": 34, "status_message": "Not found.", "success": False}
        elif self.headers.get("Authorization") == f"Bearer {GOOD_TOKEN}":
            status, body = 200, CONFIGURATION
        else:
            status, body = 401, {"status_code": 7, "status_message": "Invalid API key.", "success": False}
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


def status_row(window, prefix):
    return next((n for n in find_all(window, "list item") if name(n).startswith(prefix)), None)


def enter_token(window, token):
    """Types into the token entry, which keeps the focus the window gives it when no token is saved."""
    find(window, "text", "API-Lesezugriffstoken")
    keys("ctrl+a", "BackSpace")
    type_text(token)
    keys("Return")


def test():
    server = ThreadingHTTPServer(("127.0.0.1", 0), ConfigurationHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    api = f"http://127.0.0.1:{server.server_address[1]}/3"
    token_file = os.path.join(os.environ["XDG_DATA_HOME"], "io.github.popcorn.Popcorn", "tmdb-token")
    try:
        with App(env={"LANGUAGE": "de", "POPCORN_TMDB_API_URL": api}) as app:
            main = app.window()
            find(main, "page tab", "Merkliste")
            log("main window in German: page tab 'Merkliste'")

            keys("ctrl+comma")
            prefs = app.window("Einstellungen")
            find(prefs, "list item", "Kein Token gespeichert: Popcorn zeigt seinen Demo-Katalog.")
            for label in ("Sprache", "Region"):
                find(prefs, "combo box", label)
            find(prefs, "spin button", "Größe des Bildzwischenspeichers in Mebibyte")
            find(prefs, "check box", "Suchen merken")

            enter_token(prefs, "not-a-valid-token")
            poll(lambda: status_row(prefs, "TMDb hat dieses Token abgelehnt."), "the rejection message")
            log("a wrong token is rejected")
            if os.path.exists(token_file):
                fail("a rejected token was saved")

            enter_token(prefs, GOOD_TOKEN)
            row = poll(lambda: status_row(prefs, "TMDb hat das Token akzeptiert."), "the acceptance message")
            log(f"status: {name(row)}")
            if token_file not in name(row):
                fail("the status does not say where the token was saved")
            poll(lambda: os.path.exists(token_file), "the token file")
            mode = stat.S_IMODE(os.stat(token_file).st_mode)
            if mode != 0o600:
                fail(f"the token file has mode {oct(mode)}, expected 0o600")
            with open(token_file) as file:
                if file.read().strip() != GOOD_TOKEN:
                    fail("the token file does not hold the accepted token")
            if f"Bearer {GOOD_TOKEN}" not in SEEN_AUTHORIZATIONS:
                fail(f"the server never saw the token as a Bearer header: {SEEN_AUTHORIZATIONS}")
            # GTK 4.8 names a labelled button "label label" on AT-SPI: match the start.
            find(prefs, "push button", predicate=lambda b: name(b).startswith("Token entfernen"))
            screenshot("preferences-de.png", "Einstellungen")
            # Leaving the demo catalog is explained in a dialog over the preferences (issue 33): Escape closes it.
            poll(lambda: any(role(w) == "dialog" for w in children(app.accessible)), "the dialog about the demo")
            keys("Escape")
            poll(lambda: not any(role(w) == "dialog" for w in children(app.accessible)), "the dialog to close")
            keys("Escape")
            poll(lambda: not any(role(w) == "frame" and name(w) == "Einstellungen"
                                 for w in children(app.accessible)), "the preferences to close")

            keys("ctrl+question")
            shortcuts = app.window("Tastenkürzel")
            for label in ("Einstellungen", "Tastenkürzel anzeigen", "Zurück", "Beenden"):
                find(shortcuts, "label", label)
            log("the shortcuts window lists the shortcuts in German")
            screenshot("shortcuts-de.png", "Tastenkürzel")
            keys("Escape")

            keys("F10")
            item = find(main, "menu item", "Info zu Popcorn")
            find(main, "menu item", "Einstellungen")
            find(main, "menu item", "Tastenkürzel")
            item.do_action(0)
            about = app.window("Info zu Popcorn")
            find(about, "label", "Popcorn")
            find(about, "label", "0.1.0")
            screenshot("about-de.png", "Info zu Popcorn")
            log("About window shows name and version")
    finally:
        server.shutdown()


if __name__ == "__main__":
    run(test)
