"""Printed "... deals damage to the player or planeswalker it's attacking" cards, played
(CR 506.3, 508.1b, 603.2).

Scorch Spitter, Rakdos Roustabout, Mage Slayer, Cavalcade of Calamity and Hellrider are put
into play with their exact Oracle definitions (the corpus records, checked below): the
damage goes to what that attacking creature attacks, the defending player or a planeswalker
(508.1b), never to the planeswalker's controller instead.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SCORCH_SPITTER = CardDef(
    name="Scorch Spitter", mana_cost="{R}", type_line="Creature — Elemental Lizard",
    text="Whenever this creature attacks, it deals 1 damage to the player or planeswalker "
         "it's attacking.", power="1", toughness="1")
RAKDOS_ROUSTABOUT = CardDef(
    name="Rakdos Roustabout", mana_cost="{1}{B}{R}", type_line="Creature — Ogre Warrior",
    text="Whenever this creature becomes blocked, it deals 1 damage to the player or "
         "planeswalker it's attacking.", power="3", toughness="2")
MAGE_SLAYER = CardDef(
    name="Mage Slayer", mana_cost="{1}{R}{G}", type_line="Artifact — Equipment",
    text="Whenever equipped creature attacks, it deals damage equal to its power to the "
         "player or planeswalker it's attacking.\nEquip {3}")
CAVALCADE_OF_CALAMITY = CardDef(
    name="Cavalcade of Calamity", mana_cost="{1}{R}", type_line="Enchantment",
    text="Whenever a creature you control with power 1 or less attacks, this enchantment "
         "deals 1 damage to the player or planeswalker that creature is attacking.")
HELLRIDER = CardDef(
    name="Hellrider", mana_cost="{2}{R}{R}", type_line="Creature — Devil",
    text="Haste\nWhenever a creature you control attacks, this creature deals 1 damage to "
         "the player or planeswalker it's attacking.", power="3", toughness="3")
FATHOM_FLEET_SWORDJACK = CardDef(
    name="Fathom Fleet Swordjack", mana_cost="{3}{R}", type_line="Creature — Orc Pirate",
    text="Whenever this creature attacks, it deals damage to the player or planeswalker it's "
         "attacking equal to the number of artifacts you control.\nEncore {5}{R} ({5}{R}, "
         "Exile this card from your graveyard: For each opponent, create a token copy that "
         "attacks that opponent this turn if able. They gain haste. Sacrifice them at the "
         "beginning of the next end step. Activate only as a sorcery.)",
    power="4", toughness="3")
JACE_BELEREN = CardDef(
    name="Jace Beleren", mana_cost="{1}{U}{U}", type_line="Legendary Planeswalker — Jace",
    text="[+2]: Each player draws a card.\n[−1]: Target player draws a card.\n"
         "[−10]: Target player mills twenty cards.",
    loyalty="3")

CARDS = (SCORCH_SPITTER, RAKDOS_ROUSTABOUT, MAGE_SLAYER, CAVALCADE_OF_CALAMITY, HELLRIDER,
         FATHOM_FLEET_SWORDJACK, JACE_BELEREN)

kit = pytest.mark.plugins("haste", "encore", extra={"proved-attacked-by-kit": card_pool(
    "proved-attacked-by-kit", CARDS)})


def _jace_for_bob(table: Table) -> None:
    """Jace Beleren on the opponent's side with its 3 loyalty counters (CR 306.5b)."""
    table.battlefield(1, "Jace Beleren", counters={"loyalty": 3})


