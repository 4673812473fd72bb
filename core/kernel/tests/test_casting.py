"""The casting sequence of CR 601.2 (manastack.engine.casting), step by step, with kernel cards.

Keyword-flavoured seeds (overload, escape, escalate) are tested at kernel
level with in-process test plugins that use only the public hooks: an
alternative-cost permission, a graveyard permission, a per-mode additional
cost, a text change, payment options. The real keyword plugins test them again
with real cards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest
from pytest_manastack import InProcessPlugin, plugin as plugin_of

from manastack.driver import Table
from manastack.engine.casting import cast_without_paying
from manastack.engine.game import Game
from manastack.engine.total_cost import compute_total
from manastack.errors import IllegalActionError, UnsupportedCardError
from manastack.loading.rules import Rules
from manastack.model.actions import CastSpell, PassPriority
from manastack.model.cards import CardDef
from manastack.model.cost_parts import ExileFromGraveyard
from manastack.model.costs import Cost, CostChange
from manastack.model.decisions import Answer, CallbackAgent, Decision
from manastack.model.mana import ManaCost
from manastack.model.objects import PlayerRef, Zone
from manastack.model.replacements import ZoneMove, exile_instead
from manastack.model.spells import AdditionalCost, CastingPermission, PaymentOption, Spell
from manastack.model.turns import Step

P = ManaCost.parse


# --------------------------------------------------------------------------
# In-process test plugins (public hooks only)
# --------------------------------------------------------------------------


def plugin(**hooks: Callable[..., Any]) -> InProcessPlugin:
    """A plugin object whose hook implementations are the given functions."""
    return plugin_of(**hooks)


def zone_permission(
    name: str, zone: Zone = Zone.GRAVEYARD, cost: Cost | None = None,
    timing: str | None = None, cards: Sequence[str] = (), without_paying: bool = False,
) -> InProcessPlugin:
    """Cast (some) nonland cards of ``zone`` you own, optionally for an alternative cost."""

    def permissions(game: Game, player: int) -> list[CastingPermission]:
        objs = game.graveyard(player) if zone is Zone.GRAVEYARD else game.hand(player)
        return [
            CastingPermission(name=name, obj=o.id, zone=zone, cost=cost, timing=timing,
                              alternative=cost is not None, plugin=name,
                              without_paying=without_paying)
            for o in objs
            if not o.card.type_line.has_type("Land") and (not cards or o.card.name in cards)
        ]

    return plugin(manastack_casting_permissions=permissions)


def exile_if_cast_with(name: str) -> Callable[[Game, ZoneMove], list[Any]]:
    """A replacement: a spell cast with permission ``name`` is exiled when it leaves the stack."""

    def replace(game: Game, move: ZoneMove) -> list[Any]:
        spell = move.obj.spell
        if move.obj.zone is Zone.STACK and spell is not None and spell.method == name \
                and move.to_zone is not Zone.EXILE:
            return [exile_instead(f"{name}-exile", f"{name}: exile it instead")]
        return []

    return replace


def per_extra_mode_cost(cost: Cost) -> InProcessPlugin:
    """An escalate-like additional cost: ``cost`` for each mode beyond the first (702.120a)."""

    def additional(game: Game, spell: Spell) -> list[AdditionalCost]:
        extra = len(spell.modes) - 1
        if extra <= 0:
            return []
        return [AdditionalCost(name="per mode", cost=cost, times=extra, plugin="permode")]

    return plugin(manastack_additional_costs=additional)


class Pool:
    """An in-process card source (test cards with Oracle wording)."""

    name = "casting-tests"
    priority = 50

    def __init__(self, *cards: CardDef) -> None:
        self.cards = {c.name: c for c in cards}

    def names(self) -> list[str]:
        return list(self.cards)

    def get(self, name: str) -> CardDef | None:
        return self.cards.get(name)


def pool(*cards: CardDef) -> InProcessPlugin:
    return plugin(manastack_register_card_sources=lambda: [Pool(*cards)])


def total_of(table: Table) -> str:
    """The locked total cost logged at 601.2f by the last cast."""
    events = [e for e in table.game.log if e.rule == "601.2f" and e.kind == "cost"]
    assert events, "no total cost was logged"
    return str(events[-1].data["total"])


def tapped(table: Table, name: str) -> int:
    return sum(1 for o in table.game.battlefield() if o.card.name == name and o.tapped)


def recording_agent(game: Game, seen: list[Decision]) -> CallbackAgent:
    def choose(g: Game, decision: Decision) -> Sequence[Any]:
        seen.append(decision)
        return decision.options[: decision.min]

    return CallbackAgent(choose)


# --------------------------------------------------------------------------
# 601.2a: the card moves to the stack; permissions; timing
# --------------------------------------------------------------------------


def test_SEED_41_card_is_on_the_stack_and_nobody_can_act_during_casting() -> None:
    """601.2a: once casting begins the card is on the stack; no player acts until it ends."""
    seen: dict[str, Any] = {}

    def observe(game: Game, spell: Spell) -> list[AdditionalCost]:
        obj = game.obj(spell.obj)
        seen["zone"] = obj.zone
        seen["top"] = game.ids_in(Zone.STACK)[-1] == spell.obj
        seen["hand"] = [o.card.name for o in game.hand(0)]
        seen["priority"] = game.state.turn.priority
        try:
            game.respond((PassPriority(),))
        except IllegalActionError as exc:
            seen["refused"] = exc.rule
        return []

    def increases(game: Game, spell: Spell) -> list[CostChange]:
        seen["at 601.2f"] = game.obj(spell.obj).zone
        return []

    t = Table.new(enable=["observer"], extra={"observer": plugin(
        manastack_additional_costs=observe, manastack_cost_increases=increases)})
    asked: list[Decision] = []
    t.game.agents[1] = recording_agent(t.game, asked)
    t.lands(0, "Mountain", 1)
    t.hand(0, "Lightning Bolt")
    t.game.pending()  # the main phase begins (its turn-based actions) before the cast
    start = len(t.game.log)
    t.cast("Lightning Bolt", targets=["opponent"])
    assert seen == {"zone": Zone.STACK, "top": True, "hand": [], "priority": 0,
                    "refused": "601.2a", "at 601.2f": Zone.STACK}
    assert asked == []  # the opponent was asked nothing during the cast
    during = t.game.log[start:]
    cast_at = next(i for i, e in enumerate(during) if e.rule == "601.2i")
    assert during[0].rule == "601.2a"  # the move to the stack comes first
    assert not any(e.kind == "priority" for e in during[:cast_at])


def test_SEED_42_several_permissions_the_player_chooses_one_the_others_do_nothing() -> None:
    """Two plugins let Lightning Bolt be cast from the graveyard; only the chosen one applies."""
    alpha = zone_permission("alpha", cost=Cost(mana=P("{R}{R}")))
    beta = plugin(
        manastack_casting_permissions=zone_permission("beta", cost=Cost(mana=P("{1}")))
        .manastack_casting_permissions,
        manastack_replace_zone_change=exile_if_cast_with("beta"),
    )
    t = Table.new(enable=["alpha", "beta"], extra={"alpha": alpha, "beta": beta})
    t.lands(0, "Mountain", 3)
    t.graveyard(0, "Lightning Bolt")
    spell = t.cast("Lightning Bolt", using="alpha", targets=["opponent"])
    assert spell.spell is not None and spell.spell.method == "alpha"
    assert total_of(t) == "{R}{R}"  # alpha's cost, not beta's
    assert tapped(t, "Mountain") == 2
    t.resolve()
    t.assert_life(1, 17)
    t.assert_zone("Lightning Bolt", Zone.GRAVEYARD)  # beta's "exile instead" did nothing
    # cast again through beta: its cost and its replacement apply
    t.cast("Lightning Bolt", using="beta", targets=["opponent"])
    assert total_of(t) == "{1}"
    t.resolve()
    t.assert_zone("Lightning Bolt", Zone.EXILE)


def test_SEED_42_same_named_permissions_are_a_choice() -> None:
    """Two permissions of one name (two escape abilities): the player picks one (601.2b)."""

    def permissions(game: Game, player: int) -> list[CastingPermission]:
        return [
            CastingPermission(name="grave", obj=o.id, zone=Zone.GRAVEYARD, cost=Cost(mana=P(c)),
                              label=f"grave for {c}", plugin="twice")
            for o in game.graveyard(player) for c in ("{R}{R}", "{3}")
        ]

    t = Table.new(enable=["twice"], extra={"twice": plugin(
        manastack_casting_permissions=permissions)})
    t.lands(0, "Mountain", 3)
    t.graveyard(0, "Lightning Bolt")
    t.cast("Lightning Bolt", using="grave", targets=["opponent"],
           answers=[Answer("casting_permission", (1,))])
    assert total_of(t) == "{3}"
    assert t.logged(rule="601.2b", contains="grave for {3}")


def test_SEED_40_a_permission_keeps_the_cards_own_timing() -> None:
    t = Table.new(enable=["grave"], extra={"grave": zone_permission("grave")})
    t.lands(0, "Island", 3)
    t.lands(0, "Mountain", 1)
    t.graveyard(0, "Divination", "Lightning Bolt")
    t.game.set_turn(active=0, step=Step.UPKEEP)
    # a sorcery from the graveyard: not in the upkeep (CR 307.1)
    assert [str(a) for a in t.game.legal_actions()] == ["cast Lightning Bolt (grave)",
                                                        "pass priority"]
    t.assert_illegal(t.cast, "Divination", using="grave", rule="307.1")
    # an instant from the graveyard: at instant speed, on the opponent's turn too
    t.game.set_turn(active=1, step=Step.END)
    t.pass_priority()  # Bob, the active player, passes: Alice has priority
    t.cast("Lightning Bolt", using="grave", targets=["opponent"])
    t.assert_zone("Lightning Bolt", Zone.STACK)


def test_SEED_40_a_sorcery_from_the_graveyard_needs_an_empty_stack() -> None:
    t = Table.new(enable=["grave"], extra={"grave": zone_permission("grave")})
    t.lands(0, "Island", 3)
    t.lands(0, "Mountain", 1)
    t.graveyard(0, "Divination")
    t.hand(0, "Lightning Bolt")
    t.cast("Lightning Bolt", targets=["opponent"])
    t.assert_illegal(t.cast, "Divination", using="grave", rule="307.1")
    t.resolve()  # the stack is empty again, Alice has priority (117.3b)
    t.cast("Divination", using="grave")
    t.assert_zone("Divination", Zone.STACK)


def test_a_permission_may_change_the_timing() -> None:
    """A permission that says "as though it had flash" (timing="instant")."""
    t = Table.new(enable=["flashy"], extra={"flashy": zone_permission(
        "flashy", zone=Zone.HAND, timing="instant")})
    t.lands(0, "Island", 3)
    t.hand(0, "Divination")
    t.game.set_turn(active=0, step=Step.UPKEEP)
    actions = [str(a) for a in t.game.legal_actions()]
    assert actions == ["cast Divination (flashy)", "pass priority"]
    t.assert_illegal(t.cast, "Divination", rule="307.1")  # the hand permission keeps its timing
    t.cast("Divination", using="flashy")
    t.assert_zone("Divination", Zone.STACK)


def test_a_permission_for_a_zone_is_refused_elsewhere() -> None:
    t = Table.new()
    t.lands(0, "Mountain", 1)
    t.graveyard(0, "Lightning Bolt")
    exc = t.assert_illegal(t.cast, "Lightning Bolt", zone="graveyard", rule="601.3")
    assert "no permission 'hand'" in str(exc) and "[601.2a]" in str(exc)


def test_a_card_cast_from_the_hand_but_elsewhere_is_refused_as_the_game_refuses_it() -> None:
    """CR 601.3: the card asked for from the hand is in the graveyard: the test kit gives the
    same refusal as ``Game.act`` (no permission 'hand' to cast it from its graveyard), not
    "there is no" such card; a card the player has nowhere still is "there is no"."""
    t = Table.new()
    t.lands(0, "Mountain", 1)
    t.graveyard(0, "Lightning Bolt")
    exc = t.assert_illegal(t.cast, "Lightning Bolt", targets=["Bob"], rule="601.3")
    assert "no permission 'hand'" in str(exc) and "from its graveyard" in str(exc)
    assert "[601.2a]" in str(exc)
    exc = t.assert_illegal(t.cast, "Shock")
    assert "there is no 'Shock'" in str(exc)


# --------------------------------------------------------------------------
# 601.2b: announcement
# --------------------------------------------------------------------------


def test_SEED_23_announcement_order_and_earlier_choices_restrict_later_ones() -> None:
    """601.2b: text, modes, additional costs, then X: X's options know the additional cost."""
    order: list[str] = []

    def text(game: Game, spell: Spell, text: str) -> None:
        if spell.provisional:
            return  # legal-action checks also ask for the text (hookspecs): not a cast
        order.append(f"text (modes so far: {spell.modes})")

    def additional(game: Game, spell: Spell) -> list[AdditionalCost]:
        order.append(f"additional costs (modes {spell.modes}, x {spell.x})")
        return [AdditionalCost(name="kick", cost=Cost(mana=P("{1}")), optional=True)]

    t = Table.new(enable=["watch"], extra={"watch": plugin(
        manastack_spell_text=text, manastack_additional_costs=additional)})
    decisions: list[Decision] = []

    def choose(game: Game, decision: Decision) -> Sequence[Any]:
        decisions.append(decision)
        if decision.kind == "pay_additional":
            return (True,)
        if decision.kind == "x":
            return (decision.options[-1],)
        return decision.options[: decision.min]

    t.game.agents[0] = CallbackAgent(choose)
    t.lands(0, "Mountain", 4)
    t.hand(0, "Blaze")
    t.cast("Blaze", targets=["opponent"])
    assert order == ["text (modes so far: ())", "additional costs (modes (0,), x None)"]
    kinds = [d.kind for d in decisions]
    assert kinds == ["pay_additional", "x"]
    x_decision = decisions[1]
    assert x_decision.options == (0, 1, 2)  # 4 Mountains: {R} + {1} kicker leave X <= 2
    assert total_of(t) == "{3}{R}"
    t.resolve()
    t.assert_life(1, 18)


