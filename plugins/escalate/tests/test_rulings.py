"""Rulings audit of escalate (CR 702.120, 700.2, 601.2b/f-h): scenarios a judge would check.

Each docstring cites the rule and the card ruling it comes from (the Gatherer rulings of
Collective Brutality, Collective Effort, Collective Defiance, Blessed Alliance ...).
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, card_pool

from manastack.api import Answer, CardDef, PlayerRef, Step, Zone

_CARDS = (
    CardDef(name="Twincast", mana_cost="{U}{U}", type_line="Instant",
            text="Copy target instant or sorcery spell. You may choose new targets for the "
                 "copy."),
)


Kit = card_pool("escalate-rulings-kit", _CARDS)


plugins = pytest.mark.plugins("escalate", extra={"kit": Kit})


@plugins
def test_collective_effort_may_tap_a_summoning_sick_creature_for_escalate(
        table: Table) -> None:
    """CR 702.120a, 302.6, 601.2h: tapping an untapped creature as a cost of a spell is not
    a {T} ability of that creature, so one that came under your control this turn can pay
    Collective Effort's escalate cost (Collective Effort rulings)."""
    table.lands(0, "Plains", 3)
    bears = table.battlefield(0, "Grizzly Bears", sick=True)[0]
    table.hand(0, "Collective Effort")
    table.battlefield(1, "Craw Wurm", "Glorious Anthem")
    assert table.game.summoning_sick(bears.id)
    table.cast("Collective Effort", modes=[0, 1], targets=["Craw Wurm", "Glorious Anthem"],
               tap=["Grizzly Bears"])
    table.assert_tapped("Grizzly Bears")
    table.resolve()
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Craw Wurm", "Glorious Anthem"]


@plugins
def test_collective_brutality_cant_discard_itself_for_its_escalate_cost(table: Table) -> None:
    """CR 601.2a, 601.2h, 702.120a: the spell is on the stack when its costs are paid, so
    Collective Brutality can't be discarded to pay its own escalate cost (Collective
    Brutality rulings): with no other card in hand, a second mode can't be paid for."""
    table.lands(0, "Swamp", 2)
    table.hand(0, "Collective Brutality")
    table.battlefield(1, "Savannah Lions")
    brutality = table.find("Collective Brutality").id
    table.assert_illegal(table.cast, "Collective Brutality", modes=[1, 2],
                         targets=["Savannah Lions", "opponent"], rule="601.2h")
    table.assert_illegal(table.cast, "Collective Brutality", modes=[1, 2],
                         targets=["Savannah Lions", "opponent"],
                         answers=[Answer("discard", (brutality,))])
    table.cast("Collective Brutality", modes=[1], targets=["Savannah Lions"])
    table.resolve()
    table.assert_zone("Savannah Lions", Zone.GRAVEYARD)


@plugins
def test_a_cost_reduction_never_reduces_a_discard_escalate_cost(table: Table) -> None:
    """CR 601.2f, 118.7: a reduction of generic mana (Goblin Electromancer) lowers only the
    mana part of the total cost: Collective Brutality with three modes costs {B} and still
    two discarded cards."""
    table.lands(0, "Swamp", 1)
    table.battlefield(0, "Goblin Electromancer")
    table.hand(0, "Collective Brutality", "Grizzly Bears", "Hill Giant")
    table.hand(1, "Craw Wurm")
    table.battlefield(1, "Savannah Lions")
    table.cast("Collective Brutality", modes=[0, 1, 2],
               targets=["opponent", "Savannah Lions", "opponent"],
               answers=[Answer("discard", table.ids(["Grizzly Bears"], zone=Zone.HAND)),
                        Answer("discard", table.ids(["Hill Giant"], zone=Zone.HAND))])
    table.assert_logged(rule="601.2f", contains="= {B}")
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Grizzly Bears", "Hill Giant"]
    table.resolve()
    assert (table.life(0), table.life(1)) == (22, 18)


