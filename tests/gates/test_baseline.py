"""Baseline: finding identity, the file format, suppression and stale entries."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rune import engine
from rune.errors import InputError, UsageError
from rune.files import load_schema
from rune.gates.baseline import (
    apply_baseline,
    load_baseline,
    pointer_display,
    stale_notice,
    write_baseline,
)
from rune.model import (
    Document,
    ScanResult,
    Severity,
    Source,
    SourceKind,
    SourceStatus,
    StaleEntry,
)
from rune.record import replace
from rune.rules.base import FieldRule, Match
from rune.sources.manifest import document_from_data
from rune.text.normalise import TextView
from tests.conftest import write_json


class ExfilWord(FieldRule):
    """A real field rule for these tests: flags any word starting with ``exfil``."""

    id = "test-exfil"
    severity = Severity.HIGH
    summary = "test rule"
    flags: ClassVar[tuple[str, ...]] = ()

    def check(self, view: TextView) -> Iterator[Match]:
        for m in re.finditer(r"exfil\S*", view.original):
            yield Match(m.start(), m.end(), "exfil word")


RULES = (ExfilWord(),)


def doc(data: Any, server: str | None = None, label: str = "m.json") -> Document:
    return document_from_data(
        data, Source(label=server or label, kind=SourceKind.MANIFEST, server=server)
    )


def scan(*docs: Document) -> ScanResult:
    return ScanResult(
        documents=docs,
        sources=tuple(
            SourceStatus(d.source.label, d.source.server, "manifest", "scanned") for d in docs
        ),
        findings=tuple(engine.scan_documents(docs, rules=RULES)),
    )


def fps(result: ScanResult) -> set[str]:
    return {f.fingerprint for f in result.findings}


def tool(name: str, description: str, **extra: Any) -> dict[str, Any]:
    return {"name": name, "description": description, **extra}


# --- identity -------------------------------------------------------------------

names = st.lists(
    st.text(st.characters(codec="utf-8", exclude_characters="\x00"), min_size=1, max_size=8),
    min_size=1,
    max_size=5,
    unique=True,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(names=names, indent=st.sampled_from([None, 0, 1, 2, 4, "\t"]), data=st.data())
def test_fingerprint_stable_under_reindent_and_reorder(
    names: list[str], indent: int | str | None, data: st.DataObject
) -> None:
    tools = [tool(n, f"note {i}: exfil-{n} here") for i, n in enumerate(names)]
    base = fps(scan(doc({"tools": tools})))
    shuffled = data.draw(st.permutations(tools))
    text = json.dumps({"tools": shuffled}, indent=indent, ensure_ascii=data.draw(st.booleans()))
    again = document_from_data(
        json.loads(text), Source(label="m.json", kind=SourceKind.MANIFEST), text
    )
    assert fps(scan(again)) == base
    assert len(base) == len(names)


def test_nameless_entity_identity_does_not_count_its_position() -> None:
    tools = [{"description": "exfil-a"}, {"name": "n", "description": "x"}]
    base = fps(scan(doc({"tools": tools})))
    assert fps(scan(doc({"tools": list(reversed(tools))}))) == base
    assert fps(scan(doc({"tools": [{"name": "<tool #0>", "description": "exfil-a"}]}))) != base


def test_edit_elsewhere_keeps_identity_change_of_flagged_text_reopens() -> None:
    base = fps(scan(doc({"tools": [tool("fetch", "Fetch it. exfil-now")]})))
    edited = fps(scan(doc({"tools": [tool("fetch", "Fetch the page, quickly. exfil-now")]})))
    assert edited == base
    changed = fps(scan(doc({"tools": [tool("fetch", "Fetch it. exfil-later")]})))
    assert changed.isdisjoint(base)


def test_same_text_elsewhere_is_another_finding() -> None:
    text = "exfil-now"
    variants = [
        doc({"tools": [tool("fetch", text)]}),
        doc({"tools": [tool("fetch2", text)]}),
        doc({"prompts": [tool("fetch", text)]}),
        doc({"resources": [tool("fetch", text, uri="file:///x")]}),
        doc({"tools": [tool("fetch", "x", title=text)]}),
        doc({"tools": [tool("fetch", text)]}, server="a"),
        doc({"tools": [tool("fetch", text)]}, server="b"),
    ]
    ids = [fps(scan(d)) for d in variants]
    assert all(len(i) == 1 for i in ids)
    assert len(set().union(*ids)) == len(variants)


def test_property_name_and_value_are_apart() -> None:
    schema = {"type": "object", "properties": {"exfil": {"type": "string", "title": "exfil"}}}
    result = scan(doc({"tools": [{"name": "t", "inputSchema": schema}]}))
    assert len(result.findings) == 2
    assert len(fps(result)) == 2


# --- file -------------------------------------------------------------------------


def poisoned() -> dict[str, Any]:
    return {
        "tools": [
            tool("fetch", "Fetch. exfil-a"),
            tool("sync", "Sync. exfil-\u200bb\x1b[2J" + "x" * 100 + " end"),
        ],
        "prompts": [tool("fetch", "exfil-c")],
    }


def test_written_file_is_valid_sorted_and_readable(tmp_path: Path) -> None:
    out = tmp_path / "b.json"
    result = scan(doc(poisoned()))
    assert write_baseline(str(out), result) == 3
    text = out.read_text("ascii")
    data = json.loads(text)
    jsonschema.validate(data, load_schema("baseline.schema.json"))
    assert data["version"] == 1
    keys = [(e["kind"], e["entity"], e["rule"], e["path"]) for e in data["entries"]]
    assert keys == sorted(keys)
    entry = next(e for e in data["entries"] if e["entity"] == "sync")
    assert entry["path"] == "/description"
    assert entry["key"] is False
    assert "<U+200B>" in entry["excerpt"] and "<U+001B>" in entry["excerpt"]
    assert entry["excerpt"].endswith("...")
    assert "\u200b" not in text and "\x1b" not in text
    assert {e["fingerprint"] for e in data["entries"]} == fps(result)
    # writing twice gives the same bytes
    write_baseline(str(out), scan(doc(poisoned())))
    assert out.read_text("ascii") == text


def test_reviewer_notes_survive_a_rewrite(tmp_path: Path) -> None:
    out = tmp_path / "b.json"
    write_baseline(str(out), scan(doc(poisoned())))
    data = json.loads(out.read_text())
    data["entries"][0]["note"] = "reviewed by ana: the tool really does this"
    out.write_text(json.dumps(data))
    write_baseline(str(out), scan(doc(poisoned())))
    again = json.loads(out.read_text())
    assert again["entries"][0]["note"] == "reviewed by ana: the tool really does this"


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("{", "malformed JSON"),
        ("[]", "not a valid rune baseline"),
        ('{"version": 2, "entries": []}', "/version"),
        ('{"version": 1}', "entries"),
        ('{"version": 1, "entries": [{"fingerprint": "zz"}]}', "/entries/0"),
        (
            '{"version": 1, "entries": [{"fingerprint": "' + "a" * 32 + '", "kind": "tool", '
            '"entity": "x", "rule": "r", "path": "/description", "key": false, '
            '"excerpt": "x", "extra": 1}]}',
            "extra",
        ),
        ("\udcff", "UTF-8"),
    ],
)
def test_bad_files_are_refused_naming_the_problem(
    tmp_path: Path, content: str, problem: str
) -> None:
    path = tmp_path / "b.json"
    path.write_bytes(content.encode("utf-8", "surrogateescape"))
    with pytest.raises(InputError) as err:
        load_baseline(str(path))
    assert problem in str(err.value)
    assert str(path) in str(err.value)


def test_missing_file() -> None:
    with pytest.raises(InputError, match="no such file"):
        load_baseline("/nonexistent/b.json")


# --- apply ------------------------------------------------------------------------


def baseline_of(tmp_path: Path, result: ScanResult) -> str:
    out = tmp_path / "b.json"
    write_baseline(str(out), result)
    return str(out)


def test_apply_suppresses_accepted_and_keeps_new(tmp_path: Path) -> None:
    path = baseline_of(tmp_path, scan(doc({"tools": [tool("fetch", "exfil-a")]})))
    result = scan(doc({"tools": [tool("fetch", "exfil-a"), tool("other", "exfil-z")]}))
    result = apply_baseline(result, load_baseline(path))
    assert [f.entity.name for f in result.findings] == ["other"]
    assert [f.entity.name for f in result.suppressed] == ["fetch"]
    assert result.stale_baseline == ()
    assert stale_notice(result) == []


def test_stale_entries_are_named(tmp_path: Path) -> None:
    path = baseline_of(tmp_path, scan(doc(poisoned())))
    result = scan(doc({"tools": [tool("fetch", "Fetch. exfil-a")]}))
    result = apply_baseline(result, load_baseline(path))
    assert result.findings == ()
    assert sorted(e.entity for e in result.stale_baseline) == ["fetch", "sync"]
    lines = stale_notice(result)
    assert lines[0] == "rune: 2 baseline entry(s) matched no finding in this scan:"
    assert "  prompt fetch  test-exfil  description" in lines
    assert "  tool sync  test-exfil  description" in lines


def test_stale_notice_escapes_names() -> None:
    entry = StaleEntry("f", "tool", "a\nrune: CLEAN", None, "r", "/x\u202e", True, "")
    result = ScanResult(stale_baseline=(entry,))
    line = stale_notice(result)[1]
    assert "\n" not in line and "\u202e" not in line
    assert line == "  tool a<U+000A>rune: CLEAN  r  x<U+202E> (key)"


def config_result(
    docs: dict[str, Any], statuses: dict[str, str] | None = None
) -> tuple[ScanResult, list[Document]]:
    """A config run over several servers: one document per scanned server."""
    documents = [doc(data, server=name) for name, data in docs.items()]
    result = scan(*documents)
    extra = tuple(
        SourceStatus(name, name, "stdio", status) for name, status in (statuses or {}).items()
    )
    return replace(result, sources=result.sources + extra), documents


def test_config_entries_keep_servers_apart(tmp_path: Path) -> None:
    same = {"tools": [tool("search", "exfil-x")]}
    approved, _ = config_result({"a": same})
    path = baseline_of(tmp_path, approved)
    assert json.loads(Path(path).read_text())["entries"][0]["server"] == "a"
    result, _ = config_result({"a": same, "b": same})
    result = apply_baseline(result, load_baseline(path))
    assert [f.entity.source.server for f in result.findings] == ["b"]
    assert [f.entity.source.server for f in result.suppressed] == ["a"]


def test_config_entries_of_unscanned_servers_are_not_stale(tmp_path: Path) -> None:
    full, _ = config_result({"a": poisoned(), "b": poisoned(), "c": poisoned()})
    path = baseline_of(tmp_path, full)
    # --server a: b and c were not scanned; c failed, so not looked at either
    narrowed, _ = config_result(
        {"a": {"tools": [tool("fetch", "Fetch. exfil-a")]}}, {"c": "failed"}
    )
    narrowed = apply_baseline(narrowed, load_baseline(path))
    assert {e.server for e in narrowed.stale_baseline} == {"a"}
    assert len(narrowed.stale_baseline) == 2
    assert stale_notice(narrowed)[1].startswith("  a: ")


def test_nameless_baseline_gates_one_config_server_and_refuses_several(tmp_path: Path) -> None:
    path = baseline_of(tmp_path, scan(doc({"tools": [tool("fetch", "exfil-a")]})))
    one, _ = config_result({"notes": {"tools": [tool("fetch", "exfil-a")]}})
    one = apply_baseline(one, load_baseline(path))
    assert one.findings == () and len(one.suppressed) == 1
    several, _ = config_result({"a": {"tools": []}, "b": {"tools": []}})
    with pytest.raises(UsageError, match="names no server"):
        apply_baseline(several, load_baseline(path))


def test_write_counts_suppressed_findings_too(tmp_path: Path) -> None:
    scanned = scan(doc(poisoned()))
    result = replace(scanned, findings=scanned.findings[1:], suppressed=scanned.findings[:1])
    assert write_baseline(str(tmp_path / "b.json"), result) == 3


def test_pointer_display() -> None:
    assert pointer_display("") == "(root)"
    assert (
        pointer_display("/inputSchema/properties/a~1b/enum/0")
        == "inputSchema.properties.a/b.enum[0]"
    )
    assert (
        pointer_display("/inputSchema/properties/x", key=True) == "inputSchema.properties.x (key)"
    )


# --- command line -------------------------------------------------------------------

COLLIDING = {
    "tools": [{"name": "dup", "description": "one"}, {"name": "dup", "description": "two"}]
}


def test_cli_write_then_judge(cli: Any, tmp_path: Path) -> None:
    manifest = write_json(tmp_path / "tools.json", COLLIDING)
    base = tmp_path / "rune-baseline.json"
    assert cli(str(manifest)).code == 1
    run = cli(str(manifest), "--write-baseline", str(base))
    assert run.code == 0
    assert run.err.strip().splitlines()[-1] == f"rune: wrote 1 baseline entry(s) to {base}"
    run = cli(str(manifest), "--baseline", str(base))
    assert run.code == 0, run.err
    assert "baseline entry" not in run.err
    # a new finding still fails
    more = dict(COLLIDING, prompts=[{"name": "p"}, {"name": "p"}])
    write_json(manifest, more)
    assert cli(str(manifest), "--baseline", str(base)).code == 1


@pytest.mark.parametrize("mode", [[], ["--json"], ["--sarif"]])
def test_cli_stale_in_every_mode(cli: Any, tmp_path: Path, mode: list[str]) -> None:
    manifest = write_json(tmp_path / "tools.json", COLLIDING)
    base = tmp_path / "b.json"
    assert cli(str(manifest), "--write-baseline", str(base)).code == 0
    write_json(manifest, {"tools": [{"name": "dup", "description": "one"}]})
    run = cli(str(manifest), "--baseline", str(base), *mode)
    assert run.code == 0
    assert "rune: 1 baseline entry(s) matched no finding in this scan:" in run.err
    assert "  tool dup  name-collision  name" in run.err
    assert "matched no finding" not in run.out
    if mode == ["--json"]:
        report = run.json()
        assert report["summary"]["staleBaseline"] == 1
        assert report["staleBaseline"][0]["entity"] == "dup"
    if mode == ["--sarif"]:
        assert json.loads(run.out)["version"] == "2.1.0"
    strict = cli(str(manifest), "--baseline", str(base), "--fail-on-stale-baseline", *mode)
    assert strict.code == 1


def test_cli_bad_baseline_is_exit_2(cli: Any, tmp_path: Path) -> None:
    manifest = write_json(tmp_path / "tools.json", COLLIDING)
    bad = write_json(tmp_path / "b.json", {"version": 1, "entries": [{"fingerprint": 3}]})
    run = cli(str(manifest), "--baseline", str(bad))
    assert run.code == 2
    assert run.err.startswith(f"rune: baseline {bad}: not a valid rune baseline file at /entries/0")


def test_cli_judging_and_writing_one_file_type_is_refused(cli: Any, tmp_path: Path) -> None:
    manifest = write_json(tmp_path / "tools.json", COLLIDING)
    b = str(tmp_path / "b.json")
    p = str(tmp_path / "p.json")
    assert cli(str(manifest), "--baseline", b, "--write-baseline", b).code == 2
    assert cli(str(manifest), "--pin", p, "--write-pin", p).code == 2
    both = cli(str(manifest), "--write-baseline", b, "--write-pin", p)
    assert both.code == 0
    assert "rune: wrote 1 baseline entry(s)" in both.err
    assert "rune: pinned 2 entity(s) of 1 manifest(s)" in both.err
    judged = cli(str(manifest), "--baseline", b, "--pin", p)
    assert judged.code == 0, judged.err


def test_cli_config_baseline_stale_only_for_scanned_servers(cli: Any, tmp_path: Path) -> None:
    from tests.gates.test_pin import config_file

    # a shared name across servers is a low, once per pair (on the later server)
    both = {"tools": [{"name": "search", "description": "Search."}]}
    cfg = config_file(tmp_path, {"a": both, "b": both, "c": both})
    base = str(tmp_path / "b.json")
    args = ["--config", cfg, "--protocol", "legacy", "--fail-on", "low"]
    assert cli(*args).code == 1  # the servers collide on "search"
    assert cli(*args, "--write-baseline", base).code == 0
    entries = json.loads(Path(base).read_text())["entries"]
    assert sorted({e["server"] for e in entries}) == ["b", "c"]
    assert cli(*args, "--baseline", base, "--fail-on-stale-baseline").code == 0
    # scanning b alone: the collision is gone there; c's approval is left alone
    narrowed = cli(*args, "--server", "b", "--baseline", base, "--json")
    assert narrowed.code == 0
    assert [e["server"] for e in narrowed.json()["staleBaseline"]] == ["b"]
    assert "  b: tool search  name-collision  name" in narrowed.err.splitlines()
