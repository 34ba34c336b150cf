"""Repairs: whole-layer rewrites that undo the glue, spacing and spelling evasions.

A repair reads one layer of text and returns it with the evasion undone,
plus the span of the layer that changed, or ``None`` when nothing did. The
peel (:mod:`rune.text.decode`) treats each repaired layer like a decoded
one: the content rules read it, and a hit that the plain string does not
already spell out is reported on the span that changed.

* ``glue``: camelCase, dotted and letter-spaced words put back
  (:func:`rune.text.glue.respaced_any`);
* ``spelling``: split words joined, words run together cut apart, one-letter
  typos in long lexicon words corrected (:func:`rune.text.spelling.respelled`),
  on the normalised view.
"""

from __future__ import annotations

from collections.abc import Callable

from rune.text.glue import HINT as GLUE_HINT
from rune.text.glue import respaced_any
from rune.text.normalise import TextView
from rune.text.spelling import respelled

#: what a repair gives: the repaired text, the span of the layer that
#: changed, and where that change lies in the repaired text
Repaired = tuple[str, tuple[int, int], tuple[int, int]]
#: one repair: the layer (and its view when there is one) to what it gives
Repair = Callable[[str, TextView | None], Repaired | None]

#: the glue repair's cheap test, for the one-pass search (every script)
GLUE_TRIGGER = GLUE_HINT.pattern
#: what the spelling repair needs: a long word (a typo, a glued run) or two
#: words side by side (a split word)
SPELL_TRIGGER = r"[^\W\d_]{7}|[^\W\d_] [^\W\d_]"
#: a string any repair could change holds one of these
HINT = f"{GLUE_TRIGGER}|{SPELL_TRIGGER}"


def _window(runs: list[tuple[int, int]], before: int, fixed: str) -> tuple[int, int]:
    """Where the runs changed in *before* characters lie in *fixed*: the
    text ahead of the first run and after the last is left as it was."""
    return runs[0][0], len(fixed) - (before - max(e for _s, e in runs))


def glue(text: str, view: TextView | None = None) -> Repaired | None:
    got = respaced_any(text)
    if got is None:
        return None
    fixed, runs = got
    runs.sort()
    return fixed, (runs[0][0], max(e for _s, e in runs)), _window(runs, len(text), fixed)


def spelling(text: str, view: TextView | None = None) -> Repaired | None:
    v = view if view is not None else TextView(text)
    got = respelled(v.norm, v.original, v.span)
    if got is None:
        return None
    fixed, runs = got
    return fixed, v.span(runs[0][0], runs[-1][1]), _window(runs, len(v.norm), fixed)


REPAIRS: dict[str, Repair] = {"glue": glue, "spelling": spelling}
