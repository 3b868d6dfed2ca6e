"""Issue 37 — "Check for New Episodes in the Background": the Background portal and the resident mode.

1. A mock org.freedesktop.portal.Desktop (python-dbusmock) implements RequestBackground: with the switch on and
   POPCORN_USE_PORTALS=1 (as if sandboxed), the app's start calls it with the reason, autostart=True and the
   command line `popcorn --background`; a refusing Response turns the switch off and is told in a toast.
2. A portal that owns its name but never answers: the window shows before the call gives up (the start does not
   wait for the portal; D-Bus's default 25 s timeout would).
3. The resident mode (`popcorn --background`, no window) against the loopback fake TMDb finds a new episode and
   sends exactly one notification to dbusmock's notification daemon; `popcorn` then opens the window in it.
Every process started here is stopped in `finally`."""
import os
import re
import signal
import subprocess
import sys
import time

from test_error_retry import FakeTMDb
from test_notifications import name_has_owner, notify_calls
from uitest import APP_PATH, ARTIFACTS, App, children, fail, find, has_state, keys, log, poll, role, run, screenshot

from gi.repository import Atspi  # noqa: E402  (uitest chose its version)

PORTAL = "org.freedesktop.portal.Desktop"
PORTAL_PATH = "/org/freedesktop/portal/desktop"
SWITCH = "Check for New Episodes in the Background"
REASON = "Popcorn checks for new episodes of the series you follow and notifies you"

# The body of the mock's RequestBackground(s parent_window, a{sv} options) -> o handle: the Request object at
# /org/freedesktop/portal/desktop/request/SENDER/TOKEN emits Response(u, a{sv}) once the call has returned
# (https://flatpak.github.io/xdg-desktop-portal/docs/doc-org.freedesktop.portal.Request.html). The caller is the
# app: its connection owns the application id.
REQUEST_BACKGROUND = """
import dbus
from gi.repository import GLib
owner = dbus.SessionBus().get_name_owner('io.github.popcorn.Popcorn')
handle = '/org/freedesktop/portal/desktop/request/' + owner[1:].replace('.', '_') + '/' + args[1]['handle_token']
if handle not in objects:
    self.AddObject(handle, 'org.freedesktop.portal.Request', {}, [])
request = objects[handle]
GLib.timeout_add(100, lambda request=request: request.EmitSignal('org.freedesktop.portal.Request', 'Response', 'ua{sv}',
    [dbus.UInt32(RESPONSE), {'background': dbus.Boolean(RESPONSE == 0, variant_level=1),
                             'autostart': dbus.Boolean(RESPONSE == 0, variant_level=1)}]) and False)
ret = dbus.ObjectPath(handle)
"""


# A portal whose RequestBackground never replies (a backend that hangs). Its other calls fail at once as unknown
# methods: GTK's own start-up reads the Settings and Inhibit portals synchronously whenever the name is owned,
# which is GTK's wait, not the one under test.
SILENT_PORTAL = f"""
import dbus, dbus.mainloop.glib, dbus.service
from gi.repository import GLib

class Silent(dbus.service.Object):
    @dbus.service.method('org.freedesktop.portal.Background', in_signature='sa{{sv}}', out_signature='o',
                         async_callbacks=('reply', 'error'))
    def RequestBackground(self, parent_window, options, reply, error):
        pass

dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
bus = dbus.SessionBus()
portal = Silent(bus, '{PORTAL_PATH}')
name = dbus.service.BusName('{PORTAL}', bus)
print('owned', flush=True)
GLib.MainLoop().run()
"""


def gdbus(*arguments):
    return subprocess.run(["gdbus", "call", "--session", *arguments], capture_output=True, text=True, check=True).stdout


