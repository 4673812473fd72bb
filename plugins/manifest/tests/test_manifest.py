"""Manifest (CR 701.40) and manifest dread (701.62): a card put onto the battlefield face
down as a 2/2 creature (708.3), turned face up for its mana cost if it is a creature card
(116.2b, 701.40b). Runs alone with ``pytest plugins/manifest`` (kernel + manifest only).
Grizzly Bears, Lightning Bolt and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import (
    FACE_DOWN,
    MANIFESTED,
    IllegalActionError,
    SpecialAction,
    TomlCardSource,
    Zone,
)

pytestmark = pytest.mark.plugins("manifest")

CARDS = ("Soul Summons", "Sultai Emissary", "Formless Nurturing", "Manifest Dread",
         "Under the Skin", "Unsettling Twins", "Bashful Beastie", "Innocuous Rat",
         "Killer's Mask")


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def offered(table: Table) -> list[SpecialAction]:
    decision = table.game.pending()
    assert decision is not None
    return [o for o in decision.options if isinstance(o, SpecialAction)]


def face_down_ids(table: Table) -> list[int]:
    return [o.id for o in table.game.objects_in(Zone.BATTLEFIELD) if o.tags.get(FACE_DOWN)]


def test_the_pool_is_printed_and_understood(rules: Any) -> None:
    source = TomlCardSource.from_package("manifest", "manastack_manifest", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
    assert_printed(source.get(n) for n in CARDS)


def test_without_the_plugin_a_manifest_card_is_not_read() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("manifest", "manastack_manifest", "cards.toml")
    definition = source.get("Soul Summons")
    assert definition is not None
    assert not Rules.load(enable=[], env={}).compile(definition).playable


def test_701_40a_soul_summons_manifests_the_top_card_a_hidden_2_2(table: Table) -> None:
    """Soul Summons manifests Bashful Beastie (a 5/4): a face-down 2/2 with no name and no
    abilities under Alice's control; Bob sees no "Bashful Beastie" (708.5)."""
    table.library(0, "Bashful Beastie", "Forest")
    table.hand(0, "Soul Summons")
    table.mana(0, "WW")
    table.cast("Soul Summons")
    resolve_stack(table)
    (oid,) = face_down_ids(table)
    obj = table.game.obj(oid)
    assert obj.card.name == "Bashful Beastie" and obj.controller == 0
    assert obj.tags[MANIFESTED] == "manifest"
    assert (table.game.power(oid), table.game.toughness(oid)) == (2, 2)
    chars = table.game.chars(oid)
    assert chars.name == "" and not chars.abilities and not chars.colors
    assert "Bashful Beastie" not in repr(table.game.view(1))
    assert [c.name for c in table.game.library(0)] == ["Forest"]
    table.assert_logged(rule="701.40a", contains="manifests a card")


def test_708_3_a_manifested_card_s_enters_ability_doesnt_trigger(table: Table) -> None:
    """Unsettling Twins manifested by Soul Summons enters face down with no text: its "When
    this creature enters, manifest dread" doesn't trigger; the library is untouched."""
    table.library(0, "Unsettling Twins", "Forest", "Island", "Plains")
    table.hand(0, "Soul Summons")
    table.mana(0, "WW")
    table.cast("Soul Summons")
    resolve_stack(table)
    assert len(face_down_ids(table)) == 1
    assert not table.game.ids_in(Zone.STACK)
    assert [c.name for c in table.game.library(0)] == ["Forest", "Island", "Plains"]
    assert not table.game.ids_in(Zone.GRAVEYARD, 0) or [
        o.card.name for o in table.game.objects_in(Zone.GRAVEYARD, 0)] == ["Soul Summons"]
    table.assert_not_logged(rule="701.62a")