@plugins
def test_a_mode_without_a_legal_target_cant_be_chosen_but_the_others_can(
        table: Table) -> None:
    """CR 700.2a, 601.2c: with no creature on the battlefield, Collective Defiance's "4
    damage to target creature" mode can't be chosen; the other modes can."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Collective Defiance")
    table.library(1, "Island")
    table.assert_illegal(table.cast, "Collective Defiance", modes=[1, 2],
                         targets=["opponent", "opponent"])
    table.cast("Collective Defiance", modes=[0, 2], targets=["opponent", "opponent"])
    table.resolve()
    table.assert_life(1, 17)


@plugins
def test_blessed_alliance_sacrifice_mode_with_no_attacker_does_nothing(table: Table) -> None:
    """CR 115.1, 608.2c: "target opponent sacrifices an attacking creature" targets the
    player, legal with no attacker; that mode does nothing, the others happen (Blessed
    Alliance rulings)."""
    table.lands(0, "Plains", 4)
    table.hand(0, "Blessed Alliance")
    table.battlefield(1, "Grizzly Bears")
    table.cast("Blessed Alliance", modes=[0, 2], targets=["you", "opponent"])
    table.resolve()
    table.assert_life(0, 24)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)


@plugins
def test_at_least_one_mode_must_be_chosen(table: Table) -> None:
    """CR 700.2, 601.2b: "Choose one or more": choosing no mode is not a legal cast, and the
    game is left as it was (732)."""
    table.lands(0, "Mountain", 3)
    table.hand(0, "Collective Defiance")
    table.assert_illegal(table.cast, "Collective Defiance", modes=[])


@plugins
def test_a_countered_escalated_spell_keeps_its_costs_paid(table_factory: Any) -> None:
    """CR 601.2h, 701.6a: costs are paid as the spell is cast; countered, Collective
    Brutality goes to the graveyard and the discarded card stays there."""
    table: Table = table_factory()
    table.lands(0, "Swamp", 2)
    table.hand(0, "Collective Brutality", "Grizzly Bears")
    table.lands(1, "Island", 2)
    table.hand(1, "Counterspell")
    table.battlefield(1, "Savannah Lions")
    table.cast("Collective Brutality", modes=[1, 2], targets=["Savannah Lions", "opponent"],
               discard=["Grizzly Bears"])
    table.pass_priority()
    table.cast("Counterspell", targets=["Collective Brutality"])
    table.resolve_all()
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Collective Brutality", "Grizzly Bears"]
    table.assert_zone("Savannah Lions", Zone.BATTLEFIELD)
    table.assert_life(1, 20)


@plugins
def test_modes_resolve_in_printed_order_whatever_order_they_were_given(table: Table) -> None:
    """CR 700.2, 608.2c: the chosen modes are performed in the order they are printed.
    Collective Defiance chosen as "3 damage to target opponent" then "target player
    discards their hand and draws that many": Bob is dealt 3 and wheels."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Collective Defiance")
    table.hand(1, "Shock", "Lightning Bolt")
    table.library(1, "Island", "Forest", "Plains")
    spell = table.cast("Collective Defiance", modes=[2, 0], targets=["opponent", "opponent"])
    assert spell.spell is not None
    assert list(spell.spell.modes) == sorted(spell.spell.modes)
    table.resolve()
    table.assert_life(1, 17)
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Lightning Bolt", "Shock"]
    assert len(table.game.hand(1)) == 2


@plugins
def test_escalate_counts_each_extra_mode_once_with_several_lands_short(table: Table) -> None:
    """CR 702.120a, 601.2f: Borrowed Hostility ({R}, escalate {3}) with both modes costs
    {3}{R}: three lands are not enough, four are."""
    table.lands(0, "Mountain", 3)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Borrowed Hostility")
    table.assert_illegal(table.cast, "Borrowed Hostility", modes=[0, 1],
                         targets=["Grizzly Bears", "Grizzly Bears"], rule="601.2h")
    table.lands(0, "Mountain", 1)
    table.cast("Borrowed Hostility", modes=[0, 1], targets=["Grizzly Bears", "Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 5
    assert table.has_keyword("Grizzly Bears", "first strike")
    table.go_to(Step.END)


@plugins
def test_a_copy_of_an_escalated_spell_keeps_its_modes_and_pays_nothing(table: Table) -> None:
    """CR 707.10, 700.2g, 702.120a: a copy of Collective Defiance cast with two modes has
    the same two modes; its controller pays no escalate cost (Bob has only the mana for
    Twincast) and may choose new targets (707.10c): "target opponent" becomes Alice."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Collective Defiance")
    table.battlefield(0, "Hill Giant")
    table.lands(1, "Island", 2)
    table.battlefield(1, "Craw Wurm")
    table.hand(1, "Twincast")
    table.cast("Collective Defiance", modes=[1, 2], targets=["Craw Wurm", "opponent"])
    table.pass_priority()
    table.cast("Twincast", targets=["Collective Defiance"])
    table.resolve(answers=[Answer("new_targets", ("yes",)),
                           Answer("targets", table.ids(["Hill Giant"])),
                           Answer("new_targets", ("yes",)),
                           Answer("targets", (PlayerRef(0),))])
    copy = table.game.stack()[-1]
    assert copy.is_copy and copy.spell is not None
    assert copy.spell.modes == (1, 2)
    assert copy.spell.paid_additional("escalate") == 1  # the original's choice, copied
    assert table.game.mana_value(copy.id) == 3  # escalate never counts (118.8d, SEED-11)
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD)  # the copy's 4 damage
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD)  # the original's 4 damage (a 6/4)
    table.assert_life(0, 17)
    table.assert_life(1, 17)
