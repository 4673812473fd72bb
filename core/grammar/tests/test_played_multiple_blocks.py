"""A creature blocking several attackers played (CR 509.1a, 510.1c-d).

Foriysian Brigade ("This creature can block an additional creature each combat.") blocks two
attackers, not three; its controller divides its combat damage among them (510.1d) and each
attacker assigns its own to it (510.1c). Palace Guard ("This creature can block any number of
creatures.") blocks every attacker. Anurid Swarmsnapper's "{1}{G}: This creature can block an
additional creature this turn." lets it block two only once activated, for the turn (611.2c).
An illegal declaration is refused naming the rule, the game unchanged (CR 732).
"""

from __future__ import annotations

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
ANURID_SWARMSNAPPER = CardDef(
    name="Anurid Swarmsnapper", mana_cost="{2}{G}", type_line="Creature — Frog Beast",
    text="Reach (This creature can block creatures with flying.)\n{1}{G}: This creature can "
         "block an additional creature this turn.", power="1", toughness="4")

CARDS = (FORIYSIAN_BRIGADE, PALACE_GUARD, ANURID_SWARMSNAPPER)
kit = pytest.mark.plugins(extra={"multiple-blocks-kit": card_pool("multiple-blocks-kit", CARDS)})


def _attackers(table: Table, *names: str) -> list[str]:
    """Player 1 attacks with ``names``; their "Name#id" labels."""
    found = table.battlefield(1, *names)
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    labels = [f"{o.card.name}#{o.id}" for o in found]
    table.attack(*labels)
    return labels


def _refused(table: Table, blocks: dict[str, str | list[str]], match: str) -> None:
    table.blocks_offered()
    before = table.game.to_json()
    with pytest.raises(IllegalActionError, match=match):
        table.block(blocks)
    assert table.game.to_json() == before


@kit
def test_foriysian_brigade_blocks_two_and_divides_its_damage(table: Table) -> None:
    """CR 509.1a: it blocks both Savannah Lions; both are blocked (no damage to the player);
    it divides its 2 damage 1 and 1 (510.1d), killing both, and their 4 kill it (510.1c)."""
    table.battlefield(0, "Foriysian Brigade")
    first, second = _attackers(table, "Savannah Lions", "Savannah Lions")
    table.answer("damage_assignment", (1, 1), player=0)
    table.block({"Foriysian Brigade": [first, second]})
    assert table.logged(rule="509.1a", contains="blocks 2 creatures")
    table.go_to(Step.MAIN2)
    table.assert_life(0, 20)
    assert table.names(Zone.GRAVEYARD, 1) == ["Savannah Lions", "Savannah Lions"]
    assert table.zone_of("Foriysian Brigade") is Zone.GRAVEYARD
    assert table.logged(rule="510.1d")


@kit
def test_foriysian_brigade_all_damage_to_one(table: Table) -> None:
    """CR 510.1d: its controller may put all 2 on one attacker: that one dies, the other
    lives."""
    table.battlefield(0, "Foriysian Brigade")
    first, second = _attackers(table, "Savannah Lions", "Grizzly Bears")
    table.answer("damage_assignment", (0, 2), player=0)
    table.block({"Foriysian Brigade": [first, second]})
    table.go_to(Step.MAIN2)
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]
    assert table.zone_of("Foriysian Brigade") is Zone.GRAVEYARD  # 2 + 2 damage


@kit
def test_foriysian_brigade_cant_block_three(table: Table) -> None:
    """CR 509.1a: one additional creature: three is refused, the game unchanged."""
    table.battlefield(0, "Foriysian Brigade")
    labels = _attackers(table, "Savannah Lions", "Savannah Lions", "Savannah Lions")
    _refused(table, {"Foriysian Brigade": labels}, "can block only 2 creatures")


