"""The agent-file profile on lines written for it: every quiet line (house
rules, personas, mode switches, security guidance that quotes attacks) draws
nothing at medium or above, and most loud lines (override, concealment,
exfiltration, credential reads, fetch-and-execute) do. Each line is read
from a real ``AGENTS.md`` on disk, as ``rune PATH`` reads it."""

from __future__ import annotations

from pathlib import Path

import pytest

from rune import engine
from rune.model import Severity
from rune.sources.agent_files import load_agent_file
from tests.sources.agent_lines import LOUD, QUIET

#: share of the loud lines that must draw a finding at medium or above
LOUD_SHARE = 0.85
#: the quiet and loud lines together, at least
MIN_LINES = 60


def _loud_rules(tmp_path: Path, line: str) -> set[str]:
    path = tmp_path / "AGENTS.md"
    path.write_text(f"# Working here\n\n{line}\n", encoding="utf-8")
    found = engine.scan_documents([load_agent_file(str(path))])
    return {f.rule for f in found if f.severity >= Severity.MEDIUM}


def test_the_set_is_large_and_varied() -> None:
    lines = [x for group in (*QUIET.values(), *LOUD.values()) for x in group]
    assert len(lines) >= MIN_LINES
    assert len(set(lines)) == len(lines)
    non_ascii = sum(not x.isascii() for x in lines)
    assert non_ascii >= 20, non_ascii


@pytest.mark.parametrize(("group", "line"), [(g, x) for g, lines in QUIET.items() for x in lines])
def test_quiet_line(tmp_path: Path, group: str, line: str) -> None:
    assert not _loud_rules(tmp_path, line), (group, line)


def test_loud_lines_per_group(tmp_path: Path) -> None:
    hits: dict[str, int] = {}
    missed = []
    for group, lines in LOUD.items():
        hits[group] = 0
        for line in lines:
            if _loud_rules(tmp_path, line):
                hits[group] += 1
            else:
                missed.append((group, line))
    caught = sum(hits.values())
    total = sum(len(v) for v in LOUD.values())
    per_group = ", ".join(f"{g}: {hits[g]}/{len(LOUD[g])}" for g in LOUD)
    quiet = ", ".join(f"{g}: {len(v)}" for g, v in QUIET.items())
    print(f"\nloud lines caught: {caught}/{total} ({per_group}); quiet lines: {quiet}")
    for group, line in missed:
        print(f"  missed [{group}] {line}")
    assert caught / total >= LOUD_SHARE, (caught, total, missed)
    # every group is caught at least in part: no kind of attack goes unseen
    assert all(hits.values()), hits
