"""Damage (CR 120) and its prevention (615): dealing damage to permanents and players, damage
that can't be prevented, excess damage.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import attrs

from manastack.engine import triggers
from manastack.engine.layers import current
from manastack.engine.replacement_order import next_replacement
from manastack.model.combat import (
    DamageAsThoughWither,
    DamageCantBePrevented,
    DamageLifeFloor,
    DamageModification,
    PreventDamage,
    PreventDamageToYou,
    PreventFromChosenSource,
    RedirectDamage,
    RedirectDamageToYou,
)
from manastack.model.objects import Characteristics, PlayerRef, Zone
from manastack.model.protection import protection_from

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from manastack.engine.game import Game
    from manastack.model.continuous import ContinuousEffect
    from manastack.model.filters import ObjectFilter


# --------------------------------------------------------------------------
# Damage (CR 120) and prevention (CR 615)
# --------------------------------------------------------------------------



def _prevent(game: Game, source: int | None, recipient: Any, amount: int, combat: bool,
             src: Characteristics | None, unpreventable: bool = False) -> int:
    """Apply prevention effects (CR 615) to one damage event; return what is left.

    The kernel's one mechanism for prevention: protection (702.16e), then the
    :class:`PreventDamage` rule effects in timestamp order ("prevent all" effects, 615.1a,
    and shields used up as they prevent, 615.7), each logged with the rule it applies."""

    if amount <= 0:
        return 0
    result = current(game)
    rules = [(e, p) for e, p in result.rules_of(DamageCantBePrevented, game)
             if _cant_be_prevented(game, e, p, source, combat)]
    if unpreventable or rules:
        why = "this damage can't be prevented" if unpreventable else \
            (rules[0][0].text or "damage can't be prevented")
        _apply_without_preventing(game, source, recipient, amount, combat, src, why)
        return amount
    shield = protection_from(_protections_of(game, recipient), src,
                             spell=game.is_spell(source))
    if shield is not None:  # CR 702.16e: damage from a source of the quality is prevented
        game.log_event("prevent", f"{shield} prevents {amount} damage "
                       f"{_dealt(game, source, recipient)}", rule="702.16e")
        return 0
    for effect, part in result.rules_of(PreventDamage, game):
        if not _applies(game, effect, part, source, recipient, combat, amount):
            continue
        live = _live_shield(game, effect, part)
        if live is None:
            continue  # CR 615.7: used up earlier in this simultaneous damage
        effect, part = live
        if part.all_but is not None:
            # CR 615.1a: "prevent all but N of that damage": N of each event is still dealt
            used = max(0, amount - part.all_but)
            if not used:
                continue
            amount -= used
            game.log_event("prevent", f"{effect.text or 'an effect'} prevents all but "
                           f"{part.all_but} of {amount + used} damage "
                           f"{_dealt(game, source, recipient)}", rule="615.1a")
            _additional_effect(game, effect, part, recipient, used)
            continue
        if part.amount is None:
            game.log_event("prevent", f"{amount} damage {_dealt(game, source, recipient)} is "
                           f"prevented ({effect.text or 'an effect'})", rule="615.1a")
            _additional_effect(game, effect, part, recipient, amount)
            if isinstance(part, PreventFromChosenSource) and part.next_time:
                # CR 615.8: the next instance of that source's damage only; then used up
                _used_up(game, effect.id)
            return 0
        used = min(part.amount, amount)
        amount -= used
        _use_shield(game, effect, part, used)
        # CR 615.10: a static ability's "prevent 1 of that damage", in each event, unused up
        game.log_event("prevent", f"{effect.text or 'a shield'} prevents {used} damage "
                       f"{_dealt(game, source, recipient)}",
                       rule="615.10" if effect.from_static else "615.7")
        _additional_effect(game, effect, part, recipient, used)
        if amount <= 0:
            return 0
        result = current(game)
    return amount


def _cant_be_prevented(game: Game, effect: ContinuousEffect, part: DamageCantBePrevented,
                       source: int | None, combat: bool) -> bool:
    """Whether "damage can't be prevented" covers this damage (CR 615.12): combat damage only
    if it says so, only its own source's ("dealt by ~"), or sources matching ``by``."""
    if part.combat_only and not combat:
        return False
    if part.by_self and (source is None or source != effect.source):
        return False
    return part.by is None or _source_matches(game, effect, part.by, source)


