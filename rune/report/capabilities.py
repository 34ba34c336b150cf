"""``--capabilities``: the table of what every tool of a run can do, as
toxic-flow sorted it, for a platform team to review."""

from __future__ import annotations

import os

from rune.model import EntityKind, ScanResult
from rune.rules._capabilities import Capability, profile
from rune.text.escape import clip, escape

_SHORT = {
    Capability.UNTRUSTED: "untrusted",
    Capability.PRIVATE: "private",
    Capability.OUTWARD: "outward",
    Capability.IRREVERSIBLE: "irreversible",
}


def render_capabilities(result: ScanResult) -> str:
    """One line per tool: server, name, and each capability with its reason."""
    rows: list[tuple[str, str, str]] = []
    for e in result.entities:
        if e.kind is not EntityKind.TOOL or not isinstance(e.raw, dict):
            continue
        caps = profile(e.raw).capabilities
        what = "; ".join(f"{_SHORT[c]} ({caps[c]})" for c in Capability if c in caps)
        where = e.source.server or os.path.basename(e.source.label) or e.source.label
        rows.append((escape(clip(where, 40)), escape(clip(e.label, 60)), escape(what or "-")))
    if not rows:
        return "Capabilities: no tools were scanned.\n"
    w1 = max(len(r[0]) for r in rows)
    w2 = max(len(r[1]) for r in rows)
    lines = ["Capabilities (as toxic-flow sorts each tool):"]
    lines += [f"  {a:<{w1}}  {b:<{w2}}  {c}" for a, b, c in rows]
    return "\n".join(lines) + "\n"
