"""Rule documentation at run time: ``--list-rules`` and ``--explain``.

``docs/rules.md`` is written by ``scripts/gen_docs.py`` from the same
docstrings; a test fails when the committed copy is stale.
"""

from __future__ import annotations

from rune.errors import UsageError
from rune.rules import ALL_RULES, RULES_BY_ID
from rune.rules.base import Rule


def severity_text(rule: Rule) -> str:
    """``medium``, or ``low-medium`` for a rule that grades its findings."""
    low, high = rule.severity_range()
    return low.label if low == high else f"{low.label}-{high.label}"


def list_rules() -> str:
    width = max(len(r.id) for r in ALL_RULES)
    lines = [f"{r.id:<{width}}  {severity_text(r):<11}  {r.summary}" for r in ALL_RULES]
    return "\n".join(lines) + "\n"


def closest_rule(rule_id: str) -> str | None:
    """The registered rule id nearest to *rule_id*, if any is near."""
    import difflib

    wanted = rule_id.strip().lower().replace("_", "-")
    if wanted in RULES_BY_ID:
        return wanted
    found = difflib.get_close_matches(wanted, list(RULES_BY_ID), n=1, cutoff=0.6)
    if found:
        return found[0]
    hits = [r for r in RULES_BY_ID if wanted and (wanted in r or r in wanted)]
    return hits[0] if len(hits) == 1 else None


def unknown_rule(rule_id: str, flag: str = "--explain") -> UsageError:
    """The error for a rule id that is not registered, offering the closest."""
    near = closest_rule(rule_id)
    hint = f"; did you mean {near}?" if near else ""
    return UsageError(
        f"{flag}: no rule named {rule_id[:60]!r}{hint} (rune --list-rules lists them)"
    )


def explain(rule_id: str) -> str:
    rule = RULES_BY_ID.get(rule_id)
    if rule is None:
        raise unknown_rule(rule_id)
    text = f"{rule.id} ({severity_text(rule)})\n{rule.summary}\n\n{rule.doc()}\n"
    card = getattr(rule, "card", None)
    return text + f"\n{card()}\n" if callable(card) else text