def test_SEED_23_modes_are_announced_before_targets() -> None:
    t = Table.new()
    t.battlefield(1, "Grizzly Bears")
    t.lands(0, "Island", 1)
    t.lands(0, "Mountain", 2)
    t.hand(0, "Winterflame")
    start = len(t.game.log)
    t.cast("Winterflame", modes=[1], targets=["Grizzly Bears"])
    rules = [e.rule for e in t.game.log[start:] if e.rule.startswith("601.2")]
    assert rules.index("601.2b") < rules.index("601.2c") < rules.index("601.2f")


def test_SEED_23_only_one_alternative_cost_with_without_paying() -> None:
    """A spell cast without paying its mana cost can't also use an alternative cost."""
    overload = zone_permission("alt", zone=Zone.HAND, cost=Cost(mana=P("{R}{R}")))
    t = Table.new(enable=["alt"], extra={"alt": overload})
    t.hand(0, "Lightning Bolt")
    bolt = t.find("Lightning Bolt")
    before = t.game.state_digest()
    with pytest.raises(IllegalActionError) as info:
        cast_without_paying(t.game, 0, bolt.id, permission="alt")
    assert info.value.rule == "118.9a" and info.value.step == "601.2b"
    assert t.game.state_digest() == before


def test_modes_announced_all_at_once_SEED_12() -> None:
    """One decision holds every mode; none is added later (700.2, 601.2b)."""
    t = Table.new()
    asked: list[Decision] = []
    t.game.agents[0] = recording_agent(t.game, asked)
    t.battlefield(1, "Grizzly Bears")
    t.lands(0, "Island", 1)
    t.lands(0, "Mountain", 2)
    t.hand(0, "Winterflame")
    t.cast("Winterflame", targets=["Grizzly Bears"])  # the agent picks the modes
    modes = [d for d in asked if d.kind == "modes"]
    assert len(modes) == 1 and (modes[0].min, modes[0].max) == (1, 2)
    assert modes[0].rule == "700.2"


