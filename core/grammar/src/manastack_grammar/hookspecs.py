# mypy: disable-error-code="empty-body"
"""The hooks the card reader adds to the kernel's (through ``manastack_add_hookspecs``): how a
plugin teaches it a keyword or a wording.

Both are registration hooks: called once per rule set, when its first card is read (not
by ``Rules.load()``). A malformed value is the plugin's error, named then.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import hookspec

if TYPE_CHECKING:
    from manastack_grammar.registration import KeywordDef, SentenceRule


@hookspec
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """Declare the keywords this plugin reads (CR 702 abilities, 701 actions).

    Return :class:`manastack_grammar.api.KeywordDef` values: the keyword's name (lower
    case, e.g. ``"flashback"``), the regular expression that recognises its line of
    Oracle text and a function turning a match into an ability value. Two enabled
    plugins claiming the same keyword name is an error naming both packages. The
    distribution also lists the keyword in its entry-point group ``manastack.keywords``,
    so that a card using it names the plugin when the plugin is not enabled.
    """


@hookspec
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """Add wordings to the grammar of effects.

    Return :class:`manastack_grammar.api.SentenceRule` values: a regular expression over
    one sentence of rules text and a function building values of the effect vocabulary
    from the match (:mod:`manastack.api`). Earthbend adds "earthbend N"; a plugin may add
    any wording its cards use. The reader's own rules are tried after plugins' rules of
    the same priority. A rule of ``kind="count"`` reads a count phrase instead ("for
    each time it was kicked", "the number of ..."; CR 107.3c): its build returns the
    function ``(context) -> int`` counted on resolution, tried before the reader's own.
    A rule of ``kind="condition"`` reads the condition of "If [condition], ..." (608.2c,
    an intervening "if" 603.4: "if you're the monarch"): its build returns the function
    ``(context) -> bool``, tried after the reader's own. A rule of ``kind="cost"`` reads one
    part of a cost that the reader's own forms don't ("Exert ~", CR 701.43a, 602.2b): its
    build returns a :class:`~manastack.api.CostPart`.
    """
