"""Level up (CR 702.87a, 602.5d) and the level symbols of leveler cards (CR 711.2-711.6):
the manastack-level-up plugin alone, playing printed cards. Grizzly Bears, Llanowar Elves,
Unsummon and the basic lands come from the kernel's pool."""

from __future__ import annotations

import pytest
from pytest_manastack import Table

from manastack.api import (
    ActivateAbility,
    ActivatedAbility,
    CardDef,
    Rules,
    Step,
    TomlCardSource,
    Zone,
)

pytestmark = pytest.mark.plugins("level_up")

CARDS = ("Beastbreaker of Bala Ged", "Joraga Treespeaker", "Kargan Dragonlord",
         "Student of Warfare")


def offered(table: Table, name: str) -> bool:
    return any(isinstance(a, ActivateAbility) and a.name == name
               for a in table.game.legal_actions())


def level_up(table: Table, name: str, times: int) -> None:
    """Activate ``name``'s level up ``times`` times, each resolved (mana given first)."""
    for _ in range(times):
        table.activate(name)
        table.resolve()


def pt(table: Table, name: str) -> tuple[int, int]:
    return table.power(name), table.toughness(name)


def test_the_pool_is_the_cards_played_read_with_level_up_and_level(rules: Rules) -> None:
    """The cards these tests play are the package's pool, read with the level up and level
    keywords (the conformance suite checks that each is printed, understood and has the
    keyword)."""
    source = TomlCardSource.from_package("level_up", "manastack_level_up", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        assert "level_up:keyword level up" in card.read_with
        assert "level_up:keyword level" in card.read_with


def test_702_87a_the_keyword_and_its_ability(rules: Rules) -> None:
    """"Level up {W}": the keyword, and "{W}: Put a level counter on this permanent.
    Activate only as a sorcery." with no target and no {T}."""
    assert rules.ruleset.plugin_of_keyword("level up") == "level_up"
    card = rules.card("Student of Warfare")
    [ability] = [a for a in card.abilities if isinstance(a, ActivatedAbility)]
    assert getattr(ability, "keyword", None) == "level up"
    assert ability.sorcery_speed
    assert str(ability.cost.mana) == "{W}"
    assert ability.cost.parts == ()
    assert ability.effect.targets == ()


def test_without_the_plugin_a_leveler_is_not_read() -> None:
    source = TomlCardSource.from_package("level_up", "manastack_level_up", "cards.toml")
    definition = source.get("Student of Warfare")
    assert definition is not None
    assert not Rules.load(enable=[], env={}).compile(definition).playable


def test_711_2_a_section_line_not_read_leaves_the_card_refused(rules: Rules) -> None:
    """An ability the reader can't read inside a level section: the card is refused, the
    sentence named (never the section read without it)."""
    card = rules.compile(CardDef(
        name="Odd Leveler", mana_cost="{W}", type_line="Creature — Human", power="1",
        toughness="1", text="Level up {W}\nLEVEL 1-2\n2/2\nOdd Leveler frobnicates.\n"
                            "LEVEL 3+\n3/3"))
    assert not card.playable
    assert any("frobnicates" in u for u in card.unrecognized)


def test_711_2_student_of_warfare_at_each_threshold(table: Table) -> None:
    """Student of Warfare (1/1): level 1 still 1/1 (711.5, below LEVEL 2-6); levels 2-6
    3/3 first strike; level 7+ 4/4 double strike and no longer first strike (711.2a/b)."""
    table.battlefield(0, "Student of Warfare")
    table.mana(0, "W" * 7)
    assert pt(table, "Student of Warfare") == (1, 1)
    level_up(table, "Student of Warfare", 1)
    table.assert_counters("Student of Warfare", "level", 1)
    assert pt(table, "Student of Warfare") == (1, 1)
    assert not table.has_keyword("Student of Warfare", "first strike")
    level_up(table, "Student of Warfare", 1)
    assert pt(table, "Student of Warfare") == (3, 3)
    assert table.has_keyword("Student of Warfare", "first strike")
    assert not table.has_keyword("Student of Warfare", "double strike")
    level_up(table, "Student of Warfare", 4)
    table.assert_counters("Student of Warfare", "level", 6)
    assert pt(table, "Student of Warfare") == (3, 3)
    assert table.has_keyword("Student of Warfare", "first strike")
    level_up(table, "Student of Warfare", 1)
    table.assert_counters("Student of Warfare", "level", 7)
    assert pt(table, "Student of Warfare") == (4, 4)
    assert table.has_keyword("Student of Warfare", "double strike")
    assert not table.has_keyword("Student of Warfare", "first strike")
    table.assert_logged(rule="702.87a", contains="level up")


def test_711_2_base_pt_then_counters_apply_on_top(table: Table) -> None:
    """Beastbreaker of Bala Ged (2/2): one level counter, base 4/4 (layer 7b); a +1/+1
    counter applies after it (layer 7c, 613.4c): 5/5. At level 4, 6/6 and trample (then
    7/7 with the counter)."""
    table.battlefield(0, "Beastbreaker of Bala Ged")
    table.mana(0, "CCG" * 4)
    level_up(table, "Beastbreaker of Bala Ged", 1)
    assert pt(table, "Beastbreaker of Bala Ged") == (4, 4)
    assert not table.has_keyword("Beastbreaker of Bala Ged", "trample")
    table.find("Beastbreaker of Bala Ged").counters["+1/+1"] = 1
    table.refresh()
    assert pt(table, "Beastbreaker of Bala Ged") == (5, 5)
    level_up(table, "Beastbreaker of Bala Ged", 3)
    assert pt(table, "Beastbreaker of Bala Ged") == (7, 7)
    assert table.has_keyword("Beastbreaker of Bala Ged", "trample")


def test_711_2_an_activated_ability_of_a_level_and_one_granted_to_elves(table: Table) -> None:
    """Joraga Treespeaker: at level 1 it has "{T}: Add {G}{G}." (1/2); at level 5 (1/4) it
    has no longer the level 1-4 ability, but Elves Alice controls have it: Llanowar Elves
    has two mana abilities, the Treespeaker (an Elf) one, Bob's Elf only its own."""
    table.battlefield(0, "Joraga Treespeaker", "Llanowar Elves")
    table.battlefield(1, "Llanowar Elves")
    table.mana(0, "CG")
    level_up(table, "Joraga Treespeaker", 1)
    assert pt(table, "Joraga Treespeaker") == (1, 2)
    table.tap_for_mana("Joraga Treespeaker", "G")
    assert [u.color for u in table.game.player(0).mana_pool] == ["G", "G"]
    table.library(0, "Forest", "Forest")
    table.library(1, "Island", "Island")
    table.next_turn()
    table.next_turn()  # Alice's next turn, her main phase: sorcery speed again
    table.mana(0, "CGCGCGCG")
    level_up(table, "Joraga Treespeaker", 4)
    table.assert_counters("Joraga Treespeaker", "level", 5)
    assert pt(table, "Joraga Treespeaker") == (1, 4)
    elves = [o for o in table.game.battlefield(0) if o.card.name == "Llanowar Elves"]
    assert len([a for a in table.game.chars(elves[0].id).abilities
                if isinstance(a, ActivatedAbility) and a.is_mana_ability]) == 2
    bobs = [o for o in table.game.battlefield(1) if o.card.name == "Llanowar Elves"]
    assert len([a for a in table.game.chars(bobs[0].id).abilities
                if isinstance(a, ActivatedAbility) and a.is_mana_ability]) == 1
    treespeaker = table.find("Joraga Treespeaker")  # an Elf: the level 5+ grant only
    assert len([a for a in table.game.chars(treespeaker.id).abilities
                if isinstance(a, ActivatedAbility) and a.is_mana_ability]) == 1


def test_kargan_dragonlord_level_8_flying_trample_and_firebreathing(table: Table) -> None:
    """Kargan Dragonlord (2/2): level 4-7 4/4 flying; level 8+ 8/8 flying, trample and
    "{R}: +1/+0 until end of turn", an ability it has only from level 8."""
    table.battlefield(0, "Kargan Dragonlord")
    table.mana(0, "R" * 9)
    level_up(table, "Kargan Dragonlord", 4)
    assert pt(table, "Kargan Dragonlord") == (4, 4)
    assert table.has_keyword("Kargan Dragonlord", "flying")
    assert not table.has_keyword("Kargan Dragonlord", "trample")
    level_up(table, "Kargan Dragonlord", 3)
    assert pt(table, "Kargan Dragonlord") == (4, 4)
    table.activate("Kargan Dragonlord")  # the only activated ability: level up
    table.resolve()
    assert pt(table, "Kargan Dragonlord") == (8, 8)
    assert table.has_keyword("Kargan Dragonlord", "trample")
    table.activate("Kargan Dragonlord", 1)  # {R}: +1/+0, granted at level 8
    table.resolve()
    assert pt(table, "Kargan Dragonlord") == (9, 8)


def test_602_5d_level_up_only_as_a_sorcery(table: Table) -> None:
    """Not in Bob's turn (307.1, 602.5d): refused, the game unchanged (CR 732)."""
    table.battlefield(0, "Student of Warfare")
    table.mana(0, "W")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.game.pending()
    table.pass_priority()  # Bob passes: Alice has priority in his main phase
    assert not offered(table, "Student of Warfare")
    table.assert_illegal(table.activate, "Student of Warfare", rule="602.5d")
    table.assert_counters("Student of Warfare", "level", 0)


def test_602_5d_not_with_the_stack_not_empty(table: Table) -> None:
    table.battlefield(0, "Student of Warfare", "Grizzly Bears")
    table.hand(0, "Unsummon")
    table.mana(0, "WU")
    table.cast("Unsummon", targets=["Grizzly Bears"])
    table.assert_illegal(table.activate, "Student of Warfare", rule="602.5d")


def test_711_6_off_the_battlefield_the_printed_pt(table: Table) -> None:
    """Bounced in response to its second level up: in hand it is a new object with the uppermost
    P/T box, 2/2, and no counters (400.7, 711.6)."""
    table.battlefield(0, "Beastbreaker of Bala Ged")
    table.hand(1, "Unsummon")
    table.mana(0, "CCGCCG")
    table.mana(1, "U")
    level_up(table, "Beastbreaker of Bala Ged", 1)
    assert pt(table, "Beastbreaker of Bala Ged") == (4, 4)
    table.activate("Beastbreaker of Bala Ged")
    table.pass_priority()
    table.cast("Unsummon", targets=["Beastbreaker of Bala Ged"])
    table.resolve()
    table.resolve()
    table.assert_zone("Beastbreaker of Bala Ged", Zone.HAND, 0)
    card = table.find("Beastbreaker of Bala Ged", zone=Zone.HAND)
    assert card.counter("level") == 0
    chars = table.game.chars(card.id)
    assert (chars.power, chars.toughness) == (2, 2)
