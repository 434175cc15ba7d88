//! The Grundy sequences the explorer shows, as the core computes them: Set Nim's with its
//! period certified for the whole game, an octal game's with its period when Guy and
//! Smith's theorem certifies one. Each is computed once (on a job: a table of millions of
//! values takes seconds) and handed over as values and a period, from which every heap
//! gets its value exactly as the core's rules would give it.

use std::fmt;

use grundy::error::{OctalError, RulesError, SetNimError};
use grundy::octal::{OctalCode, OctalCodeError};
use grundy::set_nim::SubtractionSet;
use grundy::sg::Period;
use grundy::{Octal, SetNim};
use grundy_i18n::{Lang, Localize, tr};
use serde::{Deserialize, Serialize};

/// Rows a sequence table shows at most, and so the most values of a sequence without a
/// period that are handed over.
pub const MAX_ROWS: usize = 100_000;

/// Why the explorer has no Set Nim sequence to show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetError {
    /// A word of the set is not a number (the grammar says why: [`SetError::localize`]).
    Number(String),
    /// The core refuses the set, or certifies no period within the table.
    Rules(RulesError),
}

impl fmt::Display for SetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Lang::En))
    }
}

impl Localize for SetError {
    /// `"x" is not a number: …` with the grammar's reason, or the core's.
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::Number(word) => not_a_number(lang, word),
            Self::Rules(e) => e.localize(lang),
        }
    }
}

/// `"x" is not a number: …`, the hosts' grammar saying why `word` is not one.
fn not_a_number(lang: Lang, word: &str) -> String {
    let reason = match grundy_host::parse_number(word) {
        Err(e) => e.localize(lang),
        Ok(_) => String::new(),
    };
    tr!(lang, "not-a-number", text = word, error = reason)
}

/// The elements of a set typed with spaces or commas, each read by the hosts' grammar.
fn set_elements(text: &str) -> Result<Vec<u64>, SetError> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(|t| grundy_host::parse_number(t).map_err(|_| SetError::Number(t.to_owned())))
        .collect()
}

/// A Grundy sequence as a task hands it over: values from g(0) on and, when the core
/// certified one, the period from which [`Period::index`] gives every heap its value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sequence<C> {
    period: Option<Period>,
    values: Vec<C>,
}

impl<C: Copy> Sequence<C> {
    /// The certified preperiod and period (`None` if there is none).
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// How many values were handed over.
    pub fn computed(&self) -> usize {
        self.values.len()
    }

    /// The Grundy value of a heap of `stones`; without a period, `None` past the values
    /// handed over.
    pub fn grundy_of(&self, stones: u64) -> Option<C> {
        let index = match self.period {
            Some(period) => period.index(stones),
            None => usize::try_from(stones).ok()?,
        };
        self.values.get(index).copied()
    }
}

/// A Set Nim Grundy sequence as the core certified it: its first `preperiod + period`
/// values, from which every pile up to `u64::MAX` gets its value, as [`SetNim::grundy_of`]
/// does with the same table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetSequence {
    /// The set, as the core writes it: `{2, 5, 7}`.
    set: String,
    /// The largest pile with a value: `u64::MAX` with a certified period.
    max_heap: u64,
    /// g(0), g(1), …, g(preperiod + period − 1) with a period; without one, g(0), g(1), …
    /// up to `max_heap` or to the explorer's 100,000 rows, whichever comes first.
    values: Sequence<u8>,
}

impl SetSequence {
    /// The sequence of Set Nim with the set typed as `text` (numbers separated by spaces or
    /// commas), its period certified by the core for the whole game
    /// ([`SetNim::whole_period`]) within a table of `table` cells; without one, the values
    /// of the piles the table reaches, exact all the same, as far as [`MAX_ROWS`].
    ///
    /// # Errors
    /// [`SetError`]: a word is not a number, or the core refuses the set.
    pub fn compute(text: &str, table: usize) -> Result<Self, SetError> {
        let elements = set_elements(text)?;
        let set = SubtractionSet::new(&elements).map_err(|e| SetError::Rules(e.into()))?;
        let game = match SetNim::with_table(set.clone(), vec![0u8; table]) {
            Ok(game) => game,
            // No period within the table: the values of the piles the table reaches are exact
            // all the same.
            Err(SetNimError::NoPeriodWithin { .. }) => {
                let top = u64::try_from(table.saturating_sub(1)).unwrap_or(u64::MAX);
                SetNim::for_heaps(set, top, vec![0u8; table])
                    .map_err(|e| SetError::Rules(e.into()))?
            }
            Err(e) => return Err(SetError::Rules(e.into())),
        };
        let period = game.whole_period();
        let known = match period {
            Some(p) => p.preperiod() + p.period(),
            // A table shows at most MAX_ROWS piles: the values of those it can show.
            None => usize::try_from(game.max_heap())
                .map_or(usize::MAX, |l| l.saturating_add(1))
                .min(MAX_ROWS),
        };
        let values = (0..known).map_while(|n| game.grundy_of(n as u64)).collect();
        Ok(Self {
            set: game.set().to_string(),
            max_heap: game.max_heap(),
            values: Sequence { period, values },
        })
    }

