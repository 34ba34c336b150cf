"""Agent Skills and repository instruction files, read as one entity each.

Coding agents load more than MCP listings: an Agent Skill (a folder with a
``SKILL.md`` whose front matter ``name`` and ``description`` sit in the
model's context like a tool description, and whose body the agent reads when
the skill triggers) and the instruction files a repository carries for its
agents (``AGENTS.md``, ``CLAUDE.md``, ``GEMINI.md``, ``.cursorrules``,
``.cursor/rules/*.mdc``, ``.windsurfrules``, ``.github/copilot-instructions.md``,
``*.instructions.md``, ``.clinerules``, ``.roo/rules*``,
``.claude/agents/*.md``, ``.claude/commands/*.md``).

Each file becomes a :class:`~rune.model.Document` of one entity: front-matter
fields under their own keys, the Markdown body under ``body``, and, for a
skill folder, the names and ``#!`` lines of its bundled files under
``files``. Bundled files are never run and their code is not read as
model-facing text. Positions point at the line in the file: the document
records where each string starts in the text (``Document.offsets``).
"""

from __future__ import annotations

import base64
import json
import os
import sys

from rune.errors import InputError, LimitError
from rune.files import decode_text, read_bytes
from rune.jsonvalue import Json, JsonObject
from rune.limits import DEFAULT_LIMITS, Limits
from rune.model import Document, Entity, EntityKind, JsonPath, Source, SourceKind

#: instruction files known by their whole name (case-insensitive)
_INSTRUCTION_NAMES = frozenset(
    {
        "agents.md",
        "claude.md",
        "claude.local.md",
        "gemini.md",
        ".cursorrules",
        ".windsurfrules",
        ".clinerules",
        "copilot-instructions.md",
    }
)
#: most files a skill folder may bundle before rune refuses it
MAX_SKILL_FILES = 500
#: where a skill entity keeps its bundled scripts' text: pinned (a changed
#: script is drift) but never read as model-facing text
SCRIPTS_KEY = "_scripts"
#: most YAML events a front matter may hold
_MAX_EVENTS = 20_000
#: longest ``#!`` line kept of a bundled file
_SHEBANG_BYTES = 512


def agent_kind(path: str) -> EntityKind | None:
    """The kind of agent file *path* is by its name and folders, or ``None``."""
    parts = [p.lower() for p in os.path.normpath(path).split(os.sep) if p]
    if not parts:
        return None
    base = parts[-1]
    folders = parts[:-1]
    if base == "skill.md":
        return EntityKind.SKILL
    if base in _INSTRUCTION_NAMES or base.endswith((".instructions.md", ".mdc")):
        return EntityKind.INSTRUCTIONS
    md = base.endswith(".md")
    if (
        md
        and len(folders) >= 2
        and folders[-2] == ".claude"
        and folders[-1] in ("agents", "commands")
    ):
        return EntityKind.INSTRUCTIONS
    if md and any(
        f == ".clinerules" or (f.startswith("rules") and ".roo" in folders) for f in folders
    ):
        return EntityKind.INSTRUCTIONS
    if md and ".windsurf" in folders and "rules" in folders:
        return EntityKind.INSTRUCTIONS
    return None


def is_agent_path(path: str) -> bool:
    """Whether a path given to ``rune PATH`` is read as an agent file: a skill
    folder, a file named like one, or any Markdown file (a skill by its front
    matter, else instructions)."""
    if path == "-":
        return False
    return (
        skill_folder(path)
        or agent_kind(path) is not None
        or path.lower().endswith((".md", ".mdc", ".markdown"))
    )


def skill_folder(path: str) -> bool:
    """Whether *path* is a folder holding a ``SKILL.md``."""
    return os.path.isdir(path) and os.path.isfile(os.path.join(path, "SKILL.md"))


def front_matter(text: str) -> tuple[str, int, int]:
    """The YAML front matter of a Markdown file: its text, where that text
    starts, and where the body starts (``("", 0, 0)`` when there is none)."""
    first = text.split("\n", 1)[0]
    if first.rstrip("\r") != "---":
        return "", 0, 0
    start = len(first) + 1
    pos = start
    while pos <= len(text):
        nl = text.find("\n", pos)
        line = text[pos:] if nl < 0 else text[pos:nl]
        if line.rstrip("\r") in ("---", "..."):
            return text[start:pos], start, len(text) if nl < 0 else nl + 1
        if nl < 0:
            break
        pos = nl + 1
    return "", 0, 0  # an unclosed fence is body text, as renderers show it