def _live_shield(game: Game, effect: ContinuousEffect, part: PreventDamage
                 ) -> tuple[ContinuousEffect, PreventDamage] | None:
    """The effect and part as they are now, None once ended: during simultaneous damage the
    layer pass is the one from before it (``simultaneously``), but a shield reduced by one
    source's damage is reduced for the next source's (CR 615.7: only the amount counts)."""
    if effect.id == 0 or effect.from_static:
        return effect, part  # CR 615.10: a static ability's effect is never used up
    if part not in effect.parts:
        return effect, part  # not a part of the effect itself (granted): no shield to track
    index = effect.parts.index(part)
    for now in game.state.effects:
        if now.id == effect.id:
            found = now.parts[index] if index < len(now.parts) else None
            return (now, found) if isinstance(found, PreventDamage) else None
    return None


def _used_up(game: Game, effect_id: int) -> None:
    """CR 615.8: a "next time" shield ends once it has prevented an instance of damage; in a
    damage event to several recipients (a trampler's), once the whole event is dealt (120.4)."""
    event = game._damage_event
    if event is not None:
        event.used_up.append(effect_id)
        return
    game.end_effects(lambda e: e.id == effect_id, rule="615.8")


def _additional_effect(game: Game, effect: ContinuousEffect, part: PreventDamage, recipient: Any,
                       amount: int) -> None:
    """CR 615.5: the effect's additional effect after it prevented ``amount`` damage; one
    applying to the whole damage event (120.4) happens at its first source only."""
    if part.once_per_event:
        event = game._damage_event
        if event is not None:  # inside one damage event: once for it (CR 615.5)
            done = event.prevented
            key = (effect.source, part.text, recipient)
            if key in done:
                return
            done.add(key)
    part.prevented(game, effect, recipient, amount)


def _apply_without_preventing(game: Game, source: int | None, recipient: Any, amount: int,
                              combat: bool, src: Characteristics | None, why: str) -> None:
    """CR 615.12: damage that can't be prevented. Each prevention effect that would apply is
    applied once (615.12a) without preventing anything: its additional effect happens
    (615.5), its shield is not reduced. Protection (702.16e) prevents nothing either."""

    shield = protection_from(_protections_of(game, recipient), src,
                             spell=game.is_spell(source))
    if shield is not None:
        game.log_event("prevent", f"protection would prevent {amount} damage "
                       f"{_dealt(game, source, recipient)} ({shield}), but it can't be "
                       f"prevented ({why})", rule="615.12")
    for effect, part in current(game).rules_of(PreventDamage, game):
        if not _applies(game, effect, part, source, recipient, combat, amount):
            continue
        game.log_event("prevent", f"{effect.text or 'a prevention effect'} applies to {amount} "
                       f"damage {_dealt(game, source, recipient)} but prevents none ({why})",
                       rule="615.12")
        if part.counts_prevented:
            continue  # CR 615.12: "for each 1 damage prevented this way": none was
        _additional_effect(game, effect, part, recipient,
                           amount if part.amount is None else min(part.amount, amount))


def _protections_of(game: Game, recipient: Any) -> frozenset[str]:
    """The keywords of a permanent or a player dealt damage (CR 702.16e: both may have
    protection; a player's from effects, 613.10)."""
    if isinstance(recipient, PlayerRef):
        return game.player_keywords(recipient.index)
    return game.chars(recipient).keywords if isinstance(recipient, int) else frozenset()


def _dealt(game: Game, source: int | None, recipient: Any) -> str:
    """"from <source> to <recipient>", for the log of prevented damage."""
    src = str(game.obj(source)) if source is not None and game.find(source) else "a source"
    who = str(game.player(recipient.index)) if isinstance(recipient, PlayerRef) else \
        str(game.obj(recipient))
    return f"from {src} to {who}"


def _applies(game: Game, effect: ContinuousEffect, part: PreventDamage, source: int | None,
             recipient: Any, combat: bool, amount: int | None = None) -> bool:
    """Whether ``part`` prevents this damage (CR 615.1a): combat damage only if it says so;
    its objects are the damage's sources ("dealt by that creature") or its recipients;
    ``amount``: the damage the source would deal in this event, as it is now."""
    if (part.combat_only and not combat) or (part.noncombat_only and combat):
        return False
    if part.at_most is not None and amount is not None and amount > part.at_most:
        return False  # CR 615.1a: "would deal N or less damage": more than N is not prevented
    if part.by is not None and not _source_matches(game, effect, part.by, source):
        return False
    if part.by_blocked and not _blocked_by(game, recipient, source):
        return False
    if isinstance(part, PreventDamageToYou):
        return _to_you_from(game, effect, part, source, recipient)
    if isinstance(part, PreventFromChosenSource):
        return _from_chosen_source(game, effect, part, source, recipient)
    if part.dealt_by:
        if source is None:
            return False
        if effect.objects is not None:
            return source in effect.objects
        # a static's "dealt by enchanted creature": the source matches it now (CR 615.1a, 611.3a)
        found = game.find(source)
        return effect.filter is not None and found is not None and \
            found.zone is Zone.BATTLEFIELD and \
            effect.filter.matches(game, found, player=effect.controller, source=effect.source)
    return _shields(game, effect, recipient)


