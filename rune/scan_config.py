"""A ``--config`` (or ``--discover``) run: every selected server of a client
config, each opened over its own transport, plus the posture checks.

One server's problem stays its own: an entry rune cannot read or resolve, one
that will not start, and one that refuses the credentials each become a
``failed`` source with its reason (and a line on stderr), while the rest are
still scanned. A disabled entry is reported and changes nothing. With
``--jobs N`` up to N servers are opened at once; results are gathered in
config order, so the report is the same as a sequential run's.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from rune.engine import check_entry, entry_source, posture_entity
from rune.errors import InputError, LimitError, RuneError, UsageError
from rune.gates.pin import pinned_servers
from rune.jsonvalue import JsonObject
from rune.limits import Limits
from rune.model import (
    Document,
    EntityKind,
    Finding,
    NotScanned,
    ScanResult,
    ServerEntry,
    Source,
    SourceState,
    SourceStatus,
)
from rune.record import replace
from rune.requests import ConfigRequest as ConfigRequest
from rune.requests import LiveRequest
from rune.rules.base import PostureContext
from rune.scan_live import extra_env, live_options, tail_text, write_logs
from rune.sources.config.read import Config, read_config, resolve_entry
from rune.sources.live.log import ServerLog
from rune.sources.live.status import Status
from rune.sources.live.types import LiveOptions, LiveTarget
from rune.text.escape import escape

#: opens one server: the live fetch, replaceable for tests of the run itself
Opener = Callable[[LiveTarget, LiveOptions], JsonObject]


@dataclass
class _Plan:
    """One selected entry and what this run does with it."""

    config: Config
    entry: ServerEntry
    server: str
    target: LiveTarget | None = None
    status: SourceState = SourceState.SCANNED
    detail: str = ""
    data: JsonObject | None = None
    secrets: list[str] = field(default_factory=list)
    #: True when some listings were read and one failed (the data is kept)
    partial: bool = False
    #: the server's stderr (stdio servers)
    log: ServerLog = field(default_factory=ServerLog)
    #: values the run added with --env: masked in what the server sends, whatever they look like
    extra_secrets: list[str] = field(default_factory=list)

    @property
    def source(self) -> Source:
        return entry_source(self.entry, self.config.path, self.server)


def run_config(
    request: ConfigRequest,
    live: LiveRequest,
    limits: Limits,
    pin: str | None = None,
    opener: Opener | None = None,
) -> ScanResult:
    """Scan the config(s) *request* names; see the module doc. The servers
    the *pin* file covers count as pinned for the posture checks."""
    if request.discover:
        from rune.sources.config.discover import discover_configs

        paths = discover_configs()
        if not paths:
            raise InputError("--discover found no MCP client config in the usual places")
        for line in _discovery_lines(paths):
            sys.stderr.write(line + "\n")
        configs, errors = _read_all([p for p, _ in paths], limits)
        label = f"{len(configs)} discovered config file(s)"
        launch = bool(request.servers) and not live.no_launch
    else:
        configs, errors = [read_config(request.config or "", limits)], []
        label = configs[0].label
        launch = not live.no_launch
    plans = _select(configs, list(request.servers), discovering=request.discover)
    context = PostureContext()
    if pin:
        context = PostureContext(pinned_servers(pin, [p.server for p in plans], limits))
    _prepare(plans, launch, extra_env(live))
    opts = live_options(live, limits)
    progress = Status.for_stderr(sum(1 for p in plans if p.target is not None))
    _open_all(plans, opts, max(1, live.jobs or 1), opener, progress)
    if live.server_log:
        write_logs(
            live.server_log,
            [
                (p.server, p.log)
                for p in plans
                if p.target is not None and p.target.transport == "stdio"
            ],
            [s for p in plans for s in p.secrets],
        )
    skips = tuple(n for plan in plans for n in _skips(plan, opts))
    result = ScanResult(config=label, errors=tuple(errors), not_scanned=skips)
    return _finish(plans, result, context, limits)


def _skips(plan: _Plan, opts: LiveOptions) -> list[NotScanned]:
    if plan.status != SourceState.SCANNED or plan.target is None:
        return []
    src = plan.source
    return [
        NotScanned(src.label, src.server, key, "--skip-listing")
        for key in sorted(opts.skip_listings)
    ]


def _discovery_lines(paths: Sequence[tuple[str, str]]) -> list[str]:
    lines = [f"rune: found {len(paths)} MCP client config file(s):"]
    lines += [f"  {escape(p)}  ({escape(client)})" for p, client in paths]
    return lines


def _read_all(paths: Sequence[str], limits: Limits) -> tuple[list[Config], list[str]]:
    """Read every discovered config; a file with no server map is skipped, an
    unreadable one is an error of the run."""
    configs: list[Config] = []
    errors: list[str] = []
    for path in paths:
        try:
            configs.append(read_config(path, limits))
        except InputError as exc:
            if "no MCP server map found" in str(exc):
                continue
            errors.append(str(exc))
    return configs, errors


def _select(configs: Sequence[Config], wanted: list[str], discovering: bool) -> list[_Plan]:
    plans: list[_Plan] = []
    used: set[str] = set()
    for cfg in configs:
        for entry in cfg.entries:
            server = entry.name
            if server in used:  # the same name in two discovered files
                server = f"{entry.name}@{cfg.label}"
            used.add(server)
            plans.append(_Plan(cfg, entry, server))
    if not plans:
        where = configs[0].label if len(configs) == 1 else "the discovered configs"
        raise InputError(
            f"config {where}: declares no servers, so there is nothing to audit"
            if len(configs) == 1
            else f"{where} declare no servers, so there is nothing to audit"
        )
    if not wanted:
        return plans
    names = {p.server for p in plans} | {p.entry.name for p in plans}
    unknown = [w for w in dict.fromkeys(wanted) if w not in names]
    if unknown:
        known = ", ".join(escape(p.server) for p in plans[:20])
        more = ", ..." if len(plans) > 20 else ""
        raise UsageError(
            f"--server {escape(unknown[0])!r}: no such server in "
            f"{'the discovered configs' if discovering else configs[0].label} "
            f"(it declares: {known}{more})"
        )
    keep = set(wanted)
    return [p for p in plans if p.server in keep or p.entry.name in keep]


def _prepare(plans: Sequence[_Plan], launch: bool, extra: dict[str, str] | None = None) -> None:
    """Decide each plan's fate before anything is opened: disabled, unreadable,
    not opened, or a resolved target to open. *extra* (``--env``) is added to
    every stdio server's environment."""
    for plan in plans:
        e = plan.entry
        if e.disabled:
            plan.status, plan.detail = SourceState.DISABLED, "disabled in the config"
        elif e.error is not None:
            plan.status, plan.detail = SourceState.FAILED, e.error
        elif e.skip is not None:
            plan.status, plan.detail = SourceState.NOT_OPENED, e.skip
        elif not launch:
            plan.status = SourceState.NOT_OPENED
            plan.detail = "--no-launch given, so only the config entry was checked"
        else:
            try:
                plan.target = resolve_entry(e, plan.config.path)
            except InputError as exc:
                plan.status, plan.detail = SourceState.FAILED, str(exc)
                plan.entry = _unreadable(e)
                continue
            if extra and plan.target.transport == "stdio":
                from rune.record import replace

                plan.target = replace(plan.target, env={**(plan.target.env or {}), **extra})
                plan.extra_secrets = list(extra.values())


