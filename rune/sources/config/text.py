"""Reading a client config's text: JSONC, TOML and YAML, with positions.

Each reader returns a :class:`Parsed`: the plain Python value plus, for every
JSON path it could place, the 1-based line and column where that value starts
(``values``) and where the key naming it sits (``keys``). Findings and
per-entry headings anchor to those positions.

The JSONC reader is a small tokenizer of our own: JSON with ``//`` and
``/* */`` comments and trailing commas in objects and arrays, and strict about
everything else (no single quotes, no bare keys, no ``NaN``). TOML goes through
:mod:`tomllib` with a line scan for positions; YAML through PyYAML's safe
loader, with positions taken from the node marks of the same text.
"""

from __future__ import annotations

import bisect
import json
import re
import tomllib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from rune.errors import InputError, LimitError
from rune.jsonvalue import Json, JsonList, JsonObject
from rune.model import JsonPath, Position

if TYPE_CHECKING:
    import yaml

#: deepest nesting a config may use; real configs sit at four or five levels
MAX_DEPTH = 200
#: most YAML nodes walked for positions (an alias bomb is refused, not walked)
MAX_NODES = 500_000


@dataclass(frozen=True)
class Parsed:
    """A config's data with the position of every value and key it could place.

    ``data`` is JSON for a JSONC file; TOML adds dates and times, and YAML
    dates, binary, sets and keys that are not strings, so readers narrow it.
    """

    data: object
    format: str  # "json", "toml", "yaml"
    values: Mapping[JsonPath, Position] = field(default_factory=dict)
    keys: Mapping[JsonPath, Position] = field(default_factory=dict)
    #: (path of the key, first line, repeated line) of every key an object repeats
    duplicates: tuple[tuple[JsonPath, int, int], ...] = ()

    def position(self, path: JsonPath, key: bool = False) -> Position | None:
        """Where *path* starts; its nearest placed ancestor when it is not placed."""
        table = self.keys if key else self.values
        p = path
        while True:
            pos = table.get(p)
            if pos is not None:
                return pos
            if key:
                pos = self.values.get(p)
                if pos is not None:
                    return pos
            if not p:
                return None
            p = p[:-1]


class _Lines:
    def __init__(self, text: str) -> None:
        self.starts = [0]
        self.starts.extend(m.end() for m in re.finditer("\n", text))

    def at(self, offset: int) -> Position:
        line = bisect.bisect_right(self.starts, offset) - 1
        return line + 1, offset - self.starts[line] + 1


class _Placed(Mapping[JsonPath, Position]):
    """Character offsets turned into (line, column) only when asked for."""

    def __init__(self, offsets: dict[JsonPath, int], lines: _Lines) -> None:
        self._offsets = offsets
        self._lines = lines

    def __getitem__(self, path: JsonPath) -> Position:
        return self._lines.at(self._offsets[path])

    def __contains__(self, path: object) -> bool:
        return path in self._offsets

    def __iter__(self) -> Iterator[JsonPath]:
        return iter(self._offsets)

    def __len__(self) -> int:
        return len(self._offsets)


# --- format detection ---------------------------------------------------------

_TOML_HEADER = re.compile(r"^[ \t]*\[\[?[ \t]*[A-Za-z0-9_\"'.-]", re.MULTILINE)
_TOML_ASSIGN = re.compile(r"^[ \t]*[A-Za-z0-9_\"'.-]+[ \t]*=", re.MULTILINE)
_YAML_KEY = re.compile(r"^[ \t]*(?:-[ \t]+)?[^\s#:][^:#\n]*:(?:[ \t]|$)", re.MULTILINE)


def detect_format(text: str, name: str = "") -> str:
    """``json``, ``toml`` or ``yaml``, from the content first and the name second."""
    first = _first_significant(text)
    if first in "{[":
        if first == "[" and _TOML_HEADER.match(_first_line(text)):
            return "toml"
        return "json"
    looks_toml = bool(_TOML_HEADER.search(text) or _TOML_ASSIGN.search(text))
    looks_yaml = bool(_YAML_KEY.search(text))
    if looks_toml and not looks_yaml:
        return "toml"
    if looks_yaml and not looks_toml:
        return "yaml"
    low = name.lower()
    if low.endswith(".toml"):
        return "toml"
    if low.endswith((".yaml", ".yml")):
        return "yaml"
    return "yaml" if looks_yaml else "toml" if looks_toml else "json"


