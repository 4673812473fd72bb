""""You may have [someone or something] [do something]" in triggered abilities (CR 603.5,
608.2d), played from printed cards: the effect as "[subject] [does something]" reads, its
controller choosing as it resolves whether it happens.

Blightcaster ("Whenever you cast an enchantment spell, you may have target creature get
-2/-2 until end of turn."): cast Opal Caryatid; said yes, the opponent's Grizzly Bears die
(704.5f), said no, they live. Akoum Battlesinger ("Whenever this creature or another Ally
you control enters, you may have Ally creatures you control get +1/+0 until end of turn.", a
plural subject): each Ally gets +1/+0, the non-Ally Grizzly Bears not. Affectionate Indrik
("When this creature enters, you may have it fight target creature you don't control."):
the Indrik and Hill Giant deal damage to each other (701.14a) when its controller says yes.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BLIGHTCASTER = CardDef(
    name="Blightcaster", mana_cost="{3}{B}", type_line="Creature — Human Wizard",
    text="Whenever you cast an enchantment spell, you may have target creature get -2/-2 "
         "until end of turn.", power="2", toughness="3")
OPAL_CARYATID = CardDef(
    name="Opal Caryatid", mana_cost="{W}", type_line="Enchantment",
    text="When an opponent casts a creature spell, if this permanent is an enchantment, it "
         "becomes a 2/2 Soldier creature.")
AKOUM_BATTLESINGER = CardDef(
    name="Akoum Battlesinger", mana_cost="{1}{R}", type_line="Creature — Human Berserker Ally",
    text="Haste\nWhenever this creature or another Ally you control enters, you may have Ally "
         "creatures you control get +1/+0 until end of turn.", power="1", toughness="1")
AFFECTIONATE_INDRIK = CardDef(
    name="Affectionate Indrik", mana_cost="{5}{G}", type_line="Creature — Beast",
    text="When this creature enters, you may have it fight target creature you don't "
         "control. (Each deals damage equal to its power to the other.)",
    power="4", toughness="4")

CARDS = (BLIGHTCASTER, OPAL_CARYATID, AKOUM_BATTLESINGER, AFFECTIONATE_INDRIK)
kit = pytest.mark.plugins("haste", extra={"may-have-kit": card_pool("may-have-kit", CARDS)})


def _blightcaster(table: Table, answer: str) -> None:
    table.battlefield(0, "Blightcaster")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Opal Caryatid")
    table.mana(0, "W")
    table.answer("targets", "Grizzly Bears")
    table.answer("may", answer, player=0)
    table.cast("Opal Caryatid")
    table.resolve_all()


@kit
def test_blightcaster_said_yes_shrinks_the_target(table: Table) -> None:
    """CR 603.5, 608.2d: yes: Grizzly Bears get -2/-2 and die (704.5f)."""
    _blightcaster(table, "yes")
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


@kit
def test_blightcaster_said_no_does_nothing(table: Table) -> None:
    """CR 608.2d: no: nothing happens to the target."""
    _blightcaster(table, "no")
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
    assert table.power("Grizzly Bears") == 2


@kit
def test_akoum_battlesinger_pumps_each_ally(table: Table) -> None:
    """CR 611.2c: Ally creatures you control each get +1/+0; Grizzly Bears, no Ally, not."""
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Akoum Battlesinger")
    table.mana(0, "RR")
    table.answer("may", "yes", player=0)
    table.cast("Akoum Battlesinger")
    table.resolve_all()
    assert table.power("Akoum Battlesinger") == 2
    assert table.power("Grizzly Bears") == 2


@kit
def test_affectionate_indrik_fights_when_said_yes(table: Table) -> None:
    """CR 701.14a: yes: each deals damage equal to its power to the other."""
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Affectionate Indrik")
    table.mana(0, "GGGGGG")
    table.answer("targets", "Hill Giant")
    table.answer("may", "yes", player=0)
    table.cast("Affectionate Indrik")
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    assert table.game.obj(table.find("Affectionate Indrik").id).damage == 3


@kit
def test_affectionate_indrik_said_no_does_not_fight(table: Table) -> None:
    """CR 608.2d: no: no damage either way."""
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Affectionate Indrik")
    table.mana(0, "GGGGGG")
    table.answer("targets", "Hill Giant")
    table.answer("may", "no", player=0)
    table.cast("Affectionate Indrik")
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    assert table.game.obj(table.find("Affectionate Indrik").id).damage == 0


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
