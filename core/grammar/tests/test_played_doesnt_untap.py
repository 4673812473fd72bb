"""Printed "doesn't untap during [its controller's / your] untap step" played (CR 502.3).

Dehydration ("Enchanted creature doesn't untap during its controller's untap step.") and
Basalt Monolith ("This artifact doesn't untap during your untap step.") are static
abilities (604.1, rule "grammar:printed doesn't untap") whose Restriction the untap step
reads: the permanent stays tapped while the ability applies, and untaps as usual once it
no longer does (the Aura gone) or when an effect untaps it (the Monolith's own ability).
Bender's Waterskin ("Untap this artifact during each other player's untap step.") untaps
in its controller's untap step and in each opponent's too, not a permanent beside it.
Dungeon Geists' "That creature doesn't untap during its controller's untap step for as long
as you control this creature." holds the creature tapped until the Geists leave (611.2b).
Deserter's Quarters' "... for as long as this artifact remains tapped" holds it while the
artifact stays tapped, and Endoskeleton's "+0/+3 for as long as this artifact remains
tapped" lasts as long (611.2b).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

DEHYDRATION = CardDef(
    name="Dehydration", mana_cost="{3}{U}", type_line="Enchantment — Aura",
    text="Enchant creature (Target a creature as you cast this. This card enters attached to "
         "that creature.)\nEnchanted creature doesn't untap during its controller's untap "
         "step.")
BASALT_MONOLITH = CardDef(
    name="Basalt Monolith", mana_cost="{3}", type_line="Artifact",
    text="This artifact doesn't untap during your untap step.\n{T}: Add {C}{C}{C}.\n"
         "{3}: Untap this artifact.")
NATURALIZE = CardDef(name="Naturalize", mana_cost="{1}{G}", type_line="Instant",
                     text="Destroy target artifact or enchantment.")

BENDERS_WATERSKIN = CardDef(
    name="Bender's Waterskin", mana_cost="{3}", type_line="Artifact",
    text="Untap this artifact during each other player's untap step.\n{T}: Add one mana of "
         "any color.")

DUNGEON_GEISTS = CardDef(
    name="Dungeon Geists", mana_cost="{2}{U}{U}", type_line="Creature — Spirit", power="3",
    toughness="3",
    text="Flying\nWhen this creature enters, tap target creature an opponent controls. That "
         "creature doesn't untap during its controller's untap step for as long as you "
         "control this creature.")

DESERTERS_QUARTERS = CardDef(
    name="Deserter's Quarters", mana_cost="{2}", type_line="Artifact",
    text="You may choose not to untap this artifact during your untap step.\n{6}, {T}: Tap "
         "target creature. It doesn't untap during its controller's untap step for as long "
         "as this artifact remains tapped.")

ENDOSKELETON = CardDef(
    name="Endoskeleton", mana_cost="{2}", type_line="Artifact",
    text="You may choose not to untap this artifact during your untap step.\n{2}, {T}: "
         "Target creature gets +0/+3 for as long as this artifact remains tapped.")

CARDS = (DEHYDRATION, BASALT_MONOLITH, NATURALIZE, BENDERS_WATERSKIN, DUNGEON_GEISTS,
         DESERTERS_QUARTERS, ENDOSKELETON)
kit = pytest.mark.plugins(extra={"untap-kit": card_pool("untap-kit", CARDS)})


def _turns(table: Table, n: int) -> None:
    for _ in range(n):
        table.library(0, "Island")
        table.library(1, "Island")
        table.next_turn()


@kit
def test_the_enchanted_creature_stays_tapped_until_the_aura_is_gone(table: Table) -> None:
    """CR 502.3: Bob's tapped Grizzly Bears doesn't untap in Bob's untap step while
    Dehydration is on it; after Naturalize destroys the Aura, it untaps in the next one."""
    table.lands(0, "Island", 4)
    table.battlefield(1, "Grizzly Bears", tapped=True)
    table.hand(0, "Dehydration")
    table.cast("Dehydration", targets=["Grizzly Bears"])
    table.resolve()
    _turns(table, 1)
    table.assert_tapped("Grizzly Bears")
    table.assert_logged(rule="502.3", contains="doesn't untap during its controller's")
    table.lands(1, "Forest", 2)
    table.hand(1, "Naturalize")
    table.cast("Naturalize", targets=["Dehydration"])
    table.resolve()
    _turns(table, 2)
    table.assert_tapped("Grizzly Bears", False)


@kit
def test_the_monolith_untaps_only_by_its_own_ability(table: Table) -> None:
    """CR 502.3: tapped for {C}{C}{C}, Basalt Monolith stays tapped through its
    controller's untap step; "{3}: Untap this artifact" untaps it (701.26b)."""
    table.battlefield(0, "Basalt Monolith")
    table.tap_for_mana("Basalt Monolith", "C")
    _turns(table, 2)
    table.assert_tapped("Basalt Monolith")
    table.lands(0, "Island", 3)
    table.activate("Basalt Monolith")
    table.resolve()
    table.assert_tapped("Basalt Monolith", False)


