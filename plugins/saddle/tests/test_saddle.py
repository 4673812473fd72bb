"""Saddle (CR 702.171): "Saddle N" means "Tap any number of other untapped creatures you
control with total power N or greater: This permanent becomes saddled until end of turn.
Activate only as a sorcery." Runs alone with ``pytest plugins/saddle`` (kernel + saddle
only). Grizzly Bears, Memnite, Savannah Lions, Hill Giant and the basic lands come from the
kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from manastack_saddle.keyword import is_saddled
from pytest_manastack import Table, assert_printed

from manastack.api import Answer, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("saddle")

#: Each Mount of the pool and its saddle number.
MOUNTS = {"Alacrian Jaguar": 1, "Bridled Bighorn": 2, "Autarch Mammoth": 5,
          "Stubborn Burrowfiend": 2}
#: The pool's cards: the Mounts, the Pilots saddling "as though its power were 2 greater",
#: Guidelight Matrix making a Mount saddled without its cost, Canyon Vaulter's trigger.
CARDS = (*MOUNTS, "Cloudspire Captain", "Country Roads", "Guidelight Matrix", "Canyon Vaulter")


def saddle(table: Table, mount: str, *riders: str) -> None:
    """Activate the Mount's saddle ability tapping ``riders`` (702.171c) and resolve it."""
    table.activate(mount, answers=[Answer("tap", riders)])
    table.resolve()


def saddled(table: Table, name: str) -> bool:
    return is_saddled(table.game, table.find(name).id)


def attack_unblocked(table: Table, *names: str) -> None:
    """Declare ``names`` attackers, resolve what triggers, no blocks, to end of combat."""
    table.attack(*names)
    table.resolve_all()
    table.block({})
    table.go_to(Step.END_COMBAT)


