//! Turning Corners: coins on a grid, a move turns over the four corners of a rectangle
//! whose lower-right corner goes from heads to tails (Winning Ways, ch. 14; T. S. Ferguson,
//! *Game Theory*, part I, ch. 5).
//!
//! Rows and columns are numbered from 0. A move picks a heads coin `(x, y)` and rows `a < x`,
//! columns `b < y`, and turns over `(a, b)`, `(a, y)`, `(x, b)` and `(x, y)`. It is the
//! product of Twins with itself (turn two coins of a row, the right one from heads to tails,
//! where the coin `n` is worth `n`), and by the Tartan theorem (Winning Ways, ch. 14) a heads
//! coin at `(x, y)` is worth the nim product `x ⊗ y` ([`crate::nimber::nim_mul`]); a position is
//! worth the XOR of its heads coins' values. Every value is exact for any `u64` coordinates.
//!
//! A move at `(x, y)` with corners `a, b` changes the value by `x⊗y ⊕ a⊗y ⊕ x⊗b ⊕ a⊗b =
//! (x ⊕ a) ⊗ (y ⊕ b)`, so a move to value `v` from a position of value `s` solves
//! `u ⊗ w = s ⊕ v` with `u = x ⊕ a < ...` subject to `a < x` and `b < y`. The moves are
//! found by solving that equation in the field of nimbers, level by level of its Fermat
//! 2-powers, with a quadratic equation (`z² + z = c`, [`crate::nimber::solve_artin_schreier`])
//! where both factors are large; no search over the board. Where a level offers more pairs
//! of high halves than the solver tries, and none of those it tried worked, the answer is
//! [`CornerError::Unsettled`], never a guess (no such case is known).
//!
//! ```
//! use grundy::corners::{Corners, TurningCorners};
//! use grundy::Outcome;
//!
//! let heads = [(2, 3), (5, 7)];
//! let position = Corners::new(&heads)?;
//! assert_eq!(TurningCorners::value(position), 1 ^ 13); // 2 ⊗ 3 = 1, 5 ⊗ 7 = 13
//! let mv = TurningCorners::winning_moves(position).next().ok_or("none")??;
//! assert_eq!(TurningCorners::value_after(position, mv), 0);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use crate::game::Outcome;
use crate::nimber::{nim_inverse, nim_mul, nim_sqrt, solve_artin_schreier};

/// Pairs of high halves the solver tries at one level, in each direction, before it gives up
/// on that level: 16 × 16. A pair works for about half of its candidates, so a level with
/// more pairs than these has never been seen to need them all.
const PAIRS_PER_SIDE: u64 = 16;

/// Pairs the whole solve may try: a level's 256, times a few levels.
const PAIR_BUDGET: u32 = 4096;

/// Why a position or a move of Turning Corners was refused, or a move not found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum CornerError {
    /// The heads coins are not listed in strictly increasing order (by row, then column).
    NotIncreasing {
        /// The coin out of order (or repeated).
        coin: (u64, u64),
    },
    /// A move's corners are not above and left of its heads coin.
    BadMove,
    /// The move's heads coin shows tails.
    Tails {
        /// The coin.
        coin: (u64, u64),
    },
    /// A coin is off the board.
    OffTheBoard {
        /// The coin.
        coin: (u64, u64),
    },
    /// The solver tried its budget of candidates without settling whether a move from this
    /// heads coin exists.
    Unsettled {
        /// The heads coin.
        coin: (u64, u64),
    },
}

impl fmt::Display for CornerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotIncreasing { coin: (r, c) } => write!(
                f,
                "the heads coins must be listed in increasing order (by row, then column), each once ({r},{c})"
            ),
            Self::BadMove => f.write_str("the corners must be above and left of the heads coin"),
            Self::Tails { coin: (r, c) } => {
                write!(
                    f,
                    "coin ({r},{c}) shows tails: the lower-right corner must show heads"
                )
            }
            Self::OffTheBoard { coin: (r, c) } => write!(f, "coin ({r},{c}) is off the board"),
            Self::Unsettled { coin: (r, c) } => write!(
                f,
                "the moves from coin ({r},{c}) could not be settled within the solver's budget"
            ),
        }
    }
}

impl core::error::Error for CornerError {}

/// A position: its heads coins as `(row, column)`, strictly increasing; a validated view of
/// the caller's slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Corners<'a> {
    heads: &'a [(u64, u64)],
}

