"""Printed "Change the target of target spell with a single target." played (CR 115.7a, 115.9a).

Deflection: the spell's one target becomes another target legal for it, chosen by
Deflection's controller; with no other legal target the target stays as it was (115.7a).
"With a single target" counts every object or player chosen as a target (115.9a): a spell
with two targets can't be chosen. Bolt Bend does it to a spell or an ability (113.7a):
Prodigal Pyromancer's ping turns onto its controller; Reroute only to an activated ability,
not to a spell. Redirect and Insidious Will let their controller choose new targets for a
spell (115.7d): each instance of "target" kept or changed to a legal one, "another" target
still another (115.3).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

DEFLECTION = CardDef(
    name="Deflection", mana_cost="{3}{U}", type_line="Instant",
    text="Change the target of target spell with a single target.")
ARC_TRAIL = CardDef(
    name="Arc Trail", mana_cost="{1}{R}", type_line="Sorcery",
    text="Arc Trail deals 2 damage to any target and 1 damage to any other target.")

BOLT_BEND = CardDef(
    name="Bolt Bend", mana_cost="{3}{R}", type_line="Instant",
    text="This spell costs {3} less to cast if you control a creature with power 4 or "
         "greater.\nChange the target of target spell or ability with a single target.")
REROUTE = CardDef(
    name="Reroute", mana_cost="{1}{R}", type_line="Instant",
    text="Change the target of target activated ability with a single target. (Mana abilities "
         "can't be targeted.)\nDraw a card.")
PRODIGAL_PYROMANCER = CardDef(
    name="Prodigal Pyromancer", mana_cost="{2}{R}", type_line="Creature — Human Wizard",
    power="1", toughness="1", text="{T}: This creature deals 1 damage to any target.")

REDIRECT = CardDef(
    name="Redirect", mana_cost="{U}{U}", type_line="Instant",
    text="You may choose new targets for target spell.")
INSIDIOUS_WILL = CardDef(
    name="Insidious Will", mana_cost="{2}{U}{U}", type_line="Instant",
    text="Choose one —\n• Counter target spell.\n• You may choose new targets for target "
         "spell.\n• Copy target instant or sorcery spell. You may choose new targets for the "
         "copy.")

PRINTED = (DEFLECTION, ARC_TRAIL, BOLT_BEND, REROUTE, PRODIGAL_PYROMANCER, REDIRECT,
           INSIDIOUS_WILL)
kit = pytest.mark.plugins(extra={"deflection-kit": card_pool("deflection-kit", PRINTED)})


def _bob_bolts(table: Table, target: str) -> int:
    """Alice passes; Bob casts Lightning Bolt at ``target`` and passes: Alice has priority
    with the Bolt on the stack (CR 117.3c-d). Returns the Bolt's id."""
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.pass_priority()
    bolt = table.cast("Lightning Bolt", targets=[target])
    table.pass_priority()
    return bolt.id


def _turn_onto_bob(table: Table, card: str, on: int) -> None:
    """Alice casts ``card`` at the spell or ability ``on`` and, as it resolves, changes that
    one's target to Bob (CR 115.7a)."""
    table.cast(card, targets=[on])
    table.resolve([Answer("targets", ("Bob",), player=0)])


@kit
def test_deflection_turns_the_bolt_onto_its_caster(table: Table) -> None:
    """CR 115.7a: the Bolt aimed at Alice now targets Bob, who takes the 3 damage."""
    table.lands(0, "Island", 4)
    table.hand(0, "Deflection")
    bolt = _bob_bolts(table, "Alice")
    _turn_onto_bob(table, "Deflection", bolt)
    table.assert_logged(rule="115.7a", contains="changes the target of Lightning Bolt")
    table.resolve()  # the Bolt
    assert table.life(0) == 20
    assert table.life(1) == 17


