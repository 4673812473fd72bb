"""manastack-escape (CR 702.138): run alone with ``pytest plugins/escape``.

Only the kernel and escape are enabled (``@pytest.mark.plugins("escape")``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from manastack_escape import EscapeAbility, escaped
from pytest_manastack import Table, by_label, by_name

from manastack.api import (
    CardDef,
    CastSpell,
    Decision,
    IllegalActionError,
    Step,
    TomlCardSource,
    UnsupportedCardError,
    Zone,
    all_permissions,
    cast_without_paying,
    check_playable,
)

pytestmark = pytest.mark.plugins("escape")

FILLER = ("Island", "Forest", "Swamp", "Plains", "Mountain", "Wastes", "Island", "Forest")

CARDS = (
    "Ox of Agonas", "Satyr's Cunning", "Cling to Dust", "Underworld Rage-Hound",
    "Uro, Titan of Nature's Wrath", "Kroxa, Titan of Death's Hunger", "Woe Strider",
    "Fruit of Tizerus", "Sentinel's Eyes", "Glimpse of Freedom", "Sweet Oblivion",
    "Loathsome Chimera", "Voracious Typhon", "Underworld Charger", "Mogis's Favor",
    "Underworld Breach",
)


def escape_casts(table: Table, player: int = 0) -> list[str]:
    decision = table.game.pending()
    assert decision is not None and decision.player == player
    return [a.name for a in decision.options
            if isinstance(a, CastSpell) and a.permission == "escape"]


# --------------------------------------------------------------------------
# Recognition
# --------------------------------------------------------------------------


def test_every_card_of_the_pool_is_understood(rules: Any) -> None:
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)


def test_escape_costs_are_read_from_the_keyword_line(rules: Any) -> None:
    (uro,) = [a for a in rules.card("Uro, Titan of Nature's Wrath").abilities
              if isinstance(a, EscapeAbility)]
    assert str(uro.cost) == "{G}{G}{U}{U}, Exile five other cards from your graveyard"


@pytest.mark.plugins("escape", installed=["haste"])
def test_phoenix_of_ash_needs_the_haste_plugin(rules: Any) -> None:
    card = rules.card("Phoenix of Ash")
    assert card.missing_keywords == (("haste", "haste"),)
    with pytest.raises(UnsupportedCardError, match="plugin 'haste'"):
        check_playable(None, card)  # type: ignore[arg-type]


def test_without_the_plugin_an_escape_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("escape", "manastack_escape", "cards.toml")
    definition = source.get("Fruit of Tizerus")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert card.missing_keywords == (("escape", "escape"),)


# --------------------------------------------------------------------------
# The permission and its cost (702.138a, 601.2h)
# --------------------------------------------------------------------------


def test_escape_casts_from_the_graveyard_paying_mana_and_exiling_others(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.graveyard(0, "Fruit of Tizerus", "Island", "Forest", "Swamp", "Plains")
    assert escape_casts(table) == ["Fruit of Tizerus"]
    table.cast("Fruit of Tizerus", using="escape", targets=["Bob"],
               exile=["Island", "Forest", "Plains"])
    table.assert_logged(rule="601.2f", contains="base {3}{B}, Exile three other cards")
    assert sorted(table.names(Zone.EXILE)) == ["Forest", "Island", "Plains"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Swamp"]
    table.resolve()
    table.assert_life(1, 18)


def test_escape_needs_enough_other_cards_in_the_graveyard(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.graveyard(0, "Fruit of Tizerus", "Island", "Forest")  # itself is not "other"
    assert escape_casts(table) == []
    table.assert_illegal(table.cast, "Fruit of Tizerus", using="escape", targets=["Bob"],
                         rule="601.2h")


def test_escape_needs_the_mana(table: Table) -> None:
    table.lands(0, "Swamp", 3)
    table.graveyard(0, "Fruit of Tizerus", "Island", "Forest", "Swamp")
    assert escape_casts(table) == []
    table.assert_illegal(table.cast, "Fruit of Tizerus", using="escape", targets=["Bob"],
                         exile=["Island", "Forest", "Swamp"], rule="601.2h")
    assert len(table.names(Zone.GRAVEYARD, 0)) == 4


def test_escape_only_from_its_owners_graveyard(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    (card,) = table.graveyard(1, "Fruit of Tizerus")
    table.graveyard(1, "Island", "Forest", "Swamp")
    table.graveyard(0, "Island", "Forest", "Swamp")
    assert escape_casts(table) == []
    table.assert_illegal(table.game.act, CastSpell(card.id, "escape"), rule="601.3")


def test_a_card_in_hand_has_no_escape_permission(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.hand(0, "Fruit of Tizerus")
    table.graveyard(0, "Island", "Forest", "Swamp")
    assert escape_casts(table) == []
    table.assert_illegal(table.cast, "Fruit of Tizerus", using="escape", zone=Zone.HAND,
                         rule="601.3")


# --------------------------------------------------------------------------
# Seeds
# --------------------------------------------------------------------------


def test_SEED_38_escape_cant_be_cast_without_paying_its_mana_cost(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    (card,) = table.graveyard(0, "Fruit of Tizerus")
    table.graveyard(0, "Island", "Forest", "Swamp")
    game = table.game
    before = game.state_digest()
    with pytest.raises(IllegalActionError) as info, game.transaction():
        cast_without_paying(game, 0, card.id, permission="escape")
    assert info.value.rule == "118.9a"
    assert game.state_digest() == before


def test_SEED_38_escape_still_pays_additional_costs(table: Table) -> None:
    """Underworld Breach gives Bone Splinters escape: its "sacrifice a creature" is still paid."""
    table.battlefield(0, "Underworld Breach", "Swamp", "Grizzly Bears")
    table.battlefield(1, "Craw Wurm")
    table.graveyard(0, "Bone Splinters", "Island", "Forest", "Plains")
    table.cast("Bone Splinters", using="escape", targets=["Craw Wurm"],
               sacrifice=["Grizzly Bears"], exile=["Island", "Forest", "Plains"])
    table.assert_logged(rule="601.2f", contains="+ additional")
    assert "Grizzly Bears" in table.names(Zone.GRAVEYARD, 0)
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Craw Wurm"]


def test_SEED_38_no_creature_to_sacrifice_no_escape(table: Table) -> None:
    table.battlefield(0, "Underworld Breach", "Swamp")
    table.battlefield(1, "Craw Wurm")
    table.graveyard(0, "Bone Splinters", "Island", "Forest", "Plains")
    assert escape_casts(table) == []
    table.assert_illegal(table.cast, "Bone Splinters", using="escape", targets=["Craw Wurm"],
                         rule="601.2h")


def test_SEED_39_an_escaped_sorcery_goes_back_to_the_graveyard(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.graveyard(0, "Fruit of Tizerus", *FILLER[:6])
    table.cast("Fruit of Tizerus", using="escape", targets=["Bob"],
               exile=["Island", "Forest", "Swamp"])
    table.resolve()
    assert "Fruit of Tizerus" in table.names(Zone.GRAVEYARD, 0)
    assert "Fruit of Tizerus" not in table.names(Zone.EXILE)
    assert escape_casts(table) == []  # three other cards left, but no mana left


def test_SEED_39_an_escaped_permanent_dies_to_the_graveyard_and_may_escape_again(
        table: Table) -> None:
    table.lands(0, "Swamp", 13)
    table.hand(0, "Murder")
    table.graveyard(0, "Underworld Charger", *FILLER[:6])
    table.cast("Underworld Charger", using="escape", exile=list(FILLER[:3]))
    table.resolve()
    charger = table.find("Underworld Charger", zone=Zone.BATTLEFIELD)
    assert charger.cast_with == "escape" and escaped(charger)
    assert table.power("Underworld Charger") == 5  # escapes with two +1/+1 counters
    table.cast("Murder", targets=["Underworld Charger"])
    table.resolve()
    table.assert_zone("Underworld Charger", Zone.GRAVEYARD)  # not exiled
    assert escape_casts(table) == ["Underworld Charger"]
    table.cast("Underworld Charger", using="escape", exile=list(FILLER[3:6]))
    table.resolve()
    assert table.power("Underworld Charger") == 5


def test_SEED_40_escape_keeps_the_timing_of_a_creature(table_factory: Callable[..., Table]) -> None:
    table = table_factory(active=1)
    table.lands(0, "Swamp", 5)
    table.graveyard(0, "Underworld Charger", "Island", "Forest", "Swamp")
    table.pass_priority()  # Alice has priority in Bob's main phase
    assert escape_casts(table) == []
    table.assert_illegal(table.cast, "Underworld Charger", using="escape", rule="307.1")


def test_SEED_40_escape_keeps_the_timing_of_an_instant(table_factory: Callable[..., Table]) -> None:
    table = table_factory(active=1, step=Step.UPKEEP)
    table.lands(0, "Swamp", 4)
    table.graveyard(0, "Cling to Dust", *FILLER[:5])
    table.graveyard(1, "Craw Wurm")
    table.pass_priority()
    assert escape_casts(table) == ["Cling to Dust"]
    table.cast("Cling to Dust", using="escape", targets=["Craw Wurm"], exile=list(FILLER[:5]))
    table.resolve()
    table.assert_life(0, 23)


def test_SEED_40_an_escape_sorcery_needs_an_empty_stack(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.lands(0, "Island", 2)
    table.hand(0, "Glimpse of Freedom")
    table.library(0, "Island")
    table.graveyard(0, "Fruit of Tizerus", "Island", "Forest", "Swamp")
    table.cast("Glimpse of Freedom")
    table.assert_illegal(table.cast, "Fruit of Tizerus", using="escape", targets=["Bob"],
                         rule="307.1")


def test_SEED_41_the_card_is_on_the_stack_while_its_costs_are_chosen(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    (fruit,) = table.graveyard(0, "Fruit of Tizerus")
    table.graveyard(0, "Island", "Forest", "Swamp", "Plains")
    observed: dict[str, Any] = {}

    def pick(game: Any, decision: Decision) -> Any:
        observed["names"] = sorted(game.obj(o).card.name for o in decision.options)
        observed["stack"] = [o.card.name for o in game.stack()]
        observed["fruit gone"] = game.find(fruit.id) is None  # it left the graveyard (400.7)
        return decision.options[: decision.min]

    table.on_decision("exile_from_graveyard", pick)
    table.cast("Fruit of Tizerus", using="escape", targets=["Bob"])
    assert observed["stack"] == ["Fruit of Tizerus"]
    assert observed["fruit gone"]
    assert observed["names"] == ["Forest", "Island", "Plains", "Swamp"]  # never itself
    table.assert_logged(rule="601.2a", contains="begins to cast Fruit of Tizerus from graveyard")


def test_SEED_41_the_target_chosen_after_the_move_cant_be_the_card_itself(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.graveyard(0, "Cling to Dust", *FILLER[:5])
    seen: list[Any] = []

    def pick(game: Any, decision: Decision) -> Any:
        seen.extend(game.obj(o).card.name for o in decision.options)
        return decision.options[:1]

    table.on_decision("targets", pick)
    table.cast("Cling to Dust", using="escape", exile=list(FILLER[:5]))
    assert "Cling to Dust" not in seen  # on the stack already, not a card in a graveyard


def test_SEED_42_two_escape_permissions_one_is_chosen(table: Table) -> None:
    """Uro has its own escape and Underworld Breach gives it another: the player picks one,
    the other does nothing (only its cost is paid: three cards exiled, not five)."""
    table.battlefield(0, "Underworld Breach")
    table.lands(0, "Forest", 1)
    table.lands(0, "Island", 2)
    table.graveyard(0, "Uro, Titan of Nature's Wrath", *FILLER[:6])
    labels = sorted(str(p) for p in all_permissions(table.game, 0) if p.name == "escape")
    assert len(labels) == 2 and any("Underworld Breach" in label for label in labels)
    table.on_decision("casting_permission", by_label("Underworld Breach"))
    table.cast("Uro, Titan of Nature's Wrath", using="escape", exile=list(FILLER[:3]))
    table.assert_logged(rule="601.2b", contains="Underworld Breach")
    table.assert_logged(rule="601.2f", contains="base {1}{G}{U}, Exile three other cards")
    assert len(table.names(Zone.EXILE)) == 3
    table.resolve()
    assert escaped(table.find("Uro, Titan of Nature's Wrath", zone=Zone.BATTLEFIELD))


def test_SEED_42_the_own_escape_can_be_chosen_instead(table: Table) -> None:
    table.battlefield(0, "Underworld Breach")
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 2)
    table.graveyard(0, "Uro, Titan of Nature's Wrath", *FILLER[:6])
    table.on_decision("casting_permission", by_label("{G}{G}{U}{U}"))
    table.cast("Uro, Titan of Nature's Wrath", using="escape", exile=list(FILLER[:5]))
    table.assert_logged(rule="601.2f", contains="base {G}{G}{U}{U}, Exile five other cards")
    assert len(table.names(Zone.EXILE)) == 5


def test_SEED_43_escape_total_cost_with_tax_and_reduction(table: Table) -> None:
    """CR 601.2f: the escape cost plus Thalia's {1}, minus the Electromancer's {1}; the mana
    value stays that of the mana cost {B} (202.3)."""
    table.battlefield(0, "Thalia, Guardian of Thraben", "Goblin Electromancer")
    table.lands(0, "Swamp", 4)
    table.graveyard(0, "Cling to Dust", *FILLER[:5])
    table.graveyard(1, "Craw Wurm")
    spell = table.cast("Cling to Dust", using="escape", targets=["Craw Wurm"],
                       exile=list(FILLER[:5]))
    table.assert_logged(rule="601.2f", contains="base {3}{B}, Exile five other cards from your "
                                                "graveyard; + {1} (Thalia, Guardian of Thraben); "
                                                "- {1} (Goblin Electromancer)")
    assert table.game.mana_value(spell.id) == 1
    assert all(o.tapped for o in table.game.battlefield(0) if o.card.name == "Swamp")


def test_SEED_43_escape_total_cost_with_a_tax_only(table: Table) -> None:
    table.battlefield(1, "Thalia, Guardian of Thraben")
    table.lands(0, "Swamp", 4)
    table.graveyard(0, "Cling to Dust", *FILLER[:5])
    table.graveyard(1, "Craw Wurm")
    assert escape_casts(table) == []  # {4}{B} now: four Swamps aren't enough
    table.lands(0, "Swamp", 1)
    spell = table.cast("Cling to Dust", using="escape", targets=["Craw Wurm"],
                       exile=list(FILLER[:5]))
    table.assert_logged(rule="601.2f", contains="= {4}{B}")
    assert table.game.mana_value(spell.id) == 1


def test_SEED_44_an_escape_card_milled_in_your_turn_can_be_cast_before_anyone_acts(
        table: Table) -> None:
    """SEED-44 (CR 117.3b): after Sweet Oblivion resolves the active player gets priority
    first, and may escape Fruit of Tizerus from the graveyard at once."""
    table.lands(0, "Swamp", 4)
    table.lands(0, "Island", 2)
    table.hand(0, "Sweet Oblivion")
    table.library(0, "Fruit of Tizerus", "Island", "Forest", "Plains")
    table.cast("Sweet Oblivion", targets=["Alice"])
    table.resolve()
    decision = table.game.pending()
    assert decision is not None and decision.kind == "priority" and decision.player == 0
    assert "Fruit of Tizerus" in escape_casts(table)
    log_length = len(table.game.log)
    table.cast("Fruit of Tizerus", using="escape", targets=["Bob"],
               exile=["Island", "Forest", "Plains"])
    # nobody passed in between: Bob never had priority before the escape cast
    assert not any(e.kind == "priority" for e in table.game.log[log_length:])
    table.resolve()
    table.assert_life(1, 18)


def test_SEED_44_a_creature_with_escape_that_dies_in_your_turn(table: Table) -> None:
    """SEED-44: Woe Strider dies in its owner's turn; they escape it before Bob can act."""
    table.lands(0, "Mountain", 1)
    table.lands(0, "Swamp", 5)
    table.battlefield(0, "Woe Strider")
    table.hand(0, "Lightning Bolt")
    table.graveyard(0, *FILLER[:4])
    table.cast("Lightning Bolt", targets=["Woe Strider"])
    table.resolve()
    assert table.game.pending().player == 0  # type: ignore[union-attr]
    assert escape_casts(table) == ["Woe Strider"]
    table.cast("Woe Strider", using="escape", exile=list(FILLER[:4]))
    table.resolve()
    assert table.power("Woe Strider") == 5


