"""The invariant checker: silent on real games, and each invariant able to fail."""

from __future__ import annotations

import pytest
from manastack_cli.simulate import SimConfig, play_game

from manastack.engine import sba
from manastack.invariants import CheckedGame, Checker, InvariantError
from manastack.loading.rules import Rules
from manastack.model.mana import KEPT_UNTIL_END_OF_COMBAT, KEPT_UNTIL_END_OF_TURN, Mana
from manastack.model.objects import Zone
from manastack.model.turns import Step

#: simulated games check the engine, not what each card's sentences do
pytestmark = pytest.mark.proves_nothing

SEED = 1234


@pytest.fixture(scope="module")
def kernel() -> Rules:
    return Rules.load(enable=[])


@pytest.fixture
def checked(kernel: Rules) -> tuple[CheckedGame, Checker]:
    """A checked game in player 1's precombat main phase: lands, a creature, cards in hand."""
    game = CheckedGame(kernel, ("Ann", "Ben"), seed=SEED)
    for player in (0, 1):
        for name in ("Mountain", "Forest", "Grizzly Bears", "Lightning Bolt", "Hill Giant"):
            game.put(name, Zone.LIBRARY, player)
        game.put("Forest", Zone.BATTLEFIELD, player)
        game.put("Grizzly Bears", Zone.BATTLEFIELD, player)
        game.put("Shock", Zone.HAND, player)
    game.set_turn(active=0, step=Step.MAIN1, number=3)
    checker = Checker(seed=SEED)
    game.checker = checker
    checker.start(game)
    checker.after_action(game, 0)
    return game, checker


def broken(checker: Checker, game: CheckedGame, name: str) -> InvariantError:
    with pytest.raises(InvariantError) as info:
        checker.after_action(game, 7)
    assert info.value.invariant == name
    assert f"(seed {SEED}, action 7)" in str(info.value)
    return info.value


def test_real_games_break_no_invariant(kernel: Rules) -> None:
    from manastack_cli.decks import load_deck

    cards = tuple(load_deck("vanilla").check(kernel).cards())
    config = SimConfig(decks=(cards, cards), games=3, check=True, enable=(), max_turns=40)
    for i in range(3):
        result = play_game(config, i, rules=kernel)
        assert result.outcome != "error", result.error
        assert result.actions > 10


def test_a_checked_game_plays_like_an_unchecked_one(kernel: Rules) -> None:
    from manastack_cli.decks import load_deck

    cards = tuple(load_deck("vanilla").check(kernel).cards())
    config = SimConfig(decks=(cards, cards), games=1, enable=(), max_turns=10)
    plain = play_game(config, 0, rules=kernel)
    checked = play_game(SimConfig(decks=(cards, cards), games=1, enable=(), max_turns=10,
                                  check=True), 0, rules=kernel)
    assert plain.digest == checked.digest


def test_an_object_listed_in_two_zones(checked: tuple[CheckedGame, Checker]) -> None:
    game, checker = checked
    bears = game.named("Grizzly Bears", Zone.BATTLEFIELD, 0)
    key = (Zone.GRAVEYARD, 0)
    game.state.zones[key] = (*game.state.zones[key], bears.id)
    assert "is listed twice" in str(broken(checker, game, "zones"))


def test_an_object_in_no_zone(checked: tuple[CheckedGame, Checker]) -> None:
    game, checker = checked
    bears = game.named("Grizzly Bears", Zone.BATTLEFIELD, 0)
    key = (Zone.BATTLEFIELD, -1)
    game.state.zones[key] = tuple(i for i in game.state.zones[key] if i != bears.id)
    assert "is in no zone" in str(broken(checker, game, "zones"))


def test_a_card_in_another_players_graveyard_cr_400_3(checked: tuple[CheckedGame, Checker]
                                                      ) -> None:
    game, checker = checked
    shock = game.named("Shock", Zone.HAND, 0)
    game.state.zones[(Zone.HAND, 0)] = ()
    game.state.zones[(Zone.HAND, 1)] = (*game.state.zones[(Zone.HAND, 1)], shock.id)
    assert "not its owner's (CR 400.3)" in str(broken(checker, game, "zones"))


def test_a_card_vanishing(checked: tuple[CheckedGame, Checker]) -> None:
    game, checker = checked
    shock = game.named("Shock", Zone.HAND, 1)
    game.state.zones[(Zone.HAND, 1)] = ()
    del game.state.objects[shock.id]
    assert "vanished: 1x Shock (player 2)" in str(broken(checker, game, "conservation"))


