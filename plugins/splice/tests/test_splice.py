"""Splice (CR 702.47): the plugin alone with the kernel, real cards of its pool played."""

from __future__ import annotations

from typing import Any

import pytest
from manastack_splice import SpliceAbility, spliced_text
from pytest_manastack import Table

from manastack.api import Answer, IllegalActionError, TomlCardSource, Zone

plugins = pytest.mark.plugins("splice")


def hand_id(table: Table, name: str) -> int:
    return table.find(name, zone=Zone.HAND).id


def test_without_the_plugin_a_splice_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("splice", "manastack_splice", "cards.toml")
    definition = source.get("Glacial Ray")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("splice", "splice"),)


@plugins
def test_702_47a_the_keyword_line_is_read_with_its_quality_and_cost(rules: Any) -> None:
    ray = [a for a in rules.card("Glacial Ray").abilities if isinstance(a, SpliceAbility)]
    assert [(a.quality, str(a.cost)) for a in ray] == [("Arcane", "{1}{R}")]
    everdream = [a for a in rules.card("Everdream").abilities if isinstance(a, SpliceAbility)]
    assert [a.quality for a in everdream] == ["instant or sorcery"]


@plugins
def test_702_47a_a_splice_cost_that_isnt_mana_is_read_as_a_cost(rules: Any) -> None:
    torrent = [a for a in rules.card("Torrent of Stone").abilities
               if isinstance(a, SpliceAbility)]
    assert len(torrent) == 1 and torrent[0].cost.parts


@plugins
def test_702_47a_a_permanent_cards_splice_stays_unread(rules: Any) -> None:
    """Lifening Elemental adds its abilities (lifelink) to the spell: not implemented, refused."""
    card = rules.card("Lifening Elemental")
    assert not card.playable
    assert any(line.startswith("Splice onto instant or sorcery") for line in card.unrecognized)


def test_702_47c_the_added_text_names_the_spell_and_drops_the_splice_line(rules: Any) -> None:
    from manastack.api import Rules

    card = Rules.load(enable=["splice"], env={}).card("Glacial Ray")
    assert spliced_text(card, "Kodama's Might") == "Kodama's Might deals 2 damage to any target."


@plugins
def test_702_47a_glacial_ray_spliced_onto_kodamas_might(table: Table) -> None:
    """The spell gains Glacial Ray's text; its splice cost {1}{R} is added to the total cost
    (601.2f); Glacial Ray stays in the hand (702.47a example)."""
    table.lands(0, "Mountain", 2)
    table.lands(0, "Forest", 1)
    table.hand(0, "Kodama's Might", "Glacial Ray")
    table.battlefield(0, "Grizzly Bears")
    spell = table.cast("Kodama's Might", targets=["Grizzly Bears", "opponent"],
                       answers=[Answer("splice", (hand_id(table, "Glacial Ray"),))])
    assert spell.spell is not None and spell.spell.total is not None
    assert str(spell.spell.total.mana) == "{1}{R}{G}"
    assert spell.spell.paid_additional("splice") == 1
    assert table.tapped_count(0) == 3
    table.assert_logged(rule="702.47a", contains="Glacial Ray")
    table.assert_zone("Glacial Ray", Zone.HAND, 0)
    table.resolve()
    assert table.life(1) == 18
    assert table.power("Grizzly Bears") == 4
    table.assert_zone("Glacial Ray", Zone.HAND, 0)


@plugins
def test_702_47a_splicing_is_optional(table: Table) -> None:
    table.lands(0, "Forest", 1)
    table.hand(0, "Kodama's Might", "Glacial Ray")
    table.battlefield(0, "Grizzly Bears")
    spell = table.cast("Kodama's Might", targets=["Grizzly Bears"], answers=[Answer("splice", ())])
    assert spell.spell is not None and spell.spell.paid_additional("splice") == 0
    table.resolve()
    assert table.life(1) == 20
    assert table.power("Grizzly Bears") == 4


@plugins
def test_702_47a_the_splice_cost_must_be_paid(table: Table) -> None:
    """Only {G}: Glacial Ray's {1}{R} can't be paid too, the cast is illegal (601.2h)."""
    table.lands(0, "Forest", 1)
    table.hand(0, "Kodama's Might", "Glacial Ray")
    table.battlefield(0, "Grizzly Bears")
    ray = hand_id(table, "Glacial Ray")
    table.assert_illegal(table.cast, "Kodama's Might", targets=["Grizzly Bears", "opponent"],
                         answers=[Answer("splice", (ray,))], rule="601.2h")
    table.assert_zone("Kodama's Might", Zone.HAND, 0)


@plugins
def test_702_47a_only_onto_a_spell_of_the_quality(table: Table) -> None:
    """Everdream is an instant but not Arcane: Glacial Ray can't be spliced onto it."""
    table.lands(0, "Island", 2)
    table.library(0, "Island", "Island")
    table.hand(0, "Everdream", "Glacial Ray")
    seen = table.watch_decisions(player=0)
    table.cast("Everdream")
    assert "splice" not in [d.kind for d in seen]


@plugins
def test_702_47a_splice_onto_instant_or_sorcery(table: Table) -> None:
    """Everdream ("Splice onto instant or sorcery {2}{U}") onto Spiritual Visit."""
    table.lands(0, "Plains", 1)
    table.lands(0, "Island", 3)
    table.library(0, "Island", "Island")
    table.hand(0, "Spiritual Visit", "Everdream")
    table.cast("Spiritual Visit", answers=[Answer("splice", (hand_id(table, "Everdream"),))])
    table.resolve()
    assert table.names(Zone.HAND, 0).count("Island") == 1
    assert table.names(Zone.BATTLEFIELD, 0).count("Spirit Token") == 1
    table.assert_zone("Everdream", Zone.HAND, 0)


