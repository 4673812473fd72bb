"""The mana payment solver: which mana sources pay which symbols of a cost (CR 601.2g-h, 605).

:func:`can_pay` answers whether a cost can be paid from some sources; :func:`solve_payment`
picks the sources and the units each pays, choosing hybrid halves and Phyrexian life
(107.4e-f) for the least life, then the fewest sources. A source that sacrifices itself
(a Treasure) is used only when the cost can't be paid without one.
"""

from __future__ import annotations

import itertools
from collections import Counter
from typing import TYPE_CHECKING, NamedTuple, TypeAlias

from attrs import frozen

from manastack.model.mana import (
    _LIFE_PER_PHYREXIAN,
    _WUBRG,
    EMPTY_POOL,
    Mana,
    ManaCost,
    ManaPool,
    ManaSource,
    ManaSymbol,
    SpendPurpose,
)

if TYPE_CHECKING:
    from collections.abc import Sequence


@frozen
class Payment:
    """How to pay a cost: a deterministic plan returned by :func:`solve_payment`."""

    activations: tuple[tuple[int, str], ...]
    pool_used: tuple[Mana, ...]
    life: int
    generic_alternatives: int
    assignment: tuple[tuple[str, str], ...]
    leftover: ManaPool
    #: the source (which of a permanent's mana abilities) of each of ``activations``
    activated: tuple[ManaSource, ...] = ()
    #: the one-time sources of payment options used (CR 601.2h, convoke 702.51a): (object
    #: id, option name, the symbol it pays), not among ``activations``: they make no mana
    options: tuple[tuple[int, str, str], ...] = ()

    @property
    def activated_ids(self) -> tuple[int, ...]:
        """The mana abilities' sources the payment activates, in order."""
        return tuple(i for i, _ in self.activations)


# --------------------------------------------------------------------------
# The payment solver (CR 601.2g-h)
# --------------------------------------------------------------------------

# A requirement is one symbol that a single unit of mana must pay:
# (accepted mana types, or None for "any type"; whether the unit must be snow).
_Req: TypeAlias = "tuple[frozenset[str] | None, bool]"


# The best plan found so far: (score, choice, plan, blocks, requirements, their symbols).
_Best: TypeAlias = "tuple[tuple[int, ...], _Choice, _Plan, list[_Block], list[_Req], list[int]]"


class _Block(NamedTuple):
    """Units that come together: one pool unit, or one source activation."""

    options: frozenset[str]  # types one unit may be (one type, except flexible 1-unit sources)
    order: tuple[str, ...]  # same types in the source's own order (for choosing a colour)
    snow: bool
    amount: int
    source: int  # index into ``sources``, or -1 for a pool unit
    pool_unit: Mana | None


class _Plan(NamedTuple):
    """Result of one greedy run: which units were taken and what each pays."""

    match: tuple[int, ...]  # requirement index -> unit index
    generic_units: tuple[int, ...]  # units paying generic, in order taken
    unit_block: tuple[int, ...]  # unit index -> block index
    used_blocks: frozenset[int]
    alternatives: int


_OPTIONS: dict[tuple[str, ...], frozenset[str]] = {}


def _options(types: tuple[str, ...]) -> frozenset[str]:
    """Interned frozenset of a source's types (few distinct ones exist)."""
    found = _OPTIONS.get(types)
    if found is None:
        found = _OPTIONS[types] = frozenset(types)
    return found


def _accepts(req: _Req, options: frozenset[str], snow: bool) -> bool:
    types, needs_snow = req
    if needs_snow and not snow:
        return False  # CR 107.4h: {S} needs mana from a snow source
    return types is None or not types.isdisjoint(options)


