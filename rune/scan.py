"""The one pipeline every face runs: request -> sources -> engine -> gates.

The command line, the pre-commit hooks and the GitHub Action each turn their
own inputs (argv, hook arguments, ``INPUT_*``) into a frozen
:class:`ScanRequest`; :func:`run` checks it, reads every source it names,
scans them, applies the baseline and the pin, and returns a frozen
:class:`ScanOutcome`. :func:`exit_code` is the one place that decides what
makes a run fail, for all three faces.
"""

from __future__ import annotations

import enum
import os

from rune.errors import UsageError
from rune.limits import Limits
from rune.model import EntityKind, Finding, ScanResult, Severity, SourceState, SourceStatus
from rune.record import Record, field, replace
from rune.requests import BaselineOptions, ConfigRequest, LiveRequest, PinOptions

EXIT_CLEAN = 0
EXIT_FINDINGS = 1
EXIT_ERROR = 2
#: the severities ``fail-on`` takes, lowest first
FAIL_ON_LEVELS = ("low", "medium", "high")


class Format(enum.Enum):
    """The report a run renders."""

    TEXT = "text"
    JSON = "json"
    SARIF = "sarif"


class OutputOptions(Record):
    """How the report is rendered and where it goes."""

    format: Format = Format.TEXT
    #: the report file (``--output``); standard output when None
    path: str | None = None
    sarif_artifact: str | None = None
    sarif_category: str | None = None
    no_color: bool = False
    verbose: bool = False
    capabilities: bool = False


class ScanRequest(Record):
    """Everything one run needs, whichever face built it."""

    #: saved manifests or captured listings (``--manifest``)
    manifests: tuple[str, ...] = ()
    #: positional paths: manifests, or agent files recognised by their name
    paths: tuple[str, ...] = ()
    #: Agent Skill folders or ``SKILL.md`` files
    skills: tuple[str, ...] = ()
    #: agent instruction files, whatever their name
    instructions: tuple[str, ...] = ()
    #: a client config run (``--config``/``--discover``, ``--server``)
    config: ConfigRequest = field(default_factory=ConfigRequest)
    live: LiveRequest = field(default_factory=LiveRequest)
    baseline: BaselineOptions = field(default_factory=BaselineOptions)
    pin: PinOptions = field(default_factory=PinOptions)
    output: OutputOptions = field(default_factory=OutputOptions)
    limits: Limits = field(default_factory=Limits)
    #: findings at or above this fail the run; None: findings never do (a pin check)
    fail_on: Severity | None = Severity.MEDIUM
    #: rules turned off for this run, in the order given
    disabled: tuple[str, ...] = ()

    @property
    def config_mode(self) -> bool:
        return bool(self.config.config or self.config.discover)

    @property
    def file_inputs(self) -> tuple[str, ...]:
        """Every file or folder the run reads offline: manifests and agent files."""
        return self.manifests + self.paths + self.skills + self.instructions


class ScanOutcome(Record):
    """What a run produced: the scan result the reporters read, and the
    notice lines (baseline, pin) for the person running it."""

    result: ScanResult
    notices: tuple[str, ...] = ()

    @property
    def scanned_something(self) -> bool:
        r = self.result
        return bool(r.documents) or any(s.status == SourceState.SCANNED for s in r.sources)


def run(request: ScanRequest) -> ScanOutcome:
    """Check *request*, scan what it names, apply its gates."""
    check(request)
    result = collect(request)
    notices: list[str] = []
    pinned: list[str] = []
    # the gate code loads only for a run that has a baseline or a pin
    if request.baseline.active:
        from rune.gates import baseline

        result, notices = baseline.gate(result, request.baseline, request.limits)
    if request.pin.active:
        from rune.gates import pin

        result, pinned = pin.gate(result, request.pin, request.limits)
    return ScanOutcome(result, tuple(notices + pinned))


