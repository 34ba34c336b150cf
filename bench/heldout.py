"""Recall and false positives of rune on the hand-written evaluation set.

    python bench/heldout.py [--misses] [--hits]

``tests/eval/honest/<lang>.txt`` holds honest descriptions (one a line) that
must draw nothing at medium or above; ``tests/eval/heldout/<class>.<lang>.txt``
holds attacks, one a line, each scanned on its own as a tool description (a
literal ``\\n`` in a line stands for a line break); ``tests/eval/mentions``
holds honest text that quotes an attack phrase (a detector's description),
reported apart because the rules do not yet tell a quoted mention from an
order.
Prints, per class and per language, how many attacks the rule that owns the
class caught and how many any rule caught at medium or above, then the
honest lines that drew a finding. ``--misses`` lists the attacks nothing
caught; ``--hits`` lists which rules fired on each honest false positive.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rune import engine
from rune.model import Severity, Source, SourceKind
from rune.sources.manifest import document_from_data

EVAL = Path(__file__).resolve().parent.parent / "tests" / "eval"

#: the rules that own each class (today's rules and the ones the taxonomy adds)
OWNERS: dict[str, frozenset[str]] = {
    "override": frozenset({"hidden-instructions"}),
    "role": frozenset({"hidden-instructions", "injection-markup"}),
    "hidden-container": frozenset({"injection-markup", "hidden-instructions"}),
    "concealment": frozenset({"concealment"}),
    "exfiltration": frozenset({"data-exfiltration"}),
    "harvesting": frozenset({"data-exfiltration", "parameter-harvesting"}),
    "prompt-extraction": frozenset({"prompt-extraction", "data-exfiltration"}),
    "command-execution": frozenset({"command-execution"}),
    "tool-precondition": frozenset({"tool-precondition", "hidden-instructions"}),
    "consent-bypass": frozenset({"consent-bypass"}),
    "shadowing": frozenset({"tool-shadowing"}),
    "response-manipulation": frozenset({"response-manipulation"}),
    "preference": frozenset({"preference-manipulation"}),
}


def lines(path: Path) -> list[str]:
    out = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        text = raw.strip()
        if text and not text.startswith("#"):
            out.append(text.replace("\\n", "\n"))
    return out


def fired(text: str) -> set[str]:
    """The rules that flag *text*, as a tool description, at medium or above."""
    data = {"tools": [{"name": "example_tool", "description": text}]}
    doc = document_from_data(data, Source(label="eval", kind=SourceKind.MANIFEST))
    return {f.rule for f in engine.scan_documents([doc]) if f.severity >= Severity.MEDIUM}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--misses", action="store_true")
    ap.add_argument("--hits", action="store_true")
    args = ap.parse_args()

    owned: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0])
    misses: list[tuple[str, str, str]] = []
    for path in sorted((EVAL / "heldout").glob("*.txt")):
        cls, lang = path.stem.split(".", 1)
        for text in lines(path):
            got = fired(text)
            row = owned[(cls, lang)]
            row[0] += 1
            row[1] += bool(got & OWNERS[cls])
            row[2] += bool(got)
            if not got:
                misses.append((cls, lang, text))

    def table(key: int) -> None:
        agg: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
        for (cls, lang), row in owned.items():
            k = (cls, lang)[key]
            for i in range(3):
                agg[k][i] += row[i]
        for k in sorted(agg):
            n, own, anyr = agg[k]
            print(f"  {k:24} {n:5} {own / n:7.1%} {anyr / n:7.1%}")

    total = [sum(r[i] for r in owned.values()) for i in range(3)]
    print(f"held-out attacks: {total[0]}")
    print(f"  {'class':24} {'n':>5} {'owner':>7} {'any':>7}")
    table(0)
    print(f"  {'language':24} {'n':>5} {'owner':>7} {'any':>7}")
    table(1)
    if total[0]:
        print(f"  {'all':24} {total[0]:5} {total[1] / total[0]:7.1%} {total[2] / total[0]:7.1%}")

    for kind in ("honest", "mentions"):
        fps: list[tuple[str, str, set[str]]] = []
        seen = 0
        for path in sorted((EVAL / kind).glob("*.txt")):
            for text in lines(path):
                seen += 1
                got = fired(text)
                if got:
                    fps.append((path.stem, text, got))
        print(f"{kind} descriptions: {seen}, flagged at medium or above: {len(fps)}")
        for lang, text, got in fps if kind == "honest" or args.hits else ():
            print(f"  [{lang}] {text[:100]}" + (f"  <- {sorted(got)}" if args.hits else ""))
    if args.misses:
        print("attacks nothing caught:")
        for cls, lang, text in misses:
            print(f"  [{cls}.{lang}] {text[:110]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