impl<'a> Corners<'a> {
    /// The position whose heads coins are `heads`.
    ///
    /// # Errors
    /// [`CornerError::NotIncreasing`] unless `heads` is strictly increasing (by row, then
    /// column).
    pub fn new(heads: &'a [(u64, u64)]) -> Result<Self, CornerError> {
        for pair in heads.windows(2) {
            if let [a, b] = *pair
                && b <= a
            {
                return Err(CornerError::NotIncreasing { coin: b });
            }
        }
        Ok(Self { heads })
    }

    /// The heads coins.
    pub const fn heads(self) -> &'a [(u64, u64)] {
        self.heads
    }
}

/// A move: the corners of rows `a < x` and columns `b < y` turned over, `(x, y)` going from
/// heads to tails.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CornerMove {
    a: u64,
    b: u64,
    x: u64,
    y: u64,
}

impl CornerMove {
    /// The move at heads coin `(x, y)` with opposite corner `(a, b)`.
    ///
    /// # Errors
    /// [`CornerError::BadMove`] unless `a < x` and `b < y`.
    pub const fn new(a: u64, b: u64, x: u64, y: u64) -> Result<Self, CornerError> {
        if a < x && b < y {
            Ok(Self { a, b, x, y })
        } else {
            Err(CornerError::BadMove)
        }
    }

    /// The heads coin, `(x, y)`.
    pub const fn heads(self) -> (u64, u64) {
        (self.x, self.y)
    }

    /// The four coins turned: `(a, b)`, `(a, y)`, `(x, b)`, `(x, y)`.
    pub const fn corners(self) -> [(u64, u64); 4] {
        [
            (self.a, self.b),
            (self.a, self.y),
            (self.x, self.b),
            (self.x, self.y),
        ]
    }

    /// Plays the move on a board of `cols` columns given row by row as `true` for heads.
    ///
    /// # Errors
    /// [`CornerError::OffTheBoard`] or [`CornerError::Tails`]; the board is then unchanged.
    pub fn turn(self, board: &mut [bool], cols: u64) -> Result<(), CornerError> {
        let cell = |(r, c): (u64, u64)| -> Option<usize> {
            if c >= cols {
                return None;
            }
            let i = usize::try_from(r.checked_mul(cols)?.checked_add(c)?).ok()?;
            (i < board.len()).then_some(i)
        };
        let mut cells = [0usize; 4];
        for (slot, coin) in cells.iter_mut().zip(self.corners()) {
            *slot = cell(coin).ok_or(CornerError::OffTheBoard { coin })?;
        }
        if !board.get(cells[3]).is_some_and(|&h| h) {
            return Err(CornerError::Tails {
                coin: (self.x, self.y),
            });
        }
        for i in cells {
            if let Some(h) = board.get_mut(i) {
                *h = !*h;
            }
        }
        Ok(())
    }
}

impl fmt::Display for CornerMove {
    /// `turn (1,2), (1,5), (4,2) and (4,5)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [(a, b), (c, d), (e, g), (h, i)] = self.corners();
        write!(f, "turn ({a},{b}), ({c},{d}), ({e},{g}) and ({h},{i})")
    }
}

/// Turning Corners: the values and moves of its positions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TurningCorners;

impl TurningCorners {
    /// The value of a heads coin at `(row, col)` alone: `row ⊗ col`.
    pub const fn coin_value(row: u64, col: u64) -> u64 {
        nim_mul(row, col)
    }

    /// The value of a position: the XOR of its heads coins' values (streamed, no limit).
    pub fn value_of(heads: impl IntoIterator<Item = (u64, u64)>) -> u64 {
        heads
            .into_iter()
            .fold(0, |s, (r, c)| s ^ Self::coin_value(r, c))
    }

    /// The value of `position`.
    pub fn value(position: Corners<'_>) -> u64 {
        Self::value_of(position.heads.iter().copied())
    }

    /// Whether no move is left: no heads coin has a row and a column above and left of it
    /// (every heads coin is in row 0 or column 0).
    pub fn is_terminal(position: Corners<'_>) -> bool {
        position.heads.iter().all(|&(r, c)| r == 0 || c == 0)
    }

    /// Who wins `position`.
    pub fn outcome(position: Corners<'_>) -> Outcome {
        Outcome::from_grundy(crate::nimber::Nimber::from(Self::value(position)))
    }

