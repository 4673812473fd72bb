"""Damage, life and prevention (CR 119, 120, 615).

"~ deals 3 damage to any target [for each ...]", "... and the damage can't be prevented",
"~ deals damage equal to its power to ...", "~ deals damage to [what] equal to [amount]",
"~ deals N damage divided as you choose among one or two targets" (601.2d); "[who] gains /
loses N life", "gain that much life"; "Prevent the next N damage that would be dealt to ...
this turn", "Prevent all [combat] damage ...", "... dealt to and dealt by that creature this turn"
(615.1a), "... divided as you choose" (615.7); "Damage
can't be prevented [this turn]" (615.12); the static "If damage would be dealt to ~ while
it has a +1/+1 counter on it, prevent that damage and remove that many +1/+1 counters
from it" (615, 122).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import attrs

from manastack.api import (
    YOU,
    Amount,
    ApplyRule,
    AttachedFilter,
    CantGainLife,
    ControlledBy,
    ControllerOf,
    Count,
    DamageAsThoughWither,
    DamageAtOnce,
    DamageCantBePrevented,
    DamageEqual,
    DamageLifeFloor,
    DamageModification,
    DamagesItself,
    DamageStaysInCleanup,
    DamageUnpreventable,
    DealDamage,
    DealDividedDamage,
    EventRef,
    ExchangeLifeTotals,
    GainLife,
    Instruction,
    ItRef,
    LifeGainForbidden,
    LifeGainReplacement,
    LoseLife,
    NoLifeGainInstead,
    ObjectFilter,
    Prevent,
    PreventAll,
    PreventAndAddCounters,
    PreventAndRemoveCounters,
    PreventDamage,
    PreventDamageToYou,
    PreventDivided,
    PreventFromSourceOfChoice,
    Recipient,
    Redirect,
    RedirectDamageToYou,
    Ref,
    SetLifeTotal,
    SourceRef,
    StaticAbility,
    StaticEffect,
    TargetRef,
)
from manastack_grammar.builder import Builder
from manastack_grammar.phrases.filters import (
    COLOR_LETTERS,
    parse_filter,
    permanent_filter,
    singular,
)
from manastack_grammar.phrases.numbers import int_number, number, parse_amount
from manastack_grammar.phrases.references import parse_target
from manastack_grammar.registration import NUMBER, NotUnderstood, sentence
from manastack_grammar.results import Amend, SentenceResult, worded
from manastack_grammar.sentences.common import (
    SPECIFIC_PRIORITY,
    divided_amount,
    divided_targets,
    for_each_amount,
    rule,
    strict_ref,
)
from manastack_grammar.sentences.statics import condition_of_static

if TYPE_CHECKING:
    from manastack.api import Game, GameObject


_M = re.Match[str]  # the match a rule's build receives


@rule("damage", r"(?P<src>~|§|it|that creature|this token) deals? (?P<n>.+?) damage to "
          r"(?P<to>.+?)(?: for each (?P<each>.+))?")
def _damage(m: _M, b: Builder) -> SentenceResult:
    src = m["src"].lower()
    amount = for_each_amount(parse_amount(m["n"], b), m["each"], b)
    if src == "it" and b.it is None and b.attached_trigger and b.last is None:
        # "Whenever equipped creature becomes blocked, it deals 2 damage to ..." (Trailblazer's
        # Torch): the creature of the event deals it, not the Equipment (CR 603.2, 301.5)
        return DealDamage(amount, b.ref(m["to"]), source=ItRef())
    if src in ("it", "that creature") and b.it is None and b.last is None \
            and b.object_event_trigger and not b.attached_trigger:
        # CR 603.2, 603.7c: "Whenever a Beast you control enters, you may have it deal 4
        # damage ..." (Aether Charge): the object of the event deals it, not the source; as it
        # last existed if it has left the battlefield since (608.2h)
        return DealDamage(amount, b.ref(m["to"]), source=EventRef("obj"))
    if src == "~" or (src == "it" and b.it is None and b.is_permanent):
        if src == "~" and b.is_permanent and b.subject is None:
            # the permanent is the sentence's subject, not what it deals damage to: "~ deals
            # 2 damage to target player and gains indestructible" (CR 113.7: ~ gains it)
            b.subject = SourceRef()
        return DealDamage(amount, b.ref(m["to"]))
    if src == "this token":
        return DealDamage(amount, b.ref(m["to"]))
    # another object deals the damage ("It deals 1 damage to each opponent"); in a granted
    # ability, the card granting it (CR 201.5a: "Ninja's Kunai deals 3 damage")
    source = b.ref(m["src"])
    # CR 120.3: "itself" is the object dealing the damage, not the card with the text
    to = source if m["to"].lower() == "itself" else b.ref(m["to"])
    return DealDamage(amount, to, source=source)


@rule("damage that can't be prevented",
      r"(?P<src>~) deals? (?P<n>.+?) damage to (?P<to>.+?) and the damage can't be prevented",
      priority=1)
def _damage_unpreventable(m: _M, b: Builder) -> SentenceResult:
    """"~ deals 6 damage to that permanent or player and the damage can't be prevented"
    (Lightning Surge; CR 615.12: prevention effects prevent none of this damage)."""
    return DealDamage(parse_amount(m["n"], b), b.ref(m["to"]), unpreventable=True)


@rule("damage to two recipients",
      rf"(?P<src>~|it) deals? (?P<n1>{NUMBER}) damage to (?P<to1>[^,]+?) and (?P<n2>{NUMBER}) "
      r"damage to (?P<to2>[^,]+)", priority=1)
def _damage_to_two(m: _M, b: Builder) -> SentenceResult:
    """"~ deals 1 damage to any target and 1 damage to you" (Fireslinger), "~ deals 3 damage
    to target creature and 3 damage to target player or planeswalker" (Cunning Strike): each
    amount to its own recipients, all dealt at once (CR 120.4). "When ~ enters, it deals 4
    damage to any target and 2 damage to you" (Char-Dog): "it" is the permanent itself."""
    # "it" is the permanent only when no earlier object is "it" (CR 603.2: the source's trigger)
    if m["src"] == "it" and not (b.it is None and b.is_permanent):
        raise NotUnderstood(m.group(0))
    if m["to1"].lower() == "target creature" and m["to2"].lower() == "that creature's controller":
        return _damage_to_creature_and_controller(m, b)
    for to in (m["to1"], m["to2"]):
        low = to.lower()
        # an earlier object ("that creature's controller"), a choice or "up to" read elsewhere
        if not (low in ("you", "itself", "any target", "any other target", "each opponent")
                or low.startswith("target ")) or re.search(r"\bthat\b|choice|up to", low):
            raise NotUnderstood(m.group(0))
    if b.is_permanent and b.subject is None:
        b.subject = SourceRef()  # CR 113.7: ~ deals it, it is not the damage's recipient
    first = DealDamage(parse_amount(m["n1"], b), b.ref(m["to1"]))
    second = DealDamage(parse_amount(m["n2"], b), b.ref(m["to2"]))
    return DamageAtOnce((first, second), text=m.group(0))


def _damage_to_creature_and_controller(m: _M, b: Builder) -> SentenceResult:
    """"~ deals 5 damage to target creature and 2 damage to that creature's controller"
    (Burn the Accursed, Chandra's Outrage): the player who controls the target creature as
    the damage is dealt, both at once (CR 120.4, 608.2h); no new target is chosen (115.1)."""
    if b.is_permanent and b.subject is None:
        b.subject = SourceRef()  # CR 113.7: ~ deals it, it is not the damage's recipient
    creature = b.ref(m["to1"])
    first = DealDamage(parse_amount(m["n1"], b), creature)
    second = DealDamage(parse_amount(m["n2"], b), ControllerOf(creature, last_known=True))
    return DamageAtOnce((first, second), text=m.group(0))


@rule("damage to target player and each creature that player controls",
      r"(?P<src>~|it) deals? (?P<n>.+?) damage to (?P<to>target player or planeswalker|target "
      r"player) and each (?P<what>creature|creature and planeswalker) (?P<whose>that player or "
      r"that planeswalker's controller controls|that player controls|they control)",
      priority=1)
