"""The HTTP and SSE test servers end when the process that started them is
killed from outside, so a killed test run leaves no server (and no open
port) behind."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap

import pytest

from tests.conftest import ROOT
from tests.servers.harness import RAW_HTTP, SDK_FIXTURE, process_gone, wait_gone

#: a stand-in for pytest: starts a server the way the harness does, says its
#: pid, then waits to be killed
_PARENT = textwrap.dedent(
    """
    import json, subprocess, sys, time
    from tests.servers.harness import _read_port
    proc = subprocess.Popen(
        [sys.executable, *sys.argv[1:]],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        start_new_session=True,
    )
    port = _read_port(proc)
    print(json.dumps({"pid": proc.pid, "port": port}), flush=True)
    time.sleep(600)
    """
)


@pytest.mark.parametrize(
    "server",
    [[str(SDK_FIXTURE), "http"], [str(SDK_FIXTURE), "sse"], [str(RAW_HTTP), "status", "200"]],
    ids=["streamable-http", "sse", "raw-http"],
)
def test_server_dies_with_its_killed_parent(server: list[str]) -> None:
    parent = subprocess.Popen(
        [sys.executable, "-c", _PARENT, *server],
        stdout=subprocess.PIPE,
        text=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    assert parent.stdout is not None
    child = json.loads(parent.stdout.readline())["pid"]
    try:
        assert not process_gone(child)  # it serves while its parent lives
        parent.send_signal(signal.SIGKILL)  # no cleanup runs in the parent
        parent.wait(timeout=10)
        assert wait_gone(child, 10.0), "the server outlived its killed parent"
    finally:
        if not process_gone(child):
            os.killpg(child, signal.SIGKILL)
        parent.stdout.close()
