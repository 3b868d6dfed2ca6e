"""Issue 6, UI test 5 — an error path: the app talks to a loopback fake TMDb (Tests/Support/fake_tmdb.py)
that answers 500 to everything. A movie page shows the error status page with focus on Retry (keyboard
reachable); Explore's sections show their own errors. After the server recovers, Enter on Retry shows the
movie, and Ctrl+R on Explore reloads the sections."""
import json
import os
import subprocess
import urllib.request

from pages import ROOT, expect_focus, expect_page, is_card
from uitest import App, Atspi, fail, find, find_all, has_state, keys, log, name, role, run, screenshot

FAKE = os.path.join(ROOT, "Tests", "Support", "fake_tmdb.py")
MOVIE_ID = "100"


def movie_title():
    with open(os.path.join(ROOT, "Tests", "Support", "fixtures", "movie", f"{MOVIE_ID}.json"), encoding="utf-8") as f:
        return json.load(f)["title"]


class FakeTMDb:
    """fake_tmdb.py on an ephemeral loopback port, failing every request with `fault` until `recover()`;
    `options` are more of its options (e.g. "--token", "T")."""

    def __init__(self, fault, *options):
        self.process = subprocess.Popen(["/usr/bin/python3", FAKE, "--exit-on-stdin-eof", "--fault", fault, *options],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        if not line.startswith("PORT "):
            fail(f"fake TMDb did not start: {line!r}")
        self.port = int(line.split()[1])
        self.base = f"http://127.0.0.1:{self.port}"
        log(f"fake TMDb on port {self.port}, faults: {fault}")

    def fail_everything(self, spec="status:500"):
        urllib.request.urlopen(f"{self.base}/__fault?path=*&spec={spec}", timeout=10).read()
        log(f"fake TMDb fails every request ({spec})")

    def recover(self):
        urllib.request.urlopen(f"{self.base}/__reset", timeout=10).read()
        log("fake TMDb recovered")

    def close(self):
        self.process.stdin.close()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def visible_retry_buttons(window):
    return [b for b in find_all(window, "push button", "Retry") if has_state(b, Atspi.StateType.VISIBLE)
            and has_state(b, Atspi.StateType.SHOWING)]


def test():
    server = FakeTMDb("*=status:500")
    env = {"TMDB_API_TOKEN": "ui-test-token", "POPCORN_TMDB_API_URL": f"{server.base}/3"}
    try:
        with App(f"movie/{MOVIE_ID}", env=env) as app:
            window = app.window()
            expect_focus(window, lambda n: role(n) == "push button" and name(n) == "Retry",
                                 "the Retry button of the error page", timeout=60)
            find(window, "label", "Could Not Load")
            screenshot("error-movie.png")

            server.recover()
            keys("Return")
            title = movie_title()
            expect_page(window, title, f"the page {title!r} after Retry", timeout=60)
            screenshot("error-recovered.png")

            # Explore's sections failed on their own while the server answered 500.
            keys("alt+Left")
            errors = find_all(window, "label", "Could Not Load")
            log(f"Explore sections showing an error before Ctrl+R: {len(errors)}")
            if not errors:
                fail("Explore's sections did not show their errors while the server failed")
            screenshot("error-explore.png")
            keys("ctrl+r")
            find(window, "list item", predicate=is_card("movie"), timeout=60)
            log("Ctrl+R reloaded Explore")
            screenshot("error-explore-reloaded.png")
    finally:
        server.close()


if __name__ == "__main__":
    run(test)
