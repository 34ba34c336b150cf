"""The server maps of each MCP client's config, read into ServerEntry objects.

Told apart by content, never by file name alone:

* ``mcpServers`` map: Claude Desktop, Claude Code (``.mcp.json``, and
  ``~/.claude.json`` with its per-project maps), Cursor, Windsurf
  (``serverUrl``), Cline, Roo, Amazon Q, LM Studio, and Gemini CLI (``httpUrl``
  is Streamable HTTP, ``url`` is SSE there);
* ``mcpServers`` list: Continue (YAML, each item carries its ``name``);
* ``servers`` (with ``inputs``), ``mcp.servers`` or a dev container's
  ``customizations.vscode.mcp.servers``: VS Code;
* ``context_servers``: Zed (including the older nested ``command`` object);
* ``mcp_servers``: OpenAI Codex ``config.toml``;
* ``extensions``: Goose (``cmd``, ``envs``, ``uri``).

A file may hold several of these maps (a hand-merged file, or one shared by two
clients). A gate that read only one would pass servers it never looked at, so
every recognised map is read, in the order above, and each entry keeps its own
JSON path and position. Two exceptions, both about keys that are not server
maps: in a Gemini settings file ``extensions`` is Gemini's own extension
settings (lists only; an object member there is still read, as a Goose entry),
and a ``servers`` or other recognised key that is not an object of servers
fails the whole file rather than being passed over. Names stay as written; a
name already declared in another map (or earlier in the same one) makes the
later entry an error of its own, shown as ``name#2``, since a client reading
the file could start either.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from urllib.parse import urlsplit

from rune.errors import InputError
from rune.model import JsonPath, ServerEntry, Transport
from rune.record import replace
from rune.sources.config.text import Parsed

_GEMINI_KEYS = frozenset(
    {"selectedAuthType", "theme", "general", "ui", "context", "advanced", "telemetry", "mcp"}
)
_GOOSE_BUILTIN = frozenset({"builtin", "platform", "frontend", "inline_python"})


@dataclass(frozen=True)
class Layout:
    """Where one client keeps each field of an entry."""

    client: str
    command: str = "command"
    env: str = "env"
    #: URL keys in order, each with the transport it implies (None: by shape)
    urls: tuple[tuple[str, Transport | None], ...] = (("url", None), ("serverUrl", None))
    headers: JsonPath = ("headers",)
    coerce: bool = False  # YAML: numbers and booleans in args/env become strings


MCP = Layout("mcp")
GEMINI = Layout("gemini", urls=(("httpUrl", "http"), ("url", "sse")))
VSCODE = Layout("vscode")
ZED = Layout("zed")
CODEX = Layout("codex", urls=(("url", "http"),), headers=("http_headers",))
GOOSE = Layout("goose", command="cmd", env="envs", urls=(("uri", None),), coerce=True)
CONTINUE = Layout("continue", headers=("requestOptions", "headers"), coerce=True)


def entries_from(parsed: Parsed, label: str, path: str) -> tuple[str, list[ServerEntry]]:
    """(client, entries) of a parsed config; InputError when no server map is found."""
    data = parsed.data
    if not isinstance(data, dict):
        raise InputError(f"config {label}: top level is not an object, so it holds no server map")
    found = list(_maps(data, parsed, path))
    if not found:
        raise InputError(
            f"config {label}: no MCP server map found (looked for mcpServers, servers, "
            "context_servers, mcp_servers and extensions)"
        )
    entries: list[ServerEntry] = []
    for layout, base, value, disabled, suffix in found:
        entries.extend(_read_map(parsed, label, layout, base, value, disabled, suffix))
    clients = dict.fromkeys(f[0].client for f in found)
    return "+".join(clients), _unique(entries)


#: a config's data is JSON, TOML or YAML: an object's keys need not be strings
_Map = Mapping[object, object]
_Found = tuple[Layout, JsonPath, object, frozenset[str] | None, str]


def _maps(data: _Map, parsed: Parsed, path: str) -> Iterator[_Found]:
    """Every recognised server map in the file, in a fixed order (see the module doc)."""
    gemini = _is_gemini(data, data.get("mcpServers"), path)
    if "mcp_servers" in data:
        yield CODEX, ("mcp_servers",), data["mcp_servers"], None, ""
    if "context_servers" in data:
        yield ZED, ("context_servers",), data["context_servers"], None, ""
    if "extensions" in data and not (gemini and _gemini_extensions(data["extensions"])):
        yield GOOSE, ("extensions",), data["extensions"], None, ""
    if "servers" in data:
        yield VSCODE, ("servers",), data["servers"], None, ""
    mcp = data.get("mcp")
    if isinstance(mcp, dict) and "servers" in mcp:
        yield VSCODE, ("mcp", "servers"), mcp["servers"], None, ""
    dev = data.get("customizations")
    if isinstance(dev, dict):
        vs = dev.get("vscode")
        m = vs.get("mcp") if isinstance(vs, dict) else None
        if isinstance(m, dict) and "servers" in m:
            yield VSCODE, ("customizations", "vscode", "mcp", "servers"), m["servers"], None, ""
    if "mcpServers" in data:
        servers = data["mcpServers"]
        if isinstance(servers, list):
            yield CONTINUE, ("mcpServers",), servers, None, ""
        else:
            layout = GEMINI if gemini else MCP
            yield layout, ("mcpServers",), servers, _gemini_disabled(data, servers), ""
    projects = data.get("projects")
    if isinstance(projects, dict):
        for proj, conf in projects.items():
            if isinstance(conf, dict) and "mcpServers" in conf:
                off = conf.get("disabledMcpServers")
                names = (
                    frozenset(n for n in off if isinstance(n, str))
                    if isinstance(off, list)
                    else None
                )
                base: JsonPath = ("projects", proj, "mcpServers")
                yield MCP, base, conf["mcpServers"], names, f"@{proj}"


def _gemini_extensions(value: object) -> bool:
    """Whether a Gemini file's ``extensions`` is Gemini's own settings (lists
    such as ``disabled``) rather than a map that could declare a server."""
    return isinstance(value, dict) and not any(isinstance(v, dict) for v in value.values())


def _is_gemini(data: _Map, servers: object, path: str) -> bool:
    if ".gemini" in path.replace("\\", "/").split("/"):
        return True
    if isinstance(servers, dict) and any(
        isinstance(e, dict) and "httpUrl" in e for e in servers.values()
    ):
        return True
    return bool(_GEMINI_KEYS & data.keys())


def _gemini_disabled(data: _Map, servers: object) -> frozenset[str] | None:
    mcp = data.get("mcp")
    if not isinstance(mcp, dict) or not isinstance(servers, dict):
        return None
    off: set[str] = set()
    excluded = mcp.get("excluded")
    if isinstance(excluded, list):
        off.update(n for n in excluded if isinstance(n, str))
    allowed = mcp.get("allowed")
    if isinstance(allowed, list):
        off.update(n for n in servers if n not in allowed)
    return frozenset(off)


def _read_map(
    parsed: Parsed,
    label: str,
    layout: Layout,
    base: JsonPath,
    value: object,
    disabled: frozenset[str] | None,
    suffix: str,
) -> Iterator[ServerEntry]:
    if value is None:
        return
    if isinstance(value, list) and layout is CONTINUE:
        for i, item in enumerate(value):
            name = item.get("name") if isinstance(item, dict) else None
            shown = str(name) if isinstance(name, (str, int)) and str(name) else f"<server #{i}>"
            entry = _entry(parsed, layout, shown, shown, item, (*base, i), disabled)
            if not (isinstance(name, (str, int)) and str(name)):
                entry = _with_error(entry, '"name" is missing or not a string')
            yield entry
        return
    if not isinstance(value, dict):
        raise InputError(
            f"config {label}: '{'.'.join(map(str, base))}' is not an object of servers"
        )
    for key, item in value.items():
        yield _entry(parsed, layout, f"{key}{suffix}", str(key), item, (*base, key), disabled)


def _unique(entries: list[ServerEntry]) -> list[ServerEntry]:
    first: dict[str, JsonPath] = {}
    seen: dict[str, int] = {}
    out = []
    for e in entries:
        n = seen.get(e.name, 0) + 1
        seen[e.name] = n
        if n == 1:
            first[e.name] = e.path[:-1]
        else:
            other = first[e.name]
            e = replace(e, name=f"{e.name}#{n}")
            if other == e.path[:-1]:
                e = _with_error(e, "another entry in this file already uses this name")
            else:
                shown = ".".join(map(str, other))[:80]
                e = _with_error(
                    e,
                    f"'{shown}' in this file already declares a server of this name, so it "
                    "is unclear which one a client would start",
                )
        out.append(e)
    return out


def _with_error(e: ServerEntry, error: str) -> ServerEntry:
    if e.error is not None:
        return e
    return replace(e, error=error, transport=None)


class _EntryError(Exception):
    pass


def _entry(
    parsed: Parsed,
    layout: Layout,
    name: str,
    key: str,
    raw: object,
    path: JsonPath,
    disabled_names: frozenset[str] | None,
) -> ServerEntry:
    line, col = parsed.position(path, key=True) or (0, 0)
    common = ServerEntry(
        name=name,
        path=path,
        line=line,
        column=col,
        positions=parsed.values,
        client=layout.client,
    )
    if not isinstance(raw, dict):
        return replace(common, error=f"the entry is {_tname(raw)}, expected an object")
    disabled = _disabled(raw, key, disabled_names)
    if layout is GOOSE and raw.get("type") in _GOOSE_BUILTIN:
        return replace(
            common,
            disabled=disabled,
            skip=f"a Goose '{raw['type']}' extension, built into the client rather than a server "
            "rune can open",
        )
    try:
        fields = _read_fields(layout, raw, path)
    except _EntryError as exc:
        return replace(common, disabled=disabled, error=str(exc))
    transport, why = transport_of(raw.get("type"), fields.command, fields.url)
    if fields.forced and transport is not None and "type" not in raw:
        transport = fields.forced
    return replace(
        common,
        command=fields.command,
        args=fields.args,
        env=fields.env,
        cwd=fields.cwd,
        url=fields.url,
        headers=fields.headers,
        where=fields.where,
        transport=transport,
        disabled=disabled,
        error=why or None,
    )


@dataclass(frozen=True)
class _Fields:
    """What one entry declares, checked, with where each field sits in the file."""

    command: str | None
    args: tuple[str, ...]
    env: dict[str, str]
    cwd: str | None
    url: str | None
    headers: dict[str, str]
    where: dict[JsonPath, JsonPath]
    #: the transport the URL's key implies (Gemini's ``httpUrl`` / ``url``)
    forced: Transport | None


def _disabled(raw: _Map, name: str, names: frozenset[str] | None) -> bool:
    if names is not None and name in names:
        return True
    return raw.get("disabled") is True or raw.get("enabled") is False


def _read_fields(layout: Layout, raw: _Map, path: JsonPath) -> _Fields:
    where: dict[JsonPath, JsonPath] = {("type",): (*path, "type")}
    for k in ("disabled", "enabled"):
        if k in raw and not isinstance(raw[k], bool):
            raise _EntryError(f'"{k}" is {_tname(raw[k])}, expected true or false')
    command: object = raw.get(layout.command)
    args_raw: object = raw.get("args")
    env_raw: object = raw.get(layout.env)
    args_at: JsonPath = (*path, "args")
    env_at: JsonPath = (*path, layout.env)
    if layout is ZED and isinstance(command, dict):  # older nested form
        nested = command
        command = nested.get("path")
        args_raw = nested.get("args", args_raw)
        env_raw = nested.get("env", env_raw)
        where[("command",)] = (*path, "command", "path")
        args_at, env_at = (*path, "command", "args"), (*path, "command", "env")
    else:
        where[("command",)] = (*path, layout.command)
    if command is not None and (not isinstance(command, str) or not command.strip()):
        raise _EntryError(f'"{layout.command}" is {_tname(command)}, expected a non-empty string')
    command_str = command if isinstance(command, str) else None
    where[("args",)] = args_at
    where[("env",)] = env_at
    args = _strings(args_raw, '"args"', layout.coerce)
    env = dict(_string_map(env_raw, f'"{layout.env}"', layout.coerce))
    url: object = None
    forced: Transport | None = None
    for key, implied in layout.urls:
        if key in raw and raw[key] is not None:
            if url is not None:
                raise _EntryError(f'declares more than one url ("{key}" as well)')
            url, forced = raw[key], implied
            where[("url",)] = (*path, key)
    if url is not None and (not isinstance(url, str) or not url.strip()):
        raise _EntryError(f'"url" is {_tname(url)}, expected a non-empty string')
    url_str = url if isinstance(url, str) else None
    headers_raw: object = raw
    for part in layout.headers:
        headers_raw = headers_raw.get(part) if isinstance(headers_raw, dict) else None
    headers = dict(_string_map(headers_raw, '"headers"', layout.coerce))
    where[("headers",)] = (*path, *layout.headers)
    cwd = raw.get("cwd")
    if cwd is not None and not isinstance(cwd, str):
        raise _EntryError(f'"cwd" is {_tname(cwd)}, expected a string')
    where[("cwd",)] = (*path, "cwd")
    _indirect(layout, raw, path, env, headers, where)
    return _Fields(command_str, args, env, cwd, url_str, headers, where, forced)


def _indirect(
    layout: Layout,
    raw: _Map,
    path: JsonPath,
    env: dict[str, str],
    headers: dict[str, str],
    where: dict[JsonPath, JsonPath],
) -> None:
    """Codex and Goose name variables to pass through instead of values: as placeholders."""
    names_key = {CODEX.client: "env_vars", GOOSE.client: "env_keys"}.get(layout.client)
    if names_key is None:
        return
    for i, n in enumerate(_strings(raw.get(names_key), f'"{names_key}"', False)):
        env.setdefault(n, "${" + n + "}")
        where[("env", n)] = (*path, names_key, i)
    if layout is not CODEX:
        return
    bearer = raw.get("bearer_token_env_var")
    if bearer is not None:
        if not isinstance(bearer, str):
            raise _EntryError('"bearer_token_env_var" is not a string')
        headers["Authorization"] = "Bearer ${" + bearer + "}"
        where[("headers", "Authorization")] = (*path, "bearer_token_env_var")
    for h, var in _string_map(raw.get("env_http_headers"), '"env_http_headers"', False):
        headers[h] = "${" + var + "}"
        where[("headers", h)] = (*path, "env_http_headers", h)


def _strings(value: object, what: str, coerce: bool) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise _EntryError(f"{what} is {_tname(value)}, expected a list of strings")
    out = []
    for i, v in enumerate(value):
        s = _scalar(v, coerce)
        if s is None:
            raise _EntryError(f"{what} entry {i} is {_tname(v)}, expected a string")
        out.append(s)
    return tuple(out)


def _string_map(value: object, what: str, coerce: bool) -> Iterator[tuple[str, str]]:
    if value is None:
        return
    if not isinstance(value, Mapping):
        raise _EntryError(f"{what} is {_tname(value)}, expected an object of strings")
    for k, v in value.items():
        s = _scalar(v, coerce)
        if s is None:
            raise _EntryError(f"{what} value for '{str(k)[:60]}' is {_tname(v)}, expected a string")
        yield str(k), s


def _scalar(v: object, coerce: bool) -> str | None:
    if isinstance(v, str):
        return v
    if coerce and isinstance(v, bool):
        return "true" if v else "false"
    if coerce and isinstance(v, (int, float)):
        return str(v)
    return None


def _tname(v: object) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "a boolean"
    if isinstance(v, (int, float)):
        return "a number"
    if isinstance(v, str):
        return "a string"
    if isinstance(v, list):
        return "a list"
    if isinstance(v, dict):
        return "an object"
    return type(v).__name__


# --- transport ----------------------------------------------------------------

_TYPES: dict[str, Transport] = {
    "stdio": "stdio",
    "local": "stdio",
    "http": "http",
    "streamable-http": "http",
    "streamablehttp": "http",
    "streamable_http": "http",
    "sse": "sse",
}


def transport_of(declared: object, command: object, url: object) -> tuple[Transport | None, str]:
    """The entry's transport, or ``(None, why)`` when it cannot be told."""
    if command is not None and url is not None:
        return None, "declares both a command and a url; an entry is either local or remote"
    if declared is not None:
        if not isinstance(declared, str):
            return None, '"type" is not a string'
        t = _TYPES.get(declared.strip().lower())
        if t is None:
            return (
                None,
                f'"type" {declared[:40]!r} is not a transport rune knows (stdio, http, sse)',
            )
        if t == "stdio" and command is None:
            return None, f'"type" is {declared[:40]!r} but the entry has no command'
        if t != "stdio" and url is None:
            return None, f'"type" is {declared[:40]!r} but the entry has no url'
        return t, ""
    if command is not None:
        return "stdio", ""
    if url is not None:
        return url_transport(url if isinstance(url, str) else ""), ""
    return None, "declares neither a command nor a url"


def url_transport(url: str) -> Transport:
    """SSE when the URL's path ends in ``/sse``, Streamable HTTP otherwise."""
    try:
        path = urlsplit(url).path
    except ValueError:
        path = url
    return "sse" if path.rstrip("/").endswith("/sse") else "http"
