"""Printed "attach it to target creature you control. That creature ..." played (CR 608.2c,
608.2b, 701.3a).

"That creature" names the creature of "target creature you control", the one the Equipment
is attached to, not the Equipment "it":

- Coral Sword: "... That creature gains first strike until end of turn.";
- Hunter's Bow: "... That creature deals damage equal to its power to up to one target
  creature you don't control.";
- Galadhrim Bow: "... Untap that creature.";
- Hidden Blade: "... If that creature is an Assassin, it gains deathtouch until end of turn."
  (the "it" of the condition's clause is that creature too);
- Magitek Scythe: "... you may attach it to target creature you control. If you do, that
  creature gains first strike until end of turn and must be blocked this turn if able.";
- The Aetherspark: "Attach ~ to up to one target creature you control. Put a +1/+1 counter on
  that creature." (read only: the card has lines not read).

A target that became illegal is neither attached to nor affected (608.2b); the creature is
still "that creature" when the attachment itself didn't happen. The cards come from the Oracle
corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.loading.rules import Rules
from manastack.model.objects import Zone
from manastack_grammar.grammar import recognition

oracle = pytest.mark.plugins("oracle", "ward")
pytestmark = needs_corpus


def _enter(table: Table, equipment: str, *targets: str) -> None:
    """Cast ``equipment`` and resolve it; its enters trigger targets ``targets`` (603.3d)."""
    table.cast(equipment)
    for target in targets:
        table.answer("targets", target)
    table.resolve()  # the Equipment spell; its trigger is put on the stack


@oracle
def test_608_2c_coral_sword_gives_first_strike_to_the_creature(table: Table) -> None:
    """CR 608.2c, 701.3a: Coral Sword is attached to Grizzly Bears (3/2 with it) and the Bears,
    not the Sword, gain first strike."""
    table.lands(0, "Mountain", 1)
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Coral Sword")
    _enter(table, "Coral Sword", "Grizzly Bears")
    table.resolve()  # its trigger
    assert table.find("Coral Sword").attached_to == table.find("Grizzly Bears").id
    assert table.power("Grizzly Bears") == 3
    assert table.has_keyword("Grizzly Bears", "first strike")
    assert not table.has_keyword("Coral Sword", "first strike")
    assert not table.has_keyword("Hill Giant", "first strike")


@oracle
def test_608_2c_coral_sword_gone_the_creature_still_gains_first_strike(table: Table) -> None:
    """CR 608.2c, 701.3b: Coral Sword is destroyed with its trigger on the stack; the attach
    does nothing, but "that creature" is still the target, and the Bears gain first strike."""
    table.lands(0, "Mountain", 1)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Coral Sword")
    _enter(table, "Coral Sword", "Grizzly Bears")
    table.pass_priority()
    table.mana(1, "GG")
    table.hand(1, "Naturalize")
    table.cast("Naturalize", targets=["Coral Sword"])
    table.resolve()  # Naturalize
    table.assert_zone("Coral Sword", Zone.GRAVEYARD, 0)
    table.resolve()  # the trigger
    assert table.has_keyword("Grizzly Bears", "first strike")


@oracle
def test_608_2c_hunters_bow_the_creature_deals_its_power(table: Table) -> None:
    """CR 608.2c, 120.3: Hunter's Bow attached to Hill Giant (3/3): the Giant deals 3 damage
    to Bob's Grizzly Bears, which die; Bob's Serra Angel is untouched."""
    table.lands(0, "Forest", 2)
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Grizzly Bears", "Serra Angel")
    table.hand(0, "Hunter's Bow")
    _enter(table, "Hunter's Bow", "Hill Giant", "Grizzly Bears")
    table.resolve()  # its trigger
    assert table.find("Hunter's Bow").attached_to == table.find("Hill Giant").id
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert any("Hill Giant" in e.text and "deals 3 damage to Grizzly Bears" in e.text
               for e in table.game.log)
    assert table.find("Serra Angel").damage == 0


@oracle
def test_608_2b_hunters_bow_its_creature_gone_deals_nothing(table: Table) -> None:
    """CR 608.2b: Hill Giant, the first target, is bounced with the trigger on the stack; the
    trigger still resolves for its other target, but the illegal target neither gets the Bow
    nor deals damage (not even as it last existed): Serra Angel is undamaged."""
    table.lands(0, "Forest", 2)
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Serra Angel")
    table.hand(0, "Hunter's Bow")
    _enter(table, "Hunter's Bow", "Hill Giant", "Serra Angel")
    table.pass_priority()
    table.mana(1, "U")
    table.hand(1, "Unsummon")
    table.cast("Unsummon", targets=["Hill Giant"])
    table.resolve()  # Unsummon
    table.resolve()  # the trigger
    assert table.find("Hunter's Bow").attached_to is None
    assert table.find("Serra Angel").damage == 0


@oracle
def test_608_2c_galadhrim_bow_untaps_the_creature(table: Table) -> None:
    """CR 608.2c, 701.26b: Galadhrim Bow attached to the tapped Grizzly Bears untaps them."""
    table.lands(0, "Forest", 3)
    table.battlefield(0, "Grizzly Bears", tapped=True)
    table.hand(0, "Galadhrim Bow")
    _enter(table, "Galadhrim Bow", "Grizzly Bears")
    table.resolve()  # its trigger
    assert table.find("Galadhrim Bow").attached_to == table.find("Grizzly Bears").id
    table.assert_tapped("Grizzly Bears", False)


@oracle
def test_608_2c_hidden_blade_an_assassin_gains_deathtouch(table: Table) -> None:
    """CR 608.2c: Hidden Blade attached to Royal Assassin (an Assassin): it gains deathtouch;
    the Blade itself does not."""
    table.lands(0, "Swamp", 2)
    table.battlefield(0, "Royal Assassin")
    table.hand(0, "Hidden Blade")
    _enter(table, "Hidden Blade", "Royal Assassin")
    table.resolve()  # its trigger
    assert table.find("Hidden Blade").attached_to == table.find("Royal Assassin").id
    assert table.has_keyword("Royal Assassin", "deathtouch")
    assert not table.has_keyword("Hidden Blade", "deathtouch")


@oracle
def test_608_2c_hidden_blade_another_creature_gains_nothing(table: Table) -> None:
    """CR 608.2c: Hidden Blade attached to Grizzly Bears (no Assassin): no deathtouch."""
    table.lands(0, "Swamp", 2)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Hidden Blade")
    _enter(table, "Hidden Blade", "Grizzly Bears")
    table.resolve()  # its trigger
    assert table.find("Hidden Blade").attached_to == table.find("Grizzly Bears").id
    assert not table.has_keyword("Grizzly Bears", "deathtouch")


@oracle
def test_608_2c_the_aetherspark_counter_on_the_creature_attached_to(rules: Rules) -> None:
    """CR 608.2c, 115.1: "[+1]: Attach ~ to up to one target creature you control. Put a +1/+1
    counter on that creature.": the counter goes on that target (none chosen, none put), not
    on the Equipment; read now (the card has other lines that are not)."""
    lines = recognition(rules, rules.definition("The Aetherspark")).lines
    plus = next(line for line in lines if line.printed.startswith("[+1]"))
    assert plus.understood
    assert "AttachTo(what=~, to=target#1(up to one target creature you control)); " \
        "PutCounters(kind=+1/+1, count=1, what=target#1(up to one target creature you " \
        "control))" in plus.became


@oracle
def test_608_2c_hunters_bow_no_second_target_no_damage(table: Table) -> None:
    """CR 115.1, 601.2c: "up to one target creature you don't control" with none chosen: the Bow
    is attached to Hill Giant and no damage is dealt."""
    table.lands(0, "Forest", 2)
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Serra Angel")
    table.hand(0, "Hunter's Bow")
    _enter(table, "Hunter's Bow", "Hill Giant")
    table.resolve()  # its trigger, nothing chosen for its second target
    assert table.find("Hunter's Bow").attached_to == table.find("Hill Giant").id
    assert table.find("Serra Angel").damage == 0
    assert not table.logged(contains="deals 3 damage")


@oracle
def test_608_2c_magitek_scythe_if_you_do_that_creature(table: Table) -> None:
    """CR 608.2c, 603.12: Magitek Scythe: "you may attach it to target creature you control. If
    you do, that creature gains first strike until end of turn and must be blocked this turn
    if able": attached, Grizzly Bears gain first strike, not the Scythe."""
    table.lands(0, "Forest", 4)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Magitek Scythe")
    _enter(table, "Magitek Scythe", "Grizzly Bears")
    table.answer("may", "yes")
    table.resolve()  # its trigger
    assert table.find("Magitek Scythe").attached_to == table.find("Grizzly Bears").id
    assert table.has_keyword("Grizzly Bears", "first strike")
    assert not table.has_keyword("Magitek Scythe", "first strike")
