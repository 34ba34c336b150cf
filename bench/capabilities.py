"""How toxic-flow sorts the tools of real servers, and the flows it finds in
a realistic config.

    python bench/capabilities.py [CORPUS] [--tools]

Reads captured listings of widely used real servers from the shared corpus
(the reference servers published on npm and PyPI, and other popular ones),
prints one row per server with its tool count and how many of its tools
toxic-flow counts on each leg (private data, untrusted input, outward
channel, irreversible action), then scans three of them together as one
agent's servers (filesystem + fetch + Slack) and prints the toxic-flow
findings of that setup. ``--tools`` also lists every tool with its legs and
the reason for each.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rune import engine  # noqa: E402
from rune.model import Document, EntityKind  # noqa: E402
from rune.rules._capabilities import Capability, profile  # noqa: E402
from rune.sources.manifest import load_manifest  # noqa: E402

#: captured listings (file stems under benign/) of real servers anyone can
#: install from npm or PyPI
SERVERS = (
    "live__modelcontextprotocol_server-filesystem",
    "live__mcp-server-fetch",
    "live__mcp-server-git",
    "live__mcp-server-time",
    "live__modelcontextprotocol_server-everything",
    "live__modelcontextprotocol_server-memory",
    "live__modelcontextprotocol_server-sequential-thinking",
    "live__modelcontextprotocol_server-slack",
    "live__modelcontextprotocol_server-github",
    "live__modelcontextprotocol_server-gitlab",
    "live__modelcontextprotocol_server-postgres",
    "live__modelcontextprotocol_server-puppeteer",
    "live__modelcontextprotocol_server-brave-search",
    "live__modelcontextprotocol_server-google-maps",
    "live__modelcontextprotocol_server-everart",
    "live__modelcontextprotocol_server-aws-kb-retrieval",
    "live__brave_brave-search-mcp-server",
    "live__awslabs-postgres-mcp-server",
    "live__awslabs-timestream-for-influxdb-mcp-server",
    "live__aashari_mcp-server-atlassian-jira",
    "live__aashari_mcp-server-atlassian-bitbucket",
    "live__agentdeskai_browser-tools-mcp",
    "live__airtable-mcp-server",
    "live__amap_amap-maps-mcp-server",
    "live__analytics-mcp",
    "live__antv_mcp-server-chart",
    "live__argocd-mcp",
    "live__arxiv-mcp-server",
    "live__astro-airflow-mcp",
    "live__awslabs-amazon-bedrock-agentcore-mcp-server",
    "live__awslabs-amazon-kendra-index-mcp-server",
    "live__awslabs-amazon-keyspaces-mcp-server",
    "live__awslabs-amazon-mq-mcp-server",
    "live__awslabs-amazon-neptune-mcp-server",
    "github-mcp-server",
)

#: one agent's servers: a local file reader, a web fetcher and a chat server
CONFIG = (
    "live__modelcontextprotocol_server-filesystem",
    "live__mcp-server-fetch",
    "live__modelcontextprotocol_server-slack",
)

SHORT = {
    Capability.PRIVATE: "private",
    Capability.UNTRUSTED: "untrusted",
    Capability.OUTWARD: "outward",
    Capability.IRREVERSIBLE: "irreversible",
}


def _load(corpus: Path, stem: str) -> Document:
    return load_manifest(str(corpus / "benign" / f"{stem}.json"))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus", nargs="?", default=str(ROOT.parent / "shared" / "corpus"))
    ap.add_argument("--tools", action="store_true", help="list every tool with its legs")
    args = ap.parse_args(argv)
    corpus = Path(args.corpus)
    present = [s for s in SERVERS if (corpus / "benign" / f"{s}.json").is_file()]
    if not present:
        print(f"no captured server listings under {corpus / 'benign'}", file=sys.stderr)
        return 2
    totals: Counter[str] = Counter()
    head = f"{'server':<52} {'tools':>5} " + " ".join(f"{v:>12}" for v in SHORT.values())
    print(head)
    for stem in present:
        doc = _load(corpus, stem)
        tools = [e for e in doc.entities if e.kind is EntityKind.TOOL and isinstance(e.raw, dict)]
        legs: Counter[Capability] = Counter()
        for e in tools:
            caps = profile(e.raw).capabilities
            legs.update(set(caps))
            if args.tools:
                what = "; ".join(f"{SHORT[c]} ({caps[c]})" for c in Capability if c in caps)
                print(f"    {e.label}: {what or '-'}")
        totals["tools"] += len(tools)
        for c in Capability:
            totals[SHORT[c]] += legs[c]
        row = " ".join(f"{legs[c]:>12}" for c in SHORT)
        print(f"{stem.removeprefix('live__'):<52} {len(tools):>5} {row}")
    print(
        f"{'all ' + str(len(present)) + ' servers':<52} {totals['tools']:>5} "
        + " ".join(f"{totals[v]:>12}" for v in SHORT.values())
    )
    docs = [_load(corpus, s) for s in CONFIG if s in present]
    flows = [f for f in engine.scan_documents(docs) if f.rule == "toxic-flow"]
    print(
        f"\nconfig of {len(docs)} servers ({', '.join(s.removeprefix('live__') for s in CONFIG)}):"
    )
    print(f"toxic-flow findings: {len(flows)}")
    for f in flows:
        print(f"  [{f.severity.label}] {f.message}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
