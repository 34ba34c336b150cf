"""Recall and false positives of rune on the evaluation sets under tests/eval.

    python bench/detection.py [--misses] [--fps]

Prints, separately for the ``dev``, ``holdback``, ``heldout`` and ``fresh``
splits, recall per attack class and per language (an attack counts as caught
when any rule reports it at medium or above), then false positives (any
finding at medium or above), per file, on ``honest/*.txt`` and on the fresh
held-out honest lines (``honest/fresh.*.txt``). ``fresh`` was written blind
to the rules, and is only measured, never tuned on; ``holdback`` holds the
share of each rule author's own material kept aside, unread while tuning,
and measured once. ``--misses`` lists each attack nothing caught; ``--fps``
lists each honest string flagged, with the rule and matched text. Both list
lines of the ``dev`` split and the honest set only: the other splits print
aggregate figures, never their lines, so that reading the output cannot tune
a rule to them. ``--split`` measures one split.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.evalset import cases, files, findings


def pct(a: int, b: int) -> str:
    return f"{a}/{b} ({100.0 * a / b:.1f}%)" if b else "0/0"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--misses", action="store_true", help="list the attacks nothing caught")
    ap.add_argument("--fps", action="store_true", help="list the honest strings flagged")
    ap.add_argument(
        "--split", choices=("dev", "holdback", "heldout", "fresh"), help="measure one split only"
    )
    args = ap.parse_args(argv)
    for split in (args.split,) if args.split else ("dev", "holdback", "heldout", "fresh"):
        paths = files(split)
        if not paths:
            print(f"{split}: no files")
            continue
        got: dict[str, Counter[str]] = {"class": Counter(), "lang": Counter()}
        of: dict[str, Counter[str]] = {"class": Counter(), "lang": Counter()}
        missed = []
        for path in paths:
            for case in cases(path):
                hit = bool(findings(case))
                for axis, key in (("class", case.cls), ("lang", case.lang)):
                    of[axis][key] += 1
                    got[axis][key] += hit
                if not hit:
                    missed.append(case)
        total = sum(of["class"].values())
        print(f"{split}: recall {pct(total - len(missed), total)}")
        for axis in ("class", "lang"):
            for key in sorted(of[axis]):
                print(f"  {axis} {key}: {pct(got[axis][key], of[axis][key])}")
        if args.misses and split == "dev":
            for case in missed:
                print(f"  missed {case.where}: {case.text[:100]!r}")
    for honest in ("honest", "fresh-honest"):
        _false_positives(honest, args.fps and honest == "honest")
    return 0


def _false_positives(split: str, show: bool) -> None:
    """False positives on the honest lines of *split*: ``honest`` (the set
    the suite gates on) or ``fresh-honest`` (the blind held-out honest lines,
    never tuned on)."""
    fp_total = n_total = 0
    for path in files(split):
        flagged = []
        n = 0
        for case in cases(path):
            n += 1
            fs = findings(case)
            if fs:
                flagged.append((case, fs))
        fp_total += len(flagged)
        n_total += n
        print(f"honest {path.name}: {len(flagged)} flagged of {n}")
        if show:
            for case, fs in flagged:
                f = fs[0]
                print(f"  {case.where} {f.rule} {f.severity.name} {f.matched[:70]!r}")
    print(f"{split}: false positives at medium or above: {pct(fp_total, n_total)}")


if __name__ == "__main__":
    raise SystemExit(main())
