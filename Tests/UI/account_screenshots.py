"""Screenshots of Preferences' TMDb account row — signed out, signed in, sign in again — at 360 and 640 px wide,
light and dark, into the artifacts folder (`make account-screenshots`). Signs in through the command line
against the fake TMDb (approving the printed address as the user would)."""
import json
import os
import subprocess
import time
import urllib.request

from test_error_retry import FakeTMDb
from uitest import APP_PATH, App, keys, log, run, screenshot

SCHEMES = {"light": "prefer-light", "dark": "prefer-dark"}


def sign_in(env):
    login = subprocess.Popen([APP_PATH, "account", "login"], env=env, stdout=subprocess.PIPE, text=True)
    for line in login.stdout:
        if "/auth/access?request_token=" in line:
            urllib.request.urlopen(line.strip(), timeout=10).read()
            break
    login.wait(timeout=30)
    subprocess.run([APP_PATH, "sync"], env=env, check=True, capture_output=True)


def shoot(env, state, width, scheme):
    with App(env=dict(env, ADW_DEBUG_COLOR_SCHEME=SCHEMES[scheme])) as app:
        app.window()
        time.sleep(1)
        keys("ctrl+comma")
        app.window("Preferences")
        subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Preferences$", "windowsize", str(width), "720"],
                       check=True)
        time.sleep(2)
        screenshot(f"account-{state}-{width}-{scheme}.png", "Preferences")


def take():
    server = FakeTMDb("/3/__none=status:500")
    env = dict(os.environ, TMDB_API_TOKEN="ui-test-token", POPCORN_TMDB_API_URL=f"{server.base}/3",
               POPCORN_TMDB_WEB_URL=server.base, LANGUAGE="en")
    try:
        states = [("signed-out", None), ("signed-in", sign_in),
                  ("sign-in-again", lambda env: urllib.request.urlopen(urllib.request.Request(
                      f"{server.base}/__account", data=json.dumps({"revoke": True}).encode()), timeout=10).read()
                   and subprocess.run([APP_PATH, "sync"], env=env, capture_output=True))]
        for state, prepare in states:
            if prepare:
                prepare(env)
            for width in (360, 640):
                for scheme in SCHEMES:
                    shoot(env, state, width, scheme)
        log("saved the account screenshots")
    finally:
        server.close()


if __name__ == "__main__":
    run(take)
