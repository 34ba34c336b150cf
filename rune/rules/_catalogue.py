"""Tool names of widely used MCP servers, so that a description giving orders
about one of them is recognised without that server in the same scan.

Names are matched on the normalised view (look-alike letters already mapped),
as whole identifiers, and a name of eight characters or more also matches
with one letter added, dropped or changed (``send_emial``, ``read_flie``).
"""

from __future__ import annotations

import re
from functools import lru_cache

from rune.text.lazyre import lazy
from rune.text.phrases import LazyPattern, alternation

#: tool names by the kind of server that ships them
TOOLS: dict[str, tuple[str, ...]] = {
    "filesystem": (
        "read_file", "read_text_file", "read_multiple_files", "write_file", "edit_file",
        "create_directory", "list_directory", "directory_tree", "move_file", "search_files",
        "get_file_info", "list_allowed_directories", "delete_file",
    ),
    "git": (
        "git_status", "git_diff", "git_diff_staged", "git_diff_unstaged", "git_commit",
        "git_add", "git_reset", "git_log", "git_create_branch", "git_checkout", "git_show",
        "git_push", "git_pull", "git_clone",
    ),
    "github": (
        "create_issue", "update_issue", "add_issue_comment", "create_pull_request",
        "merge_pull_request", "push_files", "create_or_update_file", "get_file_contents",
        "search_repositories", "create_repository", "fork_repository", "create_branch",
        "list_commits", "search_code", "get_me",
    ),
    "chat": (
        "slack_post_message", "slack_reply_to_thread", "slack_list_channels",
        "slack_get_channel_history", "slack_add_reaction", "send_message", "post_message",
        "send_slack_message", "send_discord_message", "send_telegram_message",
    ),
    "email": (
        "send_email", "send_mail", "gmail_send", "gmail_send_message", "send_gmail_message",
        "read_email", "search_emails", "draft_email", "reply_email", "forward_email",
    ),
    "browser": (
        "browser_navigate", "browser_click", "browser_type", "browser_snapshot",
        "browser_fill_form", "browser_evaluate", "puppeteer_navigate", "puppeteer_click",
        "puppeteer_fill", "puppeteer_evaluate", "playwright_navigate", "fetch_url",
    ),
    "database": (
        "execute_sql", "run_sql", "run_query", "read_query", "write_query",
        "execute_query", "list_tables", "describe_table", "create_table", "drop_table",
    ),
    "payments": (
        "create_payment", "create_payment_intent", "create_charge", "create_refund",
        "create_payment_link", "transfer_funds", "send_money", "create_transfer",
        "create_invoice", "create_payout",
    ),
    "shell": (
        "run_shell", "run_command", "execute_command", "shell_exec", "exec_command",
        "run_terminal_cmd",
    ),
    "calendar": (
        "create_event", "update_event", "delete_event", "list_events", "create_calendar_event",
    ),
    "storage": (
        "upload_file", "download_file", "share_file", "create_folder", "s3_put_object",
        "s3_get_object", "put_object", "gdrive_search", "gdrive_read_file",
    ),
    "workspace": (
        "notion_create_page", "notion_update_page", "jira_create_issue", "jira_update_issue",
        "linear_create_issue", "confluence_create_page",
    ),
    "messaging": (
        "send_sms", "twilio_send_sms", "whatsapp_send_message", "send_whatsapp_message",
        "teams_send_message", "post_to_channel",
    ),
    "cloud": (
        "kubectl_apply", "kubectl_exec", "docker_run", "docker_exec", "aws_cli",
        "deploy_service", "terraform_apply",
    ),
    "memory": ("create_entities", "add_observations", "store_memory", "save_memory"),
    "git_extra": ("git_commit_changes", "git_merge", "git_rebase", "git_tag"),
    "email_extra": ("gmail_create_draft", "outlook_send_mail", "send_outlook_email"),
    "payments_extra": (
        "stripe_create_charge", "stripe_create_payment_intent", "stripe_create_refund",
        "stripe_create_payout", "paypal_create_payment", "make_payment",
    ),
}  # fmt: skip

