"""Protection as a real quality (CR 702.16): "DEBT" for each quality the kernel plays.

A permanent with protection from a quality: Damage from sources with the quality is
prevented (702.16e); it can't be Enchanted or Equipped by Auras and Equipment with the
quality, which are removed by state-based actions (702.16c-d, 704.5m-n); it can't be
Blocked by creatures with the quality (702.16f); it can't be Targeted by spells with the
quality or abilities from sources with it (702.16b). "Protection from A and from B" is two
abilities (702.16g). "The color of your choice" is chosen as the ability resolves, among the
five colours (and "artifacts" / "colorless" when the card offers them); a quality the
kernel can't play is not read, the sentence named.

Every card here is printed, with its exact Oracle text (the last test compares the pool with
the corpus). Progenitus and Petrified Wood-Kin have other lines the kernel doesn't read, so
they can't enter a game: test cards with their protection line alone play it.
"""

from __future__ import annotations

import pytest
from pytest_manastack import card_pool

from manastack.driver import Table
from manastack.engine.combat import can_block
from manastack.loading.rules import Rules
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Characteristics, Zone
from manastack.model.protection import has_quality, is_quality, protection_from
from manastack.model.turns import Step
from manastack.model.typeline import TypeLine

MOTHER_OF_RUNES = CardDef(
    name="Mother of Runes", mana_cost="{W}", type_line="Creature — Human Cleric",
    power="1", toughness="1",
    text="{T}: Target creature you control gains protection from the color of your choice "
         "until end of turn.")
JEWELED_SPIRIT = CardDef(
    name="Jeweled Spirit", mana_cost="{3}{W}{W}", type_line="Creature — Spirit", power="3",
    toughness="3",
    text="Flying\nSacrifice two lands: This creature gains protection from artifacts or from "
         "the color of your choice until end of turn.")
GIVER_OF_RUNES = CardDef(
    name="Giver of Runes", mana_cost="{W}", type_line="Creature — Kor Cleric", power="1",
    toughness="2",
    text="{T}: Another target creature you control gains protection from colorless or from "
         "the color of your choice until end of turn.")
NACATL_SAVAGE = CardDef(
    name="Nacatl Savage", mana_cost="{1}{G}", type_line="Creature — Cat Warrior", power="2",
    toughness="1", text="Protection from artifacts")
PALADIN_EN_VEC = CardDef(
    name="Paladin en-Vec", mana_cost="{1}{W}{W}", type_line="Creature — Human Knight",
    power="2", toughness="2",
    text="First strike, protection from black and from red (This creature deals combat damage "
         "before creatures without first strike. It can't be blocked, targeted, dealt damage, "
         "or enchanted by anything black or red.)")
PROGENITUS = CardDef(
    name="Progenitus", mana_cost="{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}",
    type_line="Legendary Creature — Hydra Avatar", power="10", toughness="10",
    text="Protection from everything\nIf Progenitus would be put into a graveyard from "
         "anywhere, reveal Progenitus and shuffle it into its owner's library instead.")
SPECTRUM_SENTINEL = CardDef(
    name="Spectrum Sentinel", mana_cost="{1}", type_line="Artifact Creature — Soldier",
    power="1", toughness="2",
    text="Protection from multicolored (This creature can't be blocked, targeted, dealt "
         "damage, enchanted, or equipped by anything multicolored.)\nWhenever a nonbasic land "
         "an opponent controls enters, you gain 1 life.")
GUARDIAN_OF_THE_GUILDPACT = CardDef(
    name="Guardian of the Guildpact", mana_cost="{3}{W}", type_line="Creature — Spirit",
    power="2", toughness="3", text="Protection from monocolored")
PETRIFIED_WOOD_KIN = CardDef(
    name="Petrified Wood-Kin", mana_cost="{6}{G}", type_line="Creature — Elemental Warrior",
    power="3", toughness="3",
    text="This spell can't be countered.\nBloodthirst X (This creature enters with X +1/+1 "
         "counters on it, where X is the damage dealt to your opponents this turn.)\n"
         "Protection from instants")
AZORIUS_FIRST_WING = CardDef(
    name="Azorius First-Wing", mana_cost="{W}{U}", type_line="Creature — Griffin", power="2",
    toughness="2", text="Flying, protection from enchantments")
