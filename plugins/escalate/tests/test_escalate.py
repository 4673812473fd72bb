"""Escalate (CR 702.120): the plugin alone with the kernel.

Seeds: SEED-09 (illegal targets), SEED-10 (no mode twice), SEED-11 (mana value),
SEED-12 (modes chosen at once), SEED-13 (reductions), SEED-14 (untapped attacker
stays in combat), SEED-15 (same target for two modes), SEED-16 (the opponent
chooses), SEED-17 (cast without paying its mana cost), SEED-19 (nonattacking).

Gaddock Teeg (a casting restriction by mana value) and Electrodominance come from
the in-process plugin ``TESTKIT`` below, a card source built only from public hooks
as a third party would; their text is read by the kernel's grammar: Gaddock Teeg's
"Noncreature spells with mana value 4 or greater can't be cast" (CR 101.2, checked at
601.2e) and Electrodominance's "cast a spell ... without paying its mana cost" (CR
118.9, 608.2g) are kernel sentences.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest
from manastack_escalate import EscalateAbility
from pytest_manastack import Table, cast_and_resolve

from manastack.api import (
    Answer,
    CallbackAgent,
    CardDef,
    Combat,
    Decision,
    Game,
    MemoryCardSource,
    PlayerRef,
    Step,
    Zone,
    hookimpl,
)
from manastack_grammar.api import recognition

# --------------------------------------------------------------------------
# The test kit (exact Oracle text)
# --------------------------------------------------------------------------

_CARDS = {
    d.name: d
    for d in (
        CardDef(name="Gaddock Teeg", mana_cost="{G}{W}",
                type_line="Legendary Creature — Kithkin Advisor", power="2", toughness="2",
                text="Noncreature spells with mana value 4 or greater can't be cast.\n"
                     "Noncreature spells with {X} in their mana costs can't be cast."),
        CardDef(name="Electrodominance", mana_cost="{X}{R}{R}", type_line="Instant",
                text="Electrodominance deals X damage to any target. You may cast a spell with "
                     "mana value X or less from your hand without paying its mana cost."),
        # Not a printed card: no printed escalate cost sacrifices, but 702.120a allows any
        # cost, and the issue names "sacrifice a creature" among them.
        CardDef(name="Test Grim Escalation", mana_cost="{B}", type_line="Sorcery",
                text="Escalate—Sacrifice a creature. (Pay this cost for each mode chosen "
                     "beyond the first.)\nChoose one or more —\n• Draw a card.\n"
                     "• You gain 2 life.\n• Target opponent loses 2 life."),
    )
}


class TestKit:
    """An in-process plugin, built only from public hooks."""

    @staticmethod
    @hookimpl
    def manastack_register_card_sources() -> Iterable[Any]:
        return [MemoryCardSource("escalate-testkit", _CARDS.values())]



TESTKIT = TestKit()
plugins = pytest.mark.plugins("escalate", extra={"testkit": TESTKIT})


def tapped(table: Table, name: str, player: int = 0) -> int:
    return sum(1 for o in table.game.battlefield(player) if o.card.name == name and o.tapped)


# --------------------------------------------------------------------------
# The keyword and its cost
# --------------------------------------------------------------------------


@pytest.mark.plugins("escalate")
def test_escalate_keyword_lines(rules: Any) -> None:
    def cost(name: str) -> str:
        card = rules.card(name)
        assert not card.unrecognized, card.unrecognized
        return str(next(a for a in card.abilities if isinstance(a, EscalateAbility)).cost)

    assert cost("Blessed Alliance") == "{2}"
    assert cost("Borrowed Grace") == "{1}{W}"
    assert cost("Collective Resistance") == "{G}"
    assert cost("Collective Brutality") == "Discard a card"
    assert cost("Collective Effort") == "Tap an untapped creature you control"


@pytest.mark.plugins("escalate")
def test_an_escalate_cost_the_grammar_cant_read_is_reported(rules: Any) -> None:
    """A cost that is not understood is never guessed: the line is reported."""

    def sorcery(text: str) -> CardDef:
        return CardDef(name="Test", mana_cost=None, type_line="Sorcery", text=text)

    rec = recognition(rules, sorcery("Escalate—Roll a six-sided die.\nChoose one or both —\n"
                                     "• Draw a card.\n• You gain 2 life."))
    assert "Escalate—Roll a six-sided die." in rec.unrecognized
    # an energy payment is a cost the reader reads (107.14): not reported
    rec = recognition(rules, sorcery("Escalate—Pay {E}{E}.\nChoose one or both —\n"
                                     "• Draw a card.\n• You gain 2 life."))
    assert "Escalate—Pay {E}{E}." not in rec.unrecognized
    assert any(isinstance(a, EscalateAbility) and str(a.cost) == "Pay {E}{E}"
               for a in rec.abilities)
    ability = next(a for a in rules.card("Blessed Alliance").abilities
                   if isinstance(a, EscalateAbility))
    assert str(ability) == "Escalate {2}"
    rec = recognition(rules, sorcery("Escalate—Sacrifice a creature.\nChoose one or both —\n"
                                     "• Draw a card.\n• You gain 2 life."))
    assert not rec.unrecognized
    sacrifice = next(a for a in rec.abilities if isinstance(a, EscalateAbility))
    assert str(sacrifice.cost) == "Sacrifice a creature"


@plugins
def test_one_mode_pays_no_escalate(table: Table) -> None:
    spell = cast_and_resolve(table, "Collective Defiance", lands={"Mountain": 3},
                             theirs=["Hill Giant"], modes=[1], targets=["Hill Giant"])
    assert spell.spell is not None and spell.spell.paid_additional("escalate") == 0
    assert table.zone_of("Hill Giant") is Zone.GRAVEYARD


@plugins
def test_escalate_is_paid_once_per_extra_mode(table: Table) -> None:
    table.lands(0, "Mountain", 5)
    table.hand(0, "Collective Defiance")
    table.battlefield(1, "Hill Giant")
    spell = table.cast("Collective Defiance", modes=[0, 1, 2],
                       targets=["opponent", "Hill Giant", "opponent"])
    assert spell.spell is not None and spell.spell.paid_additional("escalate") == 2
    table.assert_logged(rule="601.2f", contains="+ additional {2}")
    table.assert_logged(rule="601.2f", contains="= {3}{R}{R} (locked)")
    assert tapped(table, "Mountain") == 5


@plugins
def test_escalate_cost_unpaid_makes_the_cast_illegal(table: Table) -> None:
    table.lands(0, "Mountain", 4)
    table.hand(0, "Collective Defiance")
    table.battlefield(1, "Hill Giant")
    table.assert_illegal(table.cast, "Collective Defiance", modes=[0, 1, 2],
                         targets=["opponent", "Hill Giant", "opponent"], rule="601.2h")


# --------------------------------------------------------------------------
# Modes: SEED-10, SEED-12, SEED-15
# --------------------------------------------------------------------------


@plugins
def test_SEED_10_no_mode_can_be_chosen_twice(table: Table) -> None:
    table.lands(0, "Mountain", 5)
    table.hand(0, "Collective Defiance")
    table.battlefield(1, "Hill Giant", "Gray Ogre")
    table.assert_illegal(table.cast, "Collective Defiance", modes=[1, 1],
                         targets=["Hill Giant", "Gray Ogre"], rule="700.2")


@plugins
def test_SEED_12_all_modes_are_chosen_at_once_while_casting(table: Table) -> None:
    table.lands(0, "Mountain", 5)
    table.hand(0, "Collective Defiance", "Shock")
    table.battlefield(1, "Hill Giant")
    seen = table.watch_decisions()  # every decision, the scripted ones too
    table.cast("Collective Defiance", modes=[1, 2], targets=["Hill Giant", "opponent"])
    kinds = [d.kind for d in seen]
    assert kinds.count("modes") == 1
    modes = next(d for d in seen if d.kind == "modes")
    assert (modes.min, modes.max, len(modes.options)) == (1, 3, 3)  # one choice, 1 to 3
    # chosen before the targets (601.2c) and before the total cost (601.2f)
    assert kinds.index("modes") < kinds.index("targets")
    table.resolve()
    assert "modes" not in [d.kind for d in seen[len(kinds):]]  # none added as it resolves
    assert table.life(1) == 17 and table.zone_of("Hill Giant") is Zone.GRAVEYARD
    assert table.names(Zone.HAND, 0) == ["Shock"]  # mode 1 wasn't chosen: no wheel


@plugins
def test_SEED_15_two_modes_may_target_the_same_creature(table: Table) -> None:
    cast_and_resolve(table, "Borrowed Malevolence", lands={"Swamp": 3}, theirs=["Hill Giant"],
                     modes=[0, 1], targets=["Hill Giant", "Hill Giant"])
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (3, 3)
    table.assert_logged(rule="601.2c", contains="Borrowed Malevolence targets Hill Giant")


@plugins
def test_SEED_15_or_different_creatures(table: Table) -> None:
    cast_and_resolve(table, "Borrowed Malevolence", lands={"Swamp": 3}, yours=["Grizzly Bears"],
                     theirs=["Savannah Lions"], modes=[0, 1],
                     targets=["Grizzly Bears", "Savannah Lions"])
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    assert table.zone_of("Savannah Lions") is Zone.GRAVEYARD  # 2/1 -1/-1 (704.5f)


@plugins
def test_SEED_15_same_player_for_two_modes(table: Table) -> None:
    """Collective Defiance: "target player" and "target opponent" may be the same player."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Collective Defiance")
    table.hand(1, "Shock", "Lightning Bolt")
    table.library(1, "Grizzly Bears", "Hill Giant", "Gray Ogre")
    table.cast("Collective Defiance", modes=[0, 2], targets=["opponent", "opponent"])
    table.resolve()
    assert table.life(1) == 17
    assert sorted(table.names(Zone.HAND, 1)) == ["Grizzly Bears", "Hill Giant"]
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Lightning Bolt", "Shock"]


