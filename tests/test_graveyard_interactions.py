"""Flashback, escape and delve together (CR 702.34, 702.138, 702.66; SEED-42, 43).

Run with the three plugins enabled; each plugin's own suite runs it alone.
"""

from __future__ import annotations

from typing import Any

import pytest

from manastack.driver import Table, by_label
from manastack.model.actions import CastSpell, PassPriority
from manastack.model.objects import Zone

pytestmark = pytest.mark.plugins("flashback", "escape", "delve")

FILLER = ("Island", "Forest", "Swamp", "Plains", "Mountain", "Wastes", "Island", "Forest",
          "Swamp", "Plains", "Mountain", "Wastes")


def casts(table: Table) -> list[tuple[str, str]]:
    return sorted((a.name, a.permission) for a in table.game.legal_actions()
                  if isinstance(a, CastSpell))


def snapcaster(table: Table, target: str) -> None:
    """Cast Snapcaster Mage from hand; its trigger gives ``target`` flashback."""
    table.hand(0, "Snapcaster Mage")
    table.cast("Snapcaster Mage")
    table.resolve()
    table.on_decision("targets", lambda game, d: tuple(
        o for o in d.options if game.obj(o).card.name == target))
    table.resolve()
    assert table.has_keyword(target, "flashback", zone=Zone.GRAVEYARD)


# --------------------------------------------------------------------------
# Delve paying a flashback cost
# --------------------------------------------------------------------------


def test_delve_pays_the_generic_part_of_a_flashback_cost(table: Table) -> None:
    """Snapcaster Mage gives Treasure Cruise flashback {7}{U}; delve pays the {7} after the
    total is locked (702.66b), the card itself being on the stack; then it is exiled."""
    table.lands(0, "Island", 3)
    table.graveyard(0, "Treasure Cruise", *FILLER[:8])
    table.library(0, "Forest", "Forest", "Forest")
    snapcaster(table, "Treasure Cruise")
    assert ("Treasure Cruise", "flashback") in casts(table)
    seen = table.on_decision("delve", lambda game, d: d.options[: d.max])
    table.cast("Treasure Cruise", using="flashback")
    (decision,) = seen
    assert (decision.min, decision.max, len(decision.options)) == (7, 7, 8)
    assert not any(label.startswith("Treasure Cruise") for label in decision.labels)
    table.assert_logged(rule="601.2f", contains="base {7}{U}")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest", "Forest", "Forest"]
    assert "Treasure Cruise" in table.names(Zone.EXILE)
    table.assert_logged(rule="702.34a", contains="exile it instead")
    assert len(table.names(Zone.GRAVEYARD, 0)) == 1


def test_delve_with_a_flashback_x_cost(table: Table) -> None:
    """Snapcaster gives Logic Knot flashback {X}{U}{U}: X is announced, then delve pays it."""
    table.lands(0, "Island", 4)
    table.lands(1, "Mountain", 1)
    table.graveyard(0, "Logic Knot", *FILLER[:4])
    table.hand(1, "Lightning Bolt")
    snapcaster(table, "Logic Knot")
    table.pass_priority()
    table.cast("Lightning Bolt", targets=["Alice"])
    table.pass_priority()
    table.cast("Logic Knot", using="flashback", x=4, targets=["Lightning Bolt"],
               pay_with={"delve": list(FILLER[:4])})
    table.assert_logged(rule="601.2f", contains="base {4}{U}{U}")
    table.resolve()
    assert "Lightning Bolt" in table.names(Zone.GRAVEYARD, 1)
    assert "Logic Knot" in table.names(Zone.EXILE)
    table.assert_life(0, 20)


# --------------------------------------------------------------------------
# Escape versus flashback (SEED-42)
# --------------------------------------------------------------------------


