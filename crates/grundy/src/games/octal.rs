//! Octal and hexadecimal games (take-and-break games): Kayles, Dawson's Kayles,
//! Treblecross, Officers, …, and Grundy's game.
//!
//! An octal game is written `0.d₁d₂d₃…` (Guy and Smith, "The G-values of various games",
//! 1956; Winning Ways, ch. 4). A move takes `k` stones from one heap, and the digit `d_k` says
//! what may remain of that heap: bit 1, no heap (take the whole heap of exactly `k`); bit 2,
//! one heap (the heap had more than `k`); bit 4, two non-empty heaps (the rest split in two).
//! So Kayles is 0.77, Dawson's Kayles 0.07, Dawson's chess 0.137, Treblecross 0.007,
//! Officers 0.6, and the subtraction game with set S has the digit 3 at every s ∈ S.
//!
//! A *hexadecimal* code (Winning Ways, ch. 4) has digits up to `f`: bit 8 lets the rest be
//! left as three non-empty heaps. The digit before the point, `d₀`, splits a heap without
//! taking anything: 4 into two heaps (the games 4.xyz of Winning Ways), 8 into three, c into
//! two or three. Grundy's game (split a heap into two *different* heaps) is not a code: it
//! is `GrundysGame`, over the same tables.
//!
//! A heap's Grundy sequence is computed in a table of the caller's ([`OctalCode::fill_table`],
//! the rare/common split of `octal_table.rs`), and [`Octal`] certifies its period when one
//! fits, so every heap up to `u64::MAX` then has its exact value.

use core::convert::Infallible;
use core::fmt;
use core::str::FromStr;

use crate::engine::octal_table::{Plan, Rules};

/// A block of heaps of a [`TableFill`] that several threads prepare at once: see
/// [`TableFill::block`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableBlock {
    inner: crate::engine::octal_table::Block,
}

impl TableBlock {
    /// The heaps of the block.
    pub fn heaps(&self) -> core::ops::Range<usize> {
        self.inner.heaps.clone()
    }

    /// Cells of a heap's share of the prepared data.
    pub fn words(&self) -> usize {
        self.inner.words
    }

    /// Cells the prepared data of the whole block takes.
    pub fn cells(&self) -> usize {
        self.inner.words.saturating_mul(self.inner.heaps.len())
    }
}
use crate::engine::sg::Period;
use crate::error::{GrundyError, IllegalMove, OctalError, PlayError, PositionError};
use crate::game::{FromNumbers, Game, GameKind, Outcome};
use crate::games::set_nim::{SetBuilder, SubtractionSet};
use crate::nimber::Nimber;
use crate::piles::Piles;

pub use crate::capacity::MAX_OCTAL_DIGITS;

/// A validated octal or hexadecimal code: `d₀ ∈ {0, 4, 8, c}` and the digits `d₁ … d_t`
/// (each 0 to f), `t ≤` [`MAX_OCTAL_DIGITS`], with no trailing zero (`0.770` is the same
/// game as `0.77`).
///
/// ```
/// use grundy::octal::OctalCode;
///
/// let kayles: OctalCode = "0.77".parse()?;
/// assert_eq!((kayles.digit(1), kayles.digit(2), kayles.last_take()), (7, 7, 2));
/// assert_eq!("0.1370".parse::<OctalCode>()?.to_string(), "0.137");
/// let hex: OctalCode = "0.F8".parse()?; // hexadecimal: bit 8 leaves three heaps
/// assert_eq!((hex.to_string(), hex.is_hexadecimal()), ("0.f8".to_owned(), true));
/// assert!("0.7g".parse::<OctalCode>().is_err());
/// # Ok::<(), grundy::octal::OctalCodeError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OctalCode {
    /// `digits[k] = d_k`; zero past `last`.
    digits: [u8; MAX_OCTAL_DIGITS + 1],
    /// The largest `k` with `d_k ≠ 0` (0 when there is none).
    last: usize,
}

