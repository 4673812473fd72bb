"""Adding mana as an effect (CR 106.4): a spell's "Add {B}{B}{B}." (Dark Ritual), "Add
{W}{U}{B}{R}{G}." (Channel the Suns). The mana goes to the controller's pool as the spell or
ability resolves; a spell is not a mana ability (605.1a), it uses the stack. Mana abilities'
own "Add" (605.1a) are read with their cost (:mod:`manastack_grammar.abilities`)."""

from __future__ import annotations

import re

import attrs

from manastack.api import (
    COLORS,
    KEPT_UNTIL_END_OF_TURN,
    AddMana,
    AddManaLandsCouldProduce,
    AddManaOfChosenColor,
    AddManaOfEachColorAmong,
    AddManaOfThatColor,
    ChooseAColor,
    Count,
    CreateToken,
    Instruction,
    Log,
    Sequence_,
    parse_mana_outputs,
    x_value,
)
from manastack_grammar.abilities import recognize_line_ability
from manastack_grammar.builder import Builder
from manastack_grammar.phrases.numbers import devotion, int_number, number, parse_amount
from manastack_grammar.phrases.spending import spending_sentence
from manastack_grammar.registration import NotUnderstood, sentence
from manastack_grammar.results import Amend, SentenceResult
from manastack_grammar.sentences.common import for_each_amount


@sentence("add mana", r"add (?P<mana>(?:\{[wubrgc]\})+(?:(?:, (?:\{[wubrgc]\})+)*,? or "
          r"(?:\{[wubrgc]\})+)?)")
