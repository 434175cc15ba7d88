//! Octal games (take-and-break games): Kayles, Dawson's Kayles, Treblecross, Officers, …
//!
//! An octal game is written `0.d₁d₂d₃…` (Guy and Smith, "The G-values of various games",
//! 1956; Winning Ways, ch. 4). A move takes `k` stones from one heap, and the digit `d_k` says
//! what may remain of that heap: bit 1, no heap (take the whole heap of exactly `k`); bit 2,
//! one heap (the heap had more than `k`); bit 4, two non-empty heaps (the rest split in two).
//! So Kayles is 0.77, Dawson's Kayles 0.07, Dawson's chess 0.137, Treblecross 0.007,
//! Officers 0.6, and the subtraction game with set S has the digit 3 at every s ∈ S.
//!
//! A code may also start `4.`: the digit `d₀ = 4` splits a heap in two without taking
//! anything (the games 4.xyz of Winning Ways). Digits 8–f (hexadecimal games, which break a
//! heap into three or more) are refused with an error, as is any other `d₀`.
//!
//! A heap's Grundy sequence is computed in a table of the caller's ([`OctalCode::fill_table`],
//! the rare/common split of `octal_table.rs`), and [`Octal`] certifies its period when one
//! fits, so every heap up to `u64::MAX` then has its exact value.

use core::fmt;
use core::str::FromStr;

use crate::sg::Period;
use crate::{Game, GameKind, GrundyError, IllegalMove, Outcome, Piles, PlayError, PositionError};

/// How many digits after the point a code may have (up to the last nonzero one).
///
/// Codes in the literature have a few digits; the longest families studied by computer
/// (0.0…07, Flammenkamp's tables) run to about 30. 64 leaves room for those, and keeps
/// every take within a `u8`-sized loop of the mex.
pub const MAX_OCTAL_DIGITS: usize = 64;

/// A validated octal code: `d₀ ∈ {0, 4}` and the digits `d₁ … d_t`, `t ≤` [`MAX_OCTAL_DIGITS`],
/// with no trailing zero (`0.770` is the same game as `0.77`).
///
/// ```
/// use grundy::OctalCode;
///
/// let kayles: OctalCode = "0.77".parse()?;
/// assert_eq!((kayles.digit(1), kayles.digit(2), kayles.last_take()), (7, 7, 2));
/// assert_eq!("0.1370".parse::<OctalCode>()?.to_string(), "0.137");
/// assert!("0.78".parse::<OctalCode>().is_err()); // a hexadecimal digit
/// # Ok::<(), grundy::OctalCodeError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OctalCode {
    /// `digits[k] = d_k`; zero past `last`.
    digits: [u8; MAX_OCTAL_DIGITS + 1],
    /// The largest `k` with `d_k ≠ 0` (0 when there is none).
    last: usize,
}

impl OctalCode {
    /// Parses `0.d₁d₂…`, `.d₁d₂…` or `4.d₁d₂…` (digits 0–7; trailing zeros are dropped).
    ///
    /// # Errors
    /// [`OctalCodeError`] naming what is wrong and where.
    pub fn parse(text: &str) -> Result<Self, OctalCodeError> {
        if text.is_empty() {
            return Err(OctalCodeError::Empty);
        }
        let Some((before, after)) = text.split_once('.') else {
            return Err(OctalCodeError::NoPoint);
        };
        let mut digits = [0u8; MAX_OCTAL_DIGITS + 1];
        let mut first = digits.iter_mut();
        match (before, first.next()) {
            ("" | "0", _) => {}
            ("4", Some(d0)) => *d0 = 4,
            _ => return Err(OctalCodeError::BadLeading),
        }
        let mut last = 0;
        for (i, c) in after.chars().enumerate() {
            let take = i + 1;
            let Some(d) = c.to_digit(8) else {
                return Err(if c.is_ascii_hexdigit() {
                    OctalCodeError::Hexadecimal { take, found: c }
                } else {
                    OctalCodeError::BadDigit { take, found: c }
                });
            };
            if d == 0 {
                continue;
            }
            let slot = digits.get_mut(take).ok_or(OctalCodeError::TooManyDigits {
                capacity: MAX_OCTAL_DIGITS,
            })?;
            *slot = d as u8;
            last = take;
        }
        Ok(Self { digits, last })
    }

    /// The digit `d_k` (0 past the last digit).
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// `t`, the largest take with a nonzero digit (0 for a code with no digit after the point).
    pub const fn last_take(&self) -> usize {
        self.last
    }

