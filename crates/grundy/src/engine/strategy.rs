//! Playing well beyond "a winning move": remoteness, and the best move when every move loses.
//!
//! Remoteness (Smith, 1966) is how many moves the game lasts with perfect play when the
//! winner hurries and the loser delays: 0 at a terminal position, `1 + min` over the moves
//! to P-positions from an N-position, `1 + max` over all moves from a P-position. It is
//! computed by a search of the game tree under a node budget; past the budget the answer
//! is a [`SearchError`], never a guess.
//!
//! The search remembers what it has solved in a transposition table, a [`Memo`] of the
//! caller's (keyed by [`Game::canonical`] positions, so `3 4 5` and `5 4 3` are solved
//! once): a `heapless` map on a small machine, a hash map on a desktop, or [`NoMemo`].
//! With a memo, the budget counts distinct positions, so every game with up to `budget`
//! reachable positions is searched exactly.
//!
//! ```
//! use grundy::{Bash, FromNumbers, strategy::{remoteness, best_move}};
//!
//! let bash = Bash::new(3)?;
//! let p = bash.position(&[8])?;
//! assert_eq!(remoteness(&bash, &p, 10_000)?, 4);
//! assert!(best_move(&bash, &p, 10_000).is_some());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;
use core::hash::Hash;

use crate::error::{IllegalMove, SumError};
use crate::game::{Game, Outcome};

/// The deepest the search goes: a game that lasts longer is a [`SearchError::TooDeep`]. It
/// bounds the stack the recursion uses (a few hundred bytes a level for a row of piles, a
/// few kilobytes for a sum of eight components), and the budget bounds it further.
pub const MAX_DEPTH: u32 = 200;

/// Why a search gave no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum SearchError {
    /// The search needed more positions than its budget.
    Budget {
        /// The budget, in positions solved.
        budget: u64,
    },
    /// The game lasts more than [`MAX_DEPTH`] moves.
    TooDeep,
    /// A move the core offered could not be played (a position past a capacity, such as
    /// Split Nim's [`crate::piles::MAX_PILES`]).
    Capacity,
    /// A position on the way has a legal move that its position type cannot hold
    /// ([`Game::unlisted`], such as a break in a position of [`crate::piles::MAX_PILES`]
    /// heaps):
    /// with a move unseen, no remoteness can be claimed.
    Unheld(IllegalMove),
    /// The outcome of a position is unknown (a sum whose component has no computable
    /// value), and the position is too large to settle by search within the budget.
    Outcome(SumError),
}

impl fmt::Display for SearchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Budget { budget } => {
                write!(f, "the search would need more than {budget} positions")
            }
            Self::TooDeep => write!(f, "the game can last more than {MAX_DEPTH} moves"),
            Self::Capacity => f.write_str("a move leads past a capacity of the core"),
            Self::Unheld(why) => write!(f, "a legal move cannot be held: {why}"),
            Self::Outcome(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for SearchError {}

/// A position solved by the search: who wins, and in how many moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Solved {
    /// Who wins with perfect play.
    pub outcome: Outcome,
    /// The remoteness: how many moves the game lasts with perfect play.
    pub remoteness: u64,
}

/// A transposition table: positions already solved, by their canonical form.
pub trait Memo<P> {
    /// What is known of `position`.
    fn get(&self, position: &P) -> Option<Solved>;
    /// Remembers `solved` for `position`; a full table may forget or refuse (the search
    /// only gets slower).
    fn insert(&mut self, position: P, solved: Solved);
}

/// A memo that remembers nothing: a plain tree search.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoMemo;

impl<P> Memo<P> for NoMemo {
    fn get(&self, _: &P) -> Option<Solved> {
        None
    }
    fn insert(&mut self, _: P, _: Solved) {}
}

impl<P: Eq + Hash, const N: usize> Memo<P> for heapless::index_map::FnvIndexMap<P, Solved, N> {
    fn get(&self, position: &P) -> Option<Solved> {
        heapless::index_map::FnvIndexMap::get(self, position).copied()
    }
    fn insert(&mut self, position: P, solved: Solved) {
        let _ = heapless::index_map::FnvIndexMap::insert(self, position, solved);
    }
}