def test_SEED_10_a_mode_cant_be_chosen_twice() -> None:
    t = Table.new()
    t.battlefield(1, "Grizzly Bears")
    t.lands(0, "Island", 1)
    t.lands(0, "Mountain", 2)
    t.hand(0, "Winterflame")
    exc = t.assert_illegal(t.cast, "Winterflame", modes=[1, 1],
                           targets=["Grizzly Bears", "Grizzly Bears"], rule="700.2")
    assert "chosen twice" in str(exc)
    t.assert_illegal(t.cast, "Winterflame", modes=[], rule="700.2")
    t.assert_illegal(t.cast, "Winterflame", modes=[0, 1, 1], rule="700.2")


def test_SEED_15_the_same_creature_may_be_the_target_of_both_modes() -> None:
    t = Table.new()
    t.battlefield(1, "Hill Giant")
    t.lands(0, "Island", 1)
    t.lands(0, "Mountain", 2)
    t.hand(0, "Winterflame")
    t.cast("Winterflame", modes=[0, 1], targets=["Hill Giant", "Hill Giant"])
    t.resolve()
    giant = t.find("Hill Giant")
    assert giant.tapped and giant.damage == 2


def test_SEED_15_different_targets_for_each_mode() -> None:
    t = Table.new()
    t.battlefield(1, "Hill Giant", "Grizzly Bears")
    t.lands(0, "Island", 1)
    t.lands(0, "Mountain", 2)
    t.hand(0, "Winterflame")
    t.cast("Winterflame", modes=[0, 1], targets=["Hill Giant", "Grizzly Bears"])
    t.resolve()
    assert t.find("Hill Giant").tapped
    t.assert_zone("Grizzly Bears", Zone.GRAVEYARD)


def test_modes_resolve_in_printed_order_whatever_order_they_were_named_cr_700_2() -> None:
    t = Table.new()
    t.battlefield(1, "Hill Giant")
    t.lands(0, "Island", 1)
    t.lands(0, "Mountain", 2)
    t.hand(0, "Winterflame")
    giant = t.find("Hill Giant").id
    t.cast("Winterflame", answers=[Answer("modes", (1, 0)), Answer("targets", (giant,)),
                                   Answer("targets", (giant,))])
    start = len(t.game.log)
    t.resolve()
    kinds = [e.kind for e in t.game.log[start:] if e.kind in ("tap", "damage")]
    assert kinds[0] == "tap" and set(kinds[1:]) == {"damage"}  # mode 1 (tap) before mode 2


def test_x_is_announced_and_counts_in_mana_value_on_the_stack_cr_107_3() -> None:
    t = Table.new()
    t.lands(0, "Mountain", 4)
    t.hand(0, "Blaze")
    assert t.game.mana_value(t.find("Blaze").id) == 1  # 107.3g: X is 0 outside the stack
    spell = t.cast("Blaze", x=3, targets=["opponent"])
    assert t.game.mana_value(spell.id) == 4  # 202.3e: X counts on the stack
    assert total_of(t) == "{3}{R}"
    t.resolve()
    t.assert_life(1, 17)
    assert t.game.mana_value(t.find("Blaze").id) == 1


def test_x_options_are_what_can_be_paid_with_reductions_cr_107_3a() -> None:
    """A reduction lets X be one bigger; X bigger than payable is refused (107.3a)."""
    t = Table.new()
    t.battlefield(0, "Goblin Electromancer")
    t.lands(0, "Mountain", 2)
    t.hand(0, "Blaze")
    t.assert_illegal(t.cast, "Blaze", x=3, targets=["opponent"], rule="107.3a")
    t.cast("Blaze", x=2, targets=["opponent"])  # {2}{R} - {1} = {1}{R}
    assert total_of(t) == "{1}{R}"


def test_hybrid_symbols_are_announced_when_the_player_wants_cr_601_2b() -> None:
    t = Table.new()
    t.battlefield(1, "Grizzly Bears")
    t.lands(0, "Plains", 3)
    t.lands(0, "Swamp", 3)
    t.hand(0, "Unmake")
    t.cast("Unmake", targets=["Grizzly Bears"],
           answers=[Answer("hybrid", ("B",)), Answer("hybrid", ("B",)), Answer("hybrid", ("W",))])
    assert total_of(t) == "{B}{B}{W}"
    assert (tapped(t, "Swamp"), tapped(t, "Plains")) == (2, 1)
    assert t.logged(rule="601.2b", contains="{W/B} of Unmake will be paid with {B}")


def test_an_announced_half_that_cant_be_paid_makes_the_cast_illegal() -> None:
    t = Table.new()
    t.battlefield(1, "Grizzly Bears")
    t.lands(0, "Plains", 3)
    t.hand(0, "Unmake")
    t.assert_illegal(t.cast, "Unmake", targets=["Grizzly Bears"],
                     answers=[Answer("hybrid", ("B",))], rule="601.2h")
    t.cast("Unmake", targets=["Grizzly Bears"])  # automatic: three Plains
    assert tapped(t, "Plains") == 3


def test_monocoloured_hybrid_announced_as_two_generic_cr_107_4e() -> None:
    t = Table.new()
    t.lands(0, "Plains", 3)
    t.lands(0, "Forest", 2)
    t.hand(0, "Spectral Procession")
    t.cast("Spectral Procession", answers=[Answer("hybrid", ("2",))])
    assert total_of(t) == "{2}{2/W}{2/W}"
    assert tapped(t, "Forest") + tapped(t, "Plains") == 4  # automatic: the three Plains


def test_phyrexian_paid_with_mana_by_default_and_with_life_if_announced_cr_107_4f() -> None:
    t = Table.new()
    t.battlefield(0, "Grizzly Bears")
    t.lands(0, "Forest", 1)
    t.hand(0, "Mutagenic Growth", "Mutagenic Growth")
    t.cast("Mutagenic Growth", targets=["Grizzly Bears"])
    t.assert_life(0, 20)  # the least life: the Forest paid
    t.resolve()
    t.game.untap(t.find("Forest").id)
    t.cast("Mutagenic Growth", targets=["Grizzly Bears"], answers=[Answer("phyrexian", ("life",))])
    t.assert_life(0, 18)
    assert tapped(t, "Forest") == 0
    assert total_of(t) == "2 life (Phyrexian mana)"


def test_phyrexian_life_needs_the_life_cr_119_4() -> None:
    t = Table.new()
    t.battlefield(0, "Grizzly Bears")
    t.hand(0, "Mutagenic Growth")
    t.game.update_player(0, life=1)
    assert [str(a) for a in t.game.legal_actions()] == ["pass priority"]
    t.assert_illegal(t.cast, "Mutagenic Growth", targets=["Grizzly Bears"], rule="601.2h")
    t.game.update_player(0, life=2)
    t.cast("Mutagenic Growth", targets=["Grizzly Bears"])
    t.assert_life(0, 0)


def test_an_agent_may_opt_in_to_announce_symbols() -> None:
    t = Table.new()
    asked: list[Decision] = []

    class Announcer:
        announces = frozenset({"phyrexian"})

        def choose(self, game: Game, decision: Decision) -> Sequence[Any]:
            asked.append(decision)
            if decision.kind == "phyrexian":
                return ("life",)
            return decision.options[: decision.min]

    t.game.agents[0] = Announcer()
    t.battlefield(1, "Grizzly Bears")
    t.lands(0, "Swamp", 3)
    t.hand(0, "Dismember")
    t.cast("Dismember", targets=["Grizzly Bears"])
    phyrexian = [d for d in asked if d.kind == "phyrexian"]
    assert [d.options for d in phyrexian] == [("B", "life", "auto")] * 2
    t.assert_life(0, 16)
    assert tapped(t, "Swamp") == 1


# --------------------------------------------------------------------------
# 601.2c-e: targets and legality
# --------------------------------------------------------------------------


def test_no_legal_target_makes_the_cast_illegal_cr_601_2c() -> None:
    t = Table.new()
    t.lands(0, "Swamp", 3)
    t.hand(0, "Murder")
    assert [str(a) for a in t.game.legal_actions()] == ["pass priority"]
    exc = t.assert_illegal(t.cast, "Murder", rule="601.2c")
    assert exc.step == "601.2c"


def test_an_illegal_scripted_target_is_refused_cr_601_2c() -> None:
    t = Table.new()
    t.battlefield(0, "Plains")
    t.lands(0, "Swamp", 3)
    t.hand(0, "Murder")
    t.battlefield(1, "Grizzly Bears")
    exc = t.assert_illegal(t.cast, "Murder", targets=["Plains"], rule="601.2c")
    assert "not one of the legal options" in str(exc)


