"""Card data: what is printed on a card (CR 200-series), as MTGJSON spells it.

A :class:`CardDef` is data; what a card *does* is worked out by reading its Oracle text
(the card reader, a plugin).
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING, Any

import attrs
from attrs import field, frozen, validators as v

from manastack._lazy import LazyPattern

if TYPE_CHECKING:
    from collections.abc import Iterable

    from manastack.model.abilities import Ability


#: The five colours in WUBRG order (CR 105.1); colour tuples are kept in this order.
COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")

_COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def color_word(color: str) -> str:
    """The colour's word in rules text ("W" -> "white", CR 105.1); other text unchanged."""
    return _COLOR_WORDS.get(color, color)

# A printed mana cost is one or more symbols in braces (CR 107.4, 202.1). The
# symbols themselves are checked by manastack.model.mana; here we only refuse text that
# is not a cost at all, so a typo in a data file is caught where it is written.
_MANA_COST_RE = LazyPattern(r"(?:\{[^{}\s]+\})+")

_COLOR_ORDER = {c: i for i, c in enumerate(COLORS)}


# --------------------------------------------------------------------------
# CardDef
# --------------------------------------------------------------------------


def _single_line(_inst: object, attribute: attrs.Attribute[Any], value: str) -> None:
    if not value or value != value.strip() or "\n" in value:
        raise ValueError(f"{attribute.name} must be a non-empty single line, got {value!r}")


def _mana_cost(_inst: object, attribute: attrs.Attribute[Any], value: str | None) -> None:
    # None is "no mana cost" (CR 202.1b); "{0}" is a cost of zero. The empty
    # string would blur the two, so it is refused.
    if value is not None and not _MANA_COST_RE.fullmatch(value):
        raise ValueError(
            f"mana_cost must be symbols in braces like '{{1}}{{U}}' ('{{0}}' for zero; "
            f"no key for no mana cost), got {value!r}"
        )


def _stat(_inst: object, attribute: attrs.Attribute[Any], value: str | None) -> None:
    # Power, toughness, loyalty and defense are strings: "*" and "1+*" exist
    # (characteristic-defining abilities, CR 208.2), and loyalty "X".
    if value is not None and (not value or value != value.strip()):
        raise ValueError(f"{attribute.name} must be a non-empty string, got {value!r}")


def _colors(_inst: object, attribute: attrs.Attribute[Any], value: tuple[str, ...] | None) -> None:
    if value is None:
        return
    if not isinstance(value, tuple):
        raise TypeError(f"colors must be a tuple, got {value!r}")
    bad = [c for c in value if c not in _COLOR_ORDER]
    if bad:
        raise ValueError(f"colors must be drawn from W, U, B, R, G, got {bad[0]!r}")
    if len(set(value)) != len(value):
        raise ValueError(f"colors repeat a colour: {value!r}")


_str = v.instance_of(str)


def _faces(_inst: object, attribute: attrs.Attribute[Any], value: tuple[Any, ...]) -> None:
    # CR 709.1: a split card's two halves, each a card face of its own
    if not isinstance(value, tuple) or not all(isinstance(f, CardDef) for f in value):
        raise TypeError(f"faces must be a tuple of CardDef, got {value!r}")
    if value and len(value) < 2:
        raise ValueError(f"faces lists each half of the card: at least two, got {len(value)}")


_opt_str = v.optional(v.instance_of(str))


@frozen
class CardDef:
    """The printed data of one card (CR 200-series); immutable.

    ``mana_cost`` is the printed cost string (``None``: the card has no mana cost,
    CR 202.1b -- lands, most back faces; ``"{0}"``: a cost of zero). ``colors``
    is set only when the card states its colours apart from its cost (a colour
    indicator, CR 204); ``None`` means "from the mana cost" (CR 202.2).
    ``keywords`` is MTGJSON's informational list: abilities come from ``text``.
    ``faces``: the halves of a split card (CR 709.1), each with its own name, mana cost,
    type line and text; empty when the source gives only the first half (the card's own
    fields, as the Oracle corpus has them), and then the card is refused.
    """

    name: str = field(validator=[_str, _single_line])
    mana_cost: str | None = field(validator=[_opt_str, _mana_cost])
    type_line: str = field(validator=[_str, _single_line])
    text: str = field(default="", validator=_str)
    power: str | None = field(default=None, validator=[_opt_str, _stat])
    toughness: str | None = field(default=None, validator=[_opt_str, _stat])
    loyalty: str | None = field(default=None, validator=[_opt_str, _stat])
    defense: str | None = field(default=None, validator=[_opt_str, _stat])
    colors: tuple[str, ...] | None = field(default=None, validator=_colors)
    keywords: tuple[str, ...] = field(default=(), validator=v.deep_iterable(_str, v.instance_of(tuple)))
    layout: str = field(default="normal", validator=[_str, _single_line])
    source: str = field(default="", validator=_str)
    faces: tuple[CardDef, ...] = field(default=(), validator=_faces)

    @property
    def front_name(self) -> str:
        """The name before " // " ("Fire" of "Fire // Ice"); the whole name otherwise.

        Only the spaced separator counts: "SP//dr, Piloted by Peni" is one name.
        """
        return self.name.split(" // ", 1)[0]


def fold_name(name: str) -> str:
    """The key of the case-insensitive lookup.

    Besides case, it forgives what a user cannot easily type: accents
    ("Lim-Dul" finds "Lim-Dûl"), the "Æ" ligature, curly apostrophes and runs
    of spaces.
    """
    if name.isascii():  # nearly every name: skip the Unicode work
        return " ".join(name.lower().split())
    s = unicodedata.normalize("NFKD", name.casefold())
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    s = s.replace("æ", "ae").replace("\u2019", "'")
    return " ".join(s.split())


def sorted_colors(values: Iterable[str]) -> tuple[str, ...]:
    # Unknown letters sort last and are then refused by CardDef's validator.
    return tuple(sorted(values, key=lambda c: _COLOR_ORDER.get(c, len(COLORS))))


@frozen
class CardText:
    """What a card reader made of a card's rules text (the hook ``manastack_read_card``).

    ``abilities`` in printed order (CR 113); ``unread``: each sentence the reader did not
    understand, quoted when the card is refused; ``missing_keywords``: ``(keyword,
    plugin)`` for each keyword whose plugin is installed but not enabled; ``read_with``: the
    reader's names of the rules that read the text (``"grammar:bounce"``), for tools that
    ask which rules a card depends on.
    """

    abilities: tuple[Ability, ...] = ()
    unread: tuple[str, ...] = ()
    missing_keywords: tuple[tuple[str, str], ...] = ()
    read_with: frozenset[str] = frozenset()
