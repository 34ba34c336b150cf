"""Reading a large client config: JSONC reader (values plus positions) against
plain json.loads of the same text, and the whole read_config path.

    python bench/bench_config.py [MB]

Prints figures; asserts nothing. The shape mimics a heavy ~/.claude.json: a
few servers and many projects with long histories.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from pathlib import Path

from rune.sources.config import read_config
from rune.sources.config.text import parse_jsonc


def build(megabytes: float) -> str:
    item = {"display": "x" * 80, "pastedContents": {}}
    per_project = len(json.dumps({"history": [item] * 100}, indent=2))
    projects = max(1, int(megabytes * 1e6 / per_project))
    data = {
        "numStartups": 3,
        "mcpServers": {"a": {"command": "npx", "args": ["-y", "pkg"]}},
        "projects": {
            f"/home/u/p{i}": {"history": [item] * 100, "mcpServers": {}, "allowedTools": []}
            for i in range(projects)
        },
    }
    return json.dumps(data, indent=2)


def best(fn: object, repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()  # type: ignore[operator]
        times.append(time.perf_counter() - t)
    return min(times)


def main() -> None:
    mb = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    text = build(mb)
    base = best(lambda: json.loads(text))
    ours = best(lambda: parse_jsonc(text, "bench"))
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / ".claude.json"
        path.write_text(text)
        whole = best(lambda: read_config(str(path)))
    size = len(text) / 1e6
    print(f"config text: {size:.1f} MB")
    print(f"json.loads:       {base:.3f} s")
    print(
        f"parse_jsonc:      {ours:.3f} s  ({ours / base:.1f}x json.loads, {size / ours:.1f} MB/s)"
    )
    print(f"read_config:      {whole:.3f} s")


if __name__ == "__main__":
    main()
