"""Printed "you may A, then you may B" / "you may A, and you may B": two choices, each made as
the spell or ability resolves (CR 608.2d); declining A still offers B.

Toils of Night and Day declined for its first target still taps the second; Talus Paladin's
trigger declined for lifelink still offers its +1/+1 counter.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.model.cards import CardDef

TOILS_OF_NIGHT_AND_DAY = CardDef(
    name="Toils of Night and Day", mana_cost="{2}{U}", type_line="Instant — Arcane",
    text="You may tap or untap target permanent, then you may tap or untap another target "
         "permanent.")
TALUS_PALADIN = CardDef(
    name="Talus Paladin", mana_cost="{3}{W}", type_line="Creature — Human Knight Ally",
    power="2", toughness="3",
    text="Whenever this creature or another Ally you control enters, you may have Allies you "
         "control gain lifelink until end of turn, and you may put a +1/+1 counter on this "
         "creature.")

CARDS = (TOILS_OF_NIGHT_AND_DAY, TALUS_PALADIN)
kit = pytest.mark.plugins(extra={"two-mays-kit": card_pool("two-mays-kit", CARDS)})


def _no_then_yes(asked: list[str]) -> Any:
    def pick(game: Game, decision: Any) -> list[str]:
        asked.append(decision.prompt)
        return ["no"] if len(asked) == 1 else ["yes"]
    return pick


@kit
def test_toils_of_night_and_day_declined_once_still_taps_the_other_target(
        table: Table) -> None:
    """CR 608.2d: "no" for Grizzly Bears, then "yes" and tap for the Forest."""
    table.battlefield(1, "Grizzly Bears")
    table.battlefield(1, "Forest")
    table.mana(0, "UUU")
    table.hand(0, "Toils of Night and Day")
    asked: list[str] = []
    table.on_decision("may", _no_then_yes(asked))
    table.cast("Toils of Night and Day", targets=["Grizzly Bears", "Forest"])
    table.resolve_all()
    tapped = {o.card.name: o.tapped for o in table.game.battlefield(1)}
    assert len(asked) == 2
    assert tapped == {"Grizzly Bears": False, "Forest": True}


@kit
def test_talus_paladin_declined_lifelink_still_offers_its_counter(table: Table) -> None:
    """CR 608.2d: "no" to lifelink, "yes" to the counter: a 3/4 without lifelink."""
    table.mana(0, "WWWW")
    table.hand(0, "Talus Paladin")
    asked: list[str] = []
    table.on_decision("may", _no_then_yes(asked))
    table.cast("Talus Paladin")
    table.resolve_all()
    paladin = next(o for o in table.game.battlefield(0) if o.card.name == "Talus Paladin")
    ch = table.game.chars(paladin.id)
    assert len(asked) == 2
    assert (ch.power, ch.toughness) == (3, 4)
    assert "lifelink" not in ch.keywords


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
