"""Reading client configs: every format, JSONC with positions, transports,
placeholders, disabled entries, per-entry errors, and --discover's locations."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rune.errors import InputError, LimitError
from rune.sources.config.discover import discover_configs
from rune.sources.config.formats import transport_of
from rune.sources.config.read import config_from_text, read_config, resolve_entry
from rune.sources.config.text import detect_format, parse_jsonc
from rune.text.placeholders import Resolver, workspace_folder

FIXTURES = Path(__file__).parent.parent / "fixtures" / "configs"

# (file, format, client, [(name, transport, disabled)])
FORMATS: list[tuple[str, str, str, list[tuple[str, str | None, bool]]]] = [
    (
        "claude_desktop_config.json",
        "json",
        "mcp",
        [("filesystem", "stdio", False), ("weather", "stdio", False)],
    ),
    (
        "claude_code.mcp.json",
        "json",
        "mcp",
        [("db", "stdio", False), ("api", "http", False), ("events", "sse", False)],
    ),
    (
        "claude.json",
        "json",
        "mcp",
        [
            ("sentry", "http", False),
            ("airtable@/home/dev/app", "stdio", False),
            ("legacy@/home/dev/app", "stdio", True),
        ],
    ),
    (
        "cursor.mcp.json",
        "json",
        "mcp",
        [("server-name", "stdio", False), ("remote", "http", False)],
    ),
    (
        "windsurf.mcp_config.json",
        "json",
        "mcp",
        [("github", "stdio", False), ("figma", "sse", True)],
    ),
    (
        "vscode.mcp.json",
        "json",
        "vscode",
        [("Perplexity", "stdio", False), ("fetch", "stdio", False), ("github", "http", False)],
    ),
    (
        "gemini.settings.json",
        "json",
        "gemini",
        [
            ("pythonTools", "stdio", False),
            ("httpServer", "http", False),
            ("sseServer", "sse", True),
        ],
    ),
    (
        "zed.settings.json",
        "json",
        "zed",
        [("local", "stdio", False), ("nested", "stdio", False), ("remote", "http", True)],
    ),
    ("codex.config.toml", "toml", "codex", [("docs", "stdio", False), ("remote", "http", True)]),
    (
        "continue.config.yaml",
        "yaml",
        "continue",
        [("SQLite MCP", "stdio", False), ("remote", "http", False)],
    ),
    (
        "continue.block.yaml",
        "yaml",
        "continue",
        [("Browser search", "stdio", False), ("events", "sse", False)],
    ),
    (
        "goose.config.yaml",
        "yaml",
        "goose",
        [("developer", None, False), ("github", "stdio", False), ("remote", "http", True)],
    ),
    (
        "cline_mcp_settings.json",
        "json",
        "mcp",
        [("local-server", "stdio", False), ("remote-server", "http", True)],
    ),
    ("roo.mcp_settings.json", "json", "mcp", [("remote", "http", False)]),
]


def _declaring_line(text: str, name: str, fmt: str) -> int:
    """The 1-based line where a server is declared, found the plain way."""
    key = name.split("@")[0]
    pats = {
        "json": rf'^\s*"{re.escape(key)}"\s*:',
        "toml": rf"^\s*\[mcp_servers\.{re.escape(key)}\]",
        "yaml": rf"^\s*(?:- name:\s*{re.escape(key)}\s*$|{re.escape(key)}:\s*$)",
    }
    for n, line in enumerate(text.splitlines(), 1):
        if re.search(pats[fmt], line):
            return n
    raise AssertionError(f"{name} not found")


@pytest.mark.parametrize(
    ("file", "fmt", "client", "expected"), FORMATS, ids=[f[0] for f in FORMATS]
)
def test_every_client_format(
    file: str, fmt: str, client: str, expected: list[tuple[str, str | None, bool]]
) -> None:
    cfg = read_config(str(FIXTURES / file))
    assert (cfg.format, cfg.client) == (fmt, client)
    got = [(e.name, e.transport, e.disabled) for e in cfg.entries]
    assert got == expected
    for e in cfg.entries:
        assert e.error is None
        assert e.line == _declaring_line(cfg.text, e.name, fmt), e.name


def test_format_is_told_from_content_not_the_name(tmp_path: Path) -> None:
    toml = (FIXTURES / "codex.config.toml").read_text()
    yaml_text = (FIXTURES / "goose.config.yaml").read_text()
    jsonc = (FIXTURES / "vscode.mcp.json").read_text()
    for name, text, fmt in (
        ("config", toml, "toml"),
        ("settings.yaml", jsonc, "json"),
        ("servers.json", yaml_text, "yaml"),
        ("mcp.txt", toml, "toml"),
    ):
        p = tmp_path / name
        p.write_text(text)
        assert read_config(str(p)).format == fmt, name
    assert detect_format("// hi\n{}") == "json"
    assert detect_format("[mcp_servers.x]\ncommand = 'a'\n") == "toml"


def test_entry_fields_and_indirections() -> None:
    cfg = read_config(str(FIXTURES / "codex.config.toml"))
    docs = cfg.entries[0]
    assert docs.command == "npx" and docs.args == ("-y", "docs-mcp@3.0.1")
    assert dict(docs.env) == {"LOG_LEVEL": "info", "DOCS_TOKEN": "${DOCS_TOKEN}"}
    remote = cfg.entries[1]
    assert dict(remote.headers) == {"Authorization": "Bearer ${REMOTE_TOKEN}"}
    assert remote.locate(("headers", "Authorization"))[0] == (
        "mcp_servers",
        "remote",
        "bearer_token_env_var",
    )
    zed = read_config(str(FIXTURES / "zed.settings.json")).entries[1]
    assert (zed.command, zed.args, dict(zed.env)) == ("some-command", ("arg-1",), {"A": "1"})
    cont = read_config(str(FIXTURES / "continue.config.yaml")).entries[1]
    assert dict(cont.headers) == {"Authorization": "Bearer ${{ secrets.TOKEN }}"}
    gem = read_config(str(FIXTURES / "gemini.settings.json")).entries[0]
    assert gem.cwd == "./mcp-servers/python"


# --- JSONC ------------------------------------------------------------------------


def test_jsonc_comments_trailing_commas_and_positions() -> None:
    text = '\ufeff// head\n{\n  /* block\n  comment */ "a": [1, 2,],\n  "b": {"c": "x//y",},\n}\n'
    parsed = parse_jsonc(text, "t")
    assert parsed.data == {"a": [1, 2], "b": {"c": "x//y"}}
    assert parsed.values[("a", 1)] == (4, 23)
    assert parsed.keys[("b",)] == (5, 3)
    assert parsed.values[("b", "c")] == (5, 14)


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("{'a': 1}", "line 1 column 2"),
        ("{a: 1}", "line 1 column 2"),
        ('{\n  "a": 1\n  "b": 2\n}', "line 3 column 3"),
        ('{"a": 1} /* open', "line 1 column 10"),
        ('{"a": "open}', "line 1 column 7"),
        ('{"a": 1} {"b": 2}', "line 1 column 10"),
        ('{"a": NaN}', "line 1 column 7"),
        ("", None),
    ],
)
def test_jsonc_is_strict_otherwise(text: str, where: str | None) -> None:
    with pytest.raises(InputError) as info:
        config_from_text(text, "bad.json")
    if where:
        assert where in str(info.value)
    assert "\n" not in str(info.value)


def test_jsonc_depth_is_bounded() -> None:
    with pytest.raises(LimitError):
        parse_jsonc("[" * 5000 + "]" * 5000, "deep")


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=150, deadline=None)
@given(_json, st.booleans())
def test_jsonc_reads_any_json_like_json_loads(value: Any, indent: bool) -> None:
    text = json.dumps(value, indent=2 if indent else None)
    assert parse_jsonc(text, "h").data == json.loads(text)


# --- transports and per-entry errors -------------------------------------------------


@pytest.mark.parametrize(
    ("declared", "command", "url", "expected"),
    [
        (None, "node", None, "stdio"),
        (None, None, "https://h/mcp", "http"),
        (None, None, "https://h/sse", "sse"),
        (None, None, "https://h/v1/sse/", "sse"),
        (None, None, "https://h/sse?x=1", "sse"),
        (None, None, "https://h/ssejson", "http"),
        ("stdio", "node", None, "stdio"),
        ("http", None, "https://h/sse", "http"),
        ("sse", None, "https://h/mcp", "sse"),
        ("streamableHttp", None, "https://h/mcp", "http"),
        ("streamable-http", None, "https://h/mcp", "http"),
        ("streamable_http", None, "https://h/mcp", "http"),
        (None, "node", "https://h/mcp", None),
        (None, None, None, None),
        ("websocket", None, "wss://h", None),
        ("http", "node", None, None),
        ("stdio", None, "https://h/mcp", None),
    ],
)
def test_transport(declared: Any, command: Any, url: Any, expected: str | None) -> None:
    transport, why = transport_of(declared, command, url)
    assert transport == expected
    assert bool(why) == (expected is None)


def test_one_bad_entry_is_its_own_error() -> None:
    cfg = config_from_text(
        json.dumps(
            {
                "mcpServers": {
                    "both": {"command": "x", "url": "https://h/mcp"},
                    "args": {"command": "x", "args": "not-a-list"},
                    "env": {"command": "x", "env": {"A": 1}},
                    "shape": ["not", "an", "object"],
                    "flag": {"command": "x", "disabled": "yes"},
                    "good": {"command": "node", "args": ["s.js"]},
                }
            }
        )
    )
    errors = {e.name: e.error for e in cfg.entries}
    assert errors["good"] is None
    assert "both a command and a url" in (errors["both"] or "")
    assert '"args" is a string' in (errors["args"] or "")
    assert "'A' is a number" in (errors["env"] or "")
    assert "a list" in (errors["shape"] or "")
    assert '"disabled"' in (errors["flag"] or "")


def test_no_server_map_and_empty_map() -> None:
    with pytest.raises(InputError, match="no MCP server map"):
        config_from_text('{"theme": "dark"}')
    with pytest.raises(InputError, match="not an object of servers"):
        config_from_text('{"mcpServers": "x"}')
    assert config_from_text('{"mcpServers": {}}').entries == ()


def test_duplicate_names_in_a_list_are_told_apart() -> None:
    cfg = config_from_text(
        "mcpServers:\n  - name: a\n    command: x\n  - name: a\n    command: y\n"
    )
    assert [e.name for e in cfg.entries] == ["a", "a#2"]
    assert cfg.entries[0].error is None and cfg.entries[1].error


def test_yaml_scalars_become_strings() -> None:
    cfg = config_from_text(
        "extensions:\n  s:\n    type: stdio\n    cmd: srv\n    args: [--port, 8080]\n"
    )
    assert cfg.entries[0].args == ("--port", "8080")


# --- placeholders -------------------------------------------------------------------

ENV = {"SET": "value", "EMPTY": "", "OTHER": "${SET}"}


def _r(text: str, folder: str = "/p/proj", home: str = "/home/u") -> str:
    return Resolver(ENV, folder, home).resolve(text, '"x"')


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("${SET}", "value"),
        ("${env:SET}", "value"),
        ("${EMPTY}", ""),
        ("${UNSET:-fallback}", "fallback"),
        ("${EMPTY:-fallback}", "fallback"),
        ("${SET:-fallback}", "value"),
        ("${UNSET:-}", ""),
        ("${workspaceFolder}/data", "/p/proj/data"),
        ("${workspaceFolderBasename}", "proj"),
        ("${userHome}/.x", "/home/u/.x"),
        ("Bearer ${SET}!", "Bearer value!"),
        ("${OTHER}", "${SET}"),  # a resolved value is never resolved again
        ("${foo.bar} ${1} ${}", "${foo.bar} ${1} ${}"),
        ("${ws:thing}", "${ws:thing}"),
        ("plain $SET text", "plain $SET text"),
        ("${unclosed", "${unclosed"),
    ],
)
def test_placeholders(text: str, expected: str) -> None:
    assert _r(text) == expected


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("${UNSET}", "references ${UNSET}, which is not set in this environment"),
        ("${env:UNSET}", "references ${env:UNSET}, which is not set"),
        ("${input:api-key}", "references ${input:api-key}, which the client asks a person for"),
        ("${command:pickProcess}", "references ${command:pickProcess}, which only the editor"),
        ("Bearer ${{ secrets.TOKEN }}", "references ${{ secrets.TOKEN }}, a template"),
    ],
)
def test_placeholders_refused_by_name(text: str, says: str) -> None:
    with pytest.raises(InputError) as info:
        _r(text)
    assert str(info.value).startswith('"x" references')
    assert says in str(info.value)


def test_workspace_folder_of_client_folders(tmp_path: Path) -> None:
    assert workspace_folder(str(tmp_path / ".vscode" / "mcp.json")) == str(tmp_path)
    assert workspace_folder(str(tmp_path / ".cursor" / "mcp.json")) == str(tmp_path)
    assert workspace_folder(str(tmp_path / ".mcp.json")) == str(tmp_path)
    block = tmp_path / ".continue" / "mcpServers" / "a.yaml"
    assert workspace_folder(str(block)) == str(tmp_path)


def test_resolution_covers_every_field_and_names_the_field(tmp_path: Path) -> None:
    cfg_path = tmp_path / ".vscode" / "mcp.json"
    text = json.dumps(
        {
            "servers": {
                "s": {
                    "command": "${SET}-cmd",
                    "args": ["--root", "${workspaceFolder}"],
                    "env": {"A": "${SET}", "${SET}": "key-is-not-resolved"},
                    "cwd": "sub",
                },
                "r": {"type": "http", "url": "https://h/${SET}", "headers": {"X": "t ${SET}"}},
                "bad": {"command": "x", "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "${GH_UNSET}"}},
            }
        }
    )
    cfg = config_from_text(text, path=str(cfg_path))
    s, r, bad = cfg.entries
    t = resolve_entry(s, str(cfg_path), ENV)
    assert t.command == "value-cmd" and t.args == ("--root", str(tmp_path))
    assert t.env == {"A": "value", "${SET}": "key-is-not-resolved"}
    assert t.cwd == os.path.join(str(tmp_path), "sub")
    t2 = resolve_entry(r, str(cfg_path), ENV)
    assert (t2.url, t2.headers) == ("https://h/value", {"X": "t value"})
    with pytest.raises(InputError) as info:
        resolve_entry(bad, str(cfg_path), ENV)
    assert str(info.value) == (
        "\"env\" value for 'GITHUB_PERSONAL_ACCESS_TOKEN' references ${GH_UNSET}, which is "
        "not set in this environment; export it and re-run"
    )


def test_disabled_entries_are_read_but_never_resolved() -> None:
    cfg = config_from_text(
        '{"mcpServers": {"off": {"command": "x", "env": {"T": "${NOPE}"}, "disabled": true}}}'
    )
    assert cfg.entries[0].disabled and cfg.entries[0].error is None


# --- discover -----------------------------------------------------------------------


def test_discover_finds_the_usual_places(tmp_path: Path) -> None:
    home = tmp_path / "home"
    proj = tmp_path / "proj"
    files = [
        home / ".cursor" / "mcp.json",
        home / ".config" / "Claude" / "claude_desktop_config.json",
        home / ".codex" / "config.toml",
        home / ".config" / "goose" / "config.yaml",
        home / ".config" / "Code" / "User" / "mcp.json",
        proj / ".mcp.json",
        proj / ".vscode" / "mcp.json",
        proj / ".continue" / "mcpServers" / "a.yaml",
    ]
    for f in files:
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_text("{}")
    (home / "unrelated.json").write_text("{}")
    found = discover_configs(cwd=str(proj), home=str(home), environ={})
    paths = [p for p, _ in found]
    assert sorted(paths) == sorted(str(f) for f in files)
    assert paths[:3] == [
        str(proj / ".mcp.json"),
        str(proj / ".vscode" / "mcp.json"),
        str(files[-1]),
    ]
    clients = dict(found)
    assert clients[str(home / ".codex" / "config.toml")] == "Codex"
    # the project is the home folder: each file once
    again = discover_configs(cwd=str(home), home=str(home), environ={})
    assert len({os.path.realpath(p) for p, _ in again}) == len(again)


# --- files holding more than one server map ----------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            '{"servers": {"a": {"url": "http://127.0.0.1:9/mcp"}},\n'
            ' "mcpServers": {"b": {"command": "echo"}}}',
            [("a", ("servers", "a"), 1), ("b", ("mcpServers", "b"), 2)],
        ),
        (
            '{"mcpServers": {"b": {"command": "echo"}},\n'
            ' "context_servers": {"a": {"command": "echo"}}}',
            [("a", ("context_servers", "a"), 2), ("b", ("mcpServers", "b"), 1)],
        ),
        (
            '{"mcp_servers": {"c": {"command": "x"}}, "extensions": {"g": {"cmd": "y"}},\n'
            ' "mcp": {"servers": {"v": {"command": "z"}}}}',
            [
                ("c", ("mcp_servers", "c"), 1),
                ("g", ("extensions", "g"), 1),
                ("v", ("mcp", "servers", "v"), 2),
            ],
        ),
    ],
)
def test_every_server_map_in_a_file_is_read(
    text: str, expected: list[tuple[str, tuple[str, ...], int]]
) -> None:
    cfg = config_from_text(text)
    assert [(e.name, e.path, e.line) for e in cfg.entries] == expected
    assert all(e.error is None for e in cfg.entries)


def test_a_name_in_two_maps_is_the_later_entry_error() -> None:
    cfg = config_from_text(
        '{"context_servers": {"a": {"command": "x"}}, "mcpServers": {"a": {"command": "y"}}}'
    )
    first, second = cfg.entries
    assert (first.name, first.error, first.command) == ("a", None, "x")
    assert second.name == "a#2" and second.transport is None
    assert second.path == ("mcpServers", "a")
    assert "'context_servers' in this file already declares" in (second.error or "")


def test_a_second_map_that_is_not_a_map_fails_the_file() -> None:
    with pytest.raises(InputError, match="'servers' is not an object of servers"):
        config_from_text('{"mcpServers": {"a": {"command": "x"}}, "servers": [1]}')


def test_gemini_extension_settings_are_not_a_server_map() -> None:
    text = '{"mcpServers": {"a": {"command": "x"}}, "extensions": {"disabled": ["e"]}}'
    cfg = config_from_text(text, path=".gemini/settings.json")
    assert [e.name for e in cfg.entries] == ["a"] and cfg.client == "gemini"
    cfg = config_from_text(
        '{"mcpServers": {"a": {"command": "x"}}, "extensions": {"g": {"cmd": "y"}}}',
        path=".gemini/settings.json",
    )
    assert [(e.name, e.client) for e in cfg.entries] == [("g", "goose"), ("a", "gemini")]


def test_cli_reports_the_server_a_second_map_declares(tmp_path: Path) -> None:
    cfg = tmp_path / "two.json"
    cfg.write_text(
        json.dumps(
            {
                "servers": {
                    "a": {"url": "http://127.0.0.1:9/mcp?api_key=sk_live_0123456789abcdef"}
                },
                "mcpServers": {"b": {"command": "echo"}},
            }
        )
    )
    run = subprocess.run(
        [sys.executable, "-m", "rune", "--config", str(cfg), "--no-launch", "--json"],
        capture_output=True,
        text=True,
        cwd=Path(__file__).parent.parent.parent,
        check=False,
    )
    assert run.returncode == 1, run.stderr
    report = json.loads(run.stdout)
    assert "sk_live_0123456789abcdef" not in run.stdout + run.stderr
    rules = {f["rule"] for s in report["servers"] for f in s["findings"]}
    assert "secret-in-url" in rules
    assert sorted(s["server"] for s in report["sources"]) == ["a", "b"]
