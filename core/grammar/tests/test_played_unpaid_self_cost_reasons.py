"""Printed cards whose cost part about the source itself can't be paid, played: the activation
is refused naming the part and why, citing the part's own rule, and the game is left as it was
(CR 732). {T} of a tapped permanent (107.5: Prodigal Sorcerer), {Q} of an untapped one (107.6:
Order of Whiteclay), "Return this enchantment to its owner's hand" once it was sacrificed for
the other part of the same cost (118.3, 601.2h: Recurring Nightmare made a creature by
Opalescence). The parts whose source can't be elsewhere when an activation reaches its cost
(the ability functions only where the part can be paid, 113.6) say why when asked: "Exile
this card from your hand" (Simian Spirit Guide), "Discard this card" (Edge of Autumn's
cycling), "Put a -1/-1 counter on this creature" (Devoted Druid), "Sacrifice this creature"
asked of a player who doesn't control it (Mogg Fanatic, 701.21a). "Exile this card from your
hand" is paid only from the hand and "... from your graveyard" only from the graveyard, as
written (118.3: Simian Spirit Guide, Expendable Lackey). The cards come with their exact
Oracle definitions (checked below).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import UnpaidCostError, Zone
from manastack.driver import Table
from manastack.model.abilities import ActivatedAbility
from manastack.model.cards import CardDef
from manastack.model.costs import CostPart

PRODIGAL_SORCERER = CardDef(
    name="Prodigal Sorcerer", mana_cost="{2}{U}", type_line="Creature — Human Wizard Sorcerer",
    text="{T}: This creature deals 1 damage to any target.", power="1", toughness="1")
ORDER_OF_WHITECLAY = CardDef(
    name="Order of Whiteclay", mana_cost="{1}{W}{W}", type_line="Creature — Kithkin Cleric",
    text="{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your "
         "graveyard to the battlefield. ({Q} is the untap symbol.)", power="1", toughness="4")
RECURRING_NIGHTMARE = CardDef(
    name="Recurring Nightmare", mana_cost="{2}{B}", type_line="Enchantment",
    text="Sacrifice a creature, Return this enchantment to its owner's hand: Return target "
         "creature card from your graveyard to the battlefield. Activate only as a sorcery.")
OPALESCENCE = CardDef(
    name="Opalescence", mana_cost="{2}{W}{W}", type_line="Enchantment",
    text="Each other non-Aura enchantment is a creature in addition to its other types and has "
         "base power and base toughness each equal to its mana value.")
SIMIAN_SPIRIT_GUIDE = CardDef(
    name="Simian Spirit Guide", mana_cost="{2}{R}", type_line="Creature — Ape Spirit",
    text="Exile this card from your hand: Add {R}.", power="2", toughness="2")
EDGE_OF_AUTUMN = CardDef(
    name="Edge of Autumn", mana_cost="{1}{G}", type_line="Sorcery",
    text="If you control four or fewer lands, search your library for a basic land card, put "
         "it onto the battlefield tapped, then shuffle.\nCycling—Sacrifice a land. (Sacrifice a "
         "land, Discard this card: Draw a card.)")
DEVOTED_DRUID = CardDef(
    name="Devoted Druid", mana_cost="{1}{G}", type_line="Creature — Elf Druid",
    text="{T}: Add {G}.\nPut a -1/-1 counter on this creature: Untap this creature.",
    power="0", toughness="2")

EXPENDABLE_LACKEY = CardDef(
    name="Expendable Lackey", mana_cost="{U}", type_line="Creature — Human Citizen",
    text="{1}{U}, Exile this card from your graveyard: Create a 1/1 blue Fish creature token "
         "with \"This token can't be blocked.\" Activate only as a sorcery.",
    power="1", toughness="1")
MOGG_FANATIC = CardDef(
    name="Mogg Fanatic", mana_cost="{R}", type_line="Creature — Goblin", power="1",
    toughness="1", text="Sacrifice this creature: It deals 1 damage to any target.")

CARDS = (PRODIGAL_SORCERER, ORDER_OF_WHITECLAY, RECURRING_NIGHTMARE, OPALESCENCE,
         SIMIAN_SPIRIT_GUIDE, EDGE_OF_AUTUMN, DEVOTED_DRUID, MOGG_FANATIC, EXPENDABLE_LACKEY)

kit = pytest.mark.plugins("cycling", extra={"unpaid-self-costs-kit": card_pool(
    "unpaid-self-costs-kit", CARDS)})


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)


def refused(table: Table, action: object, *args: object, **kwargs: object) -> UnpaidCostError:
    """The refusal of ``action`` at 601.2h (the game unchanged, 732), an ``UnpaidCostError``."""
    exc = table.assert_illegal(action, *args, **kwargs)  # type: ignore[arg-type]
    assert isinstance(exc, UnpaidCostError), exc
    assert exc.step == "601.2h", exc
    return exc


@kit
def test_prodigal_sorcerer_tapped_says_it_is_already_tapped(table: Table) -> None:
    """CR 107.5, 118.3: "{T}: ..." of a tapped Prodigal Sorcerer: refused, saying it is
    already tapped; untapped, it is activated."""
    table.battlefield(0, "Prodigal Sorcerer", tapped=True)
    exc = refused(table, table.activate, "Prodigal Sorcerer", targets=["Bob"])
    assert "can't pay '{T}': Prodigal Sorcerer#1 is already tapped (107.5)" in exc.reason, exc
    assert "107.5" in exc.rules, exc.rules
    table.game.untap(table.find("Prodigal Sorcerer").id, rule="502.3")
    table.activate("Prodigal Sorcerer", targets=["Bob"])


@kit
def test_order_of_whiteclay_untapped_says_it_is_already_untapped(table: Table) -> None:
    """CR 107.6, 118.3: "{1}{W}{W}, {Q}: ..." of an untapped Order of Whiteclay: refused,
    saying it is already untapped, its mana unspent."""
    table.battlefield(0, "Order of Whiteclay")
    table.lands(0, "Plains", 3)
    table.graveyard(0, "Grizzly Bears")
    exc = refused(table, table.activate, "Order of Whiteclay", targets=["Grizzly Bears"])
    assert "can't pay '{Q}': Order of Whiteclay#1 is already untapped (107.6)" in exc.reason, \
        exc
    assert "107.6" in exc.rules, exc.rules


@kit
def test_recurring_nightmare_sacrificed_to_itself_says_why_it_cant_return(table: Table) -> None:
    """CR 601.2h, 118.3: Recurring Nightmare, a creature under Opalescence, sacrificed for its
    own "Sacrifice a creature": it can't then be returned to its owner's hand, the cost's other
    part; the activation is refused saying why, the Nightmare back on the battlefield (732).
    With a Prodigal Sorcerer to sacrifice, it is activated."""
    table.battlefield(0, "Opalescence", "Recurring Nightmare")
    table.graveyard(0, "Grizzly Bears")
    exc = refused(table, table.activate, "Recurring Nightmare", targets=["Grizzly Bears"],
                  sacrifice=["Recurring Nightmare"])
    assert "it is not a permanent you control (118.3)" in exc.reason, exc
    assert "118.3" in exc.rules, exc.rules
    table.battlefield(0, "Prodigal Sorcerer")
    table.activate("Recurring Nightmare", targets=["Grizzly Bears"],
                   sacrifice=["Prodigal Sorcerer"])
    assert table.find("Recurring Nightmare").zone is Zone.HAND


def _part(table: Table, name: str, kind: type[CostPart], zone: Zone) -> tuple[CostPart, int]:
    """The ``kind`` part of the activated ability of the card ``name`` put in ``zone``."""
    obj = table.game.put(name, zone, 0)
    for ability in table.game.chars(obj.id).abilities:
        if isinstance(ability, ActivatedAbility):
            for part in ability.cost.parts:
                if isinstance(part, kind):
                    return part, obj.id
    raise AssertionError(f"{name} has no {kind.__name__}")


@kit
def test_simian_spirit_guide_off_the_hand_says_why(table: Table) -> None:
    """CR 118.3: "Exile this card from your hand" of a Simian Spirit Guide on the battlefield
    can't be paid: it says the card is not in the hand."""
    from manastack.model.cost_parts import ExileSelf

    part, obj = _part(table, "Simian Spirit Guide", ExileSelf, Zone.BATTLEFIELD)
    exc = part.unpaid(table.game, 0, obj)
    assert not part.can_pay(table.game, 0, obj)
    assert exc.reason == "can't pay 'Exile ~ from your hand': the card is not in your " \
        "hand (118.3)", exc
    assert (exc.rule, exc.step, exc.part) == ("601.2h", "601.2h", part)
    assert "118.3" in exc.rules, exc.rules


