"""Printed "[Cost]: Choose one —" with bullets, a modal activated ability (CR 700.2a), played.

Umezawa's Jitte and Goblin Cratermaker: the modes are chosen as the ability is activated,
before its targets (CR 602.2b, 601.2b-c); only the chosen mode happens as it resolves; a mode
whose targets can't be chosen can't be chosen, and the refused activation leaves the game as
it was (CR 732).
"""

from __future__ import annotations

import pytest
from manastack_cli.explain import explain_card
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.loading.rules import Rules
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

UMEZAWAS_JITTE = CardDef(
    name="Umezawa's Jitte", mana_cost="{2}", type_line="Legendary Artifact — Equipment",
    keywords=("Equip",),
    text="Whenever equipped creature deals combat damage, put two charge counters on "
         "Umezawa's Jitte.\nRemove a charge counter from Umezawa's Jitte: Choose one —\n"
         "• Equipped creature gets +2/+2 until end of turn.\n"
         "• Target creature gets -1/-1 until end of turn.\n"
         "• You gain 2 life.\nEquip {2}")
GOBLIN_CRATERMAKER = CardDef(
    name="Goblin Cratermaker", mana_cost="{1}{R}", type_line="Creature — Goblin Warrior",
    power="2", toughness="2",
    text="{1}, Sacrifice this creature: Choose one —\n"
         "• This creature deals 2 damage to target creature.\n"
         "• Destroy target colorless nonland permanent.")

CARDS = (UMEZAWAS_JITTE, GOBLIN_CRATERMAKER)
kit = pytest.mark.plugins(extra={"modal-activated-kit": card_pool("modal-activated-kit", CARDS)})


def _equipped_jitte(table: Table, charges: int) -> None:
    """Alice's Grizzly Bears carries her Jitte with ``charges`` charge counters."""
    jitte, = table.battlefield(0, "Umezawa's Jitte", counters={"charge": charges})
    bears, = table.battlefield(0, "Grizzly Bears")
    table.game.update(jitte.id, attached_to=bears.id)


@kit
def test_the_jitte_is_read_as_one_modal_activated_ability(rules: Rules) -> None:
    """CR 700.2a: the line and its three bullets are one activated ability."""
    text, playable = explain_card(rules, "Umezawa's Jitte")
    assert playable
    assert "modal activated ability (CR 700.2a)" in text
    assert "choose one of 3 modes" in text


@kit
def test_the_jitte_gains_counters_then_its_life_mode_gains_2_life(table: Table) -> None:
    """CR 700.2a: the Bears deal combat damage (two charge counters); one counter removed,
    the mode "You gain 2 life" chosen: Alice gains 2 life and nothing else happens."""
    _equipped_jitte(table, 0)
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    assert table.life(1) == 18
    assert table.counters("Umezawa's Jitte", "charge") == 2
    table.activate("Umezawa's Jitte", modes=[2])
    table.resolve()
    assert table.life(0) == 22
    assert table.counters("Umezawa's Jitte", "charge") == 1
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)


@kit
def test_the_jitte_pump_mode_pumps_the_equipped_creature(table: Table) -> None:
    """CR 700.2a: "Equipped creature gets +2/+2 until end of turn" chosen: the Bears are
    4/4; Alice's life is unchanged."""
    _equipped_jitte(table, 1)
    table.activate("Umezawa's Jitte", modes=[0])
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 4)
    assert table.life(0) == 20
    assert table.counters("Umezawa's Jitte", "charge") == 0


@kit
def test_the_jitte_shrink_mode_targets_a_creature(table: Table) -> None:
    """CR 601.2c: the target of the chosen mode is chosen after the mode: -1/-1 on Bob's
    Llanowar Elves, which dies (704.5f)."""
    _equipped_jitte(table, 1)
    table.battlefield(1, "Llanowar Elves")
    table.activate("Umezawa's Jitte", modes=[1], targets=["Llanowar Elves"])
    table.resolve()
    table.assert_zone("Llanowar Elves", Zone.GRAVEYARD, 1)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)


@kit
def test_the_jitte_without_a_counter_cant_be_activated(table: Table) -> None:
    """CR 602.2b, 601.2h: the cost "Remove a charge counter" can't be paid: refused, the
    game as it was (CR 732)."""
    _equipped_jitte(table, 0)
    table.assert_illegal(table.activate, "Umezawa's Jitte", modes=[2])
    assert table.life(0) == 20


@kit
def test_a_mode_without_a_legal_target_cant_be_chosen(table: Table) -> None:
    """CR 601.2c, 700.2a: no colorless nonland permanent: "Destroy target colorless nonland
    permanent" can't be chosen; the refused activation leaves the Cratermaker on the
    battlefield and the mana untapped (CR 732)."""
    table.battlefield(0, "Goblin Cratermaker")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.assert_illegal(table.activate, "Goblin Cratermaker", modes=[1],
                         targets=["Grizzly Bears"])
    table.assert_zone("Goblin Cratermaker", Zone.BATTLEFIELD, 0)
    table.activate("Goblin Cratermaker", modes=[0], targets=["Grizzly Bears"])
    table.assert_zone("Goblin Cratermaker", Zone.GRAVEYARD, 0)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
