"""Issue 20 — a change the library could not store is never confirmed: with the library's path taken by a
folder, the window says at start that nothing can be saved; adding a movie to the watchlist shows an error
toast (never "Added to your watchlist") and the Watchlist toggle goes back to unpressed; marking it watched
shows "Your change was not saved." and the toggle stays unpressed."""
import os
import time

from pages import is_pressed, watchlist_toggle
from uitest import App, Atspi, fail, find, find_all, has_state, log, name, poll, run, screenshot

ADDED = "Added to your watchlist"


def visible_button(window, label):
    return next((b for b in find_all(window, "push button", label) if has_state(b, Atspi.StateType.VISIBLE)), None)


def label_containing(window, text):
    return next((n for n in find_all(window, "label") if text in name(n)), None)


def error_without_confirmation(window, error_text, confirmation):
    """Polls until a label holding `error_text` shows; fails as soon as `confirmation` shows instead."""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if confirmation and find_all(window, "label", confirmation):
            fail(f"{confirmation!r} was shown for a change that was not stored")
        found = label_containing(window, error_text)
        if found:
            return name(found)
        time.sleep(0.05)
    fail(f"no toast with {error_text!r}")


def test():
    library = os.path.join(os.environ["XDG_DATA_HOME"], "io.github.popcorn.Popcorn", "library-demo.sqlite")
    os.makedirs(library)
    with App("--demo", "movie/1") as app:
        window = app.window()
        notice = poll(lambda: label_containing(window, "nothing can be saved"), "the start message")
        log(f"start toast: {name(notice)!r}")
        button = poll(lambda: watchlist_toggle(window), "the Watchlist toggle")
        button.do_action(0)
        message = error_without_confirmation(window, "Could not add to the watchlist.", ADDED)
        log(f"error toast: {message!r}")
        poll(lambda: not is_pressed(watchlist_toggle(window)) or None, "the toggle back to unpressed")
        if watchlist_toggle(window).get_description() != "Add to Watchlist":
            fail(f"the toggle's tooltip is {watchlist_toggle(window).get_description()!r}, expected 'Add to Watchlist'")
        screenshot("unusable-library-watchlist.png")
        watched = poll(lambda: visible_button(window, "Mark as Watched")
                       or next((n for n in find_all(window, "toggle button", "Mark as Watched")
                                if has_state(n, Atspi.StateType.VISIBLE)), None), "the Mark as Watched toggle")
        watched.do_action(0)
        message = error_without_confirmation(window, "Your change was not saved.", "Marked as watched")
        log(f"error toast: {message!r}")
        screenshot("unusable-library-tracking.png")
    if not os.path.isdir(library):
        fail("the folder in the library's place was changed")


if __name__ == "__main__":
    run(test)
