"""manastack._lazy.LazyPattern: compiled on first use, then the same as re.compile."""

from __future__ import annotations

import re
import sys

from manastack._lazy import LazyPattern


def test_compiled_on_first_use_and_answers_like_re() -> None:
    lazy = LazyPattern(r"(\d+) (\w+)", re.IGNORECASE)
    assert lazy._compiled is None  # nothing compiled by defining it
    text = "deals 3 damage to 2 targets"
    real = re.compile(r"(\d+) (\w+)", re.IGNORECASE)
    assert lazy.search(text).group(0) == real.search(text).group(0)  # type: ignore[union-attr]
    assert lazy.compiled is real  # re's own cache: the very same pattern
    assert lazy.match(text) is None and lazy.match(text, 6) is not None
    assert lazy.fullmatch("3 damage") is not None
    assert lazy.findall(text) == real.findall(text)
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in real.finditer(text)]
    assert lazy.split(text) == real.split(text)
    assert lazy.sub(r"\2", text) == real.sub(r"\2", text)


def test_names_from_hands_out_the_submodules_public_names_on_first_use() -> None:
    import types

    import pytest

    from manastack._lazy import names_from

    source = types.ModuleType("mstest_source")
    source.__all__ = ["Thing"]  # type: ignore[attr-defined]
    source.Thing = object()  # type: ignore[attr-defined]
    source.helper = object()  # type: ignore[attr-defined]  # not in __all__: not handed out
    front = types.ModuleType("mstest_front")
    imported: list[str] = []

    def fake_import(name: str) -> types.ModuleType:
        imported.append(name)
        return source

    mp = pytest.MonkeyPatch()
    mp.setitem(sys.modules, "mstest_front", front)
    mp.setattr("manastack._lazy.importlib.import_module", fake_import)
    try:
        get = names_from("mstest_front", "mstest_source")
        with pytest.raises(AttributeError):
            get("__path__")  # what the import system asks: refused, nothing imported
        assert imported == []
        assert get("Thing") is source.Thing  # type: ignore[attr-defined]
        assert front.Thing is source.Thing  # type: ignore[attr-defined]  # kept: plain next
        with pytest.raises(AttributeError, match=r"mstest_front.*helper"):
            get("helper")
    finally:
        mp.undo()