@kit
def test_edge_of_autumn_off_the_hand_says_why(table: Table) -> None:
    """CR 701.9a: cycling's "Discard this card" (Edge of Autumn) of a card in the graveyard
    can't be paid: a card is discarded from its owner's hand only."""
    from manastack.model.cost_parts import DiscardSelf

    part, obj = _part(table, "Edge of Autumn", DiscardSelf, Zone.GRAVEYARD)
    assert not part.can_pay(table.game, 0, obj)
    assert part.unpaid_reason(table.game, 0, obj) == ("the card is not in your hand", "701.9a")


@kit
def test_devoted_druid_off_the_battlefield_says_why(table: Table) -> None:
    """CR 122.1: "Put a -1/-1 counter on this creature" (Devoted Druid) of a card in the
    graveyard can't be paid: counters are put on permanents."""
    from manastack.model.cost_parts import PutCountersOnSelf

    part, obj = _part(table, "Devoted Druid", PutCountersOnSelf, Zone.GRAVEYARD)
    assert not part.can_pay(table.game, 0, obj)
    assert part.unpaid_reason(table.game, 0, obj) == ("it is not on the battlefield", "122.1")


@kit
def test_mogg_fanatic_is_sacrificed_only_by_its_controller(table: Table) -> None:
    """CR 701.21a: "Sacrifice this creature" of Alice's Mogg Fanatic is paid only by Alice,
    its controller (a player sacrifices only a permanent they control): Bob can't pay it,
    asked or paying the ability's whole cost, refused naming the part, the Fanatic left on
    the battlefield (732); Alice pays it."""
    from manastack.engine.payment import pay_cost
    from manastack.model.cost_parts import SacrificeSelf

    part, obj = _part(table, "Mogg Fanatic", SacrificeSelf, Zone.BATTLEFIELD)
    cost = next(a.cost for a in table.game.chars(obj).abilities
                if isinstance(a, ActivatedAbility))
    assert part.can_pay(table.game, 0, obj)
    assert not part.can_pay(table.game, 1, obj)
    assert part.unpaid_reason(table.game, 1, obj) == (
        "Mogg Fanatic#1 is not a permanent Bob controls", "701.21a")
    exc = table.assert_illegal(pay_cost, table.game, 1, obj, cost, rule="601.2h")
    assert isinstance(exc, UnpaidCostError) and exc.part == part, exc
    assert "701.21a" in exc.rules, exc.rules
    table.assert_zone("Mogg Fanatic", Zone.BATTLEFIELD)
    pay_cost(table.game, 0, obj, cost)
    table.assert_zone("Mogg Fanatic", Zone.GRAVEYARD)


