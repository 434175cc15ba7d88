//! Every-SG: a compound of games in which the player to move must move in **every**
//! component that still has a move; whoever makes the last move wins. This is the *continued
//! conjunctive compound* of Winning Ways, ch. 9 ("Steinhaus" remoteness, or suspense).
//!
//! Sprague–Grundy values say nothing here: what counts is how long each component lasts when
//! its winner drags it out and its loser hurries it to the end. The **suspense number** `s`
//! of a position (Winning Ways, ch. 9; C. A. B. Smith, 1966) is:
//!
//! - 0 at a terminal position;
//! - `1 + max` over the moves to P-positions, at an N-position (the winner delays);
//! - `1 + min` over all moves, at a P-position (the loser hurries).
//!
//! It is odd exactly at N-positions. In the compound the component lasting longest decides
//! the game: **the player to move wins exactly when the largest suspense number over the
//! components is odd** ([`outcome`]). A perfect player moves in each component to an option
//! whose suspense is one less ([`step`]): in those it wins it delays, in those it loses it
//! hurries.
//!
//! The suspense numbers come from a search of each component's game tree under a budget of
//! positions (the same search as [`crate::engine::strategy`]'s remoteness, with a transposition table
//! of the caller's); past its budget or depth the answer is a [`SearchError`], never a guess.
//! The components must be played under normal play (the last mover wins each of them).
//!
//! ```
//! use grundy::every::{outcome, suspense};
//! use grundy::strategy::NoMemo;
//! use grundy::{FromNumbers, Game, Nim, Outcome};
//!
//! let nim = Nim::normal();
//! // One heap: take it all, 1 move. Heaps of 2 and 2: the loser empties one, the winner the
//! // other, 2 moves.
//! let a = suspense(&nim, &nim.position(&[5])?, 10_000, &mut NoMemo)?;
//! let b = suspense(&nim, &nim.position(&[2, 2])?, 10_000, &mut NoMemo)?;
//! assert_eq!((a.remoteness, b.remoteness), (1, 2));
//! // The pair of heaps lasts longer and is lost by the player to move.
//! assert_eq!(outcome([a.remoteness, b.remoteness]), Outcome::P);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::engine::strategy::{MAX_DEPTH, Memo, SearchError, Solved};
use crate::error::IllegalMove;
use crate::game::Game;
use crate::game::Outcome;

/// Who wins a compound whose components have the suspense numbers `suspenses`: the player to
/// move exactly when the largest is odd (none, or all 0: no move is left, and the player to
/// move has lost).
pub fn outcome(suspenses: impl IntoIterator<Item = u64>) -> Outcome {
    let longest = suspenses.into_iter().max().unwrap_or(0);
    if longest % 2 == 1 {
        Outcome::N
    } else {
        Outcome::P
    }
}

/// The suspense number of `position` (in [`Solved::remoteness`]) and its outcome, solving at
/// most `budget` positions not already in `memo`.
///
/// `memo` is a table of suspense numbers: give it one that only this function fills (a
/// remoteness search's table holds other numbers for the same positions).
///
/// # Errors
/// [`SearchError`] when the search needs more than `budget` positions, the game lasts more
/// than [`MAX_DEPTH`] moves, a move cannot be played or held, or an outcome is unknown.
pub fn suspense<G: Game, M: Memo<G::Position>>(
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

/// The move a perfect player makes in the component `position` of a compound: to an option
/// whose suspense number is one less (the longest win, or the quickest loss); `None` at a
/// terminal position.
///
/// # Errors
/// As [`suspense`].
pub fn step<G: Game, M: Memo<G::Position>>(
    game: &G,
    position: &G::Position,
    budget: u64,
    memo: &mut M,
) -> Result<Option<G::Move>, SearchError> {
    let mut left = budget;
    let here = search(game, position, &mut left, 0, memo);
    let mut found = None;
    let result = here.and_then(|solved| {
        if solved.remoteness == 0 {
            return Ok(());
        }
        for mv in game.moves(position) {
            let next = game
                .play(position.clone(), mv)
                .map_err(|_| Stop::Capacity)?;
            let s = search(game, &next, &mut left, 1, memo)?;
            let keeps = match solved.outcome {
                Outcome::N => s.outcome == Outcome::P,
                Outcome::P => true,
            };
            if keeps && s.remoteness + 1 == solved.remoteness {
                found = Some(mv);
                return Ok(());
            }
        }
        Err(Stop::Capacity)
    });
    result.map(|()| found).map_err(|e| match e {
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
    let position = &key;
    *left = left.checked_sub(1).ok_or(Stop::Budget)?;
    if depth > MAX_DEPTH {
        return Err(Stop::Deep);
    }
    // A move the list leaves out could be the longest win or the quickest loss.
    if let Some(why) = game.unlisted(position) {
        return Err(Stop::Unheld(why));
    }
    let solved = if game.is_terminal(position) {
        Solved {
            outcome: Outcome::P,
            remoteness: 0,
        }
    } else {
        match game.try_outcome(position) {
            Ok(Outcome::N) => {
                let mut longest: Option<u64> = None;
                for mv in game.winning_moves(position) {
                    let next = game
                        .play(position.clone(), mv)
                        .map_err(|_| Stop::Capacity)?;
                    let s = search(game, &next, left, depth + 1, memo)?.remoteness;
                    longest = Some(longest.map_or(s, |l| l.max(s)));
                }
                Solved {
                    outcome: Outcome::N,
                    remoteness: longest.ok_or(Stop::Capacity)? + 1,
                }
            }
            Ok(Outcome::P) => Solved {
                outcome: Outcome::P,
                remoteness: quickest(game, position, left, depth, memo)? + 1,
            },
            Err(_) => {
                // Settle the outcome by searching every move.
                let (mut longest_win, mut quickest) = (None::<u64>, None::<u64>);
                for mv in game.moves(position) {
                    let next = game
                        .play(position.clone(), mv)
                        .map_err(|_| Stop::Capacity)?;
                    let s = search(game, &next, left, depth + 1, memo)?;
                    if s.outcome == Outcome::P {
                        longest_win =
                            Some(longest_win.map_or(s.remoteness, |l| l.max(s.remoteness)));
                    }
                    quickest = Some(quickest.map_or(s.remoteness, |q| q.min(s.remoteness)));
                }
                match (longest_win, quickest) {
                    (Some(l), _) => Solved {
                        outcome: Outcome::N,
                        remoteness: l + 1,
                    },
                    (None, Some(q)) => Solved {
                        outcome: Outcome::P,
                        remoteness: q + 1,
                    },
                    (None, None) => return Err(Stop::Capacity),
                }
            }
        }
    };
    memo.insert(key, solved);
    Ok(solved)
}

/// The least suspense over the options of a P-position (all N-positions, of odd suspense:
/// 1 is the least there is, and ends the scan).
fn quickest<G: Game, M: Memo<G::Position>>(
    game: &G,
    position: &G::Position,
    left: &mut u64,
    depth: u32,
    memo: &mut M,
) -> Result<u64, Stop> {
    let mut least: Option<u64> = None;
    for mv in game.moves(position) {
        let next = game
            .play(position.clone(), mv)
            .map_err(|_| Stop::Capacity)?;
        let s = search(game, &next, left, depth + 1, memo)?.remoteness;
        least = Some(least.map_or(s, |l| l.min(s)));
        if s <= 1 {
            break;
        }
    }
    least.ok_or(Stop::Capacity)
}
