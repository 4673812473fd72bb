"""The splice keyword's ability, the added text and the work of its hooks (CR 702.47).

Imported by the first card with splice read, or the first hook call of a game:
``manastack_splice`` itself (the entry point) stays light (docs/plugin-guide.rst, "Keep the
entry module light").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import (
    AdditionalCost,
    Cost,
    IllegalActionError,
    KeywordAbility,
    SpellAbility,
    Zone,
)
from manastack_grammar.api import Builder, NotUnderstood, parse_cost
from manastack_splice import PLUGIN, SPLICED

if TYPE_CHECKING:
    from manastack.api import Card, Game, Spell

__all__ = [
    "SpliceAbility",
    "splice_abilities",
    "spliced_cards",
    "spliced_text",
]


@frozen
class SpliceAbility(KeywordAbility):
    """"Splice onto [quality] [cost]" (CR 702.47a): ``quality`` is "Arcane" or "instant or
    sorcery"; ``cost`` the additional cost paid to splice the card."""

    quality: str = field(default="Arcane", kw_only=True)
    cost: Cost = field(factory=Cost, kw_only=True)

    def matches(self, card: Card) -> bool:
        """Is a spell of ``card`` a [quality] spell (CR 702.47a)?"""
        if self.quality == "Arcane":
            return card.type_line.has_subtype("Arcane")
        return card.type_line.has_type("Instant") or card.type_line.has_type("Sorcery")

    def __str__(self) -> str:
        return f"Splice onto {self.quality} {self.cost}"


def _build(match: re.Match[str], builder: Builder) -> SpliceAbility | None:
    """"Splice onto Arcane {1}{R}", "Splice onto Arcane—Sacrifice two Mountains".

    A permanent card's splice adds its abilities, not spell effects, to the spell (Lifening
    Elemental's lifelink): the spell would have to gain a keyword ability, which the added
    text can't give here, so such a line stays unrecognised.
    """
    if builder.is_permanent:
        return None
    quality = "Arcane" if match["quality"].lower() == "arcane" else "instant or sorcery"
    try:
        cost = parse_cost(match["cost"], Builder(card=builder.card))
    except NotUnderstood:
        return None  # a cost the grammar can't read: the line stays unrecognised, never guessed
    return SpliceAbility(keyword="splice", quality=quality, cost=cost, plugin=PLUGIN,
                         text=match.group(0))


def splice_abilities(game: Game, obj_id: int) -> list[SpliceAbility]:
    """The splice abilities the object has now (CR 702.47a)."""
    return [a for a in game.chars(obj_id).abilities if isinstance(a, SpliceAbility)]


_REMINDER = re.compile(r"\s*\([^()]*\)")
_SPLICE_LINE = re.compile(r"^splice onto\b", re.IGNORECASE)


def spliced_text(card: Card, onto: str) -> str:
    """The rules text ``card`` adds to a spell named ``onto`` (CR 702.47a, c).

    Its splice line is left out: splice functions only from the hand (702.47a), so on the
    stack it would do nothing. Reminder text is not rules text. The card's name in the added
    text means the spell it is spliced onto (702.47c).
    """
    lines = []
    for line in card.text.splitlines():
        line = _REMINDER.sub("", line).strip()
        if line and not _SPLICE_LINE.match(line):
            lines.append(line)
    text = "\n".join(lines)
    return re.sub(rf"\b{re.escape(card.name)}\b", onto, text)


def spliced_cards(game: Game, spell: Spell) -> tuple[int, ...]:
    """The cards revealed and spliced onto ``spell``, in the order their effects happen."""
    if spell.provisional:
        return ()
    ids: tuple[int, ...] = game.obj(spell.obj).tags.get(SPLICED, ())
    return ids


