"""Sentences around other sentences: choices to act, conditions, replacements of the
previous sentence, repeats, and delayed and reflexive triggers (CR 603.7, 603.12, 608.2c-d,
609.3).

"You may [effect]", "If you do, [effect]" (only after an instruction that keeps whether it
was done: "you may", tap, sacrifice, remove counters), "If [condition], [effect]" (the
condition read by :mod:`manastack_grammar.phrases.conditions`), "If [condition], [effect]
instead" (the
previous sentence replaced when it holds), "..., twice that many ... instead",
"Otherwise, [effect]", "If that spell is a ..., [effect]", "[effect] twice", "Do this only
once each turn"; "[effect] at the beginning of the next end step" (603.7a; an "If ..., "
before it is checked as the ability resolves and decides whether it is created), "When you do,
[effect]" (603.12), "When that creature dies this turn, [effect]".
"""

from __future__ import annotations

import re
from collections.abc import Callable

import attrs

from manastack.api import (
    YOU,
    AddMana,
    Amount,
    ChooseRevealed,
    Conditional,
    Context,
    ControllerOf,
    Cost,
    Count,
    CounterSpell,
    CreateDelayedTrigger,
    DealDamage,
    Discard,
    DiscardRecorded,
    EachPlayer,
    EachUnlessTheyPay,
    FixedObjects,
    Instruction,
    ItRef,
    LoseTheGame,
    MayDiscardRecorded,
    MayDo,
    MayPayAnyEnergy,
    MayPayCost,
    Mode,
    ObjectFilter,
    OncePerTurn,
    PayEnergy,
    PutLooked,
    PutOntoBattlefield,
    PutRest,
    Ref,
    ReflexiveTrigger,
    RemoveCounters,
    Repeat,
    Sacrifice,
    SacrificeCost,
    SacrificeObjects,
    SearchLibrary,
    Sequence_,
    SourceRef,
    Step,
    Tap,
    TapRecorded,
    TargetRef,
    TriggerCondition,
    Unpaid,
    WhenItDiesThisTurn,
    WhenNextThisTurn,
    WinTheGame,
    Zone,
    parse_mana_outputs,
    pays_cost_unless,
)
from manastack_grammar.builder import Builder
from manastack_grammar.matching import is_mover, refers_to_it
from manastack_grammar.phrases.conditions import SUBJECT_IS_A_KIND, condition_of
from manastack_grammar.phrases.costs import energy_count, parse_cost
from manastack_grammar.phrases.filters import parse_filter, permanent_filter
from manastack_grammar.phrases.numbers import parse_amount, x_meaning, x_means
from manastack_grammar.phrases.references import made_tokens, parse_ref
from manastack_grammar.registration import NotUnderstood, sentence
from manastack_grammar.results import Amend, Otherwise, SentenceResult
from manastack_grammar.sentences.common import reflexive, rule

_M = re.Match[str]  # the match a rule's build receives


_NEXT_STEP = {"the next end step": "END", "the next turn's upkeep": "UPKEEP",
              "end of combat": "END_COMBAT", "your next upkeep": "UPKEEP",
              "your next end step": "END"}

#: "pay {2}{B}" alone as a delayed trigger's effect (a pact's): a cost paid as it resolves,
#: "If you don't" reading whether it was (CR 118.12)
_PAY_MANA = re.compile(r"pay (?P<mana>(?:\{(?:\d+|[WUBRGC](?:/[WUBRGP])?)\})+)", re.IGNORECASE)


#: a delayed ability's effect speaking of an object the earlier instruction acted on (603.7c)
_SAYS_IT = re.compile(r"\b(?:it|its|them|their|that creature|those creatures)\b", re.IGNORECASE)


def _about_objects(what: str, steps: list[Instruction]) -> bool:
    """Does the delayed ability's effect ``what`` act only on what its "it" names ("Sacrifice
    it", "Return that creature to its owner's hand")? Then, as it is created, there must be
    such an object: nothing put onto the battlefield, none is created (CR 603.7c)."""
    return _SAYS_IT.search(what) is not None and bool(steps) and all(
        refers_to_it(step) for step in steps)


def _delayed_effect(what: str, b: Builder) -> tuple[Ref, list[Instruction]]:
    """A delayed trigger's effect ``what`` and what its "it" will mean (CR 603.7c): the earlier
    instruction's object if the effect says "it"/"them"/"that creature", else nothing to look
    back to; inside the effect, "it" is what its own instructions act on."""
    said = _SAYS_IT.search(what)
    # "Return the exiled cards ...": the phrase, not "it", says what is looked back to (608.2c);
    # "Exile them ..." after several tokens are made names those tokens (Firecat Blitz)
    plural = said is not None and said.group(0).lower() in ("them", "their", "those creatures")
    named = "the exiled cards" if re.search(r"\bthe exiled cards?\b", what, re.IGNORECASE) \
        else "them" if plural and made_tokens(b.last) else "it"
    about = b.antecedent(named) if said else b.it if b.it is not None else ItRef()
    saved = b.it
    b.it = ItRef()
    try:
        steps = b.effect(what, atomic=True)
    finally:
        b.it = saved
    return about, steps


@rule("at this turn's next end of combat",
      r"at this turn's next end of combat, (?P<what>.+)")
def _at_this_turns_end_of_combat(m: _M, b: Builder) -> SentenceResult:
    """"At this turn's next end of combat, destroy all creatures that blocked or were blocked
    by it this turn." (Gaze of the Gorgon): a delayed triggered ability (CR 603.7a) that
    triggers at the beginning of this turn's next end of combat step (511.2) and is gone at the
    end of the turn if there is none; "it" is what the earlier instruction acted on (603.7c)."""
    what = m["what"]
    if re.match(r"(?:then )?if .+?, ", what, re.IGNORECASE):
        raise NotUnderstood(m.group(0))  # CR 608.2c: the "if" gates creating it (603.7a)
    about, steps = _delayed_effect(what, b)
    return CreateDelayedTrigger(event="step_begins", effect=Mode(instructions=tuple(steps),
                                                              text=m.group(0)),
                                what=about, step=Step.END_COMBAT, text=m.group(0),
                                this_turn=True)


@rule("at the next step",
          r"(?P<what>.+?) at (?:the beginning of (?P<step>the next end step|the next turn's "
          r"upkeep)|(?P<step3>end of combat))|"
          r"at the beginning of (?P<step2>the next end step|the next turn's upkeep|your next "
          r"upkeep|your next end step), (?P<what2>.+)")
def _at_next_step(m: _M, b: Builder) -> SentenceResult:
    """A delayed triggered ability (CR 603.7a) about what "it" is now; "at end of combat" is
    at the beginning of the next end of combat step (511.2); "your next upkeep" / "your
    next end step": the next upkeep / end step of the controller's own turn (this turn's end
    step if it is theirs and it hasn't begun, 513.1)."""
    what = m["what"] or m["what2"]
    if re.match(r"(?:then )?if .+?, ", what, re.IGNORECASE):
        raise NotUnderstood(m.group(0))  # CR 608.2c: the "if" gates creating it (603.7a)
    step = (m["step"] or m["step2"] or m["step3"]).lower()
    pay = _PAY_MANA.fullmatch(what)
    if pay is not None:
        if step != "your next upkeep":
            raise NotUnderstood(m.group(0))
        cost = parse_cost(pay["mana"])
        if cost.mana.is_empty() or cost.parts:
            raise NotUnderstood(m.group(0))
        payment = MayPayCost(cost, text=what)  # CR 118.12: the player pays or doesn't
        return CreateDelayedTrigger(event="step_begins",
                                    effect=Mode(instructions=(payment,), text=m.group(0)),
                                    what=FixedObjects(()), step=Step.UPKEEP, yours=True,
                                    text=m.group(0))
    # what its effect's "it" will mean (CR 603.7c); none said, nothing to look back to
    about, steps = _delayed_effect(what, b)
    return CreateDelayedTrigger(event="step_begins", effect=Mode(instructions=tuple(steps),
                                                              text=m.group(0)),
                             what=about, step=Step[_NEXT_STEP[step]], text=m.group(0),
                             yours=step.startswith("your next "),
                             about_objects=_about_objects(what, steps))