def _greedy(
    reqs: Sequence[_Req], generic: int, blocks: Sequence[_Block], order: Sequence[int],
    alternatives: int, alternatives_first: bool,
) -> _Plan | None:  # fmt: skip
    """Greedy basis of the transversal matroid "units that can pay the cost".

    Elements (units) are taken in preference order; a unit is kept when the kept
    set can still be matched into the requirements plus ``generic`` slots.
    Matroid greedy makes this exact: a payment is found iff one exists with
    these units, and the kept set is the best one for the order.
    """
    n_req = len(reqs)
    match = [-1] * n_req
    unit_adj: list[tuple[int, ...]] = []
    unit_block: list[int] = []
    generic_units: list[int] = []
    used: set[int] = set()
    adj_cache: dict[tuple[frozenset[str], bool], tuple[int, ...]] = {}
    alts = min(alternatives, generic) if alternatives_first else 0
    gen_used = alts
    matched = 0

    def augment(u: int, seen: list[bool]) -> bool:
        for r in unit_adj[u]:
            if not seen[r]:
                seen[r] = True
                v = match[r]
                if v < 0 or augment(v, seen):
                    match[r] = u
                    return True
        return False

    for b in order:
        if matched == n_req and gen_used == generic:
            break
        blk = blocks[b]
        key = (blk.options, blk.snow)
        adj = adj_cache.get(key)
        if adj is None:
            adj = tuple(r for r in range(n_req) if _accepts(reqs[r], blk.options, blk.snow))
            adj_cache[key] = adj
        for _ in range(blk.amount):
            u = len(unit_adj)
            unit_adj.append(adj)
            unit_block.append(b)
            taken = False
            if matched < n_req and adj:
                free = next((r for r in adj if match[r] < 0), -1)
                if free >= 0:
                    match[free] = u
                    taken = True
                else:
                    taken = augment(u, [False] * n_req)
                if taken:
                    matched += 1
            if not taken and gen_used < generic:
                gen_used += 1  # CR 107.4b: any type of mana pays generic
                generic_units.append(u)
                taken = True
            if taken:
                used.add(b)
            if matched == n_req and gen_used == generic:
                break
    if not alternatives_first and gen_used < generic:
        extra = min(alternatives, generic - gen_used)
        alts += extra
        gen_used += extra
    if matched < n_req or gen_used < generic:
        return None
    return _Plan(tuple(match), tuple(generic_units), tuple(unit_block), frozenset(used), alts)


class _Choice(NamedTuple):
    """One way to pay the symbols that have a non-mana or generic alternative."""

    life_symbols: frozenset[int]  # Phyrexian symbols paid with 2 life (CR 107.4f)
    generic_halves: frozenset[int]  # {2/W} symbols paid with two generic (CR 107.4e)
    colors: tuple[tuple[int, str], ...]  # colour fixed for multi-unit, multi-type sources


def _group_counts(indices_by_symbol: dict[ManaSymbol, list[int]]) -> list[list[frozenset[int]]]:
    """For each group of equal symbols, the subsets "last j of them" for j = 0..n."""
    out = []
    for idx in indices_by_symbol.values():
        out.append([frozenset(idx[len(idx) - j :]) for j in range(len(idx) + 1)])
    return out


def _subset_choices(groups: list[list[frozenset[int]]]) -> list[frozenset[int]]:
    """All combinations of one subset per group, fewest elements first (stable)."""
    combos = [frozenset().union(*parts) for parts in itertools.product(*groups)]
    return sorted(combos, key=len)


#: At most this many ways of using each permanent by one of its mana abilities are searched
#: (each permanent's first alternative first): permanents whose mana abilities make different
#: amounts, or sacrifice it or not (Crystal Vein), are rare.
_MAX_ALTERNATIVES = 64


def _source_choices(sources: Sequence[ManaSource]) -> list[Sequence[ManaSource]]:
    """The ways to activate at most one mana ability of each permanent (it taps once, CR 106.12).

    Sources sharing an ``id`` are alternatives; without any, ``sources`` as given.
    """
    if len({src.id for src in sources}) == len(sources):
        return [sources]
    by_id: dict[int, list[ManaSource]] = {}
    for src in sources:
        by_id.setdefault(src.id, []).append(src)
    combos = itertools.islice(itertools.product(*by_id.values()), _MAX_ALTERNATIVES)
    return [list(combo) for combo in combos]


def _stages(sources: Sequence[ManaSource]) -> list[Sequence[ManaSource]]:
    """Sources to try in turn: those that sacrifice themselves only if the others can't pay.

    Policy (CR 605.3, 701.21a: the sacrifice is part of the ability's cost): the payer
    never sacrifices a permanent for mana when the cost can be paid without doing so.
    """
    if not any(src.sacrifice for src in sources):
        return [sources]
    return [[src for src in sources if not src.sacrifice], sources]


