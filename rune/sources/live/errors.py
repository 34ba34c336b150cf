"""Turn whatever a failed live scan raised into one line a person can act on.

Transports fail inside task groups, so the exception is usually an
``ExceptionGroup`` tree; it is flattened first, then the most telling leaf
wins. The caller scrubs credentials from the result.
"""

from __future__ import annotations

import ssl
from dataclasses import dataclass

import httpx2
import mcp_types
from mcp.shared.exceptions import MCPError

from rune.errors import RuneError
from rune.sources.live.http import CrossOriginRequest, HttpLog
from rune.sources.live.session import Progress, sdk_made
from rune.sources.live.stdio import StdioState
from rune.sources.live.types import LiveLimitError, LiveScanError, url_origin

_CREDENTIALS = "the endpoint needs credentials (see --header)"
_NOT_FOUND = "check the URL includes the MCP path (often /mcp, or /sse for --sse)"
_MAX_SERVER_TEXT = 160


@dataclass
class Context:
    """Everything known about the attempt that failed."""

    transport: str
    progress: Progress
    url: str | None = None
    stdio: StdioState | None = None
    http: HttpLog | None = None


def leaves(exc: BaseException) -> list[BaseException]:
    """The non-group exceptions inside *exc*, depth first (iterative)."""
    out: list[BaseException] = []
    stack = [exc]
    while stack:
        item = stack.pop()
        if isinstance(item, BaseExceptionGroup):
            stack.extend(reversed(item.exceptions))
        else:
            out.append(item)
    return out


def server_text(text: object) -> str:
    """Server-controlled text made safe for one line: printable, short."""
    s = "".join(ch if ch.isprintable() else " " for ch in str(text))
    s = " ".join(s.split())
    return s if len(s) <= _MAX_SERVER_TEXT else s[: _MAX_SERVER_TEXT - 3] + "..."


def status_message(status: int) -> str:
    if status in (401, 403):
        return f"server returned HTTP {status}: {_CREDENTIALS}"
    if status == 404:
        return f"server returned HTTP 404: {_NOT_FOUND}"
    if status == 405:
        return "server returned HTTP 405: the URL does not accept MCP requests; " + _NOT_FOUND
    return f"server returned HTTP {status}"


def _chain(exc: BaseException) -> list[BaseException]:
    seen: list[BaseException] = []
    item: BaseException | None = exc
    while item is not None and item not in seen and len(seen) < 20:
        seen.append(item)
        item = item.__cause__ or item.__context__
    return seen


def _connect_error(exc: BaseException, ctx: Context) -> str:
    where = url_origin(ctx.url or "")
    for link in _chain(exc):
        if isinstance(link, ssl.SSLCertVerificationError):
            why = server_text(link.verify_message)
            return f"TLS error connecting to {where}: certificate not trusted ({why})"
        if isinstance(link, ssl.SSLError):
            reason = link.reason or type(link).__name__
            return f"TLS error connecting to {where}: {server_text(reason)}"
        if isinstance(link, ConnectionRefusedError):
            return f"connection refused by {where}: is the server running?"
    text = " ".join(str(link) for link in _chain(exc)).lower()
    if "ssl" in text or "tls" in text or "certificate" in text:
        return f"TLS error connecting to {where}"
    if "refused" in text:
        return f"connection refused by {where}: is the server running?"
    if "name or service" in text or "nodename" in text or "getaddrinfo" in text:
        return f"could not resolve the host of {where}"
    return f"could not connect to {where}: {server_text(exc) or type(exc).__name__}"


def _stdio_exit(ctx: Context) -> str | None:
    state = ctx.stdio
    if state is None:
        return None
    if state.exit_code is not None:
        code = state.exit_code
        how = f"was killed by signal {-code}" if code < 0 else f"exited with code {code}"
        if ctx.progress.phase != "list":
            return (
                f"the server {how} before the handshake finished (it was given the variables "
                f"{state.env_names or 'none'}; pass others with --env NAME or --env NAME=VALUE)"
            )
        return f"the server {how} {ctx.progress.where()}"
    return None


#: What the SDK's Streamable HTTP transport says when it turns a bare HTTP
#: error status (no JSON-RPC body) into a JSON-RPC error.
_SDK_STAND_INS = frozenset({"Server returned an error response", "Not Found", "Session terminated"})


def _refused_status(ctx: Context) -> int | None:
    http = ctx.http
    if http is not None and http.last_status is not None and http.last_status >= 400:
        return http.last_status
    return None


