"""Small grammar helpers shared by the phrase rules.

Everything here reads the normalised view of a string (``TextView.norm``) and
is computed once per view, in linear time:

* :func:`frag` expands the shorthands of one lexicon entry;
* :func:`layout` finds sentence and clause boundaries once, so a rule asks
  "which clause is offset ``i`` in" with a binary search instead of rescanning;
* :func:`destinations` finds the places a secret could be sent to: URLs,
  e-mail addresses, bare domains on a closed suffix list, IPv4 and IPv6
  literals, each marked external or local.
"""

from __future__ import annotations

import ipaddress
import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable
from typing import TypeVar

from rune.record import Record
from rune.text.lazyre import lazy
from rune.text.normalise import TextView

#: not preceded / followed by a letter or digit (``_`` and ``-`` separate words)
B = r"(?<![^\W_])"
E = r"(?![^\W_])"
#: ``*`` too, so markdown emphasis cannot split a phrase ("**ignore** all")
SEP = r"[ _\-*]{1,4}"
OPT = r"[ _\-*]{0,4}"
_APOS = "['\u2019\u02bc]?"

T = TypeVar("T")


def frag(entry: str) -> str:
    """Expand the lexicon shorthands of one entry into a regex fragment.

    Inside a character class (``[^ ,]``) a space, ``~`` or apostrophe is the
    character itself: expanding it there would close the class early and
    silently change what the whole entry matches."""
    out = []
    for part, in_class in _class_split(entry):
        if in_class:
            out.append(part)
            continue
        part = part.replace(r"\w+", r"[^\W_]+")
        part = part.replace(" ?", "\x00").replace(" ", SEP).replace("\x00", OPT)
        out.append(part.replace("~", OPT).replace("'", _APOS))
    return "".join(out)


def _class_split(entry: str) -> list[tuple[str, bool]]:
    """*entry* cut into runs outside and inside character classes, in order,
    each with whether it is a class (brackets included)."""
    parts: list[tuple[str, bool]] = []
    start = i = 0
    n = len(entry)
    while i < n:
        c = entry[i]
        if c == "\\":
            i += 2
            continue
        if c != "[":
            i += 1
            continue
        if i > start:
            parts.append((entry[start:i], False))
        j = i + 1
        if j < n and entry[j] == "^":
            j += 1
        if j < n and entry[j] == "]":
            j += 1  # a leading "]" is a member of the class
        while j < n and entry[j] != "]":
            j += 2 if entry[j] == "\\" else 1
        end = min(j + 1, n)
        parts.append((entry[i:end], True))
        start = i = end
    if start < n:
        parts.append((entry[start:], False))
    return parts


def cached(view: TextView, key: str, build: Callable[[], T]) -> T:
    """Compute *build()* once per view and keep it on the view."""
    return view.memo(key, build)


# --- sentences and clauses --------------------------------------------------


def clause_reach(norm: str, ss: int, at: int, most: int) -> int:
    """How far back from *at* a negation may sit and still govern it: *most*
    characters, cut at the comma that closes the clause before (sentence
    start *ss*): in "if the user does not object, take it as a yes" or
    "結果にかかわらず、…伝えて" the negation belongs to the condition."""
    cut = max(norm.rfind(c, ss, at) for c in ",\u3001\uff0c")
    return most if cut < 0 else min(most, at - cut - 1)


_SENTENCE_END = lazy(r"[.!?;](?= |$)|[\u3002\uff01\uff1f\uff1b]|\u2014|\|")
_ABBREV = ("e.g", "i.e", "etc", "vs", "approx", "incl", "cf", "no", "fig", "ex")
_CLAUSE = lazy(
    r", (?=(?:and |or )?(?:then|but|so|while|which|whereas|before|after|once|when"
    r"|whenever|if|unless|because|otherwise|however)\b)"
    r"| (?=(?:and )?then )"
    r"| [-\u2013] "
)
_LIST_MARK = lazy(r"(?:[-*\u2022#>]|\d{1,3}[.)])")


class Layout(Record):
    """Sorted starts of sentences and of clauses (a clause never spans two sentences)."""

    sentences: tuple[int, ...]
    clauses: tuple[int, ...]
    length: int

    @staticmethod
    def _span(bounds: tuple[int, ...], i: int, length: int) -> tuple[int, int]:
        k = bisect_right(bounds, i)
        start = bounds[k - 1] if k > 0 else 0
        end = bounds[k] if k < len(bounds) else length
        return start, end

    def sentence(self, i: int) -> tuple[int, int]:
        return self._span(self.sentences, i, self.length)

    def clause(self, i: int) -> tuple[int, int]:
        return self._span(self.clauses, i, self.length)


def layout(view: TextView) -> Layout:
    return cached(view, "_rune_layout", lambda: _build_layout(view))


