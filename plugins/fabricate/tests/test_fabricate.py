"""Fabricate (CR 702.123, 603.5, 608.2d): the manastack-fabricate plugin alone, playing
printed cards.

Lightning Bolt and the basic lands come from the kernel's pool.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import GameObject, Rules, TomlCardSource, Zone, hookimpl

fabricate = pytest.mark.plugins("fabricate")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def cast(table: Table, name: str, lands: int, land: str = "Plains") -> None:
    """Alice casts ``name`` with ``lands`` basic lands; the spell resolves, its fabricate
    trigger goes on the stack (603.3)."""
    table.lands(0, land, lands)
    table.hand(0, name)
    table.cast(name)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)


def servos(table: Table) -> list[GameObject]:
    return [o for o in table.game.battlefield(0) if o.is_token]


def test_the_pool_cards_are_the_printed_ones() -> None:
    source = TomlCardSource.from_package("fabricate-cards", "manastack_fabricate", "cards.toml")
    assert_printed(source.get(n) for n in source.names())


@fabricate
def test_fabricate_is_the_plugins_keyword(rules: Rules) -> None:
    """CR 702.123a: "Fabricate 2" (reminder text removed) is the plugin's triggered ability,
    named by the keyword; Angel of Invention's other keywords are the kernel's."""
    assert rules.ruleset.plugin_of_keyword("fabricate") == "fabricate"
    card = rules.card("Angel of Invention")
    assert card.playable
    assert "fabricate" in rules.printed(card).keywords
    assert [getattr(a, "keyword", None) for a in card.abilities][:4] == [
        "flying", "vigilance", "lifelink", "fabricate"]


@fabricate
def test_702_123a_yes_puts_the_counters_on_it(table: Table) -> None:
    """CR 702.123a, 603.5: Visionary Augmenter (2/1, fabricate 2) enters; its controller
    chooses the counters: a 4/3, and no Servo."""
    cast(table, "Visionary Augmenter", 4)
    table.answer("may", "yes")
    resolve_stack(table)
    table.assert_counters("Visionary Augmenter", "+1/+1", 2)
    assert (table.power("Visionary Augmenter"), table.toughness("Visionary Augmenter")) == (4, 3)
    assert servos(table) == []
    table.assert_logged(rule="702.123a", contains="2 +1/+1 counter(s) on Visionary Augmenter")


@fabricate
def test_702_123a_no_creates_the_servos(table: Table) -> None:
    """CR 702.123a, 111.1: "If you don't": Weaponcraft Enthusiast (0/1, fabricate 2) stays a
    0/1 and two 1/1 colorless Servo artifact creature tokens are created under Alice's
    control."""
    cast(table, "Weaponcraft Enthusiast", 3, "Swamp")
    table.answer("may", "no")
    resolve_stack(table)
    table.assert_counters("Weaponcraft Enthusiast", "+1/+1", 0)
    made = servos(table)
    assert len(made) == 2
    for token in made:
        chars = table.game.chars(token.id)
        assert chars.type_line.has_type("Artifact") and chars.type_line.has_subtype("Servo")
        assert chars.is_creature and not chars.colors
        assert (chars.power, chars.toughness) == (1, 1)
        assert table.game.controller(token.id) == 0
    table.assert_logged(rule="702.123a", contains="2 1/1 Servo token(s) created")


@fabricate
def test_702_123a_fabricate_1_makes_one_servo(table: Table) -> None:
    """CR 702.123a: Glint-Sleeve Artisan's fabricate 1, tokens chosen: exactly one Servo."""
    cast(table, "Glint-Sleeve Artisan", 3)
    table.answer("may", "no")
    resolve_stack(table)
    assert len(servos(table)) == 1
    table.assert_counters("Glint-Sleeve Artisan", "+1/+1", 0)


@fabricate
def test_400_7_gone_before_it_resolves_the_servos_are_created(table: Table) -> None:
    """CR 702.123a, 400.7: Bob bolts Glint-Sleeve Artisan (2/2) in response to its fabricate
    trigger: it can't get the counter, so the Servo is created and nothing is asked."""
    cast(table, "Glint-Sleeve Artisan", 3)
    table.hand(1, "Lightning Bolt")
    table.mana(1, "R")
    table.pass_priority()  # Alice passes: Bob has priority, the trigger on the stack
    table.cast("Lightning Bolt", targets=["Glint-Sleeve Artisan"])
    table.resolve()
    table.assert_zone("Glint-Sleeve Artisan", Zone.GRAVEYARD, 0)
    asked = table.watch_decisions("may")
    resolve_stack(table)
    assert asked == []
    assert len(servos(table)) == 1
    table.assert_logged(rule="702.123a", contains="no longer on the battlefield")


class _FabricateCardsOnly:
    """The plugin's card file as a card source, without the keyword's rules."""

    @hookimpl
    def manastack_register_card_sources(self) -> list[TomlCardSource]:
        return [TomlCardSource.from_package("fabricate-cards", "manastack_fabricate",
                                            "cards.toml")]


def test_without_the_plugin_a_fabricate_card_is_refused_naming_it() -> None:
    """A card with fabricate is refused naming the keyword and the plugin."""
    table = Table.new(["fabricate-cards"], extra={"fabricate-cards": _FabricateCardsOnly()})
    card = table.game.rules.card("Glint-Sleeve Artisan")
    assert not card.playable
    assert card.missing_keywords == (("fabricate", "fabricate"),)
