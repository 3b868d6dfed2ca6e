"""Screenshots of issue 36's smarter marking for review — the episode toast's "Also Mark N Earlier Episodes" and
the season and series page menus' "Mark Season Watched" / "Mark Series Watched" — at 360 px and the default 1024 px, light and
dark, English and German, into `.build/ui-artifacts/marking-*.png`. Not a test: run it through the harness."""
import time

from make_screenshots import SCHEMES, set_window_size, take_each_look
from test_gnome_polish import menu_item
from uitest import App, Atspi, cli, find_all, has_state, log, poll, run, screenshot, visible_clickable

LABELS = {"en": ("Page Menu", "Mark as Watched"), "de": ("Seitenmenü", "Als gesehen markieren")}
MENUS = {"tv/1/season/2": "Mark Season Watched", "tv/1": "Mark Series Watched"}


def visible_button(window, label):
    return next((b for b in find_all(window, "push button", label) if has_state(b, Atspi.StateType.VISIBLE)), None)


def shoot(width, scheme, language):
    env = {"POPCORN_TODAY": "2017-02-13", "LANGUAGE": language, "ADW_DEBUG_COLOR_SCHEME": SCHEMES[scheme]}
    page_menu, mark = LABELS[language]
    suffix = f"{width}-{scheme}-{language}"
    if width:
        set_window_size(width, 760)
    if cli("watched", "list", "--demo", env=env).strip():
        cli("watched", "remove", "tv/1", "--all", "--demo", env=env)
    cli("watched", "add", "tv/1/season/1/episode/1", "--demo", env=env)
    for route, item in MENUS.items():
        with App("--demo", route, env=env) as app:
            window = app.window()
            poll(lambda: visible_clickable(window, "push button", page_menu), "the page menu button").do_action(0)
            poll(lambda: menu_item(window, item), f"the page menu's {item}", timeout=60)
            screenshot(f"marking-{route.replace('/', '-')}-menu-{suffix}.png", whole_screen=True)
    with App("--demo", "tv/1/season/2/episode/2", env=env) as app:
        window = app.window()
        poll(lambda: visible_button(window, mark), f"the {mark} button").do_action(0)
        time.sleep(1)
        screenshot(f"marking-toast-{suffix}.png")
    log(f"shot {suffix}")


if __name__ == "__main__":
    run(lambda: take_each_look(shoot))
