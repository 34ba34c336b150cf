"""Words glued or pulled apart to dodge phrase matching, put back.

Three evasions keep a phrase from matching its lexicon entry while a model
still reads it: words glued by camelCase (``IgnoreAllPreviousInstructions``),
words joined by dots inside a run (``ignore.all.previous``),
and letter spacing (``I g n o r e  a l l``, words kept apart by wider gaps).
:func:`respaced` returns the string with each undone, or ``None`` when it
holds none of them, so a rule can re-read the repaired text. Offsets do not
carry over; a rule reports a repaired hit on the run that held it.
"""

from __future__ import annotations

import re

#: four or more capitalised humps in one token
_CAMEL = re.compile(r"(?<![A-Za-z])(?:[A-Z][a-z]{1,20}){4,}(?![a-z])")
_HUMP = re.compile(r"(?<=[a-z])(?=[A-Z])")
#: four or more words joined by dots (underscores already separate words)
_DOTTED = re.compile(r"(?<![\w.])[A-Za-z]{2,20}(?:\.[A-Za-z]{2,20}){3,}(?![\w.])")
#: three or more single letters, each followed by one space
_SPACED = re.compile(r"(?<![A-Za-z])(?:[A-Za-z] ){2,}[A-Za-z](?![A-Za-z])")
_HINT = re.compile(
    r"[A-Z][a-z]+[A-Z][a-z]+[A-Z][a-z]+[A-Z]|[A-Za-z]\.[A-Za-z]+\.[A-Za-z]+\.[A-Za-z]"
    r"|(?<![A-Za-z])[A-Za-z] [A-Za-z] [A-Za-z] "
)


def respaced(text: str) -> tuple[str, list[tuple[int, int]]] | None:
    """*text* with glued and spaced-out words repaired, and the original spans
    of the runs that changed; ``None`` when nothing changed."""
    if _HINT.search(text) is None:
        return None
    runs: list[tuple[int, int]] = []

    def camel(m: re.Match[str]) -> str:
        runs.append(m.span())
        return _HUMP.sub(" ", m.group())

    def dotted(m: re.Match[str]) -> str:
        runs.append(m.span())
        return m.group().replace(".", " ")

    def spaced(m: re.Match[str]) -> str:
        runs.append(m.span())
        return m.group().replace(" ", "")

    out = _CAMEL.sub(camel, text)
    out = _DOTTED.sub(dotted, out) if "." in out else out
    out = _SPACED.sub(spaced, out)
    return (out, runs) if runs else None