impl OctalCode {
    /// Parses `0.d₁d₂…`, `.d₁d₂…`, `4.d₁d₂…`, `8.…` or `c.…` (digits 0–9 and a–f in either
    /// case; trailing zeros are dropped).
    ///
    /// # Errors
    /// [`OctalCodeError`] naming what is wrong and where.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a hexadecimal digit is below 16"
    )]
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
            ("8", Some(d0)) => *d0 = 8,
            ("c" | "C", Some(d0)) => *d0 = 12,
            _ => return Err(OctalCodeError::BadLeading),
        }
        let mut last = 0;
        for (i, c) in after.chars().enumerate() {
            let take = i + 1;
            let Some(d) = c.to_digit(16) else {
                return Err(OctalCodeError::BadDigit { take, found: c });
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

    /// The code 4.0: split a heap into two, nothing else.
    pub(crate) fn split_only() -> Self {
        let mut digits = [0u8; MAX_OCTAL_DIGITS + 1];
        if let Some(d0) = digits.first_mut() {
            *d0 = 4;
        }
        Self { digits, last: 0 }
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

    /// The name the game is known by (Berlekamp, Conway and Guy, *Winning Ways*, ch. 4), if
    /// it has one.
    ///
    /// ```
    /// let kayles: grundy::octal::OctalCode = "0.77".parse()?;
    /// assert_eq!(kayles.name(), Some("Kayles"));
    /// # Ok::<(), grundy::octal::OctalCodeError>(())
    /// ```
    pub fn name(&self) -> Option<&'static str> {
        Some(match self.digits() {
            [0, 7, 7] => "Kayles",
            [0, 0, 7] => "Dawson's Kayles",
            [0, 1, 3, 7] => "Dawson's chess",
            [0, 6] => "Officers",
            [0, 0, 0, 7] => "Treblecross",
            _ => return None,
        })
    }

    /// Whether a digit has bit 8 (the rest may be left as three heaps): a hexadecimal game.
    pub fn is_hexadecimal(&self) -> bool {
        self.digits().iter().any(|&d| d & 8 != 0)
    }

    /// Whether taking `take` stones from a heap may leave `heaps` non-empty heaps (0 to 3;
    /// taking nothing only splits, into two or three).
    pub fn allows(&self, take: u64, heaps: usize) -> bool {
        let digit = usize::try_from(take).map_or(0, |k| self.digit(k));
        heaps <= 3 && (take > 0 || heaps >= 2) && digit & (1 << heaps) != 0
    }

    /// The subtraction set `S` when this code is the subtraction game of `S`: `d₀ = 0` and
    /// every digit 0 or 3 (take `s ∈ S`, leaving nothing or one heap), at least one 3. Such a
    /// game is Set Nim, whose tables [`SubtractionSet::fill_table`] fills faster, a byte a
    /// value.
    ///
    /// ```
    /// use grundy::octal::OctalCode;
    ///
    /// let code: OctalCode = "0.0300303".parse()?;
    /// assert_eq!(code.subtraction_set().map(|s| s.as_slice().to_vec()), Some(vec![2, 5, 7]));
    /// assert!("0.77".parse::<OctalCode>()?.subtraction_set().is_none());
    /// # Ok::<(), grundy::octal::OctalCodeError>(())
    /// ```
    pub fn subtraction_set(&self) -> Option<SubtractionSet> {
        let digits = self.digits();
        let (&d0, rest) = digits.split_first()?;
        if d0 != 0 || rest.iter().any(|&d| d != 0 && d != 3) || self.last == 0 {
            return None;
        }
        let mut set = SetBuilder::new();
        for (k, _) in (1u64..).zip(rest).filter(|&(_, &d)| d == 3) {
            set.add(k).ok()?;
        }
        set.build().ok()
    }

    /// Fills `table[n]` with the Grundy value of a heap of `n`, for every cell.
    ///
    /// `scratch` is working space, not kept: the marks of the mex (`2^b` cells, where every
    /// value is below `2^b`), the values seen at common heaps and their XORs (`2^b / 16`
    /// cells), then the histograms that choose the rare/common split (two times `2^b`), then
    /// the list of rare heaps; for a hexadecimal code with breaks into three, a bitset of
    /// `2^b` bits for every heap instead. With less room than that the fill falls back to
    /// reading every pair (and triple), and with less than `2^b` cells to a mex with a
    /// 256-value stack bitset: always the same values, only slower.
    /// [`OctalCode::scratch_len_for`] gives a comfortable size. Values never exceed
    /// `u16::MAX` silently.
    ///
    /// ```
    /// use grundy::octal::OctalCode;
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
        self.fill_table_within(table, start, scratch, &mut 0, u64::MAX)
    }

    /// [`OctalCode::fill_table_from`] within a budget of work: the options read (one per
    /// take, one per pair or triple of heaps a break leaves, two per word of a set of pairs
    /// translated for the breaks into three; the rare/common split reads far fewer pairs than
    /// the plain mex for most codes), added to `spent`.
    ///
    /// ```
    /// use grundy::error::OctalError;
    /// use grundy::octal::OctalCode;
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
        crate::engine::octal_table::fill_from(
            &Rules::of_digits(self.digits()),
            table,
            start,
            scratch,
            spent,
            budget,
        )
    }

    /// The least period certified by `values`, the Grundy values `g(0), g(1), …` of this
    /// code's heaps, with its least preperiod: Guy and Smith's periodicity theorem, with the
    /// bound for breaks into three heaps in a hexadecimal code (see `octal_table.rs`).
    ///
    /// ```
    /// use grundy::octal::OctalCode;
    ///
    /// let kayles: OctalCode = "0.77".parse()?;
    /// let mut table = [0u16; 168];
    /// kayles.fill_table(&mut table, &mut [])?;
    /// let period = kayles.certified_period(&table).ok_or("no period")?;
    /// assert_eq!((period.preperiod(), period.period()), (71, 12)); // needs 2·71 + 2·12 + 2 values
    /// assert_eq!(kayles.certified_period(&table[..167]), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn certified_period(&self, values: &[u16]) -> Option<Period> {
        crate::engine::octal_table::certified_period(
            values,
            self.last,
            Rules::of_digits(self.digits()).parts(),
        )
    }

    /// A scratch length for a table of `table_len` cells that keeps the fast method in use
    /// for the octal games studied so far: marks, XORs and histograms for any `u16` value
    /// (3 × 2^16 + 2^12 cells, 784 KiB) and room for one rare heap in eight. A code with
    /// breaks into three needs more: see [`OctalCode::scratch_len_for`].
    pub const fn scratch_len(table_len: usize) -> usize {
        3 * (1 << 16) + (1 << 12) + table_len / 8
    }

    /// A scratch length for this code and a table of `table_len` cells: for an octal code,
    /// [`OctalCode::scratch_len`]; for one with breaks into three, a bitset for values
    /// below 256 for every heap (32 bytes a heap), past which the fill reads the triples
    /// one by one.
    pub fn scratch_len_for(&self, table_len: usize) -> usize {
        if self.is_hexadecimal() {
            8usize.saturating_mul(table_len.saturating_add(1))
        } else {
            Self::scratch_len(table_len)
        }
    }
}

