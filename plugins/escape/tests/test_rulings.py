"""Rulings audit of escape (CR 702.138): scenarios a judge would check.

Each test cites its CR rule and, where it comes from one, the official ruling of the
printed card (Theros Beyond Death release notes and Gatherer rulings: Uro, Kroxa, Woe
Strider, Ox of Agonas, Underworld Breach). Cards no pool has are compiled from their
exact Oracle text with ``table.card``.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, by_label

from manastack.api import CastSpell, ExileFromGraveyard, UnpaidCostError, Zone

pytestmark = pytest.mark.plugins("escape")


URO = "Uro, Titan of Nature's Wrath"
KROXA = "Kroxa, Titan of Death's Hunger"
FIVE = ("Island", "Forest", "Swamp", "Plains", "Mountain")


def ghostly_flicker(table: Table) -> object:
    return table.card(
        "Ghostly Flicker", "Instant",
        "Exile two target artifacts, creatures, and/or lands you control, then return those "
        "cards to the battlefield under your control.", "{2}{U}")


def escape_casts(table: Table, player: int = 0) -> list[str]:
    decision = table.game.pending()
    assert decision is not None and decision.player == player
    return [a.name for a in decision.options
            if isinstance(a, CastSpell) and a.permission == "escape"]


def escape_uro(table: Table) -> None:
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 2)
    table.library(0, "Island", "Island", "Island")
    table.graveyard(0, URO, *FIVE)
    table.cast(URO, using="escape", exile=list(FIVE))
    table.resolve()
    table.resolve_all()


def test_escaped_creature_spell_countered_goes_to_the_graveyard(table: Table) -> None:
    """CR 702.138a, 701.6a: escape has no exile clause, so an escaped spell that is countered
    goes to its owner's graveyard (THB release notes: "If a spell cast with escape is
    countered, it goes to its owner's graveyard ... you may cast it again with escape");
    the cards exiled to pay its cost stay in exile (601.2h: a paid cost isn't refunded)."""
    table.lands(0, "Swamp", 5)
    table.graveyard(0, "Woe Strider", "Island", "Forest", "Plains", "Mountain")
    table.hand(1, "Counterspell")
    table.lands(1, "Island", 2)
    table.cast("Woe Strider", using="escape", exile=["Island", "Forest", "Plains", "Mountain"])
    table.pass_priority()
    table.cast("Counterspell", targets=["Woe Strider"])
    table.resolve()
    table.assert_zone("Woe Strider", Zone.GRAVEYARD, 0)
    assert sorted(table.names(Zone.EXILE, 0)) == ["Forest", "Island", "Mountain", "Plains"]


def test_escaped_instant_goes_back_to_the_graveyard_and_may_escape_again(table: Table) -> None:
    """CR 702.138a, 608.2n, 400.7 (THB release notes: an escaped instant or sorcery goes to
    the graveyard, "you may be able to cast it again with escape"): Glimpse of Freedom
    escapes twice in a turn, each time with five other cards."""
    table.lands(0, "Island", 6)
    table.library(0, "Island", "Island")
    table.graveyard(0, "Glimpse of Freedom", *FIVE, "Plains", "Swamp", "Forest", "Mountain",
                    "Island")
    table.cast("Glimpse of Freedom", using="escape", exile=list(FIVE))
    table.resolve()
    table.assert_zone("Glimpse of Freedom", Zone.GRAVEYARD)
    # the card is back: it may escape again with five other cards
    table.cast("Glimpse of Freedom", using="escape",
               exile=["Plains", "Swamp", "Forest", "Mountain", "Island"])
    table.resolve()
    table.assert_zone("Glimpse of Freedom", Zone.GRAVEYARD)
    assert table.names(Zone.HAND, 0) == ["Island", "Island"]


def test_uro_flickered_after_escaping_is_a_new_object_and_is_sacrificed(table: Table) -> None:
    """CR 702.138b, 400.7 (Uro ruling: "If Uro escaped and then leaves and returns to the
    battlefield, it's a new object that didn't escape, and its first ability will cause you
    to sacrifice it"): Ghostly Flicker on an escaped Uro."""
    escape_uro(table)
    table.assert_zone(URO, Zone.BATTLEFIELD)
    table.lands(0, "Island", 3)
    table.hand(0, ghostly_flicker(table))  # type: ignore[arg-type]
    table.battlefield(0, "Plains")
    table.cast("Ghostly Flicker", targets=[[URO, "Plains"]])
    table.resolve()
    table.resolve_all()
    table.assert_zone(URO, Zone.GRAVEYARD)


@pytest.mark.plugins("escape", "flashback")
def test_uro_returned_from_the_graveyard_by_an_effect_didnt_escape(table: Table) -> None:
    """CR 702.138b (Uro/Kroxa ruling: "If Uro enters the battlefield without being cast with
    escape, ... you'll sacrifice it"): put onto the battlefield by Unburial Rites it wasn't
    cast at all, so it didn't escape."""
    table.lands(0, "Swamp", 5)
    table.library(0, "Island", "Island")
    table.graveyard(0, URO)
    table.hand(0, "Unburial Rites")
    table.cast("Unburial Rites", targets=[URO])
    table.resolve()
    table.resolve_all()
    table.assert_zone(URO, Zone.GRAVEYARD)
    table.assert_life(0, 23)  # its other "enters" trigger still happened



@pytest.mark.plugins("escape", "flashback")
def test_woe_strider_put_onto_the_battlefield_gets_no_escape_counters(table: Table) -> None:
    """CR 702.138c ("escapes with" = "if this permanent escaped, it enters with ..."): Woe
    Strider returned by Unburial Rites didn't escape, so it has no +1/+1 counters."""
    table.lands(0, "Swamp", 5)
    table.graveyard(0, "Woe Strider")
    table.hand(0, "Unburial Rites")
    table.cast("Unburial Rites", targets=["Woe Strider"])
    table.resolve()
    table.resolve_all()
    table.assert_zone("Woe Strider", Zone.BATTLEFIELD)
    table.assert_counters("Woe Strider", "+1/+1", 0)



def test_escaped_woe_strider_flickered_loses_its_counters_and_escaped_status(
        table: Table) -> None:
    """CR 400.7, 122.2, 702.138b-c: the flickered Woe Strider is a new object; its counters
    are gone and it didn't escape (so it gets no new ones)."""
    table.lands(0, "Swamp", 5)
    table.graveyard(0, "Woe Strider", "Island", "Forest", "Plains", "Mountain")
    table.cast("Woe Strider", using="escape", exile=["Island", "Forest", "Plains", "Mountain"])
    table.resolve()
    table.resolve_all()
    table.assert_counters("Woe Strider", "+1/+1", 2)
    table.lands(0, "Island", 3)
    table.hand(0, ghostly_flicker(table))  # type: ignore[arg-type]
    table.battlefield(0, "Plains")
    table.cast("Ghostly Flicker", targets=[["Woe Strider", "Plains"]])
    table.resolve()
    table.resolve_all()
    table.assert_zone("Woe Strider", Zone.BATTLEFIELD)
    table.assert_counters("Woe Strider", "+1/+1", 0)


def test_escape_exiles_other_cards_not_the_card_itself(table: Table) -> None:
    """CR 702.138a, 601.2a, 601.2h (Ox of Agonas: "Exile eight other cards"): the card is on
    the stack as the cost is paid, so it can't count among the cards exiled; with itself and
    seven others in the graveyard there is no escape."""
    table.lands(0, "Mountain", 2)
    table.graveyard(0, "Ox of Agonas", *FIVE, "Island", "Forest")
    assert escape_casts(table) == []
    table.assert_illegal(table.cast, "Ox of Agonas", using="escape", rule="601.2h")


def test_escape_exile_is_part_of_the_cost_not_optional(table: Table) -> None:
    """CR 601.2h, 118.3: the exiled cards are paid as the spell is cast, all of them (partial
    payments are not allowed): choosing fewer than required is refused and changes nothing."""
    table.lands(0, "Mountain", 2)
    table.graveyard(0, "Ox of Agonas", *FIVE, "Island", "Forest", "Swamp")
    table.assert_illegal(table.cast, "Ox of Agonas", using="escape",
                         exile=["Island", "Forest", "Plains"])


def test_escape_exiles_only_from_your_own_graveyard(table: Table) -> None:
    """CR 702.138a ("Exile ... other cards from your graveyard"): the opponent's graveyard
    doesn't pay (Glimpse of Freedom with four others of its own and many of Bob's)."""
    table.lands(0, "Island", 3)
    table.graveyard(0, "Glimpse of Freedom", "Island", "Forest", "Swamp", "Plains")
    table.graveyard(1, *FIVE, *FIVE)
    assert escape_casts(table) == []


def test_mana_value_of_an_escaped_spell_is_its_printed_mana_value(table: Table) -> None:
    """CR 118.9c, 202.3: Uro cast for its escape cost {G}{G}{U}{U} still has mana value 3."""
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 2)
    table.graveyard(0, URO, *FIVE)
    spell = table.cast(URO, using="escape", exile=list(FIVE))
    assert table.game.mana_value(spell.id) == 3


