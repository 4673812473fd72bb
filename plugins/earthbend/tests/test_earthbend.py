"""Earthbend (CR 701.66, 603.7, 611.2c, 613.6, 400.7): the manastack-earthbend plugin.

Every test enables earthbend only; the kernel pulls in haste, its declared need.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytest_manastack import needs_corpus

from manastack.api import (
    Answer,
    ContinuousEffect,
    PluginError,
    RemoveAbilities,
    Rules,
    Step,
    TomlCardSource,
    UnsupportedCardError,
    Zone,
    hookimpl,
)

HERE = Path(__file__).parent


class _Watcher:
    """A card source with a test card that triggers "whenever you earthbend"."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource("watcher", HERE / "watcher_cards.toml")]


class _EarthbendCardsOnly:
    """The earthbend card file as a plain card source, without the plugin's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("earthbend-cards", "manastack_earthbend",
                                            "cards.toml")]


WATCHER = {"watcher": _Watcher()}


def lesson(table, target: str = "Forest", player: int = 0):
    """Cast Earthbending Lesson ("Earthbend 4.") on ``target`` and let it resolve."""
    table.mana(player, "GGGG")
    table.hand(player, "Earthbending Lesson")
    table.cast("Earthbending Lesson", targets=[target])
    table.resolve()
    return table.find(target, zone=Zone.BATTLEFIELD)


def targets(*ids: int) -> list[Answer]:
    return [Answer("targets", ids)]


# --------------------------------------------------------------------------
# The package: keyword, dependency on haste
# --------------------------------------------------------------------------


def test_earthbend_needs_haste_and_the_kernel_pulls_it_in_with_a_note():
    rules = Rules.load(enable=["earthbend"], env={})
    assert "haste" in rules.ruleset.enabled
    assert "haste enabled: needed by earthbend" in rules.ruleset.notes
    info = {p.name: p for p in rules.ruleset.plugins}
    assert info["earthbend"].requires == ("haste",)
    assert info["earthbend"].version == "0.1.0"
    assert info["earthbend"].keywords == ("earthbend",)
    assert info["haste"].reason == "pulled in: needed by earthbend"


@pytest.mark.parametrize("how", ["argument", "environment"])
def test_blocking_haste_while_enabling_earthbend_is_an_error_naming_both(how):
    with pytest.raises(PluginError, match=r"earthbend needs haste, which is disabled"):
        if how == "argument":
            Rules.load(enable=["earthbend"], disable=["haste"], env={})
        else:
            Rules.load(enable=["earthbend"], env={"MANASTACK_DISABLE_PLUGINS": "haste"})


@pytest.mark.plugins(extra={"earthbend-cards": _EarthbendCardsOnly()})
def test_without_the_plugin_an_earthbend_card_is_refused_naming_it(table):
    table.battlefield(0, "Forest")
    table.mana(0, "GGGG")
    with pytest.raises(UnsupportedCardError, match=r"keyword 'earthbend'.*plugin 'earthbend'"):
        table.hand(0, "Earthbending Lesson")  # it can't enter a game as it is
    table.put("Earthbending Lesson", Zone.HAND, 0, inert=True)  # a placeholder, asked for
    table.game.pending()  # the main phase begins (its turn-based actions) before the attempt
    before = table.game.state_digest()
    with pytest.raises(UnsupportedCardError, match=r"keyword 'earthbend'.*plugin 'earthbend'"):
        table.cast("Earthbending Lesson", targets=["Forest"])
    assert table.game.state_digest() == before


@pytest.mark.plugins("earthbend")
def test_earthbend_is_a_keyword_action_not_an_ability(rules):
    card = rules.card("Earthbending Lesson")
    assert card.playable
    assert not any(getattr(a, "keyword", None) == "earthbend" for a in card.abilities)
    assert rules.ruleset.plugin_of_keyword("earthbend") == "earthbend"


# --------------------------------------------------------------------------
# SEED-26: earthbend N (701.66a)
# --------------------------------------------------------------------------


@pytest.mark.plugins("earthbend")
def test_SEED_26_earthbend_4_makes_a_4_4_land_creature_with_haste(table):
    forest = table.battlefield(0, "Forest")[0]
    lesson(table)
    game = table.game
    ch = game.chars(forest.id)
    assert ch.is_creature and ch.is_land and ch.type_line.has_subtype("Forest")
    assert (ch.power, ch.toughness) == (4, 4)
    assert game.obj(forest.id).counter("+1/+1") == 4
    assert game.has_keyword(forest.id, "haste")
    assert game.controller(forest.id) == 0
    table.assert_logged(rule="701.66a", contains="earthbends 4")
    table.assert_logged(rule="701.66a", contains="(layer 4, 6, 7b)")
    table.assert_logged(rule="603.7a", contains="return it to the battlefield tapped")
    table.tap_for_mana("Forest", "G")  # still a Forest: its mana ability stays (305.6)


@pytest.mark.plugins("earthbend")
def test_SEED_26_a_land_played_this_turn_attacks_at_once_thanks_to_haste(table):
    table.hand(0, "Forest")
    table.play("Forest")
    forest = table.find("Forest")
    lesson(table)
    assert not table.game.summoning_sick(forest.id)
    table.attack("Forest")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)


@pytest.mark.plugins("earthbend")
def test_SEED_26_when_the_land_dies_it_returns_tapped_as_a_new_plain_land(table):
    forest = table.battlefield(0, "Forest")[0]
    lesson(table)
    table.mana(0, "BBB")
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Forest"])
    table.resolve()  # Murder; the land dies; the delayed trigger goes on the stack
    table.assert_logged(rule="603.7", contains="delayed trigger")
    table.resolve()
    back = table.find("Forest", zone=Zone.BATTLEFIELD)
    game = table.game
    assert back.id != forest.id  # CR 400.7: a new object
    assert back.tapped
    assert not game.chars(back.id).is_creature
    assert back.counter("+1/+1") == 0
    assert not game.has_keyword(back.id, "haste")
    assert game.controller(back.id) == 0
    assert "Forest" not in table.names(Zone.GRAVEYARD)
    table.assert_logged(rule="400.7", contains="continuous effect(s) end")


@pytest.mark.plugins("earthbend")
def test_SEED_26_when_the_land_is_exiled_it_returns_tapped(table):
    table.battlefield(0, "Forest")
    lesson(table)
    table.mana(0, "WWW")
    table.hand(0, "Unmake")
    table.cast("Unmake", targets=["Forest"])
    table.resolve()
    table.resolve()
    back = table.find("Forest", zone=Zone.BATTLEFIELD)
    assert back.tapped and not table.game.chars(back.id).is_creature
    assert "Forest" not in table.names(Zone.EXILE)


@pytest.mark.plugins("earthbend")
def test_SEED_26_it_returns_under_the_earthbending_players_control_not_the_owners(table):
    """701.66a says "your control": Alice controls Bob's land, earthbends it; it comes back
    under Alice's control from Bob's graveyard."""
    stolen = table.put("Forest", Zone.BATTLEFIELD, 1, controller=0)
    lesson(table, target=f"Forest#{stolen.id}")
    table.mana(0, "BBB")
    table.hand(0, "Murder")
    table.cast("Murder", targets=[stolen.id])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Forest"]
    table.resolve()
    back = table.find("Forest", zone=Zone.BATTLEFIELD)
    assert back.owner == 1 and table.game.controller(back.id) == 0


@pytest.mark.plugins("earthbend")
def test_SEED_26_the_delayed_trigger_tracks_only_that_land_and_triggers_once(table):
    first, second = table.battlefield(0, "Forest", "Forest")
    lesson(table, target=f"Forest#{first.id}")
    assert len(table.game.state.delayed) == 1
    assert table.game.state.delayed[0].objects == (first.id,)
    table.mana(0, "BBBBBB")
    table.hand(0, "Murder")
    table.game.move(second.id, Zone.GRAVEYARD, cause="effect")  # the other Forest: nothing
    assert len(table.game.state.delayed) == 1
    table.cast("Murder", targets=[first.id])
    table.resolve()
    table.resolve()
    assert not table.game.state.delayed  # used up (603.7b)
    assert table.names(Zone.GRAVEYARD, 0).count("Forest") == 1


@pytest.mark.plugins("earthbend")
def test_earthbend_0_the_land_dies_as_a_0_0_and_returns_tapped(table):
    """Beifong's Bounty Hunters: a 0-power creature dies -> earthbend 0 (704.5f, 701.66a)."""
    table.battlefield(0, "Beifong's Bounty Hunters")
    forest = table.battlefield(0, "Forest")[0]
    table.battlefield(0, "Cunning Sparkmage")  # 0/1: it pings itself
    table.activate("Cunning Sparkmage", targets=["Cunning Sparkmage"])
    table.resolve(answers=targets(forest.id))  # Sparkmage dies; Beifong's trigger targets
    table.assert_logged(rule="603.2", contains="Beifong's Bounty Hunters triggers")
    table.resolve()  # earthbend 0: a 0/0 creature, put into the graveyard by SBA
    table.assert_logged(rule="701.66a", contains="earthbends 0")
    table.assert_logged(rule="704.5f", contains="Forest")
    table.resolve()  # the delayed trigger
    back = table.find("Forest", zone=Zone.BATTLEFIELD)
    assert back.tapped and back.id != forest.id
    assert not table.game.chars(back.id).is_creature


