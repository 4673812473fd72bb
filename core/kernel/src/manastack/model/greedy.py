"""An agent that plays to win: it plays a land, casts what it can, attacks and blocks with sense.

Not a search: one look at the board per decision, deterministic (it draws nothing from the
game's generator, so a game is still determined by its seed). It exists so that simulations
and soaks reach the end of games (a player losing, CR 104.3) instead of a turn cap, which
random play rarely does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from manastack.model.actions import ActivateAbility, ActivateMana, CastSpell, PassPriority, PlayLand
from manastack.model.combat import Attack, Block
from manastack.model.objects import PlayerRef, Zone

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.decisions import Decision


class GreedyAgent:
    """Plays to win, greedily (see the module docstring).

    * Priority: play a land, else cast the costliest spell it may cast, else pass; it never
      activates abilities by itself (mana is paid by the engine's solver).
    * Attackers: each creature that no untapped creature of the defender can block and
      kill while surviving; all of them when the attack is lethal even through every
      possible block.
    * Blockers: the biggest attackers first, each blocked by a creature that kills it and
      survives, else by one that survives; when the unblocked damage would kill, chump
      blocks with the smallest creatures.
    * Targets: an opponent, else the opponent's strongest creature; X: the largest value;
      discards and sacrifices: the cheapest cards; any other choice: as few options as
      allowed (the first ones).
    """

    def choose(self, game: Game, decision: Decision) -> Sequence[Any]:
        """One look at the board: a land, the spells it can cast, attacks and blocks with sense;
        never a draw from the game's generator."""
        if decision.kind == "priority":
            return self._priority(game, decision)
        if decision.kind == "attackers":
            return self._legal(game, decision, self._attack(game, decision))
        if decision.kind == "blockers":
            return self._legal(game, decision, self._block(game, decision))
        if decision.kind == "targets":
            return self._targets(game, decision)
        if decision.numbers and decision.kind == "x" and decision.options:
            return (max(decision.options),)
        if decision.kind in ("discard", "sacrifice"):
            cheap = sorted(decision.options, key=lambda o: _value(game, o))
            return tuple(cheap[: decision.min])
        return decision.fewest()

    # -- priority ---------------------------------------------------------

    def _priority(self, game: Game, decision: Decision) -> Sequence[Any]:
        options = decision.options
        for option in options:
            if isinstance(option, PlayLand):  # CR 305.2: one land a turn, played first
                return (option,)
        casts = [o for o in options if isinstance(o, CastSpell)]
        if casts:
            return (max(casts, key=lambda o: (game.mana_value(o.obj), -o.obj)),)
        passes = [o for o in options if isinstance(o, PassPriority)]
        if passes:
            return (passes[0],)
        # no pass listed (should not happen): anything but abilities, else the first option
        rest = [o for o in options if not isinstance(o, (ActivateAbility, ActivateMana))]
        return (rest or list(options))[:1]

    # -- combat -------------------------------------------------------------

    def _attack(self, game: Game, decision: Decision) -> tuple[Any, ...]:
        player = decision.player
        by_attacker: dict[int, Attack] = {}
        for option in decision.options:
            if not isinstance(option, Attack):
                continue
            # a player defender first: damage to a player ends games (CR 104.3a)
            kept = by_attacker.get(option.attacker)
            if kept is None or (isinstance(option.defender, PlayerRef)
                                and not isinstance(kept.defender, PlayerRef)):
                by_attacker[option.attacker] = option
        if not by_attacker:
            return ()
        opponents = game.opponents(player)
        blockers = [o.id for p in opponents for o in game.battlefield(p)
                    if not o.tapped and game.chars(o.id).is_("creature")]
        life = min(game.player(p).life for p in opponents) if opponents else 0
        powers = sorted((game.power(a) for a in by_attacker), reverse=True)
        # lethal through blocks: what is left when each blocker stops the biggest attacker
        if sum(powers[len(blockers):]) >= life > 0:
            return tuple(by_attacker.values())
        chosen = []
        for attacker, option in by_attacker.items():
            power, toughness = game.power(attacker), _toughness_left(game, attacker)
            if power <= 0:
                continue
            if not any(game.power(b) >= toughness and _toughness_left(game, b) > power
                       for b in blockers):
                chosen.append(option)
        return tuple(chosen)

    def _block(self, game: Game, decision: Decision) -> tuple[Any, ...]:
        options = [o for o in decision.options if isinstance(o, Block)]
        attackers = sorted({o.attacker for o in options},
                           key=lambda a: (-game.power(a), a))
        used: set[int] = set()
        chosen: list[Block] = []
        unblocked: list[int] = []
        for attacker in attackers:
            power, toughness = game.power(attacker), _toughness_left(game, attacker)
            mine = [o for o in options if o.attacker == attacker and o.blocker not in used]
            kills = [o for o in mine if game.power(o.blocker) >= toughness
                     and _toughness_left(game, o.blocker) > power]
            survives = [o for o in mine if _toughness_left(game, o.blocker) > power]
            if not (kills or survives):
                unblocked.append(attacker)
                continue
            pick = (kills or survives)[0]
            used.add(pick.blocker)
            chosen.append(pick)
        # every attacker counted, blocked or not: the declaration lists only those it may block
        incoming = sum(game.power(a) for a in _attacking(game)
                       if a not in {b.attacker for b in chosen})
        if incoming >= game.player(decision.player).life:
            for attacker in unblocked:  # biggest first: chump blocks to survive the turn
                mine = sorted((o for o in options if o.attacker == attacker
                               and o.blocker not in used),
                              key=lambda o: (game.power(o.blocker), o.blocker))
                if mine:
                    used.add(mine[0].blocker)
                    chosen.append(mine[0])
                    incoming -= game.power(attacker)
                if incoming < game.player(decision.player).life:
                    break
        return tuple(chosen)

    def _legal(self, game: Game, decision: Decision, wanted: tuple[Any, ...]) -> Sequence[Any]:
        """``wanted`` if legal, else the first legal of: one option per creature (a creature
        that "attacks each combat if able", CR 508.1d) and as few options as allowed."""
        if decision.accepts(game, wanted):
            return wanted
        role = "attacker" if decision.kind == "attackers" else "blocker"
        each: dict[Any, Any] = {}
        for option in decision.options:
            each.setdefault(getattr(option, role, option), option)
        for answer in (tuple(each.values()), decision.options[: decision.min], ()):
            if decision.accepts(game, answer):
                return answer
        return wanted

    # -- other choices -------------------------------------------------------

    def _targets(self, game: Game, decision: Decision) -> Sequence[Any]:
        player = decision.player
        foes = set(game.opponents(player))
        players = [o for o in decision.options if isinstance(o, PlayerRef) and o.index in foes]
        creatures = sorted(
            (o for o in decision.options if type(o) is int and game.find(o) is not None
             and game.controller(o) in foes and game.obj(o).zone is Zone.BATTLEFIELD),
            key=lambda o: (-game.power(o), o))
        preferred = players + creatures
        preferred += [o for o in decision.options if o not in preferred]
        count = max(decision.min, min(1, decision.max))
        return tuple(preferred[:count])


def _toughness_left(game: Game, obj_id: int) -> int:
    """Toughness less the damage already marked (CR 704.5g: lethal when it reaches 0)."""
    return game.toughness(obj_id) - game.obj(obj_id).damage


def _attacking(game: Game) -> list[int]:
    combat = game.state.combat
    return list(combat.attackers) if combat is not None else []


def _value(game: Game, option: Any) -> tuple[int, int]:
    """How much a card is worth keeping: its mana value (lands count as 0)."""
    if type(option) is int and game.find(option) is not None:
        return (game.mana_value(option), option)
    return (0, 0)