def test_kroxa_escaped_then_flickered_in_response_to_nothing_is_sacrificed(
        table: Table) -> None:
    """CR 702.138b, 400.7 (Kroxa ruling): Kroxa returned by Ghostly Flicker didn't escape."""
    table.lands(0, "Swamp", 2)
    table.lands(0, "Mountain", 2)
    table.graveyard(0, KROXA, *FIVE)
    table.hand(1, "Island", "Island")
    table.cast(KROXA, using="escape", exile=list(FIVE))
    table.resolve()
    table.resolve_all()
    table.assert_zone(KROXA, Zone.BATTLEFIELD)
    table.lands(0, "Island", 3)
    table.battlefield(0, "Plains")
    table.hand(0, ghostly_flicker(table))  # type: ignore[arg-type]
    table.cast("Ghostly Flicker", targets=[[KROXA, "Plains"]])
    table.resolve()
    table.resolve_all()
    table.assert_zone(KROXA, Zone.GRAVEYARD)


def test_uro_sacrifice_trigger_does_nothing_to_a_new_uro(table: Table) -> None:
    """CR 400.7, 603.4 (Uro ruling): Uro cast from hand, flickered with its sacrifice trigger
    on the stack: the old trigger finds no object to sacrifice, the new Uro's own trigger
    (it didn't escape either) sacrifices it; in all Uro ends in the graveyard only once."""
    table.lands(0, "Forest", 1)
    table.lands(0, "Island", 4)
    table.library(0, *["Island"] * 4)
    table.hand(0, URO)
    table.battlefield(0, "Plains")
    table.hand(0, ghostly_flicker(table))  # type: ignore[arg-type]
    table.cast(URO)
    table.resolve()  # Uro enters: two triggers on the stack
    table.cast("Ghostly Flicker", targets=[[URO, "Plains"]])
    table.resolve()
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 0).count(URO) == 1
    table.assert_life(0, 26)  # both Uros' "enters" triggers: 3 life each


