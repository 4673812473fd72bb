"""Start your engines! (CR 702.179) and max speed (CR 702.178): speed 1 as a player controls a
permanent with start your engines! (702.179a), one more at most once each of their turns as
an opponent loses life (702.179d), never above 4 (702.179e); a max speed ability only at
speed 4 (702.178a). Runs alone with ``pytest plugins/speed`` (kernel + speed, and haste for
the cards with haste); Lightning Bolt and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import ZONE_PLAY, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("speed")

CARDS = ("Amonkhet Raceway", "Endrider Catalyzer", "Far Fortune, End Boss", "Gastal Raider",
         "Hazoret, Godseeker", "Leonin Surveyor", "Lightwheel Enhancements",
         "Racers' Scoreboard", "Risen Necroregent", "The Speed Demon", "Vnwxt, Verbose Host")


def speed_of(table: Table, player: int) -> int:
    from manastack_speed.speed import speed

    return speed(table.game, player)


def at_speed(table: Table, player: int, value: int) -> None:
    """``player``'s speed is set to ``value`` (what earlier turns would have raised it to)."""
    from manastack_speed.speed import set_speed

    set_speed(table.game, player, value, rule="702.179d")


def racer(table: Table, name: str, mana: str) -> None:
    """Alice casts ``name`` (a permanent with start your engines!) in her first main phase
    and it resolves; both players have cards to draw for the turns the test plays."""
    table.library(0, *["Mountain"] * 5)
    table.library(1, *["Mountain"] * 5)
    table.go_to(Step.MAIN1)
    table.hand(0, name)
    table.mana(0, mana)
    table.cast(name)
    table.resolve()


def bolt_bob(table: Table, caster: int = 0) -> None:
    """``caster``, the active player, casts Lightning Bolt at Bob (3 damage: he loses 3
    life, 120.3a) and it resolves, with whatever it triggers."""
    table.hand(caster, "Lightning Bolt")
    table.mana(caster, "R")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve_all()


