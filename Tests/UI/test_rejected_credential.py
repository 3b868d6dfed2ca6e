"""Issue 33 — a credential TMDb rejects: the loopback fake TMDb accepts one token and the app sends another, so
every Explore list answers 401 (TMDb's code 7). Explore shows one status page saying so, with Open Preferences,
instead of the same error in each of its six sections; the button opens Preferences."""
from test_error_retry import FakeTMDb
from uitest import App, Atspi, fail, find, find_all, has_state, log, name, poll, run, screenshot

TITLE = "TMDb Rejected the Token"


def visible(node):
    return has_state(node, Atspi.StateType.VISIBLE)


def test():
    server = FakeTMDb("/3/__none=status:500", "--token", "the-right-token")
    env = {"TMDB_API_TOKEN": "a-revoked-token", "POPCORN_TMDB_API_URL": f"{server.base}/3", "LANGUAGE": "en"}
    try:
        with App(env=env) as app:
            main = app.window()
            poll(lambda: next((n for n in find_all(main, "label", TITLE) if visible(n)), None),
                 "the status page of the rejected token", timeout=60)
            errors = [n for n in find_all(main, "label", "Could not load") if visible(n)]
            if errors:
                fail(f"{len(errors)} section errors beside the status page")
            description = next(n for n in find_all(main, "label") if name(n).startswith("TMDb did not accept"))
            log(f"one status page: {TITLE!r} — {name(description)!r}")
            screenshot("explore-rejected-token.png")
            button = find(main, "push button", predicate=lambda n: name(n).startswith("Open Preferences") and visible(n))
            button.do_action(0)
            prefs = app.window("Preferences")
            find(prefs, "text", "API Read Access Token")
            log("Open Preferences opens Preferences")
    finally:
        server.close()


if __name__ == "__main__":
    run(test)
