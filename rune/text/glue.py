"""Words glued or pulled apart to dodge phrase matching, put back.

Three evasions keep a phrase from matching its lexicon entry while a model
still reads it: words glued by camelCase (``IgnoreAllPreviousInstructions``),
words joined by dots inside a run (``ignore.all.previous``),
and letter spacing (``I g n o r e  a l l``, words kept apart by wider gaps;
also ``忽 略 之 前`` and spaced Cyrillic or Arabic letters).
:func:`respaced_any` returns the string with each undone, or ``None`` when
it holds none of them, so a rule can re-read the repaired text;
:func:`respaced` does the same for ASCII alone, as on the ASCII trigger
:data:`_HINT` that hidden-instructions reads. Offsets do not
carry over; a rule reports a repaired hit on the run that held it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rune.text.lazyre import Lazy, lazy

#: the blocks of the scripts that write words in camelCase: Latin with its
#: accented letters (Latin-1, Extended-A and -B, Extended Additional, which
#: holds Vietnamese), Greek, Cyrillic and Armenian
_CASED_BLOCKS = ((0x41, 0x24F), (0x370, 0x58F), (0x1E00, 0x1EFF))


def _letter_class(upper: bool) -> str:
    """The capital (or small) letters of :data:`_CASED_BLOCKS`, as ranges
    for a character class."""
    chars = [
        cp
        for lo, hi in _CASED_BLOCKS
        for cp in range(lo, hi + 1)
        if (chr(cp).isupper() if upper else chr(cp).islower()) and chr(cp).isalpha()
    ]
    out: list[str] = []
    i = 0
    while i < len(chars):
        j = i
        while j + 1 < len(chars) and chars[j + 1] == chars[j] + 1:
            j += 1
        # the letters themselves, not escapes: RE2 reads no \\u escape
        out.append(chr(chars[i]) + (f"-{chr(chars[j])}" if j > i else ""))
        i = j + 1
    return "".join(out)


#: capital and small letters of those scripts
_UP = _letter_class(upper=True)
_LO = _letter_class(upper=False)
#: four or more capitalised humps in one token (a one-letter hump after the first)
_CAMEL = lazy(
    rf"(?<![{_UP}{_LO}])[{_UP}][{_LO}]{{1,20}}(?:[{_UP}][{_LO}]{{0,20}}){{3,}}(?![{_LO}])"
)
_HUMP = lazy(rf"(?<=[{_LO}])(?=[{_UP}])|(?<=[{_UP}])(?=[{_UP}][{_LO}])")
#: four or more words joined by dots (underscores already separate words); a
#: word may hold a hyphen or an apostrophe ("api-key", "l'utilisateur")
_PIECE = r"[^\W\d_](?:[^\W\d_]|['\u2019-](?=[^\W\d_])){0,20}"
_DOTTED = lazy(rf"(?<![\w.]){_PIECE}(?:\.{_PIECE}){{3,}}(?![\w.])")
#: a run of single characters, each followed by one or two spaces (letters
#: of any script, CJK characters too, and the punctuation between them);
#: possessive, so each character is read once. A run that ends by running
#: into a longer word gives that word's first character back.
_SPACED = lazy(r"(?<!\S)\S(?:  ?\S)++")
_LETTER = lazy(r"[^\W\d_]")
#: what hidden-instructions triggers on: the same evasions in ASCII
_HINT = lazy(
    r"[A-Z][a-z]+[A-Z][a-z]+[A-Z][a-z]+[A-Z]|[A-Za-z]\.[A-Za-z]+\.[A-Za-z]+\.[A-Za-z]"
    r"|(?<![A-Za-z])[A-Za-z] [A-Za-z] [A-Za-z] "
)
#: a cheap test for any of the three, in every script
HINT = lazy(
    rf"[{_UP}][{_LO}]+[{_UP}][{_LO}]*[{_UP}][{_LO}]*[{_UP}]"
    r"|[^\W\d_]\.[\w-]+\.[\w-]+\.[^\W\d_]"
    r"|(?<![^\W\d_])[^\W\d_] [^\W\d_] [^\W\d_] "
)


_CAMEL_HINT = lazy(rf"[{_UP}][{_LO}]+[{_UP}][{_LO}]*[{_UP}][{_LO}]*[{_UP}]")
_DOT_HINT = lazy(r"[^\W\d_]\.[\w-]+\.[\w-]+\.[^\W\d_]")
#: starts with a space, which the regex engine scans for quickly
_SPACED_HINT = lazy(r" [^\W\d_] [^\W\d_] [^\W\d_] ")


def _hinted(text: str) -> bool:
    """``HINT.search(text)``, in three cheaper tests."""
    return (
        _CAMEL_HINT.search(text) is not None
        or (text.count(".") >= 3 and _DOT_HINT.search(text) is not None)
        or (text.count(" ") >= 3 and _SPACED_HINT.search(" " + text) is not None)
    )


Run = tuple[int, int]
#: where each character of a repaired string starts, and ends, in the original
Where = tuple[list[int], list[int]]
#: a substitution's answer for one match: its replacement, and the span (of
#: the string it was given) that counts as a changed run, if any
Step = tuple[str, Run | None]


def _tracked(
    pattern: Lazy, step: Callable[[re.Match[str]], Step], text: str, where: Where, runs: list[Run]
) -> tuple[str, Where]:
    """``pattern.sub`` of *text* by *step*, keeping offsets: ``where`` holds,
    for each character of *text*, where it starts and ends in the original.
    Each changed run is recorded in original offsets, and the returned map
    serves the next pass: a replacement's characters all span what it
    replaced, so a later run that starts or ends inside one still lies
    inside the original text."""
    lo, hi = where
    parts: list[str] = []
    new_lo: list[int] = []
    new_hi: list[int] = []
    last = 0
    for m in pattern.finditer(text):
        s, e = m.span()
        got, run = step(m)
        if run is None:
            continue
        runs.append((lo[run[0]], hi[run[1] - 1]))
        parts += (text[last:s], got)
        new_lo += lo[last:s]
        new_hi += hi[last:s]
        new_lo += [lo[s]] * len(got)
        new_hi += [hi[e - 1]] * len(got)
        last = e
    if not parts:
        return text, where
    parts.append(text[last:])
    new_lo += lo[last:]
    new_hi += hi[last:]
    return "".join(parts), (new_lo, new_hi)


def _identity(text: str) -> Where:
    return list(range(len(text))), list(range(1, len(text) + 1))


def _camel(m: re.Match[str]) -> Step:
    return _HUMP.sub(" ", m.group()), m.span()


def _dotted(m: re.Match[str]) -> Step:
    return m.group().replace(".", " "), m.span()


def _spaced(m: re.Match[str]) -> Step:
    whole = m.group()
    run = whole
    if m.end() < len(m.string) and m.string[m.end()].isalnum():
        run = run[:-1].rstrip(" ")  # the last character starts the next word
    if len(_LETTER.findall(run)) < 3 or len(run) < 5:
        return whole, None
    fixed = " ".join(w.replace(" ", "") for w in run.split("  ")) + whole[len(run) :]
    return fixed, (m.start(), m.start() + len(run))


def respaced_any(text: str) -> tuple[str, list[Run]] | None:
    """*text* with glued and spaced-out words of any script repaired, and the
    original spans of the runs that changed; ``None`` when nothing changed."""
    if not _hinted(text):
        return None
    return _passes(text, (_CAMEL, _camel), (_DOTTED, _dotted), (_SPACED, _spaced))


Pass = tuple[Lazy, Callable[[re.Match[str]], Step]]


def _passes(text: str, camel: Pass, dotted: Pass, spaced: Pass) -> tuple[str, list[Run]] | None:
    """The three repairs in turn, each run's span read back to *text*; the
    dotted pass only when a dot is left."""
    runs: list[Run] = []
    where = _identity(text)
    out, where = _tracked(*camel, text, where, runs)
    if "." in out:
        out, where = _tracked(*dotted, out, where, runs)
    out, where = _tracked(*spaced, out, where, runs)
    return (out, runs) if runs else None


#: the ASCII forms alone, as hidden-instructions reads them (its trigger is
#: :data:`_HINT`): four capitalised humps, four dotted words, single letters
#: each followed by one space
_CAMEL_ASCII = lazy(r"(?<![A-Za-z])(?:[A-Z][a-z]{1,20}){4,}(?![a-z])")
_HUMP_ASCII = lazy(r"(?<=[a-z])(?=[A-Z])")
_DOTTED_ASCII = lazy(r"(?<![\w.])[A-Za-z]{2,20}(?:\.[A-Za-z]{2,20}){3,}(?![\w.])")
_SPACED_ASCII = lazy(r"(?<![A-Za-z])(?:[A-Za-z] ){2,}[A-Za-z](?![A-Za-z])")


def _camel_ascii(m: re.Match[str]) -> Step:
    return _HUMP_ASCII.sub(" ", m.group()), m.span()


def _spaced_ascii(m: re.Match[str]) -> Step:
    return m.group().replace(" ", ""), m.span()


def respaced(text: str) -> tuple[str, list[Run]] | None:
    """*text* with glued and spaced-out ASCII words repaired, and the original
    spans of the runs that changed; ``None`` when nothing changed. Its hint is
    :data:`_HINT`; :func:`respaced_any` reads every script."""
    if _HINT.search(text) is None:
        return None
    return _passes(
        text, (_CAMEL_ASCII, _camel_ascii), (_DOTTED_ASCII, _dotted), (_SPACED_ASCII, _spaced_ascii)
    )
