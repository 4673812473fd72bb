"""Counts read by the number phrase and composed with any effect that takes a number (CR
107.3c, 608.2h), played from printed cards.

"for each [kind] counter on it" first in the effect of the source's own leaves trigger:
Bloodtracker, destroyed with two +1/+1 counters, draws two cards (603.10a: as it last
existed); Krovikan Whispers, put into the graveyard with three age counters, makes its
controller lose 6 life. "the greatest toughness among creatures you control": Kin-Tree
Invocation's token is 4/4 beside Grizzly Bears (2/2) and Horned Turtle (1/4), not counting
Bob's Colossal Dreadmaw. "for each card you've discarded this turn": Change of Fortune draws
the three cards Alice discarded, not Bob's two discarded to Mind Rot earlier that turn.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BLOODTRACKER = CardDef(
    name="Bloodtracker", mana_cost="{3}{B}", type_line="Creature — Vampire Wizard",
    text="Flying\n{B}, Pay 2 life: Put a +1/+1 counter on this creature.\nWhen this creature "
         "leaves the battlefield, draw a card for each +1/+1 counter on it.",
    power="2", toughness="2")
KROVIKAN_WHISPERS = CardDef(
    name="Krovikan Whispers", mana_cost="{3}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nCumulative upkeep {U} or {B} (At the beginning of your upkeep, put "
         "an age counter on this permanent, then sacrifice it unless you pay its upkeep cost "
         "for each age counter on it.)\nYou control enchanted creature.\nWhen this Aura is put "
         "into a graveyard from the battlefield, you lose 2 life for each age counter on it.")
KIN_TREE_INVOCATION = CardDef(
    name="Kin-Tree Invocation", mana_cost="{B}{G}", type_line="Sorcery",
    text="Create an X/X black and green Spirit Warrior creature token, where X is the greatest "
         "toughness among creatures you control.")
CHANGE_OF_FORTUNE = CardDef(
    name="Change of Fortune", mana_cost="{3}{R}", type_line="Sorcery",
    text="Discard your hand, then draw a card for each card you've discarded this turn.")
MIND_ROT = CardDef(name="Mind Rot", mana_cost="{2}{B}", type_line="Sorcery",
                   text="Target player discards two cards.")
HORNED_TURTLE = CardDef(name="Horned Turtle", mana_cost="{2}{U}", type_line="Creature — Turtle",
                        text="", power="1", toughness="4")
MURDER = CardDef(name="Murder", mana_cost="{1}{B}{B}", type_line="Instant",
                 text="Destroy target creature.")

CARDS = (BLOODTRACKER, KROVIKAN_WHISPERS, KIN_TREE_INVOCATION, CHANGE_OF_FORTUNE, MIND_ROT,
         HORNED_TURTLE, MURDER)
kit = pytest.mark.plugins(extra={"counts-kit": card_pool("counts-kit", CARDS)})
#: Krovikan Whispers has cumulative upkeep, a keyword of its own plugin (CR 702.24)
upkeep_kit = pytest.mark.plugins("cumulative_upkeep",
                                 extra={"counts-kit": card_pool("counts-kit", CARDS)})


@kit
def test_bloodtracker_leaving_draws_a_card_for_each_counter_it_had(table: Table) -> None:
    """CR 603.10a, 608.2h: two +1/+1 counters as it last existed: two cards, not one."""
    table.battlefield(0, "Bloodtracker", counters={"+1/+1": 2})
    table.library(0, "Island", "Island", "Island")
    table.hand(0, "Murder")
    table.mana(0, "BBB")
    table.cast("Murder", targets=["Bloodtracker"])
    table.resolve_all()
    table.assert_zone("Bloodtracker", Zone.GRAVEYARD, 0)
    assert table.names(Zone.HAND, 0).count("Island") == 2
    assert table.names(Zone.LIBRARY, 0) == ["Island"]


@kit
def test_bloodtracker_leaving_without_counters_draws_nothing(table: Table) -> None:
    """CR 107.3c: no counter on it: zero cards."""
    table.battlefield(0, "Bloodtracker")
    table.library(0, "Island")
    table.hand(0, "Murder")
    table.mana(0, "BBB")
    table.cast("Murder", targets=["Bloodtracker"])
    table.resolve_all()
    assert table.names(Zone.LIBRARY, 0) == ["Island"]


@upkeep_kit
def test_krovikan_whispers_loses_two_life_for_each_age_counter(table: Table) -> None:
    """CR 603.10a, 303.4c: the Aura goes to the graveyard with three age counters: 6 life."""
    bears = table.battlefield(1, "Grizzly Bears")[0]
    aura = table.battlefield(0, "Krovikan Whispers", counters={"age": 3})[0]
    table.game.update(aura.id, attached_to=bears.id)
    table.refresh()
    table.hand(0, "Murder")
    table.mana(0, "BBB")
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Krovikan Whispers", Zone.GRAVEYARD, 0)
    table.assert_life(0, 14)
    table.assert_life(1, 20)


@kit
def test_kin_tree_invocation_uses_the_greatest_toughness_you_control(table: Table) -> None:
    """CR 107.3c, 208.1: toughness 4 of Horned Turtle: a 4/4, not 2 (power, creatures) or 6
    (Bob's Dreadmaw)."""
    table.battlefield(0, "Grizzly Bears", "Horned Turtle")
    table.battlefield(1, "Colossal Dreadmaw")
    table.hand(0, "Kin-Tree Invocation")
    table.mana(0, "BG")
    table.cast("Kin-Tree Invocation")
    table.resolve_all()
    tokens = [o for o in table.game.battlefield(0) if o.is_token]
    assert len(tokens) == 1
    assert (table.game.power(tokens[0].id), table.game.toughness(tokens[0].id)) == (4, 4)


@kit
def test_change_of_fortune_draws_for_each_card_you_discarded(table: Table) -> None:
    """CR 701.9a: Alice discarded three cards this turn: three drawn; Bob's two discarded
    earlier to Mind Rot are not hers."""
    table.hand(1, "Plains", "Plains")
    table.hand(0, "Mind Rot", "Change of Fortune", "Forest", "Forest", "Forest")
    table.library(0, *["Island"] * 5)
    table.mana(0, "BBBRRRR")
    table.cast("Mind Rot", targets=["Bob"])
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1) == ["Plains", "Plains"]
    table.cast("Change of Fortune")
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == ["Island"] * 3
    assert len(table.names(Zone.LIBRARY, 0)) == 2


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
