"""Run a few lines of Python in a fresh interpreter on this checkout: what a
start-up test reads of a process (which modules it imported, what it printed)."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import ROOT


def probe(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    """*code* run as ``python -c`` with *args*, from the checkout's root."""
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
        check=False,
        timeout=120,
    )