    /// The value after `mv` (which the caller has checked is legal): the four corners' values
    /// toggled.
    pub fn value_after(position: Corners<'_>, mv: CornerMove) -> u64 {
        mv.corners()
            .iter()
            .fold(Self::value(position), |s, &(r, c)| {
                s ^ Self::coin_value(r, c)
            })
    }

    /// Whether `mv` is a legal move of `position` (its heads coin shows heads).
    pub fn is_legal(position: Corners<'_>, mv: CornerMove) -> bool {
        position.heads.binary_search(&mv.heads()).is_ok()
    }

    /// Every move to a P-position: one for each heads coin from which there is one, so a
    /// heads coin is missing exactly when no winning move turns it. An item is
    /// [`CornerError::Unsettled`] for a heads coin the solver could not settle.
    pub fn winning_moves(
        position: Corners<'_>,
    ) -> impl Iterator<Item = Result<CornerMove, CornerError>> + '_ {
        Self::moves_to(position, 0)
    }

    /// One move to a position of value `value` for each heads coin from which there is one.
    pub fn moves_to(
        position: Corners<'_>,
        value: u64,
    ) -> impl Iterator<Item = Result<CornerMove, CornerError>> + '_ {
        let target = Self::value(position) ^ value;
        position.heads.iter().filter_map(move |&(x, y)| {
            let mut budget = PAIR_BUDGET;
            match solve(64, x, y, target, &mut budget, PAIRS_PER_SIDE) {
                Ok(Some((u, w))) => CornerMove::new(x ^ u, y ^ w, x, y).ok().map(Ok),
                Ok(None) => None,
                Err(Unsettled) => Some(Err(CornerError::Unsettled { coin: (x, y) })),
            }
        })
    }
}

/// The solver gave up within its budget.
struct Unsettled;

/// Whether `u` is `x ⊕ a` for some `a < x`: its highest bit is set in `x`.
const fn below(x: u64, u: u64) -> bool {
    u != 0 && x ^ u < x
}

/// `u` and `w` with `u ⊗ w = s`, `u = x ⊕ a` for an `a < x` and `w = y ⊕ b` for a `b < y`,
/// all of them below `2^m` (`m` a power of two up to 64): `None` when there are none, or
/// [`Unsettled`] when the budget ran out first, or a level had more than `pairs × pairs`
/// pairs of high halves and none of those tried worked. Every answer is checked by a product.
fn solve(
    m: u32,
    x: u64,
    y: u64,
    s: u64,
    budget: &mut u32,
    pairs: u64,
) -> Result<Option<(u64, u64)>, Unsettled> {
    if s == 0 || x == 0 || y == 0 {
        return Ok(None);
    }
    if m <= 4 {
        // At most 15 × 15 pairs: all of them.
        for u in 1..16u64 {
            for w in 1..16u64 {
                if below(x, u) && below(y, w) && nim_mul(u, w) == s {
                    return Ok(Some((u, w)));
                }
            }
        }
        return Ok(None);
    }
    // Below 2^m a number is αD ⊕ β with α, β < D = 2^h (the ordinary αD + β), D ⊗ D = D ⊕ H.
    let h = m / 2;
    let mask = (1u64 << h) - 1;
    let half = 1u64 << (h - 1);
    let (xh, xl, yh, yl, sh, sl) = (x >> h, x & mask, y >> h, y & mask, s >> h, s & mask);
    let mut unsettled = false;
    let mut settle = |found: Result<Option<(u64, u64)>, Unsettled>| match found {
        Ok(Some(pair)) => Some(pair),
        Ok(None) => None,
        Err(Unsettled) => {
            unsettled = true;
            None
        }
    };
    let checked =
        |(u, w): (u64, u64)| (below(x, u) && below(y, w) && nim_mul(u, w) == s).then_some((u, w));
    // Both factors below D: the product is too, so s must be.
    if sh == 0
        && let Some(found) = settle(solve(h, xl, yl, sl, budget, pairs)).and_then(checked)
    {
        return Ok(Some(found));
    }
    if sh != 0 {
        // u = β < D, w = γD ⊕ δ: u ⊗ w = (βγ)D ⊕ βδ, so βγ = sh with γ's constraint y's high
        // half, and δ = sl / β is free.
        if let Some((beta, gamma)) = settle(solve(h, xl, yh, sh, budget, pairs))
            && let Some(delta) = nim_inverse(beta).map(|inv| nim_mul(sl, inv))
            && let Some(found) = checked((beta, gamma << h | delta))
        {
            return Ok(Some(found));
        }
        // The mirror image: u = αD ⊕ β, w = δ < D.
        if let Some((alpha, delta)) = settle(solve(h, xh, yl, sh, budget, pairs))
            && let Some(beta) = nim_inverse(delta).map(|inv| nim_mul(sl, inv))
            && let Some(found) = checked((alpha << h | beta, delta))
        {
            return Ok(Some(found));
        }
    }
    if xh != 0 && yh != 0 {
        // Both factors at least D: u = αD ⊕ β, w = γD ⊕ δ with α, γ under the high halves'
        // constraints and β, δ free. Then u ⊗ w = (αγ ⊕ αδ ⊕ βγ)D ⊕ (αγH ⊕ βδ), and with
        // A = sh ⊕ αγ, B = sl ⊕ αγH the equations are αδ ⊕ βγ = A and βδ = B: δ = (A ⊕ βγ)/α
        // and γβ² ⊕ Aβ ⊕ Bα = 0, a quadratic equation for β.
        let (rows, cols) = (xh.min(pairs), yh.min(pairs));
        for i in 0..rows {
            for j in 0..cols {
                *budget = budget.checked_sub(1).ok_or(Unsettled)?;
                let (alpha, gamma) = (xh ^ i, yh ^ j);
                if let Some((beta, delta)) = high_pair(h, alpha, gamma, sh, sl, half)
                    && let Some(found) = checked((alpha << h | beta, gamma << h | delta))
                {
                    return Ok(Some(found));
                }
            }
        }
        if rows < xh || cols < yh {
            unsettled = true;
        }
    }
    if unsettled { Err(Unsettled) } else { Ok(None) }
}

