"""Console entry points of the pre-commit hooks (``.pre-commit-hooks.yaml``).

Each hook gets the changed files pre-commit matched and scans each one on its
own, so the verdict on a file never depends on how pre-commit batched the
others. A clean run prints nothing; a failing one prints one line per problem,
starting with the file (and line and column when known), then the rule and
what it found. Exit 0 clean, 1 findings or pin drift, 2 a file rune could not
read. No hook ever starts or contacts a server.

* ``rune-hook-manifest FILE...``: scans captured ``tools/list`` replies and
  server manifests.
* ``rune-hook-pin FILE...``: for every pinned manifest among the files, and
  every pin file, checks the manifest against its pin. A pin covers the
  manifest beside it with the same name: ``X.pin.json`` covers ``X.json``.
* ``rune-hook-agent-files FILE...``: Agent Skills (a ``SKILL.md`` is read
  with its folder) and agent instruction files (``AGENTS.md``, ``CLAUDE.md``,
  ``.cursorrules``, ...).
* ``rune-hook-config FILE...``: posture audit of MCP client configs
  (``--no-launch``). A general settings file that declares no MCP server
  (``.vscode/settings.json`` without an ``mcp`` block) is passed over.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rune import scan
from rune.errors import InputError, RuneError, UsageError
from rune.model import Finding, Severity, SourceState
from rune.paths import operand
from rune.record import replace
from rune.report.sarif import strip_url_secrets
from rune.requests import BaselineOptions, ConfigRequest, LiveRequest, PinOptions
from rune.scan import EXIT_CLEAN, EXIT_ERROR, FAIL_ON_LEVELS, ScanOutcome, ScanRequest
from rune.text.escape import clip, escape

PIN_SUFFIX = ".pin.json"
#: client files that are general settings: only some of them declare MCP servers
SETTINGS_NAMES = frozenset({"settings.json", "config.toml", "devcontainer.json", "config.yaml"})
_MESSAGE_CHARS = 300
_QUOTE_CHARS = 120
_OPTIONS = ("--fail-on", "--baseline", "--disable")


@dataclass(frozen=True)
class HookArgs:
    """A hook's command line: the files pre-commit passed and the options."""

    files: tuple[str, ...]
    fail_on: str = "medium"
    baseline: str | None = None
    #: rules turned off (``--disable RULE``, repeatable, or comma-separated)
    disable: tuple[str, ...] = ()


def parse_args(prog: str, argv: Sequence[str] | None, options: Sequence[str]) -> HookArgs:
    """``[--fail-on LEVEL] [--baseline FILE] FILE...``.

    pre-commit runs ``entry + args + files`` with no ``--`` between, so a
    committed file named ``--baseline=evil.json`` arrives among the file names.
    Options are therefore read only from the front of the line and only while
    an argument is not an existing path: the first argument that names
    something on disk (or is not one of *options*), and everything after it,
    is a file. A file whose name starts with ``-`` is always a file.
    """
    args = list(sys.argv[1:] if argv is None else argv)
    values: dict[str, str] = {}
    disabled: list[str] = []
    i = 0
    while i < len(args):
        arg = args[i]
        name, eq, value = arg.partition("=")
        if os.path.lexists(arg):
            break
        if arg == "--":
            i += 1
            break
        if arg in ("-h", "--help"):
            flags = " ".join(f"[{o} VALUE]" for o in options)
            raise SystemExit(f"usage: {prog} {flags} FILE...".replace("  ", " "))
        if name not in options:
            break
        if not eq:
            if i + 1 >= len(args):
                raise UsageError(f"{name} needs a value")
            i += 1
            value = args[i]
        values[name] = value
        if name == "--disable":
            disabled += [r.strip() for r in value.split(",") if r.strip()]
        i += 1
    fail_on = values.get("--fail-on", "medium")
    if fail_on not in FAIL_ON_LEVELS:
        raise UsageError(f"--fail-on takes low, medium or high, not {escape(fail_on)!r}")
    return HookArgs(tuple(args[i:]), fail_on, values.get("--baseline"), tuple(disabled))


