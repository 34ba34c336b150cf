"""Nothing a stdio server started outlives the scan, including processes in
another session (``setsid()``) and orphans the subreaper adopted."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from rune.sources.live import fetch
from rune.sources.live.types import LiveOptions, LiveTarget
from tests.conftest import run_cli
from tests.servers.harness import PY, wait_gone

DAEMON = Path(__file__).parent / "servers" / "daemon_stdio.py"


def _pids(path: Path) -> list[int]:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if path.exists():
            return [int(p) for p in path.read_text().split()]
        time.sleep(0.02)
    raise AssertionError("the server never wrote its pids")


@contextlib.contextmanager
def reaped(*files: Path) -> Iterator[None]:
    """Kill whatever a failing test left behind, so it cannot leak either."""
    try:
        yield
    finally:
        for f in files:
            for pid in _pids(f) if f.exists() else []:
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.kill(pid, signal.SIGKILL)


@pytest.mark.parametrize("mode", ["orphan", "session"])
def test_processes_in_other_sessions_are_killed(tmp_path: Path, mode: str) -> None:
    pidfile = tmp_path / "pids"
    with reaped(pidfile):
        target = LiveTarget("stdio", command=PY, args=(str(DAEMON), str(pidfile), mode))
        data = fetch(target, LiveOptions(timeout=20))
        assert [t["name"] for t in data["tools"]] == ["noop"]
        pids = _pids(pidfile)
        assert len(pids) == 2
        assert all(wait_gone(p) for p in pids), pids


@pytest.mark.parametrize("mode", ["orphan", "session"])
def test_the_cli_leaves_no_setsid_grandchild(tmp_path: Path, mode: str) -> None:
    pidfile = tmp_path / "pids"
    with reaped(pidfile):
        r = run_cli(["--stdio", PY, str(DAEMON), str(pidfile), mode])
        assert r.code == 0, r.err
        assert all(wait_gone(p) for p in _pids(pidfile))


def test_concurrent_config_scans_leave_nothing(tmp_path: Path) -> None:
    files = [tmp_path / f"pids{n}" for n in range(3)]
    servers = {
        f"d{n}": {"command": PY, "args": [str(DAEMON), str(f), mode]}
        for n, (f, mode) in enumerate(zip(files, ["orphan", "session", "orphan"], strict=True))
    }
    cfg = tmp_path / ".mcp.json"
    cfg.write_text(json.dumps({"mcpServers": servers}))
    with reaped(*files):
        r = run_cli(["--jobs", "3", "--config", str(cfg)])
        # three tools named noop on three servers: a low collision, shown but not failing
        assert r.code == 0 and "name-collision" in r.out, r.err
        for f in files:
            assert all(wait_gone(p) for p in _pids(f))


def test_a_recycled_pid_is_never_signalled() -> None:
    from rune.sources.live.procs import kill_all

    me = os.getpid()
    kill_all({(me, -1)})  # same pid, another start time: not this process
    assert os.getpid() == me


def test_an_unrelated_child_started_before_the_scan_survives(tmp_path: Path) -> None:
    import subprocess

    keep = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    pidfile = tmp_path / "pids"
    try:
        with reaped(pidfile):
            target = LiveTarget("stdio", command=PY, args=(str(DAEMON), str(pidfile), "orphan"))
            fetch(target, LiveOptions(timeout=20))
        assert keep.poll() is None
    finally:
        keep.kill()
        keep.wait()
