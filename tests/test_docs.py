from __future__ import annotations

import importlib.util
from types import ModuleType

from rune.docs import explain, list_rules
from rune.rules import ALL_RULES
from tests.conftest import ROOT


def _generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gen_docs", ROOT / "scripts" / "gen_docs.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_docs_rules_md_is_current() -> None:
    committed = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert committed == _generator().rules_markdown(), (
        "docs/rules.md is stale: regenerate with python scripts/gen_docs.py"
    )


def test_list_rules_names_every_rule(cli) -> None:  # type: ignore[no-untyped-def]
    r = cli("--list-rules")
    assert r.code == 0
    for rule in ALL_RULES:
        assert rule.id in r.out
    assert list_rules() == r.out


def test_explain(cli) -> None:  # type: ignore[no-untyped-def]
    r = cli("--explain", "name-collision")
    assert r.code == 0
    assert "What it flags" in r.out
    assert explain("name-collision") == r.out


def test_explain_unknown_rule(cli) -> None:  # type: ignore[no-untyped-def]
    r = cli("--explain", "no-such-rule")
    assert r.code == 2
    assert "no rule named" in r.err
