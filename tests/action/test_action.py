"""The GitHub Action end to end: a fake workspace, fake GITHUB_* files, the
entrypoint run in-process exactly as the container runs it, and the real
SARIF, outputs, summary and annotations checked. Plus static checks of
action.yml, the Dockerfile and the workflows (no Docker engine here)."""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from rune import cli
from rune.action import commands as action_commands
from rune.action import run as action
from rune.action import summary as action_report
from tests import sarif_check
from tests.conftest import ROOT, write_json

FIXTURES = ROOT / "tests" / "fixtures" / "action"
SECRET = "0123456789abcdef0123456789abcdef"
SHA_PIN = re.compile(r"^[\w.-]+/[\w./-]+@[0-9a-f]{40}$")


def action_inputs() -> dict[str, Any]:
    meta = yaml.safe_load((ROOT / "action.yml").read_text(encoding="utf-8"))
    inputs: dict[str, Any] = meta["inputs"]
    return inputs


class Step:
    """One run of the action: exit code, stdout, outputs, summary, SARIF."""

    def __init__(self, code: int, out: str, outputs: dict[str, str], summary: str, ws: Path):
        self.code, self.out, self.outputs, self.summary, self.ws = code, out, outputs, summary, ws

    @property
    def sarif(self) -> Any:
        return json.loads((self.ws / self.outputs["sarif-file"]).read_text(encoding="utf-8"))

    @property
    def commands(self) -> list[str]:
        """Workflow commands outside the stop-commands blocks."""
        out, stopped = [], None
        for line in self.out.splitlines():
            if stopped:
                if line == f"::{stopped}::":
                    stopped = None
                continue
            if line.startswith("::stop-commands::"):
                stopped = line.split("::")[2]
            elif line.startswith("::"):
                out.append(line)
        return out


