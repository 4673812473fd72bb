"""Reading a card's text line by line (CR 112, 113, 207.2c, 702): :func:`recognize`.

Each line is one ability or a keyword list (CR 113.2), read after its reminder text and
ability words are removed and the card's name is written ``~``
(:mod:`~manastack_grammar.text`):

- "Choose one —" with "•" bullets is a modal spell (CR 700.2), "When ..., choose one —" a
  modal triggered ability (700.2b): each bullet read as effect sentences;
- a heading of a section keyword (a leveler's "LEVEL 2-6", CR 711.2) and the lines after it
  up to the next heading make one ability, built by the keyword's plugin from the
  abilities read on those lines;
- keyword lines ("Flying, vigilance", "Flashback {2}{U}") go to the keyword definitions of
  the enabled plugins (:mod:`~manastack_grammar.keywords`);
- other lines are abilities or spell text (:mod:`~manastack_grammar.abilities`), read
  sentence by sentence with the sentence rules of the enabled plugins and the reader's own
  (:mod:`~manastack_grammar.matching`, :mod:`manastack_grammar.sentences`); the lines of an
  instant's or sorcery's text make one spell ability (CR 113.3a).

What is not understood is reported sentence by sentence, never guessed; a
:class:`Recognition` also records, line by line (:class:`LineReport`) and sentence by
sentence, which rule of which plugin read what (``manastack explain`` prints it).
:func:`expand` flattens the helper abilities a line may become into the card's abilities.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING

import attrs
from attrs import frozen

from manastack.api import (
    Ability,
    ActivatedAbility,
    Instruction,
    KeywordTrigger,
    LazyPattern,
    Mode,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
    shift_targets,
)
from manastack_grammar.abilities import (
    InterveningIf,
    _MultiTrigger,
    _SpellText,
    _Statics,
    modal_activated,
    modal_trigger,
    read_line,
)
from manastack_grammar.builder import Builder
from manastack_grammar.keywords import keyword_line
from manastack_grammar.matching import effect_instructions
from manastack_grammar.registration import (
    KeywordDef,
    NotUnderstood,
    SentenceRule,
    keyword_rule_name,
    sentence_rule_name,
)
from manastack_grammar.results import SentenceReport, describe
from manastack_grammar.ruleset import grammar_of
from manastack_grammar.text import GRANTING_NAME, normalize_lines, sentences

if TYPE_CHECKING:
    from manastack.api import Rules

__all__ = ["LineReport", "Recognition", "expand", "recognize"]


#: An activated or triggered ability's sentence that exiles cards itself: an ability of the
#: same card reading "the exiled card" is linked to it (CR 607.2a). "exile a land you
#: control" is one, but not a cost ("Exile a card from your graveyard: ...").
_LINKED_EXILE = re.compile(r"(?:^|[:.,] )(?:you may )?exile (?:(?:another |(?:up to )?(?:one|two|"
                           r"three) (?:other )?)?(?:target|all|that card)\b|"
                           r"an? (?=[^.:]*\byou control\b)(?![^.:]*:))"
                           r"(?!.*until ~ leaves)", re.IGNORECASE)

#: A cost sacrificing one creature: an activated ability's own ("{T}, Sacrifice a creature:
#: ...") or a spell's additional cost; "the sacrificed creature" then means it (CR 601.2h).
_ONE_CREATURE = r"sacrifice (?:(?:a|an|another) (?:[\w-]+ )*?creature|enchanted creature)"
_COST_SACRIFICE = re.compile(rf"^(?:[^:\"]*?, )?{_ONE_CREATURE}(?:, [^:,\"]+)*: ", re.IGNORECASE)
_ADDITIONAL_SACRIFICE = re.compile(rf"^as an additional cost to cast ~, {_ONE_CREATURE}$",
                                   re.IGNORECASE)


def _cost_sacrifice(line: str, others: list[str], is_permanent: bool) -> bool:
    """Whether "the sacrificed creature" in ``line`` has one creature to mean: one its own
    cost sacrifices, or, for an instant or sorcery, one its additional cost sacrifices."""
    if _COST_SACRIFICE.match(line):
        head = line.split(":", 1)[0]
        # one "sacrifice", of one creature (not "a green creature, a white creature, and ...")
        return head.lower().count("sacrifice") == 1 and not re.search(
            r"sacrifice [^:]*?(?:,| and) an? ", head, re.IGNORECASE)
    return not is_permanent and any(_ADDITIONAL_SACRIFICE.match(o.rstrip(".")) for o in others)


_COST_SACRIFICE_ARTIFACT = re.compile(r"^(?:[^:\"]*?, )?sacrifice an artifact(?:, [^:,\"]+)*: ",
                                      re.IGNORECASE)


def _cost_sacrifice_artifact(line: str) -> bool:
    """Whether "the sacrificed artifact" in ``line`` means the one artifact its own cost
    sacrifices (CR 602.2b): "{T}, Sacrifice an artifact: ..." (Priest of Yawgmoth)."""
    head = line.split(":", 1)[0]
    return bool(_COST_SACRIFICE_ARTIFACT.match(line)) and head.lower().count("sacrifice") == 1


#: "Choose one —" followed by bullets: a modal spell (CR 700.2, 700.2d).
_MODAL = LazyPattern(
    r"^choose (one|two|three|one or more|one or both|any number|up to one|up to two)"
    r"(?: ?(?:—|-)|(?P<repeat>\. you may choose the same mode more than once\.))\s*$",
    re.IGNORECASE,
)


#: "When ~ enters, choose up to X, where X is ... —" followed by bullets (CR 700.2b).
_MODAL_TRIGGER = LazyPattern(
    r"^(?P<word>when|whenever|at) (?P<clause>.+?), choose (?P<count>one|two|three|one or more|"
    r"one or both|any number|up to one|up to two|up to x)(?:, where x is (?P<x>.+?))? ?(?:—|-)\s*$",
    re.IGNORECASE,
)


#: "[Cost]: Choose one —" followed by bullets: a modal activated ability (CR 700.2a, 602.1);
#: not a loyalty ability's "[+1]:" (606), read by its own rule.
_MODAL_ACTIVATED = LazyPattern(
    r"^(?P<cost>[^:\"\[•]+): choose (?P<count>one|two|one or more|one or both) ?(?:—|-)\s*$",
    re.IGNORECASE,
)


@frozen
class LineReport:
    """What one line of a card's text became (for ``manastack explain``).

    ``kind``: "keyword", "spell", "modal", "activated", "triggered", "static",
    "ability", "section", "missing keyword" or "not understood". ``sentences`` traces the
    rules that matched each sentence; ``failed`` lists the sentences no rule
    understood; ``keywords``: the qualified names of the keyword definitions that read a
    keyword line.
    """

    printed: str
    text: str
    kind: str
    became: str = ""
    plugin: str = ""
    sentences: tuple[SentenceReport, ...] = ()
    failed: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()

    @property
    def understood(self) -> bool:
        """Was the line understood?"""
        return self.kind not in ("not understood", "missing keyword") and not self.failed

    @property
    def read_with(self) -> frozenset[str]:
        """The qualified names of the sentence rules and keyword definitions that read it."""
        return frozenset({*(sentence_rule_name(s.plugin, s.rule) for s in self.sentences
                            if s.rule), *self.keywords})


@frozen
class Recognition:
    """What a card's text became: abilities, plus what was not understood. ``read_with``: the
    qualified names of the grammar's rules (sentence rules, keyword definitions) that read
    the lines understood (:attr:`Grammar.rule_names <manastack_grammar.ruleset.Grammar>`)."""

    abilities: tuple[Ability, ...]
    unrecognized: tuple[str, ...] = ()
    missing_keywords: tuple[tuple[str, str], ...] = ()
    notes: tuple[tuple[str, str], ...] = ()  # (source line, what it became)
    lines: tuple[LineReport, ...] = ()
    read_with: frozenset[str] = frozenset()

    @property
    def complete(self) -> bool:
        """Was every line understood, with every keyword plugin enabled?"""
        return not self.unrecognized and not self.missing_keywords


def recognize(
    text: str,
    *,
    name: str,
    rules: Rules | None,
    is_permanent: bool,
    keyword_defs: Sequence[KeywordDef] = (),
    sentence_rules: Sequence[SentenceRule] = (),
    short_names: Sequence[str] = (),
) -> Recognition:
    """Recognise a card's Oracle text (see the module docstring); ``short_names``: the
    shortened names the text may call the card by (CR 201.5c)."""
    pairs = normalize_lines(text, name, short_names=short_names)
    abilities: list[Ability] = []
    unrecognized: list[str] = []
    missing: list[tuple[str, str]] = []
    reports: list[LineReport] = []
    spell_modes: list[Mode] = []
    kw_pairs: Sequence[tuple[str, KeywordDef]] = (
        grammar_of(rules).keyword_def_pairs if rules is not None and not keyword_defs
        else [(_kd_plugin(rules, kd), kd) for kd in keyword_defs]
    )

    def quote(printed: str, normal: str, failed: Sequence[str]) -> list[str]:
        """The printed sentences holding the failed (normalised) ones."""
        if not failed:
            return []
        p_sents, n_sents = sentences(printed, keep_periods=True), sentences(normal)
        out: list[str] = []
        for f in failed:
            found = [i for i, s in enumerate(n_sents) if f in s or s in f]
            if found and len(p_sents) == len(n_sents):
                out.extend(p_sents[i] for i in found)
            else:
                out.append(f.replace("~", name.split(" // ")[0])
                           .replace(GRANTING_NAME, name.split(" // ")[0]) + ".")
        return list(dict.fromkeys(out))

    headings = [(p, kd) for p, kd in kw_pairs if kd.kind == "section"]

    def heading(line: str) -> tuple[str, KeywordDef, re.Match[str]] | None:
        """The section keyword whose heading ``line`` is (CR 711.2, 716.2), with its match."""
        for plugin, kd in headings:
            found = kd.compiled.fullmatch(line)
            if found is not None:
                return plugin, kd, found
        return None

    i = 0
    while i < len(pairs):
        printed, line = pairs[i]
        head = heading(line) if headings else None
        if head is not None:
            i = _read_section(head, pairs, i, heading, name=name, rules=rules,
                              is_permanent=is_permanent, keyword_defs=keyword_defs,
                              sentence_rules=sentence_rules, short_names=short_names,
                              abilities=abilities, unrecognized=unrecognized,
                              missing=missing, reports=reports)
            continue
        modal = _MODAL.match(line)
        trigger_head = _MODAL_TRIGGER.match(line) if modal is None else None
        if trigger_head is not None and not (i + 1 < len(pairs) and
                                             pairs[i + 1][1].startswith("•")):
            trigger_head = None
        activated_head = _MODAL_ACTIVATED.match(line) if is_permanent and \
            modal is None and trigger_head is None and i + 1 < len(pairs) and \
            pairs[i + 1][1].startswith("•") else None
        if modal or trigger_head or activated_head:
            bullets: list[tuple[str, str]] = []
            i += 1
            while i < len(pairs) and pairs[i][1].startswith("•"):
                bullets.append((pairs[i][0].lstrip("• ").strip(), pairs[i][1].lstrip("• ").strip()))
                i += 1
            modes: list[Mode] = []
            traces: list[SentenceReport] = []
            failed_all: list[str] = []
            for b_printed, bullet in bullets:
                mb = Builder(card=name, rules=rules, is_permanent=is_permanent)
                if activated_head is not None:
                    # CR 113.7, 602.1: as in an activated ability's effect, a lone "it" is
                    # the permanent the ability belongs to
                    mb.it_source = True
                bullet_failures: list[str] = []
                instructions = effect_instructions(bullet, mb, failures=bullet_failures)
                traces.extend(mb.trace)
                if activated_head is not None and mb.source_zone is not None:
                    bullet_failures.append(bullet)  # the source named in another zone
                if bullet_failures:
                    unrecognized.extend(quote(b_printed, bullet, bullet_failures))
                    failed_all.extend(bullet_failures)
                else:
                    modes.append(Mode(instructions=tuple(instructions), targets=tuple(mb.targets),
                                      text=bullet))
                missing.extend(x for x in mb.missing if x not in missing)
            count_word = (modal.group(1) if modal else
                          (trigger_head or activated_head)["count"]).lower()  # type: ignore[index]
            low, high = _mode_counts(count_word, len(bullets))
            block = "\n".join([printed] + ["• " + bp for bp, _ in bullets])
            modal_head = activated_head if activated_head is not None else trigger_head
            if modal_head is not None:
                hb = Builder(card=name, rules=rules, is_permanent=is_permanent)
                activated = activated_head is not None
                build = modal_activated if activated else modal_trigger
                ability = build(modal_head, hb, tuple(modes), low, high, block) \
                    if len(modes) == len(bullets) else None
                what = "modal activated ability" if activated else "modal triggered ability"
                if ability is not None:
                    abilities.append(ability)
                    detail = (f"{what} (CR 700.2a): cost {modal_head['cost']}; choose {count_word} of "
                              f"{len(modes)} modes as it is activated (CR 602.2b, 601.2b)"
                              if activated else
                              f"{what} (CR 700.2b): choose {count_word} of {len(modes)} modes "
                              "as it is put on the stack")
                    reports.append(LineReport(
                        block, line, "activated" if activated else "triggered", detail,
                        plugin=_plugin_of(Builder(card=name, trace=[*hb.trace, *traces])),
                        sentences=(*hb.trace, *traces)))
                else:
                    if not failed_all:
                        unrecognized.append(printed)
                    reports.append(LineReport(block, line, "not understood", what,
                                              sentences=(*hb.trace, *traces),
                                              failed=tuple(failed_all) or (line,)))
                continue
            if is_permanent:
                unrecognized.append(block.split("\n")[0])
                reports.append(LineReport(block, line, "not understood",
                                          "a modal choice outside a spell or trigger",
                                          sentences=tuple(traces), failed=(line,)))
                continue
            if len(modes) == len(bullets) and bullets:
                # CR 700.2d: "You may choose the same mode more than once."
                repeatable = modal is not None and modal["repeat"] is not None
                abilities.append(SpellAbility(modes=tuple(modes), min_modes=low,
                                              max_modes=high, modal=True, text=line,
                                              repeatable=repeatable))
                reports.append(LineReport(block, line, "modal",
                                          f"modal spell: choose {low} to {high} of {len(modes)} "
                                          + ("modes, the same one more than once allowed "
                                             "(CR 700.2d)" if repeatable else "modes (CR 700.2)"),
                                          plugin=_plugin_of(Builder(card=name, trace=traces)),
                                          sentences=tuple(traces)))
            else:
                reports.append(LineReport(block, line, "not understood", "modal spell",
                                          sentences=tuple(traces), failed=tuple(failed_all)))
            continue
        i += 1
        # keyword lines
        used: list[str] = []
        kb = Builder(card=name, rules=rules, is_permanent=is_permanent)
        spans: list[tuple[int, int]] = []
        kw = keyword_line(line, rules, kw_pairs, used, kb, spans)
        if kw is not None:
            found, miss = kw
            abilities.extend(found)
            missing.extend(x for x in miss if x not in missing)
            for a, (start, end) in zip(found, spans, strict=True):
                plugin = getattr(a, "plugin", "") or ""
                # the sentence rules that read a keyword's definition (flanking's "a creature
                # without flanking blocks ~") read the card too: its play proves them
                defined = tuple(t for t in kb.trace[start:end] if t.understood)
                reports.append(LineReport(printed, line, "keyword",
                                          _keyword_summary(a, found, used), plugin=plugin,
                                          keywords=tuple(dict.fromkeys(used)),
                                          sentences=defined))
            for keyword, plugin in miss:
                reports.append(LineReport(printed, line, "missing keyword",
                                          f"keyword {keyword}: plugin {plugin!r} not enabled",
                                          plugin=plugin))
            continue
        b = Builder(card=name, rules=rules, is_permanent=is_permanent,
                    linked_exile=any(_LINKED_EXILE.search(other) for n, (_, other)
                                     in enumerate(pairs) if n != i - 1),
                    cost_sacrifice=_cost_sacrifice(
                        line, [other for n, (_, other) in enumerate(pairs) if n != i - 1],
                        is_permanent),
                    cost_sacrifice_artifact=_cost_sacrifice_artifact(line))
        failures: list[str] = []
        try:
            ability = read_line(line, b, is_permanent=is_permanent, failures=failures)
        except NotUnderstood as exc:
            ability = None
            if not failures:
                failures.append(str(exc) if str(exc) in line else line)
        missing.extend(x for x in b.missing if x not in missing)
        if (ability is None or failures) and not is_permanent and reports and \
                reports[-1].kind == "spell":
            # CR 113.3a: the paragraphs of an instant's or sorcery's text are one spell
            # ability, so a paragraph may complete the one before it ("Threshold — Create
            # four ... instead if ..."): read the two together
            joined_b = Builder(card=name, rules=rules, is_permanent=False)
            joined_text = f"{reports[-1].text} {line}"
            try:
                joined = read_line(joined_text, joined_b, is_permanent=False)
            except NotUnderstood:
                joined = None
            if isinstance(joined, _SpellText):
                spell_modes[-1] = joined.mode
                before = reports.pop()
                reports.append(LineReport(f"{before.printed}\n{printed}", joined_text, "spell",
                                          "spell effect: " + describe(joined.mode,
                                                                     joined.mode.targets),
                                          plugin=_plugin_of(joined_b),
                                          sentences=tuple(joined_b.trace)))
                missing.extend(x for x in joined_b.missing if x not in missing)
                continue
        if ability is not None and not failures:
            if isinstance(ability, _SpellText):
                if is_permanent:
                    unrecognized.append(printed)  # a permanent has no spell effect (CR 608.3)
                    reports.append(LineReport(printed, line, "not understood",
                                              "an effect with no trigger or cost on a permanent",
                                              sentences=tuple(b.trace), failed=(line,)))
                    continue
                spell_modes.append(ability.mode)
                reports.append(LineReport(printed, line, "spell",
                                          "spell effect: " + describe(ability.mode,
                                                                     ability.mode.targets),
                                          plugin=_plugin_of(b), sentences=tuple(b.trace)))
            else:
                reports.append(LineReport(printed, line, _kind_of(ability),
                                          _ability_summary(ability), plugin=_plugin_of(b),
                                          sentences=tuple(b.trace)))
                abilities.append(ability)
            continue
        quoted = quote(printed, line, failures) or [printed]
        unrecognized.extend(q for q in quoted if q not in unrecognized)
        if rules is not None:
            # a keyword action of a disabled plugin inside a sentence ("earthbend 2")
            for failed in failures or [line]:
                absent = grammar_of(rules).absent_keyword_in(rules, failed)
                if absent is not None and absent not in missing:
                    missing.append(absent)
        reports.append(LineReport(printed, line, "not understood", "",
                                  sentences=tuple(b.trace), failed=tuple(failures)))
    if spell_modes and any(isinstance(a, SpellAbility) for a in abilities):
        # CR 700.2, 113.3a: a paragraph after a modal spell's modes ("If you weren't the
        # starting player, you gain 3 life") belongs to its one spell ability: not read apart
        for i, r in enumerate(reports):
            if r.kind == "spell":
                unrecognized.append(r.printed)
                reports[i] = LineReport(r.printed, r.text, "not understood",
                                        "a paragraph after a modal spell's modes",
                                        sentences=r.sentences, failed=(r.text,))
        spell_modes = []
    if spell_modes:
        merged = Mode(
            instructions=tuple(x for m in spell_modes for x in m.instructions),
            targets=tuple(t for m in spell_modes for t in m.targets),
            text=" ".join(m.text for m in spell_modes),
        )
        merged = _renumber(spell_modes, merged)
        abilities.insert(0, SpellAbility(modes=(merged,), text=merged.text))
    notes = tuple((r.text, r.became or r.kind) for r in reports)
    return Recognition(tuple(abilities), tuple(unrecognized), tuple(missing), notes,
                       tuple(reports), _read_with(rules, reports))


def _read_section(
    head: tuple[str, KeywordDef, re.Match[str]], pairs: Sequence[tuple[str, str]], i: int,
    heading: Callable[[str], object], *, name: str, rules: Rules | None, is_permanent: bool,
    keyword_defs: Sequence[KeywordDef], sentence_rules: Sequence[SentenceRule],
    short_names: Sequence[str], abilities: list[Ability], unrecognized: list[str],
    missing: list[tuple[str, str]], reports: list[LineReport],
) -> int:
    """Read the section whose heading is line ``i`` (a level symbol, CR 711.2; a Class
    level, 716.2): its lines up to the next heading are read as abilities (its leading
    lines matching the keyword's ``own_lines`` handed over as they are) and the keyword's
    build makes one ability of them. Returns the index of the line after the section."""
    plugin, kd, match = head
    printed, line = pairs[i]
    j = i + 1
    own: list[str] = []
    while j < len(pairs) and kd.own_lines and heading(pairs[j][1]) is None and \
            re.fullmatch(kd.own_lines, pairs[j][1], re.IGNORECASE):
        own.append(pairs[j][1])
        j += 1
    body: list[str] = []
    while j < len(pairs) and heading(pairs[j][1]) is None:
        body.append(pairs[j][0])
        j += 1
    inner = recognize("\n".join(body), name=name, rules=rules, is_permanent=is_permanent,
                      keyword_defs=keyword_defs, sentence_rules=sentence_rules,
                      short_names=short_names) if body else Recognition(())
    block = "\n".join(p for p, _ in pairs[i:j])
    missing.extend(x for x in inner.missing_keywords if x not in missing)
    built: Ability | Sequence[Ability] | None = None
    b = Builder(card=name, rules=rules, is_permanent=is_permanent)
    failed: tuple[str, ...] = ()
    if not inner.unrecognized and not inner.missing_keywords and kd.build is not None:
        try:
            built = kd.build(match, tuple(own), expand(inner.abilities), b)
        except NotUnderstood as exc:
            # the build may name the sentences of its own lines it could not read
            failed = tuple(str(a) for a in exc.args if a)
    missing.extend(x for x in b.missing if x not in missing)
    keywords = (keyword_rule_name(plugin, kd),)
    if built is None:
        named = [p for p, n in pairs[i + 1:i + 1 + len(own)] if any(f in n for f in failed)]
        unrecognized.extend(inner.unrecognized or named or (printed,))
        reports.append(LineReport(block, line, "not understood",
                                  f"{kd.name} section (CR {kd.rule})", keywords=keywords,
                                  sentences=tuple(b.trace),
                                  failed=() if inner.unrecognized else failed or (line,)))
    else:
        found = (built,) if not isinstance(built, Sequence) else tuple(built)
        abilities.extend(found)
        # the section's abilities are reported line by line below: its own, in short here
        reports.append(LineReport(block, line, "section", f"{kd.name} section (CR {kd.rule}): "
                                  + "; ".join(f"static ability: {a.text}" if isinstance(
                                      a, StaticAbility) else _ability_summary(a)
                                      for a in found), plugin=plugin, keywords=keywords,
                                  sentences=tuple(b.trace)))  # what its own lines read with
    reports.extend(inner.lines)
    return j


def _read_with(rules: Rules | None, reports: Sequence[LineReport]) -> frozenset[str]:
    """The rules of the grammar that read the lines understood (a sentence read by a rule
    of a line not understood, or by the kernel's mana ability reading, is not counted)."""
    found = frozenset().union(*(r.read_with for r in reports if r.understood))
    return found & grammar_of(rules).rule_names if rules is not None else found


def _kd_plugin(rules: Rules | None, kd: KeywordDef) -> str:
    if rules is None:
        return "core"
    for plugin, known in grammar_of(rules).keyword_def_pairs:
        if known is kd:
            return plugin
    return ""


def _keyword_summary(a: Ability, found: Sequence[Ability], used: Sequence[str]) -> str:
    """A keyword's ability as explain shows it: the keyword and what it stands for; an
    ability naming no keyword (bloodthirst's replacement effect, 702.54a; reconfigure's
    activated abilities, 702.151a) in the words of any other ability, under its keyword."""
    keyword = getattr(a, "keyword", None)
    if keyword is not None:
        return f"keyword {keyword}{_keyword_detail(a, found)}"
    low = (a.text or "").lower()
    names = [u.partition(":keyword ")[2] or u for u in used]  # "plugin:keyword name"
    name = next((n for n in names if low.startswith(n.lower())), names[0] if names else "")
    what = f"static ability: {describe(a)}" if isinstance(a, StaticAbility) else \
        _ability_summary(a)
    return f"keyword {name}: {what}"


def _keyword_detail(a: Ability, found: Sequence[Ability] = ()) -> str:
    if isinstance(a, KeywordTrigger) and any(
            o is not a and getattr(o, "keyword", None) == a.keyword for o in found):
        # the keyword's own ability and the triggered ability it also represents (CR 702.101a
        # extort, 702.56a replicate): one line, two abilities, told apart
        said = f": {a.text}" if a.text and not a.text.lower().startswith(a.keyword) else ""
        return f", the triggered ability it represents (CR 603){said}"
    bits = []
    for attr in ("cost", "parts", "n", "amount"):
        v = getattr(a, attr, None)
        if isinstance(v, tuple):  # a cost's non-mana parts (a morph cost, 702.37a)
            v = ", ".join(str(p) for p in v)
        if v is not None and not callable(v) and str(v):
            bits.append(f"{attr} {v}")
    return f" ({', '.join(bits)})" if bits else ""


def _plugin_of(b: Builder) -> str:
    plugins = [t.plugin for t in b.trace if t.plugin]
    others = [p for p in plugins if p != "core"]
    return ", ".join(dict.fromkeys(others)) if others else (plugins[0] if plugins else "core")


def _kind_of(a: Ability) -> str:
    if isinstance(a, (TriggeredAbility, _MultiTrigger)):
        return "triggered"
    if isinstance(a, ActivatedAbility):
        return "activated"
    if isinstance(a, StaticAbility):
        return "static"
    return "ability"


def _ability_summary(a: Ability, event: str | None = None) -> str:
    if isinstance(a, _MultiTrigger):
        # CR 603.2: one ability built for each event: each named by its own
        events = _own_events(a.abilities)
        return " + ".join(_ability_summary(x, e) for x, e in zip(a.abilities, events,
                                                                  strict=True))
    if isinstance(a, TriggeredAbility):
        on, effect = _trigger_label(a, event)
        what = describe(effect, effect.targets)
        opt = "you may: " if a.optional else ""
        return f"triggered ability (CR 603) on {on}: {opt}{what}"
    if isinstance(a, ActivatedAbility):
        if a.mana is not None:
            colours, n = a.mana
            then = f", then {describe(a.effect)} (605.3b)" if a.effect.instructions else ""
            if a.restrictions or a.sorcery_speed:  # CR 602.5b, 602.5d
                then += ", activated only as its text says (602.5b)"
            return f"mana ability (CR 605): cost {a.cost}, adds {n} of {'/'.join(colours)}{then}"
        if a.outputs:
            shown = " or ".join("".join(f"{{{c}}}" for c in out) for out in a.outputs)
            return f"mana ability (CR 605): cost {a.cost}, adds {shown}"
        if a.mana_effect:  # CR 605.1a, 608.2h: its mana counted as it resolves, at once
            return (f"mana ability (CR 605): cost {a.cost}, adds what it counts as it "
                    f"resolves: " + describe(a.effect, a.effect.targets))
        if any(r.kind == "loyalty" for r in a.restrictions):
            return (f"loyalty ability (CR 606): cost {a.cost} (one loyalty ability of the "
                    "permanent each turn, at sorcery speed, 606.3): "
                    + describe(a.effect, a.effect.targets))
        speed = " (sorcery speed)" if a.sorcery_speed else ""
        # CR 602.5b: what "Activate only ..." was read as, so that a reader sees it is kept
        limits = f" (activated only: {', '.join(r.kind for r in a.restrictions)}, 602.5b)" \
            if a.restrictions else ""
        if a.zones != ("battlefield",):  # CR 113.6: where else it functions
            limits += f" (functions in the {' and '.join(a.zones)}, 113.6)"
        if a.any_player:  # CR 602.2: not only its controller may activate it
            limits += " (any player may activate it, 602.2)"
        if a.cost_reduction is not None:  # CR 602.2b, 601.2f: applied as the cost is locked in
            limits += f" ({a.cost_reduction.text.lower()}, 601.2f)"
        return f"activated ability (CR 602): cost {a.cost}{speed}{limits}: " + describe(
            a.effect, a.effect.targets)
    return describe(a)


def _own_events(abilities: Sequence[TriggeredAbility]) -> list[str | None]:
    """The words of each one's own event, for triggered abilities read from one trigger
    condition naming several ("~ enters or attacks": "~ enters", "~ attacks"); None where the
    abilities' conditions have words of their own."""
    texts = [str(getattr(x.trigger, "text", "")) for x in abilities]
    if len(set(texts)) != 1 or len(abilities) < 2:
        return [None] * len(abilities)
    conds = [x.trigger for x in abilities]
    said = re.fullmatch(r"~ (.+?) or (.+)", texts[0])
    if said is not None and len(conds) == 2 and all(
            c.self_only and c.filter is None and c.predicate is None and c.step is None
            for c in conds):
        # "~ enters or attacks": an event of the object itself each, nothing more said
        return [f"~ {said.group(1)}", f"~ {said.group(2)}"]
    return [f"{texts[0]} (its {c.event.replace('_', ' ')} event)" for c in conds]


def _trigger_label(a: TriggeredAbility, event: str | None = None) -> tuple[str, Mode]:
    """What a triggered ability triggers on (``event``: its own words, else its condition's),
    its intervening "if" included (CR 603.4: checked as the event happens and again as it
    resolves), and the effect it then has."""
    cond = a.trigger
    on = event or str(getattr(cond, "text", cond))
    steps = a.effect.instructions
    if len(steps) == 1 and isinstance(steps[0], InterveningIf):
        said = steps[0].text or "its condition holds"
        return (f"{on}, if {said} (CR 603.4)",
                attrs.evolve(a.effect, instructions=steps[0].then))
    if cond.intervening_if is not None or cond.intervening_if_event is not None:
        # a keyword's or a paid cost's intervening "if", checked by the trigger condition
        return (f"{on} (CR 603.4)" if re.search(r"\bif\b", on) else
                f"{on}, with an intervening if (CR 603.4)"), a.effect
    return on, a.effect


def _renumber(modes: list[Mode], merged: Mode) -> Mode:
    """Spell text on several lines: target indices of later lines shift."""
    if len(modes) == 1:
        return modes[0]
    instructions: list[Instruction] = []
    offset = 0
    for mode in modes:
        for ins in mode.instructions:
            instructions.append(shift_targets(ins, offset) if offset else ins)
        offset += len(mode.targets)
    return attrs.evolve(merged, instructions=tuple(instructions))


def _mode_counts(word: str, n: int) -> tuple[int, int]:
    return {
        "one": (1, 1), "two": (2, 2), "three": (3, 3), "one or more": (1, n),
        "one or both": (1, 2), "any number": (0, n), "up to one": (0, 1), "up to two": (0, 2),
    }.get(word, (1, 1))


def expand(abilities: Iterable[Ability]) -> tuple[Ability, ...]:
    """Flatten helper abilities (a trigger on two events, several statics on a line)."""
    out: list[Ability] = []
    for a in abilities:
        if isinstance(a, _MultiTrigger):
            out.extend(a.abilities)
        elif isinstance(a, _Statics):
            out.extend(expand(a.abilities))
        else:
            out.append(a)
    return tuple(out)

