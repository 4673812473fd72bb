"""Plot (CR 702.170): the special action in your main phase with the stack empty (116.2k),
paying the plot cost and exiling the card face up; the plotted card cast from exile without
paying its mana cost, in a main phase of a later turn with the stack empty (702.170d). Runs
alone with ``pytest plugins/plot``. Grizzly Bears and the basic lands come from the kernel's
pool."""

from __future__ import annotations

import pytest
from pytest_manastack import Table

from manastack.api import FACE_DOWN, IllegalActionError, SpecialAction, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("plot")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def offered(table: Table) -> list[SpecialAction]:
    decision = table.game.pending()
    assert decision is not None
    return [o for o in decision.options if isinstance(o, SpecialAction)]


def alices_next_turn(table: Table) -> None:
    table.library(0, *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    table.next_turn()
    table.next_turn()
    assert table.game.state.turn.active == 0


def plotted(table: Table, name: str, land: str, count: int) -> None:
    """Alice plots ``name`` from her hand, paying its plot cost with ``count`` ``land``s."""
    table.lands(0, land, count)
    table.hand(0, name)
    table.special(name, "plot")


def test_without_the_plugin_a_plot_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("plot", "manastack_plot", "cards.toml")
    definition = source.get("Djinn of Fool's Fall")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("plot", "plot"),)


def test_116_2k_plot_pays_its_cost_and_exiles_it_face_up(table: Table) -> None:
    """Djinn of Fool's Fall plotted for {3}{U}: the lands are tapped, the card is in exile
    face up (not hidden, unlike foretell), plotted."""
    plotted(table, "Djinn of Fool's Fall", "Island", 4)
    table.assert_zone("Djinn of Fool's Fall", Zone.EXILE, 0)
    assert not table.find("Djinn of Fool's Fall").tags.get(FACE_DOWN)
    assert all(o.tapped for o in table.game.battlefield(0))
    table.assert_logged(rule="702.170a", contains="plotted")
    assert table.game.ids_in(Zone.STACK) == ()  # a special action doesn't use the stack


def test_116_2k_only_in_your_main_phase_with_the_stack_empty(table: Table) -> None:
    """Not in Alice's upkeep, not in Bob's turn: only in her main phase, the stack empty."""
    table.lands(0, "Island", 4)
    table.hand(0, "Djinn of Fool's Fall")
    table.set_turn(active=1, step=Step.MAIN1)
    table.pass_priority()  # Bob passes: Alice has priority during his main phase
    decision = table.game.pending()
    assert decision is not None and decision.player == 0
    assert not offered(table)
    table.set_turn(active=0, step=Step.UPKEEP)
    assert not offered(table)
    with pytest.raises(IllegalActionError):
        table.special("Djinn of Fool's Fall", "plot")
    table.set_turn(active=0, step=Step.MAIN1)
    assert [o.name for o in offered(table)] == ["plot"]


def test_702_170a_not_offered_without_its_cost(table: Table) -> None:
    table.lands(0, "Island", 3)
    table.hand(0, "Djinn of Fool's Fall")
    assert not offered(table)
    with pytest.raises(IllegalActionError):
        table.special("Djinn of Fool's Fall", "plot")


def test_702_170d_not_cast_the_turn_it_became_plotted(table: Table) -> None:
    plotted(table, "Spinewoods Paladin", "Forest", 4)
    table.lands(0, "Forest", 5)
    with pytest.raises(IllegalActionError):
        table.cast("Spinewoods Paladin", using="plot", zone=Zone.EXILE)


def test_702_170d_cast_on_a_later_turn_without_paying_its_mana_cost(table: Table) -> None:
    """Spinewoods Paladin plotted for {3}{G}; on Alice's next turn it is cast from exile
    without paying its mana cost (no mana left to pay): it enters, she gains 3 life."""
    plotted(table, "Spinewoods Paladin", "Forest", 4)
    alices_next_turn(table)
    table.go_to(Step.MAIN1)
    for land in table.game.battlefield(0):
        table.game.tap(land.id)  # nothing to pay with: the cast costs nothing
    table.cast("Spinewoods Paladin", using="plot", zone=Zone.EXILE)
    resolve_stack(table)
    table.assert_zone("Spinewoods Paladin", Zone.BATTLEFIELD, 0)
    table.assert_life(0, 23)


