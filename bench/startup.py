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

Each figure is printed twice: wall-clock time, and the CPU time the child
used (user + system, from ``getrusage``), which a busy machine disturbs less.

usage: python bench/startup.py [N] [--no-bytecode]
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _child_cpu() -> float:
    use = resource.getrusage(resource.RUSAGE_CHILDREN)
    return use.ru_utime + use.ru_stime


def median_ms(cmd: list[str], n: int, env: dict[str, str]) -> tuple[float, float]:
    """The median wall-clock and CPU milliseconds of *n* runs of *cmd*, run in
    this checkout (``python -m`` puts the working directory first on the
    path: run from another checkout, it would time that one's rune)."""
    subprocess.run(cmd, capture_output=True, env=env, cwd=ROOT, check=False)  # warm-up
    times, cpu = [], []
    for _ in range(n):
        t, c = time.perf_counter(), _child_cpu()
        subprocess.run(cmd, capture_output=True, env=env, cwd=ROOT, check=False)
        times.append((time.perf_counter() - t) * 1000)
        cpu.append((_child_cpu() - c) * 1000)
    return statistics.median(times), statistics.median(cpu)


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
    print("                          wall                           cpu")
    for label, (wall, cpu) in (
        ("python -c pass", base),
        ("rune --version", ver),
        ("rune one-tool manifest", scan),
    ):
        line = f"{label:<24} {wall:7.1f} ms"
        if label != "python -c pass":
            line += f"  (+{wall - base[0]:.1f} ms, {wall / base[0]:.1f}x)"
        line = f"{line:<50} {cpu:7.1f} ms"
        if label != "python -c pass":
            line += f"  (+{cpu - base[1]:.1f} ms, {cpu / base[1]:.1f}x)"
        print(line)


if __name__ == "__main__":
    main()
