"""Choices made as a spell or ability resolves, and what uses them (CR 608.2d).

"Choose target creature" / "Choose each ...", "Each player chooses a creature they
control. Destroy the rest." (101.4), "Choose a creature / permanent type" and "... of the
chosen type" (205.3m), "Choose a nonland card name" and "... discards all cards with that
name", "[what] gains your choice of double strike or lifelink until end of turn"; "Return / Tap /
Exile / Put a counter on a (another) [permanent] you control [to its owner's hand]": the
permanent chosen as it resolves (608.2c).
"""

from __future__ import annotations

import re

from manastack.api import (
    CastProhibition,
    ChooseCardName,
    ChooseType,
    ChosenTypeCards,
    Designate,
    Destroy,
    DiscardNamed,
    EachPlayerChooses,
    EntersChoosingName,
    EntersChoosingQuality,
    EntersWith,
    Exile,
    GainChosenAbility,
    NamedSourcesCantActivate,
    ObjectFilter,
    PutLooked,
    PutLookedOfChosenType,
    ReturnToHand,
    RevealHand,
    StaticAbility,
    StaticEffect,
    TheRest,
    Zone,
)
from manastack_grammar.abilities import _Statics
from manastack_grammar.builder import Builder
from manastack_grammar.keywords import keyword_list
from manastack_grammar.phrases.filters import COLOR_LETTERS, parse_filter
from manastack_grammar.phrases.numbers import int_number
from manastack_grammar.registration import NotUnderstood, sentence
from manastack_grammar.results import SentenceResult
from manastack_grammar.sentences.common import rule, strict_ref

_M = re.Match[str]  # the match a rule's build receives


@rule("choose target", r"choose (?P<what>(?:up to \w+ )?target .+|each .+)")
def _choose_target(m: _M, b: Builder) -> SentenceResult:
    return Designate(b.ref(m["what"]))


@sentence("each player chooses one they control",
          r"each player chooses (?P<n>a|an|one|two|three) (?P<what>.+?) they control")
def _each_player_chooses(m: re.Match[str], b: Builder) -> SentenceResult:
    flt = parse_filter(m["what"])
    if not (flt.types or flt.any_types):
        raise NotUnderstood(m.group(0))
    return EachPlayerChooses(flt, int_number(m["n"]), text=m.group(0))


@sentence("destroy the rest", r"(?P<verb>destroy|exile|sacrifice) the rest")
def _destroy_the_rest(m: re.Match[str], b: Builder) -> SentenceResult:
    last = b.last
    if not isinstance(last, EachPlayerChooses):
        raise NotUnderstood(m.group(0))  # "the rest" of what was chosen just before
    rest = TheRest(last.filter)
    verb = m["verb"].lower()
    if verb == "destroy":
        return Destroy(rest, text=m.group(0))
    if verb == "exile":
        return Exile(rest, text=m.group(0))
    raise NotUnderstood(m.group(0))  # each player sacrifices their own: not this sentence


@sentence("choose a type", r"choose a (?P<kind>permanent|creature) type")
def _choose_type(m: re.Match[str], b: Builder) -> SentenceResult:
    return ChooseType(m["kind"].lower(), text=m.group(0))


@sentence("return all of the chosen type",
          r"return all (?P<what>[\w ]*?)cards of the chosen type from your graveyard to your hand")
def _return_chosen_type(m: re.Match[str], b: Builder) -> SentenceResult:
    if not isinstance(b.last, ChooseType):
        raise NotUnderstood(m.group(0))
    what = m["what"].strip()
    flt = parse_filter(what) if what else ObjectFilter()
    return ReturnToHand(ChosenTypeCards(Zone.GRAVEYARD, flt), text=m.group(0))


@sentence("reveal cards of the chosen type from among them",
          r"you may reveal any number of cards of the chosen type from among them and put the "
          r"revealed cards into your hand")
def _reveal_chosen_type(m: re.Match[str], b: Builder) -> SentenceResult:
    look = PutLooked(take=99, up_to=True, to=Zone.HAND, reveal=True)
    return PutLookedOfChosenType(look, text=m.group(0))


@sentence("gains your choice of",
          r"(?P<what>.+?) gains? your choice of (?P<a>.+?) or (?P<b>.+?) until end of turn")
def _gain_choice(m: re.Match[str], b: Builder) -> SentenceResult:
    """"[what] gains your choice of A or B until end of turn", and of a list "A, B, or C"
    (Butcher of the Horde): one keyword of the list chosen as it resolves (CR 608.2d)."""
    labels = [m["a"], m["b"]]
    if "," in m["a"]:
        if not m["a"].endswith(","):
            raise NotUnderstood(m.group(0))  # "A, B or C": not a list of single choices here
        labels = [x.strip() for x in m["a"].rstrip(",").split(",")] + [m["b"]]
    choices = tuple(keyword_list(label, b) for label in labels)
    if len(labels) > 2 and any(len(c) != 1 for c in choices):
        raise NotUnderstood(m.group(0))  # each item of the list is one keyword
    return GainChosenAbility(strict_ref(m["what"], b), choices,
                             tuple(label.lower() for label in labels), text=m.group(0))


def _excluded_types(m: re.Match[str]) -> tuple[str, ...]:
    """The card types "a non[type] card name" excludes (CR 201.4a); anything else refused."""
    word = (m["what"] or "").strip().lower()
    if not word:
        return ()
    flt = parse_filter(word)
    if not flt.not_types or flt.types or flt.subtypes or flt.colors:
        raise NotUnderstood(m.group(0))
    return flt.not_types


