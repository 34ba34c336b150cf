"""Saved manifests: files, stdin, JSON-RPC replies and SSE-framed bodies.

Every input shape is normalised here, once, into a :class:`Document` of
entities. Nothing downstream knows which shape a document came in.
"""

from __future__ import annotations

import json
import re
from array import array
from typing import Any

from rune.errors import InputError, LimitError
from rune.files import (
    _finite_float,
    _no_constant,
    _no_duplicates,
    decode_text,
    parse_json,
    read_bytes,
)
from rune.limits import DEFAULT_LIMITS, Limits
from rune.model import (
    LISTING_KEYS,
    Document,
    Entity,
    EntityKind,
    JsonPath,
    RawText,
    Source,
    SourceKind,
    dotted,
)

_SERVER_KEYS = ("serverInfo", "instructions")
_RPC_REPLY_KEYS = frozenset({"result", "error"})


# --- shapes -------------------------------------------------------------------


#: the server maps of the client config layouts
_CONFIG_KEYS = ("mcpServers", "servers", "mcp_servers", "context_servers", "extensions", "mcp")


def _looks_like_config(data: dict[str, Any]) -> bool:
    """A client config passed as a manifest: a server map of command/url entries."""
    for key in _CONFIG_KEYS:
        block = data.get(key)
        if key == "mcp" and isinstance(block, dict):
            block = block.get("servers")
        if isinstance(block, dict) and block:
            entries = [v for v in block.values() if isinstance(v, dict)]
            if entries and all(
                any(k in v for k in ("command", "url", "serverUrl", "httpUrl", "uri", "cmd"))
                for v in entries
            ):
                return True
        if isinstance(block, list) and block and all(_declares_server(v) for v in block):
            return True
    return False


def _declares_server(v: Any) -> bool:
    return isinstance(v, dict) and any(k in v for k in ("command", "url"))


def load_manifest(path: str, limits: Limits = DEFAULT_LIMITS) -> Document:
    """Load one manifest file, or stdin for ``-`` (JSON or an SSE-framed body)."""
    label = "<stdin>" if path == "-" else path
    text = decode_text(read_bytes(path, limits), label)
    kind = SourceKind.STDIN if path == "-" else SourceKind.MANIFEST
    source = Source(label=label, kind=kind, path=None if path == "-" else path)
    if path == "-" and looks_like_sse(text):
        data = parse_sse(text, label, limits)
        refuse_partial(data, label)
        return document_from_data(data, source, text=None, limits=limits)
    data = read_listing(text, label, limits)
    refuse_partial(data, label)
    return document_from_data(data, source, text=text, limits=limits)


# --- reading a listing one element at a time ------------------------------------


class Elements:
    """A listing array of a manifest, not held as a tree: the source text and
    the offset of each element in it. Every element has passed the strict
    reader once; :func:`document_from_data` decodes each again, one at a
    time, and its entities keep only their offset (see :class:`RawText`)."""

    __slots__ = ("starts", "text")

    def __init__(self, text: str, starts: array[int]) -> None:
        self.text = text
        self.starts = starts

    def __len__(self) -> int:
        return len(self.starts)


class _Unread(Exception):
    """The incremental reader met something it does not take: the whole text
    goes through :func:`rune.files.parse_json`, whose error (or value) is the
    one every manifest gets."""


_WS = re.compile(r"[ \t\n\r]*")
_STRICT = json.JSONDecoder(
    object_pairs_hook=_no_duplicates, parse_constant=_no_constant, parse_float=_finite_float
)
_PLAIN = json.JSONDecoder()
#: keys whose arrays are read element by element, at the top level and in ``result``
_TOP_LAZY = frozenset(k for k, _ in LISTING_KEYS) | {
    "functionDeclarations",
    "function_declarations",
}
_RESULT_LAZY = frozenset(k for k, _ in LISTING_KEYS)


