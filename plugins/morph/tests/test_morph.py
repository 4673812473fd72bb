"""Morph (CR 702.37, 708): cast a card face down as a 2/2 creature for {3} (702.37c, 708.4)
and turn it face up any time you have priority for its morph cost, a special action
(116.2b, 702.37e, 708.8). Runs alone with ``pytest plugins/morph`` (kernel + morph only).
Grizzly Bears, Glorious Anthem and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed, card_pool

from manastack.api import (
    FACE_DOWN,
    Answer,
    CardDef,
    IllegalActionError,
    SpecialAction,
    Step,
    TomlCardSource,
    Zone,
    explain,
)

pytestmark = pytest.mark.plugins("morph")

#: Each card of the pool and its morph cost.
CARDS = {"Whipcorder": "{W}", "Sage-Eye Harrier": "{3}{W}", "Grinning Demon": "{2}{B}{B}",
         "Titanic Bulvox": "{4}{G}{G}{G}", "Zoetic Cavern": "{2}", "Daru Lancer": "{2}{W}{W}",
         "Abzan Guide": "{2}{W}{B}{G}", "Haunted Cadaver": "{1}{B}",
         "Krosan Colossus": "{6}{G}{G}", "Lumithread Field": "{1}{W}",
         "Thelonite Hermit": "{3}{G}{G}", "Skirk Marauder": "{2}{R}"}


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def offered(table: Table) -> list[SpecialAction]:
    decision = table.game.pending()
    assert decision is not None
    return [o for o in decision.options if isinstance(o, SpecialAction)]


def face_down(table: Table, name: str, player: int = 0) -> int:
    """Cast ``name`` face down for {3} and resolve it: the permanent's id."""
    table.hand(player, name)
    table.cast(name, using="morph")
    resolve_stack(table)
    return table.find(name, zone=Zone.BATTLEFIELD).id


def test_the_pool_is_printed_and_understood(rules: Any) -> None:
    source = TomlCardSource.from_package("morph", "manastack_morph", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name, cost in CARDS.items():
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "morph" in rules.printed(card).keywords
        (morph,) = [a for a in card.abilities if getattr(a, "keyword", "") == "morph"]
        assert str(morph.cost) == cost  # type: ignore[attr-defined]
    assert_printed(source.get(n) for n in CARDS)


def test_without_the_plugin_a_morph_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("morph", "manastack_morph", "cards.toml")
    definition = source.get("Krosan Colossus")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("morph", "morph"),)


def test_702_37c_708_4_cast_face_down_for_3_a_nameless_2_2_creature_spell(table: Table) -> None:
    """Krosan Colossus cast face down: {3} is paid instead of {6}{G}{G}{G} (118.9); on the
    stack it is a 2/2 creature spell with no name, no subtypes and no mana cost (708.2a)."""
    table.lands(0, "Forest", 3)
    table.hand(0, "Krosan Colossus")
    table.cast("Krosan Colossus", using="morph")
    assert table.tapped_count(0) == 3
    (spell,) = table.game.ids_in(Zone.STACK)
    chars = table.game.chars(spell)
    assert (chars.name, str(chars.type_line), chars.power, chars.toughness) == \
        ("", "Creature", 2, 2)
    assert chars.mana_cost is None and not chars.abilities and not chars.colors
    assert table.game.obj(spell).tags.get(FACE_DOWN)
    table.assert_logged(rule="601.2f", contains="{3}")


def test_708_5_the_opponent_sees_only_a_face_down_spell_and_permanent(table: Table) -> None:
    """Game.view: Bob sees a nameless 2/2 (on the stack, then on the battlefield); Alice,
    its controller, may look at it (708.5)."""
    table.lands(0, "Forest", 3)
    table.hand(0, "Krosan Colossus")
    table.cast("Krosan Colossus", using="morph")
    (bobs,) = table.game.view(1)["stack"]
    assert bobs["face_down"] and bobs["name"] == "" and bobs["mana_value"] == 0
    assert "Krosan Colossus" not in repr(table.game.view(1))
    assert table.game.view(0)["stack"][0]["name"] == "Krosan Colossus"
    resolve_stack(table)
    (shown,) = [o for o in table.game.view(1)["battlefield"] if o.get("face_down")]
    assert (shown["name"], shown["power"], shown["toughness"]) == ("", 2, 2)
    assert "Krosan Colossus" not in repr(table.game.view(1))


