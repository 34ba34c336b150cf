"""Front matter reaches the rest of rune as plain JSON.

The YAML loader returns dates, timestamps, sets and bytes, which are not JSON;
``rune.sources.agent_files`` converts them when it reads the file, so the
walk over model-facing strings, the pin's digests and the reports see JSON
only. Front matter that was JSON already keeps the digest it had before the
conversion existed.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

from rune.fields import strings
from rune.gates.pin.digest import leaves
from rune.model import Entity
from rune.sources.agent_files import load_agent_file

PLAIN = (
    "---\nname: demo\ndescription: Formats records for the weekly digest\nversion: 3\n"
    "ratio: 1.5\nbeta: true\nowner: null\ntags: [a, b]\nmeta:\n  level: 2\n"
    "  notes: [x, {y: z}]\n---\nBody text here.\n"
)
#: the entity digest of PLAIN, computed before front matter was converted
PLAIN_DIGEST = "728a9ee38e5e18da0a53bf3499234fb05a39f236a6f936c0df1629583d32ae88"


def _entity(tmp_path: Path, text: str) -> Entity:
    path = tmp_path / "notes.md"
    path.write_text(text, encoding="utf-8")
    return load_agent_file(str(path)).entities[0]


def _digest(entity: Entity) -> str:
    digests = {p: d for p, (_, d) in leaves(entity.raw).items()}
    return hashlib.sha256(json.dumps(sorted(digests.items())).encode()).hexdigest()


def test_json_front_matter_keeps_its_digest(tmp_path: Path) -> None:
    assert _digest(_entity(tmp_path, PLAIN)) == PLAIN_DIGEST


def test_dates_timestamps_sets_and_bytes_are_the_json_they_stand_for(tmp_path: Path) -> None:
    typed = _entity(
        tmp_path,
        "---\nname: demo\ndescription: Formats dates\ncreated: 2024-01-02\n"
        "when: 2024-01-02T03:04:05Z\nlocal: 2024-01-02 03:04:05+02:00\n"
        "tags: !!set {beta, alpha}\nblob: !!binary aGVsbG8=\nby: {1: one, 2.5: half}\n"
        "---\nBody.\n",
    )
    written = _entity(
        tmp_path,
        "---\nname: demo\ndescription: Formats dates\ncreated: '2024-01-02'\n"
        "when: '2024-01-02T03:04:05+00:00'\nlocal: '2024-01-02T03:04:05+02:00'\n"
        "tags: [alpha, beta]\nblob: aGVsbG8=\nby: {'1': one, '2.5': half}\n---\nBody.\n",
    )
    assert typed.raw == written.raw
    assert json.loads(json.dumps(typed.raw)) == typed.raw
    assert _digest(typed) == _digest(written)


def test_a_sets_members_are_read_as_model_facing_text(tmp_path: Path) -> None:
    ent = _entity(tmp_path, "---\nnote: !!set {first line, second line}\n---\nBody.\n")
    texts = [t for t, _, _ in strings(ent)]
    assert "first line" in texts and "second line" in texts


def test_a_pin_of_front_matter_with_a_date_is_written(tmp_path: Path) -> None:
    skill = tmp_path / "SKILL.md"
    skill.write_text(
        "---\nname: demo\ndescription: Formats dates\ncreated: 2024-01-02\n---\nBody.\n",
        encoding="utf-8",
    )
    pin = tmp_path / "rune.pin.json"
    proc = subprocess.run(
        [sys.executable, "-m", "rune", "--write-pin", str(pin), str(skill)],
        capture_output=True,
        text=True,
    )
    assert proc.returncode == 0, proc.stderr
    assert "internal error" not in proc.stderr
    assert json.loads(pin.read_text(encoding="utf-8"))["servers"]