def _blocked_by(game: Game, blocker: Any, source: int | None) -> bool:
    """Whether ``source`` is a creature the permanent ``blocker`` is blocking now (CR 509.1a,
    506.4: "creatures it's blocking")."""
    combat = game.state.combat
    return combat is not None and isinstance(blocker, int) and source is not None and \
        source in combat.blocked_by(blocker)


def _to_you_from(game: Game, effect: ContinuousEffect, part: PreventDamageToYou,
                 source: int | None, recipient: Any) -> bool:
    """"If a source [an opponent controls] would deal damage to you": the effect's controller
    is dealt it, by a source matching the filter as it deals it (CR 615.10, 609.7)."""
    if not isinstance(recipient, PlayerRef) or recipient.index != effect.controller:
        return False
    if part.sources is None:
        return True
    found = game.find(source) if source is not None else None
    return found is not None and part.sources.matches(game, found, player=effect.controller,
                                                      source=effect.source)


def _source_matches(game: Game, effect: ContinuousEffect, by: ObjectFilter,
                    source: int | None) -> bool:
    """"... by creatures": the source matches as it deals the damage (CR 609.7c)."""
    found = game.find(source) if source is not None else None
    return found is not None and by.matches(game, found, player=effect.controller,
                                            source=effect.source)


def _from_chosen_source(game: Game, effect: ContinuousEffect, part: PreventFromChosenSource,
                        source: int | None, recipient: Any) -> bool:
    """"A [red] source of your choice would deal damage [to you]": the chosen source, still
    of that kind as it deals the damage (CR 609.7b, 615.9), to the controller if "to you"."""
    if source is None or effect.objects is None or source not in effect.objects:
        return False
    if part.to_you and not (isinstance(recipient, PlayerRef)
                            and recipient.index == effect.controller):
        return False
    if part.recipient is not None and recipient != part.recipient:
        return False  # "to target creature": that target only
    found = game.find(source)
    return part.sources is None or (found is not None and part.sources.matches(
        game, found, player=effect.controller, source=effect.source))


def _shields(game: Game, effect: ContinuousEffect, recipient: Any) -> bool:
    if isinstance(recipient, PlayerRef):
        return recipient.index in effect.players or (
            effect.objects is None and not effect.players and effect.filter is None)
    if effect.objects is not None:
        return recipient in effect.objects
    if effect.filter is None:
        return not effect.players  # "prevent all combat damage" (no recipients named)
    obj = game.obj(recipient)
    return effect.filter.matches(game, obj, player=effect.controller, source=effect.source)


def _use_shield(game: Game, effect: ContinuousEffect, part: PreventDamage, used: int) -> None:
    """CR 615.7: preventing damage reduces the remaining shield; an empty shield ends."""
    if part.amount is None or effect.id == 0 or effect.from_static:
        return  # CR 615.10: a static ability's amount is no shield, it is never used up
    left = part.amount - used
    if left <= 0:
        game.end_effects(lambda e: e.id == effect.id, rule="615.7")
        return
    parts = tuple(attrs.evolve(p, amount=left) if p is part else p for p in effect.parts)
    game.state.effects = tuple(attrs.evolve(e, parts=parts) if e.id == effect.id else e
                               for e in game.state.effects)
    game._touch()


def _life_after_damage(game: Game, player: int, life: int, amount: int) -> int:
    """The life total of ``player`` after ``amount`` damage (CR 120.3a), with "damage that
    would reduce your life total to less than 1 reduces it to 1 instead" of the effects that
    player controls applied (614.1a: the damage is still dealt, only the life lost changes)."""
    after = life - amount
    for effect, part in current(game).rules_of(DamageLifeFloor, game):
        if effect.controller != player:
            continue
        floored = part.life_after(life, amount)
        if floored > after:
            game.log_event("replacement", f"{part.describe()}: {game.player(player)}'s life "
                           f"total becomes {floored} instead of {after}", rule="614.1a",
                           player=player)
            after = floored
    return after


