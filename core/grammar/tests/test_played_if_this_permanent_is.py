"""Conditions on the source's card types now (CR 205.2a, 603.4, 608.2c), and "it" of the
effect that follows meaning the condition's subject, played from printed cards.

Opal Caryatid ("When an opponent casts a creature spell, if this permanent is an
enchantment, it becomes a 2/2 Soldier creature."): the opponent's Grizzly Bears makes it a
2/2 Soldier creature, no longer an enchantment (its card type set, 205.1a); the opponent's
next creature spell doesn't trigger it, it being no enchantment then (603.4). Answered
Prayers ("Whenever a creature you control enters, you gain 1 life. If this enchantment isn't
a creature, it becomes a 3/3 Angel creature with flying in addition to its other types until
end of turn."): the enchantment itself becomes the Angel, not the creature that entered, and
stays an enchantment (205.1b).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

OPAL_CARYATID = CardDef(
    name="Opal Caryatid", mana_cost="{W}", type_line="Enchantment",
    text="When an opponent casts a creature spell, if this permanent is an enchantment, it "
         "becomes a 2/2 Soldier creature.")
ANSWERED_PRAYERS = CardDef(
    name="Answered Prayers", mana_cost="{1}{W}{W}", type_line="Enchantment",
    text="Whenever a creature you control enters, you gain 1 life. If this enchantment isn't "
         "a creature, it becomes a 3/3 Angel creature with flying in addition to its other "
         "types until end of turn.")

CARDS = (OPAL_CARYATID, ANSWERED_PRAYERS)
kit = pytest.mark.plugins(extra={"this-permanent-kit": card_pool("this-permanent-kit", CARDS)})


def _types(table: Table, name: str) -> tuple[bool, bool]:
    chars = table.game.chars(table.find(name).id)
    return chars.type_line.has_type("Creature"), chars.type_line.has_type("Enchantment")


@kit
def test_opal_caryatid_becomes_a_soldier_when_an_opponent_casts_a_creature(
        table: Table) -> None:
    """CR 603.4, 205.1a: an enchantment as the spell is cast: a 2/2 Soldier creature now."""
    table.battlefield(0, "Opal Caryatid")
    table.library(1, "Forest")
    table.next_turn()
    table.hand(1, "Grizzly Bears")
    table.mana(1, "GG")
    table.cast("Grizzly Bears")
    table.resolve_all()
    assert _types(table, "Opal Caryatid") == (True, False)
    assert (table.power("Opal Caryatid"), table.toughness("Opal Caryatid")) == (2, 2)
    assert table.game.chars(table.find("Opal Caryatid").id).type_line.has_subtype("Soldier")


@kit
def test_opal_caryatid_no_longer_an_enchantment_does_not_trigger(table: Table) -> None:
    """CR 603.4: a creature, not an enchantment, as the next creature spell is cast."""
    table.battlefield(0, "Opal Caryatid")
    table.library(1, "Forest")
    table.next_turn()
    table.hand(1, "Grizzly Bears", "Hill Giant")
    table.mana(1, "GG")
    table.cast("Grizzly Bears")
    table.resolve_all()
    triggered = sum(1 for e in table.game.log if e.rule == "603.2"
                    and "Opal Caryatid" in e.text)
    table.mana(1, "RRRR")
    table.cast("Hill Giant")
    table.resolve_all()
    assert triggered == 1
    assert sum(1 for e in table.game.log if e.rule == "603.2"
               and "Opal Caryatid" in e.text) == 1


@kit
def test_opal_caryatid_your_own_creature_spell_does_not_trigger(table: Table) -> None:
    """CR 603.2: only an opponent's creature spell: it stays an enchantment."""
    table.battlefield(0, "Opal Caryatid")
    table.hand(0, "Grizzly Bears")
    table.mana(0, "GG")
    table.cast("Grizzly Bears")
    table.resolve_all()
    assert _types(table, "Opal Caryatid") == (False, True)


@kit
def test_answered_prayers_itself_becomes_the_angel(table: Table) -> None:
    """CR 608.2c, 205.1b: not a creature: the enchantment becomes a 3/3 Angel, still an
    enchantment; the Bears entering are untouched; 1 life gained."""
    table.battlefield(0, "Answered Prayers")
    table.hand(0, "Grizzly Bears")
    table.mana(0, "GG")
    table.cast("Grizzly Bears")
    table.resolve_all()
    table.assert_life(0, 21)
    assert _types(table, "Answered Prayers") == (True, True)
    assert (table.power("Answered Prayers"), table.toughness("Answered Prayers")) == (3, 3)
    assert table.has_keyword("Answered Prayers", "flying")
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)
    assert not table.has_keyword("Grizzly Bears", "flying")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
