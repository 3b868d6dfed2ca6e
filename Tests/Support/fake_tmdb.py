#!/usr/bin/env python3
"""A fake TMDb API for tests (python3 stdlib only).

Usage:
    python3 Tests/Support/fake_tmdb.py [--fixtures DIR] [--token T] [--fault PATH=SPEC ...]
                                       [--exit-on-stdin-eof]

Listens on 127.0.0.1 (ephemeral port) and prints `PORT <n>` on stdout. Point the app at it with
POPCORN_TMDB_API_URL=http://127.0.0.1:<n>/3.

Routes: GET /3/<path> serves DIR/<path>.json (DIR defaults to Tests/Support/fixtures). List fixtures
may have a page-2 sibling `<path>.page2.json`. An `append_to_response` part with a slash (`season/1`) is
answered as TMDb does, from DIR/<path>/<part>.json under the key `<part>` (when that fixture exists). /3/search/multi filters DIR/search/multi.json by the
`query` parameter (case-insensitive substring of title or name) and pages it 20 per page. A missing
fixture answers 404 with TMDb's error body. Responses are gzip-encoded when the client accepts gzip.
/3/collection/10 ("Star Wars Collection", https://developer.themoviedb.org/reference/collection-details)
answers its details with `parts` in TMDb's order, not the release order (one announced part with
`"release_date": ""`); /3/movie/11 (Star Wars) names it in `belongs_to_collection`; an unknown collection
id answers 404 with status code 34, as TMDb does.

--token T      requests must carry `Authorization: Bearer T` or `api_key=T`, else 401 (code 7); the v4
               account lists take the user's access token instead.

Account (fake_account.py: one user, account id 4242, v4 object id 5f1a2b3c4d5e6f7a8b9c0d1e, username
popcorn-tester, state kept until /__reset). Tokens and session ids are random; errors use TMDb's body.
    POST   /4/auth/request_token                 -> request_token (code 1), valid 15 minutes
    GET    /auth/access?request_token=RT         the approval page the user opens: marks RT approved,
                                                 200 text/html "Approved" (404 for an unknown RT); not
                                                 an API request (no log, no faults, no credential)
    POST   /4/auth/access_token {request_token}  -> access_token, account_id (object id) once per
                                                 approved RT; 422 code 41 not approved yet, 401 code 33
                                                 unknown/used/expired, 401 code 17 denied
    DELETE /4/auth/access_token {access_token}   revokes it and its sessions (200 code 13)
    POST   /3/authentication/session/convert/4 {access_token}  -> session_id; 401 code 3 if not live
    DELETE /3/authentication/session {session_id}              200; 404 code 37 if not live
  Live session (`session_id` query parameter) required, else 401 code 3:
    GET    /3/account                            {"id": 4242, "username", "name", …}
    GET    /3/account/4242/rated/tv/episodes     rated episodes ({"id", "show_id", "season_number",
                                                 "episode_number", "rating", "name"})
    POST   /3/account/4242/watchlist {media_type, media_id, watchlist}  201 code 1 added (code 12 when
                                                 there already), 200 code 13 removed, 422 code 5 bad body
    POST   /3/movie/N/rating {value}             201 code 1 (created_at now; code 12 when it changes a
                                                 rating); value 0.5–10 in 0.5
                                                 steps, else 400 code 18 (too low, too high, not a multiple of 0.5)
    DELETE /3/movie/N/rating                     200 code 13
           both also for /3/tv/N/rating and /3/tv/N/season/S/episode/E/rating
  Live user access token (`Authorization: Bearer AT`) required, else 401 code 3:
    GET    /4/account/<object id>/{movie,tv}/{watchlist,rated}   rated items carry
                                                 "account_rating": {"value", "created_at"}
  Lists come in the order of `sort_by`: created_at.asc (the default: the order added, ratings by their
  created_at) or created_at.desc (newest first); another value -> 422 code 5. Lists are paged 20 per page with `page` (default 1; not 1…500 -> 400 code 22). Another account id or
  object id in the path -> 404 code 34.

Faults (per path, e.g. /3/movie/100, or * for every path), from --fault PATH=SPEC or at run time:
    SPEC = KIND[:ARG][xN]   applied to the next N matching requests (default: all of them)
    status:CODE        that status with TMDb's error body (401 code 7, 404 code 34, 429 code 25, …)
    tmdb:CODE          TMDb's answer for that status_code of its errors table: the table's HTTP status,
                       code and message (tmdb_errors.json, from developer.themoviedb.org/docs/errors)
    body:STATUS        that status with the raw text of the control request's "body" (POST /__control
                       {"path": P, "spec": "body:200x1", "body": "{\"results\": null}"}): hostile answers
    ratelimit:SECONDS  429 with Retry-After: SECONDS
    slow:SECONDS       wait before answering normally
    malformed          200 with a body that is not JSON
    empty              200 with an empty body
    truncated          Content-Length larger than the body, then close
    reset              close the connection without answering (TCP reset)
    revoke             revoke every access token and session, then 401 code 3 (token revoked mid-sync)
Faults and the request log apply to GET, POST, PUT and DELETE alike.

For You (fake_foryou.py, documented there): /3/tv/<id>/recommendations and, with the user's access token,
/4/account/<object id>/{movie,tv}/recommendations.
v4 lists (fake_lists.py, documented there and in docs/tmdb-lists.md): /4/account/<object id>/lists,
/4/list, /4/list/<id>, /4/list/<id>/items, /4/list/<id>/item_status with the user's access token;
GET /__lists and POST /__lists show and set their state (reset by /__reset).
Control endpoints (never counted as requests):
    GET  /__fault?path=P&spec=SPEC     add a fault        POST /__control {"path": P, "spec": SPEC}
    GET  /__reset                      clear faults, the request log and the account
    GET  /__requests                   JSON: {"count": n, "requests": [{"method", "path", "query",
                                       "authorization", "acceptEncoding", "gzipped", "body" (POST and
                                       DELETE: the JSON body, or its text when not JSON)}],
                                       "perPath": {path: n}}
    GET  /__account                    JSON: {"watchlist": {"movie": [ids], "tv": [ids]}, "ratings":
                                       {"movie": {"603": {"value", "created_at"}}, "tv": {…}, "episode":
                                       {"1399:1:2": {…}}}, "requestTokens", "accessTokens" (live),
                                       "sessions" (live), "approved"}
    POST /__account                    any of {"watchlist": {"movie": [ids], …}, "ratings": {"movie":
                                       {"603": {"value": 7.0, "created_at": ISO}}, …}, "revoke": true}:
                                       replaces the lists/maps given, revokes every token and session;
                                       answers the new state (400 {"error"} for a malformed body)
    GET  /__account/approve?request_token=RT   same as /auth/access
    GET  /__account/deny?request_token=RT      the user refuses RT on the approval page
    POST /__account {"expireRequestTokens": true}   every request token issued so far has expired
"""
import argparse
import gzip
import json
import os
import signal
import socket
import struct
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

