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

from collections.abc import Iterable, Mapping, Sequence
from typing import TypeVar, cast

from rune.record import fields
from rune.text import lexicon, re2set
from rune.text.claims import Claims
from rune.text.lexicon import Lexicon
from rune.text.normalise import TextView
from rune.text.plan import Plan
from rune.text.re2set import Compiled, Front
from rune.text.tables import (
    CLAIMS_FILE,
    CLAIMS_LAYOUT,
    SCRIPTS_FILE,
    TABLE_FILE,
    TABLE_LAYOUT,
    MatcherTable,
    claims_table,
    compact,
    known_scripts,
    matcher_table,
    pack_groups,
    unpack_groups,
)

__all__ = [
    "CLAIMS_FILE",
    "CLAIMS_LAYOUT",
    "DIRECTIVE_FIELDS",
    "NON_ASCII",
    "SCRIPTS_FILE",
    "TABLE_FILE",
    "TABLE_LAYOUT",
    "Claims",
    "Matcher",
    "Plan",
    "claims",
    "compact",
    "default",
    "fingerprint",
    "known_scripts",
    "lexicon_fields",
    "lexicon_patterns",
    "matcher_for",
    "names",
    "pack_groups",
    "plan_for",
    "register",
    "registered",
    "rule_triggers",
    "unpack_groups",
]

#: past this many bytes of searching (entries to verify times the text's
#: length), a text's entries are verified in one set compiled for it rather
#: than one search each (compiling a set of a few hundred entries costs a few
#: milliseconds; a search of a megabyte, about one)
_ONE_BY_ONE_BYTES = 8 << 20
#: texts of this many characters or more have what they hold remembered by
#: their content (a few, the last searched); shorter ones are the engine's
#: distinct-string cache's
_RECENT_CHARS = 4096
_RECENT_MAX = 16
#: texts of this many bytes or more search the triggers as two sets (see
#: ``loose`` in the table): the same names found, from two small automata
#: instead of one built for their product, which a long random text makes
#: costly to build; a short text pays one search instead of two
_SPLIT_BYTES = 16 << 10
#: how many sets compiled for one text's entries are kept
_BATCHES_MAX = 8
#: the built-in name present when the original string holds a non-ASCII character
NON_ASCII = "non-ascii"
#: each set's memory bound (see :data:`rune.text.re2set.MAX_MEM`)
_MAX_MEM = re2set.MAX_MEM
#: what a literal found tells (see :meth:`Matcher._told_of`)
_Told = tuple[tuple[int, ...], tuple[tuple[int, int, tuple[frozenset[int], ...]], ...]]


def lexicon_fields() -> tuple[str, ...]:
    """Every phrase field of :class:`Lexicon`: its ``tuple[str, ...]`` fields
    (read off the class once: every matcher lookup asks)."""
    got = _FIELDS.get(Lexicon)
    if got is None:
        phrase = ("tuple[str, ...]", tuple[str, ...])
        got = _FIELDS[Lexicon] = tuple(f.name for f in fields(Lexicon) if f.type in phrase)
    return got


_FIELDS: dict[type, tuple[str, ...]] = {}


