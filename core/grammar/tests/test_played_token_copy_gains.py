"""Cogwork Assembler, played: "{7}: Create a token that's a copy of target artifact. That
token gains haste. Exile it at the beginning of the next end step." (CR 111.1, 707.2,
611.2a, 603.7).

"That token" is the token the previous instruction created: it has haste (not the
artifact copied), and it is exiled as the next end step begins. The cards come with their
exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

COGWORK_ASSEMBLER = CardDef(
    name="Cogwork Assembler", mana_cost="{3}", type_line="Artifact Creature — Assembly-Worker",
    text="{7}: Create a token that's a copy of target artifact. That token gains haste. Exile "
         "it at the beginning of the next end step.", power="2", toughness="3")

CARDS = (COGWORK_ASSEMBLER,)

kit = pytest.mark.plugins("haste", extra={"token-copy-kit": card_pool("token-copy-kit", CARDS)})


@kit
def test_the_token_copy_gains_haste_and_is_exiled_at_the_end_step(table: Table) -> None:
    table.battlefield(0, "Cogwork Assembler", sick=True)
    table.lands(0, "Island", 7)
    assembler = table.find("Cogwork Assembler", zone=Zone.BATTLEFIELD).id
    table.activate("Cogwork Assembler", targets=["Cogwork Assembler"])
    table.resolve()
    (token,) = [o for o in table.game.battlefield(0) if o.is_token]
    assert token.card.name == "Cogwork Assembler"
    assert any(a.keyword == "haste" for a in table.game.chars(token.id).abilities
               if hasattr(a, "keyword"))
    assert not any(getattr(a, "keyword", "") == "haste"
                   for a in table.game.chars(assembler).abilities)
    table.go_to(Step.END)
    table.resolve_all()
    assert not any(o.is_token for o in table.game.battlefield(0))
    assert table.game.find(assembler) is not None


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
