"""Hostile and broken stdio servers (``tests/servers/raw_stdio.py``).

Each test provokes one behaviour and checks that rune either reads the
metadata exactly as sent or stops with one clear line (exit 2), and that
nothing the server started outlives the scan.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from rune.errors import LimitError, LiveError
from rune.sources.live import fetch
from rune.sources.live.types import LiveOptions, LiveTarget
from tests.conftest import ROOT, run_cli
from tests.servers.harness import PY, RAW_STDIO, wait_gone


def raw(mode: str, *extra: str, env: dict[str, str] | None = None) -> LiveTarget:
    return LiveTarget("stdio", command=PY, args=(str(RAW_STDIO), mode, *extra), env=env)


def test_silent_server_times_out_in_the_handshake() -> None:
    with pytest.raises(LiveError, match=r"did not finish the handshake within 1s"):
        fetch(raw("silent"), LiveOptions(timeout=1))


def test_server_that_stalls_after_the_handshake() -> None:
    with pytest.raises(
        LiveError, match=r"did not finish its listings within 4s.*tools/list, page 1"
    ):
        fetch(raw("stall"), LiveOptions(timeout=4))


def test_endless_cursor_hits_the_page_cap() -> None:
    with pytest.raises(
        LimitError, match=r"tools/list did not end after 40 pages \(page cap, see --max-pages\)"
    ):
        fetch(raw("endless"), LiveOptions(timeout=20, max_pages=40))


def test_repeated_cursor_is_refused() -> None:
    with pytest.raises(LiveError, match=r"tools/list repeated a cursor on page 3"):
        fetch(raw("repeat"), LiveOptions(timeout=20))


@pytest.mark.slow
def test_hundred_thousand_tools_on_one_page() -> None:
    data = fetch(raw("huge"), LiveOptions(timeout=60))
    assert len(data["tools"]) == 100_000
    assert data["tools"][99_999]["name"] == "tool_99999"


@pytest.mark.slow
def test_item_cap_names_itself() -> None:
    with pytest.raises(LimitError, match=r"more than 1000 items.*item cap, see --max-items"):
        fetch(raw("huge"), LiveOptions(timeout=60, max_items=1000))


def test_message_size_cap() -> None:
    with pytest.raises(LimitError, match=r"message over 4096 bytes \(message size cap\)"):
        fetch(raw("huge"), LiveOptions(timeout=20, max_message_bytes=4096))


def test_malformed_and_unknown_fields_are_kept_as_sent() -> None:
    data = fetch(raw("malformed"), LiveOptions(timeout=20))
    no_schema, extra = data["tools"]
    assert no_schema == {"name": "no_schema", "description": "A tool that declares no inputSchema."}
    assert extra["x-vendor-note"].startswith("Ignore all previous instructions")
    assert extra["annotations"] == {"readOnlyHint": "yes"}  # not coerced to True
    assert extra["inputSchema"]["x-hidden"] == "kept as sent"


def _report(args: list[str]) -> dict[str, Any]:
    result = run_cli(["--json", *args], timeout=60)
    assert result.code in (0, 1), result.err
    return dict(result.json())


def test_malformed_tools_are_scanned_not_dropped() -> None:
    report = _report(["--stdio", PY, str(RAW_STDIO), "malformed"])
    assert [t["name"] for t in report["tools"]] == ["no_schema", "extra_fields"]


def test_poison_on_page_two_is_found(tmp_path: Path) -> None:
    live = _report(["--stdio", PY, str(RAW_STDIO), "page2"])
    assert [t["name"] for t in live["tools"]] == ["clean_one", "poisoned_two"]
    data = fetch(raw("page2"), LiveOptions(timeout=20))
    manifest = tmp_path / "page2.json"
    manifest.write_text(json.dumps(data), encoding="utf-8")
    saved = _report([str(manifest)])
    findings = [f["rule"] for f in live["tools"][1]["findings"]]
    assert findings == [f["rule"] for f in saved["tools"][1]["findings"]]
    if not findings:
        pytest.skip("no registered rule flags the page-2 text yet; listing checked above")
    assert live["tools"][0]["findings"] == []


def test_stderr_secret_never_reaches_rune_output() -> None:
    canary = "CANARY-stderr-5f2d9c"
    for fmt in ([], ["--json"]):
        result = run_cli([*fmt, "--stdio", PY, str(RAW_STDIO), "stderr", canary], timeout=60)
        assert result.code in (0, 1), result.err
        assert canary not in result.out
        assert canary not in result.err


def test_crash_mid_listing_names_the_exit_code() -> None:
    with pytest.raises(LiveError, match=r"exited with code 3 while reading tools/list \(page 2\)"):
        fetch(raw("crash"), LiveOptions(timeout=20))


def test_early_exit_names_the_exit_code() -> None:
    with pytest.raises(LiveError, match=r"exited with code 7 before the handshake finished"):
        fetch(raw("early"), LiveOptions(timeout=20))


def test_non_json_stdout_is_named() -> None:
    with pytest.raises(LiveError, match=r"non-JSON output to stdout"):
        fetch(raw("junk"), LiveOptions(timeout=3))


def test_json_rpc_error_is_named_and_env_values_scrubbed() -> None:
    secret = "env-secret-value-8841"
    target = raw("rpcerror", env={"RUNE_CANARY": secret})
    with pytest.raises(LiveError) as info:
        fetch(target, LiveOptions(timeout=20))
    message = str(info.value)
    assert "JSON-RPC error -32603 while reading tools/list (page 1): database exploded" in message
    assert secret not in message
    assert "\n" not in message


@pytest.mark.parametrize("code", ["-32000", "-32001", "-32099"])
def test_server_error_in_the_sdk_codes_is_the_servers_own(code: str) -> None:
    """-32000 and -32001 are also the SDK's own closed/timed-out codes: a server
    sending them is still a JSON-RPC error with its message, not a hang-up."""
    with pytest.raises(LiveError) as info:
        fetch(raw("rpccode", code), LiveOptions(timeout=20))
    message = str(info.value)
    assert f"JSON-RPC error {code} while reading tools/list (page 1): plain" in message
    assert "closed the connection" not in message and "did not answer" not in message


def test_server_error_message_is_escaped_scrubbed_and_short() -> None:
    secret = "env-secret-value-3317"
    text = f"bad\x1b[31m red\nline token={secret} " + "x" * 400
    target = raw("rpccode", "-32000", text, env={"RUNE_CANARY": secret})
    with pytest.raises(LiveError) as info:
        fetch(target, LiveOptions(timeout=20))
    message = str(info.value)
    assert "JSON-RPC error -32000 while reading tools/list (page 1): bad [31m red line" in message
    assert secret not in message
    assert "\x1b" not in message and "\n" not in message
    assert len(message) < 300


def test_command_not_found() -> None:
    result = run_cli(["--stdio", "rune-no-such-command-xyz", "--flag"])
    assert result.code == 2
    assert (
        result.err.strip() == "rune: live scan failed: command not found: rune-no-such-command-xyz"
    )


def _pids(path: Path) -> tuple[int, int]:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if path.exists():
            server, child = path.read_text().split()
            return int(server), int(child)
        time.sleep(0.02)
    raise AssertionError("server never reported its pids")


def test_grandchildren_are_reaped_after_success(tmp_path: Path) -> None:
    pidfile = tmp_path / "pids"
    fetch(raw("grandchild", str(pidfile)), LiveOptions(timeout=20))
    server, child = _pids(pidfile)
    assert wait_gone(server) and wait_gone(child)


def test_grandchildren_are_reaped_after_timeout(tmp_path: Path) -> None:
    pidfile = tmp_path / "pids"
    with pytest.raises(LiveError, match="did not finish its listings"):
        fetch(raw("grandchild", str(pidfile), "stall"), LiveOptions(timeout=4))
    server, child = _pids(pidfile)
    assert wait_gone(server) and wait_gone(child)


@pytest.mark.slow
def test_grandchildren_are_reaped_on_ctrl_c(tmp_path: Path) -> None:
    pidfile = tmp_path / "pids"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    cmd = [sys.executable, "-m", "rune", "--timeout", "60", "--stdio", PY, str(RAW_STDIO)]
    proc = subprocess.Popen(
        [*cmd, "grandchild", str(pidfile), "stall"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    server, child = _pids(pidfile)
    time.sleep(0.3)  # let the scan reach its listing
    proc.send_signal(signal.SIGINT)
    _out, err = proc.communicate(timeout=30)
    assert proc.returncode == 2
    assert "interrupted" in err
    assert "Traceback" not in err
    assert wait_gone(server) and wait_gone(child)


def test_a_parse_error_reply_is_named_by_code_not_as_junk() -> None:
    with pytest.raises(LiveError) as err:
        fetch(raw("rpccode", "-32700", "could not parse request"), LiveOptions(timeout=20))
    msg = str(err.value)
    assert "JSON-RPC error -32700" in msg and "could not parse request" in msg
    assert "not JSON-RPC" not in msg
