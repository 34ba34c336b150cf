"""The matcher's tables, generated at packaging time and read at run time.

``scripts/gen_matcher.py`` writes three JSON files beside this module: the
matcher's partition of the lexicon entries and rule triggers
(``matcher_table.json``), the scripts each non-ASCII lexicon entry needs
(``entry_scripts.json``) and the literal claims of every entry
(``entry_literals.json``). This module names them, reads them (a missing or
unreadable file is ``None``: the matcher then fails closed, slower, with the
same findings) and packs the partition's nested lists into strings that are
unpacked only for the literals a string holds.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping, Sequence
from typing import TypedDict, cast

_HERE = os.path.dirname(os.path.abspath(__file__))
#: the matcher's partition (see :class:`MatcherTable`)
TABLE_FILE = os.path.join(_HERE, "matcher_table.json")
#: the scripts each lexicon entry needs (read only when a phrase pattern is compiled)
SCRIPTS_FILE = os.path.join(_HERE, "entry_scripts.json")
#: the literal claims of the lexicon entries (see :class:`ClaimsTable`)
CLAIMS_FILE = os.path.join(_HERE, "entry_literals.json")

#: the layout of the generated table; a table of another layout never matches
TABLE_LAYOUT = "literal-groups-3"
CLAIMS_LAYOUT = "entry-literals-2"


class MatcherTable(TypedDict, total=False):
    """The matcher's table as the generated file holds it (packed).

    ``triggers`` and ``always`` are ``[name, pattern]`` pairs searched in
    every string; ``literals`` the literal patterns, with what each proves
    alone (``proves``: space-separated names) and the entries it hints at
    (``hints``: comma-separated places in ``entries``); each of ``entries``
    is a field's name and its literal groups (:func:`pack_groups`); ``fields``
    each field's patterns whose set is searched when an entry is hinted."""

    fingerprint: str
    triggers: list[list[str]]
    loose: int
    always: list[list[str]]
    literals: list[str]
    proves: list[str]
    hints: list[str]
    entries: list[str]
    fields: dict[str, list[str]]


class ClaimsTable(TypedDict):
    """The literal claims as ``entry_literals.json`` holds them: the
    literals, the claimed entries, each entry's groups (packed) and each
    literal's entries whose first group holds it (comma-separated)."""

    layout: str
    literals: list[str]
    entries: list[str]
    groups: list[str]
    hints: list[str]


_LOADED: dict[str, dict[str, object] | None] = {}


def load(path: str) -> dict[str, object] | None:
    """A generated table (``None`` when it is missing or unreadable: the
    matcher then derives everything itself, slower, with the same result)."""
    if path not in _LOADED:
        try:
            with open(path, encoding="utf-8") as fh:
                data = json.load(fh)
        except (OSError, ValueError):
            data = None
        _LOADED[path] = data if isinstance(data, dict) else None
    return _LOADED[path]


def matcher_table() -> MatcherTable | None:
    """The shipped matcher table, as generated."""
    return cast("MatcherTable | None", load(TABLE_FILE))


def claims_table() -> ClaimsTable | None:
    """The shipped literal claims, when their layout is the one read here."""
    data = load(CLAIMS_FILE)
    if data is None or data.get("layout") != CLAIMS_LAYOUT:
        return None
    return cast("ClaimsTable", data)


def known_scripts() -> Mapping[str, list[str] | None]:
    """The scripts each non-ASCII lexicon entry needs, as generated into
    ``entry_scripts.json`` (empty without it: every entry is then kept)."""
    return cast("Mapping[str, list[str] | None]", load(SCRIPTS_FILE) or {})


def compact(table: Mapping[str, object]) -> MatcherTable:
    """*table* (``scripts/superset.py``'s partition) as the generated file
    holds it: the literals' fields and hints and the entries' groups packed
    into strings, read only for the literals a string holds (parsing the
    nested lists was most of a one-tool scan's cost of loading the table).
    A table already packed is returned as it is."""
    if "proves" in table:
        return cast("MatcherTable", dict(table))
    literals = cast("list[tuple[str, list[str], list[int]]]", table["literals"])
    entries = cast("list[tuple[str, list[list[int]]]]", table["entries"])
    out = {k: v for k, v in table.items() if k not in ("literals", "entries")}
    out["literals"] = [pat for pat, _, _ in literals]
    out["proves"] = [" ".join(names) for _, names, _ in literals]
    out["hints"] = [",".join(map(str, ids)) for _, _, ids in literals]
    out["entries"] = [pack_groups(name, groups) for name, groups in entries]
    return cast("MatcherTable", out)


def pack_groups(name: str, groups: Sequence[Sequence[int]]) -> str:
    """*name* and its literal groups as one string (see :func:`unpack_groups`)."""
    return name + ":" + ";".join(",".join(map(str, g)) for g in groups)


def unpack_groups(src: str) -> tuple[str, tuple[frozenset[int], ...]]:
    name, _, rest = src.partition(":")
    return name, tuple(frozenset(int(k) for k in g.split(",")) for g in rest.split(";"))
