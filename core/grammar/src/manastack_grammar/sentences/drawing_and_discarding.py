"""Drawing, discarding, milling and hands (CR 121, 701.9, 701.17, 402).

"[who] draws N cards [for each ...]", "[who] discards N cards [at random]", "... discards
their hand", "[who] mills N cards"; hands looked at and revealed: "Look at target player's
hand", "Target opponent reveals their hand. You choose a nonland card from it. That player
discards that card." (701.20); "... discards all the cards in their hand, then draws that
many cards"; "Each opponent discards a card, then each opponent who didn't discard a
nonland card this way loses N life"; "Target opponent exiles a card from their hand".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import attrs

from manastack.api import (
    YOU,
    ChooseRevealed,
    Context,
    Count,
    Discard,
    DiscardAtRandom,
    DiscardHandThenDraw,
    DiscardObjects,
    DiscardOrLoseLife,
    DiscardUnlessDiscards,
    Draw,
    DrawInstead,
    ExileFromHand,
    ItRef,
    LookAtHand,
    Mill,
    ObjectFilter,
    PutOnLibrary,
    ReplaceNextDraw,
    RevealHand,
    RevealObjects,
    StaticAbility,
    StaticEffect,
    TargetRef,
    WinTheGame,
    Zone,
)
from manastack_grammar.builder import Builder
from manastack_grammar.phrases.filters import (
    parse_filter,
    singular,
)
from manastack_grammar.phrases.numbers import int_number, number, parse_amount
from manastack_grammar.registration import NUMBER, NotUnderstood, sentence
from manastack_grammar.results import SentenceResult
from manastack_grammar.sentences.common import (
    SPECIFIC_PRIORITY,
    for_each_amount,
    rule,
    subject_or_you,
)

if TYPE_CHECKING:
    from manastack.api import Game, GameObject

_M = re.Match[str]  # the match a rule's build receives


@rule("draw", r"(?:(?P<who>.+?) )?(?P<verb>draws?) (?:(?P<n>.+?) cards?(?: for each (?P<each>.+))?|"
              r"cards equal to (?P<equal>.+))")
def _draw(m: _M, b: Builder) -> SentenceResult:
    who = subject_or_you(m["who"], b, m["verb"])
    if m["equal"]:
        # "draw cards equal to the number of ...": that many, counted as it resolves (CR 107.3c)
        return Draw(parse_amount(m["equal"], b), who)
    return Draw(for_each_amount(parse_amount(m["n"], b), m["each"], b), who)


@sentence("the next time you would draw a card this turn instead",
          r"the next time you would draw a card this turn, (?P<rest>.+) instead",
          priority=SPECIFIC_PRIORITY)
def _next_draw_instead(m: re.Match[str], b: Builder) -> SentenceResult:
    """"{1}: The next time you would draw a card this turn, you gain 5 life instead." (Words
    of Worship): a replacement effect on its controller's next draw this turn (CR 614.1a,
    614.11, 121.6), what replaces it done as the draw would happen. A replacing effect with
    targets (Words of War) is not read: they would be chosen as it applies."""
    inner = Builder(card=b.card, rules=b.rules, is_permanent=b.is_permanent)
    instead = tuple(inner.effect(m["rest"]))
    if inner.targets or inner.missing:
        raise NotUnderstood(m.group(0))
    b.trace.extend(inner.trace)
    return ReplaceNextDraw(instead, text=m.group(0))


@sentence("if you would draw a card, draw two cards instead",
          r"if you would draw a card, draw two cards instead", kind="ability",
          priority=SPECIFIC_PRIORITY)
def _draw_two_instead(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If you would draw a card, draw two cards instead." (Thought Reflection): a static
    replacement effect on each draw of its controller (CR 614.1a, 614.11, 121.2); the two
    draws are not replaced by it again (614.5), another such effect may replace each."""
    part = DrawInstead(instructions=(Draw(2),), once=False, whose="you", text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), text=m.group(0)),),
                         text=m.group(0))


