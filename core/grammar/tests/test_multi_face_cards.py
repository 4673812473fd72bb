"""Adventurers (CR 715) and double-faced cards (CR 712), played with both faces.

An adventurer is cast as its creature or as its Adventure (715.3): as an Adventure only the
Adventure's characteristics exist on the stack (715.3a-b), and as it resolves it is exiled
instead of going to the graveyard (715.3d); from exile its controller may cast it, but not as
an Adventure again. Everywhere else the card is its creature (715.4).

A modal double-faced card is cast by either face that isn't a land (712.11b-c) or played by
a land face (712.12); the face chosen is up on the stack and on the battlefield (712.8f,
712.13), its front face anywhere else (712.8a). A transforming double-faced card is cast
front face up (712.11) and turns over with "transform" (701.27a), staying the same object
(712.18).

The Oracle corpus gives only the first face of adventurers and modal double-faced cards, so
they are refused naming the missing face (test_split_cards.py; its transform cards have both,
test_played_transform_conditions.py); the cards below carry both faces, the first
cross-checked against the corpus, the second the printed Oracle text.
"""

from __future__ import annotations

from typing import Any

import attrs
import pytest
from manastack_cli.explain import explain_card
from pytest_manastack import card_pool, needs_corpus

from manastack.driver import Table
from manastack.engine import permissions
from manastack.engine.faces import face_up, transform, whole_card
from manastack.errors import PluginCrashError
from manastack.loading.rules import Rules
from manastack.loading.sources import OracleCorpusSource
from manastack.model.actions import PlayLand
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

RIDER_TEXT = "Lifelink\nWhen this creature dies, put it on the bottom of its owner's library."
MURDEROUS_RIDER = CardDef(
    name="Murderous Rider // Swift End", mana_cost="{1}{B}{B}",
    type_line="Creature — Zombie Knight", text=RIDER_TEXT, power="2", toughness="3",
    keywords=("Lifelink",), layout="adventure",
    faces=(CardDef(name="Murderous Rider", mana_cost="{1}{B}{B}",
                   type_line="Creature — Zombie Knight", text=RIDER_TEXT, power="2",
                   toughness="3", keywords=("Lifelink",)),
           CardDef(name="Swift End", mana_cost="{1}{B}{B}", type_line="Instant — Adventure",
                   text="Destroy target creature or planeswalker. You lose 2 life.")))
GRANTED_TEXT = ("You may reveal a noncreature card you own from outside the game and put it "
                "into your hand.")
FAE_TEXT = "Flying\n{1}{U}, Discard two cards: Return this creature to its owner's hand."
FAE_OF_WISHES = CardDef(
    name="Fae of Wishes // Granted", mana_cost="{1}{U}", type_line="Creature — Faerie Wizard",
    text=FAE_TEXT, power="1", toughness="4", keywords=("Flying",), layout="adventure",
    faces=(CardDef(name="Fae of Wishes", mana_cost="{1}{U}", type_line="Creature — Faerie Wizard",
                   text=FAE_TEXT, power="1", toughness="4", keywords=("Flying",)),
           CardDef(name="Granted", mana_cost="{3}{U}", type_line="Sorcery — Adventure",
                   text=GRANTED_TEXT)))
PATHWAY = CardDef(
    name="Brightclimb Pathway // Grimclimb Pathway", mana_cost=None, type_line="Land",
    text="{T}: Add {W}.", layout="modal_dfc",
    faces=(CardDef(name="Brightclimb Pathway", mana_cost=None, type_line="Land",
                   text="{T}: Add {W}."),
           CardDef(name="Grimclimb Pathway", mana_cost=None, type_line="Land",
                   text="{T}: Add {B}.")))
FLORAHEDRON = CardDef(
    name="Tangled Florahedron // Tangled Vale", mana_cost="{1}{G}",
    type_line="Creature — Elemental", text="{T}: Add {G}.", power="1", toughness="1",
    layout="modal_dfc",
    faces=(CardDef(name="Tangled Florahedron", mana_cost="{1}{G}",
                   type_line="Creature — Elemental", text="{T}: Add {G}.", power="1",
                   toughness="1"),
           CardDef(name="Tangled Vale", mana_cost=None, type_line="Land",
                   text="This land enters tapped.\n{T}: Add {G}.")))
