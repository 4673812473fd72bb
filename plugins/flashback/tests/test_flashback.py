"""manastack-flashback (CR 702.34): run alone with ``pytest plugins/flashback``.

Only the kernel and flashback are enabled (``@pytest.mark.plugins("flashback")``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from manastack_flashback import GRANTED, FlashbackAbility
from pytest_manastack import Table, by_label, by_name

from manastack.api import (
    UNTIL_END_OF_TURN,
    AddAbilities,
    Answer,
    CardDef,
    CastSpell,
    ContinuousEffect,
    IllegalActionError,
    Step,
    UnsupportedCardError,
    Zone,
    all_permissions,
    cast_without_paying,
)

pytestmark = pytest.mark.plugins("flashback")

CARDS = (
    "Think Twice", "Deep Analysis", "Faithless Looting", "Firebolt", "Lingering Souls",
    "Roar of the Wurm", "Unburial Rites", "Ancient Grudge", "Moment's Peace",
    "Travel Preparations", "Battle Screech", "Dread Return", "Lava Dart", "Call of the Herd",
    "Coffin Purge", "Silent Departure", "Dream Twist", "Crippling Fatigue",
    "Electric Revelation", "Devil's Play", "Past in Flames", "Chainer's Edict",
    "Acorn Harvest", "Bump in the Night", "Snapcaster Mage", "Reprieve",
)


def flashback_casts(table: Table) -> list[str]:
    return [a.name for a in table.game.legal_actions()
            if isinstance(a, CastSpell) and a.permission == "flashback"]


# --------------------------------------------------------------------------
# Recognition
# --------------------------------------------------------------------------


def test_every_card_of_the_pool_is_understood(rules: Any) -> None:
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)


def test_flashback_costs_are_read_from_the_keyword_line(rules: Any) -> None:
    def cost(name: str) -> str:
        (ability,) = [a for a in rules.card(name).abilities if isinstance(a, FlashbackAbility)]
        return str(ability.cost)

    assert cost("Think Twice") == "{2}{U}"
    assert cost("Deep Analysis") == "{1}{U}, Pay 3 life"
    assert cost("Battle Screech") == "Tap three untapped white creatures you control"
    assert cost("Dread Return") == "Sacrifice three creatures"
    assert cost("Devil's Play") == "{X}{R}{R}{R}"


def test_without_the_plugin_a_flashback_card_names_the_missing_plugin() -> None:
    """Kernel only: Think Twice's data loads, but its keyword needs this plugin (and the
    card can't be cast, with an error naming the plugin)."""
    from manastack.api import Rules, TomlCardSource, check_playable

    source = TomlCardSource.from_package("flashback", "manastack_flashback", "cards.toml")
    definition = source.get("Think Twice")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert card.missing_keywords == (("flashback", "flashback"),)
    with pytest.raises(UnsupportedCardError, match="plugin 'flashback'"):
        check_playable(None, card)  # type: ignore[arg-type]


# --------------------------------------------------------------------------
# The permission (702.34a, SEED-36)
# --------------------------------------------------------------------------


def test_SEED_36_flashback_casts_from_the_graveyard_for_the_flashback_cost(table: Table) -> None:
    table.lands(0, "Island", 3)
    table.graveyard(0, "Think Twice")
    table.library(0, "Island")
    assert flashback_casts(table) == ["Think Twice"]
    table.cast("Think Twice", using="flashback")
    table.assert_logged(rule="601.2f", contains="base {2}{U}")
    assert all(o.tapped for o in table.game.battlefield(0))  # paid {2}{U}, not {1}{U}
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Island"]
    table.assert_zone("Think Twice", Zone.EXILE)
    assert table.names(Zone.GRAVEYARD, 0) == []
    table.assert_logged(rule="702.34a", contains="exile it instead")


def test_SEED_36_flashback_needs_the_card_in_the_graveyard(table: Table) -> None:
    table.lands(0, "Island", 3)
    table.hand(0, "Think Twice")
    assert flashback_casts(table) == []
    table.assert_illegal(table.cast, "Think Twice", using="flashback", zone=Zone.HAND, rule="601.3")


def test_601_3_702_34a_the_name_lookup_and_game_act_refuse_a_flashback_from_hand_alike(
        table: Table) -> None:
    """Think Twice in the hand: casting it with flashback by its name and sending
    ``CastSpell`` to ``Game.act`` give the same refusal, flashback's rule and its reason."""
    table.lands(0, "Island", 3)
    (card,) = table.hand(0, "Think Twice")
    by_name = table.assert_illegal(table.cast, "Think Twice", using="flashback", rule="601.3")
    by_act = table.assert_illegal(table.game.act, CastSpell(card.id, "flashback"),
                                  rule="601.3")
    assert (by_name.reason, by_name.rules) == (by_act.reason, by_act.rules)
    assert "702.34a" in by_act.rules and "only from its owner's graveyard" in by_act.reason


