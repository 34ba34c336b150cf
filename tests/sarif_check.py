"""Checks a SARIF log against the OASIS 2.1.0 schema and GitHub's stricter rules.

The schema says what SARIF may look like; GitHub code scanning accepts less.
:func:`github_errors` checks what an upload needs on top of the schema
(a located result with a start line, non-empty required strings, rule ids the
table declares, fingerprints, one run per tool and category, the documented
size limits, URIs without credentials). Both return readable problems, empty
when the log passes. The tests run every log rune writes through both.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from functools import cache
from importlib import resources
from typing import Any
from urllib.parse import urlsplit

import jsonschema  # type: ignore[import-untyped, unused-ignore]

SCHEMA_FILE = "sarif-2.1.0.schema.json"

# GitHub's documented upload limits
MAX_RUNS = 20
MAX_RESULTS = 25_000
MAX_RULES = 25_000
MAX_LOCATIONS = 1_000
MAX_TAGS = 20
MAX_RULE_NAME = 255
LEVELS = frozenset({"none", "note", "warning", "error"})


@cache
def load_schema() -> dict[str, Any]:
    """The vendored OASIS SARIF 2.1.0 JSON Schema (draft-04)."""
    text = (
        resources.files("rune")
        .joinpath("schemas")
        .joinpath(SCHEMA_FILE)
        .read_text(encoding="utf-8")
    )
    schema: dict[str, Any] = json.loads(text)
    return schema


def schema_errors(doc: Any) -> list[str]:
    """Problems with *doc* against the OASIS schema, each naming its JSON path."""
    validator = jsonschema.Draft4Validator(load_schema())
    out = []
    for err in sorted(validator.iter_errors(doc), key=lambda e: list(map(str, e.absolute_path))):
        where = "/".join(str(p) for p in err.absolute_path)
        out.append(f"/{where}: {err.message}")
    return out


def check(doc: Any) -> list[str]:
    """Schema problems and GitHub-rule problems together."""
    return schema_errors(doc) + github_errors(doc)


def github_errors(doc: Any) -> list[str]:
    """Problems GitHub code scanning would reject or mis-handle in *doc*."""
    return list(_github(doc))


def _text(obj: Any, *keys: str) -> str | None:
    """The non-empty string at ``obj[k1][k2]...``, else ``None``."""
    for k in keys:
        if not isinstance(obj, dict):
            return None
        obj = obj.get(k)
    return obj if isinstance(obj, str) and obj.strip() else None


def _github(doc: Any) -> Iterator[str]:
    if not isinstance(doc, dict):
        yield "log: not a JSON object"
        return
    if doc.get("version") != "2.1.0":
        yield "version: must be 2.1.0"
    if not _text(doc, "$schema"):
        yield "$schema: missing"
    runs = doc.get("runs")
    if not isinstance(runs, list) or not runs:
        yield "runs: GitHub rejects a log without runs"
        return
    if len(runs) > MAX_RUNS:
        yield f"runs: {len(runs)} runs, GitHub accepts at most {MAX_RUNS}"
    seen: set[tuple[str, str]] = set()
    for i, run in enumerate(runs):
        key = _run_identity(run)
        if key in seen:
            yield f"runs/{i}: a second run of tool {key[0]!r} in category {key[1]!r}"
        seen.add(key)
        yield from _check_run(run, f"runs/{i}")


def _run_identity(run: Any) -> tuple[str, str]:
    driver = run.get("tool", {}).get("driver", {}) if isinstance(run, dict) else {}
    ident = json.dumps(
        [driver.get(k) for k in ("name", "fullName", "version", "semanticVersion", "guid")]
    )
    auto = _text(run, "automationDetails", "id") or ""
    return ident, auto.rsplit("/", 1)[0] if "/" in auto else auto


def _check_run(run: Any, where: str) -> Iterator[str]:
    if not isinstance(run, dict):
        yield f"{where}: not an object"
        return
    driver = run.get("tool", {}).get("driver") if isinstance(run.get("tool"), dict) else None
    if not _text(driver, "name"):
        yield f"{where}/tool/driver/name: missing or empty"
    rules = driver.get("rules", []) if isinstance(driver, dict) else []
    if not isinstance(rules, list):
        yield f"{where}/tool/driver/rules: not an array"
        rules = []
    if len(rules) > MAX_RULES:
        yield f"{where}/tool/driver/rules: more than {MAX_RULES} rules"
    ids: dict[str, int] = {}
    for j, rule in enumerate(rules):
        rw = f"{where}/tool/driver/rules/{j}"
        yield from _check_rule(rule, rw)
        rid = _text(rule, "id")
        if rid is not None:
            if rid in ids:
                yield f"{rw}/id: {rid!r} declared twice"
            ids.setdefault(rid, j)
    results = run.get("results")
    if not isinstance(results, list):
        yield f"{where}/results: missing (an empty array is a clean scan)"
        return
    if len(results) > MAX_RESULTS:
        yield f"{where}/results: more than {MAX_RESULTS} results"
    schemes: set[str] = set()
    for k, res in enumerate(results):
        yield from _check_result(res, f"{where}/results/{k}", ids, schemes)
    if len(schemes) > 1:
        yield f"{where}: artifact URIs mix schemes {sorted(schemes)}"


def _check_rule(rule: Any, rw: str) -> Iterator[str]:
    for path in (("id",), ("shortDescription", "text"), ("fullDescription", "text")):
        if not _text(rule, *path):
            yield f"{rw}/{'/'.join(path)}: missing or empty"
    if not _text(rule, "help", "text") and not _text(rule, "help", "markdown"):
        yield f"{rw}/help: no help text"
    name = rule.get("name") if isinstance(rule, dict) else None
    if name is not None and (not isinstance(name, str) or not name or len(name) > MAX_RULE_NAME):
        yield f"{rw}/name: must be 1 to {MAX_RULE_NAME} characters"
    props = rule.get("properties", {}) if isinstance(rule, dict) else {}
    sev = props.get("security-severity")
    if sev is not None:
        try:
            ok = 0.0 < float(sev) <= 10.0
        except (TypeError, ValueError):
            ok = False
        if not ok:
            yield f"{rw}/properties/security-severity: {sev!r} is not a number in (0, 10]"
    tags = props.get("tags", [])
    if not isinstance(tags, list) or len(tags) > MAX_TAGS:
        yield f"{rw}/properties/tags: at most {MAX_TAGS} tags"


def _check_result(res: Any, rw: str, ids: dict[str, int], schemes: set[str]) -> Iterator[str]:
    if not isinstance(res, dict):
        yield f"{rw}: not an object"
        return
    if not _text(res, "message", "text"):
        yield f"{rw}/message/text: missing or empty"
    rid = _text(res, "ruleId")
    if rid is None:
        yield f"{rw}/ruleId: missing or empty"
    elif rid not in ids:
        yield f"{rw}/ruleId: {rid!r} is not in the rule table"
    elif "ruleIndex" in res and res["ruleIndex"] != ids[rid]:
        yield f"{rw}/ruleIndex: {res['ruleIndex']} but {rid!r} is rule {ids[rid]}"
    if res.get("level", "warning") not in LEVELS:
        yield f"{rw}/level: {res.get('level')!r}"
    fps = res.get("partialFingerprints")
    if not isinstance(fps, dict) or not fps:
        yield f"{rw}/partialFingerprints: missing"
    elif not all(isinstance(v, str) and v for v in fps.values()):
        yield f"{rw}/partialFingerprints: empty value"
    locs = res.get("locations")
    if not isinstance(locs, list) or not locs:
        yield f"{rw}/locations: GitHub needs at least one location"
        return
    if len(locs) > MAX_LOCATIONS:
        yield f"{rw}/locations: more than {MAX_LOCATIONS}"
    yield from _check_location(locs[0], f"{rw}/locations/0", schemes)


def _check_location(loc: Any, lw: str, schemes: set[str]) -> Iterator[str]:
    phys = loc.get("physicalLocation") if isinstance(loc, dict) else None
    uri = _text(phys, "artifactLocation", "uri")
    if uri is None:
        yield f"{lw}/physicalLocation/artifactLocation/uri: missing or empty"
    else:
        parts = urlsplit(uri)
        schemes.add(parts.scheme or "relative")
        if parts.query or parts.fragment or "@" in parts.netloc:
            yield f"{lw}: artifact URI carries userinfo, a query or a fragment"
    region = phys.get("region") if isinstance(phys, dict) else None
    if not isinstance(region, dict):
        yield f"{lw}/physicalLocation/region: missing"
        return
    for key in ("startLine", "startColumn", "endLine", "endColumn"):
        if not isinstance(region.get(key), int) or region[key] < 1:
            yield f"{lw}/physicalLocation/region/{key}: missing or below 1"
    start, end = region.get("startLine"), region.get("endLine")
    if isinstance(start, int) and isinstance(end, int) and end < start:
        yield f"{lw}/physicalLocation/region: ends before it starts"