def _damage_to_player_and_their_creatures(m: _M, b: Builder) -> SentenceResult:
    """"~ deals 10 damage to target player or planeswalker and each creature that player or
    that planeswalker's controller controls" (Chandra Nalaar), "... to target player and each
    creature that player controls" (Chandra, Flame's Fury): the target and the creatures of
    that player (the planeswalker's controller as the ability resolves, 608.2h) are dealt the
    damage at once (CR 120.4); the creatures are not targeted (115.1)."""
    if m["src"] == "it" and not (b.it is None and b.is_permanent):
        raise NotUnderstood(m.group(0))  # "it" is an earlier object, not the permanent
    walker = m["to"].lower().endswith("planeswalker")
    if walker != m["whose"].lower().startswith("that player or"):
        raise NotUnderstood(m.group(0))  # the player named must be the target's own
    if b.is_permanent and b.subject is None:
        b.subject = SourceRef()  # CR 113.7: ~ deals it, it is not the damage's recipient
    amount = parse_amount(m["n"], b)
    target = b.ref(m["to"])
    what = "creature or planeswalker" if m["what"].lower().endswith("planeswalker") else "creature"
    theirs = ControlledBy(permanent_filter(parse_filter(what)), ControllerOf(target))
    return DamageAtOnce((DealDamage(amount, target), DealDamage(amount, theirs)),
                        text=m.group(0))


@rule("damage equal to power",
          r"(?P<src>~|it|that creature|target creature you control) deals damage equal to "
          r"(?P<twice>twice )?(?P<whose>its|~'s|that creature's) (?P<stat>power|toughness) to "
          r"(?P<to>.+)")
def _damage_equal(m: _M, b: Builder) -> SentenceResult:
    src_word = m["src"].lower()
    if src_word == "~" and m["whose"].lower() == "that creature's":
        # "~ deals damage equal to that creature's power" (Heart-Piercer Manticore): another
        # creature's power, an amount read as such (CR 107.3c, 608.2h)
        raise NotUnderstood(m.group(0))
    # "Target creature you control deals damage equal to twice its power to ..." (Punishing
    # Punch): the source's power doubled as the damage is dealt (CR 120.3, 608.2h)
    factor = 2 if m["twice"] else 1
    if src_word == "it" and b.it is None and b.attached_trigger and b.last is None:
        # "Whenever equipped creature attacks, it deals damage equal to its power ..." (Mage
        # Slayer): the creature of the event deals it, not the Equipment (CR 603.2, 301.5)
        return DamageEqual(ItRef(), b.ref(m["to"]), stat=m["stat"].lower(), factor=factor)
    source: Ref
    if src_word in ("it", "that creature") and b.it is None and b.object_event_trigger \
            and not b.attached_trigger:
        # CR 603.2, 603.7c: "Whenever a creature you control enters / another creature you
        # control dies, it deals ...": the creature of the event deals it (Warstorm Surge,
        # Stalking Vengeance), as it last existed if it has left since (608.2h: it still does)
        source = EventRef("obj")
    elif src_word == "it" and b.it is None:
        if b.it_source or b.self_trigger or b.left_trigger:
            # CR 113.7, 603.2: "When ~ enters / dies, it deals ...", "{R}, Sacrifice ~: It
            # deals ...": the source itself, as it last existed if it has left (608.2h)
            source = SourceRef()
        else:
            raise NotUnderstood(m.group(0))  # no object of the event nor source it surely is
    else:
        source = SourceRef() if src_word == "~" else b.ref(m["src"])
    return DamageEqual(source, b.ref(m["to"]), stat=m["stat"].lower(), factor=factor)


@rule("they each deal damage equal to their power",
      r"(?P<src>they|those creatures) each deal damage equal to their power to (?P<to>.+)")
def _each_damage_equal(m: _M, b: Builder) -> SentenceResult:
    """"Tap one or two target untapped creatures you control. They each deal damage equal to
    their power to target creature an opponent controls." (Coordinated Clobbering): each of the
    creatures named before is a source dealing damage equal to its own power (CR 120.3), all
    of it at once (120.4); with nothing named before, refused."""
    return DamageEqual(strict_ref(m["src"], b), b.ref(m["to"]), each=True)


@rule("damage to itself equal to its power",
      r"(?P<who>target creature|each creature) deals damage to itself equal to its power")
def _damage_to_itself(m: _M, b: Builder) -> SentenceResult:
    """"Target creature deals damage to itself equal to its power" (Justice Strike), "Each
    creature deals damage to itself equal to its power" (Solar Blaze): the creature is the
    damage's source (CR 120.3), the powers read as it resolves (608.2h)."""
    return DamagesItself(b.ref(m["who"]))


@rule("twice that much damage to itself",
      r"(?:it|that creature) deals twice that much damage to itself", priority=1)
def _twice_damage_to_itself(m: _M, b: Builder) -> SentenceResult:
    """"Target creature deals damage to itself equal to its power. If that creature has
    flying, it deals twice that much damage to itself instead." (Cut Propulsion; CR 608.2c,
    120.3): the same creature deals itself twice its power; after anything else, not read."""
    if not isinstance(b.last, DamagesItself):
        raise NotUnderstood(m.group(0))
    return DamagesItself(b.last.what, times=2, text=m.group(0))


@rule("gain life", r"(?P<who>.+?) gains? (?P<n>.+?) life(?: for each (?P<each>.+))?")
def _gain(m: _M, b: Builder) -> SentenceResult:
    return GainLife(for_each_amount(parse_amount(m["n"], b), m["each"], b), b.ref(m["who"]))


@rule("lose life", r"(?P<who>.+?) loses? (?P<n>.+?) life(?: for each (?P<each>.+))?")
def _lose(m: _M, b: Builder) -> SentenceResult:
    return LoseLife(for_each_amount(parse_amount(m["n"], b), m["each"], b), b.ref(m["who"]))


@sentence("life equal to a count",
          r"(?:(?P<who>.+?) )?(?P<verb>gains?|loses?) life equal to (?P<amount>the number of "
          r".+?(?:you control|in your hand|in your graveyard|on the battlefield)|"
          r"your devotion to (?:white|blue|black|red|green))")
def _life_equal_to_count(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You gain life equal to the number of Cats you control", "Draw a card, then you gain
    life equal to the number of cards in your hand": the count taken as the effect happens
    (CR 107.3c, 608.2h), counted from "you"'s side only (a count about another player,
    "creatures they control", is not read here); no subject written is "you" (119.3). "You
    gain life equal to your devotion to green" (Nylea's Disciple; CR 700.5)."""
    gain = m["verb"].lower().startswith("gain")
    if m["who"] is None and not gain:
        raise NotUnderstood(m.group(0))
    who = YOU if m["who"] is None else b.ref(m["who"])
    amount = parse_amount(m["amount"], b)
    return (GainLife if gain else LoseLife)(amount, who, text=m.group(0))


@sentence("life equal to that creature's power or toughness",
          r"(?P<who>you|its controller|that creature's controller) (?P<verb>gains?|loses?) "
          r"life equal to (?P<amount>that creature's (?:power|toughness)|"
          r"its mana value|its (?:power|toughness)|that card's mana value|"
          r"the damage dealt this way|the sacrificed creature's (?:power|toughness|mana value)|"
          r"the sacrificed artifact's mana value)",
          priority=SPECIFIC_PRIORITY)
