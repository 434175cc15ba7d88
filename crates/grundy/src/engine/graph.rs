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

/// The value of one node under the generalized Sprague–Grundy function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// A finite value `g`: the node behaves exactly as a Nim heap of `g` in every sum.
    Finite(u32),
    /// `∞(K)`: `K`, the set of finite values among the node's followers, is listed by
    /// [`GraphValues::k_set`]. With one token alone the node is a win when `0 ∈ K`, else a
    /// draw.
    Infinite,
}

impl Value {
    /// The value stored in a values slice ([`INFINITE`] for `∞`).
    pub const fn from_raw(raw: u32) -> Self {
        if raw == INFINITE {
            Self::Infinite
        } else {
            Self::Finite(raw)
        }
    }
}

impl fmt::Display for Value {
    /// `3`, or `∞`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Finite(g) => write!(f, "{g}"),
            Self::Infinite => f.write_str("∞"),
        }
    }
}

/// Who wins a position of tokens with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GraphOutcome {
    /// The player to move wins (an N-position).
    Win,
    /// The player to move loses whatever they do (a P-position).
    Loss,
    /// Neither player can force a win: perfect play goes on forever.
    Draw,
}

impl fmt::Display for GraphOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Win => "win for the player to move",
            Self::Loss => "loss for the player to move",
            Self::Draw => "draw",
        })
    }
}

/// The generalized value of a sum of tokens (the generalized nim-sum of their values).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SumValue {
    /// Every token on a finite value: their XOR.
    Finite(u32),
    /// Exactly one token on `∞(K)`: the sum is `∞(K ⊕ xor)`, where `xor` is the XOR of the
    /// other tokens' values; a win when `xor ∈ K`, else a draw.
    Infinite {
        /// The index of the token on `∞`.
        token: usize,
        /// The XOR of the other tokens' values.
        xor: u32,
    },
    /// Two or more tokens on `∞`: the sum is `∞(∅)`, a draw.
    ManyInfinite {
        /// How many tokens are on `∞`.
        count: usize,
    },
}

/// The generalized nim-sum of games of any kind, each valued by the generalized
/// Sprague–Grundy function: a finite value (a Grundy value of any size, `Some(g)`), or `∞(K)`
/// (`None`, its `K` known to the caller). Smith's theorem, as for tokens on one graph
/// ([`GraphValues::sum`]): all finite, the XOR; one `∞(K)`, `∞(K ⊕ xor)` of the others;
/// two or more, `∞(∅)`, a draw.
///
/// ```
/// use grundy::graph::{GraphOutcome, LoopySum};
///
/// let sum = LoopySum::of([Some(3), None, Some(1)]);
/// assert_eq!(sum, LoopySum::Infinite { component: 1, xor: 2 });
/// // K = {0, 2}: 2 ∈ K, so the player to move wins, by moving the ∞ component to value 2.
/// let k = [0u128, 2];
/// assert_eq!(sum.outcome(|x| k.contains(&x)), GraphOutcome::Win);
/// assert_eq!(sum.winning_target(1, None), Some(2));
/// assert_eq!(sum.winning_target(0, Some(3)), None);
/// assert_eq!(LoopySum::of([Some(5), Some(5)]).outcome(|_| false), GraphOutcome::Loss);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LoopySum {
    /// Every component finite: the XOR of their values.
    Finite(u128),
    /// Exactly one component on `∞(K)`: the sum is `∞(K ⊕ xor)`.
    Infinite {
        /// The component on `∞`, from 0.
        component: usize,
        /// The XOR of the other components' values.
        xor: u128,
    },
    /// Two or more components on `∞`: the sum is `∞(∅)`.
    ManyInfinite {
        /// How many.
        count: usize,
    },
}

impl LoopySum {
    /// The sum of `values`, in order (`None` for `∞`).
    pub fn of(values: impl IntoIterator<Item = Option<u128>>) -> Self {
        let (mut xor, mut infinite, mut first) = (0u128, 0usize, None);
        for (i, v) in values.into_iter().enumerate() {
            match v {
                Some(g) => xor ^= g,
                None => {
                    infinite += 1;
                    first.get_or_insert(i);
                }
            }
        }
        match (infinite, first) {
            (0, _) => Self::Finite(xor),
            (1, Some(component)) => Self::Infinite { component, xor },
            (count, _) => Self::ManyInfinite { count },
        }
    }

    /// Who wins, for the player to move; `in_k(x)` says whether `x` is in the `K` of the one
    /// component on `∞` (asked only then).
    pub fn outcome(self, in_k: impl FnOnce(u128) -> bool) -> GraphOutcome {
        match self {
            Self::Finite(0) => GraphOutcome::Loss,
            Self::Finite(_) => GraphOutcome::Win,
            Self::Infinite { xor, .. } if in_k(xor) => GraphOutcome::Win,
            Self::Infinite { .. } | Self::ManyInfinite { .. } => GraphOutcome::Draw,
        }
    }

