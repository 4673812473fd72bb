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

from manastack import ManastackError, Zone
from manastack.api import PlayerRef, StackAbility, face_name, whole_card
from manastack_cli.scenario.files import STEPS, Scenario
from manastack_cli.scenario.filters import (
    FILTER_KEYS,
    PlayerIndex,
    color_letter,
    describe,
    matches,
    select,
    split_id,
)
from manastack_cli.scenario.validation import FieldPath, show_value
from manastack_cli.scenario.waiting import waiting_differences

if TYPE_CHECKING:
    from manastack import Game
    from manastack.api import Event, GameObject

__all__ = [
    "CastRecord",
    "Difference",
    "check_expectations",
    "concerning",
    "count_differences",
    "count_expectations",
    "mana_key",
    "object_differences",
    "rule_matches",
    "stack_differences",
    "trigger_count",
]


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


def _permanents_diff(game: Game, held: Sequence[GameObject], wanted: Sequence[str]) -> str | None:
    """:func:`_names_diff` for the permanents of a battlefield: each name listed is one
    permanent called so, by its printed name or its name now (``Game.called``, CR 707.2: a
    Clone copying Kalonian Hydra is listed as either), each permanent listed once; the
    missing names and the permanents left over are the difference."""
    # a maximum matching of names to permanents (augmenting paths): names are few
    owner: dict[int, int] = {}  # permanent index -> the index of the name it is listed as

    def place(w: int, seen: set[int]) -> bool:
        for i, obj in enumerate(held):
            if i in seen or not game.called(obj, wanted[w]):
                continue
            seen.add(i)
            if i not in owner or place(owner[i], seen):
                owner[i] = w
                return True
        return False

    unplaced = [wanted[w] for w in range(len(wanted)) if not place(w, set())]
    if not unplaced and len(owner) == len(held):
        return None
    extra = [o.card.name for i, o in enumerate(held) if i not in owner]
    detail = "; ".join(part for part in (
        f"missing {', '.join(unplaced)}" if unplaced else "",
        f"unexpected {', '.join(extra)}" if extra else "") if part)
    return (f"is [{', '.join(o.card.name for o in held)}], expected [{', '.join(wanted)}] "
            f"({detail})")


class Difference(str):
    """A failed expectation's message, with the names (cards, players) it is about: what
    ``manastack run --explain`` looks for in the log (:func:`concerning`)."""

    names: tuple[str, ...]

    def __new__(cls, text: str, names: Sequence[str] = ()) -> Difference:
        self = super().__new__(cls, text)
        self.names = tuple(names)
        return self