def test_708_4_it_resolves_into_a_face_down_2_2_with_no_abilities(table: Table) -> None:
    """Sage-Eye Harrier face down has no flying; Grinning Demon face down doesn't trigger at
    the beginning of Alice's upkeep (a face-down permanent has no text, 708.2a)."""
    table.lands(0, "Plains", 3)
    table.lands(0, "Swamp", 3)
    harrier = face_down(table, "Sage-Eye Harrier")
    demon = face_down(table, "Grinning Demon")
    for oid in (harrier, demon):
        assert (table.game.power(oid), table.game.toughness(oid)) == (2, 2)
        assert not table.game.chars(oid).keywords and not table.game.chars(oid).abilities
    table.library(0, *["Plains"] * 3)
    table.library(1, *["Plains"] * 3)
    table.next_turn()
    table.next_turn()
    table.assert_life(0, 20)


def test_116_2b_702_37e_turned_face_up_for_its_morph_cost_the_same_permanent(
        table: Table) -> None:
    """Turning it face up is a special action: the morph cost is paid, nothing goes on the
    stack, the permanent is the same object (708.8) with its printed characteristics."""
    table.lands(0, "Forest", 3)
    oid = face_down(table, "Krosan Colossus")
    table.lands(0, "Forest", 8)
    assert [a.name for a in offered(table)] == ["turn face up"]
    stamp = table.game.obj(oid).timestamp
    table.special("Krosan Colossus", "turn face up")
    assert not table.game.ids_in(Zone.STACK)
    assert table.game.obj(oid).timestamp > stamp  # CR 613.7f: a new timestamp
    table.assert_logged(rule="613.7f", contains="new timestamp")
    obj = table.game.obj(oid)
    assert not obj.tags.get(FACE_DOWN)
    assert (table.game.power(oid), table.game.toughness(oid)) == (9, 9)
    assert table.game.chars(oid).name == "Krosan Colossus"
    assert table.tapped_count(0) == 3 + 8
    table.assert_logged(rule="702.37e", contains="{6}{G}{G}")
    table.assert_logged(rule="708.8")
    assert "Krosan Colossus" in repr(table.game.view(1))


def test_116_2b_turned_face_up_any_time_its_controller_has_priority(table: Table) -> None:
    """With Bob's Lightning Bolt on the stack aimed at the face-down Sage-Eye Harrier, Alice
    turns it face up in response: a 1/5, it survives the 3 damage."""
    table.lands(0, "Plains", 3)
    oid = face_down(table, "Sage-Eye Harrier")
    table.lands(0, "Plains", 4)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Sage-Eye Harrier"])
    table.pass_priority()  # Bob passes: Alice has priority, the Bolt on the stack
    table.special("Sage-Eye Harrier", "turn face up")
    resolve_stack(table)
    table.assert_zone("Sage-Eye Harrier", Zone.BATTLEFIELD, 0)
    assert table.game.obj(oid).damage == 3
    assert "flying" in table.game.chars(oid).keywords


def test_702_37e_not_offered_without_the_mana_nor_to_another_player(table: Table) -> None:
    table.lands(0, "Forest", 3)
    face_down(table, "Krosan Colossus")
    table.lands(0, "Forest", 7)  # {6}{G}{G} needs eight
    assert offered(table) == []
    with pytest.raises(IllegalActionError):
        table.special("Krosan Colossus", "turn face up")
    table.lands(0, "Forest", 1)
    table.pass_priority()  # Bob has priority: the permanent isn't his
    assert offered(table) == []


def test_702_37e_708_8_summoning_sickness_is_unchanged(table: Table) -> None:
    """Cast face down this turn and turned face up: still the same permanent, it can't
    attack (302.6); on the next turn, face down, it attacks, then is turned face up."""
    table.lands(0, "Plains", 3)
    oid = face_down(table, "Daru Lancer")
    table.lands(0, "Plains", 4)
    table.special("Daru Lancer", "turn face up")
    table.go_to(Step.DECLARE_ATTACKERS)
    with pytest.raises(IllegalActionError):
        table.attack("Daru Lancer")
    assert table.game.obj(oid).zone is Zone.BATTLEFIELD


