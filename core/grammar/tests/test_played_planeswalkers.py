"""Printed planeswalkers cast and played (CR 306, 606, 120.3c, 704.5i).

A planeswalker enters with loyalty counters equal to its printed loyalty (306.5b); its loyalty
abilities cost putting on or removing loyalty counters (606.4), are activated only at sorcery
speed and only if none of that permanent's loyalty abilities was activated this turn (606.3),
and a negative cost needs that many counters (606.6). Creatures attack it (306.6, 508.1b) and
its damage removes loyalty (120.3c, 306.8); at 0 loyalty it goes to the graveyard (704.5i,
306.9). Noncombat damage to a player is never moved to a planeswalker: the current rules
removed that redirection (306.7). The cards come with their exact Oracle definitions.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step
from manastack.model.typeline import TypeLine
from manastack_grammar.api import recognition
from manastack_grammar.grammar import planeswalker_short_names
from manastack_grammar.text import normalize_lines

JACE_BELEREN = CardDef(
    name="Jace Beleren", mana_cost="{1}{U}{U}", type_line="Legendary Planeswalker — Jace",
    text="[+2]: Each player draws a card.\n[−1]: Target player draws a card.\n"
         "[−10]: Target player mills twenty cards.",
    loyalty="3")
GARRUK_WILDSPEAKER = CardDef(
    name="Garruk Wildspeaker", mana_cost="{2}{G}{G}",
    type_line="Legendary Planeswalker — Garruk",
    text="[+1]: Untap two target lands.\n[−1]: Create a 3/3 green Beast creature token.\n"
         "[−4]: Creatures you control get +3/+3 and gain trample until end of turn.",
    loyalty="3")
AJANI_VENGEANT = CardDef(
    name="Ajani Vengeant", mana_cost="{2}{R}{W}", type_line="Legendary Planeswalker — Ajani",
    text="[+1]: Target permanent doesn't untap during its controller's next untap step.\n"
         "[−2]: Ajani deals 3 damage to any target and you gain 3 life.\n"
         "[−7]: Destroy all lands target player controls.",
    loyalty="3")

CARDS = (JACE_BELEREN, GARRUK_WILDSPEAKER, AJANI_VENGEANT)

kit = pytest.mark.plugins(extra={"planeswalkers-kit": card_pool("planeswalkers-kit", CARDS)})


def _cast_jace(table: Table) -> None:
    table.lands(0, "Island", 3)
    table.library(0, "Forest", "Forest", "Forest")
    table.library(1, "Mountain", "Mountain", "Mountain")
    table.hand(0, "Jace Beleren")
    table.cast("Jace Beleren")
    table.resolve()


@kit
def test_jace_beleren_enters_with_its_printed_loyalty(table: Table) -> None:
    """CR 306.5b: cast from hand, Jace Beleren enters with 3 loyalty counters (its printed
    loyalty), a replacement effect (614.1c); its loyalty is their number (306.5c)."""
    _cast_jace(table)
    table.assert_zone("Jace Beleren", Zone.BATTLEFIELD, 0)
    table.assert_counters("Jace Beleren", "loyalty", 3)
    table.assert_logged(rule="306.5b")


@kit
def test_a_loyalty_ability_once_per_turn(table: Table) -> None:
    """CR 606.3, 606.4: [+2] puts two loyalty counters on Jace as its cost and each player
    draws; a second loyalty ability of the same permanent that turn is refused, the game as it
    was (732); the next turn of its controller it may be activated again."""
    _cast_jace(table)
    table.activate("Jace Beleren", 0)
    table.assert_counters("Jace Beleren", "loyalty", 5)  # paid on activation (602.2b)
    table.assert_logged(rule="606.4")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest"]
    assert table.names(Zone.HAND, 1) == ["Mountain"]
    exc = table.assert_illegal(table.activate, "Jace Beleren", 1, targets=["Alice"],
                               rule="606.3")
    assert "already activated" in str(exc)
    table.assert_illegal(table.activate, "Jace Beleren", 0, rule="606.3")
    table.next_turn()  # Bob's turn
    table.next_turn()  # Alice's again
    table.activate("Jace Beleren", 1, targets=["Alice"])
    table.assert_counters("Jace Beleren", "loyalty", 4)


@kit
def test_loyalty_abilities_only_at_sorcery_speed(table: Table) -> None:
    """CR 606.3: a loyalty ability is activated only in a main phase of its controller's turn
    with the stack empty; in combat, with a spell on the stack or in the opponent's turn it
    is refused and the game is unchanged (CR 732)."""
    _cast_jace(table)
    table.hand(0, "Jace Beleren")  # a second copy, cast to fill the stack
    table.lands(0, "Island", 3)
    table.cast("Jace Beleren")
    table.assert_illegal(table.activate, "Jace Beleren", 0, rule="606.3")
    table.resolve()  # the legend rule (704.5j) then keeps one of the two
    table.go_to(Step.BEGIN_COMBAT)
    table.assert_illegal(table.activate, "Jace Beleren", 0, rule="606.3")
    table.next_turn()  # Bob's turn: Alice has priority in his main phase after he passes
    table.pass_priority()
    table.assert_illegal(table.activate, "Jace Beleren", 0, rule="606.3")


@kit
def test_a_negative_cost_needs_that_much_loyalty(table: Table) -> None:
    """CR 606.6: [−10] can't be activated with 3 loyalty counters: refused, the game as it
    was (732); [−1] can."""
    _cast_jace(table)
    table.assert_illegal(table.activate, "Jace Beleren", 2, targets=["Bob"], rule="606.6")
    table.assert_counters("Jace Beleren", "loyalty", 3)
    table.activate("Jace Beleren", 1, targets=["Bob"])
    table.assert_counters("Jace Beleren", "loyalty", 2)


@kit
def test_paying_the_last_loyalty_puts_it_into_the_graveyard_the_ability_resolves(
        table: Table) -> None:
    """CR 606.4, 704.5i: Garruk with 1 loyalty pays [−1]; with 0 loyalty it is put into its
    owner's graveyard as a state-based action before anyone has priority; the ability,
    independent of its source (113.7a), still creates the 3/3 Beast."""
    table.battlefield(0, "Garruk Wildspeaker", counters={"loyalty": 1})
    table.activate("Garruk Wildspeaker", 1)
    table.assert_zone("Garruk Wildspeaker", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="704.5i")
    table.resolve()
    beast = table.find("Beast Token", zone=Zone.BATTLEFIELD)
    assert (table.power("Beast Token"), table.toughness("Beast Token")) == (3, 3)
    assert beast.controller == 0


@kit
def test_combat_damage_to_a_planeswalker_removes_loyalty_and_zero_kills_it(
        table: Table) -> None:
    """CR 506.3, 508.1b: Bob's Grizzly Bears attack Alice's Jace Beleren (3 loyalty); its 2
    combat damage removes two loyalty counters (120.3c, 306.8), Alice's life untouched; the
    next attack removes the last one and Jace goes to the graveyard (704.5i, 306.9)."""
    table.battlefield(0, "Jace Beleren", counters={"loyalty": 3})
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Island", "Island")
    table.library(1, "Forest", "Forest")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.attack("Grizzly Bears", defender="Jace Beleren")
    table.go_to(Step.END)
    table.assert_counters("Jace Beleren", "loyalty", 1)
    table.assert_life(0, 20)
    table.assert_logged(rule="120.3c")
    table.next_turn()  # Alice's turn
    table.next_turn()  # Bob's turn again
    table.attack("Grizzly Bears", defender="Jace Beleren")
    table.go_to(Step.END)
    table.assert_zone("Jace Beleren", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="704.5i")
    table.assert_life(0, 20)


@kit
def test_noncombat_damage_to_a_player_is_not_redirected(table: Table) -> None:
    """CR 306.7: the rule that let noncombat damage to an opponent be dealt to a planeswalker
    of theirs instead was removed; Prodigal Pyromancer's 1 damage to Bob stays with Bob, his
    Garruk keeps its loyalty, and no choice of redirection is offered."""
    table.battlefield(1, "Garruk Wildspeaker", counters={"loyalty": 3})
    table.battlefield(0, "Prodigal Pyromancer")
    table.activate("Prodigal Pyromancer", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 19)
    table.assert_counters("Garruk Wildspeaker", "loyalty", 3)


@kit
def test_explain_names_the_loyalty_abilities(table: Table) -> None:
    """What ``manastack explain`` shows of each line of Jace Beleren: a loyalty ability (CR
    606) with its loyalty cost, one a turn at sorcery speed (606.3)."""
    found = recognition(table.game.rules, JACE_BELEREN)
    assert not found.unrecognized
    became = [r.became for r in found.lines]
    assert len(became) == 3
    for cost, summary in zip(("[+2]", "[−1]", "[−10]"), became, strict=True):
        assert summary.startswith(f"loyalty ability (CR 606): cost {cost} "), summary
        assert "606.3" in summary


@kit
def test_ajani_vengeant_called_by_its_short_name_deals_the_damage(table: Table) -> None:
    """CR 201.5c: "Ajani deals 3 damage" names Ajani Vengeant itself; its [−2] deals 3
    damage to Bob, the planeswalker the source (120.3), and Alice gains 3 life; the cost
    leaves 1 loyalty counter (606.4)."""
    table.battlefield(0, "Ajani Vengeant", counters={"loyalty": 3})
    table.activate("Ajani Vengeant", 1, targets=["Bob"])
    table.assert_counters("Ajani Vengeant", "loyalty", 1)
    table.resolve()
    table.assert_life(1, 17)
    table.assert_life(0, 23)
    assert any("deals 3 damage to Bob" in e.text and "Ajani Vengeant" in e.text
               for e in table.game.log)


def test_short_names_of_planeswalkers() -> None:
    """CR 201.5c: the planeswalker type a name starts with is the card's short name, but not
    in a possessive naming another card ("Nissa's Chosen") nor as a planeswalker type ("a
    Gideon planeswalker", 205.3j)."""
    ajani = normalize_lines("[−2]: Ajani deals 3 damage to any target.", "Ajani Vengeant",
                            short_names=("Ajani",))
    assert ajani[0][1] == "[−2]: ~ deals 3 damage to any target."
    nissa = normalize_lines("[+1]: Search your library for a card named Nissa's Chosen.",
                            "Nissa Revane", short_names=("Nissa",))
    assert "Nissa's Chosen" in nissa[0][1]
    gideon = normalize_lines("As long as you control a Gideon planeswalker, Gideon has "
                             "indestructible.", "Gideon of the Trials", short_names=("Gideon",))
    assert gideon[0][1] == "As long as you control a Gideon planeswalker, ~ has indestructible."
    walker = TypeLine.parse("Legendary Planeswalker — Ajani")
    assert planeswalker_short_names("Ajani Vengeant", walker) == ("Ajani",)
    assert planeswalker_short_names("Ajani, Mentor of Heroes", walker) == ()  # the comma's
    assert planeswalker_short_names("Ajani Vengeant",
                                    TypeLine.parse("Legendary Creature — Ajani")) == ()


def test_minus_x_announces_x_at_most_the_loyalty(table: Table) -> None:
    """CR 606.4, 107.3a: "[−X]" (the line of Chandra Nalaar, whose other lines are not all
    read) removes X loyalty counters, X announced as the ability is activated and at most the
    loyalty (606.6): the options offered are 0 to 4; X = 3 deals 3 damage to the creature
    and leaves 1 loyalty counter. X = 5 is refused, the game as it was (732)."""
    walker = table.game.rules.compile(CardDef(
        name="Test Walker", mana_cost="{3}{R}{R}", type_line="Legendary Planeswalker — Chandra",
        text="[−X]: Test Walker deals X damage to target creature.", loyalty="6"))
    assert walker.playable, walker.unrecognized
    table.battlefield(0, walker, counters={"loyalty": 4})
    table.battlefield(1, "Hill Giant")
    offered = table.watch_decisions("x")
    table.assert_illegal(table.activate, "Test Walker", targets=["Hill Giant"], x=5)
    table.activate("Test Walker", targets=["Hill Giant"], x=3)
    assert tuple(offered[-1].options) == tuple(range(5))
    table.assert_counters("Test Walker", "loyalty", 1)
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)  # 3 damage to a 3/3 (704.5g)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)
