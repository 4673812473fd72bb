"""Printed mana abilities the payment solver doesn't plan, activated first by the automatic
payment when nothing else pays, and counted by the listing of castable spells (CR 601.2g-h,
605.3a, 117.1, 602.5b, 602.5d, 732).

- a cost of life: Mana Confluence "{T}, Pay 1 life: Add one mana of any color.", Kozilek's
  Translator "Pay 1 life: Add {C}. Activate only once each turn.";
- a cost of mana: Cabal Coffers "{2}, {T}: Add {B} for each Swamp you control." (a net gain
  only with enough Swamps), Nykthos, Shrine to Nyx (its color chosen with the plan), Mystic
  Gate "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.", Jeskai Devotee "{1}: Add {U}, {R}, or
  {W}. Activate only once each turn.";
- a counter: Wall of Roots "Put a -0/-1 counter on this creature: Add {G}. Activate only once
  each turn.";
- and not a mana ability limited to "as a sorcery" (Grinning Ignus "{R}, Return this creature
  to its owner's hand: Add {C}{C}{R}. Activate only as a sorcery."): the spell or ability
  being paid for is on the stack (601.2a, 602.5d), so it is activated by hand before.

What the solver already planned stays as it was: City of Brass's damage is a trigger of its
tapping (603.2), a pain land's damage part of its ability (605.3b), Lotus Petal sacrificed
only when nothing else pays. The cards come from the Oracle corpus, with their printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


# --------------------------------------------------------------------------
# A cost of life (CR 119.4, 605.3a)
# --------------------------------------------------------------------------


@oracle
def test_605_3a_mana_confluence_alone_pays_lightning_bolt_with_1_life(table: Table) -> None:
    """CR 117.1, 601.2g, 605.3a: Mana Confluence alone makes Lightning Bolt castable; the
    automatic payment taps it, paying 1 life, for {R}."""
    table.battlefield(0, "Mana Confluence")
    table.hand(0, "Lightning Bolt")
    assert table.castable() == ["Lightning Bolt"]
    table.cast("Lightning Bolt", targets=["Bob"])
    table.assert_tapped("Mana Confluence")
    assert table.life(0) == 19
    table.assert_logged(rule="601.2g", contains="the payer activates Mana Confluence")
    table.resolve()
    assert table.life(1) == 17
    assert table.pool() == []


@oracle
def test_601_2g_a_mountain_pays_before_mana_confluence_costs_life(table: Table) -> None:
    """Policy (docs/decisions.rst): with a Mountain, Mana Confluence stays untapped and no life
    is paid."""
    table.battlefield(0, "Mana Confluence", "Mountain")
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.assert_tapped("Mountain")
    table.assert_tapped("Mana Confluence", False)
    assert table.life(0) == 20


@pytest.mark.plugins("oracle", "devoid")
def test_602_5b_kozileks_translator_pays_once_each_turn(table: Table) -> None:
    """CR 602.5b, 605.3a: Kozilek's Translator's "Pay 1 life: Add {C}." pays Sol Ring; once
    activated this turn (the Sol Ring cast then tapped), a second Sol Ring is neither listed
    nor castable (732: nothing changes)."""
    table.battlefield(0, "Kozilek's Translator")
    table.hand(0, "Sol Ring", "Sol Ring")
    assert table.castable() == ["Sol Ring"]
    table.cast("Sol Ring")
    assert table.life(0) == 19
    table.resolve()
    ring = next(o for o in table.game.battlefield(0) if o.card.name == "Sol Ring")
    table.game.tap(ring.id, rule="701.26a")
    table.refresh()
    assert table.castable() == []
    table.assert_illegal(table.cast, "Sol Ring")
    assert table.life(0) == 19


# --------------------------------------------------------------------------
# A cost of mana (CR 602.2b, 601.2h): a net gain only
# --------------------------------------------------------------------------


@oracle
def test_608_2h_cabal_coffers_and_three_swamps_pay_gravedigger(table: Table) -> None:
    """CR 605.3a, 608.2h: two Swamps pay Cabal Coffers' {2}, which adds {B}{B}{B} (three
    Swamps); with the third Swamp's {B} that pays Gravedigger's {3}{B}."""
    table.battlefield(0, "Cabal Coffers", "Swamp", "Swamp", "Swamp")
    table.hand(0, "Gravedigger")
    assert table.castable() == ["Gravedigger"]
    table.cast("Gravedigger")
    assert table.tapped_count(0) == 4
    assert table.pool() == []
    table.resolve()
    table.assert_zone("Gravedigger", Zone.BATTLEFIELD, 0)


@oracle
def test_732_cabal_coffers_with_two_swamps_is_no_gain(table: Table) -> None:
    """CR 118.3, 732: two Swamps: Cabal Coffers' {2} for {B}{B} gains nothing, so {3}{B} can't
    be paid: Gravedigger isn't listed, casting it is refused and nothing is tapped."""
    table.battlefield(0, "Cabal Coffers", "Swamp", "Swamp")
    table.hand(0, "Gravedigger")
    assert table.castable() == []
    table.assert_illegal(table.cast, "Gravedigger")
    assert table.tapped_count(0) == 0
    assert table.pool() == []
    table.assert_zone("Gravedigger", Zone.HAND, 0)


