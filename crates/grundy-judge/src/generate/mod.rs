//! Test data for the seven problems: random inputs of growing size, the edge cases, the
//! inputs that known wrong solutions fail, inputs of the largest size a statement allows,
//! and smaller variants of an input (to shrink a failing one).
//!
//! ```
//! use grundy_judge::Problem;
//! use grundy_judge::generate::{Generator, Limits};
//!
//! let mut generator = Generator::new(Problem::AcWing891, Limits::grundy(Problem::AcWing891), 7);
//! let input = generator.random(0, 10);
//! let answer = input.answer()?; // from the judge: "Yes\n" or "No\n"
//! assert!(answer == "Yes\n" || answer == "No\n");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The module contains no game rules: where it needs a P-position (to make the answers of
//! random inputs fair, and for the edge cases) it asks the core ([`grundy::Nim::nim_sum`],
//! [`grundy::Bash::residue`], [`grundy::Wythoff::partner`], …), and every answer comes from
//! [`crate::solve`].

mod hard;
mod random;
mod shrink;

use core::fmt;
use std::fmt::Write as _;

pub use hard::{Hard, hard, largest};
pub use random::Generator;

use crate::{JudgeError, Problem};

/// An inclusive range of numbers, never empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    min: u64,
    max: u64,
}

impl Bounds {
    /// `min..=max`, or `None` when it is empty.
    pub const fn new(min: u64, max: u64) -> Option<Self> {
        if min <= max {
            Some(Self { min, max })
        } else {
            None
        }
    }

    /// The least number.
    pub const fn min(self) -> u64 {
        self.min
    }

    /// The greatest number.
    pub const fn max(self) -> u64 {
        self.max
    }

    /// Whether `n` is in the range.
    pub const fn contains(self, n: u64) -> bool {
        self.min <= n && n <= self.max
    }

    /// The range with its maximum lowered to `max` (the least of the two), or `None` when
    /// that leaves nothing.
    const fn capped(self, max: u64) -> Option<Self> {
        Self::new(self.min, if max < self.max { max } else { self.max })
    }
}

impl fmt::Display for Bounds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..={}", self.min, self.max)
    }
}

/// `Bounds::new` for constants: both ends are known to be in order.
const fn bounds(min: u64, max: u64) -> Bounds {
    Bounds { min, max }
}

/// The ranges the numbers of generated inputs are drawn from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The problem: only AcWing 893 has a set.
    problem: Problem,
    /// The count that opens the input: test cases (51nod 1066, 1072), piles, steps or
    /// heaps.
    count: Bounds,
    /// Every other number: `N` and `K` (at least 1 whatever this says), `a` and `b`, pile
    /// sizes, stones on a step, heap sizes.
    value: Bounds,
    /// AcWing 893: how many elements the set has.
    set_size: Bounds,
    /// AcWing 893: the elements of the set.
    element: Bounds,
}

/// Numbers of the default limits: counts up to 10, so that a failing input is short.
const DEFAULT_COUNT: u64 = 10;

/// Set elements of the default limits: up to 100, so that every set's values are certified
/// at once; a set of large elements may need more than the judge's budget of work.
const DEFAULT_ELEMENT: u64 = 100;

/// Set sizes of the default limits.
const DEFAULT_SET_SIZE: u64 = 6;

impl Limits {
    /// grundy's own range: every number up to `u64::MAX`, counts from 0 (1 for the test
    /// cases of 51nod 1066 and 1072) to 10, sets of 1 to 6 elements up to 100.
    pub const fn grundy(problem: Problem) -> Self {
        let count = match problem {
            Problem::Nod1066 | Problem::Nod1072 => bounds(1, DEFAULT_COUNT),
            _ => bounds(0, DEFAULT_COUNT),
        };
        Self {
            problem,
            count,
            value: bounds(0, u64::MAX),
            set_size: bounds(1, DEFAULT_SET_SIZE),
            element: bounds(1, DEFAULT_ELEMENT),
        }
    }

