//! Nimbers: the one type every game, sum and table of the core gives Grundy values in, and
//! nim arithmetic (the product, inverse, square root).
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
//!
//! ## Nim multiplication
//!
//! The product of nimbers, and the field operations it brings (inverse, square root, the
//! equation `z² + z = c`), exact on every `u64`.
//!
//! The nimbers below `2^64` form a field under nim addition (XOR) and nim multiplication `⊗`
//! (Conway, *On Numbers and Games*, ch. 6; H. W. Lenstra, "Nim multiplication", Séminaire de
//! Théorie des Nombres de Bordeaux, 1977-78). The product is defined by a mex,
//!
//! `a ⊗ b = mex { a' ⊗ b ⊕ a ⊗ b' ⊕ a' ⊗ b' : a' < a, b' < b }`,
//!
//! and computed here by the rules of the Fermat 2-powers `D = 2^(2^k)`: a number below `D²`
//! is `a₁ ⊗ D ⊕ a₀` with `a₁, a₀ < D` (the ordinary `a₁·D + a₀`), a product of two numbers
//! below `D` is below `D`, and `D ⊗ D = D ⊕ D/2` (the ordinary `3D/2`). Three products of half
//! the width make one (Karatsuba's trick), down to single bits.
//!
//! It values every product game of coins (the Tartan theorem, Winning Ways ch. 14): in
//! Turning Corners ([`crate::games::corners`]) a heads coin at `(i, j)` is worth `i ⊗ j`.
//!
//! ```
//! use grundy::nimber::{nim_inverse, nim_mul};
//!
//! assert_eq!(nim_mul(2, 2), 3);
//! assert_eq!(nim_mul(4, 4), 6);
//! assert_eq!(nim_mul(16, 16), 24);
//! let x = 0x0123_4567_89ab_cdef;
//! assert_eq!(nim_mul(x, nim_inverse(x).ok_or("0 has no inverse")?), 1);
//! # Ok::<(), &str>(())
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

/// The nim products of the numbers below 16 (the field of 16 nimbers): 256 bytes, built at
/// compile time by the recursion itself, so that the recursion stops two levels sooner.
const SMALL: [[u8; 16]; 16] = {
    let mut table = [[0u8; 16]; 16];
    let mut a = 0;
    while a < 16 {
        let mut b = 0;
        while b < 16 {
            #[expect(
                clippy::indexing_slicing,
                clippy::cast_possible_truncation,
                reason = "a, b < 16, the table's size, and their product is below 16"
            )]
            {
                table[a][b] = product(a as u64, b as u64) as u8;
            }
            b += 1;
        }
        a += 1;
    }
    table
};

/// The nim product `a ⊗ b`, exact for every pair of `u64` (the nimbers below `2^64` are a
/// field, so the product is again below `2^64`).
pub const fn nim_mul(a: u64, b: u64) -> u64 {
    if a < 16 && b < 16 {
        return small(a, b);
    }
    product(a, b)
}

/// `a ⊗ b` for `a, b < 16`, from the table.
#[expect(
    clippy::indexing_slicing,
    clippy::cast_possible_truncation,
    reason = "callers give a, b < 16, the table's size"
)]
const fn small(a: u64, b: u64) -> u64 {
    SMALL[a as usize & 15][b as usize & 15] as u64
}

/// `a ⊗ b` by the Fermat 2-powers, the products of half the width by [`nim_mul`].
const fn product(a: u64, b: u64) -> u64 {
    if a == 0 || b == 0 {
        return 0;
    }
    if a == 1 {
        return b;
    }
    if b == 1 {
        return a;
    }
    // The smallest half-width h (a power of two) with a, b < 2^(2h).
    let bits = u64::BITS - (a | b).leading_zeros();
    let h = bits.next_power_of_two() / 2;
    let mask = (1u64 << h) - 1;
    let (a1, a0, b1, b0) = (a >> h, a & mask, b >> h, b & mask);
    let (low, high, mixed) = if h >= 4 {
        (nim_mul(a0, b0), nim_mul(a1, b1), nim_mul(a0 ^ a1, b0 ^ b1))
    } else {
        // Building the table itself: no table yet.
        (product(a0, b0), product(a1, b1), product(a0 ^ a1, b0 ^ b1))
    };
    // (a₁D ⊕ a₀)(b₁D ⊕ b₀) = a₁b₁(D ⊕ D/2) ⊕ (a₁b₀ ⊕ a₀b₁)D ⊕ a₀b₀, and
    // a₁b₁ ⊕ a₁b₀ ⊕ a₀b₁ = (a₀ ⊕ a₁)(b₀ ⊕ b₁) ⊕ a₀b₀.
    let upper = mixed ^ low;
    let lower = low ^ times_half(high, h);
    (upper << h) | lower
}