@oracle
def test_605_3b_mystic_gate_filters_white_into_blue(table: Table) -> None:
    """CR 605.3b, 106.1b: a Plains pays Mystic Gate's {W/U}, which adds {U}{U}; the other
    Plains pays Phantom Warrior's {1}."""
    table.battlefield(0, "Mystic Gate", "Plains", "Plains")
    table.hand(0, "Phantom Warrior")
    assert table.castable() == ["Phantom Warrior"]
    table.cast("Phantom Warrior")
    assert table.tapped_count(0) == 3
    assert table.pool() == []


@oracle
def test_605_3_mystic_gate_rather_than_sacrificing_lotus_petal(table: Table) -> None:
    """Policy (docs/decisions.rst, 605.3): Island, Mystic Gate and Lotus Petal: Plated
    Seastrider's {U}{U} is paid by the Island into the Gate's {U}{U}, not by sacrificing the
    Petal."""
    table.battlefield(0, "Lotus Petal", "Mystic Gate", "Island")
    table.hand(0, "Plated Seastrider")
    table.cast("Plated Seastrider")
    table.assert_zone("Lotus Petal", Zone.BATTLEFIELD, 0)
    table.assert_tapped("Mystic Gate")
    table.assert_tapped("Island")


@oracle
def test_602_5b_jeskai_devotee_turns_a_forests_mana_red(table: Table) -> None:
    """CR 605.3a, 602.5b: a Forest pays Jeskai Devotee's {1} for {R}: Lightning Bolt is
    castable and cast."""
    table.battlefield(0, "Jeskai Devotee", "Forest")
    table.hand(0, "Lightning Bolt")
    assert table.castable() == ["Lightning Bolt"]
    table.cast("Lightning Bolt", targets=["Bob"])
    table.assert_tapped("Forest")
    table.resolve()
    assert table.life(1) == 17


# --------------------------------------------------------------------------
# Counters, a return to hand, "Activate only as a sorcery" (CR 602.5b, 602.5d)
# --------------------------------------------------------------------------


@oracle
def test_602_5b_wall_of_roots_pays_once_each_turn(table: Table) -> None:
    """CR 602.5b, 605.3a: Wall of Roots' counter pays Llanowar Elves' {G}; once this turn, a
    second Elves isn't listed."""
    table.battlefield(0, "Wall of Roots")
    table.hand(0, "Llanowar Elves", "Llanowar Elves")
    assert table.castable() == ["Llanowar Elves"]
    table.cast("Llanowar Elves")
    table.assert_counters("Wall of Roots", "-0/-1", 1)
    table.resolve()
    assert table.castable() == []


@oracle
def test_602_5d_grinning_ignus_is_activated_by_hand_before_casting(table: Table) -> None:
    """CR 602.5d, 601.2a: "Activate only as a sorcery" needs an empty stack, and a spell being
    cast is on it: the payment can't activate Grinning Ignus, so Magma Jet isn't listed with
    a Mountain and the Ignus; activated first by hand at priority, its {C}{C}{R} pays it."""
    table.battlefield(0, "Grinning Ignus", "Mountain")
    table.hand(0, "Magma Jet")
    assert table.castable() == []
    table.assert_illegal(table.cast, "Magma Jet", targets=["Bob"])
    table.tap_for_mana("Grinning Ignus", index=0)
    table.assert_zone("Grinning Ignus", Zone.HAND, 0)
    assert table.pool() == ["C", "C", "R"]
    assert "Magma Jet" in table.castable()


# --------------------------------------------------------------------------
# What the solver already used (CR 603.2, 605.3b, 111.10a)
# --------------------------------------------------------------------------


@oracle
def test_603_2_city_of_brass_pays_and_its_trigger_deals_1_damage(table: Table) -> None:
    """CR 603.2, 605.3a: the automatic payment taps City of Brass for {R}; its "Whenever this
    land becomes tapped" trigger deals 1 damage to Alice."""
    table.battlefield(0, "City of Brass")
    table.hand(0, "Lightning Bolt")
    assert table.castable() == ["Lightning Bolt"]
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve_all()
    assert table.life(0) == 19
    assert table.life(1) == 17


