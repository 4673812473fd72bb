""""Return a [creature] you control to its owner's hand": one object chosen on resolution.

"a black or red creature you control" in an effect is not "each": the controller chooses one
such object as the effect is applied (CR 608.2d), it is not a target (no "target", CR 115.1);
if none exists, nothing happens to one. "another creature you control" leaves out the source
("another": not the object with the ability). "If a creature an opponent controls would die" is a
condition: it still means any of them.

Lava Zombie, Kor Skyfisher, Ambush Krotiq, Blood Curdle, Temur Sabertooth and Malicious
Eclipse come from the
card source below with their exact Oracle text (they are not in the kernel's pool).
"""

from __future__ import annotations

import pytest
from pytest_manastack import card_pool, needs_corpus

from manastack.api import ChosenOnResolution, Each, ReplaceMove
from manastack.driver import Table
from manastack.loading.rules import Rules
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.decisions import Decision
from manastack.model.objects import Zone

LAVA_ZOMBIE = CardDef(
    name="Lava Zombie", mana_cost="{1}{B}{R}", type_line="Creature — Zombie", power="4",
    toughness="3",
    text="When this creature enters, return a black or red creature you control to its owner's "
         "hand.\n{2}: This creature gets +1/+0 until end of turn.")
KOR_SKYFISHER = CardDef(
    name="Kor Skyfisher", mana_cost="{1}{W}", type_line="Creature — Kor Soldier", power="2",
    toughness="3",
    text="Flying\nWhen this creature enters, return a permanent you control to its owner's hand.")
AMBUSH_KROTIQ = CardDef(
    name="Ambush Krotiq", mana_cost="{5}{G}", type_line="Creature — Insect", power="5",
    toughness="5",
    text="Trample\nWhen this creature enters, return another creature you control to its "
         "owner's hand.")
BLOOD_CURDLE = CardDef(
    name="Blood Curdle", mana_cost="{3}{B}", type_line="Instant",
    text="Destroy target creature. Put a menace counter on a creature you control. (It can't "
         "be blocked except by two or more creatures.)")
MALICIOUS_ECLIPSE = CardDef(
    name="Malicious Eclipse", mana_cost="{1}{B}{B}", type_line="Sorcery",
    text="All creatures get -2/-2 until end of turn. If a creature an opponent controls would "
         "die this turn, exile it instead.")

TEMUR_SABERTOOTH = CardDef(
    name="Temur Sabertooth", mana_cost="{2}{G}{G}", type_line="Creature — Cat", power="4",
    toughness="3",
    text="{1}{G}: You may return another creature you control to its owner's hand. If you do, "
         "this creature gains indestructible until end of turn.")

PRINTED = (LAVA_ZOMBIE, KOR_SKYFISHER, AMBUSH_KROTIQ, BLOOD_CURDLE, MALICIOUS_ECLIPSE,
           TEMUR_SABERTOOTH)

Kit = card_pool("a-permanent-you-control-testkit", PRINTED)


kit = pytest.mark.plugins(extra={"testkit": Kit})


def _offered(decision: Decision) -> list[str]:
    """The names of the objects a decision offered, as its labels show them ("Swamp#3")."""
    return sorted(label.split("#")[0] for label in decision.labels)


