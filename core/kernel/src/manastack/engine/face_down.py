"""Face-down spells and permanents (CR 708): the part every keyword that casts a card face
down shares (morph 702.37, megamorph 702.37b, disguise 702.168).

The kernel already tags a spell cast with a ``face_down`` permission
:data:`~manastack.model.objects.FACE_DOWN` as it is put on the stack, keeps the tag as it
resolves (708.4) and hides it from the other players in :meth:`Game.view` (708.5). What a
keyword adds to that is described by one :class:`FaceDownCasting` value, whose methods do the
rest: the permission to cast the card face down (601.2b, 118.9), the face-down
characteristics as a layer-1 copy effect (708.2, 708.2a, 613.2b), turning it face up as a
special action (116.2b, 708.8) and revealing it as it leaves the stack or the battlefield
(708.9). A plugin calls them from its hook implementations and keeps only what its keyword
adds (megamorph's +1/+1 counter, disguise's ward {2}).

The module imports only values at its top: the engine's services are imported by the
methods that run them, so reading a card with such a keyword loads no game machinery.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

import attrs
from attrs import field, frozen

from manastack.errors import IllegalActionError
from manastack.model.abilities import Ability, KeywordAbility
from manastack.model.cards import CardDef
from manastack.model.continuous import BecomeCopy, ContinuousEffect
from manastack.model.costs import Cost, CostPart
from manastack.model.mana import ManaCost
from manastack.model.objects import FACE_DOWN, MANIFESTED, Card, GameObject, Zone
from manastack.model.spells import spell_of
from manastack.model.typeline import TypeLine

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.actions import SpecialAction
    from manastack.model.spells import CastingPermission

#: CR 708.8: the event fired as a face-down permanent is turned face up; "when this creature
#: is turned face up" triggers on it (``TriggerCondition(TURNED_FACE_UP, self_only=True)``).
TURNED_FACE_UP = "turned_face_up"

#: CR 708.2a: "a 2/2 face-down creature with no text, no name, no subtypes, and no mana cost"
#: (no colour either: it has no mana cost, 105.2c).
FACE_DOWN_CREATURE = Card(name="", type_line=TypeLine((), ("Creature",), ()), power="2",
                          toughness="2")

#: The face-down characteristics with some text, compiled once per rule set and text.
_WITH_TEXT: dict[tuple[int, str, str], Card] = {}


def _characteristics(game: Game, plugin: str, text: str) -> Card:
    """CR 708.2a: the 2/2 face-down creature with ``text`` (none by default) read by this
    game's rules, its name removed after reading (a card definition needs one)."""
    if not text:
        return FACE_DOWN_CREATURE
    key = (id(game.rules), plugin, text)
    card = _WITH_TEXT.get(key)
    if card is None:
        compiled = game.rules.compile(CardDef(
            name=f"Face-down {plugin}", mana_cost=None, type_line="Creature",
            text=text, power="2", toughness="2"))
        card = _WITH_TEXT[key] = attrs.evolve(compiled, name="", text="")
    return card


def manifested(obj: GameObject) -> str:
    """The instruction that put ``obj`` onto the battlefield face down, while it stays face
    down ("manifest" 701.40a, "cloak" 701.58a); "" for any other object."""
    if obj.zone is not Zone.BATTLEFIELD or not obj.tags.get(FACE_DOWN):
        return ""
    return str(obj.tags.get(MANIFESTED, ""))


def _face_up_tags(obj: GameObject) -> dict[str, object]:
    """CR 708.8, 701.40b: the tags of ``obj`` turned face up: no longer face down nor a
    manifested permanent."""
    return {k: v for k, v in obj.tags.items() if k not in (FACE_DOWN, MANIFESTED)}


