"""The support instruction, read as the words of CR 701.41a."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from manastack.api import Custom

if TYPE_CHECKING:
    from manastack.api import Context, Instruction
    from manastack_grammar.api import Builder


def definition(n: str, on_permanent: bool) -> str:
    """CR 701.41a: what "support N" means, on a permanent ("other") or a spell."""
    other = "other " if on_permanent else ""
    return f"put a +1/+1 counter on each of up to {n} {other}target creatures"


def build(match: re.Match[str], b: Builder) -> list[Instruction]:
    """"Support 2" (701.41a): its definition read by the card reader (the targets "up to
    two [other] target creatures" are the ability's), after a log line citing the rule.
    "Support X" raises NotUnderstood: the reader has no "up to X target creatures"."""
    from manastack_grammar.api import NotUnderstood

    n = match["n"]
    if n.lower() == "x":
        raise NotUnderstood(match.group(0))
    words = definition(n, b.is_permanent)
    instructions = b.effect(words, atomic=True)

    def log(ctx: Context, said: str = match.group(0), words: str = words) -> None:
        # the explain log names the keyword action and what it means here
        ctx.game.log_event("effect", f"{said}: {words}", rule="701.41a", source=ctx.source)

    return [Custom(log), *instructions]
