"""Issue 36 — For You: with a movie rated 9 (demo movie/1 "The Lantern Keeper"), Explore's first section is
For You, its cards saying why ("Because you rated The Lantern Keeper 9"); its See All opens the For You page,
whose grid shows the same cards and whose filter bar offers the runtimes. Without ratings the page explains
how to get recommendations. Screenshots of both (see for_you_screenshots.py for the styles and widths)."""
import time

from make_screenshots import set_window_size
from uitest import App, cli, find, find_all, log, name, poll, run, screenshot

BECAUSE = "Because you rated The Lantern Keeper 9"


def card_with_reason(root):
    return next((n for n in find_all(root, "list item") if BECAUSE in name(n)), None)


def test():
    set_window_size(1280, 800)
    with App("--demo", "for-you", env={"LANGUAGE": "en"}) as app:
        main = app.window()
        find(main, "label", "No Recommendations Yet")
        find(main, "label", predicate=lambda n: name(n).startswith("Rate titles 8 or more"))
        log("nothing rated: the page explains how to get recommendations")
        screenshot("for-you-no-seeds.png")
    cli("--demo", "rate", "movie/1", "9")
    with App("--demo", env={"LANGUAGE": "en"}) as app:
        main = app.window()
        find(main, "heading", "For You")
        card = poll(lambda: card_with_reason(main), f"an Explore card saying '{BECAUSE}'")
        log(f"Explore's For You card: {name(card)}")
        if not name(card).startswith("Echoes of Ardent Bay, "):
            raise AssertionError(f"the first card is not the first recommendation: {name(card)}")
        time.sleep(1)
        screenshot("for-you-explore.png")
        buttons = [n for n in find_all(main, "push button") if "See All" in name(n) or "See all" in name(n)]
        if not buttons:
            raise AssertionError("no See All: " + str([name(n) for n in find_all(main, "push button")][:20]))
        buttons[0].do_action(0)
        find(main, "push button", "Under 2 Hours")
        find(main, "push button", "Under 45 Min")
        grid = poll(lambda: next((g for g in find_all(main, "list") if name(g) == "For You"), None), "the grid")
        card = poll(lambda: card_with_reason(grid), "a For You page card with its reason")
        log(f"the For You page's card: {name(card)}")
        time.sleep(1)
        screenshot("for-you-page.png")


run(test)
