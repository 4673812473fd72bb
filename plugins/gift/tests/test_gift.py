"""Gift (CR 702.174): an optional additional cost, "you may choose an opponent"; the chosen
opponent gets the gift as an instant or sorcery resolves, first (702.174j), or as a permanent
enters (a triggered ability, 702.174b); "if the gift was / wasn't promised" (702.174k). Runs
alone with ``pytest plugins/gift`` (kernel + gift only)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed, needs_corpus

from manastack.api import (
    Answer,
    IllegalActionError,
    Rules,
    Step,
    TomlCardSource,
    Zone,
)

pytestmark = pytest.mark.plugins("gift")

#: The cards of the pool read by the kernel and this plugin alone, each with its gift.
READ = {"Nocturnal Hunger": "a Food", "Crumb and Get It": "a Food", "Scrapshooter": "a card",
        "Kitnap": "a card", "Parting Gust": "a tapped Fish", "Valley Rally": "a Food",
        "Mind Spiral": "a tapped Fish", "Sazacap's Brew": "a tapped Fish",
        "Long River's Pull": "a card", "Wear Down": "a card", "Into the Flood Maw": "a tapped Fish"}


def source() -> TomlCardSource:
    return TomlCardSource.from_package("gift", "manastack_gift", "cards.toml")


def tokens(table: Table, player: int, name: str) -> int:
    """How many tokens of the subtype ``name`` (a Food, a Fish) ``player`` controls."""
    return sum(1 for o in table.game.objects_in(Zone.BATTLEFIELD)
               if name in o.card.type_line.subtypes and o.controller == player and o.is_token)


def cast_hunger(table: Table, *, promise: bool) -> None:
    """Alice casts Nocturnal Hunger on Bob's Grizzly Bears, promising the gift or not."""
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Nocturnal Hunger")
    table.mana(0, "BBB")
    table.cast("Nocturnal Hunger", targets=["Grizzly Bears"], pay={"gift": promise})


def test_the_pool_cards_are_the_corpus_cards(rules: Any) -> None:
    pool = source()
    assert sorted(pool.names()) == sorted([*READ, "Jolly Gerbils"])
    assert_printed(pool.get(n) for n in pool.names())
    for name, what in READ.items():
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized)
        assert "gift" in rules.printed(card).keywords
        assert f"Gift {what}" in str(pool.get(name))


def test_without_the_plugin_a_gift_card_names_it() -> None:
    definition = source().get("Nocturnal Hunger")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("gift", "gift"),)


def test_702_174d_nocturnal_hunger_promised_bob_gets_a_food_alice_loses_nothing(
        table: Table) -> None:
    """Promised (702.174k): as Nocturnal Hunger resolves, Bob creates a Food first
    (702.174d, j), then the Bears are destroyed; "If the gift wasn't promised, you lose 2
    life" does nothing."""
    cast_hunger(table, promise=True)
    table.assert_logged(rule="702.174k", contains="promised to Bob")
    assert tokens(table, 1, "Food") == 0  # nothing given while it is on the stack
    table.resolve()
    assert tokens(table, 1, "Food") == 1
    assert tokens(table, 0, "Food") == 0
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_life(0, 20)
    table.assert_logged(rule="702.174d", contains="Bob gets the gift (a Food)")
    events = [e.text for e in table.game.log]
    gift = next(i for i, t in enumerate(events) if "gets the gift" in t)
    destroyed = next(i for i, t in enumerate(events) if "Grizzly Bears" in t and "graveyard" in t)
    assert gift < destroyed  # CR 702.174j: before its other effects


def test_702_174k_nocturnal_hunger_not_promised_no_food_alice_loses_2(table: Table) -> None:
    """Not promised: nobody gets a Food, and Alice loses 2 life (608.2c)."""
    cast_hunger(table, promise=False)
    table.resolve()
    assert tokens(table, 1, "Food") == 0
    assert tokens(table, 0, "Food") == 0
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_life(0, 18)
    table.assert_logged(rule="702.174k", contains="wasn’t promised")


