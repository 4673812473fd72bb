"""Freerunning (CR 702.173): an alternative cost allowed once an Assassin creature you
controlled dealt combat damage to a player this turn. Runs alone with
``pytest plugins/freerunning`` (kernel + freerunning only)."""

from __future__ import annotations

import pytest
from pytest_manastack import Table, card_pool

from manastack.api import CardDef, CastSpell, IllegalActionError, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("freerunning")

#: Each card of the pool and its freerunning cost.
CARDS = {"Merciless Harlequin": "{1}{B}", "Brotherhood Ambushers": "{3}{B}",
         "Distract the Guards": "{1}{W}", "Eagle Vision": "{1}{U}",
         "Restart Sequence": "{1}{B}", "Achilles Davenport": "{U}{B}"}


def permissions(table: Table, name: str) -> list[str]:
    return [a.permission for a in table.game.legal_actions()
            if isinstance(a, CastSpell) and a.name == name]


def hit_bob_with(table: Table, attacker: str) -> None:
    """Alice's ``attacker`` attacks Bob unblocked; the game goes on to her second main phase."""
    table.battlefield(0, attacker)
    table.set_turn(active=0, step=Step.MAIN1)
    table.attack(attacker)
    table.go_to(Step.MAIN2)


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("freerunning", "manastack_freerunning", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_without_the_plugin_a_freerunning_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("freerunning", "manastack_freerunning", "cards.toml")
    definition = source.get("Eagle Vision")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("freerunning", "freerunning"),)


def test_702_173a_no_freerunning_before_combat_damage(table: Table) -> None:
    """Nothing dealt combat damage: only the mana cost may be paid; the freerunning cast is
    refused and changes nothing (CR 732)."""
    table.hand(0, "Eagle Vision")
    table.library(0, "Island", "Island", "Island")
    table.mana(0, "UU")
    assert "freerunning" not in permissions(table, "Eagle Vision")
    with pytest.raises(IllegalActionError):
        table.cast("Eagle Vision", using="freerunning")
    table.assert_zone("Eagle Vision", Zone.HAND)


def test_702_173a_after_an_assassin_hit_a_player_the_freerunning_cost(table: Table) -> None:
    """Merciless Harlequin (a Human Assassin) deals 2 combat damage to Bob: Eagle Vision may
    be cast for {1}{U} rather than {4}{U} (118.9, 601.2f); its mana value stays 5 (118.9c)."""
    hit_bob_with(table, "Merciless Harlequin")
    table.assert_life(1, 18)
    table.hand(0, "Eagle Vision")
    table.library(0, "Island", "Island", "Island")
    table.mana(0, "UU")
    assert "freerunning" in permissions(table, "Eagle Vision")
    table.cast("Eagle Vision", using="freerunning")
    spell = table.find("Eagle Vision", zone=Zone.STACK)
    assert table.game.mana_value(spell.id) == 5
    table.assert_logged(rule="601.2f", contains="{1}{U}")
    table.assert_logged(rule="702.173a", contains="Assassin")
    table.resolve()
    assert len(table.names(Zone.HAND, 0)) == 3


def test_702_173a_a_creature_spell_for_its_freerunning_cost(table: Table) -> None:
    """Brotherhood Ambushers (6/3 for {4}{B}) enters for {3}{B} after the hit."""
    hit_bob_with(table, "Merciless Harlequin")
    table.hand(0, "Brotherhood Ambushers")
    table.mana(0, "BBBB")
    table.cast("Brotherhood Ambushers", using="freerunning")
    table.resolve()
    table.assert_zone("Brotherhood Ambushers", Zone.BATTLEFIELD)


def test_702_173a_a_creature_that_is_no_assassin_does_not_allow_it(table: Table) -> None:
    """Hill Giant (a Giant) deals 3 combat damage to Bob: no freerunning."""
    hit_bob_with(table, "Hill Giant")
    table.assert_life(1, 17)
    table.hand(0, "Eagle Vision")
    table.mana(0, "UU")
    assert permissions(table, "Eagle Vision") == []
    with pytest.raises(IllegalActionError):
        table.cast("Eagle Vision", using="freerunning")


def test_702_173a_damage_to_a_blocker_is_not_damage_to_a_player(table: Table) -> None:
    """The Assassin is blocked by Bob's Grizzly Bears: combat damage, but to a creature."""
    table.battlefield(0, "Merciless Harlequin")
    table.battlefield(1, "Grizzly Bears")
    table.set_turn(active=0, step=Step.MAIN1)
    table.attack("Merciless Harlequin")
    table.block({"Grizzly Bears": "Merciless Harlequin"})
    table.go_to(Step.MAIN2)
    table.assert_life(1, 20)
    table.hand(0, "Distract the Guards")
    table.mana(0, "WW")
    assert "freerunning" not in permissions(table, "Distract the Guards")


def test_702_173a_noncombat_damage_by_an_assassin_does_not_count(table: Table) -> None:
    """Only combat damage (510.2) counts: Bob losing life to Lightning Bolt allows nothing,
    even with an Assassin on the battlefield."""
    table.battlefield(0, "Merciless Harlequin")
    table.hand(0, "Lightning Bolt", "Distract the Guards")
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve()
    table.mana(0, "WW")
    assert "freerunning" not in permissions(table, "Distract the Guards")


