"""The decisions a scenario answers: every kind the kernel and the bundled plugins can ask is
listed in docs/scenarios.rst ("Decision kinds"), read from their source so the list can't go
stale; and a choice the file gives no answer for is said, not hidden (answered by its first
legal option, listed in ``Result.defaults`` and printed as ``default:``), or, with
``strict``, a bad file. Played with printed cards (Isamaru, Hound of Konda: the legend rule,
CR 704.5j).

How the kinds are read:

A decision is made by ``Game.decide(kind=...)`` or ``Decision(kind=...)``; ``kind`` is what a
scenario's answer is keyed on (``answers = [{ kind = "...", choose = [...] }]``). The kind is
found where it is written:

* a string (or a module constant holding one) given as ``kind`` to ``decide``/``Decision``;
* given to a function that passes one of its parameters on as the kind (a forwarder, such as
  ``put_in_chosen_order(kind=...)`` or ``announce_times(word=...)``), at any depth;
* given to a class whose method passes ``self.<field>`` on as the kind (a cost part's
  ``decision_kind``), as the field's default in that class or a subclass, or as a keyword
  where the class is built;
* the name of a payment option (``PaymentOption(name=...)``, CR 601.2h) or of another
  payer's permission (``OtherPayer(name=...)``, 702.132a), which the kernel asks under that
  name (and ``<name>_amount``).

Any other expression given as a kind is listed in :data:`COMPUTED`, with the kinds it can
take; a new one fails test_every_decision_kind_is_documented_and_none_other until it is
added there.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import run

from manastack.errors import ScenarioError

ROOT = Path(__file__).resolve().parents[3]

#: The sources searched: the kernel, the card-text reader and every bundled plugin.
SOURCES = (ROOT / "core" / "kernel" / "src", ROOT / "core" / "grammar" / "src",
           *sorted((ROOT / "plugins").glob("*/src")))

#: The callables that make a decision from a ``kind`` keyword.
_MAKERS = ("decide", "Decision")

#: Kinds computed where the decision is made, by (file name, expression): the values the
#: expression can take, read from the code around it.
COMPUTED: dict[tuple[str, str], tuple[str, ...]] = {
    # announce_mana_symbols: _KIND_OF_SYMBOL's values (CR 107.4e-f, 601.2b)
    ("casting.py", "kind"): ("hybrid", "phyrexian"),
    # putting cards on top of or under a library in an order (CR 401.4)
    ("zone_changes.py", "f'order_{self.position}'"): ("order_top", "order_bottom"),
}

#: The expressions that are not a kind of their own: ``Game.decide`` builds the decision
#: from its own ``kind`` parameter; the other payer's and the payment option's names are
#: read from where those are built (see the module docstring).
_PASSED_ON = {("game.py", "kind"), ("other_payer.py", "offer.name"),
              ("other_payer.py", "f'{offer.name}_amount'"), ("payment.py", "name")}


def _files(sources: tuple[Path, ...]) -> Iterator[tuple[Path, ast.Module]]:
    for root in sources:
        for path in sorted(root.rglob("*.py")):
            yield path, ast.parse(path.read_text("utf-8"))


def _called(node: ast.Call) -> str | None:
    func = node.func
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else None


def _constants(tree: ast.Module) -> dict[str, str]:
    """The module's names bound to a string at its top level (``CONVOKE = "convoke"``)."""
    out = {}
    for node in tree.body:
        value = node.value if isinstance(node, (ast.Assign, ast.AnnAssign)) else None
        targets = node.targets if isinstance(node, ast.Assign) else \
            [node.target] if isinstance(node, ast.AnnAssign) else []
        if isinstance(value, ast.Constant) and isinstance(value.value, str):
            out.update({t.id: value.value for t in targets if isinstance(t, ast.Name)})
    return out


def _string(node: ast.expr | None, constants: dict[str, str]) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return constants.get(node.id)
    return None