def _cast_lava_zombie(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Lava Zombie")
    table.cast("Lava Zombie")
    table.resolve()  # the creature spell; its enters trigger goes on the stack (CR 603.3)


# --------------------------------------------------------------------------
# Lava Zombie: one black or red creature, chosen as the trigger resolves
# --------------------------------------------------------------------------


@kit
def test_lava_zombie_returns_only_the_chosen_creature(table: Table) -> None:
    table.battlefield(0, "Typhoid Rats", "Gray Ogre", "Grizzly Bears")
    _cast_lava_zombie(table)
    asked = table.watch_decisions("choose")
    table.answer("choose", "Typhoid Rats")
    table.resolve()
    # CR 608.2d: the black and red creatures, Lava Zombie included; not the green one
    assert len(asked) == 1 and asked[0].rule == "608.2d"
    assert _offered(asked[0]) == \
        ["Gray Ogre", "Lava Zombie", "Typhoid Rats"]
    assert asked[0].min == asked[0].max == 1
    assert table.names(Zone.HAND, 0) == ["Typhoid Rats"]
    assert sorted(table.names(Zone.BATTLEFIELD, 0)) == \
        ["Gray Ogre", "Grizzly Bears", "Lava Zombie", "Mountain", "Mountain", "Swamp"]
    table.assert_logged(rule="608.2d", contains="Typhoid Rats")


@kit
def test_lava_zombie_may_return_itself(table: Table) -> None:
    table.battlefield(0, "Gray Ogre")
    _cast_lava_zombie(table)
    table.answer("choose", "Lava Zombie")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Lava Zombie"]
    assert "Gray Ogre" in table.names(Zone.BATTLEFIELD, 0)


@kit
def test_the_only_creature_that_fits_is_returned_without_a_question(table: Table) -> None:
    """Lava Zombie alone: it is the one black or red creature, so it goes back (608.2d)."""
    table.battlefield(0, "Grizzly Bears")
    _cast_lava_zombie(table)
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Lava Zombie"]
    assert "Grizzly Bears" in table.names(Zone.BATTLEFIELD, 0)


# --------------------------------------------------------------------------
# Kor Skyfisher: one permanent, lands included
# --------------------------------------------------------------------------


@kit
def test_kor_skyfisher_returns_one_permanent_of_the_players_choice(table: Table) -> None:
    table.battlefield(0, "Sol Ring", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Plains", 2)
    table.hand(0, "Kor Skyfisher")
    table.cast("Kor Skyfisher")
    table.resolve()
    asked = table.watch_decisions("choose")
    table.answer("choose", "Sol Ring")
    table.resolve()
    options = _offered(asked[0])
    # every permanent its controller controls (tapped lands too), none of the opponent's
    assert options == ["Grizzly Bears", "Kor Skyfisher", "Plains", "Plains", "Sol Ring"]
    assert table.names(Zone.HAND, 0) == ["Sol Ring"]
    assert sorted(table.names(Zone.BATTLEFIELD, 0)) == \
        ["Grizzly Bears", "Kor Skyfisher", "Plains", "Plains"]
    assert table.names(Zone.BATTLEFIELD, 1) == ["Hill Giant"]


@kit
def test_kor_skyfisher_other_branch_returns_a_land(table: Table) -> None:
    table.battlefield(0, "Sol Ring")
    table.lands(0, "Plains", 2)
    table.hand(0, "Kor Skyfisher")
    table.cast("Kor Skyfisher")
    table.resolve()
    table.answer("choose", "Plains")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Plains"]
    assert sorted(table.names(Zone.BATTLEFIELD, 0)) == ["Kor Skyfisher", "Plains", "Sol Ring"]


# --------------------------------------------------------------------------
# Ambush Krotiq: "another" leaves the source out; with no other creature, nothing happens
# --------------------------------------------------------------------------


@kit
def test_another_creature_you_control_is_not_the_source(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Forest", 6)
    table.hand(0, "Ambush Krotiq")
    table.cast("Ambush Krotiq")
    table.resolve()
    asked = table.watch_decisions("choose")
    table.resolve()
    # the only other creature: no question (forced, 608.2d), and Ambush Krotiq stays
    assert _offered(asked[0]) == ["Grizzly Bears"]
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    assert "Ambush Krotiq" in table.names(Zone.BATTLEFIELD, 0)


@kit
def test_with_nothing_to_choose_nothing_happens(table: Table) -> None:
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Forest", 6)
    table.hand(0, "Ambush Krotiq")
    table.cast("Ambush Krotiq")
    table.resolve()
    table.resolve()
    assert table.names(Zone.HAND, 0) == []
    assert "Ambush Krotiq" in table.names(Zone.BATTLEFIELD, 0)
    assert table.names(Zone.BATTLEFIELD, 1) == ["Grizzly Bears"]  # not the opponent's
    table.assert_logged(rule="608.2d", contains="no other creature you control to choose")


@kit
def test_if_you_do_is_false_when_there_was_nothing_to_return(table: Table) -> None:
    """Temur Sabertooth alone: "yes" returns nothing, so no indestructible (CR 608.2d)."""
    table.battlefield(0, "Temur Sabertooth")
    table.lands(0, "Forest", 2)
    table.activate("Temur Sabertooth")
    table.answer("may", "yes")
    table.resolve()
    assert not table.has_keyword("Temur Sabertooth", "indestructible")


@kit
def test_if_you_do_after_returning_one(table: Table) -> None:
    table.battlefield(0, "Temur Sabertooth", "Grizzly Bears", "Gray Ogre")
    table.lands(0, "Forest", 2)
    table.activate("Temur Sabertooth")
    table.answer("may", "yes")
    table.answer("choose", "Gray Ogre")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Gray Ogre"]
    assert table.has_keyword("Temur Sabertooth", "indestructible")


# --------------------------------------------------------------------------
# Blood Curdle: a counter on one creature, not on each
# --------------------------------------------------------------------------


@kit
def test_blood_curdle_puts_one_menace_counter_on_the_chosen_creature(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Swamp", 4)
    table.hand(0, "Blood Curdle")
    table.cast("Blood Curdle", targets=["Hill Giant"])
    table.answer("choose", "Gray Ogre")
    table.resolve()
    assert table.zone_of("Hill Giant") is Zone.GRAVEYARD
    assert table.counters("Gray Ogre", "menace") == 1
    assert table.counters("Grizzly Bears", "menace") == 0


# --------------------------------------------------------------------------
# How the cards are read
# --------------------------------------------------------------------------


@kit
def test_the_printed_cards_are_read_as_one_chosen(rules: Rules) -> None:
    for name in ("Lava Zombie", "Kor Skyfisher", "Ambush Krotiq", "Blood Curdle"):
        card = rules.card(name)
        assert card.playable and not card.unrecognized, name
        refs = [getattr(i, attr) for a in card.abilities for m in _modes(a)
                for i in m.instructions for attr in ("what",) if hasattr(i, attr)]
        assert any(isinstance(r, ChosenOnResolution) for r in refs), name
        assert not any(isinstance(r, Each) for r in refs), name


@kit
def test_a_creature_in_a_would_die_condition_still_means_any(rules: Rules) -> None:
    card = rules.card("Malicious Eclipse")
    assert card.playable
    moves = [i for a in card.abilities for m in _modes(a) for i in m.instructions
             if isinstance(i, ReplaceMove)]
    # CR 611.2c: a rule for the turn over every creature an opponent controls, later arrivals
    # too (a filter, no fixed set), never one chosen
    assert len(moves) == 1 and moves[0].what is None
    assert moves[0].filter is not None and moves[0].filter.types == ("Creature",)
    assert moves[0].filter.controller == "opponent"


def _modes(ability: object) -> list[object]:
    effect = getattr(ability, "effect", None)
    if effect is not None:
        return [effect]
    return list(getattr(ability, "modes", ()))


CORPUS = OracleCorpusSource.default_path()


@needs_corpus
def test_the_pool_has_the_corpus_text() -> None:
    assert CORPUS is not None
    source = OracleCorpusSource(CORPUS)
    for mine in PRINTED:  # the tests above use the printed cards as the corpus has them
        d = source.get(mine.name)
        assert d is not None
        assert (d.mana_cost, d.type_line, d.power, d.toughness, d.text) == \
            (mine.mana_cost, mine.type_line, mine.power, mine.toughness, mine.text)
