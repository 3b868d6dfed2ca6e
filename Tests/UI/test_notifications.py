"""Issue 16 — the app's own refresh and a notification's click: with Harbour Lights on the watchlist and a
first `popcorn refresh` on 2017-02-11 (the baseline), the app started on 2017-02-13 refreshes at start and
sends one notification for S2 · E2 to python-dbusmock's org.freedesktop.Notifications on the session bus;
the daemon's ActionInvoked("default") — a click — opens that episode in the window."""
import subprocess

from uitest import App, cli, fail, find, log, poll, run, screenshot

ENV = {"LANGUAGE": "en"}


def notify_calls():
    """The Notify calls the daemon received (dbusmock's GetCalls: answered after every earlier message)."""
    answer = subprocess.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.Notifications", "--object-path",
                             "/org/freedesktop/Notifications", "--method", "org.freedesktop.DBus.Mock.GetCalls"],
                            capture_output=True, text=True)
    return answer.stdout.split("'Notify', ")[1:]


def name_has_owner(bus_name):
    answer = subprocess.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path",
                             "/org/freedesktop/DBus", "--method", "org.freedesktop.DBus.NameHasOwner", bus_name],
                            capture_output=True, text=True)
    return "true" in answer.stdout


def click_notification(notification_id):
    """What a notification server does when the user clicks the notification's body."""
    subprocess.run(["gdbus", "call", "--session", "--dest", "org.freedesktop.Notifications", "--object-path",
                    "/org/freedesktop/Notifications", "--method", "org.freedesktop.DBus.Mock.EmitSignal",
                    "org.freedesktop.Notifications", "ActionInvoked", "us",
                    f"[<uint32 {notification_id}>, <'default'>]"], check=True, capture_output=True)


def test():
    daemon = subprocess.Popen(["/usr/bin/python3", "-m", "dbusmock", "--template", "notification_daemon"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        poll(lambda: name_has_owner("org.freedesktop.Notifications"), "the notification daemon on the bus")
        cli("watchlist", "add", "tv/1", "--demo")
        cli("refresh", "--demo", env={"POPCORN_TODAY": "2017-02-11"})
        if notify_calls():
            fail(f"the first refresh notified: {notify_calls()}")
        with App("--demo", env={**ENV, "POPCORN_TODAY": "2017-02-13"}) as app:
            window = app.window()
            call = poll(lambda: next(iter(notify_calls()), None), "the app's notification")
            log(f"notification: {call.strip()}")
            if "<'Harbour Lights'>, <'New episode: S2 · E2 · The Distant Bridge'>" not in call:
                fail(f"unexpected notification: {call}")
            click_notification(1)
            find(window, "heading", "The Distant Bridge")
            screenshot("notification-opened-episode.png")
            log("the click opened the episode")
            if len(notify_calls()) != 1:
                fail(f"expected one notification, found {notify_calls()}")
    finally:
        daemon.terminate()
        daemon.wait()


if __name__ == "__main__":
    run(test)
