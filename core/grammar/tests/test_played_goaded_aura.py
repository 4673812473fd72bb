"""An Aura whose enchanted creature "is goaded" played (CR 701.15b, 613.4c, 303.4).

Coercive Impetus ("Enchanted creature gets +1/+1 and is goaded." and "Whenever enchanted
creature attacks, you draw a card and lose 1 life.") on Carol's Grizzly Bears, in a game of
three: the Bears are 3/3, must attack in Carol's combat (508.1d) and may not attack Alice,
the Aura's controller, while Bob can be attacked (701.15b); attacking, the Aura's trigger
has Alice draw and lose 1 life. With the Aura gone, nothing is required of them (611.3b).
"""

from __future__ import annotations

from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import Attack, PlayerRef
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

COERCIVE_IMPETUS = CardDef(
    name="Coercive Impetus", mana_cost="{2}{B}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +1/+1 and is goaded. (It attacks each "
         "combat if able and attacks a player other than you if able.)\nWhenever enchanted "
         "creature attacks, you draw a card and lose 1 life.")

CARDS = (COERCIVE_IMPETUS,)


def _carols_combat() -> Table:
    table = Table.new(["impetus-kit"], players=("Alice", "Bob", "Carol"),
                      extra={"impetus-kit": card_pool("impetus-kit", CARDS)})
    table.lands(0, "Swamp", 3)
    table.battlefield(2, "Grizzly Bears")
    table.hand(0, "Coercive Impetus")
    for p in range(3):
        table.library(p, "Island", "Island", "Island")
    table.cast("Coercive Impetus", targets=["Grizzly Bears"])
    table.resolve_all()
    assert table.power("Grizzly Bears") == 3
    table.next_turn()
    table.next_turn()
    assert table.game.state.turn.active == 2
    return table


def test_the_enchanted_creature_attacks_a_player_other_than_the_auras_controller() -> None:
    """CR 508.1d: no attack is refused; 701.15b: attacking Alice is refused while Bob can be
    attacked; the attack triggers the Aura (Alice draws, loses 1 life)."""
    table = _carols_combat()
    table.go_to(Step.DECLARE_ATTACKERS)
    bears = table.find("Grizzly Bears").id
    table.assert_illegal(table.game.respond, [], rule="508.1d")
    table.assert_illegal(table.game.respond, [Attack(bears, PlayerRef(0))], rule="701.15b")
    hand = len(table.names("hand", 0))
    table.game.respond([Attack(bears, PlayerRef(1))])
    table.resolve()
    table.assert_life(0, 19)
    assert len(table.names("hand", 0)) == hand + 1


def test_without_the_aura_nothing_is_required() -> None:
    """CR 611.3b: the Aura destroyed, the Bears are 2/2 and need not attack."""
    table = _carols_combat()
    table.game.destroy(table.find("Coercive Impetus").id)
    assert table.power("Grizzly Bears") == 2
    table.go_to(Step.DECLARE_ATTACKERS)
    table.game.respond([])
    assert not table.game.is_attacking(table.find("Grizzly Bears").id)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
