"""Phrase lexicons, as data, one module per language.

Each language module defines one :class:`Lexicon`. The phrase rules compile
the entries of every language into their patterns, so adding a language is
adding a module here and a line to :data:`LEXICONS`.

Entries are regular-expression fragments matched against the normalised view
of a string (case folded, whitespace folded, look-alikes mapped), with three
shorthands that keep the data readable:

* a space stands for one run of separators (spaces, ``_`` or ``-``), so
  ``api key`` also matches ``api_key`` and ``api-key``;
* ``~`` stands for an optional run of separators (``api~key`` also matches
  ``apikey``);
* an apostrophe is optional and may be typographic (``don't`` also matches
  ``dont`` and ``don’t``).

Fragments must not use nested unbounded quantifiers: matching stays linear.
Every ``tuple[str, ...]`` field of :class:`Lexicon` and every language in
:data:`LEXICONS` is searched by the one-pass matcher (:mod:`rune.text.matcher`)
with nothing else to edit; a rule names the fields it needs in its ``needs``.

:data:`LEXICONS` is built the first time it is read (a phrase rule compiling
its patterns, the matcher checking a table made from other sources): a scan
whose strings reach no phrase rule never reads the table or a language
module. It comes from the generated table while that was made from these
sources (see :func:`fingerprint`), else from the modules themselves: a new
language module, a new entry or a new :class:`Lexicon` field is read with
nothing here to edit.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any

from rune.record import fields, replace
from rune.text.lexicon._base import Lexicon

__all__ = ["LEXICONS", "Lexicon"]

_HERE = os.path.dirname(os.path.abspath(__file__))
#: every language's lexicon as the modules build it (entries folded, GRAMMAR
#: folded in), written by ``scripts/gen_matcher.py``: loading it costs a few
#: milliseconds where importing and folding the 25 modules costs tens
TABLE_FILE = os.path.join(os.path.dirname(_HERE), "lexicon_table.json")
#: what the built lexicons depend on: this package's modules and the folding
#: of the normalised view (the Unicode database's version too)
_SOURCES = (
    *(os.path.join(_HERE, n) for n in sorted(os.listdir(_HERE)) if n.endswith(".py")),
    os.path.join(os.path.dirname(_HERE), "normalise.py"),
    os.path.join(os.path.dirname(_HERE), "chars.py"),
)


#: whether rune runs from a source checkout (its ``pyproject.toml`` beside the
#: package), where a lexicon edited after the table was generated must not be
#: read from the table; an installed package's table is generated with it
_CHECKOUT = os.path.isfile(
    os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(_HERE))), "pyproject.toml")
)


def _with_grammar(module: ModuleType) -> Lexicon:
    """A language module's lexicon with its ``GRAMMAR`` mapping (the
    data-exfiltration clause words, kept beside the lexicon) folded in as
    fields, spelled as the normalised view folds text."""
    from rune.text.lexicon._script import folded

    lex: Lexicon = module.LEXICON
    grammar: dict[str, tuple[str, ...]] = getattr(module, "GRAMMAR", {})
    if not grammar:
        return lex
    # every GRAMMAR key is a Lexicon tuple field (an unknown one fails at import)
    return replace(lex, **{k: folded(*v) for k, v in grammar.items()})


#: the modules that add entries to several languages at once (``_x_*.py``,
#: one per topic): each defines ``EXTRA``, language -> field -> entries, in
#: the entry shorthands, appended to that language's own entries
_EXTRA_MODULES = tuple(
    os.path.basename(p)[: -len(".py")]
    for p in _SOURCES
    if os.path.dirname(p) == _HERE and os.path.basename(p).startswith("_x_")
)


def _speller(lang: str) -> Callable[..., tuple[str, ...]]:
    """The function that spells *lang*'s entries as the normalised view folds
    text (the script helpers of Arabic, Greek and Persian, else ``folded``)."""
    from rune.text.lexicon import _ar_clauses, _el_clauses, _fa_clauses
    from rune.text.lexicon._script import folded

    return {"ar": _ar_clauses._a, "el": _el_clauses._g, "fa": _fa_clauses._f}.get(lang, folded)


def _with_extras(lex: Lexicon) -> Lexicon:
    """*lex* with the entries the ``_x_*`` modules add for its language."""
    import importlib

    added: dict[str, tuple[str, ...]] = {}
    for name in _EXTRA_MODULES:
        module = importlib.import_module(f"rune.text.lexicon.{name}")
        extra: dict[str, dict[str, tuple[str, ...]]] = module.EXTRA
        for key, entries in extra.get(lex.lang, {}).items():
            added[key] = added.get(key, ()) + tuple(entries)
    if not added:
        return lex
    spell = _speller(lex.lang)
    # every key is a Lexicon tuple field (an unknown one fails here)
    return replace(lex, **{k: getattr(lex, k) + spell(*v) for k, v in added.items()})


def _load() -> tuple[Lexicon, ...]:
    from rune.text.lexicon import (
        ar,
        bn,
        cs,
        de,
        el,
        en,
        es,
        fa,
        fr,
        he,
        hi,
        id,
        it,
        ja,
        ko,
        nl,
        pl,
        pt,
        ro,
        ru,
        th,
        tr,
        uk,
        vi,
        zh,
    )

    return tuple(
        _with_extras(_with_grammar(m))
        for m in (
            en,
            es,
            fr,
            de,
            pt,
            it,
            nl,
            pl,
            cs,
            ro,
            tr,
            vi,
            id,
            zh,
            ja,
            ko,
            ru,
            uk,
            el,
            ar,
            he,
            fa,
            hi,
            bn,
            th,
        )
    )


#: the tags of the per-language evaluation and training files: every language a
#: lexicon covers, Chinese in both its scripts (``zh`` and ``zh-hant``)
DATA_LANGUAGES: tuple[str, ...] = (
    "en",
    "es",
    "fr",
    "de",
    "pt",
    "it",
    "nl",
    "pl",
    "cs",
    "ro",
    "el",
    "ru",
    "uk",
    "tr",
    "ar",
    "he",
    "fa",
    "hi",
    "bn",
    "zh",
    "zh-hant",
    "ja",
    "ko",
    "vi",
    "id",
    "th",
)


def fingerprint() -> str | None:
    """A digest of what the built lexicons are made from (``None`` when a
    source cannot be read, as in a package without its ``.py`` files).

    It tells whether a generated table was made from these sources, never
    guards against a hostile edit: two checksums of every source (CRC-32
    and Adler-32, with its name and length) cost a fraction of a
    millisecond and no ``hashlib`` import, where a cryptographic digest of
    the 60-odd modules cost a source checkout's one-tool scan several."""
    sources = _SOURCES
    if sources not in _DIGESTS:
        _DIGESTS.clear()
        _DIGESTS[sources] = _digest(sources)
    return _DIGESTS[sources]


