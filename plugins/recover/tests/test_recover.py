"""Recover (CR 702.59a, 113.6, 603.10a, 118.3): the manastack-recover plugin alone, playing
printed cards.

The basic lands and the vanilla creatures come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import CardDef, KeywordTrigger, Rules, TomlCardSource, Zone, hookimpl

recover = pytest.mark.plugins("recover")


def recover_triggers(table: Table) -> int:
    return sum(e.kind == "trigger" and "recover" in e.text.lower() for e in table.game.log)


def rot_kills_bears(table: Table, *, owner: int = 0) -> None:
    """Alice casts Krovikan Rot on the Grizzly Bears of ``owner``: they die (700.4)."""
    table.lands(0, "Swamp", 3)
    table.battlefield(owner, "Grizzly Bears")
    table.hand(0, "Krovikan Rot")
    table.cast("Krovikan Rot", targets=["Grizzly Bears"])
    table.resolve()


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("recover-cards", "manastack_recover", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@recover
def test_recover_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.59a: the keyword line "Recover {2}{B}" (reminder text removed) is the plugin's,
    a triggered ability named by its keyword that functions in the graveyard (113.6)."""
    assert rules.ruleset.plugin_of_keyword("recover") == "recover"
    card = rules.card("Grim Harvest")
    assert card.playable
    recovers = [a for a in card.abilities
                if isinstance(a, KeywordTrigger) and a.keyword == "recover"]
    assert len(recovers) == 1 and recovers[0].zones == ("graveyard",)


@recover
def test_a_cost_it_cant_read_is_refused(rules: Rules) -> None:
    """"Recover—Pay half your life, rounded up." (Garza's Assassin): a cost the reader doesn't
    read leaves the card unread, the keyword line quoted."""
    card = rules.compile(CardDef(
        name="Garza's Assassin", mana_cost="{B}{B}{B}", type_line="Creature — Human Assassin",
        power="2", toughness="2",
        text="Sacrifice this creature: Destroy target nonblack creature.\nRecover—Pay half "
             "your life, rounded up. (When another creature is put into your graveyard from "
             "the battlefield, you may pay half your life, rounded up. If you do, return this "
             "card from your graveyard to your hand. Otherwise, exile this card.)"))
    assert not card.playable
    assert any("Recover" in u for u in card.unrecognized)


@recover
def test_paying_returns_it_to_hand(table: Table) -> None:
    """CR 702.59a: Grim Harvest in Alice's graveyard; her Grizzly Bears die to her Krovikan
    Rot: recover triggers, she pays {2}{B} and Grim Harvest returns to her hand."""
    table.graveyard(0, "Grim Harvest")
    table.lands(0, "Swamp", 3)
    rot_kills_bears(table)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    assert recover_triggers(table) == 1
    asked = table.watch_decisions("pay_unless", player=0)
    table.answer("pay_unless", True)
    table.resolve()
    assert len(asked) == 1 and "{2}{B}" in asked[0].labels[0]
    table.assert_zone("Grim Harvest", Zone.HAND, 0)
    assert table.tapped_count(0, "Swamp") == 6
    table.assert_logged(rule="702.59a", contains="returns from the graveyard")


@recover
def test_not_paying_exiles_it(table: Table) -> None:
    """CR 702.59a: "Otherwise, exile this card": Alice declines to pay {1}{W} for Sun's
    Bounty: it is exiled."""
    table.graveyard(0, "Sun's Bounty")
    table.lands(0, "Plains", 2)
    rot_kills_bears(table)
    table.answer("pay_unless", False)
    table.resolve()
    table.assert_zone("Sun's Bounty", Zone.EXILE, 0)
    assert table.tapped_count(0) == 3  # only Krovikan Rot's {2}{B}
    table.assert_logged(rule="702.59a", contains="is exiled")


@recover
def test_a_cost_that_cant_be_paid_exiles_it_unasked(table: Table) -> None:
    """CR 702.59a, 118.3: with no mana left for {R}{R}, Alice isn't asked: Icefall is
    exiled."""
    table.graveyard(0, "Icefall")
    rot_kills_bears(table)
    asked = table.watch_decisions("pay_unless")
    table.resolve()
    assert asked == []
    table.assert_zone("Icefall", Zone.EXILE, 0)


@recover
def test_an_opponents_creature_doesnt_trigger_it(table: Table) -> None:
    """CR 702.59a: "your graveyard": Bob's Grizzly Bears go to Bob's graveyard (404.2): Alice's
    Resize doesn't trigger."""
    table.graveyard(0, "Resize")
    rot_kills_bears(table, owner=1)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert recover_triggers(table) == 0
    assert not table.game.ids_in(Zone.STACK)
    table.assert_zone("Resize", Zone.GRAVEYARD, 0)


@recover
def test_it_functions_only_in_the_graveyard(table: Table) -> None:
    """CR 113.6, 702.59a: Controvert in Alice's hand doesn't trigger when her creature
    dies."""
    table.hand(0, "Controvert")
    rot_kills_bears(table)
    assert recover_triggers(table) == 0
    table.assert_zone("Controvert", Zone.HAND, 0)


@recover
def test_only_a_creature_triggers_it(table: Table) -> None:
    """CR 702.59a: "a creature": Alice's Swamp put into her graveyard doesn't trigger Grim
    Harvest's recover."""
    table.graveyard(0, "Grim Harvest")
    swamp = table.lands(0, "Swamp", 1)[0]
    table.game.move(swamp.id, Zone.GRAVEYARD, rule="701.8a")
    table.refresh()
    assert recover_triggers(table) == 0
    table.assert_zone("Grim Harvest", Zone.GRAVEYARD, 0)


@recover
def test_gone_from_the_graveyard_nothing_happens(table: Table) -> None:
    """CR 400.7: Grim Harvest leaves the graveyard with its recover trigger on the stack: a
    new object, nothing is paid, it is neither returned nor exiled."""
    table.graveyard(0, "Grim Harvest")
    table.lands(0, "Swamp", 3)
    rot_kills_bears(table)
    table.game.move(table.find("Grim Harvest").id, Zone.LIBRARY, rule="400.7")
    table.refresh()
    asked = table.watch_decisions("pay_unless")
    table.resolve()
    assert asked == []
    table.assert_zone("Grim Harvest", Zone.LIBRARY, 0)
    table.assert_logged(rule="400.7", contains="no longer in the graveyard")


@recover
def test_each_recover_card_triggers(table: Table) -> None:
    """CR 603.2: two recover cards in Alice's graveyard each trigger once for one creature."""
    table.graveyard(0, "Sun's Bounty", "Resize")
    rot_kills_bears(table)
    assert recover_triggers(table) == 2
    table.answer("pay_unless", False)
    table.resolve_all()
    table.assert_zone("Sun's Bounty", Zone.EXILE, 0)
    table.assert_zone("Resize", Zone.EXILE, 0)


class _RecoverCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("recover-cards", "manastack_recover", "cards.toml")]


def test_without_the_plugin_a_recover_card_is_refused_naming_it() -> None:
    """A card with recover is refused naming the keyword and the plugin."""
    table = Table.new(["recover-cards"], extra={"recover-cards": _RecoverCardsOnly()})
    card = table.game.rules.card("Grim Harvest")
    assert not card.playable
    assert card.missing_keywords == (("recover", "recover"),)
