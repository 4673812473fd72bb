"""Madness (CR 702.35): "If a player would discard this card, that player discards it, but
exiles it instead of putting it into their graveyard" and "When this card is exiled this way,
its owner may cast it by paying [cost] rather than paying its mana cost. If that player
doesn't, they put this card into their graveyard." Runs alone with ``pytest plugins/madness``
(kernel + madness only). Grizzly Bears, Hill Giant, Counterspell and the basic lands come from
the kernel's pool; Tormenting Voice, Mind Rot and Putrid Imp (ways to discard) from this
package's."""

from __future__ import annotations

from typing import Any

import pytest
from manastack_madness import MadnessAbility
from pytest_manastack import Table, assert_printed

from manastack.api import KeywordTrigger, TomlCardSource, UnsupportedCardError, Zone

pytestmark = pytest.mark.plugins("madness")

#: Each madness card of the pool and its madness cost.
CARDS = {"Fiery Temper": "{R}", "Arrogant Wurm": "{2}{G}", "Big Game Hunter": "{B}",
         "Basking Rootwalla": "{0}", "Obsessive Search": "{U}", "Dark Withering": "{B}"}
OUTLETS = ("Tormenting Voice", "Mind Rot", "Putrid Imp")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def test_the_pool_is_printed_and_understood(rules: Any) -> None:
    source = TomlCardSource.from_package("madness", "manastack_madness", "cards.toml")
    assert sorted(source.names()) == sorted([*CARDS, *OUTLETS])
    for name, cost in CARDS.items():
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        (madness,) = [a for a in card.abilities if isinstance(a, MadnessAbility)]
        assert str(madness.cost) == cost
        assert [a for a in card.abilities if isinstance(a, KeywordTrigger)]
        assert "madness" in rules.printed(card).keywords
    for name in OUTLETS:
        assert rules.card(name).playable, name
    assert_printed(source.get(n) for n in source.names())


def test_without_the_plugin_a_madness_card_names_it() -> None:
    from manastack.api import Rules, check_playable

    source = TomlCardSource.from_package("madness", "manastack_madness", "cards.toml")
    definition = source.get("Fiery Temper")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("madness", "madness"),)
    with pytest.raises(UnsupportedCardError, match="plugin 'madness'"):
        check_playable(None, card)  # type: ignore[arg-type]


def test_702_35a_discarded_it_is_exiled_and_cast_for_its_madness_cost(table: Table) -> None:
    """Fiery Temper discarded to Tormenting Voice's additional cost: exiled instead of put into
    the graveyard; its trigger lets Alice cast it for {R} (an alternative cost, 702.35b);
    it deals 3 damage to Bob and then goes to the graveyard as any instant does."""
    table.library(0, "Island", "Island")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Tormenting Voice", "Fiery Temper")
    table.answer("may", "yes")
    table.cast("Tormenting Voice", discard=["Fiery Temper"])
    table.assert_logged(rule="702.35a", contains="exiled instead")
    table.assert_zone("Fiery Temper", Zone.EXILE, 0)
    table.on_decision("targets", lambda game, d: (d.options[-1],))
    resolve_stack(table)
    table.assert_logged(rule="702.35b", contains="cast for its madness cost")
    table.assert_life(1, 17)
    table.assert_zone("Fiery Temper", Zone.GRAVEYARD, 0)
    assert table.tapped_count(0) == 3


def test_702_35a_declined_it_is_put_into_the_graveyard(table: Table) -> None:
    """"If that player doesn't, they put this card into their graveyard."""
    table.library(0, "Island", "Island")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Tormenting Voice", "Fiery Temper")
    table.answer("may", "no")
    table.cast("Tormenting Voice", discard=["Fiery Temper"])
    resolve_stack(table)
    table.assert_zone("Fiery Temper", Zone.GRAVEYARD, 0)
    table.assert_life(1, 20)


def test_702_35b_not_enough_mana_the_cast_is_undone_and_it_goes_to_the_graveyard(
        table: Table) -> None:
    """Arrogant Wurm's madness cost {2}{G} can't be paid with one Forest: the cast is refused
    (601.2h, rolled back, 732) and the card is put into the graveyard."""
    table.lands(0, "Forest", 1)
    table.battlefield(0, "Putrid Imp")
    table.hand(0, "Arrogant Wurm")
    table.answer("may", "yes")
    table.activate("Putrid Imp")  # its only card in hand: the discard is forced
    resolve_stack(table)
    table.assert_logged(rule="702.35b", contains="can't be cast")
    table.assert_zone("Arrogant Wurm", Zone.GRAVEYARD, 0)
    assert table.tapped_count(0) == 0


