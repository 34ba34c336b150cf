"""Write ``docs/rules.md`` from the registered rules' docstrings and examples.

Run from a checkout: ``python scripts/gen_docs.py``. The rules come from the
registry's explicit tuple, in its order; each rule's sections are read with
the same parser ``--explain`` and the SARIF rule table use.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rune.docs import severity_text
from rune.rules import ALL_RULES
from rune.rules.base import Rule, doc_sections


def _example_text(ex: object) -> str:
    if isinstance(ex, str):
        return ex.encode("unicode_escape").decode("ascii") if not ex.isprintable() else ex
    return json.dumps(ex, ensure_ascii=True)


def rule_markdown(rule: Rule) -> str:
    out = [f"## {rule.id}", "", f"Severity: **{severity_text(rule)}**. {rule.summary}.", ""]
    for heading, body in doc_sections(rule.doc()):
        paras = [" ".join(p.split()) for p in body.split("\n\n") if p.strip()]
        if heading and paras:
            out += [f"### {heading}", "", paras.pop(0), ""]
        for para in paras:
            out += [para, ""]
    if rule.flags:
        out += ["### Flagged examples", ""]
        out += [f"- `{_example_text(e)}`" for e in rule.flags[:6]]
        out.append("")
    if rule.quiet:
        out += ["### Quiet examples", ""]
        out += [f"- `{_example_text(e)}`" for e in rule.quiet[:6]]
        out.append("")
    return "\n".join(out)


def rules_markdown() -> str:
    head = [
        "# rune rules",
        "",
        "Generated from the rule modules by `python scripts/gen_docs.py`; do not edit by hand.",
        "",
        "| rule | severity | what it catches |",
        "| --- | --- | --- |",
    ]
    head += [f"| [{r.id}](#{r.id}) | {severity_text(r)} | {r.summary} |" for r in ALL_RULES]
    head.append("")
    return "\n".join(head + [rule_markdown(r) for r in ALL_RULES])


def main() -> None:
    out = Path(__file__).resolve().parent.parent / "docs" / "rules.md"
    out.write_text(rules_markdown(), encoding="utf-8")


if __name__ == "__main__":
    main()
