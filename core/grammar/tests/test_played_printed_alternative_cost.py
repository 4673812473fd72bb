""""[If condition,] you may [cost] rather than pay this spell's mana cost", played from
printed cards (CR 118.9, 601.2b, 601.2f-h).

Fireblast is cast for two sacrificed Mountains instead of {4}{R}{R}; with one Mountain that
cost can't be paid and the cast is illegal, leaving the game as it was (732). Snuff Out's
alternative cost (4 life) is offered only while its caster controls a Swamp; Massacre is
free while an opponent controls a Plains and its caster a Swamp, both; Deadly Rollick's
"If you control a commander" never holds (no Commander game, CR 903.3). The printed cards
come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FIREBLAST = CardDef(
    name="Fireblast", mana_cost="{4}{R}{R}", type_line="Instant",
    text="You may sacrifice two Mountains rather than pay this spell's mana cost.\n"
         "Fireblast deals 4 damage to any target.")
SNUFF_OUT = CardDef(
    name="Snuff Out", mana_cost="{3}{B}", type_line="Instant",
    text="If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost.\n"
         "Destroy target nonblack creature. It can't be regenerated.")

MASSACRE = CardDef(
    name="Massacre", mana_cost="{2}{B}{B}", type_line="Sorcery",
    text="If an opponent controls a Plains and you control a Swamp, you may cast this spell "
         "without paying its mana cost.\nAll creatures get -2/-2 until end of turn.")
DEADLY_ROLLICK = CardDef(
    name="Deadly Rollick", mana_cost="{3}{B}", type_line="Instant",
    text="If you control a commander, you may cast this spell without paying its mana cost.\n"
         "Exile target creature.")

CAVE_IN = CardDef(
    name="Cave-In", mana_cost="{3}{R}{R}", type_line="Sorcery",
    text="You may exile a red card from your hand rather than pay this spell's mana cost.\n"
         "Cave-In deals 2 damage to each creature and each player.")

PRINTED = (FIREBLAST, SNUFF_OUT, MASSACRE, DEADLY_ROLLICK, CAVE_IN)

kit = pytest.mark.plugins(extra={"alternative-kit": card_pool("alternative-kit", PRINTED)})

#: The casting permission a printed alternative cost gives (CR 118.9).
ALTERNATIVE = "alternative cost"


@kit
def test_fireblast_is_cast_by_sacrificing_two_mountains(table: Table) -> None:
    table.lands(0, "Mountain", 2)
    table.hand(0, "Fireblast")
    table.cast("Fireblast", using=ALTERNATIVE, targets=["player 2"],
               sacrifice=["Mountain", "Mountain"])
    table.assert_logged(contains="for its alternative cost sacrifice two Mountains, CR 118.9")
    # CR 118.9: no mana is paid; the two Mountains are sacrificed as the cost (601.2h)
    assert table.tapped_count(0) == 0
    assert table.names(Zone.GRAVEYARD, 0).count("Mountain") == 2
    table.resolve_all()
    table.assert_life(1, 16)


@kit
def test_fireblast_with_one_mountain_cant_be_cast_that_way(table: Table) -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, "Fireblast")
    table.assert_illegal(table.cast, "Fireblast", using=ALTERNATIVE, targets=["player 2"],
                         sacrifice=["Mountain"])
    table.assert_zone("Fireblast", Zone.HAND, player=0)
    assert table.names(Zone.BATTLEFIELD, 0) == ["Mountain"]
    table.assert_life(1, 20)


@kit
def test_fireblast_for_its_mana_cost_keeps_the_mountains(table: Table) -> None:
    table.lands(0, "Mountain", 6)
    table.hand(0, "Fireblast")
    table.cast("Fireblast", targets=["player 2"])
    assert table.tapped_count(0) == 6
    assert "Mountain" not in table.names(Zone.GRAVEYARD, 0)
    table.resolve_all()
    table.assert_life(1, 16)


@kit
def test_snuff_out_for_4_life_only_while_you_control_a_swamp(table: Table) -> None:
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Snuff Out")
    # CR 118.9: no Swamp, no alternative cost: the cast is illegal and changes nothing (732)
    table.assert_illegal(table.cast, "Snuff Out", using=ALTERNATIVE, targets=["Grizzly Bears"])
    table.assert_life(0, 20)
    table.assert_zone("Snuff Out", Zone.HAND, player=0)
    table.battlefield(0, "Swamp")
    table.cast("Snuff Out", using=ALTERNATIVE, targets=["Grizzly Bears"])
    table.assert_life(0, 16)
    assert table.tapped_count(0) == 0
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, player=1)


@kit
def test_massacre_is_free_only_while_both_lands_are_there(table: Table) -> None:
    table.battlefield(0, "Swamp")
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Massacre")
    # CR 118.9: the opponent controls no Plains: no free cast, nothing changes (732)
    table.assert_illegal(table.cast, "Massacre", using=ALTERNATIVE)
    table.assert_zone("Massacre", Zone.HAND, player=0)
    table.battlefield(1, "Plains")
    table.cast("Massacre", using=ALTERNATIVE)
    table.assert_logged(contains="without paying its mana cost, CR 118.9")
    assert table.tapped_count(0) == 0
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, player=1)


@kit
def test_massacre_needs_the_casters_own_swamp(table: Table) -> None:
    table.battlefield(1, "Plains")
    table.battlefield(1, "Swamp")
    table.hand(0, "Massacre")
    table.assert_illegal(table.cast, "Massacre", using=ALTERNATIVE)
    table.assert_zone("Massacre", Zone.HAND, player=0)


@kit
def test_deadly_rollick_has_no_commander_to_be_free_with(table: Table) -> None:
    (bears,) = table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Deadly Rollick")
    table.assert_illegal(table.cast, "Deadly Rollick", using=ALTERNATIVE,
                         targets=[bears.id])
    table.assert_zone("Deadly Rollick", Zone.HAND, player=0)
    table.lands(0, "Swamp", 4)
    table.cast("Deadly Rollick", targets=[bears.id])
    assert table.tapped_count(0) == 4
    table.resolve_all()
    assert table.names(Zone.EXILE) == ["Grizzly Bears"]


@kit
def test_cave_in_is_cast_by_exiling_a_red_card_from_hand(table: Table) -> None:
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Cave-In", "Lightning Bolt", "Island")
    table.cast("Cave-In", using=ALTERNATIVE)
    # CR 118.9, 601.2h: the red card is exiled, the Island (not red) stays
    assert table.names(Zone.EXILE) == ["Lightning Bolt"]
    assert table.names(Zone.HAND, 0) == ["Island"]
    table.resolve_all()
    table.assert_life(0, 18)
    table.assert_life(1, 18)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, player=1)


@kit
def test_cave_in_with_no_other_red_card_cant_be_cast_that_way(table: Table) -> None:
    table.hand(0, "Cave-In", "Island")
    # the spell's own card is on the stack as the cost is paid (601.2a): it can't pay itself
    table.assert_illegal(table.cast, "Cave-In", using=ALTERNATIVE)
    assert sorted(table.names(Zone.HAND, 0)) == ["Cave-In", "Island"]
    assert table.names(Zone.EXILE) == []
    table.assert_life(1, 20)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