# --------------------------------------------------------------------------
# Costs: SEED-11, SEED-13, SEED-17
# --------------------------------------------------------------------------


@plugins
def test_SEED_11_escalate_leaves_the_mana_value_unchanged(table: Table) -> None:
    table.battlefield(1, "Gaddock Teeg")
    table.lands(0, "Mountain", 5)
    table.hand(0, "Collective Defiance")
    table.battlefield(1, "Hill Giant")
    spell = table.cast("Collective Defiance", modes=[0, 1, 2],
                       targets=["opponent", "Hill Giant", "opponent"])
    assert table.game.mana_value(spell.id) == 3  # {1}{R}{R}: Gaddock Teeg allows it
    assert spell.spell is not None and str(spell.spell.total) == "{3}{R}{R}"


@plugins
def test_SEED_11_the_restriction_checks_mana_value_four_or_more(table: Table) -> None:
    """Control: Gaddock Teeg's rule does refuse a noncreature spell of mana value 4."""
    table.battlefield(1, "Gaddock Teeg")
    table.lands(0, "Plains", 4)
    table.hand(0, "Wrath of God")
    table.assert_illegal(table.cast, "Wrath of God", rule="601.2e")


@plugins
def test_SEED_13_reductions_apply_to_the_total_with_escalate(table: Table) -> None:
    table.battlefield(0, "Goblin Electromancer")
    table.lands(0, "Mountain", 4)
    table.hand(0, "Collective Defiance")
    table.battlefield(1, "Hill Giant")
    # {1}{R}{R} + {1}{1} - {1} = {2}{R}{R}
    table.cast("Collective Defiance", modes=[0, 1, 2],
               targets=["opponent", "Hill Giant", "opponent"])
    table.assert_logged(rule="601.2f", contains="= {2}{R}{R} (locked)")
    assert tapped(table, "Mountain") == 4


