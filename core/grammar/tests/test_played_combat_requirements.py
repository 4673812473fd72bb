"""Printed block requirements and restrictions on the whole declaration played (CR 506.5,
508.1c, 509.1b-c, 510.1c).

Canopy Stalker ("This creature must be blocked if able.") and Breaker of Armies ("All
creatures able to block this creature do so.") are requirements the defending player obeys
as far as possible (509.1c); Alluring Scent puts the second on a target creature for the
turn. Mogg Flunkies and Craven Hulk can't attack or block alone (506.5); Rampaging Ceratops
can't be blocked except by three or more creatures (509.1b); Deathcoil Wurm's controller may
have it assign its combat damage as though it weren't blocked (510.1c). An illegal
declaration is refused naming the rule, the game unchanged (CR 732).
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

CANOPY_STALKER = CardDef(
    name="Canopy Stalker", mana_cost="{3}{G}", type_line="Creature — Cat",
    text="This creature must be blocked if able.\nWhen this creature dies, you gain 1 life "
         "for each creature that died this turn.", power="4", toughness="2")
BREAKER_OF_ARMIES = CardDef(
    name="Breaker of Armies", mana_cost="{8}", type_line="Creature — Eldrazi",
    text="All creatures able to block this creature do so.", power="10", toughness="8")
ALLURING_SCENT = CardDef(
    name="Alluring Scent", mana_cost="{1}{G}{G}", type_line="Sorcery",
    text="All creatures able to block target creature this turn do so.")
MOGG_FLUNKIES = CardDef(
    name="Mogg Flunkies", mana_cost="{1}{R}", type_line="Creature — Goblin",
    text="This creature can't attack or block alone.", power="3", toughness="3")
CRAVEN_HULK = CardDef(
    name="Craven Hulk", mana_cost="{3}{R}", type_line="Creature — Giant Coward",
    text="This creature can't block alone.", power="4", toughness="4")
RAMPAGING_CERATOPS = CardDef(
    name="Rampaging Ceratops", mana_cost="{4}{R}", type_line="Creature — Dinosaur",
    text="This creature can't be blocked except by three or more creatures.", power="5",
    toughness="4")
DEATHCOIL_WURM = CardDef(
    name="Deathcoil Wurm", mana_cost="{6}{G}{G}", type_line="Creature — Wurm",
    text="You may have this creature assign its combat damage as though it weren't blocked.",
    power="7", toughness="6")

CARDS = (CANOPY_STALKER, BREAKER_OF_ARMIES, ALLURING_SCENT, MOGG_FLUNKIES, CRAVEN_HULK,
         RAMPAGING_CERATOPS, DEATHCOIL_WURM)
kit = pytest.mark.plugins(extra={"combat-requirements-kit":
                                 card_pool("combat-requirements-kit", CARDS)})


def _ids(table: Table, player: int, *names: str) -> list[str]:
    return [f"{o.card.name}#{o.id}" for o in table.battlefield(player, *names)]


def _attack_turn(table: Table) -> None:
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()


def _refused(table: Table, blocks: dict[str, str], match: str) -> None:
    """The declaration is refused and nothing changes (CR 732)."""
    table.blocks_offered()
    before = table.game.to_json()
    with pytest.raises(IllegalActionError, match=match):
        table.block(blocks)
    assert table.game.to_json() == before


@kit
def test_canopy_stalker_must_be_blocked_if_able(table: Table) -> None:
    """CR 509.1c: declaring no blocks while Grizzly Bears could block it is refused; the
    Bears blocking it is legal, and both die (510.2, 704.5g)."""
    (bears,) = _ids(table, 0, "Grizzly Bears")
    table.battlefield(1, "Canopy Stalker")
    _attack_turn(table)
    table.attack("Canopy Stalker")
    table.blocks_offered()
    before = table.game.to_json()
    with pytest.raises(IllegalActionError, match="must be blocked if able"):
        table.game.respond([])
    assert table.game.to_json() == before
    table.block({bears: "Canopy Stalker"})
    table.go_to(Step.MAIN2)
    assert table.zone_of("Canopy Stalker") is Zone.GRAVEYARD
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears"]


@kit
def test_breaker_of_armies_every_able_creature_blocks_it(table: Table) -> None:
    """CR 509.1c: each creature able to block it must: one of two Bears blocking it, or one
    blocking the other attacker, is refused; both blocking it is legal and logged."""
    first, second = _ids(table, 0, "Grizzly Bears", "Grizzly Bears")
    table.battlefield(1, "Breaker of Armies", "Savannah Lions")
    _attack_turn(table)
    table.attack("Breaker of Armies", "Savannah Lions")
    _refused(table, {first: "Breaker of Armies"}, "able to block Breaker of Armies")
    _refused(table, {first: "Breaker of Armies", second: "Savannah Lions"},
             "able to block Breaker of Armies")
    table.block({first: "Breaker of Armies", second: "Breaker of Armies"})
    assert table.logged(rule="509.1c", contains="able to block Breaker of Armies")
    table.go_to(Step.MAIN2)
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears", "Grizzly Bears"]
    table.assert_life(0, 18)  # the unblocked Savannah Lions


@kit
def test_breaker_of_armies_asks_nothing_of_a_creature_unable_to_block_it(table: Table) -> None:
    """CR 509.1c: the requirement is on creatures able to block it; a tapped Bears isn't, so
    the untapped one alone blocking it obeys every requirement that can be obeyed."""
    first, second = _ids(table, 0, "Grizzly Bears", "Grizzly Bears")
    table.battlefield(1, "Breaker of Armies")
    _attack_turn(table)
    table.game.tap(int(second.split("#")[1]))
    table.attack("Breaker of Armies")
    table.block({first: "Breaker of Armies"})
    assert table.logged(rule="509.1c", contains="1 requirement(s) obeyed")


@kit
def test_alluring_scent_lasts_this_turn(table: Table) -> None:
    """CR 509.1c, 611.2c: after Alluring Scent targets Craw Wurm, the opponent's Savannah
    Lions must block it this turn; next turn the requirement is gone."""
    (lions,) = _ids(table, 0, "Savannah Lions")
    table.battlefield(1, "Craw Wurm")
    _attack_turn(table)
    table.lands(1, "Forest", 3)
    table.hand(1, "Alluring Scent")
    table.cast("Alluring Scent", targets=["Craw Wurm"])
    table.resolve()
    table.attack("Craw Wurm")
    table.blocks_offered()
    before = table.game.to_json()
    with pytest.raises(IllegalActionError, match="able to block Craw Wurm"):
        table.game.respond([])
    assert table.game.to_json() == before
    table.block({lions: "Craw Wurm"})
    table.go_to(Step.MAIN2)
    assert table.names(Zone.GRAVEYARD, 0) == ["Savannah Lions"]
    table.battlefield(0, "Savannah Lions")
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    table.next_turn()
    table.attack("Craw Wurm")
    table.block({})  # no requirement any more: no blocks is legal
    table.go_to(Step.MAIN2)
    table.assert_life(0, 14)


@kit
def test_mogg_flunkies_cant_attack_alone(table: Table) -> None:
    """CR 508.1c, 506.5: it alone attacking is refused, the game unchanged; with Grizzly
    Bears it attacks, logged."""
    table.battlefield(1, "Mogg Flunkies", "Grizzly Bears")
    _attack_turn(table)
    table.go_to(Step.DECLARE_ATTACKERS)
    before = table.game.to_json()
    with pytest.raises(IllegalActionError, match="can't attack alone"):
        table.attack("Mogg Flunkies")
    assert table.game.to_json() == before
    table.attack("Mogg Flunkies", "Grizzly Bears")
    assert table.logged(rule="506.5", contains="can't attack alone")
    table.block({})
    table.go_to(Step.MAIN2)
    table.assert_life(0, 15)


@kit
def test_mogg_flunkies_and_craven_hulk_cant_block_alone(table: Table) -> None:
    """CR 509.1b, 506.5: Craven Hulk alone blocking is refused; Mogg Flunkies and the Hulk
    blocking two attackers is legal."""
    hulk, flunkies = _ids(table, 0, "Craven Hulk", "Mogg Flunkies")
    table.battlefield(1, "Grizzly Bears", "Savannah Lions")
    _attack_turn(table)
    table.attack("Grizzly Bears", "Savannah Lions")
    _refused(table, {hulk: "Grizzly Bears"}, "can't block alone")
    _refused(table, {flunkies: "Savannah Lions"}, "can't block alone")
    table.block({hulk: "Grizzly Bears", flunkies: "Savannah Lions"})
    assert table.logged(rule="506.5", contains="can't block alone")
    table.go_to(Step.MAIN2)
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Grizzly Bears", "Savannah Lions"]


@kit
def test_rampaging_ceratops_needs_three_blockers(table: Table) -> None:
    """CR 509.1b: two blockers are refused, the game unchanged; three block it and it
    assigns its 5 damage among them (510.1c)."""
    a, b, c = _ids(table, 0, "Grizzly Bears", "Grizzly Bears", "Grizzly Bears")
    table.battlefield(1, "Rampaging Ceratops")
    _attack_turn(table)
    table.attack("Rampaging Ceratops")
    _refused(table, {a: "Rampaging Ceratops", b: "Rampaging Ceratops"},
             "three or more creatures")
    table.block({a: "Rampaging Ceratops", b: "Rampaging Ceratops", c: "Rampaging Ceratops"})
    table.go_to(Step.MAIN2)
    table.assert_life(0, 20)
    assert table.zone_of("Rampaging Ceratops") is Zone.GRAVEYARD


@kit
@pytest.mark.parametrize("choice", ["yes", "no"])
def test_deathcoil_wurm_may_assign_as_though_unblocked(table: Table, choice: str) -> None:
    """CR 510.1c, 609.4: blocked by Grizzly Bears, its controller chooses as it assigns
    combat damage: yes, all 7 to the defending player and none to the Bears; no, to the
    Bears as usual."""
    (bears,) = _ids(table, 0, "Grizzly Bears")
    table.battlefield(1, "Deathcoil Wurm")
    _attack_turn(table)
    table.attack("Deathcoil Wurm")
    table.block({bears: "Deathcoil Wurm"})
    table.answer("may", choice, player=1)
    table.go_to(Step.MAIN2)
    if choice == "yes":
        table.assert_life(0, 13)
        assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD
        assert table.logged(rule="510.1c", contains="as though it weren't blocked")
    else:
        table.assert_life(0, 20)
        assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


@kit
def test_deathcoil_wurm_cast_then_assigning_as_though_unblocked(table: Table) -> None:
    """CR 510.1c, 609.4: the Wurm cast from its controller's hand (its static ability read
    from the printed card), attacking a turn later: blocked by two Grizzly Bears, its
    controller has all 7 damage dealt to the defending player, the Bears unharmed."""
    table.library(0, *["Island"] * 3)
    table.library(1, *["Island"] * 3)
    table.hand(0, "Deathcoil Wurm")
    table.mana(0, "GGGGGGGG")
    table.cast("Deathcoil Wurm")
    table.resolve()
    table.assert_zone("Deathcoil Wurm", Zone.BATTLEFIELD, 0)
    bears = _ids(table, 1, "Grizzly Bears", "Grizzly Bears")
    table.next_turn()
    table.next_turn()
    table.attack("Deathcoil Wurm")
    table.block({bear: "Deathcoil Wurm" for bear in bears})
    table.answer("may", "yes", player=0)
    table.go_to(Step.MAIN2)
    table.assert_life(1, 13)
    assert table.names(Zone.BATTLEFIELD, 1) == ["Grizzly Bears", "Grizzly Bears"]
    assert table.logged(rule="510.1c", contains="as though it weren't blocked")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)


def _big_combat(table: Table, *extra: str) -> tuple[list[str], list[str], list[str]]:
    """Twelve Grizzly Bears against four Breakers of Armies and four Canopy Stalkers (and
    ``extra``) attacking: 9^12 ways to block, one blocker each (509.1a)."""
    bears = _ids(table, 0, *["Grizzly Bears"] * 12)
    breakers = _ids(table, 1, *["Breaker of Armies"] * 4)
    stalkers = _ids(table, 1, *["Canopy Stalker"] * 4)
    more = _ids(table, 1, *extra)
    _attack_turn(table)
    for creature in more:  # all creatures able to block it must do so too
        table.lands(1, "Forest", 3)
        table.hand(1, "Alluring Scent")
        table.cast("Alluring Scent", targets=[creature])
        table.resolve()
    table.attack(*breakers, *stalkers, *more)
    return bears, breakers, stalkers


@kit
def test_the_most_requirements_of_a_large_combat_are_counted_without_trying_every_block(
        table: Table) -> None:
    """CR 509.1c on a board too large to try every block: each Bear obeys one requirement
    by blocking a Breaker; one blocking a Stalker instead obeys one too ("must be blocked"),
    so 12 is the most, and one Bear not blocking is refused (11 of 12). Each blocker blocks
    one attacker and one is enough: the most is a maximum matching, counted at once."""
    bears, breakers, stalkers = _big_combat(table)
    on_breakers = {bear: breakers[i % 4] for i, bear in enumerate(bears)}
    idle = dict(list(on_breakers.items())[1:])
    _refused(table, idle, "12 requirement\\(s\\) can be obeyed, these blocks obey 11")
    table.block({**on_breakers, bears[0]: stalkers[0]})
    assert table.logged(rule="509.1c", contains="12 requirement(s) obeyed")


@kit
def test_a_large_combat_with_a_menace_count_is_searched_within_the_limit(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 509.1c with Rampaging Ceratops (three or more blockers, 509.1b) attacking too,
    under Alluring Scent: no matching counts it, the search of every block stops at its limit
    (``BLOCK_SEARCH_LIMIT``) with the most found so far, and every Bear blocking a Breaker
    (the most that can be obeyed) is accepted."""
    from manastack.engine import combat

    calls = 0
    real = combat._requirements_obeyed

    def counted(*args: Any) -> int:
        nonlocal calls
        calls += 1
        return real(*args)

    bears, breakers, _ = _big_combat(table, "Rampaging Ceratops")
    monkeypatch.setattr(combat, "_requirements_obeyed", counted)
    table.block({bear: breakers[i % 4] for i, bear in enumerate(bears)})
    assert 0 < calls <= combat.BLOCK_SEARCH_LIMIT  # 10^12 ways, not all tried
    assert table.logged(rule="509.1c", contains="12 requirement(s) obeyed")