@pytest.mark.plugins("earthbend")
def test_an_illegal_target_on_resolution_means_nothing_happens(table):
    """The earthbent land is bounced in response: the Lesson fizzles (608.2b): no counters,
    no effect, no delayed trigger, no earthbend event."""
    table.battlefield(0, "Forest")
    lesson(table)  # a 4/4 land creature now
    delayed = table.game.state.delayed
    table.hand(0, "Earthbending Lesson", "Unsummon")
    table.mana(0, "GGGG")
    table.cast("Earthbending Lesson", targets=["Forest"])
    table.mana(0, "U")
    table.cast("Unsummon", targets=["Forest"])
    table.resolve()  # Unsummon
    table.assert_zone("Forest", Zone.HAND)
    events = len([e for e in table.game.log if e.rule == "701.66a"])
    table.resolve()  # the Lesson
    table.assert_logged(rule="608.2b", contains="doesn't resolve")
    assert len([e for e in table.game.log if e.rule == "701.66a"]) == events
    assert table.game.state.delayed == delayed  # nothing new (and the old one is inert)
    assert not any(o.counters for o in table.game.battlefield())


@pytest.mark.plugins("earthbend")
def test_a_land_already_a_creature_becomes_0_0_plus_counters(table):
    """Dryad Arbor (a 1/1 land creature): its base P/T becomes 0/0 (7b), then +2 counters."""
    arbor = table.battlefield(0, "Dryad Arbor")[0]
    assert (table.power("Dryad Arbor"), table.toughness("Dryad Arbor")) == (1, 1)
    table.mana(0, "GGGGG")
    table.hand(0, "Badgermole")
    table.cast("Badgermole")
    table.resolve(answers=targets(arbor.id))
    table.resolve()
    assert (table.power("Dryad Arbor"), table.toughness("Dryad Arbor")) == (2, 2)
    assert table.has_keyword("Dryad Arbor", "haste")