/// The remoteness of `position`, solving at most `budget` positions, without a memo.
///
/// # Errors
/// [`SearchError`] when the search needs more positions than `budget`, the game lasts more
/// than [`MAX_DEPTH`] moves, or the search meets a move the position type cannot hold.
pub fn remoteness<G: Game>(
    game: &G,
    position: &G::Position,
    budget: u64,
) -> Result<u64, SearchError> {
    solve(game, position, budget, &mut NoMemo).map(|s| s.remoteness)
}

/// Who wins `position` and its remoteness, solving at most `budget` positions not already in
/// `memo` and remembering every position solved there. Where the game knows the outcome,
/// only the moves that matter are searched (the winning ones from an N-position); where it
/// does not (a sum with a component of unknown value), the outcome is settled by the search
/// itself.
///
/// ```
/// use std::collections::HashMap;
/// use grundy::strategy::{Memo, Solved, solve};
/// use grundy::{FromNumbers, Game, Outcome, SetNim};
/// use grundy::set_nim::SubtractionSet;
///
/// // A memo over a standard hash map.
/// struct Map<P>(HashMap<P, Solved>);
/// impl<P: std::hash::Hash + Eq> Memo<P> for Map<P> {
///     fn get(&self, p: &P) -> Option<Solved> { self.0.get(p).copied() }
///     fn insert(&mut self, p: P, s: Solved) { self.0.insert(p, s); }
/// }
///
/// let game = SetNim::new(SubtractionSet::new(&[1, 3, 4])?)?;
/// let p = game.position(&[10, 12, 20])?;
/// let solved = solve(&game, &p, 100_000, &mut Map(HashMap::new()))?;
/// assert_eq!(solved.outcome, game.outcome(&p));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Errors
/// As [`remoteness`].
pub fn solve<G: Game, M: Memo<G::Position>>(
    game: &G,
    position: &G::Position,
    budget: u64,
    memo: &mut M,
) -> Result<Solved, SearchError> {
    let mut left = budget;
    search(game, position, &mut left, 0, memo).map_err(|e| match e {
        Stop::Budget => SearchError::Budget { budget },
        Stop::Deep => SearchError::TooDeep,
        Stop::Capacity => SearchError::Capacity,
        Stop::Unheld(why) => SearchError::Unheld(why),
    })
}

/// Why a search stopped.
enum Stop {
    Budget,
    Deep,
    Capacity,
    Unheld(IllegalMove),
}

fn search<G: Game, M: Memo<G::Position>>(
    game: &G,
    position: &G::Position,
    left: &mut u64,
    depth: u32,
    memo: &mut M,
) -> Result<Solved, Stop> {
    let key = game.canonical(position);
    if let Some(known) = memo.get(&key) {
        return Ok(known);
    }
    // The canonical position has the same game tree (the contract of `canonical`), and it
    // may be shorter: a heap with no move dropped keeps the search from a capacity.
    let position = &key;
    *left = left.checked_sub(1).ok_or(Stop::Budget)?;
    if depth > MAX_DEPTH {
        return Err(Stop::Deep);
    }
    // A move the list leaves out could be the fastest win or the longest loss.
    if let Some(why) = game.unlisted(position) {
        return Err(Stop::Unheld(why));
    }
    let solved = if game.is_terminal(position) {
        // A terminal position's outcome is always known (normal play: the player to move
        // has lost; misère: has won).
        let outcome = game.try_outcome(position).map_err(|_| Stop::Capacity)?;
        Solved {
            outcome,
            remoteness: 0,
        }
    } else {
        match game.try_outcome(position) {
            Ok(Outcome::N) => {
                let mut best: Option<u64> = None;
                for mv in game.winning_moves(position) {
                    let next = game
                        .play(position.clone(), mv)
                        .map_err(|_| Stop::Capacity)?;
                    let r = search(game, &next, left, depth + 1, memo)?.remoteness;
                    best = Some(best.map_or(r, |b| b.min(r)));
                }
                Solved {
                    outcome: Outcome::N,
                    remoteness: best.ok_or(Stop::Capacity)? + 1,
                }
            }
            Ok(Outcome::P) => {
                let mut longest = 0;
                for mv in game.moves(position) {
                    let next = game
                        .play(position.clone(), mv)
                        .map_err(|_| Stop::Capacity)?;
                    longest = longest.max(search(game, &next, left, depth + 1, memo)?.remoteness);
                }
                Solved {
                    outcome: Outcome::P,
                    remoteness: longest + 1,
                }
            }
            Err(_) => {
                // Settle the outcome by searching every move.
                let (mut fastest_win, mut longest) = (None::<u64>, 0);
                for mv in game.moves(position) {
                    let next = game
                        .play(position.clone(), mv)
                        .map_err(|_| Stop::Capacity)?;
                    let s = search(game, &next, left, depth + 1, memo)?;
                    if s.outcome == Outcome::P {
                        fastest_win =
                            Some(fastest_win.map_or(s.remoteness, |f| f.min(s.remoteness)));
                    }
                    longest = longest.max(s.remoteness);
                }
                match fastest_win {
                    Some(r) => Solved {
                        outcome: Outcome::N,
                        remoteness: r + 1,
                    },
                    None => Solved {
                        outcome: Outcome::P,
                        remoteness: longest + 1,
                    },
                }
            }
        }
    };
    memo.insert(key, solved);
    Ok(solved)
}

