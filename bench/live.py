"""Live-scan timings: the SDK fixture over each transport, and the 100,000-tool page.

    python bench/live.py [--repeat N]

Prints, per transport, the wall time of ``fetch`` (connect or start, handshake,
every page, close) against ``tests/servers/sdk_fixture.py``; for stdio that
includes starting the server process. Then the time and peak memory (peak RSS
of a fresh process, and the growth over that process's RSS just before the
scan) of reading one page holding 100,000 tools from ``raw_stdio.py huge``.
Figures only: nothing here asserts a speed.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rune.sources.live import fetch  # noqa: E402
from rune.sources.live.types import LiveOptions, LiveTarget  # noqa: E402
from tests.servers.harness import PY, RAW_STDIO, SDK_FIXTURE, serve  # noqa: E402


def _time(target: LiveTarget, protocol: str, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        fetch(target, LiveOptions(timeout=60, protocol=protocol))  # type: ignore[arg-type]
        out.append(time.perf_counter() - start)
    return out


def _row(name: str, times: list[float]) -> None:
    print(f"  {name:<22} median {statistics.median(times):6.3f} s   min {min(times):6.3f} s")


def transports(repeat: int) -> None:
    print(
        "SDK fixture (MCPServer; 5 tools, 3 prompts, 3 resources, 3 templates; pages of 2), "
        f"{repeat} runs:"
    )
    fetch(
        LiveTarget("stdio", command=PY, args=(str(SDK_FIXTURE), "stdio")), LiveOptions()
    )  # warm-up
    stdio = LiveTarget("stdio", command=PY, args=(str(SDK_FIXTURE), "stdio"))
    for protocol in ("auto", "legacy"):
        _row(f"stdio ({protocol})", _time(stdio, protocol, repeat))
    with serve(SDK_FIXTURE, "http") as server:
        target = LiveTarget("http", url=server.url("/mcp"))
        for protocol in ("auto", "legacy"):
            _row(f"streamable-http ({protocol})", _time(target, protocol, repeat))
    with serve(SDK_FIXTURE, "sse") as server:
        target = LiveTarget("sse", url=server.url("/sse"))
        for protocol in ("auto", "legacy"):
            _row(f"sse ({protocol})", _time(target, protocol, repeat))


def _rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: KiB


def huge_child() -> None:
    """Run in a fresh process so peak RSS belongs to this scan alone."""
    import mcp.client.session  # noqa: F401  (imports paid before the baseline)

    from rune.sources.live import run as live_run  # noqa: F401

    before = _rss_mib()
    start = time.perf_counter()
    data = fetch(
        LiveTarget("stdio", command=PY, args=(str(RAW_STDIO), "huge")), LiveOptions(timeout=120)
    )
    elapsed = time.perf_counter() - start
    peak = _rss_mib()
    page_bytes = len(json.dumps(data["tools"]))
    print(
        json.dumps(
            {
                "tools": len(data["tools"]),
                "seconds": elapsed,
                "before": before,
                "peak": peak,
                "bytes": page_bytes,
            }
        )
    )


def huge(repeat: int) -> None:
    print(f"100,000 tools on one stdio page ({repeat} fresh processes):")
    rows = []
    for _ in range(repeat):
        proc = subprocess.run(
            [sys.executable, __file__, "--huge-child"], capture_output=True, text=True, check=True
        )
        rows.append(json.loads(proc.stdout.strip().splitlines()[-1]))
    secs = [r["seconds"] for r in rows]
    peak = max(r["peak"] for r in rows)
    growth = max(r["peak"] - r["before"] for r in rows)
    print(
        f"  tools read             {rows[0]['tools']}  "
        f"(page ~{rows[0]['bytes'] / 1e6:.1f} MB of JSON)"
    )
    print(
        f"  time                   median {statistics.median(secs):6.3f} s   min {min(secs):6.3f} s"
    )
    print(f"  peak RSS               {peak:6.1f} MiB  (growth during the scan {growth:6.1f} MiB)")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--huge-child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.huge_child:
        huge_child()
        return
    transports(args.repeat)
    huge(args.repeat)


if __name__ == "__main__":
    main()