def exit_code(outcome: ScanOutcome, request: ScanRequest) -> int:
    """The one place the exit code is decided. 2 wins over 1."""
    result = outcome.result
    if result.errors or any(s.status == SourceState.FAILED for s in result.sources):
        return EXIT_ERROR
    # the baseline being written accepts this run's findings, as the next run with
    # --baseline will; a pin accepts none (it records digests), so --write-pin gates
    accepted = bool(request.baseline.write) or request.fail_on is None
    fail_on = request.fail_on or Severity.HIGH
    if not accepted and any(f.severity >= fail_on for f in result.findings):
        return EXIT_FINDINGS
    if result.pin_drift:
        return EXIT_FINDINGS
    if request.baseline.fail_on_stale and result.stale_baseline:
        return EXIT_FINDINGS
    return EXIT_CLEAN


def internal_error(exc: BaseException, debug: bool | None = None) -> str:
    """The one line of a bug (re-raised instead with ``RUNE_DEBUG``): it never
    quotes input, and it never reads as a finding or a clean run."""
    if os.environ.get("RUNE_DEBUG") if debug is None else debug:
        raise exc
    return f"internal error ({type(exc).__name__}); this is a bug in rune, please report it"


# --- reading and scanning -------------------------------------------------------


def collect(request: ScanRequest) -> ScanResult:
    """Read every source *request* names and scan it."""
    from rune import engine
    from rune.sources import agent_files
    from rune.sources.manifest import load_manifest

    limits = request.limits
    if request.config_mode:
        from rune.scan_config import run_config

        return _disable(run_config(request.config, request.live, limits, request.pin.path), request)
    extra: list[Finding] = []
    if request.live.single:
        from rune.scan_live import live_document

        result, extra = live_document(request.live, limits)
    else:
        docs = [load_manifest(path, limits) for path in request.manifests]
        for path in request.paths:
            if agent_files.is_agent_path(path):
                docs.append(agent_files.load_agent_file(path, limits=limits))
            else:
                docs.append(load_manifest(path, limits))
        for kind, paths in (
            (EntityKind.SKILL, request.skills),
            (EntityKind.INSTRUCTIONS, request.instructions),
        ):
            for path in paths:
                docs.append(agent_files.load_agent_file(path, kind, limits))
        result = ScanResult(
            documents=tuple(docs),
            sources=tuple(
                SourceStatus(
                    d.source.label,
                    d.source.server,
                    d.source.transport or d.source.kind,
                    SourceState.SCANNED,
                )
                for d in docs
            ),
        )
    stats = engine.EngineStats()
    found = engine.scan_documents(result.documents, limits=limits, stats=stats) + extra
    return _disable(replace(result, findings=tuple(found), omitted=stats.omitted), request)


def _disable(result: ScanResult, request: ScanRequest) -> ScanResult:
    """Drop the findings of every disabled rule and record which were off."""
    disabled = tuple(dict.fromkeys(request.disabled))
    if not disabled:
        return result
    off = set(disabled)
    kept = tuple(f for f in result.findings if f.rule not in off)
    return replace(result, findings=kept, disabled_rules=disabled)


# --- checking a request ---------------------------------------------------------


def check(request: ScanRequest) -> None:
    """Refuse, before anything is read, a request whose parts contradict each
    other. The messages name the command-line flags, the common vocabulary of
    every face."""
    live, cfg = request.live, request.config
    modes = [
        bool(request.file_inputs),
        live.stdio is not None,
        bool(live.http),
        bool(live.sse),
        bool(cfg.config),
        cfg.discover,
    ]
    if sum(modes) == 0:
        raise UsageError(
            "nothing to scan: give a manifest, an agent file, --stdio, --http, --sse or --config"
        )
    if sum(modes) > 1:
        raise UsageError(
            "scan one kind of source per run: manifests, --stdio, --http, --sse or --config"
        )
    paths = request.manifests + request.paths
    if "-" in paths and len(paths) > 1:
        raise UsageError("- reads one stream from stdin, so it cannot be one of several manifests")
    if live.stdio is not None and not live.stdio:
        raise UsageError("--stdio needs a command to run")
    if cfg.servers and not request.config_mode:
        raise UsageError("--server narrows a --config run")
    if live.headers and not (live.http or live.sse):
        raise UsageError("--header applies to --http and --sse")
    _check_gates(request)
    _check_outputs(request)
    out = request.output
    if request.pin.source and not request.pin.show_diff:
        raise UsageError("--pin-source feeds --show-diff")
    if (out.sarif_artifact or out.sarif_category) and out.format is not Format.SARIF:
        raise UsageError("--sarif-artifact and --sarif-category shape --sarif output")
    if request.pin.show_diff and not request.pin.path:
        raise UsageError("--show-diff needs --pin")
    if out.capabilities and out.format is Format.SARIF:
        raise UsageError("--capabilities adds to the text report (--json always carries them)")
    _check_live(request)


