"""Printed "When a spell or ability an opponent controls causes you to discard this card,
..." triggers, played (CR 701.9a, 113.6k, 603.2, 603.7c, 608.2).

Alice's Mind Rot makes Bob discard Metrognome: it triggers from his graveyard and Bob
creates four Gnomes. Bob's own Mind Rot at himself: no trigger. Psychic Purge discarded to
Alice's Mind Rot: "that player" is Alice, who loses 5 life.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

METROGNOME = CardDef(
    name="Metrognome", mana_cost="{4}", type_line="Artifact",
    text="When a spell or ability an opponent controls causes you to discard this card, create "
         "four 1/1 colorless Gnome artifact creature tokens.\n{4}, {T}: Create a 1/1 colorless "
         "Gnome artifact creature token.")
PSYCHIC_PURGE = CardDef(
    name="Psychic Purge", mana_cost="{U}", type_line="Sorcery",
    text="Psychic Purge deals 1 damage to any target.\nWhen a spell or ability an opponent "
         "controls causes you to discard this card, that player loses 5 life.")
MIND_ROT = CardDef(name="Mind Rot", mana_cost="{2}{B}", type_line="Sorcery",
                   text="Target player discards two cards.")

CARDS = (METROGNOME, PSYCHIC_PURGE, MIND_ROT)
kit = pytest.mark.plugins(extra={"discarded-kit": card_pool("discarded-kit", CARDS)})


def _mind_rot(table: Table, caster: int, *discarded: str) -> None:
    table.lands(caster, "Swamp", 3)
    table.hand(caster, "Mind Rot")
    if caster != 0:
        table.set_turn(active=caster)
    table.cast("Mind Rot", targets=["Bob"])
    table.answer("discard", *discarded, player=1)
    table.resolve()  # Mind Rot
    table.resolve_all()  # what triggered


@kit
def test_metrognome_discarded_to_an_opponents_spell_makes_gnomes(table: Table) -> None:
    """CR 701.9a, 113.6k: the trigger of the card in Bob's graveyard: four Gnomes for Bob."""
    table.hand(1, "Metrognome", "Forest")
    _mind_rot(table, 0, "Metrognome", "Forest")
    assert table.names(Zone.BATTLEFIELD, 1).count("Gnome Token") == 4
    assert "Metrognome" in table.names(Zone.GRAVEYARD, 1)


@kit
def test_metrognome_discarded_to_its_owners_spell_makes_none(table: Table) -> None:
    """CR 701.9a: Bob's own Mind Rot: no opponent's spell caused it: no Gnome."""
    table.hand(1, "Metrognome", "Forest")
    _mind_rot(table, 1, "Metrognome", "Forest")
    assert "Gnome Token" not in table.names(Zone.BATTLEFIELD)
    assert "Metrognome" in table.names(Zone.GRAVEYARD, 1)


@kit
def test_psychic_purge_makes_that_player_lose_life(table: Table) -> None:
    """CR 603.7c: "that player" is Alice, whose Mind Rot caused the discard: 20 - 5."""
    table.hand(1, "Psychic Purge", "Forest")
    _mind_rot(table, 0, "Psychic Purge", "Forest")
    assert table.life(0) == 15
    assert table.life(1) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
