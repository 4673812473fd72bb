"""A granted ability naming the card that grants it, played (CR 201.5a).

"If an ability's effect grants another ability to an object, and that second ability refers
to that first ability's source by name, the name refers only to the specific object which is
that first ability's source." Inside the quotes, "this creature" is the object that has the
ability; the card's name is the Equipment, Aura or enchantment granting it:

- Spare Dagger: "you may sacrifice Spare Dagger. When you do, this creature deals 1 damage":
  the Dagger is sacrificed, the creature deals the damage; another Spare Dagger stays; a
  Dagger gone before the trigger resolves can't be sacrificed (400.7), so no damage;
- Ninja's Kunai: "{1}, {T}, Sacrifice Ninja's Kunai: Ninja's Kunai deals 3 damage": the Kunai
  is sacrificed to pay, and deals the damage as it last existed (608.2h);
- Citizen's Crowbar: "{W}, {T}, Sacrifice Citizen's Crowbar: Destroy target artifact ...";
- Trusty Boomerang: "Tap target creature. Return Trusty Boomerang to its owner's hand";
- Nettlevine Blight: "sacrifice this permanent and attach Nettlevine Blight to a creature or
  land you control": the enchanted permanent goes, the Aura moves;
- Archery Training: "This creature deals X damage ..., where X is the number of arrow
  counters on Archery Training": the Aura's counters;
- Gutter Grime (201.5a's example): the Ooze token's power and toughness are the slime
  counters on the Gutter Grime that created it, not on another Gutter Grime, nor the token's.

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.errors import UnsupportedCardError
from manastack.model.objects import GameObject, Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _equip(table: Table, equipment: str, creature: str) -> GameObject:
    """``equipment``'s equip ability onto ``creature``, resolved; the Equipment returned."""
    table.activate(equipment, 0, targets=[creature])
    table.resolve()
    found = table.find(equipment)
    assert found.attached_to == table.find(creature).id
    return found


@oracle
def test_201_5a_spare_dagger_sacrifices_the_dagger_not_the_creature(table: Table) -> None:
    """CR 201.5a, 603.12: Grizzly Bears equipped with Spare Dagger attack; Alice sacrifices
    "Spare Dagger": that Dagger, not the Bears (and not the other Spare Dagger she controls);
    when she does, the Bears deal 1 damage to Bob."""
    table.battlefield(0, "Grizzly Bears", "Spare Dagger", "Spare Dagger", "Plains")
    dagger = _equip(table, "Spare Dagger", "Grizzly Bears")
    other = next(o for o in table.game.objects_in(Zone.BATTLEFIELD)
                 if o.card.name == "Spare Dagger" and o.id != dagger.id)
    assert table.power("Grizzly Bears") == 3
    table.attack("Grizzly Bears")
    table.answer("may", "yes")
    table.answer("targets", "Bob")
    table.resolve_all()
    assert table.game.find(dagger.id) is None  # it left the battlefield: a new object (400.7)
    table.assert_zone("Spare Dagger", Zone.GRAVEYARD)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    assert table.game.obj(other.id).zone is Zone.BATTLEFIELD
    table.assert_life(1, 19)
    table.assert_logged(rule="120.3a", contains="Grizzly Bears")


@oracle
def test_201_5a_spare_dagger_gone_before_its_trigger_resolves(table: Table) -> None:
    """CR 201.5a, 400.7, 701.21a: the trigger is on the stack and the Dagger is destroyed
    (Shatter): "Spare Dagger" is still that Dagger, gone, so nothing is sacrificed, the
    reflexive "When you do" doesn't trigger (603.12), and the Bears stay."""
    table.battlefield(0, "Grizzly Bears", "Spare Dagger", "Plains", "Mountain", "Mountain")
    _equip(table, "Spare Dagger", "Grizzly Bears")
    table.hand(0, "Shatter")
    table.attack("Grizzly Bears")
    table.cast("Shatter", targets=["Spare Dagger"])
    table.resolve()  # Shatter
    table.assert_zone("Spare Dagger", Zone.GRAVEYARD)
    table.answer("may", "yes")
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.assert_life(1, 20)
    table.assert_logged(rule="603.12", contains="it doesn't trigger")
    table.assert_not_logged(rule="701.21a")


