"""Streamable HTTP and legacy SSE: one ``httpx2`` client per server, pinned to its origin.

The client never sends a request outside the origin of the URL it was made
for (same scheme, host and port, plus the plain-to-TLS upgrade of one host on
the default ports), so a ``--header`` value can only ever reach that origin.
The SDK already declines to follow a redirect that leaves the origin; the
request hook here is the second lock, and the response hook keeps a record
(:class:`HttpLog`) of statuses and redirects so a failure can be named.
"""

from __future__ import annotations

import functools
import ssl
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import httpx2
from mcp.client.sse import sse_client
from mcp.client.streamable_http import streamable_http_client

from rune.sources.live.types import LiveOptions, LiveTarget, client_identity

if TYPE_CHECKING:
    from mcp.client._transport import TransportStreams


class CrossOriginRequest(httpx2.RequestError):
    """A request was about to leave the pinned origin; it was never sent."""


@dataclass
class HttpLog:
    """What the client saw, in order, for one connection."""

    requested: list[str] = field(default_factory=list)
    #: (index into ``requested`` when it arrived, target URL) per redirect reply
    redirects: list[tuple[int, httpx2.URL]] = field(default_factory=list)
    last_status: int | None = None
    last_content_type: str = ""
    refused: httpx2.URL | None = None

    def unfollowed_redirect(self) -> httpx2.URL | None:
        """The latest redirect whose target was never requested afterwards."""
        for index, target in reversed(self.redirects):
            if str(target) not in self.requested[index:]:
                return target
        return None


def within_origin(base: httpx2.URL, url: httpx2.URL) -> bool:
    """Same scheme, host and port; or http to https of the same host on default ports."""
    if (base.scheme, base.host, base.port) == (url.scheme, url.host, url.port):
        return True
    return (
        base.host == url.host
        and base.scheme == "http"
        and base.port is None
        and url.scheme == "https"
        and url.port is None
    )


@functools.cache
def _tls_context(trust_env: bool) -> ssl.SSLContext:
    """One verifying TLS context per process (building one costs ~0.1 s).

    Without ``--trust-env`` it is the system trust store only; with it,
    ``SSL_CERT_FILE`` / ``SSL_CERT_DIR`` are honoured as httpx2 does.
    """
    return httpx2.create_ssl_context(trust_env=trust_env)


def pinned_client(
    url: str, target: LiveTarget, options: LiveOptions, log: HttpLog
) -> httpx2.AsyncClient:
    """A client for *url* that carries *target*'s headers and refuses other origins."""
    allowed = httpx2.URL(url)

    async def on_request(request: httpx2.Request) -> None:
        if not within_origin(allowed, request.url):
            log.refused = request.url
            raise CrossOriginRequest("request outside the pinned origin", request=request)
        log.requested.append(str(request.url))

    async def on_response(response: httpx2.Response) -> None:
        log.last_status = response.status_code
        log.last_content_type = response.headers.get("content-type", "")
        location = response.headers.get("location")
        if response.is_redirect and location:
            try:
                target_url = response.request.url.join(location)
            except httpx2.InvalidURL:
                return
            log.redirects.append((len(log.requested), target_url))

    return httpx2.AsyncClient(
        headers=_with_agent(target.headers, options),
        follow_redirects=False,
        timeout=httpx2.Timeout(options.timeout),
        event_hooks={"request": [on_request], "response": [on_response]},
        trust_env=options.trust_env,
        verify=_tls_context(options.trust_env),
    )


def user_agent(options: LiveOptions) -> str:
    """The same identity as the clientInfo rune presents (a ``--header
    'User-Agent: ...'`` still wins)."""
    info = client_identity(options)
    return f"{info['name']}/{info['version']}"


def _with_agent(headers: dict[str, str], options: LiveOptions) -> dict[str, str]:
    if any(k.lower() == "user-agent" for k in headers):
        return dict(headers)
    return {"User-Agent": user_agent(options), **headers}


@asynccontextmanager
async def http_transport(
    url: str, target: LiveTarget, options: LiveOptions, log: HttpLog
) -> AsyncIterator[TransportStreams]:
    """Streamable HTTP streams for *url* over a pinned client."""
    async with pinned_client(url, target, options, log) as client:
        transport = streamable_http_client(
            url, http_client=client, max_sse_event_size=options.max_message_bytes
        )
        async with transport as (read, write):
            yield read, write


@asynccontextmanager
async def sse_transport(
    url: str, target: LiveTarget, options: LiveOptions, log: HttpLog
) -> AsyncIterator[TransportStreams]:
    """Legacy HTTP+SSE streams for *url* over a pinned client."""

    def factory(
        headers: dict[str, str] | None = None,
        timeout: httpx2.Timeout | None = None,
        auth: httpx2.Auth | None = None,
    ) -> httpx2.AsyncClient:
        return pinned_client(url, target, options, log)

    transport = sse_client(
        url,
        timeout=options.timeout,
        sse_read_timeout=options.timeout,
        httpx_client_factory=factory,
    )
    async with transport as (read, write):
        yield read, write
