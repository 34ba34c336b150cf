"""Which config servers a pin file covers."""

from __future__ import annotations

from collections.abc import Sequence

from rune.limits import DEFAULT_LIMITS, Limits


def pinned_servers(
    pin_path: str, selected: Sequence[str], limits: Limits = DEFAULT_LIMITS
) -> frozenset[str]:
    """The config servers a pin file covers (a pin naming no server covers the
    one server a narrowed run selects)."""
    from rune.gates.pin import load_pin

    pin = load_pin(pin_path, limits)
    names = {s.server for s in pin.servers if s.server is not None}
    if not names and len(selected) == 1:
        return frozenset(selected)
    return frozenset(names)
