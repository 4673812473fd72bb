"""Printed "Spend this mana only to cast kicked spells." played (CR 106.6, 702.33d, 601.2h).

Elfhame Druid's {G}{G} pays Burst Lightning cast with its kicker (announced at 601.2b, so the
spell is kicked as its cost is paid): with three Mountains it deals 4 to Bob. The same mana
can't pay Grizzly Bears (not kicked): with the Druid alone the cast is refused and the game
stays as it was (CR 732), the Druid's other ability making one {G} only.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ELFHAME_DRUID = CardDef(
    name="Elfhame Druid", mana_cost="{1}{G}", type_line="Creature — Elf Druid", power="0",
    toughness="2",
    text="{T}: Add {G}.\n{T}: Add {G}{G}. Spend this mana only to cast kicked spells.")
BURST_LIGHTNING = CardDef(
    name="Burst Lightning", mana_cost="{R}", type_line="Instant", keywords=("Kicker",),
    text="Kicker {4} (You may pay an additional {4} as you cast this spell.)\nBurst Lightning "
         "deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.")
GRIZZLY_BEARS = CardDef(name="Grizzly Bears", mana_cost="{1}{G}", type_line="Creature — Bear",
                        power="2", toughness="2")

CARDS = (ELFHAME_DRUID, BURST_LIGHTNING, GRIZZLY_BEARS)
kit = pytest.mark.plugins("kicker", extra={"kicked-mana-kit": card_pool("kicked-mana-kit",
                                                                         CARDS)})


@kit
def test_elfhame_druid_mana_pays_a_kicked_spell(table: Table) -> None:
    """CR 106.6, 702.33d: kicked Burst Lightning ({R} + {4}) paid by the Druid's {G}{G} and
    three Mountains: Bob takes 4, every permanent tapped."""
    table.battlefield(0, "Elfhame Druid")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Burst Lightning")
    table.cast("Burst Lightning", targets=["Bob"], pay={"kicker": True})
    table.resolve_all()
    assert table.life(1) == 16
    assert all(o.tapped for o in table.game.objects_in(Zone.BATTLEFIELD))


@kit
def test_elfhame_druid_mana_cant_pay_an_unkicked_spell(table: Table) -> None:
    """CR 106.6, 732: Grizzly Bears isn't kicked: the Druid's {G}{G} can't pay it, its {G}
    alone isn't enough; refused, the Druid untapped, the Bears still in hand."""
    table.battlefield(0, "Elfhame Druid")
    table.hand(0, "Grizzly Bears")
    with pytest.raises(IllegalActionError):
        table.cast("Grizzly Bears")
    assert not table.find("Elfhame Druid").tapped
    table.assert_zone("Grizzly Bears", Zone.HAND)
    assert not table.game.player(0).mana_pool


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
