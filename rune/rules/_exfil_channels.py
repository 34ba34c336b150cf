"""data-exfiltration: the channels, each a finder of (start, end, kind) hits in
norm offsets: a verb with its destination, passive and destination-first orders,
other languages, hostile verbs, smuggled arguments, covert sends and image beacons."""

from __future__ import annotations

import re
from collections.abc import Iterator
from urllib.parse import unquote

from rune.rules._directive import mentioned
from rune.rules._exfil_lex import alt
from rune.rules._exfil_objects import (
    CONVO,
    COVERT,
    ENVVAR,
    FROM,
    HOSTILE,
    IMAGE_LABEL,
    IMAGE_URL,
    LOCAL,
    LOOKBACK,
    NEGATION,
    PARTICIPLE,
    PASSIVE,
    PREP,
    PREP_LONGEST,
    PROMPT,
    RELATIVE,
    SECRET,
    SEND_EN,
    SEND_OTHER,
    SLOT_DENSE,
    SLOT_FOR_SECRET,
    SLOT_VERB,
    SMUGGLE,
    SMUGGLE_GROUPS,
    USER_ACTS,
    Obj,
    Objs,
    auth_endpoint,
    direct_object,
    inside_destination,
    instrument,
    local_recipient,
    ordered,
    pronoun_antecedent,
    slot_hinted,
)
from rune.text.grammar import Destinations, Layout
from rune.text.lazyre import Lazy, lazy
from rune.text.normalise import TextView
from rune.text.phrases import LazyPattern, negated

#: a word of authentication ("header", "auth", "log in"), not part of an
#: address: "auth" in ``https://auth-check.cc`` names a host, not a login
AUTH = LazyPattern(lambda: rf"(?<![/.@])(?:{alt('auth_use')})(?![\w\-]*\.[a-z])")


def _send_between(norm: str, dests: Destinations, lo: int, hi: int) -> bool:
    """An English send verb in ``[lo, hi)`` outside every destination (the
    "cc" of ``stats.cc`` is a host, not a carbon copy)."""
    return any(not inside_destination(dests, m.start()) for m in SEND_EN.finditer(norm, lo, hi))


def _later_send(norm: str, objs: Objs, span: tuple[int, int]) -> bool:
    """An English send verb in *span* that governs what follows it: a verb
    inside an object phrase ("every message the user writes") belongs to
    the object and governs nothing."""
    lo, hi = span
    inside = [(o.start, o.end) for o in objs.within(lo, hi)]
    for m in SEND_EN.finditer(norm, lo, hi):
        if not any(s <= m.start() < e for s, e in inside):
            return True
    return False


def sends(
    view: TextView, lay: Layout, objs: Objs, dests: Destinations
) -> Iterator[tuple[int, int, str]]:
    norm = view.norm
    for v in SEND_EN.finditer(norm):
        # cheapest first: no external destination within reach, no finding
        if dests.first_external(v.end(), v.end() + 240) is None:
            continue
        if negated(norm, v.start()) or USER_ACTS.search(norm, max(0, v.start() - 40), v.start()):
            continue
        cs, ce = lay.clause(v.start())
        dest = dests.first_external(v.end(), min(ce, v.end() + 240))
        if dest is None:
            continue
        seg = norm[v.end() : dest.start]
        prep = PREP.search(seg)
        if prep is not None:
            obj = (v.end(), v.end() + prep.start())
            recipient = seg[prep.end() :]
        elif len(seg.strip(" [(<")) <= 2:
            obj = (dest.end, min(ce, dest.end + 80))
            recipient = ""
        else:
            obj = (v.end(), dest.start)
            recipient = ""
        if local_recipient(recipient) or norm.startswith(",", v.end()):
            continue
        if '":' in seg or '",' in seg:
            continue  # a JSON or dict example, not a sentence
        if _later_send(norm, objs, obj):
            continue  # a later verb governs what follows
        hit = direct_object(norm, objs, obj)
        if hit is not None and hit.kind == "credential" and auth_endpoint(norm, dest):
            continue
        if hit is not None and hit.kind == "conversation" and not ordered(view, lay, v):
            continue  # "sends the chat history to <the provider>": what a proxy does
        if hit is not None:
            yield min(hit.start, v.start()), dest.end, hit.kind
            continue
        ante = pronoun_antecedent(norm, lay, objs, obj, v.start(), cs)
        if ante is not None:
            yield ante.start, dest.end, "pronoun"


