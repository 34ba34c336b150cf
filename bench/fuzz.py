"""The long fuzz profile: the property tests of tests/test_fuzz.py with many
more examples than CI runs. Prints the time and the pytest summary.

usage: python bench/fuzz.py [EXAMPLES]   (default 3000 per property)
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main() -> int:
    env = dict(os.environ, HYPOTHESIS_PROFILE="long", PYTHONPATH=str(ROOT))
    if len(sys.argv) > 1:
        env["RUNE_FUZZ_EXAMPLES"] = sys.argv[1]
    t = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_fuzz.py"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    dt = time.perf_counter() - t
    print(proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else proc.stderr[-2000:])
    print(f"long fuzz profile: {dt:.1f} s")
    return proc.returncode


if __name__ == "__main__":
    raise SystemExit(main())
