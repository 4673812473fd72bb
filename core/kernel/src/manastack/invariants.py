"""Invariants of a game, checked after every action by ``manastack simulate --check``.

A :class:`Checker` is given the game after each top-level action (and at the
start); :class:`CheckedGame` also shows it every event as it is logged, which
is how the invariants tied to the turn structure are checked at the moment
they must hold, inside the engine loop. A broken invariant raises
:class:`InvariantError` naming it, the per-game seed and the action index.

After every action (the game waits for a decision: state-based actions have
been checked, CR 117.5, 704.3)
    * zones: every object is in exactly one zone, the one it says (CR 400.1);
      a card is only ever in its owner's library, hand or graveyard (400.3);
    * conservation: the cards of each player are exactly those of their deck,
      none appeared or vanished (tokens and copies of spells apart, CR 108.2,
      111.7, 707.10); a token exists only on the battlefield (111.7, 704.5d);
    * players: life is an integer; no player still in the game has 0 or less
      life, ten poison counters or drew from an empty library (704.5a-c);
      the game is over exactly when one player is left (104.2a, 104.4a);
    * permanents: no creature with toughness 0 or less or lethal damage on
      it unless indestructible (704.5f-g), no permanent with both +1/+1 and
      -1/-1 counters (704.5q), counters and damage are non-negative integers;
      no two legendary permanents with one name under one controller (704.5j);
    * characteristics: for every object outside the libraries, those from the
      layer cache equal a fresh layer pass (CR 613; ``Game.fresh_chars``);
    * indexes: what listing legal actions reads instead of a scan equals the scan
      (``Game.activated_in``; permission hooks skipped by their ``reads_keyword``
      scope would have answered nothing, CR 117.1, 601.2a; so would the continuous
      effects and block restrictions skipped so, CR 613, 509.1b).

At the moment it happens (from the log)
    * every change of a player's life total is logged by that very event, a
      ``life`` or ``damage`` event naming the player (CR 119.3, 120.3);
    * when a step or phase begins, every mana pool is empty (CR 500.5, 106.4) but for mana
      kept until end of combat in a combat step (702.189a);
    * when a turn begins, the stack is empty (CR 500.2: a step ends only
      when all players pass with an empty stack; 514.3a).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

import attrs

from manastack.engine.faces import whole_card
from manastack.engine.game import Game, _Snapshot, offzone_abilities
from manastack.engine.hook_scopes import call_for_creatures, call_for_layers
from manastack.engine.permissions import all_permissions
from manastack.errors import ManastackError
from manastack.model.abilities import ActivatedAbility, StaticAbility
from manastack.model.continuous import CANT_LOSE
from manastack.model.events import Event
from manastack.model.mana import KEPT_UNTIL_END_OF_COMBAT, KEPT_UNTIL_END_OF_TURN
from manastack.model.objects import PHASED_OUT, SHARED, Zone
from manastack.model.turns import Step

if TYPE_CHECKING:
    from manastack.model.objects import Characteristics

_LAYER_HOOK = "manastack_continuous_effects"
_BLOCK_HOOK = "manastack_block_restrictions"

__all__ = ["CheckedGame", "Checker", "InvariantError", "fresh_activations"]


class InvariantError(ManastackError):
    """A broken invariant: names it, the per-game seed and the action index."""

    def __init__(self, name: str, message: str, *, seed: int | None, action: int | None) -> None:
        self.invariant = name
        self.seed = seed
        self.action = action
        where = []
        if seed is not None:
            where.append(f"seed {seed}")
        if action is not None:
            where.append(f"action {action}")
        at = f" ({', '.join(where)})" if where else ""
        super().__init__(f"invariant {name!r} broken{at}: {message}")


class Checker:
    """Checks one game's invariants (see the module docstring)."""

    def __init__(self, *, seed: int | None = None) -> None:
        self.seed = seed
        self.action: int | None = None
        self.cards: Counter[tuple[int, str]] = Counter()
        self.life: dict[int, int] = {}
        self.players: int = 0

    def fail(self, name: str, message: str) -> InvariantError:
        return InvariantError(name, message, seed=self.seed, action=self.action)

    # ------------------------------------------------------------------

    def start(self, game: Game) -> None:
        """Record what must be conserved: each player's cards."""
        self.cards = _cards(game)
        self.life = {p.index: p.life for p in game.players}
        self.players = len(game.players)

    def resync(self, game: Game) -> None:
        """After an action was undone (CR 732): life totals are back to what they were."""
        self.life = {p.index: p.life for p in game.players}

    def on_event(self, game: Game, event: Event) -> None:
        """Called by :class:`CheckedGame` as each event is logged (the change is already made)."""
        for p in game.state.players:
            before = self.life.get(p.index, p.life)
            if p.life != before:
                if event.kind not in ("life", "damage") or p.name not in event.text:
                    raise self.fail("life", f"{p.name}'s life went from {before} to {p.life} "
                                    f"without a life or damage event (logged: {event.text!r})")
                self.life[p.index] = p.life
        if event.kind == "step":
            # CR 702.189a: only mana kept until end of combat stays, into a later combat step
            combat = game.state.turn.step in (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
                                              Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE,
                                              Step.END_COMBAT)
            # CR 106.4: mana kept until end of turn stays into this turn's later steps
            this_turn = game.state.turn.step is not Step.UNTAP
            for p in game.state.players:
                if any(not ((u.kept == KEPT_UNTIL_END_OF_TURN and this_turn)
                            or (u.kept == KEPT_UNTIL_END_OF_COMBAT and combat))
                       for u in p.mana_pool):
                    raise self.fail("mana pools", f"{p.name}'s mana pool is not empty as the "
                                    f"{event.step} begins: {p.mana_pool} (CR 500.5)")
        elif event.kind == "turn" and event.rule == "500.1":
            stack = game.state.zones[(Zone.STACK, SHARED)]
            if stack:
                names = ", ".join(str(game.state.objects[i]) for i in stack)
                raise self.fail("stack", f"the stack is not empty as {event.text} ({names}) "
                                "(CR 500.2)")

    def after_action(self, game: Game, action: int) -> None:
        """Check everything that holds whenever the game waits for a decision."""
        self.action = action
        self.check_zones(game)
        self.check_conservation(game)
        self.check_players(game)
        if game.state.over:
            return
        self.check_permanents(game)
        self.check_indexes(game)  # before the fresh layer pass below drops them
        self.check_characteristics(game)

    # ------------------------------------------------------------------

    def check_zones(self, game: Game) -> None:
        seen: dict[int, tuple[Zone, int]] = {}
        objects = game.state.objects
        for (zone, key), ids in game.state.zones.items():
            for oid in ids:
                if oid in seen:
                    raise self.fail("zones", f"object #{oid} is listed twice: in {zone} ({key}) "
                                    f"and in {seen[oid][0]} ({seen[oid][1]})")
                seen[oid] = (zone, key)
        for oid, (zone, key) in seen.items():
            obj = objects.get(oid)
            if obj is None:
                raise self.fail("zones", f"{zone} ({key}) lists #{oid}, which doesn't exist")
            if obj.zone is not zone:
                raise self.fail("zones", f"{obj} is listed in {zone} but says {obj.zone}")
            if (key == PHASED_OUT) != (obj.phased_out is not None):
                listed = "out" if key == PHASED_OUT else "in"
                raise self.fail("zones", f"{obj} is listed as phased {listed} but its status "
                                "says otherwise (CR 702.26b)")
            if zone is Zone.BATTLEFIELD and key == PHASED_OUT:
                continue  # CR 702.26d: still on the battlefield, out of its look-ups
            if zone.shared:
                if key != SHARED:
                    raise self.fail("zones", f"{obj} is in a per-player copy of {zone}")
            elif key != obj.owner:
                raise self.fail("zones", f"{obj} is in player {key + 1}'s {zone}, not its "
                                f"owner's (CR 400.3)")
        for oid, obj in objects.items():
            if oid not in seen:
                raise self.fail("zones", f"{obj} is in no zone")
            if obj.id != oid:
                raise self.fail("zones", f"object #{oid} says it is #{obj.id}")

    def check_conservation(self, game: Game) -> None:
        now = _cards(game)
        if now != self.cards:
            gone = self.cards - now
            new = now - self.cards
            parts = []
            if gone:
                parts.append("vanished: " + ", ".join(f"{n}x {c} (player {o + 1})"
                                                      for (o, c), n in sorted(gone.items())))
            if new:
                parts.append("appeared: " + ", ".join(f"{n}x {c} (player {o + 1})"
                                                       for (o, c), n in sorted(new.items())))
            raise self.fail("conservation", "; ".join(parts))
        ephemeral = {o.id for o in game.state.objects.values() if o.is_token or o.is_copy}
        if ephemeral != game.state.ephemeral:
            raise self.fail("tokens", f"the index of tokens and copies holds "
                            f"{sorted(game.state.ephemeral)}, the objects say {sorted(ephemeral)}")
        everywhere = {o.id for o in game.state.objects.values()
                      if any(isinstance(a, StaticAbility) and "all" in a.zones
                             for a in o.card.abilities)}
        if everywhere != game.state.everywhere:
            raise self.fail("abilities", f"the index of abilities that function everywhere "
                            f"holds {sorted(game.state.everywhere)}, the objects say "
                            f"{sorted(everywhere)} (CR 113.6b)")
        offzone = offzone_abilities(game.state.objects.values())
        if offzone != game.state.offzone_abilities:
            raise self.fail("abilities", f"the index of abilities that function outside "
                            f"the battlefield holds {sorted(game.state.offzone_abilities)}, the "
                            f"objects say {sorted(offzone)} (CR 611.3b)")
        # the game's own set: the plugins' declared tags and the kernel's exile permission
        declared = game.indexed_tags
        tagged = {o.id for o in game.state.objects.values() if any(t in o.tags for t in declared)}
        if tagged != game.state.tagged:
            raise self.fail("tags", f"the index of objects carrying a declared tag holds "
                            f"{sorted(game.state.tagged)}, the objects say {sorted(tagged)} "
                            f"(CR 400.7)")
        for obj in game.state.objects.values():
            if obj.is_token and obj.zone is not Zone.BATTLEFIELD:
                raise self.fail("tokens", f"token {obj} is in {obj.zone} (CR 111.7, 704.5d)")
            if obj.is_copy and obj.zone is not Zone.STACK:
                raise self.fail("copies", f"copy {obj} is in {obj.zone} (CR 707.10)")

    def check_players(self, game: Game) -> None:
        living = []
        for p in game.state.players:
            if type(p.life) is not int or type(p.poison) is not int or p.poison < 0:
                raise self.fail("players", f"{p.name}: life {p.life!r}, poison {p.poison!r}")
            if not p.lost:
                living.append(p.index)
                if CANT_LOSE in game.player_keywords(p.index):
                    continue  # CR 104.3: "You can't lose the game" (Platinum Angel)
                if p.life <= 0:
                    raise self.fail("players", f"{p.name} has {p.life} life and is still in "
                                    "the game (CR 704.5a)")
                if p.poison >= 10:
                    raise self.fail("players", f"{p.name} has {p.poison} poison counters and "
                                    "is still in the game (CR 704.5c)")
                if p.drew_from_empty:
                    raise self.fail("players", f"{p.name} drew from an empty library and is "
                                    "still in the game (CR 704.5b)")
        over = len(living) <= 1
        if over != game.state.over:
            raise self.fail("players", f"{len(living)} player(s) left but the game is "
                            f"{'over' if game.state.over else 'not over'} (CR 104.2a)")
        if game.state.over and game.state.winner not in (living[0] if living else None,):
            raise self.fail("players", f"winner {game.state.winner} but players left: {living}")

    def check_permanents(self, game: Game) -> None:
        legends: Counter[tuple[int, str]] = Counter()
        for oid in game.state.zones[(Zone.BATTLEFIELD, SHARED)]:
            obj = game.state.objects[oid]
            for kind, n in obj.counters.items():
                if type(n) is not int or n <= 0:
                    raise self.fail("counters", f"{obj} has {n!r} {kind} counter(s)")
            if obj.counters.get("+1/+1") and obj.counters.get("-1/-1"):
                raise self.fail("counters", f"{obj} has both +1/+1 and -1/-1 counters "
                                "(CR 704.5q)")
            if type(obj.damage) is not int or obj.damage < 0:
                raise self.fail("damage", f"{obj} has {obj.damage!r} damage")
            ch = game.chars(oid)
            if ch.is_creature:
                toughness = ch.toughness or 0
                if toughness <= 0:
                    raise self.fail("creatures", f"{obj} has toughness {toughness} and is on "
                                    "the battlefield (CR 704.5f)")
                lethal = obj.damage >= toughness or (obj.deathtouch_damage and obj.damage > 0)
                if lethal and "indestructible" not in ch.keywords:
                    raise self.fail("creatures", f"{obj} has {obj.damage} damage, toughness "
                                    f"{toughness}, and is on the battlefield (CR 704.5g-h)")
            if ch.type_line.has_supertype("Legendary"):
                legends[(game.controller(oid), ch.name)] += 1
        for (controller, name), n in legends.items():
            if n > 1:
                raise self.fail("legend rule", f"player {controller + 1} controls {n} legendary "
                                f"permanents named {name!r} (CR 704.5j)")

    def check_indexes(self, game: Game) -> None:
        """What legal actions read instead of a scan equals the scan: the activated
        abilities of each player's permanents and hand (``Game.activated_in``), and the
        casting permissions with the hooks declared ``reads_keyword`` skipped when their
        scope is empty equal every hook asked (CR 117.1)."""
        ruleset = game.rules.ruleset
        for player in game.state.players:
            for zone in (Zone.BATTLEFIELD, Zone.HAND):
                kept = game.activated_in(zone, player.index)
                scanned = fresh_activations(game, zone, player.index)
                if kept != scanned:
                    raise self.fail("indexes", f"the activated abilities kept for player "
                                    f"{player.index + 1}'s {zone} differ from a scan: "
                                    f"{kept!r} != {scanned!r}")
            if ruleset.has_impls("manastack_casting_permissions"):
                scoped = all_permissions(game, player.index)
                every = [p for found in ruleset.call("manastack_casting_permissions",
                                                      game=game, player=player.index)
                         for p in found]
                if scoped != every:
                    raise self.fail("indexes", f"player {player.index + 1}'s casting "
                                    f"permissions with scoped hooks skipped differ from every "
                                    f"hook's: {scoped!r} != {every!r} (CR 601.2a)")
        if ruleset.has_impls(_LAYER_HOOK):
            scoped_effects = [e for found in call_for_layers(game, _LAYER_HOOK) for e in found]
            every_effect = [e for found in ruleset.call(_LAYER_HOOK, game=game) for e in found]
            if scoped_effects != every_effect:
                raise self.fail("indexes", f"the plugins' continuous effects with scoped "
                                f"hooks skipped differ from every hook's: {scoped_effects!r} "
                                f"!= {every_effect!r} (CR 613)")
        self._check_block_scopes(game)

    def _check_block_scopes(self, game: Game) -> None:
        """Each block restriction asked with scoped hooks skipped equals every hook's, for
        each attacker and creature of another player (CR 509.1b)."""
        ruleset = game.rules.ruleset
        combat = game.state.combat
        if combat is None or not combat.attackers or \
                not ruleset.has_impls(_BLOCK_HOOK):
            return
        for attacker in sorted(combat.attackers):
            a = game.obj(attacker)
            for b in game.battlefield():
                if b.id == attacker or not game.chars(b.id).is_creature:
                    continue
                scoped = sorted(r for found in call_for_creatures(
                    game, _BLOCK_HOOK, blocker=b, attacker=a) for r in found)
                every = sorted(r for found in ruleset.call(_BLOCK_HOOK, game=game, blocker=b,
                                                           attacker=a) for r in found)
                if scoped != every:
                    raise self.fail("indexes", f"the block restrictions of {b} blocking {a} "
                                    f"with scoped hooks skipped differ from every hook's: "
                                    f"{scoped!r} != {every!r} (CR 509.1b)")

    def check_characteristics(self, game: Game) -> None:
        # libraries are left out: hidden, ordered, and no effect of these decks reaches them
        ids = sorted(i for i, o in game.state.objects.items() if o.zone is not Zone.LIBRARY)
        if not ids:
            return
        cached: dict[int, Characteristics] = {i: game.chars(i) for i in ids}
        fresh: dict[int, Characteristics] = {ids[0]: game.fresh_chars(ids[0])}
        for i in ids[1:]:
            fresh[i] = game.chars(i)
        for i in ids:
            if cached[i] != fresh[i]:
                diff = _diff(cached[i], fresh[i])
                raise self.fail("characteristics", f"{game.state.objects[i]}: the cached "
                                f"characteristics differ from a fresh layer pass (CR 613): {diff}")