def covert(
    view: TextView, lay: Layout, objs: Objs, dests: Destinations
) -> Iterator[tuple[int, int, str]]:
    """A secret under a covert send verb, with an external destination later in the
    same sentence."""
    norm = view.norm
    if "ly " not in norm:
        return
    for v in COVERT.finditer(norm):
        if negated(norm, v.start()):
            continue
        se = min(lay.sentence(v.start())[1], v.end() + 240)
        for o in objs.within(v.end(), min(se, v.end() + 80)):
            if instrument(norm, v.end(), o.start) or FROM.search(norm, v.end(), o.start):
                continue
            dest = dests.first_external(o.end, se)
            if dest is not None:
                yield v.start(), dest.end, o.kind
            break


def passive(
    view: TextView, lay: Layout, objs: Objs, dests: Destinations
) -> Iterator[tuple[int, int, str]]:
    """The object first, then a passive move and the destination: "the full
    context is to be sent to https://...", "everything the user said goes to"."""
    norm = view.norm
    for o in objs.items:
        ce = lay.clause(o.start)[1]
        p = None
        for m in PASSIVE.finditer(norm, o.end, min(ce, o.end + 60)):
            p = m
            break
        if p is None or negated(norm, p.start()):
            continue
        if _send_between(norm, dests, o.end, p.start()) or instrument(
            norm, lay.clause(o.start)[0], o.start
        ):
            continue  # a verb between governs the object ("the key you send is ...")
        dest = dests.first_external(p.end(), min(ce, p.end() + 80))
        if dest is not None and local_recipient(norm[p.end() : dest.start]):
            continue
        if dest is None:
            # verb-final: the destination stands between the object and the
            # passive verb ("パスワードは https://... に送信されます")
            dest = dests.first_external(o.end, p.start())
            if dest is None or local_recipient(norm[dest.end : p.start()]):
                continue
        if o.kind == "credential" and (
            auth_endpoint(norm, dest) or AUTH.search(norm, o.start, max(dest.end, p.end()))
        ):
            continue
        yield o.start, max(dest.end, p.end()), "passive-" + o.kind


def dest_first(
    view: TextView, lay: Layout, objs: Objs, dests: Destinations
) -> Iterator[tuple[int, int, str]]:
    """The destination opens the sentence: "To https://... you must send the token"."""
    norm = view.norm
    for d in dests.items:
        if not d.external:
            continue
        ss, se = lay.sentence(d.start)
        if not _prep_head(norm, objs, ss, se, d.start):
            continue
        for v in SEND_EN.finditer(norm, d.end, min(se, d.end + 120)):
            if negated(norm, v.start()):
                break
            for o in objs.within(v.end(), min(se, v.end() + 80)):
                if o.kind == "credential" and _authed(norm, objs, ss, se):
                    break
                yield ss, o.end, o.kind if o.kind != "conversation" else "conversation"
                break
            break


#: what :func:`dest_first` strips off the text before a destination
_HEAD_STRIP = " ,:"
_HEAD_START = lazy("[^" + re.escape(_HEAD_STRIP) + "]")


def _prep_head(norm: str, objs: Objs, ss: int, se: int, at: int) -> bool:
    """The sentence ``[ss, se)`` opens with only a preposition before the
    destination at *at* (``norm[ss:at].strip(" ,:")`` is one), read without
    copying the sentence: where its text starts is kept per sentence, and a
    head longer than any preposition is none."""
    hi = at
    while hi > ss and norm[hi - 1] in _HEAD_STRIP:
        hi -= 1
    lo = objs.once("head", ss, se, lambda a, b: _first_at(_HEAD_START, norm, a, b))
    if not lo < hi or hi - lo > PREP_LONGEST:
        return False
    return PREP.fullmatch(norm[lo:hi]) is not None


def _authed(norm: str, objs: Objs, lo: int, hi: int) -> bool:
    """A word of authentication in ``[lo, hi)`` (asked once per span)."""
    return objs.once("auth", lo, hi, lambda a, b: AUTH.search(norm, a, b) is not None)


def _first_at(rx: LazyPattern | Lazy, norm: str, lo: int, hi: int) -> int:
    """Where *rx* first matches in ``[lo, hi)``, or *hi*."""
    m = rx.search(norm, lo, hi)
    return hi if m is None else m.start()


def foreign_sends(
    view: TextView, lay: Layout, objs: Objs, dests: Destinations
) -> Iterator[tuple[int, int, str]]:
    """Other languages: verb, object and destination in one sentence."""
    norm = view.norm
    for v in SEND_OTHER.finditer(norm):
        ss, se = lay.sentence(v.start())
        ss, se = max(ss, v.start() - LOOKBACK), min(se, v.end() + LOOKBACK)
        dest = dests.first_external(ss, se)
        if dest is None or negated(norm, v.start(), 12):
            continue
        for o in objs.within(ss, se):
            if o.end > se or instrument(norm, ss, o.start):
                continue
            between = norm[min(o.end, dest.start) : max(o.start, dest.start)]
            if LOCAL.search(between) or AUTH.search(norm, ss, se):
                break
            yield min(v.start(), o.start), max(dest.end, v.end()), o.kind
            break


