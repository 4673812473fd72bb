"""Printed "~ phases out." (Crystal Golem), "~ phases out unless you pay {U}{U}." (Vaporous
Djinn) and "Any number of target nonland permanents you control phase out." (Clever
Concealment), played (CR 702.26b-g, 502.1, 118.12).

A phased-out permanent is treated as though it does not exist (702.26b): it can't be
targeted, is not counted, doesn't block; it stays on the battlefield with no zone change,
so nothing triggers on its going or its coming back (702.26d); what is attached to it
phases out and back in with it (702.26g); it phases in as its controller's next untap step
begins (502.1). The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

REMINDER = ("(While it's phased out, it's treated as though it doesn't exist. It phases in "
            "before you untap during your next untap step.)")
CRYSTAL_GOLEM = CardDef(
    name="Crystal Golem", mana_cost="{4}", type_line="Artifact Creature — Golem", power="3",
    toughness="3", text=f"At the beginning of your end step, this creature phases out. {REMINDER}")
VAPOROUS_DJINN = CardDef(
    name="Vaporous Djinn", mana_cost="{2}{U}{U}", type_line="Creature — Djinn", power="3",
    toughness="4",
    text=f"Flying\nAt the beginning of your upkeep, this creature phases out unless you pay "
         f"{{U}}{{U}}. {REMINDER}")
CLEVER_CONCEALMENT = CardDef(
    name="Clever Concealment", mana_cost="{2}{W}{W}", type_line="Instant",
    text="Convoke (Your creatures can help cast this spell. Each creature you tap while "
         "casting this spell pays for {1} or one mana of that creature's color.)\nAny number "
         "of target nonland permanents you control phase out. (Treat them and anything "
         "attached to them as though they don't exist until your next turn.)")
SOUL_WARDEN = CardDef(
    name="Soul Warden", mana_cost="{W}", type_line="Creature — Human Cleric", power="1",
    toughness="1", text="Whenever another creature enters, you gain 1 life.")
HOLY_STRENGTH = CardDef(
    name="Holy Strength", mana_cost="{W}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +1/+2.")

CARDS = (CRYSTAL_GOLEM, VAPOROUS_DJINN, CLEVER_CONCEALMENT, SOUL_WARDEN, HOLY_STRENGTH)
kit = pytest.mark.plugins(extra={"phases-out-kit": card_pool("phases-out-kit", CARDS)})
#: Clever Concealment's convoke is the convoke plugin's (CR 702.51)
with_convoke = pytest.mark.plugins("convoke", extra={"phases-out-kit": card_pool(
    "phases-out-kit", CARDS)})


def _libraries(table: Table) -> None:
    for p in (0, 1):
        table.library(p, "Island", "Island", "Island", "Island")


@kit
def test_crystal_golem_phases_out_at_the_end_step_and_in_at_the_next_untap(
        table: Table) -> None:
    """CR 702.26b: at Alice's end step Crystal Golem phases out: not counted among her
    creatures, not in Bob's turn; 502.1: it phases in as her next untap step begins, the same
    object, and Soul Warden (another creature enters) doesn't trigger (702.26d)."""
    _libraries(table)
    golem, = table.battlefield(0, "Crystal Golem")
    table.battlefield(0, "Soul Warden")
    table.go_to(Step.END)
    table.resolve()
    game = table.game
    assert game.obj(golem.id).phased_out is not None
    assert game.obj(golem.id).zone is Zone.BATTLEFIELD
    assert [o.name for o in game.battlefield(0)] == ["Soul Warden"]
    table.assert_logged(rule="702.26b", contains="Crystal Golem")
    table.next_turn()  # Bob's turn: still phased out
    assert game.obj(golem.id).phased_out is not None
    table.next_turn()  # Alice's untap step: it phases in
    assert game.obj(golem.id).phased_out is None
    assert {o.name for o in game.battlefield(0)} == {"Crystal Golem", "Soul Warden"}
    assert table.life(0) == 20  # no "enters" trigger: phasing in is no zone change
    table.assert_logged(rule="502.1", contains="phases in")


def _to_alices_upkeep(table: Table) -> None:
    _libraries(table)
    table.battlefield(0, "Vaporous Djinn")
    table.set_turn(active=1)
    table.go_to(Step.UPKEEP, turn=table.game.state.turn.number + 1)
    assert table.game.state.turn.active == 0
    assert len(table.names(Zone.STACK)) == 1


@kit
def test_vaporous_djinn_unpaid_phases_out(table: Table) -> None:
    """CR 118.12, 702.26b: Alice doesn't pay {U}{U}: Vaporous Djinn phases out."""
    table.lands(0, "Island", 2)
    _to_alices_upkeep(table)
    table.resolve(answers=[Answer("pay_unless", (False,))])
    djinn = table.game.named("Vaporous Djinn")
    assert djinn.phased_out is not None
    assert table.game.battlefield(0) == [o for o in table.game.battlefield(0)
                                         if o.name == "Island"]
    assert table.tapped_count(0, "Island") == 0


@kit
def test_vaporous_djinn_paid_stays(table: Table) -> None:
    """CR 118.12: two Islands pay {U}{U}: Vaporous Djinn doesn't phase out."""
    table.lands(0, "Island", 2)
    _to_alices_upkeep(table)
    table.resolve(answers=[Answer("pay_unless", (True,))])
    assert table.game.named("Vaporous Djinn").phased_out is None
    assert table.tapped_count(0, "Island") == 2


@with_convoke
def test_clever_concealment_phases_out_a_creature_with_its_aura(table: Table) -> None:
    """CR 702.26b, g: Clever Concealment targets Grizzly Bears; Holy Strength, attached to
    it, phases out indirectly. Bob's Lightning Bolt can't target it and it doesn't block
    his Hill Giant; as Alice's next untap step begins both phase in, the Aura still
    attached (the Bears 3/4 again)."""
    _libraries(table)
    game = table.game
    bears, = table.battlefield(0, "Grizzly Bears")
    aura, = table.battlefield(0, "Holy Strength")
    game.update(aura.id, attached_to=bears.id)
    assert table.power("Grizzly Bears") == 3
    table.lands(0, "Plains", 4)
    table.hand(0, "Clever Concealment")
    table.cast("Clever Concealment", targets=[["Grizzly Bears"]])
    table.resolve()
    assert game.obj(bears.id).phased_out is not None
    assert game.obj(aura.id).phased_out is not None and game.obj(aura.id).phased_out.indirectly
    table.assert_logged(rule="702.26g", contains="Holy Strength")
    table.next_turn()  # Bob's turn
    table.battlefield(1, "Hill Giant")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    with pytest.raises(IllegalActionError, match="no 'Grizzly Bears'"):
        table.cast("Lightning Bolt", targets=["Grizzly Bears"])  # no such object (702.26b)
    assert table.names(Zone.STACK) == [] and table.life(1) == 20  # nothing done (CR 732)
    table.attack("Hill Giant")
    assert table.blocks_offered() == set()
    table.block()
    table.next_turn()  # Alice's untap step: both phase in
    assert game.obj(bears.id).phased_out is None and game.obj(aura.id).phased_out is None
    assert game.obj(aura.id).attached_to == bears.id
    assert table.power("Grizzly Bears") == 3 and table.toughness("Grizzly Bears") == 4


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
