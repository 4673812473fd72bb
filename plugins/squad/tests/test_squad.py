"""Squad (CR 702.157): "As an additional cost to cast this spell, you may pay [cost] any
number of times" and "When this creature enters, if its squad cost was paid, create a token
that's a copy of it for each time its squad cost was paid." Runs alone with
``pytest plugins/squad`` (kernel + squad only). Grizzly Bears, Unsummon and the basic lands
come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, card_pool

from manastack.api import Answer, CardDef, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("squad")

CARDS = ("Ultramarines Honour Guard", "Galadhrim Brigade", "Wasteland Raider",
         "Powder Ganger", "Ruthless Radrat", "Securitron Squadron")

GUARD = "Ultramarines Honour Guard"


def times(n: int) -> Answer:
    return Answer("squad", (n,))


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def on_battlefield(table: Table, name: str) -> list[Any]:
    return [o for o in table.game.battlefield() if o.card.name == name]


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("squad", "manastack_squad", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_without_the_plugin_a_squad_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("squad", "manastack_squad", "cards.toml")
    definition = source.get(GUARD)
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable


def cast_guard(table: Table, n: int, lands: int = 8) -> None:
    table.set_turn(active=0, step=Step.MAIN1)
    table.lands(0, "Plains", lands)
    table.hand(0, GUARD)
    table.cast(GUARD, answers=[times(n)])


def test_702_157a_paid_twice_two_token_copies_enter(table: Table) -> None:
    """{3}{W} + {2} twice = 8 mana; three Honour Guards, each 2/2 +1/+1 from each other
    one (the tokens copy its copiable values, 707.2, its static ability included)."""
    cast_guard(table, 2)
    assert table.tapped_count(0) == 8  # CR 601.2f-h: the squad cost paid twice
    resolve_stack(table)
    guards = on_battlefield(table, GUARD)
    assert len(guards) == 3
    assert sorted(o.is_token for o in guards) == [False, True, True]
    for guard in guards:
        chars = table.game.chars(guard.id)
        assert (chars.power, chars.toughness) == (4, 4)
    table.assert_logged(rule="702.157a", contains="paid 2 time(s)")


def test_702_157a_the_tokens_are_not_squad_paid_and_make_no_more(table: Table) -> None:
    """The token copies were not cast: their own squad's "if its squad cost was paid" is
    false as they enter (603.4), so exactly two tokens are made."""
    cast_guard(table, 2)
    resolve_stack(table)
    assert len(on_battlefield(table, GUARD)) == 3
    assert len([e for e in table.game.log if e.rule == "702.157a"
                and "token cop" in e.text]) == 1


def test_702_157a_paid_once(table: Table) -> None:
    cast_guard(table, 1, lands=6)
    resolve_stack(table)
    assert len(on_battlefield(table, GUARD)) == 2


def test_702_157a_not_paid_the_ability_does_not_trigger(table: Table) -> None:
    cast_guard(table, 0)
    assert table.tapped_count(0) == 4
    resolve_stack(table)
    assert len(on_battlefield(table, GUARD)) == 1
    table.assert_not_logged(rule="702.157a", contains="token cop")


def test_601_2b_the_payments_offered_are_those_the_player_can_make(table: Table) -> None:
    """With 7 lands, {3}{W} and {2} at most once more: paying twice is not offered."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.lands(0, "Plains", 7)
    table.hand(0, GUARD)
    with pytest.raises(Exception):  # noqa: B017 - the answer 2 is not an option
        table.cast(GUARD, answers=[times(2)])
    table.assert_zone(GUARD, Zone.HAND)  # CR 732: the attempt leaves the game as it was


def test_702_157a_the_mana_value_is_not_changed(table: Table) -> None:
    cast_guard(table, 2)
    (spell,) = [table.game.obj(o) for o in table.game.ids_in(Zone.STACK)]
    assert table.game.mana_value(spell.id) == 4  # CR 118.8d


