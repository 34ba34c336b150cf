"""The lexicon shorthands expand outside character classes only: a space in
``[^ ,]`` is a space, not a separator run that would close the class early."""

from __future__ import annotations

import re

from rune.text import lexicon
from rune.text.grammar import OPT, SEP, frag


def test_a_space_outside_a_class_is_a_separator_run() -> None:
    assert frag("api key") == f"api{SEP}key"
    assert frag("api ?key") == f"api{OPT}key"
    assert frag("api~key") == f"api{OPT}key"


def test_a_class_keeps_its_space_tilde_and_apostrophe() -> None:
    assert frag("[^ ,]+") == "[^ ,]+"
    assert frag("[~' ]x") == "[~' ]x"
    assert frag("[] ]a b") == f"[] ]a{SEP}b"
    assert frag(r"a\[b c") == rf"a\[b{SEP}c"


def test_an_entry_with_a_spaced_class_matches_what_it_says() -> None:
    pat = re.compile(frag(r"if asked(?: [^ ,]+){0,3}, say"))
    assert pat.search("if asked about the format, say")
    assert not pat.search("if asked about, the format, say")


def test_every_lexicon_entry_compiles_after_expansion() -> None:
    for lex in lexicon.build():
        for name in dir(lex):
            value = getattr(lex, name, None)
            if not (isinstance(value, tuple) and value and isinstance(value[0], str)):
                continue
            for entry in value:
                re.compile(frag(entry))