def test_underworld_breach_escape_of_an_opponents_card_is_not_offered(table: Table) -> None:
    """CR 702.138a, 611.3 (Underworld Breach: "Each nonland card in YOUR graveyard"): cards
    in the opponent's graveyard have no escape, even with Breach under your control."""
    table.battlefield(0, "Underworld Breach")
    table.lands(0, "Mountain", 2)
    table.graveyard(0, *FIVE)
    table.graveyard(1, "Lightning Bolt")
    assert not table.has_keyword("Lightning Bolt", "escape", zone=Zone.GRAVEYARD)
    assert escape_casts(table) == []


def test_underworld_breach_escape_keeps_sorcery_timing(table: Table) -> None:
    """CR 702.138a, 307.1 (Underworld Breach ruling: "escape doesn't change when you can cast
    the spell"): a sorcery given escape by Breach can't be cast while a spell is on the stack."""
    table.battlefield(0, "Underworld Breach")
    table.lands(0, "Island", 4)
    table.graveyard(0, "Sweet Oblivion", "Island", "Forest", "Swamp")
    table.hand(0, "Lightning Bolt")
    table.lands(0, "Mountain", 1)
    table.cast("Lightning Bolt", targets=["Bob"])
    assert escape_casts(table) == []


def test_underworld_breach_escape_of_a_card_with_x(table: Table) -> None:
    """CR 107.3, 118.9, 601.2b (Underworld Breach ruling: "If the card has {X} in its mana
    cost, you choose the value of X"): Blaze escaped for {X}{R} + three other cards."""
    table.battlefield(0, "Underworld Breach")
    table.lands(0, "Mountain", 4)
    table.graveyard(0, "Blaze", "Island", "Forest", "Swamp")
    table.cast("Blaze", using="escape", x=3, targets=["Bob"],
               exile=["Island", "Forest", "Swamp"])
    table.resolve()
    table.assert_life(1, 17)
    table.assert_zone("Blaze", Zone.GRAVEYARD)