@sentence("choose a card name", r"choose a (?P<what>non\w+ )?card name")
def _choose_name(m: re.Match[str], b: Builder) -> SentenceResult:
    return ChooseCardName(_excluded_types(m), text=m.group(0))


@sentence("as ~ enters, choose a card name",
          r"as ~ enters, choose a (?P<what>non\w+ )?card name", kind="ability")
def _as_enters_choose_name(m: re.Match[str], b: Builder) -> SentenceResult:
    """"As this creature enters, choose a nonland card name." (Meddling Mage), "As this
    artifact enters, choose a card name." (Pithing Needle): a replacement effect of the
    permanent itself as it enters (CR 614.1c, 614.12): the name of a card (201.4; "nonland":
    not a land card's, 201.4a), kept on the permanent for "the chosen name"."""
    if not b.is_permanent:
        raise NotUnderstood(m.group(0))
    return EntersChoosingName(not_types=_excluded_types(m), text=m.group(0))


@sentence("spells with the chosen name can't be cast",
          r"spells with the chosen name can't be cast", kind="ability")
def _chosen_name_cant_be_cast(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Spells with the chosen name can't be cast." (Meddling Mage): no player may cast a
    spell with the name chosen as the permanent entered (CR 201.4, 614.12), while it is on the
    battlefield (604.1; 101.2: the "can't" wins); checked as the spell is cast (601.2e)."""
    flt = ObjectFilter(source_chosen_name=True, text="spells with the chosen name")
    return StaticAbility(effects=(CastProhibition(spells=flt, who="any", text=m.group(0)),),
                         text=m.group(0))


@sentence("activated abilities of sources with the chosen name can't be activated",
          r"activated abilities of sources with the chosen name can't be activated(?P<unless> "
          r"unless they're mana abilities)?", kind="ability")
def _chosen_name_cant_activate(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Activated abilities of sources with the chosen name can't be activated." (Phyrexian
    Revoker), "... unless they're mana abilities." (Pithing Needle): a rule effect (CR 613.11)
    under which no activated ability of an object with the name chosen as the permanent
    entered (201.4, 614.12) can be activated, in any zone (602.5), mana abilities too (605.1a)
    unless they're excepted."""
    part = NamedSourcesCantActivate(unless_mana=bool(m["unless"]), text=m.group(0))
    return StaticAbility(effects=(StaticEffect(parts=(part,), text=m.group(0)),),
                         text=m.group(0))


_OTHER_THAN = r"(?: other than (?P<but>white|blue|black|red|green))?"


def _entering_choice(m: re.Match[str], b: Builder, what: str) -> EntersChoosingQuality:
    """The choice of ``what`` ("creature type" / "color") as the permanent enters, "other
    than [color]" (``but``) left out of a color's (CR 614.12, 205.3m, 105.4)."""
    if not b.is_permanent:
        raise NotUnderstood(m.group(0))  # a spell keeps no choice made "as it enters"
    but = (COLOR_LETTERS[m["but"].lower()],) if m["but"] else ()
    return EntersChoosingQuality(quality=what, other_than=but, text=m.group(0))


@sentence("as ~ enters, choose a creature type or a color",
          rf"as ~ enters, choose a (?P<what>creature type|color){_OTHER_THAN}", kind="ability")
def _as_enters_choose_quality(m: re.Match[str], b: Builder) -> SentenceResult:
    """"As this artifact enters, choose a creature type." (Door of Destinies), "As this Aura
    enters, choose a color." (Utopia Sprawl): a replacement effect of the permanent itself as
    it enters (CR 614.1c, 614.12): one creature type (205.3m) or one of the five colors
    (105.4), kept on the permanent for "of the chosen type / color"; "a color other than red"
    (Cliffgate): one of the four others."""
    if m["but"] and m["what"].lower() != "color":
        raise NotUnderstood(m.group(0))
    return _entering_choice(m, b, m["what"].lower())


@sentence("enters tapped. as it enters, choose a color",
          rf"~ enters tapped\. as it enters, choose a color{_OTHER_THAN}", kind="ability")
def _enters_tapped_choosing_color(m: re.Match[str], b: Builder) -> SentenceResult:
    """"This land enters tapped. As it enters, choose a color [other than red]." (Uncharted
    Haven, Thriving Bluff): two replacement effects of the permanent itself as it enters (CR
    614.1c, 614.12), "it" being the permanent of the sentence before: it enters tapped, and
    one of the five colors (105.4; "other than red": one of the four others) is kept on it."""
    choice = _entering_choice(m, b, "color")
    return _Statics(abilities=(EntersWith(tapped=True, text="~ enters tapped"), choice),
                    text=m.group(0))


@sentence("reveals hand and discards all with that name",
          r"(?P<who>target player|target opponent|each opponent|that player) reveals (?:their|his "
          r"or her) hand and discards all cards with that name")
def _reveal_discard_named(m: re.Match[str], b: Builder) -> SentenceResult:
    if not isinstance(b.last, ChooseCardName):
        raise NotUnderstood(m.group(0))
    who = b.ref(m["who"])
    return [RevealHand(who, text=m.group(0)), DiscardNamed(who, text=m.group(0))]

