"""Printed "if a source would deal damage ..., it deals double that damage instead" played
(CR 614.1a, 616.1).

Furnace of Rath: "If a source would deal damage to a permanent or player, it deals double
that damage to that permanent or player instead." Torbran, Thane of Red Fell: "If a red
source you control would deal damage to an opponent or a permanent an opponent controls, it
deals that much damage plus 2 instead." Fiery Emancipation ("a source you control", triple),
Fiendish Duo ("to an opponent", double). The damage the source deals is modified; sources
and recipients the words don't name deal and are dealt the printed amount. With several such
effects, or a prevention effect too, the player dealt damage chooses the order (616.1).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table, by_label
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

FURNACE = CardDef(
    name="Furnace of Rath", mana_cost="{1}{R}{R}{R}", type_line="Enchantment",
    text="If a source would deal damage to a permanent or player, it deals double that damage "
         "to that permanent or player instead.")
TORBRAN = CardDef(
    name="Torbran, Thane of Red Fell", mana_cost="{1}{R}{R}{R}",
    type_line="Legendary Creature — Dwarf Noble", power="2", toughness="4",
    text="If a red source you control would deal damage to an opponent or a permanent an "
         "opponent controls, it deals that much damage plus 2 instead.")
EMANCIPATION = CardDef(
    name="Fiery Emancipation", mana_cost="{3}{R}{R}{R}", type_line="Enchantment",
    text="If a source you control would deal damage to a permanent or player, it deals triple "
         "that damage to that permanent or player instead.")
DUO = CardDef(
    name="Fiendish Duo", mana_cost="{4}{R}{R}", type_line="Creature — Devil", power="5",
    toughness="5",
    text="First strike (This creature deals combat damage before creatures without first "
         "strike.)\nIf a source would deal damage to an opponent, it deals double that damage "
         "to that player instead.")

ISENGARD = CardDef(
    name="Isengard Unleashed", mana_cost="{2}{R}{R}{R}", type_line="Sorcery",
    text="Damage can't be prevented this turn. If a source you control would deal damage this "
         "turn to an opponent or a permanent an opponent controls, it deals triple that damage "
         "instead.\nFlashback {4}{R}{R}{R} (You may cast this card from your graveyard for its "
         "flashback cost. Then exile it.)")

FIRE_SERVANT = CardDef(
    name="Fire Servant", mana_cost="{3}{R}{R}", type_line="Creature — Elemental", power="4",
    toughness="3",
    text="If a red instant or sorcery spell you control would deal damage, it deals double that "
         "damage instead.")

MECHANIZED_WARFARE = CardDef(
    name="Mechanized Warfare", mana_cost="{1}{R}{R}", type_line="Enchantment",
    text="If a red or artifact source you control would deal damage to an opponent or a "
         "permanent an opponent controls, it deals that much damage plus 1 instead.")

PRINTED = (FURNACE, TORBRAN, EMANCIPATION, DUO, ISENGARD, FIRE_SERVANT, MECHANIZED_WARFARE)
kit = pytest.mark.plugins("flashback", extra={"damage-kit": card_pool("damage-kit", PRINTED)})


def bolt(table: Table, target: str, spell: str = "Lightning Bolt") -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, spell)
    table.cast(spell, targets=[target])
    table.resolve()


@kit
def test_furnace_doubles_a_bolt_to_a_player(table: Table) -> None:
    """CR 614.1a: Lightning Bolt deals 6 to Bob instead of 3."""
    table.battlefield(1, "Furnace of Rath")
    bolt(table, "player 2")
    table.assert_life(1, 14)


@kit
def test_furnace_doubles_damage_to_a_permanent(table: Table) -> None:
    """Bolt deals 6 to Bob's Craw Wurm (6/4), which dies; without the Furnace it would live."""
    table.battlefield(0, "Furnace of Rath")
    table.battlefield(1, "Craw Wurm")
    bolt(table, "Craw Wurm")
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD, 1)


@kit
def test_without_furnace_the_bolt_deals_three(table: Table) -> None:
    table.battlefield(1, "Craw Wurm")
    bolt(table, "Craw Wurm")
    table.assert_zone("Craw Wurm", Zone.BATTLEFIELD, 1)
    assert table.find("Craw Wurm").damage == 3


