"""Start-up: what a plain manifest scan imports and skips.

These are checks of what happens, never of how long it takes: a module on the
heavy list imported by a plain scan, or the plain command-line path drifting
from the parser, fails here. The timings are ``bench/startup.py``'s.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rune import cli

ROOT = Path(__file__).resolve().parent.parent

#: never imported by a scan of a manifest file with no options: the MCP SDK
#: and the live-scan stack, the schema validator, the SARIF model, the
#: command-line parser (and the translation machinery it pulls in)
HEAVY = (
    "mcp",
    "httpx",
    "httpcore",
    "anyio",
    "pydantic",
    "jsonschema",
    "sarif_om",
    "attr",
    "argparse",
    "gettext",
    "locale",
    "threading",
    # an atomic write's temporary file: a scan that writes no file never needs it
    "tempfile",
    # the data model is rune.record's; dataclasses (and the inspect, ast and
    # dis it imports) cost about 6 ms to import and 0.5 ms per class defined
    "dataclasses",
    "inspect",
    "rune.scan_live",
    "rune.report.sarif",
    "rune.report.json",
    "rune.docs",
    # the baseline and pin records: a run with neither builds none
    "rune.gate_entries",
    "rune.gates",
)

#: the probe: run rune as ``python -m rune`` does, then print the modules
#: loaded and whether every rule module was imported (the registry's
#: ALL_RULES built)
_PROBE = """
import json, runpy, sys
sys.argv = ["rune", *sys.argv[1:]]
try:
    runpy.run_module("rune", run_name="__main__")
except SystemExit:
    pass
import rune.rules
sys.stderr.write("\\n" + json.dumps({"modules": sorted(sys.modules),
                  "all_rules": "ALL_RULES" in vars(rune.rules)}) + "\\n")
"""


def _probe(*argv: str) -> dict[str, object]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-c", _PROBE, *argv],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=300,
        check=False,
    )
    last = proc.stderr.strip().splitlines()[-1]
    got: dict[str, object] = json.loads(last)
    return got


def _manifest(tmp_path: Path) -> Path:
    path = tmp_path / "one.json"
    path.write_text(json.dumps({"tools": [{"name": "get_weather", "description": "Weather."}]}))
    return path


def _heavy(modules: object) -> list[str]:
    assert isinstance(modules, list)
    return sorted(m for m in modules if any(m == h or m.startswith(h + ".") for h in HEAVY))


def test_a_plain_scan_imports_no_heavy_module(tmp_path: Path) -> None:
    got = _probe(str(_manifest(tmp_path)))
    assert _heavy(got["modules"]) == []
    assert got["all_rules"] is False  # the rules a string never reached stay unimported


def test_the_probe_sees_what_an_option_imports(tmp_path: Path) -> None:
    # the same probe with an option: argparse is read, so the check above
    # can fail (it is not blind to what the process imports)
    got = _probe("--no-color", str(_manifest(tmp_path)))
    assert "argparse" in _heavy(got["modules"])


def test_disable_is_checked_without_importing_every_rule(tmp_path: Path) -> None:
    got = _probe("--disable", "toxic-flow", str(_manifest(tmp_path)))
    assert got["all_rules"] is False


def test_the_rule_ids_are_the_registry_ids() -> None:
    from rune.rules import RULES_BY_ID, rule_ids

    assert rule_ids() == frozenset(RULES_BY_ID)


def test_an_unknown_disabled_rule_is_still_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["--disable", "no-such-rule", str(_manifest(tmp_path))]) == cli.EXIT_ERROR
    assert "--disable: no rule named 'no-such-rule'" in capsys.readouterr().err


@pytest.mark.parametrize(
    "argv",
    [["a.json"], ["a.json", "b.json"], ["-"], ["a.json", "-", "", "with space.json"]],
)
def test_the_plain_path_reads_paths_as_the_parser_does(argv: list[str]) -> None:
    plain = cli.plain_args(argv)
    assert plain is not None
    assert vars(plain) == vars(cli.build_parser().parse_args(argv))


def test_the_plain_path_gives_each_run_its_own_lists() -> None:
    first = cli.plain_args(["a.json"])
    assert first is not None
    first.disable.append("toxic-flow")
    again = cli.plain_args(["a.json"])
    assert again is not None and again.disable == []


@pytest.mark.parametrize(
    "argv",
    [[], ["--json", "a.json"], ["a.json", "-v"], ["--", "a.json"], ["-1"], ["a.json", "--"]],
)
def test_anything_but_paths_goes_to_the_parser(argv: list[str]) -> None:
    assert cli.plain_args(argv) is None