    /// The value component `component` (of value `value`) must move to for the player then
    /// to move to lose: `g ⊕ X` in a finite sum of XOR `X ≠ 0`; in a sum with one `∞`
    /// component, the XOR of the others, for that component only. `None` where no move in
    /// that component wins.
    pub fn winning_target(self, component: usize, value: Option<u128>) -> Option<u128> {
        match (self, value) {
            (Self::Finite(x), Some(g)) if x != 0 => Some(g ^ x),
            (Self::Infinite { component: c, xor }, None) if c == component => Some(xor),
            _ => None,
        }
    }

    /// The `K` of the sum, `K ⊕ xor`, from the `K` of its one component on `∞`; empty for
    /// a finite sum or one with two or more components on `∞`.
    pub fn k_set(self, k: impl IntoIterator<Item = u128>) -> impl Iterator<Item = u128> {
        let shift = match self {
            Self::Infinite { xor, .. } => Some(xor),
            _ => None,
        };
        k.into_iter()
            .filter(move |_| shift.is_some())
            .map(move |g| g ^ shift.unwrap_or(0))
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

/// What a position's tokens add up to: how many sit on `∞`, the first two of those, and the
/// XOR of the finite values. Enough to judge any single move in O(1) (plus a scan of one
/// node's followers to test membership in `K`).
#[derive(Clone, Copy, Debug)]
struct Tally {
    infinite: usize,
    first: Option<usize>,
    second: Option<usize>,
    xor: u32,
}

/// The generalized Sprague–Grundy values of every node of a graph, in caller storage, and
/// the outcomes and best moves of any position of tokens.
#[derive(Clone, Copy, Debug)]
pub struct GraphValues<'a> {
    graph: Graph<'a>,
    values: &'a [u32],
}

impl<'a> GraphValues<'a> {
    /// Computes the value of every node of `graph` into `values` (one entry per node; a finite
    /// value, or [`INFINITE`]), with `scratch` (at least [`Graph::scratch_len`] entries) as
    /// work space. No recursion, no allocation; see the module documentation for the
    /// algorithm and its cost.
    ///
    /// # Errors
    /// [`GraphError::BufferTooSmall`] when `values` or `scratch` is too small.
    pub fn compute(
        graph: Graph<'a>,
        values: &'a mut [u32],
        scratch: &mut [u32],
    ) -> Result<Self, GraphError> {
        Self::compute_seeded(graph, values, scratch, |_| None)
    }

