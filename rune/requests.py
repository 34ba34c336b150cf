"""What a scan is asked to do, as plain frozen values: the live options, the
config to read, and what to do with a baseline and a pin.

These live apart from the code that acts on them so that building a request
(the CLI, the hooks, the Action) imports none of the live, config or gate
machinery a plain manifest scan never uses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rune.record import Record

if TYPE_CHECKING:
    from rune.sources.live import types as live_mod

#: --skip-listing names, with the manifest key each stands for
LISTING_NAMES: dict[str, str] = {
    "tools": "tools",
    "prompts": "prompts",
    "resources": "resources",
    "templates": "resourceTemplates",
    "resourceTemplates": "resourceTemplates",
}


class LiveRequest(Record):
    """How a run opens servers: the one live target, and the options of every
    server a run opens (the single target, or the entries of a config)."""

    #: ``--stdio``: the command and its arguments (an empty tuple is refused)
    stdio: tuple[str, ...] | None = None
    http: str | None = None
    sse: str | None = None
    #: ``Name: value`` header lines for ``http``/``sse``, parsed at run time
    headers: tuple[str, ...] = ()
    timeout: float | None = None
    protocol: live_mod.Protocol | None = None
    #: config runs: servers opened at once
    jobs: int | None = None
    #: config runs: posture checks only, nothing started or contacted
    no_launch: bool = False
    trust_env: bool = False
    #: ``NAME`` or ``NAME=VALUE`` variables added to every started server
    env: tuple[str, ...] = ()
    server_log: str | None = None
    #: ``--skip-listing`` names (keys of :data:`LISTING_NAMES`)
    skip_listing: tuple[str, ...] = ()
    write_manifest: str | None = None
    client_info: tuple[str, str] | None = None
    cloak_check: bool = False

    @property
    def single(self) -> bool:
        """True when the run opens one live server (``--stdio``/``--http``/``--sse``)."""
        return self.stdio is not None or bool(self.http or self.sse)


class ConfigRequest(Record):
    """What a config run reads: one config file, or the discovered ones."""

    #: the config file (ignored when *discover* is set)
    config: str | None = None
    discover: bool = False
    #: ``--server`` names: only these entries
    servers: tuple[str, ...] = ()


class BaselineOptions(Record):
    """What a run does with a baseline: judge by one, or write one."""

    #: the baseline to apply (``--baseline``)
    path: str | None = None
    #: where to record this run's findings (``--write-baseline``)
    write: str | None = None
    #: a stale entry fails the run (``--fail-on-stale-baseline``)
    fail_on_stale: bool = False

    @property
    def active(self) -> bool:
        return bool(self.path or self.write)


class PinOptions(Record):
    """What a run does with a pin: check against one, or write one."""

    #: the pin to check against (``--pin``)
    path: str | None = None
    #: where to record this run's digests (``--write-pin``)
    write: str | None = None
    #: show a diff of changed text (``--show-diff``)
    show_diff: bool = False
    #: a manifest (or folder of them) holding the pinned text (``--pin-source``)
    source: str | None = None

    @property
    def active(self) -> bool:
        return bool(self.path or self.write)
