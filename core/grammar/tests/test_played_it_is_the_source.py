""""It" at the start of an activated ability's effect played (CR 113.7, 608.2c).

Nothing has been acted on before the first instruction of an activated ability's effect (and,
unlike a trigger's, no event is about an object), so an "it" there is the object the ability
belongs to: Migloz, Maze Crusher ("{2}, Remove two oil counters from Migloz: It gets +2/+2
until end of turn.") pumps itself, Cerulean Sphinx ("{U}: This creature's owner shuffles it
into their library.") shuffles itself away; "where X is its power" there is the power of the
sentence's subject (Yew Spirit's own, the target's for Wine of Blood and Iron). After an
instruction that acted on something, "it" keeps meaning that. The cross-check
``antecedent`` refuses an activated ability whose first instruction was built with an "it"
that refers to nothing.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import (
    ActivatedAbility,
    Cost,
    ItRef,
    MayDo,
    Mode,
    Regenerate,
    SourceRef,
    Step,
    Zone,
)
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack_grammar.checks import CHECKS, check_antecedents

MIGLOZ = CardDef(
    name="Migloz, Maze Crusher", mana_cost="{1}{R}{G}",
    type_line="Legendary Creature — Phyrexian Beast", power="4", toughness="4",
    text="Migloz enters with five oil counters on it.\n{1}, Remove an oil counter from "
         "Migloz: It gains vigilance and menace until end of turn.\n{2}, Remove two oil "
         "counters from Migloz: It gets +2/+2 until end of turn.\n{3}, Remove three oil "
         "counters from Migloz: Destroy target artifact or enchantment.")
SPHINX = CardDef(
    name="Cerulean Sphinx", mana_cost="{4}{U}{U}", type_line="Creature — Sphinx",
    power="5", toughness="5",
    text="Flying\n{U}: This creature's owner shuffles it into their library.")
YEW_SPIRIT = CardDef(
    name="Yew Spirit", mana_cost="{4}{G}", type_line="Creature — Spirit Treefolk",
    power="3", toughness="3",
    text="{2}{G}{G}: This creature gets +X/+X until end of turn, where X is its power.")
WINE = CardDef(
    name="Wine of Blood and Iron", mana_cost="{3}", type_line="Artifact",
    text="{4}: Target creature gets +X/+0 until end of turn, where X is its power. Sacrifice "
         "this artifact at the beginning of the next end step.")
SHRIEKER = CardDef(
    name="Lightning Shrieker", mana_cost="{4}{R}", type_line="Creature — Dragon",
    power="5", toughness="5",
    text="Flying, trample, haste\nAt the beginning of the end step, this creature's owner "
         "shuffles it into their library.")

CARDS = (MIGLOZ, SPHINX, YEW_SPIRIT, WINE, SHRIEKER)
kit = pytest.mark.plugins(extra={"it-kit": card_pool("it-kit", CARDS)})


@kit
def test_migloz_its_bonus_goes_to_itself(table: Table) -> None:
    """CR 113.7: "It gets +2/+2 until end of turn." is Migloz (4/4): a 6/6, two oil counters
    fewer; "It gains vigilance and menace" gives Migloz both keywords."""
    table.battlefield(0, "Migloz, Maze Crusher", counters={"oil": 5})
    table.mana(0, "CC")
    table.activate("Migloz, Maze Crusher", 1)
    table.resolve()
    table.assert_counters("Migloz, Maze Crusher", "oil", 3)
    assert table.power("Migloz, Maze Crusher") == 6
    assert table.toughness("Migloz, Maze Crusher") == 6
    table.mana(0, "C")
    table.activate("Migloz, Maze Crusher", 0)
    table.resolve()
    assert table.has_keyword("Migloz, Maze Crusher", "vigilance")
    assert table.has_keyword("Migloz, Maze Crusher", "menace")


@kit
def test_cerulean_sphinx_shuffles_itself_away(table: Table) -> None:
    """CR 113.7, 701.24c: "This creature's owner shuffles it into their library": the Sphinx
    goes to its owner's library."""
    table.battlefield(0, "Cerulean Sphinx")
    table.mana(0, "U")
    table.activate("Cerulean Sphinx")
    table.resolve()
    table.assert_zone("Cerulean Sphinx", Zone.LIBRARY, 0)


@kit
def test_where_x_is_its_power_is_the_subjects_power(table: Table) -> None:
    """CR 107.3c: in "[subject] gets +X/+X ..., where X is its power", "its" is the subject's:
    Yew Spirit (3/3) doubles itself to 6/6; Wine of Blood and Iron gives Grizzly Bears
    (2/2) +2/+0, not the artifact's (no) power."""
    table.battlefield(0, "Yew Spirit")
    table.mana(0, "GGCC")
    table.activate("Yew Spirit")
    table.resolve()
    assert (table.power("Yew Spirit"), table.toughness("Yew Spirit")) == (6, 6)
    table.battlefield(0, "Wine of Blood and Iron")
    table.battlefield(0, "Grizzly Bears")
    table.mana(0, "CCCC")
    table.activate("Wine of Blood and Iron", targets=["Grizzly Bears"])
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 2)


@pytest.mark.plugins("haste", extra={"it-kit": card_pool("it-kit", CARDS)})
def test_lightning_shrieker_shuffles_itself_away_at_the_end_step(table: Table) -> None:
    """CR 113.7, 603.2: no object is what "At the beginning of the end step" is about, so
    "it" is Lightning Shrieker: it goes into its owner's library."""
    table.battlefield(0, "Lightning Shrieker")
    table.go_to(Step.END)
    table.resolve()
    table.assert_zone("Lightning Shrieker", Zone.LIBRARY, 0)


def _activated(first: object) -> ActivatedAbility:
    return ActivatedAbility(cost=Cost(), effect=Mode(instructions=(first,), text="it"),  # type: ignore[arg-type]
                            text="{1}: Regenerate it.")


def test_the_cross_check_refuses_an_it_with_nothing_before_it() -> None:
    """CR 608.2c: an "it" first in an activated ability's effect built as what an earlier
    instruction acted on is refused; the source, or an "it" inside a step run after an
    instruction acts, is not."""
    assert "antecedent" in CHECKS
    assert check_antecedents(_activated(Regenerate(what=ItRef())))
    assert check_antecedents(_activated(MayDo(then=(Regenerate(what=ItRef()),))))
    assert not check_antecedents(_activated(Regenerate(what=SourceRef())))


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
