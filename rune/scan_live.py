"""The single-server live scan (``--stdio``, ``--http``, ``--sse``) and the
live options every scan that opens servers shares.

A partial listing adds what was read and a failed source; ``--cloak-check``
lists the server a second time as rune and turns every difference into a
``cloaking`` finding; ``--write-manifest`` saves a complete listing and
``--server-log`` the servers' stderr.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from rune.errors import RuneError, UsageError
from rune.jsonvalue import JsonObject
from rune.limits import Limits
from rune.model import (
    Document,
    Entity,
    EntityKind,
    Finding,
    NotScanned,
    ScanResult,
    Source,
    SourceKind,
    SourceState,
    SourceStatus,
)
from rune.record import replace
from rune.requests import LISTING_NAMES as LISTING_NAMES
from rune.requests import LiveRequest as LiveRequest

if TYPE_CHECKING:
    from rune.sources.live import types as live_mod
    from rune.sources.live.log import ServerLog

#: budget per server when the run names none, in seconds
DEFAULT_TIMEOUT = 20.0


def parse_headers(values: Sequence[str]) -> dict[str, str]:
    """``Name: value`` pairs. An error never quotes the argument: a mistyped
    header is usually a token with its colon missing."""
    headers: dict[str, str] = {}
    for n, item in enumerate(values, 1):
        name, sep, value = item.partition(":")
        name = name.strip()
        if not sep or not name or any(c.isspace() or ord(c) < 0x21 for c in name):
            raise UsageError(
                f"--header number {n} is not of the form 'Name: value' "
                "(its text is not shown, since it may hold a credential)"
            )
        headers[name] = value.strip()
    return headers


def live_target(request: LiveRequest) -> tuple[live_mod.LiveTarget, Source]:
    """The one server of a single-server live run, and its source."""
    from rune.sources.live import types as live

    if request.stdio is not None:
        cmd, *rest = request.stdio
        target = live.LiveTarget(transport="stdio", command=cmd, args=tuple(rest))
        label = os.path.basename(cmd) or cmd
        return target, Source(label=f"stdio:{label}", kind=SourceKind.STDIO, transport="stdio")
    url = request.http or request.sse or ""
    transport: live.Transport = "http" if request.http else "sse"
    target = live.LiveTarget(transport=transport, url=url, headers=parse_headers(request.headers))
    return target, Source(
        label=live.redact_url(url), kind=SourceKind(transport), transport=transport
    )


def live_options(request: LiveRequest, limits: Limits) -> live_mod.LiveOptions:
    from rune.sources.live import types as live

    return live.LiveOptions(
        timeout=float(request.timeout) if request.timeout is not None else DEFAULT_TIMEOUT,
        protocol=request.protocol or "auto",
        max_pages=limits.max_pages,
        max_items=limits.max_entities,
        trust_env=request.trust_env,
        skip_listings=frozenset(LISTING_NAMES[n] for n in request.skip_listing),
        client_info=request.client_info,
    )


def extra_env(request: LiveRequest) -> dict[str, str]:
    """The ``--env`` variables, resolved (``{}`` when none are given)."""
    if not request.env:
        return {}
    from rune.sources.live.env import parse_env

    return parse_env(list(request.env))


# --- the single-server live scan ----------------------------------------------------


def _secrets(target: live_mod.LiveTarget, extra: dict[str, str]) -> list[str]:
    """What to take back out of what the server sends: the run's redaction
    mechanism's values, plus every ``--env`` value, whatever it looks like."""
    from rune.sources.live.env import proxy_secrets
    from rune.sources.live.types import sensitive_values

    return [*sensitive_values(target), *extra.values(), *proxy_secrets()]


def live_document(request: LiveRequest, limits: Limits) -> tuple[ScanResult, list[Finding]]:
    """Open one live server: a result holding its Document and source (not yet
    scanned), and the findings of ``--cloak-check`` (added after the scan)."""
    from rune.redact import mask_secrets
    from rune.sources.live import fetch as live_fetch
    from rune.sources.live import types as live
    from rune.sources.live.log import ServerLog
    from rune.sources.manifest import document_from_data

    target, source, extra = _target(request)
    options = live_options(request, limits)
    log = ServerLog()
    secrets = _secrets(target, extra)
    partial: live.LivePartialError | None = None
    cloaked: list[Finding] = []
    try:
        try:
            data = live_fetch(target, options, log)
        except live.LivePartialError as exc:
            partial, data = exc, exc.data
        data = mask_secrets(data, secrets)
        doc = document_from_data(data, source, limits=limits)
        if request.cloak_check and partial is None:
            cloaked = cloak_check(target, options, data, doc, secrets)
    finally:
        write_logs(
            request.server_log,
            [(describe_source(source), log)],
            [*secrets, *target_secrets(target)],
        )
    status = SourceState.FAILED if partial is not None else SourceState.SCANNED
    detail = partial.reason if partial is not None else ""
    result = ScanResult(
        documents=(doc,),
        sources=(SourceStatus(source.label, source.server, source.transport, status, detail),),
        errors=(partial.reason + tail_text(partial.details),) if partial is not None else (),
        not_scanned=_skips(request, source),
    )
    if partial is not None:
        if request.write_manifest:
            notice(
                f"rune: {request.write_manifest} was not written, since a listing failed "
                "(a capture must hold everything the server lists)"
            )
    elif request.write_manifest:
        write_manifest(request.write_manifest, data)
        notice(f"rune: wrote what the server listed to {request.write_manifest}")
    return result, cloaked


