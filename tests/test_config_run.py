"""--config runs end to end, with real stdio servers (tests/servers/config_stdio.py)
and a real SDK server over Streamable HTTP on 127.0.0.1: failures isolated per
server, exit codes, --server, --jobs equal to sequential, env/cwd passed,
credentials scrubbed, --no-launch and --discover starting nothing."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import Run, run_cli
from tests.servers.harness import SDK_FIXTURE, serve

SERVER = Path(__file__).parent / "servers" / "config_stdio.py"
PY = sys.executable
SECRET = "s3cr3t-Canary-7Qx9"


def stdio(mode: str, **extra: Any) -> dict[str, Any]:
    return {"command": PY, "args": [str(SERVER), mode], **extra}


def write_config(folder: Path, servers: dict[str, Any], name: str = ".mcp.json") -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    body = json.dumps({"mcpServers": servers}, indent=2)
    path.write_text("// written by the test\n" + body.replace("\n}", ",\n}", 1))
    return path


def run(*args: str, env: dict[str, str] | None = None, cwd: Path | None = None) -> Run:
    return run_cli(list(args), env={"RUNE_TEST": "1", **(env or {})}, cwd=cwd)


def test_one_servers_problem_stays_its_own(tmp_path: Path) -> None:
    cfg = write_config(
        tmp_path,
        {
            "weather": stdio("clean"),
            "notes": stdio("poisoned"),
            "broken": stdio("exit"),
            "github": stdio("clean", env={"GITHUB_PERSONAL_ACCESS_TOKEN": "${RUNE_UNSET_VAR}"}),
            "old-notes": {**stdio("clean"), "disabled": True},
        },
    )
    r = run("--config", str(cfg))
    assert r.code == 2, r.out + r.err
    out = r.out
    # a clean server is one line (--verbose lists its entities)
    assert "=== weather (stdio) ===\n  clean: 1 tool\n" in out
    assert "=== notes (stdio) ===\ntool sync_notes" in out
    assert "=== broken (stdio) ===\n  not scanned: the server exited with code 3" in out
    assert (
        '=== github (unreadable) ===\n  not scanned: "env" value for '
        "'GITHUB_PERSONAL_ACCESS_TOKEN' references ${RUNE_UNSET_VAR}, which is not set"
    ) in out
    assert "=== old-notes (stdio) ===\n  not scanned: disabled in the config" in out
    assert f"2 of 5 server(s) in {cfg} scanned, 2 failed, 1 disabled." in out
    # headings follow the config's order
    order = [out.index(f"=== {n} ") for n in ("weather", "notes", "broken", "github", "old-notes")]
    assert order == sorted(order)
    assert "rune: broken: the server exited with code 3" in r.err
    assert "rune: github: \"env\" value for 'GITHUB_PERSONAL_ACCESS_TOKEN'" in r.err


def test_exit_codes(tmp_path: Path) -> None:
    clean = write_config(
        tmp_path / "a", {"w": stdio("clean"), "off": {**stdio("exit"), "disabled": True}}
    )
    r = run("--config", str(clean))
    assert r.code == 0, r.out + r.err
    assert "1 of 2 server(s)" in r.out and "1 disabled" in r.out
    empty = write_config(tmp_path / "b", {})
    r = run("--config", str(empty))
    assert r.code == 2 and "declares no servers" in r.err
    nomap = tmp_path / "c.json"
    nomap.write_text('{"theme": "dark"}')
    assert run("--config", str(nomap)).code == 2


def test_server_narrows_and_unknown_name_is_exit_2(tmp_path: Path) -> None:
    cfg = write_config(tmp_path, {"a": stdio("clean"), "b": stdio("exit"), "c": stdio("shared")})
    r = run("--config", str(cfg), "--server", "a", "--server", "c", "--json")
    assert r.code == 0, r.err
    assert [s["server"] for s in r.json()["sources"]] == ["a", "c"]
    r = run("--config", str(cfg), "--server", "nope")
    assert r.code == 2
    assert "--server 'nope': no such server" in r.err and "a, b, c" in r.err


def test_json_sources_and_entities_carry_their_server(tmp_path: Path) -> None:
    cfg = write_config(
        tmp_path,
        {"w": stdio("clean"), "x": stdio("exit"), "off": {**stdio("clean"), "disabled": True}},
    )
    report = run("--config", str(cfg), "--json").json()
    assert [(s["server"], s["transport"], s["status"]) for s in report["sources"]] == [
        ("w", "stdio", "scanned"),
        ("x", "stdio", "failed"),
        ("off", "stdio", "disabled"),
    ]
    assert all(t["server"] == "w" for t in report["tools"])


def test_name_collision_across_servers_is_one_low_finding_per_pair(tmp_path: Path) -> None:
    # clients that namespace tools per server are not confused by a shared
    # name, so across servers it is a low (under the default gate), once per pair
    cfg = write_config(tmp_path, {"left": stdio("shared"), "right": stdio("shared")})
    r = run("--config", str(cfg), "--json")
    assert r.code == 0, r.out + r.err
    found = [(t["server"], f) for t in r.json()["tools"] for f in t["findings"]]
    assert [(server, f["rule"], f["severity"]) for server, f in found] == [
        ("right", "name-collision", "low")
    ]
    message = found[0][1]["message"]
    assert "server 'left'" in message
    assert "Claude Code" in message and "do not" in message
    assert run("--config", str(cfg), "--fail-on", "low").code == 1


def test_jobs_output_equals_sequential(tmp_path: Path) -> None:
    servers = {
        "a": stdio("clean"),
        "b": stdio("shared"),
        "c": stdio("shared"),
        "d": stdio("exit"),
        "e": stdio("poisoned"),
        "f": {**stdio("clean"), "disabled": True},
    }
    cfg = write_config(tmp_path, servers)
    seq = run("--config", str(cfg))
    par = run("--config", str(cfg), "--jobs", "4")
    assert (par.code, par.out) == (seq.code, seq.out)
    assert seq.code == 2 and "4 of 6 server(s)" in seq.out
    seq_j = run("--config", str(cfg), "--json")
    par_j = run("--config", str(cfg), "--json", "--jobs", "6")
    assert par_j.out == seq_j.out


def test_env_and_cwd_reach_the_server(tmp_path: Path) -> None:
    (tmp_path / "work").mkdir()
    cfg = write_config(
        tmp_path,
        {"e": stdio("echo", env={"CONFIG_ECHO": "${RUNE_ECHO:-fallback}"}, cwd="work")},
    )
    for value, expected in (("hi", "echo_hi_work"), ("", "echo_fallback_work")):
        report = run("--config", str(cfg), "--json", env={"RUNE_ECHO": value}).json()
        assert [t["name"] for t in report["tools"]] == [expected]


def test_credentials_are_scrubbed_from_failures(tmp_path: Path) -> None:
    cfg = write_config(
        tmp_path,
        {
            "leak": stdio("leak", env={"CONFIG_SECRET": "${RUNE_SECRET}"}),
            "remote": {
                "type": "http",
                "url": "http://127.0.0.1:9/mcp?key=${RUNE_SECRET}",
                "headers": {"Authorization": "Bearer ${RUNE_SECRET}"},
            },
        },
    )
    for fmt in ([], ["--json"], ["--sarif"]):
        r = run("--config", str(cfg), *fmt, env={"RUNE_SECRET": SECRET})
        assert r.code == 2
        assert SECRET not in r.out and SECRET not in r.err
        # the server quoted the env value back: it was taken out, not dropped
        assert "token *** was refused" in r.err


def test_no_launch_starts_nothing(cli: Any, tmp_path: Path) -> None:
    marker = tmp_path / "started"
    cfg = write_config(
        tmp_path,
        {
            "local": {"command": PY, "args": ["-c", f"open({str(marker)!r}, 'w')"]},
            "remote": {"type": "http", "url": "http://127.0.0.1:9/mcp"},
            "needs": stdio("clean", env={"T": "${RUNE_UNSET_VAR}"}),
        },
    )
    r = cli("--config", str(cfg), "--no-launch", "--json")
    assert r.code == 0, r.out + r.err
    assert not marker.exists()
    assert {s["status"] for s in r.json()["sources"]} == {"not-opened"}


def test_streamable_http_server_in_a_config(tmp_path: Path) -> None:
    with serve(SDK_FIXTURE, "http") as srv:
        cfg = write_config(tmp_path, {"remote": {"type": "http", "url": srv.url("/mcp")}})
        r = run("--config", str(cfg), "--json")
    assert r.code in (0, 1), r.err
    report = r.json()
    assert report["sources"][0]["status"] == "scanned"
    assert report["tools"] and all(t["server"] == "remote" for t in report["tools"])


def test_discover_audits_without_launching(
    cli: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    proj = tmp_path / "proj"
    marker = tmp_path / "started"
    write_config(proj, {"p": {"command": PY, "args": ["-c", f"open({str(marker)!r}, 'w')"]}})
    write_config(
        home / ".cursor",
        {"s": {"url": "https://mcp.example.com/mcp?token=abcdef123456"}},
        name="mcp.json",
    )
    zed = home / ".config" / "zed" / "settings.json"
    zed.parent.mkdir(parents=True)
    zed.write_text('{"theme": "One"}')  # no servers: skipped, not an error
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.delenv("APPDATA", raising=False)
    monkeypatch.delenv("CODEX_HOME", raising=False)
    monkeypatch.chdir(proj)
    r = cli("--discover", "--json")
    assert not marker.exists()
    assert r.code == 1, r.out + r.err
    assert str(proj / ".mcp.json") in r.err and str(home / ".cursor" / "mcp.json") in r.err
    assert "abcdef123456" not in r.out + r.err
    report = r.json()
    assert {s["status"] for s in report["sources"]} == {"not-opened"}
    assert [f["rule"] for e in report["servers"] for f in e["findings"]] == ["secret-in-url"]


@pytest.mark.parametrize("fixture", ["vscode.mcp.json", "codex.config.toml", "goose.config.yaml"])
def test_client_fixtures_audit_offline(cli: Any, fixture: str) -> None:
    path = Path(__file__).parent / "fixtures" / "configs" / fixture
    r = cli("--config", str(path), "--no-launch", "--json")
    assert r.code in (0, 1), r.err
    assert r.json()["sources"]


def test_posture_identity_is_the_same_launched_or_not(tmp_path: Path) -> None:
    literal = "q8Zr2LxV0pW7nK3" + "sT9yB4mC6dF1hJ5gA"
    cfg = write_config(tmp_path, {"w": stdio("clean", env={"API_KEY": literal})})

    def posture(*extra: str) -> list[tuple[str, str, int | None]]:
        r = run("--config", str(cfg), "--json", *extra)
        assert literal not in r.out + r.err
        return [
            (f["rule"], f["fingerprint"], f["line"])
            for e in r.json()["servers"]
            for f in e["findings"]
            if f["rule"] == "literal-credential"
        ]

    launched = posture()
    assert len(launched) == 1 and launched == posture("--no-launch")


def test_a_server_over_a_bound_fails_alone(tmp_path: Path) -> None:
    cfg = write_config(tmp_path, {"w": stdio("clean"), "big": stdio("poisoned")})
    r = run("--config", str(cfg), "--max-string", "60", "--json")
    assert r.code == 2
    statuses = {s["server"]: s["status"] for s in r.json()["sources"]}
    assert statuses == {"w": "scanned", "big": "failed"}
    assert "rune: big:" in r.err and "--max-string" in r.err