def _first_line(text: str) -> str:
    for line in text.splitlines():
        if line.strip() and not line.lstrip().startswith(("#", "//")):
            return line
    return ""


def _first_significant(text: str) -> str:
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in " \t\r\n\ufeff":
            i += 1
        elif text.startswith("//", i) or c == "#":
            j = text.find("\n", i)
            i = n if j < 0 else j + 1
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
        else:
            return c
    return ""


def parse_config_text(text: str, label: str, name: str = "") -> Parsed:
    """Parse *text* in the format its content shows; InputError naming where."""
    if not text.strip():
        raise InputError(f"config {label}: empty file")
    fmt = detect_format(text, name)
    if fmt == "toml":
        return parse_toml(text, label)
    if fmt == "yaml":
        return parse_yaml(text, label)
    return parse_jsonc(text, label)


# --- JSONC --------------------------------------------------------------------

_WS = re.compile(r"(?:[ \t\r\n\ufeff]+|//[^\n]*|/\*.*?\*/)*", re.DOTALL)
_STRING = re.compile(r'"[^"\\\n]*+(?:\\.[^"\\\n]*+)*+"', re.DOTALL)
_PLAIN_STRING = re.compile(r'"([^"\\\x00-\x1f]*)"')
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
_WORD = re.compile(r"true|false|null")
_WORDS: dict[str, Json] = {"true": True, "false": False, "null": None}
_SKIPPABLE = frozenset(" \t\r\n\ufeff/")


class _JsoncReader:
    """Recursive descent over JSONC with a depth bound and positions."""

    def __init__(self, text: str, label: str) -> None:
        self.text = text
        self.label = label
        self.pos = 0
        self.lines = _Lines(text)
        self.values: dict[JsonPath, int] = {}
        self.keys: dict[JsonPath, int] = {}
        self.duplicates: list[tuple[JsonPath, int, int]] = []

    def fail(self, msg: str, at: int | None = None) -> InputError:
        line, col = self.lines.at(self.pos if at is None else at)
        return InputError(f"config {self.label}: malformed JSON at line {line} column {col}: {msg}")

    def peek(self) -> str:
        """Skip whitespace and comments; the next significant character ("" at the end)."""
        text, pos = self.text, self.pos
        if pos < len(text) and text[pos] not in _SKIPPABLE:
            return text[pos]
        m = _WS.match(text, pos)
        if m is not None:
            pos = self.pos = m.end()
        if text.startswith("/*", pos):
            raise self.fail("comment is never closed")
        return text[pos] if pos < len(text) else ""

    def read(self) -> Json:
        self.peek()
        value = self.value((), 0)
        if self.peek():
            raise self.fail("unexpected text after the top-level value")
        return value

    def value(self, path: JsonPath, depth: int) -> Json:
        if depth > MAX_DEPTH:
            raise LimitError(f"config {self.label}: nested deeper than {MAX_DEPTH} levels")
        if self.pos >= len(self.text):
            raise self.fail("unexpected end of file")
        self.values[path] = self.pos
        c = self.text[self.pos]
        if c == "{":
            return self.obj(path, depth)
        if c == "[":
            return self.arr(path, depth)
        if c == '"':
            return self.string()
        m = _NUMBER.match(self.text, self.pos) or _WORD.match(self.text, self.pos)
        if m is None:
            raise self.fail(f"unexpected character {c!r}")
        self.pos = m.end()
        tok = m.group()
        if tok in _WORDS:
            return _WORDS[tok]
        number: int | float = json.loads(tok)
        return number

    def string(self) -> str:
        plain = _PLAIN_STRING.match(self.text, self.pos)
        if plain is not None:  # no escapes, no control characters: the text itself
            self.pos = plain.end()
            return plain.group(1)
        m = _STRING.match(self.text, self.pos)
        if m is None:
            raise self.fail("string is never closed")
        try:
            s = json.loads(m.group())
        except ValueError as exc:
            raise self.fail(f"bad string ({str(exc).split(':')[0]})") from None
        self.pos = m.end()
        return str(s)

    def obj(self, path: JsonPath, depth: int) -> JsonObject:
        out: JsonObject = {}
        self.pos += 1
        while True:
            c = self.peek()
            if c == "}":
                self.pos += 1
                return out
            if c != '"':
                raise self.fail("expected a quoted key or '}'")
            key_at = self.pos
            key = self.string()
            if self.peek() != ":":
                raise self.fail("expected ':' after the key")
            self.pos += 1
            self.peek()
            child = (*path, key)
            if key in out:
                first, again = self.lines.at(self.keys[child])[0], self.lines.at(key_at)[0]
                self.duplicates.append((child, first, again))
            self.keys[child] = key_at
            out[key] = self.value(child, depth + 1)
            c = self.peek()
            if c == ",":
                self.pos += 1
            elif c != "}":
                raise self.fail("expected ',' or '}'")

    def arr(self, path: JsonPath, depth: int) -> JsonList:
        out: JsonList = []
        self.pos += 1
        while True:
            c = self.peek()
            if c == "]":
                self.pos += 1
                return out
            out.append(self.value((*path, len(out)), depth + 1))
            c = self.peek()
            if c == ",":
                self.pos += 1
            elif c != "]":
                raise self.fail("expected ',' or ']'")


