"""Screenshots of issue 36's per-series spoiler choice — the series page menu's "Spoilers" radio items — at 360 px
and the default 1024 px, light and dark, English and German, into `.build/ui-artifacts/spoiler-choice-*.png`.
Not a test: run it through the harness."""
from make_screenshots import SCHEMES, set_window_size, take_each_look
from test_gnome_polish import visible
from uitest import App, Atspi, has_state, log, poll, role, run, screenshot, visible_clickable, walk

PAGE_MENU = {"en": "Page Menu", "de": "Seitenmenü"}


def radio_item(window):
    """The checked Spoilers choice of the open menu (the only checked menu item), or None."""
    return next((n for n in walk(window)
                 if "menu item" in role(n) and visible(n) and has_state(n, Atspi.StateType.CHECKED)), None)


def shoot(width, scheme, language):
    env = {"POPCORN_TODAY": "2024-06-01", "LANGUAGE": language, "ADW_DEBUG_COLOR_SCHEME": SCHEMES[scheme]}
    suffix = f"{width or 1024}-{scheme}-{language}"
    if width:
        set_window_size(width, 760)
    with App("--demo", "tv/1", env=env) as app:
        window = app.window()
        poll(lambda: visible_clickable(window, "push button", PAGE_MENU[language]), "the page menu button").do_action(0)
        poll(lambda: radio_item(window), "the Spoilers choices", timeout=60)
        screenshot(f"spoiler-choice-menu-{suffix}.png", whole_screen=True)
    log(f"shot {suffix}")


if __name__ == "__main__":
    run(lambda: take_each_look(shoot))
