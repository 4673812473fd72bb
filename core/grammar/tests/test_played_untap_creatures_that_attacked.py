""""Untap all creatures that attacked this turn. After this main phase, there is an additional
combat phase followed by an additional main phase." played (CR 508.1a, 500.8, 505.1a).

Relentless Assault is cast in the postcombat main phase: the Bears that attacked untap, the
tapped Elves that never attacked stay tapped, and the Bears attack again in the added combat
(a second 2 damage). Fury of the Horde, cast for its alternative cost (two red cards exiled),
does the same. A creature that attacked and left the battlefield is a new object (400.7).
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

RELENTLESS_ASSAULT = CardDef(
    name="Relentless Assault", mana_cost="{2}{R}{R}", type_line="Sorcery",
    text="Untap all creatures that attacked this turn. After this main phase, there is an "
         "additional combat phase followed by an additional main phase.")
FURY_OF_THE_HORDE = CardDef(
    name="Fury of the Horde", mana_cost="{5}{R}{R}", type_line="Sorcery",
    text="You may exile two red cards from your hand rather than pay this spell's mana cost.\n"
         "Untap all creatures that attacked this turn. After this main phase, there is an "
         "additional combat phase followed by an additional main phase.")

CARDS = (RELENTLESS_ASSAULT, FURY_OF_THE_HORDE)
kit = pytest.mark.plugins(extra={"relentless-kit": card_pool("relentless-kit", CARDS)})


def _step(table: Table) -> tuple[int, Step]:
    t = table.game.state.turn
    return t.number, t.step


@kit
def test_relentless_assault_untaps_only_the_attackers_and_they_attack_again(
        table: Table) -> None:
    """CR 508.1a: only the Bears were declared attackers; CR 500.8: the added combat comes
    after this main phase, and its damage is dealt (a second 2)."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(0, "Llanowar Elves", tapped=True)
    table.battlefield(1, "Hill Giant", tapped=True)
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 18)
    table.assert_tapped("Grizzly Bears")
    table.hand(0, "Relentless Assault")
    table.mana(0, "RRRR")
    table.cast("Relentless Assault")
    table.resolve()
    table.assert_tapped("Grizzly Bears", False)
    table.assert_tapped("Llanowar Elves")  # never attacked: stays tapped
    table.assert_tapped("Hill Giant")  # never attacked: stays tapped
    table.assert_logged(rule="500.8", contains="followed by an additional main phase")
    table.attack("Grizzly Bears")
    assert _step(table) == (1, Step.DECLARE_ATTACKERS)
    table.go_to(Step.MAIN2)
    table.assert_life(1, 16)
    table.go_to(Step.END)
    assert _step(table) == (1, Step.END)


@kit
def test_before_any_attack_relentless_assault_untaps_nothing(table: Table) -> None:
    """CR 508.1a: cast in the precombat main phase, nothing attacked yet: a tapped creature
    stays tapped; the added combat and main phase still come (500.8)."""
    table.battlefield(0, "Grizzly Bears", tapped=True)
    table.hand(0, "Relentless Assault")
    table.mana(0, "RRRR")
    table.cast("Relentless Assault")
    table.resolve()
    table.assert_tapped("Grizzly Bears")
    table.assert_logged(rule="500.8", contains="followed by an additional main phase")


@kit
def test_a_creature_that_attacked_and_came_back_is_a_new_object(table: Table) -> None:
    """CR 400.7: the Bears attacked, were exiled and returned tapped: the new object never
    attacked and stays tapped."""
    table.battlefield(0, "Grizzly Bears")
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    bears = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
    exiled = table.game.move(bears.id, Zone.EXILE)
    assert exiled is not None
    back = table.game.move(exiled.id, Zone.BATTLEFIELD, tapped=True)
    assert back is not None and back.id != bears.id
    table.hand(0, "Relentless Assault")
    table.mana(0, "RRRR")
    table.cast("Relentless Assault")
    table.resolve()
    table.assert_tapped("Grizzly Bears")


@kit
def test_fury_of_the_horde_for_its_alternative_cost(table: Table) -> None:
    """CR 118.9: two red cards exiled instead of {5}{R}{R}; CR 508.1a, 500.8: the attacker
    untaps and attacks again in the added combat."""
    table.battlefield(0, "Hill Giant")
    table.attack("Hill Giant")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 17)
    table.hand(0, "Fury of the Horde", "Lightning Bolt", "Shock")
    table.cast("Fury of the Horde", using="alternative cost")
    assert sorted(table.names(Zone.EXILE)) == ["Lightning Bolt", "Shock"]
    table.resolve()
    table.assert_tapped("Hill Giant", False)
    table.attack("Hill Giant")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 14)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
