"""Precision, recall and speed of rune on a labelled corpus of MCP metadata.

    python bench/corpus.py [CORPUS_DIR] [--quick] [--misses]

CORPUS_DIR holds ``benign/`` (real servers: nothing there should be flagged)
and ``poisoned/`` (every tool, prompt and resource is one attack, labelled
with ``_label``). Corpus annotations (the top-level ``_source`` block and each
item's ``_label``) are stripped before scanning, so the scan sees exactly what
a server would send.

Prints throughput (tools per second), the ratio of scan time to a plain
``json.loads`` of the same files (both in CPU seconds, so a busy machine does
not skew them), milliseconds per 1,000 tools end to end with one ``rune``
process per 200 tools (start-up included: what a CI job pays), and as its
last lines: benign entities
flagged at medium or above (with the first few examples) and poisoned recall
per ``_label.category``, for ``_label.style == "covert"`` (overall and per
category) and for all items. ``--quick`` scans every poisoned file and a
sample of the benign ones, within about 40 seconds. ``--misses`` also lists
the covert items nothing caught.

Without CORPUS_DIR, or when it holds no corpus, the bench runs on the bundled
``examples/`` (``clean.json`` as benign, ``poisoned.json`` as poisoned): a
check that the bench itself works, not a measurement.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess  # nosec B404 - runs rune itself
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rune import engine
from rune.model import LISTING_KEYS, Finding, Severity, Source, SourceKind
from rune.sources.manifest import document_from_data

QUICK_BUDGET = 30.0  # seconds of benign scanning in --quick mode
EXAMPLES = int(__import__("os").environ.get("RUNE_BENCH_EXAMPLES", "5"))
_LISTINGS = tuple(key for key, _ in LISTING_KEYS)


def strip(data: Any) -> tuple[Any, dict[tuple[str, int], dict[str, Any]]]:
    """The manifest without corpus annotations, and the labels by item path."""
    labels: dict[tuple[str, int], dict[str, Any]] = {}
    if not isinstance(data, dict):
        return data, labels
    out = {k: v for k, v in data.items() if k != "_source"}
    for key in _LISTINGS:
        items = out.get(key)
        if not isinstance(items, list):
            continue
        clean = []
        for i, item in enumerate(items):
            if isinstance(item, dict) and "_label" in item:
                labels[(key, i)] = item["_label"]
                item = {k: v for k, v in item.items() if k != "_label"}
            clean.append(item)
        out[key] = clean
    return out, labels


def item_key(f: Finding) -> tuple[str, int] | None:
    p = f.entity.path
    if len(p) >= 2 and isinstance(p[0], str) and isinstance(p[1], int):
        return p[0], p[1]
    return None


class Tally:
    def __init__(self) -> None:
        self.scan = 0.0
        self.parse = 0.0
        self.tools = 0
        self.entities = 0
        self.files = 0


def scan_file(path: Path, tally: Tally) -> tuple[list[Finding], Any, dict[Any, Any]]:
    text = path.read_text(encoding="utf-8")
    t0 = time.process_time()
    raw = json.loads(text)
    tally.parse += time.process_time() - t0
    data, labels = strip(raw)
    t0 = time.process_time()
    doc = document_from_data(data, Source(label=str(path), kind=SourceKind.MANIFEST))
    findings = engine.scan_documents([doc])
    tally.scan += time.process_time() - t0
    tally.files += 1
    tally.entities += len(doc.entities)
    tally.tools += sum(1 for e in doc.entities if e.kind.value == "tool")
    return findings, data, labels


#: tools per process in the end-to-end figure (a CI job scanning one server)
PER_PROCESS = 200


def end_to_end(files: list[Path], per: int) -> tuple[float, float, int]:
    """Wall and CPU milliseconds per 1,000 tools when every *per* tools of
    the corpus (annotations stripped) are scanned by a fresh ``rune``
    process, start-up included, and how many tools that was."""
    tools: list[Any] = []
    for path in files:
        data, _ = strip(json.loads(path.read_text(encoding="utf-8")))
        if isinstance(data, dict) and isinstance(data.get("tools"), list):
            tools += [t for t in data["tools"] if isinstance(t, dict)]
    root = Path(__file__).resolve().parent.parent
    env = dict(os.environ, PYTHONPATH=str(root))
    wall = 0.0
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(0, len(tools), per):
            target = Path(tmp) / f"part{k}.json"
            target.write_text(json.dumps({"tools": tools[k : k + per]}), encoding="utf-8")
            t0 = time.perf_counter()
            subprocess.run(
                [sys.executable, "-m", "rune", str(target)],
                capture_output=True,
                env=env,
                check=False,
            )
            wall += time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    n = len(tools)
    return 1e6 * wall / n if n else 0.0, 1e6 * cpu / n if n else 0.0, n


def pct(a: int, b: int) -> str:
    return f"{a}/{b} ({100.0 * a / b:.1f}%)" if b else "0/0"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus", type=Path, nargs="?", default=None)
    ap.add_argument("--quick", action="store_true", help="a sample, within about 40 seconds")
    ap.add_argument("--misses", action="store_true", help="list covert items nothing caught")
    args = ap.parse_args(argv)
    benign_files: list[Path] = []
    poisoned_files: list[Path] = []
    if args.corpus is not None:
        benign_files = sorted((args.corpus / "benign").glob("**/*.json"))
        poisoned_files = sorted((args.corpus / "poisoned").glob("**/*.json"))
    if not benign_files and not poisoned_files:
        examples = Path(__file__).resolve().parent.parent / "examples"
        where = f"no corpus under {args.corpus}" if args.corpus is not None else "no corpus given"
        print(f"{where}: running on the bundled {examples.name}/ instead", file=sys.stderr)
        benign_files = [examples / "clean.json"]
        poisoned_files = [examples / "poisoned.json"]

    tally = Tally()
    flagged: dict[tuple[str, str], list[Finding]] = {}
    per_rule: Counter[str] = Counter()
    started = time.perf_counter()
    step = 3 if args.quick else 1
    for path in benign_files[::step]:
        if args.quick and time.perf_counter() - started > QUICK_BUDGET:
            break
        findings, _, _ = scan_file(path, tally)
        for f in findings:
            if f.severity >= Severity.MEDIUM:
                key = (path.name, f.entity.display)
                if key not in flagged:
                    per_rule[f.rule] += 1
                flagged.setdefault(key, []).append(f)
    benign_entities = tally.entities

    caught: dict[str, Counter[str]] = {"all": Counter(), "covert": Counter()}
    total: dict[str, Counter[str]] = {"all": Counter(), "covert": Counter()}
    misses: list[str] = []
    for path in poisoned_files:
        findings, data, labels = scan_file(path, tally)
        hit = {item_key(f) for f in findings if f.severity >= Severity.MEDIUM}
        for (key, i), label in labels.items():
            cat = str(label.get("category", "?"))
            styles = ["all"] + (["covert"] if label.get("style") == "covert" else [])
            for style in styles:
                total[style][cat] += 1
                if (key, i) in hit:
                    caught[style][cat] += 1
            if label.get("style") == "covert" and (key, i) not in hit:
                name = data[key][i].get("name", "?") if isinstance(data[key][i], dict) else "?"
                misses.append(f"  {path.name} {key}[{i}] {name} ({cat})")

    print(f"files: {tally.files} ({len(benign_files)} benign, {len(poisoned_files)} poisoned)")
    print(f"entities scanned: {tally.entities}, of which tools: {tally.tools}")
    print(f"scan: {tally.scan:.2f} CPU s, json.loads: {tally.parse:.2f} CPU s (same files)")
    rate = tally.tools / tally.scan if tally.scan else 0.0
    ratio = tally.scan / tally.parse if tally.parse else 0.0
    print(f"throughput: {rate:,.0f} tools/s; scan costs {ratio:.1f}x json.loads")
    if not args.quick:
        ms, cpu_ms, n = end_to_end(benign_files + poisoned_files, PER_PROCESS)
        print(
            f"end to end, one process per {PER_PROCESS} tools ({n} tools): "
            f"{ms:,.0f} ms wall and {cpu_ms:,.0f} ms CPU per 1,000 tools, start-up included"
        )
    if args.misses and misses:
        print(f"covert items missed ({len(misses)}):")
        print("\n".join(misses))
    if per_rule:
        print(
            "benign entities flagged, by rule: "
            + ", ".join(f"{r}={n}" for r, n in per_rule.most_common())
        )
    print()
    print(
        f"benign entities flagged at medium or above: {len(flagged)} of {benign_entities}"
        + (" (quick sample)" if args.quick else "")
    )
    for (fname, display), fs in list(flagged.items())[:EXAMPLES]:
        f = fs[0]
        print(f"  {fname}  {display}  {f.rule}  {f.matched[:80]!r}")
    for style in ("covert", "all"):
        cats = sorted(total[style])
        got, of = sum(caught[style].values()), sum(total[style].values())
        print(f"poisoned recall, {style}: {pct(got, of)}")
        for cat in cats:
            print(f"  {style} {cat}: {pct(caught[style][cat], total[style][cat])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
