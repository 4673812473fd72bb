"""Plugins made in a test: from functions (:func:`plugin`) or from a few cards (:func:`card_pool`),
given to the ``plugins`` marker as ``extra={"name": ...}``."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest

from manastack.api import CardDef, CardSource, MemoryCardSource, hookimpl


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
    ``MANASTACK_ORACLE_CORPUS`` names)? ``OracleCorpusSource.available()``."""
    from manastack.api import OracleCorpusSource

    return OracleCorpusSource.available()


#: Skip a test, a class or a module (``pytestmark = needs_corpus``) where the Oracle corpus
#: is not installed: a test reading printed cards outside its package's pool, as a plugin
#: package's tests run alone.
needs_corpus = pytest.mark.skipif(not corpus_installed(), reason="Oracle corpus not installed")


def assert_printed(cards: Iterable[CardDef | None]) -> None:
    """Assert that each of ``cards`` is printed as the Oracle corpus has it: same name, mana
    cost, type line, power, toughness and text (so a test playing it plays the real card).
    Skips the test when no corpus is installed (``manastack-core[oracle]``)."""
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
