"""Write ``rune/text/matcher_table.json``, ``entry_scripts.json``,
``entry_literals.json``, ``lexicon_table.json`` and ``rune/rules/rule_table.json``:
what the one-pass matcher and the phrase patterns would otherwise derive, the
lexicons would otherwise build, and the registry would otherwise import every
rule module to read, in every process.

Run from a checkout after changing a lexicon, a rule's ``needs`` or
``triggers``, or the superset or script analysis: ``python scripts/gen_matcher.py``.
The table holds each wanted lexicon entry's RE2 superset, the partition of the
entries into sets by script, the rule-trigger set, the scripts every lexicon
entry needs, and a fingerprint of what it was derived from; a test fails while
it is stale.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import superset

import rune.rules
from rune.rules import ALL_RULES  # noqa: F401 - builds the real rules and registers them
from rune.text import lexicon, matcher


def entry_literals() -> dict[str, object]:
    """The literal claims of every lexicon entry that has one (every field,
    every language): the groups of literals one of each of which every match
    of the entry holds, its rarest-looking group first, by literal index."""
    claims: list[tuple[str, list[list[str]]]] = []
    seen: set[str] = set()
    for srcs in matcher.lexicon_patterns().values():
        for src in srcs:
            if src in seen:
                continue
            seen.add(src)
            groups = superset.literal_groups(src)
            if groups:
                best = max(groups, key=lambda g: superset._score(frozenset(g)))
                claims.append((src, [best, *(g for g in groups if g is not best)]))
    names = sorted({lit for _, groups in claims for g in groups for lit in g})
    at = {lit: k for k, lit in enumerate(names)}
    hints: list[list[int]] = [[] for _ in names]
    for k, (_, groups) in enumerate(claims):
        for lit in groups[0]:
            hints[at[lit]].append(k)
    # packed into strings: each is read only for the literals a text holds
    return {
        "layout": matcher.CLAIMS_LAYOUT,
        "literals": [superset._literal(lit) for lit in names],
        "entries": [src for src, _ in claims],
        "groups": [
            matcher.pack_groups("", [[at[lit] for lit in g] for g in groups])[1:]
            for _, groups in claims
        ],
        "hints": [",".join(map(str, ks)) for ks in hints],
    }


def tables() -> dict[str, str]:
    """Each generated file's path and the text it must hold."""
    out = {}
    for path, data in (
        (matcher.TABLE_FILE, matcher.compact(superset.build_table())),
        (matcher.SCRIPTS_FILE, superset.entry_scripts()),
        (matcher.CLAIMS_FILE, entry_literals()),
        (lexicon.TABLE_FILE, lexicon.as_table(lexicon.build())),
        (rune.rules.TABLE_FILE, rune.rules.table_data()),
    ):
        # ASCII JSON: parsing its escapes costs less than decoding UTF-8 first
        out[path] = json.dumps(data, separators=(",", ":")) + "\n"
    return out


def main() -> None:
    for path, text in tables().items():
        Path(path).write_text(text, encoding="utf-8")
        print(f"wrote {Path(path).name}")


if __name__ == "__main__":
    main()