import fake_account
import fake_foryou
import fake_lists
import parent_watch
import tmdb_errors

HERE = os.path.dirname(os.path.abspath(__file__))
LOCK = threading.Lock()
FAULTS = []          # [{"path": str, "kind": str, "arg": str|None, "remaining": int|None}]
REQUESTS = []
OPTIONS = {"fixtures": os.path.join(HERE, "fixtures"), "token": None}
# TMDb's error for an HTTP status the faults and the fixtures answer (the table's first code with that status).
ERROR_CODE_FOR_STATUS = {401: 7, 404: 34, 429: 25, 500: 11, 503: 9}


def parse_spec(path, spec):
    times = None
    if "x" in spec.rsplit(":", 1)[-1] and spec.rsplit("x", 1)[-1].isdigit():
        spec, count = spec.rsplit("x", 1)
        times = int(count)
    kind, _, arg = spec.partition(":")
    if kind not in ("status", "tmdb", "body", "ratelimit", "slow", "malformed", "empty", "truncated", "reset", "revoke"):
        raise ValueError("unknown fault kind: " + kind)
    return {"path": path, "kind": kind, "arg": arg or None, "remaining": times}


def take_fault(path):
    with LOCK:
        for fault in FAULTS:
            if fault["path"] in (path, "*") and fault["remaining"] != 0:
                if fault["remaining"] is not None:
                    fault["remaining"] -= 1
                return dict(fault)
    return None


def error_body(status, code=None):
    """TMDb's error body for `code` (default: the usual code of `status`) from its errors table."""
    code = code or ERROR_CODE_FOR_STATUS.get(status)
    if code is None:
        return json.dumps({"status_code": 0, "status_message": "HTTP %d" % status, "success": False}).encode()
    return json.dumps(tmdb_errors.body(code)).encode()


