"""Rulings audit of earthbend (CR 701.66, 603.7, 613, 400.7): scenarios a judge would check.

"Earthbend N" means "Target land you control becomes a 0/0 land creature with haste in
addition to its other types. Put N +1/+1 counters on it. When that land dies or is put into
exile, return it to the battlefield tapped under your control." (701.66a). Each docstring
cites the rule and the ruling of the Avatar: The Last Airbender release it comes from.
Cards no pool ships come with their exact Oracle text from ``KIT``.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, card_pool

from manastack.api import CardDef, GameObject, Step, Zone

_CARDS = (
    CardDef(name="Mishra's Factory", mana_cost=None, type_line="Land",
            text="{T}: Add {C}.\n{1}: This land becomes a 2/2 Assembly-Worker artifact creature "
                 "until end of turn. It's still a land.\n{T}: Target Assembly-Worker creature "
                 "gets +1/+1 until end of turn."),
    CardDef(name="Stone Rain", mana_cost="{2}{R}", type_line="Sorcery",
            text="Destroy target land."),
    CardDef(name="Boomerang", mana_cost="{U}{U}", type_line="Instant",
            text="Return target permanent to its owner's hand."),
    CardDef(name="Goblin Bombardment", mana_cost="{1}{R}", type_line="Enchantment",
            text="Sacrifice a creature: This enchantment deals 1 damage to any target."),
)


Kit = card_pool("earthbend-rulings-kit", _CARDS)


plugins = pytest.mark.plugins("earthbend", extra={"kit": Kit})


def lesson(table: Table, target: str, player: int = 0) -> GameObject:
    """Earthbending Lesson ("Earthbend 4.") on ``target``, resolved."""
    table.mana(player, "GGGG")
    table.hand(player, "Earthbending Lesson")
    table.cast("Earthbending Lesson", targets=[target])
    table.resolve()
    return table.find(target, zone=Zone.BATTLEFIELD)


@plugins
def test_earthbend_can_only_target_a_land_you_control(table: Table) -> None:
    """CR 701.66a, 115.1, 601.2c: "target land you control": an opponent's land is not a
    legal target, and the cast is refused with the game unchanged."""
    table.battlefield(1, "Mountain")
    table.mana(0, "GGGG")
    table.hand(0, "Earthbending Lesson")
    table.assert_illegal(table.cast, "Earthbending Lesson", targets=["Mountain"],
                         rule="601.2c")


@plugins
def test_an_earthbent_land_returned_to_hand_stays_there(table: Table) -> None:
    """CR 701.66a, 603.7: the delayed ability triggers only when the land dies or is put
    into exile; returned to its owner's hand (Unsummon), the land stays in hand
    (earthbend rulings)."""
    table.battlefield(0, "Forest")
    forest = lesson(table, "Forest")
    table.mana(0, "U")
    table.hand(0, "Unsummon")
    table.cast("Unsummon", targets=[forest.id])
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest"]
    assert table.game.ids_in(Zone.STACK) == ()
    table.assert_not_logged(rule="603.7c")
    assert "Forest" not in table.names(Zone.BATTLEFIELD, 0)


@plugins
def test_an_earthbent_land_played_this_turn_taps_for_mana(table: Table) -> None:
    """CR 701.66a, 702.10c, 302.6: the land is a creature with haste, so its {T} mana
    ability can be activated even though it was played this turn."""
    table.hand(0, "Forest")
    table.play("Forest")
    forest = lesson(table, "Forest")
    assert table.game.controlled_since_this_turn(forest.id)
    table.tap_for_mana("Forest", "G")
    table.assert_tapped("Forest")


@plugins
def test_earthbend_lasts_indefinitely(table: Table) -> None:
    """CR 611.2a, 701.66a: the effect has no duration: on later turns the land is still a
    4/4 land creature with haste."""
    table.battlefield(0, "Forest")
    table.library(0, "Plains", "Plains")
    table.library(1, "Island", "Island")
    forest = lesson(table, "Forest")
    table.next_turn()
    table.next_turn()
    chars = table.game.chars(forest.id)
    assert chars.is_creature and chars.type_line.has_type("Land")
    assert (table.power("Forest"), table.toughness("Forest")) == (4, 4)
    assert table.has_keyword("Forest", "haste")


@plugins
def test_a_destroyed_earthbent_land_returns_tapped(table: Table) -> None:
    """CR 701.66a, 700.4: an earthbent land destroyed by "destroy target land" (Stone Rain)
    is a creature put into a graveyard from the battlefield: it dies and returns tapped, a
    new object that is no longer a creature (400.7)."""
    table.battlefield(0, "Forest")
    forest = lesson(table, "Forest")
    table.mana(0, "RRR")
    table.hand(0, "Stone Rain")
    table.cast("Stone Rain", targets=[forest.id])
    table.resolve()
    table.resolve()  # the delayed trigger
    back = table.find("Forest", zone=Zone.BATTLEFIELD)
    assert back.id != forest.id and back.tapped
    assert not table.game.chars(back.id).is_creature
    assert table.counters("Forest", "+1/+1") == 0


@plugins
def test_an_earthbent_land_sacrificed_as_a_cost_returns_and_only_once(table: Table) -> None:
    """CR 701.66a, 603.7c, 400.7: sacrificed for Goblin Bombardment, the earthbent land dies
    and returns tapped; the returned land is a new object that the delayed ability no
    longer tracks, so it isn't earthbent any more and the ability doesn't trigger again."""
    table.battlefield(0, "Forest")
    table.battlefield(0, "Goblin Bombardment")
    forest = lesson(table, "Forest")
    table.activate("Goblin Bombardment", targets=["opponent"],
                   answers=[])  # the sacrifice: the only creature, the Forest
    table.resolve_all()
    table.assert_life(1, 19)
    back = table.find("Forest", zone=Zone.BATTLEFIELD)
    assert back.id != forest.id and back.tapped
    assert not table.game.chars(back.id).is_creature
    assert len(table.game.state.delayed) == 0


@plugins
def test_earthbend_after_an_animation_sets_the_base_to_0_0(table: Table) -> None:
    """CR 613.4b, 613.7a: two effects setting base power and toughness apply in timestamp
    order; Mishra's Factory animated (2/2) then earthbent 4 is 0/0 with four counters: 4/4.
    At end of turn the Factory's effect ends; earthbend's doesn't: still a 4/4 creature."""
    table.library(1, "Island")
    table.battlefield(0, "Wastes")
    table.battlefield(0, "Mishra's Factory")
    table.activate("Mishra's Factory")
    table.resolve()
    assert (table.power("Mishra's Factory"), table.toughness("Mishra's Factory")) == (2, 2)
    factory = lesson(table, "Mishra's Factory")
    assert (table.power("Mishra's Factory"), table.toughness("Mishra's Factory")) == (4, 4)
    table.next_turn()
    assert table.game.chars(factory.id).is_creature
    assert (table.power("Mishra's Factory"), table.toughness("Mishra's Factory")) == (4, 4)
    assert "Assembly-Worker" not in table.game.chars(factory.id).type_line.subtypes


