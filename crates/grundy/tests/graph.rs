//! Games given as a graph, loopy ones included, against oracles written here: retrograde
//! analysis of the product graph of one, two and three tokens (counting, from the terminal
//! positions back, which positions are won, lost or drawn), a plain recursive mex on acyclic
//! graphs, and the defining conditions of the generalized Sprague–Grundy function (Smith 1966;
//! Fraenkel and Yesha 1986) checked node by node on big random graphs.
//!
//! Values are checked through sums with a Nim heap: a node of finite value `g` plus a heap of
//! `h` is lost exactly when `h = g`; a node of value `∞(K)` plus a heap of `h` is won exactly
//! when `h ∈ K` and drawn otherwise. The retrograde oracle knows nothing of values, so this
//! pins down every value and every `K` independently of the code under test.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // Tests may unwrap and index.

use std::collections::{BTreeSet, HashMap, VecDeque};

use grundy::Graph;
use grundy::graph::{
    DRAWN, GraphBuffer, GraphError, GraphMove, GraphOutcome, GraphRemoteness, GraphValues,
    INFINITE, LoopySum, MAX_NODES, Remoteness, SumValue, Value,
};
use grundy::rng::SplitMix64;
use proptest::prelude::*;

/// Builds the graph of `nodes` nodes and `edges`, computes its values and hands them to `f`.
fn with_values<R>(nodes: usize, edges: &[(u32, u32)], f: impl FnOnce(GraphValues<'_>) -> R) -> R {
    let mut offsets = vec![0u32; nodes + 1];
    let mut targets = vec![0u32; edges.len()];
    let graph = Graph::from_edges(nodes, edges.iter().copied(), &mut offsets, &mut targets)
        .expect("a valid edge list");
    let mut values = vec![0u32; nodes];
    let mut scratch = vec![0u32; graph.scratch_len()];
    let values = GraphValues::compute(graph, &mut values, &mut scratch).unwrap();
    f(values)
}

/// The followers of every node, from the edge list (repeated edges kept).
fn adjacency(nodes: usize, edges: &[(u32, u32)]) -> Vec<Vec<usize>> {
    let mut adj = vec![vec![]; nodes];
    for &(u, v) in edges {
        adj[u as usize].push(v as usize);
    }
    adj
}

/// Retrograde analysis of the game of `k` tokens on the graph `adj`: positions are `k`-tuples
/// of nodes (index `Σ pos[i] · n^i`), a move slides one token along one edge. A position
/// without moves is lost; a position with a move to a lost one is won; a position all of
/// whose moves lead to won ones is lost; whatever is never decided is drawn.
fn retrograde(adj: &[Vec<usize>], k: usize) -> Vec<GraphOutcome> {
    let n = adj.len();
    let states = n.pow(k as u32);
    let mut radj = vec![vec![]; n];
    for (u, next) in adj.iter().enumerate() {
        for &v in next {
            radj[v].push(u);
        }
    }
    let decode = |mut s: usize| -> Vec<usize> {
        (0..k)
            .map(|_| {
                let p = s % n;
                s /= n;
                p
            })
            .collect()
    };
    let encode = |pos: &[usize]| pos.iter().rev().fold(0, |s, &p| s * n + p);
    let mut left = vec![0usize; states];
    let mut result: Vec<Option<GraphOutcome>> = vec![None; states];
    let mut queue = VecDeque::new();
    for (s, l) in left.iter_mut().enumerate() {
        *l = decode(s).iter().map(|&p| adj[p].len()).sum();
        if *l == 0 {
            result[s] = Some(GraphOutcome::Loss);
            queue.push_back(s);
        }
    }
    while let Some(s) = queue.pop_front() {
        let lost = result[s] == Some(GraphOutcome::Loss);
        let pos = decode(s);
        for i in 0..k {
            for &u in &radj[pos[i]] {
                let mut before = pos.clone();
                before[i] = u;
                let p = encode(&before);
                if result[p].is_some() {
                    continue;
                }
                if lost {
                    result[p] = Some(GraphOutcome::Win);
                    queue.push_back(p);
                } else {
                    left[p] -= 1;
                    if left[p] == 0 {
                        result[p] = Some(GraphOutcome::Loss);
                        queue.push_back(p);
                    }
                }
            }
        }
    }
    result
        .into_iter()
        .map(|r| r.unwrap_or(GraphOutcome::Draw))
        .collect()
}

/// Every position of `k` tokens on `n` nodes, with its oracle index.
fn positions(n: usize, k: usize) -> impl Iterator<Item = (usize, Vec<u32>)> {
    (0..n.pow(k as u32)).map(move |s| {
        let mut rest = s;
        let pos = (0..k)
            .map(|_| {
                let p = rest % n;
                rest /= n;
                p as u32
            })
            .collect();
        (s, pos)
    })
}

fn index(n: usize, pos: &[u32]) -> usize {
    pos.iter().rev().fold(0, |s, &p| s * n + p as usize)
}

/// A random graph of `n` nodes: up to 3n edges between random nodes, so cycles, self-loops,
/// repeated edges and acyclic parts all turn up.
fn random_edges(rng: &mut SplitMix64, n: usize) -> Vec<(u32, u32)> {
    let count = rng.below(3 * n as u64 + 1);
    (0..count)
        .map(|_| (rng.below(n as u64) as u32, rng.below(n as u64) as u32))
        .collect()
}

/// Checks every position of `k` tokens: the outcome, the exact sets of winning and drawing
/// moves, and the single moves the core suggests.
#[track_caller]
fn check_all_positions(values: &GraphValues<'_>, adj: &[Vec<usize>], k: usize, label: &str) {
    let n = adj.len();
    let oracle = retrograde(adj, k);
    for (s, pos) in positions(n, k) {
        let want = oracle[s];
        assert_eq!(
            values.outcome(&pos).unwrap(),
            want,
            "{label}: outcome at {pos:?}"
        );
        let after = |mv: GraphMove| {
            let mut next = pos.clone();
            values.play(&mut next, mv).unwrap();
            oracle[index(n, &next)]
        };
        let all: Vec<GraphMove> = values.moves(&pos).unwrap().collect();
        let expected: usize = pos.iter().map(|&p| adj[p as usize].len()).sum();
        assert_eq!(all.len(), expected, "{label}: moves at {pos:?}");
        let to_loss: Vec<GraphMove> = all
            .iter()
            .copied()
            .filter(|&m| after(m) == GraphOutcome::Loss)
            .collect();
        let to_draw: Vec<GraphMove> = all
            .iter()
            .copied()
            .filter(|&m| after(m) == GraphOutcome::Draw)
            .collect();
        let winning: Vec<GraphMove> = values.winning_moves(&pos).unwrap().collect();
        assert_eq!(winning, to_loss, "{label}: winning moves at {pos:?}");
        let drawing: Vec<GraphMove> = values.drawing_moves(&pos).unwrap().collect();
        assert_eq!(drawing, to_draw, "{label}: drawing moves at {pos:?}");
        for &m in &all {
            assert_eq!(
                values.outcome_after_move(&pos, m).unwrap(),
                after(m),
                "{label}: after {m:?} from {pos:?}"
            );
        }
        let win = values.winning_move(&pos).unwrap();
        assert_eq!(win.is_some(), want == GraphOutcome::Win, "{label}: {pos:?}");
        if let Some(m) = win {
            assert_eq!(after(m), GraphOutcome::Loss, "{label}: {m:?} from {pos:?}");
        }
        assert_eq!(
            values.drawing_move(&pos).unwrap(),
            to_draw.first().copied(),
            "{label}: drawing move at {pos:?}"
        );
        let best = values.best_move(&pos).unwrap();
        assert_eq!(best.is_some(), !all.is_empty(), "{label}: best at {pos:?}");
        if let Some(m) = best {
            let expect_after = match want {
                GraphOutcome::Win => GraphOutcome::Loss,
                GraphOutcome::Draw => GraphOutcome::Draw,
                GraphOutcome::Loss => GraphOutcome::Win,
            };
            assert_eq!(after(m), expect_after, "{label}: best {m:?} from {pos:?}");
        }
        // A drawn position always has a move that keeps the draw.
        if want == GraphOutcome::Draw {
            assert!(!to_draw.is_empty(), "{label}: no drawing move at {pos:?}");
        }
    }
}

/// Adds a Nim heap of `size` (nodes `base..=base + size`, heap `h` at `base + h`).
fn add_heap(edges: &mut Vec<(u32, u32)>, base: u32, size: u32) {
    for k in 0..=size {
        for j in 0..k {
            edges.push((base + k, base + j));
        }
    }
}

/// Checks the value and `K` of every node `u < n` of a graph whose nodes `n..=2n` are a Nim
/// heap of `n` (node `n + h` is the heap of `h`), by retrograde analysis of the pairs (node,
/// heap). Counts the kinds of nodes seen into `kinds`.
#[track_caller]
fn check_values_by_heaps(
    values: &GraphValues<'_>,
    adj: &[Vec<usize>],
    n: usize,
    kinds: &mut HashMap<&'static str, usize>,
    label: &str,
) {
    let total = adj.len();
    let pairs = retrograde(adj, 2);
    for u in 0..n as u32 {
        let heap = |h: u32| pairs[index(total, &[u, n as u32 + h])];
        let lost: Vec<u32> = (0..=n as u32)
            .filter(|&h| heap(h) == GraphOutcome::Loss)
            .collect();
        let won: Vec<u32> = (0..=n as u32)
            .filter(|&h| heap(h) == GraphOutcome::Win)
            .collect();
        let mut buffer = vec![0u32; adj[u as usize].len()];
        let k = values.k_set(u, &mut buffer).unwrap().to_vec();
        match values.value(u).unwrap() {
            Value::Finite(g) => {
                *kinds.entry("finite").or_default() += 1;
                assert_eq!(lost, [g], "{label}: node {u}");
                assert_eq!(won.len(), n, "{label}: node {u}");
                assert!(k.iter().take(g as usize).copied().eq(0..g), "{label}");
                assert!(!k.contains(&g), "{label}");
            }
            Value::Infinite => {
                let key = if k.contains(&0) {
                    "infinite, won"
                } else {
                    "infinite, drawn"
                };
                *kinds.entry(key).or_default() += 1;
                assert_eq!(lost, [], "{label}: node {u}");
                assert_eq!(k, won, "{label}: K of node {u}");
            }
        }
    }
}

#[test]
fn every_pair_of_tokens_on_random_loopy_graphs_matches_retrograde_analysis() {
    let mut rng = SplitMix64::new(2024);
    let mut kinds: HashMap<&str, usize> = HashMap::new();
    for case in 0..400 {
        let n = 1 + rng.below(9) as usize;
        let mut edges = random_edges(&mut rng, n);
        // A Nim heap of n beside the graph: every finite value and every K of the graph's
        // nodes is below n, so its sums with heaps 0..=n determine them.
        add_heap(&mut edges, n as u32, n as u32);
        let total = 2 * n + 1;
        let adj = adjacency(total, &edges);
        let label = format!("case {case}, edges {edges:?}");
        with_values(total, &edges, |values| {
            check_all_positions(&values, &adj, 1, &label);
            check_all_positions(&values, &adj, 2, &label);
            check_values_by_heaps(&values, &adj, n, &mut kinds, &label);
        });
    }
    // The cases cover every kind of node, often.
    for kind in ["finite", "infinite, won", "infinite, drawn"] {
        assert!(kinds.get(kind).copied().unwrap_or(0) > 100, "{kinds:?}");
    }
}

#[test]
fn values_of_bigger_random_loopy_graphs_match_their_sums_with_nim_heaps() {
    let mut rng = SplitMix64::new(31);
    let mut kinds = HashMap::new();
    for case in 0..300 {
        let n = 10 + rng.below(31) as usize;
        // Between one and three edges a node on average.
        let count = n as u64 + rng.below(2 * n as u64 + 1);
        let mut edges: Vec<(u32, u32)> = (0..count)
            .map(|_| (rng.below(n as u64) as u32, rng.below(n as u64) as u32))
            .collect();
        add_heap(&mut edges, n as u32, n as u32);
        let adj = adjacency(2 * n + 1, &edges);
        let label = format!("case {case}, edges {edges:?}");
        with_values(2 * n + 1, &edges, |values| {
            check_values_by_heaps(&values, &adj, n, &mut kinds, &label);
        });
    }
    for kind in ["finite", "infinite, won", "infinite, drawn"] {
        assert!(kinds.get(kind).copied().unwrap_or(0) > 500, "{kinds:?}");
    }
}

#[test]
fn every_single_token_and_every_three_tokens_on_small_loopy_graphs_match() {
    let mut rng = SplitMix64::new(7);
    for case in 0..150 {
        let n = 1 + rng.below(6) as usize;
        let edges = random_edges(&mut rng, n);
        let adj = adjacency(n, &edges);
        let label = format!("case {case}, edges {edges:?}");
        with_values(n, &edges, |values| {
            check_all_positions(&values, &adj, 1, &label);
            check_all_positions(&values, &adj, 3, &label);
        });
    }
}

#[test]
fn no_tokens_is_a_loss_without_moves() {
    with_values(2, &[(0, 1)], |values| {
        assert_eq!(values.outcome(&[]).unwrap(), GraphOutcome::Loss);
        assert_eq!(values.sum(&[]).unwrap(), SumValue::Finite(0));
        assert_eq!(values.best_move(&[]).unwrap(), None);
    });
}

/// The plain Sprague–Grundy value by recursive mex, for acyclic graphs.
fn mex_value(adj: &[Vec<usize>], u: usize, memo: &mut [Option<u32>]) -> u32 {
    if let Some(g) = memo[u] {
        return g;
    }
    let seen: BTreeSet<u32> = adj[u].iter().map(|&v| mex_value(adj, v, memo)).collect();
    let g = (0..).find(|g| !seen.contains(g)).unwrap();
    memo[u] = Some(g);
    g
}

/// Brute force of the three conditions that define the generalized Sprague–Grundy function
/// γ, in Fraenkel's formulation, on every node (condition B without its counter function,
/// which the core does not expose):
/// A. a finite γ(u) is the mex of the followers' values;
/// B. every follower of a finite u whose value is larger (or ∞) has a follower of value γ(u);
/// C. an infinite u has an infinite follower v with mex γ(F(u)) ∉ K(v).
fn check_definition(nodes: usize, edges: &[(u32, u32)], values: &GraphValues<'_>) {
    let adj = adjacency(nodes, edges);
    let raw = values.raw();
    let finite = |u: usize| (raw[u] != INFINITE).then_some(raw[u]);
    let k_sets: Vec<BTreeSet<u32>> = adj
        .iter()
        .map(|next| next.iter().filter_map(|&v| finite(v)).collect())
        .collect();
    let mex = |set: &BTreeSet<u32>| (0..).find(|g| !set.contains(g)).unwrap();
    for u in 0..nodes {
        match finite(u) {
            Some(g) => {
                assert_eq!(mex(&k_sets[u]), g, "A at node {u}");
                for &v in &adj[u] {
                    if finite(v).is_none_or(|h| h > g) {
                        assert!(k_sets[v].contains(&g), "B at {u} -> {v}");
                    }
                }
            }
            None => {
                let m = mex(&k_sets[u]);
                assert!(
                    adj[u]
                        .iter()
                        .any(|&v| finite(v).is_none() && !k_sets[v].contains(&m)),
                    "C at node {u}"
                );
            }
        }
    }
}

#[test]
fn big_random_graphs_satisfy_the_definition() {
    let mut rng = SplitMix64::new(99);
    for (nodes, edges, self_loops) in [
        (100_000u64, 1_000_000u64, false),
        (100_000, 200_000, true),
        (100_000, 400_000, false),
        (200_000, 300_000, false),
        (200_000, 600_000, false),
    ] {
        let list: Vec<(u32, u32)> = (0..edges)
            .map(|_| (rng.below(nodes) as u32, rng.below(nodes) as u32))
            .filter(|&(u, v)| self_loops || u != v)
            .collect();
        with_values(nodes as usize, &list, |values| {
            check_definition(nodes as usize, &list, &values);
            let raw = values.raw();
            let infinite = raw.iter().filter(|&&v| v == INFINITE).count();
            let top = raw.iter().filter(|&&v| v != INFINITE).max().copied();
            eprintln!("{nodes} nodes, {edges} edges: {infinite} infinite, largest finite {top:?}");
        });
    }
}

/// A node's label in [`staged_labelling`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Label {
    Unlabelled,
    Finite(u32),
    Infinite,
}