def _request(opts: HookArgs) -> ScanRequest:
    """A scan with the hook's options; each hook adds the file it scans."""
    baseline = BaselineOptions(path=operand(opts.baseline) if opts.baseline else None)
    return ScanRequest(
        baseline=baseline, fail_on=Severity.parse(opts.fail_on), disabled=opts.disable
    )


def finding_line(f: Finding, fallback: str) -> str:
    """``file:line:col: severity rule: entity field: message [flagged: "..."]``."""
    loc = f.location
    where = escape(fallback)
    if loc is not None:
        where = f"{escape(loc.file)}:{loc.line}:{loc.column}"
    message = escape(clip(strip_url_secrets(f.message.strip()), _MESSAGE_CHARS))
    flagged = escape(clip(strip_url_secrets(f.matched), _QUOTE_CHARS))
    who = escape(f.entity.display)
    if f.entity.source.server is not None and f.entity.kind.value != "server":
        who += f" on server {escape(f.entity.source.server)}"
    return (
        f"{where}: {f.severity.label} {f.rule}: {who}, {escape(f.dotted)}: {message} "
        f'[flagged: "{flagged}"]'
    )


def _problems(outcome: ScanOutcome, request: ScanRequest, path: str) -> tuple[int, list[str]]:
    """(exit code, lines) for what makes this file fail: findings at or above
    the request's fail-on (none when it is None), entries rune could not
    check, errors."""
    result, fail_on = outcome.result, request.fail_on
    broken: list[str] = []
    for s in result.sources:
        if s.status == SourceState.FAILED:
            name = escape(s.server or s.label)
            broken.append(f"{escape(path)}: server {name} not checked: {escape(s.detail)}")
    broken += [f"{escape(path)}: {escape(e)}" for e in result.errors]
    found = []
    if fail_on is not None:
        found = [finding_line(f, path) for f in result.findings if f.severity >= fail_on]
    return scan.exit_code(outcome, request), found + broken


def _run_each(
    files: Sequence[str], check: Callable[[str], tuple[int, list[str]]], out: Callable[[str], None]
) -> int:
    code = 0
    for path in files:
        try:
            rc, lines = check(path)
        except RuneError as exc:
            rc, lines = EXIT_ERROR, [f"{escape(path)}: rune: {exc}"]
        except Exception as exc:  # a bug: one line and exit 2, never a pass
            rc, lines = EXIT_ERROR, [f"{escape(path)}: rune: {scan.internal_error(exc)}"]
        for line in lines:
            out(line)
        code = max(code, rc)
    return code


def _print(line: str) -> None:
    sys.stdout.buffer.write((line + "\n").encode("utf-8", "backslashreplace"))
    sys.stdout.flush()


def manifest_main(argv: Sequence[str] | None = None) -> int:
    """``rune-hook-manifest``: scan each captured listing or manifest."""
    return _guard(lambda: _manifests(parse_args("rune-hook-manifest", argv, _OPTIONS)))


def _manifests(opts: HookArgs) -> int:
    def check(path: str) -> tuple[int, list[str]]:
        request = replace(_request(opts), manifests=(operand(path),))
        return _problems(scan.run(request), request, path)

    return _run_each(opts.files, check, _print)


def pin_pairs(files: Sequence[str]) -> list[tuple[str, str]]:
    """(manifest, pin) pairs the changed *files* touch, each once, in order.

    A pin file pairs with the manifest beside it (``X.pin.json`` with
    ``X.json``), whether or not that exists; a manifest pairs with its pin
    only when there is one.
    """
    pairs: list[tuple[str, str]] = []
    for path in files:
        if path.endswith(PIN_SUFFIX):
            pair = (path[: -len(PIN_SUFFIX)] + ".json", path)
        elif path.endswith(".json"):
            pin = path[: -len(".json")] + PIN_SUFFIX
            if not os.path.isfile(pin):
                continue
            pair = (path, pin)
        else:
            continue
        if pair not in pairs:
            pairs.append(pair)
    return pairs


