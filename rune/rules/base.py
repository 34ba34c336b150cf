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
(base64, hex, ...) re-run the content rules over what a run decodes to. They
reach them through a :class:`ContentRules` handed to them by the registry,
never by importing the registry or the engine.

Scan rules (``ScanRule``) compare entities against each other.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import ClassVar, TypeAlias

from rune.jsonvalue import JsonObject
from rune.model import Entity, JsonPath, ServerEntry, Severity
from rune.model import Match as Match  # rules import it from here
from rune.record import Record
from rune.text.lazyre import lazy
from rune.text.normalise import TextView

#: An example is a description string (scanned as a tool's description) or a
#: whole manifest object.
Example: TypeAlias = "str | JsonObject"


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
        import inspect  # for the docs and explain, not for a scan

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


class ContentRules:
    """The content rules, run together over one string.

    The decoding rules and compatibility-characters re-run the content rules
    over text they uncover; the registry builds one of these, hands it to
    those rules, and binds the content rules to it once they exist.
    """

    def __init__(self) -> None:
        self._rules: tuple[FieldRule, ...] = ()
        self._summaries: dict[str, str] = {}

    def bind(self, rules: Sequence[FieldRule]) -> None:
        self._rules = tuple(rules)
        self._summaries = {r.id: r.summary for r in self._rules}

    def hits(self, text: str, view: TextView | None = None) -> list[tuple[str, Match]]:
        """``(rule id, match)`` of every content rule over *text* (read through *view*)."""
        from rune.text.matcher import plan_for

        v = view if view is not None else TextView(text)
        return [(rule.id, m) for rule in plan_for(self._rules).select(v) for m in rule.check(v)]

    def summary(self, rule_id: str) -> str:
        """The summary of content rule *rule_id* (the id itself when unknown)."""
        return self._summaries.get(rule_id, rule_id)


class ScanHit(Record):
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


# --- config posture rules -------------------------------------------------------


class PostureHit(Record):
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


class PostureContext(Record):
    """What a posture check may know beyond the entry: the config servers the
    ``--pin`` file covers (``None`` when no pin was given)."""

    pinned: frozenset[str] | None = None


class PostureRule(Rule):
    """A rule that reads one server entry of a client config, as written.

    It never starts or contacts the server. Its ``flags``/``quiet`` examples
    are whole config objects (see ``tests/rules/posture_examples.py``).
    """

    def check_entry(self, entry: ServerEntry, context: PostureContext) -> Iterator[PostureHit]:
        """Hits on *entry*, one server of a client config as written."""
        raise NotImplementedError


# --- rule documentation ------------------------------------------------------

_SECTION = lazy(
    r"^\s*(?:#+\s*)?(what it flags|why it matters|what keeps it quiet|known limits)\s*:?\s*(.*)$",
    re.IGNORECASE,
)


def doc_sections(doc: str) -> list[tuple[str, str]]:
    """A rule docstring as (heading, body) pairs, heading ``""`` for a preamble.

    The four headings are recognised in any case, with or without a colon or
    a Markdown ``#``; the body keeps its paragraphs, separated by one blank line.
    """
    sections: list[tuple[str, list[str]]] = [("", [])]
    for line in doc.splitlines():
        m = _SECTION.match(line)
        if m:
            sections.append((m.group(1)[:1].upper() + m.group(1)[1:].lower(), []))
            if m.group(2).strip():
                sections[-1][1].append(m.group(2).strip())
        else:
            sections[-1][1].append(line.strip())
    out = []
    for heading, lines in sections:
        body = "\n".join(lines).strip()
        if heading or body:
            out.append((heading, re.sub(r"\n{3,}", "\n\n", body)))
    return out
