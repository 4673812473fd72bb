"""Casualty (CR 702.153): "As an additional cost to cast this spell, you may sacrifice a
creature with power N or greater" and "When you cast this spell, if a casualty cost was paid
for it, copy it. If the spell has any targets, you may choose new targets for the copy."
Runs alone with ``pytest plugins/casualty`` (kernel + casualty only). Memnite, Grizzly
Bears, Hill Giant, Shock and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import Answer, IllegalActionError, KeywordTrigger, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("casualty")

CARDS = ("A Little Chat", "Cut of the Profits", "Dig Up the Body", "Illicit Shipment",
         "Join the Maestros", "Light 'Em Up", "Make Disappear", "Rooftop Nuisance")

PAY = Answer("casualty", (True,))
DONT = Answer("casualty", (False,))
KEEP = Answer("new_targets", ("no",))


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("casualty", "manastack_casualty", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_153a_casualty_is_a_cost_and_a_cast_trigger(rules: Any) -> None:
    """CR 702.153a, 113.6k: two abilities, the second a "When you cast this spell" trigger
    with an intervening "if" (603.4)."""
    abilities = [a for a in rules.card("Light 'Em Up").abilities
                 if getattr(a, "keyword", "") == "casualty"]
    assert len(abilities) == 2
    (static,) = [a for a in abilities if not isinstance(a, KeywordTrigger)]
    assert str(static) == "Casualty 2"
    (trigger,) = [a for a in abilities if isinstance(a, KeywordTrigger)]
    assert trigger.trigger.event == "cast" and trigger.trigger.self_only
    assert trigger.trigger.intervening_if is not None


def test_without_the_plugin_a_casualty_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("casualty", "manastack_casualty", "cards.toml")
    definition = source.get("A Little Chat")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("casualty", "casualty"),)


def test_casualty_x_is_not_read(rules: Any) -> None:
    """"Casualty X" (Ob Nixilis, the Adversary) takes X from the card's other text: the
    keyword line is refused, never read with a guessed X."""
    from manastack.api import CardDef

    card = rules.compile(CardDef(name="Casualty X test", mana_cost="{1}{B}",
                                 type_line="Sorcery", text="Casualty X\nDraw a card."))
    assert not card.playable
    assert card.unrecognized == ("Casualty X",)


def test_702_153a_not_paid_no_copy(table: Table) -> None:
    """A Little Chat, casualty 1 not paid (601.2b): Grizzly Bears stays, the trigger's
    intervening "if" (603.4) is false: the spell resolves alone."""
    table.library(0, "Island", "Forest", "Mountain", "Plains")
    table.lands(0, "Island", 2)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "A Little Chat")
    table.cast("A Little Chat", answers=[DONT])
    assert len(table.game.stack()) == 1
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.resolve_all()
    assert len(table.names(Zone.HAND, 0)) == 1
    table.assert_not_logged(rule="702.153a", contains="one copy")


def test_702_153a_paid_the_copy_resolves_first(table: Table) -> None:
    """A Little Chat, casualty 1 paid with Grizzly Bears: the trigger copies the spell
    (707.10), the copy resolves first, then the spell: two cards in hand, two on the bottom
    of the library."""
    table.library(0, "Island", "Forest", "Mountain", "Plains", "Swamp")
    table.lands(0, "Island", 2)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "A Little Chat")
    table.cast("A Little Chat", answers=[PAY], sacrifice=["Grizzly Bears"])
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="601.2b", contains="casualty 1")
    table.resolve()  # the trigger: one copy on the stack above the spell
    table.assert_logged(rule="702.153a", contains="one copy")
    stack = table.game.stack()
    assert len(stack) == 2 and any(o.is_copy for o in stack)
    table.resolve_all()
    assert len(table.names(Zone.HAND, 0)) == 2
    assert len(table.names(Zone.LIBRARY, 0)) == 3


def test_707_10c_the_copy_gets_a_new_target(table: Table) -> None:
    """Light 'Em Up (casualty 2) at Bob's Grizzly Bears, Alice's Hill Giant sacrificed: the
    copy is moved to Bob's other Bears (707.10c) and resolves first; both die."""
    table.lands(0, "Mountain", 2)
    table.battlefield(0, "Hill Giant")
    bears = table.battlefield(1, "Grizzly Bears", "Grizzly Bears")
    table.hand(0, "Light 'Em Up")
    table.cast("Light 'Em Up", targets=[bears[0].id], answers=[PAY], sacrifice=["Hill Giant"])
    table.resolve(answers=[Answer("new_targets", ("yes",)), Answer("targets", (bears[1].id,))])
    table.assert_logged(rule="707.10c")
    table.resolve()  # the copy
    assert table.game.find(bears[1].id) is None or \
        table.game.find(bears[1].id).zone is not Zone.BATTLEFIELD  # type: ignore[union-attr]
    assert table.game.find(bears[0].id).zone is Zone.BATTLEFIELD  # type: ignore[union-attr]
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears", "Grizzly Bears"]
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)


