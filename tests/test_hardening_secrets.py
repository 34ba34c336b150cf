"""Credentials in every form: a server that echoes what the run handed it
(header tokens, env tokens, URL userinfo) back without its ``Bearer`` word,
without its ``ghp_`` prefix, base64- or URL-encoded, never gets any of those
into a report, baseline, pin, or the Action's log, summary, outputs or SARIF."""

from __future__ import annotations

import base64
import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import run_cli
from tests.servers.harness import serve

PY = sys.executable
ECHO = Path(__file__).parent / "servers" / "echo_secrets.py"
sys.path.insert(0, str(ECHO.parent))
from echo_secrets import forms  # noqa: E402

HEADER_TOKEN = "Bearer hdrTok4Qz9Lm2Xc7Vb1Np"
API_KEY = "key_apiK3y8Hs5Tq0Wd6Rf"
ENV_TOKEN = "ghp_envTok2Fj7Kp4Mn9Qs3Vx8"
USER, PASSWORD = "svcUser7Gh", "pw9Jk2Lm5Nq8Rt"


def leaked_forms(*values: str) -> list[str]:
    """Every distinctive text the echo server derives from *values*."""
    out: list[str] = []
    for v in values:
        out += [f.split(" ", 1)[1] for f in forms(v)]
    return out


def assert_masked(texts: list[str], *values: str) -> None:
    needles = leaked_forms(*values)
    for text in texts:
        for needle in needles:
            assert needle not in text, f"leaked {needle!r}: ...{_around(text, needle)}..."


def _around(text: str, needle: str) -> str:
    i = text.find(needle)
    return text[max(0, i - 50) : i + len(needle) + 50]


@pytest.fixture(scope="module")
def echo_url() -> Iterator[str]:
    with serve(ECHO, "http") as server:
        yield server.url("/mcp")


def test_every_form_of_the_forms_is_masked_in_a_unit() -> None:
    from rune.redact import mask_secrets

    text = " | ".join(f for f in forms(ENV_TOKEN) + forms(HEADER_TOKEN))
    masked = mask_secrets({"d": text}, [ENV_TOKEN, HEADER_TOKEN])["d"]
    assert_masked([masked], ENV_TOKEN, HEADER_TOKEN)
    # ordinary words around them survive
    assert masked.startswith("raw ***") and "core ***" in masked


def test_header_tokens_in_every_output(echo_url: str, tmp_path: Path) -> None:
    base, pin, sarif = tmp_path / "b.json", tmp_path / "p.json", tmp_path / "o.sarif"
    common = ["--http", echo_url, "--header", f"Authorization: {HEADER_TOKEN}"]
    common += ["--header", f"X-Api-Key: {API_KEY}"]
    texts: list[str] = []
    for extra in (
        [],
        ["--json"],
        ["--sarif", "-o", str(sarif)],
        ["--write-baseline", str(base), "--write-pin", str(pin)],
    ):
        r = run_cli([*common, *extra])
        assert r.code in (0, 1), r.err
        texts += [r.out, r.err]
    texts += [sarif.read_text(), base.read_text(), pin.read_text()]
    assert "t0_1" in texts[2]  # the echo tools were scanned
    assert_masked(texts, HEADER_TOKEN, API_KEY)


def test_url_userinfo_basic_form_is_masked(echo_url: str) -> None:
    scheme, rest = echo_url.split("://", 1)
    r = run_cli(["--json", "--http", f"{scheme}://{USER}:{PASSWORD}@{rest}"])
    assert r.code in (0, 1), r.err
    basic = "Basic " + base64.b64encode(f"{USER}:{PASSWORD}".encode()).decode()
    assert "t0_0" in r.out
    assert_masked([r.out, r.err], basic)
    assert PASSWORD not in r.out and USER not in r.out