def _parse_front(yaml_text: str) -> JsonObject:
    """The front-matter fields. Agents read front matter leniently (a
    ``globs: *.ts`` line or a colon inside an unquoted description is common
    and not valid YAML), so a front matter the safe loader refuses, or one
    that uses an alias (which could only multiply what a walk reads), is read
    line by line instead: every top-level ``key: value`` line is a field and
    the indented lines after it continue its value. Either way every
    character of it is scanned."""
    import yaml  # only an agent file with front matter pays for the loader

    try:
        for events, event in enumerate(yaml.parse(yaml_text, Loader=yaml.SafeLoader)):
            if isinstance(event, yaml.AliasEvent) or events >= _MAX_EVENTS:
                return _lines(yaml_text)
        data = yaml.safe_load(yaml_text)
        if not isinstance(data, dict) or not all(isinstance(k, str) for k in data):
            return _lines(yaml_text)
        return {k: _as_json(v) for k, v in data.items()}
    except (yaml.YAMLError, RecursionError):
        return _lines(yaml_text)


def _as_json(value: object) -> Json:
    """A value of the YAML safe loader as JSON, so everything downstream (the
    walk over model-facing strings, the pin's digests, the reports) sees
    plain JSON: strings, numbers, booleans, null, lists and string-keyed
    objects pass unchanged; a date or timestamp becomes its ISO 8601 text,
    ``!!binary`` its base64 text, and a set a list of its members in one
    fixed order (a set has none of its own). A non-string key of a nested
    mapping becomes the text JSON gives such a key."""
    if value is None or isinstance(value, str | bool | int | float):
        return value
    if isinstance(value, dict):
        return {_key(k): _as_json(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_as_json(v) for v in value]
    if isinstance(value, set | frozenset):
        members = [_as_json(v) for v in value]
        return sorted(members, key=lambda m: json.dumps(m, sort_keys=True, ensure_ascii=True))
    # a date or time can only come from a parser that imported datetime: a
    # scan that reads no front matter never imports it (a millisecond)
    dt = sys.modules.get("datetime")
    if dt is not None and isinstance(value, dt.date | dt.time):
        return str(value.isoformat())
    if isinstance(value, bytes):
        return base64.b64encode(value).decode("ascii")
    return str(value)


def _key(key: object) -> str:
    if isinstance(key, str):
        return key
    if key is None or isinstance(key, bool | int | float):
        return json.dumps(key)
    converted = _as_json(key)
    return converted if isinstance(converted, str) else json.dumps(converted, sort_keys=True)


def _lines(yaml_text: str) -> JsonObject:
    out: dict[str, str] = {}
    key = None
    for line in yaml_text.split("\n"):
        name, sep, value = line.partition(":")
        if sep and name and not name[0].isspace() and " " not in name.strip():
            key = name.strip()
            out[key] = value.strip()
        elif key is not None:
            out[key] = (out[key] + "\n" + line.strip()).strip()
        elif line.strip():
            out.setdefault("front-matter", "")
            out["front-matter"] = (out["front-matter"] + "\n" + line).strip()
    return dict(out)


def _value_offsets(yaml_text: str, at: int, fields: JsonObject) -> dict[JsonPath, tuple[int, bool]]:
    """Where each top-level string value stands in the file: verbatim on its
    key's line (``key: value``, quoted or not), else the key itself."""
    out: dict[JsonPath, tuple[int, bool]] = {}
    pos = 0
    lines = []
    for line in yaml_text.split("\n"):
        lines.append((pos, line))
        pos += len(line) + 1
    for key, value in fields.items():
        if not isinstance(value, str):
            continue
        for start, line in lines:
            if not line.startswith(key) or not line[len(key) :].lstrip().startswith(":"):
                continue
            rest = line[len(key) :].lstrip()[1:]
            col = len(line) - len(rest)
            lead = len(rest) - len(rest.lstrip())
            raw = rest.strip().rstrip("\r")
            quoted = raw[:1] in ("'", '"')
            inner = raw[1:-1] if quoted and len(raw) >= 2 and raw[-1] == raw[0] else raw
            if inner == value:
                out[(key,)] = (at + start + col + lead + (1 if quoted else 0), True)
            else:
                out[(key,)] = (at + start, False)
            break
    return out


def _bundled(folder: str, limits: Limits) -> tuple[list[Json], JsonObject]:
    """The files a skill folder bundles besides its SKILL.md: each relative
    path and its ``#!`` line when it has one (model-facing), and the text of
    each script (read by the skill-script rule only, never as model-facing
    text). Links are not followed."""
    out: list[Json] = []
    code: JsonObject = {}
    for root, dirs, files in os.walk(folder, followlinks=False):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".git"))
        for name in sorted(files):
            full = os.path.join(root, name)
            rel = os.path.relpath(full, folder).replace(os.sep, "/")
            if rel == "SKILL.md":
                continue
            if len(out) >= MAX_SKILL_FILES:
                raise LimitError(
                    f"skill {folder}: more than {MAX_SKILL_FILES} bundled files; scan a "
                    "smaller folder"
                )
            item: JsonObject = {"path": rel}
            if not os.path.islink(full) and os.path.isfile(full):
                try:
                    with open(full, "rb") as fh:
                        data = fh.read(limits.max_file_bytes + 1)
                except OSError as exc:
                    raise InputError(
                        f"skill {folder}: cannot read {rel} ({exc.strerror or 'I/O error'})"
                    ) from None
                if data.startswith(b"#!"):
                    line = data[:_SHEBANG_BYTES].split(b"\n", 1)[0]
                    item["shebang"] = line.decode("utf-8", "replace").rstrip("\r")
                if len(data) <= limits.max_file_bytes and b"\0" not in data[:8192]:
                    code[rel] = data.decode("utf-8", "replace")
            out.append(item)
    return out, code


