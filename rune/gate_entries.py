"""What a scan result records beside its findings: baseline entries (and the
stale ones), pin drift, surfaces one side of a pin could not see, and listings
left unread on purpose. Each turns itself into its JSON report form."""

from __future__ import annotations

from dataclasses import dataclass

from rune.jsonvalue import JsonObject


@dataclass(frozen=True)
class BaselineEntry:
    """One accepted finding, as a baseline file records it."""

    fingerprint: str
    kind: str
    entity: str
    server: str | None
    rule: str
    path: str  # RFC 6901 pointer, relative to the entity
    key: bool  # the flagged text is a property name
    excerpt: str
    note: str | None = None

    def as_json(self) -> JsonObject:
        out: JsonObject = {
            "fingerprint": self.fingerprint,
            "kind": self.kind,
            "entity": self.entity,
            "rule": self.rule,
            "path": self.path,
            "key": self.key,
            "excerpt": self.excerpt,
        }
        if self.server is not None:
            out["server"] = self.server
        if self.note is not None:
            out["note"] = self.note
        return out

    @property
    def sort_key(self) -> tuple[str, str, str, str, str, str]:
        return (self.server or "", self.kind, self.entity, self.rule, self.path, self.fingerprint)


@dataclass(frozen=True)
class StaleEntry(BaselineEntry):
    """A baseline entry that matched no finding of a run that scanned its server."""


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

    def as_json(self) -> JsonObject:
        out: JsonObject = {
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
    """Surfaces of one server only one side of a pin comparison could see."""

    source: str
    server: str | None
    surfaces: tuple[str, ...]
    #: ``scan`` (this scan cannot show them) or ``pin`` (the pin does not hold them)
    missing_from: str

    def as_json(self) -> JsonObject:
        return {
            "source": self.source,
            "server": self.server,
            "surfaces": list(self.surfaces),
            "missingFrom": self.missing_from,
        }


@dataclass(frozen=True)
class NotScanned:
    """A listing left unread on purpose (``--skip-listing``)."""

    source: str
    server: str | None
    listing: str
    reason: str

    def as_json(self) -> JsonObject:
        return {
            "source": self.source,
            "server": self.server,
            "listing": self.listing,
            "reason": self.reason,
        }