def _life_equal_to_that_creature(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Target player sacrifices a creature of their choice. You gain life equal to that
    creature's toughness" (Consuming Vapors), "Destroy target nonblack creature. ... You lose
    life equal to that creature's toughness" (Vendetta): the creature as it last existed on
    the battlefield (CR 608.2h), its toughness with every effect then applied; "Destroy
    target artifact. You gain life equal to its mana value" (Divine Offering), as it last
    existed too (608.2h); "~ deals 2 damage to each other player. You gain life equal to the
    damage dealt this way" (Syphon Soul): the damage dealt, after prevention (120.3, 615);
    "Destroy target attacking creature. You gain life equal to its power" (Chastise), "When
    ~ dies, you gain life equal to its power" (Bottle Golems): "it" as it last existed on
    the battlefield (608.2h); "{1}, {T}, Sacrifice another creature: You gain life equal to
    the sacrificed creature's toughness" (Bushmeat Poacher): the one creature the cost
    sacrificed, as it last existed (601.2h, 608.2h). "Exile target attacking creature. Its
    controller gains life equal to its toughness" (Avenger en-Dal), "When enchanted creature
    dies, that creature's controller loses life equal to its toughness" (Banewasp
    Affliction): the player who controlled that creature as it last existed on the
    battlefield (608.2h), read before the amount so "its" still names the creature."""
    who_word, verb = m["who"].lower(), m["verb"].lower()
    if (who_word == "you") != (verb in ("gain", "lose")):
        raise NotUnderstood(m.group(0))  # the verb agrees with its subject
    who = YOU if who_word == "you" else b.ref(m["who"])
    gain = verb.startswith("gain")
    amount = parse_amount(m["amount"], b)
    return (GainLife if gain else LoseLife)(amount, who, text=m.group(0))


@sentence("gain life implicit", rf"gain (?P<n>{NUMBER}|that much) life", priority=SPECIFIC_PRIORITY)
def _gain_life(m: re.Match[str], b: Builder) -> SentenceResult:
    """"[You may] gain 3 life", "[you may] gain that much life" (the subject "you" left
    out, CR 119.3)."""
    return GainLife(parse_amount(m["n"], b), YOU, text=m.group(0))


@sentence("gain the life lost this way",
          r"(?:you )?gain life equal to the life lost this way", priority=SPECIFIC_PRIORITY)
def _gain_life_lost(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Each opponent loses 2 life. You gain life equal to the life lost this way" (CR 608.2c,
    119.3): all the life the instruction just before made its players lose, as it was
    lost."""
    if not isinstance(b.last, LoseLife):
        raise NotUnderstood(m.group(0))  # "this way" names no loss of life of this effect
    lost = Count("the life lost this way",
                 lambda ctx: int(ctx.values.get("life_lost", 0)))
    return GainLife(lost, YOU, text=m.group(0))


@sentence("lose half your life",
          r"(?:you lose half your|(?P<who>that player|target player|target opponent) loses "
          r"half their) life, rounded (?P<way>up|down)", priority=SPECIFIC_PRIORITY)