def test_a_card_appearing(checked: tuple[CheckedGame, Checker]) -> None:
    game, checker = checked
    game.put("Lightning Bolt", Zone.GRAVEYARD, 0)
    assert "appeared: 1x Lightning Bolt (player 1)" in str(broken(checker, game, "conservation"))


def test_tokens_come_and_go_freely(checked: tuple[CheckedGame, Checker], kernel: Rules) -> None:
    game, checker = checked
    token = game.create_token(kernel.token("Spirit", "Creature — Spirit", power="1",
                                           toughness="1"), 0)
    checker.after_action(game, 1)
    game.move(token.id, Zone.GRAVEYARD)  # CR 111.7: it ceases to exist
    checker.after_action(game, 2)


def test_a_token_outside_the_battlefield_cr_111_7(checked: tuple[CheckedGame, Checker],
                                                  kernel: Rules) -> None:
    game, checker = checked
    game.create_object(kernel.token("Spirit", "Creature — Spirit", power="1", toughness="1"),
                       0, Zone.GRAVEYARD, is_token=True, log=False)
    assert "(CR 111.7, 704.5d)" in str(broken(checker, game, "tokens"))


def test_an_index_of_tokens_that_disagrees_with_the_objects(
        checked: tuple[CheckedGame, Checker], kernel: Rules) -> None:
    game, checker = checked
    game.create_token(kernel.token("Spirit", "Creature — Spirit", power="1", toughness="1"), 0)
    game.state.ephemeral = frozenset()  # SBA 704.5d would no longer see it
    assert "the index of tokens and copies holds []" in str(broken(checker, game, "tokens"))


def test_an_index_of_statics_off_the_battlefield_that_disagrees_with_the_objects(
        checked: tuple[CheckedGame, Checker]) -> None:
    game, checker = checked
    (some,) = [o.id for o in game.state.objects.values() if o.zone is Zone.HAND][:1]
    game.state.offzone_abilities = frozenset({some})  # a layer pass would read the wrong cards
    assert "(CR 611.3b)" in str(broken(checker, game, "abilities"))


def test_life_changed_without_an_event_cr_119_3(checked: tuple[CheckedGame, Checker]) -> None:
    game, _checker = checked
    game.update_player(1, life=17)
    with pytest.raises(InvariantError, match=r"Ben's life went from 20 to 17 without a life or "
                                             r"damage event"):
        game.log_event("note", "something else happens")


def test_life_changes_through_damage_and_life_events_are_fine(
        checked: tuple[CheckedGame, Checker]) -> None:
    game, checker = checked
    game.deal_damage(None, game.player(1).ref, 3)
    game.gain_life(1, 2)
    game.lose_life(0, 1)
    checker.after_action(game, 1)
    assert (game.player(0).life, game.player(1).life) == (19, 19)


def test_life_is_resynchronised_after_an_illegal_action(checked: tuple[CheckedGame, Checker],
                                                        kernel: Rules) -> None:
    game, checker = checked
    game.update_player(0, life=15)  # as if an action paid life, then was undone (CR 732)
    checker.resync(game)
    game.log_event("note", "fine")


def test_mana_left_in_a_pool_as_a_step_begins_cr_500_5(checked: tuple[CheckedGame, Checker]
                                                       ) -> None:
    game, _checker = checked
    game.add_mana(0, [Mana("G")])
    with pytest.raises(InvariantError, match=r"Ann's mana pool is not empty as the .* begins"):
        game.log_event("step", "beginning of combat step begins", rule="507")


def test_mana_kept_until_end_of_turn_stays_into_a_later_step_cr_106_4(
        checked: tuple[CheckedGame, Checker]) -> None:
    """Raphael, Ninja Destroyer's "Until end of turn, you don't lose this mana as steps and
    phases end": the mana is still there as the next step of the turn begins, and not as a
    new turn's untap step begins; mana kept until end of combat only in a combat step."""
    game, _checker = checked
    game.add_mana(0, [Mana("R", kept=KEPT_UNTIL_END_OF_TURN)])
    game.log_event("step", "beginning of combat step begins", rule="507")
    game.add_mana(0, [Mana("R", kept=KEPT_UNTIL_END_OF_COMBAT)])
    game.set_turn(active=0, step=Step.MAIN2, number=3)
    with pytest.raises(InvariantError, match=r"Ann's mana pool is not empty as the .* begins"):
        game.log_event("step", "postcombat main phase begins", rule="505")
    # the end-of-combat unit lost (511.3): the end-of-turn one alone passes
    game.update_player(0, mana_pool=game.player(0).mana_pool.kept_after(False))
    game.log_event("step", "postcombat main phase begins", rule="505")
    game.set_turn(active=1, step=Step.UNTAP, number=4)
    with pytest.raises(InvariantError, match=r"Ann's mana pool is not empty as the .* begins"):
        game.log_event("step", "untap step begins", rule="502")


