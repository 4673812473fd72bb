"""Banding (CR 702.22): attacking bands (702.22c-e), a band blocked as one (702.22h), and the
player who divides combat damage (702.22j-k). Runs alone with ``pytest plugins/banding``
(kernel + banding only). Grizzly Bears, Hill Giant, Llanowar Elves and the basic lands come
from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import (
    ContinuousEffect,
    IllegalActionError,
    RemoveAbilities,
    Step,
    TomlCardSource,
    Zone,
)

pytestmark = pytest.mark.plugins("banding")

CARDS = ("Benalish Hero", "Mesa Pegasus", "Pikemen", "Kjeldoran Skycaptain",
         "Noble Elephant", "Knights of Thorn", "Beast Walkers", "Formation",
         "Baton of Morale")


def test_the_pool_is_printed_and_understood(rules: Any) -> None:
    source = TomlCardSource.from_package("banding", "manastack_banding", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
    for name in CARDS[:6]:
        assert "banding" in rules.printed(rules.card(name)).keywords
    assert_printed(source.get(n) for n in CARDS)


def test_without_the_plugin_a_banding_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("banding", "manastack_banding", "cards.toml")
    definition = source.get("Benalish Hero")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("banding", "banding"),)


def test_702_22h_k_a_band_is_blocked_as_one_the_attacker_divides_the_blockers_damage(
        table: Table) -> None:
    """Benalish Hero and Grizzly Bears attack in a band (702.22c); Hill Giant blocks the
    Bears, so it blocks the Hero too (702.22h); the Bears don't have banding but the Hero
    does: the active player divides the Giant's 3 damage (702.22k), all of it to the Hero.
    The Bears live, the Giant takes 1 + 2 and dies, no damage to the defending player."""
    table.battlefield(0, "Benalish Hero")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.answer("band", "Benalish Hero", "Grizzly Bears", player=0)
    table.attack("Benalish Hero", "Grizzly Bears")
    table.assert_logged(rule="702.22c", contains="attack in a band")
    table.answer("damage_assignment", (0, 3), player=0)
    table.block({"Hill Giant": "Grizzly Bears"})
    table.assert_logged(rule="702.22h", contains="becomes blocked by Hill Giant")
    table.go_to(Step.MAIN2)
    table.assert_logged(rule="702.22k", contains="divides Hill Giant")
    table.assert_zone("Benalish Hero", Zone.GRAVEYARD, 0)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_life(1, 20)


def test_702_22h_a_flyer_in_a_band_becomes_blocked_by_a_ground_creature(table: Table) -> None:
    """CR 702.22h's example: Mesa Pegasus (flying, cast) in a band with Grizzly Bears; Hill Giant
    can't block the Pegasus, but blocking the Bears blocks it too: no damage to the player;
    the active player puts the Giant's 3 on the Bears (702.22k), the Pegasus lives, and the
    Giant takes 1 + 2 and dies."""
    table.hand(0, "Mesa Pegasus")
    table.battlefield(0, "Plains")
    table.battlefield(0, "Plains")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.cast("Mesa Pegasus")
    table.resolve()
    table.go_to(Step.MAIN1, turn=3)  # CR 302.6: it attacks once its controller's turn began
    table.answer("band", "Mesa Pegasus", "Grizzly Bears", player=0)
    table.attack("Mesa Pegasus", "Grizzly Bears")
    assert ("Hill Giant", "Mesa Pegasus") not in table.blocks_offered()
    table.answer("damage_assignment", (3, 0), player=0)
    table.block({"Hill Giant": "Grizzly Bears"})
    table.go_to(Step.MAIN2)
    table.assert_life(1, 20)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Mesa Pegasus", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)  # 1 + 2 damage


def test_702_22j_the_defending_player_divides_an_attackers_damage(table: Table) -> None:
    """Pikemen cast by the defending player; Hill Giant attacks; Pikemen (banding, first
    strike) and Grizzly Bears block it: the
    defending player divides the Giant's 3 damage (702.22j), all of it to the Pikemen,
    so the Bears live. Pikemen's first-strike 1 and the Bears' 2 kill the Giant."""
    table.battlefield(0, "Hill Giant")
    table.hand(1, "Pikemen")
    table.battlefield(1, "Plains")
    table.battlefield(1, "Plains")
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.go_to(Step.MAIN1, turn=2)
    table.cast("Pikemen")
    table.resolve()
    table.go_to(Step.MAIN1, turn=3)
    table.attack("Hill Giant")
    table.answer("damage_assignment", (3, 0), player=1)
    table.block({"Pikemen": "Hill Giant", "Grizzly Bears": "Hill Giant"})
    table.go_to(Step.MAIN2)
    table.assert_logged(rule="702.22j", contains="divides Hill Giant")
    table.assert_zone("Pikemen", Zone.GRAVEYARD, 1)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)


def test_510_1c_without_banding_the_attacking_player_divides(table: Table) -> None:
    """No blocker has banding: Hill Giant's controller divides (510.1c), not the defender:
    the decision is asked of player 0 (a scripted answer for player 1 is never used)."""
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Llanowar Elves")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Hill Giant")
    table.answer("damage_assignment", (1, 2), player=0)
    table.block({"Llanowar Elves": "Hill Giant", "Grizzly Bears": "Hill Giant"})
    table.go_to(Step.MAIN2)
    assert not table.logged(rule="702.22j")
    assert table.names(Zone.GRAVEYARD, 1) == ["Llanowar Elves", "Grizzly Bears"] or \
        sorted(table.names(Zone.GRAVEYARD, 1)) == ["Grizzly Bears", "Llanowar Elves"]


def test_702_22c_a_band_of_two_creatures_without_banding_is_refused(table: Table) -> None:
    """Two creatures without banding can't be a band (702.22c): the declaration is refused
    and the game is as it was (732)."""
    table.battlefield(0, "Benalish Hero")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(0, "Llanowar Elves")
    table.go_to(Step.DECLARE_ATTACKERS)
    table.answer("band", "Grizzly Bears", "Llanowar Elves", player=0)
    before = table.game.to_json()
    with pytest.raises(IllegalActionError, match="not a band"):
        table.attack("Benalish Hero", "Grizzly Bears", "Llanowar Elves")
    assert table.game.to_json() == before


def test_702_22c_no_band_each_creature_is_blocked_alone(table: Table) -> None:
    """The active player announces no band: Hill Giant blocking the Bears blocks only them;
    Benalish Hero deals its 1 damage to the player."""
    table.battlefield(0, "Benalish Hero")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.answer("band", player=0)
    table.attack("Benalish Hero", "Grizzly Bears")
    table.block({"Hill Giant": "Grizzly Bears"})
    table.go_to(Step.MAIN2)
    table.assert_life(1, 19)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Benalish Hero", Zone.BATTLEFIELD, 0)


def test_beast_walkers_gains_banding_and_bands(table: Table) -> None:
    """Beast Walkers' "{G}: This creature gains banding until end of turn" (613.1f): with
    banding it leads a band with Grizzly Bears; Hill Giant blocking the Walkers blocks the
    Bears too (702.22h); the active player puts all 3 on the Walkers (702.22k)."""
    table.battlefield(0, "Beast Walkers")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(0, "Forest")
    table.battlefield(1, "Hill Giant")
    table.activate("Beast Walkers")
    table.resolve()
    assert table.game.has_keyword(table.find("Beast Walkers").id, "banding")
    table.answer("band", "Beast Walkers", "Grizzly Bears", player=0)
    table.attack("Beast Walkers", "Grizzly Bears")
    table.answer("damage_assignment", (3, 0), player=0)
    table.block({"Hill Giant": "Beast Walkers"})
    table.go_to(Step.MAIN2)
    table.assert_life(1, 20)
    table.assert_zone("Beast Walkers", Zone.GRAVEYARD, 0)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)  # 2 + 2 damage


def test_formation_gives_banding_to_a_blocker(table: Table) -> None:
    """Formation ("Target creature gains banding until end of turn") cast on the defending
    player's Grizzly Bears: blocking Hill Giant with Savannah Lions, the defending player
    divides the Giant's damage (702.22j), all 3 to the Bears: the Lions live."""
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Grizzly Bears")
    table.battlefield(1, "Savannah Lions")
    table.battlefield(1, "Plains")
    table.battlefield(1, "Plains")
    table.hand(1, "Formation")
    table.attack("Hill Giant")
    table.pass_priority()
    table.cast("Formation", targets=["Grizzly Bears"])
    table.resolve()
    table.answer("damage_assignment", (3, 0), player=1)
    table.block({"Grizzly Bears": "Hill Giant", "Savannah Lions": "Hill Giant"})
    table.go_to(Step.MAIN2)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Savannah Lions", Zone.BATTLEFIELD, 1)
    table.assert_logged(rule="702.22j")


