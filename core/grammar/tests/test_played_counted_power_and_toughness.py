"""Printed power and toughness that count things, played (CR 604.3, 611.3a, 613.4a, 613.4c).

One count phrase (``static_count``: "the number of lands you control", "for each artifact
you control", "cards in your hand", "Equipment attached to it") is read alike by the
characteristic-defining abilities "~'s power [and toughness] [is|are each] equal to ..."
(604.3: layer 7a, 613.4a, in every zone) and by "~ gets +N/+M for each ..." (611.3a: layer
7c, 613.4c); one condition phrase ("you control three or more artifacts", "you control
another artifact", "there are four or more card types among cards in your graveyard") by
"as long as ..." (611.3a) and "If ..." (608.2c). Every count is taken again on each layer
pass, so the values follow the game as it changes.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import explain
from manastack.driver import Table
from manastack.engine import sba
from manastack.errors import IllegalActionError
from manastack.loading.rules import Rules
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

BATTLE_SQUADRON = CardDef(
    name="Battle Squadron", mana_cost="{3}{R}{R}", type_line="Creature — Goblin",
    text="Flying\nBattle Squadron's power and toughness are each equal to the number of "
         "creatures you control.", power="*", toughness="*")
DUNGROVE_ELDER = CardDef(
    name="Dungrove Elder", mana_cost="{2}{G}", type_line="Creature — Treefolk",
    text="Hexproof (This creature can't be the target of spells or abilities your opponents "
         "control.)\nDungrove Elder's power and toughness are each equal to the number of "
         "Forests you control.", power="*", toughness="*")
FREEDOM_FIGHTER_RECRUIT = CardDef(
    name="Freedom Fighter Recruit", mana_cost="{1}{R}", type_line="Creature — Human Rebel Ally",
    text="Freedom Fighter Recruit's power is equal to the number of creatures you control.",
    power="*", toughness="2")
SYLVAN_YETI = CardDef(
    name="Sylvan Yeti", mana_cost="{2}{G}{G}", type_line="Creature — Yeti",
    text="Sylvan Yeti's power is equal to the number of cards in your hand.", power="*",
    toughness="4")
DEADEYE_PLUNDERERS = CardDef(
    name="Deadeye Plunderers", mana_cost="{3}{U}{B}", type_line="Creature — Human Pirate",
    text="This creature gets +1/+1 for each artifact you control.\n{2}{U}{B}: Create a "
         "Treasure token. (It's an artifact with \"{T}, Sacrifice this token: Add one mana of "
         "any color.\")", power="3", toughness="3")
STALLION_OF_ASHMOUTH = CardDef(
    name="Stallion of Ashmouth", mana_cost="{3}{B}", type_line="Creature — Nightmare Horse",
    text="Delirium — {1}{B}: This creature gets +1/+1 until end of turn. Activate only if "
         "there are four or more card types among cards in your graveyard.", power="3",
    toughness="3")
PEOPLE_OF_THE_WOODS = CardDef(
    name="People of the Woods", mana_cost="{G}{G}", type_line="Creature — Human",
    text="People of the Woods's toughness is equal to the number of Forests you control.",
    power="1", toughness="*")
ALTAR_GOLEM = CardDef(
    name="Altar Golem", mana_cost="{7}", type_line="Artifact Creature — Golem",
    text="Trample\nAltar Golem's power and toughness are each equal to the number of "
         "creatures on the battlefield.\nThis creature doesn't untap during your untap "
         "step.\nTap five untapped creatures you control: Untap this creature.",
    power="*", toughness="*")
DREAD_SLAG = CardDef(
    name="Dread Slag", mana_cost="{3}{B}{R}", type_line="Creature — Horror",
    text="Trample\nThis creature gets -4/-4 for each card in your hand.", power="9",
    toughness="9")
EARTH_SERVANT = CardDef(
    name="Earth Servant", mana_cost="{5}{R}", type_line="Creature — Elemental",
    text="This creature gets +0/+1 for each Mountain you control.", power="4", toughness="4")
GOBLIN_GAVELEER = CardDef(
    name="Goblin Gaveleer", mana_cost="{R}", type_line="Creature — Goblin Warrior",
    text="Trample\nThis creature gets +2/+0 for each Equipment attached to it.", power="1",
    toughness="1")
ARDENT_RECRUIT = CardDef(
    name="Ardent Recruit", mana_cost="{W}", type_line="Creature — Human Soldier",
    text="Metalcraft — This creature gets +2/+2 as long as you control three or more "
         "artifacts.", power="1", toughness="1")
COURT_HOMUNCULUS = CardDef(
    name="Court Homunculus", mana_cost="{W}", type_line="Artifact Creature — Homunculus",
    text="This creature gets +1/+1 as long as you control another artifact.", power="1",
    toughness="1")
KIRD_APE = CardDef(
    name="Kird Ape", mana_cost="{R}", type_line="Creature — Ape",
    text="This creature gets +1/+2 as long as you control a Forest.", power="1",
    toughness="1")
GIGANTOAD = CardDef(
    name="Gigantoad", mana_cost="{3}{G}", type_line="Creature — Frog",
    text="As long as you control seven or more lands, this creature gets +2/+2.", power="4",
    toughness="4")
DAPPER_SHIELDMATE = CardDef(
    name="Dapper Shieldmate", mana_cost="{3}{W}", type_line="Creature — Human Soldier",
    text="This creature enters with a shield counter on it. (If it would be dealt damage or "
         "destroyed, remove a shield counter from it instead.)\nDuring your turn, this "
         "creature gets +2/+0.", power="2", toughness="2")
DESPERATE_SENTRY = CardDef(
    name="Desperate Sentry", mana_cost="{2}{W}", type_line="Creature — Human Soldier",
    text="When this creature dies, create a 3/2 colorless Eldrazi Horror creature token.\n"
         "Delirium — This creature gets +3/+0 as long as there are four or more card types "
         "among cards in your graveyard.", power="1", toughness="2")

ORNITHOPTER = CardDef(
    name="Ornithopter", mana_cost="{0}", type_line="Artifact Creature — Thopter",
    text="Flying", power="0", toughness="2")
BONESPLITTER = CardDef(
    name="Bonesplitter", mana_cost="{1}", type_line="Artifact — Equipment",
    text="Equipped creature gets +2/+0.\nEquip {1}")
LEONIN_SCIMITAR = CardDef(
    name="Leonin Scimitar", mana_cost="{1}", type_line="Artifact — Equipment",
    text="Equipped creature gets +1/+1.\nEquip {1} ({1}: Attach to target creature you "
         "control. Equip only as a sorcery.)")
DIVINATION = CardDef(
    name="Divination", mana_cost="{2}{U}", type_line="Sorcery", text="Draw two cards.")

GHITU_JOURNEYMAGE = CardDef(
    name="Ghitu Journeymage", mana_cost="{2}{R}", type_line="Creature — Human Wizard",
    text="When this creature enters, if you control another Wizard, this creature deals 2 "
         "damage to each opponent.", power="3", toughness="2")
DISPATCH = CardDef(
    name="Dispatch", mana_cost="{W}", type_line="Instant",
    text="Tap target creature.\nMetalcraft — If you control three or more artifacts, exile "
         "that creature.")
NEZUMI_BLADEBLESSER = CardDef(
    name="Nezumi Bladeblesser", mana_cost="{2}{B}", type_line="Creature — Rat Samurai",
    text="This creature has deathtouch as long as you control an artifact.\nThis creature "
         "has menace as long as you control an enchantment. (It can't be blocked except by two "
         "or more creatures.)", power="3", toughness="2")
COLOSSAL_RATTLEWURM = CardDef(
    name="Colossal Rattlewurm", mana_cost="{2}{G}{G}", type_line="Creature — Wurm",
    text="Colossal Rattlewurm has flash as long as you control a Desert.\nTrample\n{1}{G}, "
         "Exile this card from your graveyard: Search your library for a Desert card, put it "
         "onto the battlefield tapped, then shuffle.", power="6", toughness="5")

ULTIMATE_ALLIANCE = CardDef(
    name="Ultimate Alliance", mana_cost="{W}", type_line="Instant",
    text="Ultimate Alliance deals damage equal to the number of creatures you control to "
         "target creature.")

HILL_GIANT = CardDef(
    name="Hill Giant", mana_cost="{3}{R}", type_line="Creature — Giant", text="", power="3",
    toughness="3")

UNION_OF_THE_THIRD_PATH = CardDef(
    name="Union of the Third Path", mana_cost="{2}{W}", type_line="Instant",
    text="Draw a card, then you gain life equal to the number of cards in your hand.")
RIN_AND_SERI = CardDef(
    name="Rin and Seri, Inseparable", mana_cost="{1}{R}{G}{W}",
    type_line="Legendary Creature — Dog Cat",
    text="Whenever you cast a Dog spell, create a 1/1 green Cat creature token.\nWhenever you "
         "cast a Cat spell, create a 1/1 white Dog creature token.\n{R}{G}{W}, {T}: Rin and "
         "Seri deals damage to any target equal to the number of Dogs you control. You gain "
         "life equal to the number of Cats you control.", power="4", toughness="4")

CONTROL_MAGIC = CardDef(
    name="Control Magic", mana_cost="{2}{U}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nYou control enchanted creature.")

CARDS = (UNION_OF_THE_THIRD_PATH, RIN_AND_SERI, HILL_GIANT, ULTIMATE_ALLIANCE,
         GHITU_JOURNEYMAGE, DISPATCH, NEZUMI_BLADEBLESSER, COLOSSAL_RATTLEWURM, ORNITHOPTER,
         BONESPLITTER, LEONIN_SCIMITAR, DIVINATION, BATTLE_SQUADRON, DUNGROVE_ELDER,
         FREEDOM_FIGHTER_RECRUIT, SYLVAN_YETI, DEADEYE_PLUNDERERS, STALLION_OF_ASHMOUTH,
         PEOPLE_OF_THE_WOODS, ALTAR_GOLEM, DREAD_SLAG, EARTH_SERVANT, GOBLIN_GAVELEER,
         ARDENT_RECRUIT, COURT_HOMUNCULUS, KIRD_APE, GIGANTOAD, DAPPER_SHIELDMATE,
         DESPERATE_SENTRY, CONTROL_MAGIC)
kit = pytest.mark.plugins(extra={"counted-pt-kit": card_pool("counted-pt-kit", CARDS)})


def _pt(table: Table, name: str) -> tuple[int, int]:
    return table.power(name), table.toughness(name)


def _layers_of(table: Table, name: str) -> list[tuple[str, str]]:
    oid = table.find(name, zone=Zone.BATTLEFIELD).id
    return [(layer, text) for layer, text, obj in explain(table.game) if obj == oid]


@kit
def test_battle_squadron_counts_the_creatures_you_control(table: Table) -> None:
    """CR 604.3, 613.4a: cast, Battle Squadron counts itself (1/1); each creature of yours
    adds one, the opponent's none; one leaving, it shrinks again. The layer pass applies it
    in layer 7a."""
    table.lands(0, "Mountain", 5)
    table.hand(0, "Battle Squadron")
    table.cast("Battle Squadron")
    table.resolve()
    assert table.zone_of("Battle Squadron") is Zone.BATTLEFIELD
    assert _pt(table, "Battle Squadron") == (1, 1)
    table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    table.battlefield(1, "Savannah Lions")
    assert _pt(table, "Battle Squadron") == (3, 3)
    table.game.move(table.find("Gray Ogre").id, Zone.GRAVEYARD)
    table.refresh()
    assert _pt(table, "Battle Squadron") == (2, 2)
    assert ("7a", "~'s power and toughness are each equal to the number of creatures you "
            "control") in [(layer, text.rstrip(".")) for layer, text in
                           _layers_of(table, "Battle Squadron")]


@kit
def test_dungrove_elder_counts_forests_in_every_zone(table: Table) -> None:
    """CR 604.3: a characteristic-defining ability works in every zone: Dungrove Elder in
    the hand is already 2/2 with two Forests; cast (the Forests tapped still count) it stays
    2/2, then grows with each Forest; the opponent's Forests and Alice's Mountain don't
    count."""
    table.lands(0, "Forest", 2)
    table.lands(0, "Mountain", 1)
    table.lands(1, "Forest", 3)
    (elder,) = table.hand(0, "Dungrove Elder")
    assert (table.game.power(elder.id), table.game.toughness(elder.id)) == (2, 2)
    table.cast("Dungrove Elder")
    table.resolve()
    assert _pt(table, "Dungrove Elder") == (2, 2)
    table.lands(0, "Forest", 2)
    assert _pt(table, "Dungrove Elder") == (4, 4)


@kit
def test_dungrove_elder_in_the_graveyard_still_counts(table: Table) -> None:
    """CR 604.3: in the graveyard too, its power and toughness are the Forests its owner
    controls."""
    table.lands(0, "Forest", 3)
    (elder,) = table.graveyard(0, "Dungrove Elder")
    assert (table.game.power(elder.id), table.game.toughness(elder.id)) == (3, 3)


@kit
def test_freedom_fighter_recruit_counts_creatures_power_only(table: Table) -> None:
    """CR 604.3: cast, the power is the number of creatures Alice controls, itself included;
    the toughness stays the printed 2; Bob's creatures don't count."""
    table.lands(0, "Mountain", 2)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Gray Ogre")
    table.hand(0, "Freedom Fighter Recruit")
    table.cast("Freedom Fighter Recruit")
    table.resolve()
    assert _pt(table, "Freedom Fighter Recruit") == (2, 2)
    table.battlefield(0, "Savannah Lions")
    assert _pt(table, "Freedom Fighter Recruit") == (3, 2)


@kit
def test_sylvan_yeti_counts_the_cards_in_your_hand_even_from_there(table: Table) -> None:
    """CR 604.3: in the hand, Sylvan Yeti counts itself among Alice's three cards (3/4);
    cast, the two left (2/4); drawing one more, 3/4. Bob's hand doesn't count."""
    table.lands(0, "Forest", 4)
    table.hand(1, "Island", "Island", "Island", "Island")
    (yeti,) = table.hand(0, "Sylvan Yeti")
    table.hand(0, "Island", "Island")
    assert (table.game.power(yeti.id), table.game.toughness(yeti.id)) == (3, 4)
    table.cast("Sylvan Yeti")
    table.resolve()
    assert _pt(table, "Sylvan Yeti") == (2, 4)
    table.hand(0, "Island")
    assert _pt(table, "Sylvan Yeti") == (3, 4)


@kit
def test_a_stolen_sylvan_yeti_counts_its_new_controllers_hand(table: Table) -> None:
    """CR 613.1b, 613.4a: control (layer 2) is settled before the CDA (7a): taken with
    Control Magic, Sylvan Yeti counts the cards in Alice's hand (1), not Bob's (4)."""
    table.battlefield(1, "Sylvan Yeti")
    table.hand(1, "Island", "Island", "Island", "Island")
    table.lands(0, "Island", 4)
    table.hand(0, "Control Magic", "Island")
    table.cast("Control Magic", targets=["Sylvan Yeti"])
    table.resolve()
    assert table.game.controller(table.find("Sylvan Yeti", zone=Zone.BATTLEFIELD).id) == 0
    assert _pt(table, "Sylvan Yeti") == (1, 4)


@kit
def test_a_stolen_battle_squadron_counts_its_new_controllers_creatures(table: Table) -> None:
    """CR 613.1b, 613.4a: taken with Control Magic, Battle Squadron counts itself and Alice's
    Hill Giant (2/2), not Bob's Ornithopters."""
    table.battlefield(1, "Battle Squadron", "Ornithopter", "Ornithopter", "Ornithopter")
    table.battlefield(0, "Hill Giant")
    table.lands(0, "Island", 4)
    table.hand(0, "Control Magic")
    table.cast("Control Magic", targets=["Battle Squadron"])
    table.resolve()
    assert _pt(table, "Battle Squadron") == (2, 2)