def read_listing(text: str, label: str, limits: Limits = DEFAULT_LIMITS) -> Any:
    """The manifest value of *text*, as :func:`rune.files.parse_json` reads it,
    except that each listing array is an :class:`Elements`: its elements are
    checked as strictly (a key twice in one object, ``NaN``, infinities, too
    deep, too many digits), one at a time, and not kept. Anything else the
    reader does not take, every malformed input included, is read by
    ``parse_json`` itself, so the errors and exit codes are the same."""
    try:
        data = _read_top(text)
    except (_Unread, ValueError, RecursionError, IndexError):
        data = None
    if data is None or not _streams(data):
        return parse_json(text, label, limits=limits)
    return data


def _ws(text: str, i: int) -> int:
    m = _WS.match(text, i)
    return m.end() if m else i


def _read_top(text: str) -> Any:
    i = _ws(text, 0)
    value: Any
    if text.startswith("[", i):
        value, i = _array(text, i)
    elif text.startswith("{", i):
        value, i = _object(text, i, _TOP_LAZY, top=True)
    else:
        raise _Unread
    if _ws(text, i) != len(text):
        raise _Unread  # extra data: parse_json names it
    return value


def _object(text: str, i: int, lazy: frozenset[str], top: bool) -> tuple[dict[str, Any], int]:
    out: dict[str, Any] = {}
    i = _ws(text, i + 1)
    if text.startswith("}", i):
        return out, i + 1
    while True:
        if not text.startswith('"', i):
            raise _Unread
        key, i = _STRICT.raw_decode(text, i)
        i = _ws(text, i)
        if not text.startswith(":", i):
            raise _Unread
        i = _ws(text, i + 1)
        if key in out:
            raise _Unread  # a key twice: parse_json words it
        value: Any
        if key in lazy and text.startswith("[", i):
            value, i = _array(text, i)
        elif top and key == "result" and text.startswith("{", i):
            value, i = _object(text, i, _RESULT_LAZY, top=False)
        else:
            value, i = _STRICT.raw_decode(text, i)
        out[key] = value
        i = _ws(text, i)
        if text.startswith(",", i):
            i = _ws(text, i + 1)
            continue
        if text.startswith("}", i):
            return out, i + 1
        raise _Unread


def _array(text: str, i: int) -> tuple[Elements, int]:
    starts: array[int] = array("q")
    i = _ws(text, i + 1)
    if text.startswith("]", i):
        return Elements(text, starts), i + 1
    while True:
        starts.append(i)
        _, i = _STRICT.raw_decode(text, i)  # checked, then let go
        i = _ws(text, i)
        if text.startswith(",", i):
            i = _ws(text, i + 1)
            continue
        if text.startswith("]", i):
            return Elements(text, starts), i + 1
        raise _Unread


def _streams(data: Any) -> bool:
    """Whether every :class:`Elements` of *data* lands in a listing.

    A document that is one tool object (or a config, or nothing known) keeps
    its top-level object as the entity, so it is read whole instead."""
    if isinstance(data, Elements):
        return True
    if not isinstance(data, dict):
        return False
    result = data.get("result")
    listed = any(k in data for k, _ in LISTING_KEYS) or any(k in data for k in _SERVER_KEYS)
    if isinstance(result, dict) or listed:
        return True
    return _declaration_key(data) is not None


def refuse_partial(data: Any, label: str) -> None:
    """A saved listing page that says more pages follow is not the whole
    listing: scanning it alone would call the server clean on what rune
    never saw. ``nextCursor`` (top level or in a JSON-RPC ``result``) that is
    not null or empty is an error naming it."""
    holders = [data] if isinstance(data, dict) else []
    if isinstance(data, dict) and isinstance(data.get("result"), dict):
        holders.append(data["result"])
    for holder in holders:
        cursor = holder.get("nextCursor")
        if cursor is None or cursor == "":
            continue
        from rune.text.escape import clip, escape

        shown = escape(clip(cursor if isinstance(cursor, str) else json.dumps(cursor), 60))
        raise InputError(
            f"manifest {label}: the capture is one page of a longer listing "
            f"(nextCursor {shown!r}); capture every page (or scan the server live) "
            "and scan the whole listing"
        )


def looks_like_sse(text: str) -> bool:
    for line in text.splitlines():
        s = line.strip()
        if not s:
            continue
        return s.startswith((":", "event:", "data:", "id:", "retry:"))
    return False


