"""Voting (CR 701.38): the vote, its tally, and what the sentences after it read of it."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from attrs import frozen

from manastack.api import Context, Instruction, Ref, Zone

if TYPE_CHECKING:
    from manastack.api import Game, ObjectFilter, Target, TriggerCondition
    from manastack_grammar.api import Builder

__all__ = ["FINISHED", "VOTE", "Dissenters", "MostVotes", "Vote", "VoteResult",
           "vote_result"]

#: ``ctx.values`` key: the :class:`VoteResult` of the vote just held, for the sentences
#: after it (701.38b).
VOTE = "vote"
RULE = "701.38a"
#: The event fired as players finish voting (701.38a): ``votes``, each ``(voter, choice)``.
FINISHED = "players_finish_voting"


@frozen
class VoteResult:
    """A vote held (701.38a): its ``choices`` (words; empty for an object vote) and each
    vote cast, ``(voter, choice)`` in the order cast (a choice is a word or an object id)."""

    choices: tuple[str, ...]
    votes: tuple[tuple[int, Any], ...]

    def count(self, choice: Any) -> int:
        """The votes ``choice`` got."""
        return sum(1 for _voter, chosen in self.votes if chosen == choice)

    def most(self) -> list[Any]:
        """Each choice with the most votes or tied for most votes, in the order first voted
        for (none when nobody voted)."""
        tally: dict[Any, int] = {}
        for _voter, chosen in self.votes:
            tally[chosen] = tally.get(chosen, 0) + 1
        if not tally:
            return []
        top = max(tally.values())
        return [c for c, n in tally.items() if n == top]


def vote_result(ctx: Context) -> VoteResult | None:
    """The vote this resolution held last, or None."""
    result = ctx.values.get(VOTE)
    return result if isinstance(result, VoteResult) else None


def _label(game: Game, choice: Any) -> str:
    return str(game.obj(choice)) if isinstance(choice, int) else str(choice)


@frozen
class Vote(Instruction):
    """"Starting with you, each player votes for ..." (701.38a): each player, the controller
    first and then in turn order, chooses one of ``choices`` (words) or one object of
    ``among`` in ``zone`` (an object vote). A vote is not a target (115.1): hexproof,
    shroud and protection don't stop an object being voted for. A player with no legal
    choice doesn't vote."""

    choices: tuple[str, ...] = ()
    among: ObjectFilter | None = None
    zone: Zone = Zone.BATTLEFIELD

    def run(self, ctx: Context) -> None:
        from manastack.api import fire_event

        game = ctx.game
        count = len(game.players)
        # 701.38a: starting with the specified player ("you"), in turn order
        order = sorted((p.index for p in game.players if not p.lost),
                       key=lambda p: (p - ctx.controller) % count)
        votes: list[tuple[int, Any]] = []
        for voter in order:
            options = self._options(ctx)
            if not options:
                game.log_event("effect", f"{game.player(voter)} has nothing to vote for and "
                               "doesn't vote", rule=RULE, source=ctx.source)
                continue
            labels = tuple(_label(game, o) for o in options)
            (chosen,) = game.decide(kind="vote", player=voter,
                                    prompt=f"{ctx.source_name}: vote for one", options=options,
                                    labels=labels, rule=RULE)
            votes.append((voter, chosen))
            game.log_event("effect", f"{game.player(voter)} votes for "
                           f"{_label(game, chosen)}", rule=RULE, source=ctx.source)
        result = VoteResult(choices=self.choices, votes=tuple(votes))
        ctx.values[VOTE] = result
        tally = ", ".join(f"{_label(game, c)}: {result.count(c)}"
                          for c in (self.choices or tuple(dict.fromkeys(
                              chosen for _v, chosen in votes))))
        # 701.38a: the vote determines some aspect of the effect; the tally says how
        game.log_event("effect", f"the vote: {tally or 'no votes'}", rule=RULE,
                       source=ctx.source)
        # "Whenever players finish voting": once every player has voted (701.38a)
        fire_event(game, FINISHED, votes=result.votes)

    def _options(self, ctx: Context) -> list[Any]:
        if self.among is None:
            return list(self.choices)
        game = ctx.game
        among = self.among
        # "you" in the kind of object is the spell's or ability's controller (701.38a)
        return [o.id for o in game.objects_in(self.zone)
                if among.matches(game, o, player=ctx.controller, source=ctx.source)]


@frozen
class MostVotes(Ref):
    """"each [permanent/card] with the most votes or tied for most votes" (701.38b): the
    objects of the last vote with the most votes, still where they were voted for."""

    zone: Zone = Zone.BATTLEFIELD

    def resolve(self, ctx: Context) -> list[Target]:
        result = vote_result(ctx)
        if result is None:
            return []
        game = ctx.game
        out: list[Target] = []
        for oid in result.most():
            obj = game.find(oid) if isinstance(oid, int) else None
            # a voted object that changed zones is a new object (400.7)
            if obj is not None and obj.zone is self.zone:
                out.append(oid)
        return out


@frozen
class Dissenters(Ref):
    """"each opponent who voted for a choice you didn't vote for" (701.38a), of the vote
    the ability triggered on: each opponent still in the game with a vote for a choice the
    controller gave no vote."""

    def resolve(self, ctx: Context) -> list[Target]:
        from manastack.api import PlayerRef

        votes = ctx.event.get("votes", ())
        yours = {chosen for voter, chosen in votes if voter == ctx.controller}
        out: list[Target] = []
        for player in ctx.game.players:
            if player.lost or player.index == ctx.controller:
                continue
            if any(voter == player.index and chosen not in yours for voter, chosen in votes):
                out.append(PlayerRef(player.index))
        return out


