"""Driving a game by card names: what tests, scenarios and the demo use.

:class:`Driver` wraps a :class:`~manastack.Game` with verbs a judge would
use ("cast Think Twice using flashback", "attack with Raging Goblin",
"resolve") and turns names into the scripted answers of the game's decision
mechanism. Nothing here bypasses the rules: every verb is a legal action of
the game or raises :class:`~manastack.errors.IllegalActionError` leaving the
game unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from manastack.engine.casting import cast_refusal, no_permission
from manastack.engine.combat import (
    attack_refusal_rule,
    can_attack,
    can_block,
    cant_attack_defender,
    defenders,
    restrictions,
)
from manastack.engine.faces import is_omen_card
from manastack.engine.game import Game
from manastack.engine.permissions import all_permissions, permissions_for
from manastack.engine.special_actions import special_action_refusal
from manastack.errors import (
    IllegalActionError,
    IllegalAnswerError,
    UnsupportedCardError,
    rules_named,
)
from manastack.loading.rules import Rules
from manastack.model.abilities import ActivatedAbility
from manastack.model.actions import (
    ActivateAbility,
    ActivateMana,
    CastSpell,
    PassPriority,
    PlayLand,
    SpecialAction,
)
from manastack.model.cards import CardDef
from manastack.model.combat import Attack, Block
from manastack.model.decisions import Answer, CallbackAgent, Decision, DecisionNeeded, FirstLegalAgent
from manastack.model.inputs import plain_int, shown as _shown
from manastack.model.mana import Mana
from manastack.model.objects import SPLIT_LAYOUTS, Card, GameObject, PlayerRef, Zone
from manastack.model.turns import Step

TargetLike = int | str | PlayerRef
#: Answers a decision: ``pick(game, decision)`` -> the chosen options.
Picker = Callable[[Game, Decision], Sequence[Any]]


def _names(attackers: str | Sequence[str]) -> tuple[str, ...]:
    """The attacker names one blocker blocks: one name, or several (CR 509.1a)."""
    return (attackers,) if isinstance(attackers, str) else tuple(attackers)


def is_called(card: Card, name: str) -> bool:
    """Whether ``card`` is called ``name``: its whole name or a face's (:meth:`Card.is_called`)."""
    return card.is_called(name)


def by_name(*names: str) -> Picker:
    """A picker choosing the options that are objects called ``names``, one per name, in
    order (decided when asked: the cards may not exist yet)."""

    def pick(game: Game, decision: Decision) -> Sequence[Any]:
        picked: list[Any] = []
        for name in names:
            picked.append(next(o for o in decision.options if o not in picked
                               and isinstance(o, int) and game.called(game.obj(o), name)))
        return tuple(picked)

    return pick


def by_label(text: str) -> Picker:
    """A picker choosing the first option whose label contains ``text``."""

    def pick(game: Game, decision: Decision) -> Sequence[Any]:
        return (next(o for i, o in enumerate(decision.options) if text in decision.label(i)),)

    return pick

def _mana_letters(mana: str) -> str:
    """The mana named by its symbols ("{W}{U}") as one letter a unit ("WU", CR 106.3);
    anything else is refused."""
    if not isinstance(mana, str) or not re.fullmatch(r"(?:\{[WUBRGC]\})+", mana):
        raise IllegalAnswerError(f"mana is named by symbols such as {{W}}{{U}}, not "
                                 f"{_shown(mana)}")
    return mana[1::3]


_ZONE_PREFERENCE = (Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD, Zone.HAND, Zone.EXILE,
                    Zone.LIBRARY, Zone.COMMAND)