impl FromStr for OctalCode {
    type Err = OctalCodeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::parse(s)
    }
}

impl fmt::Display for OctalCode {
    /// `0.77`, `4.07`, `0.f8` (hexadecimal digits in lower case); `0.0` for the game with
    /// no move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:x}.", self.digit(0))?;
        if self.last == 0 {
            return f.write_str("0");
        }
        for k in 1..=self.last {
            write!(f, "{:x}", self.digit(k))?;
        }
        Ok(())
    }
}

/// A string is not an octal or hexadecimal code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum OctalCodeError {
    /// Nothing was given.
    Empty,
    /// The code has no point (`0.77`, not `77`).
    NoPoint,
    /// Before the point only `0`, `4`, `8`, `c` or nothing may stand.
    BadLeading,
    /// A character that is not a hexadecimal digit.
    BadDigit {
        /// The take it stands for (the first digit after the point is take 1).
        take: usize,
        /// The character.
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
                "only 0, 4, 8 or c may stand before the point (a heap may be split without \
                 taking: 4 into two heaps, 8 into three, c into two or three)",
            ),
            Self::BadDigit { take, found } => write!(
                f,
                "digit {take} is `{found}`, not a digit of a code (0 to 7, or to f for a \
                 hexadecimal game)"
            ),
            Self::TooManyDigits { capacity } => {
                write!(f, "the octal code has more than {capacity} digits")
            }
        }
    }
}

impl core::error::Error for OctalCodeError {}

/// A move of a take-and-break game: take `take` stones from pile `pile` (0-based), leaving
/// the non-zero entries of `left` in its place: none, one heap, two heaps or (in a
/// hexadecimal game) three.
///
/// `left = [0, 0, 0]` leaves nothing (the pile becomes 0); `[3, 0, 0]` leaves one heap of 3;
/// `[3, 4, 0]` leaves two heaps, 3 in the pile's place and 4 just after it; `[1, 2, 3]`
/// leaves three, in that order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct OctalMove {
    /// Index of the pile, from 0.
    pub pile: usize,
    /// Stones taken (0 only in a game whose code starts `4.`, `8.` or `c.`, or in Grundy's
    /// game, to split a heap).
    pub take: u64,
    /// The heaps left: the non-zero entries.
    pub left: [u64; 3],
}

impl OctalMove {
    /// How many heaps the move leaves: 0 to 3.
    pub fn heaps_left(&self) -> usize {
        self.left.iter().filter(|&&h| h > 0).count()
    }
}

impl fmt::Display for OctalMove {
    /// `take 2 from heap 1 leaving 3 and 4`, `take 1 from heap 2 leaving 5`,
    /// `take 3 from heap 1 leaving nothing`, `split heap 1 into 3 and 4`,
    /// `take 1 from heap 1 leaving 1, 2 and 3` (heaps counted from 1, as octal games speak of heaps).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let heap = crate::ordinal::Nth(self.pile);
        let mut heaps = self.left.iter().filter(|&&h| h > 0);
        let (a, b, c) = (heaps.next(), heaps.next(), heaps.next());
        if self.take == 0 {
            return match (a, b, c) {
                (Some(a), Some(b), Some(c)) => write!(f, "split heap {heap} into {a}, {b} and {c}"),
                (Some(a), Some(b), None) => write!(f, "split heap {heap} into {a} and {b}"),
                _ => write!(f, "take nothing from heap {heap}"),
            };
        }
        write!(f, "take {} from heap {heap} leaving ", self.take)?;
        match (a, b, c) {
            (Some(a), Some(b), Some(c)) => write!(f, "{a}, {b} and {c}"),
            (Some(a), Some(b), None) => write!(f, "{a} and {b}"),
            (Some(a), None, _) => write!(f, "{a}"),
            _ => f.write_str("nothing"),
        }
    }
}

