"""Slow, obvious searches that the tests check the module against: every value below is
computed here from the rules, by the definition (the mex of the options' values, the XOR of
the parts' values), never by calling grundy."""

from functools import lru_cache


def mex(values):
    values = set(values)
    g = 0
    while g in values:
        g += 1
    return g


def octal_digits(code):
    """The digits d1, d2, ... of an octal code such as "0.77" or "4.07" (d0 first)."""
    whole, _, frac = code.partition(".")
    return [int(whole)] + [int(c) for c in frac]


def octal_values(code, upto):
    """Winning Ways, vol. 1, ch. 4: taking k from a heap is allowed, leaving the rest as
    j heaps (j = 0, 1, 2), when bit 2^j of the digit d_k is set."""
    digits = octal_digits(code)
    g = []
    for n in range(upto + 1):
        options = set()
        for k, d in enumerate(digits):
            if k == 0 or k > n:
                continue
            rest = n - k
            if d & 1 and rest == 0:
                options.add(0)
            if d & 2 and rest > 0:
                options.add(g[rest])
            if d & 4 and rest >= 2:
                for a in range(1, rest // 2 + 1):
                    options.add(g[a] ^ g[rest - a])
        g.append(mex(options))
    return g


def subtraction_values(subtraction_set, upto):
    g = []
    for n in range(upto + 1):
        g.append(mex(g[n - s] for s in subtraction_set if s <= n))
    return g


def split_values(upto):
    """Split Nim (AcWing 894): a pile of x becomes two piles a, b with 0 <= a, b < x."""
    g = []
    for x in range(upto + 1):
        g.append(mex(g[a] ^ g[b] for a in range(x) for b in range(x)))
    return g


def least_period(values, span=None):
    """The least (preperiod, period) that a long table shows: the least period whose
    repetition, from the least preperiod, runs to the table's end over at least `span`
    values (half the table unless given)."""
    n = len(values)
    span = n // 2 if span is None else span
    for period in range(1, n // 2):
        pre = n - period
        while pre > 0 and values[pre - 1] == values[pre - 1 + period]:
            pre -= 1
        if n - period - pre >= span:
            return pre, period
    return None


def whole_game_values(moves, start):
    """Grundy values by a plain memo over whole positions (no parts)."""

    @lru_cache(maxsize=None)
    def g(p):
        return mex(g(o) for o in moves(p))

    return g(start)


def retrograde(nodes, edges):
    """Who wins a token alone on each node of a graph, by retrograde analysis: "P" (no
    move, or every move to an N node), "N" (a move to a P node), "D" otherwise."""
    followers = [[] for _ in range(nodes)]
    predecessors = [[] for _ in range(nodes)]
    for u, v in edges:
        followers[u].append(v)
        predecessors[v].append(u)
    outcome = [None] * nodes
    left = [len(f) for f in followers]
    queue = [u for u in range(nodes) if left[u] == 0]
    for u in queue:
        outcome[u] = "P"
    while queue:
        v = queue.pop()
        for u in predecessors[v]:
            if outcome[u] is not None:
                continue
            if outcome[v] == "P":
                outcome[u] = "N"
                queue.append(u)
            else:
                left[u] -= 1
                if left[u] == 0:
                    outcome[u] = "P"
                    queue.append(u)
    return [o or "D" for o in outcome]
