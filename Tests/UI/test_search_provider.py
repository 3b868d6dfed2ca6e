"""Issue 37 — the GNOME Shell search provider, called over D-Bus on the private session bus as the Shell
calls it. The app runs as its D-Bus service (`popcorn --gapplication-service`, no window) against the fake
TMDb (Tests/Support/fake_tmdb.py):

1. Offline (the fake resets every connection), a library title comes back from GetInitialResultSet in at
   most 50 ms (after one warm-up search, which reads the library from the cache) and GetResultMetas gives
   its name, "Movie · 2019" and a serialized GIcon (Gio.Icon.deserialize reads it).
2. Online, TMDb's multi-search hit (not in the library) arrives with the next search, within the deadline.
3. With TMDb's search hanging, every call returns within the deadline.
4. ActivateResult opens the movie's page in a new window (AT-SPI sees it); LaunchSearch opens Search with
   the terms."""
import os
import subprocess
import time

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

from pages import expect_page  # noqa: E402
from test_error_retry import FakeTMDb  # noqa: E402
from uitest import APP_PATH, ARTIFACTS, Atspi, children, cli, fail, find, log, name, poll, role, run, \
    screenshot  # noqa: E402

BUS_NAME = "io.github.popcorn.Popcorn"
OBJECT_PATH = "/io/github/popcorn/Popcorn/SearchProvider"
INTERFACE = "org.gnome.Shell.SearchProvider2"
# ShellSearch.deadline (300 ms) plus the D-Bus round trip.
DEADLINE = 0.3 + 0.2


class Provider:
    """The search provider over the session bus, each call timed."""

    def __init__(self):
        self.bus = Gio.bus_get_sync(Gio.BusType.SESSION)

    def has_owner(self):
        reply = self.bus.call_sync("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                   "NameHasOwner", GLib.Variant("(s)", (BUS_NAME,)), None,
                                   Gio.DBusCallFlags.NONE, 2000)
        return reply.unpack()[0]

    def call(self, method, signature, *arguments):
        """(the unpacked reply, seconds taken)."""
        start = time.monotonic()
        reply = self.bus.call_sync(BUS_NAME, OBJECT_PATH, INTERFACE, method, GLib.Variant(signature, arguments),
                                   None, Gio.DBusCallFlags.NO_AUTO_START, 10000)
        elapsed = time.monotonic() - start
        log(f"{method}{arguments} -> {reply.unpack() if method != 'GetResultMetas' else '…'} in "
            f"{elapsed * 1000:.1f} ms")
        return reply, elapsed

    def initial(self, *terms):
        reply, elapsed = self.call("GetInitialResultSet", "(as)", list(terms))
        return reply.unpack()[0], elapsed

    def subsearch(self, previous, *terms):
        reply, elapsed = self.call("GetSubsearchResultSet", "(asas)", previous, list(terms))
        return reply.unpack()[0], elapsed

    def metas(self, *ids):
        reply, _ = self.call("GetResultMetas", "(as)", list(ids))
        # The icon stays a GVariant (unpack() would flatten the serialized GIcon).
        metas = reply.get_child_value(0)
        return [{key: metas.get_child_value(index).lookup_value(key, None)
                 for key in ("id", "name", "description", "icon")} for index in range(metas.n_children())]


def application(pid):
    """The app's accessible on the AT-SPI desktop, by process id."""
    for app in children(Atspi.get_desktop(0)):
        try:
            if app.get_process_id() == pid:
                return app
        except Exception:
            continue
    return None


def test():
    server = FakeTMDb("/__none=status:500")
    env = dict(os.environ, TMDB_API_TOKEN="ui-test-token", POPCORN_TMDB_API_URL=f"{server.base}/3")
    service = None
    log_file = open(os.path.join(ARTIFACTS, "test_search_provider.app.log"), "a")
    try:
        cli("watchlist", "add", "movie/100", env=env)
        cli("dump", "movie/100", env=env)  # its details in the cache
        server.fail_everything("reset")
        service = subprocess.Popen([APP_PATH, "--gapplication-service"], env=env, stdout=log_file,
                                   stderr=subprocess.STDOUT)
        provider = Provider()
        poll(provider.has_owner, f"{BUS_NAME} on the session bus", timeout=30)

        # 1. Offline: the library, at once.
        # A first search waits for the library's reading only up to the deadline: repeat it until it is read.
        poll(lambda: provider.initial("harbour")[0] == ["movie/100"], "the watchlist's movie/100 (warm-up search)",
             interval=0.2)
        ids, elapsed = provider.initial("glass")
        if ids != ["movie/100"]:
            fail(f"an offline library search found {ids}, not movie/100")
        if elapsed > 0.05:
            fail(f"GetInitialResultSet took {elapsed * 1000:.1f} ms for a library hit (at most 50 ms)")
        meta, = provider.metas("movie/100")
        if meta["id"].get_string() != "movie/100" or meta["name"].get_string() != "Harbour of Glass":
            fail(f"unexpected meta {meta}")
        if meta["description"].get_string() != "Movie · 2019":
            fail(f"unexpected description {meta['description'].get_string()!r}")
        icon = Gio.Icon.deserialize(meta["icon"])
        if icon is None:
            fail(f"the icon {meta['icon']} is no serialized GIcon")
        log(f"icon: {icon.to_string()}")

        # 2. Online: TMDb's hit with the next search, within the deadline.
        server.recover()
        first, _ = provider.initial("orchard")
        found, elapsed = provider.subsearch(first, "orchard")
        if "movie/101" not in found:
            fail(f"TMDb's multi-search hit movie/101 did not come with the next search: {found}")
        if elapsed > DEADLINE:
            fail(f"the search with TMDb's answer took {elapsed * 1000:.1f} ms")
        if provider.metas("movie/101")[0]["name"].get_string() != "The Quiet Orchard":
            fail("the TMDb hit has no meta")

        # 3. TMDb's search hangs: nothing waits past the deadline.
        server.fail_everything("slow:30")
        for terms in (["quiet"], ["harbour", "of"]):
            ids, initial_time = provider.initial(*terms)
            refined, subsearch_time = provider.subsearch(ids, *terms)
            if max(initial_time, subsearch_time) > DEADLINE:
                fail(f"a search for {terms} waited {max(initial_time, subsearch_time) * 1000:.1f} ms on a hanging TMDb")
        if refined != ["movie/100"]:
            fail(f"the library hit is missing while TMDb hangs: {refined}")
        server.recover()

        # 4. Activating a result opens its page; "more results" opens Search with the terms.
        if any(role(w) == "frame" for w in children(application(service.pid))):
            fail("the D-Bus service opened a window before a result was activated")
        provider.call("ActivateResult", "(sasu)", "movie/100", ["glass"], 0)
        app = poll(lambda: application(service.pid), "the service's app on the AT-SPI desktop")
        window = poll(lambda: next((w for w in children(app) if role(w) == "frame"), None), "the window")
        expect_page(window, "Harbour of Glass", "the activated result's page", timeout=60)
        screenshot("search-provider-activated.png")
        provider.call("LaunchSearch", "(asu)", ["orchard"], 0)
        find(window, predicate=lambda n: name(n) == "The Quiet Orchard" or name(n).startswith("The Quiet Orchard,"),
             timeout=60)
        screenshot("search-provider-launch-search.png")
    finally:
        if service is not None and service.poll() is None:
            service.terminate()
            try:
                service.wait(timeout=10)
            except subprocess.TimeoutExpired:
                service.kill()
                service.wait()
        log_file.close()
        server.close()


if __name__ == "__main__":
    run(test)