def collect(sources: tuple[Path, ...] = SOURCES,
            root: Path = ROOT) -> tuple[dict[str, set[str]], list[str]]:
    """Every kind found in ``sources``, with the files it is in (relative to ``root``); and
    the computed kinds not accounted for (``file: expression``)."""
    trees = list(_files(sources))
    constants = {path: _constants(tree) for path, tree in trees}
    # functions passing a parameter on as the kind: name -> (parameter, its position)
    forwarders: dict[str, tuple[str, int]] = {}
    # classes passing a field on as the kind: class name -> field
    fields: dict[str, str] = {}
    parents: dict[str, list[str]] = {}
    sites: list[tuple[Path, ast.expr, ast.FunctionDef | None, str | None]] = []
    for path, tree in trees:
        for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]:
            parents[cls.name] = [b.id for b in cls.bases if isinstance(b, ast.Name)]
        for func, owner in _functions(tree):
            for node in ast.walk(func):
                if isinstance(node, ast.Call) and _called(node) in _MAKERS:
                    for kw in node.keywords:
                        if kw.arg == "kind":
                            sites.append((path, kw.value, func, owner))
        for node in tree.body:  # module-level decisions (none today, but counted)
            if not isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                for call in [n for n in ast.walk(node) if isinstance(n, ast.Call)]:
                    if _called(call) in _MAKERS:
                        sites += [(path, kw.value, None, None) for kw in call.keywords
                                  if kw.arg == "kind"]
    found: dict[str, set[str]] = {}
    unknown: list[str] = []

    def add(kind: str, path: Path) -> None:
        found.setdefault(kind, set()).add(str(path.relative_to(root)))

    for path, expr, func, owner in sites:
        text = ast.unparse(expr)
        value = _string(expr, constants[path])
        if value is not None:
            add(value, path)
            continue
        params = _params(func) if func is not None else []
        if func is not None and isinstance(expr, ast.Name) and expr.id in params \
                and func.name != "decide":
            forwarders[func.name] = (expr.id, params.index(expr.id))
            continue
        if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name) \
                and expr.value.id == "self" and owner is not None:
            fields[owner] = expr.attr
            continue
        if (path.name, text) in COMPUTED:
            for kind in COMPUTED[(path.name, text)]:
                add(kind, path)
            continue
        if (path.name, text) not in _PASSED_ON:
            unknown.append(f"{path.relative_to(root)}: {text}")
    _forwarded(trees, constants, forwarders, add)
    _from_fields(trees, constants, fields, parents, add)
    for path, tree in trees:  # payment options and other payers, asked by their names
        for call in [n for n in ast.walk(tree) if isinstance(n, ast.Call)]:
            maker = _called(call)
            if maker not in ("PaymentOption", "OtherPayer"):
                continue
            name = next((_string(kw.value, constants[path]) for kw in call.keywords
                         if kw.arg == "name"), None)
            if name is not None:
                add(name, path)
                if maker == "OtherPayer":
                    add(f"{name}_amount", path)
    return found, unknown


def _params(func: ast.FunctionDef) -> list[str]:
    """The parameters of ``func``, in order: a keyword-only one is never given by position
    (its index is past the positional ones, so a call's positional arguments never reach
    it)."""
    args = func.args
    return [a.arg for a in (*args.posonlyargs, *args.args)] + \
        [a.arg for a in args.kwonlyargs]


def _functions(tree: ast.Module) -> Iterator[tuple[ast.FunctionDef, str | None]]:
    """Every function of the module, with the class it is a method of."""
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            yield node, None
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, ast.FunctionDef):
                    yield item, node.name


def _forwarded(trees: list[tuple[Path, ast.Module]], constants: dict[Path, dict[str, str]],
               forwarders: dict[str, tuple[str, int]], add: object) -> None:
    """The kinds given to the forwarders, following forwarders of forwarders."""
    assert callable(add)
    changed = True
    while changed:
        changed = False
        for _path, tree in trees:
            for func, _ in _functions(tree):
                for call in [n for n in ast.walk(func) if isinstance(n, ast.Call)]:
                    name = _called(call)
                    if name not in forwarders:
                        continue
                    param, index = forwarders[name]
                    given = next((kw.value for kw in call.keywords if kw.arg == param), None)
                    if given is None and len(call.args) > index:
                        given = call.args[index]
                    params = _params(func)
                    if isinstance(given, ast.Name) and given.id in params \
                            and func.name not in forwarders:
                        forwarders[func.name] = (given.id, params.index(given.id))
                        changed = True
    for path, tree in trees:
        for call in [n for n in ast.walk(tree) if isinstance(n, ast.Call)]:
            name = _called(call)
            if name not in forwarders:
                continue
            param, index = forwarders[name]
            given = next((kw.value for kw in call.keywords if kw.arg == param), None)
            if given is None and len(call.args) > index:
                given = call.args[index]
            value = _string(given, constants[path])
            if value is not None:
                add(value, path)