COMMANDER_EESHA = CardDef(
    name="Commander Eesha", mana_cost="{2}{W}{W}", type_line="Legendary Creature — Bird Soldier",
    power="2", toughness="4", text="Flying, protection from creatures")
WARREN_SCOURGE_ELF = CardDef(
    name="Warren-Scourge Elf", mana_cost="{1}{G}", type_line="Creature — Elf Warrior",
    power="1", toughness="1", text="Protection from Goblins")
ORNITHOPTER = CardDef(
    name="Ornithopter", mana_cost="{0}", type_line="Artifact Creature — Thopter", power="0",
    toughness="2", text="Flying")
ROD_OF_RUIN = CardDef(
    name="Rod of Ruin", mana_cost="{4}", type_line="Artifact",
    text="{3}, {T}: This artifact deals 1 damage to any target.")
BONESPLITTER = CardDef(
    name="Bonesplitter", mana_cost="{1}", type_line="Artifact — Equipment",
    text="Equipped creature gets +2/+0.\nEquip {1}")
PACIFISM = CardDef(
    name="Pacifism", mana_cost="{1}{W}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature can't attack or block.")
MOGG_FANATIC = CardDef(
    name="Mogg Fanatic", mana_cost="{R}", type_line="Creature — Goblin", power="1",
    toughness="1", text="Sacrifice this creature: It deals 1 damage to any target.")

PRINTED = (MOTHER_OF_RUNES, JEWELED_SPIRIT, GIVER_OF_RUNES, NACATL_SAVAGE, PALADIN_EN_VEC,
           PROGENITUS, SPECTRUM_SENTINEL, GUARDIAN_OF_THE_GUILDPACT, PETRIFIED_WOOD_KIN,
           AZORIUS_FIRST_WING, COMMANDER_EESHA, WARREN_SCOURGE_ELF, ORNITHOPTER, ROD_OF_RUIN,
           BONESPLITTER, PACIFISM, MOGG_FANATIC)
#: The protection lines of Progenitus and Petrified Wood-Kin alone: their other lines are not
#: read, so the printed cards can't enter a game.
EVERYTHING_LINE = CardDef(name="Test Everything Line", mana_cost=PROGENITUS.mana_cost,
                          type_line=PROGENITUS.type_line, power="10", toughness="10",
                          text="Protection from everything")
INSTANTS_LINE = CardDef(name="Test Instants Line", mana_cost="{6}{G}",
                        type_line=PETRIFIED_WOOD_KIN.type_line, power="3", toughness="3",
                        text="Protection from instants")
kit = pytest.mark.plugins(extra={"testkit": card_pool(
    "protection-testkit", (*PRINTED, EVERYTHING_LINE, INSTANTS_LINE))})

COLORS = ("white", "blue", "black", "red", "green")


def refused_target(table: Table, action: str, name: str, target: str, quality: str,
                   **kwargs: object) -> None:
    """Casting or activating ``name`` at ``target`` is illegal and says why (CR 702.16b)."""
    verb = table.cast if action == "cast" else table.activate
    exc = table.assert_illegal(verb, name, targets=[target], rule="601.2c", **kwargs)
    assert f"protection from {quality} (702.16b)" in str(exc), str(exc)


def refused_block(table: Table, blocker: str, attacker: str, quality: str) -> None:
    """Declaring the block is illegal and says why (CR 702.16f)."""
    table.go_to(Step.DECLARE_BLOCKERS)
    exc = table.assert_illegal(table.block, {blocker: attacker}, rule="509.1a")
    assert f"protection from {quality} (702.16f)" in str(exc), str(exc)


# --------------------------------------------------------------------------
# Mother of Runes: the colour is chosen on resolution, among the five colours
# --------------------------------------------------------------------------