def test_pools_are_empty_when_the_engine_moves_on(checked: tuple[CheckedGame, Checker]) -> None:
    game, checker = checked
    game.pending()  # the main phase begins first (its turn-based actions)
    game.add_mana(0, [Mana("G")])
    game.respond((game.legal_actions()[-1],))  # pass: the step ends, the pool empties
    checker.after_action(game, 1)
    assert game.player(0).mana_pool.is_empty()


def test_a_spell_left_on_the_stack_as_a_turn_begins_cr_500_2(
        checked: tuple[CheckedGame, Checker]) -> None:
    game, _checker = checked
    # a broken position on purpose: a card can't be put on the stack but by casting it
    game.create_object(game.rules.card("Shock"), 0, Zone.STACK)
    with pytest.raises(InvariantError,
                       match=r"the stack is not empty as turn 4 begins: Ben \(Shock#\d+\)"):
        game.log_event("turn", "turn 4 begins: Ben", rule="500.1")


def test_a_player_at_zero_life_still_playing_cr_704_5a(checked: tuple[CheckedGame, Checker]
                                                       ) -> None:
    game, checker = checked
    game.lose_life(1, 20)
    assert "has 0 life and is still in the game (CR 704.5a)" in str(
        broken(checker, game, "players"))


def test_a_player_who_cant_lose_stays_at_zero_life_cr_104_3() -> None:
    """Platinum Angel's "You can't lose the game": at 0 life its controller plays on, and the
    checker says nothing (without the Angel the same life breaks 704.5a, above)."""
    game = CheckedGame(Rules.load(), ("Ann", "Ben"), seed=SEED)
    game.put("Platinum Angel", Zone.BATTLEFIELD, 1)
    game.set_turn(active=0, step=Step.MAIN1, number=3)
    checker = Checker(seed=SEED)
    game.checker = checker
    checker.start(game)
    game.lose_life(1, 20)
    sba.check(game)
    assert not game.state.players[1].lost
    checker.after_action(game, 7)


@pytest.fixture(scope="module")
def every_plugin() -> Rules:
    return Rules.load()


def _checked_with(rules: Rules, *library: str) -> tuple[CheckedGame, Checker]:
    game = CheckedGame(rules, ("Ann", "Ben"), seed=SEED)
    for name in library:
        game.put(name, Zone.LIBRARY, 0)
    game.set_turn(active=0, step=Step.MAIN1, number=3)
    checker = Checker(seed=SEED)
    game.checker = checker
    checker.start(game)
    return game, checker


def test_a_transformed_card_is_the_same_card_cr_712_8a(every_plugin: Rules) -> None:
    """Dowsing Dagger transformed into Lost Vale is the same card (712.8a, 712.18): no card
    vanished and none appeared."""
    from manastack.engine.faces import transform

    game, checker = _checked_with(every_plugin, "Dowsing Dagger")
    (dagger,) = [o.id for o in game.state.objects.values() if o.zone is Zone.LIBRARY]
    permanent = game.move(dagger, Zone.BATTLEFIELD)
    assert permanent is not None and transform(game, permanent.id)
    assert game.obj(permanent.id).card.name == "Lost Vale"
    checker.after_action(game, 7)


def test_a_dungeon_brought_into_the_game_cr_309_2(every_plugin: Rules) -> None:
    """Undercity, put into the command zone from outside the game as a player takes the
    initiative (309.2a, 725.2), is not a card appearing; another card appearing still is."""
    from manastack.model.objects import Card
    from manastack.model.typeline import TypeLine

    game, checker = _checked_with(every_plugin, "Grizzly Bears")
    # as the dungeons plugin brings its card in (Game.create_object into the command zone)
    undercity = Card(name="Undercity", type_line=TypeLine(card_types=("Dungeon",),
                                                          subtypes=("Undercity",)))
    game.create_object(undercity, 0, Zone.COMMAND, log=False)
    checker.after_action(game, 7)
    game.put("Grizzly Bears", Zone.HAND, 0)
    assert "appeared: 1x Grizzly Bears" in str(broken(checker, game, "conservation"))


