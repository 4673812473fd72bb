"""Warp (CR 702.185a): cast from the hand for its warp cost, the permanent is exiled at the
beginning of the next end step, and its owner may cast the card from exile after that turn
for as long as it remains exiled (a warped card, 702.185b). Runs alone with
``pytest plugins/warp``. Murder and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import IllegalActionError, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("warp")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def warp(table: Table, name: str, mana: str) -> None:
    """Alice casts ``name`` from her hand for its warp cost, paid with ``mana``."""
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name, using="warp")
    resolve_stack(table)


def warped_permissions(table: Table, player: int) -> list[str]:
    """The cards ``player`` is offered to cast from exile as warped cards."""
    from manastack_warp.keyword import casting_permissions

    game = table.game
    return [game.obj(p.obj).card.name for p in casting_permissions(game, player)
            if p.name == "warped"]


def alices_next_turn(table: Table) -> None:
    table.library(0, *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    table.next_turn()
    table.next_turn()
    assert table.game.state.turn.active == 0
    table.go_to(Step.MAIN1)


def test_702_185a_a_warp_cost_after_a_dash_is_read_with_its_life(rules: Any) -> None:
    """Timeline Culler's "Warp—{B}, Pay 2 life." is read: the alternative cost is {B} and 2
    life (118.9); the card stays refused for its other sentence, named."""
    from manastack_warp.keyword import WarpAbility

    from manastack.api import PayLife

    card = rules.card("Timeline Culler")
    [warp_ability] = [a for a in card.abilities if isinstance(a, WarpAbility)]
    assert str(warp_ability.cost.mana) == "{B}"
    assert [type(p) for p in warp_ability.cost.parts] == [PayLife]
    graveyard = "You may cast this card from your graveyard using its warp ability."
    assert graveyard in card.unrecognized
    # "Haste" too when the haste plugin is not installed (the package alone)
    assert set(card.unrecognized) <= {graveyard, "Haste"}


def test_warp_is_the_plugins_keyword(rules: Any) -> None:
    assert rules.ruleset.plugin_of_keyword("warp") == "warp"


def test_without_the_plugin_a_warp_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("warp", "manastack_warp", "cards.toml")
    definition = source.get("Germinating Wurm")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("warp", "warp"),)


def test_702_185a_warped_it_is_exiled_at_the_end_step_then_cast_on_a_later_turn(
        table: Table) -> None:
    """Germinating Wurm cast for its warp cost {1}{G}: it enters (Alice gains 2); at the
    beginning of the end step it is exiled (603.7); not that turn, but on Alice's next turn
    she casts it from exile for its mana cost {4}{G}: it enters again (she gains 2 more) and
    stays past that end step (cast for its mana cost, it is not warped)."""
    warp(table, "Germinating Wurm", "CG")
    table.assert_logged(rule="702.185a", contains="warp cost")
    table.assert_zone("Germinating Wurm", Zone.BATTLEFIELD, 0)
    table.assert_life(0, 22)
    table.go_to(Step.END)
    resolve_stack(table)
    table.assert_zone("Germinating Wurm", Zone.EXILE, 0)
    table.assert_logged(rule="702.185a", contains="is exiled")
    assert warped_permissions(table, 0) == []  # not before the current turn has ended
    alices_next_turn(table)
    assert warped_permissions(table, 0) == ["Germinating Wurm"]
    assert warped_permissions(table, 1) == []  # only its owner may cast it
    table.mana(0, "CCCCG")
    table.cast("Germinating Wurm", using="warped", zone=Zone.EXILE)
    resolve_stack(table)
    table.assert_zone("Germinating Wurm", Zone.BATTLEFIELD, 0)
    table.assert_life(0, 24)
    table.go_to(Step.END)
    resolve_stack(table)
    table.assert_zone("Germinating Wurm", Zone.BATTLEFIELD, 0)


def test_702_185a_the_warped_card_is_cast_for_its_mana_cost_not_the_warp_cost(
        table: Table) -> None:
    """From exile, Knight Luminary costs its mana cost {3}{W}: with only its warp cost
    {1}{W} available the cast is illegal and the game is as it was (732)."""
    warp(table, "Knight Luminary", "CW")
    assert table.names(Zone.BATTLEFIELD, 0).count("Human Soldier Token") == 1
    table.go_to(Step.END)
    resolve_stack(table)
    table.assert_zone("Knight Luminary", Zone.EXILE, 0)
    alices_next_turn(table)
    table.mana(0, "CW")
    with pytest.raises(IllegalActionError):
        table.cast("Knight Luminary", using="warped", zone=Zone.EXILE)
    table.assert_zone("Knight Luminary", Zone.EXILE, 0)
    table.mana(0, "CC")
    table.cast("Knight Luminary", using="warped", zone=Zone.EXILE)
    resolve_stack(table)
    assert table.names(Zone.BATTLEFIELD, 0).count("Human Soldier Token") == 2


def test_702_185a_cast_for_its_mana_cost_it_is_not_exiled(table: Table) -> None:
    """Sinister Cryologist cast for {2}{U}: no delayed trigger; it stays at the end step."""
    table.battlefield(1, "Grizzly Bears")
    table.mana(0, "CCU")
    table.hand(0, "Sinister Cryologist")
    table.cast("Sinister Cryologist")
    resolve_stack(table)
    assert table.power("Grizzly Bears") == -1  # its enters trigger: -3/-0 on a 2/2
    table.go_to(Step.END)
    resolve_stack(table)
    table.assert_zone("Sinister Cryologist", Zone.BATTLEFIELD, 0)


def test_603_7c_destroyed_before_the_end_step_nothing_is_exiled(table: Table) -> None:
    """Weftstalker Ardent warped for {R}, then destroyed by Murder: it is in the graveyard,
    a new object (400.7); the delayed trigger exiles nothing (603.7c), the card is not warped
    and can't be cast later."""
    warp(table, "Weftstalker Ardent", "R")
    table.mana(0, "CBB")
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Weftstalker Ardent"])
    resolve_stack(table)
    table.go_to(Step.END)
    resolve_stack(table)
    table.assert_zone("Weftstalker Ardent", Zone.GRAVEYARD, 0)
    alices_next_turn(table)
    assert warped_permissions(table, 0) == []