    /// The digits `d₀, d₁, …, d_t`.
    pub fn digits(&self) -> &[u8] {
        self.digits.get(..=self.last).unwrap_or(&[])
    }

    /// Whether taking `take` stones from a heap may leave `heaps` heaps (0, 1 or 2).
    pub fn allows(&self, take: u64, heaps: usize) -> bool {
        let digit = usize::try_from(take).map_or(0, |k| self.digit(k));
        heaps <= 2 && digit & (1 << heaps) != 0
    }

    /// Fills `table[n]` with the Grundy value of a heap of `n`, for every cell.
    ///
    /// `scratch` is working space, not kept: the marks of the mex (`2^b` cells, where every
    /// value is below `2^b`, or `2^16` when the scratch has at least `3 × 2^16` cells: the
    /// fastest loops), then the histograms that choose the rare/common split (two times
    /// `2^b`), then the list of rare heaps. With less room than that the fill falls back to
    /// reading every pair, and with less than `2^b` cells to a mex with a 256-value stack
    /// bitset: always the same values, only slower. [`OctalCode::scratch_len`] gives a
    /// comfortable size. Values never exceed `u16::MAX` silently.
    ///
    /// ```
    /// use grundy::OctalCode;
    ///
    /// let kayles: OctalCode = "0.77".parse()?;
    /// let mut table = [0u16; 12];
    /// kayles.fill_table(&mut table, &mut [0u32; 64])?;
    /// assert_eq!(table, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]); // OEIS A002186
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`OctalError::ValueTooLarge`] when a value exceeds `u16::MAX`.
    pub fn fill_table(&self, table: &mut [u16], scratch: &mut [u32]) -> Result<(), OctalError> {
        self.fill_table_from(table, 0, scratch)
    }

    /// Continues a table: fills `table[start..]` given the values in `table[..start]`.
    ///
    /// # Errors
    /// [`OctalError::ValueTooLarge`] when a value exceeds `u16::MAX`.
    pub fn fill_table_from(
        &self,
        table: &mut [u16],
        start: usize,
        scratch: &mut [u32],
    ) -> Result<(), OctalError> {
        crate::octal_table::fill_from(self, table, start, scratch, &mut 0, u64::MAX)
    }

    /// [`OctalCode::fill_table_from`] within a budget of work: the options read (one per
    /// take, one per pair of heaps a break leaves; the rare/common split reads far fewer
    /// pairs than the plain mex for most codes), added to `spent`.
    ///
    /// ```
    /// use grundy::{OctalCode, OctalError};
    ///
    /// let officers: OctalCode = "0.6".parse()?; // values that keep growing
    /// let mut table = vec![0u16; 1 << 16];
    /// let mut spent = 0;
    /// let refused = officers.fill_table_within(&mut table, 0, &mut [], &mut spent, 1_000_000);
    /// assert!(matches!(refused, Err(OctalError::WorkLimit { budget: 1_000_000, .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`OctalError::WorkLimit`] when `spent` passes `budget` (the values before the heap
    /// it names are filled), [`OctalError::ValueTooLarge`] as for
    /// [`OctalCode::fill_table_from`].
    pub fn fill_table_within(
        &self,
        table: &mut [u16],
        start: usize,
        scratch: &mut [u32],
        spent: &mut u64,
        budget: u64,
    ) -> Result<(), OctalError> {
        crate::octal_table::fill_from(self, table, start, scratch, spent, budget)
    }

    /// A scratch length for a table of `table_len` cells that keeps the fast method in use
    /// for the games studied so far: marks and histograms for any `u16` value (3 × 2^16
    /// cells, 768 KiB) and room for one rare heap in eight.
    pub const fn scratch_len(table_len: usize) -> usize {
        3 * (1 << 16) + table_len / 8
    }
}

impl FromStr for OctalCode {
    type Err = OctalCodeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::parse(s)
    }
}

impl fmt::Display for OctalCode {
    /// `0.77`, `4.07`; `0.0` for the game with no move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digit(0))?;
        if self.last == 0 {
            return f.write_str("0");
        }
        for k in 1..=self.last {
            write!(f, "{}", self.digit(k))?;
        }
        Ok(())
    }
}

