"""Printed copies of spells and abilities played (CR 707.10, 707.10c, 608.2c, 608.2h).

Izzet Guildmage copies "target instant spell you control with mana value 2 or less" (the
target phrase read as any spell target, 115.1): its controller may keep the copy's target or
choose a new legal one, and an illegal new target is refused with the game unchanged (732).
Narset's Reversal copies a spell, then returns the original to its owner's hand. Increasing
Vengeance makes one copy, or two when cast from a graveyard ("instead", 608.2c), each with
its own choice of new targets. Mister Fantastic copies a triggered ability twice. Abstruse
Archaic copies only an ability "from a colorless source", its source seen as it last existed
(113.7a, 608.2h: Mind Stone sacrificed to pay for it); Echo only one from a creature. Show
of Confidence is copied once for each other instant and sorcery spell cast this turn. Rust
counters an activated ability from an artifact source only. The
printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

IZZET_GUILDMAGE = CardDef(
    name="Izzet Guildmage", mana_cost="{U/R}{U/R}", type_line="Creature — Human Wizard",
    power="2", toughness="2",
    text="({U/R} can be paid with either {U} or {R}.)\n{2}{U}: Copy target instant spell you "
         "control with mana value 2 or less. You may choose new targets for the copy.\n{2}{R}: "
         "Copy target sorcery spell you control with mana value 2 or less. You may choose new "
         "targets for the copy.")
NARSETS_REVERSAL = CardDef(
    name="Narset's Reversal", mana_cost="{U}{U}", type_line="Instant",
    text="Copy target instant or sorcery spell, then return it to its owner's hand. You may "
         "choose new targets for the copy.")
INCREASING_VENGEANCE = CardDef(
    name="Increasing Vengeance", mana_cost="{R}{R}", type_line="Instant",
    keywords=("Flashback",),
    text="Copy target instant or sorcery spell you control. If this spell was cast from a "
         "graveyard, copy that spell twice instead. You may choose new targets for the "
         "copies.\nFlashback {3}{R}{R} (You may cast this card from your graveyard for its "
         "flashback cost. Then exile it.)")
MISTER_FANTASTIC = CardDef(
    name="Mister Fantastic", mana_cost="{2}{U}",
    type_line="Legendary Creature — Human Scientist Hero", power="2", toughness="4",
    keywords=("Reach", "Vigilance"),
    text="Vigilance, reach\nAt the beginning of combat on your turn, if you've cast a "
         "noncreature spell this turn, draw a card.\n{R}{G}{W}{U}, {T}: Copy target triggered "
         "ability you control twice. You may choose new targets for the copies.")
WALL_OF_OMENS = CardDef(
    name="Wall of Omens", mana_cost="{1}{W}", type_line="Creature — Wall", power="0",
    toughness="4", keywords=("Defender",),
    text="Defender\nWhen this creature enters, draw a card.")

ABSTRUSE_ARCHAIC = CardDef(
    name="Abstruse Archaic", mana_cost="{4}", type_line="Creature — Avatar", power="3",
    toughness="4", keywords=("Vigilance",),
    text="Vigilance\n{1}, {T}: Copy target activated or triggered ability you control from a "
         "colorless source. You may choose new targets for the copy. (Mana abilities can't be "
         "targeted.)")
ECHO = CardDef(
    name="Echo, Perceptive Prodigy", mana_cost="{2}{U}",
    type_line="Legendary Creature — Human Hero", power="1", toughness="4",
    keywords=("Vigilance",),
    text="Vigilance\n{1}, {T}: Copy target activated or triggered ability you control from a "
         "creature source. You may choose new targets for the copy. (Mana abilities can't be "
         "targeted.)")
MIND_STONE = CardDef(
    name="Mind Stone", mana_cost="{2}", type_line="Artifact",
    text="{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.")

SHOW_OF_CONFIDENCE = CardDef(
    name="Show of Confidence", mana_cost="{1}{W}", type_line="Instant",
    text="When you cast this spell, copy it for each other instant and sorcery spell you've "
         "cast this turn. You may choose new targets for the copies.\nPut a +1/+1 counter on "
         "target creature. It gains vigilance until end of turn.")

RUST = CardDef(
    name="Rust", mana_cost="{G}", type_line="Instant",
    text="Counter target activated ability from an artifact source. (Mana abilities can't be "
         "targeted.)")
PRODIGAL_PYROMANCER = CardDef(
    name="Prodigal Pyromancer", mana_cost="{2}{R}", type_line="Creature — Human Wizard",
    power="1", toughness="1", text="{T}: This creature deals 1 damage to any target.")

PRINTED = (IZZET_GUILDMAGE, NARSETS_REVERSAL, INCREASING_VENGEANCE, MISTER_FANTASTIC,
           WALL_OF_OMENS, ABSTRUSE_ARCHAIC, ECHO, MIND_STONE, SHOW_OF_CONFIDENCE, RUST,
           PRODIGAL_PYROMANCER)
kit = pytest.mark.plugins("flashback",
                         extra={"copy-spell-kit": card_pool("copy-spell-kit", PRINTED)})


def _bolt(table: Table, target: str | int) -> int:
    """Alice casts Lightning Bolt at ``target``; returns the spell's id."""
    table.hand(0, "Lightning Bolt")
    return table.cast("Lightning Bolt", targets=[target]).id