def pin_main(argv: Sequence[str] | None = None) -> int:
    """``rune-hook-pin``: check pinned manifests against their pins."""
    return _guard(lambda: _pins(parse_args("rune-hook-pin", argv, ())))


def _pins(opts: HookArgs) -> int:
    from rune.gates.pin import drift_notice

    pins = {pin: manifest for manifest, pin in pin_pairs(opts.files)}

    def check(pin: str) -> tuple[int, list[str]]:
        manifest = pins[pin]
        if not os.path.isfile(manifest):
            return EXIT_ERROR, [
                f"{escape(pin)}: pins {escape(manifest)}, which does not exist "
                "(restore it, or delete the pin with it)"
            ]
        request = ScanRequest(
            manifests=(operand(manifest),), pin=PinOptions(path=operand(pin)), fail_on=None
        )
        outcome = scan.run(request)
        code, lines = _problems(outcome, request, manifest)
        drift = drift_notice(outcome.result)
        if drift:
            lines.append(f"{escape(manifest)}: differs from {escape(pin)}:")
            lines += [d for d in drift[1:] if not d.startswith("rune: ")]
            lines.append(
                f"  review the change, then re-pin: rune --write-pin {escape(pin)} "
                f"{escape(manifest)}"
            )
        return code, lines

    return _run_each(list(pins), check, _print)


def is_general(path: str) -> bool:
    """A client file that may or may not declare MCP servers (settings, agents)."""
    parts = path.replace(os.sep, "/").split("/")
    return parts[-1] in SETTINGS_NAMES or "cli-agents" in parts[:-1]


def declares_servers(path: str) -> bool:
    """Whether a client config holds an MCP server map at all.

    A file rune cannot read or parse raises; a readable one with no server
    map (a general settings file) is False.
    """
    from rune.files import decode_text, read_bytes
    from rune.sources.config.formats import entries_from
    from rune.sources.config.text import parse_config_text

    text = decode_text(read_bytes(path, what="config"), path, what="config")
    parsed = parse_config_text(text, path, os.path.basename(path))
    try:
        entries_from(parsed, path, path)
    except InputError:
        return False
    return True


def config_main(argv: Sequence[str] | None = None) -> int:
    """``rune-hook-config``: posture audit of client configs, nothing started."""
    return _guard(lambda: _configs(parse_args("rune-hook-config", argv, _OPTIONS)))


def _configs(opts: HookArgs) -> int:
    def check(path: str) -> tuple[int, list[str]]:
        if is_general(path) and not declares_servers(path):
            return EXIT_CLEAN, []
        request = replace(
            _request(opts),
            config=ConfigRequest(config=operand(path)),
            live=LiveRequest(no_launch=True),
        )
        return _problems(scan.run(request), request, path)

    return _run_each(opts.files, check, _print)


def agent_files_main(argv: Sequence[str] | None = None) -> int:
    """``rune-agent-files``: scan each Agent Skill and instruction file."""
    return _guard(lambda: _agent_files(parse_args("rune-agent-files", argv, _OPTIONS)))


def _agent_files(opts: HookArgs) -> int:
    def check(path: str) -> tuple[int, list[str]]:
        # a SKILL.md is read with its folder, so its bundled scripts count too
        if os.path.basename(path) == "SKILL.md":
            request = replace(_request(opts), skills=(os.path.dirname(path) or ".",))
        else:
            request = replace(_request(opts), instructions=(operand(path),))
        return _problems(scan.run(request), request, path)

    return _run_each(opts.files, check, _print)


def _guard(body: Callable[[], int]) -> int:
    """A usage problem is one line and exit 2, like the CLI's."""
    try:
        return body()
    except RuneError as exc:
        sys.stderr.write(f"rune: {exc}\n")
        return EXIT_ERROR
