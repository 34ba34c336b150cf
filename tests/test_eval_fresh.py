"""Shape of the fresh held-out evaluation set: ``tests/eval/fresh/<class>.<lang>.txt``
(attacks, one a line) and ``tests/eval/honest/fresh.<lang>.txt`` (honest tool
descriptions). These checks say only that the set is complete and well formed
(every file there, enough lines, no duplicates, clean UTF-8, JSON that parses);
they deliberately scan nothing, so the set stays unseen by the rules' authors'
tests and its recall is measured only by a benchmark."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pytest

from tests.evalset import EVAL, cases

FRESH = EVAL / "fresh"
HONEST = EVAL / "honest"

CLASSES = (
    "override",
    "role",
    "hidden-container",
    "concealment",
    "exfiltration",
    "harvesting",
    "prompt-extraction",
    "command-execution",
    "tool-precondition",
    "consent-bypass",
    "shadowing",
    "response-manipulation",
    "preference",
)
LANGS = ("en", "es", "fr", "de", "pt", "ru", "zh", "ja", "ar", "hi", "tr", "ko", "pl", "vi")

#: minimum attacks per class file: English carries more
MIN_ATTACKS = {lang: 12 if lang == "en" else 4 for lang in LANGS}
MIN_HONEST = 25

#: a character range every line of a non-Latin language must use at least once
SCRIPTS: dict[str, tuple[tuple[int, int], ...]] = {
    "ru": ((0x0400, 0x04FF),),
    "zh": ((0x4E00, 0x9FFF),),
    "ja": ((0x3040, 0x30FF),),
    "ar": ((0x0600, 0x06FF),),
    "hi": ((0x0900, 0x097F),),
    "ko": ((0xAC00, 0xD7A3),),
}

#: top-level keys of a whole manifest (the same set tests/evalset.py reads)
LISTING_KEYS = frozenset(
    {"tools", "prompts", "resources", "resourceTemplates", "serverInfo", "instructions", "result"}
)

ATTACK_FILES = [FRESH / f"{cls}.{lang}.txt" for cls in CLASSES for lang in LANGS]
HONEST_FILES = [HONEST / f"fresh.{lang}.txt" for lang in LANGS]
ALL_FILES = ATTACK_FILES + HONEST_FILES


def _ids(path: Path) -> str:
    return path.relative_to(EVAL).as_posix()


def _body(path: Path) -> list[str]:
    """The non-blank lines after the header, stripped as the loader strips them."""
    raw = path.read_bytes().decode("utf-8", errors="strict")
    lines = [line.strip() for line in raw.split("\n")]
    return [line for line in lines[1:] if line]


def test_no_stray_files() -> None:
    expected = {p.name for p in ATTACK_FILES}
    present = {p.name for p in FRESH.glob("*")}
    assert present == expected, f"unexpected {present - expected}, missing {expected - present}"


@pytest.mark.parametrize("path", ALL_FILES, ids=_ids)
def test_file_header_and_encoding(path: Path) -> None:
    assert path.is_file(), f"{path.name} is missing"
    data = path.read_bytes()
    text = data.decode("utf-8", errors="strict")
    assert not text.startswith("\ufeff"), "byte-order mark"
    assert text.endswith("\n"), "no final newline"
    header = text.split("\n", 1)[0]
    lang = path.name.split(".")[-2]
    if path.parent == FRESH:
        cls = path.name.split(".")[0]
        want = f"# fresh held-out {cls} attacks ({lang}), written for rune's evaluation set"
    else:
        want = (
            f"# fresh held-out honest tool descriptions ({lang}), written for rune's evaluation set"
        )
    assert header == want
    for n, line in enumerate(text.split("\n")[1:], 2):
        assert not line.startswith("#"), f"line {n} starts with '#': the loader skips it"
        for ch in line:
            cat = unicodedata.category(ch)
            assert cat not in ("Cc", "Zl", "Zp"), f"line {n}: control character {ch!r}"
            assert cat != "Cn", f"line {n}: unassigned code point U+{ord(ch):04X}"


@pytest.mark.parametrize("path", ALL_FILES, ids=_ids)
def test_minimum_count(path: Path) -> None:
    lang = path.name.split(".")[-2]
    want = MIN_ATTACKS[lang] if path.parent == FRESH else MIN_HONEST
    got = list(cases(path))
    assert len(got) >= want, f"{path.name}: {len(got)} lines, want at least {want}"
    assert len(got) == len(_body(path))
    assert {c.lang for c in got} == {lang}
    if path.parent == FRESH:
        assert {c.cls for c in got} == {path.name.split(".")[0]}
    else:
        assert {c.cls for c in got} == {"honest"}


@pytest.mark.parametrize("path", ALL_FILES, ids=_ids)
def test_json_lines_parse(path: Path) -> None:
    for n, line in enumerate(_body(path), 2):
        if not line.startswith("{"):
            continue
        data = json.loads(line)
        assert isinstance(data, dict), f"line {n}: not a JSON object"
        if "role" not in data:
            assert not LISTING_KEYS.isdisjoint(data), f"line {n}: JSON without a listing key"
            for tool in data.get("tools", []):
                assert isinstance(tool.get("name"), str) and tool["name"], f"line {n}: tool name"
                schema = tool.get("inputSchema")
                if schema is not None:
                    assert schema.get("type") == "object", f"line {n}: inputSchema type"


@pytest.mark.parametrize(
    "path", [p for p in ALL_FILES if p.name.split(".")[-2] in SCRIPTS], ids=_ids
)
def test_lines_are_in_their_language_script(path: Path) -> None:
    ranges = SCRIPTS[path.name.split(".")[-2]]
    for n, line in enumerate(_body(path), 2):
        assert any(lo <= ord(ch) <= hi for ch in line for lo, hi in ranges), (
            f"line {n}: no {ranges}"
        )


def test_no_duplicate_lines() -> None:
    seen: dict[str, str] = {}
    for path in ALL_FILES:
        for n, line in enumerate(_body(path), 2):
            key = " ".join(line.casefold().split())
            where = f"{_ids(path)}:{n}"
            assert key not in seen, f"{where} repeats {seen[key]}"
            seen[key] = where


def test_no_line_copied_from_the_other_splits() -> None:
    """The fresh set stays apart from the rest: no fresh line appears verbatim in
    the dev, holdback, heldout or older honest files."""
    ours = {" ".join(line.casefold().split()) for path in ALL_FILES for line in _body(path)}
    others = [
        p for split in ("dev", "holdback", "heldout") for p in sorted((EVAL / split).glob("*.txt"))
    ]
    others += [p for p in sorted(HONEST.glob("*.txt")) if not p.name.startswith("fresh.")]
    for path in others:
        for line in path.read_text(encoding="utf-8").splitlines():
            key = " ".join(line.strip().casefold().split())
            if key and not key.startswith("#"):
                assert key not in ours, f"{_ids(path)} holds a fresh line: {line[:60]!r}"