def _library_empty(game: Game, obj: GameObject) -> bool:
    return not game.ids_in(Zone.LIBRARY, obj.controller)


@sentence("win instead of drawing from an empty library",
          r"if you would draw a card while your library has no cards in it, you win the game "
          r"instead", kind="ability", priority=SPECIFIC_PRIORITY)
def _win_instead_of_drawing(m: re.Match[str], b: Builder) -> SentenceResult:
    """"If you would draw a card while your library has no cards in it, you win the game
    instead." (Laboratory Maniac, Jace, Wielder of Mysteries): a static replacement effect on
    its controller's draws (CR 614.1a, 614.11, 121.6) that applies only while their library is
    empty (611.3a); they win the game (104.2b) rather than losing it for drawing from an empty
    library (121.4, 704.5b)."""
    part = DrawInstead(instructions=(WinTheGame(text="you win the game"),), once=False,
                       whose="you", text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), condition=_library_empty,
                                               text=m.group(0)),), text=m.group(0))


@rule("draw and reveal", r"draw (?P<n>a card|\w+ cards) and reveal (?P<them>it|them)")
def _draw_and_reveal(m: _M, b: Builder) -> SentenceResult:
    """"Draw three cards and reveal them." (Mad Wizard's Lair; CR 121.1, 701.20a): the cards
    drawn are revealed, and are "them" in the next sentence (still in the hand, 701.20b)."""
    one = m["n"].lower() == "a card"
    if one != (m["them"].lower() == "it"):
        raise NotUnderstood(m.group(0))  # "it" names one card, "them" several
    n = 1 if one else int_number(m["n"].rsplit(" ", 1)[0])
    return Draw(n, YOU, reveal=True)


@rule("draw an additional card", r"(?P<who>that player draws|draw) an additional card")
def _draw_additional(m: _M, b: Builder) -> SentenceResult:
    """"At the beginning of your draw step, draw an additional card." (Avaricious Dragon):
    one card drawn by the controller, besides the draw step's own draw (CR 504.1, 121.1);
    "At the beginning of each player's draw step, that player draws an additional card"
    (Dictate of Kruphix): the player whose step it is (603.7c), no one else."""
    if m["who"] == "draw":
        return Draw(1, YOU)
    if b.that_player is None:
        raise NotUnderstood(m.group(0))  # CR 603.7c: "that player" names no earlier player
    return Draw(1, b.that_player)


@rule("draw a card each", r"(?:(?P<who>.+?) )?(?P<verb>draws?) a card for each (?P<each>.+)",
          priority=1)
def _draw_each(m: _M, b: Builder) -> SentenceResult:
    return Draw(for_each_amount(1, m["each"], b), subject_or_you(m["who"], b, m["verb"]))


@rule("discard", rf"(?:(?P<who>.+?) )?(?P<verb>discards?) (?P<upto>up to )?(?P<n>{NUMBER}|that many) "
          r"cards?(?P<random> at random)?")
def _discard(m: _M, b: Builder) -> SentenceResult:
    who = subject_or_you(m["who"], b, m["verb"])
    if m["n"].lower() == "that many":
        if m["random"] or m["upto"]:
            raise NotUnderstood(m.group(0))
        # "that player discards that many cards" (Dreamstealer): the damage dealt, or what
        # the instruction before counted (CR 608.2c, 701.9a)
        return Discard(who, parse_amount("that many", b))
    if m["random"]:
        if m["upto"]:
            raise NotUnderstood(m.group(0))  # "up to N at random": not a printed form
        return DiscardAtRandom(who, number(m["n"]))
    # CR 107.1c: "up to N": any number from none to N, the discarding player's choice
    return Discard(who, number(m["n"]), up_to=bool(m["upto"]))


@rule("discard hand", r"(?:(?P<who>.+?) )?(?P<verb>discards?) (?:their|your) hand|"
          r"(?:(?P<who2>.+?) )?(?P<verb2>discards?) all (?:the )?cards in (?:their|your) hand")
