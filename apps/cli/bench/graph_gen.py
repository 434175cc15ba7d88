"""A random graph in `grundy sg graph`'s format: N nodes, M edges, cycles allowed.

usage: python3 graph_gen.py N M SEED > graph.txt

Deterministic for a seed. Edges go mostly to higher-numbered nodes (so that many nodes have
finite values) and one in 100,000 anywhere (cycles, draws).
"""
import random
import sys

n, m, seed = map(int, sys.argv[1:4])
rng = random.Random(seed)
out = [f"{n} {m}"]
for _ in range(m):
    u = rng.randrange(1, n)
    if rng.randrange(100000) == 0:
        v = rng.randrange(1, n + 1)
    else:
        v = rng.randrange(u + 1, min(n, u + 50) + 1)
    out.append(f"{u} {v}")
sys.stdout.write("\n".join(out) + "\n")
