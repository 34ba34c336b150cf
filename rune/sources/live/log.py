"""A stdio server's stderr: drained as it comes, kept up to a cap, shown on failure.

The pipe is read all the time the server runs, so a server that writes a lot
never blocks on it, and what it writes is kept in memory only up to
:data:`MAX_LOG_BYTES`; past that it is read and discarded, and the log says
how much was dropped. Nothing of it reaches rune's output unless a scan fails
(the last few lines, escaped, credentials masked) or ``--server-log FILE``
asks for the whole kept log (masked too).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from anyio.abc import ByteReceiveStream

#: bytes of a server's stderr rune keeps
MAX_LOG_BYTES = 1024 * 1024
#: lines and characters of the tail shown with an error
TAIL_LINES = 8
TAIL_CHARS = 200


class ServerLog:
    """What one server wrote to stderr, up to *cap* bytes."""

    def __init__(self, cap: int = MAX_LOG_BYTES) -> None:
        self.cap = cap
        self.kept = bytearray()
        self.total = 0

    @property
    def dropped(self) -> int:
        return self.total - len(self.kept)

    def feed(self, chunk: bytes) -> None:
        self.total += len(chunk)
        room = self.cap - len(self.kept)
        if room > 0:
            self.kept += chunk[:room]

    async def drain(self, stream: ByteReceiveStream | None) -> None:
        """Read *stream* to its end (or until cancelled), keeping what fits."""
        import anyio

        if stream is None:
            return
        try:
            async for chunk in stream:
                self.feed(chunk)
        except (anyio.ClosedResourceError, anyio.BrokenResourceError, anyio.EndOfStream, OSError):
            return

    def text(self, secrets: Iterable[str] = ()) -> str:
        """The kept log, credentials masked, with a closing note when some was dropped."""
        out = mask(self.kept.decode("utf-8", "replace"), secrets)
        if self.dropped:
            if out and not out.endswith("\n"):
                out += "\n"
            out += (
                f"[rune: the server wrote {self.total} bytes to stderr; the {self.dropped} "
                f"bytes past the {self.cap}-byte cap were read and discarded]\n"
            )
        return out

    def tail(self, secrets: Iterable[str] = ()) -> list[str]:
        """The last non-blank lines, each escaped, masked and cut short."""
        from rune.text.escape import escape

        lines = [ln for ln in self.text(secrets).splitlines() if ln.strip()]
        out = []
        for line in lines[-TAIL_LINES:]:
            shown = escape(" ".join(line.split()))
            if len(shown) > TAIL_CHARS:
                shown = shown[: TAIL_CHARS - 3] + "..."
            out.append(shown)
        return out


def mask(text: str, secrets: Iterable[str]) -> str:
    """*text* with every secret masked: the run's redaction mechanism where it
    has one for plain text, the live scrubber's needles otherwise."""
    from rune.redact import mask_secrets

    values = [s for s in secrets if s]
    masked: object = mask_secrets(text, values)
    from rune.sources.live.types import scrub

    return "\n".join(scrub(line, values) for line in str(masked).splitlines()) + (
        "\n" if text.endswith("\n") else ""
    )
