"""What a pin check finds, as typed values: drift and unseen surfaces.

The entry types are defined in :mod:`rune.gate_entries`, since the scan result
records them; the reports turn them into JSON (``as_json``).
"""

from __future__ import annotations

from dataclasses import dataclass

from rune.model import DriftEntry, UnseenSurface

__all__ = ["DriftEntry", "PinOutcome", "UnseenSurface"]


@dataclass(frozen=True)
class PinOutcome:
    """Everything one pin check found."""

    drift: tuple[DriftEntry, ...] = ()
    #: pinned servers this run did not scan
    unchecked: tuple[str, ...] = ()
    unseen: tuple[UnseenSurface, ...] = ()
    #: escaped ``--show-diff`` lines
    diff: tuple[str, ...] = ()