@pytest.mark.plugins("earthbend")
def test_earthbending_the_same_land_twice_counters_add_up_and_it_returns_once(table):
    forest = table.battlefield(0, "Forest")[0]
    lesson(table)
    lesson(table)
    assert (table.power("Forest"), table.toughness("Forest")) == (8, 8)
    assert len(table.game.state.delayed) == 2
    table.mana(0, "BBB")
    table.hand(0, "Murder")
    table.cast("Murder", targets=[forest.id])
    table.resolve()
    table.resolve_all()  # both delayed triggers: the first returns it, the second finds nothing
    table.assert_logged(rule="603.7c", contains="isn't returned")
    assert table.names(Zone.BATTLEFIELD, 0).count("Forest") == 1
    assert not table.game.state.delayed


@pytest.mark.plugins("earthbend")
def test_a_land_that_leaves_and_returns_is_a_new_object_the_effect_no_longer_applies(table):
    forest = table.battlefield(0, "Forest")[0]
    lesson(table)
    table.mana(0, "U")
    table.hand(0, "Unsummon")
    table.cast("Unsummon", targets=["Forest"])
    table.resolve()
    table.assert_logged(rule="400.7", contains="continuous effect(s) end")
    assert not [e for e in table.game.state.effects if e.rule == "701.66a"]
    table.play("Forest")
    again = table.find("Forest", zone=Zone.BATTLEFIELD)
    assert again.id != forest.id
    assert not table.game.chars(again.id).is_creature
    assert again.counter("+1/+1") == 0
    assert not table.game.has_keyword(again.id, "haste")



@pytest.mark.plugins("earthbend")
def test_400_7_only_the_earthbent_land_carries_the_mark_its_zone_change_hook_waits_for(table):
    """Earthbending Lesson on a Forest: that land carries the earthbend mark (the effect
    locked to it ends as it leaves, 400.7); a Plains doesn't, and leaving, it ends
    nothing."""
    from manastack_earthbend import EARTHBENT

    other = table.battlefield(0, "Plains")[0]
    table.battlefield(0, "Forest")
    bent = lesson(table)
    assert EARTHBENT in table.game.obj(bent.id).tags
    assert EARTHBENT not in table.game.obj(other.id).tags
    table.game.move(other.id, Zone.GRAVEYARD)
    assert [e.objects for e in table.game.state.effects if e.rule == "701.66a"] == [(bent.id,)]
    table.game.move(bent.id, Zone.HAND)
    assert not [e for e in table.game.state.effects if e.rule == "701.66a"]

# --------------------------------------------------------------------------
# SEED-25: one effect in layers 4, 6 and 7b (613.6)
# --------------------------------------------------------------------------


@pytest.mark.plugins("earthbend")
def test_SEED_25_earthbend_is_one_effect_applied_in_layers_4_6_and_7b(table):
    forest = table.battlefield(0, "Forest")[0]
    lesson(table)
    game = table.game
    effect = next(e for e in game.state.effects if e.rule == "701.66a")
    assert effect.layers() == ["4", "6", "7b"]
    assert effect.objects == (forest.id,)  # locked as it began (611.2c)


@pytest.mark.plugins("earthbend")
def test_SEED_25_losing_all_abilities_later_removes_haste_but_not_the_other_layers(table):
    """A later "loses all abilities" (layer 6) wins over earthbend's haste by timestamp, yet
    the earthbend effect keeps applying to the land in layers 4 and 7b (613.6)."""
    forest = table.battlefield(0, "Forest")[0]
    lesson(table)
    game = table.game
    game.add_effect(ContinuousEffect(parts=(RemoveAbilities(),), objects=(forest.id,),
                                     text="loses all abilities"))
    ch = game.chars(forest.id)
    assert "haste" not in ch.keywords
    assert ch.is_creature and (ch.power, ch.toughness) == (4, 4)


