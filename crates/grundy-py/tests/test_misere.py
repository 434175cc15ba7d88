"""grundy.misere_quotient against a plain misère search written here: a position is a
multiset of heaps, a move replaces one heap by one of its options, and in misère play the
player who cannot move wins (so a position with no move is an N-position)."""

from functools import lru_cache
from itertools import combinations_with_replacement

import numpy as np
import pytest

import grundy

MAXHEAP = 8


def octal_options(code, n):
    """The options of a heap of n in the octal game `code` (Winning Ways, ch. 4): taking k
    stones may leave no heap (bit 1 of digit k), one heap (bit 2) or two heaps (bit 4)."""
    digits = [int(d) for d in code.split(".")[1]]
    out = set()
    for k, d in enumerate(digits, start=1):
        rest = n - k
        if rest < 0:
            continue
        if rest == 0 and d & 1:
            out.add(())
        if rest >= 1 and d & 2:
            out.add((rest,))
        if rest >= 2 and d & 4:
            for a in range(1, rest // 2 + 1):
                out.add((a, rest - a))
    return out


def subtraction_options(s, n):
    return {() if k == n else (n - k,) for k in s if k <= n}


def grundys_game_options(n):
    return {(a, n - a) for a in range(1, n) if a < n - a}


def searcher(options):
    """The misère outcome of a sorted tuple of non-empty heaps, and its options."""

    def moves(position):
        out = set()
        for i, h in enumerate(position):
            if i > 0 and position[i - 1] == h:
                continue
            rest = position[:i] + position[i + 1 :]
            for o in options(h):
                out.add(tuple(sorted(rest + o)))
        return out

    @lru_cache(maxsize=None)
    def is_p(position):
        after = moves(position)
        # No move: the player to move has won in misère play.
        return bool(after) and not any(is_p(q) for q in after)

    return is_p, moves


GAMES = [
    ("octal 0.77", lambda n: octal_options("0.77", n)),
    ("0.07", lambda n: octal_options("0.07", n)),
    ("set 1,3,4", lambda n: subtraction_options([1, 3, 4], n)),
    ("set --set 2,3", lambda n: subtraction_options([2, 3], n)),
    ("grundy", grundys_game_options),
]


def sums(maxheap, most):
    for k in range(most + 1):
        yield from combinations_with_replacement(range(1, maxheap + 1), k)


@pytest.mark.parametrize("game,options", GAMES, ids=[g for g, _ in GAMES])
def test_outcomes_and_winning_moves_equal_the_search(game, options):
    q = grundy.misere_quotient(game, MAXHEAP)
    is_p, moves = searcher(options)
    for position in sums(MAXHEAP, 4):
        p = is_p(position)
        assert q.outcome(position) == ("P" if p else "N"), position
        assert q.outcome(list(position)) == q.outcome(position)
        got = q.winning_moves(position)
        assert len(got) == len(set(got)), position
        want = {m for m in moves(position) if is_p(m)}
        assert set(got) == want, position
        if p:
            assert got == []


def test_zero_heaps_are_nothing():
    q = grundy.misere_quotient("octal 0.77", 3)
    assert q.outcome([0, 1, 0]) == q.outcome([1]) == "P"
    assert q.outcome([]) == "N"
    assert q.winning_moves((0, 2)) == [(1,)]


def test_kayles_to_heap_3_as_the_command_line_prints_it():
    # `grundy misere octal 0.77 --maxheap 3`: misère Nim with heaps up to 2 (Plambeck and
    # Siegel, JCTA 115 (2008)).
    q = grundy.misere_quotient("octal 0.77", 3)
    assert (q.size, q.p_size) == (6, 2)
    assert q.presentation == "Q = < a, b | a^2 = 1, b^3 = b >"
    assert q.p_portion == ["a", "b^2"]
    assert q.elements == ["1", "a", "b", "a b", "b^2", "a b^2"]
    assert q.heaps == [0, 1, 2, 3]
    assert [q.element(n) for n in range(4)] == ["1", "a", "b", "a b"]
    assert q.game == "0.77" and q.maxheap == 3
    assert repr(q).startswith("MisereQuotient(0.77, maxheap=3, size=6, p_size=2)\n")
    assert "P = { a, b^2 }" in repr(q)
    assert "|Q| = 6" in q._repr_markdown_()
    # The same game, spelled as the command line does.
    assert grundy.misere_quotient("0.77", 3).presentation == q.presentation
    assert grundy.misere_quotient(["octal", "0.77"], 3).size == 6


@pytest.mark.parametrize("game", ["octal 0.77", "0.07", "set 1,3,4", "grundy"])
def test_table_is_a_commutative_monoid_with_the_identity(game):
    q = grundy.misere_quotient(game, 10)
    t = q.table
    assert isinstance(t, np.ndarray) and t.shape == (q.size, q.size)
    assert (t == t.T).all()
    identity = q.heaps[0]
    assert identity == 0
    assert t[:, identity].tolist() == list(range(q.size))
    assert t[identity, :].tolist() == list(range(q.size))
    # Associative, and the pretending function's products give the outcomes.
    # t[t, :][a, b, c] is (ab)c, t[:, t][a, b, c] is a(bc).
    assert (t[t, :] == t[:, t]).all()
    p = set(q.elements.index(w) for w in q.p_portion)
    assert len(p) == q.p_size
    for x in range(1, 11):
        for y in range(1, 11):
            e = t[q.heaps[x], q.heaps[y]]
            assert (e in p) == (q.outcome([x, y]) == "P")


def test_errors_are_value_errors():
    q = grundy.misere_quotient("octal 0.77", 5)
    with pytest.raises(ValueError, match="heap 6"):
        q.element(6)
    with pytest.raises(ValueError, match="heap 9"):
        q.outcome([1, 9])
    with pytest.raises(ValueError, match="heap 9"):
        q.winning_moves((9,))
    with pytest.raises(ValueError):
        q.outcome([-1])
    with pytest.raises(ValueError, match="heap game"):
        grundy.misere_quotient("wythoff", 5)
    with pytest.raises(ValueError):
        grundy.misere_quotient("octal 0.7g", 5)
    with pytest.raises(ValueError, match="1000"):
        grundy.misere_quotient("octal 0.77", 1001)
    # Dawson's Kayles grows past a few elements by heap 20: a small budget refuses it.
    with pytest.raises(ValueError, match="size limit"):
        grundy.misere_quotient("octal 0.07", 20, budget=4)
