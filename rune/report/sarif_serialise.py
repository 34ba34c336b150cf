"""Building ``sarif_om`` objects and writing them as plain JSON data.

The companion ``jschema_to_python`` drops every value equal to its schema
default (an explicit ``level: "warning"`` under a rule whose default level is
``error`` would vanish), so :func:`to_jsonable` writes exactly the attributes
set through :func:`node`, in the order they were set, under their camelCase
names.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

import attr

from rune.jsonvalue import Json, JsonObject

_T = TypeVar("_T")
_SET_ATTR = "_rune_set_fields"


def node(cls: type[_T], **values: object) -> _T:
    """Build a ``sarif_om`` object and remember which attributes were set."""
    obj = cls(**values)
    setattr(obj, _SET_ATTR, tuple(values))
    return obj


def to_jsonable(obj: object) -> Json:
    """Plain JSON data of a ``sarif_om`` tree: every value set, camelCase names.

    Objects built through :func:`node` write exactly the attributes given, in
    that order (``None`` is left out). Other attrs objects write every
    attribute that is not ``None`` and differs from its default.
    """
    if obj is None or isinstance(obj, str | int | float):
        return obj
    if isinstance(obj, dict):
        return {str(k): to_jsonable(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [to_jsonable(v) for v in obj]
    fields = _fields(type(obj))
    chosen: Sequence[str] | None = getattr(obj, _SET_ATTR, None)
    if chosen is None:
        chosen = [n for n, (_, f) in fields.items() if not _is_default(getattr(obj, n), f)]
    out: JsonObject = {}
    for name in chosen:
        value = getattr(obj, name)
        if value is not None:
            out[fields[name][0]] = to_jsonable(value)
    return out


_FIELDS: dict[type, dict[str, tuple[str, attr.Attribute[object]]]] = {}


def _fields(cls: type) -> dict[str, tuple[str, attr.Attribute[object]]]:
    """attribute name -> (JSON name, attrs field) of a ``sarif_om`` class."""
    got = _FIELDS.get(cls)
    if got is None:
        if not attr.has(cls):
            raise TypeError(f"cannot write a {cls.__name__} into SARIF")
        got = {
            f.name: (f.metadata.get("schema_property_name", f.name), f) for f in attr.fields(cls)
        }
        _FIELDS[cls] = got
    return got


def _is_default(value: object, field: attr.Attribute[object]) -> bool:
    if value is None:
        return True
    default = field.default
    # attrs' stubs declare Factory a function; at run time it is the class of
    # a factory default, holding the callable that makes the value
    if isinstance(default, attr.Factory):  # type: ignore[arg-type]
        default = default.factory()  # type: ignore[attr-defined]
    return bool(value == default)