def lexicon_patterns(langs: Iterable[Lexicon] | None = None) -> dict[str, list[str]]:
    """Each lexicon field's entries across *langs* (default: every language),
    shorthands expanded."""
    from rune.text.grammar import frag  # here: a scan that reaches no phrase never reads it

    every = lexicon.LEXICONS if langs is None else tuple(langs)
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
        table: MatcherTable | None = None,
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
        self.exact = table is not None and re2set.enabled()
        self._key = f"matcher.{id(self)}"
        #: the literals found in each recently searched normalised view, for
        #: :func:`candidates` (a phrase rule then searches the same text)
        self._lits: dict[str, set[int]] = {}
        #: what each recent long text held (see :meth:`_search`): the names,
        #: whether the answer was inexact, and the literals
        self._recent: dict[tuple[str, str], tuple[frozenset[int], bool, set[int]]] = {}
        #: the sets compiled for a text's entries to verify, by the entries
        self._batches: dict[tuple[int, ...], Compiled] = {}
        #: sets and entries RE2 could not compile, and searches it did not
        #: finish (each counted every name it could report present)
        self.failures = 0
        #: whether the search under way met such a set or search
        self._inexact = False

    def _prepare(self) -> None:
        index = {name: k for k, name in enumerate(self.names)}
        empty: MatcherTable = {
            "triggers": [],
            "always": [],
            "literals": [],
            "entries": [],
            "fields": {},
        }
        table = self.table or empty
        trig = [src for _, src in table["triggers"]]
        trig_of = [index[n] for n, _ in table["triggers"]]
        self._trig = self._compile(trig, trig_of)
        #: the triggers as two sets, for a long text (compiled on first use):
        #: those a literal anchors, and the loose ones at the end of the list
        cut = len(trig) - int(table.get("loose", 0))
        self._trig_parts: list[tuple[list[str], list[int]]] = (
            [(trig[:cut], trig_of[:cut]), (trig[cut:], trig_of[cut:])]
            if 0 < cut < len(trig)
            else []
        )
        self._trig_split: list[Compiled] | None = None
        packed = compact(table)
        self._index = index
        #: the literals and the entries with no literal claim, searched
        #: together; what the generated table adds (how many literals are
        #: plain ASCII, each half's lookup, the always patterns that need a
        #: character beyond ASCII) lets a short run decode and compile only
        #: what its texts need
        self._front = Front(
            self,
            (lambda: packed["literals"]) if "ascii" in packed else packed["literals"],
            [src for _, src in packed["always"]],
            [index[n] for n, _ in packed["always"]],
            ascii_count=packed.get("ascii"),
            hand=lambda: packed.get("hand"),
            hand_wide=lambda: packed.get("hand_wide"),
            always_wide=packed.get("always_wide", 0),
        )
        #: the table as packed: each literal's fields found by it alone and
        #: the entries needing it, each entry that needs its field's set
        #: searched (the field, and the literal groups a string must hold one
        #: of each of), each field's patterns of those entries in the
        #: entries' order; each key decoded when a string first needs it
        self._packed = packed
        #: what each literal held tells (unpacked on first use): the fields it
        #: proves, and each entry it hints at with that entry's field and its
        #: literal groups the literal is not in (the ones left to check)
        self._told: dict[int, _Told] = {}
        #: each entry's field and literal groups, unpacked when hinted
        self._entries: dict[int, tuple[int, tuple[frozenset[int], ...]]] = {}
        #: each entry's pattern (listed on first use) and its set (compiled
        #: the first time a string holds all its literal groups)
        self._entry_at: list[str] | None = None
        self._entry_sets: dict[int, Compiled] = {}
        self._ready = True

    @property
    def _proves_src(self) -> list[str]:
        return self._packed["proves"]

    @property
    def _hints_src(self) -> list[str]:
        return self._packed["hints"]

    @property
    def _entries_src(self) -> list[str]:
        return self._packed["entries"]

    @property
    def _field_src(self) -> dict[str, list[str]]:
        return self._packed["fields"]

    def _triggers_by_name(self) -> dict[str, tuple[str, ...]]:
        out: dict[str, tuple[str, ...]] = {}
        for name, src in self._triggers:
            out[name] = (*out.get(name, ()), src)
        return out

    def _compile(self, patterns: Sequence[str], of_index: list[int]) -> Compiled:
        """The compiled set of *patterns* and what each reports (see
        :func:`rune.text.re2set.compile_set`; a set RE2 cannot compile
        within :data:`_MAX_MEM` is counted as a failure)."""
        got = re2set.compile_set(patterns, of_index, _MAX_MEM)
        if got.rset is None:
            self.failures += 1
        return got

    def _found(self, compiled: Compiled, data: bytes) -> Iterable[int]:
        """What one set finds in *data*; everything it could report when RE2
        could not compile it or did not finish the search."""
        hits, exact = re2set.search(compiled, data)
        if not exact:
            self._inexact = True
            if compiled[0] is not None:
                self.failures += 1
        return hits

    def _entry_found(self, k: int, data: bytes) -> bool:
        """Whether entry *k* (one not found by its literal alone) occurs in
        *data*; its set is compiled on first use. Only an entry whose every
        literal group holds in the text can match there, so only those are
        searched, not the whole field (compiling each field's set was most
        of a 200-tool process's RE2 cost)."""
        got = self._entry_sets.get(k)
        if got is None:
            if self._entry_at is None:
                self._entry_at = self._entry_patterns()
            name = (self._entries.get(k) or self._entry(k))[0]
            got = self._entry_sets[k] = self._compile([self._entry_at[k]], [name])
        return bool(self._found(got, data))

    def _entries_found(self, waiting: Mapping[int, set[int]], data: bytes) -> Iterable[int]:
        """The fields of *waiting* (field -> entries to verify) one of whose
        entries occurs in *data*, from one set of all those entries compiled
        for this text: on a long text holding many entries' literals (a
        decoded blob of random letters holds many short words), searching
        each entry on its own costs a pass over the text per entry."""
        if self._entry_at is None:
            self._entry_at = self._entry_patterns()
        ks = tuple(sorted(k for pending in waiting.values() for k in pending))
        got = self._batches.get(ks)
        if got is None:
            # kept for the next text that waits on the same entries (the
            # layers of one payload do): a set searched again has its
            # automaton built already
            names = [(self._entries.get(k) or self._entry(k))[0] for k in ks]
            got = self._compile([self._entry_at[k] for k in ks], names)
            if len(self._batches) >= _BATCHES_MAX:
                self._batches.clear()
            self._batches[ks] = got
        return self._found(got, data)

    def _entry_patterns(self) -> list[str]:
        """Each entry's pattern: the table lists a field's patterns in the
        order of the field's entries."""
        taken: dict[str, int] = {}
        out: list[str] = []
        for src in self._entries_src:
            name = src.partition(":")[0]
            j = taken[name] = taken.get(name, -1) + 1
            out.append(self._field_src[name][j])
        return out

    def present(self, view: TextView) -> frozenset[int]:
        """Indices (into :attr:`names`) of the names that occur in *view*,
        searched once per view."""
        if not self.exact:
            return self._all
        return view.memo(self._key, lambda: self._search(view))

    def _search(self, view: TextView) -> frozenset[int]:
        if not self._ready:
            self._prepare()
        norm, text = view.norm, view.original
        # what a long text was found to hold, by its content: the layers of a
        # payload and the views rules build are often the same text again,
        # and a set's first pass over a megabyte of noise costs as much as
        # building its automaton
        key = (norm, text)
        recent = self._recent.get(key) if len(norm) >= _RECENT_CHARS else None
        if recent is not None:
            found, inexact, lits = recent
            self._remember_lits(norm, lits)
        else:
            self._inexact = False
            found = self._search_sets(view)
            inexact = self._inexact
            if len(norm) >= _RECENT_CHARS:
                if len(self._recent) >= _RECENT_MAX:
                    self._recent.clear()
                self._recent[key] = (found, inexact, self._lits[norm])
        if inexact:
            view.memo(self._key + ":unsure", lambda: True)
        return found

    def _remember_lits(self, norm: str, lits: set[int]) -> None:
        if len(self._lits) > 2048:
            self._lits.clear()
        self._lits[norm] = lits

    def _search_sets(self, view: TextView) -> frozenset[int]:
        norm = view.norm
        text = view.original
        data = norm.encode("utf-8", "surrogatepass")
        lits, always = self._front.found(norm, data)
        self._remember_lits(norm, lits)
        found: set[int] = set(always)
        if lits:
            self._from_literals(lits, found, data)
        if text != norm:
            data += b"\n" + text.encode("utf-8", "surrogatepass")
        if len(data) >= _SPLIT_BYTES and self._trig_parts:
            if self._trig_split is None:
                self._trig_split = [self._compile(*part) for part in self._trig_parts]
            for part in self._trig_split:
                found.update(self._found(part, data))
        else:
            found.update(self._found(self._trig, data))
        if not text.isascii():
            found.add(len(self.names) - 1)
        return frozenset(found)

    def _from_literals(self, lits: set[int], found: set[int], data: bytes) -> None:
        """Add to *found* the fields the literals *lits* of *data* prove, and
        those of the entries every literal group of which holds in *lits*
        that occur in *data* (each such entry searched on its own, or all of
        them in one set on a long text)."""
        told = self._told
        verify: dict[int, set[int]] = {}
        for lit in lits:
            got = told.get(lit)
            if got is None:
                got = self._told_of(lit)
            proves, hinted = got
            if proves:
                found.update(proves)
            for k, name, rest in hinted:
                for group in rest:
                    if lits.isdisjoint(group):
                        break
                else:
                    pending = verify.get(name)
                    if pending is None:
                        verify[name] = {k}
                    else:
                        pending.add(k)
        if not verify:
            return
        waiting = {name: ks for name, ks in verify.items() if name not in found}
        if sum(map(len, waiting.values())) * len(data) > _ONE_BY_ONE_BYTES:
            found.update(self._entries_found(waiting, data))
            return
        for name, pending in waiting.items():
            if any(self._entry_found(k, data) for k in sorted(pending)):
                found.add(name)

    def _told_of(self, lit: int) -> _Told:
        src = self._proves_src[lit]
        proves = tuple(self._index[n] for n in src.split())
        hints = self._hints_src[lit]
        hinted: list[tuple[int, int, tuple[frozenset[int], ...]]] = []
        for k in (int(k) for k in hints.split(",")) if hints else ():
            name, groups = self._entries.get(k) or self._entry(k)
            hinted.append((k, name, tuple(g for g in groups if lit not in g)))
        got = self._told[lit] = (proves, tuple(hinted))
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
            got = self._front.found(text, text.encode("utf-8", "surrogatepass"))[0]
        return got

    def names_in(self, view: TextView) -> frozenset[str]:
        """The names that occur in *view* (every name without RE2)."""
        return frozenset(self.names[k] for k in self.present(view))

    def exact_names(self, view: TextView) -> frozenset[str] | None:
        """The names that occur in *view*, or ``None`` when that is not
        known exactly: without RE2 or a current table, or when a set RE2
        could not compile or a search it did not finish answered for *view*
        (:meth:`names_in` then counts names present that may not be). What
        reads a name's absence as news (a repaired layer holding nothing new)
        must use this, never :meth:`names_in`."""
        if not self.exact:
            return None
        got = self.names_in(view)
        return None if view.memo(self._key + ":unsure", lambda: False) else got


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
            and not current(table, declared, wanted)
        ):
            table = None  # stale: fail closed, every name present
        names = dict.fromkeys(lexicon_fields(), ())
        got = _MATCHERS[key] = Matcher(names, declared, wanted, table=table)
    return got