@kit
def test_deadeye_plunderers_grow_with_each_treasure(table: Table) -> None:
    """CR 613.4c: +1/+1 for each artifact Alice controls: none, 3/3; its ability makes a
    Treasure (an artifact, 111.10a): 4/4; Bob's artifact doesn't count."""
    table.battlefield(0, "Deadeye Plunderers")
    table.battlefield(1, "Ornithopter")
    table.lands(0, "Island", 2)
    table.lands(0, "Swamp", 2)
    assert _pt(table, "Deadeye Plunderers") == (3, 3)
    table.activate("Deadeye Plunderers")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Treasure Token") == 1
    assert _pt(table, "Deadeye Plunderers") == (4, 4)


@kit
def test_people_of_the_woods_toughness_only(table: Table) -> None:
    """CR 604.3: the toughness counts Alice's Forests; the power stays the printed 1."""
    table.lands(0, "Forest", 2)
    table.lands(0, "Forest", 2)
    table.battlefield(0, "People of the Woods")
    assert _pt(table, "People of the Woods") == (1, 4)


@kit
def test_altar_golem_counts_every_players_creatures(table: Table) -> None:
    """CR 604.3: "on the battlefield": both players' creatures, itself included."""
    table.battlefield(0, "Altar Golem", "Grizzly Bears")
    table.battlefield(1, "Savannah Lions", "Gray Ogre")
    assert _pt(table, "Altar Golem") == (4, 4)