def _cling_to_dust_with_both(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.lands(0, "Swamp", 4)
    table.graveyard(0, "Cling to Dust", *FILLER[:5])
    table.graveyard(1, "Craw Wurm", "Hill Giant")
    snapcaster(table, "Cling to Dust")


def test_SEED_42_escape_and_flashback_are_two_permissions(table: Table) -> None:
    _cling_to_dust_with_both(table)
    assert [p for n, p in casts(table) if n == "Cling to Dust"] == ["escape", "flashback"]


def test_SEED_42_cast_with_flashback_the_escape_does_nothing(table: Table) -> None:
    _cling_to_dust_with_both(table)
    table.cast("Cling to Dust", using="flashback", targets=["Craw Wurm"])
    table.assert_logged(rule="601.2f", contains="base {B}; = {B} (locked)")  # no cards exiled
    assert len(table.names(Zone.GRAVEYARD, 0)) == 5
    table.resolve()
    assert "Cling to Dust" in table.names(Zone.EXILE)


def test_SEED_42_cast_with_escape_the_flashback_does_nothing(table: Table) -> None:
    _cling_to_dust_with_both(table)
    table.cast("Cling to Dust", using="escape", targets=["Craw Wurm"], exile=list(FILLER[:5]))
    table.resolve()
    # escaped, not flashed back: no exile replacement, back to the graveyard (SEED-39)
    assert table.names(Zone.GRAVEYARD, 0) == ["Cling to Dust"]
    assert not table.logged(rule="702.34a", contains="exile it instead")


def test_SEED_42_underworld_breach_escape_or_printed_flashback(table: Table) -> None:
    """Think Twice under Underworld Breach: escape ({1}{U} and three cards) or flashback
    ({2}{U}); escaped, it returns to the graveyard and can be used again."""
    table.battlefield(0, "Underworld Breach")
    table.lands(0, "Island", 5)
    table.graveyard(0, "Think Twice", *FILLER[:6])
    table.library(0, "Forest", "Forest")
    assert [p for n, p in casts(table) if n == "Think Twice"] == ["escape", "flashback"]
    table.cast("Think Twice", using="escape", exile=list(FILLER[:3]))
    table.resolve()
    assert "Think Twice" in table.names(Zone.GRAVEYARD, 0)
    table.cast("Think Twice", using="flashback")
    table.resolve()
    assert "Think Twice" in table.names(Zone.EXILE)
    assert table.names(Zone.HAND, 0) == ["Forest", "Forest"]


# --------------------------------------------------------------------------
# A tax and a reduction on each alternative cost (601.2f, 118.9d, SEED-29/43)
# --------------------------------------------------------------------------


@pytest.mark.parametrize(("setup", "name", "using", "kwargs", "total"), [
    (("Think Twice",), "Think Twice", "flashback", {}, "= {2}{U} (locked)"),
    (("Cling to Dust", *FILLER[:5]), "Cling to Dust", "escape",
     {"exile": list(FILLER[:5]), "targets": ["Craw Wurm"]}, "= {3}{B}, Exile five"),
    (("Lightning Bolt", *FILLER[:3]), "Lightning Bolt", "escape",
     {"exile": list(FILLER[:3]), "targets": ["Bob"]}, "= {R}, Exile three"),
])
def test_a_tax_and_a_reduction_apply_to_each_alternative_cost(
        table: Table, setup: tuple[str, ...], name: str, using: str, kwargs: dict[str, Any],
        total: str) -> None:
    table.battlefield(0, "Thalia, Guardian of Thraben", "Goblin Electromancer",
                      "Underworld Breach")
    table.lands(0, "Island", 3)
    table.lands(0, "Swamp", 4)
    table.lands(0, "Mountain", 1)
    table.graveyard(0, *setup)
    table.graveyard(1, "Craw Wurm")
    table.library(0, "Forest")
    mana_value = table.game.mana_value(table.find(name, zone=Zone.GRAVEYARD).id)
    if using == "escape" and name == "Lightning Bolt":
        table.on_decision("casting_permission", by_label("Underworld Breach"))
    spell = table.cast(name, using=using, **kwargs)
    table.assert_logged(rule="601.2f", contains="+ {1} (Thalia, Guardian of Thraben)")
    table.assert_logged(rule="601.2f", contains="- {1} (Goblin Electromancer)")
    table.assert_logged(rule="601.2f", contains=total)
    assert table.game.mana_value(spell.id) == mana_value


def test_a_tax_and_a_reduction_before_delve(table: Table) -> None:
    table.battlefield(0, "Thalia, Guardian of Thraben", "Goblin Electromancer")
    table.lands(0, "Island", 1)
    table.hand(0, "Treasure Cruise")
    table.graveyard(0, *FILLER[:8])
    table.library(0, "Forest", "Forest", "Forest")
    seen = table.on_decision("delve", lambda game, d: d.options[: d.max])
    table.cast("Treasure Cruise")
    table.assert_logged(rule="601.2f", contains="= {7}{U} (locked)")  # +1 -1
    assert seen[0].max == 7


# --------------------------------------------------------------------------
# Underworld Breach with a delve card
# --------------------------------------------------------------------------


def test_underworld_breach_escapes_a_delve_card_and_delve_pays_the_rest(table: Table) -> None:
    """Treasure Cruise escapes with Underworld Breach: its escape cost is {7}{U} plus three
    other cards (exiled as a cost, 601.2h); delve then pays the {7} with other cards."""
    table.battlefield(0, "Underworld Breach")
    table.lands(0, "Island", 1)
    table.graveyard(0, "Treasure Cruise", *FILLER[:11])
    table.library(0, "Forest", "Forest", "Forest")
    assert ("Treasure Cruise", "escape") in casts(table)
    seen = table.on_decision("delve", lambda game, d: d.options[: d.max])
    table.cast("Treasure Cruise", using="escape", exile=list(FILLER[:3]))
    (decision,) = seen
    assert len(decision.options) == 8  # the three exiled for escape are gone already
    assert (decision.min, decision.max) == (7, 7)
    assert len(table.names(Zone.EXILE)) == 10
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest", "Forest", "Forest"]
    graveyard = table.names(Zone.GRAVEYARD, 0)
    assert "Treasure Cruise" in graveyard and len(graveyard) == 2  # escaped: not exiled


def test_underworld_breach_delve_card_cards_are_not_counted_twice(table: Table) -> None:
    """Nine other cards and one Island: three go to escape, six can delve, {7} can't be paid."""
    table.battlefield(0, "Underworld Breach")
    table.lands(0, "Island", 1)
    table.graveyard(0, "Treasure Cruise", *FILLER[:9])
    assert ("Treasure Cruise", "escape") not in casts(table)
    table.assert_illegal(table.cast, "Treasure Cruise", using="escape", exile=list(FILLER[:3]),
                         rule="601.2h")


# --------------------------------------------------------------------------
# Random play: the three keywords survive it, and a seed replays identically
# --------------------------------------------------------------------------


def _random_game(seed: int, turns: int = 12) -> tuple[str, dict[str, int]]:
    from manastack.engine.game import Game
    from manastack.errors import IllegalActionError
    from manastack.loading.rules import Rules
    from manastack.loading.sources import TomlCardSource
    from manastack.model.decisions import RandomAgent

    rules = Rules.load(enable=["flashback", "escape", "delve"], env={})
    pools = [[n for n in TomlCardSource.from_package(p, f"manastack_{p}", "cards.toml").names()
              if rules.card(n).playable] for p in ("flashback", "escape", "delve")]
    # the three pools in turn, so that a pool growing doesn't crowd the others out of the decks
    names = [pool[i % len(pool)] for i in range(max(map(len, pools))) for pool in pools]
    lands = ("Island", "Swamp", "Mountain", "Forest", "Plains")
    game = Game(rules, seed=seed, agents=[RandomAgent(), RandomAgent()])
    for player in (0, 1):
        for i in range(40):
            card = names[(seed * 7 + i * 3 + player) % len(names)] if i % 2 else lands[i % 5]
            game.put(card, Zone.LIBRARY, player)
    game.start()
    while not game.state.over and game.state.turn.number <= turns:
        decision = game.pending()
        assert decision is not None
        for _ in range(20):  # an illegal random answer changes nothing (CR 732): ask again
            try:
                game.respond(game.agents[decision.player].choose(game, decision))
                break
            except IllegalActionError:
                continue
        else:  # passing is always legal; otherwise the fewest choices
            game.respond((PassPriority(),) if decision.kind == "priority"
                         else decision.options[: decision.min])
    counts: dict[str, int] = {}
    for event in game.log:
        for key in ("(flashback", "(escape", "paid by delve"):
            if key in event.text:
                counts[key] = counts.get(key, 0) + 1
    return game.log_digest(), counts


def test_random_games_with_the_graveyard_keywords_replay_identically() -> None:
    totals: dict[str, int] = {}
    # four seeds: with more cards in the three pools, each keyword is rarer in 12 random turns
    for seed in (1, 2, 3, 4):
        first, counts = _random_game(seed)
        again, _ = _random_game(seed)
        assert first == again  # same seed, same choices: the same log
        for key, n in counts.items():
            totals[key] = totals.get(key, 0) + n
    assert totals.get("(flashback", 0) > 0 and totals.get("paid by delve", 0) > 0
