//! Any finite impartial game given as a directed graph, loopy ones included.
//!
//! The game: nodes are positions and an edge `u → v` is a move from `u` to `v`. One or more
//! tokens sit on nodes; a move slides one token along one edge; whoever cannot move loses, and
//! a play that never ends is a draw. Cycles are allowed, so outcomes are three-valued
//! ([`GraphOutcome`]: a win for the player to move, a loss, or a draw).
//!
//! Each node gets its value under the **generalized Sprague–Grundy function** γ of C. A. B.
//! Smith ("Graphs and composite games", J. Combin. Theory 1, 1966) in the form of A. S. Fraenkel
//! and Y. Yesha ("The generalized Sprague–Grundy function and its invariance under certain
//! mappings", J. Combin. Theory A 43, 1986): a finite number, or `∞(K)` where `K` is the set
//! of finite values among the node's followers. For a sum of tokens (Smith's theorem):
//!
//! - every token on a finite value: the XOR of the values, a loss exactly when it is 0;
//! - exactly one token on `∞(K)`: a win when the XOR `a` of the others is in `K` (move that
//!   token to a follower of value `a`), a draw otherwise;
//! - two or more tokens on `∞`: a draw.
//!
//! Everything lives in the caller's buffers: the graph in compressed sparse rows
//! ([`Graph`]: `offsets` and `targets`, built from an edge list by [`Graph::from_edges`]),
//! the values in a `&mut [u32]` of one entry per node, the work space in a scratch slice of
//! [`Graph::scratch_len`] entries. Nothing recurses: 10^6 nodes and 10^7 edges, or a path
//! 10^6 long, need no stack.
//!
//! ```
//! use grundy::Graph;
//! use grundy::graph::{GraphOutcome, GraphValues, Value};
//!
//! // 0 → 1 → 2 → 0 is a cycle; 2 may also leave it for the terminal node 3.
//! let edges = [(0, 1), (1, 2), (2, 0), (2, 3)];
//! let (mut offsets, mut targets) = ([0u32; 5], [0u32; 4]);
//! let graph = Graph::from_edges(4, edges, &mut offsets, &mut targets)?;
//! let mut values = [0u32; 4];
//! let mut scratch = vec![0u32; graph.scratch_len()];
//! let values = GraphValues::compute(graph, &mut values, &mut scratch)?;
//!
//! assert_eq!(values.value(3)?, Value::Finite(0));
//! assert_eq!(values.value(1)?, Value::Finite(0)); // its only move hands 2 to the opponent
//! assert_eq!(values.value(0)?, Value::Finite(1));
//! assert_eq!(values.value(2)?, Value::Finite(2)); // moves to values 1 and 0
//! assert_eq!(values.outcome(&[0, 0])?, GraphOutcome::Loss); // 1 XOR 1 = 0
//! assert_eq!(values.outcome(&[0, 2])?, GraphOutcome::Win); // 1 XOR 2 = 3
//!
//! // A node whose only move is to itself is a draw: ∞ with K = {}.
//! let (mut offsets, mut targets) = ([0u32; 3], [0u32; 2]);
//! let graph = Graph::from_edges(2, [(0, 0), (0, 1)], &mut offsets, &mut targets)?;
//! let mut values = [0u32; 2];
//! let mut scratch = vec![0u32; graph.scratch_len()];
//! let values = GraphValues::compute(graph, &mut values, &mut scratch)?;
//! assert_eq!(values.value(0)?, Value::Infinite); // ∞(K = {0}): loop, or move to 1
//! assert_eq!(values.outcome(&[0])?, GraphOutcome::Win); // 0 is in K: move to 1
//! assert_eq!(values.outcome(&[0, 0])?, GraphOutcome::Draw); // two tokens on ∞
//! # Ok::<(), grundy::graph::GraphError>(())
//! ```
//!
//! # The algorithm
//!
//! First the nodes from which no cycle can be reached get the ordinary mex, in reverse
//! topological order (Kahn's algorithm on the reversed edges). Then the remaining nodes are
//! labelled in stages `m = 0, 1, 2, …` (the labelling of Fraenkel and Yesha): in stage `m`
//! a node is *marked* when one of its followers has value `m`; an unlabelled, unmarked node
//! gets value `m` once every follower that is unlabelled or `∞` is marked; at the end of the
//! stage every unlabelled, unmarked node gets `∞` (it has no follower of value `m`, so it can
//! never have a value above `m`). Each stage is a retrograde pass driven by counters: a node
//! counts its unmarked, unlabelled-or-`∞` followers and is labelled when the count reaches 0.
//!
//! Cost: O(n + e) for the acyclic part, plus, for every node `p` that can reach a cycle,
//! `indeg(p)` for each stage in which it is marked — at most the number of distinct finite
//! values among its followers. So O(n + e + Σₚ indeg(p) · |K(p)|), at most
//! O((n + e) · (stages + 1)) where the number of stages is one more than the largest finite
//! value of a node that can reach a cycle.

