"""The command-line options of live scans and of a run's rule selection.

``--env``, ``--server-log``, ``--skip-listing``, ``--write-manifest``,
``--client-info``, ``--cloak-check`` and ``--disable`` are declared here; the
scan they shape is :mod:`rune.scan_live`, their checks :func:`rune.scan.check`.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator, Sequence

#: ``typing.TYPE_CHECKING`` without importing :mod:`typing` (mypy reads the name)
TYPE_CHECKING = False
if TYPE_CHECKING:
    import argparse

EPILOG = """examples:
  rune mcp/github.json                          scan a captured manifest
  rune --stdio npx -y @modelcontextprotocol/server-memory
                                                start a server and scan what it lists
  rune --env GITHUB_TOKEN --write-manifest mcp/github.json --stdio uvx some-server
                                                capture a server's listing to commit
  rune --http https://mcp.example.com/mcp --header 'Authorization: Bearer ...'
  rune --config .vscode/mcp.json                every server of a client config
  rune --config .mcp.json --no-launch           audit the config only, start nothing
  rune --write-pin mcp/github.pin.json mcp/github.json    then later: --pin
  rune --explain hidden-instructions

exit codes:
  0  nothing at or above --fail-on (default medium), no pin drift
  1  findings at or above --fail-on, pin drift, or a stale baseline with
     --fail-on-stale-baseline
  2  rune could not read or finish something (never a partial clean), or a
     usage error
"""


class _ListingNames:
    """The ``--skip-listing`` choices, read from :data:`rune.scan_live.LISTING_NAMES`
    when argparse first checks or prints one, so building the parser imports no
    live-scan module."""

    def _names(self) -> list[str]:
        from rune.requests import LISTING_NAMES

        return sorted(LISTING_NAMES)

    def __contains__(self, item: object) -> bool:
        return item in self._names()

    def __iter__(self) -> Iterator[str]:
        return iter(self._names())

    def __len__(self) -> int:
        return len(self._names())


def client_info(text: str) -> tuple[str, str]:
    """``NAME/VERSION`` for ``--client-info``."""
    import argparse

    name, sep, version = text.rpartition("/")
    if not sep or not name.strip() or not version.strip() or any(ord(c) < 0x20 for c in text):
        raise argparse.ArgumentTypeError(f"not NAME/VERSION: {text[:60]!r}")
    return name.strip(), version.strip()


def add_arguments(
    parser: argparse.ArgumentParser, live: argparse._ArgumentGroup, out: argparse._ArgumentGroup
) -> None:
    """The options of this module, in the CLI's groups."""
    live.add_argument(
        "--env",
        action="append",
        default=[],
        metavar="NAME[=VALUE]",
        help=(
            "with --stdio or --config, give the server one more variable: NAME from rune's "
            "environment, or NAME=VALUE (repeatable); values are never printed"
        ),
    )
    live.add_argument(
        "--server-log",
        metavar="FILE",
        help="with --stdio or --config, keep the servers' stderr (capped, masked) in FILE",
    )
    live.add_argument(
        "--skip-listing",
        action="append",
        default=[],
        choices=_ListingNames(),
        help="do not read this listing (repeatable); recorded in the report as not scanned",
    )
    live.add_argument(
        "--write-manifest",
        metavar="FILE",
        help="with --stdio, --http or --sse, save what the server listed as a manifest",
    )
    live.add_argument(
        "--client-info",
        type=client_info,
        metavar="NAME/VERSION",
        help="present this clientInfo and User-Agent (default: the neutral mcp/0.1.0)",
    )
    live.add_argument(
        "--cloak-check",
        action="store_true",
        help="list twice, as rune and as a common client; any difference is a finding",
    )
    parser.add_argument(
        "--disable",
        action="append",
        default=[],
        metavar="RULE",
        help="turn a rule off for this run (repeatable); recorded in JSON and SARIF",
    )
    out.add_argument(
        "--verbose",
        "-v",
        action="store_true",
        help="list every entity in the text report, clean ones too",
    )


def print_details(lines: Sequence[str]) -> None:
    """The tail of a server's stderr after the error line."""
    if not lines:
        return
    sys.stderr.write("rune: the server's stderr ended with:\n")
    for line in lines:
        sys.stderr.write(f"  | {line}\n")
    sys.stderr.flush()
