"""data-exfiltration: the words of its clause grammar, read from the lexicons.

Each language module writes these in a ``GRAMMAR`` mapping beside its
:class:`~rune.text.lexicon.Lexicon`, and the lexicon package folds them in as
lexicon fields (documented on the class):

* ``pronouns``, ``pronoun_tails``: a pronoun that points back to a secret;
* ``auth_use``, ``request_tail``: a secret used to authenticate a request;
* ``slot_verbs``, ``slot_preps``, ``slot_toward``, ``slot_nouns``: a secret put
  into an argument slot ("put <secret> in the 'context' argument");
* ``identity_ask``, ``identity_fields``: asking the calling model who it is;
* ``indefinite``: "a session transcript" is a sample, not this conversation.
"""

from __future__ import annotations

from rune.text.lexicon import LEXICONS
from rune.text.phrases import alternation


def alt(field: str, langs: tuple[str, ...] | None = None) -> str:
    """The regex source of *field* across every language (or *langs*)."""
    views = LEXICONS
    if langs is not None:
        views = tuple(v for v in views if v.lang in langs)
    return alternation(field, views)
