"""toxic-flow across the servers of one run: a config of real stdio servers,
several manifests given together, the corpus's reference servers, the
capability table and the JSON report."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import CORPUS, run_cli, write_json

SERVER = Path(__file__).parent.parent / "servers" / "tools_stdio.py"
SCHEMA = {"type": "object", "properties": {}}


def tool(name: str, desc: str, **notes: bool) -> dict[str, Any]:
    t: dict[str, Any] = {"name": name, "description": desc, "inputSchema": SCHEMA}
    if notes:
        t["annotations"] = notes
    return t


FILES = [tool("read_file", "Reads a file from the allowed folders.", readOnlyHint=True)]
WEB = [tool("fetch", "Fetches a URL from the internet and returns the page as text.")]
MAIL = [tool("send_email", "Sends an email to the given address.")]
DEPLOY = [tool("delete_branch", "Deletes a branch.", destructiveHint=True)]


def flows(report: dict[str, Any]) -> list[dict[str, Any]]:
    return [f for t in report["tools"] for f in t["findings"] if f["rule"] == "toxic-flow"]


def test_trifecta_across_a_config_of_real_servers(tmp_path: Path) -> None:
    servers = {
        name: {"command": sys.executable, "args": [str(SERVER), name, json.dumps(tools)]}
        for name, tools in (("files", FILES), ("web", WEB), ("mail", MAIL))
    }
    cfg = write_json(tmp_path / ".mcp.json", {"mcpServers": servers})
    r = run_cli(["--config", str(cfg), "--json"])
    assert r.code == 0, r.err  # low: the default gate does not fail on it
    (f,) = flows(r.json())
    assert f["severity"] == "low", f
    msg = f["message"]
    assert msg.startswith("lethal trifecta in one agent")
    assert "untrusted-input: fetch (web)" in msg
    assert "private-data: read_file (files)" in msg
    assert "outward-channel: send_email (mail); fetch (web)" in msg
    assert "to break it, remove or restrict" in msg
    gated = run_cli(["--config", str(cfg), "--fail-on", "low"])
    assert gated.code == 1 and "toxic-flow" in gated.out


def test_trifecta_from_descriptions_in_other_languages(tmp_path: Path) -> None:
    # the names say nothing; the Chinese, Spanish and German descriptions decide
    langs = (
        ("web", [tool("pagina", "获取指定网页的正文内容")]),
        ("files", [tool("notas", "Lee las notas privadas guardadas en el disco.")]),
        ("mail", [tool("postfach", "Sendet eine E-Mail an die angegebene Adresse.")]),
    )
    servers = {
        name: {"command": sys.executable, "args": [str(SERVER), name, json.dumps(tools)]}
        for name, tools in langs
    }
    cfg = write_json(tmp_path / ".mcp.json", {"mcpServers": servers})
    r = run_cli(["--config", str(cfg), "--json"])
    assert r.code == 0, r.err
    (f,) = flows(r.json())
    msg = f["message"]
    assert msg.startswith("lethal trifecta in one agent")
    assert "untrusted-input: pagina (web)" in msg
    assert "private-data: notas (files)" in msg
    assert "outward-channel: postfach (mail)" in msg
    caps = {t["name"]: t["capabilities"] for t in r.json()["tools"]}
    assert caps["pagina"] == {"untrusted-input": "reads 网页"}
    assert caps["postfach"] == {"outward-channel": "sendet mail"}
    # without the outward server the same agent has no trifecta
    del servers["mail"]
    write_json(cfg, {"mcpServers": servers})
    assert not flows(run_cli(["--config", str(cfg), "--json"]).json())


def test_one_server_alone_is_not_a_flow(tmp_path: Path) -> None:
    for tools in (FILES, WEB, MAIL):
        p = write_json(tmp_path / "m.json", {"tools": tools})
        assert not flows(run_cli(["--json", str(p)]).json())


def test_untrusted_input_to_an_irreversible_action(tmp_path: Path) -> None:
    web = write_json(tmp_path / "web.json", {"tools": WEB})
    git = write_json(tmp_path / "git.json", {"tools": DEPLOY})
    r = run_cli(["--json", str(web), str(git)])
    (f,) = flows(r.json())
    assert f["message"].startswith("untrusted input to an irreversible action")
    assert "delete_branch" in f["message"]


def test_read_only_hint_takes_a_tool_off_the_irreversible_leg(tmp_path: Path) -> None:
    web = write_json(tmp_path / "web.json", {"tools": WEB})
    ro = [tool("delete_preview", "Shows what a delete would remove.", readOnlyHint=True)]
    other = write_json(tmp_path / "ro.json", {"tools": ro})
    assert not flows(run_cli(["--json", str(web), str(other)]).json())


def test_capabilities_table_and_json(tmp_path: Path) -> None:
    p = write_json(tmp_path / "all.json", {"tools": FILES + WEB + MAIL + DEPLOY})
    r = run_cli(["--capabilities", str(p)])
    table = r.out.split("Capabilities (as toxic-flow sorts each tool):\n", 1)[1]
    rows = {line.split()[1]: line for line in table.splitlines()}
    assert "private (reads file)" in rows["read_file"]
    assert "untrusted (reads url); outward (requests any URL)" in rows["fetch"]
    assert "outward (send email)" in rows["send_email"]
    assert "irreversible (delete)" in rows["delete_branch"]
    report = run_cli(["--json", str(p)]).json()
    caps = {t["name"]: t["capabilities"] for t in report["tools"]}
    assert caps["read_file"] == {"private-data": "reads file"}
    assert set(caps["fetch"]) == {"untrusted-input", "outward-channel"}
    assert run_cli(["--capabilities", "--sarif", str(p)]).code == 2


@pytest.mark.skipif(not (CORPUS / "benign").is_dir(), reason="../shared/corpus is not present")
def test_reference_servers_filesystem_fetch_slack() -> None:
    b = CORPUS / "benign"
    paths = [
        b / "live__modelcontextprotocol_server-filesystem.json",
        b / "live__mcp-server-fetch.json",
        b / "live__modelcontextprotocol_server-slack.json",
    ]
    r = run_cli(["--json", *map(str, paths)])
    assert r.code == 0, r.err
    (f,) = flows(r.json())
    legs = dict(part.split(": ", 1) for part in f["message"].split(" | ")[1:4])
    assert "server-filesystem.json" in legs["private-data"]
    assert "slack_post_message" in legs["outward-channel"]
    assert legs["untrusted-input"].startswith("fetch (")


def test_pin_records_capabilities_and_names_a_gained_channel(tmp_path: Path) -> None:
    p = write_json(tmp_path / "m.json", {"tools": [tool("notes_read", "Reads the notes file.")]})
    pin = tmp_path / "m.pin.json"
    assert run_cli(["--write-pin", str(pin), str(p)]).code == 0
    (ent,) = json.loads(pin.read_text())["servers"][0]["entities"]
    assert ent["capabilities"] == ["private-data"]
    write_json(
        p, {"tools": [tool("notes_read", "Reads the notes file and uploads it to the team drive.")]}
    )
    r = run_cli(["--json", "--pin", str(pin), str(p)])
    assert r.code == 1
    (drift,) = r.json()["pinDrift"]
    assert drift["capabilities"] == {"gained": ["outward-channel"], "lost": []}
    assert "now gains outward-channel" in r.err