@kit
def test_izzet_guildmage_copy_gets_a_new_target(table: Table) -> None:
    """CR 707.10c: the copy now targets the Bears; the original Bolt still hits Bob."""
    table.battlefield(0, "Izzet Guildmage")
    bears = table.battlefield(1, "Grizzly Bears")[0].id
    table.lands(0, "Island", 3)
    table.lands(0, "Mountain", 1)
    bolt = _bolt(table, "Bob")
    table.activate("Izzet Guildmage", targets=[bolt])
    table.answer("new_targets", "yes")
    table.answer("targets", bears)
    table.resolve()  # the Guildmage's ability: the copy above the Bolt
    table.assert_logged(rule="707.10", contains="a copy of Lightning Bolt")
    table.resolve_all()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    table.assert_life(1, 17)
    table.assert_life(0, 20)


@kit
def test_izzet_guildmage_copy_keeps_its_target(table: Table) -> None:
    """CR 707.10: the copy has the original's target: Bob is dealt 3 twice."""
    table.battlefield(0, "Izzet Guildmage")
    table.lands(0, "Island", 3)
    table.lands(0, "Mountain", 1)
    bolt = _bolt(table, "Bob")
    table.activate("Izzet Guildmage", targets=[bolt])
    table.answer("new_targets", "no")
    table.resolve_all()
    table.assert_life(1, 14)


@kit
def test_izzet_guildmage_copy_cannot_get_an_illegal_new_target(table: Table) -> None:
    """CR 707.10c, 115.7: a new target must be legal ("any target": no land); refused, the
    game is as it was (732): the ability is still on the stack, nothing copied."""
    table.battlefield(0, "Izzet Guildmage")
    table.lands(0, "Island", 3)
    mountain = table.lands(0, "Mountain", 1)[0].id
    bolt = _bolt(table, "Bob")
    table.activate("Izzet Guildmage", targets=[bolt])
    stack = [o.id for o in table.game.objects_in(Zone.STACK)]
    table.answer("new_targets", "yes")
    table.answer("targets", mountain)
    with pytest.raises(IllegalActionError):
        table.resolve()
    assert [o.id for o in table.game.objects_in(Zone.STACK)] == stack
    assert not table.logged(rule="707.10", contains="a copy of Lightning Bolt")


@kit
def test_izzet_guildmage_cant_copy_an_opponents_spell(table: Table) -> None:
    """CR 115.1: "target instant spell you control": Bob's Bolt is no legal target."""
    table.battlefield(0, "Izzet Guildmage")
    table.lands(0, "Island", 3)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.pass_priority()
    bolt = table.cast("Lightning Bolt", targets=["Alice"]).id
    table.pass_priority()
    table.assert_illegal(table.activate, "Izzet Guildmage", targets=[bolt])