def test_702_173a_under_your_control_not_the_opponents_assassin(table: Table) -> None:
    """Bob's Assassin hits Alice on his turn: he may freerun, she may not."""
    table.battlefield(1, "Merciless Harlequin")
    table.set_turn(active=1, step=Step.MAIN1)
    table.attack("Merciless Harlequin")
    table.go_to(Step.MAIN2)
    table.assert_life(0, 18)
    from manastack_freerunning.keyword import assassin_dealt_combat_damage

    assert not assassin_dealt_combat_damage(table.game, 0)
    assert assassin_dealt_combat_damage(table.game, 1)
    table.hand(1, "Eagle Vision")
    table.library(1, "Island", "Island", "Island")
    table.mana(1, "UU")
    assert "freerunning" in permissions(table, "Eagle Vision")
    table.cast("Eagle Vision", using="freerunning")
    table.resolve()
    table.assert_zone("Eagle Vision", Zone.GRAVEYARD, 1)


def test_702_173a_at_the_time_it_dealt_the_damage(table: Table) -> None:
    """The Assassin dies after its combat damage: it was an Assassin under Alice's control as
    it dealt the damage, so freerunning is still allowed this turn."""
    hit_bob_with(table, "Merciless Harlequin")
    table.hand(0, "Lightning Bolt", "Distract the Guards")
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=["Merciless Harlequin"])
    table.resolve()
    table.assert_zone("Merciless Harlequin", Zone.GRAVEYARD)
    table.mana(0, "WW")
    table.cast("Distract the Guards", using="freerunning")
    table.resolve()
    assert len(table.names(Zone.BATTLEFIELD, 0)) == 3  # the three Human Rogue tokens


def test_702_173a_only_this_turn(table: Table) -> None:
    """The hit was last turn: on Alice's next turn freerunning is not allowed again."""
    hit_bob_with(table, "Merciless Harlequin")
    table.hand(0, "Eagle Vision")
    table.library(0, *["Island"] * 4)
    table.library(1, *["Island"] * 4)
    table.mana(0, "UU")
    assert "freerunning" in permissions(table, "Eagle Vision")
    table.next_turn()
    table.next_turn()
    assert table.game.state.turn.active == 0
    table.mana(0, "UU")
    assert "freerunning" not in permissions(table, "Eagle Vision")


def test_702_173a_merciless_harlequin_and_restart_sequence(table: Table) -> None:
    """After the hit: Merciless Harlequin for {1}{B} (its enters trigger draws and loses 1
    life), then Restart Sequence for {1}{B} returns Grizzly Bears from the graveyard."""
    hit_bob_with(table, "Merciless Harlequin")
    table.hand(0, "Merciless Harlequin", "Restart Sequence")
    table.graveyard(0, "Grizzly Bears")
    table.library(0, "Swamp")
    table.mana(0, "BB")
    table.cast("Merciless Harlequin", using="freerunning")
    table.resolve()
    table.resolve_all()
    table.assert_life(0, 19)
    table.assert_zone("Swamp", Zone.HAND, 0)
    table.mana(0, "BB")
    table.cast("Restart Sequence", using="freerunning", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


def test_702_173a_achilles_davenport_for_its_freerunning_cost(table: Table) -> None:
    """Achilles Davenport ({2}{U}{B}) for {U}{B}: the other Assassin gets +1/+1."""
    hit_bob_with(table, "Merciless Harlequin")
    table.hand(0, "Achilles Davenport")
    table.mana(0, "UB")
    table.cast("Achilles Davenport", using="freerunning")
    table.resolve()
    table.assert_zone("Achilles Davenport", Zone.BATTLEFIELD)
    assert table.power("Merciless Harlequin") == 3
    assert table.game.mana_value(table.find("Achilles Davenport").id) == 4


CONTROL_MAGIC = CardDef(
    name="Control Magic", mana_cost="{2}{U}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nYou control enchanted creature.")


@pytest.mark.plugins("freerunning", extra={"freerunning-control-kit": card_pool(
    "freerunning-control-kit", (CONTROL_MAGIC,))})
def test_702_173a_under_your_control_through_a_control_changing_effect(table: Table) -> None:
    """Bob's Merciless Harlequin, under Alice's control through Control Magic (613.1b),
    hits Bob: it was an Assassin under Alice's control as it dealt the damage, so Alice may
    freerun and Bob, its owner, may not."""
    table.lands(0, "Island", 4)
    table.battlefield(1, "Merciless Harlequin")
    table.hand(0, "Control Magic")
    table.cast("Control Magic", targets=["Merciless Harlequin"])
    table.resolve()
    table.set_turn(active=0, step=Step.MAIN1, turn=3)  # a later turn of Alice's
    table.attack("Merciless Harlequin")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 18)
    from manastack_freerunning.keyword import assassin_dealt_combat_damage

    assert assassin_dealt_combat_damage(table.game, 0)
    assert not assassin_dealt_combat_damage(table.game, 1)
    table.hand(0, "Eagle Vision")
    table.library(0, "Island", "Island", "Island")
    table.mana(0, "UU")
    table.cast("Eagle Vision", using="freerunning")
    table.resolve()
    table.assert_zone("Eagle Vision", Zone.GRAVEYARD, 0)