@plugins
def test_an_animation_after_earthbend_sets_the_base_it_says(table: Table) -> None:
    """CR 613.4b, 613.4c, 613.7a: Mishra's Factory earthbent 4 then animated: the later
    effect sets the base to 2/2, the counters add 4: 6/6 until end of turn."""
    table.battlefield(0, "Wastes")
    table.battlefield(0, "Mishra's Factory")
    lesson(table, "Mishra's Factory")
    table.activate("Mishra's Factory")
    table.resolve()
    assert (table.power("Mishra's Factory"), table.toughness("Mishra's Factory")) == (6, 6)


@plugins
def test_earthbending_a_tapped_land_leaves_it_tapped(table: Table) -> None:
    """CR 701.66a: earthbend doesn't untap the land; a tapped land creature can't attack
    (508.1a) though it has haste."""
    table.battlefield(0, "Forest", tapped=True)
    table.battlefield(0, "Gray Ogre")
    lesson(table, "Forest")
    table.assert_tapped("Forest")
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.attack, "Forest", rule="508.1a")


@plugins
def test_the_returned_land_triggers_landfall(table: Table) -> None:
    """CR 701.66a, 603.6a: the land returned to the battlefield enters it, so "whenever a
    land you control enters" (Toph, Earthbending Master's landfall) triggers."""
    table.battlefield(0, "Forest")
    table.battlefield(0, "Toph, Earthbending Master")
    forest = lesson(table, "Forest")
    assert table.game.player(0).counter("experience") == 0
    table.mana(0, "BBB")
    table.hand(0, "Murder")
    table.cast("Murder", targets=[forest.id])
    table.resolve_all()
    assert table.find("Forest", zone=Zone.BATTLEFIELD).tapped
    assert table.game.player(0).counter("experience") == 1


@plugins
def test_a_modal_ability_whose_only_target_is_gone_does_nothing_at_all(table: Table) -> None:
    """CR 608.2b, 700.2b: Bumi, King of Three Trials' trigger with "put three +1/+1 counters
    on Bumi" and "earthbend 3" chosen has one target, the land; if that land is gone when it
    resolves, every target is illegal, so the ability doesn't resolve: Bumi gets no
    counters either (the untargeted mode is not performed)."""
    table.battlefield(0, "Forest", "Plains")
    table.hand(0, "Bumi, King of Three Trials", "Boomerang")
    table.graveyard(0, "Earthbending Lesson", "Earthbending Lesson")
    table.mana(0, "GGGGGG")
    table.cast("Bumi, King of Three Trials")
    table.answer("modes", 0, 2)
    table.answer("targets", "Plains")
    table.resolve()  # Bumi resolves; its trigger goes on the stack
    assert len(table.game.stack()) == 1
    table.mana(0, "UU")
    table.cast("Boomerang", targets=["Plains"])
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Plains"]
    table.resolve()  # the trigger: its only target is gone
    assert table.counters("Bumi, King of Three Trials", "+1/+1") == 0
    table.assert_logged(rule="608.2b")


@plugins
def test_an_earthbent_land_token_that_dies_doesnt_return(table: Table) -> None:
    """CR 111.7, 111.8, 603.7c: a token put into a graveyard ceases to exist, so the
    delayed ability finds nothing to return."""
    card = table.game.rules.card("Forest")
    token = table.game.create_object(card, 0, Zone.BATTLEFIELD, is_token=True)
    lesson(table, f"Forest#{token.id}")
    table.mana(0, "BBB")
    table.hand(0, "Murder")
    table.cast("Murder", targets=[token.id])
    table.resolve_all()
    assert "Forest" not in table.names(Zone.BATTLEFIELD, 0)
    table.assert_logged(rule="603.7c")