def set_background_checks(on):
    """Writes the switch into the keyfile backend of run-ui-tests.sh (read by the next app start)."""
    path = os.path.join(os.environ["XDG_CONFIG_HOME"], "glib-2.0", "settings", "keyfile")
    with open(path, encoding="utf-8") as keyfile:
        lines = [line for line in keyfile.read().splitlines() if not line.startswith("background-checks=")]
    lines.append(f"background-checks={'true' if on else 'false'}")
    with open(path, "w", encoding="utf-8") as keyfile:
        keyfile.write("\n".join(lines) + "\n")


def background_checks():
    path = os.path.join(os.environ["XDG_CONFIG_HOME"], "glib-2.0", "settings", "keyfile")
    with open(path, encoding="utf-8") as keyfile:
        return "background-checks=true" in keyfile.read().splitlines()


def stop(process):
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def free_portal_name():
    """Stops the real xdg-desktop-portal when an earlier test's app had the private bus (shared by every test
    file of run-ui-tests.sh) activate it, so that a stand-in can own the portal's name."""
    if not name_has_owner(PORTAL):
        return
    answer = gdbus("--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus", "--method",
                   "org.freedesktop.DBus.GetConnectionUnixProcessID", PORTAL)
    os.kill(int(re.search(r"uint32 (\d+)", answer).group(1)), signal.SIGTERM)
    poll(lambda: not name_has_owner(PORTAL) or None, "the real portal gone from the bus")


class MockPortal:
    """python-dbusmock's org.freedesktop.portal.Desktop whose RequestBackground answers `response`."""

    def __init__(self, response):
        free_portal_name()
        self.log = open(os.path.join(ARTIFACTS, "test_background_portal.portal.log"), "a")
        self.process = subprocess.Popen(["/usr/bin/python3", "-m", "dbusmock", PORTAL, PORTAL_PATH,
                                         "org.freedesktop.portal.Background"],
                                        stdout=self.log, stderr=subprocess.STDOUT)
        poll(lambda: name_has_owner(PORTAL), "the mock portal on the bus")
        gdbus("--dest", PORTAL, "--object-path", PORTAL_PATH, "--method", "org.freedesktop.DBus.Mock.AddMethod",
              "org.freedesktop.portal.Background", "RequestBackground", "sa{sv}", "o",
              REQUEST_BACKGROUND.replace("RESPONSE", str(response)))

    def calls(self):
        """The RequestBackground calls as gdbus prints them."""
        answer = gdbus("--dest", PORTAL, "--object-path", PORTAL_PATH, "--method",
                       "org.freedesktop.DBus.Mock.GetCalls")
        return answer.split("'RequestBackground', ")[1:]

    def close(self):
        stop(self.process)
        self.log.close()


def test_request_at_start():
    set_background_checks(True)
    portal = MockPortal(response=0)
    try:
        with App("--demo", env={"LANGUAGE": "en", "POPCORN_USE_PORTALS": "1"}) as app:
            app.window()
            call = poll(lambda: next(iter(portal.calls()), None), "RequestBackground from the app's start")
            log(f"RequestBackground: {call.strip()}")
            for part in [f"'reason': <'{REASON}'>", "'autostart': <true>",
                         "'commandline': <['popcorn', '--background']>", "'dbus-activatable': <false>",
                         "'handle_token': <'popcorn_"]:
                if part not in call:
                    fail(f"RequestBackground lacks {part}: {call}")
            time.sleep(1)
            if not background_checks():
                fail("the granted request turned the switch off")
            if len(portal.calls()) != 1:
                fail(f"expected one request, found {portal.calls()}")
    finally:
        portal.close()


def test_refusal_turns_the_switch_off():
    set_background_checks(True)
    portal = MockPortal(response=1)
    try:
        with App("--demo", env={"LANGUAGE": "en", "POPCORN_USE_PORTALS": "1"}) as app:
            window = app.window()
            poll(lambda: not background_checks(), "the refused request to turn the switch off")
            find(window, "label", "Popcorn may not run in the background: background checks were turned off")
            screenshot("background-portal-refused.png")
            log("the refusal turned the switch off and was told")
    finally:
        portal.close()


