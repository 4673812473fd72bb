"""Printed "You may have this creature enter as a copy of ..." played (CR 614.1c, 614.12a,
707.2, 707.3, 707.5, 707.9, 704.5f).

Clone chooses a creature as it enters and is a copy of it from the start: the copied
name, power, toughness, types and abilities (Wall of Omens' enters trigger draws), but not
the original's counters nor the effects on it (707.2); the copied "enters with" ability
applies (707.5, Faithful Watchdog); a Clone copying a Clone copies what it copied (707.3);
choosing nothing leaves a 0/0 that dies (704.5f); back in the graveyard it is Clone again
(400.7). Phyrexian Metamorph is an artifact in addition (707.9b); Malleable Impostor may
copy only an opponent's creature and is a Faerie Shapeshifter with flying too (707.9a-b).
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CLONE = CardDef(
    name="Clone", mana_cost="{3}{U}", type_line="Creature — Shapeshifter", power="0",
    toughness="0",
    text="You may have this creature enter as a copy of any creature on the battlefield.")
WALL_OF_OMENS = CardDef(
    name="Wall of Omens", mana_cost="{1}{W}", type_line="Creature — Wall", power="0",
    toughness="4", keywords=("Defender",),
    text="Defender\nWhen this creature enters, draw a card.")
FAITHFUL_WATCHDOG = CardDef(
    name="Faithful Watchdog", mana_cost="{G}{W}", type_line="Creature — Dog", power="0",
    toughness="0", keywords=("Vigilance",),
    text="Vigilance\nThis creature enters with three +1/+1 counters on it.")
PHYREXIAN_METAMORPH = CardDef(
    name="Phyrexian Metamorph", mana_cost="{3}{U/P}",
    type_line="Artifact Creature — Phyrexian Shapeshifter", power="0", toughness="0",
    text="({U/P} can be paid with either {U} or 2 life.)\nYou may have this creature enter as "
         "a copy of any artifact or creature on the battlefield, except it's an artifact in "
         "addition to its other types.")
MALLEABLE_IMPOSTOR = CardDef(
    name="Malleable Impostor", mana_cost="{3}{U}", type_line="Creature — Faerie Shapeshifter",
    power="0", toughness="0", keywords=("Flash", "Flying"),
    text="Flash\nFlying\nYou may have this creature enter as a copy of a creature an opponent "
         "controls, except it's a Faerie Shapeshifter in addition to its other types and it "
         "has flying.")

CARDS = (CLONE, WALL_OF_OMENS, FAITHFUL_WATCHDOG, PHYREXIAN_METAMORPH, MALLEABLE_IMPOSTOR)
kit = pytest.mark.plugins(extra={"enter-as-copy-kit": card_pool("enter-as-copy-kit", CARDS)})


def _keywords(table: Table, obj_id: int) -> set[str]:
    return {getattr(a, "keyword", "") for a in table.game.chars(obj_id).abilities}


def _cast_copying(table: Table, name: str, lands: str, *choice: str) -> int:
    """Cast ``name`` from player 0's hand and resolve it, choosing ``choice`` as it enters;
    the id of the permanent it became."""
    table.lands(0, lands, 4)
    table.hand(0, name)
    table.cast(name)
    table.answer("choose", *choice)
    table.resolve()
    (new,) = [o for o in table.game.battlefield(0) if o.timestamp == max(
        p.timestamp for p in table.game.battlefield(0))]
    return new.id


@kit
def test_clone_enters_as_a_copy_of_the_wall_without_its_counters_or_effects(
        table: Table) -> None:
    """CR 707.5, 707.2: Clone is Wall of Omens, 0/4 with defender, and its copied enters
    trigger draws a card; the +1/+1 counter and the Giant Growth on the Wall are not
    copied."""
    wall = table.battlefield(1, "Wall of Omens", counters={"+1/+1": 1})[0].id
    table.lands(0, "Forest", 1)
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Wall of Omens"])
    table.resolve()
    assert table.game.chars(wall).power == 4
    table.library(0, "Island", "Island")
    hand = len(table.game.hand(0))
    clone = _cast_copying(table, "Clone", "Island", "Wall of Omens")
    ch = table.game.chars(clone)
    assert ch.name == "Wall of Omens"
    assert (ch.power, ch.toughness) == (0, 4)
    assert ch.type_line.subtypes == ("Wall",)
    assert "defender" in _keywords(table, clone)
    assert table.game.obj(clone).counters.get("+1/+1", 0) == 0
    assert table.game.obj(clone).card.name == "Clone"  # the card itself is unchanged
    table.resolve_all()  # the copied enters trigger (603.6a)
    assert len(table.game.hand(0)) == hand + 1
    assert table.logged(rule="707.5")


@kit
def test_clone_copies_enters_with_counters_of_the_watchdog(table: Table) -> None:
    """CR 707.5: the copied "enters with three +1/+1 counters" applies to Clone: three, not
    the five the Watchdog has."""
    table.battlefield(1, "Faithful Watchdog", counters={"+1/+1": 5})
    clone = _cast_copying(table, "Clone", "Island", "Faithful Watchdog")
    assert table.game.obj(clone).counters.get("+1/+1", 0) == 3
    assert table.game.chars(clone).name == "Faithful Watchdog"
    assert (table.game.chars(clone).power, table.game.chars(clone).toughness) == (3, 3)
    assert "vigilance" in _keywords(table, clone)


@kit
def test_a_clone_of_a_clone_copies_what_it_copied(table: Table) -> None:
    """CR 707.3: the first Clone's copiable values are Wall of Omens' (and it leaves as
    Clone, 400.7)."""
    table.battlefield(1, "Wall of Omens")
    table.library(0, "Island", "Island", "Island")
    first = _cast_copying(table, "Clone", "Island", "Wall of Omens")
    table.resolve_all()
    table.hand(0, "Clone")
    table.lands(0, "Island", 4)
    table.cast("Clone")
    decisions = table.on_decision("choose", lambda game, d: (first,))
    table.resolve()
    assert decisions and first in decisions[0].options
    second = max(table.game.battlefield(0), key=lambda o: o.timestamp).id
    assert second != first
    assert table.game.chars(second).name == "Wall of Omens"
    assert (table.game.chars(second).power, table.game.chars(second).toughness) == (0, 4)


@kit
def test_clone_copying_nothing_is_a_0_0_that_dies(table: Table) -> None:
    """CR 614.1c "you may": no choice, Clone enters as itself, 0/0, and dies (704.5f); in the
    graveyard it is Clone."""
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Island", 4)
    table.hand(0, "Clone")
    table.cast("Clone")
    table.answer("choose")
    table.resolve()
    table.resolve_all()
    table.assert_zone("Clone", Zone.GRAVEYARD, 0)
    assert "Grizzly Bears" not in table.names(Zone.BATTLEFIELD, 0)


@kit
def test_clone_leaves_the_battlefield_as_clone(table: Table) -> None:
    """CR 400.7: the copy effect ends with the permanent: the card in the graveyard is
    Clone."""
    table.battlefield(1, "Grizzly Bears")
    clone = _cast_copying(table, "Clone", "Island", "Grizzly Bears")
    assert table.game.chars(clone).name == "Grizzly Bears"
    table.game.move(clone, Zone.GRAVEYARD, cause="destroy")
    card = table.find("Clone", zone=Zone.GRAVEYARD)
    assert table.game.chars(card.id).name == "Clone"
    assert table.game.chars(card.id).power == 0


@kit
def test_phyrexian_metamorph_is_an_artifact_in_addition(table: Table) -> None:
    """CR 707.9b: Metamorph copying Grizzly Bears is an Artifact Creature — Bear, 2/2."""
    table.battlefield(1, "Grizzly Bears")
    metamorph = _cast_copying(table, "Phyrexian Metamorph", "Island", "Grizzly Bears")
    ch = table.game.chars(metamorph)
    assert ch.name == "Grizzly Bears"
    assert set(ch.type_line.card_types) == {"Artifact", "Creature"}
    assert ch.type_line.subtypes == ("Bear",)
    assert (ch.power, ch.toughness) == (2, 2)


@kit
def test_malleable_impostor_copies_only_an_opponents_creature_and_flies(table: Table) -> None:
    """CR 707.9a-b: "a creature an opponent controls": player 0's Wall isn't offered; the
    copy of the Bears is a Bear Faerie Shapeshifter with flying."""
    table.battlefield(0, "Wall of Omens")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Island", 4)
    table.hand(0, "Malleable Impostor")
    table.cast("Malleable Impostor")
    seen = table.on_decision("choose", lambda game, d: d.options[:1])
    table.resolve()
    assert [table.game.obj(o).card.name for o in seen[0].options] == ["Grizzly Bears"]
    impostor = max(table.game.battlefield(0), key=lambda o: o.timestamp).id
    ch = table.game.chars(impostor)
    assert ch.name == "Grizzly Bears"
    assert ch.type_line.subtypes == ("Bear", "Faerie", "Shapeshifter")
    assert "flying" in _keywords(table, impostor)
    assert (ch.power, ch.toughness) == (2, 2)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
