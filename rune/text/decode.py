"""Decode-and-rescan: peel encoded payloads and re-run the content rules.

The encodings, their finders and their decoders are in
:mod:`rune.text.encodings`. A layer of text is searched by every finder; the
content rules run over what each decoded run gives. A layer that trips no
rule is peeled again, by any of the nine, up to :data:`MAX_DEPTH` encodings
deep, breadth first.

Work is charged against an allowance of :data:`ALLOWANCE_FACTOR` times the
length of the scanned string: each run costs its own length when it is
decoded. The runs one finder returns in a layer never overlap, so the nine
finders together cost at most nine times the layer, and the first level is
always read in full however the string is padded; only depth can run out.

A payload is reported once, at the shallowest depth where a content rule
fires, and never when the text that fired is already spelled out in the plain
(normalised) string, since the rule that owns it reports that itself.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from typing import TYPE_CHECKING

from rune.model import Match
from rune.record import Record
from rune.text.encodings import (
    DECODERS,
    ENCODED_RUN,
    ENCODINGS,
    FINDERS,
    MIN_BASE64,
    MIN_HEX,
    MIN_HTML_REFS,
    MIN_TAGS,
    MIN_URL_OCTETS,
    NOUN,
    RUN_HINT,
    decode_base32,
    decode_base64,
    decode_escape,
    decode_hex,
    decode_html,
    decode_qp,
    decode_rot13,
    decode_tags,
    decode_url,
    readable,
    rot13_likely,
)
from rune.text.escape import escape
from rune.text.lazyre import lazy
from rune.text.normalise import TextView, fold
from rune.text.repair import GLUE_TRIGGER, REPAIRS, SPELL_TRIGGER

if TYPE_CHECKING:
    from rune.text.matcher import Matcher

__all__ = [
    "ALLOWANCE_FACTOR",
    "BATCH_CHARS",
    "BATCH_FROM",
    "DECODERS",
    "ENCODINGS",
    "FINDERS",
    "MAX_DEPTH",
    "MIN_BASE64",
    "MIN_HEX",
    "MIN_HTML_REFS",
    "MIN_TAGS",
    "MIN_URL_OCTETS",
    "RUN_HINT",
    "ContentFn",
    "Payload",
    "PeelResult",
    "batch_hits",
    "decode_base32",
    "decode_base64",
    "decode_escape",
    "decode_hex",
    "decode_html",
    "decode_qp",
    "decode_rot13",
    "decode_tags",
    "decode_url",
    "describe",
    "payloads",
    "peel",
    "readable",
]

MAX_DEPTH = 3
ALLOWANCE_FACTOR = 10


class Payload(Record):
    """An encoded run whose decoding trips a content rule.

    ``start``/``end`` index the outer run in the scanned string; ``chain``
    lists the encodings peeled, outermost first; ``rule`` and ``match`` are the
    content hit in ``text``, the innermost decoded layer.
    """

    start: int
    end: int
    chain: tuple[str, ...]
    text: str
    rule: str
    match: Match

    @property
    def encoding(self) -> str:
        return self.chain[0]


# --- the peel -----------------------------------------------------------------

#: the content rules over one string: ``(rule id, match)`` pairs
ContentFn = Callable[[str], list[tuple[str, Match]]]


class _Layer:
    """One layer to read: its text, the outer run it came from (in the
    scanned string) and the encodings peeled to reach it. A plain slotted
    record, as :class:`PeelResult` is: a dataclass compiles its methods at
    import, in every process, for objects that need none of them."""

    __slots__ = ("chain", "outer", "text")

    def __init__(self, text: str, outer: tuple[int, int], chain: tuple[str, ...]) -> None:
        self.text = text
        self.outer = outer
        self.chain = chain


class PeelResult:
    """Every payload found in one string."""

    __slots__ = ("payloads",)

    def __init__(self, payloads: list[Payload]) -> None:
        self.payloads = payloads

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return bool(self.payloads == other.payloads)

    __hash__ = None  # type: ignore[assignment]  # a list: not hashable, as before

    def __repr__(self) -> str:
        return f"PeelResult(payloads={self.payloads!r})"


#: the alternatives of :data:`~rune.text.encodings.ANY_RUN`, the cheapest to
#: compile first: a text holds a match of the union exactly when it holds one
#: of them, and most text (two words side by side) matches the first, so a
#: short run never compiles the glue hint's letter classes (milliseconds)
_RUN_PARTS = (lazy(SPELL_TRIGGER), ENCODED_RUN, lazy(GLUE_TRIGGER))


def _no_run(text: str) -> bool:
    """``ANY_RUN.search(text) is None``, one alternative at a time."""
    return all(part.search(text) is None for part in _RUN_PARTS)


def peel(view: TextView, hits_of: ContentFn) -> PeelResult:
    """Find every encoded payload in ``view.original``, reading each decoded
    layer with *hits_of*; see the module doc."""
    text = view.original
    result = PeelResult([])
    if _no_run(text) and _no_run(view.norm):
        return result
    budget = [ALLOWANCE_FACTOR * len(text)]
    done: set[tuple[int, int]] = set()
    frontier = [_Layer(text, (0, 0), ())]
    plain: set[str] | None = None  # the content rules the plain string trips
    for _depth in range(MAX_DEPTH):
        found = _decode_level(frontier, done, budget, view)
        frontier = []
        for layer, hits in zip(found, batch_hits([x.text for x in found], hits_of), strict=True):
            if layer.outer in done:
                continue  # reported already, at this depth
            if not hits:
                frontier.append(layer)
                continue
            hit = _fresh_hit(layer.text, hits, view)
            if hit is not None and layer.chain[0] in REPAIRS:
                # a repaired layer reports only what the plain string's own
                # rules do not: the same order read twice is one finding
                if plain is None:
                    plain = {r for r, _m in hits_of(text)}
                if hit[0] in plain:
                    continue
            if hit is not None:
                done.add(layer.outer)
                o0, o1 = layer.outer
                result.payloads.append(Payload(o0, o1, layer.chain, layer.text, *hit))
        if not frontier:
            break
    return result


def _decode_level(
    frontier: list[_Layer], done: set[tuple[int, int]], budget: list[int], view: TextView
) -> list[_Layer]:
    """Every run of every encoding in the layers of one depth, decoded and
    charged against the remaining allowance, then each layer repaired."""
    found: list[_Layer] = []
    # a run repeated through the text decodes once (still charged each time)
    seen: dict[tuple[str, str], str | None] = {}
    # in the scanned string, what the one-pass search found says which
    # encodings and repairs can apply at all
    has = _present(view)
    for layer in frontier:
        if layer.chain and (layer.outer in done or _no_run(layer.text)):
            continue
        top = not layer.chain
        encoded = ((not top or has("encoded-run")) and ENCODED_RUN.search(layer.text)) or (
            (not top or has("rot13-words")) and rot13_likely(layer.text)
        )
        for enc in ENCODINGS if encoded else ():
            for s, e in FINDERS[enc](layer.text):
                outer = layer.outer if layer.chain else (s, e)
                if outer in done:
                    continue
                if e - s > budget[0]:
                    continue
                budget[0] -= e - s
                run = layer.text[s:e]
                key = (enc, run)
                if key in seen:
                    decoded = seen[key]
                else:
                    decoded = seen[key] = DECODERS[enc](run)
                if decoded is not None:
                    found.append(_Layer(decoded, outer, (*layer.chain, enc)))
        before: frozenset[str] | None = None
        for name, fix in REPAIRS.items():
            if layer.chain and layer.chain[-1] == name:
                continue  # a repair read again changes nothing it can use
            if len(layer.text) > budget[0] or (top and not has(_TRIGGER[name])):
                continue
            budget[0] -= len(layer.text)
            got = fix(layer.text, None if layer.chain else view)
            if got is None:
                continue
            fixed, span, (w0, w1) = got
            outer = layer.outer if layer.chain else span
            if outer in done:
                continue
            if before is None:
                before = _names(view if top else TextView(layer.text))
            near = fixed[max(0, w0 - _NEAR) : w1 + _NEAR]
            if before and _names(TextView(near)) <= before:
                continue  # nothing new for a rule to read: not worth a scan
            found.append(_Layer(fixed, outer, (*layer.chain, name)))
    return found


#: the trigger (of obfuscated-payload) each repair needs in the scanned string
_TRIGGER = {"glue": "glue-any", "spelling": "respellable"}
#: characters of repaired text either side of the change read for new names
_NEAR = 80


def _present(view: TextView) -> Callable[[str], bool]:
    """Whether the one-pass search found a trigger in *view*; every name
    counts as found when the matcher cannot tell or does not know it."""
    m, index = _matcher()
    if not m.exact:
        return lambda name: True
    found = m.present(view)
    return lambda name: name not in index or index[name] in found


#: the registered rules, their matcher and its names' indices, while the
#: registration lasts (finding the matcher afresh costs more than a search)
_CACHED: tuple[tuple[object, ...] | None, Matcher | None, dict[str, int]] = (None, None, {})


def _matcher() -> tuple[Matcher, dict[str, int]]:
    global _CACHED
    from rune.text import matcher

    key, m, index = _CACHED
    if key is not matcher.registered() or m is None:
        m = matcher.default()
        index = {n: k for k, n in enumerate(m.names)}
        _CACHED = (matcher.registered(), m, index)
    return m, index


def _names(view: TextView) -> frozenset[str]:
    """The lexicon fields and triggers the matcher finds in *view* (whether
    or not rules are gated); empty when the matcher cannot tell, and then
    every repaired layer is read."""
    m, _index = _matcher()
    got = m.exact_names(view)
    return got if got is not None else frozenset()


#: below this many decoded texts per depth, each is scanned on its own
BATCH_FROM = 8
BATCH_CHARS = 1 << 16
_SEP = "\n\n"


def batch_hits(texts: list[str], hits_of: ContentFn) -> list[list[tuple[str, Match]]]:
    """``[hits_of(t) for t in texts]``, each distinct text scanned once, and
    many small texts scanned together.

    Joined texts are scanned as one, and only a text some hit touches is
    scanned again on its own; that second, separate scan decides. A hit that
    only exists across a join is therefore never reported.
    """
    distinct = list(dict.fromkeys(texts))
    if len(distinct) < BATCH_FROM:
        found = {t: hits_of(t) for t in distinct}
    else:
        found = dict(zip(distinct, _joined_hits(distinct, hits_of), strict=True))
    return [found[t] for t in texts]


def _joined_hits(texts: list[str], hits_of: ContentFn) -> list[list[tuple[str, Match]]]:
    out: list[list[tuple[str, Match]]] = [[] for _ in texts]
    i = 0
    while i < len(texts):
        starts: list[int] = []
        parts: list[str] = []
        size = 0
        j = i
        while j < len(texts) and (not parts or size + len(texts[j]) <= BATCH_CHARS):
            starts.append(size)
            parts.append(texts[j])
            size += len(texts[j]) + len(_SEP)
            j += 1
        touched: set[int] = set()
        for _rule, m in hits_of(_SEP.join(parts)):
            first = bisect_right(starts, m.start) - 1
            last = bisect_right(starts, max(m.end - 1, m.start)) - 1
            touched.update(range(i + first, i + last + 1))
        for k in sorted(touched):
            out[k] = hits_of(texts[k])
        i = j
    return out


def _fresh_hit(
    decoded: str, hits: list[tuple[str, Match]], view: TextView
) -> tuple[str, Match] | None:
    """The first hit not already spelled out in the plain string, or ``None``
    when the plain string says all of it (its owning rule reports it there)."""
    for rule, m in hits:
        said = m.matched if m.matched is not None else decoded[m.start : m.end]
        if not said or fold(said) not in view.norm:
            return rule, m
    return None


def payloads(view: TextView, hits_of: ContentFn) -> PeelResult:
    """:func:`peel` for one string, computed once however many rules ask
    (every caller reads the layers with the same content rules)."""
    return view.memo("decode.peel", lambda: peel(view, hits_of))


def describe(p: Payload, summary: str) -> str:
    """The finding message: the chain peeled, the decoded text, what it is."""
    parts = []
    for i, enc in enumerate(p.chain):
        noun, verb = NOUN[enc]
        if i == 0:
            parts.append(f"{noun} {verb}")
        else:
            parts.append(f"{noun}, which {verb}")
    shown = _snippet(p.text, p.match)
    return f'{" ".join(parts)} "{shown}", which is {summary}'


def _snippet(text: str, m: Match, limit: int = 80) -> str:
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return escape(flat)
    said = " ".join(text[m.start : m.end].split())
    if len(said) > limit:
        said = said[: limit - 3] + "..."
    return escape("..." + said + "...")
