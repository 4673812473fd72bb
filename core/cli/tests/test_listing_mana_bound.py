"""Listing legal actions (CR 117.1) rules out first, without building a spell or its total
cost (601.2f), a card whose base cost needs more mana than its caster's pool and sources
could make when nothing could lower it (no reduction, 118.7; no other way to pay, 601.2h),
and an ability whose mana cost is out of reach the same way (602.2b, 601.2g-h). Speed never changes
a game: with ``VERIFY_SKIPS`` every priority of seeded random games of every built-in deck is
listed both ways and compared, and the same seeds give the same log digests without it."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import FastPathCheck, Table

from manastack import invariants
from manastack.engine import legal_actions, total_cost
from manastack.engine.affordability import Affordability
from manastack.engine.game import Game
from manastack.engine.other_payer import affordable_generic
from manastack.engine.payment import plan_mana
from manastack.errors import IllegalActionError
from manastack.model.actions import ActivateAbility, CastSpell
from manastack.model.mana import ManaCost
from manastack.model.spells import Spell

SEED = 17
GHOUL = "This spell costs {1} less to cast for each creature card in your graveyard."


def test_every_priority_lists_what_the_full_checks_list(
        monkeypatch: pytest.MonkeyPatch, fast_path: FastPathCheck) -> None:
    full = legal_actions._listing
    listings: list[int] = []
    ruled_out = 0
    out_of_reach = Affordability.out_of_reach

    def counting(self: Affordability, mana: ManaCost | None) -> bool:
        nonlocal ruled_out
        found = out_of_reach(self, mana)
        ruled_out += found and self.bound
        return found

    def listing(game: Game, player: int, *, bound: bool, **kwargs: Any) -> list[object]:
        found = full(game, player, bound=bound, **kwargs)
        if bound:
            listings.append(len(found))
        return found

    monkeypatch.setattr(Affordability, "out_of_reach", counting)
    monkeypatch.setattr(legal_actions, "_listing", listing)
    decks = fast_path.verify(SEED, (legal_actions, "VERIFY_SKIPS"))  # raises on a difference
    assert "vanilla" in decks and "flashback" in decks and len(decks) >= 5
    assert len(listings) > 500
    assert sum(1 for n in listings if n) > 50  # not only priorities with nothing to do
    assert ruled_out > 500  # the bound did rule cards out


def test_a_card_ruled_out_wrongly_fails_the_verification(
        monkeypatch: pytest.MonkeyPatch, fast_path: FastPathCheck) -> None:
    """A bound that rules out every card and ability is found: the full checks list more
    (CR 117.1), and the game it happened in is named."""
    monkeypatch.setattr(Affordability, "out_of_reach", lambda self, mana: self.bound)
    fast_path.fails(SEED, (legal_actions, "VERIFY_SKIPS"), match="mana bound changed")


def test_the_same_seeds_give_the_same_games_without_the_bound(
        fast_path: FastPathCheck) -> None:
    fast_path.same_games(SEED, lambda patch: patch.setattr(
        Affordability, "out_of_reach", lambda self, mana: False))


def test_least_units() -> None:
    assert ManaCost.parse("{X}{2}{G}{G}").least_units == 4  # CR 107.3a: X as 0
    assert ManaCost.parse("{2/W}{W/U}").least_units == 2  # CR 107.4e: {2/W} with one unit
    assert ManaCost.parse("{1}{G/P}").least_units == 1  # CR 107.4f: 2 life for {G/P}
    assert ManaCost.parse("{0}").least_units == 0


def test_plain_units() -> None:
    """CR 107.4, 107.4c: only a plain coloured or {C} symbol needs a unit of its own type;
    hybrid, Phyrexian, generic and X symbols don't count (each type in first-seen order)."""
    cost = ManaCost.parse("{X}{2}{G}{W/U}{G/P}{C}{G}{2/W}{R}")
    assert cost.plain_units == (("G", 2), ("C", 1), ("R", 1))
    assert ManaCost.parse("{3}{W/U}").plain_units == ()


def _casts(table: Table) -> list[str]:
    return [a.name for a in table.game.legal_actions() if isinstance(a, CastSpell)]


