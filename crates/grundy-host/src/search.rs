//! Many positions of one game searched in one budget and one transposition table: what the
//! hints of a front end ask at every move (the position, the position after each of its
//! moves, and every position of the game so far).

use std::cell::Cell;

use grundy::Game;
use grundy::strategy::{Memo, SearchError, Solved, solve};

/// Who wins each of `positions` and its remoteness, by the core's search: one budget of
/// `budget` positions for them all, and one transposition table (`memo`, which the caller
/// may keep between calls), so that a position and its options, whose reachable positions
/// overlap, cost no more than the position alone. Every list of positions with up to
/// `budget` reachable positions in all (not already in `memo`) is solved exactly; past the
/// budget each answer not yet known is [`SearchError::Budget`] with `budget`. The first
/// positions are searched first.
///
/// ```
/// use grundy::{Game, Nim, FromNumbers};
/// use grundy_host::{HashMemo, solve_all};
///
/// let nim = Nim::normal();
/// let positions = [nim.position(&[3, 4, 5])?, nim.position(&[1, 4, 5])?];
/// let solved = solve_all(&nim, &positions, 10_000, &mut HashMemo::default());
/// assert_eq!(solved.len(), 2);
/// assert!(solved.iter().all(Result::is_ok));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn solve_all<G: Game, M: Memo<G::Position>>(
    game: &G,
    positions: &[G::Position],
    budget: u64,
    memo: &mut M,
) -> Vec<Result<Solved, SearchError>> {
    let mut left = budget;
    let mut counting = Counting {
        memo,
        misses: Cell::new(0),
    };
    positions
        .iter()
        .map(|p| {
            counting.misses.set(0);
            let solved = solve(game, p, left, &mut counting);
            // Every position the search did not find in the table costs one of the
            // budget, solved or not.
            left = left.saturating_sub(counting.misses.get());
            solved.map_err(|e| match e {
                SearchError::Budget { .. } => SearchError::Budget { budget },
                other => other,
            })
        })
        .collect()
}

/// A transposition table that counts the positions it did not know: what a search spends of
/// its budget.
struct Counting<'m, M> {
    memo: &'m mut M,
    misses: Cell<u64>,
}

impl<P, M: Memo<P>> Memo<P> for Counting<'_, M> {
    fn get(&self, position: &P) -> Option<Solved> {
        let known = self.memo.get(position);
        if known.is_none() {
            self.misses.set(self.misses.get().saturating_add(1));
        }
        known
    }

    fn insert(&mut self, position: P, solved: Solved) {
        self.memo.insert(position, solved);
    }
}