def test_SEED_44_only_if_its_timing_allows(table_factory: Callable[..., Table]) -> None:
    """SEED-44 ("if legal"): in the opponent's turn a creature card with escape put into your
    graveyard waits for a main phase of yours."""
    table = table_factory(active=1)
    table.lands(0, "Swamp", 5)
    table.lands(1, "Mountain", 1)
    table.battlefield(0, "Woe Strider")
    table.hand(1, "Lightning Bolt")
    table.graveyard(0, *FILLER[:4])
    table.cast("Lightning Bolt", targets=["Woe Strider"])
    table.resolve()
    table.pass_priority()  # Bob passes: Alice has priority, in Bob's turn
    assert escape_casts(table) == []


# --------------------------------------------------------------------------
# "Escapes with" and "escaped" (702.138b-c)
# --------------------------------------------------------------------------


def test_ox_of_agonas_escapes_with_a_counter_and_draws(table: Table) -> None:
    table.lands(0, "Mountain", 2)
    table.hand(0, "Grizzly Bears")
    table.library(0, "Island", "Island", "Island")
    table.graveyard(0, "Ox of Agonas", *FILLER[:8])
    table.cast("Ox of Agonas", using="escape", exile=list(FILLER[:8]))
    table.resolve()
    assert table.counters("Ox of Agonas", "+1/+1") == 1
    assert (table.power("Ox of Agonas"), table.toughness("Ox of Agonas")) == (5, 3)
    table.assert_logged(rule="702.138c")
    table.resolve()  # enters trigger: discard your hand, then draw three cards
    assert table.names(Zone.HAND, 0) == ["Island", "Island", "Island"]
    assert "Grizzly Bears" in table.names(Zone.GRAVEYARD, 0)