def test_702_174j_a_countered_gift_spell_gives_nothing(table: Table) -> None:
    """CR 702.174j: the spell leaves the stack without resolving (its only target gone,
    608.2b): no Food for Bob."""
    cast_hunger(table, promise=True)
    table.game.move(table.find("Grizzly Bears").id, Zone.HAND, cause="test", rule="400.7")
    table.resolve()
    assert tokens(table, 1, "Food") == 0
    table.assert_zone("Nocturnal Hunger", Zone.GRAVEYARD, 0)


def test_702_174k_crumb_and_get_it_promised_gains_indestructible(table: Table) -> None:
    """Crumb and Get It promised: Bob gets a Food, Alice's Bears get +2/+2 and also gain
    indestructible until end of turn."""
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Crumb and Get It")
    table.mana(0, "W")
    table.cast("Crumb and Get It", targets=["Grizzly Bears"], pay={"gift": True})
    table.resolve()
    assert tokens(table, 1, "Food") == 1
    assert table.power("Grizzly Bears") == 4
    assert table.has_keyword("Grizzly Bears", "indestructible")


def test_702_174k_crumb_and_get_it_not_promised_only_the_bonus(table: Table) -> None:
    """Not promised: +2/+2 only; no indestructible, no Food."""
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Crumb and Get It")
    table.mana(0, "W")
    table.cast("Crumb and Get It", targets=["Grizzly Bears"], pay={"gift": False})
    table.resolve()
    assert tokens(table, 1, "Food") == 0
    assert table.power("Grizzly Bears") == 4
    assert not table.has_keyword("Grizzly Bears", "indestructible")


def test_702_174b_scrapshooter_promised_bob_draws_and_his_artifact_is_destroyed(
        table: Table) -> None:
    """A permanent's gift is a triggered ability as it enters (702.174b, e): Bob draws a card;
    "When this creature enters, if the gift was promised, destroy target artifact or
    enchantment an opponent controls" destroys Bob's Sol Ring (603.4)."""
    table.battlefield(1, "Sol Ring")
    table.library(1, "Island")
    table.hand(0, "Scrapshooter")
    table.mana(0, "GGG")
    table.cast("Scrapshooter", pay={"gift": True})
    table.assert_zone("Island", Zone.LIBRARY, 1)
    table.resolve_all()
    table.assert_zone("Scrapshooter", Zone.BATTLEFIELD, 0)
    table.assert_zone("Island", Zone.HAND, 1)
    table.assert_zone("Sol Ring", Zone.GRAVEYARD, 1)
    table.assert_logged(rule="702.174e", contains="Bob gets the gift (a card)")


def test_702_174b_scrapshooter_not_promised_nothing_triggers(table: Table) -> None:
    """Not promised: neither the gift nor the destroy trigger triggers (603.4)."""
    table.battlefield(1, "Sol Ring")
    table.library(1, "Island")
    table.hand(0, "Scrapshooter")
    table.mana(0, "GGG")
    table.cast("Scrapshooter", pay={"gift": False})
    table.resolve_all()
    table.assert_zone("Scrapshooter", Zone.BATTLEFIELD, 0)
    table.assert_zone("Island", Zone.LIBRARY, 1)
    table.assert_zone("Sol Ring", Zone.BATTLEFIELD, 1)
    assert not table.names(Zone.STACK)  # CR 603.4: no trigger waits


def test_702_174k_kitnap_not_promised_three_stun_counters(table: Table) -> None:
    """Kitnap not promised: the stolen creature is tapped and gets three stun counters;
    Bob draws nothing."""
    table.battlefield(1, "Grizzly Bears")
    table.library(1, "Island")
    table.hand(0, "Kitnap")
    table.mana(0, "UUUU")
    table.cast("Kitnap", targets=["Grizzly Bears"], pay={"gift": False})
    table.resolve_all()
    table.assert_tapped("Grizzly Bears")
    assert table.game.controller(table.find("Grizzly Bears").id) == 0
    table.assert_counters("Grizzly Bears", "stun", 3)
    table.assert_zone("Island", Zone.LIBRARY, 1)


