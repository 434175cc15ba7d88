//! The input and output formats of seven online-judge problems on impartial games, read from
//! a byte stream and answered by the [`grundy`] core.
//!
//! ```
//! use grundy_judge::{Problem, solve, solve_stream};
//!
//! let problem: Problem = "acwing-891".parse()?;
//! let mut out = Vec::new();
//! solve(problem, b"2\n2 3\n", &mut out)?;
//! assert_eq!(out, b"Yes\n");
//!
//! let error = solve(problem, b"2\n2 x\n", &mut out).unwrap_err();
//! assert_eq!((error.line, error.column), (2, 3));
//! assert_eq!(out, b"Yes\n"); // nothing appended on error
//!
//! // Any reader and writer: stdin and stdout, a file, a socket.
//! let mut answers = Vec::new();
//! solve_stream(Problem::Nod1066, &b"2\n3 2\n4 2\n"[..], &mut answers)?;
//! assert_eq!(answers, b"B\nA\n");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The crate contains no game rules: every answer comes from the core's streaming functions
//! ([`grundy::Nim::nim_sum`], [`grundy::Bash::outcome_of`], …). It only reads numbers, checks
//! the format and writes the answers.
//!
//! # Input
//! Tokens are separated by any ASCII whitespace (space, tab, CR, LF, form feed, vertical
//! tab); line breaks carry no meaning, blank lines are fine and the last line may lack its
//! newline. Every number is a run of ASCII digits (leading zeros allowed) with a value up to
//! `u64::MAX`; no sign ([`parse_number`] is the same rule for other front ends). A count of
//! 0 is accepted where the answer is still defined (no test cases, no piles), except the
//! size of a subtraction set. After the last announced number only whitespace may follow.
//!
//! # Streaming and memory
//! [`solve_stream`] reads through one buffer of 64 KiB, whatever the length of the input: the
//! numbers are consumed as they arrive (never stored, except the at most 128 set elements of
//! AcWing 893), and an error is reported as soon as the bytes read show it — extra numbers
//! after the last announced one after the first of them, a byte that is no digit at once.
//! Line and column are counted as the bytes pass. Memory is the buffer, the answers held
//! (below) and, for AcWing 893, the Grundy table of its heaps.
//!
//! # Output
//! Each answer on its own line ending in `"\n"`. The answers are held until the whole input
//! has been read and checked, so that bad input writes nothing — up to [`HELD_ANSWERS`]
//! answers, one bit each (2 MiB). Only 51nod 1066 and 1072 have more than one answer: past
//! that many test cases the held answers are written and the later ones follow in blocks of
//! 64 KiB as they are computed, so an error found after test case [`HELD_ANSWERS`] leaves the
//! answers written before it (whole lines, a prefix of the right answers) in the output.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod generate;
mod graph;
mod parse;
mod problem;
mod reason;
mod set_nim;

use core::fmt;
use std::io::{self, Read, Write};

use grundy::set_nim::SetBuilder;
use grundy::{Bash, GameKind, Nim, Outcome, SplitNim, Staircase, Wythoff};

pub use graph::{GRAPH_FORMAT, GraphInput, graph_bytes, read_graph};
pub use grundy_host::{NumberError, parse_number};
use parse::{Expect, Fail, Numbers, Source};
pub use problem::{Problem, UnknownProblem};
pub use reason::{Field, Found, JudgeReason, Progress, Unit};
use set_nim::SetValues;

/// Bad input: where it is and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JudgeError {
    /// The format being read: a problem's id (`acwing-893`) or [`GRAPH_FORMAT`].
    pub format: &'static str,
    /// The line of the offending token, or of the end of input, from 1.
    pub line: usize,
    /// The column of the offending token, or of the end of input, from 1. Every character
    /// before it on its line is ASCII (whitespace and digits), so characters and bytes agree.
    pub column: usize,
    /// What was expected and what was found, or what else is wrong there.
    pub reason: JudgeReason,
}

impl JudgeError {
    /// The reason in English, in lowercase without a final period: what
    /// [`Display`](fmt::Display) writes after the place.
    pub fn message(&self) -> String {
        self.reason.to_string()
    }
}

impl fmt::Display for JudgeError {
    /// `acwing-893: line 2, column 5: expected a set element (a positive integer), found "x"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: line {}, column {}: {}",
            self.format, self.line, self.column, self.reason
        )
    }
}

impl std::error::Error for JudgeError {}

/// Why [`solve_stream`] stopped.
#[derive(Debug)]
pub enum SolveError {
    /// The input does not fit the problem's format.
    Input(JudgeError),
    /// Reading the input failed.
    Read(io::Error),
    /// Writing the answers failed.
    Write(io::Error),
}

impl fmt::Display for SolveError {
    /// The [`JudgeError`] as it is, or `cannot read the input: …` / `cannot write the
    /// answers: …`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Input(e) => e.fmt(f),
            Self::Read(e) => write!(f, "cannot read the input: {e}"),
            Self::Write(e) => write!(f, "cannot write the answers: {e}"),
        }
    }
}

