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