def test_flashback_permission_is_only_for_the_graveyard_owner(table: Table) -> None:
    table.lands(0, "Island", 3)
    (card,) = table.graveyard(1, "Think Twice")
    assert flashback_casts(table) == []
    table.assert_illegal(table.game.act, CastSpell(card.id, "flashback"), rule="601.3")


def test_flashback_keeps_the_cards_timing_for_a_sorcery(table_factory: Callable[..., Table]) -> None:
    table = table_factory(active=1, step=Step.MAIN1)
    table.lands(0, "Mountain", 3)
    table.graveyard(0, "Faithless Looting")
    table.pass_priority()  # Bob passes: Alice has priority in Bob's main phase
    assert flashback_casts(table) == []
    table.assert_illegal(table.cast, "Faithless Looting", using="flashback", rule="307.1")


def test_flashback_keeps_the_cards_timing_for_an_instant(table_factory: Callable[..., Table]) -> None:
    table = table_factory(active=1, step=Step.UPKEEP)
    table.lands(0, "Island", 3)
    table.graveyard(0, "Think Twice")
    table.library(0, "Island")
    table.pass_priority()
    table.cast("Think Twice", using="flashback")
    table.resolve()
    table.assert_zone("Think Twice", Zone.EXILE)


def test_flashback_sorcery_needs_an_empty_stack(table: Table) -> None:
    table.lands(0, "Mountain", 4)
    table.lands(0, "Island", 2)
    table.hand(0, "Think Twice")
    table.graveyard(0, "Faithless Looting")
    table.library(0, "Island", "Island", "Island")
    table.cast("Think Twice")
    table.assert_illegal(table.cast, "Faithless Looting", using="flashback", rule="307.1")


def _grant_flashback(table: Table, name: str) -> None:
    """A test effect: the card ``name`` in a graveyard gains flashback (cost: its mana cost)."""
    obj = table.find(name, zone=Zone.GRAVEYARD)
    table.game.add_effect(ContinuousEffect(
        parts=(AddAbilities((GRANTED,)),), objects=(obj.id,), zones=(Zone.GRAVEYARD,),
        duration=UNTIL_END_OF_TURN, text="test: gains flashback",
    ))
    table.refresh()


def test_a_creature_card_given_flashback_cant_be_cast_with_it(table: Table) -> None:
    table.lands(0, "Forest", 2)
    table.graveyard(0, "Grizzly Bears")
    _grant_flashback(table, "Grizzly Bears")
    assert table.has_keyword("Grizzly Bears", "flashback", zone=Zone.GRAVEYARD)
    assert flashback_casts(table) == []  # not offered: 601.2e would refuse it
    error = table.assert_illegal(table.cast, "Grizzly Bears", using="flashback", rule="601.2e")
    assert "702.34a" in str(error)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)


# --------------------------------------------------------------------------
# Exiled however it leaves the stack (702.34a, 614.1a)
# --------------------------------------------------------------------------


def test_flashback_spell_countered_is_exiled(table: Table) -> None:
    table.lands(0, "Island", 3)
    table.lands(1, "Island", 2)
    table.graveyard(0, "Think Twice")
    table.hand(1, "Counterspell")
    table.cast("Think Twice", using="flashback")
    table.pass_priority()
    table.cast("Counterspell", targets=["Think Twice"])
    table.resolve()
    table.assert_zone("Think Twice", Zone.EXILE)
    assert "Think Twice" not in table.names(Zone.GRAVEYARD, 0)
    table.assert_logged(rule="702.34a", contains="goes to exile instead of graveyard")
    table.assert_logged(rule="701.6a")


def test_flashback_spell_returned_to_hand_is_exiled(table: Table) -> None:
    table.lands(0, "Island", 3)
    table.lands(1, "Plains", 2)
    table.graveyard(0, "Think Twice")
    table.hand(1, "Reprieve")
    table.library(1, "Plains")
    table.cast("Think Twice", using="flashback")
    table.pass_priority()
    table.cast("Reprieve", targets=["Think Twice"])
    table.resolve()
    table.assert_zone("Think Twice", Zone.EXILE)
    assert table.names(Zone.HAND, 0) == []
    table.assert_logged(rule="702.34a", contains="goes to exile instead of hand")


