"""grundy.Game against plain searches written here: a recursive mex over whole positions,
retrograde analysis of every whole position of loopy games, and tables from the rules."""

import _thread
import random
import signal
import subprocess
import sys
import textwrap
import threading
import time

import numpy as np
import pytest

import grundy
from brute import mex, octal_values, retrograde, whole_game_values


def grundy_moves(p):
    """Grundy's game: split one heap into two unequal non-empty heaps."""
    return [p[:i] + (a, h - a) + p[i + 1:]
            for i, h in enumerate(p) for a in range(1, (h + 1) // 2)]


def kayles_moves(p):
    """Kayles (0.77): take 1 or 2 from a heap, leaving the rest as zero, one or two heaps."""
    out = []
    for i, h in enumerate(p):
        rest = p[:i] + p[i + 1:]
        for take in (1, 2):
            for a in range(0, (h - take) // 2 + 1):
                if take <= h:
                    b = h - take - a
                    out.append(rest + tuple(x for x in (a, b) if x))
    return out


def heaps(p):
    return [(h,) for h in p]


def sorted_moves(moves):
    return lambda p: [tuple(sorted(o)) for o in moves(p)]


# OEIS A002188: Grundy's game, its first values.
A002188 = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]


def grundy_game_values(upto):
    """A plain recursive mex over one heap, the value of a split being the XOR."""
    g = []
    for n in range(upto + 1):
        g.append(mex(g[a] ^ g[n - a] for a in range(1, (n + 1) // 2)))
    return g


@pytest.mark.parametrize("parts", [heaps, "heaps"])
def test_grundys_game_by_parts(parts):
    game = grundy.Game(grundy_moves, parts)
    values = game.values(300)
    assert values.dtype == np.uint16
    assert values.tolist() == grundy_game_values(300)
    assert values[:len(A002188)].tolist() == A002188
    # Sums: the XOR of the heaps' values, asked one position at a time.
    g = grundy_game_values(40)
    for a, b, c in [(5, 3, 0), (20, 7, 9), (40, 13, 1), (1, 2, 3)]:
        assert game.grundy((a, b, c)) == g[a] ^ g[b] ^ g[c]
    assert game.grundy(20) == 0  # one int is a position of one number
    assert game.known >= 301


def test_whole_positions_without_parts():
    game = grundy.Game(sorted_moves(grundy_moves))
    for p in [(7,), (9,), (4, 5), (3, 3, 6), (12,)]:
        p = tuple(sorted(p))
        assert game.grundy(p) == whole_game_values(sorted_moves(grundy_moves), p)


def test_kayles_through_its_moves():
    game = grundy.Game(kayles_moves, heaps)
    assert game.values(120).tolist() == octal_values("0.77", 120)


def test_outcomes_and_winning_moves_agree_with_a_plain_search():
    game = grundy.Game(grundy_moves, heaps)
    value = {}

    def g(p):
        p = tuple(sorted(p))
        if p not in value:
            value[p] = mex(g(o) for o in grundy_moves(p))
        return value[p]

    for p in [(5, 3), (7,), (20,), (6, 6), (9, 4, 2), (30,), (1500,)]:
        if p != (1500,):
            want = "N" if g(p) else "P"
            assert game.outcome(p) == want, p
            winning = [o for o in dict.fromkeys(grundy_moves(p)) if g(o) == 0]
            assert game.winning_moves(p) == winning, p
        else:
            # A large position answers at once: no remoteness search behind it.
            start = time.perf_counter()
            table = grundy_game_values(1500)
            assert game.outcome(p) == ("N" if table[1500] else "P")
            moves = game.winning_moves(p)
            assert all(table[a] ^ table[b] == 0 for a, b in moves)
            assert time.perf_counter() - start < 60


def loopy_rules(seed, nodes=12, edges=24):
    """A token game on a random directed graph (with cycles), and the same graph's edges."""
    rng = random.Random(seed)
    pairs = [(rng.randrange(nodes), rng.randrange(nodes)) for _ in range(edges)]
    followers = {u: [] for u in range(nodes)}
    for u, v in pairs:
        followers[u].append(v)

    def moves(p):
        # Move one token along an edge; a position is the tokens' nodes.
        return [p[:i] + (v,) + p[i + 1:] for i, u in enumerate(p) for v in followers[u]]

    return moves, pairs, nodes


@pytest.mark.parametrize("seed", range(12))
def test_loopy_tokens_and_their_sums_agree_with_retrograde_analysis(seed):
    moves, pairs, nodes = loopy_rules(seed)
    # One token: the graph itself.
    want = retrograde(nodes, pairs)
    game = grundy.Game(moves, heaps)
    assert [game.outcome((u,)) for u in range(nodes)] == want
    # Two tokens: retrograde analysis of every pair of nodes, a graph of its own.
    index = {(a, b): a * nodes + b for a in range(nodes) for b in range(nodes)}
    edges = [(index[p], index[o]) for p in index for o in moves(p)]
    want2 = retrograde(nodes * nodes, edges)
    for p, i in index.items():
        assert game.outcome(p) == want2[i], p
        winning = [o for o in dict.fromkeys(moves(p)) if want2[index[o]] == "P"]
        assert game.winning_moves(p) == winning, p
    for u in range(nodes):
        v = game.grundy((u,))
        if isinstance(v, int):
            assert want[u] == ("P" if v == 0 else "N")
        else:
            assert v[0] == "inf"
            assert want[u] == ("N" if 0 in v[1] else "D")


def test_a_loopy_table_is_refused_by_values_but_not_by_grundy():
    game = grundy.Game(lambda p: [(1 - p[0],)] if p[0] < 2 else [])
    assert game.grundy((0,)) == ("inf", [])
    assert game.outcome((0,)) == "D"
    with pytest.raises(ValueError, match=r"\(0,\) has the value ∞"):
        game.values(3)


class Boom(Exception):
    pass


def test_an_exception_in_moves_comes_back_with_the_position_named():
    def moves(p):
        if p == (13,):
            raise Boom("no moves today")
        return grundy_moves(p)

    game = grundy.Game(moves, heaps)
    with pytest.raises(Boom, match="no moves today") as caught:
        game.grundy((20,))
    assert caught.value.__notes__ == ["raised in moves((13,)) of the game"]
    # The game is still usable, for positions that do not meet the failing one.
    assert game.grundy((12,)) == grundy_game_values(12)[12]


def test_an_exception_in_parts_names_the_option():
    def parts(p):
        if p == (2, 5):
            return 1 / 0
        return heaps(p)

    game = grundy.Game(grundy_moves, parts)
    with pytest.raises(ZeroDivisionError) as caught:
        game.grundy((7,))
    assert caught.value.__notes__ == ["raised in parts((2, 5)) of the game"]


class Pair(tuple):
    """A tuple subclass: read as any iterable is, not by the path for exact tuples."""


def shaped(shape):
    """Grundy's game's options (or parts) in one of the forms a Python function may give."""
    def give(positions):
        if shape == "list":
            return positions
        if shape == "tuple":
            return tuple(positions)
        if shape == "generator":
            return (p for p in positions)
        if shape == "lists":
            return [list(p) for p in positions]
        if shape == "subclass":
            return [Pair(p) for p in positions]
        if shape == "numpy":
            return [tuple(np.uint64(x) for x in p) for p in positions]
        if shape == "bools":
            return [tuple(True if x == 1 else x for x in p) for p in positions]
        if shape == "mixed":
            return [list(p) if i % 3 == 1 else p for i, p in enumerate(positions)]
        raise AssertionError(shape)
    return give


SHAPES = ["list", "tuple", "generator", "lists", "subclass", "numpy", "bools", "mixed"]


@pytest.mark.parametrize("shape", SHAPES)
def test_every_form_of_answer_gives_the_plain_mex(shape):
    # Exact lists and tuples of exact ints are read by a path of their own; every other form
    # by the general one. Both must give the recursive mex written here, and parts must be
    # called once for each option, always with a plain tuple.
    give = shaped(shape)
    called = []

    def moves(p):
        return give(grundy_moves(tuple(p)))

    def parts(p):
        assert type(p) is tuple, type(p)
        called.append(p)
        return give(heaps(p))

    game = grundy.Game(moves, parts)
    assert game.values(60).tolist() == grundy_game_values(60)
    options = [o for h in range(61) for o in grundy_moves((h,))]
    assert sorted(called) == sorted(options + [(h,) for h in range(61)])
    g = grundy_game_values(30)
    assert game.grundy((30, 7, 12)) == g[30] ^ g[7] ^ g[12]


def test_parts_of_numbers_on_both_sides_of_two_to_the_sixteen():
    # A heap loses one at a time; heaps below 2^16 are found in the table by number, the
    # others by hashing. Values alternate 0, 1, 0, … from the heap `base`.
    base = 2**16 - 6

    def moves(p):
        return [p[:i] + (h - 1,) + p[i + 1:] for i, h in enumerate(p) if h > base]

    game = grundy.Game(moves, heaps)
    for k in range(13):
        assert game.grundy((base + k,)) == k % 2
        assert game.grundy((base + k, base + 3)) == (k % 2) ^ 1
    assert game.grundy((base + 5, base + 8, 3)) == 1 ^ 0 ^ 0


def test_stop_iteration_in_parts_comes_back_naming_the_option():
    # map, through which parts is called, takes StopIteration for its own end.
    def parts(p):
        if p == (2, 5):
            raise StopIteration("not a split")
        return heaps(p)

    game = grundy.Game(grundy_moves, parts)
    with pytest.raises(StopIteration, match="not a split") as caught:
        game.grundy((7,))
    assert caught.value.__notes__ == ["raised in parts((2, 5)) of the game"]
    assert grundy.Game(grundy_moves, parts).grundy((6,)) == grundy_game_values(6)[6]


@pytest.mark.parametrize(
    "answer, error, message",
    [
        (5, TypeError, "list of positions"),
        ([5], TypeError, "a position is a tuple of ints, not int"),
        ([(1.5,)], TypeError, "ints, not float"),
        ([(4,), (-1,)], ValueError, "from 0 to 18446744073709551615, not -1"),
        (((2**64,),), ValueError, "not 18446744073709551616"),
    ],
)
def test_bad_parts_are_python_errors_naming_the_option(answer, error, message):
    def parts(p):
        return answer if p == (3, 6) else heaps(p)

    game = grundy.Game(grundy_moves, parts)
    with pytest.raises(error, match=message) as caught:
        game.grundy((9,))
    assert caught.value.__notes__ == ["raised in parts((3, 6)) of the game"]


@pytest.mark.parametrize(
    "moves, error, message",
    [
        (lambda p: 5, TypeError, "list of positions"),
        (lambda p: "ab", TypeError, "list of positions"),
        (lambda p: [5], TypeError, "a position is a tuple of ints, not int"),
        (lambda p: [(1.5,)], TypeError, "ints, not float"),
        (lambda p: [(-1,)], ValueError, "from 0 to 18446744073709551615, not -1"),
        (lambda p: [(2**64,)], ValueError, "not 18446744073709551616"),
    ],
)
def test_bad_options_are_python_errors_naming_the_position(moves, error, message):
    game = grundy.Game(moves)
    with pytest.raises(error, match=message) as caught:
        game.grundy((3,))
    assert caught.value.__notes__ == ["raised in moves((3,)) of the game"]


def test_numpy_integers_and_other_iterables_are_positions():
    game = grundy.Game(lambda p: (np.array([p[0] - 1]),) if p[0] else iter([]))
    assert game.grundy(np.uint64(5)) == 1
    assert game.grundy([4]) == 0


def test_the_budget_is_an_error_not_a_wrong_answer():
    game = grundy.Game(lambda p: [(p[0] + 1,)], budget=1000)
    with pytest.raises(ValueError, match="state budget of 1000"):
        game.grundy((0,))
    game.budget = 10**6
    assert game.budget == 10**6


def test_bad_arguments():
    with pytest.raises(TypeError, match="moves must be a function"):
        grundy.Game(5)
    with pytest.raises(TypeError, match="parts must be"):
        grundy.Game(grundy_moves, parts="piles")
    game = grundy.Game(grundy_moves, heaps)
    with pytest.raises(TypeError):
        game.grundy("7")
    with pytest.raises(ValueError):
        game.grundy((-1,))
    with pytest.raises(ValueError, match="more than"):
        game.values(1 << 28)


def slow_moves(p):
    """A game with a long chain of positions: each has one option, one higher."""
    return [(p[0] + 1,)] if p[0] < 10**9 else []


def test_ctrl_c_interrupts_a_long_solve_and_the_game_survives():
    game = grundy.Game(slow_moves, budget=10**9)
    timer = threading.Timer(0.5, _thread.interrupt_main)
    start = time.perf_counter()
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        game.grundy((0,))
    timer.join()
    assert time.perf_counter() - start < 30
    assert game.grundy((10**9 - 3,)) == 1


def test_ctrl_c_in_a_real_process():
    script = textwrap.dedent("""
        import grundy, sys
        game = grundy.Game(lambda p: [(p[0] + 1,)], budget=10**9)
        print("solving", flush=True)
        try:
            game.grundy((0,))
        except KeyboardInterrupt:
            print("interrupted", flush=True)
            sys.exit(3)
    """)
    proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline() == "solving\n"
    time.sleep(0.5)
    proc.send_signal(signal.SIGINT)
    out, _ = proc.communicate(timeout=60)
    assert out == "interrupted\n"
    assert proc.returncode == 3


def test_repr():
    assert repr(grundy.Game(grundy_moves)).startswith("grundy.Game(<function grundy_moves")
