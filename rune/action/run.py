"""The GitHub Action's entrypoint (``python -I -m rune.action.run`` in the container).

The runner hands the action its inputs as ``INPUT_<NAME>`` variables and the
checkout as ``GITHUB_WORKSPACE``. This module turns them into rune scans run
in this process, one per source kind: all committed manifests in one run (so
names are compared across them), then one run per client config. It writes:

* one SARIF file covering every run, with one ``run`` object (one category),
  paths relative to the workspace, so code scanning takes it in one upload;
* the step outputs ``sarif-file``, ``findings`` and ``exit-code``;
* a Markdown job summary and ``::error``/``::warning``/``::notice`` annotations.

It never starts a server unless the ``live`` input is ``true``: configs are
audited from the file (``--no-launch``). Any scan that cannot finish makes the
step exit 2 and leaves no SARIF behind, since an upload with fewer results
than the truth would close open alerts as fixed.
"""

from __future__ import annotations

import glob
import io
import json
import math
import os
import sys
import uuid
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field, replace
from typing import Any

from rune import __version__, scan
from rune.action.notes import drift_annotations, error_location
from rune.action.summary import annotation_lines, command, md, set_outputs, summary
from rune.errors import RuneError, UsageError
from rune.gates.baseline import BaselineOptions
from rune.gates.pin import PinOptions
from rune.model import ScanResult, Severity
from rune.output import write_text
from rune.paths import operand
from rune.report.sarif import LINE_HASH_KEY, automation_id, build_log
from rune.report.sarif import to_jsonable as sarif_jsonable
from rune.scan import EXIT_ERROR, ScanRequest
from rune.scan_config import ConfigRequest
from rune.scan_live import LiveRequest
from rune.text.escape import escape


@dataclass(frozen=True)
class Inputs:
    """The action's inputs, checked (see ``action.yml`` for each one)."""

    manifests: tuple[str, ...] = ()
    configs: tuple[str, ...] = ()
    pin: str = ""
    baseline: str = ""
    fail_on: str = "medium"
    sarif_file: str = "rune.sarif"
    sarif_category: str = "rune"
    live: bool = False
    timeout: float = 20.0
    working_directory: str = "."
    #: rules turned off for every scan of the step (``--disable``)
    disable: tuple[str, ...] = ()
    #: a manifest (or folder of them) holding the pinned metadata, for the diff
    pin_source: str = ""


@dataclass(frozen=True)
class Part:
    """One rune run: a label for humans and the scan it makes."""

    label: str
    request: ScanRequest

    @property
    def reads(self) -> tuple[str, ...]:
        """Every file the run reads (manifests, config, baseline, pin, pin source)."""
        r = self.request
        named = (r.config.config, r.baseline.path, r.pin.path, r.pin.source)
        return r.manifests + tuple(p for p in named if p)


@dataclass
class Outcome:
    """What one part produced: a result, or the one-line reason it failed."""

    part: Part
    code: int
    result: ScanResult | None = None
    error: str | None = None
    notices: list[str] = field(default_factory=list)


# --- inputs --------------------------------------------------------------------


def get_input(env: Mapping[str, str], name: str, default: str = "") -> str:
    """``INPUT_<NAME>`` as the runner sets it (spaces become ``_``, hyphens stay)."""
    return env.get("INPUT_" + name.replace(" ", "_").upper(), default).strip()


def _no_flag(name: str, value: str) -> str:
    if value.startswith("-"):
        raise UsageError(
            f"input {name}: {escape(value)!r} looks like a command-line flag; inputs take "
            "paths and globs only (write ./-name for a file whose name starts with -)"
        )
    return value


def _single(env: Mapping[str, str], name: str, default: str) -> str:
    value = get_input(env, name, default)
    if "\n" in value or "\r" in value:
        raise UsageError(f"input {name}: takes one value, not several lines")
    return _no_flag(name, value)


