//! Playing well beyond "a winning move": remoteness, and the best move when every move loses.
//!
//! Remoteness (Smith, 1966) is how many moves the game lasts with perfect play when the
//! winner hurries and the loser delays: 0 at a terminal position, `1 + min` over the moves
//! to P-positions from an N-position, `1 + max` over all moves from a P-position. It is
//! computed by a search of the game tree under a node budget; past the budget the answer
//! is [`TooLarge`], never a guess.
//!
//! ```
//! use grundy::{Bash, Game, strategy::{remoteness, best_move}};
//!
//! let bash = Bash::new(3)?;
//! let p = bash.position(&[8])?;
//! assert_eq!(remoteness(&bash, &p, 10_000)?, 4);
//! assert!(best_move(&bash, &p, 10_000).is_some());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use crate::{Game, Outcome};

/// The deepest the search goes: a game that lasts longer is [`TooLarge`]. It bounds the
/// stack the recursion uses (a few hundred bytes a level for the largest positions), and
/// the budget bounds it further.
pub const MAX_DEPTH: u32 = 200;

/// The search needed more nodes than its budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge {
    /// The budget, in positions visited.
    pub budget: u64,
}

impl fmt::Display for TooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "too large: more than {} positions to search",
            self.budget
        )
    }
}

impl core::error::Error for TooLarge {}

/// The remoteness of `position`, visiting at most `budget` positions.
///
/// # Errors
/// [`TooLarge`] when the search needs more positions than `budget`, the game lasts more than
/// [`MAX_DEPTH`] moves, or the search meets a move the position type cannot hold.
pub fn remoteness<G: Game>(game: &G, position: &G::Position, budget: u64) -> Result<u64, TooLarge> {
    let mut left = budget;
    search(game, position, &mut left, 0).ok_or(TooLarge { budget })
}

fn search<G: Game>(game: &G, position: &G::Position, left: &mut u64, depth: u32) -> Option<u64> {
    *left = left.checked_sub(1)?;
    if depth > MAX_DEPTH {
        return None;
    }
    if game.is_terminal(position) {
        return Some(0);
    }
    match game.outcome(position) {
        Outcome::N => {
            let mut best: Option<u64> = None;
            for mv in game.winning_moves(position) {
                let next = game.play(position.clone(), mv).ok()?;
                let r = search(game, &next, left, depth + 1)?;
                best = Some(best.map_or(r, |b| b.min(r)));
            }
            best.map(|b| b + 1)
        }
        Outcome::P => {
            let mut best = 0;
            for mv in game.moves(position) {
                let next = game.play(position.clone(), mv).ok()?;
                best = best.max(search(game, &next, left, depth + 1)?);
            }
            Some(best + 1)
        }
    }
}

/// The move a perfect player makes, or `None` at a terminal position.
///
/// From an N-position: the winning move that wins soonest (least remoteness) when that is
/// found within `budget`, else the first winning move. From a P-position, where every move
/// loses: the move that keeps the game longest when found within `budget`, else the first
/// legal move (in [`Game::moves`] order: the smallest change to the first pile).
pub fn best_move<G: Game>(game: &G, position: &G::Position, budget: u64) -> Option<G::Move> {
    let winning = game.outcome(position) == Outcome::N;
    let mut left = budget;
    let mut chosen: Option<(G::Move, u64)> = None;
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
        let Some(r) = search(game, &next, left, 1) else {
            return false;
        };
        let better = chosen.is_none_or(|(_, b)| if winning { r < b } else { r > b });
        if better {
            chosen = Some((mv, r));
        }
        true
    };
    let complete = if winning {
        game.winning_moves(position)
            .all(|mv| consider(mv, &mut left))
    } else {
        game.moves(position).all(|mv| consider(mv, &mut left))
    };
    match (complete, chosen) {
        (true, Some((mv, _))) => Some(mv),
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
