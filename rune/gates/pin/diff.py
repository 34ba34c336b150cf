"""``--show-diff``: the changed text, when the pinned values are at hand."""

from __future__ import annotations

import difflib
import json
import os

from rune.errors import InputError
from rune.gates.baseline import pointer_display
from rune.gates.pin.digest import PinnedEntity, leaves
from rune.gates.pin.notice import display_entry
from rune.jsonvalue import Json
from rune.limits import DEFAULT_LIMITS, Limits
from rune.model import DriftEntry
from rune.sources.manifest import load_manifest
from rune.text.escape import escape

# --- --show-diff ----------------------------------------------------------------


def pool_from(path: str, limits: Limits = DEFAULT_LIMITS) -> dict[str, Json]:
    """Pinned values at hand: every leaf of a manifest (or of each ``*.json`` in a
    directory of captured listings), by digest. Keyed by digest, a value can
    only stand in for the pinned one if it is exactly what was pinned."""
    if os.path.isdir(path):
        files = sorted(os.path.join(path, f) for f in os.listdir(path) if f.endswith(".json"))
        if not files:
            raise InputError(f"pin source {path}: no .json files in the directory")
    else:
        files = [path]
    pool: dict[str, Json] = {}
    for f in files:
        doc = load_manifest(f, limits)
        for ent in doc.entities:
            for value, digest in leaves(ent.raw).values():
                pool.setdefault(digest, value)
    return pool


def _as_lines(value: Json) -> list[str]:
    if isinstance(value, str):
        return value.splitlines() or [""]
    return [json.dumps(value, ensure_ascii=True, sort_keys=True)]


def diff_lines(
    entry: DriftEntry, old: PinnedEntity, new: PinnedEntity, pool: dict[str, Json]
) -> list[str]:
    out: list[str] = []
    values = new.values or {}
    for ptr in [*(entry.changed or ()), *entry.added, *entry.removed]:
        where = f"{display_entry(entry)}  {escape(pointer_display(ptr))}"
        before: list[str] = []
        if ptr in old.digests:
            if old.digests[ptr] not in pool:
                out.append(f"rune: the pinned value of {where} is not in --pin-source; no diff")
                continue
            before = _as_lines(pool[old.digests[ptr]])
        after = _as_lines(values[ptr]) if ptr in values else []
        for line in difflib.unified_diff(
            before, after, f"pinned   {where}", f"current  {where}", lineterm="", n=2
        ):
            out.append(escape(line))
    return out