/// A string is not an octal code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum OctalCodeError {
    /// Nothing was given.
    Empty,
    /// The code has no point (`0.77`, not `77`).
    NoPoint,
    /// Before the point only `0`, `4` or nothing may stand.
    BadLeading,
    /// A character that is not an octal digit.
    BadDigit {
        /// The take it stands for (the first digit after the point is take 1).
        take: usize,
        /// The character.
        found: char,
    },
    /// A digit 8–f: a hexadecimal game, which breaks heaps into three or more.
    Hexadecimal {
        /// The take it stands for.
        take: usize,
        /// The digit.
        found: char,
    },
    /// More significant digits than [`MAX_OCTAL_DIGITS`].
    TooManyDigits {
        /// The capacity.
        capacity: usize,
    },
}

impl fmt::Display for OctalCodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => f.write_str("the octal code is empty"),
            Self::NoPoint => f.write_str("an octal code is written with a point, as in 0.77"),
            Self::BadLeading => f.write_str(
                "only 0 or 4 may stand before the point (4: a heap may be split without taking)",
            ),
            Self::BadDigit { take, found } => {
                write!(f, "digit {take} is `{found}`, not an octal digit (0 to 7)")
            }
            Self::Hexadecimal { take, found } => write!(
                f,
                "digit {take} is `{found}`: hexadecimal games (breaking a heap into three or more) are not supported"
            ),
            Self::TooManyDigits { capacity } => {
                write!(f, "the octal code has more than {capacity} digits")
            }
        }
    }
}

impl core::error::Error for OctalCodeError {}

/// An octal game's rules could not be built over the table given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum OctalError {
    /// No period of the Grundy sequence could be certified within the table.
    NoPeriodWithin {
        /// How many values the table could hold.
        capacity: usize,
    },
    /// No period fits, and the table cannot hold the heaps asked for either.
    TableTooSmall {
        /// The largest heap asked for.
        max_heap: u64,
        /// How many values the table could hold.
        capacity: usize,
    },
    /// A Grundy value exceeds `u16::MAX`, the largest a table cell holds.
    ValueTooLarge {
        /// The heap whose value it is.
        heap: usize,
    },
    /// The values up to `heap` need more work than the budget allows.
    WorkLimit {
        /// The heap whose value passed the budget.
        heap: u64,
        /// The work done, with that heap's (options read).
        work: u64,
        /// The budget.
        budget: u64,
    },
}

impl fmt::Display for OctalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoPeriodWithin { capacity } => write!(
                f,
                "no period of the Grundy sequence could be certified within {capacity} values"
            ),
            Self::TableTooSmall { max_heap, capacity } => write!(
                f,
                "no period could be certified within {capacity} values, and heaps up to {max_heap} need {} cells",
                u128::from(*max_heap) + 1
            ),
            Self::ValueTooLarge { heap } => write!(
                f,
                "the Grundy value of a heap of {heap} exceeds 65535, the largest a table cell holds"
            ),
            Self::WorkLimit { heap, work, budget } => write!(
                f,
                "the Grundy values up to a heap of {heap} need more than {work} steps (options \
                 read), past the limit of {budget}"
            ),
        }
    }
}

impl core::error::Error for OctalError {}

/// A move of an octal game: take `take` stones from pile `pile` (0-based), leaving the
/// non-zero entries of `left` in its place: none, one heap, or two heaps.
///
/// `left = [0, 0]` leaves nothing (the pile becomes 0); `[3, 0]` leaves one heap of 3;
/// `[3, 4]` leaves two heaps, 3 in the pile's place and 4 just after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct OctalMove {
    /// Index of the pile, from 0.
    pub pile: usize,
    /// Stones taken (0 only in a game whose code starts `4.`, to split a heap).
    pub take: u64,
    /// The heaps left: the non-zero entries.
    pub left: [u64; 2],
}

impl OctalMove {
    /// How many heaps the move leaves: 0, 1 or 2.
    pub fn heaps_left(&self) -> usize {
        self.left.iter().filter(|&&h| h > 0).count()
    }
}

impl fmt::Display for OctalMove {
    /// `take 2 from pile 1 leaving 3 and 4`, `take 1 from pile 2 leaving 5`,
    /// `take 3 from pile 1 leaving nothing`, `split pile 1 into 3 and 4` (piles counted
    /// from 1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pile = self.pile + 1;
        let mut heaps = self.left.iter().filter(|&&h| h > 0);
        let (a, b) = (heaps.next(), heaps.next());
        if self.take == 0 {
            return match (a, b) {
                (Some(a), Some(b)) => write!(f, "split pile {pile} into {a} and {b}"),
                _ => write!(f, "take nothing from pile {pile}"),
            };
        }
        write!(f, "take {} from pile {pile} leaving ", self.take)?;
        match (a, b) {
            (Some(a), Some(b)) => write!(f, "{a} and {b}"),
            (Some(a), None) => write!(f, "{a}"),
            _ => f.write_str("nothing"),
        }
    }
}

