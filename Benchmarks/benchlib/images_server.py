"""Runs image_server.py over the generated assets for the image and GUI figures."""
import os
import subprocess

from . import image_assets


class ImageServer:
    def __init__(self, env):
        assets = image_assets.ensure(os.path.join(env.root, ".build-release", "bench-assets"))
        self.process = subprocess.Popen(["/usr/bin/python3", os.path.join(env.bench_dir, "benchlib/image_server.py"),
                                         assets], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = self.process.stdout.readline().split()
        if len(line) != 2 or line[0] != "PORT":
            self.close()
            raise RuntimeError("the image server did not start")
        self.base = f"http://127.0.0.1:{line[1]}/t/p/"

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=5)
