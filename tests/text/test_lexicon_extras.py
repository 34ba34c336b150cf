"""The ``_x_*`` lexicon modules: entries added to several languages at once are
appended to each language's own, spelled as that language's script folds."""

from __future__ import annotations

import sys
import types

import pytest

from rune.text import lexicon
from rune.text.lexicon import _with_extras
from rune.text.lexicon._base import Lexicon


def _install(monkeypatch: pytest.MonkeyPatch, extra: dict[str, dict[str, tuple[str, ...]]]) -> None:
    module = types.ModuleType("rune.text.lexicon._x_probe")
    module.EXTRA = extra  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "rune.text.lexicon._x_probe", module)
    monkeypatch.setattr(lexicon, "_EXTRA_MODULES", ("_x_probe",))


def test_extras_are_appended_to_the_language_they_name(monkeypatch: pytest.MonkeyPatch) -> None:
    _install(monkeypatch, {"es": {"override": (r"olvida lo de antes",)}})
    es = Lexicon(lang="es", override=(r"ignora todo",))
    fr = Lexicon(lang="fr", override=(r"ignore tout",))
    assert _with_extras(es).override == (r"ignora todo", r"olvida lo de antes")
    assert _with_extras(fr) == fr


def test_arabic_extras_are_spelled_with_the_arabic_folds(monkeypatch: pytest.MonkeyPatch) -> None:
    _install(monkeypatch, {"ar": {"conceal": ("لا تخبر أحدا",)}})
    got = _with_extras(Lexicon(lang="ar")).conceal
    assert got and "[أإآا]" in got[0]


def test_an_unknown_field_fails_loudly(monkeypatch: pytest.MonkeyPatch) -> None:
    _install(monkeypatch, {"es": {"no_such_field": ("x",)}})
    with pytest.raises((TypeError, ValueError, AttributeError)):
        _with_extras(Lexicon(lang="es"))


def test_every_extra_module_names_known_languages_and_fields() -> None:
    import importlib

    langs = {lex.lang for lex in lexicon.build()}
    for name in lexicon._EXTRA_MODULES:
        extra = importlib.import_module(f"rune.text.lexicon.{name}").EXTRA
        assert set(extra) <= langs, name
        for fields in extra.values():
            for key, entries in fields.items():
                assert isinstance(entries, tuple) and entries, (name, key)
