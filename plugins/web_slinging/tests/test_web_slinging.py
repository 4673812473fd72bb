"""Web-slinging (CR 702.188): "You may cast this spell by paying [cost] and returning a tapped
creature you control to its owner's hand rather than paying its mana cost". Runs alone with
``pytest plugins/web_slinging`` (kernel + web-slinging only). Grizzly Bears and the basic
lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import AlternativeCostAbility, CastSpell, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("web_slinging")

CARDS = ("Amazing Spider-Girl", "Silk, Web Weaver", "Spider-Man, Brooklyn Visionary",
         "Spider-Man, Web-Slinger")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def ways(table: Table, name: str) -> list[str]:
    """How ``name`` may be cast now (the casting permissions' names)."""
    return [a.permission for a in table.game.legal_actions()
            if isinstance(a, CastSpell) and a.name == name]


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("web_slinging", "manastack_web_slinging",
                                         "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_188a_the_keyword_is_an_alternative_cost(rules: Any) -> None:
    (ability,) = [a for a in rules.card("Spider-Man, Web-Slinger").abilities
                  if isinstance(a, AlternativeCostAbility)]
    assert (ability.keyword, ability.plugin) == ("web-slinging", "web_slinging")
    assert str(ability.cost) == "{W}, Return a tapped creature you control to its owner's hand"


def test_without_the_plugin_a_web_slinging_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("web_slinging", "manastack_web_slinging",
                                         "cards.toml")
    definition = source.get("Spider-Man, Web-Slinger")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("web-slinging", "web_slinging"),)


def test_702_188a_cast_for_w_returning_a_tapped_creature(table: Table) -> None:
    """Spider-Man, Web-Slinger ({2}{W}) cast for {W}, returning the tapped Grizzly Bears to
    Alice's hand; it resolves, a 3/3."""
    table.hand(0, "Spider-Man, Web-Slinger")
    table.battlefield(0, "Plains")
    table.battlefield(0, "Grizzly Bears", tapped=True)
    assert "web-slinging" in ways(table, "Spider-Man, Web-Slinger")
    table.cast("Spider-Man, Web-Slinger", using="web-slinging")
    table.assert_zone("Grizzly Bears", Zone.HAND)
    resolve_stack(table)
    table.assert_zone("Spider-Man, Web-Slinger", Zone.BATTLEFIELD)
    assert table.power("Spider-Man, Web-Slinger") == 3


def test_702_188a_an_untapped_creature_cant_be_returned(table: Table) -> None:
    """Grizzly Bears untapped: no web-slinging, the cast refused and nothing changed (732)."""
    table.hand(0, "Spider-Man, Web-Slinger")
    table.battlefield(0, "Plains", "Grizzly Bears")
    assert "web-slinging" not in ways(table, "Spider-Man, Web-Slinger")
    table.assert_illegal(table.cast, "Spider-Man, Web-Slinger", using="web-slinging")
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.assert_zone("Spider-Man, Web-Slinger", Zone.HAND)


def test_702_188a_an_opponents_tapped_creature_cant_be_returned(table: Table) -> None:
    """Only Bob has a tapped creature: Alice can't cast Amazing Spider-Girl for {2}{W}."""
    table.hand(0, "Amazing Spider-Girl")
    table.battlefield(0, "Plains", "Plains", "Plains")
    table.battlefield(1, "Grizzly Bears", tapped=True)
    assert "web-slinging" not in ways(table, "Amazing Spider-Girl")
    table.assert_illegal(table.cast, "Amazing Spider-Girl", using="web-slinging")
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)


def test_702_188a_the_mana_cost_is_still_an_option(table: Table) -> None:
    """Silk, Web Weaver may still be cast for its mana cost {2}{G}{W}, nothing returned."""
    table.hand(0, "Silk, Web Weaver")
    table.battlefield(0, "Forest", "Plains", "Forest", "Plains")
    table.battlefield(0, "Grizzly Bears", tapped=True)
    assert set(ways(table, "Silk, Web Weaver")) >= {"hand", "web-slinging"}
    table.cast("Silk, Web Weaver")
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    resolve_stack(table)
    table.assert_zone("Silk, Web Weaver", Zone.BATTLEFIELD)


def test_702_188a_silk_for_its_web_slinging_cost(table: Table) -> None:
    """Silk, Web Weaver cast for {1}{G}{W}: three lands pay it, the tapped Bears return."""
    table.hand(0, "Silk, Web Weaver")
    table.battlefield(0, "Forest", "Plains", "Forest")
    table.battlefield(0, "Grizzly Bears", tapped=True)
    table.cast("Silk, Web Weaver", using="web-slinging")
    table.assert_zone("Grizzly Bears", Zone.HAND)
    resolve_stack(table)
    table.assert_zone("Silk, Web Weaver", Zone.BATTLEFIELD)


def test_702_188a_spider_man_brooklyn_visionary_for_its_web_slinging_cost(
        table: Table) -> None:
    """Spider-Man, Brooklyn Visionary cast for {2}{G} returning the tapped Bears; as it
    enters Alice fetches the Plains from her library, tapped."""
    table.hand(0, "Spider-Man, Brooklyn Visionary")
    table.library(0, "Forest", "Plains")
    table.battlefield(0, "Forest", "Forest", "Forest")
    table.battlefield(0, "Grizzly Bears", tapped=True)
    table.cast("Spider-Man, Brooklyn Visionary", using="web-slinging")
    table.assert_zone("Grizzly Bears", Zone.HAND)
    table.answer("search", "Plains")
    resolve_stack(table)
    table.assert_zone("Plains", Zone.BATTLEFIELD)
    table.assert_zone("Spider-Man, Brooklyn Visionary", Zone.BATTLEFIELD)
    assert len([o for o in table.game.battlefield(0)
                if table.game.chars(o.id).type_line.has_type("Land")]) == 4


def test_702_188a_the_caster_chooses_the_tapped_creature(table: Table) -> None:
    """Amazing Spider-Girl cast for {2}{W} with two tapped creatures: Alice chooses the
    tapped Spider-Man, Web-Slinger, which goes back to her hand; the Bears stay."""
    table.hand(0, "Amazing Spider-Girl")
    table.battlefield(0, "Plains", "Plains", "Plains")
    table.battlefield(0, "Grizzly Bears", "Spider-Man, Web-Slinger", tapped=True)
    table.answer("return", "Spider-Man, Web-Slinger")
    table.cast("Amazing Spider-Girl", using="web-slinging")
    table.assert_zone("Spider-Man, Web-Slinger", Zone.HAND)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    resolve_stack(table)
    table.assert_zone("Amazing Spider-Girl", Zone.BATTLEFIELD)
