"""The classic games through grundy.hint and grundy.nim_mul, against brute forces written
here: Nim_k, Euclid's game, Mock Turtles, Ruler, Turning Corners, Green Hackenbush and
Every-SG compounds."""

import itertools
from functools import lru_cache

import pytest

import grundy
from brute import mex


# ---------------------------------------------------------------- nim multiplication

@lru_cache(maxsize=None)
def nim_mul_by_mex(a, b):
    """a ⊗ b = mex { a'⊗b ⊕ a⊗b' ⊕ a'⊗b' : a' < a, b' < b }."""
    return mex(nim_mul_by_mex(x, b) ^ nim_mul_by_mex(a, y) ^ nim_mul_by_mex(x, y)
               for x in range(a) for y in range(b))


def test_nim_mul_equals_the_definition_by_mex():
    for a in range(24):
        for b in range(24):
            assert grundy.nim_mul(a, b) == nim_mul_by_mex(a, b), (a, b)


def test_nim_mul_at_64_bits():
    assert grundy.nim_mul(2**32, 2**32) == 3 * 2**31
    top = 2**64 - 1
    x = grundy.nim_mul(top, top)
    assert 0 <= x < 2**64
    # Distributive over XOR, associative, on a few large numbers.
    for a, b, c in [(top, 2**63, 12345), (2**40 + 7, 2**50 + 3, 2**62 + 11)]:
        assert grundy.nim_mul(a, b ^ c) == grundy.nim_mul(a, b) ^ grundy.nim_mul(a, c)
        assert grundy.nim_mul(grundy.nim_mul(a, b), c) == grundy.nim_mul(a, grundy.nim_mul(b, c))
    with pytest.raises(ValueError):
        grundy.nim_mul(2**64, 1)
    with pytest.raises(TypeError):
        grundy.nim_mul("2", 1)


# ---------------------------------------------------------------- Euclid and Nim_k

