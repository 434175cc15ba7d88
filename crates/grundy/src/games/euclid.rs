//! Euclid's game (A. J. Cole and A. J. T. Davie, "A game based on the Euclidean algorithm and
//! a winning strategy for it", Math. Gazette 53, 1969): two numbers; a move subtracts a
//! positive multiple of the smaller from the larger, leaving it non-negative; whoever makes a
//! number 0 wins (a position with a 0 has no move).
//!
//! **Who wins** (Cole and Davie): with `0 < a ≤ b`, the player to move wins exactly when
//! `a = b` or `b ≥ φa` (φ the golden ratio). Decided here in integers: `b > φa` exactly when
//! `b² − ab − a² > 0`, i.e. `b(b − a) > a²`, exact in `u128` for every pair of `u64`; φ is
//! irrational, so `b = φa` never happens.
//!
//! **Grundy values**: with `b = qa + r` (`0 ≤ r < a`), the positions `(a, ja + r)`, `j = 0..=q`,
//! form a chain where each moves to every one below it, and `(a, r)` at its foot has the value
//! `x` of the smaller pair (0 when `r = 0`: a terminal position). The chain's values are the
//! numbers without `x` in order, so `g(a, b) = q − 1` when `q ≤ x`, else `q`: one pass over
//! the quotients of the continued fraction of `b/a`, from the last. (The values of Grossman's
//! variant, where the game stops at `(d, d)`, are `⌊|b/a − a/b|⌋`: G. Nivasch, Discrete Math.
//! 306, 2006; they differ from these.)
//!
//! ```
//! use grundy::euclid::Euclid;
//! use grundy::{Outcome, Take};
//!
//! assert_eq!(Euclid::outcome_of(3, 4), Outcome::P); // 4 < 3φ: the only move is to (3, 1)
//! assert_eq!(Euclid::outcome_of(3, 5), Outcome::N); // 5 > 3φ ≈ 4.85
//! assert_eq!(Euclid::outcome_of(3, 7), Outcome::N);
//! let position = Euclid::position(3, 7);
//! let winning: Vec<Take> = Euclid::winning_moves(position).collect();
//! assert_eq!(winning, [Take { pile: 1, count: 3 }]); // to (3, 4)
//! assert_eq!(Euclid::grundy_of(3, 7), 1);
//! ```

use core::convert::Infallible;

use crate::error::{GrundyError, IllegalMove, PlayError};
use crate::game::{Game, Outcome, Take};
use crate::nimber::Nimber;

/// The quotients of the continued fraction of `b/a` for `a, b < 2^64`: the Euclidean
/// algorithm takes at most 92 steps below `2^64` (the worst case, consecutive Fibonacci
/// numbers, needs `F(94) > 2^64`).
const MAX_QUOTIENTS: usize = 96;

/// A position of Euclid's game: two numbers, in the order given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct EuclidPosition {
    pair: [u64; 2],
}

impl EuclidPosition {
    /// The two numbers.
    pub const fn pair(self) -> [u64; 2] {
        self.pair
    }

    /// The two numbers as a slice.
    pub fn as_slice(&self) -> &[u64] {
        &self.pair
    }
}

/// Euclid's game: the rules value (a [`Game`], for searches and sums of it), with its theory
/// as associated functions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Euclid;

/// `(smaller, larger, index of the larger)`; the second number counts as the larger on a tie.
const fn ordered(pair: [u64; 2]) -> (u64, u64, usize) {
    if pair[0] > pair[1] {
        (pair[1], pair[0], 0)
    } else {
        (pair[0], pair[1], 1)
    }
}

impl Euclid {
    /// The position `(a, b)`; any numbers (a 0 makes it terminal).
    pub const fn position(a: u64, b: u64) -> EuclidPosition {
        EuclidPosition { pair: [a, b] }
    }

    /// Who wins `(a, b)`: Cole and Davie's golden-ratio rule, in integers.
    pub const fn outcome_of(a: u64, b: u64) -> Outcome {
        let (small, large, _) = ordered([a, b]);
        if small == 0 {
            return Outcome::P;
        }
        if small == large {
            return Outcome::N;
        }
        // large > φ·small ⇔ large(large − small) > small², both sides below 2^128.
        let (s, l) = (small as u128, large as u128);
        if l * (l - s) > s * s {
            Outcome::N
        } else {
            Outcome::P
        }
    }

    /// The Grundy value of `(a, b)`, exact for every pair (at most the larger number).
    pub fn grundy_of(a: u64, b: u64) -> u64 {
        let (mut small, mut large, _) = ordered([a, b]);
        let mut quotients = [0u64; MAX_QUOTIENTS];
        let mut n = 0;
        while small != 0 {
            // At most 92 steps (see MAX_QUOTIENTS), so the slot is always there.
            if let Some(slot) = quotients.get_mut(n) {
                *slot = large / small;
                n += 1;
            }
            (small, large) = (large % small, small);
        }
        quotients
            .get(..n)
            .unwrap_or(&[])
            .iter()
            .rev()
            .fold(0, |x, &q| chain_value(q, x))
    }

    /// Whether no move is left: a number is 0.
    pub const fn is_terminal(position: EuclidPosition) -> bool {
        position.pair[0] == 0 || position.pair[1] == 0
    }

    /// Who wins `position`.
    pub const fn outcome(position: EuclidPosition) -> Outcome {
        Self::outcome_of(position.pair[0], position.pair[1])
    }

    /// The Grundy value of `position`.
    pub fn grundy(position: EuclidPosition) -> u64 {
        Self::grundy_of(position.pair[0], position.pair[1])
    }

