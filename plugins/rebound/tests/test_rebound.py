"""Rebound (CR 702.88): "If this spell was cast from your hand, instead of putting it into
your graveyard as it resolves, exile it and, at the beginning of your next upkeep, you may
cast this card from exile without paying its mana cost." Runs alone with
``pytest plugins/rebound`` (kernel + rebound only). Grizzly Bears, Hill Giant,
Counterspell and the basic lands come from the kernel's pool."""

from __future__ import annotations

import pytest
from pytest_manastack import Table

from manastack.api import Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("rebound")

CARDS = ("Staggershock", "Ephemerate", "Distortion Strike", "Emerge Unscathed",
         "Virulent Swipe", "Prey's Vengeance", "Faithless Salvaging", "Artful Maneuver",
         "Taigam's Strike", "Ojutai's Breath")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("rebound", "manastack_rebound", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_without_the_plugin_a_rebound_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("rebound", "manastack_rebound", "cards.toml")
    definition = source.get("Staggershock")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert "Rebound" in card.unrecognized or card.missing_keywords == (("rebound", "rebound"),)


def libraries(table: Table) -> None:
    """Cards to draw until Alice's next turn."""
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")


def staggershock(table: Table) -> None:
    """Alice casts Staggershock from her hand at Bob's Grizzly Bears; it resolves."""
    libraries(table)
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Staggershock")
    table.cast("Staggershock", targets=["Grizzly Bears"])
    table.resolve()


def test_702_88a_cast_from_the_hand_it_is_exiled_as_it_resolves(table: Table) -> None:
    staggershock(table)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Staggershock", Zone.EXILE)
    table.assert_logged(rule="702.88a", contains="exile it instead")
    table.assert_logged(rule="603.7a", contains="next upkeep")


def test_702_88a_at_the_next_upkeep_it_is_cast_again_without_paying(table: Table) -> None:
    """Alice's next upkeep (turn 3): the delayed trigger (603.7), then Staggershock cast
    from exile for free (118.9) at the Hill Giant; from exile it goes to the graveyard
    (it was not cast from the hand)."""
    staggershock(table)
    table.go_to(Step.UPKEEP, turn=2)
    table.assert_zone("Staggershock", Zone.EXILE)  # Bob's upkeep is not Alice's
    table.go_to(Step.UPKEEP, turn=3)
    table.answer("may", "yes")
    table.answer("targets", table.find("Hill Giant").id)
    table.resolve()  # the delayed trigger: Staggershock is cast
    table.assert_logged(rule="118.9", contains="from exile without paying")
    table.assert_zone("Staggershock", Zone.STACK)
    assert table.tapped_count(0) == 0  # untapped in Alice's untap step, nothing paid
    table.resolve()
    assert table.find("Hill Giant").damage == 2
    table.assert_zone("Staggershock", Zone.GRAVEYARD, 0)


def test_702_88a_the_player_may_decline_and_it_stays_in_exile(table: Table) -> None:
    staggershock(table)
    table.go_to(Step.UPKEEP, turn=3)
    table.answer("may", "no")
    table.resolve()
    table.assert_logged(rule="702.88a", contains="stays in exile")
    table.assert_zone("Staggershock", Zone.EXILE)


def test_702_88a_countered_it_is_not_resolving_and_goes_to_the_graveyard(table: Table) -> None:
    """Rebound replaces only the move to the graveyard as the spell resolves (608.2n);
    countered (701.6a), it is put into the graveyard."""
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 3)
    table.lands(1, "Island", 2)
    table.hand(0, "Staggershock")
    table.hand(1, "Counterspell")
    table.cast("Staggershock", targets=["Grizzly Bears"])
    table.pass_priority()
    table.cast("Counterspell", targets=["Staggershock"])
    resolve_stack(table)
    table.assert_zone("Staggershock", Zone.GRAVEYARD, 0)
    table.assert_not_logged(rule="702.88a")


def test_702_88a_with_no_legal_target_it_is_not_cast_and_stays_in_exile(table: Table) -> None:
    """Prey's Vengeance at Alice's upkeep with no creature left: it can't be cast (601.2c),
    the attempt is reversed (732) and it stays in exile."""
    libraries(table)
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Forest", 1)
    table.hand(0, "Prey's Vengeance")
    table.cast("Prey's Vengeance", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 4
    table.game.move(table.find("Grizzly Bears").id, Zone.GRAVEYARD)
    table.refresh()
    table.go_to(Step.UPKEEP, turn=3)
    table.answer("may", "yes")
    table.resolve()
    table.assert_logged(rule="702.88a", contains="can't be cast")
    table.assert_zone("Prey's Vengeance", Zone.EXILE)


def test_603_7c_if_it_left_exile_the_delayed_trigger_does_nothing(table: Table) -> None:
    staggershock(table)
    table.game.move(table.find("Staggershock", zone=Zone.EXILE).id, Zone.GRAVEYARD)
    table.refresh()
    table.go_to(Step.UPKEEP, turn=3)
    resolve_stack(table)
    table.assert_logged(rule="603.7c", contains="no longer in exile")
    table.assert_zone("Staggershock", Zone.GRAVEYARD, 0)


def test_702_88a_a_sorcery_with_rebound_is_cast_in_the_upkeep(table: Table) -> None:
    """Distortion Strike is a sorcery: cast by the delayed trigger's resolution, timing
    doesn't apply (608.2g); the Bears get +1/+0 again."""
    libraries(table)
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Island", 1)
    table.hand(0, "Distortion Strike")
    table.cast("Distortion Strike", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 3
    table.go_to(Step.UPKEEP, turn=3)
    assert table.power("Grizzly Bears") == 2
    table.answer("may", "yes")
    table.answer("targets", table.find("Grizzly Bears").id)
    resolve_stack(table)
    assert table.power("Grizzly Bears") == 3
    table.assert_zone("Distortion Strike", Zone.GRAVEYARD, 0)


PLAYED = {"Ephemerate": ("Plains", 1, "Grizzly Bears"),
          "Emerge Unscathed": ("Plains", 1, "Grizzly Bears"),
          "Virulent Swipe": ("Swamp", 1, "Grizzly Bears"),
          "Faithless Salvaging": ("Mountain", 2, None),
          "Artful Maneuver": ("Plains", 2, "Grizzly Bears"),
          "Taigam's Strike": ("Island", 4, "Grizzly Bears"),
          "Ojutai's Breath": ("Island", 3, "Hill Giant")}


@pytest.mark.parametrize("name", sorted(PLAYED))
def test_702_88a_each_card_of_the_pool_rebounds(table: Table, name: str) -> None:
    land, count, target = PLAYED[name]
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.lands(0, land, count)
    table.hand(0, name, "Forest")
    libraries(table)
    table.cast(name, targets=[target] if target else [])
    resolve_stack(table)
    table.assert_zone(name, Zone.EXILE)
    table.go_to(Step.UPKEEP, turn=3)
    table.answer("may", "yes")
    if target:
        table.answer("targets", table.find(target).id)
    resolve_stack(table)
    table.assert_zone(name, Zone.GRAVEYARD, 0)
    table.assert_logged(rule="118.9", contains="from exile without paying")