impl std::error::Error for SolveError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Self::Input(e) => Some(e),
            Self::Read(e) | Self::Write(e) => Some(e),
        }
    }
}

impl From<Fail> for SolveError {
    fn from(fail: Fail) -> Self {
        match fail {
            Fail::Input(e) => Self::Input(e),
            Fail::Read(e) => Self::Read(e),
        }
    }
}

/// Cells of the table Set Nim's values are computed in, the host's one capacity
/// ([`grundy_host::SET_NIM_TABLE`]): every heap below it gets its value from the plain table
/// (one byte a heap, zeroed lazily: only what the largest heap needs is touched); a heap past
/// it, from a period certified within the table.
pub const SET_NIM_TABLE: usize = grundy_host::SET_NIM_TABLE;

/// The work the Set Nim values of one input may take: the host's one Set Nim budget
/// ([`grundy_host::SET_NIM_BUDGET`]), which `hint`, `sg set --period` and the desktop use too.
pub const SET_NIM_BUDGET: u64 = grundy_host::SET_NIM_BUDGET;

/// Answers held back until the input is checked, one bit each (2 MiB): 2^24 test cases,
/// at least 64 MiB of 51nod 1066 or 1072 input. See the crate docs, *Output*.
pub const HELD_ANSWERS: u64 = 1 << 24;

/// Bytes of answers written at a time once they are no longer held.
const OUT_BLOCK: usize = 1 << 16;

/// Reads the input of `problem` from the slice `input` and appends the answers to `out`.
///
/// # Errors
/// A [`JudgeError`] at the first token that does not fit the format (or at the end of
/// input when numbers are missing), and for Set Nim when the Grundy values of the heaps
/// cannot be computed within the capacities above. On error `out` is left exactly as it was
/// on entry: nothing is appended.
pub fn solve(problem: Problem, input: &[u8], out: &mut Vec<u8>) -> Result<(), JudgeError> {
    let start = out.len();
    let result = solve_with(problem, input, &mut *out, parse::BUFFER, HELD_ANSWERS);
    match result {
        Ok(()) => Ok(()),
        Err(e) => {
            out.truncate(start);
            match e {
                SolveError::Input(e) => Err(e),
                // Reading a slice and writing to a `Vec` do not fail; should they ever, the
                // caller still hears of it.
                SolveError::Read(e) | SolveError::Write(e) => Err(JudgeError {
                    format: problem.id(),
                    line: 1,
                    column: 1,
                    reason: JudgeReason::Io(e.to_string()),
                }),
            }
        }
    }
}

/// Reads the input of `problem` from `input` as it arrives and writes the answers to `out`,
/// then flushes it. Memory stays bounded whatever the length of the input (see the crate
/// docs, *Streaming and memory*); wrap neither side in a buffer, this function has its own.
///
/// # Errors
/// [`SolveError::Input`] as soon as the input is known not to fit the format (see
/// [`solve`]); then nothing has been written to `out`, unless more than [`HELD_ANSWERS`]
/// answers came before the error (the crate docs, *Output*, say what was written then).
/// [`SolveError::Read`] and [`SolveError::Write`] when `input` or `out` fail.
pub fn solve_stream(problem: Problem, input: impl Read, out: impl Write) -> Result<(), SolveError> {
    solve_with(problem, input, out, parse::BUFFER, HELD_ANSWERS)
}

/// [`solve_stream`] with the input buffer's capacity and the answers held as parameters,
/// so that the tests can make both small.
fn solve_with(
    problem: Problem,
    input: impl Read,
    out: impl Write,
    capacity: usize,
    held: u64,
) -> Result<(), SolveError> {
    let spec = problem.spec();
    let mut source = Source::new(problem, input, capacity);
    let mut answers = Answers::new(out, spec.answers, held);
    // Every count may be 0 but the set size of Set Nim.
    let count = if spec.game == GameKind::SetNim {
        source.number(Expect::positive(spec.count), None)?
    } else {
        source.number(Expect::any(spec.count), None)?
    };
    match spec.game {
        GameKind::Bash | GameKind::Wythoff => {
            for done in 0..count {
                let progress = Some(Progress {
                    done,
                    total: count,
                    unit: spec.unit,
                });
                let outcome = if spec.game == GameKind::Bash {
                    let n = source.number(Expect::any(Field::Stones), progress)?;
                    let k = source.number(Expect::positive(Field::LargestTake), progress)?;
                    Bash::new(k)
                        .map_err(|e| source.error_at_token(JudgeReason::Rules(e.into())))?
                        .outcome_of(n)
                } else {
                    let a = source.number(Expect::any(Field::FirstPile), progress)?;
                    let b = source.number(Expect::any(Field::SecondPile), progress)?;
                    Wythoff::outcome_of(a, b)
                };
                answers.push(outcome).map_err(SolveError::Write)?;
            }
        }
        GameKind::Nim | GameKind::Staircase | GameKind::SplitNim => {
            let item = match spec.game {
                GameKind::Staircase => Field::StepStones,
                _ => Field::PileSize,
            };
            let mut numbers = Numbers::new(&mut source, count, Expect::any(item), spec.unit);
            let value = match spec.game {
                GameKind::Staircase => u128::from(Staircase::odd_step_xor(&mut numbers)),
                GameKind::SplitNim => SplitNim::grundy_sum(&mut numbers),
                _ => u128::from(Nim::nim_sum(&mut numbers)),
            };
            numbers.finish()?;
            answers
                .push(Outcome::from_grundy(grundy::Nimber::new(value)))
                .map_err(SolveError::Write)?;
        }
        GameKind::SetNim => {
            let value = set_nim(&mut source, count)?;
            answers
                .push(Outcome::from_grundy(grundy::Nimber::from(value)))
                .map_err(SolveError::Write)?;
        }
        // No judge problem is an octal game or Grundy's game: `Problem::spec` never names
        // one.
        GameKind::Octal | GameKind::Grundy => {
            return Err(source.error_at_token(JudgeReason::OctalGame).into());
        }
    }
    source.end()?;
    answers.finish().map_err(SolveError::Write)
}

