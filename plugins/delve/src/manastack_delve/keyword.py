"""The delve keyword's values and the work of its hooks (CR 702.66).

Imported by the first card with an "exiled with" sentence read, or the first hook call
of a game: ``manastack_delve`` itself (the entry point) stays light, so that loading
the rules imports none of the card vocabulary (docs/plugin-guide.rst, "Keep the entry
module light").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import (
    Ability,
    Context,
    GameObject,
    Instruction,
    KeywordAbility,
    ObjectFilter,
    Replacement,
    StaticAbility,
    Zone,
)
from manastack_delve import EXILED_AS, PLUGIN
from manastack_grammar.api import Builder, NotUnderstood, SentenceResult, keyword_list, parse_filter

# the engine's names (casting, game, layers, zones...) are imported from the API inside the functions
# that run them, which imports their modules then: reading a card imports none of them
if TYPE_CHECKING:
    from manastack.api import Game, PaymentOption, Spell, ZoneMove

__all__ = ["EntersWithPerExiled", "ReturnExiledWith", "exiled_with", "has_delve"]


def has_delve(game: Game, spell: Spell) -> bool:
    """CR 702.66a: delve functions while the spell is on the stack (its characteristics)."""
    return "delve" in game.chars(spell.obj).keywords


def payment_options(game: Game, spell: Spell) -> Iterable[PaymentOption]:
    """CR 702.66a-b: each card in the caster's graveyard may pay one generic mana of the
    locked total cost by being exiled. The spell's own card is never among them: it is
    on the stack (601.2a), or, when legal actions check affordability, it is the card
    about to be cast."""
    if not has_delve(game, spell):
        return ()  # asked for every spell cast: most have no delve
    from manastack.api import PaymentOption

    return [
        PaymentOption(name="delve", obj=obj.id, action="exile", plugin=PLUGIN)
        for obj in game.graveyard(spell.controller)
        if obj.id != spell.obj
    ]


# --------------------------------------------------------------------------
# Cards "exiled with" a permanent's delve ability (CR 406.6, 607.2a)
# --------------------------------------------------------------------------


def exiled_with(game: Game, obj: GameObject) -> list[tuple[int, GameObject]]:
    """The cards exiled to pay for the spell ``obj`` was (a spell on the stack, or the
    permanent it became): (the exiled object's id now, the card as it last was in the
    graveyard). An exiled card that has since left exile has no id now (-1)."""
    from manastack.api import spell_of

    spell = spell_of(obj)
    if spell is None:
        return []
    became = dict(game.state.notes.get(EXILED_AS, ()))
    out: list[tuple[int, GameObject]] = []
    for old in spell.exiled_to_pay:
        known = game.state.lki.get(old)
        if known is None or known.obj.zone is not Zone.GRAVEYARD:
            continue  # paid another way than exiling from the graveyard
        now = became.get(old, -1)
        if now != -1 and (game.find(now) is None or game.obj(now).zone is not Zone.EXILE):
            now = -1
        out.append((now, known.obj))
    return out


def _matches(game: Game, card: GameObject, flt: ObjectFilter, player: int) -> bool:
    return flt.matches_chars(game, card, game.last_known_chars(card.id), player=player)


def remember_exiled_object(game: Game, old: GameObject, new: GameObject | None) -> None:
    """Remember which exiled object a graveyard card became (CR 400.7), for "exiled with"."""
    if old.zone is Zone.GRAVEYARD and new is not None and new.zone is Zone.EXILE:
        game.state.notes[EXILED_AS] = (*game.state.notes.get(EXILED_AS, ()), (old.id, new.id))


def _card_types(phrase: str) -> ObjectFilter:
    """"instant and sorcery" card: a card of either type (each one counts once)."""
    return parse_filter(re.sub(r"\band\b", "or", phrase))


@frozen
class EntersWithPerExiled(Ability):
    """"~ enters with a +1/+1 counter on it for each instant and sorcery card exiled with
    it" (Murktide Regent, CR 614.1c, 607.2a)."""

    kind: str = "+1/+1"
    per: ObjectFilter = field(factory=ObjectFilter)


