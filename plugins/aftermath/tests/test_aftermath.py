"""manastack-aftermath (CR 702.127a): run alone with ``pytest plugins/aftermath``.

Only the kernel and aftermath are enabled (``@pytest.mark.plugins("aftermath")``). The
cards are the plugin's pool (both halves, exact Oracle text).
"""

from __future__ import annotations

from typing import Any

import pytest
from manastack_aftermath import AftermathAbility
from pytest_manastack import Table

from manastack.api import CardDef, CastSpell, Zone

pytestmark = pytest.mark.plugins("aftermath")


def offered(table: Table) -> list[tuple[str, str]]:
    return sorted((a.name, a.permission) for a in table.game.legal_actions()
                  if isinstance(a, CastSpell))


def state_of(table: Table) -> tuple[object, ...]:
    """What an illegal cast could have changed: zones, stack, tapped lands, mana, life."""
    g = table.game
    return (table.names(Zone.HAND, 0), table.names(Zone.GRAVEYARD, 0), g.ids_in(Zone.STACK),
            table.tapped_count(0), str(g.player(0).mana_pool), table.life(0), table.life(1))


# --------------------------------------------------------------------------
# Reading
# --------------------------------------------------------------------------


def test_the_cards_with_both_halves_are_read(rules: Any) -> None:
    for name in ("Cut // Ribbons", "Spring // Mind", "Appeal // Authority"):
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized)
        first, second = card.halves
        assert not any(isinstance(a, AftermathAbility) for a in first.abilities)
        assert any(isinstance(a, AftermathAbility) for a in second.abilities)


def test_a_half_the_reader_does_not_read_leaves_the_card_unread(rules: Any) -> None:
    """Dawn's "mana value 2 or less from your graveyard" is not read: the card is refused,
    never half played."""
    card = rules.card("Dusk // Dawn")
    assert not card.playable
    assert any("mana value 2 or less" in s for s in card.unrecognized)


def test_without_the_card_data_of_the_second_half_the_refusal_says_so() -> None:
    """The corpus's record of an aftermath card is its first half only: the data lacks the
    half, not the rules."""
    from manastack.api import Rules

    card = Rules.load(enable=["aftermath"], env={}).compile(CardDef(
        name="Cut // Ribbons", mana_cost="{1}{R}", type_line="Sorcery",
        text="Cut deals 4 damage to target creature.", layout="aftermath"))
    assert not card.playable
    assert any("card data gives only the half 'Cut', not 'Ribbons'" in u
               for u in card.unrecognized), card.unrecognized


def test_without_the_plugin_the_refusal_names_the_keyword(rules: Any) -> None:
    """Kernel only: both halves given, Ribbons' "Aftermath" is not read."""
    from manastack.api import Rules, TomlCardSource

    source = TomlCardSource.from_package("aftermath", "manastack_aftermath", "cards.toml")
    definition = source.get("Cut // Ribbons")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert any("Ribbons: Aftermath" in u for u in card.unrecognized) or \
        ("aftermath", "aftermath") in card.missing_keywords, card.unrecognized


# --------------------------------------------------------------------------
# The first half: from the hand, as a split card's half (709.3)
# --------------------------------------------------------------------------


def test_cut_is_cast_from_the_hand_and_goes_to_the_graveyard(table: Table) -> None:
    table.lands(0, "Mountain", 2)
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Cut // Ribbons")
    spell = table.cast("Cut // Ribbons", face="Cut", targets=["Hill Giant"])
    assert spell.card.name == "Cut"
    table.resolve()
    assert table.zone_of("Hill Giant") is Zone.GRAVEYARD
    assert table.zone_of("Cut // Ribbons") is Zone.GRAVEYARD  # no exile: not Ribbons


