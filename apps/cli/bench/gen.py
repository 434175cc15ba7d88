#!/usr/bin/env python3
"""Deterministic benchmark inputs: 10^6 numbers per judge problem.

usage: gen.py OUT_DIR

Writes OUT_DIR/<problem>.txt for the seven problems, within the statements' ranges where
the C++ baseline is correct, and OUT_DIR/51nod-1072-big.txt with Wythoff positions near
10^18 where a double-precision golden ratio gives wrong answers.
"""
import math
import os
import random
import sys

NUMBERS = 1_000_000


def lower(k):
    """floor(k * phi), exactly: (k + isqrt(5 k^2)) // 2."""
    return (k + math.isqrt(5 * k * k)) // 2


def wythoff_cases(rng, count, k_max):
    lines = []
    for _ in range(count):
        k = rng.randint(0, k_max)
        a, b = lower(k), lower(k) + k
        r = rng.random()
        if r < 0.25:
            pass  # a P-position
        elif r < 0.5:
            a, b = b, a  # its mirror image
        elif r < 0.75:
            b += rng.choice([-1, 1]) if b > a + 1 else 1  # a neighbour, an N-position
        else:
            a, b = rng.randint(0, 2 * k_max), rng.randint(0, 2 * k_max)
        lines.append(f"{a} {b}")
    return lines


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    rng = random.Random(20261130)

    def write(name, text):
        with open(os.path.join(out, name + ".txt"), "w") as f:
            f.write(text)

    t = NUMBERS // 2
    bash = [f"{rng.randint(0, 10**18)} {rng.randint(1, 10**18) if rng.random() < 0.5 else rng.randint(1, 10)}" for _ in range(t)]
    write("51nod-1066", f"{t}\n" + "\n".join(bash) + "\n")
    write("51nod-1072", f"{t}\n" + "\n".join(wythoff_cases(rng, t, 10**7)) + "\n")
    write("51nod-1072-big", f"{t}\n" + "\n".join(wythoff_cases(rng, t, 10**18)) + "\n")

    n = NUMBERS - 1
    piles = [str(rng.randint(1, 10**9)) for _ in range(n)]
    write("51nod-1069", f"{n}\n" + "\n".join(piles) + "\n")
    piles = [str(rng.randint(1, 10**9)) for _ in range(n)]
    write("acwing-891", f"{n}\n" + " ".join(piles) + "\n")
    steps = [str(rng.randint(1, 10**9)) for _ in range(n)]
    write("acwing-892", f"{n}\n" + " ".join(steps) + "\n")

    k = 100
    s = rng.sample(range(1, 10**4 + 1), k)
    heaps = [str(rng.randint(1, 10**4)) for _ in range(NUMBERS - k - 2)]
    write("acwing-893", f"{k}\n" + " ".join(map(str, s)) + f"\n{len(heaps)}\n" + " ".join(heaps) + "\n")

    piles = [str(rng.randint(1, 100)) for _ in range(n)]
    write("acwing-894", f"{n}\n" + " ".join(piles) + "\n")


if __name__ == "__main__":
    main()