def test_613_2b_face_down_characteristics_are_layer_1_an_anthem_applies_on_top(
        table: Table) -> None:
    """Glorious Anthem's +1/+1 (layer 7c) applies on top of the face-down 2/2 (layer 1):
    a 3/3, and a 10/10 once Krosan Colossus is turned face up."""
    table.battlefield(0, "Glorious Anthem")
    table.lands(0, "Forest", 3)
    oid = face_down(table, "Krosan Colossus")
    assert (table.game.power(oid), table.game.toughness(oid)) == (3, 3)
    layers = [layer for layer, _, o in explain(table.game) if o == oid]
    assert layers == ["1", "7c"]
    table.lands(0, "Forest", 8)
    table.special("Krosan Colossus", "turn face up")
    assert (table.game.power(oid), table.game.toughness(oid)) == (10, 10)


def test_708_9_a_face_down_permanent_that_dies_is_revealed_face_up(table: Table) -> None:
    """Bob's Lightning Bolt kills the face-down Krosan Colossus: it is revealed (logged) and
    is in Alice's graveyard face up, seen by Bob under its name."""
    table.lands(0, "Forest", 3)
    face_down(table, "Krosan Colossus")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Krosan Colossus"])
    resolve_stack(table)
    table.assert_zone("Krosan Colossus", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="708.9", contains="Krosan Colossus")
    dead = table.find("Krosan Colossus", zone=Zone.GRAVEYARD)
    assert not dead.tags.get(FACE_DOWN)
    assert table.game.view(1)["players"][0]["graveyard"][-1]["name"] == "Krosan Colossus"


def test_708_9_a_face_down_spell_countered_is_revealed_in_the_graveyard(table: Table) -> None:
    table.lands(0, "Forest", 3)
    table.hand(0, "Titanic Bulvox")
    table.cast("Titanic Bulvox", using="morph")
    table.lands(1, "Island", 2)
    table.hand(1, "Counterspell")
    table.pass_priority()
    table.cast("Counterspell", targets=["Titanic Bulvox"])
    resolve_stack(table)
    table.assert_zone("Titanic Bulvox", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="708.9", contains="Titanic Bulvox")


def test_307_1_702_37c_cast_face_down_only_at_sorcery_speed(table: Table) -> None:
    """The face-down spell is a creature spell with no abilities: not on Bob's turn."""
    table.lands(0, "Forest", 3)
    table.hand(0, "Krosan Colossus")
    table.set_turn(active=1)
    table.pass_priority()
    with pytest.raises(IllegalActionError):
        table.cast("Krosan Colossus", using="morph")


def test_702_37c_a_land_with_morph_is_cast_face_down_and_turned_up_a_land(table: Table) -> None:
    """Zoetic Cavern can't be cast face up (305.9) but morph casts it face down as a 2/2
    creature; turned face up for {2}, it is a land, no longer a creature."""
    table.lands(0, "Swamp", 5)
    oid = face_down(table, "Zoetic Cavern")
    assert table.game.chars(oid).type_line.has_type("Creature")
    table.special("Zoetic Cavern", "turn face up")
    chars = table.game.chars(oid)
    assert chars.type_line.has_type("Land") and not chars.type_line.has_type("Creature")


