"""51nod 1069, wrong: the misere rule (piles of one stone only: the first player wins when
their number is even) applied to normal play, where the last stone wins."""
import sys

it = iter(map(int, sys.stdin.buffer.read().split()))
piles = [next(it) for _ in range(next(it))]
x = 0
for p in piles:
    x ^= p
if all(p <= 1 for p in piles):
    print("A" if sum(piles) % 2 == 0 else "B")
else:
    print("A" if x else "B")
