//! Coin-turning games on a row: Mock Turtles and Ruler (Winning Ways, ch. 14; T. S. Ferguson,
//! *Game Theory*, part I, ch. 5).
//!
//! A row of coins shows heads or tails; a move turns over some coins, the rightmost of which
//! must go from heads to tails, so the game ends. Such a game is the sum of its heads coins,
//! each played alone (the coins a move turns from tails to heads are new heads, and a heads
//! turned to tails is one removed; both change the sum by the coin's value, XOR), so a row
//! is worth the XOR of the values of its heads coins:
//!
//! - **Mock Turtles** ([`MockTurtles`]): turn one, two or three coins. With the coins
//!   numbered 0, 1, 2, … the coin `n` is worth the `n`-th *odious* number (an odd number of
//!   ones in binary: 1, 2, 4, 7, 8, 11, 13, 14, …, OEIS A000069), `2n` or `2n + 1` whichever is
//!   odious.
//! - **Ruler** ([`Ruler`]): turn any run of consecutive coins ending at the heads coin. With
//!   the coins numbered 1, 2, 3, … the coin `n` is worth the largest power of 2 dividing `n`
//!   (1, 2, 1, 4, 1, 2, 1, 8, …, OEIS A006519): the marks of a ruler.
//!
//! A position is the list of its heads coins ([`Coins`], in increasing order, any `u64`
//! numbers); every value and move is exact for all of them, and nothing is stored but the
//! caller's slice.
//!
//! ```
//! use grundy::coins::{Coins, MockTurtles, Ruler};
//! use grundy::Outcome;
//!
//! // Heads on coins 1, 2 and 4 (of 0 1 1 0 1): worth 2 ⊕ 4 ⊕ 8 = 14.
//! let row = Coins::new(&[1, 2, 4])?;
//! assert_eq!(MockTurtles::value(row), 14);
//! let mv = MockTurtles::winning_moves(row).next().ok_or("no winning move")?;
//! assert_eq!(mv.coins(), &[1, 2, 4]); // turn all three: nothing is left
//!
//! // Ruler, heads on coins 2, 3 and 5: worth 2 ⊕ 1 ⊕ 1 = 2.
//! let row = Coins::new(&[2, 3, 5])?;
//! assert_eq!(Ruler::value(row), 2);
//! assert_eq!(Ruler::outcome(row), Outcome::N);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use core::fmt;

use crate::game::Outcome;

/// Why a row of coins or a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum CoinError {
    /// The heads coins are not listed in strictly increasing order.
    NotIncreasing {
        /// The coin out of order (or repeated).
        coin: u64,
    },
    /// Ruler's coins are numbered from 1: there is no coin 0.
    NoCoinZero,
    /// The move's rightmost coin shows tails: the rightmost coin must go from heads to tails.
    RightmostTails {
        /// The rightmost coin of the move.
        coin: u64,
    },
    /// The move turns coins in the wrong order, the same coin twice, or too many coins.
    BadMove,
    /// The move turns a coin past the end of the row given.
    OffTheRow {
        /// The coin.
        coin: u64,
        /// How many coins the row has.
        len: usize,
    },
}

impl fmt::Display for CoinError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotIncreasing { coin } => write!(
                f,
                "the heads coins must be listed in increasing order, each once (coin {coin})"
            ),
            Self::NoCoinZero => {
                f.write_str("Ruler's coins are numbered from 1: there is no coin 0")
            }
            Self::RightmostTails { coin } => {
                write!(
                    f,
                    "coin {coin} shows tails: the rightmost coin turned must show heads"
                )
            }
            Self::BadMove => f.write_str("not a move of this game"),
            Self::OffTheRow { coin, len } => {
                write!(f, "coin {coin} is past the end of the row of {len} coins")
            }
        }
    }
}

impl core::error::Error for CoinError {}

/// A row's heads coins, by number, strictly increasing: a validated view of the caller's
/// slice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Coins<'a> {
    heads: &'a [u64],
}

impl<'a> Coins<'a> {
    /// The row whose heads coins are `heads`.
    ///
    /// # Errors
    /// [`CoinError::NotIncreasing`] unless `heads` is strictly increasing.
    pub fn new(heads: &'a [u64]) -> Result<Self, CoinError> {
        for pair in heads.windows(2) {
            if let [a, b] = *pair
                && b <= a
            {
                return Err(CoinError::NotIncreasing { coin: b });
            }
        }
        Ok(Self { heads })
    }

