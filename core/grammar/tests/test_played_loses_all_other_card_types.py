"""Auras whose enchanted permanent "is an enchantment and loses all other card types", played
(CR 205.1a, 303.4, 613.1d, 611.3a).

Enchantmentize and One with the Stars: the enchanted creature's card types are replaced by
enchantment (its creature types go with them, 205.1a); it keeps its abilities; it is no
creature while the Aura is attached, and a creature again once the Aura has left.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.turns import Step

ENCHANTMENTIZE = CardDef(
    name="Enchantmentize", mana_cost="{3}{U}", type_line="Enchantment — Aura",
    text="Enchant creature or enchantment\nEnchanted permanent is an enchantment and loses all "
         "other card types. (It still has its abilities, but it's no longer a creature.)")
ONE_WITH_THE_STARS = CardDef(
    name="One with the Stars", mana_cost="{3}{U}", type_line="Enchantment — Aura",
    text="Enchant creature or enchantment\nEnchanted permanent is an enchantment and loses all "
         "other card types. (It still has its abilities, but it's no longer a creature.)")

PRINTED = (ENCHANTMENTIZE, ONE_WITH_THE_STARS)
kit = pytest.mark.plugins(extra={"card-types-kit": card_pool("card-types-kit", PRINTED)})


def _enchant(table: Table, aura: str, creature: str) -> None:
    table.lands(0, "Island", 4)
    table.hand(0, aura)
    table.cast(aura, targets=[creature])
    table.resolve()
    assert table.find(aura).attached_to == table.find(creature).id


@kit
def test_enchantmentize_makes_an_angel_an_enchantment_until_the_aura_leaves(
        table: Table) -> None:
    """CR 205.1a: the Serra Angel is an enchantment only, no Angel (its creature type goes with
    the creature type), still flying (its abilities stay); no creature, it can't attack
    (508.1a). Naturalize destroys the Aura: the effect ends (611.3a) and it attacks for 4."""
    table.battlefield(0, "Serra Angel")
    angel = table.find("Serra Angel")
    _enchant(table, "Enchantmentize", "Serra Angel")
    tl = table.game.chars(angel.id).type_line
    assert tl.card_types == ("Enchantment",)
    assert not tl.has_subtype("Angel")
    assert table.has_keyword("Serra Angel", "flying")
    table.go_to(Step.BEGIN_COMBAT)
    with pytest.raises(IllegalActionError):
        table.attack("Serra Angel")
    table.lands(0, "Forest", 2)
    table.hand(0, "Naturalize")
    table.cast("Naturalize", targets=["Enchantmentize"])
    table.resolve()
    tl = table.game.chars(angel.id).type_line
    assert tl.has_type("Creature") and tl.has_subtype("Angel")
    table.attack("Serra Angel")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)


@kit
def test_one_with_the_stars_leaves_a_creature_no_target_for_shock(table: Table) -> None:
    """CR 205.1a, 115.1: the opponent's Grizzly Bears is no creature: Shock ("any target":
    creature, player, planeswalker or battle) can't target it; the other Bears still can."""
    table.battlefield(1, "Grizzly Bears")
    bears = table.find("Grizzly Bears", player=1)
    _enchant(table, "One with the Stars", f"Grizzly Bears#{bears.id}")
    assert table.game.chars(bears.id).type_line.card_types == ("Enchantment",)
    table.battlefield(1, "Grizzly Bears")
    other = next(o for o in table.game.battlefield(1)
                 if o.card.name == "Grizzly Bears" and o.id != bears.id)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    with pytest.raises(IllegalActionError):
        table.cast("Shock", targets=[f"Grizzly Bears#{bears.id}"])
    table.cast("Shock", targets=[f"Grizzly Bears#{other.id}"])
    table.resolve()
    assert table.game.find(other.id) is None
    assert table.game.find(bears.id) is not None


def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