    /// As [`GraphValues::compute`], where `seed(node)` gives some nodes a finite value of the
    /// caller's: such a node is labelled with it whatever its followers, as if it were a Nim
    /// heap of that size. This is how a game whose positions are only partly a graph is
    /// solved: a position whose play cannot repeat is valued first (by the ordinary mex, or as
    /// a sum of such positions), then stands in the graph as one node without followers and
    /// its value. A node of finite value `g` behaves exactly as a Nim heap of `g` in every
    /// sum, loopy ones included (Smith 1966), so the other nodes get the values they would
    /// get in the whole game.
    ///
    /// ```
    /// use grundy::Graph;
    /// use grundy::graph::{GraphValues, Value};
    ///
    /// // 0 ⇄ 1, and 1 may also move to node 2, which stands for a position of value 3.
    /// let (mut offsets, mut targets) = ([0u32; 4], [0u32; 3]);
    /// let graph = Graph::from_edges(3, [(0, 1), (1, 0), (1, 2)], &mut offsets, &mut targets)?;
    /// let (mut values, mut scratch) = ([0u32; 3], vec![0u32; graph.scratch_len()]);
    /// let values =
    ///     GraphValues::compute_seeded(graph, &mut values, &mut scratch, |n| (n == 2).then_some(3))?;
    /// assert_eq!(values.value(2)?, Value::Finite(3));
    /// assert_eq!(values.value(1)?, Value::Infinite); // ∞(K = {3})
    /// # Ok::<(), grundy::graph::GraphError>(())
    /// ```
    ///
    /// # Errors
    /// [`GraphError::BufferTooSmall`] when `values` or `scratch` is too small,
    /// [`GraphError::SeedTooLarge`] when a seed is not below [`MAX_NODES`].
    #[expect(
        clippy::cast_possible_truncation,
        reason = "node indices are below MAX_NODES, below u32::MAX, as Graph::new checks"
    )]
    pub fn compute_seeded(
        graph: Graph<'a>,
        values: &'a mut [u32],
        scratch: &mut [u32],
        seed: impl Fn(u32) -> Option<u32>,
    ) -> Result<Self, GraphError> {
        let n = graph.nodes();
        for node in 0..n as u32 {
            if let Some(value) = seed(node).filter(|&v| is_open(v)) {
                return Err(GraphError::SeedTooLarge { node, value });
            }
        }
        let given = values.len();
        let values = values.get_mut(..n).ok_or(GraphError::BufferTooSmall {
            buffer: GraphBuffer::Values,
            needed: n,
            given,
        })?;
        let needed = graph.scratch_len();
        let small = GraphError::BufferTooSmall {
            buffer: GraphBuffer::Scratch,
            needed,
            given: scratch.len(),
        };
        let scratch = scratch.get_mut(..needed).ok_or(small)?;
        let (rev_offsets, rest) = scratch.split_at_mut_checked(n + 1).ok_or(small)?;
        let (rev_sources, rest) = rest.split_at_mut_checked(graph.edges()).ok_or(small)?;
        let (open, rest) = rest.split_at_mut_checked(n).ok_or(small)?;
        let (counter, rest) = rest.split_at_mut_checked(n).ok_or(small)?;
        let (stamp, rest) = rest.split_at_mut_checked(n).ok_or(small)?;
        let (queue, list) = rest.split_at_mut_checked(n).ok_or(small)?;
        reverse(graph, rev_offsets, rev_sources);
        let mut labeller = Labeller {
            graph,
            rev_offsets,
            rev_sources,
            values,
            open,
            counter,
            stamp,
            queue,
            list,
        };
        labeller.run(&seed);
        let Labeller { values, .. } = labeller;
        Ok(Self {
            graph,
            values: &*values,
        })
    }

    /// The graph.
    pub const fn graph(&self) -> Graph<'a> {
        self.graph
    }

    /// Every node's value as stored: finite, or [`INFINITE`]; see [`Value::from_raw`].
    pub const fn raw(&self) -> &'a [u32] {
        self.values
    }

    /// The value of `node`.
    ///
    /// # Errors
    /// [`GraphError::NoSuchNode`] when `node` is outside the graph.
    pub fn value(&self, node: u32) -> Result<Value, GraphError> {
        self.graph.check(node)?;
        Ok(self.value_of(node))
    }

    fn value_of(&self, node: u32) -> Value {
        Value::from_raw(self.values.get(node as usize).copied().unwrap_or(INFINITE))
    }

    /// A follower of `node` with finite value `value`, the first in row order: the move
    /// that turns a token on `node` into a Nim heap of `value`.
    ///
    /// # Errors
    /// [`GraphError::NoSuchNode`] when `node` is outside the graph.
    pub fn follower_with_value(&self, node: u32, value: u32) -> Result<Option<u32>, GraphError> {
        self.graph.check(node)?;
        Ok(self.find_value(node, value))
    }

    fn find_value(&self, node: u32, value: u32) -> Option<u32> {
        self.graph
            .followers_of(node)
            .iter()
            .copied()
            .find(|&w| self.value_of(w) == Value::Finite(value))
    }

    /// The set `K` of finite values among the followers of `node`, sorted, written into
    /// `buffer`. For a node of value `∞` this is the `K` of `∞(K)`; for a finite value `g`
    /// it holds `0..g` and possibly values above `g`, never `g`. Costs O(d · |K|) for `d`
    /// followers.
    ///
    /// # Errors
    /// [`GraphError::NoSuchNode`], or [`GraphError::BufferTooSmall`] when `buffer` cannot hold
    /// `K` (it never needs more entries than `node` has followers).
    pub fn k_set<'b>(&self, node: u32, buffer: &'b mut [u32]) -> Result<&'b [u32], GraphError> {
        let followers = self.graph.followers(node)?;
        let mut len = 0;
        for &w in followers {
            let Value::Finite(g) = self.value_of(w) else {
                continue;
            };
            let Some(set) = buffer.get(..len) else { break };
            let Err(at) = set.binary_search(&g) else {
                continue;
            };
            if len == buffer.len() {
                return Err(GraphError::BufferTooSmall {
                    buffer: GraphBuffer::KSet,
                    needed: followers.len(),
                    given: buffer.len(),
                });
            }
            let Some(tail) = buffer.get_mut(at..=len) else {
                break;
            };
            tail.rotate_right(1);
            if let Some(slot) = tail.first_mut() {
                *slot = g;
            }
            len += 1;
        }
        Ok(buffer.get(..len).unwrap_or(&[]))
    }

    fn tally(&self, tokens: &[u32]) -> Result<Tally, GraphError> {
        let mut t = Tally {
            infinite: 0,
            first: None,
            second: None,
            xor: 0,
        };
        for (i, &node) in tokens.iter().enumerate() {
            match self.value(node)? {
                Value::Finite(g) => t.xor ^= g,
                Value::Infinite => {
                    t.infinite += 1;
                    if t.first.is_none() {
                        t.first = Some(i);
                    } else if t.second.is_none() {
                        t.second = Some(i);
                    }
                }
            }
        }
        Ok(t)
    }

    /// The generalized value of the sum of the tokens on `tokens` (node numbers, repeats
    /// allowed; no token at all is the finite value 0).
    ///
    /// # Errors
    /// [`GraphError::NoSuchNode`] when a token is outside the graph.
    pub fn sum(&self, tokens: &[u32]) -> Result<SumValue, GraphError> {
        let t = self.tally(tokens)?;
        Ok(match (t.infinite, t.first) {
            (1, Some(token)) => SumValue::Infinite { token, xor: t.xor },
            (0, _) => SumValue::Finite(t.xor),
            (count, _) => SumValue::ManyInfinite { count },
        })
    }

    /// Who wins with perfect play when the player to move faces the tokens on `tokens`.
    ///
    /// # Errors
    /// [`GraphError::NoSuchNode`] when a token is outside the graph.
    pub fn outcome(&self, tokens: &[u32]) -> Result<GraphOutcome, GraphError> {
        Ok(match self.sum(tokens)? {
            SumValue::Finite(0) => GraphOutcome::Loss,
            SumValue::Finite(_) => GraphOutcome::Win,
            SumValue::Infinite { token, xor } => {
                let node = tokens.get(token).copied().unwrap_or(0);
                if self.find_value(node, xor).is_some() {
                    GraphOutcome::Win
                } else {
                    GraphOutcome::Draw
                }
            }
            SumValue::ManyInfinite { .. } => GraphOutcome::Draw,
        })
    }

    /// The outcome for the next player to move after `mv` is played from `tokens`.
    fn outcome_after(&self, tokens: &[u32], t: Tally, mv: GraphMove) -> GraphOutcome {
        let from = tokens.get(mv.token).copied().unwrap_or(0);
        let (was, now) = (self.value_of(from), self.value_of(mv.to));
        let mut xor = t.xor;
        let mut infinite = t.infinite;
        match was {
            Value::Finite(g) => xor ^= g,
            Value::Infinite => infinite -= 1,
        }
        match now {
            Value::Finite(g) => xor ^= g,
            Value::Infinite => infinite += 1,
        }
        match infinite {
            0 if xor == 0 => GraphOutcome::Loss,
            0 => GraphOutcome::Win,
            1 => {
                // The one token on ∞: the moved one, or the first other one.
                let node = if now == Value::Infinite {
                    mv.to
                } else {
                    let other = if t.first == Some(mv.token) {
                        t.second
                    } else {
                        t.first
                    };
                    other.and_then(|i| tokens.get(i)).copied().unwrap_or(0)
                };
                if self.find_value(node, xor).is_some() {
                    GraphOutcome::Win
                } else {
                    GraphOutcome::Draw
                }
            }
            _ => GraphOutcome::Draw,
        }
    }

    fn check_tokens(&self, tokens: &[u32]) -> Result<(), GraphError> {
        tokens.iter().try_for_each(|&node| self.graph.check(node))
    }

    /// Every legal move from `tokens`, lazily: token by token, each token's followers in row
    /// order.
    ///
    /// # Errors
    /// [`GraphError::NoSuchNode`] when a token is outside the graph.
    pub fn moves<'t>(
        &self,
        tokens: &'t [u32],
    ) -> Result<impl Iterator<Item = GraphMove> + use<'a, 't>, GraphError> {
        self.check_tokens(tokens)?;
        let graph = self.graph;
        Ok(tokens.iter().enumerate().flat_map(move |(token, &node)| {
            graph
                .followers_of(node)
                .iter()
                .map(move |&to| GraphMove { token, to })
        }))
    }

    /// Every move after which the player to move loses (so the mover wins), lazily; none
    /// unless the position is a [`GraphOutcome::Win`]. O(1) per move considered.
    ///
    /// # Errors
    /// [`GraphError::NoSuchNode`] when a token is outside the graph.
    pub fn winning_moves<'t>(
        &self,
        tokens: &'t [u32],
    ) -> Result<impl Iterator<Item = GraphMove> + use<'a, 't>, GraphError> {
        let t = self.tally(tokens)?;
        let this = *self;
        Ok(self.moves(tokens)?.filter(move |&mv| {
            // A loss needs every token finite and XOR 0: no scan of K needed.
            let from = tokens.get(mv.token).copied().unwrap_or(0);
            let Value::Finite(now) = this.value_of(mv.to) else {
                return false;
            };
            match this.value_of(from) {
                Value::Finite(was) => t.infinite == 0 && t.xor ^ was ^ now == 0,
                Value::Infinite => t.infinite == 1 && t.xor ^ now == 0,
            }
        }))
    }

    /// Every move after which the position is a draw, lazily. From a drawn position these are
    /// the moves that keep the draw (there always is one); from a won position they throw
    /// the win away. A move that leaves exactly one token on `∞` costs a scan of that node's
    /// followers; every other move O(1).
    ///
    /// # Errors
    /// [`GraphError::NoSuchNode`] when a token is outside the graph.
    pub fn drawing_moves<'t>(
        &self,
        tokens: &'t [u32],
    ) -> Result<impl Iterator<Item = GraphMove> + use<'a, 't>, GraphError> {
        let t = self.tally(tokens)?;
        let this = *self;
        Ok(self
            .moves(tokens)?
            .filter(move |&mv| this.outcome_after(tokens, t, mv) == GraphOutcome::Draw))
    }

    /// The outcome, for the player then to move, of the position after `mv`.
    ///
    /// # Errors
    /// [`GraphError::NoSuchNode`] when a token is outside the graph,
    /// [`GraphError::NoSuchToken`] or [`GraphError::NotAnEdge`] when `mv` is not legal.
    pub fn outcome_after_move(
        &self,
        tokens: &[u32],
        mv: GraphMove,
    ) -> Result<GraphOutcome, GraphError> {
        let t = self.tally(tokens)?;
        self.check_move(tokens, mv)?;
        Ok(self.outcome_after(tokens, t, mv))
    }

    fn check_move(&self, tokens: &[u32], mv: GraphMove) -> Result<(), GraphError> {
        let &from = tokens.get(mv.token).ok_or(GraphError::NoSuchToken {
            token: mv.token,
            tokens: tokens.len(),
        })?;
        if self.graph.followers(from)?.contains(&mv.to) {
            Ok(())
        } else {
            Err(GraphError::NotAnEdge { from, to: mv.to })
        }
    }

    /// A winning move, when the player to move wins: in a sum of finite values the Nim
    /// move (a token whose value has the top bit of the XOR, to a follower of its value XOR
    /// the XOR); with one token on `∞(K)`, that token to a follower of the other tokens' XOR.
    /// O(number of tokens + followers of the token moved).
    ///
    /// # Errors
    /// [`GraphError::NoSuchNode`] when a token is outside the graph.
    pub fn winning_move(&self, tokens: &[u32]) -> Result<Option<GraphMove>, GraphError> {
        let target = match self.sum(tokens)? {
            SumValue::Finite(0) | SumValue::ManyInfinite { .. } => None,
            SumValue::Finite(x) => {
                let top = 1u32 << (31 - x.leading_zeros());
                tokens.iter().enumerate().find_map(|(token, &node)| {
                    let Value::Finite(g) = self.value_of(node) else {
                        return None;
                    };
                    (g & top != 0).then_some((token, node, g ^ x))
                })
            }
            SumValue::Infinite { token, xor } => tokens.get(token).map(|&node| (token, node, xor)),
        };
        Ok(target.and_then(|(token, node, value)| {
            self.find_value(node, value)
                .map(|to| GraphMove { token, to })
        }))
    }

    /// A move after which the position is a draw (the first of [`Self::drawing_moves`]):
    /// from a drawn position, a move that keeps the draw; there always is one.
    ///
    /// # Errors
    /// [`GraphError::NoSuchNode`] when a token is outside the graph.
    pub fn drawing_move(&self, tokens: &[u32]) -> Result<Option<GraphMove>, GraphError> {
        Ok(self.drawing_moves(tokens)?.next())
    }

    /// What a perfect player plays: a winning move from a won position, a move that keeps
    /// the draw from a drawn one, and from a lost position the first legal move; `None` when
    /// no token can move.
    ///
    /// # Errors
    /// [`GraphError::NoSuchNode`] when a token is outside the graph.
    pub fn best_move(&self, tokens: &[u32]) -> Result<Option<GraphMove>, GraphError> {
        Ok(match self.outcome(tokens)? {
            GraphOutcome::Win => self.winning_move(tokens)?,
            GraphOutcome::Draw => self.drawing_move(tokens)?,
            GraphOutcome::Loss => self.moves(tokens)?.next(),
        })
    }

    /// Plays `mv`: token `mv.token` moves to `mv.to`.
    ///
    /// # Errors
    /// [`GraphError::NoSuchNode`], [`GraphError::NoSuchToken`] or [`GraphError::NotAnEdge`];
    /// the tokens are then unchanged.
    pub fn play(&self, tokens: &mut [u32], mv: GraphMove) -> Result<(), GraphError> {
        self.check_move(tokens, mv)?;
        if let Some(slot) = tokens.get_mut(mv.token) {
            *slot = mv.to;
        }
        Ok(())
    }
}