def test_702_22j_the_defending_player_divides_trample_damage(table: Table) -> None:
    """Colossal Dreadmaw (6/6 trample) blocked by Benalish Hero alone: the defending player
    divides its damage (702.22j) among the legal divisions (702.19b), and puts all 6 on the
    Hero: no damage tramples over to them."""
    table.battlefield(0, "Colossal Dreadmaw")
    table.battlefield(1, "Benalish Hero")
    table.attack("Colossal Dreadmaw")
    table.answer("damage_assignment", (6, 0), player=1)
    table.block({"Benalish Hero": "Colossal Dreadmaw"})
    table.go_to(Step.MAIN2)
    table.assert_logged(rule="702.22j", contains="divides Colossal Dreadmaw")
    table.assert_life(1, 20)
    table.assert_zone("Benalish Hero", Zone.GRAVEYARD, 1)


def test_702_22e_the_band_lasts_once_banding_is_lost(table: Table) -> None:
    """Benalish Hero and Grizzly Bears attack in a band; then the Hero loses banding: the
    band lasts the combat (702.22e), so Hill Giant blocking the Bears blocks the Hero too
    (702.22h); but no creature it blocks has banding now, so its controller divides its
    damage (510.1d, not 702.22k): all 3 to the Bears."""
    table.battlefield(0, "Benalish Hero")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.answer("band", "Benalish Hero", "Grizzly Bears", player=0)
    table.attack("Benalish Hero", "Grizzly Bears")
    oid = table.find("Benalish Hero", zone=Zone.BATTLEFIELD).id
    table.game.add_effect(ContinuousEffect(parts=(RemoveAbilities(("banding",)),),
                                           objects=(oid,), text="loses banding"))
    table.refresh()
    assert not table.has_keyword("Benalish Hero", "banding")
    table.answer("damage_assignment", (3, 0), player=1)
    table.block({"Hill Giant": "Grizzly Bears"})
    table.assert_logged(rule="702.22h", contains="becomes blocked by Hill Giant")
    table.go_to(Step.MAIN2)
    assert not table.logged(rule="702.22k")
    table.assert_life(1, 20)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Benalish Hero", Zone.BATTLEFIELD, 0)