def can_pay(
    cost: ManaCost,
    *,
    pool: ManaPool = EMPTY_POOL,
    sources: Sequence[ManaSource] = (),
    life: int = 0,
    can_pay_life: bool = True,
    generic_alternatives: int = 0,
    purpose: SpendPurpose | None = None,
) -> bool:
    """Whether ``cost`` can be paid at all (CR 601.2g-h): ``solve_payment(...) is not None``.

    The question legal-action listings ask for every card in hand, so it is
    answered cheaply: counting checks that are necessary conditions first (enough
    units in total, enough of each colour a plain coloured symbol demands), then
    the exact search stopping at the first payment found, without choosing the
    best one or explaining it. Alternative sources of one permanent are tried in turn.
    ``purpose``: what the mana pays for (CR 106.6): restricted mana and sources count only
    where their restriction allows it (none when not given).
    """
    pool, sources = _usable(pool, sources, purpose)
    return any(
        _can_pay(cost, pool, choice, life, can_pay_life, generic_alternatives)
        for choice in _source_choices(sources)
    )


def _usable(pool: ManaPool, sources: Sequence[ManaSource], purpose: SpendPurpose | None
            ) -> tuple[ManaPool, Sequence[ManaSource]]:
    """CR 106.6: the pool units and sources whose mana may pay for ``purpose``; ``pool`` and
    ``sources`` themselves while none is restricted (restricted units sort last)."""
    for src in sources:
        if src.restriction is not None:
            break
    else:  # plain loop, no call: the common case of no restricted source
        if not pool.units or pool.units[-1].restriction is None:
            return pool, sources
    return pool.usable(purpose), [src for src in sources if src.restriction is None
                                  or src.restriction.allows(purpose)]


def _can_pay(
    cost: ManaCost, pool: ManaPool, sources: Sequence[ManaSource], life: int,
    can_pay_life: bool, generic_alternatives: int,
) -> bool:  # fmt: skip
    """:func:`can_pay` for sources of distinct permanents."""
    if cost.has_x:
        raise ValueError(f"substitute X before paying {cost} (CR 107.3a, 601.2f)")
    if cost.is_empty():
        return True
    # Necessary conditions, from the symbols alone (each needs at least one unit,
    # a Phyrexian symbol none if 2 life can pay it; generic may use alternatives).
    units = len(pool.units) + sum(s.amount for s in sources)
    lives = max(life, 0) // _LIFE_PER_PHYREXIAN if can_pay_life else 0
    need = 0  # symbols only a unit of mana can pay
    flexible = 0  # {2/W}: one unit, or two generic (which alternatives may pay)
    generic = 0
    phyrexian = 0
    plain: Counter[str] = Counter()
    for s in cost.symbols:
        k = s.kind
        if k == "generic":
            generic += s.amount
        elif k in ("phyrexian", "hybrid_phyrexian"):
            phyrexian += 1
        elif k == "mono_hybrid" and not s.colorless_half:
            flexible += 1
        else:
            need += 1
            if k in ("colored", "colorless"):
                plain[s.colors[0]] += 1
    need += max(0, phyrexian - lives)
    if units < need or units + generic_alternatives < need + flexible + generic:
        return False  # CR 118.3: not enough mana
    for colour, count in plain.items():
        have = pool.count(colour) + sum(s.amount for s in sources if colour in s.colors)
        if have < count:
            return False  # CR 107.4a/c: that type of mana is needed
    if any(s.amount > 1 and len(s.colors) > 1 for s in sources):
        # One activation makes units of one chosen type: the full search handles it.
        return (
            _solve(cost, pool, sources, life, can_pay_life, generic_alternatives, False, True)
            is not None
        )
    return _feasible_by_classes(cost, pool, sources, lives, generic_alternatives)


