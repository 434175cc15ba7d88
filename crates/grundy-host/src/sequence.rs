//! The Grundy values of one heap of every size up to a bound, and the certified period of a
//! heap game's sequence: the tables a notebook plots ([`values`], [`period`]), for a game
//! written as [`crate::parse_game`] reads it.
//!
//! ```
//! use grundy_host::parse_game;
//! use grundy_host::sequence::{Values, period, values};
//!
//! let kayles = parse_game(&["octal", "0.77"])?;
//! let Values::U16(table) = values(&kayles, 11)? else { unreachable!() };
//! assert_eq!(table, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]); // OEIS A002186
//! let p = period(&kayles)?.ok_or("Kayles is periodic")?;
//! assert_eq!((p.preperiod(), p.period()), (71, 12));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Every value comes from the core; this module picks the table and its width.

use core::fmt;

use grundy::any::Storage;
use grundy::error::{BashError, OctalError, RulesError, SetNimError};
use grundy::octal::OctalCode;
use grundy::set_nim::SubtractionSet;
use grundy::sg::Period;
use grundy::{Bash, GameKind, GameSpec, Nim, Octal, SetNim, SplitNim};

use crate::{Heap, OCTAL_BUDGET, SET_NIM_BUDGET, SET_NIM_TABLE, WYTHOFF_CELLS};

/// The most values one table may hold: heaps `0..2^28` (268 million; 512 MiB of 16-bit
/// values, 2 GiB of 64-bit ones), more than a notebook plots and less than a host's memory.
pub const MAX_VALUES: u64 = 1 << 28;

/// Cells of an octal game's plain table, and of the table its period is certified in: the
/// host's table of words.
const OCTAL_TABLE: usize = WYTHOFF_CELLS;

/// Values of heaps `0..=n`, in the narrowest of 16, 32 and 64 bits that holds every one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Values {
    /// Every value below 2^16 (always so for Set Nim and octal games).
    U16(Vec<u16>),
    /// Every value below 2^32.
    U32(Vec<u32>),
    /// Any value.
    U64(Vec<u64>),
}

impl Values {
    /// How many values.
    pub fn len(&self) -> usize {
        match self {
            Self::U16(v) => v.len(),
            Self::U32(v) => v.len(),
            Self::U64(v) => v.len(),
        }
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `values` in the narrowest width that holds every one.
    ///
    /// ```
    /// use grundy_host::sequence::Values;
    ///
    /// assert_eq!(Values::narrowed(vec![3, 65_535]), Values::U16(vec![3, 65_535]));
    /// assert_eq!(Values::narrowed(vec![65_536]), Values::U32(vec![65_536]));
    /// ```
    pub fn narrowed(values: Vec<u64>) -> Self {
        let max = values.iter().copied().max().unwrap_or(0);
        // Each conversion holds: every value is at most `max`, which fits the width chosen.
        if u16::try_from(max).is_ok() {
            Self::U16(
                values
                    .iter()
                    .map(|&g| u16::try_from(g).unwrap_or(u16::MAX))
                    .collect(),
            )
        } else if u32::try_from(max).is_ok() {
            Self::U32(
                values
                    .iter()
                    .map(|&g| u32::try_from(g).unwrap_or(u32::MAX))
                    .collect(),
            )
        } else {
            Self::U64(values)
        }
    }

    /// Value `n`, widened.
    pub fn get(&self, n: usize) -> Option<u64> {
        match self {
            Self::U16(v) => v.get(n).copied().map(u64::from),
            Self::U32(v) => v.get(n).copied().map(u64::from),
            Self::U64(v) => v.get(n).copied(),
        }
    }
}

/// Why a table or a period cannot be given.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SequenceError {
    /// The game's positions are not single heaps (Wythoff's pairs, Staircase's steps).
    NotAHeapGame {
        /// The game.
        game: GameKind,
    },
    /// Misère play: a table holds the Grundy values of normal play.
    Misere,
    /// More values than [`MAX_VALUES`].
    TooMany {
        /// The largest heap asked for.
        upto: u64,
    },
    /// The memory for the table could not be had.
    Memory {
        /// The values it would hold.
        values: usize,
    },
    /// The core refused the rules or the table (no period certified within the host's
    /// table, a budget of work).
    Rules(RulesError),
    /// The core refused an octal game's table.
    Octal(OctalError),
    /// The core refused a plain table (a value past its cells).
    Table(grundy::sg::TableError),
    /// Bash's period, `k + 1`, is past what a period can count (`k` = 2^64 − 1).
    PeriodTooLong,
}