CLOISTERED_YOUTH = CardDef(
    name="Cloistered Youth // Unholy Fiend", mana_cost="{1}{W}", type_line="Creature — Human",
    text="At the beginning of your upkeep, you may transform this creature.", power="1",
    toughness="1", keywords=("Transform",), layout="transform",
    faces=(CardDef(name="Cloistered Youth", mana_cost="{1}{W}", type_line="Creature — Human",
                   text="At the beginning of your upkeep, you may transform this creature.",
                   power="1", toughness="1", keywords=("Transform",)),
           CardDef(name="Unholy Fiend", mana_cost=None, type_line="Creature — Horror",
                   text="At the beginning of your end step, you lose 1 life.", power="3",
                   toughness="3", colors=("B",))))

PRINTED = (MURDEROUS_RIDER, FAE_OF_WISHES, PATHWAY, FLORAHEDRON, CLOISTERED_YOUTH)

Kit = card_pool("multi-face-testkit", PRINTED)

kit = pytest.mark.plugins(extra={"testkit": Kit})


def plays(table: Table) -> list[str]:
    return sorted(a.name for a in table.game.legal_actions() if isinstance(a, PlayLand))


# --------------------------------------------------------------------------
# Adventurers (CR 715)
# --------------------------------------------------------------------------


@kit
def test_both_the_creature_and_the_adventure_are_offered(table: Table) -> None:
    """CR 715.3: the player chooses to cast the card normally or as an Adventure."""
    table.lands(0, "Swamp", 3)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Murderous Rider")
    assert table.castable() == ["Murderous Rider", "Swift End"]


@kit
def test_the_adventure_is_cast_with_its_own_characteristics(table: Table) -> None:
    """CR 715.3b: on the stack as an Adventure, only the Adventure's characteristics."""
    table.lands(0, "Swamp", 3)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Murderous Rider")
    spell = table.cast("Murderous Rider", face="Swift End", targets=["Grizzly Bears"])
    ch = table.game.chars(spell.id)
    assert ch.name == "Swift End"
    assert ch.type_line.has_type("Instant") and not ch.is_creature
    assert ch.power is None
    table.assert_logged(rule="715.3", contains="as its Adventure Swift End")


