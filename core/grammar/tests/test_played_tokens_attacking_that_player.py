""""For each opponent, create a 1/1 ... creature token that's tapped and attacking that
player" (Endless Foot Assault), "... that player or a planeswalker they control" (Adeline,
Resplendent Cathar) and "Whenever you attack a player, create ... attacking that player"
(Soaring Lightbringer), played with three players (CR 508.4, 508.4a, 508.3e, 603.7c).

Alice attacks Bob only: each token still attacks the player it was made for (Carol's token
attacks Carol, not Bob); with Adeline, Alice chooses between Bob and his planeswalker for
Bob's token only. The Lightbringer's token attacks the player attacked, not the other
opponent. The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.api import PlayerRef
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Card, Zone
from manastack.model.typeline import TypeLine

ADELINE = CardDef(
    name="Adeline, Resplendent Cathar", mana_cost="{1}{W}{W}",
    type_line="Legendary Creature — Human Knight", power="*", toughness="4",
    keywords=("Vigilance",),
    text="Vigilance\nAdeline's power is equal to the number of creatures you control.\n"
         "Whenever you attack, for each opponent, create a 1/1 white Human creature token "
         "that's tapped and attacking that player or a planeswalker they control.")
FOOT_ASSAULT = CardDef(
    name="Endless Foot Assault", mana_cost="{2}{W}", type_line="Enchantment",
    keywords=("Squad",),
    text="Squad {1}{W} (As an additional cost to cast this spell, you may pay {1}{W} any "
         "number of times. When this enchantment enters, create that many tokens that are "
         "copies of it.)\nWhenever you attack, for each opponent, create a 1/1 black Ninja "
         "creature token that's tapped and attacking that player.")
LIGHTBRINGER = CardDef(
    name="Soaring Lightbringer", mana_cost="{4}{W}",
    type_line="Enchantment Creature — Bird Glimmer", power="4", toughness="5",
    keywords=("Flying",),
    text="Flying\nOther enchantment creatures you control have flying.\nWhenever you attack "
         "a player, create a 1/1 white Glimmer enchantment creature token that's tapped and "
         "attacking that player.")

CARDS = (ADELINE, FOOT_ASSAULT, LIGHTBRINGER)
kit = pytest.mark.plugins("squad", extra={"attacking-tokens-kit": card_pool("attacking-tokens-kit",
                                                                   CARDS)})
THREE = ("Alice", "Bob", "Carol")


def _attacked(table: Table, word: str) -> dict[str, object]:
    """The tokens named with ``word`` and what each attacks (a player's name or an id)."""
    combat = table.game.state.combat
    assert combat is not None
    out: dict[str, object] = {}
    for oid, defender in combat.attackers.items():
        obj = table.game.obj(oid)
        if word in obj.card.name:
            assert obj.tapped  # CR 508.4: "tapped and attacking"
            shown = table.game.player(defender.index).name if isinstance(defender, PlayerRef) \
                else defender
            out[f"{obj.card.name}#{oid}"] = shown
    return out


@kit
def test_each_ninja_attacks_the_opponent_it_was_made_for(
        table_factory: Callable[..., Table]) -> None:
    """CR 508.4: Alice attacks Bob; one tapped Ninja attacks Bob, the other Carol (named by
    the effect, not chosen); none is Bob's or Carol's."""
    table = table_factory(players=THREE)
    table.battlefield(0, "Endless Foot Assault")
    table.battlefield(0, "Grizzly Bears")
    asked = table.watch_decisions("attack_target")
    table.attack("Grizzly Bears", defender="Bob")
    table.resolve_all()
    assert sorted(_attacked(table, "Ninja").values()) == ["Bob", "Carol"]
    assert asked == []
    assert all("Ninja" not in n for p in (1, 2) for n in table.names(Zone.BATTLEFIELD, p))


@kit
def test_adeline_chooses_bob_or_his_planeswalker_for_bobs_human(
        table_factory: Callable[..., Table]) -> None:
    """CR 508.4: Alice casts Adeline, then attacks Bob with Grizzly Bears: the Human made for
    Bob attacks his planeswalker (her choice, among Bob and it); Carol's attacks Carol, and
    no question is asked for it (Bob's planeswalker isn't Carol's)."""
    table = table_factory(players=THREE)
    table.mana(0, "WWW")
    table.hand(0, "Adeline, Resplendent Cathar")
    table.cast("Adeline, Resplendent Cathar")
    table.resolve()
    walker = Card(name="Test Walker", type_line=TypeLine.parse("Legendary Planeswalker — Jace"),
                  loyalty="4")
    table.battlefield(1, walker, counters={"loyalty": 4})
    table.battlefield(0, "Grizzly Bears")
    asked = table.watch_decisions("attack_target")
    table.attack("Grizzly Bears", defender="Bob")
    table.answer("attack_target", "Test Walker")
    table.resolve_all()
    assert len(asked) == 1 and len(asked[0].options) == 2
    assert sorted(map(str, _attacked(table, "Human").values())) == sorted(
        ["Carol", str(table.find("Test Walker").id)])


@kit
def test_lightbringer_token_attacks_the_player_attacked(
        table_factory: Callable[..., Table]) -> None:
    """CR 508.3e, 603.7c: Alice attacks Carol: one tapped Glimmer attacks Carol; Bob, not
    attacked, gets no attacker at all."""
    table = table_factory(players=THREE)
    table.mana(0, "WWWWW")
    table.hand(0, "Soaring Lightbringer")
    table.cast("Soaring Lightbringer")
    table.resolve()
    table.battlefield(0, "Grizzly Bears")
    table.attack("Grizzly Bears", defender="Carol")
    table.resolve_all()
    assert list(_attacked(table, "Glimmer").values()) == ["Carol"]
    combat = table.game.state.combat
    assert combat is not None and PlayerRef(1) not in combat.attackers.values()


def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)


def test_a_target_the_attacked_player_controls_stays_unread(
        table_factory: Callable[..., Table], card: Callable[..., Card]) -> None:
    """CR 603.7c, 603.3d: "that player" of "Whenever you attack a player" is the player
    attacked, not the attacking one; a target they control isn't read yet, so Seifer, Balamb
    Rival's goad sentence stays refused rather than targeting the attacker's creatures."""
    table = table_factory()
    seifer = card(table, "Seifer, Balamb Rival", "Legendary Creature — Human Soldier",
                  "Whenever you attack a player, goad target creature that player controls.",
                  "{1}{R}", "2", "2")
    assert not seifer.playable
