"""Voting (CR 701.38): object votes (Council's Judgment, Custodi Squire), word votes (Will
of the council, Council's dilemma), the order of the votes (701.38a), votes not being
targets. Runs alone with ``pytest plugins/voting`` (kernel + voting only)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from pytest_manastack import Table, assert_printed, needs_corpus

from manastack.api import CardDef, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("voting")

CARDS = ("Bite of the Black Rose", "Coercive Portal", "Council's Judgment", "Custodi Squire",
         "Grudge Keeper", "Lieutenants of the Guard", "Orchard Elemental", "Plea for Power",
         "Tyrant's Choice")


def votes_logged(table: Table) -> list[str]:
    """The votes cast, in the order the log holds them (701.38a), objects without their id."""
    return [re.sub(r"#\d+", "", e.text) for e in table.game.log
            if e.rule == "701.38a" and " votes for " in e.text]


def judgment(table: Table, *votes: tuple[int, str]) -> None:
    """Alice casts Council's Judgment; each ``(player, name)`` scripts that player's vote."""
    for player, choice in votes:
        table.answer("vote", choice, player=player)
    table.hand(0, "Council's Judgment")
    table.mana(0, "WWW")
    table.cast("Council's Judgment")
    table.resolve()


def test_the_pool_is_printed_and_understood(rules: Any) -> None:
    source = TomlCardSource.from_package("voting", "manastack_voting", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "voting:each player votes" in card.read_with or name == "Grudge Keeper"
    assert_printed(source.get(n) for n in CARDS)


def test_without_the_plugin_a_vote_is_not_read() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("voting", "manastack_voting", "cards.toml")
    definition = source.get("Council's Judgment")
    assert definition is not None
    assert not Rules.load(enable=[], env={}).compile(definition).playable


def test_701_38a_council_s_judgment_exiles_the_permanent_with_the_most_votes(
        table: Table) -> None:
    """Both vote for Hill Giant: it is exiled, Grizzly Bears stays; Alice votes first."""
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    judgment(table, (0, "Hill Giant"), (1, "Hill Giant"))
    table.assert_zone("Hill Giant", Zone.EXILE)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    assert votes_logged(table) == ["Alice votes for Hill Giant", "Bob votes for Hill Giant"]
    table.assert_logged(rule="701.38a", contains="the vote: Hill Giant")
    table.assert_logged(rule="701.38a", contains=": 2")


def test_701_38a_tied_for_most_votes_exiles_each(table: Table) -> None:
    """One vote each: both are tied for most votes and both are exiled; Alice's Savannah
    Lions (she controls it) can't be voted for."""
    table.battlefield(0, "Savannah Lions")
    table.battlefield(1, "Grizzly Bears", "Hill Giant", "Memnite")
    judgment(table, (0, "Grizzly Bears"), (1, "Hill Giant"))
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    table.assert_zone("Hill Giant", Zone.EXILE)
    table.assert_zone("Memnite", Zone.BATTLEFIELD)
    table.assert_zone("Savannah Lions", Zone.BATTLEFIELD)
    decisions = [d for d in table.game.log if d.rule == "701.38a"]
    assert decisions and all("Savannah Lions" not in d.text for d in decisions)


def test_701_38a_a_vote_for_a_permanent_you_control_is_refused(table: Table) -> None:
    """Alice's own Savannah Lions is not among the choices: the scripted vote is refused
    and the resolution undone (CR 732): the spell is still on the stack."""
    from manastack.api import ManastackError

    table.battlefield(0, "Savannah Lions")
    table.battlefield(1, "Grizzly Bears")
    with pytest.raises(ManastackError, match=r"701\.38a"):
        judgment(table, (0, "Savannah Lions"))
    table.assert_zone("Council's Judgment", Zone.STACK)
    table.assert_zone("Savannah Lions", Zone.BATTLEFIELD)
    assert votes_logged(table) == []


