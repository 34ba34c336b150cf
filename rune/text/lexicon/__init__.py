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
"""

from __future__ import annotations

from dataclasses import replace
from types import ModuleType

from rune.text.lexicon._base import Lexicon

__all__ = ["LEXICONS", "Lexicon"]


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
    return replace(lex, **{k: folded(*v) for k, v in grammar.items()})  # type: ignore[arg-type]


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
        _with_grammar(m)
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

#: every language rune reads, English first
LEXICONS: tuple[Lexicon, ...] = _load()