def test_flashback_spell_that_fizzles_is_exiled(table: Table) -> None:
    table.lands(0, "Plains", 4)
    table.lands(1, "Swamp", 1)
    table.graveyard(0, "Unburial Rites", "Grizzly Bears")
    table.hand(1, "Coffin Purge")
    table.cast("Unburial Rites", using="flashback", targets=["Grizzly Bears"])
    table.pass_priority()
    table.cast("Coffin Purge", targets=["Grizzly Bears"])
    table.resolve()  # Coffin Purge: the target is gone
    table.resolve()  # Unburial Rites doesn't resolve (608.2b)
    table.assert_logged(rule="608.2b", contains="doesn't resolve")
    table.assert_zone("Unburial Rites", Zone.EXILE)
    assert "Unburial Rites" not in table.names(Zone.GRAVEYARD, 0)


def test_a_card_cast_from_hand_goes_to_the_graveyard(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.hand(0, "Think Twice")
    table.library(0, "Island")
    table.cast("Think Twice")
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0) == ["Think Twice"]
    assert not table.logged(rule="702.34a")


def test_a_copy_of_a_flashback_spell_is_not_exiled_it_ceases_to_exist(table: Table) -> None:
    table.lands(0, "Island", 3)
    table.graveyard(0, "Think Twice")
    table.library(0, "Island", "Island")
    original = table.cast("Think Twice", using="flashback")
    game = table.game
    # a copy of the spell on the stack (CR 707.10): not a card, same casting choices
    copy = game.create_object(original.card, 0, Zone.STACK, log=False)
    game.update(copy.id, is_copy=True, spell=original.spell)
    table.refresh()  # the copy was made with Game methods: list the actions again
    table.resolve()  # the copy
    assert game.find(copy.id) is None
    assert not table.logged(rule="702.34a")  # no flashback replacement for a copy
    assert table.names(Zone.EXILE) == []
    table.resolve()  # the card
    table.assert_zone("Think Twice", Zone.EXILE)


# --------------------------------------------------------------------------
# Costs: non-mana parts, total cost, mana value (601.2f-h, 118.9)
# --------------------------------------------------------------------------


