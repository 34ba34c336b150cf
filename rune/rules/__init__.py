"""The registry: the explicit tuple of every rule rune runs.

Adding a rule is one module in this package and one line below. Order is the
order of ``--list-rules``, ``docs/rules.md`` and the SARIF rule table.
"""

from __future__ import annotations

from rune.rules.base import ContentRules, FieldRule, Rule
from rune.text import matcher

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

#: the field rules that also read agent skills and instruction files. Those
#: files exist to give the agent orders, so a rule that flags an order as such
#: (preference, shadowing, markup) would flag every house rule; what stays is
#: hidden and encoded text, look-alikes, concealment, exfiltration, credential
#: reads and instruction override.
AGENT_FILE_RULES: frozenset[str] = frozenset(
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
)

FIELD_RULES: tuple[FieldRule, ...] = tuple(r for r in ALL_RULES if isinstance(r, FieldRule))
CONTENT_RULES: tuple[FieldRule, ...] = tuple(r for r in FIELD_RULES if r.content)
matcher.register(FIELD_RULES)
RULES_BY_ID: dict[str, Rule] = {r.id: r for r in ALL_RULES}
_CONTENT.bind(CONTENT_RULES)
