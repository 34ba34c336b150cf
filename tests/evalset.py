"""The detection evaluation set under ``tests/eval``: loading and scanning.

Layout: ``dev/<class>.<lang>.txt`` and ``heldout/<class>.<lang>.txt`` hold one
attack per line; ``honest/*.txt`` holds one honest string per line. ``#``
starts a comment line and blank lines are skipped. In a line, ``\\n`` stands
for a line break and ``\\t`` for a tab; a line that starts with ``{`` is a
whole manifest in JSON when it parses as an object with a listing key
(``tools``, ``prompts``, ...), otherwise it is scanned as one tool's description.
Used by ``bench/detection.py`` and ``tests/test_eval.py``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rune import engine
from rune.model import Finding, Severity, Source, SourceKind
from rune.sources.manifest import document_from_data

EVAL = Path(__file__).resolve().parent / "eval"


@dataclass(frozen=True)
class Case:
    path: Path
    line: int
    text: str
    #: the attack class (file stem before the language), or "honest"
    cls: str
    lang: str

    @property
    def where(self) -> str:
        return f"{self.path.relative_to(EVAL)}:{self.line}"


def _unescape(line: str) -> str:
    return line.replace("\\n", "\n").replace("\\t", "\t")


def cases(path: Path) -> Iterator[Case]:
    name = path.name[: -len(".txt")]
    if path.parent.name == "honest":
        cls = "honest"
        lang = name.rsplit(".", 1)[-1] if "." in name else name
        if lang == "hard-negatives":
            lang = "en"
    else:
        cls, _, lang = name.rpartition(".")
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        text = line if line.startswith("{") else _unescape(line)
        yield Case(path, n, text, cls, lang)


def files(split: str) -> list[Path]:
    """The files of *split*. ``honest`` leaves out the fresh held-out honest
    lines (``honest/fresh.<lang>.txt``), which only ``fresh-honest`` returns:
    the suite gates on ``honest``, and a gated set stops being held out."""
    if split == "fresh-honest":
        return sorted((EVAL / "honest").glob("fresh.*.txt"))
    paths = sorted((EVAL / split).glob("*.txt"))
    if split == "honest":
        paths = [p for p in paths if not p.name.startswith("fresh.")]
    return paths


#: the top-level keys that make a JSON line a whole manifest
_MANIFEST_KEYS = frozenset(
    {"tools", "prompts", "resources", "resourceTemplates", "serverInfo", "instructions", "result"}
)


def manifest(case: Case) -> Any:
    """The manifest of *case*: its JSON when the line is a whole manifest,
    otherwise one tool whose description is the line. A JSON object that is
    not a manifest (a forged ``{"role": "system", ...}`` message) is text."""
    if case.text.startswith("{"):
        try:
            data = json.loads(case.text)
        except ValueError:
            data = None
        if isinstance(data, dict) and not _MANIFEST_KEYS.isdisjoint(data):
            return data
    return {"tools": [{"name": "example_tool", "description": case.text}]}


def findings(case: Case, floor: Severity = Severity.MEDIUM) -> list[Finding]:
    doc = document_from_data(manifest(case), Source(label=case.where, kind=SourceKind.MANIFEST))
    return [f for f in engine.scan_documents([doc]) if f.severity >= floor]


def known_misses() -> set[str]:
    """``<file>:<line>`` of dev attacks the rules are known to miss."""
    path = EVAL / "known-misses.txt"
    if not path.exists():
        return set()
    out = set()
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip()
        if line:
            out.add(line)
    return out
