//! How a computation on a game's callbacks fails: the rules' own error, a budget or
//! capacity passed, a graph too large; which call failed and how far the search got.

use std::fmt;

use grundy::graph::GraphError;

use super::table::{Full, MAX_POSITIONS};

/// A callback failed: which, with what position, and its error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failed<E> {
    /// Which callback.
    pub call: Call,
    /// The position it was called with.
    pub position: Vec<u64>,
    /// Its error.
    pub error: E,
}

impl<E> Failed<E> {
    /// The failure of `call` on `position`.
    pub fn new(call: Call, position: &[u64], error: E) -> Self {
        Self {
            call,
            position: position.to_vec(),
            error,
        }
    }
}

impl<E> From<Failed<E>> for SolveError<E> {
    fn from(f: Failed<E>) -> Self {
        Self::Rules {
            call: f.call,
            position: f.position,
            error: f.error,
        }
    }
}

/// How far a computation has got, for [`Rules::checkpoint`](super::Rules::checkpoint).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Progress {
    /// Positions in the tables so far.
    pub positions: u64,
    /// The budget they may not exceed.
    pub budget: u64,
}

/// Which callback failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Call {
    /// [`Rules::moves`](super::Rules::moves).
    Moves,
    /// [`Rules::parts`](super::Rules::parts).
    Parts,
    /// [`Rules::name`](super::Rules::name).
    Name,
    /// [`Rules::checkpoint`](super::Rules::checkpoint).
    Checkpoint,
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Moves => "moves",
            Self::Parts => "parts",
            Self::Name => "name",
            Self::Checkpoint => "checkpoint",
        })
    }
}

/// Why a position could not be solved.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SolveError<E> {
    /// A callback failed.
    Rules {
        /// Which one.
        call: Call,
        /// The position it was called with (empty for [`Call::Name`] and
        /// [`Call::Checkpoint`]).
        position: Vec<u64>,
        /// Its error.
        error: E,
    },
    /// More positions are needed than the budget allows.
    Budget {
        /// The budget, in positions.
        budget: u64,
        /// The positions explored when the search stopped.
        explored: u64,
    },
    /// A remoteness search needs more whole positions than its budget
    /// ([`Solver::with_search_budget`](super::Solver::with_search_budget)).
    SearchBudget {
        /// The budget, in positions.
        budget: u64,
    },
    /// More positions than the engine can number ([`grundy::graph::MAX_NODES`]).
    TooManyPositions,
    /// A position met while computing remoteness lies outside the graph its values were
    /// computed on: the rules' `parts` and `moves` disagree.
    Outside {
        /// The position.
        position: Vec<u64>,
    },
    /// [`Rules::expand`](super::Rules::expand) appended a count of parts per option that does not match the options
    /// and parts it appended (or took away what was there before).
    Expansion {
        /// The position expanded.
        position: Vec<u64>,
    },
    /// A thread to expand positions on could not be started.
    Thread(String),
    /// The core refused the graph of a loopy game (more than [`grundy::graph::MAX_EDGES`] moves, a
    /// value past [`grundy::graph::MAX_NODES`]).
    Graph(GraphError),
}

impl<E> SolveError<E> {
    pub(super) fn rules(call: Call, position: &[u64], error: E) -> Self {
        Self::Rules {
            call,
            position: position.to_vec(),
            error,
        }
    }
}

impl<E> From<Full> for SolveError<E> {
    fn from(_: Full) -> Self {
        Self::TooManyPositions
    }
}

impl<E> From<GraphError> for SolveError<E> {
    fn from(e: GraphError) -> Self {
        Self::Graph(e)
    }
}

/// `[1, 4]`; past 16 numbers the first 16 and how many there are.
pub fn show(position: &[u64]) -> String {
    const SHOWN: usize = 16;
    let list: Vec<String> = position.iter().take(SHOWN).map(u64::to_string).collect();
    if position.len() > SHOWN {
        format!("[{}, … ({} numbers)]", list.join(", "), position.len())
    } else {
        format!("[{}]", list.join(", "))
    }
}

impl<E: fmt::Display> fmt::Display for SolveError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Rules {
                call: call @ (Call::Moves | Call::Parts),
                position,
                error,
            } => write!(f, "{call}({}): {error}", show(position)),
            Self::Rules {
                call: Call::Name,
                error,
                ..
            } => write!(f, "name(): {error}"),
            Self::Rules { error, .. } => error.fmt(f),
            Self::Budget { budget, explored } => write!(
                f,
                "the game needs more positions than the state budget of {budget} ({explored} explored)"
            ),
            Self::SearchBudget { budget } => {
                write!(f, "the search would visit more than {budget} positions")
            }
            Self::TooManyPositions => write!(
                f,
                "more than {MAX_POSITIONS} positions: past what the engine can number"
            ),
            Self::Outside { position } => write!(
                f,
                "the position {} lies outside the graph its values were computed on: the rules' parts and moves disagree",
                show(position)
            ),
            Self::Expansion { position } => write!(
                f,
                "the expansion of {} does not give one count of parts per option",
                show(position)
            ),
            Self::Thread(e) => write!(f, "cannot start a thread: {e}"),
            Self::Graph(e) => e.fmt(f),
        }
    }
}

impl<E: fmt::Debug + fmt::Display> std::error::Error for SolveError<E> {}