def _modifications(game: Game, source: int | None, recipient: Any, combat: bool = False,
                   ) -> list[tuple[ContinuousEffect, DamageModification]]:
    """The "it deals double that damage instead" effects (CR 614.1a) applying to damage from
    ``source`` to ``recipient``: the source matches as it deals it (609.7c; last known if it
    is gone), the recipient is one of the players or permanents named, the damage combat
    damage or not as the effect says (510.2)."""
    rules = current(game).rules_of(DamageModification, game)
    if not rules or source is None:
        return []
    found = game.find(source)
    out = []
    for effect, part in rules:
        if part.combat is not None and part.combat != combat:
            continue  # CR 510.2: "combat damage" / "noncombat damage" only
        if part.by_self and source != effect.source:
            continue  # "If ~ would deal damage": the permanent itself only
        if part.sources is not None:
            if found is not None:
                if not part.sources.matches(game, found, player=effect.controller,
                                            source=effect.source):
                    continue
            else:
                known = game.state.lki.get(source)
                if known is None or not part.sources.matches_chars(
                        game, known.obj, known.chars, player=effect.controller,
                        source=effect.source):
                    continue
        if isinstance(recipient, PlayerRef):
            who = part.players
            if who is None or (who == "you" and recipient.index != effect.controller) or (
                    who == "opponent" and recipient.index == effect.controller):
                continue
        elif part.permanents is None or not part.permanents.matches(
                game, game.obj(recipient), player=effect.controller, source=effect.source):
            continue
        out.append((effect, part))
    return out


def _modify(game: Game, mods: list[tuple[ContinuousEffect, DamageModification]],
            source: int, recipient: Any, amount: int) -> int:
    """CR 614.1a: the damage modified by each effect once (614.5), in the order the player
    dealt damage or the permanent's controller chooses (616.1)."""
    chooser = recipient.index if isinstance(recipient, PlayerRef) else \
        game.controller(recipient)
    left = {f"{effect.source}:{effect.id}:{i}": part
            for i, (effect, part) in enumerate(mods)}
    sources = {f"{effect.source}:{effect.id}:{i}": effect.source
               for i, (effect, _) in enumerate(mods)}
    while left and amount > 0:
        part = left.pop(next_replacement(
            game, chooser, left, prompt=f"Which replacement applies first to {amount} damage?",
            label=lambda r: r.describe(), sources=sources))
        before, amount = amount, part.replaced(amount)
        game.log_event("replacement", f"{part.describe()}: {amount} damage "
                       f"{_dealt(game, source, recipient)} instead of {before}",
                       rule="614.1a")
    return amount


def _prevention_applies(game: Game, source: int | None, recipient: Any, combat: bool,
                        amount: int | None = None) -> bool:
    """Whether a prevention effect (CR 615) applies to this damage, so that its order with a
    modification is chosen (616.1)."""
    return any(_applies(game, e, p, source, recipient, combat, amount)
               for e, p in current(game).rules_of(PreventDamage, game))


Redirection = tuple["ContinuousEffect", "RedirectDamage | RedirectDamageToYou"]


def _redirections(game: Game, recipient: Any) -> list[Redirection]:
    """The redirection effects (CR 614.9) on a permanent or a player about to be dealt damage:
    a permanent's shields, or the static "all damage that would be dealt to you" of the
    effects a player controls."""
    if isinstance(recipient, PlayerRef):
        return [(e, p) for e, p in current(game).rules_of(RedirectDamageToYou, game)
                if e.controller == recipient.index]
    if not isinstance(recipient, int):
        return []
    return [(e, p) for e, p in current(game).rules_of(RedirectDamage, game)
            if e.objects is not None and recipient in e.objects]


def _redirect_or_prevent(
    game: Game, redirections: list[Redirection], source: int | None, recipient: Any,
    amount: int, combat: bool, src: Characteristics | None, unpreventable: bool,
) -> int:
    """CR 616.1: with a redirection and a prevention effect both applying to the damage, the
    player dealt it or the permanent's controller chooses which applies first; the other then
    applies to what is left (616.1f). Returns the damage still dealt to ``recipient``."""
    prevention = protection_from(_protections_of(game, recipient), src,
                             spell=game.is_spell(source)) is not None or any(
        _applies(game, e, p, source, recipient, combat, amount)
        for e, p in current(game).rules_of(PreventDamage, game))
    first = "redirect"
    chooser = recipient.index if isinstance(recipient, PlayerRef) else game.controller(recipient)
    if prevention:
        first = next_replacement(
            game, chooser, {"redirect": redirections[0][1].describe(), "prevent": "prevention"},
            prompt=f"Which applies first to {amount} damage to {_named(game, recipient)}?",
            label=str, sources={"redirect": redirections[0][0].source}
            if len(redirections) == 1 else None)
    if first == "prevent":
        amount = _prevent(game, source, recipient, amount, combat, src, unpreventable)
    left = {f"{e.source}:{e.id}:{i}": (e, p) for i, (e, p) in enumerate(redirections)}
    while left and amount > 0:
        # CR 616.1: the player dealt the damage chooses which "all damage" effect applies
        effect, part = left.pop(next_replacement(
            game, chooser, left,
            prompt=f"Which applies first to {amount} damage to {_named(game, recipient)}?",
            label=lambda ep: f"{_named_source(game, ep[0].source)}: {ep[1].describe()}",
            ask=isinstance(redirections[0][1], RedirectDamageToYou),
            sources={k: e.source for k, (e, _) in left.items()}))
        amount = _redirect(game, effect, part, source, recipient, amount, combat, unpreventable)
    if first == "redirect" and amount > 0:
        amount = _prevent(game, source, recipient, amount, combat, src, unpreventable)
    return amount


