"""Trigger conditions on blocks, taps and targets, played from printed cards (CR 603.2,
509.3a, 509.3c, 603.2e, 601.2c, 602.2b, 603.3d).

Deeproot Warrior "becomes blocked": once each combat however many creatures block it, and
not when unblocked (509.3c). Chub Toad "blocks or becomes blocked": either event (603.2).
Howling Golem "attacks or blocks": either event. Chrome Companion "becomes tapped": as it
becomes tapped, not as it enters tapped (603.2e). Frost Walker "becomes the target of a
spell or ability": any player's spell (601.2c), activated ability (602.2b) or triggered
ability (603.3d), not a spell that affects it without targeting it (115.10a). Mossdog and
Shapers' Sanctuary "... an opponent controls": only the spells and abilities of an
opponent of its controller. Stormchaser Drake "... of a spell you control": its controller's
spells, not abilities (an ability on the stack is no spell, 113.7), nor an opponent's spells.
The printed cards come from the pool below with their exact
Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

DEEPROOT_WARRIOR = CardDef(
    name="Deeproot Warrior", mana_cost="{1}{G}", type_line="Creature — Merfolk Warrior",
    text="Whenever this creature becomes blocked, it gets +1/+1 until end of turn.",
    power="2", toughness="2")
CHUB_TOAD = CardDef(
    name="Chub Toad", mana_cost="{2}{G}", type_line="Creature — Frog",
    text="Whenever this creature blocks or becomes blocked, it gets +2/+2 until end of turn.",
    power="1", toughness="1")
HOWLING_GOLEM = CardDef(
    name="Howling Golem", mana_cost="{3}", type_line="Artifact Creature — Golem",
    text="Whenever this creature attacks or blocks, each player draws a card.",
    power="2", toughness="3")
CHROME_COMPANION = CardDef(
    name="Chrome Companion", mana_cost="{2}", type_line="Artifact Creature — Dog",
    text="Whenever this creature becomes tapped, you gain 1 life.\n{2}, {T}: Put target card "
         "from a graveyard on the bottom of its owner's library.", power="2", toughness="1")
FROST_WALKER = CardDef(
    name="Frost Walker", mana_cost="{1}{U}", type_line="Creature — Elemental",
    text="When this creature becomes the target of a spell or ability, sacrifice it.",
    power="4", toughness="1")
MOSSDOG = CardDef(
    name="Mossdog", mana_cost="{G}", type_line="Creature — Plant Dog",
    text="Whenever this creature becomes the target of a spell or ability an opponent "
         "controls, put a +1/+1 counter on this creature.", power="1", toughness="1")
SHAPERS_SANCTUARY = CardDef(
    name="Shapers' Sanctuary", mana_cost="{G}", type_line="Enchantment",
    text="Whenever a creature you control becomes the target of a spell or ability an "
         "opponent controls, you may draw a card.")
PRODIGAL_SORCERER = CardDef(
    name="Prodigal Sorcerer", mana_cost="{2}{U}", type_line="Creature — Human Wizard Sorcerer",
    text="{T}: This creature deals 1 damage to any target.", power="1", toughness="1")
MAN_O_WAR = CardDef(
    name="Man-o'-War", mana_cost="{2}{U}", type_line="Creature — Jellyfish",
    text="When this creature enters, return target creature to its owner's hand.",
    power="2", toughness="2")

STORMCHASER_DRAKE = CardDef(
    name="Stormchaser Drake", mana_cost="{1}{U}", type_line="Creature — Drake",
    text="Flying\nWhenever this creature becomes the target of a spell you control, draw a "
         "card.", power="2", toughness="1")

PRINTED = (STORMCHASER_DRAKE, DEEPROOT_WARRIOR, CHUB_TOAD, HOWLING_GOLEM, CHROME_COMPANION,
           FROST_WALKER, MOSSDOG, SHAPERS_SANCTUARY, PRODIGAL_SORCERER, MAN_O_WAR)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


# --------------------------------------------------------------------------
# Blocks (CR 509.3)
# --------------------------------------------------------------------------


@kit
def test_becomes_blocked_triggers_once_for_two_blockers(table: Table) -> None:
    """CR 509.3c: blocked by two creatures, Deeproot Warrior gets +1/+1 once."""
    table.battlefield(0, "Deeproot Warrior")
    table.battlefield(1, "Grizzly Bears", "Gray Ogre")
    table.attack("Deeproot Warrior")
    table.block({"Grizzly Bears": "Deeproot Warrior", "Gray Ogre": "Deeproot Warrior"})
    table.resolve_all()
    assert table.power("Deeproot Warrior") == 3
    assert table.toughness("Deeproot Warrior") == 3


@kit
def test_becomes_blocked_doesnt_trigger_unblocked(table: Table) -> None:
    """CR 509.3c: no creature blocks it: no trigger, it deals 2."""
    table.battlefield(0, "Deeproot Warrior")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Deeproot Warrior")
    table.block()
    assert table.power("Deeproot Warrior") == 2
    table.go_to(Step.END_COMBAT)
    assert table.life(1) == 18
    table.assert_not_logged(contains="Whenever this creature becomes blocked")


@kit
def test_blocks_or_becomes_blocked_triggers_on_blocking(table: Table) -> None:
    """CR 509.3a, 603.2: Chub Toad blocking the Bears is a 3/3 and survives them."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Chub Toad")
    table.attack("Grizzly Bears")
    table.block({"Chub Toad": "Grizzly Bears"})
    table.resolve_all()
    assert table.power("Chub Toad") == 3
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Chub Toad", "battlefield")
    table.assert_zone("Grizzly Bears", "graveyard")


