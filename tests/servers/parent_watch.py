"""Make a test server die with the process that started it.

The harness starts each HTTP or SSE server in a session of its own, and
stops it when the test ends; a test run killed from outside (a timeout, a
``kill -9`` of pytest) never gets that far, and the server would keep
running with its port open. :func:`follow_parent` starts a daemon thread
that ends the server as soon as its parent is gone (its parent pid changes:
the orphan was adopted by init or a subreaper).
"""

from __future__ import annotations

import os
import threading
import time

#: how often the parent is checked, in seconds
INTERVAL = 0.2


def follow_parent(interval: float = INTERVAL) -> threading.Thread:
    """End this process (exit status 0) once the process that started it is gone."""
    parent = os.getppid()

    def watch() -> None:
        while True:
            if os.getppid() != parent:
                os._exit(0)
            time.sleep(interval)

    thread = threading.Thread(target=watch, name="follow-parent", daemon=True)
    thread.start()
    return thread
