"""The rule framework.

A rule is a class with a permanent kebab-case ``id``, a ``severity``, a
one-line ``summary``, a docstring in four sections (What it flags / Why it
matters / What keeps it quiet / Known limits), and ``flags`` / ``quiet``
examples that the test suite runs through the full engine.

Field rules implement :meth:`FieldRule.check`, which reads one string through
its :class:`~rune.text.normalise.TextView` and yields :class:`Match` objects
whose offsets point into the *original* string. Rules never touch files, the
network or the terminal.

Before a field rule is called, the engine searches the string once for
every lexicon entry and every rule trigger together (:mod:`rune.text.matcher`)
and calls the rule only if what it *needs* is there. Two class attributes
declare this:

* ``triggers`` names the rule's own patterns for that search: pairs of a
  name and one regex source or a tuple of them, in Python syntax, searched
  in the normalised view and in the original string. Give the patterns (or
  the sources of the rule's compiled patterns) that every finding of the
  rule needs; the matcher widens them itself where RE2 cannot express them
  (lookarounds, Unicode classes), so a trigger never needs to be exact.
* ``needs`` is a tuple of groups of names: the rule is called when every
  group has at least one name present. A name is a lexicon field (every
  ``tuple[str, ...]`` field of :class:`~rune.text.lexicon.Lexicon`, across
  all languages), any rule's trigger, or ``"non-ascii"`` (the original holds
  a character beyond ASCII). ``needs = (("secrets", "system_prompt"),
  ("send_verbs", "url"))`` reads "a secret or the system prompt, and a send
  verb or a URL". ``None`` (the default) means always called, so a new rule
  is correct before it is tuned.

A wrong ``needs`` (one that skips a string the rule would flag) fails
``tests/test_matcher.py``, which runs every rule gated and ungated on every
example and the shared corpus.

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
    #: this hit's severity when the rule grades its hits (a directive inside a
    #: hidden container is worse than a bare marker); else the rule's own
    severity: Severity | None = None


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
    #: a second-opinion rule's match is dropped where another rule's match
    #: overlaps it in the same string (see ``engine.second_opinion``)
    second_opinion: ClassVar[bool] = False
    #: groups of names (lexicon fields, triggers, ``"non-ascii"``), each of
    #: which must have one present for the rule to be called; None: always
    needs: ClassVar[tuple[tuple[str, ...], ...] | None] = None
    #: this rule's patterns for the one-pass search: (name, regex source or
    #: sources) pairs
    triggers: ClassVar[tuple[tuple[str, str | tuple[str, ...]], ...]] = ()

    def check(self, view: TextView) -> Iterator[Match]:
        raise NotImplementedError


@dataclass(frozen=True)
class ScanHit:
    """A scan-rule hit: the entity, the path of the flagged string in it, the match."""

    entity: Entity
    path: JsonPath
    match: Match
    text: str  # the whole string the match indexes
    #: when the rule grades its hits; else the rule's own
    severity: Severity | None = None
    #: the flagged string is a property name (an object key)
    is_key: bool = False


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
