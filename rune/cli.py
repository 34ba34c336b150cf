"""Command line: parse -> collect documents -> scan -> baseline/pin -> render -> exit code.

Every operational failure is a :class:`~rune.errors.RuneError`, printed as one
line (``rune: ...``) with exit code 2. A crash is a bug, never exit 1: an
unexpected exception is also exit 2, with a one-line message that quotes no
input (and a traceback only with ``RUNE_DEBUG=1``).
"""

from __future__ import annotations

import argparse
import contextlib
import math
import os
import sys
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from rune import __version__, cli_live
from rune.errors import RuneError, UsageError
from rune.limits import Limits
from rune.model import Finding, ScanResult, Severity, Source

if TYPE_CHECKING:
    from rune.sources.live import types as live_mod

EXIT_CLEAN = 0
EXIT_FINDINGS = 1
EXIT_ERROR = 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(f"rune: {message} (see rune --help)\n")
        raise SystemExit(EXIT_ERROR)


def _positive_float(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not math.isfinite(v) or v <= 0:
        raise argparse.ArgumentTypeError(f"must be a positive finite number: {text!r}")
    return v


def _positive_int(text: str) -> int:
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if v <= 0:
        raise argparse.ArgumentTypeError(f"must be positive: {text!r}")
    return v


#: overridable bounds: flag, Limits field, metavar, help
LIMIT_FLAGS: tuple[tuple[str, str, str, str], ...] = (
    ("--max-file-size", "max_file_bytes", "BYTES", "largest input file"),
    ("--max-depth", "max_depth", "N", "deepest JSON nesting"),
    ("--max-items", "max_entities", "N", "most entities per document"),
    ("--max-string", "max_string", "CHARS", "longest string scanned"),
    ("--max-findings", "max_findings", "N", "most findings kept per run"),
    ("--max-pages", "max_pages", "N", "most pages per live listing"),
)


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="rune",
        description=(
            "Scan MCP server metadata (tools, prompts, resources, templates, server "
            "instructions) for hidden instructions; pin it against later changes; "
            "audit MCP client configs."
        ),
        epilog=cli_live.EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    src = p.add_argument_group("what to scan")
    src.add_argument("paths", nargs="*", metavar="PATH", help="manifest file(s); - reads stdin")
    src.add_argument(
        "--manifest",
        action="append",
        default=[],
        metavar="FILE",
        help="a saved manifest or captured listing (repeatable)",
    )
    src.add_argument(
        "--skill",
        action="append",
        default=[],
        metavar="PATH",
        help="an Agent Skill: its folder or its SKILL.md (repeatable)",
    )
    src.add_argument(
        "--instructions",
        action="append",
        default=[],
        metavar="FILE",
        help="an agent instruction file (AGENTS.md, .cursorrules, ...), whatever its name "
        "(repeatable)",
    )
    src.add_argument(
        "--stdio",
        nargs=argparse.REMAINDER,
        metavar="CMD",
        help="launch a stdio server: everything after --stdio is the command",
    )
    src.add_argument("--http", metavar="URL", help="a Streamable HTTP endpoint")
    src.add_argument("--sse", metavar="URL", help="a legacy HTTP+SSE endpoint")
    src.add_argument(
        "--config", metavar="FILE", help="an MCP client config: scan every server in it"
    )
    src.add_argument(
        "--server",
        action="append",
        default=[],
        metavar="NAME",
        help="with --config, only this entry (repeatable)",
    )
    src.add_argument(
        "--discover",
        action="store_true",
        help="find and audit the client configs in the usual places",
    )
    live = p.add_argument_group("live scans")
    live.add_argument(
        "--header",
        action="append",
        default=[],
        metavar="'Name: value'",
        help="HTTP header for --http/--sse (repeatable); never printed",
    )
    live.add_argument(
        "--timeout",
        type=_positive_float,
        default=None,
        metavar="SECONDS",
        help="budget per server for connect, handshake and every page (default 20)",
    )
    live.add_argument(
        "--protocol",
        choices=("auto", "legacy", "modern"),
        default=None,
        help="protocol era: probe (auto), initialize only, or server/discover only",
    )
    live.add_argument(
        "--jobs",
        type=_positive_int,
        default=None,
        metavar="N",
        help="with --config, open up to N servers at once (same report)",
    )
    live.add_argument(
        "--no-launch",
        action="store_true",
        help="with --config, run posture checks only: start and contact nothing",
    )
    live.add_argument(
        "--trust-env",
        action="store_true",
        help="honour proxy and .netrc settings from the environment",
    )
    out = p.add_argument_group("output")
    cli_live.add_arguments(p, live, out)
    fmt = out.add_mutually_exclusive_group()
    fmt.add_argument("--json", action="store_true", help="rune's JSON report (version 1)")
    fmt.add_argument("--sarif", action="store_true", help="SARIF 2.1.0 for code scanning")
    out.add_argument("--output", "-o", metavar="FILE", help="write the report to FILE")
    out.add_argument(
        "--sarif-artifact",
        metavar="PATH",
        help="SARIF location for results with no file (stdin, live servers)",
    )
    out.add_argument("--sarif-category", metavar="NAME", help="SARIF automationDetails id")
    out.add_argument("--no-color", action="store_true", help="no colour even on a terminal")
    out.add_argument(
        "--fail-on",
        choices=("low", "medium", "high"),
        default="medium",
        help="exit 1 on findings at or above this severity (default medium)",
    )
    gate = p.add_argument_group("baseline and pin")
    gate.add_argument("--baseline", metavar="FILE", help="accept the findings recorded in FILE")
    gate.add_argument("--write-baseline", metavar="FILE", help="record this run's findings")
    gate.add_argument(
        "--fail-on-stale-baseline",
        action="store_true",
        help="exit 1 when a baseline entry matched nothing",
    )
    gate.add_argument("--pin", metavar="FILE", help="exit 1 if metadata differs from FILE")
    gate.add_argument("--write-pin", metavar="FILE", help="record digests of this run's metadata")
    gate.add_argument(
        "--show-diff",
        action="store_true",
        help="with --pin, show a diff of changed text when the pinned text is at hand",
    )
    gate.add_argument(
        "--pin-source",
        metavar="FILE",
        help="with --show-diff, a manifest holding the pinned metadata",
    )
    lim = p.add_argument_group("limits")
    defaults = Limits()
    for flag, field, metavar, what in LIMIT_FLAGS:
        default = getattr(defaults, field)
        lim.add_argument(
            flag,
            dest=field,
            type=_positive_int,
            default=default,
            metavar=metavar,
            help=f"{what} (default {default})",
        )
    info = p.add_argument_group("information")
    out.add_argument(
        "--capabilities",
        action="store_true",
        help="after the text report, list what each tool can do (always in --json)",
    )
    info.add_argument("--list-rules", action="store_true", help="list every rule")
    info.add_argument("--explain", metavar="RULE", help="print one rule's documentation")
    info.add_argument("--version", action="version", version=f"rune {__version__}")
    return p


def limits_from(args: argparse.Namespace) -> Limits:
    return Limits(**{field: getattr(args, field) for _, field, _, _ in LIMIT_FLAGS})


# --- collecting documents -------------------------------------------------------


def _manifest_paths(args: argparse.Namespace) -> list[str]:
    return list(args.manifest) + list(args.paths)


def _file_inputs(args: argparse.Namespace) -> list[str]:
    """Every file or folder the run reads offline: manifests and agent files."""
    return _manifest_paths(args) + list(args.skill) + list(args.instructions)


def _check_usage(args: argparse.Namespace) -> None:
    modes = [
        bool(_file_inputs(args)),
        args.stdio is not None,
        bool(args.http),
        bool(args.sse),
        bool(args.config),
        bool(args.discover),
    ]
    if sum(modes) == 0:
        raise UsageError(
            "nothing to scan: give a manifest, an agent file, --stdio, --http, --sse or --config"
        )
    if sum(modes) > 1:
        raise UsageError(
            "scan one kind of source per run: manifests, --stdio, --http, --sse or --config"
        )
    paths = _manifest_paths(args)
    if "-" in paths and len(paths) > 1:
        raise UsageError("- reads one stream from stdin, so it cannot be one of several manifests")
    if args.stdio is not None and not args.stdio:
        raise UsageError("--stdio needs a command to run")
    if args.server and not (args.config or args.discover):
        raise UsageError("--server narrows a --config run")
    if args.header and not (args.http or args.sse):
        raise UsageError("--header applies to --http and --sse")
    judging = [n for n, v in (("--baseline", args.baseline), ("--pin", args.pin)) if v]
    writing = [
        n
        for n, v in (("--write-baseline", args.write_baseline), ("--write-pin", args.write_pin))
        if v
    ]
    if judging and writing:
        raise UsageError(
            f"{judging[0]} judges a scan and {writing[0]} records one: use them in separate runs "
            "(writing a baseline and a pin together is fine)"
        )
    if args.fail_on_stale_baseline and not args.baseline:
        raise UsageError("--fail-on-stale-baseline needs --baseline")
    _check_outputs(args)
    if args.pin_source and not args.show_diff:
        raise UsageError("--pin-source feeds --show-diff")
    if (args.sarif_artifact or args.sarif_category) and not args.sarif:
        raise UsageError("--sarif-artifact and --sarif-category shape --sarif output")
    if args.show_diff and not args.pin:
        raise UsageError("--show-diff needs --pin")
    if args.capabilities and args.sarif:
        raise UsageError("--capabilities adds to the text report (--json always carries them)")
    cli_live.check_usage(args)


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


def _live_target(args: argparse.Namespace) -> tuple[live_mod.LiveTarget, Source]:
    from rune.sources.live import types as live

    if args.stdio is not None:
        cmd, *rest = args.stdio
        target = live.LiveTarget(transport="stdio", command=cmd, args=tuple(rest))
        label = os.path.basename(cmd) or cmd
        return target, Source(label=f"stdio:{label}", kind="stdio", transport="stdio")
    url = args.http or args.sse
    transport: live.Transport = "http" if args.http else "sse"
    target = live.LiveTarget(transport=transport, url=url, headers=parse_headers(args.header))
    return target, Source(label=live.redact_url(url), kind=transport, transport=transport)


def _check_outputs(args: argparse.Namespace) -> None:
    """Refuse, before scanning, output paths that cannot be written or that
    would overwrite an input."""
    inputs = {os.path.realpath(p) for p in _file_inputs(args) if p != "-"}
    if args.config:
        inputs.add(os.path.realpath(args.config))
    for flag, path in (
        ("--output", args.output),
        ("--write-baseline", args.write_baseline),
        ("--write-pin", args.write_pin),
        ("--write-manifest", args.write_manifest),
        ("--server-log", args.server_log),
    ):
        if not path:
            continue
        real = os.path.realpath(path)
        if real in inputs:
            raise UsageError(f"{flag} {path} is also an input of this run; write elsewhere")
        if os.path.isdir(real):
            raise UsageError(f"{flag} {path} is a directory; name a file")
        from rune.output import target_kind

        if target_kind(path) == "stream":
            continue  # a pipe or device is written through
        parent = os.path.dirname(real)
        if not os.path.isdir(parent):
            raise UsageError(f"{flag} {path}: the folder {parent} does not exist")
        if not os.access(parent, os.W_OK):
            raise UsageError(f"{flag} {path}: the folder {parent} is not writable")


def _config_run(args: argparse.Namespace, limits: Limits) -> ScanResult:
    """Scan every selected server of a client config (or of discovered configs)."""
    from rune.config_run import run_config

    return run_config(args, limits)


def collect(args: argparse.Namespace, limits: Limits) -> ScanResult:
    """Read every source the command line names and scan it."""
    from rune import engine
    from rune.model import SourceStatus
    from rune.sources.manifest import load_manifest

    if args.config or args.discover:
        return cli_live.apply_disable(_config_run(args, limits), args)
    result = ScanResult()
    extra: list[Finding] = []
    if args.stdio is not None or args.http or args.sse:
        extra = cli_live.live_document(args, limits, result)
    else:
        from rune.model import EntityKind
        from rune.sources import agent_files

        for path in args.manifest:
            result.documents.append(load_manifest(path, limits))
        for path in args.paths:
            if agent_files.is_agent_path(path):
                result.documents.append(agent_files.load_agent_file(path, limits=limits))
            else:
                result.documents.append(load_manifest(path, limits))
        for kind, paths in (
            (EntityKind.SKILL, args.skill),
            (EntityKind.INSTRUCTIONS, args.instructions),
        ):
            for path in paths:
                result.documents.append(agent_files.load_agent_file(path, kind, limits))
        for doc in result.documents:
            s = doc.source
            result.sources.append(SourceStatus(s.label, s.server, s.transport or s.kind, "scanned"))
    stats = engine.EngineStats()
    result.findings = engine.scan_documents(result.documents, limits=limits, stats=stats) + extra
    result.omitted = stats.omitted
    return cli_live.apply_disable(result, args)


# --- baseline, pin, rendering ----------------------------------------------------


def _apply_baseline(result: ScanResult, args: argparse.Namespace) -> list[str]:
    """Apply or write the baseline; returns notice lines for stderr."""
    if not (args.baseline or args.write_baseline):
        return []
    from rune.gates import baseline

    return baseline.handle(result, args)


def _apply_pin(result: ScanResult, args: argparse.Namespace) -> list[str]:
    """Check against or write the pin; returns notice lines for stderr."""
    if not (args.pin or args.write_pin):
        return []
    from rune.gates import pin

    return pin.handle(result, args)


def _render(result: ScanResult, args: argparse.Namespace, colour: bool) -> str | Iterable[str]:
    if args.json:
        from rune.report.json import render_json_chunks

        return render_json_chunks(result)
    if args.sarif:
        from rune.report.sarif import render_sarif_for_args

        return render_sarif_for_args(result, args)
    from rune.report.text import render_text

    text = render_text(result, colour=colour, verbose=args.verbose)
    if args.capabilities:
        from rune.report.capabilities import render_capabilities

        text += "\n" + render_capabilities(result)
    return text


def exit_code(result: ScanResult, args: argparse.Namespace) -> int:
    """The one place the exit code is decided. 2 wins over 1."""
    if result.errors or any(s.status == "failed" for s in result.sources):
        return EXIT_ERROR
    fail_on = Severity.parse(args.fail_on)
    # the baseline being written accepts this run's findings, as the next run with
    # --baseline will; a pin accepts none (it records digests), so --write-pin gates
    accepted = bool(args.write_baseline)
    if not accepted and any(f.severity >= fail_on for f in result.findings):
        return EXIT_FINDINGS
    if result.pin_drift:
        return EXIT_FINDINGS
    if args.fail_on_stale_baseline and result.stale_baseline:
        return EXIT_FINDINGS
    return EXIT_CLEAN


def _use_colour(args: argparse.Namespace) -> bool:
    if args.no_color or os.environ.get("NO_COLOR") or args.output:
        return False
    return sys.stdout is not None and sys.stdout.isatty()


def write_atomic(path: str, text: str | Iterable[str]) -> None:
    """Write *text* (a string or its chunks) to *path*: atomically for a file,
    through for a pipe or device."""
    from rune.output import write_text

    write_text(path, [text] if isinstance(text, str) else text, "")


def _emit(text: str | Iterable[str]) -> None:
    from rune.output import write_stdout

    write_stdout([text] if isinstance(text, str) else text)


def _err(line: str, multiline: bool = False) -> None:
    """One line on stderr (several for a notice block); server-controlled text
    in it can neither break the line nor drive the terminal."""
    from rune.redact import mask_registered
    from rune.text.escape import escape

    safe = mask_registered(escape(line, keep_newlines=multiline))
    with contextlib.suppress(OSError, ValueError, AttributeError):  # stderr itself closed
        sys.stderr.buffer.write((safe + "\n").encode("utf-8", "backslashreplace"))
        sys.stderr.flush()


def run(args: argparse.Namespace) -> int:
    if args.list_rules or args.explain:
        from rune.docs import explain, list_rules

        if args.explain:
            _emit(explain(args.explain))
        else:
            _emit(list_rules())
        return EXIT_CLEAN
    _check_usage(args)
    limits = limits_from(args)
    result = collect(args, limits)
    notices = _apply_baseline(result, args)
    notices += _apply_pin(result, args)
    report = _render(result, args, _use_colour(args))
    scanned_something = bool(result.documents) or any(s.status == "scanned" for s in result.sources)
    if getattr(args, "no_launch", False):  # the posture audit is this run's scan
        scanned_something = scanned_something or any(s.status != "failed" for s in result.sources)
    if args.output:
        if scanned_something or not (result.errors or result.sources):
            write_atomic(args.output, report)
        else:
            notices.append(f"rune: {args.output} was not written, since nothing was scanned")
    else:
        _emit(report)
    for line in result.errors:
        _err(f"rune: {line}")
    for line in notices:
        _err(line, multiline=True)
    return exit_code(result, args)


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        return run(args)
    except RuneError as exc:
        _err(f"rune: {exc}")
        cli_live.print_details(getattr(exc, "details", ()))
        return EXIT_ERROR
    except KeyboardInterrupt:
        _err("rune: interrupted; the scan did not finish")
        return EXIT_ERROR
    except BrokenPipeError:
        return EXIT_ERROR
    except Exception as exc:  # a bug: never exit 1, never echo input
        if os.environ.get("RUNE_DEBUG"):
            raise
        _err(
            f"rune: internal error ({type(exc).__name__}); this is a bug in rune, please report it"
        )
        return EXIT_ERROR