def check_expectations(scenario: Scenario, game: Game, expect: Mapping[str, Any],
                       casts: Mapping[str, CastRecord], base: FieldPath) -> list[str]:
    """What does not hold of the table ``expect`` (at ``base`` in the file) in ``game``, one
    message each (a :class:`Difference`); ``casts`` are the scenario's cast actions so far,
    by card name. A name no card or token has is a bad file (:class:`ScenarioError`)."""
    out: list[str] = []

    def add(message: str, *names: str) -> None:
        out.append(Difference(message, names))

    def player(name: str) -> int:
        return scenario.player_index(name, base)

    for name, value in expect.get("life", {}).items():
        actual = game.player(player(name)).life
        if actual != value:
            add(f"{name} has {actual} life, expected {value}", name)
    for name, value in expect.get("poison", {}).items():
        actual = game.player(player(name)).poison
        if actual != value:
            add(f"{name} has {actual} poison counter(s), expected {value}", name)
    for name in expect.get("lost", []):
        if not game.player(player(name)).lost:
            add(f"{name} has not lost the game", name)
    for name in expect.get("not_lost", []):
        if game.player(player(name)).lost:
            add(f"{name} has lost the game, expected them not to", name)
    for name in expect.get("won", []):
        if not game.player(player(name)).won:
            add(f"{name} has not won the game", name)
    for name, counters in expect.get("player_counters", {}).items():
        p = game.player(player(name))
        for kind, n in counters.items():
            # poison counters are kept apart from the others (CR 122.1f)
            actual = p.poison if kind.lower() == "poison" else p.counter(kind)
            if actual != n:
                add(f"{name} has {actual} {kind} counter(s), expected {n}", name)
    for card, zone in expect.get("zones", {}).items():
        holders = [o for o in game.objects_in(Zone(zone)) if game.called(o, card)]
        if not holders:
            where = sorted({str(o.zone) for z in Zone for o in game.objects_in(z)
                            if game.called(o, card)})
            now = f"it is in: {', '.join(where)}" if where else "there is no such object"
            add(f"{card} is not in the {zone} ({now})", card)
    for card, zone in expect.get("not_in", {}).items():
        if any(game.called(o, card) for o in game.objects_in(Zone(zone))):
            add(f"{card} is in the {zone}, expected it not to be", card)
    for zone in ("library", "hand", "graveyard", "battlefield", "exile", "command"):
        for name, wanted in expect.get(zone, {}).items():
            index = player(name)
            held = _zone_of(game, Zone(zone), index)
            diff = _permanents_diff(game, held, wanted) if zone == "battlefield" else \
                _names_diff([o.card.name for o in held], wanted, ordered=zone == "library")
            if diff is not None:
                add(f"{name}'s {zone} {diff}", name, *wanted)
    for name, wanted in expect.get("sideboard", {}).items():  # CR 400.11a: not a zone
        diff = _names_diff([c.name for c in game.outside(player(name))], wanted, ordered=False)
        if diff is not None:
            add(f"{name}'s sideboard {diff}", name, *wanted)
    if "stack" in expect:
        out += stack_differences(game, expect["stack"], player)
    for card, state in expect.get("permanents", {}).items():
        for message in _check_permanent(scenario, game, card, state, base):
            add(message, card)
    for i, entry in enumerate(expect.get("count", [])):
        _known_names(scenario, game, entry, (*base, "count", i))
        out += count_differences(game, entry, player)
    for i, entry in enumerate(expect.get("objects", [])):
        _known_names(scenario, game, entry, (*base, "objects", i))
        out += object_differences(scenario, game, entry, player)
    for key, label in (("mana_spent", "mana spent on"), ("total_cost", "total cost of")):
        for card, wanted in expect.get(key, {}).items():
            record = casts.get(card.lower())
            if record is None:
                add(f"{card} was not cast by an action of this scenario", card)
                continue
            paid = record.spent if key == "mana_spent" else record.total
            if mana_key(paid) != mana_key(wanted):
                add(f"{label} {card}: {paid or 'nothing'}, expected {wanted}", card)
    for name, wanted in expect.get("mana_pool", {}).items():
        pool = str(game.player(player(name)).mana_pool)
        if mana_key(pool) != mana_key(wanted):
            add(f"{name}'s mana pool is {pool or 'empty'}, expected {wanted}", name)
    for rule in expect.get("logged", []):
        if not any(rule_matches(e.rule, rule) for e in game.log if e.rule):
            add(f"no event cited CR {rule}")
    for rule in expect.get("not_logged", []):
        cited = [e for e in game.log if e.rule and rule_matches(e.rule, rule)]
        if cited:
            add(f"an event cited CR {rule}: {cited[0].text!r}")
    for card, rules in expect.get("logged_for", {}).items():
        about = concerning(game, game.log, [card])
        for rule in rules:
            if not any(e.rule and rule_matches(e.rule, rule) for e in about):
                add(f"no event concerning {card} cited CR {rule} ({len(about)} event(s) "
                    "concern it)", card)
    for name, wanted in expect.get("waiting", {}).items():
        is_player = scenario.names_player(name)
        if not is_player:
            _known_names(scenario, game, {"name": name}, (*base, "waiting", name))
        for message in waiting_differences(game, name, wanted, player, is_player):
            add(message, name)
    for card, wanted in expect.get("triggered", {}).items():
        actual = trigger_count(game, card)
        if actual != wanted:
            add(f"{card} triggered {actual} time(s), expected {wanted} (CR 603.2)", card)
    turn = game.state.turn
    if "turn" in expect and turn.number != expect["turn"]:
        add(f"it is turn {turn.number}, expected turn {expect['turn']}")
    if "step" in expect and turn.step is not STEPS[expect["step"]]:
        add(f"it is the {turn.step.label}, expected the {STEPS[expect['step']].label}")
    if "active" in expect and turn.active != player(expect["active"]):
        add(f"{game.player(turn.active).name} is the active player, expected "
            f"{expect['active']}", expect["active"])
    if "extra_turn" in expect and turn.extra != expect["extra_turn"]:
        what = "an extra turn" if turn.extra else "a turn of the regular turn order"
        add(f"turn {turn.number} is {what} (CR 500.7), expected "
            + ("an extra turn" if expect["extra_turn"] else "a regular one"))
    if "priority" in expect:
        out += _priority_differences(game, expect["priority"], player)
    return out


