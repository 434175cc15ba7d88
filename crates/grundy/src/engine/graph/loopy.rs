//! Generalized Sprague–Grundy values and what they add up to: a node's value (finite or
//! `∞`), the three outcomes, and the sum of tokens or of games of any kind (Smith's theorem).

use core::fmt;

use super::INFINITE;

/// The value of one node under the generalized Sprague–Grundy function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// A finite value `g`: the node behaves exactly as a Nim heap of `g` in every sum.
    Finite(u32),
    /// `∞(K)`: `K`, the set of finite values among the node's followers, is listed by
    /// [`GraphValues::k_set`](super::GraphValues::k_set). With one token alone the node is a win when `0 ∈ K`, else a
    /// draw.
    Infinite,
}

impl Value {
    /// The value stored in a values slice ([`INFINITE`] for `∞`).
    pub const fn from_raw(raw: u32) -> Self {
        if raw == INFINITE {
            Self::Infinite
        } else {
            Self::Finite(raw)
        }
    }
}

impl fmt::Display for Value {
    /// `3`, or `∞`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Finite(g) => write!(f, "{g}"),
            Self::Infinite => f.write_str("∞"),
        }
    }
}

/// Who wins a position of tokens with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GraphOutcome {
    /// The player to move wins (an N-position).
    Win,
    /// The player to move loses whatever they do (a P-position).
    Loss,
    /// Neither player can force a win: perfect play goes on forever.
    Draw,
}

impl GraphOutcome {
    /// The outcome class's letter, as the literature writes it: `N` (the next player, the
    /// one to move, wins), `P` (the previous player wins) or `D` (a draw).
    ///
    /// ```
    /// use grundy::graph::GraphOutcome;
    /// assert_eq!(GraphOutcome::Loss.letter(), "P");
    /// ```
    pub const fn letter(self) -> &'static str {
        match self {
            Self::Win => "N",
            Self::Loss => "P",
            Self::Draw => "D",
        }
    }
}

impl fmt::Display for GraphOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Win => "win for the player to move",
            Self::Loss => "loss for the player to move",
            Self::Draw => "draw",
        })
    }
}

/// The generalized value of a sum of tokens (the generalized nim-sum of their values).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SumValue {
    /// Every token on a finite value: their XOR.
    Finite(u32),
    /// Exactly one token on `∞(K)`: the sum is `∞(K ⊕ xor)`, where `xor` is the XOR of the
    /// other tokens' values; a win when `xor ∈ K`, else a draw.
    Infinite {
        /// The index of the token on `∞`.
        token: usize,
        /// The XOR of the other tokens' values.
        xor: u32,
    },
    /// Two or more tokens on `∞`: the sum is `∞(∅)`, a draw.
    ManyInfinite {
        /// How many tokens are on `∞`.
        count: usize,
    },
}

/// The generalized nim-sum of games of any kind, each valued by the generalized
/// Sprague–Grundy function: a finite value (a Grundy value of any size, `Some(g)`), or `∞(K)`
/// (`None`, its `K` known to the caller). Smith's theorem, as for tokens on one graph
/// ([`GraphValues::sum`](super::GraphValues::sum)): all finite, the XOR; one `∞(K)`, `∞(K ⊕ xor)` of the others;
/// two or more, `∞(∅)`, a draw.
///
/// ```
/// use grundy::graph::{GraphOutcome, LoopySum};
///
/// let sum = LoopySum::of([Some(3), None, Some(1)]);
/// assert_eq!(sum, LoopySum::Infinite { component: 1, xor: 2 });
/// // K = {0, 2}: 2 ∈ K, so the player to move wins, by moving the ∞ component to value 2.
/// let k = [0u128, 2];
/// assert_eq!(sum.outcome(|x| k.contains(&x)), GraphOutcome::Win);
/// assert_eq!(sum.winning_target(1, None), Some(2));
/// assert_eq!(sum.winning_target(0, Some(3)), None);
/// assert_eq!(LoopySum::of([Some(5), Some(5)]).outcome(|_| false), GraphOutcome::Loss);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LoopySum {
    /// Every component finite: the XOR of their values.
    Finite(u128),
    /// Exactly one component on `∞(K)`: the sum is `∞(K ⊕ xor)`.
    Infinite {
        /// The component on `∞`, from 0.
        component: usize,
        /// The XOR of the other components' values.
        xor: u128,
    },
    /// Two or more components on `∞`: the sum is `∞(∅)`.
    ManyInfinite {
        /// How many.
        count: usize,
    },
}

impl LoopySum {
    /// The sum of `values`, in order (`None` for `∞`).
    pub fn of(values: impl IntoIterator<Item = Option<u128>>) -> Self {
        let (mut xor, mut infinite, mut first) = (0u128, 0usize, None);
        for (i, v) in values.into_iter().enumerate() {
            match v {
                Some(g) => xor ^= g,
                None => {
                    infinite += 1;
                    first.get_or_insert(i);
                }
            }
        }
        match (infinite, first) {
            (0, _) => Self::Finite(xor),
            (1, Some(component)) => Self::Infinite { component, xor },
            (count, _) => Self::ManyInfinite { count },
        }
    }

    /// Who wins, for the player to move; `in_k(x)` says whether `x` is in the `K` of the one
    /// component on `∞` (asked only then).
    pub fn outcome(self, in_k: impl FnOnce(u128) -> bool) -> GraphOutcome {
        match self {
            Self::Finite(0) => GraphOutcome::Loss,
            Self::Finite(_) => GraphOutcome::Win,
            Self::Infinite { xor, .. } if in_k(xor) => GraphOutcome::Win,
            Self::Infinite { .. } | Self::ManyInfinite { .. } => GraphOutcome::Draw,
        }
    }

    /// The value component `component` (of value `value`) must move to for the player then
    /// to move to lose: `g ⊕ X` in a finite sum of XOR `X ≠ 0`; in a sum with one `∞`
    /// component, the XOR of the others, for that component only. `None` where no move in
    /// that component wins.
    pub fn winning_target(self, component: usize, value: Option<u128>) -> Option<u128> {
        match (self, value) {
            (Self::Finite(x), Some(g)) if x != 0 => Some(g ^ x),
            (Self::Infinite { component: c, xor }, None) if c == component => Some(xor),
            _ => None,
        }
    }

    /// The `K` of the sum, `K ⊕ xor`, from the `K` of its one component on `∞`; empty for
    /// a finite sum or one with two or more components on `∞`.
    pub fn k_set(self, k: impl IntoIterator<Item = u128>) -> impl Iterator<Item = u128> {
        let shift = match self {
            Self::Infinite { xor, .. } => Some(xor),
            _ => None,
        };
        k.into_iter()
            .filter(move |_| shift.is_some())
            .map(move |g| g ^ shift.unwrap_or(0))
    }
}