@kit
def test_a_resolved_adventure_is_exiled_and_its_creature_cast_from_exile(table: Table) -> None:
    """CR 715.3d: exiled instead of put into the graveyard; then cast from exile as the
    creature (715.4: in exile it is the creature card)."""
    table.lands(0, "Swamp", 6)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Murderous Rider")
    table.cast("Murderous Rider", face="Swift End", targets=["Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    table.assert_life(0, 18)  # "You lose 2 life."
    exiled = table.find("Murderous Rider", zone=Zone.EXILE)
    assert table.game.chars(exiled.id).name == "Murderous Rider"
    assert table.game.chars(exiled.id).is_creature  # CR 715.4
    table.assert_logged(rule="715.3d", contains="adventure")
    assert table.castable() == ["Murderous Rider"]  # the Adventure isn't offered again (715.3d)
    table.cast("Murderous Rider", using="adventure", zone="exile")
    table.resolve()
    rider = table.find("Murderous Rider", zone=Zone.BATTLEFIELD)
    assert table.game.chars(rider.id).power == 2
    assert table.game.chars(rider.id).has_keyword("lifelink")


def _rider_sent_on_an_adventure(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, ...] | None:
    """Swift End cast and resolved (CR 715.3d), each kept answer about the cards on an
    adventure compared with a new one (``VERIFY_SKIPS``): the kept answer then."""
    monkeypatch.setattr(permissions, "VERIFY_SKIPS", True)
    table.lands(0, "Swamp", 6)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Murderous Rider")
    table.cast("Murderous Rider", face="Swift End", targets=["Grizzly Bears"])
    table.resolve()
    assert table.permitted("Murderous Rider", permission="adventure")
    return table.game.adventures_kept


@kit
def test_the_cards_on_an_adventure_are_kept_while_exile_holds_the_same_objects(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 715.3d: which exiled cards are on an adventure is kept while exile holds the same
    objects, and read again when it changes: a card exiled beside the adventurer, the
    adventurer leaving. Each kept answer is compared with a new one (``VERIFY_SKIPS``)."""
    kept = _rider_sent_on_an_adventure(table, monkeypatch)
    assert kept is not None and [obj.card.name for obj, caster in kept[2]] == ["Murderous Rider"]
    assert [caster for _, caster in kept[2]] == [0]  # its caster's only (715.3d)
    assert not table.permitted("Murderous Rider", 1, permission="adventure")
    table.exile(1, "Grizzly Bears")  # exile changes: read again, the adventurer still there
    assert table.permitted("Murderous Rider", permission="adventure")
    assert table.game.adventures_kept is not kept
    table.cast("Murderous Rider", using="adventure", zone="exile")
    assert not table.permitted("Murderous Rider", permission="adventure")
    kept = table.game.adventures_kept
    assert kept is not None and kept[2] == ()


@kit
def test_a_wrong_kept_adventure_is_found(table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """A kept answer gone wrong (the adventurer forgotten) differs from a new one: the
    verification (``VERIFY_SKIPS``, on in checked games) raises rather than drop the
    permission (715.3d)."""
    kept = _rider_sent_on_an_adventure(table, monkeypatch)
    assert kept is not None
    table.game.adventures_kept = (kept[0], kept[1], ())
    # the kernel's permissions are its plugin's answer (CR 601.2a): the plugin is named
    with pytest.raises(PluginCrashError, match=r"core.*kept cards on an adventure differ.*"
                       r"\[\] != \[\(\d+, 'Murderous Rider', 0\)\]"):
        table.permitted("Murderous Rider", permission="adventure")


@kit
def test_the_adventure_cant_be_cast_again_from_exile(table: Table) -> None:
    """CR 715.3d: "It can't be cast as an Adventure this way"; refused, game unchanged."""
    table.lands(0, "Swamp", 6)
    table.battlefield(1, "Grizzly Bears", "Llanowar Elves")
    table.hand(0, "Murderous Rider")
    table.cast("Murderous Rider", face="Swift End", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_illegal(table.cast, "Murderous Rider", using="adventure", zone="exile",
                         face="Swift End", targets=["Llanowar Elves"], rule="715.3")
    assert table.zone_of("Murderous Rider") is Zone.EXILE


@kit
def test_a_countered_adventure_goes_to_the_graveyard(table: Table) -> None:
    """CR 715.3d exiles only a resolving Adventure: countered, it goes to the graveyard as
    the creature card (701.6a, 715.4), and can't be cast from there."""
    table.lands(0, "Swamp", 3)
    table.lands(1, "Island", 2)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Murderous Rider")
    table.hand(1, "Counterspell")
    spell = table.cast("Murderous Rider", face="Swift End", targets=["Grizzly Bears"])
    table.pass_priority()
    table.cast("Counterspell", targets=[spell.id])
    table.resolve_all()
    card = table.find("Murderous Rider", zone=Zone.GRAVEYARD)
    assert table.game.chars(card.id).is_creature
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD
    table.assert_not_logged(rule="715.3d")


@kit
def test_a_fizzled_adventure_goes_to_the_graveyard(table: Table) -> None:
    """CR 608.2b: an Adventure whose target is gone doesn't resolve: graveyard, not exile."""
    table.lands(0, "Swamp", 3)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Murderous Rider")
    table.cast("Murderous Rider", face="Swift End", targets=["Grizzly Bears"])
    table.game.move(table.find("Grizzly Bears").id, Zone.GRAVEYARD, cause="test", rule="701.8")
    table.refresh()
    table.resolve()
    assert table.zone_of("Murderous Rider") is Zone.GRAVEYARD


@kit
def test_the_adventurer_is_its_creature_in_hand(table: Table) -> None:
    """CR 715.4: in the hand, the card has only its normal characteristics."""
    card = table.hand(0, "Murderous Rider // Swift End")[0]
    ch = table.game.chars(card.id)
    assert ch.name == "Murderous Rider"
    assert ch.is_creature and not ch.type_line.has_type("Instant")
    assert table.game.mana_value(card.id) == 3


@kit
def test_the_creature_face_cast_from_hand_is_a_creature_spell(table: Table) -> None:
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murderous Rider")
    spell = table.cast("Murderous Rider", face="Murderous Rider")
    assert table.game.chars(spell.id).is_creature
    table.resolve()
    assert table.zone_of("Murderous Rider") is Zone.BATTLEFIELD


#: an Adventure whose sentence is not read (a person outside the game is not modelled)
UNREAD_ADVENTURE_TEXT = ("Ask a person outside the game to choose which of them is most like "
                         "a rock band.")
UNREAD_ADVENTURER = attrs.evolve(
    FAE_OF_WISHES, name="Fae of Wishes // Unread Adventure",
    faces=(FAE_OF_WISHES.faces[0],
           attrs.evolve(FAE_OF_WISHES.faces[1], name="Unread Adventure",
                        text=UNREAD_ADVENTURE_TEXT)))


def test_an_adventurer_with_an_unread_face_is_refused(rules: Rules) -> None:
    """A face counts as read only when all its sentences are: an Adventure whose sentence is
    not read makes the card refused, naming the face and the sentence, though the creature
    face is read."""
    card = rules.compile(UNREAD_ADVENTURER)
    assert not card.playable
    assert card.unrecognized == (f"Unread Adventure: {UNREAD_ADVENTURE_TEXT}",)


def test_an_adventurer_with_both_faces_read_is_playable(rules: Rules) -> None:
    """Fae of Wishes' Adventure Granted (a card from outside the game, CR 400.11b) is read:
    the card is playable with both faces."""
    card = rules.compile(FAE_OF_WISHES)
    assert card.playable, card.unrecognized


@kit
def test_an_unknown_face_is_refused_naming_the_faces(table: Table) -> None:
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murderous Rider")
    exc = table.assert_illegal(table.cast, "Murderous Rider", face="Stomp", rule="715.3")
    assert "Swift End" in str(exc)


# --------------------------------------------------------------------------
# Modal double-faced cards (CR 712)
# --------------------------------------------------------------------------


@kit
def test_each_land_face_of_a_pathway_is_offered(table: Table) -> None:
    """CR 712.12: a modal double-faced card is played by one of its land faces."""
    table.hand(0, "Brightclimb Pathway")
    assert plays(table) == ["Brightclimb Pathway", "Grimclimb Pathway"]
    assert table.castable() == []  # CR 305.1: lands are played, not cast


@kit
def test_the_back_face_of_a_pathway_enters_face_up(table: Table) -> None:
    """CR 712.12, 712.8f: Grimclimb Pathway enters with that face up and taps for {B}."""
    table.hand(0, "Brightclimb Pathway")
    table.play("Brightclimb Pathway", face="Grimclimb Pathway")
    land = table.find("Grimclimb Pathway", zone=Zone.BATTLEFIELD)
    assert face_up(land) == 1
    assert table.game.chars(land.id).name == "Grimclimb Pathway"
    table.assert_logged(rule="712.12", contains="Grimclimb Pathway")
    table.tap_for_mana("Grimclimb Pathway", "B")
    assert str(table.game.player(0).mana_pool) == "{B}"
    table.hand(0, "Forest")
    assert plays(table) == []  # CR 305.2: it was the turn's land play
    table.assert_illegal(table.play, "Forest", rule="305.2")


@kit
def test_a_land_face_leaving_the_battlefield_is_its_front_face_again(table: Table) -> None:
    """CR 712.8a: in the hand (or any zone but the battlefield and stack) only the front."""
    table.hand(0, "Brightclimb Pathway")
    table.play("Brightclimb Pathway", face="Grimclimb Pathway")
    land = table.find("Grimclimb Pathway", zone=Zone.BATTLEFIELD)
    back = table.game.move(land.id, Zone.HAND, cause="test", rule="400.7")
    assert back is not None
    assert table.game.chars(back.id).name == "Brightclimb Pathway"
    assert face_up(back) == 0


@kit
def test_a_spell_face_is_cast_and_the_land_face_played(table: Table) -> None:
    """CR 712.11b-c, 712.12: Tangled Florahedron is cast (its land face is not), or played as
    Tangled Vale, which enters tapped with its own characteristics (mana value 0, 712.8f)."""
    table.lands(0, "Forest", 2)
    card = table.hand(0, "Tangled Florahedron")[0]
    assert table.game.mana_value(card.id) == 2  # CR 712.8a: the front face in the hand
    assert table.castable() == ["Tangled Florahedron"]
    assert plays(table) == ["Tangled Vale"]
    table.play("Tangled Florahedron", face="Tangled Vale")
    vale = table.find("Tangled Vale", zone=Zone.BATTLEFIELD)
    assert vale.tapped  # "This land enters tapped."
    assert table.game.mana_value(vale.id) == 0
    assert table.game.chars(vale.id).is_land and not table.game.chars(vale.id).is_creature


@kit
def test_the_front_face_cast_is_the_creature(table: Table) -> None:
    table.lands(0, "Forest", 2)
    table.hand(0, "Tangled Florahedron")
    spell = table.cast("Tangled Florahedron")
    assert table.game.chars(spell.id).is_creature
    table.resolve()
    creature = table.find("Tangled Florahedron", zone=Zone.BATTLEFIELD)
    assert face_up(creature) == 0 and table.game.chars(creature.id).power == 1


@kit
def test_an_illegal_face_choice_is_refused_and_the_game_unchanged(table: Table) -> None:
    """CR 732: casting a land face (305.1, 712.11c) or playing a nonland face (712.12)."""
    table.lands(0, "Forest", 2)
    table.hand(0, "Tangled Florahedron")
    exc = table.assert_illegal(table.cast, "Tangled Florahedron", face="Tangled Vale",
                               rule="712.11")
    assert "land face" in str(exc)
    table.assert_illegal(table.play, "Tangled Florahedron", face="Tangled Florahedron",
                         rule="712.12")
    table.assert_illegal(table.game.act, PlayLand(table.find("Tangled Florahedron").id,
                                                  face=0), rule="712.12")
    assert table.zone_of("Tangled Florahedron") is Zone.HAND


@kit
def test_a_pathway_put_onto_the_battlefield_has_its_front_face_up(table: Table) -> None:
    """CR 712.14: from a zone other than the stack, front face up by default."""
    land = table.battlefield(0, "Brightclimb Pathway")[0]
    assert face_up(land) == 0
    assert table.game.chars(land.id).name == "Brightclimb Pathway"


# --------------------------------------------------------------------------
# Transforming double-faced cards (CR 712.2, 701.27)
# --------------------------------------------------------------------------


@kit
def test_transform_keeps_the_same_object(table: Table) -> None:
    """CR 701.27a, 712.18: Cloistered Youth transforms into Unholy Fiend at the beginning of
    the upkeep ("you may"): the same object, the back face's characteristics only (712.8e:
    mana value of the front face)."""
    youth = table.battlefield(0, "Cloistered Youth")[0]
    table.set_turn(active=0, step=Step.UNTAP, turn=2)
    table.go_to(Step.UPKEEP)
    table.resolve(answers=[Answer("may", ("yes",))])
    fiend = table.game.obj(youth.id)
    assert face_up(fiend) == 1
    ch = table.game.chars(youth.id)
    assert (ch.name, ch.power, ch.toughness, ch.colors) == ("Unholy Fiend", 3, 3,
                                                            frozenset({"B"}))
    assert table.game.mana_value(youth.id) == 2
    table.assert_logged(rule="701.27a", contains="transforms into Unholy Fiend")
    assert whole_card(fiend).layout == "transform"


@kit
def test_declining_to_transform_leaves_the_front_face_up(table: Table) -> None:
    youth = table.battlefield(0, "Cloistered Youth")[0]
    table.set_turn(active=0, step=Step.UNTAP, turn=2)
    table.go_to(Step.UPKEEP)
    table.resolve(answers=[Answer("may", ("no",))])
    assert face_up(table.game.obj(youth.id)) == 0
    assert table.game.chars(youth.id).name == "Cloistered Youth"
    table.assert_not_logged(rule="701.27a")


@kit
def test_a_transformed_permanent_has_its_front_face_in_the_graveyard(table: Table) -> None:
    youth = table.battlefield(0, "Cloistered Youth")[0]
    assert transform(table.game, youth.id)
    assert table.game.chars(youth.id).name == "Unholy Fiend"
    dead = table.game.move(youth.id, Zone.GRAVEYARD, cause="test", rule="704.5g")
    assert dead is not None
    assert table.game.chars(dead.id).name == "Cloistered Youth"  # CR 712.8a


@kit
def test_a_card_of_one_face_does_not_transform(table: Table) -> None:
    """CR 701.27c: nothing happens to a permanent that isn't a double-faced card."""
    bears = table.battlefield(0, "Grizzly Bears")[0]
    assert not transform(table.game, bears.id)
    assert table.game.chars(bears.id).name == "Grizzly Bears"


@kit
def test_a_transforming_card_is_cast_front_face_up(table: Table) -> None:
    """CR 712.11: only the front face is offered, and the back face is refused."""
    table.lands(0, "Plains", 2)
    table.hand(0, "Cloistered Youth")
    assert table.castable() == ["Cloistered Youth"]
    table.assert_illegal(table.cast, "Cloistered Youth", face="Unholy Fiend", rule="712.11")
    table.cast("Cloistered Youth")
    table.resolve()
    assert table.game.chars(table.find("Cloistered Youth").id).power == 1


# --------------------------------------------------------------------------
# Positions and clones keep the face up
# --------------------------------------------------------------------------


@kit
def test_positions_and_clones_keep_the_face_up(table: Table) -> None:
    table.lands(0, "Swamp", 3)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Brightclimb Pathway", "Murderous Rider")
    table.play("Brightclimb Pathway", face="Grimclimb Pathway")
    table.cast("Murderous Rider", face="Swift End", targets=["Grizzly Bears"])
    table.resolve()
    for game in (table.game.clone(), type(table.game).from_json(
            table.game.rules, table.game.to_json())):
        land = next(o for o in game.objects_in(Zone.BATTLEFIELD)
                    if o.card.is_called("Grimclimb Pathway"))
        assert face_up(land) == 1 and game.chars(land.id).name == "Grimclimb Pathway"
        exiled = next(o for o in game.objects_in(Zone.EXILE))
        assert exiled.tags.get("adventure") == 0
        assert game.state_digest() == table.game.state_digest()


# --------------------------------------------------------------------------
# The card data
# --------------------------------------------------------------------------


CORPUS = OracleCorpusSource.default_path()


@needs_corpus
def test_the_first_faces_are_printed_as_the_corpus_has_them() -> None:
    assert CORPUS is not None
    source = OracleCorpusSource(CORPUS)
    for mine in PRINTED:
        d = source.get(mine.name)
        assert d is not None
        assert (d.mana_cost, d.type_line, d.text, d.layout, d.power, d.toughness) == \
            (mine.mana_cost, mine.type_line, mine.text, mine.layout, mine.power,
             mine.toughness)
        first = mine.faces[0]
        assert (first.mana_cost, first.type_line, first.text) == \
            (d.mana_cost, d.type_line, d.text)


@kit
def test_explain_reads_each_face(rules: Rules) -> None:
    text, playable = explain_card(rules, "Murderous Rider // Swift End")
    assert playable
    assert "face Swift End  {1}{B}{B}  Instant — Adventure" in text
    assert "ok  Destroy target creature or planeswalker." in text
    text, playable = explain_card(rules, "Fae of Wishes")
    assert playable  # CR 400.11b: Granted's card from outside the game is read
    assert "face Granted  {3}{U}  Sorcery — Adventure" in text
    assert f"ok  {GRANTED_TEXT}" in text