def test_702_174k_kitnap_promised_no_stun_counters_bob_draws(table: Table) -> None:
    """Promised: Bob draws a card (702.174e), the creature is tapped, with no stun counter."""
    table.battlefield(1, "Grizzly Bears")
    table.library(1, "Island")
    table.hand(0, "Kitnap")
    table.mana(0, "UUUU")
    table.cast("Kitnap", targets=["Grizzly Bears"], pay={"gift": True})
    table.resolve_all()
    table.assert_tapped("Grizzly Bears")
    assert table.game.controller(table.find("Grizzly Bears").id) == 0
    table.assert_counters("Grizzly Bears", "stun", 0)
    table.assert_zone("Island", Zone.HAND, 1)


def cast_parting_gust(table: Table, *, promise: bool) -> None:
    """Alice exiles Bob's Grizzly Bears with Parting Gust, promising the gift or not."""
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Parting Gust")
    table.mana(0, "WW")
    table.cast("Parting Gust", targets=["Grizzly Bears"], pay={"gift": promise})
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE, 1)


def test_702_174f_parting_gust_promised_a_tapped_fish_and_the_creature_stays_exiled(
        table: Table) -> None:
    """Promised: Bob creates a tapped 1/1 blue Fish (702.174f); the Bears never come back."""
    cast_parting_gust(table, promise=True)
    fish = [o for o in table.game.objects_in(Zone.BATTLEFIELD)
            if "Fish" in o.card.type_line.subtypes]
    assert len(fish) == 1
    assert fish[0].controller == 1 and fish[0].tapped
    assert (table.power(fish[0].card.name), table.toughness(fish[0].card.name)) == (1, 1)
    table.assert_logged(rule="702.174f", contains="Bob gets the gift (a tapped Fish)")
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.EXILE, 1)


def test_702_174k_parting_gust_not_promised_the_creature_returns_with_a_counter(
        table: Table) -> None:
    """Not promised: no Fish; at the beginning of the next end step the Bears return under
    Bob's control (their owner) with a +1/+1 counter."""
    cast_parting_gust(table, promise=False)
    assert tokens(table, 1, "Fish") == 0
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
    table.assert_counters("Grizzly Bears", "+1/+1", 1)


@pytest.mark.parametrize("promise", [True, False])
def test_702_174c_jolly_gerbils_draws_when_alice_gives_a_gift(table: Table, promise: bool
                                                              ) -> None:
    """Jolly Gerbils: "Whenever you give a gift, draw a card." Alice's Nocturnal Hunger with
    the gift promised gives one (702.174c): she draws; not promised, she draws nothing."""
    table.battlefield(0, "Jolly Gerbils")
    table.library(0, "Swamp")
    cast_hunger(table, promise=promise)
    table.resolve_all()
    table.assert_zone("Swamp", Zone.HAND if promise else Zone.LIBRARY, 0)


def test_702_174c_an_opponents_gift_is_not_yours(table: Table) -> None:
    """Bob's Scrapshooter gives Alice a card (its enters trigger, 702.174b): Bob gave the
    gift, so Alice's Jolly Gerbils doesn't trigger; Alice draws the gift's card only."""
    table.battlefield(0, "Jolly Gerbils")
    table.library(0, "Swamp", "Island")
    table.set_turn(active=1)
    table.hand(1, "Scrapshooter")
    table.mana(1, "GGG")
    table.cast("Scrapshooter", pay={"gift": True})
    table.resolve_all()
    assert len(table.names(Zone.HAND, 0)) == 1
    table.assert_logged(rule="702.174e", contains="Alice gets the gift (a card)")