def _named_source(game: Game, source: int | None) -> str:
    """An effect's source by name (with its id), for a decision's labels."""
    return str(game.obj(source)) if source is not None and game.find(source) else "an effect"


def _named(game: Game, who: Any) -> str:
    """A player's or a permanent's name, for the log."""
    return str(game.player(who.index)) if isinstance(who, PlayerRef) else str(game.obj(who))


def _redirected_to(game: Game, effect: ContinuousEffect,
                   part: RedirectDamage | RedirectDamageToYou) -> Any:
    """The permanent or player the damage is dealt to instead (CR 614.9): the shield's one, or
    the static effect's source itself or the permanent it is attached to (303.4, 301.5)."""
    if isinstance(part, RedirectDamage):
        return part.to
    if not part.attached:
        return effect.source
    found = game.find(effect.source) if effect.source is not None else None
    return found.attached_to if found is not None else None


def _redirect(game: Game, effect: ContinuousEffect, part: RedirectDamage | RedirectDamageToYou,
              source: int | None, recipient: Any, amount: int, combat: bool,
              unpreventable: bool) -> int:
    """CR 614.9: the next ``part.amount`` damage to ``recipient`` (all of it for a static
    "all damage that would be dealt to you") is dealt to the other instead, by the same
    source; if the other is no longer a creature, planeswalker or battle on the battlefield
    (or a player in the game), the effect does nothing."""
    to = _redirected_to(game, effect, part)
    if isinstance(to, PlayerRef):
        gone = game.player(to.index).lost
    else:
        found = game.find(to) if isinstance(to, int) else None
        gone = found is None or found.zone is not Zone.BATTLEFIELD or not (
            game.chars(to).is_creature or game.chars(to).type_line.has_type("Planeswalker")
            or game.chars(to).type_line.has_type("Battle"))
    if gone:
        game.log_event("replacement", f"{part.describe()}: does nothing (the other is gone)",
                       rule="614.9")
        return amount
    if isinstance(part, RedirectDamageToYou):
        n = amount  # CR 614.9: "all damage", a static ability's effect is never used up
    else:
        n = min(part.amount, amount)
        left = part.amount - n
        if left <= 0:
            game.end_effects(lambda e: e.id == effect.id, rule="614.9")
        else:
            parts = tuple(attrs.evolve(p, amount=left) if p is part else p for p in effect.parts)
            game.state.effects = tuple(attrs.evolve(e, parts=parts) if e.id == effect.id else e
                                       for e in game.state.effects)
            game._touch()
    game.log_event("replacement", f"{part.describe()}: {n} damage to "
                   f"{_named(game, recipient)} is dealt to {_named(game, to)} instead",
                   rule="614.9")
    deal_damage(game, source, to, n, combat=combat, rule="614.9", unpreventable=unpreventable,
                modified=True)
    return amount - n