    /// The heads coins, in increasing order.
    pub const fn heads(self) -> &'a [u64] {
        self.heads
    }

    /// Whether no move is left: no coin shows heads (in Mock Turtles and Ruler any heads coin
    /// may be turned alone).
    pub const fn is_terminal(self) -> bool {
        self.heads.is_empty()
    }

    /// Whether `coin` shows heads.
    pub fn is_heads(self, coin: u64) -> bool {
        self.heads.binary_search(&coin).is_ok()
    }
}

/// The heads coins of a row of coins given as `true` for heads, numbered from `first` (0 for
/// Mock Turtles, 1 for Ruler): what [`Coins::new`] takes, without a buffer.
pub fn heads_of(row: &[bool], first: u64) -> impl Iterator<Item = u64> + '_ {
    (first..)
        .zip(row)
        .filter_map(|(n, &heads)| heads.then_some(n))
}

/// Turns `coins` (numbered from `first`) over in a row given as `true` for heads.
fn turn_row(
    row: &mut [bool],
    first: u64,
    coins: impl Iterator<Item = u64>,
) -> Result<(), CoinError> {
    let len = row.len();
    for coin in coins {
        let cell = coin
            .checked_sub(first)
            .and_then(|i| usize::try_from(i).ok())
            .and_then(|i| row.get_mut(i))
            .ok_or(CoinError::OffTheRow { coin, len })?;
        *cell = !*cell;
    }
    Ok(())
}

/// Whether coin `coin` (numbered from `first`) shows heads in `row`.
fn heads_in_row(row: &[bool], first: u64, coin: u64) -> bool {
    coin.checked_sub(first)
        .and_then(|i| usize::try_from(i).ok())
        .and_then(|i| row.get(i))
        .is_some_and(|&h| h)
}

/// A move of Mock Turtles: one, two or three coins turned over, the last (rightmost) going
/// from heads to tails.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TurtleMove {
    coins: [u64; 3],
    len: u8,
}

impl TurtleMove {
    /// The move turning `coins`, listed in increasing order, the last one the heads coin that
    /// goes to tails.
    ///
    /// # Errors
    /// [`CoinError::BadMove`] unless there are one to three coins in strictly increasing
    /// order.
    pub fn new(coins: &[u64]) -> Result<Self, CoinError> {
        let increasing = coins.windows(2).all(|w| matches!(*w, [a, b] if a < b));
        let mut all = [0; 3];
        match (all.get_mut(..coins.len()), increasing) {
            (Some(head), true) if !coins.is_empty() => {
                head.copy_from_slice(coins);
                Ok(Self {
                    coins: all,
                    len: u8::try_from(coins.len()).map_err(|_| CoinError::BadMove)?,
                })
            }
            _ => Err(CoinError::BadMove),
        }
    }

    /// The coins turned, in increasing order; the last is the one going from heads to tails.
    pub fn coins(&self) -> &[u64] {
        self.coins.get(..usize::from(self.len)).unwrap_or(&[])
    }

    /// The rightmost coin, which goes from heads to tails.
    pub fn rightmost(&self) -> u64 {
        self.coins().last().copied().unwrap_or(0)
    }

    /// Plays the move on a row given as `true` for heads (coin 0 first).
    ///
    /// # Errors
    /// [`CoinError::RightmostTails`] when the rightmost coin shows tails,
    /// [`CoinError::OffTheRow`] when a coin is past the row (the row is then unchanged).
    pub fn turn(&self, row: &mut [bool]) -> Result<(), CoinError> {
        let last = self.rightmost();
        if !heads_in_row(row, 0, last) {
            let len = row.len();
            return Err(if usize::try_from(last).is_ok_and(|l| l < len) {
                CoinError::RightmostTails { coin: last }
            } else {
                CoinError::OffTheRow { coin: last, len }
            });
        }
        turn_row(row, 0, self.coins().iter().copied())
    }
}

impl fmt::Display for TurtleMove {
    /// `turn coin 8`, `turn coins 3 and 8`, `turn coins 1, 3 and 8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self.coins() {
            [a] => write!(f, "turn coin {a}"),
            [a, b] => write!(f, "turn coins {a} and {b}"),
            [a, b, c] => write!(f, "turn coins {a}, {b} and {c}"),
            _ => f.write_str("turn no coin"),
        }
    }
}

/// Mock Turtles: turn one, two or three coins, the rightmost from heads to tails (coins
/// numbered from 0).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MockTurtles;

/// Whether `n` has an odd number of ones in binary.
const fn odious(n: u128) -> bool {
    n.count_ones() % 2 == 1
}

