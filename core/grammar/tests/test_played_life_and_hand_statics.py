"""Characteristic-defining abilities and conditional static abilities, played (CR 604.3,
611.3a, 613.4).

Serra Avatar ("power and toughness are each equal to your life total", 7a in every zone),
Dodgy Jalopy ("the greatest mana value among creatures you control", 7a), Kalemne ("+1/+1 for
each experience counter you have", 122.1), Tenured Concocter (infusion: "as long as you gained
life this turn", 119.3), Leyline of Hope ("at least 7 life more than your starting life total",
103.4), Akki Underling ("seven or more cards in hand", 402.1), Blood Baron of Vizkopa (two
conditions joined by "and"), Guul Draz Vampire ("an opponent has 10 or less life"),
Bristlebane Outrider ("another creature entered the battlefield under your control this turn",
603.6a), Obstinate Gargoyle ("as long as it's modified", 700.9), Bhaal ("half your starting
life total") and Doc Ock ("has base power and toughness 8/8" as long as ..., 613.4b): each
cast, its condition asked again on every layer pass, true and false.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

SERRA_AVATAR = CardDef(
    name="Serra Avatar", mana_cost="{4}{W}{W}{W}", type_line="Creature — Avatar",
    text="Serra Avatar's power and toughness are each equal to your life total.\nWhen Serra "
         "Avatar is put into a graveyard from anywhere, shuffle it into its owner's library.",
    power="*", toughness="*")
DODGY_JALOPY = CardDef(
    name="Dodgy Jalopy", mana_cost="{2}{G}", type_line="Artifact — Vehicle",
    text="Trample\nDodgy Jalopy's power is equal to the greatest mana value among creatures "
         "you control.\nCrew 3\nScavenge {2}{G} ({2}{G}, Exile this card from your graveyard: "
         "Put a number of +1/+1 counters equal to this card's power on target creature. "
         "Scavenge only as a sorcery.)",
    power="*", toughness="5")
KALEMNE = CardDef(
    name="Kalemne, Disciple of Iroas", mana_cost="{2}{R}{W}",
    type_line="Legendary Creature — Giant Soldier",
    text="Double strike, vigilance\nWhenever you cast a creature spell with mana value 5 or "
         "greater, you get an experience counter.\nKalemne gets +1/+1 for each experience "
         "counter you have.",
    power="3", toughness="3")
TENURED_CONCOCTER = CardDef(
    name="Tenured Concocter", mana_cost="{4}{G}", type_line="Creature — Troll Druid",
    text="Vigilance\nWhenever this creature becomes the target of a spell or ability an "
         "opponent controls, you may draw a card.\nInfusion — This creature gets +2/+0 as long "
         "as you gained life this turn.",
    power="4", toughness="5")
LEYLINE_OF_HOPE = CardDef(
    name="Leyline of Hope", mana_cost="{2}{W}{W}", type_line="Enchantment",
    text="If this card is in your opening hand, you may begin the game with it on the "
         "battlefield.\nIf you would gain life, you gain that much life plus 1 instead.\nAs "
         "long as you have at least 7 life more than your starting life total, creatures you "
         "control get +2/+2.")
AKKI_UNDERLING = CardDef(
    name="Akki Underling", mana_cost="{1}{R}", type_line="Creature — Goblin Warrior",
    text="As long as you have seven or more cards in hand, this creature gets +2/+1 and has "
         "first strike.",
    power="2", toughness="1")
BLOOD_BARON = CardDef(
    name="Blood Baron of Vizkopa", mana_cost="{3}{W}{B}", type_line="Creature — Vampire",
    text="Lifelink, protection from white and from black\nAs long as you have 30 or more life "
         "and an opponent has 10 or less life, this creature gets +6/+6 and has flying.",
    power="4", toughness="4")
GUUL_DRAZ_VAMPIRE = CardDef(
    name="Guul Draz Vampire", mana_cost="{B}", type_line="Creature — Vampire Rogue",
    text="As long as an opponent has 10 or less life, this creature gets +2/+1 and has "
         "intimidate. (It can't be blocked except by artifact creatures and/or creatures that "
         "share a color with it.)",
    power="1", toughness="1")
BRISTLEBANE_OUTRIDER = CardDef(
    name="Bristlebane Outrider", mana_cost="{3}{G}", type_line="Creature — Kithkin Knight",
    text="This creature can't be blocked by creatures with power 2 or less.\nAs long as "
         "another creature entered the battlefield under your control this turn, this creature "
         "gets +2/+0.",
    power="3", toughness="5")
OBSTINATE_GARGOYLE = CardDef(
    name="Obstinate Gargoyle", mana_cost="{1}{W}{B}", type_line="Artifact Creature — Gargoyle",
    text="This creature has flying as long as it's modified. (Equipment, Auras you control, "
         "and counters are modifications.)\nPersist (When this creature dies, if it had no -1/-1 "
         "counters on it, return it to the battlefield under its owner's control with a -1/-1 "
         "counter on it.)",
    power="2", toughness="2")

BHAAL = CardDef(
    name="Bhaal, Lord of Murder", mana_cost="{2}{B}{R}{G}", type_line="Legendary Creature — God",
    text="As long as your life total is less than or equal to half your starting life total, "
         "Bhaal has indestructible.\nWhenever another nontoken creature you control dies, put a "
         "+1/+1 counter on target creature and goad it.",
    power="4", toughness="4")
DOC_OCK = CardDef(
    name="Doc Ock, Sinister Scientist", mana_cost="{4}{U}",
    type_line="Legendary Creature — Human Scientist Villain",
    text="As long as there are eight or more cards in your graveyard, Doc Ock has base power "
         "and toughness 8/8.\nAs long as you control another Villain, Doc Ock has hexproof. (He "
         "can't be the target of spells or abilities your opponents control.)",
    power="4", toughness="5")

MORTIVORE = CardDef(
    name="Mortivore", mana_cost="{2}{B}{B}", type_line="Creature — Lhurgoyf",
    text="Mortivore's power and toughness are each equal to the number of creature cards in "
         "all graveyards.\n{B}: Regenerate this creature. (The next time this creature would be "
         "destroyed this turn, instead tap it, remove it from combat, and heal all damage on "
         "it.)",
    power="*", toughness="*")
MATCA_RIOTERS = CardDef(
    name="Matca Rioters", mana_cost="{2}{G}", type_line="Creature — Human Warrior",
    text="Domain — Matca Rioters's power and toughness are each equal to the number of basic "
         "land types among lands you control.",
    power="*", toughness="*")
LORD_OF_EXTINCTION = CardDef(
    name="Lord of Extinction", mana_cost="{3}{B}{G}", type_line="Creature — Elemental",
    text="Lord of Extinction's power and toughness are each equal to the number of cards in "
         "all graveyards.",
    power="*", toughness="*")

PRINTED = (MORTIVORE, MATCA_RIOTERS, LORD_OF_EXTINCTION, BHAAL, DOC_OCK, SERRA_AVATAR,
           DODGY_JALOPY, KALEMNE, TENURED_CONCOCTER, LEYLINE_OF_HOPE, AKKI_UNDERLING, BLOOD_BARON,
           GUUL_DRAZ_VAMPIRE, BRISTLEBANE_OUTRIDER, OBSTINATE_GARGOYLE)
kit = pytest.mark.plugins("intimidate", "persist", "crew", "scavenge", extra={
    "life-and-hand-statics-kit": card_pool("life-and-hand-statics-kit", PRINTED)})


def _pt(table: Table, name: str) -> tuple[int, int]:
    return table.power(name), table.toughness(name)


def _cast(table: Table, name: str, mana: str, player: int = 0) -> None:
    """``name`` cast from ``player``'s hand with ``mana`` in the pool, and resolved."""
    table.mana(player, mana)
    table.hand(player, name)
    table.cast(name)
    table.resolve()