def _from_fields(trees: list[tuple[Path, ast.Module]], constants: dict[Path, dict[str, str]],
                 fields: dict[str, str], parents: dict[str, list[str]], add: object) -> None:
    """The kinds held by the field a class passes on: its default in that class and its
    subclasses, and the keyword where one of them is built."""
    assert callable(add)

    def field_of(cls: str) -> str | None:
        if cls in fields:
            return fields[cls]
        return next((f for p in parents.get(cls, []) if (f := field_of(p)) is not None), None)

    for path, tree in trees:
        for cls in [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]:
            field = field_of(cls.name)
            if field is None:
                continue
            for item in cls.body:
                targets = [item.target] if isinstance(item, ast.AnnAssign) else \
                    item.targets if isinstance(item, ast.Assign) else []
                if any(isinstance(t, ast.Name) and t.id == field for t in targets):
                    assert isinstance(item, (ast.Assign, ast.AnnAssign))
                    value = _string(item.value, constants[path])
                    if value is not None:
                        add(value, path)
        for call in [n for n in ast.walk(tree) if isinstance(n, ast.Call)]:
            name = _called(call)
            field = field_of(name) if name is not None else None
            if field is None:
                continue
            for kw in call.keywords:
                value = _string(kw.value, constants[path]) if kw.arg == field else None
                if value is not None:
                    add(value, path)


MANASTACK = Path(sys.executable).parent / "manastack"
DOCS = ROOT / "docs" / "scenarios.rst"


def _documented() -> set[str]:
    """The kinds listed in the "Decision kinds" section: what its list items quote (they
    quote nothing else)."""
    text = DOCS.read_text("utf-8")
    start = text.index("\nDecision kinds\n--------------\n")
    end = text.index("\n---", start + 40)
    section = text[start:text.rindex("\n", 0, end)]
    items = re.findall(r"^(?:\* |  )(.*)$", section, re.M)  # the list, continued lines too
    return {k for line in items for k in re.findall(r"``([^`]+)``", line)}


def test_every_decision_kind_is_documented_and_none_other() -> None:
    """Each kind of decision found in the kernel's, the reader's and the plugins' source (see
    :func:`collect`) is listed in docs/scenarios.rst, and each kind listed is still asked."""
    found, unknown = collect()
    assert unknown == [], "a kind computed in a new way: add it to COMPUTED"
    assert {"protection_quality", "legend_rule", "scry_top", "exile_from_graveyard",
            "multikicker", "convoke", "assist_amount", "order_top", "hybrid"} <= set(found)
    documented = _documented()
    assert sorted(set(found) - documented) == []
    assert sorted(documented - set(found)) == []


def test_the_kind_reader_finds_a_kind_given_in_each_way(tmp_path: Path) -> None:
    """The reader can fail: a kind given directly, through a forwarder's parameter, and as a
    cost part's field are each found."""
    source = tmp_path / "src"
    source.mkdir()
    (source / "m.py").write_text(textwrap.dedent('''
        WORD = "made_up_direct"
        def ask(game): game.decide(kind=WORD)
        def forward(game, *, kind): game.decide(kind=kind)
        def use(game): forward(game, kind="made_up_forwarded")
        class Part:
            decision_kind = "made_up_field"
            def choose(self, game): game.decide(kind=self.decision_kind)
        class Other(Part):
            decision_kind = "made_up_subclass"
        def odd(game, x): game.decide(kind=x.name + "!")
    '''))
    found, unknown = collect((source,), tmp_path)
    assert set(found) == {"made_up_direct", "made_up_forwarded", "made_up_field",
                          "made_up_subclass"}
    assert unknown == ["src/m.py: x.name + '!'"]


LEGEND = """
plugins = []

[[player]]
name = "Alice"
battlefield = ["Plains", "Isamaru, Hound of Konda"]
hand = ["Isamaru, Hound of Konda"]

[[player]]
name = "Bob"

[[action]]
cast = "Isamaru, Hound of Konda"

[[action]]
resolve = true
"""


