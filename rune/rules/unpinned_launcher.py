"""unpinned-launcher: a stdio server fetched by a package runner with no exact version."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass

from rune.model import ServerEntry, Severity
from rune.rules.base import PostureContext, PostureHit, PostureRule
from rune.text.lazyre import lazy

_NPM_EXACT = lazy(r"\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?\Z")
_PY_EXACT = lazy(r"(?:===?)\s*\d[0-9A-Za-z.!+-]*\Z")
_SHA = lazy(r"#[0-9a-f]{40}\Z|@[0-9a-f]{40}\Z")

_NPX_VALUE = frozenset({"-p", "--package", "-c", "--call", "--cache", "--registry", "--userconfig"})
_UVX_VALUE = frozenset(
    {
        "--from",
        "--with",
        "--with-editable",
        "--with-requirements",
        "--python",
        "-p",
        "--index",
        "--index-url",
        "--extra-index-url",
        "--default-index",
        "--find-links",
        "-f",
        "--constraints",
        "-c",
        "--overrides",
        "--directory",
        "--project",
        "--config-file",
        "--cache-dir",
        "--python-preference",
        "--index-strategy",
        "--keyring-provider",
        "--exclude-newer",
        "--resolution",
        "--prerelease",
        "--link-mode",
        "--color",
        "--env-file",
        "--refresh-package",
        "--reinstall-package",
        "--upgrade-package",
        "-P",
    }
)
_PIPX_VALUE = frozenset({"--spec", "--python", "--pip-args", "--index-url", "-i", "--backend"})
_DOCKER_VALUE = frozenset(
    """-e --env --env-file -v --volume --mount --name -p --publish --network --net -w --workdir
    -u --user --entrypoint --platform -l --label --label-file -m --memory --memory-swap --cpus
    --cpu-shares -c --cpuset-cpus --add-host --device --cap-add --cap-drop --security-opt --pull
    --restart --hostname -h --ulimit --tmpfs --log-driver --log-opt --shm-size --ipc --pid
    --runtime --gpus --dns --dns-search --dns-option --expose --group-add --health-cmd
    --health-interval --health-retries --health-timeout --stop-signal --stop-timeout --storage-opt
    --sysctl --userns --uts --volumes-from --cidfile --cgroupns --cgroup-parent --domainname
    --attach -a --link --mac-address --ip --ip6 --isolation --kernel-memory --annotation
    --network-alias --oom-score-adj --pids-limit --blkio-weight --device-cgroup-rule""".split()  # noqa: SIM905
)


@dataclass(frozen=True)
class Launch:
    """A package a runner fetches: the runner, the args index, offset and spec."""

    runner: str
    index: int
    offset: int
    spec: str
    pinned: bool
    hint: str


class UnpinnedLauncher(PostureRule):
    """What it flags:
    A stdio server started through a package runner that downloads what it
    runs, with no exact version: ``npx -y pkg``, ``npx pkg@latest``,
    ``pnpm dlx``, ``yarn dlx``, ``bunx``, ``npm exec``, ``uvx pkg``,
    ``uv tool run``, ``pipx run pkg``, and ``docker run`` / ``podman run`` of
    an image with neither a digest nor a tag other than ``latest``.

    Why it matters:
    Every start of the client re-resolves the package, so the server your
    agent talks to tomorrow is whatever the registry serves tomorrow. A
    compromised or transferred package, or a rug-pulled release, lands without
    anyone reviewing it, and the code runs with your user's rights before any
    metadata is read.

    What keeps it quiet:
    An exact version (``pkg@1.2.3``, ``pkg==1.2.3``, ``--from pkg==1.2.3``), a
    git source pinned to a full commit, an image pinned by ``@sha256:`` digest
    or by a version tag, a local path, and commands that are not package
    runners at all (``node server.js``, ``python -m srv``).

    Known limits:
    A version tag on an image can be moved by whoever controls the registry;
    only a digest is immutable. An inline shell script (``bash -c "npx -y
    pkg"``, ``cmd /c npx ...``, a whole command line in ``command``) is read
    command by command; a script file that calls npx is not.
    """

    id = "unpinned-launcher"
    severity = Severity.MEDIUM
    summary = "a stdio server fetched by a package runner with no exact version"

    flags = (
        {
            "mcpServers": {
                "fs": {
                    "command": "npx",
                    "args": ["-y", "@modelcontextprotocol/server-filesystem", "/srv"],
                }
            }
        },
        {"mcpServers": {"x": {"command": "npx", "args": ["some-mcp@latest"]}}},
        {
            "mcpServers": {
                "git": {"command": "uvx", "args": ["mcp-server-git", "--repository", "."]}
            }
        },
        {"mcpServers": {"f": {"command": "pipx", "args": ["run", "mcp-fetch"]}}},
        {"mcpServers": {"s": {"command": "bash", "args": ["-c", "npx -y mcp-remote-search"]}}},
        {"mcpServers": {"s": {"command": "sh", "args": ["-lc", "cd /srv && exec uvx mcp-git"]}}},
        {
            "mcpServers": {
                "gh": {
                    "command": "docker",
                    "args": [
                        "run",
                        "-i",
                        "--rm",
                        "-e",
                        "TOKEN",
                        "ghcr.io/github/github-mcp-server",
                    ],
                }
            }
        },
    )
    quiet = (
        {
            "mcpServers": {
                "fs": {
                    "command": "npx",
                    "args": ["-y", "@modelcontextprotocol/server-filesystem@2025.8.21", "/srv"],
                }
            }
        },
        {
            "mcpServers": {
                "git": {
                    "command": "uvx",
                    "args": ["--from", "mcp-server-git==2025.7.1", "mcp-server-git"],
                }
            }
        },
        {
            "mcpServers": {
                "gh": {
                    "command": "docker",
                    "args": [
                        "run",
                        "-i",
                        "--rm",
                        "ghcr.io/github/github-mcp-server@sha256:" + "0" * 64,
                    ],
                }
            }
        },
        {"mcpServers": {"local": {"command": "node", "args": ["./build/index.js"]}}},
        {"mcpServers": {"py": {"command": "uvx", "args": ["mcp-server-time@2025.1.1"]}}},
        {"mcpServers": {"s": {"command": "bash", "args": ["-c", "npx -y mcp-search@1.4.2"]}}},
    )

    def check_entry(self, entry: ServerEntry, context: PostureContext) -> Iterator[PostureHit]:
        if entry.command is None:
            return
        launch = find_launch(entry.command, tuple(entry.args)) or _scripted(entry)
        if launch is None or launch.pinned:
            return
        shown = (
            launch.spec if "://" not in launch.spec else launch.spec.split("://", 1)[0] + "://..."
        )
        yield PostureHit(
            ("command",) if launch.index < 0 else ("args", launch.index),
            shown[:120],
            f"stdio server fetched by {launch.runner} with no exact version: every start runs "
            f"whatever the registry serves that day; pin it ({launch.hint})",
            launch.offset,
        )


def _scripted(entry: ServerEntry) -> Launch | None:
    """The first unpinned (else pinned) launch inside an inline shell script."""
    from rune.rules._shell import shell_script, simple_commands

    script = shell_script(entry.command, tuple(entry.args))
    if script is None:
        return None
    launches = []
    for words in simple_commands(script.text):
        found = find_launch(words[0], tuple(words[1:]))
        if found is not None:
            launches.append(found)
    if not launches:
        return None
    launch = next((x for x in launches if not x.pinned), launches[0])
    index = script.index
    alone = index < 0 or script.text == entry.args[index]
    return Launch(
        launch.runner,
        index,
        max(script.text.find(launch.spec), 0) if alone else 0,
        launch.spec,
        launch.pinned,
        launch.hint,
    )


def _base(command: str) -> str:
    b = os.path.basename(command.replace("\\", "/")).lower()
    for ext in (".cmd", ".exe", ".bat", ".ps1"):
        if b.endswith(ext):
            return b[: -len(ext)]
    return b


def find_launch(command: str, args: tuple[str, ...]) -> Launch | None:
    """The package a runner command fetches, or None when it is not a runner."""
    base = _base(command)
    shift = 0
    if base == "cmd" and len(args) >= 2 and args[0].lower() in ("/c", "/k"):
        base, args, shift = _base(args[1]), args[2:], 2
    found: tuple[int, int] | None
    if base in ("npx", "bunx", "pnpx"):
        runner, found, kind = base, _positional(args, 0, _NPX_VALUE, ("-p", "--package")), "npm"
    elif base in ("pnpm", "yarn", "bun") and args[:1] in (("dlx",), ("x",)):
        runner, kind = f"{base} {args[0]}", "npm"
        found = _positional(args, 1, _NPX_VALUE, ("-p", "--package"))
    elif base == "npm" and args[:1] in (("exec",), ("x",)):
        runner, kind = f"npm {args[0]}", "npm"
        found = _positional(args, 1, _NPX_VALUE, ("-p", "--package"))
    elif base == "uvx":
        runner, found, kind = "uvx", _positional(args, 0, _UVX_VALUE, ("--from",)), "py"
    elif base == "uv" and args[:2] == ("tool", "run"):
        runner, found, kind = "uv tool run", _positional(args, 2, _UVX_VALUE, ("--from",)), "py"
    elif base == "pipx" and args[:1] == ("run",):
        runner, found, kind = "pipx run", _positional(args, 1, _PIPX_VALUE, ("--spec",)), "py"
    elif base in ("docker", "podman"):
        start = 1 if args[:1] == ("run",) else 2 if args[:2] == ("container", "run") else -1
        if start < 0:
            return None
        runner, found, kind = f"{base} run", _positional(args, start, _DOCKER_VALUE, ()), "image"
    else:
        return None
    if found is None:
        return None
    index, offset = found
    arg = args[index]
    spec = arg[offset:]
    pinned = _pinned(spec, kind)
    if pinned is None:
        return None
    hint = {"npm": "pkg@1.2.3", "py": "pkg==1.2.3", "image": "image@sha256:... or image:1.2.3"}
    return Launch(runner, index + shift, offset, spec, pinned, hint[kind])


def _positional(
    args: tuple[str, ...], start: int, takes_value: frozenset[str], spec_flags: tuple[str, ...]
) -> tuple[int, int] | None:
    """(args index, offset in it) of the package spec: a spec flag's value, else the
    first positional argument."""
    i = start
    while i < len(args):
        a = args[i]
        if a == "--":
            return (i + 1, 0) if i + 1 < len(args) else None
        if a.startswith("-") and len(a) > 1:
            name, eq, _ = a.partition("=")
            if name in spec_flags:
                if eq:
                    return i, len(name) + 1
                if i + 1 < len(args):
                    return i + 1, 0
            if name in takes_value and not eq:
                i += 1
            i += 1
            continue
        return i, 0
    return None


def _pinned(spec: str, kind: str) -> bool | None:
    """Whether a spec names one exact version; None when it is not a package."""
    s = spec.strip()
    if not s or "${" in s or s.startswith((".", "/", "~", "file:")) or re.match(r"[A-Za-z]:\\", s):
        return None
    if s.startswith(("git+", "github:", "gitlab:", "bitbucket:", "git@")) or (
        "://" in s and kind != "image"
    ):
        return bool(_SHA.search(s))
    if kind == "image":
        if "@sha256:" in s:
            return True
        last = s.rsplit("/", 1)[-1]
        tag = last.partition(":")[2]
        return bool(tag) and tag != "latest"
    if kind == "npm":
        body = s[1:] if s.startswith("@") else s
        if "@" not in body:
            return bool(_SHA.search(s))
        version = body.rsplit("@", 1)[1]
        return bool(_NPM_EXACT.match(version))
    name_end = re.search(r"[=<>!~@ ]", s)
    if name_end is None:
        return False
    rest = s[name_end.start() :]
    if rest.startswith("@"):
        return bool(_NPM_EXACT.match(rest[1:])) or bool(re.fullmatch(r"@\d[0-9A-Za-z.!+-]*", rest))
    return bool(_PY_EXACT.match(rest.strip()))
