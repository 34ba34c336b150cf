"""Every posture rule's own flags/quiet examples, run through the config path:
each example is a whole client config, read as a config file would be, and
every enabled entry is checked (``tests.rules.posture_examples``)."""

from __future__ import annotations

from typing import Any

import pytest

from rune.rules import ALL_RULES
from rune.rules.base import PostureRule
from tests.rules.posture_examples import example_findings, posture_rules

CASES = [
    pytest.param(rule.id, kind, i, ex, id=f"{rule.id}-{kind}-{i}")
    for rule in posture_rules()
    for kind, examples in (("flags", rule.flags), ("quiet", rule.quiet))
    for i, ex in enumerate(examples)
]


@pytest.mark.parametrize(("rule_id", "kind", "index", "example"), CASES)
def test_posture_example(rule_id: str, kind: str, index: int, example: Any) -> None:
    findings = example_findings(example)
    fired = {f.rule for f in findings}
    if kind == "flags":
        assert rule_id in fired, f"{rule_id} did not fire on its flags[{index}]: {example!r}"
    else:
        assert rule_id not in fired, f"{rule_id} fired on its quiet[{index}]: {example!r}"


def test_every_posture_rule_is_registered_with_config_examples() -> None:
    ids = {r.id for r in posture_rules()}
    assert ids == {
        "secret-in-url",
        "plaintext-remote",
        "literal-credential",
        "unpinned-launcher",
        "unpinned-remote",
        "fetch-and-execute",
    }
    for rule in ALL_RULES:
        if isinstance(rule, PostureRule):
            assert all(isinstance(ex, dict) for ex in (*rule.flags, *rule.quiet)), rule.id


@pytest.mark.parametrize("rule", posture_rules(), ids=lambda r: r.id)
def test_posture_findings_carry_a_config_location(rule: PostureRule) -> None:
    for example in rule.flags:
        for f in example_findings(example, rules=[rule]):
            assert f.location is not None and f.location.line >= 1
            assert f.doc_path is not None and f.doc_path[: len(f.entity.path)] == f.entity.path
