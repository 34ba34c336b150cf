"""What a tool can do, read from its own metadata.

Two rules share this: ``deceptive-annotations`` (the first verb of a name or
a description, against the hints) and ``toxic-flow`` (every tool of a run
sorted into what it can do, to find the combinations injected text could
use). Words are matched on the tokens of a name in any case style
(``readFile``, ``read_file``, ``read-file``) and of the first sentence of a
description. Names are read in English: tool names are English identifiers
in practice whatever the language of the description. A description is read
in English first, then in the language its script and function words point
to (``_capabilities_langs`` holds the vocabulary of 24 more languages), with
its main verb found where that language puts it.
"""

from __future__ import annotations

import enum
import functools
import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from rune.jsonvalue import JsonObject
from rune.rules._capabilities_langs import LANGS, Lang


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: verb classes, most harmful first; an action is the class of the first verb
VERBS: tuple[tuple[str, frozenset[str]], ...] = (
    (
        "destroy",
        _words(
            "delete remove drop destroy purge wipe erase truncate overwrite shred rm unlink rmdir"
        ),
    ),
    (
        "send",
        _words(
            "send email publish upload share transfer pay transmit forward tweet broadcast "
            "webhook exfiltrate post reply notify invite"
        ),
    ),
    ("execute", _words("shell spawn bash powershell sudo")),
    (
        "write",
        _words(
            "write create update set put add insert modify edit move rename save append patch "
            "push merge deploy install commit"
        ),
    ),
    (
        "read",
        _words(
            "get list read fetch search find query show view describe check lookup inspect count "
            "browse retrieve scan analyze analyse preview explain summarize status scrape crawl "
            "navigate download open load export extract"
        ),
    ),
)
#: verbs that run code only when code follows them (``execute_query`` reads)
RUNNERS = _words("run execute exec eval invoke launch")
CODE = _words("command commands cmd shell script scripts code program binary bash terminal")
#: words that are as often nouns: a verb only when they open the name
NOUNS = _words("email webhook share forward transfer pay post status count scan set reply")
#: what each verb class does, for messages
DOING = {"destroy": "deletes", "send": "sends", "execute": "executes", "write": "writes"}

#: a word of a name in any case style, or of a sentence
WORD = r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])"


@dataclass(frozen=True)
class Action:
    """The first action word of a string: its class and where it stands."""

    kind: str
    start: int
    end: int


def stem(word: str) -> str:
    for suffix in ("es", "s"):
        base = word[: -len(suffix)]
        if word.endswith(suffix) and (base in RUNNERS or any(base in v for _, v in VERBS)):
            return base
    return word


def tokens(text: str) -> list[tuple[str, int, int]]:
    """The lower-cased words of *text* with their offsets."""
    return [(m.group().lower(), m.start(), m.end()) for m in re.finditer(WORD, text)]


def action(text: str, words: int | None = None) -> Action | None:
    """The class of the first action word of *text* (a tool name in any case
    style, or a sentence) among its first *words* words."""
    toks = tokens(text)
    for i, (tok, s, e) in enumerate(toks[:words]):
        word = stem(tok)
        if i > 0 and word in NOUNS:
            continue
        if word in RUNNERS:
            after = {t for t, _, _ in toks[i + 1 : i + 4]}
            return Action("execute" if after & CODE else "read", s, e)
        for kind, verbs in VERBS:
            if word in verbs:
                return Action(kind, s, e)
    return None


def first_word(text: str) -> int:
    """Offset of the first word of *text*, or -1."""
    m = re.search(WORD, text)
    return m.start() if m else -1


def lead(description: str) -> tuple[int, str]:
    """The first sentence of a description, with its offset, past a 'This tool' opening."""
    s = len(description) - len(description.lstrip())
    body = description[s:]
    m = re.match(r"(?i)(?:this tool|the tool|tool to|use this tool to|allows you to)\s+", body)
    if m:
        s += m.end()
        body = body[m.end() :]
    end = re.search(r"[.\n。．！？।؟]", body)
    return s, body[: end.start()] if end else body


# --- descriptions in other languages ------------------------------------------------

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


@dataclass(frozen=True)
class _Hit:
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


@dataclass(frozen=True)
class Reading:
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


# --- capabilities -----------------------------------------------------------------


class Capability(enum.Enum):
    """One leg of a dangerous flow. ``value`` is what reports print."""

    PRIVATE = "private-data"
    UNTRUSTED = "untrusted-input"
    OUTWARD = "outward-channel"
    IRREVERSIBLE = "irreversible-action"


