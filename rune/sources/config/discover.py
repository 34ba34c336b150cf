"""``--discover``: the MCP client configs in their usual per-user and
per-project places.

Only files that exist are returned, each once (by real path), in a fixed
order: the project's files first, then the user's, client by client. Nothing
here reads a file's contents; the run reads each one as ``--config`` would.
"""

from __future__ import annotations

import glob
import os
from collections.abc import Mapping

#: (client, path relative to the project folder)
PROJECT_FILES: tuple[tuple[str, str], ...] = (
    ("Claude Code", ".mcp.json"),
    ("VS Code", ".vscode/mcp.json"),
    ("Cursor", ".cursor/mcp.json"),
    ("Gemini CLI", ".gemini/settings.json"),
    ("Codex", ".codex/config.toml"),
    ("Zed", ".zed/settings.json"),
    ("Roo Code", ".roo/mcp.json"),
    ("Amazon Q", ".amazonq/mcp.json"),
    ("Continue", ".continue/mcpServers/*.yaml"),
    ("Continue", ".continue/mcpServers/*.yml"),
    ("Continue", ".continue/mcpServers/*.json"),
)

_VSCODE_EXT = "globalStorage/{ext}/settings/{file}"


def user_files(home: str, environ: Mapping[str, str]) -> list[tuple[str, str]]:
    """(client, absolute path or glob) of every per-user location, this OS or not."""
    xdg = environ.get("XDG_CONFIG_HOME") or os.path.join(home, ".config")
    mac = os.path.join(home, "Library", "Application Support")
    appdata = environ.get("APPDATA")
    bases = [xdg, mac] + ([appdata] if appdata else [])
    out: list[tuple[str, str]] = []
    for b in bases:
        out.append(("Claude Desktop", os.path.join(b, "Claude", "claude_desktop_config.json")))
    out.append(("Claude Code", os.path.join(home, ".claude.json")))
    out.append(("Cursor", os.path.join(home, ".cursor", "mcp.json")))
    out.append(("Windsurf", os.path.join(home, ".codeium", "windsurf", "mcp_config.json")))
    for b in bases:
        for edition in ("Code", "Code - Insiders", "VSCodium", "Cursor", "Windsurf"):
            user = os.path.join(b, edition, "User")
            if edition.startswith("Code") or edition == "VSCodium":
                out.append(("VS Code", os.path.join(user, "mcp.json")))
            for ext, file, client in (
                ("saoudrizwan.claude-dev", "cline_mcp_settings.json", "Cline"),
                ("rooveterinaryinc.roo-cline", "mcp_settings.json", "Roo Code"),
            ):
                out.append((client, os.path.join(user, _VSCODE_EXT.format(ext=ext, file=file))))
    out.append(
        ("Cline", os.path.join(home, ".cline", "data", "settings", "cline_mcp_settings.json"))
    )
    out.append(("Gemini CLI", os.path.join(home, ".gemini", "settings.json")))
    codex_home = environ.get("CODEX_HOME") or os.path.join(home, ".codex")
    out.append(("Codex", os.path.join(codex_home, "config.toml")))
    out.append(("Zed", os.path.join(xdg, "zed", "settings.json")))
    out.append(("Continue", os.path.join(home, ".continue", "config.yaml")))
    out.append(("Continue", os.path.join(home, ".continue", "mcpServers", "*.yaml")))
    out.append(("Goose", os.path.join(xdg, "goose", "config.yaml")))
    if appdata:
        out.append(("Goose", os.path.join(appdata, "Block", "goose", "config", "config.yaml")))
    out.append(("Amazon Q", os.path.join(home, ".aws", "amazonq", "mcp.json")))
    out.append(("LM Studio", os.path.join(home, ".lmstudio", "mcp.json")))
    return out


def discover_configs(
    cwd: str | None = None,
    home: str | None = None,
    environ: Mapping[str, str] | None = None,
) -> list[tuple[str, str]]:
    """(path, client) of every existing config file, project first, each once."""
    env = os.environ if environ is None else environ
    project = os.path.abspath(cwd or os.getcwd())
    user_home = home if home is not None else os.path.expanduser("~")
    candidates = [(c, os.path.join(project, rel)) for c, rel in PROJECT_FILES]
    if user_home and user_home != "~":
        candidates += user_files(user_home, env)
    seen: set[str] = set()
    out: list[tuple[str, str]] = []
    for client, pattern in candidates:
        folder, name = os.path.split(pattern)
        paths = sorted(glob.glob(os.path.join(glob.escape(folder), name)))
        for path in paths:
            if not os.path.isfile(path):
                continue
            real = os.path.realpath(path)
            if real in seen:
                continue
            seen.add(real)
            out.append((os.path.normpath(path), client))
    return out
