""""[Combat] damage [that would be dealt by ~ / by creatures you control] can't be prevented."
played (CR 615.12, 609.7c).

Bob casts Holy Day ("Prevent all combat damage that would be dealt this turn.") after blocks.
Excruciator, cast and attacking with Grizzly Bears: its 7 is dealt to Bob, the Bears' 2 is
prevented. Frenzied Baloth: every combat damage is dealt, the Bears' too. Questing Beast,
blocked by Bob's Hill Giant: the Beast's damage kills the Giant, the Giant's to the Beast (not
a creature Alice controls) is prevented. The cards come with their exact Oracle text (the test
at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

EXCRUCIATOR = CardDef(
    name="Excruciator", mana_cost="{6}{R}{R}", type_line="Creature — Avatar",
    text="Damage that would be dealt by this creature can't be prevented.", power="7",
    toughness="7")
FRENZIED_BALOTH = CardDef(
    name="Frenzied Baloth", mana_cost="{G}{G}", type_line="Creature — Beast",
    text="This spell can't be countered.\nTrample, haste\nCreature spells you control can't be "
         "countered.\nCombat damage can't be prevented.", power="3", toughness="2")
QUESTING_BEAST = CardDef(
    name="Questing Beast", mana_cost="{2}{G}{G}", type_line="Legendary Creature — Beast",
    text="Vigilance, deathtouch, haste\nQuesting Beast can't be blocked by creatures with power "
         "2 or less.\nCombat damage that would be dealt by creatures you control can't be "
         "prevented.\nWhenever Questing Beast deals combat damage to an opponent, it deals that "
         "much damage to target planeswalker that player controls.", power="4", toughness="4")
HOLY_DAY = CardDef(name="Holy Day", mana_cost="{W}", type_line="Instant",
                   text="Prevent all combat damage that would be dealt this turn.")

PRINTED = (EXCRUCIATOR, FRENZIED_BALOTH, QUESTING_BEAST, HOLY_DAY)
POOL = card_pool("unpreventable-by-kit", PRINTED)
kit = pytest.mark.plugins("haste", extra={"unpreventable-by-kit": POOL})


def _cast(table: Table, name: str, mana: str) -> None:
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name)
    table.resolve()


def _holy_day_after_blocks(table: Table, attackers: tuple[str, ...],
                           blocks: dict[str, str] | None = None) -> None:
    table.attack(*attackers)
    table.block(blocks or {})
    table.mana(1, "W")
    table.hand(1, "Holy Day")
    table.pass_priority()  # Alice passes in the declare blockers step: Bob casts
    table.cast("Holy Day")
    table.resolve()
    table.assert_zone("Holy Day", Zone.GRAVEYARD, 1)
    table.go_to(Step.END_COMBAT)


@kit
def test_excruciators_damage_is_dealt_others_is_prevented(table: Table) -> None:
    """CR 615.12: Holy Day prevents the Bears' 2, not Excruciator's 7 (20 - 7 = 13)."""
    table.battlefield(0, "Grizzly Bears")
    _cast(table, "Excruciator", "RRCCCCCC")
    table.library(0, "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    table.next_turn()
    table.next_turn()  # Alice's turn again: Excruciator may attack (CR 302.6)
    _holy_day_after_blocks(table, ("Excruciator", "Grizzly Bears"))
    table.assert_life(1, 13)
    table.assert_logged(rule="615.12", contains="prevents none")


@kit
def test_frenzied_baloth_makes_all_combat_damage_unpreventable(table: Table) -> None:
    """CR 615.12: Holy Day prevents nothing: the Baloth's 3 and the Bears' 2 are dealt."""
    table.battlefield(0, "Grizzly Bears")
    _cast(table, "Frenzied Baloth", "GG")
    _holy_day_after_blocks(table, ("Frenzied Baloth", "Grizzly Bears"))
    table.assert_life(1, 15)


@kit
def test_questing_beast_only_your_creatures_damage_is_unpreventable(table: Table) -> None:
    """CR 615.12, 609.7c: the Beast's deathtouch damage kills Bob's blocking Hill Giant;
    the Giant's 3 to the Beast is prevented (it is Bob's creature)."""
    table.battlefield(1, "Hill Giant")
    _cast(table, "Questing Beast", "GGCC")
    _holy_day_after_blocks(table, ("Questing Beast",), {"Hill Giant": "Questing Beast"})
    assert table.zone_of("Hill Giant") is Zone.GRAVEYARD
    assert table.find("Questing Beast").damage == 0


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