use core::fmt;

mod labeller;
mod loopy;
mod remoteness;
mod values;

use labeller::{Buffers, Labeller, at, buffers};
pub use loopy::{GraphOutcome, LoopySum, SumValue, Value};
pub use remoteness::{DRAWN, GraphRemoteness, Remoteness};
pub use values::GraphValues;

/// The most nodes a graph may have: node numbers and values must fit a `u32` with two codes
/// to spare (one for `∞`, one for "not yet labelled" while computing).
pub const MAX_NODES: usize = u32::MAX as usize - 1;

/// The most edges a graph may have: offsets are `u32`.
pub const MAX_EDGES: usize = u32::MAX as usize;

/// How `∞` is written in the values slice [`GraphValues::compute`] fills.
pub const INFINITE: u32 = u32::MAX;

/// A node not yet labelled, while computing; never left in the values.
const UNLABELLED: u32 = u32::MAX - 1;

/// Whether a node is unlabelled or `∞`: a follower whose value is not (yet) finite.
const fn is_open(value: u32) -> bool {
    value >= UNLABELLED
}

/// Which caller buffer was too small.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum GraphBuffer {
    /// The offsets of the rows: one per node, plus one.
    Offsets,
    /// The targets of the edges: one per edge.
    Targets,
    /// The values: one per node.
    Values,
    /// The work space of [`GraphValues::compute`]: [`Graph::scratch_len`] entries.
    Scratch,
    /// The buffer [`GraphValues::k_set`] writes `K` into.
    KSet,
}

impl fmt::Display for GraphBuffer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Offsets => "offsets",
            Self::Targets => "targets",
            Self::Values => "values",
            Self::Scratch => "scratch",
            Self::KSet => "K set",
        })
    }
}

/// A graph, a token position or a move was refused.
///
/// The fields number nodes and tokens from 0, as the API does; the messages number them
/// from 1, as front ends show them (the same convention as [`crate::error::IllegalMove`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum GraphError {
    /// The offsets are empty: they need one entry per node plus one.
    NoOffsets,
    /// The first offset must be 0.
    FirstOffset {
        /// The first offset given.
        first: u32,
    },
    /// The offsets must not decrease.
    OffsetsDecrease {
        /// The node whose row ends before it starts.
        node: usize,
    },
    /// The last offset must equal the number of targets.
    LastOffset {
        /// The last offset given.
        last: u32,
        /// The number of targets.
        targets: usize,
    },
    /// An edge names a node outside the graph.
    EdgeOutOfRange {
        /// The edge's tail.
        from: u32,
        /// The edge's head.
        to: u32,
        /// How many nodes there are.
        nodes: usize,
    },
    /// More nodes than [`MAX_NODES`].
    TooManyNodes {
        /// How many were asked for.
        nodes: usize,
    },
    /// More edges than [`MAX_EDGES`].
    TooManyEdges,
    /// A caller buffer is too small.
    BufferTooSmall {
        /// Which one.
        buffer: GraphBuffer,
        /// The entries it needs.
        needed: usize,
        /// The entries it has.
        given: usize,
    },
    /// A node number (of a token, or given to a query) is outside the graph.
    NoSuchNode {
        /// The node named.
        node: u32,
        /// How many nodes there are.
        nodes: usize,
    },
    /// A move names a token that does not exist.
    NoSuchToken {
        /// The token named.
        token: usize,
        /// How many tokens there are.
        tokens: usize,
    },
    /// A move slides a token where no edge leads.
    NotAnEdge {
        /// The token's node.
        from: u32,
        /// Where the move would put it.
        to: u32,
    },
    /// A node was given a value that is not below [`MAX_NODES`] (the two codes above are
    /// taken by `∞` and "not yet labelled").
    SeedTooLarge {
        /// The node.
        node: u32,
        /// The value it was given.
        value: u32,
    },
}

