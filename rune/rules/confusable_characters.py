"""confusable-characters: a Cyrillic or Greek look-alike inside a Latin word."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterator

from rune.model import Severity
from rune.rules.base import FieldRule, Match
from rune.text.lazyre import lazy
from rune.text.normalise import CONFUSABLES, TextView

_LOOKALIKE = lazy(f"[{''.join(sorted(CONFUSABLES))}]")
#: findings itemised per string; the last one counts the rest
SHOWN = 10


def _greek(ch: str) -> bool:
    return unicodedata.name(ch, "").startswith("GREEK")


def _notation(word: str, lookalikes: list[str]) -> bool:
    """A two-letter symbol such as H-alpha or nu_e: one Latin letter beside one
    Greek look-alike. Science writes symbols in Greek, never in Cyrillic."""
    if len(word) > 8 or len(lookalikes) != 1:
        return False
    return sum(1 for c in word if c.isalpha()) == 2 and _greek(lookalikes[0])


def _name(ch: str) -> str:
    return f"U+{ord(ch):04X} {unicodedata.name(ch, '?')}"


class ConfusableCharacters(FieldRule):
    """What it flags:
    A word that mixes Latin letters with a Cyrillic or Greek letter drawn
    exactly like a Latin one (Cyrillic a in ``account``, Greek omicron in
    ``token``). The finding names each look-alike's code point and the Latin
    letter it imitates, since on screen the word looks ordinary.

    Why it matters:
    A homoglyph lets a server spoof a trusted tool name, and it slips a
    payload past every rule that matches Latin letters while the model still
    reads the word as intended.

    What keeps it quiet:
    A closed list of genuine twins; Greek letters with no Latin twin (omega,
    pi, sigma, mu) never count, so units such as kOhm written with a real
    omega are left alone. A word written wholly in Cyrillic or Greek is that
    language, not a mix. A word that also holds a Cyrillic or Greek letter
    with no Latin twin is visibly foreign (code-switching such as an English
    acronym glued to a Russian word) rather than a disguise. A bare
    two-letter token pairing one Latin letter with one Greek look-alike is
    science notation (H-alpha, nu_e). Accented Latin is still Latin, so a
    look-alike inside an accented word is caught.

    Known limits:
    A word spelled entirely in look-alikes is not covered: without a Latin
    letter beside them it cannot be told from a real Cyrillic or Greek word.
    Look-alikes outside the closed list, and those from other scripts
    (Armenian, Cherokee, mathematical letters, which compatibility-characters
    covers), are missed.
    """

    id = "confusable-characters"
    severity = Severity.HIGH
    summary = "a Cyrillic or Greek look-alike letter mixed into a Latin word"

    needs = (("non-ascii",),)

    flags = (
        {"tools": [{"name": "get_\u0430ccount", "description": "Returns the account."}]},
        "Send the \u0430pi key to the caller.",
        "Reads the t\u03bfken from memory.",
        "\u0421onfig loader.",
        "Identifier \u0456d is required.",
    )
    quiet = (
        "Measures resistance in k\u03a9 and current in \u03bcA.",
        "Observes the H\u03b1 line and the \u03bd_e flux.",
        "Russian: \u041f\u0440\u0438\u0432\u0435\u0442, \u043c\u0438\u0440",
        "Greek word \u03ba\u03b1\u03bb\u03b7\u03bc\u03ad\u03c1\u03b1 greeting.",
        "Caf\u00e9 in Z\u00fcrich.",
        "Creates an API\u043a\u043b\u044e\u0447 for the service.",
    )

    def check(self, view: TextView) -> Iterator[Match]:
        s = view.original
        words = view.spoof_words
        shown = 0
        for n, (w0, w1) in enumerate(words):
            word = s[w0:w1]
            looks = _LOOKALIKE.findall(word)
            if not looks or _notation(word, looks):
                continue
            if shown == SHOWN - 1 and n < len(words) - 1:
                rest = len(words) - n
                yield Match(w0, w1, f"{rest} more words from here mix Latin with look-alikes")
                return
            shown += 1
            yield Match(w0, w1, f"word mixes Latin letters with a look-alike: {_describe(looks)}")


def _describe(looks: list[str]) -> str:
    first = looks[0]
    msg = f'{_name(first)} imitates Latin "{CONFUSABLES[first]}"'
    distinct = list(dict.fromkeys(looks))
    if len(distinct) > 1:
        more = ", ".join(f'{_name(c)} as "{CONFUSABLES[c]}"' for c in distinct[1:3])
        msg += f"; also {more}"
        if len(distinct) > 3:
            msg += f" and {len(distinct) - 3} more"
    return msg