def test_702_35b_601_2f_a_cost_increase_applies_to_the_madness_cost(table: Table) -> None:
    """Bob's Thalia, Guardian of Thraben: "Noncreature spells cost {1} more": Fiery Temper
    cast for its madness cost {R} costs {1}{R} (an alternative cost, 601.2f). With one
    Mountain the cast is undone and the card goes to the graveyard; with two it is paid."""
    table.battlefield(1, "Thalia, Guardian of Thraben")
    table.lands(0, "Mountain", 1)
    table.battlefield(0, "Putrid Imp")
    table.hand(0, "Fiery Temper")
    table.answer("may", "yes")
    table.activate("Putrid Imp")
    resolve_stack(table)
    table.assert_logged(rule="702.35b", contains="{1}{R}")
    table.assert_zone("Fiery Temper", Zone.GRAVEYARD, 0)
    table.assert_life(1, 20)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Fiery Temper")
    table.answer("may", "yes")
    table.on_decision("targets", lambda game, d: (d.options[-1],))
    table.activate("Putrid Imp")
    resolve_stack(table)
    table.assert_logged(rule="601.2f", contains="Thalia")
    table.assert_life(1, 17)
    assert table.tapped_count(0) == 2


def test_702_35a_a_creature_cast_with_madness_enters_and_its_enters_ability_triggers(
        table: Table) -> None:
    """Bob's Mind Rot makes Alice discard Big Game Hunter and Grizzly Bears on Bob's turn: the
    Hunter is exiled and its trigger, controlled by its owner, lets Alice cast it for {B}
    during the resolution, a creature on Bob's turn (timing ignored, 608.2g); it enters and
    its trigger destroys Bob's Arrogant Wurm (power 4)."""
    table.lands(0, "Swamp", 1)
    table.lands(1, "Swamp", 3)
    table.battlefield(1, "Arrogant Wurm")
    table.hand(0, "Big Game Hunter", "Grizzly Bears")
    table.hand(1, "Mind Rot")
    table.set_turn(active=1)
    table.answer("may", "yes")
    table.cast("Mind Rot", targets=["Alice"])
    table.resolve()
    table.assert_zone("Big Game Hunter", Zone.EXILE, 0)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    resolve_stack(table)
    table.assert_zone("Big Game Hunter", Zone.BATTLEFIELD, 0)
    table.assert_zone("Arrogant Wurm", Zone.GRAVEYARD, 1)


def test_702_35a_a_card_put_into_the_graveyard_otherwise_is_not_exiled(table: Table) -> None:
    """Only a discard is replaced: a madness card milled or put there otherwise stays."""
    table.hand(0, "Fiery Temper")
    table.game.move(table.find("Fiery Temper", zone=Zone.HAND).id, Zone.GRAVEYARD,
                    cause="effect")
    table.assert_zone("Fiery Temper", Zone.GRAVEYARD, 0)
    table.assert_not_logged(rule="702.35a")


def test_702_35_madness_zero_cost_and_a_discard_outlet_ability(table: Table) -> None:
    """Putrid Imp's "Discard a card" cost discards Basking Rootwalla: cast for {0}."""
    table.battlefield(0, "Putrid Imp")
    table.hand(0, "Basking Rootwalla")
    table.answer("may", "yes")
    table.activate("Putrid Imp")  # its only card in hand: the discard is forced
    resolve_stack(table)
    table.assert_zone("Basking Rootwalla", Zone.BATTLEFIELD, 0)
    assert table.tapped_count(0) == 0


def test_400_7_gone_from_exile_the_trigger_does_nothing(table: Table) -> None:
    """If the exiled card leaves exile before the trigger resolves, it is a new object: the
    trigger neither casts it nor puts it into the graveyard (400.7)."""
    table.library(0, "Island", "Island")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Tormenting Voice", "Fiery Temper")
    table.cast("Tormenting Voice", discard=["Fiery Temper"])
    table.game.move(table.find("Fiery Temper", zone=Zone.EXILE).id, Zone.HAND, cause="effect")
    resolve_stack(table)
    table.assert_zone("Fiery Temper", Zone.HAND, 0)
    table.assert_logged(rule="702.35a", contains="no longer in exile")


@pytest.mark.parametrize("name", ["Obsessive Search", "Dark Withering", "Arrogant Wurm"])
def test_702_35a_each_card_of_the_pool_cast_with_madness(table: Table, name: str) -> None:
    table.library(0, "Island", "Island", "Island")
    table.lands(0, "Mountain", 3)
    table.lands(0, "Island", 1)
    table.lands(0, "Swamp", 1)
    table.lands(0, "Forest", 3)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Tormenting Voice", name)
    table.answer("may", "yes")
    table.cast("Tormenting Voice", discard=[name])
    resolve_stack(table)
    table.assert_logged(rule="702.35b", contains="cast for its madness cost")
    expected = Zone.BATTLEFIELD if name == "Arrogant Wurm" else Zone.GRAVEYARD
    table.assert_zone(name, expected, 0)
    if name == "Dark Withering":
        table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
