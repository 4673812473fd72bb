"""Splice with the keywords already shipped (CR 702.47; 702.96 overload, 702.34 flashback,
702.138 escape, 702.66 delve, 702.120 escalate, 702.10 haste).

Splice onto an instant or sorcery (Everdream) or onto Arcane (Glacial Ray): a spell cast
from a graveyard is cast all the same (601.2, 702.47a); the splice cost is an additional
cost in the locked total (601.2f), so delve pays its generic part and escalate's cost adds
to it. Earthbend has no meaningful interaction (its cards have no splice and none is Arcane;
splicing onto an earthbend sorcery only adds text, tested here in general).

Run with those plugins enabled; each plugin's own suite runs it alone.
"""

from __future__ import annotations

import pytest

from manastack.api import Answer
from manastack.driver import Table
from manastack.model.objects import Zone


def hand_id(table: Table, name: str) -> int:
    return table.find(name, zone=Zone.HAND).id


@pytest.mark.plugins("splice", "flashback")
def test_702_47a_splice_onto_a_spell_cast_with_flashback(table: Table) -> None:
    """Firebolt cast from the graveyard for {4}{R} is a sorcery spell being cast: Everdream is
    spliced onto it, its {2}{U} added to the flashback cost (601.2f, 118.8); then Firebolt is
    exiled (702.34a) and Everdream stays in hand."""
    table.graveyard(0, "Firebolt")
    table.lands(0, "Mountain", 5)
    table.lands(0, "Island", 3)
    table.library(0, "Island", "Island")
    table.hand(0, "Everdream")
    spell = table.cast("Firebolt", using="flashback", zone=Zone.GRAVEYARD, targets=["Bob"],
                       answers=[Answer("splice", (hand_id(table, "Everdream"),))])
    assert spell.spell is not None and spell.spell.total is not None
    assert str(spell.spell.total.mana) == "{6}{U}{R}"
    table.resolve()
    table.assert_life(1, 18)
    table.assert_zone("Firebolt", Zone.EXILE)
    assert table.names(Zone.HAND, 0).count("Island") == 1
    table.assert_zone("Everdream", Zone.HAND, 0)


@pytest.mark.plugins("splice", "escape")
def test_702_47a_splice_onto_a_spell_cast_with_escape(table: Table) -> None:
    """Fruit of Tizerus escaped ({3}{B} and three other cards exiled) with Everdream spliced:
    the escape cost and the splice cost are both paid (601.2h)."""
    table.graveyard(0, "Fruit of Tizerus", "Plains", "Plains", "Plains")
    table.lands(0, "Swamp", 4)
    table.lands(0, "Island", 3)
    table.library(0, "Island", "Island")
    table.hand(0, "Everdream")
    spell = table.cast("Fruit of Tizerus", using="escape", zone=Zone.GRAVEYARD,
                       targets=["Bob"], exile=["Plains", "Plains", "Plains"],
                       answers=[Answer("splice", (hand_id(table, "Everdream"),))])
    assert spell.spell is not None and spell.spell.total is not None
    assert str(spell.spell.total.mana) == "{5}{U}{B}"
    table.resolve()
    table.assert_life(1, 18)
    assert table.names(Zone.HAND, 0).count("Island") == 1


@pytest.mark.plugins("splice", "delve")
def test_702_66a_delve_pays_the_generic_part_of_a_splice_cost(table: Table) -> None:
    """Treasure Cruise with Everdream spliced: the total {9}{U}{U} (601.2f); delve exiles nine
    cards to pay the {9}, two Islands pay {U}{U} (601.2h)."""
    table.graveyard(0, *["Plains"] * 9)
    table.lands(0, "Island", 2)
    table.library(0, *["Island"] * 5)
    table.hand(0, "Treasure Cruise", "Everdream")
    table.on_decision("delve", lambda game, d: d.options[: d.max])
    spell = table.cast("Treasure Cruise",
                       answers=[Answer("splice", (hand_id(table, "Everdream"),))])
    assert spell.spell is not None and spell.spell.total is not None
    assert str(spell.spell.total.mana) == "{9}{U}{U}"
    assert table.names(Zone.EXILE).count("Plains") == 9
    table.resolve()
    assert table.names(Zone.HAND, 0).count("Island") == 4