/// The rules of an octal game, with the Grundy values of its heaps in the caller's table.
///
/// Built by [`Octal::with_table`] (a certified period, so every heap has its exact value in
/// O(1)) or [`Octal::for_heaps`] (no more than the heaps asked for need: a period if one is
/// certified on the way, otherwise the plain table). Positions are rows of heaps ([`Piles`]); a move may split a heap in
/// two, so a position can grow up to [`crate::piles::MAX_PILES`] heaps; in a full position the
/// moves
/// leaving two heaps cannot be held and are not listed (by [`Game::moves`], as winning moves
/// or moves to a value), and [`Game::play`] refuses them. Values and outcomes stay those of
/// the game itself.
///
/// ```
/// use grundy::{FromNumbers, Game, Octal, Outcome};
/// use grundy::octal::OctalCode;
///
/// let kayles = Octal::with_table("0.77".parse::<OctalCode>()?, [0u16; 256], &mut [0u32; 256])?;
/// let period = kayles.period().ok_or("no period")?;
/// assert_eq!((period.preperiod(), period.period()), (71, 12));
/// assert_eq!(kayles.grundy_of(u64::MAX), kayles.grundy_of(75)); // u64::MAX ≡ 75 (mod 12)
/// assert_eq!(kayles.grundy_of(75), Some(8));
/// let position = kayles.position(&[5, 7])?;
/// assert_eq!(kayles.outcome(&position), Outcome::N);
/// let hint = kayles.winning_moves(&position).next().ok_or("no winning move")?;
/// assert_eq!(hint.to_string(), "take 1 from heap 1 leaving 1 and 3"); // g(1) ^ g(3) = g(7)
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Octal<T> {
    code: OctalCode,
    /// Grundy's game (the code is 4.0, and a break must leave two different heaps).
    grundys: bool,
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
        let game = Self::grow(code, false, table, u64::MAX, scratch, budget)?;
        if game.period.is_some() {
            Ok(game)
        } else {
            Err(OctalError::NoPeriodWithin { capacity })
        }
    }

    /// The game `code` for heaps up to `max_heap`, computing no more than that asks: the
    /// table grows by doubling as for [`Octal::with_table`] (its last step only as far as
    /// `max_heap`), and stops at the first prefix
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
    /// use grundy::Octal;
    /// use grundy::error::OctalError;
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
        let game = Self::grow(code, false, table, max_heap, scratch, budget)?;
        let covered = u64::try_from(game.filled).map_or(true, |filled| max_heap < filled);
        if game.period.is_some() || covered {
            Ok(game)
        } else {
            Err(OctalError::TableTooSmall { max_heap, capacity })
        }
    }

    /// Grundy's game for heaps up to `max_heap` (a plain table: no period is certified),
    /// within a budget of work.
    pub(crate) fn grundys_for_heaps_within(
        max_heap: u64,
        table: T,
        scratch: &mut [u32],
        budget: u64,
    ) -> Result<Self, OctalError> {
        let capacity = table.as_ref().len();
        // "4." splits a heap without taking; Grundy's game asks the two heaps to differ.
        let code = OctalCode::split_only();
        let game = Self::grow(code, true, table, max_heap, scratch, budget)?;
        let covered = u64::try_from(game.filled).map_or(true, |filled| max_heap < filled);
        if covered {
            Ok(game)
        } else {
            Err(OctalError::TableTooSmall { max_heap, capacity })
        }
    }

    /// Fills the table by doubling until a period is certified, the prefix holds every heap
    /// up to `max_heap`, or the table is full.
    fn grow(
        code: OctalCode,
        grundys: bool,
        mut table: T,
        max_heap: u64,
        scratch: &mut [u32],
        budget: u64,
    ) -> Result<Self, OctalError> {
        let rules = if grundys {
            Rules::grundys_game()
        } else {
            Rules::of_digits(code.digits())
        };
        let mut spent = 0;
        let capacity = table.as_ref().len();
        let t = code.last_take();
        let mut len = t.saturating_mul(8).max(64).min(capacity);
        let mut filled = 0;
        let mut plan = Plan::new(0);
        // The plan carries over from prefix to prefix: the table only grows.
        while let Some(prefix) = table.as_mut().get_mut(..len) {
            crate::engine::octal_table::fill_range(
                &rules,
                &mut plan,
                prefix,
                filled..len,
                scratch,
                &mut spent,
                budget,
            )?;
            filled = len;
            // Grundy's game has no periodicity theorem: a break of n + p into a and a + p
            // has no counterpart in n (the break into two equal heaps is not a move).
            let period = if grundys {
                None
            } else {
                crate::engine::octal_table::certified_period(prefix, t, rules.parts())
            };
            let covers = u64::try_from(len).is_ok_and(|len| len > max_heap);
            if period.is_some() || covers || len == capacity {
                return Ok(Self {
                    code,
                    grundys,
                    table,
                    filled,
                    period,
                });
            }
            // Doubling, but no further than the heaps asked for: the budget is spent on
            // them, not on a table twice their size.
            let asked = usize::try_from(max_heap).map_or(usize::MAX, |m| m.saturating_add(1));
            len = len.saturating_mul(2).min(asked).min(capacity);
        }
        Ok(Self {
            code,
            grundys,
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

    /// The largest heap whose value these rules give: `u64::MAX` when a certified period
    /// covers every heap. (The same name and meaning as `SetNim::max_heap` and
    /// `GrundysGame::max_heap`.)
    pub fn max_heap(&self) -> u64 {
        match self.period {
            Some(_) => u64::MAX,
            None => self.filled.saturating_sub(1) as u64,
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

    /// Whether a heap of `heap` can be broken into `parts` non-empty heaps (2 or 3; into two
    /// different heaps in Grundy's game).
    fn heap_breaks_into(&self, heap: u64, parts: u64) -> bool {
        let (bit, least) = match parts {
            2 => (4, 2 + u64::from(self.grundys)),
            _ => (8, 3),
        };
        (0..=self.code.last_take())
            .any(|k| self.code.digit(k) & bit != 0 && heap >= (k as u64).saturating_add(least))
    }

    /// Whether a heap of `heap` can be broken into two or three non-empty heaps.
    fn heap_breaks(&self, heap: u64) -> bool {
        self.heap_breaks_into(heap, 2) || self.heap_breaks_into(heap, 3)
    }

    /// Whether a heap of `heap` has any move (the rules of [`Game::moves`]).
    fn heap_has_move(&self, heap: u64) -> bool {
        self.heap_breaks(heap)
            || (1..=self.code.last_take()).any(|k| {
                let (d, k) = (self.code.digit(k), k as u64);
                (d & 1 != 0 && heap == k) || (d & 2 != 0 && heap > k)
            })
    }

    /// The XOR of the piles' values; `None` when a pile is past the table.
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
    /// alone, or for the move lists of [`Game`]; `room` is how many more piles the position
    /// can hold (a break into two needs one, into three two).
    fn heap_moves(&self, pile: usize, stones: u64, target: Option<u16>, room: usize) -> HeapMoves {
        HeapMoves {
            pile,
            heap: stones,
            target,
            room,
            take: 0,
            stage: Stage::Nothing,
            a: 1,
            b: 1,
            misses: 0,
            a_misses: 0,
            a_found: false,
        }
    }

    /// The next move of `cursor`'s heap (with the target value, if any), advancing it.
    fn next_heap_move(&self, cursor: &mut HeapMoves) -> Option<OctalMove> {
        let heap = cursor.heap;
        let value = |n: u64| self.grundy_of(n);
        let target = cursor.target;
        let wanted = |v: Option<u16>| target.is_none() || (v.is_some() && v == target);
        // Past the preperiod e, values repeat with the period p.
        let period = self
            .period
            .map(|p| (p.preperiod() as u64, p.period() as u64));
        while cursor.take <= self.code.last_take() as u64 {
            let k = cursor.take;
            let digit = usize::try_from(k).map_or(0, |k| self.code.digit(k));
            let pile = cursor.pile;
            let mv = |left| OctalMove {
                pile,
                take: k,
                left,
            };
            let rest = heap.saturating_sub(k);
            match cursor.stage {
                Stage::Nothing => {
                    cursor.stage = Stage::One;
                    if digit & 1 != 0 && k > 0 && heap == k && wanted(Some(0)) {
                        return Some(mv([0, 0, 0]));
                    }
                }
                Stage::One => {
                    cursor.stage = Stage::Two;
                    (cursor.a, cursor.misses) = (1, 0);
                    if digit & 2 != 0 && k > 0 && heap > k && wanted(value(rest)) {
                        return Some(mv([rest, 0, 0]));
                    }
                }
                Stage::Two => {
                    // The pairs (a, rest − a), a ≤ rest − a (a < rest − a in Grundy's game).
                    let half = if self.grundys {
                        rest.saturating_sub(1) / 2
                    } else {
                        rest / 2
                    };
                    if digit & 4 != 0 && cursor.room >= 1 && heap >= k.saturating_add(2) {
                        while cursor.a <= half {
                            let a = cursor.a;
                            cursor.a += 1;
                            let Some(target) = cursor.target else {
                                return Some(mv([a, rest - a, 0]));
                            };
                            let v = value(a).zip(value(rest - a)).map(|(x, y)| x ^ y);
                            if v == Some(target) {
                                cursor.misses = 0;
                                return Some(mv([a, rest - a, 0]));
                            }
                            // Past the preperiod the value of (a, rest − a) repeats with a
                            // (both parts are at least e): a period of misses means no more.
                            if let Some((e, p)) = period
                                && a >= e
                            {
                                cursor.misses += 1;
                                if cursor.misses >= p {
                                    break;
                                }
                            }
                        }
                    }
                    cursor.stage = Stage::Three;
                    (cursor.a, cursor.b, cursor.misses) = (1, 1, 0);
                    (cursor.a_misses, cursor.a_found) = (0, false);
                }
                Stage::Three => {
                    // The triples (a, b, c), a ≤ b ≤ c = rest − a − b.
                    if digit & 8 != 0
                        && cursor.room >= 2
                        && heap >= k.saturating_add(3)
                        && let Some(found) = self.next_triple(cursor, rest, period)
                    {
                        return Some(mv(found));
                    }
                    cursor.take += 1;
                    cursor.stage = Stage::Nothing;
                }
            }
        }
        None
    }

    /// The next break of `rest` into three heaps `(a, b, c)`, `a ≤ b ≤ c`, whose value is
    /// the cursor's target (any, without one), advancing the cursor; `None` when there is
    /// no more.
    ///
    /// With a period `p` from `e`, a run of `p` values of `b ≥ e` without a match ends the
    /// `b`s of an `a` (the value of `(a, b, c)` then repeats with `b`), and a run of `p`
    /// values of `a ≥ e` without one ends the search: every value of `(a, b, c)` is that of
    /// `(a − p, b, c + p)`, a break with the same order, so an `a` has no value that
    /// `a − p` lacks.
    fn next_triple(
        &self,
        cursor: &mut HeapMoves,
        rest: u64,
        period: Option<(u64, u64)>,
    ) -> Option<[u64; 3]> {
        let value = |n: u64| self.grundy_of(n);
        while cursor.a <= rest / 3 {
            let a = cursor.a;
            if cursor.b < a {
                cursor.b = a;
            }
            while cursor.b <= (rest - a) / 2 {
                let b = cursor.b;
                let c = rest - a - b;
                cursor.b += 1;
                let Some(target) = cursor.target else {
                    return Some([a, b, c]);
                };
                let v = value(a)
                    .zip(value(b))
                    .zip(value(c))
                    .map(|((x, y), z)| x ^ y ^ z);
                if v == Some(target) {
                    cursor.misses = 0;
                    cursor.a_found = true;
                    return Some([a, b, c]);
                }
                if let Some((e, p)) = period
                    && b >= e
                {
                    cursor.misses += 1;
                    if cursor.misses >= p {
                        break;
                    }
                }
            }
            // Every b of this a has been looked at (or repeats one that was).
            if let Some((e, p)) = period
                && cursor.target.is_some()
                && a >= e
            {
                if cursor.a_found {
                    cursor.a_misses = 0;
                } else {
                    cursor.a_misses += 1;
                    if cursor.a_misses >= p {
                        return None;
                    }
                }
            }
            cursor.a += 1;
            cursor.b = cursor.a;
            cursor.misses = 0;
            cursor.a_found = false;
        }
        None
    }
}

/// Where a heap's move list is: the kinds of move of the current take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    Nothing,
    One,
    Two,
    Three,
}

/// The moves of one heap, in order: by take, then nothing / one heap / two heaps (the
/// smaller part first, growing) / three heaps (by the smallest part, then the middle one).
#[derive(Clone, Copy, Debug)]
struct HeapMoves {
    pile: usize,
    heap: u64,
    /// Only moves to this value (the heap's share of the target), if any.
    target: Option<u16>,
    /// How many more piles the position can hold: moves leaving two heaps are listed only
    /// with room for one more, moves leaving three with room for two.
    room: usize,
    take: u64,
    stage: Stage,
    /// The smallest part of the next break.
    a: u64,
    /// The middle part of the next break into three.
    b: u64,
    /// Breaks past the preperiod without a match, in a row.
    misses: u64,
    /// Smallest parts past the preperiod whose breaks into three had no match, in a row.
    a_misses: u64,
    /// Whether the current smallest part had a match.
    a_found: bool,
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
            let room = crate::piles::MAX_PILES.saturating_sub(self.piles.len());
            self.heap = Some(self.game.heap_moves(self.pile, stones, target, room));
        }
    }
}

impl<T: AsRef<[u16]> + AsMut<[u16]>> Game for Octal<T> {
    type Position = Piles;
    type Move = OctalMove;
    type Unknown = Infallible;
    type ValueError = GrundyError;

    fn moves<'a>(&'a self, position: &'a Piles) -> impl Iterator<Item = OctalMove> + 'a {
        OctalMoves {
            game: self,
            piles: position.as_slice(),
            target: None,
            pile: 0,
            heap: None,
        }
    }

    /// [`IllegalMove::TooManyPiles`] in a position of [`crate::piles::MAX_PILES`] heaps where some
    /// heap can be broken in two: those moves are legal but cannot be held.
    fn unlisted(&self, position: &Piles) -> Option<IllegalMove> {
        // A break into two needs room for one more pile, into three for two more.
        let room = crate::piles::MAX_PILES.saturating_sub(position.len());
        let heaps = position.as_slice();
        let missing = (room < 1 && heaps.iter().any(|&h| self.heap_breaks_into(h, 2)))
            || (room < 2 && heaps.iter().any(|&h| self.heap_breaks_into(h, 3)));
        missing.then_some(IllegalMove::TooManyPiles)
    }

    fn play(&self, mut position: Piles, mv: OctalMove) -> Result<Piles, PlayError<Piles>> {
        let piles = position.len();
        let heaps = mv.heaps_left();
        let held = mv.left.iter().map(|&h| u128::from(h)).sum::<u128>();
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
            Some(size) if u128::from(mv.take) + held != u128::from(size) => {
                IllegalMove::HeapsLeft {
                    expected: size - mv.take,
                }
            }
            Some(size)
                if self.grundys && heaps == 2 && size % 2 == 0 && {
                    let mut parts = mv.left.iter().filter(|&&h| h > 0);
                    parts.next() == parts.next()
                } =>
            {
                IllegalMove::EqualHeaps { size: size / 2 }
            }
            Some(_) if piles + heaps.saturating_sub(1) > crate::piles::MAX_PILES => {
                IllegalMove::TooManyPiles
            }
            Some(_) => {
                let mut parts = mv.left.into_iter().filter(|&h| h > 0);
                if let Some(slot) = position.get_mut(mv.pile) {
                    *slot = parts.next().unwrap_or(0);
                }
                for (i, h) in parts.enumerate() {
                    // Room was checked above; `insert` reports failure all the same.
                    if !position.insert(mv.pile + 1 + i, h) {
                        return Err(PlayError {
                            position,
                            reason: IllegalMove::TooManyPiles,
                        });
                    }
                }
                return Ok(position);
            }
        };
        Err(PlayError { position, reason })
    }

    /// Exact for every position [`FromNumbers::position`] accepts. A position built otherwise with
    /// a heap past [`Octal::max_heap`] has no known value: it is reported as `N` (and
    /// [`Game::grundy`] says why).
    fn try_outcome(&self, position: &Piles) -> Result<Outcome, Infallible> {
        Ok({
            match self.sum(position.as_slice()) {
                Some(x) => Outcome::from_grundy(Nimber::from(x)),
                None => Outcome::N,
            }
        })
    }

    /// # Errors
    /// [`GrundyError::NoFormula`] for a heap past [`Octal::max_heap`] (a position
    /// [`FromNumbers::position`] refuses).
    fn grundy(&self, position: &Piles) -> Result<Nimber, GrundyError> {
        let piles = position.as_slice();
        self.sum(piles).map(Nimber::from).ok_or_else(|| {
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
    /// [`FromNumbers::position`] refuses).
    fn moves_to<'a>(
        &'a self,
        position: &'a Piles,
        value: Nimber,
    ) -> Result<impl Iterator<Item = OctalMove> + 'a, GrundyError> {
        let value = value.get();
        self.grundy(position)?;
        Ok(self.moves_to_value(position, value))
    }

    /// The heaps that have a move, sorted: a heap with no move (empty, or a heap of 1 in a
    /// game that only breaks) changes no move list, so the game tree without it is the same.
    /// That keeps a search's positions short, far from [`crate::piles::MAX_PILES`].
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
        // A break into two needs room for one more pile, into three for two more.
        let room = crate::piles::MAX_PILES.saturating_sub(piles.len());
        // In Grundy's game a break into two must leave two different heaps: at least 3.
        let least_two = 2 + u64::from(self.grundys);
        // The kinds of move a heap of `h` has: (take, heaps left).
        let kinds = move |h: u64| {
            (0..=t).flat_map(move |k| {
                let d = usize::try_from(k).map_or(0, |k| self.code.digit(k));
                [
                    (d & 1 != 0 && k > 0 && h == k).then_some((k, 0)),
                    (d & 2 != 0 && k > 0 && h > k).then_some((k, 1)),
                    (d & 4 != 0 && room >= 1 && h >= k.saturating_add(least_two)).then_some((k, 2)),
                    (d & 8 != 0 && room >= 2 && h >= k.saturating_add(3)).then_some((k, 3)),
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
                    0 => [0, 0, 0],
                    1 => [rest, 0, 0],
                    2 => {
                        let half = (rest - u64::from(self.grundys)) / 2;
                        let a = 1 + crate::rng::below(rng, half);
                        [a, rest - a, 0]
                    }
                    _ => {
                        let a = 1 + crate::rng::below(rng, rest / 3);
                        let b = a + crate::rng::below(rng, (rest - a) / 2 - a + 1);
                        [a, b, rest - a - b]
                    }
                };
                Some(OctalMove { pile, take, left })
            })
    }
}
impl<T: AsRef<[u16]> + AsMut<[u16]>> Octal<T> {
    /// Which of the games this is.
    pub fn kind(&self) -> GameKind {
        GameKind::Octal
    }
}

impl<T: AsRef<[u16]> + AsMut<[u16]>> FromNumbers for Octal<T> {
    /// # Errors
    /// [`PositionError::TooManyPiles`], or [`PositionError::PileTooLarge`] for a heap past
    /// [`Octal::max_heap`] when no period was certified.
    fn position(&self, numbers: &[u64]) -> Result<Piles, PositionError> {
        let piles = Piles::new(numbers)?;
        let max = self.max_heap();
        if let Some((index, &size)) = numbers.iter().enumerate().find(|&(_, &h)| h > max) {
            return Err(PositionError::PileTooLarge { index, size, max });
        }
        Ok(piles)
    }

    fn numbers<'p>(&self, position: &'p Piles) -> &'p [u64] {
        position.as_slice()
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

/// A Grundy table of a take-and-break game being filled in steps, with its working space:
/// what a host needs to fill a big table piece by piece (to show progress, save
/// checkpoints, or print values as they come), with the fill's plan kept between steps.
///
/// ```
/// use grundy::octal::{OctalCode, TableFill};
///
/// let officers: OctalCode = "0.6".parse()?;
/// let cells = 1 << 12;
/// let mut fill = TableFill::octal(&officers, vec![0u16; cells], vec![0u32; OctalCode::scratch_len(cells)]);
/// fill.fill_to(1000, &mut 0, u64::MAX)?;
/// fill.fill_to(cells, &mut 0, u64::MAX)?;
/// let mut whole = vec![0u16; cells];
/// officers.fill_table(&mut whole, &mut vec![0u32; OctalCode::scratch_len(cells)])?;
/// assert_eq!(fill.values(), &whole[..]);
/// // A checkpoint: the first 1000 values, then resumed.
/// let mut table = vec![0u16; cells];
/// table[..1000].copy_from_slice(&whole[..1000]);
/// let mut resumed = TableFill::octal(&officers, table, vec![0u32; OctalCode::scratch_len(cells)])
///     .resumed_at(1000);
/// resumed.fill_to(cells, &mut 0, u64::MAX)?;
/// assert_eq!(resumed.values(), &whole[..]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct TableFill<T, S> {
    rules: Rules,
    plan: Plan,
    table: T,
    scratch: S,
    /// Cells holding values: `g(0..filled)`.
    filled: usize,
}

