"""Split second (CR 702.61): "As long as this spell is on the stack, players can't cast other
spells or activate abilities that aren't mana abilities." Runs alone with
``pytest plugins/split_second`` (kernel + split second only). Grizzly Bears, Giant Growth,
Lightning Bolt, Prodigal Pyromancer and the basic lands come from the kernel's pool."""

from __future__ import annotations

import pytest
from pytest_manastack import Table

from manastack.api import ActivateAbility, CastSpell, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("split_second")

CARDS = ("Sudden Shock", "Krosan Grip", "Sudden Death")


def offered(table: Table) -> list[str]:
    """The casts and non-mana activations the player with priority is offered."""
    return sorted(a.name for a in table.game.legal_actions()
                  if isinstance(a, (CastSpell, ActivateAbility)))


def sudden_shock_on_the_stack(table: Table) -> None:
    """Alice casts Sudden Shock at Grizzly Bears; Alice passes: Bob has priority, with
    Giant Growth, Lightning Bolt, Prodigal Pyromancer and untapped Forests."""
    table.battlefield(1, "Grizzly Bears", "Prodigal Pyromancer", "Forest", "Mountain")
    table.hand(1, "Giant Growth", "Lightning Bolt")
    table.hand(0, "Sudden Shock")
    table.set_turn(active=0, step=Step.MAIN1)
    table.mana(0, "CR")
    table.cast("Sudden Shock", targets=["Grizzly Bears"])
    table.pass_priority()  # Alice passes: Bob has priority


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("split_second", "manastack_split_second",
                                         "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_without_the_plugin_a_split_second_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("split_second", "manastack_split_second",
                                         "cards.toml")
    definition = source.get("Sudden Shock")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("split second", "split_second"),)


def test_702_61a_no_other_spell_is_cast_in_response(table: Table) -> None:
    """Bob can't save his Grizzly Bears with Giant Growth: the cast is not offered and,
    proposed anyway, refused naming 702.61a with the game as it was (732)."""
    sudden_shock_on_the_stack(table)
    table.assert_logged(rule="702.61a", contains="split second")
    assert offered(table) == []
    error = table.assert_illegal(table.cast, "Giant Growth", targets=["Grizzly Bears"],
                                 rule="601.2e")
    assert "702.61a" in str(error)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


def test_702_61a_no_ability_that_isnt_a_mana_ability_is_activated(table: Table) -> None:
    """Bob can't activate Prodigal Pyromancer's "{T}: This creature deals 1 damage to any
    target." while Sudden Shock is on the stack: refused naming 702.61a."""
    sudden_shock_on_the_stack(table)
    error = table.assert_illegal(table.activate, "Prodigal Pyromancer", targets=["Alice"],
                                 rule="602.2")
    assert "702.61a" in str(error)
    table.assert_tapped("Prodigal Pyromancer", False)


def test_702_61b_mana_abilities_are_still_activated(table: Table) -> None:
    """CR 702.61b: Bob may still tap his Forest for {G}; the mana stays unusable for a
    spell until Sudden Shock has left the stack."""
    sudden_shock_on_the_stack(table)
    table.tap_for_mana("Forest", "G")
    table.assert_tapped("Forest")


def test_702_61a_once_it_resolved_spells_are_cast_again(table: Table) -> None:
    """The prohibition lasts only while the spell is on the stack: Sudden Shock resolved,
    Bob casts Lightning Bolt at Alice and activates Prodigal Pyromancer."""
    sudden_shock_on_the_stack(table)
    table.resolve()
    table.pass_priority()  # Alice passes: Bob has priority with the stack empty
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    table.assert_life(0, 17)


def test_702_61a_its_controller_is_bound_too(table: Table) -> None:
    """CR 702.61a says "players": Alice, holding priority after casting Sudden Death at
    Grizzly Bears, can't cast Giant Growth on them either."""
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Sudden Death", "Giant Growth")
    table.set_turn(active=0, step=Step.MAIN1)
    table.mana(0, "CBBG")
    table.cast("Sudden Death", targets=["Grizzly Bears"])
    assert offered(table) == []
    error = table.assert_illegal(table.cast, "Giant Growth", targets=["Grizzly Bears"],
                                 rule="601.2e")
    assert "702.61a" in str(error)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