def parse_sse(text: str, label: str, limits: Limits = DEFAULT_LIMITS) -> Any:
    """Lift the single JSON-RPC reply out of a text/event-stream body."""
    events: list[str] = []
    data_lines: list[str] = []
    for raw in [*text.splitlines(), ""]:
        if raw == "":
            if data_lines:
                events.append("\n".join(data_lines))
                data_lines = []
            continue
        if raw.startswith(":"):
            continue
        field, _, value = raw.partition(":")
        if value.startswith(" "):
            value = value[1:]
        if field == "data":
            data_lines.append(value)
    replies: list[Any] = []
    for n, blob in enumerate(events, 1):
        if not blob.strip():
            continue
        msg = parse_json(blob, f"{label} (event {n})", limits=limits)
        if isinstance(msg, dict) and "method" in msg and not (_RPC_REPLY_KEYS & msg.keys()):
            continue  # a notification or a server request: not a reply
        replies.append(msg)
    if not replies:
        raise InputError(f"manifest {label}: the event stream carries no JSON-RPC reply")
    if len(replies) > 1:
        raise InputError(
            f"manifest {label}: the event stream carries {len(replies)} JSON-RPC replies; "
            "capture and scan the single tools/list reply"
        )
    return replies[0]


def document_from_data(
    data: Any,
    source: Source,
    text: str | None = None,
    limits: Limits = DEFAULT_LIMITS,
    surfaces: frozenset[str] | None = None,
) -> Document:
    """Normalise any accepted shape into a Document of entities."""
    label = source.label
    entities: list[Entity] = []
    seen: set[str] = set()
    if isinstance(data, (list, Elements)):
        entities += _listing(data, "tools", EntityKind.TOOL, (), source)
        seen.add("tools")
    elif isinstance(data, dict):
        if "error" in data and "result" not in data and "jsonrpc" in data:
            raise InputError(
                f"manifest {label}: the JSON-RPC reply is an error: {_rpc_error(data)}"
            )
        has_listing = any(k in data for k, _ in LISTING_KEYS)
        has_server = any(k in data for k in _SERVER_KEYS)
        result = data.get("result") if "result" in data else None
        if "result" in data and not isinstance(result, dict):
            raise InputError(f"manifest {label}: 'result' is {_tname(result)}, expected an object")
        if isinstance(result, dict) and not (
            has_listing
            or has_server
            or any(k in result for k, _ in LISTING_KEYS)
            or any(k in result for k in _SERVER_KEYS)
        ):
            raise InputError(
                f"manifest {label}: the JSON-RPC reply's result holds no tools, prompts, "
                "resources or resourceTemplates listing (is it the reply to a list request?)"
            )
        declarations = _declaration_key(data)
        both = [k for k in _DECLARATION_KEYS if k in data]
        mcp = has_listing or has_server or isinstance(result, dict)
        if len(both) > 1 or (declarations is not None and mcp):
            # only one of them would be read: the other's text would go unscanned
            other = f"'{both[1]}'" if len(both) > 1 else "an MCP listing, reply or server keys"
            raise InputError(
                f"manifest {label}: '{declarations}' sits beside {other}; rune reads one "
                "shape per document, so scan each on its own"
            )
        if declarations is not None and not (has_listing or has_server):
            # a Gemini tool object: {"functionDeclarations": [...]}
            entities += _listing(
                data[declarations], declarations, EntityKind.TOOL, (declarations,), source
            )
            seen.add("tools")
        elif not (has_listing or has_server or isinstance(result, dict)):
            if _looks_like_tool(data) or _chat_function(data) is not None:
                entities += _listing(data, "tools", EntityKind.TOOL, (), source, single=True)
                seen.add("tools")
            elif _looks_like_config(data):
                raise InputError(
                    f"manifest {label}: this looks like an MCP client config (it declares "
                    f"servers, not their metadata): use --config {label}"
                )
            else:
                raise InputError(
                    f"manifest {label}: no tools, prompts, resources, resourceTemplates, "
                    "serverInfo or instructions found"
                )
        else:
            server = _server_entity(data, source)
            if server is not None:
                entities.append(server)
            if has_server:
                seen.add("server")
            for key, kind in LISTING_KEYS:
                if key in data:
                    entities += _listing(data[key], key, kind, (key,), source)
                    seen.add(key)
            if isinstance(result, dict):
                for key in _SERVER_KEYS:
                    if key in result:
                        raise InputError(
                            f"manifest {label}: '{key}' sits inside 'result'; server metadata "
                            "is read from the top level only, so unwrap the reply "
                            "(e.g. jq .result) and scan that"
                        )
                for key, kind in LISTING_KEYS:
                    if key in result:
                        entities += _listing(result[key], key, kind, ("result", key), source)
                        seen.add(key)
    else:
        raise InputError(
            f"manifest {label}: top level is {_tname(data)}, expected a JSON object or array"
        )
    if len(entities) > limits.max_entities:
        raise LimitError(
            f"manifest {label}: {len(entities)} entities, more than {limits.max_entities} "
            "(raise the bound with --max-items)"
        )
    return Document(
        source=source,
        entities=tuple(entities),
        text=text,
        surfaces=frozenset(seen) if surfaces is None else surfaces,
        envelope=isinstance(data, dict) and isinstance(data.get("result"), dict),
    )


