"""What the action shows: workflow commands, step outputs, the job summary.

Every string here may come from a scanned repository or a server, so each
output has its own escaping: workflow-command escaping for annotations
(``%``, CR, LF; also ``:`` and ``,`` in properties), and for the Markdown
summary, invisible characters shown as ``<U+XXXX>``, URL secrets dropped and
every Markdown or HTML mark backslash-escaped.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from rune.action.commands import RANK, Note, location
from rune.action.notes import diff_section, next_steps
from rune.model import Severity
from rune.report.sarif import strip_url_secrets
from rune.scan import EXIT_CLEAN, EXIT_FINDINGS
from rune.text.escape import clip, escape

if TYPE_CHECKING:
    from rune.action.inputs import Inputs, Outcome

#: rows of each summary table
MAX_ROWS = 50
#: findings listed in the summary
TOP_FINDINGS = 20
#: the step summary must stay under GitHub's 1 MiB per step
MAX_SUMMARY = 512 * 1024


# --- job summary ---------------------------------------------------------------

_MD_MARKS = frozenset('\\`*_{}[]()<>#.!|~&@:"$')


def md(text: str, limit: int = 300) -> str:
    """Untrusted text for Markdown: one line, hidden characters shown as
    ``<U+XXXX>``, URL secrets dropped, and every mark backslash-escaped, so
    it can neither format, link nor close a table cell."""
    flat = escape(" ".join(strip_url_secrets(text).split()))
    return "".join("\\" + c if c in _MD_MARKS else c for c in clip(flat, limit))


def _table(head: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    out = ["| " + " | ".join(head) + " |", "|" + " --- |" * len(head)]
    out += ["| " + " | ".join(r) + " |" for r in rows[:MAX_ROWS]]
    if len(rows) > MAX_ROWS:
        out.append(f"\n{len(rows) - MAX_ROWS} more row(s) not shown.")
    return [*out, ""]


def _verdict(code: int, inputs: Inputs, results: Sequence[Note], drift: int, sarif: str) -> str:
    gate = Severity.parse(inputs.fail_on)
    over = sum(1 for r in results if Severity.parse(r.severity) >= gate)
    if code == EXIT_CLEAN:
        return f"**Passed**: nothing at or above `{gate.label}` ({len(results)} finding(s) in all)."
    if code == EXIT_FINDINGS:
        why = [f"{over} finding(s) at or above `{gate.label}`"] if over else []
        why += [f"{drift} entity(s) differ from the pin"] if drift else []
        return f"**Failed**: {'; '.join(why) or 'see below'}."
    wrote = (
        f"`{md(sarif)}` was written, marked incomplete" if sarif else "no SARIF file was written"
    )
    return f"**Error**: a scan could not finish ({wrote})."


def summary(
    inputs: Inputs,
    outcomes: Sequence[Outcome],
    results: Sequence[Note],
    code: int,
    sarif: str,
    workspace: str,
) -> str:
    """The Markdown job summary of the whole step."""
    drift = sum(len(o.result.pin_drift) for o in outcomes if o.result)
    lines = ["## rune: MCP metadata scan", "", _verdict(code, inputs, results, drift, sarif), ""]
    rows = []
    for o in outcomes:
        r = o.result
        state = "scanned" if o.code < 2 else "incomplete"
        if o.error:
            state = f"failed: {md(o.error)}"
        elif r and r.config and not inputs.live:
            state = "audited from the file"
        found = str(len(r.findings)) if r else "-"
        accepted = str(len(r.suppressed)) if r else "-"
        rows.append([md(o.part.label), state, found, accepted])
    lines += _table(["scan", "status", "findings", "accepted by baseline"], rows)
    if not inputs.live and any(o.part.request.config.config for o in outcomes):
        lines += ["Configs were audited as written; no server was started (`live: false`).", ""]
    if results:
        by_rule: dict[str, list[str]] = {}
        by_file: dict[str, int] = {}
        for res in results:
            by_rule.setdefault(res.rule, []).append(res.severity)
            file = location(res, workspace)[0] or "(no file)"
            by_file[file] = by_file.get(file, 0) + 1
        lines += ["### Findings by rule", ""]
        lines += _table(
            ["rule", "severity", "findings"],
            [[md(k), md(v[0]), str(len(v))] for k, v in sorted(by_rule.items())],
        )
        lines += ["### Findings by file", ""]
        lines += _table(["file", "findings"], [[md(k), str(v)] for k, v in sorted(by_file.items())])
        lines += [f"### Top findings (first {min(TOP_FINDINGS, len(results))})", ""]
        top = sorted(results, key=lambda r: RANK.get(r.severity, 3))[:TOP_FINDINGS]
        lines += _table(
            ["severity", "rule", "where", "finding"], [_top_row(r, workspace) for r in top]
        )
    lines += _pin_section(outcomes) + diff_section(outcomes)
    lines += _not_scanned(outcomes, inputs.live) + _errors(outcomes)
    lines += next_steps(inputs, outcomes, code)
    text = "\n".join(lines) + "\n"
    if len(text.encode("utf-8")) > MAX_SUMMARY:
        text = text.encode("utf-8")[:MAX_SUMMARY].decode("utf-8", "ignore")
        text = text.rsplit("\n", 1)[0] + "\n\n(summary cut at its size limit)\n"
    return text


def _top_row(res: Note, workspace: str) -> list[str]:
    file, line, *_ = location(res, workspace)
    where = f"{md(file)}:{line}" if file else "-"
    return [md(res.severity), md(res.rule), where, md(res.message)]


def _pin_section(outcomes: Sequence[Outcome]) -> list[str]:
    from rune.gates.pin import describe

    drift = [e for o in outcomes if o.result for e in o.result.pin_drift]
    unchecked = [n for o in outcomes if o.result for n in o.result.pin_unchecked]
    out: list[str] = []
    if drift:
        out += ["### Pin drift", ""]
        out += _table(["what differs from the pin"], [[md(describe(e).strip())] for e in drift])
    if unchecked:
        out += ["Servers in the pin this step did not scan (not checked): "]
        out += [", ".join(md(n) for n in unchecked[:MAX_ROWS]), ""]
    return out


def _not_scanned(outcomes: Sequence[Outcome], live: bool = True) -> list[str]:
    """Servers that should have been scanned and were not. With ``live`` off,
    config servers are audited offline by design (the summary says so once),
    so only real failures are listed."""
    rows = [
        [md(o.part.label), md(s.server or s.label), md(s.status), md(s.detail or "-")]
        for o in outcomes
        if o.result
        for s in o.result.sources
        if s.status == "failed" or (live and s.status == "not-opened")
    ]
    if not rows:
        return []
    return ["### Servers not scanned", "", *_table(["config", "server", "status", "why"], rows)]


def _errors(outcomes: Sequence[Outcome]) -> list[str]:
    errs = [(o.part.label, o.error) for o in outcomes if o.error]
    errs += [(o.part.label, e) for o in outcomes if o.result for e in o.result.errors]
    if not errs:
        return []
    return ["### Errors", "", *(f"- {md(label)}: {md(e, 600)}" for label, e in errs), ""]
