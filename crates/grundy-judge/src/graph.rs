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

use grundy::Graph;
use grundy::graph::{GraphError, MAX_NODES};

use crate::parse::{BUFFER, Expect, Fail, Source};
use crate::{Field, JudgeReason, Progress, SolveError, Unit};

/// The format name [`read_graph`]'s errors carry ([`crate::JudgeError::format`]).
pub const GRAPH_FORMAT: &str = "graph";

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

/// The most bytes a graph of `nodes` nodes, `edges` edges and `tokens` tokens takes from
/// [`read_graph`] through [`grundy::graph::GraphValues::compute`]: its rows (`4(n + 1) + 4e`), the
/// edges as they arrive (`16e`: pairs of `u32` in a vector that may be twice as long as
/// its contents), the values and the scratch of the computation (`4n + 4(6n + 1 + e)`) and
/// the tokens (`8k`); everything counted as held at once, so the true peak is lower.
pub const fn graph_bytes(nodes: u64, edges: u64, tokens: u64) -> u128 {
    let (n, e, k) = (nodes as u128, edges as u128, tokens as u128);
    32 * n + 24 * e + 8 * k + 8
}

/// Reads a graph in the format above, within `memory` bytes ([`graph_bytes`]): a graph
/// that needs more is refused as soon as its size is read ([`JudgeReason::MemoryBudget`]),
/// before the memory is touched (Linux promises memory it may not have, so a reservation
/// that succeeds proves nothing).
///
/// # Errors
/// [`SolveError::Input`] at the first token that does not fit (a node outside 1..=n, more or
/// fewer numbers than announced, a count past the core's capacity or the memory's),
/// [`SolveError::Read`] when the reader fails.
pub fn read_graph(input: impl Read, memory: u64) -> Result<GraphInput, SolveError> {
    let mut source = Source::named(GRAPH_FORMAT, input, BUFFER);
    let n = source.number(Expect::any(Field::NodeCount), None)?;
    if usize::try_from(n).is_ok_and(|n| n > MAX_NODES) || usize::try_from(n).is_err() {
        return Err(source
            .error_at_token(JudgeReason::TooManyNodes { given: n })
            .into());
    }
    let within = |edges: u64, tokens: u64| {
        let needed = graph_bytes(n, edges, tokens);
        (needed > u128::from(memory)).then(|| JudgeReason::MemoryBudget {
            nodes: n,
            edges,
            needed_mib: u64::try_from(needed.div_ceil(1 << 20)).unwrap_or(u64::MAX),
            budget_mib: memory >> 20,
        })
    };
    if let Some(over) = within(0, 0) {
        return Err(source.error_at_token(over).into());
    }
    let m = source.number(Expect::any(Field::EdgeCount), None)?;
    if m > u64::from(u32::MAX) {
        return Err(source
            .error_at_token(JudgeReason::TooManyEdges { given: m })
            .into());
    }
    let node = |source: &mut Source<_>, what, progress| -> Result<u32, Fail> {
        let v = source.number(Expect::positive(what), progress)?;
        if v > n {
            return Err(source.error_at_token(JudgeReason::NoSuchNode { node: v, nodes: n }));
        }
        // 1 ≤ v ≤ n ≤ MAX_NODES.
        Ok(u32::try_from(v - 1).unwrap_or(u32::MAX))
    };
    // The edges as they arrive: a lying m costs nothing until its edges are there.
    let mut edges: Vec<(u32, u32)> = Vec::new();
    // The most edges within the memory budget (`within` says why past it).
    let edge_room = u128::from(memory).saturating_sub(graph_bytes(n, 0, 0)) / 24;
    let mut done = 0;
    while done < m {
        // The common lines: two nodes in range, read straight from the buffer while they last.
        done += source.pairs(m - done, |u, v| {
            let fits = (1..=n).contains(&u)
                && (1..=n).contains(&v)
                && (edges.len() as u128) < edge_room
                && room(&mut edges);
            if fits {
                // 1 ≤ u, v ≤ n ≤ MAX_NODES.
                edges.push((
                    u32::try_from(u - 1).unwrap_or(u32::MAX),
                    u32::try_from(v - 1).unwrap_or(u32::MAX),
                ));
            }
            fits
        });
        if done == m {
            break;
        }
        // Any other line, or the end of the buffer: one edge read the careful way.
        let progress = Some(Progress {
            done,
            total: m,
            unit: Unit::Edges,
        });
        let u = node(&mut source, Field::MoveFrom, progress)?;
        let v = node(&mut source, Field::MoveTo, progress)?;
        if let Some(over) = within(done + 1, 0) {
            return Err(source.error_at_token(over).into());
        }
        if !room(&mut edges) {
            return Err(source.error_at_token(JudgeReason::EdgesOutOfMemory).into());
        }
        edges.push((u, v));
        done += 1;
    }
    let mut tokens = Vec::new();
    if !source.at_end()? {
        let k = source.number(Expect::any(Field::TokenCount), None)?;
        for done in 0..k {
            let progress = Some(Progress {
                done,
                total: k,
                unit: Unit::Tokens,
            });
            let t = node(&mut source, Field::TokenNode, progress)?;
            if let Some(over) = within(edges.len() as u64, done + 1) {
                return Err(source.error_at_token(over).into());
            }
            tokens
                .try_reserve(1)
                .map_err(|_| source.error_at_token(JudgeReason::TokensOutOfMemory))?;
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
            .error_at_token(JudgeReason::GraphOutOfMemory { nodes: n, edges: m })
            .into());
    }
    offsets.resize(rows.unwrap_or(0), 0);
    targets.resize(count, 0);
    Graph::from_edges(nodes, edges.iter().copied(), &mut offsets, &mut targets)
        .map_err(|e| source.error_at_token(JudgeReason::Graph(e)))?;
    Ok(GraphInput {
        offsets,
        targets,
        tokens,
    })
}

/// Whether `edges` has room for one more, growing it by doubling (at least 1024) only when
/// full: one call to the allocator per doubling, not one check per edge, and no more room
/// than the edges that have arrived.
#[inline]
fn room(edges: &mut Vec<(u32, u32)>) -> bool {
    edges.len() < edges.capacity() || edges.try_reserve(edges.len().max(1024)).is_ok()
}