@kit
def test_mother_of_runes_asks_a_colour_on_resolution_among_the_five(table: Table) -> None:
    table.battlefield(0, "Mother of Runes", "Grizzly Bears", "Mountain")
    table.library(0, "Forest")
    table.library(1, "Forest")
    table.hand(0, "Shock")
    seen = table.watch_decisions("protection_quality")
    table.activate("Mother of Runes", targets=["Grizzly Bears"])
    assert seen == []  # CR 608.2d: nothing chosen while the ability is on the stack
    table.resolve(answers=[Answer("protection_quality", ("red",))])
    (decision,) = seen
    assert decision.options == COLORS and decision.rule == "702.16a"
    assert decision.player == 0
    assert table.has_keyword("Grizzly Bears", "protection from red")
    table.assert_logged(rule="702.16a", contains="chooses red")
    # T: Shock (red) can't target it; D: nothing else here deals red damage to it
    refused_target(table, "cast", "Shock", "Grizzly Bears", "red")
    # CR 514.2: "until end of turn"
    table.next_turn()
    assert not table.has_keyword("Grizzly Bears", "protection from red")


@kit
def test_mother_of_runes_refuses_a_quality_not_offered(table: Table) -> None:
    """CR 732: "artifacts" is not a colour; the answer is refused, the game as it was."""
    table.battlefield(0, "Mother of Runes", "Grizzly Bears")
    table.activate("Mother of Runes", targets=["Grizzly Bears"])
    table.pass_priority()
    exc = table.assert_illegal(table.pass_priority,
                               answers=[Answer("protection_quality", ("artifacts",))],
                               rule="702.16a")
    assert "no option named 'artifacts'" in str(exc)
    table.pass_priority(answers=[Answer("protection_quality", ("green",))])
    assert table.has_keyword("Grizzly Bears", "protection from green")


@kit
def test_mother_of_runes_white_makes_pacifism_fall_off(table: Table) -> None:
    """E: an Aura of the quality attached to it goes to the graveyard (702.16c, 704.5m)."""
    table.battlefield(0, "Mother of Runes", "Grizzly Bears", "Plains", "Plains")
    table.hand(0, "Pacifism")
    table.cast("Pacifism", targets=["Grizzly Bears"])
    table.resolve()
    assert table.find("Pacifism").attached_to == table.find("Grizzly Bears").id
    table.activate("Mother of Runes", targets=["Grizzly Bears"])
    table.resolve(answers=[Answer("protection_quality", ("white",))])
    assert table.zone_of("Pacifism") is Zone.GRAVEYARD
    table.assert_logged(rule="704.5m", contains="protection from white (702.16c)")


@kit
def test_mother_of_runes_prevents_damage_of_the_colour(table: Table) -> None:
    """D: Mogg Fanatic (red) attacks; the Bears with protection from red block it and take
    no damage (702.16e); the Fanatic dies."""
    table.battlefield(0, "Mogg Fanatic")
    table.battlefield(1, "Mother of Runes", "Grizzly Bears")
    table.attack("Mogg Fanatic")
    table.pass_priority()  # Alice passes in declare attackers; Bob has priority
    table.activate("Mother of Runes", targets=["Grizzly Bears"])
    table.resolve(answers=[Answer("protection_quality", ("red",), player=1)])
    table.block({"Grizzly Bears": "Mogg Fanatic"})
    table.go_to(Step.END)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    assert table.find("Grizzly Bears").damage == 0
    table.assert_zone("Mogg Fanatic", Zone.GRAVEYARD)
    table.assert_logged(rule="702.16e", contains="protection from red prevents 1 damage")


# --------------------------------------------------------------------------
# Jeweled Spirit: artifacts or a colour
# --------------------------------------------------------------------------


@kit
def test_jeweled_spirit_offers_artifacts_or_a_colour_and_equipment_falls_off(
        table: Table) -> None:
    """E: an Equipment of the quality becomes unattached and stays (702.16d, 704.5n)."""
    table.battlefield(0, "Jeweled Spirit", "Bonesplitter", "Grizzly Bears", "Plains", "Forest",
                      "Forest")
    table.activate("Bonesplitter", targets=["Jeweled Spirit"])
    table.resolve()
    assert table.power("Jeweled Spirit") == 5
    seen = table.watch_decisions("protection_quality")
    table.activate("Jeweled Spirit", answers=[Answer("sacrifice", ("Forest", "Forest"))])
    table.resolve(answers=[Answer("protection_quality", ("artifacts",))])
    assert seen[0].options == ("artifacts", *COLORS)
    assert table.has_keyword("Jeweled Spirit", "protection from artifacts")
    assert table.find("Bonesplitter").attached_to is None
    table.assert_zone("Bonesplitter", Zone.BATTLEFIELD)
    assert table.power("Jeweled Spirit") == 3
    table.assert_logged(rule="704.5n", contains="protection from artifacts (702.16d)")
    # T: the Equipment's own ability can't target it now
    table.lands(0, "Plains", 1)
    refused_target(table, "activate", "Bonesplitter", "Jeweled Spirit", "artifacts")


