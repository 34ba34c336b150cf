"""Workflow commands and step outputs: every string escaped for the runner.

Annotation messages escape ``%``, CR and LF; property values also ``:`` and
``,``; an output value with a line break is written in the delimiter form.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import unquote, urlsplit

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


def location(res: Mapping[str, Any], workspace: str) -> tuple[str | None, int, int, int, int]:
    """(file or None, line, column, end line, end column) of a SARIF result."""
    try:
        phys = res["locations"][0]["physicalLocation"]
        uri = str(phys["artifactLocation"]["uri"])
        reg = phys.get("region", {})
    except (KeyError, IndexError, TypeError):
        return None, 0, 0, 0, 0
    path = unquote(uri)
    if urlsplit(uri).scheme or not os.path.isfile(os.path.join(workspace, path)):
        path = ""
    line, col = int(reg.get("startLine", 1)), int(reg.get("startColumn", 1))
    return (
        path or None,
        line,
        col,
        int(reg.get("endLine", line)),
        int(reg.get("endColumn", col)),
    )


def severity_of(res: Mapping[str, Any]) -> str:
    return str(res.get("properties", {}).get("severity", "medium"))


def annotation_lines(results: Sequence[Mapping[str, Any]], workspace: str) -> list[str]:
    """One workflow command per finding, most severe first, capped."""
    ordered = sorted(results, key=lambda r: RANK.get(severity_of(r), 3))
    out: list[str] = []
    for res in ordered[:MAX_ANNOTATIONS]:
        file, line, col, end_line, end_col = location(res, workspace)
        level = _COMMAND.get(str(res.get("level", "warning")), "warning")
        single = file is not None and end_line == line
        out.append(
            command(
                level,
                str(res["message"]["text"]),
                file=file,
                line=line if file else None,
                endLine=end_line if file else None,
                col=col if single else None,
                endColumn=end_col if single else None,
                title=f"rune {res['ruleId']} ({severity_of(res)})",
            )
        )
    if len(ordered) > MAX_ANNOTATIONS:
        more = len(ordered) - MAX_ANNOTATIONS
        out.append(command("notice", f"{more} more finding(s): see the job summary and SARIF"))
    return out