#: what a read of these objects returns: data the user would not hand out
_PRIVATE = _words(
    "file files directory directories folder folders path paths mail mails email emails inbox "
    "message messages chat chats conversation conversations dm dms database databases db table "
    "tables row rows record records sql secret secrets credential credentials password passwords "
    "keychain vault calendar calendars event events contact contacts note notes document "
    "documents doc docs drive repo repos repository repositories history clipboard env "
    "environment memory memories customer customers profile account accounts transaction "
    "transactions invoice invoices"
)
#: what a read of these objects returns: text anyone outside can write
_UNTRUSTED = _words(
    "url urls web webpage webpages page pages website websites site sites html browser tab tabs "
    "rss feed feeds issue issues comment comments pr prs review reviews discussion discussions "
    "post posts tweet tweets thread threads news inbox email emails mail mails message messages "
    "pdf attachment attachments internet google bing brave duckduckgo"
)
#: verbs that take in outside text whatever follows them
_INGEST = _words("scrape crawl navigate browse")
#: objects that, created, reach someone else
_PUBLIC = _words(
    "issue issues pr prs pull comment comments gist gists post posts message messages email "
    "emails mail tweet tweets reply release webhook invitation invite"
)
_URL = _words("url urls http https")
_MONEY = _words("pay payment payments purchase buy charge refund")
#: writes that ship something to others and cannot be called back
_SHIP = _words("deploy merge push")


@dataclass(frozen=True)
class Profile:
    """What one tool can do, each capability with the words that showed it."""

    capabilities: dict[Capability, str]

    @property
    def kinds(self) -> frozenset[Capability]:
        return frozenset(self.capabilities)


def _text(raw: JsonObject, key: str) -> str:
    value = raw.get(key)
    return value if isinstance(value, str) else ""


def profile(raw: JsonObject) -> Profile:
    """Sort one tool into what it can do: its annotations first, then the
    first verb of its name (or of its description, in any of the languages
    read here) and the objects around it."""
    name = _text(raw, "name")
    _, sentence = lead(_text(raw, "description"))
    notes = raw.get("annotations")
    notes = notes if isinstance(notes, dict) else {}
    act, said = action(name, words=2), name
    if act is None:
        act, said = action(sentence, words=1), sentence
    other = reading(sentence) if sentence else None
    seen = other.nouns if other else {}
    foreign = act is None and other is not None and other.verb is not None
    if foreign and other is not None:
        act, said = other.verb, sentence
    verb = act.kind if act else None
    word = said[act.start : act.end].lower() if act else ""
    said_words = [t for t, _, _ in tokens(name)] + [t for t, _, _ in tokens(sentence)]
    objects = list(dict.fromkeys(w for t in said_words for w in (t, stem(t))))
    caps: dict[Capability, str] = {}
    read_only = notes.get("readOnlyHint") is True
    if verb == "read" or (act is None and read_only):
        hit = _first(objects, _PRIVATE) or seen.get("private")
        if hit:
            caps[Capability.PRIVATE] = f"reads {hit}"
        hit = _first(objects, _UNTRUSTED) or _first(objects, _INGEST) or seen.get("untrusted")
        if hit:
            caps[Capability.UNTRUSTED] = f"reads {hit}"
        elif read_only and notes.get("openWorldHint") is True:
            caps[Capability.UNTRUSTED] = "openWorldHint: true"
        if _first(objects, _URL) or "url" in seen:
            # a request to any address carries whatever is put in it
            caps[Capability.OUTWARD] = "requests any URL"
    others = [w for w in objects if w != word]  # what the verb acts on
    public = _first(others, _PUBLIC) or seen.get("public")
    money = _first(others, _MONEY) or seen.get("money")
    later = None
    if act is not None:
        later = _later_send(sentence) or (other.later if other else None)
    if verb == "send":
        caps[Capability.OUTWARD] = f"{word} {public}" if public else word
    elif verb == "write" and public:
        caps[Capability.OUTWARD] = f"{word} {public}"
    elif later:
        caps[Capability.OUTWARD] = later
    if verb in ("destroy", "execute"):
        caps[Capability.IRREVERSIBLE] = word
    elif verb in ("write", "send") and money:
        caps[Capability.IRREVERSIBLE] = f"{word} {money}"
    elif verb == "write" and (word in _SHIP or (foreign and other is not None and other.ship)):
        caps[Capability.IRREVERSIBLE] = word
    if not read_only and notes.get("destructiveHint") is True:
        caps.setdefault(Capability.IRREVERSIBLE, "destructiveHint: true")
    if read_only:
        caps.pop(Capability.IRREVERSIBLE, None)
    return Profile(caps)


def _later_send(sentence: str) -> str | None:
    """A sending verb after the first word of a sentence ("reads the file and
    uploads it"), skipping words that are as often nouns."""
    sends = dict(VERBS)["send"]
    for tok, _, _ in tokens(sentence)[1:]:
        word = stem(tok)
        if word in sends and word not in NOUNS:
            return tok
    return None


def _first(words: Iterable[str], vocabulary: frozenset[str]) -> str | None:
    """The first of *words*, in the order they were said, that is in *vocabulary*."""
    return next((w for w in words if w in vocabulary), None)
