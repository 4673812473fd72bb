"""manastack-champion: the keyword champion (CR 702.72), two linked triggered abilities.

CR 702.72a: "'Champion an [object]' means 'When this permanent enters, sacrifice it unless
you exile another [object] you control' and 'When this permanent leaves the battlefield,
return the exiled card to the battlefield under its owner's control.'" The two are linked
(702.72b, 607.2a): the second returns only the card the first exiled, which is
"championed" by it (702.72c). A permanent that left and came back is a new object (400.7)
whose leaving returns nothing its former self exiled.

The keyword reads as two :class:`~manastack.api.KeywordTrigger` values named "champion",
so ``game.has_keyword(obj, "champion")`` holds while the object has it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Context, ObjectFilter

#: Champion needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "champion"

#: The keyword's name, as it appears in an object's keywords.
CHAMPION = "champion"

#: The tag of a card a champion ability exiled: the id of the permanent whose ability
#: exiled it, read by the linked leaves-the-battlefield ability (CR 607.2a, 702.72b).
CHAMPIONED_BY = "championed_by"

REMINDER = ("When this enters, sacrifice it unless you exile another [object] you control. "
            "When this leaves the battlefield, that card returns to the battlefield.")


def exile_or_sacrifice(flt: ObjectFilter, what: str) -> Callable[[Context], None]:
    """CR 702.72a: "sacrifice it unless you exile another [object] you control": the
    controller chooses one of their other permanents matching ``flt`` to exile, or none;
    with none exiled the champion is sacrificed (if it is still the same permanent)."""

    def run(ctx: Context) -> None:
        from manastack.api import Zone

        game = ctx.game
        who = ctx.controller
        options = tuple(o.id for o in game.battlefield()
                        if o.id != ctx.source and game.controller(o.id) == who
                        and flt.matches(game, o, player=who, source=ctx.source))
        chosen: tuple[int, ...] = ()
        if options:
            chosen = game.decide(kind="champion", player=who, prompt=f"Champion {what}: "
                                 f"exile another {what} you control, or sacrifice this "
                                 "permanent", options=options, min=0, max=1,
                                 labels=tuple(str(game.obj(o)) for o in options),
                                 rule="702.72a")
        if chosen:
            exiled = game.move(chosen[0], Zone.EXILE, cause="effect", rule="702.72a")
            if exiled is not None and exiled.zone is Zone.EXILE and ctx.source is not None:
                # CR 607.2a, 702.72c: the card is championed by this permanent
                game.update(exiled.id, tags={**exiled.tags, CHAMPIONED_BY: ctx.source})
                game.log_event("effect", f"champion: {game.player(who)} exiles {exiled}, "
                               "championed by its source", rule="702.72c", source=ctx.source)
            return
        champion = ctx.source_permanent()
        if champion is None:
            game.log_event("effect", "champion: nothing is exiled, and the permanent is "
                           "gone: nothing is sacrificed", rule="702.72a", source=ctx.source)
            return
        game.log_event("effect", f"champion: {game.player(who)} exiles no other {what}: "
                       f"{champion} is sacrificed", rule="702.72a", source=champion.id)
        game.sacrifice(champion.id, rule="702.72a")

    return run


def return_championed(ctx: Context) -> None:
    """CR 702.72a-b: "return the exiled card to the battlefield under its owner's control":
    the card still in exile that this permanent's linked ability exiled (607.2a)."""
    from manastack.api import Zone

    game = ctx.game
    if ctx.source is None:
        return
    cards = [o for o in game.objects_in(Zone.EXILE) if o.tags.get(CHAMPIONED_BY) == ctx.source]
    if not cards:
        game.log_event("effect", "champion: no championed card is in exile", rule="702.72b",
                       source=ctx.source)
    for card in cards:
        game.log_event("effect", f"champion: {card} returns to the battlefield under its "
                       "owner's control", rule="702.72a", source=ctx.source)
        game.move(card.id, Zone.BATTLEFIELD, cause="effect", rule="702.72a",
                  controller=card.owner)


def build(match: re.Match[str]) -> Sequence[Ability] | None:
    """CR 702.72a: the two linked triggers; an [object] the filter reader can't read is
    declined (the keyword stays unread)."""
    from manastack.api import Custom, KeywordTrigger, Mode, TriggerCondition
    from manastack_grammar.api import NotUnderstood, parse_filter

    what = match["what"]
    try:
        flt = parse_filter(what)
    except NotUnderstood:
        return None
    text = match.group(0)
    enters = TriggerCondition("enters", self_only=True, text="When this permanent enters")
    leaves = TriggerCondition("leaves", self_only=True,
                              text="When this permanent leaves the battlefield")
    return [
        KeywordTrigger(trigger=enters,
                       effect=Mode(instructions=(Custom(exile_or_sacrifice(flt, what)),),
                                   text=f"sacrifice it unless you exile another {what} you "
                                        "control"),
                       keyword=CHAMPION, optional=False, text=text, plugin=PLUGIN),
        KeywordTrigger(trigger=leaves,
                       effect=Mode(instructions=(Custom(return_championed),),
                                   text="return the exiled card to the battlefield under its "
                                        "owner's control"),
                       keyword=CHAMPION, optional=False, text=text, plugin=PLUGIN),
    ]


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.72: the keyword line "Champion a creature", "Champion an Elemental",
    "Champion a Goblin or Shaman"."""
    return [KeywordDef(name=CHAMPION, pattern=r"champion an? (?P<what>[\w' -]+)",
                       rule="702.72", build=build, reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The champion cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
