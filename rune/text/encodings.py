"""The encodings the decoder reads: where each one's runs are, and what they decode to.

Nine encodings: base64 (standard and URL-safe, padding optional, broken over
lines too), hex digits (also in separated pairs), percent-encoded octets,
HTML/XML character references, Unicode tag characters, base32,
``\\xNN``/``\\uNNNN`` escapes, quoted-printable, and rot13 (a layer that
names rot13 is read rotated). A *finder* (:data:`FINDERS`) gives the
``(start, end)`` of each run of one encoding in a layer of text; a *decoder*
(:data:`DECODERS`) turns a run into text, or ``None`` when the result is not
valid UTF-8 that reads as text (no control codes). :mod:`rune.text.decode`
peels layers with them.

Escapes and quoted-printable are often mixed into plain words (only the
accented letters encoded), so their finders return whole lines (for
quoted-printable, lines joined by soft line breaks) and their decoders keep
the text between the encoded parts: the rules then read the order whole.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Callable, Iterator

from rune.text.lazyre import lazy
from rune.text.repair import HINT as REPAIR_HINT

# the codec modules (base64, html, quopri, urllib.parse) are imported by the
# decoders and finders that use them: most strings hold no run of any encoding

#: shortest run of each encoding worth decoding: below it a run is an
#: ordinary identifier, not a blob (characters; octets for url; references
#: for html)
MIN_BASE64 = 16
MIN_HEX = 16
MIN_URL_OCTETS = 3
MIN_HTML_REFS = 2
MIN_TAGS = 8

ENCODINGS = ("base64", "hex", "url", "html", "tag", "base32", "escape", "qp", "rot13")

#: how each encoding is named in a finding's chain
NOUN = {
    "base64": ("base64", "decodes to"),
    "hex": ("hex", "decodes to"),
    "url": ("url-encoding", "decodes to"),
    "html": ("html entities", "decode to"),
    "tag": ("unicode tag characters", "decode to"),
    "base32": ("base32", "decodes to"),
    "escape": ("\\x/\\u escapes", "decode to"),
    "qp": ("quoted-printable", "decodes to"),
    "rot13": ("rot13", "decodes to"),
    "glue": ("words glued or spaced out", "read as"),
    "spelling": ("words split, run together or misspelt", "read as"),
}

_B64_RUN = lazy(rf"[A-Za-z0-9+/_-]{{{MIN_BASE64},}}={{0,2}}")
_B64_STD_PIECE = lazy(rf"[A-Za-z0-9+/]{{{MIN_BASE64},}}={{0,2}}")
_HEX_RUN = lazy(rf"[0-9A-Fa-f]{{{MIN_HEX},}}")
_OCTET = r"%[0-9A-Fa-f]{2}"
_LITERAL = r"(?:[^\s%]++|%(?![0-9A-Fa-f]{2}))*+"
#: from the first octet of a token to its end, holding at least
#: MIN_URL_OCTETS octets; possessive, so a token is scanned at most twice
_URL_RUN = lazy(rf"{_OCTET}{_LITERAL}(?:{_OCTET}{_LITERAL}){{{MIN_URL_OCTETS - 1},}}")
_ALL_OCTETS = lazy(r"(?:%[0-9A-Fa-f]{2})+")
_TOKEN = lazy(r"\S*")
_REF = r"&(?:#[0-9]{1,7};?|#[xX][0-9A-Fa-f]{1,6};?|[A-Za-z][A-Za-z0-9]{1,31};)"
_HTML_RUN = lazy(rf"{_REF}(?:[^&\n\r]{{0,24}}{_REF})*+")
_HTML_REF = lazy(_REF)
_TAG_RUN = lazy(f"[\U000e0000-\U000e007f]{{{MIN_TAGS},}}")
#: hex written in pairs with separators ("69 67 6e", "69:67:6e", one pair a line)
_HEX_SPACED = lazy(
    r"(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{2}(?:[ :,\-]|\r?\n)){7,}[0-9A-Fa-f]{2}(?![0-9A-Fa-f])"
)
#: hex broken over lines (at least 16 digits before the first break)
_HEX_LINES = lazy(r"(?<![0-9A-Fa-f])(?:[0-9A-Fa-f]{16,}\r?\n[ \t]*)+[0-9A-Fa-f]{2,}(?![0-9A-Za-z])")
#: base64 broken over lines
_B64_LINES = lazy(r"(?:[A-Za-z0-9+/]{8,}\r?\n[ \t]*){1,}[A-Za-z0-9+/]{4,}={0,2}")
#: base64 written in groups split by single spaces ("aWdu b3Jl IGFs bCBw"); the
#: groups are checked for one width, a multiple of four, before a run counts
_B64_SPACED = lazy(
    r"(?<![A-Za-z0-9+/])(?:[A-Za-z0-9+/]{4,16} ){3,}[A-Za-z0-9+/]{2,16}={0,2}(?![A-Za-z0-9+/=])"
)
_B32_RUN = lazy(r"(?<![A-Za-z0-9])[A-Z2-7]{16,}={0,6}(?![A-Za-z0-9])")
#: cheap tests a finder makes before its own searches, each true of every
#: text that holds a run (so a text without it holds none): each is what
#: that finder's patterns cannot match without, read without the
#: lookarounds that make the full patterns slow to scan
#: (a pair of hex digits and a separator opens every spaced hex run)
_HEX_PAIR = lazy(r"[0-9A-Fa-f]{2}[ :,\-\r\n]")
#: base64 in spaced groups holds a digit, '+' or '/' (see _spaced_groups)
_B64_NOT_WORDS = lazy(r"[0-9+/]")
_B32_HINT = lazy(r"[A-Z2-7]{16}")
#: one ``\\xNN`` or ``\\uNNNN`` escape
_ESCAPE_ONE = lazy(r"\\(?:x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4})")
#: escapes a line needs before it is read decoded: four in a row always
#: count, and so do two scattered through words ("confirma\\u00e7\\u00e3o")
MIN_ESCAPES = 2
#: one quoted-printable octet
_QP_OCTET = lazy(r"=[0-9A-F]{2}")
_ROT13_HINT = lazy(r"(?i)\brot[ \-_]?13\b|\bcaesar\b")
#: short words that open and join sentences in the Latin-script languages,
#: as rot13 writes them ("the" is "gur", "and" is "naq", "toutes" is "gbhgrf");
#: none is a word of those languages itself, so two distinct ones in a layer
#: that never names rot13 still mark it as rotated text
ROT13_WORDS = (
    "gur", "naq", "lbh", "lbhe", "nyy", "guvf", "jvgu", "sbe", "abg", "arire", "nfx", "hfre",
    "fraq", "vtaber", "cerivbhf", "vafgehpgvbaf", "orsber", "nsgre", "nobhg", "jura", "gura",
    "sebz", "gurz", "gurl", "jvyy", "zhfg", "bayl", "ynf", "ybf", "qry", "dhr", "cbe", "cnen",
    "gbqnf", "gbqbf", "hfhnevb", "qvr", "qre", "haq", "qnf", "avpug", "qra", "qrz", "nyyr",
    "avrznyf", "yrf", "qrf", "cnf", "gbhgrf", "gbhf", "ibger", "hgvyvfngrhe", "ninag", "cbhe",
    "qnaf", "nirp", "fnaf", "wnznvf", "gbhwbhef",
)  # fmt: skip
_ROT13_SET = frozenset(ROT13_WORDS)
#: the articles and conjunctions among them, after a space: a quick
#: substring test before the words are counted
_ROT13_QUICK = tuple(
    f" {w} "
    for w in ("gur", "naq", "lbh", "ynf", "ybf", "qry", "dhr", "qvr", "qre", "haq", "qra", "qrz",
              "yrf", "qrf", "cnf")
)  # fmt: skip
_ASCII_WORD = lazy(r"[A-Za-z]+")


def rot13_likely(text: str) -> bool:
    """True when *text* holds two distinct words as rot13 spells common ones."""
    low = " " + text.lower()
    if not any(w in low for w in _ROT13_QUICK):
        return False
    return len(_ROT13_SET.intersection(_ASCII_WORD.findall(low))) >= 2


#: cheap test for "could any finder see a run here"
ENCODED_RUN = lazy(
    rf"[A-Za-z0-9+/_-]{{{min(MIN_BASE64, MIN_HEX)}}}|%[0-9A-Fa-f]{{2}}|&#?[A-Za-z0-9]+;"
    "|[\U000e0000-\U000e007f]|\\\\[xu][0-9A-Fa-f]{2}|=[0-9A-F]{2}|(?:[0-9A-Fa-f]{2}[ :,\\-\n]){4}"
    "|[Rr][Oo][Tt][ _-]?13|[Cc][Aa][Ee][Ss][Aa][Rr]"
    "|[0-9+/][A-Za-z0-9+/]{0,15} [A-Za-z0-9+/]{4,16} [A-Za-z0-9+/]{4,16} "
)
#: its source: every string that holds a run any finder reads matches it
#: (the trigger of the decoding rules)
RUN_HINT = ENCODED_RUN.pattern
#: a rotated common word, as :func:`rot13_likely` looks for it first
#: (searched in the folded view too, which is in small letters)
ROT13_HINT = "(?:^| )(?:" + "|".join(w.strip() for w in _ROT13_QUICK) + ") "
#: an encoded run, or anything a repair (:mod:`rune.text.repair`) could change
ANY_RUN = lazy(f"{ENCODED_RUN.pattern}|{REPAIR_HINT}")
#: what makes decoded bytes "not text": control codes and the replacement char
_NOT_TEXT = lazy("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufffd]")


# --- finders: (start, end) of each run in one layer ---------------------------


def _spaced_groups(run: str) -> bool:
    """True when *run* is base64 in groups of one width: every group but the
    last as wide as the first, a multiple of four, and the whole holding
    upper and lower case and a digit or ``+``/``/`` (so it is not words)."""
    groups = run.rstrip("=").split(" ")
    width = len(groups[0])
    if width % 4 or any(len(g) != width for g in groups[:-1]) or len(groups[-1]) > width:
        return False
    body = "".join(groups)
    return not body.isalpha() and not body.isdigit() and not body.islower() and not body.isupper()


def _base64_runs(text: str) -> Iterator[tuple[int, int]]:
    blocks = [m.span() for m in _B64_LINES.finditer(text)] if "\n" in text else []
    blocks = [(s, e) for s, e in blocks if e - s >= MIN_BASE64 + 2]
    if " " in text and _B64_NOT_WORDS.search(text) is not None:
        blocks.extend(
            m.span()
            for m in _B64_SPACED.finditer(text)
            if _spaced_groups(m.group()) and not any(s <= m.start() < e for s, e in blocks)
        )
        blocks.sort()
    yield from blocks
    for m in _B64_RUN.finditer(text):
        if any(s <= m.start() < e for s, e in blocks):
            continue
        run = m.group()
        body = run.rstrip("=")
        std = "+" in body or "/" in body
        url = "-" in body or "_" in body
        if std and url:  # mixed: '-' and '_' are word separators here
            for p in _B64_STD_PIECE.finditer(text, m.start(), m.end()):
                yield p.span()
        else:
            yield m.span()


def _hex_runs(text: str) -> Iterator[tuple[int, int]]:
    spaced = (
        [m.span() for m in _HEX_SPACED.finditer(text)] if _HEX_PAIR.search(text) is not None else []
    )
    if "\n" in text:
        spaced.extend(
            m.span()
            for m in _HEX_LINES.finditer(text)
            if not any(s <= m.start() < e for s, e in spaced)
        )
        spaced.sort()
    yield from spaced
    for m in _HEX_RUN.finditer(text):
        if not any(s <= m.start() < e for s, e in spaced):
            yield m.span()


def _base32_runs(text: str) -> Iterator[tuple[int, int]]:
    if _B32_HINT.search(text) is None:
        return
    for m in _B32_RUN.finditer(text):
        yield m.span()


def _lines(text: str) -> Iterator[tuple[int, int]]:
    """``(start, end)`` of each line of *text*, its line break left out."""
    start = 0
    while start <= len(text):
        end = text.find("\n", start)
        if end < 0:
            yield start, len(text)
            return
        yield start, end
        start = end + 1


#: what ends a sentence (or a label such as "Body:") before or after the
#: encoded part of a line: a run is cut back to the sentences it touches
_SENTENCE_ENDS = (". ", ": ", "; ", "! ", "? ", "\t", "\u3002", "\u0964 ", "\uff1a")


def _sentences(text: str, s: int, e: int, first: int, last: int) -> tuple[int, int]:
    """``text[s:e]`` cut to the sentences that hold ``text[first:last]``."""
    start, end = s, e
    for mark in _SENTENCE_ENDS:
        at = text.rfind(mark, s, first)
        if at >= 0:
            start = max(start, at + len(mark))
        at = text.find(mark, last, e)
        if at >= 0:
            end = min(end, at + 1)  # the mark itself stays
    return start, end


def _escape_runs(text: str) -> Iterator[tuple[int, int]]:
    """The sentences of each line holding :data:`MIN_ESCAPES` escapes or
    more: the escapes may be mixed into plain words, and the rules read the
    sentence decoded with the words around the escapes."""
    if "\\" not in text:
        return
    for s, e in _lines(text):
        found = [m.span() for m in _ESCAPE_ONE.finditer(text, s, e)]
        if len(found) >= MIN_ESCAPES:
            yield _sentences(text, s, e, found[0][0], found[-1][1])


def _qp_runs(text: str) -> Iterator[tuple[int, int]]:
    """The sentences of each block of lines joined by soft line breaks that
    holds :data:`MIN_URL_OCTETS` octets, or two and a soft break (octets may
    sit inside plain words, and a soft break may split one)."""
    if "=" not in text:
        return
    block = -1  # start of the block the current line continues, if any
    octets: list[tuple[int, int]] = []
    soft = 0
    for s, e in _lines(text):
        if block < 0:
            block, octets, soft = s, [], 0
        octets.extend(m.span() for m in _QP_OCTET.finditer(text, s, e))
        if e < len(text) and text[s:e].rstrip(" \t\r").endswith("="):
            soft += 1
            continue  # a soft line break: the next line continues this one
        if len(octets) >= MIN_URL_OCTETS or (len(octets) >= 2 and soft):
            yield _sentences(text, block, e, octets[0][0], octets[-1][1])
        block = -1


def _rot13_runs(text: str) -> Iterator[tuple[int, int]]:
    """The whole layer, when it names rot13 (the text tells the model to
    decode it) or holds two distinct words as rot13 spells common ones."""
    if _names_rot13(text) or rot13_likely(text):
        yield 0, len(text)


def _names_rot13(text: str) -> bool:
    """``_ROT13_HINT`` found in *text*; a text whose case fold holds
    neither "rot" with "13" nor "caesar" cannot match it (every character
    the pattern's case-insensitive letters match folds to that letter), so
    the pattern is searched only when it can."""
    low = text.casefold()
    if ("rot" not in low or "13" not in low) and "caesar" not in low:
        return False
    return _ROT13_HINT.search(text) is not None


def _url_runs(text: str) -> Iterator[tuple[int, int]]:
    """Whitespace-delimited tokens holding enough percent-encoded octets."""
    if "%" not in text:
        return
    rev: str | None = None
    for m in _URL_RUN.finditer(text):
        if rev is None:
            rev = text[::-1]
        back = _TOKEN.match(rev, len(text) - m.start())
        yield m.start() - (back.end() - back.start() if back else 0), m.end()


def _html_runs(text: str) -> Iterator[tuple[int, int]]:
    """Runs of references (a few literal characters may sit between them),
    widened to the whitespace-delimited tokens at both ends."""
    if "&" not in text:
        return
    import html.entities

    rev: str | None = None
    last = 0  # runs never overlap, even two in one token
    for m in _HTML_RUN.finditer(text):
        refs = 0
        for r in _HTML_REF.finditer(text, m.start(), m.end()):
            ref = r.group()
            if ref[1] == "#" or ref[1:] in html.entities.html5:
                refs += 1
                if refs == MIN_HTML_REFS:
                    break
        else:
            continue  # too few real references: not a run
        if rev is None:
            rev = text[::-1]
        back = _TOKEN.match(rev, len(text) - m.start())
        fwd = _TOKEN.match(text, m.end())
        s = max(last, m.start() - (back.end() - back.start() if back else 0))
        last = fwd.end() if fwd else m.end()
        yield s, last


def _tag_runs(text: str) -> Iterator[tuple[int, int]]:
    if text.isascii():
        return
    for m in _TAG_RUN.finditer(text):
        yield m.span()


FINDERS: dict[str, Callable[[str], Iterator[tuple[int, int]]]] = {
    "base64": _base64_runs,
    "hex": _hex_runs,
    "url": _url_runs,
    "html": _html_runs,
    "tag": _tag_runs,
    "base32": _base32_runs,
    "escape": _escape_runs,
    "qp": _qp_runs,
    "rot13": _rot13_runs,
}


# --- decoders: run -> text, or None when it is not text ------------------------


def _as_text(raw: bytes) -> str | None:
    try:
        out = raw.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return readable(out)


def readable(text: str) -> str | None:
    """*text* when it reads as text (no control codes), else ``None``."""
    if not text or _NOT_TEXT.search(text) is not None:
        return None
    return text


def decode_base64(run: str) -> str | None:
    import base64
    import binascii

    body = "".join(run.split()).rstrip("=")
    if len(body) % 4 == 1:
        body = body[:-1]  # a stray character encodes no whole byte
    if "-" in body or "_" in body:
        body = body.replace("-", "+").replace("_", "/")
    body += "=" * (-len(body) % 4)
    try:
        raw = base64.b64decode(body, validate=True)
    except (binascii.Error, ValueError):
        return None
    return _as_text(raw)


def decode_hex(run: str) -> str | None:
    run = re.sub(r"[^0-9A-Fa-f]", "", run)
    if len(run) % 2:
        run = run[:-1]  # an odd trailing digit encodes no whole byte
    try:
        raw = bytes.fromhex(run)
    except ValueError:
        return None
    return _as_text(raw)


def decode_url(run: str) -> str | None:
    from urllib.parse import unquote_to_bytes

    if _ALL_OCTETS.fullmatch(run):
        return _as_text(bytes.fromhex(run.replace("%", "")))
    try:
        raw = run.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate is not text
        return None
    # each "%" and two hex digits is a byte; any other "%" stays as it is
    return _as_text(unquote_to_bytes(raw))


def decode_html(run: str) -> str | None:
    import html

    return readable(html.unescape(run))


def decode_tags(run: str) -> str | None:
    out = []
    for ch in run:
        cp = ord(ch) - 0xE0000
        if 0x20 <= cp <= 0x7E:
            out.append(chr(cp))
        elif cp not in (0x01, 0x7F):  # language tag and cancel tag frame a run
            return None
    return readable("".join(out))


def decode_base32(run: str) -> str | None:
    import base64
    import binascii

    body = run.rstrip("=")
    body += "=" * (-len(body) % 8)
    try:
        raw = base64.b32decode(body)
    except (binascii.Error, ValueError):
        return None
    return _as_text(raw)


_ESCAPE = lazy(r"\\x([0-9A-Fa-f]{2})|\\u([0-9A-Fa-f]{4})")


def decode_escape(run: str) -> str | None:
    """*run* with each escape replaced: ``\\xNN`` is one octet of UTF-8 (so
    ``\\xc3\\xa9`` is one letter), ``\\uNNNN`` one code unit of UTF-16 (a
    surrogate pair is one character); the text between escapes is kept."""
    out = bytearray()
    at = 0
    high = -1  # a high surrogate waiting for its pair
    for m in _ESCAPE.finditer(run):
        if m.start() > at:
            if high >= 0:
                return None  # a lone surrogate is not text
            out += run[at : m.start()].encode("utf-8", "surrogatepass")
        at = m.end()
        if m.group(1) is not None:
            if high >= 0:
                return None
            out.append(int(m.group(1), 16))
            continue
        unit = int(m.group(2), 16)
        if 0xD800 <= unit <= 0xDBFF and high < 0:
            high = unit
        elif 0xDC00 <= unit <= 0xDFFF and high >= 0:
            out += chr(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)).encode("utf-8")
            high = -1
        elif 0xD800 <= unit <= 0xDFFF or high >= 0:
            return None
        else:
            out += chr(unit).encode("utf-8")
    if high >= 0:
        return None
    out += run[at:].encode("utf-8", "surrogatepass")
    return _as_text(bytes(out))


def decode_qp(run: str) -> str | None:
    """*run* read as quoted-printable: octets decoded, soft line breaks
    removed; text outside the octets (in any script) is kept."""
    import quopri

    try:
        raw = quopri.decodestring(run.encode("utf-8"))
    except (UnicodeEncodeError, ValueError):
        return None
    return _as_text(raw)


def decode_rot13(run: str) -> str | None:
    return readable(codecs.encode(run, "rot13"))


DECODERS: dict[str, Callable[[str], str | None]] = {
    "base64": decode_base64,
    "hex": decode_hex,
    "url": decode_url,
    "html": decode_html,
    "tag": decode_tags,
    "base32": decode_base32,
    "escape": decode_escape,
    "qp": decode_qp,
    "rot13": decode_rot13,
}