def test_restrictions_hook_makes_the_cast_illegal_cr_601_2e() -> None:
    def restrictions(game: Game, spell: Spell) -> list[str]:
        if spell.card.type_line.has_type("Instant"):
            return ["no instants today (CR 601.2e)"]
        return []

    t = Table.new(enable=["strict"], extra={"strict": plugin(
        manastack_cast_restrictions=restrictions)})
    t.lands(0, "Mountain", 1)
    t.hand(0, "Lightning Bolt")
    exc = t.assert_illegal(t.cast, "Lightning Bolt", targets=["opponent"], rule="601.2e")
    assert "no instants today" in str(exc)


# --------------------------------------------------------------------------
# 601.2f: the total cost
# --------------------------------------------------------------------------


@pytest.mark.parametrize("first", ["Thalia, Guardian of Thraben", "Goblin Electromancer"])
def test_tax_and_reduction_give_the_same_total_whichever_entered_first(first: str) -> None:
    """601.2f: increases, then reductions, whatever the order they entered the battlefield."""
    t = Table.new()
    other = ({"Thalia, Guardian of Thraben", "Goblin Electromancer"} - {first}).pop()
    t.battlefield(0, first)
    t.battlefield(0, other)
    t.lands(0, "Mountain", 2)
    t.hand(0, "Lightning Bolt")
    t.cast("Lightning Bolt", targets=["opponent"])
    assert total_of(t) == "{R}"
    assert tapped(t, "Mountain") == 1


@pytest.mark.parametrize("order", [("up", "down"), ("down", "up")])
def test_hook_cost_changes_ignore_plugin_order(order: tuple[str, str]) -> None:
    up = plugin(manastack_cost_increases=lambda game, spell: [CostChange(P("{2}"), "up")])
    down = plugin(manastack_cost_reductions=lambda game, spell: [CostChange(P("{R}"), "down")])
    plugins = {"up": up, "down": down}
    t = Table.new(enable=list(order), extra={n: plugins[n] for n in order})
    t.lands(0, "Mountain", 3)
    t.hand(0, "Lightning Bolt")
    t.cast("Lightning Bolt", targets=["opponent"])
    assert total_of(t) == "{2}"  # {R} + {2} - {R}: the {R} reduction removes the {R}


def test_sphere_and_helm_cr_601_2f() -> None:
    t = Table.new()
    t.battlefield(1, "Sphere of Resistance", "Sphere of Resistance", "Helm of Awakening")
    t.lands(0, "Island", 4)
    t.hand(0, "Divination")
    t.cast("Divination")
    assert total_of(t) == "{3}{U}"  # both players' spells: Bob's artifacts tax Alice


def test_generic_reductions_never_reduce_coloured_requirements_cr_118_7a() -> None:
    t = Table.new()
    t.battlefield(0, "Goblin Electromancer", "Helm of Awakening")
    t.lands(0, "Mountain", 1)
    t.hand(0, "Lightning Bolt")
    t.cast("Lightning Bolt", targets=["opponent"])
    assert total_of(t) == "{R}"


def test_reductions_apply_to_two_generic_of_monocoloured_hybrid_cr_107_4e() -> None:
    """Helm of Awakening on Spectral Procession: one {2/W} is paid as {2} minus {1}."""
    t = Table.new()
    t.battlefield(0, "Helm of Awakening")
    t.lands(0, "Plains", 2)
    t.lands(0, "Forest", 1)
    t.hand(0, "Spectral Procession")
    t.cast("Spectral Procession")
    assert total_of(t) == "{1}{2/W}{2/W}"
    assert tapped(t, "Forest") + tapped(t, "Plains") == 3


def test_SEED_11_additional_costs_dont_change_mana_value() -> None:
    t = Table.new(enable=["permode"], extra={"permode": per_extra_mode_cost(
        Cost(mana=P("{1}")))})
    t.battlefield(1, "Hill Giant")
    t.lands(0, "Island", 1)
    t.lands(0, "Mountain", 3)
    t.hand(0, "Winterflame")
    spell = t.cast("Winterflame", modes=[0, 1], targets=["Hill Giant", "Hill Giant"])
    assert total_of(t) == "{2}{U}{R}"
    assert t.game.mana_value(spell.id) == 3


def test_SEED_11_a_sacrifice_cost_doesnt_change_mana_value() -> None:
    t = Table.new()
    t.battlefield(0, "Memnite")
    t.battlefield(1, "Grizzly Bears")
    t.lands(0, "Swamp", 1)
    t.hand(0, "Bone Splinters")
    spell = t.cast("Bone Splinters", sacrifice=["Memnite"], targets=["Grizzly Bears"])
    assert t.game.mana_value(spell.id) == 1
    t.assert_zone("Memnite", Zone.GRAVEYARD)
    t.resolve()
    t.assert_zone("Grizzly Bears", Zone.GRAVEYARD)


def test_SEED_13_reductions_reduce_the_total_additional_costs_included() -> None:
    t = Table.new(enable=["permode"], extra={"permode": per_extra_mode_cost(
        Cost(mana=P("{1}")))})
    t.battlefield(0, "Goblin Electromancer")
    t.battlefield(1, "Hill Giant")
    t.lands(0, "Island", 1)
    t.lands(0, "Mountain", 2)
    t.hand(0, "Winterflame")
    t.cast("Winterflame", modes=[0, 1], targets=["Hill Giant", "Hill Giant"])
    assert total_of(t) == "{1}{U}{R}"  # {1}{U}{R} + {1} - {1}
    assert tapped(t, "Mountain") + tapped(t, "Island") == 3


def overload_like(cost: str) -> InProcessPlugin:
    """An alternative cost from hand that changes "target" to "each" (like overload)."""
    perms = zone_permission("alt", zone=Zone.HAND, cost=Cost(mana=P(cost)))

    def text(game: Game, spell: Spell, text: str) -> str | None:
        if spell.method != "alt":
            return None
        return text.replace("target creature", "each creature")

    return plugin(manastack_casting_permissions=perms.manastack_casting_permissions,
                  manastack_spell_text=text)


def test_SEED_29_total_from_the_alternative_cost_plus_increases_minus_reductions() -> None:
    t = Table.new(enable=["alt"], extra={"alt": overload_like("{2}{U}")})
    t.battlefield(0, "Thalia, Guardian of Thraben", "Goblin Electromancer",
                  "Sphere of Resistance")
    t.battlefield(1, "Grizzly Bears", "Hill Giant")
    t.lands(0, "Island", 4)
    t.hand(0, "Unsummon")
    spell = t.cast("Unsummon", using="alt")
    # {2}{U} + {1} (Thalia) + {1} (Sphere) - {1} (Electromancer)
    assert total_of(t) == "{3}{U}"
    assert t.game.mana_value(spell.id) == 1  # the mana value is still Unsummon's
    assert spell.spell is not None and spell.spell.targets == ()
    t.resolve()
    assert t.names(Zone.BATTLEFIELD, 1) == []
    assert sorted(t.names(Zone.HAND, 1)) == ["Grizzly Bears", "Hill Giant"]


def test_SEED_43_graveyard_alternative_cost_with_increases_and_reductions() -> None:
    escape_cost = Cost(mana=P("{R}{R}"), parts=(ExileFromGraveyard(count=2, other=True,
                                                                   text="exile two other"),))
    t = Table.new(enable=["esc"], extra={"esc": zone_permission(
        "esc", cost=escape_cost, cards=["Lightning Bolt"])})
    t.battlefield(0, "Thalia, Guardian of Thraben", "Helm of Awakening", "Sphere of Resistance")
    t.lands(0, "Mountain", 3)
    t.graveyard(0, "Lightning Bolt", "Shock", "Giant Growth", "Divination")
    spell = t.cast("Lightning Bolt", using="esc", targets=["opponent"],
                   exile=["Shock", "Giant Growth"])
    assert total_of(t) == "{1}{R}{R}, exile two other"  # {R}{R} +{1} +{1} -{1}
    assert t.game.mana_value(spell.id) == 1
    assert sorted(t.names(Zone.EXILE)) == ["Giant Growth", "Shock"]
    assert t.names(Zone.GRAVEYARD, 0) == ["Divination"]