def _life(table: Table, player: int, life: int) -> None:
    table.game.update_player(player, life=life)
    table.refresh()


@kit
def test_serra_avatar_is_its_controllers_life_total_in_every_zone(table: Table) -> None:
    """CR 604.3, 613.4a: in the hand it is already 20/20 (a CDA works in every zone); cast,
    it follows its controller's life total (7/7 at 7 life), not the opponent's."""
    avatar = table.hand(0, "Serra Avatar")[0]
    assert (table.game.power(avatar.id), table.game.toughness(avatar.id)) == (20, 20)
    table.mana(0, "WWWWWWW")
    table.cast("Serra Avatar")
    table.resolve()
    assert _pt(table, "Serra Avatar") == (20, 20)
    _life(table, 0, 7)
    _life(table, 1, 35)
    assert _pt(table, "Serra Avatar") == (7, 7)


@kit
def test_dodgy_jalopy_is_the_greatest_mana_value_among_your_creatures(table: Table) -> None:
    """CR 604.3, 202.3: no creature: power 0 (toughness 5 printed); Grizzly Bears (2) and
    Craw Wurm (6) under its controller: 6; the opponent's Colossal Dreadmaw (6) doesn't count:
    with only the Bears, 2."""
    _cast(table, "Dodgy Jalopy", "GGG")
    assert _pt(table, "Dodgy Jalopy") == (0, 5)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Craw Wurm")
    table.refresh()
    assert _pt(table, "Dodgy Jalopy") == (2, 5)
    table.battlefield(0, "Craw Wurm")
    table.refresh()
    assert _pt(table, "Dodgy Jalopy") == (6, 5)


