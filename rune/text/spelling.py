"""Words pulled apart, glued together or misspelt, spelled back as the lexicons do.

Three evasions keep a lexicon word from matching while a model still reads
it: a space inside the word (``prev ious``), the words of a phrase run
together with no separator (``ignoreallpreviousinstructions``), and a
one-letter typo in a long word (``iunstructions``). :func:`respelled` takes a
normalised string (a ``TextView.norm``) and returns it with each repaired, or
``None`` when nothing changed.

The words come from ``rune/text/keywords.json``, every word the lexicons
spell, written when the package is built by ``scripts/gen_keywords.py``;
nothing is derived from the lexicons at import. The indexes the repairs
look words up in (each long word with a letter dropped, the pieces a split
word can leave, the pairs of letters the words hold) are written beside it
at the same time, in ``spelling_index.json``, with the fingerprint of the
word list they come from: an index that does not match the words is not
used, and is built from the words the first time a string asks for it.

* Two neighbouring pieces of two letters or more join when together they
  are a lexicon word of five letters or more and one of them is no lexicon
  word (``set up`` and ``system prompt`` stay apart).
* A run of twelve letters or more that is no lexicon word is cut into
  lexicon words when at least three words, averaging three and a half
  letters or more, cover three quarters of it.
* A word of eight letters or more that is no lexicon word becomes the one
  lexicon word of eight letters or more it is one edit away from (a letter
  inserted, dropped, replaced, or two neighbours swapped) and no other word
  is as close; see :func:`nearest` for the edits that do not count.

Every step is linear in the string: one regex pass for the words, and for
each word a bounded number of set lookups.
"""

from __future__ import annotations

import json
import unicodedata
from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator
from functools import lru_cache
from pathlib import Path

from rune.text.lazyre import lazy

_DATA = Path(__file__).with_name("keywords.json")
#: the typo index built from those words (``scripts/gen_keywords.py``)
_INDEX = Path(__file__).with_name("spelling_index.json")
#: a word of the normalised text: letters only
_WORD = lazy(r"[^\W\d_]+")
#: shortest word a typo is repaired in, and a glued run is cut
TYPO_MIN = 8
GLUED_MIN = 12
JOIN_MIN = 5
#: longest lexicon word the glued-run cut tries
_LONGEST = 24
#: longest word a typo is looked for in, and longest run cut apart: past
#: these a "word" is a blob, and the work per word must stay bounded
TYPO_MAX = 40
GLUED_MAX = 120


@lru_cache(maxsize=1)
def _word_list() -> tuple[str, ...]:
    data = json.loads(_DATA.read_text(encoding="utf-8"))
    return tuple(w for w in data["words"] if isinstance(w, str))


@lru_cache(maxsize=1)
def words() -> frozenset[str]:
    """Every word the lexicons spell (folded)."""
    return frozenset(_word_list())


def digest(found: Iterable[str]) -> str:
    """The fingerprint of a word list the typo index is built from."""
    import hashlib  # here: a string that needs no typo index never imports it

    return hashlib.sha256("\n".join(found).encode("utf-8")).hexdigest()


def build_deletes(found: Iterable[str]) -> dict[str, str]:
    """Each long word with one letter dropped (not among its last two),
    mapped to the words and positions it comes from, written
    ``word:position`` and space-separated."""
    out: dict[str, list[str]] = {}
    for w in found:
        if len(w) < TYPO_MIN:
            continue
        for i in range(len(w) - 2):
            out.setdefault(w[:i] + w[i + 1 :], []).append(f"{w}:{i}")
    return {k: " ".join(v) for k, v in sorted(out.items())}


def build_pieces(found: Iterable[str]) -> frozenset[str]:
    """Every piece a join can take: the first or the last two letters or
    more of a lexicon word of :data:`JOIN_MIN` letters or more."""
    out: set[str] = set()
    for w in found:
        for i in range(2, len(w) - 1) if len(w) >= JOIN_MIN else ():
            out.add(w[:i])
            out.add(w[i:])
    return frozenset(out)


def build_pairs(found: Iterable[str]) -> frozenset[str]:
    """Every pair of neighbouring letters in a lexicon word."""
    return frozenset(w[i : i + 2] for w in found for i in range(len(w) - 1))


def build_triples(found: Iterable[str]) -> frozenset[str]:
    """Every three neighbouring letters of a lexicon word of :data:`TYPO_MIN`
    letters or more: the words a typo is repaired to (see :func:`nearest`)."""
    return frozenset(w[i : i + 3] for w in found if len(w) >= TYPO_MIN for i in range(len(w) - 2))


