"""Printed "it deals damage equal to its power" where "it" has left the battlefield, or is the
object of the trigger event, played (CR 608.2h, 113.7a, 603.2, 603.7c, 603.10a, 702.2b,
702.15b).

- Heartfire Hero: "When this creature dies, it deals damage equal to its power to each
  opponent.": the Hero dealt the damage as it last existed, its +1/+1 counters counted.
- Heartfire Immolator: "{R}, Sacrifice this creature: It deals damage equal to its power to
  target creature or planeswalker.": the creature sacrificed to pay the cost, as it last
  existed (602.2b); wearing Basilisk Collar then, its damage has deathtouch and lifelink.
- Warstorm Surge: "Whenever a creature you control enters, it deals damage equal to its power
  to any target.": the creature that entered deals it, not the enchantment (its lifelink
  counts), as it last existed if it is gone by then.
- Stalking Vengeance: "Whenever another creature you control dies, it deals damage equal to
  its power to target player or planeswalker.": the creature that died deals it, with its
  last known power (counters) and lifelink, not Stalking Vengeance's 5.
- The explain log says so: the creature gone deals the damage as it last existed there (CR
  608.2h); "the ability doesn't affect it" (603.7c) is written only for an ability that does
  nothing with the object gone (Good-Fortune Unicorn: "Whenever another creature you control
  enters, put a +1/+1 counter on that creature.").
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import UnsupportedCardError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

HEARTFIRE_HERO = CardDef(
    name="Heartfire Hero", mana_cost="{R}", type_line="Creature — Mouse Soldier",
    text="Valiant — Whenever this creature becomes the target of a spell or ability you "
         "control for the first time each turn, put a +1/+1 counter on it.\nWhen this "
         "creature dies, it deals damage equal to its power to each opponent.",
    power="1", toughness="1")
HEARTFIRE_IMMOLATOR = CardDef(
    name="Heartfire Immolator", mana_cost="{1}{R}", type_line="Creature — Human Wizard",
    text="Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end "
         "of turn.)\n{R}, Sacrifice this creature: It deals damage equal to its power to "
         "target creature or planeswalker.",
    power="2", toughness="2")
BASILISK_COLLAR = CardDef(
    name="Basilisk Collar", mana_cost="{1}", type_line="Artifact — Equipment",
    text="Equipped creature has deathtouch and lifelink. (Any amount of damage it deals to a "
         "creature is enough to destroy it. Damage dealt by this creature also causes you to "
         "gain that much life.)\nEquip {2} ({2}: Attach to target creature you control. Equip "
         "only as a sorcery.)")
WARSTORM_SURGE = CardDef(
    name="Warstorm Surge", mana_cost="{5}{R}", type_line="Enchantment",
    text="Whenever a creature you control enters, it deals damage equal to its power to any "
         "target.")
STALKING_VENGEANCE = CardDef(
    name="Stalking Vengeance", mana_cost="{5}{R}{R}", type_line="Creature — Avatar",
    text="Haste\nWhenever another creature you control dies, it deals damage equal to its "
         "power to target player or planeswalker.",
    power="5", toughness="5")
VAMPIRE_NIGHTHAWK = CardDef(
    name="Vampire Nighthawk", mana_cost="{1}{B}{B}", type_line="Creature — Vampire Shaman",
    text="Flying\nDeathtouch (Any amount of damage this deals to a creature is enough to "
         "destroy it.)\nLifelink (Damage dealt by this creature also causes you to gain that "
         "much life.)",
    power="2", toughness="3")

GOOD_FORTUNE_UNICORN = CardDef(
    name="Good-Fortune Unicorn", mana_cost="{1}{G}{W}", type_line="Creature — Unicorn",
    text="Whenever another creature you control enters, put a +1/+1 counter on that "
         "creature.",
    power="2", toughness="2")

PRINTED = (HEARTFIRE_HERO, HEARTFIRE_IMMOLATOR, BASILISK_COLLAR, WARSTORM_SURGE,
           STALKING_VENGEANCE, VAMPIRE_NIGHTHAWK, GOOD_FORTUNE_UNICORN)
kit = pytest.mark.plugins("haste", "prowess",
                         extra={"last-power-kit": card_pool("last-power-kit", PRINTED)})


def _bob_bolts(table: Table, target: str) -> None:
    """Bob, given priority, casts Lightning Bolt at ``target``."""
    table.pass_priority()
    table.mana(1, "R")
    table.hand(1, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[target])


@kit
def test_heartfire_hero_dead_deals_its_last_known_power(table: Table) -> None:
    """CR 608.2h, 603.10a: the Hero with two +1/+1 counters (3/3) dies to Bob's Bolt; its
    ability deals 3 damage to Bob, the Hero as it last existed being the source."""
    table.battlefield(0, "Heartfire Hero", counters={"+1/+1": 2})
    _bob_bolts(table, "Heartfire Hero")
    table.resolve_all()
    table.assert_zone("Heartfire Hero", Zone.GRAVEYARD, 0)
    table.assert_life(1, 17)
    assert any("Heartfire Hero" in e.text and "deals 3 damage to Bob" in e.text
               for e in table.game.log)


@kit
def test_heartfire_immolator_sacrificed_deals_its_last_known_power(table: Table) -> None:
    """CR 602.2b, 608.2h: sacrificed to pay the cost, the Immolator with a +1/+1 counter
    (3/3) deals 3 damage to Hill Giant (3/3): it dies."""
    table.battlefield(0, "Mountain")
    table.battlefield(0, "Heartfire Immolator", counters={"+1/+1": 1})
    table.battlefield(1, "Hill Giant")
    table.activate("Heartfire Immolator", targets=["Hill Giant"])
    table.assert_zone("Heartfire Immolator", Zone.GRAVEYARD, 0)
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    assert any("Heartfire Immolator" in e.text and "deals 3 damage to Hill Giant" in e.text
               for e in table.game.log)


@kit
def test_heartfire_immolator_wearing_basilisk_collar_keeps_deathtouch_and_lifelink(
        table: Table) -> None:
    """CR 608.2h, 702.2b, 702.15b: the Immolator (2/2) sacrificed wore Basilisk Collar: its 2
    damage is deathtouch damage, Craw Wurm (6/4) is destroyed, and Alice gains 2 life."""
    table.battlefield(0, "Mountain", "Heartfire Immolator", "Basilisk Collar")
    table.battlefield(1, "Craw Wurm")
    table.game.update(table.find("Basilisk Collar").id,
                      attached_to=table.find("Heartfire Immolator").id)
    table.refresh()
    table.activate("Heartfire Immolator", targets=["Craw Wurm"])
    table.resolve()
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD, 1)
    table.assert_life(0, 22)


@kit
def test_warstorm_surge_the_creature_that_entered_deals_the_damage(table: Table) -> None:
    """CR 603.2, 603.7c: "it" is Vampire Nighthawk, which entered: it deals 2 damage to Bob,
    and its lifelink gains Alice 2 life (702.15b); the enchantment has no power to deal."""
    table.battlefield(0, "Warstorm Surge")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Vampire Nighthawk")
    table.cast("Vampire Nighthawk")
    table.answer("targets", "Bob")  # as the trigger is put on the stack (CR 603.3d)
    table.resolve()
    table.resolve()
    table.assert_life(1, 18)
    table.assert_life(0, 22)
    assert any("Vampire Nighthawk" in e.text and "deals 2 damage to Bob" in e.text
               for e in table.game.log)


@kit
def test_warstorm_surge_the_creature_gone_deals_its_last_known_power(table: Table) -> None:
    """CR 608.2h: Hill Giant entered, and Bob bolts it in response to the trigger: the Giant
    as it last existed on the battlefield still deals 3 damage to Bob."""
    table.battlefield(0, "Warstorm Surge")
    table.lands(0, "Mountain", 4)
    table.hand(0, "Hill Giant")
    table.cast("Hill Giant")
    table.answer("targets", "Bob")
    table.resolve()
    _bob_bolts(table, "Hill Giant")
    table.resolve()  # the Bolt
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)
    table.resolve()  # the trigger
    table.assert_life(1, 17)


@kit
def test_warstorm_surge_log_says_the_gone_creature_deals_the_damage_as_it_last_existed(
        table: Table) -> None:
    """CR 608.2h, 603.7c: Hill Giant bolted in response to the trigger: the log says the
    Giant, gone from the battlefield, deals the damage as it last existed there, and never
    that the ability doesn't affect it (it deals the damage)."""
    table.battlefield(0, "Warstorm Surge")
    table.lands(0, "Mountain", 4)
    table.hand(0, "Hill Giant")
    table.cast("Hill Giant")
    table.answer("targets", "Bob")
    table.resolve()
    _bob_bolts(table, "Hill Giant")
    table.resolve()  # the Bolt
    table.resolve()  # the trigger
    table.assert_life(1, 17)
    table.assert_logged(rule="608.2h", contains="Hill Giant#")
    assert any(e.rule == "608.2h" and e.text.startswith("Hill Giant#") and
               "no longer on the battlefield: it deals the damage as it last existed there"
               in e.text for e in table.game.log)
    table.assert_not_logged(contains="doesn't affect it")


