"""toxic-flow: tools of one agent that together let injected text steal or destroy."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from rune.model import Entity, EntityKind, Severity
from rune.rules._capabilities import Capability, profile
from rune.rules.base import Match, ScanHit, ScanRule

#: the combinations reported, each a name and its legs
FLOWS: tuple[tuple[str, tuple[Capability, ...]], ...] = (
    (
        "lethal trifecta",
        (Capability.UNTRUSTED, Capability.PRIVATE, Capability.OUTWARD),
    ),
    ("untrusted input to an irreversible action", (Capability.UNTRUSTED, Capability.IRREVERSIBLE)),
)
_SHOWN = 3


class Leg:
    """One leg of a flow: a capability and the tools that have it."""

    __slots__ = ("capability", "tools")

    def __init__(self, capability: Capability, tools: tuple[Entity, ...]) -> None:
        self.capability = capability
        self.tools = tools


def _where(e: Entity) -> str:
    return e.source.server or e.source.label


def _label(e: Entity) -> str:
    return e.label


def _tool(e: Entity) -> str:
    return f"{e.label} ({_where(e)})"


def _names(tools: Sequence[Entity]) -> str:
    """The tools of one leg, grouped by server: ``a, b and 3 more (server)``."""
    groups: dict[str, list[str]] = {}
    for t in tools:
        groups.setdefault(_where(t), []).append(t.label)
    out = []
    for server, names in groups.items():
        more = len(names) - _SHOWN
        shown = ", ".join(names[:_SHOWN]) + (f" and {more} more" if more > 0 else "")
        out.append(f"{shown} ({server})")
    return "; ".join(out[:_SHOWN]) + (
        f"; and {len(out) - _SHOWN} more servers" if len(out) > _SHOWN else ""
    )


def _breaker(legs: Sequence[Leg]) -> str:
    """The smallest change that breaks a flow: the leg with the fewest tools,
    or the fewest servers when a whole server holds it."""
    leg = min(legs, key=lambda g: (len({_where(t) for t in g.tools}), len(g.tools)))
    servers = sorted({_where(t) for t in leg.tools})
    if len(leg.tools) <= _SHOWN:
        what = "remove or restrict " + ", ".join(_tool(t) for t in leg.tools)
    else:
        what = f"remove or restrict the {len(leg.tools)} {leg.capability.value} tools"
    if len(servers) == 1 and len(leg.tools) > 1:
        what += f", or drop the server {servers[0]}"
    return f"to break it, {what}"


class ToxicFlow(ScanRule):
    """What it flags:
    A set of tools, across every server of one run (a client config, or
    several manifests given together as one agent's servers), that lets text
    planted in untrusted content steal or destroy: one tool that takes in text
    anyone can write (web pages, issues, comments, inbound mail, search
    results), one that reads private data (files, mail, databases, secrets,
    calendars), and one that reaches outside (sends mail or messages, makes
    requests to any URL, opens issues, uploads) — the lethal trifecta — and
    untrusted input together with an action that cannot be undone (delete,
    pay, deploy, run commands). Each combination is one finding that names
    the tools on each leg and the smallest change that breaks it. Tools are
    sorted by their annotations first (``readOnlyHint``, ``destructiveHint``,
    ``openWorldHint``), then by the first verb of the name or description and
    the objects it names; ``rune --capabilities`` prints the sorting for
    review.

    Why it matters:
    No single tool is malicious here. But a model that reads a poisoned web
    page or issue comment can be told to read a secret with one tool and send
    it with another, and every call looks like normal use. Seeing the
    combination is the first step to breaking it: drop one leg, or keep it
    behind a confirmation.

    What keeps it quiet:
    A flow needs every one of its legs; a read-only hint takes a tool off the
    irreversible leg. It is low, since it describes the setup rather than an
    attack: gate on it with ``--fail-on low``, or accept a reviewed setup
    with a baseline.

    Known limits:
    The sorting reads English names, and first sentences in English and 24
    more languages (by their main verb and the objects they name); a tool whose name
    says nothing of what it does is not placed on any leg, and a tool that
    can do more than its name says (a generic ``call_api``) may be missed. It
    judges the tools a run saw, not the client's own built-in tools.
    """

    id = "toxic-flow"
    severity = Severity.LOW
    summary = (
        "the tools of one agent combine untrusted input with private data and an outward "
        "channel, or with an irreversible action"
    )

    flags = (
        {
            "tools": [
                {"name": "fetch_url", "description": "Fetches a web page and returns its text."},
                {"name": "read_file", "description": "Reads a file from disk."},
                {"name": "send_email", "description": "Sends an email."},
            ]
        },
        {
            "tools": [
                {"name": "list_issue_comments", "description": "Lists the comments of an issue."},
                {"name": "delete_repository", "description": "Deletes a repository."},
            ]
        },
        {
            "tools": [
                {"name": "pagina", "description": "Obtiene el texto de una página web."},
                {"name": "notas", "description": "Lee las notas privadas del usuario."},
                {"name": "correo", "description": "Envía un correo a la dirección indicada."},
            ]
        },
        {
            "tools": [
                {"name": "issue_comments", "description": "イシューのコメントを取得します。"},
                {"name": "repo_admin", "description": "指定したリポジトリを削除します。"},
            ]
        },
    )
    quiet = (
        {
            "tools": [
                {"name": "read_file", "description": "Reads a file from disk."},
                {"name": "send_email", "description": "Sends an email."},
            ]
        },
        {
            "tools": [
                {"name": "get_forecast", "description": "Returns the weather forecast."},
                {"name": "convert_units", "description": "Converts between units."},
            ]
        },
        {
            "tools": [
                {"name": "files", "description": "读取本地文件的内容。"},
                {"name": "mailer", "description": "向指定的收件人发送邮件。"},
            ]
        },
    )

    def check_scan(self, entities: Sequence[Entity]) -> Iterator[ScanHit]:
        # a tool without a name cannot be called, so it is on no leg; each
        # tool's object is read once (a streamed entity decodes it on each
        # read), and only the tools on some leg are kept: a huge listing of
        # tools that are on none holds nothing per tool
        by_cap: dict[Capability, list[Entity]] = {c: [] for c in Capability}
        for e in entities:
            if e.kind is not EntityKind.TOOL or not e.name:
                continue
            raw = e.raw
            if isinstance(raw, dict):
                for cap in profile(raw).capabilities:
                    by_cap[cap].append(e)
        for leg in by_cap.values():
            # by server, then label, as two stable sorts: no key
            # tuple per tool; equal keys keep listing order
            leg.sort(key=_label)
            leg.sort(key=_where)
        for flow, caps in FLOWS:
            legs = [Leg(c, tuple(by_cap[c])) for c in caps]
            if not all(leg.tools for leg in legs):
                continue
            anchor = legs[0].tools[0]
            parts = " | ".join(f"{leg.capability.value}: {_names(leg.tools)}" for leg in legs)
            message = f"{flow} in one agent | {parts} | {_breaker(legs)}"
            name = anchor.name or ""
            yield ScanHit(anchor, ("name",), Match(0, len(name), message), name)
