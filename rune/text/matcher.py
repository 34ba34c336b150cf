"""One pass per string: which lexicon fields and rule triggers occur in it.

Every entry of every lexicon field, in every language of
:data:`~rune.text.lexicon.LEXICONS`, and every trigger a field rule declares
(``FieldRule.triggers``), is compiled once into a single RE2 ``Set``. One
search of that set over a string (its normalised view, and the original when
the two differ) tells which *names* occur: a lexicon field's name
(``"secrets"``), a trigger's name (``"credential-path"``), or the built-in
``"non-ascii"``. The engine calls a rule only when its ``needs`` hold for
those names (see :mod:`rune.rules.base`); the rule's own exact stdlib
patterns, which are compiled on first use, then run on the few strings that
reach it.

The set holds an RE2-safe *superset* of each pattern (written by
``scripts/superset.py`` at packaging time), so a name is reported wherever its
exact pattern could match, and sometimes where it cannot: skipping a rule is
always safe, calling one needlessly only costs time. RE2 runs in time linear
in the text, whatever the patterns.

The lexicon fields are read off the :class:`~rune.text.lexicon.Lexicon`
dataclass (every ``tuple[str, ...]`` field), so a new field or a new
language is in the set with no list to edit.

What the set needs of each pattern is derived once, at packaging time:
``scripts/gen_matcher.py`` writes ``matcher_table.json`` beside this module
(each wanted entry's RE2 superset, the partition into sets by script, the
trigger set, and the scripts each lexicon entry needs). Nothing under
``rune/`` rewrites or analyses a pattern. The matcher uses the table when its
fingerprint (the wanted fields' entries, the triggers, the wanted names)
equals the running rule set's; a stale or missing table fails closed: every
name counts present on every string, so every rule runs (the same findings,
slower), and a test fails until ``python scripts/gen_matcher.py`` is run.

Without the ``re2`` module (no wheel for the platform), or with
``RUNE_NO_RE2=1`` in the environment, every name is reported present: every
rule runs on every string, which gives the same verdicts, only slower. The
same holds for one set RE2 cannot compile within its memory bound, or one
search it does not finish (RE2 then answers "no match"; an end-of-text
sentinel in every set tells the two apart): every name of that set counts as
present for that string, never absent.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rune.text.grammar import frag
from rune.text.lexicon import LEXICONS, Lexicon
from rune.text.normalise import TextView

#: the built-in name present when the original string holds a non-ASCII character
NON_ASCII = "non-ascii"
#: each set's memory bound (RE2 gives its lazily built DFA about two thirds of
#: it); ample: the largest set compiles in well under 2 MiB
_MAX_MEM = 256 << 20


def lexicon_fields() -> tuple[str, ...]:
    """Every phrase field of :class:`Lexicon`: its ``tuple[str, ...]`` fields."""
    return tuple(
        f.name
        for f in dataclasses.fields(Lexicon)
        if f.type in ("tuple[str, ...]", tuple[str, ...])
    )


def lexicon_patterns(langs: Iterable[Lexicon] | None = None) -> dict[str, list[str]]:
    """Each lexicon field's entries across *langs* (default: every language),
    shorthands expanded."""
    every = LEXICONS if langs is None else tuple(langs)
    out: dict[str, list[str]] = {}
    for name in lexicon_fields():
        out[name] = [frag(e) for lex in every for e in getattr(lex, name)]
    return out


class Matcher:
    """The named patterns, searched once per string.

    *table* is what ``scripts/gen_matcher.py`` derives from the entries of
    the lexicon fields in *wanted* (default: all) and the rule triggers, each
    pattern as its RE2 superset (see ``partition`` there). Three sets are
    searched in every string: the literals the entries need, the few entries
    with no literal claim, and the rule triggers (in the normalised view and
    the original). Every match of an entry holds one of its literals, so a
    field whose entries are literals (or choices of literals) is found by
    the literal set alone, and the set of a field's other entries is searched
    only in a string holding one of their literals. A language added costs
    nothing on text that holds none of its literals. Fields not
    in *wanted* are never reported present. Without a table (a stale one is
    not handed in) every name is present on every string: nothing is skipped.
    """

    def __init__(
        self,
        lexicon: Mapping[str, Sequence[str]],
        triggers: Mapping[str, Sequence[str]],
        wanted: Iterable[str] | None = None,
        table: Mapping[str, Any] | None = None,
    ) -> None:
        self.names: tuple[str, ...] = (*lexicon, *triggers, NON_ASCII)
        want = set(lexicon) if wanted is None else set(wanted)
        #: the lexicon fields searched
        self.wanted = frozenset(want)
        self._triggers = [(name, src) for name, srcs in triggers.items() for src in srcs]
        self._ready = False
        self._all = frozenset(range(len(self.names)))
        #: the generated table (``None``: none that fits the running rules)
        self.table = table
        self.exact = table is not None and _re2_enabled()
        self._key = f"matcher.{id(self)}"
        #: the literals found in each recently searched normalised view, for
        #: :func:`candidates` (a phrase rule then searches the same text)
        self._lits: dict[str, set[int]] = {}
        #: sets and entries RE2 could not compile, and searches it did not
        #: finish (each counted every name it could report present)
        self.failures = 0

    def _prepare(self) -> None:
        index = {name: k for k, name in enumerate(self.names)}
        table = self.table or {
            "triggers": [],
            "always": [],
            "literals": [],
            "entries": [],
            "fields": {},
        }
        self._trig = self._compile(
            [src for _, src in table["triggers"]], [index[n] for n, _ in table["triggers"]]
        )
        self._always = self._compile(
            [src for _, src in table["always"]], [index[n] for n, _ in table["always"]]
        )
        packed = compact(table)
        literals: list[str] = packed["literals"]
        self._index = index
        self._literals = _Split(self, literals, list(range(len(literals))))
        #: each literal's fields found by it alone, and the entries needing it,
        #: as the table packs them (read for the literals a string holds)
        self._proves_src: list[str] = packed["proves"]
        self._hints_src: list[str] = packed["hints"]
        self._proves: list[tuple[int, ...] | None] = [None] * len(literals)
        self._hints: list[list[int] | None] = [None] * len(literals)
        #: each entry that needs its field's set searched: the field, and the
        #: literal groups a string must hold one of each of (read when hinted)
        self._entries_src: list[str] = packed["entries"]
        self._entries: list[tuple[int, tuple[frozenset[int], ...]] | None] = [None] * len(
            self._entries_src
        )
        #: each field's set (compiled on first use), by name index
        self._field_src: dict[int, list[str]] = {
            index[name]: srcs for name, srcs in table["fields"].items()
        }
        self._field_sets: dict[int, tuple[Any, list[int]]] = {}
        self._ready = True

    def _triggers_by_name(self) -> dict[str, tuple[str, ...]]:
        out: dict[str, tuple[str, ...]] = {}
        for name, src in self._triggers:
            out[name] = (*out.get(name, ()), src)
        return out

    def _options(self) -> Any:
        import re2

        opts = re2.Options()
        opts.max_mem = _MAX_MEM
        opts.never_capture = True
        opts.log_errors = False
        return opts

    def _compile(self, patterns: Sequence[str], of_index: list[int]) -> tuple[Any, list[int]]:
        """The compiled set of *patterns* and what each reports (a name's
        index, or a literal's).

        The set holds one more pattern after the entries, ``\\z``, which
        matches at the end of every text: a search that does not report it
        did not finish (RE2 answers "no match" when its automaton runs out of
        memory), and a set RE2 cannot compile within :data:`_MAX_MEM` is
        ``None``. Either way every pattern of the set counts as found
        (:meth:`_found`)."""
        import re2

        rset = re2.Set.SearchSet(self._options())
        for src in patterns:
            try:
                rset.Add(src)
            except (ValueError, re2.error) as exc:
                msg = f"matcher: the pattern {src[:60]!r} cannot be compiled"
                raise ValueError(msg) from exc
        # the sentinel, index len(of_index); an empty pattern would do too, but
        # one that matches everywhere makes every automaton state a match state
        rset.Add("\\z")
        try:
            rset.Compile()
        except re2.error:  # out of memory: fail closed, every name present
            self.failures += 1
            return None, of_index
        return rset, of_index

    def _found(self, compiled: tuple[Any, list[int]], data: bytes) -> Iterable[int]:
        """What one set finds in *data*; everything it could report when RE2
        could not compile it or did not finish the search."""
        rset, of_index = compiled
        done = len(of_index)
        hits = rset.Match(data) if rset is not None else None
        if not hits or done not in hits:
            if rset is not None:
                self.failures += 1
            return of_index
        return [of_index[k] for k in hits if k != done]

    def _field_found(self, name: int, data: bytes) -> bool:
        """Whether an entry of field *name* (one of those not found by their
        literal alone) occurs in *data*; its set is compiled on first use."""
        got = self._field_sets.get(name)
        if got is None:
            srcs = self._field_src[name]
            got = self._field_sets[name] = self._compile(srcs, [name] * len(srcs))
        return bool(self._found(got, data))

    def present(self, view: TextView) -> frozenset[int]:
        """Indices (into :attr:`names`) of the names that occur in *view*,
        searched once per view."""
        if not self.exact:
            return self._all
        return view.memo(self._key, lambda: self._search(view))

    def _search(self, view: TextView) -> frozenset[int]:
        if not self._ready:
            self._prepare()
        norm = view.norm
        text = view.original
        data = norm.encode("utf-8", "surrogatepass")
        found: set[int] = set(self._found(self._always, data))
        lits = self._literals.found(norm, data)
        if len(self._lits) > 2048:
            self._lits.clear()
        self._lits[norm] = lits
        verify: set[int] = set()
        proves, hints, entries = self._proves, self._hints, self._entries
        for lit in lits:
            names = proves[lit]
            if names is None:
                names = self._proves_of(lit)
            if names:
                found.update(names)
            ks = hints[lit]
            if ks is None:
                ks = self._hints_of(lit)
            for k in ks:
                entry = entries[k]
                if entry is None:
                    entry = self._entry(k)
                name, groups = entry
                if name not in verify and all(not lits.isdisjoint(g) for g in groups):
                    verify.add(name)
        for name in verify - found:
            if self._field_found(name, data):
                found.add(name)
        if text != norm:
            data += b"\n" + text.encode("utf-8", "surrogatepass")
        found.update(self._found(self._trig, data))
        if not text.isascii():
            found.add(len(self.names) - 1)
        return frozenset(found)

    def _proves_of(self, lit: int) -> tuple[int, ...]:
        got = self._proves[lit] = tuple(self._index[n] for n in self._proves_src[lit].split())
        return got

    def _hints_of(self, lit: int) -> list[int]:
        src = self._hints_src[lit]
        got = self._hints[lit] = [int(k) for k in src.split(",")] if src else []
        return got

    def _entry(self, k: int) -> tuple[int, tuple[frozenset[int], ...]]:
        name, groups = unpack_groups(self._entries_src[k])
        got = self._entries[k] = (self._index[name], groups)
        return got

    def literals_in(self, text: str) -> set[int]:
        """Indices of the table's literals that occur in *text* (remembered
        from :meth:`present` when *text* is a view it searched)."""
        got = self._lits.get(text)
        if got is None:
            if not self._ready:
                self._prepare()
            got = self._literals.found(text, text.encode("utf-8", "surrogatepass"))
        return got

    def names_in(self, view: TextView) -> frozenset[str]:
        """The names that occur in *view* (every name without RE2)."""
        return frozenset(self.names[k] for k in self.present(view))


class _Split:
    """A set of literals searched as two: the plain-ASCII ones, searched in
    every text, and the others, compiled the first time a text that is not
    plain ASCII is searched (a plain-ASCII text cannot hold one of them, and
    most metadata is plain ASCII: the set it pays for is about half)."""

    def __init__(self, matcher: Matcher, patterns: Sequence[str], of_index: list[int]) -> None:
        self._matcher = matcher
        narrow = [k for k, pat in enumerate(patterns) if pat.isascii()]
        wide = [k for k, pat in enumerate(patterns) if not pat.isascii()]
        self._ascii = matcher._compile([patterns[k] for k in narrow], [of_index[k] for k in narrow])
        self._wide_src = ([patterns[k] for k in wide], [of_index[k] for k in wide])
        self._wide: tuple[Any, list[int]] | None = None

    def found(self, text: str, data: bytes) -> set[int]:
        """What the literals of this set found in *data* (*text* encoded)."""
        got = set(self._matcher._found(self._ascii, data))
        if not text.isascii() and self._wide_src[0]:
            if self._wide is None:
                self._wide = self._matcher._compile(*self._wide_src)
            got.update(self._matcher._found(self._wide, data))
        return got


def _re2_enabled() -> bool:
    if os.environ.get("RUNE_NO_RE2"):
        return False
    try:
        import re2  # noqa: F401
    except ImportError:
        return False
    return True


def rule_triggers(rules: Iterable[object]) -> dict[str, tuple[str, ...]]:
    """The triggers the field rules among *rules* declare, merged by name.

    A name may be declared by several rules only with the same sources, and
    never as a lexicon field's name or ``non-ascii``: a clash is a
    :class:`ValueError`, so two rules cannot silently mean different things.
    """
    taken = {*lexicon_fields(), NON_ASCII}
    out: dict[str, tuple[str, ...]] = {}
    for rule in rules:
        mine: dict[str, tuple[str, ...]] = {}
        for name, sources in getattr(rule, "triggers", ()):
            srcs = (sources,) if isinstance(sources, str) else tuple(sources)
            mine[name] = (*mine.get(name, ()), *srcs)
        for name, srcs in mine.items():
            if name in taken or out.get(name, srcs) != srcs:
                raise ValueError(f"trigger {name!r} is declared twice with different patterns")
            out[name] = srcs
    return out


_MATCHERS: dict[tuple[tuple[tuple[str, tuple[str, ...]], ...], tuple[str, ...]], Matcher] = {}

#: the lexicon fields whose every match is a finding of its rule: always searched
DIRECTIVE_FIELDS = ("override", "role", "impersonation", "conceal", "preference")

#: the registered field rules, handed in by the rule registry when it is built
#: (this layer never imports the rules)
_REGISTERED: tuple[object, ...] = ()


def register(rules: Iterable[object]) -> None:
    """Make *rules* the registered field rules: every matcher holds their needs
    and triggers, so a run over a subset of them shares one compiled set."""
    global _REGISTERED
    _REGISTERED = tuple(rules)
    _MATCHERS.clear()
    _PLANS.clear()
    _CLAIMS.clear()


def registered() -> tuple[object, ...]:
    """The registered field rules (see :func:`register`)."""
    return _REGISTERED


def matcher_for(rules: Iterable[object]) -> Matcher:
    """The matcher holding every lexicon field and every trigger of *rules*
    (built once per distinct set of triggers, on first use)."""
    every = (*_REGISTERED, *rules)
    declared = rule_triggers(every)
    wanted = {n for r in every for group in getattr(r, "needs", None) or () for n in group}
    wanted.update(DIRECTIVE_FIELDS)
    key = (tuple(sorted(declared.items())), tuple(sorted(wanted)))
    got = _MATCHERS.get(key)
    if got is None:
        table = _table()
        # an installed package's table is generated with it for the rules it
        # registers (see the lexicons); a rule it does not register, or a
        # source checkout, has the fingerprint checked
        unregistered = any(all(r is not k for k in _REGISTERED) for r in rules)
        if (
            table is not None
            and (_checkout() or unregistered)
            and table["fingerprint"] != fingerprint(declared, wanted)
        ):
            table = None  # stale: fail closed, every name present
        names = dict.fromkeys(lexicon_fields(), ())
        got = _MATCHERS[key] = Matcher(names, declared, wanted, table=table)
    return got


# --- the table generated at packaging time ----------------------------------------

_HERE = os.path.dirname(os.path.abspath(__file__))
#: the generated tables, beside this module (``scripts/gen_matcher.py`` writes
#: them): the matcher's partition, and the scripts each lexicon entry needs
#: (read only when a phrase pattern is compiled)
TABLE_FILE = os.path.join(_HERE, "matcher_table.json")
SCRIPTS_FILE = os.path.join(_HERE, "entry_scripts.json")
_LOADED: dict[str, dict[str, Any] | None] = {}


def _load(path: str) -> dict[str, Any] | None:
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


def _checkout() -> bool:
    from rune.text import lexicon

    return lexicon._CHECKOUT


def _table() -> dict[str, Any] | None:
    return _load(TABLE_FILE)


#: the layout of the generated table; a table of another layout never matches
TABLE_LAYOUT = "literal-groups-2"


def compact(table: Mapping[str, Any]) -> dict[str, Any]:
    """*table* (``scripts/superset.py``'s partition) as the generated file
    holds it: the literals' fields and hints and the entries' groups packed
    into strings, read only for the literals a string holds (parsing the
    nested lists was most of a one-tool scan's cost of loading the table).
    A table already packed is returned as it is."""
    literals = table["literals"]
    if "proves" in table:
        return dict(table)
    out = {k: v for k, v in table.items() if k not in ("literals", "entries")}
    out["literals"] = [pat for pat, _, _ in literals]
    out["proves"] = [" ".join(names) for _, names, _ in literals]
    out["hints"] = [",".join(map(str, ids)) for _, _, ids in literals]
    out["entries"] = [pack_groups(name, groups) for name, groups in table["entries"]]
    return out


def pack_groups(name: str, groups: Sequence[Sequence[int]]) -> str:
    """*name* and its literal groups as one string (see :func:`unpack_groups`)."""
    return name + ":" + ";".join(",".join(map(str, g)) for g in groups)


def unpack_groups(src: str) -> tuple[str, tuple[frozenset[int], ...]]:
    name, _, rest = src.partition(":")
    return name, tuple(frozenset(int(k) for k in g.split(",")) for g in rest.split(";"))


def fingerprint(declared: Mapping[str, Sequence[str]], wanted: Iterable[str]) -> str:
    """What the matcher's table is derived from: the entries of the wanted
    lexicon fields in every language, the triggers, the wanted names and the
    table's layout."""
    want = sorted(set(wanted))
    fields = set(lexicon_fields())
    parts = [TABLE_LAYOUT, "\x1e".join(want)]
    for f in want:
        if f in fields:
            parts.extend("\x1f".join(getattr(lex, f)) for lex in LEXICONS)
    for name, srcs in sorted(declared.items()):
        parts.append(name + "\x1d" + "\x1f".join(srcs))
    data = "\x1c".join(parts).encode("utf-8", "surrogatepass")
    return hashlib.sha256(data).hexdigest()


def known_scripts() -> Mapping[str, list[str] | None]:
    """The scripts each non-ASCII lexicon entry needs, as generated into
    ``entry_scripts.json`` (empty without it: every entry is then kept)."""
    return _load(SCRIPTS_FILE) or {}


#: where :data:`_MATCHERS` keeps the default matcher (a key no rule set has)
_DEFAULT_KEY: tuple[tuple[tuple[str, tuple[str, ...]], ...], tuple[str, ...]] = ((), ("",))


def default() -> Matcher:
    """The matcher of the registered rules (looked up once per registry)."""
    got = _MATCHERS.get(_DEFAULT_KEY)
    if got is None:
        got = _MATCHERS[_DEFAULT_KEY] = matcher_for(())
    return got


#: False: every name is present in every string, so every rule runs on
#: every string (what the equivalence tests compare the gated engine with)
GATING = True


def names(view: TextView) -> frozenset[str]:
    """The names the default matcher finds in *view*, once per view."""
    m = default()
    if not GATING:
        return frozenset(m.names)
    return m.names_in(view)


_PLANS: dict[tuple[tuple[int, ...], bool], Plan] = {}


def plan_for(rules: Sequence[Any]) -> Plan:
    """The (cached) :class:`Plan` for *rules*, gated unless :data:`GATING` is off."""
    key = (tuple(map(id, rules)), GATING)
    got = _PLANS.get(key)
    if got is None:
        got = _PLANS[key] = Plan(rules, gated=GATING)
    return got


class Plan:
    """Which field rules to call for each combination of names found.

    A rule whose ``needs`` is ``None`` is always called; otherwise it is
    called when each of its groups has a name present. With *gated* false
    every rule is called on every string (the equivalence tests use it).
    """

    def __init__(self, rules: Sequence[Any], gated: bool = True) -> None:
        self.rules = tuple(rules)
        self.matcher = matcher_for(self.rules)
        self.gated = gated and self.matcher.exact
        index = {name: k for k, name in enumerate(self.matcher.names)}
        self._needs: list[tuple[frozenset[int], ...] | None] = []
        for rule in self.rules:
            needs: Sequence[Sequence[str]] | None = getattr(rule, "needs", None)
            if needs is None:
                self._needs.append(None)
                continue
            unknown = [n for group in needs for n in group if n not in index]
            if unknown or not needs or not all(needs):
                raise ValueError(f"{rule.id}: needs names no matcher knows: {unknown}")
            self._needs.append(tuple(frozenset(index[n] for n in group) for group in needs))
        self._plans: dict[frozenset[int], tuple[Any, ...]] = {}

    def select(self, view: TextView) -> tuple[Any, ...]:
        """The rules to call on *view*."""
        if not self.gated:
            return self.rules
        found = self.matcher.present(view)
        got = self._plans.get(found)
        if got is None:
            got = self._plans[found] = tuple(
                rule
                for rule, needs in zip(self.rules, self._needs, strict=True)
                if needs is None or all(not group.isdisjoint(found) for group in needs)
            )
        return got


# --- which lexicon entries can match a text ---------------------------------
#
# ``scripts/gen_matcher.py`` also writes ``entry_literals.json``: for every
# lexicon entry (of every field, wanted or not) with a literal claim, the
# groups of literals such that every match of the entry holds one literal of
# each group. An entry none of whose claims hold in a text cannot match
# anywhere in it, nor in any part of it, so a phrase pattern compiled without
# it finds exactly the same matches there (see :mod:`rune.text.phrases`).

#: the generated claims, beside this module
CLAIMS_FILE = os.path.join(_HERE, "entry_literals.json")
CLAIMS_LAYOUT = "entry-literals-2"


class Claims:
    """The literal claims of the lexicon entries, searched with the
    matcher's literal set (and a set of the literals only these claims use,
    compiled on first use)."""

    def __init__(self, matcher: Matcher, data: Mapping[str, Any]) -> None:
        lits: list[str] = data["literals"]
        main: list[str] = compact(matcher.table)["literals"] if matcher.table else []
        at = {pat: k for k, pat in enumerate(lits)}
        #: each matcher literal's claim literal (or -1)
        self._from_main = [at.get(pat, -1) for pat in main]
        shared = set(self._from_main)
        extra = [k for k, pat in enumerate(lits) if k not in shared]
        self._extra_src = [lits[k] for k in extra]
        self._extra_ids = extra
        self._extra: _Split | None = None
        self._matcher = matcher
        srcs: list[str] = data["entries"]
        #: each claimed entry, by its place in the table
        self.groups: dict[str, int] = {src: k for k, src in enumerate(srcs)}
        self._srcs = srcs
        #: each entry's groups, packed (its rarest-looking group first), and
        #: each literal's entries whose first group holds it, packed
        self._groups_src: list[str] = data["groups"]
        self._hints_src: list[str] = data["hints"]
        self._groups: list[tuple[frozenset[int], ...] | None] = [None] * len(srcs)
        self._hints: list[tuple[int, ...] | None] = [None] * len(lits)
        self._memo: dict[str, frozenset[str]] = {}

    def _literals(self, text: str) -> set[int]:
        main = self._from_main
        found = {main[k] for k in self._matcher.literals_in(text)}
        found.discard(-1)
        if self._extra_ids:
            if self._extra is None:
                self._extra = _Split(self._matcher, self._extra_src, self._extra_ids)
            found.update(self._extra.found(text, text.encode("utf-8", "surrogatepass")))
        return found

    def candidates(self, text: str) -> frozenset[str]:
        """The claimed entries that may match in *text* (every literal group
        of each holds there); an entry without a claim is not listed."""
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
        return got


_CLAIMS: dict[int, Claims | None] = {}


def claims() -> Claims | None:
    """The claims of the default matcher's run (``None`` without RE2, a
    current matcher table or the claims table: every entry is then kept)."""
    m = default()
    key = id(m)
    if key not in _CLAIMS:
        data = _load(CLAIMS_FILE) if m.exact else None
        ok = data is not None and data.get("layout") == CLAIMS_LAYOUT
        _CLAIMS.clear()
        _CLAIMS[key] = Claims(m, data) if ok and data is not None else None
    return _CLAIMS[key]
