"""The shapes a manifest can come in, recognised: a tool object, the
envelopes model APIs wrap their tool declarations in (OpenAI Chat
Completions, Gemini), and a client config passed by mistake.

Every function here takes a value as read (JSON, or a top-level object whose
listings are still unread) as ``object`` and narrows it with ``isinstance``.
"""

from __future__ import annotations

from collections.abc import Mapping

from rune.model import JsonPath

#: the keys of a manifest's server entity
SERVER_KEYS = ("serverInfo", "instructions")

#: the server maps of the client config layouts
_CONFIG_KEYS = ("mcpServers", "servers", "mcp_servers", "context_servers", "extensions", "mcp")


def looks_like_config(data: Mapping[str, object]) -> bool:
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


def _declares_server(v: object) -> bool:
    return isinstance(v, dict) and any(k in v for k in ("command", "url"))


def type_name(v: object) -> str:
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
DECLARATION_KEYS = ("functionDeclarations", "function_declarations")


def declaration_key(d: Mapping[str, object]) -> str | None:
    for key in DECLARATION_KEYS:
        if key in d:
            return key
    return None


def chat_function(d: Mapping[str, object]) -> object:
    """The inner declaration of an OpenAI Chat Completions tool
    (``{"type": "function", "function": {...}}``), else ``None``."""
    if d.get("type") == "function" and "function" in d and "name" not in d:
        return d["function"]
    return None


def declarations_of(path: JsonPath, item: object) -> list[tuple[JsonPath, object]]:
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
    inner = chat_function(item)
    if inner is not None:
        if _text_beside(item, ("type", "function")):
            return [(path, item)]  # read whole, so the wrapper's own text is scanned too
        return [((*path, "function"), inner)]
    key = declaration_key(item)
    if key is not None and all(k in item for k in DECLARATION_KEYS):
        return [(path, item)]  # both spellings: the item is read whole, so neither is skipped
    if key is not None and "name" not in item:
        if _text_beside(item, (key,)):
            return [(path, item)]  # read whole, so the text beside the list is scanned too
        decls = item[key]
        if isinstance(decls, list):
            return [((*path, key, j), d) for j, d in enumerate(decls)]
        return [((*path, key), decls)]
    return [(path, item)]


def _text_beside(item: Mapping[str, object], envelope: tuple[str, ...]) -> bool:
    """True when a wrapper holds text outside its envelope keys (a
    ``description`` beside ``function``, a configured option beside
    ``functionDeclarations``). Unwrapping would leave that text unread, so
    such a wrapper is read whole instead; an option without text
    (``"googleSearch": {}``) still lets the declarations be unwrapped."""
    stack: list[object] = [v for k, v in item.items() if k not in envelope]
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


def looks_like_tool(d: Mapping[str, object]) -> bool:
    return isinstance(d.get("name"), str) and (
        "inputSchema" in d or "description" in d or "title" in d
    )
