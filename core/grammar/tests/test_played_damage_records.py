"""What was dealt damage, by which source, this turn, played from printed cards (CR 120.3,
614.1a, 608.2c, 400.7).

"If a creature dealt damage this way would die this turn, exile it instead" (Anger of the
Gods): the creatures the spell's damage was dealt to, not one whose damage was all
prevented (615.1a), nor one that came later; "If that creature or planeswalker would die
this turn, exile it instead" (Scorching Dragonfire): its target. "If a creature dealt damage
by this creature this turn would die, exile it instead" (Frostwielder) and "Whenever a
creature dealt damage by Baron Sengir this turn dies, put a +2/+2 counter on Baron Sengir"
(Baron Sengir): creatures this very object dealt damage to this turn, even if the creature
dies to something else later in the turn. The printed cards come from the pool below with
their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

ANGER_OF_THE_GODS = CardDef(
    name="Anger of the Gods", mana_cost="{1}{R}{R}", type_line="Sorcery",
    text="Anger of the Gods deals 3 damage to each creature. If a creature dealt damage this "
         "way would die this turn, exile it instead.")
SCORCHING_DRAGONFIRE = CardDef(
    name="Scorching Dragonfire", mana_cost="{1}{R}", type_line="Instant",
    text="Scorching Dragonfire deals 3 damage to target creature or planeswalker. If that "
         "creature or planeswalker would die this turn, exile it instead.")
LIGHTNING_BOLT = CardDef(
    name="Lightning Bolt", mana_cost="{R}", type_line="Instant",
    text="Lightning Bolt deals 3 damage to any target.")
SHIELDMATES_BLESSING = CardDef(
    name="Shieldmate's Blessing", mana_cost="{W}", type_line="Instant",
    text="Prevent the next 3 damage that would be dealt to any target this turn.")
FROSTWIELDER = CardDef(
    name="Frostwielder", mana_cost="{2}{R}{R}", type_line="Creature — Human Shaman",
    text="If a creature dealt damage by this creature this turn would die, exile it instead.\n"
         "{T}: This creature deals 1 damage to any target.", power="1", toughness="2")
BARON_SENGIR = CardDef(
    name="Baron Sengir", mana_cost="{5}{B}{B}{B}",
    type_line="Legendary Creature — Vampire Noble",
    text="Flying\nWhenever a creature dealt damage by Baron Sengir this turn dies, put a "
         "+2/+2 counter on Baron Sengir.\n{T}: Regenerate another target Vampire.",
    power="5", toughness="5")
PRINTED = (ANGER_OF_THE_GODS, SCORCHING_DRAGONFIRE, LIGHTNING_BOLT, SHIELDMATES_BLESSING,
           FROSTWIELDER, BARON_SENGIR)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


def _bolt(table: Table, target: str) -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[target])
    table.resolve()


@kit
def test_anger_of_the_gods_exiles_what_it_dealt_damage_to(table: Table) -> None:
    """Anger of the Gods: the Bears and the Giant it kills are exiled; the Craw Wurm (6/4)
    lives, and Bolted later this turn is exiled too; an Ogre that arrives afterwards, not
    dealt damage this way, goes to the graveyard when Bolted."""
    table.battlefield(1, "Grizzly Bears", "Hill Giant", "Craw Wurm")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Anger of the Gods")
    table.cast("Anger of the Gods")
    table.resolve()
    table.assert_zone("Grizzly Bears", "exile")
    table.assert_zone("Hill Giant", "exile")
    table.assert_zone("Craw Wurm", "battlefield")
    table.assert_logged(rule="614.1a")
    _bolt(table, "Craw Wurm")
    table.assert_zone("Craw Wurm", "exile")
    table.battlefield(1, "Gray Ogre")
    _bolt(table, "Gray Ogre")
    table.assert_zone("Gray Ogre", "graveyard")


@kit
def test_prevented_damage_is_not_dealt_this_way(table: Table) -> None:
    """Shieldmate's Blessing prevents Anger's 3 damage to the Craw Wurm (615.1a): it was not
    dealt damage this way, and two Bolts later it dies to the graveyard."""
    table.battlefield(1, "Craw Wurm", "Grizzly Bears")
    table.lands(0, "Plains", 1)
    table.hand(0, "Shieldmate's Blessing")
    table.cast("Shieldmate's Blessing", targets=["Craw Wurm"])
    table.resolve()
    table.lands(0, "Mountain", 3)
    table.hand(0, "Anger of the Gods")
    table.cast("Anger of the Gods")
    table.resolve()
    table.assert_zone("Grizzly Bears", "exile")
    assert table.find("Craw Wurm").damage == 0
    _bolt(table, "Craw Wurm")
    _bolt(table, "Craw Wurm")
    table.assert_zone("Craw Wurm", "graveyard")


@kit
def test_that_creature_or_planeswalker_is_exiled(table: Table) -> None:
    """Scorching Dragonfire kills the Giant it targets: exiled instead (614.1a)."""
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Scorching Dragonfire")
    table.cast("Scorching Dragonfire", targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Hill Giant", "exile")


@kit
def test_frostwielder_exiles_what_it_dealt_damage_to(table: Table) -> None:
    """Frostwielder pings the Giant (1 damage): Bolted afterwards, it dies and is exiled;
    Bob's Ogre, not dealt damage by Frostwielder, Bolted goes to the graveyard."""
    table.battlefield(0, "Frostwielder")
    table.battlefield(1, "Hill Giant", "Gray Ogre")
    table.activate("Frostwielder", targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Hill Giant", "battlefield")
    _bolt(table, "Hill Giant")
    table.assert_zone("Hill Giant", "exile")
    _bolt(table, "Gray Ogre")
    table.assert_zone("Gray Ogre", "graveyard")


@kit
def test_frostwielder_exiles_the_creature_its_damage_kills(table: Table) -> None:
    """Frostwielder pings Llanowar Elves (1/1): the damage is dealt and recorded, and the
    Elves die to it at once (CR 704.5g) with nothing else changed on the battlefield in
    between: "dealt damage by this creature this turn" already matches it, so it is exiled
    (CR 120.3, 614.1a)."""
    table.battlefield(0, "Frostwielder")
    table.battlefield(1, "Llanowar Elves")
    table.activate("Frostwielder", targets=["Llanowar Elves"])
    table.resolve()
    table.assert_zone("Llanowar Elves", "exile")


@kit
def test_frostwielder_only_this_turn(table: Table) -> None:
    """Frostwielder pings the Giant on Alice's turn; on Bob's turn, Bolted, the Giant goes
    to the graveyard: "this turn" is over."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Frostwielder")
    table.battlefield(1, "Hill Giant")
    table.activate("Frostwielder", targets=["Hill Giant"])
    table.resolve()
    table.next_turn()
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Hill Giant", "graveyard")


@kit
def test_baron_sengir_grows_when_what_it_damaged_dies(table: Table) -> None:
    """Baron Sengir blocks Bob's Hill Giant, Shieldmate's Blessing on the Giant prevents 3 of
    its 5 damage: the Giant, dealt 2, lives; Bolted after combat it dies and the Baron gets a
    +2/+2 counter; a Bolted Ogre it never damaged gives none. The next time, blocking the
    Craw Wurm, the Baron (7/7) kills it: a second counter."""
    table.library(0, "Forest", "Forest", "Forest")
    table.library(1, "Forest", "Forest", "Forest")
    table.battlefield(0, "Baron Sengir")
    table.battlefield(1, "Hill Giant", "Gray Ogre", "Craw Wurm")
    table.next_turn()
    table.attack("Hill Giant")
    table.block({"Baron Sengir": "Hill Giant"})
    table.pass_priority()
    table.lands(0, "Plains", 1)
    table.hand(0, "Shieldmate's Blessing")
    table.cast("Shieldmate's Blessing", targets=["Hill Giant"])
    table.resolve()
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Hill Giant", "battlefield")
    assert table.find("Hill Giant").damage == 2
    table.pass_priority()
    _bolt(table, "Gray Ogre")
    table.resolve_all()
    table.assert_zone("Gray Ogre", "graveyard")
    table.assert_counters("Baron Sengir", "+2/+2", 0)
    table.pass_priority()
    _bolt(table, "Hill Giant")
    table.resolve_all()
    table.assert_zone("Hill Giant", "graveyard")
    table.assert_counters("Baron Sengir", "+2/+2", 1)
    assert (table.power("Baron Sengir"), table.toughness("Baron Sengir")) == (7, 7)
    table.next_turn()
    table.next_turn()
    table.attack("Craw Wurm")
    table.block({"Baron Sengir": "Craw Wurm"})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_zone("Craw Wurm", "graveyard")
    table.assert_counters("Baron Sengir", "+2/+2", 2)
    assert table.power("Baron Sengir") == 9


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