def test_116_2b_701_40b_turned_face_up_for_its_mana_cost(table: Table) -> None:
    """The manifested Bashful Beastie turns face up for {4}{G}, a special action: the same
    permanent, a 5/4 now, and its "enters" ability doesn't trigger (708.8)."""
    table.library(0, "Bashful Beastie", "Forest")
    table.hand(0, "Soul Summons")
    table.mana(0, "WW")
    table.cast("Soul Summons")
    resolve_stack(table)
    (oid,) = face_down_ids(table)
    assert offered(table) == []  # no mana: not offered
    with pytest.raises(IllegalActionError):
        table.special("Bashful Beastie", "turn face up")
    assert table.game.obj(oid).tags.get(FACE_DOWN)
    table.lands(0, "Forest", 5)
    assert [a.name for a in offered(table)] == ["turn face up"]
    table.special("Bashful Beastie", "turn face up")
    assert not table.game.ids_in(Zone.STACK)
    obj = table.game.obj(oid)
    assert not obj.tags.get(FACE_DOWN) and MANIFESTED not in obj.tags
    assert (table.game.power(oid), table.game.toughness(oid)) == (5, 4)
    assert table.tapped_count(0) == 5
    table.assert_logged(rule="701.40b", contains="{4}{G}")
    assert "Bashful Beastie" in repr(table.game.view(1))


def test_701_62a_manifest_dread_one_face_down_the_other_to_the_graveyard(
        table: Table) -> None:
    """Manifest Dread: Alice looks at Lightning Bolt and Grizzly Bears, manifests the Bolt;
    the Bears go to her graveyard. The Bolt, an instant card, can't be turned face up
    (701.40b, 701.40g) even with mana to spare."""
    table.library(0, "Lightning Bolt", "Grizzly Bears", "Forest")
    table.hand(0, "Manifest Dread")
    table.mana(0, "GG")
    seen = table.watch_decisions("manifest dread")
    table.cast("Manifest Dread")
    table.answer("manifest dread", "Lightning Bolt")
    resolve_stack(table)
    assert sorted(label.split("#")[0] for label in seen[0].labels) == ["Grizzly Bears",
                                                                      "Lightning Bolt"]
    (oid,) = face_down_ids(table)
    assert table.game.obj(oid).card.name == "Lightning Bolt"
    assert table.game.chars(oid).is_creature
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    assert [c.name for c in table.game.library(0)] == ["Forest"]
    table.lands(0, "Mountain", 3)
    assert offered(table) == []
    with pytest.raises(IllegalActionError):
        table.special("Lightning Bolt", "turn face up")
    from manastack_manifest.keyword import MANIFEST

    with pytest.raises(IllegalActionError):
        MANIFEST.turn_face_up(table.game, 0, oid)
    assert table.game.obj(oid).tags.get(FACE_DOWN)
    table.assert_logged(rule="701.62a")


def test_701_62a_under_the_skin_the_other_choice(table: Table) -> None:
    table.library(0, "Lightning Bolt", "Grizzly Bears")
    table.hand(0, "Under the Skin")
    table.mana(0, "GGG")
    table.cast("Under the Skin")
    table.answer("manifest dread", "Grizzly Bears")
    resolve_stack(table)
    (oid,) = face_down_ids(table)
    assert table.game.obj(oid).card.name == "Grizzly Bears"
    table.assert_zone("Lightning Bolt", Zone.GRAVEYARD, 0)


def test_701_62a_unsettling_twins_enters_and_manifests_dread_with_one_card_left(
        table: Table) -> None:
    """Cast face up, Unsettling Twins' "enters" ability manifests dread: with a single card
    in the library, that card is manifested and nothing goes to the graveyard."""
    table.library(0, "Grizzly Bears")
    table.hand(0, "Unsettling Twins")
    table.mana(0, "WWWW")
    table.cast("Unsettling Twins")
    resolve_stack(table)
    (oid,) = face_down_ids(table)
    assert table.game.obj(oid).card.name == "Grizzly Bears"
    assert not table.game.ids_in(Zone.GRAVEYARD, 0)


