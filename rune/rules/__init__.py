"""The registry: the explicit list of every rule rune runs.

Adding a rule is one module in this package and one line of :data:`_ENTRIES`
(then ``python scripts/gen_matcher.py``, which also writes the rule table).
Order is the order of ``--list-rules``, ``docs/rules.md`` and the SARIF rule
table.

Two views of the same rules:

* :data:`ALL_RULES` (with :data:`FIELD_RULES`, :data:`CONTENT_RULES` and
  :data:`RULES_BY_ID`) imports every rule module, on first use: what the rule
  listing, the docs, SARIF's rule table and the tests read.
* :func:`scan_rules` is what a scan runs: each field rule is a stand-in
  built from ``rule_table.json`` (its id, severity, summary, needs and
  triggers, generated with the matcher's tables), so the one-pass matcher can
  plan without importing it; a rule's module is imported the first time the
  matcher sends it a string. The scan rules, and the field rules without
  ``needs`` (called on every string), always run and are imported with the
  stand-ins. A missing, unreadable or stale table (its list of rules is not
  :data:`_ENTRIES`) gives :data:`ALL_RULES` instead: the same findings,
  slower start-up. A test fails while the table is stale.
"""

from __future__ import annotations

import importlib
import json
import os
from collections.abc import Iterator, Mapping, Sequence
from rune.record import replace
from typing import TYPE_CHECKING, cast

from rune.model import Match, Severity
from rune.rules.base import ContentRules, FieldRule, Rule, ScanRule
from rune.text.normalise import TextView

if TYPE_CHECKING:
    #: every rule, real (imported on first use, see :func:`__getattr__`)
    ALL_RULES: tuple[Rule, ...]
    FIELD_RULES: tuple[FieldRule, ...]
    CONTENT_RULES: tuple[FieldRule, ...]
    RULES_BY_ID: dict[str, Rule]

#: every rule in registry order: its module in this package, its class, and
#: whether it is built with the content rules (the decoding rules re-run them)
_ENTRIES: tuple[tuple[str, str, bool], ...] = (
    # phrase rules
    ("data_exfiltration", "DataExfiltration", False),
    ("hidden_instructions", "HiddenInstructions", False),
    ("concealment", "Concealment", False),
    ("sensitive_file_access", "SensitiveFileAccess", False),
    ("injection_markup", "InjectionMarkup", False),
    ("tool_shadowing", "ToolShadowing", False),
    ("preference_manipulation", "PreferenceManipulation", False),
    ("prompt_extraction", "PromptExtraction", False),
    ("command_execution", "CommandExecution", False),
    ("tool_precondition", "ToolPrecondition", False),
    ("consent_bypass", "ConsentBypass", False),
    ("response_manipulation", "ResponseManipulation", False),
    # character rules
    ("invisible_characters", "InvisibleCharacters", False),
    ("confusable_characters", "ConfusableCharacters", False),
    ("compatibility_characters", "CompatibilityCharacters", True),
    ("base64_payload", "Base64Payload", True),
    ("hex_payload", "HexPayload", True),
    ("url_encoded_payload", "UrlEncodedPayload", True),
    ("html_entity_payload", "HtmlEntityPayload", True),
    ("tag_smuggling", "TagSmuggling", True),
    ("obfuscated_payload", "ObfuscatedPayload", True),
    # cross-entity rules
    ("name_collision", "NameCollision", False),
    ("deceptive_annotations", "DeceptiveAnnotations", False),
    ("toxic_flow", "ToxicFlow", False),
    ("skill_script", "SkillScript", False),
    ("cloaking", "Cloaking", False),
    # learned rules
    ("embedded_directive", "EmbeddedDirective", False),
    # posture rules
    ("secret_in_url", "SecretInUrl", False),
    ("plaintext_remote", "PlaintextRemote", False),
    ("literal_credential", "LiteralCredential", False),
    ("unpinned_launcher", "UnpinnedLauncher", False),
    ("unpinned_remote", "UnpinnedRemote", False),
    ("fetch_and_execute", "FetchAndExecute", False),
)