@kit
def test_dread_slag_shrinks_for_each_card_in_your_hand(table: Table) -> None:
    """CR 611.3a, 613.4c: 9/9 with no card in hand; each card in its controller's hand -4/-4
    (the opponent's hand doesn't count); with three it dies (704.5f). The layer pass applies
    it in layer 7c."""
    table.battlefield(0, "Dread Slag")
    table.hand(1, "Island", "Island")
    assert _pt(table, "Dread Slag") == (9, 9)
    assert any(layer == "7c" for layer, _ in _layers_of(table, "Dread Slag"))
    table.hand(0, "Island")
    assert _pt(table, "Dread Slag") == (5, 5)
    table.hand(0, "Island", "Island")
    assert _pt(table, "Dread Slag") == (-3, -3)
    sba.check(table.game)  # CR 704.5f: toughness 0 or less
    assert table.zone_of("Dread Slag") is Zone.GRAVEYARD


@kit
def test_earth_servant_gets_toughness_for_each_mountain(table: Table) -> None:
    """CR 613.4c: +0/+1 for each Mountain Alice controls (not her Forest, not Bob's)."""
    table.lands(0, "Mountain", 3)
    table.lands(0, "Forest", 1)
    table.lands(1, "Mountain", 2)
    table.battlefield(0, "Earth Servant")
    assert _pt(table, "Earth Servant") == (4, 7)