def _check_gates(request: ScanRequest) -> None:
    b, p = request.baseline, request.pin
    judging = [n for n, v in (("--baseline", b.path), ("--pin", p.path)) if v]
    writing = [n for n, v in (("--write-baseline", b.write), ("--write-pin", p.write)) if v]
    if judging and writing:
        raise UsageError(
            f"{judging[0]} judges a scan and {writing[0]} records one: use them in separate runs "
            "(writing a baseline and a pin together is fine)"
        )
    if b.fail_on_stale and not b.path:
        raise UsageError("--fail-on-stale-baseline needs --baseline")


def _check_outputs(request: ScanRequest) -> None:
    """Refuse output paths that cannot be written or that would overwrite an input."""
    from rune.output import target_kind

    inputs = {os.path.realpath(p) for p in request.file_inputs if p != "-"}
    if request.config.config:
        inputs.add(os.path.realpath(request.config.config))
    for flag, path in (
        ("--output", request.output.path),
        ("--write-baseline", request.baseline.write),
        ("--write-pin", request.pin.write),
        ("--write-manifest", request.live.write_manifest),
        ("--server-log", request.live.server_log),
    ):
        if not path:
            continue
        real = os.path.realpath(path)
        if real in inputs:
            raise UsageError(f"{flag} {path} is also an input of this run; write elsewhere")
        if os.path.isdir(real):
            raise UsageError(f"{flag} {path} is a directory; name a file")
        if target_kind(path) == "stream":
            continue  # a pipe or device is written through
        parent = os.path.dirname(real)
        if not os.path.isdir(parent):
            raise UsageError(f"{flag} {path}: the folder {parent} does not exist")
        if not os.access(parent, os.W_OK):
            raise UsageError(f"{flag} {path}: the folder {parent} is not writable")


def _check_live(request: ScanRequest) -> None:
    """Options that only mean something in one mode are errors elsewhere."""
    live, config_mode = request.live, request.config_mode
    launching = live.single or (config_mode and not live.no_launch)
    if live.jobs is not None and not config_mode:
        raise UsageError("--jobs opens the servers of a --config run in parallel")
    if live.no_launch and not config_mode:
        raise UsageError("--no-launch applies to --config and --discover runs")
    for flag, given in (
        ("--timeout", live.timeout is not None),
        ("--protocol", live.protocol is not None),
        ("--trust-env", live.trust_env),
        ("--skip-listing", bool(live.skip_listing)),
        ("--client-info", live.client_info is not None),
        ("--cloak-check", live.cloak_check),
    ):
        if given and not launching:
            raise UsageError(f"{flag} shapes a live scan (--stdio, --http, --sse or --config)")
    stdio_like = live.stdio is not None or (config_mode and not live.no_launch)
    for flag, given in (("--env", bool(live.env)), ("--server-log", bool(live.server_log))):
        if given and not stdio_like:
            raise UsageError(f"{flag} applies to servers rune starts (--stdio or --config)")
    if live.write_manifest and not live.single:
        raise UsageError(
            "--write-manifest saves what one live server (--stdio, --http, --sse) lists"
        )
    if live.cloak_check and config_mode:
        raise UsageError(
            "--cloak-check compares two listings of one server (--stdio, --http, --sse)"
        )
    if live.env:
        from rune.scan_live import extra_env

        extra_env(live)
    if live.write_manifest and live.server_log:
        same = os.path.realpath(live.write_manifest) == os.path.realpath(live.server_log)
        if same:
            raise UsageError("--write-manifest and --server-log name the same file")
    if request.disabled:
        from rune.rules import rule_ids

        known = rule_ids()
        for rule in request.disabled:
            if rule not in known:
                from rune.docs import unknown_rule

                raise unknown_rule(rule, "--disable")