impl fmt::Display for SequenceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotAHeapGame { game } => write!(
                f,
                "{game} is not played on single heaps: it has no table of one heap's values"
            ),
            Self::Misere => {
                f.write_str("a table holds the Grundy values of normal play: misère play has none")
            }
            Self::TooMany { upto } => write!(
                f,
                "heaps up to {upto} are more than the {MAX_VALUES} values a table holds"
            ),
            Self::Memory { values } => {
                write!(f, "a table of {values} values does not fit in memory")
            }
            Self::Rules(e) => e.fmt(f),
            Self::Octal(e) => e.fmt(f),
            Self::Table(e) => e.fmt(f),
            Self::PeriodTooLong => f.write_str("the period k + 1 is past 2^64"),
        }
    }
}

impl std::error::Error for SequenceError {}

impl From<RulesError> for SequenceError {
    fn from(e: RulesError) -> Self {
        Self::Rules(e)
    }
}

impl From<BashError> for SequenceError {
    fn from(e: BashError) -> Self {
        Self::Rules(e.into())
    }
}

impl From<SetNimError> for SequenceError {
    fn from(e: SetNimError) -> Self {
        Self::Rules(e.into())
    }
}

impl From<OctalError> for SequenceError {
    fn from(e: OctalError) -> Self {
        Self::Octal(e)
    }
}

/// An empty vector with room for `cells` values, or the error saying it does not fit.
fn room<T>(cells: usize) -> Result<Vec<T>, SequenceError> {
    let mut v = Vec::new();
    v.try_reserve_exact(cells)
        .map_err(|_| SequenceError::Memory { values: cells })?;
    Ok(v)
}

/// The values `value(0..cells)`, every one at most `max`, in the narrowest width.
fn narrow(cells: usize, max: u64, value: impl Fn(u64) -> u64) -> Result<Values, SequenceError> {
    let heaps = 0..cells as u64;
    // Each conversion holds: every value is at most `max`, which fits the width chosen.
    Ok(if u16::try_from(max).is_ok() {
        let mut v = room(cells)?;
        v.extend(heaps.map(|n| u16::try_from(value(n)).unwrap_or(u16::MAX)));
        Values::U16(v)
    } else if u32::try_from(max).is_ok() {
        let mut v = room(cells)?;
        v.extend(heaps.map(|n| u32::try_from(value(n)).unwrap_or(u32::MAX)));
        Values::U32(v)
    } else {
        let mut v = room(cells)?;
        v.extend(heaps.map(value));
        Values::U64(v)
    })
}

/// A zeroed table of `cells` values, or the error saying it does not fit.
fn zeroed<T: Clone + Default>(cells: usize) -> Result<Vec<T>, SequenceError> {
    let mut v = room(cells)?;
    v.resize(cells, T::default());
    Ok(v)
}

/// Set Nim of `set` with its certified period, found within the host's table.
fn certified_set(set: &SubtractionSet) -> Result<SetNim<Vec<u8>>, SequenceError> {
    Ok(SetNim::with_table_within(
        set.clone(),
        Heap.bytes(SET_NIM_TABLE),
        SET_NIM_BUDGET,
    )?)
}

/// The octal game of `code` with its certified period, found within the host's table and
/// budget of work.
fn certified_octal(code: OctalCode) -> Result<Octal<Vec<u16>>, SequenceError> {
    let mut scratch = zeroed(OctalCode::scratch_len(OCTAL_TABLE).min(OCTAL_TABLE))?;
    Ok(Octal::with_table_within(
        code,
        zeroed(OCTAL_TABLE)?,
        &mut scratch,
        OCTAL_BUDGET,
    )?)
}

