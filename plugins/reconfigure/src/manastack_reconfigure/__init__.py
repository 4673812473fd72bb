"""manastack-reconfigure: the keyword reconfigure (CR 702.151), two activated abilities.

CR 702.151a: "Reconfigure [cost] means '[Cost]: Attach this permanent to another target
creature you control. Activate only as a sorcery' and '[Cost]: Unattach this permanent.
Activate only if this permanent is attached to a creature and only as a sorcery.'"
CR 702.151b: attached to another creature, the Equipment stops being a creature until it
becomes unattached: a layer 4 effect (613.1d), read here as a static effect of the keyword
on the permanent itself while it is attached (it can only be attached to a creature, 301.5c,
704.5n). An Equipment that is a creature is otherwise unattached by the state-based actions
(704.5p), so without this effect it could never stay attached.

Only a mana cost is read ("Reconfigure {2}"); another cost ("Reconfigure—Pay {2} or
{E}{E}{E}.") is left not understood. The entry module is light: the build imports what it
builds when a card is read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, ActivatedAbility, CardSource, Context, Game, GameObject

#: Reconfigure needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "reconfigure"

#: The keyword's name, as it appears in an object's keywords.
RECONFIGURE = "reconfigure"

#: The reminder text printed on the cards.
REMINDER = ("[Cost]: Attach to target creature you control; or unattach from a creature. "
            "Reconfigure only as a sorcery. While attached, this isn't a creature.")

#: The words of the second ability's restriction (CR 702.151a), also its log and error.
ONLY_IF_ATTACHED = ("Activate only if this permanent is attached to a creature and only as "
                    "a sorcery.")

#: The text the unattach ability is built with: the restriction hook recognises it by it.
UNATTACH_TEXT = "Unattach this permanent."


def build(match: re.Match[str]) -> tuple[Ability, ...]:
    """CR 702.151a-b: the keyword, its two activated abilities and the static effect of
    702.151b."""
    from manastack.api import (
        ActivatedAbility,
        AttachTo,
        Custom,
        KeywordAbility,
        Mode,
        RemoveTypes,
        SourceRef,
        StaticAbility,
        StaticEffect,
        TargetRef,
    )
    from manastack_grammar.api import parse_cost, parse_target

    cost = parse_cost(match["cost"])
    text = match.group(0)
    attach = Mode(instructions=(AttachTo(SourceRef(), TargetRef(0),
                                         text="attach ~ to another target creature you "
                                              "control"),
                                Custom(log_attach, text="~ isn't a creature while attached")),
                  targets=(parse_target("another target creature you control"),),
                  text="Attach this permanent to another target creature you control.")
    unattach = Mode(instructions=(Custom(unattach_source, text="unattach ~"),),
                    text=UNATTACH_TEXT)
    # CR 702.151b, 613.1d: a layer 4 effect on itself while it is attached
    not_a_creature = StaticEffect(parts=(RemoveTypes(card_types=("Creature",)),),
                                  self_only=True, condition=attached,
                                  text="While attached, this isn't a creature.")
    return (KeywordAbility(keyword=RECONFIGURE, text=text, plugin=PLUGIN),
            ActivatedAbility(cost=cost, effect=attach, sorcery_speed=True, text=text),
            ActivatedAbility(cost=cost, effect=unattach, sorcery_speed=True, text=text),
            StaticAbility(effects=(not_a_creature,), text=text))


def attached(game: Game, obj: GameObject) -> bool:
    """CR 702.151b: the permanent is attached to something (an Equipment can only be
    attached to a creature, 301.5c; otherwise 704.5n unattaches it)."""
    return obj.attached_to is not None


def log_attach(ctx: Context) -> None:
    """The explain log cites 702.151b once the first ability has attached the permanent
    (not when it left the battlefield first, 400.7: nothing was attached)."""
    game = ctx.game
    source = game.find(ctx.source) if ctx.source is not None else None
    if source is None or source.attached_to is None:
        return
    game.log_event("effect", f"reconfigure: {source} is attached to "
                   "another creature and stops being a creature while attached",
                   rule="702.151b", source=ctx.source)


def unattach_source(ctx: Context) -> None:
    """CR 702.151a, 701.3d: "Unattach this permanent": it stays on the battlefield, attached
    to nothing (and is a creature again, 702.151b)."""
    from manastack.api import Zone

    game = ctx.game
    obj = game.find(ctx.source) if ctx.source is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD or obj.attached_to is None:
        return  # CR 400.7: a new object, or already unattached: nothing to do
    game.update(obj.id, attached_to=None)
    game.log_event("attach", f"reconfigure: {obj} becomes unattached and is a creature again",
                   rule="702.151a", source=obj.id)


def is_unattach(ability: ActivatedAbility) -> bool:
    """Is ``ability`` the second ability of reconfigure (CR 702.151a)?"""
    return ability.effect.text == UNATTACH_TEXT and \
        ability.text.lower().startswith(RECONFIGURE)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.151: the keyword line "Reconfigure [mana cost]"."""
    return [KeywordDef(name=RECONFIGURE, pattern=r"reconfigure (?P<cost>(?:\{[^}]+\})+)",
                       rule="702.151", build=build, reminder=REMINDER)]


@hookimpl
@reads_keyword(RECONFIGURE, "battlefield")  # asked only of a permanent with reconfigure
def manastack_activation_restrictions(game: Game, player: int, obj: GameObject,
                                      ability: ActivatedAbility) -> list[str] | None:
    """CR 702.151a: "Activate only if this permanent is attached to a creature": the
    unattach ability of a permanent attached to nothing is refused (602.5b). The scope is a
    speed-up only: the ability is checked here itself."""
    if not is_unattach(ability):
        return None
    host = game.find(obj.attached_to) if obj.attached_to is not None else None
    if host is not None and game.chars(host.id).is_creature:
        return None
    return [f"reconfigure: {ONLY_IF_ATTACHED.lower().rstrip('.')} (702.151a)"]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The reconfigure Equipment this package's tests and examples play (exact Oracle
    text)."""
    return [TomlCardSource.from_package("reconfigure", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
