"""grundy.graph against retrograde analysis and the definition of the generalized
Sprague-Grundy function (C. A. B. Smith 1966; Fraenkel and Yesha 1986), on random graphs."""

import os
import random
import subprocess

import pytest

import grundy
from brute import mex, retrograde


def acyclic_values(nodes, edges):
    followers = [[] for _ in range(nodes)]
    for u, v in edges:
        followers[u].append(v)
    memo = {}

    def g(u):
        if u not in memo:
            memo[u] = mex(g(v) for v in followers[u])
        return memo[u]

    return [g(u) for u in range(nodes)]


def random_graph(rng, nodes, edges, acyclic):
    out = []
    for _ in range(edges):
        u, v = rng.randrange(nodes), rng.randrange(nodes)
        if acyclic:
            if u == v:
                continue
            u, v = max(u, v), min(u, v)
        out.append((u, v))
    return out


@pytest.mark.parametrize("seed", range(40))
def test_acyclic_graphs_have_the_plain_mex(seed):
    rng = random.Random(seed)
    nodes = rng.randrange(1, 40)
    edges = random_graph(rng, nodes, rng.randrange(0, 120), acyclic=True)
    values, outcomes = grundy.graph(nodes, edges)
    assert values == acyclic_values(nodes, edges)
    assert outcomes == ["P" if g == 0 else "N" for g in values]


@pytest.mark.parametrize("seed", range(60))
def test_loopy_graphs_meet_the_definition_and_retrograde_analysis(seed):
    rng = random.Random(1000 + seed)
    nodes = rng.randrange(1, 30)
    edges = random_graph(rng, nodes, rng.randrange(0, 70), acyclic=False)
    values, outcomes = grundy.graph(nodes, edges)
    assert outcomes == retrograde(nodes, edges)
    followers = [[] for _ in range(nodes)]
    for u, v in edges:
        followers[u].append(v)
    finite = [isinstance(v, int) for v in values]
    for u in range(nodes):
        follower_values = [values[v] for v in followers[u] if finite[v]]
        if finite[u]:
            g = values[u]
            # A finite value: no follower has it, every smaller one has a follower...
            assert g not in follower_values
            assert all(j in follower_values for j in range(g))
            # ...and every follower of infinite or larger value can move back to g.
            for v in followers[u]:
                if not finite[v] or values[v] > g:
                    assert any(finite[w] and values[w] == g for w in followers[v]), (u, v)
            assert outcomes[u] == ("P" if g == 0 else "N")
        else:
            tag, k = values[u]
            assert tag == "inf"
            assert k == sorted(set(follower_values))
            assert outcomes[u] == ("N" if 0 in k else "D")


def test_a_two_cycle_is_a_draw_and_the_docstring_example():
    assert grundy.graph(2, [(0, 1), (1, 0)]) == ([("inf", []), ("inf", [])], ["D", "D"])
    assert grundy.graph(0, []) == ([], [])


def test_bad_graphs_are_errors_in_python_terms():
    with pytest.raises(ValueError, match="not below n = 2"):
        grundy.graph(2, [(0, 2)])
    with pytest.raises(ValueError, match="from 0 to"):
        grundy.graph(2, [(0, -1)])
    with pytest.raises(TypeError, match="pair"):
        grundy.graph(2, [(0, 1, 1)])
    with pytest.raises(TypeError, match="iterable of pairs"):
        grundy.graph(2, 5)
    with pytest.raises(ValueError, match="at most"):
        grundy.graph(2**40, [])


def test_a_graph_past_the_memory_budget_is_refused_at_once():
    # The command line's budget (4 GiB) and message, before anything is allocated.
    with pytest.raises(ValueError) as refused:
        grundy.graph(10**9, [])
    assert str(refused.value) == (
        "a graph of 1000000000 nodes and 0 edges needs at least 30518 MiB of memory, "
        "more than the budget of 4096 MiB (memory= raises it)"
    )
    cli = os.environ.get("GRUNDY_CLI")
    if cli:
        run = subprocess.run(
            [cli, "sg", "graph"], input=b"1000000000 0\n", capture_output=True
        )
        assert run.returncode == 2
        assert "a graph of 1000000000 nodes and 0 edges needs at least 30518 MiB" in (
            run.stderr.decode()
        )

    # Edges that never end stop at the budget, as they arrive.
    def endless():
        while True:
            yield (0, 1)

    with pytest.raises(ValueError, match="needs at least 2 MiB of memory, more than the budget of 1 MiB"):
        grundy.graph(2, endless(), memory=1 << 20)
    # memory= raises it, or lowers it.
    assert grundy.graph(2, [(0, 1)], memory=96) == ([1, 0], ["N", "P"])
    with pytest.raises(ValueError, match="budget of 0 MiB"):
        grundy.graph(2, [(0, 1)], memory=95)