def parse_outputs(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    lines = iter(text.splitlines())
    for line in lines:
        if "<<" in line and "=" not in line.split("<<")[0]:
            name, delim = line.split("<<", 1)
            body = []
            for b in lines:
                if b == delim:
                    break
                body.append(b)
            out[name] = "\n".join(body)
        else:
            name, _, value = line.partition("=")
            out[name] = value
    return out


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    """A workspace holding a copy of the committed fixtures."""
    root = tmp_path / "workspace"
    shutil.copytree(FIXTURES, root / "fixtures")
    return root


@pytest.fixture
def run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Any:
    def _run(ws: Path, **inputs: str) -> Step:
        env = {"GITHUB_WORKSPACE": str(ws), "RUNNER_TEMP": str(tmp_path)}
        for name, spec in action_inputs().items():  # the runner sets every input
            value = inputs.get(name.replace("-", "_"), spec.get("default", ""))
            env["INPUT_" + name.upper()] = str(value)
        files = tmp_path / "files"
        files.mkdir(exist_ok=True)
        (files / "output").write_text("")
        (files / "summary").write_text("")
        env["GITHUB_OUTPUT"] = str(files / "output")
        env["GITHUB_STEP_SUMMARY"] = str(files / "summary")
        code = action.main([], env)
        out = capsys.readouterr().out
        return Step(
            code,
            out,
            parse_outputs((files / "output").read_text()),
            (files / "summary").read_text(),
            ws,
        )

    return _run


def check_sarif(doc: Any) -> None:
    assert sarif_check.check(doc) == []
    (run,) = doc["runs"]
    assert run["automationDetails"]["id"] == "rune/"
    rules = run["tool"]["driver"]["rules"]
    hashes = [r["partialFingerprints"]["primaryLocationLineHash"] for r in run["results"]]
    assert len(hashes) == len(set(hashes))
    for res in run["results"]:
        assert rules[res["ruleIndex"]]["id"] == res["ruleId"]
        uri = res["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        assert not uri.startswith(("/", "file:")), uri


# --- end to end ------------------------------------------------------------------


def test_clean_fixtures_pass(run: Any, ws: Path) -> None:
    step = run(
        ws,
        manifests="fixtures/clean/*.json",
        configs="fixtures/clean/.mcp.json\nfixtures/clean/.vscode/mcp.json",
    )
    assert step.code == 0, step.out
    assert step.outputs == {"sarif-file": "rune.sarif", "findings": "0", "exit-code": "0"}
    doc = step.sarif
    check_sarif(doc)
    assert doc["runs"][0]["results"] == []
    assert doc["runs"][0]["invocations"][0]["executionSuccessful"] is True
    assert "**Passed**" in step.summary
    assert "audited from the file" in step.summary
    assert not [c for c in step.commands if c.startswith(("::error", "::warning"))]


def test_poisoned_fixtures_fail_with_sarif_annotations_and_summary(run: Any, ws: Path) -> None:
    step = run(ws, manifests="fixtures/poisoned/*.json", configs="fixtures/poisoned/.mcp.json")
    assert step.code == 1, step.out
    doc = step.sarif
    check_sarif(doc)
    results = doc["runs"][0]["results"]
    assert step.outputs["findings"] == str(len(results)) and results
    assert step.outputs["exit-code"] == "1"
    ids = {r["ruleId"] for r in results}
    assert {"name-collision", "secret-in-url", "plaintext-remote"} <= ids
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results}
    assert uris == {"fixtures/poisoned/tools-list.json", "fixtures/poisoned/.mcp.json"}
    errors = [c for c in step.commands if c.startswith("::error ")]
    assert any("file=fixtures/poisoned/.mcp.json,line=5" in c for c in errors)
    assert any("title=rune secret-in-url (high)" in c for c in errors)
    assert "**Failed**" in step.summary and "### Findings by rule" in step.summary
    assert "name\\-collision" not in step.summary  # "-" is left alone, not over-escaped
    assert "| name-collision | medium |" in step.summary
    assert "fixtures/poisoned/tools\\-list" not in step.summary
    for text in (step.out, step.summary, json.dumps(doc)):
        assert SECRET not in text


def test_findings_below_fail_on_pass(run: Any, ws: Path) -> None:
    tool = {"name": "search", "description": "Searches.", "inputSchema": {"type": "object"}}
    write_json(ws / "twins.json", [tool, tool])  # a name collision: medium
    step = run(ws, manifests="twins.json", fail_on="high")
    assert step.code == 0
    assert int(step.outputs["findings"]) > 0  # still reported, just not failing


def test_working_directory_keeps_paths_relative_to_the_workspace(run: Any, ws: Path) -> None:
    step = run(
        ws,
        working_directory="fixtures/poisoned",
        manifests="tools-list.json",
        sarif_file="out/rune.sarif",
    )
    assert step.code == 1
    assert step.outputs["sarif-file"] == "fixtures/poisoned/out/rune.sarif"
    uri = step.sarif["runs"][0]["results"][0]["locations"][0]["physicalLocation"]
    assert uri["artifactLocation"]["uri"] == "fixtures/poisoned/tools-list.json"
    mode = (ws / step.outputs["sarif-file"]).stat().st_mode & 0o777
    assert mode == 0o644  # the upload step runs as another user than the container


def test_two_configs_share_one_run_without_fingerprint_clashes(run: Any, ws: Path) -> None:
    other = ws / "fixtures" / "copy"
    other.mkdir()
    shutil.copy(ws / "fixtures" / "poisoned" / ".mcp.json", other / ".mcp.json")
    step = run(ws, configs="fixtures/poisoned/.mcp.json fixtures/copy/.mcp.json")
    assert step.code == 1
    doc = step.sarif
    check_sarif(doc)  # one run, unique primaryLocationLineHash
    by_file: dict[str, int] = {}
    for r in doc["runs"][0]["results"]:
        uri = r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        by_file[uri] = by_file.get(uri, 0) + 1
    assert by_file["fixtures/poisoned/.mcp.json"] == by_file["fixtures/copy/.mcp.json"] > 0


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("manifests", "--write-pin x.json"),
        ("manifests", "fixtures/clean/tools-list.json -"),
        ("configs", "--discover"),
        ("pin", "--help"),
        ("baseline", "-o"),
        ("sarif_file", "--output=/etc/passwd"),
        ("working_directory", "--stdio"),
        ("fail_on", "--high"),
    ],
)
def test_flag_like_inputs_are_refused(run: Any, ws: Path, name: str, value: str) -> None:
    inputs = {"manifests": "fixtures/clean/tools-list.json", name: value}
    step = run(ws, **inputs)
    assert step.code == 2
    assert step.outputs == {"sarif-file": "", "findings": "0", "exit-code": "2"}
    (err,) = [c for c in step.commands if c.startswith("::error")]
    assert f"input {name.replace('_', '-')}" in err
    assert not (ws / "rune.sarif").exists()