def test_deep_analysis_flashback_pays_mana_and_life(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.graveyard(0, "Deep Analysis")
    table.library(1, "Island", "Island")
    table.cast("Deep Analysis", using="flashback", targets=["Bob"])
    table.assert_life(0, 17)
    table.assert_logged(rule="119.4", contains="pays 3 life")
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Island", "Island"]
    table.assert_zone("Deep Analysis", Zone.EXILE)


def test_deep_analysis_flashback_needs_three_life(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.graveyard(0, "Deep Analysis")
    table.game.update_player(0, life=2)
    assert flashback_casts(table) == []
    table.assert_illegal(table.cast, "Deep Analysis", using="flashback", targets=["Bob"],
                         rule="601.2h")
    table.assert_zone("Deep Analysis", Zone.GRAVEYARD)


def test_battle_screech_flashback_taps_three_white_creatures(table: Table) -> None:
    table.lands(0, "Plains", 4)
    table.battlefield(0, "Savannah Lions")
    table.hand(0, "Battle Screech")
    table.cast("Battle Screech")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Bird Token") == 2
    # the new Birds are summoning sick: tapping them for a cost isn't {T} (CR 302.6)
    table.cast("Battle Screech", using="flashback", tap=["Bird Token", "Bird Token",
                                                        "Savannah Lions"])
    table.resolve()
    birds = [o for o in table.game.battlefield(0) if o.card.name == "Bird Token"]
    assert len(birds) == 4
    assert sum(o.tapped for o in birds) == 2
    assert table.has_keyword("Bird Token", "flying")
    table.assert_zone("Battle Screech", Zone.EXILE)


def test_battle_screech_flashback_needs_three_untapped_white_creatures(table: Table) -> None:
    table.battlefield(0, "Savannah Lions", "Savannah Lions")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(0, "Savannah Lions", tapped=True)
    table.graveyard(0, "Battle Screech")
    assert flashback_casts(table) == []
    table.assert_illegal(table.cast, "Battle Screech", using="flashback", rule="601.2h")


def test_dread_return_flashback_sacrifices_three_creatures(table: Table) -> None:
    table.battlefield(0, "Savannah Lions", "Memnite", "Gray Ogre")
    table.graveyard(0, "Dread Return", "Craw Wurm")
    table.cast("Dread Return", using="flashback", targets=["Craw Wurm"],
               sacrifice=["Savannah Lions", "Memnite", "Gray Ogre"])
    assert table.names(Zone.BATTLEFIELD, 0) == []
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0) == ["Craw Wurm"]
    table.assert_zone("Dread Return", Zone.EXILE)
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Gray Ogre", "Memnite", "Savannah Lions"]


def test_lava_dart_flashback_sacrifices_a_mountain(table: Table) -> None:
    table.battlefield(0, "Mountain", "Island")
    table.graveyard(0, "Lava Dart")
    table.cast("Lava Dart", using="flashback", targets=["Bob"], sacrifice=["Mountain"])
    assert table.names(Zone.BATTLEFIELD, 0) == ["Island"]
    table.resolve()
    table.assert_life(1, 19)
    table.assert_zone("Lava Dart", Zone.EXILE)


def test_lava_dart_flashback_cant_sacrifice_a_non_mountain(table: Table) -> None:
    table.battlefield(0, "Island")
    table.graveyard(0, "Lava Dart")
    assert flashback_casts(table) == []
    table.assert_illegal(table.cast, "Lava Dart", using="flashback", targets=["Bob"],
                         rule="601.2h")


def test_electric_revelation_flashback_still_pays_its_additional_cost(table: Table) -> None:
    table.lands(0, "Mountain", 4)
    table.graveyard(0, "Electric Revelation")
    table.hand(0, "Island")
    table.library(0, "Forest", "Forest")
    table.cast("Electric Revelation", using="flashback", discard=["Island"])
    table.assert_logged(rule="601.2f", contains="additional")
    assert table.names(Zone.GRAVEYARD, 0) == ["Island"]
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest", "Forest"]
    table.assert_zone("Electric Revelation", Zone.EXILE)


def test_electric_revelation_flashback_needs_a_card_to_discard(table: Table) -> None:
    table.lands(0, "Mountain", 4)
    table.graveyard(0, "Electric Revelation")
    assert flashback_casts(table) == []
    table.assert_illegal(table.cast, "Electric Revelation", using="flashback", rule="601.2h")


def test_flashback_total_cost_includes_increases_and_reductions(table: Table) -> None:
    """CR 601.2f, 118.9d: Thalia's tax and the Electromancer's reduction apply to the
    flashback cost; the mana value is still that of the mana cost (202.3)."""
    table.battlefield(0, "Thalia, Guardian of Thraben")
    table.lands(0, "Island", 4)
    table.graveyard(0, "Think Twice")
    table.library(0, "Island")
    spell = table.cast("Think Twice", using="flashback")
    table.assert_logged(rule="601.2f", contains="base {2}{U}; + {1} (Thalia, Guardian of Thraben)")
    assert all(o.tapped for o in table.game.battlefield(0) if o.card.name == "Island")
    assert table.game.mana_value(spell.id) == 2  # {1}{U}, not the {3}{U} paid


def test_flashback_total_cost_with_a_reduction(table: Table) -> None:
    table.battlefield(0, "Goblin Electromancer")
    table.lands(0, "Island", 2)
    table.battlefield(0, "Island", tapped=True)
    table.graveyard(0, "Think Twice")
    table.library(0, "Island")
    spell = table.cast("Think Twice", using="flashback")
    table.assert_logged(rule="601.2f", contains="- {1} (Goblin Electromancer)")
    assert table.game.mana_value(spell.id) == 2
    table.resolve()
    table.assert_zone("Think Twice", Zone.EXILE)


def test_flashback_total_cost_with_tax_and_reduction(table: Table) -> None:
    table.battlefield(0, "Thalia, Guardian of Thraben", "Goblin Electromancer")
    table.lands(0, "Forest", 1)
    table.graveyard(0, "Ancient Grudge")
    table.battlefield(1, "Sol Ring")
    table.cast("Ancient Grudge", using="flashback", targets=["Sol Ring"])
    table.assert_logged(rule="601.2f", contains="= {G} (locked)")
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Sol Ring"]


# --------------------------------------------------------------------------
# SEED-23: choosing flashback restricts the announcement (601.2b, 118.9a)
# --------------------------------------------------------------------------


def test_SEED_23_flashback_bounds_the_x_that_can_be_announced(
        table_factory: Callable[..., Table]) -> None:
    """CR 601.2b: choosing to cast with flashback restricts the later announcement: X is
    announced for the flashback cost {X}{R}{R}{R}, not for the mana cost {X}{R}."""

    def announced_x_options(using: str, zone: Zone) -> tuple[Any, ...]:
        table = table_factory()
        table.lands(0, "Mountain", 5)
        table.put("Devil's Play", zone, 0)
        seen = table.on_decision()
        table.cast("Devil's Play", using=using, zone=zone, targets=["Bob"])
        (x,) = [d for d in seen if d.kind == "x"]
        return x.options

    assert max(announced_x_options("hand", Zone.HAND)) == 4
    assert max(announced_x_options("flashback", Zone.GRAVEYARD)) == 2


def test_SEED_23_flashback_x_is_paid_and_resolves(table: Table) -> None:
    table.lands(0, "Mountain", 5)
    table.graveyard(0, "Devil's Play")
    table.cast("Devil's Play", using="flashback", x=2, targets=["Bob"])
    table.assert_logged(rule="601.2f", contains="base {2}{R}{R}{R}")
    table.resolve()
    table.assert_life(1, 18)
    table.assert_zone("Devil's Play", Zone.EXILE)


def test_SEED_23_flashback_cant_be_combined_with_another_alternative_cost(table: Table) -> None:
    """CR 601.2b, 118.9a: once flashback is chosen, the spell can't also be cast without
    paying its mana cost (another alternative cost)."""
    table.lands(0, "Island", 3)
    obj = table.graveyard(0, "Think Twice")[0]
    game = table.game
    before = game.state_digest()
    with pytest.raises(IllegalActionError) as info, game.transaction():
        cast_without_paying(game, 0, obj.id, permission="flashback")
    assert info.value.rule == "118.9a"
    assert game.state_digest() == before


# --------------------------------------------------------------------------
# Granting flashback (Snapcaster Mage, Past in Flames)
# --------------------------------------------------------------------------


def test_snapcaster_mage_grants_flashback_equal_to_the_mana_cost(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Snapcaster Mage")
    table.graveyard(0, "Lightning Bolt")
    table.cast("Snapcaster Mage")
    table.resolve()
    table.resolve(answers=[Answer("targets", (table.find("Lightning Bolt").id,))])
    assert table.has_keyword("Lightning Bolt", "flashback", zone=Zone.GRAVEYARD)
    table.cast("Lightning Bolt", using="flashback", targets=["Bob"])
    table.assert_logged(rule="601.2f", contains="base {R}")
    table.resolve()
    table.assert_life(1, 17)
    table.assert_zone("Lightning Bolt", Zone.EXILE)


def test_granted_flashback_ends_at_end_of_turn(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.hand(0, "Snapcaster Mage")
    table.graveyard(0, "Think Twice")
    table.library(0, "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    table.cast("Snapcaster Mage")
    table.resolve()
    table.resolve()  # the trigger targets Think Twice (the only choice)
    assert table.has_keyword("Think Twice", "flashback", zone=Zone.GRAVEYARD)
    table.next_turn()
    # Think Twice has its own flashback: the granted one (cost {1}{U}) is gone (514.2)
    costs = sorted(str(p.cost) for p in all_permissions(table.game, 0) if p.name == "flashback")
    assert costs == ["{2}{U}"]


def test_snapcaster_gives_think_twice_a_second_flashback_cost_to_choose(table: Table) -> None:
    """Two flashback abilities: the player chooses which permission casts it (601.2b)."""
    table.lands(0, "Island", 4)
    table.hand(0, "Snapcaster Mage")
    table.graveyard(0, "Think Twice")
    table.library(0, "Island")
    table.cast("Snapcaster Mage")
    table.resolve()
    table.resolve()
    table.on_decision("casting_permission", by_label("{1}{U}"))
    table.cast("Think Twice", using="flashback")
    table.assert_logged(rule="601.2b", contains="flashback {1}{U}")
    table.assert_logged(rule="601.2f", contains="base {1}{U}")
    table.resolve()
    table.assert_zone("Think Twice", Zone.EXILE)


def test_a_card_with_no_mana_cost_given_flashback_cant_be_cast_that_way(table: Table) -> None:
    """CR 118.6, 202.1b: the flashback cost "equal to its mana cost" of a card with no mana
    cost can't be paid. (The card is built here: every printed instant or sorcery without a
    mana cost has suspend, a keyword manastack doesn't implement yet.)"""
    card = table.game.rules.compile(CardDef(
        name="Costless Insight", mana_cost=None, type_line="Sorcery", text="Draw a card."))
    table.lands(0, "Island", 4)
    obj = table.put(card, Zone.GRAVEYARD, 0)
    table.game.add_effect(ContinuousEffect(
        parts=(AddAbilities((GRANTED,)),), objects=(obj.id,), zones=(Zone.GRAVEYARD,),
        duration=UNTIL_END_OF_TURN, text="test: gains flashback"))
    table.refresh()
    assert flashback_casts(table) == []
    table.assert_illegal(table.cast, "Costless Insight", using="flashback", rule="118.6")


def test_past_in_flames_grants_flashback_to_instants_and_sorceries(table: Table) -> None:
    table.lands(0, "Mountain", 6)
    table.hand(0, "Past in Flames")
    table.graveyard(0, "Lightning Bolt", "Shock", "Grizzly Bears")
    table.cast("Past in Flames")
    table.resolve()
    assert table.has_keyword("Lightning Bolt", "flashback", zone=Zone.GRAVEYARD)
    assert table.has_keyword("Shock", "flashback", zone=Zone.GRAVEYARD)
    assert not table.has_keyword("Grizzly Bears", "flashback", zone=Zone.GRAVEYARD)
    # Past in Flames itself is in the graveyard (cast from hand), its {4}{R} unaffordable now
    assert sorted(flashback_casts(table)) == ["Lightning Bolt", "Shock"]
    table.cast("Shock", using="flashback", targets=["Bob"])
    table.resolve()
    table.cast("Lightning Bolt", using="flashback", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 15)
    assert sorted(table.names(Zone.EXILE)) == ["Lightning Bolt", "Shock"]


def test_past_in_flames_only_reaches_cards_there_as_it_resolves(table: Table) -> None:
    """CR 611.2c: a later instant in the graveyard doesn't gain flashback."""
    table.lands(0, "Mountain", 6)
    table.hand(0, "Past in Flames", "Shock")
    table.cast("Past in Flames")
    table.resolve()
    table.cast("Shock", targets=["Bob"])
    table.resolve()
    assert not table.has_keyword("Shock", "flashback", zone=Zone.GRAVEYARD)


# --------------------------------------------------------------------------
# The cards
# --------------------------------------------------------------------------


def test_think_twice_from_hand_then_flashback(table: Table) -> None:
    table.lands(0, "Island", 5)
    table.hand(0, "Think Twice")
    table.library(0, "Forest", "Forest")
    table.cast("Think Twice")
    table.resolve()
    table.cast("Think Twice", using="flashback")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest", "Forest"]
    table.assert_zone("Think Twice", Zone.EXILE)


def test_faithless_looting_draws_then_discards_and_flashes_back(table: Table) -> None:
    table.lands(0, "Mountain", 4)
    table.hand(0, "Faithless Looting", "Grizzly Bears")
    table.library(0, "Island", "Forest", "Swamp", "Plains")
    table.cast("Faithless Looting")
    table.on_decision("discard", by_name("Grizzly Bears", "Island"))
    table.resolve()
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Faithless Looting", "Grizzly Bears",
                                                      "Island"]
    table.cast("Faithless Looting", using="flashback")
    table.assert_logged(rule="601.2f", contains="base {2}{R}")
    table.on_decision("discard", by_name("Forest", "Swamp"))
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Plains"]
    table.assert_zone("Faithless Looting", Zone.EXILE)


def test_firebolt_flashback_deals_two_damage(table: Table) -> None:
    table.lands(0, "Mountain", 5)
    table.battlefield(1, "Grizzly Bears")
    table.graveyard(0, "Firebolt")
    table.cast("Firebolt", using="flashback", targets=["Grizzly Bears"])
    table.assert_logged(rule="601.2f", contains="base {4}{R}")
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]
    table.assert_zone("Firebolt", Zone.EXILE)


def test_lingering_souls_twice(table: Table) -> None:
    table.lands(0, "Plains", 3)
    table.lands(0, "Swamp", 2)
    table.hand(0, "Lingering Souls")
    table.cast("Lingering Souls")
    table.resolve()
    table.cast("Lingering Souls", using="flashback")
    table.assert_logged(rule="601.2f", contains="base {1}{B}")
    table.resolve()
    spirits = [o for o in table.game.battlefield(0) if o.card.name == "Spirit Token"]
    assert len(spirits) == 4
    assert all(table.game.has_keyword(o.id, "flying") for o in spirits)
    assert table.power("Spirit Token") == 1
    table.assert_zone("Lingering Souls", Zone.EXILE)


def test_roar_of_the_wurm_flashback(table: Table) -> None:
    table.lands(0, "Forest", 4)
    table.graveyard(0, "Roar of the Wurm")
    table.cast("Roar of the Wurm", using="flashback")
    table.resolve()
    assert table.power("Wurm Token") == 6 and table.toughness("Wurm Token") == 6
    table.assert_zone("Roar of the Wurm", Zone.EXILE)


def test_unburial_rites_flashback_returns_a_creature(table: Table) -> None:
    table.lands(0, "Plains", 4)
    table.graveyard(0, "Unburial Rites", "Craw Wurm")
    table.cast("Unburial Rites", using="flashback", targets=["Craw Wurm"])
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Craw Wurm") == 1
    table.assert_zone("Unburial Rites", Zone.EXILE)


def test_ancient_grudge_flashback_destroys_an_artifact(table: Table) -> None:
    table.lands(0, "Forest", 1)
    table.battlefield(1, "Memnite")
    table.graveyard(0, "Ancient Grudge")
    table.cast("Ancient Grudge", using="flashback", targets=["Memnite"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Memnite"]
    table.assert_zone("Ancient Grudge", Zone.EXILE)


def test_moments_peace_prevents_combat_damage_then_flashes_back(
        table_factory: Callable[..., Table]) -> None:
    table = table_factory(active=1, step=Step.MAIN1)
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Forest", 5)
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.hand(0, "Moment's Peace")
    table.attack("Craw Wurm")
    table.pass_priority()  # Bob passes in declare attackers
    table.cast("Moment's Peace")
    table.resolve()
    table.go_to(Step.END)
    table.assert_life(0, 20)
    table.assert_logged(rule="615.1a", contains="prevented")
    # next turn Bob attacks again: flashback it
    table.go_to(Step.DECLARE_ATTACKERS, turn=3)
    table.attack("Craw Wurm")
    table.pass_priority()
    table.cast("Moment's Peace", using="flashback")
    table.assert_logged(rule="601.2f", contains="base {2}{G}")
    table.resolve()
    table.go_to(Step.END)
    table.assert_life(0, 20)
    table.assert_zone("Moment's Peace", Zone.EXILE)


def test_moments_peace_does_not_prevent_noncombat_damage(table: Table) -> None:
    table.lands(0, "Forest", 2)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Moment's Peace", "Lightning Bolt")
    table.cast("Moment's Peace")
    table.resolve()
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 17)


def test_travel_preparations_flashback_counters_on_two_creatures(table: Table) -> None:
    table.lands(0, "Plains", 2)
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    table.graveyard(0, "Travel Preparations")
    table.cast("Travel Preparations", using="flashback",
               targets=[["Grizzly Bears", "Savannah Lions"]])
    table.resolve()
    assert table.counters("Grizzly Bears", "+1/+1") == 1
    assert table.counters("Savannah Lions", "+1/+1") == 1
    table.assert_zone("Travel Preparations", Zone.EXILE)


def test_call_of_the_herd_flashback(table: Table) -> None:
    table.lands(0, "Forest", 4)
    table.graveyard(0, "Call of the Herd")
    table.cast("Call of the Herd", using="flashback")
    table.resolve()
    assert table.power("Elephant Token") == 3
    table.assert_zone("Call of the Herd", Zone.EXILE)


def test_coffin_purge_flashback_exiles_a_card_from_a_graveyard(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.graveyard(0, "Coffin Purge")
    table.graveyard(1, "Craw Wurm")
    table.cast("Coffin Purge", using="flashback", targets=["Craw Wurm"])
    table.resolve()
    assert sorted(table.names(Zone.EXILE)) == ["Coffin Purge", "Craw Wurm"]


def test_silent_departure_flashback_bounces(table: Table) -> None:
    table.lands(0, "Island", 5)
    table.battlefield(1, "Craw Wurm")
    table.graveyard(0, "Silent Departure")
    table.cast("Silent Departure", using="flashback", targets=["Craw Wurm"])
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Craw Wurm"]
    table.assert_zone("Silent Departure", Zone.EXILE)


def test_dream_twist_flashback_mills_three(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.library(1, "Forest", "Forest", "Forest", "Island")
    table.graveyard(0, "Dream Twist")
    table.cast("Dream Twist", using="flashback", targets=["Bob"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Forest", "Forest", "Forest"]
    table.assert_zone("Dream Twist", Zone.EXILE)


def test_crippling_fatigue_flashback(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.battlefield(1, "Grizzly Bears")
    table.graveyard(0, "Crippling Fatigue")
    table.cast("Crippling Fatigue", using="flashback", targets=["Grizzly Bears"])
    table.assert_life(0, 17)
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]


def test_acorn_harvest_flashback(table: Table) -> None:
    table.lands(0, "Forest", 2)
    table.graveyard(0, "Acorn Harvest")
    table.cast("Acorn Harvest", using="flashback")
    table.assert_life(0, 17)
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Squirrel Token") == 2


def test_chainers_edict_flashback(table: Table) -> None:
    table.lands(0, "Swamp", 7)
    table.battlefield(1, "Grizzly Bears", "Craw Wurm")
    table.graveyard(0, "Chainer's Edict")
    table.cast("Chainer's Edict", using="flashback", targets=["Bob"])
    table.assert_logged(rule="601.2f", contains="base {5}{B}{B}")
    # the sacrificing player chooses (SEED-16): Bob keeps the Wurm
    table.resolve(answers=[Answer("sacrifice", (table.find("Grizzly Bears").id,))])
    assert table.names(Zone.BATTLEFIELD, 1) == ["Craw Wurm"]
    table.assert_zone("Chainer's Edict", Zone.EXILE)


def test_bump_in_the_night_flashback(table: Table) -> None:
    table.lands(0, "Mountain", 6)
    table.graveyard(0, "Bump in the Night")
    table.cast("Bump in the Night", using="flashback", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 17)
    table.assert_zone("Bump in the Night", Zone.EXILE)


def test_legal_actions_list_flashback_only_when_affordable(table: Table) -> None:
    table.lands(0, "Mountain", 4)
    table.graveyard(0, "Firebolt")
    assert flashback_casts(table) == []  # {4}{R} needs five lands
    table.lands(0, "Mountain", 1)
    assert flashback_casts(table) == ["Firebolt"]


def test_an_illegal_flashback_cast_changes_nothing(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.graveyard(0, "Think Twice")
    error = table.assert_illegal(table.cast, "Think Twice", using="flashback", rule="601.2h")
    assert isinstance(error, IllegalActionError)
    table.assert_zone("Think Twice", Zone.GRAVEYARD)


def test_a_static_ability_giving_flashback_to_cards_in_your_graveyard(table: Table) -> None:
    """Lier, Disciple of the Drowned's second ability, alone on a card built here (the
    printed card is played in core/grammar/tests/test_played_granted_flashback.py)."""
    card = table.game.rules.compile(CardDef(
        name="Drowned Disciple", mana_cost="{3}{U}{U}", type_line="Creature — Human Wizard",
        power="3", toughness="4",
        text="Each instant and sorcery card in your graveyard has flashback. The flashback "
             "cost is equal to that card's mana cost."))
    assert card.playable, card.unrecognized
    table.put(card, Zone.BATTLEFIELD, 0)
    table.lands(0, "Mountain", 1)
    table.graveyard(0, "Lightning Bolt", "Grizzly Bears")
    table.graveyard(1, "Shock")
    assert table.has_keyword("Lightning Bolt", "flashback", zone=Zone.GRAVEYARD)
    assert not table.has_keyword("Grizzly Bears", "flashback", zone=Zone.GRAVEYARD)
    assert not table.has_keyword("Shock", "flashback", zone=Zone.GRAVEYARD)
    table.cast("Lightning Bolt", using="flashback", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 17)
    table.assert_zone("Lightning Bolt", Zone.EXILE)
    table.graveyard(0, "Shock")
    assert table.has_keyword("Shock", "flashback", zone=Zone.GRAVEYARD)  # a static: any time


def test_electric_revelation_cant_discard_itself(table: Table) -> None:
    """Cast from hand, the card is on the stack before its additional cost is paid (601.2a):
    alone in hand, it can't be discarded to pay for itself."""
    table.lands(0, "Mountain", 3)
    table.hand(0, "Electric Revelation")
    assert [a for a in table.game.legal_actions() if isinstance(a, CastSpell)] == []
    table.assert_illegal(table.cast, "Electric Revelation", rule="601.2h")


def test_coffin_purge_from_the_graveyard_cant_target_itself(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.graveyard(0, "Coffin Purge")
    assert flashback_casts(table) == []
    table.assert_illegal(table.cast, "Coffin Purge", using="flashback", rule="601.2c")


def test_a_flashback_cost_with_a_discard_part_is_paid_as_the_spell_is_cast(table: Table) -> None:
    """CR 702.34a, 601.2h: a flashback cost of mana and "Discard a card" (the form of
    Deep Analysis' "Pay 3 life", no printed card has it): the card is discarded while the
    spell is cast, and with no card in hand the flashback cast is refused (601.2h)."""
    card = table.card("Grave Study", "Sorcery", "Draw two cards.\nFlashback—{1}{B}, "
                      "Discard a card.", "{2}{B}")
    table.lands(0, "Swamp", 2)
    table.graveyard(0, card)
    table.library(0, "Forest", "Forest")
    table.assert_illegal(table.cast, "Grave Study", using="flashback", rule="601.2h")
    table.hand(0, "Island")
    table.cast("Grave Study", using="flashback", discard=["Island"])
    assert table.names(Zone.GRAVEYARD, 0) == ["Island"]
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest", "Forest"]
    table.assert_zone("Grave Study", Zone.EXILE)