def read_inputs(env: Mapping[str, str]) -> Inputs:
    """Read and check every input; a bad one is a UsageError naming it."""
    manifests = tuple(_no_flag("manifests", t) for t in get_input(env, "manifests").split())
    configs = tuple(_no_flag("configs", t) for t in get_input(env, "configs").split())
    fail_on = _single(env, "fail-on", "medium").lower()
    if fail_on not in ("low", "medium", "high"):
        raise UsageError(f"input fail-on: {escape(fail_on)!r} is not low, medium or high")
    live_text = _single(env, "live", "false").lower()
    if live_text not in ("true", "false"):
        raise UsageError(f"input live: {escape(live_text)!r} is not true or false")
    timeout_text = _single(env, "timeout", "20")
    try:
        timeout = float(timeout_text)
    except ValueError:
        timeout = math.nan
    if not math.isfinite(timeout) or timeout <= 0:
        raise UsageError(f"input timeout: {escape(timeout_text)!r} is not a positive number")
    category = _single(env, "sarif-category", "rune") or "rune"
    automation_id(category)  # refuses an unusable category before anything runs
    sarif_file = _single(env, "sarif-file", "rune.sarif")
    if not sarif_file:
        raise UsageError("input sarif-file: give a path for the SARIF file")
    if not (manifests or configs):
        raise UsageError("nothing to scan: set the manifests or the configs input")
    return Inputs(
        manifests=manifests,
        configs=configs,
        pin=_single(env, "pin", ""),
        baseline=_single(env, "baseline", ""),
        fail_on=fail_on,
        sarif_file=sarif_file,
        sarif_category=category,
        live=live_text == "true",
        timeout=timeout,
        working_directory=_single(env, "working-directory", ".") or ".",
        disable=tuple(_no_flag("disable", r) for r in get_input(env, "disable").split()),
        pin_source=_single(env, "pin-source", ""),
    )


# --- paths ---------------------------------------------------------------------


def inside(workspace: str, path: str, what: str) -> str:
    """*path* (relative to *workspace*, or absolute) as a workspace-relative path.

    Refuses a path that leaves the workspace, also through a symbolic link:
    the action reads the checked-out repository and nothing else.
    """
    full = os.path.normpath(os.path.join(workspace, path))
    rel = os.path.relpath(full, workspace)
    real_ws = os.path.realpath(workspace)
    real = os.path.realpath(full)
    if rel == ".." or rel.startswith(".." + os.sep) or os.path.isabs(rel):
        raise UsageError(f"input {what}: {escape(path)!r} is outside the workspace")
    if os.path.commonpath([real_ws, real]) != real_ws:
        raise UsageError(f"input {what}: {escape(path)!r} leads outside the workspace")
    return rel.replace(os.sep, "/")


def expand(patterns: Sequence[str], workspace: str, base: str, what: str) -> list[str]:
    """Workspace-relative files matching *patterns* (globs relative to *base*).

    ``**`` crosses directories. As in the shell, a wildcard does not match a
    name that starts with a dot: hidden files and directories are named
    (``.vscode/mcp.json``, ``**/.mcp.json``). A pattern that matches no file
    is an error naming it.
    """
    root = os.path.join(workspace, base)
    out: list[str] = []
    for pattern in patterns:
        found = []
        for hit in sorted(glob.glob(pattern, root_dir=root, recursive=True)):
            full = os.path.normpath(os.path.join(root, hit))
            rel = inside(workspace, full, what)
            if ".git" in rel.split("/") or not os.path.isfile(full):
                continue
            found.append(rel)
        if not found:
            where = "the workspace" if base in ("", ".") else escape(base)
            raise UsageError(f"input {what}: {escape(pattern)!r} matches no file in {where}")
        out.extend(f for f in found if f not in out)
    return out


def base_directory(inputs: Inputs, workspace: str) -> str:
    """The working-directory input, checked, relative to the workspace."""
    base = inside(workspace, inputs.working_directory, "working-directory")
    if not os.path.isdir(os.path.join(workspace, base)):
        raise UsageError(f"input working-directory: {escape(base)!r} is not a directory")
    return base


def sarif_path(inputs: Inputs, workspace: str) -> str:
    """Where the SARIF file goes, relative to the workspace."""
    path = os.path.join(base_directory(inputs, workspace), inputs.sarif_file)
    return inside(workspace, path, "sarif-file")


