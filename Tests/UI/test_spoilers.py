"""Issue 36 — spoiler protection for screen readers as for the eye: Preferences' "Spoiler Protection" switch is off
at first (episode 2's name shows) and turning it on saves the GSettings key; with it on and episode 1 of Harbour Lights watched, the season page shows episode 1 as it is and
episodes 2 and 3 as "Episode N" with "Overview hidden — not watched yet"; neither their names nor their
overviews are anywhere in the accessible tree (names, descriptions) until "Reveal Episode 2" is pressed, which
shows episode 2 and no other. The episode page of episode 3 hides it the same way (title "Episode 3", still
blurred) until its Reveal button is pressed."""
import os

from uitest import App, Atspi, cli, fail, find, has_state, keys, log, name, poll, run, screenshot, walk

ENV = {"POPCORN_TODAY": "2024-06-01", "LANGUAGE": "en"}
HIDDEN = "Overview hidden — not watched yet"
WATCHED_OVERVIEW = "Greta and Jasper follow a hunch"
SECRETS = {
    2: ("Before the Key", "Kit and Jasper try to keep the peace"),
    3: ("What the Orchard Knew", "Kit and Hugo go looking for answers"),
}


def keyfile_path():
    return os.path.join(os.environ["XDG_CONFIG_HOME"], "glib-2.0", "settings", "keyfile")


def keyfile_text():
    with open(keyfile_path()) as keyfile:
        return keyfile.read()


def protect():
    """Turns spoiler protection on in the keyfile the harness gives the app (keeping what it holds)."""
    path = keyfile_path()
    with open(path) as keyfile:
        text = keyfile.read()
    with open(path, "w") as keyfile:
        keyfile.write(text.rstrip("\n") + "\nspoiler-protection=true\n")


def texts(root):
    """Every accessible name and description under `root`."""
    found = []
    for node in walk(root):
        found.append(name(node))
        try:
            found.append(node.get_description() or "")
        except Exception:
            pass
    return found


def leaked(root, number):
    """The first text under `root` that tells episode `number`'s name or overview, or None."""
    return next((text for text in texts(root) if any(secret in text for secret in SECRETS[number])), None)


def expect_hidden(root, number):
    text = leaked(root, number)
    if text is not None:
        fail(f"episode {number} is hidden but the accessible tree says {text!r}")
    log(f"episode {number}: nothing of its name or overview in the accessible tree")


def turn_on_in_preferences():
    """Off at first: the season page names episode 2; the Preferences switch turns protection on."""
    with App("--demo", "tv/1/season/1", env=ENV) as app:
        window = app.window()
        poll(lambda: leaked(window, 2), "episode 2's name with protection off")
        keys("ctrl+comma")
        prefs = app.window("Preferences")
        find(prefs, "check box", "Spoiler Protection").do_action(0)
        poll(lambda: "spoiler-protection=true" in keyfile_text() or None, "the switch to save the setting")
        log("Preferences: Spoiler Protection turned on and saved")
        screenshot("spoilers-preferences.png", window_title="Preferences")


def test():
    cli("watched", "add", "tv/1/season/1/episode/1", "--date", "2024-01-02", "--demo", env=ENV)
    turn_on_in_preferences()
    with App("--demo", "tv/1/season/1", env=ENV) as app:
        window = app.window()
        find(window, "label", predicate=lambda n: name(n).startswith(WATCHED_OVERVIEW))
        find(window, "label", HIDDEN)
        watched = find(window, "check box", "Watched: Episode 1, Long Hours")
        poll(lambda: has_state(watched, Atspi.StateType.CHECKED), "episode 1's check box to be checked")
        find(window, "check box", "Watched: Episode 2")
        expect_hidden(window, 2)
        expect_hidden(window, 3)
        screenshot("spoilers-season-hidden.png")

        find(window, "push button", "Reveal Episode 2").do_action(0)
        poll(lambda: leaked(window, 2), "episode 2's overview to show once revealed")
        log("Reveal Episode 2: its name and overview show")
        expect_hidden(window, 3)
        find(window, "push button", "Reveal Episode 3")
        screenshot("spoilers-season-revealed.png")

    with App("--demo", "tv/1/season/1/episode/3", env=ENV) as app:
        window = app.window()
        find(window, "label", HIDDEN)
        find(window, "heading", "Episode 3")
        expect_hidden(window, 3)
        screenshot("spoilers-episode-hidden.png")
        find(window, "push button", "Reveal Episode 3").do_action(0)
        poll(lambda: leaked(window, 3), "episode 3's overview to show once revealed")
        log("Reveal: the episode page shows its name and overview")
        screenshot("spoilers-episode-revealed.png")


if __name__ == "__main__":
    run(test)
