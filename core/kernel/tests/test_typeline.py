"""Tests for manastack.model.typeline (CR 205, seed rulings SEED-02..SEED-08)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from manastack.errors import CardDataError
from manastack.model.typeline import (
    ARTIFACT_TYPES,
    BASIC_LAND_TYPES,
    BATTLE_TYPES,
    CARD_TYPES,
    CREATURE_TYPES,
    DUNGEON_TYPES,
    ENCHANTMENT_TYPES,
    LAND_TYPES,
    PERMANENT_TYPES,
    PLANAR_TYPES,
    PLANESWALKER_TYPES,
    SPELL_TYPES,
    SUPERTYPES,
    TypeLine,
    subtype_categories,
    subtype_category,
)

CR_FILE = Path("/work/shared/reference/MagicCompRules_20251114.txt")
CORPUS_FILE = Path("/tmp/pm/mtg/_data/oracle_corpus.json")

parse = TypeLine.parse


# --- SEED-02: CR 205.3b --------------------------------------------------------------


def test_SEED_02_each_word_after_the_dash_is_a_separate_subtype() -> None:
    assert parse("Land — Urza's Power-Plant").subtypes == ("Urza's", "Power-Plant")
    assert parse("Enchantment — Aura Curse").subtypes == ("Aura", "Curse")
    assert parse("Artifact — Equipment Vehicle").subtypes == ("Equipment", "Vehicle")


def test_SEED_02_creature_subtypes_are_one_or_two_words() -> None:
    line = parse("Legendary Creature — Human Time Lord Rogue")
    assert line.subtypes == ("Human", "Time Lord", "Rogue")
    assert parse("Legendary Creature — Time Lord").subtypes == ("Time Lord",)
    assert not line.unknown_subtypes


def test_SEED_02_objects_other_than_planes_may_have_several_subtypes() -> None:
    assert parse("Land — Forest Island Mountain").subtypes == ("Forest", "Island", "Mountain")
    assert parse("Creature — Human Elf Shaman").subtypes == ("Human", "Elf", "Shaman")


def test_SEED_02_plane_subtype_is_all_the_words_as_one_subtype() -> None:
    assert parse("Plane — Serra's Realm").subtypes == ("Serra's Realm",)
    assert parse("Plane — Bolas's Meditation Realm").subtypes == ("Bolas's Meditation Realm",)
    assert parse("Plane — Outside Mutter's Spiral", strict=True).subtypes == (
        "Outside Mutter's Spiral",
    )
    assert parse("Plane — Ravnica").subtypes == ("Ravnica",)
    assert subtype_category("Serra's Realm") == "plane"


def test_SEED_02_two_word_matching_is_only_for_creature_types() -> None:
    # CR 205.3b: subtypes of every card type except creature and plane are single words.
    assert parse("Artifact — Time Lord").subtypes == ("Time", "Lord")
    # Kindred shares the creature types (CR 205.3m).
    assert parse("Kindred Artifact — Time Lord").subtypes == ("Time Lord",)


def test_SEED_02_curly_apostrophe_of_the_cr_is_normalised() -> None:
    assert parse("Plane — Serra’s Realm").subtypes == ("Serra's Realm",)
    assert parse("Land — Urza’s Mine").subtypes == ("Urza's", "Mine")
    assert parse("Creature — C’tan").subtypes == ("C'tan",)


# --- SEED-03: CR 205.3g --------------------------------------------------------------


def test_SEED_03_artifact_subtype_equipment() -> None:
    line = parse("Artifact — Equipment", strict=True)
    assert line.card_types == ("Artifact",)
    assert line.subtypes == ("Equipment",)
    assert subtype_category("Equipment") == "artifact"
    assert line.subtypes_of("artifact") == ("Equipment",)


def test_SEED_03_artifact_may_have_several_artifact_types() -> None:
    assert parse("Artifact — Food Clue", strict=True).subtypes == ("Food", "Clue")
    assert parse("Artifact — Clue Equipment", strict=True).subtypes == ("Clue", "Equipment")
    assert parse("Legendary Artifact — Infinity Stone", strict=True).subtypes == (
        "Infinity",
        "Stone",
    )


def test_SEED_03_artifact_types_do_not_fit_a_land() -> None:
    line = parse("Land — Equipment")
    assert line.unknown_subtypes == ("Equipment",)
    with pytest.raises(CardDataError, match="Equipment"):
        parse("Land — Equipment", strict=True)


# --- SEED-04: CR 205.3m --------------------------------------------------------------


def test_SEED_04_creature_subtypes_human_soldier() -> None:
    line = parse("Creature — Human Soldier", strict=True)
    assert line.card_types == ("Creature",)
    assert line.subtypes == ("Human", "Soldier")
    assert line.subtypes_of("creature") == ("Human", "Soldier")


def test_SEED_04_artifact_creature_golem() -> None:
    line = parse("Artifact Creature — Golem", strict=True)
    assert line.card_types == ("Artifact", "Creature")
    assert line.subtypes == ("Golem",)
    assert subtype_category("Golem") == "creature"


def test_SEED_04_creature_subtypes_two_word_time_lord() -> None:
    line = parse("Legendary Creature — Time Lord Doctor", strict=True)
    assert line.subtypes == ("Time Lord", "Doctor")
    assert line.has_subtype("Time Lord")
    assert not line.has_subtype("Time")
    assert "Time Lord" in CREATURE_TYPES
    assert subtype_category("Time Lord") == "creature"


def test_SEED_04_kindred_takes_creature_types() -> None:
    line = parse("Kindred Instant — Eldrazi", strict=True)
    assert line.card_types == ("Kindred", "Instant")
    assert line.subtypes_of("creature") == ("Eldrazi",)
    assert not line.is_permanent


def test_SEED_04_each_subtype_correlates_to_its_card_type() -> None:
    # CR 205.3c: "Clue" goes with artifact, "Plant" with creature.
    line = parse("Artifact Creature — Clue Plant", strict=True)
    assert line.subtypes_of("artifact") == ("Clue",)
    assert line.subtypes_of("creature") == ("Plant",)
    saga = parse("Legendary Enchantment Creature — Saga Demon", strict=True)
    assert saga.subtypes_of("enchantment") == ("Saga",)
    assert saga.subtypes_of("creature") == ("Demon",)


# --- SEED-05: CR 205.3h --------------------------------------------------------------


def test_SEED_05_enchantment_subtype_shrine() -> None:
    line = parse("Enchantment — Shrine", strict=True)
    assert line.subtypes == ("Shrine",)
    assert subtype_category("Shrine") == "enchantment"


def test_SEED_05_each_enchantment_word_is_a_separate_subtype() -> None:
    line = parse("Enchantment — Aura Curse", strict=True)
    assert line.subtypes == ("Aura", "Curse")
    assert line.has_subtype("Aura") and line.has_subtype("Curse")
    assert not line.has_subtype("Aura Curse")


# --- SEED-06: CR 205.3k --------------------------------------------------------------


def test_SEED_06_instant_and_sorcery_share_the_spell_types() -> None:
    instant = parse("Instant — Arcane", strict=True)
    sorcery = parse("Sorcery — Arcane", strict=True)
    assert instant.subtypes == sorcery.subtypes == ("Arcane",)
    assert instant.subtype_categories == sorcery.subtype_categories == frozenset({"spell"})
    assert subtype_category("Arcane") == "spell"
    for spell_type in SPELL_TYPES:
        parse(f"Instant — {spell_type}", strict=True)
        parse(f"Sorcery — {spell_type}", strict=True)


def test_SEED_06_spell_types_do_not_fit_a_creature() -> None:
    with pytest.raises(CardDataError, match="Arcane"):
        parse("Creature — Arcane", strict=True)


# --- SEED-07: CR 205.3i --------------------------------------------------------------


def test_SEED_07_land_types_urzas_power_plant() -> None:
    line = parse("Land — Urza's Power-Plant", strict=True)
    assert line.subtypes == ("Urza's", "Power-Plant")
    assert all(subtype_category(s) == "land" for s in line.subtypes)


def test_SEED_07_basic_land_forest() -> None:
    line = parse("Basic Land — Forest", strict=True)
    assert line.supertypes == ("Basic",)
    assert line.has_supertype("Basic")
    assert line.subtypes == ("Forest",)
    snow = parse("Basic Snow Land — Island", strict=True)
    assert snow.supertypes == ("Basic", "Snow")
    assert {"Forest", "Island", "Mountain", "Plains", "Swamp"} == BASIC_LAND_TYPES
    assert BASIC_LAND_TYPES <= LAND_TYPES


def test_SEED_07_land_may_have_several_land_types() -> None:
    assert parse("Land — Island Swamp", strict=True).subtypes == ("Island", "Swamp")
    assert parse("Land — Forest Gate", strict=True).subtypes == ("Forest", "Gate")


# --- SEED-08: CR 205.3j --------------------------------------------------------------


def test_SEED_08_planeswalker_subtype_jace() -> None:
    line = parse("Legendary Planeswalker — Jace", strict=True)
    assert line.card_types == ("Planeswalker",)
    assert line.subtypes == ("Jace",)
    assert subtype_category("Jace") == "planeswalker"
    assert line.is_permanent


def test_SEED_08_planeswalker_types_are_single_words() -> None:
    assert parse("Legendary Planeswalker — Nicol Bolas").subtypes == ("Nicol", "Bolas")
    assert parse("Legendary Planeswalker — Nicol Bolas").unknown_subtypes == ("Nicol",)


# --- other subtypes (CR 205.3p, 205.3q, 205.3r) -----------------------------------------


def test_battle_and_dungeon_subtypes() -> None:
    assert parse("Battle — Siege", strict=True).subtypes == ("Siege",)
    assert parse("Dungeon — Undercity", strict=True).subtypes == ("Undercity",)
    assert subtype_category("Siege") == "battle"
    assert subtype_category("Undercity") == "dungeon"


def test_types_without_subtypes_reject_them_in_strict_mode() -> None:
    # CR 205.3r: conspiracy, phenomenon, scheme and vanguard have no subtypes.
    assert parse("Conspiracy — Elf").unknown_subtypes == ("Elf",)
    with pytest.raises(CardDataError):
        parse("Conspiracy — Elf", strict=True)


# --- printing -------------------------------------------------------------------------

WELL_FORMED = [
    "Legendary Creature — Elder Giant",
    "Kindred Instant — Eldrazi",
    "Artifact Creature — Golem",
    "Enchantment — Aura",
    "Basic Land — Forest",
    "Basic Snow Land — Island",
    "Legendary Planeswalker — Jace",
    "Instant — Arcane",
    "Land — Urza's Power-Plant",
    "Legendary Creature — Time Lord Doctor",
    "Legendary Creature — Human Time Lord Rogue",
    "Plane — Ravnica",
    "Plane — Serra's Realm",
    "Battle — Siege",
    "Artifact — Equipment Vehicle",
    "Legendary Enchantment Artifact",
    "Legendary Instant Artifact Enchantment",
    "World Enchantment",
    "Ongoing Scheme",
    "Sorcery",
    "Land",
    "Creature — Sorcerer",  # newer than the CR: kept
]


@pytest.mark.parametrize("text", WELL_FORMED)
def test_round_trip(text: str) -> None:
    assert str(parse(text)) == text
    assert parse(str(parse(text))) == parse(text)


def test_str_uses_the_long_dash() -> None:
    line = TypeLine(("Legendary",), ("Creature",), ("Elder", "Giant"))
    assert str(line) == "Legendary Creature — Elder Giant"
    assert str(TypeLine(card_types=("Instant",))) == "Instant"
    assert str(TypeLine()) == ""


@pytest.mark.parametrize(
    "text",
    [
        "Creature - Human Soldier",
        "Creature -- Human Soldier",
        "Creature--Human Soldier",
        "Creature – Human Soldier",
        "Creature —Human Soldier",
        "  Creature   —   Human    Soldier ",
    ],
)
def test_hand_written_dashes_and_spacing_are_normalised(text: str) -> None:
    assert str(parse(text)) == "Creature — Human Soldier"


def test_hyphenated_subtypes_are_not_dashes() -> None:
    assert parse("Artifact Creature — Assembly-Worker").subtypes == ("Assembly-Worker",)
    assert parse("Land — Power-Plant").subtypes == ("Power-Plant",)


def test_type_words_are_case_insensitive_and_canonicalised() -> None:
    line = parse("legendary creature — human time lord")
    assert str(line) == "Legendary Creature — Human Time Lord"
    assert parse("instant").card_types == ("Instant",)


# --- errors ---------------------------------------------------------------------------


def test_unknown_card_type_names_card_and_text() -> None:
    with pytest.raises(CardDataError) as err:
        parse("Creture — Elf", card="Llanowar Elves")
    message = str(err.value)
    assert "Llanowar Elves" in message
    assert "'Creture — Elf'" in message
    assert "Creture" in message


@pytest.mark.parametrize("text", ["", "   ", "Legendary", "Legendary Snow", "— Elf"])
def test_missing_card_type_is_an_error(text: str) -> None:
    with pytest.raises(CardDataError) as err:
        parse(text, card="Nameless")
    assert "Nameless" in str(err.value)
    assert repr(text) in str(err.value)


@pytest.mark.parametrize(
    "text",
    [
        "Creature —",  # nothing after the dash
        "Creature — Elf — Druid",  # two dashes
        "Creature Legendary — Elf",  # supertype after card type (CR 205.4a)
        "Creature Creature — Elf",  # repeated card type
        "Creature — Elf Elf",  # repeated subtype
    ],
)
def test_malformed_lines_are_errors(text: str) -> None:
    with pytest.raises(CardDataError, match=re.escape(repr(text))):
        parse(text, card="Some Card")


def test_error_without_card_name_says_unnamed() -> None:
    with pytest.raises(CardDataError, match="unnamed card"):
        parse("Gizmo")


def test_non_text_is_a_card_data_error() -> None:
    with pytest.raises(CardDataError):
        parse(None, card="X")  # type: ignore[arg-type]


# --- lenient and strict modes ---------------------------------------------------------


def test_lenient_mode_accepts_and_records_unknown_subtypes() -> None:
    line = parse("Creature — Djinn Sorcerer")
    assert line.subtypes == ("Djinn", "Sorcerer")
    assert line.unknown_subtypes == ("Sorcerer",)
    assert subtype_category("Sorcerer") == "unknown"
    with pytest.raises(CardDataError, match="Sorcerer"):
        parse("Creature — Djinn Sorcerer", card="Abstract Paintmage", strict=True)


def test_unofficial_oracle_words_are_lenient_only() -> None:
    host = parse("Host Creature — Human Fish")
    assert host.supertypes == ("Host",)
    assert parse("Summon Dragon").card_types == ("Summon", "Dragon")
    assert parse("Summon — Specter").subtypes == ("Specter",)
    assert parse("Tribal Instant — Angel").subtypes_of("creature") == ("Angel",)
    assert str(parse("Hero Artifact — Equipment")) == "Hero Artifact — Equipment"
    for text in ("Host Creature — Human Fish", "Summon Dragon", "Tribal Instant — Angel"):
        with pytest.raises(CardDataError):
            parse(text, strict=True)


# --- queries --------------------------------------------------------------------------


def test_has_type_subtype_supertype() -> None:
    line = parse("Legendary Artifact Creature — Urza's Human")
    assert line.has_type("Creature") and line.has_type("Artifact")
    assert line.has_type("creature")
    assert not line.has_type("Land")
    assert line.has_supertype("Legendary") and not line.has_supertype("Basic")
    assert line.has_subtype("Human")
    assert line.has_subtype("Urza’s")  # the CR's curly apostrophe is accepted


@pytest.mark.parametrize(
    ("text", "permanent"),
    [
        ("Artifact — Equipment", True),
        ("Battle — Siege", True),
        ("Creature — Elf", True),
        ("Enchantment — Aura", True),
        ("Basic Land — Forest", True),
        ("Legendary Planeswalker — Jace", True),
        ("Kindred Enchantment — Faerie", True),
        ("Instant — Arcane", False),
        ("Sorcery", False),
        ("Kindred Instant — Elf", False),
        ("Plane — Ravnica", False),
        ("Scheme", False),
    ],
)
def test_is_permanent_CR_110_4(text: str, permanent: bool) -> None:
    assert parse(text).is_permanent is permanent


def test_subtype_category_of_spacecraft_and_unknown() -> None:
    # "Spacecraft" is both an artifact type (205.3g) and a planar type (205.3n).
    assert subtype_category("Spacecraft") == "artifact"
    assert subtype_categories("Spacecraft") == {"artifact", "plane"}
    assert subtype_category("Urza’s") == "land"
    assert subtype_category("Gizmo") == "unknown"
    assert subtype_categories("Gizmo") == frozenset()


def test_constructor_converts_sequences_to_tuples() -> None:
    line = TypeLine(["Legendary"], ["Creature"], ["Elf"])
    assert line == TypeLine(("Legendary",), ("Creature",), ("Elf",))
    assert hash(line) == hash(TypeLine(("Legendary",), ("Creature",), ("Elf",)))
    assert TypeLine(card_types="Land").card_types == ("Land",)  # a bare string is one name


def test_type_line_is_immutable() -> None:
    line = parse("Creature — Elf")
    with pytest.raises(AttributeError):
        line.subtypes = ("Goblin",)  # type: ignore[misc]


# --- type-changing effects (CR 205.1) ------------------------------------------------


def test_with_types_in_addition_to_its_other_types_CR_205_1b() -> None:
    line = parse("Artifact — Equipment")
    animated = line.with_types(add_card_types=("Creature",), add_subtypes=("Construct",))
    assert str(animated) == "Artifact Creature — Equipment Construct"
    # No duplicates.
    again = animated.with_types(("Artifact", "Creature"), ("Construct", "Equipment"))
    assert again == animated
    legendary = line.with_types(add_supertypes=("Legendary",))
    assert str(legendary) == "Legendary Artifact — Equipment"


def test_with_types_cannot_gain_an_unfitting_subtype_CR_205_3d() -> None:
    land = parse("Land — Forest")
    assert land.with_types(add_subtypes=("Elf",)) == land
    assert land.with_types(add_subtypes=("Swamp",)).subtypes == ("Forest", "Swamp")
    # Gained together with the card type it belongs to.
    assert land.with_types(("Creature",), ("Elf",)).subtypes == ("Forest", "Elf")
    # Unknown subtypes are kept (lenient).
    assert land.with_types(add_subtypes=("Gizmo",)).subtypes == ("Forest", "Gizmo")


def test_replace_card_types_CR_205_1a() -> None:
    # "becomes a land": creature types go, supertypes stay (CR 205.4b).
    line = parse("Legendary Artifact Creature — Equipment Golem")
    land = line.replace_types(card_types=("Land",))
    assert str(land) == "Legendary Land"
    # Subtypes that still fit a remaining card type stay.
    artifact = line.replace_types(card_types=("Artifact",))
    assert str(artifact) == "Legendary Artifact — Equipment"


def test_replace_card_types_keeps_instant_and_sorcery_CR_205_1a() -> None:
    spell = parse("Kindred Instant — Elf Arcane")
    changed = spell.replace_types(card_types=("Creature",))
    assert changed.has_type("Instant") and changed.has_type("Creature")
    assert not changed.has_type("Kindred")
    assert changed.subtypes == ("Elf", "Arcane")


def test_replace_subtypes_replaces_only_the_same_set_CR_205_1a() -> None:
    dryad = parse("Land Creature — Forest Dryad")
    island = dryad.replace_types(subtypes=("Island",))
    assert island.subtypes == ("Dryad", "Island")
    human = dryad.replace_types(subtypes=("Human", "Wizard"))
    assert human.subtypes == ("Forest", "Human", "Wizard")


def test_becomes_creature_type_artifact_creature_CR_205_1b() -> None:
    # "becomes a 2/2 Construct artifact creature": keeps other types, replaces creature types.
    line = parse("Creature — Human Soldier").with_types(add_subtypes=("Equipment",))
    assert line.subtypes == ("Human", "Soldier")  # Equipment can't be gained (CR 205.3d)
    gear = parse("Legendary Artifact Creature — Equipment Human")
    result = gear.with_types(("Artifact", "Creature")).replace_types(subtypes=("Construct",))
    assert str(result) == "Legendary Artifact Creature — Equipment Construct"


def test_without_types() -> None:
    line = parse("Legendary Enchantment Creature — Saga Demon")
    assert str(line.without_types(card_types=("Creature",))) == "Legendary Enchantment — Saga"
    assert str(line.without_types(supertypes=("Legendary",))) == (
        "Enchantment Creature — Saga Demon"
    )
    # Losing a subtype never changes the card types (CR 205.1a).
    assert line.without_types(subtypes=("Saga",)).card_types == ("Enchantment", "Creature")
    lost = line.without_types(subtype_categories=("creature",))
    assert lost.subtypes == ("Saga",)


def test_unknown_subtypes_follow_their_card_types() -> None:
    line = parse("Creature — Djinn Sorcerer")
    assert line.with_types(("Artifact",)).subtypes == ("Djinn", "Sorcerer")
    assert line.replace_types(card_types=("Land",)).subtypes == ()


# --- the CR lists ---------------------------------------------------------------------


def test_card_types_and_supertypes() -> None:
    assert len(CARD_TYPES) == 15
    assert list(CARD_TYPES) == sorted(CARD_TYPES)
    assert {"Basic", "Legendary", "Ongoing", "Snow", "World"} == SUPERTYPES
    permanent = {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
    assert permanent == PERMANENT_TYPES
    assert set(CARD_TYPES) >= PERMANENT_TYPES
    assert {"Siege"} == BATTLE_TYPES
    assert {"Undercity"} == DUNGEON_TYPES


def _cr_list(text: str, rule: str, lead: str) -> set[str]:
    line = re.search(rf"^{re.escape(rule)} (.*)$", text, re.M)
    assert line is not None
    body = re.sub(r" \(see rules? [^)]*\)", "", line.group(1).replace("’", "'"))
    body = body.split(lead, 1)[1].split(". ")[0].rstrip(".")
    return {item.strip() for item in re.split(r", and |, | and ", body)}


@pytest.mark.skipif(not CR_FILE.exists(), reason="Comprehensive Rules file not present")
def test_subtype_lists_match_the_comprehensive_rules() -> None:
    text = CR_FILE.read_text(encoding="utf-8")
    assert _cr_list(text, "205.3g", "The artifact types are ") == ARTIFACT_TYPES
    assert _cr_list(text, "205.3h", "The enchantment types are ") == ENCHANTMENT_TYPES
    assert _cr_list(text, "205.3i", "The land types are ") == LAND_TYPES
    assert _cr_list(text, "205.3j", "The planeswalker types are ") == PLANESWALKER_TYPES
    assert _cr_list(text, "205.3k", "The spell types are ") == SPELL_TYPES
    assert _cr_list(text, "205.3m", "one word long: ") | {"Time Lord"} == CREATURE_TYPES
    assert _cr_list(text, "205.3n", "The planar types are ") == PLANAR_TYPES
    card_types = _cr_list(text, "205.2a", "The card types are ")
    assert {t.capitalize() for t in card_types} == set(CARD_TYPES)
    supertypes = _cr_list(text, "205.4a", "The supertypes are ")
    assert {t.capitalize() for t in supertypes} == SUPERTYPES
    basic = _cr_list(text, "205.3i", "Of that list, ")
    assert {t.removesuffix(" are the basic land types") for t in basic} == BASIC_LAND_TYPES


# --- the Oracle corpus ----------------------------------------------------------------


@pytest.mark.skipif(not CORPUS_FILE.exists(), reason="Oracle corpus not present")
def test_oracle_corpus_type_lines_parse_and_round_trip() -> None:
    records = json.loads(CORPUS_FILE.read_text(encoding="utf-8"))
    failures: list[str] = []
    checked = 0
    for record in records:
        text, name = record["type"], record["name"]
        if name.startswith("A-") or "//" in text:  # Alchemy rebalanced cards, split lines
            continue
        if record.get("layout") in ("planar", "scheme", "vanguard"):
            continue
        checked += 1
        try:
            line = parse(text, card=name)
        except CardDataError as err:
            failures.append(str(err))
            continue
        printed = str(line)
        # Exact round trip, except that type words are canonically capitalised
        # ("capital offense" prints its type line as "instant").
        if printed != text and printed.casefold() != text.casefold():
            failures.append(f"{name}: {text!r} printed as {printed!r}")
        # The same split as MTGJSON's supertypes / types / subtypes fields.
        expected = (record["supertypes"], record["types"], record["subtypes"])
        got = (line.supertypes, line.card_types, line.subtypes)
        if [[w.casefold() for w in part] for part in got] != [
            [w.casefold() for w in part] for part in expected
        ]:
            failures.append(f"{name}: {text!r} parsed as {got}, MTGJSON says {expected}")
    assert checked > 30000
    assert not failures, f"{len(failures)} of {checked} failed:\n" + "\n".join(failures[:30])
