"""Printed lists of subtypes joined by "and" played: "Skeletons and Zombies you control",
"Aura and Equipment spells" name each kind, an object of any one of them (CR 205.3), not one
of all of them.

Gisa, the Hellraiser ("Skeletons and Zombies you control get +1/+1 and have menace", CR
613.4c, 613.1f): cast, it makes Walking Corpse (a Zombie) a 3/3 with menace and Drudge
Skeletons (a Skeleton) a 2/2 with menace; Grizzly Bears stays a 2/2 without it. Before, no
creature of either kind alone got anything. Sigarda's Aid ("You may cast Aura and Equipment
spells as though they had flash", CR 601.3b, 702.8a): cast, it lets Bonesplitter and Holy
Strength be cast in the beginning of combat step; Grizzly Bears is still refused there.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.objects import Zone
from manastack.model.turns import Step

pytestmark = [needs_corpus, pytest.mark.plugins("oracle", "ward")]


def _cast(table: Table, name: str, mana: str, targets: tuple[str, ...] = ()) -> None:
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name, targets=list(targets))
    table.resolve()


def test_gisa_pumps_a_zombie_and_a_skeleton_not_a_bear(table: Table) -> None:
    table.battlefield(0, "Walking Corpse", "Drudge Skeletons", "Grizzly Bears")
    _cast(table, "Gisa, the Hellraiser", "BBBBB")
    assert table.zone_of("Gisa, the Hellraiser") is Zone.BATTLEFIELD
    assert (table.power("Walking Corpse"), table.toughness("Walking Corpse")) == (3, 3)
    assert (table.power("Drudge Skeletons"), table.toughness("Drudge Skeletons")) == (2, 2)
    assert table.has_keyword("Walking Corpse", "menace")
    assert table.has_keyword("Drudge Skeletons", "menace")
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)
    assert not table.has_keyword("Grizzly Bears", "menace")


@pytest.mark.parametrize(("spell", "mana", "targets"), [
    ("Bonesplitter", "C", ()),
    ("Holy Strength", "W", ("Grizzly Bears",)),
])
def test_sigardas_aid_gives_an_equipment_and_an_aura_flash(
        table: Table, spell: str, mana: str, targets: tuple[str, ...]) -> None:
    table.battlefield(0, "Grizzly Bears")
    _cast(table, "Sigarda's Aid", "W")
    table.go_to(Step.BEGIN_COMBAT)
    _cast(table, spell, mana, targets)
    table.resolve_all()
    assert table.zone_of(spell) is Zone.BATTLEFIELD


def test_sigardas_aid_gives_a_creature_no_flash(table: Table) -> None:
    _cast(table, "Sigarda's Aid", "W")
    table.go_to(Step.BEGIN_COMBAT)
    table.mana(0, "GG")
    table.hand(0, "Grizzly Bears")
    with pytest.raises(IllegalActionError):
        table.cast("Grizzly Bears")
    assert table.zone_of("Grizzly Bears") is Zone.HAND
