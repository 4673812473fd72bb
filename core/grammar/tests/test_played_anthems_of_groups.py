"""Anthems whose subject is more than one plain filter, and a restriction with a condition,
played (CR 604.2, 611.3a, 613.4c, 613.1f, 509.1b).

Death Baron ("Skeletons you control and other Zombies you control get +1/+1 and have
deathtouch": a creature that is both gets the bonus once), Caterwauling Boggart ("Goblins you
control and Elementals you control have menace"), A Tale for the Ages ("Enchanted creatures
you control get +2/+2": creatures with an Aura attached, 303.4), Dalakos, Crafter of Wonders
("Equipped creatures you control have flying and haste", 301.5) and Branded Brawlers ("can't
block if you control an untapped land"): each cast, the group asked again on every layer
pass.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DEATH_BARON = CardDef(
    name="Death Baron", mana_cost="{1}{B}{B}", type_line="Creature — Zombie Wizard",
    text="Skeletons you control and other Zombies you control get +1/+1 and have deathtouch. "
         "(Any amount of damage they deal to a creature is enough to destroy it.)",
    power="2", toughness="2")
CATERWAULING_BOGGART = CardDef(
    name="Caterwauling Boggart", mana_cost="{3}{R}", type_line="Creature — Goblin Shaman",
    text="Goblins you control and Elementals you control have menace. (They can't be blocked "
         "except by two or more creatures.)",
    power="2", toughness="2")
A_TALE_FOR_THE_AGES = CardDef(
    name="A Tale for the Ages", mana_cost="{1}{W}", type_line="Enchantment",
    text="Enchanted creatures you control get +2/+2.")
DALAKOS = CardDef(
    name="Dalakos, Crafter of Wonders", mana_cost="{1}{U}{R}",
    type_line="Legendary Creature — Merfolk Artificer",
    text="{T}: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities "
         "of artifacts.\nEquipped creatures you control have flying and haste.",
    power="2", toughness="4")
BRANDED_BRAWLERS = CardDef(
    name="Branded Brawlers", mana_cost="{R}", type_line="Creature — Human Soldier",
    text="This creature can't attack if defending player controls an untapped land.\nThis "
         "creature can't block if you control an untapped land.",
    power="2", toughness="2")
HOLY_STRENGTH = CardDef(
    name="Holy Strength", mana_cost="{W}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +1/+2.")
BONESPLITTER = CardDef(name="Bonesplitter", mana_cost="{1}", type_line="Artifact — Equipment",
                       text="Equipped creature gets +2/+0.\nEquip {1}")
WALKING_CORPSE = CardDef(name="Walking Corpse", mana_cost="{1}{B}", type_line="Creature — Zombie",
                         text="", power="2", toughness="2")
GRAY_MERCHANT = CardDef(
    name="Gray Merchant of Asphodel", mana_cost="{3}{B}{B}", type_line="Creature — Zombie",
    text="When this creature enters, each opponent loses X life, where X is your devotion to "
         "black. You gain life equal to the life lost this way. (Each {B} in the mana costs of "
         "permanents you control counts toward your devotion to black.)",
    power="2", toughness="4")

PRINTED = (DEATH_BARON, CATERWAULING_BOGGART, A_TALE_FOR_THE_AGES, DALAKOS, BRANDED_BRAWLERS,
           HOLY_STRENGTH, BONESPLITTER, WALKING_CORPSE, GRAY_MERCHANT)
kit = pytest.mark.plugins("haste", extra={"group-anthems-kit": card_pool("group-anthems-kit",
                                                                          PRINTED)})


def _pt(table: Table, name: str) -> tuple[int, int]:
    return table.power(name), table.toughness(name)


def _cast(table: Table, name: str, mana: str, targets: list[str] | None = None) -> None:
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name, targets=targets or [])
    table.resolve()


def _deathtouch(table: Table, name: str) -> bool:
    return table.has_keyword(name, "deathtouch", zone=Zone.BATTLEFIELD)


@kit
def test_death_baron_gives_its_bonus_once_to_a_skeleton_zombie(table: Table) -> None:
    """CR 611.3a, 613.4c: its controller's Zombie gets +1/+1 and deathtouch, not Death Baron
    itself ("other"), not the opponent's Zombie; a creature both Skeleton and Zombie gets +1/+1
    once (one group, not two bonuses)."""
    table.battlefield(0, "Walking Corpse")
    table.battlefield(1, "Gray Merchant of Asphodel")
    table.put(table.card("Bone Walker", "Creature — Skeleton Zombie", "", "{1}{B}", "1", "1"),
              Zone.BATTLEFIELD, 0)
    table.refresh()
    assert _pt(table, "Walking Corpse") == (2, 2)
    _cast(table, "Death Baron", "BBB")
    assert _pt(table, "Walking Corpse") == (3, 3)
    assert _deathtouch(table, "Walking Corpse")
    assert _pt(table, "Bone Walker") == (2, 2)
    assert _deathtouch(table, "Bone Walker")
    assert _pt(table, "Death Baron") == (2, 2)
    assert not _deathtouch(table, "Death Baron")
    assert _pt(table, "Gray Merchant of Asphodel") == (2, 4)
    assert not _deathtouch(table, "Gray Merchant of Asphodel")


@kit
def test_caterwauling_boggart_gives_goblins_and_elementals_menace(table: Table) -> None:
    """CR 613.1f: the Boggart (a Goblin) and an Elemental its controller controls have
    menace; Grizzly Bears and the opponent's Elemental don't."""
    table.put(table.card("Ember Wisp", "Creature — Elemental", "", "{R}", "1", "1"),
              Zone.BATTLEFIELD, 0)
    table.put(table.card("Cinder Wisp", "Creature — Elemental", "", "{R}", "1", "1"),
              Zone.BATTLEFIELD, 1)
    table.battlefield(0, "Grizzly Bears")
    _cast(table, "Caterwauling Boggart", "RRRR")
    assert table.has_keyword("Caterwauling Boggart", "menace", zone=Zone.BATTLEFIELD)
    assert table.has_keyword("Ember Wisp", "menace", zone=Zone.BATTLEFIELD)
    assert not table.has_keyword("Grizzly Bears", "menace", zone=Zone.BATTLEFIELD)
    assert not table.has_keyword("Cinder Wisp", "menace", zone=Zone.BATTLEFIELD)


@kit
def test_a_tale_for_the_ages_pumps_enchanted_creatures_only(table: Table) -> None:
    """CR 303.4, 613.4c: Grizzly Bears enchanted by Holy Strength (+1/+2) is 5/6; Hill Giant,
    not enchanted, stays 3/3; the Aura gone, the Bears are 2/2."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    _cast(table, "A Tale for the Ages", "WW")
    assert _pt(table, "Grizzly Bears") == (2, 2)
    _cast(table, "Holy Strength", "W", targets=["Grizzly Bears"])
    assert _pt(table, "Grizzly Bears") == (5, 6)
    assert _pt(table, "Hill Giant") == (3, 3)
    table.game.move(table.find("Holy Strength").id, Zone.GRAVEYARD)
    table.refresh()
    assert _pt(table, "Grizzly Bears") == (2, 2)


