"""Printed "Create X 1/1 green Forest Dryad land creature tokens." and "Create a 1/1 white Glimmer
enchantment creature token.", played (CR 111.4, 205.2a, 205.3d, 305.6).

The card types written before "creature" are the token's card types, not subtypes: a Forest
Dryad land creature token is a land (it counts among its controller's lands, and its Forest
type gives it "{T}: Add {G}", 305.6), a Glimmer enchantment creature token an enchantment; the
name is the subtypes plus "Token" (111.4): "Forest Dryad Token", "Glimmer Token".
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

AWAKEN_THE_WOODS = CardDef(
    name="Awaken the Woods", mana_cost="{X}{G}{G}", type_line="Sorcery",
    text="Create X 1/1 green Forest Dryad land creature tokens. (They're affected by summoning "
         "sickness.)")
GLIMMERBURST = CardDef(
    name="Glimmerburst", mana_cost="{3}{U}", type_line="Instant",
    text="Draw two cards. Create a 1/1 white Glimmer enchantment creature token.")

PRINTED = (AWAKEN_THE_WOODS, GLIMMERBURST)
kit = pytest.mark.plugins(extra={"typed-token-kit": card_pool("typed-token-kit", PRINTED)})


@kit
def test_forest_dryad_tokens_are_lands_that_tap_for_green(table: Table) -> None:
    """CR 205.2a, 305.6: X = 2 makes two Forest Dryads, each a Land Creature with "{T}: Add
    {G}"; summoning sick the turn they come (302.6), they tap for {G} the next turn."""
    table.lands(0, "Forest", 4)
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.hand(0, "Awaken the Woods")
    table.cast("Awaken the Woods", x=2)
    table.resolve()
    dryads = [o for o in table.game.objects_in(Zone.BATTLEFIELD, 0)
              if o.card.name == "Forest Dryad Token"]
    assert len(dryads) == 2
    chars = table.game.chars(dryads[0].id)
    assert set(chars.type_line.card_types) == {"Land", "Creature"}
    assert chars.type_line.subtypes == ("Forest", "Dryad")
    assert (chars.power, chars.toughness) == (1, 1) and chars.colors == frozenset("G")
    assert sum(1 for o in table.game.objects_in(Zone.BATTLEFIELD, 0)
               if "Land" in table.game.chars(o.id).type_line.card_types) == 6
    table.assert_illegal(table.tap_for_mana, "Forest Dryad Token", "G")  # CR 302.6
    table.next_turn()
    table.next_turn()
    table.tap_for_mana("Forest Dryad Token", "G")
    assert table.game.state.players[0].mana_pool.count("G") == 1


@kit
def test_glimmer_token_is_an_enchantment_creature(table: Table) -> None:
    """CR 205.2a, 111.4: the Glimmer token is an Enchantment Creature — Glimmer named "Glimmer
    Token", and "enchantment" is not one of its subtypes (205.3d)."""
    table.lands(0, "Island", 4)
    table.library(0, "Island", "Forest")
    table.hand(0, "Glimmerburst")
    table.cast("Glimmerburst")
    table.resolve()
    glimmer = table.find("Glimmer Token", zone=Zone.BATTLEFIELD)
    chars = table.game.chars(glimmer.id)
    assert set(chars.type_line.card_types) == {"Enchantment", "Creature"}
    assert chars.type_line.subtypes == ("Glimmer",)
    assert len(table.names(Zone.HAND, 0)) == 2


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
