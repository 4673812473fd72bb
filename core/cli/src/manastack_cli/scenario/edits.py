"""State edits: actions that change the position between two actions, as a test harness does.

A rules test often needs the position to change where no card of the game would change it:
a card put on top of a library before a draw, a player at 1 life, a permanent with three
counters, mana in a pool, an ability the test needs on a creature. These actions do it,
at any point between two other actions:

* ``put``: a card into a zone (``player`` owns it, default the active player; ``zone``,
  default the battlefield; ``position`` ``"top"`` or ``"bottom"`` of a library; ``tapped``,
  ``sick``, ``counters``, ``controller``, ``count``, ``inert`` as in ``[[player]]``);
* ``set_life``: players' life totals;
* ``set_counters``: the exact number of counters of each kind named, on a permanent (or a
  card in another zone) or a player (``poison``, ``energy``...);
* ``set_damage``: the exact damage marked on permanents (CR 120.6), marked, not dealt: no
  source deals it, so no trigger, no lifelink, no prevention (120.3, 615);
* ``remove``: an object (a permanent first, or a card in any zone: ``zone``, ``player``)
  taken out of the game outright, not moved to any zone (no zone change, CR 400.7);
* ``add_mana``: mana into players' pools;
* ``grant``: abilities, written as rules text the engine reads (``"Flying"``, ``"Whenever
  this creature attacks, you gain 1 life."``), to a permanent, through a continuous
  effect with no source (CR 611.2, layer 6), which ends when the object leaves the
  battlefield (CR 400.7);
* ``shuffle``: a player's library.

An edit is not a game action: it uses no stack, costs nothing and causes no event the rules
see (no trigger, no replacement effect; CR 603.2 and 614 see nothing happen). It goes through
the kernel's public game methods (``Game.put``, ``Game.update``, ``Game.update_player``,
``Game.add_effect``, ``Game.shuffle``, ``Game.take_out``), so the game's invariants hold,
then the game works out again what it waits for: state-based actions are checked then as at
any other point (a player set to 0 life loses, CR 704.5a). The explain log records each edit
as a ``test edit`` event citing no rule, so no rule is proven by an edit.
``docs/decisions.rst`` records why.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from manastack import ManastackError, ScenarioError, Table, Zone
from manastack.api import AddAbilities, CardDef, ContinuousEffect, Mana
from manastack_cli.scenario.validation import FieldPath

if TYPE_CHECKING:  # files.py imports this module: the model is needed for types only
    from manastack_cli.scenario.files import Action, Scenario

__all__ = ["EDIT_VERBS", "card_refs", "describe", "perform", "player_refs"]

#: The verbs of state edits (each the one required key of its form in the schema).
EDIT_VERBS = ("put", "set_life", "set_counters", "add_mana", "grant", "shuffle", "set_damage",
              "remove")

_MANA_SYMBOL = re.compile(r"\{([WUBRGC])\}")


def describe(action: Action) -> str:
    """An edit as a short phrase: ``test edit: put Forest on top of Alice's library``."""
    v, value, o = action.verb, action.value, action.options
    if v == "put":
        zone = o.get("zone", "battlefield")
        where = ("on top of a library" if o.get("position", "top") == "top" else
                 "at the bottom of a library") if zone == "library" else (
            "onto the battlefield" if zone == "battlefield" else f"into {zone}")
        count = f"{o['count']} " if o.get("count", 1) > 1 else ""
        return f"test edit: put {count}{value} {where}"
    if v in ("set_life", "add_mana"):
        verb = "set life" if v == "set_life" else "add mana"
        return f"test edit: {verb}: " + ", ".join(f"{k} {val}" for k, val in value.items())
    if v == "set_counters":
        return "test edit: set counters on " + ", ".join(value)
    if v == "grant":
        return f"test edit: grant {value} " + "; ".join(o.get("abilities", []))
    if v == "set_damage":
        return "test edit: set damage on " + ", ".join(f"{k} {n}" for k, n in value.items())
    if v == "remove":
        return f"test edit: remove {value} from the game"
    return f"test edit: shuffle {value}'s library"