@kit
def test_jeweled_spirit_a_colour_stops_blockers_of_that_colour(table: Table) -> None:
    """B: a creature of the chosen colour can't block it (702.16f); one of another can."""
    table.battlefield(0, "Jeweled Spirit", "Forest", "Forest")
    table.battlefield(1, "Serra Angel", "Air Elemental")  # white and blue fliers
    table.activate("Jeweled Spirit", answers=[Answer("sacrifice", ("Forest", "Forest"))])
    table.resolve(answers=[Answer("protection_quality", ("white",))])
    table.attack("Jeweled Spirit")
    refused_block(table, "Serra Angel", "Jeweled Spirit", "white")
    table.block({"Air Elemental": "Jeweled Spirit"})


# --------------------------------------------------------------------------
# Nacatl Savage: protection from artifacts, all four
# --------------------------------------------------------------------------


@kit
def test_nacatl_savage_cant_be_blocked_by_an_artifact_creature(table: Table) -> None:
    table.battlefield(0, "Nacatl Savage")
    table.battlefield(1, "Memnite", "Grizzly Bears")
    table.attack("Nacatl Savage")
    refused_block(table, "Memnite", "Nacatl Savage", "artifacts")
    table.block({"Grizzly Bears": "Nacatl Savage"})


@kit
def test_nacatl_savage_cant_be_targeted_by_an_artifacts_ability(table: Table) -> None:
    table.battlefield(0, "Nacatl Savage", "Rod of Ruin", "Bonesplitter", "Grizzly Bears")
    table.lands(0, "Plains", 4)
    refused_target(table, "activate", "Rod of Ruin", "Nacatl Savage", "artifacts")
    refused_target(table, "activate", "Bonesplitter", "Nacatl Savage", "artifacts")
    table.activate("Rod of Ruin", targets=["Grizzly Bears"])  # another creature: allowed
    table.resolve()
    assert table.find("Grizzly Bears").damage == 1


@kit
def test_nacatl_savage_takes_no_damage_from_an_artifact(table: Table) -> None:
    """D: Memnite (artifact) attacks, the Savage blocks: Memnite's damage is prevented."""
    table.battlefield(0, "Memnite")
    table.battlefield(1, "Nacatl Savage")
    table.attack("Memnite")
    table.block({"Nacatl Savage": "Memnite"})
    table.go_to(Step.END)
    table.assert_zone("Nacatl Savage", Zone.BATTLEFIELD)
    table.assert_zone("Memnite", Zone.GRAVEYARD)
    table.assert_logged(rule="702.16e", contains="protection from artifacts prevents 1 damage")


# --------------------------------------------------------------------------
# Paladin en-Vec: "from black and from red" is two abilities (702.16g)
# --------------------------------------------------------------------------


@kit
def test_paladin_en_vec_has_two_protections(table: Table) -> None:
    table.battlefield(0, "Paladin en-Vec", "Swamp", "Swamp", "Mountain", "Forest")
    table.battlefield(1, "Savannah Lions")  # a legal target: the decisions are asked
    assert table.has_keyword("Paladin en-Vec", "protection from black")
    assert table.has_keyword("Paladin en-Vec", "protection from red")
    table.hand(0, "Murder", "Shock", "Giant Growth")
    refused_target(table, "cast", "Shock", "Paladin en-Vec", "red")
    table.battlefield(1, "Grizzly Bears")  # a legal target: the decision is asked
    refused_target(table, "cast", "Murder", "Paladin en-Vec", "black")
    table.cast("Giant Growth", targets=["Paladin en-Vec"])  # green: allowed
    table.resolve()
    assert table.power("Paladin en-Vec") == 5


