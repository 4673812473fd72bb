"""Case cards (CR 719.3, 702.169): the manastack-cases plugin alone, playing printed cards.
Grizzly Bears, Sol Ring, Memnite and the basic lands come from the kernel's pool."""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed, card_pool

from manastack.api import CardDef, Rules, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("cases")

CARDS = ("Case of the Crimson Pulse", "Case of the Filched Falcon", "Case of the Ransacked Lab",
         "Case of the Shattered Pact", "Case of the Shifting Visage",
         "Case of the Trampled Garden")


def solved(table: Table, name: str) -> bool:
    return table.find(name).tags.get("solved") is True


def pool() -> TomlCardSource:
    return TomlCardSource.from_package("cases", "manastack_cases", "cards.toml")


def libraries(table: Table) -> None:
    """Enough cards in both libraries for the turns a test plays (CR 704.5b)."""
    table.library(0, *["Island"] * 8)
    table.library(1, *["Island"] * 8)


def empty_hand(table: Table, player: int = 0) -> None:
    """The player's hand put into their graveyard (the position set, not an event)."""
    for card in list(table.game.hand(player)):
        table.game.move(card.id, Zone.GRAVEYARD)
    table.refresh()


def to_end_step(table: Table) -> None:
    """Alice's turn goes on to her end step; what triggers as it begins resolves."""
    table.go_to(Step.END)
    table.resolve_all()


def test_the_pool_cards_are_the_corpus_cards(rules: Rules) -> None:
    source = pool()
    assert sorted(source.names()) == sorted(CARDS)
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert {"cases:to solve", "cases:solved ability", "cases:becomes solved"} <= \
            card.read_with
    assert_printed(source.get(n) for n in CARDS)


def test_without_the_plugin_a_case_is_not_read() -> None:
    definition = pool().get("Case of the Crimson Pulse")
    assert definition is not None
    assert not Rules.load(enable=[], env={}).compile(definition).playable


def test_719_3a_a_condition_not_read_leaves_the_case_refused(rules: Rules) -> None:
    card = rules.compile(CardDef(
        name="Odd Case", mana_cost="{W}", type_line="Enchantment — Case",
        text="To solve — You frobnicate.\nSolved — Creatures you control get +1/+0."))
    assert not card.playable
    assert any("frobnicate" in u for u in card.unrecognized)


def test_719_3a_filched_falcon_solved_at_your_end_step_with_three_artifacts(
        table: Table) -> None:
    """Case of the Filched Falcon with three artifacts: solved as Alice's end step begins
    (719.3a); its Solved ability, refused before (702.169d, the game unchanged, CR 732),
    then puts four +1/+1 counters on Sol Ring, a 0/0 Bird with flying."""
    table.battlefield(0, "Case of the Filched Falcon", "Sol Ring", "Sol Ring", "Memnite")
    libraries(table)
    table.mana(0, "CCU")
    table.assert_illegal(table.activate, "Case of the Filched Falcon", 0,
                         targets=["Sol Ring"], rule="602.5b")
    to_end_step(table)
    assert solved(table, "Case of the Filched Falcon")
    table.assert_logged(rule="719.3a", contains="becomes solved")
    table.next_turn()
    table.next_turn()
    table.mana(0, "CCU")
    table.activate("Case of the Filched Falcon", 0, targets=["Sol Ring"])
    table.resolve()
    table.assert_zone("Case of the Filched Falcon", Zone.GRAVEYARD, 0)
    rings = [o for o in table.game.battlefield(0) if o.card.name == "Sol Ring"]
    assert sorted(o.counter("+1/+1") for o in rings) == [0, 4]
    [bird] = [o for o in rings if o.counter("+1/+1") == 4]
    chars = table.game.chars(bird.id)
    assert chars.is_creature and "Bird" in chars.type_line.subtypes
    assert (chars.power, chars.toughness) == (4, 4) and "flying" in chars.keywords


def test_719_3a_filched_falcon_not_solved_with_two_artifacts(table: Table) -> None:
    """Two artifacts at the end step: the condition is false, the Case stays unsolved and
    its Solved ability can't be activated (702.169d)."""
    table.battlefield(0, "Case of the Filched Falcon", "Sol Ring", "Memnite")
    libraries(table)
    to_end_step(table)
    assert not solved(table, "Case of the Filched Falcon")
    table.assert_not_logged(rule="719.3a")
    table.next_turn()
    table.next_turn()
    table.mana(0, "CCU")
    table.assert_illegal(table.activate, "Case of the Filched Falcon", 0,
                         targets=["Sol Ring"], rule="602.5b")