def rally(table: Table, *, promise: bool, targets: list[str]) -> None:
    """Alice, with Grizzly Bears, casts Valley Rally."""
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Valley Rally")
    table.mana(0, "RRR")
    table.cast("Valley Rally", targets=targets, pay={"gift": promise})


def test_702_174m_valley_rally_promised_its_target_gains_first_strike(table: Table) -> None:
    """Promised: the target creature you control is chosen (601.2c, 702.174m); Bob gets a
    Food first, Alice's creatures get +2/+0 and the target gains first strike."""
    asked = table.watch_decisions("targets")
    rally(table, promise=True, targets=["Grizzly Bears"])
    assert len(asked) == 1
    table.resolve()
    assert tokens(table, 1, "Food") == 1
    assert table.power("Grizzly Bears") == 4
    assert table.has_keyword("Grizzly Bears", "first strike")


def test_702_174m_valley_rally_not_promised_no_target_is_chosen(table: Table) -> None:
    """Not promised: the instance of "target" doesn't exist, so nothing is asked or
    targeted (601.2c); +2/+0 only, no first strike."""
    asked = table.watch_decisions("targets")
    rally(table, promise=False, targets=[])
    assert asked == []
    spell = table.find("Valley Rally", zone=Zone.STACK)
    assert spell.spell is not None and spell.spell.targets == ((),)
    table.resolve()
    assert table.power("Grizzly Bears") == 4
    assert not table.has_keyword("Grizzly Bears", "first strike")
    assert tokens(table, 1, "Food") == 0


def test_702_174m_promised_with_no_legal_target_is_refused_and_changes_nothing(
        table: Table) -> None:
    """Valley Rally promised while Alice controls no creature: the target can't be chosen
    (601.2c), the cast is refused and the game left as it was (732); unpromised, it may be
    cast (the instance doesn't exist)."""
    table.hand(0, "Valley Rally")
    table.mana(0, "RRR")
    with pytest.raises(IllegalActionError):
        table.cast("Valley Rally", pay={"gift": True})
    table.assert_zone("Valley Rally", Zone.HAND, 0)
    assert len(table.game.player(0).mana_pool) == 3
    assert table.permitted("Valley Rally")
    table.cast("Valley Rally", pay={"gift": False})
    table.resolve()
    table.assert_zone("Valley Rally", Zone.GRAVEYARD, 0)


def test_707_10_a_copy_of_a_promised_spell_gives_the_gift_again(table: Table) -> None:
    """A copy copies the promised gift (707.10: the additional costs paid): Bob gets a Food
    from each, and the Bears get +2/+0 twice."""
    rally(table, promise=True, targets=["Grizzly Bears"])
    copy_spell_of(table, "Valley Rally", new_targets=False)
    table.resolve_all()
    assert tokens(table, 1, "Food") == 2
    assert table.power("Grizzly Bears") == 6


def test_707_10c_an_unpromised_copy_has_no_target_to_change(table: Table) -> None:
    """Unpromised, the copy has no instance of Valley Rally's target to choose a new one for
    (601.2c, 707.10c): nothing asked, nothing targeted."""
    rally(table, promise=False, targets=[])
    asked = table.watch_decisions("new_targets")
    copy = copy_spell_of(table, "Valley Rally", new_targets=True)
    assert asked == []
    assert copy.spell is not None and copy.spell.targets == ((),)


def copy_spell_of(table: Table, name: str, *, new_targets: bool) -> Any:
    """Alice copies her spell ``name`` on the stack (707.10)."""
    from manastack.api import copy_spell

    return copy_spell(table.game, table.find(name, zone=Zone.STACK), 0, new_targets=new_targets)


