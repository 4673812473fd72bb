"""Exert (CR 701.43): "You may exert this creature as it attacks", an optional cost to
attack (701.43d, 508.1g), the ability linked to it ("When you do, ...", 607.2h) and
"Whenever you exert a creature". Runs alone with ``pytest plugins/exert``.

Grizzly Bears, Hill Giant and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

from typing import Any

import pytest
from manastack_exert.keyword import ExertAbility, ExertTrigger
from pytest_manastack import Table, assert_printed

from manastack.api import Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("exert")


def attack(table: Table, *exerts: tuple[str, str]) -> None:
    """Alice declares the creatures named in ``exerts`` as attackers, answering each exert
    choice in order ("yes"/"no"), then resolves every ability that triggered."""
    for _name, answer in exerts:
        table.answer("may", answer)
    table.attack(*(name for name, _ in exerts))
    table.resolve_all()


def untap_steps(table: Table) -> None:
    """Bob's turn, then Alice's next untap step and precombat main phase."""
    for player in (0, 1):
        table.library(player, "Forest", "Forest", "Forest")
    table.next_turn()
    table.next_turn()


def test_the_pool_is_printed_and_read(rules: Any) -> None:
    source = TomlCardSource.from_package("exert", "manastack_exert", "cards.toml")
    assert_printed(source.get(n) for n in source.names())
    for name in source.names():
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "exert" in rules.printed(card).keywords


def test_701_43d_the_ability_and_its_linked_trigger(rules: Any) -> None:
    """CR 701.43d, 607.2h: "You may exert this creature as it attacks." alone is the optional
    cost; with "When you do, ..." in the paragraph it is also the ability triggering on it."""
    (twins, _whenever) = rules.card("Trueheart Twins").abilities
    assert isinstance(twins, ExertAbility) and twins.choice.optional
    (brawler,) = rules.card("Hooded Brawler").abilities
    assert isinstance(brawler, ExertTrigger)
    assert (brawler.trigger.event, brawler.trigger.self_only) == ("exerted", True)


def test_701_43a_exerted_it_gets_the_bonus_and_doesnt_untap_next_time(table: Table) -> None:
    """CR 701.43a, 701.43d: Hooded Brawler (3/2) attacks and Alice exerts it: its "When you
    do" ability gives +2/+2 (Bob takes 5); it stays tapped through Alice's next untap step
    (502.3) and untaps in the one after."""
    table.battlefield(0, "Hooded Brawler")
    seen = table.watch_decisions("may")
    attack(table, ("Hooded Brawler", "yes"))
    (decision,) = seen
    assert (decision.player, decision.rule) == (0, "701.43d")  # an explicit choice of Alice
    table.assert_logged(rule="701.43a", contains="exerts Hooded Brawler")
    assert (table.power("Hooded Brawler"), table.toughness("Hooded Brawler")) == (5, 4)
    table.go_to(Step.MAIN2)
    table.assert_life(1, 15)
    untap_steps(table)
    table.assert_tapped("Hooded Brawler")
    table.assert_logged(rule="502.3", contains="Hooded Brawler")
    assert (table.power("Hooded Brawler"), table.toughness("Hooded Brawler")) == (3, 2)
    untap_steps(table)
    table.assert_tapped("Hooded Brawler", False)


def test_701_43d_declined_no_bonus_and_it_untaps(table: Table) -> None:
    """CR 701.43d: the cost is optional: Alice doesn't exert Hooded Brawler: nothing
    triggers, Bob takes 3 and it untaps during Alice's next untap step."""
    table.battlefield(0, "Hooded Brawler")
    attack(table, ("Hooded Brawler", "no"))
    assert not table.logged(rule="701.43a")
    assert table.power("Hooded Brawler") == 3
    table.go_to(Step.MAIN2)
    table.assert_life(1, 17)
    untap_steps(table)
    table.assert_tapped("Hooded Brawler", False)


def test_a_creature_without_the_ability_is_never_offered(table: Table) -> None:
    """CR 508.1g: only a creature with an optional cost to attack asks for one."""
    table.battlefield(0, "Grizzly Bears")
    seen = table.watch_decisions("may")
    attack(table, ("Grizzly Bears", "no"))
    assert seen == []


