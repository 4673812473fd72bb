"""What a scenario expects, checked against the game (``expect`` tables of a scenario file).

Each expectation that does not hold is one message naming what was found and what was
expected ("Bob has 17 life, expected 20"); the runner records them all and goes on, so one
run shows every difference. Card names are matched case-insensitively, mana by its symbols
in any order ("{U}{2}" is "{2}{U}"), rules by their CR number and its subrules ("601.2"
covers "601.2c").
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from attrs import define

from manastack import Zone, is_called
from manastack_cli.scenario.files import STEPS, Scenario
from manastack_cli.scenario.validation import FieldPath, show_value

if TYPE_CHECKING:
    from manastack import Game
    from manastack.api import GameObject

__all__ = ["CastRecord", "check_expectations", "count_expectations", "mana_key", "rule_matches"]


def rule_matches(cited: str, wanted: str) -> bool:
    """Does the rule ``cited`` fall under ``wanted``? "601.2" covers "601.2c", not "601.20"."""
    if cited == wanted:
        return True
    return cited.startswith(wanted) and not cited[len(wanted)].isdigit()


@define
class CastRecord:
    """What a cast action locked and spent (CR 601.2f-h), for ``mana_spent``/``total_cost``."""

    total: str
    spent: str


def count_expectations(expect: Mapping[str, Any] | None) -> int:
    """How many expectations the table ``expect`` states (each entry of a table or list)."""
    if not expect:
        return 0
    return sum(len(v) if isinstance(v, (dict, list)) else 1 for v in expect.values())


_MANA_SYMBOL = re.compile(r"\{([^{}]+)\}")
_LIFE_PART = re.compile(r" and (\d+) life$")


def mana_key(text: str) -> tuple[tuple[str, ...], int]:
    """Mana symbols as a sorted tuple plus life paid: "{U}{2}" equals "{2}{U}"."""
    life = 0
    m = _LIFE_PART.search(text)
    if m:
        life = int(m.group(1))
        text = text[: m.start()]
    symbols = [s.upper() for s in _MANA_SYMBOL.findall(text) if s != "0"]
    return tuple(sorted(symbols)), life


def _names_diff(actual: Sequence[str], wanted: Sequence[str], ordered: bool) -> str | None:
    if ordered:
        if list(actual) == list(wanted):
            return None
        return f"is [{', '.join(actual)}], expected [{', '.join(wanted)}]"
    a, w = Counter(n.lower() for n in actual), Counter(n.lower() for n in wanted)
    if a == w:
        return None
    missing = list((w - a).elements())
    extra = list((a - w).elements())
    detail = "; ".join(part for part in (
        f"missing {', '.join(missing)}" if missing else "",
        f"unexpected {', '.join(extra)}" if extra else "") if part)
    return f"is [{', '.join(actual)}], expected [{', '.join(wanted)}] ({detail})"


def check_expectations(scenario: Scenario, game: Game, expect: Mapping[str, Any],
                       casts: Mapping[str, CastRecord], base: FieldPath) -> list[str]:
    """What does not hold of the table ``expect`` (at ``base`` in the file) in ``game``, one
    message each; ``casts`` are the scenario's cast actions so far, by card name."""
    out: list[str] = []

    def player(name: str) -> int:
        return scenario.player_index(name, base)

    for name, value in expect.get("life", {}).items():
        actual = game.player(player(name)).life
        if actual != value:
            out.append(f"{name} has {actual} life, expected {value}")
    for name, value in expect.get("poison", {}).items():
        actual = game.player(player(name)).poison
        if actual != value:
            out.append(f"{name} has {actual} poison counter(s), expected {value}")
    for name in expect.get("lost", []):
        if not game.player(player(name)).lost:
            out.append(f"{name} has not lost the game")
    for card, zone in expect.get("zones", {}).items():
        holders = [o for o in game.objects_in(Zone(zone)) if is_called(o.card, card)]
        if not holders:
            where = sorted({str(o.zone) for z in Zone for o in game.objects_in(z)
                            if is_called(o.card, card)})
            now = f"it is in: {', '.join(where)}" if where else "there is no such object"
            out.append(f"{card} is not in the {zone} ({now})")
    for card, zone in expect.get("not_in", {}).items():
        if any(is_called(o.card, card) for o in game.objects_in(Zone(zone))):
            out.append(f"{card} is in the {zone}, expected it not to be")
    for zone in ("library", "hand", "graveyard", "battlefield", "exile", "command"):
        for name, wanted in expect.get(zone, {}).items():
            index = player(name)
            names = [o.card.name for o in _zone_of(game, Zone(zone), index)]
            diff = _names_diff(names, wanted, ordered=zone == "library")
            if diff is not None:
                out.append(f"{name}'s {zone} {diff}")
    if "stack" in expect:
        diff = _names_diff([o.card.name for o in game.stack()], expect["stack"], ordered=True)
        if diff is not None:
            out.append(f"the stack {diff}")
    for card, state in expect.get("permanents", {}).items():
        out += _check_permanent(scenario, game, card, state, base)
    for key, label in (("mana_spent", "mana spent on"), ("total_cost", "total cost of")):
        for card, wanted in expect.get(key, {}).items():
            record = casts.get(card.lower())
            if record is None:
                out.append(f"{card} was not cast by an action of this scenario")
                continue
            paid = record.spent if key == "mana_spent" else record.total
            if mana_key(paid) != mana_key(wanted):
                out.append(f"{label} {card}: {paid or 'nothing'}, expected {wanted}")
    for name, wanted in expect.get("mana_pool", {}).items():
        pool = str(game.player(player(name)).mana_pool)
        if mana_key(pool) != mana_key(wanted):
            out.append(f"{name}'s mana pool is {pool or 'empty'}, expected {wanted}")
    for rule in expect.get("logged", []):
        if not any(rule_matches(e.rule, rule) for e in game.log if e.rule):
            out.append(f"no event cited CR {rule}")
    for rule in expect.get("not_logged", []):
        cited = [e for e in game.log if e.rule and rule_matches(e.rule, rule)]
        if cited:
            out.append(f"an event cited CR {rule}: {cited[0].text!r}")
    turn = game.state.turn
    if "turn" in expect and turn.number != expect["turn"]:
        out.append(f"it is turn {turn.number}, expected turn {expect['turn']}")
    if "step" in expect and turn.step is not STEPS[expect["step"]]:
        out.append(f"it is the {turn.step.label}, expected the {STEPS[expect['step']].label}")
    if "active" in expect and turn.active != player(expect["active"]):
        out.append(f"{game.player(turn.active).name} is the active player, expected "
                   f"{expect['active']}")
    return out