@pytest.mark.parametrize(
    ("inputs", "message"),
    [
        ({"manifests": "fixtures/nothing/*.json"}, "'fixtures/nothing/*.json' matches no file"),
        ({"configs": "fixtures/clean/.cursor/mcp.json"}, "matches no file"),
        ({}, "nothing to scan"),
        ({"manifests": "../outside.json"}, "outside the workspace"),
        ({"manifests": "x.json", "live": "yes"}, "input live"),
        ({"manifests": "x.json", "timeout": "0"}, "input timeout"),
        ({"manifests": "x.json", "fail_on": "critical"}, "input fail-on"),
        ({"manifests": "x.json", "working_directory": "nope"}, "not a directory"),
        (
            {
                "manifests": "fixtures/pinned/weather.json",
                "configs": "fixtures/clean/.mcp.json",
                "pin": "fixtures/pinned/weather.pin.json",
            },
            "use one step for each",
        ),
    ],
)
def test_bad_inputs_name_the_problem(
    run: Any, ws: Path, inputs: dict[str, str], message: str
) -> None:
    (ws.parent / "outside.json").write_text("[]")
    step = run(ws, **inputs)
    assert step.code == 2
    assert message in step.out
    assert "**Error**" in step.summary
    assert step.outputs["exit-code"] == "2"


def test_a_symlink_out_of_the_workspace_is_refused(run: Any, ws: Path, tmp_path: Path) -> None:
    outside = write_json(tmp_path / "outside.json", [{"name": "x", "description": "y"}])
    (ws / "link.json").symlink_to(outside)
    step = run(ws, manifests="*.json")
    assert step.code == 2 and "leads outside the workspace" in step.out


def test_an_unreadable_manifest_leaves_no_sarif_not_even_a_stale_one(run: Any, ws: Path) -> None:
    (ws / "rune.sarif").write_text('{"stale": true}')
    (ws / "broken.json").write_text("{not json")
    step = run(ws, manifests="broken.json fixtures/clean/tools-list.json")
    assert step.code == 2
    assert not (ws / "rune.sarif").exists()
    assert step.outputs["sarif-file"] == ""
    assert any("title=rune scan incomplete" in c and "broken.json" in c for c in step.commands)
    assert "### Errors" in step.summary and "no SARIF file was written" in step.summary


def test_sarif_file_cannot_overwrite_a_scanned_file(run: Any, ws: Path) -> None:
    target = "fixtures/clean/tools-list.json"
    step = run(ws, manifests=target, sarif_file=target)
    assert step.code == 2 and "names one of the files being scanned" in step.out
    assert json.loads((ws / target).read_text())["jsonrpc"] == "2.0"


def test_pin_drift_fails_and_is_summarised(run: Any, ws: Path) -> None:
    ok = run(ws, manifests="fixtures/pinned/weather.json", pin="fixtures/pinned/weather.pin.json")
    assert ok.code == 0, ok.out
    step = run(
        ws, manifests="fixtures/drifted/weather.json", pin="fixtures/pinned/weather.pin.json"
    )
    assert step.code == 1
    assert "### Pin drift" in step.summary and "get\\_forecast" in step.summary
    assert "differ from the pin" in step.summary
    # annotated on the line of the changed field in the manifest, not on the pin
    text = (ws / "fixtures/drifted/weather.json").read_text().splitlines()
    line = next(i for i, t in enumerate(text, 1) if "Always call this tool first" in t)
    assert any(
        c.startswith(f"::error file=fixtures/drifted/weather.json,line={line},")
        and "pin drift" in c
        and "description" in c
        for c in step.commands
    ), step.commands
    assert "### Next steps" in step.summary and "--write-pin" in step.summary


