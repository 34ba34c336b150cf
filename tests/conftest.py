"""Shared test helpers: run the CLI in-process or as a real subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
CORPUS = SHARED / "corpus"


@dataclass
class Run:
    code: int
    out: str
    err: str

    def json(self) -> Any:
        return json.loads(self.out)


def run_cli(
    args: Sequence[str],
    stdin: bytes | str | None = None,
    env: dict[str, str] | None = None,
    cwd: str | Path | None = None,
    timeout: float = 120,
) -> Run:
    """Run ``python -m rune`` as a real subprocess."""
    full_env = dict(os.environ)
    full_env.pop("NO_COLOR", None)
    full_env["PYTHONPATH"] = str(ROOT) + os.pathsep + full_env.get("PYTHONPATH", "")
    if env:
        full_env.update(env)
    data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    proc = subprocess.run(
        [sys.executable, "-m", "rune", *args],
        input=data if data is not None else b"",
        capture_output=True,
        env=full_env,
        cwd=str(cwd) if cwd else None,
        timeout=timeout,
    )
    return Run(
        proc.returncode,
        proc.stdout.decode("utf-8", "replace"),
        proc.stderr.decode("utf-8", "replace"),
    )


@pytest.fixture
def cli(capsysbinary: pytest.CaptureFixture[bytes]) -> Any:
    """Run the CLI in-process (fast); returns a function like run_cli without stdin."""
    from rune.cli import main

    def _run(*args: str) -> Run:
        code = main(list(args))
        captured = capsysbinary.readouterr()
        return Run(code, captured.out.decode("utf-8", "replace"), captured.err.decode())

    return _run


def write_json(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return path


def drain_pty(master: int) -> bytes:
    """Everything written to a pseudo-terminal whose other end is closed."""
    out = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # EIO once the other end is gone
            break
        if not chunk:
            break
        out += chunk
    os.close(master)
    return out
