"""Choice sentences (manastack_grammar.sentences.choices): "Choose up to three target cards in
graveyards" (then "Exile them."), zero to three targets in any player's graveyard."""

from __future__ import annotations

from collections.abc import Callable

from manastack.driver import Table
from manastack.model.objects import Card, Zone


def test_choose_up_to_three_target_cards_in_graveyards(table: Table, make: Callable[..., Card]) -> None:
    card = make(table, "Choose up to three target cards in graveyards. Exile them.")
    (spec,) = card.abilities[0].modes[0].targets  # type: ignore[attr-defined]
    assert (spec.min, spec.max, spec.zone) == (0, 3, Zone.GRAVEYARD)
    assert spec.objects is not None and spec.objects.owner is None  # any graveyard
