"""Myriad (CR 702.116): "Whenever this creature attacks, for each opponent other than
defending player, you may create a token that's a copy of this creature that's tapped and
attacking that player or a planeswalker they control. If one or more tokens are created this
way, exile the tokens at end of combat." Runs alone with ``pytest plugins/myriad``.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed, needs_corpus

from manastack.api import KeywordTrigger, PlayerRef, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("myriad")


def game_of(*players: str) -> Table:
    return Table.new(enable=["myriad"], players=players)


def tokens(table: Table) -> list[int]:
    """Alice's token copies (not other tokens her creatures make: Goldlust Triad's
    Treasures)."""
    return [o.id for o in table.game.battlefield(0) if o.is_token and o.name != "Treasure Token"]


def test_the_pool_is_printed_and_read(rules: Any) -> None:
    source = TomlCardSource.from_package("myriad", "manastack_myriad", "cards.toml")
    assert_printed(source.get(n) for n in source.names())
    for name in source.names():
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "myriad" in rules.printed(card).keywords
    (ability,) = rules.card("Wyrm's Crossing Patrol").abilities
    assert isinstance(ability, KeywordTrigger) and ability.trigger.event == "attacks"


def test_702_116a_a_token_attacks_the_other_opponent_and_is_exiled(table: Any = None) -> None:
    """CR 702.116a, 508.4, 603.7: Alice attacks Bob with Goldlust Triad (4/3, flying); myriad
    makes a tapped token copy attacking Carol. Each takes 4; at end of combat the token is
    exiled (a token leaving the battlefield ceases to exist, 111.7)."""
    t = game_of("Alice", "Bob", "Carol")
    t.battlefield(0, "Goldlust Triad")
    seen = t.watch_decisions("may")
    t.attack("Goldlust Triad", defender="Bob")
    t.answer("may", "yes")
    t.resolve()
    (decision,) = seen
    assert (decision.player, decision.rule) == (0, "702.116a")
    (token,) = tokens(t)
    assert t.game.obj(token).tapped and t.game.is_attacking(token)
    assert t.game.state.combat is not None
    assert t.game.state.combat.attackers[token] == PlayerRef(2)
    assert t.game.obj(token).name == "Goldlust Triad"
    t.assert_logged(rule="702.116a", contains="enters tapped and attacking Carol")
    assert not t.game.ids_in(Zone.STACK)  # 508.3a: the token wasn't declared: no trigger
    t.go_to(Step.END_COMBAT)
    t.assert_life(1, 16)
    t.assert_life(2, 16)
    t.resolve_all()
    assert tokens(t) == []
    assert t.names(Zone.BATTLEFIELD, 0).count("Goldlust Triad") == 1
    t.assert_logged(rule="406.2", contains="ceases to exist")


def test_702_116a_declined_no_token(table: Any = None) -> None:
    """CR 702.116a: "you may": declined, no token and no delayed exile."""
    t = game_of("Alice", "Bob", "Carol")
    t.battlefield(0, "Wyrm's Crossing Patrol")
    t.attack("Wyrm's Crossing Patrol", defender="Bob")
    t.answer("may", "no")
    t.resolve()
    assert tokens(t) == []
    assert t.game.state.delayed == () or not t.game.state.delayed


def test_702_116a_two_players_no_other_opponent(table: Table) -> None:
    """CR 702.116a: in a two-player game the only opponent is the defending player: the
    ability resolves and nothing is asked."""
    table.battlefield(0, "Herald of the Host")
    seen = table.watch_decisions("may")
    table.attack("Herald of the Host")
    table.resolve()
    assert seen == [] and tokens(table) == []


def test_702_116a_one_choice_for_each_other_opponent(table: Any = None) -> None:
    """CR 702.116a: four players: Alice attacks Bob with Dalek Squadron; she is asked for
    Carol and for Dan, and takes only Dan's token."""
    t = game_of("Alice", "Bob", "Carol", "Dan")
    t.battlefield(0, "Dalek Squadron")
    seen = t.watch_decisions("may")
    t.attack("Dalek Squadron", defender="Bob")
    t.answer("may", "no")
    t.answer("may", "yes")
    t.resolve()
    assert len(seen) == 2 and "Carol" in seen[0].prompt and "Dan" in seen[1].prompt
    (token,) = tokens(t)
    assert t.game.state.combat is not None
    assert t.game.state.combat.attackers[token] == PlayerRef(3)


@needs_corpus  # Confiscate and Jace Beleren come from the Oracle corpus
def test_702_116a_the_defending_player_is_who_controls_the_attacked_planeswalker() -> None:
    """CR 702.116a, 506.2, 613.1b: Carol casts Confiscate on Bob's Jace Beleren and controls
    it (layer 2). On Alice's turn Caller of the Pack attacks Jace: the defending player is
    Carol, not Jace's owner, so myriad offers Alice a token attacking Bob only."""
    t = Table.new(enable=["myriad", "oracle"], players=("Alice", "Bob", "Carol"))
    t.set_turn(active=2, step=Step.MAIN1, turn=1)
    (jace,) = t.battlefield(1, "Jace Beleren")
    t.battlefield(0, "Caller of the Pack")
    t.library(0, "Island")  # Alice's draw on her turn
    t.hand(2, "Confiscate")
    t.mana(2, "UUCCCC")
    t.cast("Confiscate", targets=["Jace Beleren"])
    t.resolve()
    assert t.game.controller(jace.id) == 2
    t.next_turn()  # Alice's turn
    seen = t.watch_decisions("may")
    t.attack("Caller of the Pack", defender="Jace Beleren")
    t.answer("may", "yes")
    t.resolve()
    (decision,) = seen
    assert "Bob" in decision.prompt and "Carol" not in decision.prompt
    (token,) = tokens(t)
    assert t.game.state.combat is not None
    assert t.game.state.combat.attackers[token] == PlayerRef(1)


@needs_corpus  # Word of Seizing and Jace Beleren come from the Oracle corpus
def test_508_5_the_defending_player_stays_who_controlled_it_as_it_was_attacked() -> None:
    """CR 508.5, 506.4, 702.116a: Caller of the Pack attacks Bob's Jace Beleren; with myriad
    on the stack Carol takes Jace with Word of Seizing. A planeswalker whose controller
    changes leaves combat (506.4); the defending player stays Bob, who controlled it as it
    was attacked, so myriad offers Alice a token attacking Carol, Jace's controller now."""
    t = Table.new(enable=["myriad", "oracle", "split_second", "haste"],
                  players=("Alice", "Bob", "Carol"))
    (jace,) = t.battlefield(1, "Jace Beleren")
    t.battlefield(0, "Caller of the Pack")
    seen = t.watch_decisions("may")
    t.attack("Caller of the Pack", defender="Jace Beleren")
    t.hand(2, "Word of Seizing")
    t.mana(2, "RRCCC")
    t.pass_priority()  # Alice
    t.pass_priority()  # Bob: Carol has priority
    t.cast("Word of Seizing", targets=["Jace Beleren"])
    t.resolve()
    assert t.game.controller(jace.id) == 2
    t.answer("may", "yes")
    t.answer("myriad defender", "Carol")
    t.resolve()
    (decision,) = seen
    assert "Carol" in decision.prompt and "Bob" not in decision.prompt
    (token,) = tokens(t)
    assert t.game.state.combat is not None
    assert t.game.state.combat.attackers[token] == PlayerRef(2)
