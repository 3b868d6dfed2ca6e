"""Issue 17 — the movie page's "Where to Watch" (services by kind of offer with their names, the link to TMDb's
watch page, JustWatch's attribution; "Not available to stream in …" for a movie without services) and "Play
Trailer", which opens the trailer's page in the default browser: a stand-in browser registered for https in the
private XDG folders records the URL it is given. Screenshots light, dark and 360 px narrow."""
import json
import os
import time

from make_screenshots import set_window_size
from pages import ROOT, labels, tab_until
from uitest import App, Atspi, fail, find, find_all, has_state, log, name, poll, role, run, screenshot

OPENED = os.path.join(os.environ["XDG_RUNTIME_DIR"], "opened-uris")
GROUPS = [("flatrate", "Stream"), ("free", "Free"), ("ads", "With Ads"), ("rent", "Rent"), ("buy", "Buy")]


def demo_movie(movie_id):
    with open(os.path.join(ROOT, "data", "demo", "api", "movies.json"), encoding="utf-8") as handle:
        return json.load(handle)[str(movie_id)]


def install_browser():
    """A desktop entry for https URLs that appends each URL it is given to OPENED."""
    applications = os.path.join(os.environ["XDG_DATA_HOME"], "applications")
    os.makedirs(applications, exist_ok=True)
    with open(os.path.join(applications, "popcorn-test-browser.desktop"), "w") as entry:
        entry.write("[Desktop Entry]\nType=Application\nName=Test Browser\n"
                    f"Exec=sh -c 'echo \"$1\" >> {OPENED}' browser %u\n"
                    "MimeType=x-scheme-handler/https;\n")
    os.makedirs(os.environ["XDG_CONFIG_HOME"], exist_ok=True)
    with open(os.path.join(os.environ["XDG_CONFIG_HOME"], "mimeapps.list"), "w") as mimeapps:
        mimeapps.write("[Default Applications]\nx-scheme-handler/https=popcorn-test-browser.desktop\n")


def visible_button(window, label):
    return poll(lambda: next((b for b in find_all(window, "push button", label)
                              if has_state(b, Atspi.StateType.VISIBLE)), None), f"the {label!r} button")


def expect_section(window, movie):
    offers = movie["watch/providers"]["results"]["US"]
    find(window, "heading", "Where to Watch")
    shown = labels(window)
    for key, title in GROUPS:
        names = ", ".join(p["provider_name"] for p in sorted(offers.get(key, []), key=lambda p: p["display_priority"]))
        if names and (title not in shown or names not in shown):
            fail(f"group {title!r} with {names!r} is not shown: {shown}")
        if not names and title in shown:
            fail(f"group {title!r} is shown, but the movie has no such offer")
    if "Streaming data by JustWatch" not in shown:
        fail("JustWatch's attribution is missing")
    log(f"Where to Watch: {[t for k, t in GROUPS if offers.get(k)]}, attribution shown")


def test():
    install_browser()
    movie = demo_movie(1)
    for style, width, scheme in [("light", 1100, "prefer-light"), ("dark", 1100, "prefer-dark"),
                                 ("narrow", 360, "prefer-light")]:
        set_window_size(width, 720)
        with App("--demo", "movie/1", env={"LANGUAGE": "en", "ADW_DEBUG_COLOR_SCHEME": scheme}) as app:
            window = app.window()
            find(window, "heading", movie["title"])
            expect_section(window, movie)
            time.sleep(2)
            screenshot(f"movie-1-top-{style}.png")
            link = visible_button(window, "Open on TMDb")
            tab_until(window, lambda n: role(n) == "push button" and name(n) == "Open on TMDb", "Open on TMDb")
            time.sleep(2)
            screenshot(f"where-to-watch-movie-1-{style}.png")
            if style == "light":
                trailer = visible_button(window, "Play Trailer")
                trailer.do_action(0)
                official = next(v for v in movie["videos"]["results"] if v["type"] == "Trailer" and v["official"])
                expected = "https://www.youtube.com/watch?v=" + official["key"]
                poll(lambda: os.path.exists(OPENED) and expected in open(OPENED).read().split(),
                     f"the browser to be asked for {expected}")
                log(f"Play Trailer opened {expected}")
                link.do_action(0)
                page = movie["watch/providers"]["results"]["US"]["link"]
                poll(lambda: page in open(OPENED).read().split(), f"the browser to be asked for {page}")
                log(f"Open on TMDb opened {page}")

    empty = demo_movie(24)
    set_window_size(1100, 720)
    with App("--demo", "movie/24", env={"LANGUAGE": "en"}) as app:
        window = app.window()
        find(window, "heading", empty["title"])
        find(window, "label", "Not available to stream in United States")
        if "Stream" in labels(window):
            fail("a movie without services shows a group")
        tab_until(window, lambda n: role(n) == "list item" and name(n).endswith(", movie"), "a recommendation")
        time.sleep(2)
        screenshot("where-to-watch-movie-24-empty.png")
        log("movie/24: Not available to stream in United States")


run(test)