#: the digest of the sources, once per process (the matcher's check and the
#: table's read the same sources)
_DIGESTS: dict[tuple[str, ...], str | None] = {}


def _digest(sources: tuple[str, ...]) -> str | None:
    import unicodedata
    import zlib  # here: an installed package never computes it

    crc = zlib.crc32(unicodedata.unidata_version.encode())
    adler = zlib.adler32(b"")
    size = 0
    try:
        for path in sources:
            with open(path, "rb") as fh:
                data = os.path.basename(path).encode() + b"\0" + fh.read()
            crc = zlib.crc32(data, crc)
            adler = zlib.adler32(data, adler)
            size += len(data)
    except OSError:
        return None
    return f"crc32-adler32:{crc:08x}{adler:08x}:{size}"


def as_table(lexicons: tuple[Lexicon, ...]) -> dict[str, object]:
    """*lexicons* as the generated table holds them (each field that is not
    its default, by name)."""
    rows = []
    for lex in lexicons:
        rows.append({f.name: getattr(lex, f.name) for f in fields(Lexicon)
                     if f.name == "lang" or getattr(lex, f.name) != f.default})  # fmt: skip
    return {"fingerprint": fingerprint(), "lexicons": rows}


def _from_table() -> tuple[Lexicon, ...] | None:
    """The lexicons from the generated table, or ``None`` when it is missing,
    unreadable or made from other sources (they are then built from the
    modules: the same lexicons, slower)."""
    try:
        with open(TABLE_FILE, encoding="utf-8") as fh:
            data = json.load(fh)
        if not isinstance(data, dict):
            return None
        if _CHECKOUT:  # an installed package's table is built with it: trusted
            want = fingerprint()
            if want is None or data.get("fingerprint") != want:
                return None
        out = []
        for row in data["lexicons"]:
            kw: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v for k, v in row.items()}
            out.append(Lexicon(**kw))
        return tuple(out)
    except (OSError, ValueError, TypeError, KeyError):
        return None


def build() -> tuple[Lexicon, ...]:
    """Every language's lexicon, built from its module."""
    return _load()


if TYPE_CHECKING:
    #: every language rune reads, English first (built on first use, see
    #: :func:`__getattr__`)
    LEXICONS: tuple[Lexicon, ...]


def __getattr__(name: str) -> object:
    """:data:`LEXICONS`, built the first time it is read: from the table
    when it is current, else from the language modules."""
    if name == "LEXICONS":
        got = globals().get("LEXICONS")
        if got is None:
            got = globals()["LEXICONS"] = _from_table() or _load()
        return got
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
