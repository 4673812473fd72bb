"""What mana a player could pay now (CR 106.4, 107.4, 601.2f-h, 605.3): the bounds that
rule a cost out without solving its payment, and the payment solver's answers, kept.

The fewest units of mana a cost could take (``ManaCost.least_units``, 107.3a, 107.4e-f) against
the most units the player's pool and mana abilities could make (:attr:`Affordability.most_units`,
each permanent once, 605.3) and the most of each type (:meth:`Affordability.most_of`,
106.1b, 107.4): a necessary condition, asked before a spell's total cost is built (601.2f)
or a payment is planned. :meth:`Affordability.can_pay` asks the solver itself.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import attrs

from manastack.engine.mana_solver import can_pay
from manastack.engine.payment import Probes, costly_steps, mana_sources
from manastack.engine.total_cost import compute_total, rule_statics
from manastack.model.cost_parts import PayEnergy, energy
from manastack.model.spells import AdditionalCost, CostModifier, SpellCostChange

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from manastack.engine.game import Game
    from manastack.model.costs import Cost
    from manastack.model.mana import ManaCost, ManaSource, SpendPurpose
    from manastack.model.objects import GameObject
    from manastack.model.spells import Spell


#: The hooks that could lower a spell's mana below its base cost: reductions (CR 601.2f,
#: 118.7) and other ways to pay (601.2h: convoke, delve, improvise).
_LOWERING_HOOKS = ("manastack_cost_reductions", "manastack_payment_options")
#: The kernel's own plugin (``loading.discovery.CORE_PLUGIN``): its cost reductions are the
#: rule statics, which ``may_lower`` reads itself
_CORE = "core"
#: The kernel's printed reductions, asked of every spell, are bounded by may_lower itself.
_EXEMPT = ((_CORE, "manastack_cost_reductions"),)


class Affordability:
    """Answers "can this mana cost be paid now?" for one player at one moment, once per
    distinct question (CR 601.2g-h): kept for one listing of legal actions, or one choice.

    With ``bound`` it also answers the cheaper necessary condition first (``ManaCost.least_units``
    against :attr:`most_units`)."""

    def __init__(self, game: Game, player: int, *, bound: bool = True) -> None:
        self.game = game
        self.player = player
        self.bound = bound
        self._sources: list[ManaSource] | None = None
        self._answers: dict[tuple[str, int, int | None, tuple[ManaSource, ...],
                                  SpendPurpose | None], bool] = {}
        self._restricted: bool | None = None
        self._most: int | None = None
        self._most_of: Counter[str] | None = None
        self._lowering: tuple[bool, frozenset[str]] | None = None
        self._costly: bool | None = None
        #: CR 605.3a, 732: each combination of costly mana abilities probed once per moment
        self._probes: Probes | None = None

    @property
    def most_units(self) -> int:
        """The most units of mana the payer could use now (CR 106.4, 605.3, 601.2g): the
        pool, and each permanent's source making the most, each permanent once."""
        if self._most is None:
            best: dict[int, int] = {}
            for src in self.sources:
                if src.amount > best.get(src.id, 0):
                    best[src.id] = src.amount
            pool = self.game.player(self.player).mana_pool
            self._most = len(pool.units) + sum(best.values())
        return self._most

    @property
    def costly(self) -> bool:
        """Whether the payer has a mana ability the solver doesn't plan but the payment may
        activate first (``payment.costly_steps``, CR 605.3a): its mana is beyond the bounds."""
        if self._costly is None:  # none seen in this game yet: nothing to look for
            self._costly = False
            if self.game.costly_mana_seen:
                self._probes = Probes(self.game, self.player)
                self._costly = bool(self._probes.abilities)
        return self._costly

    def may_lower(self, obj: GameObject) -> bool:
        """Whether anything could make casting ``obj`` take fewer units than its base cost:
        a reduction (CR 601.2f, 118.7: a static ability of a permanent, 604.1, or the card's
        own, 113.6d; a plugin's) or another way to pay (601.2h). A plugin's hook
        implementation counts unless its ``reads_keyword`` scope rules the card out, as the
        call would (``hook_scopes.call_for_spell``); a declared keyword no object has now
        (``Game.keywords_possible``, read once per payer: one moment) rules out every card."""
        if self._lowering is None:
            # the plugins' part depends on the plugins only: the rule set keeps it
            declared = self.game.rules.ruleset.keywords_declared(_LOWERING_HOOKS, _EXEMPT)
            # the kernel's own reductions: the printed ones of permanents (CR 604.1)
            always = declared is None or any(
                not modifier.increase for _, modifier in rule_statics(self.game, CostModifier))
            keywords = declared or frozenset()
            if keywords and not always:
                # CR 613: one moment, so a declared keyword no object has now is on no card
                keywords = keywords & self.game.keywords_possible()
            self._lowering = (always, keywords)
        always, keywords = self._lowering
        if always:
            return True
        if any(isinstance(a, SpellCostChange) and not a.increase for a in obj.card.abilities):
            return True  # CR 113.6d: "this spell costs {1} less to cast for each ..."
        return bool(keywords) and not keywords.isdisjoint(self.game.chars(obj.id).keywords)

    def most_of(self, mana_type: str) -> int:
        """The most units of ``mana_type`` the payer could use now (CR 106.1b, 605.3): those
        in the pool, and each permanent's source of that type making the most, each permanent
        once."""
        if self._most_of is None:
            best: dict[tuple[str, int], int] = {}
            for src in self.sources:
                for kind in src.colors:
                    if src.amount > best.get((kind, src.id), 0):
                        best[(kind, src.id)] = src.amount
            most = Counter(unit.color for unit in self.game.player(self.player).mana_pool.units)
            for (kind, _), amount in best.items():
                most[kind] += amount
            self._most_of = most
        return self._most_of[mana_type]

    def out_of_reach(self, mana: ManaCost | None) -> bool:
        """Whether ``mana`` needs more units than the payer could use now (CR 601.2g-h), or
        more of one type than it could make for its plain {W}, {U}, {B}, {R}, {G} or {C}
        symbols: each is paid only by a unit of its type (107.4, 107.4c; generic by any, 107.4b)."""
        if mana is None:
            return False
        need = mana.least_units
        if need <= 0:
            return False
        if need > self.most_units:
            return True
        return any(count > self.most_of(kind) for kind, count in mana.plain_units)

    @property
    def sources(self) -> list[ManaSource]:
        if self._sources is None:
            self._sources = mana_sources(self.game, self.player)
        return self._sources

    def can_pay(self, mana: ManaCost, alternatives: int = 0, exclude: int | None = None,
                extra: Sequence[ManaSource] = (),
                purpose: Callable[[], SpendPurpose] | None = None) -> bool:
        """``extra``: one-time sources of payment options (convoke, CR 601.2h); ``purpose``
        says what the mana pays for (CR 106.6), asked only when the payer has restricted
        mana (in the pool or from a source)."""
        if mana.is_empty():
            return True
        if self._restricted is None:  # plain loops: no call while nothing is restricted
            units = self.game.player(self.player).mana_pool.units
            restricted = units[-1].restriction is not None if units else False  # sorted last
            for src in self.sources:
                if src.restriction is not None:
                    restricted = True
                    break
            self._restricted = restricted
        spent_on = purpose() if self._restricted and purpose is not None else None
        key = (str(mana), min(alternatives, mana.generic), exclude, tuple(extra), spent_on)
        found = self._answers.get(key)
        if found is None:
            p = self.game.player(self.player)
            sources = self.sources if exclude is None else \
                [s for s in self.sources if s.id != exclude]
            found = can_pay(mana, pool=p.mana_pool, sources=[*sources, *extra], life=p.life,
                            generic_alternatives=key[1], purpose=spent_on)
            if not found and not extra and not key[1] and self.costly and \
                    self._probes is not None:
                # CR 601.2g, 605.3a, 117.1: payable once mana abilities the solver doesn't
                # plan are activated first (probed and undone, 732)
                found = costly_steps(self.game, self.player, mana, purpose=spent_on,
                                     exclude=() if exclude is None else (exclude,),
                                     probes=self._probes) is not None
            self._answers[key] = found
        return found


