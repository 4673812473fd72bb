"""The game model: players, zones, objects, zone changes (CR 400.7), counters, tokens,
drawing, losing and winning (CR 104), randomness."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.errors import IllegalActionError, ScenarioError, UnknownCardError
from manastack.loading.rules import Rules
from manastack.model.objects import SHARED, Zone
from manastack.model.turns import Step

SRC = Path(__file__).resolve().parents[1] / "src" / "manastack"


# --------------------------------------------------------------------------
# Players and zones (CR 102, 400.1-400.2)
# --------------------------------------------------------------------------


def test_players_start_with_20_life_and_empty_zones(rules: Rules) -> None:
    game = Game(rules, ("Ann", "Ben"))
    assert [p.life for p in game.players] == [20, 20]  # CR 103.4
    assert [p.name for p in game.players] == ["Ann", "Ben"]
    for player in (0, 1):
        for zone in (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD):
            assert game.ids_in(zone, player) == ()
    assert set(game.state.zones) == {
        *((z, p) for z in (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD) for p in (0, 1)),
        *((z, SHARED) for z in (Zone.BATTLEFIELD, Zone.STACK, Zone.EXILE, Zone.COMMAND)),
    }


def test_starting_life_can_be_set(rules: Rules) -> None:
    game = Game(rules, ("A", "B", "C"), life=40)
    assert [p.life for p in game.players] == [40, 40, 40]


def test_shared_zones_are_shared() -> None:
    assert {z for z in Zone if z.shared} == {Zone.BATTLEFIELD, Zone.STACK, Zone.EXILE,
                                             Zone.COMMAND}  # CR 400.2


def test_cards_go_into_the_zone_of_the_player_named(table: Table) -> None:
    table.hand(1, "Shock")
    table.graveyard(1, "Lightning Bolt")
    table.library(1, "Forest", "Island")
    table.exile(1, "Divination")
    table.battlefield(1, "Grizzly Bears")
    game = table.game
    assert table.names(Zone.HAND, 1) == ["Shock"] and table.names(Zone.HAND, 0) == []
    assert table.names(Zone.GRAVEYARD, 1) == ["Lightning Bolt"]
    assert table.names(Zone.LIBRARY, 1) == ["Forest", "Island"]  # first named = top
    assert table.names(Zone.EXILE) == ["Divination"]
    bears = game.named("Grizzly Bears")
    assert (bears.owner, bears.controller, bears.zone) == (1, 1, Zone.BATTLEFIELD)


def test_putting_a_card_on_the_stack_is_refused(table: Table) -> None:
    with pytest.raises(ScenarioError, match="cast it"):
        table.put("Shock", Zone.STACK, 0)


def test_unknown_card_name_suggests_the_closest(table: Table) -> None:
    with pytest.raises(UnknownCardError) as info:
        table.hand(0, "Grizly Bears")
    assert "Grizly Bears" in str(info.value)
    assert "Grizzly Bears" in info.value.suggestions
    assert "\n" not in str(info.value)


# --------------------------------------------------------------------------
# Zone changes: a new object each time (CR 400.7), last known information
# --------------------------------------------------------------------------


def test_zone_change_makes_a_new_object_and_keeps_last_known_information(
    table: Table,
) -> None:
    game = table.game
    bears = table.battlefield(0, "Grizzly Bears", tapped=True, counters={"+1/+1": 2})[0]
    table.battlefield(0, "Glorious Anthem")
    assert game.power(bears.id) == 5  # 2 + 2 counters + 1 anthem
    new = game.move(bears.id, Zone.GRAVEYARD, cause="test")
    assert new is not None and new.id != bears.id  # CR 400.7
    assert game.find(bears.id) is None
    assert new.zone is Zone.GRAVEYARD and not new.tapped and new.counters == {}  # CR 122.2
    known = game.last_known(bears.id)
    assert known == bears and known.tapped and known.counter("+1/+1") == 2
    assert game.last_known_chars(bears.id).power == 5  # CR 608.2h: as it last existed
    assert game.last_known(new.id) is game.obj(new.id)
    with pytest.raises(IllegalActionError, match=r"400\.7"):
        game.last_known(9999)


def test_zone_change_is_logged_with_both_identities(table: Table) -> None:
    bears = table.battlefield(0, "Grizzly Bears")[0]
    new = table.game.move(bears.id, Zone.EXILE, cause="test", rule="406.1")
    assert new is not None
    event = table.game.log[-1]
    assert event.kind == "zone_change" and event.rule == "406.1"
    assert event.data["old"] == bears.id and event.data["new"] == new.id
    assert (event.data["origin"], event.data["destination"]) == ("battlefield", "exile")
    assert f"#{bears.id}" in event.text and f"#{new.id}" in event.text


def test_a_token_leaving_the_battlefield_ceases_to_exist(table: Table) -> None:
    game = table.game
    card = game.rules.token("Soldier Token", "Creature — Soldier", power="1", toughness="1")
    token = game.create_token(card, 0)
    assert token.is_token and not token.is_card
    assert game.move(token.id, Zone.GRAVEYARD) is None  # CR 111.7
    assert game.find(token.id) is None and table.names(Zone.GRAVEYARD, 0) == []
    assert game.last_known(token.id).is_token
    assert "ceases to exist" in game.log[-1].text


def test_moving_to_the_library_places_top_bottom_or_random(table: Table) -> None:
    game = table.game
    table.library(0, "Forest", "Island")
    a, b, c = table.hand(0, "Plains", "Swamp", "Mountain")
    game.move(a.id, Zone.LIBRARY, position="top")
    game.move(b.id, Zone.LIBRARY, position="bottom")
    assert table.names(Zone.LIBRARY, 0) == ["Plains", "Forest", "Island", "Swamp"]
    before = game.rng.state
    game.move(c.id, Zone.LIBRARY, position="random")
    assert game.rng.state != before  # the position came from the game's generator
    assert sorted(table.names(Zone.LIBRARY, 0)) == ["Forest", "Island", "Mountain", "Plains",
                                                    "Swamp"]


# --------------------------------------------------------------------------
# Tapping, counters (CR 122), keyword counters (SEED-01's data model)
# --------------------------------------------------------------------------


def test_tap_and_untap_replace_the_value_and_log(table: Table) -> None:
    game = table.game
    bears = table.battlefield(0, "Grizzly Bears")[0]
    game.tap(bears.id)
    assert game.obj(bears.id).tapped and game.log[-1].rule == "701.26a"
    assert not bears.tapped  # the old value is unchanged: objects are immutable
    game.untap(bears.id)
    assert not game.obj(bears.id).tapped and game.log[-1].rule == "701.26b"


def test_counters_are_added_removed_and_logged(table: Table) -> None:
    game = table.game
    bears = table.battlefield(0, "Grizzly Bears")[0]
    game.add_counters(bears.id, "+1/+1", 2)
    assert game.obj(bears.id).counter("+1/+1") == 2
    assert game.log[-1].rule == "122.1" and "2 +1/+1" in game.log[-1].text
    game.remove_counters(bears.id, "+1/+1", 1)
    assert game.obj(bears.id).counter("+1/+1") == 1
    game.remove_counters(bears.id, "+1/+1", 1)
    assert "+1/+1" not in game.obj(bears.id).counters
    with pytest.raises(IllegalActionError, match="only 0"):
        game.remove_counters(bears.id, "+1/+1", 1)


def test_SEED_01_keyword_counters_are_stored_as_keyword_counters(table: Table) -> None:
    game = table.game
    bears = table.battlefield(0, "Grizzly Bears", counters={"flying": 1})[0]
    game.add_counters(bears.id, "deathtouch")
    obj = game.obj(bears.id)
    assert obj.counters == {"flying": 1, "deathtouch": 1}
    card = table.graveyard(0, "Grizzly Bears")[0]  # CR 122.1b: also in other zones
    game.add_counters(card.id, "flying")
    assert game.obj(card.id).counter("flying") == 1


def test_counters_can_be_put_on_cards_in_any_zone_when_building(table: Table) -> None:
    card = table.put("Grizzly Bears", Zone.EXILE, 1, counters={"time": 3})
    assert table.game.obj(card.id).counter("time") == 3


# --------------------------------------------------------------------------
# Tokens (CR 111): SEED-20, SEED-21
# --------------------------------------------------------------------------


def test_SEED_20_token_with_no_name_is_named_after_its_subtypes(table: Table) -> None:
    table.lands(0, "Plains", 3)
    table.hand(0, "Spectral Procession")
    table.cast("Spectral Procession")
    table.resolve()
    tokens = [o for o in table.game.battlefield(0) if o.is_token]
    assert len(tokens) == 3
    for token in tokens:
        chars = table.game.chars(token.id)
        assert chars.name == "Spirit Token"  # CR 111.4: subtypes + "Token"
        assert chars.type_line.subtypes == ("Spirit",)
    table.assert_logged(rule="111.1", contains="creates Spirit Token")


def test_SEED_21_copy_of_a_nonexistent_object_creates_no_token(table: Table) -> None:
    game = table.game
    bears = table.battlefield(1, "Grizzly Bears")[0]
    game.move(bears.id, Zone.GRAVEYARD)
    assert game.create_token_copy(bears.id, 0) is None  # CR 111.12
    assert not any(o.is_token for o in game.battlefield())
    table.assert_logged(rule="111.12")


def test_SEED_21_copy_using_last_known_information_creates_a_token(table: Table) -> None:
    game = table.game
    bears = table.battlefield(1, "Grizzly Bears")[0]
    game.move(bears.id, Zone.GRAVEYARD)
    token = game.create_token_copy(bears.id, 0, use_lki=True)
    assert token is not None and token.is_token and token.name == "Grizzly Bears"
    assert token.controller == 0
    live = table.battlefield(1, "Savannah Lions")[0]
    copy = game.create_token_copy(live.id, 0)
    assert copy is not None and copy.name == "Savannah Lions"


# --------------------------------------------------------------------------
# Drawing (CR 121) and losing the game (CR 104, 704.5a-b)
# --------------------------------------------------------------------------


def test_drawing_takes_the_top_card_one_at_a_time(table: Table) -> None:
    table.library(0, "Forest", "Island", "Swamp")
    drawn = table.game.draw(0, 2)
    assert [o.name for o in drawn] == ["Forest", "Island"]
    assert table.names(Zone.HAND, 0) == ["Forest", "Island"]
    assert table.names(Zone.LIBRARY, 0) == ["Swamp"]
    draws = [e for e in table.game.log if e.kind == "zone_change" and e.rule == "121.1"]
    assert len(draws) == 2  # CR 121.2: one at a time


def test_drawing_from_an_empty_library_loses_at_the_next_check(table: Table) -> None:
    game = table.game
    table.library(0, "Forest")
    game.draw(0, 2)  # CR 121.4 / 104.3c: draws what is there, then the attempt fails
    assert table.names(Zone.HAND, 0) == ["Forest"]
    assert not game.player(0).lost  # not until a player would receive priority
    table.assert_logged(rule="121.4")
    assert game.pending() is None
    result = game.result()
    assert result.over and result.winners == (1,) and result.losers == (0,)
    table.assert_logged(rule="704.5b", contains="Alice loses")
    table.assert_logged(rule="104.2a", contains="Bob wins")


def test_zero_life_loses_at_the_next_state_based_action_check(table: Table) -> None:
    game = table.game
    game.lose_life(1, 20)
    assert game.player(1).life == 0 and not game.player(1).lost
    assert not game.result().over
    assert game.pending() is None  # CR 117.5: SBAs before priority; the game ended
    assert game.result().winners == (0,) and game.player(0).won
    table.assert_logged(rule="704.5a", contains="Bob loses")
    assert game.legal_actions() == ()
    with pytest.raises(IllegalActionError, match="over"):
        game.respond(())


def test_all_players_losing_at_once_is_a_draw(table: Table) -> None:
    game = table.game
    game.lose_life(0, 25)
    game.lose_life(1, 20)
    assert game.pending() is None
    result = game.result()
    assert result.over and result.draw and result.winners == () and result.losers == (0, 1)
    assert str(result) == "draw"
    table.assert_logged(rule="104.4a")


def test_a_player_can_concede(table: Table) -> None:
    game = table.game
    game.concede(0)
    result = game.result()
    assert result.over and result.winners == (1,) and result.rule == "104.2a"
    assert str(result) == "won by player 2"
    table.assert_logged(rule="104.3a", contains="Alice loses the game: concedes")
    assert game.pending() is None


def test_in_a_three_player_game_one_loss_does_not_end_it(rules: Rules) -> None:
    game = Game(rules, ("A", "B", "C"))
    game.set_turn(active=0, step=Step.MAIN1)
    game.lose(1, "an effect says so", rule="104.3e")
    assert not game.result().over and game.result().losers == (1,)
    game.lose(2, "an effect says so", rule="104.3e")
    assert game.result().winners == (0,)


def test_gaining_and_losing_life_are_logged(table: Table) -> None:
    game = table.game
    game.gain_life(0, 3)
    game.lose_life(0, 5)
    assert game.player(0).life == 18
    assert [e.rule for e in game.log[-2:]] == ["119.3", "119.3"]
    game.gain_life(0, 0)  # nothing happens: no event
    assert len([e for e in game.log if e.kind == "life"]) == 2


# --------------------------------------------------------------------------
# Randomness only from the game's generator
# --------------------------------------------------------------------------


def test_shuffling_depends_only_on_the_seed(rules: Rules) -> None:
    def library_after_shuffle(seed: int) -> list[int]:
        game = Game(rules, seed=seed)
        for name in ["Forest", "Island", "Swamp", "Plains", "Mountain"] * 4:
            game.put(name, Zone.LIBRARY, 0)
        game.shuffle(0)
        return [game.obj(i).card.name for i in game.ids_in(Zone.LIBRARY, 0)]

    assert library_after_shuffle(7) == library_after_shuffle(7)
    assert library_after_shuffle(7) != library_after_shuffle(8)


def test_the_kernel_never_uses_another_source_of_randomness() -> None:
    pattern = re.compile(r"^\s*(import random|from random import|import secrets|"
                         r"from secrets import)|os\.urandom|uuid\.uuid4|time\.time\(", re.M)
    offenders = [p.name for p in SRC.glob("*.py") if pattern.search(p.read_text())]
    assert offenders == []


def test_rng_is_splitmix64_and_unbiased_in_range(rules: Rules) -> None:
    from manastack.model.rng import Rng

    r = Rng(0)
    # SplitMix64 reference outputs for seed 0
    assert [r.bits() for _ in range(3)] == [
        0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    r = Rng(5)
    counts = [0] * 3
    for _ in range(3000):
        counts[r.below(3)] += 1
    assert all(900 < c < 1100 for c in counts)
    with pytest.raises(ValueError):
        r.below(0)


def test_with_keyword_lists_a_zones_objects_having_a_keyword_now(table: Table) -> None:
    """CR 613: printed or granted; in the zone's order; again after the game changes (a card
    moved, an effect granting the keyword); a clone keeps its own."""
    from manastack.instructions.continuous import ApplyEffect
    from manastack.model.abilities import KeywordAbility
    from manastack.model.continuous import AddAbilities
    from manastack.model.effects import Context, Each
    from manastack.model.filters import ObjectFilter

    game = table.game
    table.hand(0, "Serra Angel", "Grizzly Bears", "Serra Angel")
    angels = [o.id for o in game.hand(0) if o.card.name == "Serra Angel"]
    assert game.with_keyword("flying", Zone.HAND, 0) == angels
    assert game.with_keyword("flying", Zone.HAND, 1) == []
    assert game.with_keyword("trample", Zone.HAND, 0) == []
    game.move(angels[0], Zone.GRAVEYARD, cause="effect")
    assert game.with_keyword("flying", Zone.HAND, 0) == angels[1:]
    bears = table.battlefield(0, "Grizzly Bears")[0].id
    assert game.with_keyword("trample", Zone.BATTLEFIELD, 0) == []
    ApplyEffect(Each(ObjectFilter(name="Grizzly Bears")),
                (AddAbilities((KeywordAbility("trample"),)),)).run(
        Context(game=game, controller=0, source=None))
    assert game.with_keyword("trample", Zone.BATTLEFIELD, 0) == [bears]
    clone = game.clone()
    clone.move(bears, Zone.GRAVEYARD, cause="effect")  # each game changes in its own way,
    game.move(angels[1], Zone.GRAVEYARD, cause="effect")  # to the same version number
    assert clone.state.version == game.state.version
    assert clone.with_keyword("trample", Zone.BATTLEFIELD, 0) == []
    assert game.with_keyword("trample", Zone.BATTLEFIELD, 0) == [bears]


def test_with_keyword_is_kept_while_characteristics_cant_change(table: Table) -> None:
    """CR 613: the index lives as long as the layer pass: tapping a permanent keeps it (and
    the answer), a card moved or a reversed action (CR 732) gives the answer of the game
    as it is now."""
    game = table.game
    table.hand(0, "Serra Angel", "Serra Angel")
    angels = [o.id for o in game.hand(0)]
    bears = table.battlefield(0, "Grizzly Bears")[0].id
    assert game.with_keyword("flying", Zone.HAND, 0) == angels
    kept = game._keywords_in
    game.tap(bears)
    assert game.with_keyword("flying", Zone.HAND, 0) == angels
    assert game._keywords_in is kept  # a tap can't change characteristics: not read again
    with pytest.raises(RuntimeError), game.transaction():
        game.move(angels[0], Zone.GRAVEYARD, cause="effect")
        assert game.with_keyword("flying", Zone.HAND, 0) == angels[1:]
        raise RuntimeError("reversed")
    assert game.with_keyword("flying", Zone.HAND, 0) == angels
    moved = game.move(angels[0], Zone.GRAVEYARD, cause="effect")
    assert moved is not None
    assert game.with_keyword("flying", Zone.HAND, 0) == angels[1:]
    assert game.with_keyword("flying", Zone.GRAVEYARD, 0) == [moved.id]  # a new object (400.7)


def test_own_keyword_index_is_brought_back_over_a_reversed_action(table: Table) -> None:
    """CR 732, 400.7: a reversed action brings the own-keyword index back to the restored
    state instead of reading every card again: an object that left in it is listed again,
    and one made in it is forgotten, its id being made again for another card."""
    game = table.game
    table.hand(0, "Serra Angel")
    angel = game.hand(0)[0].id
    assert game.with_own_keyword("flying") == (angel,)
    kept = game._own_keywords
    with pytest.raises(RuntimeError), game.transaction():
        later = game.move(angel, Zone.EXILE, cause="effect")
        assert later is not None and game.with_own_keyword("flying") == (later.id,)
        raise RuntimeError("reversed")
    assert game.with_own_keyword("flying") == (angel,)
    assert game._own_keywords is kept  # brought back, not read again
    bears = table.hand(0, "Grizzly Bears")[0].id
    assert bears == later.id  # the id the exiled angel had, for a card without flying
    assert game.with_own_keyword("flying") == (angel,)
    assert game.has_own_keyword_in("flying", Zone.HAND)
    assert not game.has_own_keyword_in("flying", Zone.EXILE)


def test_keywords_possible_holds_every_keyword_an_object_has(table: Table) -> None:
    """CR 613, 122.1b: what the kernel tests before reading a zone for a declared scope is
    a superset of every object's keywords: printed ones, a keyword counter's, a granted
    one; a reversed action (732) and a clone keep a superset."""
    from manastack.instructions.continuous import ApplyEffect
    from manastack.model.abilities import KeywordAbility
    from manastack.model.continuous import AddAbilities
    from manastack.model.effects import Context, Each
    from manastack.model.filters import ObjectFilter

    game = table.game
    bears = table.battlefield(0, "Grizzly Bears")[0].id
    assert "flying" not in game.keywords_possible()
    with pytest.raises(RuntimeError), game.transaction():
        table.graveyard(1, "Serra Angel")
        assert "flying" in game.keywords_possible()
        raise RuntimeError("reversed")
    table.hand(0, "Serra Angel")
    assert "flying" in game.keywords_possible()
    game.add_counters(bears, "trample")
    assert game.has_keyword(bears, "trample") and "trample" in game.keywords_possible()
    ApplyEffect(Each(ObjectFilter(name="Grizzly Bears")),
                (AddAbilities((KeywordAbility("vigilance"),)),)).run(
        Context(game=game, controller=0, source=None))
    assert game.has_keyword(bears, "vigilance") and "vigilance" in game.keywords_possible()
    clone = game.clone()
    for obj in clone.state.objects.values():
        assert clone.chars(obj.id).keywords <= clone.keywords_possible()


def test_with_own_keyword_lists_every_zones_objects_whose_card_has_it(table: Table) -> None:
    """CR 613.1f: an object's own abilities (its card's, before effects), every zone, in
    zone order; a moved card is found as the new object it becomes (400.7), a reversed
    action (732) and a clone answer for their own state, a card changed in place (a face
    turned) is read again, and a granted keyword is not an own one."""
    import attrs

    from manastack.instructions.continuous import ApplyEffect
    from manastack.model.abilities import KeywordAbility
    from manastack.model.continuous import AddAbilities
    from manastack.model.effects import Context, Each
    from manastack.model.filters import ObjectFilter

    game = table.game
    table.hand(0, "Serra Angel")
    table.graveyard(1, "Serra Angel")
    bears = table.battlefield(0, "Grizzly Bears")[0].id
    angels = [o.id for o in (*game.hand(0), *game.graveyard(1))]
    assert set(game.with_own_keyword("flying")) == set(angels)
    assert game.with_own_keyword("flying") == tuple(
        i for zone in Zone for i in game.ids_in(zone) if i in angels)
    assert game.with_own_keyword("trample") == ()
    moved = game.move(angels[0], Zone.EXILE, cause="effect")
    assert moved is not None
    assert set(game.with_own_keyword("flying")) == {moved.id, angels[1]}
    with pytest.raises(RuntimeError), game.transaction():
        later = game.move(angels[1], Zone.EXILE, cause="effect")
        assert later is not None and later.id in game.with_own_keyword("flying")
        raise RuntimeError("reversed")
    assert set(game.with_own_keyword("flying")) == {moved.id, angels[1]}
    clone = game.clone()
    clone.move(moved.id, Zone.GRAVEYARD, cause="effect")
    assert moved.id not in clone.with_own_keyword("flying")
    assert moved.id in game.with_own_keyword("flying")
    ApplyEffect(Each(ObjectFilter(name="Grizzly Bears")),
                (AddAbilities((KeywordAbility("trample"),)),)).run(
        Context(game=game, controller=0, source=None))
    assert game.has_keyword(bears, "trample") and game.with_own_keyword("trample") == ()
    angel_card = game.obj(angels[1]).card
    game.update(bears, card=attrs.evolve(game.obj(bears).card, abilities=angel_card.abilities))
    assert bears in game.with_own_keyword("flying")  # its card changed in place: read again
