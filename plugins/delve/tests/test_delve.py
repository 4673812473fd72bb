"""manastack-delve (CR 702.66): run alone with ``pytest plugins/delve``.

Only the kernel and delve are enabled (``@pytest.mark.plugins("delve")``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest
from pytest_manastack import Table, cast_and_resolve, plugin as plugin_of

from manastack.api import (
    Answer,
    CastingPermission,
    CastSpell,
    Game,
    IllegalActionError,
    Step,
    TomlCardSource,
    Zone,
)

pytestmark = pytest.mark.plugins("delve")

FILLER = ("Island", "Forest", "Swamp", "Plains", "Mountain", "Wastes", "Island", "Forest",
          "Swamp", "Plains", "Mountain", "Wastes")

CARDS = (
    "Treasure Cruise", "Dig Through Time", "Murderous Cut", "Gurmag Angler", "Hooting Mandrills",
    "Temporal Trespass", "Become Immense", "Logic Knot", "Tasigur, the Golden Fang", "Set Adrift",
    "Sultai Scavenger", "Tombstalker", "Shambling Attendants", "Magmatic Sinkhole",
    "Tasigur's Cruelty", "Dead Drop",
)


def casts(table: Table) -> list[str]:
    return [a.name for a in table.game.legal_actions() if isinstance(a, CastSpell)]


def graveyard(table: Table, n: int, player: int = 0) -> list[str]:
    names = list(FILLER[:n])
    table.graveyard(player, *names)
    return names


# --------------------------------------------------------------------------
# Recognition
# --------------------------------------------------------------------------


def test_every_card_of_the_pool_is_understood(rules: Any) -> None:
    for name in CARDS:
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        assert "delve" in rules.printed(card).keywords


def test_without_the_plugin_a_delve_card_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("delve", "manastack_delve", "cards.toml")
    definition = source.get("Treasure Cruise")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert card.missing_keywords == (("delve", "delve"),)


# --------------------------------------------------------------------------
# SEED-37: exile cards instead of paying generic mana (702.66a)
# --------------------------------------------------------------------------


def test_SEED_37_treasure_cruise_delves_seven(table: Table) -> None:
    table.lands(0, "Island", 1)
    table.hand(0, "Treasure Cruise")
    exiled = graveyard(table, 7)
    table.library(0, "Forest", "Forest", "Forest")
    table.cast("Treasure Cruise", pay_with={"delve": exiled})
    assert sorted(table.names(Zone.EXILE)) == sorted(exiled)
    assert table.names(Zone.GRAVEYARD, 0) == []
    table.assert_logged(rule="601.2h", contains="7 generic mana paid by delve")
    table.assert_logged(rule="702.66a")
    spell = table.find("Treasure Cruise", zone=Zone.STACK)
    assert spell.spell is not None and len(spell.spell.exiled_to_pay) == 7
    assert table.game.mana_value(spell.id) == 8  # CR 202.3: delve changes no mana value
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest", "Forest", "Forest"]


def test_SEED_37_delve_pays_only_generic_mana(table: Table) -> None:
    table.hand(0, "Murderous Cut")
    table.battlefield(1, "Craw Wurm")
    graveyard(table, 10)
    assert casts(table) == []  # {B} can't be paid by exiling cards
    table.assert_illegal(table.cast, "Murderous Cut", targets=["Craw Wurm"], rule="601.2h")
    assert len(table.names(Zone.GRAVEYARD, 0)) == 10


def test_SEED_37_never_more_cards_than_generic_mana(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.hand(0, "Murderous Cut")
    table.battlefield(1, "Craw Wurm")
    names = graveyard(table, 10)
    seen = table.on_decision("delve")
    table.cast("Murderous Cut", targets=["Craw Wurm"])
    (decision,) = seen
    assert (decision.min, decision.max) == (4, 4)  # {4}{B}, one Swamp: four cards, no more
    assert len(decision.options) == 10
    assert len(table.names(Zone.EXILE)) == 4
    # asking to exile five is refused and changes nothing (CR 732)
    other = table_with_cut(table)
    other.assert_illegal(other.cast, "Murderous Cut", targets=["Craw Wurm"], pay_with={"delve": names[:5]},
                         rule="601.2h")


def table_with_cut(table: Table) -> Table:
    fresh = Table.new(["delve"])
    fresh.lands(0, "Swamp", 1)
    fresh.hand(0, "Murderous Cut")
    fresh.battlefield(1, "Craw Wurm")
    graveyard(fresh, 10)
    return fresh


def test_SEED_37_delve_is_optional_when_mana_pays(table: Table) -> None:
    table.lands(0, "Swamp", 5)
    table.hand(0, "Murderous Cut")
    table.battlefield(1, "Craw Wurm")
    graveyard(table, 3)
    seen = table.on_decision("delve")
    table.cast("Murderous Cut", targets=["Craw Wurm"])
    (decision,) = seen
    assert (decision.min, decision.max) == (0, 3)
    assert table.names(Zone.EXILE) == []  # the default answer delves nothing
    assert all(o.tapped for o in table.game.battlefield(0))


def test_SEED_37_the_player_may_delve_more_than_needed(table: Table) -> None:
    names = graveyard(table, 4)
    cast_and_resolve(table, "Murderous Cut", lands={"Swamp": 5}, theirs=["Craw Wurm"],
                     targets=["Craw Wurm"], pay_with={"delve": names}, resolve=False)
    assert sum(o.tapped for o in table.game.battlefield(0)) == 1  # only {B} paid with mana
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Craw Wurm"]


def test_delve_and_mana_together_are_found_by_the_automatic_payer(table: Table) -> None:
    table.lands(0, "Island", 4)
    table.hand(0, "Treasure Cruise")
    graveyard(table, 5)
    table.library(0, "Forest", "Forest", "Forest")
    assert casts(table) == ["Treasure Cruise"]
    seen = table.on_decision("delve")
    table.cast("Treasure Cruise")
    (decision,) = seen
    assert (decision.min, decision.max) == (4, 5)  # four Islands pay {U} and three generic
    assert len(table.names(Zone.EXILE)) == 4
    assert all(o.tapped for o in table.game.battlefield(0))


def test_delve_not_enough_cards_and_mana(table: Table) -> None:
    table.lands(0, "Island", 3)
    table.hand(0, "Treasure Cruise")
    graveyard(table, 4)
    assert casts(table) == []
    table.assert_illegal(table.cast, "Treasure Cruise", rule="601.2h")


def test_delve_only_exiles_from_the_casters_graveyard(table: Table) -> None:
    table.lands(0, "Island", 1)
    table.hand(0, "Treasure Cruise")
    graveyard(table, 7, player=1)
    assert casts(table) == []


def test_a_spell_without_delve_asks_nothing(table: Table) -> None:
    table.lands(0, "Island", 3)
    table.hand(0, "Divination")
    graveyard(table, 5)
    seen = table.on_decision("delve")
    table.library(0, "Forest", "Forest")
    table.cast("Divination")
    assert seen == []
    assert table.names(Zone.EXILE) == []


def _from_graveyard(game: Game, player: int) -> Iterable[CastingPermission]:
    return [CastingPermission(name="test-graveyard", obj=o.id, zone=Zone.GRAVEYARD,
                              plugin="testperm") for o in game.graveyard(player)]


TEST_PERMISSION = plugin_of(manastack_casting_permissions=_from_graveyard)


@pytest.mark.plugins("delve", extra={"testperm": TEST_PERMISSION})
def test_the_spells_own_card_is_on_the_stack_not_in_the_graveyard(table: Table) -> None:
    """A test permission casts Treasure Cruise from the graveyard: it can't pay for itself."""
    table.lands(0, "Island", 1)
    table.graveyard(0, "Treasure Cruise")
    graveyard(table, 6)
    # seven cards in the graveyard, but only six besides itself: {7}{U} can't be paid
    assert "Treasure Cruise" not in casts(table)
    table.graveyard(0, "Swamp")
    table.lands(0, "Island", 1)
    assert "Treasure Cruise" in casts(table)
    seen = table.on_decision("delve")
    table.cast("Treasure Cruise", using="test-graveyard")
    (decision,) = seen
    assert (decision.min, decision.max, len(decision.options)) == (6, 7, 7)
    assert not any(label.startswith("Treasure Cruise") for label in decision.labels)