def build_heads(found: Iterable[str]) -> frozenset[str]:
    """The first four letters of every lexicon word of four letters or more."""
    return frozenset(w[:4] for w in found if len(w) >= 4)


def build_cover(found: Iterable[str]) -> frozenset[str]:
    """What can cover a letter of a glued run (see :func:`_cut`): every three
    neighbouring letters of a lexicon word or filler, every lexicon word or
    filler of two letters, and every filler of one."""
    pool = {*found, *FILLERS}
    out = {w[i : i + 3] for w in pool for i in range(len(w) - 2)}
    out.update(w for w in pool if len(w) == 2)
    out.update(w for w in FILLERS if len(w) == 1)
    return frozenset(out)


class _Shipped:
    """The shipped index: the file is read whole, but each table is decoded
    from its own line the first time a repair asks for it (the file holds
    one key a line, as ``json.dumps`` with ``indent=0`` writes it, and a
    JSON string holds no raw line break), so a scan that needs only the
    typo tables never decodes the pieces or the cover."""

    __slots__ = ("_at", "_raw", "_values")

    def __init__(self, raw: bytes) -> None:
        self._raw = raw
        self._values: dict[str, object] = {}
        #: where each key's value lies in ``raw``
        self._at: dict[str, tuple[int, int]] = {}
        pos = raw.find(b'\n"')
        while pos >= 0:
            end = raw.find(b"\n", pos + 1)
            end = len(raw) if end < 0 else end
            cut = raw.find(b'": ', pos + 2, end)
            if cut > 0:
                stop = end - 1 if raw[end - 1 : end] == b"," else end
                self._at[raw[pos + 2 : cut].decode("utf-8")] = (cut + 3, stop)
            pos = raw.find(b'\n"', end)
        if "words" not in self._at:  # laid out otherwise: read it whole
            data = json.loads(raw)
            if isinstance(data, dict):
                self._values = {str(k): v for k, v in data.items()}
            self._at = {}

    def __contains__(self, key: str) -> bool:
        return key in self._at or key in self._values

    def get(self, key: str) -> str | None:
        """The table under *key* as written (``None`` when absent or not a string)."""
        if key not in self._values and key in self._at:
            s, e = self._at[key]
            try:
                self._values[key] = json.loads(self._raw[s:e])
            except ValueError:  # a damaged table: built from the words instead
                self._values[key] = None
        value = self._values.get(key)
        return value if isinstance(value, str) else None


@lru_cache(maxsize=1)
def _index() -> _Shipped | None:
    """The shipped typo index, when it was built from the shipped words
    (a stale or unreadable one is rebuilt from the words instead)."""
    try:
        data = _Shipped(_INDEX.read_bytes())
    except (OSError, ValueError):
        return None
    if data.get("words") != digest(_word_list()):
        return None
    if not all(k in data for k in ("deletes", "pieces", "pairs")):
        return None
    return data


def _table(key: str) -> str | None:
    """One table of the shipped index, or ``None`` when it must be built
    from the words (no current index, or no such table in it)."""
    shipped = _index()
    return None if shipped is None else shipped.get(key)


@lru_cache(maxsize=1)
def _deletes() -> list[str]:
    """The deletion index as sorted ``key<TAB>sources`` lines (a tab sorts
    before every letter, so the lines sort as their keys do)."""
    shipped = _table("deletes")
    if shipped is None:
        return [f"{k}\t{v}" for k, v in build_deletes(_word_list()).items()]
    return shipped.split("\n")


def _sources(key: str) -> Iterator[tuple[str, int]]:
    """The long words that give *key* with one letter dropped, and where."""
    lines = _deletes()
    probe = key + "\t"
    at = bisect_left(lines, probe)
    if at == len(lines) or not lines[at].startswith(probe):
        return
    for item in lines[at][len(probe) :].split():
        w, _c, i = item.rpartition(":")
        yield w, int(i)


@lru_cache(maxsize=1)
def _pieces() -> frozenset[str]:
    shipped = _table("pieces")
    if shipped is None:
        return build_pieces(_word_list())
    return frozenset(shipped.split())


@lru_cache(maxsize=1)
def _pairs() -> frozenset[str]:
    shipped = _table("pairs")
    if shipped is None:
        return build_pairs(_word_list())
    return frozenset(shipped.split())