class Driver:
    """Named-card verbs over a game (see the module docstring)."""

    def __init__(self, game: Game) -> None:
        self.game = game

    # ------------------------------------------------------------------
    # Finding things by name
    # ------------------------------------------------------------------

    def find(self, name: str, *, zone: Zone | str | None = None,
             player: int | None = None) -> GameObject:
        """The object called ``name`` (``"Name#3"`` for a specific id), preferring the battlefield.

        ``name`` is the card's printed name (or a face's) or, on the battlefield or the
        stack, the object's name now (:meth:`Game.called`: a Clone copying Kalonian Hydra is
        called both, CR 707.2). Of several objects so called, the first: by zone (the
        battlefield, then the stack, the graveyards...), then in the zone's order (the
        permanents as they entered); ``"Name#3"`` names one of them."""
        if not isinstance(name, str):
            raise IllegalAnswerError(f"a card is named by a string, not {_shown(name)}")
        if "#" in name:
            base, _, num = name.rpartition("#")
            if num.isdigit():
                obj = self.game.obj(int(num))
                if not self.game.called(obj, base):
                    raise IllegalActionError(f"object #{num} is {obj.card.name}, not {base}")
                return obj
        wanted = Zone(zone) if isinstance(zone, str) else zone
        zones = (wanted,) if wanted is not None else _ZONE_PREFERENCE
        for z in zones:
            for obj in self.game.objects_in(z):
                if not self.game.called(obj, name):  # its name now too (CR 707.2)
                    continue
                if player is not None and (obj.controller if z.shared else obj.owner) != player:
                    continue
                return obj
        where = f" in {wanted}" if wanted else ""
        whose = f" of {self.game.player(player)}" if player is not None else ""
        raise IllegalActionError(f"there is no {name!r}{where}{whose}")

    def target(self, value: TargetLike, player: int = 0) -> int | PlayerRef:
        """A target by name, id, or "player 1"/"player 2"/"you"/"opponent"."""
        if plain_int(value) or isinstance(value, PlayerRef):
            return value  # type: ignore[return-value]  # plain_int narrows to int
        if not isinstance(value, str):
            raise IllegalAnswerError(f"a target is an object id, a name or a player, "
                                     f"not {_shown(value)}")
        low = value.strip().lower()
        if low in ("you", "me"):
            return PlayerRef(player)
        if low in ("opponent", "them"):
            return PlayerRef(self.game.opponents(player)[0])
        if low.startswith("player "):
            return PlayerRef(int(low.split()[1]) - 1)
        for p in self.game.players:
            if p.name.lower() == low:
                return PlayerRef(p.index)
        return self.find(value).id

    def ids(self, names: Iterable[TargetLike], *, zone: Zone | None = None,
            player: int | None = None) -> tuple[Any, ...]:
        out: list[Any] = []
        for n in names:
            if plain_int(n) or isinstance(n, PlayerRef):
                out.append(n)
                continue
            if not isinstance(n, str):
                raise IllegalAnswerError(f"an object is given by its id or its name, "
                                         f"not {_shown(n)}")
            # several cards of one name: take distinct objects in order
            candidates = [
                o for z in ((zone,) if zone else _ZONE_PREFERENCE)
                for o in self.game.objects_in(z)
                if self.game.called(o, n)
                and (player is None or (o.controller if z.shared else o.owner) == player)
                and o.id not in out
            ]
            if not candidates:
                raise IllegalActionError(f"there is no {n!r}" + (f" in {zone}" if zone else ""))
            out.append(candidates[0].id)
        return tuple(out)

    # ------------------------------------------------------------------
    # Actions
    # ------------------------------------------------------------------

    def _over(self) -> IllegalActionError:
        """The game is over: say how (an empty library ends many a test, CR 704.5b)."""
        why = [e.text for e in self.game.log if e.kind == "game" and e.rule.startswith(("104", "704"))]
        return IllegalActionError("the game is over" + (": " + "; ".join(why[-3:]) if why else ""),
                                  rule="104.1")

    def _priority_player(self) -> int:
        decision = self.game.pending()
        if decision is None:
            raise self._over()
        if decision.kind != "priority":
            raise IllegalActionError(
                f"the game waits for {decision.kind} from {self.game.player(decision.player)}",
                rule="117.1",
            )
        return decision.player

    def cast(
        self,
        name: str,
        *,
        using: str = "hand",
        targets: Sequence[TargetLike | Sequence[TargetLike]] = (),
        modes: Sequence[int] | None = None,
        x: int | None = None,
        exile: Sequence[str] | None = None,
        sacrifice: Sequence[str] | None = None,
        discard: Sequence[str] | None = None,
        tap: Sequence[str] | None = None,
        pay: Mapping[str, bool] | None = None,
        pay_with: Mapping[str, Sequence[str]] | None = None,
        answers: Sequence[Answer] = (),
        zone: Zone | str | None = None,
        half: str | None = None,
        face: str | None = None,
    ) -> GameObject:
        """Cast the card ``name`` by the permission ``using`` ("hand", "flashback", ...).

        ``face``: the name of the half or face to cast: a split card's half (CR 709.3: "Ice"
        of "Fire // Ice"), an adventurer's Adventure or creature (715.3: "Swift End" of
        "Murderous Rider"), a modal double-faced card's face (712.11b); not given, it is
        asked as a decision while casting when there is a choice. ``half``: the same, the
        older name (for split cards).

        ``targets``: one entry per instance of "target", in order; an entry is a
        name/id/player or a list of them for "up to two target ...".
        ``exile``: cards exiled from the graveyard as a cost (escape);
        ``pay``: optional additional costs by name, paid or not (``{"buyback": True}``);
        ``pay_with``: for each payment option by its name, the cards it pays generic mana
        with (CR 601.2h: ``{"delve": ["Island", "Forest"]}``), named among the cards that
        option offers when the payment is made.
        """
        player = self._priority_player()
        zone_obj = Zone(zone) if isinstance(zone, str) else zone
        if zone_obj is None and using == "hand":
            zone_obj = Zone.HAND
        obj = self._castable(name, player, zone_obj, using)
        script = self._answers(player, targets=targets, modes=modes, x=x, exile=exile,
                               sacrifice=sacrifice, discard=discard, tap=tap, pay=pay,
                               pay_with=pay_with)
        if half is not None and face is not None and half != face:
            raise IllegalActionError(f"give the face of {obj.card.name} once: half={half!r} "
                                     f"and face={face!r}", rule="601.2a")
        chosen = face if face is not None else half
        index = None if chosen is None else self._face_index(obj, chosen)
        before = set(self.game.ids_in(Zone.STACK))
        self.game.act(CastSpell(obj.id, using, obj.card.name, half=index), *script, *answers)
        new = [i for i in self.game.ids_in(Zone.STACK) if i not in before]
        if new:
            return self.game.obj(new[0])
        # it may have resolved at once if everybody passed (auto-pass)
        return obj

    def _face_index(self, obj: GameObject, chosen: str) -> int:
        """The index of ``obj``'s half or face called ``chosen``, refused before anything
        happens (CR 732) when it has none of that name."""
        card = obj.card
        names = [h.name.lower() for h in card.halves]
        if chosen.lower() in names:
            return names.index(chosen.lower())
        if card.layout in SPLIT_LAYOUTS or not card.halves:
            halves = ", ".join(h.name for h in card.halves) or "none: not a split card"
            raise IllegalActionError(f"{card.name} has no half called {chosen!r} "
                                     f"(its halves: {halves})", rule="709.3")
        faces = ", ".join(h.name for h in card.halves)
        rule = "720.3" if is_omen_card(card) else \
            {"adventure": "715.3", "modal_dfc": "712.11b"}.get(card.layout, "712.11")
        raise IllegalActionError(f"{card.name} has no face called {chosen!r} (its faces: "
                                 f"{faces})", rule=rule)

    def _castable(self, name: str, player: int, zone: Zone | None, using: str) -> GameObject:

        perms = [p for p in all_permissions(self.game, player) if p.name == using]
        for perm in perms:
            obj = self.game.find(perm.obj)
            if obj is not None and is_called(obj.card, name) and (
                    zone is None or obj.zone is zone):
                return obj
        # no permission: let the game explain why (it rolls back); a permission other than
        # the hand's names no zone, so the card is looked for wherever the player has it
        try:
            return self.find(name, zone=zone or (Zone.HAND if using == "hand" else None),
                             player=player)
        except IllegalActionError as missing:
            elsewhere = None if zone is None else next(
                (o for z in _ZONE_PREFERENCE for o in self.game.objects_in(z)
                 if self.game.called(o, name) and o.owner == player), None)
            # the kernel's own refusal of that cast (601.3): the same as Game.act gives
            refused = None if elsewhere is None else cast_refusal(self.game, player,
                                                                  elsewhere.id, using)
            if refused is not None:  # its keyword's zone (601.3)
                raise refused from None
            if elsewhere is not None and elsewhere.zone is not Zone.STACK and not any(
                    p.name == using for p in permissions_for(self.game, player, elsewhere.id)):
                # CR 601.3: no permission of that name to cast it from where it is: the same
                # refusal as Game.act gives
                raise no_permission(self.game, player, elsewhere.id, using) from None
            raise missing from None

    def _answers(
        self, player: int, *, targets: Sequence[Any] = (), modes: Sequence[int] | None = None,
        x: int | None = None, exile: Sequence[str] | None = None,
        sacrifice: Sequence[str] | None = None, discard: Sequence[str] | None = None,
        tap: Sequence[str] | None = None, pay: Mapping[str, bool] | None = None,
        pay_with: Mapping[str, Sequence[str]] | None = None,
    ) -> list[Answer]:
        out: list[Answer] = []
        if modes is not None:
            out.append(Answer("modes", tuple(modes)))
        if x is not None:
            out.append(Answer("x", (x,)))
        for _, value in sorted((pay or {}).items()):
            out.append(Answer("pay_additional", (bool(value),)))
        for entry in targets:
            if isinstance(entry, (list, tuple)):
                out.append(Answer("targets", tuple(self.target(t, player) for t in entry)))
            else:
                out.append(Answer("targets", (self.target(entry, player),)))
        if sacrifice is not None:
            out.append(Answer("sacrifice", self.ids(sacrifice, zone=Zone.BATTLEFIELD)))
        if discard is not None:
            out.append(Answer("discard", self.ids(discard, zone=Zone.HAND, player=player)))
        if tap is not None:
            out.append(Answer("tap", self.ids(tap, zone=Zone.BATTLEFIELD)))
        if exile is not None:
            out.append(Answer("exile_from_graveyard",
                              self.ids(exile, zone=Zone.GRAVEYARD, player=player)))
        for option, cards in sorted((pay_with or {}).items()):
            # the decision of a payment option is asked under its name (601.2h); names are
            # matched among the cards it offers then (Game.match_names)
            out.append(Answer(option, tuple(cards), player=player))
        return out

    def activate(self, name: str, index: int = 0, *, targets: Sequence[Any] = (),
                 modes: Sequence[int] | None = None,
                 x: int | None = None, sacrifice: Sequence[str] | None = None,
                 discard: Sequence[str] | None = None, tap: Sequence[str] | None = None,
                 exile: Sequence[str] | None = None, answers: Sequence[Answer] = ()) -> None:
        """Activate the ``index``-th activated ability (mana abilities excluded) of ``name``: of
        the permanent, or else of the card in hand or graveyard with abilities functioning there
        (cycling, unearth, CR 113.6b), counting only the abilities that function in its zone.
        ``sacrifice``, ``discard``, ``tap`` and ``exile`` name the cards paying its cost, as
        for :meth:`cast` (CR 602.2b, 601.2h); ``modes`` the modes of a modal ability, by
        index (CR 700.2a)."""

        player = self._priority_player()
        if not plain_int(index):  # not True, 0.0 or "0" (see manastack.model.inputs)
            raise IllegalAnswerError(f"an ability index is an int, not {_shown(index)}",
                                     rule="602.1")
        obj = self._activation_source(name, player)
        abilities = self.game.chars(obj.id).abilities
        activated = [i for i, a in enumerate(abilities)  # those functioning there (113.6)
                     if isinstance(a, ActivatedAbility) and not a.is_mana_ability
                     and obj.zone.value in a.zones]
        if not 0 <= index < len(activated):  # a negative index is no ability, not the last
            raise IllegalActionError(f"{obj} has no activated ability #{index + 1}", rule="602.1")
        script = self._answers(player, targets=targets, modes=modes, x=x, sacrifice=sacrifice,
                               discard=discard, tap=tap, exile=exile)
        self.game.act(ActivateAbility(obj.id, activated[index], obj.card.name), *script,
                      *answers)

    def _activation_source(self, name: str, player: int) -> GameObject:
        """The permanent named ``name``; failing that, the card of ``player``'s hand or
        graveyard with an ability that functions there (CR 113.6b: cycling, 702.29a; unearth,
        702.84a)."""
        try:
            return self.find(name, zone=Zone.BATTLEFIELD)
        except IllegalActionError:
            for zone in (Zone.HAND, Zone.GRAVEYARD):
                for obj in self.game.objects_in(zone, player):
                    if obj.card.name == name and any(
                            isinstance(a, ActivatedAbility) and zone.value in a.zones
                            for a in self.game.chars(obj.id).abilities):
                        return obj
            raise

    def tap_for_mana(self, name: str, color: str | None = None, *, mana: str | None = None,
                     index: int | None = None, sacrifice: Sequence[str] | None = None,
                     discard: Sequence[str] | None = None, tap: Sequence[str] | None = None,
                     exile: Sequence[str] | None = None, answers: Sequence[Answer] = ()) -> None:
        """Activate a mana ability by hand (CR 605: paying mana by mana).

        Which one, and what it adds: ``color`` alone, the first mana ability adding that
        type, or that output of an ability adding several types ("WU" for "Add {W}{U}", as
        :class:`~manastack.model.actions.ActivateMana` takes it); ``mana``, the whole mana the
        activation adds, as symbols ("{W}{U}", "{C}{C}"), the one mana ability that can add
        exactly that; ``index``, the ``index``-th mana ability of the permanent (from 0, as
        for :meth:`activate`), its output among several named by ``color`` or ``mana`` or
        else asked (decision ``mana_output``, 605.3b). An ability whose mana is counted as it
        resolves ("Add {B} for each Swamp you control.") is named by ``index`` alone. What
        fits no mana ability of the permanent is refused before anything happens (CR 732).

        Of several permanents called ``name``, the first untapped one the acting
        player controls (tapping the same Forest twice would be refused, 602.5a).
        A cost beyond {T} is paid as it is chosen (CR 605.3b, 602.2b): ``sacrifice``,
        ``discard``, ``tap``, ``exile`` (from the graveyard) name the cards, as for
        :meth:`cast`; ``answers`` script any other choice; mana in it is paid from the pool
        and the untapped sources as for any cost (601.2h)."""
        player = self._priority_player()
        if color is not None and mana is not None:
            raise IllegalAnswerError("name the mana by color or by mana, not both")
        if color is None and mana is None and index is None:
            raise IllegalAnswerError("say which mana ability: by color, mana or index")
        if index is not None and not plain_int(index):  # not True, 0.0 or "0"
            raise IllegalAnswerError(f"a mana ability index is an int, not {_shown(index)}",
                                     rule="605.1a")
        untapped = [o for o in self.game.battlefield(player)
                    if self.game.called(o, name) and not o.tapped and "#" not in name]
        obj = untapped[0] if untapped else self.find(name, zone=Zone.BATTLEFIELD)
        script = self._answers(player, sacrifice=sacrifice, discard=discard, tap=tap,
                               exile=exile)
        if index is None and mana is None:
            assert color is not None
            self.game.act(ActivateMana(obj.id, color, obj.card.name), *script, *answers)
            return
        made = None if mana is None else _mana_letters(mana)
        chosen, option = self._mana_ability(obj, index, color, made)
        if option is not None:  # CR 605.3b, 106.1b: the output chosen among several
            script.append(Answer("mana_output", (option,)))
        self.game.act(ActivateAbility(obj.id, chosen, obj.card.name), *script, *answers)

    def _mana_ability(self, obj: GameObject, index: int | None, color: str | None,
                      made: str | None) -> tuple[int, str | None]:
        """The ability of ``obj`` that :meth:`tap_for_mana` activates (its index among all
        of ``obj``'s abilities) and the answer to its ``mana_output`` decision, if it asks
        one: the ``index``-th mana ability, or the one adding exactly ``made``; refused
        (CR 605.1a) when none fits, before anything happens (732)."""
        listed = [(i, a) for i, a in enumerate(self.game.chars(obj.id).abilities)
                  if isinstance(a, ActivatedAbility) and a.is_mana_ability
                  and obj.zone.value in a.zones]  # CR 113.6: those functioning there
        wanted = made if made is not None else color
        shown = "" if wanted is None else "".join(f"{{{c}}}" for c in wanted)
        if index is None:
            # CR 605.1a: the mana abilities that can add exactly that mana
            fits = [(n, i, a) for n, (i, a) in enumerate(listed)
                    if any(out == made for _, out in a.mana_choices)]
            if not fits:
                counted = any(a.mana_effect for _, a in listed)
                hint = " (a mana ability whose mana is counted as it resolves is named by " \
                    "its number)" if counted else ""
                raise IllegalActionError(f"{obj} has no mana ability that adds {shown}{hint}",
                                         rule="605.1a")
            if len(fits) > 1:  # CR 605.3a: the player chooses which ability they activate
                numbers = " and ".join(str(n + 1) for n, _, _ in fits)
                raise IllegalActionError(f"{obj}'s mana abilities {numbers} each add {shown}: "
                                         "name the one activated by its number", rule="605.3a")
            number, chosen, ability = fits[0]
        else:
            if not 0 <= index < len(listed):  # a negative index is no ability, not the last
                raise IllegalActionError(f"{obj} has no mana ability #{index + 1}",
                                         rule="605.1a")
            number, (chosen, ability) = index, listed[index]
            if wanted is None:
                return chosen, None  # its output, if it offers several, is asked (605.3b)
        choices = ability.mana_choices
        if not choices:  # CR 608.2h: counted as it resolves, not named before
            raise IllegalActionError(f"{obj}'s mana ability #{number + 1} adds mana"
                                     " counted as it resolves: it is named by its "
                                     "number alone", rule="605.3a")
        found = [option for option, out in choices
                 if (out == made if made is not None else color in (option, out))]
        if not found:
            offered = ", ".join("".join(f"{{{c}}}" for c in out) for _, out in choices)
            raise IllegalActionError(f"{obj}'s mana ability #{number + 1} doesn't add"
                                     f" {shown} (it adds {offered})", rule="605.1a")
        return chosen, found[0] if len(choices) > 1 else None

    def play(self, name: str, *, face: str | None = None, zone: Zone | str = Zone.HAND,
             answers: Sequence[Answer] = ()) -> None:
        """Play a land (CR 305); ``face``: the land face of a modal double-faced card played
        (712.12: "Grimclimb Pathway" of "Brightclimb Pathway"), asked if not given and the
        card has several; ``zone``: where it is (exile, when an effect lets it be played);
        ``answers``: the choices made as it enters (614.12: a shock land's "you may pay 2
        life")."""
        player = self._priority_player()
        where = Zone(zone) if isinstance(zone, str) else zone
        obj = self.find(name, zone=where, player=None if where is Zone.EXILE else player)
        index = None if face is None else self._face_index(obj, face)
        shown = obj.card.name if index is None or not obj.card.halves else \
            obj.card.halves[index].name
        self.game.act(PlayLand(obj.id, shown, face=index), *answers)

    def special(self, name: str, action: str, *, answers: Sequence[Answer] = ()) -> None:
        """Take the special action ``action`` ("suspend", "foretell") offered with the card
        ``name`` (CR 116.2); refused if none is offered now."""
        decision = self.game.pending()
        player = self._priority_player()
        assert decision is not None
        offered = [o for o in decision.options if isinstance(o, SpecialAction)
                   and o.name == action and is_called(self.game.obj(o.obj).card, name)]
        if not offered:
            raise self._special_refused(player, name, action)
        self.game.act(offered[0], *answers)

    def _special_refused(self, player: int, name: str, action: str) -> IllegalActionError:
        """Why no special action ``action`` with a card called ``name`` is offered: a
        plugin's reason for one of those objects (CR 116.2: its cost, its rule), else the
        bare refusal."""
        game = self.game
        for zone in Zone:
            for obj in game.objects_in(zone):
                if not is_called(obj.card, name):
                    continue
                refused = special_action_refusal(game, player, obj.id, action)
                if refused is not None:
                    return refused
        return IllegalActionError(f"{game.player(player)} can't {action} {name} now",
                                  rule="116.2")

    def pass_priority(self, answers: Sequence[Answer] = ()) -> None:
        self._priority_player()
        self.game.act(PassPriority(), *answers)

    def resolve(self, answers: Sequence[Answer] = ()) -> None:
        """Players pass until the top object of the stack has resolved (CR 117.4, 608).

        ``answers`` script the choices made while it resolves (the first pass
        that resolves it uses them).
        """
        with self.game.all_or_nothing():  # CR 732: refused as a whole, not half done
            stack = self.game.ids_in(Zone.STACK)
            if not stack:
                raise IllegalActionError("the stack is empty")
            top = stack[-1]
            for _ in range(20):
                if top not in self.game.ids_in(Zone.STACK):
                    return
                self.pass_priority(answers)
            raise IllegalActionError("the top of the stack did not resolve")

    def resolve_all(self) -> None:
        """Players pass until the stack is empty."""
        with self.game.all_or_nothing():  # CR 732: refused as a whole, not half done
            for _ in range(200):
                if not self.game.ids_in(Zone.STACK):
                    return
                self.pass_priority()
            raise IllegalActionError("the stack did not empty")

    def attack(self, *names: str, defender: TargetLike | None = None,
               defenders: Mapping[str, TargetLike] | None = None) -> None:
        """Declare attackers (CR 508.1): passes priority until the declare-attackers step.

        ``defender``: the player or planeswalker every creature attacks; ``defenders``: the
        one a given creature attacks, by its name (CR 508.1b: each attacker chooses)."""
        with self.game.all_or_nothing():  # CR 732: refused as a whole, not half done
            self.go_to(Step.DECLARE_ATTACKERS)
            decision = self.game.pending()
            if decision is None or decision.kind != "attackers":
                if names:
                    reasons = self._attack_reasons(names, defender)
                    # CR 508.1c when a restriction stops each named creature, else 508.1a
                    rule = "508.1c" if reasons and all(
                        attack_refusal_rule(r) == "508.1c" for r in reasons) else "508.1a"
                    raise IllegalActionError("no creature can attack", rule=rule,
                                             cites=rules_named(*reasons))
                return
            chosen = []
            for n in names:
                oid = self.find(n, zone=Zone.BATTLEFIELD).id
                options = [a for a in decision.options
                           if isinstance(a, Attack) and a.attacker == oid]
                chosen_defender = (defenders or {}).get(n, defender)
                if chosen_defender is not None:
                    d = self.target(chosen_defender, decision.player)
                    options = [a for a in options if a.defender == d]
                if not options:
                    reason = self._attack_reason(oid, chosen_defender) or "not a legal attacker"
                    # the rules the reason ends with (302.6, 702.3b, 508.1c) are the refusal's
                    # too; 508.1a (the creature itself) or 508.1c (a restriction) its own
                    raise IllegalActionError(f"{self.game.obj(oid)} can't attack: {reason}",
                                             rule=attack_refusal_rule(reason),
                                             cites=rules_named(reason))
                chosen.append(options[0])
            self.game.respond(chosen)

    def _attack_reasons(self, names: Sequence[str],
                        defender: TargetLike | None = None) -> list[str]:
        """Why the creatures called ``names`` can't attack (CR 508.1a: summoning sickness
        302.6; 508.1c: defender 702.3b, "can't attack unless ..."), for a refusal naming none
        of them; a creature with no reason found is left out."""
        reasons = []
        for n in names:
            try:
                oid = self.find(n, zone=Zone.BATTLEFIELD).id
            except IllegalActionError:  # no such permanent: the refusal says it otherwise
                continue
            reason = self._attack_reason(oid, defender)
            if reason is not None:
                reasons.append(reason)
        return reasons

    def _attack_reason(self, oid: int, defender: TargetLike | None) -> str | None:
        """Why ``oid`` can't attack (CR 508.1a, 302.6, 508.1c), or, able to attack, why it
        can't attack ``defender`` (each player or planeswalker it could attack, when none is
        given): a restriction on whom it attacks (508.1c); None if no reason is found."""
        reason = can_attack(self.game, oid)
        if reason is not None:
            return reason
        active = self.game.state.turn.active
        options = defenders(self.game, active) if defender is None else \
            [self.target(defender, active)]
        # a cost to attack counted as paid if it can be (508.1h): only one it can't is a reason
        found = [cant_attack_defender(self.game, oid, d, []) for d in options]
        return found[0] if found and all(found) else None

    def _block_reasons(self, wanted: Sequence[tuple[int, str]]) -> tuple[str, ...]:
        """The rules why the blocks ``wanted`` (blocker id, attacker name) are illegal (CR
        509.1b: flying 702.9b, protection 702.16f), for a refusal naming none of them."""
        reasons = []
        for b, a in wanted:
            try:
                reasons.append(can_block(self.game, b, self.find(a, zone=Zone.BATTLEFIELD).id))
            except IllegalActionError:  # no such attacker: the refusal says it otherwise
                continue
        return rules_named(*reasons)

    def block(self, blocks: Mapping[str, str | Sequence[str]] | None = None, *,
              by: Mapping[int, Mapping[str, str | Sequence[str]]] | None = None) -> None:
        """Declare blockers: ``{"blocker name": "attacker name"}`` (CR 509.1); a creature that
        can block several attackers is given their names, ``{"blocker": ["a", "b"]}``
        (509.1a).

        With several defending players each declares in turn, in APNAP order (802.4): each
        is given the blocks whose blockers they control. ``by`` states a defending player's
        blocks apart, ``{player index: {blocker: attacker}}``, each blocker found among that
        player's permanents (two players' creatures of the same name told apart)."""
        with self.game.all_or_nothing():  # CR 732: refused as a whole, not half done
            self.go_to(Step.DECLARE_BLOCKERS)
            wanted: list[tuple[int, str]] = []  # (blocker id, attacker name)
            for blocker, attacker in (blocks or {}).items():
                oid = self.find(blocker, zone=Zone.BATTLEFIELD).id
                wanted.extend((oid, a) for a in _names(attacker))
            for player, theirs in (by or {}).items():
                for blocker, attacker in theirs.items():
                    oid = self.find(blocker, zone=Zone.BATTLEFIELD, player=player).id
                    wanted.extend((oid, a) for a in _names(attacker))
            decision = self.game.pending()
            if decision is None or decision.kind != "blockers":
                if wanted:
                    raise IllegalActionError("no creature can block", rule="509.1a",
                                             cites=self._block_reasons(wanted))
                return
            while decision is not None and decision.kind == "blockers":
                mine = [(b, a) for b, a in wanted if self.game.controller(b) == decision.player]
                wanted = [(b, a) for b, a in wanted if (b, a) not in mine]
                self.game.respond([self._block_option(decision, b, a) for b, a in mine])
                decision = self.game.pending()
            if wanted:
                # no defending player left to declare them (802.4a: a player blocks only with
                # creatures they control, creatures attacking them or their planeswalkers)
                b, a = wanted[0]
                raise IllegalActionError(
                    f"{self.game.obj(b)} can't block {a}: its controller declares no blocks "
                    "now (nothing of theirs is attacked, or they have declared, 802.4a)",
                    rule="509.1a")

    def _block_option(self, decision: Decision, b: int, attacker: str) -> Block:
        """The blockers decision's option in which ``b`` blocks the attacker called
        ``attacker`` (one attacking the decision's player, among several of that name)."""
        game = self.game
        option = next((o for o in decision.options if isinstance(o, Block)
                       and o.blocker == b and game.called(game.obj(o.attacker), attacker)),
                      None)
        if option is not None:
            return option
        a = self.find(attacker, zone=Zone.BATTLEFIELD).id
        # not among the decision's legal blocks (509.1a): say why, as attack() does for
        # 508.1a (the reason ends with its own rule: 509.1b, 702.9b...)
        reason = can_block(game, b, a)
        if reason is not None:
            raise IllegalActionError(f"{game.obj(b)} can't block {game.obj(a)}: {reason}",
                                     rule="509.1a", cites=rules_named(reason))
        return Block(b, a)

    def blocks_offered(self) -> set[tuple[str, str]]:
        """Go to the declare blockers step and return the (blocker, attacker) names the
        blockers decision offers (CR 509.1a); empty when no block is legal (then nobody is
        asked). An evasion keyword's tests read what it forbids here."""
        self.go_to(Step.DECLARE_BLOCKERS)
        decision = self.game.pending()
        if decision is None or decision.kind != "blockers":
            return set()
        game = self.game
        return {(game.obj(o.blocker).name, game.obj(o.attacker).name) for o in decision.options}

    def go_to(self, step: Step | str, *, turn: int | None = None) -> None:
        """Pass priority (resolving what is on the stack) until ``step`` (of ``turn``); a
        scripted answer refused on the way undoes every pass (CR 732), a game that ends on
        the way stays ended."""
        target = Step(step) if isinstance(step, str) else step
        with self.game.all_or_nothing(undo=IllegalAnswerError):
            for _ in range(500):
                t = self.game.state.turn
                decision = self.game.pending()
                if decision is None:
                    raise self._over()
                if t.step is target and (turn is None or t.number == turn):
                    return
                if decision.kind == "attackers":
                    self.game.respond([])
                    continue
                if decision.kind == "blockers":
                    self.game.respond([])
                    continue
                self.game.act(PassPriority())
        raise IllegalActionError(f"could not reach {target.label}")

    def next_turn(self) -> None:
        """Pass until the next turn's precombat main phase."""
        number = self.game.state.turn.number + 1
        self.go_to(Step.MAIN1, turn=number)


