"""Printed "Whenever a permanent [you control] is turned face up, ..." and "Whenever ~ or
another creature you control is turned face up, ..." abilities, played (CR 603.2, 708.8).

Turning a face-down permanent face up (a special action, 116.2b) triggers them for any
player's permanent ("a permanent"), only for the controller's ("you control"), never for
the source itself with "another"; a face-down creature entering the battlefield doesn't
(it isn't turned face up). "That creature" / "it" is the permanent turned face up (603.7c).
The cards come with their exact Oracle definitions (the corpus records, checked below).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import PlayerRef
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import FACE_DOWN, Zone

_MORPH = (" (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any "
          "time for its morph cost.)")
_MEGAMORPH = (" (You may cast this card face down as a 2/2 creature for {3}. Turn it face up "
              "any time for its megamorph cost and put a +1/+1 counter on it.)")

ZOMBIE_CUTTHROAT = CardDef(
    name="Zombie Cutthroat", mana_cost="{3}{B}{B}", type_line="Creature — Zombie",
    text="Morph—Pay 5 life." + _MORPH, power="3", toughness="4")
AVEN_FARSEER = CardDef(
    name="Aven Farseer", mana_cost="{1}{W}", type_line="Creature — Bird Soldier",
    text="Flying\nWhenever a permanent is turned face up, put a +1/+1 counter on this "
         "creature.", power="1", toughness="1")
APHETTO_RUNECASTER = CardDef(
    name="Aphetto Runecaster", mana_cost="{3}{U}", type_line="Creature — Human Wizard",
    text="Whenever a permanent is turned face up, you may draw a card.", power="2",
    toughness="3")
BONETHORN_VALESK = CardDef(
    name="Bonethorn Valesk", mana_cost="{4}{R}", type_line="Creature — Beast",
    text="Whenever a permanent is turned face up, this creature deals 1 damage to any "
         "target.", power="4", toughness="2")
SALT_ROAD_AMBUSHERS = CardDef(
    name="Salt Road Ambushers", mana_cost="{3}{G}", type_line="Creature — Dog Warrior",
    text="Whenever another permanent you control is turned face up, if it's a creature, put "
         "two +1/+1 counters on it.\nMegamorph {3}{G}{G}" + _MEGAMORPH, power="3",
    toughness="3")
PINE_WALKER = CardDef(
    name="Pine Walker", mana_cost="{3}{G}{G}", type_line="Creature — Elemental",
    text="Morph {4}{G}" + _MORPH + "\nWhenever this creature or another creature you control "
         "is turned face up, untap that creature.", power="5", toughness="5")
MASTERY_OF_THE_UNSEEN = CardDef(
    name="Mastery of the Unseen", mana_cost="{1}{W}", type_line="Enchantment",
    text="Whenever a permanent you control is turned face up, you gain 1 life for each "
         "creature you control.\n{3}{W}: Manifest the top card of your library. (Put it onto "
         "the battlefield face down as a 2/2 creature. Turn it face up any time for its mana "
         "cost if it's a creature card.)")
PYROTECHNIC_PERFORMER = CardDef(
    name="Pyrotechnic Performer", mana_cost="{1}{R}", type_line="Creature — Lizard Assassin",
    text="Disguise {R} (You may cast this card face down for {3} as a 2/2 creature with ward "
         "{2}. Turn it face up any time for its disguise cost.)\nWhenever this creature or "
         "another creature you control is turned face up, that creature deals damage equal to "
         "its power to each opponent.", power="3", toughness="2")

PERIMETER_ENFORCER = CardDef(
    name="Perimeter Enforcer", mana_cost="{1}{W}", type_line="Creature — Human Detective",
    text="Flying, lifelink\nWhenever another Detective you control enters and whenever a "
         "Detective you control is turned face up, this creature gets +1/+1 until end of turn.",
    power="1", toughness="1")
BASILICA_STALKER = CardDef(
    name="Basilica Stalker", mana_cost="{5}{B}", type_line="Creature — Vampire Detective",
    text="Flying\nWhenever this creature deals combat damage to a player, you gain 1 life and "
         "surveil 1. (Look at the top card of your library. You may put it into your "
         "graveyard.)\nDisguise {4}{B} (You may cast this card face down for {3} as a 2/2 "
         "creature with ward {2}. Turn it face up any time for its disguise cost.)",
    power="3", toughness="4")

CARDS = (ZOMBIE_CUTTHROAT, AVEN_FARSEER, APHETTO_RUNECASTER, BONETHORN_VALESK,
         SALT_ROAD_AMBUSHERS, PINE_WALKER, MASTERY_OF_THE_UNSEEN, PYROTECHNIC_PERFORMER,
         PERIMETER_ENFORCER, BASILICA_STALKER)

kit = pytest.mark.plugins("morph", "disguise", "ward", "manifest", extra={
    "turned-face-up-kit": card_pool("turned-face-up-kit", CARDS)})


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)


def face_down(table: Table, name: str, player: int = 0, using: str = "morph") -> int:
    """``player`` casts ``name`` face down for {3} (three Swamps) and it resolves: its id."""
    table.lands(player, "Swamp", 3)
    table.hand(player, name)
    if player != table.game.state.turn.active:
        table.set_turn(active=player)  # cast at sorcery speed, on its controller's turn
    table.cast(name, using=using)
    table.resolve_all()
    return next(o.id for o in table.game.objects_in(Zone.BATTLEFIELD, player)
                if o.card.name == name and o.tags.get(FACE_DOWN))


@kit
def test_aven_farseer_and_aphetto_runecaster_on_any_permanent_turned_face_up(
        table: Table) -> None:
    """A face-down Zombie Cutthroat entering triggers nothing; Alice's, then Bob's turned face
    up (Morph—Pay 5 life) each give Aven Farseer a +1/+1 counter and Aphetto Runecaster's
    controller may draw a card (yes, then no)."""
    table.battlefield(0, "Aven Farseer", "Aphetto Runecaster")
    table.library(0, "Forest", "Forest", "Forest")
    face_down(table, "Zombie Cutthroat")
    table.assert_counters("Aven Farseer", "+1/+1", 0)
    hand = len(table.game.ids_in(Zone.HAND, 0))
    table.special("Zombie Cutthroat", "turn face up")
    table.resolve(answers=[Answer("may", ("yes",))])
    table.resolve_all()
    table.assert_counters("Aven Farseer", "+1/+1", 1)
    assert len(table.game.ids_in(Zone.HAND, 0)) == hand + 1
    table.assert_life(0, 15)
    # Bob's permanent: "a permanent" is any player's
    face_down(table, "Zombie Cutthroat", player=1)
    bobs = [o for o in table.game.objects_in(Zone.BATTLEFIELD, 1)
            if o.tags.get(FACE_DOWN)]
    assert len(bobs) == 1
    table.game.act(next(o for o in table.game.pending().options
                        if getattr(o, "obj", None) == bobs[0].id
                        and getattr(o, "name", "") == "turn face up"))
    table.answer("may", "no", player=0)
    table.resolve_all()
    table.assert_counters("Aven Farseer", "+1/+1", 2)
    assert len(table.game.ids_in(Zone.HAND, 0)) == hand + 1
    table.assert_life(1, 15)


@kit
def test_bonethorn_valesk_deals_1_damage_to_any_target(table: Table) -> None:
    """Alice's Zombie Cutthroat turned face up: Bonethorn Valesk deals 1 damage to Bob."""
    table.battlefield(0, "Bonethorn Valesk")
    face_down(table, "Zombie Cutthroat")
    table.assert_life(1, 20)
    table.answer("targets", PlayerRef(1), player=0)
    table.special("Zombie Cutthroat", "turn face up")
    table.resolve_all()
    table.assert_life(1, 19)
    table.assert_logged(rule="708.8")


