"""Phasing (CR 702.26, 502.1): the manastack-phasing plugin, playing printed cards.

Breezekeeper and Sandbar Crocodile phase out as their controller's untap step begins and
phase in as the next one begins (702.26a); while phased out they are treated as though they
do not exist (702.26b). Grizzly Bears, Hill Giant, Lightning Bolt and the basic lands come
from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed, card_pool

from manastack.api import Answer, CardDef, Rules, Step, TomlCardSource, Zone

phasing = pytest.mark.plugins("phasing")


def _libraries(table: Table) -> None:
    for p in (0, 1):
        table.library(p, "Island", "Island", "Island", "Island", "Island")


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("phasing-cards", "manastack_phasing", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@phasing
def test_phasing_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.26a: the keyword line "Phasing" (reminder text removed) is the plugin's."""
    assert rules.ruleset.plugin_of_keyword("phasing") == "phasing"
    card = rules.card("Breezekeeper")
    assert card.playable
    assert [getattr(a, "keyword", None) for a in card.abilities] == ["flying", "phasing"]


@phasing
def test_breezekeeper_phases_out_then_in_at_its_controllers_untap_steps(table: Table) -> None:
    """CR 702.26a, 502.1: cast on Alice's turn, Breezekeeper phases out as her next untap
    step begins; during Bob's turn it is not there to block (702.26b); it phases in as her
    following untap step begins, the same object, untapped, and Soul Warden doesn't trigger
    (no zone change, 702.26d)."""
    _libraries(table)
    game = table.game
    table.battlefield(0, "Soul Warden")
    table.lands(0, "Island", 4)
    table.hand(0, "Breezekeeper")
    table.cast("Breezekeeper")
    table.resolve()
    table.resolve()  # Soul Warden's trigger
    keeper = table.find("Breezekeeper", zone=Zone.BATTLEFIELD)
    assert table.life(0) == 21  # Soul Warden: Breezekeeper entered once
    table.next_turn()  # Bob's turn: Alice's permanents don't phase
    assert game.obj(keeper.id).phased_out is None
    table.battlefield(1, "Hill Giant")
    table.attack("Hill Giant")
    assert ("Breezekeeper", "Hill Giant") in table.blocks_offered()
    table.block()
    table.next_turn()  # Alice's untap step: it phases out
    assert game.obj(keeper.id).phased_out is not None
    assert game.obj(keeper.id).zone is Zone.BATTLEFIELD
    table.assert_logged(rule="502.1", contains="Breezekeeper")
    table.next_turn()  # Bob's turn: no Breezekeeper to block with
    table.attack("Hill Giant")
    assert table.blocks_offered() == {("Soul Warden", "Hill Giant")}
    table.block()
    table.next_turn()  # Alice's untap step: it phases in
    assert game.obj(keeper.id).phased_out is None
    assert keeper.id in [o.id for o in game.battlefield(0)]
    assert table.life(0) == 21 - 3 - 3  # the Hill Giant twice, unblocked; no Soul Warden trigger


@phasing
def test_a_phased_out_crocodile_is_not_targeted_and_its_aura_phases_with_it(
        table: Table) -> None:
    """CR 702.26g: Holy Strength, attached to Sandbar Crocodile, phases out indirectly with
    it and back in with it, still attached; 702.26b: Lightning Bolt can't target it while it
    is phased out."""
    _libraries(table)
    game = table.game
    croc, = table.battlefield(0, "Sandbar Crocodile")
    aura, = table.battlefield(0, "Holy Strength")
    game.update(aura.id, attached_to=croc.id)
    table.set_turn(active=1)
    table.next_turn()  # Alice's untap step: both phase out
    assert game.obj(croc.id).phased_out is not None
    assert game.obj(aura.id).phased_out is not None and game.obj(aura.id).phased_out.indirectly
    table.assert_logged(rule="702.26g", contains="Holy Strength")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.next_turn()  # Bob's turn
    with pytest.raises(Exception, match="no 'Sandbar Crocodile'"):
        table.cast("Lightning Bolt", targets=["Sandbar Crocodile"])
    table.next_turn()  # Alice's untap step: both phase in
    assert game.obj(croc.id).phased_out is None and game.obj(aura.id).phased_out is None
    assert game.obj(aura.id).attached_to == croc.id
    assert table.power("Sandbar Crocodile") == 7


@phasing
def test_taniwha_phases_out_all_its_controllers_lands_every_other_upkeep(
        table: Table) -> None:
    """CR 702.26a, b: Taniwha phases out at Alice's untap step, so its upkeep trigger doesn't
    trigger that turn (a phased-out permanent's abilities don't function); at the next one
    it phases in and "all lands you control phase out" takes each of her lands, not Bob's;
    at the one after, the lands phase in as Taniwha phases out, simultaneously (502.1)."""
    _libraries(table)
    game = table.game
    taniwha, = table.battlefield(0, "Taniwha")
    islands = table.lands(0, "Island", 2)
    table.lands(1, "Mountain", 1)
    table.set_turn(active=1)
    table.go_to(Step.UPKEEP, turn=game.state.turn.number + 1)  # Alice's turn
    assert game.obj(taniwha.id).phased_out is not None
    assert table.names(Zone.STACK) == []  # no trigger: Taniwha is phased out
    table.next_turn()
    table.go_to(Step.UPKEEP, turn=game.state.turn.number + 1)  # Alice's next turn
    assert game.obj(taniwha.id).phased_out is None
    table.resolve()
    assert all(game.obj(i.id).phased_out is not None for i in islands)
    assert [o.name for o in game.battlefield(0)] == ["Taniwha"]
    assert [o.name for o in game.battlefield(1)] == ["Mountain"]
    table.next_turn()
    table.go_to(Step.UPKEEP, turn=game.state.turn.number + 1)  # Alice's turn after
    assert game.obj(taniwha.id).phased_out is not None
    assert all(game.obj(i.id).phased_out is None for i in islands)
    assert table.names(Zone.STACK) == []


