""""You may cast a spell with mana value N or less from your hand without paying its mana
cost", played (CR 608.2g, 118.9): the spell is cast while the effect resolves, following
601.2a-i only, so the card's own timing (a creature or sorcery: main phase, empty stack,
117.1a, 307.1) doesn't apply. Kari Zev's Expertise casts Grizzly Bears while it is itself still
on the stack; Electrodominance, an instant cast in the opponent's turn, casts a sorcery.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

KARI_ZEV = CardDef(
    name="Kari Zev's Expertise", mana_cost="{1}{R}{R}", type_line="Sorcery",
    text="Gain control of target creature or Vehicle until end of turn. Untap it. It gains "
         "haste until end of turn.\nYou may cast a spell with mana value 2 or less from your "
         "hand without paying its mana cost.")
ELECTRODOMINANCE = CardDef(
    name="Electrodominance", mana_cost="{X}{R}{R}", type_line="Instant",
    text="Electrodominance deals X damage to any target. You may cast a spell with mana value "
         "X or less from your hand without paying its mana cost.")

CARDS = (KARI_ZEV, ELECTRODOMINANCE)
kit = pytest.mark.plugins("haste", extra={"free-from-hand-kit": card_pool("free-from-hand-kit", CARDS)})


def test_the_cards_are_printed() -> None:
    assert_printed(CARDS)


@kit
def test_kari_zevs_expertise_casts_a_creature_while_it_is_on_the_stack(table: Table) -> None:
    """CR 608.2g: Grizzly Bears is cast as the Expertise resolves, the stack not empty (the
    Expertise is still on it, 608.2n): no timing applies; the Bears is cast for no mana
    (118.9) and resolves after."""
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Kari Zev's Expertise", "Grizzly Bears")
    table.mana(0, "RRR")
    giant = table.find("Hill Giant").id
    bears = table.find("Grizzly Bears").id
    table.cast("Kari Zev's Expertise", targets=[giant])
    table.answer("cast_free", (bears, "hand"))
    table.resolve()  # the Expertise: Bears cast
    assert table.names(Zone.STACK) == ["Grizzly Bears"]
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert table.game.controller(giant) == 0


@kit
def test_electrodominance_casts_a_sorcery_in_the_opponents_turn(table: Table) -> None:
    """CR 608.2g, 118.9: Electrodominance (X=3) cast in Bob's turn lets Alice cast Kari Zev's
    Expertise, a sorcery, as it resolves; the Expertise then takes Bob's Hill Giant."""
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Electrodominance", "Kari Zev's Expertise")
    table.mana(0, "RRRRR")
    giant = table.find("Hill Giant").id
    expertise = table.find("Kari Zev's Expertise").id
    table.set_turn(active=1)  # Bob's turn: a sorcery can't be cast (307.1)
    table.pass_priority()  # Bob passes: Alice has priority in his main phase
    table.cast("Electrodominance", x=3, targets=["Bob"])
    table.answer("cast_free", (expertise, "hand"))
    table.answer("targets", giant)
    table.resolve()  # Electrodominance: 3 to Bob, the Expertise cast
    table.assert_life(1, 17)
    assert table.names(Zone.STACK) == ["Kari Zev's Expertise"]
    table.resolve()
    assert table.game.controller(giant) == 0