@pytest.mark.plugins("escape", "flashback")
def test_underworld_breach_and_flashback_are_two_choices_not_combined(table: Table) -> None:
    """CR 118.9a, 601.2b (SEED-42): Think Twice under Breach may be cast with flashback
    ({2}{U}, then exiled) or with escape ({1}{U} + three cards, then back to the graveyard),
    one or the other; cast with escape it returns to the graveyard after resolving."""
    table.battlefield(0, "Underworld Breach")
    table.lands(0, "Island", 2)
    table.library(0, "Plains")
    table.graveyard(0, "Think Twice", "Island", "Forest", "Swamp")
    table.cast("Think Twice", using="escape", exile=["Island", "Forest", "Swamp"])
    table.resolve()
    table.assert_zone("Think Twice", Zone.GRAVEYARD)  # escape: no exile clause
    assert sum(1 for o in table.game.battlefield(0) if o.tapped) == 2  # {1}{U}, not {2}{U}



def test_escape_with_a_cost_reduction_and_increase(table: Table) -> None:
    """CR 118.9d, 601.2f (SEED-43): Thalia makes an escaped Glimpse of Freedom cost {1} more
    and Goblin Electromancer {1} less: {2}{U} paid in all."""
    table.battlefield(0, "Thalia, Guardian of Thraben", "Goblin Electromancer")
    table.lands(0, "Island", 3)
    table.library(0, "Plains")
    table.graveyard(0, "Glimpse of Freedom", *FIVE)
    table.cast("Glimpse of Freedom", using="escape", exile=list(FIVE))
    assert sum(1 for o in table.game.battlefield(0) if o.tapped) == 3