@lru_cache(maxsize=None)
def euclid_value(a, b):
    options = []
    if a and b:
        if a <= b:
            options += [(a, b - k * a) for k in range(1, b // a + 1)]
        if b <= a:
            options += [(a - k * b, b) for k in range(1, a // b + 1)]
    return mex(euclid_value(*o) for o in options)


@pytest.mark.parametrize("a,b", list(itertools.product(range(13), repeat=2)))
def test_euclid_hints_agree_with_a_brute_force(a, b):
    h = grundy.hint(f"euclid {a} {b}")
    g = euclid_value(a, b)
    assert h["game"] == "euclid"
    assert h["grundy"] == g
    assert h["outcome"] == ("P" if g == 0 else "N")
    assert (h["winning_moves"] == []) == (g == 0)
    for after in h["after"]:
        x, y = map(int, after.split()[1:])
        assert euclid_value(x, y) == 0


@lru_cache(maxsize=None)
def moore_wins(piles, k):
    n = len(piles)
    for chosen in itertools.chain.from_iterable(
            itertools.combinations(range(n), r) for r in range(1, k + 1)):
        if any(piles[i] == 0 for i in chosen):
            continue
        for new in itertools.product(*(range(piles[i]) for i in chosen)):
            q = list(piles)
            for i, v in zip(chosen, new):
                q[i] = v
            if not moore_wins(tuple(q), k):
                return True
    return False


@pytest.mark.parametrize("k", [1, 2, 3])
def test_nim_k_hints_agree_with_a_brute_force(k):
    for piles in itertools.product(range(4), repeat=3):
        h = grundy.hint(["nimk", "--k", str(k)] + [str(p) for p in piles])
        assert h["outcome"] == ("N" if moore_wins(piles, k) else "P"), (k, piles)
        assert h["grundy"] is None
        for after in h["after"]:
            words = after.split()
            assert words[:3] == ["nimk", "--k", str(k)]
            assert not moore_wins(tuple(map(int, words[3:])), k)


# ---------------------------------------------------------------- coin games

def turtle_options(row):
    n = len(row)
    for x in range(n):
        if row[x]:
            for count in range(3):
                for others in itertools.combinations(range(x), count):
                    r = list(row)
                    for c in others + (x,):
                        r[c] ^= 1
                    yield tuple(r)


def ruler_options(row):
    for x in range(len(row)):
        if row[x]:
            for m in range(x + 1):
                r = list(row)
                for c in range(m, x + 1):
                    r[c] ^= 1
                yield tuple(r)


@lru_cache(maxsize=None)
def row_value(game, row):
    options = turtle_options(row) if game == "turtles" else ruler_options(row)
    return mex(row_value(game, o) for o in options)


@pytest.mark.parametrize("game", ["turtles", "ruler"])
def test_coin_rows_agree_with_a_brute_force(game):
    for row in itertools.product((0, 1), repeat=7):
        h = grundy.hint([game] + [str(b) for b in row])
        g = row_value(game, row)
        assert h["grundy"] == g, (game, row)
        assert h["outcome"] == ("P" if g == 0 else "N")
        for after in h["after"]:
            assert row_value(game, tuple(int(b) for b in after.split()[1:])) == 0


def test_coin_rows_by_their_heads_at_64_bits():
    h = grundy.hint("turtles --heads 5 18446744073709551615")
    odious = lambda n: 2 * n if bin(2 * n).count("1") % 2 else 2 * n + 1
    assert h["grundy"] == odious(5) ^ odious(2**64 - 1)
    h = grundy.hint("ruler --heads 6 1000000000000")
    assert h["grundy"] == 2 ^ 4096
    assert h["winning_moves"] == ["turn coins 999999999997 to 1000000000000"]


# ---------------------------------------------------------------- Turning Corners

@lru_cache(maxsize=None)
def corners_value(heads):
    options = []
    for (x, y) in heads:
        for a in range(x):
            for b in range(y):
                s = set(heads) ^ {(x, y), (a, y), (x, b), (a, b)}
                options.append(frozenset(s))
    return mex(corners_value(o) for o in options)


def test_turning_corners_agrees_with_a_brute_force():
    cells = [(r, c) for r in range(3) for c in range(3)]
    for count in range(4):
        for heads in itertools.combinations(cells, count):
            h = grundy.hint(["corners", "--rows", "3", "--cols", "3"] + [f"{r},{c}" for r, c in heads])
            g = corners_value(frozenset(heads))
            assert h["grundy"] == g, heads
            for after in h["after"]:
                coins = frozenset(tuple(map(int, w.split(","))) for w in after.split()[5:])
                assert corners_value(coins) == 0


# ---------------------------------------------------------------- Green Hackenbush

def hackenbush_value(edges, root=0):
    @lru_cache(maxsize=None)
    def value(present):
        reached = {root}
        changed = True
        while changed:
            changed = False
            for i in present:
                u, v = edges[i]
                if (u in reached) != (v in reached):
                    reached |= {u, v}
                    changed = True
        grounded = frozenset(i for i in present if edges[i][0] in reached)
        return mex(value(grounded - {i}) for i in grounded)
    return value(frozenset(range(len(edges))))


@pytest.mark.parametrize("edges", [
    [(0, 1), (1, 2), (2, 0), (1, 3)],
    [(0, 1), (1, 2), (2, 3)],
    [(0, 0), (0, 1), (1, 1)],
    [(0, 1), (0, 1), (1, 2), (2, 3), (3, 1)],
    [(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 2), (4, 5)],
])
def test_hackenbush_agrees_with_a_brute_force(edges):
    h = grundy.hint(["hackenbush", "--root", "0", "--edges", " ".join(f"{u}-{v}" for u, v in edges)])
    assert h["grundy"] == hackenbush_value(edges)
    for mv in h["winning_moves"]:
        edge = int(mv.split()[2]) - 1
        rest = edges[:edge] + edges[edge + 1:]
        assert hackenbush_value(rest) == 0, mv


# ---------------------------------------------------------------- Every-SG

@lru_cache(maxsize=None)
def every_wins(parts):
    """Nim positions (tuples of piles); a move moves in every one that can move."""
    choices = []
    for p in parts:
        options = [p[:i] + (v,) + p[i + 1:] for i in range(len(p)) for v in range(p[i])]
        choices.append(options or [p])
    if all(not any(p) for p in parts):
        return False
    return any(not every_wins(c) for c in itertools.product(*choices))


@pytest.mark.parametrize("parts", [((3, 4), (2, 2)), ((1,), (2, 2)), ((2, 3), (1, 1), (3,)), ((0,), (0, 0)), ((4,), (1, 2, 3))])
def test_every_sg_agrees_with_a_search_of_the_compound(parts):
    words = " + ".join("nim " + " ".join(map(str, p)) for p in parts) + " --every"
    h = grundy.hint(words)
    assert h["every"] is True
    assert h["outcome"] == ("N" if every_wins(parts) else "P")
    if h["outcome"] == "N":
        after = tuple(p if c["after"] is None else tuple(map(int, c["after"].split()[1:]))
                      for p, c in zip(parts, h["components"]))
        assert not every_wins(after)


def test_bad_classic_positions_raise_value_error():
    for words in ["euclid 3", "nimk 3 4", "turtles 0 2", "corners --rows 2 --cols 2 2,2",
                  "hackenbush --edges 0-x", "nim 3 --misere --every"]:
        with pytest.raises(ValueError):
            grundy.hint(words)


def test_sums_of_classic_games_are_the_xor_of_brute_forces():
    for a, b, row, heap in [(3, 7, (0, 1, 1, 0), 4), (2, 5, (1, 1, 0, 1), 0), (5, 8, (1, 1, 1, 1), 9),
                            (6, 10, (0, 0, 1, 1), 5), (1, 6, (1, 0, 1, 0), 3)]:
        words = f"euclid {a} {b} + turtles {' '.join(map(str, row))} + nim {heap}"
        h = grundy.hint(words)
        ge, gt = euclid_value(a, b), row_value("turtles", row)
        assert h["grundy"] == ge ^ gt ^ heap, words
        assert [c["grundy"] for c in h["components"]] == [ge, gt, heap]
        for mv, after in zip(h["winning_moves"], h["after"]):
            if mv.startswith("in component 1"):
                x, y = map(int, after.split()[1:])
                left = euclid_value(x, y) ^ gt ^ heap
            elif mv.startswith("in component 2"):
                left = ge ^ row_value("turtles", tuple(map(int, after.split()[1:]))) ^ heap
            else:
                left = ge ^ gt ^ int(after.split()[1])
            assert left == 0, (words, mv)
    with pytest.raises(ValueError):
        grundy.hint("nimk --k 2 3 + nim 3")
