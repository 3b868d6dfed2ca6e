#!/usr/bin/python3
"""Loopback image server for `make bench`: serves `/t/p/<size>/<path>` (TMDb's layout) from the assets
folder given as argv[1] (`<size>/src-NN.jpg`), with HTTP/1.1 keep-alive. `<path>` `name-<n>.jpg` picks
source n modulo the number of sources, any other path a source from its hash; a size without assets
(w300, w1280, original) gets the nearest width. Prints `PORT <n>` once listening on 127.0.0.1."""
import os
import re
import sys
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ASSETS = sys.argv[1]
PATTERN = re.compile(r"^/t/p/([wh]\d+|original)/(.+)$")
NUMBERED = re.compile(r"^[a-z]+-(\d+)\.jpg$")
FILES = {}
for size in os.listdir(ASSETS):
    sources = sorted(os.listdir(os.path.join(ASSETS, size)))
    FILES[size] = []
    for source in sources:
        with open(os.path.join(ASSETS, size, source), "rb") as file:
            FILES[size].append(file.read())


WIDTHS = sorted(int(size[1:]) for size in FILES if size.startswith("w"))


def nearest(size):
    if size in FILES:
        return size
    if size.startswith("w"):
        wanted = int(size[1:])
        return f"w{next((width for width in WIDTHS if width >= wanted), WIDTHS[-1])}"
    return f"w{WIDTHS[-1]}"


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Headers and body are separate writes: without TCP_NODELAY the body waits for a delayed ACK.
    disable_nagle_algorithm = True

    def do_GET(self):
        match = PATTERN.match(self.path.split("?", 1)[0])
        if not match:
            body = b"not found"
            self.send_response(404)
            self.send_header("Content-Type", "text/plain")
        else:
            sources = FILES[nearest(match.group(1))]
            numbered = NUMBERED.match(match.group(2))
            index = int(numbered.group(1)) if numbered else zlib.crc32(match.group(2).encode())
            body = sources[index % len(sources)]
            self.send_response(200)
            self.send_header("Content-Type", "image/jpeg")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


class Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 64


server = Server(("127.0.0.1", 0), Handler)
print(f"PORT {server.server_address[1]}", flush=True)
server.serve_forever()