def load_agent_file(
    path: str, kind: EntityKind | None = None, limits: Limits = DEFAULT_LIMITS
) -> Document:
    """Read one agent file (or a skill folder) as a document of one entity.
    *kind* forces what the file is; by default its name decides, and a
    Markdown file whose front matter has a ``name`` and a ``description`` is
    a skill."""
    folder = None
    if os.path.isdir(path) and not skill_folder(path):
        raise InputError(f"skill {path}: the folder holds no SKILL.md")
    if skill_folder(path):
        folder, path, kind = path, os.path.join(path, "SKILL.md"), EntityKind.SKILL
    found = kind or agent_kind(path)
    what = "skill" if found is EntityKind.SKILL else "instruction file"
    text = decode_text(read_bytes(path, limits, what=what), path, what=what)
    yaml_text, yaml_at, body_at = front_matter(text)
    fields = _parse_front(yaml_text) if yaml_text else {}
    if found is None:
        named = isinstance(fields.get("name"), str) and isinstance(fields.get("description"), str)
        found = EntityKind.SKILL if named else EntityKind.INSTRUCTIONS
    raw: JsonObject = dict(fields)
    raw["body"] = text[body_at:]
    offsets = _value_offsets(yaml_text, yaml_at, fields)
    offsets[("body",)] = (body_at, True)
    if found is EntityKind.SKILL and folder is None:
        parent = os.path.dirname(path) or "."
        if os.path.basename(path).lower() == "skill.md":
            folder = parent
    if folder is not None:
        raw["files"], raw[SCRIPTS_KEY] = _bundled(folder, limits)
    declared = fields.get("name")
    if found is EntityKind.SKILL:
        name = declared if isinstance(declared, str) and declared else None
        label = name or os.path.basename(os.path.abspath(folder or path))
    else:
        name = os.path.basename(path)
        label = path
    source = Source(label=path, kind=SourceKind(found.value), path=path)
    entity = Entity(kind=found, name=name, label=label, source=source, path=(), raw=raw)
    return Document(
        source=source,
        entities=(entity,),
        text=text,
        surfaces=frozenset({found.plural}),
        offsets=offsets,
    )
