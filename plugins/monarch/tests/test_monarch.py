"""The monarch (CR 724): becoming the monarch (724.1), one at a time (724.3), the two
triggered abilities with no source controlled by the monarch (724.2), the monarch leaving
the game (724.4). Runs alone with ``pytest plugins/monarch`` (kernel + monarch only)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("monarch")

CARDS = ("Court of Grace", "Denethor, Stone Seer", "Feast of Succession", "Palace Sentinels",
         "Skyline Despot", "Thorn of the Black Rose", "Throne of the High City")


def the_monarch(table: Table) -> int | None:
    from manastack_monarch.keyword import monarch

    return monarch(table.game)


def sentinels(table: Table, player: int = 0) -> None:
    """``player`` casts Palace Sentinels ("When this creature enters, you become the
    monarch.") and its trigger resolves."""
    table.hand(player, "Palace Sentinels")
    table.mana(player, "WWWW")
    table.cast("Palace Sentinels")
    table.resolve()
    table.resolve()


def hand(table: Table, player: int) -> list[str]:
    return sorted(o.name for o in table.game.hand(player))


def test_the_pool_is_printed_and_understood(rules: Any) -> None:
    source = TomlCardSource.from_package("monarch", "manastack_monarch", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "monarch:becomes the monarch" in card.read_with
    for name in ("Court of Grace", "Skyline Despot"):
        assert "monarch:you're the monarch" in rules.card(name).read_with
    assert_printed(source.get(n) for n in CARDS)


def test_without_the_plugin_the_monarch_is_not_read() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("monarch", "manastack_monarch", "cards.toml")
    definition = source.get("Palace Sentinels")
    assert definition is not None
    assert not Rules.load(enable=[], env={}).compile(definition).playable


@pytest.mark.parametrize("text", [
    "Whenever you become the monarch, draw a card.",
    "At the beginning of your upkeep, if an opponent is the monarch, draw a card.",
    "Each player becomes the monarch.",
    "You can't become the monarch this turn.",
])
def test_other_monarch_wordings_stay_unread(rules: Any, text: str) -> None:
    from manastack.api import CardDef

    card = rules.compile(CardDef(name="Test Courtier", mana_cost="{2}{W}",
                                 type_line="Creature — Human", text=text, power="2",
                                 toughness="2"))
    assert not card.playable, text


def test_608_2c_you_become_the_monarch_if_you_control_a_human_is_asked_on_resolution(
        rules: Any) -> None:
    """"When this creature enters, you become the monarch if you control a Human." reads as
    the plugin's instruction under the reader's condition "if you control a Human", asked as
    the ability resolves (CR 608.2c), not as an intervening "if" (603.4)."""
    from manastack_monarch.keyword import BecomeMonarch

    from manastack.api import CardDef, Conditional, TriggeredAbility

    card = rules.compile(CardDef(name="Test Courtier", mana_cost="{2}{W}",
                                 type_line="Creature — Human",
                                 text="When this creature enters, you become the monarch if "
                                      "you control a Human.", power="2", toughness="2"))
    assert card.playable
    (ability,) = card.abilities
    assert isinstance(ability, TriggeredAbility) and ability.trigger.intervening_if is None
    (step,) = ability.effect.instructions
    assert isinstance(step, Conditional)
    assert [type(i) for i in step.then] == [BecomeMonarch]


def test_611_3a_as_long_as_you_are_the_monarch_reads_as_a_static_condition(rules: Any) -> None:
    """"As long as you're the monarch, this creature gets +1/+1." reads: the plugin's
    condition, asked of the source's controller on every layer pass (CR 611.3a, 724.1)."""
    from manastack.api import CardDef

    card = rules.compile(CardDef(name="Test Courtier", mana_cost="{2}{W}",
                                 type_line="Creature — Human", power="2", toughness="2",
                                 text="As long as you're the monarch, this creature gets +1/+1."))
    assert card.playable, card.unrecognized
    assert "monarch:you're the monarch" in card.read_with


def test_724_1_there_is_no_monarch_until_a_player_becomes_it(table: Table) -> None:
    """Palace Sentinels: Alice becomes the monarch as its enters trigger resolves; the view
    shows the designation on her (and not on Bob)."""
    assert the_monarch(table) is None
    assert all(p["designations"] == [] for p in table.game.view(0)["players"])
    sentinels(table)
    assert the_monarch(table) == 0
    alice, bob = table.game.view(1)["players"]
    assert alice["designations"] == ["the monarch"] and bob["designations"] == []
    table.assert_logged(rule="724.3", contains="Alice becomes the monarch")


def test_724_2_the_monarch_draws_at_the_beginning_of_their_end_step(table: Table) -> None:
    """Alice, the monarch, draws Memnite as her end step begins (a triggered ability with no
    source, controlled by her); no draw at Bob's end step while she is the monarch."""
    sentinels(table)
    table.library(0, "Memnite", "Island")
    table.library(1, "Hill Giant")
    table.go_to(Step.END)
    table.assert_logged(rule="724.2", contains="At the beginning of the monarch's end step")
    table.resolve()
    assert hand(table, 0) == ["Memnite"]
    table.go_to(Step.END, turn=2)  # Bob's turn (he draws Hill Giant in his draw step)
    assert table.game.stack() == []  # not the monarch's end step: nothing triggers
    assert hand(table, 1) == ["Hill Giant"] and hand(table, 0) == ["Memnite"]


def test_724_2_combat_damage_to_the_monarch_moves_it_to_the_creature_s_controller(
        table: Table) -> None:
    """Alice is the monarch; on Bob's turn his Grizzly Bears deal combat damage to her: Bob
    becomes the monarch (724.2), Alice ceases to be (724.3), and Bob draws at his end
    step."""
    sentinels(table)
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.battlefield(1, "Grizzly Bears")
    table.library(1, "Memnite")
    table.attack("Grizzly Bears")
    table.block({})
    table.go_to(Step.COMBAT_DAMAGE)
    table.assert_life(0, 18)
    table.resolve()
    assert the_monarch(table) == 1
    table.assert_logged(rule="724.2", contains="Bob becomes the monarch; Alice ceases")
    table.go_to(Step.END, turn=2)
    table.resolve()
    assert hand(table, 1) == ["Memnite"]


def test_724_2_damage_to_a_player_who_isn_t_the_monarch_moves_nothing(table: Table) -> None:
    """Alice is the monarch and attacks Bob with Grizzly Bears: combat damage to Bob doesn't
    make anyone the monarch but Alice."""
    sentinels(table)
    table.battlefield(0, "Grizzly Bears")
    table.attack("Grizzly Bears")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)
    assert the_monarch(table) == 0


def test_724_2_noncombat_damage_to_the_monarch_moves_nothing(table: Table) -> None:
    """Denethor, Stone Seer: "Target player becomes the monarch. Denethor deals 3 damage to
    any target." Alice makes Bob the monarch and deals 3 damage to him: noncombat damage,
    Bob stays the monarch."""
    table.battlefield(0, "Denethor, Stone Seer")
    table.mana(0, "RRRR")
    table.activate("Denethor, Stone Seer", targets=["Bob", "Bob"])
    table.resolve()
    assert the_monarch(table) == 1
    table.assert_life(1, 17)
    table.assert_zone("Denethor, Stone Seer", Zone.GRAVEYARD, 0)


def test_724_3_only_one_monarch(table: Table) -> None:
    """Alice is the monarch; Bob casts Feast of Succession ("All creatures get -4/-4 until
    end of turn. You become the monarch."): Palace Sentinels dies, Bob is the monarch and
    Alice no more; at Alice's end step she doesn't draw."""
    sentinels(table)
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.hand(1, "Feast of Succession")
    table.mana(1, "BBBBBB")
    table.cast("Feast of Succession")
    table.resolve()
    assert the_monarch(table) == 1
    table.assert_zone("Palace Sentinels", Zone.GRAVEYARD, 0)
    views = table.game.view(0)["players"]
    assert [p["designations"] for p in views] == [[], ["the monarch"]]
    table.library(0, "Memnite", "Island")
    table.library(1, "Hill Giant")
    table.go_to(Step.END, turn=2)
    table.resolve()
    assert hand(table, 1) == ["Hill Giant"]  # Bob, the monarch now, draws at his end step
    table.go_to(Step.END, turn=3)
    assert table.game.stack() == []  # Alice isn't the monarch: nothing triggers
    assert hand(table, 0) == ["Memnite"]  # her draw step only


def test_724_3_becoming_the_monarch_again_changes_nothing(table: Table) -> None:
    """Throne of the High City ("{4}, {T}, Sacrifice this land: You become the monarch."):
    Alice, already the monarch, stays the only monarch; a single end step draw."""
    sentinels(table)
    table.battlefield(0, "Throne of the High City")
    table.mana(0, "CCCC")
    table.activate("Throne of the High City")
    table.resolve()
    assert the_monarch(table) == 0
    table.assert_logged(rule="724.3", contains="already the monarch")
    table.library(0, "Memnite")
    table.go_to(Step.END)
    table.resolve()
    assert hand(table, 0) == ["Memnite"]


def test_724_2_the_trigger_is_controlled_by_the_monarch_as_it_triggered(table: Table) -> None:
    """Two of Bob's creatures deal combat damage to the monarch Alice: both abilities are
    hers (724.2), Bob becomes the monarch with the first, the second changes nothing."""
    sentinels(table)
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.battlefield(1, "Grizzly Bears", "Memnite")
    table.attack("Grizzly Bears", "Memnite")
    table.block({})
    table.go_to(Step.COMBAT_DAMAGE)
    table.assert_life(0, 17)
    # 724.2: no source, controlled by Alice, the monarch as they triggered (not 113.8)
    assert [o.controller for o in table.game.stack()] == [0, 0]
    table.assert_logged(rule="724.2", contains="the monarch triggers")
    table.go_to(Step.END_COMBAT)
    assert the_monarch(table) == 1
    table.assert_logged(rule="724.3", contains="Bob is already the monarch")


def test_724_2_thorn_of_the_black_rose_and_a_clone_keep_the_monarch(table: Table) -> None:
    """Thorn of the Black Rose makes Alice the monarch; a clone of the game keeps it, and an
    illegal action leaves it as it was (CR 732)."""
    from manastack.api import IllegalActionError

    table.hand(0, "Thorn of the Black Rose")
    table.mana(0, "BBBB")
    table.cast("Thorn of the Black Rose")
    table.resolve()
    table.resolve()
    assert the_monarch(table) == 0
    clone = table.game.clone()
    from manastack_monarch.keyword import monarch

    assert monarch(clone) == 0
    with pytest.raises(IllegalActionError):
        table.cast("Thorn of the Black Rose")
    assert the_monarch(table) == 0


def test_724_4_the_monarch_leaving_the_game_passes_it_to_the_active_player() -> None:
    """Three players: Bob is the monarch and concedes on Carol's turn: Carol, the active
    player, becomes the monarch as he leaves (724.4)."""
    from manastack_monarch.keyword import become_monarch, monarch

    table = Table.new(["monarch"], players=("Alice", "Bob", "Carol"), active=2)
    become_monarch(table.game, 1)
    table.game.concede(1)
    assert monarch(table.game) == 2
    table.assert_logged(rule="724.4", contains="Carol gets it")


def test_724_1_if_you_re_the_monarch_an_intervening_if(table: Table) -> None:
    """Skyline Despot: "At the beginning of your upkeep, if you're the monarch, create a 5/5
    red Dragon creature token with flying." Alice is the monarch at her upkeep: a Dragon;
    once Bob has become the monarch (Throne of the High City), her next upkeep makes none
    (603.4: it doesn't trigger)."""
    table.hand(0, "Skyline Despot")
    table.mana(0, "RRRRRRR")
    table.cast("Skyline Despot")
    table.resolve()
    table.resolve()
    assert the_monarch(table) == 0
    table.library(0, "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    table.go_to(Step.UPKEEP, turn=3)
    table.resolve()
    tokens = [o.name for o in table.game.battlefield(0) if o.is_token]
    assert tokens == ["Dragon Token"]
    table.battlefield(1, "Throne of the High City")
    table.set_turn(active=1, step=Step.MAIN1, turn=4)
    table.mana(1, "CCCC")
    table.activate("Throne of the High City")
    table.resolve()
    assert the_monarch(table) == 1
    table.go_to(Step.UPKEEP, turn=5)
    assert table.game.stack() == []
    assert [o.name for o in table.game.battlefield(0) if o.is_token] == ["Dragon Token"]


@pytest.mark.parametrize(("monarch_is", "token"), [(0, "Angel Token"), (1, "Spirit Token")])
def test_724_1_if_you_re_the_monarch_instead(table: Table, monarch_is: int,
                                             token: str) -> None:
    """Court of Grace: "create a 1/1 white Spirit ... If you're the monarch, create a 4/4
    white Angel ... instead.": the Angel only while Alice is the monarch, else the
    Spirit (Bob made the monarch directly)."""
    from manastack_monarch.keyword import become_monarch

    table.hand(0, "Court of Grace")
    table.mana(0, "WWWW")
    table.cast("Court of Grace")
    table.resolve()
    table.resolve()
    assert the_monarch(table) == 0
    if monarch_is == 1:
        become_monarch(table.game, 1)
        table.refresh()
    table.library(0, "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island")
    table.go_to(Step.UPKEEP, turn=3)
    table.resolve()
    assert [o.name for o in table.game.battlefield(0) if o.is_token] == [token]