@kit
def test_blocks_or_becomes_blocked_triggers_on_being_blocked(table: Table) -> None:
    """CR 509.3c: the attacking Toad blocked by the Bears is a 3/3."""
    table.battlefield(0, "Chub Toad")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Chub Toad")
    table.block({"Grizzly Bears": "Chub Toad"})
    table.resolve_all()
    assert table.power("Chub Toad") == 3


@kit
def test_blocks_or_becomes_blocked_doesnt_trigger_on_attacking_alone(table: Table) -> None:
    """Attacking unblocked is neither event: the Toad stays 1/1."""
    table.battlefield(0, "Chub Toad")
    table.attack("Chub Toad")
    table.block()
    table.go_to(Step.END_COMBAT)
    assert table.power("Chub Toad") == 1
    assert table.life(1) == 19


@kit
def test_attacks_or_blocks_triggers_on_each(table: Table) -> None:
    """CR 603.2: Howling Golem attacking makes each player draw; blocking, again."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Howling Golem")
    table.attack("Howling Golem")
    table.resolve_all()
    assert len(table.names("hand", 0)) == 1
    assert len(table.names("hand", 1)) == 1


@kit
def test_attacks_or_blocks_triggers_on_blocking(table: Table) -> None:
    table.library(0, "Forest")
    table.library(1, "Forest")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Howling Golem")
    table.attack("Grizzly Bears")
    table.block({"Howling Golem": "Grizzly Bears"})
    table.resolve_all()
    assert len(table.names("hand", 0)) == 1
    assert len(table.names("hand", 1)) == 1


# --------------------------------------------------------------------------
# Becomes tapped (CR 603.2e)
# --------------------------------------------------------------------------


@kit
def test_becomes_tapped_triggers_when_it_attacks(table: Table) -> None:
    """Attacking taps it (508.1f): Chrome Companion's controller gains 1 life."""
    table.battlefield(0, "Chrome Companion")
    table.attack("Chrome Companion")
    table.resolve_all()
    assert table.life(0) == 21


@kit
def test_becomes_tapped_doesnt_trigger_entering_tapped(table: Table) -> None:
    """CR 603.2e: put onto the battlefield tapped, it doesn't become tapped."""
    table.battlefield(0, "Chrome Companion", tapped=True)
    table.assert_tapped("Chrome Companion")
    table.pass_priority()
    assert table.life(0) == 20
    table.assert_not_logged(contains="you gain 1 life")


# --------------------------------------------------------------------------
# Becomes the target (CR 601.2c, 602.2b, 603.3d)
# --------------------------------------------------------------------------


@kit
def test_targeted_by_its_controllers_spell(table: Table) -> None:
    """CR 601.2c: any spell targeting Frost Walker; the trigger resolves first (603.3)."""
    table.battlefield(0, "Frost Walker")
    table.lands(0, "Forest", 1)
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Frost Walker"])
    table.resolve()
    table.assert_zone("Frost Walker", "graveyard")


