"""Issue 33 — the first start: a welcome window (once; again from the main menu) with its three ways in, in a
build without the app's own TMDb token and in one with it (the debug build's POPCORN_BUILTIN_TOKEN_FOR_TESTS
stands in for the token a release build compiles in), against the loopback fake TMDb.

Without a built-in token: "Sign In with TMDb" and "Try the Demo" only. Try the Demo keeps the demo catalog, whose
banner says what demo mode is in words; the welcome does not come back at the next start, but the main menu's
Welcome opens it. Sign In with TMDb opens Preferences on the token entry; once the token is accepted the window
says that the demo library is kept apart, and the Sign In row appears at once (no reopening): signing in shows
the account.

With a built-in token: three choices. Use Without an Account browses TMDb signed out; Try the Demo switches to the
demo catalog; Sign In with TMDb switches back (saying so) and starts the sign-in in Preferences, where the token
rows wait under "Advanced"."""
import json
import os
import shutil
import urllib.request

from pages import ancestors
from test_error_retry import FakeTMDb
from uitest import (App, Atspi, children, fail, find, find_all, has_state, keys, log, name, poll, role, run,
                    screenshot, type_text)

WELCOME = "Welcome to Popcorn"
DEMO_TITLE = "Moonlit Static"
TMDB_TITLE = "Harbour of Glass"
LEFT_DEMO = "Now Browsing TMDb"


def first_start(server, built_in_token):
    """A new user: empty folders, and a settings file without "welcome-shown" (the harness marks the welcome as
    seen for the other tests); returns the app's environment for a build with `built_in_token` ("": none)
    against `server`."""
    for variable in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
        shutil.rmtree(os.environ[variable])
        os.makedirs(os.environ[variable])
    folder = os.path.join(os.environ["XDG_CONFIG_HOME"], "glib-2.0", "settings")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "keyfile"), "w") as keyfile:
        keyfile.write("[io/github/popcorn/Popcorn]\nwindow-width=800\nwindow-height=720\n")
    return {"POPCORN_TMDB_API_URL": f"{server.base}/3", "POPCORN_TMDB_WEB_URL": server.base, "LANGUAGE": "en",
            "POPCORN_BUILTIN_TOKEN_FOR_TESTS": built_in_token}


def showing(node):
    return has_state(node, Atspi.StateType.VISIBLE)


def button(root, label):
    """The showing push button named `label` (GTK 4.8 may repeat a label in the name: match the start)."""
    return poll(lambda: next((b for b in find_all(root, "push button") if name(b).startswith(label) and showing(b)),
                             None), f"the {label} button")


def top_level(app, title):
    """The app's top-level window or dialog named `title`, or None."""
    return next((w for w in children(app.accessible) if name(w) == title and role(w) in ("frame", "dialog")), None)


def choices(window):
    return [name(b) for b in find_all(window, "push button") if showing(b) and name(b) != "Close"]


def card(window, title):
    return next((n for n in find_all(window, "list item") if name(n).startswith(title + ", ")), None)


def row(root, prefix):
    return next((n for n in find_all(root, "list item") + find_all(root, "label")
                 if name(n).startswith(prefix) and has_state(n, Atspi.StateType.VISIBLE)), None)


def demo_banner(window):
    return next((n for n in find_all(window, "label") if name(n).startswith("Demo mode") and showing(n)), None)


def account(server):
    with urllib.request.urlopen(f"{server.base}/__account", timeout=10) as response:
        return json.load(response)


def approve_sign_in(server, prefs):
    poll(lambda: row(prefs, "Waiting for Your Approval"), "the sign-in waiting for the approval")
    tokens = poll(lambda: account(server)["requestTokens"] or None, "a request token asked for")
    urllib.request.urlopen(f"{server.base}/auth/access?request_token={tokens[-1]}", timeout=10).read()
    log("approved the sign-in as the user would in the browser")
    poll(lambda: row(prefs, "Signed in as Popcorn Tester"), "the signed-in account", timeout=60)


def close_left_demo_dialog(app, shot):
    dialog = poll(lambda: top_level(app, LEFT_DEMO), "the dialog saying the demo library is kept apart")
    if not any("--demo" in name(n) for n in find_all(dialog, "label")):
        fail("the dialog does not say how to get the demo back")
    screenshot(shot, whole_screen=True)
    button(dialog, "OK").do_action(0)
    poll(lambda: top_level(app, LEFT_DEMO) is None or None, "the dialog to close")


