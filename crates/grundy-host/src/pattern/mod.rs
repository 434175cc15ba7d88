//! Patterns in a heap game's Grundy values: the preperiod, period and saltus of an
//! (arithmetic-)periodic sequence, `g(n + p) = g(n) + s` for every `n ≥ preperiod`, either
//! certified by a theorem for every `n` or only observed in a table; code in C++, Python or
//! Rust that gives the pattern's value of any `n < 2^64` ([`emit`]); and the P-positions of
//! a two-pile game by difference, with the Beatty pair they follow ([`pairs`]).
//!
//! ```
//! use grundy_host::parse_game;
//! use grundy_host::pattern::{Proof, of_game};
//!
//! // Kayles (octal 0.77): period 12 from heap 71, proved by Guy and Smith's theorem.
//! let kayles = of_game(&parse_game(&["octal", "0.77"])?, 300)?.ok_or("periodic")?;
//! assert_eq!((kayles.preperiod(), kayles.period(), kayles.saltus()), (71, 12, 0));
//! assert_eq!(kayles.proof(), Some(Proof::GuySmith));
//! assert_eq!(kayles.value(1_000_000), Some(kayles.value(71 + (1_000_000 - 71) % 12).unwrap()));
//!
//! // Lasker's Nim's values, observed: g(4k+3) = 4k+4, g(4k+4) = 4k+3.
//! let lasker = [0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11, 13, 14, 16, 15];
//! let p = grundy_host::pattern::find(&lasker).ok_or("arithmetic-periodic")?;
//! assert_eq!((p.preperiod(), p.period(), p.saltus()), (1, 4, 4));
//! assert_eq!(p.value(u64::MAX), Some(1 << 64)); // 2^64 - 1 = 4k + 3
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Every value comes from the core ([`crate::sequence`]); this module only looks for the
//! repetition in them and says which theorem, if any, proves it.

mod emit;
pub mod pairs;

use core::fmt;

use grundy::GameSpec;
use grundy::GrundysGame;
use grundy::octal::OctalCode;
use grundy::sg::Period;

use crate::OCTAL_BUDGET;
use crate::sequence::{self, SequenceError};

pub use emit::{EmitError, Language, emit};

/// The most values a pattern's table (its preperiod and one period) may hold: 2^20.
pub const MAX_HEAD: usize = 1 << 20;

/// Why a pattern holds for every heap, not only for those in a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// Nim: a heap of `n` has value `n` (every smaller heap is an option, and none else).
    Nim,
    /// Bash: `g(n) = n mod (k + 1)` (the options of `n` are `n − 1, …, n − k`).
    Bash,
    /// A subtraction game: `reach` consecutive repeats, `reach` its largest element, prove
    /// the period, as the options of `n` reach back no further.
    Subtraction,
    /// An octal game: Guy and Smith's periodicity theorem (Winning Ways, ch. 4): a repetition
    /// over `2e + t` heaps past the preperiod proves it, `t` the last digit's place and `e`
    /// the period.
    GuySmith,
}

impl fmt::Display for Proof {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Nim => "Nim's values are the heaps themselves, g(n) = n",
            Self::Bash => "Bash's closed form g(n) = n mod (k + 1)",
            Self::Subtraction => {
                "the subtraction-game bound: max(S) consecutive repeats prove a period"
            }
            Self::GuySmith => "Guy and Smith's periodicity theorem for octal games",
        })
    }
}

/// `g(n + period) = g(n) + saltus` for every `n ≥ preperiod`: the values of `0..preperiod +
/// period` and that rule give every value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern {
    preperiod: usize,
    period: usize,
    saltus: u64,
    /// The values of `0..preperiod + period`.
    head: Vec<u64>,
    proof: Option<Proof>,
    /// The heaps the pattern was checked on: `0..=seen`.
    seen: u64,
}

impl Pattern {
    /// The first heap from which the rule holds.
    pub fn preperiod(&self) -> usize {
        self.preperiod
    }

    /// The period, at least 1.
    pub fn period(&self) -> usize {
        self.period
    }

