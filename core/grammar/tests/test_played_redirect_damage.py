""""The next 1 damage that would be dealt to this creature this turn is dealt to target creature
you control instead" played (CR 614.9, 616.1).

Lancers en-Kor's "{0}:" ability activated twice in response to Lightning Bolt: 2 of the 3
damage is dealt to the target Grizzly Bears instead (they die), 1 to the Lancers. The effect
is used up: a second Bolt deals all its 3. With the target gone before the damage, the effect
does nothing (614.9). With a prevention effect applying too, the Lancers' controller chooses
which applies first (616.1). Lancers en-Kor comes with its exact Oracle text (the test at the
end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

LANCERS_EN_KOR = CardDef(
    name="Lancers en-Kor", mana_cost="{3}{W}{W}", type_line="Creature — Kor Soldier",
    text="Trample\n{0}: The next 1 damage that would be dealt to this creature this turn is "
         "dealt to target creature you control instead.", power="3", toughness="3")
SHIELDED_PASSAGE = CardDef(
    name="Shielded Passage", mana_cost="{W}", type_line="Instant",
    text="Prevent all damage that would be dealt to target creature this turn.")

PRINTED = (LANCERS_EN_KOR, SHIELDED_PASSAGE)
kit = pytest.mark.plugins(extra={"redirect-kit": card_pool("redirect-kit", PRINTED)})


@kit
def test_lancers_en_kor_redirects_the_next_damage_to_a_creature_you_control(
        table: Table) -> None:
    """CR 614.9: two activations, then Lightning Bolt's 3: 2 to Grizzly Bears (dead), 1 to
    the Lancers; the effects used up, a second Bolt deals its 3 to the Lancers (dead)."""
    table.battlefield(0, "Lancers en-Kor", "Grizzly Bears")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Lightning Bolt", "Lightning Bolt")
    table.activate("Lancers en-Kor", targets=["Grizzly Bears"])
    table.resolve()
    table.activate("Lancers en-Kor", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Lightning Bolt", targets=["Lancers en-Kor"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    assert table.find("Lancers en-Kor", zone=Zone.BATTLEFIELD).damage == 1
    table.assert_logged(rule="614.9", contains="is dealt to Grizzly Bears")
    table.cast("Lightning Bolt", targets=["Lancers en-Kor"])
    table.resolve()
    assert table.zone_of("Lancers en-Kor") is Zone.GRAVEYARD


@kit
def test_lancers_en_kor_targets_only_a_creature_you_control(table: Table) -> None:
    """CR 115.1, 602.2b: Bob's Grizzly Bears can't be the target: refused, unchanged."""
    table.battlefield(0, "Lancers en-Kor")
    table.battlefield(1, "Grizzly Bears")
    table.assert_illegal(table.activate, "Lancers en-Kor", targets=["Grizzly Bears"])


@kit
def test_redirection_does_nothing_once_the_other_creature_is_gone(table: Table) -> None:
    """CR 614.9: the Grizzly Bears died after the ability resolved: Lightning Bolt's 3 is
    dealt to the Lancers."""
    table.battlefield(0, "Lancers en-Kor", "Grizzly Bears")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Shock", "Lightning Bolt")
    table.activate("Lancers en-Kor", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Lightning Bolt", targets=["Lancers en-Kor"])
    table.resolve()
    assert table.zone_of("Lancers en-Kor") is Zone.GRAVEYARD
    table.assert_logged(rule="614.9", contains="does nothing")


@kit
def test_redirection_or_prevention_first_is_the_controllers_choice(table: Table) -> None:
    """CR 616.1: Shielded Passage on the Lancers and one activation: Alice chooses the
    redirection first: 1 damage goes to the Grizzly Bears, the other 2 are prevented."""
    table.battlefield(0, "Lancers en-Kor", "Grizzly Bears")
    table.lands(0, "Plains", 1)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shielded Passage", "Lightning Bolt")
    table.cast("Shielded Passage", targets=["Lancers en-Kor"])
    table.resolve()
    table.activate("Lancers en-Kor", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Lightning Bolt", targets=["Lancers en-Kor"])
    table.answer("replacement_order", "redirect")
    table.resolve()
    assert table.find("Grizzly Bears").damage == 1
    assert table.find("Lancers en-Kor").damage == 0


@kit
def test_prevention_first_leaves_nothing_to_redirect(table: Table) -> None:
    """CR 616.1, 616.1f: the prevention chosen first prevents all 3: nothing is left to
    redirect, the Grizzly Bears are dealt nothing."""
    table.battlefield(0, "Lancers en-Kor", "Grizzly Bears")
    table.lands(0, "Plains", 1)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shielded Passage", "Lightning Bolt")
    table.cast("Shielded Passage", targets=["Lancers en-Kor"])
    table.resolve()
    table.activate("Lancers en-Kor", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Lightning Bolt", targets=["Lancers en-Kor"])
    table.answer("replacement_order", "prevent")
    table.resolve()
    assert table.find("Grizzly Bears").damage == 0
    assert table.find("Lancers en-Kor").damage == 0


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
