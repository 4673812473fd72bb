"""Mayhem (CR 702.187): "As long as you discarded this card this turn, you may cast it from
your graveyard by paying [cost] rather than paying its mana cost." Runs alone with
``pytest plugins/mayhem`` (kernel + mayhem only). Grizzly Bears and the basic lands come from
the kernel's pool; the discards are Ultimate Green Goblin's ("At the beginning of your
upkeep, discard a card, then create a Treasure token.")."""

from __future__ import annotations

from typing import Any

import pytest
from manastack_mayhem import MayhemAbility
from pytest_manastack import Table

from manastack.api import CastSpell, IllegalActionError, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("mayhem")

#: Each card of the pool and its mayhem cost.
CARDS = {"Electro's Bolt": "{1}{R}", "Sadistic Slash": "{1}{B}", "Spider-Islanders": "{1}{R}",
         "Swarm, Being of Bees": "{B}",
         "Ultimate Green Goblin": "{2}{B/R}"}


def mayhem_casts(table: Table) -> list[str]:
    return sorted(a.name for a in table.game.legal_actions()
                  if isinstance(a, CastSpell) and a.permission == "mayhem")


def discard_in_upkeep(table: Table, card: str) -> None:
    """Alice's Ultimate Green Goblin makes her discard ``card`` (her only card in hand) at
    the beginning of her upkeep; the game then waits in her upkeep."""
    table.battlefield(0, "Ultimate Green Goblin")
    table.hand(0, card)
    table.set_turn(active=0, step=Step.UNTAP, turn=1)
    table.answer("discard", card)
    table.go_to(Step.UPKEEP)
    table.resolve()  # the upkeep trigger: discard, then a Treasure
    table.assert_zone(card, Zone.GRAVEYARD, 0)