    /// The limits of the problem statement: 51nod 1066 `1 ≤ T ≤ 10^4, 1 ≤ N, K ≤ 10^9`;
    /// 51nod 1072 `1 ≤ T ≤ 10^4, 1 ≤ a, b ≤ 2·10^6`; 51nod 1069 `1 ≤ N ≤ 1000,
    /// 1 ≤ A[i] ≤ 10^9`; AcWing 891 and 892 `1 ≤ n ≤ 10^5, 1 ≤ a_i ≤ 10^9`; AcWing 893
    /// `1 ≤ n, k ≤ 100, 1 ≤ s_i, h_i ≤ 10^4`; AcWing 894 `1 ≤ n, a_i ≤ 100`.
    pub const fn statement(problem: Problem) -> Self {
        let (count, value) = match problem {
            Problem::Nod1066 => (bounds(1, 10_000), bounds(1, 1_000_000_000)),
            Problem::Nod1072 => (bounds(1, 10_000), bounds(1, 2_000_000)),
            Problem::Nod1069 => (bounds(1, 1000), bounds(1, 1_000_000_000)),
            Problem::AcWing891 | Problem::AcWing892 => {
                (bounds(1, 100_000), bounds(1, 1_000_000_000))
            }
            Problem::AcWing893 => (bounds(1, 100), bounds(1, 10_000)),
            Problem::AcWing894 => (bounds(1, 100), bounds(1, 100)),
        };
        Self {
            problem,
            count,
            value,
            set_size: bounds(1, 100),
            element: bounds(1, 10_000),
        }
    }

    /// The count that opens the input.
    pub const fn count(&self) -> Bounds {
        self.count
    }

    /// Every number but the counts and AcWing 893's set.
    pub const fn value(&self) -> Bounds {
        self.value
    }

    /// AcWing 893: the sizes of the set.
    pub const fn set_size(&self) -> Bounds {
        self.set_size
    }

    /// AcWing 893: the elements of the set.
    pub const fn element(&self) -> Bounds {
        self.element
    }

    /// These limits with every number but the counts at most `max` (AcWing 893's set
    /// elements too).
    ///
    /// # Errors
    /// [`LimitError`] when `max` is below the least number allowed.
    pub fn with_max_value(mut self, max: u64) -> Result<Self, LimitError> {
        let refuse = |least: u64| LimitError {
            what: "--max",
            given: max,
            least,
        };
        self.value = self.value.capped(max).ok_or(refuse(self.value.min))?;
        if self.problem == Problem::AcWing893 {
            self.element = self.element.capped(max).ok_or(refuse(self.element.min))?;
        }
        Ok(self)
    }

    /// These limits with the count that opens the input in `count` (any bounds: a caller
    /// shrinking an input of many test cases allows them all).
    pub const fn with_count(mut self, count: Bounds) -> Self {
        self.count = count;
        self
    }

    /// These limits with every count at most `max` (the set's size too).
    ///
    /// # Errors
    /// [`LimitError`] when `max` is below the least count allowed.
    pub fn with_max_count(mut self, max: u64) -> Result<Self, LimitError> {
        let refuse = |least: u64| LimitError {
            what: "--max-count",
            given: max,
            least,
        };
        self.count = self.count.capped(max).ok_or(refuse(self.count.min))?;
        if self.problem == Problem::AcWing893 {
            self.set_size = self.set_size.capped(max).ok_or(refuse(self.set_size.min))?;
        }
        Ok(self)
    }

    /// Whether every number of `input` is within these limits.
    pub fn allow(&self, input: &Input) -> bool {
        let count = |n: usize| self.count.contains(n as u64);
        match &input.shape {
            Shape::Cases(cases) => {
                count(cases.len()) && cases.iter().flatten().all(|&v| self.value.contains(v))
            }
            Shape::Piles(piles) => {
                count(piles.len()) && piles.iter().all(|&v| self.value.contains(v))
            }
            Shape::SetNim { set, heaps } => {
                count(heaps.len())
                    && self.set_size.contains(set.len() as u64)
                    && set.iter().all(|&s| self.element.contains(s))
                    && heaps.iter().all(|&h| self.value.contains(h))
            }
        }
    }
}

impl Input {
    /// This input within `limits`: as it is when it is within them; for 51nod 1066 and
    /// 1072, with the test cases past them left out (when as many as the count needs stay);
    /// otherwise `None`.
    pub fn within(&self, limits: &Limits) -> Option<Input> {
        if limits.allow(self) {
            return Some(self.clone());
        }
        let Shape::Cases(cases) = &self.shape else {
            return None;
        };
        let value = limits.value();
        let kept: Vec<[u64; 2]> = cases
            .iter()
            .filter(|c| c.iter().all(|&v| value.contains(v)))
            .copied()
            .collect();
        let kept = Input::new(self.problem, Shape::Cases(kept))?;
        limits.allow(&kept).then_some(kept)
    }
}

/// A limit that leaves no number to draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LimitError {
    /// The option: `--max` or `--max-count`.
    pub what: &'static str,
    /// The number given.
    pub given: u64,
    /// The least number the problem allows there.
    pub least: u64,
}

impl fmt::Display for LimitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} is below the least number allowed there, {}",
            self.what, self.given, self.least
        )
    }
}

impl std::error::Error for LimitError {}