impl MockTurtles {
    /// The value of a heads coin `n` alone: the `n`-th odious number (from 0), `2n` or
    /// `2n + 1`.
    pub const fn coin_value(n: u64) -> u128 {
        let double = (n as u128) << 1;
        if odious(double) { double } else { double | 1 }
    }

    /// The coin whose value is the odious number `value`, if it is odious and a coin's.
    const fn coin_of(value: u128) -> Option<u64> {
        if !odious(value) {
            return None;
        }
        let half = value >> 1;
        if half > u64::MAX as u128 {
            return None;
        }
        #[expect(clippy::cast_possible_truncation, reason = "checked to fit just above")]
        Some(half as u64)
    }

    /// The value of a row: the XOR of its heads coins' values (streamed, no limit).
    pub fn value_of(heads: impl IntoIterator<Item = u64>) -> u128 {
        heads.into_iter().fold(0, |x, n| x ^ Self::coin_value(n))
    }

    /// The value of the row `coins`.
    pub fn value(coins: Coins<'_>) -> u128 {
        Self::value_of(coins.heads.iter().copied())
    }

    /// Who wins the row `coins`.
    pub fn outcome(coins: Coins<'_>) -> Outcome {
        Outcome::from_grundy(crate::nimber::Nimber::new(Self::value(coins)))
    }

    /// A move whose rightmost coin is `x` (a heads coin) and whose other coins are worth
    /// `target` together, if there is one: the fewest coins, the largest value first.
    ///
    /// A heads coin `x` alone can reach exactly: 0 (turn it alone), every odious value below
    /// its own (turn one coin below it too), and every nonzero evil value `t` (an even number
    /// of ones) whose highest power of two is below `x`'s value (turn the coins of `2^p` and
    /// `t ⊕ 2^p`, `2^p` the highest power of two in `t`).
    fn move_at(x: u64, target: u128) -> Option<TurtleMove> {
        let (coins, len) = if target == 0 {
            ([x, 0, 0], 1)
        } else if odious(target) {
            let y = Self::coin_of(target).filter(|&y| y < x)?;
            ([y, x, 0], 2)
        } else {
            let top = 1u128 << (127 - target.leading_zeros());
            if top >= Self::coin_value(x) {
                return None;
            }
            // Both values are below x's, so both coins are below x; they differ.
            let (y, z) = (Self::coin_of(target ^ top)?, Self::coin_of(top)?);
            ([y.min(z), y.max(z), x], 3)
        };
        Some(TurtleMove { coins, len })
    }

    /// Every move to a P-position: one for each heads coin from which one turns the row's
    /// value to 0 (the one turning fewest coins), so a heads coin is missing exactly when no
    /// winning move has it as its rightmost coin. None from a P-position.
    pub fn winning_moves(coins: Coins<'_>) -> impl Iterator<Item = TurtleMove> + '_ {
        Self::moves_to(coins, 0)
    }

    /// One move to a position of value `value` for each heads coin from which there is one
    /// (the one turning fewest coins): the moves of a row that is a component of a sum.
    pub fn moves_to(coins: Coins<'_>, value: u128) -> impl Iterator<Item = TurtleMove> + '_ {
        let total = Self::value(coins);
        coins
            .heads
            .iter()
            .filter_map(move |&x| Self::move_at(x, total ^ Self::coin_value(x) ^ value))
    }

    /// Whether `mv` is a legal move of the row `coins`.
    pub fn is_legal(coins: Coins<'_>, mv: &TurtleMove) -> bool {
        coins.is_heads(mv.rightmost())
    }
}

/// A move of Ruler: the run of coins `first..=last` turned over, `last` going from heads to
/// tails.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RulerMove {
    first: u64,
    last: u64,
}

impl RulerMove {
    /// The run `first..=last`.
    ///
    /// # Errors
    /// [`CoinError::BadMove`] when `first` is 0 or after `last`.
    pub const fn new(first: u64, last: u64) -> Result<Self, CoinError> {
        if first == 0 || first > last {
            return Err(CoinError::BadMove);
        }
        Ok(Self { first, last })
    }

    /// The first (leftmost) coin turned.
    pub const fn first(self) -> u64 {
        self.first
    }

    /// The last coin turned, which goes from heads to tails.
    pub const fn last(self) -> u64 {
        self.last
    }