def _candidates(game: Game, spell: Spell) -> list[tuple[int, SpliceAbility]]:
    """The cards in the caster's hand that may be spliced onto ``spell`` (CR 702.47a): one
    splice ability each whose quality the spell has."""
    out: list[tuple[int, SpliceAbility]] = []
    line = spell.card.type_line
    if not (line.has_type("Instant") or line.has_type("Sorcery") or line.has_subtype("Arcane")):
        return out  # cheap first: no quality of SpliceAbility.matches holds (702.47a)
    for oid in game.with_keyword("splice", Zone.HAND, spell.controller):
        for ability in splice_abilities(game, oid):
            if ability.matches(spell.card):
                out.append((oid, ability))
                break  # CR 702.47b: a card is spliced onto a spell at most once
    return out


def spell_text(game: Game, spell: Spell, text: str, changed: str | None = None) -> str | None:
    """CR 601.2b, 702.47a-c: reveal cards with splice from the hand; their text is added.

    ``changed`` is another plugin's change of the text (overload's), or None. Legal actions
    (``spell.provisional``) see the spell unspliced: splicing is optional.
    """
    if spell.provisional or spell.is_copy:
        return changed
    candidates = _candidates(game, spell)
    if not candidates:
        return changed
    if changed is not None and changed != text:
        # the order of the two text changes (612) isn't settled here: splice isn't offered
        game.log_event("splice", f"splice isn't offered onto {spell.card.name}, whose text "
                       "another effect changes (not implemented)", rule="702.47a")
        return changed
    if spell.ability is None or spell.ability.modal:
        # text added after a modal spell's modes isn't read as one more paragraph here
        game.log_event("splice", f"splice isn't offered onto {spell.card.name}, a modal spell "
                       "(not implemented)", rule="702.47a")
        return changed
    labels = tuple(f"{game.obj(oid).card.name} ({ability})" for oid, ability in candidates)
    chosen = game.decide(
        kind="splice", player=spell.controller,
        prompt=f"Reveal cards to splice onto {spell.card.name} (in the order their effects "
               "happen)",
        options=tuple(oid for oid, _ in candidates), labels=labels, min=0,
        max=len(candidates), rule="702.47a",
    )
    if not chosen:
        return changed
    ids = tuple(int(c) for c in chosen)
    # CR 702.47b: all revealed at once; the main spell's effects first, then in the chosen order
    parts = [text, *(spliced_text(game.obj(oid).card, spell.card.name) for oid in ids)]
    names = ", ".join(game.obj(oid).card.name for oid in ids)
    game.log_event("splice", f"{game.player(spell.controller)} reveals {names} and splices "
                   f"it onto {spell.card.name}; the cards stay in hand", rule="702.47a")
    new_text = "\n".join(parts)
    _check_read(game, spell, ids, new_text)
    obj = game.obj(spell.obj)
    game.update(spell.obj, tags={**obj.tags, SPLICED: ids})
    return new_text


def _instructions(ability: SpellAbility | None) -> int:
    return 0 if ability is None else sum(len(m.instructions) for m in ability.modes)


def _check_read(game: Game, spell: Spell, ids: tuple[int, ...], new_text: str) -> None:
    """CR 702.47c: the spell's text is its own plus each spliced card's; the new text must
    read as exactly those instructions, or the cast is refused rather than played wrong."""
    expected = _instructions(spell.ability) + sum(
        _instructions(next((a for a in game.obj(oid).card.abilities
                            if isinstance(a, SpellAbility)), None)) for oid in ids)
    ability = game.rules.spell_ability_from_text(spell.card, new_text)
    if ability is None or ability.modal or _instructions(ability) != expected:
        raise IllegalActionError(
            f"{spell.card.name} with the spliced text can't be read as its own effects "
            "followed by the added ones (not implemented)", rule="702.47c", step="601.2b")


def additional_costs(game: Game, spell: Spell) -> list[AdditionalCost]:
    """CR 702.47a, 601.2b, 601.2f-h: each spliced card's splice cost, an additional cost."""
    out: list[AdditionalCost] = []
    for oid in spliced_cards(game, spell):
        card = game.obj(oid).card
        ability = next(a for oid2, a in _candidates(game, spell) if oid2 == oid)
        out.append(AdditionalCost(name="splice", cost=ability.cost, plugin=PLUGIN,
                                  label=f"splice {card.name} ({ability})"))
    return out
