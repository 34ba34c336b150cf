"""Every rule's own flags/quiet examples, run through the full engine, plus the
catalogue checks: every module registered, documented, with examples."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

import pytest

import rune.rules
from rune import engine
from rune.model import Document, Entity, EntityKind, Source
from rune.rules import ALL_RULES, RULES_BY_ID
from rune.rules.base import FieldRule, Rule, ScanRule
from rune.sources.manifest import document_from_data


def _is_posture(rule: Rule) -> bool:
    return not isinstance(rule, FieldRule | ScanRule)


def example_manifest(example: str | dict[str, Any]) -> Any:
    if isinstance(example, str):
        return {"tools": [{"name": "example_tool", "description": example}]}
    return example


def rules_fired(example: str | dict[str, Any]) -> set[str]:
    if isinstance(example, dict) and "skill" in example:
        # one Agent Skill entity, as rune.sources.agent_files builds it
        source = Source(label="SKILL.md", kind="skill")
        skill = Entity(EntityKind.SKILL, "example", "example", source, (), example["skill"])
        return {f.rule for f in engine.scan_documents([Document(source, (skill,))])}
    doc = document_from_data(example_manifest(example), Source(label="example", kind="manifest"))
    return {f.rule for f in engine.scan_documents([doc])}


CASES = [
    pytest.param(rule.id, kind, i, ex, id=f"{rule.id}-{kind}-{i}")
    for rule in ALL_RULES
    if not _is_posture(rule)
    for kind, examples in (("flags", rule.flags), ("quiet", rule.quiet))
    for i, ex in enumerate(examples)
]


@pytest.mark.parametrize(("rule_id", "kind", "index", "example"), CASES)
def test_rule_example(rule_id: str, kind: str, index: int, example: Any) -> None:
    fired = rules_fired(example)
    if kind == "flags":
        assert rule_id in fired, f"{rule_id} did not fire on its flags[{index}]: {example!r}"
    else:
        assert rule_id not in fired, f"{rule_id} fired on its quiet[{index}]: {example!r}"


def test_every_rule_module_is_registered() -> None:
    registered = {type(r).__module__ for r in ALL_RULES}
    for mod in pkgutil.iter_modules(rune.rules.__path__):
        if mod.name in ("base",) or mod.name.startswith("_"):
            continue
        module = importlib.import_module(f"rune.rules.{mod.name}")
        classes = [
            obj
            for obj in vars(module).values()
            if isinstance(obj, type)
            and issubclass(obj, Rule)
            and obj.__module__ == module.__name__
            and getattr(obj, "id", None)
        ]
        for cls in classes:
            assert cls.__module__ in registered, f"{cls.__name__} is not in ALL_RULES"


@pytest.mark.parametrize("rule", ALL_RULES, ids=lambda r: r.id)
def test_rule_is_documented_with_examples(rule: Rule) -> None:
    assert rule.id == rule.id.lower() and " " not in rule.id
    assert RULES_BY_ID[rule.id] is rule
    doc = rule.doc()
    for section in ("What it flags:", "Why it matters:", "What keeps it quiet:", "Known limits:"):
        assert section in doc, f"{rule.id} docstring lacks {section!r}"
    assert rule.summary and not rule.summary.endswith(".")
    assert len(rule.flags) >= 2, f"{rule.id} needs at least two flags examples"
    assert len(rule.quiet) >= 2, f"{rule.id} needs at least two quiet examples"


def test_rule_ids_unique() -> None:
    ids = [r.id for r in ALL_RULES]
    assert len(ids) == len(set(ids))
