"""Every rule's own flags/quiet examples, run through the full engine, plus the
catalogue checks: every module registered, documented, with examples.

A flags example must fire its rule *where it should*: every finding of the rule points
(JSON pointer, key or value, offset) at text of the example that equals the flagged span,
and the landing places of all flags examples are pinned in
``tests/fixtures/findings/examples.json`` (regenerate with ``RUNE_UPDATE_GOLDEN=1`` and
review the diff), so a change in where a finding lands fails like a change in whether it
fires."""

from __future__ import annotations

import importlib
import json
import os
import pkgutil
from pathlib import Path
from typing import Any

import pytest

import rune.rules
from rune import engine
from rune.model import Document, Entity, EntityKind, Finding, Source, pointer
from rune.rules import ALL_RULES, RULES_BY_ID
from rune.rules.base import FieldRule, Rule, ScanRule
from rune.sources.manifest import document_from_data


def _is_posture(rule: Rule) -> bool:
    return not isinstance(rule, FieldRule | ScanRule)


def example_manifest(example: str | dict[str, Any]) -> Any:
    if isinstance(example, str):
        return {"tools": [{"name": "example_tool", "description": example}]}
    return example


SNAPSHOT = Path(__file__).resolve().parent.parent / "fixtures" / "findings" / "examples.json"
UPDATE = bool(os.environ.get("RUNE_UPDATE_GOLDEN"))


def example_findings(example: str | dict[str, Any]) -> tuple[Any, list[Finding]]:
    """The document data the example becomes and every finding on it."""
    if isinstance(example, dict) and "skill" in example:
        # one Agent Skill entity, as rune.sources.agent_files builds it
        source = Source(label="SKILL.md", kind="skill")
        skill = Entity(EntityKind.SKILL, "example", "example", source, (), example["skill"])
        return example["skill"], engine.scan_documents([Document(source, (skill,))])
    data = example_manifest(example)
    doc = document_from_data(data, Source(label="example", kind="manifest"))
    return data, engine.scan_documents([doc])


def rules_fired(example: str | dict[str, Any]) -> set[str]:
    return {f.rule for f in example_findings(example)[1]}


def _at(data: Any, path: tuple[str | int, ...], is_key: bool) -> str:
    """The string a finding's document path names: the value, or the key's own name."""
    node = data
    for step in path[:-1] if is_key else path:
        node = node[step]
    if is_key:
        assert isinstance(node, dict) and path[-1] in node, path
        return str(path[-1])
    assert isinstance(node, str), (path, node)
    return node


def landings(rule_id: str, example: str | dict[str, Any]) -> list[dict[str, Any]]:
    """Where *rule_id*'s findings land on *example*, checked against the example's text."""
    data, found = example_findings(example)
    out = []
    for f in found:
        if f.rule != rule_id:
            continue
        path = f.doc_path if f.doc_path is not None else (*f.entity.path, *f.path)
        text = _at(data, path, f.is_key)
        assert f.matched, f"{rule_id}: empty flagged span at {pointer(path)}"
        assert text[f.offset : f.offset + len(f.matched)] == f.matched, (
            f"{rule_id}: {f.matched!r} is not at offset {f.offset} of {pointer(path)}: {text!r}"
        )
        out.append(
            {"pointer": pointer(path), "key": f.is_key, "offset": f.offset, "span": f.matched}
        )
    return sorted(out, key=lambda d: (d["pointer"], d["key"], d["offset"], d["span"]))


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
        landings(rule_id, example)  # every finding points at its own flagged text
    else:
        assert rule_id not in fired, f"{rule_id} fired on its quiet[{index}]: {example!r}"


def test_flags_land_where_the_snapshot_says() -> None:
    """Where every flags example's findings land (pointer, key, offset, span)."""
    now = {
        f"{rule.id}/flags[{i}]": landings(rule.id, ex)
        for rule in ALL_RULES
        if not _is_posture(rule)
        for i, ex in enumerate(rule.flags)
    }
    if UPDATE:
        SNAPSHOT.write_text(json.dumps(now, indent=1, ensure_ascii=True) + "\n", "utf-8")
    assert SNAPSHOT.exists(), f"{SNAPSHOT} missing: run with RUNE_UPDATE_GOLDEN=1"
    before = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
    changed = sorted(k for k in now.keys() | before.keys() if now.get(k) != before.get(k))
    assert not changed, (
        f"findings land elsewhere for {changed[:10]}: rerun with RUNE_UPDATE_GOLDEN=1"
    )


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
