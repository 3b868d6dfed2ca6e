#!/usr/bin/env python3
"""Loopback HTTP server for the HTTP and Images tests (python3 stdlib only; JPEG via ImageMagick).

Prints `PORT <n>` on stdout once listening on 127.0.0.1 (ephemeral port). Routes:
  /__stats                      JSON counters: requests per path, paths in arrival order, total, peak concurrency,
                                connections opened, aborted transfers, last request headers
  /__reset                      zero the counters
  /echo                         JSON of the request headers
  /status/<code>                that status, header X-Test: yes, body "status <code>"
  /gzip                         a text body gzip-encoded when the client accepts gzip
  /bytes/<n>                    n bytes of 'x'
  /png/<w>x<h>/<name>.png       generated PNG (colour from name)
  /jpeg/<w>x<h>/<name>.jpg      generated JPEG (ImageMagick)
  /noise/<w>x<h>/<name>.png     PNG of seeded random pixels (about 3 bytes per pixel on the wire)
  /truncated/png|jpeg/<w>x<h>/<name>   the image cut in half
  /notimage/<name>              an HTML page served as image/png
With `--tls CERT KEY` the server speaks HTTPS with that certificate (for TLS verification tests).
Query parameters on any route: delay=<ms> (wait before answering), drip=<ms> (send the body in
1 KiB chunks, one per interval).
"""
import gzip
import json
import os
import random
import ssl
import struct
import subprocess
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

import parent_watch

LOCK = threading.Lock()
STATS = {}
CACHE = {}


def reset():
    with LOCK:
        STATS.clear()
        STATS.update(requests={}, order=[], total=0, inflight=0, peak=0, connections=0, aborted=0,
                     last_headers={})


reset()


def png(width, height, name, noise=False):
    seed = zlib.crc32(name.encode())
    if noise:
        rows = random.Random(seed)
        raw = b"".join(b"\x00" + rows.randbytes(width * 3) for _ in range(height))
    else:
        rgb = bytes(((seed >> 16) & 255, (seed >> 8) & 255, seed & 255))
        raw = (b"\x00" + rgb * width) * height

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 6))
            + chunk(b"IEND", b""))


def jpeg(width, height, name):
    seed = zlib.crc32(name.encode())
    colour = "#%06x" % (seed & 0xFFFFFF)
    return subprocess.run(["convert", "-size", f"{width}x{height}", f"gradient:{colour}-black",
                           "jpeg:-"], check=True, capture_output=True).stdout


def image(kind, size, name):
    key = (kind, size, name)
    if key not in CACHE:
        width, height = (int(v) for v in size.split("x"))
        if kind == "jpeg":
            CACHE[key] = jpeg(width, height, name)
        else:
            CACHE[key] = png(width, height, name, noise=kind == "noise")
    return CACHE[key]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def setup(self):
        super().setup()
        with LOCK:
            STATS["connections"] += 1

    def log_message(self, *args):
        pass

    def do_GET(self):
        url = urlsplit(self.path)
        query = parse_qs(url.query)
        parts = [p for p in url.path.split("/") if p]
        if url.path == "/__stats":
            with LOCK:
                return self.send(200, json.dumps(STATS).encode(), "application/json", count=False)
        if url.path == "/__reset":
            reset()
            return self.send(200, b"ok", "text/plain", count=False)
        with LOCK:
            STATS["requests"][self.path] = STATS["requests"].get(self.path, 0) + 1
            STATS["order"].append(self.path)
            STATS["total"] += 1
            STATS["inflight"] += 1
            STATS["peak"] = max(STATS["peak"], STATS["inflight"])
            STATS["last_headers"] = {k.lower(): v for k, v in self.headers.items()}
        try:
            if "delay" in query:
                time.sleep(int(query["delay"][0]) / 1000)
            self.route(parts, query)
        finally:
            with LOCK:
                STATS["inflight"] -= 1

    def route(self, parts, query):
        drip = int(query["drip"][0]) if "drip" in query else None
        if parts == ["echo"]:
            body = json.dumps({k.lower(): v for k, v in self.headers.items()}).encode()
            return self.send(200, body, "application/json", drip=drip)
        if len(parts) == 2 and parts[0] == "status":
            return self.send(int(parts[1]), f"status {parts[1]}".encode(), "text/plain",
                             extra={"X-Test": "yes"}, drip=drip)
        if parts == ["gzip"]:
            text = ("hello gzip " * 200).encode()
            if "gzip" in self.headers.get("Accept-Encoding", ""):
                return self.send(200, gzip.compress(text), "text/plain",
                                 extra={"Content-Encoding": "gzip"}, drip=drip)
            return self.send(200, text, "text/plain", drip=drip)
        if len(parts) == 2 and parts[0] == "bytes":
            return self.send(200, b"x" * int(parts[1]), "application/octet-stream", drip=drip)
        if len(parts) >= 3 and parts[0] in ("png", "jpeg", "noise"):
            data = image(parts[0], parts[1], "/".join(parts[2:]))
            return self.send(200, data, "image/jpeg" if parts[0] == "jpeg" else "image/png", drip=drip)
        if len(parts) >= 4 and parts[0] == "truncated":
            data = image(parts[1], parts[2], "/".join(parts[3:]))
            return self.send(200, data[: len(data) // 2], "image/" + parts[1], drip=drip)
        if len(parts) >= 1 and parts[0] == "notimage":
            return self.send(200, b"<html><body>not an image</body></html>", "image/png", drip=drip)
        return self.send(404, b"not found", "text/plain")

    def send(self, status, body, content_type, extra=None, drip=None, count=True):
        try:
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            for key, value in (extra or {}).items():
                self.send_header(key, value)
            self.end_headers()
            if drip is None:
                self.wfile.write(body)
            else:
                for start in range(0, len(body), 1024):
                    self.wfile.write(body[start:start + 1024])
                    self.wfile.flush()
                    time.sleep(drip / 1000)
        except (BrokenPipeError, ConnectionResetError):
            with LOCK:
                STATS["aborted"] += 1
            self.close_connection = True


def main():
    parent_watch.exit_with_parent()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    if len(sys.argv) == 4 and sys.argv[1] == "--tls":
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(sys.argv[2], sys.argv[3])
        server.socket = context.wrap_socket(server.socket, server_side=True)
    print(f"PORT {server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    sys.exit(main())