@lru_cache(maxsize=1)
def _triples() -> frozenset[str]:
    shipped = _table("triples")
    if shipped is None:
        return build_triples(_word_list())
    return frozenset(shipped.split())


@lru_cache(maxsize=1)
def _heads() -> frozenset[str]:
    shipped = _table("heads")
    if shipped is None:
        return build_heads(_word_list())
    return frozenset(shipped.split())


def _holds_long_word(run: str) -> bool:
    """Whether a lexicon word of four to :data:`_LONGEST` letters occurs in
    *run* (each place is looked up by its first four letters, and only a
    place where a word begins so is read further)."""
    heads = _heads()
    known = words()
    n = len(run)
    for s in range(n - 3):
        if run[s : s + 4] in heads:
            for e in range(s + 4, min(n, s + _LONGEST) + 1):
                if run[s:e] in known:
                    return True
    return False


@lru_cache(maxsize=1)
def _cover() -> frozenset[str]:
    shipped = _table("cover")
    if shipped is None:
        return build_cover(_word_list())
    return frozenset(shipped.split())


def _far_from_words(token: str) -> bool:
    """Whether no single edit of *token* can give a lexicon word of
    :data:`TYPO_MIN` letters or more, read off its triples of letters.

    Away from an edit, every three neighbouring letters of the token are
    three neighbouring letters of the word: a letter inserted, dropped or
    replaced at position *i* can leave a triple no such word holds only at
    the starts ``i-2`` to ``i``, two neighbours swapped at ``i-2`` to
    ``i+1``. Triples no such word holds that start four places apart or
    more cannot all come from one edit, so :func:`nearest` has no answer.
    """
    triples = _triples()
    first = -1
    for s in range(len(token) - 2):
        if token[s : s + 3] not in triples:
            if first < 0:
                first = s
            elif s - first > 3:
                return True
    return False


def _uncoverable(run: str) -> int:
    """How many letters of *run* no lexicon word (of two letters or more) or
    filler placed in it can cover: such a letter lies in no three
    neighbouring letters of a word or filler (:func:`build_cover`), in no
    word or filler of two letters, and is no filler of one. Every cut leaves
    these letters to its pieces no word covers, so this bounds from below
    what :func:`_cut` counts as missed."""
    cover = _cover()
    n = len(run)
    covered = bytearray(n)
    for s in range(n - 2):
        if run[s : s + 3] in cover:
            covered[s] = covered[s + 1] = covered[s + 2] = 1
    for s in range(n - 1):
        if not (covered[s] and covered[s + 1]) and run[s : s + 2] in cover:
            covered[s] = covered[s + 1] = 1
    for s in range(n):
        if not covered[s] and run[s] in cover:
            covered[s] = 1
    return n - sum(covered)


