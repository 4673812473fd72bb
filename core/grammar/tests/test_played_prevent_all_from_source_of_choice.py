""""Prevent all damage a [red] source of your choice would deal [to you] this turn." and
"Prevent all damage that would be dealt to you this turn by a source of your choice." played
(CR 609.7a, 609.7b, 615.1a).

Auriok Replica, sacrificed on Bob's turn choosing his Hill Giant: the Giant's 3 to Alice is
prevented, the Grizzly Bears attacking with it deal their 2; a chosen Lightning Bolt at
Alice's Grizzly Bears still kills them ("to you" only). Burrenton Forge-Tender, sacrificed in
response to Bob's Lightning Bolt at Alice's Grizzly Bears: only red sources are offered; the Bolt chosen, the
Bears live. Consulate Surveillance: four energy as it enters, two paid: Bob's Bolt at Alice is
prevented, the energy left is 2. The cards come with their exact Oracle text (the test at the
end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

AURIOK_REPLICA = CardDef(
    name="Auriok Replica", mana_cost="{3}", type_line="Artifact Creature — Cleric",
    text="{W}, Sacrifice this creature: Prevent all damage a source of your choice would deal "
         "to you this turn.", power="2", toughness="2")
BURRENTON_FORGE_TENDER = CardDef(
    name="Burrenton Forge-Tender", mana_cost="{W}", type_line="Creature — Kithkin Wizard",
    text="Protection from red\nSacrifice this creature: Prevent all damage a red source of your "
         "choice would deal this turn.", power="1", toughness="1")
CONSULATE_SURVEILLANCE = CardDef(
    name="Consulate Surveillance", mana_cost="{3}{W}", type_line="Enchantment",
    text="When this enchantment enters, you get {E}{E}{E}{E} (four energy counters).\nPay "
         "{E}{E}: Prevent all damage that would be dealt to you this turn by a source of your "
         "choice.")

PRINTED = (AURIOK_REPLICA, BURRENTON_FORGE_TENDER, CONSULATE_SURVEILLANCE)
POOL = card_pool("source-of-choice-kit", PRINTED)
kit = pytest.mark.plugins(extra={"source-of-choice-kit": POOL})


def _bob_bolts(table: Table, target: str) -> None:
    """Bob casts Lightning Bolt at ``target`` and passes: Alice has priority."""
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[target])
    table.pass_priority()


@kit
def test_auriok_replica_prevents_the_chosen_sources_damage_to_you_only(table: Table) -> None:
    """CR 609.7a, 615.1a: Hill Giant chosen: its 3 to Alice prevented, the unblocked Bears'
    2 dealt (20 - 2)."""
    table.set_turn(active=1)
    table.battlefield(0, "Auriok Replica", "Plains")
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.pass_priority()  # Bob passes in his main phase: Alice activates
    table.activate("Auriok Replica")
    table.answer("choose_source", "Hill Giant")
    table.resolve()
    assert table.zone_of("Auriok Replica") is Zone.GRAVEYARD
    table.go_to(Step.DECLARE_ATTACKERS)
    table.attack("Hill Giant", "Grizzly Bears")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 18)
    table.assert_logged(rule="615.1a", contains="from Hill Giant")


@kit
def test_auriok_replica_leaves_the_sources_damage_to_creatures(table: Table) -> None:
    """CR 615.1a: "to you": the chosen Bolt at Alice's Grizzly Bears kills them."""
    table.set_turn(active=1)
    table.battlefield(0, "Auriok Replica", "Plains", "Grizzly Bears")
    _bob_bolts(table, "Grizzly Bears")
    table.activate("Auriok Replica")
    table.answer("choose_source", "Lightning Bolt")
    table.resolve()
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


@kit
def test_burrenton_forge_tender_offers_red_sources_and_saves_a_creature(table: Table) -> None:
    """CR 609.7a: only red sources offered (the Bolt; not Alice's green Bears, Bob's Island); the
    Bolt at Alice's Grizzly Bears is prevented, the Bears are undamaged."""
    table.set_turn(active=1)
    table.battlefield(0, "Burrenton Forge-Tender", "Grizzly Bears")
    table.battlefield(1, "Island")
    _bob_bolts(table, "Grizzly Bears")
    sources = table.watch_decisions("choose_source")
    table.activate("Burrenton Forge-Tender")
    table.answer("choose_source", "Lightning Bolt")
    table.resolve()
    table.resolve()
    offered = [sources[0].label(i) for i in range(len(sources[0].options))]
    assert len(offered) == 1 and "Lightning Bolt" in offered[0]
    assert table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).damage == 0


@kit
def test_consulate_surveillance_pays_energy_to_prevent_the_bolt(table: Table) -> None:
    """CR 107.14, 609.7a: cast, Alice gets 4 energy; paying 2, Bob's Bolt at her is
    prevented (20) and she has 2 left."""
    table.mana(0, "WCCC")
    table.hand(0, "Consulate Surveillance")
    table.cast("Consulate Surveillance")
    table.resolve()
    table.resolve()  # its enters trigger
    assert dict(table.game.player(0).counters).get("energy", 0) == 4
    table.pass_priority()  # Alice passes: Bob casts his instant on her turn
    _bob_bolts(table, "Alice")
    table.activate("Consulate Surveillance")
    table.answer("choose_source", "Lightning Bolt")
    table.resolve()
    table.resolve()
    table.assert_life(0, 20)
    assert dict(table.game.player(0).counters).get("energy", 0) == 2


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
