//! The core's answers about a graph and one position of tokens, asked again whenever the
//! graph or the tokens change (the graphs an editor draws have a few dozen nodes:
//! microseconds).

use grundy::Graph;
use grundy::graph::{GraphError, GraphMove, GraphOutcome, GraphValues, SumValue, Value};

use super::board::GraphBoard;

/// Runs `f` on the core's values of `board`'s graph, computed into fresh buffers.
///
/// # Errors
/// The core's reason when it refuses the graph.
pub(super) fn with_values<R>(
    board: &GraphBoard,
    f: impl FnOnce(GraphValues<'_>) -> Result<R, GraphError>,
) -> Result<R, GraphError> {
    let n = board.nodes.len();
    let mut offsets = vec![0u32; n + 1];
    let mut targets = vec![0u32; board.edges.len()];
    let edges = board.edges.iter().map(|e| (e[0], e[1]));
    let graph = Graph::from_edges(n, edges, &mut offsets, &mut targets)?;
    let mut values = vec![0u32; n];
    let mut scratch = vec![0u32; graph.scratch_len()];
    let values = GraphValues::compute(graph, &mut values, &mut scratch)?;
    f(values)
}

/// One move of the list, with where it leads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphOption {
    /// The move.
    pub mv: GraphMove,
    /// The core's description: `move token 1 to node 4`.
    pub label: String,
    /// The outcome after it, for the player then to move (the core's
    /// `outcome_after_move`): `Loss` means the move wins.
    pub after: GraphOutcome,
}

impl GraphOption {
    /// Whether the move wins (the opponent is left with a loss).
    pub fn wins(&self) -> bool {
        self.after == GraphOutcome::Loss
    }

    /// Whether the move leaves a draw.
    pub fn draws(&self) -> bool {
        self.after == GraphOutcome::Draw
    }
}

/// The core's answers about the graph and one position of tokens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphAnalysis {
    /// The tokens' nodes.
    pub tokens: Vec<u32>,
    /// Each node's generalized Sprague–Grundy value.
    pub values: Vec<Value>,
    /// Each node's `K`: the finite values among its followers, sorted.
    pub k_sets: Vec<Vec<u32>>,
    /// Each node's outcome with one token alone on it.
    pub alone: Vec<GraphOutcome>,
    /// The generalized value of the sum of the tokens.
    pub sum: SumValue,
    /// Who wins with perfect play.
    pub outcome: GraphOutcome,
    /// Every legal move, token by token, with where it leads.
    pub options: Vec<GraphOption>,
    /// The perfect player's move (the core's `best_move`): winning, else keeping the draw,
    /// else the first legal move.
    pub best: Option<GraphMove>,
}

impl GraphAnalysis {
    /// Asks the core everything about `tokens` on `board`.
    ///
    /// # Errors
    /// The core's reason when it refuses the graph or a token.
    pub fn of(board: &GraphBoard, tokens: &[u32]) -> Result<Self, GraphError> {
        with_values(board, |gv| {
            let graph = gv.graph();
            let n = graph.nodes() as u32;
            let mut values = Vec::new();
            let mut k_sets = Vec::new();
            let mut alone = Vec::new();
            for v in 0..n {
                values.push(gv.value(v)?);
                let mut buffer = vec![0u32; graph.followers(v)?.len()];
                k_sets.push(gv.k_set(v, &mut buffer)?.to_vec());
                alone.push(gv.outcome(&[v])?);
            }
            let mut options = Vec::new();
            for mv in gv.moves(tokens)? {
                options.push(GraphOption {
                    mv,
                    label: mv.to_string(),
                    after: gv.outcome_after_move(tokens, mv)?,
                });
            }
            Ok(Self {
                tokens: tokens.to_vec(),
                values,
                k_sets,
                alone,
                sum: gv.sum(tokens)?,
                outcome: gv.outcome(tokens)?,
                options,
                best: gv.best_move(tokens)?,
            })
        })
    }

    /// Whether no token can move.
    pub fn terminal(&self) -> bool {
        self.options.is_empty()
    }

    /// `3`, or `∞{0, 1, 2}` (the value `∞(K)` with its `K`).
    pub fn value_text(&self, node: u32) -> String {
        match self.values.get(node as usize) {
            Some(Value::Finite(g)) => g.to_string(),
            Some(Value::Infinite) => {
                let k = self
                    .k_sets
                    .get(node as usize)
                    .map_or(&[][..], Vec::as_slice);
                format!("∞{{{}}}", join(k))
            }
            None => String::new(),
        }
    }
}

/// `0, 1, 2`.
pub fn join(values: &[u32]) -> String {
    values
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}