def deal_damage(
    game: Game, source: int | None, recipient: Any, amount: int, *, combat: bool = False,
    rule: str = "120.3", unpreventable: bool = False, modified: bool = False,
) -> int:
    """Deal damage (CR 120.3-120.4): prevention first (615), then the results: a player
    loses life (120.3a) or gets poison counters from infect (120.3b); a creature has
    damage marked (120.3e) or gets -1/-1 counters from wither/infect (120.3d); a
    planeswalker loses loyalty (120.3c), a battle defense (120.3h). Lifelink makes
    the source's controller gain that much life (120.3f, 702.15b); deathtouch damage
    is remembered for 704.5h. ``modified``: the damage of an event replacement effects
    already modified (redirected, 614.5). Returns the damage dealt."""

    if amount <= 0:
        return 0  # CR 120.8
    src_name = "an effect"
    src_kws: frozenset[str] = frozenset()
    src_chars: Characteristics | None = None
    controller = None
    if source is not None and game.find(source) is not None:
        src = game.obj(source)
        src_name = str(src)
        src_chars = game.chars(source)
        src_kws = src_chars.keywords
        controller = game.controller(source)
    elif source is not None and source in game.state.lki:
        # CR 608.2h, 702.16e: a source gone from its zone deals the damage as it last
        # existed: its name, its keywords (lifelink, deathtouch, infect, wither), its controller
        known = game.state.lki[source]
        src_chars = known.chars
        src_name = str(known.obj)
        src_kws = src_chars.keywords
        controller = game.last_controller(source)
    if isinstance(recipient, int):
        obj = game.find(recipient)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return 0
    mods = [] if modified else _modifications(game, source, recipient, combat)
    prevented_first = False
    if mods and source is not None:
        # CR 616.1: with prevention too, the player dealt damage or the permanent's
        # controller chooses which applies first
        if not unpreventable and not _redirections(game, recipient) and \
                _prevention_applies(game, source, recipient, combat, amount):
            chooser = recipient.index if isinstance(recipient, PlayerRef) else \
                game.controller(recipient)
            prevented_first = next_replacement(
                game, chooser, {"modify": mods[0][1].describe(), "prevent": "prevention"},
                prompt=f"Which applies first to {amount} damage?", label=str,
                sources={"modify": mods[0][0].source}
                if len({e.source for e, _ in mods}) == 1 else None) == "prevent"
        if prevented_first:
            amount = _prevent(game, source, recipient, amount, combat, src_chars, unpreventable)
        amount = _modify(game, mods, source, recipient, amount)
    redirections = _redirections(game, recipient)
    if prevented_first:
        pass  # CR 616.1: prevention already applied, before the modification
    elif redirections:  # CR 614.9, 616.1: redirected, prevented, in the order its controller chose
        amount = _redirect_or_prevent(game, redirections, source, recipient, amount, combat,
                                      src_chars, unpreventable)
    else:
        # CR 615; ``unpreventable``: "the damage can't be prevented" said of this damage (615.12)
        amount = _prevent(game, source, recipient, amount, combat, src_chars, unpreventable)
    if amount <= 0:
        return 0  # CR 615.1a: prevented damage is never dealt (no lifelink, no triggers)
    if isinstance(recipient, PlayerRef):
        player = game.player(recipient.index)
        game.note_damage_to_player(recipient.index, amount, source)  # CR 120.3: whatever results
        if combat and source is not None and src_chars is not None and controller is not None:
            # CR 510.2, 603.10: "dealt combat damage this turn by a creature that, at the time
            # it dealt that damage, was ..." reads the source as it is now (its controller as
            # it last existed if it is gone, 608.2h: both set together above)
            game.note_combat_damage_to_player(recipient.index, source, src_chars, controller,
                                              amount)
        if "infect" in src_kws and controller is not None:
            game.log_event("damage", f"{src_name} deals {amount} damage to {player}",
                           rule="120.3b")
            game.add_poison(recipient.index, amount, rule="120.3b")
        else:
            life = _life_after_damage(game, recipient.index, player.life, amount)
            lost = player.life - life
            game.update_player(recipient.index, life=life)
            game.log_event("damage", f"{src_name} deals {amount} damage to {player} "
                           f"({life})", rule="120.3a")
            if lost > 0:
                game.note_life_lost(recipient.index, lost)  # CR 120.3a: damage is life lost
                triggers.fire_event(game, "lose_life", player=recipient.index, amount=lost)
                event = game._damage_event
                if event is None:  # CR 603.2c: a life loss event of its own
                    triggers.fire_life_loss(game, recipient.index, lost)
                else:  # CR 120.4: one loss for the whole damage event
                    event.lost[recipient.index] = event.lost.get(recipient.index, 0) + lost
        recipient_key: Any = recipient
    else:
        obj = game.obj(recipient)
        ch = game.chars(recipient)
        game.log_event("damage", f"{src_name} deals {amount} damage to {obj}", rule="120.3")
        if source is not None:
            game.note_damage_to_object(source, recipient, amount)  # CR 120.3: dealt, remembered
        if ch.type_line.has_type("Planeswalker"):
            loyalty = obj.counter("loyalty")
            if loyalty:
                game.remove_counters(recipient, "loyalty", min(amount, loyalty), rule="120.3c")
        if ch.type_line.has_type("Battle"):
            defense = game.obj(recipient).counter("defense")
            if defense:
                game.remove_counters(recipient, "defense", min(amount, defense), rule="120.3h")
        if ch.is_creature:
            # CR 702.80a; "as though its source had wither" (Everlasting Torment) for any source
            if {"wither", "infect"} & src_kws or \
                    current(game).rules_of(DamageAsThoughWither, game):
                game.add_counters(recipient, "-1/-1", amount, rule="120.3d")
                obj = game.obj(recipient)
                if "deathtouch" in src_kws:
                    game.set_object(obj.replace(deathtouch_damage=True))
            else:
                obj = game.obj(recipient)
                game.set_object(obj.replace(
                    damage=obj.damage + amount,
                    deathtouch_damage=obj.deathtouch_damage or "deathtouch" in src_kws,
                ))
                game.log_event("damage", f"{amount} damage is marked on {obj}", rule="120.3e")
        recipient_key = recipient
    if "lifelink" in src_kws and controller is not None:
        game.gain_life(controller, amount, rule="702.15b", source=source)
    if game.rules.ruleset.has_impls("manastack_damage_dealt"):
        # CR 120.3g and plugins' results: part of the same damage event
        game.rules.ruleset.call("manastack_damage_dealt", game=game, source=source,
                                recipient=recipient_key, amount=amount, combat=combat)
    triggers.fire_event(game, "damage", obj=source, recipient=recipient_key, amount=amount,
                  combat=combat, player=controller)
    if source is not None:
        _note_dealt(game, source, recipient_key, amount, combat, controller)
    if isinstance(recipient_key, (int, PlayerRef)):
        _note_received(game, recipient_key, amount, combat)
    return amount