/// The rules of an octal game, with the Grundy values of its heaps in the caller's table.
///
/// Built by [`Octal::with_table`] (a certified period, so every heap has its exact value in
/// O(1)) or [`Octal::for_heaps`] (no more than the heaps asked for need: a period if one is
/// certified on the way, otherwise the plain table). Positions are rows of heaps ([`Piles`]); a move may split a heap in
/// two, so a position can grow up to [`crate::MAX_PILES`] heaps; in a full position the moves
/// leaving two heaps cannot be held and are not listed (by [`Game::moves`], as winning moves
/// or moves to a value), and [`Game::play`] refuses them. Values and outcomes stay those of
/// the game itself.
///
/// ```
/// use grundy::{Game, Octal, OctalCode, Outcome};
///
/// let kayles = Octal::with_table("0.77".parse::<OctalCode>()?, [0u16; 256], &mut [0u32; 256])?;
/// let period = kayles.period().ok_or("no period")?;
/// assert_eq!((period.preperiod, period.period), (71, 12));
/// assert_eq!(kayles.grundy_of(u64::MAX), kayles.grundy_of(75)); // u64::MAX ≡ 75 (mod 12)
/// assert_eq!(kayles.grundy_of(75), Some(8));
/// let position = kayles.position(&[5, 7])?;
/// assert_eq!(kayles.outcome(&position), Outcome::N);
/// let hint = kayles.winning_moves(&position).next().ok_or("no winning move")?;
/// assert_eq!(hint.to_string(), "take 1 from pile 1 leaving 1 and 3"); // g(1) ^ g(3) = g(7)
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Octal<T> {
    code: OctalCode,
    table: T,
    /// Cells of the table holding values (`g(0..filled)`).
    filled: usize,
    period: Option<Period>,
}

impl<T: AsRef<[u16]> + AsMut<[u16]>> Octal<T> {
    /// The game `code` with a certified period found in `table`, whose length is the
    /// capacity. The table grows by doubling from a small prefix, so a short period costs
    /// little however large the table; `scratch` is the working space of the fill (see
    /// [`OctalCode::fill_table`]) and is not kept.
    ///
    /// # Errors
    /// [`OctalError::NoPeriodWithin`] when no period is certified within the table,
    /// [`OctalError::ValueTooLarge`] when a value exceeds `u16::MAX` before one is.
    pub fn with_table(code: OctalCode, table: T, scratch: &mut [u32]) -> Result<Self, OctalError> {
        Self::with_table_within(code, table, scratch, u64::MAX)
    }

    /// [`Octal::with_table`] within a budget of work ([`OctalCode::fill_table_within`]).
    ///
    /// # Errors
    /// As [`Octal::with_table`], and [`OctalError::WorkLimit`] past the budget.
    pub fn with_table_within(
        code: OctalCode,
        table: T,
        scratch: &mut [u32],
        budget: u64,
    ) -> Result<Self, OctalError> {
        let capacity = table.as_ref().len();
        let game = Self::grow(code, table, u64::MAX, scratch, budget)?;
        if game.period.is_some() {
            Ok(game)
        } else {
            Err(OctalError::NoPeriodWithin { capacity })
        }
    }

    /// The game `code` for heaps up to `max_heap`, computing no more than that asks: the
    /// table grows by doubling as for [`Octal::with_table`], and stops at the first prefix
    /// that either certifies a period (then every heap is covered) or holds every heap up to
    /// `max_heap` (then [`Octal::max_heap`] says how far the plain table goes).
    ///
    /// # Errors
    /// [`OctalError::TableTooSmall`] when neither fits in the table,
    /// [`OctalError::ValueTooLarge`] when a value exceeds `u16::MAX`.
    pub fn for_heaps(
        code: OctalCode,
        max_heap: u64,
        table: T,
        scratch: &mut [u32],
    ) -> Result<Self, OctalError> {
        Self::for_heaps_within(code, max_heap, table, scratch, u64::MAX)
    }