@kit
def test_paladin_en_vec_cant_be_blocked_by_red_or_black(table: Table) -> None:
    table.battlefield(0, "Paladin en-Vec")
    table.battlefield(1, "Mogg Fanatic", "Vampire Nighthawk", "Grizzly Bears")
    table.attack("Paladin en-Vec")
    refused_block(table, "Mogg Fanatic", "Paladin en-Vec", "red")
    refused_block(table, "Vampire Nighthawk", "Paladin en-Vec", "black")
    table.block({"Grizzly Bears": "Paladin en-Vec"})


# --------------------------------------------------------------------------
# The other qualities: subtypes, card types, everything, multicolored, monocolored
# --------------------------------------------------------------------------


@kit
def test_warren_scourge_elf_protection_from_goblins(table: Table) -> None:
    """A subtype in the plural (702.16a): Mogg Fanatic, a Goblin, can neither target nor
    block it, and its damage is prevented."""
    table.battlefield(0, "Warren-Scourge Elf")
    table.battlefield(1, "Mogg Fanatic", "Boggart Brute", "Grizzly Bears")
    table.attack("Warren-Scourge Elf")
    refused_block(table, "Mogg Fanatic", "Warren-Scourge Elf", "goblins")
    refused_block(table, "Boggart Brute", "Warren-Scourge Elf", "goblins")
    table.block({})
    table.go_to(Step.END)
    table.pass_priority()  # Alice passes in her end step: Bob has priority
    exc = table.assert_illegal(table.activate, "Mogg Fanatic", targets=["Warren-Scourge Elf"],
                               rule="601.2c")
    assert "protection from goblins (702.16b)" in str(exc)


@kit
def test_progenitus_protection_from_everything(table: Table) -> None:
    """702.16j: no creature blocks it, nothing targets it, every damage to it is
    prevented."""
    table.battlefield(0, "Test Everything Line", "Forest", "Grizzly Bears")
    table.hand(0, "Giant Growth")
    refused_target(table, "cast", "Giant Growth", "Test Everything Line", "everything")
    table.battlefield(1, "Memnite", "Giant Spider")
    table.attack("Test Everything Line")
    table.go_to(Step.DECLARE_BLOCKERS)
    pending = table.game.pending()
    assert pending is None or pending.kind != "blockers"  # no creature may block it
    for blocker in ("Memnite", "Giant Spider"):
        reason = can_block(table.game, table.find(blocker).id, table.find("Test Everything Line").id)
        assert reason is not None and "protection from everything (702.16f)" in reason