@kit
def test_furnace_doubles_combat_damage_both_ways(table: Table) -> None:
    """Giant Spider (2/4) blocked by Grizzly Bears (2/2): each deals 4 to the other (510.2)."""
    table.battlefield(0, "Furnace of Rath", "Giant Spider")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Giant Spider")
    table.block({"Grizzly Bears": "Giant Spider"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Giant Spider", Zone.GRAVEYARD, 0)  # 2 x 2 = 4 damage, toughness 4
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


@kit
def test_torbran_adds_two_to_a_red_source_against_an_opponent(table: Table) -> None:
    """Alice's red Lightning Bolt deals 5 to Bob (3 + 2)."""
    table.battlefield(0, "Torbran, Thane of Red Fell")
    bolt(table, "player 2")
    table.assert_life(1, 15)


@kit
def test_torbran_adds_nothing_to_damage_dealt_to_its_controller(table: Table) -> None:
    """"an opponent or a permanent an opponent controls": Alice bolting herself takes 3, her own
    Craw Wurm takes 3 and lives."""
    table.battlefield(0, "Torbran, Thane of Red Fell", "Craw Wurm")
    bolt(table, "player 1")
    table.assert_life(0, 17)
    bolt(table, "Craw Wurm")
    table.assert_zone("Craw Wurm", Zone.BATTLEFIELD, 0)
    assert table.find("Craw Wurm").damage == 3


@kit
def test_torbran_adds_nothing_to_a_green_source(table: Table) -> None:
    """"a red source": Alice's Grizzly Bears (green) deal 2 to Bob; Torbran (red) deals 4."""
    table.battlefield(0, "Torbran, Thane of Red Fell", "Grizzly Bears")
    table.attack("Grizzly Bears", "Torbran, Thane of Red Fell")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 14)  # 2 + (2 + 2)


@kit
def test_torbran_adds_nothing_to_an_opponents_source(table: Table) -> None:
    """"you control": Bob's Torbran doesn't add to Alice's Bolt at Bob: 3."""
    table.battlefield(1, "Torbran, Thane of Red Fell")
    bolt(table, "player 2")
    table.assert_life(1, 17)


@kit
def test_fiery_emancipation_triples_its_controllers_sources_only(table: Table) -> None:
    """Alice's Shock deals 6 to Bob (its controller's source, tripled)."""
    table.battlefield(0, "Fiery Emancipation")
    bolt(table, "player 2", "Shock")
    table.assert_life(1, 14)


@kit
def test_an_opponents_fiery_emancipation_changes_nothing(table: Table) -> None:
    """"a source you control": Bob's Emancipation leaves Alice's Shock at 2."""
    table.battlefield(1, "Fiery Emancipation")
    bolt(table, "player 2", "Shock")
    table.assert_life(1, 18)


@kit
def test_fiendish_duo_doubles_damage_to_an_opponent_only(table: Table) -> None:
    """Alice's Fiendish Duo: her Shock deals 4 to Bob, 2 to herself, 2 to Bob's Craw Wurm."""
    table.battlefield(0, "Fiendish Duo")
    table.battlefield(1, "Craw Wurm")
    bolt(table, "player 2", "Shock")
    table.assert_life(1, 16)
    bolt(table, "player 1", "Shock")
    table.assert_life(0, 18)
    bolt(table, "Craw Wurm", "Shock")
    assert table.find("Craw Wurm").damage == 2


@pytest.mark.parametrize(("first", "life"), [("plus 2", 10), ("double", 12)])
@kit
def test_with_two_the_player_dealt_damage_chooses_the_order(
        table: Table, first: str, life: int) -> None:
    """CR 616.1: Bob, dealt the damage, chooses: (3 + 2) x 2 = 10 or 3 x 2 + 2 = 8 (life 10 or 12)."""
    table.battlefield(0, "Torbran, Thane of Red Fell", "Furnace of Rath")
    seen = table.on_decision("replacement_order", by_label(first), player=1)
    bolt(table, "player 2")
    assert len(seen) == 1 and seen[0].rule == "616.1" and seen[0].player == 1
    table.assert_life(1, life)


@pytest.mark.parametrize(("first", "life"), [("prevention", 20), ("double", 17)])
@kit
def test_with_prevention_the_player_dealt_damage_chooses_the_order(
        table: Table, first: str, life: int) -> None:
    """CR 616.1: Healing Salve's shield of 3 on Bob, then a Bolt under the Furnace: prevented
    first, nothing is left to double; doubled first, 6 - 3 = 3 is dealt."""
    table.battlefield(0, "Furnace of Rath")
    table.lands(0, "Plains", 1)
    table.hand(0, "Healing Salve")
    table.cast("Healing Salve", modes=[1], targets=["player 2"])
    table.resolve()
    seen = table.on_decision("replacement_order", by_label(first), player=1)
    bolt(table, "player 2")
    assert len(seen) == 1 and seen[0].player == 1
    table.assert_life(1, life)


@kit
def test_fire_servant_doubles_a_red_instant_only(table: Table) -> None:
    """A red instant's damage doubles (Bolt: 6 to Bob); Fire Servant's own combat damage (a
    red creature, no spell) stays 4."""
    table.battlefield(0, "Fire Servant")
    bolt(table, "player 2")
    table.assert_life(1, 14)
    table.attack("Fire Servant")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 10)