    /// [`Octal::for_heaps`] within a budget of work ([`OctalCode::fill_table_within`]): what
    /// a front end that must answer in reasonable time uses, since a code whose values keep
    /// growing costs up to O(n²) options read for heaps up to n.
    ///
    /// ```
    /// use grundy::{Octal, OctalError};
    ///
    /// // Kayles has a period: a heap of 10^18 costs a table of a few hundred values.
    /// let kayles = Octal::for_heaps_within("0.77".parse()?, 1 << 60, vec![0u16; 1 << 20], &mut [], 1 << 20)?;
    /// assert!(kayles.period().is_some());
    /// // 0.6 (Officers) has no known period and values that keep growing: refused.
    /// let dense = Octal::for_heaps_within("0.6".parse()?, 1 << 19, vec![0u16; 1 << 20], &mut [], 1 << 20);
    /// assert!(matches!(dense, Err(OctalError::WorkLimit { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Octal::for_heaps`], and [`OctalError::WorkLimit`] past the budget.
    pub fn for_heaps_within(
        code: OctalCode,
        max_heap: u64,
        table: T,
        scratch: &mut [u32],
        budget: u64,
    ) -> Result<Self, OctalError> {
        let capacity = table.as_ref().len();
        let game = Self::grow(code, table, max_heap, scratch, budget)?;
        let covered = u64::try_from(game.filled).map_or(true, |filled| max_heap < filled);
        if game.period.is_some() || covered {
            Ok(game)
        } else {
            Err(OctalError::TableTooSmall { max_heap, capacity })
        }
    }

    /// Fills the table by doubling until a period is certified, the prefix holds every heap
    /// up to `max_heap`, or the table is full.
    fn grow(
        code: OctalCode,
        mut table: T,
        max_heap: u64,
        scratch: &mut [u32],
        budget: u64,
    ) -> Result<Self, OctalError> {
        let mut spent = 0;
        let capacity = table.as_ref().len();
        let t = code.last_take();
        let mut len = t.saturating_mul(8).max(64).min(capacity);
        let mut filled = 0;
        while let Some(prefix) = table.as_mut().get_mut(..len) {
            code.fill_table_within(prefix, filled, scratch, &mut spent, budget)?;
            filled = len;
            let period = crate::octal_table::certified_period(prefix, t);
            let covers = u64::try_from(len).is_ok_and(|len| len > max_heap);
            if period.is_some() || covers || len == capacity {
                return Ok(Self {
                    code,
                    table,
                    filled,
                    period,
                });
            }
            len = len.saturating_mul(2).min(capacity);
        }
        Ok(Self {
            code,
            table,
            filled,
            period: None,
        })
    }

    /// The code of the game.
    pub fn code(&self) -> OctalCode {
        self.code
    }

    /// The certified preperiod and period, if one was found.
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// The largest heap with a known value: `None` when a period covers every heap.
    pub fn max_heap(&self) -> Option<u64> {
        match self.period {
            Some(_) => None,
            None => Some(self.filled.saturating_sub(1) as u64),
        }
    }

    /// The values computed, `g(0), g(1), …` (with a period, at least `preperiod + period`).
    pub fn values(&self) -> &[u16] {
        self.table.as_ref().get(..self.filled).unwrap_or(&[])
    }

    /// The Grundy value of one heap of `stones`; `None` past [`Octal::max_heap`].
    pub fn grundy_of(&self, stones: u64) -> Option<u16> {
        let index = match self.period {
            Some(period) => period.index(stones),
            None => usize::try_from(stones).ok()?,
        };
        self.values().get(index).copied()
    }

    /// The XOR of the piles' values; `None` when a pile is past the table.
    /// Whether a heap of `heap` can be broken into two non-empty heaps.
    fn heap_breaks(&self, heap: u64) -> bool {
        (0..=self.code.last_take())
            .any(|k| self.code.digit(k) & 4 != 0 && heap >= (k as u64).saturating_add(2))
    }

    /// Whether a heap of `heap` has any move (the rules of [`Game::moves`]).
    fn heap_has_move(&self, heap: u64) -> bool {
        self.heap_breaks(heap)
            || (1..=self.code.last_take()).any(|k| {
                let (d, k) = (self.code.digit(k), k as u64);
                (d & 1 != 0 && heap == k) || (d & 2 != 0 && heap > k)
            })
    }

    fn sum(&self, piles: &[u64]) -> Option<u16> {
        piles
            .iter()
            .try_fold(0, |x, &p| self.grundy_of(p).map(|g| x ^ g))
    }

