//! Grundy values: the one type every game, sum, table and graph of the core gives them in.
//!
//! Under normal play every impartial game is equivalent to a Nim heap (Sprague 1935, Grundy
//! 1939), the nimber `*n`; a sum of games is worth the nim-sum (XOR) of its components'
//! values. [`Nimber`] is that value: `^` is the nim-sum, [`Nimber::mex`] the minimum
//! excludant, and summing an iterator of nimbers (`Iterator::sum`) nim-adds them. Tables
//! store values packed (`u8`, `u16`); they come out of the core as `Nimber`, and go back to
//! a narrower integer only by a conversion that fails rather than truncates.
//!
//! ```
//! use grundy::Nimber;
//!
//! let values = [Nimber::from(3u8), Nimber::from(4u8), Nimber::from(5u8)];
//! let x: Nimber = values.iter().copied().sum();
//! assert_eq!(x, Nimber::from(2u8)); // 3 ⊕ 4 ⊕ 5
//! assert_eq!(Nimber::mex([0u64, 1, 3].map(Nimber::from)), Nimber::from(2u8));
//! assert!(u8::try_from(Nimber::from(300u16)).is_err());
//! ```

use core::fmt;
use core::ops::{BitXor, BitXorAssign};

/// A Grundy value (the nimber `*n`): what a position of an impartial game is worth under
/// normal play. Zero exactly at the P-positions.
///
/// It holds any value a game of the core can have: Nim heaps and their nim-sums fit in 64
/// bits, Wythoff's values on a board of `u64` coordinates need one bit more.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(transparent)
)]
pub struct Nimber(u128);

impl Nimber {
    /// `*0`, the value of every P-position.
    pub const ZERO: Self = Self(0);

    /// The nimber `*value`.
    pub const fn new(value: u128) -> Self {
        Self(value)
    }

    /// The value as an integer.
    pub const fn get(self) -> u128 {
        self.0
    }

    /// Whether this is `*0`: a P-position under normal play.
    pub const fn is_zero(self) -> bool {
        self.0 == 0
    }

    /// The value as a `u64`, when it fits (every value but Wythoff's near the top of `u64`).
    pub const fn to_u64(self) -> Option<u64> {
        if self.0 <= u64::MAX as u128 {
            #[expect(
                clippy::cast_possible_truncation,
                reason = "checked just above: the value fits in 64 bits"
            )]
            Some(self.0 as u64)
        } else {
            None
        }
    }

    /// The minimum excludant: the least nimber not among `values` (the value of a position
    /// whose options have these values). Exact for any number of values: it counts, among
    /// `0, 1, 2, …`, how far the values reach, without a table.
    ///
    /// It reads the values once for each value it finds present, so it suits the short option
    /// lists of single positions; the tables use the bitset engine of [`crate::engine::sg`].
    pub fn mex<I>(values: I) -> Self
    where
        I: IntoIterator<Item = Self>,
        I::IntoIter: Clone,
    {
        let values = values.into_iter();
        let mut candidate = 0u128;
        while values.clone().any(|v| v.0 == candidate) {
            candidate += 1;
        }
        Self(candidate)
    }
}

impl BitXor for Nimber {
    type Output = Self;

    /// The nim-sum: the value of the sum of two games.
    fn bitxor(self, other: Self) -> Self {
        Self(self.0 ^ other.0)
    }
}

impl BitXorAssign for Nimber {
    fn bitxor_assign(&mut self, other: Self) {
        self.0 ^= other.0;
    }
}

impl PartialEq<u64> for Nimber {
    /// Whether this is the nimber `*other`, so that a value compares with a number as it
    /// prints: `nim.grundy(&p)? == 2`.
    fn eq(&self, other: &u64) -> bool {
        self.0 == u128::from(*other)
    }
}

impl PartialEq<Nimber> for u64 {
    fn eq(&self, other: &Nimber) -> bool {
        u128::from(*self) == other.0
    }
}

impl core::iter::Sum for Nimber {
    /// The nim-sum of all the values: the value of the sum of the games.
    fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
        iter.fold(Self::ZERO, |x, v| x ^ v)
    }
}

impl fmt::Display for Nimber {
    /// The value as a number, `3` for `*3` (as tables and judges print Grundy values).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

macro_rules! from_unsigned {
    ($($t:ty),*) => {$(
        impl From<$t> for Nimber {
            fn from(value: $t) -> Self {
                Self(u128::from(value))
            }
        }

        impl TryFrom<Nimber> for $t {
            type Error = NimberTooLarge;

            /// The value as this narrower integer, or [`NimberTooLarge`] when it does not fit.
            fn try_from(value: Nimber) -> Result<Self, NimberTooLarge> {
                <$t>::try_from(value.0).map_err(|_| NimberTooLarge {
                    value: value.0,
                    bits: <$t>::BITS,
                })
            }
        }
    )*};
}

from_unsigned!(u8, u16, u32, u64);

impl From<u128> for Nimber {
    fn from(value: u128) -> Self {
        Self(value)
    }
}

impl From<Nimber> for u128 {
    fn from(value: Nimber) -> Self {
        value.0
    }
}

/// A nimber does not fit the narrower integer it was converted to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NimberTooLarge {
    /// The value.
    pub value: u128,
    /// The width it was to fit, in bits.
    pub bits: u32,
}

impl fmt::Display for NimberTooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the Grundy value {} does not fit in {} bits",
            self.value, self.bits
        )
    }
}

impl core::error::Error for NimberTooLarge {}