    /// Every legal move, lazily: from the larger number (the second on a tie, then also the
    /// first), the smaller multiples first.
    pub fn moves(position: EuclidPosition) -> impl Iterator<Item = Take> {
        let (small, large, pile) = ordered(position.pair);
        let q = large.checked_div(small).unwrap_or(0);
        let tie = small == large && small != 0;
        (1..=q)
            .map(move |k| Take {
                pile,
                count: k * small,
            })
            .chain(tie.then_some(Take {
                pile: 0,
                count: small,
            }))
    }

    /// Every move to a position of Grundy value `value`, lazily (at most one, or two on a
    /// tie, where both numbers may be subtracted): the chain `(a, ja + r)` has one position
    /// of each value it holds.
    pub fn moves_to(position: EuclidPosition, value: u128) -> impl Iterator<Item = Take> {
        let (small, large, pile) = ordered(position.pair);
        let found = (small != 0).then(|| {
            let (q, r) = (large / small, large % small);
            let x = u128::from(Self::grundy_of(r, small));
            // The chain's rung j (0 ≤ j < q) with value `value`: rung 0 is (r, a) of value x,
            // rung j ≥ 1 has j − 1 if j ≤ x, else j.
            let j = if value == x {
                Some(0)
            } else if x == 0 {
                Some(value)
            } else if value < x {
                Some(value + 1)
            } else {
                Some(value)
            };
            j.filter(|&j| j < u128::from(q))
                .and_then(|j| u64::try_from(j).ok())
                .map(|j| Take {
                    pile,
                    count: (q - j) * small,
                })
        });
        let tie = (small == large && small != 0 && value == 0).then_some(Take {
            pile: 0,
            count: small,
        });
        found.flatten().into_iter().chain(tie)
    }

    /// Every move to a P-position: at most one, or both subtractions from a pair of equal
    /// numbers.
    pub fn winning_moves(position: EuclidPosition) -> impl Iterator<Item = Take> {
        Self::moves_to(position, 0)
    }

    /// The position after `mv`.
    ///
    /// # Errors
    /// [`PlayError`] with the position unchanged when `mv` does not take a positive multiple
    /// of the other number from the larger (or either of two equal numbers), at most all of
    /// it.
    pub fn play(
        position: EuclidPosition,
        mv: Take,
    ) -> Result<EuclidPosition, PlayError<EuclidPosition>> {
        let (small, large, larger) = ordered(position.pair);
        let from_larger = mv.pile == larger || (small == large && mv.pile < 2);
        let reason = if mv.pile >= 2 {
            IllegalMove::NoSuchPile {
                index: mv.pile,
                piles: 2,
            }
        } else if mv.count == 0 {
            IllegalMove::TakesNothing
        } else if !from_larger || small == 0 || !mv.count.is_multiple_of(small) {
            IllegalMove::NotAMultiple {
                take: mv.count,
                of: small,
            }
        } else if mv.count > large {
            IllegalMove::NotEnoughStones {
                take: mv.count,
                available: large,
            }
        } else {
            let mut pair = position.pair;
            if let Some(n) = pair.get_mut(mv.pile) {
                *n -= mv.count;
            }
            return Ok(EuclidPosition { pair });
        };
        Err(PlayError { position, reason })
    }
}

/// The value of the top of a chain of `q` rungs above a foot of value `x`: `q − 1` when
/// `q ≤ x`, else `q`.
const fn chain_value(q: u64, x: u64) -> u64 {
    if q <= x { q - 1 } else { q }
}

impl Game for Euclid {
    type Position = EuclidPosition;
    type Move = Take;
    type Unknown = Infallible;
    type ValueError = GrundyError;

    fn moves<'a>(&'a self, position: &'a EuclidPosition) -> impl Iterator<Item = Take> + 'a {
        Self::moves(*position)
    }

    fn play(
        &self,
        position: EuclidPosition,
        mv: Take,
    ) -> Result<EuclidPosition, PlayError<EuclidPosition>> {
        Self::play(position, mv)
    }

    fn is_terminal(&self, position: &EuclidPosition) -> bool {
        Self::is_terminal(*position)
    }

    fn try_outcome(&self, position: &EuclidPosition) -> Result<Outcome, Infallible> {
        Ok(Self::outcome(*position))
    }

    fn grundy(&self, position: &EuclidPosition) -> Result<Nimber, GrundyError> {
        Ok(Nimber::from(Self::grundy(*position)))
    }

    fn winning_moves<'a>(
        &'a self,
        position: &'a EuclidPosition,
    ) -> impl Iterator<Item = Take> + 'a {
        Self::winning_moves(*position)
    }

    fn moves_to<'a>(
        &'a self,
        position: &'a EuclidPosition,
        value: Nimber,
    ) -> Result<impl Iterator<Item = Take> + 'a, GrundyError> {
        Ok(Self::moves_to(*position, value.get()))
    }

    fn canonical(&self, position: &EuclidPosition) -> EuclidPosition {
        let (small, large, _) = ordered(position.pair);
        Self::position(small, large)
    }

    /// A multiple of the smaller number, uniform among those the larger holds.
    fn random_move<R: rand_core::Rng + ?Sized>(
        &self,
        position: &EuclidPosition,
        rng: &mut R,
    ) -> Option<Take> {
        let (small, large, pile) = ordered(position.pair);
        let q = large.checked_div(small).filter(|&q| q > 0)?;
        let k = 1 + crate::rng::below(rng, q);
        Some(Take {
            pile,
            count: k * small,
        })
    }
}