@kit
def test_the_new_target_is_one_of_the_other_legal_targets(table: Table) -> None:
    """CR 115.7a: the choice offers every other legal target of "any target" (115.4), not
    the current one; a creature may be chosen."""
    table.lands(0, "Island", 4)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Deflection")
    bolt = _bob_bolts(table, "Alice")
    offered: list[str] = []

    def pick(game: object, decision: object) -> tuple[object, ...]:
        labels = [label.split("#")[0] for label in decision.labels]  # type: ignore[attr-defined]
        offered.extend(labels)
        return (decision.options[labels.index("Grizzly Bears")],)  # type: ignore[attr-defined]

    table.on_decision("targets", pick)
    table.cast("Deflection", targets=[bolt])
    table.resolve()
    table.resolve()
    assert "Alice" not in offered
    assert {"Bob", "Grizzly Bears"} <= set(offered)
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    assert table.life(0) == 20


@kit
def test_with_no_other_legal_target_the_target_is_unchanged(table: Table) -> None:
    """CR 115.7a: Giant Growth targets the only creature on the battlefield: no other legal
    target, so the target stays and the Bears get +3/+3."""
    table.lands(0, "Island", 4)
    table.lands(1, "Forest", 1)
    table.battlefield(1, "Grizzly Bears")
    table.hand(1, "Giant Growth")
    table.hand(0, "Deflection")
    table.pass_priority()
    growth = table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.pass_priority()
    table.cast("Deflection", targets=[growth.id])
    table.resolve()
    table.assert_logged(rule="115.7a", contains="no other legal target")
    table.resolve()
    assert table.power("Grizzly Bears") == 5


@kit
def test_a_spell_with_two_targets_cannot_be_chosen(table: Table) -> None:
    """CR 115.9a: Arc Trail has two targets, so it is not a spell with a single target;
    refused, the game unchanged (732)."""
    table.lands(1, "Mountain", 2)
    table.lands(0, "Island", 4)
    table.hand(1, "Arc Trail")
    table.hand(0, "Deflection")
    table.set_turn(active=1)
    trail = table.cast("Arc Trail", targets=["Alice", "Bob"])
    table.pass_priority()
    table.assert_illegal(table.cast, "Deflection", targets=[trail.id])
    assert table.zone_of("Deflection") is Zone.HAND


def _bob_pings(table: Table, target: str) -> int:
    """Alice passes; Bob's Prodigal Pyromancer pings ``target`` and Bob passes: Alice has
    priority with the ability on the stack. Returns the ability's id on the stack."""
    table.battlefield(1, "Prodigal Pyromancer")
    table.pass_priority()
    table.activate("Prodigal Pyromancer", targets=[target])
    table.pass_priority()
    (ability,) = [o.id for o in table.game.objects_in(Zone.STACK) if "ability" in o.tags]
    return ability


@kit
def test_bolt_bend_turns_an_activated_ability_onto_its_controller(table: Table) -> None:
    """CR 115.7a, 113.7a: the ping aimed at Alice now deals its 1 damage to Bob."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Bolt Bend")
    ping = _bob_pings(table, "Alice")
    _turn_onto_bob(table, "Bolt Bend", ping)
    table.assert_logged(rule="115.7a", contains="Prodigal Pyromancer from Alice to Bob")
    table.resolve()  # the ping
    assert table.life(0) == 20
    assert table.life(1) == 19


@kit
def test_bolt_bend_turns_a_spell_too(table: Table) -> None:
    table.lands(0, "Mountain", 4)
    table.hand(0, "Bolt Bend")
    bolt = _bob_bolts(table, "Alice")
    _turn_onto_bob(table, "Bolt Bend", bolt)
    table.resolve()
    assert table.life(0) == 20
    assert table.life(1) == 17


@kit
def test_reroute_changes_the_ability_and_draws(table: Table) -> None:
    table.lands(0, "Mountain", 2)
    table.hand(0, "Reroute")
    table.library(0, "Island")
    ping = _bob_pings(table, "Alice")
    _turn_onto_bob(table, "Reroute", ping)
    assert table.zone_of("Island") is Zone.HAND
    table.resolve()
    assert table.life(0) == 20
    assert table.life(1) == 19


@kit
def test_reroute_cannot_target_a_spell(table: Table) -> None:
    """CR 113.7a: a spell is not an activated ability: refused, the game unchanged (732)."""
    table.lands(0, "Mountain", 2)
    table.hand(0, "Reroute")
    bolt = _bob_bolts(table, "Alice")
    table.assert_illegal(table.cast, "Reroute", targets=[bolt])
    assert table.zone_of("Reroute") is Zone.HAND


def _bob_arc_trails(table: Table, first: str | int, second: str | int) -> int:
    """Bob's turn: Arc Trail deals 2 damage to ``first``, 1 to ``second``; Alice has priority."""
    table.lands(1, "Mountain", 2)
    table.hand(1, "Arc Trail")
    table.set_turn(active=1)
    trail = table.cast("Arc Trail", targets=[first, second]).id
    table.pass_priority()
    return trail


