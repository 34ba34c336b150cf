"""Where rune's reports, baselines and pins go: files, standard output, pipes.

Every failure here is an :class:`~rune.errors.OutputError` whose one line
names the destination and the reason (a full disk, a closed stream, a target
that is neither a file nor a stream), so a run that could not deliver its
report ends with exit 2 instead of an internal error.

A named target is written by its kind:

* a regular file (or a new path) is replaced atomically, through a temporary
  file beside it and a rename, so a failure leaves the old file; a symbolic
  link is kept and the file it points to is replaced;
* a FIFO or a character device (``/dev/stdout``, a named pipe, a terminal) is
  written through, never replaced by a regular file;
* anything else (a directory, a socket, a block device) is refused.

Every chunk passes through :func:`rune.redact.mask_registered` on its way out.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
from collections.abc import Iterable

from rune.errors import OutputError
from rune.files import os_reason, write_atomic
from rune.redact import mask_registered


def target_kind(path: str) -> str:
    """``new``, ``file`` or ``stream`` for a path rune may write; OutputError otherwise."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return "new"
    except OSError as exc:
        raise OutputError(f"cannot write {path}: {os_reason(exc)}") from None
    if stat.S_ISREG(st.st_mode):
        return "file"
    if stat.S_ISFIFO(st.st_mode) or stat.S_ISCHR(st.st_mode):
        return "stream"
    kind = "a directory" if stat.S_ISDIR(st.st_mode) else "not a regular file, pipe or device"
    raise OutputError(f"cannot write {path}: it is {kind}")


def write_text(path: str, chunks: Iterable[str], what: str, mode: int | None = None) -> None:
    """Write *chunks* to *path* by its kind (see the module doc).

    *mode* is the permission of a newly written regular file; ``None`` keeps
    the mode of the file being replaced, or ``0o666`` less the umask.
    """
    label = f"{what} {path}" if what else path
    chunks = (mask_registered(c) for c in chunks)
    kind = target_kind(path)
    if kind == "stream":
        try:
            with open(path, "w", encoding="utf-8", newline="\n", errors="backslashreplace") as fh:
                for chunk in chunks:
                    fh.write(chunk)
        except OSError as exc:
            raise OutputError(f"cannot write {label}: {os_reason(exc)}") from None
        return
    real = os.path.realpath(path) if kind == "file" else os.path.abspath(path)
    write_atomic(real, chunks, label, mode)


def write_stdout(chunks: Iterable[str]) -> None:
    """Write *chunks* to standard output, or raise OutputError saying why not."""
    stream = sys.stdout
    if stream is None:  # started with stdout closed (>&-)
        raise OutputError("cannot write the report to standard output: it is closed")
    try:
        buffer = stream.buffer
        for chunk in chunks:
            buffer.write(mask_registered(chunk).encode("utf-8", "backslashreplace"))
        stream.flush()
    except (OSError, ValueError) as exc:
        why = os_reason(exc) if isinstance(exc, OSError) else "it is closed"
        _drop_pending(stream)
        raise OutputError(f"cannot write the report to standard output: {why}") from None


def _drop_pending(stream: object) -> None:
    """Point the failed stream at the null device, so the interpreter's own
    flush at exit neither fails again nor prints a second complaint."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, stream.fileno())  # type: ignore[attr-defined]
        os.close(null)
