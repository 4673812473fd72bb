"""Cards exiled from a single graveyard, played (CR 115.1, 601.2c, 601.2e, 608.2b).

Decompose's "Exile up to three target cards from a single graveyard" may target up to three
cards of any one graveyard: cards of two graveyards together are refused as it is cast (the
game left as it was, CR 732); none at all is legal ("up to"); a target that left its graveyard
before the spell resolves is illegal and the others are still exiled. It comes with its exact
Oracle text (the test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

DECOMPOSE = CardDef(
    name="Decompose", mana_cost="{1}{B}", type_line="Sorcery",
    text="Exile up to three target cards from a single graveyard.")

CARRION_BEETLES = CardDef(
    name="Carrion Beetles", mana_cost="{B}", type_line="Creature — Insect", power="1",
    toughness="1", text="{2}{B}, {T}: Exile up to three target cards from a single graveyard.")
ARASHIN_SUNSHIELD = CardDef(
    name="Arashin Sunshield", mana_cost="{3}{W}", type_line="Creature — Human Warrior",
    power="3", toughness="4",
    text="When this creature enters, exile up to two target cards from a single graveyard.\n"
         "{W}, {T}: Tap target creature.")

PRINTED = (DECOMPOSE, CARRION_BEETLES, ARASHIN_SUNSHIELD)
kit = pytest.mark.plugins(extra={"single-graveyard-kit":
                                 card_pool("single-graveyard-kit", PRINTED)})


@kit
def test_decompose_exiles_up_to_three_cards_of_one_graveyard(table: Table) -> None:
    """CR 115.1, 406.2: three cards of the opponent's graveyard are exiled; the fourth and
    the caster's graveyard stay."""
    table.hand(0, "Decompose")
    table.mana(0, "BB")
    bears, giant, wurm, _shock = table.graveyard(1, "Grizzly Bears", "Hill Giant",
                                                 "Craw Wurm", "Shock")
    table.graveyard(0, "Lightning Bolt")
    table.cast("Decompose", targets=[[bears.id, giant.id, wurm.id]])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Shock"]
    assert sorted(table.names(Zone.EXILE, 1)) == ["Craw Wurm", "Grizzly Bears", "Hill Giant"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Decompose", "Lightning Bolt"]
    table.assert_logged(rule="406.2")


@kit
def test_decompose_refuses_cards_of_two_graveyards(table: Table) -> None:
    """CR 601.2c, 601.2e: the targets must all be in one graveyard; cards of two graveyards
    make the spell illegal to cast and nothing changes (CR 732); four cards are too many."""
    table.hand(0, "Decompose")
    table.mana(0, "BB")
    bears, giant, wurm, shock = table.graveyard(1, "Grizzly Bears", "Hill Giant", "Craw Wurm",
                                                "Shock")
    bolt = table.graveyard(0, "Lightning Bolt")[0]
    error = table.assert_illegal(table.cast, "Decompose", targets=[[bears.id, bolt.id]],
                                 rule="601.2e")
    assert "single graveyard" in str(error)
    table.assert_illegal(table.cast, "Decompose",
                         targets=[[bears.id, giant.id, wurm.id, shock.id]])
    table.cast("Decompose", targets=[[bolt.id]])  # the caster's own graveyard is one too
    table.resolve()
    assert table.names(Zone.EXILE, 0) == ["Lightning Bolt"]
    assert len(table.names(Zone.GRAVEYARD, 1)) == 4


@kit
def test_decompose_exiles_the_targets_still_there(table: Table) -> None:
    """CR 608.2b: a target no longer in the graveyard is illegal on resolution and the
    others are still exiled."""
    table.hand(0, "Decompose")
    table.mana(0, "BB")
    bears, giant = table.graveyard(1, "Grizzly Bears", "Hill Giant")
    table.cast("Decompose", targets=[[bears.id, giant.id]])
    table.game.move(giant.id, Zone.LIBRARY, cause="effect", rule="401.4")
    table.resolve()
    assert table.names(Zone.EXILE, 1) == ["Grizzly Bears"]
    assert table.names(Zone.LIBRARY, 1) == ["Hill Giant"]


@kit
def test_decompose_with_no_target_resolves(table: Table) -> None:
    """CR 115.1b, 601.2c: zero targets is legal for "up to three"; nothing is exiled."""
    table.hand(0, "Decompose")
    table.mana(0, "BB")
    table.graveyard(1, "Grizzly Bears")
    table.cast("Decompose", targets=[[]])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]
    assert table.names(Zone.EXILE, 1) == []


@kit
def test_carrion_beetles_exiles_up_to_three_cards_of_one_graveyard(table: Table) -> None:
    """CR 602.2b, 601.2c, 406.2: the ability's three targets in the opponent's graveyard are
    exiled; the fourth card stays."""
    table.battlefield(0, "Carrion Beetles")
    table.lands(0, "Swamp", 3)
    bears, giant, wurm, _shock = table.graveyard(1, "Grizzly Bears", "Hill Giant",
                                                 "Craw Wurm", "Shock")
    table.activate("Carrion Beetles", targets=[[bears.id, giant.id, wurm.id]])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Shock"]
    assert sorted(table.names(Zone.EXILE, 1)) == ["Craw Wurm", "Grizzly Bears", "Hill Giant"]
    table.assert_tapped("Carrion Beetles")


@kit
def test_carrion_beetles_refuses_cards_of_two_graveyards(table: Table) -> None:
    """CR 601.2c, 602.2b: cards of two graveyards are refused and the activation undone: the
    Beetles untapped, the lands untapped, every card where it was (CR 732)."""
    table.battlefield(0, "Carrion Beetles")
    table.lands(0, "Swamp", 3)
    bears = table.graveyard(1, "Grizzly Bears")[0]
    bolt = table.graveyard(0, "Lightning Bolt")[0]
    error = table.assert_illegal(table.activate, "Carrion Beetles",
                                 targets=[[bears.id, bolt.id]], rule="601.2c")
    assert "single graveyard" in str(error)
    assert not any(o.tapped for o in table.game.battlefield(0))
    assert table.game.objects_in(Zone.STACK) == []
    table.activate("Carrion Beetles", targets=[[bolt.id]])
    table.resolve()
    assert table.names(Zone.EXILE, 0) == ["Lightning Bolt"]
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]


@kit
def test_arashin_sunshield_enters_and_exiles_two_cards_of_one_graveyard(table: Table) -> None:
    """CR 603.3d: the trigger's targets are chosen as it is put on the stack, two cards of
    one graveyard; cards of two graveyards together are not a legal choice."""
    table.hand(0, "Arashin Sunshield")
    table.lands(0, "Plains", 4)
    bears, giant = table.graveyard(1, "Grizzly Bears", "Hill Giant")
    bolt = table.graveyard(0, "Lightning Bolt")[0]
    choices = table.watch_decisions("targets")
    table.cast("Arashin Sunshield")
    table.resolve(answers=[Answer("targets", (bears.id, giant.id))])  # the creature spell
    assert choices and choices[0].max == 2 and bolt.id in choices[0].options
    assert choices[0].check is not None
    assert choices[0].check(table.game, (bears.id, bolt.id)) is not None
    assert choices[0].check(table.game, (bears.id, giant.id)) is None
    table.resolve()  # the trigger
    assert sorted(table.names(Zone.EXILE, 1)) == ["Grizzly Bears", "Hill Giant"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Lightning Bolt"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