def test_702_185a_warp_is_cast_from_the_hand_only(table: Table) -> None:
    """"You may cast this card from your hand": Germinating Wurm in the graveyard can't be
    cast for its warp cost."""
    table.graveyard(0, "Germinating Wurm")
    table.mana(0, "CG")
    with pytest.raises(IllegalActionError):
        table.cast("Germinating Wurm", using="warp", zone=Zone.GRAVEYARD)
    table.assert_zone("Germinating Wurm", Zone.GRAVEYARD, 0)


def test_702_185b_a_card_exiled_otherwise_is_not_warped(table: Table) -> None:
    table.exile(0, "Germinating Wurm")
    alices_next_turn(table)
    table.mana(0, "CCCCG")
    with pytest.raises(IllegalActionError):
        table.cast("Germinating Wurm", using="warped", zone=Zone.EXILE)


def test_608_3_only_the_permanent_cast_for_its_warp_cost_carries_the_mark(table: Table) -> None:
    """Sinister Cryologist cast for its mana cost carries no warp mark (its zone-change hook
    isn't told of it); Germinating Wurm cast for its warp cost does, and gets its delayed
    exile (702.185a, 603.7)."""
    from manastack_warp import MARK

    table.battlefield(1, "Grizzly Bears")
    table.mana(0, "CCU")
    table.hand(0, "Sinister Cryologist")
    table.cast("Sinister Cryologist")
    resolve_stack(table)
    assert not table.game.carries_tag(MARK, Zone.BATTLEFIELD)
    warp(table, "Germinating Wurm", "CG")
    table.assert_logged(rule="702.185a", contains="warp cost")
    marked = {o.card.name for o in table.game.battlefield() if MARK in o.tags}
    assert marked == {"Germinating Wurm"}