@kit
def test_narsets_reversal_copies_the_bolt_and_returns_it_to_its_owners_hand(
        table: Table) -> None:
    """CR 707.10c, 608.2c: the copy turns on Bob; Bob's Bolt goes back to his hand unresolved."""
    table.lands(0, "Island", 2)
    table.hand(0, "Narset's Reversal")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.pass_priority()
    bolt = table.cast("Lightning Bolt", targets=["Alice"]).id
    table.pass_priority()
    table.cast("Narset's Reversal", targets=[bolt])
    table.answer("new_targets", "yes")
    table.answer("targets", "Bob")
    table.resolve()  # Narset's Reversal
    table.resolve_all()
    table.assert_life(0, 20)
    table.assert_life(1, 17)
    assert table.zone_of("Lightning Bolt") is Zone.HAND
    assert table.find("Lightning Bolt").controller == 1


@kit
def test_increasing_vengeance_from_the_hand_copies_once(table: Table) -> None:
    table.lands(0, "Mountain", 3)
    table.hand(0, "Increasing Vengeance")
    bolt = _bolt(table, "Bob")
    table.cast("Increasing Vengeance", targets=[bolt])
    table.on_decision("new_targets", lambda game, d: ("no",))
    table.resolve_all()
    table.assert_life(1, 14)


@kit
def test_increasing_vengeance_flashed_back_copies_twice_each_with_its_choice(
        table: Table) -> None:
    """CR 608.2c: cast from the graveyard, two copies instead of one; each copy's controller
    chooses its targets apart (707.10c): one stays on Bob, one goes to the Bears."""
    table.lands(0, "Mountain", 6)
    table.graveyard(0, "Increasing Vengeance")
    bears = table.battlefield(1, "Grizzly Bears")[0].id
    bolt = _bolt(table, "Bob")
    table.cast("Increasing Vengeance", using="flashback", targets=[bolt])
    table.answer("new_targets", "no")
    table.answer("new_targets", "yes")
    table.answer("targets", bears)
    table.resolve()  # Increasing Vengeance: two copies above the Bolt
    assert len([o for o in table.game.objects_in(Zone.STACK) if o.is_copy]) == 2
    table.resolve_all()
    table.assert_life(1, 14)
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


@kit
def test_mister_fantastic_copies_the_enters_trigger_twice(table: Table) -> None:
    """CR 707.10: two copies of Wall of Omens' trigger, three cards drawn in all."""
    table.battlefield(0, "Mister Fantastic")
    table.library(0, "Island", "Island", "Island", "Island")
    table.lands(0, "Plains", 3)
    table.lands(0, "Mountain", 1)
    table.lands(0, "Forest", 1)
    table.lands(0, "Island", 1)
    table.hand(0, "Wall of Omens")
    table.cast("Wall of Omens")
    table.resolve()
    (trigger,) = [o.id for o in table.game.objects_in(Zone.STACK) if "ability" in o.tags]
    hand = len(table.game.hand(0))
    table.activate("Mister Fantastic", targets=[trigger])
    table.resolve()  # Mister Fantastic's ability: two copies of the trigger
    assert len([o for o in table.game.objects_in(Zone.STACK) if "ability" in o.tags]) == 3
    table.resolve_all()
    assert len(table.game.hand(0)) == hand + 3


def _abilities_on_stack(table: Table) -> list[int]:
    return [o.id for o in table.game.objects_in(Zone.STACK) if "ability" in o.tags]


@kit
def test_abstruse_archaic_copies_the_sacrificed_mind_stones_ability(table: Table) -> None:
    """CR 113.7a, 608.2h: Mind Stone is gone, its ability is from a colorless source as it
    last existed; the copy draws a card too: two cards."""
    table.battlefield(0, "Abstruse Archaic", "Mind Stone")
    table.library(0, "Island", "Island", "Island")
    table.lands(0, "Plains", 2)
    table.activate("Mind Stone")
    assert table.zone_of("Mind Stone") is Zone.GRAVEYARD
    (ability,) = _abilities_on_stack(table)
    hand = len(table.game.hand(0))
    table.activate("Abstruse Archaic", targets=[ability])
    table.resolve()  # the Archaic's ability: a copy of Mind Stone's
    assert len(_abilities_on_stack(table)) == 2
    table.resolve_all()
    assert len(table.game.hand(0)) == hand + 2


@kit
def test_abstruse_archaic_cant_copy_a_white_creatures_trigger(table: Table) -> None:
    """CR 115.1: Wall of Omens is white: its trigger is no legal target; refused (732)."""
    table.battlefield(0, "Abstruse Archaic")
    table.library(0, "Island", "Island")
    table.lands(0, "Plains", 3)
    table.hand(0, "Wall of Omens")
    table.cast("Wall of Omens")
    table.resolve()
    (trigger,) = _abilities_on_stack(table)
    table.assert_illegal(table.activate, "Abstruse Archaic", targets=[trigger])