@oracle
def test_603_2_birds_of_paradise_pays_before_city_of_brass_deals_damage(table: Table) -> None:
    """Policy (docs/decisions.rst, 603.2): City of Brass and Birds of Paradise both add any
    color; Grizzly Bears' {1}{G} is paid by the Forest and the Birds, City of Brass stays
    untapped and its trigger deals no damage, whichever was put first."""
    table.battlefield(0, "City of Brass", "Birds of Paradise", "Forest")
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.assert_tapped("City of Brass", False)
    table.assert_tapped("Birds of Paradise")
    table.assert_tapped("Forest")
    table.resolve_all()
    assert table.life(0) == 20
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@oracle
def test_603_2_city_of_brass_pays_what_only_it_can(table: Table) -> None:
    """CR 603.2, 605.3a: a Mountain and City of Brass: Lightning Helix's {R}{W} needs both,
    and the City's trigger deals 1 damage to Alice."""
    table.battlefield(0, "Mountain", "City of Brass")
    table.hand(0, "Lightning Helix")
    assert table.castable() == ["Lightning Helix"]
    table.cast("Lightning Helix", targets=["Bob"])
    table.assert_tapped("City of Brass")
    table.resolve_all()
    assert table.life(0) == 19 + 3
    assert table.life(1) == 17


@oracle
def test_605_3_lotus_petal_alone_is_listed_and_sacrificed(table: Table) -> None:
    """CR 117.1, 605.3, 111.10a: Lotus Petal alone makes Lightning Bolt castable; it is
    sacrificed for {R}."""
    table.battlefield(0, "Lotus Petal")
    table.hand(0, "Lightning Bolt")
    assert table.castable() == ["Lightning Bolt"]
    table.cast("Lightning Bolt", targets=["Bob"])
    table.assert_zone("Lotus Petal", Zone.GRAVEYARD, 0)


@oracle
def test_601_2g_nykthos_chooses_the_color_the_payment_needs(table: Table) -> None:
    """CR 601.2g, 700.5, 605.3a, 106.4: two Forests pay Nykthos, Shrine to Nyx's {2}; green is
    chosen with the plan, not asked, and the devotion of two Leatherback Baloths ({G}{G}{G}
    each) adds six {G}: a third Baloth is paid, three {G} left in the pool."""
    table.battlefield(0, "Nykthos, Shrine to Nyx", "Forest", "Forest",
                      "Leatherback Baloth", "Leatherback Baloth")
    table.hand(0, "Leatherback Baloth")
    assert table.castable() == ["Leatherback Baloth"]
    table.cast("Leatherback Baloth")
    table.assert_tapped("Nykthos, Shrine to Nyx")
    assert table.pool() == ["G", "G", "G"]


@oracle
def test_605_3b_adarkar_wastes_pays_blue_and_deals_1_damage(table: Table) -> None:
    """CR 605.3b: Adarkar Wastes alone pays Ponder's {U} by its "{T}: Add {W} or {U}. This land
    deals 1 damage to you." ability, the damage part of the same resolution."""
    table.battlefield(0, "Adarkar Wastes")
    table.hand(0, "Ponder")
    assert table.castable() == ["Ponder"]
    table.cast("Ponder")
    table.assert_tapped("Adarkar Wastes")
    assert table.life(0) == 19


# --------------------------------------------------------------------------
# One listing probes each combination once (CR 605.3a, 732)
# --------------------------------------------------------------------------


@oracle
def test_732_one_listing_probes_each_combination_once(table: Table,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 117.1, 605.3a, 732: Mana Confluence and Wall of Roots can't pay Craw Wurm's
    {4}{G}{G} nor Ancient Brontodon's {6}{G}{G}; the listing probes each combination of them
    once for both cards (what activating it leaves doesn't depend on the cost), so listing
    both activates no more abilities than listing one, and neither is castable."""
    from manastack.engine import payment

    activated: list[int] = []
    original = payment.activate_mana_ability

    def counting(*args: object, **kwargs: object) -> None:
        activated.append(1)
        original(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(payment, "activate_mana_ability", counting)
    table.battlefield(0, "Mana Confluence", "Wall of Roots")
    table.hand(0, "Craw Wurm")
    assert table.castable() == []
    alone = len(activated)
    assert alone > 0
    activated.clear()
    table.hand(0, "Ancient Brontodon")
    assert table.castable() == []
    assert len(activated) == alone
    assert table.life(0) == 20
    table.assert_counters("Wall of Roots", "-0/-1", 0)