    /// Every move from `position` to a position of Grundy value `value`, lazily, pile by
    /// pile in the order of [`Game::moves`] (what [`Game::moves_to`] returns); nothing for a
    /// position with a heap past [`Octal::max_heap`].
    fn moves_to_value<'a>(
        &'a self,
        position: &'a Piles,
        value: u128,
    ) -> impl Iterator<Item = OctalMove> + 'a {
        let total = self.sum(position.as_slice());
        let none = total.is_none_or(|x| u128::from(x) == value);
        OctalMoves {
            game: self,
            piles: if none { &[] } else { position.as_slice() },
            target: Some((u128::from(total.unwrap_or(0)), value)),
            pile: 0,
            heap: None,
        }
    }

    /// The moves of one heap of `stones`, with `pile` as their pile index: for a heap
    /// alone, or for the move lists of [`Game`].
    fn heap_moves(&self, pile: usize, stones: u64, target: Option<u16>, breaks: bool) -> HeapMoves {
        HeapMoves {
            pile,
            heap: stones,
            target,
            breaks,
            take: 0,
            stage: Stage::Nothing,
            a: 1,
            misses: 0,
        }
    }

    /// The next move of `cursor`'s heap (with the target value, if any), advancing it.
    fn next_heap_move(&self, cursor: &mut HeapMoves) -> Option<OctalMove> {
        let heap = cursor.heap;
        let value = |n: u64| self.grundy_of(n);
        let wanted =
            |v: Option<u16>| cursor.target.is_none() || (v.is_some() && v == cursor.target);
        while cursor.take <= self.code.last_take() as u64 {
            let k = cursor.take;
            let digit = usize::try_from(k).map_or(0, |k| self.code.digit(k));
            let mv = |left| OctalMove {
                pile: cursor.pile,
                take: k,
                left,
            };
            match cursor.stage {
                Stage::Nothing => {
                    cursor.stage = Stage::One;
                    if digit & 1 != 0 && k > 0 && heap == k && wanted(Some(0)) {
                        return Some(mv([0, 0]));
                    }
                }
                Stage::One => {
                    cursor.stage = Stage::Two;
                    (cursor.a, cursor.misses) = (1, 0);
                    if digit & 2 != 0 && k > 0 && heap > k && wanted(value(heap - k)) {
                        return Some(mv([heap - k, 0]));
                    }
                }
                Stage::Two => {
                    let rest = heap.saturating_sub(k);
                    if digit & 4 != 0 && cursor.breaks && heap >= k.saturating_add(2) {
                        while cursor.a <= rest / 2 {
                            let a = cursor.a;
                            cursor.a += 1;
                            let Some(target) = cursor.target else {
                                return Some(mv([a, rest - a]));
                            };
                            let v = value(a).zip(value(rest - a)).map(|(x, y)| x ^ y);
                            if v == Some(target) {
                                cursor.misses = 0;
                                return Some(mv([a, rest - a]));
                            }
                            // Past the preperiod the value of (a, rest − a) repeats with a
                            // (both parts are at least e): a period of misses means no more.
                            if let Some(p) = self.period
                                && a >= p.preperiod as u64
                            {
                                cursor.misses += 1;
                                if cursor.misses >= p.period as u64 {
                                    break;
                                }
                            }
                        }
                    }
                    cursor.take += 1;
                    cursor.stage = Stage::Nothing;
                }
            }
        }
        None
    }
}

/// Where a heap's move list is: the three kinds of move of the current take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    Nothing,
    One,
    Two,
}

/// The moves of one heap, in order: by take, then nothing / one heap / two heaps (the
/// smaller part first, growing).
#[derive(Clone, Copy, Debug)]
struct HeapMoves {
    pile: usize,
    heap: u64,
    /// Only moves to this value (the heap's share of the target), if any.
    target: Option<u16>,
    /// Whether moves leaving two heaps are listed (not in a position of MAX_PILES piles,
    /// which has no room for them).
    breaks: bool,
    take: u64,
    stage: Stage,
    /// The smaller part of the next break.
    a: u64,
    /// Breaks past the preperiod without a match, in a row.
    misses: u64,
}

/// The moves of a position, pile by pile; with a target, only those to that value.
struct OctalMoves<'a, T> {
    game: &'a Octal<T>,
    piles: &'a [u64],
    /// The position's value and the value wanted, for [`Octal::moves_to`].
    target: Option<(u128, u128)>,
    pile: usize,
    heap: Option<HeapMoves>,
}

