"""Start-up cost: `rune --version` and a one-tool manifest scan, against `python -c pass`.

pre-commit runs rune on every commit, so start-up matters. Prints the median of
N runs of each command, in milliseconds.

usage: python bench/startup.py [N]
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


def median_ms(cmd: list[str], n: int) -> float:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    times = []
    for _ in range(n):
        t = time.perf_counter()
        subprocess.run(cmd, capture_output=True, env=env, check=False)
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 15
    with tempfile.TemporaryDirectory() as tmp:
        one = Path(tmp) / "one.json"
        one.write_text(json.dumps({"tools": [{"name": "get_weather", "description": "Weather."}]}))
        base = median_ms([sys.executable, "-c", "pass"], n)
        ver = median_ms([sys.executable, "-m", "rune", "--version"], n)
        scan = median_ms([sys.executable, "-m", "rune", str(one)], n)
    print(f"python -c pass           {base:7.1f} ms")
    print(f"rune --version           {ver:7.1f} ms  (+{ver - base:.1f} ms)")
    print(f"rune one-tool manifest   {scan:7.1f} ms  (+{scan - base:.1f} ms)")


if __name__ == "__main__":
    main()
