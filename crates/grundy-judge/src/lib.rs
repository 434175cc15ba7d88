//! The input and output formats of seven online-judge problems on impartial games, parsed
//! from bytes and answered by the [`grundy`] core.
//!
//! ```
//! use grundy_judge::{Problem, solve};
//!
//! let problem: Problem = "acwing-891".parse()?;
//! let mut out = Vec::new();
//! solve(problem, b"2\n2 3\n", &mut out)?;
//! assert_eq!(out, b"Yes\n");
//!
//! let error = solve(problem, b"2\n2 x\n", &mut out).unwrap_err();
//! assert_eq!((error.line, error.column), (2, 3));
//! assert_eq!(out, b"Yes\n"); // nothing appended on error
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
//! `u64::MAX`; no sign. A count of 0 is accepted where the answer is still defined (no test
//! cases, no piles), except the size of a subtraction set. After the last announced number
//! only whitespace may follow.
//!
//! # Output
//! Each answer on its own line ending in `"\n"`.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod parse;

use core::fmt;
use core::str::FromStr;

use grundy::{Bash, Nim, Outcome, SetNimValues, SplitNim, Staircase, SubtractionSet, Wythoff};

use parse::{Cursor, Expect, Numbers};

/// One of the seven judge problems.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Problem {
    /// 51nod 1066: Bash game, T test cases `N K`, answers `A`/`B`.
    Nod1066,
    /// 51nod 1072: Wythoff's game, T test cases `a b`, answers `A`/`B`.
    Nod1072,
    /// 51nod 1069: Nim, N piles, answer `A`/`B`.
    Nod1069,
    /// AcWing 891: Nim, n piles, answer `Yes`/`No`.
    AcWing891,
    /// AcWing 892: Staircase Nim, n steps, answer `Yes`/`No`.
    AcWing892,
    /// AcWing 893: Set Nim, a set of k elements and n heaps, answer `Yes`/`No`.
    AcWing893,
    /// AcWing 894: Split Nim, n piles, answer `Yes`/`No`.
    AcWing894,
}

impl Problem {
    /// All seven, in the order of the documentation.
    pub const ALL: [Problem; 7] = [
        Self::Nod1066,
        Self::Nod1072,
        Self::Nod1069,
        Self::AcWing891,
        Self::AcWing892,
        Self::AcWing893,
        Self::AcWing894,
    ];

    /// The identifier, `site-number`, as [`FromStr`] accepts it: `"51nod-1066"`, …
    pub fn id(self) -> &'static str {
        match self {
            Self::Nod1066 => "51nod-1066",
            Self::Nod1072 => "51nod-1072",
            Self::Nod1069 => "51nod-1069",
            Self::AcWing891 => "acwing-891",
            Self::AcWing892 => "acwing-892",
            Self::AcWing893 => "acwing-893",
            Self::AcWing894 => "acwing-894",
        }
    }

    /// The game the problem is about.
    pub fn game(self) -> grundy::GameKind {
        match self {
            Self::Nod1066 => grundy::GameKind::Bash,
            Self::Nod1072 => grundy::GameKind::Wythoff,
            Self::Nod1069 | Self::AcWing891 => grundy::GameKind::Nim,
            Self::AcWing892 => grundy::GameKind::Staircase,
            Self::AcWing893 => grundy::GameKind::SetNim,
            Self::AcWing894 => grundy::GameKind::SplitNim,
        }
    }

    /// The game and the problem, e.g. `"Bash game (51nod 1066)"`.
    pub fn title(self) -> &'static str {
        match self {
            Self::Nod1066 => "Bash game (51nod 1066)",
            Self::Nod1072 => "Wythoff's game (51nod 1072)",
            Self::Nod1069 => "Nim (51nod 1069)",
            Self::AcWing891 => "Nim (AcWing 891)",
            Self::AcWing892 => "Staircase Nim (AcWing 892)",
            Self::AcWing893 => "Set Nim (AcWing 893)",
            Self::AcWing894 => "Split Nim (AcWing 894)",
        }
    }

    /// One line describing the input and the answer.
    pub fn input_format(self) -> &'static str {
        match self {
            Self::Nod1066 => {
                "T, then T lines \"N K\" (N stones, take 1..=K, K >= 1); per line A if the first player wins, else B"
            }
            Self::Nod1072 => {
                "T, then T lines \"a b\" (two piles); per line A if the first player wins, else B"
            }
            Self::Nod1069 => "N, then N pile sizes; A if the first player wins, else B",
            Self::AcWing891 => "n, then n pile sizes; Yes if the first player wins, else No",
            Self::AcWing892 => {
                "n, then a_1 .. a_n (step i holds a_i stones); Yes if the first player wins, else No"
            }
            Self::AcWing893 => {
                "k, then k set elements (>= 1), then n, then n heap sizes; Yes if the first player wins, else No"
            }
            Self::AcWing894 => "n, then n pile sizes; Yes if the first player wins, else No",
        }
    }

    /// The sample input of the problem statement.
    pub fn sample_input(self) -> &'static str {
        match self {
            Self::Nod1066 => "2\n3 2\n4 2\n",
            Self::Nod1072 => "3\n3 5\n3 4\n1 9\n",
            Self::Nod1069 => "3\n1\n1\n1\n",
            Self::AcWing891 => "2\n2 3\n",
            Self::AcWing892 => "3\n2 1 3\n",
            Self::AcWing893 => "2\n2 5\n3\n2 4 7\n",
            Self::AcWing894 => "2\n2 3\n",
        }
    }

    /// The expected output for [`Problem::sample_input`].
    pub fn sample_output(self) -> &'static str {
        match self {
            Self::Nod1066 => "B\nA\n",
            Self::Nod1072 => "B\nA\nA\n",
            Self::Nod1069 => "A\n",
            Self::AcWing891 | Self::AcWing892 | Self::AcWing893 | Self::AcWing894 => "Yes\n",
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A string that names no problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownProblem {
    /// The string given.
    pub given: String,
}

impl fmt::Display for UnknownProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown problem {:?}, expected one of ", self.given)?;
        for (i, p) in Problem::ALL.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(p.id())?;
        }
        Ok(())
    }
}

