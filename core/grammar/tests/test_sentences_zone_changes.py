"""Zone-change sentences (manastack_grammar.sentences.zone_changes): returning a card from a
graveyard to the battlefield or to a hand (a target, a card chosen, a card of an opponent's
choice), "Destroy all creatures. They can't be regenerated." (CR 701.19c), and objects
described by qualities ("land that is snow or could produce {C}"), an unknown quality not
understood."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.driver import Table, by_name
from manastack.instructions.zone_changes import Destroy
from manastack.loading.rules import Rules
from manastack.model.decisions import CallbackAgent, Decision
from manastack.model.objects import Card, GameObject, Zone
from manastack_grammar.reader import recognize
from manastack_grammar.ruleset import grammar_of
from manastack_grammar.sentences.zone_changes import qualified_filter

# --------------------------------------------------------------------------
# Returning cards from a graveyard
# --------------------------------------------------------------------------


def test_return_target_creature_card_from_your_graveyard_to_the_battlefield(
        table: Table, make: Callable[..., Card], put: Callable[..., GameObject]) -> None:
    card = make(table, "Return target creature card from your graveyard to the battlefield.")
    put(table, card)
    table.graveyard(0, "Craw Wurm")
    table.graveyard(1, "Hill Giant")
    table.cast("Test Card", targets=["Craw Wurm"])
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0) == ["Craw Wurm"]
    assert table.game.named("Craw Wurm", Zone.BATTLEFIELD).controller == 0


def test_return_target_card_and_a_chosen_card_to_hand(table: Table, make: Callable[..., Card],
                                                      put: Callable[..., GameObject]) -> None:
    put(table, make(table, "Return target card from your graveyard to your hand."))
    table.graveyard(0, "Island")
    table.cast("Test Card", targets=["Island"])
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Island"]
    put(table, make(table, "Mill three cards, then return an instant or sorcery card from your "
                           "graveyard to your hand.", name="Other"))
    table.library(0, "Lightning Bolt", "Forest", "Grizzly Bears")
    table.cast("Other")
    seen: list[str] = []

    def pick(game: Any, decision: Decision) -> Any:
        seen.extend(sorted(game.obj(o).card.name for o in decision.options))
        return tuple(o for o in decision.options if game.obj(o).card.name == "Lightning Bolt")

    table.game.agents[0] = CallbackAgent(pick)
    table.resolve()
    assert seen == ["Lightning Bolt", "Test Card"]  # instants and sorceries only, not lands
    assert sorted(table.names(Zone.HAND, 0)) == ["Island", "Lightning Bolt"]


def test_mill_then_return_a_card_of_an_opponents_choice(table: Table, make: Callable[..., Card],
                                                        put: Callable[..., GameObject]) -> None:
    put(table, make(table, "{1}: Mill two cards, then return a nonland card of an opponent's "
                           "choice from your graveyard to your hand.", type_line="Artifact"),
        Zone.BATTLEFIELD)
    table.lands(0, "Wastes", 1)
    table.library(0, "Grizzly Bears", "Island", "Forest")
    table.graveyard(0, "Craw Wurm")
    table.activate("Test Card")
    table.on_decision("choose", by_name("Grizzly Bears"), player=1)  # Bob chooses (SEED-16)
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Craw Wurm", "Island"]


# --------------------------------------------------------------------------
# Destroy ... can't be regenerated (701.19c), qualities
# --------------------------------------------------------------------------


def test_wrath_of_god_is_understood_and_destroys_all_creatures(table: Table) -> None:
    card = table.game.rules.card("Wrath of God")
    assert not card.unrecognized
    instruction = card.abilities[0].modes[0].instructions[0]
    assert isinstance(instruction, Destroy) and not instruction.regenerate  # CR 701.19c
    table.lands(0, "Plains", 4)
    table.battlefield(0, "Grizzly Bears", "Sol Ring")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Wrath of God")
    table.cast("Wrath of God")
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]
    assert "Sol Ring" in table.names(Zone.BATTLEFIELD, 0)
    table.assert_logged(rule="701.19c", contains="Grizzly Bears")


def test_snow_or_colorless_quality(table: Table, understood: Callable[..., Any]) -> None:
    flt = qualified_filter("land that is snow or could produce {C}")
    game = table.game
    snow = game.put("Snow-Covered Forest", Zone.BATTLEFIELD, 0)
    wastes = game.put("Wastes", Zone.BATTLEFIELD, 0)
    island = game.put("Island", Zone.BATTLEFIELD, 0)
    ring = game.put("Sol Ring", Zone.BATTLEFIELD, 0)
    matches = {o.card.name for o in (snow, wastes, island, ring)
               if flt.matches(game, o, player=0)}
    assert matches == {"Snow-Covered Forest", "Wastes"}
    assert understood(table.game.rules, "Destroy each land that is snow or could produce {C}.")
    assert len(understood(table.game.rules,
                          "Destroy target land that is snow or could produce {C}.").targets) == 1


def test_unknown_quality_is_not_understood(rules: Rules) -> None:
    rec = recognize("Destroy target land that is legendary or could produce {Q}.", name="Test",
                    rules=rules, is_permanent=False, keyword_defs=grammar_of(rules).keyword_defs,
                    sentence_rules=grammar_of(rules).sentence_rules)
    assert rec.unrecognized