# --- the table generated at packaging time (see :mod:`rune.text.tables`) ---------


def _checkout() -> bool:
    return lexicon._CHECKOUT


def _table() -> MatcherTable | None:
    return matcher_table()


def fingerprint(declared: Mapping[str, Sequence[str]], wanted: Iterable[str]) -> str:
    """What the matcher's table is derived from: the entries of the wanted
    lexicon fields in every language, the triggers, the wanted names and the
    table's layout."""
    import hashlib  # here: only a table made from other lexicon sources computes it

    want = sorted(set(wanted))
    fields = set(lexicon_fields())
    parts = [TABLE_LAYOUT, "\x1e".join(want)]
    for f in want:
        if f in fields:
            parts.extend("\x1f".join(getattr(lex, f)) for lex in lexicon.LEXICONS)
    for name, srcs in sorted(declared.items()):
        parts.append(name + "\x1d" + "\x1f".join(srcs))
    data = "\x1c".join(parts).encode("utf-8", "surrogatepass")
    return hashlib.sha256(data).hexdigest()


def rules_key(declared: Mapping[str, Sequence[str]], wanted: Iterable[str]) -> str:
    """What the matcher's table takes from the rules, as it is (the table
    stores it as ``rules``): its layout, the wanted names and the triggers."""
    parts = [TABLE_LAYOUT, "\x1e".join(sorted(set(wanted)))]
    for name, srcs in sorted(declared.items()):
        parts.append(name + "\x1d" + "\x1f".join(srcs))
    return "\x1c".join(parts)


