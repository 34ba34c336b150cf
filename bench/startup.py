"""Start-up cost: `rune --version` and a one-tool manifest scan, against `python -c pass`.

pre-commit runs rune on every commit, so start-up matters. Prints the median of
N runs of each command, in milliseconds, and each as a multiple of
``python -c pass`` (the targets: ``--version`` at most 2x, a one-tool manifest
at most 3x).

The children run as an installed package does, with compiled bytecode: it is
written once, by a warm-up run, to a temporary cache (``PYTHONPYCACHEPREFIX``),
whatever ``PYTHONDONTWRITEBYTECODE`` says, so the figures are not the cost of
compiling rune's source in every process. ``--no-bytecode`` measures that cost
instead.

usage: python bench/startup.py [N] [--no-bytecode]
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def median_ms(cmd: list[str], n: int, env: dict[str, str]) -> float:
    subprocess.run(cmd, capture_output=True, env=env, check=False)  # warm-up
    times = []
    for _ in range(n):
        t = time.perf_counter()
        subprocess.run(cmd, capture_output=True, env=env, check=False)
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    n = int(args[0]) if args else 15
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        if "--no-bytecode" in sys.argv:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        else:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        one = Path(tmp) / "one.json"
        one.write_text(json.dumps({"tools": [{"name": "get_weather", "description": "Weather."}]}))
        base = median_ms([sys.executable, "-c", "pass"], n, env)
        ver = median_ms([sys.executable, "-m", "rune", "--version"], n, env)
        scan = median_ms([sys.executable, "-m", "rune", str(one)], n, env)
    print(f"python -c pass           {base:7.1f} ms")
    print(f"rune --version           {ver:7.1f} ms  (+{ver - base:.1f} ms, {ver / base:.1f}x)")
    print(f"rune one-tool manifest   {scan:7.1f} ms  (+{scan - base:.1f} ms, {scan / base:.1f}x)")


if __name__ == "__main__":
    main()