impl std::error::Error for UnknownProblem {}

impl FromStr for Problem {
    type Err = UnknownProblem;

    /// Accepts exactly the identifiers of [`Problem::id`], ignoring ASCII case.
    fn from_str(s: &str) -> Result<Self, UnknownProblem> {
        Self::ALL
            .into_iter()
            .find(|p| p.id().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownProblem {
                given: s.to_owned(),
            })
    }
}

/// Bad input: where it is and what was expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JudgeError {
    /// The problem whose format was being read.
    pub problem: Problem,
    /// The line of the offending token, or of the end of input, from 1.
    pub line: usize,
    /// The column (in characters) of the offending token, or of the end of input, from 1.
    pub column: usize,
    /// What was expected and what was found, in lowercase without a final period.
    pub message: String,
}

impl fmt::Display for JudgeError {
    /// `acwing-893: line 2, column 5: expected a set element (a positive integer), found "x"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: line {}, column {}: {}",
            self.problem, self.line, self.column, self.message
        )
    }
}

impl std::error::Error for JudgeError {}

/// Cells of the table Set Nim's values are computed in: up to this pile every value comes
/// from the plain table (one byte a pile, zeroed lazily: only what the largest pile needs is
/// touched); past it, from a period certified within the table.
pub const SET_NIM_TABLE: usize = 100_000_001;

/// Reads the input of `problem` from `input` and appends the answers to `out`.
///
/// # Errors
/// A [`JudgeError`] at the first token that does not fit the format (or at the end of
/// input when numbers are missing), and for Set Nim when the Grundy values of the heaps
/// cannot be computed within the capacities above. On error `out` is left exactly as it was
/// on entry: nothing is appended.
pub fn solve(problem: Problem, input: &[u8], out: &mut Vec<u8>) -> Result<(), JudgeError> {
    let start = out.len();
    let result = solve_into(problem, input, out);
    if result.is_err() {
        out.truncate(start);
    }
    result
}