@kit
def test_echo_copies_a_creatures_trigger_but_not_an_artifacts_ability(table: Table) -> None:
    """CR 113.7: Wall of Omens' trigger is from a creature source: copied, two cards drawn;
    Mind Stone's ability is not."""
    table.battlefield(0, "Echo, Perceptive Prodigy", "Mind Stone")
    table.library(0, "Island", "Island", "Island", "Island")
    table.lands(0, "Plains", 5)
    table.activate("Mind Stone")
    (stone,) = _abilities_on_stack(table)
    table.assert_illegal(table.activate, "Echo, Perceptive Prodigy", targets=[stone])
    table.resolve()
    table.hand(0, "Wall of Omens")
    table.cast("Wall of Omens")
    table.resolve()
    (trigger,) = _abilities_on_stack(table)
    hand = len(table.game.hand(0))
    table.activate("Echo, Perceptive Prodigy", targets=[trigger])
    table.answer("new_targets", "no")
    table.resolve_all()
    assert len(table.game.hand(0)) == hand + 2


@kit
def test_show_of_confidence_is_copied_for_each_other_instant_cast_this_turn(
        table: Table) -> None:
    """CR 707.10, 608.2h: two Bolts cast before it: two copies, one kept on the Bears, one
    moved to the Wall; the Bears get 2 counters in all, the Wall 1."""
    bears = table.battlefield(0, "Grizzly Bears")[0].id
    wall = table.battlefield(0, "Wall of Omens")[0].id
    table.lands(0, "Mountain", 2)
    table.lands(0, "Plains", 2)
    table.hand(0, "Lightning Bolt", "Lightning Bolt", "Show of Confidence")
    for _ in range(2):
        table.cast("Lightning Bolt", targets=["Bob"])
        table.resolve_all()
    table.cast("Show of Confidence", targets=[bears])
    table.answer("new_targets", "no")
    table.answer("new_targets", "yes")
    table.answer("targets", wall)
    table.resolve()  # the trigger: two copies
    assert len([o for o in table.game.objects_in(Zone.STACK) if o.is_copy]) == 2
    table.resolve_all()
    assert table.game.obj(bears).counters.get("+1/+1") == 2
    assert table.game.obj(wall).counters.get("+1/+1") == 1


@kit
def test_show_of_confidence_alone_is_not_copied(table: Table) -> None:
    """CR 608.2h: no other instant or sorcery cast this turn ("other": not itself): no copy."""
    bears = table.battlefield(0, "Grizzly Bears")[0].id
    table.lands(0, "Plains", 2)
    table.hand(0, "Show of Confidence")
    table.cast("Show of Confidence", targets=[bears])
    table.resolve()  # the trigger
    assert not [o for o in table.game.objects_in(Zone.STACK) if o.is_copy]
    table.resolve_all()
    assert table.game.obj(bears).counters.get("+1/+1") == 1


@kit
def test_rust_counters_mind_stones_ability_but_not_a_creatures(table: Table) -> None:
    """CR 113.7, 701.6b: Mind Stone's ability (artifact source) is countered: no card drawn;
    Prodigal Pyromancer's ping (a creature's) is no legal target, refused (732)."""
    table.battlefield(0, "Mind Stone")
    table.battlefield(1, "Prodigal Pyromancer")
    table.library(0, "Island", "Island")
    table.lands(0, "Plains", 1)
    table.lands(1, "Forest", 2)
    table.hand(1, "Rust", "Rust")
    table.activate("Mind Stone")
    (stone,) = _abilities_on_stack(table)
    hand = len(table.game.hand(0))
    table.pass_priority()
    table.cast("Rust", targets=[stone])
    table.resolve_all()
    assert len(table.game.hand(0)) == hand
    table.set_turn(active=1)
    table.activate("Prodigal Pyromancer", targets=["Alice"])
    (ping,) = _abilities_on_stack(table)
    table.assert_illegal(table.cast, "Rust", targets=[ping])
    table.resolve_all()
    table.assert_life(0, 19)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