@kit
def test_redirect_turns_both_targets_of_arc_trail(table: Table) -> None:
    """CR 115.7d: each instance changed: 2 damage to Bob's Bears, 1 to Bob."""
    table.lands(0, "Island", 2)
    table.hand(0, "Redirect")
    mine = table.battlefield(0, "Grizzly Bears")[0].id
    his = table.battlefield(1, "Grizzly Bears")[0].id
    trail = _bob_arc_trails(table, mine, "Alice")
    table.cast("Redirect", targets=[trail])
    table.answer("new_targets", "yes")
    table.answer("targets", his)
    table.answer("new_targets", "yes")
    table.answer("targets", "Bob")
    table.resolve()  # Redirect
    table.assert_logged(rule="115.7d", contains="now targets Bob")
    table.resolve()  # Arc Trail
    assert table.game.find(his) is None or table.game.obj(his).zone is Zone.GRAVEYARD
    assert table.game.obj(mine).zone is Zone.BATTLEFIELD
    assert table.life(0) == 20
    assert table.life(1) == 19


@kit
def test_redirect_may_keep_a_target(table: Table) -> None:
    """CR 115.7d: the first target kept (Alice's Bears), only the second changed."""
    table.lands(0, "Island", 2)
    table.hand(0, "Redirect")
    mine = table.battlefield(0, "Grizzly Bears")[0].id
    trail = _bob_arc_trails(table, mine, "Alice")
    table.cast("Redirect", targets=[trail])
    table.answer("new_targets", "no")
    table.answer("new_targets", "yes")
    table.answer("targets", "Bob")
    table.resolve_all()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    assert table.life(0) == 20
    assert table.life(1) == 19


@kit
def test_redirect_cannot_make_the_other_target_the_same(table: Table) -> None:
    """CR 115.3, 115.7d: "any other target" can't become the first instance's target: the
    choice is refused and the game is as it was (732)."""
    table.lands(0, "Island", 2)
    table.hand(0, "Redirect")
    mine = table.battlefield(0, "Grizzly Bears")[0].id
    trail = _bob_arc_trails(table, mine, "Alice")
    table.cast("Redirect", targets=[trail])
    table.answer("new_targets", "no")
    table.answer("new_targets", "yes")
    table.answer("targets", mine)
    with pytest.raises(IllegalActionError):
        table.resolve()
    assert table.zone_of("Redirect") is Zone.STACK
    assert not table.logged(rule="115.7d")


@kit
def test_insidious_will_chooses_new_targets_for_the_bolt(table: Table) -> None:
    table.lands(0, "Island", 4)
    table.hand(0, "Insidious Will")
    bolt = _bob_bolts(table, "Alice")
    table.cast("Insidious Will", modes=[1], targets=[bolt])
    table.answer("new_targets", "yes")
    table.answer("targets", "Bob")
    table.resolve_all()
    assert table.life(0) == 20
    assert table.life(1) == 17


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
