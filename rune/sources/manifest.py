"""Saved manifests: files, stdin, JSON-RPC replies and SSE-framed bodies.

Every input shape is normalised here, once, into a :class:`Document` of
entities. Nothing downstream knows which shape a document came in.
"""

from __future__ import annotations

import json
from collections.abc import Mapping

from rune.errors import InputError, LimitError
from rune.files import decode_text, read_bytes
from rune.jsonvalue import JsonObject
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
from rune.sources.manifest_shapes import (
    DECLARATION_KEYS,
    SERVER_KEYS,
    chat_function,
    declaration_key,
    declarations_of,
    looks_like_config,
    looks_like_tool,
    type_name,
)
from rune.sources.manifest_stream import Elements, Manifest, read_listing
from rune.sources.sse import looks_like_sse, parse_sse

__all__ = [
    "Elements",
    "document_from_data",
    "load_manifest",
    "looks_like_sse",
    "parse_sse",
    "read_listing",
    "refuse_partial",
]

_PLAIN = json.JSONDecoder()


def load_manifest(path: str, limits: Limits = DEFAULT_LIMITS) -> Document:
    """Load one manifest file, or stdin for ``-`` (JSON or an SSE-framed body)."""
    label = "<stdin>" if path == "-" else path
    text = decode_text(read_bytes(path, limits), label)
    kind = SourceKind.STDIN if path == "-" else SourceKind.MANIFEST
    source = Source(label=label, kind=kind, path=None if path == "-" else path)
    data: Manifest
    if path == "-" and looks_like_sse(text):
        data = parse_sse(text, label, limits)
        refuse_partial(data, label)
        return document_from_data(data, source, text=None, limits=limits)
    data = read_listing(text, label, limits)
    refuse_partial(data, label)
    return document_from_data(data, source, text=text, limits=limits)


def refuse_partial(data: Manifest, label: str) -> None:
    """A saved listing page that says more pages follow is not the whole
    listing: scanning it alone would call the server clean on what rune
    never saw. ``nextCursor`` (top level or in a JSON-RPC ``result``) that is
    not null or empty is an error naming it."""
    holders: list[Mapping[str, object]] = [data] if isinstance(data, dict) else []
    result = data.get("result") if isinstance(data, dict) else None
    if isinstance(result, dict):
        holders.append(result)
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


def document_from_data(
    data: Manifest,
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
        has_server = any(k in data for k in SERVER_KEYS)
        result = data.get("result") if "result" in data else None
        if "result" in data and not isinstance(result, dict):
            raise InputError(
                f"manifest {label}: 'result' is {type_name(result)}, expected an object"
            )
        if isinstance(result, dict) and not (
            has_listing
            or has_server
            or any(k in result for k, _ in LISTING_KEYS)
            or any(k in result for k in SERVER_KEYS)
        ):
            raise InputError(
                f"manifest {label}: the JSON-RPC reply's result holds no tools, prompts, "
                "resources or resourceTemplates listing (is it the reply to a list request?)"
            )
        declarations = declaration_key(data)
        both = [k for k in DECLARATION_KEYS if k in data]
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
            if looks_like_tool(data) or chat_function(data) is not None:
                entities += _listing(data, "tools", EntityKind.TOOL, (), source, single=True)
                seen.add("tools")
            elif looks_like_config(data):
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
                for key in SERVER_KEYS:
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
            f"manifest {label}: top level is {type_name(data)}, expected a JSON object or array"
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


def _rpc_error(data: Mapping[str, object]) -> str:
    err = data.get("error")
    if isinstance(err, dict):
        code = err.get("code")
        msg = err.get("message")
        msg_s = msg[:120] if isinstance(msg, str) else ""
        from rune.text.escape import escape

        return f"code {code if isinstance(code, int) else '?'}: {escape(msg_s)}"
    return "malformed error object"


def _listing(
    value: object,
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
        items: list[tuple[JsonPath, object]] = declarations_of(prefix, value)
    elif isinstance(value, list):
        items = [d for i, v in enumerate(value) for d in declarations_of((*prefix, i), v)]
    else:
        raise InputError(
            f"manifest {label}: '{where}' is {type_name(value)}, expected a list of objects, "
            "one object, or null"
        )
    return [_entity(n, path, item, kind, source, where) for n, (path, item) in enumerate(items)]


def _entity(
    n: int,
    path: JsonPath,
    item: object,
    kind: EntityKind,
    source: Source,
    where: str,
    raw: RawText | None = None,
    index: int = -1,
) -> Entity:
    """The entity of listing item *n* (its object checked here); *raw* and
    *index*, when given, stand for *item* (see :class:`RawText`)."""
    label = source.label
    if not isinstance(item, dict):
        raise InputError(
            f"manifest {label}: {dotted(path) if path else where} is {type_name(item)}, "
            f"expected a {kind.value} object"
        )
    name = item.get("name")
    if name is not None and not isinstance(name, str):
        raise InputError(
            f"manifest {label}: {dotted((*path, 'name'))} is {type_name(name)}, expected a string"
        )
    ent_label = name if name else f"<{kind.value} #{n}>"
    return Entity(
        kind=kind,
        name=name if name else None,
        label=ent_label,
        source=source,
        path=path,
        raw=item if raw is None else raw,
        index=index,
    )


def _streamed(
    value: Elements, kind: EntityKind, prefix: JsonPath, source: Source, where: str
) -> list[Entity]:
    """:func:`_listing` of a listing read element by element: each element is
    decoded once more, checked, and its entities keep their element's index,
    not its tree (nor a path or an offset: see :class:`RawText`)."""
    text, starts = value.text, value.starts
    holders: dict[JsonPath, RawText] = {}
    out: list[Entity] = []
    depth = len(prefix) + 1
    for i, at in enumerate(starts):
        item, _ = _PLAIN.raw_decode(text, at)
        for path, decl in declarations_of((*prefix, i), item):
            sub = path[depth:]
            holder = holders.get(sub)
            if holder is None:
                holder = holders[sub] = RawText(text, sub, prefix, starts)
            out.append(_entity(len(out), path, decl, kind, source, where, holder, i))
    return out


def _server_entity(data: Mapping[str, object], source: Source) -> Entity | None:
    label = source.label
    info = data.get("serverInfo")
    instr = data.get("instructions")
    if info is not None and not isinstance(info, dict):
        raise InputError(f"manifest {label}: 'serverInfo' is {type_name(info)}, expected an object")
    if instr is not None and not isinstance(instr, str):
        raise InputError(
            f"manifest {label}: 'instructions' is {type_name(instr)}, expected a string"
        )
    raw: JsonObject = {}
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
