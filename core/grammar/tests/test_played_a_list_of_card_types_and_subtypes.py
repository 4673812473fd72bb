"""A list mixing card types and subtypes played: each item is an alternative (CR 205.2a,
205.3).

"instant, sorcery, or Wizard" is an instant, a sorcery or a Wizard, not an instant or sorcery
that is a Wizard: Rockslide Sorcerer ("Whenever you cast an instant, sorcery, or Wizard spell,
this creature deals 1 damage to any target.") triggers for Umara Mystic, a Wizard creature
spell. Returned Pastcaller ("return target Spirit, instant, or sorcery card from your
graveyard to your hand") returns Shock. Nissa's Defeat ("Destroy target Forest, green
enchantment, or green planeswalker.") destroys a Forest, colorless: the colour is the item's
own. "Adventure instant or sorcery" (Lucky Clover) stays an instant or sorcery that is an
Adventure: the subtype qualifies the card types.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table

oracle = pytest.mark.plugins("oracle")


@needs_corpus
@oracle
def test_rockslide_sorcerer_triggers_for_a_wizard_creature_spell(table: Table) -> None:
    """CR 603.2, 205.3: casting Umara Mystic (Creature — Merfolk Wizard) triggers it."""
    table.battlefield(0, "Rockslide Sorcerer")
    table.lands(0, "Island", 2)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Umara Mystic")
    table.cast("Umara Mystic")
    table.assert_logged(rule="603.2", contains="Rockslide Sorcerer triggers")


@needs_corpus
@oracle
def test_returned_pastcaller_returns_an_instant(table: Table) -> None:
    """CR 115.1, 205.3: Shock (an instant) is a legal target; it returns to the hand."""
    table.lands(0, "Plains", 3)
    table.lands(0, "Mountain", 3)
    table.hand(0, "Returned Pastcaller")
    table.graveyard(0, "Shock")
    table.cast("Returned Pastcaller")
    table.resolve_all()
    table.assert_zone("Shock", "hand", 0)


@needs_corpus
@oracle
def test_nissas_defeat_destroys_a_colorless_forest(table: Table) -> None:
    """CR 105.2c, 205.3: a Forest is colorless; "green" is the enchantment's and the
    planeswalker's, not the Forest's."""
    table.lands(0, "Forest", 5)
    bobs = table.battlefield(1, "Forest")
    table.hand(0, "Nissa's Defeat")
    table.cast("Nissa's Defeat", targets=[bobs[0].id])
    table.resolve()
    table.assert_zone("Forest", "graveyard", 1)


@needs_corpus
@oracle
def test_lucky_clover_ignores_a_plain_instant(table: Table) -> None:
    """CR 205.3: Shock is no Adventure: Lucky Clover doesn't trigger."""
    table.battlefield(0, "Lucky Clover")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["player 1"])
    assert not table.logged(rule="603.2", contains="Lucky Clover triggers")