@kit
def test_progenitus_takes_no_damage(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Test Everything Line")
    table.attack("Grizzly Bears")
    table.block({"Test Everything Line": "Grizzly Bears"})
    table.go_to(Step.END)
    assert table.find("Test Everything Line").damage == 0
    table.assert_logged(rule="702.16e", contains="protection from everything prevents 2")


@kit
def test_spectrum_sentinel_and_guardian_of_the_guildpact(table: Table) -> None:
    """Multicolored and monocolored (105.4): Unmake (white and black, hybrid) can't target
    the Sentinel but can the Guardian; Murder (black) the reverse."""
    table.battlefield(0, "Spectrum Sentinel", "Guardian of the Guildpact")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Unmake", "Murder")
    refused_target(table, "cast", "Unmake", "Spectrum Sentinel", "multicolored")
    refused_target(table, "cast", "Murder", "Guardian of the Guildpact", "monocolored")
    table.cast("Murder", targets=["Spectrum Sentinel"])
    table.resolve()
    table.assert_zone("Spectrum Sentinel", Zone.GRAVEYARD)


@kit
def test_petrified_wood_kin_and_azorius_first_wing(table: Table) -> None:
    """Card types (702.16a): instants can't target the Wood-Kin, Shock's damage... can't be
    dealt as it can't target; an Aura (an enchantment) can't target the First-Wing; a
    sorcery-speed Aura can still enchant the Wood-Kin."""
    table.battlefield(0, "Test Instants Line", "Azorius First-Wing", "Mountain", "Plains",
                      "Plains")
    table.hand(0, "Shock", "Pacifism")
    refused_target(table, "cast", "Shock", "Test Instants Line", "instants")
    refused_target(table, "cast", "Pacifism", "Azorius First-Wing", "enchantments")
    table.cast("Pacifism", targets=["Test Instants Line"])
    table.resolve()
    assert table.find("Pacifism").attached_to == table.find("Test Instants Line").id


@kit
def test_commander_eesha_protection_from_creatures(table: Table) -> None:
    """Creatures: a creature with reach can't block it; a creature's ability can't target
    it; a creature's combat damage to it is prevented."""
    table.battlefield(0, "Commander Eesha")
    table.battlefield(1, "Giant Spider", "Mogg Fanatic")
    table.attack("Commander Eesha")
    reason = can_block(table.game, table.find("Giant Spider").id,
                       table.find("Commander Eesha").id)
    assert reason is not None and "protection from creatures (702.16f)" in reason
    table.block({})
    table.go_to(Step.END)
    table.pass_priority()  # Alice passes in her end step: Bob has priority
    table.battlefield(0, "Grizzly Bears")  # a legal target: the decision is asked
    exc = table.assert_illegal(table.activate, "Mogg Fanatic", targets=["Commander Eesha"],
                               rule="601.2c")
    assert "protection from creatures (702.16b)" in str(exc)


@kit
def test_giver_of_runes_offers_colorless(table: Table) -> None:
    """Giver of Runes: "colorless" or a colour; a colourless artifact creature (Memnite)
    can't block the creature then."""
    table.battlefield(0, "Giver of Runes", "Grizzly Bears")
    table.battlefield(1, "Memnite", "Savannah Lions")
    seen = table.watch_decisions("protection_quality")
    table.activate("Giver of Runes", targets=["Grizzly Bears"])
    table.resolve(answers=[Answer("protection_quality", ("colorless",))])
    assert seen[0].options == ("colorless", *COLORS)
    table.attack("Grizzly Bears")
    refused_block(table, "Memnite", "Grizzly Bears", "colorless")


# --------------------------------------------------------------------------
# Each quality, for the object the engine asks about (a unit test of the kernel's rule)
# --------------------------------------------------------------------------


def chars(type_line: str, colors: str = "") -> Characteristics:
    return Characteristics(name="Test", type_line=TypeLine.parse(type_line), mana_cost=None,
                           colors=frozenset(colors), abilities=(), power=None, toughness=None)


@pytest.mark.parametrize(("quality", "has", "has_not"), [
    ("red", chars("Instant", "R"), chars("Instant", "G")),
    ("each color", chars("Creature — Elf", "G"), chars("Artifact Creature — Golem")),
    ("all colors", chars("Instant", "U"), chars("Artifact Creature — Golem")),
    ("everything", chars("Artifact Creature — Golem"), None),
    ("multicolored", chars("Instant", "WB"), chars("Instant", "B")),
    ("monocolored", chars("Instant", "B"), chars("Instant", "WB")),
    ("colorless", chars("Artifact Creature — Golem"), chars("Instant", "U")),
    ("artifacts", chars("Artifact — Equipment"), chars("Enchantment — Aura", "W")),
    ("creatures", chars("Artifact Creature — Golem"), chars("Instant", "R")),
    ("enchantments", chars("Enchantment — Aura", "W"), chars("Artifact — Equipment")),
    ("instants", chars("Instant", "R"), chars("Sorcery", "R")),
    ("sorceries", chars("Sorcery", "R"), chars("Instant", "R")),
    ("planeswalkers", chars("Legendary Planeswalker — Jace", "U"), chars("Creature — Elf")),
    ("goblins", chars("Creature — Goblin Warrior", "R"), chars("Creature — Elf", "G")),
    ("elves", chars("Creature — Elf", "G"), chars("Creature — Goblin", "R")),
    ("dwarves", chars("Creature — Dwarf", "R"), chars("Creature — Elf", "G")),
    ("kavu", chars("Creature — Kavu", "G"), chars("Creature — Elf", "G")),
])
def test_each_quality_and_the_objects_that_have_it(quality: str, has: Characteristics,
                                                   has_not: Characteristics | None) -> None:
    assert is_quality(quality)
    assert has_quality(quality, has)
    assert protection_from({f"protection from {quality}", "flying"}, has) == \
        f"protection from {quality}"
    if has_not is not None:
        assert not has_quality(quality, has_not)
        assert protection_from({f"protection from {quality}"}, has_not) is None


def test_no_source_is_stopped_only_by_everything() -> None:
    """Damage from no object: only "everything" prevents it (702.16j)."""
    assert protection_from({"protection from everything"}, None) == "protection from everything"
    assert protection_from({"protection from red", "protection from artifacts"}, None) is None


# --------------------------------------------------------------------------
# Reading: every form read is a real protection; the others are refused, named
# --------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "keywords"), [
    ("Protection from artifacts", {"protection from artifacts"}),
    ("First strike, protection from black and from red",
     {"first strike", "protection from black", "protection from red"}),
    ("Protection from Vampires, from Werewolves, and from Zombies",
     {"protection from vampires", "protection from werewolves", "protection from zombies"}),
    ("Protection from Spirits and from Arcane",
     {"protection from spirits", "protection from arcane"}),
    ("Flying, protection from enchantments", {"flying", "protection from enchantments"}),
    ("Protection from everything", {"protection from everything"}),
    ("Reach, trample, protection from multicolored",
     {"reach", "trample", "protection from multicolored"}),
])
def test_protection_keyword_lines_are_read_as_qualities(rules: Rules, text: str,
                                                        keywords: set[str]) -> None:
    card = rules.compile(CardDef(name="Test Protected", mana_cost="{2}",
                                 type_line="Creature — Spirit", power="1", toughness="1",
                                 text=text))
    assert not card.unrecognized
    assert {a.keyword for a in card.abilities if hasattr(a, "keyword")} == keywords