@pytest.mark.plugins("splice", "escalate")
def test_702_120a_an_escalate_spell_is_modal_and_isnt_spliced(table: Table) -> None:
    """Blessed Alliance is modal (700.2): splicing onto a modal spell isn't implemented, so
    it isn't offered and says so (702.47a); the escalate cost is paid as usual (702.120a)."""
    table.lands(0, "Plains", 4)
    table.hand(0, "Blessed Alliance", "Everdream")
    seen = table.watch_decisions(player=0)
    spell = table.cast("Blessed Alliance", modes=[0, 1], targets=[["Alice"], []])
    assert "splice" not in [d.kind for d in seen]
    table.assert_logged(rule="702.47a", contains="a modal spell")
    assert spell.spell is not None and spell.spell.total is not None
    assert str(spell.spell.total.mana) == "{3}{W}"
    table.resolve()
    table.assert_life(0, 24)


@pytest.mark.plugins("splice", "overload")
def test_702_96_splice_onto_an_overload_spell_cast_for_its_mana_cost(table: Table) -> None:
    """Blustersquall for {U}: overload changes nothing, Everdream is spliced (702.47a)."""
    table.lands(0, "Island", 4)
    table.library(0, "Island", "Island")
    table.hand(0, "Blustersquall", "Everdream")
    table.battlefield(1, "Grizzly Bears")
    table.cast("Blustersquall", targets=["Grizzly Bears"],
               answers=[Answer("splice", (hand_id(table, "Everdream"),))])
    table.resolve()
    table.assert_tapped("Grizzly Bears")
    assert table.names(Zone.HAND, 0).count("Island") == 1


@pytest.mark.plugins("splice", "overload")
def test_702_96c_an_overloaded_spell_keeps_its_text_change_and_isnt_spliced(
        table: Table) -> None:
    """Blustersquall overloaded: overload's text change (612) is kept; splice, whose order
    with it isn't settled here, is not offered and says so (702.47a)."""
    table.lands(0, "Island", 7)
    table.hand(0, "Blustersquall", "Everdream")
    table.battlefield(1, "Grizzly Bears", "Llanowar Elves")
    seen = table.watch_decisions(player=0)
    table.cast("Blustersquall", using="overload")
    assert "splice" not in [d.kind for d in seen]
    table.assert_logged(rule="702.47a", contains="another effect changes")
    table.resolve()
    table.assert_tapped("Grizzly Bears")
    table.assert_tapped("Llanowar Elves")


@pytest.mark.plugins("splice", "haste")
def test_702_10_goryos_vengeance_spliced_gives_haste(table: Table) -> None:
    """Goryo's Vengeance spliced onto Glacial Ray: the returned legendary creature gains
    haste (702.10) and can attack; the text is the spell's (702.47c)."""
    table.graveyard(0, "Isamaru, Hound of Konda")
    table.lands(0, "Mountain", 2)
    table.lands(0, "Swamp", 3)
    table.hand(0, "Glacial Ray", "Goryo's Vengeance")
    table.cast("Glacial Ray", targets=["Bob", "Isamaru, Hound of Konda"],
               answers=[Answer("splice", (hand_id(table, "Goryo's Vengeance"),))])
    table.resolve()
    table.assert_life(1, 18)
    table.assert_zone("Isamaru, Hound of Konda", Zone.BATTLEFIELD, 0)
    table.go_to("declare attackers step")
    table.attack("Isamaru, Hound of Konda")


@pytest.mark.plugins("splice")
def test_702_47b_desperate_ritual_spliced_adds_its_mana_as_the_spell_resolves(
        table: Table) -> None:
    """Glacial Ray with Desperate Ritual spliced onto it ({1}{R} each, 601.2f): as the spell
    resolves it deals 2 damage, then adds {R}{R}{R} (the Ritual's "Add {R}{R}{R}.", CR 106.4,
    702.47b: the spliced text is part of the spell's effect); the Ritual stays in hand."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Glacial Ray", "Desperate Ritual")
    table.cast("Glacial Ray", targets=["Bob"],
               answers=[Answer("splice", (hand_id(table, "Desperate Ritual"),))])
    table.resolve()
    table.assert_life(1, 18)
    assert sorted(u.color for u in table.game.player(0).mana_pool) == ["R", "R", "R"]
    table.assert_logged(rule="106.4", contains="adds {R}{R}{R}")
    table.assert_zone("Desperate Ritual", Zone.HAND, 0)
