"""Every model-facing string of an entity, each under its exact JSON path.

The walk is iterative (no recursion limit to hit) and bounded by
:class:`~rune.limits.Limits`. Non-text keys such as ``protocolVersion`` and
``nextCursor`` never become entities, so they are never scanned.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from rune.errors import LimitError
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


def text_fields(entity: Entity, limits: Limits = DEFAULT_LIMITS) -> Iterator[TextField]:
    """Yield every string the model can read, depth-first in document order."""
    raw = entity.raw
    if not isinstance(raw, dict):
        return
    for key, value in raw.items():
        if entity.kind is not EntityKind.SERVER and key in _SKIP_KEYS:
            continue
        if key == "annotations" and isinstance(value, dict):
            # hints are booleans a client acts on; only strings reach the model
            yield from _walk(entity, (key,), value, limits, schema=False)
            continue
        yield from _walk(entity, (key,), value, limits, schema=key in _SCHEMA_KEYS)


def _walk(
    entity: Entity, path: JsonPath, value: Any, limits: Limits, schema: bool
) -> Iterator[TextField]:
    stack: list[tuple[JsonPath, Any, bool]] = [(path, value, False)]
    while stack:
        p, v, naming = stack.pop()
        if len(p) > limits.max_depth:
            raise LimitError(
                f"{entity.source.label}: {entity.display} nests deeper than "
                f"{limits.max_depth} levels (raise the bound with --max-depth)"
            )
        if isinstance(v, str):
            if len(v) > limits.max_string:
                raise LimitError(
                    f"{entity.source.label}: a string of {entity.display} is {len(v)} "
                    f"characters, more than {limits.max_string} (raise with --max-string)"
                )
            yield TextField(entity=entity, path=p, text=v)
        elif isinstance(v, dict):
            children: list[tuple[JsonPath, Any, bool]] = []
            for k, child in v.items():
                cp = (*p, k)
                if naming:
                    yield TextField(entity=entity, path=cp, text=k, is_key=True)
                if k == "_meta" and entity.kind is not EntityKind.SERVER:
                    continue
                children.append((cp, child, schema and k in _NAMING_KEYS and not naming))
            stack.extend(reversed(children))
        elif isinstance(v, list):
            stack.extend(reversed([((*p, i), c, False) for i, c in enumerate(v)]))