/// The numbers of one input, by the shape of its problem.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// 51nod 1066 (`N K`) and 1072 (`a b`): the test cases.
    Cases(Vec<[u64; 2]>),
    /// 51nod 1069, AcWing 891 and 894: the piles; AcWing 892: the stones of steps 1, 2, …
    Piles(Vec<u64>),
    /// AcWing 893: the set (distinct, each at least 1) and the heaps.
    SetNim {
        /// The elements of the set.
        set: Vec<u64>,
        /// The heaps.
        heaps: Vec<u64>,
    },
}

/// One input of a problem, as numbers; [`Input::text`] writes it in the problem's format.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Input {
    problem: Problem,
    shape: Shape,
}

impl Input {
    /// An input of `problem`, or `None` when the shape is not the problem's (pairs for a
    /// problem of piles), when a `K` of 51nod 1066 is 0, or when AcWing 893's set is empty,
    /// holds 0 or holds an element twice.
    pub fn new(problem: Problem, shape: Shape) -> Option<Self> {
        let fits = match (&shape, problem) {
            (Shape::Cases(cases), Problem::Nod1066) => cases.iter().all(|&[_, k]| k >= 1),
            (Shape::Cases(_), Problem::Nod1072) => true,
            (Shape::Piles(_), Problem::Nod1069)
            | (Shape::Piles(_), Problem::AcWing891)
            | (Shape::Piles(_), Problem::AcWing892)
            | (Shape::Piles(_), Problem::AcWing894) => true,
            (Shape::SetNim { set, .. }, Problem::AcWing893) => {
                let mut sorted = set.clone();
                sorted.sort_unstable();
                sorted.dedup();
                !set.is_empty() && sorted.len() == set.len() && !set.contains(&0)
            }
            _ => false,
        };
        fits.then_some(Self { problem, shape })
    }

    /// The problem.
    pub fn problem(&self) -> Problem {
        self.problem
    }

    /// The numbers.
    pub fn shape(&self) -> &Shape {
        &self.shape
    }

    /// How many numbers the input holds besides its counts (a measure of its size).
    pub fn len(&self) -> usize {
        match &self.shape {
            Shape::Cases(cases) => 2 * cases.len(),
            Shape::Piles(piles) => piles.len(),
            Shape::SetNim { set, heaps } => set.len() + heaps.len(),
        }
    }

    /// Whether it holds no number besides its counts.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The input in the problem's format, as its statement lays it out: 51nod 1069 one pile
    /// a line, the others their lists on one line.
    pub fn text(&self) -> String {
        let mut s = String::new();
        let list = |s: &mut String, numbers: &[u64]| {
            let _ = writeln!(s, "{}", numbers.len());
            for (i, n) in numbers.iter().enumerate() {
                let _ = write!(s, "{}{n}", if i == 0 { "" } else { " " });
            }
            s.push('\n');
        };
        match &self.shape {
            Shape::Cases(cases) => {
                let _ = writeln!(s, "{}", cases.len());
                for [x, y] in cases {
                    let _ = writeln!(s, "{x} {y}");
                }
            }
            Shape::Piles(piles) if self.problem == Problem::Nod1069 => {
                let _ = writeln!(s, "{}", piles.len());
                for p in piles {
                    let _ = writeln!(s, "{p}");
                }
            }
            Shape::Piles(piles) => list(&mut s, piles),
            Shape::SetNim { set, heaps } => {
                list(&mut s, set);
                list(&mut s, heaps);
            }
        }
        s
    }

    /// The right output, from the judge ([`crate::solve`]).
    ///
    /// # Errors
    /// The judge's [`JudgeError`]: AcWing 893 when the set's values cannot be computed
    /// within the judge's budget of work.
    pub fn answer(&self) -> Result<String, JudgeError> {
        let mut out = Vec::new();
        crate::solve(self.problem, self.text().as_bytes(), &mut out)?;
        // The judge writes ASCII words only.
        Ok(String::from_utf8_lossy(&out).into_owned())
    }

    /// For 51nod 1066 and 1072, the input of test case `i` alone (from 0); `None` for the
    /// other problems and past the last case.
    pub fn case(&self, i: usize) -> Option<Self> {
        match &self.shape {
            Shape::Cases(cases) => cases.get(i).map(|&c| Self {
                problem: self.problem,
                shape: Shape::Cases(vec![c]),
            }),
            _ => None,
        }
    }

    /// How many answers the output has: the test cases of 51nod 1066 and 1072, else one.
    pub fn answers(&self) -> usize {
        match &self.shape {
            Shape::Cases(cases) => cases.len(),
            _ => 1,
        }
    }
}

#[cfg(test)]
mod tests;
