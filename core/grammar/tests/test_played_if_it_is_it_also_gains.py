"""Printed pump spells whose second sentence grants more under a condition on the target,
checked as the spell resolves (CR 608.2c), each played with the condition true and false.

Gimli's Fury ("Target creature gets +3/+2 until end of turn. If it's legendary, it also gains
trample until end of turn.") and Blessing of Belzenlok (the same with +2/+1 and lifelink):
a legendary supertype now (205.4). Rush the Room ("... If it's a Goblin or Orc, it also gains
haste until end of turn."): a creature type (205.3). Revelation of Power ("Target creature
gets +2/+2 until end of turn. If it has a counter on it, it also gains flying and lifelink
until end of turn."): a counter of any kind (122.1). Temur Battle Rage ("That creature also
gains trample until end of turn if you control a creature with power 4 or greater.") and
Efflorescence ("If you gained life this turn, that creature also gains trample and
indestructible until end of turn."): a condition on the caster, the same creature. "Also"
adds to what the first sentence did to the same creature; the keywords last until end of turn (514.2, 613.1f).
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table

oracle = pytest.mark.plugins("oracle")
with_haste = pytest.mark.plugins("oracle", "haste")
pytestmark = needs_corpus


def _cast(table: Table, spell: str, mana: str, target: str,
          counters: dict[str, int] | None = None) -> None:
    table.battlefield(0, target, counters=counters)
    table.hand(0, spell)
    table.mana(0, mana)
    table.cast(spell, targets=[target])
    table.resolve_all()


@oracle
def test_gimlis_fury_on_a_legendary_creature_grants_trample(table: Table) -> None:
    """CR 608.2c: Isamaru is legendary: +3/+2 and trample."""
    _cast(table, "Gimli's Fury", "RR", "Isamaru, Hound of Konda")
    assert (table.power("Isamaru, Hound of Konda"), table.toughness("Isamaru, Hound of Konda")) \
        == (5, 4)
    assert table.has_keyword("Isamaru, Hound of Konda", "trample")


@oracle
def test_gimlis_fury_on_a_nonlegendary_creature_only_pumps(table: Table) -> None:
    """CR 608.2c: Grizzly Bears are not legendary: +3/+2, no trample."""
    _cast(table, "Gimli's Fury", "RR", "Grizzly Bears")
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (5, 4)
    assert not table.has_keyword("Grizzly Bears", "trample")


@oracle
def test_blessing_of_belzenlok_grants_lifelink_only_to_a_legendary_creature(
        table: Table) -> None:
    """CR 608.2c: lifelink for Isamaru (legendary), not for Grizzly Bears."""
    _cast(table, "Blessing of Belzenlok", "B", "Isamaru, Hound of Konda")
    assert table.power("Isamaru, Hound of Konda") == 4
    assert table.has_keyword("Isamaru, Hound of Konda", "lifelink")
    _cast(table, "Blessing of Belzenlok", "B", "Grizzly Bears")
    assert table.power("Grizzly Bears") == 4
    assert not table.has_keyword("Grizzly Bears", "lifelink")


@with_haste
def test_rush_the_room_grants_haste_to_a_goblin_only(table: Table) -> None:
    """CR 608.2c, 205.3: Goblin Piker is a Goblin: first strike and haste; Grizzly Bears get
    first strike only."""
    _cast(table, "Rush the Room", "R", "Goblin Piker")
    assert table.has_keyword("Goblin Piker", "first strike")
    assert table.has_keyword("Goblin Piker", "haste")
    _cast(table, "Rush the Room", "R", "Grizzly Bears")
    assert table.has_keyword("Grizzly Bears", "first strike")
    assert not table.has_keyword("Grizzly Bears", "haste")


@oracle
def test_revelation_of_power_with_a_counter_grants_flying_and_lifelink(table: Table) -> None:
    """CR 122.1, 608.2c: a +1/+1 counter on the creature: +2/+2, flying and lifelink."""
    _cast(table, "Revelation of Power", "WW", "Grizzly Bears", counters={"+1/+1": 1})
    assert table.power("Grizzly Bears") == 5
    assert table.has_keyword("Grizzly Bears", "flying")
    assert table.has_keyword("Grizzly Bears", "lifelink")


@oracle
def test_revelation_of_power_without_a_counter_only_pumps(table: Table) -> None:
    """CR 608.2c: no counter: +2/+2 only."""
    _cast(table, "Revelation of Power", "WW", "Grizzly Bears")
    assert table.power("Grizzly Bears") == 4
    assert not table.has_keyword("Grizzly Bears", "flying")
    assert not table.has_keyword("Grizzly Bears", "lifelink")


@oracle
def test_temur_battle_rage_grants_trample_with_a_power_four_creature(table: Table) -> None:
    """CR 608.2c: "That creature also gains trample ... if you control a creature with power 4
    or greater": the target gets double strike, and trample only with such a creature."""
    table.battlefield(0, "Hill Giant")
    _cast(table, "Temur Battle Rage", "RR", "Grizzly Bears")
    assert table.has_keyword("Grizzly Bears", "double strike")
    assert not table.has_keyword("Grizzly Bears", "trample")  # Hill Giant's power is 3
    table.battlefield(0, "Craw Wurm")
    _cast(table, "Temur Battle Rage", "RR", "Hill Giant")
    assert table.has_keyword("Hill Giant", "double strike")
    assert table.has_keyword("Hill Giant", "trample")  # Craw Wurm's power is 6
    assert not table.has_keyword("Craw Wurm", "trample")


@oracle
def test_efflorescence_grants_more_only_after_life_was_gained(table: Table) -> None:
    """CR 608.2c, 119.9: two +1/+1 counters either way; trample and indestructible for the
    same creature only when its caster gained life this turn."""
    _cast(table, "Efflorescence", "GGG", "Grizzly Bears")
    table.assert_counters("Grizzly Bears", "+1/+1", 2)
    assert not table.has_keyword("Grizzly Bears", "trample")
    table.game.gain_life(0, 1)
    _cast(table, "Efflorescence", "GGG", "Hill Giant")
    table.assert_counters("Hill Giant", "+1/+1", 2)
    assert table.has_keyword("Hill Giant", "trample")
    assert table.has_keyword("Hill Giant", "indestructible")
    assert not table.has_keyword("Grizzly Bears", "trample")
