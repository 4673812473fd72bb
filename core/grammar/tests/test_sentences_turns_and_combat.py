"""Turn and combat sentences (manastack_grammar.sentences.turns_and_combat): "can't block this
turn" (beside "loses flying until end of turn") and "can't be blocked this turn" (CR 509.1b),
for that turn only, "attacks this turn if able" (508.1d), "Untap all lands you control", and
"After this phase, there is an additional combat phase. Only land creatures can attack during
that combat phase." (500.8). Also here: a text change of a spell (601.2b, 612: "target" made
"each", as overload does) read when legal actions are listed, so a spell whose changed text
needs no target is offered. Infiltrate and Heckling Fiends: exact Oracle text, from the card
source below (not in the kernel's pool)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

import pytest
from pytest_manastack import card_pool

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.hookspecs import hookimpl
from manastack.loading.sources import MemoryCardSource
from manastack.model.actions import CastSpell
from manastack.model.cards import CardDef
from manastack.model.objects import Card, GameObject, Zone
from manastack.model.spells import Spell
from manastack.model.turns import Step

_CARDS = (
    CardDef(name="Infiltrate", mana_cost="{U}", type_line="Instant",
            text="Target creature can't be blocked this turn."),
    CardDef(name="Heckling Fiends", mana_cost="{2}{R}", type_line="Creature — Devil",
            power="2", toughness="2",
            text="{2}{R}: Target creature attacks this turn if able."),
)

cards = pytest.mark.plugins(extra={"cards": card_pool("grammar-testkit", _CARDS)})


# --------------------------------------------------------------------------
# Combat restrictions and requirements (509.1b, 508.1d)
# --------------------------------------------------------------------------


def test_cant_block_this_turn_and_loses_flying(table_factory: Callable[..., Table], make: Callable[..., Card],
                                               put: Callable[..., GameObject]) -> None:
    table = table_factory()
    put(table, make(table, "Up to two target creatures can't block this turn."))
    put(table, make(table, "Target creature loses flying until end of turn.", name="Grounded",
                    type_line="Instant"))
    table.battlefield(1, "Serra Angel", "Grizzly Bears")
    table.battlefield(0, "Craw Wurm")
    table.cast("Test Card", targets=[["Grizzly Bears"]])
    table.resolve()
    table.cast("Grounded", targets=["Serra Angel"])
    table.resolve()
    assert table.restrictions("Grizzly Bears") == {"cant_block"}
    assert not table.has_keyword("Serra Angel", "flying")
    assert table.has_keyword("Serra Angel", "vigilance")


@cards
def test_infiltrate_cant_be_blocked_this_turn(table: Table) -> None:
    from manastack.engine.combat import can_block

    table.lands(0, "Island", 1)
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Craw Wurm")
    table.hand(0, "Infiltrate")
    table.cast("Infiltrate", targets=["Grizzly Bears"])
    table.resolve()
    wurm, bears, giant = (table.find(n).id for n in ("Craw Wurm", "Grizzly Bears", "Hill Giant"))
    assert "509.1b" in (can_block(table.game, wurm, bears) or "")
    assert can_block(table.game, wurm, giant) is None
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    table.next_turn()
    assert can_block(table.game, table.find("Craw Wurm").id, table.find("Grizzly Bears").id) \
        is None  # the effect ended with the turn


@cards
def test_heckling_fiends_makes_a_creature_attack(table_factory: Any) -> None:
    table = table_factory(active=1)
    table.lands(0, "Mountain", 3)
    table.battlefield(0, "Heckling Fiends")
    table.battlefield(1, "Hill Giant", "Gray Ogre")
    table.pass_priority()
    table.activate("Heckling Fiends", targets=["Hill Giant"])
    table.resolve()
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.game.respond, [], rule="508.1d")
    table.attack("Hill Giant")
    assert not table.game.is_attacking(table.find("Gray Ogre").id)


# --------------------------------------------------------------------------
# Untapping, additional combat phases (500.8)
# --------------------------------------------------------------------------


def test_untap_all_lands_you_control(table, card):
    wake = card(table, "Test Wake", "Instant", "Untap all lands you control.", cost="{0}")
    table.battlefield(0, "Forest", "Forest", tapped=True)
    table.battlefield(1, "Forest", tapped=True)
    table.put(wake, Zone.HAND, 0)
    table.cast("Test Wake")
    table.resolve()
    assert [o.tapped for o in table.game.battlefield(0)] == [False, False]
    assert [o.tapped for o in table.game.battlefield(1)] == [True]


def test_additional_combat_phase_where_only_land_creatures_attack(table, card):
    bumi = card(table, "Test Bumi", "Creature — Human",
                "Whenever ~ deals combat damage to a player, untap all lands you control. "
                "After this phase, there is an additional combat phase. Only land creatures "
                "can attack during that combat phase.", cost="{G}", power="2", toughness="2")
    assert bumi.playable, bumi.unrecognized
    table.put(bumi, Zone.BATTLEFIELD, 0)
    table.battlefield(0, "Forest", tapped=True)
    table.attack("Test Bumi")
    table.go_to(Step.COMBAT_DAMAGE)
    table.resolve()  # the trigger
    assert not table.find("Forest").tapped
    table.go_to(Step.END_COMBAT)
    table.pass_priority()
    table.pass_priority()
    assert table.game.state.turn.step is Step.BEGIN_COMBAT
    table.assert_logged(rule="500.8", contains="additional combat phase begins")
    table.go_to(Step.DECLARE_ATTACKERS)
    assert table.game.pending().kind == "priority"  # nobody may attack: no attackers asked
    table.go_to(Step.MAIN2)
    table.assert_life(1, 18)
    assert table.game.state.turn.attack_filter is None


# --------------------------------------------------------------------------
# Text changes in legal actions (CR 601.2b, 612)
# --------------------------------------------------------------------------


class EachInfiltrate:
    """A text change like overload's, for any "Infiltrate" cast with permission "each"."""

    @staticmethod
    @hookimpl
    def manastack_register_card_sources() -> Iterable[Any]:
        return [MemoryCardSource("grammar-testkit", _CARDS)]

    @staticmethod
    @hookimpl
    def manastack_casting_permissions(game: Game, player: int) -> Iterable[Any]:
        from manastack.model.costs import Cost
        from manastack.model.mana import ManaCost
        from manastack.model.spells import CastingPermission

        return [CastingPermission(name="each", obj=o.id, zone=Zone.HAND,
                                  cost=Cost(mana=ManaCost.parse("{U}")), plugin="each")
                for o in game.hand(player) if o.card.name == "Infiltrate"]

    @staticmethod
    @hookimpl
    def manastack_spell_text(game: Game, spell: Spell, text: str) -> str | None:
        if spell.permission.name != "each":
            return None
        return re.sub(r"\btarget\b", "each", text, flags=re.IGNORECASE)


EACH = EachInfiltrate()


@pytest.mark.plugins(extra={"each": EACH})
def test_legal_actions_see_the_changed_text(table: Table) -> None:
    table.lands(0, "Island", 1)
    card = table.hand(0, "Infiltrate")[0]
    table.game.pending()  # the main phase begins first (its turn-based actions are logged)
    log_length = len(table.game.log)
    actions = table.game.legal_actions()  # no creature: the targeted version can't be cast
    assert CastSpell(card.id, "each", "Infiltrate") in actions
    assert CastSpell(card.id, "hand", "Infiltrate") not in actions
    assert len(table.game.log) == log_length
    table.battlefield(0, "Grizzly Bears")
    table.cast("Infiltrate", using="each")
    table.assert_logged(rule="601.2b", contains="each creature can't be blocked")
    table.resolve()
    assert table.restrictions("Grizzly Bears") == {"cant_be_blocked"}
