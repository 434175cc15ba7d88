//! The generic mex engine: Grundy tables filled in order over caller-provided storage.
//!
//! A Grundy value is the mex (minimum excludant) of the values of a position's options.
//! [`Mex`] collects option values in a fixed bitset and finds the mex by scanning words;
//! [`fill_table`] fills a 1-D table for a game whose options of `n` are smaller numbers.
//! Storage is always the caller's: a `[u8; N]` on a microcontroller, a `Vec` on a desktop.
//!
//! ```
//! use grundy::sg::{fill_table, Mex};
//!
//! // Subtraction game S = {1, 2}: values 0, 1, 2, 0, 1, 2, …
//! let mut table = [0u8; 9];
//! fill_table::<u8, 1>(&mut table, |n, done, mex| {
//!     for s in [1, 2] {
//!         if let Some(&v) = n.checked_sub(s).and_then(|i| done.get(i)) {
//!             mex.insert(u64::from(v));
//!         }
//!     }
//! })?;
//! assert_eq!(table, [0, 1, 2, 0, 1, 2, 0, 1, 2]);
//! # Ok::<(), grundy::sg::TableError>(())
//! ```

use core::fmt;
use core::num::NonZeroUsize;

/// A set of small numbers as a bitset of `WORDS × 64` bits, for computing a mex.
///
/// Values at or above the capacity are ignored on insertion: they cannot be the mex unless
/// every value below the capacity is present, and then [`Mex::value`] reports an error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mex<const WORDS: usize> {
    bits: [u64; WORDS],
}

impl<const WORDS: usize> Default for Mex<WORDS> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const WORDS: usize> Mex<WORDS> {
    /// The number of values the bitset distinguishes.
    pub const CAPACITY: u64 = WORDS as u64 * 64;

    /// An empty set.
    pub const fn new() -> Self {
        Self { bits: [0; WORDS] }
    }

    /// Empties the set.
    pub fn clear(&mut self) {
        self.bits = [0; WORDS];
    }

    /// Adds `value`.
    pub fn insert(&mut self, value: u64) {
        let word = usize::try_from(value / 64).ok();
        if let Some(w) = word.and_then(|w| self.bits.get_mut(w)) {
            *w |= 1 << (value % 64);
        }
    }

    /// Whether `value` is in the set (always `false` at or above the capacity).
    pub fn contains(&self, value: u64) -> bool {
        let word = usize::try_from(value / 64).ok();
        word.and_then(|w| self.bits.get(w))
            .is_some_and(|w| w & (1 << (value % 64)) != 0)
    }

    /// The smallest value not in the set.
    ///
    /// # Errors
    /// [`MexOverflow`] when every value below the capacity is present.
    pub fn value(&self) -> Result<u64, MexOverflow> {
        self.bits
            .iter()
            .enumerate()
            .find(|&(_, &w)| w != u64::MAX)
            .map(|(i, &w)| i as u64 * 64 + u64::from(w.trailing_ones()))
            .ok_or(MexOverflow {
                capacity: Self::CAPACITY,
            })
    }
}

/// Every value below the bitset's capacity was present, so the mex is unknown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MexOverflow {
    /// The capacity of the bitset.
    pub capacity: u64,
}

impl fmt::Display for MexOverflow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the mex is at least {}, past the bitset's capacity",
            self.capacity
        )
    }
}

impl core::error::Error for MexOverflow {}

/// The mex (the smallest number not among `values`), with the caller's `bits` as the bitset:
/// for a position with `k` options the mex is at most `k`, so `k / 64 + 1` words always
/// suffice. Values at or above the capacity (`64 · bits.len()`) are ignored, as by [`Mex`].
///
/// ```
/// let mut bits = [0u64; 1];
/// assert_eq!(grundy::sg::mex_in([0, 1, 3, 7], &mut bits), Ok(2));
/// assert_eq!(grundy::sg::mex_in([], &mut bits), Ok(0));
/// ```
///
/// # Errors
/// [`MexOverflow`] when every value below the capacity is present.
pub fn mex_in(values: impl IntoIterator<Item = u64>, bits: &mut [u64]) -> Result<u64, MexOverflow> {
    bits.fill(0);
    for value in values {
        let word = usize::try_from(value / 64).ok();
        if let Some(w) = word.and_then(|w| bits.get_mut(w)) {
            *w |= 1 << (value % 64);
        }
    }
    bits.iter()
        .enumerate()
        .find(|&(_, &w)| w != u64::MAX)
        .map(|(i, &w)| i as u64 * 64 + u64::from(w.trailing_ones()))
        .ok_or(MexOverflow {
            capacity: (bits.len() as u64).saturating_mul(64),
        })
}