#: the rule table ``scripts/gen_matcher.py`` writes (see :func:`rule_table`)
TABLE_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "rule_table.json")
#: the layout of that table; a table of another layout is not read
TABLE_LAYOUT = "rules-1"
#: what the table holds of each field rule, read by the engine and the matcher
_FIELD_ATTRS = ("id", "severity", "summary", "severities", "needs", "triggers", "content",
                "second_opinion")  # fmt: skip


def _build(module: str, cls_name: str, takes_content: bool, content: ContentRules) -> Rule:
    cls = getattr(importlib.import_module(f"{__name__}.{module}"), cls_name)
    made: Rule = cls(content) if takes_content else cls()
    return made


def _eager() -> dict[str, object]:
    """Every rule, imported and built, registered with the matcher."""
    from rune.text import matcher

    content = ContentRules()
    every = tuple(_build(m, c, t, content) for m, c, t in _ENTRIES)
    field = tuple(r for r in every if isinstance(r, FieldRule))
    content_rules = tuple(r for r in field if r.content)
    matcher.register(field)
    content.bind(content_rules)
    return {
        "ALL_RULES": every,
        "FIELD_RULES": field,
        "CONTENT_RULES": content_rules,
        "RULES_BY_ID": {r.id: r for r in every},
    }


def __getattr__(name: str) -> object:
    """:data:`ALL_RULES` and its views, built on first use."""
    if name in ("ALL_RULES", "FIELD_RULES", "CONTENT_RULES", "RULES_BY_ID"):
        if "ALL_RULES" not in globals():
            globals().update(_eager())
        return globals()[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _all_rules() -> tuple[Rule, ...]:
    return cast("tuple[Rule, ...]", __getattr__("ALL_RULES"))


def _entry_names() -> list[str]:
    return [f"{m}:{c}" for m, c, _ in _ENTRIES]


def _plain(value: object) -> object:
    """*value* (tuples, severities) as JSON holds it."""
    if isinstance(value, Severity):
        return value.name
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


def table_data() -> dict[str, object]:
    """The rule table as ``scripts/gen_matcher.py`` writes it: for every
    entry, its kind and, for a field rule, what the engine and the matcher
    read of it (read off the imported rules)."""
    rules: list[dict[str, object]] = []
    for rule in _all_rules():
        if isinstance(rule, FieldRule):
            row: dict[str, object] = {"kind": "field"}
            row.update({a: _plain(getattr(rule, a)) for a in _FIELD_ATTRS})
        else:
            row = {"kind": "scan" if isinstance(rule, ScanRule) else "other", "id": rule.id}
        rules.append(row)
    return {"layout": TABLE_LAYOUT, "entries": _entry_names(), "rules": rules}


def rule_table() -> list[dict[str, object]] | None:
    """The rows of the shipped rule table, or ``None`` when it is missing,
    unreadable, of another layout, or lists other rules than :data:`_ENTRIES`."""
    try:
        with open(TABLE_FILE, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError):
        return None
    if (
        not isinstance(data, dict)
        or data.get("layout") != TABLE_LAYOUT
        or data.get("entries") != _entry_names()
        or not isinstance(data.get("rules"), list)
        or len(data["rules"]) != len(_ENTRIES)
    ):
        return None
    return cast("list[dict[str, object]]", data["rules"])


def rule_ids() -> frozenset[str]:
    """The id of every registered rule: read off the rule table (which lists
    every rule, field rules or not), so checking a ``--disable`` imports no
    rule module; from :data:`RULES_BY_ID` when the table cannot be used."""
    rows = rule_table()
    ids = [row.get("id") for row in rows] if rows is not None else []
    if rows is not None and all(isinstance(i, str) for i in ids):
        return frozenset(cast("list[str]", ids))
    return frozenset(cast("dict[str, Rule]", __getattr__("RULES_BY_ID")))


class _StandIn(FieldRule):
    """A field rule as the rule table describes it: its module is imported,
    and the rule built, the first time the engine calls it.

    The attributes the engine and the matcher read come from the table; once
    built, the real rule must agree with them (a stale table is an internal
    error, never a silently different scan)."""

    _module: str
    _cls_name: str
    _takes_content: bool

    def __init__(self, content: ContentRules) -> None:
        self._content = content
        self._rule: FieldRule | None = None

    def real(self) -> FieldRule:
        """The rule itself, imported and built on first use."""
        got = self._rule
        if got is None:
            built = _build(self._module, self._cls_name, self._takes_content, self._content)
            if not isinstance(built, FieldRule):
                raise RuntimeError(f"rule table is stale: {self.id} is not a field rule")
            for attr in _FIELD_ATTRS:
                if _plain(getattr(built, attr)) != _plain(getattr(self, attr)):
                    raise RuntimeError(
                        f"rule table is stale ({self.id}.{attr}): run python scripts/gen_matcher.py"
                    )
            got = self._rule = built
        return got

    def check(self, view: TextView) -> Iterator[Match]:
        return self.real().check(view)


def _tuple(value: object) -> object:
    if isinstance(value, list):
        return tuple(_tuple(v) for v in value)
    return value


def _stand_in(module: str, cls_name: str, takes: bool, row: Mapping[str, object]) -> type[_StandIn]:
    attrs: dict[str, object] = {a: _tuple(row[a]) for a in _FIELD_ATTRS}
    attrs["severity"] = Severity[cast("str", row["severity"])]
    graded = cast("list[str]", row["severities"])
    attrs["severities"] = tuple(Severity[s] for s in graded)
    attrs.update(_module=module, _cls_name=cls_name, _takes_content=takes)
    attrs["__doc__"] = f"Stand-in for {cls_name} (built on first call)."
    return type(f"StandIn{cls_name}", (_StandIn,), attrs)


#: the stand-ins of the field rules (with their content rules), once built
_STAND_INS: tuple[tuple[FieldRule, ...], ContentRules] | None = None
#: what :func:`lazy_rules` built
_LAZY: tuple[Rule, ...] | None = None


def _stand_ins(rows: Sequence[Mapping[str, object]]) -> tuple[tuple[FieldRule, ...], ContentRules]:
    global _STAND_INS
    if _STAND_INS is None:
        content = ContentRules()
        field: list[FieldRule] = [
            _stand_in(module, cls_name, takes, row)(content)
            for (module, cls_name, takes), row in zip(_ENTRIES, rows, strict=True)
            if row.get("kind") == "field"
        ]
        content.bind([r for r in field if r.content])
        _STAND_INS = (tuple(field), content)
    return _STAND_INS


def lazy_rules() -> tuple[Rule, ...] | None:
    """Stand-ins for the field rules and the scan rules themselves, in
    registry order (``None`` when the rule table cannot be used). Built once."""
    global _LAZY
    if _LAZY is not None:
        return _LAZY
    rows = rule_table()
    if rows is None:
        return None
    field, content = _stand_ins(rows)
    by_module = {r._module: r for r in cast("tuple[_StandIn, ...]", field)}
    out: list[Rule] = []
    for (module, cls_name, takes), row in zip(_ENTRIES, rows, strict=True):
        if row.get("kind") == "field":
            stand_in = by_module[module]
            if stand_in.needs is None:
                stand_in.real()  # called on every string: built with the scan rules
            out.append(stand_in)
        elif row.get("kind") == "scan":
            out.append(_build(module, cls_name, takes, content))
    _LAZY = tuple(out)
    return _LAZY


def scan_rules() -> tuple[Rule, ...]:
    """The rules a scan runs (see the module's docstring): :func:`lazy_rules`,
    or :data:`ALL_RULES` when those are already built or the rule table
    cannot be used."""
    if "ALL_RULES" in globals():
        return _all_rules()
    return lazy_rules() or _all_rules()


def _register() -> None:
    """Register the field rules' stand-ins with the matcher (the real rules
    replace them when :data:`ALL_RULES` is built): importing the registry
    registers the field rules, as it always has, without importing them."""
    rows = rule_table()
    if rows is not None:
        from rune.text import matcher

        matcher.register(_stand_ins(rows)[0])


#: Severity.LOW, or None for a facet an agent file keeps quiet
_QUIET = None


class AgentFileProfile:
    """Which field rules read agent skills and instruction files, and how.

    Those files exist to give the agent orders and a persona, so a rule that
    flags an order as such (preference, shadowing, markup) would flag every
    house rule and is left out; what reads them is hidden and encoded text,
    look-alikes, concealment, exfiltration, credential reads, command
    execution and instruction override. Within a rule that reads them, some
    kinds of hit (a match's ``facet``) mean something else in an agent file:
    "you are now in review mode" or "act as a senior reviewer" is the file's
    job there, while voiding earlier or safety instructions, a privileged or
    unrestricted mode, a forged system label or turn is still an attack. A
    facet listed here is dropped (``None``) or reported at the given severity
    in an agent file, and only there; every other hit keeps its severity.

    ``rules`` gives the engine the wrapped rules to run on agent files: each
    keeps its id, needs and triggers, so the one-pass matcher gates it the
    same way, and filters its own matches.
    """

    def __init__(
        self, rules: frozenset[str], facets: dict[str, dict[str, Severity | None]]
    ) -> None:
        unknown = set(facets) - rules
        if unknown:
            raise ValueError(f"agent-file facets for rules that do not read agent files: {unknown}")
        self.ids = rules
        self.facets = facets
        self._wrapped: dict[int, tuple[FieldRule, FieldRule]] = {}

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self.ids

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(self.ids))

    def __len__(self) -> int:
        return len(self.ids)

    def judge(self, rule_id: str, m: Match) -> Match | None:
        """*m* as an agent file reports it: unchanged, lowered, or ``None``."""
        policy = self.facets.get(rule_id)
        if policy is None or m.facet is None or m.facet not in policy:
            return m
        level = policy[m.facet]
        return None if level is _QUIET else replace(m, severity=level)

    def rules(self, field_rules: Sequence[FieldRule]) -> list[FieldRule]:
        """The rules of *field_rules* that read agent files, each wrapped in
        this profile (the same wrapper object for the same rule, so the
        matcher's plans stay cached)."""
        out = []
        for rule in field_rules:
            if rule.id not in self.ids:
                continue
            if rule.id not in self.facets:
                out.append(rule)
                continue
            got = self._wrapped.get(id(rule))
            if got is None:
                got = self._wrapped[id(rule)] = (rule, _agent_file_rule(rule, self))
            out.append(got[1])
        return out


