"""Replicate (CR 702.56): "As an additional cost to cast this spell, you may pay [cost] any
number of times" and "When you cast this spell, if a replicate cost was paid for it, copy
it for each time its replicate cost was paid. If the spell has any targets, you may choose
new targets for any of the copies." Runs alone with ``pytest plugins/replicate`` (kernel +
replicate only). Memnite, Sol Ring, Grizzly Bears, Hill Giant, Shock and the basic lands come
from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, card_pool

from manastack.api import Answer, CardDef, KeywordTrigger, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("replicate")

CARDS = ("Train of Thought", "Pyromatics", "Gigadrowse", "Shattering Spree", "Vacuumelt",
         "Thunderheads", "Lose Focus", "Leap of Flame")

KEEP = Answer("new_targets", ("no",))


def times(n: int) -> Answer:
    return Answer("replicate", (n,))


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("replicate", "manastack_replicate", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_56a_replicate_is_a_cost_and_a_cast_trigger(rules: Any) -> None:
    """CR 702.56a, 113.6k: two abilities, the second a "When you cast this spell" trigger
    with an intervening "if" (603.4)."""
    abilities = [a for a in rules.card("Train of Thought").abilities
                 if getattr(a, "keyword", "") == "replicate"]
    assert len(abilities) == 2
    (trigger,) = [a for a in abilities if isinstance(a, KeywordTrigger)]
    assert trigger.trigger.event == "cast" and trigger.trigger.self_only
    assert trigger.trigger.intervening_if is not None


def test_without_the_plugin_a_replicate_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("replicate", "manastack_replicate", "cards.toml")
    definition = source.get("Train of Thought")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("replicate", "replicate"),)


def test_702_56a_paid_twice_two_copies(table: Table) -> None:
    """Train of Thought ({1}{U}, replicate {1}{U}) with six lands, replicate paid twice
    (601.2b, 601.2f: total {3}{U}{U}{U}): the spell and two copies each draw a card."""
    table.library(0, *["Island"] * 5)
    table.lands(0, "Island", 6)
    table.hand(0, "Train of Thought")
    table.cast("Train of Thought", answers=[times(2)])
    table.assert_logged(rule="601.2f")
    assert table.tapped_count(0) == 6
    table.resolve()
    table.assert_logged(rule="702.56a", contains="2 copies")
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == ["Island"] * 3


def test_601_2b_the_offered_numbers_are_those_the_caster_can_pay(table: Table) -> None:
    """Seven lands: Train of Thought's replicate ({1}{U} more each time) can be paid 0, 1
    or 2 times (601.2b, 601.2f)."""
    table.library(0, *["Island"] * 5)
    table.lands(0, "Island", 7)
    table.hand(0, "Train of Thought")
    seen = table.watch_decisions("replicate")
    table.cast("Train of Thought", answers=[times(1)])
    assert [tuple(d.options) for d in seen] == [(0, 1, 2)]


def test_603_4_not_paid_no_trigger(table: Table) -> None:
    """CR 603.4: "if a replicate cost was paid for it": not paid, the ability doesn't
    trigger; the spell resolves alone."""
    table.library(0, *["Island"] * 3)
    table.lands(0, "Island", 4)
    table.hand(0, "Train of Thought")
    table.cast("Train of Thought", answers=[times(0)])
    assert table.tapped_count(0) == 2
    assert len(table.game.stack()) == 1
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == ["Island"]


def test_707_10c_each_copy_may_get_a_new_target(table: Table) -> None:
    """Pyromatics ({1}{R}, replicate {1}{R}) paid twice at Bob: one copy moved to his
    Memnite (707.10c), the other kept; Bob takes 2."""
    table.lands(0, "Mountain", 6)
    table.battlefield(1, "Memnite")
    table.hand(0, "Pyromatics")
    table.cast("Pyromatics", targets=["opponent"], answers=[times(2)])
    table.resolve(answers=[Answer("new_targets", ("yes",)),
                           Answer("targets", table.ids(["Memnite"])), KEEP])
    table.resolve_all()
    table.assert_life(1, 18)
    table.assert_zone("Memnite", Zone.GRAVEYARD, 1)


def test_118_8d_replicate_never_changes_the_mana_value(table: Table) -> None:
    """CR 118.8d, 202.3: Gigadrowse replicated three times still has mana value 1."""
    table.lands(0, "Island", 4)
    table.battlefield(1, "Grizzly Bears", "Hill Giant", "Memnite")
    table.hand(0, "Gigadrowse")
    spell = table.cast("Gigadrowse", targets=["Grizzly Bears"], answers=[times(3)])
    assert table.game.mana_value(spell.id) == 1
    table.resolve(answers=[Answer("new_targets", ("yes",)),
                           Answer("targets", table.ids(["Hill Giant"])),
                           Answer("new_targets", ("yes",)),
                           Answer("targets", table.ids(["Memnite"])), KEEP])
    table.resolve_all()
    for name in ("Grizzly Bears", "Hill Giant", "Memnite"):
        table.assert_tapped(name)


def test_707_10_a_copy_pays_no_replicate_cost_and_does_not_replicate(table: Table) -> None:
    """CR 707.10: a copy isn't cast: its replicate ability doesn't trigger, nothing is paid;
    Shattering Spree paid once destroys two artifacts and no more."""
    table.lands(0, "Mountain", 2)
    table.battlefield(1, "Sol Ring", "Memnite")
    table.hand(0, "Shattering Spree")
    table.cast("Shattering Spree", targets=["Sol Ring"], answers=[times(1)])
    table.resolve(answers=[Answer("new_targets", ("yes",)),
                           Answer("targets", table.ids(["Memnite"]))])
    assert len(table.game.stack()) == 2  # the spell and one copy, no other trigger
    table.resolve_all()
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Memnite", "Sol Ring"]


def test_113_7a_countered_the_spell_is_still_copied(table: Table) -> None:
    """CR 113.7a, 608.2h: Vacuumelt replicated once and countered with its trigger on the
    stack: the copy is still made, from the spell as it last was, and returns the Bears."""
    table.lands(0, "Island", 8)
    table.battlefield(1, "Grizzly Bears")
    table.lands(1, "Island", 2)
    table.hand(1, "Counterspell")
    table.hand(0, "Vacuumelt")
    table.cast("Vacuumelt", targets=["Grizzly Bears"], answers=[times(1)])
    table.pass_priority()
    table.cast("Counterspell", targets=["Vacuumelt"])
    table.resolve()
    table.assert_zone("Vacuumelt", Zone.GRAVEYARD, 0)
    table.resolve(answers=[KEEP])
    table.assert_logged(rule="608.2h")
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.HAND, 1)


def test_702_56a_thunderheads_a_token_per_resolution(table: Table) -> None:
    """Thunderheads ({2}{U}, replicate {2}{U}) paid once: two 3/3 Weirds."""
    table.lands(0, "Island", 6)
    table.hand(0, "Thunderheads")
    table.cast("Thunderheads", answers=[times(1)])
    table.resolve_all()
    assert len([o for o in table.game.battlefield(0) if o.is_token]) == 2


def test_702_56a_lose_focus_copies_each_counter_unless_paid(table: Table) -> None:
    """Bob's Shock; Alice's Lose Focus ({1}{U}, replicate {U}) paid once at it: Bob pays {2}
    for the copy, resolving first, and has nothing left for the original (118.12)."""
    table.set_turn(active=1)
    table.lands(1, "Mountain", 3)
    table.hand(1, "Shock")
    table.lands(0, "Island", 3)
    table.hand(0, "Lose Focus")
    table.cast("Shock", targets=["opponent"])
    table.pass_priority()
    table.cast("Lose Focus", targets=["Shock"], answers=[times(1)])
    table.resolve(answers=[KEEP])
    table.resolve(answers=[Answer("pay_unless", (True,))])
    table.assert_zone("Shock", Zone.STACK, 1)
    table.resolve()
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    table.assert_life(0, 20)


def test_702_56a_leap_of_flame_on_two_creatures(table: Table) -> None:
    """Leap of Flame ({U}{R}, replicate {U}{R}) paid once, the copy moved to a second
    creature (707.10c): both get +1/+0, flying and first strike."""
    table.lands(0, "Island", 2)
    table.lands(0, "Mountain", 2)
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.hand(0, "Leap of Flame")
    table.cast("Leap of Flame", targets=["Grizzly Bears"], answers=[times(1)])
    table.resolve(answers=[Answer("new_targets", ("yes",)),
                           Answer("targets", table.ids(["Hill Giant"]))])
    table.resolve_all()
    assert table.power("Grizzly Bears") == 3 and table.power("Hill Giant") == 4
    for name in ("Grizzly Bears", "Hill Giant"):
        assert table.has_keyword(name, "flying") and table.has_keyword(name, "first strike")


# made up: Train of Thought with a second instance of the same replicate cost (no printed
# card has two, 702.56b), so that the two instances are told apart only by being two
_TWICE = card_pool("replicate-instances-kit", (
    CardDef(name="Twice Replicated Test", mana_cost="{1}{U}", type_line="Sorcery",
            text="Replicate {1}{U}\nReplicate {1}{U}\nDraw a card."),
))
TWICE = "Twice Replicated Test"


def _copies_made(table: Table) -> list[str]:
    """The replicate triggers' log lines, in the order they resolved."""
    return [e.text for e in table.game.log if e.rule == "702.56a" and "cop" in e.text
            and e.text.startswith("replicate:")]


