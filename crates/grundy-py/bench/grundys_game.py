"""Grundy's game (split a heap into two unequal heaps) to a heap of N, two ways side by side:
grundy.Game(moves, parts) solved by the Rust engine, and the same two functions in a plain
Python memo (a dict of tuples, mex in Python). Both call the same `moves` and `parts`.

    python crates/grundy-py/bench/grundys_game.py 1500
"""

import sys
import time

import grundy


def moves(p):
    return [p[:i] + (a, h - a) + p[i + 1:]
            for i, h in enumerate(p) for a in range(1, (h + 1) // 2)]


def parts(p):
    return [(h,) for h in p]


def plain_memo(n):
    """The same rules as a plain Python memo: a position's value is the XOR of its parts',
    a single part's the mex of its options' values."""
    memo = {}

    def value(p):
        ps = parts(p)
        if len(ps) != 1:
            x = 0
            for q in ps:
                x ^= single(q)
            return x
        return single(ps[0])

    def single(p):
        g = memo.get(p)
        if g is None:
            seen = {value(o) for o in moves(p)}
            g = 0
            while g in seen:
                g += 1
            memo[p] = g
        return g

    return [single((h,)) for h in range(n + 1)]


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1500
    t = time.perf_counter()
    engine = grundy.Game(moves, parts).values(n)
    t_engine = time.perf_counter() - t
    t = time.perf_counter()
    plain = plain_memo(n)
    t_plain = time.perf_counter() - t
    assert list(engine) == plain
    print(f"Grundy's game to {n}: grundy.Game {t_engine:.3f} s, plain Python memo {t_plain:.3f} s, "
          f"ratio {t_plain / t_engine:.2f}")


if __name__ == "__main__":
    main()
