"""Issue 15 — the episode page's tracking controls over AT-SPI: "Mark as Watched" becomes the pressed "Watched"
toggle with "Watched on …" under it; "Watch Again" in its menu makes it "Watched 2 times · last on …";
"Remove Latest Play" brings it back to one play; the rating menu rates 8 ("Your Rating: 8 out of 10") and
"Clear Rating" clears it. Each change shows a toast, and the command line sees the library change."""
import json

from uitest import App, cli, find, find_all, log, name, poll, run, screenshot, visible_clickable

ENV = {"POPCORN_TODAY": "2100-01-01", "LANGUAGE": "en"}
EPISODE = "tv/1/season/1/episode/3"


def dump():
    return json.loads(cli("dump", EPISODE, "--demo", env=ENV))


def click(window, role_name, label):
    poll(lambda: visible_clickable(window, role_name, label), f"the {role_name} {label!r}").do_action(0)
    log(f"clicked {role_name} {label!r}")


def summary(window):
    return next((name(n) for n in find_all(window, "label") if name(n).startswith("Watched ")), None)


def choose(window, menu_button, item):
    """Opens the menu of `menu_button` and activates its item `item`."""
    click(window, "push button", menu_button)
    menu_item = poll(lambda: next((n for n in find_all(window) if name(n) == item
                                   and "menu item" in n.get_role_name()), None), f"the menu item {item!r}")
    screenshot(f"tracking-episode-menu-{item.replace(' ', '-').lower()}.png", whole_screen=True)
    menu_item.do_action(0)
    log(f"menu {menu_button!r}: {item!r}")


def test():
    with App("--demo", EPISODE, env=ENV) as app:
        window = app.window()
        click(window, "push button", "Mark as Watched")
        poll(lambda: visible_clickable(window, "push button", "Watched"), "the toggle to read 'Watched'")
        poll(lambda: (summary(window) or "").startswith("Watched on "), "the 'Watched on …' line")
        find(window, "label", "Marked as watched")
        log(f"summary: {summary(window)!r}")
        screenshot("tracking-episode-watched.png")

        choose(window, "Watch Options", "Watch Again")
        poll(lambda: (summary(window) or "").startswith("Watched 2 times · last on "), "the watch count to be 2")
        log(f"summary: {summary(window)!r}")
        poll(lambda: dump().get("watchCount") == 2, "the library to have 2 plays")

        choose(window, "Watch Options", "Remove Latest Play")
        poll(lambda: (summary(window) or "").startswith("Watched on "), "the watch count to be 1 again")
        find(window, "label", "Removed from your history")
        poll(lambda: dump().get("watchCount") == 1, "the library to have 1 play")

        choose(window, "Rate", "8 out of 10")
        poll(lambda: visible_clickable(window, "push button", "Your Rating: 8 out of 10"), "the rating button to say 8")
        find(window, "label", "Rated 8/10")
        poll(lambda: dump().get("rating") == 8, "the library to have the rating 8")
        screenshot("tracking-episode-rated.png")

        choose(window, "Your Rating: 8 out of 10", "Clear Rating")
        poll(lambda: visible_clickable(window, "push button", "Rate"), "the rating button to say 'Rate'")
        poll(lambda: dump().get("rating") is None, "the library to have no rating")


if __name__ == "__main__":
    run(test)