def test_ribbons_is_not_offered_nor_castable_from_the_hand(table: Table) -> None:
    """CR 702.127a: "This half ... can't be cast from any zone other than a graveyard"."""
    table.lands(0, "Swamp", 3)
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Cut // Ribbons")
    assert offered(table) == []  # Cut needs red mana, Ribbons the graveyard
    before = state_of(table)
    table.assert_illegal(table.cast, "Cut // Ribbons", face="Ribbons", x=1, rule="601.2e")
    assert state_of(table) == before  # CR 732: as it was
    assert table.zone_of("Cut // Ribbons") is Zone.HAND


# --------------------------------------------------------------------------
# The aftermath half: from the graveyard, then exiled
# --------------------------------------------------------------------------


def test_ribbons_is_cast_from_the_graveyard_and_exiled(table: Table) -> None:
    """CR 702.127a: cast from the graveyard for its own mana cost ({X}{B}{B}, X=2); it
    resolves, then is exiled instead of going to the graveyard (614.1a)."""
    table.lands(0, "Swamp", 4)
    table.graveyard(0, "Cut // Ribbons")
    assert offered(table) == [("Ribbons", "aftermath")]
    spell = table.cast("Cut // Ribbons", using="aftermath", face="Ribbons", x=2)
    assert spell.card.name == "Ribbons"
    assert table.tapped_count(0) == 4
    table.resolve()
    table.assert_life(1, 18)
    table.assert_life(0, 20)
    assert table.zone_of("Cut // Ribbons") is Zone.EXILE
    table.assert_logged(rule="702.127a", contains="exile it instead")


def test_cut_is_not_cast_from_the_graveyard(table: Table) -> None:
    """The permission is for the aftermath half only: Cut stays in the graveyard."""
    table.lands(0, "Mountain", 2)
    table.battlefield(1, "Hill Giant")
    table.graveyard(0, "Cut // Ribbons")
    assert offered(table) == []
    before = state_of(table)
    table.assert_illegal(table.cast, "Cut // Ribbons", using="aftermath", face="Cut",
                         targets=["Hill Giant"], rule="601.2e")
    assert state_of(table) == before
    assert table.zone_of("Cut // Ribbons") is Zone.GRAVEYARD


def test_mind_is_an_instant_from_the_graveyard_and_is_exiled_when_countered(
        table: Table) -> None:
    """Mind keeps its own timing (an instant, 709.3b) and is exiled whenever it would leave
    the stack, countered too (702.127a)."""
    table.lands(0, "Island", 6)
    table.lands(1, "Island", 2)
    table.library(0, "Forest", "Forest")
    table.graveyard(0, "Spring // Mind")
    table.hand(1, "Counterspell")
    mind = table.cast("Spring // Mind", using="aftermath", face="Mind")
    assert mind.card.name == "Mind"
    table.pass_priority()
    table.cast("Counterspell", targets=[mind.id])
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == []
    assert table.zone_of("Spring // Mind") is Zone.EXILE


def test_mind_draws_two_cards(table: Table) -> None:
    table.lands(0, "Island", 6)
    table.library(0, "Forest", "Plains")
    table.graveyard(0, "Spring // Mind")
    table.cast("Spring // Mind", using="aftermath", face="Mind")
    table.resolve()
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest", "Plains"]
    assert table.zone_of("Spring // Mind") is Zone.EXILE


def test_spring_then_mind(table: Table) -> None:
    """The card played as printed: Spring from the hand to the graveyard, then Mind."""
    table.lands(0, "Forest", 3)
    table.lands(0, "Island", 6)
    table.library(0, "Plains", "Island", "Forest")
    table.hand(0, "Spring // Mind")
    table.cast("Spring // Mind", face="Spring",
               answers=[], pay_with={"mana": ["Forest", "Forest", "Forest"]})
    table.resolve_all()
    assert table.zone_of("Spring // Mind") is Zone.GRAVEYARD
    table.cast("Spring // Mind", using="aftermath", face="Mind")
    table.resolve()
    assert table.zone_of("Spring // Mind") is Zone.EXILE
    assert len(table.names(Zone.HAND, 0)) == 2
