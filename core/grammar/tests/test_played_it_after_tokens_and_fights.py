""""It" / "that card" / "the exiled cards" right after tokens are created or a fight (CR 608.2c).

"It" is what the instruction before acted on, unless the words can't mean it. A token isn't a
card (CR 108.2b, 111.1): Wight's "create a tapped 2/2 black Zombie creature token and exile
that card" exiles the card of the creature that died (603.7c), not the Zombie. A singular "it"
after three tokens is not those tokens: Rolling Hamsphere's "create three 1/1 red Hamster
creature tokens, then it deals X damage" is the Vehicle dealing it (113.7). After "it fights
up to one target creature", "that creature" is the creature fought (701.14a): Mawloc's "If
that creature would die this turn, exile it instead" exiles the Bears, not Mawloc. "Where X is
its power" in Ukkima's leaves-the-battlefield trigger is Ukkima's power as it last existed
(608.2h) for the life gained too, though the damage dealt to a player came between. Disorder
in the Court's "Exile X target creatures, then investigate X times. Return the exiled cards
..." returns the creatures the spell exiled, not the Clues. The cards are the printed cards of
the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.api import EventRef, Exile
from manastack.driver import Table
from manastack.loading.rules import Rules
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")


@oracle
def test_wight_exiles_the_card_of_the_creature_that_died(table: Table) -> None:
    """CR 108.2b, 603.7c: Grizzly Bears dealt damage by Wight dies: Alice creates a tapped
    Zombie token and the Bears card is exiled from Bob's graveyard; the Zombie stays."""
    table.battlefield(0, "Wight")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Wight")
    table.block({"Grizzly Bears": "Wight"})
    table.go_to(Step.COMBAT_DAMAGE)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    assert table.names(Zone.BATTLEFIELD, 0) == ["Zombie Token"]
    table.assert_tapped("Zombie Token")


@oracle
def test_wight_reads_that_card_as_the_event_card(rules: Rules) -> None:
    """CR 608.2c: the structure names the event's object, not the tokens just created."""
    ability = rules.card("Wight").abilities[-1]
    effect = ability.effect.instructions  # type: ignore[union-attr]
    assert isinstance(effect[-1], Exile)
    assert effect[-1].what == EventRef("obj")


@pytest.mark.plugins("oracle", "crew")
def test_rolling_hamsphere_deals_the_damage_itself(table: Table) -> None:
    """CR 113.7, 120.3: Rolling Hamsphere attacks: three Hamsters are created and the Vehicle
    (not a Hamster) deals Bob 3 damage, one for each Hamster."""
    table.battlefield(0, "Rolling Hamsphere", "Hill Giant")
    table.set_turn(step=Step.BEGIN_COMBAT)
    table.activate("Rolling Hamsphere", tap=["Hill Giant"])
    table.resolve()
    table.answer("targets", "Bob")
    table.attack("Rolling Hamsphere")
    table.resolve_all()
    table.assert_life(1, 17)
    dealt = [e.text for e in table.game.log if "damage to Bob" in e.text]
    assert len(dealt) == 1 and dealt[0].startswith("Rolling Hamsphere#"), dealt


@pytest.mark.plugins("oracle", "ravenous")
def test_mawloc_exiles_the_creature_it_fought(table: Table) -> None:
    """CR 701.14a, 614.1a: Mawloc (X=3, a 5/5) fights Grizzly Bears: the Bears would die and
    are exiled instead; Mawloc, which the replacement doesn't watch, stays."""
    table.lands(0, "Forest", 4)
    table.lands(0, "Mountain", 1)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Mawloc")
    table.cast("Mawloc", x=3)
    table.answer("targets", "Grizzly Bears")
    table.resolve()
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    table.assert_zone("Mawloc", Zone.BATTLEFIELD)


@pytest.mark.plugins("oracle", "partner")
def test_ukkima_gains_life_equal_to_its_last_power(table: Table) -> None:
    """CR 603.10a, 608.2h: Ukkima with a +1/+1 counter (3/3) dies: it deals 3 damage to Bob
    and Alice gains 3 life, both X its power as it last existed."""
    table.battlefield(0, "Ukkima, Stalking Shadow", counters={"+1/+1": 1})
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Ukkima, Stalking Shadow"])
    table.answer("targets", "Bob")
    table.resolve()
    table.resolve_all()
    table.assert_life(1, 17)
    table.assert_life(0, 23)


@oracle
def test_disorder_in_the_court_returns_the_exiled_creatures(table: Table) -> None:
    """CR 406.2, 603.7c, 608.2c: X=2 exiles Grizzly Bears and Bob's Hill Giant and makes two
    Clues; at the next end step "the exiled cards" (not the Clues) return tapped under
    their owners' control."""
    table.lands(0, "Plains", 4)
    table.lands(0, "Island", 2)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Disorder in the Court")
    table.cast("Disorder in the Court", x=2, targets=[["Grizzly Bears", "Hill Giant"]])
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.EXILE)
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    table.assert_tapped("Hill Giant")
    assert table.names(Zone.BATTLEFIELD, 0).count("Clue Token") == 2
