"""The hooks a keyword plugin needs, used as a third party would (CR 113.6k, 603.2, 702):
a keyword built with the card's builder into several abilities, one of them a "when you
cast this spell" trigger working from the stack (a storm- or cascade-like keyword)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from pytest_manastack import Table, plugin

from manastack.api import KeywordAbility, KeywordTrigger, TriggeredAbility, Zone
from manastack_grammar.api import Builder, KeywordDef, NotUnderstood, recognize_line_ability


def _echoing(match: re.Match[str], b: Builder) -> tuple[Any, ...]:
    """A made-up keyword "Echoing Life": "When you cast this spell, you gain 2 life."
    (read by the card's builder) besides a plain keyword ability of the same name."""
    read = recognize_line_ability("When you cast this spell, you gain 2 life.", b)
    if not isinstance(read, TriggeredAbility):
        raise NotUnderstood(match.group(0))
    return (KeywordAbility(keyword="echoing life", text=match.group(0)),
            KeywordTrigger(trigger=read.trigger, effect=read.effect, keyword="echoing life",
                           text=match.group(0)))


def _keywords() -> list[KeywordDef]:
    return [KeywordDef(name="echoing life", pattern="echoing life", rule="702",
                       build=_echoing, with_builder=True)]


def _old_style() -> list[KeywordDef]:
    """A build taking only the match (every plugin written before ``with_builder``)."""
    return [KeywordDef(name="old style", pattern="old style",
                       build=lambda m: KeywordAbility(keyword="old style", text=m.group(0)))]


KEYWORDS = plugin(manastack_register_keywords=_keywords)
OLD = plugin(manastack_register_keywords=_old_style)


@pytest.mark.plugins(extra={"echoing": KEYWORDS, "old": OLD})
def test_a_keyword_build_returns_several_abilities_read_with_the_builder(table: Table) -> None:
    card = table.card("Test Echo", "Sorcery", "Echoing Life\nDraw a card.", "{1}")
    kinds = [type(a).__name__ for a in card.abilities if not a.text.startswith("Draw")]
    assert kinds[:2] == ["KeywordAbility", "KeywordTrigger"]
    old = table.card("Test Old", "Creature — Test", "Old style", "{1}", "1", "1")
    assert [getattr(a, "keyword", None) for a in old.abilities] == ["old style"]


@pytest.mark.plugins(extra={"echoing": KEYWORDS})
def test_113_6k_a_keywords_cast_trigger_works_from_the_stack(table: Table) -> None:
    """CR 113.6k, 603.2: the "when you cast this spell" trigger of the keyword triggers as
    the spell becomes cast (601.2i) and resolves before the spell."""
    card = table.card("Test Echo", "Sorcery", "Echoing Life\nDraw a card.", "{1}")
    table.hand(0, card)  # type: ignore[arg-type]
    table.library(0, "Island")
    table.lands(0, "Forest", 1)
    spell = table.cast("Test Echo")
    assert table.game.has_keyword(spell.id, "echoing life")
    table.assert_logged(rule="113.6k")
    table.resolve()
    table.assert_life(0, 22)
    table.assert_zone("Test Echo", Zone.STACK)
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Island"]


@pytest.mark.plugins(extra={"echoing": KEYWORDS})
def test_a_keyword_trigger_alone_reports_its_keyword(table: Table) -> None:
    """A KeywordTrigger is enough for has_keyword (702.108a prowess is only a trigger)."""
    card = table.card("Test Echo", "Creature — Test", "Echoing Life", "{1}", "1", "1")
    trigger = next(a for a in card.abilities if isinstance(a, KeywordTrigger))
    table.battlefield(0, card)  # type: ignore[arg-type]
    oid = table.find("Test Echo", zone=Zone.BATTLEFIELD).id
    assert table.game.has_keyword(oid, "echoing life")
    from manastack.api import keyword_names

    assert keyword_names((trigger,)) == frozenset({"echoing life"})
