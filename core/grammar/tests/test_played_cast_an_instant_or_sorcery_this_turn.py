""""If you've cast an instant or sorcery spell this turn", played in three places (CR 601.2i,
205.2a): an activation condition (Potioner's Trove, 602.5b), a static "as long as"
(Leapfrog, 611.3a) and a cost reduction (Stormwing Entity, 601.2f, reducing {U} as well as
generic mana).

A creature spell cast first doesn't meet it; an instant (Shock) does, for the rest of the
turn.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

POTIONERS_TROVE = CardDef(
    name="Potioner's Trove", mana_cost="{3}", type_line="Artifact",
    text="{T}: Add one mana of any color.\n{T}: You gain 2 life. Activate only if you've cast "
         "an instant or sorcery spell this turn.")
LEAPFROG = CardDef(
    name="Leapfrog", mana_cost="{2}{U}", type_line="Creature — Frog", power="3",
    toughness="1",
    text="This creature has flying as long as you've cast an instant or sorcery spell this "
         "turn.")
STORMWING_ENTITY = CardDef(
    name="Stormwing Entity", mana_cost="{3}{U}{U}", type_line="Creature — Elemental",
    power="3", toughness="3",
    text="This spell costs {2}{U} less to cast if you've cast an instant or sorcery spell this "
         "turn.\nFlying\nProwess (Whenever you cast a noncreature spell, this creature gets "
         "+1/+1 until end of turn.)\nWhen this creature enters, scry 2.")

PRINTED = (POTIONERS_TROVE, LEAPFROG, STORMWING_ENTITY)
kit = pytest.mark.plugins("prowess", extra={"instant-cast-kit": card_pool("instant-cast-kit",
                                                                            PRINTED)})


def _shock_bob(table: Table) -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 18)


@kit
def test_trove_gains_life_only_after_an_instant(table: Table) -> None:
    """CR 602.5b, 601.2i: after a creature spell it is refused (732: untapped, 20 life);
    after Shock its controller gains 2 life."""
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()
    table.battlefield(0, "Potioner's Trove")
    table.assert_illegal(table.activate, "Potioner's Trove", rule="602.5b")
    assert not table.find("Potioner's Trove").tapped
    table.assert_life(0, 20)
    _shock_bob(table)
    table.activate("Potioner's Trove")
    table.resolve()
    table.assert_life(0, 22)


@kit
def test_leapfrog_flies_once_an_instant_was_cast(table: Table) -> None:
    """CR 611.3a, 601.2i: cast first, it has no flying; after Shock it has."""
    table.lands(0, "Island", 3)
    table.hand(0, "Leapfrog")
    table.cast("Leapfrog")
    table.resolve()
    assert not table.has_keyword("Leapfrog", "flying")
    _shock_bob(table)
    assert table.has_keyword("Leapfrog", "flying")


@kit
def test_stormwing_costs_one_and_blue_after_an_instant(table: Table) -> None:
    """CR 601.2f: after Shock, {3}{U}{U} less {2}{U} is {1}{U}: two Islands of three tapped."""
    table.library(0, "Wastes", "Wastes", "Wastes")
    _shock_bob(table)
    table.lands(0, "Island", 3)
    table.hand(0, "Stormwing Entity")
    table.cast("Stormwing Entity")
    assert table.tapped_count(0, "Island") == 2
    table.resolve()
    table.assert_zone("Stormwing Entity", Zone.BATTLEFIELD)


@kit
def test_stormwing_costs_five_without_one(table: Table) -> None:
    """CR 601.2f, 732: no instant or sorcery cast: three Islands can't pay {3}{U}{U};
    refused, nothing tapped."""
    table.lands(0, "Island", 3)
    table.hand(0, "Stormwing Entity")
    table.assert_illegal(table.cast, "Stormwing Entity")
    assert table.tapped_count(0) == 0


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
