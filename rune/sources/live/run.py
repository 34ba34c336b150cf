"""One live scan, end to end: transport, deadline, redirects, cleanup, verdict.

The whole scan of one server runs under one deadline (``--timeout``), which
covers starting or connecting, the handshake and every page. For HTTP, a
redirect the SDK did not follow is handled here by reconnecting to where it
pointed: always when the scan carries no header (nothing to strand), and only
within the origin when it does; a header-carrying scan that is sent to
another origin ends with an error naming that origin.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Iterator

import anyio
import httpx2

from rune.jsonvalue import JsonObject
from rune.sources.live.errors import Context, classify, leaves, redirect_message, server_text
from rune.sources.live.http import HttpLog, http_transport, sse_transport, within_origin
from rune.sources.live.log import ServerLog
from rune.sources.live.session import Progress, read_server
from rune.sources.live.stdio import StdioState, kill_leftovers, stdio_transport
from rune.sources.live.types import (
    LiveLimitError,
    LiveOptions,
    LivePartialError,
    LiveScanError,
    LiveTarget,
)

_QUIET = ("mcp", "mcp_types", "httpx2", "httpcore2", "asyncio")
_quiet_lock = threading.Lock()
_quiet_depth = 0
_quiet_saved: list[tuple[logging.Logger, int]] = []


@contextlib.contextmanager
def _quiet_logs() -> Iterator[None]:
    """Keep the SDK's own log lines (tracebacks, URLs) out of rune's stderr.

    Counted, so scans running in several threads restore the levels once.
    """
    global _quiet_depth
    with _quiet_lock:
        if _quiet_depth == 0:
            _quiet_saved[:] = [(logging.getLogger(n), logging.getLogger(n).level) for n in _QUIET]
            for logger, _ in _quiet_saved:
                logger.setLevel(logging.CRITICAL + 1)
        _quiet_depth += 1
    try:
        yield
    finally:
        with _quiet_lock:
            _quiet_depth -= 1
            if _quiet_depth == 0:
                for logger, level in _quiet_saved:
                    logger.setLevel(level)


def run(target: LiveTarget, options: LiveOptions, log: ServerLog | None = None) -> JsonObject:
    """Synchronous entry: run the scan on a fresh event loop, always reap children.
    A stdio server's stderr goes to *log*."""
    groups: set[int] = set()
    try:
        with _quiet_logs():
            result: JsonObject = anyio.run(_scan, target, options, groups, log)
            return result
    finally:
        kill_leftovers(groups)


async def _scan(
    target: LiveTarget, options: LiveOptions, groups: set[int], log: ServerLog | None
) -> JsonObject:
    deadline = anyio.current_time() + options.timeout
    if target.transport == "stdio":
        return await _stdio(target, options, deadline, groups, log or ServerLog())
    url = target.url or ""
    for _ in range(options.max_redirects + 1):
        result, url_next = await _http_once(url, target, options, deadline)
        if result is not None:
            return result
        url = url_next or url
    raise LiveScanError(f"the endpoint redirected more than {options.max_redirects} times")


async def _stdio(
    target: LiveTarget, options: LiveOptions, deadline: float, groups: set[int], log: ServerLog
) -> JsonObject:
    # the server's stderr goes to a capped in-memory log, never to rune's output
    state, progress = StdioState(log=log), Progress(deadline=deadline)
    result: JsonObject | None = None
    failure: Exception | None = None
    with anyio.CancelScope(deadline=deadline) as scope:
        try:
            limit = options.max_message_bytes
            async with stdio_transport(target, state, limit, groups) as (r, w):
                result = await read_server(r, w, options, progress)
        except Exception as exc:
            failure = exc
    if state.too_deep:
        raise LiveLimitError("the server sent a message nested too deeply to read")
    if state.oversized:
        raise LiveLimitError(
            f"the server sent a message over {options.max_message_bytes} bytes (message size cap)"
        )
    if result is not None and failure is None and not scope.cancel_called:
        return complete(result, progress)
    _reraise_cap(failure)
    ctx = Context("stdio", progress, stdio=state)
    raise LiveScanError(
        classify(failure or TimeoutError(), ctx, scope.cancel_called, options.timeout)
    )


def complete(result: JsonObject, progress: Progress) -> JsonObject:
    """*result*, or the partial error naming every listing that failed."""
    if not progress.failed:
        return result
    named = "; ".join(server_text(why) for _, why in progress.failed)
    read = [k for k in ("tools", "prompts", "resources", "resourceTemplates") if k in result]
    if read:
        named += f"; the listings that were read ({', '.join(read)}) are reported, but the scan"
        named += " is incomplete"
    raise LivePartialError(named, result)


def _reraise_cap(failure: BaseException | None) -> None:
    """A cap hit inside a task group surfaces as itself, not as a scan error."""
    for leaf in leaves(failure) if failure is not None else ():
        if isinstance(leaf, LiveLimitError):
            raise LiveLimitError(leaf.reason) from None


async def _http_once(
    url: str, target: LiveTarget, options: LiveOptions, deadline: float
) -> tuple[JsonObject | None, str | None]:
    """One connection to *url*: the metadata, or the URL to reconnect to."""
    log, progress = HttpLog(), Progress(deadline=deadline)
    result: JsonObject | None = None
    failure: Exception | None = None
    transport = http_transport if target.transport == "http" else sse_transport
    with anyio.CancelScope(deadline=deadline) as scope:
        try:
            async with transport(url, target, options, log) as (r, w):
                result = await read_server(r, w, options, progress)
        except Exception as exc:
            failure = exc
    ok = result is not None and failure is None and not scope.cancel_called
    redirect = log.refused or log.unfollowed_redirect()
    if redirect is not None and not within_origin(httpx2.URL(url), redirect):
        if target.headers:
            raise LiveScanError(redirect_message(redirect))
        if not ok and not scope.cancel_called:
            return None, str(redirect)
    if ok and result is not None:
        return complete(result, progress), None
    if redirect is not None and not scope.cancel_called:
        return None, str(redirect)  # within the origin: the headers may follow
    _reraise_cap(failure)
    ctx = Context(target.transport, progress, url=url, http=log)
    raise LiveScanError(
        classify(failure or TimeoutError(), ctx, scope.cancel_called, options.timeout)
    )
