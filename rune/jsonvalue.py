"""JSON values as types: what a strict JSON parse can return.

:data:`Json` is any JSON value, :data:`JsonObject` a JSON object and
:data:`JsonList` an array, so a function that reads or builds parsed JSON says
so in its signature instead of ``Any``; a reader narrows a value with
``isinstance`` before it uses it. This module imports nothing from rune: it is
the floor under the ground layer.
"""

from __future__ import annotations

from typing import TypeAlias

Json: TypeAlias = "bool | int | float | str | list[Json] | dict[str, Json] | None"
JsonObject: TypeAlias = "dict[str, Json]"
JsonList: TypeAlias = "list[Json]"