impl<T: AsRef<[u16]> + AsMut<[u16]>> Iterator for OctalMoves<'_, T> {
    type Item = OctalMove;

    fn next(&mut self) -> Option<OctalMove> {
        loop {
            if let Some(cursor) = self.heap.as_mut() {
                if let Some(mv) = self.game.next_heap_move(cursor) {
                    return Some(mv);
                }
                self.heap = None;
                self.pile += 1;
            }
            let &stones = self.piles.get(self.pile)?;
            let target = match self.target {
                None => None,
                // The pile must go from g(stones) to total ^ g(stones) ^ value.
                Some((total, value)) => {
                    let own = self.game.grundy_of(stones).map(u128::from);
                    match own.and_then(|g| u16::try_from(total ^ g ^ value).ok()) {
                        Some(t) => Some(t),
                        None => {
                            self.pile += 1;
                            continue;
                        }
                    }
                }
            };
            let breaks = self.piles.len() < crate::MAX_PILES;
            self.heap = Some(self.game.heap_moves(self.pile, stones, target, breaks));
        }
    }
}

impl<T: AsRef<[u16]> + AsMut<[u16]>> Game for Octal<T> {
    type Position = Piles;
    type Move = OctalMove;

    fn kind(&self) -> GameKind {
        GameKind::Octal
    }

    /// # Errors
    /// [`PositionError::TooManyPiles`], or [`PositionError::PileTooLarge`] for a heap past
    /// [`Octal::max_heap`] when no period was certified.
    fn position(&self, numbers: &[u64]) -> Result<Piles, PositionError> {
        let piles = Piles::new(numbers)?;
        if let Some(max) = self.max_heap()
            && let Some((index, &size)) = numbers.iter().enumerate().find(|&(_, &h)| h > max)
        {
            return Err(PositionError::PileTooLarge { index, size, max });
        }
        Ok(piles)
    }

