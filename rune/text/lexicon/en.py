"""English phrasing (see the package docstring for the entry shorthands).

The entries live in topic modules beside this one, each a mapping of lexicon
fields by name; this module assembles them into the one English lexicon.
"""

from __future__ import annotations

from rune.text.lexicon._base import Lexicon
from rune.text.lexicon._en_clauses import GRAMMAR as _CLAUSES
from rune.text.lexicon._en_directives import _ADV as _ADV
from rune.text.lexicon._en_directives import _CONTROLS as _CONTROLS
from rune.text.lexicon._en_directives import _EARLIER as _EARLIER
from rune.text.lexicon._en_directives import _NEG as _NEG
from rune.text.lexicon._en_directives import _RULE_NOUNS as _RULE_NOUNS
from rune.text.lexicon._en_directives import _SAFETY as _SAFETY
from rune.text.lexicon._en_directives import _TELL as _TELL
from rune.text.lexicon._en_directives import _WHO as _WHO
from rune.text.lexicon._en_directives import FIELDS as _DIRECTIVES
from rune.text.lexicon._en_exfil import FIELDS as _EXFIL
from rune.text.lexicon._en_harvest import FIELDS as _HARVEST
from rune.text.lexicon._en_orders import FIELDS as _ORDERS
from rune.text.lexicon._en_steering import _BEHALF as _BEHALF
from rune.text.lexicon._en_steering import _USER_N as _USER_N
from rune.text.lexicon._en_steering import GRAMMAR as _STEERING

# every field is a tuple of entries (a field named twice fails here)
LEXICON = Lexicon(lang="en", **_DIRECTIVES, **_EXFIL, **_ORDERS, **_HARVEST)  # type: ignore[arg-type]

#: the clause words of the rules that read them, one tuple per lexicon field,
#: in the entry shorthands; folded in as fields by the package
GRAMMAR: dict[str, tuple[str, ...]] = {**_CLAUSES, **_STEERING}

# hidden-instructions: a precondition's side task, read a file or resource
# and hand it on (as an argument, into the answer, or the tool fails)
GRAMMAR.update(
    read_orders=(
        r"read(?:s|ing)?",
        r"access(?:ing)?",
        r"open(?:s|ing)?",
        r"cat",
        r"load(?:s|ing)?",
        r"fetch(?:es|ing)?",
        r"retriev(?:e|es|ing)",
        r"get",
        r"extract(?:s|ing)?",
        r"collect(?:s|ing)?",
        r"cop(?:y|ies|ying)",
        r"look up",
    ),
    pass_verbs=(
        r"pass(?:es|ed|ing)?",
        r"includ(?:e|es|ed|ing)",
        r"put(?:s|ting)?",
        r"insert(?:s|ed|ing)?",
        r"send(?:s|ing)?|sent",
        r"append(?:s|ed|ing)?",
        r"add(?:s|ed|ing)?",
        r"attach(?:es|ed|ing)?",
        r"embed(?:s|ded|ding)?",
        r"provid(?:e|es|ed|ing)",
        r"use",
        r"suppl(?:y|ied)",
        r"paste",
    ),
    pass_slots=(
        r"as [^\w\s][a-z0-9_]{1,40}[^\w\s]",
        r"as (?:the )?[^\w\s]?[a-z0-9_]{1,40}[^\w\s]? (?:argument|parameter|param|field)",
        r"in(?:to)? (?:your|the) (?:response|answer|reply|output)",
        r"in(?:to)? (?:the )?[^\w\s]?[a-z0-9_]{1,40}[^\w\s]? (?:argument|parameter|param|field)",
    ),
    or_else=(
        r"otherwise (?:the|this) tool (?:will not|won't|does not|doesn't|cannot|can't) (?:work"
        r"|run|function)",
        r"(?:or|else) (?:the|this) tool (?:will )?fails?",
    ),
    before_use=(
        r"before (?:using|calling|running|invoking) (?:this|the) (?:tool|function|server)",
        r"before (?:this|the) (?:tool|function) is (?:used|called|run|invoked)",
        r"prior to (?:using|calling|running) (?:this|the) (?:tool|function)",
    ),
)