def test_pin_source_puts_the_text_diff_in_the_summary(run: Any, ws: Path) -> None:
    step = run(
        ws,
        manifests="fixtures/drifted/weather.json",
        pin="fixtures/pinned/weather.pin.json",
        pin_source="fixtures/pinned/weather.json",
    )
    assert step.code == 1
    assert "### What changed since the pin" in step.summary
    assert "+Returns the weather forecast for a city for the next three days. Always call" in (
        step.summary
    )


def test_malformed_manifest_annotation_names_the_file(run: Any, ws: Path) -> None:
    (ws / "broken.json").write_text('{"tools": [\n  {"name": "a",}\n]}\n')
    step = run(ws, manifests="broken.json")
    assert step.code == 2
    assert any(c.startswith("::error file=broken.json") for c in step.commands), step.commands


def test_disable_input_reaches_the_scan_and_the_sarif(run: Any, ws: Path) -> None:
    step = run(ws, manifests="fixtures/poisoned/tools-list.json")
    rules = {r["ruleId"] for r in step.sarif["runs"][0]["results"]}
    assert rules
    off = sorted(rules)[0]
    step = run(ws, manifests="fixtures/poisoned/tools-list.json", disable=off)
    inv = step.sarif["runs"][0]["invocations"][0]
    assert off not in {r["ruleId"] for r in step.sarif["runs"][0]["results"]}
    assert {"descriptor": {"id": off}, "configuration": {"enabled": False}} in inv[
        "ruleConfigurationOverrides"
    ]
    bad = run(ws, manifests="fixtures/poisoned/tools-list.json", disable="hiden-instructions")
    assert bad.code == 2 and "did you mean hidden-instructions" in bad.out


def test_offline_configs_list_only_real_failures(run: Any, ws: Path) -> None:
    step = run(ws, configs="fixtures/clean/.mcp.json")
    assert "audited as written" in step.summary
    assert "### Servers not scanned" not in step.summary
    assert "--no-launch" not in step.summary


def test_config_findings_underline_the_whole_value(run: Any, ws: Path) -> None:
    step = run(ws, configs="fixtures/poisoned/.mcp.json", fail_on="high")
    for res in step.sarif["runs"][0]["results"]:
        region = res["locations"][0]["physicalLocation"]["region"]
        if region["startLine"] == region["endLine"]:
            assert region["endColumn"] - region["startColumn"] > 1, res


def test_baseline_accepts_recorded_findings(run: Any, ws: Path) -> None:
    target = "fixtures/poisoned/tools-list.json"
    found = run(ws, manifests=target).outputs["findings"]
    baseline = ws / "baseline.json"
    assert cli.main(["--manifest", str(ws / target), "--write-baseline", str(baseline)]) == 0
    step = run(ws, manifests=target, baseline="baseline.json")
    assert step.code == 0, step.out
    assert step.outputs["findings"] == "0"
    assert f"| 1 manifest file\\(s\\) | scanned | 0 | {found} |" in step.summary


def test_live_false_never_starts_a_server(run: Any, ws: Path) -> None:
    marker = ws / "started"
    code = f"open({str(marker)!r}, 'w').close()"
    write_json(
        ws / ".mcp.json", {"mcpServers": {"x": {"command": sys.executable, "args": ["-c", code]}}}
    )
    step = run(ws, configs=".mcp.json")
    assert step.code == 0, step.out
    assert not marker.exists()
    # said once for the whole step; the server is not listed as "not scanned"
    assert "no server was started (`live: false`)" in step.summary
    assert "not-opened" not in step.summary and "not\\-opened" not in step.summary


def test_live_true_with_a_failing_server_is_an_error_without_sarif(run: Any, ws: Path) -> None:
    cmd = {"command": sys.executable, "args": ["-c", "import sys; sys.exit(3)"]}
    write_json(ws / ".mcp.json", {"mcpServers": {"broken": cmd}})
    step = run(ws, configs=".mcp.json", live="true", timeout="10")
    assert step.code == 2
    assert step.outputs["sarif-file"] == "" and not (ws / "rune.sarif").exists()
    assert "### Servers not scanned" in step.summary and "| broken | failed |" in step.summary


