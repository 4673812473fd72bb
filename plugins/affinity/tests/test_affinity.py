"""Affinity (CR 702.41): a spell costs {1} less for each permanent of a kind its caster
controls. Runs alone with ``pytest plugins/affinity`` (kernel + affinity only)."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import CastSpell, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("affinity")

CARDS = ("Frogmite", "Myr Enforcer", "Thoughtcast", "Somber Hoverguard", "Argivian Phalanx",
         "Brine Giant", "Into Thin Air")


def casts(table: Table) -> list[str]:
    return [a.name for a in table.game.legal_actions() if isinstance(a, CastSpell)]


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("affinity", "manastack_affinity", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_without_the_plugin_an_affinity_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("affinity", "manastack_affinity", "cards.toml")
    definition = source.get("Frogmite")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("affinity", "affinity"),)


def test_702_41a_a_kind_the_reader_cant_count_stays_refused(rules: Any) -> None:
    """"Affinity for modified creatures": "modified" (700.9) isn't read, so the card isn't
    played with a guess; it is refused naming the line."""
    from manastack.api import CardDef

    card = rules.compile(CardDef(name="Test Modified Affinity", mana_cost="{6}",
                                 type_line="Sorcery", text="Affinity for modified creatures\n"
                                 "Draw a card."))
    assert not card.playable
    assert any("modified" in str(u).lower() for u in card.unrecognized)


def test_702_41a_affinity_for_historic_permanents_counts_legendaries_and_artifacts(
        table: Table) -> None:
    """"Affinity for historic permanents" (CR 700.6): Sol Ring (an artifact) and Isamaru (a
    legendary creature) count, Grizzly Bears doesn't: {3} less {2} is {1}."""
    historic = table.card("Test Historic Affinity", "Sorcery",
                          "Affinity for historic permanents\nDraw a card.", "{3}")
    table.battlefield(0, "Sol Ring", "Isamaru, Hound of Konda", "Grizzly Bears", tapped=True)
    table.library(0, "Island")
    table.hand(0, historic)
    table.mana(0, "C")
    table.cast("Test Historic Affinity")
    table.assert_logged(rule="601.2f", contains="= {1}")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Island"]


def test_702_41a_frogmite_free_with_four_artifacts(table: Table) -> None:
    """Four artifacts: Frogmite's {4} less {4} is {0} (601.2f); it is cast with no mana."""
    table.battlefield(0, "Memnite", "Memnite", "Memnite", "Sol Ring", tapped=True)
    table.hand(0, "Frogmite")
    assert "Frogmite" in casts(table)
    table.cast("Frogmite")
    table.assert_logged(rule="601.2f", contains="affinity for artifacts (4, CR 702.41a)")
    table.assert_logged(rule="601.2f", contains="= {0}")
    table.resolve()
    table.assert_zone("Frogmite", Zone.BATTLEFIELD)


def test_702_41a_only_the_permanents_the_caster_controls(table: Table) -> None:
    """Bob's artifacts don't count ("you control"); tapped ones of Alice's do."""
    table.battlefield(1, "Memnite", "Memnite", "Memnite")
    table.battlefield(0, "Memnite", tapped=True)
    table.lands(0, "Island", 2)
    table.hand(0, "Frogmite")
    assert "Frogmite" not in casts(table)  # {3}: two Islands can't pay
    table.assert_illegal(table.cast, "Frogmite", rule="601.2h")
    table.lands(0, "Island", 1)
    table.cast("Frogmite")
    table.assert_logged(rule="601.2f", contains="= {3}")


def test_118_7a_a_generic_reduction_never_reduces_coloured_mana(table: Table) -> None:
    """Thoughtcast {4}{U} with six artifacts: {4} less, never the {U} (118.7a, 601.2f)."""
    table.battlefield(0, *["Memnite"] * 6)
    table.library(0, "Forest", "Forest")
    table.hand(0, "Thoughtcast")
    assert "Thoughtcast" not in casts(table)
    table.lands(0, "Island", 1)
    table.cast("Thoughtcast")
    table.assert_logged(rule="601.2f", contains="= {U}")
    table.resolve()
    assert table.names(Zone.HAND, 0).count("Forest") == 2


def test_601_2f_increases_then_reductions_and_the_taxing_artifact_counts(table: Table) -> None:
    """Bob's Sphere of Resistance adds {1} (an increase, applied first); Alice's Helm of
    Awakening removes {1}, and is an artifact she controls: Myr Enforcer {7} + {1} - {1} -
    {4} (four artifacts: the Helm and three Memnites) is {3}."""
    table.battlefield(1, "Sphere of Resistance")
    table.battlefield(0, "Helm of Awakening", "Memnite", "Memnite", "Memnite")
    table.lands(0, "Plains", 3)
    table.hand(0, "Myr Enforcer")
    table.cast("Myr Enforcer")
    table.assert_logged(rule="601.2f", contains="affinity for artifacts (4, CR 702.41a)")
    table.assert_logged(rule="601.2f", contains="= {3}")
    spell = table.find("Myr Enforcer", zone=Zone.STACK)
    assert table.game.mana_value(spell.id) == 7  # CR 202.3: the mana cost is unchanged


def test_702_41b_each_instance_applies(table: Table) -> None:
    """A test card with affinity for artifacts and for creatures: two Memnites (artifact
    creatures) count for each, {6} less {4}."""
    card = table.card("Test Double Affinity", "Sorcery",
                      "Affinity for artifacts\nAffinity for creatures\nYou gain 1 life.", "{6}")
    table.battlefield(0, "Memnite", "Memnite")
    table.hand(0, card)  # type: ignore[arg-type]
    table.lands(0, "Plains", 2)
    table.cast("Test Double Affinity")
    table.assert_logged(rule="601.2f", contains="= {2}")


def test_702_41a_affinity_for_creatures_and_for_enchantments(table: Table) -> None:
    """Argivian Phalanx counts creatures, Brine Giant enchantments (the kind read as "for
    each ... you control" reads it)."""
    table.battlefield(0, "Grizzly Bears", "Savannah Lions", "Memnite")
    table.lands(0, "Plains", 3)
    table.hand(0, "Argivian Phalanx")
    table.cast("Argivian Phalanx")
    table.assert_logged(rule="601.2f", contains="affinity for creatures (3, CR 702.41a)")
    table.resolve()
    assert table.game.has_keyword(table.find("Argivian Phalanx").id, "vigilance")
    table.battlefield(0, "Glorious Anthem")
    table.lands(0, "Island", 6)
    table.hand(0, "Brine Giant")
    table.cast("Brine Giant")
    table.assert_logged(rule="601.2f", contains="affinity for enchantments (1, CR 702.41a)")
    table.assert_logged(rule="601.2f", contains="= {5}{U}")


def test_somber_hoverguard_and_into_thin_air(table: Table) -> None:
    table.battlefield(0, "Memnite", "Memnite", "Memnite", "Memnite", "Memnite")
    table.battlefield(1, "Sol Ring")
    table.lands(0, "Island", 2)
    table.hand(0, "Somber Hoverguard", "Into Thin Air")
    table.cast("Somber Hoverguard")  # {5}{U} less {5}: {U}
    table.resolve()
    assert table.game.has_keyword(table.find("Somber Hoverguard").id, "flying")
    table.cast("Into Thin Air", targets=["Sol Ring"])  # {5}{U} less {5}: {U}
    table.resolve()
    table.assert_zone("Sol Ring", Zone.HAND, 1)