def test_the_pool_is_the_cards_played_with_their_mayhem_cost(rules: Any) -> None:
    """The cards these tests play are the package's pool, with their mayhem cost (the
    conformance suite checks that each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("mayhem", "manastack_mayhem", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name, cost in CARDS.items():
        card = rules.card(name)
        found = [a for a in card.abilities if isinstance(a, MayhemAbility)]
        assert [str(a.cost) for a in found] == [cost]


def test_702_187c_mayhem_without_a_cost_is_not_read(rules: Any) -> None:
    """Bare "Mayhem" (play a land from the graveyard, 702.187c) is not read: a card with it
    stays unread rather than cast for nothing."""
    from manastack.api import CardDef

    card = rules.compile(CardDef(name="Test Land", mana_cost=None, type_line="Land",
                                 text="Mayhem"))
    assert not card.playable


def test_702_187b_cast_a_card_discarded_this_turn_for_its_mayhem_cost(table: Table) -> None:
    """Electro's Bolt, discarded in the upkeep, is cast from the graveyard in the main phase
    for {1}{R} rather than {2}{R} (118.9): two of three Mountains tapped. Nothing exiles it:
    it goes to the graveyard as it resolves (608.2n)."""
    table.lands(0, "Mountain", 3)
    table.battlefield(1, "Grizzly Bears")
    discard_in_upkeep(table, "Electro's Bolt")
    table.go_to(Step.MAIN1)
    assert mayhem_casts(table) == ["Electro's Bolt"]
    table.cast("Electro's Bolt", using="mayhem", targets=["Grizzly Bears"])
    assert table.tapped_count(0, "Mountain") == 2
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Electro's Bolt", Zone.GRAVEYARD, 0)
    # CR 400.7: back in the graveyard it is a new object, not discarded this turn
    assert mayhem_casts(table) == []


def test_702_187b_a_card_put_into_the_graveyard_otherwise_has_no_permission(
        table: Table) -> None:
    """A card in the graveyard that wasn't discarded this turn can't be cast with mayhem;
    trying is refused and changes nothing (CR 732)."""
    table.lands(0, "Mountain", 3)
    table.battlefield(1, "Grizzly Bears")
    table.graveyard(0, "Electro's Bolt")
    assert mayhem_casts(table) == []
    before = table.game.state.turn
    with pytest.raises(IllegalActionError):
        table.cast("Electro's Bolt", using="mayhem", targets=["Grizzly Bears"])
    table.assert_zone("Electro's Bolt", Zone.GRAVEYARD, 0)
    assert table.tapped_count(0) == 0
    assert table.game.state.turn == before


def test_702_187b_discarded_last_turn_is_not_discarded_this_turn(table: Table) -> None:
    """The permission lasts only the turn of the discard: the next turn it is gone."""
    table.lands(0, "Mountain", 3)
    table.library(0, "Forest", "Forest", "Forest")
    table.library(1, "Forest", "Forest", "Forest")
    discard_in_upkeep(table, "Spider-Islanders")
    table.go_to(Step.MAIN1)
    assert mayhem_casts(table) == ["Spider-Islanders"]
    table.next_turn()
    table.next_turn()  # Alice's next turn
    table.assert_zone("Spider-Islanders", Zone.GRAVEYARD, 0)
    assert table.game.state.turn.active == 0
    assert mayhem_casts(table) == []


def test_307_1_a_creature_with_mayhem_keeps_its_timing(table: Table) -> None:
    """"Timing rules still apply": Spider-Islanders (a creature) can't be cast with mayhem in
    the upkeep (307.1 for a creature spell, 301), then can in the main phase."""
    table.lands(0, "Mountain", 2)
    discard_in_upkeep(table, "Spider-Islanders")
    assert table.game.state.turn.step is Step.UPKEEP
    assert mayhem_casts(table) == []
    table.assert_illegal(table.cast, "Spider-Islanders", using="mayhem")
    table.go_to(Step.MAIN1)
    table.cast("Spider-Islanders", using="mayhem")
    assert table.tapped_count(0, "Mountain") == 2
    table.resolve()
    table.assert_zone("Spider-Islanders", Zone.BATTLEFIELD, 0)


def test_702_8a_flash_lets_mayhem_cast_it_in_the_upkeep(table: Table) -> None:
    """Swarm, Being of Bees has flash: cast with mayhem for {B} right in the upkeep."""
    table.lands(0, "Swamp", 1)
    discard_in_upkeep(table, "Swarm, Being of Bees")
    assert mayhem_casts(table) == ["Swarm, Being of Bees"]
    table.cast("Swarm, Being of Bees", using="mayhem")
    table.resolve()
    table.assert_zone("Swarm, Being of Bees", Zone.BATTLEFIELD, 0)


def test_601_3_mayhem_is_a_permission_from_the_graveyard_only(table: Table) -> None:
    table.lands(0, "Mountain", 3)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Electro's Bolt")
    table.assert_illegal(table.cast, "Electro's Bolt", using="mayhem", zone=Zone.HAND,
                         targets=["Grizzly Bears"])


def test_118_9_the_mayhem_cost_must_be_paid(table: Table) -> None:
    """Sadistic Slash discarded, only the Treasure for mana: {1}{B} can't be paid, no cast
    offered."""
    table.battlefield(1, "Grizzly Bears")
    discard_in_upkeep(table, "Sadistic Slash")
    assert mayhem_casts(table) == []


def test_601_3_702_187b_mayhem_not_discarded_this_turn_is_refused_with_its_reason(
        table: Table) -> None:
    """Electro's Bolt put into the graveyard otherwise (not discarded this turn): cast with
    mayhem through ``Game.act`` and by its name, refused alike citing 601.3 and 702.187b,
    saying it wasn't discarded this turn; nothing changes (CR 732)."""
    table.lands(0, "Mountain", 3)
    table.battlefield(1, "Grizzly Bears")
    (card,) = table.graveyard(0, "Electro's Bolt")
    by_act = table.assert_illegal(table.game.act, CastSpell(card.id, "mayhem"), rule="601.3")
    by_name = table.assert_illegal(table.cast, "Electro's Bolt", using="mayhem",
                                   targets=["Grizzly Bears"], rule="601.3")
    assert (by_name.reason, by_name.rules) == (by_act.reason, by_act.rules)
    assert "702.187b" in by_act.rules
    assert "wasn't discarded this turn" in by_act.reason


def test_601_3_702_187b_mayhem_from_the_hand_is_refused_with_its_reason(
        table: Table) -> None:
    table.lands(0, "Mountain", 3)
    (card,) = table.hand(0, "Electro's Bolt")
    exc = table.assert_illegal(table.game.act, CastSpell(card.id, "mayhem"), rule="601.3")
    assert "702.187b" in exc.rules
    assert "is in hand: mayhem casts it only from its owner's graveyard" in exc.reason