def unleash(table: Table) -> None:
    table.lands(0, "Mountain", 5)
    table.hand(0, "Isengard Unleashed")
    table.cast("Isengard Unleashed")
    table.resolve()


@kit
def test_isengard_unleashed_triples_damage_to_an_opponent_this_turn(table: Table) -> None:
    """CR 614.1a, 611.2a: after it resolves, Alice's Bolt deals 9 to Bob; to herself, 3."""
    unleash(table)
    bolt(table, "player 2")
    table.assert_life(1, 11)
    bolt(table, "player 1")
    table.assert_life(0, 17)


@kit
def test_isengard_unleashed_triples_damage_to_an_opponents_creature_only(table: Table) -> None:
    """Bob's Craw Wurm (6/4) takes 9 from a Bolt and dies; Alice's own takes 3 and lives."""
    mine = table.battlefield(0, "Craw Wurm")[0]
    bobs = table.battlefield(1, "Craw Wurm")[0]
    unleash(table)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Lightning Bolt", "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[bobs.id])
    table.resolve()
    table.cast("Lightning Bolt", targets=[mine.id])
    table.resolve()
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD, 1)
    assert table.game.obj(mine.id).damage == 3


@kit
def test_isengard_unleashed_ends_with_the_turn(table: Table) -> None:
    """CR 514.2: "this turn": in Alice's next turn her Bolt deals 3 to Bob."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    unleash(table)
    table.next_turn()
    table.next_turn()
    bolt(table, "player 2")
    table.assert_life(1, 17)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)


@kit
def test_furnace_cast_then_doubles_a_bolt(table: Table) -> None:
    """Furnace of Rath cast from Alice's hand ({1}{R}{R}{R}, CR 601.2) and resolved, then
    Lightning Bolt at Bob: 6 damage, not 3 (614.1a)."""
    table.mana(0, "CRRR")
    table.hand(0, "Furnace of Rath")
    table.cast("Furnace of Rath")
    table.resolve()
    table.assert_zone("Furnace of Rath", Zone.BATTLEFIELD, 0)
    bolt(table, "player 2")
    table.assert_life(1, 14)


def cast_mechanized_warfare(table: Table) -> None:
    """Mechanized Warfare cast from Alice's hand ({1}{R}{R}, CR 601.2) and resolved."""
    table.mana(0, "RRC")
    table.hand(0, "Mechanized Warfare")
    table.cast("Mechanized Warfare")
    table.resolve()
    table.assert_zone("Mechanized Warfare", Zone.BATTLEFIELD, 0)


@kit
def test_mechanized_warfare_adds_one_to_a_red_spells_damage(table: Table) -> None:
    """CR 614.1a: Alice's Shock (red) deals 3 to Bob instead of 2."""
    cast_mechanized_warfare(table)
    bolt(table, "player 2", "Shock")
    table.assert_life(1, 17)


@kit
def test_mechanized_warfare_adds_one_to_an_artifacts_damage(table: Table) -> None:
    """"or artifact" (CR 105.2, 205.2a): colorless Memnite, an artifact, deals Bob 2 in
    combat; Grizzly Bears, neither red nor an artifact, deal their 2."""
    cast_mechanized_warfare(table)
    table.battlefield(0, "Memnite", "Grizzly Bears")
    table.attack("Memnite", "Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)


@kit
def test_mechanized_warfare_leaves_damage_to_its_controller_alone(table: Table) -> None:
    """"to an opponent": Alice's Shock to herself deals her 2."""
    cast_mechanized_warfare(table)
    bolt(table, "player 1", "Shock")
    table.assert_life(0, 18)
