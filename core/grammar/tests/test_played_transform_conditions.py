"""Transforming double-faced cards whose front face says when it transforms (CR 701.27a,
712.8d-e), played with the Oracle corpus's two faces: "Then if you have seven or more cards
in your graveyard, you may transform ~" (the threshold count, 404.1) and "Then if there are
three or more dread counters on it, transform it" (122.1), each checked as the effect
reaches it (608.2c). Once transformed, the permanent is the same object (712.18) with only
its back face's characteristics, but its front face's mana value (712.8e); a land back face
is colourless, having no colour indicator (204, 105.2c).

Search for Azcanta and Grasping Shadows come with both faces as the corpus has them (the
test at the end compares them).
"""

from __future__ import annotations

import pytest
from pytest_manastack import card_pool, needs_corpus

from manastack.driver import Table, by_name
from manastack.engine.faces import face_up
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

AZCANTA_TEXT = ("At the beginning of your upkeep, surveil 1. Then if you have seven or more "
                "cards in your graveyard, you may transform Search for Azcanta. (Look at the "
                "top card of your library. You may put that card into your graveyard.)")
RUIN_TEXT = ("(Transforms from Search for Azcanta.)\n{T}: Add {U}.\n{2}{U}, {T}: Look at the "
             "top four cards of your library. You may reveal a noncreature, nonland card from "
             "among them and put it into your hand. Put the rest on the bottom of your library "
             "in any order.")
SEARCH_FOR_AZCANTA = CardDef(
    name="Search for Azcanta // Azcanta, the Sunken Ruin", mana_cost="{1}{U}",
    type_line="Legendary Enchantment", text=AZCANTA_TEXT, layout="transform",
    faces=(CardDef(name="Search for Azcanta", mana_cost="{1}{U}",
                   type_line="Legendary Enchantment", text=AZCANTA_TEXT),
           CardDef(name="Azcanta, the Sunken Ruin", mana_cost=None,
                   type_line="Legendary Land", text=RUIN_TEXT)))
SHADOWS_TEXT = ("Whenever a creature you control attacks alone, it gains deathtouch and "
                "lifelink until end of turn. Put a dread counter on this enchantment. Then if "
                "there are three or more dread counters on it, transform it.")
LAIR_TEXT = ("(Transforms from Grasping Shadows.)\n{T}: Add {B}.\n{B}, {T}, Remove a dread "
             "counter from this land: You draw a card and you lose 1 life.")
GRASPING_SHADOWS = CardDef(
    name="Grasping Shadows // Shadows' Lair", mana_cost="{3}{B}", type_line="Enchantment",
    text=SHADOWS_TEXT, layout="transform",
    faces=(CardDef(name="Grasping Shadows", mana_cost="{3}{B}", type_line="Enchantment",
                   text=SHADOWS_TEXT),
           CardDef(name="Shadows' Lair", mana_cost=None, type_line="Land — Cave",
                   text=LAIR_TEXT)))

PRINTED = (SEARCH_FOR_AZCANTA, GRASPING_SHADOWS)
KIT = card_pool("transform-conditions-testkit", PRINTED)
kit = pytest.mark.plugins(extra={"testkit": KIT})
# "attacks alone" is read by the exalted plugin (CR 702.83b)
with_exalted = pytest.mark.plugins("exalted", extra={"testkit": KIT})


def upkeep_with_graveyard(table: Table, cards: int) -> int:
    """Search for Azcanta on the battlefield, ``cards`` cards in the graveyard, an Island on
    top of the library; its upkeep trigger on the stack. Returns its id."""
    search = table.battlefield(0, "Search for Azcanta")[0]
    table.graveyard(0, *["Forest"] * cards)
    table.library(0, "Island", "Plains")
    table.set_turn(active=0, step=Step.UNTAP, turn=2)
    table.go_to(Step.UPKEEP)
    return search.id