@kit
def test_a_creature_without_the_ability_blocks_one(table: Table) -> None:
    """CR 509.1a: Grizzly Bears blocking two attackers is refused."""
    table.battlefield(0, "Grizzly Bears")
    labels = _attackers(table, "Savannah Lions", "Savannah Lions")
    _refused(table, {"Grizzly Bears": labels}, "can block only one creature")


@kit
def test_palace_guard_blocks_any_number(table: Table) -> None:
    """CR 509.1a: it blocks three attackers; all are blocked and it deals its 1 damage to
    one of them (510.1d)."""
    table.battlefield(0, "Palace Guard")
    labels = _attackers(table, "Savannah Lions", "Savannah Lions", "Savannah Lions")
    table.answer("damage_assignment", (1, 0, 0), player=0)
    table.block({"Palace Guard": labels})
    table.go_to(Step.MAIN2)
    table.assert_life(0, 20)
    assert table.names(Zone.GRAVEYARD, 1) == ["Savannah Lions"]
    assert table.zone_of("Palace Guard") is Zone.GRAVEYARD  # 6 damage


@kit
def test_anurid_swarmsnapper_blocks_one_unless_activated(table: Table) -> None:
    """CR 509.1a: its ability not activated, it blocking two is refused."""
    table.battlefield(0, "Anurid Swarmsnapper")
    first, second = _attackers(table, "Savannah Lions", "Savannah Lions")
    _refused(table, {"Anurid Swarmsnapper": [first, second]}, "can block only one creature")


@kit
def test_anurid_swarmsnapper_blocks_two_once_activated(table: Table) -> None:
    """CR 509.1a, 611.2c: once its ability has resolved it blocks both; its 1 damage goes to
    the one attacker its controller chooses (510.1d)."""
    table.battlefield(0, "Anurid Swarmsnapper")
    table.lands(0, "Forest", 2)
    first, second = _attackers(table, "Savannah Lions", "Savannah Lions")
    table.pass_priority()  # the defending player gets priority in the declare attackers step
    table.activate("Anurid Swarmsnapper")
    table.resolve()
    table.answer("damage_assignment", (1, 0), player=0)
    table.block({"Anurid Swarmsnapper": [first, second]})
    table.go_to(Step.MAIN2)
    table.assert_life(0, 20)
    assert table.names(Zone.GRAVEYARD, 1) == ["Savannah Lions"]
    assert table.zone_of("Anurid Swarmsnapper") is Zone.GRAVEYARD  # 2 + 2 damage


@kit
def test_whenever_it_blocks_triggers_once_however_many_it_blocks(table: Table) -> None:
    """CR 509.3a: "Whenever this creature blocks" triggers once for a creature blocking two
    attackers."""
    watcher = table.card("Two-Gate Watcher", "Creature — Human Soldier",
                         "This creature can block an additional creature each combat.\n"
                         "Whenever this creature blocks, you gain 1 life.", "{3}{W}", "2", "4")
    table.battlefield(0, watcher)
    first, second = _attackers(table, "Savannah Lions", "Savannah Lions")
    table.answer("damage_assignment", (1, 1), player=0)
    table.block({"Two-Gate Watcher": [first, second]})
    table.go_to(Step.MAIN2)
    table.assert_life(0, 21)  # once, and no combat damage to the player


@pytest.mark.plugins("flanking", extra={"multiple-blocks-kit":
                                        card_pool("multiple-blocks-kit", CARDS)})
def test_flanking_sees_the_second_attacker_blocked(table: Table) -> None:
    """CR 702.25a, 509.3a: Foriysian Brigade blocks Savannah Lions, then Benalish Cavalry: the
    Cavalry's flanking triggers on the one "blocks" event (the Brigade gets -1/-1)."""
    table.battlefield(0, "Foriysian Brigade")
    first, second = _attackers(table, "Savannah Lions", "Benalish Cavalry")
    table.block({"Foriysian Brigade": [first, second]})
    table.resolve()
    assert table.game.power(table.find("Foriysian Brigade").id) == 1
    assert table.game.toughness(table.find("Foriysian Brigade").id) == 3


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