@frozen
class AsTurnedFaceUp(Ability):
    """"As this creature is turned face up, put four +1/+1 counters on it." (Bubble Smuggler):
    a replacement effect of the permanent's own (CR 614.1e), applied as it turns face up,
    before its "when turned face up" abilities trigger; ``counters``: (kind, number) pairs."""

    counters: tuple[tuple[str, int], ...] = ()


def _as_turned_up(game: Game, obj_id: int) -> None:
    """CR 614.1e, 614.12: the "as this is turned face up" abilities of the permanent as it
    is face up apply as it turns."""
    for ability in game.chars(obj_id).abilities:
        if not isinstance(ability, AsTurnedFaceUp):
            continue
        for kind, n in ability.counters:
            game.add_counters(obj_id, kind, n, rule="614.1e")
            game.log_event("effect", f"{game.obj(obj_id)} gets {n} {kind} counter(s) as it is "
                           "turned face up", rule="614.1e", source=obj_id)


@frozen
class FaceDownAbility(KeywordAbility):
    """A keyword ability that lets its card be cast face down and turned face up for
    ``cost`` (morph 702.37a, megamorph 702.37b, disguise 702.168a): its printed cost, the one
    it would have face up (702.37e, 702.168d). A plugin subclasses it for its keyword.
    ``parts``: the cost's non-mana parts ("Morph—Reveal a white card in your hand.",
    702.37a: any cost), paid with its mana (601.2h)."""

    cost: ManaCost = field(factory=ManaCost, kw_only=True)
    parts: tuple[CostPart, ...] = field(default=(), kw_only=True)

    @property
    def whole_cost(self) -> Cost:
        """The whole cost it is turned face up for: its mana and its other parts."""
        return Cost(mana=self.cost, parts=self.parts)

    def cost_text(self) -> str:
        """The cost as shown (702.37e): "{2}{W}", "Discard a card"."""
        return str(self.whole_cost)


