"""Conspire (CR 702.78): "As an additional cost to cast this spell, you may tap two untapped
creatures you control that each share a color with it" and "When you cast this spell, if
its conspire cost was paid, copy it. If the spell has any targets, you may choose new
targets for the copy." Runs alone with ``pytest plugins/conspire`` (kernel + conspire only).
Grizzly Bears, Kalonian Tusker, Giant Spider, Hill Giant, Savannah Lions, Memnite, Sol
Ring, Glorious Anthem and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import Answer, KeywordTrigger, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("conspire")

CARDS = ("Aethertow", "Barkshell Blessing", "Burn Trail", "Disturbing Plot",
         "Ghastly Discovery", "Gleeful Sabotage", "Memory Sluice",
         "Mine Excavation", "Rally the Galadhrim", "Traitor's Roar")

PAY = Answer("conspire", (True,))
DONT = Answer("conspire", (False,))
KEEP = Answer("new_targets", ("no",))


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("conspire", "manastack_conspire", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_78a_conspire_is_a_cost_and_a_cast_trigger(rules: Any) -> None:
    """CR 702.78a, 113.6k: two abilities, the second a "When you cast this spell" trigger
    with an intervening "if" (603.4)."""
    abilities = [a for a in rules.card("Gleeful Sabotage").abilities
                 if getattr(a, "keyword", "") == "conspire"]
    assert len(abilities) == 2
    (trigger,) = [a for a in abilities if isinstance(a, KeywordTrigger)]
    assert trigger.trigger.event == "cast" and trigger.trigger.self_only
    assert trigger.trigger.intervening_if is not None


def test_without_the_plugin_a_conspire_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("conspire", "manastack_conspire", "cards.toml")
    definition = source.get("Gleeful Sabotage")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("conspire", "conspire"),)


def test_702_78a_not_paid_no_copy(table: Table) -> None:
    """Gleeful Sabotage at Bob's Sol Ring, conspire not paid (601.2b): the Bears and the
    Tusker stay untapped, no trigger (603.4); only Sol Ring is destroyed."""
    table.lands(0, "Forest", 2)
    table.battlefield(0, "Grizzly Bears", "Kalonian Tusker")
    table.battlefield(1, "Sol Ring", "Glorious Anthem")
    table.hand(0, "Gleeful Sabotage")
    table.cast("Gleeful Sabotage", targets=["Sol Ring"], answers=[DONT])
    assert len(table.game.stack()) == 1
    table.assert_tapped("Grizzly Bears", False)
    table.assert_tapped("Kalonian Tusker", False)
    table.resolve_all()
    table.assert_zone("Sol Ring", Zone.GRAVEYARD, 1)
    table.assert_zone("Glorious Anthem", Zone.BATTLEFIELD, 1)
    table.assert_not_logged(rule="702.78a", contains="one copy")


def test_707_10c_paid_the_copy_gets_a_new_target_and_resolves_first(table: Table) -> None:
    """Gleeful Sabotage ({1}{G}) at Sol Ring, the Bears and the Tusker (green) tapped for
    conspire: the trigger copies it (707.10), the copy is moved to Glorious Anthem
    (707.10c) and resolves first; both are destroyed."""
    table.lands(0, "Forest", 2)
    table.battlefield(0, "Grizzly Bears", "Kalonian Tusker")
    table.battlefield(1, "Sol Ring", "Glorious Anthem")
    table.hand(0, "Gleeful Sabotage")
    table.cast("Gleeful Sabotage", targets=["Sol Ring"], answers=[PAY],
               tap=["Grizzly Bears", "Kalonian Tusker"])
    table.assert_tapped("Grizzly Bears")
    table.assert_tapped("Kalonian Tusker")
    table.assert_logged(rule="601.2b", contains="conspire")
    table.resolve(answers=[Answer("new_targets", ("yes",)),
                           Answer("targets", table.ids(["Glorious Anthem"]))])
    table.assert_logged(rule="702.78a", contains="one copy")
    table.resolve()  # the copy
    table.assert_zone("Glorious Anthem", Zone.GRAVEYARD, 1)
    table.assert_zone("Sol Ring", Zone.BATTLEFIELD, 1)
    table.resolve()
    table.assert_zone("Sol Ring", Zone.GRAVEYARD, 1)


def test_702_78a_a_creature_not_sharing_a_color_is_refused(table: Table) -> None:
    """Gleeful Sabotage is green: Hill Giant (red) and Memnite (colorless) can't be tapped
    for its conspire; naming the Giant refuses the cast, the game as it was (CR 732)."""
    table.lands(0, "Forest", 2)
    table.battlefield(0, "Grizzly Bears", "Kalonian Tusker", "Hill Giant", "Memnite")
    table.battlefield(1, "Sol Ring")
    table.hand(0, "Gleeful Sabotage")
    seen = table.watch_decisions("tap")
    table.assert_illegal(table.cast, "Gleeful Sabotage", targets=["Sol Ring"], answers=[PAY],
                         tap=["Grizzly Bears", "Hill Giant"])
    assert [set(d.options) for d in seen] == [set(table.ids(["Grizzly Bears",
                                                               "Kalonian Tusker"]))]
    table.assert_zone("Gleeful Sabotage", Zone.HAND, 0)
    table.assert_tapped("Grizzly Bears", False)


def test_601_2b_one_creature_sharing_a_color_no_question(table: Table) -> None:
    """Only one untapped green creature (the Tusker is tapped, the Giant is red): conspire
    can't be paid (118.3), the caster isn't asked."""
    table.lands(0, "Forest", 2)
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.battlefield(0, "Kalonian Tusker", tapped=True)
    table.battlefield(1, "Sol Ring")
    table.hand(0, "Gleeful Sabotage")
    seen = table.watch_decisions("conspire")
    table.cast("Gleeful Sabotage", targets=["Sol Ring"])
    assert seen == []
    assert len(table.game.stack()) == 1


def test_702_78a_each_creature_shares_a_color_not_the_same_one(table: Table) -> None:
    """Barkshell Blessing ({G/W}) is green and white (105.2): Savannah Lions (white) and the
    Bears (green) each share a color with it; new summoned creatures may be tapped (not
    {T}, 302.6). The copy pumps the Lions, the spell the Bears."""
    table.lands(0, "Forest", 1)
    table.battlefield(0, "Grizzly Bears", "Savannah Lions", sick=True)
    table.hand(0, "Barkshell Blessing")
    table.cast("Barkshell Blessing", targets=["Grizzly Bears"], answers=[PAY],
               tap=["Grizzly Bears", "Savannah Lions"])
    table.resolve(answers=[Answer("new_targets", ("yes",)),
                           Answer("targets", table.ids(["Savannah Lions"]))])
    table.resolve_all()
    assert table.power("Grizzly Bears") == 4 and table.power("Savannah Lions") == 4


def test_707_10_the_copy_is_not_cast_no_new_target_question(table: Table) -> None:
    """Ghastly Discovery (no target) with conspire paid: one copy, no new-target question
    (707.10c), no trigger from the copy (707.10): four cards drawn, two discarded; the mana
    value stays 3 (118.8d)."""
    table.library(0, *["Island"] * 6)
    table.lands(0, "Island", 3)
    table.battlefield(0, "Air Elemental", "Air Elemental")
    table.hand(0, "Ghastly Discovery")
    asked = table.watch_decisions("new_targets")
    spell = table.cast("Ghastly Discovery", answers=[PAY], tap=["Air Elemental"] * 2)
    assert table.game.mana_value(spell.id) == 3
    table.resolve()
    assert len(table.game.stack()) == 2
    table.resolve_all()
    assert asked == []
    assert len(table.names(Zone.HAND, 0)) == 2
    assert len(table.names(Zone.GRAVEYARD, 0)) == 3


def test_113_7a_countered_the_spell_is_still_copied(table: Table) -> None:
    """CR 113.7a, 608.2h: Burn Trail (red) with conspire paid by Hill Giant and Gray Ogre,
    countered with its trigger on the stack: the copy is still made and deals 3 to Bob."""
    table.lands(0, "Mountain", 4)
    table.battlefield(0, "Hill Giant", "Gray Ogre")
    table.lands(1, "Island", 2)
    table.hand(1, "Counterspell")
    table.hand(0, "Burn Trail")
    table.cast("Burn Trail", targets=["opponent"], answers=[PAY],
               tap=["Hill Giant", "Gray Ogre"])
    table.pass_priority()
    table.cast("Counterspell", targets=["Burn Trail"])
    table.resolve()
    table.assert_zone("Burn Trail", Zone.GRAVEYARD, 0)
    table.resolve(answers=[KEEP])
    table.assert_logged(rule="608.2h")
    table.resolve_all()
    table.assert_life(1, 17)


def test_702_78b_two_instances_each_paid_separately(table: Table) -> None:
    """CR 702.78b: a spell with conspire twice (a test card: no printed card has two) and
    four green creatures: both paid, four tapped, two triggers, two copies; one paid, one
    copy."""
    card = table.card("Twice Conspire", "Sorcery", "Conspire\nConspire\nDraw a card.", "{G}")
    table.library(0, *["Island"] * 6)
    table.lands(0, "Forest", 2)
    table.battlefield(0, "Grizzly Bears", "Kalonian Tusker", "Giant Spider", "Craw Wurm")
    table.hand(0, card, card)  # type: ignore[arg-type]
    table.on_decision("tap", lambda game, d: tuple(d.options[:2]))
    table.cast("Twice Conspire", answers=[PAY, PAY])
    assert table.tapped_count(0, "Craw Wurm") == 1 and table.tapped_count(0, "Grizzly Bears") == 1
    assert len(table.game.stack()) == 3  # the spell and both triggers
    table.resolve_all()
    assert len(table.names(Zone.HAND, 0)) == 1 + 3
    for name in ("Grizzly Bears", "Kalonian Tusker", "Giant Spider", "Craw Wurm"):
        table.game.untap(table.find(name).id, rule="502.3")
    seen = table.watch_decisions("conspire")
    table.cast("Twice Conspire", answers=[PAY, DONT])
    assert len(seen) == 2 and table.tapped_count(0) == 2 + 2
    assert len(table.game.stack()) == 2  # the spell and one trigger
    table.resolve_all()
    assert len(table.names(Zone.HAND, 0)) == 3 + 2