def test_silent_portal_does_not_delay_the_window():
    set_background_checks(True)
    free_portal_name()
    silent = subprocess.Popen(["/usr/bin/python3", "-c", SILENT_PORTAL], stdout=subprocess.PIPE, text=True)
    try:
        if silent.stdout.readline().strip() != "owned":
            fail("the silent portal did not own its name")
        # Where App writes the app's output.
        log_path = os.path.join(ARTIFACTS, os.path.splitext(os.path.basename(sys.argv[0]))[0] + ".app.log")
        before = os.path.getsize(log_path) if os.path.exists(log_path) else 0
        started = time.monotonic()
        with App("--demo", env={"LANGUAGE": "en", "POPCORN_USE_PORTALS": "1"}) as app:
            app.window()
            shown = time.monotonic() - started
            with open(log_path, encoding="utf-8", errors="replace") as app_log:
                app_log.seek(before)
                if "background portal did not answer" in app_log.read():
                    fail(f"the window came only after the portal call gave up ({shown:.1f} s)")
            log(f"the window showed after {shown:.1f} s while the portal stayed silent")
            if shown > 10:
                fail(f"the window took {shown:.1f} s")

            def gave_up():
                with open(log_path, encoding="utf-8", errors="replace") as app_log:
                    app_log.seek(before)
                    return "background portal did not answer" in app_log.read()
            poll(gave_up, "the unanswered portal call to give up (after its short timeout)", timeout=20)
            if not background_checks():
                fail("an unanswered request turned the switch off")
    finally:
        stop(silent)


