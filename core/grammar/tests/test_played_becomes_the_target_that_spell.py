"""Printed "Whenever ~ becomes the target of a spell or ability ..., [act on] that spell or
ability / that player / that spell or ability's controller", played (CR 603.7c, 115.1,
701.6a, 118.12, 120.3).

The spell or ability is the one whose targeting triggered it and the player its controller:
Glyph Keeper counters the first spell targeting it each turn only; Frost Titan counters
Bob's spell unless Bob pays {2}; Ashenmoor Liege makes the opponent who targeted it lose 4
life, Alice's own spell nothing; Retromancer deals 3 damage to whoever targeted it, its own
controller included.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

GLYPH_KEEPER = CardDef(
    name="Glyph Keeper", mana_cost="{3}{U}{U}", type_line="Creature — Sphinx", power="5",
    toughness="3", keywords=("Embalm", "Flying"),
    text="Flying\nWhenever this creature becomes the target of a spell or ability for the first "
         "time each turn, counter that spell or ability.\nEmbalm {5}{U}{U} ({5}{U}{U}, Exile this "
         "card from your graveyard: Create a token that's a copy of it, except it's a white "
         "Zombie Sphinx with no mana cost. Embalm only as a sorcery.)")
FROST_TITAN = CardDef(
    name="Frost Titan", mana_cost="{4}{U}{U}", type_line="Creature — Giant", power="6",
    toughness="6",
    text="Whenever this creature becomes the target of a spell or ability an opponent controls, "
         "counter that spell or ability unless its controller pays {2}.\nWhenever this creature "
         "enters or attacks, tap target permanent. It doesn't untap during its controller's next "
         "untap step.")
ASHENMOOR_LIEGE = CardDef(
    name="Ashenmoor Liege", mana_cost="{1}{B/R}{B/R}{B/R}", type_line="Creature — Elemental Knight",
    power="4", toughness="1",
    text="Other black creatures you control get +1/+1.\nOther red creatures you control get "
         "+1/+1.\nWhenever this creature becomes the target of a spell or ability an opponent "
         "controls, that player loses 4 life.")
RETROMANCER = CardDef(
    name="Retromancer", mana_cost="{2}{R}{R}", type_line="Creature — Lizard Shaman", power="3",
    toughness="3",
    text="Whenever this creature becomes the target of a spell or ability, this creature deals 3 "
         "damage to that spell or ability's controller.")

CARDS = (GLYPH_KEEPER, FROST_TITAN, ASHENMOOR_LIEGE, RETROMANCER)
kit = pytest.mark.plugins("embalm", extra={"targeted-kit": card_pool("targeted-kit", CARDS)})


def _bob_casts(table: Table, spell: str, target: str, mountains: int = 1) -> None:
    table.set_turn(active=1)
    table.lands(1, "Mountain", mountains)
    table.hand(1, spell)
    table.cast(spell, targets=[target])


@kit
def test_glyph_keeper_counters_only_the_first_spell_each_turn(table: Table) -> None:
    """CR 701.6a: Bob's first Lightning Bolt at it is countered; his second, the same turn,
    resolves and kills it (3 damage, toughness 3)."""
    table.battlefield(0, "Glyph Keeper")
    _bob_casts(table, "Lightning Bolt", "Glyph Keeper", mountains=2)
    assert len(table.names(Zone.STACK)) == 2
    table.resolve()  # the trigger
    assert table.names(Zone.STACK) == []
    table.assert_zone("Lightning Bolt", Zone.GRAVEYARD, 1)
    table.assert_zone("Glyph Keeper", Zone.BATTLEFIELD, 0)
    table.hand(1, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Glyph Keeper"])
    assert table.names(Zone.STACK) == ["Lightning Bolt"]
    table.resolve_all()
    table.assert_zone("Glyph Keeper", Zone.GRAVEYARD, 0)


@kit
def test_frost_titan_counters_unless_bob_pays(table: Table) -> None:
    """CR 118.12: Bob declines to pay {2}: his Shock is countered, the Titan undamaged."""
    table.battlefield(0, "Frost Titan")
    _bob_casts(table, "Shock", "Frost Titan", mountains=3)
    table.resolve(answers=[Answer("pay_unless", (False,), player=1)])
    assert table.names(Zone.STACK) == []
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    assert table.find("Frost Titan").damage == 0


@kit
def test_frost_titan_bob_pays_and_shock_resolves(table: Table) -> None:
    """CR 118.12: Bob pays {2}: Shock stays and deals 2 damage to the Titan."""
    table.battlefield(0, "Frost Titan")
    _bob_casts(table, "Shock", "Frost Titan", mountains=3)
    table.resolve(answers=[Answer("pay_unless", (True,), player=1)])
    assert table.names(Zone.STACK) == ["Shock"]
    table.resolve()
    assert table.find("Frost Titan").damage == 2


@kit
def test_ashenmoor_liege_the_opponent_who_targets_it_loses_four(table: Table) -> None:
    """CR 603.7c: Bob's Shock at the Liege: Bob loses 4 life (the Liege dies to the Shock)."""
    table.battlefield(0, "Ashenmoor Liege")
    _bob_casts(table, "Shock", "Ashenmoor Liege")
    table.resolve_all()
    assert table.life(1) == 16
    assert table.life(0) == 20


@kit
def test_ashenmoor_liege_its_controllers_spell_triggers_nothing(table: Table) -> None:
    """CR 603.2: Alice's own Giant Growth on it: no opponent's spell, nobody loses life."""
    table.battlefield(0, "Ashenmoor Liege")
    table.lands(0, "Forest", 1)
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Ashenmoor Liege"])
    assert table.names(Zone.STACK) == ["Giant Growth"]
    table.resolve_all()
    assert table.life(0) == 20
    assert table.life(1) == 20


@kit
def test_retromancer_deals_three_to_whoever_targets_it(table: Table) -> None:
    """CR 603.7c: Alice's own Giant Growth on it: 3 damage to Alice, none to Bob."""
    table.battlefield(0, "Retromancer")
    table.lands(0, "Forest", 1)
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Retromancer"])
    table.resolve_all()
    assert table.life(0) == 17
    assert table.life(1) == 20
    assert table.power("Retromancer") == 6


@kit
def test_retromancer_bobs_spell_costs_bob(table: Table) -> None:
    """CR 120.3: Bob's Shock at it: 3 damage to Bob."""
    table.battlefield(0, "Retromancer")
    _bob_casts(table, "Shock", "Retromancer")
    table.resolve_all()
    assert table.life(1) == 17
    assert table.life(0) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
