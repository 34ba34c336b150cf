"""An RE2-safe superset of a Python regular expression.

The matcher (:mod:`rune.text.matcher`) runs every lexicon entry and every
rule trigger in one pass with RE2, which has no lookarounds, backreferences,
possessive quantifiers or atomic groups, and whose ``\\w``, ``\\d`` and
``\\s`` are ASCII-only where Python's are Unicode. :func:`superset` rewrites
a Python pattern into one RE2 accepts that matches *at least* wherever the
original matches: it only ever drops a constraint, never adds one.

* lookarounds, ``\\b``, ``\\B``, ``\\A``, ``\\Z``, ``^`` and ``$`` become an
  empty group (a quantifier after them still has something to repeat);
* ``\\w``, ``\\W``, ``\\d``, ``\\D``, ``\\s`` and ``\\S`` keep their exact ASCII
  part and take in everything beyond ASCII (inside a negated class, only
  what they surely match, so the complement is again a superset);
* a backreference becomes "any run of characters";
* named, atomic and capturing groups become plain groups; possessive
  quantifiers become greedy ones; ``{,n}`` becomes ``{0,n}``, and a count
  wider than two (``{0,60}``) is opened (``*``), which keeps the automaton of
  the whole set small;
* ``\\uXXXX``, ``\\UXXXXXXXX`` and ``\\xXX`` become RE2's ``\\x{...}``.

Inline flags and conditional groups are refused (:class:`ValueError`): the
rune patterns do not use them, and a refusal is safer than a guess.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from rune.text.lazyre import lazy
from rune.text.matcher import (
    DIRECTIVE_FIELDS,
    Matcher,
    fingerprint,
    lexicon_patterns,
    registered,
    rule_triggers,
)
from rune.text.scripts import plain_ascii, script_of

ANY = "(?s:.)"
EMPTY = "(?:)"
_NON_ASCII = "\\x{80}-\\x{10ffff}"
#: class bodies: for each Unicode escape, what it matches among ASCII (exact)
#: and whether it can match beyond ASCII
_ASCII_PART = {
    "w": ("0-9A-Za-z_", True),
    "W": ("\\x00-/:-@\\[-\\^`{-\\x7f", True),
    "d": ("0-9", True),
    "D": ("\\x00-/:-\\x7f", True),
    "s": ("\\t-\\r\\x1c-\\x20", True),
    "S": ("\\x00-\\x08\\x0e-\\x1b!-\\x7f", True),
}
#: the same, but only what the escape surely matches (for a negated class):
#: the ASCII whitespace Python's ``\s`` certainly holds
_ASCII_SURE = {**_ASCII_PART, "s": ("\\t-\\r\\x20", False), "S": ("!-\\x7e", False)}
_UNICODE_CLASSES = frozenset("wWdDsS")
_DROPPED = frozenset("bBAZ")
_PLAIN_ESCAPES = frozenset("ntrfva")
#: widest ``{m,n}`` kept as a count; a wider one is opened to ``{m,}``
_SPREAD = 2


def superset(src: str) -> str:
    """An RE2 pattern that matches wherever the Python pattern *src* matches."""
    out: list[str] = []
    i, n = 0, len(src)
    while i < n:
        c = src[i]
        if c == "\\":
            text, i = _escape(src, i, in_class=False)
            out.append(text)
        elif c == "[":
            text, i = _char_class(src, i)
            out.append(text)
        elif c == "(":
            text, i = _group_open(src, i)
            out.append(text)
        elif c in "^$":
            out.append(EMPTY)
            i += 1
        elif c in "*+?":
            out.append(c)
            i += 1
            i = _skip_possessive(src, i)
        elif c == "{":
            text, i = _brace(src, i)
            out.append(text)
        else:
            out.append(c)
            i += 1
    return "".join(out)


def _skip_possessive(src: str, i: int) -> int:
    """After a quantifier: skip a ``+`` (possessive), keep a ``?`` (lazy)."""
    if i < len(src) and src[i] == "+":
        return i + 1
    return i


def _brace(src: str, i: int) -> tuple[str, int]:
    close = src.find("}", i)
    body = src[i + 1 : close] if close > 0 else ""
    lo, comma, hi = body.partition(",")
    valid = close > 0 and (lo.isdigit() or (comma and not lo)) and (not hi or hi.isdigit())
    if not valid or (not lo and not hi):
        return "\\{", i + 1  # a literal brace, as Python reads it
    low = int(lo or "0")
    if comma and (not hi or int(hi) - low > _SPREAD):
        # a wide count makes the set's automaton track distances for every
        # pattern at once: an open count keeps it small
        text = "{" + str(low) + ",}" if low else "*"
    else:
        text = "{" + str(low) + comma + hi + "}"
    return text, _skip_possessive(src, close + 1)


def _escape(src: str, i: int, in_class: bool) -> tuple[str, int]:
    """One escape at ``src[i] == '\\'``: its RE2 text and the index after it."""
    if i + 1 >= len(src):
        raise ValueError("pattern ends with a backslash")
    c = src[i + 1]
    if c in _UNICODE_CLASSES:
        if in_class:
            raise AssertionError("class escapes are expanded by _char_class")
        return "[" + _ASCII_PART[c][0] + _NON_ASCII + "]", i + 2
    if c in _DROPPED and not in_class:
        return EMPTY, i + 2
    if c == "b" and in_class:
        return "\\x08", i + 2
    for letter, width in (("x", 2), ("u", 4), ("U", 8)):
        if c == letter:
            digits = src[i + 2 : i + 2 + width]
            return "\\x{" + digits + "}", i + 2 + width
    if c.isdigit():
        if c == "0" or in_class:
            j = i + 1
            while j < len(src) and j < i + 4 and src[j] in "01234567":
                j += 1
            return "\\x{" + format(int(src[i + 1 : j], 8), "x") + "}", j
        j = i + 1
        while j < len(src) and src[j].isdigit():
            j += 1
        return ANY + "*", j  # a backreference: whatever it repeated
    if c == "N":
        raise ValueError("named characters are not supported")
    if c in _PLAIN_ESCAPES or not c.isalnum():
        if c.isascii():
            return "\\" + c, i + 2
        return c, i + 2
    raise ValueError(f"unknown escape \\{c}")


def _char_class(src: str, i: int) -> tuple[str, int]:
    """A character class at ``src[i] == '['``. A Unicode escape inside it
    stands for its exact ASCII part plus (in a positive class) everything
    beyond ASCII; in a negated class, for what it surely matches, so the
    complement is again a superset."""
    j = i + 1
    body: list[str] = []
    negate = False
    if j < len(src) and src[j] == "^":
        negate = True
        j += 1
    first = True
    wide = False
    while j < len(src):
        c = src[j]
        if c == "]" and not first:
            break
        first = False
        if c == "\\":
            if j + 1 < len(src) and src[j + 1] in _UNICODE_CLASSES:
                part, beyond = (_ASCII_SURE if negate else _ASCII_PART)[src[j + 1]]
                body.append(part)
                wide = wide or beyond
                j += 2
                continue
            text, j = _escape(src, j, in_class=True)
            body.append(text)
            continue
        body.append("\\" + c if c in "[]" else c)
        j += 1
    if j >= len(src):
        raise ValueError("unterminated character class")
    if wide and not negate:
        body.append(_NON_ASCII)
    return "[" + ("^" if negate else "") + "".join(body) + "]", j + 1


def _group_open(src: str, i: int) -> tuple[str, int]:
    """A group opening at ``src[i] == '('``; a lookaround is skipped whole."""
    rest = src[i + 1 : i + 4]
    if rest.startswith(("?=", "?!", "?<=", "?<!")):
        return EMPTY, _group_end(src, i)
    if rest.startswith("?#"):
        return "", src.index(")", i) + 1
    if rest.startswith("?P<"):
        return "(?:", src.index(">", i) + 1
    if rest.startswith("?P="):
        return ANY + "*", src.index(")", i) + 1
    if rest.startswith(("?:", "?>")):
        return "(?:", i + 3
    if rest.startswith("?"):
        raise ValueError("inline flags and conditional groups are not supported")
    return "(?:", i + 1


def _group_end(src: str, i: int) -> int:
    """The index after the parenthesis that closes the group opening at *i*."""
    depth = 0
    j = i
    while j < len(src):
        c = src[j]
        if c == "\\":
            j += 2
            continue
        if c == "[":
            _, j = _char_class(src, j)
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    raise ValueError("unbalanced parenthesis")


def head(src: str, width: int = 24) -> str:
    """A prefix of the RE2 pattern *src* (as :func:`superset` writes it) that
    is itself a superset: every match of *src* starts with a match of it.

    The pattern is cut at the first top-level boundary at or after *width*
    characters, never inside a group, a class or an escape, nor before a
    quantifier. A pattern with a top-level ``|`` is kept whole. Shorter
    patterns make a smaller automaton for the whole set; what the cut lets
    through, the rule's exact pattern turns down.
    """
    depth = 0
    i, n = 0, len(src)
    cut = n
    while i < n:
        c = src[i]
        if c == "\\":
            i += 2
            if i <= n and src[i - 1] == "x" and i < n and src[i] == "{":
                i = src.index("}", i) + 1
        elif c == "[":
            i += 1
            if i < n and src[i] == "^":
                i += 1
            if i < n and src[i] == "]":
                i += 1
            while i < n and src[i] != "]":
                i += 2 if src[i] == "\\" else 1
            i += 1
        elif c == "(":
            depth += 1
            i += 1
        elif c == ")":
            depth -= 1
            i += 1
        elif c == "|" and depth == 0:
            return src
        else:
            i += 1
        if depth == 0 and cut == n and i >= width and i < n and src[i] not in "*+?{|)":
            cut = i
    return src[:cut]


# --- what every match of a pattern needs of the text -----------------------
#
# The scripts every match of a Python pattern holds a letter of (a sound
# claim: it only ever says what every match holds), so a pattern is left out
# for text without them: a Latin string does not pay for Thai or Bengali.


class _Unknown(Exception):
    """A construct the analysis does not read: no claim is made."""


# a parsed pattern: ("lit", ch) | ("set", chars or None) | ("alt", [seq, ...])
# | ("zero",) for a zero-width assertion | ("any",) for anything else;
# a seq is a list of (node, min, max) with max None for unbounded
_Node = tuple[Any, ...]
_Seq = list[tuple[_Node, int, int | None]]
_CLASS_ESCAPES = frozenset("wWdDsS")
#: widest class expanded into its characters
_MAX_SET = 16


def _parse(src: str) -> list[_Seq]:
    alts, i = _parse_alt(src, 0)
    if i != len(src):
        raise _Unknown(src)
    return alts


def _parse_alt(src: str, i: int) -> tuple[list[_Seq], int]:
    alts: list[_Seq] = [[]]
    n = len(src)
    while i < n:
        c = src[i]
        if c == ")":
            return alts, i
        if c == "|":
            alts.append([])
            i += 1
            continue
        run = _PLAIN.match(src, i)
        if run is not None:
            j = run.end()
            quantified = j < n and (src[j] in "*+?" or (src[j] == "{" and _is_count(src, j)))
            if quantified:
                j -= 1
            if j > i:
                alts[-1].append((("str", src[i:j]), 1, 1))
                i = j
                continue
        node, i = _parse_atom(src, i)
        lo, hi, i = _parse_count(src, i)
        alts[-1].append((node, lo, hi))
    return alts, i


#: a run of characters that stand for themselves
_PLAIN = lazy(r"[^\\\[\]()|.^$*+?{]+")


def _parse_atom(src: str, i: int) -> tuple[_Node, int]:
    c = src[i]
    if c == "\\":
        return _parse_escape(src, i)
    if c == "[":
        return _parse_set(src, i)
    if c == "(":
        rest = src[i + 1 : i + 4]
        if rest.startswith(("?=", "?!", "?<=", "?<!")):
            return ("zero",), _group_end(src, i)
        if rest.startswith("?P="):
            return ("any",), src.index(")", i) + 1
        if rest.startswith("?P<"):
            j = src.index(">", i) + 1
        elif rest.startswith(("?:", "?>")):
            j = i + 3
        elif rest.startswith("?"):
            raise _Unknown(src)
        else:
            j = i + 1
        alts, j = _parse_alt(src, j)
        if j >= len(src) or src[j] != ")":
            raise _Unknown(src)
        return ("alt", alts), j + 1
    if c in "^$":
        return ("zero",), i + 1
    if c == ".":
        return ("any",), i + 1
    if c in "*+?{" and not (c == "{" and not _is_count(src, i)):
        raise _Unknown(src)
    return ("lit", c), i + 1


def _is_count(src: str, i: int) -> bool:
    close = src.find("}", i)
    if close < 0:
        return False
    lo, comma, hi = src[i + 1 : close].partition(",")
    return (
        (lo.isdigit() or (bool(comma) and not lo)) and (not hi or hi.isdigit()) and bool(lo or hi)
    )


def _parse_count(src: str, i: int) -> tuple[int, int | None, int]:
    if i >= len(src):
        return 1, 1, i
    c = src[i]
    lo: int
    hi: int | None
    if c == "*":
        lo, hi, i = 0, None, i + 1
    elif c == "+":
        lo, hi, i = 1, None, i + 1
    elif c == "?":
        lo, hi, i = 0, 1, i + 1
    elif c == "{" and _is_count(src, i):
        close = src.index("}", i)
        a, comma, b = src[i + 1 : close].partition(",")
        lo = int(a or "0")
        hi = (int(b) if b else None) if comma else lo
        i = close + 1
    else:
        return 1, 1, i
    if i < len(src) and src[i] in "?+":
        i += 1
    return lo, hi, i


def _parse_escape(src: str, i: int) -> tuple[_Node, int]:
    if i + 1 >= len(src):
        raise _Unknown(src)
    c = src[i + 1]
    if c in _CLASS_ESCAPES or c.isdigit() or c == "N":
        return ("any",), i + 2 if not c.isdigit() else _digits_end(src, i + 1)
    if c in "bBAZ":
        return ("zero",), i + 2
    for letter, width in (("x", 2), ("u", 4), ("U", 8)):
        if c == letter:
            return ("lit", chr(int(src[i + 2 : i + 2 + width], 16))), i + 2 + width
    if c.isalpha():
        plain = {"n": "\n", "t": "\t", "r": "\r", "f": "\f", "v": "\v", "a": "\a"}
        if c not in plain:
            raise _Unknown(src)
        return ("lit", plain[c]), i + 2
    return ("lit", c), i + 2


def _digits_end(src: str, j: int) -> int:
    while j < len(src) and src[j].isdigit():
        j += 1
    return j


def _parse_set(src: str, i: int) -> tuple[_Node, int]:
    j = i + 1
    if j < len(src) and src[j] == "^":
        j += 1
    if j < len(src) and src[j] == "]":
        j += 1
    while j < len(src) and src[j] != "]":
        j += 2 if src[j] == "\\" else 1
    if j >= len(src):
        raise _Unknown(src)
    body = src[i + 1 : j]
    node = _SETS.get(body)
    if node is None:
        node = _SETS[body] = _set_node(body)
    return node, j + 1


_SETS: dict[str, _Node] = {}


def _set_node(body: str) -> _Node:
    if body.startswith("^") or "\\" in body:
        return ("set", None)
    chars: set[str] = set()
    k = 0
    while k < len(body):
        if k + 2 < len(body) and body[k + 1] == "-":
            lo, hi = ord(body[k]), ord(body[k + 2])
            if hi - lo > _MAX_SET:
                return ("set", None)
            chars.update(chr(cp) for cp in range(lo, hi + 1))
            k += 3
        else:
            chars.add(body[k])
            k += 1
    return ("set", frozenset(chars) if len(chars) <= _MAX_SET else None)


def required_scripts(src: str) -> frozenset[str] | None:
    """Script ranges of which every match of the Python pattern *src* holds a
    character (one range of the set, at least), or ``None`` when some match
    may be plain ASCII or the pattern is not read. Text with none of those
    scripts cannot match *src*."""
    if plain_ascii(src):
        return None
    try:
        return _required_alts(_parse(src))
    except (_Unknown, ValueError, IndexError):
        return None


def _union(
    alts: list[_Seq], of_seq: Callable[[_Seq], frozenset[str] | None], most: int | None = None
) -> frozenset[str] | None:
    """What every alternative of *alts* claims (*of_seq*), together; ``None``
    when one claims nothing or there are more than *most*."""
    out: set[str] = set()
    for seq in alts:
        got = of_seq(seq)
        if got is None:
            return None
        out |= got
        if most is not None and len(out) > most:
            return None
    return frozenset(out)


def _required_alts(alts: list[_Seq]) -> frozenset[str] | None:
    return _union(alts, _required_seq)


def _required_seq(seq: _Seq) -> frozenset[str] | None:
    best: frozenset[str] | None = None
    for node, lo, _ in seq:
        if lo < 1:
            continue
        got: frozenset[str] | None = None
        if node[0] == "str":
            wide = [c for c in node[1] if ord(c) > 0x7F]
            got = frozenset({script_of(wide[0])}) if wide else None
        elif node[0] == "lit" and ord(node[1]) > 0x7F:
            got = frozenset({script_of(node[1])})
        elif node[0] == "set" and node[1] is not None and all(ord(c) > 0x7F for c in node[1]):
            got = frozenset(script_of(c) for c in node[1])
        elif node[0] == "alt":
            got = _required_alts(node[1])
        if got is not None and (best is None or len(got) < len(best)):
            best = got
    return best


# --- the matcher's table ---------------------------------------------------


def partition(
    lexicon: Mapping[str, Sequence[str]],
    triggers: Mapping[str, Sequence[str]],
    wanted: Iterable[str] | None = None,
) -> dict[str, Any]:
    """What a :class:`~rune.text.matcher.Matcher` searches, over the Python
    patterns *lexicon* (by field; only the fields in *wanted*, default all)
    and *triggers* (by name), each pattern as its RE2 superset:

    * ``literals``: every literal of the entries' :func:`literal_groups` (as
      an RE2 pattern), the fields it proves present (those with a *pure*
      entry needing it: one that matches exactly where one of its literals
      occurs) and the other entries whose rarest-looking group holds it;
      the literals are searched as one set;
    * ``entries``: each of those other entries' field and its literal groups
      (literal indices): a string that holds a literal of every group may
      match it;
    * ``fields``: each field's entries that are not pure but have literals,
      a set searched only in a string that may match one of them;
    * ``always``: the entries with no literal claim, one set searched in
      every string;
    * ``triggers``: the rule triggers, one set (and ``loose``: how many of
      them, at the end, have no literal every match holds; a long text
      searches those and the others as two sets)."""
    want = set(lexicon) if wanted is None else set(wanted)
    fields: dict[str, list[str]] = {}
    always: list[list[str]] = []
    proves: dict[str, set[str]] = {}
    needs: list[tuple[str, list[list[str]]]] = []
    for name, srcs in lexicon.items():
        if name not in want:
            continue
        for src in srcs:
            groups = literal_groups(src)
            if groups is None:
                always.append([name, superset(src)])
            elif _pure(src):
                for lit in groups[0]:
                    proves.setdefault(lit, set()).add(name)
            else:
                fields.setdefault(name, []).append(superset(src))
                needs.append((name, groups))
    # the plain-ASCII literals first: the matcher searches them in one set
    # with the entries that have no literal claim, by their places
    names = sorted(
        {*proves, *(lit for _, groups in needs for g in groups for lit in g)},
        key=lambda lit: (not lit.isascii(), lit),
    )
    at = {lit: k for k, lit in enumerate(names)}
    anchored: list[tuple[str, str]] = []
    loose: list[tuple[str, str]] = []
    for name, srcs in triggers.items():
        for src in srcs:
            (anchored if required_literals(src) else loose).append((name, src))
    hints: dict[str, list[int]] = {}
    for k, (_, groups) in enumerate(needs):
        # an entry is looked at where a literal of its rarest-looking group
        # occurs (the longest shortest literal), then its other groups checked
        best = max(groups, key=lambda g: _score(frozenset(g)))
        for lit in best:
            hints.setdefault(lit, []).append(k)
    return {
        "literals": [
            [_literal(lit), sorted(proves.get(lit, ())), hints.get(lit, [])] for lit in names
        ],
        "entries": [[name, [[at[lit] for lit in g] for g in groups]] for name, groups in needs],
        "fields": fields,
        "always": always,
        # the triggers with a literal every match holds first, then the loose
        # ones (no such literal: their threads start anywhere); one set of
        # all of them builds an automaton for their product, which random
        # text makes large, so a long text searches the two as two sets
        "triggers": [[name, superset(src)] for name, src in anchored + loose],
        "loose": len(loose),
    }


def _literal(lit: str) -> str:
    """*lit* as an RE2 pattern that matches just it."""
    return "".join("\\" + c if c.isascii() and not c.isalnum() else c for c in lit)


def _pure(src: str) -> bool:
    """Whether *src*'s superset matches exactly where one of its literals
    occurs: the pattern is a literal, or an alternation of literals, with at
    most zero-width assertions around (which the superset drops)."""
    try:
        alts = _parse(src)
    except (_Unknown, ValueError, IndexError):
        return False
    return _pure_alts(alts)


def _pure_alts(alts: list[_Seq]) -> bool:
    for seq in alts:
        body = [(node, lo, hi) for node, lo, hi in seq if node[0] != "zero"]
        if len(body) != 1:
            return False
        node, lo, hi = body[0]
        if (lo, hi) != (1, 1):
            return False
        if node[0] == "alt":
            if not _pure_alts(node[1]):
                return False
        elif node[0] not in ("str", "lit"):
            return False
    return True


def matcher(
    lexicon: Mapping[str, Sequence[str]],
    triggers: Mapping[str, Sequence[str]],
    wanted: Iterable[str] | None = None,
) -> Matcher:
    """A matcher over the Python patterns *lexicon* and *triggers*, on the
    partition :func:`partition` derives (what the tests build)."""
    want = None if wanted is None else set(wanted)
    return Matcher(lexicon, triggers, want, table=partition(lexicon, triggers, want))


def entry_scripts() -> dict[str, list[str] | None]:
    """:func:`required_scripts` of every lexicon entry that names a non-ASCII
    character (the others need no script), by its pattern."""
    out: dict[str, list[str] | None] = {}
    for srcs in lexicon_patterns().values():
        for src in srcs:
            if src not in out and not plain_ascii(src):
                got = required_scripts(src)
                out[src] = None if got is None else sorted(got)
    return out


def build_table() -> dict[str, Any]:
    """The partition table ``scripts/gen_matcher.py`` writes, for the field
    rules registered with the matcher (the other table is :func:`entry_scripts`)."""
    every = registered()
    declared = rule_triggers(every)
    wanted = {n for r in every for group in getattr(r, "needs", None) or () for n in group}
    wanted.update(DIRECTIVE_FIELDS)
    return {
        "fingerprint": fingerprint(declared, wanted),
        **partition(lexicon_patterns(), declared, wanted),
    }


# --- a literal every match holds -------------------------------------------
#
# The literals one of which every match of a pattern holds (a sound claim,
# like the scripts above): text holding none of them cannot match, so the
# matcher searches one set of every entry's literals first and then only the
# entries whose literals occur.

#: shortest literal worth a claim: shorter ones occur in almost every text
MIN_LITERAL = 3
#: most alternatives one claim holds
_MAX_LITERALS = 64


def required_literals(src: str) -> list[str] | None:
    """Literals one of which every match of the Python pattern *src* holds
    (each at least :data:`MIN_LITERAL` characters), or ``None`` when no such
    claim is made (the pattern is then searched in every text)."""
    try:
        got = _literals_alts(_parse(src))
    except (_Unknown, ValueError, IndexError):
        return None
    if got is None or min(map(_weight, got)) < MIN_LITERAL:
        return None
    return sorted(got)


def _weight(lit: str) -> int:
    """A literal's length for :data:`MIN_LITERAL`: a letter beyond ASCII
    counts twice (a Chinese or Korean word is often two of them)."""
    return sum(1 if ord(c) < 0x80 else 2 for c in lit)


def _literals_alts(alts: list[_Seq]) -> frozenset[str] | None:
    return _union(alts, _literals_seq, _MAX_LITERALS)


def _literals_seq(seq: _Seq) -> frozenset[str] | None:
    best: frozenset[str] | None = None
    for got in _literal_groups(seq):
        if best is None or _score(got) > _score(best):
            best = got
    return best


def _literal_groups(seq: _Seq) -> list[frozenset[str]]:
    """For each mandatory part of *seq* that holds literals, the literals one
    of which every match of the part holds: every match of *seq* holds one
    literal of each group."""
    run = ""  # consecutive mandatory characters: one literal
    groups: list[frozenset[str]] = []
    for node, lo, hi in seq:
        plain = node[0] in ("str", "lit") and lo >= 1
        if plain and lo == 1 and hi == 1:
            run += node[1]
            continue
        if run:
            groups.append(frozenset({run}))
        run = node[1] * lo if plain else ""  # "a{2,}" holds "aa", then anything
        if node[0] == "alt" and lo >= 1:
            got = _literals_alts(node[1])
            if got is not None:
                groups.append(got)
    if run:
        groups.append(frozenset({run}))
    return groups


def literal_groups(src: str) -> list[list[str]] | None:
    """Groups of literals such that every match of *src* holds one literal of
    each group (each literal at least :data:`MIN_LITERAL`), or ``None`` when
    :func:`required_literals` makes no claim; one group, the required
    literals, when *src* is a choice at its top."""
    union = required_literals(src)
    if union is None:
        return None
    alts = _parse(src)
    if len(alts) != 1:
        return [union]
    groups = [
        sorted(g)
        for g in _literal_groups(alts[0])
        if min(map(_weight, g)) >= MIN_LITERAL and len(g) <= _MAX_LITERALS
    ]
    return groups or [union]


def _score(lits: frozenset[str]) -> tuple[int, int]:
    """Longer shortest literal first, then fewer of them."""
    return (min(_weight(x) for x in lits), -len(lits))