@oracle
def test_201_5a_ninjas_kunai_is_sacrificed_and_deals_the_damage(table: Table) -> None:
    """CR 201.5a, 602.2b, 608.2h: the equipped Bears' "{1}, {T}, Sacrifice Ninja's Kunai:
    Ninja's Kunai deals 3 damage to any target": the Kunai is sacrificed to pay (the Bears
    stay, tapped) and deals the 3 damage, as it last existed."""
    table.battlefield(0, "Grizzly Bears", "Ninja's Kunai", "Plains", "Plains")
    _equip(table, "Ninja's Kunai", "Grizzly Bears")
    table.activate("Grizzly Bears", 0, targets=["Bob"])
    table.assert_zone("Ninja's Kunai", Zone.GRAVEYARD)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.assert_tapped("Grizzly Bears")
    table.assert_life(1, 17)
    table.assert_logged(rule="120.3a", contains="Ninja's Kunai")
    table.assert_not_logged(rule="120.3a", contains="Grizzly Bears")


@oracle
def test_201_5a_citizens_crowbar_is_sacrificed_to_destroy(table: Table) -> None:
    """CR 201.5a, 602.2b: the equipped Bears' "{W}, {T}, Sacrifice Citizen's Crowbar: Destroy
    target artifact or enchantment": the Crowbar is sacrificed, the Bears stay, Bob's
    Bonesplitter is destroyed."""
    table.battlefield(0, "Grizzly Bears", "Citizen's Crowbar", "Plains", "Plains", "Plains")
    table.battlefield(1, "Bonesplitter")
    _equip(table, "Citizen's Crowbar", "Grizzly Bears")
    table.activate("Grizzly Bears", 0, targets=["Bonesplitter"])
    table.resolve()
    table.assert_zone("Citizen's Crowbar", Zone.GRAVEYARD)
    table.assert_zone("Bonesplitter", Zone.GRAVEYARD)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)


@oracle
def test_201_5a_trusty_boomerang_returns_itself(table: Table) -> None:
    """CR 201.5a, 400.7: the equipped Bears' "{1}, {T}: Tap target creature. Return Trusty
    Boomerang to its owner's hand": Bob's Hill Giant is tapped, the Boomerang goes to Alice's
    hand, the Bears stay on the battlefield."""
    table.battlefield(0, "Grizzly Bears", "Trusty Boomerang", "Plains", "Plains")
    table.battlefield(1, "Hill Giant")
    _equip(table, "Trusty Boomerang", "Grizzly Bears")
    table.activate("Grizzly Bears", 0, targets=["Hill Giant"])
    table.resolve()
    table.assert_tapped("Hill Giant")
    table.assert_zone("Trusty Boomerang", Zone.HAND, player=0)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)


@oracle
def test_201_5a_nettlevine_blight_moves_itself_after_the_sacrifice(table: Table) -> None:
    """CR 201.5a, 701.3a: Alice's Nettlevine Blight enchants Bob's Grizzly Bears; at Bob's end
    step "sacrifice this permanent and attach Nettlevine Blight to a creature or land you
    control": Bob sacrifices the Bears and the Blight is attached to his Forest."""
    table.battlefield(0, "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp")
    table.battlefield(1, "Grizzly Bears", "Forest")
    table.hand(0, "Nettlevine Blight")
    table.library(0, "Swamp", "Swamp")
    table.library(1, "Island", "Island")
    table.cast("Nettlevine Blight", targets=["Grizzly Bears"])
    table.resolve()
    table.next_turn()  # Bob's
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    table.assert_zone("Nettlevine Blight", Zone.BATTLEFIELD)
    assert table.find("Nettlevine Blight").attached_to == table.find("Forest").id


@oracle
def test_201_5a_archery_training_counts_its_own_arrow_counters(table: Table) -> None:
    """CR 201.5a, 107.3: Archery Training (two arrow counters) enchants Alice's Grizzly Bears;
    Bob's Hill Giant attacks; "{T}: This creature deals X damage to target attacking or
    blocking creature, where X is the number of arrow counters on Archery Training": 2
    damage, the Aura's counters (the Bears have none)."""
    table.battlefield(0, "Grizzly Bears", "Plains")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Archery Training")
    table.library(0, "Plains", "Plains")
    table.library(1, "Island", "Island")
    table.cast("Archery Training", targets=["Grizzly Bears"])
    table.resolve()
    training = table.find("Archery Training")
    table.game.update(training.id, counters={"arrow": 2})
    table.refresh()
    table.next_turn()  # Bob's
    table.attack("Hill Giant")
    table.pass_priority()  # Bob passes: Alice may act
    table.activate("Grizzly Bears", 0, targets=["Hill Giant"])
    table.resolve()
    assert table.find("Hill Giant").damage == 2


