//! A game given as a graph, read from text in the strict way of the judge formats:
//!
//! ```text
//! n m          the number of nodes (numbered 1..=n) and of edges
//! u v          m lines: a move from node u to node v
//! k t1 … tk    optional: k tokens, on nodes t1 … tk
//! ```
//!
//! Errors name the line and column (`graph: line 3, column 5: …`), as for the judge
//! problems. Memory is the graph itself: the edges as they arrive, then its rows.

use std::io::Read;

use grundy::{Graph, GraphError, MAX_NODES};

use crate::SolveError;
use crate::parse::{BUFFER, Expect, Fail, Progress, Source};

/// A graph and its tokens, as read: rows in the compressed form [`grundy::Graph`] views.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphInput {
    /// Where each node's followers start in `targets` (n + 1 entries).
    pub offsets: Vec<u32>,
    /// The followers of every node, node after node (0-based).
    pub targets: Vec<u32>,
    /// The nodes the tokens are on, 0-based; empty when no token line was given.
    pub tokens: Vec<u32>,
}

impl GraphInput {
    /// The graph these rows describe.
    ///
    /// # Errors
    /// Never for a `GraphInput` from [`read_graph`], which builds valid rows.
    pub fn graph(&self) -> Result<Graph<'_>, GraphError> {
        Graph::new(&self.offsets, &self.targets)
    }
}

/// Reads a graph in the format above.
///
/// # Errors
/// [`SolveError::Input`] at the first token that does not fit (a node outside 1..=n, more or
/// fewer numbers than announced, a count past the core's capacity or the memory's),
/// [`SolveError::Read`] when the reader fails.
pub fn read_graph(input: impl Read) -> Result<GraphInput, SolveError> {
    let mut source = Source::named("graph", input, BUFFER);
    let n = source.number(Expect::any("the number of nodes n"), None)?;
    if usize::try_from(n).is_ok_and(|n| n > MAX_NODES) || usize::try_from(n).is_err() {
        return Err(source
            .error_at_token(format!(
                "at most {MAX_NODES} nodes are supported, {n} given"
            ))
            .into());
    }
    let m = source.number(Expect::any("the number of edges m"), None)?;
    if m > u64::from(u32::MAX) {
        return Err(source
            .error_at_token(format!(
                "at most {} edges are supported, {m} given",
                u32::MAX
            ))
            .into());
    }
    let node = |source: &mut Source<_>, what, progress| -> Result<u32, Fail> {
        let v = source.number(Expect::positive(what), progress)?;
        if v > n {
            return Err(
                source.error_at_token(format!("node {v} does not exist: the nodes are 1 to {n}"))
            );
        }
        // 1 ≤ v ≤ n ≤ MAX_NODES.
        Ok(u32::try_from(v - 1).unwrap_or(u32::MAX))
    };
    // The edges as they arrive: a lying m costs nothing until its edges are there.
    let mut edges: Vec<(u32, u32)> = Vec::new();
    for done in 0..m {
        let progress = Some(Progress {
            done,
            total: m,
            unit: "edges",
        });
        let u = node(&mut source, "the node a move starts from", progress)?;
        let v = node(&mut source, "the node a move leads to", progress)?;
        edges
            .try_reserve(1)
            .map_err(|_| source.error_at_token("the edges do not fit in memory".to_owned()))?;
        edges.push((u, v));
    }
    let mut tokens = Vec::new();
    if !source.at_end()? {
        let k = source.number(Expect::any("the number of tokens k"), None)?;
        for done in 0..k {
            let progress = Some(Progress {
                done,
                total: k,
                unit: "tokens",
            });
            let t = node(&mut source, "the node of a token", progress)?;
            tokens
                .try_reserve(1)
                .map_err(|_| source.error_at_token("the tokens do not fit in memory".to_owned()))?;
            tokens.push(t);
        }
    }
    source.end()?;
    // n ≤ MAX_NODES, m ≤ u32::MAX: both fit usize on the hosts this runs on.
    let (nodes, count) = (usize::try_from(n).unwrap_or(MAX_NODES), edges.len());
    let mut offsets = Vec::new();
    let mut targets = Vec::new();
    let rows = usize::try_from(n).ok().and_then(|n| n.checked_add(1));
    let fits = rows.is_some_and(|r| offsets.try_reserve_exact(r).is_ok())
        && targets.try_reserve_exact(count).is_ok();
    if !fits {
        return Err(source
            .error_at_token(format!(
                "a graph of {n} nodes and {m} edges does not fit in memory"
            ))
            .into());
    }
    offsets.resize(rows.unwrap_or(0), 0);
    targets.resize(count, 0);
    Graph::from_edges(nodes, edges.iter().copied(), &mut offsets, &mut targets)
        .map_err(|e| source.error_at_token(e.to_string()))?;
    Ok(GraphInput {
        offsets,
        targets,
        tokens,
    })
}
