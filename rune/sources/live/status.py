"""One status line per server of a config run, on a terminal only.

When stderr is a terminal, each server gets a line as it starts and one as
it ends (``[3/15] github: scanned, 42 tools, 2.1s``). When stderr is not a
terminal (CI logs, pipes, tests) nothing is written, and nothing ever goes to
stdout, so ``--json`` and ``--sarif`` output is untouched.
"""

from __future__ import annotations

import sys
import threading
import time
from typing import IO

from rune.jsonvalue import JsonObject


class Status:
    """Progress of the servers a run opens; silent when *stream* is None."""

    def __init__(self, stream: IO[str] | None, total: int) -> None:
        self.stream = stream
        self.total = total
        self.done = 0
        self.started: dict[str, float] = {}
        self.lock = threading.Lock()

    @classmethod
    def for_stderr(cls, total: int) -> Status:
        stream = sys.stderr
        try:
            tty = stream.isatty()
        except (AttributeError, ValueError):
            tty = False
        return cls(stream if tty else None, total)

    def _write(self, line: str) -> None:
        if self.stream is None:
            return
        from rune.text.escape import escape

        with self.lock:
            self.stream.write(escape(line) + "\n")
            self.stream.flush()

    def start(self, server: str) -> None:
        self.started[server] = time.monotonic()
        self._write(f"rune: [{self.done + 1}/{self.total}] {server}: starting")

    def end(self, server: str, status: str, data: JsonObject | None) -> None:
        seconds = time.monotonic() - self.started.get(server, time.monotonic())
        with self.lock:
            self.done += 1
            n = self.done
        what = status
        if isinstance(data, dict):
            counts = [
                f"{len(items)} {k}"
                for k in ("tools", "prompts", "resources", "resourceTemplates")
                if isinstance(items := data.get(k), list)
            ]
            if counts:
                what += ", " + ", ".join(counts)
        self._write(f"rune: [{n}/{self.total}] {server}: {what}, {seconds:.1f}s")
