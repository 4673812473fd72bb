"""Evoke (CR 702.74): "You may cast this card by paying [cost] rather than paying its mana
cost" and "When this permanent enters, if its evoke cost was paid, its controller
sacrifices it". Runs alone with ``pytest plugins/evoke`` (kernel + evoke only). Grizzly
Bears, Memnite, Glorious Anthem and the basic lands come from the kernel's pool."""

from __future__ import annotations

import re
from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import KeywordTrigger, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("evoke")

#: Each card of the pool and its evoke cost.
CARDS = {"Mulldrifter": "{2}{U}", "Aethersnipe": "{1}{U}{U}", "Briarhorn": "{1}{G}",
         "Ingot Chewer": "{R}", "Wispmare": "{W}", "Mournwhelk": "{3}{B}", "Offalsnout": "{B}",
         "Reveillark": "{5}{W}", "Walker of the Grove": "{4}{G}"}


def mana_for(cost: str) -> str:
    """The mana letters paying ``cost`` exactly ("{2}{B}" -> "CCB")."""
    return "".join("C" * int(s) if s.isdigit() else s for s in re.findall(r"\{(\w+)\}", cost))


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("evoke", "manastack_evoke", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_74a_evoke_is_a_cost_and_a_trigger_both_named_evoke(rules: Any) -> None:
    card = rules.card("Mulldrifter")
    evoke = [a for a in card.abilities if getattr(a, "keyword", "") == "evoke"]
    assert len(evoke) == 2
    (trigger,) = [a for a in evoke if isinstance(a, KeywordTrigger)]
    assert trigger.trigger.event == "enters" and trigger.trigger.intervening_if is not None


def test_without_the_plugin_an_evoke_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("evoke", "manastack_evoke", "cards.toml")
    definition = source.get("Mulldrifter")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("evoke", "evoke"),)


def test_702_74a_evoked_it_draws_two_and_is_sacrificed(table: Table) -> None:
    """Mulldrifter cast for {2}{U}: as it enters, its draw trigger and the evoke trigger both
    trigger (603.3b: Alice orders them); she draws two and sacrifices it."""
    table.library(0, "Island", "Island", "Island")
    table.lands(0, "Island", 3)
    table.hand(0, "Mulldrifter")
    table.cast("Mulldrifter", using="evoke")
    table.assert_logged(rule="601.2f")
    assert table.tapped_count(0) == 3
    resolve_stack(table)
    table.assert_logged(rule="702.74a", contains="sacrifices it")
    table.assert_zone("Mulldrifter", Zone.GRAVEYARD, 0)
    assert len(table.names(Zone.HAND, 0)) == 2


def test_702_74a_cast_for_its_mana_cost_it_stays(table: Table) -> None:
    table.library(0, "Island", "Island", "Island")
    table.lands(0, "Island", 5)
    table.hand(0, "Mulldrifter")
    table.cast("Mulldrifter")
    resolve_stack(table)
    table.assert_zone("Mulldrifter", Zone.BATTLEFIELD, 0)
    table.assert_not_logged(rule="702.74a")
    assert len(table.names(Zone.HAND, 0)) == 2


def test_603_4_put_onto_the_battlefield_without_casting_it_stays(table: Table) -> None:
    """Not cast at all, so its evoke cost wasn't paid: the intervening "if" is false."""
    table.battlefield(0, "Walker of the Grove")
    resolve_stack(table)
    table.assert_zone("Walker of the Grove", Zone.BATTLEFIELD, 0)


def test_702_74a_evoke_isnt_offered_without_enough_mana(table: Table) -> None:
    """With two Islands only the evoke cost {2}{U}... needs three: neither is castable."""
    from manastack.api import IllegalActionError

    table.lands(0, "Island", 2)
    table.hand(0, "Mulldrifter")
    with pytest.raises(IllegalActionError):
        table.cast("Mulldrifter", using="evoke")
    table.assert_zone("Mulldrifter", Zone.HAND, 0)


def test_702_74a_leaves_the_battlefield_triggers_when_sacrificed(table: Table) -> None:
    """Walker of the Grove evoked for {4}{G}: sacrificed as it enters, its "leaves the
    battlefield" trigger makes a 4/4 Elemental (603.6c, 603.10a)."""
    table.lands(0, "Forest", 5)
    table.hand(0, "Walker of the Grove")
    table.cast("Walker of the Grove", using="evoke")
    resolve_stack(table)
    table.assert_zone("Walker of the Grove", Zone.GRAVEYARD, 0)
    tokens = [o for o in table.game.battlefield(0) if o.card.name.startswith("Elemental")]
    assert len(tokens) == 1


def test_118_9a_evoke_is_not_combined_with_another_alternative_cost(table: Table) -> None:
    """The permission is from the hand only: a card in the graveyard has no evoke offer."""
    table.graveyard(0, "Mulldrifter")
    table.lands(0, "Island", 3)
    from manastack.api import IllegalActionError

    with pytest.raises(IllegalActionError):
        table.cast("Mulldrifter", using="evoke", zone=Zone.GRAVEYARD)


@pytest.mark.parametrize("name", sorted(CARDS))
def test_702_74a_each_card_of_the_pool_evoked_is_sacrificed(table: Table, name: str) -> None:
    """Each card cast for its evoke cost: its own enters/leaves abilities happen and it is
    sacrificed, into its owner's graveyard (Offalsnout's own "leaves" trigger may then exile
    a card from a graveyard: itself, if Alice chooses it)."""
    table.battlefield(1, "Grizzly Bears", "Memnite", "Glorious Anthem")
    table.graveyard(1, "Forest")
    table.library(0, "Island", "Island", "Island")
    table.hand(1, "Plains", "Plains")
    table.mana(0, mana_for(CARDS[name]))
    table.hand(0, name)
    table.cast(name, using="evoke")
    resolve_stack(table)
    table.assert_logged(rule="702.74a")
    table.assert_logged(rule="701.21a")
    assert table.zone_of(name) in (Zone.GRAVEYARD, Zone.EXILE)


def test_601_2f_a_cost_increase_applies_to_the_evoke_cost(table: Table) -> None:
    """Sphere of Resistance (spells cost {1} more): the evoke cost {2}{U} becomes {3}{U}
    (601.2f: the alternative cost, then increases)."""
    table.battlefield(1, "Sphere of Resistance")
    table.library(0, "Island", "Island")
    table.lands(0, "Island", 4)
    table.hand(0, "Mulldrifter")
    table.cast("Mulldrifter", using="evoke")
    assert table.tapped_count(0) == 4
    resolve_stack(table)
    table.assert_zone("Mulldrifter", Zone.GRAVEYARD, 0)