/// AcWing 893 after the set size `k` (at least 1): reads the set and the heaps, returns the XOR of the
/// heaps' Grundy values.
///
/// Duplicate set elements are accepted and count once (a set is a set; the statement
/// promises distinct elements, and a repeat changes no move).
fn set_nim<R: Read>(source: &mut Source<R>, k: u64) -> Result<u8, Fail> {
    let k_at = source.token_at();
    let mut set = SetBuilder::new();
    for done in 0..k {
        let progress = Progress {
            done,
            total: k,
            unit: Unit::SetElements,
        };
        let s = source.number(Expect::positive(Field::SetElement), Some(progress))?;
        set.add(s)
            .map_err(|e| source.error_at_token(JudgeReason::Rules(e.into())))?;
    }
    let set = set
        .build()
        .map_err(|e| source.error(k_at, JudgeReason::Rules(e.into())))?;
    let mut values = SetValues::new(set);
    let n = source.number(Expect::any(Field::HeapCount), None)?;
    let mut heaps = Numbers::new(source, n, Expect::any(Field::HeapSize), Unit::Heaps);
    // The heaps are valued as they arrive; the first whose value cannot be computed is the
    // error, at its token, before any token after it is read.
    match values.grundy_sum(&mut heaps) {
        Ok(sum) => {
            heaps.finish()?;
            Ok(sum)
        }
        Err(reason) => {
            drop(heaps);
            Err(source.error_at_token(reason))
        }
    }
}

/// The answers: held as bits up to a bound, then written in blocks.
struct Answers<W> {
    out: W,
    /// The text when the first player wins, and when they lose.
    texts: [&'static [u8]; 2],
    /// Bit `i` is set when the first player wins case `i`.
    bits: Vec<u64>,
    count: u64,
    held: u64,
    /// Past `held`: the text not written yet.
    block: Vec<u8>,
    streaming: bool,
}

impl<W: Write> Answers<W> {
    fn new(out: W, texts: [&'static str; 2], held: u64) -> Self {
        Self {
            out,
            texts: texts.map(str::as_bytes),
            bits: Vec::new(),
            count: 0,
            held,
            block: Vec::new(),
            streaming: false,
        }
    }

    #[inline]
    fn push(&mut self, outcome: Outcome) -> io::Result<()> {
        let wins = outcome.first_player_wins();
        if !self.streaming {
            if self.count < self.held {
                let bit = self.count % 64;
                if bit == 0 {
                    self.bits.push(0);
                }
                if let Some(word) = self.bits.last_mut() {
                    *word |= u64::from(wins) << bit;
                }
                self.count += 1;
                return Ok(());
            }
            self.release()?;
        }
        self.write_text(wins)
    }

    /// Appends one answer's text to the block, writing the block when it is full.
    #[inline]
    fn write_text(&mut self, wins: bool) -> io::Result<()> {
        let [yes, no] = self.texts;
        self.block.extend_from_slice(if wins { yes } else { no });
        if self.block.len() >= OUT_BLOCK {
            self.out.write_all(&self.block)?;
            self.block.clear();
        }
        Ok(())
    }

    /// Writes the held answers and switches to writing blocks.
    fn release(&mut self) -> io::Result<()> {
        self.streaming = true;
        let bits = core::mem::take(&mut self.bits);
        for i in 0..self.count {
            let word = usize::try_from(i / 64)
                .ok()
                .and_then(|w| bits.get(w))
                .copied()
                .unwrap_or(0);
            self.write_text(word >> (i % 64) & 1 == 1)?;
        }
        Ok(())
    }

    /// Writes everything left and flushes.
    fn finish(mut self) -> io::Result<()> {
        if !self.streaming {
            self.release()?;
        }
        self.out.write_all(&self.block)?;
        self.out.flush()
    }
}

#[cfg(test)]
mod tests;
