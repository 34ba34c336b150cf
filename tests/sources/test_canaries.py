"""Credential canaries: every header value, env value, URL userinfo and query
string in these runs is a unique canary, and the runs fail in every way we
know (bad URL, 401, cross-origin redirect, timeout, crash, a JSON-RPC error
that quotes the secret, an unset placeholder, a config that does not parse).
No canary may appear in stdout, stderr, the JSON or SARIF report, a baseline,
a pin, or the GitHub Action's outputs, annotations and job summary."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import run_cli
from tests.servers.harness import RAW_HTTP, RAW_STDIO, SDK_FIXTURE, serve

PY = sys.executable
CONFIG_SERVER = Path(__file__).parent.parent / "servers" / "config_stdio.py"
CANARIES = {
    "header": "hdrCanary7f3a9Q",
    "header_b": "Bearer brCanary2b8dZ",
    "env": "envCanary5c1eW",
    "userinfo_user": "usrCanary4d2aK",
    "userinfo_pass": "pwdCanary9e7bM",
    "query": "qryCanary3a6fT",
    "placeholder": "phCanary8b4cR",
    "stderr": "errCanary1f5dP",
}


def assert_clean(*texts: str) -> None:
    for text in texts:
        for name, canary in CANARIES.items():
            token = canary.split()[-1]
            assert token not in text, f"canary {name} leaked: ...{_around(text, token)}..."


def _around(text: str, token: str) -> str:
    i = text.find(token)
    return text[max(0, i - 60) : i + 60]


@pytest.fixture(scope="module")
def servers() -> Iterator[dict[str, str]]:
    with (
        serve(RAW_HTTP, "status", "401") as unauthorised,
        serve(SDK_FIXTURE, "http") as target,
    ):
        other_origin = target.url("/mcp")
        with serve(RAW_HTTP, "redirect", other_origin) as redirector:
            yield {
                "401": unauthorised.url("/mcp"),
                "redirect": redirector.url("/mcp"),
                "good": target.url("/mcp"),
            }


def canary_config(folder: Path, urls: dict[str, str]) -> Path:
    q, u, p = CANARIES["query"], CANARIES["userinfo_user"], CANARIES["userinfo_pass"]

    def with_secrets(url: str) -> str:
        scheme, rest = url.split("://", 1)
        return f"{scheme}://{u}:{p}@{rest}?api_key={q}"

    hdr = {"Authorization": CANARIES["header_b"], "X-Api-Key": CANARIES["header"]}
    servers: dict[str, Any] = {
        "unauthorised": {"type": "http", "url": with_secrets(urls["401"]), "headers": hdr},
        "redirected": {"type": "http", "url": urls["redirect"] + f"?token={q}", "headers": hdr},
        "refused": {
            "type": "http",
            "url": f"http://{u}:{p}@127.0.0.1:9/mcp?key={q}",
            "headers": hdr,
        },
        "bad-url": {"type": "http", "url": f"http://{u}:{p}@[::1/mcp?key={q}", "headers": hdr},
        "silent": {
            "command": PY,
            "args": [str(RAW_STDIO), "silent"],
            "env": {"API_TOKEN": CANARIES["env"]},
        },
        "crashes": {
            "command": PY,
            "args": [str(RAW_STDIO), "crash"],
            "env": {"API_TOKEN": CANARIES["env"]},
        },
        "leaks-in-error": {
            "command": PY,
            "args": [str(CONFIG_SERVER), "leak"],
            "env": {"CONFIG_SECRET": CANARIES["env"]},
        },
        "leaks-on-stderr": {
            "command": PY,
            "args": [str(RAW_STDIO), "stderr", CANARIES["stderr"]],
            "env": {"API_TOKEN": CANARIES["env"]},
        },
        "unset": {
            "command": PY,
            "args": [str(CONFIG_SERVER), "clean"],
            "env": {"TOKEN": "${RUNE_CANARY_UNSET_VAR}", "OTHER": CANARIES["env"]},
        },
        "placeholder": {
            "command": PY,
            "args": [str(CONFIG_SERVER), "poisoned"],
            "env": {"TOKEN": "${RUNE_CANARY_SET_VAR}"},
        },
        "posture": {
            "type": "http",
            "url": f"http://example.invalid/mcp?api_key={q}",
            "headers": hdr,
        },
    }
    path = folder / ".mcp.json"
    path.write_text(json.dumps({"mcpServers": servers}, indent=2))
    return path


ENV = {"RUNE_CANARY_SET_VAR": CANARIES["placeholder"], "RUNE_TEST": "1"}


@pytest.mark.slow
def test_no_canary_in_any_output_of_a_failing_config_run(
    servers: dict[str, str], tmp_path: Path
) -> None:
    cfg = canary_config(tmp_path, servers)
    text = run_cli(["--timeout", "3", "--jobs", "4", "--config", str(cfg)], env=ENV)
    assert text.code == 2, text.out + text.err
    # every failure kind was actually exercised
    for name in (
        "unauthorised",
        "redirected",
        "refused",
        "bad-url",
        "silent",
        "crashes",
        "leaks-in-error",
        "unset",
    ):
        assert f"=== {name} (" in text.out, name
    assert "sync_notes" in text.out  # the placeholder-fed server was scanned
    js = run_cli(["--timeout", "3", "--jobs", "4", "--json", "--config", str(cfg)], env=ENV)
    sarif_path = tmp_path / "out.sarif"
    sarif = run_cli(
        [
            "--timeout",
            "3",
            "--jobs",
            "4",
            "--sarif",
            "--output",
            str(sarif_path),
            "--config",
            str(cfg),
        ],
        env=ENV,
    )
    assert js.code == 2 and sarif.code == 2
    assert_clean(text.out, text.err, js.out, js.err, sarif.out, sarif.err)
    assert_clean(sarif_path.read_text())


def test_no_canary_in_baseline_or_pin_files(tmp_path: Path) -> None:
    q, u, p = CANARIES["query"], CANARIES["userinfo_user"], CANARIES["userinfo_pass"]
    cfg = tmp_path / "mcp.json"
    cfg.write_text(
        json.dumps(
            {
                "mcpServers": {
                    "remote": {
                        "type": "http",
                        "url": f"http://{u}:{p}@example.invalid/mcp?api_key={q}",
                        "headers": {"Authorization": CANARIES["header_b"]},
                    },
                    "local": {
                        "command": "npx",
                        "args": ["-y", "some-server"],
                        "env": {
                            "GITHUB_TOKEN": "ghp_" + CANARIES["env"] + "aaaaaaaaaaaaaaaaaaaaaa"
                        },
                    },
                }
            }
        )
    )
    base = tmp_path / "baseline.json"
    r = run_cli(["--no-launch", "--config", str(cfg), "--write-baseline", str(base)])
    assert r.code == 0, r.err
    assert base.exists()
    assert_clean(base.read_text(), r.out, r.err)
    r2 = run_cli(["--no-launch", "--json", "--config", str(cfg), "--baseline", str(base)])
    assert_clean(r2.out, r2.err)


def test_no_canary_from_live_http_flags(servers: dict[str, str], tmp_path: Path) -> None:
    q, u, p = CANARIES["query"], CANARIES["userinfo_user"], CANARIES["userinfo_pass"]
    for url in (servers["401"], servers["redirect"]):
        scheme, rest = url.split("://", 1)
        full = f"{scheme}://{u}:{p}@{rest}?api_key={q}"
        for fmt in ([], ["--json"], ["--sarif"]):
            r = run_cli(
                [
                    *fmt,
                    "--timeout",
                    "5",
                    "--http",
                    full,
                    "--header",
                    f"X-Api-Key: {CANARIES['header']}",
                ]
            )
            assert r.code == 2, r.out + r.err
            assert_clean(r.out, r.err)
    pin = tmp_path / "pin.json"
    good = servers["good"]
    scheme, rest = good.split("://", 1)
    r = run_cli(
        [
            "--timeout",
            "20",
            "--http",
            f"{scheme}://{rest}?api_key={q}",
            "--header",
            f"X-Api-Key: {CANARIES['header']}",
            "--write-pin",
            str(pin),
        ]
    )
    assert r.code in (0, 1), r.err  # --write-pin follows --fail-on
    assert_clean(pin.read_text(), r.out, r.err)


def test_no_canary_in_a_config_that_does_not_parse(tmp_path: Path) -> None:
    cfg = tmp_path / ".mcp.json"
    cfg.write_text(
        '{"mcpServers": {"a": {"url": "http://u:'
        + CANARIES["userinfo_pass"]
        + "@h/x?k="
        + CANARIES["query"]
        + '", "headers": {"A": "'
        + CANARIES["header"]
        + '"}'  # unterminated
    )
    r = run_cli(["--config", str(cfg)])
    assert r.code == 2
    assert len(r.err.strip().splitlines()) == 1
    assert_clean(r.out, r.err)


def run_action_process(ws: Path, tmp_path: Path, inputs: dict[str, str]) -> tuple[Any, Path, Path]:
    """The Action's entrypoint as the container runs it, live, on ``.mcp.json``
    in *ws*; (the finished process, the GITHUB_OUTPUT file, the summary file)."""
    import os
    import subprocess

    out, summary = tmp_path / "out.txt", tmp_path / "summary.md"
    env = dict(os.environ)
    env.update(
        {
            "GITHUB_WORKSPACE": str(ws),
            "GITHUB_OUTPUT": str(out),
            "GITHUB_STEP_SUMMARY": str(summary),
            "INPUT_CONFIGS": ".mcp.json",
            "INPUT_LIVE": "true",
            "INPUT_SARIF-FILE": "rune.sarif",
            "PYTHONPATH": str(Path(__file__).resolve().parent.parent.parent),
            **inputs,
        }
    )
    proc = subprocess.run(
        [PY, "-m", "rune.action"], capture_output=True, text=True, env=env, cwd=ws, timeout=300
    )
    return proc, out, summary


def test_no_canary_in_the_action_outputs(servers: dict[str, str], tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    canary_config(ws, servers)
    proc, out, summary = run_action_process(ws, tmp_path, {**ENV, "INPUT_TIMEOUT": "3"})
    assert proc.returncode == 2, proc.stdout + proc.stderr
    texts = [proc.stdout, proc.stderr, out.read_text() if out.exists() else ""]
    texts.append(summary.read_text() if summary.exists() else "")
    sarif = ws / "rune.sarif"
    if sarif.exists():
        texts.append(sarif.read_text())
    assert_clean(*texts)


def test_a_server_echoing_its_env_secret_into_metadata_is_masked(tmp_path: Path) -> None:
    cfg = tmp_path / ".mcp.json"
    cfg.write_text(
        json.dumps(
            {
                "mcpServers": {
                    "echo": {
                        "command": PY,
                        "args": [str(CONFIG_SERVER), "echo"],
                        "env": {"CONFIG_ECHO": "ghp_" + CANARIES["env"] + "a1B2c3D4e5F6g7H8i9J0k"},
                    }
                }
            }
        )
    )
    base, pin = tmp_path / "b.json", tmp_path / "p.json"
    r = run_cli(
        ["--json", "--config", str(cfg), "--write-baseline", str(base), "--write-pin", str(pin)]
    )
    assert r.code == 0, r.err
    names = [t["name"] for t in r.json()["tools"]]
    assert names and names[0].startswith("echo_***_"), names
    assert_clean(r.out, r.err, base.read_text(), pin.read_text())


def test_mask_secrets_reaches_keys_and_deep_values() -> None:
    from rune.redact import mask_secrets

    data = {
        "tools": [
            {
                "name": "x-SECRET1-y",
                "inputSchema": {"properties": {"SECRET1": {"enum": ["aSECRET1"]}}},
            }
        ]
    }
    out = mask_secrets(data, ["SECRET1", "abc"])
    assert json.dumps(out) == json.dumps(
        {"tools": [{"name": "x-***-y", "inputSchema": {"properties": {"***": {"enum": ["a***"]}}}}]}
    )
    assert data["tools"][0]["name"] == "x-SECRET1-y"  # the input is not changed
