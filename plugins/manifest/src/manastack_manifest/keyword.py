"""The manifest and manifest dread instructions (CR 701.40, 701.62)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import Context, FaceDownPutting, Instruction, Zone

if TYPE_CHECKING:
    from manastack_grammar.api import Builder

__all__ = ["MANIFEST", "Manifest", "ManifestDread"]

#: CR 701.40: a card manifested is put face down by the kernel, tagged "manifest".
MANIFEST = FaceDownPutting(plugin="manifest", instruction="manifest", rule="701.40a",
                           turn_rule="701.40b")


@frozen
class Manifest(Instruction):
    """"Manifest the top card of your library" (701.40a): it enters face down as a 2/2
    creature under your control; it becomes "it". With an empty library nothing happens."""

    def run(self, ctx: Context) -> None:
        game = ctx.game
        library = game.ids_in(Zone.LIBRARY, ctx.controller)
        if not library:
            game.log_event("effect", f"{game.player(ctx.controller)} manifests the top card "
                           "of their library: it is empty", rule="701.40a", source=ctx.source)
            ctx.it = []
            return
        new = MANIFEST.put(game, ctx.controller, library[0], source=ctx.source)
        ctx.it = [] if new is None else [new.id]


@frozen
class ManifestDread(Instruction):
    """"Manifest dread" (701.62a): look at the top two cards of your library, manifest one
    (your choice), put the other into your graveyard; the manifested one becomes "it"."""

    def run(self, ctx: Context) -> None:
        game = ctx.game
        player = ctx.controller
        looked = game.ids_in(Zone.LIBRARY, player)[:2]
        game.log_event("effect", f"{game.player(player)} manifests dread: looks at the top "
                       f"{len(looked)} card(s) of their library", rule="701.62a",
                       source=ctx.source)
        ctx.it = []
        if not looked:
            return
        chosen = looked[0]
        if len(looked) > 1:
            (answer,) = game.decide(
                kind="manifest dread", player=player,
                prompt="Manifest dread: choose the card to manifest (the other goes to your "
                "graveyard)", options=looked, labels=tuple(str(game.obj(o)) for o in looked),
                rule="701.62a")
            chosen = int(answer)
        new = MANIFEST.put(game, player, chosen, source=ctx.source)
        for oid in looked:
            if oid != chosen:
                game.move(oid, Zone.GRAVEYARD, cause="manifest dread", rule="701.62a")
        ctx.it = [] if new is None else [new.id]


def build_manifest(match: re.Match[str], b: Builder) -> list[Instruction]:
    """"Manifest the top card of your library" (701.40a)."""
    return [Manifest(text=match.group(0))]


def build_dread(match: re.Match[str], b: Builder) -> list[Instruction]:
    """"Manifest dread" (701.62a)."""
    return [ManifestDread(text=match.group(0))]
