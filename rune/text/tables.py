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
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, TypedDict, cast

_HERE = os.path.dirname(os.path.abspath(__file__))
#: the matcher's partition (see :class:`MatcherTable`)
TABLE_FILE = os.path.join(_HERE, "matcher_table.json")
#: the scripts each lexicon entry needs (read only when a phrase pattern is compiled)
SCRIPTS_FILE = os.path.join(_HERE, "entry_scripts.json")
#: the literal claims of the lexicon entries (see :class:`ClaimsTable`)
CLAIMS_FILE = os.path.join(_HERE, "entry_literals.json")

#: the layout of the generated table; a table of another layout never matches
TABLE_LAYOUT = "literal-groups-4"
CLAIMS_LAYOUT = "entry-literals-2"


if TYPE_CHECKING:
    # for the type checker only: a TypedDict class costs about a millisecond
    # of typing's machinery to define, at every start, for a cast's sake

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
        # what scripts/gen_matcher.py adds for a short run (see rune.text.re2set.Front)
        sources: str
        rules: str
        ascii: int
        hand: dict[str, str]
        hand_wide: dict[str, str]
        always_wide: int

    class ClaimsTable(TypedDict):
        """The literal claims as ``entry_literals.json`` holds them: the
        literals, the claimed entries, each entry's groups (packed) and each
        literal's entries whose first group holds it (comma-separated)."""

        layout: str
        literals: list[str]
        entries: list[str]
        groups: list[str]
        hints: list[str]

else:
    MatcherTable = ClaimsTable = dict


class Lines(Mapping[str, object]):
    """A generated table as :func:`dumps_lines` lays it out, each key's value
    decoded the first time it is read: the file is read whole (a fraction of
    a millisecond), and a scan that reads a few keys never decodes the rest
    (the matcher's table is over a megabyte of JSON, most of it read only
    when a string holds a lexicon entry's literals). A file laid out
    otherwise is decoded whole, as before."""

    __slots__ = ("_at", "_raw", "_values")

    def __init__(self, raw: bytes) -> None:
        self._raw = raw
        self._values: dict[str, object] = {}
        #: where each key's value lies in ``raw``
        self._at: dict[str, tuple[int, int]] = {}
        if raw.startswith(b"{\n"):
            pos = 1
            while True:
                end = raw.find(b"\n", pos + 1)
                if end < 0:
                    break
                line = raw[pos + 1 : end]
                if line[:1] == b'"':
                    cut = line.find(b'":')
                    if cut < 0:
                        break
                    stop = end - 1 if line.endswith(b",") else end
                    self._at[json.loads(line[: cut + 1])] = (pos + 1 + cut + 2, stop)
                pos = end
        if not self._at:  # laid out otherwise: read it whole
            data = json.loads(raw)
            if not isinstance(data, dict):
                raise ValueError("a generated table is not a JSON object")
            self._values = {str(k): v for k, v in data.items()}

    def __getitem__(self, key: str) -> object:
        if key not in self._values:
            s, e = self._at[key]  # a KeyError for a key the table lacks
            self._values[key] = json.loads(self._raw[s:e])
        return self._values[key]

    def get(self, key: str, default: object = None) -> object:
        """The value under *key*, or *default* (no exception raised and
        caught for a missing key: the entry scripts are asked for thousands)."""
        values = self._values
        if key in values:
            return values[key]
        return self[key] if key in self._at else default

    def __iter__(self) -> Iterator[str]:
        return iter(self._at or self._values)

    def __len__(self) -> int:
        return len(self._at or self._values)

    def __contains__(self, key: object) -> bool:
        return key in self._at or key in self._values


def dumps_lines(data: Mapping[str, object]) -> str:
    """*data* as one JSON object with each key on its own line (compact
    ASCII JSON holds no raw line break), as :class:`Lines` reads it."""
    rows = [json.dumps(k) + ":" + json.dumps(v, separators=(",", ":")) for k, v in data.items()]
    return "{\n" + ",\n".join(rows) + "\n}\n"


_LOADED: dict[str, Mapping[str, object] | None] = {}


def load(path: str) -> Mapping[str, object] | None:
    """A generated table (``None`` when it is missing or unreadable: the
    matcher then derives everything itself, slower, with the same result);
    its keys are decoded as they are read (see :class:`Lines`)."""
    if path not in _LOADED:
        data: Mapping[str, object] | None
        try:
            with open(path, "rb") as fh:
                data = Lines(fh.read())
        except (OSError, ValueError):
            data = None
        _LOADED[path] = data
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
    A table already packed is returned as it is (not copied: the
    generated one decodes each key only when it is read)."""
    if "proves" in table:
        return cast("MatcherTable", table)
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
