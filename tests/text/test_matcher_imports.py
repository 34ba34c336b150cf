"""What a short run imports: ``rune --version`` almost nothing, a plain
manifest scan none of the live, config, action or report-format machinery.

Each check runs a fresh interpreter (``-X importtime`` lists every module it
imported) so nothing the test process already loaded hides an import.
"""

from __future__ import annotations

import ast
import contextlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]

#: never imported by a plain manifest scan: the MCP SDK and its HTTP stack,
#: schema validation, SARIF, YAML, and the live, config and action modules
FORBIDDEN = (
    "mcp",
    "httpx",
    "httpx2",
    "pydantic",
    "jsonschema",
    "sarif_om",
    "yaml",
    "rune.action",
    "rune.scan_live",
    "rune.scan_config",
    "rune.sources.live",
    "rune.sources.config",
    "rune.report.sarif",
)

#: forbidden modules a manifest scan still imports, each with the import that
#: pulls it in; the test fails when one of them is no longer imported, so the
#: list only shrinks
PENDING: dict[str, str] = {}


def _imported(*args: str) -> set[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("PYTHONWARNINGS", None)
    proc = subprocess.run(
        [sys.executable, "-X", "importtime", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    return set(re.findall(r"^import time:\s+\d+ \|\s+\d+ \|\s+(\S+)$", proc.stderr, re.M))


def _under(mods: set[str], prefix: str) -> set[str]:
    return {m for m in mods if m == prefix or m.startswith(prefix + ".")}


def test_version_imports_no_pipeline() -> None:
    mods = _imported("-m", "rune", "--version")
    assert _under(mods, "rune") == {"rune", "rune.cli"}
    assert not {"argparse", "dataclasses", "json", "typing"} & mods


def test_help_imports_no_scan() -> None:
    mods = _imported("-m", "rune", "--help")
    assert not _under(mods, "rune.scan") and not _under(mods, "rune.engine")
    assert not _under(mods, "rune.rules")


def test_manifest_scan_imports_nothing_forbidden(tmp_path: Path) -> None:
    one = tmp_path / "one.json"
    one.write_text(json.dumps({"tools": [{"name": "get_weather", "description": "Weather."}]}))
    mods = _imported("-m", "rune", str(one))
    assert "rune.engine" in mods  # the scan ran
    got = {p for p in FORBIDDEN if _under(mods, p)}
    assert got - set(PENDING) == set(), sorted(
        m for p in got - set(PENDING) for m in _under(mods, p)
    )
    assert set(PENDING) - got == set(), "no longer imported: drop these from PENDING"


#: CPython's private regex internals: nothing under ``rune/`` walks a parsed
#: pattern (the analysis that does lives in ``scripts/``, run at packaging time)
PRIVATE = (
    "re._parser",
    "re._compiler",
    "re._constants",
    "sre_parse",
    "sre_compile",
    "sre_constants",
)


def test_no_runtime_module_imports_the_regex_internals() -> None:
    found = []
    for path in sorted((ROOT / "rune").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                names = [base, *(f"{base}.{a.name}" for a in node.names)]
            else:
                continue
            found += [f"{path.relative_to(ROOT)}: {n}" for n in names if n in PRIVATE]
    assert not found, found


def test_the_collector_is_back_on_after_a_run(tmp_path: Path, capsys: Any) -> None:
    # main() turns the cyclic collector off while the pipeline is imported,
    # and leaves it as it found it, whether the run scans, fails or is bad usage
    import gc

    from rune import cli

    one = tmp_path / "one.json"
    one.write_text(json.dumps({"tools": [{"name": "get_weather", "description": "Weather."}]}))
    for argv, code in (([str(one)], 0), ([str(tmp_path / "missing.json")], 2), (["--bogus"], 2)):
        assert gc.isenabled()
        try:
            got = cli.main(argv)
        except SystemExit as exc:  # argparse's usage error
            got = exc.code
        assert got == code and gc.isenabled(), argv
        gc.disable()
        try:
            with contextlib.suppress(SystemExit):
                cli.main(argv)
            assert not gc.isenabled(), argv
        finally:
            gc.enable()
    capsys.readouterr()