def test_701_38a_the_votes_start_with_the_caster_in_turn_order(
        table_factory: Any) -> None:
    """Three players, Bob's turn: Bob casts it; Bob votes, then Carol, then Alice."""
    table = table_factory(players=("Alice", "Bob", "Carol"), active=1)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(2, "Hill Giant")
    table.answer("vote", "Grizzly Bears", player=1)
    table.answer("vote", "Grizzly Bears", player=2)
    table.answer("vote", "Hill Giant", player=0)
    table.hand(1, "Council's Judgment")
    table.mana(1, "WWW")
    table.cast("Council's Judgment")
    table.resolve()
    assert votes_logged(table) == ["Bob votes for Grizzly Bears",
                                   "Carol votes for Grizzly Bears", "Alice votes for Hill Giant"]
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD)


def test_701_38a_with_nothing_to_vote_for_nobody_votes(table: Table) -> None:
    """Bob controls only a land: no player has a legal choice, nobody votes, nothing is
    exiled."""
    table.battlefield(1, "Forest")
    judgment(table)
    table.assert_zone("Forest", Zone.BATTLEFIELD)
    assert votes_logged(table) == []
    table.assert_logged(rule="701.38a", contains="doesn't vote")
    table.assert_zone("Council's Judgment", Zone.GRAVEYARD)


@needs_corpus
@pytest.mark.plugins("oracle", "voting")
def test_a_vote_is_not_a_target_a_hexproof_creature_is_exiled(table: Table) -> None:
    """Slippery Bogle (hexproof) is voted for and exiled: a vote targets nothing (115.1,
    702.11)."""
    table.battlefield(1, "Slippery Bogle", "Grizzly Bears")
    judgment(table, (0, "Slippery Bogle"), (1, "Grizzly Bears"))
    table.assert_zone("Slippery Bogle", Zone.EXILE)
    table.assert_zone("Grizzly Bears", Zone.EXILE)


def test_custodi_squire_returns_the_card_with_the_most_votes(table: Table) -> None:
    """Custodi Squire enters: the votes are for a creature card in Alice's graveyard (not
    her land, not Bob's card); the one with most votes returns to her hand."""
    table.graveyard(0, "Grizzly Bears", "Hill Giant", "Forest")
    table.graveyard(1, "Memnite")
    table.answer("vote", "Hill Giant", player=0)
    table.answer("vote", "Hill Giant", player=1)
    table.hand(0, "Custodi Squire")
    table.mana(0, "WWWWW")
    table.cast("Custodi Squire")
    table.resolve()  # the creature spell
    table.resolve()  # its enters trigger
    table.assert_zone("Hill Giant", Zone.HAND, 0)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Memnite", Zone.GRAVEYARD, 1)


def tyrants_choice(table: Table, alice: str, bob: str) -> None:
    table.battlefield(1, "Grizzly Bears")
    table.answer("vote", alice, player=0)
    table.answer("vote", bob, player=1)
    table.hand(0, "Tyrant's Choice")
    table.mana(0, "BB")
    table.cast("Tyrant's Choice")
    table.resolve()


def test_701_38b_death_gets_more_votes(table: Table) -> None:
    tyrants_choice(table, "death", "death")
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_life(1, 20)


def test_701_38b_torture_gets_more_votes(table: Table) -> None:
    tyrants_choice(table, "torture", "torture")
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.assert_life(1, 16)


def test_701_38b_a_tied_vote_is_torture_s(table: Table) -> None:
    """One vote each: "If torture gets more votes or the vote is tied"."""
    tyrants_choice(table, "death", "torture")
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.assert_life(1, 16)
    table.assert_logged(rule="701.38a", contains="the vote: death: 1, torture: 1")


def test_plea_for_power_knowledge_on_a_tie(table: Table) -> None:
    table.library(0, "Forest", "Island", "Swamp", "Mountain")
    table.answer("vote", "time", player=0)
    table.answer("vote", "knowledge", player=1)
    table.hand(0, "Plea for Power")
    table.mana(0, "UUUU")
    table.cast("Plea for Power")
    table.resolve()
    assert len(table.game.hand(0)) == 3