/// The move a perfect player makes, or `None` at a terminal position; searched without a
/// memo. See [`best_move_with`].
pub fn best_move<G: Game>(game: &G, position: &G::Position, budget: u64) -> Option<G::Move> {
    best_move_with(game, position, budget, &mut NoMemo)
}

/// The move a perfect player makes, or `None` at a terminal position.
///
/// From an N-position: the winning move that wins soonest (least remoteness) when that is
/// found within `budget`, else the first winning move. From a P-position, where every move
/// loses: the move that keeps the game longest when found within `budget`, else the first
/// legal move (in move order: the smallest change to the first pile). When the outcome is
/// unknown (a sum with a component of unknown value): the move the search finds best within
/// `budget`, else `None` — never a guess presented as perfect play.
pub fn best_move_with<G: Game, M: Memo<G::Position>>(
    game: &G,
    position: &G::Position,
    budget: u64,
    memo: &mut M,
) -> Option<G::Move> {
    let known = game.try_outcome(position).ok();
    let winning = known == Some(Outcome::N);
    let mut left = budget;
    let mut chosen: Option<(G::Move, Solved)> = None;
    let mut first = None;
    let mut consider = |mv: G::Move, left: &mut u64| -> bool {
        // Every move considered costs one, so that a long list of unplayable moves ends too.
        let Some(rest) = left.checked_sub(1) else {
            return false;
        };
        *left = rest;
        let Ok(next) = game.play(position.clone(), mv) else {
            return true;
        };
        first.get_or_insert(mv);
        let Ok(s) = search(game, &next, left, 1, memo) else {
            return false;
        };
        let better = match chosen {
            None => true,
            Some((_, b)) => match (s.outcome, b.outcome) {
                // A move to a P-position (the mover wins) beats one to an N-position.
                (Outcome::P, Outcome::N) => true,
                (Outcome::N, Outcome::P) => false,
                (Outcome::P, Outcome::P) => s.remoteness < b.remoteness,
                (Outcome::N, Outcome::N) => s.remoteness > b.remoteness,
            },
        };
        if better {
            chosen = Some((mv, s));
        }
        true
    };
    let complete = if winning {
        game.winning_moves(position)
            .all(|mv| consider(mv, &mut left))
    } else {
        game.moves(position).all(|mv| consider(mv, &mut left))
    };
    match (complete, chosen, known) {
        (true, Some((mv, _)), _) => Some(mv),
        (_, _, None) => None,
        _ => first.or_else(|| {
            if winning {
                game.winning_moves(position).next()
            } else {
                game.moves(position)
                    .find(|&mv| game.play(position.clone(), mv).is_ok())
            }
        }),
    }
}