# --------------------------------------------------------------------------
# Reading
# --------------------------------------------------------------------------

#: "A or B", "A, B, or C": the words voted for (701.38b)
_LIST = re.compile(r"(?:(?P<head>[a-z][a-z' ]*?(?:, [a-z][a-z' ]*?)*),? )?or "
                   r"(?P<last>[a-z][a-z' ]*)", re.IGNORECASE)
_IN_YOUR_GRAVEYARD = " in your graveyard"


def build_vote(match: re.Match[str], b: Builder) -> list[Instruction]:
    """"Starting with you, each player votes for a nonland permanent you don't control" (an
    object vote) or "... votes for time or knowledge" (a word vote), 701.38a."""
    from manastack_grammar.api import NotUnderstood

    what = match.group("what").strip()
    text = match.group(0)
    if re.match(r"(?:a|an) ", what, re.IGNORECASE):
        zone = Zone.BATTLEFIELD
        phrase = what
        if phrase.lower().endswith(_IN_YOUR_GRAVEYARD):
            # "a ... card in your graveyard": the cards the controller owns there (404.2)
            zone = Zone.GRAVEYARD
            phrase = phrase[:-len(_IN_YOUR_GRAVEYARD)]
            if not phrase.lower().endswith(" card"):
                raise NotUnderstood(text)
            phrase += " you own"
        elif not re.search(r"\b(?:permanent|creature|artifact|enchantment|planeswalker|land)"
                           r"\b", phrase, re.IGNORECASE) or " card" in phrase.lower():
            raise NotUnderstood(text)  # a player, a card elsewhere: not read
        return [Vote(among=b.filter(phrase), zone=zone, text=text)]
    words = _LIST.fullmatch(what)
    if words is None:
        raise NotUnderstood(text)
    head = words.group("head")
    if head is None:
        raise NotUnderstood(text)
    choices = (*(w.strip().lower() for w in head.split(", ")),
               words.group("last").strip().lower())
    if len(set(choices)) != len(choices):
        raise NotUnderstood(text)  # a choice named twice: not a list of choices
    return [Vote(choices=choices, text=text)]


def _vote_read(b: Builder) -> Vote | None:
    """The vote read last in the ability being read (its sentences are read in order)."""
    for report in reversed(b.trace):
        value = report.value
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, Vote):
                return item
    return None


def build_most_votes(match: re.Match[str], b: Builder) -> list[Instruction]:
    """"Exile each permanent with the most votes or tied for most votes", "Return each card
    with the most votes or tied for most votes to your hand" (701.38b): the verb read by the
    reader, on the objects of the vote before."""
    from manastack_grammar.api import NotUnderstood

    vote = _vote_read(b)
    if vote is None or vote.among is None:
        raise NotUnderstood(match.group(0))
    noun = match.group("noun").lower()
    in_graveyard = vote.zone is Zone.GRAVEYARD
    if (noun == "card") != in_graveyard or (match.group("rest") is not None) != in_graveyard:
        raise NotUnderstood(match.group(0))  # the words must name where the vote was held
    saved = b.it
    b.it = MostVotes(zone=vote.zone)
    try:
        return b.effect(f"{match.group('verb')} them{match.group('rest') or ''}", atomic=True)
    finally:
        b.it = saved


def _word(match: re.Match[str], b: Builder) -> tuple[str, tuple[str, ...]]:
    from manastack_grammar.api import NotUnderstood

    vote = _vote_read(b)
    word = match.group("word").strip().lower()
    if vote is None or word not in vote.choices:
        raise NotUnderstood(match.group(0))
    return word, vote.choices


def build_more_votes(match: re.Match[str], b: Builder) -> Callable[[Context], bool]:
    """"If A gets more votes" / "If B gets more votes or the vote is tied" (701.38b), of a
    vote between two words: A's votes against the other's."""
    from manastack_grammar.api import NotUnderstood

    word, choices = _word(match, b)
    if len(choices) != 2:
        raise NotUnderstood(match.group(0))  # "more votes" among three or more: not read
    other = choices[1] if word == choices[0] else choices[0]
    tied = match.group("tied") is not None

    def more(ctx: Context) -> bool:
        result = vote_result(ctx)
        if result is None:
            return False
        mine, theirs = result.count(word), result.count(other)
        return mine > theirs or (tied and mine == theirs)

    return more


def build_vote_count(match: re.Match[str], b: Builder) -> Callable[[Context], int]:
    """"for each A vote" (701.38b, Council's dilemma): the votes A got."""
    word, _choices = _word(match, b)

    def votes(ctx: Context) -> int:
        result = vote_result(ctx)
        return result.count(word) if result is not None else 0

    return votes


def build_finished(match: re.Match[str], b: Builder) -> TriggerCondition:
    """"Whenever players finish voting" (701.38a): any vote, whoever's spell held it."""
    from manastack.api import TriggerCondition

    return TriggerCondition(FINISHED, text=match.group(0))  # its words, for ``explain``


def build_dissenters(match: re.Match[str], b: Builder) -> list[Instruction]:
    """"each opponent who voted for a choice you didn't vote for loses 2 life" (701.38a): the
    reader's "that player loses 2 life", "that player" being those opponents."""
    saved = b.that_player
    b.that_player = Dissenters()
    try:
        return b.effect(f"that player {match.group('verb')}", atomic=True)
    finally:
        b.that_player = saved
