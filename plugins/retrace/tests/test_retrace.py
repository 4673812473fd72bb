"""Retrace (CR 702.81): "You may cast this card from your graveyard by discarding a land card
as an additional cost to cast it". Runs alone with ``pytest plugins/retrace`` (kernel +
retrace only). Grizzly Bears, Counterspell and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from manastack_retrace import RetraceAbility
from pytest_manastack import Table

from manastack.api import (
    CastSpell,
    IllegalActionError,
    Step,
    TomlCardSource,
    UnsupportedCardError,
    Zone,
)

pytestmark = pytest.mark.plugins("retrace")

#: Each card of the pool and its mana cost (what a retrace cast pays, with the land discarded).
CARDS = {"Flame Jab": "{R}", "Raven's Crime": "{B}", "Worm Harvest": "{2}{B/G}{B/G}{B/G}",
         "Syphon Life": "{1}{B}{B}", "Oona's Grace": "{2}{U}", "Monstrify": "{3}{G}"}


def retrace_casts(table: Table) -> list[str]:
    return sorted(a.name for a in table.game.legal_actions()
                  if isinstance(a, CastSpell) and a.permission == "retrace")


def test_the_pool_is_the_cards_played_with_their_cost_and_retrace(rules: Any) -> None:
    """The cards these tests play are the package's pool, with their mana cost and retrace (the
    conformance suite checks that each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("retrace", "manastack_retrace", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name, cost in CARDS.items():
        card = rules.card(name)
        assert str(card.mana_cost) == cost
        assert any(isinstance(a, RetraceAbility) for a in card.abilities)


def test_without_the_plugin_a_retrace_card_names_it() -> None:
    """Kernel only: Flame Jab's data loads, but its keyword needs this plugin (and the card
    can't be cast, with an error naming the plugin)."""
    from manastack.api import Rules, check_playable

    source = TomlCardSource.from_package("retrace", "manastack_retrace", "cards.toml")
    definition = source.get("Flame Jab")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("retrace", "retrace"),)
    with pytest.raises(UnsupportedCardError, match="plugin 'retrace'"):
        check_playable(None, card)  # type: ignore[arg-type]


def test_702_81a_cast_from_the_graveyard_discarding_a_land_again_and_again(table: Table) -> None:
    """Flame Jab from the graveyard: {R} and a land card discarded (601.2f-h). Nothing exiles
    it: it goes back to the graveyard as it resolves (608.2n) and is retraced again."""
    table.lands(0, "Mountain", 2)
    table.graveyard(0, "Flame Jab")
    table.hand(0, "Forest", "Plains")
    table.cast("Flame Jab", using="retrace", targets=["Bob"], discard=["Forest"])
    table.assert_logged(rule="601.2f")
    table.assert_zone("Forest", Zone.GRAVEYARD, 0)
    table.resolve()
    table.assert_life(1, 19)
    table.assert_zone("Flame Jab", Zone.GRAVEYARD, 0)
    table.cast("Flame Jab", using="retrace", targets=["Bob"], discard=["Plains"])
    table.resolve()
    table.assert_life(1, 18)
    table.assert_zone("Flame Jab", Zone.GRAVEYARD, 0)
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Flame Jab", "Forest", "Plains"]
    assert table.tapped_count(0) == 2


def test_702_81a_only_a_land_card_pays_the_discard(table: Table) -> None:
    """With only a nonland card in hand the discard can't be paid: the cast is not offered,
    and naming the nonland card is refused (601.2h)."""
    table.lands(0, "Mountain", 1)
    table.graveyard(0, "Flame Jab")
    table.hand(0, "Grizzly Bears")
    assert retrace_casts(table) == []
    with pytest.raises(IllegalActionError):
        table.cast("Flame Jab", using="retrace", targets=["Bob"], discard=["Grizzly Bears"])
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)
    table.assert_zone("Flame Jab", Zone.GRAVEYARD, 0)


def test_702_81a_offered_with_a_land_card_in_hand(table: Table) -> None:
    table.lands(0, "Mountain", 1)
    table.graveyard(0, "Flame Jab")
    table.hand(0, "Grizzly Bears", "Island")
    assert retrace_casts(table) == ["Flame Jab"]


def test_118_8_the_mana_cost_is_paid_too(table: Table) -> None:
    """The discard is in addition to the mana cost (118.8): without {1}{B}{B} no cast."""
    table.lands(0, "Swamp", 2)
    table.graveyard(0, "Syphon Life")
    table.hand(0, "Swamp")
    assert retrace_casts(table) == []