def tail_text(details: Sequence[str]) -> str:
    """The stderr tail appended to a one-line reason."""
    return f" (the server's stderr ended with: {' | '.join(details)})" if details else ""


def notice(line: str) -> None:
    from rune.text.escape import escape

    sys.stderr.write(escape(line) + "\n")
    sys.stderr.flush()


def target_secrets(target: live_mod.LiveTarget) -> list[str]:
    from rune.sources.live import types as live

    return list(live.target_secrets(target))


def describe_source(source: Source) -> str:
    return source.server or source.label


def _target(request: LiveRequest) -> tuple[live_mod.LiveTarget, Source, dict[str, str]]:
    target, source = live_target(request)
    extra = extra_env(request) if request.stdio is not None else {}
    if extra:
        target = replace(target, env={**(target.env or {}), **extra})
    return target, source, extra


def _skips(request: LiveRequest, source: Source) -> tuple[NotScanned, ...]:
    return tuple(
        NotScanned(source.label, source.server, name, "--skip-listing")
        for name in dict.fromkeys(LISTING_NAMES[n] for n in request.skip_listing)
    )


def write_manifest(path: str, data: JsonObject) -> None:
    """Save a live listing as one manifest rune reads back (keys in manifest order)."""
    from rune.output import write_text

    keys = ("serverInfo", "instructions", "tools", "prompts", "resources", "resourceTemplates")
    doc = {k: data[k] for k in keys if k in data and data[k] is not None}
    write_text(path, [json.dumps(doc, indent=2, ensure_ascii=False) + "\n"], "")


def write_logs(path: str | None, logs: list[tuple[str, ServerLog]], secrets: list[str]) -> None:
    """``--server-log``: every started server's stderr (capped, masked), one after another."""
    if not path:
        return
    from rune.output import write_text

    parts = []
    for name, log in logs:
        if len(logs) > 1:
            parts.append(f"===== {name} =====\n")
        parts.append(log.text(secrets) or "[rune: the server wrote nothing to stderr]\n")
    try:
        write_text(path, ["".join(parts)], "")
    except OSError as exc:
        raise RuneError(f"cannot write {path}: {exc.strerror or 'I/O error'}") from None


# --- cloak check -------------------------------------------------------------------------


def cloak_check(
    target: live_mod.LiveTarget,
    options: live_mod.LiveOptions,
    seen: JsonObject,
    doc: Document,
    secrets: list[str],
) -> list[Finding]:
    """List the server again as rune, compare with what the other identity was
    shown, and turn every difference into a ``cloaking`` finding."""
    from rune.redact import mask_secrets
    from rune.rules import RULES_BY_ID
    from rune.rules.cloaking import Cloaking
    from rune.sources.live import fetch as live_fetch
    from rune.sources.live.types import RUNE_CLIENT_INFO

    rune_options = replace(
        options, client_info=(RUNE_CLIENT_INFO["name"], RUNE_CLIENT_INFO["version"])
    )
    as_rune = mask_secrets(live_fetch(target, rune_options), secrets)
    rule = RULES_BY_ID["cloaking"]
    if not isinstance(rule, Cloaking):  # never: the registry holds the one instance
        raise RuneError("the cloaking rule is not registered")
    presented = options.client_info or ("mcp", "0.1.0")
    findings = []
    for d in rule.compare(as_rune, seen):
        entity = _entity_for(doc, d.key, d.name)
        who = f"'{presented[0]}/{presented[1]}'"
        what = "the server's own fields" if not d.key else f"{d.key[:-1]} {d.name!r}"
        if d.change == "only-first":
            how = f"only rune is shown {what}; a client named {who} is not"
        elif d.change == "only-second":
            how = f"a client named {who} is shown {what}; rune is not"
        else:
            how = f"{what} differs between rune and a client named {who}"
        findings.append(
            Finding(
                rule=rule.id,
                severity=rule.severity,
                entity=entity,
                path=("name",) if d.key else (),
                is_key=False,
                offset=0,
                matched=d.name,
                message=f"{how}: the server answers according to who asks",
                excerpt="\n".join(d.diff),
            )
        )
    return findings


def _entity_for(doc: Document, key: str, name: str) -> Entity:
    """The entity a difference is about, or the server when only rune saw it."""
    kinds = {k.plural: k for k in EntityKind}
    kind = kinds.get(key, EntityKind.SERVER)
    for e in doc.entities:
        if e.kind is kind and (kind is EntityKind.SERVER or e.name == name):
            return e
    for e in doc.entities:
        if e.kind is EntityKind.SERVER and not e.path:
            return e
    return Entity(EntityKind.SERVER, None, "server", doc.source, (), {})