/// A table could not be filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum TableError {
    /// A mex was at or above the bitset's capacity.
    Mex(MexOverflow),
    /// A value did not fit the table's cell type.
    CellTooSmall {
        /// Where.
        index: usize,
        /// The value.
        value: u64,
    },
    /// The table has fewer cells than the computation needs.
    TooSmall {
        /// Cells needed (saturating).
        needed: u64,
        /// Cells given.
        capacity: u64,
    },
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Mex(e) => e.fmt(f),
            Self::CellTooSmall { index, value } => {
                write!(
                    f,
                    "the Grundy value {value} at {index} does not fit a table cell"
                )
            }
            Self::TooSmall { needed, capacity } => write!(
                f,
                "the table needs {needed} cells, more than the {capacity} given"
            ),
        }
    }
}

impl core::error::Error for TableError {}

impl From<MexOverflow> for TableError {
    fn from(e: MexOverflow) -> Self {
        Self::Mex(e)
    }
}

/// A table cell: an unsigned integer a Grundy value is stored in.
pub trait Cell: Copy + Default + Into<u64> + TryFrom<u64> {}
impl Cell for u8 {}
impl Cell for u16 {}
impl Cell for u32 {}
impl Cell for u64 {}

/// Fills `table[n]` with the Grundy value of position `n`, for `n` in order, continuing from
/// `start` (the cells below `start` are taken as already filled).
///
/// `options(n, done, mex)` must insert into `mex` the values of the options of `n`, reading
/// them from `done` (= `table[..n]`): every option of `n` must be a smaller position.
///
/// # Errors
/// [`TableError`] when a mex exceeds the bitset or a value the cell type.
pub fn fill_table_from<T: Cell, const WORDS: usize>(
    table: &mut [T],
    start: usize,
    mut options: impl FnMut(usize, &[T], &mut Mex<WORDS>),
) -> Result<(), TableError> {
    let mut mex = Mex::<WORDS>::new();
    for n in start..table.len() {
        mex.clear();
        let (done, rest) = table.split_at_mut(n);
        options(n, done, &mut mex);
        let value = mex.value()?;
        let cell = T::try_from(value).map_err(|_| TableError::CellTooSmall { index: n, value })?;
        if let Some(slot) = rest.first_mut() {
            *slot = cell;
        }
    }
    Ok(())
}

/// Fills the whole of `table`; see [`fill_table_from`].
///
/// # Errors
/// [`TableError`] when a mex exceeds the bitset or a value the cell type.
pub fn fill_table<T: Cell, const WORDS: usize>(
    table: &mut [T],
    options: impl FnMut(usize, &[T], &mut Mex<WORDS>),
) -> Result<(), TableError> {
    fill_table_from(table, 0, options)
}

/// The eventual period of a Grundy sequence: `g(n + period) = g(n)` for every
/// `n ≥ preperiod`, both as small as possible. The period is at least 1 by construction
/// ([`Period::new`] refuses 0, and so does deserialising), so every method is total.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Period {
    /// The first index from which the sequence repeats.
    preperiod: usize,
    /// The length of the repeating block.
    period: NonZeroUsize,
}

impl Period {
    /// The period that starts repeating at `preperiod` with blocks of `period` values, or
    /// `None` for a period of 0 (no sequence repeats with blocks of nothing).
    #[must_use]
    pub const fn new(preperiod: usize, period: usize) -> Option<Self> {
        match NonZeroUsize::new(period) {
            Some(period) => Some(Self { preperiod, period }),
            None => None,
        }
    }

    /// The first index from which the sequence repeats.
    #[must_use]
    pub const fn preperiod(self) -> usize {
        self.preperiod
    }

    /// The length of the repeating block, at least 1.
    #[must_use]
    pub const fn period(self) -> usize {
        self.period.get()
    }

    /// The index in the table of `0..preperiod() + period` that holds the value of `n`.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "n is below the preperiod, or the remainder is below the period: both usize"
    )]
    pub const fn index(self, n: u64) -> usize {
        let pre = self.preperiod as u64;
        if n < pre {
            n as usize
        } else {
            // period ≥ 1 by construction; the remainder is below it.
            self.preperiod + ((n - pre) % self.period.get() as u64) as usize
        }
    }

    /// Where heap `n` falls in the sequence: in the preperiod, or in a block of the period
    /// (the first block, which starts at the preperiod, is block 0) at a phase within it.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "the phase is a remainder below the period, a usize"
    )]
    pub const fn part(self, n: u64) -> Part {
        let pre = self.preperiod as u64;
        if n < pre {
            return Part::Preperiod;
        }
        let (offset, length) = (n - pre, self.period.get() as u64);
        match (offset.checked_div(length), offset.checked_rem(length)) {
            // The phase is below the period, a usize.
            (Some(block), Some(phase)) => Part::Period {
                block,
                phase: phase as usize,
            },
            // A period of at least 1 divides: unreachable, and no panic if it were.
            _ => Part::Preperiod,
        }
    }
}