def test_the_pool_cards_are_the_corpus_cards(rules: Any) -> None:
    source = TomlCardSource.from_package("saddle", "manastack_saddle", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
    for name, n in MOUNTS.items():
        (ability,) = [a for a in rules.card(name).abilities
                      if getattr(a, "keyword", "") == "saddle"]
        assert ability.power == n and ability.sorcery_speed
    assert_printed(source.get(n) for n in CARDS)


def test_without_the_plugin_a_mount_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("saddle", "manastack_saddle", "cards.toml")
    definition = source.get("Alacrian Jaguar")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert ("saddle", "saddle") in card.missing_keywords


def test_702_171a_saddled_it_attacks_and_its_trigger_pumps_it(table: Table) -> None:
    """Memnite (power 1) saddles Alacrian Jaguar (saddle 1): Memnite is tapped (702.171c),
    the Jaguar is saddled; it attacks while saddled: +2/+2, 6 damage."""
    table.battlefield(0, "Alacrian Jaguar", "Memnite")
    saddle(table, "Alacrian Jaguar", "Memnite")
    table.assert_logged(rule="702.171a")
    table.assert_tapped("Memnite")
    assert saddled(table, "Alacrian Jaguar")
    attack_unblocked(table, "Alacrian Jaguar")
    table.assert_life(1, 14)


def test_603_2_not_saddled_its_attack_doesnt_trigger(table: Table) -> None:
    """Not saddled, Alacrian Jaguar attacks as a 4/4: "while saddled" is false."""
    table.battlefield(0, "Alacrian Jaguar", "Memnite")
    attack_unblocked(table, "Alacrian Jaguar")
    table.assert_life(1, 16)
    assert not table.find("Memnite").tapped


def test_702_171a_the_total_power_must_reach_n(table: Table) -> None:
    """Bridled Bighorn (saddle 2): Memnite (power 1) alone can't; Memnite and Savannah Lions
    (1 + 2) can, and the attack makes a Sheep."""
    table.battlefield(0, "Bridled Bighorn", "Memnite", "Savannah Lions")
    table.assert_illegal(table.activate, "Bridled Bighorn", answers=[Answer("tap", ("Memnite",))],
                         rule="702.171a")
    assert not table.find("Memnite").tapped and not saddled(table, "Bridled Bighorn")
    saddle(table, "Bridled Bighorn", "Memnite", "Savannah Lions")
    assert saddled(table, "Bridled Bighorn")
    attack_unblocked(table, "Bridled Bighorn")
    assert "Sheep Token" in table.names(Zone.BATTLEFIELD, 0)
    table.assert_life(1, 17)


def test_702_171a_only_other_creatures_saddle(table: Table) -> None:
    """"Other": a Mount alone can't tap itself to saddle itself (its power 3 would do)."""
    table.battlefield(0, "Bridled Bighorn")
    table.assert_illegal(table.activate, "Bridled Bighorn")
    assert not table.find("Bridled Bighorn").tapped


def test_702_171a_saddle_only_as_a_sorcery(table_factory: Any) -> None:
    """"Activate only as a sorcery" (307.1): not in the beginning of combat step, not on the
    opponent's turn; in the main phase with an empty stack, yes."""
    table = table_factory(active=0)
    table.battlefield(0, "Alacrian Jaguar", "Memnite")
    table.battlefield(1, "Bridled Bighorn", "Grizzly Bears")
    table.pass_priority()  # Bob has priority in Alice's main phase: not his turn
    table.assert_illegal(table.activate, "Bridled Bighorn",
                         answers=[Answer("tap", ("Grizzly Bears",))])
    assert not table.find("Grizzly Bears").tapped
    table.go_to(Step.BEGIN_COMBAT)
    table.assert_illegal(table.activate, "Alacrian Jaguar", answers=[Answer("tap", ("Memnite",))])
    assert not saddled(table, "Alacrian Jaguar") and not table.find("Memnite").tapped


def test_702_171b_saddled_ends_with_the_turn(table: Table) -> None:
    """Saddled lasts until end of turn: next turn the Jaguar attacks unsaddled, a 4/4."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Island", "Island")
    table.battlefield(0, "Alacrian Jaguar", "Memnite")
    saddle(table, "Alacrian Jaguar", "Memnite")
    assert saddled(table, "Alacrian Jaguar")
    table.next_turn()
    assert not saddled(table, "Alacrian Jaguar")
    table.next_turn()
    assert not saddled(table, "Alacrian Jaguar")
    attack_unblocked(table, "Alacrian Jaguar")
    table.assert_life(1, 16)


def test_702_171a_a_summoning_sick_creature_saddles(table: Table) -> None:
    """Saddling taps the creature for the Mount's cost, not its own {T} ability (302.6)."""
    table.battlefield(0, "Alacrian Jaguar")
    table.battlefield(0, "Memnite", sick=True)
    saddle(table, "Alacrian Jaguar", "Memnite")
    assert saddled(table, "Alacrian Jaguar")


def test_603_2_enters_and_whenever_it_attacks_while_saddled(table: Table) -> None:
    """Autarch Mammoth: an Elephant as it enters (saddled or not); Hill Giant and Savannah
    Lions (3 + 2) saddle it (saddle 5); attacking saddled, a second Elephant."""
    table.hand(0, "Autarch Mammoth")
    table.lands(0, "Forest", 6)
    table.battlefield(0, "Hill Giant", "Savannah Lions")
    table.cast("Autarch Mammoth")
    table.resolve_all()
    elephants = [n for n in table.names(Zone.BATTLEFIELD, 0) if n == "Elephant Token"]
    assert len(elephants) == 1
    table.assert_illegal(table.activate, "Autarch Mammoth",
                         answers=[Answer("tap", ("Hill Giant",))], rule="702.171a")
    saddle(table, "Autarch Mammoth", "Hill Giant", "Savannah Lions")
    assert saddled(table, "Autarch Mammoth")


def test_603_2_the_mammoth_saddled_attacks_and_makes_an_elephant(table: Table) -> None:
    table.battlefield(0, "Autarch Mammoth", "Hill Giant", "Savannah Lions")
    saddle(table, "Autarch Mammoth", "Hill Giant", "Savannah Lions")
    attack_unblocked(table, "Autarch Mammoth")
    assert table.names(Zone.BATTLEFIELD, 0).count("Elephant Token") == 1
    table.assert_life(1, 15)


def test_609_4_the_captain_saddles_as_though_its_power_were_2_greater(table: Table) -> None:
    """Cloudspire Captain (power 2, counting 4 to saddle) and Memnite (1) saddle Autarch
    Mammoth (saddle 5); the Captain's power stays 2 for everything else (609.4)."""
    table.battlefield(0, "Autarch Mammoth", "Cloudspire Captain", "Memnite")
    saddle(table, "Autarch Mammoth", "Cloudspire Captain", "Memnite")
    assert saddled(table, "Autarch Mammoth")
    assert table.power("Cloudspire Captain") == 2
    assert table.power("Autarch Mammoth") == 6  # "Mounts ... you control get +1/+1"


def test_609_4_without_the_pilot_the_same_power_falls_short(table: Table) -> None:
    """Grizzly Bears (2) and Memnite (1): 3, not 5; the Mammoth's cost can't be paid (118.3,
    601.2h)."""
    table.battlefield(0, "Autarch Mammoth", "Grizzly Bears", "Memnite")
    table.assert_illegal(table.activate, "Autarch Mammoth",
                         answers=[Answer("tap", ("Grizzly Bears", "Memnite"))], rule="601.2h")
    assert not saddled(table, "Autarch Mammoth") and not table.find("Memnite").tapped


def test_609_4_the_pilot_token_of_country_roads_saddles(table: Table) -> None:
    """Country Roads makes a 1/1 Pilot whose power counts 3 to saddle: alone it saddles
    Bridled Bighorn (saddle 2), which a 1/1 alone (Memnite) can't."""
    table.battlefield(0, "Country Roads", "Plains", "Plains", "Bridled Bighorn", "Memnite")
    table.assert_illegal(table.activate, "Bridled Bighorn", answers=[Answer("tap", ("Memnite",))],
                         rule="601.2h")
    table.activate("Country Roads")
    table.resolve()
    assert "Pilot Token" in table.names(Zone.BATTLEFIELD, 0)
    assert table.power("Pilot Token") == 1
    saddle(table, "Bridled Bighorn", "Pilot Token")
    assert saddled(table, "Bridled Bighorn")
    attack_unblocked(table, "Bridled Bighorn")
    assert "Sheep Token" in table.names(Zone.BATTLEFIELD, 0)


@pytest.mark.plugins("saddle", "crew")
def test_609_4_the_captain_crews_as_though_its_power_were_2_greater(table: Table) -> None:
    """The same ability counts for crew's cost (702.122a): the Captain alone (2 + 2) crews
    Skysovereign, Consul Flagship (crew 3)."""
    table.battlefield(0, "Skysovereign, Consul Flagship", "Cloudspire Captain")
    table.activate("Skysovereign, Consul Flagship", answers=[Answer("tap", ("Cloudspire Captain",))])
    table.resolve()
    assert table.game.chars(table.find("Skysovereign, Consul Flagship").id).is_creature


def test_702_171b_guidelight_matrix_saddles_target_mount_you_control(table: Table) -> None:
    """{2}, {T}: Alacrian Jaguar becomes saddled with no creature tapped; it attacks saddled:
    +2/+2. Bob's Bridled Bighorn is no legal target (115.1, "you control")."""
    table.battlefield(0, "Guidelight Matrix", "Alacrian Jaguar", "Plains", "Plains")
    table.battlefield(1, "Bridled Bighorn")
    table.assert_illegal(table.activate, "Guidelight Matrix", targets=["Bridled Bighorn"])
    table.activate("Guidelight Matrix", targets=["Alacrian Jaguar"])
    table.resolve()
    table.assert_logged(rule="702.171a")
    assert saddled(table, "Alacrian Jaguar") and not saddled(table, "Bridled Bighorn")
    attack_unblocked(table, "Alacrian Jaguar")
    table.assert_life(1, 14)



def test_603_2_becomes_saddled_for_the_first_time_each_turn(table: Table) -> None:
    """Stubborn Burrowfiend saddled by Grizzly Bears: it mills two (Hill Giant, Gray Ogre),
    then gets +2/+2 (two creature cards in the graveyard); saddled again this turn by
    Savannah Lions, it doesn't trigger again (not the first time)."""
    table.library(0, "Hill Giant", "Gray Ogre", "Forest", "Forest")
    table.battlefield(0, "Stubborn Burrowfiend", "Grizzly Bears", "Savannah Lions")
    saddle(table, "Stubborn Burrowfiend", "Grizzly Bears")
    table.resolve_all()
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Gray Ogre", "Hill Giant"]
    assert table.power("Stubborn Burrowfiend") == 4
    saddle(table, "Stubborn Burrowfiend", "Savannah Lions")
    table.resolve_all()
    assert table.names(Zone.LIBRARY, 0) == ["Forest", "Forest"]
    assert table.power("Stubborn Burrowfiend") == 4


def test_702_171c_canyon_vaulter_saddles_in_the_main_phase_the_mount_flies(table: Table) -> None:
    """Canyon Vaulter saddles Alacrian Jaguar in Alice's main phase: "that Mount" (the event's,
    603.7c) gains flying until end of turn; the Vaulter itself doesn't."""
    table.battlefield(0, "Alacrian Jaguar", "Canyon Vaulter")
    saddle(table, "Alacrian Jaguar", "Canyon Vaulter")
    table.resolve_all()
    assert table.has_keyword("Alacrian Jaguar", "flying")
    assert not table.has_keyword("Canyon Vaulter", "flying")


@pytest.mark.plugins("saddle", "crew")
def test_505_1_canyon_vaulter_crewing_on_the_opponents_turn_no_trigger(table_factory: Any
                                                                       ) -> None:
    """Canyon Vaulter crews Brute Suit during Alice's turn for Bob: not his main phase, no
    flying; crewing in his own main phase the Suit (702.122b) gains flying."""
    table = table_factory(active=0)
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.battlefield(1, "Brute Suit", "Canyon Vaulter")
    table.pass_priority()
    table.activate("Brute Suit", answers=[Answer("tap", ("Canyon Vaulter",))])
    table.resolve_all()
    assert not table.has_keyword("Brute Suit", "flying")
    table.next_turn()
    table.activate("Brute Suit", answers=[Answer("tap", ("Canyon Vaulter",))])
    table.resolve_all()
    assert table.has_keyword("Brute Suit", "flying")