def current(
    table: MatcherTable, declared: Mapping[str, Sequence[str]], wanted: Iterable[str]
) -> bool:
    """Whether *table* was made from the running rules and lexicons.

    The table holds the rules it was made for (``rules``, compared as it is)
    and the digest of the lexicon sources it was made from (``sources``, see
    :func:`rune.text.lexicon.fingerprint`): when both are the running ones,
    it is current without building a lexicon. Other sources may still give
    the same wanted entries (an edit to a field no rule searches): then the
    lexicons are built and :func:`fingerprint` decides, as it always has."""
    wanted = set(wanted)
    if table.get("rules") != rules_key(declared, wanted):
        return False  # the rules differ: so does the fingerprint
    sources = lexicon.fingerprint()
    if sources is not None and table.get("sources") == sources:
        return True
    return table.get("fingerprint") == fingerprint(declared, wanted)


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


R = TypeVar("R")
_PLANS: dict[tuple[tuple[int, ...], bool], Plan[object]] = {}


def plan_for(rules: Sequence[R]) -> Plan[R]:
    """The (cached) :class:`Plan` for *rules*, gated unless :data:`GATING` is off."""
    key = (tuple(map(id, rules)), GATING)
    got = _PLANS.get(key)
    if got is None:
        made = Plan(rules, matcher_for(rules), gated=GATING)
        _PLANS[key] = cast("Plan[object]", made)
        return made
    return cast("Plan[R]", got)


# --- which lexicon entries can match a text (see :mod:`rune.text.claims`) ------

_CLAIMS: dict[int, Claims | None] = {}


def claims() -> Claims | None:
    """The claims of the default matcher's run (``None`` without RE2, a
    current matcher table or the claims table: every entry is then kept)."""
    m = default()
    key = id(m)
    if key not in _CLAIMS:
        data = claims_table() if m.exact else None
        _CLAIMS.clear()
        _CLAIMS[key] = Claims(m, data) if data is not None else None
    return _CLAIMS[key]