def test_live_true_scans_a_real_server(run: Any, ws: Path) -> None:
    fixture = ROOT / "tests" / "servers" / "sdk_fixture.py"
    cmd = {"command": sys.executable, "args": [str(fixture), "stdio"]}
    write_json(ws / ".mcp.json", {"mcpServers": {"fixture": cmd}})
    step = run(ws, configs=".mcp.json", live="true", fail_on="high")
    assert step.code in (0, 1), step.out
    doc = step.sarif
    check_sarif(doc)
    assert doc["runs"][0]["invocations"][0]["executionSuccessful"] is True
    assert "Servers not scanned" not in step.summary
    # the text report of the scan, in the log (flagged entities; clean ones are counted)
    assert "tool sync_notes" in step.out and "5 tools, 3 prompts" in step.out


def test_server_text_cannot_format_the_summary_or_issue_commands(run: Any, ws: Path) -> None:
    evil = "[x](https://evil.example/a) <img src=x onerror=alert(1)> | *b* @team `c`"
    tool = {"name": "dup", "description": "d", "inputSchema": {"type": "object"}}
    twin = dict(tool, description=evil + "\n::error::forged")
    write_json(ws / "m.json", [tool, twin, dict(twin, name=evil + "\r\n::warning::x")])
    write_json(ws / "n.json", [dict(tool, name=evil + "\r\n::warning::x")])
    step = run(ws, manifests="m.json n.json")
    assert step.code == 1
    for raw in ("<img", "](", "@team", "`c`", "*b*"):
        assert not re.search(r"(?<!\\)" + re.escape(raw), step.summary), raw
    for row in (r for r in step.summary.splitlines() if r.startswith("| medium |")):
        assert len(re.findall(r"(?<!\\)\|", row)) == 5, row
    for c in step.commands:
        assert c.startswith(("::error ", "::warning ", "::notice ", "::group::", "::endgroup::"))
    assert "forged" not in "".join(c for c in step.commands if c.startswith("::error::"))


# --- units -------------------------------------------------------------------------


def test_workflow_command_escaping() -> None:
    line = action_commands.command(
        "error", "50% done\r\nnext", file="a,b:c.json", line=3, title="t: x"
    )
    assert line == "::error file=a%2Cb%3Ac.json,line=3,title=t%3A x::50%25 done%0D%0Anext"
    assert action_commands.command("notice", "plain") == "::notice::plain"


def test_outputs_use_the_delimiter_form_for_several_lines(tmp_path: Path) -> None:
    path = tmp_path / "out"
    action_commands.set_outputs(str(path), {"one": "x=y", "two": "a\nb"})
    text = path.read_text()
    assert text.startswith("one=x=y\ntwo<<ghadelimiter_")
    assert parse_outputs(text) == {"one": "x=y", "two": "a\nb"}


def test_merge_renumbers_clashing_hashes_and_reindexes_rules() -> None:
    def log(rules: list[str], results: list[tuple[str, str]], ok: bool) -> dict[str, Any]:
        return {
            "version": "2.1.0",
            "runs": [
                {
                    "tool": {"driver": {"name": "rune", "rules": [{"id": r} for r in rules]}},
                    "invocations": [{"executionSuccessful": ok}],
                    "results": [
                        {
                            "ruleId": rid,
                            "ruleIndex": rules.index(rid),
                            "partialFingerprints": {"primaryLocationLineHash": h},
                        }
                        for rid, h in results
                    ],
                }
            ],
        }

    merged = action.merge_logs(
        [
            log(["a", "b"], [("b", "f:1")], True),
            log(["c", "b"], [("b", "f:1"), ("c", "g:1")], False),
        ]
    )
    (run,) = merged["runs"]
    assert [r["id"] for r in run["tool"]["driver"]["rules"]] == ["a", "b", "c"]
    assert [r["ruleIndex"] for r in run["results"]] == [1, 1, 2]
    hashes = [r["partialFingerprints"]["primaryLocationLineHash"] for r in run["results"]]
    assert hashes == ["f:1", "f:2", "g:1"]
    assert run["invocations"] == [{"executionSuccessful": False}]


