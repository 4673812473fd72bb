"""Life equal to the mana value of a destroyed permanent, played from printed cards
(CR 608.2h, 202.3, 119.3).

Divine Offering: "Destroy target artifact. You gain life equal to its mana value."
Terashi's Grasp: "Destroy target artifact or enchantment. You gain life equal to its mana
value." The permanent is gone when the life is gained: its mana value is the one it had as
it last existed on the battlefield (CR 608.2h), X counted as 0 (202.3e).
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DIVINE_OFFERING = CardDef(
    name="Divine Offering", mana_cost="{1}{W}", type_line="Instant",
    text="Destroy target artifact. You gain life equal to its mana value.")
TERASHIS_GRASP = CardDef(
    name="Terashi's Grasp", mana_cost="{2}{W}", type_line="Sorcery — Arcane",
    text="Destroy target artifact or enchantment. You gain life equal to its mana value.")

JUGGERNAUT = CardDef(
    name="Juggernaut", mana_cost="{4}", type_line="Artifact Creature — Juggernaut",
    power="5", toughness="3",
    text="This creature attacks each combat if able.\nThis creature can't be blocked by Walls.")
MIND_STONE = CardDef(
    name="Mind Stone", mana_cost="{2}", type_line="Artifact",
    text="{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.")
GLORIOUS_ANTHEM = CardDef(
    name="Glorious Anthem", mana_cost="{1}{W}{W}", type_line="Enchantment",
    text="Creatures you control get +1/+1.")

PRINTED = (DIVINE_OFFERING, TERASHIS_GRASP, JUGGERNAUT, MIND_STONE, GLORIOUS_ANTHEM)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


@kit
def test_divine_offering_gains_the_destroyed_artifacts_mana_value(table: Table) -> None:
    """CR 608.2h: Juggernaut ({4}) is destroyed, its caster gains 4; the opponent none."""
    table.battlefield(1, "Juggernaut")
    table.lands(0, "Plains", 2)
    table.hand(0, "Divine Offering")
    table.cast("Divine Offering", targets=["Juggernaut"])
    table.resolve()
    table.assert_zone("Juggernaut", Zone.GRAVEYARD, 1)
    assert table.life(0) == 24
    assert table.life(1) == 20


@kit
def test_terashis_grasp_gains_an_enchantments_mana_value(table: Table) -> None:
    """CR 202.3: Glorious Anthem ({1}{W}{W}) has mana value 3: 3 life gained."""
    table.battlefield(1, "Glorious Anthem")
    table.lands(0, "Plains", 3)
    table.hand(0, "Terashi's Grasp")
    table.cast("Terashi's Grasp", targets=["Glorious Anthem"])
    table.resolve()
    table.assert_zone("Glorious Anthem", Zone.GRAVEYARD, 1)
    assert table.life(0) == 23


@kit
def test_a_cheaper_artifact_gains_less(table: Table) -> None:
    """The amount is the target's own mana value: Mind Stone ({2}) gains 2, not 4."""
    table.battlefield(1, "Mind Stone")
    table.lands(0, "Plains", 2)
    table.hand(0, "Divine Offering")
    table.cast("Divine Offering", targets=["Mind Stone"])
    table.resolve()
    assert table.life(0) == 22


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
