"""The whole engine, every rule, over the shared benign corpus: no finding at
medium or above on any real server."""

from __future__ import annotations

import pytest

from rune import engine
from rune.model import Severity
from rune.sources.manifest import load_manifest
from tests.conftest import CORPUS


@pytest.mark.skipif(not (CORPUS / "benign").is_dir(), reason="../shared/corpus is not present")
def test_benign_corpus_draws_nothing_at_medium_or_above() -> None:
    paths = sorted((CORPUS / "benign").glob("*.json"))
    assert len(paths) > 200
    loud = [
        (f.entity.source.label, f.entity.label, f.rule, f.dotted, f.matched)
        for p in paths  # one server a run, as a user scans them
        for f in engine.scan_documents([load_manifest(str(p))])
        if f.severity >= Severity.MEDIUM
    ]
    assert not loud, loud[:10]