def player_refs(action: Action) -> list[tuple[str, FieldPath]]:
    """The players an edit names, with where (checked as the file is loaded)."""
    base: FieldPath = ("action", action.number - 1)
    v, value, o = action.verb, action.value, action.options
    refs: list[tuple[str, FieldPath]] = []
    if v == "put":
        refs += [(o[k], (*base, k)) for k in ("player", "controller") if k in o]
    elif v in ("set_life", "add_mana"):
        refs += [(name, (*base, v, name)) for name in value]
    elif v == "shuffle":
        refs.append((value, (*base, v)))
    elif v == "remove" and "player" in o:
        refs.append((o["player"], (*base, "player")))
    return refs


def card_refs(scenario: Scenario, action: Action) -> list[tuple[str, FieldPath]]:
    """The cards an edit names (``set_counters`` keys may be players)."""
    base: FieldPath = ("action", action.number - 1)
    if action.verb in ("put", "grant", "remove"):
        return [(action.value, (*base, action.verb))]
    if action.verb == "set_damage":
        return [(name, (*base, "set_damage", name)) for name in action.value]
    if action.verb == "set_counters":
        return [(name, (*base, "set_counters", name)) for name in action.value
                if not _is_player_name(scenario, name)]
    return []


def _is_player_name(scenario: Scenario, name: str) -> bool:
    try:
        scenario.player_index(name)
    except ScenarioError:
        return False
    return True


def perform(scenario: Scenario, table: Table, action: Action) -> None:
    """Make the edit ``action`` (see the module docstring); the game recomputes what it waits for.

    Raises :class:`ManastackError` (the runner names the file and line) for an edit that
    does not fit the position: no such card, an ability text the engine does not read."""
    game = table.game
    base: FieldPath = ("action", action.number - 1)
    v, value, o = action.verb, action.value, action.options
    if v == "put":
        _put(scenario, table, action)
    elif v == "set_life":
        for name, life in value.items():
            index = scenario.player_index(name, (*base, v, name))
            game.update_player(index, life=life)
            _log(table, f"{game.player(index)}'s life set to {life}")
    elif v == "set_counters":
        for name, counters in value.items():
            _set_counters(scenario, table, name, counters, (*base, v, name))
    elif v == "add_mana":
        for name, symbols in value.items():
            index = scenario.player_index(name, (*base, v, name))
            units = [Mana(m) for m in _MANA_SYMBOL.findall(symbols)]
            player = game.player(index)
            game.update_player(index, mana_pool=player.mana_pool.add(*units))
            _log(table, f"{symbols} added to {player}'s mana pool")
    elif v == "grant":
        _grant(table, value, o["abilities"])
    elif v == "shuffle":
        index = scenario.player_index(value, (*base, v))
        game.shuffle(index, rule="")  # the game's own generator: same seed, same order
        _log(table, f"{game.player(index)}'s library shuffled")
    elif v == "set_damage":
        for name, amount in value.items():
            _set_damage(table, name, amount)
    elif v == "remove":
        _remove(scenario, table, action)
    table.refresh()  # the position changed: characteristics and what is asked, afresh
    game.pending()  # settled now: state-based actions checked (CR 704.3), not by the next action


def _log(table: Table, text: str) -> None:
    # a test edit is no rules event: it cites no rule, so it proves none
    table.game.log_event("edit", f"test edit: {text}")