impl<T: AsRef<[u16]> + AsMut<[u16]>, S: AsMut<[u32]>> TableFill<T, S> {
    /// The table of `code`, empty; `scratch` as for [`OctalCode::fill_table`]
    /// ([`OctalCode::scratch_len_for`] gives a comfortable size).
    pub fn octal(code: &OctalCode, table: T, scratch: S) -> Self {
        Self::new(Rules::of_digits(code.digits()), table, scratch)
    }

    /// The table of Grundy's game (`GrundysGame`), empty.
    pub fn grundys_game(table: T, scratch: S) -> Self {
        Self::new(Rules::grundys_game(), table, scratch)
    }

    fn new(rules: Rules, table: T, scratch: S) -> Self {
        Self {
            rules,
            plan: Plan::new(0),
            table,
            scratch,
            filled: 0,
        }
    }

    /// The same fill, taking the first `filled` cells of the table as the values of heaps
    /// `0..filled` (as saved by a checkpoint; at most the table's length). The values are
    /// not checked: a wrong prefix gives a wrong table.
    #[must_use]
    pub fn resumed_at(mut self, filled: usize) -> Self {
        self.filled = filled.min(self.table.as_ref().len());
        self.plan = Plan::new(self.filled);
        self
    }

    /// Fills the cells up to `end` (at most the table's length), adding the options read
    /// to `spent` ([`OctalCode::fill_table_within`]).
    ///
    /// # Errors
    /// [`OctalError::WorkLimit`] past the budget, [`OctalError::ValueTooLarge`] when a value
    /// exceeds `u16::MAX`; the values before the heap named are kept, and the fill may go
    /// on from there.
    pub fn fill_to(&mut self, end: usize, spent: &mut u64, budget: u64) -> Result<(), OctalError> {
        let start = self.filled;
        let table = self.table.as_mut();
        let end = end.min(table.len());
        if end <= start {
            return Ok(());
        }
        let result = crate::engine::octal_table::fill_range(
            &self.rules,
            &mut self.plan,
            table,
            start..end,
            self.scratch.as_mut(),
            spent,
            budget,
        );
        self.settle(start, end, result)
    }

