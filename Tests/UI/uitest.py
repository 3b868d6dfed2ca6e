"""Helpers for Popcorn UI tests (python3 + pyatspi), run by Tests/UI/run-ui-tests.sh.

A test is a script `test_*.py` that receives the app binary and the artifacts folder (argv[1], argv[2]),
launches the app with `App`, finds widgets on the AT-SPI tree by role and name, sends keys, polls for
effects, saves screenshots, and exits non-zero (an uncaught exception or `fail`) when something is wrong.
"""
import os
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402
import pyatspi  # noqa: E402,F401  (registers the pyatspi conveniences on Atspi objects)

APP_PATH = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("POPCORN_APP", "")
ARTIFACTS = sys.argv[2] if len(sys.argv) > 2 else os.environ.get("POPCORN_UI_ARTIFACTS", ".build/ui-artifacts")
DEFAULT_TIMEOUT = 30.0


class TestFailure(Exception):
    """A failed expectation."""


def fail(message):
    raise TestFailure(message)


def log(message):
    print(f"  {message}", flush=True)


def poll(predicate, description, timeout=DEFAULT_TIMEOUT, interval=0.05):
    """Returns predicate()'s first truthy value; fails with `description` after `timeout` seconds."""
    deadline = time.monotonic() + timeout
    last_error = None
    while time.monotonic() < deadline:
        try:
            value = predicate()
            if value:
                return value
        except Exception as error:  # the tree changes under us while the app updates
            last_error = error
        time.sleep(interval)
    fail(f"timed out waiting for {description}" + (f" (last error: {last_error})" if last_error else ""))


def children(node):
    try:
        return [node.get_child_at_index(i) for i in range(node.get_child_count())]
    except Exception:
        return []


def walk(node, max_depth=60):
    """All descendants of node (depth first), node included."""
    stack = [(node, 0)]
    while stack:
        current, depth = stack.pop()
        if current is None:
            continue
        yield current
        if depth < max_depth:
            stack.extend((child, depth + 1) for child in reversed(children(current)))


def role(node):
    """The role name; "" for an accessible that went away (toasts, popped pages)."""
    try:
        return node.get_role_name()
    except Exception:
        return ""


def name(node):
    """The accessible name; "" for an accessible that went away."""
    try:
        return node.get_name() or ""
    except Exception:
        return ""


def states(node):
    return node.get_state_set()


def has_state(node, state):
    return states(node).contains(state)


def find_all(root, role_name=None, name_is=None, predicate=None):
    return [n for n in walk(root)
            if (role_name is None or role(n) == role_name)
            and (name_is is None or name(n) == name_is)
            and (predicate is None or predicate(n))]


def find(root, role_name=None, name_is=None, predicate=None, timeout=DEFAULT_TIMEOUT):
    """Polls until a matching descendant exists; returns the first one."""
    description = f"{role_name or 'node'} named {name_is!r}" if name_is else (role_name or "node")
    return poll(lambda: next(iter(find_all(root, role_name, name_is, predicate)), None), description, timeout)


def clickable(node):
    """Whether AT-SPI can click `node` (a menu button's inner button, not the menu button around it, whose
    AT-SPI actions are those of the action group inserted on it)."""
    return any(node.get_action_name(index) == "click" for index in range(node.get_n_actions()))


def visible_clickable(root, role_name, label):
    """The first visible, clickable `role_name` named `label` under `root`, or None."""
    return next((n for n in find_all(root, role_name, label)
                 if has_state(n, Atspi.StateType.VISIBLE) and clickable(n)), None)


def dump(node, depth=0, max_depth=12):
    """The accessible tree as text (for debugging and failure logs)."""
    lines = [f"{'  ' * depth}{role(node)} {name(node)!r}"]
    if depth < max_depth:
        for child in children(node):
            lines.append(dump(child, depth + 1, max_depth))
    return "\n".join(lines)


class App:
    """The app under test: launched on enter, found on the AT-SPI desktop, stopped on exit."""

    def __init__(self, *arguments, env=None, name="popcorn"):
        self.arguments = list(arguments)
        self.env = dict(os.environ, **(env or {}))
        self.name = name
        self.process = None
        self.accessible = None

    def __enter__(self):
        log_path = os.path.join(ARTIFACTS, os.path.splitext(os.path.basename(sys.argv[0]))[0] + ".app.log")
        self.log = open(log_path, "a")
        self.process = subprocess.Popen([APP_PATH, *self.arguments], env=self.env,
                                        stdout=self.log, stderr=subprocess.STDOUT)
        self.accessible = poll(self._find_application, "the app on the AT-SPI desktop")
        return self

    def __exit__(self, *exc):
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()
        return False

    def _find_application(self):
        if self.process.poll() is not None:
            fail(f"the app exited with status {self.process.returncode} (see {self.log.name})")
        desktop = Atspi.get_desktop(0)
        for app in children(desktop):
            try:
                if app.get_process_id() == self.process.pid:
                    return app
            except Exception:
                continue
        return None

    def window(self, title=None, timeout=DEFAULT_TIMEOUT):
        """The app's top-level window (role `frame`) named `title`; without a title the main window, the first
        one (its title follows the page: "Popcorn" on a tab, the title on a details page)."""
        return poll(lambda: next((w for w in children(self.accessible)
                                  if role(w) == "frame" and (title is None or name(w) == title)), None),
                    f"window {title or 'main'!r}", timeout)


def cli(*arguments, env=None):
    """Runs the app's command line (e.g. `cli("watched", "add", "tv/1/season/1", "--demo")`); returns its output."""
    done = subprocess.run([APP_PATH, *arguments], env=dict(os.environ, **(env or {})), capture_output=True,
                          text=True)
    if done.returncode != 0:
        fail(f"popcorn {' '.join(arguments)} exited {done.returncode}: {done.stderr.strip()}")
    return done.stdout


def keys(*combos):
    """Sends key combinations to the focused window with xdotool ("alt+2", "ctrl+f", "Escape")."""
    for combo in combos:
        subprocess.run(["xdotool", "key", "--clearmodifiers", combo], check=True)


def type_text(text):
    subprocess.run(["xdotool", "type", "--delay", "20", text], check=True)


def screenshot(file_name, window_title=None, whole_screen=False):
    """Saves a PNG of the window named `window_title` — by default the app's main window, whatever page title
    it shows — (or the whole screen if the window cannot be found, or with `whole_screen`, e.g. to show a
    popover, which is a window of its own) under ARTIFACTS."""
    os.makedirs(ARTIFACTS, exist_ok=True)
    path = os.path.join(ARTIFACTS, file_name)
    search = ["--class", "^popcorn$"] if window_title is None else ["--name", f"^{window_title}$"]
    found = subprocess.run(["xdotool", "search", "--onlyvisible", *search], capture_output=True, text=True)
    window_ids = [] if whole_screen else found.stdout.split()
    target = window_ids[0] if window_ids else "root"
    subprocess.run(["import", "-window", target, path], check=True)
    log(f"screenshot: {path}")
    return path


def run(test):
    """Runs `test()` and exits 0 on success, 1 on failure (printing the reason)."""
    try:
        test()
    except TestFailure as failure:
        print(f"  FAILED: {failure}", flush=True)
        sys.exit(1)
    sys.exit(0)
