"""Costs (CR 118, 601.2f, 602.1a): :func:`parse_cost` reads "{2}{R}, {T}, Sacrifice a
creature", "Pay 3 life", "Discard a card", "Exile four other cards from your graveyard"...
for activated abilities, additional costs and the keyword plugins' costs.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from manastack.api import (
    EMPTY_COST,
    CollectEvidence,
    Cost,
    CostPart,
    DiscardCost,
    DiscardHand,
    DiscardSelf,
    ExileFromGraveyard,
    ExileFromHandCost,
    ExilePermanents,
    ExileSelf,
    ExileTopOfGraveyard,
    ExileTopOfLibrary,
    LazyPattern,
    ManaCost,
    MillCost,
    ObjectFilter,
    PayEnergy,
    PayLife,
    PluginError,
    PutCountersOnChosen,
    PutCountersOnSelf,
    PutFromHandOnLibrary,
    RemoveCountersCost,
    RemoveCountersFromAmong,
    RemoveCountersFromChosen,
    ReturnPermanents,
    ReturnSelf,
    RevealFromHand,
    SacrificeAttached,
    SacrificeCost,
    SacrificeEach,
    SacrificeGrantingSource,
    SacrificeSelf,
    TapSelf,
    TapUntapped,
    UntapSelf,
    UntapTapped,
)
from manastack_grammar.phrases.filters import parse_filter, permanent_filter, singular
from manastack_grammar.phrases.numbers import int_number, plugin_build
from manastack_grammar.registration import NUMBER, NotUnderstood
from manastack_grammar.results import SentenceReport
from manastack_grammar.text import GRANTING_NAME, SELF_WORDS

if TYPE_CHECKING:
    from manastack_grammar.builder import Builder


#: The separators of a cost's parts: commas, and "and" before a new part.
_COST_SPLIT = LazyPattern(r",\s*(?:and\s+)?|\s+and\s+(?=[A-Z{]|pay|discard|sacrifice|exile|tap|"
                         r"remove|return|put)", re.IGNORECASE)


def parse_cost(text: str, b: Builder | None = None, *, variable_counters: bool = False) -> Cost:
    """A cost (CR 118, 602.1a): "{2}{R}, {T}, Sacrifice a creature", "Pay 3 life".

    Keyword plugins parse their costs with it ("Flashback—{1}{U}, Pay 3
    life.", "Escalate—Discard a card.", "Escape—{3}{B}, Exile four other
    cards from your graveyard."). Understood parts: mana symbols; {T}, {Q};
    "Pay N life"; "Discard a card / N cards / a [filter] card / your hand";
    "Sacrifice ~ / a [filter] / N [filter]s / another [filter]"; "Tap an
    untapped [filter] you control / N untapped [filter]s you control";
    "Exile N (other) cards from your graveyard", "Exile a [filter] card from
    your graveyard", "Exile ~ from your graveyard", "Exile a [filter] you
    control"; "Reveal a [filter] card in your hand"; "Return a [filter] you control to its
    owner's hand"; "Remove N [kind] counters from ~"; "Put N [kind] counters on ~"; a part a
    plugin's rule of kind "cost" reads ("Exert ~", with the card's builder ``b``). The count of a
    part paid by choosing objects may be X ("Discard X cards", "Sacrifice X
    Mountains", "Exile X blue cards from your graveyard"): X is announced with
    the rest of the cost (CR 107.3a, 601.2b); counters removed or put are a
    fixed count, except with ``variable_counters`` (the activated-ability reader, which
    checks what the effect counts): "Remove X / any number of [kind] counters from ~".
    """
    mana = EMPTY_COST
    parts: list[CostPart] = []
    body = text.strip().rstrip(".").replace("\u2019", "'")
    body = SELF_WORDS.sub("~", body)
    for item in _sacrifice_lists(_COST_SPLIT.split(body)):
        low = item.lower()
        if not item:
            continue
        if isinstance(item, _SacrificeList):
            # CR 601.2h, 701.21a: one different permanent for each ("a green creature, a white
            # creature, and a blue creature")
            parts.append(SacrificeEach(filters=tuple(
                permanent_filter(parse_filter(re.sub(r"^an? ", "", w, flags=re.IGNORECASE)))
                for w in item.words), text=item))
            continue
        if isinstance(item, _SelfAndOthers):
            # CR 601.2h, 701.21a: the source and other permanents of the payer's, sacrificed
            # together ("Sacrifice ~ and another green creature", "Sacrifice two lands and ~");
            # the source can't also be one of the others
            parts.append(SacrificeSelf(text="Sacrifice ~"))
            parts.append(SacrificeCost(**_chosen(item.count_word, item.what, item,
                                                 permanents=True), other=True,
                                       text=item.others))
            continue
        if re.fullmatch(r"(\{[^}]+\})+", item) and item not in ("{T}", "{Q}"):
            symbols = re.findall(r"\{[^}]+\}", item)
            paid = []
            for sym in symbols:
                if sym == "{T}":
                    parts.append(TapSelf(text="{T}"))
                elif sym == "{Q}":
                    parts.append(UntapSelf(text="{Q}"))
                elif sym == "{E}":
                    raise NotUnderstood(item)  # energy (CR 107.14): not a kernel resource
                else:
                    paid.append(sym)
            if paid:
                try:
                    # parsed as printed, so the cost reads as on the card
                    parsed = ManaCost.parse("".join(paid))
                except Exception as exc:  # a symbol the mana module does not know
                    raise NotUnderstood(item) from exc
                mana = parsed if mana.is_empty() else mana + parsed
            continue
        if item == "{T}":
            parts.append(TapSelf(text="{T}"))
        elif item == "{Q}":
            parts.append(UntapSelf(text="{Q}"))
        elif low in ("sacrifice ~", "sacrifice it"):
            parts.append(SacrificeSelf(text=item))
        elif low == f"sacrifice {GRANTING_NAME}":
            # CR 201.5a: a granted ability's cost sacrificing the object granting it
            parts.append(SacrificeGrantingSource(text=item))
        elif low == "sacrifice enchanted creature":
            parts.append(SacrificeAttached(text=item))  # CR 701.21a: the Aura's creature
        elif m := re.fullmatch(r"exile the top (?:card|(\w+) cards) of your library", low):
            # CR 401.1, 601.2h: that many from the top, all of them (118.3)
            parts.append(ExileTopOfLibrary(count=_fixed(m.group(1) or "one", item), text=item))
        elif low == "exile the top card of your graveyard":
            parts.append(ExileTopOfGraveyard(text=item))  # CR 404.1, 601.2h
        elif m := re.fullmatch(r"collect evidence (\d+)", low):
            parts.append(CollectEvidence(total=int(m.group(1)), text=item))  # CR 701.59a
        elif m := re.fullmatch(r"pay (\d+) life", low):
            parts.append(PayLife(int(m.group(1)), text=item))
        elif low == "pay x life":  # CR 107.3a: the amount is the X announced
            parts.append(PayLife(0, amount_is_x=True, text=item))
        elif low.startswith("pay ") and (n := energy_count(low[4:])) is not None:
            parts.append(PayEnergy(n, text=item))  # CR 107.14: remove that many energy counters
        elif low in ("discard your hand",):
            parts.append(DiscardHand(text=item))
        elif low == "discard ~":
            parts.append(DiscardSelf(text=item))
        elif m := re.fullmatch(rf"discard ({NUMBER}) (?:(.+?) )?cards?(?P<random> at random)?",
                               low):
            what = (m.group(2) or "").strip()
            if m["random"] and (what or m.group(1) == "x"):
                raise NotUnderstood(item)  # only "N cards at random": any card (701.9b)
            parts.append(DiscardCost(**_chosen(m.group(1), what, item), text=item,
                                     at_random=bool(m["random"])))
        elif m := re.fullmatch(rf"sacrifice ({NUMBER}|another) (.+)", low):
            count_word, what = m.group(1), m.group(2)
            other = count_word == "another" or what.startswith("other ")
            what = what.removeprefix("other ").removeprefix("another ")
            parts.append(SacrificeCost(**_chosen(count_word, what, item, permanents=True),
                                   other=other, text=item))
        elif m := re.fullmatch(rf"tap ({NUMBER}|another) (other )?untapped (.+?) you control"
                               r"( with [a-z]+)?", low):
            # "Tap three other untapped creatures you control", "... you control with flying"
            count_word, what = m.group(1), m.group(3) + (m.group(4) or "")
            other = count_word == "another" or bool(m.group(2)) or what.startswith("other ")
            what = what.removeprefix("other ")
            parts.append(TapUntapped(**_chosen(count_word, what, item, permanents=True),
                                     other=other, text=item))
        elif m := re.fullmatch(rf"untap ({NUMBER}) tapped (.+?) you control", low):
            if m.group(1) == "x":
                raise NotUnderstood(item)
            # CR 601.2h, 701.26b: that many tapped permanents of the payer's, untapped
            parts.append(UntapTapped(**_chosen(m.group(1), m.group(2), item, permanents=True),
                                     text=item))
        elif m := re.fullmatch(rf"exile ({NUMBER}) (other )?(?:(.+?) )?cards? from your graveyard",
                               low):
            what = (m.group(3) or "").strip()
            parts.append(ExileFromGraveyard(**_chosen(m.group(1), what, item),
                                            other=bool(m.group(2)), text=item))
        elif m := re.fullmatch(rf"exile ({NUMBER}) (?:(.+?) )?cards? from your hand", low):
            what = (m.group(2) or "").strip()
            if m.group(1) == "x" or re.search(r"\bx\b", what):
                raise NotUnderstood(item)  # an X of the spell's own (the Shoals): not read
            parts.append(ExileFromHandCost(**_chosen(m.group(1), what, item), text=item))
        elif m := re.fullmatch(rf"reveal ({NUMBER}) (?:(.+?) )?cards? (?:in|from) your hand",
                               low):
            what = (m.group(2) or "").strip()
            if m.group(1) == "x" or re.search(r"\bx\b", what):
                raise NotUnderstood(item)  # a number of the cost's own: not read
            # CR 701.20a, 601.2h: cards of the payer's hand shown, kept in the hand
            parts.append(RevealFromHand(**_chosen(m.group(1), what, item), text=item))
        elif low in ("exile ~ from your graveyard", "exile ~ from your hand"):
            # CR 118.3: paid only from the zone named (Simian Spirit Guide's hand)
            parts.append(ExileSelf(text=item, from_hand=low.endswith("hand")))
        elif low == "exile ~":
            parts.append(ExileSelf(text=item, from_battlefield=True))
        elif m := re.fullmatch(rf"exile ({NUMBER}|another) (.+?) you control", low):
            count_word, what = m.group(1), m.group(2)
            other = count_word == "another" or what.startswith("other ")
            what = what.removeprefix("other ")
            parts.append(ExilePermanents(**_chosen(count_word, what, item, permanents=True),
                                            other=other, text=item))
        elif m := re.fullmatch(rf"return ({NUMBER}|another) (.+?) you control to (?:its|their) "
                               r"owner's hand", low):
            count_word, what = m.group(1), m.group(2)
            other = count_word == "another" or what.startswith("other ")
            parts.append(ReturnPermanents(**_chosen(count_word, what, item, permanents=True),
                                             other=other, text=item))
        elif m := re.fullmatch(rf"put ({NUMBER}) cards? from your hand on top of your library",
                               low):
            # CR 601.2h: chosen from the hand (a fixed count, one order for several not read)
            if m.group(1) not in ("a", "one"):
                raise NotUnderstood(item)
            parts.append(PutFromHandOnLibrary(count=1, text=item))
        elif low == "return ~ to its owner's hand":
            parts.append(ReturnSelf(text=item))  # CR 601.2h: paid only from the battlefield
        elif m := re.fullmatch(rf"mill ({NUMBER}) cards?", low):
            parts.append(MillCost(_fixed(m.group(1), item), text=item))  # CR 701.17a-b
        elif m := re.fullmatch(rf"remove ({NUMBER}) counters? from ~", low):
            # CR 122.1, 601.2h: "a counter": of any kind, the payer choosing which
            parts.append(RemoveCountersCost("", _fixed(m.group(1), item), text=item))
        elif m := re.fullmatch(rf"remove ({NUMBER}) (?:([+-]1/[+-]1|[a-z]+) )?counters? from "
                               r"(a|an|another) (.+?) you control", low):
            # CR 601.2h: one permanent chosen that has the counters; "another": not the source
            what = m.group(4).removeprefix("other ")
            flt = permanent_filter(parse_filter(what))
            parts.append(RemoveCountersFromChosen(
                count=1, filter=flt, other=m.group(3) == "another", kind=m.group(2) or "",
                amount=_fixed(m.group(1), item), text=item))
        elif m := re.fullmatch(rf"remove ({NUMBER}) ([+-]1/[+-]1|[a-z]+) counters from among "
                               r"(.+?) you control", low):
            # CR 601.2h: that many counters in all, each from any of those permanents; X
            # announced as the ability is activated (107.3a, 601.2b)
            is_x = m.group(1) == "x"
            if is_x and not variable_counters:
                raise NotUnderstood(item)  # only an activated ability's reader reads its X
            parts.append(RemoveCountersFromAmong(
                kind=m.group(2), amount=0 if is_x else _fixed(m.group(1), item), amount_is_x=is_x,
                filter=permanent_filter(parse_filter(singular(m.group(3)))), text=item))
        elif m := re.fullmatch(r"remove x ([+-]1/[+-]1|\S+) counters from ~", low):
            if not variable_counters:
                raise NotUnderstood(item)  # only an activated ability's reader says what X counts
            # CR 601.2b, 107.3: X announced as the ability is activated (read by mana abilities)
            parts.append(RemoveCountersCost(m.group(1), 0, count_is_x=True, text=item))
        elif m := re.fullmatch(r"remove all ([+-]1/[+-]1|\S+) counters from ~", low):
            if not variable_counters:
                raise NotUnderstood(item)  # only an activated ability's reader counts them
            # CR 601.2h: as many as it has as the cost is paid (none is a cost that can be paid)
            parts.append(RemoveCountersCost(m.group(1), 0, all_counters=True, text=item))
        elif m := re.fullmatch(rf"remove ({NUMBER}) ([+-]1/[+-]1|\S+) counters? from ~", low):
            parts.append(RemoveCountersCost(m.group(2), _fixed(m.group(1), item), text=item))
        elif m := re.fullmatch(r"remove any number of ([+-]1/[+-]1|\S+) counters from ~", low):
            if not variable_counters:
                raise NotUnderstood(item)  # only an activated ability's reader counts them
            # CR 601.2b: a variable cost, its number announced as X is (read by mana abilities)
            parts.append(RemoveCountersCost(m.group(1), 0, count_is_x=True, text=item))
        elif m := re.fullmatch(rf"put ({NUMBER}) ([+-]1/[+-]1|\S+) counters? on ~", low):
            parts.append(PutCountersOnSelf(m.group(2), _fixed(m.group(1), item), text=item))
        elif m := re.fullmatch(r"put an? ([+-]1/[+-]1|[a-z]+) counter on (an?|another) "
                               r"([\w -]+?) you control", low):
            # CR 601.2h, 122.1: one permanent of the payer's chosen, the counter put on it;
            # "another": not the source
            parts.append(PutCountersOnChosen(
                count=1, filter=permanent_filter(parse_filter(m.group(3))), kind=m.group(1),
                other=m.group(2) == "another", text=item))
        elif (part := plugin_cost_part(item, b)) is not None:
            parts.append(part)
        else:
            raise NotUnderstood(item)
    return Cost(mana=mana, parts=tuple(parts))


class _SacrificeList(str):
    """"Sacrifice a green creature, a white creature, and a blue creature": the text of a cost
    part sacrificing one permanent for each of ``words`` ("a green creature", ...)."""

    words: tuple[str, ...]


class _SelfAndOthers(str):
    """"Sacrifice ~ and a creature you control" / "Sacrifice two lands and ~": the text of a
    cost sacrificing the source and ``count_word`` other permanents of ``what``."""

    count_word: str
    what: str
    #: the part sacrificing the others, in words ("Sacrifice another green creature")
    others: str


def _self_and_others(piece: str, follows_self: bool) -> _SelfAndOthers | None:
    """The source and other permanents sacrificed together: ``piece`` "a creature you control"
    after "Sacrifice ~" (``follows_self``), or "Sacrifice two lands and ~"; None otherwise."""
    low = piece.lower()
    if follows_self:
        m = re.fullmatch(r"(an?|another) (.+)", low)
        if m is None:
            return None
        word, what, others = m.group(1), m.group(2), f"Sacrifice {piece}"
    else:
        m = re.fullmatch(rf"sacrifice ({NUMBER}) (.+?) and ~", low)
        if m is None or m.group(1) == "x":
            return None
        word, what, others = m.group(1), m.group(2), piece[:-len(" and ~")]
    if word == "another" or what.startswith("other "):
        what = what.removeprefix("other ")
        word = "a" if word == "another" else word
    item = _SelfAndOthers(f"Sacrifice ~ and {piece}" if follows_self else piece)
    item.count_word, item.what, item.others = word, what, others
    return item


def _sacrifice_lists(raw: list[str]) -> list[str]:
    """The cost's parts, "Sacrifice a X" and the "a Y" / "an Z" split after it put back into one
    :class:`_SacrificeList` (no cost part of its own begins with "a")."""
    groups: list[list[str]] = []
    for piece in (r.strip() for r in raw):
        both = _self_and_others(piece, bool(groups) and len(groups[-1]) == 1
                                and groups[-1][0].lower() == "sacrifice ~")
        if both is not None:
            if groups and groups[-1][0].lower() == "sacrifice ~":
                groups.pop()
            groups.append([both])
            continue
        if (groups and re.fullmatch(r"an? \S.*", piece, re.IGNORECASE)
                and re.fullmatch(r"sacrifice an? \S.*", groups[-1][0], re.IGNORECASE)):
            groups[-1].append(piece)
        else:
            groups.append([piece])
    items: list[str] = []
    for group in groups:
        if len(group) == 1:
            items.append(group[0])
            continue
        joiner = " and " if len(group) == 2 else ", and "
        listed = _SacrificeList(", ".join(group[:-1]) + joiner + group[-1])
        listed.words = (group[0][len("sacrifice "):], *group[1:])
        items.append(listed)
    return items


def plugin_cost_part(item: str, b: Builder | None) -> CostPart | None:
    """The cost part a plugin's sentence rule of kind "cost" builds for one part of a cost
    ("Exert ~", CR 701.43a; 118.3, 601.2h: the plugin's part says whether it can be paid and
    pays it), reported like a clause so that the rule is among those the card is read with;
    None if no rule reads ``item`` (or there is no builder, hence no rule set)."""
    if b is None:
        return None
    found = plugin_build("cost", item, b, probe=item.lower())
    if found is None:
        return None
    rule, part = found
    if not isinstance(part, CostPart):
        raise PluginError(f"plugin {rule.plugin!r}: cost rule {rule.name!r} built "
                          f"{part!r}, not a cost part")
    b.trace.append(SentenceReport(text=item, rule=rule.name, plugin=rule.plugin,
                                  depth=b.depth + 1, value=part))
    return part


def energy_count(text: str) -> int | None:
    """"{E}{E}" -> 2, "eight {E}" -> 8 (CR 107.14): a fixed count of energy symbols; None for
    anything else ("X {E}", "one or more {E}", "any amount of {E}" are not fixed)."""
    low = text.strip().lower()
    if re.fullmatch(r"(?:\{e\})+", low):
        return low.count("{e}")
    if m := re.fullmatch(rf"({NUMBER}) \{{e\}}", low):
        if m.group(1) == "x":
            return None
        try:
            return _fixed(m.group(1), text)
        except NotUnderstood:
            return None
    return None


def _chosen(word: str, what: str, item: str, *, permanents: bool = False) -> dict[str, Any]:
    """``count``, ``count_is_x`` and ``filter`` of a part paid by choosing objects: "a" / "an"
    / "another" / a number / X ("Discard X cards", "Sacrifice X Mountains": X is announced
    while casting or activating, CR 107.3a, 601.2b, and replaces the count before the cost
    is locked, 601.2f) of ``what`` (no words: any card), permanents when ``permanents``."""
    is_x = word == "x"
    count = 0 if is_x else 1 if word in ("a", "an", "another") else _fixed(word, item)
    if not what:
        return {"count": count, "count_is_x": is_x, "filter": ObjectFilter()}
    if permanents and count == 1 and not is_x:
        # "another creature or an enchantment": one permanent of either kind (the article repeated)
        what = re.sub(r"\bor an? ", "or ", what)
    flt = parse_filter(singular(what) if count > 1 or is_x else what)
    return {"count": count, "count_is_x": is_x,
            "filter": permanent_filter(flt) if permanents else flt}


def _fixed(word: str, item: str) -> int:
    """A count in a cost; "X" is refused (a cost part is paid with a fixed count)."""
    try:
        return int_number(word)
    except NotUnderstood:
        raise NotUnderstood(item) from None