impl fmt::Display for GraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let one = |n: u32| u64::from(n) + 1;
        match *self {
            Self::NoOffsets => f.write_str("the offsets are empty (they need nodes + 1 entries)"),
            Self::FirstOffset { first } => write!(f, "the first offset is {first}, not 0"),
            Self::OffsetsDecrease { node } => write!(
                f,
                "the offsets decrease at node {} (its row ends before it starts)",
                node as u128 + 1
            ),
            Self::LastOffset { last, targets } => write!(
                f,
                "the last offset is {last} but there are {targets} edge targets"
            ),
            Self::EdgeOutOfRange { from, to, nodes } => write!(
                f,
                "the edge {} -> {} leaves the graph of {nodes} nodes",
                one(from),
                one(to)
            ),
            Self::TooManyNodes { nodes } => {
                write!(f, "{nodes} nodes given, at most {MAX_NODES} fit")
            }
            Self::TooManyEdges => write!(f, "more than {MAX_EDGES} edges given"),
            Self::BufferTooSmall {
                buffer,
                needed,
                given,
            } => write!(
                f,
                "the {buffer} buffer holds {given} entries, {needed} are needed"
            ),
            Self::NoSuchNode { node, nodes } => {
                write!(f, "there is no node {} (there are {nodes})", one(node))
            }
            Self::NoSuchToken { token, tokens } => write!(
                f,
                "there is no token {} (there are {tokens})",
                token as u128 + 1
            ),
            Self::NotAnEdge { from, to } => write!(
                f,
                "no edge leads from node {} to node {}",
                one(from),
                one(to)
            ),
            Self::SeedTooLarge { node, value } => write!(
                f,
                "node {} is given the value {value}, which is not below {MAX_NODES}",
                one(node)
            ),
        }
    }
}

impl core::error::Error for GraphError {}

/// The row `node` of a compressed-sparse-row structure (empty when out of range).
fn row<'a>(offsets: &[u32], items: &'a [u32], node: u32) -> &'a [u32] {
    let i = node as usize;
    match (
        offsets.get(i),
        i.checked_add(1).and_then(|j| offsets.get(j)),
    ) {
        (Some(&start), Some(&end)) => items.get(start as usize..end as usize).unwrap_or(&[]),
        _ => &[],
    }
}

/// A directed graph over caller slices, in compressed sparse rows: the followers of node `u`
/// are `targets[offsets[u]..offsets[u + 1]]`. Nodes are numbered from 0.
///
/// Built by [`Graph::new`] (which validates the rows) or [`Graph::from_edges`]. Self-loops
/// and repeated edges are allowed; a repeated edge is the same move listed twice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Graph<'a> {
    offsets: &'a [u32],
    targets: &'a [u32],
}

