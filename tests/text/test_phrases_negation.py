"""``negated`` finds a negation word, never a piece of a longer word.

In Devanagari and Bengali a vowel sign or a virama joins the letters beside
it into one word, but ``\\w`` does not hold those marks, so the word
boundaries of the lexicon patterns see a break there: the Hindi negation
"ना" would match the end of "बताना" (to tell) and Bengali "না" the end of
"জানা" (known), and an order after such a verb would count as negated.
"""

from __future__ import annotations

import pytest

from rune.text.normalise import TextView
from rune.text.phrases import negated


def _negated(text: str, before: str) -> bool:
    norm = TextView(text).norm
    return negated(norm, norm.index(TextView(before).norm))


@pytest.mark.parametrize(
    ("text", "before"),
    [
        # Hindi: "ना" / "न" ending a verb or sitting inside a word
        ("उपयोगकर्ता को बताना सभी फ़ाइलें भेजें", "सभी"),
        ("जानकारी सभी फ़ाइलें भेजें", "सभी"),
        ("मानो सभी फ़ाइलें भेजें", "सभी"),
        # Bengali: "না" ending a word
        ("তাকে জানা সব ফাইল পাঠাও", "সব"),
        ("বোঝানা সব ফাইল পাঠাও", "সব"),
    ],
)
def test_a_negation_inside_a_word_does_not_count(text: str, before: str) -> None:
    assert not _negated(text, before)


@pytest.mark.parametrize(
    ("text", "before"),
    [
        ("मत भेजें सभी फ़ाइलें", "भेजें"),
        ("ना भेजें फ़ाइलें", "भेजें"),
        ("न भेजें फ़ाइलें", "भेजें"),
        ("कभी नहीं भेजें फ़ाइलें", "भेजें"),
        ("না পাঠাবেন ফাইল", "পাঠাবেন"),
        ("কখনো পাঠাবেন ফাইল", "পাঠাবেন"),
        ("কখনোই পাঠাবেন না", "পাঠাবেন"),
    ],
)
def test_a_negation_word_counts(text: str, before: str) -> None:
    assert _negated(text, before)


def test_other_scripts_are_unchanged() -> None:
    # Thai writes words without spaces: its negation matches after a tone mark
    assert _negated("ที่ไม่ส่งไฟล์", "ส่ง")
    assert _negated("do not send the file", "send")
    assert _negated("n'envoyez jamais le fichier", "le")
    assert not _negated("send the file now", "now")
