"""Cascade (CR 702.85) with the other keywords: the card cascaded into is cast without
paying its mana cost (118.9), so no other alternative cost (118.9a) but its additional
costs (601.2f); a card with flashback cast from exile is flashed back later from the
graveyard (702.34a); haste on a cascade creature (702.10b); a split card's mana value
(709.4). Cards not in a plugin's pool come from the Oracle corpus (skipped without it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytest_manastack import Table

from manastack.api import Answer, CardSource, Step, TomlCardSource, Zone, hookimpl

EXAMPLES = Path(__file__).parents[1] / "examples"


class SplitCards:
    """Fire // Ice with both halves (the Oracle corpus has only its first half), from the
    examples' card file."""

    @staticmethod
    @hookimpl
    def manastack_register_card_sources() -> list[CardSource]:
        return [TomlCardSource("split-cards", EXAMPLES / "cards" / "split-cards.toml")]


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def library_names(table: Table, player: int = 0) -> list[str]:
    return [o.card.name for o in table.game.library(player)]


def needs_corpus() -> None:
    from manastack.api import OracleCorpusSource

    if not OracleCorpusSource.available():
        pytest.skip("Oracle corpus not installed")


def cast_agent(table: Table, *extra_lands: str) -> None:
    """Shardless Agent ({1}{G}{U}, mana value 3) cast from Alice's hand."""
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 1)
    for land in extra_lands:
        table.lands(0, land, 1)
    table.hand(0, "Shardless Agent")
    table.cast("Shardless Agent")


@pytest.mark.plugins("cascade", "flashback")
def test_702_34a_cascaded_into_think_twice_then_flashed_back(table: Table) -> None:
    """Think Twice cast from exile by cascade was not cast with flashback: it goes to the
    graveyard as it resolves (608.2n), and can be flashed back from there later (702.34a),
    then it is exiled."""
    table.library(0, "Think Twice", "Island", "Island", "Island")
    cast_agent(table, "Island", "Island", "Island")
    table.answer("may", "yes")
    table.resolve()  # the cascade trigger: Think Twice is cast
    table.assert_zone("Think Twice", Zone.STACK)
    assert table.tapped_count(0) == 3
    resolve_stack(table)
    table.assert_zone("Think Twice", Zone.GRAVEYARD, 0)
    assert len(table.names(Zone.HAND, 0)) == 1
    table.cast("Think Twice", using="flashback")
    resolve_stack(table)
    table.assert_zone("Think Twice", Zone.EXILE)
    table.assert_logged(rule="702.34a")
    assert len(table.names(Zone.HAND, 0)) == 2


@pytest.mark.plugins("cascade", "overload")
def test_118_9a_cascaded_into_an_overload_card_it_has_its_targets(table: Table) -> None:
    """Downsize cast without paying its mana cost can't be cast for its overload cost too
    (118.9a: one alternative cost): "target" stays, one creature is shrunk (702.96)."""
    table.library(0, "Downsize")
    table.battlefield(1, "Hill Giant", "Gray Ogre")
    cast_agent(table)
    table.answer("may", "yes")
    table.answer("targets", table.find("Hill Giant").id)
    table.resolve()
    spell = table.game.obj(table.game.ids_in(Zone.STACK)[-1])
    assert spell.spell is not None and spell.spell.without_paying
    assert spell.spell.permission.name != "overload"
    table.resolve()
    assert table.power("Hill Giant") == -1  # 3 - 4
    assert table.power("Gray Ogre") == 2


@pytest.mark.plugins("cascade", "escalate")
def test_601_2f_cascaded_into_an_escalate_card_the_escalate_cost_is_paid(table: Table) -> None:
    """Borrowed Malevolence with both modes: the base cost is 0 (118.9), the escalate {2}
    for the second mode is still paid (601.2f, 702.120a)."""
    table.library(0, "Borrowed Malevolence")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Savannah Lions")
    cast_agent(table, "Swamp", "Swamp")
    table.resolve(answers=[
        Answer("may", ("yes",)), Answer("modes", (0, 1)),
        Answer("targets", (table.find("Grizzly Bears").id,)),
        Answer("targets", (table.find("Savannah Lions").id,)),
    ])
    table.assert_logged(rule="601.2f", contains="base {0}; + additional {2}; = {2} (locked)")
    assert table.tapped_count(0) == 5
    table.resolve()
    assert table.power("Grizzly Bears") == 3
    table.assert_zone("Savannah Lions", Zone.GRAVEYARD, 1)