def _lose_half_your_life(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Draw four cards. You lose half your life, rounded up." (Cruel Bargain): half of the
    life total as the instruction is followed (CR 119.3, 608.2h), rounded as written (107.1a);
    a negative life total loses none. "That player loses half their life, rounded up."
    (Ebonblade Reaper): half of that one player's own life total."""
    up = m["way"].lower() == "up"
    who = b.ref(m["who"]) if m["who"] else YOU

    def half(ctx: Any) -> int:
        player = who.one_player(ctx)
        if player is None:
            return 0  # CR 608.2b: no player (gone, or an illegal target) loses nothing
        life: int = max(ctx.game.player(player).life, 0)  # no life to lose below 0
        return -(-life // 2) if up else life // 2

    return LoseLife(Count(m.group(0), half), who, text=m.group(0))


@sentence("prevent next",
          rf"prevent the next (?P<n>{NUMBER}) (?P<combat>combat )?damage that would be dealt to "
          r"(?P<to>.+?) this turn", priority=SPECIFIC_PRIORITY)
def _prevent_next(m: re.Match[str], b: Builder) -> SentenceResult:
    """A prevention shield until end of turn (CR 615.7); "Prevent the next 1 combat damage that
    would be dealt to you this turn" (Decorated Griffin): only combat damage uses it (510.2)."""
    return Prevent(b.ref(m["to"]), number(m["n"]), combat_only=bool(m["combat"]),
                   text=m.group(0))


@sentence("prevent all to",
          r"prevent all (?P<combat>combat )?damage that would be dealt to (?P<to>.+?) this turn",
          priority=SPECIFIC_PRIORITY)
def _prevent_all_to(m: re.Match[str], b: Builder) -> SentenceResult:
    return Prevent(b.ref(m["to"]), None, combat_only=bool(m["combat"]), text=m.group(0))


@sentence("prevent all", r"prevent all (?P<combat>combat )?damage that would be dealt this turn",
          priority=SPECIFIC_PRIORITY)
def _prevent_all(m: re.Match[str], b: Builder) -> SentenceResult:
    return PreventAll(combat_only=bool(m["combat"]), text=m.group(0))


@sentence("damage can't be prevented this turn", r"damage can't be prevented this turn",
          priority=SPECIFIC_PRIORITY)
def _unpreventable_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """Flaring Pain (CR 615.12): prevention effects prevent nothing until end of turn."""
    return DamageUnpreventable(text=m.group(0))


@sentence("the damage can't be prevented", r"the damage can't be prevented",
          priority=SPECIFIC_PRIORITY)
def _the_damage_unpreventable(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Combust deals 5 damage to target white or blue creature. The damage can't be
    prevented.": the damage of the sentence before (CR 615.12: prevention effects prevent
    none of it); after anything but one "deals damage" it is not read."""

    def apply(previous: Instruction) -> Instruction:
        if not isinstance(previous, DealDamage):
            raise NotUnderstood(m.group(0))
        return attrs.evolve(previous, unpreventable=True)

    return Amend(apply)


@sentence("damage can't be prevented",
          r"(?P<combat>combat )?damage(?: that would be dealt by (?P<by>~|creatures you "
          r"control))? can't be prevented", kind="ability", priority=SPECIFIC_PRIORITY)
def _unpreventable_static(m: re.Match[str], b: Builder) -> SentenceResult:
    """Everlasting Torment's static ability (CR 604.1, 615.12); "Combat damage can't be
    prevented." (Frenzied Baloth): combat damage only; "Damage that would be dealt by ~ can't
    be prevented." (Excruciator): its own damage only; "Combat damage that would be dealt by
    creatures you control can't be prevented." (Questing Beast): from its controller's
    creatures as they deal it (609.7c)."""
    by = (m["by"] or "").lower()
    if by == "~" and not b.is_permanent:
        raise NotUnderstood(m.group(0))
    part = DamageCantBePrevented(
        text=m.group(0), combat_only=bool(m["combat"]), by_self=by == "~",
        by=_creatures(by, m.group(0)) if by and by != "~" else None)
    return StaticAbility(effects=(StaticEffect(parts=(part,), text=m.group(0)),),
                         text=m.group(0))


@sentence("players can't gain life", r"(?P<who>players|your opponents) can't gain life",
          kind="ability")
def _cant_gain_life(m: re.Match[str], b: Builder) -> SentenceResult:
    """Everlasting Torment's static ability (CR 604.1): no player gains life (CR 119.7);
    "Your opponents can't gain life." (Knight of Dusk's Shadow): its controller still does."""
    opponents = m["who"].lower() == "your opponents"
    part = CantGainLife(text=m.group(0), opponents=opponents)
    return StaticAbility(effects=(StaticEffect(parts=(part,),
                                               text=m.group(0)),), text=m.group(0))


@sentence("players can't gain life this turn",
          r"(?P<who>players|your opponents) can't gain life this turn", priority=SPECIFIC_PRIORITY)
def _cant_gain_life_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Players can't gain life this turn." (Call In a Professional): as it resolves, a rule
    effect until end of turn under which no player gains life (CR 119.7, 611.2a);
    "Your opponents ...": only its controller's opponents (102.3)."""
    return LifeGainForbidden(opponents=m["who"].lower() == "your opponents", text=m.group(0))


@sentence("damage isn't removed during cleanup",
          r"damage isn't removed from creatures your opponents control during cleanup steps",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _damage_stays_in_cleanup(m: re.Match[str], b: Builder) -> SentenceResult:
    """Patient Zero's static ability (CR 604.1): the cleanup step removes no damage from the
    creatures its controller's opponents control (514.2, 102.3)."""
    part = DamageStaysInCleanup(text=m.group(0), opponents=True)
    return StaticAbility(effects=(StaticEffect(parts=(part,), text=m.group(0)),),
                         text=m.group(0))


@sentence("life gain replacement",
          rf"if you would gain life, you gain (?:that much life plus (?P<plus>{NUMBER})|"
          r"(?P<twice>twice) that much life) instead", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _life_gain_replacement(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If you would gain life, you gain that much life plus 1 instead" (Angel of Vitality),
    "... twice that much life instead" (Alhammarret's Archive): a static replacement effect
    on its controller's life gains (CR 614.1a, 119.10; several: 616.1)."""
    if m["twice"]:
        part = LifeGainReplacement(times=2, text=m.group(0))
    else:
        part = LifeGainReplacement(plus=int_number(m["plus"]), text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), text=m.group(0)),),
                         text=m.group(0))


@sentence("players gain no life instead",
          r"if a player would gain life, that player gains no life instead", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _gains_no_life_instead(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If a player would gain life, that player gains no life instead." (Sulfuric Vortex): a
    static replacement effect on every player's life gains (CR 614.1a, 119.10); gaining 0
    life is no life gain event (119.9)."""
    part = LifeGainReplacement(times=0, whose="each", text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), text=m.group(0)),),
                         text=m.group(0))


@sentence("opponents lose life instead",
          r"if an opponent would gain life, that player loses that much life instead",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _opponents_lose_life_instead(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If an opponent would gain life, that player loses that much life instead." (Plague
    Drone, Tainted Remedy): a static replacement effect on the life gains of its controller's
    opponents (CR 614.1a, 102.3): each becomes a loss of that much life (614.6)."""
    part = LifeGainReplacement(whose="opponents", loses=True, text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), text=m.group(0)),),
                         text=m.group(0))


@sentence("that player gains no life this turn instead",
          r"if that player or that planeswalker's controller would gain life this turn, that "
          r"player gains no life instead", priority=SPECIFIC_PRIORITY)
def _that_player_gains_no_life(m: re.Match[str], b: Builder) -> SentenceResult:
    """"~ deals 4 damage to target player or planeswalker. ... If that player or that
    planeswalker's controller would gain life this turn, that player gains no life
    instead." (Flames of the Blood Hand): a replacement effect until end of turn (CR 614.1a,
    119.10) on the gains of the target player, or of the target planeswalker's controller as
    the spell resolves (608.2h)."""
    target = b.it
    if not isinstance(target, TargetRef) or b.targets[target.index].text.lower() != \
            "target player or planeswalker":
        raise NotUnderstood(m.group(0))  # "that player" must be the one target's
    return NoLifeGainInstead(ControllerOf(target), text=m.group(0))


@sentence("excess damage to controller",
          r"excess damage is dealt to that creature's controller instead",
          priority=SPECIFIC_PRIORITY)
def _excess_to_controller(m: re.Match[str], b: Builder) -> SentenceResult:
    """"~ deals 4 damage to target creature. Excess damage is dealt to that creature's
    controller instead." (Flame Spill): the damage event to the one target creature is
    modified: beyond lethal damage, it goes to that creature's controller (CR 120.4a)."""
    last = b.last
    if not isinstance(last, DealDamage) or not isinstance(last.to, TargetRef) or \
            last.source is not None:
        raise NotUnderstood(m.group(0))
    spec = b.targets[last.to.index]
    flt = spec.objects
    if flt is None or spec.players is not None or spec.also or flt.types != ("Creature",) \
            or spec.min != 1 or spec.max != 1:
        raise NotUnderstood(m.group(0))  # "that creature": exactly one target creature

    return _amend_last(last, m.group(0), excess_to_controller=True)


@sentence("all damage as though wither", r"all damage is dealt as though its source had wither",
          kind="ability")
def _all_damage_wither(m: re.Match[str], b: Builder) -> SentenceResult:
    """Everlasting Torment's static ability (CR 604.1): damage to a creature is dealt as
    -1/-1 counters, whatever its source (CR 702.80a)."""
    return StaticAbility(effects=(StaticEffect(parts=(DamageAsThoughWither(text=m.group(0)),),
                                               text=m.group(0)),), text=m.group(0))




@sentence(
    "divided damage",
    r"(?P<src>~|it) deals (?P<n>\d+|x) damage divided as you choose among "
    r"(?P<how>one or two|one, two, or three|any number of) (?P<what>targets|target .+)",
    priority=1,
)
def _divided_damage(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 601.2d, 115.1: one instance of "target", several targets, an amount divided;
    "among any number of target creatures" (Pyrokinesis), "... one, two, or three target
    attacking or blocking creatures" (Deft Dismissal): the targets of that kind, at least one
    (each gets at least 1 of the amount, 601.2d). "When ~ enters, it deals 5 damage divided
    as you choose among any number of targets" (Bogardan Hellkite): "it" is the permanent."""
    if m["src"].lower() == "it" and not (b.it is None and b.is_permanent):
        raise NotUnderstood(m.group(0))  # "it" is the permanent only with nothing before it
    ref = divided_targets(m["how"], m["what"], m.group(0), b)
    return DealDividedDamage(amount=divided_amount(m["n"], m.group(0)), index=ref.index,
                             text=m.group(0))


@sentence("prevent divided",
          r"prevent the next (?P<n>\d+|x) damage that would be dealt this turn to "
          r"(?P<how>one or two|one, two, or three|any number of) targets, divided as you choose")
def _prevent_divided(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 601.2d, 615.7: prevention shields divided among the targets."""
    ref = divided_targets(m["how"], "targets", m.group(0), b)
    return PreventDivided(amount=divided_amount(m["n"], m.group(0)), index=ref.index,
                          text=m.group(0))


def _has_counter_now(kind: str) -> Any:
    def check(game: Game, obj: GameObject) -> bool:
        now = game.find(obj.id)
        return now is not None and now.counter(kind) > 0

    return worded(check, f"it has a {kind} counter on it")


@sentence("prevent damage to ~ and remove counters",
          r"if damage would be dealt to ~ while it has an? (?P<kind>[+-]1/[+-]1|\w+) counter on "
          r"it, prevent that damage and remove that many (?P<kind2>[+-]1/[+-]1|\w+) counters "
          r"from it", kind="ability")
def _prevent_remove_counters(m: re.Match[str], b: Builder) -> SentenceResult:
    kind = m["kind"].lower()
    if m["kind2"].lower() != kind:
        raise NotUnderstood(m.group(0))
    part = PreventAndRemoveCounters(amount=None, kind=kind, text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True,
                                               condition=_has_counter_now(kind),
                                               text=m.group(0)),), text=m.group(0))


@sentence("damage to equal to",
          r"(?P<src>~|it) deals damage to (?P<to>.+?) equal to (?P<amount>.+)")
def _damage_to_equal(m: re.Match[str], b: Builder) -> SentenceResult:
    """"~ deals damage to any target equal to the number of Swamps you control" (Corrupt);
    "~ deals damage to target player equal to the number of cards in that player's hand"
    (Sudden Impact): "that player" is the recipient, read first (CR 120.3, 608.2h); so is
    "the number of nonbasic lands that player controls" (Anathemancer). "it" first in the
    effect of a trigger on the source's own event is the source (Fathom Fleet Swordjack;
    CR 603.2, 113.7)."""
    first_it = b.it is None and b.last is None
    # "it" first: the source, in a trigger on its own event or a permanent's activated ability
    # (CR 113.7: "{T}, Remove all +1/+1 counters from ~: It deals damage ...", Molten Hydra)
    if m["src"].lower() == "it" and not (first_it and (b.self_trigger or b.it_source)):
        raise NotUnderstood(m.group(0))
    if m["to"].lower() in ("each opponent", "each player") and \
            re.search(r"that player's|that player controls", m["amount"].lower()):
        # "~ deals damage to each opponent equal to the number of cards in that player's hand"
        # (Stormbreath Dragon): each one's own count, all dealt at once (CR 608.2c, 120.4)
        to = strict_ref(m["to"], b)
        saved, b.that_player = b.that_player, Recipient()
        try:
            count = b.amount(m["amount"])
        finally:
            b.that_player = saved
        return DealDamage(count, to, per_recipient=True, text=m.group(0))
    if re.search(r"that player's|that player controls|they control", m["amount"].lower()):
        to = strict_ref(m["to"], b)
        return DealDamage(b.amount(m["amount"]), to, text=m.group(0))
    amount = b.amount(m["amount"])
    return DealDamage(amount, strict_ref(m["to"], b), text=m.group(0))


@sentence("damage equal to a count to",
          r"~ deals damage equal to (?P<amount>the number of .+?|the sacrificed creature's "
          r"power|the sacrificed artifact's mana value) to (?P<to>.+)")
def _damage_equal_to_count(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Cabaretti Charm deals damage equal to the number of creatures you control to target
    creature or planeswalker": the count taken as the spell resolves (CR 107.3c, 608.2h),
    the damage dealt by the source (120.3); "Fling deals damage equal to the sacrificed
    creature's power to any target": the creature its cost sacrificed, as it last existed
    (601.2h, 608.2h); "Bosh deals damage equal to the sacrificed artifact's mana value to any
    target" (Bosh, Iron Golem), the one artifact its cost sacrificed (202.3)."""
    amount = b.amount(m["amount"])
    return DealDamage(amount, strict_ref(m["to"], b), text=m.group(0))


@sentence("prevent damage to ~ then remove a counter",
          r"if damage would be dealt to ~, prevent that damage\. remove an? (?P<kind>[+-]1/[+-]1) "
          r"counter from ~", kind="ability")
def _prevent_remove_a_counter(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~."
    (Phantom Centaur): all damage to it is prevented, with or without counters (CR 615.1a),
    and one counter is removed for each damage event, if it has one (615.5, 120.4, 122.8)."""
    part = PreventAndRemoveCounters(amount=None, kind=m["kind"].lower(), count=1,
                                    text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True, text=m.group(0)),),
                         text=m.group(0))


@sentence("prevent damage to ~ then counters for each prevented",
          r"if damage would be dealt to ~, prevent that damage\. put an? (?P<kind>[+-]1/[+-]1) "
          r"counter on ~ for each 1 damage prevented this way", kind="ability")
def _prevent_then_counters_for_each(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If damage would be dealt to ~, prevent that damage. Put a -1/-1 counter on ~ for each
    1 damage prevented this way." (Phyrexian Hydra): all damage to it is prevented (CR 615.1a)
    and that many counters are put on it, each time (615.5, 122.1); damage that can't be
    prevented gives none (615.12: none was prevented)."""
    if not b.is_permanent:
        raise NotUnderstood(m.group(0))
    part = PreventAndAddCounters(amount=None, kind=m["kind"].lower(), text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True, text=m.group(0)),),
                         text=m.group(0))


@sentence("prevent damage to it and put that many counters",
          r"if (?:damage would be dealt to (?P<what>~|equipped creature|enchanted creature)|"
          r"(?P<what2>~|equipped creature|enchanted creature) would be dealt damage), prevent "
          r"that damage and put that many (?P<kind>[+-]1/[+-]1) counters on (?:it|him|her)",
          kind="ability")
def _prevent_and_put_that_many(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If equipped creature would be dealt damage, prevent that damage and put that many
    +1/+1 counters on it." (Panther Habit), "If damage would be dealt to ~, prevent that damage
    and put that many +1/+1 counters on him." (Anti-Venom): all damage to it is prevented (CR
    615.1a) and as many counters as that damage are put on it, each time (615.5, 122.1); damage
    that can't be prevented still gives them (615.12: "that many" is the damage's)."""
    what = (m["what"] or m["what2"]).lower()
    part = PreventAndAddCounters(amount=None, kind=m["kind"].lower(), per_prevented=False,
                                 text=m.group(0))
    if what == "~":
        effect = StaticEffect(parts=(part,), self_only=True, text=m.group(0))
    else:
        flt = AttachedFilter(types=("Creature",), text=what)
        effect = StaticEffect(parts=(part,), filter=flt, text=m.group(0))
    return StaticAbility(effects=(effect,), text=m.group(0))


@sentence("prevent all to and by",
          r"(?P<lead>until your next turn, )?prevent all (?P<combat>combat )?damage that would "
          r"be dealt to and dealt by (?P<to>that creature|it|~|target creature(?: you control)?|"
          r"target permanent an opponent controls)(?P<tail> this turn)?",
          priority=SPECIFIC_PRIORITY)
def _prevent_all_to_and_by(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Untap target attacking creature. Prevent all combat damage that would be dealt to and
    dealt by that creature this turn" (Maze of Ith; CR 615.1a): what it is dealt and what it
    deals, one permanent named by the sentence before; "{1}{W}: Prevent all combat damage
    that would be dealt to and dealt by ~ this turn" (Deftblade Elite): the permanent itself
    (113.7); "... by target creature you control this turn" (Cephalid Illusionist): the one
    target; "Until your next turn, prevent all damage that would be dealt to and dealt by
    target permanent an opponent controls" (Dovin, Hand of Control): until its controller's
    next turn begins (611.2a, 500.1)."""
    if bool(m["lead"]) == bool(m["tail"]):
        raise NotUnderstood(m.group(0))  # exactly one duration, said once
    return Prevent(b.ref(m["to"]), None, combat_only=bool(m["combat"]), and_dealt_by=True,
                   duration="your_next_turn" if m["lead"] else "end_of_turn",
                   text=m.group(0))


@sentence("static prevent all to or by",
          r"prevent all (?P<combat>combat )?damage that would be dealt (?P<how>to|by|to and "
          r"dealt by) (?P<who>~|(?P<which>enchanted|equipped) creature)", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _static_prevent_to_or_by(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Prevent all combat damage that would be dealt to ~" (Everdawn Champion), "... dealt
    by enchanted creature" (Defang), "... dealt to and dealt by enchanted creature" (Gaseous
    Form): a static prevention effect (CR 615.1a, 604.1) on the permanent itself or on the one
    the source is attached to (303.4, 301.5), for as long as it applies (611.3a)."""
    combat = bool(m["combat"])
    how = m["how"].lower()
    parts = tuple(PreventDamage(amount=None, combat_only=combat, dealt_by=by, text=m.group(0))
                  for by in ((False,) if how == "to" else (True,) if how == "by"
                             else (False, True)))
    if m["which"]:
        flt = AttachedFilter(types=("Creature",), text=f"{m['which'].lower()} creature")
        effect = StaticEffect(parts=parts, filter=flt, text=m.group(0))
    else:
        effect = StaticEffect(parts=parts, self_only=True, text=m.group(0))
    return StaticAbility(effects=(effect,), text=m.group(0))


@sentence("damage can't reduce your life below",
          r"(?:(?:if|as long as) (?P<cond>[^,]+), )?"
          rf"damage that would reduce your life total to less than (?P<n>{NUMBER}) reduces it "
          rf"to (?P<n2>{NUMBER}) instead", kind="ability", priority=SPECIFIC_PRIORITY)
def _life_floor(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Damage that would reduce your life total to less than 1 reduces it to 1 instead" (Ali
    from Cairo): a static replacement effect on the result of damage dealt to its controller
    (CR 614.1a, 120.3a); the damage is still dealt. "If you control a creature, ..." (Worship)
    and "As long as you have 7 or more life, ..." (Elderscale Wurm) apply it only while their
    condition holds, asked of the game as the damage is dealt (614.1a, 611.3a)."""
    n = int_number(m["n"])
    if int_number(m["n2"]) != n:
        raise NotUnderstood(m.group(0))
    condition = condition_of_static(m["cond"], b) if m["cond"] else None
    part = DamageLifeFloor(floor=n, text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), condition=condition,
                                               text=m.group(0)),),
                         text=m.group(0))