def test_url_userinfo_and_an_explicit_authorization_header_are_refused(echo_url: str) -> None:
    scheme, rest = echo_url.split("://", 1)
    r = run_cli(
        [
            "--http",
            f"{scheme}://{USER}:{PASSWORD}@{rest}",
            "--header",
            f"Authorization: {HEADER_TOKEN}",
        ]
    )
    assert r.code == 2
    (line,) = r.err.strip().splitlines()
    assert "Authorization" in line and "user:password" in line
    assert_masked([r.out, r.err], HEADER_TOKEN, f"{USER}:{PASSWORD}")


def _echo_config(folder: Path, url: str) -> Path:
    cfg = {
        "mcpServers": {
            "env-echo": {
                "command": PY,
                "args": [str(ECHO), "stdio"],
                "env": {"ECHO_SECRET": ENV_TOKEN},
            },
            "header-echo": {
                "type": "http",
                "url": url,
                "headers": {"Authorization": HEADER_TOKEN, "X-Api-Key": API_KEY},
            },
        }
    }
    path = folder / ".mcp.json"
    path.write_text(json.dumps(cfg))
    return path


def test_env_and_header_tokens_through_a_config_run(echo_url: str, tmp_path: Path) -> None:
    cfg = _echo_config(tmp_path, echo_url)
    base, pin = tmp_path / "b.json", tmp_path / "p.json"
    r = run_cli(
        ["--json", "--config", str(cfg), "--write-baseline", str(base), "--write-pin", str(pin)]
    )
    assert r.code in (0, 1), r.err
    names = {t["name"].split("_")[0] + "_" + t["name"].split("_")[1] for t in r.json()["tools"]}
    assert {"t0_0", "t0_6"} <= names
    t = run_cli(["--config", str(cfg)])
    assert_masked(
        [r.out, r.err, t.out, t.err, base.read_text(), pin.read_text()],
        ENV_TOKEN,
        HEADER_TOKEN,
        API_KEY,
    )


def test_canaries_through_the_action_entrypoint(echo_url: str, tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    _echo_config(ws, echo_url)
    from tests.sources.test_canaries import run_action_process

    inputs = {"INPUT_FAIL-ON": "low", "INPUT_TIMEOUT": "20"}
    proc, out, summary = run_action_process(ws, tmp_path, inputs)
    assert proc.returncode in (0, 1), proc.stdout + proc.stderr
    texts = [proc.stdout, proc.stderr, out.read_text(), summary.read_text()]
    texts.append((ws / "rune.sarif").read_text())
    assert "t0_1" in proc.stdout
    assert_masked(texts, ENV_TOKEN, HEADER_TOKEN, API_KEY)


def test_registered_secrets_are_masked_by_every_writer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from rune import output, redact

    secret = "regSecret5Tx8Wq2Zp"
    redact.register_secrets([secret])
    assert secret in redact.registered_secrets()
    target = tmp_path / "r.txt"
    output.write_text(
        str(target), [f"a {secret} b ", base64.b64encode(secret.encode()).decode()], ""
    )
    assert secret not in target.read_text() and "***" in target.read_text()
    assert redact.mask_registered(f"x{secret}y") == "x***y"


def test_scrub_masks_derived_forms_in_errors() -> None:
    from rune.sources.live.types import scrub

    msg = (
        "refused "
        + base64.b64encode(f"{USER}:{PASSWORD}".encode()).decode()
        + " and "
        + ENV_TOKEN[4:]
    )
    from rune.redact import basic_forms

    out = scrub(msg, [ENV_TOKEN, *basic_forms(USER, PASSWORD)])
    assert PASSWORD not in out and ENV_TOKEN[4:] not in out
    assert base64.b64encode(f"{USER}:{PASSWORD}".encode()).decode() not in out


def test_action_step_masks_its_own_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    from rune import redact
    from rune.action import run as action

    secret = "actSecret6Yh3Jk9Lp"
    redact.register_secrets([secret])
    with action.masked_stdout():
        print(f"::error::{secret}")
    assert secret not in capsys.readouterr().out