NOT_READ = (
    "Protection from enemy-colored multicolored",  # Frenemy of the Guildpact
    "Protection from modified creatures",  # Louvaq, the Aberrant
    "Protection from mana value 3 or less",  # Reaver Titan
    "Protection from the chosen player",  # True-Name Nemesis's wording
    "This creature has protection from the chosen color.",  # Voice of All
    "{2}: Target creature gains protection from the color of its controller's choice until "
    "end of turn.",  # Wishmonger
    "Target creature you control gains protection from creatures your opponents control "
    "until end of turn.",  # Crypsis
)


@pytest.mark.parametrize("text", NOT_READ)
def test_protection_the_kernel_cant_play_is_not_read(rules: Rules, text: str) -> None:
    card = rules.compile(CardDef(name="Test Wording", mana_cost="{2}",
                                 type_line="Creature — Spirit", power="1", toughness="1",
                                 text=text))
    assert list(card.unrecognized) == [text]
    assert not card.playable


@pytest.mark.skipif(OracleCorpusSource.default_path() is None, reason="no Oracle corpus")
def test_no_corpus_card_gets_a_protection_that_protects_from_nothing(rules: Rules) -> None:
    """Every protection keyword the reader makes of the corpus is a quality the kernel plays
    (before, "protection from the color of your choice" was a keyword of that name)."""
    path = OracleCorpusSource.default_path()
    assert path is not None
    source = OracleCorpusSource(path)
    found = 0
    for name in source.names():
        d = source.get(name)
        if d is None or "rotection from" not in d.text:
            continue
        card = rules.compile(d)
        for ability in card.abilities:
            keyword = getattr(ability, "keyword", "")
            if keyword.startswith("protection from "):
                found += 1
                assert is_quality(keyword[len("protection from "):]), (name, keyword)
    assert found > 100


@pytest.mark.skipif(OracleCorpusSource.default_path() is None, reason="no Oracle corpus")
def test_the_pool_has_the_printed_text() -> None:
    path = OracleCorpusSource.default_path()
    assert path is not None
    source = OracleCorpusSource(path)
    for mine in PRINTED:
        d = source.get(mine.name)
        assert d is not None, mine.name
        assert (d.mana_cost, d.type_line, d.power, d.toughness, d.text) == \
            (mine.mana_cost, mine.type_line, mine.power, mine.toughness, mine.text), mine.name
