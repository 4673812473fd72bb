"""Detention Sphere played: "When this enchantment enters, you may exile target nonland permanent
not named Detention Sphere and all other permanents with the same name as that permanent." and
"When this enchantment leaves the battlefield, return the exiled cards to the battlefield under
their owner's control." (CR 201.2, 115.1, 608.2d, 607.2a).

The target may have any name but Detention Sphere's (201.2); every other permanent with the
target's name is exiled with it if its controller chooses to (608.2d), whoever controls them;
when the Sphere leaves, those cards return (607.2a).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table, by_name
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DETENTION_SPHERE = CardDef(
    name="Detention Sphere", mana_cost="{1}{W}{U}", type_line="Enchantment",
    text="When this enchantment enters, you may exile target nonland permanent not named "
         "Detention Sphere and all other permanents with the same name as that permanent.\n"
         "When this enchantment leaves the battlefield, return the exiled cards to the "
         "battlefield under their owner's control.")

CARDS = (DETENTION_SPHERE,)
kit = pytest.mark.plugins(extra={"not-named-kit": card_pool("not-named-kit", CARDS)})


def _cast_sphere(table: Table, exile: bool = True) -> None:
    table.lands(0, "Plains", 2)
    table.lands(0, "Island", 1)
    table.hand(0, "Detention Sphere")
    table.cast("Detention Sphere")
    table.answer("may", "yes" if exile else "no")
    table.resolve_all()


@kit
def test_detention_sphere_exiles_every_permanent_with_the_targets_name(table: Table) -> None:
    """CR 201.2, 608.2d: Bob's Grizzly Bears targeted: his other Bears and Alice's own are
    exiled too, Hill Giant stays; Naturalize on the Sphere returns the three Bears under
    their owners' control (607.2a, 400.7)."""
    table.battlefield(1, "Grizzly Bears", "Grizzly Bears", "Hill Giant")
    table.battlefield(0, "Grizzly Bears")
    table.on_decision("targets", by_name("Grizzly Bears"))
    _cast_sphere(table)
    assert len([o for o in table.game.ids_in(Zone.EXILE)
                if table.game.obj(o).name == "Grizzly Bears"]) == 3
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    table.lands(0, "Forest", 2)
    table.hand(0, "Naturalize")
    table.cast("Naturalize", targets=["Detention Sphere"])
    table.resolve_all()
    table.assert_zone("Detention Sphere", Zone.GRAVEYARD, 0)
    back = [table.game.obj(o) for o in table.game.ids_in(Zone.BATTLEFIELD)
            if table.game.obj(o).name == "Grizzly Bears"]
    assert sorted(o.controller for o in back) == [0, 1, 1]


@kit
def test_detention_sphere_cant_target_a_detention_sphere(table: Table) -> None:
    """CR 201.2, 115.1: Bob's Detention Sphere is not a legal target: of Bob's permanents only
    Grizzly Bears is offered, and his Sphere stays."""
    sphere, bears = table.battlefield(1, "Detention Sphere", "Grizzly Bears")
    offered = table.watch_decisions("targets")
    _cast_sphere(table)
    options = {o for d in offered for o in d.options}
    assert bears.id in options and sphere.id not in options
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    assert table.find("Detention Sphere", player=1).zone is Zone.BATTLEFIELD


@kit
def test_detention_sphere_exiles_nothing_if_its_controller_declines(table: Table) -> None:
    """CR 608.2d: "you may": declined, the Bears stay."""
    table.battlefield(1, "Grizzly Bears")
    _cast_sphere(table, exile=False)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
