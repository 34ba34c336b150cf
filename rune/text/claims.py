"""Which lexicon entries can match a text: their literal claims.

``scripts/gen_matcher.py`` writes ``entry_literals.json``: for every lexicon
entry (of every field, wanted or not) with a literal claim, the groups of
literals such that every match of the entry holds one literal of each group.
An entry none of whose claims hold in a text cannot match anywhere in it, nor
in any part of it, so a phrase pattern compiled without it finds exactly the
same matches there (see :mod:`rune.text.phrases`). The literals are searched
with the matcher's literal set, once per text.
"""

from __future__ import annotations

from typing import Protocol

from rune.text.re2set import Host, Split
from rune.text.tables import ClaimsTable, MatcherTable, compact, unpack_groups


class Matcher(Host, Protocol):
    """What the claims read of the matcher (:class:`rune.text.matcher.Matcher`)."""

    table: MatcherTable | None

    def literals_in(self, text: str) -> set[int]: ...


class Claims:
    """The literal claims of the lexicon entries, searched with the
    matcher's literal set (and a set of the literals only these claims use,
    compiled on first use)."""

    def __init__(self, matcher: Matcher, data: ClaimsTable) -> None:
        lits = data["literals"]
        main = compact(matcher.table)["literals"] if matcher.table else []
        at = {pat: k for k, pat in enumerate(lits)}
        #: each matcher literal's claim literal (or -1)
        self._from_main = [at.get(pat, -1) for pat in main]
        shared = set(self._from_main)
        extra = [k for k, pat in enumerate(lits) if k not in shared]
        self._extra_src = [lits[k] for k in extra]
        self._extra_ids = extra
        self._extra: Split | None = None
        self._matcher = matcher
        srcs = data["entries"]
        #: each claimed entry, by its place in the table
        self.groups: dict[str, int] = {src: k for k, src in enumerate(srcs)}
        self._srcs = srcs
        #: each entry's groups, packed (its rarest-looking group first), and
        #: each literal's entries whose first group holds it, packed
        self._groups_src = data["groups"]
        self._hints_src = data["hints"]
        self._groups: list[tuple[frozenset[int], ...] | None] = [None] * len(srcs)
        self._hints: list[tuple[int, ...] | None] = [None] * len(lits)
        self._memo: dict[str, frozenset[str]] = {}
        #: the last text asked about and its answer: a rule asks about the
        #: same string object many times over, and the memo's key may be an
        #: equal but distinct string (an earlier scan's view of the same
        #: text), which the dict would compare in full on every call
        self._last_text: str | None = None
        self._last_got: frozenset[str] = frozenset()

    def _literals(self, text: str) -> set[int]:
        main = self._from_main
        found = {main[k] for k in self._matcher.literals_in(text)}
        found.discard(-1)
        if self._extra_ids:
            if self._extra is None:
                self._extra = Split(self._matcher, self._extra_src, self._extra_ids)
            found.update(self._extra.found(text, text.encode("utf-8", "surrogatepass")))
        return found

    def candidates(self, text: str) -> frozenset[str]:
        """The claimed entries that may match in *text* (every literal group
        of each holds there); an entry without a claim is not listed."""
        if text is self._last_text:
            return self._last_got
        got = self._memo.get(text)
        if got is None:
            lits = self._literals(text)
            seen: set[int] = set()
            out: set[str] = set()
            hints, groups_of = self._hints, self._groups
            for lit in lits:
                ks = hints[lit]
                if ks is None:
                    src = self._hints_src[lit]
                    ks = hints[lit] = tuple(map(int, src.split(","))) if src else ()
                for k in ks:
                    if k in seen:
                        continue
                    seen.add(k)
                    groups = groups_of[k]
                    if groups is None:
                        groups = groups_of[k] = unpack_groups(":" + self._groups_src[k])[1]
                    if all(not lits.isdisjoint(g) for g in groups):
                        out.add(self._srcs[k])
            if len(self._memo) > 4096:
                self._memo.clear()
            got = self._memo[text] = frozenset(out)
        self._last_text, self._last_got = text, got
        return got
