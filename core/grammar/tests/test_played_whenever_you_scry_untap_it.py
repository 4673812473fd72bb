""""Whenever you scry, if ~ is tapped, you may untap it. Do this only once each turn." played
(Legolas, Counter of Kills; CR 603.4, 608.2c, 603.2h, 701.22a).

A scry names no object, so the "it" of its trigger is the subject of the intervening "if"
clause: Legolas itself. Viscera Seer ("Sacrifice a creature: Scry 1.") scries: the tapped
Legolas untaps; declined, it stays tapped and a later scry of the turn may still untap it
(603.2h: only the action done counts); once untapped, it isn't again that turn. An "it" no
clause binds in a trigger on a scry or a life change names nothing: not read. The printed
cards are read from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.errors import UnsupportedCardError

oracle = pytest.mark.plugins("oracle")

LEGOLAS = "Legolas, Counter of Kills"


def _scry_once(table: Table, sacrificed: str, may: str) -> None:
    """Alice sacrifices ``sacrificed`` to Viscera Seer, scries 1 and answers ``may`` to
    Legolas's trigger; everything resolves."""
    table.activate("Viscera Seer", sacrifice=[sacrificed])
    table.answer("may", may)
    table.resolve_all()


def _legolas_tapped(table: Table) -> None:
    table.battlefield(0, LEGOLAS, tapped=True)
    table.battlefield(0, "Viscera Seer", "Grizzly Bears", "Memnite", "Ornithopter")
    table.library(0, *["Island"] * 8)


@oracle
def test_legolas_untaps_itself_after_a_scry(table: Table) -> None:
    """CR 603.4, 608.2c: "it" is Legolas, the subject of "if Legolas is tapped"."""
    _legolas_tapped(table)
    _scry_once(table, "Grizzly Bears", "yes")
    table.assert_tapped(LEGOLAS, False)
    table.assert_logged(rule="701.26b")


@oracle
def test_legolas_declined_stays_tapped_and_may_untap_later(table: Table) -> None:
    """CR 603.2h: declining isn't untapping: the next scry of the turn may still untap it."""
    _legolas_tapped(table)
    _scry_once(table, "Grizzly Bears", "no")
    table.assert_tapped(LEGOLAS, True)
    _scry_once(table, "Memnite", "yes")
    table.assert_tapped(LEGOLAS, False)


@oracle
def test_legolas_untaps_only_once_each_turn(table: Table) -> None:
    """CR 603.2h: untapped once this turn, tapped again, a second scry leaves it tapped."""
    _legolas_tapped(table)
    _scry_once(table, "Grizzly Bears", "yes")
    table.assert_tapped(LEGOLAS, False)
    table.game.tap(table.find(LEGOLAS).id)  # tapped again, by no scry
    table.refresh()
    _scry_once(table, "Memnite", "yes")
    table.assert_tapped(LEGOLAS, True)


@oracle
@pytest.mark.parametrize("text", ["Whenever you scry, untap it.",
                                  "Whenever you gain life, put a +1/+1 counter on it."])
def test_an_it_a_player_event_names_nothing_is_not_read(table: Table, text: str) -> None:
    """CR 603.2, 608.2c: a scry or a life gain is about no object: "it" names nothing."""
    with pytest.raises(UnsupportedCardError):
        table.card("Watcher", "Creature — Elf", text, "{G}", "1", "1")