/// `β` and `δ` below `2^h` with `αδ ⊕ βγ = sh ⊕ αγ` and `βδ = sl ⊕ αγH`, if any (see
/// [`solve`]).
fn high_pair(h: u32, alpha: u64, gamma: u64, sh: u64, sl: u64, half: u64) -> Option<(u64, u64)> {
    let w = nim_mul(alpha, gamma);
    let a = sh ^ w;
    let b = sl ^ nim_mul(w, half);
    let (alpha_inv, gamma_inv) = (nim_inverse(alpha)?, nim_inverse(gamma)?);
    let beta = if a == 0 {
        // γβ² = Bα.
        nim_sqrt(nim_mul(nim_mul(b, alpha), gamma_inv))
    } else {
        // β = (A/γ)z with z² + z = Bαγ/A².
        let a_inv = nim_inverse(a)?;
        let c = nim_mul(nim_mul(nim_mul(b, alpha), gamma), nim_mul(a_inv, a_inv));
        let z = solve_artin_schreier(c, h)?;
        nim_mul(nim_mul(a, gamma_inv), z)
    };
    let delta = nim_mul(a ^ nim_mul(beta, gamma), alpha_inv);
    Some((beta, delta))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// With one pair of high halves tried per level, the solver must say "unsettled" where it
    /// stopped short, never "no move": every answer against all `a < x`, `b < y`.
    #[test]
    fn a_level_cut_short_is_unsettled_never_none() {
        let (mut unsettled, mut found) = (0, 0);
        for x in (16..64u64).step_by(2) {
            for y in 16..64u64 {
                // Below 64 every product is below 256 (the field of 2^8 nimbers).
                let mut reached = [false; 256];
                for a in 0..x {
                    for b in 0..y {
                        if let Some(r) = usize::try_from(nim_mul(x ^ a, y ^ b))
                            .ok()
                            .and_then(|p| reached.get_mut(p))
                        {
                            *r = true;
                        }
                    }
                }
                for (s, &exists) in (0..256u64).zip(&reached).skip(1) {
                    let mut budget = PAIR_BUDGET;
                    match solve(64, x, y, s, &mut budget, 1) {
                        Ok(Some((u, w))) => {
                            assert!(below(x, u) && below(y, w) && nim_mul(u, w) == s);
                            found += 1;
                        }
                        Ok(None) => assert!(!exists, "({x},{y}) to {s}: a move was missed"),
                        Err(Unsettled) => unsettled += 1,
                    }
                }
            }
        }
        assert!(
            unsettled > 0 && found > 0,
            "{unsettled} unsettled, {found} found"
        );
    }
}
