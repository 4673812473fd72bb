"""Property tests of the scenario loader: malformed input always gives one clean line.

Hypothesis generates text, TOML documents built from the format's own
vocabulary (so they get past the parser and deep into validation and play),
and mutations of the example files. Whatever comes in, the outcome is a
result or a :class:`ScenarioError` whose message is one line naming the file;
never another exception.
"""

from __future__ import annotations

import json
import os
import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from manastack_cli.scenario.files import VERBS, loads
from manastack_cli.scenario.runner import run
from manastack_cli.scenario.validation import schema, validate

from manastack.errors import ScenarioError

ROOT = Path(__file__).resolve().parents[3]
EXAMPLES = sorted((ROOT / "examples").glob("*.toml"))
WHERE = "gen.toml"

SETTINGS = settings(max_examples=int(os.environ.get("MANASTACK_HYPOTHESIS_EXAMPLES", "120")), deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])


def _schema_words() -> list[str]:
    words: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key, value in node.get("properties", {}).items():
                words.add(key)
                walk(value)
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(schema())
    return sorted(words)


WORDS = _schema_words()
CARDS = ["Mountain", "Island", "Forest", "Lightning Bolt", "Grizzly Bears", "Shock", "Counterspell",
         "Winterflame", "Blaze", "Llanowar Elves", "Prodigal Pyromancer", "Bone Splinters",
         "Divination", "Serra Angel", "Not A Card"]
STRINGS = [*CARDS, "Alice", "Bob", "player 2", "you", "opponent", "main1", "end", "upkeep",
           "graveyard", "battlefield", "hand", "flashback", "hand", "601.2c", "702.10", "{R}",
           "{2}{U}", "R", "all", ""]

leaf = st.one_of(st.sampled_from(STRINGS), st.text(max_size=6), st.integers(-3, 12),
                 st.booleans())
value = st.recursive(
    leaf,
    lambda children: st.one_of(
        st.lists(children, max_size=4),
        st.dictionaries(st.one_of(st.sampled_from(WORDS + STRINGS), st.text(min_size=1, max_size=5)),
                        children, max_size=4),
    ),
    max_leaves=12,
)


def card_entry() -> st.SearchStrategy[Any]:
    return st.one_of(
        st.sampled_from(CARDS),
        st.fixed_dictionaries({"card": st.sampled_from(CARDS)}, optional={
            "tapped": st.booleans(), "sick": st.booleans(), "count": st.integers(0, 3),
            "counters": st.dictionaries(st.sampled_from(["+1/+1", "loyalty"]),
                                        st.integers(-1, 3), max_size=2),
            "controller": st.sampled_from(["Alice", "Bob", "Carol"]),
        }),
    )


player = st.fixed_dictionaries({}, optional={
    "name": st.sampled_from(["Alice", "Bob", "Carol", "you"]),
    "life": st.integers(-2, 25),
    "hand": st.lists(card_entry(), max_size=3),
    "battlefield": st.lists(card_entry(), max_size=4),
    "graveyard": st.lists(card_entry(), max_size=2),
    "library": st.lists(card_entry(), max_size=3),
    "wrong": value,
})


