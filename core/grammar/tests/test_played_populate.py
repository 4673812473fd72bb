"""Wake the Reflections and Coursers' Accord, played: "Populate." (CR 701.36).

To populate, the controller chooses a creature token they control and creates a token
that's a copy of it (701.36a, 707.2); with none, no token is created (701.36b). A nontoken
creature and an opponent's token are not offered. Coursers' Accord creates its Centaur, then
populates it. With Anointed Procession the copy is doubled (614.1a). The cards come with
their exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import token_card
from manastack.driver import Table, by_name
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

WAKE_THE_REFLECTIONS = CardDef(
    name="Wake the Reflections", mana_cost="{W}", type_line="Sorcery",
    text="Populate. (Create a token that's a copy of a creature token you control.)")
COURSERS_ACCORD = CardDef(
    name="Coursers' Accord", mana_cost="{4}{G}{W}", type_line="Sorcery",
    text="Create a 3/3 green Centaur creature token, then populate. (Create a token that's a "
         "copy of a creature token you control.)")
RAISE_THE_ALARM = CardDef(
    name="Raise the Alarm", mana_cost="{1}{W}", type_line="Instant",
    text="Create two 1/1 white Soldier creature tokens.")
ANOINTED_PROCESSION = CardDef(
    name="Anointed Procession", mana_cost="{3}{W}", type_line="Enchantment",
    text="If an effect would create one or more tokens under your control, it creates twice "
         "that many of those tokens instead.")

CARDS = (WAKE_THE_REFLECTIONS, COURSERS_ACCORD, RAISE_THE_ALARM, ANOINTED_PROCESSION)

kit = pytest.mark.plugins(extra={"populate-kit": card_pool("populate-kit", CARDS)})


def tokens(table: Table, player: int, name: str) -> int:
    return sum(1 for o in table.game.objects_in(Zone.BATTLEFIELD, player)
               if o.card.name == name and o.is_token)


def bobs_soldier(table: Table) -> None:
    """Bob controls a 1/1 white Soldier creature token (set up as created, CR 111.1)."""
    table.game.create_token(token_card(subtypes=("Soldier",), colors=("W",), power=1,
                                       toughness=1), 1)


def accord(table: Table) -> None:
    table.lands(0, "Plains", 3)
    table.lands(0, "Forest", 3)
    table.hand(0, "Coursers' Accord")
    table.cast("Coursers' Accord")
    table.resolve()


def wake(table: Table) -> None:
    table.lands(0, "Plains", 1)
    table.hand(0, "Wake the Reflections")
    table.cast("Wake the Reflections")
    table.resolve()


@kit
def test_coursers_accord_copies_the_centaur_it_made(table: Table) -> None:
    """CR 701.36a: the only creature token Alice controls is copied: two 3/3 Centaurs."""
    table.battlefield(0, "Grizzly Bears")
    accord(table)
    assert tokens(table, 0, "Centaur Token") == 2
    copy = [o for o in table.game.battlefield(0) if o.is_token][-1]
    assert (table.game.chars(copy.id).power, table.game.chars(copy.id).toughness) == (3, 3)
    table.assert_logged(rule="701.36a", contains="populates")


@kit
def test_wake_the_reflections_copies_the_token_chosen(table: Table) -> None:
    """CR 701.36a: Alice chooses among her creature tokens only (her two Soldiers; not her
    Bears, not Bob's Soldier)."""
    table.lands(0, "Plains", 2)
    table.hand(0, "Raise the Alarm")
    table.cast("Raise the Alarm")
    table.resolve()
    seen = table.on_decision("populate", by_name("Soldier Token"))
    table.battlefield(0, "Grizzly Bears")
    bobs_soldier(table)
    wake(table)
    assert len(seen) == 1 and seen[0].rule == "701.36a"
    assert all(table.game.obj(o).is_token and table.game.controller(o) == 0
               for o in seen[0].options)
    assert tokens(table, 0, "Soldier Token") == 3


@kit
def test_without_a_creature_token_nothing_is_created(table: Table) -> None:
    """CR 701.36b: a nontoken creature is no creature token; an opponent's token isn't
    Alice's."""
    table.battlefield(0, "Grizzly Bears")
    bobs_soldier(table)
    wake(table)
    assert not any(o.is_token for o in table.game.battlefield(0))
    assert tokens(table, 1, "Soldier Token") == 1
    table.assert_logged(rule="701.36b")


@kit
def test_populate_with_anointed_procession_makes_two_copies(table: Table) -> None:
    """CR 614.1a: the Centaur is doubled, and so is the populated copy: 2 + 2."""
    table.battlefield(0, "Anointed Procession")
    accord(table)
    assert tokens(table, 0, "Centaur Token") == 4


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