def _add_mana(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Add {R}{R}{R}." / "Add {B}{B} or {G}{G}." (CR 106.4; the output chosen as it resolves,
    106.1b): fixed mana symbols only, never "mana of any color"."""
    outputs = parse_mana_outputs(f"Add {m['mana'].upper()}")
    if outputs is None:
        raise NotUnderstood(m.group(0))
    return AddMana(outputs, text=m.group(0))


@sentence("that player adds mana", r"that player adds (?P<mana>(?:\{[wubrgc]\})+)")
def _that_player_adds_mana(m: re.Match[str], b: Builder) -> SentenceResult:
    """"At the beginning of each player's first main phase, that player adds {G}{G}."
    (Eladamri's Vineyard; CR 106.4, 603.7c): the player of the trigger's event adds the
    symbols, whoever controls the ability; only after a trigger naming that player."""
    outputs = parse_mana_outputs(f"Add {m['mana'].upper()}")
    if outputs is None or len(outputs) != 1 or b.that_player is None:
        raise NotUnderstood(m.group(0))
    return AddMana(outputs, who=b.that_player, text=m.group(0))


@sentence("add one mana of any color", r"add one mana of any color")
def _add_one_mana_of_any_color(m: re.Match[str], b: Builder) -> SentenceResult:
    """"When ~ enters, add one mana of any color." (Crumbling Vestige; CR 106.4, 105.1): one
    unit of the colour its controller chooses as it resolves (106.1b), never colourless."""
    return AddMana(tuple(COLORS), text=m.group(0))


@sentence("add one mana of the chosen color", r"add one mana of the chosen color")
def _add_one_mana_of_the_chosen_color(m: re.Match[str], b: Builder) -> SentenceResult:
    """"{T}: Add one mana of the chosen color." (Coldsteel Heart; CR 106.4, 105.4): the color
    chosen as the permanent entered (614.12); a spell keeps no such choice: not read there."""
    if not b.is_permanent:
        raise NotUnderstood(m.group(0))
    return AddManaOfChosenColor(text=m.group(0))


@sentence("add a mana or one mana of the chosen color",
          r"add \{(?P<mana>[wubrgc])\} or one mana of the chosen color")
def _add_mana_or_chosen_color(m: re.Match[str], b: Builder) -> SentenceResult:
    """"{T}: Add {R} or one mana of the chosen color." (Thriving Bluff, Cliffgate; CR 106.4):
    {R} or one mana of the color chosen as the permanent entered (614.12), the controller
    choosing which as it resolves (608.2d); {R} only if it chose none. Not read on a spell."""
    if not b.is_permanent:
        raise NotUnderstood(m.group(0))
    return AddManaOfChosenColor(or_mana=m["mana"].upper(), text=m.group(0))


@sentence("choose a color", r"choose a color")
def _choose_a_color(m: re.Match[str], b: Builder) -> SentenceResult:
    """"{2}, {T}: Choose a color. Add ..." (Nykthos, Shrine to Nyx; CR 105.4, 608.2d): one of
    the five colors chosen as it resolves, for "that color" after it."""
    return ChooseAColor(text=m.group(0))


@sentence("add mana of that color equal to your devotion to that color",
          r"add an amount of mana of that color equal to your devotion to that color")
def _add_that_color_devotion(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Choose a color. Add an amount of mana of that color equal to your devotion to that
    color." (Nykthos, Shrine to Nyx, Nyx Lotus; CR 106.4, 700.5): the mana symbols of the color
    just chosen among the mana costs of the permanents its controller controls, counted as it
    resolves; only right after "Choose a color."."""
    if not isinstance(b.last, ChooseAColor):
        raise NotUnderstood(m.group(0))
    return AddManaOfThatColor(count=devotion, text=m.group(0))


@sentence("add mana for each", r"add (?P<mana>(?:\{[wubrgc]\})+) for each (?P<each>.+)")
def _add_mana_for_each(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Add {R} for each creature you control." (CR 106.4, 107.3c): the symbols once per
    thing counted as the spell resolves; the count is a phrase of the reader's counts."""
    outputs = parse_mana_outputs(f"Add {m['mana'].upper()}")
    if outputs is None:
        raise NotUnderstood(m.group(0))
    return AddMana(outputs, times=for_each_amount(1, m["each"], b), text=m.group(0))


@sentence("add mana for each counter removed",
          r"add (?P<mana>\{[wubrgc]\})(?:, then add an additional (?P<more>\{[wubrgc]\}))? for "
          r"each (?P<kind>[+-]1/[+-]1|[\w-]+) counter removed this way")
def _add_mana_for_each_counter_removed(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Add {B} for each storage counter removed this way." / "Add {B}, then add an additional
    {B} for each charge counter removed this way." (CR 106.4, 107.3c): the number removed is
    the number announced for the cost's "Remove any number of ... counters" (601.2b, the
    ability's X); the mana ability's reader checks the cost has that part."""
    if m["more"] and m["more"].lower() != m["mana"].lower():
        raise NotUnderstood(m.group(0))
    outputs = parse_mana_outputs(f"Add {m['mana'].upper()}")
    if outputs is None:
        raise NotUnderstood(m.group(0))
    first = 1 if m["more"] else 0
    times = Count(f"{first} plus each {m['kind']} counter removed this way",
                  lambda ctx: first + x_value(ctx))
    return AddMana(outputs, times=times, text=m.group(0))


@sentence("add x mana in any combination",
          r"add (?P<n>x|two|three|four|five) mana in any combination of (?P<one>\{[wubrgc]\}) "
          r"and/or (?P<other>\{[wubrgc]\})")
def _add_x_mana_in_any_combination(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Add X mana in any combination of {W} and/or {U}." (CR 106.4, 107.3): X units, the
    announced X, each of either type as the controller chooses as it resolves; "Add three mana
    in any combination of {R} and/or {G}." (Goblin Clearcutter): three units so split. X is
    what ", where X is ..." says it is when the sentence has one (CR 107.3c, 608.2h: "the
    sacrificed creature's mana value", Burnt Offering), else the announced X (107.3a)."""
    one, other = m["one"][1].upper(), m["other"][1].upper()
    if one == other:
        raise NotUnderstood(m.group(0))
    times = number("x") if m["n"].lower() == "x" else int_number(m["n"])
    return AddMana((one, other), times=times, combination=True, text=m.group(0))


@sentence("add x mana of any one color",
          r"add (?P<n>x|that much|two|three|four|five) mana of any one color")
def _add_x_mana_of_any_one_color(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Add X mana of any one color, where X is ~'s power." (CR 106.4, 107.3c): one colour the
    controller chooses as it resolves (106.1b), that many units of it, X counted then (608.2h);
    X only as ", where X is ..." defines it (the ability reader refuses an announced X).
    "add two mana of any one color" (Branch of Vitu-Ghazi), "add that much mana of any one
    color" (Photon, Mighty Marvel: the amount of the trigger's event, 603.7c) alike."""
    n = m["n"].lower()
    times = number("x") if n == "x" else parse_amount(n, b)
    return AddMana(tuple(COLORS), times=times, text=m.group(0))


@sentence("add mana a land an opponent controls could produce",
          r"add one mana of any (?:color that a land an opponent controls|(?P<yours>type that a "
          r"land you control)) could produce")
def _add_mana_lands_could_produce(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Add one mana of any color that a land an opponent controls could produce." (Exotic
    Orchard; CR 106.7: what their mana abilities would add now, their costs ignored); "of any
    type that a land you control could produce" (Reflecting Pool): the controller's own lands,
    colourless included (106.7: a type, not a colour)."""
    return AddManaLandsCouldProduce(yours=m["yours"] is not None, text=m.group(0))


@sentence("add an amount of mana", r"add an amount of (?P<mana>\{[wubrgc]\}) equal to (?P<amount>.+)")
def _add_amount_of_mana(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Add an amount of {G} equal to ~'s power." (CR 106.4, 107.1): that many units of the
    one type, counted as the spell or ability resolves (608.2h)."""
    outputs = parse_mana_outputs(f"Add {m['mana'].upper()}")
    if outputs is None:
        raise NotUnderstood(m.group(0))
    return AddMana(outputs, times=parse_amount(m["amount"], b), text=m.group(0))


@sentence("add a number of one type of mana",
          r"add (?P<n>that much|two|three|four|five|six|seven|eight|nine|ten) "
          r"(?P<mana>\{[wubrgc]\})")
def _add_number_of_mana(m: re.Match[str], b: Builder) -> SentenceResult:
    """"When ~ dies, add eight {C}." (Su-Chi Cave Guard; CR 106.4): that many units of the one
    type; "add that much {G}" (Sakiko, Mother of Summer): the amount of what the instruction
    before counted, else of the trigger's event (the combat damage dealt, 603.7c, 608.2h)."""
    outputs = parse_mana_outputs(f"Add {m['mana'].upper()}")
    if outputs is None:
        raise NotUnderstood(m.group(0))
    return AddMana(outputs, times=parse_amount(m["n"], b), text=m.group(0))


@sentence("add one mana of each color among permanents you control",
          r"for each color among permanents you control, add one mana of that color")
def _add_mana_of_each_color_among(m: re.Match[str], b: Builder) -> SentenceResult:
    """"{T}: For each color among permanents you control, add one mana of that color." (Bloom
    Tender; CR 106.4, 105.2): one of each colour the controller's permanents have as it
    resolves (608.2h); a mana ability (605.1a) resolving at once (605.3a)."""
    return AddManaOfEachColorAmong(text=m.group(0))


@sentence("add mana of the commander's color identity",
          r"add one mana of any color in your commander's color identity")
def _add_commander_identity_mana(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Add one mana of any color in your commander's color identity." (Arcane Signet): the
    game has no commanders, so the colour is undefined and this part does nothing (CR 903.4f)."""
    return Log("no commander: the colors of its color identity are undefined, no mana is added "
               "(CR 903.4f)", rule="903.4f", text=m.group(0))


@sentence("mana not lost until end of turn",
          r"until end of turn, you don't lose this mana as steps and phases end")
def _mana_kept_until_end_of_turn(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Add {R}. Until end of turn, you don't lose this mana as steps and phases end." (Birgi;
    CR 500.5, 106.4): the mana the sentence before adds stays in the pool as steps and phases
    end, until the cleanup step ends (514.2); only right after an "add" of the same ability."""

    def apply(previous: Instruction) -> Instruction:
        if isinstance(previous, Sequence_):
            # "add {W}{W}{W} and you gain 3 life" (Colossal Plow): "this mana" is the one add
            adds = [i for i, step in enumerate(previous.steps) if isinstance(step, AddMana)]
            if len(adds) != 1:
                raise NotUnderstood(m.group(0))
            steps = list(previous.steps)
            steps[adds[0]] = apply(steps[adds[0]])
            return attrs.evolve(previous, steps=tuple(steps))
        if not isinstance(previous, AddMana) or previous.kept is not None:
            raise NotUnderstood(m.group(0))
        return attrs.evolve(previous, kept=KEPT_UNTIL_END_OF_TURN)

    return Amend(apply)


@sentence("spend this mana only",
          r"(?:spend this mana only to .+|this mana can't be spent to cast .+)")
def _spend_this_mana_only(m: re.Match[str], b: Builder) -> SentenceResult:
    """"When ~ enters, add {C}{C}{C}. Spend this mana only to cast creature spells." (Eager
    Flameguide; CR 106.6): the mana the sentence just before adds may be spent only as it
    says; only right after an "add" of the same ability or spell."""
    restriction = spending_sentence(m.group(0))
    if restriction is None:
        raise NotUnderstood(m.group(0))

    def apply(previous: Instruction) -> Instruction:
        if not isinstance(previous, AddMana) or previous.restriction is not None or \
                previous.kept is not None:
            raise NotUnderstood(m.group(0))
        return attrs.evolve(previous, restriction=restriction)

    return Amend(apply)


@sentence("created tokens have a quoted ability",
          r"(?P<who>it has|they have) \"(?P<ability>[^\"]+)\"")
def _tokens_have_mana_ability(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Create a 0/1 colorless Eldrazi Spawn creature token. It has "Sacrifice this token: Add
    {C}."": the token just created has the quoted ability (CR 111.3, 111.4; "~" in the quotes
    is the token, 201.5), a mana ability (605.1a) or any other ("They have "When this token
    dies, it deals 1 damage to any target."", Dance with Devils): part of the tokens'
    characteristics, so copiable (707.2). Only after "create", and "It has" for one token,
    "They have" for several."""
    last = b.last
    if not isinstance(last, CreateToken) or last.each_attached or last.attached_to is not None:
        raise NotUnderstood(m.group(0))
    several = not isinstance(last.count, int) or last.count != 1
    if several != (m["who"].lower() == "they have"):
        raise NotUnderstood(m.group(0))  # the pronoun names a number of tokens it didn't make
    ability = recognize_line_ability(m["ability"], b)

    def apply(previous: Instruction) -> Instruction:
        if not isinstance(previous, CreateToken):
            raise NotUnderstood(m.group(0))
        card = attrs.evolve(previous.card, abilities=(*previous.card.abilities, ability))
        return attrs.evolve(previous, card=card)

    return Amend(apply)