/// The Grundy values of one heap of `0..=upto` in `game` (normal play).
///
/// The table of a Set Nim or octal game grows until it certifies a period or holds every
/// heap asked for (at most [`SET_NIM_TABLE`] and [`WYTHOFF_CELLS`] values, within
/// [`SET_NIM_BUDGET`] and [`OCTAL_BUDGET`]); Bash, Split Nim and Nim have closed forms in
/// the core.
///
/// # Errors
/// [`SequenceError`]: not a heap game, misère play, more than [`MAX_VALUES`] values, no
/// memory, or the core's refusal (a value past 16 bits, no period certified where the table
/// ends, a budget of work).
pub fn values(game: &GameSpec, upto: u64) -> Result<Values, SequenceError> {
    if game.convention() == grundy::Convention::Misere {
        return Err(SequenceError::Misere);
    }
    let cells = upto
        .checked_add(1)
        .filter(|&c| c <= MAX_VALUES)
        .and_then(|c| usize::try_from(c).ok())
        .ok_or(SequenceError::TooMany { upto })?;
    match game {
        GameSpec::Nim { .. } => narrow(cells, upto, |n| Nim::nim_sum([n])),
        GameSpec::Bash { max_take, .. } => {
            let bash = Bash::new(*max_take)?;
            // Normal play (misère was refused above): the value is the residue.
            let value = |n| bash.residue(n);
            narrow(cells, upto.min(*max_take), value)
        }
        // The values grow with the heap: the last is the largest (below 2^30 here).
        GameSpec::SplitNim => {
            let value = |n| u64::try_from(SplitNim::grundy_of(n)).unwrap_or(u64::MAX);
            narrow(cells, value(upto), value)
        }
        GameSpec::SetNim { set } => {
            // As for octal games: a table until the period is certified or every heap asked
            // for is in it, within the host's budget of work.
            let capacity = cells.min(SET_NIM_TABLE);
            let game =
                SetNim::for_heaps_within(set.clone(), upto, zeroed(capacity)?, SET_NIM_BUDGET)?;
            if game.max_heap() < upto {
                return Err(SetNimError::HeapBeyondTable {
                    heap: upto,
                    capacity,
                }
                .into());
            }
            narrow(cells, u64::from(u8::MAX), |n| {
                u64::from(game.grundy_of(n).unwrap_or(0))
            })
        }
        GameSpec::Octal { code } => {
            // The table grows by doubling until it certifies a period or holds every heap
            // asked for: a periodic code costs the table of its period, however far the
            // heaps go (Dawson's chess, 0.137, to 10^5: 128 values instead of 10^5 at
            // O(n²)). Within the host's budget of work, so that a call always ends.
            let capacity = cells.min(OCTAL_TABLE);
            let mut scratch = zeroed(OctalCode::scratch_len(capacity).min(OCTAL_TABLE))?;
            let game = Octal::for_heaps_within(
                *code,
                upto,
                zeroed(capacity)?,
                &mut scratch,
                OCTAL_BUDGET,
            )?;
            drop(scratch);
            match (game.period(), game.values().get(..cells)) {
                (None, Some(table)) => Ok(Values::U16(table.to_vec())),
                _ => narrow(cells, u64::from(u16::MAX), |n| {
                    u64::from(game.grundy_of(n).unwrap_or(0))
                }),
            }
        }
        other => Err(SequenceError::NotAHeapGame { game: other.kind() }),
    }
}

/// The certified preperiod and period of `game`'s sequence of one heap's values, or `None`
/// when it has none: Nim's and Split Nim's values grow without bound. Set Nim's and octal
/// games' periods are certified by the core within the host's table; Bash's is `k + 1` from
/// the start, its closed form being `n mod (k + 1)` (the core's [`Bash::residue`]).
///
/// # Errors
/// [`SequenceError`]: not a heap game, misère play, or no period certified within the
/// host's table or budget of work (a game may have one further on).
pub fn period(game: &GameSpec) -> Result<Option<Period>, SequenceError> {
    if game.convention() == grundy::Convention::Misere {
        return Err(SequenceError::Misere);
    }
    match game {
        GameSpec::Nim { .. } | GameSpec::SplitNim => Ok(None),
        GameSpec::Bash { max_take, .. } => {
            Bash::new(*max_take)?;
            let period = max_take
                .checked_add(1)
                .and_then(|p| usize::try_from(p).ok())
                .ok_or(SequenceError::PeriodTooLong)?;
            Ok(Period::new(0, period))
        }
        GameSpec::SetNim { set } => Ok(certified_set(set)?.period()),
        GameSpec::Octal { code } => Ok(certified_octal(*code)?.period()),
        other => Err(SequenceError::NotAHeapGame { game: other.kind() }),
    }
}

