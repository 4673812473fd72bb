"""Dredge (CR 702.52a-b, 614.11, 616.1, 121.2): the manastack-dredge plugin alone, playing
printed cards.

Divination, Grizzly Bears and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Decision, Game, Rules, Step, TomlCardSource, Zone

dredge = pytest.mark.plugins("dredge")


def choosing(text: str) -> Any:
    """A picker of the "replace_draw" option whose label contains ``text`` (a card's name,
    or "draw the card")."""

    def pick(game: Game, decision: Decision) -> Sequence[Any]:
        return (next(o for i, o in enumerate(decision.options) if text in decision.label(i)),)

    return pick


def at_upkeep(table: Table, library: int) -> None:
    """Alice's second turn's upkeep, ``library`` Forests in her library (she draws, 103.8a)."""
    table.library(0, *(["Forest"] * library))
    table.set_turn(active=0, step=Step.UPKEEP, turn=2)


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("dredge-cards", "manastack_dredge", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@dredge
def test_dredge_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.52a: "Dredge 4" is the plugin's keyword, with its N."""
    assert rules.ruleset.plugin_of_keyword("dredge") == "dredge"
    for name, n in (("Golgari Brownscale", 2), ("Stinkweed Imp", 5), ("Life from the Loam", 3),
                    ("Darkblast", 3), ("Greater Mossdog", 3), ("Nightmare Void", 2)):
        [ability] = [a for a in rules.card(name).abilities
                     if getattr(a, "keyword", None) == "dredge"]
        assert getattr(ability, "n", None) == n


@dredge
def test_a_card_with_another_sentence_unread_is_refused_whole(table: Table) -> None:
    """Golgari Brownscale's dredge 2 is read, its "put into your hand from your graveyard"
    trigger is not: the card is refused, never put into a game doing less than its text
    says."""
    from manastack.api import UnsupportedCardError

    assert not table.game.rules.card("Golgari Brownscale").playable
    with pytest.raises(UnsupportedCardError):
        table.graveyard(0, "Golgari Brownscale")


@dredge
def test_stinkweed_imp_destroys_the_creature_it_dealt_combat_damage_to(table: Table) -> None:
    """Stinkweed Imp, every sentence read: blocking Hill Giant it deals 1 combat damage to
    it, and its trigger destroys that creature (CR 510.2, 603.2, 701.8)."""
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Stinkweed Imp")
    table.attack("Hill Giant")
    table.block({"Stinkweed Imp": "Hill Giant"})
    table.go_to(Step.COMBAT_DAMAGE)
    while table.game.ids_in(Zone.STACK):
        table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD)
    table.assert_zone("Stinkweed Imp", Zone.GRAVEYARD)


