//! Everything a hint says about a position or a sum of positions, computed once: who wins,
//! the Grundy values, the remoteness and the winning moves (or, from a lost position, the
//! perfect player's move), and the same report as JSON ([`Hint::json`]). The command line's
//! `grundy hint` prints it, as text in a language of its choosing or as this JSON, and
//! Python's `grundy.hint` returns the JSON as a dictionary.
//!
//! ```
//! use grundy::Outcome;
//! use grundy_host::hint::Hint;
//! use grundy_host::parse_sum;
//!
//! let hint = Hint::new(parse_sum(&["nim", "3", "4", "5"])?)?;
//! assert_eq!(hint.outcome(), &Ok(Outcome::N));
//! assert!(hint.json().starts_with(r#"{"outcome":"N","grundy":2,"#));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Every answer comes from the core's [`grundy::Sum`] (one game is a sum of one component)
//! and its search ([`grundy::strategy::solve`]).

use core::fmt;
use std::fmt::Write as _;

use grundy::any::AnyPosition;
use grundy::error::SumError;
use grundy::strategy::{SearchError, Solved, best_move_with, solve};
use grundy::sum::{SumMove, SumPosition};
use grundy::{Game, Outcome, Sum};

use crate::{BuildError, HashMemo, Heap, Parsed, describe};

/// Positions the search may solve: an answer within about a second in a release build
/// (a position of a sum costs a few microseconds). The desktop, which searches in the
/// background, allows ten times more ([`crate::SEARCH_BUDGET`]).
pub const HINT_BUDGET: u64 = 100_000;

/// Winning moves listed at most; [`Hint::more`] says whether there are more.
pub const MAX_MOVES: usize = 20;

/// The stack of the thread the search runs on: a level of the search over a sum of eight
/// components holds a few KiB, and a game may last up to the search's depth limit.
const SEARCH_STACK: usize = 256 << 20;

/// Why a hint could not be computed.
#[derive(Debug)]
#[non_exhaustive]
pub enum HintError {
    /// The core refused a component's rules or position.
    Build(BuildError),
    /// The thread of the search could not be started.
    Start(std::io::Error),
    /// The search stopped unexpectedly.
    Stopped,
}

impl fmt::Display for HintError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Build(e) => e.fmt(f),
            Self::Start(e) => write!(f, "cannot start the search: {e}"),
            Self::Stopped => f.write_str("the search stopped unexpectedly"),
        }
    }
}

impl std::error::Error for HintError {}

impl From<BuildError> for HintError {
    fn from(e: BuildError) -> Self {
        Self::Build(e)
    }
}

/// Everything a hint says about one position.
#[derive(Debug)]
pub struct Hint {
    parsed: Parsed,
    sum: Sum<Heap>,
    position: SumPosition,
    /// The search, which also settles an outcome the theory leaves unknown.
    solved: Result<Solved, SearchError>,
    /// The outcome: the core's, else the search's, else why neither is known.
    outcome: Result<Outcome, SumError>,
    /// The moves shown and whether there are more: the winning ones from an N-position,
    /// the perfect player's from a P-position.
    moves: Vec<SumMove>,
    more: bool,
}

impl Hint {
    /// The hint for the position `parsed` describes, with tables of a host's size.
    ///
    /// # Errors
    /// [`HintError`]: the core refuses the rules or the position, or the search's thread.
    pub fn new(parsed: Parsed) -> Result<Self, HintError> {
        let (sum, position) = parsed.build(&Heap)?;
        let (solved, best) = search(&sum, &position)?;
        let outcome = match (sum.try_outcome(&position), &solved) {
            (Ok(o), _) => Ok(o),
            (Err(_), Ok(s)) => Ok(s.outcome),
            (Err(e), Err(_)) => Err(e),
        };
        let (moves, more) = match (sum.try_outcome(&position), outcome.as_ref()) {
            (Ok(Outcome::N), _) => {
                let mut all = sum.winning_moves(&position);
                let moves: Vec<SumMove> = all.by_ref().take(MAX_MOVES).collect();
                (moves, all.next().is_some())
            }
            // From a P-position, or an outcome only the search knows: the searched move.
            _ => (best.into_iter().collect(), false),
        };
        Ok(Self {
            parsed,
            sum,
            position,
            solved,
            outcome,
            moves,
            more,
        })
    }

    /// The position as parsed.
    pub fn parsed(&self) -> &Parsed {
        &self.parsed
    }

    /// The sum of games.
    pub fn sum(&self) -> &Sum<Heap> {
        &self.sum
    }

    /// The position.
    pub fn position(&self) -> &SumPosition {
        &self.position
    }

    /// The remoteness search: how many moves perfect play lasts, or why it is unknown.
    pub fn solved(&self) -> &Result<Solved, SearchError> {
        &self.solved
    }

    /// Who wins: the core's answer, else the search's, else why neither is known.
    pub fn outcome(&self) -> &Result<Outcome, SumError> {
        &self.outcome
    }