@st.composite
def action(draw: st.DrawFn) -> dict[str, Any]:
    verb = draw(st.sampled_from([*VERBS, "cats"]))
    verb_value = {
        "cast": st.sampled_from(CARDS), "activate": st.sampled_from(CARDS),
        "play": st.sampled_from(CARDS), "tap_for_mana": st.sampled_from(CARDS),
        "special": st.sampled_from(CARDS),
        "attack": st.lists(st.sampled_from(CARDS), max_size=2),
        "block": st.dictionaries(st.sampled_from(CARDS), st.sampled_from(CARDS), max_size=1),
        "pass": st.just(True), "resolve": st.sampled_from([True, "all", False]),
        "go_to": st.sampled_from(["main2", "end", "upkeep", "nowhere"]),
        "next_turn": st.just(True), "cats": leaf,
        "put": st.sampled_from(CARDS),
        "set_life": st.dictionaries(st.sampled_from(["Alice", "Bob", "Zed"]), st.integers(-3, 30),
                                    max_size=2),
        "set_counters": st.dictionaries(
            st.sampled_from([*CARDS, "Alice", "Bob"]),
            st.dictionaries(st.sampled_from(["+1/+1", "poison", "loyalty"]), st.integers(-1, 3),
                            max_size=2), max_size=2),
        "add_mana": st.dictionaries(st.sampled_from(["Alice", "Bob"]),
                                    st.sampled_from(["{R}", "{G}{G}", "R", "{2}"]), max_size=1),
        "grant": st.sampled_from(CARDS), "shuffle": st.sampled_from(["Alice", "Bob", "Zed"]),
        "set_damage": st.dictionaries(st.sampled_from([*CARDS, "Alice"]), st.integers(-1, 4),
                                      max_size=2),
        "remove": st.sampled_from(CARDS),
    }[verb]
    out = {verb: draw(verb_value)}
    options = draw(st.fixed_dictionaries({}, optional={
        "targets": st.lists(st.one_of(st.sampled_from(STRINGS), st.lists(st.sampled_from(CARDS),
                                                                         max_size=2)), max_size=2),
        "modes": st.lists(st.integers(0, 3), max_size=2),
        "x": st.integers(-1, 4),
        "color": st.sampled_from(["R", "G", "U", "Q"]),
        "using": st.sampled_from(["hand", "flashback"]),
        "action": st.sampled_from(["suspend", "foretell", "nope"]),
        "illegal": st.sampled_from(["601.2c", "302.6", "nope"]),
        "by": st.sampled_from(["Alice", "Bob", "Zed"]),
        "sacrifice": st.lists(st.sampled_from(CARDS), max_size=1),
        "answers": st.lists(st.fixed_dictionaries({"kind": st.sampled_from(["targets", "x",
                                                                            "order", "scry_top"]),
                                                   "choose": st.lists(leaf, max_size=2)},
                                                  optional={"player": st.sampled_from(
                                                      ["Alice", "Bob", "Zed"])}),
                            max_size=1),
        "zone": st.sampled_from(["library", "hand", "battlefield", "stack"]),
        "position": st.sampled_from(["top", "bottom", "middle"]),
        "abilities": st.lists(st.sampled_from(["Flying", "Haste", "Wibble.", ""]), max_size=2),
        "player": st.sampled_from(["Alice", "Bob", "Zed"]),
        "expect": st.fixed_dictionaries({}, optional={
            "life": st.dictionaries(st.sampled_from(["Alice", "Bob", "Zed"]), st.integers(0, 20),
                                    max_size=2),
            "zones": st.dictionaries(st.sampled_from(CARDS), st.sampled_from(
                ["graveyard", "hand", "moon"]), max_size=2),
            "stack": st.lists(st.sampled_from(CARDS), max_size=2),
        }),
    }))
    out.update(options)
    return out


clean_entry = st.one_of(
    st.sampled_from(CARDS[:-1]),
    st.fixed_dictionaries({"card": st.sampled_from(CARDS[:-1])}, optional={
        "tapped": st.booleans(), "count": st.integers(1, 2),
        "counters": st.dictionaries(st.just("+1/+1"), st.integers(1, 2), max_size=1)}),
)
clean_player = st.fixed_dictionaries({}, optional={
    "life": st.integers(1, 20),
    "hand": st.lists(st.sampled_from(CARDS[:-1]), max_size=3),
    "battlefield": st.lists(clean_entry, max_size=5),
    "library": st.lists(st.sampled_from(["Island", "Mountain"]), max_size=2),
})
TARGETS = ["Alice", "Bob", "Grizzly Bears", "Serra Angel", "Lightning Bolt", "Mountain"]