def test_resident_mode_notifies_once():
    daemon = subprocess.Popen(["/usr/bin/python3", "-m", "dbusmock", "--template", "notification_daemon"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    server = FakeTMDb("/3/__none=status:500")
    resident = None
    try:
        poll(lambda: name_has_owner("org.freedesktop.Notifications"), "the notification daemon on the bus")
        env = dict(os.environ, TMDB_API_TOKEN="ui-test-token", POPCORN_TMDB_API_URL=f"{server.base}/3",
                   LANGUAGE="en")
        subprocess.run([APP_PATH, "watchlist", "add", "tv/200"], env=env, check=True, capture_output=True)
        subprocess.run([APP_PATH, "refresh"], env=dict(env, POPCORN_TODAY="2018-09-05"), check=True,
                       capture_output=True)
        if notify_calls():
            fail(f"the baseline refresh notified: {notify_calls()}")

        set_background_checks(False)
        started = time.monotonic()
        off = subprocess.run([APP_PATH, "--background"], env=env, capture_output=True, text=True, timeout=30)
        took = time.monotonic() - started
        if off.returncode != 0 or notify_calls() or took > 10:
            fail(f"with the switch off, --background should end at once, quietly: {off.returncode} after {took:.1f} s "
                 f"{off.stderr}")
        log(f"with the switch off, --background ended after {took:.1f} s")

        set_background_checks(True)
        resident_log = open(os.path.join(ARTIFACTS, "test_background_portal.resident.log"), "w")
        resident = subprocess.Popen([APP_PATH, "--background"], env=dict(env, POPCORN_TODAY="2018-09-10"),
                                    stdout=resident_log, stderr=subprocess.STDOUT)
        call = poll(lambda: next(iter(notify_calls()), None), "the resident mode's notification", timeout=60)
        log(f"notification: {call.strip()}")
        if "<'Lanterns of the North'>" not in call or "Fog Signals" not in call:
            fail(f"unexpected notification: {call}")
        time.sleep(2)
        if resident.poll() is not None:
            fail(f"the resident mode ended ({resident.returncode}) while the switch is on")
        if len(notify_calls()) != 1:
            fail(f"expected exactly one notification, found {notify_calls()}")
        windows = subprocess.run(["xdotool", "search", "--onlyvisible", "--class", "^popcorn$"],
                                 capture_output=True, text=True).stdout.split()
        if windows:
            fail(f"the resident mode showed windows: {windows}")

        # `popcorn` opens the window in the resident instance (it exits after handing over its command line).
        subprocess.run([APP_PATH], env=env, check=True, capture_output=True, timeout=30)
        poll(lambda: subprocess.run(["xdotool", "search", "--onlyvisible", "--class", "^popcorn$"],
                                    capture_output=True).returncode == 0, "the window of the resident instance")
        log("popcorn opened the window in the resident instance")
        find(resident_window(resident.pid), "page tab", "Explore")

        # Closing the window keeps the resident instance; the next `popcorn` shows the same, working window.
        keys("ctrl+w")
        poll(lambda: subprocess.run(["xdotool", "search", "--onlyvisible", "--class", "^popcorn$"],
                                    capture_output=True).returncode != 0, "the window closed")
        time.sleep(1)
        if resident.poll() is not None:
            fail(f"closing the window ended the resident mode ({resident.returncode})")
        subprocess.run([APP_PATH, "tv/200"], env=env, check=True, capture_output=True, timeout=30)
        window = resident_window(resident.pid)
        find(window, "page tab", "Explore")
        find(window, "heading", "Lanterns of the North")
        log("closed and opened again, the window shows tv/200")
    finally:
        if resident:
            stop(resident)
        server.close()
        stop(daemon)


def resident_window(pid):
    """The showing main window of the process `pid` on the AT-SPI desktop."""
    def showing_frame():
        for app in children(Atspi.get_desktop(0)):
            try:
                if app.get_process_id() != pid:
                    continue
            except Exception:
                continue
            return next((w for w in children(app) if role(w) == "frame" and has_state(w, Atspi.StateType.SHOWING)),
                        None)
        return None
    return poll(showing_frame, "the resident instance's window on the AT-SPI desktop")


def show_notifications_group(title="Preferences", clicks=12):
    """Scrolls Preferences (its window titled `title`) down to its Notifications group (the mouse wheel)."""
    window = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", f"^{title}$"], capture_output=True,
                            text=True, check=True).stdout.split()[0]
    subprocess.run(["xdotool", "mousemove", "--window", window, "150", "300", "click", "--repeat", str(clicks), "--delay",
                    "30", "5"], check=True)
    time.sleep(1)


def test_switch_in_preferences():
    """Off at start (no request); turned on in Preferences it asks, turned off it takes the login start back."""
    set_background_checks(False)
    portal = MockPortal(response=0)
    try:
        with App("--demo", env={"LANGUAGE": "en", "POPCORN_USE_PORTALS": "1"}) as app:
            app.window()
            time.sleep(1)
            if portal.calls():
                fail(f"the app asked with the switch off: {portal.calls()}")
            keys("ctrl+comma")
            prefs = app.window("Preferences")
            switch = find(prefs, "check box", SWITCH)
            switch.do_action(0)
            call = poll(lambda: next(iter(portal.calls()), None), "RequestBackground when the switch turns on")
            if "'autostart': <true>" not in call or not background_checks():
                fail(f"turning the switch on: {call}")
            show_notifications_group()
            screenshot("background-checks-preferences.png", "Preferences")
            switch.do_action(0)
            poll(lambda: len(portal.calls()) == 2 or None, "RequestBackground when the switch turns off")
            if "'autostart': <false>" not in portal.calls()[1] or background_checks():
                fail(f"turning the switch off: {portal.calls()[1]}")
            log("the Preferences switch asks the portal when turned on and takes the login start back when off")
    finally:
        portal.close()


def test():
    test_switch_in_preferences()
    test_request_at_start()
    test_refusal_turns_the_switch_off()
    test_silent_portal_does_not_delay_the_window()
    test_resident_mode_notifies_once()


if __name__ == "__main__":
    run(test)
