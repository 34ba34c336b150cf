"""Text hygiene for SARIF: invisible characters escaped, URL secrets dropped."""

from __future__ import annotations

import re

from rune.text.escape import escape

#: longest flagged text quoted in a message, in characters
MAX_QUOTE = 300

_URL = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]{0,31}://[^\s\"'<>]*")


def escape_text(text: str) -> str:
    """Every character that renders as nothing or moves text, as ``<U+XXXX>``.

    The same escaping as the text report (:func:`rune.text.escape.escape`):
    controls and line breaks, bidi and zero-width characters, the tag block,
    lone surrogates and the rest of the invisible set.
    """
    return escape(text)


def strip_url_secrets(text: str) -> str:
    """Drop userinfo, query string and fragment from every URL inside *text*."""
    return _URL.sub(lambda m: _clean_url(m.group(0)), text)


def _clean_url(url: str) -> str:
    scheme, _, rest = url.partition("://")
    rest = rest.split("?", 1)[0].split("#", 1)[0]
    netloc, slash, path = rest.partition("/")
    return f"{scheme}://{netloc.rsplit('@', 1)[-1]}{slash}{path}"


def quote_flagged(matched: str) -> str:
    shown = escape_text(matched[:MAX_QUOTE])
    if len(matched) > MAX_QUOTE:
        shown += f"... ({len(matched) - MAX_QUOTE} more characters)"
    return f'"{shown}"'
