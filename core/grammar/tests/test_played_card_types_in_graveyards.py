"""A characteristic-defining ability counting card types (CR 604.3, 613.4a, 205.2a):
"Barrowgoyf's power is equal to the number of card types among cards in all graveyards and its
toughness is equal to that number plus 1." Each card type counts once, whichever graveyard
holds it; it is counted in every zone and again as graveyards change.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BARROWGOYF = CardDef(
    name="Barrowgoyf", mana_cost="{2}{B}", type_line="Creature — Lhurgoyf", power="*",
    toughness="1+*",
    text="Deathtouch, lifelink\nBarrowgoyf's power is equal to the number of card types "
         "among cards in all graveyards and its toughness is equal to that number plus 1.\n"
         "Whenever this creature deals combat damage to a player, you may mill that many "
         "cards. If you do, you may put a creature card from among them into your hand.")

PRINTED = (BARROWGOYF,)
kit = pytest.mark.plugins(extra={"goyf-kit": card_pool("goyf-kit", PRINTED)})


@kit
def test_barrowgoyf_counts_each_card_type_once_in_all_graveyards(table: Table) -> None:
    """Two instants count once; a creature and a land in the opponent's graveyard count:
    3/4; an artifact more, 4/5 (613.4a: counted again)."""
    table.graveyard(0, "Lightning Bolt", "Shock")
    table.graveyard(1, "Grizzly Bears", "Forest")
    table.battlefield(0, "Barrowgoyf")
    assert (table.power("Barrowgoyf"), table.toughness("Barrowgoyf")) == (3, 4)
    table.graveyard(1, "Sol Ring")
    assert (table.power("Barrowgoyf"), table.toughness("Barrowgoyf")) == (4, 5)


@kit
def test_barrowgoyf_with_empty_graveyards_is_0_1_and_counts_in_hand(table: Table) -> None:
    """No card in any graveyard: 0/1; in the hand too (CR 604.3: every zone)."""
    goyf = table.hand(0, "Barrowgoyf")[0]
    assert (table.game.power(goyf.id), table.game.toughness(goyf.id)) == (0, 1)
    table.graveyard(1, "Giant Growth")
    assert (table.game.power(goyf.id), table.game.toughness(goyf.id)) == (1, 2)


@kit
def test_a_spell_resolving_into_the_graveyard_grows_it(table: Table) -> None:
    """Shock on the 1/2 Barrowgoyf (a land in a graveyard): as Shock resolves it is put into
    the graveyard (608.2n), an instant more: 2/3 with 2 damage, it survives (704.5g)."""
    table.graveyard(1, "Forest")
    table.battlefield(0, "Barrowgoyf")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    assert (table.power("Barrowgoyf"), table.toughness("Barrowgoyf")) == (1, 2)
    table.cast("Shock", targets=["Barrowgoyf"])
    table.resolve()
    table.assert_zone("Barrowgoyf", Zone.BATTLEFIELD)
    assert (table.power("Barrowgoyf"), table.toughness("Barrowgoyf")) == (2, 3)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