def test_ox_of_agonas_cast_from_hand_has_no_counter(table: Table) -> None:
    table.lands(0, "Mountain", 5)
    table.hand(0, "Ox of Agonas")
    table.library(0, "Island", "Island", "Island")
    table.cast("Ox of Agonas")
    table.resolve()
    assert table.counters("Ox of Agonas", "+1/+1") == 0
    assert table.power("Ox of Agonas") == 4
    assert not table.logged(rule="702.138c")


def test_uro_cast_from_hand_is_sacrificed_after_its_value(table: Table) -> None:
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 1)
    table.hand(0, "Uro, Titan of Nature's Wrath", "Plains")
    table.library(0, "Island")
    table.on_decision("order", lambda game, d: tuple(sorted(
        d.options, key=lambda i: "sacrifice" not in d.label(i))))  # the sacrifice trigger first
    table.cast("Uro, Titan of Nature's Wrath")
    table.resolve()
    assert [o.tags["ability"].text.split(",")[0] for o in table.game.stack()] == [
        "When ~ enters", "Whenever ~ enters or attacks"]
    table.on_decision("choose", by_name("Plains"))
    table.resolve()  # gain 3 life, draw, put Plains onto the battlefield
    table.resolve()  # then Uro is sacrificed: it didn't escape
    table.assert_life(0, 23)
    assert table.names(Zone.GRAVEYARD, 0) == ["Uro, Titan of Nature's Wrath"]
    assert "Plains" in table.names(Zone.BATTLEFIELD, 0)
    assert table.names(Zone.HAND, 0) == ["Island"]


