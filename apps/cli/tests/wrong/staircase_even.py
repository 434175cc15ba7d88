"""AcWing 892, wrong: the XOR of the even steps instead of the odd ones."""
import sys

it = iter(map(int, sys.stdin.buffer.read().split()))
x = 0
for i in range(1, next(it) + 1):
    v = next(it)
    if i % 2 == 0:
        x ^= v
print("Yes" if x else "No")
