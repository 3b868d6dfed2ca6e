"""Issue 33, one empty-state style — over AT-SPI in the demo catalog, the empty states of Search, Discover and
See All have a title, a description and one action, and the action does what it says:

- Search for nonsense text: "No Results", "No results for “qwxzqwxz”. Try a different title or name." and
  "Clear Search" (Down from the entry reaches it); Clear Search empties the entry, focuses it and shows the
  search page's start again;
- Discover with filters nothing matches (1950, rated 9.5 or more): "No Matching Titles", "No titles match
  these filters." and "Clear Filters", which opens Discover without filters (no chips, the posters);
- Discover and See All on a page past the last: "No More Titles" and "Go to First Page", which opens the
  first page's posters.
"""
import json

from pages import expect_focus
from uitest import App, Atspi, cli, fail, find_all, has_state, keys, log, name, poll, role, run, screenshot, \
    type_text

ENV = {"LANGUAGE": "en"}
NONSENSE = "qwxzqwxz"
FILTERED = "discover/movie?primary_release_year=1950&vote_average.gte=9.5"


def visible(window, role_name, label):
    """The first visible accessible of `role_name` named `label`, or None."""
    return next((n for n in find_all(window, role_name, label) if has_state(n, Atspi.StateType.VISIBLE)), None)


def expect_empty_state(window, title, description, action):
    """Waits for the empty state (title and description labels, the action's button); returns the button."""
    poll(lambda: visible(window, "label", title), f"the title {title!r}")
    if not visible(window, "label", description):
        shown = [name(n) for n in find_all(window, "label") if has_state(n, Atspi.StateType.VISIBLE)]
        fail(f"no description {description!r} under {title!r}; labels: {shown}")
    button = poll(lambda: visible(window, "push button", action), f"the button {action!r}")
    log(f"empty state: {title!r}, {description!r}, {action!r}")
    return button


def posters(window):
    return [n for n in find_all(window, "table cell")
            if name(n).endswith(", movie") and has_state(n, Atspi.StateType.VISIBLE)]


def chips(window):
    """The accessible names of the visible filter chips (their remove buttons)."""
    return [name(n) for n in find_all(window, "push button")
            if name(n).startswith("Remove Filter") and has_state(n, Atspi.StateType.VISIBLE)]


def entry_text(entry):
    return Atspi.Text.get_text(entry, 0, -1)


def check_search():
    with App("--demo", env=ENV) as app:
        window = app.window()
        keys("alt+2")
        entry = expect_focus(window, lambda n: role(n) == "entry", "the search entry")
        type_text(NONSENSE)
        expect_empty_state(window, "No Results", f"No results for “{NONSENSE}”. Try a different title or name.",
                           "Clear Search")
        screenshot("empty-search.png")
        keys("Down")
        expect_focus(window, lambda n: role(n) == "push button" and name(n) == "Clear Search",
                     "Clear Search after Down from the entry")
        keys("Return")
        expect_focus(window, lambda n: role(n) == "entry", "the search entry again")
        poll(lambda: entry_text(entry) == "", "the entry emptied")
        poll(lambda: not visible(window, "label", "No Results"), "the empty results gone")
        poll(lambda: visible(window, "label", "Find movies, TV series and people."), "the search page's start")
        log("Clear Search emptied and focused the entry")


def check_discover():
    with App("--demo", FILTERED, env=ENV) as app:
        window = app.window()
        button = expect_empty_state(window, "No Matching Titles", "No titles match these filters.", "Clear Filters")
        poll(lambda: visible(window, "push button", "Remove Filter Rated 9.5+"), "the rating's chip")
        filtered_chips = chips(window)
        if filtered_chips != ["Remove Filter 1950", "Remove Filter Rated 9.5+"]:
            fail(f"the filters' chips: {filtered_chips}")
        screenshot("empty-discover.png")
        button.do_action(0)
        poll(lambda: len(posters(window)) >= 10, "the posters of Discover without filters")
        poll(lambda: visible(window, "push button", "Year: Any Year"), "the year filter cleared")
        if visible(window, "push button", "Rating: Any Rating") is None:
            fail("the rating filter was not cleared")
        # The filtered page stays under the new one (Back returns to it) with its own chips; the new one has none.
        if chips(window) != filtered_chips:
            fail(f"filter chips after Clear Filters: {chips(window)}")
        log(f"Clear Filters opened Discover without filters: {len(posters(window))} posters")


def check_past_the_last_page(route):
    first_page = route.split("?")[0]
    first_title = json.loads(cli("dump", "--demo", first_page, env=ENV))["results"][0]["title"]
    with App("--demo", route, env=ENV) as app:
        window = app.window()
        button = expect_empty_state(window, "No More Titles", "This page is past the last one.", "Go to First Page")
        button.do_action(0)
        poll(lambda: any(name(n).startswith(first_title + ",") for n in posters(window)),
             f"{first_title!r}, the first poster of {first_page}")
        log(f"{route}: Go to First Page opened the first page")


def test():
    check_search()
    check_discover()
    check_past_the_last_page("discover/movie?page=9")
    check_past_the_last_page("explore/trendingMovies?page=30")


if __name__ == "__main__":
    run(test)
