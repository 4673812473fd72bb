"""Jump-start (CR 702.133): "You may cast this card from your graveyard if the resulting spell
is an instant or sorcery spell by discarding a card as an additional cost to cast it" and "If
this spell was cast using its jump-start ability, exile this card instead of putting it
anywhere else any time it would leave the stack". Runs alone with ``pytest plugins/jumpstart``
(kernel + jump-start only). Grizzly Bears, Counterspell and the basic lands come from the
kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from manastack_jumpstart import JumpStartAbility
from pytest_manastack import Table

from manastack.api import (
    CastSpell,
    IllegalActionError,
    Step,
    TomlCardSource,
    UnsupportedCardError,
    Zone,
)

pytestmark = pytest.mark.plugins("jumpstart")

#: Each card of the pool and its mana cost (what a jump-start cast pays, with the discard).
CARDS = {"Radical Idea": "{1}{U}", "Chemister's Insight": "{3}{U}", "Direct Current": "{1}{R}{R}",
         "Sonic Assault": "{1}{U}{R}", "Gravitic Punch": "{3}{R}"}


def test_the_pool_is_the_cards_played_with_their_cost_and_jump_start(rules: Any) -> None:
    """The package's pool is the cards these tests play, with their mana cost and jump-start,
    and Maximize Velocity, which also needs haste (the conformance suite checks that each is
    printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("jumpstart", "manastack_jumpstart", "cards.toml")
    assert sorted(source.names()) == sorted([*CARDS, "Maximize Velocity"])
    for name, cost in CARDS.items():
        card = rules.card(name)
        assert str(card.mana_cost) == cost
        assert any(isinstance(a, JumpStartAbility) for a in card.abilities)


def test_without_the_plugin_a_jump_start_card_names_it() -> None:
    """Kernel only: Radical Idea's data loads, but its keyword needs this plugin (and the
    card can't be cast, with an error naming the plugin)."""
    from manastack.api import Rules, check_playable

    source = TomlCardSource.from_package("jumpstart", "manastack_jumpstart", "cards.toml")
    definition = source.get("Radical Idea")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("jump-start", "jumpstart"),)
    with pytest.raises(UnsupportedCardError, match="plugin 'jumpstart'"):
        check_playable(None, card)  # type: ignore[arg-type]


def test_702_133a_cast_from_the_graveyard_discarding_a_card_then_exiled(table: Table) -> None:
    """Radical Idea from the graveyard: its mana cost {1}{U} and a discarded card (the
    additional cost, 601.2f-h); it draws, then is exiled instead of going to the graveyard."""
    table.library(0, "Island", "Forest")
    table.lands(0, "Island", 2)
    table.graveyard(0, "Radical Idea")
    table.hand(0, "Grizzly Bears")
    table.cast("Radical Idea", using="jump-start", discard=["Grizzly Bears"])
    table.assert_logged(rule="601.2f")
    assert table.tapped_count(0) == 2
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.resolve()
    table.assert_logged(rule="702.133a", contains="exile it instead")
    table.assert_zone("Radical Idea", Zone.EXILE, 0)
    assert table.names(Zone.HAND, 0) == ["Island"]


def test_702_133a_cast_from_the_hand_it_goes_to_the_graveyard(table: Table) -> None:
    """Cast from the hand, jump-start was not used: no discard, no exile."""
    table.library(0, "Island")
    table.lands(0, "Island", 2)
    table.hand(0, "Radical Idea", "Grizzly Bears")
    table.cast("Radical Idea")
    table.resolve()
    table.assert_zone("Radical Idea", Zone.GRAVEYARD, 0)
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)
    table.assert_not_logged(rule="702.133a")


def test_702_133a_not_offered_with_an_empty_hand(table: Table) -> None:
    """The discard is a cost (601.2h): with no card in hand it can't be paid, and the cast is
    not offered."""
    table.lands(0, "Island", 2)
    table.graveyard(0, "Radical Idea")
    with pytest.raises(IllegalActionError):
        table.cast("Radical Idea", using="jump-start")
    table.assert_zone("Radical Idea", Zone.GRAVEYARD, 0)


def test_702_133a_not_offered_without_the_mana(table: Table) -> None:
    """The discard is paid in addition to the mana cost, never instead of it (118.8)."""
    table.lands(0, "Island", 1)
    table.graveyard(0, "Radical Idea")
    table.hand(0, "Grizzly Bears")
    with pytest.raises(IllegalActionError):
        table.cast("Radical Idea", using="jump-start")
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)