    /// After filling from `start` to `end`: how far the values go.
    fn settle(
        &mut self,
        start: usize,
        end: usize,
        result: Result<(), OctalError>,
    ) -> Result<(), OctalError> {
        self.filled = match result {
            Ok(()) => end,
            Err(OctalError::WorkLimit { heap, .. }) => usize::try_from(heap).unwrap_or(start),
            Err(OctalError::ValueTooLarge { heap }) => heap,
            Err(_) => start,
        };
        if result.is_err() {
            // The plan may be ahead of the values kept: made again where the fill resumes.
            self.plan = Plan::new(self.filled);
        }
        result
    }

    /// The next heaps, at most `len` and at most 256 (a multiple of 64, rounded down), as a
    /// block that several threads can prepare at once ([`TableFill::prepare`]) before
    /// [`TableFill::fill_block`] finishes it, or `None` when the fill cannot use one now
    /// (early in the table, outside the rare/common split, with values of 4096 or more, or
    /// where the plan changes within the block): then [`TableFill::fill_to`] goes on alone.
    ///
    /// The threads read nearly every option of a block's heaps: every pair of heaps below
    /// the block. The finish, in order, reads the pairs with a part in the block (fewer
    /// than its length for each heap), so a short block leaves it little.
    ///
    /// ```
    /// use grundy::octal::{OctalCode, TableFill};
    ///
    /// let officers: OctalCode = "0.6".parse()?;
    /// let cells = 1 << 17;
    /// let scratch = vec![0u32; OctalCode::scratch_len(cells)];
    /// let mut fill = TableFill::octal(&officers, vec![0u16; cells], scratch);
    /// while fill.filled() < cells {
    ///     match fill.block(4096) {
    ///         Some(block) => {
    ///             let mut prepared = vec![0u32; block.cells()];
    ///             let (first, second) = prepared.split_at_mut(block.cells() / 2);
    ///             let mid = block.heaps().start + block.heaps().len() / 2;
    ///             std::thread::scope(|s| {
    ///                 s.spawn(|| fill.prepare(&block, block.heaps().start..mid, first));
    ///                 fill.prepare(&block, mid..block.heaps().end, second);
    ///             });
    ///             fill.fill_block(&block, &prepared, &mut 0, u64::MAX)?;
    ///         }
    ///         None => fill.fill_to(fill.filled() + 4096, &mut 0, u64::MAX)?,
    ///     }
    /// }
    /// let mut alone = vec![0u16; cells];
    /// officers.fill_table(&mut alone, &mut vec![0u32; OctalCode::scratch_len(cells)])?;
    /// assert_eq!(fill.values(), &alone[..]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn block(&self, len: usize) -> Option<TableBlock> {
        let cells = self.table.as_ref().len();
        self.plan
            .block(&self.rules, self.filled, len, cells)
            .map(|inner| TableBlock { inner })
    }

    /// Reads what the values known before `block` give the heaps `heaps` of it (a part of
    /// [`TableBlock::heaps`]) into `out`, [`TableBlock::words`] cells a heap: by `&self`, so
    /// several threads may prepare disjoint parts at once, in any order. Every heap of the
    /// block must be prepared before [`TableFill::fill_block`] (a share left all zero is
    /// read as not prepared, and that heap is filled without it). Returns the options read.
    pub fn prepare(
        &self,
        block: &TableBlock,
        heaps: core::ops::Range<usize>,
        out: &mut [u32],
    ) -> u64
    where
        T: Sync,
        S: AsRef<[u32]>,
    {
        crate::engine::octal_table::prepare(
            &self.rules,
            &self.plan,
            self.values(),
            self.scratch.as_ref(),
            &block.inner,
            heaps,
            out,
        )
    }

    /// Fills the heaps of `block` with what [`TableFill::prepare`] read for them in
    /// `prepared` ([`TableBlock::cells`] cells); the options read are added to `spent`. A block
    /// made before the fill moved on, or prepared under another plan, is filled without
    /// what was prepared: the values are exact either way.
    ///
    /// # Errors
    /// As [`TableFill::fill_to`].
    pub fn fill_block(
        &mut self,
        block: &TableBlock,
        prepared: &[u32],
        spent: &mut u64,
        budget: u64,
    ) -> Result<(), OctalError> {
        if block.inner.heaps.start != self.filled {
            return self.fill_to(block.inner.heaps.end, spent, budget);
        }
        let start = self.filled;
        let result = crate::engine::octal_table::fill_prepared(
            &self.rules,
            &mut self.plan,
            self.table.as_mut(),
            &block.inner,
            prepared,
            self.scratch.as_mut(),
            spent,
            budget,
        );
        self.settle(start, block.inner.heaps.end, result)
    }

    /// The values filled so far, `g(0), g(1), …`.
    pub fn values(&self) -> &[u16] {
        self.table.as_ref().get(..self.filled).unwrap_or(&[])
    }

    /// How many cells hold values.
    pub fn filled(&self) -> usize {
        self.filled
    }

    /// The table's length: the most values it can hold.
    pub fn capacity(&self) -> usize {
        self.table.as_ref().len()
    }

    /// The table, with its values in the first [`TableFill::filled`] cells.
    pub fn into_table(self) -> T {
        self.table
    }
}
