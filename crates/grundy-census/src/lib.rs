//! The census of take-and-break games: every code `0.d₁…d_D` and `4.d₁…d_D` (octal digits,
//! `D ≤ 4`) computed until a period is certified or a given number of heaps is done, with the
//! statistics of its rare values and which codes are the same game.
//!
//! ```
//! use grundy_census::{Census, CensusError, Status};
//!
//! let census = Census::new(2, 1000)?.with_threads(2);
//! let records = census.run(&[], |_, _| Ok::<(), CensusError>(()))?;
//! assert_eq!(records.len(), 128); // 2 × 8² codes: 0.00 … 4.77
//! let kayles = records.iter().find(|r| r.code == "0.77").ok_or("no Kayles")?;
//! assert_eq!((kayles.status, kayles.preperiod, kayles.period), (Status::Periodic, Some(71), Some(12)));
//! // 0.07 (Dawson's Kayles) and 0.4 are one game, shifted by a heap.
//! let dawson = records.iter().find(|r| r.code == "0.07").ok_or("no 0.07")?;
//! let split = records.iter().find(|r| r.code == "0.4").ok_or("no 0.4")?;
//! assert_eq!((dawson.class.as_deref(), split.class.as_deref()), (Some("0.07"), Some("0.07")));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! This is the census of A. Flammenkamp's tables of octal games and of T. Czajka's
//! `octal-games` tables: each code's table comes from the core's octal engine
//! ([`grundy::Octal::for_heaps_within`], which grows the table by doubling and certifies a
//! period by Guy and Smith's theorem, "The G-values of various games", Proc. Cambridge
//! Philos. Soc. 52 (1956)); the rare-value statistics are [`grundy::sparse`]'s, as
//! `grundy sg --stats` prints them. Codes run in parallel, one code a thread at a time.
//!
//! **Codes.** For `D` digits, the `2 · 8^D` codes `d₀.d₁…d_D` with `d₀ ∈ {0, 4}` and octal
//! digits, in that order (`0.00`, `0.01`, …, `0.77`, `4.00`, …, `4.77`); trailing zeros are
//! dropped in the name (`0.70` is `0.7`, `0.00` is `0.0`), so every code of at most `D`
//! digits appears exactly once.
//!
//! **Classes** (Czajka's "same game"): two codes are one game when their Grundy sequences
//! are equal, or when one is the other's shifted by a heap — `g'(n + 1) = g(n)`, `g'(0) = 0`,
//! as when a heap of one may not be taken (Dawson's chess `0.137` and Dawson's Kayles
//! `0.07`). Two periodic sequences are compared exactly (least preperiod, period and the
//! values up to them); a sequence that is not periodic is compared over the heaps computed,
//! by its first 1000 values exactly and the rest by a 122-bit fingerprint (two polynomial
//! hashes modulo 2^61 − 1). The class is named by its first code in census order.

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use grundy::Octal;
use grundy::error::OctalError;
use grundy::octal::OctalCode;
use grundy::sg::Period;
use grundy::sparse::{Stats, sparsest_mask};
use serde::{Deserialize, Serialize};

mod classes;
pub use classes::assign_classes;

/// The most digits after the point a census takes: `2 · 8^4 = 8192` codes.
pub const MAX_DIGITS: u32 = 4;

/// The heaps computed by default: up to `2^21 − 1`, as in Czajka's tables of unsolved games.
pub const DEFAULT_UPTO: u64 = (1 << 21) - 1;

/// The most heaps a census computes per code: a table of `u16` cells, up to 2^32 of them.
pub const MAX_UPTO: u64 = (1 << 32) - 1;

/// Values of an unsolved code kept in its record.
pub const SHOWN_VALUES: usize = 1000;

/// Why a code is listed as it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// A period certified by the periodicity theorem.
    Periodic,
    /// No period certified within the heaps computed.
    Unsolved,
    /// The only moves take a whole heap (every digit 0 or 1 and `d₀ = 0`): `g(n)` is 1 when
    /// `d_n = 1`, else 0 (Czajka's trivial games). Its period is still given.
    Trivial,
    /// No move at all (`0.0`): every value is 0.
    Empty,
}