class DamageEvent:
    """The damage event being dealt (CR 120.4), the one value that carries it: ``dealt``,
    what each source dealt in it (its total, whether it is combat damage, its controller and
    its recipients, 603.2c); ``prevented``, the prevention effects whose additional effect
    happened in it, once per event (615.5)."""

    __slots__ = ("after", "dealt", "lost", "players", "prevented", "received", "used_up")

    def __init__(self) -> None:
        self.dealt: dict[int, tuple[int, bool, int | None, tuple[Any, ...]]] = {}
        self.prevented: set[Any] = set()
        #: the "next time" shields that prevented an instance of damage in it (CR 615.8)
        self.used_up: list[int] = []
        #: the additional effects of prevention effects, done once it is over (CR 615.5)
        self.after: list[Callable[[], None]] = []
        #: what each permanent was dealt in it, all its sources together (CR 120.4, 603.2c)
        self.received: dict[int, tuple[int, bool]] = {}
        #: what each player was dealt in it, all its sources together (CR 120.4, 603.2c)
        self.players: dict[int, tuple[int, bool]] = {}
        #: the life each player lost in it, all its sources together (CR 120.3a, 603.2c)
        self.lost: dict[int, int] = {}


@contextmanager
def one_damage_event(game: Game) -> Iterator[None]:
    """Make the damage dealt inside the block one damage event (CR 120.4, 510.2: combat
    damage is dealt simultaneously; "deals N damage to each creature" at once).

    As the block ends, each source that dealt damage in it fires ``dealt_damage`` once, with
    the total it dealt (after prevention, 615) and its recipients: "Whenever ~ deals damage,
    you gain that much life" triggers once for a trampler dealing damage to a blocker and a
    player (603.2c). Nested blocks join the outer one."""
    if game._damage_event is not None:
        yield
        return
    event = game._damage_event = DamageEvent()  # CR 120.4, 615.5: one value for the event
    try:
        yield
    finally:
        game._damage_event = None
    if event.used_up:  # CR 615.8: the instance of damage prevented was the whole event
        used = frozenset(event.used_up)
        game.end_effects(lambda e: e.id in used, rule="615.8")
    for source, (total, combat, controller, recipients) in event.dealt.items():
        _fire_dealt(game, source, total, combat, controller, recipients)
    if triggers.listening(game, "combat_damage_to_player"):
        _fire_combat_damage_to_players(game, event)
    for recipient, (total, combat) in event.received.items():
        _fire_received(game, recipient, total, combat)
    for player, (total, combat) in event.players.items():
        _fire_player_received(game, player, total, combat)
    for player, lost in event.lost.items():
        triggers.fire_life_loss(game, player, lost)
    for action in event.after:  # CR 615.5: immediately after the damage prevented
        action()