def load_fixture(path, query):
    rel = path[len("/3/"):] if path.startswith("/3/") else path.lstrip("/")
    rel = rel.strip("/")
    if ".." in rel.split("/"):
        return None
    base = os.path.join(OPTIONS["fixtures"], rel)
    if rel == "search/multi":
        return search(base + ".json", query)
    page = (query.get("page") or ["1"])[0]
    candidates = [base + ".page%s.json" % page] if page not in ("", "1") else []
    candidates.append(base + ".json")
    for candidate in candidates:
        if os.path.isfile(candidate):
            with open(candidate, "rb") as handle:
                return with_appended_parts(handle.read(), base, query)
    return None


def with_appended_parts(body, base, query):
    parts = [p.strip() for p in (query.get("append_to_response") or [""])[0].split(",") if "/" in p]
    extra = {}
    for part in parts:
        if ".." in part.split("/"):
            continue
        fixture = os.path.join(base, part + ".json")
        if os.path.isfile(fixture):
            with open(fixture, "rb") as handle:
                extra[part] = json.load(handle)
    if not extra:
        return body
    merged = json.loads(body)
    for part, value in extra.items():
        merged.setdefault(part, value)
    return json.dumps(merged).encode()


def search(fixture, query):
    if not os.path.isfile(fixture):
        return None
    with open(fixture, "rb") as handle:
        everything = json.load(handle).get("results") or []
    needle = (query.get("query") or [""])[0].strip().casefold()
    matches = [item for item in everything
               if needle and needle in (item.get("title") or item.get("name") or "").casefold()]
    try:
        page = max(1, int((query.get("page") or ["1"])[0]))
    except ValueError:
        page = 1
    total_pages = max(1, (len(matches) + 19) // 20)
    body = {"page": page, "results": matches[(page - 1) * 20:page * 20],
            "total_pages": total_pages, "total_results": len(matches)}
    return json.dumps(body).encode()


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_POST(self):
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        path = urlsplit(self.path).path
        if path == "/__control":
            payload = json.loads(raw or b"{}")
            if payload.get("reset"):
                reset()
            if payload.get("path") and payload.get("spec"):
                fault = parse_spec(payload["path"], payload["spec"])
                fault["body"] = payload.get("body")
                with LOCK:
                    FAULTS.append(fault)
            return self.send_json(200, b'{"ok": true}')
        if path == "/__lists":
            try:
                state = fake_lists.configure(json.loads(raw or b"{}"))
            except ValueError as error:
                return self.send_json(400, json.dumps({"error": str(error)}).encode())
            return self.send_json(200, json.dumps(state).encode())
        if path == "/__account":
            try:
                state = fake_account.configure(json.loads(raw or b"{}"))
            except ValueError as error:
                return self.send_json(400, json.dumps({"error": str(error)}).encode())
            return self.send_json(200, json.dumps(state).encode())
        self.serve("POST", raw)

    def do_DELETE(self):
        self.serve("DELETE", self.rfile.read(int(self.headers.get("Content-Length") or 0)))

    def do_PUT(self):
        self.serve("PUT", self.rfile.read(int(self.headers.get("Content-Length") or 0)))

    def do_GET(self):
        parts = urlsplit(self.path)
        query = parse_qs(parts.query, keep_blank_values=True)
        if parts.path == "/__requests":
            with LOCK:
                per_path = {}
                for request in REQUESTS:
                    per_path[request["path"]] = per_path.get(request["path"], 0) + 1
                body = {"count": len(REQUESTS), "requests": list(REQUESTS), "perPath": per_path}
            return self.send_json(200, json.dumps(body).encode())
        if parts.path == "/__reset":
            reset()
            return self.send_json(200, b'{"ok": true}')
        if parts.path == "/__fault":
            try:
                fault = parse_spec(query["path"][0], query["spec"][0])
            except (KeyError, ValueError) as error:
                return self.send_json(400, json.dumps({"error": str(error)}).encode())
            with LOCK:
                FAULTS.append(fault)
            return self.send_json(200, b'{"ok": true}')
        if parts.path == "/__account":
            return self.send_json(200, json.dumps(fake_account.snapshot()).encode())
        if parts.path == "/__lists":
            return self.send_json(200, json.dumps(fake_lists.snapshot()).encode())
        if parts.path in ("/auth/access", "/__account/approve", "/__account/deny"):
            status, body, content_type = fake_account.approve((query.get("request_token") or [""])[0],
                                                              deny=parts.path == "/__account/deny")
            return self.send_json(status, body, content_type=content_type)
        self.serve("GET", None)

    def serve(self, method, raw_body):
        """Answers an API request: logs it, applies the path's fault, then the account or the fixtures."""
        parts = urlsplit(self.path)
        query = parse_qs(parts.query, keep_blank_values=True)
        accept = self.headers.get("Accept-Encoding") or ""
        record = {"method": method, "path": parts.path, "query": {k: v[0] for k, v in query.items()},
                  "authorization": self.headers.get("Authorization"), "acceptEncoding": accept,
                  "gzipped": False}
        payload = None
        if raw_body is not None:
            try:
                payload = json.loads(raw_body) if raw_body else None
                record["body"] = payload
            except ValueError:
                record["body"] = raw_body.decode("utf-8", "replace")
        with LOCK:
            REQUESTS.append(record)

        fault = take_fault(parts.path)
        if fault and self.answered_with_fault(fault):
            return

        account_route = fake_account.route(method, parts.path) or fake_lists.route(method, parts.path) or \
            fake_foryou.route(method, parts.path, OPTIONS["fixtures"])
        if account_route is None and method != "GET":
            return self.send_json(404, error_body(404))
        token = OPTIONS["token"]
        if token is not None and not (account_route and account_route.user_token):
            authorised = self.headers.get("Authorization") == "Bearer " + token or \
                (query.get("api_key") or [None])[0] == token
            if not authorised:
                return self.send_json(401, error_body(401))

        if account_route:
            status, body, _ = account_route.answer(query, self.headers.get("Authorization"), payload)
        else:
            status, body = 200, load_fixture(parts.path, query)
            if body is None:
                return self.send_json(404, error_body(404))
        if status < 400 and "gzip" in accept:
            record["gzipped"] = True
            return self.send_json(status, gzip.compress(body), {"Content-Encoding": "gzip"})
        self.send_json(status, body)

    def answered_with_fault(self, fault):
        """Applies `fault`; True when it answered the request (every kind but `slow`)."""
        kind, arg = fault["kind"], fault["arg"]
        if kind == "slow":
            time.sleep(float(arg or "5"))
            return False
        if kind == "status":
            status = int(arg or "500")
            self.send_json(status, error_body(status))
        elif kind == "tmdb":
            code = int(arg or "11")
            self.send_json(tmdb_errors.status(code), json.dumps(tmdb_errors.body(code)).encode())
        elif kind == "body":
            body = fault.get("body")
            self.send_json(int(arg or "200"), body.encode() if isinstance(body, str) else b"")
        elif kind == "ratelimit":
            self.send_json(429, error_body(429), {"Retry-After": arg or "1"})
        elif kind == "malformed":
            self.send_json(200, b'{"id": 1, "title": "cut here')
        elif kind == "empty":
            self.send_json(200, b"")
        elif kind == "truncated":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "4096")
            self.end_headers()
            self.wfile.write(b'{"id": 1, "title": "trunc')
            self.wfile.flush()
            self.close_connection = True
        elif kind == "reset":
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.close_connection = True
            self.connection.close()
        elif kind == "revoke":
            fake_account.revoke_all()
            status, body, _ = fake_account.error(fake_account.AUTHENTICATION_FAILED)
            self.send_json(status, body)
        return True

    def send_json(self, status, body, headers=None, content_type="application/json;charset=utf-8"):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)


