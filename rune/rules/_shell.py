"""Shell wrappers in launch commands: the script a stdio entry hands to a shell.

``sh -c "..."``, ``bash -lc "..."``, ``cmd /c ...``, ``powershell -Command
...`` and a whole command line written into ``command`` with no ``args`` all
run a script that the posture rules read like a command. The script is split
into simple commands (on ``;``, ``&&``, ``||``, ``|`` and line breaks) with
:mod:`shlex`; a script that does not split (an unclosed quote) yields its
text only.
"""

from __future__ import annotations

import os
import shlex
from dataclasses import dataclass

from rune.text.lazyre import lazy

_POSIX_SHELLS = frozenset({"sh", "bash", "zsh", "dash", "ksh", "ash", "mksh", "fish", "busybox"})
_POWERSHELLS = frozenset({"powershell", "pwsh"})
_PS_SCRIPT_FLAGS = ("-c", "-command", "/c", "/command")
_SEPARATORS = lazy(r"\s*(?:&&|\|\||[;|\n&])\s*")
_ASSIGNMENT = lazy(r"[A-Za-z_][A-Za-z0-9_]*=")


@dataclass(frozen=True)
class Script:
    """A script a launch command runs: which argument holds it (-1 for
    ``command``) and its text."""

    index: int
    text: str


def base_name(command: str) -> str:
    """The program name without folders or a Windows extension, lower case."""
    b = os.path.basename(command.replace("\\", "/")).lower()
    for ext in (".cmd", ".exe", ".bat", ".ps1", ".com"):
        if b.endswith(ext):
            return b[: -len(ext)]
    return b


def _posix_script(args: tuple[str, ...]) -> int | None:
    """Index of the ``-c`` script among a POSIX shell's *args*."""
    for i, a in enumerate(args):
        if a == "--":
            return None
        if a.startswith("-") and not a.startswith("--") and "c" in a[1:]:
            return i + 1 if i + 1 < len(args) else None
        if not a.startswith(("-", "+")):
            return None  # a script file, not an inline script
    return None


def shell_script(command: str | None, args: tuple[str, ...]) -> Script | None:
    """The inline script *command* *args* runs through a shell, if any."""
    if not command:
        return None
    if not args and any(c.isspace() for c in command.strip()):
        return Script(-1, command)  # a whole command line in one string
    base = base_name(command)
    if base == "env" and args:  # env [VAR=x...] sh -c ...
        rest = list(args)
        shift = 0
        while rest and (_ASSIGNMENT.match(rest[0]) or rest[0].startswith("-")):
            rest.pop(0)
            shift += 1
        if rest:
            inner = shell_script(rest[0], tuple(rest[1:]))
            if inner is not None and inner.index >= 0:
                return Script(inner.index + shift + 1, inner.text)
        return None
    if base in _POSIX_SHELLS:
        i = _posix_script(args[1:] if base == "busybox" and args else args)
        if i is None:
            return None
        i += 1 if base == "busybox" else 0
        return Script(i, args[i])
    if base == "cmd":
        for i, a in enumerate(args):
            if a.lower() in ("/c", "/k") and i + 1 < len(args):
                return Script(i + 1, " ".join(args[i + 1 :]))
        return None
    if base in _POWERSHELLS:
        for i, a in enumerate(args):
            if a.lower() in _PS_SCRIPT_FLAGS and i + 1 < len(args):
                return Script(i + 1, " ".join(args[i + 1 :]))
        return None
    return None


def simple_commands(script: str) -> list[list[str]]:
    """The script's simple commands as argument lists (leading ``VAR=x`` and
    ``exec``/``sudo``/``env`` words dropped); empty when it does not split."""
    out: list[list[str]] = []
    for part in _SEPARATORS.split(script):
        try:
            words = shlex.split(part, comments=True)
        except ValueError:
            return []
        while words and (
            _ASSIGNMENT.match(words[0]) or words[0] in ("exec", "sudo", "env", "command", "nohup")
        ):
            words.pop(0)
        if words:
            out.append(words)
    return out
