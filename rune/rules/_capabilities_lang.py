"""The shape of one language's capability vocabulary (see
:mod:`rune.rules._capabilities_langs`, which lists the languages).

:class:`Lang` is a plain immutable record rather than a dataclass: the
decorator writes and compiles its methods in every process that imports
the vocabulary, for two dozen instances that need none of them.
"""

from __future__ import annotations

#: every field of :class:`Lang` and its default, in order (``tag`` and
#: ``order`` have none)
_DEFAULTS: dict[str, object] = {
    "window": 1,
    "also_tail": 0,
    "neg_after": 0,
    "stop": "",
    "openers": "",
    "neg": "",
    "destroy": "",
    "send": "",
    "run": "",
    "code": "",
    "write": "",
    "ship": "",
    "read": "",
    "private": "",
    "untrusted": "",
    "public": "",
    "money": "",
    "url": "url,http,https",
    "letters": "",
}
_FIELDS = ("tag", "order", *_DEFAULTS)


class Lang:
    """One language's vocabulary; compared, hashed and printed by its fields."""

    __slots__ = _FIELDS

    #: the language's ISO 639-1 code
    tag: str
    order: str
    window: int
    also_tail: int
    #: words after a verb-first verb where a negation still negates it
    neg_after: int
    #: function words that mark the language (Latin script only)
    stop: str
    #: openings to skip before the main verb ("Cet outil permet de")
    openers: str
    #: words that negate the verb near it
    neg: str
    destroy: str
    send: str
    #: verbs that run code when a code word follows, else read
    run: str
    #: what makes a running verb run code (command, script, shell)
    code: str
    write: str
    #: writes that ship something to others (deploy, merge, push)
    ship: str
    read: str
    private: str
    untrusted: str
    #: objects that, created, reach someone else
    public: str
    money: str
    url: str
    #: letters only this language writes (Latin script only), as evidence of it
    letters: str

    def __init__(self, *args: object, **kwargs: object) -> None:
        if len(args) > len(_FIELDS):
            raise TypeError(f"Lang takes at most {len(_FIELDS)} positional arguments")
        values = dict(zip(_FIELDS, args, strict=False))
        for name, value in kwargs.items():
            if name not in _FIELDS or name in values:
                raise TypeError(f"Lang got an unexpected or repeated argument {name!r}")
            values[name] = value
        for name in _FIELDS:
            if name in values:
                object.__setattr__(self, name, values[name])
            elif name in _DEFAULTS:
                object.__setattr__(self, name, _DEFAULTS[name])
            else:
                raise TypeError(f"Lang missing required argument {name!r}")

    def _values(self) -> tuple[object, ...]:
        return tuple(getattr(self, n) for n in _FIELDS)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        inner = ", ".join(f"{n}={getattr(self, n)!r}" for n in _FIELDS)
        return f"Lang({inner})"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"cannot delete field {name!r}")
