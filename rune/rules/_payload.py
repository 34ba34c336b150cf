"""The decoding rules' common class: one peel per string serves them all.

It lives apart from :mod:`rune.rules.base` so that importing the rule
framework does not import the decoding chain (:mod:`rune.text.decode` and
what it reads); only a decoding rule's module does.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import ClassVar

from rune.model import Match, Severity
from rune.rules.base import ContentRules, FieldRule
from rune.text.decode import RUN_HINT, describe, payloads
from rune.text.normalise import TextView


class PayloadRule(FieldRule):
    """A decoding rule: reports payloads whose outer encoding is ``encoding``.

    One peel per string serves every decoding rule (see
    :mod:`rune.text.decode`); each reports the payloads whose outermost
    encoding is its own.
    """

    encoding: ClassVar[str]
    #: further encodings this rule reports (its ``encoding`` always counts)
    also: ClassVar[tuple[str, ...]] = ()
    severity = Severity.HIGH
    triggers: ClassVar[tuple[tuple[str, str | tuple[str, ...]], ...]] = (("encoded-run", RUN_HINT),)
    needs: ClassVar[tuple[tuple[str, ...], ...] | None] = (("encoded-run",),)

    def __init__(self, content: ContentRules) -> None:
        self.content_rules = content

    def check(self, view: TextView) -> Iterator[Match]:
        found = payloads(view, self.content_rules.hits)
        for p in found.payloads:
            if p.encoding != self.encoding and p.encoding not in self.also:
                continue
            yield Match(p.start, p.end, describe(p, self.content_rules.summary(p.rule)))
