"""Trigger conditions on damage a source deals, played from printed cards (CR 603.2, 603.2c,
120.3, 120.4).

"Whenever enchanted creature deals damage, you gain that much life" (Armadillo Cloak, Spirit
Link): once for each damage event, with all the damage the creature dealt in it after
prevention (a trampler's damage to its blocker and to the player is one event); prevented
damage is not dealt and triggers nothing (603.2g). "Whenever a creature you control deals
combat damage to a player, that player discards a card" (Larceny): "that player" is the
one dealt damage. "Whenever this creature deals combat damage to a creature, destroy that
creature" (Voracious Cobra), "..., tap that creature and it doesn't untap during its
controller's next untap step" (Kashi-Tribe Warriors): "that creature" is the one dealt
damage, and no longer found once it has died (400.7). The printed cards come from the pool
below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

ARMADILLO_CLOAK = CardDef(
    name="Armadillo Cloak", mana_cost="{1}{G}{W}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +2/+2 and has trample.\nWhenever enchanted "
         "creature deals damage, you gain that much life.")
SPIRIT_LINK = CardDef(
    name="Spirit Link", mana_cost="{W}", type_line="Enchantment — Aura",
    text="Enchant creature (Target a creature as you cast this. This card enters attached to "
         "that creature.)\nWhenever enchanted creature deals damage, you gain that much life.")
KJELDORAN_GARGOYLE = CardDef(
    name="Kjeldoran Gargoyle", mana_cost="{5}{W}", type_line="Creature — Gargoyle",
    text="Flying, first strike\nWhenever this creature deals damage, you gain that much life.",
    power="3", toughness="3")
SHIELDMATES_BLESSING = CardDef(
    name="Shieldmate's Blessing", mana_cost="{W}", type_line="Instant",
    text="Prevent the next 3 damage that would be dealt to any target this turn.")
HOLY_DAY = CardDef(
    name="Holy Day", mana_cost="{W}", type_line="Instant",
    text="Prevent all combat damage that would be dealt this turn.")
LARCENY = CardDef(
    name="Larceny", mana_cost="{3}{B}{B}", type_line="Enchantment",
    text="Whenever a creature you control deals combat damage to a player, that player "
         "discards a card.")
VORACIOUS_COBRA = CardDef(
    name="Voracious Cobra", mana_cost="{2}{R}{G}", type_line="Creature — Snake",
    text="First strike\nWhenever this creature deals combat damage to a creature, destroy "
         "that creature.", power="2", toughness="2")
KASHI_TRIBE_WARRIORS = CardDef(
    name="Kashi-Tribe Warriors", mana_cost="{3}{G}{G}", type_line="Creature — Snake Warrior",
    text="Whenever this creature deals combat damage to a creature, tap that creature and it "
         "doesn't untap during its controller's next untap step.", power="2", toughness="4")

PRINTED = (ARMADILLO_CLOAK, SPIRIT_LINK, KJELDORAN_GARGOYLE, SHIELDMATES_BLESSING, HOLY_DAY,
           LARCENY, VORACIOUS_COBRA, KASHI_TRIBE_WARRIORS)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


def _enchant(table: Table, aura: str, creature: str, lands: dict[str, int]) -> None:
    for land, count in lands.items():
        table.lands(0, land, count)
    table.hand(0, aura)
    table.cast(aura, targets=[creature])
    table.resolve()
    assert table.find(aura).attached_to == table.find(creature).id


def _triggers(table: Table, name: str) -> int:
    return sum(1 for e in table.game.log if e.kind == "trigger"
               and e.text.startswith(f"{name} triggers"))


@kit
def test_trampler_gains_all_it_dealt_once(table: Table) -> None:
    """Armadillo Cloak on Alice's Hill Giant (5/5 trample) blocked by Bob's Bears: 2 damage
    to the Bears and 3 to Bob are one damage event: the Cloak triggers once, Alice gains 5."""
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Grizzly Bears")
    _enchant(table, "Armadillo Cloak", "Hill Giant", {"Forest": 2, "Plains": 1})
    table.attack("Hill Giant")
    table.block({"Grizzly Bears": "Hill Giant"})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 17
    table.assert_zone("Grizzly Bears", "graveyard")
    assert _triggers(table, "Armadillo Cloak") == 1
    assert table.life(0) == 25
    table.assert_logged(rule="603.2c", contains="dealt 5 damage in all")


@kit
def test_that_much_is_the_damage_dealt_after_prevention(table: Table) -> None:
    """Shieldmate's Blessing on Bob prevents 3 of the Cloaked Giant's damage to him
    (615.7): it dealt 2 (to the Bears) and Alice gains 2, not 5."""
    table.battlefield(0, "Hill Giant")
    table.battlefield(1, "Grizzly Bears")
    _enchant(table, "Armadillo Cloak", "Hill Giant", {"Forest": 2, "Plains": 1})
    table.attack("Hill Giant")
    table.block({"Grizzly Bears": "Hill Giant"})
    table.lands(0, "Plains", 1)
    table.hand(0, "Shieldmate's Blessing")
    table.cast("Shieldmate's Blessing", targets=["Bob"])
    table.resolve()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 20
    table.assert_zone("Grizzly Bears", "graveyard")
    assert table.life(0) == 22


@kit
def test_prevented_damage_gains_nothing(table: Table) -> None:
    """Holy Day prevents all combat damage: Kjeldoran Gargoyle deals none, nothing
    triggers (603.2g, 615.1a); the next turn, unprevented, it gains its 3 once."""
    table.library(0, "Forest", "Forest", "Forest")
    table.library(1, "Forest", "Forest", "Forest")
    table.battlefield(0, "Kjeldoran Gargoyle")
    table.lands(0, "Plains", 1)
    table.hand(0, "Holy Day")
    table.go_to(Step.BEGIN_COMBAT)
    table.cast("Holy Day")
    table.resolve()
    table.attack("Kjeldoran Gargoyle")
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 20
    assert table.life(0) == 20
    assert _triggers(table, "Kjeldoran Gargoyle") == 0
    table.next_turn()
    table.next_turn()
    table.attack("Kjeldoran Gargoyle")
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 17
    assert table.life(0) == 23


@kit
def test_you_are_the_auras_controller(table: Table) -> None:
    """Alice's Spirit Link on Bob's Hill Giant: the Giant hitting Alice gains her (the
    Aura's controller) 3; Bob gains nothing."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(1, "Hill Giant")
    _enchant(table, "Spirit Link", "Hill Giant", {"Plains": 1})
    table.next_turn()
    table.attack("Hill Giant")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(0) == 20  # 3 damage, then 3 life
    assert table.life(1) == 20
    assert _triggers(table, "Spirit Link") == 1


@kit
def test_that_player_discards(table: Table) -> None:
    """Larceny: Alice's Bears and Ogre hit Bob: two triggers, Bob (the player dealt damage)
    discards two of his three cards; Bob's Giant hitting Alice makes nobody discard."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Larceny", "Grizzly Bears", "Gray Ogre")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Forest", "Forest")
    table.hand(1, "Island", "Island", "Island")
    table.attack("Grizzly Bears", "Gray Ogre")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 16
    assert len(table.names("hand", 1)) == 1
    assert len(table.names("graveyard", 1)) == 2
    assert table.names("hand", 0) == ["Forest", "Forest"]
    table.next_turn()
    hand = len(table.names("hand", 0))
    table.attack("Hill Giant")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(0) == 17
    assert len(table.names("hand", 0)) == hand


@kit
def test_destroy_that_creature(table: Table) -> None:
    """Voracious Cobra blocks Bob's Hill Giant: its first-strike damage destroys the Giant
    before it deals its own (510.4), the Cobra lives; the unblocked Bears, dealt no damage
    by the Cobra, stay."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Voracious Cobra")
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.next_turn()
    table.attack("Hill Giant", "Grizzly Bears")
    table.block({"Voracious Cobra": "Hill Giant"})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_zone("Hill Giant", "graveyard")
    table.assert_zone("Voracious Cobra", "battlefield")
    table.assert_zone("Grizzly Bears", "battlefield")
    assert table.life(0) == 18
    assert _triggers(table, "Voracious Cobra") == 1