@kit
def test_dalakos_gives_equipped_creatures_flying_and_haste(table: Table) -> None:
    """CR 301.5, 613.1f: Grizzly Bears equipped with Bonesplitter has flying and haste (4/2);
    Hill Giant, not equipped, has neither."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant", "Bonesplitter")
    _cast(table, "Dalakos, Crafter of Wonders", "URR")
    assert not table.has_keyword("Grizzly Bears", "flying", zone=Zone.BATTLEFIELD)
    table.lands(0, "Plains", 1)
    table.activate("Bonesplitter", targets=["Grizzly Bears"])
    table.resolve()
    assert table.has_keyword("Grizzly Bears", "flying", zone=Zone.BATTLEFIELD)
    assert table.has_keyword("Grizzly Bears", "haste", zone=Zone.BATTLEFIELD)
    assert _pt(table, "Grizzly Bears") == (4, 2)
    assert not table.has_keyword("Hill Giant", "flying", zone=Zone.BATTLEFIELD)


@kit
def test_branded_brawlers_cant_block_while_you_control_an_untapped_land(table: Table) -> None:
    """CR 509.1b, 611.3a: cast with its controller's only Mountain (tapped to pay), it may
    block; an untapped Mountain under its controller's control forbids it; the opponent's
    untapped land doesn't."""
    table.lands(0, "Mountain", 1)
    table.battlefield(1, "Forest")
    table.hand(0, "Branded Brawlers")
    table.cast("Branded Brawlers")
    table.resolve()
    assert "cant_block" not in table.restrictions("Branded Brawlers")
    table.battlefield(0, "Mountain")
    table.refresh()
    assert "cant_block" in table.restrictions("Branded Brawlers")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
