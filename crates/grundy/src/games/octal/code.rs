//! An octal or hexadecimal code: its digits read and checked, what each take leaves, and how
//! it is written and saved.

use core::fmt;
use core::str::FromStr;

use crate::capacity::MAX_OCTAL_DIGITS;
use crate::engine::octal_table::Rules;
use crate::engine::sg::Period;
use crate::error::OctalError;
use crate::games::set_nim::{SetBuilder, SubtractionSet};

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