def test_uro_escaped_stays_on_the_battlefield(table: Table) -> None:
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 2)
    table.library(0, "Island")
    table.graveyard(0, "Uro, Titan of Nature's Wrath", *FILLER[:5])
    table.cast("Uro, Titan of Nature's Wrath", using="escape", exile=list(FILLER[:5]))
    table.resolve()
    table.resolve_all()
    table.assert_zone("Uro, Titan of Nature's Wrath", Zone.BATTLEFIELD)
    table.assert_logged(rule="702.138b", contains="escaped")
    table.assert_life(0, 23)


def test_kroxa_cast_from_hand_makes_the_opponent_discard_then_is_sacrificed(
        table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Kroxa, Titan of Death's Hunger")
    table.hand(1, "Island")
    table.cast("Kroxa, Titan of Death's Hunger")
    table.resolve()
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1) == ["Island"]
    table.assert_life(1, 17)  # discarded a land: loses 3 life
    table.assert_zone("Kroxa, Titan of Death's Hunger", Zone.GRAVEYARD)


def test_kroxa_escaped_stays_and_attacks(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.lands(0, "Mountain", 2)
    table.hand(1, "Grizzly Bears", "Craw Wurm")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.graveyard(0, "Kroxa, Titan of Death's Hunger", *FILLER[:5])
    table.cast("Kroxa, Titan of Death's Hunger", using="escape", exile=list(FILLER[:5]))
    table.resolve()
    table.resolve_all()  # Bob discards a nonland card (his choice): no life lost
    table.assert_life(1, 20)
    table.assert_zone("Kroxa, Titan of Death's Hunger", Zone.BATTLEFIELD)
    table.next_turn()
    table.next_turn()
    assert sorted(table.names(Zone.HAND, 1)) == ["Craw Wurm", "Island"]  # drew in his turn
    table.attack("Kroxa, Titan of Death's Hunger")
    table.on_decision("discard", by_name("Island"), player=1)
    table.resolve()  # attack trigger: Bob discards a land this time, and loses 3 life
    assert table.names(Zone.HAND, 1) == ["Craw Wurm"]
    table.assert_life(1, 17)


# --------------------------------------------------------------------------
# Underworld Breach (granting escape)
# --------------------------------------------------------------------------


def test_underworld_breach_gives_escape_to_nonland_cards_in_your_graveyard(table: Table) -> None:
    table.battlefield(0, "Underworld Breach")
    table.lands(0, "Mountain", 1)
    table.graveyard(0, "Lightning Bolt", "Island", "Forest", "Swamp")
    table.graveyard(1, "Shock", "Island", "Forest", "Swamp")
    assert table.has_keyword("Lightning Bolt", "escape", zone=Zone.GRAVEYARD)
    assert not table.has_keyword("Island", "escape", zone=Zone.GRAVEYARD)
    assert not table.has_keyword("Shock", "escape", zone=Zone.GRAVEYARD)  # not your graveyard
    assert escape_casts(table) == ["Lightning Bolt"]
    table.cast("Lightning Bolt", using="escape", targets=["Bob"],
               exile=["Island", "Forest", "Swamp"])
    table.assert_logged(rule="601.2f", contains="base {R}, Exile three other cards")
    table.resolve()
    table.assert_life(1, 17)
    assert table.names(Zone.GRAVEYARD, 0) == ["Lightning Bolt"]  # no exile clause


def test_underworld_breach_is_sacrificed_at_the_end_step(table: Table) -> None:
    table.battlefield(0, "Underworld Breach")
    table.graveyard(0, "Lightning Bolt")
    table.go_to(Step.END)
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0) == ["Lightning Bolt", "Underworld Breach"]
    assert not table.has_keyword("Lightning Bolt", "escape", zone=Zone.GRAVEYARD)