@pytest.mark.plugins("replicate", extra={"kit": _TWICE})
def test_702_56b_two_instances_of_one_cost_are_announced_and_counted_apart(
        table: Table) -> None:
    """CR 702.56b: each instance of replicate is paid separately and triggers on its own
    payments: the same cost {1}{U} paid twice for the first instance and once for the
    second ({1}{U} + 3 x {1}{U}: 8 lands) is two triggers, one making two copies and one
    making one, so the spell and three copies each draw a card."""
    table.library(0, *["Island"] * 6)
    table.lands(0, "Island", 8)
    table.hand(0, TWICE)
    table.cast(TWICE, answers=[times(2), times(1)])
    assert table.tapped_count(0) == 8  # CR 601.2f-h: three payments of {1}{U} in the total
    spell = next(o for o in table.game.objects_in(Zone.STACK) if o.card.name == TWICE)
    assert spell.spell is not None
    assert [(a.instance, a.times) for a in spell.spell.additional] == [(0, 2), (1, 1)]
    table.assert_logged(rule="601.2b", contains="replicate {1}{U} (instance 1 of 2) paid 2")
    table.assert_logged(rule="601.2b", contains="replicate {1}{U} (instance 2 of 2) paid 1")
    assert len(table.game.ids_in(Zone.STACK)) == 3  # the spell and its two triggers
    table.resolve_all()
    assert sorted(_copies_made(table)) == [
        f"replicate: replicate {{1}}{{U}} paid 1 time(s) for {TWICE}, 1 copy",
        f"replicate: replicate {{1}}{{U}} paid 2 time(s) for {TWICE}, 2 copies"]
    assert table.names(Zone.HAND, 0) == ["Island"] * 4


@pytest.mark.plugins("replicate", extra={"kit": _TWICE})
def test_702_56b_an_instance_not_paid_does_not_trigger_when_the_other_was(
        table: Table) -> None:
    """CR 702.56b, 603.4: the first instance not paid, the second paid once: only the
    second instance's trigger triggers, and it makes one copy (counted by cost alone, each
    instance would see the other's payment: two triggers, two copies)."""
    table.library(0, *["Island"] * 6)
    table.lands(0, "Island", 4)
    table.hand(0, TWICE)
    table.cast(TWICE, answers=[times(0), times(1)])
    assert table.tapped_count(0) == 4
    assert len(table.game.ids_in(Zone.STACK)) == 2  # the spell and one trigger
    table.resolve_all()
    assert _copies_made(table) == [
        f"replicate: replicate {{1}}{{U}} paid 1 time(s) for {TWICE}, 1 copy"]
    assert table.names(Zone.HAND, 0) == ["Island"] * 2
