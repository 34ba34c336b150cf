"""Where the action points a reader: the line a pin drift or a broken manifest
is about, and what to do next. Kept apart from the summary's tables."""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from rune.action.commands import MAX_ANNOTATIONS, command
from rune.model import Document, Entity, JsonPath, ScanResult

if TYPE_CHECKING:
    from rune.action.inputs import Inputs, Outcome

_LINE_RE = re.compile(r"\bline (\d+)")


def _path_of(ptr: str, entity_path: JsonPath) -> JsonPath:
    """A pin pointer (``/inputSchema/properties/x``) as a document path."""
    out: list[str | int] = list(entity_path)
    for raw in ptr.split("/")[1:] if ptr else []:
        seg = raw.replace("~1", "/").replace("~0", "~")
        out.append(int(seg) if seg.isdigit() and seg.isascii() else seg)
    return tuple(out)


def drift_line(result: ScanResult, entry: dict[str, Any]) -> tuple[str, int] | None:
    """(manifest file, line) of the first changed field of a drift entry, or of
    the entity when the change is the entity itself."""
    from rune.sources.positions import LineIndex, find_spans

    # one pinned server may span several manifests: the one holding the entity
    docs = sorted(result.documents, key=lambda d: d.source.label != entry.get("source"))
    found = [
        (d, e)
        for d in docs
        if d.text is not None and d.source.path
        for e in [_entity(d, entry)]
        if e is not None
        and (entry.get("kind") != "server" or d.source.label == entry.get("source"))
    ]
    if not found:
        return None
    doc, entity = found[0]
    if doc.text is None or doc.source.path is None:  # never: filtered above
        return None
    pointers = [*entry.get("changed", []), *entry.get("added", [])]
    wanted = [_path_of(p, entity.path) for p in pointers[:1]] + [entity.path]
    spans = find_spans(doc.text, {(False, w) for w in wanted})
    lines = LineIndex(doc.text)
    for w in wanted:
        span = spans.get((False, w))
        if span is not None:
            return doc.source.path, lines.at(span[0])[0]
    return None


def _entity(doc: Document, entry: dict[str, Any]) -> Entity | None:
    matches = [
        e
        for e in doc.entities
        if e.kind.value == entry.get("kind")
        and (e.name == entry.get("entity") or e.kind.value == "server")
    ]
    occurrence = int(entry.get("occurrence", 0) or 0)
    if occurrence < len(matches):
        return matches[occurrence]
    return matches[0] if matches else None


def drift_annotations(outcomes: Sequence[Outcome], pin_file: str | None) -> list[str]:
    """One annotation per drifted entity, on the manifest line of the changed
    field when the manifest is a file of the workspace, else on the pin file."""
    from rune.gates.pin import describe

    out: list[str] = []
    for o in outcomes:
        r = o.result
        if r is None or not r.pin_drift:
            continue
        for entry in r.pin_drift[:MAX_ANNOTATIONS]:
            where = drift_line(r, entry)
            text = "differs from the pin: " + describe(entry).strip()
            if where is not None and os.path.isfile(where[0]):
                out.append(
                    command("error", text, file=where[0], line=where[1], title="rune pin drift")
                )
            else:
                out.append(command("error", text, file=pin_file, title="rune pin drift"))
    return out


def error_location(outcome: Outcome, error: str) -> tuple[str | None, int | None]:
    """The manifest (and line) a failed part's error names, when it names one."""
    request = outcome.part.request
    for path in (*request.manifests, *([request.config.config] if request.config.config else [])):
        if (f"manifest {path}:" in error or f"config {path}:" in error) and os.path.isfile(path):
            m = _LINE_RE.search(error.split(f"{path}:", 1)[1])
            return path, int(m.group(1)) if m else None
    return None, None


def diff_lines(notices: Sequence[str]) -> list[str]:
    """The ``--show-diff`` lines among a part's notices: they follow the drift
    notice's closing line and run until the next ``rune:`` line."""
    out: list[str] = []
    inside = False
    for line in notices:
        if line.startswith("rune: "):
            inside = line.startswith("rune: read what changed")
            continue
        if inside:
            out.append(line)
    return out


def diff_section(outcomes: Sequence[Outcome]) -> list[str]:
    """The text diff of pin drift (``pin-source`` given) as a summary section."""
    lines = [line for o in outcomes for line in diff_lines(o.notices)]
    if not lines:
        return []
    fence = "`" * max(3, 1 + max(len(m) for m in re.findall(r"`+", "".join(lines)) or [""]))
    shown = lines[:300] + ([f"... {len(lines) - 300} more lines"] if len(lines) > 300 else [])
    return ["### What changed since the pin", "", fence + "diff", *shown, fence, ""]


def next_steps(inputs: Inputs, outcomes: Sequence[Outcome], code: int) -> list[str]:
    """How to accept a finding or re-pin, as the pre-commit hook says it."""
    if code == 0:
        return []
    out = ["### Next steps", ""]
    has_findings = any(o.result and o.result.findings for o in outcomes)
    drift = any(o.result and o.result.pin_drift for o in outcomes)
    if has_findings:
        base = inputs.baseline or "rune-baseline.json"
        out.append(
            "- A finding you have reviewed and accept: record it in a baseline with "
            f"`rune --write-baseline {base} ...` (the same targets), commit it, and set "
            "the `baseline` input."
        )
        out.append("- A finding that is wrong: `rune --explain RULE` says what the rule keys on.")
    if drift:
        pin = inputs.pin or "PIN"
        out.append(
            "- Metadata that changed on purpose: review the change, then re-pin with "
            f"`rune --write-pin {pin} <the manifests>` and commit the pin."
        )
    if code == 2:
        out.append(
            "- A scan that could not finish: fix the error above; nothing is reported clean."
        )
    return [*out, ""]