@plugins
def test_SEED_13_a_reduction_can_eat_into_the_escalate_cost(table: Table) -> None:
    """Borrowed Hostility {R} + {3}: with two Electromancers, {1}{R}."""
    table.battlefield(0, "Goblin Electromancer", "Goblin Electromancer")
    table.lands(0, "Mountain", 2)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Borrowed Hostility")
    table.cast("Borrowed Hostility", modes=[0, 1], targets=["Grizzly Bears", "Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 5
    assert table.has_keyword("Grizzly Bears", "first strike")


@plugins
def test_SEED_17_cast_without_paying_escalate_is_still_paid(table: Table) -> None:
    table.lands(0, "Mountain", 6)
    table.hand(0, "Electrodominance", "Savage Alliance")
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    alliance = table.find("Savage Alliance").id
    table.cast("Electrodominance", x=3, targets=["opponent"])  # {3}{R}{R}: one Mountain left
    assert tapped(table, "Mountain") == 5
    table.pass_priority()
    table.pass_priority(answers=[
        Answer("cast_free", ((alliance, "hand"),)), Answer("modes", (1, 2)),
        Answer("targets", (table.find("Hill Giant").id,)), Answer("targets", (PlayerRef(1),)),
    ])
    spell = table.game.obj(table.game.ids_in(Zone.STACK)[-1])
    assert spell.spell is not None and spell.spell.without_paying
    table.assert_logged(rule="601.2f", contains="base {0}; + additional {1}; = {1} (locked)")
    assert tapped(table, "Mountain") == 6  # the escalate {1}
    table.resolve()
    assert table.zone_of("Hill Giant") is Zone.GRAVEYARD  # 2 + 1 damage
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD
    assert table.find("Grizzly Bears").damage == 1


@plugins
def test_SEED_17_without_the_escalate_cost_the_free_cast_fails(table: Table) -> None:
    table.lands(0, "Mountain", 5)
    table.hand(0, "Electrodominance", "Savage Alliance")
    table.battlefield(1, "Hill Giant")
    alliance = table.find("Savage Alliance").id
    table.cast("Electrodominance", x=3, targets=["opponent"])
    table.pass_priority()
    table.assert_illegal(table.pass_priority, answers=[
        Answer("cast_free", ((alliance, "hand"),)), Answer("modes", (1, 2)),
        Answer("targets", (table.find("Hill Giant").id,)), Answer("targets", (PlayerRef(1),)),
    ], rule="601.2h")
    # one mode: nothing to pay
    table.pass_priority(answers=[
        Answer("cast_free", ((alliance, "hand"),)), Answer("modes", (1,)),
        Answer("targets", (table.find("Hill Giant").id,)),
    ])
    table.resolve()
    assert table.find("Hill Giant").damage == 2


# --------------------------------------------------------------------------
# Resolution: SEED-09
# --------------------------------------------------------------------------


@plugins
def test_SEED_09_an_illegal_target_is_not_affected_the_others_are(table: Table) -> None:
    table.lands(0, "Mountain", 4)
    table.hand(0, "Collective Defiance")
    table.battlefield(1, "Hill Giant")
    table.lands(1, "Island", 1)
    table.hand(1, "Unsummon")
    table.cast("Collective Defiance", modes=[1, 2], targets=["Hill Giant", "opponent"])
    table.pass_priority()
    table.cast("Unsummon", targets=["Hill Giant"])
    table.resolve()  # Unsummon
    table.resolve()  # Collective Defiance
    assert table.life(1) == 17
    assert table.zone_of("Hill Giant") is Zone.HAND
    table.assert_logged(rule="608.2b", contains="illegal target")
    assert table.zone_of("Collective Defiance") is Zone.GRAVEYARD


@plugins
def test_SEED_09_every_target_illegal_it_does_not_resolve(table: Table) -> None:
    table.lands(0, "Swamp", 3)
    table.hand(0, "Borrowed Malevolence")
    table.battlefield(0, "Grizzly Bears")
    table.lands(1, "Island", 1)
    table.hand(1, "Unsummon")
    table.cast("Borrowed Malevolence", modes=[0, 1], targets=["Grizzly Bears", "Grizzly Bears"])
    table.pass_priority()
    table.cast("Unsummon", targets=["Grizzly Bears"])
    table.resolve()
    table.resolve()
    table.assert_logged(rule="608.2b", contains="doesn't resolve")
    assert table.zone_of("Borrowed Malevolence") is Zone.GRAVEYARD


# --------------------------------------------------------------------------
# Blessed Alliance: SEED-14, SEED-16
# --------------------------------------------------------------------------


@plugins
def test_SEED_16_the_targeted_opponent_chooses_the_attacker_to_sacrifice(
        table_factory: Any) -> None:
    table = table_factory(active=1)
    table.battlefield(1, "Hill Giant", "Gray Ogre", "Grizzly Bears")
    table.lands(0, "Plains", 2)
    table.hand(0, "Blessed Alliance")
    table.attack("Hill Giant", "Gray Ogre")
    giant, ogre = table.find("Hill Giant").id, table.find("Gray Ogre").id
    asked: list[Decision] = []

    def bob(game: Game, decision: Decision) -> Any:
        asked.append(decision)
        return (ogre,)

    table.game.agents[1] = CallbackAgent(bob)
    table.pass_priority()  # Bob, the active player, passes in declare attackers
    table.cast("Blessed Alliance", modes=[2], targets=["opponent"])
    table.resolve()
    sacrifice = [d for d in asked if d.kind == "sacrifice"]
    assert len(sacrifice) == 1 and sacrifice[0].player == 1
    # only attacking creatures are offered: not the Bears
    assert set(sacrifice[0].options) == {giant, ogre}
    assert table.zone_of("Gray Ogre") is Zone.GRAVEYARD
    assert table.zone_of("Hill Giant") is Zone.BATTLEFIELD


@plugins
def test_SEED_14_untapping_attacking_creatures_leaves_them_in_combat(table: Table) -> None:
    table.battlefield(0, "Hill Giant", "Gray Ogre")
    table.lands(0, "Plains", 2)
    table.hand(0, "Blessed Alliance")
    table.attack("Hill Giant", "Gray Ogre")
    assert table.find("Hill Giant").tapped
    table.cast("Blessed Alliance", modes=[1], targets=[["Hill Giant", "Gray Ogre"]])
    table.resolve()
    for name in ("Hill Giant", "Gray Ogre"):
        assert not table.find(name).tapped
        assert table.game.is_attacking(table.find(name).id)  # CR 506.4
    table.go_to(Step.END)
    assert table.life(1) == 15


@plugins
def test_blessed_alliance_all_three_modes(table_factory: Any) -> None:
    table = table_factory(active=1)
    table.battlefield(1, "Hill Giant")
    table.battlefield(0, "Grizzly Bears", tapped=True)
    table.lands(0, "Plains", 6)
    table.hand(0, "Blessed Alliance")
    table.attack("Hill Giant")
    table.pass_priority()
    # {1}{W} + {2} x 2
    table.cast("Blessed Alliance", modes=[0, 1, 2],
               targets=["you", ["Grizzly Bears"], "opponent"])
    assert tapped(table, "Plains") == 6
    table.resolve()
    assert table.life(0) == 24
    assert not table.find("Grizzly Bears").tapped
    assert table.zone_of("Hill Giant") is Zone.GRAVEYARD


# --------------------------------------------------------------------------
# SEED-19: a mode restricted to a nonattacking creature (Ruthless Instincts)
# --------------------------------------------------------------------------


@plugins
def test_SEED_19_nonattacking_target_may_attack_later_that_turn(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears", tapped=True)
    table.lands(0, "Forest", 3)
    table.hand(0, "Ruthless Instincts")
    table.cast("Ruthless Instincts", modes=[0], targets=["Grizzly Bears"])
    table.resolve()
    bears = table.find("Grizzly Bears")
    assert not bears.tapped
    assert table.has_keyword("Grizzly Bears", "reach") and table.has_keyword("Grizzly Bears",
                                                                             "deathtouch")
    table.attack("Grizzly Bears")  # the restriction was about casting and resolving only
    assert table.game.is_attacking(bears.id)


@plugins
def test_SEED_19_the_restriction_holds_on_casting(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.lands(0, "Forest", 3)
    table.hand(0, "Ruthless Instincts")
    table.attack("Grizzly Bears")
    table.assert_illegal(table.cast, "Ruthless Instincts", modes=[0], targets=["Grizzly Bears"],
                         rule="601.2c")
    table.cast("Ruthless Instincts", modes=[1], targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 4 and table.has_keyword("Grizzly Bears", "trample")


@plugins
def test_SEED_19_the_restriction_holds_on_resolution(table: Table) -> None:
    """If the target were attacking as the spell resolves, it would be illegal (608.2b).
    (No card of the pools puts a creature into combat mid-stack: the combat is set
    directly, as such an effect would.)"""
    table.battlefield(0, "Grizzly Bears", tapped=True)
    table.lands(0, "Forest", 3)
    table.hand(0, "Ruthless Instincts")
    table.cast("Ruthless Instincts", modes=[0], targets=["Grizzly Bears"])
    bears = table.find("Grizzly Bears").id
    table.game.state.combat = Combat(attackers={bears: PlayerRef(1)})
    table.refresh()
    table.resolve()
    table.assert_logged(rule="608.2b", contains="doesn't resolve")
    assert table.find("Grizzly Bears").tapped


# --------------------------------------------------------------------------
# The other cards
# --------------------------------------------------------------------------


@plugins
def test_borrowed_grace(table: Table) -> None:
    table.lands(0, "Plains", 5)
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    table.battlefield(1, "Hill Giant")
    table.hand(0, "Borrowed Grace")
    table.cast("Borrowed Grace", modes=[0, 1])  # {2}{W} + {1}{W}
    assert tapped(table, "Plains") == 5
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (4, 4)
    assert (table.power("Savannah Lions"), table.toughness("Savannah Lions")) == (4, 3)
    assert table.power("Hill Giant") == 3


@plugins
def test_borrowed_hostility(table: Table) -> None:
    table.lands(0, "Mountain", 4)
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    table.hand(0, "Borrowed Hostility")
    table.cast("Borrowed Hostility", modes=[0, 1], targets=["Grizzly Bears", "Savannah Lions"])
    table.resolve()
    assert table.power("Grizzly Bears") == 5 and not table.has_keyword("Grizzly Bears",
                                                                       "first strike")
    assert table.has_keyword("Savannah Lions", "first strike")


@plugins
def test_collective_brutality_escalate_by_discarding(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.hand(0, "Collective Brutality", "Grizzly Bears", "Hill Giant", "Gray Ogre")
    table.hand(1, "Lightning Bolt", "Craw Wurm", "Shock")
    table.battlefield(1, "Savannah Lions")
    table.cast("Collective Brutality", modes=[0, 1, 2],
               targets=["opponent", "Savannah Lions", "opponent"],
               answers=[Answer("discard", table.ids(["Grizzly Bears"], zone=Zone.HAND)),
                        Answer("discard", table.ids(["Hill Giant"], zone=Zone.HAND))])
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Grizzly Bears", "Hill Giant"]
    table.resolve(answers=[Answer("choose", (table.find("Shock").id,))])
    table.assert_logged(rule="701.20a", contains="Bob reveals their hand")
    assert table.names(Zone.GRAVEYARD, 1) == ["Shock", "Savannah Lions"]
    assert sorted(table.names(Zone.HAND, 1)) == ["Craw Wurm", "Lightning Bolt"]
    assert (table.life(0), table.life(1)) == (22, 18)
    assert table.names(Zone.HAND, 0) == ["Gray Ogre"]


@plugins
def test_collective_brutality_needs_cards_to_discard(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.hand(0, "Collective Brutality", "Grizzly Bears")
    table.battlefield(1, "Savannah Lions")
    table.assert_illegal(table.cast, "Collective Brutality", modes=[0, 1, 2],
                         targets=["opponent", "Savannah Lions", "opponent"], rule="601.2h")


@plugins
def test_a_sacrifice_escalate_cost_is_paid_once_per_extra_mode(table: Table) -> None:
    """CR 702.120a, 601.2h: three modes, two sacrifices; the mana value stays 1 (SEED-11)."""
    table.lands(0, "Swamp", 1)
    table.library(0, "Island")
    table.battlefield(0, "Grizzly Bears", "Hill Giant", "Gray Ogre")
    table.hand(0, "Test Grim Escalation")
    spell = table.cast("Test Grim Escalation", modes=[0, 1, 2], targets=["opponent"],
                       answers=[Answer("sacrifice", table.ids(["Grizzly Bears"])),
                                Answer("sacrifice", table.ids(["Hill Giant"]))])
    assert spell.spell is not None and spell.spell.paid_additional("escalate") == 2
    assert table.game.mana_value(spell.id) == 1
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Grizzly Bears", "Hill Giant"]
    table.resolve()
    assert (table.life(0), table.life(1)) == (22, 18)
    assert table.names(Zone.HAND, 0) == ["Island"]
    assert table.names(Zone.BATTLEFIELD, 0).count("Gray Ogre") == 1


@plugins
def test_a_sacrifice_escalate_cost_needs_a_creature_per_extra_mode(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Test Grim Escalation")
    table.assert_illegal(table.cast, "Test Grim Escalation", modes=[0, 1, 2],
                         targets=["opponent"], rule="601.2h")


@plugins
def test_collective_brutality_no_instant_or_sorcery_to_take(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.hand(0, "Collective Brutality")
    table.hand(1, "Craw Wurm")
    table.cast("Collective Brutality", modes=[0], targets=["opponent"])
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Craw Wurm"]


@plugins
def test_collective_defiance_wheel(table: Table) -> None:
    table.lands(0, "Mountain", 3)
    table.hand(0, "Collective Defiance", "Shock", "Lightning Bolt")
    table.library(0, "Grizzly Bears", "Hill Giant", "Gray Ogre")
    table.cast("Collective Defiance", modes=[0], targets=["you"])
    table.resolve()
    assert sorted(table.names(Zone.HAND, 0)) == ["Grizzly Bears", "Hill Giant"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Collective Defiance", "Lightning Bolt",
                                                      "Shock"]


@plugins
def test_collective_effort_escalate_by_tapping_creatures(table: Table) -> None:
    table.lands(0, "Plains", 3)
    table.battlefield(0, "Grizzly Bears", "Savannah Lions", "Gray Ogre")
    table.battlefield(1, "Craw Wurm", "Glorious Anthem", "Hill Giant")
    table.hand(0, "Collective Effort")
    table.cast("Collective Effort", modes=[0, 1, 2],
               targets=["Craw Wurm", "Glorious Anthem", "you"],
               answers=[Answer("tap", table.ids(["Grizzly Bears"], zone=Zone.BATTLEFIELD)),
                        Answer("tap", table.ids(["Savannah Lions"], zone=Zone.BATTLEFIELD))])
    assert table.find("Grizzly Bears").tapped and table.find("Savannah Lions").tapped
    assert not table.find("Gray Ogre").tapped
    table.resolve()
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Craw Wurm", "Glorious Anthem"]
    for name in ("Grizzly Bears", "Savannah Lions", "Gray Ogre"):
        assert table.counters(name, "+1/+1") == 1
    assert table.counters("Hill Giant", "+1/+1") == 0


@plugins
def test_collective_effort_power_four_or_greater(table: Table) -> None:
    table.lands(0, "Plains", 3)
    table.hand(0, "Collective Effort")
    table.battlefield(1, "Hill Giant")
    # CR 700.2a: with no creature of power 4 or greater the mode can't be chosen at all
    table.assert_illegal(table.cast, "Collective Effort", modes=[0], targets=["Hill Giant"],
                         rule="700.2a")


@plugins
def test_collective_effort_needs_untapped_creatures(table: Table) -> None:
    table.lands(0, "Plains", 3)
    table.battlefield(0, "Grizzly Bears", tapped=True)
    table.hand(0, "Collective Effort")
    table.battlefield(1, "Craw Wurm", "Glorious Anthem")
    table.assert_illegal(table.cast, "Collective Effort", modes=[0, 1],
                         targets=["Craw Wurm", "Glorious Anthem"], rule="601.2h")


@plugins
def test_collective_resistance(table: Table) -> None:
    table.lands(0, "Forest", 4)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Collective Resistance")
    table.battlefield(1, "Sol Ring", "Glorious Anthem")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.cast("Collective Resistance", modes=[0, 1, 2],  # {1}{G} + {G}{G}
               targets=["Sol Ring", "Glorious Anthem", "Grizzly Bears"])
    assert tapped(table, "Forest") == 4
    table.resolve()
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Glorious Anthem", "Sol Ring"]
    assert table.has_keyword("Grizzly Bears", "hexproof")
    assert table.has_keyword("Grizzly Bears", "indestructible")
    table.pass_priority()
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Grizzly Bears"], rule="601.2c")


@plugins
def test_savage_alliance(table: Table) -> None:
    table.lands(0, "Mountain", 5)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Savage Alliance")
    table.battlefield(1, "Hill Giant", "Llanowar Elves", "Savannah Lions")
    table.cast("Savage Alliance", modes=[0, 1, 2],  # {2}{R} + {1}{1}
               targets=["you", "Hill Giant", "opponent"])
    table.resolve()
    assert table.has_keyword("Grizzly Bears", "trample")
    assert not table.has_keyword("Hill Giant", "trample")
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Hill Giant", "Llanowar Elves",
                                                      "Savannah Lions"]
    assert table.find("Grizzly Bears").damage == 0
