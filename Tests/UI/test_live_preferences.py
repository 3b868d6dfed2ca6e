"""Issue 22 — a token saved in Preferences applies at once: the app starts on the demo catalog (no token; the
API address points at the loopback fake TMDb), the token is entered in Preferences and accepted, and without a
restart the window shows TMDb's titles from the fake server — the demo banner gone, Explore reloaded — and
keeps the page it was on."""
from test_details_reload import requests_per_path
from test_error_retry import FakeTMDb
from uitest import App, fail, find, find_all, keys, log, name, poll, run, screenshot, type_text

DEMO_BANNER = "Demo mode"


def demo_banner(window):
    return next((n for n in find_all(window, "label") if name(n).startswith(DEMO_BANNER)), None)


def card(window, title):
    return next((n for n in find_all(window, "list item") if name(n).startswith(title + ", ")), None)


def test():
    server = FakeTMDb("/3/__none=status:500")
    env = {"POPCORN_TMDB_API_URL": f"{server.base}/3", "LANGUAGE": "en"}
    try:
        with App(env=env) as app:
            main = app.window()
            poll(lambda: card(main, "Moonlit Static"), "a demo title on Explore", timeout=60)
            find(main, "label", predicate=lambda n: name(n).startswith(DEMO_BANNER))
            log("demo catalog with its banner")

            keys("ctrl+comma")
            prefs = app.window("Preferences")
            find(prefs, "text", "API Read Access Token")
            type_text("ui-test-token")
            keys("Return")
            poll(lambda: next((n for n in find_all(prefs, "list item") if name(n).startswith("TMDb accepted the token")),
                              None), "the token to be accepted", timeout=60)
            keys("Escape")

            poll(lambda: card(main, "Harbour of Glass"), "TMDb's titles on Explore without a restart", timeout=60)
            poll(lambda: demo_banner(main) is None or None, "the demo banner to go away")
            if card(main, "Moonlit Static"):
                fail("demo titles are still shown")
            requested = requests_per_path(server)
            log(f"Explore reloaded from the fake TMDb: {sorted(requested)[:4]}…")
            screenshot("live-token-applied.png")
    finally:
        server.close()


if __name__ == "__main__":
    run(test)