@kit
def test_goblin_gaveleer_gets_power_for_each_equipment_attached(table: Table) -> None:
    """CR 301.5, 613.4c: +2/+0 for each Equipment attached to it; an unattached one adds
    nothing."""
    table.battlefield(0, "Goblin Gaveleer", "Bonesplitter", "Leonin Scimitar")
    table.lands(0, "Mountain", 2)
    assert _pt(table, "Goblin Gaveleer") == (1, 1)
    table.activate("Bonesplitter", targets=["Goblin Gaveleer"])
    table.resolve()
    assert _pt(table, "Goblin Gaveleer") == (1 + 2 + 2, 1)  # Bonesplitter's +2/+0 as well
    table.activate("Leonin Scimitar", targets=["Goblin Gaveleer"])
    table.resolve()
    assert _pt(table, "Goblin Gaveleer") == (1 + 2 + 2 + 2 + 1, 2)


@kit
def test_ardent_recruit_metalcraft(table: Table) -> None:
    """CR 611.3a: +2/+2 only while Alice controls three or more artifacts (Bob's don't
    count)."""
    table.battlefield(0, "Ardent Recruit", "Ornithopter", "Ornithopter")
    table.battlefield(1, "Ornithopter")
    assert _pt(table, "Ardent Recruit") == (1, 1)
    (third,) = table.battlefield(0, "Ornithopter")
    assert _pt(table, "Ardent Recruit") == (3, 3)
    table.game.move(third.id, Zone.GRAVEYARD)
    table.refresh()
    assert _pt(table, "Ardent Recruit") == (1, 1)


