"""Rule documentation: ``--list-rules``, ``--explain`` and ``docs/rules.md``.

``python -m rune.docs > docs/rules.md`` regenerates the file; a test fails
when the committed copy is stale.
"""

from __future__ import annotations

from rune.errors import UsageError
from rune.rules import ALL_RULES, RULES_BY_ID
from rune.rules.base import Rule


def list_rules() -> str:
    width = max(len(r.id) for r in ALL_RULES)
    lines = [f"{r.id:<{width}}  {r.severity.label:<6}  {r.summary}" for r in ALL_RULES]
    return "\n".join(lines) + "\n"


def explain(rule_id: str) -> str:
    rule = RULES_BY_ID.get(rule_id)
    if rule is None:
        raise UsageError(f"no rule named {rule_id[:60]!r}; rune --list-rules lists them")
    return f"{rule.id} ({rule.severity.label})\n{rule.summary}\n\n{rule.doc()}\n"


def _example_text(ex: object) -> str:
    import json

    if isinstance(ex, str):
        return ex.encode("unicode_escape").decode("ascii") if not ex.isprintable() else ex
    return json.dumps(ex, ensure_ascii=True)


def rule_markdown(rule: Rule) -> str:
    out = [f"## {rule.id}", "", f"Severity: **{rule.severity.label}**. {rule.summary}.", ""]
    for para in rule.doc().split("\n\n"):
        head, _, body = para.partition("\n")
        if head.endswith(":") and body:
            out += [f"### {head[:-1]}", "", " ".join(body.split()), ""]
        else:
            out += [" ".join(para.split()), ""]
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
        "Generated from the rule modules by `python -m rune.docs`; do not edit by hand.",
        "",
        "| rule | severity | what it catches |",
        "| --- | --- | --- |",
    ]
    head += [f"| [{r.id}](#{r.id}) | {r.severity.label} | {r.summary} |" for r in ALL_RULES]
    head.append("")
    return "\n".join(head + [rule_markdown(r) for r in ALL_RULES])


if __name__ == "__main__":
    import sys

    sys.stdout.write(rules_markdown())