def test_702_37e_an_enchantment_turned_face_up_applies_its_static_ability(table: Table) -> None:
    """Lumithread Field face down is a 2/2 creature; turned face up for {1}{W} it is an
    enchantment whose +0/+1 applies to Alice's Grizzly Bears."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Plains", 5)
    face_down(table, "Lumithread Field")
    assert table.toughness("Grizzly Bears") == 2
    table.special("Lumithread Field", "turn face up")
    assert table.toughness("Grizzly Bears") == 3


@pytest.mark.parametrize("name", sorted(CARDS))
def test_702_37_each_card_of_the_pool_face_down_then_face_up(table: Table, name: str) -> None:
    """Each card cast face down for {3} is a 2/2, then turned face up for its morph cost."""
    table.mana(0, "CCC")
    oid = face_down(table, name)
    assert table.game.chars(oid).name == ""
    assert (table.game.power(oid), table.game.toughness(oid)) == (2, 2)
    letters = "".join(c for c in CARDS[name] if c in "WUBRG")
    generic = sum(int(d) for d in "".join(c if c.isdigit() else " " for c in CARDS[name])
                  .split())
    table.mana(0, letters + "C" * generic)
    table.special(name, "turn face up")
    assert table.game.chars(oid).name == name


def test_708_2a_a_face_down_spell_has_none_of_its_cards_text_it_can_be_countered(
        table: Table) -> None:
    """A test card with "This spell can't be countered." and morph: face down it has no
    text (708.2a), so Bob's Counterspell counters it (701.6a)."""
    card = table.card("Stubborn Morph", "Creature — Beast",
                      "This spell can't be countered.\nMorph {2}{G}", "{3}{G}{G}", "5", "5")
    table.hand(0, card)
    table.lands(0, "Forest", 3)
    table.cast("Stubborn Morph", using="morph")
    table.lands(1, "Island", 2)
    table.hand(1, "Counterspell")
    table.pass_priority()
    table.cast("Counterspell", targets=["Stubborn Morph"])
    resolve_stack(table)
    table.assert_zone("Stubborn Morph", Zone.GRAVEYARD, 0)


def test_708_8_when_turned_face_up_it_triggers_not_when_cast_face_down(table: Table) -> None:
    """Thelonite Hermit: its "when this creature is turned face up" ability triggers as it
    is turned face up (708.8), not as it enters face down (it had no abilities then):
    four Saprolings, 2/2 with its "All Saprolings get +1/+1" now that it is face up."""
    table.lands(0, "Forest", 3)
    face_down(table, "Thelonite Hermit")
    assert table.names(Zone.BATTLEFIELD, 0).count("Saproling") == 0
    table.lands(0, "Forest", 5)
    table.special("Thelonite Hermit", "turn face up")
    resolve_stack(table)
    saprolings = [o for o in table.game.battlefield(0) if o.card.name.startswith("Saproling")]
    assert len(saprolings) == 4
    assert all(table.game.power(o.id) == 2 for o in saprolings)


def test_708_8_a_targeted_turned_face_up_trigger(table: Table) -> None:
    """Skirk Marauder turned face up: "it deals 2 damage to any target", Bob's Grizzly
    Bears (the trigger goes on the stack, 603.3; its target chosen then, 603.3d)."""
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 6)
    face_down(table, "Skirk Marauder")
    bears = table.find("Grizzly Bears").id
    table.special("Skirk Marauder", "turn face up")
    table.resolve(answers=[Answer("targets", (bears,))])
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


#: Control Magic's Oracle text, for a face-down permanent changing controller (CR 613.1b).
CONTROL_MAGIC = CardDef(
    name="Control Magic", mana_cost="{2}{U}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nYou control enchanted creature.")


@pytest.mark.plugins("morph", extra={"morph-control-kit": card_pool(
    "morph-control-kit", (CONTROL_MAGIC,))})
def test_702_37e_613_1b_the_player_who_controls_it_now_turns_it_face_up(table: Table) -> None:
    """"You may turn a face-down permanent you control face up" (702.37e): Bob's face-down
    Krosan Colossus taken by Alice's Control Magic is hers to turn face up, not Bob's."""
    table.library(0, *["Island"] * 2)
    table.library(1, *["Island"] * 2)
    table.next_turn()  # Bob's turn
    table.lands(1, "Forest", 3)
    oid = face_down(table, "Krosan Colossus", player=1)
    table.lands(1, "Forest", 8)
    table.next_turn()  # Alice's turn
    table.lands(0, "Island", 4)
    table.hand(0, "Control Magic")
    table.cast("Control Magic", targets=["Krosan Colossus"])
    table.resolve()
    assert table.game.controller(oid) == 0
    # CR 708.5: its controller now may look at it; its owner no longer may
    (shown,) = [o for o in table.game.view(0)["battlefield"] if o["id"] == oid]
    assert shown["name"] == "Krosan Colossus" and shown["controller"] == 0
    assert "Krosan Colossus" not in repr(table.game.view(1))
    table.lands(0, "Forest", 8)
    assert [a.name for a in offered(table)] == ["turn face up"]
    table.pass_priority()  # Bob has priority: the permanent isn't his any more
    assert offered(table) == []
    with pytest.raises(IllegalActionError):
        table.special("Krosan Colossus", "turn face up")
    table.pass_priority()  # the step ends; Alice has priority in the next one
    table.special("Krosan Colossus", "turn face up")
    assert (table.game.power(oid), table.game.toughness(oid)) == (9, 9)
    assert table.game.controller(oid) == 0