def test_compute_total_is_the_logged_total() -> None:
    t = Table.new()
    t.battlefield(0, "Thalia, Guardian of Thraben")
    t.lands(0, "Mountain", 2)
    t.hand(0, "Lightning Bolt")
    spell = t.cast("Lightning Bolt", targets=["opponent"]).spell
    assert spell is not None and spell.total is not None
    assert str(spell.total) == total_of(t) == "{1}{R}"
    again, steps = compute_total(t.game, spell)
    assert str(again) == "{1}{R}" and steps[-1] == "= {1}{R} (locked)"


# --------------------------------------------------------------------------
# 601.2g-h: mana abilities and payment
# --------------------------------------------------------------------------


def test_mana_abilities_come_before_costs_cr_601_2g() -> None:
    """Llanowar Elves taps for mana, then is sacrificed to Bone Splinters (601.2g, 601.2h)."""
    t = Table.new()
    t.battlefield(0, "Thalia, Guardian of Thraben", "Llanowar Elves")
    t.battlefield(1, "Grizzly Bears")
    t.lands(0, "Swamp", 1)
    t.hand(0, "Bone Splinters")
    assert "cast Bone Splinters" in [str(a) for a in t.game.legal_actions()]
    t.cast("Bone Splinters", sacrifice=["Llanowar Elves"], targets=["Grizzly Bears"])
    assert total_of(t) == "{1}{B}, sacrifice a creature"
    t.assert_zone("Llanowar Elves", Zone.GRAVEYARD)
    elves_mana = [e for e in t.game.log if e.text == "Alice adds {G}"]
    sacrificed = [i for i, e in enumerate(t.game.log) if "Llanowar Elves" in e.text
                  and "graveyard" in e.text]
    assert elves_mana and t.game.log.index(elves_mana[0]) < sacrificed[0]


def test_a_tap_cost_and_mana_abilities_share_permanents_cr_601_2h() -> None:
    """"Tap an untapped creature you control" and the Elves' mana: both orders are tried."""
    tap_cost = plugin(manastack_additional_costs=lambda game, spell: [AdditionalCost(
        name="tap", cost=Cost(parts=(_tap_a_creature(),)))])
    t = Table.new(enable=["tapper"], extra={"tapper": tap_cost})
    t.battlefield(0, "Llanowar Elves", "Memnite")
    t.hand(0, "Giant Growth")
    t.cast("Giant Growth", targets=["Memnite"], tap=["Memnite"])
    assert t.find("Llanowar Elves").tapped and t.find("Memnite").tapped


def _tap_a_creature() -> Any:
    from manastack.model.cost_parts import TapUntapped
    from manastack.model.filters import ObjectFilter

    return TapUntapped(count=1, filter=ObjectFilter(types=("Creature",)),
                       text="tap an untapped creature you control")


def test_mana_in_the_pool_is_spent_first_cr_601_2h() -> None:
    """Paying by hand: tap a Mountain for {R} first; the payment uses it and taps nothing else."""
    t = Table.new()
    t.lands(0, "Mountain", 2)
    t.hand(0, "Lightning Bolt")
    t.tap_for_mana("Mountain", "R")
    assert str(t.game.player(0).mana_pool) == "{R}"
    t.cast("Lightning Bolt", targets=["opponent"])
    assert tapped(t, "Mountain") == 1
    assert t.game.player(0).mana_pool.is_empty()


def test_unspent_mana_empties_between_steps_cr_500_5() -> None:
    t = Table.new()
    t.lands(0, "Mountain", 1)
    t.tap_for_mana("Mountain", "R")
    t.go_to(Step.BEGIN_COMBAT)
    assert t.game.player(0).mana_pool.is_empty()
    t.assert_logged(rule="500.5")


def test_mana_ability_for_a_colour_it_cant_make_is_refused_cr_605() -> None:
    t = Table.new()
    t.lands(0, "Mountain", 1)
    t.assert_illegal(t.tap_for_mana, "Mountain", "U", rule="605.1a")


def delve_like() -> InProcessPlugin:
    def options(game: Game, spell: Spell) -> list[PaymentOption]:
        return [PaymentOption(name="delve", obj=o.id, plugin="delvish")
                for o in game.graveyard(spell.controller)]

    return plugin(manastack_payment_options=options)


def test_payment_options_pay_generic_mana_of_the_locked_total_cr_601_2h() -> None:
    t = Table.new(enable=["delvish"], extra={"delvish": delve_like()})
    t.battlefield(0, "Helm of Awakening")
    t.lands(0, "Island", 1)
    t.graveyard(0, "Shock", "Giant Growth")
    t.hand(0, "Divination")
    assert "cast Divination" in [str(a) for a in t.game.legal_actions()]
    t.cast("Divination", pay_with={"delve": ["Shock"]})  # {2}{U} - {1} = {1}{U}: one card pays the {1}
    assert total_of(t) == "{1}{U}"
    assert t.names(Zone.EXILE) == ["Shock"]
    assert t.names(Zone.GRAVEYARD, 0) == ["Giant Growth"]


def test_the_test_kit_pays_with_any_plugins_payment_option_by_its_name() -> None:
    """No option name is spelled in the kernel: a third party's "tap a creature for {1}" (a
    convoke-like option, action "tap") is paid by its name as delve is."""

    def tithe(game: Game, spell: Spell) -> list[PaymentOption]:
        return [PaymentOption(name="tithe", obj=o.id, action="tap", plugin="tithes")
                for o in game.battlefield(spell.controller) if o.card.name == "Grizzly Bears"]

    t = Table.new(enable=["tithes"], extra={"tithes": plugin(manastack_payment_options=tithe)})
    t.lands(0, "Island", 1)
    t.battlefield(0, "Grizzly Bears", "Grizzly Bears")
    t.hand(0, "Divination")
    t.assert_illegal(t.cast, "Divination", pay_with={"tithe": ["Island", "Grizzly Bears"]})
    t.cast("Divination", pay_with={"tithe": ["Grizzly Bears", "Grizzly Bears"]})  # {2}, then {U}
    assert [o.tapped for o in t.game.battlefield(0) if o.card.name == "Grizzly Bears"] == [True, True]
    assert t.game.obj(t.find("Divination").id).zone in (Zone.STACK, Zone.GRAVEYARD)


def test_payment_options_are_never_more_than_the_generic_part() -> None:
    t = Table.new(enable=["delvish"], extra={"delvish": delve_like()})
    t.lands(0, "Island", 1)
    t.graveyard(0, "Shock", "Giant Growth", "Murder")
    t.hand(0, "Divination")
    t.assert_illegal(t.cast, "Divination", pay_with={"delve": ["Shock", "Giant Growth", "Murder"]},
                     rule="601.2h")
    t.assert_illegal(t.cast, "Divination", pay_with={"delve": ["Shock"]}, rule="601.2h")  # too few
    t.cast("Divination", pay_with={"delve": ["Shock", "Murder"]})
    assert sorted(t.names(Zone.EXILE)) == ["Murder", "Shock"]


def test_x_offered_counts_out_cards_the_cost_exiles_from_the_graveyard_cr_601_2h() -> None:
    """CR 107.3a, 601.2b, 601.2h: Blaze cast for {X}{R} + "exile two other cards" with a
    delve-like option: of four other cards two pay the exile part, so only two can pay
    generic mana; with one Mountain, X is offered 0 to 2, not up to 4."""
    esc = zone_permission("esc", cost=Cost(mana=P("{X}{R}"), parts=(ExileFromGraveyard(
        count=2, other=True, text="exile two other"),)), cards=["Blaze"])
    t = Table.new(enable=["esc", "delvish"], extra={"esc": esc, "delvish": delve_like()})
    t.lands(0, "Mountain", 1)
    t.graveyard(0, "Blaze", "Shock", "Giant Growth", "Murder", "Divination")
    seen = t.on_decision("x", lambda game, decision: (max(decision.options),))
    t.cast("Blaze", using="esc", targets=["opponent"], exile=["Shock", "Giant Growth"])
    assert [d.options for d in seen] == [(0, 1, 2)]
    assert t.find("Blaze", zone=Zone.STACK).spell.x == 2  # type: ignore[union-attr]
    assert sorted(t.names(Zone.EXILE)) == ["Divination", "Giant Growth", "Murder", "Shock"]


