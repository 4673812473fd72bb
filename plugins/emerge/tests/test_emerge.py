"""Emerge (CR 702.119): an alternative cost paid with a creature sacrificed, reduced by its
mana value. Runs alone with ``pytest plugins/emerge`` (kernel + emerge only)."""

from __future__ import annotations

import pytest
from pytest_manastack import Table, by_label

from manastack.api import CastSpell, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("emerge")

CARDS = ("Elder Deep-Fiend", "Wretched Gryff", "Vexing Scuttler", "Abundant Maw",
         "Mockery of Nature")


def permissions(table: Table, name: str) -> list[str]:
    return [a.permission for a in table.game.legal_actions()
            if isinstance(a, CastSpell) and a.name == name]


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("emerge", "manastack_emerge", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_without_the_plugin_an_emerge_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("emerge", "manastack_emerge", "cards.toml")
    definition = source.get("Wretched Gryff")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("emerge", "emerge"),)


def test_702_119a_sacrifice_a_creature_and_pay_the_rest(table: Table) -> None:
    """Wretched Gryff, emerge {5}{U}, sacrificing Hill Giant (mana value 4): {5}{U} less {4}
    is {1}{U} (601.2f); the Giant is sacrificed as the cost is paid (601.2h, 702.119c); the
    cast trigger draws a card."""
    table.battlefield(0, "Hill Giant")
    table.lands(0, "Island", 2)
    table.library(0, "Forest")
    table.hand(0, "Wretched Gryff")
    table.cast("Wretched Gryff", using="emerge")
    table.assert_logged(rule="601.2f", contains="its mana value 4, CR 702.119a")
    table.assert_logged(rule="601.2f", contains="= {1}{U}")
    table.assert_zone("Hill Giant", Zone.GRAVEYARD)
    table.assert_logged(rule="702.119c")
    table.resolve()  # the cast trigger
    table.assert_zone("Forest", Zone.HAND, 0)
    table.resolve()
    table.assert_zone("Wretched Gryff", Zone.BATTLEFIELD)
    # CR 118.9c: the mana cost {7} is unchanged
    assert table.game.mana_value(table.find("Wretched Gryff").id) == 7


def test_702_119c_the_creature_is_chosen_with_the_cost(table: Table) -> None:
    """Two creatures: the caster chooses one as the emerge cost is chosen (601.2b); the
    reduction is that creature's mana value, the other stays."""
    table.battlefield(0, "Grizzly Bears", "Craw Wurm")
    table.lands(0, "Island", 1)
    table.library(0, "Forest")
    table.hand(0, "Wretched Gryff")
    seen = table.on_decision("casting_permission", by_label("Craw Wurm"))
    table.cast("Wretched Gryff", using="emerge")
    (decision,) = seen
    assert decision.rule == "601.2b" and len(decision.options) == 2
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.assert_logged(rule="601.2f", contains="= {U}")  # {5}{U} less 6: never the {U}


def test_118_7a_the_reduction_is_generic_only(table: Table) -> None:
    """Craw Wurm (mana value 6) can't pay Elder Deep-Fiend's {U}{U}: {5}{U}{U} less {6} is
    {U}{U} (the extra {1} reduces nothing, 118.7a)."""
    table.battlefield(0, "Craw Wurm")
    table.lands(0, "Island", 1)
    table.hand(0, "Elder Deep-Fiend")
    assert "emerge" not in permissions(table, "Elder Deep-Fiend")
    table.assert_illegal(table.cast, "Elder Deep-Fiend", using="emerge", rule="601.2h")
    table.assert_zone("Craw Wurm", Zone.BATTLEFIELD)  # CR 732: nothing was sacrificed
    table.lands(0, "Island", 1)
    table.cast("Elder Deep-Fiend", using="emerge", targets=[[]])
    table.assert_logged(rule="601.2f", contains="= {U}{U}")


def test_702_119a_no_creature_no_emerge(table: Table) -> None:
    """Without a creature to sacrifice there is no emerge cost to choose (601.3)."""
    table.battlefield(0, "Sol Ring")
    table.lands(0, "Island", 6)
    table.hand(0, "Wretched Gryff")
    assert permissions(table, "Wretched Gryff") == ["hand"]
    table.assert_illegal(table.cast, "Wretched Gryff", using="emerge", rule="601.3")