def refuse_duplicates(parsed: Parsed, entry_paths: list[JsonPath], label: str) -> None:
    """A key repeated on the way to a server or inside one is an error.

    Clients disagree on what a repeated key means (most JSON readers keep the
    last definition, the ``yaml`` package many clients use refuses the file,
    others keep the first), and a reviewer reading the file sees the first:
    a second definition of a server placed far below can replace it unseen.
    rune cannot know which definition a client runs, so it audits neither and
    names both lines. A repeated key elsewhere (an editor setting in a general
    settings file) is left alone.
    """
    for path, first, again in parsed.duplicates:
        if any(e[: len(path)] == path or path[: len(e)] == e for e in entry_paths):
            from rune.model import dotted
            from rune.text.escape import clip, escape

            where = escape(clip(dotted(path), 80))
            raise InputError(
                f"config {label}: {where} is defined twice (lines {first} and {again}); "
                "clients disagree on which definition wins, so remove one"
            )


def parse_jsonc(text: str, label: str) -> Parsed:
    """JSON with comments and trailing commas, positions for every value and key."""
    reader = _JsoncReader(text, label)
    try:
        data = reader.read()
    except RecursionError:
        raise LimitError(f"config {label}: nested too deeply to read") from None
    except ValueError as exc:  # a number past the int conversion limit
        raise reader.fail(f"unreadable value ({str(exc)[:60]})") from None
    return Parsed(
        data=data,
        format="json",
        values=_Placed(reader.values, reader.lines),
        keys=_Placed(reader.keys, reader.lines),
        duplicates=tuple(reader.duplicates),
    )


# --- TOML ---------------------------------------------------------------------

_TOML_KEYPART = re.compile(r"\s*(?:\"((?:[^\"\\]|\\.)*)\"|'([^']*)'|([A-Za-z0-9_-]+))\s*")


def _toml_keys(text: str) -> list[str] | None:
    """Split a dotted TOML key (``a."b.c".d``) into its parts."""
    parts: list[str] = []
    pos = 0
    while True:
        m = _TOML_KEYPART.match(text, pos)
        if m is None or m.end() == pos:
            return None
        raw = m.group(1)
        part = m.group(2) if m.group(2) is not None else m.group(3)
        if raw is not None:
            try:
                part = json.loads(f'"{raw}"')
            except ValueError:
                part = raw
        parts.append(part or "")
        pos = m.end()
        if pos >= len(text):
            return parts
        if text[pos] != ".":
            return None
        pos += 1


def _check_depth(data: object, label: str) -> None:
    """The JSONC reader's depth bound, applied to an already parsed value."""
    stack: list[tuple[object, int]] = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise LimitError(f"config {label}: nested deeper than {MAX_DEPTH} levels")
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)