/// The generalized Sprague–Grundy values by the labelling of Fraenkel and Yesha done the slow
/// way, with no counters, no queue and no pass for the acyclic part: in stage `m = 0, 1, …`,
/// label `m` any unlabelled node with no follower of value `m` whose every follower that is
/// unlabelled or ∞ has a follower of value `m`, again and again until none is left; then make
/// every unlabelled node without a follower of value `m` ∞. A node seeded with `Some(s)` is
/// labelled `s` from the start. The values as [`GraphValues::raw`] stores them.
fn staged_labelling(adj: &[Vec<usize>], seeds: &[Option<u32>]) -> Vec<u32> {
    let mut label: Vec<Label> = seeds
        .iter()
        .map(|s| s.map_or(Label::Unlabelled, Label::Finite))
        .collect();
    let mut m = 0;
    while label.contains(&Label::Unlabelled) {
        let has_m =
            |label: &[Label], u: usize| adj[u].iter().any(|&v| label[v] == Label::Finite(m));
        loop {
            let mut changed = false;
            for u in 0..adj.len() {
                if label[u] != Label::Unlabelled || has_m(&label, u) {
                    continue;
                }
                if adj[u]
                    .iter()
                    .all(|&v| matches!(label[v], Label::Finite(_)) || has_m(&label, v))
                {
                    label[u] = Label::Finite(m);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for u in 0..adj.len() {
            if label[u] == Label::Unlabelled && !has_m(&label, u) {
                label[u] = Label::Infinite;
            }
        }
        m += 1;
    }
    label
        .iter()
        .map(|l| match l {
            Label::Finite(g) => *g,
            _ => INFINITE,
        })
        .collect()
}

/// A graph shaped like the benchmark's: every node moves to a few of the nodes just after it,
/// and a few edges go anywhere, so most nodes can reach a cycle and still get finite values.
fn forward_edges(rng: &mut SplitMix64, n: usize, back: u64) -> Vec<(u32, u32)> {
    let mut edges = Vec::new();
    for u in 0..n as u64 {
        for _ in 0..rng.below(4) {
            let v = u + 1 + rng.below(6);
            if v < n as u64 {
                edges.push((u as u32, v as u32));
            }
        }
    }
    for _ in 0..back {
        edges.push((rng.below(n as u64) as u32, rng.below(n as u64) as u32));
    }
    edges
}

#[test]
fn values_equal_a_plain_staged_labelling_with_and_without_seeds() {
    let mut rng = SplitMix64::new(2024);
    let mut graphs: Vec<(usize, Vec<(u32, u32)>)> = Vec::new();
    for _ in 0..3000 {
        let n = 1 + rng.below(10) as usize;
        graphs.push((n, random_edges(&mut rng, n)));
    }
    for _ in 0..300 {
        let n = 1 + rng.below(200) as usize;
        let back = rng.below(6);
        graphs.push((n, forward_edges(&mut rng, n, back)));
    }
    let (mut finite, mut infinite) = (0usize, 0usize);
    for (i, (n, edges)) in graphs.iter().enumerate() {
        let adj = adjacency(*n, edges);
        // Every other graph seeds about one node in five with a value below 4.
        let seeds: Vec<Option<u32>> = (0..*n)
            .map(|_| (i % 2 == 1 && rng.below(5) == 0).then(|| rng.below(4) as u32))
            .collect();
        let expected = staged_labelling(&adj, &seeds);
        let mut offsets = vec![0u32; n + 1];
        let mut targets = vec![0u32; edges.len()];
        let graph =
            Graph::from_edges(*n, edges.iter().copied(), &mut offsets, &mut targets).unwrap();
        let mut values = vec![0u32; *n];
        let mut scratch = vec![0u32; graph.scratch_len()];
        let values =
            GraphValues::compute_seeded(graph, &mut values, &mut scratch, |u| seeds[u as usize])
                .unwrap();
        assert_eq!(
            values.raw(),
            &expected[..],
            "graph {i}: {n} nodes, edges {edges:?}, seeds {seeds:?}"
        );
        finite += expected.iter().filter(|&&v| v != INFINITE).count();
        infinite += expected.iter().filter(|&&v| v == INFINITE).count();
    }
    // Both kinds of value turn up in numbers.
    assert!(
        finite > 10_000 && infinite > 1_000,
        "{finite} finite, {infinite} infinite"
    );
}

#[test]
fn a_path_of_a_million_nodes_needs_no_recursion() {
    let n = 1_000_000u32;
    let edges: Vec<(u32, u32)> = (1..n).map(|i| (i, i - 1)).collect();
    with_values(n as usize, &edges, |values| {
        for (i, &g) in values.raw().iter().enumerate() {
            assert_eq!(g, (i % 2) as u32, "node {i}");
        }
    });
}

#[test]
fn a_million_node_path_into_a_loop_is_labelled_stage_by_stage() {
    // Node 0 loops on itself and may also move to the terminal node n: ∞({0}). Every node of
    // the path i -> i - 1 can reach the loop, so all of them go through the stages: node 1 can
    // only hand the opponent the winning ∞({0}), so it is lost (value 0), node 2 wins (1), …
    let n = 1_000_000u32;
    let mut edges: Vec<(u32, u32)> = (1..n).map(|i| (i, i - 1)).collect();
    edges.extend([(0, 0), (0, n)]);
    with_values(n as usize + 1, &edges, |values| {
        assert_eq!(values.value(0).unwrap(), Value::Infinite);
        assert_eq!(values.value(n).unwrap(), Value::Finite(0));
        for i in 1..n {
            assert_eq!(
                values.value(i).unwrap(),
                Value::Finite((i - 1) % 2),
                "node {i}"
            );
        }
        assert_eq!(values.outcome(&[0]).unwrap(), GraphOutcome::Win);
        assert_eq!(values.outcome(&[0, 0]).unwrap(), GraphOutcome::Draw);
    });
}

#[test]
fn a_million_node_cycle_is_a_draw_everywhere() {
    let n = 1_000_000u32;
    let edges: Vec<(u32, u32)> = (0..n).map(|i| (i, (i + 1) % n)).collect();
    with_values(n as usize, &edges, |values| {
        assert!(values.raw().iter().all(|&v| v == INFINITE));
        assert_eq!(values.k_set(5, &mut []).unwrap(), &[] as &[u32]);
        assert_eq!(values.outcome(&[17]).unwrap(), GraphOutcome::Draw);
        assert_eq!(
            values.drawing_moves(&[17]).unwrap().collect::<Vec<_>>(),
            [GraphMove { token: 0, to: 18 }]
        );
    });
}

#[test]
fn a_nim_heap_of_2000_has_value_2000() {
    // About 2·10^6 edges: the acyclic pass handles it in linear time.
    let size = 2000u32;
    let edges = (size as usize * (size as usize + 1)) / 2;
    let mut offsets = vec![0u32; size as usize + 1 + 5]; // longer buffers are fine
    let mut targets = vec![0u32; edges + 3];
    let graph = Graph::nim_heap(size, &mut offsets, &mut targets).unwrap();
    assert_eq!((graph.nodes(), graph.edges()), (size as usize + 1, edges));
    let mut values = vec![0u32; graph.nodes()];
    let mut scratch = vec![0u32; graph.scratch_len()];
    let values = GraphValues::compute(graph, &mut values, &mut scratch).unwrap();
    for k in 0..=size {
        assert_eq!(values.value(k).unwrap(), Value::Finite(k));
    }
    assert_eq!(
        values.winning_move(&[size, 1000]).unwrap(),
        Some(GraphMove { token: 0, to: 1000 })
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn winning_and_drawing_moves_lead_where_the_oracle_says(
        n in 1usize..9,
        raw_edges in prop::collection::vec((0u32..64, 0u32..64), 0..30),
        raw_tokens in prop::collection::vec(0u32..64, 0..=3),
    ) {
        let edges: Vec<(u32, u32)> =
            raw_edges.iter().map(|&(u, v)| (u % n as u32, v % n as u32)).collect();
        let tokens: Vec<u32> = raw_tokens.iter().map(|&t| t % n as u32).collect();
        let adj = adjacency(n, &edges);
        let oracle = retrograde(&adj, tokens.len());
        with_values(n, &edges, |values| -> Result<(), TestCaseError> {
            let want = oracle[index(n, &tokens)];
            prop_assert_eq!(values.outcome(&tokens).unwrap(), want);
            let after = |mv: GraphMove| {
                let mut next = tokens.clone();
                values.play(&mut next, mv).unwrap();
                oracle[index(n, &next)]
            };
            for mv in values.winning_moves(&tokens).unwrap() {
                prop_assert_eq!(after(mv), GraphOutcome::Loss, "{:?}", mv);
            }
            for mv in values.drawing_moves(&tokens).unwrap() {
                prop_assert_eq!(after(mv), GraphOutcome::Draw, "{:?}", mv);
            }
            let win = values.winning_move(&tokens).unwrap();
            prop_assert_eq!(win.is_some(), want == GraphOutcome::Win);
            if let Some(mv) = win {
                prop_assert_eq!(after(mv), GraphOutcome::Loss);
            }
            if want == GraphOutcome::Draw {
                let keep = values.best_move(&tokens).unwrap();
                prop_assert!(keep.is_some_and(|mv| after(mv) == GraphOutcome::Draw));
            }
            Ok(())
        })?;
    }

    #[test]
    fn acyclic_values_equal_a_recursive_mex(
        n in 1usize..40,
        raw_edges in prop::collection::vec((0u32..1000, 0u32..1000), 0..150),
        seed in any::<u64>(),
    ) {
        // Edges go from a higher rank to a lower one; ranks are a random permutation, so the
        // node numbering is not a topological order.
        let mut rank: Vec<u32> = (0..n as u32).collect();
        let mut rng = SplitMix64::new(seed);
        for i in (1..n).rev() {
            rank.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let edges: Vec<(u32, u32)> = raw_edges
            .iter()
            .map(|&(a, b)| (a % n as u32, b % n as u32))
            .filter(|&(a, b)| a != b)
            .map(|(a, b)| if a > b { (rank[a as usize], rank[b as usize]) } else { (rank[b as usize], rank[a as usize]) })
            .collect();
        let adj = adjacency(n, &edges);
        let mut memo = vec![None; n];
        with_values(n, &edges, |values| -> Result<(), TestCaseError> {
            for u in 0..n {
                let g = mex_value(&adj, u, &mut memo);
                prop_assert_eq!(values.value(u as u32).unwrap(), Value::Finite(g), "node {}", u);
            }
            Ok(())
        })?;
    }

    #[test]
    fn the_graph_of_a_nim_heap_of_n_has_value_n(n in 0u32..120, seed in any::<u64>()) {
        // The same graph from a shuffled edge list.
        let mut edges: Vec<(u32, u32)> = (0..=n).flat_map(|k| (0..k).map(move |j| (k, j))).collect();
        let mut rng = SplitMix64::new(seed);
        for i in (1..edges.len()).rev() {
            edges.swap(i, rng.below(i as u64 + 1) as usize);
        }
        with_values(n as usize + 1, &edges, |values| -> Result<(), TestCaseError> {
            prop_assert_eq!(values.value(n).unwrap(), Value::Finite(n));
            Ok(())
        })?;
        let mut offsets = vec![0u32; n as usize + 2];
        let mut targets = vec![0u32; (n as usize * (n as usize + 1)) / 2];
        let graph = Graph::nim_heap(n, &mut offsets, &mut targets).unwrap();
        let mut values = vec![0u32; graph.nodes()];
        let mut scratch = vec![0u32; graph.scratch_len()];
        let values = GraphValues::compute(graph, &mut values, &mut scratch).unwrap();
        prop_assert_eq!(values.value(n).unwrap(), Value::Finite(n));
    }

    #[test]
    fn from_edges_groups_the_edges_by_tail_in_list_order(
        n in 1usize..20,
        raw_edges in prop::collection::vec((0u32..20, 0u32..20), 0..60),
    ) {
        let edges: Vec<(u32, u32)> =
            raw_edges.iter().map(|&(u, v)| (u % n as u32, v % n as u32)).collect();
        let mut offsets = vec![0u32; n + 1];
        let mut targets = vec![0u32; edges.len()];
        let graph = Graph::from_edges(n, edges.iter().copied(), &mut offsets, &mut targets).unwrap();
        let adj = adjacency(n, &edges);
        for (u, next) in adj.iter().enumerate() {
            let got: Vec<usize> =
                graph.followers(u as u32).unwrap().iter().map(|&v| v as usize).collect();
            prop_assert_eq!(&got, next);
        }
        prop_assert_eq!(Graph::new(graph.offsets(), graph.targets()), Ok(graph));
    }
}

#[test]
fn malformed_rows_are_refused_with_the_first_defect() {
    let cases: [(&[u32], &[u32], GraphError); 5] = [
        (&[], &[], GraphError::NoOffsets),
        (&[1, 1], &[0], GraphError::FirstOffset { first: 1 }),
        (&[0, 2, 1], &[0, 1], GraphError::OffsetsDecrease { node: 1 }),
        (
            &[0, 1, 1],
            &[0, 1],
            GraphError::LastOffset {
                last: 1,
                targets: 2,
            },
        ),
        (
            &[0, 1, 2],
            &[1, 2],
            GraphError::EdgeOutOfRange {
                from: 1,
                to: 2,
                nodes: 2,
            },
        ),
    ];
    for (offsets, targets, error) in cases {
        assert_eq!(Graph::new(offsets, targets), Err(error));
    }
    // No nodes at all is a graph.
    let empty = Graph::new(&[0], &[]).unwrap();
    assert_eq!((empty.nodes(), empty.edges()), (0, 0));
    assert_eq!(
        empty.followers(0),
        Err(GraphError::NoSuchNode { node: 0, nodes: 0 })
    );
    assert_eq!(empty.scratch_len(), 1);
    let values = GraphValues::compute(empty, &mut [], &mut [0]).unwrap();
    assert_eq!(values.raw(), &[] as &[u32]);
    assert_eq!(values.outcome(&[]).unwrap(), GraphOutcome::Loss);
}

#[test]
fn the_builder_refuses_bad_edges_and_small_buffers() {
    let (mut offsets, mut targets) = ([0u32; 4], [0u32; 2]);
    assert_eq!(
        Graph::from_edges(3, [(0, 3)], &mut offsets, &mut targets),
        Err(GraphError::EdgeOutOfRange {
            from: 0,
            to: 3,
            nodes: 3
        })
    );
    assert_eq!(
        Graph::from_edges(3, [(7, 0)], &mut offsets, &mut targets),
        Err(GraphError::EdgeOutOfRange {
            from: 7,
            to: 0,
            nodes: 3
        })
    );
    assert_eq!(
        Graph::from_edges(4, [(0, 1)], &mut offsets, &mut targets),
        Err(GraphError::BufferTooSmall {
            buffer: GraphBuffer::Offsets,
            needed: 5,
            given: 4
        })
    );
    assert_eq!(
        Graph::from_edges(3, [(0, 1), (1, 2), (2, 0)], &mut offsets, &mut targets),
        Err(GraphError::BufferTooSmall {
            buffer: GraphBuffer::Targets,
            needed: 3,
            given: 2
        })
    );
    assert_eq!(
        Graph::from_edges(usize::MAX, [], &mut offsets, &mut targets),
        Err(GraphError::TooManyNodes { nodes: usize::MAX })
    );
    assert_eq!(
        Graph::from_edges(grundy::graph::MAX_NODES, [], &mut offsets, &mut targets),
        Err(GraphError::BufferTooSmall {
            buffer: GraphBuffer::Offsets,
            needed: grundy::graph::MAX_NODES + 1,
            given: 4
        })
    );
}

#[test]
fn the_solver_refuses_small_buffers_and_bad_tokens_and_moves() {
    let (mut offsets, mut targets) = ([0u32; 4], [0u32; 3]);
    let graph = Graph::from_edges(3, [(0, 1), (1, 2), (2, 0)], &mut offsets, &mut targets).unwrap();
    assert_eq!(graph.scratch_len(), 6 * 3 + 1 + 3);
    let mut values = [0u32; 3];
    let mut scratch = [0u32; 21];
    assert_eq!(
        GraphValues::compute(graph, &mut values[..2], &mut scratch).err(),
        Some(GraphError::BufferTooSmall {
            buffer: GraphBuffer::Values,
            needed: 3,
            given: 2
        })
    );
    assert_eq!(
        GraphValues::compute(graph, &mut values, &mut scratch).err(),
        Some(GraphError::BufferTooSmall {
            buffer: GraphBuffer::Scratch,
            needed: 22,
            given: 21
        })
    );
    let mut scratch = [0u32; 22];
    let values = GraphValues::compute(graph, &mut values, &mut scratch).unwrap();
    let no_node = GraphError::NoSuchNode { node: 3, nodes: 3 };
    assert_eq!(values.value(3), Err(no_node));
    assert_eq!(values.outcome(&[0, 3]), Err(no_node));
    assert_eq!(values.winning_move(&[3]), Err(no_node));
    assert!(values.moves(&[3]).is_err());
    assert_eq!(values.follower_with_value(3, 0), Err(no_node));
    let mut tokens = [0u32, 2];
    assert_eq!(
        values.play(&mut tokens, GraphMove { token: 2, to: 1 }),
        Err(GraphError::NoSuchToken {
            token: 2,
            tokens: 2
        })
    );
    assert_eq!(
        values.play(&mut tokens, GraphMove { token: 0, to: 2 }),
        Err(GraphError::NotAnEdge { from: 0, to: 2 })
    );
    assert_eq!(tokens, [0, 2]);
    values
        .play(&mut tokens, GraphMove { token: 1, to: 0 })
        .unwrap();
    assert_eq!(tokens, [0, 0]);
}

#[test]
fn k_sets_are_sorted_and_deduplicated_and_need_room() {
    // Node 0 moves to 1 (value 1), 2 (value 0), 3 (value 0), itself, and 4 (value 2).
    let edges = [
        (0, 1),
        (1, 2),
        (0, 2),
        (0, 3),
        (0, 0),
        (0, 4),
        (4, 2),
        (4, 1),
        (0, 1),
    ];
    with_values(5, &edges, |values| {
        assert_eq!(values.value(0).unwrap(), Value::Infinite);
        assert_eq!(values.k_set(0, &mut [0; 6]).unwrap(), &[0, 1, 2]);
        assert_eq!(values.k_set(0, &mut [0; 3]).unwrap(), &[0, 1, 2]);
        assert_eq!(
            values.k_set(0, &mut [0; 2]),
            Err(GraphError::BufferTooSmall {
                buffer: GraphBuffer::KSet,
                needed: 6,
                given: 2
            })
        );
        assert_eq!(values.follower_with_value(0, 2).unwrap(), Some(4));
        assert_eq!(values.follower_with_value(0, 3).unwrap(), None);
        // ∞({0, 1, 2}) plus a heap of value 2 (node 4): move node 0 to node 4.
        assert_eq!(
            values.sum(&[4, 0]).unwrap(),
            SumValue::Infinite { token: 1, xor: 2 }
        );
        assert_eq!(
            values.winning_move(&[4, 0]).unwrap(),
            Some(GraphMove { token: 1, to: 4 })
        );
        assert_eq!(
            values.sum(&[0, 0, 1]).unwrap(),
            SumValue::ManyInfinite { count: 2 }
        );
    });
}

#[test]
fn messages_number_nodes_and_tokens_from_one() {
    let cases = [
        (
            GraphError::NoOffsets,
            "the offsets are empty (they need nodes + 1 entries)",
        ),
        (
            GraphError::FirstOffset { first: 2 },
            "the first offset is 2, not 0",
        ),
        (
            GraphError::OffsetsDecrease { node: 4 },
            "the offsets decrease at node 5 (its row ends before it starts)",
        ),
        (
            GraphError::LastOffset {
                last: 3,
                targets: 4,
            },
            "the last offset is 3 but there are 4 edge targets",
        ),
        (
            GraphError::EdgeOutOfRange {
                from: 0,
                to: 9,
                nodes: 3,
            },
            "the edge 1 -> 10 leaves the graph of 3 nodes",
        ),
        (
            GraphError::TooManyNodes { nodes: 1 << 40 },
            "1099511627776 nodes given, at most 4294967294 fit",
        ),
        (GraphError::TooManyEdges, "more than 4294967295 edges given"),
        (
            GraphError::BufferTooSmall {
                buffer: GraphBuffer::Scratch,
                needed: 22,
                given: 3,
            },
            "the scratch buffer holds 3 entries, 22 are needed",
        ),
        (
            GraphError::NoSuchNode { node: 3, nodes: 3 },
            "there is no node 4 (there are 3)",
        ),
        (
            GraphError::NoSuchToken {
                token: 2,
                tokens: 2,
            },
            "there is no token 3 (there are 2)",
        ),
        (
            GraphError::NotAnEdge { from: 0, to: 2 },
            "no edge leads from node 1 to node 3",
        ),
    ];
    for (error, message) in cases {
        assert_eq!(error.to_string(), message);
    }
    assert_eq!(
        GraphMove { token: 0, to: 3 }.to_string(),
        "move token 1 to node 4"
    );
    assert_eq!(Value::Infinite.to_string(), "∞");
    assert_eq!(Value::Finite(7).to_string(), "7");
    assert_eq!(Value::from_raw(INFINITE), Value::Infinite);
}

/// The worked examples of docs/games.md ("Games given as a graph"), each checked by the core
/// and by the retrograde oracle.
#[test]
fn the_worked_examples_of_the_documentation_hold() {
    let heap = |value: Value, k: &[u32]| (value, k.to_vec());
    // (edges, nodes, [(node, value, K)], [(tokens, outcome)])
    type Example = (
        &'static [(u32, u32)],
        usize,
        Vec<(u32, (Value, Vec<u32>))>,
        Vec<(Vec<u32>, GraphOutcome)>,
    );
    use GraphOutcome::{Draw, Loss, Win};
    use Value::{Finite, Infinite};
    let examples: Vec<Example> = vec![
        // 1. A cycle with an exit: 1 → 2 → 3 → 1 and 3 → 4 (here 0-based: 0 → 1 → 2 → 0, 2 → 3).
        (
            &[(0, 1), (1, 2), (2, 0), (2, 3)],
            4,
            vec![
                (0, heap(Finite(1), &[0])),
                (1, heap(Finite(0), &[2])),
                (2, heap(Finite(2), &[0, 1])),
                (3, heap(Finite(0), &[])),
            ],
            vec![
                (vec![1], Loss),
                (vec![0], Win),
                (vec![0, 0], Loss),
                (vec![0, 2], Win),
                (vec![1, 3], Loss),
            ],
        ),
        // 2. A pass: node 0 loops on itself or moves to the terminal node 1; node 2 → 1 is a
        //    Nim heap of 1.
        (
            &[(0, 0), (0, 1), (2, 1)],
            3,
            vec![(0, heap(Infinite, &[0])), (2, heap(Finite(1), &[0]))],
            vec![
                (vec![0], Win),
                (vec![0, 1], Win),
                (vec![0, 2], Draw),
                (vec![0, 0], Draw),
            ],
        ),
        // 3. ∞({0, 1, 2}): node 0 loops and moves to Nim heaps 0, 1, 2 (nodes 1, 2, 3; 4 = 3).
        (
            &[
                (0, 0),
                (0, 1),
                (0, 2),
                (0, 3),
                (2, 1),
                (3, 1),
                (3, 2),
                (4, 1),
                (4, 2),
                (4, 3),
            ],
            5,
            vec![
                (0, heap(Infinite, &[0, 1, 2])),
                (4, heap(Finite(3), &[0, 1, 2])),
            ],
            vec![(vec![0, 3], Win), (vec![0, 4], Draw)],
        ),
        // 4. A bare cycle 0 ⇄ 1: ∞(∅), a draw.
        (
            &[(0, 1), (1, 0)],
            2,
            vec![(0, heap(Infinite, &[])), (1, heap(Infinite, &[]))],
            vec![(vec![0], Draw)],
        ),
        // 5. An ∞ follower that reverses: 0 → 1 (terminal) and 0 → 2; 2 loops and moves to
        //    3, a Nim heap of 1 (3 → 4 terminal); 5 → 4 is another heap of 1.
        (
            &[(0, 1), (0, 2), (2, 2), (2, 3), (3, 4), (5, 4)],
            6,
            vec![
                (2, heap(Infinite, &[1])),
                (0, heap(Finite(1), &[0])),
                (5, heap(Finite(1), &[0])),
            ],
            vec![(vec![0], Win), (vec![0, 5], Loss), (vec![2, 5], Win)],
        ),
    ];
    for (i, (edges, nodes, node_values, outcomes)) in examples.into_iter().enumerate() {
        let adj = adjacency(nodes, edges);
        with_values(nodes, edges, |values| {
            for (node, (value, k)) in node_values {
                assert_eq!(values.value(node).unwrap(), value, "example {}", i + 1);
                let mut buffer = vec![0u32; adj[node as usize].len()];
                assert_eq!(
                    values.k_set(node, &mut buffer).unwrap(),
                    k,
                    "example {}",
                    i + 1
                );
            }
            for (tokens, outcome) in outcomes {
                let oracle = retrograde(&adj, tokens.len());
                assert_eq!(oracle[index(nodes, &tokens)], outcome, "example {}", i + 1);
                assert_eq!(
                    values.outcome(&tokens).unwrap(),
                    outcome,
                    "example {}",
                    i + 1
                );
            }
        });
    }
}

#[test]
fn moves_and_errors_name_the_largest_tokens_and_nodes_without_overflow() {
    use grundy::graph::{GraphError, GraphMove};
    let mv = GraphMove {
        token: usize::MAX,
        to: u32::MAX,
    };
    let max = usize::MAX as u128 + 1;
    assert_eq!(
        mv.to_string(),
        format!("move token {max} to node 4294967296")
    );
    let e = GraphError::NoSuchToken {
        token: usize::MAX,
        tokens: 3,
    };
    assert_eq!(
        e.to_string(),
        format!("there is no token {max} (there are 3)")
    );
    let e = GraphError::OffsetsDecrease { node: usize::MAX };
    assert!(e.to_string().contains(&max.to_string()), "{e}");
}

/// Seeded nodes (their own followers ignored) against the graph in which each of them is
/// replaced by a node moving to a Nim heap of its seed: values by retrograde analysis of the
/// sums with a heap, as [`check_values_by_heaps`] does.
#[test]
fn seeded_nodes_play_as_nim_heaps_of_their_seeds() {
    let mut rng = SplitMix64::new(77);
    let mut kinds: HashMap<&str, usize> = HashMap::new();
    for case in 0..300 {
        let n = 2 + rng.below(9) as usize;
        let edges = random_edges(&mut rng, n);
        let seeds: Vec<Option<u32>> = (0..n)
            .map(|_| (rng.below(3) == 0).then(|| rng.below(n as u64) as u32))
            .collect();
        // The oracle's graph: a seeded node moves to heap nodes n + 0 .. n + seed − 1 only.
        let mut oracle_edges: Vec<(u32, u32)> = edges
            .iter()
            .copied()
            .filter(|&(u, _)| seeds[u as usize].is_none())
            .collect();
        for (u, s) in seeds.iter().enumerate() {
            for h in 0..s.unwrap_or(0) {
                oracle_edges.push((u as u32, n as u32 + h));
            }
        }
        add_heap(&mut oracle_edges, n as u32, n as u32);
        let total = 2 * n + 1;
        let pairs = retrograde(&adjacency(total, &oracle_edges), 2);
        let mut graph_edges = edges.clone();
        add_heap(&mut graph_edges, n as u32, n as u32);
        let mut offsets = vec![0u32; total + 1];
        let mut targets = vec![0u32; graph_edges.len()];
        let graph = Graph::from_edges(
            total,
            graph_edges.iter().copied(),
            &mut offsets,
            &mut targets,
        )
        .unwrap();
        let mut values = vec![0u32; total];
        let mut scratch = vec![0u32; graph.scratch_len()];
        let values = GraphValues::compute_seeded(graph, &mut values, &mut scratch, |u| {
            seeds.get(u as usize).copied().flatten()
        })
        .unwrap();
        let label = format!("case {case}, edges {edges:?}, seeds {seeds:?}");
        for u in 0..n as u32 {
            let heap = |h: u32| pairs[index(total, &[u, n as u32 + h])];
            let lost: Vec<u32> = (0..=n as u32)
                .filter(|&h| heap(h) == GraphOutcome::Loss)
                .collect();
            let won: Vec<u32> = (0..=n as u32)
                .filter(|&h| heap(h) == GraphOutcome::Win)
                .collect();
            match values.value(u).unwrap() {
                Value::Finite(g) => {
                    *kinds.entry("finite").or_default() += 1;
                    assert_eq!(lost, [g], "{label}: node {u}");
                    if let Some(s) = seeds[u as usize] {
                        assert_eq!(g, s, "{label}: node {u}");
                    }
                }
                Value::Infinite => {
                    *kinds.entry("infinite").or_default() += 1;
                    assert_eq!(seeds[u as usize], None, "{label}: node {u}");
                    assert_eq!(lost, [], "{label}: node {u}");
                    let mut buffer = vec![0u32; total];
                    let k = values.k_set(u, &mut buffer).unwrap().to_vec();
                    assert_eq!(k, won, "{label}: K of node {u}");
                }
            }
        }
    }
    for kind in ["finite", "infinite"] {
        assert!(kinds.get(kind).copied().unwrap_or(0) > 100, "{kinds:?}");
    }
}

#[test]
fn a_seed_must_leave_room_for_the_codes_of_infinity() {
    let (mut offsets, mut targets) = ([0u32; 3], [0u32; 1]);
    let graph = Graph::from_edges(2, [(0, 1)], &mut offsets, &mut targets).unwrap();
    let mut values = [0u32; 2];
    let mut scratch = vec![0u32; graph.scratch_len()];
    let e = GraphValues::compute_seeded(graph, &mut values, &mut scratch, |u| {
        (u == 1).then_some(u32::MAX - 1)
    })
    .unwrap_err();
    assert_eq!(
        e,
        GraphError::SeedTooLarge {
            node: 1,
            value: u32::MAX - 1
        }
    );
    assert_eq!(
        e.to_string(),
        format!("node 2 is given the value 4294967294, which is not below {MAX_NODES}")
    );
    let mut values = [0u32; 2];
    let v = GraphValues::compute_seeded(graph, &mut values, &mut scratch, |u| {
        (u == 1).then_some(u32::MAX - 2)
    })
    .unwrap();
    assert_eq!(v.value(1).unwrap(), Value::Finite(u32::MAX - 2));
    assert_eq!(v.value(0).unwrap(), Value::Finite(0));
}

/// Remoteness by rounds, straight from its definition: round 0 labels the nodes without
/// followers lost in 0; round t labels won in t every unlabelled node with a follower lost in
/// t − 1 (odd t), and lost in t every unlabelled node all of whose followers are won, the
/// farthest in t − 1 (even t). What no round labels is drawn.
fn remoteness_by_rounds(adj: &[Vec<usize>]) -> Vec<Remoteness> {
    let n = adj.len();
    let mut label: Vec<Option<Remoteness>> = vec![None; n];
    for (u, next) in adj.iter().enumerate() {
        if next.is_empty() {
            label[u] = Some(Remoteness::Loss(0));
        }
    }
    for t in 1..=(2 * n as u32 + 2) {
        let before = label.clone();
        for u in 0..n {
            if before[u].is_some() {
                continue;
            }
            if t % 2 == 1 {
                if adj[u]
                    .iter()
                    .any(|&v| before[v] == Some(Remoteness::Loss(t - 1)))
                {
                    label[u] = Some(Remoteness::Win(t));
                }
            } else {
                let all_won = adj[u]
                    .iter()
                    .all(|&v| matches!(before[v], Some(Remoteness::Win(_))));
                let farthest = adj[u].iter().filter_map(|&v| before[v]?.moves()).max();
                if all_won && farthest == Some(t - 1) {
                    label[u] = Some(Remoteness::Loss(t));
                }
            }
        }
    }
    label
        .into_iter()
        .map(|l| l.unwrap_or(Remoteness::Draw))
        .collect()
}

#[test]
fn remoteness_of_random_loopy_graphs_matches_its_definition_and_retrograde_outcomes() {
    let mut rng = SplitMix64::new(5);
    let mut kinds: HashMap<&str, usize> = HashMap::new();
    for case in 0..500 {
        let n = 1 + rng.below(12) as usize;
        let edges = random_edges(&mut rng, n);
        let adj = adjacency(n, &edges);
        let want = remoteness_by_rounds(&adj);
        let outcomes = retrograde(&adj, 1);
        let mut offsets = vec![0u32; n + 1];
        let mut targets = vec![0u32; edges.len()];
        let graph =
            Graph::from_edges(n, edges.iter().copied(), &mut offsets, &mut targets).unwrap();
        let mut out = vec![0u32; n];
        let mut scratch = vec![0u32; graph.remoteness_scratch_len()];
        let r = GraphRemoteness::compute(graph, &mut out, &mut scratch).unwrap();
        for u in 0..n as u32 {
            let got = r.of(u).unwrap();
            assert_eq!(
                got, want[u as usize],
                "case {case}, edges {edges:?}, node {u}"
            );
            assert_eq!(got.outcome(), outcomes[u as usize], "case {case}, node {u}");
            *kinds
                .entry(match got {
                    Remoteness::Win(_) => "win",
                    Remoteness::Loss(0) => "terminal",
                    Remoteness::Loss(_) => "loss",
                    Remoteness::Draw => "draw",
                })
                .or_default() += 1;
        }
    }
    for kind in ["win", "terminal", "loss", "draw"] {
        assert!(kinds.get(kind).copied().unwrap_or(0) > 100, "{kinds:?}");
    }
}

#[test]
fn remoteness_of_a_long_path_needs_no_recursion_and_small_buffers_are_refused() {
    let n = 1_000_000u32;
    let edges = (0..n - 1).map(|u| (u, u + 1));
    let mut offsets = vec![0u32; n as usize + 1];
    let mut targets = vec![0u32; n as usize - 1];
    let graph = Graph::from_edges(n as usize, edges, &mut offsets, &mut targets).unwrap();
    let mut out = vec![0u32; n as usize];
    let mut scratch = vec![0u32; graph.remoteness_scratch_len()];
    assert_eq!(
        GraphRemoteness::compute(graph, &mut out[..5], &mut scratch).unwrap_err(),
        GraphError::BufferTooSmall {
            buffer: GraphBuffer::Values,
            needed: n as usize,
            given: 5
        }
    );
    let short = scratch.len() - 1;
    assert_eq!(
        GraphRemoteness::compute(graph, &mut out, &mut scratch[..short]).unwrap_err(),
        GraphError::BufferTooSmall {
            buffer: GraphBuffer::Scratch,
            needed: short + 1,
            given: short
        }
    );
    let r = GraphRemoteness::compute(graph, &mut out, &mut scratch).unwrap();
    assert_eq!(r.of(0).unwrap(), Remoteness::Win(n - 1));
    assert_eq!(r.of(1).unwrap(), Remoteness::Loss(n - 2));
    assert_eq!(r.raw()[n as usize - 1], 0);
    assert_eq!(Remoteness::from_raw(DRAWN), Remoteness::Draw);
    assert!(r.of(n).is_err());
}

/// The generalized sum of values given one by one (`LoopySum`) against retrograde analysis
/// of two and three tokens: the outcome, and every move to the winning target wins.
#[test]
fn loopy_sums_of_values_match_retrograde_analysis_of_tokens() {
    let mut rng = SplitMix64::new(99);
    let mut kinds: HashMap<GraphOutcome, usize> = HashMap::new();
    for case in 0..200 {
        let n = 1 + rng.below(6) as usize;
        let edges = random_edges(&mut rng, n);
        let adj = adjacency(n, &edges);
        with_values(n, &edges, |values| {
            for k in [2, 3] {
                let oracle = retrograde(&adj, k);
                for (s, pos) in positions(n, k) {
                    let raw: Vec<Option<u128>> = pos
                        .iter()
                        .map(|&u| match values.value(u).unwrap() {
                            Value::Finite(g) => Some(u128::from(g)),
                            Value::Infinite => None,
                        })
                        .collect();
                    let sum = LoopySum::of(raw.iter().copied());
                    let k_of = |token: usize| {
                        let mut buffer = vec![0u32; n];
                        values.k_set(pos[token], &mut buffer).unwrap().to_vec()
                    };
                    let outcome = sum.outcome(|x| match sum {
                        LoopySum::Infinite { component, .. } => {
                            k_of(component).iter().any(|&g| u128::from(g) == x)
                        }
                        _ => unreachable!("K is asked of one component on infinity only"),
                    });
                    assert_eq!(outcome, oracle[s], "case {case}, edges {edges:?}, {pos:?}");
                    *kinds.entry(outcome).or_default() += 1;
                    // Every move of a token to its winning target wins.
                    for (token, &u) in pos.iter().enumerate() {
                        let Some(target) = sum.winning_target(token, raw[token]) else {
                            continue;
                        };
                        for &v in &adj[u as usize] {
                            if values.value(v as u32).unwrap() == Value::Finite(target as u32) {
                                let mut after = pos.clone();
                                after[token] = v as u32;
                                assert_eq!(oracle[index(n, &after)], GraphOutcome::Loss);
                            }
                        }
                    }
                    if let LoopySum::Infinite { component, xor } = sum {
                        let k: Vec<u128> = k_of(component).iter().map(|&g| u128::from(g)).collect();
                        let shifted: Vec<u128> = sum.k_set(k.iter().copied()).collect();
                        assert_eq!(shifted, k.iter().map(|g| g ^ xor).collect::<Vec<_>>());
                    } else {
                        assert_eq!(sum.k_set([1, 2]).count(), 0);
                    }
                }
            }
        });
    }
    assert!(
        kinds.len() == 3 && kinds.values().all(|&c| c > 200),
        "{kinds:?}"
    );
}
