"""A sentence about "it" after "If you do, [make or move an object]" belongs to that branch
(CR 608.2c): the object exists only if it was done.

Krenko, Baron of Tin Street ("Whenever an artifact is put into a graveyard from the
battlefield, you may pay {R}. If you do, create a 1/1 red Goblin creature token. It gains
haste until end of turn.") is cast from its owner's hand with its exact Oracle text (the
corpus record, checked below); its own "{T}, Sacrifice an artifact" sends Ornithopter to the
graveyard. Paid, the new Goblin has haste; declined, no Goblin is made and nothing gains
haste (not the artifact gone to the graveyard, which "it" named before).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

KRENKO_BARON = CardDef(
    name="Krenko, Baron of Tin Street", mana_cost="{2}{R}",
    type_line="Legendary Creature — Goblin", power="3", toughness="3",
    text="Haste\n{T}, Sacrifice an artifact: Put a +1/+1 counter on each Goblin you control.\n"
         "Whenever an artifact is put into a graveyard from the battlefield, you may pay {R}. "
         "If you do, create a 1/1 red Goblin creature token. It gains haste until end of turn.")
ORNITHOPTER = CardDef(name="Ornithopter", mana_cost="{0}", type_line="Artifact Creature — Thopter",
                      text="Flying", power="0", toughness="2")
CARDS = (KRENKO_BARON, ORNITHOPTER)
kit = pytest.mark.plugins("haste", extra={"if-you-do-it-kit": card_pool("if-you-do-it-kit",
                                                                          CARDS)})


def _artifact_dies(table: Table, cast_and_resolve: Callable[..., None], answer: str) -> None:
    """Krenko's own "{T}, Sacrifice an artifact" puts Ornithopter into its graveyard: the
    trigger goes on the stack above the ability and resolves first (CR 603.3)."""
    cast_and_resolve(table, "Krenko, Baron of Tin Street", {"Mountain": 4})
    table.battlefield(0, "Ornithopter")
    table.answer("may", answer)
    table.activate("Krenko, Baron of Tin Street")
    table.resolve_all()
    table.assert_zone("Ornithopter", Zone.GRAVEYARD, 0)


@kit
def test_paid_the_new_goblin_has_haste(table: Table,
                                       cast_and_resolve: Callable[..., None]) -> None:
    _artifact_dies(table, cast_and_resolve, "yes")
    tokens = [o for o in table.game.battlefield(0) if o.is_token]
    assert [o.card.name for o in tokens] == ["Goblin Token"]
    assert table.game.has_keyword(tokens[0].id, "haste")
    assert table.tapped_count(0, "Mountain") == 4


@kit
def test_declined_no_goblin_and_nothing_gains_haste(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    _artifact_dies(table, cast_and_resolve, "no")
    assert not [o for o in table.game.battlefield(0) if o.is_token]
    assert table.game.state.effects == ()  # no "gains haste" applied to anything
    assert table.tapped_count(0, "Mountain") == 3


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
