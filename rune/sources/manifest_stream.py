"""Reading a manifest's listings one element at a time.

A huge listing is not held as a tree: each listing array becomes an
:class:`Elements` (the source text and where each element starts), every
element checked as strictly as :func:`rune.files.parse_json` would.
"""

from __future__ import annotations

import json
from array import array
from typing import TypeAlias

from rune.files import _finite_float, _no_constant, _no_duplicates, parse_json
from rune.jsonvalue import Json
from rune.limits import DEFAULT_LIMITS, Limits
from rune.model import LISTING_KEYS
from rune.sources.manifest_shapes import SERVER_KEYS, declaration_key
from rune.text.lazyre import lazy


class Elements:
    """A listing array of a manifest, not held as a tree: the source text and
    the offset of each element in it. Every element has passed the strict
    reader once; :func:`document_from_data` decodes each again, one at a
    time, and its entities keep only their offset (see :class:`RawText`)."""

    __slots__ = ("starts", "text")

    def __init__(self, text: str, starts: array[int]) -> None:
        self.text = text
        self.starts = starts

    def __len__(self) -> int:
        return len(self.starts)


#: a manifest as :func:`read_listing` returns it: JSON, except that a listing
#: array (at the top level, or in ``result``) may be an unread :class:`Elements`
Manifest: TypeAlias = "Json | Elements | dict[str, Manifest]"


class _Unread(Exception):
    """The incremental reader met something it does not take: the whole text
    goes through :func:`rune.files.parse_json`, whose error (or value) is the
    one every manifest gets."""


_WS = lazy(r"[ \t\n\r]*")
_STRICT = json.JSONDecoder(
    object_pairs_hook=_no_duplicates, parse_constant=_no_constant, parse_float=_finite_float
)
_PLAIN = json.JSONDecoder()
#: keys whose arrays are read element by element, at the top level and in ``result``
_TOP_LAZY = frozenset(k for k, _ in LISTING_KEYS) | {
    "functionDeclarations",
    "function_declarations",
}
_RESULT_LAZY = frozenset(k for k, _ in LISTING_KEYS)


def read_listing(text: str, label: str, limits: Limits = DEFAULT_LIMITS) -> Manifest:
    """The manifest value of *text*, as :func:`rune.files.parse_json` reads it,
    except that each listing array is an :class:`Elements`: its elements are
    checked as strictly (a key twice in one object, ``NaN``, infinities, too
    deep, too many digits), one at a time, and not kept. Anything else the
    reader does not take, every malformed input included, is read by
    ``parse_json`` itself, so the errors and exit codes are the same."""
    try:
        data = _read_top(text)
    except (_Unread, ValueError, RecursionError, IndexError):
        data = None
    if data is None or not _streams(data):
        return parse_json(text, label, limits=limits)
    return data


def _ws(text: str, i: int) -> int:
    m = _WS.match(text, i)
    return m.end() if m else i


def _read_top(text: str) -> Manifest:
    i = _ws(text, 0)
    value: Manifest
    if text.startswith("[", i):
        value, i = _array(text, i)
    elif text.startswith("{", i):
        value, i = _object(text, i, _TOP_LAZY, top=True)
    else:
        raise _Unread
    if _ws(text, i) != len(text):
        raise _Unread  # extra data: parse_json names it
    return value


def _object(text: str, i: int, lazy: frozenset[str], top: bool) -> tuple[dict[str, Manifest], int]:
    out: dict[str, Manifest] = {}
    i = _ws(text, i + 1)
    if text.startswith("}", i):
        return out, i + 1
    while True:
        if not text.startswith('"', i):
            raise _Unread
        key, i = _STRICT.raw_decode(text, i)
        i = _ws(text, i)
        if not text.startswith(":", i):
            raise _Unread
        i = _ws(text, i + 1)
        if key in out:
            raise _Unread  # a key twice: parse_json words it
        value: Manifest
        if key in lazy and text.startswith("[", i):
            value, i = _array(text, i)
        elif top and key == "result" and text.startswith("{", i):
            value, i = _object(text, i, _RESULT_LAZY, top=False)
        else:
            value, i = _STRICT.raw_decode(text, i)
        out[key] = value
        i = _ws(text, i)
        if text.startswith(",", i):
            i = _ws(text, i + 1)
            continue
        if text.startswith("}", i):
            return out, i + 1
        raise _Unread


def _array(text: str, i: int) -> tuple[Elements, int]:
    starts: array[int] = array("q")
    i = _ws(text, i + 1)
    if text.startswith("]", i):
        return Elements(text, starts), i + 1
    while True:
        starts.append(i)
        _, i = _STRICT.raw_decode(text, i)  # checked, then let go
        i = _ws(text, i)
        if text.startswith(",", i):
            i = _ws(text, i + 1)
            continue
        if text.startswith("]", i):
            return Elements(text, starts), i + 1
        raise _Unread


def _streams(data: Manifest) -> bool:
    """Whether every :class:`Elements` of *data* lands in a listing.

    A document that is one tool object (or a config, or nothing known) keeps
    its top-level object as the entity, so it is read whole instead."""
    if isinstance(data, Elements):
        return True
    if not isinstance(data, dict):
        return False
    result = data.get("result")
    listed = any(k in data for k, _ in LISTING_KEYS) or any(k in data for k in SERVER_KEYS)
    if isinstance(result, dict) or listed:
        return True
    return declaration_key(data) is not None