def _zone_of(game: Game, zone: Zone, index: int) -> list[GameObject]:
    if zone is Zone.BATTLEFIELD:
        return [o for o in game.battlefield() if game.controller(o.id) == index]
    if zone in (Zone.EXILE, Zone.COMMAND):  # shared zones (CR 400.2): the player's own cards
        return [o for o in game.objects_in(zone) if o.owner == index]
    return game.objects_in(zone, index)


def _check_permanent(scenario: Scenario, game: Game, card: str, state: Mapping[str, Any],
                     base: FieldPath) -> list[str]:
    candidates = [o for o in game.battlefield() if is_called(o.card, card)]
    if "controller" in state:
        who = scenario.player_index(state["controller"], base)
        candidates = [o for o in candidates if game.controller(o.id) == who]
    if not candidates:
        whose = f" under {state['controller']}'s control" if "controller" in state else ""
        return [f"{card} is not on the battlefield{whose}"]
    reports = [_permanent_differences(game, o, state) for o in candidates]
    if any(not r for r in reports):
        return []  # one object of that name fits everything
    return [f"{card}: {d}" for d in reports[0]]


def _permanent_differences(game: Game, obj: GameObject, state: Mapping[str, Any]) -> list[str]:
    out = []
    checks: list[tuple[str, Callable[[], Any]]] = [
        ("power", lambda: game.power(obj.id)),
        ("toughness", lambda: game.toughness(obj.id)),
        ("tapped", lambda: obj.tapped),
        ("attacking", lambda: game.is_attacking(obj.id)),
        ("summoning_sick", lambda: game.summoning_sick(obj.id)),
    ]
    for key, get in checks:
        if key in state:
            actual = get()
            if actual != state[key]:
                out.append(f"{key} is {show_value(actual)}, expected {show_value(state[key])}")
    for kind, n in state.get("counters", {}).items():
        if obj.counter(kind) != n:
            out.append(f"has {obj.counter(kind)} {kind} counter(s), expected {n}")
    for keyword in state.get("keywords", []):
        if not game.has_keyword(obj.id, keyword.lower()):
            out.append(f"doesn't have {keyword}")
    for keyword in state.get("lacks", []):
        if game.has_keyword(obj.id, keyword.lower()):
            out.append(f"has {keyword}, expected it not to")
    return out