    fn numbers<'p>(&self, position: &'p Piles) -> &'p [u64] {
        position.as_slice()
    }

    fn moves<'a>(&'a self, position: &'a Piles) -> impl Iterator<Item = OctalMove> + 'a {
        OctalMoves {
            game: self,
            piles: position.as_slice(),
            target: None,
            pile: 0,
            heap: None,
        }
    }

    /// [`IllegalMove::TooManyPiles`] in a position of [`crate::MAX_PILES`] heaps where some
    /// heap can be broken in two: those moves are legal but cannot be held.
    fn unlisted(&self, position: &Piles) -> Option<IllegalMove> {
        let full = position.len() >= crate::MAX_PILES;
        (full && position.as_slice().iter().any(|&h| self.heap_breaks(h)))
            .then_some(IllegalMove::TooManyPiles)
    }

    fn play(&self, mut position: Piles, mv: OctalMove) -> Result<Piles, PlayError<Piles>> {
        let piles = position.len();
        let heaps = mv.heaps_left();
        let reason = match position.get(mv.pile) {
            None => IllegalMove::NoSuchPile {
                index: mv.pile,
                piles,
            },
            Some(_) if mv.take == 0 && self.code.digit(0) == 0 => IllegalMove::TakesNothing,
            Some(size) if mv.take > size => IllegalMove::NotEnoughStones {
                take: mv.take,
                available: size,
            },
            Some(_) if !self.code.allows(mv.take, heaps) => IllegalMove::NotInCode {
                take: mv.take,
                heaps,
            },
            Some(size)
                if u128::from(mv.take) + u128::from(mv.left[0]) + u128::from(mv.left[1])
                    != u128::from(size) =>
            {
                IllegalMove::HeapsLeft {
                    expected: size - mv.take,
                }
            }
            Some(_) => {
                let mut parts = mv.left.into_iter().filter(|&h| h > 0);
                let (first, second) = (parts.next(), parts.next());
                if second.is_some() && piles >= crate::MAX_PILES {
                    IllegalMove::TooManyPiles
                } else {
                    if let Some(slot) = position.get_mut(mv.pile) {
                        *slot = first.unwrap_or(0);
                    }
                    if let Some(b) = second {
                        // Room was checked above; `insert` reports failure all the same.
                        if !position.insert(mv.pile + 1, b) {
                            return Err(PlayError {
                                position,
                                reason: IllegalMove::TooManyPiles,
                            });
                        }
                    }
                    return Ok(position);
                }
            }
        };
        Err(PlayError { position, reason })
    }

    /// Exact for every position [`Game::position`] accepts. A position built otherwise with
    /// a heap past [`Octal::max_heap`] has no known value: it is reported as `N` (and
    /// [`Game::grundy`] says why).
    fn outcome(&self, position: &Piles) -> Outcome {
        match self.sum(position.as_slice()) {
            Some(x) => Outcome::from_grundy(u128::from(x)),
            None => Outcome::N,
        }
    }

    /// # Errors
    /// [`GrundyError::NoFormula`] for a heap past [`Octal::max_heap`] (a position
    /// [`Game::position`] refuses).
    fn grundy(&self, position: &Piles) -> Result<u128, GrundyError> {
        let piles = position.as_slice();
        self.sum(piles).map(u128::from).ok_or_else(|| {
            let largest = piles.iter().copied().max().unwrap_or(0);
            GrundyError::NoFormula {
                needed: largest.saturating_add(1),
                capacity: self.filled as u64,
            }
        })
    }

    fn winning_moves<'a>(&'a self, position: &'a Piles) -> impl Iterator<Item = OctalMove> + 'a {
        self.moves_to_value(position, 0)
    }

    /// Exact: a move is listed exactly when it is legal and its result has that value. A
    /// heap of `n` has about `n/2` ways to be broken; for a huge heap of a periodic game the
    /// search stops as soon as a full period of breaks has none (those repeat), so the
    /// first move comes quickly, but the list itself may be astronomically long: take what
    /// you need.
    ///
    /// # Errors
    /// [`GrundyError::NoFormula`] for a heap past [`Octal::max_heap`] (a position
    /// [`Game::position`] refuses).
    fn moves_to<'a>(
        &'a self,
        position: &'a Piles,
        value: u128,
    ) -> Result<impl Iterator<Item = OctalMove> + 'a, GrundyError> {
        self.grundy(position)?;
        Ok(self.moves_to_value(position, value))
    }

    /// The heaps that have a move, sorted: a heap with no move (empty, or a heap of 1 in a
    /// game that only breaks) changes no move list, so the game tree without it is the same.
    /// That keeps a search's positions short, far from [`crate::MAX_PILES`].
    fn canonical(&self, position: &Piles) -> Piles {
        position.sorted_where(|h| self.heap_has_move(h))
    }

    /// A random pile with a move, a random kind of move for it (take `k`, leaving none, one
    /// or two heaps), then a random break.
    fn random_move<R: rand_core::Rng + ?Sized>(
        &self,
        position: &Piles,
        rng: &mut R,
    ) -> Option<OctalMove> {
        let piles = position.as_slice();
        let start = usize::try_from(crate::rng::below(rng, piles.len() as u64)).unwrap_or(0);
        let t = self.code.last_take() as u64;
        // A position of MAX_PILES piles has no room for a move leaving two heaps.
        let room = piles.len() < crate::MAX_PILES;
        // The kinds of move a heap of `h` has: (take, heaps left).
        let kinds = move |h: u64| {
            (0..=t).flat_map(move |k| {
                let d = usize::try_from(k).map_or(0, |k| self.code.digit(k));
                [
                    (d & 1 != 0 && k > 0 && h == k).then_some((k, 0)),
                    (d & 2 != 0 && k > 0 && h > k).then_some((k, 1)),
                    (d & 4 != 0 && room && h >= k.saturating_add(2)).then_some((k, 2)),
                ]
                .into_iter()
                .flatten()
            })
        };
        (0..piles.len())
            .map(|i| (start + i) % piles.len())
            .find_map(|pile| {
                let h = *piles.get(pile)?;
                let count = kinds(h).count() as u64;
                let pick = crate::rng::below(rng, count);
                let (take, heaps) = kinds(h).nth(usize::try_from(pick).ok()?)?;
                let rest = h - take;
                let left = match heaps {
                    0 => [0, 0],
                    1 => [rest, 0],
                    _ => {
                        let a = 1 + crate::rng::below(rng, rest / 2);
                        [a, rest - a]
                    }
                };
                Some(OctalMove { pile, take, left })
            })
    }
}

/// An octal code is saved as the text it is written in, `"0.77"`.
#[cfg(feature = "serde")]
impl serde::Serialize for OctalCode {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for OctalCode {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Text;
        impl serde::de::Visitor<'_> for Text {
            type Value = OctalCode;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an octal code such as \"0.77\"")
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<OctalCode, E> {
                OctalCode::parse(text).map_err(E::custom)
            }
        }
        deserializer.deserialize_str(Text)
    }
}