class Table(Driver):
    """A driver with position building and assertions: the test kit's main fixture.

    >>> t = Table.new(enable=["haste"])                 # doctest: +SKIP
    >>> t.battlefield(0, "Mountain", "Mountain")         # doctest: +SKIP
    >>> t.hand(0, "Raging Goblin")                       # doctest: +SKIP
    >>> t.cast("Raging Goblin"); t.resolve()             # doctest: +SKIP
    """

    @classmethod
    def new(
        cls,
        enable: Iterable[str] = (),
        *,
        extra: Mapping[str, object] | None = None,
        seed: int = 0,
        players: Sequence[str] = ("Alice", "Bob"),
        step: Step = Step.MAIN1,
        active: int = 0,
        turn: int = 1,
    ) -> Table:
        """A game with only ``enable`` plugins (and their needs), at ``step`` of ``turn``.

        The step's turn-based actions happen when the game is first asked what
        it waits for, after the position is built (see ``manastack.engine.turns.start_at``).
        """

        rules = Rules.load(enable=list(enable), env={}, extra=extra)
        # a table's players answer what a test leaves open with the first legal option
        game = Game(rules, players, seed=seed, agents=[FirstLegalAgent() for _ in players])
        game.auto_pass = False  # tests decide when each player passes
        game.set_turn(active=active, step=step, number=turn)
        return cls(game)

    # -- building a position -------------------------------------------

    def put(self, name: str, zone: Zone | str = Zone.BATTLEFIELD, player: int = 0,
            **kwargs: Any) -> GameObject:
        obj = self.game.put(name, zone, player, **kwargs)
        self.game._pending = None  # the position changed: recompute what is asked
        return obj

    def battlefield(self, player: int, *names: str, tapped: bool = False, sick: bool = False,
                    counters: dict[str, int] | None = None) -> list[GameObject]:
        """Permanents of ``player``; controlled since the turn began unless ``sick`` (302.6).

        A planeswalker has its printed loyalty, a battle its printed defense (CR 306.5b,
        310.4b: ``Game.put``); ``counters`` replace those of the kinds they name."""
        return [self.put(n, Zone.BATTLEFIELD, player, tapped=tapped, sick=sick,
                         counters=counters) for n in names]

    def hand(self, player: int, *names: str) -> list[GameObject]:
        return [self.put(n, Zone.HAND, player) for n in names]

    def graveyard(self, player: int, *names: str, counters: dict[str, int] | None = None
                  ) -> list[GameObject]:
        return [self.put(n, Zone.GRAVEYARD, player, counters=counters) for n in names]

    def library(self, player: int, *names: str) -> list[GameObject]:
        """Cards on top of the library in the order given (first = top)."""
        return [self.put(n, Zone.LIBRARY, player, top=False) for n in names]

    def outside(self, player: int, *names: str) -> list[Card]:
        """Cards ``player`` owns outside the game (CR 400.11a: their sideboard)."""
        return [self.game.put_outside(n, player) for n in names]

    def exile(self, player: int, *names: str, counters: dict[str, int] | None = None
              ) -> list[GameObject]:
        return [self.put(n, Zone.EXILE, player, counters=counters) for n in names]

    def command(self, player: int, *names: str) -> list[GameObject]:
        return [self.put(n, Zone.COMMAND, player) for n in names]

    def set_turn(self, *, active: int = 0, step: Step | str = Step.MAIN1, turn: int = 1) -> None:
        """Move the game to the beginning of ``step`` of ``turn`` (see :meth:`Table.new`)."""
        self.game.set_turn(active=active, step=step, number=turn)

    def refresh(self) -> None:
        """Say that the position was changed directly through ``table.game`` (a ``Game``
        method such as ``put``, ``move``, ``update`` or ``add_effect``, or ``game.state``
        written): the game forgets what it had worked out from the old position, the
        characteristics of its objects (CR 613) and the decision it waits for, so the next
        question asks again (the legal actions are listed afresh, CR 117). The table's own
        verbs and position builders do this themselves."""
        self.game._touch()  # characteristics are cached per state version
        self.game._pending = None  # the pending decision was listed from the old position

    def answer(self, kind: str, *choice: Any, player: int | None = None) -> None:
        """Script the next decision of ``kind`` (of ``player``, if given).

        Choices are options, or names matched against the decision's options
        when it is asked (card names, player names, labels):
        ``table.answer("discard", "Forest", "Island")``;
        ``table.answer("sacrifice", "Grizzly Bears", player=1)`` makes the
        opponent's choice (SEED-16).
        """
        self.game.script.queue.append(Answer(kind, choice, player=player))

    def lands(self, player: int, name: str, count: int) -> list[GameObject]:
        return self.battlefield(player, *([name] * count))

    def card(self, name: str, type_line: str, text: str = "", cost: str | None = None,
             p: str | None = None, t: str | None = None) -> Card:
        """A card no pool has, compiled by this game's rules from Oracle-style text:
        ``table.battlefield(0, table.card("Martyr", "Creature — Cleric", "When ~ dies, you
        gain 2 life.", "{W}", "1", "1"))``. Text the rules don't understand is an error."""

        card = self.game.rules.compile(CardDef(name=name, mana_cost=cost, type_line=type_line,
                                               text=text, power=p, toughness=t))
        if card.unrecognized:
            raise UnsupportedCardError(f"{name}: rules text not understood: "
                                       + "; ".join(repr(u) for u in card.unrecognized))
        return card

    def mana(self, player: int, symbols: str) -> None:
        """Add mana to ``player``'s pool, one letter a mana ("WWU"; "C" colorless, CR 106.4):
        pays for a spell without lands on the battlefield. It empties as steps end (106.4)."""

        self.game.add_mana(player, [Mana(c) for c in symbols.upper()])
        self.game._pending = None  # what the player may do changed

    # -- answering and watching decisions ------------------------------

    def on_decision(self, kind: str | None = None, pick: Picker | None = None, *,
                    player: int = 0) -> list[Decision]:
        """From now on, answer ``player``'s decisions of ``kind`` (of every kind if None) with
        ``pick(game, decision)`` and record them in the list returned, which grows as they
        are asked. ``pick`` None answers as the player's agent did until now (recording
        only). Other decisions still go to that agent. Pickers: :func:`by_name`,
        :func:`by_label`, or any function returning the chosen options.

        ``seen = table.on_decision("discard", by_name("Forest"))`` (unlike :meth:`answer`,
        which scripts the next decision of a kind once)."""

        seen: list[Decision] = []
        previous = self.game.agents[player]

        def choose(game: Game, decision: Decision) -> Sequence[Any]:
            if kind is None or decision.kind == kind:
                seen.append(decision)
                if pick is not None:
                    return pick(game, decision)
            if previous is None:  # nobody answered for the player: the decision waits
                raise DecisionNeeded(decision)
            return previous.choose(game, decision)

        self.game.agents[player] = CallbackAgent(choose)
        return seen

    def watch_decisions(self, kind: str | None = None, *,
                        player: int | None = None) -> list[Decision]:
        """From now on, record every decision asked in the middle of an action (each
        ``Game.decide``: modes, targets, costs, choices while resolving...) of ``kind`` and of
        ``player`` if given, in the order asked, however it is answered: by a scripted
        answer (:meth:`answer`, the arguments of :meth:`cast`), forced (only one legal
        answer: nobody is asked) or by the player's agent. The answers are not changed.
        Returns the list, which grows as decisions are asked; :meth:`on_decision` sees only
        the decisions an agent answers."""
        seen: list[Decision] = []
        ask = self.game.ask  # the game's own (or an earlier watcher's): it still answers

        def watched(decision: Decision) -> tuple[Any, ...]:
            if (kind is None or decision.kind == kind) and \
                    (player is None or decision.player == player):
                seen.append(decision)
            return ask(decision)

        self.game.ask = watched  # type: ignore[method-assign]
        return seen

    # -- reading the game ----------------------------------------------

    def names(self, zone: Zone | str, player: int | None = None) -> list[str]:
        z = Zone(zone) if isinstance(zone, str) else zone
        return [o.card.name for o in self.game.objects_in(z, player)]

    def life(self, player: int) -> int:
        return self.game.player(player).life

    def castable(self) -> list[str]:
        """The names of the spells the player with priority may cast now, sorted, one per way
        offered (CR 117.1, 601.2: the priority listing, asked afresh as after :meth:`refresh`)."""
        self.refresh()
        return sorted(a.name for a in self.game.legal_actions() if isinstance(a, CastSpell))

    def pool(self, player: int = 0) -> list[str]:
        """The mana in ``player``'s pool, one type letter a unit, sorted (CR 106.4: "R", "C")."""
        return sorted(u.color for u in self.game.player(player).mana_pool)

    def power(self, name: str) -> int:
        return self.game.power(self.find(name, zone=Zone.BATTLEFIELD).id)

    def toughness(self, name: str) -> int:
        return self.game.toughness(self.find(name, zone=Zone.BATTLEFIELD).id)

    def has_keyword(self, name: str, keyword: str, zone: Zone | None = None) -> bool:
        return self.game.has_keyword(self.find(name, zone=zone).id, keyword)

    def permitted(self, name: str, player: int = 0, *, permission: str | None = None) -> bool:
        """Whether ``player`` holds now a permission to cast or play a card named ``name``
        (CR 601.2a, 305.1: from the hand, or from another zone an effect allows; its timing
        and costs are checked only when tried), narrowed to the permissions named
        ``permission`` (``PLAY_FROM_EXILE``...) when given."""
        return any((permission is None or p.name == permission)
                   and self.game.obj(p.obj).card.name == name
                   for p in all_permissions(self.game, player))

    def restrictions(self, name: str) -> frozenset[str]:
        """The combat restrictions on a permanent now, printed or temporary (CR 508.1c-d,
        509.1b): ``"cant_attack"``, ``"cant_block"``, ``"must_attack"``, ``"cant_be_blocked"``."""

        return restrictions(self.game, self.find(name, zone=Zone.BATTLEFIELD).id)

    def counters(self, name: str, kind: str) -> int:
        return self.find(name, zone=Zone.BATTLEFIELD).counter(kind)

    def zone_of(self, name: str) -> Zone:
        return self.find(name).zone

    def logged(self, *, rule: str | None = None, contains: str | None = None) -> bool:
        """Did an event cite ``rule`` (prefix match) and/or contain ``contains``?"""
        for event in self.game.log:
            if rule is not None and not event.rule.startswith(rule):
                continue
            if contains is not None and contains.lower() not in event.text.lower():
                continue
            return True
        return False

    # -- assertions --------------------------------------------------------

    def assert_zone(self, name: str, zone: Zone | str, player: int | None = None) -> None:
        z = Zone(zone) if isinstance(zone, str) else zone
        found = [o for o in self.game.objects_in(z, player) if self.game.called(o, name)]
        assert found, f"{name} is not in {z}: {z} holds {self.names(z, player)}"

    def assert_not_zone(self, name: str, zone: Zone | str, player: int | None = None) -> None:
        z = Zone(zone) if isinstance(zone, str) else zone
        found = [o for o in self.game.objects_in(z, player) if self.game.called(o, name)]
        assert not found, f"{name} is in {z}: {self.names(z, player)}"

    def assert_life(self, player: int, life: int) -> None:
        actual = self.life(player)
        assert actual == life, f"{self.game.player(player)} has {actual} life, expected {life}"

    def assert_counters(self, name: str, kind: str, count: int, *,
                        zone: Zone | str | None = None) -> None:
        obj = self.find(name, zone=zone)
        actual = obj.counter(kind)
        assert actual == count, (
            f"{obj} has {actual} {kind} counter(s), expected {count} (counters: "
            f"{dict(obj.counters) or 'none'})")

    def tapped_count(self, player: int = 0, name: str | None = None) -> int:
        """How many permanents ``player`` controls are tapped (those called ``name`` only)."""
        return sum(1 for o in self.game.battlefield(player)
                   if o.tapped and (name is None or self.game.called(o, name)))

    def assert_tapped(self, name: str, tapped: bool = True) -> None:
        obj = self.find(name, zone=Zone.BATTLEFIELD)
        assert obj.tapped == tapped, f"{obj} is {'' if obj.tapped else 'un'}tapped"

    def assert_logged(self, *, rule: str | None = None, contains: str | None = None) -> None:
        assert self.logged(rule=rule, contains=contains), (
            f"no event with rule={rule!r} contains={contains!r} in the log:\n"
            + self.game.log_text()
        )

    def assert_not_logged(self, *, rule: str | None = None, contains: str | None = None) -> None:
        assert not self.logged(rule=rule, contains=contains), (
            f"an event with rule={rule!r} contains={contains!r} is in the log:\n"
            + self.game.log_text()
        )

    def assert_illegal(self, action: Any, *args: Any, rule: str | None = None,
                       **kwargs: Any) -> IllegalActionError:
        """Run ``action``; assert it is illegal (citing ``rule``) and the game is unchanged (CR 732)."""
        self.game.pending()  # settle the game first: the step's turn-based actions are not the action's
        before = self.game.state_digest()
        log_length = len(self.game.log)
        try:
            action(*args, **kwargs)
        except IllegalActionError as exc:
            after = self.game.state_digest()
            assert after == before, "an illegal action changed the game (CR 732)"
            assert len(self.game.log) == log_length, "an illegal action left events in the log"
            if rule is not None:
                assert exc.rule.startswith(rule), f"cited CR {exc.rule!r}, expected {rule!r}: {exc}"
            return exc
        raise AssertionError(f"{getattr(action, '__name__', action)} was allowed")