@phasing
def test_teferis_imp_discards_as_it_phases_out_and_draws_as_it_phases_in(
        table: Table) -> None:
    """CR 603.10b: "Whenever this creature phases out" looks back in time: it triggers though
    the Imp is then treated as though it doesn't exist (702.26b), and Alice discards a card
    in her upkeep; 702.26c, 603.2: "phases in" triggers at her following untap step, and
    she draws one card more than her draw step's. Neither triggers on the other event."""
    _libraries(table)
    game = table.game
    imp, = table.battlefield(0, "Teferi's Imp")
    table.hand(0, "Grizzly Bears")
    table.next_turn()  # Bob's turn: Alice's Imp doesn't phase
    assert game.obj(imp.id).phased_out is None
    assert not game.stack()
    table.go_to(Step.UPKEEP, turn=3)  # Alice's untap step: it phases out
    assert game.obj(imp.id).phased_out is not None
    assert len(game.stack()) == 1  # the discard, not the draw
    library = len(game.library(0))
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    assert len(game.hand(0)) == 0
    assert len(game.library(0)) == library
    table.next_turn()
    table.go_to(Step.UPKEEP, turn=5)  # Alice's untap step: it phases in
    assert game.obj(imp.id).phased_out is None
    assert len(game.stack()) == 1  # the draw, not the discard
    hand = len(game.hand(0))
    table.resolve()
    assert len(game.hand(0)) == hand + 1
    table.go_to(Step.MAIN1, turn=5)
    assert len(game.hand(0)) == hand + 2  # and her draw step's card
    assert not any(o.name == "Teferi's Imp" for o in game.graveyard(0))


@phasing
def test_shimmering_efreet_phases_a_target_creature_out_as_it_phases_in(table: Table) -> None:
    """CR 702.26c, 603.2, 603.3d: as Shimmering Efreet phases in at Alice's untap step, its
    ability targets Bob's Grizzly Bears, which phases out under Bob's control (702.26b) and
    back in at his next untap step (502.1). The Efreet phasing out, or another permanent
    phasing in, triggers nothing."""
    _libraries(table)
    game = table.game
    efreet, = table.battlefield(0, "Shimmering Efreet")
    bears, = table.battlefield(1, "Grizzly Bears")
    table.next_turn()
    table.go_to(Step.UPKEEP, turn=3)  # Alice's untap step: the Efreet phases out
    assert game.obj(efreet.id).phased_out is not None
    assert not game.stack()
    table.go_to(Step.END, turn=4)
    table.pass_priority()
    table.pass_priority([Answer("targets", (bears.id,))])  # turn 5: the Efreet phases in
    assert game.state.turn.number == 5 and len(game.stack()) == 1
    assert game.obj(efreet.id).phased_out is None
    table.resolve()
    assert game.obj(bears.id).phased_out is not None
    assert [o.name for o in game.battlefield(1)] == []
    table.assert_logged(rule="702.26b", contains="Grizzly Bears")
    table.go_to(Step.UPKEEP, turn=6)  # Bob's untap step: the Bears phase in
    assert game.obj(bears.id).phased_out is None
    assert not game.stack()


#: A phase-out spell and an Equipment (Oracle text), for what a phased-out permanent escapes.
PHASE_KIT = card_pool("phasing-phase-kit", (
    CardDef(name="Reality Ripple", mana_cost="{1}{U}", type_line="Instant",
            text="Target artifact, creature, or land phases out. (While it's phased out, it's "
                 "treated as though it doesn't exist. It phases in before its controller "
                 "untaps during their next untap step.)"),
    CardDef(name="Bonesplitter", mana_cost="{1}", type_line="Artifact — Equipment",
            text="Equipped creature gets +2/+0.\nEquip {1}")))


@pytest.mark.plugins("phasing", extra={"phasing-phase-kit": PHASE_KIT})
def test_702_26b_g_a_phased_out_creature_and_its_equipment_escape_wrath(table: Table) -> None:
    """Alice's Reality Ripple phases out Bob's Grizzly Bears, and its Bonesplitter with it
    (702.26g); her Wrath of God destroys Hill Giant only: the Bears are treated as though
    they don't exist (702.26b). At Bob's untap step both phase in, still attached, and no
    zone change happened (702.26d)."""
    _libraries(table)
    bears, = table.battlefield(1, "Grizzly Bears")
    splitter, = table.battlefield(1, "Bonesplitter")
    table.game.update(splitter.id, attached_to=bears.id)
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Island", 2)
    table.lands(0, "Plains", 4)
    table.hand(0, "Reality Ripple", "Wrath of God")
    table.cast("Reality Ripple", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_logged(rule="702.26g", contains="Bonesplitter")
    table.cast("Wrath of God")
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.next_turn()  # Bob's untap step: both phase in
    assert table.game.obj(bears.id).phased_out is None
    assert table.game.obj(splitter.id).attached_to == bears.id
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
    assert table.power("Grizzly Bears") == 4
