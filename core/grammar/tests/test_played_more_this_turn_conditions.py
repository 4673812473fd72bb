"""More conditions on this turn's records and on what "it" is now (CR 601.2a, 700.4, 119.3,
400.7, 608.2c, 603.4), played from printed cards, each with the condition true and false.

Built to Last ("Target creature gets +2/+2 until end of turn. If it's an artifact creature,
it gains indestructible until end of turn."): Ornithopter gains indestructible, Grizzly
Bears don't. Canyon Crab ("At the beginning of your end step, if you haven't cast a spell
from your hand this turn, draw a card, then discard a card.") loots in a turn its
controller cast nothing, not after casting Shock. Denethor, Ruling Steward ("At the
beginning of your end step, if a creature died under your control this turn, create a 1/1
white Human Soldier creature token.") makes the token after its controller's Grizzly Bears
died, not after the opponent's. Knight of the Ebon Legion ("At the beginning of your end
step, if a player lost 4 or more life this turn, put a +1/+1 counter on this creature.")
grows after Lightning Bolt and Shock (5 life), not after Shock alone. Living History
("Whenever you attack, if a card left your graveyard this turn, target attacking creature
gets +2/+0 until end of turn.") pumps after Zombify returned a creature card from the
graveyard, not otherwise. Eshki Dragonclaw ("At the beginning of combat on your turn, if
you've cast both a creature spell and a noncreature spell this turn, draw a card and put two
+1/+1 counters on Eshki Dragonclaw.") acts after Grizzly Bears and Shock, not after Shock
alone. Sahagin ("Whenever you cast a noncreature spell, if at least four mana was spent to
cast it, put a +1/+1 counter on this creature and it can't be blocked this turn.") grows
for Zombify (four mana), not for Shock (601.2h). Kitsune Bonesetter's "Activate only if you
have more cards in hand than each opponent." is refused with as many cards as the opponent
(602.5b, 732) and allowed with more.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

BUILT_TO_LAST = CardDef(
    name="Built to Last", mana_cost="{W}", type_line="Instant",
    text="Target creature gets +2/+2 until end of turn. If it's an artifact creature, it gains "
         "indestructible until end of turn. (Damage and effects that say \"destroy\" don't "
         "destroy it.)")
ORNITHOPTER = CardDef(
    name="Ornithopter", mana_cost="{0}", type_line="Artifact Creature — Thopter",
    text="Flying", power="0", toughness="2")
CANYON_CRAB = CardDef(
    name="Canyon Crab", mana_cost="{1}{U}", type_line="Creature — Crab",
    text="{1}{U}: This creature gets +2/-2 until end of turn.\nAt the beginning of your end "
         "step, if you haven't cast a spell from your hand this turn, draw a card, then "
         "discard a card.", power="0", toughness="5")
DENETHOR = CardDef(
    name="Denethor, Ruling Steward", mana_cost="{1}{W}{B}",
    type_line="Legendary Creature — Human Noble",
    text="At the beginning of your end step, if a creature died under your control this turn, "
         "create a 1/1 white Human Soldier creature token.\n{2}, Sacrifice another creature: "
         "Each opponent loses 1 life and you gain 1 life.", power="2", toughness="4")
KNIGHT_OF_THE_EBON_LEGION = CardDef(
    name="Knight of the Ebon Legion", mana_cost="{B}", type_line="Creature — Vampire Knight",
    text="{2}{B}: This creature gets +3/+3 and gains deathtouch until end of turn.\nAt the "
         "beginning of your end step, if a player lost 4 or more life this turn, put a +1/+1 "
         "counter on this creature. (Damage causes loss of life.)", power="1", toughness="2")
LIVING_HISTORY = CardDef(
    name="Living History", mana_cost="{1}{R}", type_line="Enchantment",
    text="When this enchantment enters, create a 2/2 red and white Spirit creature token.\n"
         "Whenever you attack, if a card left your graveyard this turn, target attacking "
         "creature gets +2/+0 until end of turn.")
SHOCK = CardDef(name="Shock", mana_cost="{R}", type_line="Instant",
                text="Shock deals 2 damage to any target.")
LIGHTNING_BOLT = CardDef(name="Lightning Bolt", mana_cost="{R}", type_line="Instant",
                         text="Lightning Bolt deals 3 damage to any target.")
ZOMBIFY = CardDef(
    name="Zombify", mana_cost="{3}{B}", type_line="Sorcery",
    text="Return target creature card from your graveyard to the battlefield.")
ESHKI_DRAGONCLAW = CardDef(
    name="Eshki Dragonclaw", mana_cost="{1}{G}{U}{R}",
    type_line="Legendary Creature — Human Warrior",
    text="Vigilance, trample, ward {1}\nAt the beginning of combat on your turn, if you've "
         "cast both a creature spell and a noncreature spell this turn, draw a card and put "
         "two +1/+1 counters on Eshki Dragonclaw.", power="4", toughness="4")
SAHAGIN = CardDef(
    name="Sahagin", mana_cost="{1}{U}", type_line="Creature — Merfolk Warrior",
    text="Whenever you cast a noncreature spell, if at least four mana was spent to cast it, "
         "put a +1/+1 counter on this creature and it can't be blocked this turn.",
    power="1", toughness="3")
KITSUNE_BONESETTER = CardDef(
    name="Kitsune Bonesetter", mana_cost="{2}{W}", type_line="Creature — Fox Cleric",
    text="{T}: Prevent the next 3 damage that would be dealt to target creature this turn. "
         "Activate only if you have more cards in hand than each opponent.",
    power="0", toughness="1")

CARDS = (ESHKI_DRAGONCLAW, SAHAGIN, KITSUNE_BONESETTER, BUILT_TO_LAST, ORNITHOPTER, CANYON_CRAB,
         DENETHOR, KNIGHT_OF_THE_EBON_LEGION, LIVING_HISTORY, SHOCK, LIGHTNING_BOLT, ZOMBIFY)
kit = pytest.mark.plugins("ward", extra={"records-kit": card_pool("records-kit", CARDS)})


def _built_to_last(table: Table, target: str) -> bool:
    table.battlefield(0, target)
    table.hand(0, "Built to Last")
    table.mana(0, "W")
    table.cast("Built to Last", targets=[target])
    table.resolve_all()
    assert table.toughness(target) == 4  # CR 613.4c: +2/+2 either way
    return table.has_keyword(target, "indestructible")


@kit
def test_built_to_last_on_an_artifact_creature_grants_indestructible(table: Table) -> None:
    """CR 608.2c: Ornithopter is an artifact creature: +2/+2 and indestructible."""
    assert _built_to_last(table, "Ornithopter")


@kit
def test_built_to_last_on_a_plain_creature_only_pumps(table: Table) -> None:
    """CR 608.2c: Grizzly Bears are no artifact: +2/+2 only."""
    assert not _built_to_last(table, "Grizzly Bears")


def _crab(table: Table, shock: bool) -> int:
    table.battlefield(0, "Canyon Crab")
    table.library(0, "Island", "Forest")
    table.hand(0, "Shock")
    if shock:
        table.mana(0, "R")
        table.cast("Shock", targets=["Bob"])
        table.resolve_all()
    table.go_to(Step.END)
    table.resolve_all()
    return len(table.game.library(0))


@kit
def test_canyon_crab_in_a_turn_without_a_spell_loots(table: Table) -> None:
    """CR 601.2a, 603.4: no spell cast from your hand this turn: draw, then discard."""
    assert _crab(table, shock=False) == 1
    assert len(table.game.graveyard(0)) == 1


@kit
def test_canyon_crab_after_casting_from_hand_does_not_loot(table: Table) -> None:
    """CR 603.4: Shock was cast from your hand this turn: no trigger."""
    assert _crab(table, shock=True) == 2


def _denethor(table: Table, owner: int) -> int:
    table.battlefield(0, "Denethor, Ruling Steward")
    table.battlefield(owner, "Grizzly Bears")
    table.hand(0, "Shock")
    table.mana(0, "R")
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, owner)
    table.go_to(Step.END)
    table.resolve_all()
    return sum(1 for o in table.game.battlefield(0) if o.is_token)


@kit
def test_denethor_after_your_creature_died_makes_a_soldier(table: Table) -> None:
    """CR 700.4, 603.4: your Grizzly Bears died this turn: a 1/1 Human Soldier token."""
    assert _denethor(table, 0) == 1


@kit
def test_denethor_after_an_opponents_creature_died_makes_none(table: Table) -> None:
    """CR 603.10a: the creature that died was under the opponent's control: no token."""
    assert _denethor(table, 1) == 0


