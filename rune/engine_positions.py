"""Where each finding stands in its file: line and column, resolved after the
rules ran, for the documents that came from a file (JSON manifests, streamed
listings element by element, and agent files by their recorded offsets)."""

from __future__ import annotations

import json
from array import array
from collections.abc import Sequence

from rune.model import Document, Finding, JsonPath, Location, Source
from rune.sources.positions import LineIndex, find_spans, literal_offset

_PLAIN = json.JSONDecoder()


def _locate_by_offsets(out: list[Finding], idxs: Sequence[int], doc: Document) -> None:
    """Positions in a document that is not JSON: each string's recorded start."""
    if doc.text is None or doc.source.path is None or doc.offsets is None:
        return
    lines = LineIndex(doc.text)
    for i in idxs:
        f = out[i]
        at = doc.offsets.get(_doc_path(f))
        if at is None:
            continue
        start, verbatim = at
        s = start + f.offset if verbatim else start
        e = s + len(f.matched) if verbatim else s
        line, col = lines.at(s)
        end_line, end_col = lines.at(e)
        out[i] = f.placed(Location(doc.source.path, line, col, end_line, end_col))


def locate(findings: list[Finding], docs: Sequence[Document]) -> list[Finding]:
    """Fill ``Finding.location`` for documents that came from a file."""
    out = list(findings)
    locate_in_place(out, docs)
    return out


def locate_in_place(out: list[Finding], docs: Sequence[Document]) -> None:
    """:func:`locate`, replacing the findings of *out* in place. Findings
    are named by their index in *out*, held in arrays (no integer object
    per finding)."""
    by_source: dict[Source, array[int]] = {}
    for i, f in enumerate(out):
        if f.location is None:
            held = by_source.get(f.entity.source)
            if held is None:
                held = by_source[f.entity.source] = array("q")
            held.append(i)
    texts = {d.source: d for d in docs if d.text is not None and d.source.path}
    for source, idxs in by_source.items():
        doc = texts.get(source)
        if doc is None or doc.text is None or doc.source.path is None:
            continue
        if doc.offsets is not None:
            _locate_by_offsets(out, idxs, doc)
            continue
        idxs = _locate_streamed(out, idxs, doc.text, doc.source.path)
        if not idxs:
            continue
        wanted = {(out[i].is_key, _doc_path(out[i])) for i in idxs}
        spans = find_spans(doc.text, wanted)
        lines = LineIndex(doc.text)
        for i in idxs:
            f = out[i]
            span = spans.get((f.is_key, _doc_path(f)))
            if span is None:
                continue
            s, e = _bounds(doc.text, span, f)
            line, col = lines.at(s)
            end_line, end_col = lines.at(max(e, s))
            out[i] = f.placed(Location(doc.source.path, line, col, end_line, end_col))


def _bounds(text: str, span: tuple[int, int], f: Finding) -> tuple[int, int]:
    """Start and end offsets in *text* of *f*'s match inside the literal at *span*."""
    literal = text[span[0] : span[1]]
    if literal.startswith('"'):
        s = span[0] + literal_offset(literal, f.offset)
        return s, span[0] + literal_offset(literal, f.offset + len(f.matched))
    return span


def _locate_streamed(out: list[Finding], idxs: Sequence[int], text: str, file: str) -> array[int]:
    """Positions of the findings on entities of a streamed manifest, element
    by element: each flagged element's text is tokenised alone, and lines
    are counted forward from one element to the next, so no index of the
    whole text is built. Returns the findings this could not place."""
    rest: array[int] = array("q")
    placed: array[int] = array("q")
    for i in idxs:
        ent = out[i].entity
        held = ent.raw_text
        root = len(ent.path) - len(held.sub) if held is not None else -1
        if held is None or held.text is not text or _doc_path(out[i])[:root] != ent.path[:root]:
            rest.append(i)
            continue
        placed.append(i)
    # grouped by element, in text order (no list per element is built)
    placed = _in_text_order(out, placed)
    newlines = 0  # newlines before ``done``
    last_nl = -1  # offset of the last newline before ``done``
    done = 0
    n = 0
    while n < len(placed):
        first = out[placed[n]].entity
        at = first.at
        m = n + 1
        while m < len(placed) and out[placed[m]].entity.at == at:
            m += 1
        group = placed[n:m]
        n = m
        newlines += text.count("\n", done, at)
        nl = text.rfind("\n", done, at)
        last_nl = nl if nl >= 0 else last_nl
        done = at
        held = first.raw_text
        root = len(first.path) - (len(held.sub) if held is not None else 0)
        _, end = _PLAIN.raw_decode(text, at)
        element = text[at:end]
        spans = find_spans(element, {(out[i].is_key, _doc_path(out[i])[root:]) for i in group})
        lines = LineIndex(element)
        for i in group:
            f = out[i]
            span = spans.get((f.is_key, _doc_path(f)[root:]))
            if span is None:
                continue
            s, e = _bounds(element, span, f)
            line, col = _place(lines, s, newlines, at - last_nl)
            end_line, end_col = _place(lines, max(e, s), newlines, at - last_nl)
            out[i] = f.placed(Location(file, line, col, end_line, end_col))
    return rest


def _in_text_order(out: list[Finding], placed: array[int]) -> array[int]:
    """*placed* stably sorted by the offset of each finding's element. The
    findings of a scan arrive entity by entity, so they are in that order
    already unless a scan rule added some: then as they are, not sorted."""
    last = -1
    for i in placed:
        at = out[i].entity.at
        if at < last:
            return array("q", sorted(placed, key=lambda i: out[i].entity.at))
        last = at
    return placed


def _place(lines: LineIndex, offset: int, before: int, first_col: int) -> tuple[int, int]:
    """(line, column) in the whole text of *offset* in one element: *before*
    newlines precede the element, whose first character is at column *first_col*."""
    line, col = lines.at(offset)
    return before + line, (first_col + offset if line == 1 else col)


def _doc_path(f: Finding) -> JsonPath:
    return f.doc_path if f.doc_path is not None else f.entity.path + f.path
