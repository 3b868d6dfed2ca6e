"""Issue 17 — "See All" on Explore's first carousel opens its poster grid; End keeps going down the grid until
the next page has loaded (a poster of page 2 takes focus) and no title shows twice. From Search's empty state,
a genre card opens Discover for that genre; the filter bar shows its choices. Screenshots light, dark, narrow."""
import json
import os
import time

from make_screenshots import set_window_size
from pages import ROOT, focused, tab_until
from uitest import (App, fail, find, find_all, keys, log, name, poll, role, run,
                    screenshot)


def trending_titles():
    with open(os.path.join(ROOT, "data", "demo", "api", "lists.json"), encoding="utf-8") as handle:
        return [item["title"] for item in json.load(handle)["/trending/movie/day"]]


def cells(window):
    """The grid's posters (GTK 4.8 exposes grid view cells as table cells)."""
    return [n for n in find_all(window, "table cell") if name(n).endswith(", movie")]


def test():
    titles = trending_titles()
    first_page, second_page = titles[:20], titles[20:]
    if not second_page:
        fail("the demo catalog needs more than 20 trending movies for this test")
    set_window_size(1100, 720)
    with App("--demo", env={"LANGUAGE": "en"}) as app:
        window = app.window()
        find(window, "list item", predicate=lambda n: name(n).endswith(", movie"))
        see_all = poll(lambda: next((b for b in find_all(window, "push button", "See All")
                                     if b.get_description() == "Trending Movies"), None),
                       "See All (described as Trending Movies)")
        see_all.do_action(0)
        poll(lambda: len(cells(window)) >= 20, "the first page of Trending Movies in a grid")
        tab_until(window, lambda n: role(n) == "table cell" and name(n).startswith(first_page[0] + ","),
                  "the grid's first poster")
        screenshot("see-all-page-1.png")

        def reached_second_page():
            keys("End")
            node = focused(window)
            return node is not None and any(name(node).startswith(t + ",") for t in second_page)

        poll(reached_second_page, "End to reach a poster of page 2", timeout=60, interval=1)
        shown = [name(n) for n in cells(window)]
        if len(shown) != len(set(shown)):
            fail(f"a title is shown twice: {shown}")
        if len(shown) != len(titles):
            fail(f"{len(shown)} posters for {len(titles)} titles")
        log(f"page 2 loaded: End reached {name(focused(window))!r}; {len(shown)} posters, none twice")
        time.sleep(1)
        screenshot("see-all-page-2.png")

    for style, width, scheme in [("light", 1100, "prefer-light"), ("dark", 1100, "prefer-dark"),
                                 ("narrow", 360, "prefer-light")]:
        set_window_size(width, 720)
        with App("--demo", "search", env={"LANGUAGE": "en", "ADW_DEBUG_COLOR_SCHEME": scheme}) as app:
            window = app.window()
            find(window, "heading", "Browse by Genre")
            time.sleep(1)
            screenshot(f"search-genres-{style}.png")
            if style != "light":
                continue
            # The genre cards are one Tab stop: Tab reaches the first, Right walks the movie genres to Drama.
            tab_until(window, lambda n: role(n) == "table cell", "the first genre card")
            for _ in range(20):
                drama = focused(window)
                if drama is not None and name(drama) == "Drama":
                    break
                keys("Right")
                poll(lambda: focused(window) is not drama, "Right to move focus", timeout=5)
            else:
                fail("Right never reached the Drama card (movies)")
            keys("Return")
            poll(lambda: next((b for b in find_all(window, "push button")
                               if name(b) == "Sort By: Most Popular"), None), "Discover's sort filter")
            poll(lambda: len(cells(window)) > 0, "Discover's posters")
            log(f"Discover for {name(drama)!r}: {len(cells(window))} posters")
            time.sleep(1)
            screenshot("discover-drama.png")


run(test)