fn solve_into(problem: Problem, input: &[u8], out: &mut Vec<u8>) -> Result<(), JudgeError> {
    let mut cursor = Cursor::new(problem, input);
    let (yes, no): (&[u8], &[u8]) = match problem {
        Problem::Nod1066 | Problem::Nod1072 | Problem::Nod1069 => (b"A\n", b"B\n"),
        _ => (b"Yes\n", b"No\n"),
    };
    let answer = |outcome: Outcome| if outcome.first_player_wins() { yes } else { no };
    match problem {
        Problem::Nod1066 | Problem::Nod1072 => {
            let cases = cursor.number(Expect::any("the number of test cases T"), None)?;
            // Every case takes at least 4 bytes ("1 1\n"); never trust the count for memory.
            let bounded = usize::try_from(cases)
                .unwrap_or(usize::MAX)
                .min(cursor.len() / 2);
            out.reserve(bounded.saturating_mul(yes.len()));
            for _ in 0..cases {
                let outcome = if problem == Problem::Nod1066 {
                    let n = cursor.number(Expect::any("the number of stones N"), None)?;
                    let at = cursor.next_offset();
                    let k = cursor.number(Expect::positive("the largest take K"), None)?;
                    Bash::new(k)
                        .map_err(|e| cursor.error_at(at, e.to_string()))?
                        .outcome_of(n)
                } else {
                    let a = cursor.number(Expect::any("the first pile a"), None)?;
                    let b = cursor.number(Expect::any("the second pile b"), None)?;
                    Wythoff::outcome_of(a, b)
                };
                out.extend_from_slice(answer(outcome));
            }
        }
        Problem::Nod1069 | Problem::AcWing891 | Problem::AcWing892 | Problem::AcWing894 => {
            let (count, item) = match problem {
                Problem::AcWing892 => ("the number of steps n", "the stones on a step"),
                Problem::Nod1069 => ("the number of piles N", "a pile size"),
                _ => ("the number of piles n", "a pile size"),
            };
            let n = cursor.number(Expect::any(count), None)?;
            let mut numbers = Numbers::new(&mut cursor, n, Expect::any(item));
            let value = match problem {
                Problem::AcWing892 => u128::from(Staircase::odd_step_xor(&mut numbers)),
                Problem::AcWing894 => SplitNim::grundy_sum(&mut numbers),
                _ => u128::from(Nim::nim_sum(&mut numbers)),
            };
            numbers.finish()?;
            out.extend_from_slice(answer(Outcome::from_grundy(value)));
        }
        Problem::AcWing893 => {
            let value = set_nim(&mut cursor)?;
            out.extend_from_slice(answer(Outcome::from_grundy(u128::from(value))));
        }
    }
    cursor.end()
}

/// AcWing 893: reads the set and the heaps, returns the XOR of the heaps' Grundy values.
///
/// Duplicate set elements are accepted and count once (a set is a set; the statement
/// promises distinct elements, and a repeat changes no move).
fn set_nim(cursor: &mut Cursor<'_>) -> Result<u8, JudgeError> {
    let k_at = cursor.next_offset();
    let k = cursor.number(Expect::positive("the set size k"), None)?;
    let mut elements: Vec<u64> = Vec::new();
    let mut read = 0;
    while read < k {
        let at = cursor.next_offset();
        let progress = parse::Progress {
            done: read,
            total: k,
        };
        let s = cursor.number(Expect::positive("a set element"), Some(progress))?;
        if !elements.contains(&s) {
            if elements.len() == grundy::MAX_SET_SIZE {
                return Err(cursor.error_at(
                    at,
                    format!(
                        "the subtraction set has more than {} distinct elements",
                        grundy::MAX_SET_SIZE
                    ),
                ));
            }
            elements.push(s);
        }
        read += 1;
    }
    let set = SubtractionSet::new(&elements).map_err(|e| cursor.error_at(k_at, e.to_string()))?;

    let n = cursor.number(Expect::any("the number of heaps n"), None)?;
    let mut heaps: Vec<u64> = Vec::new();
    let mut largest: Option<(u64, usize)> = None;
    let mut read = 0;
    while read < n {
        let at = cursor.next_offset();
        let progress = parse::Progress {
            done: read,
            total: n,
        };
        let h = cursor.number(Expect::any("a heap size"), Some(progress))?;
        if largest.is_none_or(|(m, _)| h > m) {
            largest = Some((h, at));
        }
        heaps.push(h);
        read += 1;
    }
    cursor.end()?;
    let Some((max_heap, max_at)) = largest else {
        return Ok(0);
    };
    let _ = max_heap;
    let mut values = SetNimValues::new(set, vec![0u8; SET_NIM_TABLE]);
    let mut x = 0;
    for &h in &heaps {
        x ^= values
            .value(h)
            .map_err(|e| cursor.error_at(max_at, e.to_string()))?;
    }
    Ok(x)
}

#[cfg(test)]
mod tests;