def test_702_170d_the_plotted_card_is_cast_only_at_sorcery_timing(table: Table) -> None:
    """Rise of the Varmints plotted; on Bob's turn, and in Alice's next upkeep, it can't be
    cast from exile; in her main phase it can: one 2/1 Varmint for the creature card in her
    graveyard."""
    plotted(table, "Rise of the Varmints", "Forest", 3)
    table.graveyard(0, "Grizzly Bears")
    table.library(0, *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    table.next_turn()  # Bob's precombat main phase
    table.pass_priority()  # Bob passes: Alice has priority in his main phase
    with pytest.raises(IllegalActionError):
        table.cast("Rise of the Varmints", using="plot", zone=Zone.EXILE)
    table.go_to(Step.UPKEEP, turn=3)  # Alice's next turn
    assert table.game.state.turn.active == 0
    with pytest.raises(IllegalActionError):
        table.cast("Rise of the Varmints", using="plot", zone=Zone.EXILE)
    table.go_to(Step.MAIN1, turn=3)
    table.cast("Rise of the Varmints", using="plot", zone=Zone.EXILE)
    resolve_stack(table)
    assert table.names(Zone.BATTLEFIELD, 0).count("Varmint Token") == 1


def test_702_170d_a_card_exiled_otherwise_is_not_plotted(table: Table) -> None:
    table.exile(0, "Djinn of Fool's Fall")
    alices_next_turn(table)
    table.go_to(Step.MAIN1)
    with pytest.raises(IllegalActionError):
        table.cast("Djinn of Fool's Fall", using="plot", zone=Zone.EXILE)


def test_702_170a_116_2k_plotting_on_the_opponents_turn_is_refused_with_its_reason(
        table: Table) -> None:
    """Djinn of Fool's Fall in Alice's hand during Bob's main phase, sent straight to
    ``Game.act``: refused citing plot's rule, 116.2k and 702.170b, saying whose turn it is;
    the game unchanged (CR 732)."""
    table.lands(0, "Island", 4)
    (card,) = table.hand(0, "Djinn of Fool's Fall")
    table.set_turn(active=1, step=Step.MAIN1)
    table.pass_priority()  # Bob passes: Alice has priority during his turn
    exc = table.assert_illegal(table.game.act, SpecialAction(card.id, "plot", "plot"),
                               rule="702.170a")
    assert {"116.2k", "702.170b"} <= set(exc.rules)
    assert "only during your main phase while the stack is empty, and it is Bob's turn" \
        in exc.reason
    table.assert_zone("Djinn of Fool's Fall", Zone.HAND, 0)


def test_702_170a_plotting_at_instant_speed_is_refused_with_its_reason(
        table: Table) -> None:
    """Alice's upkeep, then her main phase with Lightning Bolt on the stack: plotting
    Djinn of Fool's Fall is refused, saying it isn't a main phase, then that the stack isn't
    empty; the test kit's name lookup gives the same refusal as ``Game.act``."""
    table.lands(0, "Island", 4)
    table.lands(0, "Mountain", 1)
    (card,) = table.hand(0, "Djinn of Fool's Fall")
    table.hand(0, "Lightning Bolt")
    table.set_turn(active=0, step=Step.UPKEEP)
    exc = table.assert_illegal(table.special, "Djinn of Fool's Fall", "plot",
                               rule="702.170a")
    assert "it is the upkeep step, not a main phase" in exc.reason
    table.set_turn(active=0, step=Step.MAIN1)
    table.cast("Lightning Bolt", targets=["Bob"])
    by_act = table.assert_illegal(table.game.act, SpecialAction(card.id, "plot", "plot"),
                                  rule="702.170a")
    by_name = table.assert_illegal(table.special, "Djinn of Fool's Fall", "plot",
                                   rule="702.170a")
    assert (by_name.reason, by_name.rules) == (by_act.reason, by_act.rules)
    assert "the stack isn't empty" in by_act.reason


def test_702_170a_118_3_plotting_without_its_cost_names_it(table: Table) -> None:
    """Djinn of Fool's Fall with three Islands: {3}{U} can't be paid (118.3)."""
    table.lands(0, "Island", 3)
    table.hand(0, "Djinn of Fool's Fall")
    exc = table.assert_illegal(table.special, "Djinn of Fool's Fall", "plot",
                               rule="702.170a")
    assert {"116.2k", "118.3"} <= set(exc.rules)
    assert "can't pay {3}{U} for plot Djinn of Fool's Fall (its plot cost)" in exc.reason
