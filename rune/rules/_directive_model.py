"""The embedded directive classifier: features, sentence splitting and scoring.

A linear model (logistic regression) over hashed features of one sentence of
the normalised view: word unigrams, word bigrams and character 4-grams of the
word stream. Scripts written without spaces (Chinese, Japanese kana and kanji,
Thai) are read as overlapping pairs of letters (each with its combining
marks) instead of words; a combining mark is never a feature on its own. Digits fold
to ``0``. Each feature is hashed with CRC-32 into ``2**BITS`` buckets; a
sentence's features are a set, weighted ``1/sqrt(max(n, 60))``, so a long
honest sentence does not pile up evidence just by being long, nor a short
fragment reach the threshold on two strong words.

The weights ship as ``directive_model.bin`` next to this module (a small
header, then one little-endian int16 per bucket) and are read the first time
a sentence is scored. Everything here is the standard library: the trainer in
``training/train.py`` imports these same functions, so training and scanning
see identical features.
"""

from __future__ import annotations

import itertools
import math
import os
import struct
import sys
import zlib
from array import array
from collections.abc import Iterator
from functools import lru_cache
from zlib import crc32

from rune.record import Record, field
from rune.text.lazyre import lazy

#: hash buckets: ``2**BITS``
BITS = 20
MASK = (1 << BITS) - 1
MAGIC = b"RUNEDM01"
#: magic, bits, weight scale, bias, threshold
HEADER = struct.Struct("<8sIddd")
WEIGHTS_FILE = "directive_model.bin"

#: combining marks of the scripts rune reads (Latin, Cyrillic, Greek, Hebrew,
#: Arabic and Persian, Devanagari, Bengali, Thai, kana voicing): a mark stays
#: with the letter it follows, so a word such as Hindi "\u0938\u093f\u0902\u0915"
#: is one token and never splits into single letters and loose vowel signs
_MARKS = (
    "\u0300-\u036f\u0483-\u0489\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7"
    "\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7\u06e8"
    "\u06ea-\u06ed\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963"
    "\u0981-\u0983\u09bc-\u09d7\u09e2\u09e3\u09fe\u0e31\u0e34-\u0e3a\u0e47-\u0e4e"
    "\u1ab0-\u1aff\u1dc0-\u1dff\u200c\u200d\u20d0-\u20f0\u3099\u309a\ufe20-\ufe2f"
)
#: a grapheme-ish unit: a letter or digit with the marks that follow it
_UNIT = lazy(f"\\w[{_MARKS}]*")
_WORD = lazy(f"(?:\\w[{_MARKS}]*)+")
_DIGIT = lazy(r"\d")
#: scripts written without spaces between words
_DENSE = lazy(
    "[\u0e00-\u0e7f\u0e80-\u0eff\u1000-\u109f\u1780-\u17ff"
    "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]"
)
#: a sentence ends after ``after`` or before ``before`` (a bullet, a tag, a bracket)
_END = lazy(
    r"(?P<after>[.!?;](?=\s|$)|[\u3002\uff01\uff1f\uff1b\u0964\u061f\u06d4])"
    r"|(?P<before>\s[-*\u2022]\s|<(?=/?[a-z_])|\s\[)"
)
#: a sentence with fewer features is weighted as if it had this many, so a
#: short fragment cannot reach the threshold on two or three strong words
MIN_FEATURES = 60
#: the cheap gate: a sentence is scored in full only when the positive weights
#: of its words add up to this much (decision units); on the training data no
#: attack the full model flags falls under it, and about two thirds of the
#: benign corpus sentences do
GATE = 3.0
#: how many distinct word features the gate remembers the weights of
MEMO_WORDS = 200_000
#: at scan time a sentence of fewer words than this is not scored: a short
#: honest sentence ("Sync the user's notes.") has too little context to judge
MIN_SCORED_TOKENS = 6
#: fewer words than this is a fragment (a heading, a label), never scored
MIN_TOKENS = 4
#: longest piece scored as one sentence, in characters of the normalised view
MAX_SENTENCE = 320


