"""Command line: parse argv into a scan request -> run the pipeline -> render -> exit code.

Every operational failure is a :class:`~rune.errors.RuneError`, printed as one
line (``rune: ...``) with exit code 2. A crash is a bug, never exit 1: an
unexpected exception is also exit 2, with a one-line message that quotes no
input (and a traceback only with ``RUNE_DEBUG=1``).
"""

from __future__ import annotations

import sys

from rune import __version__

#: ``typing.TYPE_CHECKING`` without importing :mod:`typing` (mypy reads the name)
TYPE_CHECKING = False
if TYPE_CHECKING:
    import argparse
    from collections.abc import Iterable, Sequence

    from rune import scan
    from rune.limits import Limits
    from rune.model import ScanResult

__all__ = ["EXIT_ERROR", "PLAIN_DEFAULTS", "build_parser", "main", "plain_args", "request_from"]

#: a usage or operational error; the same code as :data:`rune.scan.EXIT_ERROR`,
#: spelled here so ``--version``, ``--help`` and a usage error import no pipeline
EXIT_ERROR = 2


def _parser_class() -> type[argparse.ArgumentParser]:
    import argparse

    class _Parser(argparse.ArgumentParser):
        def error(self, message: str) -> None:  # type: ignore[override]
            sys.stderr.write(f"rune: {message} (see rune --help)\n")
            raise SystemExit(EXIT_ERROR)

    return _Parser


def _positive_float(text: str) -> float:
    import argparse
    import math

    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not math.isfinite(v) or v <= 0:
        raise argparse.ArgumentTypeError(f"must be a positive finite number: {text!r}")
    return v


