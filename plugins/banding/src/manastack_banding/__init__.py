"""manastack-banding: the keyword banding (CR 702.22), a static ability that modifies the
rules for declaring attackers and assigning combat damage (702.22a).

- As attackers are declared, the active player may announce bands: one or more attacking
  creatures with banding and up to one without, all attacking the same player,
  planeswalker or battle (508.1e, 702.22c-d). The kernel asks ``manastack_declare_bands``
  before the attackers tap; the band is a tag of its creatures and lasts the combat, even if
  banding is lost later (702.22e); a creature removed from combat leaves it (702.22f).
- A creature blocking one creature of a band blocks every creature of it (702.22h): the
  kernel asks ``manastack_blocked_together`` once blockers are declared.
- The defending player divides the combat damage of an attacking creature blocked by a
  creature with banding, the active player that of a creature blocking a creature with
  banding, as they choose among the creatures blocking or blocked (702.22j-k): the kernel
  asks ``manastack_combat_damage_chooser``.
- Multiple instances are redundant (702.22m): an object's keywords are a set.

"Bands with other" (702.22b) is not read: cards with it stay refused.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, GameObject

#: Banding needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The keyword's name, as it appears in an object's keywords.
BANDING = "banding"

#: The tag naming the band an attacking creature is in (its first member's id), written
#: as attackers are declared (CR 508.1e) and read while it is attacking (702.22e-f).
BAND = "banding:band"

REMINDER = ("Any creatures with banding, and up to one without, can attack in a band. Bands "
            "are blocked as a group. If any creatures with banding you control are blocking "
            "or being blocked by a creature, you divide that creature's combat damage, not "
            "its controller, among any of the creatures it's being blocked by or is blocking.")


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.22: the keyword line "Banding" (also in lists: "Flying; banding")."""
    return [KeywordDef(name=BANDING, pattern="banding", rule="702.22", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this plugin's tests play, with their exact Oracle text."""
    return [TomlCardSource.from_package("banding", "manastack_banding", "cards.toml",
                                        priority=PRIORITY_POOL)]


def band_problem(game: Game, chosen: tuple[Any, ...]) -> str | None:
    """Why ``chosen`` can't be one band (CR 702.22c-d), or None: one or more creatures with
    banding, up to one without, all attacking the same player, planeswalker or battle."""
    if not chosen:
        return None  # no band more
    combat = game.state.combat
    without = [a for a in chosen if not game.has_keyword(a, BANDING)]
    if len(without) == len(chosen):
        return "a band has one or more creatures with banding (702.22c)"
    if len(without) > 1:
        return "a band has up to one creature without banding (702.22c)"
    if combat is not None and len({repr(combat.attackers.get(a)) for a in chosen}) > 1:
        return ("the creatures of a band attack the same player, planeswalker or battle "
                "(702.22d)")
    return None


@hookimpl
@reads_keyword(BANDING, "battlefield")  # asked only while a permanent has banding
def manastack_declare_bands(game: Game, attackers: tuple[int, ...]) -> None:
    """CR 508.1e, 702.22c: the active player announces the bands among the creatures just
    declared attackers, one band at a time, until they announce none; each creature is in
    one band at most."""
    from manastack.api import Decision, IllegalActionError

    for a in attackers:  # CR 702.22e: a band of an earlier combat is over
        obj = game.obj(a)
        if BAND in obj.tags:
            game.update(a, tags={k: v for k, v in obj.tags.items() if k != BAND})
    left = list(attackers)
    player = game.state.turn.active
    while len(left) > 1 and any(game.has_keyword(a, BANDING) for a in left):
        answer = game.ask(Decision(
            kind="band", player=player, rule="702.22c", options=tuple(left), min=0,
            max=len(left), check=band_problem,
            prompt="Declare a band: one or more attacking creatures with banding and up to "
                   "one without, attacking the same player, planeswalker or battle (or none)"))
        if not answer:
            break
        problem = band_problem(game, answer)
        if problem is not None:  # CR 732: the declaration is refused as a whole
            raise IllegalActionError(f"not a band: {problem}", rule="702.22c")
        key = min(answer)
        for a in answer:
            obj = game.obj(a)
            game.update(a, tags={**obj.tags, BAND: key})
        game.log_event("combat", "band: " + ", ".join(str(game.obj(a)) for a in answer)
                       + " attack in a band", rule="702.22c", player=player)
        left = [a for a in left if a not in answer]


def band_of(game: Game, attacker: GameObject) -> list[int]:
    """The other creatures of ``attacker``'s band still attacking (CR 702.22e-f)."""
    combat = game.state.combat
    key = attacker.tags.get(BAND)
    if key is None or combat is None or attacker.id not in combat.attackers:
        return []
    return [a for a in combat.attackers if a != attacker.id
            and (other := game.find(a)) is not None and other.tags.get(BAND) == key]


@hookimpl
def manastack_blocked_together(game: Game, attacker: GameObject) -> list[tuple[int, str]]:
    """CR 702.22h: a creature blocking one creature of a band blocks each other one too."""
    return [(a, "702.22h") for a in band_of(game, attacker)]


@hookimpl
def manastack_combat_damage_chooser(game: Game, creature: GameObject) -> tuple[int, str] | None:
    """CR 702.22j: the defending player divides the damage of an attacking creature a creature
    with banding blocks; 702.22k: the active player that of a creature blocking a creature
    with banding. Banding is judged now, as damage is assigned."""
    combat = game.state.combat
    if combat is None:
        return None
    if creature.id in combat.attackers:
        for b in combat.blocking(creature.id):
            if game.find(b) is not None and game.has_keyword(b, BANDING):
                return game.controller(b), "702.22j"  # CR 509.1a: the defending player's
        return None
    if any(game.find(a) is not None and game.has_keyword(a, BANDING)
           for a in combat.blocked_by(creature.id)):
        return game.state.turn.active, "702.22k"
    return None
