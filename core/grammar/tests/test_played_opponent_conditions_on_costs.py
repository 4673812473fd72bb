"""Spell costs that depend on what an opponent has or did, played with printed cards (CR
118.9, 601.2f).

- "If an opponent cast three or more spells this turn, you may pay {0} rather than pay this
  spell's mana cost." (Mindbreak Trap; 601.2i, 118.5: a cost of {0}).
- "If an opponent had three or more cards put into their graveyard from anywhere this turn,
  you may pay {0} rather than pay this spell's mana cost." (Ravenous Trap; 400.7).
- "If an opponent controls seven or more lands, this spell costs {6} less to cast." (Avatar of
  Fury; 109.4).
- "If an opponent has no cards in hand, this spell costs {6} less to cast." (Avatar of Will;
  402.1).

While the condition fails, the cheaper cast is refused and the game is left as it was (CR
732). The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")

#: The casting permission a printed alternative cost gives (CR 118.9).
ALTERNATIVE = "alternative cost"
pytestmark = needs_corpus


def _bob_casts_ornithopters(table: Table, count: int) -> None:
    """Bob, the active player, casts ``count`` Ornithopters (each resolves) and then one more,
    left on the stack; Alice gets priority (CR 117.3d)."""
    table.set_turn(active=1)
    table.hand(1, *["Ornithopter"] * (count + 1))
    for _ in range(count):
        table.cast("Ornithopter")
        table.resolve()
    table.cast("Ornithopter")
    table.pass_priority()


@oracle
def test_601_2i_mindbreak_trap_for_0_after_three_spells(table: Table) -> None:
    """CR 118.9, 601.2i: Bob cast three spells this turn (a fourth on the stack): Mindbreak
    Trap is cast for {0}, with no land, and exiles the fourth Ornithopter (406.2)."""
    table.hand(0, "Mindbreak Trap")
    _bob_casts_ornithopters(table, 2)
    spell = next(o for o in table.game.objects_in(Zone.STACK) if o.card.name == "Ornithopter")
    table.cast("Mindbreak Trap", using=ALTERNATIVE, targets=[[spell.id]])
    table.resolve()
    assert table.names(Zone.EXILE, 1) == ["Ornithopter"]
    assert table.names(Zone.BATTLEFIELD, 1).count("Ornithopter") == 2
    table.assert_zone("Mindbreak Trap", Zone.GRAVEYARD, 0)


@oracle
def test_732_mindbreak_trap_after_two_spells_is_refused(table: Table) -> None:
    """CR 118.9, 732: Bob cast only two spells (one on the stack): {0} is refused; the trap
    stays in hand, the spell on the stack."""
    table.hand(0, "Mindbreak Trap")
    _bob_casts_ornithopters(table, 1)
    spell = next(o for o in table.game.objects_in(Zone.STACK) if o.card.name == "Ornithopter")
    table.assert_illegal(table.cast, "Mindbreak Trap", using=ALTERNATIVE, targets=[[spell.id]])
    table.assert_zone("Mindbreak Trap", Zone.HAND, 0)
    assert table.find("Ornithopter", zone=Zone.STACK) is not None


@oracle
def test_400_7_ravenous_trap_for_0_after_bob_mills_five(table: Table) -> None:
    """CR 118.9, 400.7: Tome Scour puts five of Bob's cards into his graveyard: Ravenous Trap is
    cast for {0} and exiles that graveyard (406.2)."""
    table.lands(0, "Island", 1)
    table.library(1, "Forest", "Forest", "Forest", "Forest", "Forest", "Island")
    table.hand(0, "Tome Scour", "Ravenous Trap")
    table.cast("Tome Scour", targets=["Bob"])
    table.resolve()
    assert len(table.names(Zone.GRAVEYARD, 1)) == 5
    table.cast("Ravenous Trap", using=ALTERNATIVE, targets=["Bob"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == []
    assert table.names(Zone.EXILE, 1).count("Forest") == 5


@oracle
def test_732_ravenous_trap_after_your_own_cards_is_refused(table: Table) -> None:
    """CR 118.9, 732: "an opponent had": the five cards Tome Scour puts into Alice's own
    graveyard are no opponent's; {0} is refused."""
    table.lands(0, "Island", 1)
    table.library(0, "Forest", "Forest", "Forest", "Forest", "Forest", "Island")
    table.graveyard(1, "Forest")
    table.hand(0, "Tome Scour", "Ravenous Trap")
    table.cast("Tome Scour", targets=["Alice"])
    table.resolve()
    table.assert_illegal(table.cast, "Ravenous Trap", using=ALTERNATIVE, targets=["Bob"])
    table.assert_zone("Ravenous Trap", Zone.HAND, 0)
    assert table.names(Zone.GRAVEYARD, 1) == ["Forest"]


@oracle
def test_601_2f_avatar_of_fury_costs_6_less_against_seven_lands(table: Table) -> None:
    """CR 601.2f, 109.4: Bob controls seven lands: Avatar of Fury is cast for {R}{R}."""
    table.lands(1, "Forest", 7)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Avatar of Fury")
    table.cast("Avatar of Fury")
    table.resolve()
    table.assert_zone("Avatar of Fury", Zone.BATTLEFIELD, 0)


@oracle
def test_732_avatar_of_fury_against_six_lands_is_refused(table: Table) -> None:
    """CR 601.2f, 732: six lands: no reduction, {6}{R}{R} can't be paid with two Mountains;
    refused, nothing tapped."""
    table.lands(1, "Forest", 6)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Avatar of Fury")
    table.assert_illegal(table.cast, "Avatar of Fury")
    table.assert_zone("Avatar of Fury", Zone.HAND, 0)
    assert table.tapped_count(0) == 0


@oracle
def test_601_2f_avatar_of_will_costs_6_less_against_an_empty_hand(table: Table) -> None:
    """CR 601.2f, 402.1: Bob's hand is empty: Avatar of Will is cast for {U}{U}; with a card
    in Bob's hand, the same cast is refused (732)."""
    table.lands(0, "Island", 2)
    table.hand(0, "Avatar of Will")
    table.hand(1, "Forest")
    table.assert_illegal(table.cast, "Avatar of Will")
    assert table.tapped_count(0) == 0
    table.game.move(table.find("Forest", zone=Zone.HAND).id, Zone.GRAVEYARD)
    table.refresh()
    table.cast("Avatar of Will")
    table.resolve()
    table.assert_zone("Avatar of Will", Zone.BATTLEFIELD, 0)