@kit
def test_that_creature_once_dead_is_not_found(table: Table) -> None:
    """Voracious Cobra attacks into Bob's Llanowar Elves: its damage kills them before the
    trigger resolves; the card in the graveyard is a new object (400.7): nothing is
    destroyed and the card stays there."""
    table.battlefield(0, "Voracious Cobra")
    table.battlefield(1, "Llanowar Elves")
    table.attack("Voracious Cobra")
    table.block({"Llanowar Elves": "Voracious Cobra"})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_zone("Llanowar Elves", "graveyard")
    table.assert_zone("Voracious Cobra", "battlefield")
    assert _triggers(table, "Voracious Cobra") == 1
    assert table.life(1) == 20


@kit
def test_tap_that_creature_it_doesnt_untap(table: Table) -> None:
    """Kashi-Tribe Warriors blocked by Bob's Hill Giant: the Giant is tapped and stays
    tapped through Bob's next untap step (the Warriors, not dealt lethal damage, live)."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Kashi-Tribe Warriors")
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.attack("Kashi-Tribe Warriors")
    table.block({"Hill Giant": "Kashi-Tribe Warriors"})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_tapped("Hill Giant")
    table.assert_tapped("Grizzly Bears", False)
    table.next_turn()
    table.assert_tapped("Hill Giant")
    table.assert_zone("Kashi-Tribe Warriors", "battlefield")


@kit
def test_tap_that_creature_once_it_died_taps_nothing(table: Table) -> None:
    """CR 400.7, 701.26a: Kashi-Tribe Warriors kills the Grizzly Bears blocking it; its
    trigger resolves after the Bears died: "tap that creature" finds no permanent to tap (a
    new object in the graveyard), and the game goes on."""
    table.battlefield(0, "Kashi-Tribe Warriors")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Kashi-Tribe Warriors")
    table.block({"Grizzly Bears": "Kashi-Tribe Warriors"})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", "graveyard")
    assert _triggers(table, "Kashi-Tribe Warriors") == 1
    table.assert_zone("Kashi-Tribe Warriors", "battlefield")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
