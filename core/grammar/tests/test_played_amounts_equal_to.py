""""[effect] equal to [amount]" read as "[effect] X ..., where X is [amount]" (CR 107.3c,
608.2h), so every amount reads with every effect that takes a number, played from printed
cards.

Bounteous Kirin gains life equal to the mana value (4) of the Spirit spell cast; Thor, God of
Thunder deals damage equal to the mana value (3) of a noncreature spell to Bob. Maga,
Traitor to Mortals, cast for X=3, makes Bob lose 3 life ("the number of +1/+1 counters on
it": the source, 122.1). Heliophial, sacrificed with two charge counters, deals 2 damage as
it last existed (608.2h). Reverent Hunter gets counters equal to its controller's devotion
to green (700.5): three, its own {G} counted. Watchful Blisterzoa, dying with three oil
counters, draws three cards. Mortis Dogs, dying after attacking as a 4/2, makes Bob lose 4
(its power as it last existed, 603.10a).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BOUNTEOUS_KIRIN = CardDef(
    name="Bounteous Kirin", mana_cost="{5}{G}{G}", type_line="Legendary Creature — Kirin Spirit",
    text="Flying\nWhenever you cast a Spirit or Arcane spell, you may gain life equal to that "
         "spell's mana value.", power="4", toughness="4")
KAMI_OF_OLD_STONE = CardDef(name="Kami of Old Stone", mana_cost="{3}{W}",
                            type_line="Creature — Spirit", text="", power="1", toughness="7")
THOR = CardDef(
    name="Thor, God of Thunder", mana_cost="{3}{R}{R}",
    type_line="Legendary Creature — God Warrior Hero",
    text="Flying\nWhen Thor enters, exile target Equipment, instant, or sorcery card from your "
         "graveyard. Until the end of your next turn, you may play that card.\nWhenever you "
         "cast a noncreature spell, Thor deals damage equal to that spell's mana value to any "
         "target.", power="5", toughness="5")
DIVINATION = CardDef(name="Divination", mana_cost="{2}{U}", type_line="Sorcery",
                     text="Draw two cards.")
MAGA = CardDef(
    name="Maga, Traitor to Mortals", mana_cost="{X}{B}{B}{B}",
    type_line="Legendary Creature — Human Wizard",
    text="Maga enters with X +1/+1 counters on it.\nWhen Maga enters, target player loses life "
         "equal to the number of +1/+1 counters on it.", power="0", toughness="0")
HELIOPHIAL = CardDef(
    name="Heliophial", mana_cost="{5}", type_line="Artifact",
    text="Sunburst (This artifact enters with a charge counter on it for each color of mana "
         "spent to cast it.)\n{2}, Sacrifice this artifact: It deals damage equal to the number "
         "of charge counters on it to any target.")
REVERENT_HUNTER = CardDef(
    name="Reverent Hunter", mana_cost="{2}{G}", type_line="Creature — Human Archer",
    text="When this creature enters, put a number of +1/+1 counters on it equal to your "
         "devotion to green. (Each {G} in the mana costs of permanents you control counts "
         "toward your devotion to green.)", power="1", toughness="1")
WATCHFUL_BLISTERZOA = CardDef(
    name="Watchful Blisterzoa", mana_cost="{4}{U}{U}",
    type_line="Creature — Phyrexian Jellyfish",
    text="Flying\nThis creature enters with an oil counter on it.\nWhen this creature dies, "
         "draw cards equal to the number of oil counters on it.", power="4", toughness="4")
MORTIS_DOGS = CardDef(
    name="Mortis Dogs", mana_cost="{3}{B}", type_line="Creature — Phyrexian Dog",
    text="Whenever this creature attacks, it gets +2/+0 until end of turn.\nWhen this creature "
         "dies, target player loses life equal to its power.", power="2", toughness="2")
MURDER = CardDef(name="Murder", mana_cost="{1}{B}{B}", type_line="Instant",
                 text="Destroy target creature.")

CARDS = (BOUNTEOUS_KIRIN, KAMI_OF_OLD_STONE, THOR, DIVINATION, MAGA, HELIOPHIAL,
         REVERENT_HUNTER, WATCHFUL_BLISTERZOA, MORTIS_DOGS, MURDER)
kit = pytest.mark.plugins(extra={"equal-to-kit": card_pool("equal-to-kit", CARDS)})
#: Heliophial has sunburst, a keyword of its own plugin (CR 702.44)
sunburst_kit = pytest.mark.plugins("sunburst",
                                   extra={"equal-to-kit": card_pool("equal-to-kit", CARDS)})


@kit
def test_bounteous_kirin_gains_the_spirit_spells_mana_value(table: Table) -> None:
    """CR 603.7c, 202.3: Kami of Old Stone has mana value 4: 4 life, not 1."""
    table.battlefield(0, "Bounteous Kirin")
    table.hand(0, "Kami of Old Stone")
    table.mana(0, "WWWW")
    table.cast("Kami of Old Stone")
    table.answer("may", "yes")
    table.resolve()  # the trigger
    table.assert_life(0, 24)
    table.assert_zone("Kami of Old Stone", Zone.STACK)


@kit
def test_thor_deals_the_noncreature_spells_mana_value(table: Table) -> None:
    """CR 120.3, 202.3: Divination (mana value 3) cast: 3 damage to Bob."""
    table.battlefield(0, "Thor, God of Thunder")
    table.hand(0, "Divination")
    table.library(0, "Island", "Island")
    table.mana(0, "UUU")
    table.answer("targets", "Bob")  # as the trigger is put on the stack (CR 603.3d)
    table.cast("Divination")
    table.resolve_all()
    table.assert_life(1, 17)
    assert table.find("Thor, God of Thunder").damage == 0
    assert table.names(Zone.HAND, 0) == ["Island", "Island"]


@kit
def test_maga_makes_the_target_lose_its_counters(table: Table) -> None:
    """CR 122.1, 107.3c: cast for X=3, three +1/+1 counters on it: Bob loses 3."""
    table.hand(0, "Maga, Traitor to Mortals")
    table.mana(0, "BBBBBB")
    table.cast("Maga, Traitor to Mortals", x=3)
    table.answer("targets", "Bob")
    table.resolve_all()
    table.assert_counters("Maga, Traitor to Mortals", "+1/+1", 3)
    table.assert_life(1, 17)
    table.assert_life(0, 20)


@sunburst_kit
def test_heliophial_deals_its_charge_counters_as_it_last_existed(table: Table) -> None:
    """CR 608.2h: sacrificed with two charge counters: 2 damage to Bob."""
    table.battlefield(0, "Heliophial", counters={"charge": 2})
    table.mana(0, "CC")
    table.activate("Heliophial", targets=["Bob"])
    table.resolve_all()
    table.assert_zone("Heliophial", Zone.GRAVEYARD, 0)
    table.assert_life(1, 18)


@kit
def test_reverent_hunter_gets_counters_equal_to_devotion(table: Table) -> None:
    """CR 700.5: Alice's Kirin {5}{G}{G} and the Hunter {2}{G}: devotion 3, three counters."""
    table.battlefield(0, "Bounteous Kirin")
    table.battlefield(1, "Llanowar Elves")
    table.hand(0, "Reverent Hunter")
    table.mana(0, "GGG")
    table.cast("Reverent Hunter")
    table.resolve_all()
    table.assert_counters("Reverent Hunter", "+1/+1", 3)