def _bare(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


@lru_cache(maxsize=16384)
def nearest(token: str) -> str | None:
    """The one long lexicon word *token* is one edit from, or ``None``.

    The edit is never on the first letter nor among the last two (a prefix
    or an inflection makes another real word, not a typo); a replaced
    letter counts only when it leaves a pair of letters no lexicon word
    holds (``inxtructions``, not ``projects`` for ``protects``); and a word
    that differs only by accents is another language's spelling, not a typo.
    """
    known = words()
    if len(token) < TYPO_MIN or token in known or _far_from_words(token):
        return None
    pairs = _pairs()
    found: set[str] = set()
    n = len(token)
    # a letter dropped from the word: the token is one of its deletions
    found.update(w for w, i in _sources(token) if i > 0)
    for i in range(1, n - 2):
        d = token[:i] + token[i + 1 :]
        # a letter inserted: dropping it gives the word
        if len(d) >= TYPO_MIN and d in known:
            found.add(d)
        # a letter replaced: both lose the same position
        if token[i - 1 : i + 1] not in pairs or token[i : i + 2] not in pairs:
            found.update(w for w, j in _sources(d) if j == i)
        # two neighbours swapped
        if i < n - 3:
            t = token[:i] + token[i + 1] + token[i] + token[i + 2 :]
            if t in known and len(t) >= TYPO_MIN:
                found.add(t)
    found.discard(token)
    if len(found) != 1:
        return None
    word = found.pop()
    return None if _bare(word) == _bare(token) else word


#: the short function words that join a phrase (articles, prepositions,
#: conjunctions, negations, pronouns), in the languages whose words a run
#: glues together: a cut may use them to cover letters between lexicon
#: words ("and", "e", "не"), but they never count as the words a cut needs
_FILLER_WORDS = """
    a an and or to in on of the for any all you your me my it is be no not do at by as so if
    y o e el la los las de del en al que su sus un una por con lo le se ya te tu mi
    os do da dos das em na ao um uma seu nao não
    à et ou les du des au aux une ne pas sur ce cet cette l d qu
    i il gli di ed che non per
    und oder im am zu der die das den dem ein eine nicht nur auf mit von
    het een op van aan niet
    w z na po nie się ze we od za
    v k s ne ve jen
    și sau în pe nu cu să
    и в на не о об с к по за от до а но
    і й у про з та
    και να το τα τη την τον τισ τουσ σε στα στο στη μη μην ο η οι απο από για
    ve ile bu bir ki hiç
    dan ke ini itu yang atau
"""
FILLERS = frozenset(_FILLER_WORDS.split())


def _short_heavy(found: list[str]) -> bool:
    """Whether the lexicon words of a cut lean on words of one or two letters:
    a short word needs more long words (four letters or more) than short ones
    around it, or the cut is a long word chopped into a stem and fragments
    ("recommend a ti ons")."""
    short = sum(len(p) <= 2 for p in found)
    return short > 0 and short >= sum(len(p) >= 4 for p in found)


@lru_cache(maxsize=16384)
def _cut(run: str) -> list[str] | None:
    """*run* cut into lexicon words (and the letters no word covers), when
    three words or more cover three quarters of it; else ``None``. Short
    function words (:data:`FILLERS`) may cover the letters between them."""
    n = len(run)
    # two bounds every cut the checks below accept meets, read without the
    # search: its three lexicon words or more average three and a half
    # letters, so one of them has four or more; and its words and fillers
    # cover three quarters of the run. A run of random letters (a blob's)
    # usually fails one of them
    if not _holds_long_word(run) or _uncoverable(run) * 4 > n:
        return None
    known = words()
    # best[i]: (cost, pieces, -sum of squared piece lengths) of the cheapest
    # cut of run[:i]; cut[i]: where its last piece starts and what it is (0
    # letters no word covers, 1 a lexicon word, 2 a filler). Letters no word
    # covers cost one each, and four more as a piece shorter than three (a
    # word outside the lexicon is left whole, not chopped into fragments);
    # a word or filler of one or two letters costs one, a longer one nothing
    inf = (n * 8 + 8, 0, 0)
    best: list[tuple[int, int, int]] = [(0, 0, 0)] + [inf] * n
    cut: list[tuple[int, int]] = [(0, 0)] * (n + 1)
    for i in range(1, n + 1):
        for j in range(max(0, i - _LONGEST), i):
            piece = run[j:i]
            size = i - j
            if size >= 2 and piece in known:
                kind, cost = 1, int(size <= 2)
            elif piece in FILLERS:
                kind, cost = 2, int(size == 1)
            else:
                kind, cost = 0, size + 4 * (size < 3)
            c, p, q = best[j]
            cand = (c + cost, p + 1, q - size * size)
            if cand < best[i]:
                best[i], cut[i] = cand, (j, kind)
    miss = 0
    pieces: list[tuple[str, int]] = []
    i = n
    while i > 0:
        j, kind = cut[i]
        if not kind:
            miss += i - j
        if not kind and pieces and not pieces[-1][1]:
            pieces[-1] = (run[j:i] + pieces[-1][0], 0)
        else:
            pieces.append((run[j:i], kind))
        i = j
    if miss * 4 > n:
        return None
    # a letter or two no word covers is an identifier's leftover, not a
    # word of a phrase ("config u ra ble"); only a whole unknown word stays
    if any(not k and len(p) < 3 for p, k in pieces):
        return None
    found = [p for p, k in pieces if k == 1]
    # a real cut is mostly words of some length, not a row of fragments
    # ("re g is tra ti ons"), and fillers only join them
    if (
        len(found) < 3
        or sum(map(len, found)) < 3.5 * len(found)
        or _short_heavy(found)
        or len(pieces) - len(found) > len(found)
    ):
        return None
    return [p for p, _k in reversed(pieces)]


@lru_cache(maxsize=16384)
def _fixes(word: str) -> tuple[str | None, str | None]:
    """The cut of *word* into lexicon words and its typo fix, each ``None``
    when there is none (a long unknown word, so most calls are cached)."""
    cut = _cut(word) if len(word) >= GLUED_MIN else None
    typo = nearest(word) if len(word) <= TYPO_MAX else None
    return (" ".join(cut) if cut is not None else None), typo


_LONG = lazy(rf"[^\W\d_]{{{TYPO_MIN},}}")
#: unknown words seen to have no fix: most strings hold only these, and a
#: set difference drops them at C speed (cleared past the bound)
_NO_FIX: set[str] = set()
_NO_FIX_MAX = 1 << 16
_NONE = (None, None)


#: maps a span of the normalised text to the original's
Span = Callable[[int, int], tuple[int, int]]


def _written(word: str, s: int, e: int, original: str | None, span: Span | None) -> str | None:
    """How ``norm[s:e]`` is written in *original*: its span there when
    *span* maps it, else the run itself when *original* holds it as it is
    (``""`` when it does not, which no cut accepts); ``None`` with no
    original."""
    if original is None:
        return None
    if span is not None:
        o0, o1 = span(s, e)
        return original[o0:o1]
    return word if word in original else ""


def _lower_run(written: str | None) -> bool:
    """Whether a run is *written* in small letters: a capital that opens it
    (a sentence's first word) and one more inside it (a name glued on, as
    "inEnglish") still count; two inside make a camelCase identifier."""
    if written is None:
        return True
    return bool(written) and sum(map(str.isupper, written[1:])) <= 1


def respelled(
    norm: str, original: str | None = None, span: Span | None = None
) -> tuple[str, list[tuple[int, int]]] | None:
    """*norm* with split, glued and misspelt words repaired, and the spans
    of *norm* that changed; ``None`` when nothing did. With *original* (the
    text *norm* was folded from) and *span* (which maps a span of *norm* to
    it), a run of letters is cut apart only when it is written there in
    small letters, but for its first and one more: a camelCase or
    PascalCase identifier is the glue repair's to read."""
    found = _WORD.findall(norm)
    if not found:
        return None
    if " " not in norm and max(map(len, found)) < TYPO_MIN:
        # no join (it needs two words a space apart) and no cut or typo (a
        # word of TYPO_MIN letters or more): decided without the word list
        return None
    known = words()
    # the common case, decided with set operations and cached lookups: no
    # long unknown word that has a fix, and no neighbouring pair that makes
    # a lexicon word
    unknown = set(found)
    unknown -= known
    if not unknown:
        return None  # a join needs a piece no lexicon word is, a fix a word
    fresh = unknown - _NO_FIX
    fixable: set[str] = set()
    if fresh:
        fixable = {
            t for t in fresh if TYPO_MIN <= len(t) <= GLUED_MAX and _fixes(t) != (None, None)
        }
        if len(_NO_FIX) > _NO_FIX_MAX:
            _NO_FIX.clear()
        _NO_FIX.update(fresh - fixable)
    # a split word's unknown piece begins or ends a lexicon word (the
    # pieces are looked at only when two neighbours join into a word)
    if not fixable and (
        known.isdisjoint(map(str.__add__, found, found[1:])) or _pieces().isdisjoint(unknown)
    ):
        return None
    joins = [k for k, j in enumerate(map(str.__add__, found, found[1:])) if j in known]
    wanted = sorted({k for k, t in enumerate(found) if t in fixable}.union(joins))
    tokens = [m.span() for m in _WORD.finditer(norm)]
    out: list[str] = []
    runs: list[tuple[int, int]] = []
    pos = 0
    taken = -1  # the last token a join used
    for k in wanted:
        if k <= taken:
            continue
        s, e = tokens[k]
        word = found[k]
        rep: str | None = None
        end = e
        if k + 1 < len(tokens):
            s2, e2 = tokens[k + 1]
            nxt = found[k + 1]
            if (
                s2 == e + 1
                and norm[e] == " "
                and len(word) >= 2
                and len(nxt) >= 2
                and len(word) + len(nxt) >= JOIN_MIN
                and word + nxt in known
                and (word not in known or nxt not in known)
            ):
                rep, end, taken = word + nxt, e2, k + 1
        if rep is None and word in fixable:
            cut, typo = _fixes(word)
            lower = cut is not None and _lower_run(_written(word, s, e, original, span))
            rep = cut if lower else typo
        if rep is not None and rep != word:
            out.append(norm[pos:s])
            out.append(rep)
            runs.append((s, end))
            pos = end
    if not runs:
        return None
    out.append(norm[pos:])
    return "".join(out), runs
