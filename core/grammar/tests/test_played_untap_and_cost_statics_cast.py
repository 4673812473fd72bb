"""Printed untap-step restrictions and a spell-count cost reduction, each card cast from the
hand (CR 601.2) and resolved onto the battlefield (608.3), then asserted in play.

Choke keeps Bob's Islands tapped in his untap step, his Forest untaps (502.3); Damping Field
lets Bob untap the one artifact he chooses, the other stays tapped, his creature untaps
(502.3); Highspire Bell-Ringer, itself the first spell of the turn, makes the second spell
{1} cheaper and the third full price again (601.2f).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CHOKE = CardDef(
    name="Choke", mana_cost="{2}{G}", type_line="Enchantment",
    text="Islands don't untap during their controllers' untap steps.")
DAMPING_FIELD = CardDef(
    name="Damping Field", mana_cost="{2}{W}", type_line="Enchantment",
    text="Players can't untap more than one artifact during their untap steps.")
BELL_RINGER = CardDef(
    name="Highspire Bell-Ringer", mana_cost="{2}{U}", type_line="Creature — Djinn Monk",
    power="1", toughness="4",
    text="Flying\nThe second spell you cast each turn costs {1} less to cast.")

SMOKE = CardDef(
    name="Smoke", mana_cost="{R}{R}", type_line="Enchantment",
    text="Players can't untap more than one creature during their untap steps.")
PSIONICIST = CardDef(
    name="Uthros Psionicist", mana_cost="{2}{U}", type_line="Creature — Jellyfish Scientist",
    power="2", toughness="4",
    text="The second spell you cast each turn costs {2} less to cast.")

CARDS = (CHOKE, DAMPING_FIELD, BELL_RINGER, SMOKE, PSIONICIST)
kit = pytest.mark.plugins(extra={"untap-cost-cast-kit": card_pool("untap-cost-cast-kit",
                                                                  CARDS)})

CastAndResolve = Callable[[Table, str, dict[str, int]], None]


@kit
def test_choke_cast_keeps_bobs_islands_tapped(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 502.3: in Bob's untap step his Island stays tapped, his Forest untaps."""
    cast_and_resolve(table, "Choke", {"Forest": 3})
    table.battlefield(1, "Island", tapped=True)
    table.battlefield(1, "Forest", tapped=True)
    table.library(1, "Plains")
    table.next_turn()
    table.assert_tapped("Island")
    assert table.find("Forest", zone=Zone.BATTLEFIELD, player=1).tapped is False


@kit
def test_damping_field_cast_untaps_one_chosen_artifact(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 502.3: Bob chooses Sol Ring: it untaps, Memnite (an artifact too) stays tapped, his
    Grizzly Bears (no artifact) untaps."""
    cast_and_resolve(table, "Damping Field", {"Plains": 3})
    table.battlefield(1, "Memnite", "Sol Ring", "Grizzly Bears", tapped=True)
    table.library(1, "Plains")
    seen = table.watch_decisions("untap_one")
    table.answer("untap_one", "Sol Ring", player=1)
    table.next_turn()
    table.assert_tapped("Sol Ring", False)
    table.assert_tapped("Memnite")
    table.assert_tapped("Grizzly Bears", False)
    assert len(seen) == 1 and seen[0].player == 1 and len(seen[0].options) == 2


@kit
def test_highspire_bell_ringer_cast_first_makes_the_second_spell_cheaper(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 601.2f, 601.2i: the Bell-Ringer is the first spell (full {2}{U}); Grizzly Bears,
    the second, costs {G} with one Forest; Hill Giant, the third, costs its full {3}{R}."""
    cast_and_resolve(table, "Highspire Bell-Ringer", {"Island": 3})
    table.lands(0, "Forest", 1)
    table.hand(0, "Grizzly Bears", "Hill Giant")
    table.cast("Grizzly Bears")
    table.assert_logged(rule="601.2f", contains="- {1} (Highspire Bell-Ringer)")
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.lands(0, "Mountain", 3)
    table.assert_illegal(table.cast, "Hill Giant", rule="601.2")
    table.assert_zone("Hill Giant", Zone.HAND, 0)
    assert table.tapped_count(0, "Mountain") == 0


@kit
def test_smoke_cast_untaps_one_chosen_creature(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 502.3: Bob chooses Hill Giant: it untaps; his Grizzly Bears stays tapped; Memnite,
    an artifact creature, is a creature too and stays tapped."""
    cast_and_resolve(table, "Smoke", {"Mountain": 2})
    table.battlefield(1, "Grizzly Bears", "Hill Giant", "Memnite", tapped=True)
    table.library(1, "Plains")
    seen = table.watch_decisions("untap_one")
    table.answer("untap_one", "Hill Giant", player=1)
    table.next_turn()
    table.assert_tapped("Hill Giant", False)
    table.assert_tapped("Grizzly Bears")
    table.assert_tapped("Memnite")
    assert len(seen) == 1 and len(seen[0].options) == 3


@kit
def test_uthros_psionicist_cast_first_makes_the_second_spell_two_cheaper(
        table: Table, cast_and_resolve: CastAndResolve) -> None:
    """CR 601.2f: the Psionicist is the first spell; Hill Giant ({3}{R}), the second, costs
    {1}{R} with two Mountains; Grizzly Bears, the third, is not cheaper (one Forest won't do)."""
    cast_and_resolve(table, "Uthros Psionicist", {"Island": 3})
    table.lands(0, "Mountain", 2)
    table.hand(0, "Hill Giant", "Grizzly Bears")
    table.cast("Hill Giant")
    table.resolve()
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 0)
    assert table.tapped_count(0, "Mountain") == 2
    table.lands(0, "Forest", 1)
    table.assert_illegal(table.cast, "Grizzly Bears", rule="601.2")
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
