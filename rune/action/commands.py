"""Workflow commands and step outputs: every string escaped for the runner.

Annotation messages escape ``%``, CR and LF; property values also ``:`` and
``,``; an output value with a line break is written in the delimiter form.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from urllib.parse import unquote, urlsplit

from rune.model import ScanResult, Severity
from rune.report.sarif import LEVELS, MAX_RESULTS, finding_message, finding_place

#: annotations written per step; GitHub shows at most 10 of each level anyway
MAX_ANNOTATIONS = 50
#: severities, most severe first
RANK = {"high": 0, "medium": 1, "low": 2}
_COMMAND = {"error": "error", "warning": "warning", "note": "notice"}


# --- workflow commands, outputs ------------------------------------------------


def esc_data(text: str) -> str:
    """A workflow command's message: ``%``, CR and LF escaped."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def esc_prop(text: str) -> str:
    """A workflow command's property value: also ``:`` and ``,``."""
    return esc_data(text).replace(":", "%3A").replace(",", "%2C")


def command(name: str, message: str, **props: str | int | None) -> str:
    """``::name k=v,...::message`` with every part escaped."""
    shown = ",".join(f"{k}={esc_prop(str(v))}" for k, v in props.items() if v is not None)
    return f"::{name}{' ' + shown if shown else ''}::{esc_data(message)}"


def set_outputs(path: str, values: Mapping[str, str]) -> None:
    """Append step outputs; a value with a line break uses the delimiter form."""
    with open(path, "a", encoding="utf-8", newline="\n") as fh:
        for name, value in values.items():
            if "\n" in value or "\r" in value:
                delim = f"ghadelimiter_{uuid.uuid4().hex}"
                fh.write(f"{name}<<{delim}\n{value}\n{delim}\n")
            else:
                fh.write(f"{name}={value}\n")


@dataclass(frozen=True)
class Note:
    """One finding as the step shows it: what its SARIF result says, where."""

    rule: str
    #: ``low``, ``medium`` or ``high``
    severity: str
    message: str
    #: the result's artifact URI (relative to the workspace, or a pseudo-path)
    uri: str
    line: int = 1
    column: int = 1
    end_line: int = 1
    end_column: int = 1


def notes_of(result: ScanResult, root: str) -> list[Note]:
    """The findings of *result* in the order (and under the cap) of its SARIF run."""
    from rune.rules import RULES_BY_ID

    findings = result.findings
    if len(findings) > MAX_RESULTS:
        findings = sorted(findings, key=lambda f: -f.severity)[:MAX_RESULTS]
    out: list[Note] = []
    for f in findings:
        rule = RULES_BY_ID.get(f.rule)
        message = finding_message(f, rule.summary if rule is not None else f.rule)
        uri, line, col, end_line, end_col = finding_place(f, root)
        out.append(Note(f.rule, f.severity.label, message, uri, line, col, end_line, end_col))
    return out


def location(note: Note, workspace: str) -> tuple[str | None, int, int, int, int]:
    """(file or None, line, column, end line, end column) of a note: None for
    a pseudo-path or a file that is not in the workspace."""
    path = unquote(note.uri)
    if urlsplit(note.uri).scheme or not os.path.isfile(os.path.join(workspace, path)):
        path = ""
    return path or None, note.line, note.column, note.end_line, note.end_column


def annotation_lines(notes: Sequence[Note], workspace: str) -> list[str]:
    """One workflow command per finding, most severe first, capped."""
    ordered = sorted(notes, key=lambda n: RANK.get(n.severity, 3))
    out: list[str] = []
    for note in ordered[:MAX_ANNOTATIONS]:
        file, line, col, end_line, end_col = location(note, workspace)
        level = _COMMAND[LEVELS[Severity.parse(note.severity)]]
        single = file is not None and end_line == line
        out.append(
            command(
                level,
                note.message,
                file=file,
                line=line if file else None,
                endLine=end_line if file else None,
                col=col if single else None,
                endColumn=end_col if single else None,
                title=f"rune {note.rule} ({note.severity})",
            )
        )
    if len(ordered) > MAX_ANNOTATIONS:
        more = len(ordered) - MAX_ANNOTATIONS
        out.append(command("notice", f"{more} more finding(s): see the job summary and SARIF"))
    return out