def test_underworld_breach_cant_escape_a_card_without_mana_cost(table: Table) -> None:
    card = table.game.rules.compile(CardDef(
        name="Costless Insight", mana_cost=None, type_line="Sorcery", text="Draw a card."))
    table.battlefield(0, "Underworld Breach")
    table.put(card, Zone.GRAVEYARD, 0)
    table.graveyard(0, "Island", "Forest", "Swamp")
    assert table.has_keyword("Costless Insight", "escape", zone=Zone.GRAVEYARD)
    assert escape_casts(table) == []
    table.assert_illegal(table.cast, "Costless Insight", using="escape", rule="118.6")


# --------------------------------------------------------------------------
# The cards
# --------------------------------------------------------------------------


def test_satyrs_cunning_escapes_for_a_token_that_cant_block(table: Table) -> None:
    table.lands(0, "Mountain", 3)
    table.graveyard(0, "Satyr's Cunning", "Island", "Forest")
    table.cast("Satyr's Cunning", using="escape", exile=["Island", "Forest"])
    table.resolve()
    assert "cant_block" in table.restrictions("Satyr Token")
    assert table.names(Zone.GRAVEYARD, 0) == ["Satyr's Cunning"]


@pytest.mark.parametrize(("target", "life", "cards"), [("Craw Wurm", 23, 0), ("Island", 20, 1)])
def test_cling_to_dust(table: Table, target: str, life: int, cards: int) -> None:
    table.lands(0, "Swamp", 1)
    table.hand(0, "Cling to Dust")
    table.graveyard(1, "Craw Wurm", "Island")
    table.library(0, "Forest")
    table.cast("Cling to Dust", targets=[target])
    table.resolve()
    assert target in table.names(Zone.EXILE)
    table.assert_life(0, life)
    assert len(table.names(Zone.HAND, 0)) == cards