def test_markdown_escape() -> None:
    assert action_report.md("a|b [c](d) <e> `f` *g* _h_ \\ i\n j") == (
        "a\\|b \\[c\\]\\(d\\) \\<e\\> \\`f\\` \\*g\\* \\_h\\_ \\\\ i j"
    )
    assert (
        action_report.md("token https://u:p@h.example/x?key=s") == "token https\\://h\\.example/x"
    )
    assert action_report.md("zero\u200bwidth") == "zero\\<U+200B\\>width"


def test_the_entrypoint_refuses_arguments(run: Any) -> None:
    assert action.main(["--manifest", "x"], {}) == 2


# --- action.yml, Dockerfile, workflows --------------------------------------------


def test_action_metadata() -> None:
    meta = yaml.safe_load((ROOT / "action.yml").read_text(encoding="utf-8"))
    assert meta["runs"] == {"using": "docker", "image": "Dockerfile"}
    expected = {
        "manifests", "configs", "pin", "baseline", "fail-on", "sarif-file",
        "sarif-category", "live", "timeout", "working-directory", "disable", "pin-source",
    }  # fmt: skip
    assert set(meta["inputs"]) == expected
    for name, spec in meta["inputs"].items():
        assert spec["description"].strip() and "default" in spec, name
        assert spec.get("required", False) is False, name
    assert meta["inputs"]["live"]["default"] == "false"
    assert meta["inputs"]["sarif-file"]["default"] == "rune.sarif"
    assert set(meta["outputs"]) == {"sarif-file", "findings", "exit-code"}
    source = "".join(
        p.read_text(encoding="utf-8") for p in sorted((ROOT / "rune" / "action").glob("*.py"))
    )
    for name in expected:
        assert f'"{name}"' in source, f"rune/action never reads input {name}"


def dockerfile_instructions(text: str) -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) with continuations joined and comments dropped."""
    out: list[tuple[str, str]] = []
    pending = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not pending and (not line or line.startswith("#")):
            continue
        if line.startswith("#"):
            continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        line, pending = pending + line, ""
        word, _, rest = line.partition(" ")
        out.append((word.upper(), rest.strip()))
    assert not pending, "a continuation runs off the end of the Dockerfile"
    return out


def test_dockerfile_follows_the_docker_action_rules() -> None:
    ins = dockerfile_instructions((ROOT / "Dockerfile").read_text(encoding="utf-8"))
    known = {"FROM", "RUN", "COPY", "ENV", "ENTRYPOINT", "ARG", "LABEL"}
    assert {w for w, _ in ins} <= known
    assert not [w for w, _ in ins if w in ("USER", "WORKDIR", "ADD", "CMD")]
    froms = [a for w, a in ins if w == "FROM"]
    assert len(froms) == 2, "multi-stage: a build stage and the final image"
    for a in froms:
        image = a.split()[0]
        assert re.fullmatch(r"python:3\.11-slim@sha256:[0-9a-f]{64}", image), image
    assert froms[0].endswith(" AS build")
    final = ins[[i for i, (w, _) in enumerate(ins) if w == "FROM"][1] :]
    runs = [a for w, a in final if w == "RUN"]
    assert any("pip wheel" in a for w, a in ins if w == "RUN")
    assert any(w == "COPY" and a.startswith("--from=build ") for w, a in final)
    assert any('"${wheel}[live]"' in a for a in runs), "installs the built wheel with live"
    assert "rune --version" in runs
    (entry,) = [a for w, a in ins if w == "ENTRYPOINT"]
    assert json.loads(entry) == ["python", "-I", "-m", "rune.action"]
    assert ins[-1][0] == "ENTRYPOINT"


def dockerignore_allows(path: str) -> bool:
    """Docker's rule: the last matching pattern wins; ``!`` re-includes."""
    import fnmatch

    allowed = True
    for raw in (ROOT / ".dockerignore").read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        negate = line.startswith("!")
        pat = line.lstrip("!").rstrip("/").removeprefix("**/")
        parts = path.split("/")
        hit = any(
            fnmatch.fnmatchcase("/".join(parts[: i + 1]), pat) for i in range(len(parts))
        ) or (
            line.lstrip("!").startswith("**/") and any(fnmatch.fnmatchcase(p, pat) for p in parts)
        )
        if hit:
            allowed = negate
    return allowed


