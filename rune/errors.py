"""Error types. Each subsystem raises its own subclass of :class:`RuneError`;
the CLI turns any of them into one line on stderr and exit code 2."""

from __future__ import annotations


class RuneError(Exception):
    """An operational problem: rune could not read or finish something.

    The message is one line, names what failed and why, and never carries a
    credential (header or env values, URL userinfo or query strings).
    """


class InputError(RuneError):
    """A manifest, config, baseline or pin file could not be read."""


class LiveError(RuneError):
    """A live server could not be opened or listed completely."""


class LimitError(RuneError):
    """A documented resource bound was exceeded (pages, items, size, depth)."""


class UsageError(RuneError):
    """The command line asks for something contradictory or impossible."""


class OutputError(RuneError):
    """A report, baseline or pin could not be written where it was asked to go."""