@kit
def test_targeted_by_an_activated_ability(table: Table) -> None:
    """CR 602.2b: an opponent's Prodigal Sorcerer targets the Walker (the trigger resolves
    before the ping)."""
    table.battlefield(0, "Frost Walker", "Grizzly Bears")
    table.battlefield(1, "Prodigal Sorcerer")
    table.set_turn(active=1)
    table.activate("Prodigal Sorcerer", targets=["Frost Walker"])
    table.resolve()  # the Walker's trigger only: the ping waits on the stack
    table.assert_zone("Frost Walker", "graveyard")
    assert len(table.names("stack")) == 1
    table.assert_logged(contains="is put into a graveyard [sacrifice]")


@kit
def test_targeted_by_a_triggered_ability(table: Table) -> None:
    """CR 603.3d: Man-o'-War's enters ability targets the Walker as it is put on the stack."""
    table.battlefield(0, "Frost Walker")
    table.lands(0, "Island", 3)
    table.hand(0, "Man-o'-War")
    table.cast("Man-o'-War")
    table.resolve()
    table.resolve()  # the Walker's own trigger, above Man-o'-War's
    table.assert_zone("Frost Walker", "graveyard")


@kit
def test_affected_without_being_targeted(table: Table) -> None:
    """CR 115.10a: attacking and being dealt damage isn't being targeted."""
    table.battlefield(0, "Frost Walker")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Frost Walker")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Frost Walker", "battlefield")
    assert table.life(1) == 16


@kit
def test_an_opponents_spell_triggers_mossdog(table: Table) -> None:
    """The opponent's Giant Growth on Mossdog: a +1/+1 counter."""
    table.battlefield(0, "Mossdog")
    table.set_turn(active=1)
    table.lands(1, "Forest", 1)
    table.hand(1, "Giant Growth")
    table.cast("Giant Growth", targets=["Mossdog"])
    table.resolve_all()
    table.assert_counters("Mossdog", "+1/+1", 1)


@kit
def test_its_controllers_own_spell_doesnt_trigger_mossdog(table: Table) -> None:
    """"An opponent controls": its controller's own Giant Growth doesn't trigger it."""
    table.battlefield(0, "Mossdog")
    table.lands(0, "Forest", 1)
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Mossdog"])
    table.resolve_all()
    table.assert_counters("Mossdog", "+1/+1", 0)
    assert table.power("Mossdog") == 4


@kit
def test_a_creature_you_control_targeted_by_an_opponent(table: Table) -> None:
    """Shapers' Sanctuary: an opponent's Shock at the Bears draws a card; Shock at the
    player, or Alice's own Giant Growth at the Bears, draws none."""
    table.library(0, "Forest", "Forest")
    table.battlefield(0, "Shapers' Sanctuary", "Grizzly Bears")
    table.lands(0, "Forest", 1)
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.resolve_all()
    assert table.names("hand", 0) == []
    table.set_turn(active=1)
    table.lands(1, "Mountain", 2)
    table.hand(1, "Shock", "Shock")
    table.cast("Shock", targets=["Alice"])
    table.resolve_all()
    assert table.names("hand", 0) == []
    table.answer("may", "yes", player=0)
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve_all()
    assert table.names("hand", 0) == ["Forest"]


@kit
def test_a_spell_you_control_not_an_ability_nor_an_opponents_spell(table: Table) -> None:
    """Stormchaser Drake: Alice's Giant Growth on it draws a card; her Prodigal Sorcerer's
    ability at it draws none (an ability, 113.7); Bob's Giant Growth on it draws none."""
    table.library(0, "Forest", "Forest", "Forest")
    table.battlefield(0, "Stormchaser Drake", "Prodigal Sorcerer")
    table.lands(0, "Forest", 1)
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Stormchaser Drake"])
    table.resolve_all()
    assert table.names("hand", 0) == ["Forest"]
    table.activate("Prodigal Sorcerer", targets=["Stormchaser Drake"])
    table.resolve_all()
    assert table.names("hand", 0) == ["Forest"]
    table.set_turn(active=1)
    table.lands(1, "Forest", 1)
    table.hand(1, "Giant Growth")
    table.cast("Giant Growth", targets=["Stormchaser Drake"])
    table.resolve_all()
    assert table.names("hand", 0) == ["Forest"]
    assert table.power("Stormchaser Drake") == 8  # both Giant Growths resolved


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
