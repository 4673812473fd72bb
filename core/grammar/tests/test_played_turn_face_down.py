"""Printed "Turn ~ face down." and "Turn target creature with a morph ability face down."
cards, played (CR 702.37a, 708.2a): the face-up permanent becomes a face-down 2/2 with no
text, no name, no subtypes and no mana cost, the same permanent; its controller may turn it
face up again for its morph cost (a special action, 116.2b, 702.37e), which triggers its
"when turned face up" ability (708.8). A creature without a morph ability, or a face-down
one (it has no abilities, 708.2a), can't be targeted (115.1). The cards come with their
exact Oracle definitions (the corpus records, checked below).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import FACE_DOWN, Zone

_MORPH = (" (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any "
          "time for its morph cost.)")

MISCHIEVOUS_QUANAR = CardDef(
    name="Mischievous Quanar", mana_cost="{4}{U}", type_line="Creature — Beast",
    text="{3}{U}{U}: Turn this creature face down.\nMorph {1}{U}{U}" + _MORPH + "\nWhen this "
         "creature is turned face up, copy target instant or sorcery spell. You may choose "
         "new targets for that copy.", power="3", toughness="3")
BACKSLIDE = CardDef(
    name="Backslide", mana_cost="{1}{U}", type_line="Instant",
    text="Turn target creature with a morph ability face down.\nCycling {U} ({U}, Discard "
         "this card: Draw a card.)")
MASTER_OF_THE_VEIL = CardDef(
    name="Master of the Veil", mana_cost="{2}{U}{U}", type_line="Creature — Human Wizard",
    text="Morph {2}{U}" + _MORPH + "\nWhen this creature is turned face up, you may turn "
         "target creature with a morph ability face down.", power="2", toughness="3")

WEAVER_OF_LIES = CardDef(
    name="Weaver of Lies", mana_cost="{5}{U}{U}", type_line="Creature — Beast",
    text="Morph {4}{U}" + _MORPH + "\nWhen this creature is turned face up, turn any number "
         "of target creatures with morph abilities other than this creature face down.",
    power="4", toughness="4")

CARDS = (MISCHIEVOUS_QUANAR, BACKSLIDE, MASTER_OF_THE_VEIL, WEAVER_OF_LIES)

kit = pytest.mark.plugins("morph", "cycling", extra={
    "turn-face-down-kit": card_pool("turn-face-down-kit", CARDS)})


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)


def is_face_down_2_2(table: Table, oid: int) -> bool:
    chars = table.game.chars(oid)
    return (bool(table.game.obj(oid).tags.get(FACE_DOWN)) and chars.name == ""
            and (chars.power, chars.toughness) == (2, 2) and not chars.abilities
            and chars.mana_cost is None)


@kit
def test_mischievous_quanar_turns_itself_face_down_then_face_up_for_its_morph_cost(
        table: Table) -> None:
    """{3}{U}{U}: Quanar (a 3/3 with an activated ability) becomes a face-down 2/2, the same
    permanent, hidden from Bob; turned face up for {1}{U}{U} it is the 3/3 again and its
    "when turned face up" trigger (no spell to copy: no target, 603.3d) is logged."""
    table.battlefield(0, "Mischievous Quanar")
    oid = table.find("Mischievous Quanar").id
    table.lands(0, "Island", 5)
    stamp = table.game.obj(oid).timestamp
    table.activate("Mischievous Quanar")
    table.resolve_all()
    assert is_face_down_2_2(table, oid)
    assert table.game.obj(oid).zone is Zone.BATTLEFIELD
    assert table.game.obj(oid).timestamp > stamp  # CR 613.7f: turned face down
    assert "Mischievous Quanar" not in repr(table.game.view(1)["battlefield"])
    table.assert_logged(rule="708.2a", contains="turned face down")
    table.lands(0, "Island", 3)
    table.special("Mischievous Quanar", "turn face up")
    assert not table.game.obj(oid).tags.get(FACE_DOWN)
    assert (table.power("Mischievous Quanar"), table.toughness("Mischievous Quanar")) == (3, 3)
    assert table.tapped_count(0) == 8
    table.assert_logged(rule="702.37e", contains="{1}{U}{U}")


@kit
def test_a_face_down_quanar_can_t_turn_face_down_again_nor_face_up_without_mana(
        table: Table) -> None:
    """Face down it has no abilities (708.2a): nothing to activate; with two Islands left
    its morph cost {1}{U}{U} can't be paid: it stays face down (702.37e, 732)."""
    table.battlefield(0, "Mischievous Quanar")
    oid = table.find("Mischievous Quanar").id
    table.lands(0, "Island", 5)
    table.activate("Mischievous Quanar")
    table.resolve_all()
    table.lands(0, "Island", 2)
    table.assert_illegal(table.activate, "Mischievous Quanar")
    table.assert_illegal(table.special, "Mischievous Quanar", "turn face up")
    assert is_face_down_2_2(table, oid)