#: names of widely used servers and services, as a description would call them
SERVERS = (
    "filesystem", "file system", "git", "github", "gitlab", "slack", "discord", "telegram",
    "gmail", "outlook", "email", "mail", "browser", "puppeteer", "playwright", "postgres",
    "postgresql", "mysql", "sqlite", "database", "stripe", "paypal", "payments", "banking",
    "trading", "shell", "terminal", "calendar", "drive", "notion", "jira",
    "google drive", "dropbox", "s3", "confluence", "linear", "teams", "whatsapp", "twilio",
    "kubernetes", "docker", "aws", "memory", "filesystem mcp",
)  # fmt: skip

NAMES: frozenset[str] = frozenset(n for names in TOOLS.values() for n in names)
#: names a shell or write-capable tool carries: a redirect there is worse
WRITE_CAPABLE: frozenset[str] = frozenset(TOOLS["shell"] + TOOLS["cloud"]) | {
    "write_file",
    "execute_sql",
}
#: another server or its tools, named in any lexicon language ("the official
#: file tools", "el servidor de GitHub", "文件工具")
_SERVER_OTHER = LazyPattern(lambda: alternation("server_names"))

# ASCII bounds: a particle may follow a name unspaced ("send_email을", "git_pushを"),
# and a prefix may come before it with a hyphen ("ב-send_email", "ל-git_push")
_IDENT = lazy(r"(?<![a-z0-9_.])(?<![a-z0-9_.\-]-)[a-z][a-z0-9]*(?:[_\-][a-z0-9]+)+(?![a-z0-9_\-])")
_SERVER = lazy(
    r"(?<![^\W_])(?:the |your |any )?(?:" + "|".join(re.escape(s) for s in SERVERS) + r")"
    r"(?:'s)? (?:server|tool|tools|integration|connector|plugin|mcp|api)s?(?![^\W_])"
    r"|(?<![^\W_])git (?:push|commit|pull|reset|checkout)(?![^\W_])"
)


#: every match of _SERVER holds one of these
_SERVER_WORDS = ("server", "tool", "integration", "connector", "plugin", "mcp", "api", "git ")


def _near(a: str, b: str) -> bool:
    """*a* and *b* differ by at most one inserted, dropped or changed letter."""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) <= 1
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


#: each long name under every one-letter deletion of it, for the typo lookup
_BY_DELETION: dict[str, str] = {}
for _n in sorted(NAMES):
    if len(_n) >= 8:
        for _d in _deletions(_n):
            _BY_DELETION.setdefault(_d, _n)


@lru_cache(maxsize=4096)
def known(ident: str) -> str | None:
    """The catalogue name *ident* stands for (through a one-letter typo for
    long names), or ``None``."""
    name = ident.replace("-", "_")
    if name in NAMES:
        return name
    if len(name) < 7:
        return None
    # a dropped letter, an added letter, or a changed one
    candidates = [_BY_DELETION.get(name)] + [
        _BY_DELETION.get(d) or (d if d in NAMES and len(d) >= 8 else None) for d in _deletions(name)
    ]
    for n in candidates:
        if n is not None and _near(name, n):
            return n
    return None


def references(norm: str, lo: int = 0, hi: int | None = None) -> list[tuple[int, int, str]]:
    """Catalogue tools and well-known servers named in ``norm[lo:hi]``."""
    end = len(norm) if hi is None else hi
    out: list[tuple[int, int, str]] = []
    if "_" in norm or "-" in norm:
        for m in _IDENT.finditer(norm, lo, end):
            name = known(m.group())
            if name is not None:
                out.append((m.start(), m.end(), name))
    if any(w in norm for w in _SERVER_WORDS):
        for m in _SERVER.finditer(norm, lo, end):
            out.append((m.start(), m.end(), m.group()))
    for m in _SERVER_OTHER.finditer(norm, lo, end):
        if not any(s <= m.start() < e for s, e, _ in out):
            out.append((m.start(), m.end(), m.group()))
    out.sort()
    return out