@sentence("prevent some of the damage to you",
          r"if (?P<src>a source(?: an opponent controls)?|an? (?P<color>white|blue|black|red|"
          rf"green) source|a creature|an artifact) would deal damage to you, prevent "
          rf"(?P<n>{NUMBER}) of that damage", kind="ability", priority=SPECIFIC_PRIORITY)
def _prevent_some_to_you(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If a source an opponent controls would deal damage to you, prevent 1 of that damage"
    (Guardian Seraph), "If a red source would deal damage to you, prevent 2 of that damage"
    (Sphere of Law): a static prevention effect on each damage event dealt to its controller
    by such a source, that much of it, never used up (CR 615.10, 609.7)."""
    src = m["src"].lower()
    sources: ObjectFilter | None = None
    if m["color"]:
        sources = ObjectFilter(colors=(COLOR_LETTERS[m["color"].lower()],), text=src)
    elif src.endswith("opponent controls"):
        sources = ObjectFilter(controller="opponent", text=src)
    elif src != "a source":
        sources = ObjectFilter(types=(src.split()[-1].capitalize(),), text=src)
    part = PreventDamageToYou(amount=int_number(m["n"]), sources=sources, text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), text=m.group(0)),),
                         text=m.group(0))


def _on_your_turn(game: Game, obj: GameObject) -> bool:
    return game.active_player == obj.controller


@sentence("prevent all damage to you",
          r"(?P<during>during your turn, )?prevent all damage that would be dealt to you",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _prevent_all_to_you(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Prevent all damage that would be dealt to you." (Glacial Chasm): a static prevention
    effect on all damage dealt to its controller, whatever the source, never used up (CR
    615.1a, 615.10); "During your turn, ..." (Personal Sanctuary): only while its controller is
    the active player (611.3a, 102.1)."""
    part = PreventDamageToYou(amount=None, text=m.group(0))
    effect = StaticEffect(parts=(part,), text=m.group(0),
                          condition=_on_your_turn if m["during"] else None)
    return StaticAbility(effects=(effect,), text=m.group(0))


@sentence("prevent some of the damage to permanents",
          r"if a source would deal damage to (?P<what>(?P<which>equipped|enchanted) creature|a "
          rf"planeswalker you control|an? \w+ creature you control), prevent (?P<n>{NUMBER}) of "
          r"that damage", kind="ability", priority=SPECIFIC_PRIORITY)
def _prevent_some_to_permanents(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If a source would deal damage to equipped creature, prevent 2 of that damage" (Shield
    of the Realm), "... to a Cleric creature you control, prevent 1 ..." (Daunting Defender),
    "... to a planeswalker you control ..." (Djeru, With Eyes Open): a static prevention effect
    on each damage event dealt to such a permanent as it is dealt, that much of it, never used
    up (CR 615.10, 611.3a); the attached one's (303.4, 301.5)."""
    if m["which"]:
        flt: ObjectFilter = AttachedFilter(types=("Creature",),
                                           text=f"{m['which'].lower()} creature")
    else:
        flt = parse_filter(singular(m["what"].split(" ", 1)[1]))
        if flt.controller != "you" or not flt.types:
            raise NotUnderstood(m.group(0))
    part = PreventDamage(amount=int_number(m["n"]), text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), filter=flt, text=m.group(0)),),
                         text=m.group(0))


