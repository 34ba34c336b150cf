"""The command-line options of live scans and of a run's rule selection.

``--env``, ``--server-log``, ``--skip-listing``, ``--write-manifest``,
``--client-info``, ``--cloak-check`` and ``--disable`` live here, with their
usage checks and the single-server live scan that uses them, so the CLI
module keeps its pipeline shape.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import TYPE_CHECKING, Any

from rune.errors import RuneError, UsageError
from rune.limits import Limits
from rune.model import Document, Entity, EntityKind, Finding, ScanResult, Source

if TYPE_CHECKING:
    from rune.sources.live import types as live_mod
    from rune.sources.live.log import ServerLog

#: --skip-listing names, with the manifest key each stands for
LISTING_NAMES: dict[str, str] = {
    "tools": "tools",
    "prompts": "prompts",
    "resources": "resources",
    "templates": "resourceTemplates",
    "resourceTemplates": "resourceTemplates",
}
#: the identity --cloak-check compares rune's own against, unless --client-info names one
COMMON_CLIENT = ("claude-ai", "0.1.0")


EPILOG = """examples:
  rune mcp/github.json                          scan a captured manifest
  rune --stdio npx -y @modelcontextprotocol/server-memory
                                                start a server and scan what it lists
  rune --env GITHUB_TOKEN --write-manifest mcp/github.json --stdio uvx some-server
                                                capture a server's listing to commit
  rune --http https://mcp.example.com/mcp --header 'Authorization: Bearer ...'
  rune --config .vscode/mcp.json                every server of a client config
  rune --config .mcp.json --no-launch           audit the config only, start nothing
  rune --write-pin mcp/github.pin.json mcp/github.json    then later: --pin
  rune --explain hidden-instructions

exit codes:
  0  nothing at or above --fail-on (default medium), no pin drift
  1  findings at or above --fail-on, pin drift, or a stale baseline with
     --fail-on-stale-baseline
  2  rune could not read or finish something (never a partial clean), or a
     usage error
"""


def client_info(text: str) -> tuple[str, str]:
    """``NAME/VERSION`` for ``--client-info``."""
    name, sep, version = text.rpartition("/")
    if not sep or not name.strip() or not version.strip() or any(ord(c) < 0x20 for c in text):
        raise argparse.ArgumentTypeError(f"not NAME/VERSION: {text[:60]!r}")
    return name.strip(), version.strip()


def add_arguments(parser: argparse.ArgumentParser, live: Any, out: Any) -> None:
    """The options of this module, in the CLI's groups."""
    live.add_argument(
        "--env",
        action="append",
        default=[],
        metavar="NAME[=VALUE]",
        help=(
            "with --stdio or --config, give the server one more variable: NAME from rune's "
            "environment, or NAME=VALUE (repeatable); values are never printed"
        ),
    )
    live.add_argument(
        "--server-log",
        metavar="FILE",
        help="with --stdio or --config, keep the servers' stderr (capped, masked) in FILE",
    )
    live.add_argument(
        "--skip-listing",
        action="append",
        default=[],
        choices=sorted(LISTING_NAMES),
        help="do not read this listing (repeatable); recorded in the report as not scanned",
    )
    live.add_argument(
        "--write-manifest",
        metavar="FILE",
        help="with --stdio, --http or --sse, save what the server listed as a manifest",
    )
    live.add_argument(
        "--client-info",
        type=client_info,
        metavar="NAME/VERSION",
        help="present this clientInfo and User-Agent (default: the neutral mcp/0.1.0)",
    )
    live.add_argument(
        "--cloak-check",
        action="store_true",
        help="list twice, as rune and as a common client; any difference is a finding",
    )
    parser.add_argument(
        "--disable",
        action="append",
        default=[],
        metavar="RULE",
        help="turn a rule off for this run (repeatable); recorded in JSON and SARIF",
    )
    out.add_argument(
        "--verbose",
        "-v",
        action="store_true",
        help="list every entity in the text report, clean ones too",
    )


# --- usage ---------------------------------------------------------------------------


