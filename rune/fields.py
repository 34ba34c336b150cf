"""Every model-facing string of an entity, each under its exact JSON path.

The walk is iterative (no recursion limit to hit) and bounded by
:class:`~rune.limits.Limits`. Non-text keys such as ``protocolVersion`` and
``nextCursor`` never become entities, so they are never scanned.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TypeAlias

from rune.errors import LimitError
from rune.jsonvalue import Json
from rune.limits import DEFAULT_LIMITS, Limits
from rune.model import Entity, EntityKind, JsonPath, TextField

#: object keys whose *keys* name things the model reads (property names)
_NAMING_KEYS = frozenset(
    {"properties", "patternProperties", "$defs", "definitions", "dependentSchemas"}
)
#: entity keys never read as model-facing text
_SKIP_KEYS = frozenset({"_meta", "icons", "_scripts"})
#: entity keys that hold a JSON Schema: MCP's, and those of the model APIs'
#: function declarations (OpenAI and Gemini ``parameters``, Anthropic
#: ``input_schema``, Gemini ``parametersJsonSchema`` and ``response``)
_SCHEMA_KEYS = frozenset(
    {
        "inputSchema",
        "outputSchema",
        "parameters",
        "input_schema",
        "parametersJsonSchema",
        "response",
        "responseJsonSchema",
    }
)


#: where a string sits, as a chain of ``(parent, key)`` links: the JSON path
#: is built from it only for a string that produces a finding
Link: TypeAlias = "tuple[Link | None, str | int]"


def path_of(link: Link) -> JsonPath:
    """The JSON path (relative to the entity) that *link* stands for."""
    keys: list[str | int] = []
    node: Link | None = link
    while node is not None:
        node, key = node
        keys.append(key)
    keys.reverse()
    return tuple(keys)


def text_fields(entity: Entity, limits: Limits = DEFAULT_LIMITS) -> Iterator[TextField]:
    """Yield every string the model can read, depth-first in document order."""
    for text, is_key, link in strings(entity, limits):
        yield TextField(entity=entity, path=path_of(link), text=text, is_key=is_key)


def strings(entity: Entity, limits: Limits = DEFAULT_LIMITS) -> list[tuple[str, bool, Link]]:
    """What :func:`text_fields` yields, as ``(text, is_key, link)``: the same
    strings in the same order, with the path left as a link (:func:`path_of`).
    One loop over an explicit stack, in a list: no generator per level."""
    raw = entity.raw
    out: list[tuple[str, bool, Link]] = []
    if not isinstance(raw, dict):
        return out
    server = entity.kind is EntityKind.SERVER
    max_depth = limits.max_depth
    max_string = limits.max_string
    add = out.append
    for key, value in raw.items():
        if not server and key in _SKIP_KEYS:
            continue
        if type(value) is str:
            if len(value) > max_string:
                _too_long(entity, value, limits)
            add((value, False, (None, key)))
            continue
        schema = key in _SCHEMA_KEYS
        stack: list[tuple[Link, int, Json, bool]] = [((None, key), 1, value, False)]
        pop = stack.pop
        while stack:
            ln, depth, v, naming = pop()
            if depth > max_depth:
                raise LimitError(
                    f"{entity.source.label}: {entity.display} nests deeper than "
                    f"{max_depth} levels (raise the bound with --max-depth)"
                )
            if isinstance(v, str):
                if len(v) > max_string:
                    _too_long(entity, v, limits)
                add((v, False, ln))
            elif isinstance(v, dict):
                children: list[tuple[Link, int, Json, bool]] = []
                below = depth + 1
                for k, child in v.items():
                    cl = (ln, k)
                    if naming:
                        add((k, True, cl))
                    if k == "_meta" and not server:
                        continue
                    children.append((cl, below, child, schema and k in _NAMING_KEYS and not naming))
                children.reverse()
                stack.extend(children)
            elif isinstance(v, list):
                below = depth + 1
                stack.extend([((ln, i), below, v[i], False) for i in range(len(v) - 1, -1, -1)])
    return out


def _too_long(entity: Entity, text: str, limits: Limits) -> None:
    raise LimitError(
        f"{entity.source.label}: a string of {entity.display} is {len(text)} "
        f"characters, more than {limits.max_string} (raise with --max-string)"
    )