def most_times_payable(game: Game, spell: Spell, cost: Cost, *, name: str, plugin: str,
                       limit: int, before: tuple[AdditionalCost, ...] = (),
                       x: int | None = None) -> int:
    """CR 601.2b, 601.2f-h: the most times (0 to ``limit``) the caster of ``spell`` could pay
    the additional cost ``cost`` (named ``name`` by ``plugin``) now, with the rest of the
    spell's cost: the additional costs ``before`` it already announced and X as ``x`` (the
    spell's X, or 0, when not given). Counted up from one, stopping at the first number
    whose non-mana parts or total mana can't be paid (the total is checked again and paid
    at 601.2f-h; an announcement that can't be paid is refused, 732)."""
    player = game.player(spell.controller)
    sources = mana_sources(game, spell.controller)
    x_now = (spell.x or 0) if x is None else x
    most = 0
    for times in range(1, limit + 1):
        extra = AdditionalCost(name=name, cost=cost, times=times, plugin=plugin)
        total, _ = compute_total(game, attrs.evolve(spell, additional=(*before, extra),
                                                    x=x_now))
        parts = cost.times(times).parts
        # CR 107.14, 118.3: energy paid several times comes from one supply of counters
        needed = sum(part.amount for part in parts if isinstance(part, PayEnergy))
        parts_ok = all(part.can_pay(game, spell.controller, spell.obj) for part in parts) \
            and (not needed or needed <= energy(game, spell.controller))
        if not parts_ok or not can_pay(total.mana, pool=player.mana_pool, sources=sources,
                                       life=player.life):
            break
        most = times
    return most


