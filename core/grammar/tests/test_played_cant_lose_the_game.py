"""Printed "You can't lose the game and your opponents can't win the game.", played
(CR 104.3, 104.3a, 704.5a, 704.5b, 104.2).

Platinum Angel: Alice at 0 life after Bob's Shock stays in the game; once Murder destroys the
Angel she loses at the next check (704.5a). Drawing from an empty library with Divination
loses her nothing, and the empty draw is not held against her after the Angel is gone
(704.5b: only since the last check). Without the Angel she loses. The printed card comes from
the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

ANGEL = CardDef(
    name="Platinum Angel", mana_cost="{7}", type_line="Artifact Creature — Angel",
    power="4", toughness="4",
    text="Flying\nYou can't lose the game and your opponents can't win the game.")

CARDS = (ANGEL,)
kit = pytest.mark.plugins(extra={"angel-kit": card_pool("angel-kit", CARDS)})


def _shock_alice(table: Table) -> None:
    table.set_turn(active=1)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.cast("Shock", targets=["Alice"])
    table.resolve()


def _murder_angel(table: Table) -> None:
    table.set_turn(active=1)
    table.lands(1, "Swamp", 3)
    table.hand(1, "Murder")
    table.cast("Murder", targets=["Platinum Angel"])
    table.resolve()


@kit
def test_at_zero_life_she_stays_in_the_game(table: Table) -> None:
    """CR 104.3, 704.5a: 0 life loses Alice nothing while the Angel is on the battlefield."""
    table.battlefield(0, "Platinum Angel")
    table.game.update_player(0, life=2)
    _shock_alice(table)
    assert table.life(0) == 0
    assert not table.game.state.over
    _murder_angel(table)
    assert table.game.state.over
    assert table.game.player(0).lost


@kit
def test_without_the_angel_she_loses(table: Table) -> None:
    """CR 704.5a: the static ability works only while the Angel is on the battlefield."""
    table.graveyard(0, "Platinum Angel")
    table.game.update_player(0, life=2)
    _shock_alice(table)
    assert table.game.state.over
    assert table.game.player(0).lost


@kit
def test_an_empty_draw_is_not_held_against_her_later(table: Table) -> None:
    """CR 704.5b: the empty draw is checked once, while she can't lose; not again after."""
    table.battlefield(0, "Platinum Angel")
    table.lands(0, "Island", 3)
    table.hand(0, "Divination")
    table.cast("Divination")
    table.resolve()
    assert not table.game.state.over
    assert not table.game.player(0).drew_from_empty
    _murder_angel(table)
    assert not table.game.state.over


@kit
def test_she_can_still_concede(table: Table) -> None:
    """CR 104.3a: a player can concede at any time, the Angel notwithstanding."""
    table.battlefield(0, "Platinum Angel")
    table.game.concede(0)
    assert table.game.state.over
    assert table.game.player(0).lost


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)


PERSECUTOR = CardDef(
    name="Abyssal Persecutor", mana_cost="{2}{B}{B}", type_line="Creature — Demon",
    power="6", toughness="6",
    text="Flying, trample\nYou can't win the game and your opponents can't lose the game.")
FELIDAR = CardDef(
    name="Felidar Sovereign", mana_cost="{4}{W}{W}", type_line="Creature — Cat Beast",
    power="4", toughness="6",
    text="Vigilance (Attacking doesn't cause this creature to tap.)\nLifelink (Damage dealt by "
         "this creature also causes you to gain that much life.)\nAt the beginning of your "
         "upkeep, if you have 40 or more life, you win the game.")
PLATINUM_PERSECUTOR = CardDef(
    name="Platinum Persecutor", mana_cost="{5}", type_line="Artifact Creature — Angel Demon",
    power="5", toughness="5",
    text="Flying\nPlayers can't lose the game or win the game.\nAt the beginning of your "
         "upkeep, if each player has an empty library, sacrifice Platinum Persecutor and you "
         "win the game.")