@sentence("prevent damage of at most N to self",
          rf"if a source would deal (?P<n>{NUMBER}) or less damage to ~, prevent that damage",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _prevent_at_most_to_self(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If a source would deal 3 or less damage to this creature, prevent that damage."
    (Callous Giant): a static prevention effect (CR 615.1a) on the permanent itself, for each
    damage event of one source (120.4) of at most that much, all of it; more is not prevented
    at all. Never used up (615.10)."""
    part = PreventDamage(amount=None, at_most=int_number(m["n"]), text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True,
                                               text=m.group(0)),), text=m.group(0))


@sentence("prevent all but some of the damage",
          r"if a source would deal damage to (?P<you>you or )?(?P<what>an? [\w -]+? you "
          rf"control|another [\w -]+? you control), prevent all but (?P<n>{NUMBER}) of that "
          r"damage", kind="ability", priority=SPECIFIC_PRIORITY)
def _prevent_all_but(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If a source would deal damage to another Dinosaur you control, prevent all but 1 of
    that damage." (Temple Altisaur), "... to you or a Hero you control, ..." (Hyperion,
    Supreme Hero): a static prevention effect on each damage event dealt to such a permanent
    (and to its controller), all of it but that much, never used up (CR 615.1a, 615.10)."""
    what = m["what"].lower()
    flt = parse_filter(what if what.startswith("another ") else what.split(" ", 1)[1])
    if flt.controller != "you" or not (flt.types or flt.subtypes):
        raise NotUnderstood(m.group(0))
    n = int_number(m["n"])
    effects = [StaticEffect(parts=(PreventDamage(amount=None, all_but=n, text=m.group(0)),),
                            filter=flt, text=m.group(0))]
    if m["you"]:
        effects.append(StaticEffect(parts=(PreventDamageToYou(amount=None, all_but=n,
                                                              text=m.group(0)),),
                                    text=m.group(0)))
    return StaticAbility(effects=tuple(effects), text=m.group(0))


@sentence("counters for each damage prevented",
          r"for each 1 damage prevented this way, put an? (?P<kind>[+-]1/[+-]1) counter on that "
          r"creature", priority=SPECIFIC_PRIORITY)
def _counters_for_prevented(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Prevent the next 3 damage that would be dealt to target creature this turn. For each 1
    damage prevented this way, put a +1/+1 counter on that creature." (Test of Faith, Brace for
    Impact): the shield's additional effect, that many counters on the one target creature it
    prevented damage to, each time it prevents (CR 615.5, 122.1)."""
    last = b.last
    if not isinstance(last, Prevent) or not isinstance(last.to, TargetRef) or \
            last.and_dealt_by or last.counters is not None:
        raise NotUnderstood(m.group(0))
    spec = b.targets[last.to.index]
    flt = spec.objects
    if flt is None or spec.players is not None or spec.also or "Creature" not in flt.types \
            or spec.min != 1 or spec.max != 1:
        raise NotUnderstood(m.group(0))  # "that creature": exactly one target creature

    return _amend_last(last, m.group(0), counters=m["kind"].lower())


@sentence("redirect the next damage",
          rf"the next (?P<n>{NUMBER}) damage that would be dealt to ~ this turn is dealt to "
          r"(?P<to>target creature you control|target creature|any target) instead",
          priority=SPECIFIC_PRIORITY)
def _redirect_next(m: re.Match[str], b: Builder) -> SentenceResult:
    """"{0}: The next 1 damage that would be dealt to this creature this turn is dealt to target
    creature you control instead" (Lancers en-Kor): a redirection effect on the permanent
    itself until end of turn, to the one target (CR 614.9, 616.1)."""
    if not b.is_permanent:
        raise NotUnderstood(m.group(0))
    return Redirect(SourceRef(), b.ref(m["to"]), number(m["n"]), text=m.group(0))


@sentence("all damage to you is dealt to another instead",
          r"all damage that would be dealt to you is dealt to (?P<to>~|(?P<which>enchanted|"
          r"equipped) creature) instead", kind="ability", priority=SPECIFIC_PRIORITY)
def _redirect_all_to_you(m: re.Match[str], b: Builder) -> SentenceResult:
    """"All damage that would be dealt to you is dealt to ~ instead" (Empyrial Archangel), "...
    to enchanted creature instead" (Pariah), "... to equipped creature instead" (Pariah's
    Shield): a static redirection effect (CR 614.9) of all damage dealt to its controller, to
    the permanent itself or the one its source is attached to (303.4, 301.5)."""
    if not b.is_permanent:
        raise NotUnderstood(m.group(0))
    part = RedirectDamageToYou(attached=bool(m["which"]), text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), text=m.group(0)),),
                         text=m.group(0))


@sentence("prevent all dealt by target creature",
          r"prevent all (?P<combat>combat )?damage (?:that would be dealt by (?P<by>target "
          r"(?:attacking |blocking )?creature)|(?P<subject>target creature|~) would deal) this "
          r"turn",
          priority=SPECIFIC_PRIORITY)
def _prevent_all_by(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Prevent all combat damage that would be dealt by target attacking creature this turn"
    (Restrain), "{3}, {T}: ... by target creature this turn" (Horn of Deafening): a prevention
    effect on the damage the one target creature deals, to anything, until end of turn (CR
    615.1a, 514.2); the damage dealt to it is not prevented. "Prevent all combat damage target
    creature would deal this turn" (Resistance Fighter, Azorius Ploy) says the same; "...
    this creature would deal this turn" (Loafing Giant): the permanent itself (113.7)."""
    return Prevent(b.ref(m["by"] or m["subject"]), None, combat_only=bool(m["combat"]),
                   dealt_by=True, text=m.group(0))


def _creatures(phrase: str, whole: str) -> ObjectFilter:
    """"creatures with power 3 or less", "creatures your opponents control": creatures only
    (a player or another kind of permanent named here is not read)."""
    flt = parse_filter(singular(phrase))
    if flt.types != ("Creature",) or flt.any_types:
        raise NotUnderstood(whole)
    return flt


@sentence("prevent all this turn to or by creatures",
          r"prevent all (?P<combat>combat )?damage that would be dealt (?:this turn (?P<how>to|by) "
          r"(?P<what>(?:attacking |non-?\w+ )?creatures(?: with power \d+ or less| you control| "
          r"your opponents control| without \w+)?)|(?P<by>by) (?P<creatures>(?:non-?\w+ )?"
          r"creatures) this turn)",
          priority=SPECIFIC_PRIORITY)
def _prevent_all_to_or_by_creatures(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Prevent all damage that would be dealt this turn to creatures you control" (Divine
    Light), "... by creatures your opponents control" (Obscuring Haze), "Prevent all combat
    damage that would be dealt this turn by creatures with power 3 or less" (Fog of War): one
    prevention effect until end of turn on the creatures that match as the damage would be
    dealt, as its recipients or as its sources (CR 615.1a, 611.3a: the set is not locked in);
    "Prevent all damage that would be dealt by creatures this turn" (Chant of Vitu-Ghazi): the
    same, by every creature; "... by attacking creatures" (Harmless Assault), "... by nongreen
    creatures" (Hunter's Ambush), "... by non-Elf creatures" (Galadhrim Ambush), "... by
    creatures without trample" (Tanglesap): creatures of that kind as they deal it."""
    flt = _creatures(m["what"] or m["creatures"], m.group(0))
    by = (m["how"] or m["by"]).lower() == "by"
    return PreventAll(combat_only=bool(m["combat"]), to=None if by else flt,
                      by=flt if by else None, text=m.group(0))


@sentence("prevent all to you this turn by creatures",
          r"prevent all (?P<combat>combat )?damage that would be dealt to you this turn by "
          r"(?P<what>attacking creatures|creatures)", priority=SPECIFIC_PRIORITY)
def _prevent_all_to_you_by(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Prevent all damage that would be dealt to you this turn by attacking creatures" (Deep
    Wood): only the damage to the spell's controller from sources that are such creatures as
    they deal it, until end of turn (CR 615.1a, 506.4)."""
    return PreventAll(combat_only=bool(m["combat"]), to_you=True,
                      by=_creatures(m["what"], m.group(0)), text=m.group(0))


@sentence("damage to each of targets",
          rf"~ deals (?P<n>{NUMBER}) damage to each of (?P<how>two|one or two) targets",
          priority=1)
def _damage_to_each_of_targets(m: re.Match[str], b: Builder) -> SentenceResult:
    """"~ deals 2 damage to each of two targets" (Furious Reprisal), "... to each of one or
    two targets" (Prismari Charm): one instance of "target" with that many "any target"
    choices, each a different object or player (CR 115.1, 115.4, 601.2c), each dealt the
    whole amount at once (120.4); a target no longer legal is dealt none (608.2b)."""
    how = m["how"].lower()
    spec = attrs.evolve(parse_target("any target"), min=1 if how == "one or two" else 2,
                        max=2, text=f"{how} targets")
    return DealDamage(parse_amount(m["n"], b), b.target(spec), text=m.group(0))


@sentence("the next time a source of your choice would deal damage to you",
          r"the next time (?:a|an) (?:(?P<color>white|blue|black or red|black|red|green|artifact"
          r"|land) )?source of your choice would deal damage(?: (?P<you>to you)| to (?P<to>"
          r"target creature|any target))? this turn, prevent that damage",
          priority=SPECIFIC_PRIORITY)
def _next_time_source_of_choice(m: re.Match[str], b: Builder) -> SentenceResult:
    """"{1}: The next time a red source of your choice would deal damage to you this turn,
    prevent that damage" (Circle of Protection: Red), "... an artifact source ..." (Circle of
    Protection: Artifacts), "... a black or red source ..." (Greater Realm of Preservation):
    the source chosen as the ability resolves (CR 609.7a), its next instance of damage to the
    controller prevented, while it still is of that kind (615.8, 609.7b); without "to you"
    (Pilgrim of Justice), its next instance of damage to anything; "to any target" (Martyr's
    Cause), "to target creature" (Charm Peddler): to that one target only (115.1)."""
    word = (m["color"] or "").lower()
    sources: ObjectFilter | None = None
    if word in ("artifact", "land"):
        sources = ObjectFilter(types=(word.capitalize(),), text=f"{word} source")
    elif word:
        sources = ObjectFilter(colors=tuple(COLOR_LETTERS[c] for c in word.split(" or ")),
                               text=f"{word} source")
    return PreventFromSourceOfChoice(sources=sources, to_you=bool(m["you"]), next_time=True,
                                     to=b.ref(m["to"]) if m["to"] else None, text=m.group(0))


@sentence("the next time target creature would deal damage",
          r"the next time (?P<by>target creature) would deal damage this turn, prevent that "
          r"damage", priority=SPECIFIC_PRIORITY)
def _next_time_target_deals(m: re.Match[str], b: Builder) -> SentenceResult:
    """"The next time target creature would deal damage this turn, prevent that damage" (Awe
    Strike): the one target creature's next instance of damage, to anything and whatever its
    amount, is prevented; later damage is dealt normally (CR 615.8, 514.2)."""
    return Prevent(b.ref(m["by"]), None, dealt_by=True, next_time=True, text=m.group(0))


@sentence("if damage is prevented this way, ~ deals that much damage",
          r"if damage is prevented this way, ~ deals that much damage to (?P<to>any target|"
          r"target player or planeswalker)", priority=SPECIFIC_PRIORITY)
def _deals_damage_prevented(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Prevent the next X damage that would be dealt to target creature this turn, where X is
    your devotion to white. If damage is prevented this way, ~ deals that much damage to any
    target." (Acolyte's Reward), "{X}: Prevent the next X damage that would be dealt to you
    this turn. If damage is prevented this way, ~ deals that much damage to target player or
    planeswalker." (Vengeful Archon): the shield's additional effect, its source dealing the
    damage it prevented to the one target, each time, right after (CR 615.5, 615.7)."""
    last = b.last
    if not isinstance(last, Prevent) or last.amount is None or last.counters is not None or \
            last.and_dealt_by or last.dealt_by or last.gain_life or last.deals_to is not None:
        raise NotUnderstood(m.group(0))
    to = b.ref(m["to"])

    return _amend_last(last, m.group(0), deals_to=to)