def test_719_3a_only_your_end_step(table: Table) -> None:
    """Bob's end step solves nothing of Alice's (719.3a: "your end step"), though she has no
    cards in hand then."""
    table.battlefield(0, "Case of the Crimson Pulse")
    libraries(table)
    table.hand(0, "Mountain")
    table.go_to(Step.MAIN1)
    table.next_turn()  # Bob's turn
    empty_hand(table)
    table.go_to(Step.END)
    table.resolve_all()
    assert table.game.state.turn.active == 1
    assert not solved(table, "Case of the Crimson Pulse")


def test_702_169c_crimson_pulse_upkeep_trigger_only_once_solved(table: Table) -> None:
    """Case of the Crimson Pulse: with a card in hand Alice's end step doesn't solve it and
    her next upkeep triggers nothing (702.169c); with her hand empty it is solved, then at
    her upkeep she discards her hand and draws two cards."""
    table.battlefield(0, "Case of the Crimson Pulse")
    table.hand(0, "Mountain")
    libraries(table)
    to_end_step(table)
    assert not solved(table, "Case of the Crimson Pulse")
    table.next_turn()  # Bob's
    table.next_turn()  # Alice's: her upkeep passed, she drew a card
    assert len(table.names(Zone.HAND, 0)) == 2
    assert table.names(Zone.GRAVEYARD, 0) == []
    empty_hand(table)
    to_end_step(table)
    assert solved(table, "Case of the Crimson Pulse")
    table.next_turn()
    table.go_to(Step.UPKEEP, turn=table.game.state.turn.number + 1)
    table.hand(0, "Forest")
    table.resolve_all()  # discard her hand (the Forest), then draw two
    table.assert_zone("Forest", Zone.GRAVEYARD, 0)
    assert len(table.names(Zone.HAND, 0)) == 2


def test_719_3b_a_solved_case_stays_solved(table: Table) -> None:
    """Case of the Trampled Garden, solved with 8 total power: with the Wurm still there, no
    "To solve" triggers again at the next end step ("and this Case is not solved"); the Wurm
    gone, it stays solved (719.3b). Its Solved ability, "Whenever you attack, put a +1/+1
    counter on target attacking creature. It gains trample", works then, not before."""
    table.battlefield(0, "Case of the Trampled Garden", "Grizzly Bears", "Craw Wurm")
    libraries(table)
    table.go_to(Step.DECLARE_ATTACKERS)
    table.attack("Grizzly Bears")
    table.resolve_all()
    assert table.find("Grizzly Bears").counter("+1/+1") == 0
    assert not table.has_keyword("Grizzly Bears", "trample")
    to_end_step(table)  # 2 + 6: total power 8
    assert solved(table, "Case of the Trampled Garden")
    logged = len([e for e in table.game.log if e.rule == "719.3a"])
    table.next_turn()
    table.next_turn()
    to_end_step(table)  # total power 8 still: solved already, nothing triggers
    assert len([e for e in table.game.log if e.rule == "719.3a"]) == logged
    table.assert_not_logged(contains="already solved")
    table.game.move(table.find("Craw Wurm").id, Zone.GRAVEYARD)
    table.refresh()
    table.next_turn()
    table.next_turn()
    assert solved(table, "Case of the Trampled Garden")
    table.next_turn()
    table.next_turn()
    table.go_to(Step.DECLARE_ATTACKERS)
    table.attack("Grizzly Bears")
    table.resolve_all()
    assert table.find("Grizzly Bears").counter("+1/+1") == 1
    assert table.has_keyword("Grizzly Bears", "trample")


def test_400_7_a_case_that_leaves_is_a_new_unsolved_object(table: Table) -> None:
    """A solved Case returned to the battlefield is a new object, not solved (400.7)."""
    table.battlefield(0, "Case of the Shifting Visage")
    table.graveyard(0, *["Island"] * 15)
    libraries(table)
    to_end_step(table)
    assert solved(table, "Case of the Shifting Visage")
    case = table.find("Case of the Shifting Visage")
    table.game.move(case.id, Zone.HAND)
    table.refresh()
    table.battlefield(0, "Case of the Shifting Visage")
    assert not solved(table, "Case of the Shifting Visage")