def test_702_153a_only_a_creature_with_power_n_or_greater_is_offered(table: Table) -> None:
    """Light 'Em Up's casualty 2: Memnite (power 1) and Grizzly Bears (2) on the battlefield,
    only the Bears may be sacrificed; Memnite is refused and the game is as it was (CR
    732)."""
    table.lands(0, "Mountain", 2)
    table.battlefield(0, "Memnite", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Light 'Em Up")
    seen = table.watch_decisions("sacrifice")
    table.assert_illegal(table.cast, "Light 'Em Up", targets=["Hill Giant"], answers=[PAY],
                         sacrifice=["Memnite"])
    assert [tuple(d.options) for d in seen] == [(table.find("Grizzly Bears").id,)]
    table.assert_zone("Light 'Em Up", Zone.HAND, 0)
    table.assert_zone("Memnite", Zone.BATTLEFIELD, 0)


def test_601_2b_no_creature_powerful_enough_no_question(table: Table) -> None:
    """Only Memnite (power 1): Join the Maestros's casualty 2 can't be paid (118.3), the
    caster isn't asked and the spell is cast without a copy: one Ogre."""
    table.lands(0, "Swamp", 5)
    table.battlefield(0, "Memnite")
    table.hand(0, "Join the Maestros")
    seen = table.watch_decisions("casualty")
    table.cast("Join the Maestros")
    assert seen == []
    assert len(table.game.stack()) == 1
    table.resolve_all()
    assert len([o for o in table.game.battlefield(0) if o.is_token]) == 1
    table.assert_zone("Memnite", Zone.BATTLEFIELD, 0)


def test_707_10_a_copy_is_not_cast_and_pays_nothing(table: Table) -> None:
    """Join the Maestros (casualty 2) paid with Hill Giant: one copy, no second trigger from
    it (707.10: a copy isn't cast): two 4/3 Ogres; the mana value stays 5 (118.8d)."""
    table.lands(0, "Swamp", 5)
    table.battlefield(0, "Hill Giant", "Grizzly Bears")
    table.hand(0, "Join the Maestros")
    spell = table.cast("Join the Maestros", answers=[PAY], sacrifice=["Hill Giant"])
    assert table.game.mana_value(spell.id) == 5
    table.resolve()
    assert len(table.game.stack()) == 2
    table.resolve_all()
    assert len([o for o in table.game.battlefield(0) if o.is_token]) == 2
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


def test_113_7a_countered_the_spell_is_still_copied(table: Table) -> None:
    """CR 113.7a, 608.2h: Alice's Rooftop Nuisance (casualty 1) countered with its trigger on
    the stack: the copy is still made, from the spell as it last was, and taps Bob's
    Hill Giant."""
    table.lands(0, "Island", 3)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.library(0, "Island", "Island")
    table.lands(1, "Island", 2)
    table.hand(1, "Counterspell")
    table.hand(0, "Rooftop Nuisance")
    table.cast("Rooftop Nuisance", targets=["Hill Giant"], answers=[PAY],
               sacrifice=["Grizzly Bears"])
    table.pass_priority()
    table.cast("Counterspell", targets=["Rooftop Nuisance"])
    table.resolve()
    table.assert_zone("Rooftop Nuisance", Zone.GRAVEYARD, 0)
    table.resolve(answers=[KEEP])
    table.assert_logged(rule="608.2h")
    table.resolve_all()
    table.assert_tapped("Hill Giant")


def test_702_153a_make_disappear_copies_a_counter_unless_paid(table: Table) -> None:
    """Bob's Shock; Alice's Make Disappear (casualty 1, the Bears sacrificed) at it: Bob pays
    {2} for the copy, resolving first, and has nothing left for the original (118.12)."""
    table.set_turn(active=1)
    table.lands(1, "Mountain", 3)
    table.hand(1, "Shock")
    table.lands(0, "Island", 2)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Make Disappear")
    table.cast("Shock", targets=["opponent"])
    table.pass_priority()
    table.cast("Make Disappear", targets=["Shock"], answers=[PAY], sacrifice=["Grizzly Bears"])
    table.resolve(answers=[KEEP])
    table.resolve(answers=[Answer("pay_unless", (True,))])
    table.assert_zone("Shock", Zone.STACK, 1)
    table.resolve()
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    table.assert_life(0, 20)


def test_an_illegal_cast_raises(table: Table) -> None:
    """Casualty paid but the creature named is not Alice's: refused (CR 732)."""
    table.library(0, "Island", "Forest")
    table.lands(0, "Island", 2)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "A Little Chat")
    with pytest.raises(IllegalActionError):
        table.cast("A Little Chat", answers=[PAY], sacrifice=["Hill Giant"])
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


