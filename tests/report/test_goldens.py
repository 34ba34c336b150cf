"""Golden files for the text and JSON reports, over the many-findings manifest the SARIF
goldens use: what a person reads and what a program parses, byte for byte.

Five runs: the default text report, ``--verbose``, ``--json``, and text and JSON with a
baseline and a pin written from a reviewed variant of the manifest (one tool since removed,
one added, one changed), so the stale-baseline and pin-drift notices are pinned too. Each
golden holds the exit code, stdout and stderr. Regenerate with
``RUNE_UPDATE_GOLDEN=1 pytest tests/report/test_goldens.py`` and review the diff.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from rune import __version__
from tests.conftest import ROOT, run_cli

GOLDEN = Path(__file__).resolve().parent.parent / "fixtures" / "report"
MANIFEST = "tests/fixtures/sarif/many_findings.json"
GATES = [
    "--baseline",
    "tests/fixtures/report/many_findings.baseline.json",
    "--pin",
    "tests/fixtures/report/many_findings.pin.json",
]
RUNS = {
    "text": [MANIFEST],
    "verbose": ["--verbose", MANIFEST],
    "json": ["--json", MANIFEST],
    "gates-text": [*GATES, MANIFEST],
    "gates-json": ["--json", *GATES, MANIFEST],
}
UPDATE = bool(os.environ.get("RUNE_UPDATE_GOLDEN"))


def _render(name: str, args: list[str]) -> str:
    run = run_cli(args, cwd=ROOT, env={"COLUMNS": "100"})
    out = run.out
    if name.endswith("json"):
        data = json.loads(out)
        assert data["tool"]["version"] == __version__
        data["tool"]["version"] = "VERSION"
        out = json.dumps(data, indent=2, ensure_ascii=True) + "\n"
    return f"exit: {run.code}\n--- stdout\n{out}--- stderr\n{run.err}"


@pytest.mark.parametrize("name", sorted(RUNS))
def test_report_golden(name: str) -> None:
    text = _render(name, RUNS[name])
    path = GOLDEN / f"many_findings.{name}.golden"
    if UPDATE:
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"{path} missing: run with RUNE_UPDATE_GOLDEN=1"
    assert text == path.read_text(encoding="utf-8"), (
        f"the {name} report differs from {path.name}: rerun with RUNE_UPDATE_GOLDEN=1 "
        "and review the diff"
    )


def test_goldens_cover_what_they_claim() -> None:
    """The gate goldens really exercise the gates: a stale entry, drift, suppressions."""
    gates = (GOLDEN / "many_findings.gates-text.golden").read_text(encoding="utf-8")
    assert "matched no finding" in gates and "differ from the pin" in gates
    assert "accepted by the baseline" in gates
    data = json.loads(
        (GOLDEN / "many_findings.gates-json.golden")
        .read_text(encoding="utf-8")
        .split("--- stdout\n", 1)[1]
        .split("--- stderr\n", 1)[0]
    )
    assert data["staleBaseline"] and data["pinDrift"] and data["summary"]["suppressed"] == 19
    plain = (GOLDEN / "many_findings.text.golden").read_text(encoding="utf-8")
    assert plain.startswith("exit: 1\n") and "^^^" in plain