@oracle
def test_201_5a_gutter_grimes_ooze_counts_its_own_gutter_grime(table: Table) -> None:
    """CR 201.5a (its example), 604.3, 400.7: two Gutter Grimes, one with three slime
    counters; Alice's Grizzly Bears die: each puts a slime counter on itself and creates an
    Ooze counting the counters on the Gutter Grime that created it: a 4/4 and a 1/1. The
    first Gutter Grime destroyed, its Ooze has no Gutter Grime to count: 0/0, it dies
    (704.5f); the other stays 1/1."""
    grime, plain = table.battlefield(0, "Gutter Grime", "Gutter Grime")
    table.game.update(grime.id, counters={"slime": 3})
    table.battlefield(0, "Grizzly Bears", "Mountain", "Plains", "Plains")
    table.hand(0, "Lightning Bolt", "Disenchant")
    table.refresh()
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve_all()
    oozes = [o for o in table.game.objects_in(Zone.BATTLEFIELD) if o.card.name == "Ooze Token"]
    assert sorted(table.game.power(o.id) for o in oozes) == [1, 4]
    assert sorted(table.game.toughness(o.id) for o in oozes) == [1, 4]
    assert table.game.obj(grime.id).counter("slime") == 4
    assert table.game.obj(plain.id).counter("slime") == 1
    big = next(o for o in oozes if table.game.power(o.id) == 4)
    small = next(o for o in oozes if o.id != big.id)
    table.cast("Disenchant", targets=[grime.id])
    table.resolve()
    assert table.game.find(big.id) is None  # 0/0: put into the graveyard (704.5f)
    assert table.game.power(small.id) == 1


@pytest.mark.plugins("oracle", "haste")
def test_201_5a_citizens_crowbar_of_another_player_cant_be_sacrificed(table: Table) -> None:
    """CR 201.5a, 301.5d, 701.21a, 118.3: Bob gains control of Alice's Grizzly Bears (Act of
    Treason); the Bears still have the Crowbar's ability, but the Crowbar is Alice's: Bob
    can't sacrifice it, so he can't activate the ability (and never sacrifices the Bears)."""
    table.battlefield(0, "Grizzly Bears", "Citizen's Crowbar", "Plains", "Plains")
    table.battlefield(1, "Mountain", "Mountain", "Mountain", "Plains", "Bonesplitter")
    table.hand(1, "Act of Treason")
    table.library(0, "Plains", "Plains")
    table.library(1, "Island", "Island")
    _equip(table, "Citizen's Crowbar", "Grizzly Bears")
    table.next_turn()  # Bob's
    table.cast("Act of Treason", targets=["Grizzly Bears"])
    table.resolve()
    assert table.game.controller(table.find("Grizzly Bears").id) == 1
    table.assert_illegal(table.activate, "Grizzly Bears", 0, targets=["Bonesplitter"])
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.assert_zone("Citizen's Crowbar", Zone.BATTLEFIELD)
    table.assert_zone("Bonesplitter", Zone.BATTLEFIELD)


def test_201_5a_a_resolving_abilitys_grant_names_its_source(table: Table) -> None:
    """CR 201.5a, 611.2: no printed card read grants such an ability as it resolves; a card
    made for the test shows the name bound to the source of the resolving ability: the Bears
    gain "{T}: Test Totem deals 1 damage to any target", and the Totem deals it."""
    totem = table.card("Test Totem", "Artifact", '{1}: Until end of turn, target creature gains '
                       '"{T}: Test Totem deals 1 damage to any target."', "{1}")
    table.game.put(totem, Zone.BATTLEFIELD, 0)
    table.battlefield(0, "Grizzly Bears", "Plains")
    table.activate("Test Totem", 0, targets=["Grizzly Bears"])
    table.resolve()
    table.activate("Grizzly Bears", 0, targets=["Bob"])
    table.resolve()
    table.assert_life(1, 19)
    table.assert_logged(rule="201.5a", contains="Test Totem")
    table.assert_logged(rule="120.3a", contains="Test Totem")


@pytest.mark.parametrize("type_line, text", [
    # an emblem's ability: no granting effect binds the name
    ("Sorcery", 'You get an emblem with "Whenever a creature you control dies, Test Card deals 1 '
                'damage to any target."'),
    # a spell is gone once it has resolved
    ("Instant", 'Until end of turn, target creature gains "When this creature dies, Test Card '
                'deals 2 damage to any target."'),
    # named again after it moved: the new object (201.5a), which the binding doesn't follow
    ("Artifact — Equipment", 'Equipped creature has "{T}: Return Test Card to its owner\'s hand. '
                             'Test Card deals 1 damage to any target."'),
])
def test_201_5a_a_name_nothing_binds_is_not_read(table: Table, type_line: str,
                                                  text: str) -> None:
    """CR 201.5a: the card's name in a quoted ability that no granting effect binds to the
    granting object, or named again after the ability moved it, is refused, naming it."""
    with pytest.raises(UnsupportedCardError, match=r"CR 201\.5a"):
        table.card("Test Card", type_line, text, "{1}")
