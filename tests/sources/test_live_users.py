"""Live scans as a user runs them: environment, slow starts, server logs,
partial listings, captures, client identity and cloaking. Every test talks to
a real server: the SDK's own (``sdk_fixture.py``) or a raw JSON-RPC script
(``raw_stdio.py``, ``raw_http.py``) on stdio or 127.0.0.1."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from rune.errors import LiveError
from rune.sources.live import fetch
from rune.sources.live.env import DEFAULT_NAMES, default_environment, parse_env
from rune.sources.live.log import ServerLog
from rune.sources.live.types import LiveOptions, LivePartialError, LiveTarget
from tests.conftest import run_cli
from tests.servers.harness import PY, RAW_HTTP, RAW_STDIO, SDK_FIXTURE, serve

SECRET = "sk-live-canary-7f3a9c2e11"


def raw(mode: str, *args: str, env: dict[str, str] | None = None) -> LiveTarget:
    return LiveTarget("stdio", command=PY, args=(str(RAW_STDIO), mode, *args), env=env)


def _stdio(mode: str, *args: str) -> list[str]:
    return ["--stdio", PY, str(RAW_STDIO), mode, *args]


# --- environment ------------------------------------------------------------------


def test_default_environment_is_the_safe_list_plus_tls_proxy_and_locale() -> None:
    environ = {
        "PATH": "/bin",
        "HOME": "/h",
        "SSL_CERT_FILE": "/ca.pem",
        "https_proxy": "http://proxy:3128",
        "LANG": "C.UTF-8",
        "GITHUB_TOKEN": "ghp_x",
        "AWS_SECRET_ACCESS_KEY": "k",
        "BASH_FUNC_x%%": "() { :; }",
    }
    got = default_environment(environ)
    assert got == {
        "PATH": "/bin",
        "HOME": "/h",
        "SSL_CERT_FILE": "/ca.pem",
        "https_proxy": "http://proxy:3128",
        "LANG": "C.UTF-8",
    }
    assert {"NODE_EXTRA_CA_CERTS", "REQUESTS_CA_BUNDLE", "NO_PROXY", "LC_ALL"} <= set(DEFAULT_NAMES)


def test_env_option_forms_and_errors_never_quote_a_value() -> None:
    assert parse_env(["A=1", "B"], {"B": "two"}) == {"A": "1", "B": "two"}
    assert parse_env(["A=x=y"], {}) == {"A": "x=y"}
    with pytest.raises(Exception) as info:
        parse_env(["=" + SECRET], {})
    assert SECRET not in str(info.value)
    with pytest.raises(Exception, match="no such variable"):
        parse_env(["MISSING"], {})


def test_server_gets_defaults_and_env_values_but_not_the_rest(tmp_path: Path) -> None:
    env = {"SSL_CERT_FILE": "/etc/ca.pem", "LANG": "C.UTF-8", "RUNE_UNRELATED": "nope"}
    r = run_cli(["--json", "--env", f"RUNE_SECRET={SECRET}", *_stdio("envdump")], env=env)
    assert r.code == 0, r.err
    assert r.json()["tools"][0]["name"] == "env_tool"
    assert SECRET not in r.out and SECRET not in r.err  # echoed back, masked
    manifest = tmp_path / "cap.json"
    r = run_cli(
        ["--write-manifest", str(manifest), "--env", f"RUNE_SECRET={SECRET}", *_stdio("envdump")],
        env=env,
    )
    description = json.loads(manifest.read_text())["tools"][0]["description"]
    names = description.split("Names: ")[1].split(".")[0].split()
    assert {"SSL_CERT_FILE", "LANG", "RUNE_SECRET", "PATH"} <= set(names)
    assert "RUNE_UNRELATED" not in names
    assert "Value: ***." in description and SECRET not in manifest.read_text()


def test_env_name_alone_passes_it_from_rune_environment(tmp_path: Path) -> None:
    manifest = tmp_path / "cap.json"
    r = run_cli(
        ["--write-manifest", str(manifest), "--env", "RUNE_SECRET", *_stdio("envdump")],
        env={"RUNE_SECRET": SECRET},
    )
    assert r.code == 0, r.err
    assert "Value: ***." in manifest.read_text()


def test_exit_before_handshake_names_the_variables_and_shows_stderr() -> None:
    r = run_cli(_stdio("needenv", "RUNE_NEEDED_TOKEN"))
    assert r.code == 2
    first = r.err.splitlines()[0]
    assert "exited with code 1 before the handshake finished" in first
    assert "PATH" in first and "--env NAME" in first
    assert "stderr ended with" in r.err and "| error: RUNE_NEEDED_TOKEN is not set" in r.err
    ok = run_cli(["--env", "RUNE_NEEDED_TOKEN=1", *_stdio("needenv", "RUNE_NEEDED_TOKEN")])
    assert ok.code == 0, ok.err


# --- slow start -------------------------------------------------------------------------


@pytest.mark.slow
def test_slow_starting_modern_server_is_not_poisoned_by_the_probe() -> None:
    """A 2026-07-28 SDK server that sleeps 12 s before reading stdin: the probe
    waits within --timeout instead of giving up at 10 s and queueing initialize
    behind it (which the server then refuses with -32022)."""
    target = LiveTarget("stdio", command=PY, args=(str(SDK_FIXTURE), "stdio", "12"))
    data = fetch(target, LiveOptions(timeout=40))
    assert len(data["tools"]) == 5


def test_probe_time_comes_out_of_the_timeout() -> None:
    with pytest.raises(LiveError) as info:
        fetch(raw("silent"), LiveOptions(timeout=3))
    message = str(info.value)
    assert "within 3s" in message and "server/discover" in message
    assert "--protocol legacy" in message


# --- server log ---------------------------------------------------------------------------


def test_stderr_is_drained_and_capped(tmp_path: Path) -> None:
    log = ServerLog(cap=64 * 1024)
    data = fetch(raw("spam", "20"), LiveOptions(timeout=30), log)
    assert data["tools"][0]["name"] == "hello"
    assert log.total >= 20 * 1024 * 1024 and len(log.kept) == 64 * 1024
    assert "read and discarded" in log.text()


def test_server_log_file_is_capped_and_says_so(tmp_path: Path) -> None:
    path = tmp_path / "server.log"
    r = run_cli(["--server-log", str(path), *_stdio("spam", "3")])
    assert r.code == 0, r.err
    text = path.read_text()
    assert len(text) < 1100 * 1024
    assert "past the 1048576-byte cap were read and discarded" in text


def test_alive_but_talking_to_stderr_does_not_suggest_timeout(tmp_path: Path) -> None:
    path = tmp_path / "server.log"
    r = run_cli(
        [
            "--timeout",
            "3",
            "--server-log",
            str(path),
            "--env",
            f"RUNE_SECRET={SECRET}",
            *_stdio("talker"),
        ]
    )
    assert r.code == 2
    first = r.err.splitlines()[0]
    assert "wrote to stderr instead of answering" in first and "--timeout" not in first
    assert "| upstream: no such host" in r.err
    assert "| using key ***" in r.err and SECRET not in r.err
    assert "using key ***" in path.read_text() and SECRET not in path.read_text()


def test_silent_server_is_told_to_raise_the_timeout() -> None:
    r = run_cli(["--timeout", "2", "--protocol", "legacy", *_stdio("silent")])
    assert r.code == 2
    assert "raise --timeout" in r.err and "stderr ended" not in r.err


def test_stderr_tail_is_escaped() -> None:
    r = run_cli(_stdio("needenv", "X\x1b[31mY"))
    assert r.code == 2
    assert "\x1b" not in r.err and "<U+001B>" in r.err


# --- partial listings ------------------------------------------------------------------------


def test_failed_listing_keeps_what_was_read_and_still_exits_2() -> None:
    with pytest.raises(LivePartialError) as info:
        fetch(raw("noresources"), LiveOptions(timeout=20))
    assert [t["name"] for t in info.value.data["tools"]] == ["poisoned", "fine"]
    assert "resources/list (page 1): Method not found" in info.value.reason

    r = run_cli(["--json", *_stdio("noresources")])
    assert r.code == 2
    doc = r.json()
    assert doc["summary"]["findings"] > 0  # the tools that were read are reported
    assert doc["sources"][0]["status"] == "failed"
    assert "resources/list" in doc["sources"][0]["detail"]
    text = run_cli(_stdio("noresources"))
    assert text.code == 2 and "tool poisoned" in text.out
    assert "resources/list" in text.err


def test_skip_listing_scans_on_purpose_and_records_it(tmp_path: Path) -> None:
    r = run_cli(["--json", "--skip-listing", "resources", *_stdio("noresources")])
    assert r.code == 1, r.err  # findings, no error
    doc = r.json()
    assert doc["invocation"]["notScanned"] == [
        {
            "source": doc["sources"][0]["label"],
            "server": None,
            "listing": "resources",
            "reason": "--skip-listing",
        }
    ]
    s = run_cli(["--sarif", "--skip-listing", "resources", *_stdio("noresources")])
    notes = s.json()["runs"][0]["invocations"][0]["toolExecutionNotifications"]
    assert any(
        "resources" in n["message"]["text"] and "not scanned" in n["message"]["text"] for n in notes
    )
    t = run_cli(["--skip-listing", "resources", *_stdio("noresources")])
    assert "resources of" in t.out and "not scanned (--skip-listing)" in t.out


# --- capture ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("transport", ["stdio", "http", "sse"])
def test_write_manifest_reads_back_with_the_same_findings(transport: str, tmp_path: Path) -> None:
    capture = tmp_path / "capture.json"
    if transport == "stdio":
        live = run_cli(
            ["--json", "--write-manifest", str(capture), "--stdio", PY, str(SDK_FIXTURE), "stdio"]
        )
    else:
        with serve(SDK_FIXTURE, transport) as server:
            url = server.url("/mcp" if transport == "http" else "/sse")
            live = run_cli(["--json", "--write-manifest", str(capture), f"--{transport}", url])
    assert live.code == 1, live.err
    assert "wrote what the server listed" in live.err
    saved = json.loads(capture.read_text())
    assert set(saved) >= {
        "serverInfo",
        "instructions",
        "tools",
        "prompts",
        "resources",
        "resourceTemplates",
    }
    offline = run_cli(["--json", str(capture)])
    pick = [
        (f["rule"], f["path"], f["matched"])
        for k in ("tools", "prompts", "resources", "resourceTemplates", "servers")
        for e in live.json()[k]
        for f in e["findings"]
    ]
    again = [
        (f["rule"], f["path"], f["matched"])
        for k in ("tools", "prompts", "resources", "resourceTemplates", "servers")
        for e in offline.json()[k]
        for f in e["findings"]
    ]
    assert pick == again and pick


def test_write_manifest_refuses_a_partial_capture(tmp_path: Path) -> None:
    capture = tmp_path / "capture.json"
    r = run_cli(["--write-manifest", str(capture), *_stdio("noresources")])
    assert r.code == 2 and not capture.exists() and "was not written" in r.err


# --- identity and cloaking -----------------------------------------------------------------------


def test_default_identity_is_neutral_and_client_info_overrides(tmp_path: Path) -> None:
    data = fetch(raw("cloak"), LiveOptions(timeout=20))
    assert data["tools"][0]["title"] == "mcp/0.1.0"
    data = fetch(raw("cloak"), LiveOptions(timeout=20, client_info=("Cursor", "1.2")))
    assert data["tools"][0]["title"] == "Cursor/1.2"


def test_http_user_agent_matches_client_info(tmp_path: Path) -> None:
    log = tmp_path / "requests.jsonl"
    with serve(RAW_HTTP, "recorder", str(log)) as server:
        run_cli(["--http", server.url("/mcp")])
        run_cli(["--client-info", "Cursor/1.2", "--http", server.url("/mcp")])
    agents = [
        json.loads(line)["headers"].get("User-Agent") for line in log.read_text().splitlines()
    ]
    assert "mcp/0.1.0" in agents and "Cursor/1.2" in agents
    assert not any("rune" in (a or "").lower() or "httpx" in (a or "") for a in agents)


def test_cloak_check_reports_the_difference_with_a_diff() -> None:
    r = run_cli(["--json", "--cloak-check", *_stdio("cloak")])
    assert r.code == 1
    found = [f for t in r.json()["tools"] for f in t["findings"] if f["rule"] == "cloaking"]
    assert len(found) == 1
    assert "differs between rune and a client named 'mcp/0.1.0'" in found[0]["message"]
    assert "-" in found[0]["excerpt"] and "+" in found[0]["excerpt"]
    text = run_cli(["--cloak-check", *_stdio("cloak")]).out
    assert "| +" in text and "| -" in text


def test_cloak_check_is_quiet_on_an_honest_server() -> None:
    r = run_cli(["--json", "--cloak-check", "--stdio", PY, str(SDK_FIXTURE), "stdio"])
    assert not [
        f
        for k in ("tools", "servers")
        for e in r.json()[k]
        for f in e["findings"]
        if f["rule"] == "cloaking"
    ]


def test_cloaking_rule_examples() -> None:
    from rune.rules.cloaking import Cloaking

    rule = Cloaking()
    for ex in rule.flags:
        assert rule.compare(ex["first"], ex["second"]), ex  # type: ignore[index]
    for ex in rule.quiet:
        assert not rule.compare(ex["first"], ex["second"]), ex  # type: ignore[index]


def test_no_credential_of_rune_reaches_the_server() -> None:
    r = run_cli(["--json", *_stdio("envdump", "GITHUB_TOKEN")], env={"GITHUB_TOKEN": SECRET})
    assert SECRET not in r.out and "GITHUB_TOKEN" not in r.out
    assert os.environ.get("GITHUB_TOKEN") != SECRET