@kit
def test_court_homunculus_needs_another_artifact(table: Table) -> None:
    """CR 611.3a, 109.4: "another artifact": itself, an artifact, does not count."""
    table.battlefield(0, "Court Homunculus")
    table.battlefield(1, "Ornithopter")
    assert _pt(table, "Court Homunculus") == (1, 1)
    table.battlefield(0, "Ornithopter")
    assert _pt(table, "Court Homunculus") == (2, 2)


@kit
def test_kird_ape_with_a_forest(table: Table) -> None:
    """CR 611.3a: cast, a 1/1 with only a Mountain; Alice's Forest makes it 2/3."""
    table.lands(0, "Mountain", 1)
    table.lands(1, "Forest", 1)
    table.hand(0, "Kird Ape")
    table.cast("Kird Ape")
    table.resolve()
    assert _pt(table, "Kird Ape") == (1, 1)
    table.lands(0, "Forest", 1)
    assert _pt(table, "Kird Ape") == (2, 3)


@kit
def test_gigantoad_with_seven_lands(table: Table) -> None:
    """CR 611.3a: the condition said first: six lands 4/4, seven 6/6."""
    table.lands(0, "Forest", 6)
    table.battlefield(0, "Gigantoad")
    assert _pt(table, "Gigantoad") == (4, 4)
    table.lands(0, "Island", 1)
    assert _pt(table, "Gigantoad") == (6, 6)


