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
After editing a lexicon, regenerate the stored lookaheads with
``python -m rune.text.phrases > rune/text/lookaheads.py`` (tests/test_gate.py
fails while they are stale).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Lexicon:
    """The phrasing of one language.

    ``spaced`` languages separate words with spaces, so entries are matched as
    whole words; the others (Chinese, Japanese, Korean) are matched as
    substrings. Only ``latin`` lexicons are tried on plain-ASCII text.
    """

    lang: str
    spaced: bool = True
    #: written in Latin letters, so plain-ASCII text can carry its phrases
    latin: bool = True
    #: hidden-instructions: disregard earlier / safety instructions
    override: tuple[str, ...] = ()
    #: hidden-instructions: reassign the model's role, switch it to a "mode"
    role: tuple[str, ...] = ()
    #: hidden-instructions: a message that claims to come from the user or system
    impersonation: tuple[str, ...] = ()
    #: concealment: directives to keep the user from learning what happens
    conceal: tuple[str, ...] = ()
    #: data-exfiltration: verbs that move something off the machine
    send_verbs: tuple[str, ...] = ()
    #: data-exfiltration: verbs hostile on their own (no destination needed)
    hostile_verbs: tuple[str, ...] = ()
    #: data-exfiltration: named secrets
    secrets: tuple[str, ...] = ()
    #: data-exfiltration: the model's own instruction set
    system_prompt: tuple[str, ...] = ()
    #: data-exfiltration: words that make a following secret an instrument
    instruments: tuple[str, ...] = ()
    #: data-exfiltration: words that mark a place on this machine
    local_words: tuple[str, ...] = ()
    #: sensitive-file-access: verbs that read a file
    read_verbs: tuple[str, ...] = ()
    #: words that negate a directive close before it (never, do not, ...)
    negations: tuple[str, ...] = ()
    #: preference-manipulation: orders to prefer this tool over the others
    preference: tuple[str, ...] = ()
    #: phrases that address the model or frame what follows as an order to it
    addressee: tuple[str, ...] = ()
    #: prompt-extraction: verbs ordering the model to reveal, print, repeat or encode something
    disclose_verbs: tuple[str, ...] = ()
    #: command-execution: verbs and phrases ordering the model to run something
    exec_verbs: tuple[str, ...] = ()
    #: consent-bypass: phrases that skip, suppress or pre-answer the user's confirmation
    consent_bypass: tuple[str, ...] = ()
    #: tool-precondition: phrases that force a call around this tool
    precondition: tuple[str, ...] = ()
    #: response-manipulation: orders to put something into the answer to the user
    response_inject: tuple[str, ...] = ()
    #: tool-shadowing: claims that other tools are deprecated, compromised, broken or offline
    deprecation: tuple[str, ...] = ()
    #: data-exfiltration and parameter harvesting: nouns for the conversation's content
    conversation: tuple[str, ...] = ()


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

    return (
        en.LEXICON,
        es.LEXICON,
        fr.LEXICON,
        de.LEXICON,
        pt.LEXICON,
        it.LEXICON,
        nl.LEXICON,
        pl.LEXICON,
        cs.LEXICON,
        ro.LEXICON,
        tr.LEXICON,
        vi.LEXICON,
        id.LEXICON,
        zh.LEXICON,
        ja.LEXICON,
        ko.LEXICON,
        ru.LEXICON,
        uk.LEXICON,
        el.LEXICON,
        ar.LEXICON,
        he.LEXICON,
        fa.LEXICON,
        hi.LEXICON,
        bn.LEXICON,
        th.LEXICON,
    )


#: every language rune reads, English first
LEXICONS: tuple[Lexicon, ...] = _load()