def plan(inputs: Inputs, workspace: str) -> list[Part]:
    """The runs to make: the manifests together, then each config on its own."""
    base = base_directory(inputs, workspace)
    manifests = expand(inputs.manifests, workspace, base, "manifests")
    configs = expand(inputs.configs, workspace, base, "configs")
    gates: dict[str, str] = {}
    for name, value in (("baseline", inputs.baseline), ("pin", inputs.pin)):
        if value:
            if manifests and configs:
                raise UsageError(
                    f"input {name}: a {name} judges one kind of scan, and both manifests and "
                    "configs are set; use one step for each (with different sarif-category)"
                )
            gates[name] = operand(inside(workspace, os.path.join(base, value), name))
    if inputs.pin and len(configs) > 1:
        raise UsageError("input pin: a pin covers the servers of one config; give one config")
    pin = PinOptions(path=gates.get("pin"))
    if inputs.pin_source and inputs.pin:
        source = inside(workspace, os.path.join(base, inputs.pin_source), "pin-source")
        pin = PinOptions(path=gates.get("pin"), show_diff=True, source=operand(source))
    common = ScanRequest(
        baseline=BaselineOptions(path=gates.get("baseline")),
        pin=pin,
        fail_on=Severity.parse(inputs.fail_on),
        disabled=inputs.disable,
    )
    parts: list[Part] = []
    if manifests:
        request = replace(common, manifests=tuple(operand(m) for m in manifests))
        parts.append(Part(f"{len(manifests)} manifest file(s)", request))
    for c in configs:
        live = LiveRequest(timeout=inputs.timeout) if inputs.live else LiveRequest(no_launch=True)
        config = ConfigRequest(config=operand(c))
        parts.append(Part(c, replace(common, config=config, live=live)))
    return parts


@contextmanager
def working_directory(path: str) -> Iterator[None]:
    old = os.getcwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(old)


# --- running -------------------------------------------------------------------


def run_part(part: Part) -> Outcome:
    """One rune run in this process, through the one pipeline."""
    try:
        outcome = scan.run(part.request)
    except RuneError as exc:
        return Outcome(part, EXIT_ERROR, error=str(exc))
    except Exception as exc:  # a bug: report it as a failed scan, never as clean
        return Outcome(part, EXIT_ERROR, error=scan.internal_error(exc))
    code = scan.exit_code(outcome, part.request)
    return Outcome(part, code, outcome.result, None, list(outcome.notices))


def _covered(o: Outcome) -> bool:
    """True when the part looked at something: a failed scan of everything is not."""
    r = o.result
    if r is None:
        return False
    return bool(r.documents) or any(s.status != "failed" for s in r.sources) or not r.sources


def part_log(result: ScanResult, category: str, root: str) -> dict[str, Any]:
    """The SARIF log of one part, as plain JSON data."""
    from rune.rules import ALL_RULES

    log = build_log(
        result,
        rules=ALL_RULES,
        category=category,
        artifact=None,
        tool_version=__version__,
        root=root,
    )
    data: dict[str, Any] = sarif_jsonable(log)
    return data