/// The apparent period of `values`, the values of heaps `0, 1, …` of a game whose rules
/// prove none (a script's): the least period and preperiod under which the values seen
/// repeat, with the repetition seen over at least the last quarter of them
/// ([`grundy::sg::certified_period`] with a reach of a quarter of the values, at least 1),
/// as `grundy sg script --period` reports it. Never a proof: a later value may break it.
/// `None` when nothing repeats so.
///
/// ```
/// // Take 1 or 2: 0 1 2 0 1 2 …
/// let values: Vec<u64> = (0..40).map(|n| n % 3).collect();
/// let p = grundy_host::sequence::apparent_period(&values).ok_or("none")?;
/// assert_eq!((p.preperiod(), p.period()), (0, 3));
/// assert!(grundy_host::sequence::apparent_period(&(0..40).collect::<Vec<u64>>()).is_none());
/// # Ok::<(), &str>(())
/// ```
pub fn apparent_period(values: &[u64]) -> Option<Period> {
    grundy::sg::certified_period(values, (values.len() as u64 / 4).max(1))
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing)] // Tests may unwrap and index.

    use super::*;
    use crate::parse_game;

    fn game(words: &str) -> GameSpec {
        parse_game(&words.split(' ').collect::<Vec<_>>()).unwrap()
    }

    fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
        let set: std::collections::BTreeSet<u64> = values.into_iter().collect();
        (0..).find(|g| !set.contains(g)).unwrap()
    }

    fn widened(v: &Values) -> Vec<u64> {
        (0..v.len()).map(|n| v.get(n).unwrap()).collect()
    }

    #[test]
    fn tables_equal_the_mex_of_every_move() {
        // Set Nim {2, 5, 7} and Bash k = 3 by the definition; Kayles (0.77): take 1 or 2,
        // leaving the rest as zero, one or two heaps.
        let mut set = Vec::new();
        let mut bash = Vec::new();
        let mut kayles: Vec<u64> = Vec::new();
        for n in 0..200usize {
            set.push(mex([2, 5, 7]
                .iter()
                .filter(|&&s| s <= n)
                .map(|s| set[n - s])));
            bash.push(mex((1..=3).filter(|&s| s <= n).map(|s| bash[n - s])));
            let mut options = Vec::new();
            for take in [1, 2].into_iter().filter(|&t| t <= n) {
                let rest = n - take;
                options.extend((0..=rest / 2).map(|a| kayles[a] ^ kayles[rest - a]));
            }
            kayles.push(mex(options));
        }
        assert_eq!(widened(&values(&game("set 2 5 7"), 199).unwrap()), set);
        assert_eq!(widened(&values(&game("bash 3"), 199).unwrap()), bash);
        assert_eq!(widened(&values(&game("octal 0.77"), 199).unwrap()), kayles);
        assert_eq!(
            widened(&values(&game("nim"), 9).unwrap()),
            (0..10).collect::<Vec<u64>>()
        );
    }

    #[test]
    fn widths_and_refusals() {
        assert!(matches!(values(&game("nim"), 65_535), Ok(Values::U16(_))));
        assert!(matches!(values(&game("nim"), 65_536), Ok(Values::U32(_))));
        assert_eq!(
            values(&game("nim"), MAX_VALUES),
            Err(SequenceError::TooMany { upto: MAX_VALUES })
        );
        assert_eq!(
            values(&game("wythoff"), 3),
            Err(SequenceError::NotAHeapGame {
                game: GameKind::Wythoff
            })
        );
        assert_eq!(period(&game("split")), Ok(None));
        let bash = period(&game("bash 3")).unwrap().unwrap();
        assert_eq!((bash.preperiod(), bash.period()), (0, 4));
        assert_eq!(
            period(&game(&format!("bash {}", u64::MAX))),
            Err(SequenceError::PeriodTooLong)
        );
    }
}
