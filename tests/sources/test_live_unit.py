"""The live module's small parts: redaction, scrubbing, checks, the lazy SDK import."""

from __future__ import annotations

import math
import subprocess
import sys

import pytest

from rune.errors import LiveError
from rune.sources.live import fetch
from rune.sources.live.types import (
    INSTALL_HINT,
    LiveOptions,
    LiveTarget,
    plaintext_warning,
    redact_url,
    scrub,
    target_secrets,
    url_origin,
)
from tests.conftest import ROOT


@pytest.mark.parametrize(
    ("url", "expected"),
    [
        ("https://u:p@mcp.example.com:8443/mcp?key=1#frag", "https://mcp.example.com:8443/mcp"),
        ("http://127.0.0.1/sse", "http://127.0.0.1/sse"),
        ("http://[::1]:9000/mcp?x", "http://[::1]:9000/mcp"),
        ("http://u:p@host:99999999/p?q=1", "http://host:99999999/p"),
    ],
)
def test_redact_url(url: str, expected: str) -> None:
    assert redact_url(url) == expected


def test_url_origin() -> None:
    assert url_origin("https://u:p@collector.tk/x/y?z=1") == "https://collector.tk"


def test_scrub_masks_values_words_and_urls() -> None:
    secrets = ["Bearer tok-123456", "envvalue99"]
    message = (
        "got tok-123456 and Bearer tok-123456 from http://me:pw@h.example/p?k=envvalue99, "
        "env envvalue99\nsecond line"
    )
    out = scrub(message, secrets)
    assert "tok-123456" not in out
    assert "envvalue99" not in out
    assert "me:pw" not in out
    assert "http://h.example/p," in out
    assert "\n" not in out


def test_scrub_leaves_short_values_alone() -> None:
    assert scrub("exited with code 1", ["1"]) == "exited with code 1"


def test_target_secrets_cover_headers_env_userinfo_and_query() -> None:
    target = LiveTarget(
        "http",
        url="https://alice:pw@h.example/mcp?token=abc123&x=yz",
        headers={"Authorization": "Bearer hdr"},
        env={"K": "envv"},
    )
    found = set(target_secrets(target))
    assert {"Bearer hdr", "envv", "alice", "pw", "abc123", "yz"} <= found


@pytest.mark.parametrize(
    ("url", "headers", "warns"),
    [
        ("http://mcp.example.com/mcp", {"A": "b"}, True),
        ("http://localhost:8000/mcp", {"A": "b"}, False),
        ("http://127.0.0.5/mcp", {"A": "b"}, False),
        ("http://[::1]/mcp", {"A": "b"}, False),
        ("https://mcp.example.com/mcp", {"A": "b"}, False),
        ("http://mcp.example.com/mcp", {}, False),
    ],
)
def test_plaintext_warning(url: str, headers: dict[str, str], warns: bool) -> None:
    warning = plaintext_warning(LiveTarget("http", url=url, headers=headers))
    assert (warning is not None) == warns
    if warning:
        assert "http://mcp.example.com" in warning
        assert "b" not in warning.split("http://mcp.example.com", 1)[1].split()[0:1]


@pytest.mark.parametrize("timeout", [0.0, -1.0, math.inf, math.nan])
def test_timeout_must_be_positive_and_finite(timeout: float) -> None:
    with pytest.raises(LiveError, match="--timeout"):
        fetch(LiveTarget("stdio", command="true"), LiveOptions(timeout=timeout))


@pytest.mark.parametrize(
    ("target", "message"),
    [
        (LiveTarget("stdio"), "needs a command"),
        (LiveTarget("stdio", command="x", headers={"A": "b"}), "--header applies"),
        (LiveTarget("http", url="ftp://h/x"), "http:// or https://"),
        (LiveTarget("sse", url="not a url"), "http:// or https://"),
    ],
)
def test_bad_targets(target: LiveTarget, message: str) -> None:
    with pytest.raises(LiveError, match=message):
        fetch(target, LiveOptions())


def _python(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )


def test_without_the_sdk_the_extra_is_named() -> None:
    code = (
        "import sys; sys.modules['mcp'] = None\n"
        "from rune.sources.live import fetch\nfrom rune.sources.live.types import LiveTarget, LiveOptions\n"
        "from rune.errors import LiveError\n"
        "try:\n"
        "    fetch(LiveTarget('stdio', command='true'), LiveOptions())\n"
        "except LiveError as e:\n"
        "    print(e)\n"
    )
    out = _python(code)
    assert out.stdout.strip() == f"live scan failed: {INSTALL_HINT}"
    # nothing is published yet: the hint names what installs today
    assert 'pip install "mcp>=2.3,<3"' in out.stdout and 'pip install ".[live]"' in out.stdout


def test_version_does_not_import_the_sdk() -> None:
    code = (
        "import sys\n"
        "from rune.cli import main\n"
        "try:\n"
        "    main(['--version'])\n"
        "except SystemExit:\n"
        "    pass\n"
        "print('mcp' in sys.modules, 'httpx2' in sys.modules)\n"
    )
    out = _python(code)
    assert out.stdout.strip().endswith("False False"), out.stdout + out.stderr
