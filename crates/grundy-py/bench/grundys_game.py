"""Grundy's game (split a heap into two unequal heaps) to a heap of N, side by side: the
Rust engine behind grundy.Game against the same rules in a plain Python memo (a dict of
tuples, the mex and the XOR in Python). Rounds alternate; every table is checked equal.

Medians of wall time and of CPU time (on a shared machine the CPU time moves less).

Two pairs:
- the same two Python functions, `moves` and `parts`, for both;
- parts="heaps" (each number a heap of its own, split in Rust) against the memo splitting
  the heaps inline (a loop over the numbers, no parts function).

    python crates/grundy-py/bench/grundys_game.py [N] [ROUNDS]
"""

import statistics
import sys
import time

import grundy


def moves(p):
    return [p[:i] + (a, h - a) + p[i + 1:]
            for i, h in enumerate(p) for a in range(1, (h + 1) // 2)]


def parts(p):
    return [(h,) for h in p]


def plain_memo(n, heaps=False):
    """The same rules as a plain Python memo: a position's value is the XOR of its parts'
    (each number alone when `heaps`, else from `parts`), a single part's the mex of its
    options' values."""
    memo = {}

    def value(p):
        if heaps:
            x = 0
            for h in p:
                x ^= single((h,))
            return x
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


def timed(f):
    """Wall time, CPU time (of the whole process) and the result."""
    start, cpu = time.perf_counter(), time.process_time()
    result = f()
    return time.perf_counter() - start, time.process_time() - cpu, list(result)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1500
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    pairs = {
        "moves and parts in Python": (
            lambda: grundy.Game(moves, parts).values(n),
            lambda: plain_memo(n),
        ),
        'parts="heaps"': (
            lambda: grundy.Game(moves, "heaps").values(n),
            lambda: plain_memo(n, heaps=True),
        ),
    }
    for name, (engine, memo) in pairs.items():
        times = {"grundy.Game": [], "plain memo": []}
        cpu = {"grundy.Game": [], "plain memo": []}
        for _ in range(rounds):
            t_engine, c_engine, a = timed(engine)
            t_memo, c_memo, b = timed(memo)
            assert a == b
            times["grundy.Game"].append(t_engine)
            times["plain memo"].append(t_memo)
            cpu["grundy.Game"].append(c_engine)
            cpu["plain memo"].append(c_memo)
        e = statistics.median(times["grundy.Game"])
        m = statistics.median(times["plain memo"])
        ce = statistics.median(cpu["grundy.Game"])
        cm = statistics.median(cpu["plain memo"])
        print(f"Grundy's game to {n}, {name}: grundy.Game median {e:.3f} s "
              f"(min {min(times['grundy.Game']):.3f}; CPU {ce:.3f}), plain memo median "
              f"{m:.3f} s (min {min(times['plain memo']):.3f}; CPU {cm:.3f}); "
              f"memo / Game = {m / e:.2f} (CPU {cm / ce:.2f})")


if __name__ == "__main__":
    main()
