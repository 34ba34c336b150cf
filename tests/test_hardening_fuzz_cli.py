"""The whole CLI over the fuzzers' inputs: every run ends in a report or a
one-line error, never in the internal-error handler. With ``RUNE_DEBUG=1``
that handler re-raises, so any exception it would have caught fails the
example here."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rune import cli
from tests.test_fuzz import config_texts, json_values, manifest

FORMATS = st.sampled_from([[], ["--json"], ["--sarif"]])
CHECKS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@contextmanager
def debug_mode() -> Iterator[str]:
    old = os.environ.get("RUNE_DEBUG")
    os.environ["RUNE_DEBUG"] = "1"
    try:
        with tempfile.TemporaryDirectory() as folder:
            yield folder
    finally:
        if old is None:
            os.environ.pop("RUNE_DEBUG", None)
        else:
            os.environ["RUNE_DEBUG"] = old


def run(argv: list[str]) -> int:
    code = cli.main(argv)
    assert code in (0, 1, 2)
    return code


@CHECKS
@given(manifest, FORMATS, st.booleans())
def test_cli_over_fuzzed_manifests(data: Any, fmt: list[str], record: bool) -> None:
    with debug_mode() as folder:
        path = os.path.join(folder, "tools-list.json")
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(data, fh)
        extra = []
        if record:
            extra = ["--write-baseline", os.path.join(folder, "b.json")]
            extra += ["--write-pin", os.path.join(folder, "p.json")]
        if run([*fmt, path, *extra]) != 2 and record:
            run([path, "--baseline", os.path.join(folder, "b.json")])
            run([path, "--pin", os.path.join(folder, "p.json")])


@CHECKS
@given(config_texts, st.sampled_from([".mcp.json", "config.toml", "mcp.yaml"]), FORMATS)
def test_cli_over_fuzzed_config_texts(text: str, name: str, fmt: list[str]) -> None:
    with debug_mode() as folder:
        path = os.path.join(folder, name)
        with open(path, "wb") as fh:  # a lone surrogate becomes bytes that are not UTF-8
            fh.write(text.encode("utf-8", "surrogatepass"))
        run([*fmt, "--no-launch", "--config", path])


@CHECKS
@given(json_values, FORMATS)
def test_cli_over_fuzzed_config_values(value: Any, fmt: list[str]) -> None:
    with debug_mode() as folder:
        path = os.path.join(folder, ".mcp.json")
        with open(path, "w", encoding="utf-8") as fh:
            json.dump({"mcpServers": value}, fh)
        run([*fmt, "--no-launch", "--config", path])


HOSTILE = [
    ("config.toml", "[mcp_servers.x]\ncommand = " + "[" * 5000 + "]" * 5000 + "\n"),
    ("config.toml", "[mcp_servers.x]\ncommand = " + "{a = " * 3000 + "1" + "}" * 3000 + "\n"),
    (".mcp.json", '{"mcpServers": ' + "[" * 5000 + "]" * 5000 + "}"),
    ("mcp.yaml", "mcpServers: " + "[" * 5000 + "]" * 5000 + "\n"),
    ("tools-list.json", "[" * 100_000 + "]" * 100_000),
    ("tools-list.json", '{"tools": [], "nextCursor": "more"}'),
    ("tools-list.json", '{"tools": [{"name": "a", "name": "b"}]}'),
    (".mcp.json", '{"mcpServers": {"a": {"command": "x"}, "a": {"command": "y"}}}'),
]


@pytest.mark.parametrize(
    ("name", "text"), HOSTILE, ids=[f"{n}-{i}" for i, (n, _) in enumerate(HOSTILE)]
)
def test_cli_over_hostile_files(name: str, text: str) -> None:
    with debug_mode() as folder:
        path = os.path.join(folder, name)
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(text)
        argv = [path] if name.startswith("tools") else ["--no-launch", "--config", path]
        for fmt in ([], ["--json"], ["--sarif"]):
            assert run([*fmt, *argv]) == 2
