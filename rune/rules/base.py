"""The rule framework.

A rule is a class with a permanent kebab-case ``id``, a ``severity``, a
one-line ``summary``, a docstring in four sections (What it flags / Why it
matters / What keeps it quiet / Known limits), and ``flags`` / ``quiet``
examples that the test suite runs through the full engine.

Field rules implement :meth:`FieldRule.check`, which reads one string through
its :class:`~rune.text.normalise.TextView` and yields :class:`Match` objects
whose offsets point into the *original* string. Rules never touch files, the
network or the terminal.

A field rule with ``content = True`` is a *content rule*: the decoding rules
(base64, hex, ...) re-run the content rules over what a run decodes to.

Scan rules (``ScanRule``) compare entities against each other.
"""

from __future__ import annotations

import inspect
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from rune.model import Entity, JsonPath, Severity
from rune.text.normalise import TextView

#: An example is a description string (scanned as a tool's description) or a
#: whole manifest object.
Example = str | dict[str, Any]


@dataclass(frozen=True)
class Match:
    """A hit inside one string. ``start``/``end`` index the original string."""

    start: int
    end: int
    message: str
    #: exact flagged text, when it is not ``text[start:end]`` (a decoded payload
    #: still reports the outer run as its matched text; leave ``None`` then)
    matched: str | None = None


class Rule:
    """Common attributes of every rule."""

    id: ClassVar[str]
    severity: ClassVar[Severity]
    summary: ClassVar[str]
    #: examples that must make this rule fire
    flags: ClassVar[Sequence[Example]] = ()
    #: examples that must not make this rule fire
    quiet: ClassVar[Sequence[Example]] = ()
    #: every severity a finding of this rule can carry, when it grades its
    #: hits; empty means ``severity`` alone
    severities: ClassVar[tuple[Severity, ...]] = ()

    @classmethod
    def severity_range(cls) -> tuple[Severity, Severity]:
        """(lowest, highest) severity of this rule's findings."""
        graded = cls.severities or (cls.severity,)
        return min(graded), max(graded)

    @classmethod
    def doc(cls) -> str:
        return inspect.cleandoc(cls.__doc__ or "")


class FieldRule(Rule):
    """A rule that reads one model-facing string at a time."""

    #: content rules are re-run on decoded payloads by the decoding rules
    content: ClassVar[bool] = False

    def check(self, view: TextView) -> Iterator[Match]:
        raise NotImplementedError


@dataclass(frozen=True)
class ScanHit:
    """A scan-rule hit: the entity, the path of the flagged string in it, the match."""

    entity: Entity
    path: JsonPath
    match: Match
    text: str  # the whole string the match indexes
    #: when the rule grades its hits (name-collision); else the rule's own
    severity: Severity | None = None


class ScanRule(Rule):
    """A rule that compares the entities of a whole run."""

    def check_scan(self, entities: Sequence[Entity]) -> Iterator[ScanHit]:
        raise NotImplementedError


# --- config posture rules (appended by the config work) --------------------------


@dataclass(frozen=True)
class PostureHit:
    """A posture-rule hit on one config entry.

    ``path`` is the entry's logical field (``("url",)``, ``("headers",
    "Authorization")``, ``("args", 2)``); the posture runner maps it to the
    JSON path and the line and column in the config file through the entry.
    ``matched`` is the flagged text in a redacted form: it becomes part of the
    finding's identity and is printed, so it never holds the credential itself.
    ``offset`` indexes the value as written.
    """

    path: JsonPath
    matched: str
    message: str
    offset: int = 0
    #: when the rule grades its hits (plaintext-remote); else the rule's own
    severity: Severity | None = None


@dataclass(frozen=True)
class PostureContext:
    """What a posture check may know beyond the entry: the config servers the
    ``--pin`` file covers (``None`` when no pin was given)."""

    pinned: frozenset[str] | None = None


class PostureRule(Rule):
    """A rule that reads one server entry of a client config, as written.

    It never starts or contacts the server. Its ``flags``/``quiet`` examples
    are whole config objects (see :func:`rune.posture.example_findings`).
    """

    def check_entry(self, entry: Any, context: PostureContext) -> Iterator[PostureHit]:
        """Hits on *entry* (a :class:`rune.sources.config.ServerEntry`)."""
        raise NotImplementedError