@pytest.mark.plugins("earthbend")
def test_SEED_25_an_earlier_loses_all_abilities_doesnt_stop_a_later_earthbend(table):
    forest = table.battlefield(0, "Forest")[0]
    table.game.add_effect(ContinuousEffect(parts=(RemoveAbilities(),), objects=(forest.id,),
                                           text="loses all abilities"))
    lesson(table)
    ch = table.game.chars(forest.id)
    assert "haste" in ch.keywords and ch.is_creature and (ch.power, ch.toughness) == (4, 4)


@pytest.mark.plugins("earthbend")
def test_SEED_25_the_land_is_a_creature_in_layer_4_before_statics_of_layer_6_look(table):
    """Badgermole: "creatures you control with +1/+1 counters on them have trample" sees
    the land as a creature (layer 4 applies before layer 6)."""
    forest = table.battlefield(0, "Forest")[0]
    table.mana(0, "GGGGG")
    table.hand(0, "Badgermole")
    table.cast("Badgermole")
    table.resolve(answers=targets(forest.id))
    table.resolve()
    assert table.game.has_keyword(forest.id, "trample")
    assert not table.has_keyword("Badgermole", "trample")  # no counters on it


# --------------------------------------------------------------------------
# 701.66b: "whenever you earthbend"
# --------------------------------------------------------------------------


@pytest.mark.plugins("earthbend", extra=WATCHER)
def test_whenever_you_earthbend_triggers_as_the_delayed_ability_is_created(table):
    table.battlefield(0, "Test Earth Watcher")
    table.battlefield(1, "Test Earth Watcher")
    table.battlefield(0, "Forest")
    lesson(table)
    table.assert_logged(rule="603.2", contains="Whenever you earthbend")
    table.resolve_all()
    table.assert_life(0, 21)
    table.assert_life(1, 20)  # the opponent's watcher: not "you"


@pytest.mark.plugins("earthbend", extra=WATCHER)
def test_whenever_you_earthbend_doesnt_trigger_when_the_earthbend_does_nothing(table):
    table.battlefield(0, "Test Earth Watcher")
    table.battlefield(0, "Forest")
    lesson(table)
    table.resolve_all()
    table.hand(0, "Earthbending Lesson", "Unsummon")
    table.mana(0, "GGGG")
    table.cast("Earthbending Lesson", targets=["Forest"])
    table.mana(0, "U")
    table.cast("Unsummon", targets=["Forest"])
    table.resolve_all()
    table.assert_life(0, 21)  # once, for the first Lesson only


# --------------------------------------------------------------------------
# The cards
# --------------------------------------------------------------------------


@pytest.mark.plugins("earthbend")
def test_badgermole_cub_earthbends_1_and_a_creature_tapped_for_mana_adds_an_extra_G(table):
    forest, plain = table.battlefield(0, "Forest", "Forest")
    table.mana(0, "GG")
    table.hand(0, "Badgermole Cub")
    table.cast("Badgermole Cub")
    table.resolve(answers=targets(forest.id))
    table.resolve()
    assert (table.game.power(forest.id), table.game.toughness(forest.id)) == (1, 1)
    table.game.tap(plain.id)  # tapping isn't "tapping for mana"
    table.game.untap(plain.id)
    table.tap_for_mana(f"Forest#{plain.id}", "G")  # a land, not a creature: {G}
    assert len(table.game.player(0).mana_pool) == 1
    table.tap_for_mana(f"Forest#{forest.id}", "G")  # a land creature: {G}{G}
    assert len(table.game.player(0).mana_pool) == 3
    table.assert_logged(rule="605.4a", contains="Badgermole Cub triggers")


@pytest.mark.plugins("earthbend")
def test_badgermole_earthbends_2(table):
    forest = table.battlefield(0, "Forest")[0]
    table.mana(0, "GGGGG")
    table.hand(0, "Badgermole")
    table.cast("Badgermole")
    table.resolve(answers=targets(forest.id))
    table.resolve()
    assert (table.game.power(forest.id), table.game.toughness(forest.id)) == (2, 2)


@pytest.mark.plugins("earthbend")
def test_ba_sing_se_enters_tapped_without_a_basic_land(table):
    table.hand(0, "Ba Sing Se")
    table.play("Ba Sing Se")
    assert table.find("Ba Sing Se").tapped


@pytest.mark.plugins("earthbend")
def test_ba_sing_se_untapped_with_a_basic_land_earthbends_itself_as_a_sorcery(table):
    table.battlefield(0, "Forest", "Forest", "Forest")
    table.hand(0, "Ba Sing Se")
    table.play("Ba Sing Se")
    ba = table.find("Ba Sing Se")
    assert not ba.tapped
    table.activate("Ba Sing Se", targets=["Ba Sing Se"])
    table.resolve()
    ch = table.game.chars(ba.id)
    assert ch.is_creature and (ch.power, ch.toughness) == (2, 2)
    assert table.find("Ba Sing Se").tapped  # {T} was part of the cost