@kit
def test_kalemne_grows_with_each_experience_counter(table: Table) -> None:
    """CR 122.1: Kalemne is 3/3 with no experience counter; a Craw Wurm (mana value 6) cast
    gives one: 4/4; a counter of another kind the player has doesn't count."""
    _cast(table, "Kalemne, Disciple of Iroas", "RRWW")
    assert _pt(table, "Kalemne, Disciple of Iroas") == (3, 3)
    _cast(table, "Craw Wurm", "GGGGGG")
    table.resolve_all()
    assert table.game.player(0).counter("experience") == 1
    assert _pt(table, "Kalemne, Disciple of Iroas") == (4, 4)
    table.game.update_player(0, counters=(("experience", 1), ("energy", 3)))
    table.refresh()
    assert _pt(table, "Kalemne, Disciple of Iroas") == (4, 4)


@kit
def test_tenured_concocter_gets_plus_two_the_turn_you_gained_life(table: Table) -> None:
    """CR 119.3, 611.3a: 4/5 as cast; its controller gains life: 6/5; the opponent's life
    gain doesn't count; the next turn it is 4/5 again."""
    _cast(table, "Tenured Concocter", "GGGGG")
    assert _pt(table, "Tenured Concocter") == (4, 5)
    table.game.gain_life(1, 3)
    table.refresh()
    assert _pt(table, "Tenured Concocter") == (4, 5)
    table.game.gain_life(0, 1)
    table.refresh()
    assert _pt(table, "Tenured Concocter") == (6, 5)
    table.library(0, "Wastes", "Wastes")
    table.library(1, "Wastes", "Wastes")
    table.go_to(Step.MAIN1, turn=table.game.state.turn.number + 1)
    assert _pt(table, "Tenured Concocter") == (4, 5)


@kit
def test_leyline_of_hope_needs_seven_life_over_the_starting_total(table: Table) -> None:
    """CR 103.4, 119.1: starting at 20, 26 life is not enough (Grizzly Bears 2/2); 27 gives
    +2/+2 to its controller's creatures only; back down to 26, no bonus."""
    _cast(table, "Leyline of Hope", "WWWW")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    _life(table, 0, 26)
    assert _pt(table, "Grizzly Bears") == (2, 2)
    _life(table, 0, 27)
    assert _pt(table, "Grizzly Bears") == (4, 4)
    assert _pt(table, "Hill Giant") == (3, 3)
    _life(table, 0, 26)
    assert _pt(table, "Grizzly Bears") == (2, 2)


