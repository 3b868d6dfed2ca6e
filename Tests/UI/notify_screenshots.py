"""Screenshots of issue 36's notification choice for review — the series page's bell menu open, at 360 px and the
default 1024 px, light and dark, English and German, into `.build/ui-artifacts/notify-*.png`. Not a test: run it
through the harness. German names the button by its translation once the lead translated it; until then English."""
from make_screenshots import SCHEMES, set_window_size, take_each_look
from test_gnome_polish import menu_item
from uitest import App, Atspi, clickable, cli, find_all, has_state, log, name, poll, run, screenshot



def bell(window):
    def is_bell(button):
        return (name(button).startswith(("Notifications", "Benachrichtigungen"))
                and has_state(button, Atspi.StateType.VISIBLE) and has_state(button, Atspi.StateType.SENSITIVE)
                and clickable(button))
    return next((b for b in find_all(window, "push button") if is_bell(b)), None)


def shoot(width, scheme, language):
    env = {"POPCORN_TODAY": "2017-02-10", "LANGUAGE": language, "ADW_DEBUG_COLOR_SCHEME": SCHEMES[scheme]}
    suffix = f"{width or 1024}-{scheme}-{language}"
    if width:
        set_window_size(width, 760)
    cli("watchlist", "add", "tv/1", "--demo", env=env)
    with App("--demo", "tv/1", env=env) as app:
        window = app.window()
        button = poll(lambda: bell(window), "the notifications button")
        screenshot(f"notify-header-{suffix}.png")
        button.do_action(0)
        poll(lambda: menu_item(window, "Never") or menu_item(window, "Nie"), "the notifications menu")
        screenshot(f"notify-menu-{suffix}.png", whole_screen=True)
    log(f"shot {suffix}")


if __name__ == "__main__":
    run(lambda: take_each_look(shoot))
