"""Issue 6, UI test 2 — the demo catalog's episodes with no still, with no overview and with no air date
(opened in the running app with `popcorn ROUTE`): the gray 16:9 placeholder is drawn where the still is
missing, and the overview or air date label is absent when unknown. Checked in the light and the dark
colour scheme (screenshots of both)."""
import subprocess

from pages import demo_episode_where, expect_focus, expect_page, extents, images, labels, page_of, region_color
from uitest import APP_PATH, App, fail, log, name, role, run, screenshot, walk

CASES = [
    ("without still", lambda e: not e.get("still_path")),
    ("without overview", lambda e: not (e.get("overview") or "").strip()),
    ("without air date", lambda e: not e.get("air_date")),
]


def open_route(app, route):
    second = subprocess.run([APP_PATH, route], env=app.env, capture_output=True, text=True, timeout=60)
    if second.returncode != 0:
        fail(f"popcorn {route} exited {second.returncode}: {second.stderr}")


def check_episode(app, window, description, route, episode, suffix):
    open_route(app, route)
    page = page_of(expect_page(window, episode["name"], f"the first control of {route}"))
    heading = next(n for n in walk(page) if role(n) == "heading" and name(n) == episode["name"])
    texts = labels(page)
    log(f"{route} ({description}): {texts}")
    number = episode["episode_number"]
    if texts[:2] != [f"Episode {number}", episode["name"]]:
        fail(f"expected 'Episode {number}' then the name, got {texts}")
    overview = (episode.get("overview") or "").strip()
    if overview and overview not in texts:
        fail(f"the overview is missing: {texts}")
    if not overview and any(len(t) > 40 for t in texts[2:]):
        fail(f"an overview is shown although there is none: {texts}")
    # Issue 17: the director, writers and guest stars follow the summary.
    credits = next((i for i, t in enumerate(texts) if t.startswith(("Directed by ", "Written by ")) or t == "Guest Stars"),
                   len(texts))
    for job, prefix in [("Director", "Directed by "), ("Writer", "Written by ")]:
        names = [c["name"] for c in episode.get("crew", []) if c["job"] == job]
        if names and prefix + ", ".join(names) not in texts[credits:]:
            fail(f"the line {prefix + ', '.join(names)!r} is missing: {texts}")
    date_lines = [t for t in texts[2:credits] if t != overview]
    if episode.get("air_date") and len(date_lines) != 1:
        fail(f"expected one air date line, got {date_lines}")
    if not episode.get("air_date") and date_lines:
        fail(f"an air date is shown although it is unknown: {date_lines}")
    if images(page):
        fail("the header image or placeholder is exposed to screen readers")
    path = screenshot(f"episode-{description.replace(' ', '-')}-{suffix}.png")

    # The header: a 16:9 box above the text; without a still, a placeholder distinct from the background.
    page_x, page_y, page_width, _ = extents(page)
    _, heading_y, _, _ = extents(heading)
    if heading_y - page_y < page_width * 9 / 16 * 0.6:
        fail(f"no 16:9 header above the text ({heading_y - page_y}px for a {page_width}px wide page)")
    if not episode.get("still_path"):
        inside = region_color(path, page_x + page_width // 2 - 100, page_y + 20, 60, 40)
        background = region_color(path, page_x + 2, heading_y + 4, 8, 8)
        log(f"placeholder {inside}, background {background}")
        if sum(abs(a - b) for a, b in zip(inside, background)) < 12:
            fail("the placeholder is not drawn (same colour as the background)")


def check(dark):
    suffix = "dark" if dark else "light"
    env = {"ADW_DEBUG_COLOR_SCHEME": "prefer-dark" if dark else "prefer-light"}
    with App(env=env) as app:
        window = app.window()
        for description, predicate in CASES:
            route, episode = demo_episode_where(description, predicate)
            check_episode(app, window, description, route, episode, suffix)


def test():
    check(dark=False)
    check(dark=True)


if __name__ == "__main__":
    run(test)
