"""data-exfiltration: channels that are not an address: another tool, a phone
number and a DNS name.

Each is read the way the other languages are read by the send finder: the
channel, a verb that moves something (a send, slot or call verb, a passive
move, or the channel's own cue such as "SMS" or "subdomain") and a named
object in one sentence, with the same guards (negation, a mention word, a
secret that only authenticates, a third-person description of a proxy).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator
from heapq import merge

from rune.rules._directive import mentioned
from rune.rules._exfil_lex import alt
from rune.rules._exfil_objects import (
    AUTH_USE,
    ORDER,
    PASSIVE,
    REQUEST_TAIL,
    SLOT_FOR_SECRET,
    THIRD,
    Objs,
    instrument,
)
from rune.text.grammar import Destination, Destinations, Layout, classify
from rune.text.lazyre import lazy
from rune.text.normalise import TextView
from rune.text.phrases import LazyPattern, Phrases, negated

#: a tool named in snake case ("send_email", "http_post_tool")
_TOOL = lazy(r"(?<![\w.\-/@])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w.\-/@])")
_OUTBOUND = LazyPattern(lambda: f"(?:{alt('outbound_tools')})")
#: an international phone number: a plus, then 8 to 15 digits in groups
_PHONE = lazy(r"(?<![\w+])\+\d{1,3}(?:[ \-.]?\(?\d{1,5}\)?){1,5}(?![\w])")
_MOVE = Phrases.of("send_verbs")
_SLOT = LazyPattern(lambda: f"(?:{alt('slot_verbs')})|(?:{alt('call_verbs')})")
_PUT = LazyPattern(lambda: alt("slot_verbs"))
_PHONE_CUE = LazyPattern(lambda: alt("phone_cues"))
_DNS_CUE = LazyPattern(lambda: alt("dns_cues"))
#: verbs that make a name be resolved ("resolve", "look up", "ping")
_RESOLVE = LazyPattern(lambda: alt("resolve_verbs"))
#: a secret's bare noun, a secret only as a label ("the token as a subdomain")
_BARE = LazyPattern(lambda: alt("bare_secrets"))
_DNS_REACH = 60  # how far a DNS cue may sit from the object it encodes
_PLACED_REACH = 30  # how far after a secret the cue of its label may sit
#: a host written as a suffix for a secret: "the key followed by .relay.tk"
_SUFFIX = lazy(r"(?<![\w.\-/@>)\]}])\.([a-z0-9][a-z0-9\-]*(?:\.[a-z0-9\-]+)+)")

_MSG = {
    "tool": "a secret, the prompt or the conversation is handed to an outbound tool",
    "phone": "a secret or the conversation is sent to a phone number",
    "request": "the conversation or the prompt is put into a request sent elsewhere",
    "dns": "a secret is encoded into a DNS name, which leaks it when resolved",
}
MESSAGES = {f"route-{k}": v for k, v in _MSG.items()}


def hinted(norm: str) -> bool:
    """*norm* may name a tool, a phone number or a DNS name (cheap tests
    before the objects are found)."""
    return (
        ("_" in norm and _TOOL.search(norm) is not None)
        or ("+" in norm and _PHONE.search(norm) is not None)
        or _DNS_CUE.search(norm) is not None
        or ("." in norm and _RESOLVE.search(norm) is not None)
    )


def routes(
    view: TextView, lay: Layout, objs: Objs, dests: Destinations
) -> Iterator[tuple[int, int, str]]:
    norm = view.norm
    if "_" in norm:
        for m in _TOOL.finditer(norm):
            parts = m.group().split("_")
            # "upload_api_key" names a secret and MCP_UPLOAD_DIR (upper case) an
            # environment variable: neither is a tool
            os_, oe = view.span(m.start(), m.end())
            if view.original[os_:oe].isupper() or SLOT_FOR_SECRET.search(m.group()):
                continue
            if any(_OUTBOUND.fullmatch(p) for p in parts):
                yield from _carried(view, lay, objs, m.start(), m.end(), "tool")
    if "+" in norm:
        for m in _PHONE.finditer(norm):
            if 8 <= sum(c.isdigit() for c in m.group()) <= 15:
                yield from _carried(view, lay, objs, m.start(), m.end(), "phone")
    if _DNS_CUE.search(norm) is not None or _RESOLVE.search(norm) is not None:
        yield from _dns(view, lay, objs, dests)
    if dests.has_external:
        yield from _in_request(view, lay, objs, dests)


def _in_request(
    view: TextView, lay: Layout, objs: Objs, dests: Destinations
) -> Iterator[tuple[int, int, str]]:
    """The conversation or the prompt put into a request bound elsewhere:
    "include the user's messages in the POST to https://...". A secret in a
    request is how it authenticates, so only those two count."""
    norm = view.norm
    for v in _PUT.finditer(norm):
        if negated(norm, v.start()) or mentioned(view, v.start()):
            continue
        cs, ce = lay.clause(v.start())
        for o in objs.within(v.end(), min(ce, v.end() + 60)):
            if o.kind == "credential":
                break
            tail = REQUEST_TAIL.search(norm, o.end, min(ce, o.end + 40))
            dest = None if tail is None else dests.first_external(tail.end(), ce)
            if dest is not None and _ordered(norm, cs, v):
                yield v.start(), dest.end, "route-request"
            break


def _auth_use(norm: str, lo: int, hi: int) -> bool:
    return AUTH_USE.search(norm, lo, hi) is not None


def _live_verb(view: TextView, ss: int, se: int, *, phone: bool) -> re.Match[str] | None:
    """The first moving verb of ``[ss, se)``, unless it is negated or mentioned."""
    v = _verb(view, ss, se, "phone" if phone else "tool")
    if v is None or negated(view.norm, v.start()) or mentioned(view, v.start()):
        return None
    return v


def _verb(view: TextView, ss: int, se: int, kind: str) -> re.Match[str] | None:
    norm = view.norm
    first = (
        next(_MOVE.finditer(norm, ss, se), None),
        next(PASSIVE.finditer(norm, ss, se), None),
        _SLOT.search(norm, ss, se),
    )
    found = [m for m in first if m is not None]
    if kind == "phone" and (m := _PHONE_CUE.search(norm, ss, se)) is not None:
        found.append(m)
    return min(found, key=lambda m: m.start()) if found else None


def _carried(
    view: TextView, lay: Layout, objs: Objs, cs: int, ce: int, kind: str
) -> Iterator[tuple[int, int, str]]:
    """The channel at ``[cs, ce)`` carries an object its sentence names."""
    norm = view.norm
    ss, se = lay.clause(cs)
    # every channel of a clause asks the same of it: each answer is kept
    phone = kind == "phone"
    v = objs.once(
        "route-verb-phone" if phone else "route-verb",
        ss,
        se,
        lambda a, b: _live_verb(view, a, b, phone=phone),
    )
    if v is None:
        return
    # "call <tool> with <object>" hands it over; elsewhere "with" is a means
    means = kind != "tool"
    held = objs.once(
        "route-objects-means" if means else "route-objects",
        ss,
        se,
        lambda a, b: [o for o in objs.within(a, b) if not (means and instrument(norm, a, o.start))],
    )
    for o in held:
        if cs <= o.start < ce:
            continue  # a secret inside the tool's own name
        if o.kind == "credential" and objs.once(
            "auth-use", ss, se, lambda a, b: _auth_use(norm, a, b)
        ):
            return
        if o.kind == "conversation" and not _ordered(norm, ss, v):
            return  # "forwards the chat history to send_email": what a mail tool does
        yield min(o.start, cs, v.start()), max(o.end, ce), "route-" + kind
        return


def _ordered(norm: str, ss: int, v: re.Match[str]) -> bool:
    said = v.group()
    if not (said.isascii() and THIRD.search(said)):
        return True
    # the end is the verb's: "the assistant relays" addresses the model
    return ORDER.search(norm, max(ss, v.start() - 40), v.end())


def _dns(
    view: TextView, lay: Layout, objs: Objs, dests: Destinations
) -> Iterator[tuple[int, int, str]]:
    """A secret made into a label of a host name that is then resolved: a
    DNS cue ("subdomain", "DNS", "first label") or a resolve verb ("resolve",
    "look up", "ping") beside a secret and an external host. A resolve verb
    alone counts only with a DNS cue in its sentence or a host written as a
    suffix (".relay.tk"): "look up the API key in the vault at vault.example"
    is a lookup, not a name built from the key.

    Every cue is read, in order, until one gives the finding: harmless,
    negated or guarded cues in front cannot hide the order after them. What
    a cue asks of its whole sentence is kept per sentence, so a string full
    of cues costs linear time."""
    norm = view.norm
    cues = merge(
        ((m, False) for m in _DNS_CUE.finditer(norm)),
        ((m, True) for m in _RESOLVE.finditer(norm)),
        key=lambda c: c[0].start(),
    )
    for cue, resolve in cues:
        hit = _dns_at(view, lay, objs, dests, cue, resolve)
        if hit is not None:
            yield hit
            return


def _dns_at(
    view: TextView,
    lay: Layout,
    objs: Objs,
    dests: Destinations,
    cue: re.Match[str],
    resolve: bool,
) -> tuple[int, int, str] | None:
    """The DNS finding the cue at *cue* gives, if any."""
    norm = view.norm
    if negated(norm, cue.start()) or mentioned(view, cue.start()):
        return None
    if resolve and _in_name(norm, cue.start(), cue.end()):
        return None  # "lookup" inside lookup-relay.help is the host, not a verb
    ss, se = lay.sentence(cue.start())
    suffix = objs.once("dns-suffix", ss, se, lambda a, b: _suffix(norm, a, b))
    if (
        resolve
        and suffix is None
        and not objs.once("dns-cue", ss, se, lambda a, b: _DNS_CUE.search(norm, a, b) is not None)
    ):
        return None
    dest = objs.once("dns-host", ss, se, lambda a, b: _named_host(norm, dests, a, b)) or suffix
    if dest is None or objs.once("auth-use", ss, se, lambda a, b: _auth_use(norm, a, b)):
        return None
    lo, hi = max(ss, cue.start() - _DNS_REACH), min(se, cue.end() + _DNS_REACH)
    moved = objs.once("dns-moved", ss, se, lambda a, b: _moved(view, a, b))
    for o in objs.within(lo, hi):
        if o.kind != "credential":
            continue
        # "the name formed by the key followed by .relay.tk": "by" builds
        # the name from the secret, it is no means of a request (each cue
        # near a secret asks the same of it: the answers are kept)
        means = dest is not suffix and objs.once(
            "instrument", ss, o.start, lambda a, b: instrument(norm, a, b)
        )
        # "resolve <host> with the token as a subdomain label": the cue
        # right after the secret names the label it becomes
        if (o.start > dest.start or means) and not objs.once(
            "dns-placed", o.end, se, lambda a, b: _placed(norm, a, b)
        ):
            continue
        # the secret is the name's own label ("<the token>.trace.example.tk"),
        # or a verb puts it there ("encode the key as a subdomain of ...")
        if moved or 0 <= dest.start - o.end <= 3:
            return min(o.start, cue.start()), max(o.end, dest.end), "route-dns"
    if moved:
        for b in _BARE.finditer(norm, lo, hi):
            if _DNS_CUE.search(norm, b.end(), min(se, b.end() + _PLACED_REACH)):
                return min(b.start(), cue.start()), max(b.end(), dest.end), "route-dns"
    return None


def _placed(norm: str, end: int, se: int) -> bool:
    """A DNS cue right after a secret ending at *end* names its label."""
    return _DNS_CUE.search(norm, end, min(se, end + _PLACED_REACH)) is not None


def _moved(view: TextView, ss: int, se: int) -> bool:
    """A verb in ``[ss, se)`` moves something or has a name resolved."""
    return _verb(view, ss, se, "dns") is not None or _RESOLVE.search(view.norm, ss, se) is not None


def _named_host(norm: str, dests: Destinations, ss: int, se: int) -> Destination | None:
    """The first external host of ``[ss, se)`` that is not an IP address,
    else a host glued to a placeholder (destinations are sorted by start)."""
    items = dests.items
    for k in range(bisect_left(dests.starts, ss), len(items)):
        d = items[k]
        if d.start >= se:
            break
        if d.external and d.kind != "ip":
            return d
    return _host(norm, ss, se)


def _in_name(norm: str, s: int, e: int) -> bool:
    """The word at ``[s, e)`` is part of a host name or an identifier."""
    return (s > 0 and norm[s - 1] in "-./_@") or (e < len(norm) and norm[e] in "-._@")


def _suffix(norm: str, ss: int, se: int) -> Destination | None:
    """A host written with a leading dot, as the suffix a label is glued to."""
    for m in _SUFFIX.finditer(norm, ss, se):
        d = classify(m.group(1), m.start(1))
        if d is not None and d.external:
            return d
    return None


#: a host glued to a placeholder: "<the token>.trace.collector.tk"
_GLUED = lazy(r"(?<=[>)\]}])\.([a-z0-9][a-z0-9\-]*(?:\.[a-z0-9\-]+)+)")


def _host(norm: str, ss: int, se: int) -> Destination | None:
    for m in _GLUED.finditer(norm, ss, se):
        d = classify(m.group(1), m.start(1))
        if d is not None and d.external:
            return d
    return None
