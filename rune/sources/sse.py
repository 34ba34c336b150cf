"""A saved text/event-stream body: the single JSON-RPC reply it carries."""

from __future__ import annotations

from rune.errors import InputError
from rune.files import parse_json
from rune.jsonvalue import Json
from rune.limits import DEFAULT_LIMITS, Limits

_RPC_REPLY_KEYS = frozenset({"result", "error"})


def looks_like_sse(text: str) -> bool:
    for line in text.splitlines():
        s = line.strip()
        if not s:
            continue
        return s.startswith((":", "event:", "data:", "id:", "retry:"))
    return False


def parse_sse(text: str, label: str, limits: Limits = DEFAULT_LIMITS) -> Json:
    """Lift the single JSON-RPC reply out of a text/event-stream body."""
    events: list[str] = []
    data_lines: list[str] = []
    for raw in [*text.splitlines(), ""]:
        if raw == "":
            if data_lines:
                events.append("\n".join(data_lines))
                data_lines = []
            continue
        if raw.startswith(":"):
            continue
        field, _, value = raw.partition(":")
        if value.startswith(" "):
            value = value[1:]
        if field == "data":
            data_lines.append(value)
    replies: list[Json] = []
    for n, blob in enumerate(events, 1):
        if not blob.strip():
            continue
        msg = parse_json(blob, f"{label} (event {n})", limits=limits)
        if isinstance(msg, dict) and "method" in msg and not (_RPC_REPLY_KEYS & msg.keys()):
            continue  # a notification or a server request: not a reply
        replies.append(msg)
    if not replies:
        raise InputError(f"manifest {label}: the event stream carries no JSON-RPC reply")
    if len(replies) > 1:
        raise InputError(
            f"manifest {label}: the event stream carries {len(replies)} JSON-RPC replies; "
            "capture and scan the single tools/list reply"
        )
    return replies[0]