    /// The set, as the core writes it: `{2, 5, 7}`.
    pub fn set(&self) -> &str {
        &self.set
    }

    /// The certified preperiod and period (`None` if there is none).
    pub fn period(&self) -> Option<Period> {
        self.values.period()
    }

    /// The largest pile whose value is known: `u64::MAX` when the period is certified,
    /// the table's last pile otherwise.
    pub fn max_heap(&self) -> u64 {
        self.max_heap
    }

    /// The Grundy value of a pile of `stones`; without a period, `None` past
    /// [`SetSequence::max_heap`] and past the explorer's first 100,000 piles (its most rows).
    pub fn grundy_of(&self, stones: u64) -> Option<u8> {
        self.values.grundy_of(stones)
    }
}

/// Why there is no sequence to show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OctalPageError {
    /// The code typed does not read (the core says why: [`OctalPageError::code_error`]).
    Code(String),
    /// The core could not fill the table.
    Table(OctalError),
}

impl OctalPageError {
    /// Why the code typed does not read, by the core.
    pub fn code_error(&self) -> Option<OctalCodeError> {
        match self {
            Self::Code(text) => text.parse::<OctalCode>().err(),
            Self::Table(_) => None,
        }
    }
}

impl fmt::Display for OctalPageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.localize(Lang::En))
    }
}

impl Localize for OctalPageError {
    /// `code: …` with the core's reason, or the core's reason about the table.
    fn localize(&self, lang: Lang) -> String {
        match self {
            Self::Code(_) => tr!(
                lang,
                "setup-error-in-field",
                field = tr!(lang, "field-code"),
                problem = self
                    .code_error()
                    .map(|e| e.localize(lang))
                    .unwrap_or_default()
            ),
            Self::Table(e) => e.localize(lang),
        }
    }
}

/// An octal game's Grundy values as the core computed them: the values of the heaps below
/// the table's length and, when certified, the period that gives every heap its value (as
/// [`Octal::grundy_of`] does with the same table).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OctalValues {
    /// The code, as the core writes it: `0.77`.
    code: String,
    /// g(0), g(1), … as far as the table was computed, and the period when certified.
    values: Sequence<u16>,
}

impl OctalValues {
    /// The sequence of the octal game whose code is typed as `text`, computed by the core
    /// ([`Octal::for_heaps`]) in a table of `table` cells, which doubles until Guy and
    /// Smith's theorem certifies a period or the table is full.
    ///
    /// # Errors
    /// [`OctalPageError`]: the code does not read, or the core cannot fill the table.
    pub fn compute(text: &str, table: usize) -> Result<Self, OctalPageError> {
        let code: OctalCode = text
            .trim()
            .parse()
            .map_err(|_| OctalPageError::Code(text.trim().to_owned()))?;
        let mut scratch = vec![0u32; OctalCode::scratch_len(table)];
        let last = u64::try_from(table.saturating_sub(1)).unwrap_or(u64::MAX);
        let game = Octal::for_heaps(code, last, vec![0u16; table], &mut scratch)
            .map_err(OctalPageError::Table)?;
        Ok(Self {
            code: game.code().to_string(),
            values: Sequence {
                period: game.period(),
                values: game.values().to_vec(),
            },
        })
    }

    /// The code, as the core writes it: `0.77`.
    pub fn code(&self) -> &str {
        &self.code
    }

    /// The values and the period.
    pub fn values(&self) -> &Sequence<u16> {
        &self.values
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_period_of_zero_is_refused_where_results_are_read_back() {
        // The worker's codec carries periods; a tampered or stale message with a period of 0
        // is an error to report, never a division by zero later.
        let p = Period::new(2, 3).unwrap();
        let mut bytes = postcard::to_allocvec(&p).unwrap();
        assert_eq!(postcard::from_bytes::<Period>(&bytes).unwrap(), p);
        assert_eq!(bytes, [2, 3]);
        bytes[1] = 0;
        assert!(postcard::from_bytes::<Period>(&bytes).is_err());
    }

    #[test]
    fn kayles_is_certified_and_a_bad_code_says_why() {
        let kayles = OctalValues::compute("0.77", 4096).unwrap();
        let p = kayles.values().period().unwrap();
        assert_eq!((p.preperiod(), p.period()), (71, 12));
        let bad = OctalValues::compute("0.7g", 4096).unwrap_err();
        assert!(matches!(
            bad.code_error(),
            Some(OctalCodeError::BadDigit { .. })
        ));
        // 0.16's period does not fit 4096 values: the plain table instead.
        let plain = OctalValues::compute("0.16", 4096).unwrap();
        assert!(plain.values().period().is_none());
        assert_eq!(plain.values().computed(), 4096);
        assert_eq!(plain.values().grundy_of(4096), None);
    }
}