class _AgentFileRule(FieldRule):
    """A field rule as an agent file runs it: the inner rule's matches,
    judged by the profile."""

    def __init__(self, inner: FieldRule, profile: AgentFileProfile) -> None:
        self.inner = inner
        self.profile = profile

    def check(self, view: TextView) -> Iterator[Match]:
        for m in self.inner.check(view):
            judged = self.profile.judge(self.id, m)
            if judged is not None:
                yield judged


def _agent_file_rule(rule: FieldRule, profile: AgentFileProfile) -> FieldRule:
    cls = type(rule)
    attrs = {
        name: getattr(rule, name)
        for name in ("id", "severity", "summary", "severities", "needs", "triggers", "content",
                     "second_opinion", "flags", "quiet")
    }  # fmt: skip
    attrs["__doc__"] = cls.__doc__
    wrapper = type(f"AgentFile{cls.__name__}", (_AgentFileRule,), attrs)
    made: FieldRule = wrapper(rule, profile)
    return made


#: the agent-file profile (see :class:`AgentFileProfile`)
AGENT_FILE_RULES = AgentFileProfile(
    frozenset(
        {
            "invisible-characters",
            "confusable-characters",
            "tag-smuggling",
            "base64-payload",
            "hex-payload",
            "url-encoded-payload",
            "html-entity-payload",
            "obfuscated-payload",
            "concealment",
            "data-exfiltration",
            "sensitive-file-access",
            "hidden-instructions",
            "command-execution",
        }
    ),
    {
        # a persona or a working mode is what an instruction file gives
        "hidden-instructions": {"role-assignment": _QUIET, "mode-switch": _QUIET},
        # one word joiner or zero-width space at a word's edge, alone in the
        # file, is left by copy and paste; it still shows, at low
        "invisible-characters": {"lone-break": Severity.LOW},
    },
)

_register()