def _priority_differences(game: Game, wanted: str, player: PlayerIndex) -> list[Difference]:
    """Who holds priority (CR 117.3): the player the game waits for at a priority decision;
    while it waits for another choice (attackers, blockers, a discard) nobody holds it."""
    index = player(wanted)
    decision = game.pending()  # what the game waits for, as an action's ``by`` reads it
    if decision is not None and decision.kind == "priority" and decision.player == index:
        return []
    if decision is None:
        now = "nobody holds priority: the game is over"
    elif decision.kind != "priority":
        now = (f"nobody holds priority: the game waits for {decision.kind} from "
               f"{game.player(decision.player).name}")
    else:
        now = f"{game.player(decision.player).name} holds priority"
    return [Difference(f"{now} (CR 117.3), expected {game.player(index).name} to hold it",
                       [wanted])]


def stack_differences(game: Game, wanted: Sequence[str | Mapping[str, str]],
                      player: PlayerIndex) -> list[Difference]:
    """What does not hold of the ``stack`` expectation: the objects on the stack, bottom
    first, each a name or a table ``{ card = "...", controller = "Bob" }``: the controller
    of a spell or an ability (CR 108.4) tells two of the same name apart, as the order of
    the active player's and the other players' triggered abilities (APNAP, 603.3b)."""
    names = [e if isinstance(e, str) else e["card"] for e in wanted]
    if all(isinstance(e, str) for e in wanted):
        diff = _names_diff([o.card.name for o in game.stack()], names, ordered=True)
        return [] if diff is None else [Difference(f"the stack {diff}", names)]
    stack = game.stack()

    def fits(obj: GameObject, entry: str | Mapping[str, str]) -> bool:
        if isinstance(entry, str):
            return obj.card.name == entry
        return game.called(obj, entry["card"]) and (
            "controller" not in entry or game.controller(obj.id) == player(entry["controller"]))

    if len(stack) == len(wanted) and all(fits(o, e) for o, e in zip(stack, wanted)):
        return []
    actual = [f"{o.card.name} ({game.player(game.controller(o.id)).name})" for o in stack]
    shown = [e if isinstance(e, str) else e["card"] + (
        f" ({game.player(player(e['controller'])).name})" if "controller" in e else "")
        for e in wanted]
    return [Difference(f"the stack is [{', '.join(actual)}], expected [{', '.join(shown)}]",
                       names)]


def _zone_of(game: Game, zone: Zone, index: int) -> list[GameObject]:
    if zone is Zone.BATTLEFIELD:
        return [o for o in game.battlefield() if game.controller(o.id) == index]
    if zone in (Zone.EXILE, Zone.COMMAND):  # shared zones (CR 400.2): the player's own cards
        return [o for o in game.objects_in(zone) if o.owner == index]
    return game.objects_in(zone, index)