@sentence("gain life equal to the damage prevented",
          r"you gain life equal to the damage prevented this way", priority=SPECIFIC_PRIORITY)
def _gain_life_for_prevented(m: re.Match[str], b: Builder) -> SentenceResult:
    """"The next time a source of your choice would deal damage to you this turn, prevent that
    damage. You gain life equal to the damage prevented this way." (Reverse Damage), Awe
    Strike, Candles' Glow: the prevention effect of the sentence before has an additional
    effect, its controller gaining that much life each time it prevents damage (CR 615.5);
    damage that can't be prevented gives none (615.12)."""
    last = b.last
    if isinstance(last, Prevent):
        if last.counters is not None or last.and_dealt_by or last.gain_life or \
                last.deals_to is not None:
            raise NotUnderstood(m.group(0))
    elif not isinstance(last, (PreventAll, PreventFromSourceOfChoice)) or last.gain_life:
        raise NotUnderstood(m.group(0))

    return _amend_last(last, m.group(0), gain_life=True)


@sentence("prevent all damage a source of your choice would deal",
          r"prevent all damage (?:(?:a|an? (?P<color>white|blue|black|red|green)) source of your "
          r"choice would deal(?: to (?P<to>you))? this turn|that would be dealt to (?P<you>you) "
          r"this turn by a source of your choice)", priority=SPECIFIC_PRIORITY)