@dredge
def test_dredge_replaces_the_draw_step_draw(table: Table) -> None:
    """CR 702.52a, 614.11, 504.1: Greater Mossdog (dredge 3) in Alice's graveyard, six cards
    in her library: instead of her draw step's draw she mills three and returns Greater
    Mossdog to her hand; no card is drawn."""
    at_upkeep(table, 6)
    table.graveyard(0, "Greater Mossdog")
    asked = table.watch_decisions("replace_draw")
    table.on_decision("replace_draw", choosing("Greater Mossdog"))
    table.go_to(Step.MAIN1)
    assert len(asked) == 1 and asked[0].rule == "616.1"
    assert table.names(Zone.HAND, 0) == ["Greater Mossdog"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Forest"] * 3
    assert len(table.game.ids_in(Zone.LIBRARY, 0)) == 3
    table.assert_logged(rule="702.52a", contains="Greater Mossdog")
    table.assert_logged(rule="702.52a", contains="instead of drawing")


@dredge
def test_the_player_may_draw_normally(table: Table) -> None:
    """CR 702.52a: "you may": Alice chooses to draw; Greater Mossdog stays in her graveyard and
    nothing is milled."""
    at_upkeep(table, 6)
    table.graveyard(0, "Greater Mossdog")
    table.on_decision("replace_draw", choosing("draw the card"))
    table.go_to(Step.MAIN1)
    assert table.names(Zone.HAND, 0) == ["Forest"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Greater Mossdog"]
    assert len(table.game.ids_in(Zone.LIBRARY, 0)) == 5


@dredge
def test_several_dredge_cards_the_player_chooses_which(table: Table) -> None:
    """CR 616.1, 614.5: Greater Mossdog, Nightmare Void and Life from the Loam in the
    graveyard: Alice is offered each of them or to draw; she dredges Nightmare Void (mill
    two), the others stay, and only one replaces the draw."""
    at_upkeep(table, 10)
    table.graveyard(0, "Greater Mossdog", "Nightmare Void", "Life from the Loam")
    asked = table.watch_decisions("replace_draw")
    table.on_decision("replace_draw", choosing("Nightmare Void"))
    table.go_to(Step.MAIN1)
    [decision] = asked
    labels = [decision.label(i) for i in range(len(decision.options))]
    assert len(labels) == 4 and labels[-1] == "draw the card"
    for name in ("Greater Mossdog", "Nightmare Void", "Life from the Loam"):
        assert any(name in label for label in labels)
    assert table.names(Zone.HAND, 0) == ["Nightmare Void"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == sorted(
        ["Greater Mossdog", "Life from the Loam"] + ["Forest"] * 2)
    assert len(table.game.ids_in(Zone.LIBRARY, 0)) == 8


@dredge
def test_a_library_smaller_than_n_cant_dredge(table: Table) -> None:
    """CR 702.52b: two cards in the library: Darkblast (dredge 3) is not offered,
    Nightmare Void (dredge 2) is."""
    at_upkeep(table, 2)
    table.graveyard(0, "Darkblast", "Nightmare Void")
    asked = table.watch_decisions("replace_draw")
    table.on_decision("replace_draw", choosing("Nightmare Void"))
    table.go_to(Step.MAIN1)
    [decision] = asked
    labels = [decision.label(i) for i in range(len(decision.options))]
    assert not any("Darkblast" in label for label in labels)
    assert table.names(Zone.HAND, 0) == ["Nightmare Void"]
    assert len(table.game.ids_in(Zone.LIBRARY, 0)) == 0
    assert not table.game.state.over  # a replaced draw takes nothing: no 704.5b


@dredge
def test_with_too_few_cards_nobody_is_asked_and_the_card_is_drawn(table: Table) -> None:
    """CR 702.52b: two cards in the library and only Greater Mossdog (dredge 3): no
    replacement applies, no decision, Alice draws."""
    at_upkeep(table, 2)
    table.graveyard(0, "Greater Mossdog")
    asked = table.watch_decisions("replace_draw")
    table.go_to(Step.MAIN1)
    assert asked == []
    assert table.names(Zone.HAND, 0) == ["Forest"]
    table.assert_zone("Greater Mossdog", Zone.GRAVEYARD, 0)


@dredge
def test_an_empty_library_still_loses(table: Table) -> None:
    """CR 702.52b, 121.4, 704.5b: an empty library and Darkblast in the graveyard: dredge
    can't apply; the draw from the empty library loses at the state-based check."""
    table.set_turn(active=0, step=Step.UPKEEP, turn=2)
    table.graveyard(0, "Darkblast")
    table.library(1, "Forest")
    with pytest.raises(Exception, match="over"):  # the game ends: no step to reach
        table.go_to(Step.MAIN1)
    assert table.game.state.over
    table.assert_logged(rule="121.4", contains="library is empty")
    table.assert_logged(rule="704.5b")


@dredge
def test_a_draw_of_two_is_replaced_card_by_card(table: Table) -> None:
    """CR 121.2, 614.11a: Divination draws two cards, each a separate event: the first is
    replaced by dredging Darkblast, the second by dredging Life from the Loam (asked again,
    Darkblast no longer offered: it is in hand)."""
    table.lands(0, "Island", 3)
    table.hand(0, "Divination")
    table.library(0, *(["Forest"] * 8))
    table.graveyard(0, "Darkblast", "Life from the Loam")
    asked = table.watch_decisions("replace_draw")
    picks = iter(("Darkblast", "Life from the Loam"))
    table.on_decision("replace_draw",
                      lambda game, decision: choosing(next(picks))(game, decision))
    table.cast("Divination")
    table.resolve()
    assert len(asked) == 2
    assert not any("Darkblast" in asked[1].label(i) for i in range(len(asked[1].options)))
    assert sorted(table.names(Zone.HAND, 0)) == ["Darkblast", "Life from the Loam"]
    assert len(table.game.ids_in(Zone.LIBRARY, 0)) == 2


@dredge
def test_a_draw_of_two_dredge_then_draw(table: Table) -> None:
    """CR 121.2, 614.11a: Divination with Darkblast in the graveyard: the first draw is
    replaced (mill three, Darkblast to hand), the sequence resumes: the second card is
    drawn normally, Darkblast being no longer in the graveyard (702.52a)."""
    table.lands(0, "Island", 3)
    table.hand(0, "Divination")
    table.library(0, *(["Forest"] * 8))
    table.graveyard(0, "Darkblast")
    asked = table.watch_decisions("replace_draw")
    table.on_decision("replace_draw", choosing("Darkblast"))
    table.cast("Divination")
    table.resolve()
    assert len(asked) == 1
    assert sorted(table.names(Zone.HAND, 0)) == ["Darkblast", "Forest"]
    assert len(table.game.ids_in(Zone.LIBRARY, 0)) == 4


@dredge
def test_dredged_darkblast_is_cast(table: Table) -> None:
    """CR 702.52a: Darkblast dredged back in the draw step is cast in the main phase: Bob's
    Grizzly Bears gets -1/-1 and survives as a 1/1 (a real card played after dredge)."""
    at_upkeep(table, 5)
    table.lands(0, "Swamp", 1)
    table.battlefield(1, "Grizzly Bears")
    table.graveyard(0, "Darkblast")
    table.on_decision("replace_draw", choosing("Darkblast"))
    table.go_to(Step.MAIN1)
    table.cast("Darkblast", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 1
    table.assert_zone("Darkblast", Zone.GRAVEYARD, 0)


@dredge
def test_life_from_the_loam_returns_lands_then_dredges_back(table: Table) -> None:
    """CR 702.52a: Life from the Loam returns two Forests; once in the graveyard, it
    replaces the next draw (mill three) and returns to hand."""
    table.lands(0, "Forest", 2)
    lands = table.graveyard(0, "Forest", "Forest")
    table.hand(0, "Life from the Loam")
    table.library(0, *(["Island"] * 4))
    table.library(1, "Forest")  # Bob draws in his turn
    table.cast("Life from the Loam", targets=[[land.id for land in lands]])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0) == ["Life from the Loam"]
    table.on_decision("replace_draw", choosing("Life from the Loam"))
    table.go_to(Step.DRAW, turn=3)
    assert "Life from the Loam" in table.names(Zone.HAND, 0)
    assert table.names(Zone.GRAVEYARD, 0) == ["Island"] * 3


@dredge
def test_dredge_functions_only_in_the_graveyard(table: Table) -> None:
    """CR 702.52a: Darkblast in hand or Greater Mossdog on the battlefield offers nothing."""
    at_upkeep(table, 6)
    table.hand(0, "Darkblast")
    table.battlefield(0, "Greater Mossdog")
    asked = table.watch_decisions("replace_draw")
    table.go_to(Step.MAIN1)
    assert asked == []
    assert sorted(table.names(Zone.HAND, 0)) == ["Darkblast", "Forest"]


@dredge
def test_the_opponent_s_dredge_card_is_not_offered(table: Table) -> None:
    """CR 702.52a: "if you would draw": Greater Mossdog in Bob's graveyard doesn't replace
    Alice's draw."""
    at_upkeep(table, 6)
    table.graveyard(1, "Greater Mossdog")
    table.library(1, *(["Forest"] * 6))
    asked = table.watch_decisions("replace_draw")
    table.go_to(Step.MAIN1)
    assert asked == []
    assert table.names(Zone.HAND, 0) == ["Forest"]