def _check_permanent(scenario: Scenario, game: Game, card: str, state: Mapping[str, Any],
                     base: FieldPath) -> list[str]:
    candidates = [o for o in game.battlefield() if game.called(o, card)]  # CR 707.2
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
        ("damage", lambda: obj.damage),
        ("attacking", lambda: game.is_attacking(obj.id)),
        ("blocking", lambda: game.is_blocking(obj.id)),
        ("blocked", lambda: game.state.combat is not None
         and obj.id in game.state.combat.blocked),  # CR 509.1h
        ("in_combat", lambda: _in_combat(game, obj)),
        ("removed_from_combat", lambda: _removed_from_combat(game, obj)),
        # CR 202.3, 202.3e: X counts its announced value on the stack, 0 elsewhere
        ("mana_value", lambda: game.mana_value(obj.id)),
        ("summoning_sick", lambda: game.summoning_sick(obj.id)),
        # CR 302.6: the fact itself, which haste doesn't change
        ("controlled_since_turn_began", lambda: not game.controlled_since_this_turn(obj.id)),
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


def _in_combat(game: Game, obj: GameObject) -> bool:
    """Is it an attacking or blocking creature, or a planeswalker or battle being attacked, in
    the current combat (CR 506.4: what a permanent removed from combat stops being)?"""
    combat = game.state.combat
    return combat is not None and (obj.id in combat.attackers or obj.id in combat.blockers
                                   or obj.id in combat.attackers.values())


def _removed_from_combat(game: Game, obj: GameObject) -> bool:
    """Was it removed from combat this turn (CR 506.4: it regenerated, stopped being a
    creature, changed controller, an effect removed it)? Read from the log: the kernel's
    removal event, citing 506.4, carries the object's id (``obj``)."""
    number = game.state.turn.number
    return any(e.kind == "combat" and e.rule == "506.4" and e.turn == number
               and e.data.get("obj") == obj.id for e in game.log)


# --------------------------------------------------------------------------
# Counting and describing objects selected by a filter (manastack_cli.scenario.filters)
# --------------------------------------------------------------------------

#: The keys of a ``count`` entry that say what must hold of the objects its filter selects.
COUNT_KEYS = ("count", "all", "none")


def _about(spec: Mapping[str, Any], objects: Sequence[GameObject]) -> list[str]:
    """What a difference about a filter is about: the name it selects by and the objects
    concerned, else the players it names."""
    names = [spec["name"]] if "name" in spec else []
    names += [o.card.name for o in objects]
    if not names:
        names = [spec[k] for k in ("controller", "owner") if k in spec]
    return list(dict.fromkeys(names))


def _known_names(scenario: Scenario, game: Game, entry: Mapping[str, Any],
                 path: FieldPath) -> None:
    """Every card a filter names exists: a misspelt name would select nothing, and "count = 0"
    would hold of it. Tokens ("... Token") and abilities on the stack ("ability of ...") are
    named after the card that makes them."""
    tables = [(entry, path)] + [(entry[k], (*path, k)) for k in ("all", "none")
                                if isinstance(entry.get(k), dict)]
    for table, where in tables:
        name = table.get("name")
        if name is None:
            continue
        name = split_id(name)[0]
        if name.lower().startswith("ability of "):
            name = name[len("ability of "):]
        if name.endswith(" Token") or name in game.rules.cards or a_face(game, name):
            continue
        try:
            game.rules.card(name)
        except ManastackError as exc:
            raise scenario.error(str(exc), (*where, "name")) from None


def a_face(game: Game, name: str) -> bool:
    """Whether ``name`` is a half or face of a card in the game ("Swift End", "Grimclimb
    Pathway"): such a name is no card of its own (CR 709.1, 712.1, 715.1)."""
    wanted = name.lower()
    return any(face.name.lower() == wanted
               for obj in game.state.objects.values() for face in whole_card(obj).halves)


def _listed(objects: Sequence[GameObject]) -> str:
    shown = ", ".join(str(o) for o in objects[:6])
    return shown + (f" and {len(objects) - 6} more" if len(objects) > 6 else "")


