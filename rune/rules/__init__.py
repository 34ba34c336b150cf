"""The registry: the explicit tuple of every rule rune runs.

Adding a rule is one module in this package and one line below. Order is the
order of ``--list-rules``, ``docs/rules.md`` and the SARIF rule table.
"""

from __future__ import annotations

from rune.rules.base import FieldRule, Rule, ScanRule

# --- phrase rules (block owned by the phrase-rules work) ---
# --- end phrase rules ---

# --- character and encoding rules (block owned by the character-rules work) ---
# --- end character rules ---

# --- cross-entity rules ---
from rune.rules.name_collision import NameCollision

# --- end cross-entity rules ---

# --- config posture rules (block owned by the config work) ---
# --- end posture rules ---

ALL_RULES: tuple[Rule, ...] = (
    # phrase rules
    # character rules
    NameCollision(),
    # posture rules
)

FIELD_RULES: tuple[FieldRule, ...] = tuple(r for r in ALL_RULES if isinstance(r, FieldRule))
CONTENT_RULES: tuple[FieldRule, ...] = tuple(r for r in FIELD_RULES if r.content)
SCAN_RULES: tuple[ScanRule, ...] = tuple(r for r in ALL_RULES if isinstance(r, ScanRule))
RULES_BY_ID: dict[str, Rule] = {r.id: r for r in ALL_RULES}


def get_rule(rule_id: str) -> Rule | None:
    return RULES_BY_ID.get(rule_id)