def _live_mode(args: argparse.Namespace) -> bool:
    return args.stdio is not None or bool(args.http or args.sse)


def _config_mode(args: argparse.Namespace) -> bool:
    return bool(args.config or args.discover)


def check_usage(args: argparse.Namespace) -> None:
    """Options that only mean something in one mode are errors elsewhere."""
    launching = _live_mode(args) or (_config_mode(args) and not args.no_launch)
    if args.jobs is not None and not _config_mode(args):
        raise UsageError("--jobs opens the servers of a --config run in parallel")
    if args.no_launch and not _config_mode(args):
        raise UsageError("--no-launch applies to --config and --discover runs")
    for flag, given in (
        ("--timeout", args.timeout is not None),
        ("--protocol", args.protocol is not None),
        ("--trust-env", args.trust_env),
        ("--skip-listing", bool(args.skip_listing)),
        ("--client-info", args.client_info is not None),
        ("--cloak-check", args.cloak_check),
    ):
        if given and not launching:
            raise UsageError(f"{flag} shapes a live scan (--stdio, --http, --sse or --config)")
    stdio_like = args.stdio is not None or (_config_mode(args) and not args.no_launch)
    for flag, given in (("--env", bool(args.env)), ("--server-log", bool(args.server_log))):
        if given and not stdio_like:
            raise UsageError(f"{flag} applies to servers rune starts (--stdio or --config)")
    if args.write_manifest and not _live_mode(args):
        raise UsageError(
            "--write-manifest saves what one live server (--stdio, --http, --sse) lists"
        )
    if args.cloak_check and _config_mode(args):
        raise UsageError(
            "--cloak-check compares two listings of one server (--stdio, --http, --sse)"
        )
    if args.env:
        from rune.sources.live.env import parse_env

        parse_env(args.env)
    _check_paths(args)
    for rule in args.disable:
        from rune.docs import unknown_rule
        from rune.rules import RULES_BY_ID

        if rule not in RULES_BY_ID:
            raise unknown_rule(rule, "--disable")


def _check_paths(args: argparse.Namespace) -> None:
    """The output checks of --write-manifest and --server-log are the CLI's
    (``_check_outputs``); here only that they are two different files."""
    if args.write_manifest and args.server_log:
        same = os.path.realpath(args.write_manifest) == os.path.realpath(args.server_log)
        if same:
            raise UsageError("--write-manifest and --server-log name the same file")


def timeout_of(args: argparse.Namespace) -> float:
    return float(args.timeout) if args.timeout is not None else 20.0


def live_options(args: argparse.Namespace, limits: Limits) -> live_mod.LiveOptions:
    from rune.sources.live import types as live

    return live.LiveOptions(
        timeout=timeout_of(args),
        protocol=args.protocol or "auto",
        max_pages=limits.max_pages,
        max_items=limits.max_entities,
        trust_env=args.trust_env,
        skip_listings=frozenset(LISTING_NAMES[n] for n in args.skip_listing),
        client_info=args.client_info,
    )


def extra_env(args: argparse.Namespace) -> dict[str, str]:
    from rune.sources.live.env import parse_env

    return parse_env(args.env)


# --- the single-server live scan ----------------------------------------------------


def _secrets(target: live_mod.LiveTarget, extra: dict[str, str]) -> list[str]:
    """What to take back out of what the server sends: the run's redaction
    mechanism's values, plus every ``--env`` value, whatever it looks like."""
    from rune.sources.live.env import proxy_secrets
    from rune.sources.live.types import sensitive_values

    return [*sensitive_values(target), *extra.values(), *proxy_secrets()]


