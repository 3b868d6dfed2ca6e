"""Screenshots of For You over the demo catalog (movie/1 rated 9) — Explore's section and the page
(`for-you`, and `for-you?max_runtime=45`), 360 and 1280 px wide, light and dark, English and German — into the
artifacts folder (`.build/ui-artifacts/for-you-*.png`), to look at after changing them.

Not a test (no test_ prefix): run it through the harness (Tests/UI/run-ui-tests.sh APP for_you_screenshots.py).
"""
import time

from make_screenshots import set_window_size
from uitest import App, cli, run, screenshot

SHOTS = [("explore", "explore"), ("for-you", "page"), ("for-you?max_runtime=45", "under-45")]
STYLES = [("light", {"ADW_DEBUG_COLOR_SCHEME": "prefer-light"}), ("dark", {"ADW_DEBUG_COLOR_SCHEME": "prefer-dark"})]


def test():
    cli("rate", "movie/1", "9", "--demo")
    for route, label in SHOTS:
        for width in (360, 1280):
            for style, env in STYLES:
                for language in ("en", "de"):
                    if language == "de" and style == "dark":
                        continue
                    set_window_size(width, 760)
                    with App("--demo", route, env={"LANGUAGE": language, **env}) as app:
                        app.window()
                        time.sleep(2.5)
                        screenshot(f"for-you-{label}-{width}-{style}-{language}.png")


if __name__ == "__main__":
    run(test)
