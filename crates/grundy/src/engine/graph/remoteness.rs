//! Remoteness on a graph: how soon the winner wins and how long the loser holds out, and
//! which nodes are drawn.

use super::{Buffers, Graph, GraphError, GraphOutcome, at, buffers, row};

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
        let Buffers {
            out,
            rev_offsets,
            rev_sources,
            rest,
            small,
        } = buffers(graph, out, scratch, graph.remoteness_scratch_len())?;
        let (counter, queue) = rest.split_at_mut_checked(n).ok_or(small)?;
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
