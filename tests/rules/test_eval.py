"""The detection evaluation set: every honest string stays quiet at medium and
above, and every dev attack is caught except the few listed, with reasons, in
``tests/eval/known-misses.txt`` (which must not list an attack that is caught)."""

from __future__ import annotations

import pytest

from tests.evalset import EVAL, cases, files, findings, known_misses

HONEST = [c for path in files("honest") for c in cases(path)]
ATTACKS = [c for split in ("dev", "heldout") for path in files(split) for c in cases(path)]
DEV = [c for c in ATTACKS if c.path.parent.name == "dev"]


def test_the_sets_are_there() -> None:
    assert len(HONEST) >= 300
    classes = {c.cls for c in DEV}
    assert len(classes) >= 13, classes


@pytest.mark.parametrize("case", HONEST, ids=lambda c: c.where)
def test_honest_string_is_quiet(case) -> None:  # type: ignore[no-untyped-def]
    got = findings(case)
    assert not got, f"{case.where}: {got[0].rule} {got[0].matched!r}"


@pytest.mark.parametrize("case", DEV, ids=lambda c: c.where)
def test_dev_attack_is_caught(case) -> None:  # type: ignore[no-untyped-def]
    caught = bool(findings(case))
    if case.where in known_misses():
        assert not caught, f"{case.where} is caught now: remove it from known-misses.txt"
    else:
        assert caught, f"{case.where} missed: {case.text[:120]!r}"


def test_known_misses_name_real_lines() -> None:
    every = {c.where for c in DEV}
    for where in known_misses():
        assert where in every, f"known-misses.txt names {where}, which is no dev attack"
    assert (EVAL / "known-misses.txt").exists()
