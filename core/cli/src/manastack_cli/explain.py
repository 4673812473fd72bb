"""``manastack explain CARD`` and ``manastack cards``: what the rules make of cards.

``explain`` prints a card's data (where it comes from, cost, type line, P/T,
text), then each line of its text and what it became: a keyword (and the
plugin providing it), an activated or triggered ability with its cost and
effect, a static ability, the spell's effect; under each line, each sentence
with the rule (and plugin) that recognised it and the instructions it built;
and every sentence not understood. Exit status 0 when the card is playable,
1 when not.

``cards`` lists cards: those with a keyword (``--keyword``, by the MTGJSON
``keywords`` field, case-insensitively; repeatable), from one source
(``--source oracle``), and with ``--coverage`` whether each one is read (fully
playable with the enabled plugins: every sentence read), verified (read, every rule
and keyword definition it was read with proven in play, every cross-check of
:mod:`manastack_grammar.checks` holding) and played card by card in a passing test,
with totals per keyword (the proofs: :mod:`manastack_grammar.proofs`, the record
committed with the card reader). ``--unverified`` lists the cards read but not verified
with the rules not proven; ``--unproven-rules`` the grammar's rules no test proves;
``--check`` the cards a structural cross-check refuses, by kind of mismatch. The cards
counted are the printed cards of the corpora when one is loaded (the plugin
``oracle``, or ``--cards-file``), else every card of the enabled pools. A
double-faced card counts once, under its front face ("The Legend of Kyoshi //
Avatar Kyoshi"): the corpus's separate back-face records are not cards.

Both build on :func:`manastack_grammar.api.recognition` (the card reader's reading of a
card, line by line and sentence by sentence) and :func:`coverage`, which tests and tools
may call directly.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, TextIO

from attrs import frozen

from manastack import ManastackError
from manastack.api import PRIORITY_CORPUS, ActivatedAbility
from manastack_grammar.api import grammar_of, recognition
from manastack_grammar.checks import MARK, cross_check_problems
from manastack_grammar.proofs import Proofs, committed
from manastack_grammar.text import GRANTING_NAME

if TYPE_CHECKING:
    from manastack import Rules
    from manastack.api import Ability, CardDef
    from manastack_grammar.api import LineReport, SentenceReport


# --------------------------------------------------------------------------
# explain
# --------------------------------------------------------------------------


def _explain_lines(rules: Rules, d: CardDef, out: list[str]) -> None:
    """How each printed line of ``d``'s text is read: a keyword line giving several abilities
    ("Flying, vigilance"; outlast's keyword and activated ability, CR 702.107a) is printed
    once, with what each ability became and the sentences read once."""
    for group in _by_printed_line(recognition(rules, d).lines):
        mark = "ok " if all(line.understood for line in group) else "NO "
        out.append(f"{mark} {group[0].printed}")

        for line in group:
            plugin = f" [plugin {line.plugin}]" if line.plugin and \
                line.kind != "missing keyword" else ""
            out.append(f"      -> {_named(line.became, d) or line.kind}{plugin}")
        # a sentence an earlier ability of the same printed line read is shown once; one a
        # line reads twice (the same words in two modes, CR 700.2) is shown each time
        shown: set[tuple[str, str, int, str]] = set()
        for line in group:
            keys = [(s.text, s.rule, s.depth, s.became) for s in line.sentences]
            for s, key in zip(line.sentences, keys, strict=True):
                if key not in shown:
                    _explain_sentence(s, d, out)
            shown.update(keys)


def _explain_sentence(s: SentenceReport, d: CardDef, out: list[str]) -> None:
    """One sentence read: its words, the rule that read it and what it became."""
    indent = "  " * s.depth
    text = _named(s.text, d)
    if s.understood:
        out.append(f"        {indent}\"{text}\": rule '{s.rule}' [{s.plugin}] -> "
                   f"{_named(s.became, d)}")
    else:
        out.append(f"        {indent}\"{text}\": NOT UNDERSTOOD")


def _named(text: str, d: CardDef) -> str:
    """``text`` with the card's name as printed where the reader wrote its mark for the name
    inside an ability the card grants (CR 201.5a: that card, not the ability's own "~")."""
    return text.replace(GRANTING_NAME, d.name)


#: The kinds of line report a keyword line gives, one per ability or missing keyword.
_KEYWORD_KINDS = frozenset({"keyword", "missing keyword"})


def _by_printed_line(lines: Sequence[LineReport]) -> list[list[LineReport]]:
    """The reports of ``lines`` grouped by printed line: the consecutive reports of one keyword
    line together, every other report alone."""
    groups: list[list[LineReport]] = []
    for line in lines:
        last = groups[-1][-1] if groups else None
        if last is not None and line.kind in _KEYWORD_KINDS and last.kind in _KEYWORD_KINDS \
                and line.printed == last.printed:
            groups[-1].append(line)
        else:
            groups.append([line])
    return groups


def explain_card(rules: Rules, name: str) -> tuple[str, bool]:
    """The explanation of the card ``name`` and whether it is playable."""
    card = rules.card(name)
    d = rules.definition(name)
    out: list[str] = []
    cost = f"  {d.mana_cost}" if d.mana_cost else ""
    out.append(f"{d.name}{cost}")
    out.append(d.type_line)
    stats = []
    if d.power is not None:
        stats.append(f"{d.power}/{d.toughness}")
    if d.loyalty is not None:
        stats.append(f"loyalty {d.loyalty}")
    if d.defense is not None:
        stats.append(f"defense {d.defense}")
    if stats:
        out.append(", ".join(stats))
    found = rules.cards.source_of(d.name)
    source = d.source or (found.name if found is not None else "?")
    extra = f", layout {d.layout}" if d.layout != "normal" else ""
    keywords = f"; keywords: {', '.join(d.keywords)}" if d.keywords else ""
    out.append(f"(card source: {source}{extra}{keywords})")
    out.append("")
    if not d.text.strip() and not d.faces:
        out.append("No rules text.")
    for part in d.faces or (d,):
        if d.faces:  # CR 709.1, 712.8, 715.2: each half or face has its own text
            word = "half" if d.layout in ("split", "aftermath") else "face"
            out.append(f"{word} {part.name}  {part.mana_cost or ''}  {part.type_line}")
        _explain_lines(rules, part, out)
    intrinsic = [a for a in card.abilities if _is_intrinsic(a)]
    for a in intrinsic:
        out.append(f"ok  (intrinsic) {a.text} -> mana ability of a basic land type (CR 305.6)")
    out.append("")
    installed = {p.name for p in rules.ruleset.plugins}
    for keyword, plugin in card.missing_keywords:
        state = "not enabled" if plugin in installed else "not installed"
        out.append(f"needs the keyword {keyword!r}, provided by the plugin {plugin!r} ({state})")
    for sentence_text in card.unrecognized:
        out.append(f"not understood: {sentence_text!r}")
    out.append(f"{card.name}: {'playable' if card.playable else 'not playable'}")
    return "\n".join(out), card.playable


def _is_intrinsic(ability: Ability) -> bool:
    return isinstance(ability, ActivatedAbility) and ability.mana is not None and \
        ability.text.startswith("{T}: Add {") and ability.effect.text == ""


def cmd_explain(args: argparse.Namespace, rules: Rules, out: TextIO | None = None) -> int:
    """Show a card's data and what each line and sentence of its text became."""
    out = out or sys.stdout
    text, playable = explain_card(rules, args.card)
    print(text, file=out)
    return 0 if playable else 1


# --------------------------------------------------------------------------
# cards / coverage
# --------------------------------------------------------------------------


@frozen
class CardStatus:
    """Whether one card is playable (read) with the rules, and why not; whether it is verified
    (read, every rule it was read with proven, every cross-check holding: else ``unproven``
    and ``problems`` say why) and played itself in a passing test."""

    name: str
    playable: bool
    reason: str = ""
    verified: bool = False
    played: bool = False
    unproven: tuple[str, ...] = ()
    problems: tuple[str, ...] = ()


@frozen
class KeywordCoverage:
    """The cards having one keyword and how many of them are playable (read), verified and
    played."""

    keyword: str
    cards: tuple[CardStatus, ...]

    @property
    def total(self) -> int:
        return len(self.cards)

    @property
    def playable(self) -> int:
        return sum(1 for c in self.cards if c.playable)

    @property
    def verified(self) -> int:
        return sum(1 for c in self.cards if c.verified)

    @property
    def played(self) -> int:
        return sum(1 for c in self.cards if c.played)

    @property
    def share(self) -> float:
        return self.playable / self.total if self.total else 0.0


def printed_cards(rules: Rules, source: str | None = None) -> list[CardDef]:
    """The cards ``cards`` counts: those of the corpora if one is loaded (else every
    card of the rule set), optionally of one named source only; by name."""
    sources = rules.cards.sources
    if source is not None:
        chosen = [s for s in sources if s.name == source]
        if not chosen:
            known = ", ".join(s.name for s in sources) or "none"
            raise ManastackError(f"no card source named {source!r} (known: {known})")
    else:
        corpora = [s for s in sources if getattr(s, "priority", 50) >= PRIORITY_CORPUS]
        chosen = corpora or list(sources)
    seen: dict[str, CardDef] = {}
    for s in chosen:
        for name in s.names():
            if name not in seen:
                d = s.get(name)
                if d is not None:
                    seen[name] = d
    return [seen[n] for n in sorted(seen)]


def card_status(rules: Rules, name: str, proofs: Proofs | None = None) -> CardStatus:
    """Compile ``name`` with ``rules`` (cached) and say whether it is fully playable (read),
    verified and played, by ``proofs`` (the committed record by default)."""
    proofs = committed() if proofs is None else proofs
    played = proofs.was_played(name)
    try:
        card = rules.card(name)
    except ManastackError as exc:
        return CardStatus(name, False, f"error: {exc}", played=played)
    if card.missing_keywords:
        # every plugin it needs (Hogaak's "Convoke, delve" names both)
        needs = ", ".join(f"{plugin!r} (keyword {keyword})"
                          for keyword, plugin in card.missing_keywords)
        plural = "s" if len(card.missing_keywords) > 1 else ""
        return CardStatus(name, False, f"needs the plugin{plural} {needs}", played=played)
    if card.unrecognized:
        return CardStatus(name, False, "not understood: " + " | ".join(card.unrecognized),
                          played=played)
    unproven = tuple(proofs.unproven(card.read_with))
    problems = tuple(cross_check_problems(card))
    return CardStatus(name, True, verified=not unproven and not problems, played=played,
                      unproven=unproven, problems=problems)


def coverage(rules: Rules, keywords: Iterable[str] | None = None, *,
             source: str | None = None,
             progress: Callable[[int, int], None] | None = None,
             proofs: Proofs | None = None) -> list[KeywordCoverage]:
    """For each keyword (every keyword found when ``keywords`` is None), the printed cards
    having it and whether each is playable, verified and played, keywords in the order given
    (else by name)."""
    proofs = committed() if proofs is None else proofs
    cards = printed_cards(rules, source)
    wanted = [k.lower() for k in keywords] if keywords is not None else None
    by_keyword: dict[str, list[str]] = {}
    for d in cards:
        for kw in {k.lower() for k in d.keywords}:
            if wanted is None or kw in wanted:
                by_keyword.setdefault(kw, []).append(d.name)
    order = wanted if wanted is not None else sorted(by_keyword)
    names = sorted({n for kw in order for n in by_keyword.get(kw, [])})
    status: dict[str, CardStatus] = {}
    for i, name in enumerate(names):
        status[name] = card_status(rules, name, proofs)
        if progress is not None:
            progress(i + 1, len(names))
    return [KeywordCoverage(kw, tuple(status[n] for n in by_keyword.get(kw, [])))
            for kw in order]


def overall(rules: Rules, *, source: str | None = None,
            progress: Callable[[int, int], None] | None = None,
            proofs: Proofs | None = None) -> KeywordCoverage:
    """Every printed card and whether it is playable (the corpus-wide recognition rate),
    verified and played."""
    proofs = committed() if proofs is None else proofs
    cards = printed_cards(rules, source)
    found = []
    for i, d in enumerate(cards):
        found.append(card_status(rules, d.name, proofs))
        if progress is not None:
            progress(i + 1, len(cards))
    return KeywordCoverage("all cards", tuple(found))


def cross_check_report(rules: Rules, *, source: str | None = None
                       ) -> dict[str, list[tuple[str, str]]]:
    """The printed cards a structural cross-check refuses (what the reader built disagrees
    with the words: :mod:`manastack_grammar.checks`), by kind of problem: ``{kind:
    [(card, problem), ...]}``, the kind being the problem with its numbers and quotes
    blanked."""
    found: dict[str, list[tuple[str, str]]] = {}
    for d in printed_cards(rules, source):
        try:
            card = rules.card(d.name)
        except ManastackError:
            continue
        for entry in cross_check_problems(card):
            for problem in entry.split(MARK, 1)[1].rstrip("]").split("; "):
                kind = re.sub(r"\d+|\"[^\"]*\"", "#", problem)
                found.setdefault(kind, []).append((d.name, problem))
    return found


def _pct(c: KeywordCoverage) -> str:
    return f"{100 * c.share:5.1f}%"


def _figures(c: KeywordCoverage) -> str:
    """"3/4 read (75.0%), 2 verified, 1 played": the three figures of a group of cards."""
    return (f"{c.playable}/{c.total} read ({_pct(c).strip()}), {c.verified} verified, "
            f"{c.played} played")


def unproven_rules(rules: Rules, proofs: Proofs | None = None) -> list[str]:
    """The qualified names of the rules of ``rules``' grammar that no passing test proves."""
    proofs = committed() if proofs is None else proofs
    return proofs.unproven(grammar_of(rules).rule_names)


def cmd_cards(args: argparse.Namespace, rules: Rules, out: TextIO | None = None) -> int:
    """List cards (by keyword, by source) and, with --coverage, whether each is playable."""
    out = out or sys.stdout
    keywords: Sequence[str] | None = args.keyword or None
    corpora = [s.name for s in rules.cards.sources
               if getattr(s, "priority", 50) >= PRIORITY_CORPUS]
    where = args.source or (", ".join(corpora) if corpora else
                            "the enabled pools (no corpus loaded: enable the plugin 'oracle' "
                            "or give --cards-file)")
    if args.check:
        return _print_cross_checks(cross_check_report(rules, source=args.source), where, out)
    if getattr(args, "unread", False):
        from manastack_cli.unread import by_frequency, rst_page, text_table

        found = by_frequency(rules, [d.name for d in printed_cards(rules, args.source)])
        if getattr(args, "rst", False):
            out.write(rst_page(found, getattr(args, "top", 60)))
            return 0
        for line in text_table(found, getattr(args, "top", 60)):
            print(line, file=out)
        print(f"{len(found)} unread template(s) in the cards from {where}", file=out)
        return 0
    if args.unproven_rules:
        names = grammar_of(rules).rule_names
        missing = unproven_rules(rules)
        for rule in missing:
            print(f"  {rule}", file=out)
        print(f"{len(names) - len(missing)}/{len(names)} rules of the grammar proven in play "
              f"(sentence rules and keyword definitions); {len(missing)} not", file=out)
        return 0
    if not args.coverage:
        cards = printed_cards(rules, args.source)
        wanted = {k.lower() for k in keywords} if keywords else None
        shown = 0
        for d in cards:
            if wanted is not None and not wanted & {k.lower() for k in d.keywords}:
                continue
            shown += 1
            cost = d.mana_cost or ""
            print(f"{d.name}  {cost}  {d.type_line}".replace("  \u0020", "  "), file=out)
        print(f"{shown} card(s) from {where}", file=out)
        return 0
    if keywords is None and not args.all:
        report = coverage(rules, None, source=args.source)
        print(f"coverage by keyword, cards from {where} (read: every sentence read; "
              "verified: read with rules proven in play; played: in a passing test):",
              file=out)
        width = max((len(c.keyword) for c in report), default=7)
        print(f"  {'keyword'.ljust(width)}   read/total          verified  played", file=out)
        for c in sorted(report, key=lambda c: (-c.total, c.keyword)):
            print(f"  {c.keyword.ljust(width)}  {c.playable:5d}/{c.total:<5d} {_pct(c)}  "
                  f"{c.verified:8d}  {c.played:6d}", file=out)
        return 0
    if args.all:
        total = overall(rules, source=args.source)
        for status in total.cards if args.verbose or args.unverified else ():
            if args.unverified and (status.verified or not status.playable):
                continue
            print(_status_line(status), file=out)
        print(f"all cards from {where}: {_figures(total)}", file=out)
        return 0
    report = coverage(rules, keywords, source=args.source)
    for c in report:
        print(f"{c.keyword}: {c.total} card(s) from {where}", file=out)
        for status in c.cards:
            if args.unplayable and status.playable:
                continue
            if args.unverified and (status.verified or not status.playable):
                continue
            print(_status_line(status), file=out)
    print("", file=out)
    print("totals:", file=out)
    width = max(len(c.keyword) for c in report)
    for c in report:
        print(f"  {c.keyword.ljust(width)}  {_figures(c)}", file=out)
    return 0


def _print_cross_checks(report: dict[str, list[tuple[str, str]]], where: str,
                        out: TextIO) -> int:
    count = 0
    for kind, found in sorted(report.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f"{len(found)}  {kind}", file=out)
        for name, problem in found:
            print(f"      {name}: {problem}", file=out)
        count += len(found)
    print(f"{count} cross-check mismatch(es) in the cards from {where} (each refuses its "
          "sentence)", file=out)
    return 0


def _status_line(status: CardStatus) -> str:
    mark = ("verified    " if status.verified else "read        " if status.playable
            else "not read    ")
    played = "  (played)" if status.played else ""
    reason = f"  {status.reason}" if status.reason else ""
    why = []
    if status.unproven:
        why.append("rules not proven: " + ", ".join(status.unproven))
    why.extend(status.problems)
    return f"  {mark}  {status.name}{played}{reason}" + (f"  [{'; '.join(why)}]" if why else "")


# --------------------------------------------------------------------------
# Registration in the command line (manastack_cli.main)
# --------------------------------------------------------------------------


def _piped(command: Callable[[argparse.Namespace, Rules], int],
           rules_of: Callable[[argparse.Namespace], Rules]) -> Callable[[argparse.Namespace], int]:
    """Run ``command``; a reader that stops early (``| head``) is not an error."""

    def run(args: argparse.Namespace) -> int:
        try:
            return command(args, rules_of(args))
        except BrokenPipeError:
            import os

            # the rest of the output goes nowhere, without a second error at exit
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
            return 0

    return run


def add_commands(sub: Any, rules_of: Callable[[argparse.Namespace], Rules]) -> None:
    """Add ``explain`` and ``cards`` to the ``manastack`` command's subparsers."""
    p = sub.add_parser("explain", help="explain how a card's text is understood",
                       description="Show a card's data, what each line and sentence of its "
                       "text became (keyword, ability, cost, effect; which plugin), and what "
                       "is not understood. Exit status 1 if the card is not playable.")
    p.add_argument("card", help="card name (exact, case-insensitive, or a front face)")
    p.set_defaults(func=_piped(cmd_explain, rules_of))
    p = sub.add_parser("cards", help="list cards; with --coverage, which are read and verified",
                       description="List the printed cards (of the corpus when one is loaded) "
                       "with a keyword; with --coverage, whether each is read (fully playable "
                       "with the enabled plugins), verified (read with rules proven in play, "
                       "cross-checks holding) and played in a passing test, with totals per "
                       "keyword.")
    p.add_argument("--keyword", "-k", action="append", metavar="K",
                   help="cards whose MTGJSON keywords include K (repeatable)")
    p.add_argument("--coverage", action="store_true",
                   help="say whether each card is playable, with totals per keyword")
    p.add_argument("--all", action="store_true",
                   help="with --coverage: every card (the overall recognition rate)")
    p.add_argument("--unplayable", action="store_true",
                   help="with --coverage: list only the cards that are not playable")
    p.add_argument("--unverified", action="store_true",
                   help="with --coverage: list only the cards read but not verified, with the "
                   "rules not proven (with --all: of every card)")
    p.add_argument("--check", action="store_true",
                   help="list the cards refused by a structural cross-check (what was built "
                   "disagrees with the words), by kind of problem")
    p.add_argument("--unproven-rules", action="store_true",
                   help="list the rules of the grammar that no passing test proves in play")
    p.add_argument("--unread", action="store_true",
                   help="list the unread sentences as templates (name as ~, numbers N, mana "
                   "{M}), by how many cards each alone holds back, then by how many hold it")
    p.add_argument("--rst", action="store_true",
                   help="with --unread: the table as reStructuredText (docs/unread.rst)")
    p.add_argument("--top", type=int, default=60, metavar="N",
                   help="with --unread: only the N first templates (0: every one; default 60)")
    p.add_argument("--source", metavar="NAME", help="only the cards of this card source")
    p.add_argument("-v", "--verbose", action="store_true",
                   help="with --coverage --all: one line per card")
    p.set_defaults(func=_piped(cmd_cards, rules_of))