def test_701_40a_formless_nurturing_puts_the_counter_on_the_manifested_creature(
        table: Table) -> None:
    table.library(0, "Grizzly Bears")
    table.battlefield(0, "Memnite")
    table.hand(0, "Formless Nurturing")
    table.mana(0, "GGGG")
    table.cast("Formless Nurturing")
    resolve_stack(table)
    (oid,) = face_down_ids(table)
    assert table.game.obj(oid).counters == {"+1/+1": 1}
    assert (table.game.power(oid), table.game.toughness(oid)) == (3, 3)
    assert not table.find("Memnite").counters


def test_708_9_a_manifested_permanent_leaving_is_revealed(table: Table) -> None:
    """Innocuous Rat dies: manifest dread (Grizzly Bears face down); the face-down Bears
    killed by Lightning Bolt are revealed and are a face-up card in the graveyard."""
    table.battlefield(0, "Innocuous Rat")
    table.library(0, "Grizzly Bears", "Forest")
    table.hand(1, "Lightning Bolt", "Lightning Bolt")
    table.lands(1, "Mountain", 2)
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Innocuous Rat"])
    table.answer("manifest dread", "Grizzly Bears")
    resolve_stack(table)
    (oid,) = face_down_ids(table)
    table.assert_zone("Forest", Zone.GRAVEYARD, 0)
    table.pass_priority()
    table.cast("Lightning Bolt", targets=[f"Grizzly Bears#{oid}"])
    resolve_stack(table)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="708.9", contains="Grizzly Bears")


def test_701_62a_killer_s_mask_is_attached_to_that_creature(table: Table) -> None:
    """Killer's Mask enters: manifest dread, then the Equipment is attached to "that
    creature", the manifested one (not to Memnite), which has menace."""
    table.battlefield(0, "Memnite")
    table.library(0, "Grizzly Bears", "Forest")
    table.hand(0, "Killer's Mask")
    table.mana(0, "BBB")
    table.cast("Killer's Mask")
    table.answer("manifest dread", "Grizzly Bears")
    resolve_stack(table)
    (oid,) = face_down_ids(table)
    assert table.find("Killer's Mask").attached_to == oid
    assert "menace" in table.game.chars(oid).keywords
    assert "menace" not in table.game.chars(table.find("Memnite").id).keywords


def test_701_40a_sultai_emissary_dies_and_manifests_the_top_card(table: Table) -> None:
    table.battlefield(0, "Sultai Emissary")
    table.library(0, "Grizzly Bears", "Forest")
    table.hand(1, "Lightning Bolt")
    table.lands(1, "Mountain", 1)
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Sultai Emissary"])
    resolve_stack(table)
    (oid,) = face_down_ids(table)
    assert table.game.obj(oid).card.name == "Grizzly Bears"
    assert table.game.obj(oid).controller == 0
    assert [c.name for c in table.game.library(0)] == ["Forest"]


@pytest.mark.plugins("manifest", "morph")
def test_701_40c_a_manifested_morph_card_turns_face_up_for_its_morph_cost(
        table: Table) -> None:
    """Krosan Colossus (mana cost {6}{G}{G}{G}, morph {6}{G}{G}) manifested by Soul Summons:
    with eight Forests only the morph cost can be paid, and the morph plugin turns it face
    up with it, a 9/9 no longer manifested."""
    pytest.importorskip("manastack_morph")
    table.library(0, "Krosan Colossus", "Forest")
    table.hand(0, "Soul Summons")
    table.mana(0, "WW")
    table.cast("Soul Summons")
    resolve_stack(table)
    (oid,) = face_down_ids(table)
    table.lands(0, "Forest", 8)
    assert [(a.name, a.plugin) for a in offered(table)] == [("turn face up", "morph")]
    table.special("Krosan Colossus", "turn face up")
    obj = table.game.obj(oid)
    assert not obj.tags.get(FACE_DOWN) and MANIFESTED not in obj.tags
    assert (table.game.power(oid), table.game.toughness(oid)) == (9, 9)
    table.assert_logged(rule="702.37e", contains="{6}{G}{G}")
