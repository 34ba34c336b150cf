"""The shipped directive model is read from beside its module, checked, and
found through the package's resources only when that path cannot be read."""

from __future__ import annotations

from pathlib import Path

import pytest

from rune.rules import _directive_model as dm
from tests.perf_probe import probe


def test_the_weights_sit_beside_the_module() -> None:
    path = Path(dm.weights_path())
    assert path.parent == Path(dm.__file__).resolve().parent
    assert dm.parse(path.read_bytes()).threshold == dm.shipped().threshold


def test_a_scan_reads_the_model_without_importlib_resources() -> None:
    code = (
        "import sys\n"
        "from rune.rules import _directive_model as dm\n"
        "dm.shipped()\n"
        "print('importlib.resources' in sys.modules)\n"
    )
    out = probe(code)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"


def test_an_unreadable_path_falls_back_to_the_resources(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(dm, "weights_path", lambda: str(tmp_path / "missing.bin"))
    assert dm._weights() == Path(dm.__file__).with_name(dm.WEIGHTS_FILE).read_bytes()


def test_a_damaged_weights_file_is_refused(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    good = Path(dm.weights_path()).read_bytes()
    bad = tmp_path / "bad.bin"
    monkeypatch.setattr(dm, "weights_path", lambda: str(bad))
    for data in (good[:-2], b"NOTRUNE0" + good[8:]):
        bad.write_bytes(data)
        with pytest.raises(ValueError):
            dm.parse(dm._weights())