@pytest.mark.plugins("earthbend")
def test_ba_sing_se_earthbend_is_sorcery_speed_only(table):
    table.battlefield(0, "Ba Sing Se", "Forest", "Forest", "Forest")
    table.mana(0, "U")
    table.hand(0, "Unsummon")
    table.battlefield(0, "Grizzly Bears")
    table.cast("Unsummon", targets=["Grizzly Bears"])  # the stack isn't empty now
    table.assert_illegal(table.activate, "Ba Sing Se", targets=["Ba Sing Se"], rule="602.5d")


@pytest.mark.plugins("earthbend")
def test_ba_sing_se_taps_for_green(table):
    table.battlefield(0, "Ba Sing Se")
    table.tap_for_mana("Ba Sing Se", "G")
    assert len(table.game.player(0).mana_pool) == 1


@pytest.mark.plugins("earthbend")
def test_beifongs_bounty_hunters_earthbend_x_where_x_is_the_dead_creatures_power(table):
    table.battlefield(0, "Beifong's Bounty Hunters")
    forest = table.battlefield(0, "Forest")[0]
    table.battlefield(0, "Craw Wurm")
    table.mana(0, "BBB")
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Craw Wurm"])
    table.resolve(answers=targets(forest.id))
    table.resolve()
    assert (table.game.power(forest.id), table.game.toughness(forest.id)) == (6, 6)
    table.assert_logged(rule="701.66a", contains="earthbends 6")


@pytest.mark.plugins("earthbend")
def test_beifongs_bounty_hunters_ignore_land_creatures_and_opponents_creatures(table):
    table.battlefield(0, "Beifong's Bounty Hunters")
    forest = table.battlefield(0, "Forest", "Forest")[0]
    lesson(table, target=f"Forest#{forest.id}")
    table.battlefield(1, "Grizzly Bears")
    table.mana(0, "BBBBBB")
    table.hand(0, "Murder", "Murder")
    table.cast("Murder", targets=[forest.id])  # a land creature: "nonland" excludes it
    table.resolve()
    table.resolve_all()
    table.cast("Murder", targets=["Grizzly Bears"])  # not yours
    table.resolve()
    assert not table.logged(contains="Beifong's Bounty Hunters triggers")


@pytest.mark.plugins("earthbend")
def test_bumis_feast_lecture_counts_foods_after_making_one(table):
    forest = table.battlefield(0, "Forest")[0]
    table.mana(0, "GG")
    table.hand(0, "Bumi's Feast Lecture")
    table.cast("Bumi's Feast Lecture", targets=["Forest"])
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Food Token") == 1
    assert (table.game.power(forest.id), table.game.toughness(forest.id)) == (2, 2)
    table.mana(0, "GG")
    table.hand(0, "Bumi's Feast Lecture")
    table.cast("Bumi's Feast Lecture", targets=["Forest"])
    table.resolve()  # two Foods now: earthbend 4 more
    assert (table.game.power(forest.id), table.game.toughness(forest.id)) == (6, 6)


@pytest.mark.plugins("earthbend")
def test_avatar_kyoshi_earthbends_8_at_the_beginning_of_combat_then_untaps_that_land(table):
    table.battlefield(0, "Avatar Kyoshi, Earthbender")
    forest = table.battlefield(0, "Forest")[0]
    table.tap_for_mana("Forest", "G")
    assert table.find("Forest").tapped
    table.go_to(Step.BEGIN_COMBAT)
    table.resolve(answers=targets(forest.id))
    land = table.game.obj(forest.id)
    assert not land.tapped
    assert (table.game.power(forest.id), table.game.toughness(forest.id)) == (8, 8)
    table.attack("Forest", "Avatar Kyoshi, Earthbender")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 6)


@pytest.mark.plugins("earthbend")
def test_avatar_kyoshi_has_hexproof_during_your_turn_only(table_factory):
    mine = table_factory(active=0)
    mine.battlefield(0, "Avatar Kyoshi, Earthbender")
    assert mine.has_keyword("Avatar Kyoshi, Earthbender", "hexproof")
    theirs = table_factory(active=1)
    theirs.battlefield(0, "Avatar Kyoshi, Earthbender")
    assert not theirs.has_keyword("Avatar Kyoshi, Earthbender", "hexproof")


@pytest.mark.plugins("earthbend")
def test_avatar_kyoshi_does_not_trigger_on_the_opponents_turn(table_factory):
    table = table_factory(active=1, step=Step.MAIN1)
    table.battlefield(0, "Avatar Kyoshi, Earthbender")
    table.battlefield(0, "Forest")
    table.go_to(Step.DECLARE_ATTACKERS)
    assert not table.logged(contains="earthbend")