class CheckedGame(Game):
    """A game that shows every event to its :class:`Checker` as it is logged, and lists
    every priority with and without the mana bound (``legal_actions.VERIFY_SKIPS``) and
    with the kept hand permissions and new ones (``permissions.VERIFY_SKIPS``)."""

    checker: Checker | None = None
    verify_skips = True

    def log_event(self, kind: str, text: str, *, rule: str = "", **data: Any) -> Event:
        event = super().log_event(kind, text, rule=rule, **data)
        if self.checker is not None:
            self.checker.on_event(self, event)
        return event

    def _restore(self, snapshot: _Snapshot) -> None:
        """CR 732: whatever is undone (a refused action, a payment probe that activated a
        mana ability paying life, 605.3a) never happened: the checker's life totals are
        those restored."""
        super()._restore(snapshot)
        if self.checker is not None:
            self.checker.resync(self)


def fresh_activations(game: Game, zone: Zone, player: int,
                      ) -> list[tuple[int, int, ActivatedAbility]]:
    """``Game.activated_in`` worked out again from the characteristics, without its index."""
    return [(oid, index, ability) for oid in game.ids_in(zone, player)
            for index, ability in enumerate(game.chars(oid).abilities)
            if isinstance(ability, ActivatedAbility)]


def _cards(game: Game) -> Counter[tuple[int, str]]:
    """Each player's cards (not tokens, not copies), by owner and the name of the whole card
    whichever face it shows (a transformed Dowsing Dagger is still that card, CR 712.8a);
    dungeon cards are brought into the game from outside it (309.2) and not counted."""
    return Counter((o.owner, whole_card(o).name) for o in game.state.objects.values()
                   if o.is_card and not o.card.type_line.has_type("Dungeon"))


def _diff(a: Characteristics, b: Characteristics) -> str:
    parts = []
    for f in attrs.fields(type(a)):
        x, y = getattr(a, f.name), getattr(b, f.name)
        if x != y:
            parts.append(f"{f.name}: cached {x!r}, fresh {y!r}")
    return "; ".join(parts)[:500]