@pytest.mark.plugins("cascade", "escalate")
def test_601_2h_without_the_escalate_mana_only_one_mode_can_be_cast(table: Table) -> None:
    """No mana left for escalate: the two-mode cast is refused and reversed (732), logged
    citing 702.85a, and the card goes to the bottom."""
    table.library(0, "Borrowed Malevolence", "Forest")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Savannah Lions")
    cast_agent(table)
    table.resolve(answers=[
        Answer("may", ("yes",)), Answer("modes", (0, 1)),
        Answer("targets", (table.find("Grizzly Bears").id,)),
        Answer("targets", (table.find("Savannah Lions").id,)),
    ])
    table.assert_logged(rule="702.85a", contains="Borrowed Malevolence can't be cast")
    assert library_names(table)[0] == "Forest"
    assert "Borrowed Malevolence" in library_names(table)


@pytest.mark.plugins("cascade", "haste", "oracle")
def test_702_10b_bloodbraid_elf_cascades_then_attacks(table: Table) -> None:
    """Bloodbraid Elf (cascade, haste): Grizzly Bears is cast first; the Elf attacks the
    turn it enters (702.10b), the Bears can't (302.6)."""
    needs_corpus()
    table.library(0, "Grizzly Bears")
    table.lands(0, "Mountain", 2)
    table.lands(0, "Forest", 2)
    table.hand(0, "Bloodbraid Elf")
    table.cast("Bloodbraid Elf")
    table.answer("may", "yes")
    resolve_stack(table)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.go_to(Step.DECLARE_ATTACKERS)
    table.attack("Bloodbraid Elf")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)


@pytest.mark.plugins("cascade", extra={"split-cards": SplitCards()})
def test_709_4_a_split_cards_mana_value_is_its_halves_total(table: Table) -> None:
    """Fire // Ice in the library has mana value 4 (709.4b): not less than Shardless Agent's
    3, though each half costs 2; cascade passes it over to Grizzly Bears."""
    table.library(0, "Fire // Ice", "Grizzly Bears")
    cast_agent(table)
    table.answer("may", "yes")
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.STACK)
    assert library_names(table) == ["Fire // Ice"]


@pytest.mark.plugins("cascade", "escape", "haste", "oracle")
def test_702_138a_bloodbraid_challenger_escapes_and_cascades(table: Table) -> None:
    """Cast from the graveyard for its escape cost, Bloodbraid Challenger is still cast:
    its cascade triggers (702.85a, 601.2i) and Grizzly Bears is cast without paying."""
    needs_corpus()
    table.library(0, "Forest", "Grizzly Bears")
    table.graveyard(0, "Bloodbraid Challenger", "Island", "Island", "Island")
    table.lands(0, "Mountain", 2)
    table.lands(0, "Forest", 3)
    table.cast("Bloodbraid Challenger", using="escape", exile=["Island", "Island", "Island"])
    table.assert_logged(rule="113.6k", contains="triggers")
    table.answer("may", "yes")
    resolve_stack(table)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Bloodbraid Challenger", Zone.BATTLEFIELD, 0)
    assert library_names(table) == ["Forest"]


@pytest.mark.plugins("cascade", extra={"split-cards": SplitCards()})
def test_709_3_cascaded_into_a_split_card_one_half_is_cast(table: Table) -> None:
    """Enlisted Wurm (mana value 6) finds Fire // Ice (4, 709.4b): Alice casts its half Ice
    (709.3), whose mana value 2 is less (702.85a); it taps Bob's Hill Giant and she draws."""
    table.library(0, "Fire // Ice", "Island")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Forest", 5)
    table.lands(0, "Plains", 1)
    table.hand(0, "Enlisted Wurm")
    table.cast("Enlisted Wurm")
    table.answer("may", "yes")
    table.answer("split_half", 1)
    table.answer("targets", table.find("Hill Giant").id)
    table.resolve()
    table.assert_zone("Ice", Zone.STACK)
    resolve_stack(table)
    table.assert_tapped("Hill Giant")
    assert table.names(Zone.HAND, 0) == ["Island"]
    table.assert_zone("Fire // Ice", Zone.GRAVEYARD, 0)


@pytest.mark.plugins("cascade", "exalted", "oracle")
def test_702_83a_ardent_plea_cascades_and_its_exalted_pumps_the_bears(table: Table) -> None:
    """Ardent Plea (exalted, cascade) cascades into Grizzly Bears; next turn the Bears
    attack alone and get +1/+1 from exalted (702.83a)."""
    needs_corpus()
    table.library(0, "Grizzly Bears", "Island", "Island")
    table.library(1, "Island", "Island")
    table.lands(0, "Plains", 2)
    table.lands(0, "Island", 1)
    table.hand(0, "Ardent Plea")
    table.cast("Ardent Plea")
    table.answer("may", "yes")
    resolve_stack(table)
    table.assert_zone("Ardent Plea", Zone.BATTLEFIELD, 0)
    table.go_to(Step.DECLARE_ATTACKERS, turn=3)
    table.attack("Grizzly Bears")
    resolve_stack(table)
    assert table.power("Grizzly Bears") == 3
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)
