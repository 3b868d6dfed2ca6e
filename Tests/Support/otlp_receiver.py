#!/usr/bin/env python3
"""A loopback OpenTelemetry collector stand-in for the tracing tests (python3 stdlib only).

Usage:
    python3 Tests/Support/otlp_receiver.py [--status CODE]

Listens on 127.0.0.1 (ephemeral port) and prints `PORT <n>` on stdout. Point an exporter at it with
OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:<n>.

POST /v1/traces   checks the request is OTLP/HTTP JSON (Content-Type application/json, a body that parses as
                  JSON), keeps it, and answers 200 `{"partialSuccess": {}}` (or --status CODE, e.g. 503,
                  to play a collector that refuses).
GET  /__received  JSON: {"requests": [{"path", "contentType", "body" (the parsed JSON, or null), "error"}]}
GET  /__reset     forgets the kept requests.
"""
import argparse
import json
import signal
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import parent_watch

LOCK = threading.Lock()
RECEIVED = []
OPTIONS = {"status": 200}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        entry = {"path": self.path, "contentType": self.headers.get("Content-Type"), "body": None, "error": None}
        try:
            entry["body"] = json.loads(raw)
        except ValueError as error:
            entry["error"] = "not JSON: %s" % error
        with LOCK:
            RECEIVED.append(entry)
        status = OPTIONS["status"]
        self.send_json(status, {"partialSuccess": {}} if status == 200 else {"message": "refused"})

    def do_GET(self):
        if self.path == "/__received":
            with LOCK:
                body = {"requests": list(RECEIVED)}
            self.send_json(200, body)
        elif self.path == "/__reset":
            with LOCK:
                RECEIVED.clear()
            self.send_json(200, {})
        else:
            self.send_json(404, {"message": "not found"})

    def send_json(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--status", type=int, default=200, help="the status every POST gets")
    args = parser.parse_args()
    # A parent may spawn us from a thread that blocks signals (Swift's cooperative pool does): unblock
    # them so that the spawner can stop us with SIGTERM.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGTERM, signal.SIGINT, signal.SIGHUP])
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    parent_watch.exit_with_parent()
    OPTIONS["status"] = args.status
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print("PORT %d" % server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