/// One code of the census.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// The code, trailing zeros dropped: `0.77`, `4.7`, `0.0`.
    pub code: String,
    /// Periodic, unsolved, trivial or empty.
    pub status: Status,
    /// The least preperiod (`None` when unsolved).
    pub preperiod: Option<u64>,
    /// The least period (`None` when unsolved).
    pub period: Option<u64>,
    /// The first `preperiod + period` values when a period is certified, else the first
    /// [`SHOWN_VALUES`].
    pub values: Vec<u16>,
    /// The last heap computed: values of heaps `0..=heaps` were filled.
    pub heaps: u64,
    /// The largest value among heaps `0..=heaps`.
    pub largest: u16,
    /// The first heap holding it.
    pub largest_heap: u64,
    /// The mask with the fewest rare heaps ([`grundy::sparse::sparsest_mask`]), hexadecimal.
    pub rare_mask: String,
    /// Heaps of `0..=heaps` holding a rare value (heap 0 included).
    pub rare_count: u64,
    /// The last of them.
    pub last_rare: Option<u64>,
    /// The first code (in census order) of the codes that are the same game; `None` until
    /// [`assign_classes`] names it.
    pub class: Option<String>,
}

/// A sequence's fingerprint over the heaps computed, and that of the sequence shifted by a
/// heap (a 0 first, the last value dropped): what the classes of unsolved codes compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Fingerprint {
    /// The sequence's.
    pub plain: [u64; 2],
    /// The shifted sequence's.
    pub shifted: [u64; 2],
}

/// A finished code: its record and what the classes need of the values not kept.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Done {
    /// The record (its class not yet named).
    #[serde(flatten)]
    pub record: Record,
    /// The heaps asked for (`--upto`): a resumed census only takes codes computed as far.
    pub upto: u64,
    /// The fingerprint of the values computed.
    pub fingerprint: Fingerprint,
}

/// What went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CensusError {
    /// Digits outside `1..=MAX_DIGITS`.
    Digits(u32),
    /// Heaps past [`MAX_UPTO`], or past what this machine can index.
    Upto(u64),
    /// The core refused a code's table (a value past `u16::MAX`).
    Table {
        /// The code.
        code: String,
        /// The core's error.
        error: OctalError,
    },
    /// A line of a resumed file that is not a record of this census.
    Resume(String),
}