def _unreadable(e: ServerEntry) -> ServerEntry:
    """The entry as an unreadable one (heading and source show it so)."""
    from rune.record import replace

    return replace(e, transport=None)


def _open_all(
    plans: Sequence[_Plan],
    opts: LiveOptions,
    jobs: int,
    opener: Opener | None,
    status: Status | None = None,
) -> None:
    todo = [p for p in plans if p.target is not None]
    status = status or Status(None, len(todo))
    if jobs <= 1 or len(todo) <= 1:
        for p in todo:
            _open_one(p, opts, opener, status)
        return
    with ThreadPoolExecutor(max_workers=min(jobs, len(todo)), thread_name_prefix="rune") as pool:
        for fut in [pool.submit(_open_one, p, opts, opener, status) for p in todo]:
            fut.result()


def _open_one(
    plan: _Plan, opts: LiveOptions, opener: Opener | None, status: Status | None = None
) -> None:
    from rune.sources.live import fetch as live_fetch
    from rune.sources.live import types as live

    target = plan.target
    if target is None:
        return
    secrets = list(live.target_secrets(target))
    if status is not None:
        status.start(plan.server)
    try:
        if opener is not None:
            plan.data = opener(target, opts)
        else:
            plan.data = live_fetch(target, opts, plan.log)
    except live.LivePartialError as exc:
        plan.data = exc.data
        plan.status = SourceState.FAILED
        plan.detail = live.scrub(exc.reason, secrets) + tail_text(exc.details)
        plan.partial = True
    except RuneError as exc:
        reason = getattr(exc, "reason", None)
        plan.status, plan.detail = SourceState.FAILED, live.scrub(str(reason or exc), secrets)
        plan.detail += tail_text(getattr(exc, "details", ()))
    except Exception as exc:  # never let one server's surprise end the audit
        plan.status = SourceState.FAILED
        plan.detail = live.scrub(f"unexpected {type(exc).__name__} while opening it", secrets)
    plan.secrets = secrets
    if status is not None:
        status.end(plan.server, plan.status, plan.data)


