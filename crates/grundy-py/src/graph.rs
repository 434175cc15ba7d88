//! `grundy.graph(n, edges)`: the generalized Sprague–Grundy value and the outcome of every
//! node of a finite graph, loopy or not, by the core's [`GraphValues`].

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyList;

use grundy::Graph;
use grundy::graph::{GraphOutcome, GraphValues};
use grundy_host::custom::Value;
use grundy_judge::JudgeReason;

use crate::convert::{number, type_name, value};
use crate::value_error;

/// Refuses a graph of `nodes` nodes and `edges` edges that needs more than `memory` bytes
/// ([`grundy_judge::graph_bytes`], the command line's count), with the command line's
/// message ([`JudgeReason::MemoryBudget`]): checked before anything is allocated, and again
/// as each edge arrives, so that an endless iterable of edges stops at the budget.
fn within(nodes: u64, edges: u64, memory: u64) -> PyResult<()> {
    let needed = grundy_judge::graph_bytes(nodes, edges, 0);
    if needed <= u128::from(memory) {
        return Ok(());
    }
    let reason = JudgeReason::MemoryBudget {
        nodes,
        edges,
        needed_mib: u64::try_from(needed.div_ceil(1 << 20)).unwrap_or(u64::MAX),
        budget_mib: memory >> 20,
    };
    Err(PyValueError::new_err(format!(
        "{reason} (memory= raises it)"
    )))
}

/// `"N"`, `"P"` or `"D"`: who wins a token alone on a node, as `grundy sg graph` writes it.
pub(crate) fn code(o: GraphOutcome) -> &'static str {
    o.letter()
}

/// A vector of `len` zeros, or a `MemoryError`.
fn zeros(len: usize) -> PyResult<Vec<u32>> {
    let mut v = Vec::new();
    v.try_reserve_exact(len).map_err(|_| {
        pyo3::exceptions::PyMemoryError::new_err(format!("{len} numbers do not fit in memory"))
    })?;
    v.resize(len, 0);
    Ok(v)
}

/// The game played by sliding a token along the edges of a directed graph (the player who
/// cannot move loses; play may go on forever, a draw): the generalized Sprague–Grundy value
/// and the outcome of a token alone on each node.
///
/// `n` is the number of nodes, numbered from 0; `edges` an iterable of pairs `(u, v)`, a
/// move from node u to node v. Returns `(values, outcomes)`: `values[u]` is an int, or
/// `("inf", [K…])` for a node whose value is ∞(K) (K the finite values of its followers: a
/// win when 0 is in K, else a draw); `outcomes[u]` is "N" (the player to move wins), "P"
/// (loses) or "D" (a draw).
///
/// `memory` bounds the bytes the graph and its values may take, as the command line's
/// `--memory` does, with the same default (4 GiB) and the same count: a graph past it raises
/// `ValueError` before anything is allocated (or, for its edges, as soon as they pass it).
///
/// >>> grundy.graph(4, [(0, 1), (1, 0), (1, 2), (2, 3)])
/// ([('inf', []), ('inf', [1]), 1, 0], ['D', 'D', 'N', 'P'])
#[pyfunction]
#[pyo3(signature = (n, edges, *, memory = grundy_host::MEMORY_BUDGET))]
pub(crate) fn graph<'py>(
    py: Python<'py>,
    n: &Bound<'py, PyAny>,
    edges: &Bound<'py, PyAny>,
    memory: u64,
) -> PyResult<(Bound<'py, PyList>, Bound<'py, PyList>)> {
    let n = number(n, "n")?;
    let nodes = usize::try_from(n)
        .ok()
        .filter(|&n| n <= grundy::graph::MAX_NODES)
        .ok_or_else(|| {
            PyValueError::new_err(format!(
                "a graph has at most {} nodes, not {n}",
                grundy::graph::MAX_NODES
            ))
        })?;
    within(n, 0, memory)?;
    let mut list: Vec<(u32, u32)> = Vec::new();
    let items = edges.try_iter().map_err(|_| {
        PyTypeError::new_err(format!(
            "edges must be an iterable of pairs (u, v), not {}",
            type_name(edges)
        ))
    })?;
    for edge in items {
        let edge = edge?;
        let (u, v): (Bound<'py, PyAny>, Bound<'py, PyAny>) = edge.extract().map_err(|_| {
            PyTypeError::new_err(format!(
                "an edge is a pair of nodes (u, v), not {}",
                edge.repr()
                    .map_or_else(|_| "?".to_owned(), |r| r.to_string())
            ))
        })?;
        let node = |x: &Bound<'py, PyAny>| -> PyResult<u32> {
            let k = number(x, "a node")?;
            u32::try_from(k)
                .ok()
                .filter(|&k| (k as usize) < nodes)
                .ok_or_else(|| {
                    PyValueError::new_err(format!(
                        "the edge ({u}, {v}) names node {k}, not below n = {nodes}"
                    ))
                })
        };
        within(n, list.len() as u64 + 1, memory)?;
        list.push((node(&u)?, node(&v)?));
    }
    let (values, outcomes) = py.detach(|| solve(nodes, &list))?;
    let values: Vec<Bound<'py, PyAny>> = values
        .iter()
        .map(|v| value(py, v))
        .collect::<PyResult<_>>()?;
    let outcomes: Vec<&str> = outcomes.into_iter().map(code).collect();
    Ok((PyList::new(py, values)?, PyList::new(py, outcomes)?))
}

/// Every node's value and outcome.
fn solve(nodes: usize, edges: &[(u32, u32)]) -> PyResult<(Vec<Value>, Vec<GraphOutcome>)> {
    if edges.len() > grundy::graph::MAX_EDGES {
        return Err(value_error(grundy::graph::GraphError::TooManyEdges));
    }
    let mut offsets = zeros(nodes + 1)?;
    let mut targets = zeros(edges.len())?;
    let graph = Graph::from_edges(nodes, edges.iter().copied(), &mut offsets, &mut targets)
        .map_err(value_error)?;
    let mut raw = zeros(nodes)?;
    let mut scratch = zeros(graph.scratch_len())?;
    let computed = GraphValues::compute(graph, &mut raw, &mut scratch).map_err(value_error)?;
    drop(scratch);
    let mut values = Vec::with_capacity(nodes);
    let mut outcomes = Vec::with_capacity(nodes);
    let mut k = Vec::new();
    for u in 0..nodes as u32 {
        outcomes.push(computed.outcome(&[u]).map_err(value_error)?);
        values.push(match computed.value(u).map_err(value_error)? {
            grundy::graph::Value::Finite(g) => Value::Finite(u64::from(g)),
            grundy::graph::Value::Infinite => {
                k.resize(graph.followers(u).map_err(value_error)?.len(), 0);
                let set = computed.k_set(u, &mut k).map_err(value_error)?;
                Value::Infinite(set.iter().map(|&g| u64::from(g)).collect())
            }
        });
    }
    Ok((values, outcomes))
}
