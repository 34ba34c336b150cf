"""The SARIF rule table: one descriptor per rule, from the rule's own doc."""

from __future__ import annotations

import re

from rune.jsonvalue import Json, JsonObject
from rune.model import Severity
from rune.rules.base import Rule, doc_sections

RULES_DOC_URI = "https://github.com/rune-scan/rune/blob/main/docs/rules.md"

LEVELS = {Severity.HIGH: "error", Severity.MEDIUM: "warning", Severity.LOW: "note"}
#: GitHub ranks security alerts by this: >=7 high, 4-6.9 medium, <4 low
SECURITY_SEVERITY = {Severity.HIGH: "8.0", Severity.MEDIUM: "5.5", Severity.LOW: "2.0"}
BASE_TAGS = ("security", "mcp")


def _paragraph(text: str) -> str:
    """First paragraph of *text*, its line breaks folded to spaces."""
    first = text.strip().split("\n\n", 1)[0]
    return " ".join(first.split())


def _help(rule: Rule) -> tuple[str, str, str]:
    """(full description, plain help, Markdown help) from the rule's own doc."""
    summary = rule.summary
    sections = doc_sections(rule.doc())
    flags = next((b for h, b in sections if h == "What it flags" and b), "")
    lead = next((b for _, b in sections if b), "")
    full = _plain(_paragraph(flags or lead)) or summary
    level = rule.severity.label
    plain = [f"{summary} (severity: {level})"]
    md = [f"**{_md(summary)}** (severity: {level})"]
    for heading, body in sections:
        if not body:
            continue
        plain.append(_plain(f"{heading}:\n{body}" if heading else body))
        md.append(f"### {heading}\n\n{_md(body)}" if heading else _md(body))
    more = f"{RULES_DOC_URI}#{rule.id}"
    plain.append(f"Documentation: {more}")
    md.append(f"[Rule documentation]({more})")
    return full, "\n\n".join(plain), "\n\n".join(md)


_CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1", re.DOTALL)


def _md(text: str) -> str:
    """Keep ``<`` and ``&`` literal in Markdown outside code spans.

    ``<U+200B>`` or ``<tool #0>`` must not read as an HTML tag; inside a code
    span Markdown shows characters as they are, so those are left alone.
    """
    out: list[str] = []
    pos = 0
    for m in _CODE_SPAN.finditer(text):
        out.append(_md_plain(text[pos : m.start()]))
        out.append(m.group(0))
        pos = m.end()
    out.append(_md_plain(text[pos:]))
    return "".join(out)


def _md_plain(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;")


def _plain(text: str) -> str:
    """Docstring markup for plain text: ``code`` becomes `code`."""
    return re.sub(r"``([^`]+)``", r"`\1`", text)


def _pascal(rule_id: str) -> str:
    return "".join(p[:1].upper() + p[1:] for p in re.split(r"[^A-Za-z0-9]+", rule_id) if p)


def rule_descriptor(rule: Rule) -> JsonObject:
    full, plain, markdown = _help(rule)
    tags = list(BASE_TAGS)
    for tag in getattr(rule, "tags", ()):
        if isinstance(tag, str) and tag and tag not in tags:
            tags.append(tag)
    return {
        "id": rule.id,
        "name": _pascal(rule.id) or rule.id,
        "shortDescription": {"text": rule.summary or rule.id},
        "fullDescription": {"text": full or rule.id},
        "help": {"text": plain, "markdown": markdown},
        "helpUri": f"{RULES_DOC_URI}#{rule.id}",
        "defaultConfiguration": {"level": LEVELS[rule.severity]},
        "properties": {
            "security-severity": SECURITY_SEVERITY[rule.severity],
            "tags": list[Json](tags),
        },
    }


def unknown_descriptor(rule_id: str, severity: Severity) -> JsonObject:
    """Descriptor for a finding whose rule is not in the table (kept valid, not dropped)."""
    stand_in = type(
        "UnknownRule",
        (Rule,),
        {"id": rule_id, "severity": severity, "summary": f"rune rule {rule_id}", "__doc__": ""},
    )
    return rule_descriptor(stand_in())
