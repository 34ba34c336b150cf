"""data-exfiltration: the words of its clause grammar, read from the lexicons.

Each language module holds, beside its :class:`~rune.text.lexicon.Lexicon`, a
``GRAMMAR`` mapping with one entry tuple per field below (the same entry
shorthands as the lexicon fields). A field the ``Lexicon`` class declares is
read from the lexicon itself first, so moving a tuple into the lexicon needs
no change here:

* ``pronouns``: object pronouns that point back to a secret ("it", "the
  value", "everything"); ``pronoun_tails``: the adverbs that may follow one;
* ``auth_use``: words that make a secret how a request authenticates
  ("header", "bearer", "log in"); ``request_tail``: a phrase after the secret
  that puts it into the request ("in every request", "as a header");
* ``slot_verbs``, ``slot_preps``, ``slot_toward``, ``slot_nouns``: a secret put
  into an argument slot ("put <secret> in the 'context' argument"): the verb,
  the prepositions of a container ("in", "as"), those of a direction ("to",
  "via", allowed only with a slot noun) and the nouns that name a slot;
* ``identity_ask``: phrases asking the calling model for its own identity;
  ``identity_fields``: parameter names that do the same (``llm_model_name``);
* ``indefinite``: indefinite articles ("a", "some"): "a session transcript"
  is a sample document, not this conversation.
"""

from __future__ import annotations

import importlib
from types import SimpleNamespace
from typing import cast

from rune.text.lexicon import LEXICONS, Lexicon
from rune.text.lexicon._script import folded
from rune.text.phrases import alternation

FIELDS = (
    "pronouns",
    "pronoun_tails",
    "auth_use",
    "request_tail",
    "slot_verbs",
    "slot_preps",
    "slot_toward",
    "slot_nouns",
    "identity_ask",
    "identity_fields",
    "indefinite",
)

_VIEWS: dict[str, tuple[Lexicon, ...]] = {}


def entries(lex: Lexicon, field: str) -> tuple[str, ...]:
    """The entries of *field* for *lex*: its lexicon field when the class
    declares one, otherwise its module's ``GRAMMAR`` tuple."""
    got: tuple[str, ...] | None = getattr(lex, field, None)
    if got is not None:
        return got
    module = importlib.import_module(f"rune.text.lexicon.{lex.lang}")
    grammar: dict[str, tuple[str, ...]] = getattr(module, "GRAMMAR", {})
    return folded(*grammar.get(field, ()))


def lexicons(field: str) -> tuple[Lexicon, ...]:
    """Every lexicon seen as one that holds *field* (for
    :func:`~rune.text.phrases.alternation`)."""
    got = _VIEWS.get(field)
    if got is None:
        views = [
            SimpleNamespace(
                lang=lex.lang, spaced=lex.spaced, latin=lex.latin, **{field: entries(lex, field)}
            )
            for lex in LEXICONS
        ]
        got = _VIEWS[field] = cast("tuple[Lexicon, ...]", tuple(views))
    return got


def alt(field: str, langs: tuple[str, ...] | None = None) -> str:
    """The regex source of *field* across every language (or *langs*)."""
    views = lexicons(field)
    if langs is not None:
        views = tuple(v for v in views if v.lang in langs)
    return alternation(field, views)