/// How a game on one node ends with perfect play when the winner hurries and the loser
/// delays: its remoteness (C. A. B. Smith, "Graphs and composite games", 1966).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Remoteness {
    /// The player to move wins, in this many moves (odd) with perfect play.
    Win(u32),
    /// The player to move loses, after this many moves (even; 0 when no move is left).
    Loss(u32),
    /// Neither player can force a win.
    Draw,
}

impl Remoteness {
    /// The remoteness as stored in a slice [`GraphRemoteness::compute`] fills: the number of
    /// moves, whose parity is the outcome, or [`DRAWN`].
    pub const fn from_raw(raw: u32) -> Self {
        if raw == DRAWN {
            Self::Draw
        } else if raw % 2 == 1 {
            Self::Win(raw)
        } else {
            Self::Loss(raw)
        }
    }

    /// Who wins.
    pub const fn outcome(self) -> GraphOutcome {
        match self {
            Self::Win(_) => GraphOutcome::Win,
            Self::Loss(_) => GraphOutcome::Loss,
            Self::Draw => GraphOutcome::Draw,
        }
    }

    /// The number of moves, or `None` for a draw.
    pub const fn moves(self) -> Option<u32> {
        match self {
            Self::Win(r) | Self::Loss(r) => Some(r),
            Self::Draw => None,
        }
    }
}