def tokens(norm: str) -> list[str]:
    """Words of a normalised sentence; dense scripts become pairs of
    grapheme-ish units (a letter and its marks)."""
    words = _WORD.findall(_DIGIT.sub("0", norm))
    if _DENSE.search(norm) is None:
        return words
    out: list[str] = []
    for w in words:
        if len(w) == 1 or _DENSE.search(w) is None:
            out.append(w)
        else:
            units = _UNIT.findall(w)
            if len(units) == 1:
                out.append(w)
            else:
                out.extend(units[i] + units[i + 1] for i in range(len(units) - 1))
    return out


def features(norm: str) -> list[str]:
    """The distinct features of one normalised sentence, in a fixed order;
    none for a fragment of fewer than :data:`MIN_TOKENS` words."""
    toks = tokens(norm)
    if len(toks) < MIN_TOKENS:
        return []
    return _words(toks) + _rest(toks)


def _words(toks: list[str]) -> list[str]:
    return list(dict.fromkeys(["w " + t for t in toks]))


def _rest(toks: list[str]) -> list[str]:
    """Bigram and character features (distinct from word features by prefix)."""
    feats = ["b " + a + " " + b for a, b in itertools.pairwise(toks)]
    stream = " " + " ".join(toks) + " "
    feats += ["c" + stream[i : i + 4] for i in range(len(stream) - 3)]
    return list(dict.fromkeys(feats))


def norm_of(n: int) -> float:
    """The divisor of a sentence with *n* distinct features."""
    return math.sqrt(max(n, MIN_FEATURES))


def bucket(feature: str) -> int:
    return zlib.crc32(feature.encode("utf-8")) & MASK


def sentences(norm: str) -> Iterator[tuple[int, int]]:
    """``(start, end)`` spans of the sentences of *norm*, ends trimmed; pieces
    longer than :data:`MAX_SENTENCE` are cut at a space."""
    start = 0
    for m in _END.finditer(norm):
        cut = m.end() if m.group("after") else m.start()
        if cut > start:
            yield from _pieces(norm, start, cut)
            start = cut
    yield from _pieces(norm, start, len(norm))