    /// The moves shown: up to [`MAX_MOVES`] winning moves from a position the core knows
    /// is won, else the move the search chose (none when it found none).
    pub fn moves(&self) -> &[SumMove] {
        &self.moves
    }

    /// Whether there are more winning moves than [`Hint::moves`] lists.
    pub fn more(&self) -> bool {
        self.more
    }

    /// Whether the position is one game alone, reported as that game.
    pub fn single(&self) -> bool {
        self.parsed.components.len() == 1
    }

    /// Component `component`'s position `part` in the grammar's words.
    pub fn words(&self, component: usize, part: &AnyPosition) -> String {
        self.parsed
            .components
            .get(component)
            .map_or_else(|| part.to_string(), |c| describe(&c.spec, part.numbers()))
    }

    /// The report as one line of JSON (with its newline), the same in every language:
    /// `outcome` (`"N"`, `"P"` or `null`), `grundy`, `remoteness`, `winning_moves`,
    /// `more_winning_moves`, `best_move`, `components` (each `position` and `grundy`), and
    /// `unknown` (why the outcome is unknown) when it is.
    pub fn json(&self) -> String {
        let values: Vec<_> = self.sum.values(&self.position).collect();
        let outcome = match &self.outcome {
            Ok(Outcome::N) => "\"N\"".to_owned(),
            Ok(Outcome::P) => "\"P\"".to_owned(),
            Err(_) => "null".to_owned(),
        };
        let grundy = self
            .sum
            .grundy(&self.position)
            .map_or_else(|_| "null".to_owned(), |g| g.to_string());
        let remoteness = self
            .solved
            .as_ref()
            .map_or_else(|_| "null".to_owned(), |r| r.remoteness.to_string());
        let describe_move = |m: &SumMove| -> String {
            if self.single() {
                m.mv.to_string()
            } else {
                let part = self.position.parts().get(m.component);
                let words = part.map_or_else(String::new, |p| self.words(m.component, p));
                format!("in component {} ({words}): {}", m.component + 1, m.mv)
            }
        };
        let winning: Vec<String> = if self.sum.try_outcome(&self.position) == Ok(Outcome::N) {
            self.moves
                .iter()
                .map(|m| json_string(&describe_move(m)))
                .collect()
        } else {
            Vec::new()
        };
        let best = match (&self.outcome, self.moves.first()) {
            (Ok(_), Some(m)) if winning.is_empty() => json_string(&describe_move(m)),
            _ => "null".to_owned(),
        };
        let components: Vec<String> = self
            .position
            .parts()
            .iter()
            .zip(&values)
            .enumerate()
            .map(|(i, (part, v))| {
                let v = v
                    .as_ref()
                    .map_or_else(|_| "null".to_owned(), ToString::to_string);
                format!(
                    "{{\"position\":{},\"grundy\":{v}}}",
                    json_string(&self.words(i, part))
                )
            })
            .collect();
        let unknown = match &self.outcome {
            Err(why) => format!(",\"unknown\":{}", json_string(&why.to_string())),
            Ok(_) => String::new(),
        };
        format!(
            "{{\"outcome\":{outcome},\"grundy\":{grundy},\"remoteness\":{remoteness},\"winning_moves\":[{}],\"more_winning_moves\":{},\"best_move\":{best},\"components\":[{}]{unknown}}}\n",
            winning.join(","),
            self.more,
            components.join(",")
        )
    }
}

/// The remoteness search and the perfect player's move, on a thread with a deep stack.
fn search(
    sum: &Sum<Heap>,
    position: &SumPosition,
) -> Result<(Result<Solved, SearchError>, Option<SumMove>), HintError> {
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(SEARCH_STACK)
            .spawn_scoped(scope, || {
                let mut memo = HashMemo::new(HINT_BUDGET as usize);
                let solved = solve(sum, position, HINT_BUDGET, &mut memo);
                // With the position solved the memo answers the perfect move at once; a
                // search that ran out of budget would only run out again.
                let best = match solved {
                    Ok(_) => best_move_with(sum, position, HINT_BUDGET, &mut memo),
                    Err(_) => best_move_with(sum, position, 0, &mut memo),
                };
                (solved, best)
            })
            .map_err(HintError::Start)?
            .join()
            .map_err(|_| HintError::Stopped)
    })
}

/// `text` as a JSON string.
pub fn json_string(text: &str) -> String {
    let mut s = String::with_capacity(text.len() + 2);
    s.push('"');
    for c in text.chars() {
        match c {
            '"' => s.push_str("\\\""),
            '\\' => s.push_str("\\\\"),
            '\n' => s.push_str("\\n"),
            c if (c as u32) < 0x20 => {
                let _ = write!(s, "\\u{:04x}", c as u32);
            }
            c => s.push(c),
        }
    }
    s.push('"');
    s
}