def _mcp_error(exc: MCPError, ctx: Context) -> str:
    http = ctx.http
    status = _refused_status(ctx)
    if status is not None and (status in (401, 403) or exc.message in _SDK_STAND_INS):
        return status_message(status)
    where = ctx.progress.where()
    if exc.code == mcp_types.CONNECTION_CLOSED and sdk_made(exc):
        exited = _stdio_exit(ctx)
        if exited:
            return exited
        if ctx.stdio is not None and ctx.stdio.junk_lines:
            return f"the server wrote non-JSON output to stdout and closed the connection {where}"
        return f"the server closed the connection {where}"
    if exc.code == mcp_types.REQUEST_TIMEOUT and sdk_made(exc):
        return f"the server did not answer {where}"
    # -32700 is ours to explain only when what arrived was not JSON; a server
    # that answers -32700 in a JSON-RPC reply is named by code and message below
    not_json = (
        http is not None
        and bool(http.last_content_type)
        and "json" not in (http.last_content_type or "").lower()
    ) or (ctx.stdio is not None and bool(ctx.stdio.junk_lines))
    if (exc.code == mcp_types.PARSE_ERROR and not_json) or "Unexpected content type" in exc.message:
        kind = (
            server_text(http.last_content_type) if http and http.last_content_type else "not JSON"
        )
        return f"the server replied with something that is not JSON-RPC ({kind}) {where}"
    message = f"JSON-RPC error {exc.code} {where}: {server_text(exc.message)}"
    era_mismatch = exc.code in (mcp_types.UNSUPPORTED_PROTOCOL_VERSION, mcp_types.METHOD_NOT_FOUND)
    if ctx.progress.phase == "handshake" and ctx.progress.mode != "auto" and era_mismatch:
        message += f" (--protocol {ctx.progress.mode} may not suit this server; try auto)"
    return message


def _timeout(ctx: Context, seconds: float) -> str:
    phase = ctx.progress.phase
    if phase == "list":
        return (
            f"the server did not finish its listings within {seconds:g}s "
            f"(no answer to {ctx.progress.method}, page {ctx.progress.page}); see --timeout"
        )
    what = "start and connect" if phase == "connect" else "finish the handshake"
    message = f"the server did not {what} within {seconds:g}s"
    if ctx.stdio is not None and ctx.stdio.junk_lines:
        return message + "; it wrote non-JSON output to stdout instead of JSON-RPC"
    if ctx.stdio is not None and ctx.stdio.log.total:
        # alive but talking to stderr only: its log says why, more time would not
        return message + "; it wrote to stderr instead of answering (its last lines follow)"
    if ctx.progress.method == "server/discover" and ctx.progress.mode == "auto":
        return message + (
            " (no answer to server/discover: raise --timeout for a slow server, or use "
            "--protocol legacy for an older server that ignores unknown requests)"
        )
    return message + " (raise --timeout for a slow server)"


def redirect_message(target: httpx2.URL) -> str:
    shown = url_origin(str(target))
    return (
        f"endpoint redirected to {shown}, a different origin: the credentials for this scan "
        "were not sent there and nothing that answered has been scanned; point rune at the "
        "endpoint you mean to audit"
    )


def _leaf_message(leaf: BaseException, ctx: Context) -> str | None:
    if isinstance(leaf, LiveScanError | LiveLimitError):
        return leaf.reason
    if isinstance(leaf, RuneError):
        return str(leaf)
    if isinstance(leaf, CrossOriginRequest):
        return redirect_message(leaf.request.url)
    if isinstance(leaf, httpx2.HTTPStatusError):
        return status_message(leaf.response.status_code)
    if isinstance(leaf, httpx2.TimeoutException):
        return f"the server did not answer in time {ctx.progress.where()}"
    if isinstance(leaf, httpx2.ConnectError):
        return _connect_error(leaf, ctx)
    if isinstance(leaf, httpx2.SSEError):
        http = ctx.http
        if http and http.last_content_type and "event-stream" not in http.last_content_type:
            kind = server_text(http.last_content_type)
            where = ctx.progress.where()
            return f"the server replied with something that is not an event stream ({kind}) {where}"
        return f"the event stream broke {ctx.progress.where()}: {server_text(leaf)}"
    if isinstance(leaf, httpx2.TransportError):
        why = server_text(leaf) or type(leaf).__name__
        return f"the connection failed {ctx.progress.where()}: {why}"
    if isinstance(leaf, MCPError):
        return _mcp_error(leaf, ctx)
    if isinstance(leaf, ValueError) and "Endpoint origin does not match" in str(leaf):
        return "the SSE endpoint named a message URL on a different origin; refusing to post there"
    return None


def _rank(leaf: BaseException) -> int:
    """Lower is more telling: our own verdicts, then transport failures, then
    the JSON-RPC errors those failures cause downstream."""
    if isinstance(leaf, RuneError):
        return 0
    if isinstance(leaf, CrossOriginRequest | httpx2.HTTPStatusError):
        return 1
    if isinstance(leaf, httpx2.TransportError | ValueError):
        return 2
    if isinstance(leaf, MCPError):
        return 3
    return 4


def classify(exc: BaseException, ctx: Context, timed_out: bool, seconds: float) -> str:
    """One line describing why the attempt failed (not yet scrubbed)."""
    if timed_out:
        # over SSE a refused POST only shows as silence: name the status instead
        status = _refused_status(ctx)
        return status_message(status) if status is not None else _timeout(ctx, seconds)
    found = sorted(leaves(exc), key=_rank)
    for leaf in found:
        message = _leaf_message(leaf, ctx)
        if message:
            return message
    exited = _stdio_exit(ctx)
    if exited:
        return exited
    first = found[0]
    return f"{type(first).__name__} {ctx.progress.where()}: {server_text(first)}"