def parse_toml(text: str, label: str) -> Parsed:
    """TOML through tomllib; a line scan places tables and ``key = value`` lines."""
    try:
        data: dict[str, object] = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise InputError(f"config {label}: malformed TOML: {exc}") from None
    except RecursionError:  # tomllib descends nested arrays and inline tables recursively
        raise LimitError(f"config {label}: nested too deeply to read") from None
    _check_depth(data, label)
    values: dict[JsonPath, Position] = {}
    keys: dict[JsonPath, Position] = {}
    table: JsonPath = ()
    in_multiline: str | None = None
    for n, line in enumerate(text.split("\n"), 1):
        if in_multiline is not None:
            if line.count(in_multiline) % 2 == 1:
                in_multiline = None
            continue
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        indent = len(line) - len(line.lstrip())
        if stripped.startswith("["):
            inner = stripped.strip("[").split("]")[0]
            parts = _toml_keys(inner)
            if parts is not None:
                table = tuple(parts)
                values.setdefault(table, (n, indent + 1))
                keys.setdefault(table, (n, indent + 1))
            continue
        key_text, eq, rest = stripped.partition("=")
        parts = _toml_keys(key_text) if eq else None
        if parts is None:
            continue
        path = (*table, *parts)
        keys[path] = (n, indent + 1)
        value_col = len(line) - len(rest.lstrip()) + 1
        values[path] = (n, value_col)
        for quote in ('"""', "'''"):
            if rest.count(quote) % 2 == 1:
                in_multiline = quote
    return Parsed(data=data, format="toml", values=values, keys=keys)


# --- YAML ---------------------------------------------------------------------


def parse_yaml(text: str, label: str) -> Parsed:
    """YAML through the safe loader; positions from the composed node marks."""
    import yaml  # only a YAML config pays for the loader

    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
        data: object = yaml.safe_load(text)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        where = f" at line {mark.line + 1} column {mark.column + 1}" if mark else ""
        raise InputError(f"config {label}: malformed YAML{where}: {exc.problem}") from None
    except yaml.YAMLError as exc:
        raise InputError(f"config {label}: malformed YAML ({type(exc).__name__})") from None
    except RecursionError:
        raise LimitError(f"config {label}: nested too deeply to read") from None
    values: dict[JsonPath, Position] = {}
    keys: dict[JsonPath, Position] = {}
    duplicates: list[tuple[JsonPath, int, int]] = []
    if node is not None:
        _yaml_positions(node, label, values, keys, duplicates)
    return Parsed(data=data, format="yaml", values=values, keys=keys, duplicates=tuple(duplicates))


def _yaml_positions(
    root: yaml.Node,
    label: str,
    values: dict[JsonPath, Position],
    keys: dict[JsonPath, Position],
    duplicates: list[tuple[JsonPath, int, int]],
) -> None:
    import yaml

    stack: list[tuple[JsonPath, yaml.Node]] = [((), root)]
    walked = 0
    while stack:
        path, node = stack.pop()
        walked += 1
        if walked > MAX_NODES or len(path) > MAX_DEPTH:
            raise LimitError(f"config {label}: too many or too deeply nested YAML nodes")
        values.setdefault(path, (node.start_mark.line + 1, node.start_mark.column + 1))
        if isinstance(node, yaml.MappingNode):
            seen: dict[str | int, int] = {}
            for k, v in node.value:
                if not isinstance(k, yaml.ScalarNode):
                    continue
                key: str | int = k.value
                if k.tag == "tag:yaml.org,2002:int":
                    try:
                        key = int(k.value)
                    except ValueError:
                        key = k.value
                child = (*path, key)
                if key in seen:
                    duplicates.append((child, seen[key], k.start_mark.line + 1))
                seen.setdefault(key, k.start_mark.line + 1)
                keys.setdefault(child, (k.start_mark.line + 1, k.start_mark.column + 1))
                stack.append((child, v))
        elif isinstance(node, yaml.SequenceNode):
            for i, v in enumerate(node.value):
                stack.append(((*path, i), v))
