"""``attached_to`` in a scenario's set-up: an Aura, Equipment or Fortification on the
battlefield attached, as the scenario begins, to a permanent or a player (CR 701.3a, 303.4,
301.5); one that couldn't be attached there is a bad file naming the line (701.3b)."""

from __future__ import annotations

import textwrap

import pytest
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.runner import run

from manastack.errors import ScenarioError

SET_UP = """
plugins = ["oracle"]

[[player]]
name = "Alice"
battlefield = ["Grizzly Bears", { card = "Bonesplitter", attached_to = "Grizzly Bears" },
               { card = "Pacifism", attached_to = "Hill Giant" },
               { card = "Curse of Death's Hold", attached_to = "Bob" }]

[[player]]
name = "Bob"
battlefield = ["Hill Giant", "Llanowar Elves"]

[[action]]
go_to = "declare_attackers"

[expect]
zones = { "Llanowar Elves" = "graveyard", "Bonesplitter" = "battlefield", "Pacifism" = "battlefield" }
objects = [{ name = "Grizzly Bears", power = 4 }, { name = "Hill Giant", toughness = 2 }]
"""


def _run(text: str) -> list[str]:
    return list(run(loads(textwrap.dedent(text), "t.toml"), env={}).failures)


def test_an_equipment_an_aura_and_a_curse_start_attached() -> None:
    """Bonesplitter on Grizzly Bears (+2/+0, 301.5), Pacifism on Bob's Hill Giant, Curse of
    Death's Hold on Bob (Llanowar Elves dies as 704.5f is checked, Hill Giant is 2/2): none of
    them is put into a graveyard by 704.5m-n, so each is attached as the file says."""
    assert _run(SET_UP) == []


def test_pacifism_keeps_its_creature_from_attacking() -> None:
    """The Aura attached at set-up has its effect: Bob's Hill Giant under Pacifism can't be
    declared as an attacker (CR 508.1c)."""
    text = SET_UP.replace('[[action]]\ngo_to = "declare_attackers"\n',
                          '[turn]\nactive = "Bob"\n\n[[action]]\nattack = ["Hill Giant"]\n')
    text = text[:text.index("[expect]")]
    with pytest.raises(ScenarioError, match=r"attack with Hill Giant.*no creature can attack"):
        _run(text)


@pytest.mark.parametrize("entry,why", [
    ('"Forest", { card = "Bonesplitter", attached_to = "Forest" }',
     "an Equipment can be attached only to a creature"),
    ('{ card = "Pacifism", attached_to = "Bob" }', "an illegal player"),
    ('{ card = "Grizzly Bears", count = 2 }, { card = "Bonesplitter", attached_to = "Grizzly Bears" }',
     "2 permanents called 'Grizzly Bears'"),
    ('{ card = "Bonesplitter", attached_to = "Grizzly Bears" }',
     "no permanent called 'Grizzly Bears'"),
    ('"Nacatl Savage", { card = "Bonesplitter", attached_to = "Nacatl Savage" }',
     "protection from artifacts"),
])
def test_what_couldnt_be_attached_there_is_a_bad_file(entry: str, why: str) -> None:
    """CR 701.3b, 301.5c, 303.4d, 702.16d: refused, naming the file and the line."""
    text = f"""
    plugins = ["oracle"]

    [[player]]
    name = "Alice"
    battlefield = [{entry}]

    [[player]]
    name = "Bob"

    [expect]
    life = {{ Bob = 20 }}
    """
    with pytest.raises(ScenarioError, match=rf"t\.toml:6: .*{why}"):
        _run(text)


def test_attached_to_off_the_battlefield_is_a_bad_file() -> None:
    text = """
    plugins = ["oracle"]

    [[player]]
    name = "Alice"
    hand = [{ card = "Bonesplitter", attached_to = "Grizzly Bears" }]

    [[player]]
    name = "Bob"

    [expect]
    life = { Bob = 20 }
    """
    with pytest.raises(ScenarioError, match="'attached_to' applies only on the battlefield"):
        _run(text)
