"""Combat as values (CR 506-511): who attacks whom, who blocks whom, and the rule modifications
about blocking and damage (prevention 615, goad 701.15).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from attrs import field, frozen

from manastack.model.continuous import AttackCondition, RuleModification

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.continuous import ContinuousEffect
    from manastack.model.filters import ObjectFilter


@frozen
class Combat:
    """Who attacks whom and who blocks whom (CR 506.1).

    ``first_strikers``: the combatants that had first strike or double strike
    as the first-strike damage step began (510.4). ``blocks_declared``: the defending
    players who have declared their blocks this declare blockers step, in APNAP order
    (802.4: each declares all their blocks in turn). ``also_blocks``: the attackers a
    blocker blocks beyond ``blockers[blocker]`` when it can block an additional creature
    (509.1a); absent for one blocking a single attacker. ``players_attacked``: the players
    one or more creatures were declared as attackers attacking (508.6, 508.3b), not one
    a creature was only put onto the battlefield attacking (508.4). ``left_attacking`` /
    ``left_blocking``: the attackers and blockers that left the battlefield during this
    combat (their old ids: a new object is never one, 400.7)."""

    attackers: dict[int, Any] = field(factory=dict)  # attacker id -> PlayerRef or object id
    blockers: dict[int, int] = field(factory=dict)  # blocker id -> (first) attacker id
    blocked: frozenset[int] = frozenset()  # CR 509.1h: stays blocked
    dealt_first_strike: frozenset[int] = frozenset()
    first_strikers: frozenset[int] = frozenset()
    controllers: dict[int, int] = field(factory=dict)  # combatant -> controller when declared
    blocks_declared: tuple[int, ...] = ()
    also_blocks: dict[int, tuple[int, ...]] = field(factory=dict)
    players_attacked: frozenset[int] = frozenset()
    #: CR 603.10a, 608.2h: the attackers and blockers that left the battlefield during this
    #: combat, as they last existed ("Whenever an attacking creature you control dies")
    left_attacking: frozenset[int] = frozenset()
    left_blocking: frozenset[int] = frozenset()
    #: CR 506.4: each planeswalker attacked -> its controller as it was attacked (a change
    #: of control removes it from combat)
    attacked_controllers: dict[int, int] = field(factory=dict)

    def blocked_by(self, blocker: int) -> tuple[int, ...]:
        """Every attacker ``blocker`` blocks (CR 509.1a), the first declared first."""
        if blocker not in self.blockers:
            return ()
        return (self.blockers[blocker], *self.also_blocks.get(blocker, ()))

    def blocking(self, attacker: int) -> list[int]:
        """Every creature blocking ``attacker`` (CR 509.1g), in the order declared."""
        return [b for b in self.blockers if attacker in self.blocked_by(b)]


@frozen
class Attack:
    """One attacker option: ``attacker`` attacks ``defender`` (a player or planeswalker)."""

    attacker: int
    defender: Any
    label: str = field(default="", eq=False)

    def __str__(self) -> str:
        return self.label or f"{self.attacker} -> {self.defender}"


@frozen
class Block:
    """One blocking creature and the attacking creature it blocks (CR 509.1a); ``label`` is
    how a decision shows it."""

    blocker: int
    attacker: int
    label: str = field(default="", eq=False)

    def __str__(self) -> str:
        return self.label or f"{self.blocker} blocks {self.attacker}"


@frozen
class PreventDamage(RuleModification):
    """A prevention effect (CR 615) on the effect's objects and players.

    ``amount`` None prevents all such damage; otherwise it is a shield that
    prevents the next ``amount`` damage and is used up (615.7).
    ``combat_only``: only combat damage ("Prevent all combat damage")."""

    amount: int | None = None
    combat_only: bool = False
    text: str = ""
    #: the effect's objects are the sources of the damage prevented, not its recipients
    #: ("damage that would be dealt by that creature", CR 615.1a)
    dealt_by: bool = False
    #: "Prevent all noncombat damage ...": damage that is not combat damage only (CR 615.1a)
    noncombat_only: bool = False
    #: "... dealt to ~ by creatures": only damage from sources matching it as they deal it,
    #: wherever they are (CR 609.7c)
    by: ObjectFilter | None = None
    #: "... dealt to ~ by creatures it's blocking" (Wall of Vapor): only damage from a creature
    #: the permanent dealt damage is blocking as it is dealt (CR 509.1a, 506.4)
    by_blocked: bool = False
    #: "You gain life equal to the damage prevented this way": the effect's controller gains
    #: that much life each time it prevents damage (CR 615.5)
    gain_life: bool = False
    #: "prevent all but 1 of that damage" (Temple Altisaur): all of each such damage event
    #: except that much, never used up (CR 615.1a, 615.10)
    all_but: int | None = None
    #: "If damage is prevented this way, ~ deals that much damage to any target": the one
    #: object id or player the effect's source deals that much damage to, after (CR 615.5)
    deals_to: Any = None
    #: "If a source would deal 3 or less damage to ~, prevent that damage" (Callous Giant):
    #: only a damage event of at most that much from one source, as it would be dealt after
    #: the effects applied before it (CR 615.1a, 616.1)
    at_most: int | None = None

    def describe(self) -> str:
        if self.text:
            return self.text
        return "prevent all damage" if self.amount is None else f"prevent the next {self.amount}"

    def prevented(self, game: Game, effect: ContinuousEffect, recipient: Any, amount: int) -> None:
        """CR 615.5: what the effect does besides preventing ``amount`` damage: with
        ``gain_life``, its controller gains that much life right after (nothing else here;
        "prevent that damage and remove that many +1/+1 counters" overrides it)."""
        if self.gain_life and amount > 0:
            game.log_event("prevent", f"{self.text or 'the prevention'}: life equal to the "
                           f"{amount} damage prevented this way", rule="615.5")
            game.gain_life(effect.controller, amount, rule="615.5", source=effect.source)
        if self.deals_to is not None and amount > 0:
            to, text = self.deals_to, self.text or "the prevention"

            def deal() -> None:
                game.log_event("prevent", f"{text}: its source deals the {amount} damage "
                               "prevented this way", rule="615.5")
                game.deal_damage(effect.source, to, amount, rule="615.5")

            # CR 615.5: "the rest of the effect takes place immediately afterward"
            game.after_damage_event(deal)

    @property
    def once_per_event(self) -> bool:
        """Whether :meth:`prevented` happens once for a damage event however many sources
        deal damage in it (CR 615.5, 120.4: the event is prevented, not each source's)."""
        return False

    @property
    def counts_prevented(self) -> bool:
        """Whether :meth:`prevented` counts the damage actually prevented ("for each 1 damage
        prevented this way"): damage that can't be prevented gives it none (CR 615.12)."""
        return self.gain_life or self.deals_to is not None


@frozen
class DamageCantBePrevented(RuleModification):
    """"Damage can't be prevented [this turn]" (CR 615.12): prevention effects, protection's
    included (702.16e), still apply to damage but prevent none of it; their additional
    effects take place (615.5) and shields aren't reduced; each applies once (615.12a).
    ``combat_only``: "Combat damage can't be prevented" (Frenzied Baloth); ``by_self``: "Damage
    that would be dealt by ~ can't be prevented" (Excruciator), only the damage its source
    deals; ``by``: "... dealt by creatures you control ..." (Questing Beast), only damage
    from sources matching it as they deal it (609.7c)."""

    text: str = ""
    combat_only: bool = False
    by_self: bool = False
    by: ObjectFilter | None = None

    def describe(self) -> str:
        return self.text or "damage can't be prevented"


@frozen
class DamageStaysInCleanup(RuleModification):
    """"Damage isn't removed from creatures your opponents control during cleanup steps."
    (Patient Zero): the cleanup step's damage removal (CR 514.2) skips the creatures the
    opponents of the effect's controller control (102.3); ``opponents`` False: every
    creature's."""

    text: str = ""
    opponents: bool = True

    def describe(self) -> str:
        return self.text or "damage isn't removed during cleanup steps"


@frozen
class CantGainLife(RuleModification):
    """"Players can't gain life." (Everlasting Torment, Sunspine Lynx): while it applies, an
    instruction to gain life (lifelink's included) gains none (CR 119.7). ``opponents``:
    "Your opponents can't gain life." (Knight of Dusk's Shadow): only the opponents of the
    effect's controller (102.3)."""

    text: str = ""
    opponents: bool = False

    def describe(self) -> str:
        return self.text or "players can't gain life"


@frozen
class LifeGainReplacement(RuleModification):
    """"If you would gain life, you gain that much life plus 1 instead" (``plus``), "...
    twice that much life instead" (``times``): a replacement effect on the life gains of
    the effect's controller (CR 614.1a, 119.10); with several, that player chooses the
    order (616.1). "If a player would gain life, that player gains no life instead" (Sulfuric
    Vortex) is ``times=0`` of every player's gains (``whose="each"``); ``whose="listed"``:
    the gains of the effect's ``players``; ``whose="opponents"``: the gains of its
    controller's opponents (102.3). ``loses``: "that player loses that much life instead"
    (Plague Drone): the gain is replaced by a life loss of that much (614.6), so no other
    life gain replacement applies to it afterwards."""

    plus: int = 0
    times: int = 1
    text: str = ""
    whose: str = "you"
    loses: bool = False

    def describe(self) -> str:
        return self.text or "life gain replacement"

    def replaced(self, n: int) -> int:
        """The life gained instead of ``n``."""
        return n * self.times + self.plus

    def applies_to(self, player: int, effect: ContinuousEffect) -> bool:
        """Does it replace ``player``'s life gains, the effect being ``effect`` (614.1a)?"""
        if self.whose == "each":
            return True
        if self.whose == "listed":
            return player in effect.players
        if self.whose == "opponents":
            return effect.controller != player
        return effect.controller == player


@frozen
class DamageModification(RuleModification):
    """"If a [red] source [you control] would deal damage to [a permanent or player], it deals
    double that damage [to that permanent or player] instead" (Furnace of Rath), "... triple
    that damage" (``times``), "... that much damage plus 2" (Torbran, ``plus``): a replacement
    effect modifying how much damage a source deals (CR 614.1a). ``sources``: the sources it
    applies to as they deal the damage (any if None, 609.7c); ``players``: the players dealt
    damage it applies to (``"any"``, ``"you"``, ``"opponent"``; None: none); ``permanents``:
    the permanents dealt damage it applies to (None: none). With several such effects, or
    prevention too, the player dealt damage or the permanent's controller chooses the order
    (616.1); each applies once to a damage event (614.5). ``combat``: only combat damage
    (True) or only noncombat damage (False), any if None (510.2); ``by_self``: only damage
    the effect's source itself deals ("If ~ would deal combat damage to a player")."""

    sources: ObjectFilter | None = None
    players: str | None = "any"
    permanents: ObjectFilter | None = None
    times: int = 1
    plus: int = 0
    text: str = ""
    combat: bool | None = None
    by_self: bool = False

    def describe(self) -> str:
        return self.text or "damage modification"

    def replaced(self, n: int) -> int:
        """The damage dealt instead of ``n``."""
        return n * self.times + self.plus


@frozen
class DamageLifeFloor(RuleModification):
    """"Damage that would reduce your life total to less than 1 reduces it to 1 instead" (Ali
    from Cairo): a replacement effect on the result of damage dealt to the effect's controller
    (CR 614.1a, 120.3a): the damage is dealt, the life lost stops at ``floor``; a life total
    already below it is not reduced (the damage would reduce it below the floor)."""

    floor: int = 1
    text: str = ""

    def describe(self) -> str:
        return self.text or f"damage can't reduce the life total below {self.floor}"

    def life_after(self, life: int, damage: int) -> int:
        """The life total after ``damage`` is dealt to a player at ``life``."""
        if life - damage >= self.floor:
            return life - damage
        return min(life, self.floor)  # "reduces it to 1": never raised


@frozen
class SkipStep(RuleModification):
    """"Skip your draw step." (Yawgmoth's Bargain): a replacement effect (CR 614.1b, 614.10):
    the turns of the effect's controller go on without that step (``step``: the step's
    value, ``"draw step"``)."""

    step: str = "draw step"
    text: str = ""

    def describe(self) -> str:
        return self.text or f"skip your {self.step}"


@frozen
class DamageAsThoughWither(RuleModification):
    """"All damage is dealt as though its source had wither." (Everlasting Torment): damage
    dealt to a creature puts that many -1/-1 counters on it instead of being marked
    (CR 702.80a), whatever its source."""

    text: str = ""

    def describe(self) -> str:
        return self.text or "all damage is dealt as though its source had wither"


@frozen
class Goaded(RuleModification):
    """CR 701.15b: the creature is goaded by ``player``: it attacks each combat if able and
    attacks a player other than ``player`` if able (a rule effect lasting until that
    player's next turn, 701.15a; not an ability, not copiable). ``player`` None: the
    controller of the effect's source now, for a static "is goaded" (Acquired Mutation)."""

    player: int | None = None

    def describe(self) -> str:
        if self.player is None:
            return "goaded by its source's controller"
        return f"goaded by player {self.player + 1}"


@frozen
class Suspected(RuleModification):
    """CR 701.60b: the permanent is suspected, a designation (not an ability, not copiable)
    lasting until it leaves the battlefield (701.60a); what it grants (menace and "can't
    block", 701.60c) is the same effect's layer 6 part."""

    def describe(self) -> str:
        return "suspected"


@frozen
class BlocksIfAble(RuleModification):
    """"[It] blocks [attacker] this combat if able" (CR 509.1c; provoke, 702.39a): a
    requirement that the creature block that attacking creature, obeyed when it blocks it;
    only a requirement, so nothing forces a creature that can't block it."""

    attacker: int

    def describe(self) -> str:
        return f"blocks object {self.attacker} this combat if able"


@frozen
class AttacksPlayer(RuleModification):
    """"[It] attacks [player] this turn if able" (CR 508.1d; encore's tokens, 702.141a): a
    requirement that the creature attack that player (not a planeswalker or battle), obeyed
    when the creature can attack and that player can be attacked."""

    player: int

    def describe(self) -> str:
        return f"attacks player {self.player + 1} if able"


@frozen
class AttackTax(AttackCondition):
    """"Creatures can't attack you unless their controller pays {2} for each creature they
    control that's attacking you" (Ghostly Prison; CR 508.1d, 508.1g-h): each creature
    attacking the effect's controller (with ``planeswalkers``, or a planeswalker that player
    controls) adds ``generic`` mana to the total cost of the attack."""

    generic: int
    planeswalkers: bool = False

    def describe(self) -> str:
        also = " or planeswalkers they control" if self.planeswalkers else ""
        return f"attacking its controller{also} costs {{{self.generic}}} per creature"


@frozen
class BlockedOnlyBy(RuleModification):
    """"[Attackers] can't be blocked except by [filter]" (CR 509.1b): only creatures matching
    ``blockers`` may block them; with ``excluded``, "can't be blocked by [filter]": creatures
    matching it may not (Dauthi Horror's "can't be blocked by white creatures")."""

    blockers: ObjectFilter
    text: str = ""
    excluded: bool = False

    def describe(self) -> str:
        if self.text:
            return self.text
        return (f"can't be blocked by {self.blockers.text}" if self.excluded
                else f"can't be blocked except by {self.blockers.text}")


@frozen
class BlockersAtLeast(RuleModification):
    """"[Attackers] can't be blocked except by three or more creatures" (Pathrazer of Ulamog;
    CR 509.1b): a restriction on the number of creatures blocking it, read with menace's
    (702.111b) through ``manastack.engine.combat.blockers_needed``."""

    count: int
    text: str = ""

    def describe(self) -> str:
        return self.text or f"can't be blocked except by {self.count} or more creatures"


@frozen
class AssignAsThoughUnblocked(RuleModification):
    """"You may have [it] assign its combat damage as though it weren't blocked" (Deathcoil
    Wurm; CR 510.1c, 609.4): as a blocked creature assigns combat damage its controller
    chooses to assign all of it to the player or permanent it attacks instead.
    ``optional``: always; the words' "you may" is that choice (what the reader's checks of
    "you may" look for, CR 608.2d)."""

    text: str = ""
    optional: bool = True

    def describe(self) -> str:
        return self.text or "may assign its combat damage as though it weren't blocked"


@frozen
class AssignsByToughness(RuleModification):
    """"Each creature you control assigns combat damage equal to its toughness rather than
    its power" (Assault Formation): CR 510.1a's amount, each such creature's toughness."""

    text: str = ""

    def describe(self) -> str:
        return self.text or "assigns combat damage equal to its toughness rather than its power"


@frozen
class AssignsNoCombatDamage(RuleModification):
    """"[This creature] assigns no combat damage this turn" (Ophidian, Keeper of
    Tresserhorn): the creature assigns none (CR 510.1a: as a creature whose damage would be
    0 or less), blocked or not; it stays attacking or blocking."""

    text: str = ""

    def describe(self) -> str:
        return self.text or "assigns no combat damage"


@frozen
class BlocksAdditional(RuleModification):
    """"[Creature] can block an additional creature each combat" (Foriysian Brigade), "an
    additional seven creatures", "any number of creatures" (``count`` None; CR 509.1a): the
    number of attackers it may block beyond the first; several such effects add up."""

    count: int | None = 1
    text: str = ""

    def describe(self) -> str:
        if self.text:
            return self.text
        if self.count is None:
            return "can block any number of creatures"
        return f"can block an additional {self.count} creature(s) each combat"


@frozen
class BlocksOnly(RuleModification):
    """"[Creature] can block only [filter]" (CR 509.1b): a restriction on the blocker; it
    may block only attackers matching ``attackers`` (Ascending Aven's "creatures with
    flying")."""

    attackers: ObjectFilter
    text: str = ""

    def describe(self) -> str:
        return self.text or f"can block only {self.attackers.text}"


# --------------------------------------------------------------------------
# Prevention with an additional effect (CR 615.5)
# --------------------------------------------------------------------------


@frozen
class PreventAndRemoveCounters(PreventDamage):
    """"If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that
    damage and remove that many +1/+1 counters from it" (Polukranos): all of the damage
    is prevented, then that many counters are removed, as many as there are (615.5,
    122.8). ``count``: "If damage would be dealt to ~, prevent that damage. Remove a +1/+1
    counter from ~." (Phantom Centaur): that number of counters, once for each damage event
    (CR 615.5, 120.4; combat damage from several blockers is one event, 510.2)."""

    kind: str = "+1/+1"
    count: int | None = None

    @property
    def once_per_event(self) -> bool:
        return self.count is not None

    def prevented(self, game: Game, effect: ContinuousEffect, recipient: Any, amount: int) -> None:
        obj = game.find(recipient) if isinstance(recipient, int) else None
        if obj is None or amount <= 0:
            return
        n = min(amount if self.count is None else self.count, obj.counter(self.kind))
        if n:
            game.remove_counters(obj.id, self.kind, n, rule="615.5")


@frozen
class PreventAndAddCounters(PreventDamage):
    """"Prevent the next 3 damage that would be dealt to target creature this turn. For each 1
    damage prevented this way, put a +1/+1 counter on that creature." (Test of Faith): after
    the damage is prevented, that many ``kind`` counters on the creature shielded (CR 615.5,
    122.1). ``per_prevented`` False: "prevent that damage and put that many +1/+1 counters on
    it" (Panther Habit): as many as the damage, even damage that can't be prevented
    (615.12: the effect applies, its additional part happens)."""

    kind: str = "+1/+1"
    per_prevented: bool = True

    @property
    def counts_prevented(self) -> bool:
        return self.per_prevented

    def prevented(self, game: Game, effect: ContinuousEffect, recipient: Any, amount: int) -> None:
        obj = game.find(recipient) if isinstance(recipient, int) else None
        if obj is not None and amount > 0:
            game.add_counters(obj.id, self.kind, amount, rule="615.5", by=effect.controller)


@frozen
class RedirectDamage(RuleModification):
    """"The next 1 damage that would be dealt to ~ this turn is dealt to target creature you
    control instead" (Lancers en-Kor): a redirection effect (CR 614.9) on the effect's
    objects: the next ``amount`` damage dealt to one of them is dealt to ``to`` (an object id
    or a player) instead, the same source dealing it; used up as it redirects, like a shield."""

    amount: int = 1
    to: Any = None
    text: str = ""

    def describe(self) -> str:
        return self.text or f"the next {self.amount} damage is dealt to another instead"


@frozen
class RedirectDamageToYou(RuleModification):
    """"All damage that would be dealt to you is dealt to ~ instead" (Empyrial Archangel), "...
    to enchanted creature instead" (Pariah), "... to equipped creature instead" (Pariah's
    Shield): a static redirection effect (CR 614.9) of every damage event to the effect's
    controller, dealt by the same source to the effect's source itself or, with ``attached``,
    to the permanent it is attached to; never used up; with none to deal it to, it does
    nothing (614.9)."""

    attached: bool = False
    text: str = ""

    def describe(self) -> str:
        return self.text or "all damage that would be dealt to you is dealt to another instead"


@frozen
class PreventDamageToYou(PreventDamage):
    """"If a source an opponent controls would deal damage to you, prevent 1 of that damage"
    (Guardian Seraph): a static prevention effect on the damage dealt to the effect's
    controller by a source matching ``sources`` (any source if None); with ``amount``, that
    much of each such damage event, never used up (CR 615.10, 609.7)."""

    sources: ObjectFilter | None = None


@frozen
class PreventFromChosenSource(PreventDamage):
    """"[The next time] a [red] source of your choice would deal damage [to you] this turn,
    prevent that damage" (CR 609.7, 615.8, 615.9), "The next time target creature would deal
    damage this turn, prevent that damage": the damage dealt by the one chosen (or targeted)
    source (the effect's objects) while it still matches ``sources`` (609.7b); only to the effect's
    controller with ``to_you``; with ``next_time``, used up once it has prevented one instance
    of that source's damage (615.8), not when it prevented none (609.7b)."""

    sources: ObjectFilter | None = None
    to_you: bool = False
    next_time: bool = False
    #: "... would deal damage to target creature": the one object id or player dealt it
    recipient: Any = None


@frozen
class BlockersNeeded:
    """The fewest creatures that may block an attacker (CR 509.1b), and why: the answer of
    ``manastack_blockers_needed`` (menace: 2, "has menace", 702.111b)."""

    count: int
    reason: str
    rule: str
