"""An activated ability's effect counting what its cost sacrificed, played (CR 601.2h, 602.2b,
608.2h).

- "{1}, {T}, Sacrifice another creature: You gain life equal to the sacrificed creature's
  toughness. Draw a card." (Bushmeat Poacher);
- "Sacrifice a creature: Target player mills cards equal to the sacrificed creature's power."
  (Altar of Dementia);
- "{T}, Sacrifice a black or artifact creature: Add an amount of {B} equal to the sacrificed
  creature's mana value." (Soldevi Adnate, a mana ability, 605.1a);
- "{1}{U}{U}, Sacrifice a blue creature: Create X 1/1 blue Camarid creature tokens, where X is
  the sacrificed creature's mana value." (Homarid Spawning Bed).

The creature is the one the cost sacrificed, as it last existed on the battlefield (608.2h). A
cost that can't be paid is refused and the game is left as it was (CR 118.3, 732). The cards
come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.abilities import ActivatedAbility
from manastack.model.actions import ActivateAbility
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_608_2h_bushmeat_poacher_gains_the_sacrificed_toughness(table: Table) -> None:
    """CR 601.2h, 608.2h: Hill Giant (3/3) pumped to 6/6 by Giant Growth, then sacrificed: 6
    life gained, a card drawn (121.1)."""
    table.battlefield(0, "Bushmeat Poacher", "Hill Giant")
    table.lands(0, "Forest", 2)
    table.hand(0, "Giant Growth")
    table.library(0, "Island")
    table.cast("Giant Growth", targets=["Hill Giant"])
    table.resolve()
    table.activate("Bushmeat Poacher", 0, answers=[Answer("sacrifice", ("Hill Giant",))])
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)
    table.resolve()
    table.assert_life(0, 26)
    assert table.names(Zone.HAND, 0) == ["Island"]


@oracle
def test_732_bushmeat_poacher_cant_sacrifice_itself(table: Table) -> None:
    """CR 118.3, 732: "another creature": alone, the Poacher can't pay; nothing changes."""
    table.battlefield(0, "Bushmeat Poacher")
    table.lands(0, "Forest", 1)
    table.assert_illegal(table.activate, "Bushmeat Poacher", 0)
    table.assert_life(0, 20)


@oracle
def test_701_17a_altar_of_dementia_mills_the_sacrificed_power(table: Table) -> None:
    """CR 701.17a, 608.2h: Hill Giant (power 3) sacrificed: the target player mills three;
    the fourth card stays."""
    table.battlefield(0, "Altar of Dementia", "Hill Giant")
    table.library(1, "Island", "Island", "Island", "Forest")
    table.activate("Altar of Dementia", 0, targets=["Bob"],
                   answers=[Answer("sacrifice", ("Hill Giant",))])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Island", "Island", "Island"]
    assert table.names(Zone.LIBRARY, 1) == ["Forest"]


@oracle
def test_732_altar_of_dementia_without_a_creature_is_refused(table: Table) -> None:
    """CR 118.3, 732: no creature to sacrifice: refused, nothing milled."""
    table.battlefield(0, "Altar of Dementia")
    table.library(1, "Island")
    table.assert_illegal(table.activate, "Altar of Dementia", 0, targets=["Bob"])


def _adnate(table: Table, sacrificed: str) -> None:
    obj = table.find("Soldevi Adnate", zone=Zone.BATTLEFIELD)
    [index] = [i for i, a in enumerate(table.game.chars(obj.id).abilities)
               if isinstance(a, ActivatedAbility) and a.is_mana_ability]
    table.game.act(ActivateAbility(obj.id, index, "Soldevi Adnate"),
                   Answer("sacrifice", (sacrificed,)))


@oracle
def test_605_3a_soldevi_adnate_adds_the_sacrificed_mana_value(table: Table) -> None:
    """CR 605.3a, 202.3: a black creature of mana value 5 (Sengir Vampire, {3}{B}{B})
    sacrificed: five {B} at once."""
    table.battlefield(0, "Soldevi Adnate", "Sengir Vampire")
    _adnate(table, "Sengir Vampire")
    assert sorted(u.color for u in table.game.player(0).mana_pool) == ["B"] * 5
    table.assert_zone("Sengir Vampire", Zone.GRAVEYARD, 0)


@oracle
def test_605_3a_soldevi_adnate_takes_a_nonblack_artifact_creature(table: Table) -> None:
    """CR 105.2, 205.2a: "a black or artifact creature": either one; Bronze Sable (a colorless
    artifact creature, {2}) pays it: {B}{B}."""
    table.battlefield(0, "Soldevi Adnate", "Bronze Sable")
    _adnate(table, "Bronze Sable")
    assert sorted(u.color for u in table.game.player(0).mana_pool) == ["B"] * 2
    table.assert_zone("Bronze Sable", Zone.GRAVEYARD, 0)


@oracle
def test_732_soldevi_adnate_refuses_a_green_creature(table: Table) -> None:
    """CR 118.3, 732: "a black or artifact creature": Grizzly Bears (green, not an artifact)
    can't pay; nothing changes."""
    table.battlefield(0, "Soldevi Adnate", "Grizzly Bears")
    table.assert_illegal(_adnate, table, "Grizzly Bears")
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@oracle
def test_111_1_homarid_spawning_bed_creates_the_sacrificed_mana_value(table: Table) -> None:
    """CR 107.3c, 608.2h: a blue creature of mana value 3 (Man-o'-War) sacrificed: three 1/1
    Camarids."""
    table.battlefield(0, "Homarid Spawning Bed", "Man-o'-War")
    table.lands(0, "Island", 3)
    table.activate("Homarid Spawning Bed", 0, answers=[Answer("sacrifice", ("Man-o'-War",))])
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Camarid Token") == 3


@oracle
def test_608_2h_bosh_deals_the_sacrificed_artifacts_mana_value(table: Table) -> None:
    """CR 202.3, 608.2h: Bronze Sable ({2}) sacrificed: Bosh deals 2 damage to Bob."""
    table.battlefield(0, "Bosh, Iron Golem", "Bronze Sable")
    table.lands(0, "Mountain", 4)
    table.activate("Bosh, Iron Golem", 0, targets=["Bob"],
                   answers=[Answer("sacrifice", ("Bronze Sable",))])
    table.resolve()
    table.assert_life(1, 18)
    table.assert_zone("Bronze Sable", Zone.GRAVEYARD, 0)


@oracle
def test_608_2h_bosh_may_sacrifice_itself(table: Table) -> None:
    """CR 608.2h: Bosh is an artifact too: sacrificed, its own mana value ({8}) is dealt."""
    table.battlefield(0, "Bosh, Iron Golem")
    table.lands(0, "Mountain", 4)
    table.activate("Bosh, Iron Golem", 0, targets=["Bob"],
                   answers=[Answer("sacrifice", ("Bosh, Iron Golem",))])
    table.resolve()
    table.assert_life(1, 12)


@oracle
def test_732_bosh_without_the_mana_is_refused(table: Table) -> None:
    """CR 601.2h, 732: three Mountains can't pay {3}{R}: refused, the Sable stays."""
    table.battlefield(0, "Bosh, Iron Golem", "Bronze Sable")
    table.lands(0, "Mountain", 3)
    table.assert_illegal(table.activate, "Bosh, Iron Golem", 0, targets=["Bob"],
                         answers=[Answer("sacrifice", ("Bronze Sable",))])
    table.assert_zone("Bronze Sable", Zone.BATTLEFIELD, 0)