def count_differences(game: Game, entry: Mapping[str, Any],
                      player: PlayerIndex) -> list[Difference]:
    """What does not hold of one ``count`` entry: how many objects its filter selects
    (``count``), or that all (``all``) or none (``none``) of them fit a second filter."""
    spec = {k: v for k, v in entry.items() if k not in COUNT_KEYS}
    selected = select(game, spec, player)
    what = describe(spec)
    found = f" ({_listed(selected)})" if selected else ""
    if "count" in entry and len(selected) != entry["count"]:
        return [Difference(f"{what}: {len(selected)}{found}, expected {entry['count']}",
                           _about(spec, selected))]
    if "all" in entry:
        if not selected:
            return [Difference(f"there are no {what}: expected all of them to be "
                               f"{describe(entry['all'], as_quality=True)}", _about(spec, []))]
        misfits = [o for o in selected if not matches(game, o, entry["all"], player)]
        if misfits:
            return [Difference(f"not all {what} are {describe(entry['all'], as_quality=True)}: "
                               f"{_listed(misfits)} {'is' if len(misfits) == 1 else 'are'} not",
                               _about(spec, misfits))]
    if "none" in entry:
        fits = [o for o in selected if matches(game, o, entry["none"], player)]
        if fits:
            return [Difference(f"some {what} are {describe(entry['none'], as_quality=True)}, expected none: "
                               f"{_listed(fits)}", _about(spec, fits))]
    return []


def object_differences(scenario: Scenario, game: Game, entry: Mapping[str, Any],
                       player: PlayerIndex) -> list[Difference]:
    """What does not hold of one ``objects`` entry: one object its filter selects must have
    every characteristic and state it states (the differences of the first are reported)."""
    spec = {k: v for k, v in entry.items() if k in FILTER_KEYS}
    selected = select(game, spec, player)
    what = describe(spec)
    if not selected:
        where = ""
        if "name" in spec:
            zones = sorted({str(o.zone) for z in Zone for o in game.objects_in(z)
                            if game.called(o, split_id(spec["name"])[0])})
            where = f" (objects of that name are in: {', '.join(zones)})" if zones else \
                " (there is no object of that name)"
        what = what[4:] if what.startswith("the ") else what
        return [Difference(f"there is no {what}{where}", _about(spec, []))]
    reports = [_object_differences(scenario, game, o, entry) for o in selected]
    if any(not r for r in reports):
        return []  # one selected object fits everything
    label = str(selected[0]) if what == selected[0].card.name else f"{selected[0]} ({what})"
    return [Difference(f"{label}: {d}", _about(spec, selected[:1])) for d in reports[0]]


def _words(values: Sequence[str]) -> list[str]:
    return sorted(v.strip().lower() for v in values)


def _object_differences(scenario: Scenario, game: Game, obj: GameObject,
                        entry: Mapping[str, Any]) -> list[str]:
    chars = game.chars(obj.id)
    line = chars.type_line
    out = _permanent_differences(game, obj, {k: v for k, v in entry.items()
                                             if k in ("power", "toughness", "counters",
                                                      "keywords", "lacks", "damage",
                                                      "mana_value", "in_combat",
                                                      "removed_from_combat")})
    for key, actual in (("types", line.card_types), ("subtypes", line.subtypes),
                        ("supertypes", line.supertypes)):
        if key in entry and _words(actual) != _words(entry[key]):
            out.append(f"{key} are [{', '.join(actual)}], expected [{', '.join(entry[key])}]")
    if "colors" in entry:
        wanted = sorted(color_letter(c) for c in entry["colors"])
        if sorted(chars.colors) != wanted:
            out.append(f"colours are [{', '.join(sorted(chars.colors)) or 'colourless'}], "
                       f"expected [{', '.join(wanted) or 'colourless'}]")
    texts = [a.text for a in chars.abilities]
    for text in entry.get("abilities", []):
        if not any(text.strip().lower() in t.lower() for t in texts):
            out.append(f"has no ability reading {text!r} (abilities: "
                       f"{'; '.join(repr(t) for t in texts) or 'none'})")
    if "face" in entry and face_name(obj).lower() != entry["face"].lower():
        out.append(f"shows the face {face_name(obj)}, expected {entry['face']}")
    out += _stack_differences(scenario, game, obj, entry)
    return out