def test_an_unanswered_choice_is_taken_by_default_and_said() -> None:
    """CR 704.5j: two Isamarus, Alice chooses the one kept; the file says nothing: the first
    legal option (the Isamaru already there) is taken, and the result says so."""
    result = run(loads(LEGEND, "t.toml"), env={})
    assert result.ok
    assert result.defaults == [
        "action 2 (resolve the top of the stack): no answer for 'legend_rule' (Alice: Legend "
        "rule: choose the Isamaru, Hound of Konda to keep): the first legal option was taken: "
        "Isamaru, Hound of Konda#3"]


def test_an_answered_choice_is_no_default() -> None:
    text = LEGEND + 'answers = [{ kind = "legend_rule", choose = [{ card = "Isamaru, Hound ' \
                    'of Konda", newest = true }] }]\n'
    result = run(loads(text, "t.toml"), env={})
    assert result.ok and result.defaults == []


def test_a_forced_decision_is_no_default() -> None:
    """One Isamaru: the legend rule asks nothing; a spell with one legal target is no choice
    of the file's either (a forced decision is taken without an agent)."""
    text = LEGEND.replace('battlefield = ["Plains", "Isamaru, Hound of Konda"]',
                          'battlefield = ["Plains"]')
    assert run(loads(text, "t.toml"), env={}).defaults == []


def test_strict_makes_an_unanswered_choice_a_bad_file() -> None:
    message = (r"t.toml:\d+: action 2 \(resolve the top of the stack\): the file gives no "
               r"answer for 'legend_rule' \(Alice: Legend rule: choose the Isamaru, Hound of "
               r"Konda to keep\), a choice \(strict: state it, answers = \[\{ kind = "
               r"\"legend_rule\", choose = \[...\] \}\]\)")
    with pytest.raises(ScenarioError, match=message):
        run(loads(LEGEND, "t.toml"), env={}, strict=True)
    with pytest.raises(ScenarioError, match=message):
        run(loads("strict = true\n" + LEGEND, "t.toml"), env={})


BUSHWHACKER = """
strict = true
[[player]]
name = "Alice"
battlefield = ["Mountain"]
hand = ["Goblin Bushwhacker"]
[[player]]
name = "Bob"
[[action]]
cast = "Goblin Bushwhacker"
"""


def test_strict_names_the_unanswered_choice_an_action_was_refused_after() -> None:
    """CR 601.2b, 601.2h: with no answer for Goblin Bushwhacker's kicker, the default pays
    it and the cast is refused for want of {R}{R}; under strict the file's missing answer
    is the error, with the refusal that followed, not the refusal alone."""
    with pytest.raises(ScenarioError, match=r"t\.toml:\d+: action 1 \(cast Goblin "
                       r"Bushwhacker\): the file gives no answer for 'pay_additional' .*"
                       r"the action was then refused: illegal action \[601\.2h\]"):
        run(loads(BUSHWHACKER, "t.toml"), env={})
    answered = BUSHWHACKER + 'answers = [{ kind = "pay_additional", choose = ["no"] }]\n'
    assert not run(loads(answered, "t.toml"), env={}).failures


def test_the_command_prints_the_default_and_strict_refuses_it(tmp_path: Path) -> None:
    path = tmp_path / "legend.toml"
    path.write_text(LEGEND)
    done = subprocess.run([str(MANASTACK), "run", "--no-board", "--color", "never", str(path)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0
    assert "   default: no answer for 'legend_rule' (Alice: Legend rule: choose the " \
           "Isamaru, Hound of Konda to keep): the first legal option was taken: Isamaru, " \
           "Hound of Konda#3" in done.stdout
    strict = subprocess.run([str(MANASTACK), "run", "--strict", str(path)],
                            capture_output=True, text=True, check=False)
    assert strict.returncode == 2
    assert "the file gives no answer for 'legend_rule'" in strict.stderr
    suite = subprocess.run([str(MANASTACK), "run", "--strict", str(tmp_path)],
                           capture_output=True, text=True, check=False)
    assert suite.returncode == 2 and "BAD FILE:" in suite.stdout