@st.composite
def clean_action(draw: st.DrawFn) -> dict[str, Any]:
    """An action whose options fit its verb: it passes validation and is played."""
    verb = draw(st.sampled_from(["cast", "cast", "cast", "activate", "play", "attack", "block",
                                 "pass", "resolve", "go_to", "next_turn", "tap_for_mana",
                                 "put", "set_life", "set_counters", "add_mana", "grant",
                                 "shuffle", "set_damage", "remove"]))
    card = st.sampled_from(CARDS[:-1])
    if verb == "cast":
        out: dict[str, Any] = {"cast": draw(card)}
        out.update(draw(st.fixed_dictionaries({}, optional={
            "targets": st.lists(st.sampled_from(TARGETS), min_size=1, max_size=2),
            "modes": st.lists(st.integers(1, 2), min_size=1, max_size=2, unique=True),
            "x": st.integers(0, 3), "sacrifice": st.lists(card, max_size=1),
            "illegal": st.sampled_from(["601.2c", "601.2h", "307.1"]),
            "expect": st.fixed_dictionaries({}, optional={
                "stack": st.lists(card, max_size=1),
                "total_cost": st.dictionaries(card, st.sampled_from(["{R}", "{2}{U}"]), max_size=1),
            }),
        })))
        return out
    if verb == "activate":
        return {"activate": draw(card), "targets": [draw(st.sampled_from(TARGETS))]}
    if verb == "play":
        return {"play": draw(card)}
    if verb == "attack":
        return {"attack": draw(st.lists(card, max_size=2, unique=True))}
    if verb == "block":
        return {"block": draw(st.dictionaries(card, card, max_size=1))}
    if verb == "tap_for_mana":
        return {"tap_for_mana": draw(card), "color": draw(st.sampled_from(["R", "G", "U"]))}
    if verb == "resolve":
        return {"resolve": draw(st.sampled_from([True, "all"]))}
    if verb == "go_to":
        return {"go_to": draw(st.sampled_from(["main2", "end", "declare_attackers"]))}
    if verb == "put":
        return {"put": draw(card), **draw(st.fixed_dictionaries({}, optional={
            "zone": st.sampled_from(["library", "hand", "battlefield", "graveyard", "exile"]),
            "player": st.sampled_from(["Alice", "Bob"]), "count": st.integers(1, 2)}))}
    if verb == "set_life":
        return {"set_life": {draw(st.sampled_from(["Alice", "Bob"])): draw(st.integers(-2, 30))}}
    if verb == "set_counters":
        return {"set_counters": {draw(st.sampled_from(["Alice", "Bob", *TARGETS])): {
            draw(st.sampled_from(["+1/+1", "poison", "charge"])): draw(st.integers(0, 11))}}}
    if verb == "add_mana":
        return {"add_mana": {draw(st.sampled_from(["Alice", "Bob"])): draw(st.sampled_from(
            ["{R}", "{U}{U}", "{C}{G}"]))}}
    if verb == "grant":
        return {"grant": draw(card), "abilities": draw(st.lists(st.sampled_from(
            ["Flying", "Haste", "Whenever this creature attacks, you gain 1 life."]),
            min_size=1, max_size=2))}
    if verb == "shuffle":
        return {"shuffle": draw(st.sampled_from(["Alice", "Bob"]))}
    if verb == "set_damage":
        return {"set_damage": {draw(st.sampled_from(TARGETS[2:])): draw(st.integers(0, 5))}}
    if verb == "remove":
        return {"remove": draw(st.sampled_from(TARGETS[2:])), **draw(st.fixed_dictionaries({}, optional={
            "zone": st.sampled_from(["hand", "battlefield", "graveyard", "stack"]),
            "player": st.sampled_from(["Alice", "Bob"])}))}
    return {verb: True}


