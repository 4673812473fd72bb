"""Read ahead's replacement: the Saga enters with a chosen number of lore counters (CR
702.155b, 714.3a)."""

from __future__ import annotations

from manastack.api import (
    FACE_DOWN,
    Game,
    Replacement,
    Zone,
    ZoneMove,
    final_chapter,
    reads_ahead,
)


def replacements(game: Game, move: ZoneMove) -> list[Replacement]:
    """CR 702.155b, 714.3a: a Saga with read ahead enters with the chosen number of lore
    counters, from one to its final chapter number; read ahead printed or granted by an effect
    that already exists (614.12)."""
    if move.to_zone is not Zone.BATTLEFIELD or move.obj.zone is Zone.BATTLEFIELD:
        return []  # cheap check first: only entering the battlefield
    obj = move.obj
    if obj.zone is Zone.STACK and obj.tags.get(FACE_DOWN):
        return []  # CR 708.4: a face-down spell enters face down, with no text
    card = obj.card
    if not card.type_line.has_subtype("Saga"):
        return []
    # CR 614.12: read ahead as the Saga would have it on the battlefield, granted ones too
    # ("Sagas you control have read ahead": Barbara Wright); a layer pass per Saga entering
    if not reads_ahead(game.entering_chars(move).abilities):
        return []
    return [_chosen_lore(game, obj.id, final_chapter(card.abilities))]


def _chosen_lore(game: Game, obj_id: int, last: int) -> Replacement:
    def apply(m: ZoneMove) -> ZoneMove:
        # CR 702.155b: the player it would enter under the control of chooses (614.12)
        player = m.controller if m.controller is not None else m.obj.owner
        if last < 1:
            return m  # no chapter: no number to choose from (714.2d)
        options = tuple(range(1, last + 1))
        (n,) = game.decide(kind="read_ahead", player=player,
                           prompt=f"Read ahead: {m.obj} enters with how many lore counters "
                                  f"(1 to {last})?", options=options, numbers=True,
                           rule="702.155b")
        game.log_event("effect", f"read ahead: {m.obj} enters with {n} lore counter(s)",
                       rule="702.155b", source=m.obj.id)
        return m.replace(counters=(*m.counters, ("lore", n)))

    return Replacement(key=f"read-ahead:{obj_id}", text="read ahead: a chosen number of lore "
                       "counters", apply=apply, rule="702.155b")