#: "add an amount of {C} equal to that spell's mana value" inside a delayed ability
_ADD_AMOUNT = re.compile(r"add an amount of (?P<mana>\{[wubrgc]\}) equal to (?P<amount>"
                         r"that spell's mana value)", re.IGNORECASE)


@rule("at the beginning of your next main phase",
      r"at the beginning of your next main phase, (?P<what>.+)")
def _at_your_next_main_phase(m: _M, b: Builder) -> SentenceResult:
    """"Counter target spell. At the beginning of your next main phase, add an amount of {C}
    equal to that spell's mana value." (Mana Drain): a delayed triggered ability (CR 603.7a)
    triggering as the next main phase of its controller's turn begins, precombat or
    postcombat (505.1: this turn's postcombat one if created in the precombat one); the mana
    value is that of the countered spell as it last existed on the stack (608.2h), counted as
    the delayed ability is created, X included (202.3e)."""
    what = m["what"]
    add = _ADD_AMOUNT.fullmatch(what)
    if add is None or not isinstance(b.last, CounterSpell):
        raise NotUnderstood(m.group(0))  # only the amount of the spell countered just before
    outputs = parse_mana_outputs(f"Add {add['mana'].upper()}")
    if outputs is None:
        raise NotUnderstood(m.group(0))
    counted = parse_amount(add["amount"], b)  # the one target spell (608.2h)
    # CR 603.7c: the amount noted as it was created, told to the delayed ability's effect
    noted = Count(add["amount"], _noted_amount)
    steps = (AddMana(outputs, times=noted, text=what),)
    return CreateDelayedTrigger(event="step_begins",
                                effect=Mode(instructions=steps, text=m.group(0)),
                                what=FixedObjects(()), step=(Step.MAIN1, Step.MAIN2),
                                yours=True, noted=counted, text=m.group(0))


def _noted_amount(ctx: Context) -> int:
    """The amount the delayed ability was created with (CR 603.7c, 608.2h)."""
    return int(ctx.event.get("amount", 0))


@sentence("if you don't after a delayed payment", r"if you don't, (?P<rest>.+)")
def _if_you_dont_delayed(m: re.Match[str], b: Builder) -> SentenceResult:
    """"At the beginning of your next upkeep, pay {2}{B}. If you don't, you lose the game."
    (Slaughter Pact): part of the delayed ability's effect, done only if the payment wasn't
    made (CR 118.12, 603.7a)."""
    last = b.last
    if not isinstance(last, CreateDelayedTrigger) or not last.effect.instructions or \
            not isinstance(last.effect.instructions[-1], MayPayCost):
        raise NotUnderstood(m.group(0))
    steps = tuple(b.effect(m["rest"]))

    def apply(previous: Instruction) -> Instruction:
        if not isinstance(previous, CreateDelayedTrigger):
            raise NotUnderstood(m.group(0))
        unless = Conditional(condition=_not_did, then=steps, text=m.group(0))
        effect = attrs.evolve(previous.effect,
                              instructions=(*previous.effect.instructions, unless),
                              text=f"{previous.effect.text}. {m.group(0)}")
        return attrs.evolve(previous, effect=effect, text=f"{previous.text}. {m.group(0)}")

    return Amend(apply)


def _not_did(ctx: Context) -> bool:
    return not ctx.values.get("did")


@sentence("if you don't after may put from among them", r"if you don't, (?P<rest>.+)",
          priority=1)
def _if_you_dont_put_among(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You may put a land card from among them into your hand. If you don't, put a +1/+1
    counter on this creature." (Ainok Wayfarer): done only if no card was put (CR 608.2c,
    608.2d: the choice not to, or no such card among them)."""
    last = b.last
    if not isinstance(last, PutLooked) or not last.up_to or last.take != 1:
        raise NotUnderstood(m.group(0))
    steps = tuple(b.effect(m["rest"]))

    def apply(previous: Instruction) -> Instruction:
        if not isinstance(previous, PutLooked):
            raise NotUnderstood(m.group(0))
        # PutLooked leaves the cards it put as "it": none put, the player didn't
        return Sequence_(steps=(previous, Conditional(condition=lambda ctx: not ctx.it,
                                                      then=steps, text=m.group(0))),
                         text=f"{previous.text}. {m.group(0)}")

    return Amend(apply)


def _put_into_hand_before(b: Builder) -> PutLooked | None:
    """The "put [a card] from among them into your hand" the previous sentence said, or the
    one before a "Put the rest on the bottom ..." that followed it (neither changes which
    cards were put, 608.2c); None if there is none."""
    last = b.last
    if isinstance(last, PutLooked):
        found: Instruction | None = last
    elif isinstance(last, PutRest):
        said = [r for r in b.trace if r.depth == 0 and r.value is not None]
        at = next((i for i in range(len(said) - 1, -1, -1) if said[i].value is last), None)
        found = said[at - 1].value if at else None
    else:
        return None
    if not isinstance(found, PutLooked) or found.to is not Zone.HAND or found.take != 1:
        return None
    return found


@sentence("if you put a card into your hand this way",
          r"if you (?P<neg>didn't |don't )?put (?:a|an) (?:(?P<kind>[\w -]+?) )?card into your "
          r"hand this way, (?P<rest>.+)")
def _if_put_into_hand(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You may reveal a creature card from among them and put it into your hand. Put the
    rest on the bottom of your library in a random order. If you didn't put a card into your
    hand this way, draw a card." (Adventure Awaits), "... If you put an artifact card into
    your hand this way, you gain 3 life." (Chrome Courier): whether the earlier instruction
    of the ability put a card (of that kind) into the hand (CR 608.2c); "it" keeps meaning
    the cards it put."""
    if _put_into_hand_before(b) is None or (m["neg"] and m["kind"]):
        raise NotUnderstood(m.group(0))
    kind = parse_filter(f"{m['kind']} card") if m["kind"] else None
    steps = tuple(b.effect(m["rest"]))

    def put(ctx: Context) -> bool:
        game = ctx.game
        return any(isinstance(oid, int) and (obj := game.find(oid)) is not None and
                   obj.zone is Zone.HAND and (kind is None or kind.matches(
                       game, obj, player=ctx.controller, source=ctx.source))
                   for oid in ctx.it)

    if m["neg"]:
        return Conditional(condition=lambda ctx: not put(ctx), then=steps, text=m.group(0))
    return Conditional(condition=put, then=steps, text=m.group(0))