clean_document = st.fixed_dictionaries(
    {"player": st.lists(clean_player, min_size=2, max_size=2),
     "action": st.lists(clean_action(), max_size=5)},
    optional={
        "turn": st.fixed_dictionaries({}, optional={
            "number": st.integers(1, 3), "step": st.sampled_from(["main1", "end", "upkeep"])}),
        "expect": st.fixed_dictionaries({}, optional={
            "life": st.dictionaries(st.sampled_from(["Alice", "Bob"]), st.integers(0, 20),
                                    max_size=2),
            "graveyard": st.dictionaries(st.sampled_from(["Alice", "Bob"]),
                                         st.lists(st.sampled_from(CARDS[:-1]), max_size=2),
                                         max_size=1),
        }),
    },
)

noisy_document = st.fixed_dictionaries(
    {"player": st.lists(player, min_size=1, max_size=3)},
    optional={
        "plugins": st.lists(st.sampled_from(["haste", "core", ""]), max_size=1),
        "turn": st.fixed_dictionaries({}, optional={
            "number": st.integers(0, 3), "step": st.sampled_from(["main1", "end", "cleanup"]),
            "active": st.sampled_from(["Alice", "Bob", "Zed"])}),
        "action": st.lists(action(), max_size=4),
        "expect": value,
        "seed": st.integers(-1, 3),
    },
)
document = st.one_of(clean_document, noisy_document)


def to_toml(data: dict[str, Any]) -> str:
    """A TOML document of inline values (keys and strings quoted JSON-style)."""

    def quote(text: str) -> str:
        return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")  # TOML bans DEL

    def inline(v: Any) -> str:
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, int):
            return str(v)
        if isinstance(v, str):
            return quote(v)
        if isinstance(v, list):
            return "[" + ", ".join(inline(x) for x in v) + "]"
        return "{" + ", ".join(f"{quote(k)} = {inline(x)}" for k, x in v.items()) + "}"

    return "".join(f"{quote(k)} = {inline(v)}\n" for k, v in data.items())


def outcome(text: str) -> str:
    """Load and run ``text``; "ok", "failed" or "error"; anything else raises."""
    try:
        result = run(loads(text, WHERE), env={})
    except ScenarioError as exc:
        message = str(exc)
        assert "\n" not in message
        assert message.startswith(WHERE)
        return "error"
    return "ok" if result.ok else "failed"


@SETTINGS
@given(st.text(max_size=200))
def test_any_text_is_a_clean_error_or_a_scenario(text: str) -> None:
    outcome(text)


@SETTINGS
@given(document)
def test_generated_documents_give_a_clean_outcome(data: dict[str, Any]) -> None:
    text = to_toml(data)
    assert tomllib.loads(text) == data  # the writer is faithful
    outcome(text)


@SETTINGS
@given(st.sampled_from(EXAMPLES), st.data())
def test_mutated_examples_give_a_clean_outcome(path: Path, data: st.DataObject) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    for _ in range(data.draw(st.integers(1, 3))):
        i = data.draw(st.integers(0, len(lines) - 1))
        how = data.draw(st.sampled_from(["drop", "copy", "swap", "edit"]))
        if how == "drop":
            del lines[i]
        elif how == "copy":
            lines.insert(i, lines[i])
        elif how == "swap":
            j = data.draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        else:
            old = data.draw(st.sampled_from(["=", '"', "[", "]", "1", "a", "e", ",", "}"]))
            new = data.draw(st.sampled_from(["", "==", "'", "[[", "2", "x", "{", "Z"]))
            lines[i] = lines[i].replace(old, new, 1)
        if not lines:
            break
    outcome("\n".join(lines) + "\n")


@SETTINGS
@given(document)
def test_the_validator_agrees_with_the_reference_implementation(data: dict[str, Any]) -> None:
    """Our subset validator and the jsonschema package accept exactly the same documents."""
    jsonschema = pytest.importorskip("jsonschema")
    reference = jsonschema.Draft202012Validator(schema())
    assert (validate(data) is None) == reference.is_valid(data)
