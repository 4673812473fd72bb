"""An ability of a permanent transforms it only if it hasn't transformed since the ability
was put on the stack (CR 701.27f), played with Kessig Prowler as the Oracle corpus has both
its faces: "{4}{G}: Transform this creature." activated twice, the second in response to the
first, turns it over once; the first ability's instruction is ignored (701.27f). Any other
instruction to transform it still does (701.27a).
"""

from __future__ import annotations

import pytest
from pytest_manastack import card_pool, needs_corpus

from manastack.driver import Table
from manastack.engine.faces import face_up, transform
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

PROWLER_TEXT = "{4}{G}: Transform this creature."
PREDATOR_TEXT = "This creature can't be blocked by more than one creature."
KESSIG_PROWLER = CardDef(
    name="Kessig Prowler // Sinuous Predator", mana_cost="{G}",
    type_line="Creature — Werewolf Horror", text=PROWLER_TEXT, layout="transform",
    faces=(CardDef(name="Kessig Prowler", mana_cost="{G}",
                   type_line="Creature — Werewolf Horror", text=PROWLER_TEXT,
                   power="2", toughness="1"),
           CardDef(name="Sinuous Predator", mana_cost=None,
                   type_line="Creature — Eldrazi Werewolf", text=PREDATOR_TEXT,
                   power="4", toughness="4", colors=("G",))))

PRINTED = (KESSIG_PROWLER,)
kit = pytest.mark.plugins(extra={"testkit": card_pool("transform-once-testkit", PRINTED)})


def prowler_twice(table: Table) -> int:
    """Kessig Prowler on the battlefield; its ability activated, then activated again in
    response (CR 117.3c: the activating player receives priority again). Returns its id."""
    prowler = table.battlefield(0, "Kessig Prowler")[0]
    table.set_turn(active=0, step=Step.MAIN1, turn=2)
    table.mana(0, "GGGGGGGGGG")
    table.activate("Kessig Prowler")
    table.activate("Kessig Prowler")
    assert len(table.game.ids_in(Zone.STACK)) == 2
    return prowler.id


@kit
def test_the_second_activation_resolving_first_transforms_it(table: Table) -> None:
    """CR 701.27a: the ability activated last resolves first (405.5) and turns it over."""
    prowler = prowler_twice(table)
    table.resolve()
    assert face_up(table.game.obj(prowler)) == 1
    assert table.game.chars(prowler).name == "Sinuous Predator"
    table.assert_logged(rule="701.27a", contains="transforms into Sinuous Predator")


@kit
def test_the_first_activation_then_does_not_transform_it_back(table: Table) -> None:
    """CR 701.27f: it transformed after the first ability was put on the stack, so that
    ability's "Transform this creature." is ignored: it stays Sinuous Predator, a 4/4."""
    prowler = prowler_twice(table)
    table.resolve()
    table.resolve()
    assert not table.game.ids_in(Zone.STACK)
    assert face_up(table.game.obj(prowler)) == 1
    assert table.game.chars(prowler).name == "Sinuous Predator"
    assert (table.power("Sinuous Predator"), table.toughness("Sinuous Predator")) == (4, 4)
    table.assert_logged(rule="701.27f", contains="has transformed since its ability")


@kit
def test_an_ability_activated_after_it_transformed_turns_it_back(table: Table) -> None:
    """CR 701.27f looks only at transformations after the ability was put on the stack:
    turned back to Kessig Prowler by another effect (701.27a), its ability activated then
    transforms it again."""
    prowler = table.battlefield(0, "Kessig Prowler")[0]
    table.set_turn(active=0, step=Step.MAIN1, turn=2)
    table.mana(0, "GGGGGGGGGG")
    table.activate("Kessig Prowler")
    table.resolve()
    assert table.game.chars(prowler.id).name == "Sinuous Predator"
    transform(table.game, prowler.id)  # CR 701.27a: another effect turns it back
    assert table.game.chars(prowler.id).name == "Kessig Prowler"
    table.activate("Kessig Prowler")
    table.resolve()
    assert table.game.chars(prowler.id).name == "Sinuous Predator"
    table.assert_not_logged(rule="701.27f")


@kit
def test_another_effect_transforms_it_whatever_its_ability_saw(table: Table) -> None:
    """CR 701.27f concerns only the permanent's own abilities: after the ignored ability,
    an instruction from elsewhere still turns it over (701.27a)."""
    prowler = prowler_twice(table)
    table.resolve()
    table.resolve()
    assert transform(table.game, prowler)
    assert table.game.chars(prowler).name == "Kessig Prowler"


CORPUS = OracleCorpusSource.default_path()


@needs_corpus
def test_both_faces_are_printed_as_the_corpus_has_them() -> None:
    """Kessig Prowler is the corpus's, both faces (its back-face record, CR 712.1)."""
    assert CORPUS is not None
    source = OracleCorpusSource(CORPUS)
    d = source.get(KESSIG_PROWLER.name)
    assert d is not None and d.layout == KESSIG_PROWLER.layout == "transform"
    assert (d.mana_cost, d.type_line, d.text) == (
        KESSIG_PROWLER.mana_cost, KESSIG_PROWLER.type_line, KESSIG_PROWLER.text)
    assert [(f.name, f.text, f.power, f.toughness) for f in d.faces] == [
        (f.name, f.text, f.power, f.toughness) for f in KESSIG_PROWLER.faces]