def announce_times(game: Game, spell: Spell, cost: Cost, *, name: str, plugin: str,
                   limit: int, word: str, rule: str, log_rule: str = "601.2b",
                   before: tuple[AdditionalCost, ...] = (), x: int | None = None,
                   which: str = "") -> int:
    """CR 601.2b: the caster announces how many times they pay the additional cost ``cost``
    (the ``word`` of the keyword, ``rule`` its CR rule): a decision of kind ``word`` among 0
    to :func:`most_times_payable`, logged (under ``log_rule``) when not 0. ``which`` names
    the instance in the prompt and the log (" (instance 2 of 2)") when there are several."""
    most = most_times_payable(game, spell, cost, name=name, plugin=plugin, limit=limit,
                              before=before, x=x)
    (answer,) = game.decide(
        kind=word, player=spell.controller,
        prompt=f"Pay {word} {cost}{which} for {spell.card.name} how many times "
               f"(0 to {most})?",
        options=tuple(range(most + 1)), rule=rule, numbers=True)
    times = int(answer)
    if times:
        game.log_event("announce", f"{spell.card.name}: {word} {cost}{which} paid {times} "
                       "time(s)", rule=log_rule, obj=spell.obj)
    return times


def announce_instances(game: Game, spell: Spell, costs: Sequence[Cost], *, name: str,
                       plugin: str, limit: int, word: str, rule: str,
                       log_rule: str = "601.2b", before: tuple[AdditionalCost, ...] = (),
                       x: int | None = None) -> list[AdditionalCost]:
    """CR 601.2b: the additional costs of the instances of a keyword whose cost is paid any
    number of times (``costs``: each instance's cost, in the order of the object's
    abilities), each instance announced and paid separately (replicate 702.56b, squad
    702.157b, multikicker 702.33c) with :func:`announce_times`, counting those announced
    before it (and ``before``) in the total. Each instance paid at least once gives one
    :class:`AdditionalCost` named ``name``, labelled "``word`` [cost]", with its index as
    ``instance``: two instances with the same cost stay apart, and ``times_paid(...,
    instance=i)`` counts instance i's payments alone."""
    out: list[AdditionalCost] = []
    for instance, cost in enumerate(costs):
        # CR 702.56b: instances told apart in the prompt and log only when there are several
        which = f" (instance {instance + 1} of {len(costs)})" if len(costs) > 1 else ""
        times = announce_times(game, spell, cost, name=name, plugin=plugin, limit=limit,
                               word=word, rule=rule, log_rule=log_rule,
                               before=(*before, *out), x=x, which=which)
        if times:
            out.append(AdditionalCost(name=name, cost=cost, times=times, plugin=plugin,
                                      label=f"{word} {cost}", instance=instance))
    return out