/// How a drawn node is written in the slice [`GraphRemoteness::compute`] fills.
pub const DRAWN: u32 = u32::MAX;

/// The remoteness of every node of a graph (one token), in caller storage: 0 for a node
/// without followers; `1 + min` over the followers that are losses for a node with one; `1 +
/// max` over all followers for a node all of whose followers are wins; a draw for the rest.
/// Loopy graphs included: the nodes that are neither won nor lost are exactly the drawn ones.
///
/// ```
/// use grundy::Graph;
/// use grundy::graph::{GraphRemoteness, Remoteness};
///
/// // 0 → 1 → 2 (no moves), 0 → 2, and 3 ⇄ 4.
/// let edges = [(0, 1), (1, 2), (0, 2), (3, 4), (4, 3)];
/// let (mut offsets, mut targets) = ([0u32; 6], [0u32; 5]);
/// let graph = Graph::from_edges(5, edges, &mut offsets, &mut targets)?;
/// let (mut out, mut scratch) = ([0u32; 5], vec![0u32; graph.remoteness_scratch_len()]);
/// let r = GraphRemoteness::compute(graph, &mut out, &mut scratch)?;
/// assert_eq!(r.of(2)?, Remoteness::Loss(0));
/// assert_eq!(r.of(1)?, Remoteness::Win(1));
/// assert_eq!(r.of(0)?, Remoteness::Win(1)); // straight to 2, not through 1
/// assert_eq!(r.of(3)?, Remoteness::Draw);
/// # Ok::<(), grundy::graph::GraphError>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct GraphRemoteness<'a> {
    graph: Graph<'a>,
    raw: &'a [u32],
}

