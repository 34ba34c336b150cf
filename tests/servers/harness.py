"""Start and stop the test servers in this directory (127.0.0.1 only)."""

from __future__ import annotations

import contextlib
import os
import selectors
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
SDK_FIXTURE = HERE / "sdk_fixture.py"
RAW_STDIO = HERE / "raw_stdio.py"
RAW_HTTP = HERE / "raw_http.py"
PY = sys.executable


@dataclass
class Server:
    proc: subprocess.Popen[str]
    port: int

    def url(self, path: str = "/mcp") -> str:
        return f"http://127.0.0.1:{self.port}{path}"


def _read_port(proc: subprocess.Popen[str], timeout: float = 30.0) -> int:
    assert proc.stdout is not None
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if sel.select(timeout=max(0.0, deadline - time.monotonic())):
            line = proc.stdout.readline()
            if line.startswith("PORT "):
                return int(line.split()[1])
            if not line:
                break
    proc.kill()
    raise RuntimeError(f"test server did not announce its port: {proc.args!r}")


@contextlib.contextmanager
def serve(script: Path, *args: str) -> Iterator[Server]:
    """Run *script* (which prints ``PORT <n>``) for the duration of the block."""
    proc = subprocess.Popen(
        [PY, str(script), *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        start_new_session=True,
    )
    try:
        yield Server(proc, _read_port(proc))
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        if proc.stdout:
            proc.stdout.close()


def process_gone(pid: int) -> bool:
    """True when *pid* no longer runs (absent, or a zombie nobody reaped yet)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return True
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        return False
    return state in ("Z", "X")


def wait_gone(pid: int, seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process_gone(pid):
            return True
        time.sleep(0.02)
    return process_gone(pid)
