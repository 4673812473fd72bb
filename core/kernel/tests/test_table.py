"""The test kit's Table operations for what a test does behind the verbs' back: telling the
game that its position was changed directly (``refresh``), and watching every decision an
action asks, however it is answered (``watch_decisions``); and what it reads: the spells
castable now (``castable``) and a mana pool (``pool``)."""

from __future__ import annotations

import attrs

from manastack.driver import Table
from manastack.model.actions import CastSpell
from manastack.model.objects import PlayerRef, Zone


def castable(table: Table) -> list[str]:
    return [a.name for a in table.game.legal_actions() if isinstance(a, CastSpell)]


def test_refresh_lists_the_legal_actions_of_a_position_changed_directly(table: Table) -> None:
    """A land put onto the battlefield with a Game method, not the table's builders: the
    decision waited for was listed before it was there (CR 117.1); refreshed, it is listed
    again and Lightning Bolt can be cast."""
    table.hand(0, "Lightning Bolt")
    assert castable(table) == []
    table.game.put("Mountain", Zone.BATTLEFIELD, 0)
    assert castable(table) == []  # the pending decision still lists the old position
    table.refresh()
    assert castable(table) == ["Lightning Bolt"]


def test_castable_names_the_spells_listed_now_sorted_and_asked_afresh(table: Table) -> None:
    """CR 117.1, 601.2: ``castable`` lists the priority listing's spells, sorted: Shock and
    Lightning Bolt with a Mountain, not Giant Growth (Grizzly Bears its target); a Forest put
    directly through the game is seen at once (asked afresh), Giant Growth then listed too."""
    table.battlefield(0, "Mountain", "Grizzly Bears")
    table.hand(0, "Shock", "Giant Growth", "Lightning Bolt")
    assert table.castable() == ["Lightning Bolt", "Shock"]
    table.game.put("Forest", Zone.BATTLEFIELD, 0)
    assert table.castable() == ["Giant Growth", "Lightning Bolt", "Shock"]


def test_pool_shows_each_unit_by_its_type_letter_sorted(table: Table) -> None:
    """CR 106.4: a Mountain tapped for {R} after {C} was added: Alice's pool reads C and R,
    Bob's is empty."""
    table.battlefield(0, "Mountain")
    table.mana(0, "C")
    table.tap_for_mana("Mountain", "R")
    assert table.pool() == ["C", "R"]
    assert table.pool(1) == []


def test_refresh_recomputes_characteristics_after_the_state_is_written(table: Table) -> None:
    """A counter written into ``game.state`` directly: the cached characteristics are those
    of the old state until the table is refreshed (layer 7c counts counters, CR 613.4c)."""
    (bears,) = table.battlefield(0, "Grizzly Bears")
    assert table.power("Grizzly Bears") == 2
    table.game.state.objects[bears.id] = attrs.evolve(bears, counters={"+1/+1": 1})
    table.refresh()
    assert table.power("Grizzly Bears") == 3
    assert table.toughness("Grizzly Bears") == 3


def test_watch_decisions_sees_scripted_and_agent_answers_alike(table: Table) -> None:
    """``on_decision`` sees only what an agent answers; ``watch_decisions`` also sees the
    decisions answered by a script (here the targets given to ``cast``), filtered by kind
    and player, and changes no answer."""
    table.lands(0, "Mountain", 2)
    table.hand(0, "Lightning Bolt", "Lightning Bolt")
    every = table.watch_decisions()
    targets = table.watch_decisions("targets", player=0)
    bobs = table.watch_decisions(player=1)
    by_agent = table.on_decision("targets")
    table.cast("Lightning Bolt", targets=["Bob"])  # scripted: no agent is asked
    assert [d.kind for d in targets] == ["targets"]
    assert by_agent == []
    table.cast("Lightning Bolt")  # the agent chooses (the first legal target)
    assert [d.kind for d in targets] == ["targets", "targets"]
    assert len(by_agent) == 1 and by_agent[0] is targets[1]
    assert [d for d in every if d.kind == "targets"] == targets
    assert bobs == []
    spells = table.game.stack()  # the answers are unchanged: the scripted target is Bob
    assert next(s.spell.targets for s in spells if s.spell is not None) == ((PlayerRef(1),),)