@pytest.mark.parametrize("promise", [True, False])
def test_702_174m_mind_spiral_taps_and_stuns_only_if_promised(table: Table, promise: bool
                                                             ) -> None:
    """Mind Spiral: Alice draws three; promised, Bob gets a tapped Fish and his Bears (the
    target chosen only then) are tapped with a stun counter; not promised, they aren't."""
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Island", "Island", "Island")
    table.hand(0, "Mind Spiral")
    table.mana(0, "UUUUU")
    targets: list[Any] = ["Alice", "Grizzly Bears"] if promise else ["Alice"]
    table.cast("Mind Spiral", targets=targets, pay={"gift": promise})
    table.resolve()
    assert len(table.names(Zone.HAND, 0)) == 3
    table.assert_tapped("Grizzly Bears", promise)
    table.assert_counters("Grizzly Bears", "stun", 1 if promise else 0)
    assert tokens(table, 1, "Fish") == (1 if promise else 0)


def test_702_174m_sazacaps_brew_promised_its_creature_gets_2_0(table: Table) -> None:
    """Sazacap's Brew (discarding a card as its other additional cost): Bob draws two; the
    gift promised, Alice's Bears (chosen only then) get +2/+0 and Bob gets a tapped Fish."""
    table.battlefield(0, "Grizzly Bears")
    table.library(1, "Island", "Island")
    table.hand(0, "Sazacap's Brew", "Forest")
    table.mana(0, "RR")
    table.cast("Sazacap's Brew", targets=["Bob", "Grizzly Bears"], discard=["Forest"],
               pay={"gift": True})
    table.resolve()
    assert len(table.names(Zone.HAND, 1)) == 2
    assert table.power("Grizzly Bears") == 4
    assert tokens(table, 1, "Fish") == 1
    table.assert_zone("Forest", Zone.GRAVEYARD, 0)


def bob_casts(table: Table, name: str, *, targets: list[str]) -> None:
    """Bob, active, casts ``name`` and passes: Alice has priority, his spell on the stack."""
    table.set_turn(active=1)
    table.hand(1, name)
    table.mana(1, "GGGBBB")
    table.cast(name, targets=targets, pay={"gift": False} if name == "Nocturnal Hunger" else None)
    table.pass_priority()


def test_702_174m_long_rivers_pull_promised_counters_any_spell(table: Table) -> None:
    """Promised: "instead counter target spell": Alice counters Bob's Nocturnal Hunger (not a
    creature spell, legal only for the promised instance, 601.2c) and Bob draws a card."""
    table.battlefield(0, "Grizzly Bears")
    table.library(1, "Island")
    bob_casts(table, "Nocturnal Hunger", targets=["Grizzly Bears"])
    table.hand(0, "Long River's Pull")
    table.mana(0, "UU")
    assert table.permitted("Long River's Pull")
    table.cast("Long River's Pull", targets=["Nocturnal Hunger"], pay={"gift": True})
    table.resolve()
    table.assert_zone("Nocturnal Hunger", Zone.GRAVEYARD, 1)
    table.assert_zone("Island", Zone.HAND, 1)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


def test_702_174m_long_rivers_pull_not_promised_only_a_creature_spell(table: Table) -> None:
    """Not promised, only "counter target creature spell" exists: Bob's Nocturnal Hunger
    can't be its target, the cast is refused and nothing changes (601.2c, 732); his Grizzly
    Bears spell is countered and he draws nothing."""
    table.battlefield(0, "Grizzly Bears")
    table.library(1, "Island")
    bob_casts(table, "Nocturnal Hunger", targets=["Grizzly Bears"])
    table.hand(0, "Long River's Pull")
    table.mana(0, "UU")
    with pytest.raises(IllegalActionError):
        table.cast("Long River's Pull", targets=["Nocturnal Hunger"], pay={"gift": False})
    table.assert_zone("Long River's Pull", Zone.HAND, 0)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    bob_casts(table, "Grizzly Bears", targets=[])
    table.mana(0, "UU")
    table.cast("Long River's Pull", targets=["Grizzly Bears"], pay={"gift": False})
    table.resolve()
    assert "Grizzly Bears" in table.names(Zone.GRAVEYARD, 1)
    table.assert_zone("Island", Zone.LIBRARY, 1)


