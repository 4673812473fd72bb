"""Choosing targets (CR 601.2c, 115) and dividing an amount among them (601.2d).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from manastack.errors import IllegalActionError, rules_named
from manastack.model.decisions import Decision, WhyNot
from manastack.model.effects import Conditional, Instruction, MayDo, Sequence_
from manastack.model.filters import Target, TargetSpec
from manastack.model.objects import PlayerRef, Zone
from manastack.model.protection import hexproof_from, protection_from

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.abilities import Ability, Mode
    from manastack.model.spells import Spell


def record_choices(game: Game, spell: Spell) -> Spell:
    """Keep the choices made so far on the stack object (X counts in its mana value, 202.3e)."""
    game.update(spell.obj, spell=spell)
    return spell


def choose_targets(game: Game, spell: Spell) -> Spell:
    """CR 601.2c: targets for each instance of "target" in the chosen modes (115.3)."""
    if spell.ability is None:
        # CR 303.4a, 702.103b: the spell's characteristics now (a bestowed spell gained
        # "enchant creature" as it was put onto the stack), not the printed card's
        aura = aura_target(game.chars(spell.obj).abilities)
        if aura is None:
            return spell
        specs: list[tuple[int, TargetSpec]] = [(0, aura)]
    else:
        # CR 601.2b, 601.2c: "X target ..." is exactly the X just announced
        specs = [
            (m, _with_x(attrs.evolve(spec, min=spell.x or 0, max=spell.x or 0)
                        if spec.per_x else spec, spell.x or 0))
            for m in spell.modes for spec in spell.ability.modes[m].targets
        ]
    # in printed order; "another" looks back only within its own mode (other_than_previous);
    # CR 601.2c: an instance that exists only with a cost left unpaid is not chosen
    chosen = choose_targets_in_order(game, spell.controller, spell.obj,
                                 [spec for _, spec in specs], spell.card.name,
                                 unrequired={i for i, (_, spec) in enumerate(specs)
                                             if not spec.required_for(spell)})
    return record_choices(game, attrs.evolve(spell, targets=tuple(chosen), target_specs=tuple(specs)))


def _with_x(spec: TargetSpec, x: int) -> TargetSpec:
    """CR 601.2b, 601.2c: "target creature with power X or less": the X just announced."""
    if not spec.x_bounds or spec.objects is None:
        return spec
    changes: dict[str, Any] = dict.fromkeys(spec.x_bounds, x)
    objects = attrs.evolve(spec.objects, **changes)
    return attrs.evolve(spec, objects=objects, x_bounds=())


def aura_target(abilities: Iterable[Ability]) -> TargetSpec | None:
    """CR 303.4a: an Aura spell targets what its enchant ability (among ``abilities``, the
    spell's characteristics) allows."""
    for ability in abilities:
        spec = getattr(ability, "enchant", None)
        if isinstance(spec, TargetSpec):
            return spec
    return None


def choose_targets_in_order(
    game: Game, player: int, source: int, specs: Sequence[TargetSpec], name: str,
    itself: int | None = None, unrequired: Collection[int] = (),
) -> list[tuple[Target, ...]]:
    """The targets of instances of "target", in printed order (CR 601.2c): an instance
    saying "another" can't take what the instances of its mode before it took (115.3).
    ``itself``: the ability's own object on the stack, never its own target (115.5);
    ``unrequired``: the indexes of instances that don't exist for this cast (601.2c), none
    chosen for them."""
    chosen: list[tuple[Target, ...]] = []
    for i, spec in enumerate(specs):
        if i in unrequired:
            chosen.append(())
            continue
        earlier = chosen[len(chosen) - spec.other_than_previous:] if \
            spec.other_than_previous else []
        taken = tuple(dict.fromkeys(t for group in earlier for t in group))
        # CR 601.2c, 404.1: "target cards from their graveyard" after "target player"
        owners = frozenset(p.index for p in chosen[i - spec.owned_by_previous]
                           if isinstance(p, PlayerRef)) \
            if 0 < spec.owned_by_previous <= i else None
        chosen.append(choose_one_target(game, player, source, spec, name, taken=taken,
                                        itself=itself, owners=owners))
    return chosen


def choose_one_target(
    game: Game, player: int, source: int, spec: TargetSpec, name: str,
    taken: tuple[Target, ...] = (), itself: int | None = None,
    owners: frozenset[int] | None = None,
) -> tuple[Target, ...]:
    """One instance of "target" (CR 601.2c): distinct choices within it, legal ones only;
    ``taken``: chosen for earlier instances this one says "another" to (CR 115.3);
    ``itself``: the object on the stack choosing, which can't target itself (115.5);
    ``owners``: the players chosen earlier whose graveyard the objects must be in (601.2c,
    404.1: a card is in its owner's)."""
    candidates = [t for t in spec.candidates(game, player, source)
                  if t not in taken and t != itself
                  and (owners is None or (type(t) is int and game.obj(t).owner in owners))]
    if len(candidates) < spec.min:
        # CR 601.2c, 702.11b-d, 702.18a, 702.16b: say which keyword ruled out each choice
        why = _why_not_target(source, player)
        reasons = [r for t in spec.ruled_out(game, player, source)
                   if t not in taken and t != itself and (r := why(game, t)) is not None]
        because = f": {'; '.join(reasons)}" if reasons else ""
        raise IllegalActionError(
            f"no legal choice for '{spec}' of {name}{because}", rule="601.2c", step="601.2c",
            cites=rules_named(*reasons))
    high = min(spec.max, len(candidates))
    not_again = ""
    if taken:
        shown = ", ".join(_target_label(game, t) for t in taken)
        not_again = f" (not {shown}: 'another' target, CR 115.3)"
    answer = game.ask(Decision(
        kind="targets", player=player, prompt=f"Choose {spec} for {name}{not_again}",
        options=tuple(candidates), labels=tuple(_target_label(game, t) for t in candidates),
        min=spec.min, max=high, rule="601.2c", why_not=_why_not_target(source, player),
        check=_one_owner if spec.single_owner else
        _one_per_controller if spec.one_per_controller else None,
    ))
    if spec.single_owner and (reason := _one_owner(game, tuple(answer))) is not None:
        raise IllegalActionError(f"{name}: {reason}", rule="601.2c", step="601.2c")
    if spec.one_per_controller and (reason := _one_per_controller(game, tuple(answer))):
        raise IllegalActionError(f"{name}: {reason}", rule="601.2c", step="601.2c")
    if answer:
        game.log_event(
            "targets",
            f"{name} targets {', '.join(_target_label(game, t) for t in answer)} ({spec})"
            + not_again,
            rule="115.3" if taken else "601.2c",
        )
    return tuple(answer)


def _one_owner(game: Game, answer: tuple[Any, ...]) -> str | None:
    """CR 601.2c, 404.1: "target cards from a single graveyard": the cards chosen together are
    all in one player's graveyard (a card is in its owner's), else why not."""
    cards = [t for t in answer if isinstance(t, int)]
    if len({game.obj(c).owner for c in cards}) <= 1:
        return None
    return f"{', '.join(str(game.obj(c)) for c in cards)} are not in a single graveyard (CR 601.2c)"


def _one_per_controller(game: Game, answer: tuple[Any, ...]) -> str | None:
    """CR 601.2c: "for each opponent, up to one target creature that player controls": no two
    objects chosen together have the same controller, else why not."""
    objects = [t for t in answer if isinstance(t, int)]
    controllers = [game.controller(o) for o in objects]
    if len(set(controllers)) == len(controllers):
        return None
    return (f"{', '.join(str(game.obj(o)) for o in objects)}: two are controlled by the same "
            "player, at most one for each (CR 601.2c)")


def _why_not_target(source: int, player: int) -> WhyNot:
    """Why a target is refused when a keyword of it stops ``player``'s source: shroud
    (CR 702.18a), hexproof against an opponent (702.11b on a permanent, 702.11c on a player),
    "hexproof from [quality]" (702.11d), protection (702.16b); for the error of an illegal
    answer, and of a spell or ability left with no legal choice (601.2c). The source is an
    id, so the decision stays valid in a clone."""

    def why(game: Game, item: Any) -> str | None:
        if game.find(source) is None:
            return None
        if isinstance(item, PlayerRef):
            keywords = game.player_keywords(item.index)
            who, controller = str(game.player(item.index)), item.index
        elif isinstance(item, int) and game.find(item) is not None \
                and game.obj(item).zone is Zone.BATTLEFIELD:
            # CR 113.6: a card's or a spell's keywords don't function off the battlefield
            keywords, who = game.chars(item).keywords, str(game.obj(item))
            controller = game.controller(item)
        else:
            return None
        if "shroud" in keywords:
            return f"{who} has shroud (702.18a)"
        if "hexproof" in keywords and controller != player:
            # CR 702.11b on a permanent, 702.11c on a player
            rule = "702.11c" if isinstance(item, PlayerRef) else "702.11b"
            return f"{who} has hexproof ({rule})"
        ch = game.chars(source)
        shield = protection_from(keywords, ch, spell=game.is_spell(source))
        if shield is not None:
            return f"{who} has {shield} (702.16b)"
        quality = hexproof_from(keywords, ch) if controller != player else None
        return f"{who} has {quality} (702.11d)" if quality is not None else None

    return why


def _target_label(game: Game, target: Target) -> str:
    if isinstance(target, PlayerRef):
        return str(game.player(target.index))
    return str(game.obj(target))


def divided_instructions(mode: Mode) -> list[tuple[int, int | str]]:
    """Instructions dividing an amount among a mode's targets (601.2d).

    An instruction takes part by having an attribute ``divides``: (index of
    the instance of "target" in its mode, the amount: a number or ``"x"``).
    """
    return list(_dividing(mode.instructions))


def _dividing(instructions: Iterable[Instruction]) -> Iterator[tuple[int, int | str]]:
    """The ``divides`` of ``instructions``, those of an "if" / "if you do", a "you may" or a
    sequence among them included (Kuldotha Flamefiend: "you may sacrifice an artifact. If you
    do, ~ deals 4 damage divided as you choose among any number of targets"): announced all
    the same with the targets (601.2d, 603.3d), dealt or not as it resolves (608.2c)."""
    for instruction in instructions:
        divides = getattr(instruction, "divides", None)
        if divides is not None:
            yield divides
        if isinstance(instruction, Conditional):
            yield from _dividing((*instruction.then, *instruction.otherwise))
        elif isinstance(instruction, MayDo):
            yield from _dividing(instruction.then)
        elif isinstance(instruction, Sequence_):
            yield from _dividing(instruction.steps)


def compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to give ``total`` to ``parts`` targets, each at least one (601.2d)."""
    if parts == 1:
        return [(total,)] if total >= 1 else []
    return [(first, *rest) for first in range(1, total - parts + 2)
            for rest in compositions(total - first, parts - 1)]


def announce_division(game: Game, spell: Spell) -> Spell:
    """CR 601.2d: the player announces how an amount is divided among its targets."""
    if spell.ability is None:
        return spell
    division = divide_among_targets(game, spell.controller, spell.card.name,
                                    [spell.ability.modes[m] for m in spell.modes],
                                    spell.targets, spell.x or 0)
    if not division:
        return spell
    return record_choices(game, attrs.evolve(spell, division=division))


def divide_among_targets(game: Game, player: int, name: str, modes: Sequence[Mode],
                         targets: Sequence[Sequence[Target]], x: int,
                         ) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """CR 601.2d (a spell), 602.2b (an activated ability), 603.3d (a triggered ability): the
    player announces how each amount of ``modes`` is divided among the targets chosen for
    its instance of "target", each getting at least one; ``x`` is the value of X."""
    division: list[tuple[int, tuple[int, ...]]] = []
    offset = 0
    for mode in modes:
        for index, amount in divided_instructions(mode):
            instance = offset + index
            chosen = targets[instance] if instance < len(targets) else ()
            if not chosen:
                continue
            total = amount if isinstance(amount, int) else x
            options = compositions(total, len(chosen))
            if not options:
                raise IllegalActionError(
                    f"{total} can't be divided among {len(chosen)} targets: each must get "
                    "at least one", rule="601.2d", step="601.2d")
            names = [_target_label(game, t) for t in chosen]
            labels = tuple(", ".join(f"{n} to {label}" for n, label in zip(split, names,
                                                                             strict=True))
                           for split in options)
            answer = game.decide(
                kind="divide", player=player,
                prompt=f"Divide {total} among the targets of {name}",
                options=tuple(options), labels=labels, rule="601.2d",
            )
            split = tuple(answer[0])
            division.append((instance, split))
            game.log_event("announce", f"{name} divides {total}: "
                           + labels[options.index(split)], rule="601.2d")
        offset += len(mode.targets)
    return tuple(division)


def mode_targets_ok(game: Game, player: int, source: int | None, mode: Mode, *,
                    spell: bool = False) -> bool:
    """CR 601.2c: enough legal choices for every instance of "target" of the mode. For a
    ``spell`` the card itself never counts: it is on the stack when targets are chosen
    (601.2a, 115.5), not in the graveyard it is cast from (flashback, escape). An instance
    that exists only with a cost paid (or unpaid) is needed only in that case: the spell is
    castable if it is, one way or the other."""
    if spell and any(s.only_if_paid or s.unless_paid for s in mode.targets):
        return any(specs_ok(game, player, source, [
            s for s in mode.targets if not (s.unless_paid if paid else s.only_if_paid)], spell)
            for paid in (True, False))
    return specs_ok(game, player, source, mode.targets, spell)


def specs_ok(game: Game, player: int, source: int | None, specs: Sequence[TargetSpec],
              spell: bool) -> bool:
    """CR 601.2c: enough legal choices for each of ``specs`` (see :func:`mode_targets_ok`)."""
    found: list[list[Target]] = []
    for i, spec in enumerate(specs):
        candidates = spec.candidates(game, player, source)
        if spell:
            candidates = [c for c in candidates if c != source]
        found.append(candidates)
        if len(candidates) < spec.min:
            return False
        if spec.other_than_previous and spec.min:
            # CR 115.3: "another target" needs objects the instances before it leave free
            first = max(0, i - spec.other_than_previous)
            pooled = {t for group in found[first:i + 1] for t in group}
            if len(pooled) < sum(s.min for s in specs[first:i + 1]):
                return False
    return True


def choosable_modes(game: Game, player: int, source: int | None, modes: Sequence[Mode], *,
                    spell: bool = False) -> tuple[int, ...]:
    """The modes of a modal spell or ability that can be chosen (CR 700.2a-b): those whose
    targets can be chosen (:func:`mode_targets_ok`; ``spell``: a spell on the stack)."""
    return tuple(i for i, mode in enumerate(modes)
                 if mode_targets_ok(game, player, source, mode, spell=spell))
