"""The fixed-size observation: what one player may know, as a vector of floats.

Built from :meth:`manastack.Game.view` (hidden zones hidden, CR 400.2) and the pending
decision, so an observation never holds what its player may not know. Every value is
scaled to about [0, 1] and clipped to [-1, 10]. The layout (``OBSERVATION_SIZE`` floats):

===========  =====  ==============================================================
part         size   values
===========  =====  ==============================================================
game         16     turn/50, step/14, I am active, I decide, my life/20, their
                    life/20, my hand/10, their hand/10, my library/60, their
                    library/60, my graveyard/60, their graveyard/60, my poison/10,
                    their poison/10, stack size/10, game over
decision     16     kind one-hot over ``DECISION_KINDS`` (13, the last "other"),
                    chosen so far/10, min/10, max/10
permanents   384    2 sides (mine, then the others') x 24 slots x 8: present, land,
                    creature, tapped, power/10, toughness/10, damage/10, counters/10
my hand      60     10 slots x 6: present, land, creature, mana value/10,
                    power/10, toughness/10 (printed)
stack        12     4 slots (top first) x 3: present, mine, creature
options      128    64 slots x 2: legal, already chosen
===========  =====  ==============================================================

Beyond a part's slots, objects are not shown (a board of more than 24 permanents a side).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numpy.typing import NDArray

#: Options an action can pick (a decision with more shows its first ones, passing first).
MAX_OPTIONS = 64
#: The action that ends choosing several options (the last index of the action space).
DONE = MAX_OPTIONS
DECISION_KINDS = ("priority", "attackers", "blockers", "targets", "modes", "x", "discard",
                  "sacrifice", "casting_permission", "order", "pay", "choice")
STEPS = ("not started", "untap step", "upkeep step", "draw step", "precombat main phase",
         "beginning of combat step", "declare attackers step", "declare blockers step",
         "first strike combat damage step", "combat damage step", "end of combat step",
         "postcombat main phase", "end step", "cleanup step")
_PERMANENT_SLOTS, _PERMANENT = 24, 8
_HAND_SLOTS, _CARD = 10, 6
_STACK_SLOTS, _SPELL = 4, 3
OBSERVATION_SIZE = 16 + 16 + 2 * _PERMANENT_SLOTS * _PERMANENT + _HAND_SLOTS * _CARD \
    + _STACK_SLOTS * _SPELL + MAX_OPTIONS * 2


def _number(text: Any) -> float:
    try:
        return float(text)
    except (TypeError, ValueError):
        return 0.0  # "*" and the like: unknown until a characteristic-defining ability applies


def encode(view: dict[str, Any], legal: NDArray[np.int8], chosen: set[int]) -> NDArray[np.float32]:
    """The observation of ``view`` (``Game.view(player)``), the legal options and those chosen
    so far of a decision with several answers."""
    out = np.zeros(OBSERVATION_SIZE, dtype=np.float32)
    me = view["viewer"]
    players = view["players"]
    mine = players[me]
    others = [p for p in players if p["index"] != me]
    them = others[0] if others else mine
    pending = view["pending"] or {}
    step = STEPS.index(view["step"]) if view["step"] in STEPS else 0
    out[0:16] = (view["turn"] / 50, step / 14, view["active"] == me,
                 pending.get("player") == me, mine["life"] / 20, them["life"] / 20,
                 mine["hand_size"] / 10, them["hand_size"] / 10, mine["library_size"] / 60,
                 them["library_size"] / 60, len(mine["graveyard"]) / 60,
                 len(them["graveyard"]) / 60, mine["poison"] / 10, them["poison"] / 10,
                 len(view["stack"]) / 10, view["over"])
    at = 16
    if pending.get("player") == me:
        kind = pending["kind"]
        index = DECISION_KINDS.index(kind) if kind in DECISION_KINDS else len(DECISION_KINDS)
        out[at + index] = 1
        out[at + 13: at + 16] = (len(chosen) / 10, pending["min"] / 10, pending["max"] / 10)
    at += 16
    for side in (True, False):
        shown = [o for o in view["battlefield"] if (o["controller"] == me) == side]
        for slot, obj in enumerate(shown[:_PERMANENT_SLOTS]):
            base = at + slot * _PERMANENT
            type_line = obj["type_line"]
            out[base: base + _PERMANENT] = (
                1, "Land" in type_line, "Creature" in type_line, obj["tapped"],
                obj.get("power", 0) / 10, obj.get("toughness", 0) / 10, obj["damage"] / 10,
                sum(obj["counters"].values()) / 10)
        at += _PERMANENT_SLOTS * _PERMANENT
    for slot, card in enumerate((mine["hand"] or [])[:_HAND_SLOTS]):
        base = at + slot * _CARD
        type_line = card["type_line"]
        out[base: base + _CARD] = (1, "Land" in type_line, "Creature" in type_line,
                                   card["mana_value"] / 10, _number(card.get("power")) / 10,
                                   _number(card.get("toughness")) / 10)
    at += _HAND_SLOTS * _CARD
    for slot, spell in enumerate(list(reversed(view["stack"]))[:_STACK_SLOTS]):
        base = at + slot * _SPELL
        out[base: base + _SPELL] = (1, spell["controller"] == me, "Creature" in spell["type_line"])
    at += _STACK_SLOTS * _SPELL
    out[at: at + MAX_OPTIONS] = legal[:MAX_OPTIONS]
    for index in chosen:
        out[at + MAX_OPTIONS + index] = 1
    return np.clip(out, -1, 10)
