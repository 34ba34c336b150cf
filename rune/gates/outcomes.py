"""What a pin check finds, as typed values: drift and unseen surfaces.

The scan result still records them as the JSON objects the reports print
(``as_json``), so the JSON report and the notices read the same shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class DriftEntry:
    """One entity (or one server) that differs from the pin."""

    #: the report label of the server's source
    source: str
    server: str | None
    #: the entity's kind, None for a server the pin does not hold
    kind: str | None
    entity: str | None
    #: ``changed``, ``renamed``, ``removed``, ``added`` or ``unpinned-server``
    change: str
    #: among entities sharing one name, which one (0: the first)
    occurrence: int = 0
    #: a renamed entity's pinned name
    previous: str | None = None
    #: pointers of changed, added and removed leaves (None: not a comparison of two entities)
    changed: tuple[str, ...] | None = None
    added: tuple[str, ...] = ()
    removed: tuple[str, ...] = ()
    #: (gained, lost) toxic-flow capabilities of a tool, when both sides recorded them
    capabilities: tuple[tuple[str, ...], tuple[str, ...]] | None = None
    #: an unpinned server: how many entities it shows
    entities: int | None = None

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "source": self.source,
            "server": self.server,
            "kind": self.kind,
            "entity": self.entity,
            "change": self.change,
        }
        if self.entities is not None:
            out["entities"] = self.entities
            return out
        if self.occurrence:
            out["occurrence"] = self.occurrence
        if self.changed is not None:
            if self.change == "renamed":
                out["previous"] = self.previous
            out["changed"] = list(self.changed)
            out["added"] = list(self.added)
            out["removed"] = list(self.removed)
            if self.capabilities is not None:
                gained, lost = self.capabilities
                out["capabilities"] = {"gained": list(gained), "lost": list(lost)}
        return out


@dataclass(frozen=True)
class UnseenSurface:
    """Surfaces of one server only one side of the comparison could see."""

    source: str
    server: str | None
    surfaces: tuple[str, ...]
    #: ``scan`` (this scan cannot show them) or ``pin`` (the pin does not hold them)
    missing_from: str

    def as_json(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "server": self.server,
            "surfaces": list(self.surfaces),
            "missingFrom": self.missing_from,
        }


@dataclass(frozen=True)
class PinOutcome:
    """Everything one pin check found."""

    drift: tuple[DriftEntry, ...] = ()
    #: pinned servers this run did not scan
    unchecked: tuple[str, ...] = ()
    unseen: tuple[UnseenSurface, ...] = ()
    #: escaped ``--show-diff`` lines
    diff: tuple[str, ...] = ()
