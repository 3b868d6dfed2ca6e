"""Issue 17 — My Services: Preferences (Ctrl+,) lists the region's streaming services; switching one on keeps
it in GSettings (my-services); the movie page then says "On your services: …" above Where to Watch, and
Discover offers "On My Services". Screenshot of the preferences group."""
import json
import os
import time

from make_screenshots import set_window_size
from pages import ROOT, labels
from uitest import App, Atspi, cli, find, find_all, has_state, keys, log, name, poll, run, screenshot


def test():
    with open(os.path.join(ROOT, "data", "demo", "api", "movies.json"), encoding="utf-8") as handle:
        movie = json.load(handle)["1"]
    streaming = movie["watch/providers"]["results"]["US"]["flatrate"][0]
    service = streaming["provider_name"]
    set_window_size(1100, 720)
    with App("--demo", env={"LANGUAGE": "en"}) as app:
        main = app.window()
        find(main, "list item", predicate=lambda n: name(n).endswith(", movie"))
        keys("ctrl+comma")
        prefs = app.window("Preferences")
        find(prefs, "label", "My Services")
        switch = find(prefs, "check box", service)
        switch.do_action(0)
        keyfile = os.path.join(os.environ["XDG_CONFIG_HOME"], "glib-2.0", "settings", "keyfile")
        poll(lambda: os.path.exists(keyfile) and f"my-services='{streaming['provider_id']}'" in open(keyfile).read(),
             f"my-services to hold {streaming['provider_id']}")
        log(f"{service} is one of my services (GSettings my-services)")
        time.sleep(1)
        screenshot("my-services-preferences.png", "Preferences")
        keys("Escape")
        cli("--demo", "movie/1")
        find(main, "heading", movie["title"])
        poll(lambda: f"On your services: {service}" in labels(main), f"'On your services: {service}'")
        log(f"movie/1 says: On your services: {service}")
        cli("--demo", "discover/movie")
        poll(lambda: next((b for b in find_all(main, "push button")
                           if name(b) == "Streaming Services: All Services"
                           and has_state(b, Atspi.StateType.VISIBLE)), None), "Discover's services filter")
        log("Discover offers On My Services")


run(test)