def live_document(args: argparse.Namespace, limits: Limits, result: ScanResult) -> list[Finding]:
    """Open one live server (--stdio, --http, --sse) and add its Document and
    source to *result*. A partial listing adds what was read and a failed
    source. Returns the findings of ``--cloak-check`` (added after the scan)."""
    from rune.model import SourceStatus
    from rune.redact import mask_secrets
    from rune.sources.live import fetch as live_fetch
    from rune.sources.live import types as live
    from rune.sources.live.log import ServerLog
    from rune.sources.manifest import document_from_data

    target, source, extra = _target(args)
    options = live_options(args, limits)
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
        if args.cloak_check and partial is None:
            cloaked = cloak_check(target, options, data, doc, secrets)
    finally:
        _write_log(
            args.server_log, [(describe_source(source), log)], [*secrets, *target_secrets(target)]
        )
    result.documents.append(doc)
    _record_skips(args, source, result)
    status = "failed" if partial is not None else "scanned"
    detail = partial.reason if partial is not None else ""
    result.sources.append(
        SourceStatus(source.label, source.server, source.transport, status, detail)
    )
    if partial is not None:
        result.errors.append(partial.reason + tail_text(partial.details))
        if args.write_manifest:
            notice(
                f"rune: {args.write_manifest} was not written, since a listing failed "
                "(a capture must hold everything the server lists)"
            )
    elif args.write_manifest:
        write_manifest(args.write_manifest, data)
        notice(f"rune: wrote what the server listed to {args.write_manifest}")
    return cloaked


def tail_text(details: tuple[str, ...]) -> str:
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


def _target(args: argparse.Namespace) -> tuple[live_mod.LiveTarget, Source, dict[str, str]]:
    from dataclasses import replace

    from rune.cli import _live_target

    target, source = _live_target(args)
    extra = extra_env(args) if args.stdio is not None else {}
    if extra:
        target = replace(target, env={**(target.env or {}), **extra})
    return target, source, extra


def _record_skips(args: argparse.Namespace, source: Source, result: ScanResult) -> None:
    for name in dict.fromkeys(LISTING_NAMES[n] for n in args.skip_listing):
        result.not_scanned.append(
            {
                "source": source.label,
                "server": source.server,
                "listing": name,
                "reason": "--skip-listing",
            }
        )


def write_manifest(path: str, data: dict[str, Any]) -> None:
    """Save a live listing as one manifest rune reads back (keys in manifest order)."""
    from rune.cli import write_atomic

    keys = ("serverInfo", "instructions", "tools", "prompts", "resources", "resourceTemplates")
    doc = {k: data[k] for k in keys if k in data and data[k] is not None}
    write_atomic(path, json.dumps(doc, indent=2, ensure_ascii=False) + "\n")


def _write_log(path: str | None, logs: list[tuple[str, ServerLog]], secrets: list[str]) -> None:
    if not path:
        return
    from rune.cli import write_atomic

    parts = []
    for name, log in logs:
        if len(logs) > 1:
            parts.append(f"===== {name} =====\n")
        parts.append(log.text(secrets) or "[rune: the server wrote nothing to stderr]\n")
    try:
        write_atomic(path, "".join(parts))
    except OSError as exc:
        raise RuneError(f"cannot write {path}: {exc.strerror or 'I/O error'}") from None


def write_logs(path: str | None, logs: list[tuple[str, ServerLog]], secrets: list[str]) -> None:
    """``--server-log`` of a config run: every started server's log, one after another."""
    _write_log(path, logs, secrets)


# --- cloak check -------------------------------------------------------------------------


def cloak_check(
    target: live_mod.LiveTarget,
    options: live_mod.LiveOptions,
    seen: dict[str, Any],
    doc: Document,
    secrets: list[str],
) -> list[Finding]:
    """List the server again as rune, compare with what the other identity was
    shown, and turn every difference into a ``cloaking`` finding."""
    from dataclasses import replace

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


def print_details(lines: list[str] | tuple[str, ...]) -> None:
    """The tail of a server's stderr after the error line."""
    if not lines:
        return
    sys.stderr.write("rune: the server's stderr ended with:\n")
    for line in lines:
        sys.stderr.write(f"  | {line}\n")
    sys.stderr.flush()


def apply_disable(result: ScanResult, args: argparse.Namespace) -> ScanResult:
    """Drop the findings of every ``--disable`` rule and record which were off."""
    disabled = list(dict.fromkeys(getattr(args, "disable", []) or []))
    if disabled:
        off = set(disabled)
        result.findings = [f for f in result.findings if f.rule not in off]
        result.disabled_rules = disabled
    return result
