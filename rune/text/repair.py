"""Repairs: whole-layer rewrites that undo the glue, spacing and spelling evasions.

A repair reads one layer of text and returns it with the evasion undone,
plus the span of the layer that changed, or ``None`` when nothing did. The
peel (:mod:`rune.text.decode`) treats each repaired layer like a decoded
one: the content rules read it, and a hit that the plain string does not
already spell out is reported on the span that changed.

* ``glue``: camelCase, dotted and letter-spaced words put back
  (:func:`rune.text.glue.respaced`);
* ``spelling``: split words joined, words run together cut apart, one-letter
  typos in long lexicon words corrected (:func:`rune.text.spelling.respelled`),
  on the normalised view.
"""

from __future__ import annotations

from collections.abc import Callable

from rune.text.glue import HINT as GLUE_HINT
from rune.text.glue import respaced
from rune.text.normalise import TextView
from rune.text.spelling import respelled

#: one repair: the layer (and its view when there is one) to the repaired
#: text and the span of the layer it changed
Repair = Callable[[str, TextView | None], tuple[str, tuple[int, int]] | None]

#: a string any repair could change holds one of these: the glue hints, or
#: two words (a split word, a typo or a run of glued words needs no more)
HINT = rf"{GLUE_HINT.pattern}|[^\W\d_]{{7}}|[^\W\d_] [^\W\d_]"


def glue(text: str, view: TextView | None = None) -> tuple[str, tuple[int, int]] | None:
    got = respaced(text)
    if got is None:
        return None
    fixed, runs = got
    return fixed, (min(s for s, _e in runs), max(e for _s, e in runs))


def spelling(text: str, view: TextView | None = None) -> tuple[str, tuple[int, int]] | None:
    v = view if view is not None else TextView(text)
    got = respelled(v.norm, v.original)
    if got is None:
        return None
    fixed, runs = got
    return fixed, v.span(runs[0][0], runs[-1][1])


REPAIRS: dict[str, Repair] = {"glue": glue, "spelling": spelling}
