"""What a tool can do, read from its own metadata.

Two rules share this: ``deceptive-annotations`` (the first verb of a name or
a description, against the hints) and ``toxic-flow`` (every tool of a run
sorted into what it can do, to find the combinations injected text could
use). The first verb comes from :mod:`rune.rules._actions` (English) and
:mod:`rune.rules._reading` (24 more languages); this module sorts a tool by
that verb and the objects around it into :class:`Capability` legs.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable

from rune.jsonvalue import JsonObject
from rune.rules._actions import (
    DOING,
    NOUNS,
    VERBS,
    Action,
    action,
    first_word,
    lead,
    stem,
    tokens,
    word_set,
)
from rune.rules._reading import Reading, fold, reading, sentence_action

#: the names callers have imported from here since before the split
__all__ = [
    "DOING",
    "Action",
    "Capability",
    "Profile",
    "Reading",
    "action",
    "first_word",
    "fold",
    "lead",
    "profile",
    "reading",
    "sentence_action",
]


class Capability(enum.Enum):
    """One leg of a dangerous flow. ``value`` is what reports print."""

    PRIVATE = "private-data"
    UNTRUSTED = "untrusted-input"
    OUTWARD = "outward-channel"
    IRREVERSIBLE = "irreversible-action"


#: what a read of these objects returns: data the user would not hand out
_PRIVATE = word_set(
    "file files directory directories folder folders path paths mail mails email emails inbox "
    "message messages chat chats conversation conversations dm dms database databases db table "
    "tables row rows record records sql secret secrets credential credentials password passwords "
    "keychain vault calendar calendars event events contact contacts note notes document "
    "documents doc docs drive repo repos repository repositories history clipboard env "
    "environment memory memories customer customers profile account accounts transaction "
    "transactions invoice invoices"
)
#: what a read of these objects returns: text anyone outside can write
_UNTRUSTED = word_set(
    "url urls web webpage webpages page pages website websites site sites html browser tab tabs "
    "rss feed feeds issue issues comment comments pr prs review reviews discussion discussions "
    "post posts tweet tweets thread threads news inbox email emails mail mails message messages "
    "pdf attachment attachments internet google bing brave duckduckgo"
)
#: verbs that take in outside text whatever follows them
_INGEST = word_set("scrape crawl navigate browse")
#: objects that, created, reach someone else
_PUBLIC = word_set(
    "issue issues pr prs pull comment comments gist gists post posts message messages email "
    "emails mail tweet tweets reply release webhook invitation invite"
)
_URL = word_set("url urls http https")
_MONEY = word_set("pay payment payments purchase buy charge refund")
#: writes that ship something to others and cannot be called back
_SHIP = word_set("deploy merge push")


class Profile:
    """What one tool can do, each capability with the words that showed it
    (a plain record: a dataclass would compile its methods at import)."""

    __slots__ = ("capabilities",)

    def __init__(self, capabilities: dict[Capability, str]) -> None:
        self.capabilities = capabilities

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return bool(self.capabilities == other.capabilities)

    __hash__ = None  # type: ignore[assignment]  # its dict is not hashable either

    def __repr__(self) -> str:
        return f"Profile(capabilities={self.capabilities!r})"

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