@kit
def test_the_waterskin_untaps_in_each_other_players_untap_step(table: Table) -> None:
    """CR 502.3: tapped for mana on Alice's turn, the Waterskin untaps in Bob's untap step
    while Alice's tapped Island beside it stays tapped until her own."""
    table.battlefield(0, "Bender's Waterskin")
    table.battlefield(0, "Island", tapped=True)
    table.tap_for_mana("Bender's Waterskin", "U")
    _turns(table, 1)
    assert table.game.active_player == 1
    table.assert_tapped("Bender's Waterskin", False)
    table.assert_tapped("Island")
    table.assert_logged(rule="502.3")
    table.game.tap(table.find("Bender's Waterskin").id)
    _turns(table, 1)
    assert table.game.active_player == 0
    table.assert_tapped("Bender's Waterskin", False)
    table.assert_tapped("Island", False)


@kit
def test_dungeon_geists_hold_it_for_as_long_as_you_control_them(table: Table) -> None:
    """CR 603.6a: the enter trigger taps Bob's Grizzly Bears; 502.3: they stay tapped
    through Bob's untap steps while Alice controls the Geists; 611.2b: once the Geists are
    gone, the effect has ended and the Bears untap in Bob's next untap step."""
    table.lands(0, "Island", 4)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Dungeon Geists")
    table.cast("Dungeon Geists")
    table.resolve()
    table.resolve()  # the enter trigger, its target the only legal one
    table.assert_tapped("Grizzly Bears")
    _turns(table, 1)
    assert table.game.active_player == 1
    table.assert_tapped("Grizzly Bears")
    table.assert_logged(rule="502.3", contains="doesn't untap during its controller's")
    _turns(table, 2)
    table.assert_tapped("Grizzly Bears")
    table.game.destroy(table.find("Dungeon Geists").id)
    _turns(table, 2)
    assert table.game.active_player == 1
    table.assert_tapped("Grizzly Bears", False)


@kit
def test_deserters_quarters_hold_it_for_as_long_as_they_remain_tapped(table: Table) -> None:
    """CR 611.2b, 502.3: the Quarters tap Bob's Grizzly Bears; kept tapped by Alice's choice
    (502.3), they hold the Bears through Bob's untap steps; once Alice untaps them, the
    effect has ended for good and the Bears untap in Bob's next untap step."""
    table.battlefield(0, "Deserter's Quarters")
    table.lands(0, "Island", 6)
    table.battlefield(1, "Grizzly Bears")
    table.activate("Deserter's Quarters", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_tapped("Grizzly Bears")
    table.assert_tapped("Deserter's Quarters")
    _turns(table, 1)
    assert table.game.active_player == 1
    table.assert_tapped("Grizzly Bears")
    table.assert_logged(rule="502.3", contains="doesn't untap during its controller's")
    table.answer("keep_tapped", "Deserter's Quarters")
    _turns(table, 2)
    assert table.game.active_player == 1
    table.assert_tapped("Deserter's Quarters")
    table.assert_tapped("Grizzly Bears")
    table.answer("keep_tapped")
    _turns(table, 1)
    table.assert_tapped("Deserter's Quarters", False)
    _turns(table, 1)
    assert table.game.active_player == 1
    table.assert_tapped("Grizzly Bears", False)


@kit
def test_deserters_quarters_untapped_before_it_resolves_do_nothing_more(table: Table) -> None:
    """CR 611.2b: the Quarters untapped before the ability resolves: the creature is tapped,
    but the "for as long as" effect never begins and it untaps in Bob's untap step."""
    table.battlefield(0, "Deserter's Quarters")
    table.lands(0, "Island", 6)
    table.battlefield(1, "Grizzly Bears")
    table.activate("Deserter's Quarters", targets=["Grizzly Bears"])
    table.game.untap(table.find("Deserter's Quarters").id)
    table.resolve()
    table.assert_tapped("Grizzly Bears")
    _turns(table, 1)
    assert table.game.active_player == 1
    table.assert_tapped("Grizzly Bears", False)


@kit
def test_endoskeleton_lasts_for_as_long_as_it_remains_tapped(table: Table) -> None:
    """CR 611.2b, 613.4c: +0/+3 on Alice's Grizzly Bears while Endoskeleton stays tapped
    (kept so by her choice, 502.3), through Bob's turn and hers; untapped in her next untap
    step, the bonus has ended for good, tapped again or not."""
    table.battlefield(0, "Endoskeleton")
    table.lands(0, "Island", 2)
    table.battlefield(0, "Grizzly Bears")
    table.activate("Endoskeleton", targets=["Grizzly Bears"])
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 5)
    _turns(table, 1)
    assert table.toughness("Grizzly Bears") == 5
    table.answer("keep_tapped", "Endoskeleton")
    _turns(table, 1)
    assert table.game.active_player == 0
    table.assert_tapped("Endoskeleton")
    assert table.toughness("Grizzly Bears") == 5
    table.answer("keep_tapped")
    _turns(table, 2)
    assert table.game.active_player == 0
    table.assert_tapped("Endoskeleton", False)
    assert table.toughness("Grizzly Bears") == 2
    table.game.tap(table.find("Endoskeleton").id)
    assert table.toughness("Grizzly Bears") == 2  # ended for good (611.2b)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