def test_702_157a_galadhrim_brigade_with_a_coloured_squad_cost(table: Table) -> None:
    """{2}{G} + {1}{G}: two Elf Soldiers, each 3/3 from the other."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.lands(0, "Forest", 5)
    table.hand(0, "Galadhrim Brigade")
    table.cast("Galadhrim Brigade", answers=[times(1)])
    resolve_stack(table)
    brigades = on_battlefield(table, "Galadhrim Brigade")
    assert len(brigades) == 2
    assert all((table.game.chars(b.id).power, table.game.chars(b.id).toughness) == (3, 3)
               for b in brigades)


def test_702_157a_ruthless_radrat_pays_by_exiling_cards(table: Table) -> None:
    """Squad—Exile four cards from your graveyard, paid once: four cards exiled, a token."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.lands(0, "Swamp", 3)
    table.graveyard(0, "Island", "Island", "Forest", "Forest")
    table.hand(0, "Ruthless Radrat")
    table.cast("Ruthless Radrat", answers=[times(1)],
               exile=["Island", "Island", "Forest", "Forest"])
    assert len(table.game.ids_in(Zone.EXILE, 0)) == 4
    resolve_stack(table)
    assert len(on_battlefield(table, "Ruthless Radrat")) == 2


def test_702_157a_each_token_copy_has_the_enters_ability_too(table: Table) -> None:
    """Powder Ganger paid once: the Ganger and its token copy (707.2: its abilities) each
    have "When this creature enters, destroy up to one target artifact": two such triggers
    resolve, the card's and the token's, and one squad trigger only."""
    table.set_turn(active=0, step=Step.MAIN1)
    table.lands(0, "Mountain", 5)
    table.hand(0, "Powder Ganger")
    table.cast("Powder Ganger", answers=[times(1)])
    resolve_stack(table)
    gangers = on_battlefield(table, "Powder Ganger")
    assert sorted(o.is_token for o in gangers) == [False, True]
    resolved = [e.text for e in table.game.log if e.rule == "608.2"
                and "Powder Ganger" in e.text]
    assert len([t for t in resolved if "destroy up to one target artifact" in t]) == 2
    assert len([t for t in resolved if "Squad" in t]) == 1


# made up: a creature with two instances of the same squad cost (no printed card has two,
# 702.157b), so that the two instances are told apart only by being two
_TWICE = card_pool("squad-instances-kit", (
    CardDef(name="Twice Squadded Test", mana_cost="{1}{W}",
            type_line="Creature — Human Soldier", power="1", toughness="1",
            text="Squad {1}\nSquad {1}"),
))
TWICE = "Twice Squadded Test"


def cast_twice(table: Table, first: int, second: int, lands: int) -> None:
    table.set_turn(active=0, step=Step.MAIN1)
    table.lands(0, "Plains", lands)
    table.hand(0, TWICE)
    table.cast(TWICE, answers=[times(first), times(second)])


@pytest.mark.plugins("squad", extra={"kit": _TWICE})
def test_702_157b_two_instances_of_one_cost_are_announced_and_counted_apart(
        table: Table) -> None:
    """CR 702.157b: each instance of squad is paid separately and its trigger counts its own
    payments: {1} twice for the first instance and once for the second ({1}{W} + 3 x {1}: 5
    lands) is two token copies from one trigger and one from the other, four creatures."""
    cast_twice(table, 2, 1, lands=5)
    assert table.tapped_count(0) == 5  # CR 601.2f-h: three payments of {1} in the total
    table.assert_logged(rule="601.2b", contains="squad {1} (instance 1 of 2) paid 2")
    table.assert_logged(rule="601.2b", contains="squad {1} (instance 2 of 2) paid 1")
    resolve_stack(table)
    made = sorted(e.text for e in table.game.log
                  if e.rule == "702.157a" and e.text.startswith("squad:"))
    assert made == ["squad: squad {1} was paid 1 time(s), 1 token copy",
                    "squad: squad {1} was paid 2 time(s), 2 token copies"]
    assert sorted(o.is_token for o in on_battlefield(table, TWICE)) == [False, True, True, True]


@pytest.mark.plugins("squad", extra={"kit": _TWICE})
def test_702_157b_an_instance_not_paid_does_not_trigger_when_the_other_was(
        table: Table) -> None:
    """CR 702.157b, 603.4: the first instance not paid, the second paid once: only the
    second instance's trigger triggers (counted by cost alone, each would see the other's
    payment: two triggers, two tokens)."""
    cast_twice(table, 0, 1, lands=3)
    resolve_stack(table)
    made = [e.text for e in table.game.log
            if e.rule == "702.157a" and e.text.startswith("squad:")]
    assert made == ["squad: squad {1} was paid 1 time(s), 1 token copy"]
    assert sorted(o.is_token for o in on_battlefield(table, TWICE)) == [False, True]
