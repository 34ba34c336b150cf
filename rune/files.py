"""Files on the ground floor: bounded reads, strict JSON, atomic writes, schemas.

* :func:`read_bytes` reads a file (or stdin) with the size bound applied and a
  one-line :class:`~rune.errors.InputError` naming what could not be read;
* :func:`parse_json` is strict JSON: a key twice in one object, ``NaN`` or an
  infinite number is refused, as is nesting too deep to read;
* :func:`write_atomic` replaces a regular file through a temporary file beside
  it and a rename, with one permission policy (:func:`file_mode`);
* :func:`load_schema` and :func:`validate` read rune's packaged JSON Schemas.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import sys
from collections.abc import Iterable
from functools import cache
from typing import TYPE_CHECKING

from rune.errors import InputError, LimitError, OutputError
from rune.jsonvalue import Json, JsonObject
from rune.limits import DEFAULT_LIMITS, Limits
from rune.model import pointer

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator  # type: ignore[import-untyped, unused-ignore]

# --- reads --------------------------------------------------------------------


def read_bytes(path: str, limits: Limits = DEFAULT_LIMITS, what: str = "manifest") -> bytes:
    """Read a file (or ``-`` for stdin) with the size bound applied."""
    label = "<stdin>" if path == "-" else path
    try:
        if path == "-":
            data = sys.stdin.buffer.read(limits.max_file_bytes + 1)
        else:
            if os.path.isdir(path):
                raise InputError(f"{what} {label}: is a directory, not a file")
            with open(path, "rb") as fh:
                data = fh.read(limits.max_file_bytes + 1)
    except FileNotFoundError:
        raise InputError(f"{what} {label}: no such file") from None
    except PermissionError:
        raise InputError(f"{what} {label}: permission denied") from None
    except OSError as exc:
        raise InputError(f"{what} {label}: cannot read ({exc.strerror or 'I/O error'})") from None
    if len(data) > limits.max_file_bytes:
        raise LimitError(
            f"{what} {label}: larger than {limits.max_file_bytes} bytes "
            "(raise the bound with --max-file-size)"
        )
    return data


def decode_text(data: bytes, label: str, what: str = "manifest") -> str:
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(f"{what} {label}: not valid UTF-8 (byte {exc.start})") from None
    return text


def parse_json(
    text: str, label: str, what: str = "manifest", limits: Limits = DEFAULT_LIMITS
) -> Json:
    """Strict JSON with a one-line error naming line and column."""
    if not text.strip():
        raise InputError(f"{what} {label}: empty input")
    try:
        value: Json = json.loads(
            text,
            object_pairs_hook=_no_duplicates,
            parse_constant=_no_constant,
            parse_float=_finite_float,
        )
        return value
    except _StrictError as exc:
        raise InputError(f"{what} {label}: not strict JSON: {exc}") from None
    except json.JSONDecodeError as exc:
        raise InputError(
            f"{what} {label}: malformed JSON at line {exc.lineno} column {exc.colno}: {exc.msg}"
        ) from None
    except RecursionError:
        raise LimitError(f"{what} {label}: JSON nested too deeply to read") from None
    except ValueError:  # the integer string conversion limit
        raise InputError(
            f"{what} {label}: a number has more digits than rune reads (4300)"
        ) from None


class _StrictError(ValueError):
    pass


def _no_duplicates(pairs: list[tuple[str, Json]]) -> JsonObject:
    out: JsonObject = {}
    for key, value in pairs:
        if key in out:
            # a second "tools" key must not silently replace a poisoned first one
            from rune.text.escape import clip, escape  # the one import above ground

            raise _StrictError(f"the key {escape(clip(key, 60))!r} appears twice in one object")
        out[key] = value
    return out


def _no_constant(name: str) -> float:
    raise _StrictError(f"{name} is not a JSON number")


def _finite_float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _StrictError(f"{text[:40]} is out of range for a number")
    return value


# --- writes -------------------------------------------------------------------


def os_reason(exc: OSError) -> str:
    """A failed write's reason, in words."""
    if exc.errno == errno.EPIPE:
        return "the reader closed the pipe"
    if exc.errno == errno.ENOSPC:
        return "no space left on the device"
    if exc.errno == errno.EBADF:
        return "the stream is closed"
    return exc.strerror or "I/O error"


def file_mode(path: str) -> int:
    """The permission a rewritten file gets: the mode of the file it replaces,
    or ``0o666`` less the umask for a new one."""
    try:
        return os.stat(path).st_mode & 0o777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def write_atomic(path: str, chunks: Iterable[str], label: str, mode: int | None = None) -> None:
    """Replace the regular file *path* with *chunks*, atomically: a failure
    leaves the old file. *mode* ``None`` follows :func:`file_mode`."""
    # imported here: tempfile brings shutil, random and the compressors, which a
    # scan that writes no file (most runs) never needs
    import tempfile

    if mode is None:
        mode = file_mode(path)
    try:
        fd, tmp = tempfile.mkstemp(prefix=".rune-", suffix=".tmp", dir=os.path.dirname(path))
    except OSError as exc:
        raise OutputError(f"cannot write {label}: {os_reason(exc)}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n", errors="backslashreplace") as fh:
            for chunk in chunks:
                fh.write(chunk)
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        if isinstance(exc, OSError):
            raise OutputError(f"cannot write {label}: {os_reason(exc)}") from None
        raise


# --- packaged schemas ---------------------------------------------------------


@cache
def load_schema(name: str) -> JsonObject:
    """One of rune's packaged JSON Schemas, by file name."""
    from importlib import resources

    text = resources.files("rune").joinpath("schemas", name).read_text(encoding="utf-8")
    schema: JsonObject = json.loads(text)
    return schema


@cache
def _validator(name: str) -> Draft202012Validator:
    # jsonschema (and what it pulls in) loads only when a file is validated
    from jsonschema import Draft202012Validator  # type: ignore[import-untyped, unused-ignore]

    return Draft202012Validator(load_schema(name))


def validate(data: Json, schema_name: str, what: str, label: str) -> None:
    """Validate *data* against a packaged schema; a mismatch is an InputError
    naming the first problem and where it is."""
    validator = _validator(schema_name)
    if validator.is_valid(data):
        return
    from jsonschema.exceptions import best_match  # type: ignore[import-untyped, unused-ignore]

    error = best_match(validator.iter_errors(data))
    if error is None:
        return
    from rune.text.escape import escape

    where = escape(pointer(error.absolute_path)) or "(top level)"
    message = escape(error.message)
    if len(message) > 160:
        message = message[:157] + "..."
    raise InputError(f"{what} {label}: not a valid rune {what} file at {where}: {message}")