impl<'a> GraphRemoteness<'a> {
    /// Computes the remoteness of every node into `out` (one entry per node: the number of
    /// moves, odd for a win and even for a loss, or [`DRAWN`]) by retrograde analysis from the
    /// nodes without followers, with `scratch` (at least [`Graph::remoteness_scratch_len`]
    /// entries) as work space. O(n + e), no recursion, no allocation.
    ///
    /// The queue is worked in order of remoteness, so a node is won when its first lost
    /// follower is reached (the nearest) and lost when its last won one is (the farthest).
    ///
    /// # Errors
    /// [`GraphError::BufferTooSmall`] when `out` or `scratch` is too small.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "node indices and degrees are below MAX_NODES and MAX_EDGES, both below u32::MAX, as Graph::new checks"
    )]
    pub fn compute(
        graph: Graph<'a>,
        out: &'a mut [u32],
        scratch: &mut [u32],
    ) -> Result<Self, GraphError> {
        let n = graph.nodes();
        let given = out.len();
        let out = out.get_mut(..n).ok_or(GraphError::BufferTooSmall {
            buffer: GraphBuffer::Values,
            needed: n,
            given,
        })?;
        let needed = graph.remoteness_scratch_len();
        let small = GraphError::BufferTooSmall {
            buffer: GraphBuffer::Scratch,
            needed,
            given: scratch.len(),
        };
        let scratch = scratch.get_mut(..needed).ok_or(small)?;
        let (rev_offsets, rest) = scratch.split_at_mut_checked(n + 1).ok_or(small)?;
        let (rev_sources, rest) = rest.split_at_mut_checked(graph.edges()).ok_or(small)?;
        let (counter, queue) = rest.split_at_mut_checked(n).ok_or(small)?;
        reverse(graph, rev_offsets, rev_sources);
        out.fill(DRAWN);
        let mut tail = 0;
        for u in 0..n as u32 {
            let degree = graph.followers_of(u).len() as u32;
            if let Some(c) = counter.get_mut(u as usize) {
                *c = degree;
            }
            if degree == 0 {
                if let (Some(slot), Some(r)) = (queue.get_mut(tail), out.get_mut(u as usize)) {
                    *slot = u;
                    *r = 0;
                }
                tail += 1;
            }
        }
        let mut head = 0;
        while head < tail {
            let v = at(queue, head as u32);
            head += 1;
            let r = at(out, v);
            let lost = r.is_multiple_of(2);
            for &p in row(rev_offsets, rev_sources, v) {
                if at(out, p) != DRAWN {
                    continue;
                }
                let decided = if lost {
                    true
                } else {
                    let Some(c) = counter.get_mut(p as usize) else {
                        continue;
                    };
                    *c = c.saturating_sub(1);
                    *c == 0
                };
                if decided {
                    // r < n: one more move still fits a u32 below DRAWN.
                    if let (Some(slot), Some(rp)) = (queue.get_mut(tail), out.get_mut(p as usize)) {
                        *slot = p;
                        *rp = r + 1;
                    }
                    tail += 1;
                }
            }
        }
        Ok(Self { graph, raw: &*out })
    }

    /// The graph.
    pub const fn graph(&self) -> Graph<'a> {
        self.graph
    }

    /// Every node's remoteness as stored; see [`Remoteness::from_raw`].
    pub const fn raw(&self) -> &'a [u32] {
        self.raw
    }

    /// The remoteness of `node`.
    ///
    /// # Errors
    /// [`GraphError::NoSuchNode`] when `node` is outside the graph.
    pub fn of(&self, node: u32) -> Result<Remoteness, GraphError> {
        self.graph.check(node)?;
        Ok(Remoteness::from_raw(at(self.raw, node)))
    }
}

