"""HTTP failures, redirects and credential scoping (``tests/servers/raw_http.py``)."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from rune.errors import LiveError
from rune.sources.live import fetch
from rune.sources.live.types import LiveOptions, LiveTarget
from tests.conftest import run_cli
from tests.servers.harness import RAW_HTTP, Server, serve

CANARY = "canary-header-value-7c41e0"
OPTS = LiveOptions(timeout=15)


def _log(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines()]


@pytest.fixture
def recorder(tmp_path: Path) -> Iterator[tuple[Server, Path]]:
    log = tmp_path / "second-server.log"
    with serve(RAW_HTTP, "recorder", str(log)) as server:
        yield server, log


@pytest.mark.parametrize(
    ("status", "expected"),
    [
        (401, r"server returned HTTP 401: the endpoint needs credentials \(see --header\)"),
        (403, r"server returned HTTP 403: the endpoint needs credentials \(see --header\)"),
        (404, r"server returned HTTP 404: check the URL includes the MCP path"),
        (500, r"server returned HTTP 500$"),
    ],
)
@pytest.mark.parametrize("transport", ["http", "sse"])
def test_http_status_is_named(transport: str, status: int, expected: str) -> None:
    with serve(RAW_HTTP, "status", str(status)) as server, pytest.raises(LiveError, match=expected):
        fetch(LiveTarget(transport, url=server.url("/mcp")), OPTS)  # type: ignore[arg-type]


def test_sse_refused_post_is_named_not_just_a_timeout() -> None:
    """Over SSE the SDK swallows a refused POST; rune still names the status."""
    with (
        serve(RAW_HTTP, "ssepost", "401") as server,
        pytest.raises(LiveError, match=r"HTTP 401: the endpoint needs credentials"),
    ):
        fetch(LiveTarget("sse", url=server.url("/sse")), LiveOptions(timeout=3))


@pytest.mark.parametrize("transport", ["http", "sse"])
def test_non_json_reply_is_named(transport: str) -> None:
    pattern = r"not (JSON-RPC|an event stream) \(text/html\)"
    with serve(RAW_HTTP, "html") as server, pytest.raises(LiveError, match=pattern):
        fetch(LiveTarget(transport, url=server.url("/mcp")), OPTS)  # type: ignore[arg-type]


def test_connection_refused() -> None:
    with socket.socket() as sock:  # bound, never listening: connects are refused
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
        with pytest.raises(LiveError, match=rf"connection refused by http://127\.0\.0\.1:{port}"):
            fetch(LiveTarget("http", url=f"http://127.0.0.1:{port}/mcp"), OPTS)


def test_tls_error(recorder: tuple[Server, Path]) -> None:
    server, _ = recorder
    url = f"https://127.0.0.1:{server.port}/mcp"  # TLS to a plain-http port
    with pytest.raises(
        LiveError, match=rf"TLS error connecting to https://127\.0\.0\.1:{server.port}"
    ):
        fetch(LiveTarget("http", url=url), OPTS)


@pytest.mark.parametrize("transport", ["http", "sse"])
def test_cross_origin_redirect_with_header_stops_and_canary_never_arrives(
    transport: str, recorder: tuple[Server, Path]
) -> None:
    second, log = recorder
    with serve(RAW_HTTP, "redirect", second.url("/mcp?session=abc")) as first:
        result = run_cli(
            [
                f"--{transport}",
                first.url("/mcp"),
                "--header",
                f"X-Api-Key: {CANARY}",
                "--timeout",
                "15",
            ]
        )
    assert result.code == 2
    line = result.err.strip()
    assert line.startswith(
        f"rune: live scan failed: endpoint redirected to http://127.0.0.1:{second.port},"
    )
    assert "a different origin" in line
    assert CANARY not in result.out + result.err
    assert "session=abc" not in line
    # from the second server's side: nothing carrying the canary ever arrived
    assert all(CANARY not in json.dumps(entry) for entry in _log(log))
    assert _log(log) == []


def test_cross_origin_redirect_without_header_is_followed(recorder: tuple[Server, Path]) -> None:
    second, log = recorder
    with serve(RAW_HTTP, "redirect", second.url("/mcp")) as first:
        data = fetch(LiveTarget("http", url=first.url("/mcp")), OPTS)
    assert [t["name"] for t in data["tools"]] == ["recorded"]
    assert any(entry["method"] == "POST" for entry in _log(log))


def test_same_origin_redirect_keeps_the_header(tmp_path: Path) -> None:
    log = tmp_path / "hop.log"
    with serve(RAW_HTTP, "samehop", str(log)) as server:
        target = LiveTarget("http", url=server.url("/start"), headers={"X-Api-Key": CANARY})
        data = fetch(target, OPTS)
    assert [t["name"] for t in data["tools"]] == ["recorded"]
    on_mcp = [e for e in _log(log) if e["path"] == "/mcp"]
    assert on_mcp and all(e["headers"].get("X-Api-Key") == CANARY for e in on_mcp)
    methods = set()
    for entry in _log(log):
        if entry["method"] == "POST" and entry["path"] == "/mcp":
            methods.add(entry["headers"].get("mcp-method", ""))
    assert "tools/call" not in methods


def test_userinfo_and_query_never_printed() -> None:
    with serve(RAW_HTTP, "status", "500") as server:
        url = f"http://alice:pw-9931@127.0.0.1:{server.port}/mcp?api_key=qs-secret-7713"
        result = run_cli(["--http", url, "--header", f"X-Api-Key: Bearer {CANARY}"])
    assert result.code == 2
    assert result.err.strip() == "rune: live scan failed: server returned HTTP 500"
    for secret in ("alice", "pw-9931", "qs-secret-7713", "api_key", CANARY):
        assert secret not in result.out + result.err


def test_environment_proxy_ignored_unless_trusted(
    recorder: tuple[Server, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    server, _ = recorder
    with socket.socket() as dead:
        dead.bind(("127.0.0.1", 0))
        proxy = f"http://127.0.0.1:{dead.getsockname()[1]}"
        for name in ("NO_PROXY", "no_proxy"):
            monkeypatch.delenv(name, raising=False)
        monkeypatch.setenv("HTTP_PROXY", proxy)
        monkeypatch.setenv("ALL_PROXY", proxy)
        data = fetch(LiveTarget("http", url=server.url("/mcp")), OPTS)
        assert [t["name"] for t in data["tools"]] == ["recorded"]
        with pytest.raises(LiveError):
            fetch(
                LiveTarget("http", url=server.url("/mcp")), LiveOptions(timeout=15, trust_env=True)
            )
