"""The typo index is decoded one table at a time, with the same tables."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from rune.text import spelling

SHIPPED = Path(spelling.__file__).with_name("spelling_index.json")
CACHED = (
    spelling._index,
    spelling._deletes,
    spelling._pieces,
    spelling._pairs,
    spelling._triples,
    spelling._heads,
    spelling._cover,
)


@pytest.fixture
def fresh() -> Iterator[None]:
    for cached in CACHED:
        cached.cache_clear()
    yield
    for cached in CACHED:
        cached.cache_clear()


def test_each_table_is_what_the_whole_file_says() -> None:
    raw = SHIPPED.read_bytes()
    whole = json.loads(raw)
    lazy = spelling._Shipped(raw)
    assert set(whole) == {k for k in whole if k in lazy}
    for key, value in whole.items():
        assert lazy.get(key) == value, key


def test_an_index_laid_out_on_one_line_is_read_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh: None
) -> None:
    compact = tmp_path / "spelling_index.json"
    compact.write_text(json.dumps(json.loads(SHIPPED.read_bytes())), encoding="utf-8")
    monkeypatch.setattr(spelling, "_INDEX", compact)
    assert spelling._index() is not None
    found = spelling._word_list()
    assert spelling._pieces() == spelling.build_pieces(found)
    assert spelling._cover() == spelling.build_cover(found)


def test_a_damaged_table_is_built_from_the_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh: None
) -> None:
    text = SHIPPED.read_text(encoding="utf-8")
    damaged = tmp_path / "spelling_index.json"
    damaged.write_text(text.replace('\n"heads": "', '\n"heads": "\\q', 1), encoding="utf-8")
    monkeypatch.setattr(spelling, "_INDEX", damaged)
    assert spelling._index() is not None
    assert spelling._heads() == spelling.build_heads(spelling._word_list())
    assert spelling.nearest("iunstructions") == "instructions"
