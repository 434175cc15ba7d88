//! The generalized Sprague–Grundy value of every node of a graph (the labelling of Fraenkel
//! and Yesha, in caller storage), and the outcome and winning moves of a position of tokens.

use super::{
    Buffers, Graph, GraphBuffer, GraphError, GraphMove, GraphOutcome, INFINITE, Labeller, SumValue,
    Value, buffers, is_open,
};

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
    /// [`GraphError::SeedTooLarge`] when a seed is not below [`MAX_NODES`](super::MAX_NODES).
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
        let Buffers {
            out: values,
            rev_offsets,
            rev_sources,
            rest,
            small,
        } = buffers(graph, values, scratch, graph.scratch_len())?;
        let (open, rest) = rest.split_at_mut_checked(n).ok_or(small)?;
        let (counter, rest) = rest.split_at_mut_checked(n).ok_or(small)?;
        let (stamp, rest) = rest.split_at_mut_checked(n).ok_or(small)?;
        let (queue, list) = rest.split_at_mut_checked(n).ok_or(small)?;
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
