""""Instant and sorcery spells you control have [keyword]" played (CR 611.3, 613.1f,
205.2a).

The keyword is given to the spells on the stack. Pestilent Spirit: Alice's Shock has
deathtouch and destroys Bob's Hill Giant (3/3) with 2 damage (702.2b); her Grizzly Bears
spell has none (a creature spell is no "instant or sorcery spell": before, "spells" was read
as one more kind, so any spell matched, and the layers didn't reach the stack, so Shock had
nothing). Cast Through Time: Lightning Bolt cast from Alice's hand rebounds (702.88a).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import PlayerRef, Zone
from manastack.model.turns import Step
from manastack_grammar.phrases.filters import parse_filter

PESTILENT_SPIRIT = CardDef(
    name="Pestilent Spirit", mana_cost="{2}{B}", type_line="Creature — Spirit",
    power="3", toughness="2",
    text="Menace, deathtouch\nInstant and sorcery spells you control have deathtouch. (Any "
         "amount of damage they deal to a creature is enough to destroy it.)")
CAST_THROUGH_TIME = CardDef(
    name="Cast Through Time", mana_cost="{4}{U}{U}{U}", type_line="Enchantment",
    text="Instant and sorcery spells you control have rebound. (Exile the spell as it "
         "resolves if you cast it from your hand. At the beginning of your next upkeep, you "
         "may cast that card from exile without paying its mana cost.)")

CARDS = (PESTILENT_SPIRIT, CAST_THROUGH_TIME)
kit = pytest.mark.plugins("rebound", extra={"either-kind-kit": card_pool("either-kind-kit",
                                                                         CARDS)})


def _spirit(table: Table) -> None:
    table.lands(0, "Swamp", 3)
    table.hand(0, "Pestilent Spirit")
    table.cast("Pestilent Spirit")
    table.resolve()


@kit
def test_shock_has_deathtouch_and_destroys_the_giant(table: Table) -> None:
    """CR 702.2b: 2 damage from a spell with deathtouch destroys the 3/3 Giant."""
    _spirit(table)
    table.battlefield(1, "Hill Giant")
    table.mana(0, "R")
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Hill Giant"])
    assert table.has_keyword("Shock", "deathtouch", zone=Zone.STACK)
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


@kit
def test_a_creature_spell_has_no_deathtouch(table: Table) -> None:
    """The near miss: the Bears on the stack are a creature spell: no deathtouch."""
    _spirit(table)
    table.mana(0, "GG")
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    assert not table.has_keyword("Grizzly Bears", "deathtouch", zone=Zone.STACK)


@kit
def test_cast_through_time_makes_lightning_bolt_rebound(table: Table) -> None:
    """CR 702.88a: Bolt cast from Alice's hand is exiled as it resolves, and cast again for
    free at her next upkeep, at Bob."""
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.lands(0, "Island", 7)
    table.hand(0, "Cast Through Time")
    table.cast("Cast Through Time")
    table.resolve()
    table.mana(0, "R")
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[PlayerRef(1)])
    table.resolve()
    assert table.life(1) == 17
    table.assert_zone("Lightning Bolt", Zone.EXILE)
    table.go_to(Step.UPKEEP, turn=3)
    table.answer("may", "yes")
    table.answer("targets", PlayerRef(1))
    table.resolve()  # the delayed trigger: Bolt cast from exile
    table.resolve()
    assert table.life(1) == 14


@pytest.mark.parametrize("words", ["instant or sorcery spell", "instant and sorcery spells"])
def test_a_spell_of_either_kind_is_no_kind_of_its_own(words: str) -> None:
    """CR 205.2a: "spell" is the noun both kinds qualify: a creature spell is neither."""
    flt = parse_filter(words)
    assert flt.types == ("Spell",)
    assert set(flt.any_types) == {"Instant", "Sorcery"}


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