@pytest.mark.plugins("earthbend")
def test_bumi_unleashed_earthbends_4_then_an_extra_combat_for_land_creatures_only(table):
    forest = table.battlefield(0, "Forest")[0]
    table.battlefield(0, "Mountain", "Mountain", "Forest", "Forest", tapped=True)
    table.battlefield(0, "Bumi, Unleashed")  # controlled since the turn began
    table.battlefield(0, "Grizzly Bears")  # stays home in the first combat
    table.mana(0, "G")  # the entering trigger comes from a second copy cast now
    table.mana(0, "RRGG")
    table.hand(0, "Bumi, Unleashed")
    bumi = table.find("Bumi, Unleashed", zone=Zone.BATTLEFIELD)
    table.cast("Bumi, Unleashed")
    table.resolve(answers=targets(forest.id))
    table.resolve(answers=[Answer("legend_rule", (bumi.id,))])
    assert (table.game.power(forest.id), table.game.toughness(forest.id)) == (4, 4)
    table.attack("Bumi, Unleashed", "Forest")
    table.go_to(Step.COMBAT_DAMAGE)
    table.resolve()  # Bumi dealt combat damage: untap all lands, additional combat
    table.assert_life(1, 11)
    assert not any(o.tapped for o in table.game.battlefield(0)
                   if table.game.chars(o.id).is_land)
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_logged(rule="500.8", contains="additional combat phase begins")
    exc = table.assert_illegal(table.attack, "Grizzly Bears", rule="508.1c")  # a restriction (500.8)
    assert "only land creatures" in str(exc)
    table.attack("Forest")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 7)


# --------------------------------------------------------------------------
# Other printed earthbend cards
# --------------------------------------------------------------------------


@pytest.mark.plugins("earthbend")
def test_earth_village_ruffians_earthbend_2_when_they_die(table):
    forest = table.battlefield(0, "Forest")[0]
    table.battlefield(0, "Earth Village Ruffians")
    table.mana(0, "BBB")
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Earth Village Ruffians"])
    table.resolve(answers=targets(forest.id))
    table.resolve()
    assert table.game.power(forest.id) == 2


@pytest.mark.plugins("earthbend")
def test_cracked_earth_technique_earthbends_two_lands_and_gains_3_life(table):
    a, b = table.battlefield(0, "Forest", "Forest")
    table.mana(0, "GGGGG")
    table.hand(0, "Cracked Earth Technique")
    table.cast("Cracked Earth Technique", targets=[a.id, b.id])
    table.resolve()
    assert table.game.power(a.id) == 3 and table.game.power(b.id) == 3
    assert len(table.game.state.delayed) == 2
    table.assert_life(0, 23)


@pytest.mark.plugins("earthbend")
def test_cracked_earth_technique_on_one_land_twice_gives_6_counters(table):
    a = table.battlefield(0, "Forest")[0]
    table.mana(0, "GGGGG")
    table.hand(0, "Cracked Earth Technique")
    table.cast("Cracked Earth Technique", targets=[a.id, a.id])
    table.resolve()
    assert table.game.power(a.id) == 6


@pytest.mark.plugins("earthbend")
def test_sandbenders_storm_earthbend_mode(table):
    forest = table.battlefield(0, "Forest")[0]
    table.mana(0, "WWWW")
    table.hand(0, "Sandbenders' Storm")
    table.cast("Sandbenders' Storm", modes=[1], targets=[forest.id])
    table.resolve()
    assert table.game.power(forest.id) == 3


@pytest.mark.plugins("earthbend")
def test_dai_li_indoctrination_earthbend_mode(table):
    forest = table.battlefield(0, "Forest")[0]
    table.mana(0, "BB")
    table.hand(0, "Dai Li Indoctrination")
    table.cast("Dai Li Indoctrination", modes=[1], targets=[forest.id])
    table.resolve()
    assert table.game.chars(forest.id).is_creature
    assert table.game.power(forest.id) == 2  # CR 701.66a: 0/0 plus two +1/+1 counters


@pytest.mark.plugins("earthbend")
def test_dai_li_indoctrination_discard_mode_takes_a_nonland_permanent_card(table):
    table.hand(1, "Forest", "Grizzly Bears", "Lightning Bolt")
    table.mana(0, "BB")
    table.hand(0, "Dai Li Indoctrination")
    table.cast("Dai Li Indoctrination", modes=[0], targets=["player 2"])
    table.resolve()  # CR 701.20a: the only nonland permanent card is the Bears
    assert table.names("graveyard", 1) == ["Grizzly Bears"]
    assert sorted(table.names("hand", 1)) == ["Forest", "Lightning Bolt"]


@pytest.mark.plugins("earthbend")
def test_sandbenders_storm_destroy_mode(table):
    table.battlefield(1, "Craw Wurm")
    table.battlefield(0, "Forest")
    table.mana(0, "WWWW")
    table.hand(0, "Sandbenders' Storm")
    table.cast("Sandbenders' Storm", modes=[0], targets=["Craw Wurm"])
    table.resolve()
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD)


@pytest.mark.plugins("earthbend")
def test_bumi_eclectic_earthbender_pumps_land_creatures_when_attacking(table):
    forest = table.battlefield(0, "Forest")[0]
    table.battlefield(0, "Bumi, Eclectic Earthbender")
    lesson(table)  # 4/4
    table.attack("Bumi, Eclectic Earthbender")
    table.resolve()
    assert table.game.power(forest.id) == 6
    assert table.power("Bumi, Eclectic Earthbender") == 4


@pytest.mark.plugins("earthbend")
def test_bumi_eclectic_earthbender_earthbends_1_on_entering(table):
    forest = table.battlefield(0, "Forest")[0]
    table.mana(0, "GGGGG")
    table.hand(0, "Bumi, Eclectic Earthbender")
    table.cast("Bumi, Eclectic Earthbender")
    table.resolve(answers=targets(forest.id))
    table.resolve()
    assert table.game.power(forest.id) == 1