@frozen
class FaceDownCasting:
    """How one plugin's keyword casts a card face down and turns it face up (CR 708).

    ``plugin`` names the plugin whose permissions make the face-down spells it looks after;
    ``keywords`` the keywords of ``ability`` (a :class:`FaceDownAbility` subclass) it reads,
    each giving a permission named after it from the hand for ``cost`` (an alternative cost,
    118.9). ``cost_name`` is the word before "cost" in the log ("the morph cost");
    ``cast_rule``, ``turn_rule`` and ``effect_rule`` the rules cited as it is cast, turned
    face up and given its face-down characteristics; ``effect_text`` says what those are.
    ``text`` is the text of the face-down characteristics ("Ward {2}", disguise 702.168a;
    none by default, 708.2a). ``as_turned_up`` runs as the permanent is turned face up,
    before its "when turned face up" abilities trigger (megamorph's counter, 702.37b).
    """

    plugin: str
    keywords: tuple[str, ...]
    ability: type[FaceDownAbility]
    cost_name: str
    cast_rule: str
    turn_rule: str
    effect_rule: str = "708.2a"
    effect_text: str = ("face down: a 2/2 creature with no text, no name, no subtypes and no "
                        "mana cost")
    text: str = ""
    cost: ManaCost = field(factory=lambda: ManaCost.parse("{3}"))
    as_turned_up: Callable[[Game, int, FaceDownAbility], None] | None = field(
        default=None, eq=False)

    def ability_of(self, obj: GameObject) -> FaceDownAbility | None:
        """The card's own ability of this keyword: the cost it would have face up (702.37e,
        702.168d), its printed one (the face-down object has none)."""
        return next((a for a in obj.card.abilities if isinstance(a, self.ability)), None)

    def cast_face_down(self, obj: GameObject) -> bool:
        """Is ``obj`` a face-down spell or permanent cast with this plugin's permission
        (708.4)?"""
        if not obj.tags.get(FACE_DOWN):
            return False
        spell = spell_of(obj)
        return spell is not None and spell.permission.plugin == self.plugin

    def turnable(self, obj: GameObject) -> bool:
        """May ``obj`` be turned face up for this keyword's cost: cast face down with this
        plugin (702.37e, 702.168d) or manifested or cloaked with the keyword (701.40c-d,
        701.58c-d)?"""
        return self.cast_face_down(obj) or (
            bool(manifested(obj)) and self.ability_of(obj) is not None)

    def characteristics(self, game: Game) -> Card:
        """The face-down characteristics (708.2a): a 2/2 creature with no name, no subtypes
        and no mana cost, with ``text`` read by this game's rules (its name removed after
        reading: a card definition needs one, 708.2a gives none)."""
        return _characteristics(game, self.plugin, self.text)

    def permissions(self, game: Game, player: int) -> Iterable[CastingPermission]:
        """CR 601.2b, 118.9, 708.4: cast a card with one of ``keywords`` from your hand as a
        face-down 2/2 creature spell for ``cost`` instead of its mana cost; the permission is
        named after the keyword. A face-down spell is a creature spell with no abilities:
        its timing is a creature's (307.1)."""
        # loaded by the first game that needs it: reading a card imports none
        from manastack.model.spells import CastingPermission

        out: list[CastingPermission] = []
        for keyword in self.keywords:
            for oid in game.with_keyword(keyword, Zone.HAND, player):
                ability = self.ability_of(game.obj(oid))
                if ability is None or ability.keyword != keyword:
                    continue
                out.append(CastingPermission(
                    name=keyword, obj=oid, zone=Zone.HAND, cost=Cost(mana=self.cost),
                    alternative=True, timing="sorcery", plugin=self.plugin, face_down=True,
                    label=f"face down for {self.cost}", data={"rule": self.cast_rule}))
        return out

    def effects(self, game: Game) -> Iterable[ContinuousEffect]:
        """CR 708.2, 708.2a, 613.2b: each face-down spell or permanent cast with this
        plugin has the face-down characteristics, its copiable values (707.2b): a copy
        effect of layer 1, every other effect applying on top of it."""
        ids = tuple(o.id for zone in (Zone.STACK, Zone.BATTLEFIELD)
                    for o in game.objects_in(zone) if self.cast_face_down(o))
        if not ids:
            return []
        return [ContinuousEffect(parts=(BecomeCopy(self.characteristics(game)),), objects=ids,
                                 zones=(Zone.STACK, Zone.BATTLEFIELD), rule=self.effect_rule,
                                 text=self.effect_text)]

    def special_actions(self, game: Game, player: int) -> Iterable[SpecialAction]:
        """CR 116.2b, 708.8: any time the player has priority, each face-down permanent they
        control cast with this plugin may be turned face up, if its cost can be paid."""
        # loaded by the first game that needs it: reading a card imports none
        from manastack.engine.mana_solver import can_pay
        from manastack.engine.payment import mana_sources
        from manastack.model.actions import SpecialAction

        out: list[SpecialAction] = []
        p = game.player(player)
        sources = None
        for obj in game.objects_in(Zone.BATTLEFIELD):
            # CR 702.37e, 613.1b: a face-down permanent its player controls now
            if game.controller(obj.id) != player or not self.turnable(obj):
                continue
            ability = self.ability_of(obj)
            if ability is None:
                continue
            sources = mana_sources(game, player) if sources is None else sources
            if not can_pay(ability.cost, pool=p.mana_pool, sources=sources, life=p.life):
                continue
            # CR 118.3, 601.2h: a cost whose other part can't be paid now can't be begun
            if not all(part.can_pay(game, player, obj.id) for part in ability.parts):
                continue
            out.append(SpecialAction(obj.id, "turn face up", self.plugin,
                                     f"turn {obj.card.name} face up ({ability.cost_text()})"))
        return out

    def refusal(self, game: Game, player: int, obj_id: int) -> IllegalActionError | None:
        """Why ``player`` can't turn ``obj_id`` face up for this keyword's cost now (it is not
        offered, 116.2b): not a face-down permanent they control that may be (702.37e,
        702.168d), or its cost can't be paid (601.2g-h, 118.3); None if it is no object of
        this keyword."""
        obj = game.find(obj_id)
        ability = self.ability_of(obj) if obj is not None else None
        if obj is None or ability is None:
            return None
        if obj.zone is not Zone.BATTLEFIELD or game.controller(obj.id) != player \
                or not self.turnable(obj):
            return IllegalActionError(f"{obj} is not a face-down permanent you control with "
                                      f"{self.cost_name}", rule=self.turn_rule,
                                      cites=("116.2b",))
        what = f"turn {obj.card.name} face up (its {self.cost_name} cost)"
        return _unpayable(game, player, ability.cost, ability.parts, obj_id, what,
                          self.turn_rule)

    def turn_face_up(self, game: Game, player: int, obj_id: int) -> None:
        """CR 116.2b, 708.8: show the cost, pay it, turn the permanent face up: it is the
        same object (no zone change, so no "enters" and the same summoning sickness) and
        doesn't use the stack; its "when turned face up" abilities trigger."""
        # loaded by the first game that needs it: reading a card imports none
        from manastack.engine.payment import pay_cost, pay_mana
        from manastack.engine.triggers import fire_event

        obj = game.obj(obj_id)
        ability = self.ability_of(obj)
        if obj.zone is not Zone.BATTLEFIELD or game.controller(obj.id) != player or ability is None \
                or not self.turnable(obj):
            raise IllegalActionError(f"{obj} is not a face-down permanent you control with "
                                     f"{self.cost_name}", rule=self.turn_rule)
        game.log_event("effect", f"{ability.keyword}: {game.player(player)} shows the "
                       f"{self.cost_name} cost {ability.cost_text()} of a face-down permanent "
                       "and pays it", rule=self.turn_rule, source=obj_id)
        if ability.parts:
            # CR 601.2g-h: a cost with non-mana parts ("Discard a card"), paid as a whole
            pay_cost(game, player, obj_id, ability.whole_cost, what=f"turn {obj} face up")
        else:
            pay_mana(game, player, ability.cost, source=obj_id, what=f"turn {obj} face up")
        obj = game.obj(obj_id)
        # CR 708.8, 701.40c: its copiable values revert to its own as the tags go
        game.update(obj_id, tags=_face_up_tags(obj))
        game.log_event("effect", f"{ability.keyword}: {obj} is turned face up (the same "
                       "permanent, it doesn't enter)", rule="708.8", source=obj_id)
        game.new_timestamp(obj_id, rule="613.7f")
        if self.as_turned_up is not None:
            self.as_turned_up(game, obj_id, ability)
        _as_turned_up(game, obj_id)
        fire_event(game, TURNED_FACE_UP, obj=obj_id, player=player)

    def revealed(self, game: Game, old: GameObject, new: GameObject | None) -> None:
        """CR 708.9: a face-down spell or permanent cast with this plugin that leaves the
        stack or the battlefield is revealed; the card is face up in its new zone (the
        kernel keeps the tag only from the stack to the battlefield)."""
        if old.zone not in (Zone.STACK, Zone.BATTLEFIELD) or not self.cast_face_down(old):
            return
        if new is not None and new.zone is Zone.BATTLEFIELD:
            return  # CR 708.4: it resolved, still face down
        game.log_event("effect", f"{self.plugin}: the face-down {old.zone.value} object is "
                       f"revealed: {old.card.name}", rule="708.9", source=old.id)


