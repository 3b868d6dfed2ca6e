"""Screenshots of Preferences' "Check for New Episodes in the Background" (issue 37) in each look of
make_screenshots.LOOKS: switched on inside a sandbox (POPCORN_USE_PORTALS=1, no portal on the bus: the request goes
unanswered) and off outside one, with their two subtitles.

    Tests/UI/run-ui-tests.sh .build/debug/popcorn Tests/UI/background_screenshots.py"""
import subprocess
import time

from make_screenshots import SCHEMES, take_each_look
from test_background_portal import set_background_checks, show_notifications_group
from uitest import App, keys, log, run, screenshot


def shoot(width, scheme, language):
    for sandboxed in (True, False):
        set_background_checks(sandboxed)
        env = {"LANGUAGE": language, "ADW_DEBUG_COLOR_SCHEME": SCHEMES[scheme]}
        if sandboxed:
            env["POPCORN_USE_PORTALS"] = "1"
        with App("--demo", env=env) as app:
            app.window()
            time.sleep(1)
            keys("ctrl+comma")
            prefs = app.window("Einstellungen" if language == "de" else "Preferences")
            subprocess.run(["xdotool", "search", "--onlyvisible", "--name", f"^{prefs.get_name()}$", "windowsize",
                            str(width or 640), "720"], check=True)
            time.sleep(1)
            show_notifications_group(prefs.get_name(), clicks=18 if width else 12)
            where = "sandbox" if sandboxed else "host"
            screenshot(f"background-checks-{where}-{width or 640}-{scheme}-{language}.png", prefs.get_name())


def take():
    take_each_look(shoot)
    log("saved the background-checks screenshots")


if __name__ == "__main__":
    run(take)
