"""Issue 22 — the context of a season and an episode, by mouse (AT-SPI clicks): the first episode of
"Harbour Lights" season 1 shows "Harbour Lights › Season 1" and a Next Episode button but no Previous
Episode; Next opens episode 2 (which has both); its "Season 1" link opens the season page, which shows the air
date and the episode count and links to the series; the series link opens the series page. The last episode
of the season has no Next Episode button."""
from pages import labels, page_of
from uitest import App, fail, find, find_all, log, name, poll, run, screenshot, visible_clickable


def page_with_heading(window, heading):
    """The page (scroll pane) whose heading is `heading`, once it is there."""
    return page_of(find(window, "heading", heading, timeout=30))


def visible_button(page, label):
    return visible_clickable(page, "push button", label)


def click(page, label):
    button = poll(lambda: visible_button(page, label), f"a visible {label!r} button")
    button.do_action(0)


def expect_buttons(page, present, absent):
    for label in present:
        poll(lambda label=label: visible_button(page, label), f"a visible {label!r} button")
    for label in absent:
        if visible_button(page, label):
            fail(f"{label!r} shows on the page: {[name(n) for n in find_all(page, 'push button')]}")


def test():
    with App("--demo", "tv/1/season/1/episode/1") as app:
        window = app.window()
        first = page_with_heading(window, "Long Hours")
        expect_buttons(first, ["Harbour Lights", "Season 1", "Next Episode"], ["Previous Episode"])
        screenshot("episode-context-1-first.png")

        click(first, "Next Episode")
        second = page_with_heading(window, "Before the Key")
        expect_buttons(second, ["Harbour Lights", "Season 1", "Previous Episode", "Next Episode"], [])
        screenshot("episode-context-2-next.png")

        click(second, "Season 1")
        season = page_with_heading(window, "Season 1")
        texts = labels(season)
        log(f"season page texts: {texts[:6]}")
        if not any("episodes" in text and "2016" in text for text in texts):
            fail(f"the season page shows no 'air date · N episodes' line: {texts}")
        click(season, "Harbour Lights")
        page_with_heading(window, "Harbour Lights")
        screenshot("episode-context-3-series.png")

    with App("--demo", "tv/1/season/1/episode/8") as app:
        window = app.window()
        last = page_with_heading(window, "Under the Engine")
        expect_buttons(last, ["Harbour Lights", "Season 1", "Previous Episode"], ["Next Episode"])


if __name__ == "__main__":
    run(test)