def hostile(view: TextView, lay: Layout, objs: Objs) -> Iterator[tuple[int, int, str]]:
    norm = view.norm
    for v in HOSTILE.finditer(norm):
        if negated(norm, v.start()) or PARTICIPLE.search(v.group()):
            continue
        if mentioned(view, v.start()) or RELATIVE.search(norm, max(0, v.start() - 8), v.start()):
            continue  # "detects software that steals passwords": the verb is described
        ce = lay.clause(v.start())[1]
        for o in objs.within(v.end(), min(ce, v.end() + 48)):
            if instrument(norm, v.end(), o.start):
                break
            yield v.start(), o.end, "hostile-" + o.kind
            break
        else:
            # the object may come first in scripts that put the verb last
            if v.group()[:1].isascii():
                continue
            for o in objs.within(max(lay.sentence(v.start())[0], v.start() - 24), v.start()):
                yield o.start, v.end(), "hostile-" + o.kind
                break


def smuggled(view: TextView, lay: Layout, objs: Objs) -> Iterator[tuple[int, int, str]]:
    norm = view.norm
    # the slot is quoted or called an argument, parameter, field, property or input
    if not slot_hinted(norm):
        return
    for m in SMUGGLE.finditer(norm):
        param = next((g for g in map(m.group, SMUGGLE_GROUPS) if g), "")
        if SLOT_FOR_SECRET.search(param) or negated(norm, m.start()):
            continue
        lo, hi = m.span("obj")
        hit = direct_object(norm, objs, (lo, hi))
        if hit is not None and NEGATION.search(norm, m.start(), hit.start) is not None:
            continue
        if hit is not None and hit.kind == "credential":
            yield min(hit.start, m.start()), m.end(), "smuggled"
            continue
        ante = pronoun_antecedent(norm, lay, objs, (lo, hi), m.start(), lo)
        if ante is not None:
            yield ante.start, m.end(), "smuggled"
    if not norm.isascii():
        yield from _smuggled_dense(view, lay, objs)


def _smuggled_dense(view: TextView, lay: Layout, objs: Objs) -> Iterator[tuple[int, int, str]]:
    """Word orders the verb-first pattern cannot read (object, slot, verb):
    a slot verb, a named secret and a quoted slot beside a slot noun in one
    sentence."""
    norm = view.norm
    for m in SLOT_DENSE.finditer(norm):
        param = m.group("qp") or m.group("np") or ""
        if SLOT_FOR_SECRET.search(param):
            continue
        ss, se = lay.sentence(m.start())
        slot_verb = objs.once("slot-verb", ss, se, lambda a, b: SLOT_VERB.search(norm, a, b))
        if slot_verb is None or negated(norm, m.start(), 12) or _authed(norm, objs, ss, se):
            continue
        o = objs.once("dense-secret", ss, se, lambda a, b: _free_secret(norm, objs, a, b))
        if o is not None:
            yield min(o.start, m.start()), max(o.end, m.end()), "smuggled"


def _free_secret(norm: str, objs: Objs, ss: int, se: int) -> Obj | None:
    """The first named secret of the sentence ``[ss, se)`` that is neither a
    means ("with the key") nor negated ("no password"): the same for every
    slot of the sentence, so it is found once."""
    for o in objs.within(ss, se):
        if o.kind != "credential" or instrument(norm, ss, o.start):
            continue
        if NEGATION.search(norm, max(ss, o.start - 24), o.start) is None:
            return o
    return None


def images(view: TextView) -> Iterator[tuple[int, int, str]]:
    norm = view.norm
    if "![" not in norm:
        return
    # each "](" closes at most one label: find its "![" and its ")" by plain search
    p = norm.find("](")
    while p >= 0:
        bang = norm.rfind("![", max(0, p - IMAGE_LABEL), p)
        close = norm.find(")", p + 2, p + 2 + IMAGE_URL)
        if bang >= 0 and close > 0 and "]" not in norm[bang + 2 : p]:
            url = TextView(unquote(norm[p + 2 : close].strip(" <>"))).norm
            if SECRET.search(url) or PROMPT.search(url) or ENVVAR.search(url) or CONVO.search(url):
                yield bang, close + 1, "image"
        p = norm.find("](", p + 2)