# --------------------------------------------------------------------------
# Any total cost: reduced, increased, {X} (702.66b)
# --------------------------------------------------------------------------


def test_delve_after_a_cost_reduction(table: Table) -> None:
    table.battlefield(0, "Goblin Electromancer")
    table.lands(0, "Island", 1)
    table.hand(0, "Treasure Cruise")
    graveyard(table, 8)
    table.library(0, "Forest", "Forest", "Forest")
    seen = table.on_decision("delve")
    spell = table.cast("Treasure Cruise")
    (decision,) = seen
    assert decision.max == 6  # {6}{U} after the reduction: six cards at most
    table.assert_logged(rule="601.2f", contains="= {6}{U} (locked)")
    assert table.game.mana_value(spell.id) == 8


def test_delve_after_a_cost_increase(table: Table) -> None:
    table.battlefield(1, "Thalia, Guardian of Thraben")
    table.lands(0, "Island", 1)
    table.hand(0, "Treasure Cruise")
    graveyard(table, 7)
    assert casts(table) == []  # {8}{U} now: seven cards and one Island can't pay it
    table.graveyard(0, "Island")
    table.cast("Treasure Cruise")
    table.assert_logged(rule="601.2f", contains="= {8}{U} (locked)")
    assert len(table.names(Zone.EXILE)) == 8