def _rpc_error(data: dict[str, Any]) -> str:
    err = data.get("error")
    if isinstance(err, dict):
        code = err.get("code")
        msg = err.get("message")
        msg_s = msg[:120] if isinstance(msg, str) else ""
        from rune.text.escape import escape

        return f"code {code if isinstance(code, int) else '?'}: {escape(msg_s)}"
    return "malformed error object"


def _tname(v: Any) -> str:
    if v is None:
        return "null"
    return {
        dict: "an object",
        list: "an array",
        str: "a string",
        bool: "a boolean",
        int: "a number",
        float: "a number",
    }.get(type(v), type(v).__name__)


#: Gemini's key for the function declarations of one tool object (REST and SDK spellings)
_DECLARATION_KEYS = ("functionDeclarations", "function_declarations")


def _declaration_key(d: dict[str, Any]) -> str | None:
    for key in _DECLARATION_KEYS:
        if key in d:
            return key
    return None


def _chat_function(d: dict[str, Any]) -> Any:
    """The inner declaration of an OpenAI Chat Completions tool
    (``{"type": "function", "function": {...}}``), else ``None``."""
    if d.get("type") == "function" and "function" in d and "name" not in d:
        return d["function"]
    return None


def _declarations(path: JsonPath, item: Any) -> list[tuple[JsonPath, Any]]:
    """The tool declarations one listing item stands for.

    Model APIs declare the same tools in other envelopes: an OpenAI Chat
    Completions tool wraps its declaration in ``function``, and a Gemini tool
    object holds a list under ``functionDeclarations``. Each declaration
    becomes an entity at its own JSON path, so names, positions, baselines and
    pins work as they do for MCP tools. OpenAI Responses tools and Anthropic
    tools are flat (``name``, ``description``, ``parameters`` or
    ``input_schema``) and stay as they are.
    """
    if not isinstance(item, dict):
        return [(path, item)]
    inner = _chat_function(item)
    if inner is not None:
        if _text_beside(item, ("type", "function")):
            return [(path, item)]  # read whole, so the wrapper's own text is scanned too
        return [((*path, "function"), inner)]
    key = _declaration_key(item)
    if key is not None and all(k in item for k in _DECLARATION_KEYS):
        return [(path, item)]  # both spellings: the item is read whole, so neither is skipped
    if key is not None and "name" not in item:
        if _text_beside(item, (key,)):
            return [(path, item)]  # read whole, so the text beside the list is scanned too
        decls = item[key]
        if isinstance(decls, list):
            return [((*path, key, j), d) for j, d in enumerate(decls)]
        return [((*path, key), decls)]
    return [(path, item)]