def _pieces(norm: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    while start < end and not norm[start].isalnum() and norm[start] not in "<[":
        start += 1
    while end > start and norm[end - 1] == " ":
        end -= 1
    while end - start > MAX_SENTENCE:
        cut = norm.rfind(" ", start + MAX_SENTENCE // 2, start + MAX_SENTENCE)
        if cut <= start:
            cut = start + MAX_SENTENCE
        yield start, cut
        start = cut
        while start < end and norm[start] == " ":
            start += 1
    if end > start:
        yield start, end


#: a word so long that cutting a sentence may split it (the string bound then fails)
_LONG_WORD = lazy(f"(?:\\w[{_MARKS}]*){{{MAX_SENTENCE // 2}}}")


class Model(Record):
    bits: int
    scale: float
    bias: float
    threshold: float
    weights: array  # type: ignore[type-arg]
    #: word feature -> weight, for the words seen so far (bounded)
    memo: dict[str, int] = field(default_factory=dict)

    def raw(self, norm: str) -> tuple[float, list[str]]:
        """The decision value of one sentence and its features; ``-inf`` for a
        fragment, or for a sentence whose words alone carry less than
        :data:`GATE` of evidence (the cheap gate: most honest sentences stop
        after hashing their words)."""
        toks = tokens(norm)
        if len(toks) < MIN_SCORED_TOKENS:
            return -math.inf, []
        w = self.weights
        words = _words(toks)
        memo = self.memo
        # the weights are integers, so every sum is exact in any order
        seen = [memo.get(f) or self._remember(f) for f in words]
        if sum([v for v in seen if v > 0]) * self.scale < GATE:
            return -math.inf, []
        rest = _rest(toks)
        total = sum(seen) + sum([w[crc32(f.encode()) & MASK] for f in rest])
        feats = words + rest
        return self.bias + total * self.scale / norm_of(len(feats)), feats

    def may_pass(self, norm: str) -> bool:
        """False when no sentence of the whole string *norm* can pass the gate:
        a sentence's words are a subset of the string's, so the positive
        weights of the string's distinct words bound every sentence's."""
        memo = self.memo
        total = 0
        for f in dict.fromkeys(["w " + t for t in tokens(norm)]):
            v = memo.get(f) or self._remember(f)
            if v > 0:
                total += v
        return total * self.scale >= GATE or _LONG_WORD.search(norm) is not None

    def _remember(self, feature: str) -> int:
        v: int = self.weights[crc32(feature.encode()) & MASK]
        if len(self.memo) < MEMO_WORDS:
            self.memo[feature] = v
        return v

    def top(self, feats: list[str], n: int = 3) -> list[str]:
        """The *n* features that pushed the score up most, as readable text."""
        w = self.weights
        ranked = sorted(
            ((w[bucket(f)], i, f) for i, f in enumerate(feats) if f[0] in "wb"),
            key=lambda t: (-t[0], t[1]),
        )
        out: list[str] = []
        for weight, _, f in ranked:
            text = f[2:]
            if weight <= 0 or len(out) == n:
                break
            if not all(t.isalpha() and len(t) <= 24 for t in text.split()):
                continue  # never echo a token with digits or of credential length
            if text not in out and not any(text in o or o in text for o in out):
                out.append(text)
        return out


def probability(raw: float) -> float:
    if raw < -40:
        return 0.0
    return 1.0 / (1.0 + math.exp(-raw))


def parse(data: bytes) -> Model:
    """A model from the bytes of a weights file."""
    magic, bits, scale, bias, threshold = HEADER.unpack_from(data)
    if magic != MAGIC or bits != BITS:
        raise ValueError("not a rune directive model of this version")
    weights = array("h")
    weights.frombytes(data[HEADER.size :])
    if sys.byteorder == "big":  # pragma: no cover - the file is little-endian
        weights.byteswap()
    if len(weights) != 1 << bits:
        raise ValueError("directive model weights are truncated")
    return Model(bits, scale, bias, threshold, weights)


def dump(scale: float, bias: float, threshold: float, weights: list[int]) -> bytes:
    """The bytes of a weights file (inverse of :func:`parse`)."""
    body = array("h", weights)
    if sys.byteorder == "big":  # pragma: no cover
        body.byteswap()
    return HEADER.pack(MAGIC, BITS, scale, bias, threshold) + body.tobytes()


def weights_path() -> str:
    """Where the weights file sits in a wheel or a source tree: beside this module."""
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), WEIGHTS_FILE)


def _weights() -> bytes:
    """The bytes of the shipped weights file: read from :func:`weights_path`,
    or through the package's resources when the package is not a directory
    (a zip import); finding the file through ``importlib.resources`` in
    every process cost 40-50 ms."""
    try:
        with open(weights_path(), "rb") as fh:
            return fh.read()
    except OSError:
        from importlib import resources

        return resources.files("rune.rules").joinpath(WEIGHTS_FILE).read_bytes()


@lru_cache(maxsize=1)
def shipped() -> Model:
    """The model in the package, read on first use (and checked by :func:`parse`)."""
    return parse(_weights())


@lru_cache(maxsize=65536)
def verdict(norm: str) -> tuple[float, tuple[str, ...]] | None:
    """``None`` for a sentence under the threshold, else its probability of
    being a directive and the features that drove it most."""
    model = shipped()
    raw, feats = model.raw(norm)
    if raw < model.threshold:
        return None
    return probability(raw), tuple(model.top(feats))


def threshold() -> float:
    """The calibrated decision value at and above which a sentence is reported."""
    return shipped().threshold