@pytest.mark.parametrize(("alice", "bob", "counters", "life"), [
    ("sprout", "harvest", 2, 23), ("sprout", "sprout", 4, 20), ("harvest", "harvest", 0, 26),
])
def test_council_s_dilemma_orchard_elemental_counts_each_vote(
        table: Table, alice: str, bob: str, counters: int, life: int) -> None:
    """"Put two +1/+1 counters on this creature for each sprout vote. You gain 3 life for
    each harvest vote." (701.38b)."""
    table.answer("vote", alice, player=0)
    table.answer("vote", bob, player=1)
    table.hand(0, "Orchard Elemental")
    table.mana(0, "GGGGGG")
    table.cast("Orchard Elemental")
    table.resolve()
    table.resolve()
    table.assert_counters("Orchard Elemental", "+1/+1", counters)
    table.assert_life(0, life)


@pytest.mark.parametrize(("keeper", "alice", "bob", "alice_life", "bob_life"), [
    (0, "death", "torture", 20, 14),   # Bob voted against Alice: 2, then torture's 4
    (0, "torture", "torture", 20, 16),  # Bob voted with Alice
    (1, "death", "torture", 18, 16),   # Bob's Keeper: Alice voted against Bob
])
def test_grudge_keeper_whenever_players_finish_voting(
        table: Table, keeper: int, alice: str, bob: str, alice_life: int,
        bob_life: int) -> None:
    """Grudge Keeper triggers once the vote of Tyrant's Choice is over: each opponent of its
    controller who voted for a choice its controller didn't vote for loses 2 life."""
    table.battlefield(keeper, "Grudge Keeper")
    tyrants_choice(table, alice, bob)
    table.resolve()  # Grudge Keeper's trigger
    table.assert_life(0, alice_life)
    table.assert_life(1, bob_life)


@pytest.mark.parametrize("later", [
    "At the beginning of your upkeep, if time gets more votes, draw a card.",
    "At the beginning of your upkeep, draw a card for each time vote.",
])
def test_a_result_sentence_reads_only_a_vote_of_its_own_ability(rules: Any, later: str) -> None:
    """CR 701.38b: "If time gets more votes" is about the vote of the same ability; in another
    ability, with no vote of its own, it names no vote and stays unread."""
    card = rules.compile(CardDef(
        name="Test Decree", mana_cost="{2}{W}", type_line="Enchantment",
        text="When this enchantment enters, starting with you, each player votes for time or "
             f"knowledge. If time gets more votes, draw a card.\n{later}"))
    assert card.unrecognized == (later,)


def test_grudge_keeper_s_trigger_is_explained_by_its_event(rules: Any) -> None:
    """``manastack explain`` names what Grudge Keeper's ability triggers on (CR 603.1,
    701.38a), as it does for every other trigger."""
    from manastack_grammar.api import recognition

    line = recognition(rules, rules.definition("Grudge Keeper")).lines[0]
    assert line.became.startswith(
        "triggered ability (CR 603) on players finish voting: "), line.became


@pytest.mark.parametrize("text", [
    "Starting with you, each player votes for a player. Each player with the most votes "
    "draws a card.",
    "Starting with you, each player votes for red, green, or blue. If red gets more votes, "
    "draw a card.",
    "Starting with you, each player votes for time or knowledge. If money gets more votes, "
    "draw a card.",
    "Each player votes for time or knowledge. If time gets more votes, draw a card.",
    "Starting with you, each player votes for a nonland permanent you don't control. Return "
    "each card with the most votes or tied for most votes to your hand.",
    "Exile each permanent with the most votes or tied for most votes.",
    "Put a +1/+1 counter on target creature for each time vote.",
])
def test_other_vote_wordings_stay_unread(rules: Any, text: str) -> None:
    card = rules.compile(CardDef(name="Test Decree", mana_cost="{2}{W}", type_line="Sorcery",
                                 text=text))
    assert not card.playable, text
