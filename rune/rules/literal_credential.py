"""literal-credential: a credential written into a config where a placeholder belongs."""

from __future__ import annotations

from collections.abc import Iterator

from rune.model import ServerEntry, Severity
from rune.rules.base import PostureContext, PostureHit, PostureRule
from rune.text.credentials import (
    credential_label,
    is_credential_name,
    literal_parts,
    split_scheme,
)


class LiteralCredential(PostureRule):
    """What it flags:
    A value in an entry's ``env`` or ``headers`` that is a credential written
    out literally: a token of a well-known family (``ghp_``, ``github_pat_``,
    ``sk-``, ``xoxb-``, ``AKIA``, ``glpat-``, a JWT, a private key...), a
    high-entropy token, or a non-trivial literal under a name that declares a
    credential (``API_KEY``, ``Authorization``, ``DB_PASSWORD``). The fallback
    of ``${VAR:-fallback}`` counts as written out. The finding names the field
    and the token family, never the value.

    Why it matters:
    Configs get committed, synced, pasted into issues and read by every
    process that can read your home directory. A credential written into one
    is a credential shared with all of them, and rotating it means finding
    every copy. The client already reads ``${VAR}`` from the environment, so
    the secret never has to live in the file.

    What keeps it quiet:
    Placeholders (``${GITHUB_TOKEN}``, ``Bearer ${env:API_KEY}``, Codex's
    ``bearer_token_env_var``), ordinary settings (``LOG_LEVEL``, paths, URLs,
    booleans, short values), and obvious stand-ins (``<your-token>``,
    ``YOUR_API_KEY``, ``changeme``, ``xxx``).

    Known limits:
    A short or low-entropy secret under a name that does not say what it is
    (``FOO=hunter2``) is not told apart from an ordinary setting. Arguments on
    the command line (``--api-key ...``) are not read by this check.
    """

    id = "literal-credential"
    severity = Severity.HIGH
    summary = "a credential written out in a config's env or headers where a ${VAR} belongs"

    flags = (
        {
            "mcpServers": {
                "github": {
                    "command": "docker",
                    "args": ["run", "-i", "--rm", "ghcr.io/github/github-mcp-server:v0.9.0"],
                    "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": "ghp_" + "N" * 36},
                }
            }
        },
        {
            "servers": {
                "api": {
                    "type": "http",
                    "url": "https://api.example.com/mcp",
                    "headers": {"Authorization": "Bearer " + "q8Zr2LxV0pW7nK3sT9yB4mC6dF1hJ5gA"},
                }
            }
        },
        {"mcpServers": {"db": {"command": "db-mcp", "env": {"DB_PASSWORD": "Tr0ub4" + "dor&3x"}}}},
        {
            "mcpServers": {
                "x": {
                    "command": "x-mcp",
                    "env": {"API_KEY": "${API_KEY:-sk-live0123456789abcdefghijKL}"},
                }
            }
        },
    )
    quiet = (
        {
            "mcpServers": {
                "github": {"command": "gh-mcp", "env": {"GITHUB_TOKEN": "${" + "GITHUB_TOKEN}"}}
            }
        },
        {
            "servers": {
                "api": {
                    "type": "http",
                    "url": "https://api.example.com/mcp",
                    "headers": {"Authorization": "Bearer ${input:api-token}"},
                }
            }
        },
        {
            "mcpServers": {
                "fs": {"command": "fs-mcp", "env": {"LOG_LEVEL": "debug", "ROOT": "/srv/data"}}
            }
        },
        {"mcpServers": {"x": {"command": "x-mcp", "env": {"API_KEY": "<your-api-key>"}}}},
    )

    def check_entry(self, entry: ServerEntry, context: PostureContext) -> Iterator[PostureHit]:
        for name, value in entry.env.items():
            hit = _check(name, value, header=False)
            if hit is not None:
                yield PostureHit(("env", name), *hit)
        for name, value in entry.headers.items():
            hit = _check(name, value, header=True)
            if hit is not None:
                yield PostureHit(("headers", name), *hit)


def _check(name: str, value: str, header: bool) -> tuple[str, str, int] | None:
    named = is_credential_name(name)
    for offset, part in literal_parts(value):
        scheme, rest = split_scheme(part.strip()) if header else ("", part)
        label = credential_label(rest, named)
        if label is None:
            continue
        what = f"{label}..." if label else "a secret"
        where = "header" if header else "env value"
        shown = f"{name}: {scheme}{label}***" if header else f"{name}={label}***"
        message = (
            f"{where} '{name[:60]}' holds a credential written out literally ({what}); "
            "reference it from the environment with a ${VAR} placeholder instead"
        )
        return shown[:120], message, offset
    return None