def test_underworld_rage_hound_escapes_with_a_counter_and_must_attack(table: Table) -> None:
    table.lands(0, "Mountain", 4)
    table.graveyard(0, "Underworld Rage-Hound", "Island", "Forest", "Swamp")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.cast("Underworld Rage-Hound", using="escape", exile=["Island", "Forest", "Swamp"])
    table.resolve()
    assert (table.power("Underworld Rage-Hound"), table.toughness("Underworld Rage-Hound")) \
        == (4, 2)
    assert "must_attack" in table.restrictions("Underworld Rage-Hound")


def test_woe_strider_makes_a_goat_and_escapes_with_two_counters(table: Table) -> None:
    table.lands(0, "Swamp", 5)
    table.graveyard(0, "Woe Strider", *FILLER[:4])
    table.library(0, "Island", "Forest")
    table.cast("Woe Strider", using="escape", exile=list(FILLER[:4]))
    table.resolve()
    table.resolve()  # Goat
    assert table.counters("Woe Strider", "+1/+1") == 2
    assert table.toughness("Goat Token") == 1
    table.activate("Woe Strider", answers=[])  # sacrifice the Goat: scry 1
    assert "Goat Token" not in table.names(Zone.BATTLEFIELD, 0)
    table.resolve()
    table.assert_logged(rule="701.22a", contains="scries 1")