@plugins
def test_702_47b_two_cards_spliced_happen_in_the_chosen_order_after_the_main_spell(
        table: Table) -> None:
    """Vital Surge's 3 life, then Glacial Ray and Dampen Thought added in that order."""
    table.lands(0, "Forest", 2)
    table.lands(0, "Mountain", 2)
    table.lands(0, "Island", 2)
    table.library(1, "Island", "Island", "Island", "Island")
    table.hand(0, "Vital Surge", "Glacial Ray", "Dampen Thought")
    order = (hand_id(table, "Glacial Ray"), hand_id(table, "Dampen Thought"))
    spell = table.cast("Vital Surge", targets=["opponent", "opponent"],
                       answers=[Answer("splice", order)])
    assert spell.spell is not None and spell.spell.paid_additional("splice") == 2
    text = spell.spell.text
    assert text.index("You gain 3 life") < text.index("deals 2 damage") < text.index("mills")
    table.resolve()
    assert table.life(0) == 23 and table.life(1) == 18
    assert len(table.names(Zone.GRAVEYARD, 1)) == 4
    assert sorted(table.names(Zone.HAND, 0)) == ["Dampen Thought", "Glacial Ray"]


@plugins
def test_702_47b_a_card_is_spliced_onto_a_spell_at_most_once(table: Table) -> None:
    table.lands(0, "Forest", 1)
    table.lands(0, "Mountain", 4)
    table.hand(0, "Kodama's Might", "Glacial Ray")
    table.battlefield(0, "Grizzly Bears")
    ray = hand_id(table, "Glacial Ray")
    with pytest.raises(IllegalActionError):
        table.cast("Kodama's Might", targets=["Grizzly Bears", "opponent", "opponent"],
                   answers=[Answer("splice", (ray, ray))])
    table.assert_zone("Kodama's Might", Zone.HAND, 0)


@plugins
def test_702_47b_no_legal_target_for_the_added_text_makes_the_cast_illegal(
        table: Table) -> None:
    """Kodama's Might spliced onto Glacial Ray needs a target creature: there is none."""
    table.lands(0, "Mountain", 2)
    table.lands(0, "Forest", 1)
    table.hand(0, "Glacial Ray", "Kodama's Might")
    might = hand_id(table, "Kodama's Might")
    with pytest.raises(IllegalActionError):
        table.cast("Glacial Ray", targets=["opponent"], answers=[Answer("splice", (might,))])
    table.assert_zone("Glacial Ray", Zone.HAND, 0)


@plugins
def test_702_47c_the_spell_keeps_its_own_characteristics(table: Table) -> None:
    """Glacial Ray onto Consuming Vortex: a blue spell named Consuming Vortex deals the damage."""
    table.lands(0, "Island", 2)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Consuming Vortex", "Glacial Ray")
    table.battlefield(1, "Grizzly Bears")
    spell = table.cast("Consuming Vortex", targets=["Grizzly Bears", "opponent"],
                       answers=[Answer("splice", (hand_id(table, "Glacial Ray"),))])
    ch = table.game.chars(spell.id)
    assert ch.name == "Consuming Vortex" and ch.colors == frozenset({"U"})
    assert "Consuming Vortex deals 2 damage" in (spell.spell.text if spell.spell else "")
    table.resolve()
    assert table.life(1) == 18
    table.assert_zone("Grizzly Bears", Zone.HAND, 1)


@plugins
def test_702_47a_torrent_of_stones_splice_cost_sacrifices_two_mountains(table: Table) -> None:
    table.lands(0, "Forest", 1)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Kodama's Might", "Torrent of Stone")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.cast("Kodama's Might", targets=["Grizzly Bears", "Hill Giant"],
               sacrifice=["Mountain", "Mountain"],
               answers=[Answer("splice", (hand_id(table, "Torrent of Stone"),))])
    assert table.names(Zone.GRAVEYARD, 0).count("Mountain") == 2
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_zone("Torrent of Stone", Zone.HAND, 0)


@plugins
def test_702_47e_the_added_text_is_lost_when_the_spell_leaves_the_stack(table: Table) -> None:
    table.lands(0, "Mountain", 2)
    table.lands(0, "Forest", 1)
    table.hand(0, "Kodama's Might", "Glacial Ray")
    table.battlefield(0, "Grizzly Bears")
    table.cast("Kodama's Might", targets=["Grizzly Bears", "opponent"],
               answers=[Answer("splice", (hand_id(table, "Glacial Ray"),))])
    table.resolve()
    card = table.find("Kodama's Might", zone=Zone.GRAVEYARD)
    assert "splice" not in card.tags
    assert "deals 2 damage" not in card.card.text


@plugins
def test_702_47a_only_a_card_in_your_hand_is_spliced(table: Table) -> None:
    """Glacial Ray in Alice's graveyard, Bob's hand: neither is offered for Alice's spell."""
    table.lands(0, "Forest", 1)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Kodama's Might")
    table.graveyard(0, "Glacial Ray")
    table.hand(1, "Glacial Ray")
    table.battlefield(0, "Grizzly Bears")
    seen = table.watch_decisions(player=0)
    table.cast("Kodama's Might", targets=["Grizzly Bears"])
    assert "splice" not in [d.kind for d in seen]


@pytest.mark.plugins("splice", "oracle")
def test_202_2e_evermind_is_a_blue_card_by_its_colour_indicator(table: Table) -> None:
    """Evermind has no mana cost but a blue colour indicator (CR 202.2e, 204.2): a blue card
    in the hand (what "exile a blue card from your hand" asks for), as the Oracle gives it."""
    table.hand(0, "Evermind")
    evermind = table.find("Evermind", zone=Zone.HAND)
    assert table.game.chars(evermind.id).colors == frozenset("U")
