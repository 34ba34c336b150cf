"""rune.record: the frozen records the data model is built from."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from typing import ClassVar

import pytest

from rune.record import MISSING, FrozenRecordError, Record, field, fields, replace


class Point(Record):
    x: int
    y: int = 0
    tags: list[str] = field(default_factory=list)
    note: str = field(default="", compare=False, repr=False)
    KIND: ClassVar[str] = "point"


class Slotted(Record):
    __slots__ = ("a", "b")
    a: int
    b: str

    def __init__(self, a: int, b: str = "dflt") -> None:
        object.__setattr__(self, "a", a)
        object.__setattr__(self, "b", b)


class Checked(Record):
    n: int

    def __post_init__(self) -> None:
        if self.n < 0:
            raise ValueError("negative")


class Child(Point):
    z: int = 5


@dataclasses.dataclass(frozen=True)
class Plain:
    v: int


def test_fields_positional_keyword_defaults_and_factories() -> None:
    p = Point(1, y=2)
    assert (p.x, p.y, p.tags, p.note) == (1, 2, [], "")
    assert Point(3).tags is not Point(3).tags
    assert Point._names == ("x", "y", "tags", "note")
    assert Child(1).z == 5 and Child._names == ("x", "y", "tags", "note", "z")


def test_constructor_errors_match_a_dataclass() -> None:
    with pytest.raises(TypeError, match="missing required argument 'x'"):
        Point()  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="multiple values"):
        Point(1, x=2)  # type: ignore[misc]
    with pytest.raises(TypeError, match="unexpected keyword"):
        Point(1, w=2)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="positional arguments"):
        Point(1, 2, [], "", 5)  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="both default"):
        field(default=1, default_factory=list)  # type: ignore[call-overload]


def test_non_default_after_default_is_refused() -> None:
    with pytest.raises(TypeError, match="non-default field"):

        class Bad(Record):
            a: int = 1
            b: int  # type: ignore[misc]


def test_equality_hash_and_repr_read_the_right_fields() -> None:
    assert Point(1, 2, note="a") == Point(1, 2, note="b")
    with pytest.raises(TypeError, match="unhashable"):
        hash(Point(1))  # a list field makes the record unhashable, as a dataclass's would
    assert Point(1, 2) != Point(1, 3)
    assert Point(1) != Child(1)
    assert len({Slotted(1, "b"), Slotted(1, "b"), Slotted(2, "b")}) == 2
    assert repr(Point(1, 2, ["t"], "hidden")) == "Point(x=1, y=2, tags=['t'])"
    assert repr(Slotted(1)) == "Slotted(a=1, b='dflt')"


def test_records_are_frozen() -> None:
    p = Point(1)
    with pytest.raises(FrozenRecordError):
        p.x = 2  # type: ignore[misc]
    with pytest.raises(FrozenRecordError):
        del p.y
    s = Slotted(1)
    with pytest.raises(AttributeError):
        s.a = 3  # type: ignore[misc]
    assert not hasattr(s, "__dict__")


def test_post_init_runs() -> None:
    assert Checked(1).n == 1
    with pytest.raises(ValueError, match="negative"):
        Checked(-1)


def test_replace_copies_with_changes_and_checks_names() -> None:
    p = Point(1, 2, ["t"], "n")
    q = replace(p, y=9)
    assert (q.x, q.y, q.tags, q.note) == (1, 9, ["t"], "n") and p.y == 2
    assert replace(Slotted(1, "x"), b="y") == Slotted(1, "y")
    with pytest.raises(TypeError, match="no field 'w'"):
        replace(p, w=1)
    with pytest.raises(ValueError, match="negative"):
        replace(Checked(1), n=-1)
    assert replace(Plain(1), v=2) == Plain(2)


@pytest.mark.parametrize("obj", [Point(1, 2, ["t"], "n"), Slotted(4, "s"), Child(1, z=7)])
def test_copy_and_pickle_round_trip(obj: Record) -> None:
    for twin in (copy.copy(obj), copy.deepcopy(obj), pickle.loads(pickle.dumps(obj))):
        assert twin == obj and twin is not obj
        assert repr(twin) == repr(obj)


def test_fields_lists_names_types_and_defaults() -> None:
    listed = fields(Child)
    assert [f.name for f in listed] == ["x", "y", "tags", "note", "z"]
    assert [f.type for f in listed] == ["int", "int", "list[str]", "str", "int"]
    assert [f.default for f in listed] == [MISSING, 0, MISSING, "", 5]
    assert [f.name for f in fields(Child(1))] == [f.name for f in listed]