@kit
def test_scorch_spitter_damages_the_player_it_attacks(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 508.1b, 603.2: attacking the opponent, 1 damage to them as it attacks (19), before
    its combat damage (18)."""
    assert table.game.rules.card("Scorch Spitter").playable
    table.battlefield(0, "Scorch Spitter")
    next_turn(table, 0)
    table.attack("Scorch Spitter")
    table.resolve_all()
    table.assert_life(1, 19)
    table.assert_life(0, 20)


@kit
def test_scorch_spitter_damages_the_planeswalker_it_attacks(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 506.3, 120.3c: attacking Jace Beleren, the damage removes a loyalty counter (2);
    the opponent, not attacked, keeps 20 life."""
    table.battlefield(0, "Scorch Spitter")
    _jace_for_bob(table)
    next_turn(table, 0)
    table.attack("Scorch Spitter", defender="Jace Beleren")
    table.resolve_all()
    table.assert_counters("Jace Beleren", "loyalty", 2)
    table.assert_life(1, 20)


@kit
def test_scorch_spitter_gone_still_damages_what_it_attacked(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 608.2h: Scorch Spitter attacks Jace Beleren and leaves the battlefield with its
    trigger on the stack: the damage still goes to Jace (2 loyalty), as it last existed."""
    table.battlefield(0, "Scorch Spitter")
    _jace_for_bob(table)
    next_turn(table, 0)
    table.attack("Scorch Spitter", defender="Jace Beleren")
    assert table.names(Zone.STACK)
    table.game.move(table.find("Scorch Spitter").id, Zone.GRAVEYARD, rule="701.21a")
    table.resolve_all()
    table.assert_counters("Jace Beleren", "loyalty", 2)
    table.assert_life(1, 20)


@kit
def test_rakdos_roustabout_gone_still_damages_the_player(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 608.2h: blocked, Rakdos Roustabout leaves the battlefield with its trigger on the
    stack: 1 damage to the player it attacked, as it last existed (19)."""
    table.battlefield(0, "Rakdos Roustabout")
    table.battlefield(1, "Grizzly Bears")
    next_turn(table, 0)
    table.attack("Rakdos Roustabout")
    table.resolve_all()
    table.block({"Grizzly Bears": "Rakdos Roustabout"})
    assert table.names(Zone.STACK)
    table.game.move(table.find("Rakdos Roustabout").id, Zone.GRAVEYARD, rule="701.21a")
    table.resolve_all()
    table.assert_life(1, 19)


@kit
def test_rakdos_roustabout_damages_the_player_when_blocked(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 509.3c, 508.1b: blocked by Grizzly Bears, 1 damage to the player it attacks (19);
    attacking alone, unblocked, nothing before combat damage (20)."""
    assert table.game.rules.card("Rakdos Roustabout").playable
    table.battlefield(0, "Rakdos Roustabout")
    table.battlefield(1, "Grizzly Bears")
    next_turn(table, 0)
    table.attack("Rakdos Roustabout")
    table.resolve_all()
    table.assert_life(1, 20)  # not blocked yet: no trigger
    table.block({"Grizzly Bears": "Rakdos Roustabout"})
    table.resolve_all()
    table.assert_life(1, 19)


@kit
def test_mage_slayer_equipped_creature_deals_its_power(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 301.5, 603.2: Grizzly Bears equipped with Mage Slayer attack: the Bears deal 2
    (their power) to the player they attack (18), before combat damage."""
    assert table.game.rules.card("Mage Slayer").playable
    table.battlefield(0, "Mage Slayer", "Grizzly Bears")
    next_turn(table, 0)
    table.lands(0, "Mountain", 3)
    table.activate("Mage Slayer", targets=["Grizzly Bears"])
    table.resolve()
    table.attack("Grizzly Bears")
    table.resolve_all()
    table.assert_life(1, 18)


@kit
def test_cavalcade_of_calamity_damages_what_that_creature_attacks(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 508.1b, 603.2: Memnite (power 1) attacks Jace Beleren, Grizzly Bears (power 2) the
    opponent: only Memnite triggers it, Jace loses a loyalty counter (2), the opponent keeps
    20 life."""
    assert table.game.rules.card("Cavalcade of Calamity").playable
    table.battlefield(0, "Cavalcade of Calamity", "Memnite", "Grizzly Bears")
    _jace_for_bob(table)
    next_turn(table, 0)
    table.attack("Memnite", "Grizzly Bears", defenders={"Memnite": "Jace Beleren"})
    table.resolve_all()
    table.assert_counters("Jace Beleren", "loyalty", 2)
    table.assert_life(1, 20)


@kit
def test_hellrider_damages_for_each_attacking_creature(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 603.2, 508.1b: Hellrider attacks the opponent, Grizzly Bears attack Jace Beleren:
    two triggers, 1 damage to what each attacks (opponent 19, Jace 2 loyalty)."""
    assert table.game.rules.card("Hellrider").playable
    table.battlefield(0, "Hellrider", "Grizzly Bears")
    _jace_for_bob(table)
    next_turn(table, 0)
    table.attack("Hellrider", "Grizzly Bears", defenders={"Grizzly Bears": "Jace Beleren"})
    table.resolve_all()
    table.assert_life(1, 19)
    table.assert_counters("Jace Beleren", "loyalty", 2)


@kit
def test_fathom_fleet_swordjack_counts_your_artifacts(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 603.2, 608.2h: with two Memnites (artifacts) it attacks Jace Beleren (3 loyalty): 2
    damage to Jace (1), the opponent keeps 20 life."""
    assert table.game.rules.card("Fathom Fleet Swordjack").playable
    table.battlefield(0, "Fathom Fleet Swordjack", "Memnite", "Memnite")
    _jace_for_bob(table)
    next_turn(table, 0)
    table.attack("Fathom Fleet Swordjack", defender="Jace Beleren")
    table.resolve_all()
    table.assert_counters("Jace Beleren", "loyalty", 1)
    table.assert_life(1, 20)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
