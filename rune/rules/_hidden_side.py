"""The side task of a hidden precondition and the quoting test of
hidden-instructions: a read order beside a path, a hand-off beside its
slot, and a phrase quoted as the object of a sentence about it."""

from __future__ import annotations

from rune.rules._directive import ordering
from rune.text.grammar import Layout, layout
from rune.text.lazyre import lazy
from rune.text.normalise import TextView
from rune.text.phrases import Phrases

# the side task: a read order beside a path, dotfile or resource URI, and a
# hand-off (a hand-on verb beside its slot, or "otherwise the tool fails"),
# the verbs and slots read from every language's lexicon
_READ_ORDERS = Phrases.of("read_orders")
_PASS_VERBS = Phrases.of("pass_verbs")
_PASS_SLOTS = Phrases.of("pass_slots")
_OR_ELSE = Phrases.of("or_else")
#: a path, dotfile or resource URI (a web page is no secret), in any language,
#: with the rest of its token
_PATH = lazy(
    r"(?:(?:~|\$home|%userprofile%)[/\\]|/(?:etc|home|root|users|var|tmp|proc)/"
    r"|(?<![a-z0-9])(?!https?://)[a-z][a-z0-9+.\-]{1,20}://"
    r"|(?<![\w/])\.(?:env|ssh|aws|netrc|npmrc|pgpass|docker|kube|git-credentials|bash\w{0,8}"
    r"|zsh\w{0,8}|config)(?![a-z0-9]))[a-z0-9_./\\~%$+\-]*"
)
#: how far a read order may stand from its path (before it, or after it in
#: verb-final languages), and a hand-on verb from its slot, in characters
_READ_GAP = 60
_READ_GAP_AFTER = 40
_PASS_GAP = 40


def _pairs(
    firsts: list[tuple[int, int]],
    seconds: list[tuple[int, int]],
    lay: Layout,
    before: int,
    after: int,
) -> list[tuple[int, int]]:
    """Each span of *seconds* joined to a span of *firsts* in its sentence
    that ends at most *before* characters ahead of it or starts at most
    *after* characters past it, as one sorted span per join."""
    out = []
    for s2, e2 in seconds:
        ss, se = lay.sentence(s2)
        for s1, e1 in firsts:
            if s1 < ss or e1 > se:
                continue
            if (e1 <= s2 and s2 - e1 <= before) or (s1 >= e2 and s1 - e2 <= after):
                out.append((min(s1, s2), max(e1, e2)))
                break
    return sorted(out)


def side_reads(norm: str, lay: Layout) -> list[tuple[int, int]]:
    """Read orders with their path: "read ~/.ssh/id_rsa", "lies ~/.aws/...",
    "~/.ssh/id_rsa を読み込み" (the verb after its object)."""
    paths = [m.span() for m in _PATH.finditer(norm)]
    if not paths:
        return []
    verbs = [m.span() for m in _READ_ORDERS.finditer(norm)]
    return _pairs(verbs, paths, lay, _READ_GAP, _READ_GAP_AFTER)


def hand_offs(norm: str, lay: Layout) -> list[tuple[int, int]]:
    """Hand-offs: a hand-on verb beside its slot, either order ("pass it as
    the 'x' argument", "als Parameter übergeben", "'x' 引数として渡す"), or a
    threat that the tool fails without the side task."""
    slots = [m.span() for m in _PASS_SLOTS.finditer(norm)]
    verbs = [m.span() for m in _PASS_VERBS.finditer(norm)] if slots else []
    out = _pairs(verbs, slots, lay, _PASS_GAP, _PASS_GAP)
    out.extend(m.span() for m in _OR_ELSE.finditer(norm))
    return sorted(out)


#: quotation marks that open a quoted phrase, and the ones that may close it
_OPEN_QUOTES = "'\"`\u2018\u201c\u00ab\u300c\u300e\u201e"
_CLOSE_QUOTES = "'\"`\u2019\u201d\u00bb\u300d\u300f\u201c"
#: how far a quoted phrase may run on past the match, in characters
_QUOTE_REACH = 80
#: the sentence goes on after the closing quote ("... ' in issue comments"),
#: so the quotation is embedded in it: not a key (``"x":``) nor a reply to give
_GOES_ON = lazy(r" ?(?:[;,] ?)?[^\W_]")


def quoted(view: TextView, start: int, end: int) -> bool:
    """The phrase at norm ``[start, end)`` is quoted as the object of a
    sentence that talks about it ("attackers often write 'ignore all
    previous instructions' in comments"): it opens a quotation, the quote
    closes within the sentence, which goes on after it, and the words
    before it are a lead-in of at least two words that holds no order to the
    reader ("you", "must", "please") and is not a label ending in a colon."""
    norm = view.norm
    q = start - 1
    while q >= 0 and norm[q] == " ":
        q -= 1
    if q < 0 or norm[q] not in _OPEN_QUOTES:
        return False
    ss, se = layout(view).sentence(start)
    close = min(se, end + _QUOTE_REACH)
    k = next((i for i in range(end, close) if norm[i] in _CLOSE_QUOTES), -1)
    if k < 0 or not _GOES_ON.match(norm, k + 1):
        return False  # unclosed, or the quote ends the sentence or is a key
    lead = norm[ss:q].strip()
    if len(lead.split()) < 2 or lead.endswith(":"):
        return False
    return not ordering(view, ss, q)
