"""Live scans of a real MCP SDK 2.x server over stdio, Streamable HTTP and SSE.

The fixture (``tests/servers/sdk_fixture.py``) serves instructions,
serverInfo with a title and icons, and more than one page of tools, prompts,
resources and templates. A live scan must read all of it, exactly as served,
and report the same entities and findings as a scan of the same metadata
saved to a manifest file.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rune.sources.live import fetch
from rune.sources.live.types import LiveOptions, LiveScanError, LiveTarget
from tests.servers import sdk_fixture
from tests.servers.harness import PY, RAW_STDIO, SDK_FIXTURE, Server, serve

EXPECTED = sdk_fixture.manifest()
LISTING_KEYS = ("tools", "prompts", "resources", "resourceTemplates")


@pytest.fixture(scope="session")
def sdk_http() -> Iterator[Server]:
    with serve(SDK_FIXTURE, "http") as server:
        yield server


@pytest.fixture(scope="session")
def sdk_sse() -> Iterator[Server]:
    with serve(SDK_FIXTURE, "sse") as server:
        yield server


def _target(transport: str, request: pytest.FixtureRequest) -> LiveTarget:
    if transport == "stdio":
        return LiveTarget("stdio", command=PY, args=(str(SDK_FIXTURE), "stdio"))
    if transport == "http":
        return LiveTarget("http", url=request.getfixturevalue("sdk_http").url("/mcp"))
    return LiveTarget("sse", url=request.getfixturevalue("sdk_sse").url("/sse"))


def _cli_args(transport: str, request: pytest.FixtureRequest) -> list[str]:
    target = _target(transport, request)
    if transport == "stdio":
        return ["--stdio", PY, str(SDK_FIXTURE), "stdio"]
    return [f"--{transport}", target.url or ""]


def _is_subset(small: Any, big: Any) -> bool:
    if isinstance(small, dict):
        return isinstance(big, dict) and all(
            k in big and _is_subset(v, big[k]) for k, v in small.items()
        )
    return bool(small == big)


@pytest.mark.slow
@pytest.mark.parametrize("protocol", ["auto", "legacy", "modern"])
@pytest.mark.parametrize("transport", ["stdio", "http", "sse"])
def test_reads_every_page_of_every_listing(
    transport: str, protocol: Any, request: pytest.FixtureRequest
) -> None:
    data = fetch(_target(transport, request), LiveOptions(timeout=30, protocol=protocol))
    for key in LISTING_KEYS:
        assert len(EXPECTED[key]) > sdk_fixture.PAGE  # more than one page each
        assert data[key] == EXPECTED[key], key
    assert data["instructions"] == EXPECTED["instructions"]
    assert _is_subset(EXPECTED["serverInfo"], data["serverInfo"])
    assert data["serverInfo"]["title"] == "Rune Fixture Server"
    assert data["serverInfo"]["icons"][0]["src"] == "https://example.invalid/icon.png"


def _comparable(report: dict[str, Any]) -> dict[str, Any]:
    """Entities and findings of a --json report, without where they were read from."""
    drop = {"source", "server", "file", "line", "column", "endLine", "endColumn"}

    def strip(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items() if k not in drop}
        if isinstance(value, list):
            return [strip(v) for v in value]
        return value

    out = {key: strip(report.get(key)) for key in (*LISTING_KEYS, "servers")}
    summary = report["summary"]
    out["summary"] = {k: summary[k] for k in ("entities", "flagged", "findings", "bySeverity")}
    return out


@pytest.mark.slow
@pytest.mark.parametrize("transport", ["stdio", "http", "sse"])
def test_live_scan_equals_manifest_scan(
    transport: str, request: pytest.FixtureRequest, tmp_path: Path, cli: Any
) -> None:
    manifest = tmp_path / "fixture.json"
    manifest.write_text(json.dumps(EXPECTED), encoding="utf-8")
    saved = cli("--json", str(manifest))
    live = cli("--json", "--timeout", "30", *_cli_args(transport, request))
    assert saved.code in (0, 1), saved.err
    assert live.code == saved.code, live.err
    assert _comparable(live.json()) == _comparable(saved.json())
    assert live.json()["summary"]["entities"] == sum(len(EXPECTED[k]) for k in LISTING_KEYS) + 1
    # the fixture's poison sits on the last page of tools, prompts and resources
    flagged = {e["name"] for k in LISTING_KEYS for e in live.json()[k] if e["findings"]}
    if saved.json()["summary"]["findings"]:
        assert "sync_notes" in flagged


def test_legacy_only_server_falls_back_to_initialize() -> None:
    """A 1.x-era server answers server/discover with -32601; auto falls back."""
    target = LiveTarget("stdio", command=PY, args=(str(RAW_STDIO), "legacy"))
    data = fetch(target, LiveOptions(timeout=20))
    assert data["serverInfo"]["name"] == "raw-legacy"
    assert data["serverInfo"]["x-vendor"] == "kept"  # serverInfo is read raw
    assert data["instructions"] == "Raw legacy server."
    assert [t["name"] for t in data["tools"]] == ["hello"]
    assert "prompts" not in data  # not advertised, so not listed


def test_modern_server_is_reached_through_discover(tmp_path: Path) -> None:
    """A 2026-07-28 server refuses initialize and any request without the modern _meta."""
    log = tmp_path / "methods.log"
    target = LiveTarget(
        "stdio", command=PY, args=(str(RAW_STDIO), "modern"), env={"RUNE_METHOD_LOG": str(log)}
    )
    data = fetch(target, LiveOptions(timeout=20))
    assert data["serverInfo"] == {
        "name": "raw-modern",
        "version": "2026.7.28",
        "title": "Modern Raw",
    }
    assert data["instructions"] == "Modern instructions from discover."
    assert [t["name"] for t in data["tools"]] == ["modern_tool"]
    assert log.read_text().split() == ["server/discover", "tools/list"]


def test_protocol_flag_skips_the_probe(tmp_path: Path) -> None:
    log = tmp_path / "methods.log"
    env = {"RUNE_METHOD_LOG": str(log)}
    legacy = LiveTarget("stdio", command=PY, args=(str(RAW_STDIO), "legacy"), env=env)
    fetch(legacy, LiveOptions(timeout=20, protocol="legacy"))
    assert log.read_text().split() == ["initialize", "notifications/initialized", "tools/list"]
    with pytest.raises(LiveScanError, match=r"JSON-RPC error -32601 during the handshake"):
        fetch(legacy, LiveOptions(timeout=20, protocol="modern"))
    modern = LiveTarget("stdio", command=PY, args=(str(RAW_STDIO), "modern"))
    with pytest.raises(LiveScanError, match=r"JSON-RPC error -32022 during the handshake"):
        fetch(modern, LiveOptions(timeout=20, protocol="legacy"))


def test_never_calls_a_tool_gets_a_prompt_or_reads_a_resource(tmp_path: Path) -> None:
    log = tmp_path / "methods.log"
    target = LiveTarget(
        "stdio", command=PY, args=(str(RAW_STDIO), "page2"), env={"RUNE_METHOD_LOG": str(log)}
    )
    fetch(target, LiveOptions(timeout=20))
    methods = set(log.read_text().split())
    assert methods <= {"server/discover", "initialize", "notifications/initialized", "tools/list"}


def test_sdk_fixture_over_http_with_a_header(
    sdk_http: Server, capsys: pytest.CaptureFixture[str]
) -> None:
    """Headers to a loopback endpoint over plain http: no warning, scan works."""
    target = LiveTarget(
        "http", url=sdk_http.url("/mcp"), headers={"Authorization": "Bearer t0ken-abc"}
    )
    data = fetch(target, LiveOptions(timeout=20))
    assert len(data["tools"]) == len(EXPECTED["tools"])
    assert capsys.readouterr().err == ""


def test_wrong_path_is_a_404_hint(sdk_http: Server) -> None:
    with pytest.raises(LiveScanError, match=r"HTTP 404: check the URL includes the MCP path"):
        fetch(LiveTarget("http", url=sdk_http.url("/nope")), LiveOptions(timeout=20))
