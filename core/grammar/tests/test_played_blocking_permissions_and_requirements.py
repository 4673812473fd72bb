"""Printed permissions and requirements on blocks and on combat damage, each card cast from
its owner's hand and played (CR 509.1a, 509.1c, 510.1c-d, 732).

Foriysian Brigade ("This creature can block an additional creature each combat.") and Palace
Guard ("This creature can block any number of creatures.") may block several attackers
(509.1a) and divide their damage among them (510.1d); Taunting Elf ("All creatures able to
block this creature do so.") is a requirement the defending player obeys as far as possible
(509.1c); Lone Wolf ("You may have this creature assign its combat damage as though it weren't
blocked.") lets its controller choose, as damage is assigned, to deal it all to the defending
player (510.1c, 609.4). A declaration that breaks a rule is refused naming it, the game
unchanged (CR 732).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

FORIYSIAN_BRIGADE = CardDef(
    name="Foriysian Brigade", mana_cost="{3}{W}", type_line="Creature — Human Soldier",
    text="This creature can block an additional creature each combat.", power="2",
    toughness="4")
PALACE_GUARD = CardDef(
    name="Palace Guard", mana_cost="{2}{W}", type_line="Creature — Human Soldier",
    text="This creature can block any number of creatures.", power="1", toughness="4")
TAUNTING_ELF = CardDef(
    name="Taunting Elf", mana_cost="{G}", type_line="Creature — Elf",
    text="All creatures able to block this creature do so.", power="0", toughness="1")
LONE_WOLF = CardDef(
    name="Lone Wolf", mana_cost="{2}{G}", type_line="Creature — Wolf",
    text="You may have this creature assign its combat damage as though it weren't blocked.",
    power="2", toughness="2")

CARDS = (FORIYSIAN_BRIGADE, PALACE_GUARD, TAUNTING_ELF, LONE_WOLF)
kit = pytest.mark.plugins(extra={"block-permissions-cast-kit":
                                 card_pool("block-permissions-cast-kit", CARDS)})


def _ids(table: Table, player: int, *names: str) -> list[str]:
    return [f"{o.card.name}#{o.id}" for o in table.battlefield(player, *names)]


def _refused(table: Table, blocks: dict[str, str | list[str]], match: str) -> None:
    """The declaration is refused and nothing changes (CR 732)."""
    table.blocks_offered()
    before = table.game.to_json()
    with pytest.raises(IllegalActionError, match=match):
        table.block(blocks)
    assert table.game.to_json() == before


@kit
def test_foriysian_brigade_blocks_two_attackers_but_not_three(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.1a: the cast Brigade blocking three of Bob's Savannah Lions is refused, the
    game unchanged; it blocks two, divides its 2 damage 1 and 1 (510.1d), both die, and only
    the third Lions' 2 damage reach Alice; the two blocked deal it 4, it dies (704.5g)."""
    labels = _ids(table, 1, "Savannah Lions", "Savannah Lions", "Savannah Lions")
    cast_and_resolve(table, "Foriysian Brigade", {"Plains": 4})
    next_turn(table, 1)
    table.attack(*labels)
    _refused(table, {"Foriysian Brigade": labels}, "can block only 2 creatures")
    table.answer("damage_assignment", (1, 1), player=0)
    table.block({"Foriysian Brigade": labels[:2]})
    assert table.logged(rule="509.1a", contains="blocks 2 creatures")
    table.go_to(Step.MAIN2)
    table.assert_life(0, 18)
    assert table.names(Zone.GRAVEYARD, 1) == ["Savannah Lions", "Savannah Lions"]
    table.assert_zone("Foriysian Brigade", Zone.GRAVEYARD, 0)  # 2 + 2 damage, toughness 4


@kit
def test_palace_guard_blocks_three_attackers(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.1a: the cast Palace Guard blocks all three of Bob's Llanowar Elves; none of
    their damage reaches Alice (510.1c), its 1 damage kills one (510.1d), and their 3
    damage don't kill it (toughness 4)."""
    labels = _ids(table, 1, "Llanowar Elves", "Llanowar Elves", "Llanowar Elves")
    cast_and_resolve(table, "Palace Guard", {"Plains": 3})
    next_turn(table, 1)
    table.attack(*labels)
    table.answer("damage_assignment", (1, 0, 0), player=0)
    table.block({"Palace Guard": labels})
    table.go_to(Step.MAIN2)
    table.assert_life(0, 20)
    assert table.names(Zone.GRAVEYARD, 1) == ["Llanowar Elves"]
    table.assert_zone("Palace Guard", Zone.BATTLEFIELD, 0)


@kit
def test_taunting_elf_every_able_creature_blocks_it(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.1c: the cast Elf attacks with Grizzly Bears; Bob declaring no blocks, or one of
    his two Bears blocking Alice's Bears, is refused, the game unchanged; both blocking the
    Elf is legal (it dies) and Alice's Bears deal 2 to Bob."""
    cast_and_resolve(table, "Taunting Elf", {"Forest": 1})
    table.battlefield(0, "Grizzly Bears")
    first, second = _ids(table, 1, "Grizzly Bears", "Grizzly Bears")
    next_turn(table, 2)
    table.attack("Taunting Elf", "Grizzly Bears")
    _refused(table, {}, "able to block Taunting Elf")
    _refused(table, {first: "Taunting Elf", second: "Grizzly Bears"},
             "able to block Taunting Elf")
    table.block({first: "Taunting Elf", second: "Taunting Elf"})
    assert table.logged(rule="509.1c", contains="able to block Taunting Elf")
    table.go_to(Step.MAIN2)
    table.assert_zone("Taunting Elf", Zone.GRAVEYARD, 0)
    table.assert_life(1, 18)


@kit
@pytest.mark.parametrize("choice", ["yes", "no"])
def test_lone_wolf_may_assign_as_though_unblocked(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None], choice: str) -> None:
    """CR 510.1c, 609.4: the cast Wolf is blocked by Bob's Llanowar Elves; Alice chooses as
    it assigns combat damage: yes, its 2 damage go to Bob and none to the Elves; no, to the
    Elves as usual (they die)."""
    cast_and_resolve(table, "Lone Wolf", {"Forest": 3})
    table.battlefield(1, "Llanowar Elves")
    next_turn(table, 2)
    table.attack("Lone Wolf")
    table.block({"Llanowar Elves": "Lone Wolf"})
    table.answer("may", choice, player=0)
    table.go_to(Step.MAIN2)
    table.assert_zone("Lone Wolf", Zone.BATTLEFIELD, 0)
    if choice == "yes":
        table.assert_life(1, 18)
        table.assert_zone("Llanowar Elves", Zone.BATTLEFIELD, 1)
        assert table.logged(rule="510.1c", contains="as though it weren't blocked")
    else:
        table.assert_life(1, 20)
        table.assert_zone("Llanowar Elves", Zone.GRAVEYARD, 1)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)