def test_601_3_retrace_is_a_permission_from_the_graveyard_only(table: Table) -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, "Flame Jab", "Forest")
    table.assert_illegal(table.cast, "Flame Jab", using="retrace", zone=Zone.HAND,
                         targets=["Bob"], rule="601.3")


def test_307_1_retrace_keeps_a_sorcerys_timing(table: Table) -> None:
    table.lands(0, "Mountain", 1)
    table.graveyard(0, "Flame Jab")
    table.hand(0, "Forest")
    table.set_turn(active=1, step=Step.MAIN1)
    table.pass_priority()  # Bob passes: Alice has priority in Bob's main phase
    table.assert_illegal(table.cast, "Flame Jab", using="retrace", targets=["Bob"],
                         discard=["Forest"], rule="307.1")


def test_702_81a_countered_it_goes_to_the_graveyard(table: Table) -> None:
    """Retrace replaces nothing: countered, the card goes to its owner's graveyard (701.6a)."""
    table.lands(0, "Mountain", 1)
    table.lands(1, "Island", 2)
    table.graveyard(0, "Flame Jab")
    table.hand(0, "Forest")
    table.hand(1, "Counterspell")
    table.cast("Flame Jab", using="retrace", targets=["Bob"], discard=["Forest"])
    table.pass_priority()
    table.cast("Counterspell", targets=["Flame Jab"])
    table.resolve()
    table.assert_zone("Flame Jab", Zone.GRAVEYARD, 0)
    table.assert_life(1, 20)


def test_601_2h_worm_harvest_counts_the_land_discarded_to_retrace_it(table: Table) -> None:
    """Costs are paid as the spell is cast (601.2h), before it resolves (608.2): the land
    discarded for retrace is one of the land cards Worm Harvest counts."""
    table.lands(0, "Swamp", 5)
    table.graveyard(0, "Worm Harvest", "Forest")
    table.hand(0, "Island")
    table.cast("Worm Harvest", using="retrace", discard=["Island"])
    table.resolve()
    worms = [o for o in table.game.battlefield(0) if o.card.name.startswith("Worm")]
    assert len(worms) == 2
    table.assert_zone("Worm Harvest", Zone.GRAVEYARD, 0)


@pytest.mark.parametrize("name", ["Raven's Crime", "Syphon Life", "Oona's Grace", "Monstrify"])
def test_702_81a_each_card_of_the_pool_cast_with_retrace(table: Table, name: str) -> None:
    """Each card cast from the graveyard for its mana cost and a land card, back to the
    graveyard after."""
    table.library(0, "Island")
    table.lands(0, "Swamp", 3)
    table.lands(0, "Forest", 4)
    table.lands(0, "Island", 3)
    table.battlefield(0, "Grizzly Bears")
    table.graveyard(0, name)
    table.hand(0, "Mountain")
    table.hand(1, "Grizzly Bears")
    targets = {"Monstrify": [table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).id]}
    table.cast(name, using="retrace", targets=targets.get(name, ["Bob"]), discard=["Mountain"])
    table.resolve()
    table.assert_zone(name, Zone.GRAVEYARD, 0)
    table.assert_zone("Mountain", Zone.GRAVEYARD, 0)


def test_601_3_702_81a_retrace_from_the_hand_is_refused_with_its_reason(table: Table) -> None:
    """Flame Jab in the hand, cast with retrace through ``Game.act``: refused citing 601.3 and
    retrace's rule, saying where retrace casts from (CR 732: nothing changes)."""
    table.lands(0, "Mountain", 1)
    (card, _) = table.hand(0, "Flame Jab", "Forest")
    exc = table.assert_illegal(table.game.act, CastSpell(card.id, "retrace"), rule="601.3")
    assert "702.81a" in exc.rules
    assert "is in hand: retrace casts it only from its owner's graveyard" in exc.reason


def test_118_3_702_81a_retrace_without_a_land_card_says_the_discard_cant_be_paid(
        table: Table) -> None:
    """Flame Jab in the graveyard, only Grizzly Bears (no land card) in hand: the land card
    to discard, part of the retrace cost, can't be paid (118.3, 702.81a)."""
    table.lands(0, "Mountain", 1)
    table.graveyard(0, "Flame Jab")
    table.hand(0, "Grizzly Bears")
    exc = table.assert_illegal(table.cast, "Flame Jab", using="retrace", targets=["Bob"],
                               rule="601.2h")
    assert {"118.3", "702.81a"} <= set(exc.rules), exc.rules
    assert "(part of the retrace cost, 702.81a): only 0 can pay it, 1 needed" in exc.reason
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)