CLONE = CardDef(name="Clone", mana_cost="{3}{U}", type_line="Creature — Shapeshifter",
                text="You may have this creature enter as a copy of any creature on the "
                     "battlefield.", power="0", toughness="0")


@pytest.mark.plugins("morph", extra={"morph-clone-kit": card_pool("morph-clone-kit", (CLONE,))})
def test_708_2_707_2_a_copy_of_a_face_down_creature_is_a_nameless_2_2(table: Table) -> None:
    """Clone entering as a copy of the face-down Sage-Eye Harrier copies its copiable
    values, those the morph rules list (708.2, 707.2): a face-up 2/2 creature with no name,
    no flying, no morph cost, which can't be turned face up (702.37e)."""
    table.lands(0, "Island", 7)
    harrier = face_down(table, "Sage-Eye Harrier")
    table.hand(0, "Clone")
    table.cast("Clone")
    table.answer("choose", harrier)
    resolve_stack(table)
    clone = table.find("Clone", zone=Zone.BATTLEFIELD).id
    chars = table.game.chars(clone)
    assert (chars.name, table.game.power(clone), table.game.toughness(clone)) == ("", 2, 2)
    assert not chars.keywords and not chars.abilities
    assert not table.game.obj(clone).tags.get(FACE_DOWN)
    table.lands(0, "Plains", 4)
    assert [o.obj for o in offered(table)] == [harrier]


def test_702_37e_601_2h_turning_up_without_the_mana_is_refused_naming_the_cost(
        table: Table) -> None:
    """Seven Forests for Krosan Colossus's {6}{G}{G}: the refusal cites 702.37e, 116.2b and
    601.2g-h and says which cost can't be paid; the game is unchanged (CR 732)."""
    table.lands(0, "Forest", 3)
    oid = face_down(table, "Krosan Colossus")
    table.lands(0, "Forest", 7)
    with pytest.raises(IllegalActionError) as exc:
        table.special("Krosan Colossus", "turn face up")
    assert exc.value.rule == "702.37e"
    assert {"116.2b", "601.2g", "601.2h"} <= set(exc.value.rules)
    assert "can't pay {6}{G}{G} for turn Krosan Colossus face up (its morph cost)" \
        in exc.value.reason
    assert table.game.obj(oid).tags.get(FACE_DOWN)


def test_702_37e_116_2b_a_refused_turn_face_up_sent_to_the_game_gives_morphs_reason(
        table: Table) -> None:
    """An agent sending the action to ``Game.act`` itself (not offered: seven Forests for
    Krosan Colossus's {6}{G}{G}) gets morph's rule and the unpaid cost, as the test kit's
    name lookup does; the game is unchanged (CR 732)."""
    table.lands(0, "Forest", 3)
    oid = face_down(table, "Krosan Colossus")
    table.lands(0, "Forest", 7)
    before = table.game.state_digest()
    with pytest.raises(IllegalActionError) as exc:
        table.game.act(SpecialAction(oid, "turn face up", "morph"))
    assert exc.value.rule == "702.37e"
    assert {"116.2b", "601.2g", "601.2h"} <= set(exc.value.rules)
    assert "can't pay {6}{G}{G} for turn Krosan Colossus face up" in exc.value.reason
    assert table.game.state_digest() == before


def test_702_37e_another_players_face_down_permanent_is_refused_as_not_theirs(
        table: Table) -> None:
    table.lands(0, "Forest", 3)
    face_down(table, "Krosan Colossus")
    table.pass_priority()  # Bob has priority
    with pytest.raises(IllegalActionError, match="not a face-down permanent you control") \
            as exc:
        table.special("Krosan Colossus", "turn face up")
    assert exc.value.rule == "702.37e" and "116.2b" in exc.value.rules
