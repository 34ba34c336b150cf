"""The first action of a tool name or an English sentence.

Words are matched on the tokens of a name in any case style (``readFile``,
``read_file``, ``read-file``) and of the first sentence of a description;
:func:`action` gives the class of the first action word (``destroy``,
``send``, ``execute``, ``write``, ``read``) and where it stands. Names are
read in English: tool names are English identifiers in practice, whatever
the language of the description (see :mod:`rune.rules._reading` for that).
"""

from __future__ import annotations

import re

from rune.record import Record


def word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: verb classes, most harmful first; an action is the class of the first verb
VERBS: tuple[tuple[str, frozenset[str]], ...] = (
    (
        "destroy",
        word_set(
            "delete remove drop destroy purge wipe erase truncate overwrite shred rm unlink rmdir"
        ),
    ),
    (
        "send",
        word_set(
            "send email publish upload share transfer pay transmit forward tweet broadcast "
            "webhook exfiltrate post reply notify invite"
        ),
    ),
    ("execute", word_set("shell spawn bash powershell sudo")),
    (
        "write",
        word_set(
            "write create update set put add insert modify edit move rename save append patch "
            "push merge deploy install commit"
        ),
    ),
    (
        "read",
        word_set(
            "get list read fetch search find query show view describe check lookup inspect count "
            "browse retrieve scan analyze analyse preview explain summarize status scrape crawl "
            "navigate download open load export extract"
        ),
    ),
)
#: verbs that run code only when code follows them (``execute_query`` reads)
RUNNERS = word_set("run execute exec eval invoke launch")
CODE = word_set("command commands cmd shell script scripts code program binary bash terminal")
#: words that are as often nouns: a verb only when they open the name
NOUNS = word_set("email webhook share forward transfer pay post status count scan set reply")
#: what each verb class does, for messages
DOING = {"destroy": "deletes", "send": "sends", "execute": "executes", "write": "writes"}

#: a word of a name in any case style, or of a sentence
WORD = r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])"


class Action(Record):
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