def context_candidates() -> list[str]:
    """Files of the checkout, not descending into a top-level directory that
    .dockerignore excludes outright (no ``!`` pattern reaches inside it)."""
    lines = (ROOT / ".dockerignore").read_text().splitlines()
    reopened = [x[1:] for x in (line.strip() for line in lines) if x.startswith("!")]
    out: list[str] = []
    for top in ROOT.iterdir():
        if top.is_file():
            out.append(top.name)
        elif dockerignore_allows(top.name) or any(r.startswith(top.name + "/") for r in reopened):
            out += [f.relative_to(ROOT).as_posix() for f in top.rglob("*") if f.is_file()]
    return out


def test_docker_build_context_holds_what_the_wheel_is_built_from() -> None:
    """.dockerignore applied to the checkout leaves the package, its data and
    the files pyproject.toml names, and nothing else (no tests, no .git)."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    context = {p for p in context_candidates() if dockerignore_allows(p)}
    assert {"pyproject.toml", project["project"]["readme"], "LICENSE"} <= context
    for package in project["tool"]["setuptools"]["packages"]:
        folder = ROOT / package.replace(".", "/")
        for f in folder.glob("*.py"):
            assert f.relative_to(ROOT).as_posix() in context, f
    for f in (ROOT / "rune" / "schemas").glob("*.json"):
        assert f.relative_to(ROOT).as_posix() in context, f
    assert all(
        p.split("/")[0] in ("rune", "pyproject.toml", "README.md", "LICENSE") for p in context
    )
    assert not [p for p in context if "__pycache__" in p or p.endswith(".pyc")]
    # the final stage installs /wheels/rune_scan-*.whl: the normalised project name
    assert re.sub(r"[-_.]+", "_", project["project"]["name"]) == "rune_scan"
    assert "live" in project["project"]["optional-dependencies"]


def workflow(name: str) -> Any:
    return yaml.safe_load((ROOT / ".github" / "workflows" / name).read_text(encoding="utf-8"))


def all_uses(doc: Any) -> list[str]:
    return [s["uses"] for job in doc["jobs"].values() for s in job.get("steps", []) if "uses" in s]


def test_every_workflow_action_is_pinned_by_sha_with_a_version_comment() -> None:
    for path in sorted((ROOT / ".github" / "workflows").glob("*.yml")):
        text = path.read_text(encoding="utf-8")
        for ref, comment in re.findall(r"^\s*(?:-\s+)?uses:\s*(\S+)(.*)$", text, re.M):
            if ref == "./":
                continue
            assert SHA_PIN.match(ref), f"{path.name}: {ref}"
            assert re.match(r"\s*# v\d", comment), f"{path.name}: no version comment: {ref}"


def test_selftest_uses_the_local_action_on_committed_fixtures() -> None:
    doc = workflow("selftest.yml")
    assert doc["permissions"] == {}
    steps = [s for job in doc["jobs"].values() for s in job["steps"]]
    local = [s for s in steps if s.get("uses") == "./"]
    assert len(local) >= 3
    for s in local:
        for key in ("manifests", "configs", "pin"):
            for pattern in str(s.get("with", {}).get(key, "")).split():
                if "no-such-dir" in pattern:  # the step that checks this error
                    continue
                assert list(ROOT.glob(pattern)), f"{pattern} matches nothing in the checkout"


def test_release_publishes_by_trusted_publishing_on_a_published_release() -> None:
    doc = workflow("release.yml")
    assert doc[True] == {"release": {"types": ["published"]}}  # YAML reads "on" as True
    assert doc["permissions"] == {}
    publish = [
        j
        for j in doc["jobs"].values()
        if any("pypi-publish" in u for u in all_uses({"jobs": {"x": j}}))
    ]
    (job,) = publish
    assert job["permissions"] == {"id-token": "write"}
    assert "password" not in json.dumps(job)
    assert job["environment"]["name"] == "pypi"


def readme_block(heading: str) -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]
    return section.split("```yaml\n", 1)[1].split("```", 1)[0]


def test_readme_workflow_is_valid_and_pinned() -> None:
    """The README's workflow against the GitHub workflow schema check-jsonschema
    vendors (offline), and the rules it must show."""
    import jsonschema
    from check_jsonschema.builtin_schemas import get_builtin_schema

    text = readme_block("GitHub Action")
    doc = yaml.safe_load(text)
    doc["on"] = doc.pop(True)  # YAML 1.1 reads the key "on" as true; GitHub does not
    jsonschema.validate(doc, get_builtin_schema("vendor.github-workflows"))
    assert doc["permissions"] == {}
    (job,) = doc["jobs"].values()
    assert job["permissions"] == {"contents": "read", "security-events": "write"}
    steps = job["steps"]
    assert steps[0]["uses"].startswith("actions/checkout@")
    assert steps[1]["uses"].startswith("rune-scan/rune@")
    upload = steps[2]
    assert upload["uses"].startswith("github/codeql-action/upload-sarif@")
    assert upload["if"] == "always()"
    assert upload["with"]["sarif_file"] == steps[1]["with"]["sarif-file"]
    for ref, comment in re.findall(r"uses:\s*(\S+)(.*)$", text, re.M):
        assert re.match(r"\s*# v\d", comment), ref
        if not ref.startswith("rune-scan/rune@"):  # ours: the release's commit goes there
            assert SHA_PIN.match(ref), ref
    hooks = yaml.safe_load(readme_block("pre-commit"))
    ids = [h["id"] for h in hooks["repos"][0]["hooks"]]
    assert ids == ["rune-manifest", "rune-pin", "rune-config", "rune-agent-files"]


def test_a_missing_workspace_is_one_error_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "output"
    env = {"GITHUB_WORKSPACE": str(tmp_path / "gone"), "GITHUB_OUTPUT": str(out)}
    env["INPUT_MANIFESTS"] = "x.json"
    assert action.main([], env) == 2
    printed = capsys.readouterr().out
    assert printed.startswith("::error title=rune could not run::rune: cannot use ")
    assert parse_outputs(out.read_text())["exit-code"] == "2"


def test_annotations_are_capped_most_severe_first(tmp_path: Path) -> None:
    def result(i: int, severity: str) -> action_commands.Note:
        return action_commands.Note("r", severity, f"finding {i}", "m.json", i + 1, 1, i + 1, 1)

    (tmp_path / "m.json").write_text("{}")
    results = [result(i, "low") for i in range(40)] + [result(i, "high") for i in range(40, 70)]
    lines = action_commands.annotation_lines(results, str(tmp_path))
    assert len(lines) == action_commands.MAX_ANNOTATIONS + 1
    assert all(x.startswith("::error file=m.json,") for x in lines[:30])
    assert lines[30].startswith("::notice file=m.json,line=1,")
    assert lines[-1] == "::notice::20 more finding(s): see the job summary and SARIF"


def test_pin_drift_annotation_finds_the_manifest_among_several(run: Any, ws: Path) -> None:
    pin = ws / "fixtures" / "both.pin.json"
    pinned = ["fixtures/clean/notes.mcp.json", "fixtures/pinned/weather.json"]
    assert cli.main(["--write-pin", str(pin), *(str(ws / p) for p in pinned)]) == 0
    shutil.copy(ws / "fixtures/drifted/weather.json", ws / "fixtures/pinned/weather.json")
    step = run(ws, manifests=" ".join(pinned), pin="fixtures/both.pin.json")
    assert step.code == 1
    assert any(
        c.startswith("::error file=fixtures/pinned/weather.json,line=") and "pin drift" in c
        for c in step.commands
    ), step.commands
