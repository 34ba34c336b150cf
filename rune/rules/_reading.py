"""A description's first sentence read in the language it is written in.

A description is read in English first (:mod:`rune.rules._actions`), then in
the language its script and function words point to: ``_capabilities_langs``
holds the vocabulary of 24 more languages, and the main verb is found where
that language puts it. Text is folded first (case, accents, vowel signs and
points dropped) with an offset map back to what was written.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from functools import cache

from rune.record import Record
from rune.rules._actions import Action, action
from rune.rules._capabilities_langs import LANGS, Lang

#: marks dropped by ``fold``: Latin, Greek and Cyrillic accents, Arabic vowel
#: signs and hamza, Hebrew points
_MARKS = ((0x0300, 0x036F), (0x064B, 0x065F), (0x0670, 0x0670), (0x0591, 0x05C7))
#: the Devanagari and Bengali nukta, written or left out as the writer likes
_NUKTA = frozenset("\u093c\u09bc")
#: letters without a decomposition, Arabic letters Persian writes in its own
#: form, and joiners
_LETTERS = str.maketrans(
    {
        "ł": "l",
        "đ": "d",
        "ø": "o",
        "ı": "i",
        "œ": "oe",
        "æ": "ae",
        "ي": "ی",
        "ى": "ی",
        "ك": "ک",
        "\u200c": "",
        "\u200d": "",
        "’": "'",
    }
)


def _marked(c: str) -> bool:
    o = ord(c)
    return c in _NUKTA or any(lo <= o <= hi for lo, hi in _MARKS)


def fold(text: str) -> tuple[str, list[int]]:
    """*text* case folded, accents and vowel points dropped, with the offset in
    *text* of every folded character (and one past the end)."""
    out: list[str] = []
    where: list[int] = []
    for i, ch in enumerate(text):
        s = unicodedata.normalize("NFKC", ch).casefold()
        s = "".join(c for c in unicodedata.normalize("NFD", s) if not _marked(c))
        s = unicodedata.normalize("NFC", s).translate(_LETTERS)
        out.append(s)
        where.extend([i] * len(s))
    where.append(len(text))
    return "".join(out), where


#: what separates words in the spaced scripts
_SEP = frozenset(" \t\n\r.,;:!?()[]{}\"'«»“”„/\\|<>*`、，。：；！？（）「」『』【】《》।॥؟،؛")
#: what may open a Chinese sentence before its verb: a prepositional phrase
_PREP = tuple(
    [
        "通过",
        "通過",
        "根据",
        "根據",
        "使用",
        "利用",
        "用",
        "将",
        "將",
        "把",
        "从",
        "從",
        "向",
        "在",
        "按",
        "基于",
        "基於",
        "对",
        "對",
        "为",
        "為",
        "给",
        "給",
        "以",
        "由",
    ]
)
#: a Chinese verb used as a modifier: 已删除的, 被删除
_ZH_DONE = frozenset("已被")
#: what joins a second verb to a Chinese sentence (读取文件并上传): a later
#: send counts only after one, since 发布 and 分享 are as often nouns
_ZH_THEN = ("并", "並", "然后", "然後", "再", "后", "後", "和", "及", "，", ",")


def _entries(spec: str) -> tuple[tuple[str, bool], ...]:
    """A comma-separated vocabulary, folded: each entry and whether it must end a word."""
    out = []
    for raw in spec.split(","):
        e = fold(raw.strip())[0]
        if e:
            out.append((e.rstrip("="), e.endswith("=")))
    return tuple(out)


class _Hit(Record):
    kind: str
    start: int
    end: int


class _Vocab:
    """One language's vocabulary, ready to match on folded text."""

    KINDS = ("destroy", "send", "run", "write", "read")
    NOUNS = ("private", "untrusted", "public", "money", "url", "code", "ship", "neg")

    def __init__(self, lang: Lang) -> None:
        self.lang = lang
        self.spaced = lang.order in ("head", "tail")
        self.verbs = {k: _entries(getattr(lang, k)) for k in self.KINDS}
        self.nouns = {k: _entries(getattr(lang, k)) for k in self.NOUNS}
        self.openers = sorted((e for e, _ in _entries(lang.openers)), key=len, reverse=True)
        self.stop = frozenset(e for e, _ in _entries(lang.stop))
        self.letters = frozenset(lang.letters)

    def find(self, entries: tuple[tuple[str, bool], ...], text: str) -> list[tuple[int, int]]:
        """Spans of *entries* in folded *text*: from a word start in the spaced
        scripts, anywhere in the others."""
        spans = []
        for e, whole in entries:
            i = text.find(e)
            while i >= 0:
                j = i + len(e)
                starts = not self.spaced or i == 0 or text[i - 1] in _SEP
                ends = not whole or j == len(text) or text[j] in _SEP
                if starts and ends:
                    spans.append((i, j))
                i = text.find(e, i + 1)
        return sorted(spans)

    def hits(self, text: str) -> list[_Hit]:
        """The verbs of *text* in order, the longest where two overlap."""
        found = [_Hit(k, s, e) for k in self.KINDS for s, e in self.find(self.verbs[k], text)]
        found.sort(key=lambda h: (h.start, h.start - h.end, self.KINDS.index(h.kind)))
        out: list[_Hit] = []
        for h in found:
            if not out or h.start >= out[-1].end:
                out.append(h)
        return out

    def skip_openers(self, text: str) -> int:
        pos = 0
        for _ in range(3):
            while pos < len(text) and text[pos] in _SEP:
                pos += 1
            for o in self.openers:
                end = pos + len(o)
                if text.startswith(o, pos) and (
                    not self.spaced or end == len(text) or text[end] in _SEP
                ):
                    pos = end
                    break
            else:
                break
        while pos < len(text) and text[pos] in _SEP:
            pos += 1
        return pos

    def main_verb(self, text: str) -> _Hit | None:
        """The verb that says what a sentence's tool does, by where the
        language puts it; None when it is negated or not where it should be."""
        order = self.lang.order
        pos = self.skip_openers(text) if order != "tail" else 0
        hits = [h for h in self.hits(text) if h.start >= pos]
        negs = self.find(self.nouns["neg"], text)
        if order in ("head", "tail"):
            words = [
                i
                for i in range(pos, len(text))
                if text[i] not in _SEP and (i == pos or text[i - 1] in _SEP)
            ]
            windows: list[tuple[list[int], int]] = []
            if order == "head":
                windows.append((words[: self.lang.window], 0))
                if self.lang.also_tail:
                    windows.append((words[-self.lang.also_tail :], -1))
            else:
                windows.append((words[-self.lang.window :], -1))
            for starts, pick in windows:
                inside = [h for h in hits if h.start in starts]
                if not inside:
                    continue
                h = inside[pick]
                if pick == 0:
                    # a negation before the verb, or just after it where the
                    # language puts it there (German "löscht keine")
                    after = [i for i in words if i > h.start][: self.lang.neg_after]
                    lo = starts[0]
                    hi = (after[-1] + 1) if after else h.start
                else:
                    # a negation may stand just before a verb-final window
                    lo, hi = words[max(0, words.index(starts[0]) - 1)], len(text)
                if any(lo <= s < hi for s, _ in negs):
                    return None
                return h
            return None
        if order == "han":
            for h in hits:
                if text[h.end : h.end + 1] == "的" or text[h.start - 1 : h.start] in _ZH_DONE:
                    continue
                # a negation just before the verb, or one character before it (不会删除)
                if any(h.start - 1 <= e <= h.start for _, e in negs):
                    return None
                before = text[pos : h.start].strip()
                ok = not before or (
                    before.startswith(_PREP)
                    and len(before) <= 40
                    and not set(before) & set(",，;；")
                )
                return h if ok else None
            return None
        if order == "kana":
            if not hits:
                return None
            h = hits[-1]
            rest = text[h.end :].strip()
            if len(rest) > 12 or any(s >= h.end for s, _ in negs):
                return None
            return h
        # lead: the sentence opens with the verb
        return hits[0] if hits and hits[0].start == pos else None