def _totals(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The cards whose total cost a listing builds (CR 601.2f)."""
    built: list[str] = []
    compute = total_cost.compute_total

    def recording(game: Game, spell: Spell) -> Any:
        built.append(spell.card.name)
        return compute(game, spell)

    monkeypatch.setattr(legal_actions, "compute_total", recording)
    return built


def test_a_card_out_of_reach_is_ruled_out_before_its_total_cost(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """Hill Giant ({3}{R}) with three lands: no spell is built; with four it is listed."""
    built = _totals(monkeypatch)
    table.lands(0, "Mountain", 3)
    table.hand(0, "Hill Giant", "Gray Ogre")
    assert _casts(table) == ["Gray Ogre"]
    assert "Hill Giant" not in built and "Gray Ogre" in built  # {2}{R}: in reach
    table.lands(0, "Mountain", 1)
    assert sorted(_casts(table)) == ["Gray Ogre", "Hill Giant"]


def test_a_card_short_of_one_type_is_ruled_out_before_its_total_cost(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 107.4: {G} is paid only with green mana. Grizzly Bears ({1}{G}) with three
    Mountains: no spell is built; a Forest puts it in reach, and so does {G} in the pool."""
    built = _totals(monkeypatch)
    table.lands(0, "Mountain", 3)
    table.hand(0, "Grizzly Bears")
    assert _casts(table) == [] and built == []
    table.mana(0, "G")
    assert _casts(table) == ["Grizzly Bears"] and built == ["Grizzly Bears"]


@pytest.mark.plugins("oracle")
def test_each_permanent_counts_once_for_each_type(table: Table) -> None:
    """CR 106.1b, 605.3: Taiga makes {R} or {G}, once. With a Mountain, two units can be
    made but one green: {G}{G} is out of reach, {R}{G} and {R}{R} are not; a Forest
    puts {G}{G} in reach."""
    table.lands(0, "Taiga", 1)
    table.lands(0, "Mountain", 1)
    payer = Affordability(table.game, 0)
    assert payer.most_units == 2
    assert (payer.most_of("G"), payer.most_of("R"), payer.most_of("W")) == (1, 2, 0)
    assert payer.out_of_reach(ManaCost.parse("{G}{G}"))
    assert not payer.out_of_reach(ManaCost.parse("{R}{G}"))
    assert not payer.out_of_reach(ManaCost.parse("{R}{R}"))
    assert not payer.out_of_reach(ManaCost.parse("{2}"))
    table.lands(0, "Forest", 1)
    assert not Affordability(table.game, 0).out_of_reach(ManaCost.parse("{G}{G}"))


@pytest.mark.plugins("oracle")
def test_a_permanents_reduction_keeps_every_card_in_reach(table: Table) -> None:
    """CR 604.1, 601.2f: Goblin Electromancer's "Instant and sorcery spells you cast cost
    {1} less to cast" lowers Lava Axe ({4}{R}) to four lands."""
    table.battlefield(0, "Goblin Electromancer")
    table.lands(0, "Mountain", 4)
    table.hand(0, "Lava Axe")
    assert _casts(table) == ["Lava Axe"]


def test_phyrexian_mana_may_be_paid_with_life(table: Table) -> None:
    """CR 107.4f: Gitaxian Probe ({U/P}) with no land at all is listed."""
    table.hand(0, "Gitaxian Probe")
    assert _casts(table) == ["Gitaxian Probe"]


@pytest.mark.plugins("convoke")
def test_another_way_to_pay_keeps_a_card_in_reach(table: Table) -> None:
    """CR 702.51a, 601.2h: Siege Wurm ({5}{G}{G}, convoke) with seven creatures and no land."""
    table.battlefield(0, *["Grizzly Bears"] * 7)
    table.hand(0, "Siege Wurm", "Hill Giant")
    assert _casts(table) == ["Siege Wurm"]


@pytest.mark.plugins("oracle")
def test_an_ability_out_of_reach_is_not_checked(table: Table) -> None:
    """CR 602.2b, 601.2g-h: an activated ability whose mana is more than the payer could make."""
    table.battlefield(0, "Rod of Ruin")  # {3}, {T}: 1 damage to any target
    table.lands(0, "Mountain", 2)
    assert not [a for a in table.game.legal_actions() if isinstance(a, ActivateAbility)]
    table.lands(0, "Mountain", 1)
    assert [a.name for a in table.game.legal_actions()
            if isinstance(a, ActivateAbility)] == ["Rod of Ruin"]


def test_checked_games_list_both_ways() -> None:
    """``manastack simulate --check`` plays :class:`~manastack.invariants.CheckedGame`."""
    assert invariants.CheckedGame.verify_skips and not Game.verify_skips


@pytest.mark.plugins("oracle")
def test_the_generic_mana_another_player_could_pay_is_bounded_alike(table: Table) -> None:
    """CR 601.2g-h, 605.3, 702.132a: Taiga and a Mountain (one unit each) and {G} in the
    pool pay at most {3}; the amounts beyond the bound are not planned, and the answer is
    the one planning every amount gives."""
    table.lands(1, "Taiga", 1)
    table.lands(1, "Mountain", 1)
    table.mana(1, "G")
    assert Affordability(table.game, 1).most_units == 3

    def planned(most: int) -> int:
        for amount in range(most, 0, -1):
            try:
                plan_mana(table.game, 1, ManaCost.parse(f"{{{amount}}}"))
            except IllegalActionError:
                continue
            return amount
        return 0

    for most in (0, 2, 3, 6):
        assert affordable_generic(table.game, 1, most) == planned(most) == min(most, 3)