def _prevent_all_from_source_of_choice(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Prevent all damage a source of your choice would deal this turn" (Pay No Heed): the
    source chosen as the spell resolves (CR 609.7a); all its damage, to anything, until end
    of turn (615.1a, 514.2). "... a red source of your choice ..." (Burrenton Forge-Tender):
    only a red source may be chosen, its damage prevented while it is red (609.7b); "... would
    deal to you this turn" (Auriok Replica), "Prevent all damage that would be dealt to you
    this turn by a source of your choice" (Consulate Surveillance): only its damage to the
    controller."""
    sources: ObjectFilter | None = None
    if m["color"]:
        word = m["color"].lower()
        sources = ObjectFilter(colors=(COLOR_LETTERS[word],), text=f"{word} source")
    return PreventFromSourceOfChoice(sources=sources, to_you=bool(m["to"] or m["you"]),
                                     text=m.group(0))


@sentence("static prevent all to ~ by creatures or to other creatures",
          r"prevent all (?:damage that would be dealt to ~ by (?P<by>creatures)(?P<blocking> "
          r"it's blocking)?|noncombat damage "
          r"that would be dealt to (?P<to>other creatures you control))", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _static_prevent_by_creatures(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Prevent all damage that would be dealt to ~ by creatures" (Champion Lancer): a static
    prevention effect on the permanent itself, for damage whose source is a creature as it
    deals it (CR 615.1a, 609.7c), "... by creatures it's blocking" (Wall of Vapor): only the
    attackers it blocks (509.1a); "Prevent all noncombat damage that would be dealt to other
    creatures you control" (Crystal Barricade): on each other creature its controller controls
    as the damage would be dealt, damage not dealt in combat only (604.1, 611.3a)."""
    if m["by"]:
        # "by creatures it's blocking" (Wall of Vapor): the attackers it blocks (509.1a)
        part = PreventDamage(amount=None, by=_creatures(m["by"], m.group(0)),
                             by_blocked=bool(m["blocking"]), text=m.group(0))
        effect = StaticEffect(parts=(part,), self_only=True, text=m.group(0))
    else:
        flt = parse_filter(singular(m["to"]))
        part = PreventDamage(amount=None, noncombat_only=True, text=m.group(0))
        effect = StaticEffect(parts=(part,), filter=flt, text=m.group(0))
    return StaticAbility(effects=(effect,), text=m.group(0))


@sentence("damage to target creature blocking it",
          rf"~ deals (?P<n>{NUMBER}) damage to (?P<to>target creature blocking (?:it|~))",
          priority=SPECIFIC_PRIORITY)
def _damage_to_creature_blocking_it(m: re.Match[str], b: Builder) -> SentenceResult:
    """"{R}: ~ deals 1 damage to target creature blocking it" (Flowstone Salamander): one
    target creature that blocks the permanent itself in the current combat (CR 509.1g, 115.1),
    checked again as the ability resolves (608.2b)."""
    if not b.is_permanent or b.it is not None:
        raise NotUnderstood(m.group(0))  # "it" is the permanent only with nothing else before
    flt = ObjectFilter(types=("Creature",), blocking_source=True,
                       text="creature blocking ~")
    spec = attrs.evolve(parse_target("target creature"), objects=flt, text=m["to"].lower())
    if b.subject is None:
        b.subject = SourceRef()  # CR 113.7: ~ deals it, it is not the damage's recipient
    return DealDamage(parse_amount(m["n"], b), b.target(spec), text=m.group(0))


@sentence("exchange life totals",
          r"(?:(?P<two>two target players) exchange life totals|exchange life totals with "
          r"(?P<with>target (?:opponent|player)))", priority=SPECIFIC_PRIORITY)
def _exchange_life_totals(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Exchange life totals with target opponent" (Magus of the Mirror): its controller and
    the one target; "Two target players exchange life totals" (Soul Conduit): the two targets,
    two different players (CR 115.3); each gains or loses life to the other's total (701.12c)."""
    if m["two"]:
        ref = b.ref(m["two"])
        spec = b.targets[ref.index] if isinstance(ref, TargetRef) else None
        if spec is None or spec.min != 2 or spec.max != 2 or spec.objects is not None:
            raise NotUnderstood(m.group(0))
        return ExchangeLifeTotals((ref,), text=m.group(0))
    return ExchangeLifeTotals((YOU, b.ref(m["with"])), text=m.group(0))


@sentence("life total becomes",
          r"(?P<who>your|target player's|target opponent's|that player's|each player's|"
          r"each opponent's) life total becomes (?P<n>\d+|equal to your starting life total)",
          priority=SPECIFIC_PRIORITY)
def _life_total_becomes(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Your life total becomes 15" (Form of the Dinosaur), "Target player's life total becomes
    10" (Magister Sphinx), "Your life total becomes equal to your starting life total"
    (Oketra's Last Mercy; 103.4): each player named gains or loses the life needed (CR
    119.5)."""
    who_word = m["who"].lower()
    who = YOU if who_word == "your" else b.ref(who_word.removesuffix("'s"))
    if m["n"].isdigit():
        n: Amount = int(m["n"])
    else:
        if who_word != "your":
            raise NotUnderstood(m.group(0))  # "your starting life total" of another player
        n = Count("your starting life total", lambda ctx: ctx.game.starting_life)
    return SetLifeTotal(n, who, text=m.group(0))


#: "would deal damage to [these]": the players and the permanents named (CR 614.1a), with the
#: words that may repeat them after "deals double that damage"
_DAMAGED = {
    None: ("any", ObjectFilter(), ()),
    "a permanent or player": ("any", ObjectFilter(), ("that permanent or player",)),
    "an opponent or a permanent an opponent controls": (
        "opponent", ObjectFilter(controller="opponent", text="permanent an opponent controls"),
        ("that player or permanent",)),
    "you": ("you", None, ("you",)),
    "an opponent": ("opponent", None, ("that player",)),
    "a player": ("any", None, ("that player",)),
    "a creature": (None, ObjectFilter(types=("Creature",), text="creature"), ("that creature",)),
}


def _modification(m: re.Match[str], to_phrase: str | None) -> DamageModification:
    """The damage modification "if [source] would deal damage [to ``to_phrase``], it deals
    double that damage / that much damage plus N [to that ...] instead" names (CR 614.1a,
    609.7c)."""
    to = to_phrase.lower() if to_phrase else None
    if to not in _DAMAGED:
        raise NotUnderstood(m.group(0))
    players, permanents, echoes = _DAMAGED[to]
    if m["echo"] and m["echo"].lower() not in echoes:
        raise NotUnderstood(m.group(0))  # "to that player" must name what was dealt damage
    src = m["src"].lower().replace("\u2019", "'")
    kind = (m["kind"] or "").strip().lower()
    # CR 510.2: "combat damage" is the combat damage step's; "noncombat" any other
    combat = {"": None, "combat": True, "noncombat": False}[kind]
    by_self = src == "~"  # "If ~ would deal ...": the permanent itself deals it
    # "a [red] source [you control]": any object, of those qualities (CR 609.7c)
    words = re.sub(r"\bsource\b ?", "", src).strip()
    either = re.fullmatch(r"an? (?P<color>white|blue|black|red|green) or (?P<type>artifact|"
                          r"creature|enchantment)(?P<rest> you control)?", words)
    sources: ObjectFilter | None = None
    if either:
        # "a red or artifact source you control" (Mechanized Warfare): of that color or of
        # that card type, either one (CR 105.2, 205.2a), a spell too: no permanent type
        sources = attrs.evolve(parse_filter(
            f"{either['color']} or {either['type']} permanent{either['rest'] or ''}"),
            types=(), text=src)
    elif words not in ("a", "an", "any", "~"):
        sources = attrs.evolve(parse_filter(re.sub(r"^any ", "", words)), text=src)
    if m["times"]:
        return DamageModification(sources=sources, players=players, permanents=permanents,
                                  times=2 if m["times"].lower() == "double" else 3,
                                  combat=combat, by_self=by_self, text=m.group(0))
    return DamageModification(sources=sources, players=players, permanents=permanents,
                              plus=int_number(m["plus"]), combat=combat, by_self=by_self,
                              text=m.group(0))


_INSTEAD = (rf"(?:it|that source) deals (?:(?P<times>double|triple) that damage|that much damage "
            rf"plus (?P<plus>{NUMBER}))(?: to (?P<echo>[^,]+?))? instead")


@sentence("damage modification",
          rf"if (?P<src>.+?) would deal (?P<kind>(?:non)?combat )?damage"
          rf"(?: to (?P<to>[^,]+?))?, {_INSTEAD}",
          kind="ability", priority=SPECIFIC_PRIORITY)
def _damage_modification(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If a source would deal damage to a permanent or player, it deals double that damage to
    that permanent or player instead" (Furnace of Rath), "If a red source you control would
    deal damage to an opponent or a permanent an opponent controls, it deals that much damage
    plus 2 instead" (Torbran, Thane of Red Fell): a static replacement effect modifying the
    damage such a source deals to those players or permanents (CR 614.1a, 609.7c)."""
    part = _modification(m, m["to"])
    return StaticAbility(effects=(StaticEffect(parts=(part,), text=m.group(0)),),
                         text=m.group(0))


@sentence("damage modification this turn",
          r"if (?P<src>.+?) would deal (?P<kind>(?:non)?combat )?damage(?: this turn(?: to "
          r"(?P<to>[^,]+?))?|"
          rf" to (?P<to2>[^,]+?) this turn), {_INSTEAD}", priority=SPECIFIC_PRIORITY)
def _damage_modification_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If a source you control would deal damage this turn, it deals double that damage
    instead" (Insult // Injury), "If a source you control would deal damage to an opponent this
    turn, it deals double that damage to that player instead" (Goblin Goliath): the same
    replacement effect, created by a spell or ability until end of turn (CR 614.1a, 611.2a)."""
    part = _modification(m, m["to"] or m["to2"])
    return ApplyRule(ObjectFilter(), (part,), zones=(), text=m.group(0))


def _amend_last(last: Instruction, text: str, **changes: Any) -> Amend:
    """The follow-up sentence adds ``changes`` to the instruction just read, ``last``; if
    another instruction came in between, the sentence is not read."""

    def apply(previous: Instruction) -> Instruction:
        if previous is not last:
            raise NotUnderstood(text)
        return attrs.evolve(last, **changes)

    return Amend(apply)