@kit
def test_simian_spirit_guide_in_the_graveyard_cant_be_exiled_from_the_hand(table: Table) -> None:
    """CR 118.3, 602.2: "Exile this card from your hand" (Simian Spirit Guide) is paid only
    from the hand, as written: not by exiling the card from the graveyard."""
    from manastack.model.cost_parts import ExileSelf

    part, obj = _part(table, "Simian Spirit Guide", ExileSelf, Zone.GRAVEYARD)
    assert not part.can_pay(table.game, 0, obj)
    assert part.unpaid_reason(table.game, 0, obj) == ("the card is not in your hand", "118.3")
    in_hand = table.game.put("Simian Spirit Guide", Zone.HAND, 0)
    assert part.can_pay(table.game, 0, in_hand.id)


@kit
def test_expendable_lackey_in_the_hand_cant_be_exiled_from_the_graveyard(table: Table) -> None:
    """CR 118.3, 602.2: "Exile this card from your graveyard" (Expendable Lackey) is paid
    only from the graveyard, as written: not by exiling the card from the hand."""
    from manastack.model.cost_parts import ExileSelf

    part, obj = _part(table, "Expendable Lackey", ExileSelf, Zone.HAND)
    assert not part.can_pay(table.game, 0, obj)
    assert part.unpaid_reason(table.game, 0, obj) == ("the card is not in your graveyard",
                                                     "118.3")
    in_graveyard = table.game.put("Expendable Lackey", Zone.GRAVEYARD, 0)
    assert part.can_pay(table.game, 0, in_graveyard.id)
