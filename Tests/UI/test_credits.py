"""Issue 17 — "See All" on a movie's cast opens its full cast and crew (rows labelled "name, character", the
crew under department headings); a row opens the person. The series' credits and an episode's director,
writer and guest stars; screenshots light, dark and 360 px narrow."""
import json
import os
import time

from make_screenshots import set_window_size
from pages import ROOT, expect_focus, expect_page, labels, tab_until
from uitest import App, fail, find, find_all, keys, log, name, poll, role, run, screenshot


def demo(file_name, key):
    with open(os.path.join(ROOT, "data", "demo", "api", file_name), encoding="utf-8") as handle:
        return json.load(handle)[key]


def test():
    movie = demo("movies.json", "1")
    first = movie["credits"]["cast"][0]
    with App("--demo", "movie/1", env={"LANGUAGE": "en"}) as app:
        window = app.window()
        find(window, "heading", movie["title"])
        see_all = poll(lambda: next((b for b in find_all(window, "push button", "See All")
                                     if b.get_description() == "Cast"), None), "See All (described as Cast)")
        see_all.do_action(0)
        for department in {c["department"] for c in movie["credits"]["crew"]}:
            find(window, "heading", department)
        expect_page(window, "Cast & Crew", "the credits page (its header title)")
        tab_until(window, lambda n: role(n) == "list item" and name(n) == f"{first['name']}, {first['character']}",
                  "the first cast row")
        log(f"credits: {first['name']} as {first['character']}, crew departments shown")
        screenshot("credits-movie-1.png")
        keys("Return")
        expect_page(window, first["name"], "the person's page")
        log(f"the row opened {first['name']}'s page")

    series = demo("tv.json", "1")
    episode = demo("seasons.json", "1/1")["episodes"][0]
    for style, width, scheme in [("light", 1100, "prefer-light"), ("dark", 1100, "prefer-dark"),
                                 ("narrow", 360, "prefer-light")]:
        set_window_size(width, 720)
        with App("--demo", "tv/1/credits", env={"LANGUAGE": "en", "ADW_DEBUG_COLOR_SCHEME": scheme}) as app:
            window = app.window()
            find(window, "heading", series["name"])
            regular = series["aggregate_credits"]["cast"][0]
            find(window, "list item", f"{regular['name']}, {regular['roles'][0]['character']} · "
                                      f"{regular['total_episode_count']} episodes")
            time.sleep(2)
            screenshot(f"credits-tv-1-{style}.png")
        with App("--demo", "tv/1/season/1/episode/1", env={"LANGUAGE": "en", "ADW_DEBUG_COLOR_SCHEME": scheme}) as app:
            window = app.window()
            find(window, "heading", episode["name"])
            director = next(c["name"] for c in episode["crew"] if c["job"] == "Director")
            writer = next(c["name"] for c in episode["crew"] if c["job"] == "Writer")
            shown = poll(lambda: (lambda l: l if f"Directed by {director}" in l else None)(labels(window)),
                         "the director's line")
            if f"Written by {writer}" not in shown:
                fail(f"the writer's line is missing: {shown}")
            find(window, "heading", "Guest Stars")
            guest = episode["guest_stars"][0]
            find(window, "list item", predicate=lambda n: name(n).startswith(guest["name"]))
            log(f"episode: Directed by {director}, Written by {writer}, guest {guest['name']}")
            time.sleep(2)
            screenshot(f"episode-credits-{style}.png")


run(test)