@frozen
class FaceDownPutting:
    """An instruction that puts a card onto the battlefield face down (manifest 701.40a,
    cloak 701.58a) and how that permanent turns face up (701.40b, 701.58b).

    ``plugin`` names the plugin looking after it; ``instruction`` the word ("manifest"),
    kept on the permanent as its ``MANIFESTED`` tag; ``rule`` and ``turn_rule`` the rules
    cited as it is put and turned face up; ``text`` the text of its face-down
    characteristics ("Ward {2}", cloak 701.58a; none for manifest).
    """

    plugin: str
    instruction: str
    rule: str
    turn_rule: str
    text: str = ""
    effect_text: str = ("face down: a 2/2 creature with no text, no name, no subtypes and no "
                        "mana cost")

    def is_put(self, obj: GameObject) -> bool:
        """Is ``obj`` a permanent this instruction put face down, still face down?"""
        return manifested(obj) == self.instruction

    def put(self, game: Game, player: int, obj_id: int, *, source: int | None = None
            ) -> GameObject | None:
        """CR 701.40a, 708.3: turn the card face down and put it onto the battlefield under
        ``player``'s control; its face-down characteristics apply as it enters, so its own
        "enters" abilities don't trigger. ``None`` if it didn't enter (701.40f: it stays
        where it was, face up)."""
        new = game.move(obj_id, Zone.BATTLEFIELD, controller=player, cause=self.instruction,
                        rule=self.rule, face_down=self.instruction)
        if new is None or new.zone is not Zone.BATTLEFIELD or not self.is_put(new):
            return None
        game.log_event("effect", f"{game.player(player)} {self.instruction}s a card: {new} "
                       "is a face-down 2/2 creature", rule=self.rule, source=source,
                       obj=new.id)
        return new

    def characteristics(self, game: Game) -> Card:
        """The face-down characteristics (701.40a, 708.2a)."""
        return _characteristics(game, self.plugin, self.text)

    def effects(self, game: Game) -> Iterable[ContinuousEffect]:
        """CR 701.40a, 708.2a, 613.2b: each permanent put face down by this instruction has
        the face-down characteristics while it stays face down: a layer-1 copy effect."""
        ids = tuple(o.id for o in game.objects_in(Zone.BATTLEFIELD) if self.is_put(o))
        if not ids:
            return []
        return [ContinuousEffect(parts=(BecomeCopy(self.characteristics(game)),), objects=ids,
                                 zones=(Zone.BATTLEFIELD,), rule=self.rule,
                                 text=self.effect_text)]

    def _turn_cost(self, obj: GameObject) -> ManaCost | None:
        """CR 701.40b: only a creature card with a mana cost turns face up this way, for its
        mana cost (an instant or sorcery card can't, 701.40g)."""
        if "Creature" not in obj.card.type_line.card_types or obj.card.mana_cost is None:
            return None
        return obj.card.mana_cost

    def special_actions(self, game: Game, player: int) -> Iterable[SpecialAction]:
        """CR 116.2b, 701.40b: any time the player has priority, each such permanent they
        control that is a creature card may be turned face up for its mana cost."""
        # loaded by the first game that needs it: reading a card imports none
        from manastack.engine.mana_solver import can_pay
        from manastack.engine.payment import mana_sources
        from manastack.model.actions import SpecialAction

        out: list[SpecialAction] = []
        p = game.player(player)
        sources = None
        for obj in game.objects_in(Zone.BATTLEFIELD):
            if game.controller(obj.id) != player or not self.is_put(obj):  # CR 613.1b
                continue
            cost = self._turn_cost(obj)
            if cost is None:
                continue
            sources = mana_sources(game, player) if sources is None else sources
            if not can_pay(cost, pool=p.mana_pool, sources=sources, life=p.life):
                continue
            out.append(SpecialAction(obj.id, "turn face up", self.plugin,
                                     f"turn {obj.card.name} face up ({cost})"))
        return out

    def refusal(self, game: Game, player: int, obj_id: int) -> IllegalActionError | None:
        """Why ``player`` can't turn ``obj_id``, put face down by this instruction, face up
        now (116.2b): not theirs, no creature card with a mana cost (701.40b, 701.40g), or
        that cost can't be paid (601.2g-h); None if this instruction didn't put it."""
        obj = game.find(obj_id)
        if obj is None or obj.zone is not Zone.BATTLEFIELD or not self.is_put(obj):
            return None
        cost = self._turn_cost(obj)
        if game.controller(obj.id) != player or cost is None:
            return IllegalActionError(f"{obj} is not a {self.instruction}ed permanent you "
                                      "control represented by a creature card with a mana "
                                      "cost", rule=self.turn_rule, cites=("116.2b",))
        return _unpayable(game, player, cost, (), obj_id,
                          f"turn {obj.card.name} face up (its mana cost)", self.turn_rule)

    def turn_face_up(self, game: Game, player: int, obj_id: int) -> None:
        """CR 116.2b, 701.40b, 708.8: show it is a creature card and its mana cost, pay it,
        turn it face up: the same permanent (no "enters"); "when turned face up" triggers."""
        # loaded by the first game that needs it: reading a card imports none
        from manastack.engine.payment import pay_mana
        from manastack.engine.triggers import fire_event

        obj = game.obj(obj_id)
        cost = self._turn_cost(obj)
        if game.controller(obj.id) != player or not self.is_put(obj) or cost is None:
            raise IllegalActionError(f"{obj} is not a {self.instruction}ed permanent you "
                                     "control represented by a creature card with a mana "
                                     "cost", rule=self.turn_rule)
        game.log_event("effect", f"{self.instruction}: {game.player(player)} shows "
                       f"{obj.card.name}, a creature card, and its mana cost {cost}, and "
                       "pays it", rule=self.turn_rule, source=obj_id)
        pay_mana(game, player, cost, source=obj_id, what=f"turn {obj} face up")
        obj = game.obj(obj_id)
        game.update(obj_id, tags=_face_up_tags(obj))  # CR 701.40b: the effect ends
        game.log_event("effect", f"{self.instruction}: {obj} is turned face up (the same "
                       "permanent, it doesn't enter)", rule="708.8", source=obj_id)
        game.new_timestamp(obj_id, rule="613.7f")
        _as_turned_up(game, obj_id)
        fire_event(game, TURNED_FACE_UP, obj=obj_id, player=player)

    def revealed(self, game: Game, old: GameObject, new: GameObject | None) -> None:
        """CR 708.9: a permanent put face down by this instruction that leaves the
        battlefield is revealed; the card is face up in its new zone."""
        if not self.is_put(old):
            return
        game.log_event("effect", f"{self.plugin}: the face-down permanent is revealed: "
                       f"{old.card.name}", rule="708.9", source=old.id)


def _unpayable(game: Game, player: int, cost: ManaCost, parts: Sequence[CostPart],
               obj_id: int, what: str, rule: str) -> IllegalActionError | None:
    """The refusal of turning a permanent face up whose cost can't be paid now (CR 116.2b,
    601.2g-h: the mana it can't pay; 118.3: another part), citing the keyword's ``rule``;
    None if it can be."""
    # loaded by the first game that needs it: reading a card imports none
    from manastack.engine.payment import cant_pay

    short = cant_pay(game, player, cost, what)
    if short is not None:
        return IllegalActionError(f"{short.reason} (601.2g-h)", rule=rule, step="601.2h",
                                  cites=("116.2b", "601.2g"))
    for part in parts:
        if not part.can_pay(game, player, obj_id):
            # CR 118.3, 601.2h; the part's own rule too (119.4: too little life)
            why, why_rule = part.unpaid_reason(game, player, obj_id)
            cites = ("116.2b", "118.3") + ((why_rule,) if why_rule != "118.3" else ())
            why = f": {why}" if why else ""
            return IllegalActionError(f"can't {what}: {part} can't be paid{why} (118.3, "
                                      "601.2h)", rule=rule,
                                      step="601.2h", cites=cites)
    return None
