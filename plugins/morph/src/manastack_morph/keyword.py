"""The morph keyword's values and its hooks' work (CR 702.37, 708)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import (
    FACE_DOWN,
    MANIFESTED,
    Context,
    FaceDownAbility,
    FaceDownCasting,
    FaceDownPutting,
    Instruction,
    Ref,
    Zone,
)
from manastack_morph import PLUGIN

if TYPE_CHECKING:
    from manastack.api import Ability, Game, GameObject
    from manastack_grammar.api import Builder, SentenceResult


@frozen
class MorphAbility(FaceDownAbility):
    """"Morph [cost]" (702.37a) or "Megamorph [cost]" (702.37b, a morph ability): the cost
    its face-down permanent is turned face up for; ``keyword`` says which."""


def _megamorph_counter(game: Game, obj_id: int, ability: FaceDownAbility) -> None:
    """CR 702.37b: a permanent turned face up for its megamorph cost gets a +1/+1 counter as
    it is turned face up (before its "when turned face up" abilities trigger)."""
    if ability.keyword != "megamorph":
        return
    game.add_counters(obj_id, "+1/+1", 1, rule="702.37b")
    game.log_event("effect", f"megamorph: {game.obj(obj_id)} gets a +1/+1 counter as it is "
                   "turned face up", rule="702.37b", source=obj_id)


#: CR 702.37a-e, 708: cast face down for {3} as a 2/2 creature with no text, no name, no
#: subtypes and no mana cost (708.2a); turned face up for the morph (or megamorph) cost.
MORPH = FaceDownCasting(plugin=PLUGIN, keywords=("morph", "megamorph"), ability=MorphAbility,
                        cost_name="morph", cast_rule="702.37c", turn_rule="702.37e",
                        as_turned_up=_megamorph_counter)


def build(match: re.Match[str], b: Builder) -> Sequence[Ability] | None:
    """CR 702.37a-b: the morph (or megamorph) cost: mana, or after an em dash any cost the
    activated abilities' cost reader reads ("Discard a card", "Pay 5 life", "Reveal a white
    card in your hand"); None (not understood) otherwise, or with X (702.37f)."""
    from manastack_grammar.api import NotUnderstood, parse_cost

    other = match.groupdict().get("other")
    try:
        cost = parse_cost(other if other is not None else match["mana"], b)
    except NotUnderstood:
        return None
    if cost.unpayable or cost.has_x or (cost.parts and other is None):
        return None
    if any(str(p) in ("{T}", "{Q}") for p in cost.parts):
        return None  # no printed morph cost taps or untaps the permanent: not read loosely
    keyword = re.split(r"[ \u2014]", match.group(0), maxsplit=1)[0].lower()
    return (MorphAbility(keyword=keyword, cost=cost.mana, parts=cost.parts,
                         text=match.group(0), plugin=PLUGIN),)