/// `x ⊗ 2^(h−1)` for `x < 2^h`, `h` a power of two up to 32: the product by half a Fermat
/// 2-power, which the product needs once a level.
const fn times_half(x: u64, h: u32) -> u64 {
    if h <= 1 {
        return x;
    }
    if h == 4 {
        // x < 16: the table (only products of 256 and more come here, after it is built).
        return nim_mul(x, 8);
    }
    let k = h / 2;
    let mask = (1u64 << k) - 1;
    let (x1, x0) = (x >> k, x & mask);
    // With D = 2^k and H = 2^(k−1): 2^(h−1) = H ⊗ D, and
    // (x₁D ⊕ x₀) ⊗ HD = x₁H(D ⊕ H) ⊕ x₀HD = ((x₁ ⊕ x₀)H)D ⊕ (x₁H)H.
    let upper = times_half(x0 ^ x1, k);
    let lower = times_half(times_half(x1, k), k);
    (upper << k) | lower
}

/// `a ⊗ a`.
pub const fn nim_square(a: u64) -> u64 {
    nim_mul(a, a)
}

/// `a` raised to the nim power `2^n` (`n` squarings).
const fn frobenius(mut a: u64, n: u32) -> u64 {
    let mut i = 0;
    while i < n {
        a = nim_square(a);
        i += 1;
    }
    a
}

/// The width `w` of the smallest subfield holding `a`: the nimbers below `2^w`, `w` a power
/// of two (1 for 0 and 1).
const fn subfield_width(a: u64) -> u32 {
    let bits = u64::BITS - a.leading_zeros();
    if bits <= 1 {
        1
    } else {
        bits.next_power_of_two()
    }
}

/// The inverse of `a` for nim multiplication, `None` for 0: `a^(2^w − 2)` in the smallest
/// subfield of `2^w` nimbers holding `a`, whose multiplicative group has `2^w − 1` elements.
pub const fn nim_inverse(a: u64) -> Option<u64> {
    if a == 0 {
        return None;
    }
    // a^(2^w − 2) = a^2 ⊗ a^4 ⊗ … ⊗ a^(2^(w−1)).
    let w = subfield_width(a);
    let (mut result, mut power, mut i) = (1u64, a, 1);
    while i < w {
        power = nim_square(power);
        result = nim_mul(result, power);
        i += 1;
    }
    Some(result)
}

/// The nim square root of `a`: the one `r` with `r ⊗ r = a` (squaring is a bijection of a
/// field of characteristic 2), `a^(2^(w−1))` in the smallest subfield of `2^w` nimbers
/// holding `a`.
pub const fn nim_sqrt(a: u64) -> u64 {
    frobenius(a, subfield_width(a) - 1)
}

/// A solution `z` of `z ⊗ z ⊕ z = c` among the numbers below `2^bits`, or `None` when there
/// is none there. `bits` is the width of a subfield holding `c`: 1, 2, 4, 8, 16, 32 or 64 (any
/// other width is answered `None`). When `z` is a solution, so is `z ⊕ 1`; which is returned is
/// not specified.
///
/// The map `z ↦ z ⊗ z ⊕ z` is linear over GF(2), so this is Gaussian elimination on its
/// `bits` columns.
pub fn solve_artin_schreier(c: u64, bits: u32) -> Option<u64> {
    if !matches!(bits, 1 | 2 | 4 | 8 | 16 | 32 | 64) || (bits < 64 && c >> bits != 0) {
        return None;
    }
    // An XOR basis of the images, each with the combination of unit vectors that makes it,
    // kept by leading bit.
    let mut basis = [(0u64, 0u64); 64];
    for i in 0..bits {
        let unit = 1u64 << i;
        let (mut image, mut made) = (nim_square(unit) ^ unit, unit);
        for bit in (0..64u32).rev() {
            if image >> bit & 1 == 0 {
                continue;
            }
            let Some(slot) = basis.get_mut(bit as usize) else {
                break;
            };
            if slot.0 == 0 {
                *slot = (image, made);
                break;
            }
            image ^= slot.0;
            made ^= slot.1;
        }
    }
    let (mut rest, mut z) = (c, 0u64);
    for bit in (0..64u32).rev() {
        if rest >> bit & 1 == 0 {
            continue;
        }
        let &(image, made) = basis.get(bit as usize)?;
        if image == 0 {
            return None;
        }
        rest ^= image;
        z ^= made;
    }
    Some(z)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_products() {
        assert_eq!(nim_mul(3, 3), 2);
        assert_eq!(nim_mul(8, 8), 13);
        assert_eq!(times_half(1, 64 / 2), 1 << 31);
    }
}
