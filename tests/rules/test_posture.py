"""Config posture checks through the CLI: a fixture per check with its quiet
twin, line and column into the config file, no credential in any output, and
--fail-on, baseline, SARIF and --pin like every other finding."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from rune.sources.config.read import config_from_text

POSTURE = Path(__file__).parent.parent / "fixtures" / "configs" / "posture"
PIN = POSTURE / "unpinned-remote.pin.json"
CHECKS = [
    "secret-in-url",
    "plaintext-remote",
    "literal-credential",
    "unpinned-launcher",
    "unpinned-remote",
]
#: the literal secrets the fixtures hold; none may reach any output
SECRETS = ["9fK2mQ7xLp3Vt8Rz", "BSAq8Zr2LxV0pW7nK3sT9yB4mC6dF1h"]


def _args(rule: str, path: Path) -> list[str]:
    extra = ["--pin", str(PIN)] if rule == "unpinned-remote" else []
    return ["--config", str(path), "--no-launch", *extra]


def _marked_line(path: Path) -> tuple[int, str]:
    for n, line in enumerate(path.read_text().splitlines(), 1):
        if "// <- flagged" in line:
            return n, line
    raise AssertionError(f"{path.name} has no flagged marker")


def _findings(report: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        f
        for group in report.values()
        if isinstance(group, list)
        for e in group
        if isinstance(e, dict)
        for f in e.get("findings", [])
    ]


@pytest.mark.parametrize("rule", CHECKS)
def test_posture_fixture_fires_on_the_declaring_line(cli: Any, rule: str) -> None:
    path = POSTURE / f"{rule}.json"
    run = cli(*_args(rule, path), "--json")
    assert run.code == 1, run.err
    report = run.json()
    hits = [f for f in _findings(report) if f["rule"] == rule]
    assert len(hits) == 1
    hit = hits[0]
    line_no, line = _marked_line(path)
    assert hit["file"] == str(path)
    assert hit["line"] == line_no
    assert line[hit["column"] - 1] == '"'  # the start of the flagged value
    assert hit["pointer"].startswith("/")
    statuses = {s["status"] for s in report["sources"]}
    assert statuses == {"not-opened"}


@pytest.mark.parametrize("rule", CHECKS)
def test_posture_quiet_twin(cli: Any, rule: str) -> None:
    run = cli(*_args(rule, POSTURE / f"{rule}.quiet.json"), "--json")
    assert run.code == 0, run.out + run.err
    assert _findings(run.json()) == []


@pytest.mark.parametrize("rule", ["secret-in-url", "literal-credential"])
def test_no_credential_in_any_output(cli: Any, rule: str, tmp_path: Path) -> None:
    path = POSTURE / f"{rule}.json"
    baseline = tmp_path / "baseline.json"
    outputs = []
    for fmt in ([], ["--json"], ["--sarif"]):
        run = cli(*_args(rule, path), *fmt)
        outputs += [run.out, run.err]
    run = cli(*_args(rule, path), "--write-baseline", str(baseline))
    outputs += [run.out, run.err, baseline.read_text()]
    for text in outputs:
        for secret in SECRETS:
            assert secret not in text


def test_text_report_names_the_servers_not_opened(cli: Any) -> None:
    run = cli("--config", str(POSTURE / "unpinned-launcher.json"), "--no-launch")
    assert "=== filesystem (stdio) ===" in run.out
    assert "not opened: --no-launch given" in run.out
    assert "0 of 1 server(s) in" in run.out and "1 not opened" in run.out
    assert "[MEDIUM] unpinned-launcher  args[1]" in run.out


def test_plaintext_remote_is_medium_without_headers(cli: Any, tmp_path: Path) -> None:
    cfg = tmp_path / "c.json"
    cfg.write_text('{"mcpServers": {"docs": {"url": "http://docs.example/mcp"}}}')
    run = cli("--config", str(cfg), "--no-launch", "--json")
    (hit,) = _findings(run.json())
    assert (hit["rule"], hit["severity"]) == ("plaintext-remote", "medium")
    assert cli("--config", str(cfg), "--no-launch", "--fail-on", "high").code == 0
    high = POSTURE / "plaintext-remote.json"
    assert cli("--config", str(high), "--no-launch", "--fail-on", "high").code == 1


def test_baseline_accepts_posture_findings(cli: Any, tmp_path: Path) -> None:
    path = POSTURE / "literal-credential.json"
    baseline = tmp_path / "b.json"
    assert cli("--config", str(path), "--no-launch", "--write-baseline", str(baseline)).code == 0
    run = cli("--config", str(path), "--no-launch", "--baseline", str(baseline))
    assert run.code == 0, run.out + run.err
    assert "accepted by the baseline" in run.out


def test_sarif_anchors_posture_to_the_config(cli: Any) -> None:
    path = POSTURE / "secret-in-url.json"
    log = json.loads(cli("--config", str(path), "--no-launch", "--sarif").out)
    (result,) = log["runs"][0]["results"]
    loc = result["locations"][0]["physicalLocation"]
    assert loc["artifactLocation"]["uri"].endswith("secret-in-url.json")
    assert loc["region"]["startLine"] == _marked_line(path)[0]
    assert "api_key=***" in result["message"]["text"]


def test_unpinned_remote_only_with_pin(cli: Any) -> None:
    path = POSTURE / "unpinned-remote.json"
    assert _findings(cli("--config", str(path), "--no-launch", "--json").json()) == []
    hits = _findings(cli("--config", str(path), "--no-launch", "--json", "--pin", str(PIN)).json())
    assert [(h["rule"], h["pointer"]) for h in hits] == [
        ("unpinned-remote", "/mcpServers/docs/url")
    ]


def test_disabled_entries_get_no_posture_checks(cli: Any, tmp_path: Path) -> None:
    cfg = tmp_path / "c.json"
    cfg.write_text(
        '{"mcpServers": {"off": {"url": "http://h.example/mcp?token=abcdef123", "disabled": true}}}'
    )
    run = cli("--config", str(cfg), "--no-launch", "--json")
    assert run.code == 0 and _findings(run.json()) == []
    assert run.json()["sources"][0]["status"] == "disabled"


# --- rule details ------------------------------------------------------------------


def _rules_on(config: dict[str, Any]) -> list[tuple[str, str]]:
    from rune.engine import config_findings
    from rune.rules.base import PostureContext

    cfg = config_from_text(json.dumps(config))
    return [(f.rule, f.matched) for f in config_findings(cfg, PostureContext())]


def _token(prefix: str, n: int = 36) -> str:
    return prefix + ("a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8s9T0" * 3)[:n]


@pytest.mark.parametrize(
    ("value", "shown"),
    [
        (_token("ghp_"), "T=ghp_***"),
        (_token("github_pat_", 60), "T=github_pat_***"),
        (_token("xoxb-", 30), "T=xoxb-***"),
        ("AKIA" + "ABCDEFGHIJKLMNOP", "T=AKIA***"),
        (_token("glpat-", 24), "T=glpat-***"),
        ("eyJ" + "hbGciOiJIUzI1NiJ9" + ".eyJ" + "zdWIiOiIxMjM0NTY3ODkwIn0.abc", "T=eyJ***"),
    ],
)
def test_literal_credential_token_families(value: str, shown: str) -> None:
    hits = _rules_on({"mcpServers": {"s": {"command": "x", "env": {"T": value}}}})
    assert hits == [("literal-credential", shown)]


@pytest.mark.parametrize(
    "env",
    [
        {"LOG_LEVEL": "debug"},
        {"PORT": "8080"},
        {"API_BASE_URL": "https://api.example.com/v1"},
        {"SSH_KEY_PATH": "/home/u/.ssh/id_ed25519"},
        {"GITHUB_TOKEN": "${GITHUB_TOKEN}"},
        {"API_KEY": "YOUR_API_KEY_HERE"},
        {"ENABLE_TELEMETRY": "false"},
        {"REPO": "modelcontextprotocol/servers"},
    ],
)
def test_literal_credential_leaves_settings_alone(env: dict[str, str]) -> None:
    assert _rules_on({"mcpServers": {"s": {"command": "x", "env": env}}}) == []


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("https://h.example/mcp?access_token=abc123xyz", "access_token=***"),
        ("https://h.example/mcp?sig=abc123xyz&a=1", "sig=***"),
        ("https://h.example/mcp?clientSecret=abc123xyz", "clientSecret=***"),
        ("https://" + _token("ghp_") + "@h.example/mcp", "***@"),
        ("https://bob:pw123456@h.example/mcp", "***:***@"),
    ],
)
def test_secret_in_url_shapes(url: str, shown: str) -> None:
    hits = _rules_on({"mcpServers": {"s": {"url": url.replace("http:", "https:")}}})
    assert ("secret-in-url", shown) in hits


@pytest.mark.parametrize(
    ("command", "args", "fires"),
    [
        ("npx", ["-y", "pkg"], True),
        ("npx", ["pkg@latest"], True),
        ("npx", ["pkg@^1.2.0"], True),
        ("npx", ["-y", "@scope/pkg@1.2.3"], False),
        ("npx", ["--package=@scope/pkg@1.2.3", "bin"], False),
        ("npx", ["-p", "@scope/pkg", "bin"], True),
        ("/usr/local/bin/npx", ["-y", "pkg"], True),
        ("npx.cmd", ["-y", "pkg"], True),
        ("cmd", ["/c", "npx", "-y", "pkg"], True),
        ("pnpm", ["dlx", "pkg"], True),
        ("bunx", ["pkg@1.0.0"], False),
        ("npm", ["exec", "--", "pkg"], True),
        ("uvx", ["mcp-server-git"], True),
        ("uvx", ["mcp-server-git==1.0.0"], False),
        ("uvx", ["--from", "git+https://github.com/o/r", "srv"], True),
        ("uvx", ["--from", "git+https://github.com/o/r@" + "a" * 40, "srv"], False),
        ("uv", ["tool", "run", "pkg"], True),
        ("uv", ["run", "server.py"], False),
        ("pipx", ["run", "pkg==2.0"], False),
        ("pipx", ["run", "--spec", "pkg>=2", "pkg"], True),
        ("docker", ["run", "-i", "--rm", "mcp/fetch"], True),
        ("docker", ["run", "-i", "--rm", "mcp/fetch:latest"], True),
        ("docker", ["run", "-i", "--rm", "mcp/fetch:1.2"], False),
        ("docker", ["run", "-e", "A=b", "-v", "/x:/y", "localhost:5000/img"], True),
        ("podman", ["run", "--rm", "img@sha256:" + "0" * 64], False),
        ("docker", ["exec", "-i", "c", "srv"], False),
        ("node", ["server.js"], False),
        ("npx", ["./local-server"], False),
    ],
)
def test_unpinned_launcher_runners(command: str, args: list[str], fires: bool) -> None:
    hits = _rules_on({"mcpServers": {"s": {"command": command, "args": args}}})
    assert any(r == "unpinned-launcher" for r, _ in hits) == fires