_LANG_BY_TAG = {lang.tag: lang for lang in LANGS}


@cache
def _vocab(tag: str) -> _Vocab:
    """One language's vocabulary, compiled the first time a description needs it."""
    return _Vocab(_LANG_BY_TAG[tag])


_EN_STOP = frozenset(
    [
        "the",
        "a",
        "an",
        "of",
        "to",
        "and",
        "for",
        "in",
        "on",
        "with",
        "from",
        "by",
        "is",
        "are",
        "this",
        "that",
        "it",
        "or",
        "its",
        "your",
        "as",
        "at",
        "be",
    ]
)
#: the Latin-script languages a description's function words can point at
_LATIN_TAGS = tuple(lang.tag for lang in LANGS if lang.stop or lang.letters)


def _languages(text: str, folded: str) -> list[_Vocab]:
    """The languages *text* may be in, likeliest first; empty for English."""

    def has(lo: int, hi: int) -> bool:
        return any(lo <= ord(c) <= hi for c in text)

    if text.isascii():
        return _latin(text, folded)

    if has(0x3040, 0x30FF):
        return [_vocab("ja")]
    if has(0x4E00, 0x9FFF) or has(0x3400, 0x4DBF):
        return [_vocab("zh"), _vocab("ja")]
    for lo, hi, codes in (
        (0xAC00, 0xD7AF, ("ko",)),
        (0x0E00, 0x0E7F, ("th",)),
        (0x0590, 0x05FF, ("he",)),
        # Bengali before Devanagari: both end a sentence with the danda (U+0964)
        (0x0980, 0x09FF, ("bn",)),
        (0x0900, 0x097F, ("hi",)),
        (0x0370, 0x03FF, ("el",)),
    ):
        if has(lo, hi):
            return [_vocab(c) for c in codes]
    if has(0x0600, 0x06FF):
        persian = any(c in "پچژگیک" for c in text)
        return [_vocab(c) for c in (("fa", "ar") if persian else ("ar", "fa"))]
    if has(0x0400, 0x04FF):
        ukrainian = any(c in "іїєґ" for c in folded)
        return [_vocab(c) for c in (("uk", "ru") if ukrainian else ("ru", "uk"))]
    return _latin(text, folded)