def test_a_probe_undone_undoes_its_life_payment_cr_732(every_plugin: Rules) -> None:
    """Standing Stones ("{1}, {T}, Pay 1 life: Add one mana of any color.") is activated in
    the probes that look for a way to pay Hill Giant with three Mountains (CR 605.3a; there
    is none); each probe is undone (732), its life payment with it: Ann's life back at 20
    is no change without an event. Lightning Bolt can be cast: Ann is asked."""
    game = CheckedGame(every_plugin, ("Ann", "Ben"), seed=SEED)
    for name in ("Standing Stones", "Mountain", "Mountain", "Mountain"):
        game.put(name, Zone.BATTLEFIELD, 0)
    game.put("Hill Giant", Zone.HAND, 0)
    game.put("Lightning Bolt", Zone.HAND, 0)
    game.set_turn(active=0, step=Step.MAIN1, number=3)
    checker = Checker(seed=SEED)
    game.checker = checker
    checker.start(game)
    decision = game.pending()  # the listing's probes pay 1 life and are undone
    assert decision is not None and decision.kind == "priority" and decision.player == 0
    assert game.player(0).life == 20
    checker.after_action(game, 7)


def test_a_game_over_with_two_players_left(checked: tuple[CheckedGame, Checker]) -> None:
    game, checker = checked
    game.state.over = True
    assert "2 player(s) left but the game is over" in str(broken(checker, game, "players"))


def test_a_creature_with_lethal_damage_cr_704_5g(checked: tuple[CheckedGame, Checker]) -> None:
    game, checker = checked
    bears = game.named("Grizzly Bears", Zone.BATTLEFIELD, 1)
    game.set_object(bears.replace(damage=2))
    assert "(CR 704.5g-h)" in str(broken(checker, game, "creatures"))


def test_plus_and_minus_counters_together_cr_704_5q(checked: tuple[CheckedGame, Checker]
                                                    ) -> None:
    game, checker = checked
    bears = game.named("Grizzly Bears", Zone.BATTLEFIELD, 1)
    game.set_object(bears.replace(counters={"+1/+1": 1, "-1/-1": 1}))
    assert "(CR 704.5q)" in str(broken(checker, game, "counters"))


def test_a_zero_counter_entry(checked: tuple[CheckedGame, Checker]) -> None:
    game, checker = checked
    bears = game.named("Grizzly Bears", Zone.BATTLEFIELD, 1)
    game.set_object(bears.replace(counters={"+1/+1": 0}))
    broken(checker, game, "counters")


def test_two_legends_one_controller_cr_704_5j(checked: tuple[CheckedGame, Checker]) -> None:
    game, checker = checked
    for _ in range(2):
        game.put("Isamaru, Hound of Konda", Zone.BATTLEFIELD, 0)
    checker.start(game)  # conservation: the new cards are part of the game from now on
    assert "(CR 704.5j)" in str(broken(checker, game, "legend rule"))


def test_a_stale_characteristics_cache_cr_613(checked: tuple[CheckedGame, Checker]) -> None:
    game, checker = checked
    bears = game.named("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert game.power(bears.id) == 2
    # a change that forgets to tell the game it changed (no version bump): the cache is stale
    game.state.objects[bears.id] = bears.replace(counters={"+1/+1": 2})
    error = broken(checker, game, "characteristics")
    assert "power: cached 2, fresh 4" in str(error)


def test_a_card_one_may_play_from_exile_is_indexed_cr_601_2a(
        checked: tuple[CheckedGame, Checker]) -> None:
    """The kernel indexes the exiled cards carrying its own play permission (no plugin
    declares that tag): the checker compares the index with the same set of tags."""
    from manastack.engine.play_from_exile import allow_play_from_exile

    game, checker = checked
    (giant,) = [o.id for o in game.state.objects.values()
                if o.zone is Zone.LIBRARY and o.owner == 0 and o.card.name == "Hill Giant"]
    card = game.move(giant, Zone.EXILE)
    assert card is not None
    allow_play_from_exile(game, card.id, 0, lands=False, next_turn=True)
    checker.after_action(game, 7)  # the index and the objects agree
    game.state.tagged = frozenset()  # a priority listing would no longer offer the card
    assert f"holds [], the objects say [{card.id}]" in str(broken(checker, game, "tags"))
