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

import io
import json
import os
import sys
import uuid
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from typing import TextIO

from rune import __version__, scan
from rune.action.commands import annotation_lines, command, notes_of, set_outputs
from rune.action.inputs import (
    Inputs,
    Outcome,
    Part,
    base_directory,
    clear_sarif_first,
    inside,
    plan,
    read_inputs,
    sarif_path,
)
from rune.action.notes import drift_annotations, error_location
from rune.action.summary import md, summary
from rune.errors import RuneError, UsageError
from rune.jsonvalue import Json, JsonList, JsonObject
from rune.model import ScanResult
from rune.output import write_text
from rune.report.sarif import LINE_HASH_KEY, build_log
from rune.report.sarif import to_jsonable as sarif_jsonable
from rune.scan import EXIT_ERROR
from rune.text.escape import escape


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


def part_log(result: ScanResult, category: str, root: str) -> JsonObject:
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
    return _obj(sarif_jsonable(log))


def _obj(value: Json) -> JsonObject:
    """*value* as a JSON object: every log merged here is one rune built, where
    each of these places holds an object."""
    if not isinstance(value, dict):
        raise TypeError(f"a SARIF object was expected here, not {type(value).__name__}")
    return value


def _arr(value: Json) -> JsonList:
    """*value* as a JSON array (see :func:`_obj`)."""
    if not isinstance(value, list):
        raise TypeError(f"a SARIF array was expected here, not {type(value).__name__}")
    return value


def merge_logs(logs: Sequence[JsonObject]) -> JsonObject:
    """One log with one run holding the results of every part's single run.

    The rule table is the union (by id) and each ``ruleIndex`` points into it;
    a ``primaryLocationLineHash`` that an earlier part already used is
    renumbered, so two results never share one; the invocation fails when any
    part's did, and keeps every notification.
    """
    first = logs[0]
    run: JsonObject = dict(_obj(_arr(first["runs"])[0]))
    rules: JsonList = []
    index: dict[str, int] = {}
    results: JsonList = []
    hashes: set[str] = set()
    notes: JsonList = []
    overrides: JsonList = []
    ok = True
    for log in logs:
        part = _obj(_arr(log["runs"])[0])
        table = _arr(_obj(_obj(part["tool"])["driver"])["rules"])
        for rule in table:
            rule_id = str(_obj(rule)["id"])
            if rule_id not in index:
                index[rule_id] = len(rules)
                rules.append(rule)
        for item in _arr(part.get("results", [])):
            res = dict(_obj(item))
            res["ruleIndex"] = index[str(res["ruleId"])]
            fps = dict(_obj(res["partialFingerprints"]))
            line_hash = _unused(str(fps[LINE_HASH_KEY]), hashes)
            fps[LINE_HASH_KEY] = line_hash
            hashes.add(line_hash)
            res["partialFingerprints"] = fps
            results.append(res)
        for inv_item in _arr(part.get("invocations", [])):
            inv = _obj(inv_item)
            ok = ok and bool(inv.get("executionSuccessful", True))
            notes.extend(_arr(inv.get("toolExecutionNotifications", [])))
            for o in _arr(inv.get("ruleConfigurationOverrides", [])):
                if o not in overrides:
                    overrides.append(o)
    tool = _obj(run["tool"])
    driver = dict(_obj(tool["driver"]))
    driver["rules"] = rules
    run["tool"] = {**tool, "driver": driver}
    invocation: JsonObject = {"executionSuccessful": ok}
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


def _write_sarif(inputs: Inputs, outcomes: Sequence[Outcome], workspace: str) -> str:
    """Write the merged SARIF unless a part failed outright; its path, or ""."""
    done = [o for o in outcomes if o.result is not None]
    if len(done) < len(outcomes) or not any(_covered(o) for o in done):
        return ""
    logs = [part_log(o.result, inputs.sarif_category, workspace) for o in done if o.result]
    merged = merge_logs(logs)
    path = sarif_path(inputs, workspace)
    if os.path.isdir(path):
        raise UsageError(f"input sarif-file: {escape(path)!r} is a directory")
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    # the container runs as root and the upload step as the runner's user
    write_text(path, [json.dumps(merged, indent=2, ensure_ascii=True) + "\n"], "", mode=0o644)
    return path


def _remove_stale(inputs: Inputs, workspace: str) -> None:
    """A SARIF file left at the output path by an earlier run must not be
    uploaded as this run's: it is removed before anything is scanned."""
    path = sarif_path(inputs, workspace)
    if os.path.isfile(path) or os.path.islink(path):
        os.unlink(path)


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
    sarif = _write_sarif(inputs, outcomes, workspace)
    # annotations and summary come from the scan results, in the SARIF run's order
    results = [n for o in outcomes if o.result for n in notes_of(o.result, workspace)]
    for line in annotation_lines(results, workspace):
        print(line)
    for o in outcomes:
        for err in [*([o.error] if o.error else []), *(o.result.errors if o.result else ())]:
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

    def __init__(self, inner: TextIO) -> None:
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