@kit
def test_akki_underling_with_seven_cards_in_hand(table: Table) -> None:
    """CR 402.1, 611.3a: six cards in hand: 2/1, no first strike; seven: 4/2 with first
    strike; the opponent's hand doesn't count."""
    _cast(table, "Akki Underling", "RR")
    table.hand(1, *["Wastes"] * 8)
    table.hand(0, *["Wastes"] * 6)
    table.refresh()
    assert _pt(table, "Akki Underling") == (2, 1)
    assert not table.has_keyword("Akki Underling", "first strike", zone=Zone.BATTLEFIELD)
    table.hand(0, "Wastes")
    table.refresh()
    assert _pt(table, "Akki Underling") == (4, 2)
    assert table.has_keyword("Akki Underling", "first strike", zone=Zone.BATTLEFIELD)


@kit
def test_blood_baron_needs_both_life_totals(table: Table) -> None:
    """CR 119.1, 611.3a: 30 life and an opponent at 10: 10/10 flying; 29 life, or the
    opponent at 11: a 4/4 without flying."""
    _cast(table, "Blood Baron of Vizkopa", "WWWBB")
    _life(table, 0, 30)
    assert _pt(table, "Blood Baron of Vizkopa") == (4, 4)
    _life(table, 1, 10)
    assert _pt(table, "Blood Baron of Vizkopa") == (10, 10)
    assert table.has_keyword("Blood Baron of Vizkopa", "flying", zone=Zone.BATTLEFIELD)
    _life(table, 0, 29)
    assert _pt(table, "Blood Baron of Vizkopa") == (4, 4)
    assert not table.has_keyword("Blood Baron of Vizkopa", "flying", zone=Zone.BATTLEFIELD)
    _life(table, 0, 31)
    _life(table, 1, 11)
    assert _pt(table, "Blood Baron of Vizkopa") == (4, 4)


@kit
def test_guul_draz_vampire_when_an_opponent_is_at_ten(table: Table) -> None:
    """CR 119.1, 102.2: the opponent at 11: 1/1; at 10: 3/2 with intimidate; its controller
    at 10 doesn't count."""
    _cast(table, "Guul Draz Vampire", "B")
    _life(table, 0, 5)
    _life(table, 1, 11)
    assert _pt(table, "Guul Draz Vampire") == (1, 1)
    assert not table.has_keyword("Guul Draz Vampire", "intimidate", zone=Zone.BATTLEFIELD)
    _life(table, 1, 10)
    assert _pt(table, "Guul Draz Vampire") == (3, 2)
    assert table.has_keyword("Guul Draz Vampire", "intimidate", zone=Zone.BATTLEFIELD)


@kit
def test_bristlebane_outrider_after_another_creature_entered(table: Table) -> None:
    """CR 603.6a, 400.7: its own entering is not "another creature": 3/5; Grizzly Bears cast
    and entered under its controller's control: 5/5; the next turn, 3/5 again."""
    _cast(table, "Bristlebane Outrider", "GGGG")
    assert _pt(table, "Bristlebane Outrider") == (3, 5)
    _cast(table, "Grizzly Bears", "GG")
    assert _pt(table, "Bristlebane Outrider") == (5, 5)
    table.library(0, "Wastes", "Wastes")
    table.library(1, "Wastes", "Wastes")
    table.go_to(Step.MAIN1, turn=table.game.state.turn.number + 1)
    assert _pt(table, "Bristlebane Outrider") == (3, 5)


@kit
def test_obstinate_gargoyle_flies_while_modified(table: Table) -> None:
    """CR 700.9: cast, no counter: no flying; destroyed, persist returns it with a -1/-1
    counter: modified, it flies (a 1/1)."""
    _cast(table, "Obstinate Gargoyle", "WBB")
    assert not table.has_keyword("Obstinate Gargoyle", "flying", zone=Zone.BATTLEFIELD)
    table.game.destroy(table.find("Obstinate Gargoyle", zone=Zone.BATTLEFIELD).id)
    table.pass_priority()  # CR 117.5: the persist trigger is put on the stack
    table.resolve_all()
    assert table.counters("Obstinate Gargoyle", "-1/-1") == 1
    assert table.has_keyword("Obstinate Gargoyle", "flying", zone=Zone.BATTLEFIELD)
    assert _pt(table, "Obstinate Gargoyle") == (1, 1)