    /// What a period adds to the values: 0 for a periodic sequence.
    pub fn saltus(&self) -> u64 {
        self.saltus
    }

    /// The values of heaps `0..preperiod + period`, which the rule extends.
    pub fn head(&self) -> &[u64] {
        &self.head
    }

    /// The theorem that proves the pattern for every heap, or `None` when it was only
    /// observed in the table.
    pub fn proof(&self) -> Option<Proof> {
        self.proof
    }

    /// The largest heap the pattern was checked against computed values on.
    pub fn seen(&self) -> u64 {
        self.seen
    }

    /// The pattern's value of heap `n`, exact; `None` past `u128::MAX` (never, for a saltus
    /// below 2^64).
    pub fn value(&self, n: u64) -> Option<u128> {
        let pre = self.preperiod as u64;
        if n < pre {
            return self
                .head
                .get(usize::try_from(n).ok()?)
                .map(|&v| u128::from(v));
        }
        let period = self.period as u64;
        let (q, r) = ((n - pre) / period, (n - pre) % period);
        let base = *self.head.get(self.preperiod + usize::try_from(r).ok()?)?;
        u128::from(q)
            .checked_mul(u128::from(self.saltus))?
            .checked_add(u128::from(base))
    }

    /// The largest value the pattern gives any heap up to `u64::MAX`: the largest of the
    /// head, or with a saltus that of the last heap of each phase.
    pub fn max_value(&self) -> Option<u128> {
        let pre = self.preperiod as u64;
        let mut max = self.head.iter().copied().max().map_or(0, u128::from);
        if self.saltus > 0 {
            for r in 0..self.period as u64 {
                // The last heap of phase r: pre + r + q·period with q as large as fits.
                let Some(room) = u64::MAX.checked_sub(pre + r) else {
                    continue;
                };
                let last = pre + r + room / self.period as u64 * self.period as u64;
                max = max.max(self.value(last)?);
            }
        }
        Some(max)
    }

    /// Whether the pattern gives `values[n]` for every `n` of the table.
    pub fn agrees_with(&self, values: &[u64]) -> bool {
        values
            .iter()
            .enumerate()
            .all(|(n, &v)| self.value(n as u64) == Some(u128::from(v)))
    }
}

/// The pattern observed in `values` (heaps `0..values.len()`), or `None`: the least period
/// `p` (with the saltus `s ≥ 0` the table's end shows) such that `g(n + p) = g(n) + s` for
/// every `n` from some preperiod on, the rule seen over at least three periods and the
/// later half of the table. It proves nothing past the table.
pub fn find(values: &[u64]) -> Option<Pattern> {
    let len = values.len();
    let last = len.checked_sub(1)?;
    let at = |n: usize| values.get(n).copied();
    for p in 1..=len / 3 {
        let Some(saltus) = at(last)?.checked_sub(at(last - p)?) else {
            continue;
        };
        // Walk back from the end while the rule holds.
        let mut pre = last - p;
        while pre > 0 && at(pre - 1 + p) == at(pre - 1).and_then(|v| v.checked_add(saltus)) {
            pre -= 1;
        }
        let span = len - pre;
        if span >= 3 * p && 2 * span >= len {
            return Some(Pattern {
                preperiod: pre,
                period: p,
                saltus,
                head: values.get(..pre + p)?.to_vec(),
                proof: None,
                seen: last as u64,
            });
        }
    }
    None
}

/// Why a pattern cannot be given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PatternError {
    /// The values or the period could not be computed.
    Sequence(SequenceError),
    /// A certified period and its preperiod are more values than [`MAX_HEAD`].
    TooLong {
        /// The preperiod and the period, in values.
        cells: usize,
    },
    /// A theorem's pattern and a computed value disagree (a bug; nothing is given).
    Disagree {
        /// The first heap where they do.
        heap: u64,
    },
}