# --------------------------------------------------------------------------
# 118.9: without paying its mana cost
# --------------------------------------------------------------------------


def test_cast_without_paying_pays_nothing_and_x_is_zero_cr_107_3b() -> None:
    t = Table.new()
    t.lands(0, "Mountain", 5)
    t.hand(0, "Blaze")
    blaze = t.find("Blaze")
    spell = cast_without_paying(t.game, 0, blaze.id)
    assert spell.zone is Zone.STACK and spell.spell is not None
    assert spell.spell.x == 0 and spell.spell.without_paying
    assert total_of(t) == "{0}"
    assert tapped(t, "Mountain") == 0
    assert t.game.mana_value(spell.id) == 1
    t.assert_logged(rule="107.3b")


def test_SEED_17_additional_costs_are_still_paid_without_paying() -> None:
    t = Table.new()
    t.battlefield(1, "Grizzly Bears")
    t.hand(0, "Bone Splinters")
    splinters = t.find("Bone Splinters").id
    before = t.game.state_digest()
    with pytest.raises(IllegalActionError) as info:
        cast_without_paying(t.game, 0, splinters)  # no creature to sacrifice
    assert info.value.rule == "601.2h" and t.game.state_digest() == before
    t.battlefield(0, "Memnite")
    t.game.script.queue.extend([Answer("sacrifice", (t.find("Memnite").id,)),
                                Answer("targets", (t.find("Grizzly Bears").id,))])
    cast_without_paying(t.game, 0, splinters)
    t.assert_zone("Memnite", Zone.GRAVEYARD)
    assert total_of(t) == "sacrifice a creature"


def test_SEED_17_per_mode_additional_costs_are_paid_without_paying() -> None:
    t = Table.new(enable=["permode"], extra={"permode": per_extra_mode_cost(
        Cost(mana=P("{1}")))})
    t.battlefield(1, "Hill Giant")
    t.lands(0, "Mountain", 1)
    t.hand(0, "Winterflame")
    giant = t.find("Hill Giant").id
    t.game.script.queue.extend([Answer("modes", (0, 1)), Answer("targets", (giant,)),
                                Answer("targets", (giant,))])
    cast_without_paying(t.game, 0, t.find("Winterflame").id)
    assert total_of(t) == "{1}"
    assert tapped(t, "Mountain") == 1


def test_SEED_32_without_paying_refuses_an_alternative_cost() -> None:
    t = Table.new(enable=["alt"], extra={"alt": overload_like("{2}{U}")})
    t.battlefield(1, "Grizzly Bears")
    t.lands(0, "Island", 3)
    t.hand(0, "Unsummon")
    unsummon = t.find("Unsummon").id
    before = t.game.state_digest()
    with pytest.raises(IllegalActionError, match="alternative cost") as info:
        cast_without_paying(t.game, 0, unsummon, permission="alt")
    assert info.value.rule == "118.9a"
    assert t.game.state_digest() == before
    # the card's own permission works, with a single target (no text change)
    t.game.script.queue.append(Answer("targets", (t.find("Grizzly Bears").id,)))
    spell = cast_without_paying(t.game, 0, unsummon, permission="hand")
    assert spell.spell is not None and len(spell.spell.targets) == 1


def test_a_plugin_permission_may_be_without_paying() -> None:
    """An Omniscience-like permission: from hand, without paying, at the card's timing."""
    t = Table.new(enable=["free"], extra={"free": zone_permission(
        "free", zone=Zone.HAND, without_paying=True)})
    t.library(0, "Island", "Island")
    t.hand(0, "Divination")
    assert [str(a) for a in t.game.legal_actions()] == ["cast Divination (free)",
                                                        "pass priority"]
    t.cast("Divination", using="free")
    assert total_of(t) == "{0}"
    t.resolve()
    t.hand(0, "Divination")
    t.game.set_turn(active=1, step=Step.MAIN1)
    t.pass_priority()  # Bob passes in his main phase: Alice may act, not at sorcery speed
    t.assert_illegal(t.cast, "Divination", using="free", rule="307.1")


def test_a_card_with_no_mana_cost_can_be_cast_only_without_paying_cr_118_6a() -> None:
    card = CardDef(name="Test Nothing", mana_cost=None, type_line="Sorcery",
                   text="Draw a card.")
    t = Table.new(enable=["pool"], extra={"pool": pool(card)})
    t.library(0, "Island")
    t.hand(0, "Test Nothing")
    t.assert_illegal(t.cast, "Test Nothing", rule="118.6")
    cast_without_paying(t.game, 0, t.find("Test Nothing").id)
    t.resolve()
    assert t.names(Zone.HAND, 0) == ["Island"]


# --------------------------------------------------------------------------
# 601.2i and 608
# --------------------------------------------------------------------------


def test_spell_becomes_cast_last_and_cast_triggers_fire_cr_601_2i() -> None:
    pyromancer = CardDef(
        name="Young Pyromancer", mana_cost="{1}{R}", type_line="Creature — Human Shaman",
        text="Whenever you cast an instant or sorcery spell, create a 1/1 red Elemental "
             "creature token.", power="2", toughness="1")
    told: list[Spell] = []
    observer = plugin(manastack_spell_cast=lambda game, spell: told.append(spell))
    t = Table.new(enable=["pool", "observer"], extra={"pool": pool(pyromancer),
                                                      "observer": observer})
    t.battlefield(0, "Young Pyromancer")
    t.lands(0, "Mountain", 1)
    t.hand(0, "Lightning Bolt")
    t.cast("Lightning Bolt", targets=["opponent"])
    assert len(told) == 1 and told[0].total is not None and told[0].mana_spent == "{R}"
    assert t.game.player(0).spells_cast_this_turn == 1
    t.resolve_all()
    assert t.names(Zone.BATTLEFIELD, 0).count("Elemental Token") == 1
    t.assert_life(1, 17)


def test_SEED_09_legal_targets_are_still_affected() -> None:
    t = Table.new()
    t.battlefield(1, "Grizzly Bears", "Hill Giant", "Island")
    t.lands(0, "Island", 1)
    t.lands(0, "Mountain", 2)
    t.hand(0, "Winterflame")
    t.hand(1, "Unsummon")
    t.cast("Winterflame", modes=[0, 1], targets=["Grizzly Bears", "Hill Giant"])
    t.pass_priority()
    t.cast("Unsummon", targets=["Hill Giant"])
    t.resolve()  # Unsummon
    t.resolve()  # Winterflame: the Giant is gone, the Bears are still tapped
    assert t.find("Grizzly Bears").tapped
    assert t.names(Zone.HAND, 1) == ["Hill Giant"]
    t.assert_logged(rule="608.2b", contains="not affected")
    t.assert_zone("Winterflame", Zone.GRAVEYARD)


def test_SEED_09_all_targets_illegal_the_spell_doesnt_resolve() -> None:
    t = Table.new()
    t.battlefield(1, "Hill Giant", "Island")
    t.lands(0, "Island", 1)
    t.lands(0, "Mountain", 2)
    t.hand(0, "Winterflame")
    t.hand(1, "Unsummon")
    t.cast("Winterflame", modes=[0, 1], targets=["Hill Giant", "Hill Giant"])
    t.pass_priority()
    t.cast("Unsummon", targets=["Hill Giant"])
    t.resolve()
    t.resolve()
    t.assert_logged(rule="608.2b", contains="doesn't resolve")
    assert not t.logged(rule="608.1", contains="Winterflame resolves") or \
        t.logged(contains="all its targets are illegal")
    t.assert_zone("Winterflame", Zone.GRAVEYARD)
    assert t.find("Hill Giant", zone=Zone.HAND).damage == 0


def test_a_replacement_effect_decides_where_a_resolved_spell_goes_cr_608_2n() -> None:
    t = Table.new(enable=["exiler"], extra={"exiler": plugin(
        manastack_replace_zone_change=exile_if_cast_with("hand"))})
    t.lands(0, "Mountain", 1)
    t.hand(0, "Lightning Bolt")
    t.cast("Lightning Bolt", targets=["opponent"])
    t.resolve()
    t.assert_zone("Lightning Bolt", Zone.EXILE)
    t.assert_logged(rule="614.1a")


def test_a_permanent_spell_resolves_under_its_casters_control_cr_608_3() -> None:
    t = Table.new()
    t.lands(0, "Forest", 2)
    t.hand(0, "Grizzly Bears")
    t.cast("Grizzly Bears")
    t.resolve()
    bears = t.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
    assert bears.controller == 0


