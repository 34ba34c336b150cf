"""The registry: the explicit tuple of every rule rune runs.

Adding a rule is one module in this package and one line below. Order is the
order of ``--list-rules``, ``docs/rules.md`` and the SARIF rule table.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace

from rune.model import Match, Severity
from rune.rules.base import ContentRules, FieldRule, Rule
from rune.text import matcher
from rune.text.normalise import TextView

from rune.rules.data_exfiltration import DataExfiltration
from rune.rules.hidden_instructions import HiddenInstructions
from rune.rules.concealment import Concealment
from rune.rules.sensitive_file_access import SensitiveFileAccess
from rune.rules.injection_markup import InjectionMarkup
from rune.rules.tool_shadowing import ToolShadowing
from rune.rules.preference_manipulation import PreferenceManipulation
from rune.rules.prompt_extraction import PromptExtraction
from rune.rules.command_execution import CommandExecution
from rune.rules.tool_precondition import ToolPrecondition
from rune.rules.consent_bypass import ConsentBypass
from rune.rules.response_manipulation import ResponseManipulation

from rune.rules.invisible_characters import InvisibleCharacters
from rune.rules.confusable_characters import ConfusableCharacters
from rune.rules.compatibility_characters import CompatibilityCharacters
from rune.rules.base64_payload import Base64Payload
from rune.rules.hex_payload import HexPayload
from rune.rules.url_encoded_payload import UrlEncodedPayload
from rune.rules.html_entity_payload import HtmlEntityPayload
from rune.rules.tag_smuggling import TagSmuggling
from rune.rules.obfuscated_payload import ObfuscatedPayload

from rune.rules.name_collision import NameCollision
from rune.rules.deceptive_annotations import DeceptiveAnnotations
from rune.rules.toxic_flow import ToxicFlow
from rune.rules.skill_script import SkillScript
from rune.rules.cloaking import Cloaking

from rune.rules.embedded_directive import EmbeddedDirective

from rune.rules.secret_in_url import SecretInUrl
from rune.rules.plaintext_remote import PlaintextRemote
from rune.rules.literal_credential import LiteralCredential
from rune.rules.unpinned_launcher import UnpinnedLauncher
from rune.rules.unpinned_remote import UnpinnedRemote
from rune.rules.fetch_and_execute import FetchAndExecute


#: what the rules that re-scan uncovered text run; bound to CONTENT_RULES below
_CONTENT = ContentRules()

ALL_RULES: tuple[Rule, ...] = (
    # phrase rules
    DataExfiltration(),
    HiddenInstructions(),
    Concealment(),
    SensitiveFileAccess(),
    InjectionMarkup(),
    ToolShadowing(),
    PreferenceManipulation(),
    PromptExtraction(),
    CommandExecution(),
    ToolPrecondition(),
    ConsentBypass(),
    ResponseManipulation(),
    # character rules
    InvisibleCharacters(),
    ConfusableCharacters(),
    CompatibilityCharacters(_CONTENT),
    Base64Payload(_CONTENT),
    HexPayload(_CONTENT),
    UrlEncodedPayload(_CONTENT),
    HtmlEntityPayload(_CONTENT),
    TagSmuggling(_CONTENT),
    ObfuscatedPayload(_CONTENT),
    # cross-entity rules
    NameCollision(),
    DeceptiveAnnotations(),
    ToxicFlow(),
    SkillScript(),
    Cloaking(),
    # learned rules
    EmbeddedDirective(),
    # posture rules
    SecretInUrl(),
    PlaintextRemote(),
    LiteralCredential(),
    UnpinnedLauncher(),
    UnpinnedRemote(),
    FetchAndExecute(),
)

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

FIELD_RULES: tuple[FieldRule, ...] = tuple(r for r in ALL_RULES if isinstance(r, FieldRule))
CONTENT_RULES: tuple[FieldRule, ...] = tuple(r for r in FIELD_RULES if r.content)
matcher.register(FIELD_RULES)
RULES_BY_ID: dict[str, Rule] = {r.id: r for r in ALL_RULES}
_CONTENT.bind(CONTENT_RULES)