def _latin(text: str, folded: str) -> list[_Vocab]:
    """The Latin-script languages *text* may be in, likeliest first."""
    # a possessive ("user's") stays one word, so its "s" is not a Czech "with"
    words = [w for w in re.split(r"[\s.,;:!?()\[\]{}\"/]+", folded) if w]
    lower = text.lower()
    en = sum(w in _EN_STOP for w in words)
    scored = []
    for rank, tag in enumerate(_LATIN_TAGS):
        stop, letters = _function_words(tag)
        # only function words English does not share count
        score = sum(w in stop and w not in _EN_STOP for w in words)
        score += 2 if any(c in lower for c in letters) else 0
        if score > en:
            scored.append((-score, rank, tag))
    return [_vocab(tag) for _, _, tag in sorted(scored)]


@cache
def _function_words(tag: str) -> tuple[frozenset[str], frozenset[str]]:
    """A Latin-script language's function words and its own letters, folded."""
    lang = _LANG_BY_TAG[tag]
    return frozenset(e for e, _ in _entries(lang.stop)), frozenset(lang.letters)


class Reading(Record):
    """A sentence in another language: its main verb, and the first word of
    each noun class it names (``private``, ``untrusted``, ``public``, ``money``,
    ``url``), as written."""

    lang: str
    verb: Action | None
    word: str
    ship: bool
    nouns: dict[str, str]
    later: str | None


@functools.lru_cache(maxsize=16384)
def reading(sentence: str) -> Reading | None:
    """*sentence* read in the language it is written in, or None when it is
    English (or a language with no vocabulary here)."""
    if sentence.isascii():
        # nothing to fold but case, and no script but Latin
        folded, where = sentence.lower(), list(range(len(sentence) + 1))
    else:
        folded, where = fold(sentence)
    langs = _languages(sentence, folded)
    if not langs:
        return None
    chosen = next(((v, h) for v in langs if (h := v.main_verb(folded)) is not None), None)
    vocab, verb = chosen if chosen else (langs[0], None)

    def said(s: int, e: int) -> str:
        return sentence[where[s] : where[e]]

    def first(key: str) -> str | None:
        spans = vocab.find(vocab.nouns[key], folded)
        if verb is not None:
            spans = [(s, e) for s, e in spans if e <= verb.start or s >= verb.end]
        return said(*spans[0]) if spans else None

    act, ship, later = None, False, None
    if verb is not None:
        kind = verb.kind
        if kind == "run":
            kind = "execute" if first("code") else "read"
        act = Action(kind, where[verb.start], where[verb.end])
        ship = any(s == verb.start for s, _ in vocab.find(vocab.nouns["ship"], folded))
        if vocab.lang.order in ("head", "han"):
            sends = [
                h
                for h in vocab.hits(folded)
                if h.kind == "send"
                and h.start >= verb.end
                and (vocab.spaced or folded[h.start - 2 : h.start].endswith(_ZH_THEN))
            ]
            later = said(sends[0].start, sends[0].end) if sends else None
    nouns = {k: w for k in ("private", "untrusted", "public", "money", "url") if (w := first(k))}
    word = sentence[act.start : act.end] if act else ""
    return Reading(vocab.lang.tag, act, word, ship, nouns, later)


def sentence_action(sentence: str) -> Action | None:
    """The action of a description's first sentence: its first word in
    English, else the main verb in the language it is written in."""
    act = action(sentence, words=1)
    if act is None:
        seen = reading(sentence)
        act = seen.verb if seen else None
    return act