impl<'a> Graph<'a> {
    /// The graph with rows `offsets` (one entry per node plus one, from 0, never decreasing,
    /// ending at `targets.len()`) and edge heads `targets`.
    ///
    /// # Errors
    /// [`GraphError`] naming the first defect: empty or malformed offsets, an edge leading
    /// outside the graph, more than [`MAX_NODES`] nodes.
    pub fn new(offsets: &'a [u32], targets: &'a [u32]) -> Result<Self, GraphError> {
        let (&first, rest) = offsets.split_first().ok_or(GraphError::NoOffsets)?;
        let nodes = rest.len();
        if nodes > MAX_NODES {
            return Err(GraphError::TooManyNodes { nodes });
        }
        if first != 0 {
            return Err(GraphError::FirstOffset { first });
        }
        // Branch-free passes that the compiler vectorises; the rows are walked one by one
        // only to name a defect.
        let decreases = offsets
            .iter()
            .zip(rest)
            .fold(false, |bad, (&start, &end)| bad | (end < start));
        if decreases {
            let mut start = first;
            for (node, &end) in rest.iter().enumerate() {
                if end < start {
                    return Err(GraphError::OffsetsDecrease { node });
                }
                start = end;
            }
        }
        let last = rest.last().copied().unwrap_or(first);
        if last as usize != targets.len() {
            return Err(GraphError::LastOffset {
                last,
                targets: targets.len(),
            });
        }
        let graph = Self { offsets, targets };
        let limit = u32::try_from(nodes).unwrap_or(u32::MAX);
        if targets.iter().fold(false, |bad, &t| bad | (t >= limit)) {
            for from in 0..limit {
                if let Some(&to) = graph.followers_of(from).iter().find(|&&t| t >= limit) {
                    return Err(GraphError::EdgeOutOfRange { from, to, nodes });
                }
            }
        }
        Ok(graph)
    }

    /// The graph of `nodes` nodes with the edges `(from, to)` of `edges`, written into the
    /// caller's `offsets` (at least `nodes + 1` entries) and `targets` (at least one per edge)
    /// by a counting sort: two passes over `edges`, which must yield the same edges both
    /// times. Each node's followers keep the order of the list.
    ///
    /// ```
    /// let (mut offsets, mut targets) = ([0u32; 4], [0u32; 3]);
    /// let g = grundy::Graph::from_edges(3, [(2, 0), (0, 1), (2, 1)], &mut offsets, &mut targets)?;
    /// assert_eq!(g.followers(2)?, &[0, 1]);
    /// assert_eq!(g.offsets(), &[0, 1, 1, 3]);
    /// # Ok::<(), grundy::graph::GraphError>(())
    /// ```
    ///
    /// # Errors
    /// [`GraphError::TooManyNodes`], [`GraphError::TooManyEdges`],
    /// [`GraphError::EdgeOutOfRange`], or [`GraphError::BufferTooSmall`] naming the buffer.
    pub fn from_edges<I>(
        nodes: usize,
        edges: I,
        offsets: &'a mut [u32],
        targets: &'a mut [u32],
    ) -> Result<Self, GraphError>
    where
        I: IntoIterator<Item = (u32, u32)>,
        I::IntoIter: Clone,
    {
        if nodes > MAX_NODES {
            return Err(GraphError::TooManyNodes { nodes });
        }
        let given = offsets.len();
        let offsets = offsets
            .get_mut(..=nodes)
            .ok_or(GraphError::BufferTooSmall {
                buffer: GraphBuffer::Offsets,
                needed: nodes + 1,
                given,
            })?;
        offsets.fill(0);
        let edges = edges.into_iter();
        let mut count: u64 = 0;
        for (from, to) in edges.clone() {
            if from as usize >= nodes || to as usize >= nodes {
                return Err(GraphError::EdgeOutOfRange { from, to, nodes });
            }
            count += 1;
            if count > MAX_EDGES as u64 {
                return Err(GraphError::TooManyEdges);
            }
            // The row of `from` ends at offsets[from + 1]; fewer than 2^32 edges in all.
            if let Some(c) = offsets.get_mut(from as usize + 1) {
                *c += 1;
            }
        }
        // count ≤ MAX_EDGES, a usize.
        let edge_count = usize::try_from(count).unwrap_or(usize::MAX);
        let given = targets.len();
        let targets = targets
            .get_mut(..edge_count)
            .ok_or(GraphError::BufferTooSmall {
                buffer: GraphBuffer::Targets,
                needed: edge_count,
                given,
            })?;
        // offsets[u + 1] = end of row u; offsets[u] = start of row u, used as the cursor.
        let mut sum = 0u32;
        for o in offsets.iter_mut() {
            sum += *o;
            *o = sum;
        }
        for (from, to) in edges {
            let Some(cursor) = offsets.get_mut(from as usize) else {
                continue;
            };
            if let Some(slot) = targets.get_mut(*cursor as usize) {
                *slot = to;
            }
            *cursor = cursor.saturating_add(1);
        }
        // Now offsets[u] = end of row u = start of row u + 1: shift right by one.
        offsets.copy_within(..nodes, 1);
        if let Some(first) = offsets.first_mut() {
            *first = 0;
        }
        // A second pass that differed from the first is caught here.
        Graph::new(offsets, targets)
    }