def _stack_differences(scenario: Scenario, game: Game, obj: GameObject,
                       entry: Mapping[str, Any]) -> list[str]:
    """Targets, modes and X of a spell or an ability on the stack (CR 601.2b-c, 602.2b)."""
    if not any(k in entry for k in ("targets", "modes", "x")):
        return []
    found = obj.tags.get("ability") if obj.zone is Zone.STACK else None
    ability = found if isinstance(found, StackAbility) else None
    spell = obj.spell if obj.zone is Zone.STACK else None
    if spell is None and ability is None:
        return [f"is in the {obj.zone}, not on the stack: it has no targets, modes or X"]
    out: list[str] = []
    chosen = spell.targets if spell is not None else ability.targets if ability else ()
    if "targets" in entry:
        actual = [[_target_name(game, t) for t in group] for group in chosen]
        wanted = [[_target_ref(scenario, game, t) for t in (g if isinstance(g, list) else [g])]
                  for g in entry["targets"]]
        if [_words(g) for g in actual] != [_words(g) for g in wanted]:
            out.append(f"targets are {_show_groups(actual)}, expected {_show_groups(wanted)}")
    if "modes" in entry:
        # CR 700.2a-b, 603.3c: a spell's and an ability's chosen modes, numbered from 1
        modes = spell.modes if spell is not None else ability.modes if ability else ()
        if [m + 1 for m in modes] != list(entry["modes"]):
            out.append(f"modes are {[m + 1 for m in modes]}, expected {entry['modes']}")
    if "x" in entry:
        x = spell.x if spell is not None else ability.x if ability else None
        if x != entry["x"]:
            out.append(f"X is {x if x is not None else 'not announced'}, expected {entry['x']}")
    return out


def _show_groups(groups: Sequence[Sequence[str]]) -> str:
    return "[" + ", ".join(g[0] if len(g) == 1 else "[" + ", ".join(g) + "]"
                           for g in groups) + "]"


def _target_name(game: Game, target: Any) -> str:
    if isinstance(target, PlayerRef):
        return game.player(target.index).name
    return game.last_known(int(target)).card.name


def _target_ref(scenario: Scenario, game: Game, name: str) -> str:
    """A target the file names: a player's name ("player 2" too), else a card name."""
    low = name.strip().lower()
    for p in game.players:
        if p.name.lower() == low:
            return p.name
    if low.startswith("player ") and low[7:].isdigit():
        return game.player(scenario.player_index(name)).name
    return name.strip()


# --------------------------------------------------------------------------
# The log: what concerns an object, how often it triggered
# --------------------------------------------------------------------------


def concerning(game: Game, events: Sequence[Event], names: Sequence[str]) -> list[Event]:
    """The events about anything called one of ``names`` (cards or players): those whose
    source (the spell or ability cast, activated, triggered or resolved) or whose object is
    called so, and those whose text names it."""
    wanted = [n.strip() for n in names if n.strip()]
    if not wanted:
        return []
    lowered = [n.lower() for n in wanted]
    out = []
    for event in events:
        ids = [i for i in (event.source, event.data.get("obj")) if isinstance(i, int)]
        if any(_called(game, i, n) for i in ids for n in wanted) or \
                any(n in event.text.lower() for n in lowered):
            out.append(event)
    return out


def _called(game: Game, obj_id: int, name: str) -> bool:
    try:
        return game.called(game.last_known(obj_id), name)
    except ManastackError:  # an id the game no longer knows
        return False


#: the log's words for an ability triggering (CR 603.2), and triggering again (603.2d)
_TRIGGERS = (" triggers: ", " triggers an additional time: ")


def trigger_count(game: Game, name: str) -> int:
    """How many times an ability of an object called ``name`` triggered (CR 603.2): the
    "triggers" events of the log, one per ability triggered, put on the stack or not, and
    one per additional time it triggered (603.2d: Panharmonicon). Delayed and reflexive
    triggers (CR 603.7, 603.12) have no source object: not counted."""
    prefixes = tuple(name.strip().lower() + words for words in _TRIGGERS)
    # the text names the source as it was when it triggered, even if it is gone since
    return sum(1 for e in game.log if e.kind == "trigger"
               and any(words in e.text for words in _TRIGGERS) and (
                   e.text.lower().startswith(prefixes)
                   or (e.source is not None and _called(game, e.source, name))))