def test_702_169c_shifting_visage_copies_creature_spells_once_solved(table: Table) -> None:
    """Case of the Shifting Visage: fifteen cards in Alice's graveyard solve it; then a
    Grizzly Bears she casts is copied (a token Bears too). Before, it is not."""
    table.battlefield(0, "Case of the Shifting Visage")
    table.graveyard(0, *["Island"] * 15)
    table.hand(0, "Grizzly Bears", "Grizzly Bears")
    libraries(table)
    table.mana(0, "GG")
    table.cast("Grizzly Bears")
    table.resolve_all()
    assert len([o for o in table.game.battlefield(0) if o.card.name == "Grizzly Bears"]) == 1
    to_end_step(table)
    assert solved(table, "Case of the Shifting Visage")
    table.next_turn()
    table.next_turn()
    table.resolve_all()  # the upkeep's surveil 1
    table.mana(0, "GG")
    table.cast("Grizzly Bears")
    table.resolve_all()
    assert len([o for o in table.game.battlefield(0) if o.card.name == "Grizzly Bears"]) == 3


#: A Case made up for the static branch of 702.169b: no printed Case with a static Solved
#: ability is read yet (Case of the Gateway Express's enters trigger is not).
GATEWAY = CardDef(name="Gateway Case", mana_cost="{1}{W}", type_line="Enchantment — Case",
                  text="To solve — You control three or more artifacts.\n"
                       "Solved — Creatures you control get +1/+0.")


@pytest.mark.plugins("cases", extra={"gateway": card_pool("gateway-case", [GATEWAY])})
def test_702_169b_a_solved_static_ability_applies_only_while_solved(table: Table) -> None:
    """"Solved — Creatures you control get +1/+0." (the Solved line of Case of the Gateway
    Express): no bonus before the Case is solved, +1/+0
    after (702.169b)."""
    table.battlefield(0, "Gateway Case", "Memnite", "Sol Ring", "Sol Ring", "Grizzly Bears")
    libraries(table)
    assert table.power("Grizzly Bears") == 2
    to_end_step(table)
    assert solved(table, "Gateway Case")
    assert table.power("Grizzly Bears") == 3


def test_719_3a_ransacked_lab_four_instants_and_sorceries_this_turn(table: Table) -> None:
    """Case of the Ransacked Lab: three Shocks cast this turn don't solve it (nor draw a
    card, 702.169c); four do (601.2i: the spells cast this turn), then each instant cast
    draws a card."""
    table.battlefield(0, "Case of the Ransacked Lab")
    libraries(table)
    table.hand(0, *["Shock"] * 8)
    table.mana(0, "RRR")
    for _ in range(3):
        table.cast("Shock", targets=["Bob"])
        table.resolve_all()
    assert len(table.names(Zone.HAND, 0)) == 5  # no card drawn
    to_end_step(table)
    assert not solved(table, "Case of the Ransacked Lab")
    table.next_turn()
    table.next_turn()
    table.mana(0, "RRRR")
    for _ in range(4):
        table.cast("Shock", targets=["Bob"])
        table.resolve_all()
    to_end_step(table)
    assert solved(table, "Case of the Ransacked Lab")
    table.next_turn()
    table.next_turn()
    hand = len(table.names(Zone.HAND, 0))
    table.mana(0, "R")
    table.cast("Shock", targets=["Bob"])
    table.resolve_all()  # the draw trigger, then the Shock
    assert len(table.names(Zone.HAND, 0)) == hand


def test_719_3a_shattered_pact_five_colors_among_your_permanents(table: Table) -> None:
    """Case of the Shattered Pact: four colors among Alice's permanents don't solve it; five
    do (105.2), and at the beginning of her combat a creature of hers gains flying, double
    strike and vigilance (702.169c), which no creature had before."""
    table.battlefield(0, "Case of the Shattered Pact", "Savannah Lions", "Air Elemental",
                      "Typhoid Rats", "Grizzly Bears")
    libraries(table)
    table.go_to(Step.BEGIN_COMBAT)
    table.resolve_all()
    assert not table.has_keyword("Grizzly Bears", "double strike")
    to_end_step(table)
    assert not solved(table, "Case of the Shattered Pact")
    table.next_turn()
    table.next_turn()
    table.battlefield(0, "Boggart Brute")
    to_end_step(table)
    assert solved(table, "Case of the Shattered Pact")
    table.next_turn()
    table.next_turn()
    table.go_to(Step.BEGIN_COMBAT)
    table.resolve_all()
    gained = [o.card.name for o in table.game.battlefield(0)
              if {"flying", "double strike", "vigilance"} <= table.game.chars(o.id).keywords]
    assert len(gained) == 1