    /// The graph of a Nim heap of `size`: nodes `0..=size`, an edge from every `k` to every
    /// smaller `j`. Node `k` has Grundy value `k`. It has `size · (size + 1) / 2` edges.
    ///
    /// # Errors
    /// As [`Graph::from_edges`].
    pub fn nim_heap(
        size: u32,
        offsets: &'a mut [u32],
        targets: &'a mut [u32],
    ) -> Result<Self, GraphError> {
        // On a 32-bit target u32::MAX + 1 nodes do not fit a usize: too many either way.
        let nodes = (size as usize).saturating_add(1);
        let edges = (0..=size).flat_map(|k| (0..k).map(move |j| (k, j)));
        Self::from_edges(nodes, edges, offsets, targets)
    }

    /// The number of nodes.
    pub const fn nodes(&self) -> usize {
        self.offsets.len().saturating_sub(1)
    }

    /// The number of edges.
    pub const fn edges(&self) -> usize {
        self.targets.len()
    }

    /// The row offsets, one per node plus one.
    pub const fn offsets(&self) -> &'a [u32] {
        self.offsets
    }

    /// The heads of the edges, row by row.
    pub const fn targets(&self) -> &'a [u32] {
        self.targets
    }

    /// The followers of `node` (where one move from it leads), in row order.
    ///
    /// # Errors
    /// [`GraphError::NoSuchNode`] when `node` is outside the graph.
    pub fn followers(&self, node: u32) -> Result<&'a [u32], GraphError> {
        self.check(node)?;
        Ok(self.followers_of(node))
    }

    /// The followers of a node known to be in range.
    fn followers_of(&self, node: u32) -> &'a [u32] {
        row(self.offsets, self.targets, node)
    }

    fn check(&self, node: u32) -> Result<(), GraphError> {
        if (node as usize) < self.nodes() {
            Ok(())
        } else {
            Err(GraphError::NoSuchNode {
                node,
                nodes: self.nodes(),
            })
        }
    }

    /// The entries of the scratch buffer [`GraphValues::compute`] needs: `6n + 1 + e` for `n`
    /// nodes and `e` edges (the reversed graph, then five arrays of one entry per node),
    /// saturating at `usize::MAX` (which no buffer reaches).
    pub const fn scratch_len(&self) -> usize {
        let n = self.nodes();
        n.saturating_mul(6)
            .saturating_add(1)
            .saturating_add(self.edges())
    }

    /// The entries of the scratch buffer [`GraphRemoteness::compute`] needs: `3n + 1 + e`
    /// (the reversed graph, a counter and a queue of one entry per node), saturating.
    pub const fn remoteness_scratch_len(&self) -> usize {
        let n = self.nodes();
        n.saturating_mul(3)
            .saturating_add(1)
            .saturating_add(self.edges())
    }
}

/// Slide token `token` (an index into the tokens, from 0) to node `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GraphMove {
    /// Which token, from 0.
    pub token: usize,
    /// The node it moves to, from 0.
    pub to: u32,
}

impl fmt::Display for GraphMove {
    /// `move token 1 to node 4` (tokens and nodes counted from 1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "move token {} to node {}",
            self.token as u128 + 1,
            u64::from(self.to) + 1
        )
    }
}