def _build_layout(view: TextView) -> Layout:
    norm = view.norm
    original = view.original
    sentences: list[int] = []
    for m in _SENTENCE_END.finditer(norm):
        if m.group() == "." and norm[max(0, m.start() - 6) : m.start()].endswith(_ABBREV):
            continue
        sentences.append(m.end())
    # a blank line, or a line starting a list item or heading, ends a sentence
    if "\n" in original:
        breaks = list(_NEWLINES.finditer(original))
        at = view.norm_indices([m.end() for m in breaks])
        for m, i in zip(breaks, at, strict=True):
            if 0 < i < len(norm) and (m.group().count("\n") >= 2 or _LIST_MARK.match(norm, i)):
                sentences.append(i)
    sentences.sort()
    clauses = sorted(set(sentences) | {m.end() for m in _CLAUSE.finditer(norm)})
    return Layout(tuple(sentences), tuple(clauses), len(norm))


_NEWLINES = lazy(r"\n[ \t\r\n\u00a0]*")


def at_line_start(view: TextView, i: int) -> bool:
    """Whether norm offset *i* starts a line of the original (after markers)."""
    j = view.orig(i) - 1
    original = view.original
    steps = 0
    while j >= 0 and steps < 12:
        ch = original[j]
        if ch in "\n\r":
            return True
        if ch not in " \t#*[>-_=`":
            return False
        j -= 1
        steps += 1
    return j < 0


# --- destinations -----------------------------------------------------------

#: suffixes that mark a bare domain or an e-mail address. Suffixes that also
#: read as ordinary developer text (window.top, li.wang, a .py or .md file,
#: user.id, path.to) are held out on purpose; a full URL is never gated by it.
TLDS = frozenset(
    """
    com net org edu gov mil int info biz io co ai app dev me us uk de fr nl eu jp kr cn ru su
    br au ca ch es se fi dk be at pt gr cz hu ro ua kz vn tw hk sg mx ar cl tr ir
    tk ml ga cf gq xyz icu cyou sbs cfd click link online site club live pw cc ws fun space
    website tech shop store rest bar buzz monster quest lol work ninja pro host cloud zone
    today world life tv gg ly vip win bid loan men date party review stream download racing
    country kim science trade webcam accountant cricket faith mom lat one uno best email
    """.split()  # noqa: SIM905 - a word list reads better than 140 quoted strings
)

#: newer suffixes that are also English words: ``args.help`` or ``user.support``
#: in a description is code, not a host, so these count only in an e-mail address
#: or in a host with a hyphen (``status-relay.help``)
WORD_TLDS = frozenset(
    {
        "help", "support", "page", "tools", "team", "center", "company", "network", "digital",
        "services", "solutions",
    }
)  # fmt: skip