def _note_dealt(game: Game, source: int, recipient: Any, amount: int, combat: bool,
                controller: int | None) -> None:
    """Add damage just dealt to the damage event being dealt, else fire it alone."""
    event = game._damage_event
    if event is None:
        _fire_dealt(game, source, amount, combat, controller, (recipient,))
        return
    dealt = event.dealt
    total, was_combat, was_controller, recipients = dealt.get(source, (0, combat, controller, ()))
    dealt[source] = (total + amount, was_combat, was_controller, (*recipients, recipient))


def _note_received(game: Game, recipient: int | PlayerRef, amount: int, combat: bool) -> None:
    """Add damage a permanent or a player was just dealt to the damage event being dealt,
    else fire it alone (CR 120.4, 603.2c: "is dealt damage" / "Whenever you're dealt damage"
    once for one event, whatever its sources)."""
    event = game._damage_event
    if event is None:
        if isinstance(recipient, PlayerRef):
            _fire_player_received(game, recipient.index, amount, combat)
        else:
            _fire_received(game, recipient, amount, combat)
        return
    table, key = (event.players, recipient.index) if isinstance(recipient, PlayerRef) else \
        (event.received, recipient)
    total, was_combat = table.get(key, (0, combat))
    table[key] = (total + amount, was_combat)


def _fire_combat_damage_to_players(game: Game, event: DamageEvent) -> None:
    """CR 510.2, 603.2c: "Whenever one or more creatures you control deal combat damage to a
    player": once for each player dealt combat damage in the event by sources one player
    controls, naming those sources (``sources``) and that player (``recipient``)."""
    pairs: dict[tuple[int, PlayerRef], list[int]] = {}
    for source, (_, combat, controller, recipients) in event.dealt.items():
        if not combat or controller is None:
            continue
        for recipient in dict.fromkeys(recipients):
            if isinstance(recipient, PlayerRef):
                pairs.setdefault((controller, recipient), []).append(source)
    for (controller, recipient), sources in pairs.items():
        triggers.fire_event(game, "combat_damage_to_player", player=controller,
                            recipient=recipient, sources=tuple(sources), combat=True)


def _fire_player_received(game: Game, player: int, total: int, combat: bool) -> None:
    if not triggers.listening(game, "player_dealt_damage"):
        return  # logged only where it matters
    game.log_event("damage", f"{game.player(player)} was dealt {total} damage in all in one "
                   "damage event", rule="603.2c")
    triggers.fire_event(game, "player_dealt_damage", player=player, amount=total,
                        combat=combat)


def _fire_received(game: Game, recipient: int, total: int, combat: bool) -> None:
    if not triggers.listening(game, "is_dealt_damage"):
        return  # logged only where it matters
    game.log_event("damage", f"{game.obj(recipient) if game.find(recipient) else 'a permanent'} "
                   f"was dealt {total} damage in all in one damage event", rule="603.2c")
    triggers.fire_event(game, "is_dealt_damage", obj=recipient, amount=total, combat=combat)


def _fire_dealt(game: Game, source: int, total: int, combat: bool, controller: int | None,
                recipients: tuple[Any, ...]) -> None:
    if triggers.listening(game, "dealt_damage"):  # logged only where it matters
        game.log_event("damage", f"{game.obj(source) if game.find(source) else 'a source'} "
                       f"dealt {total} damage in all in one damage event", rule="603.2c")
    triggers.fire_event(game, "dealt_damage", obj=source, amount=total, combat=combat,
                        player=controller, recipients=recipients)


def excess_damage(
    game: Game, recipient: int, amount: int, *, deathtouch: bool = False,
    simultaneous: int = 0,
) -> int:
    """CR 120.4a (SEED-18): how much of ``amount`` would be excess damage to ``recipient``.

    Creature: beyond lethal damage, counting damage already marked and the
    ``simultaneous`` damage other sources deal at the same time; if the source
    has deathtouch, any amount beyond 1 (702.2c), unless less is lethal.
    Planeswalker: beyond its loyalty; battle: beyond its defense (each minus the
    simultaneous damage). Several of those types: the greatest excess.
    """
    obj = game.obj(recipient)
    ch = game.chars(recipient)
    candidates = []
    if ch.is_creature:
        lethal = max(0, (ch.toughness or 0) - obj.damage - simultaneous)
        if deathtouch:
            lethal = min(lethal, 1)
        candidates.append(max(0, amount - lethal))
    if ch.type_line.has_type("Planeswalker"):
        candidates.append(max(0, amount - max(0, obj.counter("loyalty") - simultaneous)))
    if ch.type_line.has_type("Battle"):
        candidates.append(max(0, amount - max(0, obj.counter("defense") - simultaneous)))
    return max(candidates) if candidates else 0