@kit
def test_salt_road_ambushers_counters_on_another_creature_you_control_only(
        table: Table) -> None:
    """Alice's Zombie Cutthroat turned face up gets two +1/+1 counters (a 5/6); Bob's turned
    face up gets none (not Alice's); the Ambushers itself turned face up for its megamorph
    cost gets only megamorph's counter ("another")."""
    table.battlefield(0, "Salt Road Ambushers")
    face_down(table, "Zombie Cutthroat")
    table.special("Zombie Cutthroat", "turn face up")
    table.resolve_all()
    table.assert_counters("Zombie Cutthroat", "+1/+1", 2)
    assert (table.power("Zombie Cutthroat"), table.toughness("Zombie Cutthroat")) == (5, 6)
    face_down(table, "Zombie Cutthroat", player=1)
    bobs = next(o for o in table.game.objects_in(Zone.BATTLEFIELD, 1) if o.tags.get(FACE_DOWN))
    table.game.act(next(o for o in table.game.pending().options
                        if getattr(o, "obj", None) == bobs.id))
    table.resolve_all()
    assert table.game.obj(bobs.id).counters.get("+1/+1", 0) == 0


@kit
def test_salt_road_ambushers_itself_gets_only_the_megamorph_counter(table: Table) -> None:
    oid = face_down(table, "Salt Road Ambushers", using="megamorph")
    table.lands(0, "Forest", 5)
    table.special("Salt Road Ambushers", "turn face up")
    table.resolve_all()
    assert table.game.obj(oid).counters.get("+1/+1", 0) == 1


