"""Plugins made in a test: from functions (:func:`plugin`) or from a few cards (:func:`card_pool`),
given to the ``plugins`` marker as ``extra={"name": ...}``."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, TypeVar, cast

from manastack.api import CardDef, CardSource, MemoryCardSource, hookimpl

_T = TypeVar("_T")  # a test function or class, returned marked


class InProcessPlugin:
    """A plugin made of functions, for ``extra={"name": plugin(...)}`` (see :func:`plugin`)."""

    def __init__(self, **hooks: Callable[..., Any]) -> None:
        for name, function in hooks.items():
            setattr(self, name, function if hasattr(function, "manastack_impl")
                    else hookimpl(function))

    def __repr__(self) -> str:
        return f"plugin({', '.join(sorted(vars(self)))})"


def plugin(**hooks: Callable[..., Any]) -> InProcessPlugin:
    """An in-process plugin implementing the hooks given by name:
    ``plugin(manastack_cast_restrictions=no_bolts)``. Each function is marked with
    ``hookimpl`` unless it already is (``hookimpl(tryfirst=True)(f)`` keeps its options)."""
    return InProcessPlugin(**hooks)


def card_pool(name: str, cards: Iterable[CardDef]) -> object:
    """A plugin registering only ``cards`` (a card source called ``name``), for
    ``@pytest.mark.plugins(extra={"cards": card_pool(...)})``: exact Oracle text of cards
    no installed pool ships, or cards made up for a rule."""
    source = MemoryCardSource(name, cards)

    class CardPool:
        @staticmethod
        @hookimpl
        def manastack_register_card_sources() -> list[CardSource]:
            return [source]

    return CardPool()


def corpus_installed() -> bool:
    """Is the Oracle corpus installed (``manastack-core[oracle]``, or the file
    ``MANASTACK_ORACLE_CORPUS`` names)?"""
    from manastack.api import OracleCorpusSource

    path = OracleCorpusSource.default_path()
    return path is not None and path.is_file()


def needs_corpus(test: _T) -> _T:
    """Skip ``test`` where the Oracle corpus is not installed (a test reading printed cards
    outside its package's pool, as a plugin package's tests run alone)."""
    import pytest

    mark = pytest.mark.skipif(not corpus_installed(), reason="Oracle corpus not installed")
    return cast(_T, mark(test))


def assert_printed(cards: Iterable[CardDef | None]) -> None:
    """Assert that each of ``cards`` is printed as the Oracle corpus has it: same name, mana
    cost, type line, power, toughness and text (so a test playing it plays the real card).
    Skips the test when no corpus is installed (``manastack-core[oracle]``)."""
    import pytest

    from manastack.api import OracleCorpusSource

    if not corpus_installed():
        pytest.skip("Oracle corpus not installed")
    source = OracleCorpusSource(OracleCorpusSource.default_path())
    for mine in cards:
        assert mine is not None
        d = source.get(mine.name)
        assert d is not None, f"{mine.name!r} is not in the Oracle corpus"
        assert (d.mana_cost, d.type_line, d.power, d.toughness, d.text) == \
            (mine.mana_cost, mine.type_line, mine.power, mine.toughness, mine.text), mine.name