def _feasible_by_classes(
    cost: ManaCost, pool: ManaPool, sources: Sequence[ManaSource], lives: int, alternatives: int,
) -> bool:  # fmt: skip
    """Exact feasibility when every unit's options are fixed (no multi-unit, multi-type source).

    Units with the same options are one class with a capacity, symbols with the
    same requirement one group with a demand: a tiny transportation problem
    solved by augmenting paths. Phyrexian symbols (mana or 2 life, CR 107.4f) and
    {2/W} symbols (one coloured or two generic, CR 107.4e) are tried for each
    number of each kind paid the other way.
    """
    classes: Counter[tuple[frozenset[str], bool]] = Counter()
    for m in pool.units:
        classes[(_options((m.color,)), m.snow)] += 1
    for src in sources:
        classes[(_options(src.colors), src.snow)] += src.amount
    class_keys = list(classes)
    capacity = [classes[k] for k in class_keys]
    total = sum(capacity)
    fixed: Counter[_Req] = Counter()
    phyrexian: Counter[frozenset[str]] = Counter()
    mono: Counter[frozenset[str]] = Counter()
    generic = 0
    for s in cost.symbols:
        k = s.kind
        if k == "generic":
            generic += s.amount
        elif k == "snow":
            fixed[(None, True)] += 1
        elif k in ("phyrexian", "hybrid_phyrexian"):
            phyrexian[frozenset(s.colors)] += 1
        elif k == "mono_hybrid" and not s.colorless_half:
            mono[frozenset(s.colors)] += 1
        elif k == "mono_hybrid":
            fixed[(frozenset((*s.colors, "C")), False)] += 1
        else:
            fixed[(frozenset(s.colors), False)] += 1
    p_keys, m_keys = list(phyrexian), list(mono)
    p_ranges = [range(phyrexian[k] + 1) for k in p_keys]  # how many paid with life
    m_ranges = [range(mono[k] + 1) for k in m_keys]  # how many paid with two generic
    for by_life in itertools.product(*p_ranges):
        if sum(by_life) > lives:
            continue  # CR 119.4: not that much life to pay
        for by_generic in itertools.product(*m_ranges):
            demand = Counter(fixed)
            for key, n_life, in zip(p_keys, by_life, strict=True):
                if phyrexian[key] - n_life:
                    demand[(key, False)] += phyrexian[key] - n_life
            for key, n_gen in zip(m_keys, by_generic, strict=True):
                if mono[key] - n_gen:
                    demand[(key, False)] += mono[key] - n_gen
            need_generic = generic + 2 * sum(by_generic)
            matched = sum(demand.values())
            if total - matched + alternatives < need_generic or total < matched:
                continue
            if _transport(list(demand.items()), class_keys, list(capacity)):
                return True
    return False


def _transport(
    demand: list[tuple[_Req, int]], class_keys: list[tuple[frozenset[str], bool]],
    capacity: list[int],
) -> bool:  # fmt: skip
    """Can every requirement group get its demand from unit classes that accept it?"""
    adj = [
        [c for c, (opts, snow) in enumerate(class_keys) if _accepts(req, opts, snow)]
        for req, _ in demand
    ]
    # flow[g][c]: units of class c given to group g
    flow = [[0] * len(class_keys) for _ in demand]

    def augment(g: int, seen_groups: set[int]) -> bool:
        """Find one more unit for group g, possibly moving units between groups."""
        seen_groups.add(g)
        for c in adj[g]:
            if capacity[c] > 0:
                capacity[c] -= 1
                flow[g][c] += 1
                return True
        for c in adj[g]:
            for h in range(len(demand)):
                if h not in seen_groups and flow[h][c] > 0 and augment(h, seen_groups):
                    flow[h][c] -= 1
                    flow[g][c] += 1
                    return True
        return False

    for g, (_, count) in enumerate(demand):
        for _ in range(count):
            if not augment(g, set()):
                return False
    return True


