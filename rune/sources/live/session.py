"""Protocol negotiation and raw, paginated listings over an SDK dispatcher.

The SDK's ``ClientSession`` runs the connection (it answers the server's
pings and other requests), but rune sends every request of its own through
the dispatcher raw: the SDK's result models would drop unknown fields, coerce
values and reject a whole page for one malformed tool, and a scanner has to
see the page exactly as the server sent it.

Negotiation follows the SDK's ``mode="auto"`` policy: probe
``server/discover`` (2026-07-28 and later), fall back to ``initialize`` on
any JSON-RPC error that is not proof of a modern-only server. ``legacy`` skips
the probe; ``modern`` skips the fallback.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import mcp_types
from mcp import ClientSession
from mcp.shared.dispatcher import CallOptions
from mcp.shared.exceptions import MCPError
from mcp.shared.inbound import MCP_METHOD_HEADER, MCP_PROTOCOL_VERSION_HEADER
from mcp.shared.jsonrpc_dispatcher import JSONRPCDispatcher
from mcp_types.version import (
    HANDSHAKE_PROTOCOL_VERSIONS,
    LATEST_HANDSHAKE_VERSION,
    LATEST_MODERN_VERSION,
    MODERN_PROTOCOL_VERSIONS,
)

from rune.jsonvalue import Json, JsonList, JsonObject
from rune.sources.live.types import LiveLimitError, LiveOptions, LiveScanError, client_identity

if TYPE_CHECKING:
    from mcp.client._transport import ReadStream, WriteStream
    from mcp.shared.message import SessionMessage

#: (method, result key, capability that advertises it)
LISTINGS: tuple[tuple[str, str, str], ...] = (
    ("tools/list", "tools", "tools"),
    ("prompts/list", "prompts", "prompts"),
    ("resources/list", "resources", "resources"),
    ("resources/templates/list", "resourceTemplates", "resources"),
)

#: Listings that have no capability flag of their own: a server that
#: advertises resources may still not implement templates.
_OPTIONAL = frozenset({"resources/templates/list"})


@dataclass
class Progress:
    """Where the scan is, so a failure can say so."""

    phase: str = "connect"  # connect, handshake, list
    method: str = ""
    page: int = 0
    protocol: str | None = None
    mode: str = "auto"  # the --protocol asked for
    #: when the scan's budget ends (event-loop time), if known
    deadline: float | None = None
    #: listings that failed while the connection stayed usable: (method, why)
    failed: list[tuple[str, str]] = field(default_factory=list)

    def where(self) -> str:
        if self.phase == "connect":
            return "while connecting"
        if self.phase == "handshake":
            return "during the handshake"
        return f"while reading {self.method} (page {self.page})"


@dataclass(frozen=True)
class Hello:
    version: str
    server_info: Json
    instructions: Json
    capabilities: Json


class _Wire:
    """Raw requests stamped for the negotiated era."""

    def __init__(self, disp: JSONRPCDispatcher, client_info: JsonObject) -> None:
        self.disp = disp
        self.version: str | None = None
        self.client_info = client_info

    def _stamp(self, method: str, version: str, params: JsonObject) -> CallOptions:
        headers = {MCP_PROTOCOL_VERSION_HEADER: version}
        if version in MODERN_PROTOCOL_VERSIONS:
            params["_meta"] = {
                mcp_types.PROTOCOL_VERSION_META_KEY: version,
                mcp_types.CLIENT_INFO_META_KEY: self.client_info,
                mcp_types.CLIENT_CAPABILITIES_META_KEY: {},
            }
            headers[MCP_METHOD_HEADER] = method
        return {"headers": headers}

    async def request(
        self,
        method: str,
        params: JsonObject,
        *,
        version: str | None = None,
        timeout: float | None = None,
    ) -> JsonObject:
        v = version or self.version
        opts: CallOptions = self._stamp(method, v, params) if v else {}
        if timeout is not None:
            opts["timeout"] = timeout
        if method in ("initialize", "server/discover"):
            opts["cancel_on_abandon"] = False
        reply: JsonObject = await self.disp.send_raw_request(method, params, opts)
        return reply


def _supported(data: object) -> list[str] | None:
    if isinstance(data, Mapping):
        supported = data.get("supported")
        if isinstance(supported, list):
            return [v for v in supported if isinstance(v, str)]
    return None


def _modern_hello(raw: JsonObject) -> Hello | None:
    versions = raw.get("supportedVersions")
    if not isinstance(versions, list):
        return None
    mutual = [v for v in MODERN_PROTOCOL_VERSIONS if v in versions]
    if not mutual:
        return None
    meta = raw.get("_meta")
    info = meta.get(mcp_types.SERVER_INFO_META_KEY) if isinstance(meta, Mapping) else None
    return Hello(mutual[-1], info, raw.get("instructions"), raw.get("capabilities"))


async def _discover(wire: _Wire, options: LiveOptions) -> Hello | None:
    """The modern probe; ``None`` means fall back to ``initialize``.

    The probe waits as long as the scan's budget (``--timeout``) allows, never
    a fixed shorter time: sending ``initialize`` after an unanswered probe
    would queue it behind the probe, and a slow-starting modern server that
    reads the probe first then refuses it. A legacy server that never answers
    unknown requests needs ``--protocol legacy``, which the timeout says.
    """
    version = LATEST_MODERN_VERSION
    for attempt in range(2):
        try:
            raw = await wire.request("server/discover", {}, version=version)
        except MCPError as exc:
            if options.protocol == "modern":
                raise
            supported = (
                _supported(exc.error.data)
                if exc.code == mcp_types.UNSUPPORTED_PROTOCOL_VERSION
                else None
            )
            if supported is not None:
                mutual = [v for v in MODERN_PROTOCOL_VERSIONS if v in supported]
                if mutual and attempt == 0:
                    version = mutual[-1]
                    continue
                if not any(v in HANDSHAKE_PROTOCOL_VERSIONS for v in supported):
                    shown = ", ".join(supported[:5]) or "none"
                    raise LiveScanError(
                        f"the server only speaks protocol versions rune does not ({shown})"
                    ) from None
            return None
        hello = _modern_hello(raw)
        if hello is None and options.protocol == "modern":
            raise LiveScanError("server/discover answered without a modern protocol version")
        return hello
    return None


async def _initialize(wire: _Wire) -> Hello:
    params: JsonObject = {
        "protocolVersion": LATEST_HANDSHAKE_VERSION,
        "capabilities": {},
        "clientInfo": wire.client_info,
    }
    raw = await wire.request("initialize", params)
    version = raw.get("protocolVersion")
    if not isinstance(version, str) or not version:
        raise LiveScanError("the initialize reply carries no protocolVersion")
    await wire.disp.notify(
        "notifications/initialized", None, {"headers": {MCP_PROTOCOL_VERSION_HEADER: version}}
    )
    return Hello(version, raw.get("serverInfo"), raw.get("instructions"), raw.get("capabilities"))


async def negotiate(wire: _Wire, options: LiveOptions, progress: Progress | None = None) -> Hello:
    hello = None
    if options.protocol != "legacy":
        if progress is not None:
            progress.method = "server/discover"
        hello = await _discover(wire, options)
    if hello is None:
        if progress is not None:
            progress.method = "initialize"
        hello = await _initialize(wire)
    wire.version = hello.version
    return hello


class _Budget:
    def __init__(self, options: LiveOptions) -> None:
        self.items_left = options.max_items
        self.max_items = options.max_items
        self.max_pages = options.max_pages

    def take(self, n: int, method: str) -> None:
        self.items_left -= n
        if self.items_left < 0:
            raise LiveLimitError(
                f"the server listed more than {self.max_items} items in all "
                f"(item cap, see --max-items; {method})"
            )


async def read_listing(
    wire: _Wire, method: str, key: str, budget: _Budget, progress: Progress
) -> JsonList:
    """Every page of one listing, items exactly as sent."""
    items: JsonList = []
    cursor: str | None = None
    seen: set[str] = set()
    progress.phase, progress.method = "list", method
    for page in range(1, budget.max_pages + 1):
        progress.page = page
        raw = await wire.request(method, {"cursor": cursor} if cursor is not None else {})
        got = raw.get(key)
        if not isinstance(got, list):
            what = "has no" if got is None else "has a non-array"
            raise LiveScanError(f"{method} page {page} {what} {key!r} field")
        budget.take(len(got), method)
        items.extend(got)
        nxt = raw.get("nextCursor")
        if nxt is None or nxt == "":
            return items
        if not isinstance(nxt, str):
            raise LiveScanError(f"{method} page {page} has a nextCursor that is not a string")
        if nxt in seen:
            raise LiveScanError(
                f"{method} repeated a cursor on page {page}; the listing would never end"
            )
        seen.add(nxt)
        cursor = nxt
    raise LiveLimitError(
        f"{method} did not end after {budget.max_pages} pages (page cap, see --max-pages)"
    )


def _advertised(capabilities: Json, name: str) -> bool:
    return isinstance(capabilities, Mapping) and capabilities.get(name) is not None


async def read_server(
    read: ReadStream[SessionMessage | Exception],
    write: WriteStream[SessionMessage],
    options: LiveOptions,
    progress: Progress,
) -> JsonObject:
    """Negotiate over (*read*, *write*) and return the manifest-shaped metadata."""
    disp = JSONRPCDispatcher(read, write)
    info = client_identity(options)
    hello_info = mcp_types.Implementation(name=info["name"], version=info["version"])
    identity: JsonObject = dict(info)
    async with ClientSession(dispatcher=disp, client_info=hello_info):
        wire = _Wire(disp, identity)
        progress.phase, progress.mode = "handshake", options.protocol
        hello = await negotiate(wire, options, progress)
        progress.protocol = hello.version
        out: JsonObject = {"serverInfo": hello.server_info, "instructions": hello.instructions}
        budget = _Budget(options)
        for method, key, capability in LISTINGS:
            if not _advertised(hello.capabilities, capability) or key in options.skip_listings:
                continue
            try:
                out[key] = await read_listing(wire, method, key, budget, progress)
            except MCPError as exc:
                if method in _OPTIONAL and exc.code == mcp_types.METHOD_NOT_FOUND:
                    continue
                if _connection_gone(exc):
                    raise
                progress.failed.append(
                    (method, f"JSON-RPC error {exc.code} {progress.where()}: {exc.message}")
                )
            except LiveScanError as exc:  # a page of the wrong shape: this listing only
                progress.failed.append((method, exc.reason))
        return out


def _connection_gone(exc: MCPError) -> bool:
    """The SDK's own closed-connection or timeout error: nothing further can be
    answered, so the scan fails as a whole (a server sending those codes
    itself is an ordinary listing failure)."""
    return sdk_made(exc)


#: The texts the SDK puts on the errors it makes up itself when the connection
#: ends or a request times out. Those codes (-32000, -32001) sit in JSON-RPC's
#: server-defined range, so a server may send them too: with any other text
#: they are the server's own answer and are reported as such.
_SDK_CLOSED = frozenset({"Connection closed", "SSE stream ended without a response"})


def sdk_made(exc: MCPError) -> bool:
    if exc.code == mcp_types.CONNECTION_CLOSED:
        return exc.message in _SDK_CLOSED
    if exc.code == mcp_types.REQUEST_TIMEOUT:
        return exc.message.startswith("Request '") and exc.message.endswith("' timed out")
    return False