/// Where a heap falls in an eventually periodic Grundy sequence ([`Period::part`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// Before the sequence starts repeating.
    Preperiod,
    /// In the repeating part.
    Period {
        /// Which repetition of the period, from 0 (the first block follows the preperiod).
        block: u64,
        /// The place within the block, from 0 to `period - 1`: heaps of the same phase
        /// have the same value.
        phase: usize,
    },
}

/// Looks for a certified period in `table` for a game whose options of `n` are `n − s` for
/// `s` in a set with largest element `reach`.
///
/// A period `p` is certified by `reach` consecutive `n` from some `e` with `g(n) = g(n + p)`.
/// That run **proves** the period for every `n ≥ e`: by induction, for `n ≥ e + reach` every
/// option `n − s` of `n` and `n + p − s` of `n + p` lies at or above `e`, so both have the
/// same set of option values and the same mex. A repetition shorter than `reach` proves
/// nothing.
///
/// The search looks for the last `reach` values of the table earlier in it (Rabin–Karp: a
/// rolling hash modulo 2^61 − 1, every hash match verified value by value), so it costs
/// O(len) whatever the sequence looks like. The nearest earlier occurrence gives the least
/// period once the table holds `preperiod + period + reach` values; the least preperiod is
/// then found by walking back, and the least period among the divisors of the one found
/// (every period of an eventually periodic sequence is a multiple of its least).
#[expect(
    clippy::cast_possible_truncation,
    reason = "the low 64 bits are taken on purpose (a reduction modulo 2^61 - 1), and p >> 61 is below 2^61"
)]
pub fn certified_period<T: Cell + PartialEq>(table: &[T], reach: u64) -> Option<Period> {
    const MODULUS: u64 = (1 << 61) - 1;
    const BASE: u64 = 0x5DEE_CE66_D1CE_4E5B % MODULUS;
    // Reductions by 2^61 ≡ 1 (mod 2^61 − 1), with no division (a u128 remainder costs a
    // small chip kilobytes of flash). Every argument and result is below the modulus.
    let fold = |x: u64| {
        let r = (x & MODULUS) + (x >> 61);
        if r >= MODULUS { r - MODULUS } else { r }
    };
    let mul = |a: u64, b: u64| {
        let p = u128::from(a) * u128::from(b); // below 2^122
        fold((p as u64 & MODULUS) + (p >> 61) as u64) // below 2^62 before the fold
    };
    let add = |a: u64, b: u64| fold(a + b);
    let sub = |a: u64, b: u64| fold(a + MODULUS - b);
    let digit = |v: T| -> u64 { fold(v.into()) + 1 };

    let len = table.len();
    let m = usize::try_from(reach).ok()?.max(1);
    let last = len.checked_sub(m)?; // the pattern is table[last..len]
    let pattern = table.get(last..)?;
    // hash(window at s) = Σ digit(t[s + i]) · BASE^i.
    let hash = |w: &[T]| w.iter().rev().fold(0, |h, &v| add(mul(h, BASE), digit(v)));
    let top = (1..m).fold(1, |x, _| mul(x, BASE)); // BASE^(m − 1)
    let target = hash(pattern);
    let mut h = target;
    let mut found = None;
    for start in (0..last).rev() {
        // Roll the window from start + 1 to start.
        let (Some(&enter), Some(&leave)) = (table.get(start), table.get(start + m)) else {
            return None;
        };
        h = add(digit(enter), mul(BASE, sub(h, mul(digit(leave), top))));
        if h == target && table.get(start..start + m) == Some(pattern) {
            found = Some((start, last - start));
            break;
        }
    }
    let (e, p) = found?;
    let at = |i: usize| table.get(i).copied();
    // With g known for all n (periodic with p from e), find the least period dividing p.
    let periodic = |n: usize| at(if n < e { n } else { e + (n - e) % p });
    let least = (1..=p)
        .filter(|d| p % d == 0)
        .find(|&d| (e..e + p).all(|n| periodic(n) == periodic(n + d)))
        .unwrap_or(p);
    let mut pre = e;
    while pre > 0 && periodic(pre - 1) == periodic(pre - 1 + least) {
        pre -= 1;
    }
    Period::new(pre, least)
}
