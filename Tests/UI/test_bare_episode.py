"""Issue 6, UI test 2 — the demo episode with no still, no overview and no air date: the gray 16:9
placeholder is drawn above the text, and the air date and overview labels are absent. Checked in the light
and in the dark colour scheme (screenshots of both)."""
import subprocess

from pages import bare_episode_route, expect_focus, extents, images, labels, page_of, region_color
from uitest import APP_PATH, App, fail, log, name, role, run, screenshot


def check(dark):
    route = bare_episode_route()
    env = {"ADW_DEBUG_COLOR_SCHEME": "prefer-dark"} if dark else {"ADW_DEBUG_COLOR_SCHEME": "prefer-light"}
    suffix = "dark" if dark else "light"
    with App(route, env=env) as app:
        window = app.window()
        heading = expect_focus(window, lambda n: role(n) == "heading", "the episode heading")
        page = page_of(heading)
        texts = labels(page)
        log(f"{route}: {texts}")
        number = route.rsplit("/", 1)[1]
        if texts[:2] != [f"Episode {number}", name(heading)]:
            fail(f"expected 'Episode {number}' then the name, got {texts}")
        if len(texts) != 2:
            fail(f"the air date or overview is shown although unknown: {texts[2:]}")
        if images(page):
            fail("the placeholder is exposed to screen readers")
        path = screenshot(f"bare-episode-{suffix}.png")

        # The placeholder: a 16:9 box above the text, in a colour distinct from the page background.
        page_x, page_y, page_width, _ = extents(page)
        _, heading_y, _, _ = extents(heading)
        header_height = heading_y - page_y
        if header_height < page_width * 9 / 16 * 0.6:
            fail(f"no 16:9 header above the text: {header_height}px for a {page_width}px wide page")
        inside = region_color(path, page_x + page_width // 2 - 100, page_y + 20, 60, 40)
        background = region_color(path, page_x + 2, heading_y + 4, 8, 8)
        log(f"placeholder {inside}, background {background}")
        if sum(abs(a - b) for a, b in zip(inside, background)) < 12:
            fail("the placeholder is not drawn (same colour as the background)")


def test():
    check(dark=False)
    check(dark=True)


if __name__ == "__main__":
    run(test)
