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
from typing import cast

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import superset

import rune.rules
from rune.rules import ALL_RULES  # noqa: F401 - builds the real rules and registers them
from rune.text import lexicon, matcher, re2set
from rune.text.tables import dumps_lines


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


def _wide_always(table: dict[str, object]) -> dict[str, object]:
    """*table* with its ``always`` patterns reordered, those every match of
    which holds a character beyond ASCII (:func:`superset.required_scripts`)
    last, and ``always_wide`` saying how many: a plain-ASCII text is never
    searched for them."""
    want = matcher.registered()
    wanted = {n for r in want for group in getattr(r, "needs", None) or () for n in group}
    wanted.update(matcher.DIRECTIVE_FIELDS)
    # the entries with no literal claim, in the order partition() lists them
    srcs = [
        (name, src)
        for name, entries in matcher.lexicon_patterns().items()
        if name in wanted
        for src in entries
        if superset.literal_groups(src) is None
    ]
    always = cast("list[list[str]]", table["always"])
    if [[n, superset.superset(src)] for n, src in srcs] != always:
        raise SystemExit("gen_matcher: the always patterns are not the entries without a claim")
    wide = [superset.required_scripts(src) is not None for _, src in srcs]
    order = sorted(range(len(always)), key=lambda k: wide[k])
    return {
        **table,
        "always": [always[k] for k in order],
        "always_wide": sum(wide),
    }


def matcher_table() -> dict[str, object]:
    """The matcher's table: the partition (:func:`superset.build_table`),
    packed, with what a short run reads instead of deriving it: the digest
    of the lexicon sources and the rules it was made for (a checkout checks
    those without building a lexicon), how many literals are plain ASCII,
    each half's by-hand lookup, and the always patterns only a text beyond
    ASCII can match (see :class:`rune.text.re2set.Front`)."""
    table = cast("dict[str, object]", matcher.compact(superset.build_table()))
    every = matcher.registered()
    declared = matcher.rule_triggers(every)
    wanted = {n for r in every for group in getattr(r, "needs", None) or () for n in group}
    wanted.update(matcher.DIRECTIVE_FIELDS)
    literals = cast("list[str]", table["literals"])
    n = sum(1 for pat in literals if pat.isascii())
    return {
        "fingerprint": table["fingerprint"],
        "sources": lexicon.fingerprint(),
        "rules": matcher.rules_key(declared, wanted),
        **{k: v for k, v in _wide_always(table).items() if k != "fingerprint"},
        "ascii": n,
        "hand": re2set.hand_index(literals[:n], range(n)),
        "hand_wide": re2set.hand_index(literals[n:], range(n, len(literals))),
    }


def tables() -> dict[str, str]:
    """Each generated file's path and the text it must hold."""
    out = {}
    for path, data in (
        (matcher.TABLE_FILE, matcher_table()),
        (matcher.SCRIPTS_FILE, superset.entry_scripts()),
        (matcher.CLAIMS_FILE, entry_literals()),
        (lexicon.TABLE_FILE, lexicon.as_table(lexicon.build())),
        (rune.rules.TABLE_FILE, rune.rules.table_data()),
    ):
        # ASCII JSON: parsing its escapes costs less than decoding UTF-8 first;
        # the matcher's table one key a line, each decoded when it is read
        if path == matcher.TABLE_FILE:
            out[path] = dumps_lines(data)
        else:
            out[path] = json.dumps(data, separators=(",", ":")) + "\n"
    return out


def main() -> None:
    for path, text in tables().items():
        Path(path).write_text(text, encoding="utf-8")
        print(f"wrote {Path(path).name}")


if __name__ == "__main__":
    main()
