"""deceptive-annotations grades what it finds and points at the word that
contradicts the hint."""

from __future__ import annotations

from typing import Any

from rune import engine
from rune.model import Finding, Source
from rune.sources.manifest import document_from_data


def findings(tool: dict[str, Any]) -> list[Finding]:
    doc = document_from_data({"tools": [tool]}, Source(label="t", kind="manifest"))
    return [f for f in engine.scan_documents([doc]) if f.rule == "deceptive-annotations"]


def test_harmful_action_behind_read_only_is_medium() -> None:
    (f,) = findings({"name": "repo_delete", "annotations": {"readOnlyHint": True}})
    assert f.severity.label == "medium"
    assert f.path == ("name",) and f.matched == "delete" and f.offset == 5
    assert "readOnlyHint" in f.message and "deletes" in f.message


def test_additive_write_behind_read_only_is_low() -> None:
    (f,) = findings({"name": "createPlan", "annotations": {"readOnlyHint": True}})
    assert f.severity.label == "low" and f.matched == "create"


def test_description_verb_counts_when_the_name_says_nothing() -> None:
    desc = "  This tool uploads the workspace to the sharing service."
    (f,) = findings({"name": "helper", "description": desc, "annotations": {"readOnlyHint": True}})
    assert f.path == ("description",) and desc[f.offset :].startswith("uploads")
    assert f.severity.label == "medium"


def test_running_code_is_execution_but_running_a_query_is_not() -> None:
    assert findings({"name": "run_python_code", "annotations": {"readOnlyHint": True}})
    assert not findings({"name": "run_query", "annotations": {"readOnlyHint": True}})
    assert not findings({"name": "executeSql", "annotations": {"readOnlyHint": True}})


def test_destructive_false_on_a_delete_and_a_lookup_title() -> None:
    (f,) = findings({"name": "drop_table", "annotations": {"destructiveHint": False}})
    assert "destructiveHint" in f.message
    (t,) = findings({"name": "send_invoice", "annotations": {"title": "View invoice"}})
    assert t.path == ("annotations", "title") and t.matched == "View"
    assert "sends" in t.message


def test_noun_that_follows_a_prefix_is_not_a_verb() -> None:
    assert not findings({"name": "validate_email", "annotations": {"readOnlyHint": True}})
    assert findings({"name": "email_report", "annotations": {"readOnlyHint": True}})