def open_welcome_from_menu(app, main):
    """The main menu's Welcome (the menu button clicked: without a window manager, closing the welcome leaves
    no window with the keyboard for F10)."""
    menu = find(main, predicate=lambda n: name(n) == "Main Menu" and role(n) in ("push button", "toggle button")
                and n.get_n_actions() > 0)
    menu.do_action(0)
    find(main, "menu item", "Welcome").do_action(0)
    return app.window(WELCOME)


def without_built_in_token(server):
    env = first_start(server, "")
    with App(env=env) as app:
        welcome = app.window(WELCOME)
        find(welcome, "label", predicate=lambda n: name(n).startswith("What you track stays on this computer, in "))
        poll(lambda: choices(welcome) == ["Sign In with TMDb", "Try the Demo"] or None,
             f"Sign In and Try the Demo only (seen: {choices(welcome)})")
        screenshot("welcome-without-token.png", WELCOME)
        button(welcome, "Try the Demo").do_action(0)
        poll(lambda: top_level(app, WELCOME) is None or None, "the welcome to close")
        main = app.window()
        poll(lambda: card(main, DEMO_TITLE), "the demo catalog", timeout=60)
        banner = poll(lambda: demo_banner(main), "the demo banner")
        if "made up" not in name(banner) or "stays in the demo" not in name(banner):
            fail(f"the demo banner does not say what demo mode is: {name(banner)!r}")
        log(f"demo banner: {name(banner)!r}")

    with App(env=env) as app:
        main = app.window()
        poll(lambda: card(main, DEMO_TITLE), "the demo catalog at the second start", timeout=60)
        if top_level(app, WELCOME):
            fail("the welcome opened again at the second start")
        welcome = open_welcome_from_menu(app, main)
        log("the main menu's Welcome opens it again")
        button(welcome, "Sign In with TMDb").do_action(0)
        prefs = app.window("Preferences")
        find(prefs, "text", "API Read Access Token")
        if row(prefs, "Sync With Your TMDb Account"):
            fail("a Sign In row before any token")
        # Typed straight away: the token entry has the keyboard (GTK 4.8 does not report its focus on AT-SPI).
        type_text("ui-test-token")
        keys("Return")
        close_left_demo_dialog(app, "welcome-left-demo-token-saved.png")
        poll(lambda: row(prefs, "TMDb accepted the token"), "the token accepted")
        poll(lambda: row(prefs, "Sync With Your TMDb Account"), "the Sign In row without reopening Preferences")
        poll(lambda: card(main, TMDB_TITLE), "TMDb's titles behind", timeout=60)
        button(prefs, "Sign In…").do_action(0)
        approve_sign_in(server, prefs)
        screenshot("welcome-signed-in-after-token.png", "Preferences")


def with_built_in_token(server):
    env = first_start(server, "ui-test-token")
    with App(env=env) as app:
        welcome = app.window(WELCOME)
        poll(lambda: choices(welcome) == ["Sign In with TMDb", "Use Without an Account", "Try the Demo"] or None,
             f"the three choices (seen: {choices(welcome)})")
        screenshot("welcome-with-token.png", WELCOME)
        button(welcome, "Use Without an Account").do_action(0)
        main = app.window()
        poll(lambda: card(main, TMDB_TITLE), "TMDb's titles without signing in", timeout=60)
        if demo_banner(main):
            fail("the demo banner shows while browsing TMDb")
        log("browsing TMDb with the built-in token, signed out")

        button(open_welcome_from_menu(app, main), "Try the Demo").do_action(0)
        poll(lambda: card(main, DEMO_TITLE), "the demo catalog after Try the Demo", timeout=60)
        poll(lambda: demo_banner(main), "the demo banner")

        button(open_welcome_from_menu(app, main), "Sign In with TMDb").do_action(0)
        close_left_demo_dialog(app, "welcome-left-demo-sign-in.png")
        prefs = app.window("Preferences")
        approve_sign_in(server, prefs)
        poll(lambda: card(main, TMDB_TITLE), "TMDb's titles again", timeout=60)
        for label in ("API Read Access Token", "Get a Token on TMDb"):
            node = find(prefs, predicate=lambda n: name(n) == label and role(n) in ("text", "list item"))
            expander = next(a for a in ancestors(node) if role(a) == "list item")
            if not find_all(expander, "list item", predicate=lambda n: name(n).startswith("Advanced")):
                fail(f"{label} is not under Advanced")
        log("the token entry and the link to TMDb's API settings wait under Advanced")
        screenshot("welcome-preferences-advanced.png", "Preferences")
    if not account(server)["accessTokens"]:
        fail("the sign-in left no access token on the fake TMDb")


def test():
    server = FakeTMDb("/3/__none=status:500")
    try:
        without_built_in_token(server)
        with_built_in_token(server)
    finally:
        server.close()


if __name__ == "__main__":
    run(test)