def test_logic_knot_x_paid_by_delve(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.hand(0, "Logic Knot")
    names = graveyard(table, 5)
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Alice"])
    table.pass_priority()
    seen = table.on_decision("x", pick=lambda game, d: (max(d.options),))
    table.cast("Logic Knot", targets=["Lightning Bolt"], pay_with={"delve": names})
    assert max(seen[0].options) == 5  # X up to the five cards delve can pay
    table.assert_logged(rule="601.2f", contains="base {5}{U}{U}")
    assert len(table.names(Zone.EXILE)) == 5
    table.resolve()  # Bob can't pay {5}: Lightning Bolt is countered
    assert table.names(Zone.GRAVEYARD, 1) == ["Lightning Bolt"]
    table.assert_life(0, 20)


def test_logic_knot_with_x_zero_is_paid_by_the_controller(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.hand(0, "Logic Knot")
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Alice"])
    table.pass_priority()
    table.cast("Logic Knot", x=0, targets=["Lightning Bolt"])
    table.resolve(answers=[Answer("pay_unless", (True,))])
    table.resolve()
    table.assert_life(0, 17)


# --------------------------------------------------------------------------
# The cards
# --------------------------------------------------------------------------


def test_dig_through_time(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.hand(0, "Dig Through Time")
    names = graveyard(table, 6)
    table.library(0, "Grizzly Bears", "Craw Wurm", "Forest", "Forest", "Forest", "Forest",
                  "Hill Giant", "Swamp")
    table.cast("Dig Through Time", pay_with={"delve": names})
    table.on_decision("choose", pick=lambda game, d: tuple(
        o for o in d.options if game.obj(o).card.name in ("Craw Wurm", "Hill Giant")))
    table.resolve()
    assert sorted(table.names(Zone.HAND, 0)) == ["Craw Wurm", "Hill Giant"]
    assert table.names(Zone.LIBRARY, 0)[0] == "Swamp"


def test_murderous_cut(table: Table) -> None:
    graveyard(table, 3)
    cast_and_resolve(table, "Murderous Cut", lands={"Swamp": 2}, theirs=["Craw Wurm"],
                     targets=["Craw Wurm"])
    assert table.names(Zone.GRAVEYARD, 1) == ["Craw Wurm"]


@pytest.mark.parametrize(("name", "pt", "keyword"), [
    ("Gurmag Angler", (5, 5), None),
    ("Hooting Mandrills", (4, 4), "trample"),
    ("Sultai Scavenger", (3, 3), "flying"),
    ("Tombstalker", (5, 5), "flying"),
    ("Shambling Attendants", (3, 5), "deathtouch"),
])
def test_delve_creatures(table: Table, name: str, pt: tuple[int, int], keyword: str | None) -> None:
    graveyard(table, 8)
    cast_and_resolve(table, name, lands={"Forest": 1, "Swamp": 2})
    assert (table.power(name), table.toughness(name)) == pt
    if keyword:
        assert table.has_keyword(name, keyword)


def test_temporal_trespass_takes_an_extra_turn_and_exiles_itself(table: Table) -> None:
    table.lands(0, "Island", 3)
    table.hand(0, "Temporal Trespass")
    graveyard(table, 8)
    table.library(0, "Forest", "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.cast("Temporal Trespass")
    table.resolve()
    table.assert_zone("Temporal Trespass", Zone.EXILE)
    table.next_turn()
    assert table.game.state.turn.active == 0  # Alice's extra turn
    assert table.game.state.turn.number == 2


def test_become_immense(table: Table) -> None:
    table.lands(0, "Forest", 1)
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Become Immense")
    graveyard(table, 5)
    table.cast("Become Immense", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 8


def test_tasigur_mills_two_then_the_opponent_chooses_what_returns(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 2)
    table.hand(0, "Tasigur, the Golden Fang")
    graveyard(table, 5)
    table.library(0, "Craw Wurm", "Hill Giant", "Island")
    table.cast("Tasigur, the Golden Fang", pay_with={"delve": FILLER[:5]})  # {5}{B}: five cards, a Swamp
    table.resolve()
    assert len(table.names(Zone.EXILE)) == 5
    table.on_decision("choose", pick=lambda game, d: tuple(
        o for o in d.options if game.obj(o).card.name == "Hill Giant"), player=1)
    table.activate("Tasigur, the Golden Fang")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Hill Giant"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Craw Wurm"]


def test_set_adrift(table: Table) -> None:
    table.lands(0, "Island", 1)
    table.hand(0, "Set Adrift")
    table.battlefield(1, "Sol Ring")
    graveyard(table, 5)
    table.cast("Set Adrift", targets=["Sol Ring"])
    table.resolve()
    assert table.names(Zone.LIBRARY, 1) == ["Sol Ring"]


def test_magmatic_sinkhole(table: Table) -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, "Magmatic Sinkhole")
    table.battlefield(1, "Craw Wurm")
    graveyard(table, 5)
    table.cast("Magmatic Sinkhole", targets=["Craw Wurm"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Craw Wurm"]


def test_tasigurs_cruelty(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.hand(0, "Tasigur's Cruelty")
    table.hand(1, "Island", "Forest", "Craw Wurm")
    graveyard(table, 5)
    table.cast("Tasigur's Cruelty")
    table.resolve()
    assert len(table.names(Zone.HAND, 1)) == 1


def test_dead_drop(table: Table) -> None:
    table.lands(0, "Swamp", 1)
    table.hand(0, "Dead Drop")
    table.battlefield(1, "Craw Wurm", "Grizzly Bears", "Hill Giant")
    graveyard(table, 9)
    table.cast("Dead Drop", targets=["Bob"])
    table.resolve()
    assert len(table.names(Zone.BATTLEFIELD, 1)) == 1


def test_an_illegal_delve_answer_changes_nothing(table: Table) -> None:
    table.lands(0, "Island", 1)
    table.hand(0, "Treasure Cruise")
    graveyard(table, 6)
    with pytest.raises(IllegalActionError):
        table.cast("Treasure Cruise")  # six cards and one Island can't pay {7}{U}
    assert len(table.names(Zone.GRAVEYARD, 0)) == 6
    assert table.names(Zone.HAND, 0) == ["Treasure Cruise"]


def test_delve_at_instant_speed_in_the_opponents_turn(table_factory: Callable[..., Table]) -> None:
    table = table_factory(active=1, step=Step.END)
    table.lands(0, "Island", 2)
    table.hand(0, "Dig Through Time")
    names = graveyard(table, 6)
    table.library(0, *FILLER[:8])
    table.pass_priority()
    table.cast("Dig Through Time", pay_with={"delve": names})
    table.resolve()
    assert len(table.names(Zone.HAND, 0)) == 2