def _knight(table: Table, *burn: str) -> None:
    table.battlefield(0, "Knight of the Ebon Legion")
    for spell in burn:
        table.hand(0, spell)
        table.mana(0, "R")
        table.cast(spell, targets=["Bob"])
        table.resolve_all()
    table.go_to(Step.END)
    table.resolve_all()


@kit
def test_knight_after_five_life_lost_grows(table: Table) -> None:
    """CR 119.3: the opponent lost 3 and 2 life, 5 in all: a +1/+1 counter."""
    _knight(table, "Lightning Bolt", "Shock")
    table.assert_life(1, 15)
    table.assert_counters("Knight of the Ebon Legion", "+1/+1", 1)


@kit
def test_knight_after_two_life_lost_does_not_grow(table: Table) -> None:
    """CR 603.4: only 2 life lost this turn: no trigger."""
    _knight(table, "Shock")
    table.assert_counters("Knight of the Ebon Legion", "+1/+1", 0)


def _living_history(table: Table, zombify: bool) -> None:
    table.battlefield(0, "Living History", "Hill Giant")
    table.graveyard(0, "Grizzly Bears")
    if zombify:
        table.hand(0, "Zombify")
        table.mana(0, "BBBB")
        table.cast("Zombify", targets=["Grizzly Bears"])
        table.resolve_all()
    table.answer("targets", "Hill Giant")
    table.attack("Hill Giant")
    table.resolve_all()


