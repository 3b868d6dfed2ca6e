"""Figure 18: account sync at a heavy user's scale. The fake TMDb (Tests/Support/fake_tmdb.py with its account,
fake_account.py) holds 2,000 watchlist entries and 3,000 ratings, answers lists 20 to a page as TMDb does, and
every request after 40 ms (its `slow:0.04` fault on every path, set once). Measured with `popcorn sync` processes, counted
by the server's own request log: the first full sync of a fresh library (every page of the five lists), then a
sync after one change made in Popcorn (`popcorn rate`, then `popcorn sync --changes`, what the app runs a few
seconds after a change): its write and the newest page of each list. Target: at most 6 requests."""
import json
import os
import subprocess
import time
import urllib.request

from .report import median

DELAY = "slow:0.04"
TOKEN = "bench-token"
ACCOUNT = {
    "watchlist": {"movie": list(range(1, 1501)), "tv": list(range(5001, 5501))},
    "ratings": {
        "movie": {str(10_000 + index): {"value": 1 + index % 10, "created_at": "2026-01-01T10:00:00.000Z"}
                  for index in range(2000)},
        "tv": {str(20_000 + index): {"value": 1 + index % 10, "created_at": "2026-01-01T10:00:00.000Z"}
               for index in range(700)},
        "episode": {f"{30_000 + index // 10}:1:{1 + index % 10}": {"value": 1 + index % 10}
                    for index in range(300)},
    },
}
FULL_RUNS = 3


class FakeTMDb:
    """fake_tmdb.py on a loopback port, stopped by `close` (and by the end of its stdin if we die)."""

    def __init__(self, root):
        self.process = subprocess.Popen(
            ["/usr/bin/python3", os.path.join(root, "Tests/Support/fake_tmdb.py"), "--token", TOKEN,
             "--exit-on-stdin-eof"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            text=True)
        line = self.process.stdout.readline().split()
        if len(line) != 2 or line[0] != "PORT":
            self.close()
            raise RuntimeError("fake_tmdb.py did not start")
        self.base = f"http://127.0.0.1:{line[1]}"

    def get(self, path):
        with urllib.request.urlopen(self.base + path, timeout=30) as response:
            return response.read()

    def post(self, path, payload):
        request = urllib.request.Request(self.base + path, data=json.dumps(payload).encode(), method="POST",
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.read()

    def request_count(self):
        return json.loads(self.get("/__requests"))["count"]

    def close(self):
        self.process.stdin.close()
        self.process.terminate()
        self.process.wait(timeout=10)


def signed_in_home(env, server, name):
    """A fresh home signed in to the fake account (`popcorn account login`, approved as the user would)."""
    home = env.private_home(name)
    variables = dict(env.base_env(home), TMDB_API_TOKEN=TOKEN, POPCORN_TMDB_API_URL=server.base + "/3",
                     POPCORN_TMDB_WEB_URL=server.base)
    login = subprocess.Popen([env.binary("popcorn"), "account", "login", "--timeout", "60"], env=variables,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        prefix = server.base + "/auth/access?request_token="
        for line in login.stdout:
            if line.strip().startswith(prefix):
                server.get(line.strip()[len(server.base):])
                break
        _, err = login.communicate(timeout=60)
    finally:
        if login.poll() is None:
            login.kill()
            login.wait()
    if login.returncode != 0:
        raise RuntimeError(f"popcorn account login failed: {err.strip()}")
    return variables


def timed(env, server, variables, *arguments):
    """(milliseconds, requests, printed line) of one `popcorn` command; fails unless it succeeds."""
    before = server.request_count()
    start = time.monotonic()
    result = subprocess.run([env.binary("popcorn"), *arguments], env=variables, capture_output=True, text=True,
                            timeout=600)
    elapsed = (time.monotonic() - start) * 1000
    if result.returncode != 0:
        raise RuntimeError(f"popcorn {' '.join(arguments)} failed: {result.stderr.strip()}")
    return elapsed, server.request_count() - before, result.stdout.strip()


def run(env, report):
    server = FakeTMDb(env.root)
    try:
        server.post("/__account", ACCOUNT)
        server.post("/__control", {"path": "*", "spec": DELAY})
        full_times, full_requests = [], []
        for index in range(FULL_RUNS):
            variables = signed_in_home(env, server, f"sync-{index}")
            elapsed, requests, printed = timed(env, server, variables, "sync")
            if printed != "Synced with TMDb: 0 sent, 5000 received.":
                raise RuntimeError(f"the first full sync printed {printed!r}")
            full_times.append(elapsed)
            full_requests.append(requests)
        change_times, change_requests = [], []
        for index in range(max(env.runs, 5)):
            rate = subprocess.run([env.binary("popcorn"), "rate", "movie/100", str(2 + index % 8)], env=variables,
                                  capture_output=True, text=True, timeout=120)
            if rate.returncode != 0:
                raise RuntimeError(f"popcorn rate failed: {rate.stderr.strip()}")
            elapsed, requests, printed = timed(env, server, variables, "sync", "--changes")
            if printed != "Synced with TMDb: 1 sent, 0 received.":
                raise RuntimeError(f"the sync after a change printed {printed!r}")
            change_times.append(elapsed)
            change_requests.append(requests)
    finally:
        server.close()
    full_ms = median(full_times)
    report.info("18 context", f"first full sync of 2,000 watchlist entries and 3,000 ratings (20 a page, 40 ms a "
                f"request): {max(full_requests)} requests, {full_ms:.0f} ms (median of {FULL_RUNS} fresh libraries)")
    report.line("18a account sync after one change: requests (write + newest page of each list)",
                max(change_requests), "requests", max(full_requests), "requests (first full sync)", "<= 6",
                lambda value, ratio: value <= 6)
    report.info("18 context", f"sync after one change: {median(change_times):.0f} ms (median of {len(change_times)})")