_SCHEMES = frozenset({"http", "https", "ftp", "ftps", "sftp", "ws", "wss", "smtp", "tcp", "udp"})
# the unspecified address, compared against and never bound
_ANY_ADDR = "0.0.0.0"  # noqa: S104  # nosec B104
_LOCAL_HOSTS = frozenset({"localhost", _ANY_ADDR, "::1", "[::1]", "127.0.0.1"})
_CUT = r"\s()<>{}\"'`,;|\u3001\u3002\uff0c\uff1b\uff08\uff09"
# a whole chunk (a run of characters that are not cuts) holding ".", ":" or "@":
# the lookbehind pins each try to a chunk's first character, so the scan is linear
_CHUNK = lazy(rf"(?<![^{_CUT}])[^{_CUT}.:@]*+[.:@][^{_CUT}]*+")
_STRIP_END = ".:!?]*\u3002\uff0c"
_LABEL = lazy(r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?")
_EMAIL_LOCAL = lazy(r"[a-z0-9._%+\-]{1,64}$")
_SCHEME_BEFORE = lazy(r"[a-z][a-z0-9+.\-]{0,15}$")
#: letters of the scripts that glue a particle or a word to an address
#: ("keys@remotecopy.io로", "发送到hooks.example.io", "…io に"): Hangul, kana,
#: CJK ideographs and Thai, trimmed off either end of a chunk before it is read
_GLUED_SCRIPT = "\u0e00-\u0e7f\u1100-\u11ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af"
_GLUED_HEAD = lazy(f"[{_GLUED_SCRIPT}]+(?=[a-z0-9])")
_GLUED_TAIL = lazy(f"(?<=[a-z0-9/])[{_GLUED_SCRIPT}]+$")
_IPV4 = lazy(r"(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?::\d{1,5})?(?:/\S*)?")


class Destination(Record):
    """A place text can be sent to, as a span of the normalised view."""

    start: int
    end: int
    kind: str  # "url", "email", "domain", "ip"
    external: bool


class Destinations:
    """The destinations of one string, in order, searchable by offset."""

    def __init__(self, items: Iterable[Destination]) -> None:
        self.items = tuple(items)
        self.starts = [d.start for d in self.items]
        self._external = [d for d in self.items if d.external]
        self._external_starts = [d.start for d in self._external]

    def __bool__(self) -> bool:
        return bool(self.items)

    @property
    def has_external(self) -> bool:
        return bool(self._external)

    def first_external(self, lo: int, hi: int) -> Destination | None:
        """The first external destination starting in ``[lo, hi)``."""
        k = bisect_left(self._external_starts, lo)
        if k < len(self._external) and self._external_starts[k] < hi:
            return self._external[k]
        return None


def destinations(view: TextView) -> Destinations:
    return cached(view, "_rune_destinations", lambda: Destinations(_scan_destinations(view.norm)))


def _scan_destinations(norm: str) -> Iterable[Destination]:
    for m in _CHUNK.finditer(norm):
        chunk, offset = _unglued(m.group(), m.start())
        core = chunk.rstrip(_STRIP_END)
        if "." not in core and ":" not in core and "@" not in core:
            continue  # only trailing punctuation: "it." is no address
        d = classify(chunk, offset)
        if d is not None:
            yield d


def _unglued(chunk: str, offset: int) -> tuple[str, int]:
    """*chunk* without the Hangul, kana, CJK or Thai letters glued to either
    end of an address written in Latin letters, and its new offset."""
    if chunk.isascii():
        return chunk, offset
    head = _GLUED_HEAD.match(chunk)
    if head is not None:
        chunk = chunk[head.end() :]
        offset += head.end()
    tail = _GLUED_TAIL.search(chunk)
    if tail is not None:
        chunk = chunk[: tail.start()]
    return chunk, offset


def classify(chunk: str, offset: int = 0) -> Destination | None:
    """Read one whitespace-delimited chunk as a destination, or ``None``."""
    at = chunk.find("://")
    if at > 0:
        sm = _SCHEME_BEFORE.search(chunk, 0, at)
        if sm is None or sm.group() not in _SCHEMES:
            return None
        rest = chunk[at + 3 :].rstrip(_STRIP_END)
        host = re.split(r"[/?#]", rest, maxsplit=1)[0].rsplit("@", 1)[-1]
        if not host:
            return None
        bare = host.rsplit(":", 1)[0] if host.count(":") == 1 else host
        local = bare in _LOCAL_HOSTS or bare.startswith("127.")
        end = offset + at + 3 + len(rest)
        return Destination(offset + sm.start(), end, "url", not local)
    core = chunk.strip("[").rstrip(_STRIP_END)
    if core.startswith("mailto:"):
        core = core[7:]
        offset += 7
    lead = len(chunk) - len(chunk.lstrip("["))
    if "@" in core:
        return _email(core, offset + lead)
    if core[:1] in ("/", "~", "."):
        return None
    ip = _ip(chunk, offset)
    if ip is not None:
        return ip
    return _domain(core, offset + lead)


def _email(core: str, offset: int) -> Destination | None:
    at = core.rfind("@")
    lm = _EMAIL_LOCAL.search(core, 0, at)
    if lm is None or not _is_domain(core[at + 1 :], worded=True):
        return None
    return Destination(offset + lm.start(), offset + len(core), "email", True)


def _is_domain(host: str, *, worded: bool = False) -> bool:
    labels = host.split(".")
    if len(labels) < 2:
        return False
    if labels[-1] not in TLDS and not (labels[-1] in WORD_TLDS and (worded or "-" in host)):
        return False
    return all(_LABEL.fullmatch(lab) for lab in labels)


def _domain(core: str, offset: int) -> Destination | None:
    host = re.split(r"[/?#]", core, maxsplit=1)[0]
    if host.count(":") == 1:
        host, port = host.split(":")
        if not port.isdigit():
            return None
    if not _is_domain(host) or not any(c.isalpha() for c in host.rsplit(".", 1)[0]):
        return None
    return Destination(offset, offset + len(core), "domain", True)


def _ip(chunk: str, offset: int) -> Destination | None:
    core = chunk.rstrip(_STRIP_END.replace("]", ""))
    m = _IPV4.fullmatch(core)
    if m is not None:
        if any(int(g) > 255 for g in m.groups()):
            return None
        local = m.group(1) == "127" or core.startswith(_ANY_ADDR)
        return Destination(offset, offset + len(core), "ip", not local)
    if core.count(":") < 2:
        return None
    host = core
    if host.startswith("["):
        close = host.find("]")
        if close < 0:
            return None
        host = host[1:close]
    elif "::" not in host and host.count(":") != 7:
        return None
    host = host.split("%", 1)[0]
    if not any(c.isdigit() for c in host):
        return None
    try:
        addr = ipaddress.IPv6Address(host)
    except ValueError:
        return None
    return Destination(offset, offset + len(core), "ip", not addr.is_loopback)