@kit
def test_surveil_then_transform_when_the_graveyard_reaches_seven(table: Table) -> None:
    """CR 608.2c: the count is taken after surveil 1 put the Island there (6 + 1 = 7); "you
    may" (608.2d): yes. The back face is up (701.27a): a colourless legendary land (105.2c)
    with mana value 2 (712.8e), the same object (712.18)."""
    search = upkeep_with_graveyard(table, 6)
    table.on_decision("surveil", by_name("Island"))
    table.resolve(answers=[Answer("may", ("yes",))])
    assert table.names(Zone.GRAVEYARD, 0).count("Island") == 1
    ruin = table.game.obj(search)
    assert face_up(ruin) == 1
    ch = table.game.chars(search)
    assert ch.name == "Azcanta, the Sunken Ruin"
    assert ch.is_land and ch.type_line.has_supertype("Legendary")
    assert not ch.type_line.has_type("Enchantment")
    assert ch.colors == frozenset() and ch.mana_cost is None
    assert table.game.mana_value(search) == 2
    table.assert_logged(rule="701.27a", contains="transforms into Azcanta, the Sunken Ruin")
    # its back face's abilities are its own: "{T}: Add {U}."
    table.tap_for_mana("Azcanta, the Sunken Ruin", "U")
    assert [u.color for u in table.game.player(0).mana_pool] == ["U"]


@kit
def test_six_cards_after_surveil_do_not_transform(table: Table) -> None:
    """CR 608.2c: 5 + 1 = 6 cards: the condition is false, no choice is offered."""
    search = upkeep_with_graveyard(table, 5)
    table.on_decision("surveil", by_name("Island"))
    table.resolve()
    assert face_up(table.game.obj(search)) == 0
    assert table.game.chars(search).name == "Search for Azcanta"
    table.assert_not_logged(rule="701.27a")


@kit
def test_declining_keeps_the_front_face(table: Table) -> None:
    """CR 608.2d: "you may": no, and nothing transforms."""
    search = upkeep_with_graveyard(table, 7)
    table.on_decision("surveil", by_name())
    table.resolve(answers=[Answer("may", ("no",))])
    assert table.game.chars(search).name == "Search for Azcanta"
    table.assert_not_logged(rule="701.27a")


def attack_alone(table: Table, dread: int) -> int:
    """Grasping Shadows with ``dread`` dread counters; Grizzly Bears attacks alone and the
    trigger resolves. Returns the enchantment's id."""
    shadows = table.battlefield(0, "Grasping Shadows", counters={"dread": dread})[0]
    table.battlefield(0, "Grizzly Bears")
    table.set_turn(active=0, step=Step.MAIN1, turn=2)
    table.attack("Grizzly Bears")
    table.resolve()
    return shadows.id


@with_exalted
def test_the_third_dread_counter_transforms_grasping_shadows(table: Table) -> None:
    """CR 122.1, 608.2c: the third dread counter put by the attack trigger turns it into
    Shadows' Lair, a colourless land (105.2c) with mana value 4 (712.8e); its counters stay
    (712.18: the same object)."""
    shadows = attack_alone(table, 2)
    ch = table.game.chars(shadows)
    assert (ch.name, ch.is_land, ch.colors) == ("Shadows' Lair", True, frozenset())
    assert ch.type_line.has_subtype("Cave") and not ch.type_line.has_type("Enchantment")
    assert table.game.mana_value(shadows) == 4
    assert table.game.obj(shadows).counter("dread") == 3
    assert table.has_keyword("Grizzly Bears", "deathtouch")
    table.assert_logged(rule="701.27a", contains="transforms into Shadows' Lair")


@with_exalted
def test_the_second_dread_counter_does_not_transform(table: Table) -> None:
    shadows = attack_alone(table, 1)
    assert table.game.chars(shadows).name == "Grasping Shadows"
    assert table.game.obj(shadows).counter("dread") == 2
    table.assert_not_logged(rule="701.27a")


CORPUS = OracleCorpusSource.default_path()


@needs_corpus
def test_both_faces_are_printed_as_the_corpus_has_them() -> None:
    """The cards above are the corpus's, both faces (its back-face records, CR 712.1)."""
    assert CORPUS is not None
    source = OracleCorpusSource(CORPUS)
    for mine in PRINTED:
        d = source.get(mine.name)
        assert d is not None and d.layout == mine.layout == "transform"
        assert (d.mana_cost, d.type_line, d.text) == (mine.mana_cost, mine.type_line, mine.text)
        for theirs, face in zip(d.faces, mine.faces, strict=True):
            assert (theirs.name, theirs.mana_cost, theirs.type_line, theirs.text,
                    theirs.colors) == (face.name, face.mana_cost, face.type_line, face.text,
                                       face.colors)