def _put(scenario: Scenario, table: Table, action: Action) -> None:
    game = table.game
    o = action.options
    base: FieldPath = ("action", action.number - 1)
    owner = (scenario.player_index(o["player"], (*base, "player")) if "player" in o
             else game.state.turn.active)
    controller = (scenario.player_index(o["controller"], (*base, "controller"))
                  if "controller" in o else None)
    zone = Zone(o.get("zone", "battlefield"))
    on_top = o.get("position", "top") == "top"
    for _ in range(o.get("count", 1)):
        obj = game.put(action.value, zone, owner, tapped=o.get("tapped", False),
                       sick=o.get("sick", False), counters=dict(o.get("counters", {})) or None,
                       controller=controller, top=zone is Zone.LIBRARY and on_top,
                       inert=o.get("inert", False))
        if zone is Zone.LIBRARY:
            where = (f"on top of {game.player(owner)}'s library" if on_top
                     else f"at the bottom of {game.player(owner)}'s library")
        elif zone is Zone.BATTLEFIELD:
            where = f"onto the battlefield under {game.player(obj.controller)}'s control"
        else:
            where = f"into {game.player(owner)}'s {zone}"
        _log(table, f"{obj} put {where}")


def _set_counters(scenario: Scenario, table: Table, name: str, counters: Mapping[str, int],
                  path: FieldPath) -> None:
    game = table.game
    if _is_player_name(scenario, name):
        index = scenario.player_index(name, path)
        player = game.player(index)
        kept = {k: n for k, n in player.counters if k not in counters}
        for kind, n in counters.items():
            if kind == "poison":  # poison counters are the player's own field (CR 122.1f)
                game.update_player(index, poison=n)
            elif n:
                kept[kind] = n
        game.update_player(index, counters=tuple(sorted(kept.items())))
        shown = ", ".join(f"{n} {k}" for k, n in counters.items())
        _log(table, f"{player}'s counters set: {shown}")
        return
    obj = table.find(name)
    now = {k: n for k, n in obj.counters.items() if k not in counters}
    now.update({k: n for k, n in counters.items() if n})
    game.update(obj.id, counters=now)
    shown = ", ".join(f"{n} {k}" for k, n in counters.items())
    _log(table, f"counters on {obj} set: {shown}")


def _set_damage(table: Table, name: str, amount: int) -> None:
    # CR 120.6: damage marked on a permanent, as if already dealt; 120.3: dealt by nothing now
    obj = table.find(name, zone=Zone.BATTLEFIELD)
    table.game.update(obj.id, damage=amount)
    _log(table, f"damage marked on {obj} set to {amount}")


def _remove(scenario: Scenario, table: Table, action: Action) -> None:
    o = action.options
    base: FieldPath = ("action", action.number - 1)
    player = scenario.player_index(o["player"], (*base, "player")) if "player" in o else None
    obj = table.find(action.value, zone=o.get("zone"), player=player)
    # CR 400.7: into no zone, so no zone change any ability or replacement effect sees
    table.game.take_out(obj.id)
    _log(table, f"{obj} removed from the game (from {obj.zone})")


def _grant(table: Table, name: str, texts: Sequence[str]) -> None:
    game = table.game
    obj = table.find(name, zone=Zone.BATTLEFIELD)
    chars = game.chars(obj.id)
    text = "\n".join(texts)
    # the text is read as the object's own rules text would be: its name and types
    card = game.rules.compile(CardDef(name=obj.card.name, mana_cost=None,
                                      type_line=str(chars.type_line),
                                      text=text, power=_pt(chars.power),
                                      toughness=_pt(chars.toughness)))
    if card.unrecognized or card.refusal() is not None:
        unread = "; ".join(repr(u) for u in card.unrecognized) or str(card.refusal())
        raise ManastackError(f"the ability text is not read by the engine: {unread}")
    # CR 611.2c: it affects that object only; CR 400.7: a new object leaving play is not it
    game.add_effect(ContinuousEffect(parts=(AddAbilities(tuple(card.abilities)),),
                                     objects=(obj.id,), controller=obj.controller,
                                     text="test edit", rule=""))
    _log(table, f"{obj} gains " + "; ".join(texts))


def _pt(value: Any) -> str | None:
    return None if value is None else str(value)
