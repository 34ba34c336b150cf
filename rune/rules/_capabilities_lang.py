"""The shape of one language's capability vocabulary (see
:mod:`rune.rules._capabilities_langs`, which lists the languages)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Lang:
    #: the language's ISO 639-1 code
    tag: str
    order: str
    window: int = 1
    also_tail: int = 0
    #: words after a verb-first verb where a negation still negates it
    neg_after: int = 0
    #: function words that mark the language (Latin script only)
    stop: str = ""
    #: openings to skip before the main verb ("Cet outil permet de")
    openers: str = ""
    #: words that negate the verb near it
    neg: str = ""
    destroy: str = ""
    send: str = ""
    #: verbs that run code when a code word follows, else read
    run: str = ""
    #: what makes a running verb run code (command, script, shell)
    code: str = ""
    write: str = ""
    #: writes that ship something to others (deploy, merge, push)
    ship: str = ""
    read: str = ""
    private: str = ""
    untrusted: str = ""
    #: objects that, created, reach someone else
    public: str = ""
    money: str = ""
    url: str = "url,http,https"
    #: letters only this language writes (Latin script only), as evidence of it
    letters: str = ""