# --------------------------------------------------------------------------
# Bad input
# --------------------------------------------------------------------------


def test_casting_a_missing_object_names_the_rule() -> None:
    t = Table.new()
    exc = t.assert_illegal(t.game.act, CastSpell(999, "hand", "Nothing"), rule="400.7")
    assert "#999" in str(exc)


def test_a_land_is_played_not_cast() -> None:
    t = Table.new()
    t.hand(0, "Forest")
    land = t.find("Forest")
    exc = t.assert_illegal(t.game.act, CastSpell(land.id, "hand", "Forest"), rule="305.1")
    assert exc.step == "601.2a"


def test_an_unknown_permission_lists_the_available_ones() -> None:
    t = Table.new(enable=["grave"], extra={"grave": zone_permission("grave")})
    t.lands(0, "Mountain", 1)
    t.graveyard(0, "Lightning Bolt")
    bolt = t.find("Lightning Bolt")
    exc = t.assert_illegal(t.game.act, CastSpell(bolt.id, "flashback", "Lightning Bolt"),
                           rule="601.3")
    assert "(available: grave)" in str(exc)


def test_casting_out_of_turn_or_without_priority_cr_117_1() -> None:
    t = Table.new()
    t.lands(1, "Mountain", 1)
    t.hand(1, "Lightning Bolt")
    bolt = t.find("Lightning Bolt")
    t.assert_illegal(t.game.act, CastSpell(bolt.id, "hand", "Lightning Bolt"), rule="601.3")


def test_malformed_mana_cost_in_card_data_names_card_and_text() -> None:
    """The card loads for inspection (issue 5) but using it is refused with one line naming
    the card and the malformed cost (issue 3)."""
    bad = CardDef(name="Test Broken", mana_cost="{W/X}", type_line="Artifact", text="")
    rules = Rules.load(enable=["pool"], env={}, extra={"pool": pool(bad)})
    card = rules.card("Test Broken")
    assert not card.playable and card.mana_cost is None
    t = Table.new(enable=["pool"], extra={"pool": pool(bad)})
    with pytest.raises(UnsupportedCardError, match="W/X"):
        t.hand(0, "Test Broken")  # it can't enter a game either
    t.put("Test Broken", Zone.HAND, 0, inert=True)
    with pytest.raises(UnsupportedCardError) as info:
        t.cast("Test Broken")
    message = str(info.value)
    assert "Test Broken" in message and "'{W/X}'" in message and "\n" not in message


def test_the_player_who_casts_is_the_spells_controller() -> None:
    t = Table.new()
    t.lands(0, "Mountain", 1)
    t.hand(0, "Lightning Bolt")
    spell = t.cast("Lightning Bolt", targets=[PlayerRef(1)])
    assert spell.controller == 0 and spell.spell is not None and spell.spell.controller == 0


# --------------------------------------------------------------------------
# 601.2d: dividing an amount among targets
# --------------------------------------------------------------------------

DIVIDING = (
    CardDef(name="Forked Bolt", mana_cost="{R}", type_line="Sorcery",
            text="Forked Bolt deals 2 damage divided as you choose among one or two targets."),
    CardDef(name="Arc Lightning", mana_cost="{2}{R}", type_line="Sorcery",
            text="Arc Lightning deals 3 damage divided as you choose among one, two, or three "
                 "targets."),
    # a test card: an {X} amount divided among any number of targets
    CardDef(name="Test Fireworks", mana_cost="{X}{R}", type_line="Sorcery",
            text="Test Fireworks deals X damage divided as you choose among any number of "
                 "targets."),
    CardDef(name="Test Cloak", mana_cost="{U}", type_line="Instant",
            text="Target creature gains shroud until end of turn."),
)


def dividing_table() -> Table:
    t = Table.new(enable=["pool"], extra={"pool": pool(*DIVIDING)})
    t.lands(0, "Mountain", 4)
    t.battlefield(1, "Grizzly Bears", "Hill Giant")
    return t


def test_one_target_gets_the_whole_amount_cr_601_2d() -> None:
    t = dividing_table()
    t.hand(0, "Forked Bolt")
    t.cast("Forked Bolt", targets=[["Grizzly Bears"]])
    t.resolve()
    t.assert_zone("Grizzly Bears", Zone.GRAVEYARD)


def test_division_is_announced_as_the_spell_is_cast_cr_601_2d() -> None:
    t = dividing_table()
    t.hand(0, "Arc Lightning")
    asked: list[Decision] = []
    t.game.agents[0] = recording_agent(t.game, asked)
    t.cast("Arc Lightning", targets=[["Hill Giant", "opponent"]],
           answers=[Answer("divide", ((2, 1),))])
    assert t.logged(rule="601.2d", contains="2 to Hill Giant")
    t.resolve()
    assert t.find("Hill Giant").damage == 2
    t.assert_life(1, 19)


def test_division_options_give_each_target_at_least_one_cr_601_2d() -> None:
    t = dividing_table()
    t.hand(0, "Arc Lightning")
    asked: list[Decision] = []
    t.game.agents[0] = recording_agent(t.game, asked)
    t.cast("Arc Lightning", targets=[["Hill Giant", "Grizzly Bears", "opponent"]])
    divide = [d for d in asked if d.kind == "divide"]
    assert divide == []  # three among three: one way only, nothing to ask
    t.resolve()
    assert t.find("Hill Giant").damage == 1
    t.assert_life(1, 19)
    t.hand(0, "Arc Lightning")
    t.battlefield(0, "Mountain", "Mountain", "Mountain")
    t.assert_illegal(t.cast, "Arc Lightning", targets=[["Hill Giant", "opponent"]],
                     answers=[Answer("divide", ((3, 0),))], rule="601.2d")


def test_more_targets_than_the_amount_is_illegal_cr_601_2d() -> None:
    t = dividing_table()
    t.hand(0, "Test Fireworks")
    exc = t.assert_illegal(t.cast, "Test Fireworks", x=1,
                           targets=[["Hill Giant", "opponent"]], rule="601.2d")
    assert "at least one" in str(exc)
    t.cast("Test Fireworks", x=3, targets=[["Hill Giant", "opponent"]],
           answers=[Answer("divide", ((1, 2),))])
    t.resolve()
    t.assert_life(1, 18)


def test_an_illegal_targets_share_isnt_dealt_cr_608_2b() -> None:
    t = dividing_table()
    t.battlefield(1, "Island")
    t.hand(0, "Arc Lightning")
    t.hand(1, "Test Cloak")
    t.cast("Arc Lightning", targets=[["Hill Giant", "opponent"]],
           answers=[Answer("divide", ((1, 2),))])
    t.pass_priority()
    t.cast("Test Cloak", targets=["Hill Giant"])  # shroud: still there, no longer legal
    t.resolve()
    t.resolve()
    t.assert_life(1, 18)  # the 2 to Bob; the Giant's 1 is neither dealt nor redirected
    assert t.find("Hill Giant").damage == 0
    assert t.find("Grizzly Bears").damage == 0


def test_payment_options_that_tap_and_several_kinds_of_options_cr_601_2h() -> None:
    """A convoke-like option taps creatures; with delve-like too, each kind is one decision."""

    def tap_creatures(game: Game, spell: Spell) -> list[PaymentOption]:
        return [PaymentOption(name="convoke", obj=o.id, action="tap", plugin="tapish")
                for o in game.battlefield(spell.controller)
                if o.card.type_line.has_type("Creature") and not o.tapped]

    t = Table.new(enable=["delvish", "tapish"], extra={
        "delvish": delve_like(), "tapish": plugin(manastack_payment_options=tap_creatures)})
    t.battlefield(0, "Memnite", "Grizzly Bears")
    t.lands(0, "Island", 1)
    t.graveyard(0, "Shock")
    t.hand(0, "Divination")
    asked: list[Decision] = []
    t.game.agents[0] = recording_agent(t.game, asked)
    t.cast("Divination", answers=[Answer("delve", (t.find("Shock").id,)),
                                  Answer("convoke", (t.find("Memnite").id,))])
    assert t.find("Memnite").tapped and not t.find("Grizzly Bears").tapped
    assert t.names(Zone.EXILE) == ["Shock"]
    t.assert_logged(rule="601.2h", contains="1 generic mana paid by convoke")
    t.assert_logged(rule="601.2h", contains="1 generic mana paid by delve")


