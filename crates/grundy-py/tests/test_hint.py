"""grundy.hint against a search written here, and against `grundy hint --format json`."""

import itertools
import json
import os
import re
import subprocess
from functools import lru_cache

import pytest

import grundy
from brute import mex, subtraction_values


@lru_cache(maxsize=None)
def nim_wins(piles):
    """Whether the player to move wins Nim at `piles` (a sorted tuple), by plain search."""
    for i, p in enumerate(piles):
        for q in range(p):
            if not nim_wins(tuple(sorted(piles[:i] + (q,) + piles[i + 1:]))):
                return True
    return False


@lru_cache(maxsize=None)
def remoteness(piles):
    """Moves left with perfect play: the winner hurries, the loser delays."""
    options = [tuple(sorted(piles[:i] + (q,) + piles[i + 1:]))
               for i, p in enumerate(piles) for q in range(p)]
    if not options:
        return 0
    losing = [remoteness(o) for o in options if not nim_wins(o)]
    if losing:
        return 1 + min(losing)
    return 1 + max(remoteness(o) for o in options)


@pytest.mark.parametrize("piles", [p for p in itertools.product(range(5), repeat=3)])
def test_nim_hints_agree_with_a_plain_search(piles):
    h = grundy.hint("nim " + " ".join(map(str, piles)))
    key = tuple(sorted(piles))
    assert h["outcome"] == ("N" if nim_wins(key) else "P")
    g = 0
    for p in piles:
        g ^= mex(range(p))  # a Nim heap of p has options 0..p-1
    assert h["grundy"] == g
    assert h["remoteness"] == remoteness(key)
    winning = set()
    for i, p in enumerate(piles):
        for q in range(p):
            after = piles[:i] + (q,) + piles[i + 1:]
            if not nim_wins(tuple(sorted(after))):
                winning.add((p - q, i + 1))
    listed = set()
    for text in h["winning_moves"]:
        m = re.fullmatch(r"take (\d+) from pile (\d+)", text)
        assert m, text
        listed.add((int(m[1]), int(m[2])))
    assert listed == winning
    assert h["more_winning_moves"] is False
    if h["outcome"] == "P" and any(piles):
        assert h["best_move"] is not None
    assert h["components"] == [{"position": "nim " + " ".join(map(str, piles)), "grundy": g}]


def test_a_sum_of_games_has_the_xor_of_its_components():
    h = grundy.hint("set --set 2,5,7 9 + nim 3 4 5")
    set_value = subtraction_values([2, 5, 7], 9)[9]
    assert [c["grundy"] for c in h["components"]] == [set_value, 3 ^ 4 ^ 5]
    assert h["grundy"] == set_value ^ 3 ^ 4 ^ 5
    assert h["outcome"] == ("P" if h["grundy"] == 0 else "N")
    # Words as a list, as the command line takes them.
    assert grundy.hint(["set", "--set", "2,5,7", "9", "+", "nim", "3", "4", "5"]) == h


def test_errors_are_value_errors_with_the_grammar_message():
    with pytest.raises(ValueError, match=r"component 2 \(wythoff 4 x\)"):
        grundy.hint("nim 3 + wythoff 4 x")
    with pytest.raises(ValueError, match="no game given"):
        grundy.hint("")
    with pytest.raises(ValueError, match="--k"):
        grundy.hint("bash 10")


CLI = os.environ.get("GRUNDY_CLI")


@pytest.mark.skipif(not CLI, reason="GRUNDY_CLI names the grundy command to compare with (CI sets it)")
@pytest.mark.parametrize(
    "position",
    [
        "nim 3 4 5 + wythoff 4 7",
        "nim 1 2 3",
        "wythoff 4 7",
        "set --set 2,5 7 9",
        "staircase 2 1 3",
        "split 2 3",
        "bash --k 3 --misere 10",
        "nim --misere 1 1 2",
        "octal 0.77 5 7 + nim 2",
        "nim 3 4 5 + wythoff 4 7 + set --set 2,5 7 9 + split 2 3",
        "nim " + " ".join(["100"] * 30),
    ],
)
def test_the_same_dictionary_as_the_command_line(position):
    out = subprocess.run([CLI, "hint", "--format", "json", *position.split()],
                         capture_output=True, text=True, check=True).stdout
    assert grundy.hint(position) == json.loads(out)