@pytest.mark.plugins("speed", "haste")  # Hazoret, Godseeker has haste
def test_the_pool_cards_are_the_corpus_cards(rules: Any) -> None:
    source = TomlCardSource.from_package("speed", "manastack_speed", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
    # CR 702.178a, 611.3a: a static ability at max speed is read under the plugin's condition
    assert "speed:you have max speed" in rules.card("Gastal Raider").read_with
    assert "speed:you have max speed" in rules.card("Hazoret, Godseeker").read_with
    assert "speed:your speed" in rules.card("The Speed Demon").read_with
    assert_printed(source.get(n) for n in CARDS)


@pytest.mark.parametrize("text", [
    # a static ability with its own condition
    "Max speed — As long as you control an artifact, this creature gets +1/+1.",
])
def test_other_max_speed_wordings_stay_unread(rules: Any, text: str) -> None:
    from manastack.api import CardDef

    card = rules.compile(CardDef(name="Test Racer", mana_cost="{1}{R}",
                                 type_line="Creature — Human", power="2", toughness="2",
                                 text="Start your engines!\n" + text))
    assert not card.playable, text


def test_702_179a_speed_starts_at_1_with_a_permanent_with_start_your_engines(
        table: Table) -> None:
    """Alice has no speed (702.179b) until Endrider Catalyzer is on her battlefield: then it
    becomes 1, a state-based action (702.179a); Bob, who controls none, still has none."""
    assert speed_of(table, 0) == 0
    racer(table, "Endrider Catalyzer", "RR")
    assert speed_of(table, 0) == 1 and speed_of(table, 1) == 0
    table.assert_logged(rule="702.179a", contains="Alice's speed becomes 1")


def test_702_179d_an_opponent_losing_life_on_your_turn_raises_your_speed_once_each_turn(
        table: Table) -> None:
    """Alice (speed 1) bolts Bob twice on her turn: her speed rises to 2 after the first, and
    the ability doesn't trigger again this turn (603.2, "only once each turn")."""
    racer(table, "Endrider Catalyzer", "RR")
    assert speed_of(table, 0) == 1
    bolt_bob(table)
    assert table.life(1) == 17 and speed_of(table, 0) == 2
    table.assert_logged(rule="702.179d", contains="Alice's speed becomes 2")
    bolt_bob(table)
    assert table.life(1) == 14 and speed_of(table, 0) == 2
    table.assert_logged(rule="603.2", contains="triggers only once each turn")


def test_702_179d_no_rise_on_the_opponent_s_turn_nor_above_4(table: Table) -> None:
    """Bob losing life on his own turn (he bolts himself) doesn't raise Alice's speed
    (702.179d: "during your turn"); at 4 it rises no more (the intervening "if", 603.4;
    702.179e)."""
    racer(table, "Endrider Catalyzer", "RR")
    table.next_turn()
    table.go_to(Step.MAIN1)
    bolt_bob(table, caster=1)
    assert table.life(1) == 17 and speed_of(table, 0) == 1
    table.next_turn()
    table.go_to(Step.MAIN1)
    at_speed(table, 0, 4)
    bolt_bob(table)
    assert table.life(1) == 14 and speed_of(table, 0) == 4
    table.assert_not_logged(rule="702.179d", contains="speed becomes 5")


def test_702_178a_endrider_catalyzer_taps_for_rr_only_at_max_speed(table: Table) -> None:
    """Endrider Catalyzer's "{T}: Add {R}{R}" exists only while Alice's speed is 4: at 3
    activating it is illegal and leaves the game as it was (CR 732); at 4 it adds {R}{R}
    (on her next turn: no longer summoning sick, 302.6)."""
    racer(table, "Endrider Catalyzer", "RR")
    table.next_turn()
    table.next_turn()
    table.go_to(Step.MAIN1)
    at_speed(table, 0, 3)
    table.assert_illegal(table.tap_for_mana, "Endrider Catalyzer", "R")
    table.assert_tapped("Endrider Catalyzer", False)
    at_speed(table, 0, 4)
    table.tap_for_mana("Endrider Catalyzer", "R")
    assert len(table.game.player(0).mana_pool.units) == 2


def test_702_178a_risen_necroregent_creates_a_zombie_only_at_max_speed(table: Table) -> None:
    """Risen Necroregent: no Zombie at Alice's end step at speed 3; at speed 4 (bolting Bob
    raised it from 3, 702.179d) the granted ability triggers and creates a 2/2 Zombie."""
    racer(table, "Risen Necroregent", "BBBBB")
    at_speed(table, 0, 2)
    table.go_to(Step.END)
    table.resolve_all()
    assert "Zombie Token" not in table.names("battlefield", 0)
    table.next_turn()
    table.next_turn()
    table.go_to(Step.MAIN1)
    at_speed(table, 0, 3)
    bolt_bob(table)
    assert speed_of(table, 0) == 4
    table.assert_logged(rule="702.178a", contains="Alice has max speed")
    table.go_to(Step.END)
    table.resolve_all()
    assert table.names("battlefield", 0).count("Zombie Token") == 1


@pytest.mark.plugins("speed", "haste")
def test_702_178a_amonkhet_raceway_gives_haste_only_at_max_speed(table: Table) -> None:
    """Alice plays Amonkhet Raceway (speed 1, 702.179a). At speed 3 it has no ability to give
    haste: activating one is illegal (CR 732); at 4, "{T}: Target creature gains haste until
    end of turn" lets the Grizzly Bears cast this turn attack (302.6, 702.10)."""
    table.library(0, *["Mountain"] * 3)
    table.library(1, *["Mountain"] * 3)
    table.go_to(Step.MAIN1)
    table.hand(0, "Amonkhet Raceway")
    table.play("Amonkhet Raceway")
    assert speed_of(table, 0) == 1
    table.battlefield(0, "Grizzly Bears", sick=True)
    at_speed(table, 0, 3)
    table.assert_illegal(table.activate, "Amonkhet Raceway", targets=["Grizzly Bears"])
    assert not table.has_keyword("Grizzly Bears", "haste")
    at_speed(table, 0, 4)
    table.activate("Amonkhet Raceway", targets=["Grizzly Bears"])
    table.resolve()
    assert table.has_keyword("Grizzly Bears", "haste")
    table.attack("Grizzly Bears")
    table.go_to(Step.END)
    assert table.life(1) == 18


def test_702_178a_gastal_raider_gets_1_1_and_menace_only_at_max_speed(table: Table) -> None:
    """Gastal Raider's static ability "This creature gets +1/+1 and has menace" applies only
    while Alice's speed is 4 (611.3a): a 2/1 without menace at 3, a 3/2 with menace at 4."""
    racer(table, "Gastal Raider", "BBB")
    table.resolve_all()  # its enters trigger: Bob's hand has nothing to discard
    at_speed(table, 0, 3)
    assert (table.power("Gastal Raider"), table.toughness("Gastal Raider")) == (2, 1)
    assert not table.has_keyword("Gastal Raider", "menace")
    at_speed(table, 0, 4)
    assert (table.power("Gastal Raider"), table.toughness("Gastal Raider")) == (3, 2)
    assert table.has_keyword("Gastal Raider", "menace")


@pytest.mark.plugins("speed", "haste")
def test_702_179e_hazoret_attacks_only_at_max_speed(table: Table) -> None:
    """"Hazoret can't attack or block unless you have max speed." (508.1c, 611.3a): at speed 3
    declaring it as an attacker is illegal (CR 732: the game as it was); at 4 it attacks and
    deals 5 damage."""
    racer(table, "Hazoret, Godseeker", "RR")
    table.next_turn()
    table.next_turn()
    table.go_to(Step.MAIN1)
    at_speed(table, 0, 3)
    table.assert_illegal(table.attack, "Hazoret, Godseeker", rule="508.1")
    at_speed(table, 0, 4)
    table.attack("Hazoret, Godseeker")
    table.go_to(Step.END_COMBAT)
    assert table.life(1) == 15


def test_702_178b_leonin_surveyor_s_ability_works_from_the_graveyard_at_max_speed(
        table: Table) -> None:
    """Leonin Surveyor in Alice's graveyard: its max speed ability functions there (702.178b,
    113.6c). At speed 3, "{3}, Exile this card from your graveyard: Draw a card" can't be
    activated (CR 732: the game as it was); at 4 it exiles the card and Alice draws."""
    table.library(0, "Island", "Plains")
    table.go_to(Step.MAIN1)
    table.graveyard(0, "Leonin Surveyor")
    table.refresh()
    at_speed(table, 0, 3)
    table.mana(0, "WWW")
    table.assert_illegal(table.activate, "Leonin Surveyor")
    at_speed(table, 0, 4)
    table.activate("Leonin Surveyor")
    table.resolve()
    table.assert_zone("Leonin Surveyor", "exile")
    assert table.names("hand", 0) == ["Island"]


def test_702_178a_racers_scoreboard_reduces_costs_only_at_max_speed(table: Table) -> None:
    """Racers' Scoreboard's "Spells you cast cost {1} less to cast." (601.2f): at speed 3
    Grizzly Bears ({1}{G}) can't be cast with {G} alone (CR 732: the game as it was); at 4 it
    is, for {G}."""
    table.library(0, "Island")
    table.go_to(Step.MAIN1)
    table.battlefield(0, "Racers' Scoreboard")
    table.refresh()
    at_speed(table, 0, 3)
    table.hand(0, "Grizzly Bears")
    table.mana(0, "G")
    table.assert_illegal(table.cast, "Grizzly Bears")
    at_speed(table, 0, 4)
    table.cast("Grizzly Bears")
    table.resolve()
    table.assert_zone("Grizzly Bears", "battlefield")


def test_702_178a_vnwxt_draws_two_instead_of_one_only_at_max_speed(table: Table) -> None:
    """Vnwxt, Verbose Host's "If you would draw a card, draw two cards instead." (614.11)
    applies only at speed 4: Alice draws one card for her draw step at speed 3 (on her
    second turn), two on her third turn at speed 4."""
    table.library(0, *["Island"] * 6)
    table.library(1, *["Plains"] * 6)
    table.battlefield(0, "Vnwxt, Verbose Host")
    table.refresh()
    at_speed(table, 0, 3)
    table.next_turn()
    table.next_turn()
    table.go_to(Step.MAIN1)
    assert len(table.game.hand(0)) == 1
    at_speed(table, 0, 4)
    table.next_turn()
    table.next_turn()
    table.go_to(Step.MAIN1)
    assert len(table.game.hand(0)) == 3


def test_702_178a_far_fortune_adds_1_damage_only_at_max_speed(table: Table) -> None:
    """Far Fortune, End Boss: at speed 3 Alice's Lightning Bolt deals Bob 3 damage; at speed
    4, "it deals that much damage plus 1 instead" (614.1a): 4; a Bolt at Alice herself (not
    an opponent) still deals 3."""
    table.library(0, "Island")
    table.go_to(Step.MAIN1)
    table.battlefield(0, "Far Fortune, End Boss")
    table.refresh()
    at_speed(table, 0, 3)
    bolt_bob(table)
    assert table.life(1) == 17
    at_speed(table, 0, 4)
    bolt_bob(table)
    assert table.life(1) == 13
    table.hand(0, "Lightning Bolt")
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    assert table.life(0) == 17


def test_702_179f_the_speed_demon_draws_and_loses_life_equal_to_your_speed(
        table: Table) -> None:
    """The Speed Demon: "you draw X cards and lose X life, where X is your speed" (107.3c)
    counts Alice's speed as it resolves: 2 at her end step (Bob's speed doesn't count)."""
    table.library(0, *["Island"] * 3)
    table.go_to(Step.MAIN1)
    table.battlefield(0, "The Speed Demon")
    table.refresh()
    at_speed(table, 0, 2)
    at_speed(table, 1, 4)
    table.go_to(Step.END)
    table.resolve_all()
    assert len(table.game.hand(0)) == 2 and table.life(0) == 18


def test_702_178b_lightwheel_enhancements_is_cast_from_the_graveyard_only_at_max_speed(
        table: Table) -> None:
    """Lightwheel Enhancements' "You may cast this card from your graveyard." functions from
    the graveyard (702.178b) only while Alice's speed is 4: at 3 casting it from there is
    illegal (CR 732); at 4 it is cast onto her Grizzly Bears (3/3 with vigilance)."""
    table.library(0, "Island")
    table.go_to(Step.MAIN1)
    table.battlefield(0, "Grizzly Bears")
    table.graveyard(0, "Lightwheel Enhancements")
    table.refresh()
    table.mana(0, "W")
    at_speed(table, 0, 3)
    assert not table.permitted("Lightwheel Enhancements", permission=ZONE_PLAY)
    table.assert_illegal(table.cast, "Lightwheel Enhancements", using=ZONE_PLAY,
                         zone=Zone.GRAVEYARD, targets=["Grizzly Bears"])
    at_speed(table, 0, 4)
    table.cast("Lightwheel Enhancements", using=ZONE_PLAY, zone=Zone.GRAVEYARD,
               targets=["Grizzly Bears"])
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    assert table.has_keyword("Grizzly Bears", "vigilance")
