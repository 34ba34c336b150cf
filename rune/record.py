"""Frozen value records for the data model, without the dataclass machinery.

The data model's types are frozen value records: built once, never changed,
equal and hashed by their fields, printed as ``Name(field=value, ...)``.
``dataclasses`` gives that by writing each class's methods as source text and
compiling it when the class is defined, in every process: about half a
millisecond a class, 15 to 20 ms for the records a plain manifest scan
defines, plus the import of ``dataclasses`` itself (``inspect``, ``ast``,
``dis``, ``tokenize``). A :class:`Record` subclass gets the same behaviour from
methods written once, here, and compiled into the bytecode cache:

* fields are the class's annotations, in order (``ClassVar`` ones excepted);
  a class value is the field's default, :func:`field` gives a factory or
  leaves the field out of equality and ``repr``;
* the constructor takes the fields positionally or by name, as a dataclass's
  does, and calls ``__post_init__`` when the class has one;
* equality and hashing use the compared fields, ``repr`` the shown ones;
* assigning or deleting an attribute raises :class:`FrozenRecordError`;
* :func:`replace` builds a copy with some fields changed (and also takes a
  dataclass, so callers need not know which they hold).

A class may write its own ``__init__``, ``__eq__``, ``__hash__`` or
``__repr__``; one that declares ``__slots__`` keeps its fields there (its
defaults then live in its own ``__init__``). Type checkers read a subclass
as a frozen dataclass (``dataclass_transform``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from operator import attrgetter
from typing import ClassVar, TypeVar, dataclass_transform, overload

__all__ = ["MISSING", "FieldInfo", "FrozenRecordError", "Record", "field", "fields", "replace"]

_T = TypeVar("_T")


class FrozenRecordError(AttributeError):
    """An attempt to change a field of a frozen record."""


class _Missing:
    __slots__ = ()

    def __repr__(self) -> str:
        return "MISSING"


_MISSING = _Missing()


class _Field:
    """What :func:`field` returns: read once, when the class is defined."""

    __slots__ = ("compare", "default", "factory", "repr")

    def __init__(
        self, default: object, factory: Callable[[], object] | None, compare: bool, repr: bool
    ) -> None:
        self.default = default
        self.factory = factory
        self.compare = compare
        self.repr = repr


@overload
def field(*, default: _T, compare: bool = True, repr: bool = True) -> _T: ...


@overload
def field(*, default_factory: Callable[[], _T], compare: bool = True, repr: bool = True) -> _T: ...


def field(
    *,
    default: object = _MISSING,
    default_factory: Callable[[], object] | None = None,
    compare: bool = True,
    repr: bool = True,
) -> object:
    """A field's default made by *default_factory* on each construction, or a
    field left out of equality and hashing (``compare=False``) or of ``repr``."""
    if default is not _MISSING and default_factory is not None:
        raise ValueError("cannot specify both default and default_factory")
    return _Field(default, default_factory, compare, repr)


def _own_fields(cls: type) -> list[tuple[str, str]]:
    # annotations are strings here (``from __future__ import annotations``);
    # not inspect.get_annotations: importing inspect is what this module spares
    notes = cls.__dict__.get("__annotations__", {})  # noqa: RUF063
    return [(name, str(note)) for name, note in notes.items() if "ClassVar" not in str(note)]


class FieldInfo:
    """One field of a record class, as :func:`fields` lists it: its name, its
    annotation as written, and its default (:data:`MISSING` when it has none
    or is made by a factory)."""

    __slots__ = ("default", "name", "type")

    def __init__(self, name: str, type: str, default: object) -> None:
        self.name = name
        self.type = type
        self.default = default

    def __repr__(self) -> str:
        return f"FieldInfo(name={self.name!r}, type={self.type!r}, default={self.default!r})"


#: the default of a field that has none
MISSING: object = _MISSING


def fields(cls: type[Record] | Record) -> tuple[FieldInfo, ...]:
    """The fields of a record class (or of a record's class), in order."""
    kind = cls if isinstance(cls, type) else cls.__class__
    return tuple(
        FieldInfo(name, kind._types[name], kind._defaults.get(name, _MISSING))
        for name in kind._names
    )


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
class Record:
    """Base of the frozen records: see the module's docstring."""

    __slots__ = ()

    #: the fields, in order, and their annotations as written
    _names: ClassVar[tuple[str, ...]] = ()
    _types: ClassVar[dict[str, str]] = {}
    #: the fields equality and hashing read
    _compared: ClassVar[tuple[str, ...]] = ()
    #: the fields ``repr`` shows
    _shown: ClassVar[tuple[str, ...]] = ()
    #: each defaulted field's default, or its factory in ``_factories``
    _defaults: ClassVar[dict[str, object]] = {}
    _factories: ClassVar[dict[str, Callable[[], object]]] = {}
    #: the fields stored in ``__slots__`` rather than the instance dictionary
    _slotted: ClassVar[bool] = False
    #: the compared fields' values of a record, as one value (C code: equality
    #: and hashing are the hot paths)
    _key: ClassVar[Callable[[object], object]] = staticmethod(lambda obj: ())
    #: the field names as a set, to recognise a call naming every field
    _nameset: ClassVar[frozenset[str]] = frozenset()
    #: the class's ``__post_init__``, if it has one
    _post: ClassVar[Callable[[object], None] | None] = None

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        names = list(cls._names)
        compared = list(cls._compared)
        shown = list(cls._shown)
        defaults = dict(cls._defaults)
        factories = dict(cls._factories)
        types = dict(cls._types)
        for name, note in _own_fields(cls):
            value = cls.__dict__.get(name, _MISSING)
            spec = value if isinstance(value, _Field) else _Field(value, None, True, True)
            types[name] = note
            if name not in names:
                names.append(name)
            if spec.compare and name not in compared:
                compared.append(name)
            if spec.repr and name not in shown:
                shown.append(name)
            if spec.factory is not None:
                factories[name] = spec.factory
            elif spec.default is not _MISSING:
                defaults[name] = spec.default
                if isinstance(value, _Field):
                    setattr(cls, name, spec.default)
            elif name in defaults or name in factories:
                pass  # a subclass may not drop an inherited default
            elif (defaults or factories) and "__init__" not in cls.__dict__:
                raise TypeError(f"non-default field {name!r} follows a default field")
            if isinstance(value, _Field) and spec.factory is not None:
                delattr(cls, name)
        cls._names = tuple(names)
        cls._types = types
        cls._compared = tuple(compared)
        cls._shown = tuple(shown)
        cls._defaults = defaults
        cls._factories = factories
        cls._slotted = "__slots__" in cls.__dict__
        if compared:
            cls._key = staticmethod(attrgetter(*compared))
        cls._nameset = frozenset(names)
        cls._post = getattr(cls, "__post_init__", None)

    def __init__(self, *args: object, **kwargs: object) -> None:
        cls = self.__class__
        names = cls._names
        # the common calls, every field given positionally or every field by name
        if not kwargs and len(args) == len(names):
            pairs: Iterable[tuple[str, object]] = zip(names, args, strict=True)
        elif not args and len(kwargs) == len(names) and kwargs.keys() == cls._nameset:
            pairs = [(name, kwargs[name]) for name in names]
        else:
            pairs = self._resolve(args, kwargs).items()
        if cls._slotted:
            setter = object.__setattr__
            for name, value in pairs:
                setter(self, name, value)
        else:
            self.__dict__.update(pairs)
        if cls._post is not None:
            cls._post(self)

    @classmethod
    def _resolve(cls, args: tuple[object, ...], kwargs: dict[str, object]) -> dict[str, object]:
        """Every field's value, from the arguments, the defaults and the factories."""
        names = cls._names
        if len(args) > len(names):
            raise TypeError(
                f"{cls.__name__}() takes {len(names)} positional arguments "
                f"but {len(args)} were given"
            )
        values = dict(zip(names, args, strict=False))  # the rest by name or default
        for name, value in kwargs.items():
            if name in values:
                raise TypeError(f"{cls.__name__}() got multiple values for argument {name!r}")
            if name not in cls._names:
                raise TypeError(f"{cls.__name__}() got an unexpected keyword argument {name!r}")
            values[name] = value
        if len(values) < len(names):
            for name in names:
                if name in values:
                    continue
                if name in cls._factories:
                    values[name] = cls._factories[name]()
                elif name in cls._defaults:
                    values[name] = cls._defaults[name]
                else:
                    raise TypeError(f"{cls.__name__}() missing required argument {name!r}")
        return {name: values[name] for name in names}

    def _values(self, names: tuple[str, ...]) -> tuple[object, ...]:
        return tuple([getattr(self, name) for name in names])

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        key = self.__class__._key
        return bool(key(self) == key(other))

    def __hash__(self) -> int:
        return hash(self.__class__._key(self))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self._shown)
        return f"{self.__class__.__qualname__}({shown})"

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenRecordError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenRecordError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple[Callable[..., object], tuple[object, ...]]:
        # copy and pickle would otherwise restore a slotted record's fields
        # with setattr, which a frozen record refuses
        return _rebuild, (self.__class__, self._values(self._names))


def _rebuild(cls: type[Record], values: tuple[object, ...]) -> Record:
    """A record of *cls* holding *values*, without running its constructor."""
    obj = object.__new__(cls)
    setter = object.__setattr__
    for name, value in zip(cls._names, values, strict=True):
        setter(obj, name, value)
    return obj


def replace(obj: _T, /, **changes: object) -> _T:
    """*obj* with the named fields changed: a :class:`Record`, or a dataclass."""
    if isinstance(obj, Record):
        values = {name: getattr(obj, name) for name in obj._names}
        for name in changes:
            if name not in values:
                raise TypeError(f"{obj.__class__.__name__} has no field {name!r}")
        values.update(changes)
        return obj.__class__(**values)
    import dataclasses  # only for a dataclass, which has imported it already

    return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
