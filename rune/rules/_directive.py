"""Shared judgement of the directive rules: is a phrase ordered or talked about?

Every function reads the normalised view and the lexicon fields of every
language, so a rule that uses them gets the same guards in each language:

* :func:`mentioned`: a ``mention`` word ("such as", "detects", "tries to")
  earlier in the same sentence makes what follows a quotation or a
  description (a prompt-injection detector, a red-team harness);
* :func:`documents_option`: the sentence is an option's help text (it starts
  with ``--flag``, or holds a ``caveats`` phrase such as "not recommended");
* :func:`ordering`: a stretch of text holds an order to the reader (an
  ``addressee`` phrase or an ``order_cues`` word), which tells a directive in
  an HTML comment or a tag from a plain note.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from rune.rules.base import Match
from rune.text.grammar import layout
from rune.text.lazyre import lazy
from rune.text.normalise import TextView
from rune.text.phrases import MAX_PER_FIELD, Phrases, wordy

MENTION = Phrases.of("mention")
CAVEAT = Phrases.of("caveats")
ADDRESSEE = Phrases.of("addressee")
ORDER = Phrases.of("order_cues")

#: how far back in its sentence a mention word reaches, in characters
MENTION_REACH = 120
_OPTION = lazy(r"(?:[-*\u2022] )?-{1,2}[a-z][\w\-]*(?:[ =][<\[{]?[\w\-|]+[>\]}]?)? ?[:,]")


def report(view: TextView, hits: Iterable[tuple[int, int, str]]) -> Iterator[Match]:
    """Matches for *hits* (norm offsets, in order, with their messages): a
    hit overlapping the one before is dropped, and at most
    :data:`~rune.text.phrases.MAX_PER_FIELD` are reported."""
    if not wordy(view.norm):
        return
    last = -1
    n = 0
    for s, e, message in hits:
        if s < last:
            continue
        last = e
        os_, oe = view.span(s, e)
        yield Match(os_, oe, message)
        n += 1
        if n >= MAX_PER_FIELD:
            return


def sentence(view: TextView, i: int) -> tuple[int, int]:
    return layout(view).sentence(i)


def mentioned(view: TextView, start: int) -> bool:
    """A mention word earlier in the sentence of norm offset *start*."""
    ss = max(sentence(view, start)[0], start - MENTION_REACH)
    return ss < start and MENTION.search(view.norm, ss, start)


def documents_option(view: TextView, start: int) -> bool:
    """The sentence at *start* is the help text of a command-line option."""
    ss, se = sentence(view, start)
    norm = view.norm
    if _OPTION.match(norm, ss):
        return True
    # a caveat may sit in the next sentence or in brackets after this one
    return CAVEAT.search(norm, ss, min(len(norm), se + 40))


def ordering(view: TextView, lo: int, hi: int) -> bool:
    """Norm offsets ``[lo, hi)`` hold an order to the reader."""
    norm = view.norm
    return ADDRESSEE.search(norm, lo, hi) or ORDER.search(norm, lo, hi)


def addressed(view: TextView, lo: int, hi: int) -> bool:
    """Norm offsets ``[lo, hi)`` hold a phrase addressed to the model."""
    return ADDRESSEE.search(view.norm, lo, hi)
