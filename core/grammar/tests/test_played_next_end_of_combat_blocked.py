""""At this turn's next end of combat, destroy all creatures that blocked or were blocked by it
this turn." played (CR 603.7a, 511.2, 509.1a, 701.19).

Gaze of the Gorgon cast on the attacking Bears once the Hill Giant blocks them: the Bears are
regenerated from the Giant's damage, and at end of combat the Giant (which blocked them) is
destroyed, the Elves (not in the fight) are not. Cast in the precombat main phase it waits for
this turn's combat. Cast after this turn's combat, there is no end of combat left this turn:
the delayed ability is gone, and the next turn's blocks destroy nothing (603.7a). Glyph of
Doom ("that were blocked by that creature"): only the attackers the Wall blocked. The printed
cards are read from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")


@oracle
def test_gaze_destroys_the_blocker_at_end_of_combat(table: Table) -> None:
    """CR 701.19, 603.7a, 511.2: the Bears survive by regeneration; at end of combat the Giant
    that blocked them is destroyed, the Elves stay."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant", "Llanowar Elves")
    table.attack("Grizzly Bears")
    table.block({"Hill Giant": "Grizzly Bears"})
    table.hand(0, "Gaze of the Gorgon")
    table.mana(0, "BBBB")
    table.cast("Gaze of the Gorgon", targets=["Grizzly Bears"])
    table.resolve()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)  # regenerated (701.19a)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, player=1)
    table.assert_zone("Llanowar Elves", Zone.BATTLEFIELD)


@oracle
def test_gaze_in_the_precombat_main_phase_waits_for_the_combat(table: Table) -> None:
    """CR 603.7a: created before combat, it triggers at this turn's end of combat, after the
    blocks it reads were declared (509.1a)."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Gaze of the Gorgon")
    table.mana(0, "BBBB")
    table.cast("Gaze of the Gorgon", targets=["Grizzly Bears"])
    table.resolve()
    table.attack("Grizzly Bears")
    table.block({"Hill Giant": "Grizzly Bears"})
    table.go_to(Step.MAIN2)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, player=1)


@oracle
def test_gaze_after_this_turns_combat_is_gone_at_the_end_of_the_turn(table: Table) -> None:
    """CR 603.7a: "this turn's next end of combat": none is left this turn; the next turn's
    blocks (the Bears block the Giant) destroy nothing."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.attack()
    table.go_to(Step.MAIN2)
    table.hand(0, "Gaze of the Gorgon")
    table.mana(0, "BBBB")
    table.cast("Gaze of the Gorgon", targets=["Grizzly Bears"])
    table.resolve()
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()
    table.attack("Hill Giant")
    table.block({"Grizzly Bears": "Hill Giant"})
    table.go_to(Step.MAIN2)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)  # the Giant's 3 damage, regenerated no more
    assert not table.game.state.delayed


@oracle
def test_glyph_of_doom_destroys_only_what_the_wall_blocked(table: Table) -> None:
    """CR 509.1a: "creatures that were blocked by that creature": the Bears the Wall blocked
    are destroyed at end of combat; the unblocked Elves are not."""
    table.battlefield(0, "Grizzly Bears", "Llanowar Elves")
    table.battlefield(1, "Wall of Wood")
    table.attack("Grizzly Bears", "Llanowar Elves")
    table.block({"Wall of Wood": "Grizzly Bears"})
    table.hand(1, "Glyph of Doom")
    table.mana(1, "B")
    table.pass_priority()  # the attacking player passes: the defending player may cast
    table.cast("Glyph of Doom", targets=["Wall of Wood"])
    table.resolve()
    table.go_to(Step.MAIN2)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.assert_zone("Llanowar Elves", Zone.BATTLEFIELD)
    table.assert_zone("Wall of Wood", Zone.BATTLEFIELD, player=1)