impl std::fmt::Display for CensusError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Digits(d) => write!(f, "--digits {d}: a census takes 1 to {MAX_DIGITS} digits"),
            Self::Upto(n) => write!(f, "--upto {n}: a census computes at most {MAX_UPTO} heaps"),
            Self::Table { code, error } => write!(f, "the code {code}: {error}"),
            Self::Resume(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for CensusError {}

/// The codes of a census of `digits` digits, in census order.
///
/// # Errors
/// [`CensusError::Digits`] outside `1..=MAX_DIGITS`.
pub fn codes(digits: u32) -> Result<Vec<OctalCode>, CensusError> {
    if !(1..=MAX_DIGITS).contains(&digits) {
        return Err(CensusError::Digits(digits));
    }
    let per = 1usize << (3 * digits);
    let mut all = Vec::with_capacity(2 * per);
    for lead in ["0", "4"] {
        for i in 0..per {
            let mut text = format!("{lead}.");
            for k in (0..digits).rev() {
                let d = (i >> (3 * k)) & 7;
                text.push(char::from(b'0' + u8::try_from(d).unwrap_or(0)));
            }
            let code = text
                .parse::<OctalCode>()
                .map_err(|e| CensusError::Resume(format!("{text}: {e}")))?;
            all.push(code);
        }
    }
    Ok(all)
}

/// Whether `code` has no move at all.
fn is_empty(code: &OctalCode) -> bool {
    code.digits().iter().all(|&d| d == 0)
}

/// Whether `code`'s only moves take a whole heap.
fn is_trivial(code: &OctalCode) -> bool {
    code.digit(0) == 0 && code.digits().iter().all(|&d| d <= 1)
}

/// Computes one code for heaps up to `upto`: until a period is certified or the table of
/// heaps `0..=upto` is full.
///
/// # Errors
/// [`CensusError::Upto`] past [`MAX_UPTO`]; [`CensusError::Table`] when the core refuses.
pub fn compute(code: &OctalCode, upto: u64) -> Result<Done, CensusError> {
    let cells = usize::try_from(upto)
        .ok()
        .filter(|_| upto <= MAX_UPTO)
        .and_then(|u| u.checked_add(1))
        .ok_or(CensusError::Upto(upto))?;
    let mut scratch = vec![0u32; code.scratch_len_for(cells)];
    let game = Octal::for_heaps_within(*code, upto, vec![0u16; cells], &mut scratch, u64::MAX)
        .map_err(|error| CensusError::Table {
            code: code.to_string(),
            error,
        })?;
    Ok(record_of(code, upto, game.values(), game.period()))
}

/// The record of `code` from the values its table filled and the period certified in them.
fn record_of(code: &OctalCode, upto: u64, values: &[u16], period: Option<Period>) -> Done {
    let mask = sparsest_mask(values, &mut vec![0u32; 3 << 16]);
    let stats = Stats::of(values, mask);
    let status = match period {
        _ if is_empty(code) => Status::Empty,
        _ if is_trivial(code) => Status::Trivial,
        Some(_) => Status::Periodic,
        None => Status::Unsolved,
    };
    let shown = match period {
        Some(p) => p.preperiod().saturating_add(p.period()),
        None => SHOWN_VALUES,
    };
    let record = Record {
        code: code.to_string(),
        status,
        preperiod: period.map(|p| p.preperiod() as u64),
        period: period.map(|p| p.period() as u64),
        values: values.get(..shown).unwrap_or(values).to_vec(),
        heaps: (values.len() as u64).saturating_sub(1),
        largest: stats.largest_value,
        largest_heap: stats.largest_heap,
        rare_mask: format!("{mask:x}"),
        rare_count: stats.rare_count,
        last_rare: stats.last_rare,
        class: None,
    };
    let shifted =
        core::iter::once(0).chain(values.iter().copied().take(values.len().saturating_sub(1)));
    Done {
        record,
        upto,
        fingerprint: Fingerprint {
            plain: fingerprint(values.iter().copied()),
            shifted: fingerprint(shifted),
        },
    }
}

/// Two polynomial hashes modulo the prime 2^61 − 1 of a sequence (and its length).
fn fingerprint(values: impl Iterator<Item = u16>) -> [u64; 2] {
    const MODULUS: u64 = (1 << 61) - 1;
    const BASES: [u64; 2] = [
        0x5DEE_CE66_D1CE_4E5B % MODULUS,
        0x2545_F491_4F6C_DD1D % MODULUS,
    ];
    let step = |h: u64, base: u64, v: u64| -> u64 {
        let wide = u128::from(h) * u128::from(base) + u128::from(v);
        u64::try_from(wide % u128::from(MODULUS)).unwrap_or(0)
    };
    let mut h = [0u64; 2];
    let mut len = 0u64;
    for v in values {
        len += 1;
        for (hash, base) in h.iter_mut().zip(BASES) {
            *hash = step(*hash, base, u64::from(v) + 1);
        }
    }
    h.map(|hash| hash ^ len.rotate_left(32))
}

/// A census: the codes of `digits` digits, each computed for heaps up to `upto`.
#[derive(Clone, Debug)]
pub struct Census {
    codes: Vec<OctalCode>,
    upto: u64,
    threads: usize,
}

impl Census {
    /// The census of `digits` digits (1 to [`MAX_DIGITS`]) for heaps up to `upto`, on every
    /// core.
    ///
    /// # Errors
    /// [`CensusError::Digits`], [`CensusError::Upto`].
    pub fn new(digits: u32, upto: u64) -> Result<Self, CensusError> {
        if upto > MAX_UPTO || usize::try_from(upto).is_err() {
            return Err(CensusError::Upto(upto));
        }
        Ok(Self {
            codes: codes(digits)?,
            upto,
            threads: std::thread::available_parallelism().map_or(1, std::num::NonZero::get),
        })
    }

    /// The same census on `threads` workers (at least 1).
    #[must_use]
    pub fn with_threads(mut self, threads: usize) -> Self {
        self.threads = threads.max(1);
        self
    }

    /// The codes, in census order.
    pub fn codes(&self) -> &[OctalCode] {
        &self.codes
    }

    /// The heaps computed per code.
    pub fn upto(&self) -> u64 {
        self.upto
    }

    /// The codes still to compute when the codes of `done` (from a resumed file) are taken
    /// as they are, in census order: what a census spread over other machines hands out, one
    /// [`compute`] each, before [`Census::run`] gathers every record and names the classes.
    ///
    /// # Errors
    /// [`CensusError::Resume`] for a record of `done` that is no code of this census or was
    /// computed for other heaps.
    pub fn pending(&self, done: &[Done]) -> Result<Vec<&OctalCode>, CensusError> {
        let slots = self.slots(done)?;
        Ok(self
            .codes
            .iter()
            .zip(&slots)
            .filter(|(_, slot)| slot.is_none())
            .map(|(code, _)| code)
            .collect())
    }

    /// One slot per code in census order, holding the record of `done` for that code.
    fn slots(&self, done: &[Done]) -> Result<Vec<Option<Done>>, CensusError> {
        let index: HashMap<String, usize> = self
            .codes
            .iter()
            .enumerate()
            .map(|(i, c)| (c.to_string(), i))
            .collect();
        let mut slots: Vec<Option<Done>> = vec![None; self.codes.len()];
        for d in done {
            let Some(&i) = index.get(&d.record.code) else {
                return Err(CensusError::Resume(format!(
                    "the resumed record of {} is no code of this census",
                    d.record.code
                )));
            };
            if d.upto != self.upto {
                return Err(CensusError::Resume(format!(
                    "the resumed record of {} was computed with --upto {}, not {}",
                    d.record.code, d.upto, self.upto
                )));
            }
            if let Some(slot) = slots.get_mut(i) {
                *slot = Some(d.clone());
            }
        }
        Ok(slots)
    }

    /// Runs the census: the codes already in `done` (from a resumed file) are taken as they
    /// are, every other code is computed on one of the workers and handed to `finished`
    /// (its index in [`Census::codes`] and what was found) as it finishes; `finished` is
    /// called by one worker at a time. Returns the records in code order, classes named.
    ///
    /// # Errors
    /// [`CensusError::Resume`] for a line of `done` that is no code of this census or was
    /// computed for other heaps; a code's [`CensusError::Table`]; what `finished` returns
    /// (the census stops at the next code).
    pub fn run<E>(
        &self,
        done: &[Done],
        finished: impl Fn(usize, &Done) -> Result<(), E> + Sync,
    ) -> Result<Vec<Record>, E>
    where
        E: From<CensusError> + Send,
    {
        let mut slots = self.slots(done)?;
        let todo: Vec<usize> = (0..self.codes.len())
            .filter(|&i| slots.get(i).is_some_and(Option::is_none))
            .collect();
        let next = AtomicUsize::new(0);
        let stop = AtomicBool::new(false);
        let results: Mutex<Vec<(usize, Done)>> = Mutex::new(Vec::new());
        let failure: Mutex<Option<E>> = Mutex::new(None);
        let report = Mutex::new(());
        let workers = self.threads.min(todo.len()).max(1);
        std::thread::scope(|scope| {
            for _ in 0..workers {
                scope.spawn(|| {
                    while !stop.load(Ordering::Relaxed) {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        let (Some(&i), Some(code)) =
                            (todo.get(k), todo.get(k).and_then(|&i| self.codes.get(i)))
                        else {
                            return;
                        };
                        let outcome = compute(code, self.upto).map_err(E::from).and_then(|d| {
                            let _turn = report.lock().unwrap_or_else(|e| e.into_inner());
                            finished(i, &d).map(|()| d)
                        });
                        match outcome {
                            Ok(d) => results
                                .lock()
                                .unwrap_or_else(|e| e.into_inner())
                                .push((i, d)),
                            Err(e) => {
                                stop.store(true, Ordering::Relaxed);
                                let mut first = failure.lock().unwrap_or_else(|e| e.into_inner());
                                if first.is_none() {
                                    *first = Some(e);
                                }
                                return;
                            }
                        }
                    }
                });
            }
        });
        if let Some(e) = failure.into_inner().unwrap_or_else(|e| e.into_inner()) {
            return Err(e);
        }
        for (i, d) in results.into_inner().unwrap_or_else(|e| e.into_inner()) {
            if let Some(slot) = slots.get_mut(i) {
                *slot = Some(d);
            }
        }
        let all: Vec<Done> = slots.into_iter().flatten().collect();
        if all.len() != self.codes.len() {
            return Err(
                CensusError::Resume("a code of the census was not computed".to_owned()).into(),
            );
        }
        Ok(assign_classes(all))
    }
}

/// The record of a finished code as one JSON line (no newline), for a resumable file.
///
/// # Errors
/// What `serde_json` reports (nothing for these types).
pub fn to_line(done: &Done) -> Result<String, serde_json::Error> {
    serde_json::to_string(done)
}

/// A line written by [`to_line`].
///
/// # Errors
/// The line is not such a record.
pub fn from_line(line: &str) -> Result<Done, serde_json::Error> {
    serde_json::from_str(line)
}
