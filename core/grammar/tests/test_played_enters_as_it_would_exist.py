"""A permanent's own "enters" replacements read as it would exist on the battlefield, played
(CR 614.12, 305.7, 614.1c).

"To determine which replacement effects apply and how they apply, check the characteristics
of the permanent as it would exist on the battlefield, taking into account ... continuous
effects that already exist and would apply to the permanent" (614.12). With "Nonbasic lands
are Mountains." (Magus of the Moon, Blood Moon) on the battlefield, a nonbasic land would be
a Mountain there with no ability of its rules text (305.7): Scoured Barrens ("This land
enters tapped. When this land enters, you gain 1 life.") enters untapped and its trigger
doesn't exist. Without them it enters tapped and gains 1 life. The same holds for a
creature's "enters with a +1/+1 counter" under "All creatures lose all abilities" (Humility,
613.1f). The cards come with their exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.mana import EMPTY_POOL
from manastack.model.objects import Zone

MAGUS_OF_THE_MOON = CardDef(name="Magus of the Moon", mana_cost="{2}{R}",
                            type_line="Creature — Human Wizard",
                            text="Nonbasic lands are Mountains.", power="2", toughness="2")
BLOOD_MOON = CardDef(name="Blood Moon", mana_cost="{2}{R}", type_line="Enchantment",
                     text="Nonbasic lands are Mountains.")
SCOURED_BARRENS = CardDef(name="Scoured Barrens", mana_cost=None, type_line="Land",
                          text="This land enters tapped.\nWhen this land enters, you gain 1 "
                               "life.\n{T}: Add {W} or {B}.")
HUMILITY = CardDef(
    name="Humility", mana_cost="{2}{W}{W}", type_line="Enchantment",
    text="All creatures lose all abilities and have base power and toughness 1/1.")
SERVANT_OF_THE_SCALE = CardDef(
    name="Servant of the Scale", mana_cost="{G}", type_line="Creature — Human Soldier",
    text="This creature enters with a +1/+1 counter on it.\nWhen this creature dies, put X "
         "+1/+1 counters on target creature you control, where X is the number of +1/+1 "
         "counters on this creature.", power="0", toughness="0")

PRINTED = (MAGUS_OF_THE_MOON, BLOOD_MOON, SCOURED_BARRENS, HUMILITY, SERVANT_OF_THE_SCALE)
kit = pytest.mark.plugins(extra={"enters-moon-kit": card_pool("enters-moon-kit", PRINTED)})

BARRENS = "Scoured Barrens"


def _taps_for(table: Table, name: str) -> set[str]:
    """The colours the untapped ``name`` of player 0 taps for: each one tried, the land
    untapped and the pool emptied after each that was added (CR 605.3a)."""
    obj = table.find(name, player=0)
    out = set()
    for color in "WUBRG":
        try:
            table.assert_illegal(table.tap_for_mana, f"{name}#{obj.id}", color)
        except AssertionError:  # allowed: the mana was added
            out.add(color)
            table.game.update(obj.id, tapped=False)
            table.game.update_player(0, mana_pool=EMPTY_POOL)
            table.refresh()
    return out


@kit
@pytest.mark.parametrize(("moon", "controller"), [("Magus of the Moon", 0),
                                                  ("Blood Moon", 0), ("Blood Moon", 1)])
def test_scoured_barrens_enters_untapped_under_a_moon(table: Table, moon: str,
                                                      controller: int) -> None:
    """CR 614.12, 305.7: as it would exist on the battlefield, Scoured Barrens is a Mountain
    without its rules text's abilities: it enters untapped (whoever controls the moon), no
    life is gained (its trigger is gone, 603.2), and it taps for {R} at once."""
    table.battlefield(controller, moon)
    table.hand(0, BARRENS)
    table.play(BARRENS)
    table.resolve_all()
    table.assert_zone(BARRENS, Zone.BATTLEFIELD, 0)
    table.assert_tapped(BARRENS, False)
    table.assert_life(0, 20)
    table.assert_logged(rule="614.12", contains="enters without its")
    table.assert_not_logged(rule="614.1c")
    obj = table.find(BARRENS, player=0)
    assert set(table.game.chars(obj.id).type_line.subtypes) == {"Mountain"}
    assert _taps_for(table, BARRENS) == {"R"}


@kit
def test_scoured_barrens_enters_tapped_and_gains_life_without_a_moon(table: Table) -> None:
    """CR 614.1c, 603.6a: with no moon, its own replacement applies (it enters tapped) and
    its "when this land enters" trigger gains 1 life."""
    table.battlefield(0, "Plains")
    table.hand(0, BARRENS)
    table.play(BARRENS)
    table.resolve_all()
    table.assert_tapped(BARRENS, True)
    table.assert_life(0, 21)
    table.assert_logged(rule="614.1c", contains="enters tapped")
    table.assert_not_logged(rule="614.12")


@kit
def test_a_basic_land_is_unaffected_by_the_moon(table: Table) -> None:
    """CR 305.7: "Nonbasic lands are Mountains" leaves a basic land alone: the Plains played
    under Magus of the Moon enters untapped, is a Plains and taps for {W}; nothing is logged
    about an "enters" ability it never had (614.12)."""
    table.battlefield(0, "Magus of the Moon")
    table.hand(0, "Plains")
    table.play("Plains")
    table.assert_tapped("Plains", False)
    obj = table.find("Plains", player=0)
    assert set(table.game.chars(obj.id).type_line.subtypes) == {"Plains"}
    assert _taps_for(table, "Plains") == {"W"}
    table.assert_not_logged(rule="614.12")


@kit
def test_a_moon_that_leaves_gives_the_barrens_back_its_abilities(table: Table) -> None:
    """CR 611.3a, 614.12: the moon gone, a second Scoured Barrens (put onto the battlefield
    from the hand, the land play used) is read as printed again: it enters tapped and gains
    1 life."""
    table.battlefield(1, "Blood Moon")
    table.hand(0, BARRENS)
    table.play(BARRENS)
    table.resolve_all()
    table.assert_tapped(BARRENS, False)
    moon = table.find("Blood Moon", player=1)
    table.game.move(moon.id, Zone.GRAVEYARD)
    (second,) = table.hand(0, BARRENS)
    table.game.move(second.id, Zone.BATTLEFIELD)
    table.refresh()
    table.game.pending()  # CR 117.5: the trigger is put on the stack before priority
    table.resolve_all()
    barrens = [o for o in table.game.objects_in(Zone.BATTLEFIELD) if o.card.name == BARRENS]
    assert sorted(o.tapped for o in barrens) == [False, True]
    table.assert_life(0, 21)


@kit
def test_servant_of_the_scale_enters_without_its_counter_under_humility(table: Table) -> None:
    """CR 614.12, 613.1f: as it would exist on the battlefield under Humility, Servant of
    the Scale has no ability: it enters with no +1/+1 counter, a 1/1 (613.4b)."""
    table.battlefield(1, "Humility")
    table.lands(0, "Forest", 1)
    table.hand(0, "Servant of the Scale")
    table.cast("Servant of the Scale")
    table.resolve()
    table.assert_zone("Servant of the Scale", Zone.BATTLEFIELD, 0)
    table.assert_counters("Servant of the Scale", "+1/+1", 0)
    assert (table.power("Servant of the Scale"), table.toughness("Servant of the Scale")) \
        == (1, 1)
    table.assert_logged(rule="614.12", contains="enters without its")


@kit
def test_servant_of_the_scale_enters_with_its_counter_without_humility(table: Table) -> None:
    """CR 614.1c: without Humility it enters with its +1/+1 counter, a 1/1 from 0/0."""
    table.lands(0, "Forest", 1)
    table.hand(0, "Servant of the Scale")
    table.cast("Servant of the Scale")
    table.resolve()
    table.assert_counters("Servant of the Scale", "+1/+1", 1)
    assert table.power("Servant of the Scale") == 1


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    assert_printed(PRINTED)
