"""name-collision: two tools, or two prompts, answering to one name."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, Sequence

from rune.model import Entity, EntityKind, Severity
from rune.rules.base import Match, ScanHit, ScanRule

_ROUTED = (EntityKind.TOOL, EntityKind.PROMPT)


class NameCollision(ScanRule):
    """What it flags:
    Two tools, or two prompts, that declare the same exact name, either inside
    one listing or across the servers (or captured manifests) of one run. Each
    side gets a finding on its ``name`` that names where the other one lives.

    Why it matters:
    A client routes a call by name. When a newly added server claims the name
    of a tool you already trust, the client decides which definition a call
    reaches, and the newcomer can shadow the trusted tool while reading
    perfectly honest on its own. Only a scan of the whole setup can see it.

    What keeps it quiet:
    Only tools and prompts count, since resources are addressed by URI and a
    prompt may share a name with a tool (separate namespaces). Names must match
    exactly and must be declared: an invented ``<tool #0>`` label is not a call
    target. It is a medium, because the metadata shows the ambiguity but never
    the intent behind it.

    Known limits:
    It sees only the listings one run covered: a server left out with
    ``--server``, disabled, or failed to start is not compared. Look-alike
    spellings belong to confusable-characters, and near names (``search`` and
    ``search_docs``) are not collisions in any client.
    """

    id = "name-collision"
    severity = Severity.MEDIUM
    summary = (
        "two tools (or two prompts) answer to one name, so the client picks which one a call "
        "reaches"
    )

    flags = (
        {"tools": [{"name": "get_weather", "description": "a"}, {"name": "get_weather"}]},
        {"prompts": [{"name": "summarize"}, {"name": "summarize", "description": "b"}]},
    )
    quiet = (
        {"tools": [{"name": "search"}, {"name": "search_docs"}]},
        {"tools": [{"name": "search"}], "prompts": [{"name": "search"}]},
        {
            "resources": [
                {"name": "readme", "uri": "file:///a"},
                {"name": "readme", "uri": "file:///b"},
            ]
        },
        {"tools": [{"description": "no name"}, {"description": "no name either"}]},
    )

    def check_scan(self, entities: Sequence[Entity]) -> Iterator[ScanHit]:
        groups: dict[tuple[EntityKind, str], list[Entity]] = defaultdict(list)
        for e in entities:
            if e.kind in _ROUTED and e.name:
                groups[(e.kind, e.name)].append(e)
        for (kind, name), group in groups.items():
            if len(group) < 2:
                continue
            for e in group:
                others = [o for o in group if o is not e]
                yield ScanHit(
                    entity=e,
                    path=("name",),
                    match=Match(0, len(name), _message(e, others, kind)),
                    text=name,
                )


def _where(e: Entity) -> str:
    if e.source.server:
        return f"server '{e.source.server}'"
    return f"'{e.source.label}'"


def _message(e: Entity, others: list[Entity], kind: EntityKind) -> str:
    elsewhere = [o for o in others if o.source != e.source]
    same = len(others) - len(elsewhere)
    parts = []
    if same:
        parts.append(f"this listing declares {same + 1} {kind.value}s with this name")
    for o in elsewhere[:3]:
        parts.append(f"{_where(o)} also exposes a {kind.value} with this name")
    if len(elsewhere) > 3:
        parts.append(f"and {len(elsewhere) - 3} more")
    return "; ".join(parts) + ", so which definition a call reaches is up to the client"