def _enters_with_per_exiled(m: re.Match[str], b: Builder) -> SentenceResult:
    return EntersWithPerExiled(kind=m["kind"].lower(), per=_card_types(m["what"]),
                               text=m.group(0))


@frozen
class _ExiledCardHad:
    """The condition of Soulflayer's ability for one keyword."""

    keyword: str
    filter: ObjectFilter

    def __call__(self, game: Game, obj: GameObject) -> bool:
        player = game.controller(obj.id) if game.find(obj.id) is not None else obj.controller
        return any(_matches(game, card, self.filter, player)
                   and self.keyword in game.last_known_chars(card.id).keywords
                   for _, card in exiled_with(game, obj))


def _soulflayer(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If a creature card with flying was exiled with ~'s delve ability, ~ has flying. The
    same is true for first strike, ..." (CR 604.1, 613.1f): one static effect per keyword,
    applying while a card with it is among the cards exiled with its delve ability."""
    from manastack.api import AddAbilities, StaticEffect

    if m["kw"].lower() != m["kw2"].lower():
        raise NotUnderstood(m.group(0))
    flt = parse_filter(m["what"])
    abilities = keyword_list(m["kw"], b) + keyword_list(m["others"], b)
    effects = []
    for ability in abilities:
        if not isinstance(ability, KeywordAbility):
            raise NotUnderstood(m.group(0))
        effects.append(StaticEffect(parts=(AddAbilities((ability,)),), self_only=True,
                                    condition=_ExiledCardHad(ability.keyword, flt),
                                    text=f"{ability.keyword} if a card exiled with it had it"))
    return StaticAbility(effects=tuple(effects), text=m.group(0))


@frozen
class ReturnExiledWith(Instruction):
    """"You may return an instant or sorcery card exiled with ~ to its owner's hand"
    (Ethereal Forager, CR 607.2a): one of those still in exile, chosen by the ability's
    controller, or none."""

    filter: ObjectFilter
    optional: bool = True

    def run(self, ctx: Context) -> None:
        game = ctx.game
        source = game.find(ctx.source) if ctx.source is not None else None
        if source is None:
            source = ctx.source_lki
        if source is None:
            return
        options = tuple(now for now, card in exiled_with(game, source)
                        if now != -1 and _matches(game, card, self.filter, ctx.controller))
        if not options:
            return
        chosen = game.decide(kind="choose", player=ctx.controller,
                             prompt="Return a card exiled with it to its owner's hand?",
                             options=options, labels=tuple(str(game.obj(o)) for o in options),
                             min=0 if self.optional else 1, max=1, rule="607.2a")
        ctx.it = game.move_each(chosen, Zone.HAND, cause="return")


def _return_exiled_with(m: re.Match[str], b: Builder) -> SentenceResult:
    # "you may" of a triggered ability is already its optional choice (603.5)
    return ReturnExiledWith(_card_types(m["what"]), optional=bool(m["may"]), text=m.group(0))


def replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 614.1c, 607.2a: Murktide Regent enters with a counter for each instant and
    sorcery card exiled with its delve ability (none if it wasn't cast that way)."""
    obj = move.obj
    if move.to_zone is not Zone.BATTLEFIELD or obj.zone is not Zone.STACK:
        return ()
    out: list[Replacement] = []
    for i, ability in enumerate(obj.card.abilities):
        if not isinstance(ability, EntersWithPerExiled):
            continue
        n = sum(1 for _, card in exiled_with(game, obj)
                if _matches(game, card, ability.per, obj.controller))

        def apply(m: ZoneMove, ability: EntersWithPerExiled = ability, n: int = n) -> ZoneMove:
            return m.replace(counters=(*m.counters, (ability.kind, n))) if n else m

        out.append(Replacement(
            key=f"delve-enters-with:{obj.id}:{i}",
            text=f"{obj.card.name} enters with {n} {ability.kind} counter(s), one for each "
                 f"{ability.per.text} card exiled with it", apply=apply, rule="614.1c"))
    return out
