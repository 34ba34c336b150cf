"""The Action's inputs: ``INPUT_*`` read and checked, globs expanded inside
the workspace, and the scans they ask for, each a :class:`ScanRequest`.

Inputs take paths and globs only: a value that looks like a command-line flag
is refused, and nothing is ever turned into argv.
"""

from __future__ import annotations

import glob
import math
import os
from collections.abc import Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass, field

from rune.errors import UsageError
from rune.model import ScanResult, Severity
from rune.paths import operand
from rune.record import replace
from rune.report.sarif import automation_id
from rune.requests import BaselineOptions, ConfigRequest, LiveRequest, PinOptions
from rune.scan import FAIL_ON_LEVELS, ScanRequest
from rune.text.escape import escape


@dataclass(frozen=True)
class Inputs:
    """The action's inputs, checked (see ``action.yml`` for each one)."""

    manifests: tuple[str, ...] = ()
    configs: tuple[str, ...] = ()
    #: Agent Skills (``SKILL.md``) and agent instruction files (``AGENTS.md``, ...)
    agent_files: tuple[str, ...] = ()
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
        """Every file the run reads (manifests, agent files, config, baseline, pin, pin
        source)."""
        r = self.request
        named = (r.config.config, r.baseline.path, r.pin.path, r.pin.source)
        return r.manifests + r.skills + r.instructions + tuple(p for p in named if p)


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
    agent_files = tuple(_no_flag("agent-files", t) for t in get_input(env, "agent-files").split())
    fail_on = _single(env, "fail-on", "medium").lower()
    if fail_on not in FAIL_ON_LEVELS:
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
    if not (manifests or configs or agent_files):
        raise UsageError("nothing to scan: set the manifests, configs or agent-files input")
    return Inputs(
        manifests=manifests,
        configs=configs,
        agent_files=agent_files,
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
    """The runs to make: the manifests and agent files together, then each config on
    its own."""
    base = base_directory(inputs, workspace)
    manifests = expand(inputs.manifests, workspace, base, "manifests")
    configs = expand(inputs.configs, workspace, base, "configs")
    agents = expand(inputs.agent_files, workspace, base, "agent-files")
    # a SKILL.md is read with its folder, so its bundled scripts count too
    skills = tuple(
        operand(os.path.dirname(a) or ".") for a in agents if os.path.basename(a) == "SKILL.md"
    )
    instructions = tuple(operand(a) for a in agents if os.path.basename(a) != "SKILL.md")
    gates: dict[str, str] = {}
    for name, value in (("baseline", inputs.baseline), ("pin", inputs.pin)):
        if value:
            if (manifests or agents) and configs:
                raise UsageError(
                    f"input {name}: a {name} judges one kind of scan, and both files "
                    "(manifests or agent files) and configs are set; use one step for each "
                    "(with different sarif-category)"
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
    if manifests or agents:
        request = replace(
            common,
            manifests=tuple(operand(m) for m in manifests),
            skills=skills,
            instructions=instructions,
        )
        label = ", ".join(
            f"{n} {what}"
            for n, what in ((len(manifests), "manifest file(s)"), (len(agents), "agent file(s)"))
            if n
        )
        parts.append(Part(label, request))
    for c in configs:
        live = LiveRequest(timeout=inputs.timeout) if inputs.live else LiveRequest(no_launch=True)
        config = ConfigRequest(config=operand(c))
        parts.append(Part(c, replace(common, config=config, live=live)))
    return parts


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
    patterns = [
        p for n in ("manifests", "configs", "agent-files") for p in get_input(env, n).split()
    ]
    patterns += [get_input(env, n) for n in ("pin", "baseline") if get_input(env, n)]
    for pattern in patterns:
        with suppress(OSError, ValueError):
            for hit in glob.glob(pattern, root_dir=base, recursive=True):
                if os.path.normpath(os.path.join(base, hit)) == full:
                    return True
    return False


@dataclass
class Outcome:
    """What one part produced: a result, or the one-line reason it failed."""

    part: Part
    code: int
    result: ScanResult | None = None
    error: str | None = None
    notices: list[str] = field(default_factory=list)
