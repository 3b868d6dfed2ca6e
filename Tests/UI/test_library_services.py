"""Issue 39 — the Library's "On My Services" filter follows Preferences without a restart: Plan to Watch filtered
by `on_my_services=1` shows nothing while no service is chosen; after switching on the movie's streaming service
in Preferences (GSettings my-services), the page shows it, without being opened again."""
import json
import os

from pages import ROOT
from test_library import posters
from uitest import App, cli, find, keys, log, poll, run

ENV = {"LANGUAGE": "en"}
ROUTE = "library/plan-to-watch?on_my_services=1"


def test():
    with open(os.path.join(ROOT, "data", "demo", "api", "movies.json"), encoding="utf-8") as handle:
        movie = json.load(handle)["1"]
    service = movie["watch/providers"]["results"]["US"]["flatrate"][0]["provider_name"]
    cli("watchlist", "add", "movie/1", "--demo")
    with App("--demo", ROUTE, env=ENV) as app:
        window = app.window()
        find(window, "label", "No Matches")
        log("no service chosen: Plan to Watch on my services is empty")
        keys("ctrl+comma")
        prefs = app.window("Preferences")
        find(prefs, "check box", service).do_action(0)
        keyfile = os.path.join(os.environ["XDG_CONFIG_HOME"], "glib-2.0", "settings", "keyfile")
        poll(lambda: os.path.exists(keyfile) and "my-services=" in open(keyfile).read(), "my-services to be saved")
        keys("Escape")
        log(f"{service} switched on in Preferences")
        poll(lambda: posters(window, "Plan to Watch") == [movie["title"]] or None,
             f"{movie['title']!r} on my services; shown: {posters(window, 'Plan to Watch')}")
        log(f"{movie['title']!r} is on my services now")


if __name__ == "__main__":
    run(test)