def _discard_hand(m: _M, b: Builder) -> SentenceResult:
    return Discard(subject_or_you(m["who"] or m["who2"], b, m["verb"] or m["verb2"]), whole_hand=True)


@rule("mill", r"(?:(?P<who>.+?) )?(?P<verb>mills?) (?:cards equal to (?P<equal>.+)|(?P<n>.+?) "
             r"cards?|half (?:their|your) library, rounded (?P<rounded>up|down))")
def _mill(m: _M, b: Builder) -> SentenceResult:
    who = subject_or_you(m["who"], b, m["verb"])
    if m["equal"]:
        # "Target player mills cards equal to the sacrificed creature's power" (Altar of
        # Dementia): that many, the amount taken as it resolves (CR 701.17a, 107.3c, 608.2h)
        return Mill(who, parse_amount(m["equal"], b))
    if m["rounded"]:
        # "Target player mills half their library, rounded down" (Cut Your Losses; CR 701.17a,
        # 107.1a): the one milling player's library as it resolves; not read for several
        if not (who is YOU or isinstance(who, TargetRef)):
            raise NotUnderstood(m.group(0))
        up = m["rounded"].lower() == "up"

        def half(ctx: Context) -> int:
            cards = sum(len(ctx.game.ids_in(Zone.LIBRARY, p)) for p in who.players(ctx))
            return -(-cards // 2) if up else cards // 2

        return Mill(who, Count(f"half their library, rounded {m['rounded']}", half))
    return Mill(who, parse_amount(m["n"], b))


@rule("look at hand", r"look at (?P<who>.+?)'s hand")
def _look_hand(m: _M, b: Builder) -> SentenceResult:
    ref = b.ref(m["who"])
    b.that_player = ref
    return LookAtHand(ref)


@rule("reveal hand", r"(?P<who>.+?) reveals? (?:their|your|his or her) hand")
def _reveal(m: _M, b: Builder) -> SentenceResult:
    ref = b.ref(m["who"])
    b.that_player = ref
    return RevealHand(ref)


@rule("choose from revealed",
          rf"you (?P<may>may )?choose (?P<n>{NUMBER}) (?:(?P<what>.+?) )?cards? from (?:it|them|"
          r"that hand|their "
          r"hand|among them|(?P<yard>that player's graveyard or hand))"
          r"(?P<with> with mana value \d+ or less)?")
def _choose_revealed(m: _M, b: Builder) -> SentenceResult:
    """"You choose a nonland card from it" (Thoughtseize); "You may choose a nonland card from
    it. If you do, ..." (Vendilion Clique): one card, or none (CR 608.2d), "If you do" true
    only if one was chosen (608.2c)."""
    n = int_number(m["n"])
    if m["may"] and (n != 1 or m["yard"]):
        raise NotUnderstood(m.group(0))  # only "you may choose a ... card from it" is read
    what = " ".join((m["what"] or "").replace(",", " ").split())
    what = (singular(what.lower()) if n > 1 else what) + (m["with"] or "")
    flt = parse_filter(what) if what.strip() not in ("", "card") else ObjectFilter()
    # "from that player's graveyard or hand": the player whose hand was revealed (CR 404.2)
    return ChooseRevealed(flt, n, graveyard=bool(m["yard"]), optional=bool(m["may"]))


@rule("look at hand and choose a card from it",
      r"look at (?P<who>target player|target opponent|that player)'s hand and choose "
      r"(?P<n>a|one) card from it")
def _look_and_choose(m: _M, b: Builder) -> SentenceResult:
    """"Look at target player's hand and choose a card from it." (Seer's Vision): the
    controller sees the hidden hand (CR 400.2) and chooses one of its cards, "that card" of
    the next sentence; an empty hand gives no choice (609.3)."""
    if m["who"].lower() == "that player" and b.that_player is None:
        raise NotUnderstood(m.group(0))  # CR 603.7c: no player named before
    ref = b.ref(m["who"])
    b.that_player = ref
    return [LookAtHand(ref, text=m.group(0)), ChooseRevealed(ObjectFilter(), 1, text=m.group(0))]


@rule("discard the card drawn", r"discard (?:it|that card)")
def _discard_drawn(m: _M, b: Builder) -> SentenceResult:
    """"Draw a card and reveal it. If it isn't a land card, discard it." (Fa'adiyah Seer): the
    card just drawn and revealed, from its drawer's hand (CR 701.9a, 701.20b); only right
    after "draw a card and reveal it" of the controller's own draw."""
    last = b.last
    if not (isinstance(last, Draw) and last.reveal and last.who == YOU and last.amount == 1):
        raise NotUnderstood(m.group(0))
    return DiscardObjects(ItRef())


@rule("discard chosen", r"(?:that player|they|the player) discards? (?:that card|those cards|it"
          r"|them)")
def _discard_chosen(m: _M, b: Builder) -> SentenceResult:
    return DiscardObjects(ItRef())


@sentence("discard hand then draw that many",
          r"(?:(?P<who>.+?) )?discards? all the cards in (?:their|your) hand,? then draws? that "
          r"many cards")
def _wheel(m: re.Match[str], b: Builder) -> SentenceResult:
    who = b.ref(m["who"]) if m["who"] else YOU
    return DiscardHandThenDraw(who, text=m.group(0))


@sentence("discard or lose life",
          rf"each opponent discards a card, then each opponent who didn't discard a nonland card "
          rf"this way loses (?P<n>{NUMBER}) life")
def _discard_or_lose(m: re.Match[str], b: Builder) -> SentenceResult:
    return DiscardOrLoseLife(int_number(m["n"]), text=m.group(0))


@sentence("exiles cards from hand",
          rf"(?P<who>target opponent|target player|each opponent|each player|that player) "
          rf"exiles? (?P<n>{NUMBER}) cards? from (?:their|his or her) (?P<zone>hand|graveyard)")
def _exile_from_hand(m: re.Match[str], b: Builder) -> SentenceResult:
    """The player chooses the cards in their own hand or graveyard (CR 406.2, 404.1)."""
    zone = Zone.GRAVEYARD if m["zone"] == "graveyard" else Zone.HAND
    return ExileFromHand(b.ref(m["who"]), int_number(m["n"]), zone=zone, text=m.group(0))


@sentence("discard unless you discard",
          rf"discard (?P<n>{NUMBER}) cards unless you discard an? (?P<what>[\w ]+?) card")
def _discard_unless(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Draw three cards. Then discard two cards unless you discard a creature card." (Mystic
    Meditation; CR 118.12, 701.9a): one card of that kind discarded instead, if the player
    has one and chooses to."""
    flt = attrs.evolve(parse_filter(m["what"]), text=f"{m['what'].lower()} card")
    return DiscardUnlessDiscards(YOU, int_number(m["n"]), flt, text=m.group(0))


@rule("that player reveals the chosen card, puts it on the bottom, then draws",
      r"(?:that player|they) reveals? the chosen card, puts? it on the bottom of their library, "
      r"then draws? a card")
def _reveal_chosen_bottom_draw(m: _M, b: Builder) -> SentenceResult:
    """"Look at target player's hand. You may choose a nonland card from it. If you do, that
    player reveals the chosen card, puts it on the bottom of their library, then draws a
    card." (Vendilion Clique): the card chosen from that player's hand is revealed (CR
    701.20a), put on the bottom of its owner's library (401.4), and that player draws (121.1);
    only right after the choice from the hand of the player named."""
    if b.that_player is None or not isinstance(b.last, ChooseRevealed) or b.last.count != 1 \
            or b.last.graveyard:
        raise NotUnderstood(m.group(0))
    return [RevealObjects(ItRef(), text=m.group(0)),
            PutOnLibrary(ItRef(), position="bottom", text=m.group(0)),
            Draw(1, who=b.that_player, text=m.group(0))]
