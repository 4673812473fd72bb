"""Printed "Whenever you cast a ... spell, copy it / copy that spell." played (CR 603.7c,
707.10, 707.10f, 608.3f, 700.12).

"It" / "that spell" is the spell whose casting triggered the ability: Archmage of Echoes
copies a Wizard creature spell, Double Down an outlaw (a Pirate): each copy resolves first
and becomes a token; a spell the filter refuses is not copied.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ARCHMAGE_OF_ECHOES = CardDef(
    name="Archmage of Echoes", mana_cost="{4}{U}", type_line="Creature — Faerie Wizard",
    power="4", toughness="4", keywords=("Flying", "Ward"),
    text="Flying, ward {2}\nWhenever you cast a Faerie or Wizard permanent spell, copy it. (The "
         "copy becomes a token.)")
DOUBLE_DOWN = CardDef(
    name="Double Down", mana_cost="{3}{U}", type_line="Enchantment",
    text="Whenever you cast an outlaw spell, copy that spell. (Assassins, Mercenaries, Pirates, "
         "Rogues, and Warlocks are outlaws. Copies of permanent spells become tokens.)")
SWAB_GOBLIN = CardDef(
    name="Swab Goblin", mana_cost="{1}{R}", type_line="Creature — Goblin Pirate", power="2",
    toughness="2")

CARDS = (ARCHMAGE_OF_ECHOES, DOUBLE_DOWN, SWAB_GOBLIN)
kit = pytest.mark.plugins("ward", extra={"copy-cast-kit": card_pool("copy-cast-kit", CARDS)})


def _tokens(table: Table, name: str) -> int:
    return sum(1 for o in table.game.battlefield(0) if o.card.name == name and o.is_token)


@kit
def test_archmage_copies_a_wizard_creature_spell_into_a_token(table: Table) -> None:
    """CR 707.10f: Prodigal Pyromancer cast: the copy resolves first as a token; then the
    card: two Pyromancers, one of them a token."""
    table.battlefield(0, "Archmage of Echoes")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Prodigal Pyromancer")
    table.cast("Prodigal Pyromancer")
    table.resolve()  # the trigger: the copy on the stack above the spell
    assert table.names(Zone.STACK).count("Prodigal Pyromancer") == 2
    table.resolve_all()
    assert table.names(Zone.BATTLEFIELD, 0).count("Prodigal Pyromancer") == 2
    assert _tokens(table, "Prodigal Pyromancer") == 1


@kit
def test_archmage_ignores_a_non_wizard_spell(table: Table) -> None:
    """CR 603.2: Grizzly Bears is neither Faerie nor Wizard: no trigger, one Bears."""
    table.battlefield(0, "Archmage of Echoes")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    assert table.names(Zone.STACK) == ["Grizzly Bears"]
    table.resolve_all()
    assert table.names(Zone.BATTLEFIELD, 0).count("Grizzly Bears") == 1


@kit
def test_double_down_copies_an_outlaw_spell(table: Table) -> None:
    """CR 700.12: Swab Goblin is a Pirate, an outlaw: copied; two Goblins, one a token."""
    table.battlefield(0, "Double Down")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Swab Goblin")
    table.cast("Swab Goblin")
    table.resolve_all()
    assert table.names(Zone.BATTLEFIELD, 0).count("Swab Goblin") == 2
    assert _tokens(table, "Swab Goblin") == 1


@kit
def test_double_down_ignores_a_non_outlaw(table: Table) -> None:
    """CR 700.12: Prodigal Pyromancer, a Human Wizard, is no outlaw: not copied."""
    table.battlefield(0, "Double Down")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Prodigal Pyromancer")
    table.cast("Prodigal Pyromancer")
    table.resolve_all()
    assert table.names(Zone.BATTLEFIELD, 0).count("Prodigal Pyromancer") == 1


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