@kit
def test_dapper_shieldmate_during_your_turn(table: Table) -> None:
    """CR 611.3a: +2/+0 during its controller's turn only."""
    table.battlefield(0, "Dapper Shieldmate")
    assert _pt(table, "Dapper Shieldmate") == (4, 2)
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    assert _pt(table, "Dapper Shieldmate") == (2, 2)


@kit
def test_desperate_sentry_delirium(table: Table) -> None:
    """CR 611.3a, 205.2a, 207.2c: three card types in Alice's graveyard (land, creature,
    instant): 1/2; an artifact creature adds artifact: four, 4/2. Bob's graveyard doesn't
    count; six Islands are one card type."""
    table.battlefield(0, "Desperate Sentry")
    table.graveyard(0, "Island", "Island", "Grizzly Bears", "Lightning Bolt")
    table.graveyard(1, "Ornithopter", "Divination")
    assert _pt(table, "Desperate Sentry") == (1, 2)
    table.graveyard(0, "Ornithopter")
    assert _pt(table, "Desperate Sentry") == (4, 2)


@kit
def test_stallion_of_ashmouth_activates_only_with_delirium(table: Table) -> None:
    """CR 602.5b, 205.2a: "Activate only if there are four or more card types among cards
    in your graveyard": with three types the activation is illegal and leaves the game as
    it was (732); with an artifact added, it resolves: 4/4 until end of turn."""
    table.battlefield(0, "Stallion of Ashmouth")
    table.lands(0, "Swamp", 2)
    table.graveyard(0, "Island", "Grizzly Bears", "Lightning Bolt")
    with pytest.raises(IllegalActionError):
        table.activate("Stallion of Ashmouth")
    assert _pt(table, "Stallion of Ashmouth") == (3, 3)
    table.graveyard(0, "Ornithopter")
    table.activate("Stallion of Ashmouth")
    table.resolve()
    assert _pt(table, "Stallion of Ashmouth") == (4, 4)


@kit
def test_ghitu_journeymage_needs_another_wizard(table: Table) -> None:
    """CR 603.4, 109.4: "if you control another Wizard": cast alone (itself a Wizard), no
    damage; cast again with another Wizard of Alice's, 2 damage to Bob."""
    table.lands(0, "Mountain", 6)
    table.hand(0, "Ghitu Journeymage")
    table.cast("Ghitu Journeymage")
    table.resolve_all()
    assert table.life(1) == 20
    table.hand(0, "Ghitu Journeymage")
    table.cast("Ghitu Journeymage")
    table.resolve_all()
    assert table.life(1) == 18