/// Writes the reversed graph of `graph` into `offsets` (n + 1) and `sources` (e): the
/// predecessors of `v` are `sources[offsets[v]..offsets[v + 1]]`, in increasing order.
#[expect(
    clippy::cast_possible_truncation,
    reason = "node indices are below MAX_NODES, below u32::MAX, as Graph::new checks"
)]
fn reverse(graph: Graph<'_>, offsets: &mut [u32], sources: &mut [u32]) {
    offsets.fill(0);
    for &t in graph.targets() {
        if let Some(c) = offsets.get_mut(t as usize + 1) {
            *c += 1;
        }
    }
    let mut sum = 0u32;
    for o in offsets.iter_mut() {
        sum += *o;
        *o = sum;
    }
    for from in 0..graph.nodes() as u32 {
        for &to in graph.followers_of(from) {
            let Some(cursor) = offsets.get_mut(to as usize) else {
                continue;
            };
            if let Some(slot) = sources.get_mut(*cursor as usize) {
                *slot = from;
            }
            *cursor += 1;
        }
    }
    let n = graph.nodes();
    offsets.copy_within(..n, 1);
    if let Some(first) = offsets.first_mut() {
        *first = 0;
    }
}

/// The state of the labelling. Every slice but `rev_*` has one entry per node.
///
/// - `values`: [`UNLABELLED`], a finite value, or [`INFINITE`].
/// - `open[u]`: for an unlabelled `u`, how many of its edges lead to a node that is not
///   finite (unlabelled or `∞`).
/// - `counter[u]`: in Kahn's pass, the followers not yet valued; in stage `m`, for an
///   unlabelled `u` not marked in stage `m`, how many of its edges lead to an open node not
///   yet marked; 0 for every other node (labelled, `∞`, or marked in stage `m`), so that a
///   node counts down exactly when its counter is not 0.
/// - `stamp`: in Kahn's pass, indexed by value: the last node that saw a follower of that
///   value (for the mex); in the stages, indexed by node: the last stage it was marked in.
/// - `queue`: Kahn's queue; then the boundary (acyclic nodes with an open predecessor,
///   sorted by value) at the front and the nodes labelled in the stages after it.
/// - `list`: the unlabelled nodes at the start of the current stage.
struct Labeller<'g, 'v, 's> {
    graph: Graph<'g>,
    rev_offsets: &'s [u32],
    rev_sources: &'s [u32],
    values: &'v mut [u32],
    open: &'s mut [u32],
    counter: &'s mut [u32],
    stamp: &'s mut [u32],
    queue: &'s mut [u32],
    list: &'s mut [u32],
}

/// Reads entry `i` of a node-indexed slice (0 past the end, which validated graphs never
/// reach).
fn at(slice: &[u32], i: u32) -> u32 {
    slice.get(i as usize).copied().unwrap_or(0)
}

/// Writes entry `i` of a node-indexed slice (nothing past the end, which validated graphs
/// never reach).
fn set(slice: &mut [u32], i: u32, value: u32) {
    if let Some(slot) = slice.get_mut(i as usize) {
        *slot = value;
    }
}

/// A queue of nodes in a slice of one entry per node; every node is pushed at most once.
struct Queue<'s> {
    slots: &'s mut [u32],
    tail: usize,
}

impl Queue<'_> {
    fn push(&mut self, v: u32) {
        if let Some(slot) = self.slots.get_mut(self.tail) {
            *slot = v;
        }
        self.tail += 1;
    }

    /// Entry `i` (0 past the end, never reached).
    fn get(&self, i: usize) -> u32 {
        self.slots.get(i).copied().unwrap_or(0)
    }
}

/// The open node whose predecessors are `preds` has just been marked (it has a follower of
/// the stage's value): each unlabelled, unmarked predecessor (a counter that is not 0) has
/// one unmarked open follower fewer, and `done` is called on each that has none left.
///
/// Kept out of line: its loop is the hottest of the labelling, and compiled apart it keeps
/// its few values in registers.
#[inline(never)]
fn count_down(preds: &[u32], counter: &mut [u32], mut done: impl FnMut(u32)) {
    for &q in preds {
        if let Some(c) = counter.get_mut(q as usize) {
            // Branch-free: a counter at 0 stays there.
            let was = *c;
            *c = was.saturating_sub(1);
            if was == 1 {
                done(q);
            }
        }
    }
}