def solve_payment(
    cost: ManaCost,
    *,
    pool: ManaPool = EMPTY_POOL,
    sources: Sequence[ManaSource] = (),
    life: int = 0,
    can_pay_life: bool = True,
    generic_alternatives: int = 0,
    prefer_alternatives: bool = False,
    options_first: bool = False,
    purpose: SpendPurpose | None = None,
) -> Payment | None:
    """Find a way to pay ``cost`` (CR 601.2g-h), or None when there is none.

    ``cost`` must have no {X}: substitute it with :meth:`ManaCost.with_x` first.

    Exact: a payment is returned whenever one exists.  Symbols with a choice
    that changes *what* must be paid ({W/P} mana or 2 life, {2/W} one coloured
    or two generic, the one type of a multi-unit source) are enumerated as
    deduplicated multisets; for each choice the coloured/colourless/snow
    requirements are matched against units (augmenting paths) inside a matroid
    greedy that also fills the generic part.  Hybrid {W/U} and {C/W} symbols are
    matching nodes accepting either type, so they need no enumeration.

    Preferences, in priority order (deterministic for equal inputs):

    1. pay the least life: mana before 2 life for Phyrexian symbols;
    2. ``generic_alternatives`` (delve-style "instead of {1}") are used as little
       as possible, or as much as possible when ``prefer_alternatives``; they
       only ever pay generic mana and never more than the generic amount;
    3. pool mana is spent before any source is activated ({C} first, then WUBRG,
       snow mana last);
    4. fewest activations, then the least flexible sources: sources whose tapping
       triggers an ability of their own (``tap_triggers``, City of Brass) last, then
       by number of options, non-snow before snow, small amounts before big
       ones, then input order; an activation made redundant by another source's
       surplus is dropped (so {2} taps Sol Ring alone, not Forest + Sol Ring);
    5. {2/W} paid with its colour rather than two generic; then enumeration order.

    Surplus units of an activated multi-unit source go to ``leftover``.

    Sources sharing an ``id`` are alternatives (a permanent's mana abilities of
    different amounts, or a creature's mana ability and its convoke option): each way
    of choosing one per permanent is solved and the best kept by the preferences above.

    Sources with a ``payment`` (one-time sources of payment options, convoke) are used
    after every mana source, as few as possible; with ``options_first``, before any
    (the player chose them: each one given pays, unless it can't) and never dropped.
    Sources that sacrifice themselves are used only when the cost can't be paid without
    them, and then as few as possible.

    ``purpose`` (CR 106.6): what the mana pays for; a pool unit or source whose spending
    restriction doesn't allow it is not used (none is, when not given).
    """
    pool, sources = _usable(pool, sources, purpose)
    for stage in _stages(sources):
        best: tuple[tuple[int, int, int, int, int, int], Payment] | None = None
        choices = _source_choices(stage)
        for choice in choices:
            payment = _solve(cost, pool, choice, life, can_pay_life, generic_alternatives,
                             prefer_alternatives, False, options_first)
            assert payment is None or isinstance(payment, Payment)
            if payment is None:
                continue
            if len(choices) == 1:
                return payment
            alternatives = payment.generic_alternatives
            key = (
                payment.life,
                -alternatives if prefer_alternatives else alternatives,
                -len(payment.options) if options_first else len(payment.options),
                sum(src.sacrifice for src in payment.activated),
                # CR 605.3b: the payer's policy: no ability's extra effect (a pain land's
                # damage) when the cost can be paid without it, nor a tap's trigger (603.2)
                sum(src.effect or src.tap_triggers for src in payment.activated),
                len(payment.activations),
            )
            if best is None or key < best[0]:
                best = (key, payment)
        if best is not None:
            return best[1]
    return None