@kit
def test_dispatch_exiles_only_with_three_artifacts(table: Table) -> None:
    """CR 608.2c: two artifacts: the creature is tapped, not exiled; three: exiled."""
    table.lands(0, "Plains", 2)
    table.battlefield(0, "Ornithopter", "Ornithopter")
    table.battlefield(1, "Grizzly Bears", "Gray Ogre")
    table.hand(0, "Dispatch", "Dispatch")
    table.cast("Dispatch", targets=["Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD
    table.battlefield(0, "Ornithopter")
    table.cast("Dispatch", targets=["Gray Ogre"])
    table.resolve()
    assert table.zone_of("Gray Ogre") is Zone.EXILE


@kit
def test_nezumi_bladeblesser_keywords_as_long_as_you_control(table: Table) -> None:
    """CR 611.3a, 613.1f: deathtouch only while Alice controls an artifact (Bob's doesn't
    count)."""
    table.battlefield(0, "Nezumi Bladeblesser")
    table.battlefield(1, "Ornithopter")
    assert not table.has_keyword("Nezumi Bladeblesser", "deathtouch")
    table.battlefield(0, "Ornithopter")
    assert table.has_keyword("Nezumi Bladeblesser", "deathtouch")
    assert not table.has_keyword("Nezumi Bladeblesser", "menace")


def test_a_conditional_flash_is_not_read(rules: Rules) -> None:
    """CR 113.6e: "has flash as long as ..." works while the card is cast, not from the
    battlefield where this reader applies a permanent's static ability: left unread."""
    card = rules.compile(COLOSSAL_RATTLEWURM)
    assert not card.playable
    assert any("flash as long as" in u for u in card.unrecognized)


@kit
def test_ultimate_alliance_deals_damage_equal_to_the_creatures_you_control(
        table: Table) -> None:
    """CR 107.3c, 608.2h: the count is taken as the spell resolves: Alice's three creatures
    (not Bob's), 3 damage, kill Bob's Hill Giant (3/3); with one of hers gone, the second
    deals 2 to the other Hill Giant, which survives with 2 damage marked."""
    table.lands(0, "Plains", 2)
    table.battlefield(0, "Savannah Lions", "Savannah Lions", "Grizzly Bears")
    first, second = table.battlefield(1, "Hill Giant", "Hill Giant")
    table.hand(0, "Ultimate Alliance", "Ultimate Alliance")
    table.cast("Ultimate Alliance", targets=[first.id])
    table.resolve()
    assert table.game.find(first.id) is None or \
        table.game.obj(first.id).zone is not Zone.BATTLEFIELD
    table.game.move(table.find("Grizzly Bears").id, Zone.GRAVEYARD)
    table.refresh()
    table.cast("Ultimate Alliance", targets=[second.id])
    table.resolve()
    assert table.game.obj(second.id).zone is Zone.BATTLEFIELD
    assert table.game.obj(second.id).damage == 2


@kit
def test_union_of_the_third_path_counts_the_hand_after_the_draw(table: Table) -> None:
    """CR 107.3c, 608.2c: "then": the hand is counted after the draw: two cards left after
    casting, one drawn, Alice gains 3."""
    table.lands(0, "Plains", 3)
    table.hand(0, "Union of the Third Path", "Island", "Island")
    table.library(0, "Forest")
    table.cast("Union of the Third Path")
    table.resolve()
    assert len(table.names(Zone.HAND, 0)) == 3
    assert table.life(0) == 23


@kit
def test_rin_and_seri_gain_life_for_the_cats_you_control(table: Table) -> None:
    """CR 107.3c: Rin and Seri is a Dog and a Cat: with two Savannah Lions (Cats) of Alice's
    and Bob's, its ability deals 1 damage to Bob (one Dog) and Alice gains 3 (three Cats)."""
    table.battlefield(0, "Rin and Seri, Inseparable", "Savannah Lions", "Savannah Lions")
    table.battlefield(1, "Savannah Lions")
    table.lands(0, "Mountain", 1)
    table.lands(0, "Forest", 1)
    table.lands(0, "Plains", 1)
    table.activate("Rin and Seri, Inseparable", targets=["Bob"])
    table.resolve()
    assert (table.life(0), table.life(1)) == (23, 19)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)


def test_a_count_says_whether_only_a_structural_change_alters_it() -> None:
    """CR 613.4a, 613.4c: cards in a zone, permanents of a kind, card types among graveyards
    change only when objects move or change (a structural change); tapped permanents, combat
    and a player's counters change otherwise, so those counts are taken at every change."""
    from manastack_grammar.builder import Builder
    from manastack_grammar.phrases.numbers import static_count

    b = Builder(card="")
    assert static_count("cards in your hand", b).structural
    assert static_count("creatures you control", b).structural
    assert static_count("card types among cards in all graveyards", b).structural
    assert not static_count("untapped lands you control", b).structural
    assert not static_count("attacking creatures you control", b).structural
    assert not static_count("experience counters you have", b).structural


@kit
def test_a_structural_count_waits_for_a_structural_change(table: Table) -> None:
    """CR 604.3, 613.4a: Sylvan Yeti counts the cards in Alice's hand, which tapping a land
    doesn't change: the layer pass stays as it was (not made again), and a card drawn makes
    it again, the count followed."""
    from manastack.engine import layers

    table.lands(0, "Forest", 2)
    table.battlefield(0, "Sylvan Yeti")
    table.hand(0, "Island", "Island")
    assert _pt(table, "Sylvan Yeti") == (2, 4)
    before = layers.current(table.game)
    assert not before.volatile
    table.game.tap(table.find("Forest").id)
    assert layers.current(table.game) is before
    table.hand(0, "Island")
    assert _pt(table, "Sylvan Yeti") == (3, 4)
