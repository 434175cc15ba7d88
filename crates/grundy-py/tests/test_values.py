"""grundy.values and grundy.period against tables computed here by the definition."""

import numpy as np
import pytest

import grundy
from brute import least_period, octal_values, split_values, subtraction_values

OCTAL_CODES = ["0.77", "0.07", "0.137", "0.16", "0.6", "0.4", "0.51", "0.37", "0.156", "0.53"]


@pytest.mark.parametrize("code", OCTAL_CODES)
def test_octal_tables_equal_the_mex_of_every_move(code):
    got = grundy.values(f"octal {code}", 300)
    assert got.dtype == np.uint16
    assert got.tolist() == octal_values(code, 300)


@pytest.mark.parametrize("code", ["0.137", "0.07", "0.77"])
def test_tables_past_a_certified_period_equal_the_mex(code):
    # These are periodic within a few hundred heaps: the rest of the table comes from the
    # period, and must still be the mex of every move.
    assert grundy.values(f"octal {code}", 2500).tolist() == octal_values(code, 2500)


def test_known_tables_from_oeis():
    # OEIS A002186 (Kayles), A002187 (Dawson's Kayles, 0.137), A071426 (0.07).
    assert grundy.values("octal 0.77", 11).tolist() == [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    assert grundy.values("octal 0.137", 11).tolist() == [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2]
    assert grundy.values("octal 0.07", 11).tolist() == [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]


@pytest.mark.parametrize("s", [[1], [2, 5, 7], [1, 3, 4], [3, 7, 11, 13], [1, 2, 3, 4, 5, 6, 100]])
def test_set_nim_tables_equal_the_mex(s):
    words = "set " + " ".join(map(str, s))
    got = grundy.values(words, 400)
    assert got.dtype == np.uint16
    assert got.tolist() == subtraction_values(s, 400)
    # The command line's spelling is the same game.
    assert grundy.values(["set", "--set", ",".join(map(str, s))], 400).tolist() == got.tolist()


@pytest.mark.parametrize("k", [1, 2, 3, 10])
def test_bash_is_set_nim_of_one_to_k(k):
    got = grundy.values(f"bash {k}", 200)
    assert got.tolist() == subtraction_values(range(1, k + 1), 200)
    assert grundy.values(f"bash --k {k}", 200).tolist() == got.tolist()


def test_split_and_nim():
    assert grundy.values("split", 60).tolist() == split_values(60)
    assert grundy.values("nim", 50).tolist() == list(range(51))
    # Split Nim's values pass 2^16 before heap 2^15: the dtype widens.
    wide = grundy.values("split", 40_000)
    assert wide.dtype == np.uint32
    assert int(wide[40_000]) > 65_535
    assert grundy.values("nim", 70_000).dtype == np.uint32


def test_the_array_is_writable_and_its_own():
    a = grundy.values("octal 0.77", 10)
    a[0] = 9
    assert grundy.values("octal 0.77", 10)[0] == 0
    assert grundy.values("nim", 0).tolist() == [0]


def test_past_the_plain_table_values_follow_the_certified_period():
    # Kayles has a plain table of 2^24 values on a host; past it, its period (71, 12).
    n = (1 << 24) + 100
    big = grundy.values("octal 0.77", n)
    assert len(big) == n + 1
    head = octal_values("0.77", 200)
    for heap in [0, 70, 71, 100, (1 << 24) - 1, 1 << 24, n - 1, n]:
        index = heap if heap < 71 else 71 + (heap - 71) % 12
        assert big[heap] == head[index], heap


@pytest.mark.parametrize(
    "game, s, reach",
    [("set 2 5 7", [2, 5, 7], 7), ("set 1 3 4", [1, 3, 4], 4), ("set 3 7 11 13", [3, 7, 11, 13], 13),
     ("bash 4", [1, 2, 3, 4], 4)],
)
def test_periods_of_subtraction_games_equal_the_least_the_table_shows(game, s, reach):
    table = subtraction_values(s, 3000)
    assert grundy.period(game) == least_period(table)


@pytest.mark.parametrize("code", ["0.77", "0.137", "0.07", "0.51", "0.4", "0.53"])
def test_periods_of_octal_games_equal_the_least_the_table_shows(code):
    assert grundy.period(f"octal {code}") == least_period(octal_values(code, 2000))


def test_a_long_period():
    # 0.156's period of 349 starts at heap 3479 (a long preperiod: Winning Ways, ch. 4).
    got = grundy.period("octal 0.156")
    assert got == least_period(octal_values("0.156", 6000), span=1500)
    assert got == (3479, 349)


def test_kayles_period_from_the_literature():
    # Guy and Smith (1956): Kayles is periodic with period 12 from heap 71.
    assert grundy.period("octal 0.77") == (71, 12)


def test_unbounded_values_have_no_period():
    assert grundy.period("nim") is None
    assert grundy.period("split") is None


@pytest.mark.parametrize(
    "game, message",
    [
        ("chess", "unknown game"),
        ("wythoff", "not played on single heaps"),
        ("staircase", "not played on single heaps"),
        ("nim 3", "not of a position"),
        ("bash 3 10", "not of a position"),
        ("bash 0", "at least 1"),
        ("set 0 2", "contains 0"),
        ("octal 0.g", "octal code"),
        ("nim + nim", "not of a sum"),
        ("bash 3 --misere", "normal play"),
        ("", "no game given"),
    ],
)
def test_bad_games_are_value_errors_with_the_core_message(game, message):
    with pytest.raises(ValueError, match=message):
        grundy.values(game, 10)
    with pytest.raises(ValueError, match=message):
        grundy.period(game)


def test_bad_bounds():
    with pytest.raises(ValueError, match="from 0 to"):
        grundy.values("nim", -1)
    with pytest.raises(ValueError, match="more than the 268435456 values"):
        grundy.values("nim", 1 << 28)
    with pytest.raises(ValueError, match="more than"):
        grundy.values("nim", 2**64 - 1)
    with pytest.raises(TypeError, match="must be an int"):
        grundy.values("nim", 3.0)
    with pytest.raises(TypeError):
        grundy.values(7, 3)