def _solve(
    cost: ManaCost, pool: ManaPool, sources: Sequence[ManaSource], life: int,
    can_pay_life: bool, generic_alternatives: int, prefer_alternatives: bool,
    feasibility: bool, options_first: bool = False,
) -> Payment | bool | None:  # fmt: skip
    """The search of :func:`solve_payment`; with ``feasibility``, True at the first plan found."""
    if cost.has_x:
        raise ValueError(f"substitute X before paying {cost} (CR 107.3a, 601.2f)")
    if generic_alternatives < 0:
        raise ValueError("generic_alternatives can't be negative (CR 107.1b)")

    symbols = cost.symbols
    fixed: list[tuple[int, _Req]] = []
    phyrexian: dict[ManaSymbol, list[int]] = {}
    mono: dict[ManaSymbol, list[int]] = {}
    generic = 0
    wanted_types: set[str] = set()
    for i, s in enumerate(symbols):
        k = s.kind
        if k == "generic":
            generic += s.amount
            continue
        if k == "snow":
            fixed.append((i, (None, True)))  # CR 107.4h: any type, from a snow source
            continue
        types = set(s.colors)
        if k == "mono_hybrid":
            if s.colorless_half:
                types.add("C")  # CR 107.4: {C/W} is paid by one colourless or one white
                fixed.append((i, (frozenset(types), False)))
            else:
                mono.setdefault(s, []).append(i)  # CR 107.4e: {2/W} by W or two generic
        elif k in ("phyrexian", "hybrid_phyrexian"):
            phyrexian.setdefault(s, []).append(i)  # CR 107.4f: its colour(s) or 2 life
        else:
            # CR 107.4a colored, 107.4c {C} only by colourless, 107.4e hybrid by either half
            fixed.append((i, (frozenset(types), False)))
        wanted_types |= types

    # The pool first, the least useful units first (CR 106.4 mana already there).
    pool_units = sorted(pool.units, key=lambda m: (m.snow, m.color != "C", _WUBRG[m.color]))
    blocks: list[_Block] = [
        _Block(_options((m.color,)), (m.color,), m.snow, 1, -1, m) for m in pool_units
    ]
    n_pool = len(blocks)

    def src_key(j: int) -> tuple[bool, bool, bool, int, bool, int, int]:
        # Not sacrificed first (a sacrifice is a cost, CR 605.3), mana abilities before
        # payment options (unless chosen), those whose tapping triggers nothing of their own
        # first (603.2: City of Brass's damage), least flexible first, non-snow first, small
        # amounts first, then input order.
        src = sources[j]
        return (src.sacrifice, bool(src.payment) != options_first, src.tap_triggers,
                len(src.colors), src.snow, src.amount, j)

    src_order = sorted(range(len(sources)), key=src_key)
    # Multi-unit sources with several options: all units share the chosen type,
    # so the type is a choice; types nobody asks for are interchangeable.
    multi_groups: dict[tuple[tuple[str, ...], int, bool], list[int]] = {}
    for j in src_order:
        src = sources[j]
        if src.amount > 1 and len(src.colors) > 1:
            multi_groups.setdefault((src.colors, src.amount, src.snow), []).append(j)
        else:
            blocks.append(_Block(_options(src.colors), src.colors, src.snow, src.amount, j, None))
    color_choices: list[tuple[tuple[int, str], ...]] = [()]
    if multi_groups:
        per_group: list[list[tuple[tuple[int, str], ...]]] = []
        for (colors, _amount, _snow), members in multi_groups.items():
            opts = [c for c in colors if c in wanted_types]
            opts += [c for c in colors if c not in wanted_types][:1]
            per_group.append(
                [tuple(zip(members, combo)) for combo in
                 itertools.combinations_with_replacement(opts, len(members))]
            )  # fmt: skip
        color_choices = [
            tuple(itertools.chain.from_iterable(parts)) for parts in itertools.product(*per_group)
        ]

    # Blocks in preference order for each way of fixing multi-unit types.
    prepared: list[tuple[tuple[tuple[int, str], ...], list[_Block], list[int]]] = []
    for chosen in color_choices:
        all_blocks = blocks + [
            _Block(_options((c,)), (c,), sources[j].snow, sources[j].amount, j, None)
            for j, c in chosen
        ]
        order = list(range(len(all_blocks)))
        if chosen:  # merge the chosen-type blocks into the source order
            order[n_pool:] = sorted(order[n_pool:], key=lambda b: src_key(all_blocks[b].source))
        prepared.append((chosen, all_blocks, order))

    total_units = len(pool.units) + sum(s.amount for s in sources)
    max_life_payments = sum(len(v) for v in phyrexian.values())
    if not can_pay_life:
        max_life_payments = 0  # no life may be paid at all
    # CR 119.4: life can be paid only if the life total is at least the payment.
    max_life_payments = min(max_life_payments, max(life, 0) // _LIFE_PER_PHYREXIAN)

    life_options = _subset_choices(_group_counts(phyrexian))
    mono_options = _subset_choices(_group_counts(mono))

    for n_life in range(max_life_payments + 1):
        best: _Best | None = None
        for life_set in (c for c in life_options if len(c) == n_life):
            for generic_set in mono_options:
                reqs_idx: list[int] = [i for i, _ in fixed]
                reqs: list[_Req] = [r for _, r in fixed]
                for s, idx in itertools.chain(phyrexian.items(), mono.items()):
                    for i in idx:
                        if i not in life_set and i not in generic_set:
                            reqs_idx.append(i)
                            reqs.append((frozenset(s.colors), False))
                need_generic = generic + 2 * len(generic_set)
                if total_units < len(reqs):
                    continue  # CR 118.3: not enough mana for the non-generic symbols
                if total_units + generic_alternatives < len(reqs) + need_generic:
                    continue  # CR 118.3: not enough resources in total
                for chosen, all_blocks, order in prepared:
                    if feasibility:
                        if _greedy(reqs, need_generic, all_blocks, order,
                                   generic_alternatives, True) is not None:
                            return True
                        continue
                    plan = _plan_for(
                        reqs, need_generic, all_blocks, order, n_pool,
                        generic_alternatives, prefer_alternatives,
                        keep=frozenset(j for j, src in enumerate(sources)
                                       if src.payment and options_first),
                    )  # fmt: skip
                    if plan is None:
                        continue
                    activated = [all_blocks[b].source for b in plan.used_blocks if b >= n_pool]
                    paid_otherwise = sum(1 for j in activated if sources[j].payment)
                    score = (
                        -plan.alternatives if prefer_alternatives else plan.alternatives,
                        -paid_otherwise if options_first else paid_otherwise,
                        sum(sources[j].sacrifice for j in activated),
                        len(activated),
                        sum(len(sources[j].colors) for j in activated),
                        len(generic_set),
                    )
                    if best is None or score < best[0]:
                        choice = _Choice(life_set, generic_set, chosen)
                        best = (score, choice, plan, all_blocks, reqs, reqs_idx)
        if best is not None:
            _, choice, plan, all_blocks, reqs, reqs_idx = best
            return _build_payment(
                symbols, choice, plan, all_blocks, reqs, reqs_idx, n_pool, sources
            )
    return None


def _plan_for(
    reqs: Sequence[_Req], generic: int, blocks: Sequence[_Block], order: Sequence[int],
    n_pool: int, alternatives: int, prefer_alternatives: bool,
    keep: frozenset[int] = frozenset(),
) -> _Plan | None:  # fmt: skip
    """Greedy over ``order`` (pool, then sources), then drop redundant activations
    (never those of the sources ``keep``: payment options the player chose)."""
    # Preference order: pool units as given, then sources by flexibility (see solve_payment).
    plan = _greedy(reqs, generic, blocks, order, alternatives, prefer_alternatives)
    if plan is None:
        return None
    units_taken = len(plan.match) + len(plan.generic_units)
    if sum(blocks[b].amount for b in plan.used_blocks) == units_taken:
        return plan  # no surplus mana, so no activation can be redundant
    # Surplus from a multi-unit source may make another activation unnecessary.
    # Never trade mana for more alternatives than the first plan used.
    budget = alternatives if prefer_alternatives else plan.alternatives
    kept = [b for b in order if b in plan.used_blocks]
    for b in reversed([b for b in kept if b >= n_pool and blocks[b].source not in keep]):
        trial = [k for k in kept if k != b]
        better = _greedy(reqs, generic, blocks, trial, budget, prefer_alternatives)
        if better is not None:
            kept, plan = trial, better
    return plan


def _unit_text(blk: _Block, color: str, sources: Sequence[ManaSource]) -> str:
    if blk.pool_unit is not None:
        return f"{color} from pool"
    src = sources[blk.source]
    if src.payment:
        return f"{src.payment} of object {src.id}"
    return f"{color} from source {src.id}"


def _build_payment(
    symbols: Sequence[ManaSymbol], choice: _Choice, plan: _Plan, blocks: Sequence[_Block],
    reqs: Sequence[_Req], reqs_idx: Sequence[int], n_pool: int, sources: Sequence[ManaSource],
) -> Payment:  # fmt: skip
    """Turn a plan into the public, explainable Payment."""
    # The type each activated source produces: a flexible one-unit source takes
    # the type its requirement needs; otherwise its first option.
    block_color: dict[int, str] = {}
    unit_color: dict[int, str] = {}
    for r, u in enumerate(plan.match):
        b = plan.unit_block[u]
        blk = blocks[b]
        types = reqs[r][0]
        color = next(c for c in blk.order if types is None or c in types)
        block_color[b] = color
        unit_color[u] = color
    for u in plan.generic_units:
        b = plan.unit_block[u]
        unit_color[u] = block_color.setdefault(b, blocks[b].order[0])

    block_mana: dict[int, Mana] = {}

    def mana_of(u: int) -> Mana:
        b = plan.unit_block[u]
        blk = blocks[b]
        if blk.pool_unit is not None:
            return blk.pool_unit
        m = block_mana.get(b)
        if m is None:  # CR 106.3: the source of mana is the source of the ability
            src = sources[blk.source]  # CR 106.6: its restriction comes with the mana
            m = block_mana[b] = Mana(unit_color[u], snow=blk.snow, source=src.id,
                                     restriction=src.restriction)
        return m

    def text_of(u: int) -> str:
        return _unit_text(blocks[plan.unit_block[u]], unit_color[u], sources)

    by_symbol: dict[int, str] = {}
    spent: list[Mana] = []
    paid_otherwise: list[tuple[int, str, str]] = []

    def spend(u: int, symbol: str) -> None:
        blk = blocks[plan.unit_block[u]]
        src = sources[blk.source] if blk.pool_unit is None else None
        if src is not None and src.payment:  # CR 601.2h: an option pays; no mana is made
            paid_otherwise.append((src.id, src.payment, symbol))
        else:
            spent.append(mana_of(u))

    req_of_symbol = {i: r for r, i in enumerate(reqs_idx)}
    generic_queue = list(reversed(plan.generic_units))  # popped from the end, in order
    alternatives_left = plan.alternatives
    for i, s in enumerate(symbols):
        if i in choice.life_symbols:
            by_symbol[i] = f"{_LIFE_PER_PHYREXIAN} life"  # CR 107.4f
            continue
        if i in req_of_symbol:
            u = plan.match[req_of_symbol[i]]
            spend(u, str(s))
            by_symbol[i] = text_of(u)
            continue
        # What is left is generic: a numeral, or a {2/W} paid as two generic (CR 107.4e).
        assert s.kind == "generic" or i in choice.generic_halves, s
        need = s.amount
        parts: list[str] = []
        while need and generic_queue:
            u = generic_queue.pop()
            spend(u, "{1}")
            parts.append(text_of(u))
            need -= 1
        if need:
            alternatives_left -= need
            parts.append(f"{need} generic alternative" + ("s" if need > 1 else ""))
        by_symbol[i] = ", ".join(parts) if parts else "nothing (CR 107.4d)"
    assert not generic_queue and alternatives_left == 0

    # CR 106.4: unspent mana stays in the pool: unused pool units, and the
    # surplus of activated multi-unit sources.
    spent_per_block = Counter(plan.unit_block[u] for u in (*plan.match, *plan.generic_units))
    leftover_units = [
        blk.pool_unit for b, blk in enumerate(blocks[:n_pool]) if b not in spent_per_block
    ]
    activations: list[tuple[int, str]] = []
    activated: list[ManaSource] = []
    for b in sorted(plan.used_blocks, key=lambda b: blocks[b].source):
        blk = blocks[b]
        if blk.pool_unit is not None or sources[blk.source].payment:
            continue
        activations.append((sources[blk.source].id, block_color[b]))
        activated.append(sources[blk.source])
        leftover_units += [block_mana[b]] * (blk.amount - spent_per_block[b])
    return Payment(
        activations=tuple(activations),
        pool_used=tuple(spent),
        life=_LIFE_PER_PHYREXIAN * len(choice.life_symbols),
        generic_alternatives=plan.alternatives,
        assignment=tuple((str(s), by_symbol[i]) for i, s in enumerate(symbols)),
        leftover=ManaPool(tuple(u for u in leftover_units if u is not None)),
        activated=tuple(activated),
        options=tuple(paid_otherwise),
    )