@pytest.mark.parametrize("promise", [True, False])
def test_702_174m_wear_down_destroys_one_or_two(table: Table, promise: bool) -> None:
    """Wear Down: not promised, one target artifact or enchantment is destroyed; promised,
    instead two (the first instance is then not chosen, 601.2c) and Bob draws a card."""
    table.battlefield(1, "Sol Ring", "Glorious Anthem")
    table.library(1, "Island")
    table.hand(0, "Wear Down")
    table.mana(0, "GG")
    asked = table.watch_decisions("targets")
    targets: list[Any] = [["Sol Ring", "Glorious Anthem"]] if promise else ["Sol Ring"]
    table.cast("Wear Down", targets=targets, pay={"gift": promise})
    assert len(asked) == 1
    table.resolve()
    table.assert_zone("Sol Ring", Zone.GRAVEYARD, 1)
    table.assert_zone("Glorious Anthem", Zone.GRAVEYARD if promise else Zone.BATTLEFIELD, 1)
    table.assert_zone("Island", Zone.HAND if promise else Zone.LIBRARY, 1)


@pytest.mark.parametrize("promise", [True, False])
def test_702_174m_into_the_flood_maw_bounces_a_creature_or_any_nonland_permanent(
        table: Table, promise: bool) -> None:
    """Into the Flood Maw: not promised, Bob's creature returns to his hand (his Sol Ring
    can't be its target); promised, instead his Sol Ring does and he gets a tapped Fish."""
    table.battlefield(1, "Sol Ring", "Grizzly Bears")
    table.hand(0, "Into the Flood Maw")
    table.mana(0, "U")
    if not promise:
        with pytest.raises(IllegalActionError):
            table.cast("Into the Flood Maw", targets=["Sol Ring"], pay={"gift": False})
    chosen = "Sol Ring" if promise else "Grizzly Bears"
    table.cast("Into the Flood Maw", targets=[chosen], pay={"gift": promise})
    table.resolve()
    table.assert_zone(chosen, Zone.HAND, 1)
    table.assert_zone("Grizzly Bears" if promise else "Sol Ring", Zone.BATTLEFIELD, 1)
    assert tokens(table, 1, "Fish") == (1 if promise else 0)


def test_702_174a_the_gift_goes_to_the_one_opponent_chosen(table_factory: Any) -> None:
    """Three players: Alice is asked for each opponent; she promises Carol, who alone gets
    the Food. Promising both is refused at 601.2e and changes nothing (CR 732)."""
    table = table_factory(players=("Alice", "Bob", "Carol"))
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Nocturnal Hunger")
    table.mana(0, "BBB")
    both = [Answer("pay_additional", (True,)), Answer("pay_additional", (True,))]
    with pytest.raises(IllegalActionError, match=r"702\.174a"):
        table.cast("Nocturnal Hunger", targets=["Grizzly Bears"], answers=both)
    table.assert_zone("Nocturnal Hunger", Zone.HAND, 0)
    carol = [Answer("pay_additional", (False,)), Answer("pay_additional", (True,))]
    table.cast("Nocturnal Hunger", targets=["Grizzly Bears"], answers=carol)
    table.resolve()
    assert tokens(table, 2, "Food") == 1
    assert tokens(table, 1, "Food") == 0
    table.assert_life(0, 20)


@needs_corpus
@pytest.mark.plugins("oracle", "gift")
@pytest.mark.parametrize(("name", "sentence"), [
    ("Archival Whorl", "Gift a Rhystic Study"),
    ("Coiling Rebirth", "Then if the gift was promised and that creature isn't legendary"),
])
def test_what_is_not_built_stays_refused(rules: Any, name: str, sentence: str) -> None:
    """A gift the rules don't define (Alchemy's "Gift a Rhystic Study") and a condition
    joined to another ("if the gift was promised and that creature isn't legendary") leave
    the card refused, naming the sentence."""
    card = rules.card(name)
    assert not card.playable
    assert any(sentence in u for u in card.unrecognized), card.unrecognized