impl Labeller<'_, '_, '_> {
    #[expect(
        clippy::cast_possible_truncation,
        reason = "node indices, degrees and queue places are below MAX_NODES and MAX_EDGES, both below u32::MAX, as Graph::new checks"
    )]
    fn run(&mut self, seed: &impl Fn(u32) -> Option<u32>) {
        let (rev_offsets, rev_sources) = (self.rev_offsets, self.rev_sources);
        let preds = |v: u32| row(rev_offsets, rev_sources, v);
        let graph = self.graph;
        let n = graph.nodes();
        let values = &mut *self.values;
        let open = &mut *self.open;
        let counter = &mut *self.counter;
        let stamp = &mut *self.stamp;
        let list = &mut *self.list;
        let mut queue = Queue {
            slots: &mut *self.queue,
            tail: 0,
        };

        // Kahn's pass: the nodes that cannot reach a cycle get the ordinary mex.
        values.fill(UNLABELLED);
        stamp.fill(u32::MAX);
        let degrees = graph
            .offsets()
            .iter()
            .zip(graph.offsets().iter().skip(1))
            .map(|(&start, &end)| end.saturating_sub(start));
        for ((u, c), degree) in (0..n as u32).zip(counter.iter_mut()).zip(degrees) {
            // A seeded node waits for none of its followers.
            *c = if seed(u).is_some() { 0 } else { degree };
            if *c == 0 {
                queue.push(u);
            }
        }
        let mut head = 0;
        while head < queue.tail {
            let v = queue.get(head);
            head += 1;
            let value = match seed(v) {
                Some(value) => value,
                None => {
                    for &w in graph.followers_of(v) {
                        set(stamp, at(values, w), v);
                    }
                    let mut mex = 0u32;
                    while stamp.get(mex as usize) == Some(&v) {
                        mex += 1;
                    }
                    mex
                }
            };
            set(values, v, value);
            for &p in preds(v) {
                // A seeded predecessor counts nothing (its counter starts at 0).
                if let Some(c) = counter.get_mut(p as usize).filter(|c| **c > 0) {
                    *c -= 1;
                    if *c == 0 {
                        queue.push(p);
                    }
                }
            }
        }
        let acyclic = queue.tail;

        // The boundary: acyclic nodes some open node moves to, sorted by value.
        let mut boundary = 0;
        for i in 0..acyclic {
            let v = queue.get(i);
            if preds(v).iter().any(|&p| at(values, p) == UNLABELLED) {
                if let Some(slot) = queue.slots.get_mut(boundary) {
                    *slot = v;
                }
                boundary += 1;
            }
        }
        if let Some(b) = queue.slots.get_mut(..boundary) {
            b.sort_unstable_by_key(|&v| at(values, v));
        }

        // The open nodes, with their counts of open followers (the counters Kahn's pass
        // left: stage 0 starts from them).
        let mut len = 0;
        for (u, (&value, &c)) in values.iter().zip(counter.iter()).enumerate() {
            if value == UNLABELLED {
                if let Some(slot) = list.get_mut(len) {
                    *slot = u as u32;
                }
                set(open, u as u32, c);
                len += 1;
            }
        }

        // The stages.
        stamp.fill(u32::MAX);
        queue.tail = boundary;
        let mut next_boundary = 0;
        let mut m = 0u32;
        while len > 0 {
            let start = queue.tail;
            // Acyclic followers of value m mark their open predecessors first, so that no
            // node is labelled m before all of them are known.
            while next_boundary < boundary {
                let b = queue.get(next_boundary);
                if at(values, b) != m {
                    break;
                }
                next_boundary += 1;
                for &p in preds(b) {
                    if is_open(at(values, p)) && at(stamp, p) != m {
                        set(stamp, p, m);
                        set(counter, p, 0);
                        count_down(preds(p), counter, |_| {});
                    }
                }
            }
            // Nothing is labelled yet in this stage: every node of the list is unlabelled.
            for &u in list.get(..len).unwrap_or(&[]) {
                if at(counter, u) == 0 && at(stamp, u) != m {
                    set(values, u, m);
                    queue.push(u);
                }
            }
            let mut head = start;
            while head < queue.tail {
                let v = queue.get(head);
                head += 1;
                for &p in preds(v) {
                    let value = at(values, p);
                    if value == UNLABELLED
                        && let Some(o) = open.get_mut(p as usize)
                    {
                        *o = o.saturating_sub(1);
                    }
                    if is_open(value) && at(stamp, p) != m {
                        set(stamp, p, m);
                        set(counter, p, 0);
                        count_down(preds(p), counter, |q| {
                            set(values, q, m);
                            queue.push(q);
                        });
                    }
                }
            }
            // Unmarked unlabelled nodes have no follower of value m: ∞. Marked ones wait, and
            // start the next stage counting their open followers.
            let mut kept = 0;
            for i in 0..len {
                let u = list.get(i).copied().unwrap_or(0);
                if at(values, u) != UNLABELLED {
                    continue;
                }
                if at(stamp, u) == m {
                    if let Some(slot) = list.get_mut(kept) {
                        *slot = u;
                    }
                    kept += 1;
                    set(counter, u, at(open, u));
                } else {
                    set(values, u, INFINITE);
                    set(counter, u, 0);
                }
            }
            len = kept;
            m += 1;
        }
    }
}