@kit
def test_good_fortune_unicorns_counter_for_a_creature_gone_is_logged_as_not_put(
        table: Table) -> None:
    """CR 603.7c: Grizzly Bears bolted in response to the Unicorn's trigger: no counter is
    put, and the log names the Bears as the object the ability doesn't affect."""
    table.battlefield(0, "Good-Fortune Unicorn")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()
    _bob_bolts(table, "Grizzly Bears")
    table.resolve()  # the Bolt
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.resolve()  # the trigger
    assert any(e.rule == "603.7c" and e.text.startswith("Grizzly Bears#") and
               e.text.endswith("is no longer on the battlefield: the ability doesn't affect it")
               for e in table.game.log), table.game.log_text()
    table.assert_not_logged(rule="608.2h", contains="as it last existed")


@kit
def test_stalking_vengeance_the_dead_creature_deals_its_last_power_with_lifelink(
        table: Table) -> None:
    """CR 603.7c, 608.2h, 702.15b: Vampire Nighthawk with a +1/+1 counter (3/4) dies to
    Murder; it, not Stalking Vengeance (5), deals 3 damage to Bob, and its lifelink gains
    Alice 3 life."""
    table.battlefield(0, "Stalking Vengeance")
    table.battlefield(0, "Vampire Nighthawk", counters={"+1/+1": 1})
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Vampire Nighthawk"])
    table.answer("targets", "Bob")
    table.resolve()
    table.resolve()
    table.assert_zone("Vampire Nighthawk", Zone.GRAVEYARD, 0)
    table.assert_life(1, 17)
    table.assert_life(0, 23)


@kit
def test_it_of_an_event_with_no_object_to_deal_damage_is_refused(table: Table) -> None:
    """Read means right: in "Whenever you cast a noncreature spell, it deals damage equal to
    its power ...", "it" is no permanent of the event nor the source itself: refused rather
    than read as the source."""
    with pytest.raises(UnsupportedCardError):
        table.card("Spell Echo Golem", "Artifact Creature — Golem",
                   "Whenever you cast a noncreature spell, it deals damage equal to its power "
                   "to any target.", "{4}", "3", "3")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