@kit
def test_bhaal_is_indestructible_at_half_the_starting_life_total(table: Table) -> None:
    """CR 103.4, 119.1, 702.12b: starting at 20, at 11 life Bhaal is destroyed as any
    creature; at 10 (half) it has indestructible and survives "destroy"."""
    _cast(table, "Bhaal, Lord of Murder", "BRGGG")
    _life(table, 0, 11)
    assert not table.has_keyword("Bhaal, Lord of Murder", "indestructible", zone=Zone.BATTLEFIELD)
    _life(table, 0, 10)
    assert table.has_keyword("Bhaal, Lord of Murder", "indestructible", zone=Zone.BATTLEFIELD)
    table.game.destroy(table.find("Bhaal, Lord of Murder", zone=Zone.BATTLEFIELD).id)
    table.refresh()
    table.assert_zone("Bhaal, Lord of Murder", Zone.BATTLEFIELD)
    _life(table, 0, 11)
    table.game.destroy(table.find("Bhaal, Lord of Murder", zone=Zone.BATTLEFIELD).id)
    table.refresh()
    table.assert_zone("Bhaal, Lord of Murder", Zone.GRAVEYARD)


@kit
def test_doc_ock_has_base_8_8_with_eight_cards_in_the_graveyard(table: Table) -> None:
    """CR 613.4b-c: seven cards in its controller's graveyard: 4/5; eight: base 8/8 (layer
    7b), and a +1/+1 counter still applies after it (7c): 9/9."""
    _cast(table, "Doc Ock, Sinister Scientist", "UUUUU")
    table.graveyard(0, *["Wastes"] * 7)
    table.graveyard(1, *["Wastes"] * 3)
    assert _pt(table, "Doc Ock, Sinister Scientist") == (4, 5)
    table.graveyard(0, "Wastes")
    assert _pt(table, "Doc Ock, Sinister Scientist") == (8, 8)
    table.game.add_counters(table.find("Doc Ock, Sinister Scientist", zone=Zone.BATTLEFIELD).id,
                            "+1/+1")
    table.refresh()
    assert _pt(table, "Doc Ock, Sinister Scientist") == (9, 9)


@kit
def test_mortivore_and_lord_of_extinction_count_every_graveyard(table: Table) -> None:
    """CR 604.3, 404.1: the creature cards of both graveyards (two and one: 3/3), not the
    instant; Lord of Extinction counts every card there (5/5); one more creature card in the
    opponent's graveyard: 4/4 and 6/6."""
    table.graveyard(0, "Grizzly Bears", "Hill Giant", "Lightning Bolt")
    table.graveyard(1, "Craw Wurm", "Forest")
    _cast(table, "Mortivore", "BBBB")
    _cast(table, "Lord of Extinction", "BBBGG")
    assert _pt(table, "Mortivore") == (3, 3)
    assert _pt(table, "Lord of Extinction") == (5, 5)
    table.graveyard(1, "Grizzly Bears")
    assert _pt(table, "Mortivore") == (4, 4)
    assert _pt(table, "Lord of Extinction") == (6, 6)


@kit
def test_matca_rioters_counts_basic_land_types(table: Table) -> None:
    """CR 205.3i, 604.3: a Forest and two Islands are two basic land types (2/2; the lands tapped
    to pay for it still count); the opponent's Mountain doesn't."""
    table.lands(0, "Forest", 3)
    table.battlefield(0, "Island", "Island")
    table.battlefield(1, "Mountain")
    table.hand(0, "Matca Rioters")
    table.cast("Matca Rioters")
    table.resolve()
    assert _pt(table, "Matca Rioters") == (2, 2)
    table.battlefield(0, "Swamp")
    table.refresh()
    assert _pt(table, "Matca Rioters") == (3, 3)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