@kit
def test_backslide_turns_bobs_morph_creature_face_down_not_a_creature_without_morph(
        table: Table) -> None:
    """Backslide can't target Grizzly Bears (no morph ability); it turns Bob's Master of the
    Veil face down: a 2/2, and Bob may turn it face up for {2}{U}."""
    table.battlefield(1, "Master of the Veil", "Grizzly Bears")
    master = table.find("Master of the Veil").id
    table.lands(0, "Island", 2)
    table.hand(0, "Backslide")
    table.assert_illegal(table.cast, "Backslide", targets=["Grizzly Bears"])
    table.cast("Backslide", targets=["Master of the Veil"])
    table.resolve_all()
    assert is_face_down_2_2(table, master)
    table.assert_zone("Backslide", Zone.GRAVEYARD, 0)
    # face down it has no morph ability (708.2a): a second Backslide can't target it
    table.lands(0, "Island", 2)
    table.hand(0, "Backslide")
    table.assert_illegal(table.cast, "Backslide", targets=[master])
    # Bob turns it face up: its trigger may turn a creature with a morph ability face down
    table.lands(1, "Island", 3)
    table.pass_priority()
    table.special("Master of the Veil", "turn face up")
    assert not table.game.obj(master).tags.get(FACE_DOWN)


@kit
def test_master_of_the_veil_turned_face_up_turns_quanar_face_down(table: Table) -> None:
    """Master of the Veil cast face down, turned face up for {2}{U}: Alice may turn target
    creature with a morph ability face down: Bob's Mischievous Quanar becomes a 2/2."""
    table.battlefield(1, "Mischievous Quanar")
    quanar = table.find("Mischievous Quanar").id
    table.lands(0, "Island", 6)
    table.hand(0, "Master of the Veil")
    table.cast("Master of the Veil", using="morph")
    table.resolve_all()
    master = table.find("Master of the Veil", zone=Zone.BATTLEFIELD).id
    options = table.watch_decisions("targets")
    table.special("Master of the Veil", "turn face up",
                  answers=[Answer("targets", (quanar,))])
    table.resolve(answers=[Answer("may", ("yes",))])
    assert is_face_down_2_2(table, quanar)
    assert not table.game.obj(master).tags.get(FACE_DOWN)
    # face up, the Master itself has a morph ability too: both could be chosen
    assert set(options[0].options) == {quanar, master}


@kit
def test_weaver_of_lies_turns_any_number_of_other_morph_creatures_face_down(
        table: Table) -> None:
    """Weaver of Lies cast face down, turned face up for {4}{U}: Bob's Mischievous Quanar
    and Master of the Veil may be chosen (not the Weaver itself, not Grizzly Bears); both
    chosen become face-down 2/2s, the Weaver stays face up."""
    table.battlefield(1, "Mischievous Quanar", "Master of the Veil", "Grizzly Bears")
    quanar = table.find("Mischievous Quanar").id
    master = table.find("Master of the Veil").id
    table.lands(0, "Island", 8)
    table.hand(0, "Weaver of Lies")
    table.cast("Weaver of Lies", using="morph")
    table.resolve_all()
    weaver = table.find("Weaver of Lies", zone=Zone.BATTLEFIELD).id
    options = table.watch_decisions("targets")
    table.special("Weaver of Lies", "turn face up",
                  answers=[Answer("targets", (quanar, master))])
    assert set(options[0].options) == {quanar, master}
    table.resolve_all()
    assert is_face_down_2_2(table, quanar) and is_face_down_2_2(table, master)
    assert not table.game.obj(weaver).tags.get(FACE_DOWN)
    assert table.power("Weaver of Lies") == 4
