"""Which field rules to call on a string, from the names the matcher found.

A :class:`Plan` is made once per rule set (see
:func:`rune.text.matcher.plan_for`); for each distinct combination of names
found it works out once which rules' ``needs`` hold, so a string that holds
none of a rule's combination never calls it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, Protocol, TypeVar

from rune.text.normalise import TextView


class Matcher(Protocol):
    """What a plan reads of the matcher (:class:`rune.text.matcher.Matcher`)."""

    exact: bool
    names: tuple[str, ...]

    def present(self, view: TextView) -> frozenset[int]: ...


#: a gated rule: any object, read for its ``needs`` (and ``id``)
R = TypeVar("R")


class Plan(Generic[R]):
    """Which field rules to call for each combination of names found.

    A rule whose ``needs`` is ``None`` is always called; otherwise it is
    called when each of its groups has a name present. With *gated* false
    every rule is called on every string (the equivalence tests use it).
    *matcher* is the one holding the rules' needs and triggers
    (:func:`rune.text.matcher.plan_for` hands it in).
    """

    def __init__(self, rules: Sequence[R], matcher: Matcher, gated: bool = True) -> None:
        self.rules = tuple(rules)
        self.matcher = matcher
        self.gated = gated and self.matcher.exact
        index = {name: k for k, name in enumerate(self.matcher.names)}
        self._needs: list[tuple[frozenset[int], ...] | None] = []
        for rule in self.rules:
            needs: Sequence[Sequence[str]] | None = getattr(rule, "needs", None)
            if needs is None:
                self._needs.append(None)
                continue
            unknown = [n for group in needs for n in group if n not in index]
            if unknown or not needs or not all(needs):
                raise ValueError(
                    f"{getattr(rule, 'id', rule)}: needs names no matcher knows: {unknown}"
                )
            self._needs.append(tuple(frozenset(index[n] for n in group) for group in needs))
        self._plans: dict[frozenset[int], tuple[R, ...]] = {}

    def select(self, view: TextView) -> tuple[R, ...]:
        """The rules to call on *view*."""
        if not self.gated:
            return self.rules
        found = self.matcher.present(view)
        got = self._plans.get(found)
        if got is None:
            got = self._plans[found] = tuple(
                rule
                for rule, needs in zip(self.rules, self._needs, strict=True)
                if needs is None or all(not group.isdisjoint(found) for group in needs)
            )
        return got