def _text_beside(item: dict[str, Any], envelope: tuple[str, ...]) -> bool:
    """True when a wrapper holds text outside its envelope keys (a
    ``description`` beside ``function``, a configured option beside
    ``functionDeclarations``). Unwrapping would leave that text unread, so
    such a wrapper is read whole instead; an option without text
    (``"googleSearch": {}``) still lets the declarations be unwrapped."""
    stack: list[Any] = [v for k, v in item.items() if k not in envelope]
    while stack:
        v = stack.pop()
        if isinstance(v, str):
            return True
        if isinstance(v, dict):
            stack.extend(v.keys())
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
    return False


def _looks_like_tool(d: dict[str, Any]) -> bool:
    return isinstance(d.get("name"), str) and (
        "inputSchema" in d or "description" in d or "title" in d
    )


def _listing(
    value: Any,
    key: str,
    kind: EntityKind,
    prefix: JsonPath,
    source: Source,
    single: bool = False,
) -> list[Entity]:
    label = source.label
    where = dotted(prefix) if prefix else key
    if value is None:
        return []
    if isinstance(value, Elements):
        return _streamed(value, kind, prefix, source, where)
    if isinstance(value, dict):
        items: list[tuple[JsonPath, Any]] = _declarations(prefix, value)
    elif isinstance(value, list):
        items = [d for i, v in enumerate(value) for d in _declarations((*prefix, i), v)]
    else:
        raise InputError(
            f"manifest {label}: '{where}' is {_tname(value)}, expected a list of objects, "
            "one object, or null"
        )
    return [_entity(n, path, item, kind, source, where) for n, (path, item) in enumerate(items)]


def _entity(
    n: int,
    path: JsonPath,
    item: Any,
    kind: EntityKind,
    source: Source,
    where: str,
    raw: Any = None,
    at: int = -1,
) -> Entity:
    """The entity of listing item *n* (its object checked here); *raw* and
    *at*, when given, stand for *item* (see :class:`RawText`)."""
    label = source.label
    if not isinstance(item, dict):
        raise InputError(
            f"manifest {label}: {dotted(path) if path else where} is {_tname(item)}, "
            f"expected a {kind.value} object"
        )
    name = item.get("name")
    if name is not None and not isinstance(name, str):
        raise InputError(
            f"manifest {label}: {dotted((*path, 'name'))} is {_tname(name)}, expected a string"
        )
    ent_label = name if name else f"<{kind.value} #{n}>"
    return Entity(
        kind=kind,
        name=name if name else None,
        label=ent_label,
        source=source,
        path=path,
        raw=item if raw is None else raw,
        at=at,
    )


def _streamed(
    value: Elements, kind: EntityKind, prefix: JsonPath, source: Source, where: str
) -> list[Entity]:
    """:func:`_listing` of a listing read element by element: each element is
    decoded once more, checked, and its entities keep their offset, not its tree."""
    text = value.text
    holders: dict[JsonPath, RawText] = {}
    out: list[Entity] = []
    depth = len(prefix) + 1
    for i, at in enumerate(value.starts):
        item, _ = _PLAIN.raw_decode(text, at)
        for path, decl in _declarations((*prefix, i), item):
            sub = path[depth:]
            holder = holders.get(sub)
            if holder is None:
                holder = holders[sub] = RawText(text, sub)
            out.append(_entity(len(out), path, decl, kind, source, where, holder, at))
    return out


def _server_entity(data: dict[str, Any], source: Source) -> Entity | None:
    label = source.label
    info = data.get("serverInfo")
    instr = data.get("instructions")
    if info is not None and not isinstance(info, dict):
        raise InputError(f"manifest {label}: 'serverInfo' is {_tname(info)}, expected an object")
    if instr is not None and not isinstance(instr, str):
        raise InputError(f"manifest {label}: 'instructions' is {_tname(instr)}, expected a string")
    raw: dict[str, Any] = {}
    if info:
        raw["serverInfo"] = info
    if instr:
        raw["instructions"] = instr
    if not raw:
        return None
    name = info.get("name") if isinstance(info, dict) else None
    name = name if isinstance(name, str) and name else None
    ent_label = source.server or name or source.label
    return Entity(
        kind=EntityKind.SERVER,
        name=source.server or name,
        label=ent_label,
        source=source,
        path=(),
        raw=raw,
    )