def reset():
    with LOCK:
        FAULTS.clear()
        REQUESTS.clear()
    fake_account.reset()
    fake_lists.reset()


def main():
    parser = argparse.ArgumentParser(description="Fake TMDb API for tests.")
    parser.add_argument("--fixtures", default=OPTIONS["fixtures"])
    parser.add_argument("--token")
    parser.add_argument("--fault", action="append", default=[], metavar="PATH=SPEC")
    parser.add_argument("--exit-on-stdin-eof", action="store_true",
                        help="stop when stdin closes (the spawning test process ended)")
    args = parser.parse_args()
    # A parent may spawn us from a thread that blocks signals (Swift's cooperative pool does): unblock
    # them so that the spawner can stop us with SIGTERM.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT, signal.SIGHUP])
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    parent_watch.exit_with_parent()
    OPTIONS["fixtures"] = os.path.abspath(args.fixtures)
    OPTIONS["token"] = args.token
    for item in args.fault:
        path, _, spec = item.partition("=")
        FAULTS.append(parse_spec(path, spec))
    ThreadingHTTPServer.request_queue_size = 64
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print("PORT %d" % server.server_address[1], flush=True)
    if args.exit_on_stdin_eof:
        def watch():
            while sys.stdin.buffer.read(1024):
                pass
            os._exit(0)
        threading.Thread(target=watch, daemon=True).start()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