def test_fruit_of_tizerus_from_hand(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.hand(0, "Fruit of Tizerus")
    table.cast("Fruit of Tizerus", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 18)


def test_sentinels_eyes_escapes_onto_a_creature(table: Table) -> None:
    table.lands(0, "Plains", 1)
    table.battlefield(0, "Grizzly Bears")
    table.graveyard(0, "Sentinel's Eyes", "Island", "Forest")
    table.cast("Sentinel's Eyes", using="escape", targets=["Grizzly Bears"],
               exile=["Island", "Forest"])
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (3, 3)
    assert table.has_keyword("Grizzly Bears", "vigilance")
    assert table.find("Sentinel's Eyes", zone=Zone.BATTLEFIELD).cast_with == "escape"


def test_mogis_favor_escapes_and_kills_a_one_toughness_creature(table: Table) -> None:
    table.lands(0, "Swamp", 3)
    table.battlefield(1, "Savannah Lions")
    table.graveyard(0, "Mogis's Favor", "Island", "Forest")
    table.cast("Mogis's Favor", using="escape", targets=["Savannah Lions"],
               exile=["Island", "Forest"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Savannah Lions"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Mogis's Favor"]  # the Aura follows (704.5m)


def test_glimpse_of_freedom_escapes_at_instant_speed(table_factory: Callable[..., Table]) -> None:
    table = table_factory(active=1, step=Step.END)
    table.lands(0, "Island", 3)
    table.library(0, "Forest")
    table.graveyard(0, "Glimpse of Freedom", *FILLER[:5])
    table.pass_priority()
    table.cast("Glimpse of Freedom", using="escape", exile=list(FILLER[:5]))
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest"]


def test_sweet_oblivion_escapes_and_mills_four(table: Table) -> None:
    table.lands(0, "Island", 4)
    table.library(1, *FILLER[:5])
    table.graveyard(0, "Sweet Oblivion", *FILLER[:4])
    table.cast("Sweet Oblivion", using="escape", targets=["Bob"], exile=list(FILLER[:4]))
    table.resolve()
    assert len(table.names(Zone.GRAVEYARD, 1)) == 4


@pytest.mark.parametrize(("name", "lands", "exiled", "pt"), [
    ("Loathsome Chimera", 5, 3, (5, 2)),
    ("Voracious Typhon", 7, 4, (7, 7)),
    ("Underworld Charger", 5, 3, (5, 5)),
])
def test_creatures_escape_with_their_counters(table: Table, name: str, lands: int, exiled: int,
                                              pt: tuple[int, int]) -> None:
    table.lands(0, "Forest", lands)
    table.lands(0, "Swamp", lands)
    table.graveyard(0, name, *FILLER[:exiled])
    table.cast(name, using="escape", exile=list(FILLER[:exiled]))
    table.resolve()
    assert (table.power(name), table.toughness(name)) == pt


def test_underworld_charger_cant_block(table: Table) -> None:
    table.lands(0, "Swamp", 3)
    table.hand(0, "Underworld Charger")
    table.cast("Underworld Charger")
    table.resolve()
    assert "cant_block" in table.restrictions("Underworld Charger")
    assert table.power("Underworld Charger") == 3


@pytest.mark.plugins("escape", "haste")
def test_phoenix_of_ash_escapes_with_haste_enabled(table: Table) -> None:
    table.lands(0, "Mountain", 4)
    table.graveyard(0, "Phoenix of Ash", "Island", "Forest", "Swamp")
    table.cast("Phoenix of Ash", using="escape", exile=["Island", "Forest", "Swamp"])
    table.resolve()
    assert table.power("Phoenix of Ash") == 3
    table.attack("Phoenix of Ash")  # haste: attacks at once


def test_each_escape_ability_is_a_permission_kept_with_the_card(table: Table) -> None:
    """CR 702.138a, 601.2b, SEED-42: Ox of Agonas's own escape and the one Underworld Breach
    grants are two permissions, the granted one labelled with its source; both are kept with
    the card's characteristics: the next priority lists the very same permissions."""
    table.battlefield(0, "Underworld Breach")
    table.graveyard(0, "Ox of Agonas")
    first = [p for p in all_permissions(table.game, 0) if p.name == "escape"]
    assert [p.label for p in first] == [
        "escape {R}{R}, Exile eight other cards from your graveyard",
        "escape {3}{R}{R}, Exile three other cards from your graveyard, from Underworld Breach"]
    again = [p for p in all_permissions(table.game, 0) if p.name == "escape"]
    assert all(map(lambda a, b: a is b, first, again))