@pytest.mark.plugins("earthbend")
def test_the_boulder_earthbends_x_counting_big_creatures_on_attack(table):
    forest = table.battlefield(0, "Forest")[0]
    table.battlefield(0, "The Boulder, Ready to Rumble", "Craw Wurm", "Grizzly Bears")
    table.attack("The Boulder, Ready to Rumble")
    table.resolve(answers=targets(forest.id))
    assert table.game.power(forest.id) == 2  # The Boulder 4/4 and Craw Wurm 6/4


@pytest.mark.plugins("earthbend")
def test_earthbending_student_land_creatures_have_vigilance(table):
    forest = table.battlefield(0, "Forest")[0]
    table.mana(0, "GGG")
    table.hand(0, "Earthbending Student")
    table.cast("Earthbending Student")
    table.resolve(answers=targets(forest.id))
    table.resolve()
    assert table.game.has_keyword(forest.id, "vigilance")
    assert not table.has_keyword("Earthbending Student", "vigilance")
    table.attack("Forest")
    assert not table.game.obj(forest.id).tapped  # vigilance (702.20b)


@pytest.mark.plugins("earthbend")
def test_toph_greatest_earthbender_x_is_the_mana_spent_and_land_creatures_double_strike(table):
    forest = table.battlefield(0, "Forest")[0]
    table.mana(0, "RGGG")
    table.hand(0, "Toph, Greatest Earthbender")
    table.cast("Toph, Greatest Earthbender")
    table.resolve(answers=targets(forest.id))
    table.resolve()
    assert table.game.power(forest.id) == 4
    assert table.game.has_keyword(forest.id, "double strike")
    table.attack("Forest")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 12)


@pytest.mark.plugins("earthbend")
def test_toph_greatest_earthbender_put_onto_the_battlefield_earthbends_0(table):
    forest = table.battlefield(0, "Forest")[0]
    table.battlefield(0, "Grizzly Bears")
    toph = table.game.put("Toph, Greatest Earthbender", Zone.HAND, 0)
    table.game.move(toph.id, Zone.BATTLEFIELD, cause="effect")
    table.refresh()
    table.pass_priority(answers=targets(forest.id))
    table.resolve_all()
    table.assert_logged(rule="701.66a", contains="earthbends 0")


@pytest.mark.plugins("earthbend")
def test_haru_earthbends_when_another_ally_enters_not_itself(table):
    forest = table.battlefield(0, "Forest")[0]
    table.mana(0, "GGGGGGG")
    table.hand(0, "Haru, Hidden Talent", "Earthbending Student")
    table.cast("Haru, Hidden Talent")
    table.resolve()
    assert not table.game.stack()  # Haru itself is not "another Ally"
    table.cast("Earthbending Student")
    table.resolve(answers=[Answer("targets", (forest.id,)), Answer("targets", (forest.id,))])
    table.resolve_all()
    assert table.game.power(forest.id) == 3  # Haru's 1 and the Student's 2


@pytest.mark.plugins("earthbend")
def test_toph_the_first_metalbender_makes_artifacts_lands_and_earthbends_at_end_step(table):
    table.battlefield(0, "Toph, the First Metalbender")
    ring = table.battlefield(0, "Sol Ring")[0]
    assert table.game.chars(ring.id).is_land  # "nontoken artifacts you control are lands"
    theirs = table.battlefield(1, "Sol Ring")[0]
    assert not table.game.chars(theirs.id).is_land
    table.go_to(Step.END)
    table.resolve(answers=targets(ring.id))  # earthbend 2 on the artifact land
    ch = table.game.chars(ring.id)
    assert ch.is_creature and ch.is_land and ch.is_("Artifact") and ch.power == 2


@pytest.mark.plugins("earthbend")
def test_toph_the_first_metalbender_doesnt_make_tokens_lands(table):
    table.battlefield(0, "Toph, the First Metalbender")
    forest = table.battlefield(0, "Forest")[0]
    table.mana(0, "GG")
    table.hand(0, "Bumi's Feast Lecture")
    table.cast("Bumi's Feast Lecture", targets=[forest.id])
    table.resolve()
    food = table.find("Food Token", zone=Zone.BATTLEFIELD)
    assert not table.game.chars(food.id).is_land


@pytest.mark.plugins("earthbend")
def test_toph_the_blind_bandit_power_is_the_counters_on_your_lands(table):
    forest = table.battlefield(0, "Forest")[0]
    table.battlefield(1, "Forest", counters={"+1/+1": 5})  # the opponent's: not counted
    table.mana(0, "GGG")
    table.hand(0, "Toph, the Blind Bandit")
    table.cast("Toph, the Blind Bandit")
    table.resolve(answers=targets(forest.id))
    assert (table.power("Toph, the Blind Bandit"), table.toughness("Toph, the Blind Bandit")) \
        == (0, 3)
    table.resolve()  # earthbend 2
    assert table.power("Toph, the Blind Bandit") == 2
    lesson(table, target=f"Forest#{forest.id}")
    assert table.power("Toph, the Blind Bandit") == 6


