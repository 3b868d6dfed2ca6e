"""Issue 6, UI test 1 — keyboard only: Explore → a TV series → a season → an episode. The episode page shows
"Episode N", the name, the air date and the overview, its header image is not in the accessibility tree;
Alt+Left three times returns to Explore with focus back on the card that was opened."""
from pages import expect_focus, expect_page, images, is_card, labels, page_of, tab_until
from uitest import App, fail, find, keys, log, name, role, run, screenshot


def test():
    with App() as app:
        window = app.window()
        find(window, "list item", predicate=is_card("tv"))
        screenshot("episode-flow-1-explore.png")

        card = tab_until(window, is_card("tv"), "a TV series card on Explore")
        card_name = name(card)
        series_title = card_name.rsplit(", ", 2)[0]
        keys("Return")
        expect_page(window, series_title, f"the series page {series_title!r}")
        screenshot("episode-flow-2-series.png")

        season = tab_until(window, lambda n: role(n) == "list item" and "episode" in name(n),
                           "a season card on the series page")
        season_title = name(season).split(", ")[0]
        keys("Return")
        expect_page(window, season_title, f"the season page {season_title!r}")
        screenshot("episode-flow-3-season.png")

        episode_row = tab_until(window, lambda n: role(n) == "list item" and name(n).startswith("Episode "),
                                "an episode row on the season page")
        number, episode_name = name(episode_row)[len("Episode "):].split(": ", 1)
        keys("Return")
        page = page_of(expect_page(window, episode_name, f"the episode page {episode_name!r}"))
        texts = labels(page)
        log(f"episode page texts: {texts}")
        if f"Episode {number}" not in texts:
            fail(f"the episode page does not show 'Episode {number}': {texts}")
        others = [t for t in texts if t not in (f"Episode {number}", episode_name)]
        if not any(any(ch.isdigit() for ch in t) and len(t) < 40 for t in others):
            fail(f"no air date on the episode page: {texts}")
        if not any(len(t) > 40 for t in others):
            fail(f"no overview on the episode page: {texts}")
        if images(page):
            fail(f"decorative images are in the accessibility tree: {[role(i) for i in images(page)]}")
        screenshot("episode-flow-4-episode.png")

        # Each step back lands on the item that opened the page: the episode row, the season card, the card.
        for origin in (name(episode_row), name(season), card_name):
            keys("alt+Left")
            expect_focus(window, lambda n, o=origin: role(n) == "list item" and name(n) == o,
                         f"{origin!r} after going back")
        screenshot("episode-flow-5-back.png")


if __name__ == "__main__":
    run(test)
