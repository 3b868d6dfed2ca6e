"""Ends a loopback test server when the process that started it is gone.

A server left running after its test process ended (a test that never stopped it, or a crash) keeps the
test process's stderr open, and `swift test` then waits for that pipe to close forever. Every server in
this folder calls `exit_with_parent()` first.
"""

import os
import threading
import time


def exit_with_parent(interval=0.5):
    """Starts a daemon thread that ends this process once its parent has exited (it is re-parented)."""
    parent = os.getppid()

    def watch():
        while os.getppid() == parent:
            time.sleep(interval)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()