@kit
def test_living_history_after_a_card_left_the_graveyard_pumps(table: Table) -> None:
    """CR 400.7, 603.4: Grizzly Bears left your graveyard this turn: +2/+0."""
    _living_history(table, zombify=True)
    assert table.power("Hill Giant") == 5


@kit
def test_living_history_without_does_not_pump(table: Table) -> None:
    """CR 603.4: no card left your graveyard this turn: no trigger."""
    _living_history(table, zombify=False)
    assert table.power("Hill Giant") == 3


def _eshki(table: Table, *spells: str) -> None:
    table.battlefield(0, "Eshki Dragonclaw")
    table.library(0, "Island")
    for spell in spells:
        table.hand(0, spell)
        if spell == "Shock":
            table.mana(0, "R")
            table.cast("Shock", targets=["Bob"])
        else:
            table.mana(0, "GG")
            table.cast(spell)
        table.resolve_all()
    table.go_to(Step.BEGIN_COMBAT)
    table.resolve_all()


@kit
def test_eshki_after_a_creature_and_a_noncreature_spell_draws_and_grows(table: Table) -> None:
    """CR 601.2i, 603.4: both kinds cast this turn: a card drawn, two +1/+1 counters."""
    _eshki(table, "Grizzly Bears", "Shock")
    table.assert_zone("Island", Zone.HAND, 0)
    table.assert_counters("Eshki Dragonclaw", "+1/+1", 2)


@kit
def test_eshki_after_a_noncreature_spell_only_does_nothing(table: Table) -> None:
    """CR 603.4: no creature spell cast this turn: no trigger."""
    _eshki(table, "Shock")
    table.assert_zone("Island", Zone.LIBRARY, 0)
    table.assert_counters("Eshki Dragonclaw", "+1/+1", 0)


@kit
def test_sahagin_for_a_four_mana_spell_grows(table: Table) -> None:
    """CR 601.2h, 603.4: four mana spent to cast Zombify: a +1/+1 counter."""
    table.battlefield(0, "Sahagin")
    table.graveyard(0, "Grizzly Bears")
    table.hand(0, "Zombify")
    table.mana(0, "BBBB")
    table.cast("Zombify", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_counters("Sahagin", "+1/+1", 1)


@kit
def test_sahagin_for_a_one_mana_spell_does_not(table: Table) -> None:
    """CR 603.4: one mana spent to cast Shock: no trigger."""
    table.battlefield(0, "Sahagin")
    table.hand(0, "Shock")
    table.mana(0, "R")
    table.cast("Shock", targets=["Bob"])
    table.resolve_all()
    table.assert_counters("Sahagin", "+1/+1", 0)


@kit
def test_kitsune_bonesetter_needs_the_bigger_hand(table: Table) -> None:
    """CR 602.5b, 732: one card each: refused, the game unchanged; two against one: allowed."""
    table.battlefield(0, "Kitsune Bonesetter", "Grizzly Bears")
    table.hand(0, "Shock")
    table.hand(1, "Shock")
    table.assert_illegal(table.activate, "Kitsune Bonesetter", targets=["Grizzly Bears"],
                         rule="602.5b")
    table.assert_tapped("Kitsune Bonesetter", False)
    table.hand(0, "Lightning Bolt")
    table.activate("Kitsune Bonesetter", targets=["Grizzly Bears"])
    table.assert_tapped("Kitsune Bonesetter", True)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