@kit
def test_watchful_blisterzoa_draws_a_card_for_each_oil_counter(table: Table) -> None:
    """CR 603.10a: three oil counters as it last existed: three cards."""
    table.battlefield(0, "Watchful Blisterzoa", counters={"oil": 3})
    table.library(0, "Island", "Island", "Island", "Island")
    table.hand(0, "Murder")
    table.mana(0, "BBB")
    table.cast("Murder", targets=["Watchful Blisterzoa"])
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == ["Island"] * 3


@kit
def test_mortis_dogs_loses_its_power_as_it_last_existed(table: Table) -> None:
    """CR 603.10a, 608.2h: destroyed while a 4/2 after attacking: Bob loses 4, not 2."""
    table.battlefield(0, "Mortis Dogs")
    table.attack("Mortis Dogs")
    table.resolve_all()
    assert table.power("Mortis Dogs") == 4
    table.hand(0, "Murder")
    table.mana(0, "BBB")
    table.cast("Murder", targets=["Mortis Dogs"])
    table.answer("targets", "Bob")
    table.resolve_all()
    table.assert_life(1, 16)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)


@kit
@pytest.mark.parametrize("text", [
    # "it" is the creature that entered, which may not be the source (CR 603.2)
    "Whenever this creature or another creature you control enters, it deals damage equal "
    "to the number of creatures you control to any target.",
    # "it" is each creature, counting its own counters, not the source's
    "When this creature enters, each creature you control gets +1/+1 until end of turn for "
    "each +1/+1 counter on it.",
])
def test_an_it_that_may_not_be_the_source_is_refused(table: Table, text: str) -> None:
    """Read means right: an "it" that could name another object is not guessed."""
    with pytest.raises(Exception, match="not understood"):
        table.card("Test Hero", "Creature — Hero", text, "{2}", "2", "2")