@sentence("you lose the game", r"you lose the game")
def _you_lose_the_game(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You lose the game" (CR 104.3e: an effect may state that a player loses the game)."""
    return LoseTheGame(text=m.group(0))


@sentence("you win the game", r"you win the game")
def _you_win_the_game(m: re.Match[str], b: Builder) -> SentenceResult:
    """"At the beginning of your upkeep, if you have 40 or more life, you win the game."
    (Felidar Sovereign; CR 104.2b: an effect may state that a player wins the game)."""
    return WinTheGame(text=m.group(0))


@sentence("do unless you pay",
          r"(?P<act>tap ~|~ phases out|~ deals (?:\d+|x) damage to you) unless you pay "
          r"(?P<cost>(?:\{[^}]+\})+|\d+ life)")
def _unless_you_pay(m: re.Match[str], b: Builder) -> SentenceResult:
    """"At the beginning of your upkeep, tap this creature unless you pay 1 life."
    (Carnophage), "..., ~ deals 8 damage to you unless you pay {G}{G}{G}{G}." (Force of
    Nature), "..., ~ phases out unless you pay {U}{U}." (Vaporous Djinn, CR 702.26b): its
    controller may pay the cost as it resolves, and only if they can pay all of
    it (CR 118.12, 118.3); not paid, the action is done."""
    cost_text = m["cost"]
    cost = parse_cost(cost_text if cost_text.startswith("{") else f"Pay {cost_text}", b)
    steps = tuple(b.effect(m["act"]))
    act = m["act"]

    def not_paid(ctx: Context) -> bool:
        spared = f"\"{act.replace('~', ctx.source_name)}\" isn't done"
        return not pays_cost_unless(ctx, ctx.controller, cost, spared, source=ctx.source)

    return Conditional(not_paid, then=steps, text=m.group(0))


@sentence("they do unless they pay",
          r"(?P<act>(?P<who>that player|that creature's controller|(?P<each>each player)) .+?|"
          r"~ deals \d+ damage to that player) unless they (?:pay (?P<cost>(?:\{[^}]+\})+|"
          r"\d+ life)|(?P<sacrifice>sacrifice (?:a|an) (?!other\b|another\b)[^.,]+?) of "
          r"their choice|(?P<discard>discard a card)|"
          r"sacrifice (?:a|an) (?P<types>(?:artifact|creature|enchantment|land|planeswalker)"
          r"(?:, (?:artifact|creature|enchantment|land|planeswalker))*,? or "
          r"(?:artifact|creature|enchantment|land|planeswalker)))")
def _unless_they_pay(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever an opponent casts a creature spell, that player loses 2 life unless they pay
    {2}." (Isolation Cell), "..., that player sacrifices a permanent of their choice unless
    they pay {1}." (Spelltithe Enforcer), "..., Mogis deals 2 damage to that player unless
    they sacrifice a creature of their choice." (Mogis, God of Slaughter): "they" is the player
    the trigger names (CR 603.7c); that player may pay the cost (an action too: sacrificing
    a permanent they control, which they choose) as it resolves, only if they can pay all of
    it (118.12, 118.3); not paid, the action is done."""
    if m["each"] is not None:
        return _each_unless_they_pay(m, b)
    if m["discard"] is not None or m["types"] is not None:
        raise NotUnderstood(m.group(0))  # only read with "each player" yet
    payer = b.that_player if m["who"] is None else parse_ref(m["who"], b)
    if payer is None:
        raise NotUnderstood(m.group(0))  # CR 603.7c: "they" names no earlier player
    if m["sacrifice"] is not None:
        cost = parse_cost(m["sacrifice"], b)
        if not cost.mana.is_empty() or len(cost.parts) != 1:
            raise NotUnderstood(m.group(0))
        steps = tuple(b.effect(m["act"]))
        return Conditional(_not_paid_by(payer, cost, m["act"], "isn't done"), then=steps,
                           text=m.group(0))
    cost_text = m["cost"]
    cost = parse_cost(cost_text if cost_text.startswith("{") else f"Pay {cost_text}", b)
    if cost.mana.has_x:
        raise NotUnderstood(m.group(0))  # CR 107.3: no X is announced for this payment
    steps = tuple(b.effect(m["act"]))
    return Conditional(_not_paid_by(payer, cost, m["act"], "isn't done"), then=steps,
                       text=m.group(0))


def _each_unless_they_pay(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Each player loses 2 life unless they discard a card." (Veils of Fear), "Each player
    loses 2 life unless they sacrifice an artifact, creature, or land." (Sandfall Cell), "...
    unless they sacrifice a nontoken creature of their choice" (Bellowing Mauler): "they"
    is each of the players (CR 118.12); in APNAP order each chooses whether to pay (101.4), only
    if they can pay all of it (118.3); the action is done to each who didn't. The sacrificed
    permanent is one of the payer's choice that has one of the types (701.21a)."""
    if m["cost"] is not None:
        raise NotUnderstood(m.group(0))  # only a discard or a sacrifice is read with "each"
    if m["discard"] is not None or m["sacrifice"] is not None:
        cost = parse_cost(m["discard"] or m["sacrifice"], b)
        if not cost.mana.is_empty() or len(cost.parts) != 1:
            raise NotUnderstood(m.group(0))
    else:
        flt = permanent_filter(parse_filter(m["types"]))
        cost = Cost(parts=(SacrificeCost(count=1, filter=flt,
                                         text=m.group(0).split(" unless they ", 1)[1]),))
    steps = tuple(b.effect(m["act"]))
    each = EachPlayer("any")
    if not steps or any(getattr(step, "who", None) != each for step in steps):
        raise NotUnderstood(m.group(0))  # the action must be each player's own
    act = m["act"].removeprefix(m["each"]).strip()
    return EachUnlessTheyPay(each, cost, tuple(attrs.evolve(step, who=Unpaid())  # type: ignore[call-arg]
                                                for step in steps), act, text=m.group(0))


def _not_paid_by(payer: Ref, cost: Cost, act: str, spared: str) -> Callable[[Context], bool]:
    """Whether the one player ``payer`` names declines, or can't pay all of, ``cost`` as the
    ability resolves (CR 118.12, 118.3): then ``act`` is done (or offered)."""

    def not_paid(ctx: Context) -> bool:
        player = payer.one_player(ctx)
        if player is None:
            return True  # no such player any more (CR 800.4a): nobody can pay
        what = f"\"{act.replace('~', ctx.source_name)}\" {spared}"
        return not pays_cost_unless(ctx, player, cost, what, source=ctx.source)

    return not_paid


@sentence("you may do unless that player pays",
          r"(?P<act>you may draw a card) unless that player pays (?P<cost>(?:\{[^}]+\})+)")
def _you_may_unless_that_player_pays(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever an opponent casts a spell, you may draw a card unless that player pays {1}."
    (Rhystic Study): "that player" is the one the trigger names (CR 603.7c); as it resolves
    they may pay the cost, only if they can pay all of it (118.12, 118.3); not paid, the
    ability's controller then chooses whether to draw (603.5)."""
    payer = parse_ref("that player", b)  # refused when the trigger names no player
    cost = parse_cost(m["cost"], b)
    steps = tuple(b.effect(m["act"]))
    return Conditional(_not_paid_by(payer, cost, m["act"], "isn't offered"), then=steps,
                       text=m.group(0))


@rule("do to a target unless its controller pays",
      r"(?P<act>.+?) unless (?P<payer>its controller pays|they pay) "
      r"(?P<cost>(?:\{[^}]+\})+|\d+ life|(?:\{[^}]+\})+ and \d+ life)", priority=-1)
def _unless_targets_controller_pays(m: _M, b: Builder) -> SentenceResult:
    """"Tap target creature unless its controller pays {1}." (Rhystic Deluge), "... pays 2
    life" (Vectis Dominator), "Target player discards their hand unless they pay 7 life."
    (Tyrannize): the player is the target's controller (608.2h), or the target player; as it
    resolves they choose whether to pay, and may only if they can pay all of it (CR 118.12,
    118.3); not paid, the action is done. {X} is the announced X of the spell (107.3)."""
    act = m["act"]
    if re.match(r"counter\b", act, re.IGNORECASE) and "life" not in m["cost"]:
        raise NotUnderstood(m.group(0))  # a mana payment for a counter: casting's own rule
    text = m["cost"].replace(" and ", ", Pay ")
    cost = parse_cost(text if text.startswith("{") else f"Pay {text}", b)
    if cost.has_x and x_meaning() is not None:
        raise NotUnderstood(m.group(0))  # an X the text defines: not the announced one
    steps = tuple(b.effect(act))
    if len(steps) != 1:
        raise NotUnderstood(m.group(0))
    if m["payer"].lower().startswith("they"):
        # "they": the one target player the action is about (CR 115.1), never a group
        payer: Ref = getattr(steps[0], "who", None) or ItRef()
        if not isinstance(payer, TargetRef) or \
                not re.match(r"target (?:player|opponent) ", act, re.IGNORECASE):
            raise NotUnderstood(m.group(0))
    else:
        what = getattr(steps[0], "what", None)
        if not isinstance(what, TargetRef):
            raise NotUnderstood(m.group(0))  # "its" must name the target acted on
        # CR 608.2h: who controls it as the effect resolves (before the action moves it)
        payer = ControllerOf(what, last_known=True)
    spared = "isn't done"

    def not_paid(ctx: Context) -> bool:
        player = payer.one_player(ctx)
        if player is None:
            return True  # no such player any more (CR 800.4a): nobody can pay
        owed = cost.with_x(ctx.x) if cost.has_x else cost  # CR 107.3: the announced X
        what = f"\"{act.replace('~', ctx.source_name)}\" {spared}"
        # CR 118.12: the payer, not the ability's controller, decides
        return not pays_cost_unless(ctx, player, owed, what, source=ctx.source)

    return Conditional(not_paid, then=steps, text=m.group(0))


@rule("do unless you take an action",
      r"(?P<act>.+?) unless you (?P<action>(?:sacrifice|discard|return|exile|tap|remove) "
      r"[^.]+)", priority=-1)
def _unless_you_act(m: _M, b: Builder) -> SentenceResult:
    """"..., tap ~ unless you sacrifice another creature." (Apocalypse Demon), "..., counter
    that spell unless you sacrifice a creature." (Blood Funnel): "[do something] unless [you do
    something else]" is "you may do something else; if you don't, do something" (CR 118.12a):
    the action is a cost the ability's controller may pay as it resolves, only if they can pay
    all of it (118.3), read by the cost reader. "Sacrifice ~ unless ..." is read by
    zone changes' own rule, "discard two cards unless you discard a ... card" by discarding's."""
    act = m["act"]
    if re.fullmatch(r"sacrifice (?:~|it)", act, re.IGNORECASE) or \
            (act.lower().startswith("discard") and m["action"].lower().startswith("discard")):
        raise NotUnderstood(m.group(0))
    action = m["action"]
    cost = parse_cost(action[:1].upper() + action[1:], b)
    if not cost.mana.is_empty() or not cost.parts or cost.unpayable or cost.has_x:
        raise NotUnderstood(m.group(0))
    if any(part.__class__.__name__ in ("TapSelf", "UntapSelf") for part in cost.parts):
        raise NotUnderstood(m.group(0))  # "{T}" is not a word of an "unless" clause
    steps = tuple(b.effect(act))

    def not_paid(ctx: Context) -> bool:
        spared = f"\"{act.replace('~', ctx.source_name)}\" isn't done"
        # CR 118.12a: the ability's controller chooses; the cost's "another" is the source's
        return not pays_cost_unless(ctx, ctx.controller, cost, spared, source=ctx.source)

    return Conditional(not_paid, then=steps, text=m.group(0))


@rule("do if you control", r"(?P<act>[^,]+?) if (?P<cond>you (?:don't )?control [^,]+)",
      priority=-2)
def _do_if_you_control(m: _M, b: Builder) -> SentenceResult:
    """"..., you lose 3 life if you don't control a Demon." (Raving Oni-Slave), "..., discard a
    card if you don't control an Ogre." (Gutwrencher Oni): the condition said after the action
    is checked as the effect resolves, as one said before it (CR 608.2c)."""
    if re.search(r"\binstead\b", m["act"], re.IGNORECASE):
        raise NotUnderstood(m.group(0))  # a replacement of the previous instruction (614.1a)
    if re.match(r"that player\b", m["act"], re.IGNORECASE):
        # "Return target nonland permanent ... Then that player discards": owner or last
        # controller, a nuance not modelled here (608.2h)
        raise NotUnderstood(m.group(0))
    # "you don't control a Demon": none of them, as "you control no Demons" reads (109.4)
    cond = re.sub(r"^you don't control an? ", "you control no ", m["cond"], flags=re.IGNORECASE)
    if cond.lower().startswith("you don't "):
        raise NotUnderstood(m.group(0))
    holds = condition_of(cond, b)
    return Conditional(holds, then=tuple(b.effect(m["act"])), text=m.group(0))


#: The condition said after "destroy/exile target creature" (:func:`_do_if_it_has_mana_value`).
_IF_IT_HAS_MANA_VALUE = re.compile(r"creature if it has mana value \w+ or (?:less|greater)$",
                                   re.IGNORECASE)


@rule("do to a creature if it has mana value",
      r"(?P<act>(?:destroy|exile) (?:target|that) creature) if "
      r"(?P<cond>it has mana value \w+ or (?:less|greater))", priority=-2)
def _do_if_it_has_mana_value(m: _M, b: Builder) -> SentenceResult:
    """"Destroy target creature if it has mana value 2 or less." (Fatal Push): any creature
    may be targeted; as the spell resolves, it is destroyed only if its mana value then is in
    range (CR 608.2c, 202.3), "it" being that creature."""
    steps = tuple(b.effect(m["act"]))
    what = getattr(steps[-1], "what", None) if len(steps) == 1 else None
    if not isinstance(what, Ref):
        raise NotUnderstood(m.group(0))
    saved, b.it = b.it, what
    try:
        holds = condition_of(m["cond"], b)
    finally:
        b.it = saved
    b.it = what  # "that creature" of a later sentence (Revolt's "instead") is this one
    return Conditional(holds, then=steps, text=m.group(0))


#: what a player does to pay in "unless [player] [does]" (CR 118.12): a payment, not a state
_UNLESS_PAYMENT = re.compile(
    r"(?:[\w~' ]+? )?(?:pays?|sacrifices?|discards?|exiles?|puts?|returns?|removes?|taps?|"
    r"untaps?|reveals?|says?|compliments?|has|have|mills?|loses?|gives?|shuffles?|draws?)\b",
    re.IGNORECASE)


@rule("do unless a condition holds", r"(?P<act>.+?) unless (?P<cond>.+)", priority=-2)
def _unless_condition(m: _M, b: Builder) -> SentenceResult:
    """"Then discard a card unless you attacked this turn." (Chart a Course), "..., sacrifice a
    permanent unless you gained life this turn." (Tragedy Feaster): the action is done only if
    the condition is false as the effect resolves (CR 608.2c); "unless" followed by something
    a player does is a payment (118.12), read by the rules above or refused."""
    cond_text = m["cond"]
    if _UNLESS_PAYMENT.match(cond_text) or " unless " in cond_text.lower() or \
            re.fullmatch(r"sacrifice (?:~|it)", m["act"], re.IGNORECASE):
        raise NotUnderstood(m.group(0))  # "sacrifice ~ unless ...": zone changes' own rules
    holds = condition_of(cond_text, b)
    steps = tuple(b.effect(m["act"]))

    def fails(ctx: Context) -> bool:
        return not holds(ctx)  # CR 608.2c: "unless [condition]": done when it is false

    return Conditional(fails, then=steps, text=m.group(0))


@sentence("put that card onto the battlefield instead",
          r"if (?P<cond>.+?), put (?:that card|it|them|those cards) onto the battlefield instead",
          priority=1)
def _onto_battlefield_instead(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Search your library for a Vehicle card, reveal it, and put it into your hand. If this
    spell was cast from a graveyard, put that card onto the battlefield instead.": the card
    found still is; only where it goes changes (CR 608.2c)."""
    last = b.last
    if not isinstance(last, (SearchLibrary, PutLooked)) or last.to is not Zone.HAND:
        raise NotUnderstood(m.group(0))
    cond = condition_of(m["cond"], b)

    def apply(previous: Instruction) -> Instruction:
        if not isinstance(previous, (SearchLibrary, PutLooked)):
            raise NotUnderstood(m.group(0))
        return Conditional(condition=cond, then=(attrs.evolve(previous, to=Zone.BATTLEFIELD),),
                              otherwise=(previous,), text=m.group(0))

    return Amend(apply)


@sentence("if you do after tapping or discarding", r"if you do, (?P<rest>.+)", priority=1)
def _if_you_do_recorded(m: re.Match[str], b: Builder) -> SentenceResult:
    last = b.last
    if isinstance(last, Tap):
        def record(previous: Instruction) -> Instruction:
            if not isinstance(previous, Tap):
                raise NotUnderstood(m.group(0))
            return TapRecorded(previous.what, text=previous.text)
    elif isinstance(last, MayDo) and len(last.then) == 1 and \
            isinstance(last.then[0], Discard):
        def record(previous: Instruction) -> Instruction:
            if not isinstance(previous, MayDo):
                raise NotUnderstood(m.group(0))
            return MayDiscardRecorded(previous, text=previous.text)
    elif isinstance(last, Discard) and last.who == YOU and not last.up_to:
        def record(previous: Instruction) -> Instruction:
            if not isinstance(previous, Discard):
                raise NotUnderstood(m.group(0))
            # CR 608.2c: "Discard a card. If you do, ...": done only if a card was discarded
            return DiscardRecorded(previous, text=previous.text)
    else:
        raise NotUnderstood(m.group(0))  # the base grammar's "if you do" reads the rest
    steps = tuple(b.effect(m["rest"]))

    def apply(previous: Instruction) -> Instruction:
        return Sequence_(steps=(record(previous), Conditional(
            condition=lambda ctx: bool(ctx.values.get("did")), then=steps, text=m.group(0))),
            text=m.group(0))

    return Amend(apply)


@sentence("instead, with that many",
          r"if (?P<cond>.+?), (?P<rest>.*\bthat many\b.*) instead", priority=2)
def _instead_that_many(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Target player mills X cards. If this spell was cast from a graveyard, that player mills
    twice that many cards instead": "that many" is the replaced instruction's amount
    (CR 608.2c), not a count kept from something done before."""
    last = b.last
    previous_amount = getattr(last, "count", None)
    if previous_amount is None:
        previous_amount = getattr(last, "amount", None)
    if previous_amount is None or last is None:
        raise NotUnderstood(m.group(0))
    cond = condition_of(m["cond"], b)
    with x_means(previous_amount):
        steps = tuple(b.effect(re.sub(r"\bthat many\b", "X", m["rest"])))

    def apply(previous: Instruction) -> Instruction:
        if previous is not last:
            raise NotUnderstood(m.group(0))
        return Conditional(condition=cond, then=steps, otherwise=(previous,), text=m.group(0))

    return Amend(apply)


@rule("you may", r"you may (?P<rest>.+)", priority=-10)
def _may(m: _M, b: Builder) -> SentenceResult:
    """"You may [do A]" (CR 608.2d); "you may A, then you may B" (Hidden Strings), "you may
    A, and you may B" (Talus Paladin): the first "you may" covers A only, so declining A
    still offers B, a choice of its own."""
    steps = list(b.effect(m["rest"]))
    if re.search(r", (?:then |and )?you may ", m["rest"], re.IGNORECASE):
        second = next((i for i, step in enumerate(steps) if i and isinstance(step, MayDo)),
                      None)
        if second is None:
            raise NotUnderstood(m.group(0))  # the second "you may" wasn't read as one
        return [MayDo(tuple(steps[:second]), text=m.group(0)), *steps[second:]]
    return MayDo(tuple(steps), text=m.group(0))


def _did(ctx: Context) -> bool:
    return bool(ctx.values.get("did"))


def records_did(ins: Instruction | None) -> bool:
    """Does ``ins`` keep whether it was done (``ctx.values['did']``) for "If you do"?"""
    if isinstance(ins, (MayDo, TapRecorded, MayDiscardRecorded, SacrificeObjects,
                        RemoveCounters, MayPayCost)):
        return True
    if isinstance(ins, ChooseRevealed):  # CR 608.2c-d: "you may choose a card from it"
        return ins.optional
    if isinstance(ins, Conditional):  # "If [condition], you may ...": not done if it fails
        return bool(ins.then) and records_did(ins.then[-1]) and not ins.otherwise
    if isinstance(ins, Sequence_):
        return bool(ins.steps) and records_did(ins.steps[-1])
    if isinstance(ins, Discard):  # CR 608.2c, 603.12: "[you may] discard a card": recorded
        return ins.who == YOU and not ins.up_to
    # CR 608.2c, 603.12: "[you may] sacrifice a token": whether one was is recorded as it is
    # sacrificed (the token then ceases to exist, 111.7); for one permanent of yours only
    return isinstance(ins, Sacrifice) and ins.who == YOU and ins.count == 1


def _sacrificed(ctx: Context) -> bool:
    return bool(ctx.values.get("sacrificed"))


def _sacrifice_said_alone(b: Builder) -> bool:
    """Is the previous instruction "[you] sacrifice a [filter]" said as a sentence of its own
    (not the last part of "you may pay {1} and sacrifice an artifact", one choice of two)?"""
    last = b.last
    if not isinstance(last, Sacrifice) or last.who != YOU or last.count != 1:
        return False
    return any(r.value is last for r in b.trace) and not any(
        isinstance(r.value, (list, tuple)) and any(v is last for v in r.value)
        for r in b.trace)


@rule("if you pay after you may pay", r"if you pay, (?P<rest>.+)")
def _if_you_pay(m: _M, b: Builder) -> SentenceResult:
    """"..., then you may pay eight {E}. If you pay, ..." (Lightning Runner; CR 608.2c, 118.3):
    done only if the optional cost just offered was paid, as "If you do" is; after anything
    other than "you may pay [cost]" the words are refused."""
    if not _last_may_pay(b.last):
        raise NotUnderstood(m.group(0))
    return Conditional(condition=_did, then=tuple(b.effect(m["rest"])), text=m.group(0))


def _last_may_pay(ins: Instruction | None) -> bool:
    """Is ``ins`` (or the last step it ends with) "you may pay [cost]"?"""
    if isinstance(ins, Sequence_):
        return bool(ins.steps) and _last_may_pay(ins.steps[-1])
    return isinstance(ins, MayPayCost)


@rule("if you do", r"if you do, (?P<rest>.+)")
def _if_you_do(m: _M, b: Builder) -> SentenceResult:
    if _sacrifice_said_alone(b):
        # CR 608.2c, 701.21a: "Sacrifice a non-Demon creature. If you do, ...": done only if
        # a permanent was sacrificed (none to sacrifice, nothing is)
        return Conditional(condition=_sacrificed, then=tuple(b.effect(m["rest"])),
                           text=m.group(0))
    if not records_did(b.last):
        raise NotUnderstood(m.group(0))  # CR 608.2c: nothing before says whether it was done
    # CR 608.2c: the text is read as a whole: "them" after "you may mill N cards. If you
    # do, ..." is the cards that mill just moved (701.17a), read as after "Mill N cards."
    b.last = done_before(b.last)
    steps = b.effect(m["rest"])
    return Conditional(condition=_did, then=tuple(steps), text=m.group(0))


def done_before(ins: Instruction | None) -> Instruction | None:
    """The instruction "If you do, ..." follows when it is read: the last one the optional
    ``ins`` does when it is done ("you may mill three cards": the mill), whose cards or
    objects the branch's words name (CR 608.2c), as if said alone before it; ``ins``
    itself if it holds no such instruction."""
    if isinstance(ins, MayDo) and ins.then:
        return done_before(ins.then[-1])
    if isinstance(ins, Sequence_) and ins.steps:
        return done_before(ins.steps[-1])
    if isinstance(ins, Conditional) and ins.then and not ins.otherwise:
        return done_before(ins.then[-1])  # "If [condition], you may ...": its "you may"
    return ins


def _did_before_if_you_do(ins: Instruction | None) -> bool:
    """Is ``ins`` the "If you do, ..." just read after an instruction that keeps whether it was
    done, its own steps recording nothing (so "did" still says it for an "If you don't")?"""
    return isinstance(ins, Conditional) and ins.condition is _did and not ins.otherwise and \
        not any(records_did(step) for step in ins.then)


@rule("if you don't", r"if you don't, (?P<rest>.+)")
def _if_you_dont(m: _M, b: Builder) -> SentenceResult:
    """"At the beginning of your upkeep, you may sacrifice an artifact. If you don't, tap this
    creature and it deals 2 damage to you." (Yawgmoth Demon), "... you may discard a card. If
    you don't, sacrifice this creature and draw a card." (Lim-Dûl's Paladin): done only if what
    the previous sentence offered wasn't done (declined, or nothing to do it with; CR 608.2c,
    608.2d); after "If you do, ..." it reads the same choice (Ravenous Vampire)."""
    last = b.last
    if isinstance(last, MayDo) and len(last.then) == 1 and isinstance(last.then[0], Discard):
        steps = tuple(b.effect(m["rest"]))

        def apply(previous: Instruction) -> Instruction:
            if not isinstance(previous, MayDo):
                raise NotUnderstood(m.group(0))
            # CR 608.2c: choosing to discard with too few cards in hand isn't doing it
            return Sequence_(steps=(MayDiscardRecorded(previous, text=previous.text),
                                    Conditional(condition=_not_did, then=steps,
                                                text=m.group(0))), text=m.group(0))

        return Amend(apply)
    if not records_did(last) and not _did_before_if_you_do(last):
        raise NotUnderstood(m.group(0))  # CR 608.2c: nothing before says whether it was done
    return Conditional(condition=_not_did, then=tuple(b.effect(m["rest"])), text=m.group(0))


@rule("if you don't put it onto the battlefield",
      r"if you don't put (?:it|the card|that card) onto the battlefield, (?P<rest>.+)")
def _if_you_dont_put_it(m: _M, b: Builder) -> SentenceResult:
    """"If it's a land card, you may put it onto the battlefield tapped. If you don't put the
    card onto the battlefield, put it into your hand." (Risen Reef): done when the card wasn't
    put onto the battlefield, the condition having failed or the player having declined (CR
    608.2c, 608.2d); only right after such an "If ..., you may put it onto the battlefield"."""
    last = b.last
    if not (isinstance(last, Conditional) and last.records_did and not last.otherwise
            and isinstance(last.then[-1], MayDo)
            and any(isinstance(step, PutOntoBattlefield) for step in last.then[-1].then)):
        raise NotUnderstood(m.group(0))
    return Conditional(condition=_not_did, then=tuple(b.effect(m["rest"])), text=m.group(0))


@rule("if then", r"(?:then )?if (?P<cond>.+?), (?P<rest>.+)", priority=-5)
def _if(m: _M, b: Builder) -> SentenceResult:
    rest = m["rest"]
    if (rest.lower().endswith(" instead") or rest.lower().startswith("instead ")) and \
            not re.search(r"\bif [^,]+ would\b", rest, re.IGNORECASE):
        # replacing the earlier effect: not a plain condition ("..., and if it would die this
        # turn, exile it instead" states its own replacement effect, CR 614.1a: read)
        raise NotUnderstood(m.group(0))
    cond = condition_of(m["cond"], b)
    saved = b.it
    if re.match(SUBJECT_IS_A_KIND, m["cond"]):
        b.it = SourceRef()  # "If ~ isn't a creature, it becomes ...": the clause's subject
    elif m["cond"].lower().startswith("that creature ") and \
            (host := b.attached_host("that creature")) is not None:
        # CR 608.2c: "attach it to target creature you control. If that creature is an
        # Assassin, it gains deathtouch" (Hidden Blade): "it" is the creature the condition
        # names, not the Equipment attached
        b.it = host
    try:
        steps = b.effect(rest)
    finally:
        b.it = saved
    return Conditional(condition=cond, then=tuple(steps), text=m.group(0),
                       records_did=bool(steps) and records_did(steps[-1]))


@rule("instead",
          r"(?:then )?if (?P<cond>.+?), (?:instead (?P<rest>.+)|(?P<rest2>.+) instead)|"
          r"(?P<rest3>.+) instead if (?P<cond3>.+)", priority=1)
def _instead(m: _M, b: Builder) -> SentenceResult:
    """"If [condition], [effect] instead": the effect replaces what the previous sentence
    does when the condition holds (CR 608.2c), e.g. "If this spell was cast from a
    graveyard, put ten +1/+1 counters on that creature instead"."""
    rest = m["rest"] or m["rest2"] or m["rest3"]
    if b.it is None and re.search(r"\bthose (?:creatures|permanents)\b", rest, re.IGNORECASE):
        # CR 608.2c: "those creatures" names the group the replaced instruction acted on, which
        # no reference keeps (a trigger's "it" is its one event object): not read
        raise NotUnderstood(m.group(0))
    cond = condition_of(m["cond"] or m["cond3"], b)
    dealt = re.fullmatch(r"(?:~|it) deals (?P<n>\w+) damage", rest, re.IGNORECASE)
    if dealt:
        # "~ deals 1 damage to any target. If ..., ~ deals 2 damage instead": the same
        # source and recipients, only the amount replaced (CR 608.2c)
        return Amend(_damage_amount_instead(cond, parse_amount(dealt["n"], b), m.group(0)))
    saved = b.it
    last = b.last
    moved = getattr(last, "what", None)
    if last is not None and is_mover(last) and isinstance(moved, Ref):
        # "that card" is what the replaced instruction would have moved, not what it moved
        b.it = moved
    try:
        steps = tuple(b.effect(rest))
    finally:
        b.it = saved

    def apply(previous: Instruction) -> Instruction:
        if isinstance(previous, Conditional) and previous.then and not previous.otherwise \
                and not _IF_IT_HAS_MANA_VALUE.search(previous.text or ""):
            # CR 608.2c: "If you do, [A]. If [condition], [B] instead": B replaces A, which is
            # done only if the first condition holds (Emiel the Blessed: paid for first);
            # not "Destroy target creature if it has mana value 2 or less": that whole
            # sentence, its condition too, is what is replaced (Fatal Push's Revolt)
            inner = previous.then[0] if len(previous.then) == 1 else Sequence_(
                steps=previous.then)
            return attrs.evolve(previous, then=(apply(inner),))
        then = steps
        if isinstance(previous, SearchLibrary) and not any(
                isinstance(s, SearchLibrary) for s in steps):
            # CR 701.23a, 608.2c: "that card" is the card found; the search still happens,
            # only where it is put is replaced (Embermouth Sentinel)
            then = (_search_put_elsewhere(previous, steps, m.group(0)),)
        elif len(steps) == 1 and isinstance(steps[0], MayDo) and not _optional(previous, b):
            # CR 608.2c, 608.2d: "If that creature is red, you may put it on the bottom ...
            # instead" (Ether Well): declining leaves the first instruction, which is done
            then = (steps[0], Conditional(condition=_not_did, then=(previous,),
                                          text="if you don't (CR 608.2c)"))
        return Conditional(condition=cond, then=then, otherwise=(previous,),
                              text=m.group(0))

    return Amend(apply)


def _optional(previous: Instruction, b: Builder) -> bool:
    """Is ``previous``, which an "If ..., you may ... instead" replaces, itself optional: a
    "you may" (CR 608.2d), or the first sentence of a triggered ability whose leading "you
    may" was read as the ability's optional choice (603.5)? Declining the replacement then
    does nothing, as declining the first would have."""
    return isinstance(previous, MayDo) or (b.optional_effect and b.amending_first)


def _damage_amount_instead(cond: Callable[[Context], bool], new: Amount, text: str
                           ) -> Callable[[Instruction], Instruction]:
    """The "apply" of "If [condition], ~ deals N damage instead": the previous damage of the
    spell or ability's own source, dealing N to the same recipients when the condition holds
    as it resolves (CR 608.2c, 120.3)."""

    def apply(previous: Instruction) -> Instruction:
        if isinstance(previous, Conditional) and len(previous.then) == 1 and \
                not previous.otherwise:
            return attrs.evolve(previous, then=(apply(previous.then[0]),))
        if not isinstance(previous, DealDamage) or previous.source is not None:
            raise NotUnderstood(text)  # "it" must be the source of the damage it replaces
        return Conditional(condition=cond, then=(attrs.evolve(previous, amount=new),),
                           otherwise=(previous,), text=text)

    return apply


def _search_put_elsewhere(search: SearchLibrary, steps: tuple[Instruction, ...],
                          text: str) -> SearchLibrary:
    """The search of ``search`` putting the card it finds where the one step ``steps`` of an
    "instead" puts "that card": onto the battlefield [tapped] (CR 701.23a, 608.2c)."""
    step = steps[0] if len(steps) == 1 else None
    if not isinstance(step, PutOntoBattlefield) or not isinstance(step.what, ItRef) or \
            step.counters or step.attacking or search.count != 1 or search.one_to_battlefield:
        raise NotUnderstood(text)
    return attrs.evolve(search, to=Zone.BATTLEFIELD, tapped=step.tapped)


@rule("twice", r"(?P<what>investigate|draw a card|scry 1|surveil 1) twice")
def _twice(m: _M, b: Builder) -> SentenceResult:
    return Repeat(2, tuple(b.effect(m["what"])), text=m.group(0))


@rule("otherwise", r"otherwise, (?P<rest>.+)")
def _otherwise(m: _M, b: Builder) -> SentenceResult:
    last = b.last
    if isinstance(last, Conditional) and "this way" in last.text.lower() and \
            re.search(r"\bits?\b", m["rest"], re.IGNORECASE):
        # CR 608.2c: "If a land was destroyed this way, ... Otherwise, its controller ...": one
        # not destroyed (indestructible) is still "it", but only what moved is kept: not read
        raise NotUnderstood(m.group(0))
    return Otherwise(tuple(b.effect(m["rest"])))


@sentence("when you do", r"when you do, (?P<rest>.+)")
def _when_you_do(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Earthbend 2. When you do, up to one target creature you control fights target
    creature an opponent controls" (Earth Rumble)."""
    return after_you_do(reflexive(m["rest"], b, m.group(0), b.last), b.last)


def after_you_do(then: ReflexiveTrigger, last: Instruction | None) -> ReflexiveTrigger:
    """``then``, the reflexive "When you do, ..." following ``last``, triggering only if
    "you may pay {1}" was paid or an action recording whether it was done ("you may remove two
    oil counters from it") was done (CR 603.12)."""
    if isinstance(last, MayPayCost):
        return attrs.evolve(then, paid=True)
    return attrs.evolve(then, done=records_did(last))


@sentence("when it dies this turn",
          r"when (?P<what>that creature|it|that permanent) (?P<ev>dies|leaves the battlefield) "
          r"this turn, (?P<rest>.+)")
def _when_it_dies_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Choose target creature. When that creature dies this turn, you earthbend 4"; "When
    that creature leaves the battlefield this turn, sacrifice this creature" (Kjeldoran Elite
    Guard: to any zone, CR 603.7a, 603.6c)."""
    about = b.antecedent()
    inner = Builder(card=b.card, rules=b.rules, is_permanent=b.is_permanent)
    instructions = tuple(inner.effect(m["rest"]))
    b.trace.extend(inner.trace)
    b.missing.extend(x for x in inner.missing if x not in b.missing)
    mode = Mode(instructions=instructions, targets=tuple(inner.targets), text=m["rest"])
    event = "dies" if m["ev"].lower() == "dies" else "leaves"
    return WhenItDiesThisTurn(effect=mode, what=about, event=event, text=m.group(0))


@sentence("when you next cast a spell this turn",
          r"when you next cast (?:a|an) (?P<what>.+?) spell"
          r"(?P<mv> with mana value \d+ or (?:less|greater))? this turn, (?P<rest>.+)")
def _when_you_next_cast(m: re.Match[str], b: Builder) -> SentenceResult:
    """"When you next cast an instant or sorcery spell this turn, copy that spell" (Doublecast;
    CR 603.7a-c): a delayed trigger on the next spell of that kind (Dual Strike: "with mana
    value 4 or less") its controller casts this turn; "that spell" is that spell on the
    stack. Read on an instant or sorcery only: a permanent's ability saying it (Ral, Storm
    Conduit) is not played in a test yet."""
    if b.is_permanent:
        raise NotUnderstood(m.group(0))
    condition = TriggerCondition(event="cast", filter=parse_filter(m["what"] + (m["mv"] or "")),
                                 whose="you", text=m.group(0))
    # CR 603.7c: "that spell" is the spell whose casting triggered it
    return _this_turn_trigger(m, b, condition, repeats=False)


@sentence("whenever a creature blocks this turn",
          r"whenever a creature blocks this turn, (?P<rest>.+)")
def _whenever_blocks_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever a creature blocks this turn, it gets +0/+1 until end of turn" (Battle Cry;
    CR 603.7a-c): a delayed trigger created as the spell resolves, triggering each time a
    creature is declared as a blocker (509.1i) until the turn ends (603.7b: a stated
    duration); "it" is that blocking creature (603.7c). Read on an instant or sorcery only."""
    if b.is_permanent:
        raise NotUnderstood(m.group(0))
    condition = TriggerCondition(event="blocks", filter=parse_filter("creature"),
                                 text=m.group(0))
    # CR 603.7c: "it" is the creature that blocked
    return _this_turn_trigger(m, b, condition, repeats=True)


@sentence("whenever a creature attacks or dies this turn",
          r"whenever (?:a|an) (?P<what>[\w ]+?) (?P<ev>attacks|dies) this turn, (?P<rest>.+)")
def _whenever_attacks_or_dies_this_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever a creature attacks this turn, it gains lifelink until end of turn" (Ondu
    Rising), "Whenever a Minotaur attacks this turn, ..." (Touch of the Horned God),
    "Whenever a creature dies this turn, you gain 1 life" (Death Frenzy; CR 603.7a-c): a
    delayed trigger created as the spell resolves, triggering each time such a creature is
    declared as an attacker (508.1m) / dies (700.4, looking back, 603.10a) until the turn
    ends (603.7b); "it" is that creature (603.7c). Read on an instant or sorcery only; "a
    creature dealt damage this way" is not this sentence."""
    if b.is_permanent or "dealt" in m["what"].lower():
        raise NotUnderstood(m.group(0))
    flt = parse_filter(m["what"])
    if not flt.types and not flt.subtypes:
        raise NotUnderstood(m.group(0))  # not naming a creature (or its creature type)
    event = "attacks" if m["ev"].lower() == "attacks" else "dies"
    condition = TriggerCondition(event=event, filter=flt, text=m.group(0))
    return _this_turn_trigger(m, b, condition, repeats=True)


def _this_turn_trigger(m: re.Match[str], b: Builder, condition: TriggerCondition, *,
                       repeats: bool) -> WhenNextThisTurn:
    """The delayed trigger "When(ever) [event] this turn, [rest]" created as the spell
    resolves (CR 603.7a): its effect read with "it" / "that spell" meaning the event's object
    (603.7c); once, or each time until the turn ends (``repeats``, 603.7b). Targets would be
    chosen as it triggers (603.3d): not read."""
    inner = Builder(card=b.card, rules=b.rules, is_permanent=b.is_permanent)
    inner.it = ItRef()
    instructions = tuple(inner.effect(m["rest"]))
    if inner.targets:
        raise NotUnderstood(m.group(0))
    b.trace.extend(inner.trace)
    b.missing.extend(x for x in inner.missing if x not in b.missing)
    mode = Mode(instructions=instructions, text=m["rest"])
    return WhenNextThisTurn(effect=mode, condition=condition, repeats=repeats,
                            text=m.group(0))


def _event_object_is(flt: ObjectFilter) -> Callable[[Context], bool]:
    """Is the object the trigger event is about ("that spell") a [filter], as it is now or
    as it last existed (608.2h)?"""

    def check(ctx: Context) -> bool:
        oid = ctx.event.get("obj")
        if not isinstance(oid, int):
            return False
        game = ctx.game
        obj = game.find(oid)
        if obj is not None:
            return flt.matches(game, obj, player=ctx.controller, source=ctx.source)
        known = game.state.lki.get(oid)
        return known is not None and flt.matches_chars(game, known.obj, known.chars,
                                                       player=ctx.controller,
                                                       source=ctx.source)

    return check


@sentence("if that spell is", r"if that spell is an? (?P<what>.+?), (?P<rest>.+)")
def _if_that_spell_is(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever you cast a spell, earthbend 1. If that spell is a Lesson, ..." (Toph,
    Hardheaded Teacher): the spell of the cast trigger (603.2, 608.2h)."""
    condition = _event_object_is(parse_filter(m["what"]))
    return Conditional(condition=condition, then=tuple(b.effect(m["rest"])),
                          text=m.group(0))


@sentence("do this only once each turn", r"do this only once each turn")
def _once_each_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    def apply(previous: Instruction) -> Instruction:
        return OncePerTurn(then=(previous,), key=str(previous), text=m.group(0))

    return Amend(apply)


@sentence("you may pay mana", r"you may pay (?P<mana>(?:\{(?:\d+|[WUBRGC](?:/[WUBRGP])?)\})+)")
def _may_pay_mana(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever this creature attacks, you may pay {W/B}{W/B}. If you do, ..." (Alesha), "...
    you may pay {1}. When you do, ..." (Go-Shintai of Ancient Wars): the controller may pay
    the mana as the effect resolves, mana abilities included, only if they can (CR 118.3,
    605.3a, 608.2d); "If you do" / "When you do" read whether they did (608.2c, 603.12)."""
    cost = parse_cost(m["mana"])
    if cost.mana.is_empty() or cost.parts:
        raise NotUnderstood(m.group(0))
    return MayPayCost(cost, text=m.group(0))


#: a cost part said after "you may pay {M} and": "sacrifice an artifact", "discard a card" (an
#: object of the player's choice, never a pronoun nor "another", which no source here anchors)
_AND_COST_PART = r"(?:sacrifice|discard) (?:a|an|one|two|three) [^.,]+"


@sentence("you may pay life", r"you may pay (?P<n>\d+) life")
def _may_pay_life(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever another creature you control dies, you may pay 2 life. If you do, draw a card"
    (Erebos, Bleak-Hearted), "When ~ enters, you may pay 2 life. When you do, ..." (Ambulatory
    Edifice): the controller may pay the life as the effect resolves, only if their life total
    is at least that much (CR 118.3, 119.4, 608.2d); "If you do" / "When you do" read whether
    they did (608.2c, 603.12)."""
    cost = parse_cost(f"Pay {m['n']} life")
    if not cost.mana.is_empty() or len(cost.parts) != 1:
        raise NotUnderstood(m.group(0))
    return MayPayCost(cost, text=m.group(0))


@sentence("you may pay mana and sacrifice or discard",
          rf"you may pay (?P<mana>(?:\{{(?:\d+|[WUBRGC](?:/[WUBRGP])?)\}})+) and "
          rf"(?P<part>{_AND_COST_PART})")
def _may_pay_mana_and(m: re.Match[str], b: Builder) -> SentenceResult:
    """"At the beginning of combat on your turn, you may pay {1} and sacrifice an artifact. If
    you do, ..." (Sokenzan Smelter): one payment of both, the mana and the other action, which
    the controller may choose only if they can do both (CR 118.3, 608.2d); "If you do" holds
    only if both were done (608.2c)."""
    cost = parse_cost(f"{m['mana']}, {m['part']}")
    if cost.mana.is_empty() or len(cost.parts) != 1 or cost.unpayable:
        raise NotUnderstood(m.group(0))
    return MayPayCost(cost, text=m.group(0))


@sentence("you may do or pay mana",
          r"you may (?P<part>(?:discard|sacrifice) (?:a|an) [^.,]+?) or pay "
          r"(?P<mana>(?:\{(?:\d+|[WUBRGC](?:/[WUBRGP])?)\})+)")
def _may_do_or_pay(m: re.Match[str], b: Builder) -> SentenceResult:
    """"When this creature enters, you may discard a card or pay {2}. When you do, ..."
    (Anthropede), "..., you may sacrifice a Food or pay {2}{W}. When you do, ..." (Nimble
    Hobbit): the controller may pay one of the two costs as the effect resolves, only one they
    can pay all of (CR 118.3, 608.2d); "When you do" triggers if one was paid (603.12)."""
    part = parse_cost(m["part"][:1].upper() + m["part"][1:], b)
    mana = parse_cost(m["mana"])
    if not part.mana.is_empty() or len(part.parts) != 1 or part.unpayable or part.has_x or \
            mana.mana.is_empty() or mana.parts:
        raise NotUnderstood(m.group(0))
    return MayPayCost(part, alternatives=(mana,), text=m.group(0))


@sentence("you may pay energy", r"you may pay (?P<energy>[^.,]*\{E\})")
def _may_pay_energy(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever this creature attacks, you may pay {E}{E}. If you do, ..." (Thriving Ibex): the
    controller may remove that many energy counters, only if they have them (CR 107.14, 118.3,
    608.2d); "If you do" reads whether they did (608.2c). "You may pay any amount of {E}"
    (Harnessed Lightning) pays a number the player chooses, which a following "that much"
    reads. "One or more {E}", "X {E}" are not read."""
    if m["energy"].lower() == "any amount of {e}":
        return MayPayAnyEnergy(text=m.group(0))  # "that much" is the amount paid (608.2c)
    energy = energy_count(m["energy"])
    if energy is None:
        raise NotUnderstood(m.group(0))
    return MayPayCost(Cost(parts=(PayEnergy(energy, text=m["energy"]),)), text=m.group(0))


@sentence("player may", r"(?P<who>target (?:opponent|player)|defending player|that player|"
          r"that attacking player|its controller) may (?P<verb>draw|gain|create) (?P<rest>.+)")
def _player_may(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Target opponent may draw a card." (Phelddagrif): the player the words name chooses
    whether it is done (CR 608.2d), the action theirs ("that player draws a card").
    "Whenever ~ attacks, defending player may draw a card." (Harbor Guardian): the player it
    attacks (506.2, 508.5) chooses. "Whenever a Sliver deals combat damage to a player, its
    controller may draw a card." (Synapse Sliver): the controller of the object the event is
    about (603.7c), first in the effect only; "that player": the event's player. "that
    attacking player may create a tapped 2/2 black Zombie creature token" (Curse of Shallow
    Graves): the player who attacked (508.3e) chooses, and creates it under their control."""
    who_words = m["who"].lower()
    if who_words in ("that player", "that attacking player") and b.that_player is None:
        raise NotUnderstood(m.group(0))  # CR 603.7c: no player named before
    if who_words == "its controller" and (b.last is not None or b.it is not None):
        raise NotUnderstood(m.group(0))  # "its": the event's object only, not an earlier one
    who = b.ref(m["who"])
    b.that_player = who
    steps = b.effect(f"that player {m['verb']}s {m['rest']}")
    return MayDo(tuple(steps), who=who, text=m.group(0))


@sentence("you have a player or object do",
          r"have (?P<who>(?!you\b)[^,.]+?) (?P<verb>discard|lose|gain|draw|deal|mill|sacrifice|"
          r"get|fight|block|become|exchange)\b(?P<rest>.*)")
def _have_do(m: re.Match[str], b: Builder) -> SentenceResult:
    """"You may have target opponent discard a card." (Brutal Nightstalker), "you may have
    target creature get -2/-2 until end of turn" (Blightcaster): the instruction as "target
    opponent discards a card" / "target creature gets ..." reads (the verb agreeing with a
    singular subject, else as said: "two target players exchange"), its controller choosing
    whether it is done when "you may" comes before (CR 608.2d); the named player or object
    does it."""
    verb = m["verb"]
    singular = f"{m['who']} {verb}{'es' if verb.endswith('h') else 's'}{m['rest']}"
    snap = b.snapshot()
    try:
        return b.effect(singular)
    except NotUnderstood:
        b.restore(snap)
    return b.effect(f"{m['who']} {verb}{m['rest']}")
