"""Printed effects lasting "for as long as you control ~" / "for as long as ~ remains on the
battlefield" / "... and ~ remains tapped" played (CR 611.2b).

Dragonlord Silumgar and Aladdin gain control of a permanent (613.1b) until their controller
no longer controls them; Helm of Possession's control lasts while Alice controls it and it
stays tapped; Aegis Angel's "another target permanent gains indestructible" lasts while
Alice controls the Angel; Neko-Te holds the creature it tapped while it is on the
battlefield. Each effect ends for good as its condition stops (611.2b), and one whose
condition already stopped as it would begin does nothing. The cards come from the Oracle
corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _turns(table: Table, n: int) -> None:
    for _ in range(n):
        table.library(0, "Wastes")
        table.library(1, "Wastes")
        table.next_turn()


def _controller(table: Table, name: str) -> int:
    return table.game.controller(table.find(name).id)



def _enters_targeting(table: Table, card: str, land: str, lands: int, target: str) -> None:
    """Alice casts ``card`` (paid with ``lands`` of ``land``); its enter trigger targets
    ``target`` and resolves (CR 603.3d)."""
    table.lands(0, land, lands)
    table.hand(0, card)
    table.cast(card)
    table.answer("targets", target)
    table.resolve()
    table.resolve()

@oracle
def test_611_2b_dragonlord_silumgar_steals_until_it_leaves(table: Table) -> None:
    """CR 603.6a, 613.1b: Silumgar's enter trigger gains Alice control of Bob's Hill Giant;
    it stays hers next turn; 611.2b: once Silumgar is destroyed, Bob controls it again."""
    table.lands(0, "Island", 3)
    table.lands(0, "Swamp", 3)
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Dragonlord Silumgar")
    table.cast("Dragonlord Silumgar")
    table.answer("targets", "Hill Giant")  # as the trigger is put on the stack (603.3d)
    table.resolve()
    table.resolve()
    assert _controller(table, "Hill Giant") == 0
    _turns(table, 2)
    assert _controller(table, "Hill Giant") == 0
    table.game.destroy(table.find("Dragonlord Silumgar").id)
    assert _controller(table, "Hill Giant") == 1
    table.assert_logged(rule="611.2b")


@oracle
def test_611_2b_silumgar_losing_control_ends_it(table: Table) -> None:
    """CR 611.2b: Bob gains control of Silumgar for good (Avarice Totem's exchange, 701.12a):
    Alice no longer controls it, so her control of the Giant ends and does not come back when
    she regains Silumgar."""
    table.lands(0, "Island", 3)
    table.battlefield(1, "Hill Giant", "Avarice Totem")
    _enters_targeting(table, "Dragonlord Silumgar", "Swamp", 3, "Hill Giant")
    assert _controller(table, "Hill Giant") == 0
    _turns(table, 1)  # Bob's turn
    table.lands(1, "Wastes", 5)
    table.activate("Avarice Totem", 0, targets=["Dragonlord Silumgar"])
    table.resolve()
    assert _controller(table, "Dragonlord Silumgar") == 1
    assert _controller(table, "Hill Giant") == 1
    _turns(table, 1)  # Alice's turn: she takes the Totem's exchange back
    table.lands(0, "Wastes", 5)
    table.activate("Avarice Totem", 0, targets=["Dragonlord Silumgar"])
    table.resolve()
    assert _controller(table, "Dragonlord Silumgar") == 0
    assert _controller(table, "Hill Giant") == 1  # ended for good (611.2b)


@oracle
def test_611_2b_aladdin_keeps_the_artifact_while_alice_controls_him(table: Table) -> None:
    """CR 602.2, 613.1b: Aladdin's ability takes Bob's Ornithopter; Aladdin dies: it is
    Bob's again (611.2b)."""
    table.battlefield(0, "Aladdin")
    table.lands(0, "Mountain", 3)
    table.battlefield(1, "Ornithopter")
    table.activate("Aladdin", 0, targets=["Ornithopter"])
    table.resolve()
    assert _controller(table, "Ornithopter") == 0
    table.game.destroy(table.find("Aladdin").id)
    assert table.zone_of("Aladdin") is Zone.GRAVEYARD
    assert _controller(table, "Ornithopter") == 1


@oracle
def test_611_2b_aladdin_gone_before_it_resolves_does_nothing(table: Table) -> None:
    """CR 611.2b: Aladdin is destroyed with his ability on the stack: the duration has already
    ended as the effect would begin, so Bob keeps his Ornithopter."""
    table.battlefield(0, "Aladdin")
    table.lands(0, "Mountain", 3)
    table.battlefield(1, "Ornithopter")
    table.activate("Aladdin", 0, targets=["Ornithopter"])
    table.game.destroy(table.find("Aladdin").id)
    table.resolve()
    assert _controller(table, "Ornithopter") == 1
    table.assert_logged(rule="611.2b", contains="never begins")


@oracle
def test_611_2b_helm_of_possession_ends_as_it_untaps(table: Table) -> None:
    """CR 613.1b: the Helm (sacrificing Alice's Grizzly Bears, 118.3) takes Bob's Hill Giant;
    Alice chooses not to untap the Helm in her untap step (502.3): still hers; the next time
    she lets it untap, the Giant is Bob's again (611.2b)."""
    table.battlefield(0, "Helm of Possession", "Grizzly Bears")
    table.lands(0, "Wastes", 2)
    table.battlefield(1, "Hill Giant")
    table.answer("sacrifice", "Grizzly Bears")
    table.activate("Helm of Possession", 0, targets=["Hill Giant"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    assert _controller(table, "Hill Giant") == 0
    table.assert_tapped("Helm of Possession")
    _turns(table, 1)  # Bob's turn
    table.answer("keep_tapped", "Helm of Possession")
    _turns(table, 1)  # Alice's turn: she keeps the Helm tapped (502.3)
    table.assert_tapped("Helm of Possession")
    assert _controller(table, "Hill Giant") == 0
    _turns(table, 2)  # Alice's next untap step: she lets the Helm untap this time
    table.assert_tapped("Helm of Possession", False)
    assert _controller(table, "Hill Giant") == 1
    table.assert_logged(rule="611.2b")


@oracle
def test_611_2b_aegis_angel_protects_another_permanent_while_alice_controls_it(
        table: Table) -> None:
    """CR 702.12b: Aegis Angel's target, Alice's Grizzly Bears, survives a destroy effect while
    Alice controls the Angel; once the Angel is gone the Bears lose indestructible (611.2b)
    and are destroyed."""
    table.battlefield(0, "Grizzly Bears")
    _enters_targeting(table, "Aegis Angel", "Plains", 6, "Grizzly Bears")
    assert table.has_keyword("Grizzly Bears", "indestructible")
    assert not table.has_keyword("Aegis Angel", "indestructible")
    table.game.destroy(table.find("Grizzly Bears").id)
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD
    table.game.destroy(table.find("Aegis Angel").id)
    assert not table.has_keyword("Grizzly Bears", "indestructible")
    table.game.destroy(table.find("Grizzly Bears").id)
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


@oracle
def test_115_4_aegis_angel_cannot_target_itself(table: Table) -> None:
    """CR 115.4 ("another"): the trigger's targets offered are the other permanents, Alice's
    Grizzly Bears and Bob's Hill Giant, never the Angel itself, which doesn't gain
    indestructible."""
    table.lands(0, "Plains", 6)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Aegis Angel")
    asked = table.watch_decisions("targets")
    table.cast("Aegis Angel")
    table.answer("targets", "Hill Giant")
    table.resolve()
    table.resolve()
    angel = table.find("Aegis Angel").id
    offered = {o for d in asked for o in d.options}
    assert table.find("Grizzly Bears").id in offered and angel not in offered
    assert table.has_keyword("Hill Giant", "indestructible")
    assert not table.has_keyword("Aegis Angel", "indestructible")


@oracle
def test_611_2b_neko_te_holds_the_creature_while_it_remains(table: Table) -> None:
    """CR 510.2, 603.2: Alice's Hill Giant, equipped with Neko-Te (702.6a), is blocked by
    Bob's Horned Turtle and deals it damage: the trigger taps the Turtle, which stays tapped
    through Bob's untap steps (502.3) while Neko-Te remains on the battlefield; once Neko-Te
    is destroyed the effect has ended (611.2b) and the Turtle untaps in Bob's next one."""
    table.battlefield(0, "Neko-Te", "Hill Giant")
    table.lands(0, "Wastes", 2)
    table.battlefield(1, "Horned Turtle")
    table.activate("Neko-Te", 0, targets=["Hill Giant"])
    table.resolve()
    table.attack("Hill Giant")
    table.block({"Horned Turtle": "Hill Giant"})
    table.go_to(Step.COMBAT_DAMAGE)
    table.resolve_all()
    table.assert_zone("Horned Turtle", Zone.BATTLEFIELD)
    table.assert_tapped("Horned Turtle")
    _turns(table, 1)  # Bob's untap step
    assert table.game.active_player == 1
    table.assert_tapped("Horned Turtle")
    table.assert_logged(rule="502.3", contains="doesn't untap during its controller's")
    _turns(table, 2)
    table.assert_tapped("Horned Turtle")
    table.game.destroy(table.find("Neko-Te").id)
    _turns(table, 2)
    assert table.game.active_player == 1
    table.assert_tapped("Horned Turtle", False)


@oracle
def test_611_2b_pearlspear_courier_lasts_while_it_remains_tapped(table: Table) -> None:
    """CR 613.4c, 613.1f: the Courier gives Alice's Elite Vanguard (a Soldier) +2/+2 and
    vigilance; Grizzly Bears, no Soldier, can't be targeted (115.1, 732). Alice keeps the
    Courier tapped in her untap step (502.3): the bonus stays; once it untaps, the effect has
    ended (611.2b)."""
    table.battlefield(0, "Pearlspear Courier", "Elite Vanguard", "Grizzly Bears")
    table.lands(0, "Plains", 3)
    table.assert_illegal(table.activate, "Pearlspear Courier", 0, targets=["Grizzly Bears"])
    table.activate("Pearlspear Courier", 0, targets=["Elite Vanguard"])
    table.resolve()
    assert (table.power("Elite Vanguard"), table.toughness("Elite Vanguard")) == (4, 3)
    assert table.has_keyword("Elite Vanguard", "vigilance")
    assert table.power("Grizzly Bears") == 2
    _turns(table, 1)  # Bob's turn
    table.answer("keep_tapped", "Pearlspear Courier")
    _turns(table, 1)  # Alice's: the Courier stays tapped
    table.assert_tapped("Pearlspear Courier")
    assert table.power("Elite Vanguard") == 4
    _turns(table, 2)  # Alice's next untap step: the Courier untaps
    table.assert_tapped("Pearlspear Courier", False)
    assert (table.power("Elite Vanguard"), table.toughness("Elite Vanguard")) == (2, 1)
    assert not table.has_keyword("Elite Vanguard", "vigilance")


@oracle
def test_611_2b_extraction_specialist_holds_the_returned_creature(table: Table) -> None:
    """CR 603.6a: Extraction Specialist's enter trigger returns Alice's Grizzly Bears from
    her graveyard; 508.1c: next turn they can't attack while she controls the Specialist;
    611.2b: once it is gone they can."""
    table.graveyard(0, "Grizzly Bears")
    _enters_targeting(table, "Extraction Specialist", "Plains", 3, "Grizzly Bears")
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    assert {"cant_attack", "cant_block"} <= table.restrictions("Grizzly Bears")
    _turns(table, 2)
    table.assert_illegal(table.attack, "Grizzly Bears")
    table.game.destroy(table.find("Extraction Specialist").id)
    table.refresh()
    assert "cant_attack" not in table.restrictions("Grizzly Bears")
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@oracle
def test_611_2b_the_wondrous_wasp_strips_abilities_while_it_remains(table: Table) -> None:
    """CR 613.1f: the Wasp's enter trigger taps Bob's Serra Angel, which loses flying and
    vigilance for as long as the Wasp remains on the battlefield; destroyed, the Wasp's effect
    ends (611.2b) and the Angel has them again."""
    table.battlefield(1, "Serra Angel")
    _enters_targeting(table, "The Wondrous Wasp", "Island", 2, "Serra Angel")
    table.assert_tapped("Serra Angel")
    assert not table.has_keyword("Serra Angel", "flying")
    assert not table.has_keyword("Serra Angel", "vigilance")
    assert table.has_keyword("The Wondrous Wasp", "flying")
    table.game.destroy(table.find("The Wondrous Wasp").id)
    table.refresh()
    assert table.has_keyword("Serra Angel", "flying")
    assert table.has_keyword("Serra Angel", "vigilance")


@oracle
def test_611_2_the_log_says_the_duration_once(table: Table) -> None:
    """The continuous effect's log line (CR 611.2) gives Aegis Angel's words, whose duration
    is said already: not a second "for as long as"."""
    table.battlefield(0, "Grizzly Bears")
    _enters_targeting(table, "Aegis Angel", "Plains", 6, "Grizzly Bears")
    (line,) = [e.text for e in table.game.log if e.text.startswith("continuous effect:")]
    assert line.count("for as long as") == 1