@needs_corpus  # Control Magic comes from the Oracle corpus
@pytest.mark.plugins("earthbend", "oracle")
def test_toph_the_blind_bandit_stolen_counts_its_new_controllers_lands(table):
    """CR 613.1b, 613.4a: control (layer 2) is settled before the CDA (layer 7a): taken with
    Control Magic, Toph counts the counters on the lands of the player who took it."""
    table.battlefield(1, "Toph, the Blind Bandit")
    table.battlefield(1, "Mountain", counters={"+1/+1": 1})
    table.battlefield(0, "Forest", counters={"+1/+1": 2})
    table.lands(0, "Island", 4)
    table.hand(0, "Control Magic")
    assert table.power("Toph, the Blind Bandit") == 1
    table.cast("Control Magic", targets=["Toph, the Blind Bandit"])
    table.resolve()
    assert table.game.controller(table.find("Toph, the Blind Bandit").id) == 0
    assert table.power("Toph, the Blind Bandit") == 2


@pytest.mark.plugins("earthbend")
def test_dai_li_agents_earthbend_twice_then_drain_per_creature_with_counters(table):
    a, b = table.battlefield(0, "Forest", "Forest")
    table.battlefield(0, "Grizzly Bears")
    table.mana(0, "GGGBG")
    table.hand(0, "Dai Li Agents")
    table.cast("Dai Li Agents")
    table.resolve(answers=[Answer("targets", (a.id,)), Answer("targets", (b.id,))])
    table.resolve()
    assert table.game.power(a.id) == 1 and table.game.power(b.id) == 1
    old = table.battlefield(0, "Dai Li Agents")[0]  # a second one, there since the turn began
    table.attack(f"Dai Li Agents#{old.id}")
    table.resolve()
    table.assert_life(1, 18)  # two land creatures with +1/+1 counters
    table.assert_life(0, 22)


# --------------------------------------------------------------------------
# Coverage of the 36 printed earthbend cards (the figure of the README)
# --------------------------------------------------------------------------

#: Fully playable and tested (here and in test_earthbend_cards.py); the README's figure is
#: len(PLAYABLE) / 36.
PLAYABLE = frozenset({
    "Earthbending Lesson", "Badgermole Cub", "Badgermole", "Ba Sing Se",
    "Beifong's Bounty Hunters", "Bumi's Feast Lecture", "Avatar Kyoshi, Earthbender",
    "Bumi, Unleashed", "Bumi, Eclectic Earthbender", "Cracked Earth Technique",
    "Earth Village Ruffians", "Earthbending Student", "Haru, Hidden Talent",
    "Sandbenders' Storm", "The Boulder, Ready to Rumble", "Toph, Greatest Earthbender",
    "Toph, the First Metalbender", "Toph, the Blind Bandit", "Dai Li Agents",
    "Dai Li Indoctrination",
    # tested in test_earthbend_cards.py
    "Earth Rumble", "Earthbender Ascension", "Fatal Fissure", "Rebellious Captives",
    "Bitter Work", "Toph, Earthbending Master", "Toph, Hardheaded Teacher", "Earthshape",
    "Earthen Ally", "The Cave of Two Lovers", "Earth Kingdom General", "Solid Ground",
    "Bumi, King of Three Trials",
})
PRINTED = 36  # keyword-cards.md: every printed card with earthbend


@pytest.mark.plugins("earthbend")
def test_coverage_figure_matches_the_readme(rules):
    import tomllib

    import manastack_earthbend

    pool = Path(manastack_earthbend.__file__).with_name("cards.toml")
    names = [c["name"] for c in tomllib.loads(pool.read_text("utf-8"))["card"]
             if "earthbend" in c.get("text", "").lower()]
    assert len(names) == PRINTED - 2  # the two double-faced cards are not in the pool
    playable = {n for n in names if rules.card(n).playable}
    assert playable == PLAYABLE
    readme = (HERE.parent / "README.md").read_text("utf-8")
    assert f"{len(PLAYABLE)} / {PRINTED}" in readme


@needs_corpus  # Blood Moon comes from the Oracle corpus
@pytest.mark.plugins("earthbend", "oracle")
def test_dryad_arbor_is_green_by_its_colour_indicator_under_blood_moon_too(table):
    """Dryad Arbor has no mana cost but a green colour indicator (CR 202.2e, 204.2): green.
    Under Blood Moon it is a Mountain Dryad (305.7 replaces only the land subtype), still a
    green 1/1 creature, tapping for {R}."""
    arbor = table.battlefield(0, "Dryad Arbor")[0]
    assert table.game.chars(arbor.id).colors == frozenset("G")
    table.battlefield(1, "Blood Moon")
    ch = table.game.chars(arbor.id)
    assert ch.colors == frozenset("G")
    assert ch.type_line.has_subtype("Mountain") and ch.type_line.has_subtype("Dryad")
    assert not ch.type_line.has_subtype("Forest")
    assert (ch.power, ch.toughness) == (1, 1)
    table.tap_for_mana("Dryad Arbor", "R")