def test_702_153b_each_instance_is_paid_and_triggers_separately(table: Table) -> None:
    """CR 702.153b: a spell with casualty 1 and casualty 3 (a test card: no printed card has
    two); only casualty 3 paid (Hill Giant): one copy, from that instance's trigger; the
    casualty 1 instance's intervening "if" (603.4) is false."""
    card = table.card("Twice Casualty", "Sorcery", "Casualty 1\nCasualty 3\nDraw a card.", "{U}")
    table.library(0, *["Island"] * 4)
    table.lands(0, "Island", 1)
    table.battlefield(0, "Hill Giant", "Grizzly Bears")
    table.hand(0, card)  # type: ignore[arg-type]
    table.cast("Twice Casualty", answers=[DONT, PAY], sacrifice=["Hill Giant"])
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.resolve()
    table.assert_logged(rule="702.153a", contains="casualty 3 was paid")
    assert len(table.game.stack()) == 2
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == ["Island"] * 2


def test_702_153b_both_instances_paid_two_copies(table: Table) -> None:
    """CR 702.153b: both instances paid, each with its own creature (601.2h): two triggers,
    two copies."""
    card = table.card("Twice Casualty", "Sorcery", "Casualty 1\nCasualty 3\nDraw a card.", "{U}")
    table.library(0, *["Island"] * 4)
    table.lands(0, "Island", 1)
    table.battlefield(0, "Hill Giant", "Grizzly Bears")
    table.hand(0, card)  # type: ignore[arg-type]
    table.on_decision("sacrifice", lambda game, d: (d.options[0],) if len(d.options) == 1
                      else (table.find("Grizzly Bears").id,))
    table.cast("Twice Casualty", answers=[PAY, PAY])
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Grizzly Bears", "Hill Giant"]
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == ["Island"] * 3


def test_702_153b_alike_instances_each_trigger_on_a_payment(table: Table) -> None:
    """CR 702.153b: casualty 1 twice (a test card), only one paid: one trigger, one copy."""
    card = table.card("Casualty Twins", "Sorcery", "Casualty 1\nCasualty 1\nDraw a card.",
                      "{U}")
    table.library(0, *["Island"] * 4)
    table.lands(0, "Island", 1)
    table.battlefield(0, "Hill Giant", "Grizzly Bears")
    table.hand(0, card)  # type: ignore[arg-type]
    table.cast("Casualty Twins", answers=[PAY, DONT], sacrifice=["Grizzly Bears"])
    assert len(table.game.stack()) == 2  # the spell and one trigger
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == ["Island"] * 2
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 0)
