"""What a tool can do, read from its own metadata.

Two rules share this: ``deceptive-annotations`` (the first verb of a name or
a description, against the hints) and ``toxic-flow`` (every tool of a run
sorted into what it can do, to find the combinations injected text could
use). Words are matched on the tokens of a name in any case style
(``readFile``, ``read_file``, ``read-file``) and of the first sentence of a
description. The vocabulary is English: tool names are English in practice
whatever the language of the description.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any


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
    end = re.search(r"[.\n]", body)
    return s, body[: end.start()] if end else body


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


def _text(raw: dict[str, Any], key: str) -> str:
    value = raw.get(key)
    return value if isinstance(value, str) else ""


def profile(raw: dict[str, Any]) -> Profile:
    """Sort one tool into what it can do: its annotations first, then the
    first verb of its name (or of its description) and the objects around it."""
    name = _text(raw, "name")
    _, sentence = lead(_text(raw, "description"))
    notes = raw.get("annotations")
    notes = notes if isinstance(notes, dict) else {}
    act, said = action(name, words=2), name
    if act is None:
        act, said = action(sentence, words=1), sentence
    verb = act.kind if act else None
    word = said[act.start : act.end].lower() if act else ""
    said_words = [t for t, _, _ in tokens(name)] + [t for t, _, _ in tokens(sentence)]
    objects = list(dict.fromkeys(w for t in said_words for w in (t, stem(t))))
    caps: dict[Capability, str] = {}
    read_only = notes.get("readOnlyHint") is True
    if verb == "read" or (act is None and read_only):
        hit = _first(objects, _PRIVATE)
        if hit:
            caps[Capability.PRIVATE] = f"reads {hit}"
        hit = _first(objects, _UNTRUSTED) or _first(objects, _INGEST)
        if hit:
            caps[Capability.UNTRUSTED] = f"reads {hit}"
        elif read_only and notes.get("openWorldHint") is True:
            caps[Capability.UNTRUSTED] = "openWorldHint: true"
        if _first(objects, _URL):
            # a request to any address carries whatever is put in it
            caps[Capability.OUTWARD] = "requests any URL"
    others = [w for w in objects if w != word]  # what the verb acts on
    public = _first(others, _PUBLIC)
    money = _first(others, _MONEY)
    later = _later_send(sentence) if act is not None else None
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
    elif verb == "write" and word in _SHIP:
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