def test_607_2h_when_you_do_is_linked_whenever_you_exert_sees_every_one(table: Table) -> None:
    """CR 607.2h, 701.43a: Alice attacks with Hooded Brawler and Trueheart Twins, exerting
    only the Twins. Brawler's "When you do" doesn't trigger (it wasn't exerted); the Twins'
    "Whenever you exert a creature" does: creatures Alice controls get +1/+0."""
    table.battlefield(0, "Hooded Brawler", "Trueheart Twins")
    attack(table, ("Hooded Brawler", "no"), ("Trueheart Twins", "yes"))
    assert (table.power("Hooded Brawler"), table.toughness("Hooded Brawler")) == (4, 2)
    assert (table.power("Trueheart Twins"), table.toughness("Trueheart Twins")) == (5, 4)


def test_701_43a_two_exerted_two_triggers_each(table: Table) -> None:
    """CR 701.43a, 603.2: both exerted: the Twins' ability triggers twice (+2/+0 in all),
    Brawler's own once (+2/+2): Brawler 7/4, the Twins 6/4; Bob takes 13."""
    table.battlefield(0, "Hooded Brawler", "Trueheart Twins")
    attack(table, ("Hooded Brawler", "yes"), ("Trueheart Twins", "yes"))
    assert (table.power("Hooded Brawler"), table.toughness("Hooded Brawler")) == (7, 4)
    assert (table.power("Trueheart Twins"), table.toughness("Trueheart Twins")) == (6, 4)
    table.go_to(Step.MAIN2)
    table.assert_life(1, 7)


def test_701_43d_devoted_crop_mate_returns_its_target(table: Table) -> None:
    """CR 701.43d, 115.1: exerted Devoted Crop-Mate returns target creature card with mana
    value 2 or less from Alice's graveyard to the battlefield: Grizzly Bears, not Hill Giant
    (mana value 4)."""
    table.battlefield(0, "Devoted Crop-Mate")
    table.graveyard(0, "Grizzly Bears", "Hill Giant")
    seen = table.watch_decisions("targets")
    table.answer("targets", "Grizzly Bears")
    attack(table, ("Devoted Crop-Mate", "yes"))
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)
    assert table.find("Hill Giant").id not in seen[0].options
    table.assert_logged(rule="701.43a", contains="exerts Devoted Crop-Mate")


def test_the_choice_is_the_players_and_random_play_replays(rules: Any) -> None:
    """The exert choice is a decision of the attacking player (an agent makes it); two
    games with the same seed exert the same way."""
    from manastack.api import Game, RandomAgent

    def play(seed: int) -> list[str]:
        table = Table.new(enable=["exert"], seed=seed)
        game: Game = table.game
        game.agents[0] = RandomAgent()
        table.battlefield(0, "Hooded Brawler", "Trueheart Twins")
        table.attack("Hooded Brawler", "Trueheart Twins")
        return [e.text for e in game.log if e.rule == "701.43a"]

    runs = [play(seed) for seed in range(6)]
    assert runs == [play(seed) for seed in range(6)]
    assert any(runs) and not all(len(r) == 2 for r in runs)


def test_701_43b_combat_celebrant_once_a_turn_and_an_extra_combat(table: Table) -> None:
    """CR 701.43d, 701.43b: exerted Combat Celebrant untaps Alice's other creatures and
    gives her an additional combat phase. Untapped again, it attacks in that combat; it has
    been exerted this turn, so she isn't asked again (its ability says "If this creature
    hasn't been exerted this turn")."""
    table.battlefield(0, "Combat Celebrant", "Grizzly Bears")
    seen = table.watch_decisions("may")
    table.answer("may", "yes")
    table.attack("Combat Celebrant", "Grizzly Bears")
    table.resolve_all()
    assert len(seen) == 1  # Grizzly Bears have no exert ability: never asked
    table.assert_tapped("Grizzly Bears", False)
    celebrant = table.find("Combat Celebrant")
    table.game.untap(celebrant.id, rule="701.26b")
    table.go_to(Step.END_COMBAT)
    table.attack("Combat Celebrant")
    assert len(seen) == 1
    table.assert_logged(rule="701.43d", contains="has been exerted this turn")
