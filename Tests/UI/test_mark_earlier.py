"""Issue 36 — marking smarter: with S1 · E1 of Harbour Lights watched (command line) and today 2017-02-13 (season
2 aired up to E2), marking S2 · E2 watched on its page shows the toast "Marked as watched" with "Also Mark 8 Earlier
Episodes"; pressing it marks exactly S1 · E2 to E8 and S2 · E1 (the library then has S1 · E1-E8 and S2 · E1-E2),
and the next toast says "8 episodes marked as watched" with Undo."""
from uitest import App, Atspi, cli, fail, find, find_all, has_state, log, poll, run, screenshot

ENV = {"POPCORN_TODAY": "2017-02-13", "LANGUAGE": "en"}
EPISODE = "tv/1/season/2/episode/2"


def visible_button(window, label):
    return next((b for b in find_all(window, "push button", label) if has_state(b, Atspi.StateType.VISIBLE)), None)


def watched():
    return sorted(line.split("\t")[0] for line in cli("watched", "list", "--demo", env=ENV).splitlines() if line)


def test():
    cli("watched", "add", "tv/1/season/1/episode/1", "--demo", env=ENV)
    with App("--demo", EPISODE, env=ENV) as app:
        window = app.window()
        poll(lambda: visible_button(window, "Mark as Watched"), "the Mark as Watched button").do_action(0)
        find(window, "label", "Marked as watched")
        also = poll(lambda: visible_button(window, "Also Mark 8 Earlier Episodes"),
                    "the toast's Also Mark 8 Earlier Episodes")
        screenshot("mark-earlier-toast.png")
        also.do_action(0)
        log("pressed Also Mark 8 Earlier Episodes")
        find(window, "label", "8 episodes marked as watched")
        poll(lambda: visible_button(window, "Undo"), "the Undo of the earlier episodes' toast")
        expected = sorted([f"tv/1/season/1/episode/{n}" for n in range(1, 9)]
                          + ["tv/1/season/2/episode/1", "tv/1/season/2/episode/2"])
        poll(lambda: watched() == expected or None, "the library to have exactly S1 E1-E8 and S2 E1-E2")
        if len(watched()) != 10:
            fail(f"plays: {watched()}")
        log(f"library: {watched()}")


if __name__ == "__main__":
    run(test)
