"""A real third-party server from the npm registry, scanned over stdio.

``@modelcontextprotocol/server-everything`` is installed with npm into a
cache directory kept between runs (pytest's cache). The test skips, saying
why, when npm is missing or cannot install the package (offline, registry
down); it never fails for that reason.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from tests.conftest import run_cli

PACKAGE = "@modelcontextprotocol/server-everything"
ENTRY = ("node_modules", "@modelcontextprotocol", "server-everything", "dist", "index.js")


def _install(prefix: Path) -> Path:
    """Install once into *prefix*. npm writes into a private directory that is
    renamed into place, so two runs sharing the cache never see half an install."""
    entry = prefix.joinpath(*ENTRY)
    if entry.exists():
        return entry
    npm = shutil.which("npm")
    if npm is None or shutil.which("node") is None:
        pytest.skip("node/npm not installed; cannot fetch a third-party MCP server")
    staging = Path(tempfile.mkdtemp(prefix="npm-", dir=prefix.parent))
    command = [npm, "install", "--prefix", str(staging), "--no-audit", "--no-fund", PACKAGE]
    try:
        proc = subprocess.run(command, capture_output=True, text=True, timeout=150)
        if proc.returncode != 0 or not staging.joinpath(*ENTRY).exists():
            last = (proc.stderr.strip().splitlines() or ["no output"])[-1][:200]
            pytest.skip(f"npm could not install {PACKAGE}: {last}")
        shutil.rmtree(prefix, ignore_errors=True)
        with contextlib.suppress(OSError):  # another run may have put it in place first
            os.replace(staging, prefix)
    except subprocess.TimeoutExpired:
        pytest.skip(f"npm could not install {PACKAGE} within 150 s (slow or no registry access)")
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return entry


@pytest.mark.slow
def test_scan_server_everything_from_npm(request: pytest.FixtureRequest) -> None:
    prefix = Path(request.config.cache.mkdir("rune-npm")) / "server-everything"
    entry = _install(prefix)
    node = shutil.which("node")
    assert node is not None
    result = run_cli(
        ["--json", "--timeout", "60", "--stdio", node, str(entry), "stdio"], timeout=120
    )
    assert result.code in (0, 1), result.err
    report = result.json()
    assert len(report["tools"]) >= 5
    assert report["summary"]["entities"] > len(report["tools"])
    names = {s.get("name") for s in report.get("servers", [])}
    assert any(name and "everything" in name for name in names), names
