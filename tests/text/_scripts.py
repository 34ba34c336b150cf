"""The packaging-time pattern analysis (``scripts/superset.py``) as a module
for the tests: it lives outside the runtime package, which never rewrites or
analyses a pattern."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"


def load(name: str) -> ModuleType:
    """``scripts/<name>.py``, imported once under its own name (as the
    scripts import each other)."""
    got = sys.modules.get(name)
    if got is not None:
        return got
    spec = importlib.util.spec_from_file_location(name, SCRIPTS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


superset = load("superset")