@kit
def test_pine_walker_untaps_itself_or_another_creature_you_control(table: Table) -> None:
    """Pine Walker face down, tapped, turned face up for {4}{G}: it untaps itself (the "~ or"
    part); then a tapped Zombie Cutthroat turned face up is untapped too."""
    walker = face_down(table, "Pine Walker")
    table.game.tap(walker)
    table.lands(0, "Forest", 5)
    table.special("Pine Walker", "turn face up")
    table.resolve_all()
    table.assert_tapped("Pine Walker", False)
    cutthroat = face_down(table, "Zombie Cutthroat")
    table.game.tap(cutthroat)
    table.special("Zombie Cutthroat", "turn face up")
    table.resolve_all()
    table.assert_tapped("Zombie Cutthroat", False)


@kit
def test_mastery_of_the_unseen_manifested_creature_turned_face_up_gains_life(
        table: Table) -> None:
    """{3}{W}: manifest Grizzly Bears (no trigger as it enters face down); turned face up for
    {1}{G} (701.40b): 1 life for each creature Alice controls (the Bears and Savannah
    Lions: 2)."""
    table.battlefield(0, "Mastery of the Unseen", "Savannah Lions")
    table.library(0, "Grizzly Bears", "Forest")
    table.lands(0, "Plains", 4)
    table.activate("Mastery of the Unseen")
    table.resolve_all()
    table.assert_life(0, 20)
    table.lands(0, "Forest", 2)
    table.special("Grizzly Bears", "turn face up")
    table.resolve_all()
    table.assert_life(0, 22)


@kit
def test_pyrotechnic_performer_turned_face_up_deals_its_power_to_each_opponent(
        table: Table) -> None:
    """Cast face down with disguise and turned face up for {R}: the 3/2 deals 3 damage to
    Bob; Bob's own creature turned face up doesn't trigger it."""
    face_down(table, "Pyrotechnic Performer", using="disguise")
    table.lands(0, "Mountain", 1)
    table.special("Pyrotechnic Performer", "turn face up")
    table.resolve_all()
    table.assert_life(1, 17)
    table.assert_life(0, 20)


@kit
def test_perimeter_enforcer_on_a_detective_turned_face_up_not_entering_face_down(
        table: Table) -> None:
    """Basilica Stalker cast face down enters as a 2/2 with no subtypes, not a Detective
    (708.2a): no pump; turned face up for {4}{B}, a Detective: +1/+1 until end of turn.
    Zombie Cutthroat (not a Detective) turned face up: nothing more."""
    table.battlefield(0, "Perimeter Enforcer")
    face_down(table, "Basilica Stalker", using="disguise")
    assert table.power("Perimeter Enforcer") == 1
    table.lands(0, "Swamp", 5)
    table.special("Basilica Stalker", "turn face up")
    table.resolve_all()
    assert (table.power("Perimeter Enforcer"), table.toughness("Perimeter Enforcer")) == (2, 2)
    face_down(table, "Zombie Cutthroat")
    table.special("Zombie Cutthroat", "turn face up")
    table.resolve_all()
    assert table.power("Perimeter Enforcer") == 2