def _positive_int(text: str) -> int:
    import argparse

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
    import argparse

    from rune import cli_live
    from rune.limits import Limits

    p = _parser_class()(
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


#: what :func:`build_parser` gives every option when none is on the command
#: line (the limit flags, whose defaults are :class:`~rune.limits.Limits`'
#: own, are added by :func:`plain_args`); a test holds it to the parser
PLAIN_DEFAULTS: dict[str, object] = {
    "manifest": [], "skill": [], "instructions": [], "stdio": None, "http": None,
    "sse": None, "config": None, "server": [], "discover": False, "header": [],
    "timeout": None, "protocol": None, "jobs": None, "no_launch": False,
    "trust_env": False, "env": [], "server_log": None, "skip_listing": [],
    "write_manifest": None, "client_info": None, "cloak_check": False, "disable": [],
    "verbose": False, "json": False, "sarif": False, "output": None,
    "sarif_artifact": None, "sarif_category": None, "no_color": False,
    "fail_on": "medium", "baseline": None, "write_baseline": None,
    "fail_on_stale_baseline": False, "pin": None, "write_pin": None,
    "show_diff": False, "pin_source": None, "capabilities": False,
    "list_rules": False, "explain": None,
}  # fmt: skip


class _Namespace:
    """The parsed command line of :func:`plain_args`: attributes, as
    :class:`argparse.Namespace` holds them."""

    def __init__(self, values: dict[str, object]) -> None:
        self.__dict__.update(values)


def plain_args(argv: Sequence[str]) -> argparse.Namespace | None:
    """What ``build_parser().parse_args(argv)`` gives when every argument is
    a path (none starts with ``-``, though ``-`` itself, stdin, is a path):
    the common run (a pre-commit hook on a few manifests) then neither
    imports :mod:`argparse` nor builds the parser. ``None`` for any other
    command line, which the parser reads."""
    if not argv or any(a.startswith("-") and a != "-" for a in argv):
        return None
    from rune.limits import DEFAULT_LIMITS

    values = {k: list(v) if isinstance(v, list) else v for k, v in PLAIN_DEFAULTS.items()}
    values["paths"] = list(argv)
    for _flag, field, _metavar, _what in LIMIT_FLAGS:
        values[field] = getattr(DEFAULT_LIMITS, field)
    return _Namespace(values)  # type: ignore[return-value]


def limits_from(args: argparse.Namespace) -> Limits:
    from rune.limits import Limits

    return Limits(**{field: getattr(args, field) for _, field, _, _ in LIMIT_FLAGS})


def request_from(args: argparse.Namespace) -> scan.ScanRequest:
    """The scan request the parsed command line asks for."""
    from rune import scan
    from rune.model import Severity
    from rune.requests import BaselineOptions, ConfigRequest, LiveRequest, PinOptions

    fmt = scan.Format.JSON if args.json else scan.Format.SARIF if args.sarif else scan.Format.TEXT
    return scan.ScanRequest(
        manifests=tuple(args.manifest),
        paths=tuple(args.paths),
        skills=tuple(args.skill),
        instructions=tuple(args.instructions),
        config=ConfigRequest(
            config=args.config, discover=args.discover, servers=tuple(args.server)
        ),
        live=LiveRequest(
            stdio=tuple(args.stdio) if args.stdio is not None else None,
            http=args.http,
            sse=args.sse,
            headers=tuple(args.header),
            timeout=args.timeout,
            protocol=args.protocol,
            jobs=args.jobs,
            no_launch=args.no_launch,
            trust_env=args.trust_env,
            env=tuple(args.env),
            server_log=args.server_log,
            skip_listing=tuple(args.skip_listing),
            write_manifest=args.write_manifest,
            client_info=args.client_info,
            cloak_check=args.cloak_check,
        ),
        baseline=BaselineOptions(
            path=args.baseline,
            write=args.write_baseline,
            fail_on_stale=args.fail_on_stale_baseline,
        ),
        pin=PinOptions(
            path=args.pin, write=args.write_pin, show_diff=args.show_diff, source=args.pin_source
        ),
        output=scan.OutputOptions(
            format=fmt,
            path=args.output,
            sarif_artifact=args.sarif_artifact,
            sarif_category=args.sarif_category,
            no_color=args.no_color,
            verbose=args.verbose,
            capabilities=args.capabilities,
        ),
        limits=limits_from(args),
        fail_on=Severity.parse(args.fail_on),
        disabled=tuple(args.disable),
    )


# --- rendering and writing -------------------------------------------------------


def render(result: ScanResult, output: scan.OutputOptions, colour: bool) -> str | Iterable[str]:
    from rune import scan

    if output.format is scan.Format.JSON:
        from rune.report.json import render_json_chunks

        return render_json_chunks(result)
    if output.format is scan.Format.SARIF:
        from rune.report.sarif import render_sarif_with

        return render_sarif_with(
            result, category=output.sarif_category, artifact=output.sarif_artifact
        )
    from rune.report.text import render_text

    text = render_text(result, colour=colour, verbose=output.verbose)
    if output.capabilities:
        from rune.report.capabilities import render_capabilities

        text += "\n" + render_capabilities(result)
    return text


def _use_colour(output: scan.OutputOptions) -> bool:
    import os

    if output.no_color or os.environ.get("NO_COLOR") or output.path:
        return False
    return sys.stdout is not None and sys.stdout.isatty()


def _write(path: str, text: str | Iterable[str]) -> None:
    """Write the report to *path*: atomically for a file, through for a pipe or device."""
    from rune.output import write_text

    write_text(path, [text] if isinstance(text, str) else text, "")


def _emit(text: str | Iterable[str]) -> None:
    from rune.output import write_stdout

    write_stdout([text] if isinstance(text, str) else text)


def _err(line: str, multiline: bool = False) -> None:
    """One line on stderr (several for a notice block); server-controlled text
    in it can neither break the line nor drive the terminal."""
    import contextlib

    from rune.redact import mask_registered
    from rune.text.escape import escape

    safe = mask_registered(escape(line, keep_newlines=multiline))
    with contextlib.suppress(OSError, ValueError, AttributeError):  # stderr itself closed
        sys.stderr.buffer.write((safe + "\n").encode("utf-8", "backslashreplace"))
        sys.stderr.flush()


def _load_pipeline(held: bool = False) -> None:
    """Import the scan engine and the rule registry, then turn the cyclic
    garbage collector back on. :func:`main` turns it off first: start-up
    allocates tens of thousands of long-lived objects (modules, lexicons,
    rule tables) and no garbage cycles, so the collections it would trigger
    (each walking every object made so far) are pure cost, about a tenth of
    a one-tool scan. *held*: :func:`main` turned the collector off."""
    import gc

    import rune.engine  # noqa: F401 - the pipeline every scan runs
    from rune.rules import scan_rules

    scan_rules()  # the rules every scan runs (the others import when a string needs them)
    if held:
        gc.enable()


def run(args: argparse.Namespace, held: bool = False) -> int:
    """Run the parsed command line; *held*: the garbage collector was
    turned off until the pipeline is imported (see :func:`_load_pipeline`)."""
    from rune import scan
    from rune.model import SourceState

    if args.list_rules or args.explain:
        from rune.docs import explain, list_rules

        if args.explain:
            _emit(explain(args.explain))
        else:
            _emit(list_rules())
        return scan.EXIT_CLEAN
    request = request_from(args)
    _load_pipeline(held)
    outcome = scan.run(request)
    result, notices = outcome.result, list(outcome.notices)
    report = render(result, request.output, _use_colour(request.output))
    scanned_something = outcome.scanned_something
    if request.live.no_launch:  # the posture audit is this run's scan
        scanned_something = scanned_something or any(
            s.status != SourceState.FAILED for s in result.sources
        )
    if request.output.path:
        if scanned_something or not (result.errors or result.sources):
            _write(request.output.path, report)
        else:
            notices.append(
                f"rune: {request.output.path} was not written, since nothing was scanned"
            )
    else:
        _emit(report)
    for line in result.errors:
        _err(f"rune: {line}")
    for line in notices:
        _err(line, multiline=True)
    return scan.exit_code(outcome, request)


def main(argv: Sequence[str] | None = None) -> int:
    args_in = sys.argv[1:] if argv is None else list(argv)
    if args_in == ["--version"]:  # answered before anything else is imported
        sys.stdout.write(f"rune {__version__}\n")
        return 0
    import gc

    from rune.errors import RuneError

    collecting = gc.isenabled()
    gc.disable()  # until the pipeline is imported (see _load_pipeline)
    try:
        args = plain_args(args_in) or build_parser().parse_args(args_in)
        return run(args, collecting)
    except RuneError as exc:
        from rune import cli_live

        _err(f"rune: {exc}")
        cli_live.print_details(getattr(exc, "details", ()))
        return EXIT_ERROR
    except KeyboardInterrupt:
        _err("rune: interrupted; the scan did not finish")
        return EXIT_ERROR
    except BrokenPipeError:
        return EXIT_ERROR
    except Exception as exc:  # a bug: never exit 1, never echo input
        from rune import scan

        _err(f"rune: {scan.internal_error(exc)}")
        return EXIT_ERROR
    finally:
        if collecting:
            gc.enable()