def test_same_position_and_choices_give_the_same_log() -> None:
    """Determinism: the casting sequence makes the same choices and log for the same input."""
    digests = set()
    for _ in range(2):
        t = Table.new(seed=7)
        t.battlefield(0, "Thalia, Guardian of Thraben", "Llanowar Elves")
        t.battlefield(1, "Grizzly Bears")
        t.lands(0, "Swamp", 1)
        t.lands(0, "Plains", 2)
        t.hand(0, "Bone Splinters", "Unmake")
        t.cast("Bone Splinters", sacrifice=["Llanowar Elves"], targets=["Grizzly Bears"])
        t.resolve()
        digests.add(t.game.log_digest())
    assert len(digests) == 1


# --------------------------------------------------------------------------
# Choosing every mode instead of the number specified (CR 700.2, 601.2b; 702.42a)
# --------------------------------------------------------------------------


def all_modes_offered(label: str = "test all") -> InProcessPlugin:
    """An entwine-like ability: every modal spell may have all its modes chosen."""
    return plugin(manastack_choose_all_modes=lambda game, spell: [label])


def test_700_2_a_plugin_may_let_every_mode_be_chosen() -> None:
    """CR 700.2, 601.2b: offered by a plugin, "all modes" is asked before the usual choice;
    yes gives Healing Salve ("Choose one") both modes, in printed order, no modes decision."""
    t = Table.new(enable=["all"], extra={"all": all_modes_offered()})
    t.lands(0, "Plains", 1)
    t.hand(0, "Healing Salve")
    asked = t.watch_decisions()
    t.answer("all_modes", "yes")
    t.cast("Healing Salve", targets=["Alice", "Bob"])
    spell = t.find("Healing Salve", zone=Zone.STACK)
    assert t.game.obj(spell.id).spell.modes == (0, 1)
    kinds = [d.kind for d in asked]
    assert "all_modes" in kinds and "modes" not in kinds
    t.assert_logged(rule="601.2b", contains="all modes chosen (test all)")


def test_700_2_declining_all_modes_leaves_the_usual_choice() -> None:
    """CR 700.2: "no" to all modes: the usual decision, one mode."""
    t = Table.new(enable=["all"], extra={"all": all_modes_offered()})
    t.lands(0, "Plains", 1)
    t.hand(0, "Healing Salve")
    t.answer("all_modes", "no")
    t.cast("Healing Salve", modes=[0], targets=["Alice"])
    spell = t.find("Healing Salve", zone=Zone.STACK)
    assert t.game.obj(spell.id).spell.modes == (0,)


def test_700_2_all_modes_is_not_asked_when_the_number_already_allows_them() -> None:
    """CR 700.2: Winterflame ("Choose one or both") already lets both be chosen: the plugin's
    offer changes nothing and nothing more is asked; nor is it for a plugin offering none."""
    t = Table.new(enable=["all"], extra={"all": all_modes_offered()})
    t.lands(0, "Island", 1)
    t.lands(0, "Mountain", 2)
    t.battlefield(1, "Grizzly Bears")
    t.hand(0, "Winterflame")
    asked = t.watch_decisions("all_modes")
    t.cast("Winterflame", modes=[0, 1], targets=["Grizzly Bears", "Grizzly Bears"])
    assert asked == []
    t2 = Table.new(enable=["none"], extra={"none": plugin(
        manastack_choose_all_modes=lambda game, spell: [])})
    t2.lands(0, "Plains", 1)
    t2.hand(0, "Healing Salve")
    asked2 = t2.watch_decisions("all_modes")
    t2.cast("Healing Salve", modes=[0], targets=["Alice"])
    assert asked2 == []
def test_cast_by_permission_pays_its_cost_and_is_undone_when_illegal_cr_608_2g_732() -> None:
    """An effect lets a card be cast now through a plugin's permission: its cost is paid; a
    cast that can't be paid is refused and the game is as it was (732)."""
    from manastack.engine.casting import cast_by_permission

    now = zone_permission("now", cost=Cost(mana=P("{R}{R}")), timing="now")
    t = Table.new(enable=["now"], extra={"now": now})
    t.lands(0, "Mountain", 1)
    (bolt,) = t.graveyard(0, "Lightning Bolt")
    version = t.game.state.version
    with pytest.raises(IllegalActionError):
        cast_by_permission(t.game, 0, bolt.id, permission="now")
    assert t.game.obj(bolt.id).zone is Zone.GRAVEYARD and t.tapped_count(0) == 0
    assert t.game.state.version == version
    t.lands(0, "Mountain", 1)
    t.on_decision("targets", lambda game, d: (d.options[-1],))
    spell = cast_by_permission(t.game, 0, bolt.id, permission="now")
    assert spell.zone is Zone.STACK and t.tapped_count(0) == 2


def _helpers(game: Game, spell: Spell) -> list[Any]:
    from manastack.model.spells import OtherPayer

    return [OtherPayer(name="helping", plugin="helpers", rule="601.2h")]


def test_601_2h_another_player_pays_generic_mana_under_any_plugins_name() -> None:
    """The other-payer step (the one assist uses, CR 702.132a) is the plugin's by its name:
    Bob pays {1} of Divination's {2}{U} with his Island; Alice pays {1}{U}."""
    t = Table.new(enable=["helpers"], extra={"helpers": plugin(manastack_other_payers=_helpers)})
    t.lands(0, "Island", 2)
    t.lands(1, "Island", 2)
    t.hand(0, "Divination")
    t.on_decision("helping", lambda game, decision: (PlayerRef(1),))
    asked = t.on_decision("helping_amount", lambda game, decision: (1,), player=1)
    t.cast("Divination")
    assert asked[0].player == 1 and tuple(asked[0].options) == (0, 1, 2)
    assert [o.tapped for o in t.game.battlefield(1)].count(True) == 1
    assert all(o.tapped for o in t.game.battlefield(0))
    t.assert_logged(rule="601.2h", contains="Bob pays {U} of Divination's generic mana")


def test_601_2h_no_other_player_is_asked_without_generic_mana() -> None:
    """CR 702.132a: only a total cost with a generic mana component: {R} asks nothing."""
    t = Table.new(enable=["helpers"], extra={"helpers": plugin(manastack_other_payers=_helpers)})
    t.lands(0, "Mountain", 1)
    t.lands(1, "Mountain", 2)
    t.hand(0, "Lightning Bolt")
    seen = t.watch_decisions("helping")
    t.cast("Lightning Bolt", targets=["Bob"])
    assert seen == []
    assert not any(o.tapped for o in t.game.battlefield(1))


def test_707_12_a_copy_of_an_exiled_card_is_cast_and_ceases_to_exist_the_card_stays() -> None:
    """Casting a copy of a card (CR 707.12, 118.9): the exiled Lightning Bolt stays in exile;
    its copy is cast without paying (no land tapped), resolves, and ceases to exist instead
    of going to a graveyard (707.10a, 704.5e). An illegal cast makes no copy (732)."""
    from manastack.engine.casting import cast_copy_without_paying

    t = Table.new()
    (bolt,) = t.exile(0, "Lightning Bolt")
    t.lands(0, "Mountain", 1)
    version = t.game.state.version
    t.on_decision("targets", lambda game, d: ())  # no target chosen: the cast is illegal
    with pytest.raises(IllegalActionError):
        cast_copy_without_paying(t.game, 0, bolt.id)
    assert t.game.state.version == version and t.names(Zone.EXILE, 0) == ["Lightning Bolt"]
    t.on_decision("targets", lambda game, d: (PlayerRef(1),))
    spell = cast_copy_without_paying(t.game, 0, bolt.id)
    assert spell.zone is Zone.STACK and spell.is_copy and not spell.is_card
    assert t.tapped_count(0) == 0 and t.names(Zone.EXILE, 0) == ["Lightning Bolt"]
    t.resolve_all()
    assert t.game.state.players[1].life == 17
    assert t.names(Zone.GRAVEYARD, 0) == [] and t.names(Zone.EXILE, 0) == ["Lightning Bolt"]
    assert t.game.obj(bolt.id).zone is Zone.EXILE
