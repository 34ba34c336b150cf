"""The import layers of the rune package.

Every module under ``rune/`` is parsed (imports inside functions count too) and
given a layer. A module may import only from its own layer or a lower one, and
the package has no import cycle. The few imports that still run up a layer are
listed in ``UPWARD_ALLOWED``, each with its reason. Parsed JSON crosses a module
boundary as ``rune.jsonvalue.Json`` or a precise type: a signature, class field
or module-level alias that says ``Any`` is allowed only in the modules of
``ANY_PENDING``, each with its reason.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "rune"

# The layer order, top (faces) to bottom (ground). A module name matches the
# longest prefix listed here; a package prefix ends with a dot.
LAYERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "faces",
        ("rune.cli", "rune.cli_live", "rune.hooks", "rune.action.", "rune.action", "rune.__main__"),
    ),
    ("pipeline", ("rune.scan", "rune.scan_config", "rune.scan_live")),
    # rune.requests: the plain option values the gates take and the pipeline builds
    (
        "output and gates",
        ("rune.report.", "rune.report", "rune.gates.", "rune.gates", "rune.docs", "rune.requests"),
    ),
    ("engine", ("rune.engine", "rune.engine_positions", "rune.engine_posture")),
    ("rules", ("rune.rules.", "rune.rules")),
    ("sources", ("rune.sources.", "rune.sources")),
    ("text", ("rune.text.", "rune.text")),
    (
        "ground",
        (
            "rune.model",
            "rune.entity",
            "rune.jsonpath",
            "rune.gate_entries",
            "rune.server_entry",
            "rune.errors",
            "rune.limits",
            "rune.files",
            "rune.paths",
            "rune.fields",
            "rune.output",
            "rune.redact",
            "rune",
        ),
    ),
    ("json values", ("rune.jsonvalue", "rune.record")),
)

# (importer, imported) pairs that run up a layer, each with the reason it stays.
# An allowed edge is also left out of the cycle check.
UPWARD_ALLOWED: dict[tuple[str, str], str] = {
    ("rune.files", "rune.text.escape"): (
        "strict JSON and schema errors quote a key or a message from the file, made "
        "printable the one way every message is (the escape lives with the text code)"
    ),
}

# Imports and cycles still being removed, each (importer, imported) with its reason.
PENDING: dict[tuple[str, str], str] = {}
PENDING_CYCLES: dict[str, str] = {}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _resolve(importer: str, is_package: bool, node: ast.ImportFrom) -> str:
    if node.level == 0:
        return node.module or ""
    base = importer.split(".")
    if not is_package:
        base = base[:-1]
    if node.level > 1:
        base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def _imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The rune modules that module ``name`` imports, lazily or not."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(tree):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _resolve(name, is_package, node)
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
            # ``from pkg import sub`` names the submodule when it is one,
            # otherwise it names an attribute of ``pkg`` itself.
            subs = [t for t in targets[:-1] if t in modules]
            targets = subs if len(subs) == len(node.names) else [*subs, base]
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target.startswith("rune") and target != name:
                found.add(target)
    return found


def _layer(name: str) -> int:
    best: tuple[int, int] | None = None
    for index, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            hit = name.startswith(prefix) if prefix.endswith(".") else name == prefix
            if hit and (best is None or len(prefix) > best[1]):
                best = (index, len(prefix))
    if best is None:
        raise AssertionError(f"module {name} has no layer in LAYERS")
    return best[0]


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: _imports(name, path, modules) for name, path in modules.items()}


def _without(graph: dict[str, set[str]], edges: set[tuple[str, str]]) -> dict[str, set[str]]:
    return {a: {b for b in targets if (a, b) not in edges} for a, targets in graph.items()}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def visit(node: str) -> None:
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component: list[str] = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return out


def _upward(graph: dict[str, set[str]]) -> set[tuple[str, str]]:
    # A lower index is a higher layer: importing a lower index runs upward.
    return {(a, b) for a, targets in graph.items() for b in targets if _layer(b) < _layer(a)}


def test_every_module_has_a_layer() -> None:
    for name in _modules():
        _layer(name)


def test_no_import_cycle() -> None:
    graph = _without(_graph(), set(UPWARD_ALLOWED) | set(PENDING))
    left = [c for c in _cycles(graph) if not set(c) & set(PENDING_CYCLES)]
    assert left == []


def test_no_upward_import_outside_the_allow_list() -> None:
    assert sorted(_upward(_graph()) - set(UPWARD_ALLOWED) - set(PENDING)) == []


def test_allow_list_has_no_stale_entry() -> None:
    upward = _upward(_graph())
    assert sorted((set(UPWARD_ALLOWED) | set(PENDING)) - upward) == []
    cyclic = {m for c in _cycles(_graph()) for m in c}
    assert sorted(set(PENDING_CYCLES) - cyclic) == []


def test_upward_imports_stay_few() -> None:
    assert len(UPWARD_ALLOWED) <= 3


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("from rune.rules import base\n", {"rune.rules.base"}),
        ("from rune.rules import ALL_RULES\n", {"rune.rules"}),
        ("def f():\n    import rune.engine\n", {"rune.engine"}),
        ("from ..engine import run\n", {"rune.engine"}),
    ],
)
def test_import_reader_sees_each_form(tmp_path: Path, source: str, expected: set[str]) -> None:
    modules = _modules()
    target = tmp_path / "probe.py"
    target.write_text(source, encoding="utf-8")
    assert _imports("rune.text.probe", target, modules) == expected


def test_cycle_finder_finds_a_cycle() -> None:
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


# --- no ``Any`` at a module boundary -------------------------------------------

# Modules whose signatures, class fields or module-level names still say
# ``Any``, each with the reason; the test fails when one is left out or when an
# entry has nothing left to excuse.
ANY_PENDING: dict[str, str] = {}


def _mentions_any(node: ast.expr | None) -> bool:
    if node is None:
        return False
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name) and sub.id == "Any":
            return True
        if isinstance(sub, ast.Attribute) and sub.attr == "Any":
            return True
        if isinstance(sub, ast.Constant) and isinstance(sub.value, str):
            try:
                inner = ast.parse(sub.value, mode="eval").body
            except (SyntaxError, ValueError):  # an ordinary string, not a type
                continue
            if _mentions_any(inner):
                return True
    return False


def _boundary_any(tree: ast.Module) -> list[int]:
    """Lines where a signature, a class field or a module-level name says ``Any``."""
    lines: list[int] = []

    def signature(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        a = fn.args
        params = [*a.posonlyargs, *a.args, *a.kwonlyargs, a.vararg, a.kwarg]
        notes = [p.annotation for p in params if p is not None]
        if any(_mentions_any(n) for n in [*notes, fn.returns]):
            lines.append(fn.lineno)

    def body(stmts: list[ast.stmt], in_class: bool) -> None:
        for st in stmts:
            if isinstance(st, ast.FunctionDef | ast.AsyncFunctionDef):
                signature(st)
            elif isinstance(st, ast.ClassDef):
                body(st.body, True)
            elif isinstance(st, ast.AnnAssign) and _mentions_any(st.annotation):
                lines.append(st.lineno)
            elif isinstance(st, ast.Assign) and not in_class and _mentions_any(st.value):
                lines.append(st.lineno)  # a type alias
            elif isinstance(st, ast.If):
                body(st.body, in_class)
                body(st.orelse, in_class)

    body(tree.body, False)
    return lines


def test_no_any_at_a_module_boundary() -> None:
    found = {
        name: _boundary_any(ast.parse(path.read_text(encoding="utf-8")))
        for name, path in _modules().items()
    }
    with_any = {name for name, lines in found.items() if lines}
    assert sorted(with_any - set(ANY_PENDING)) == []
    assert sorted(set(ANY_PENDING) - with_any) == []


@pytest.mark.parametrize(
    ("source", "flagged"),
    [
        ("def f(x: Any) -> int: ...\n", True),
        ("def f(x: int) -> dict[str, Any]: ...\n", True),
        ("class C:\n    raw: 'Any'\n", True),
        ("Alias = tuple[Any, ...]\n", True),
        ("def f(x: int) -> int:\n    y: Any = x\n    return y\n", False),
        ("def f(x: Json) -> object: ...\n", False),
    ],
)
def test_any_reader_sees_each_form(source: str, flagged: bool) -> None:
    assert bool(_boundary_any(ast.parse(source))) is flagged
