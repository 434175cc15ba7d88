//! What a solved position says: its generalized value, each option with its value and
//! outcome, the winning options and the remoteness.

use std::fmt;

use grundy::graph::GraphOutcome;

use super::SolveError;

/// The value of a position under the generalized Sprague–Grundy function: a number (the
/// position plays as a Nim heap of that size), or `∞(K)` with `K` the finite values of its
/// options, sorted (a win exactly when `0 ∈ K`, otherwise a draw).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// A Grundy value.
    Finite(u64),
    /// `∞(K)`: the set `K`, sorted.
    Infinite(Vec<u64>),
}

impl Value {
    /// The number, when the value is finite.
    pub fn finite(&self) -> Option<u64> {
        match self {
            Self::Finite(g) => Some(*g),
            Self::Infinite(_) => None,
        }
    }
}

impl fmt::Display for Value {
    /// `3`, or `∞({0, 2})`, as `grundy sg graph` prints a node's value.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Finite(g) => write!(f, "{g}"),
            Self::Infinite(k) => {
                let list: Vec<String> = k.iter().map(u64::to_string).collect();
                write!(f, "∞({{{}}})", list.join(", "))
            }
        }
    }
}

/// One option of an analysed position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The position the move leads to.
    pub position: Vec<u64>,
    /// Its value.
    pub value: Value,
    /// Who wins it, seen by the player then to move: a [`GraphOutcome::Loss`] is a winning
    /// move.
    pub outcome: GraphOutcome,
    /// Its remoteness, when it was computed (a winning move from a won position, any move
    /// from a lost one).
    pub remoteness: Option<u32>,
}

/// Everything known of one position: its value, who wins, its options and remoteness.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis<E> {
    /// The position.
    pub position: Vec<u64>,
    /// Its value.
    pub value: Value,
    /// Who wins, for the player to move.
    pub outcome: GraphOutcome,
    /// Its distinct options, in the order [`Rules::moves`](super::Rules::moves) first gave them.
    pub options: Vec<Choice>,
    /// How many moves perfect play lasts (the winner hurrying, the loser delaying), or why it
    /// is unknown (a draw has none: [`None`]).
    pub remoteness: Result<Option<u32>, SolveError<E>>,
}

impl<E> Analysis<E> {
    /// The winning moves: the options that are lost for the player then to move.
    pub fn winning(&self) -> impl Iterator<Item = &Choice> + '_ {
        self.options
            .iter()
            .filter(|c| c.outcome == GraphOutcome::Loss)
    }

    /// Whether the position's value (from its parts) is the mex of its options' values (each
    /// from its own parts): what a game's `parts` must keep. `None` when a value is loopy.
    pub fn agrees_with_moves(&self) -> Option<bool> {
        let g = self.value.finite()?;
        let options: Option<Vec<u64>> = self.options.iter().map(|c| c.value.finite()).collect();
        let options = options?;
        let mut bits = vec![0u64; options.len() / 64 + 1];
        let mex = grundy::sg::mex_in(options, &mut bits).ok()?;
        Some(mex == g)
    }

    /// What a perfect player plays: the winning move that wins soonest (the first winning
    /// move when remoteness is unknown); from a draw, the first move that keeps it; from a
    /// lost position, the move that lasts longest (the first move when remoteness is
    /// unknown). `None` when no move is left.
    pub fn best(&self) -> Option<&Choice> {
        let want = match self.outcome {
            GraphOutcome::Win => GraphOutcome::Loss,
            GraphOutcome::Draw => GraphOutcome::Draw,
            GraphOutcome::Loss => GraphOutcome::Win,
        };
        let mut candidates = self.options.iter().filter(|c| c.outcome == want);
        let first = candidates.clone().next();
        let pick = match self.outcome {
            GraphOutcome::Win => candidates
                .filter_map(|c| Some((c.remoteness?, c)))
                .min_by_key(|&(r, _)| r),
            GraphOutcome::Loss => candidates
                .filter_map(|c| Some((c.remoteness?, c)))
                .rev()
                .max_by_key(|&(r, _)| r),
            GraphOutcome::Draw => candidates.next().map(|c| (0, c)),
        };
        pick.map(|(_, c)| c).or(first)
    }
}