def test_escaped_aura_whose_target_is_gone_goes_to_the_graveyard(table: Table) -> None:
    """CR 608.2b, 608.3b, 702.138a: Sentinel's Eyes escaped onto Grizzly Bears, the Bears
    killed in response: the Aura spell doesn't resolve and, escape having no exile clause,
    goes to the graveyard; the two cards paid stay exiled."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Plains", 1)
    table.graveyard(0, "Sentinel's Eyes", "Island", "Forest")
    table.hand(1, "Lightning Bolt")
    table.lands(1, "Mountain", 1)
    table.cast("Sentinel's Eyes", using="escape", targets=["Grizzly Bears"],
               exile=["Island", "Forest"])
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.resolve()
    table.assert_logged(rule="608.2b", contains="all its targets are illegal")
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears", "Sentinel's Eyes"]
    assert sorted(table.names(Zone.EXILE, 0)) == ["Forest", "Island"]


def test_cling_to_dust_may_target_a_card_its_escape_cost_then_exiles(table: Table) -> None:
    """CR 601.2c then 601.2h, 608.2b (Cling to Dust): targets are chosen before costs are
    paid, so the target may be one of the cards then exiled for escape; the spell then has
    no legal target, does nothing and goes back to the graveyard."""
    table.lands(0, "Swamp", 4)
    table.library(0, "Island")
    table.graveyard(0, "Cling to Dust", "Grizzly Bears", *FIVE[1:])
    table.cast("Cling to Dust", using="escape", targets=["Grizzly Bears"],
               exile=["Grizzly Bears", *FIVE[1:]])
    table.resolve()
    table.assert_logged(rule="608.2b", contains="all its targets are illegal")
    table.assert_life(0, 20)
    assert table.names(Zone.HAND, 0) == []
    assert table.names(Zone.GRAVEYARD, 0) == ["Cling to Dust"]


def test_uro_cast_with_escape_from_underworld_breach_escaped(table: Table) -> None:
    """CR 702.138b ("cast from a graveyard with AN escape ability"; Underworld Breach ruling:
    a card cast with the escape Breach grants escaped): Uro cast for its mana cost {1}{G}{U}
    plus three other cards through Breach isn't sacrificed."""
    table.battlefield(0, "Underworld Breach")
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 1)
    table.library(0, "Island", "Island")
    table.graveyard(0, URO, "Plains", "Swamp", "Mountain")
    table.on_decision("casting_permission", by_label("Underworld Breach"))
    table.cast(URO, using="escape", exile=["Plains", "Swamp", "Mountain"])
    table.resolve()
    table.resolve_all()
    table.assert_zone(URO, Zone.BATTLEFIELD)
    table.assert_logged(rule="702.138b", contains="escaped")


def test_118_3_702_138a_escape_with_too_few_other_cards_says_how_many(table: Table) -> None:
    """Ox of Agonas with seven other cards in the graveyard: "Exile eight other cards", part
    of the escape cost, can't be paid; the refusal cites 601.2h, 118.3 and 702.138a and says
    seven can pay it, eight needed."""
    table.lands(0, "Mountain", 2)
    table.graveyard(0, "Ox of Agonas", *FIVE, "Island", "Forest")
    exc = table.assert_illegal(table.cast, "Ox of Agonas", using="escape", rule="601.2h")
    assert {"118.3", "702.138a"} <= set(exc.rules), exc.rules
    assert "(part of the escape cost, 702.138a): only 7 can pay it, 8 needed" in exc.reason


def test_118_3_the_escape_refusal_carries_the_unpaid_exile_part(table: Table) -> None:
    """Ox of Agonas with seven other cards in the graveyard: the refusal is an
    ``UnpaidCostError`` whose ``part`` is escape's own "Exile eight other cards from your
    graveyard" (CR 118.3, 702.138a): what was left unpaid, not parsed from the message."""
    table.lands(0, "Mountain", 2)
    table.graveyard(0, "Ox of Agonas", *FIVE, "Island", "Forest")
    exc = table.assert_illegal(table.cast, "Ox of Agonas", using="escape", rule="601.2h")
    assert isinstance(exc, UnpaidCostError), type(exc)
    assert isinstance(exc.part, ExileFromGraveyard) and exc.part.count == 8, exc.part
    assert "(part of the escape cost, 702.138a)" in exc.reason


def test_601_3_702_138a_escape_from_the_hand_is_refused_with_its_reason(
        table: Table) -> None:
    """Ox of Agonas in the hand, cast with escape through ``Game.act``: 601.3 and escape's
    rule, saying escape casts it only from its owner's graveyard."""
    table.lands(0, "Mountain", 2)
    (ox,) = table.hand(0, "Ox of Agonas")
    table.graveyard(0, *FIVE, "Island", "Forest", "Swamp")
    exc = table.assert_illegal(table.game.act, CastSpell(ox.id, "escape"), rule="601.3")
    assert "702.138a" in exc.rules
    assert "escape casts it only from its owner's graveyard" in exc.reason