LICHS_MASTERY = CardDef(
    name="Lich's Mastery", mana_cost="{3}{B}{B}{B}", type_line="Legendary Enchantment",
    text="Hexproof\nYou can't lose the game.\nWhenever you gain life, draw that many cards.\n"
         "Whenever you lose life, for each 1 life you lost, exile a permanent you control or a "
         "card from your hand or graveyard.\nWhen Lich's Mastery leaves the battlefield, you "
         "lose the game.")
persecutor_kit = pytest.mark.plugins(extra={"persecutor-kit": card_pool(
    "persecutor-kit", (PERSECUTOR, FELIDAR))})


@persecutor_kit
def test_abyssal_persecutors_opponent_stays_at_zero_life(table: Table) -> None:
    """CR 104.3, 704.5a: Alice's Abyssal Persecutor keeps Bob, at 0 life after her Shock, in
    the game; Alice herself wins by no effect (104.2b): her Felidar Sovereign's upkeep
    trigger at 40 life wins nothing. Once Murder destroys the Persecutor, Bob loses at the
    next check and Alice, the last player in the game, wins (104.2a)."""
    table.battlefield(0, "Abyssal Persecutor", "Felidar Sovereign")
    for player in (0, 1):
        table.library(player, "Plains", "Plains", "Plains")
    table.game.update_player(1, life=2)
    table.game.update_player(0, life=40)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Bob"])
    table.resolve()
    assert table.life(1) == 0
    assert not table.game.state.over
    assert not table.game.player(1).lost
    table.next_turn()  # Bob's turn
    table.next_turn()  # Alice's: her upkeep trigger
    table.go_to(Step.DRAW)
    table.assert_logged(rule="104.2", contains="Alice can't win the game")
    assert not table.game.state.over
    _murder(table, "Abyssal Persecutor")
    assert table.game.state.over
    assert table.game.player(1).lost and table.game.result().winners == (0,)


def _murder(table: Table, name: str) -> None:
    table.set_turn(active=1)
    table.lands(1, "Swamp", 3)
    table.hand(1, "Murder")
    table.cast("Murder", targets=[name])
    table.resolve()


def _read(card: CardDef) -> tuple[list[str], list[tuple[str, str]]]:
    """The sentences of ``card`` left unread, and the player keywords its "can't lose / can't
    win" sentence gives, with whom they are on."""
    from manastack import Rules
    from manastack_grammar.reader import recognize
    from manastack_grammar.ruleset import grammar_of

    rules = Rules.load()
    grammar = grammar_of(rules)
    read = recognize(card.text, name=card.name, rules=rules, is_permanent=True,
                     keyword_defs=grammar.keyword_defs, sentence_rules=grammar.sentence_rules)
    static = next(a for a in read.abilities if "the game" in str(a))
    (effect,) = static.effects
    return list(read.unrecognized), [(p.keyword, p.who) for p in effect.parts]


def test_platinum_persecutor_reads_players_cant_lose_or_win() -> None:
    """CR 104.3, 104.2b: "Players can't lose the game or win the game." is both player
    keywords on every player; the card stays unread for its upkeep trigger, named."""
    unread, parts = _read(PLATINUM_PERSECUTOR)
    assert parts == [("can't lose the game", "each"), ("can't win the game", "each")]
    assert [u[:40] for u in unread] == ["At the beginning of your upkeep, if each"]


def test_lichs_mastery_reads_you_cant_lose_the_game() -> None:
    """CR 104.3: "You can't lose the game." alone is the player keyword of Platinum Angel's
    first half, on its controller only; Lich's Mastery stays unread for its life-loss
    trigger, named."""
    unread, parts = _read(LICHS_MASTERY)
    assert parts == [("can't lose the game", "you")]
    assert [u[:49] for u in unread] == ["Whenever you lose life, for each 1 life you lost,"]


@needs_corpus
def test_the_persecutors_are_the_corpus_cards() -> None:
    assert_printed((PERSECUTOR, FELIDAR, PLATINUM_PERSECUTOR, LICHS_MASTERY))
