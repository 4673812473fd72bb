"""Spells that can't be countered, played from a printed card (CR 101.2, 701.6a, 604.1).

"Spells can't be countered." (Lier, Disciple of the Drowned) is a static ability: while
the permanent is on the battlefield (CR 604.1), an instruction to counter a spell does
nothing to it (CR 101.2: the "can't" wins over the instruction; 701.6a), so the spell
stays on the stack and resolves. Without it, the same spell is countered.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.loading.rules import Rules
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

LIER = CardDef(
    name="Lier, Disciple of the Drowned", mana_cost="{3}{U}{U}",
    type_line="Legendary Creature — Human Wizard", power="3", toughness="4",
    text="Spells can't be countered.\nEach instant and sorcery card in your graveyard has "
         "flashback. The flashback cost is equal to that card's mana cost.")

PRINTED = (LIER,)

kit = pytest.mark.plugins("flashback", extra={"provea-kit": card_pool("provea-kit", PRINTED)})


def _bolt_then_counterspell(table: Table) -> None:
    table.lands(0, "Mountain", 1)
    table.lands(0, "Island", 2)
    table.hand(0, "Lightning Bolt", "Counterspell")
    table.cast("Lightning Bolt", targets=["opponent"])
    table.cast("Counterspell", targets=["Lightning Bolt"])
    table.resolve_all()


@kit
def test_with_lier_a_counterspell_does_nothing_to_the_spell(table: Table) -> None:
    """CR 101.2, 701.6a: Lier cast and resolved; Counterspell then resolves but Lightning
    Bolt stays on the stack and deals its 3 damage."""
    table.lands(0, "Island", 5)
    table.hand(0, "Lier, Disciple of the Drowned")
    table.cast("Lier, Disciple of the Drowned")
    table.resolve()
    assert table.zone_of("Lier, Disciple of the Drowned") is Zone.BATTLEFIELD
    _bolt_then_counterspell(table)
    assert table.life(1) == 17
    table.assert_logged(rule="101.2", contains="can't be countered")
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Counterspell", "Lightning Bolt"]


@kit
def test_lier_of_an_opponent_protects_my_spells_too(table: Table) -> None:
    """"Spells": every player's (CR 101.2)."""
    table.battlefield(1, "Lier, Disciple of the Drowned")
    _bolt_then_counterspell(table)
    assert table.life(1) == 17


@kit
def test_without_lier_the_spell_is_countered(table: Table) -> None:
    """CR 701.6a: the Bolt goes to the graveyard unresolved."""
    _bolt_then_counterspell(table)
    assert table.life(1) == 20
    table.assert_logged(rule="701.6a", contains="Lightning Bolt")


def test_the_sentence_is_read_only_as_a_whole() -> None:
    """Only "[spells] [you control] can't be countered." is read: "... can't be countered
    by blue or black spells" (a limit on what counters them) is left unread, naming the
    sentence."""
    rules = Rules.load(enable=[], env={})
    card = rules.compile(CardDef(
        name="Test Uncounterable Ward", mana_cost="{2}", type_line="Artifact",
        text="Creature spells you control can't be countered by blue or black spells."))
    assert not card.playable
    assert "Creature spells you control can't be countered by blue or black spells." in \
        card.unrecognized


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
