"""The findings of every field and scan rule on the rule examples and on the
shared corpus, in a stable JSON form, for the verdict snapshot test.

    python tests/findings_snapshot.py CORPUS_DIR > tests/fixtures/findings/snapshot.json

Each corpus file is keyed by its path under CORPUS_DIR and the SHA-256 of its
bytes, so a changed corpus file is compared only when it is the same file.
Regenerate after a change that is meant to change findings (a new rule, new
lexicon entries), and review the diff.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rune import engine
from rune.model import Finding, Source, SourceKind
from rune.rules import ALL_RULES
from rune.rules.base import FieldRule, ScanRule
from rune.sources.manifest import document_from_data


def rows(findings: list[Finding]) -> list[list[Any]]:
    return sorted(
        [
            f.entity.display,
            json.dumps(f.path),
            f.is_key,
            f.rule,
            f.offset,
            f.matched,
            f.message,
            f.severity.name,
        ]
        for f in findings
    )


def scan(data: Any, label: str) -> list[list[Any]]:
    if isinstance(data, dict) and "skill" in data:
        # one Agent Skill entity, as the rule examples build it
        from rune.model import Document, Entity, EntityKind

        source = Source(label=label, kind=SourceKind.SKILL)
        skill = Entity(EntityKind.SKILL, "example", "example", source, (), data["skill"])
        return rows(engine.scan_documents([Document(source, (skill,))]))
    doc = document_from_data(data, Source(label=label, kind=SourceKind.MANIFEST))
    return rows(engine.scan_documents([doc]))


def example_findings() -> dict[str, list[list[list[Any]]]]:
    out: dict[str, list[list[list[Any]]]] = {}
    for rule in ALL_RULES:
        if not isinstance(rule, FieldRule | ScanRule):
            continue
        got = []
        for ex in (*rule.flags, *rule.quiet):
            data = (
                {"tools": [{"name": "example_tool", "description": ex}]}
                if isinstance(ex, str)
                else ex
            )
            got.append(scan(data, "example"))
        out[rule.id] = got
    return out


def corpus_files(corpus: Path) -> list[Path]:
    return sorted((corpus / "benign").glob("**/*.json")) + sorted(
        (corpus / "poisoned").glob("**/*.json")
    )


def load(path: Path) -> Any:
    data = json.loads(path.read_text(encoding="utf-8"))
    if isinstance(data, dict):
        data = {k: v for k, v in data.items() if k != "_source"}
        for key in ("tools", "prompts", "resources", "resourceTemplates"):
            items = data.get(key)
            if isinstance(items, list):
                data[key] = [
                    {k: v for k, v in it.items() if k != "_label"} if isinstance(it, dict) else it
                    for it in items
                ]
    return data


def corpus_findings(corpus: Path) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for path in corpus_files(corpus):
        rel = path.relative_to(corpus).as_posix()
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        out[rel] = {"sha256": digest, "findings": scan(load(path), rel)}
    return out


def main() -> None:
    corpus = Path(sys.argv[1])
    snap = {"examples": example_findings(), "corpus": corpus_findings(corpus)}
    json.dump(snap, sys.stdout, indent=0, sort_keys=True, ensure_ascii=True)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