    /// Plays the move on a row given as `true` for heads (coin 1 first).
    ///
    /// # Errors
    /// [`CoinError::RightmostTails`] when the last coin shows tails,
    /// [`CoinError::OffTheRow`] when it is past the row (the row is then unchanged).
    pub fn turn(self, row: &mut [bool]) -> Result<(), CoinError> {
        if !heads_in_row(row, 1, self.last) {
            let len = row.len();
            return Err(if usize::try_from(self.last).is_ok_and(|l| l <= len) {
                CoinError::RightmostTails { coin: self.last }
            } else {
                CoinError::OffTheRow {
                    coin: self.last,
                    len,
                }
            });
        }
        turn_row(row, 1, self.first..=self.last)
    }
}

impl fmt::Display for RulerMove {
    /// `turn coin 8`, `turn coins 5 to 8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.first == self.last {
            write!(f, "turn coin {}", self.last)
        } else {
            write!(f, "turn coins {} to {}", self.first, self.last)
        }
    }
}

/// Ruler: turn any run of consecutive coins whose last goes from heads to tails (coins
/// numbered from 1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Ruler;

/// The binary reflected Gray code of `n`, which is the XOR of the ruler values of coins
/// `1..=n` (0 for `n = 0`).
const fn gray(n: u64) -> u64 {
    n ^ (n >> 1)
}

/// The inverse of [`gray`].
const fn gray_inverse(mut g: u64) -> u64 {
    let mut shift = 1;
    while shift < 64 {
        g ^= g >> shift;
        shift <<= 1;
    }
    g
}

impl Ruler {
    /// The value of a heads coin `n` alone: the largest power of 2 dividing `n` (0 for the
    /// coin 0, which does not exist).
    pub const fn coin_value(n: u64) -> u64 {
        n & n.wrapping_neg()
    }

    /// Checks that no coin is numbered 0.
    ///
    /// # Errors
    /// [`CoinError::NoCoinZero`] when `coins` has a coin 0.
    pub fn check(coins: Coins<'_>) -> Result<(), CoinError> {
        match coins.heads.first() {
            Some(0) => Err(CoinError::NoCoinZero),
            _ => Ok(()),
        }
    }

    /// The value of a row: the XOR of its heads coins' values (streamed, no limit).
    pub fn value_of(heads: impl IntoIterator<Item = u64>) -> u64 {
        heads.into_iter().fold(0, |x, n| x ^ Self::coin_value(n))
    }

    /// The value of the row `coins`.
    pub fn value(coins: Coins<'_>) -> u64 {
        Self::value_of(coins.heads.iter().copied())
    }

    /// Who wins the row `coins`.
    pub fn outcome(coins: Coins<'_>) -> Outcome {
        Outcome::from_grundy(crate::nimber::Nimber::from(Self::value(coins)))
    }

    /// The one run ending at heads coin `x` whose other coins are worth `target` together,
    /// if there is one. Turning coins `m..x` adds `gray(x − 1) ⊕ gray(m − 1)`, and the Gray
    /// code is a bijection, so `m − 1 = gray⁻¹(gray(x − 1) ⊕ target)` if that is below `x`.
    fn move_at(x: u64, target: u64) -> Option<RulerMove> {
        let before = x.checked_sub(1)?;
        let start = gray_inverse(gray(before) ^ target);
        if start > before {
            return None;
        }
        RulerMove::new(start + 1, x).ok()
    }

    /// Every move to a P-position: each heads coin has at most one (a run is fixed by the
    /// value it adds), and every one is listed. None from a P-position.
    pub fn winning_moves(coins: Coins<'_>) -> impl Iterator<Item = RulerMove> + '_ {
        Self::moves_to(coins, 0)
    }

    /// Every move to a position of value `value`, at most one per heads coin.
    pub fn moves_to(coins: Coins<'_>, value: u64) -> impl Iterator<Item = RulerMove> + '_ {
        let total = Self::value(coins);
        coins
            .heads
            .iter()
            .filter_map(move |&x| Self::move_at(x, total ^ Self::coin_value(x) ^ value))
    }

    /// Whether `mv` is a legal move of the row `coins`.
    pub fn is_legal(coins: Coins<'_>, mv: RulerMove) -> bool {
        coins.is_heads(mv.last)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gray_is_the_prefix_xor_of_the_ruler() {
        let mut x = 0;
        for n in 1..1000u64 {
            x ^= Ruler::coin_value(n);
            assert_eq!(gray(n), x);
            assert_eq!(gray_inverse(gray(n)), n);
        }
        assert_eq!(gray_inverse(gray(u64::MAX)), u64::MAX);
    }
}