def test_702_119a_an_opponents_creature_cant_be_sacrificed(table: Table) -> None:
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Island", 6)
    table.hand(0, "Wretched Gryff")
    assert "emerge" not in permissions(table, "Wretched Gryff")


def test_601_2f_an_increase_applies_before_the_emerge_reduction(table: Table) -> None:
    """Bob's Sphere of Resistance adds {1} first; then Hill Giant's 4 is taken off:
    {5}{U} + {1} - {4} = {2}{U}."""
    table.battlefield(1, "Sphere of Resistance")
    table.battlefield(0, "Hill Giant")
    table.lands(0, "Island", 3)
    table.library(0, "Forest")
    table.hand(0, "Wretched Gryff")
    table.cast("Wretched Gryff", using="emerge")
    table.assert_logged(rule="601.2f", contains="= {2}{U}")


def test_702_119a_a_creature_of_mana_value_0_reduces_nothing(table: Table) -> None:
    """Memnite (mana value 0) may be sacrificed: Wretched Gryff costs its full emerge cost
    {5}{U}."""
    table.battlefield(0, "Memnite")
    table.lands(0, "Island", 6)
    table.library(0, "Forest")
    table.hand(0, "Wretched Gryff")
    table.cast("Wretched Gryff", using="emerge")
    table.assert_logged(rule="601.2f", contains="= {5}{U}, sacrifice Memnite")
    table.assert_zone("Memnite", Zone.GRAVEYARD)


def test_the_mana_cost_stays_an_option(table: Table) -> None:
    """Emerge is a choice: Wretched Gryff cast for its mana cost {7} sacrifices nothing."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Island", 7)
    table.library(0, "Forest")
    table.hand(0, "Wretched Gryff")
    assert sorted(permissions(table, "Wretched Gryff")) == ["emerge", "hand"]
    table.cast("Wretched Gryff")
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)


# --------------------------------------------------------------------------
# The rest of the pool, each cast for its emerge cost and its effect checked
# --------------------------------------------------------------------------


def test_elder_deep_fiend_taps_blockers_at_instant_speed(table: Table) -> None:
    """Flash: cast in Bob's turn sacrificing Grizzly Bears ({5}{U}{U} less 2: {3}{U}{U});
    the cast trigger taps up to four target permanents."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Island", 5)
    table.battlefield(1, "Hill Giant", "Craw Wurm")
    table.set_turn(active=1)
    table.pass_priority()
    table.hand(0, "Elder Deep-Fiend")
    table.cast("Elder Deep-Fiend", using="emerge", targets=[["Hill Giant", "Craw Wurm"]])
    table.assert_logged(rule="601.2f", contains="= {3}{U}{U}")
    table.resolve()
    table.assert_tapped("Hill Giant", True)
    table.assert_tapped("Craw Wurm", True)


def test_vexing_scuttler_abundant_maw_and_mockery_of_nature(table: Table) -> None:
    table.battlefield(0, "Craw Wurm", "Hill Giant", "Gray Ogre")
    table.graveyard(0, "Divination")
    table.battlefield(1, "Glorious Anthem")
    table.hand(0, "Vexing Scuttler", "Abundant Maw", "Mockery of Nature")
    table.lands(0, "Island", 1)
    table.on_decision("casting_permission", by_label("Craw Wurm"))
    table.cast("Vexing Scuttler", using="emerge", targets=["Divination"])  # {6}{U} less 6
    table.resolve()
    table.assert_zone("Divination", Zone.HAND, 0)
    table.resolve()
    table.lands(0, "Swamp", 3)
    table.on_decision("casting_permission", by_label("Hill Giant"))
    table.cast("Abundant Maw", using="emerge", targets=["Bob"])  # {6}{B} less 4
    table.resolve()
    table.assert_life(1, 17)
    table.assert_life(0, 23)
    table.resolve()
    table.lands(0, "Forest", 6)
    table.on_decision("casting_permission", by_label("Gray Ogre"))
    table.cast("Mockery of Nature", using="emerge", targets=["Glorious Anthem"])  # {7}{G} - 3
    table.resolve()
    table.resolve()
    table.assert_zone("Glorious Anthem", Zone.GRAVEYARD, 1)
    for name in ("Vexing Scuttler", "Abundant Maw", "Mockery of Nature"):
        table.assert_zone(name, Zone.BATTLEFIELD)