def merge_logs(logs: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """One log with one run holding the results of every part's single run.

    The rule table is the union (by id) and each ``ruleIndex`` points into it;
    a ``primaryLocationLineHash`` that an earlier part already used is
    renumbered, so two results never share one; the invocation fails when any
    part's did, and keeps every notification.
    """
    first = logs[0]
    run: dict[str, Any] = dict(first["runs"][0])
    rules: list[dict[str, Any]] = []
    index: dict[str, int] = {}
    results: list[dict[str, Any]] = []
    hashes: set[str] = set()
    notes: list[Any] = []
    overrides: list[Any] = []
    ok = True
    for log in logs:
        part = log["runs"][0]
        table = part["tool"]["driver"]["rules"]
        for rule in table:
            if rule["id"] not in index:
                index[rule["id"]] = len(rules)
                rules.append(rule)
        for res in part.get("results", []):
            res = dict(res)
            res["ruleIndex"] = index[res["ruleId"]]
            fps = dict(res["partialFingerprints"])
            fps[LINE_HASH_KEY] = _unused(str(fps[LINE_HASH_KEY]), hashes)
            hashes.add(fps[LINE_HASH_KEY])
            res["partialFingerprints"] = fps
            results.append(res)
        for inv in part.get("invocations", []):
            ok = ok and bool(inv.get("executionSuccessful", True))
            notes.extend(inv.get("toolExecutionNotifications", []))
            for o in inv.get("ruleConfigurationOverrides", []):
                if o not in overrides:
                    overrides.append(o)
    driver = dict(run["tool"]["driver"])
    driver["rules"] = rules
    run["tool"] = {**run["tool"], "driver": driver}
    invocation: dict[str, Any] = {"executionSuccessful": ok}
    if notes:
        invocation["toolExecutionNotifications"] = notes
    if overrides:
        invocation["ruleConfigurationOverrides"] = overrides
    run["invocations"] = [invocation]
    run["results"] = results
    return {**first, "runs": [run]}


def _unused(value: str, taken: set[str]) -> str:
    """*value* (``<id>:<n>``) if free, else the same id with the next free n."""
    if value not in taken:
        return value
    stem, sep, n = value.rpartition(":")
    if not sep or not n.isdigit():
        stem, n = value, "1"
    k = int(n)
    while f"{stem}:{k}" in taken:
        k += 1
    return f"{stem}:{k}"


# --- the step ------------------------------------------------------------------


def _log(o: Outcome) -> None:
    """The part's text report in a log group; commands are off while it prints,
    so nothing a server wrote can act as a workflow command."""
    from rune.report.text import render_text

    token = uuid.uuid4().hex
    print(command("group", f"rune: {o.part.label}"))
    print(f"::stop-commands::{token}")
    if o.result is not None:
        sys.stdout.write(render_text(o.result))
    for line in o.notices:
        print(line)
    if o.error:
        print(f"rune: {escape(o.error)}")
    print(f"::{token}::")
    print("::endgroup::", flush=True)


def _write_sarif(
    inputs: Inputs, outcomes: Sequence[Outcome], workspace: str
) -> tuple[str, list[Any]]:
    """Write the merged SARIF unless a part failed outright; (path or "", results)."""
    done = [o for o in outcomes if o.result is not None]
    logs = [part_log(o.result, inputs.sarif_category, workspace) for o in done if o.result]
    results: list[Any] = [res for log in logs for res in log["runs"][0].get("results", [])]
    if len(done) < len(outcomes) or not any(_covered(o) for o in done):
        return "", results
    merged = merge_logs(logs)
    results = merged["runs"][0]["results"]
    path = sarif_path(inputs, workspace)
    if os.path.isdir(path):
        raise UsageError(f"input sarif-file: {escape(path)!r} is a directory")
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    write_text(path, [json.dumps(merged, indent=2, ensure_ascii=True) + "\n"], "")
    # the container runs as root and the upload step as the runner's user
    os.chmod(path, 0o644)
    return path, results


def _remove_stale(inputs: Inputs, workspace: str) -> None:
    """A SARIF file left at the output path by an earlier run must not be
    uploaded as this run's: it is removed before anything is scanned."""
    path = sarif_path(inputs, workspace)
    if os.path.isfile(path) or os.path.islink(path):
        os.unlink(path)


def clear_sarif_first(env: Mapping[str, str], workspace: str) -> None:
    """Remove whatever sits at the SARIF output path before any input is checked.

    Everything after this can fail (a bad input, a glob that matches nothing, a
    symlink leading out), and the upload step that follows runs ``if:
    always()``: a file committed at that path would be uploaded as this run's
    result. The path is worked out from the raw inputs the way
    :func:`sarif_path` does; the file (or a symbolic link, never its target) is
    unlinked when it lies inside the workspace. One that cannot be removed
    stops the step.
    """
    name = get_input(env, "sarif-file", "rune.sarif") or "rune.sarif"
    base = get_input(env, "working-directory", ".") or "."
    if any(c in name + base for c in "\r\n\0"):
        return  # refused by read_inputs; no single path to clear
    full = os.path.normpath(os.path.join(workspace, base, name))
    rel = os.path.relpath(full, workspace)
    if rel == ".." or rel.startswith(".." + os.sep) or os.path.isabs(rel):
        return
    real_ws = os.path.realpath(workspace)
    parent = os.path.realpath(os.path.dirname(full))
    if os.path.commonpath([real_ws, parent]) != real_ws or _named_as_input(env, workspace, full):
        return
    if os.path.islink(full) or (os.path.lexists(full) and not os.path.isdir(full)):
        try:
            os.unlink(full)
        except OSError as exc:
            raise UsageError(
                f"input sarif-file: cannot remove the file already at {escape(rel)!r} "
                f"({exc.strerror or 'I/O error'}); it must not be uploaded as this run's"
            ) from None


def _named_as_input(env: Mapping[str, str], workspace: str, full: str) -> bool:
    """Whether *full* is one of the files the inputs name for reading (a
    misconfiguration the step refuses later; the file is not deleted for it)."""
    base = os.path.join(workspace, get_input(env, "working-directory", ".") or ".")
    patterns = [p for n in ("manifests", "configs") for p in get_input(env, n).split()]
    patterns += [get_input(env, n) for n in ("pin", "baseline") if get_input(env, n)]
    for pattern in patterns:
        with suppress(OSError, ValueError):
            for hit in glob.glob(pattern, root_dir=base, recursive=True):
                if os.path.normpath(os.path.join(base, hit)) == full:
                    return True
    return False


def _pin_file(inputs: Inputs, workspace: str) -> str | None:
    if not inputs.pin:
        return None
    return inside(workspace, os.path.join(base_directory(inputs, workspace), inputs.pin), "pin")


def step(env: Mapping[str, str], workspace: str) -> int:
    """The whole step: inputs, scans, SARIF, log, annotations, summary, outputs."""
    inputs = read_inputs(env)
    parts = plan(inputs, workspace)
    scanned = {os.path.normpath(f) for p in parts for f in p.reads}
    if sarif_path(inputs, workspace) in scanned:
        raise UsageError("input sarif-file: names one of the files being scanned")
    _remove_stale(inputs, workspace)
    outcomes = [run_part(p) for p in parts]
    for o in outcomes:
        _log(o)
    code = max(o.code for o in outcomes)
    sarif, results = _write_sarif(inputs, outcomes, workspace)
    for line in annotation_lines(results, workspace):
        print(line)
    for o in outcomes:
        for err in ([o.error] if o.error else []) + (o.result.errors if o.result else []):
            file, at = error_location(o, err)
            text = f"{o.part.label}: {err}"
            print(command("error", text, file=file, line=at, title="rune scan incomplete"))
    for note in drift_annotations(outcomes, _pin_file(inputs, workspace)):
        print(note)
    _finish(
        env,
        summary(inputs, outcomes, results, code, sarif, workspace),
        {"sarif-file": sarif, "findings": str(len(results)), "exit-code": str(code)},
    )
    print(f"rune: {len(results)} finding(s); exit code {code}", flush=True)
    return code


def _finish(env: Mapping[str, str], markdown: str, outputs: Mapping[str, str]) -> None:
    from rune.redact import mask_registered

    if env.get("GITHUB_STEP_SUMMARY"):
        with open(env["GITHUB_STEP_SUMMARY"], "a", encoding="utf-8", newline="\n") as fh:
            fh.write(mask_registered(markdown))
    if env.get("GITHUB_OUTPUT"):
        set_outputs(env["GITHUB_OUTPUT"], {k: mask_registered(v) for k, v in outputs.items()})


class _MaskedLog(io.TextIOBase):
    """The step's log (stdout) with every registered secret masked on the way out."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def write(self, text: str) -> int:
        from rune.redact import mask_registered

        self.inner.write(mask_registered(text))
        return len(text)

    def flush(self) -> None:
        self.inner.flush()

    def isatty(self) -> bool:
        return False


@contextmanager
def masked_stdout() -> Iterator[None]:
    old = sys.stdout
    if old is None:
        yield
        return
    sys.stdout = _MaskedLog(old)
    try:
        yield
    finally:
        sys.stdout = old


def main(argv: Sequence[str] | None = None, env: Mapping[str, str] | None = None) -> int:
    """Run the action step; returns its exit code (the CLI's 0, 1 or 2)."""
    env = os.environ if env is None else env
    if isinstance(sys.stdout, io.TextIOWrapper):  # the log never fails on a character
        sys.stdout.reconfigure(errors="backslashreplace")
    workspace = os.path.abspath(env.get("GITHUB_WORKSPACE") or os.getcwd())
    with masked_stdout():
        return _main(argv, env, workspace)


def _main(argv: Sequence[str] | None, env: Mapping[str, str], workspace: str) -> int:
    try:
        clear_sarif_first(env, workspace)
        if argv:
            raise UsageError("the action takes its settings from INPUT_* variables, not arguments")
        with working_directory(workspace):
            return step(env, workspace)
    except RuneError as exc:
        message = str(exc)
    except OSError as exc:  # the workspace, or a GITHUB_* file, is not usable
        message = f"cannot use {exc.filename or 'a file'}: {exc.strerror or 'I/O error'}"
    except KeyboardInterrupt:
        message = "interrupted; the scan did not finish"
    except Exception as exc:  # a bug: never a traceback, never exit 0 or 1
        message = scan.internal_error(exc, debug=bool(env.get("RUNE_DEBUG")))
    print(command("error", f"rune: {message}", title="rune could not run"), flush=True)
    text = f"## rune: MCP metadata scan\n\n**Error**: {md(message, 600)}\n"
    with suppress(OSError):
        _finish(env, text, {"sarif-file": "", "findings": "0", "exit-code": "2"})
    return EXIT_ERROR


if __name__ == "__main__":  # pragma: no cover - the container's entrypoint
    raise SystemExit(main(sys.argv[1:]))