def turned_face_up_trigger(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 708.8: "When ~ is turned face up": the event fired as it is turned face up."""
    from manastack.api import TURNED_FACE_UP, TriggerCondition

    return TriggerCondition(TURNED_FACE_UP, self_only=True, text=m.group(0))




def object_turned_face_up(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 708.8, 603.2: "Whenever a permanent [you control] is turned face up", "Whenever
    another permanent you control ...", "Whenever ~ or another creature you control ...": the
    event fired as any face-down permanent is turned face up (morph, disguise, manifest),
    the permanent matched as it is then, face up; "that creature" / "it" is that
    permanent (603.7c)."""
    from manastack.api import TURNED_FACE_UP, EventRef, TriggerCondition
    from manastack_grammar.api import NotUnderstood, parse_filter

    another = m["a"].lower() == "another"
    if m["self"] and not another:
        raise NotUnderstood(m.group(0))  # only "~ or another [permanent]" is printed
    if re.search(r"face-?down|\bthat\b", m["what"], re.IGNORECASE):
        # "a face-down permanent you control": face up once the event has happened; not read
        raise NotUnderstood(m.group(0))
    flt = parse_filter(("another " if another else "") + m["what"])
    b.it = EventRef("obj")  # CR 603.7c: the permanent turned face up
    return TriggerCondition(TURNED_FACE_UP, filter=flt, or_self=bool(m["self"]),
                            text=m.group(0))


#: CR 702.37a, 708.2a: a face-up permanent turned face down by an effect ("Turn ~ face
#: down.", Mischievous Quanar) is a 2/2 with no text, no name, no subtypes and no mana cost;
#: only its face-down characteristics (layer 1) and its reveal (708.9) are used from this
#: value: it is turned face up for its morph cost (702.37e, :data:`MORPH` takes it as a face-
#: down permanent with a morph ability), never for its mana cost as a manifested card is.
TURNED_DOWN = FaceDownPutting(plugin=PLUGIN, instruction="turned face down", rule="708.2a",
                              turn_rule="702.37e")


def has_morph(game: Game, obj: GameObject) -> bool:
    """"A creature with a morph ability": morph or megamorph (a morph ability, 702.37b), as
    it is now (a face-down permanent has none, 708.2a)."""
    keywords = game.chars(obj.id).keywords
    return "morph" in keywords or "megamorph" in keywords


@frozen
class TurnFaceDown(Instruction):
    """"Turn ~ face down", "turn target creature with a morph ability face down" (CR 702.37a,
    708.2a): each face-up permanent becomes a face-down 2/2 with no text, no name, no subtypes
    and no mana cost; the same permanent (no zone change), its counters, damage and
    attachments kept. Its controller may turn it face up again for
    its morph cost (702.37e)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        game = ctx.game
        done = []
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.tags.get(FACE_DOWN):
                continue  # CR 708.2: already face down, or gone: nothing happens
            game.update(oid, tags={**obj.tags, FACE_DOWN: True,
                                   MANIFESTED: TURNED_DOWN.instruction})
            game.log_event("effect", f"{obj} is turned face down: a 2/2 creature with no "
                           "text, no name, no subtypes and no mana cost", rule="708.2a",
                           source=ctx.source, obj=oid)
            game.new_timestamp(oid, rule="613.7f")
            done.append(oid)
        ctx.it = done


def build_turn_face_down(m: re.Match[str], b: Builder) -> list[Instruction]:
    """"Turn ~ face down" (Mischievous Quanar), "turn target creature with a morph ability
    face down" (Backslide, Master of the Veil), "turn any number of target creatures with
    morph abilities other than ~ face down" (Weaver of Lies; CR 115.1, 702.37a)."""
    from manastack.api import ObjectFilter, TargetSpec

    if m["what"] == "~":
        return [TurnFaceDown(b.ref("~"), text=m.group(0))]
    if m["what"].lower().startswith("any number"):
        # Weaver of Lies: zero or more, chosen as it is put on the stack (CR 601.2c, 603.3d),
        # never the source itself ("other than ~")
        spec = TargetSpec(objects=ObjectFilter(types=("Creature",), predicate=has_morph,
                                               other=True,
                                               text="creature with a morph ability other "
                                               "than ~"),
                          min=0, max=99, text=m["what"])
        return [TurnFaceDown(b.target(spec), text=m.group(0))]
    spec = TargetSpec(objects=ObjectFilter(types=("Creature",), predicate=has_morph,
                                           text="creature with a morph ability"),
                      text="target creature with a morph ability")
    return [TurnFaceDown(b.target(spec), text=m.group(0))]


@frozen
class ReturnFaceDown(Instruction):
    """"Return ~ from your graveyard to the battlefield face up or face down" (Deathmist
    Raptor: its owner chooses as it resolves, 608.2d), "return it to the battlefield face down
    under your control" (Ashcloud Phoenix): put face down, it enters with the face-down
    characteristics (708.3, 708.2a), so its own "enters" abilities don't trigger, and may be
    turned face up for its morph cost (702.37e). ``choose``: face up is offered too;
    ``yours``: under the ability's controller's control, else its owner's."""

    what: Ref
    choose: bool = False
    yours: bool = False

    def run(self, ctx: Context) -> None:
        game = ctx.game
        done = []
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.GRAVEYARD:
                continue  # CR 400.7: gone from the graveyard: a new object, not it
            controller = ctx.controller if self.yours else obj.owner
            face_down = True
            if self.choose:
                (answer,) = game.decide(
                    kind="face up or face down", player=ctx.controller,
                    prompt=f"Return {obj} to the battlefield face up or face down?",
                    options=("face up", "face down"), rule="608.2d")
                face_down = answer == "face down"
            new = game.move(oid, Zone.BATTLEFIELD, cause="effect", controller=controller,
                            rule="708.3" if face_down else "400.7",
                            face_down=TURNED_DOWN.instruction if face_down else "")
            if new is None or new.zone is not Zone.BATTLEFIELD:
                continue
            if face_down:
                game.log_event("effect", f"{obj.card.name} enters the battlefield face down: "
                               "a 2/2 creature with no text, no name, no subtypes and no mana "
                               "cost", rule="708.3", source=ctx.source, obj=new.id)
            done.append(new.id)
        ctx.it = done


def build_return_face_down(m: re.Match[str], b: Builder) -> list[Instruction]:
    """"Return ~ from your graveyard to the battlefield face up or face down", "return it to
    the battlefield face down under your control" (CR 708.3, 702.37e)."""
    what = b.ref(m["what"])
    return [ReturnFaceDown(what, choose=m["how"].lower() == "face up or face down",
                           yours=m["how"].lower().endswith("under your control"),
                           text=m.group(0))]


def either_trigger(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever another Detective you control enters and whenever a Detective you control
    is turned face up" (Perimeter Enforcer): two trigger events, each read by its own rule;
    either one triggers the ability (CR 603.2); "it" is the object of the event (603.7c)."""
    from manastack.api import EventRef, TriggerCondition
    from manastack_grammar.api import NotUnderstood, match_sentence

    conditions: list[TriggerCondition] = []
    for part in (m["first"], m["second"]):
        found = match_sentence(part, b, b.sentence_rules, kind="trigger")
        found = found if isinstance(found, tuple) else (found,)
        if not found or not all(isinstance(c, TriggerCondition) for c in found):
            raise NotUnderstood(m.group(0))
        conditions.extend(found)
    b.it = EventRef("obj")
    return tuple(conditions)