impl fmt::Display for PatternError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Sequence(e) => e.fmt(f),
            Self::TooLong { cells } => write!(
                f,
                "the certified period and its preperiod are {cells} values, more than the {MAX_HEAD} a pattern's table holds"
            ),
            Self::Disagree { heap } => write!(
                f,
                "internal error: the certified pattern and the computed value of heap {heap} disagree"
            ),
        }
    }
}

impl std::error::Error for PatternError {}

impl From<SequenceError> for PatternError {
    fn from(e: SequenceError) -> Self {
        Self::Sequence(e)
    }
}

/// The values of heaps `0..=upto` of `game` (normal play), from the core: as
/// [`sequence::values`], and Grundy's game by its own table.
///
/// # Errors
/// As [`sequence::values`]; for Grundy's game, the core's refusal of its table (a budget of
/// work).
pub fn values(game: &GameSpec, upto: u64) -> Result<Vec<u64>, SequenceError> {
    if let GameSpec::Grundy = game {
        let cells = upto
            .checked_add(1)
            .filter(|&c| c <= sequence::MAX_VALUES)
            .and_then(|c| usize::try_from(c).ok())
            .ok_or(SequenceError::TooMany { upto })?;
        let mut scratch = vec![0; OctalCode::scratch_len(cells)];
        let table =
            GrundysGame::for_heaps_within(upto, vec![0; cells], &mut scratch, OCTAL_BUDGET)?;
        return Ok(table
            .values()
            .iter()
            .take(cells)
            .map(|&v| u64::from(v))
            .collect());
    }
    let values = sequence::values(game, upto)?;
    Ok((0..values.len()).filter_map(|n| values.get(n)).collect())
}

/// The pattern of `game`'s values: certified by a theorem where one applies (Nim, Bash, a
/// subtraction game's period, an octal game's by Guy and Smith, when the core certifies it
/// within the host's table and budget of work), otherwise the one [`find`] observes in
/// heaps `0..=upto`; `None` when there is none. A certified pattern is also checked against
/// the values of heaps `0..=upto`.
///
/// # Errors
/// [`PatternError`]: the values or the period cannot be computed ([`sequence::values`],
/// [`sequence::period`]), or the certified period is too long to write out.
pub fn of_game(game: &GameSpec, upto: u64) -> Result<Option<Pattern>, PatternError> {
    let table = values(game, upto)?;
    // A period the core cannot certify within the host's table and budget of work leaves
    // the pattern observed in the table, if any.
    let certified = match game {
        GameSpec::Nim { .. } => Some((Period::new(0, 1), 1, Proof::Nim)),
        GameSpec::Bash { .. } => Some((sequence::period(game)?, 0, Proof::Bash)),
        GameSpec::SetNim { .. } => {
            Some((sequence::period(game).ok().flatten(), 0, Proof::Subtraction))
        }
        GameSpec::Octal { code } => {
            // A code of 0s and 3s is a subtraction game, computed as Set Nim by the core.
            let proof = if code.subtraction_set().is_some() {
                Proof::Subtraction
            } else {
                Proof::GuySmith
            };
            Some((sequence::period(game).ok().flatten(), 0, proof))
        }
        _ => None,
    };
    let Some((Some(period), saltus, proof)) = certified else {
        return Ok(find(&table));
    };
    let cells = period.preperiod() + period.period();
    if cells > MAX_HEAD {
        return Err(PatternError::TooLong { cells });
    }
    let head = if cells <= table.len() {
        table.get(..cells).unwrap_or_default().to_vec()
    } else {
        values(game, cells as u64 - 1)?
    };
    let pattern = Pattern {
        preperiod: period.preperiod(),
        period: period.period(),
        saltus,
        head,
        proof: Some(proof),
        seen: upto,
    };
    // A theorem's pattern and the computed values agree; should they not, neither is given.
    if let Some(heap) =
        (0..table.len()).find(|&n| pattern.value(n as u64) != table.get(n).map(|&v| u128::from(v)))
    {
        return Err(PatternError::Disagree { heap: heap as u64 });
    }
    Ok(Some(pattern))
}

#[cfg(test)]
mod tests;