def _finish(
    plans: Sequence[_Plan], result: ScanResult, context: PostureContext, limits: Limits
) -> ScanResult:
    from rune.redact import mask_secrets
    from rune.sources.live import types as live
    from rune.sources.live.types import sensitive_values
    from rune.sources.manifest import document_from_data

    docs: list[Document] = []
    for plan in plans:
        if plan.data is not None:
            try:
                hidden = [*sensitive_values(plan.target), *plan.extra_secrets]
                data = mask_secrets(plan.data, hidden)
                docs.append(document_from_data(data, plan.source, limits=limits))
            except RuneError as exc:
                plan.status = SourceState.FAILED
                plan.detail = live.scrub(str(exc), plan.secrets)
                plan.data = None
    kept, findings, omitted = _scan(plans, docs, limits)
    findings += _posture(plans, kept, context)
    sources = []
    errors = list(result.errors)
    for plan in plans:
        src = plan.source
        sources.append(SourceStatus(src.label, src.server, src.transport, plan.status, plan.detail))
        if plan.status == SourceState.FAILED:
            errors.append(f"{escape(plan.server)}: {escape(plan.detail)}")
    return replace(
        result,
        documents=tuple(kept),
        findings=tuple(findings),
        omitted=omitted,
        sources=tuple(sources),
        errors=tuple(errors),
    )


def _scan(
    plans: Sequence[_Plan], docs: list[Document], limits: Limits
) -> tuple[list[Document], list[Finding], int]:
    """Run the rules over every document; a server whose metadata breaks a
    documented bound fails on its own and the others are scanned without it.
    Returns the documents scanned, their findings and how many were omitted."""
    from rune import engine

    stats = engine.EngineStats()
    try:
        return docs, engine.scan_documents(docs, limits=limits, stats=stats), stats.omitted
    except LimitError:
        pass
    by_source = {p.source: p for p in plans}
    kept: list[Document] = []
    for doc in docs:
        try:
            engine.scan_documents([doc], limits=limits)
        except LimitError as exc:
            plan = by_source[doc.source]
            plan.status, plan.detail = SourceState.FAILED, str(exc)
            continue
        kept.append(doc)
    stats = engine.EngineStats()
    return kept, engine.scan_documents(kept, limits=limits, stats=stats), stats.omitted


def _posture(
    plans: Sequence[_Plan], docs: Sequence[Document], context: PostureContext
) -> list[Finding]:
    """Posture findings of every selected, enabled entry, attached to the
    server entity the live scan produced when there is one."""
    live_servers = {
        e.source: e for d in docs for e in d.entities if e.kind is EntityKind.SERVER and not e.path
    }
    out: list[Finding] = []
    for plan in plans:
        if plan.entry.disabled:
            continue
        source = plan.source
        entity = live_servers.get(source) or posture_entity(plan.entry, source)
        out.extend(check_entry(plan.entry, entity, plan.config.path, context))
    return out
