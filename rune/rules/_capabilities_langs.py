"""Capability vocabulary of honest tool descriptions in 24 languages besides English.

One entry per language: the verbs that open (or, in verb-final languages,
close) a first sentence, by class, and the nouns of the objects that decide
which leg a read or a write stands on. Entries are comma-separated and are
matched on the folded text (case folded, accents and vowel points dropped;
see ``_capabilities.fold``) as the start of a word; an entry ending in ``=``
must also end a word. In Chinese, Japanese and Thai, which write no spaces,
entries are plain substrings.

``order`` says where the main verb of a sentence stands:

- ``head``: among the first ``window`` words (after an opening such as
  "Esta herramienta permite"), the first that is a verb wins;
- ``tail``: among the last ``window`` words (verb-final languages and
  German/Dutch infinitive titles), the last that is a verb wins;
- ``han``: at the start of the sentence, or after a prepositional phrase
  (通过…, 根据…, 将…): Chinese;
- ``kana``: the last verb of the sentence, with only a short ending after it
  (…を削除します): Japanese;
- ``lead``: the very start of the sentence (Thai).

``also_tail`` is a tail window tried when the head found nothing (German and
Dutch put the infinitive last in a title: "Datei löschen").
"""

from __future__ import annotations

from rune.rules._capabilities_east import EAST_ASIAN
from rune.rules._capabilities_lang import Lang
from rune.rules._capabilities_latin import LATIN_SCRIPT
from rune.rules._capabilities_more import MORE_SCRIPTS

__all__ = ["LANGS", "Lang"]

#: every language, in the order they are tried
LANGS: tuple[Lang, ...] = (*EAST_ASIAN, *LATIN_SCRIPT, *MORE_SCRIPTS)