def test_601_3_jump_start_is_a_permission_from_the_graveyard_only(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.hand(0, "Radical Idea", "Grizzly Bears")
    table.assert_illegal(table.cast, "Radical Idea", using="jump-start", zone=Zone.HAND,
                         rule="601.3")


def test_307_1_a_sorcery_with_jump_start_keeps_its_timing(table: Table) -> None:
    """Direct Current is a sorcery: cast with jump-start only when a sorcery could be."""
    table.lands(0, "Mountain", 3)
    table.graveyard(0, "Direct Current")
    table.hand(0, "Grizzly Bears")
    table.set_turn(active=1, step=Step.MAIN1)
    table.pass_priority()  # Bob passes: Alice has priority in Bob's main phase
    table.assert_illegal(table.cast, "Direct Current", using="jump-start", targets=["Bob"],
                         rule="307.1")


def test_702_133a_countered_it_is_exiled_too(table: Table) -> None:
    """Countered, it would go to the graveyard: it leaves the stack, so it is exiled (701.6a)."""
    table.lands(0, "Mountain", 3)
    table.lands(1, "Island", 2)
    table.graveyard(0, "Direct Current")
    table.hand(0, "Grizzly Bears")
    table.hand(1, "Counterspell")
    table.cast("Direct Current", using="jump-start", targets=["Bob"], discard=["Grizzly Bears"])
    table.pass_priority()
    table.cast("Counterspell", targets=["Direct Current"])
    table.resolve()
    table.assert_zone("Direct Current", Zone.EXILE, 0)
    table.assert_life(1, 20)
    table.assert_logged(rule="702.133a")


def test_702_133a_the_discarded_card_may_be_any_card_even_a_land(table: Table) -> None:
    """Direct Current deals 2 damage; the card discarded is a land (any card, 701.9a)."""
    table.lands(0, "Mountain", 3)
    table.graveyard(0, "Direct Current")
    table.hand(0, "Mountain")
    table.cast("Direct Current", using="jump-start", targets=["Bob"], discard=["Mountain"])
    table.resolve()
    table.assert_life(1, 18)
    assert table.names(Zone.GRAVEYARD, 0) == ["Mountain"]
    table.assert_zone("Direct Current", Zone.EXILE, 0)


@pytest.mark.parametrize("name", ["Radical Idea", "Chemister's Insight", "Sonic Assault",
                                  "Gravitic Punch"])
def test_702_133a_each_card_of_the_pool_cast_with_jump_start(table: Table, name: str) -> None:
    """Each card cast from the graveyard for its mana cost and a discard, then exiled."""
    table.library(0, "Island", "Island", "Island")
    table.lands(0, "Island", 2)
    table.lands(0, "Mountain", 2)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    table.graveyard(0, name)
    table.hand(0, "Forest")
    targets: dict[str, list[Any]] = {
        "Sonic Assault": [table.find("Grizzly Bears", zone=Zone.BATTLEFIELD, player=1).id],
        "Gravitic Punch": [table.find("Grizzly Bears", zone=Zone.BATTLEFIELD, player=0).id, "Bob"],
    }
    table.cast(name, using="jump-start", targets=targets.get(name, []), discard=["Forest"])
    table.resolve()
    table.assert_zone(name, Zone.EXILE, 0)
    table.assert_zone("Forest", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="702.133a")


def test_601_3_702_133a_jump_start_from_the_hand_is_refused_with_its_reason(
        table: Table) -> None:
    """Radical Idea in the hand, cast with jump-start through ``Game.act`` and by its name:
    both refused alike, citing 601.3 and jump-start's rule, saying where it is and where
    jump-start casts from; the game unchanged (CR 732)."""
    table.lands(0, "Island", 2)
    (card, _) = table.hand(0, "Radical Idea", "Grizzly Bears")
    by_act = table.assert_illegal(table.game.act, CastSpell(card.id, "jump-start"),
                                  rule="601.3")
    by_name = table.assert_illegal(table.cast, "Radical Idea", using="jump-start",
                                   zone=Zone.GRAVEYARD, rule="601.3")
    assert (by_name.reason, by_name.rules) == (by_act.reason, by_act.rules)
    assert "702.133a" in by_act.rules
    assert "is in hand: jump-start casts it only from its owner's graveyard" in by_act.reason


def test_118_3_702_133a_jump_start_with_an_empty_hand_says_the_discard_cant_be_paid(
        table: Table) -> None:
    """Radical Idea in the graveyard, no card in hand: the discard, part of the jump-start
    cost, can't be paid (118.3); the refusal cites 601.2h, 118.3 and 702.133a."""
    table.lands(0, "Island", 2)
    table.graveyard(0, "Radical Idea")
    exc = table.assert_illegal(table.cast, "Radical Idea", using="jump-start", rule="601.2h")
    assert {"118.3", "702.133a"} <= set(exc.rules), exc.rules
    assert "(part of the jump-start cost, 702.133a): only 0 can pay it, 1 needed" in exc.reason
