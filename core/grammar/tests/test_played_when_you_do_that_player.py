"""Reflexive abilities (CR 603.12) played. Kappa Tech-Wrecker ("Whenever this creature deals
combat damage to a player, you may remove a deathtouch counter from it. When you do, exile
target artifact or enchantment that player controls."): the reflexive ability triggers with
the event of the ability that created it, so "that player" is the player dealt the damage;
its target is chosen as it is put on the stack (603.3d). Declined, nothing is removed and
nothing exiled. The sentences after "When you do, ..." are the reflexive ability's too:
Biting-Palm Ninja's "Exile that card." exiles the card chosen from that player's hand (not
the Ninja), Spined Tyrranax's "That creature gains trample until end of turn." is about the
reflexive ability's target.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

KAPPA_TECH_WRECKER = CardDef(
    name="Kappa Tech-Wrecker", mana_cost="{1}{G}", type_line="Creature — Turtle Ninja",
    power="1", toughness="3", keywords=("Ninjutsu",),
    text="Ninjutsu {1}{G}\nThis creature enters with a deathtouch counter on it.\nWhenever this "
         "creature deals combat damage to a player, you may remove a deathtouch counter from "
         "it. When you do, exile target artifact or enchantment that player controls.")
CRYSTAL_ROD = CardDef(
    name="Crystal Rod", mana_cost="{1}", type_line="Artifact",
    text="Whenever a player casts a blue spell, you may pay {1}. If you do, you gain 1 life.")

BITING_PALM_NINJA = CardDef(
    name="Biting-Palm Ninja", mana_cost="{2}{B}", type_line="Creature — Human Ninja",
    power="3", toughness="3", keywords=("Ninjutsu",),
    text="Ninjutsu {2}{B}\nThis creature enters with a menace counter on it.\nWhenever this "
         "creature deals combat damage to a player, you may remove a menace counter from it. "
         "When you do, that player reveals their hand and you choose a nonland card from it. "
         "Exile that card.")
SPINED_TYRRANAX = CardDef(
    name="Spined Tyrranax", mana_cost="{4}{G}", type_line="Creature — Dinosaur Beast",
    power="5", toughness="5",
    text="At the beginning of combat on your turn, you may pay {2}{G}. When you do, put a +1/+1 "
         "counter on target creature. That creature gains trample until end of turn. (It can "
         "deal excess combat damage to the player or planeswalker it's attacking.)")

CARDS = (KAPPA_TECH_WRECKER, CRYSTAL_ROD, BITING_PALM_NINJA, SPINED_TYRRANAX)
kit = pytest.mark.plugins("ninjutsu", extra={"kappa-kit": card_pool("kappa-kit", CARDS)})


def _kappa_hits_bob(table: Table, answer: str) -> list[str]:
    """Alice casts the Kappa, it attacks next turn unblocked; Alice answers the "may"; the
    names offered as the reflexive ability's target are returned."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Crystal Rod")
    table.battlefield(1, "Crystal Rod")
    table.lands(0, "Forest", 2)
    table.hand(0, "Kappa Tech-Wrecker")
    table.cast("Kappa Tech-Wrecker")
    table.resolve()
    table.next_turn()
    table.next_turn()
    targets = table.watch_decisions("targets")
    table.attack("Kappa Tech-Wrecker")
    table.block()
    table.go_to(Step.COMBAT_DAMAGE)
    table.answer("may", answer, player=0)
    table.resolve_all()
    return [label.split("#")[0] for d in targets for label in d.labels]


@kit
def test_the_counter_removed_exiles_an_artifact_of_the_player_dealt_damage(
        table: Table) -> None:
    offered = _kappa_hits_bob(table, "yes")
    assert offered == ["Crystal Rod"]  # Bob's only: Alice's Rod is not "that player's"
    assert table.names("exile", 0) == []
    assert table.names("exile", 1) == ["Crystal Rod"]
    assert table.names("battlefield", 0).count("Crystal Rod") == 1
    kappa = table.find("Kappa Tech-Wrecker")
    assert kappa.counters.get("deathtouch", 0) == 0
    table.assert_logged(rule="603.12")


@kit
def test_declined_nothing_is_removed_nor_exiled(table: Table) -> None:
    offered = _kappa_hits_bob(table, "no")
    assert offered == []
    assert table.names("exile", 1) == []
    assert table.find("Kappa Tech-Wrecker").counters.get("deathtouch") == 1


@kit
def test_biting_palm_ninja_exiles_the_card_chosen_from_that_players_hand(
        table: Table) -> None:
    """CR 603.12, 701.20: the menace counter removed, Bob reveals his hand, Alice chooses his
    Hill Giant (not a land): it is exiled; the Ninja stays on the battlefield."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    # put directly, it gets no counter from its "enters with": given its menace counter here
    table.battlefield(0, "Biting-Palm Ninja", counters={"menace": 1})
    table.hand(1, "Hill Giant", "Mountain")
    table.next_turn()
    table.next_turn()
    table.attack("Biting-Palm Ninja")
    table.block()
    table.go_to(Step.COMBAT_DAMAGE)
    table.answer("may", "yes", player=0)
    table.answer("choose", "Hill Giant", player=0)
    table.resolve_all()
    assert table.names("exile", 1) == ["Hill Giant"]
    assert "Mountain" in table.names("hand", 1)
    assert "Hill Giant" not in table.names("hand", 1)
    assert table.find("Biting-Palm Ninja", zone=Zone.BATTLEFIELD) is not None
    assert table.find("Biting-Palm Ninja").counters.get("menace", 0) == 0


@kit
def test_spined_tyrranax_gives_trample_to_the_creature_it_targets(table: Table) -> None:
    """CR 603.12: paid, the +1/+1 counter goes on the target (Grizzly Bears) and "that
    creature" gains trample; the Tyrranax itself doesn't."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Spined Tyrranax", "Grizzly Bears")
    table.lands(0, "Forest", 3)
    table.go_to(Step.BEGIN_COMBAT)
    table.answer("may", "yes", player=0)
    table.answer("targets", "Grizzly Bears", player=0)
    table.resolve_all()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    assert table.game.has_keyword(table.find("Grizzly Bears").id, "trample")
    assert not table.game.has_keyword(table.find("Spined Tyrranax").id, "trample")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
