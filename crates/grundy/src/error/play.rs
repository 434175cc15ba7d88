//! The errors of playing and valuing positions: an illegal move, a refused play, a value
//! that cannot be computed, a sum's outcome that is not known.

use core::fmt;

/// Why a move is not legal in a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum IllegalMove {
    /// The move names a pile (or step) that does not exist.
    NoSuchPile {
        /// The index named (0-based).
        index: usize,
        /// How many piles there are.
        piles: usize,
    },
    /// A move must take at least one stone.
    TakesNothing,
    /// The move takes more stones than the pile holds.
    NotEnoughStones {
        /// Stones the move takes.
        take: u64,
        /// Stones in the pile.
        available: u64,
    },
    /// Bash: the move takes more than `k`.
    MoreThanMaxTake {
        /// Stones the move takes.
        take: u64,
        /// The rules' `k`.
        max_take: u64,
    },
    /// Set Nim: the number taken is not in the subtraction set.
    NotInSet {
        /// Stones the move takes.
        take: u64,
    },
    /// Split Nim: both new piles must be strictly smaller than the pile split.
    NotSmaller {
        /// The index of the pile split, from 0.
        pile: usize,
        /// Its size.
        size: u64,
    },
    /// The result needs one pile more than [`crate::capacity::MAX_PILES`].
    TooManyPiles,
    /// A pile of the result would hold more than `u64::MAX` stones.
    Overflow,
    /// The move or the position belongs to another game.
    OtherGame,
    /// A move of a sum names a component that does not exist.
    NoSuchComponent {
        /// The index named (0-based).
        index: usize,
        /// How many components there are.
        components: usize,
    },
    /// Octal games: the code does not allow taking `take` and leaving `heaps` heaps.
    NotInCode {
        /// Stones the move takes.
        take: u64,
        /// Heaps the move leaves (0 to 3).
        heaps: usize,
    },
    /// Octal games: the heaps left must hold what the move does not take.
    HeapsLeft {
        /// Stones the heaps left must hold in all.
        expected: u64,
    },
    /// Grundy's game: a heap must be split into two different heaps.
    EqualHeaps {
        /// The size of each of the two heaps.
        size: u64,
    },
    /// Euclid's game: a move takes a positive multiple of the smaller number from the larger.
    NotAMultiple {
        /// What the move takes.
        take: u64,
        /// The smaller number.
        of: u64,
    },
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoSuchPile { index, piles } => {
                write!(
                    f,
                    "there is no pile {} (there are {piles})",
                    crate::ordinal::Nth(*index)
                )
            }
            Self::TakesNothing => f.write_str("a move must take at least one stone"),
            Self::NotEnoughStones { take, available } => {
                write!(f, "cannot take {take} stones from a pile of {available}")
            }
            Self::MoreThanMaxTake { take, max_take } => {
                write!(f, "cannot take {take} stones, at most {max_take} per move")
            }
            Self::NotInSet { take } => write!(f, "{take} is not in the subtraction set"),
            Self::NotSmaller { pile, size } => write!(
                f,
                "both new piles must be smaller than pile {} ({size} stones)",
                pile + 1
            ),
            Self::TooManyPiles => write!(
                f,
                "the result would have more than {} piles",
                crate::capacity::MAX_PILES
            ),
            Self::Overflow => {
                f.write_str("a pile would hold more than 18446744073709551615 stones")
            }
            Self::OtherGame => f.write_str("the move or the position belongs to another game"),
            Self::NoSuchComponent { index, components } => write!(
                f,
                "there is no component {} (there are {components})",
                index + 1
            ),
            Self::NotInCode { take, heaps } => {
                let left = match heaps {
                    0 => "no heap",
                    1 => "one heap",
                    2 => "two heaps",
                    _ => "three heaps",
                };
                write!(
                    f,
                    "the game does not allow taking {take} and leaving {left}"
                )
            }
            Self::HeapsLeft { expected } => {
                write!(f, "the heaps left must hold {expected} stones in all")
            }
            Self::EqualHeaps { size } => write!(
                f,
                "a heap must be split into two different heaps, not two of {size}"
            ),
            Self::NotAMultiple { take, of } => write!(
                f,
                "cannot take {take}: a move takes a positive multiple of the smaller number, {of}, from the larger"
            ),
        }
    }
}

impl core::error::Error for IllegalMove {}

/// A move could not be played; the position comes back unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PlayError<P> {
    /// The position, as it was before the attempt.
    pub position: P,
    /// Why the move is illegal.
    pub reason: IllegalMove,
}

impl<P> fmt::Display for PlayError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "illegal move: {}", self.reason)
    }
}

impl<P: fmt::Debug> core::error::Error for PlayError<P> {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        Some(&self.reason)
    }
}

/// A Grundy value could not be given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum GrundyError {
    /// Grundy values describe normal play; misère outcomes are still exact.
    Misere,
    /// No formula for the value is known (Wythoff's game), and the table that computes it
    /// needs more cells than the capacity. The outcome is still exact.
    NoFormula {
        /// Cells the computation needs (saturating).
        needed: u64,
        /// Cells available.
        capacity: u64,
    },
}

impl fmt::Display for GrundyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Misere => f.write_str("Grundy values describe normal play, not misère play"),
            Self::NoFormula { needed, capacity } => write!(
                f,
                "no formula for this Grundy value is known, and computing it needs a table of \
                 {needed} cells, more than the {capacity} available (who wins is still exact)"
            ),
        }
    }
}

impl core::error::Error for GrundyError {}

/// The outcome or the Grundy value of a sum of games could not be given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum SumError {
    /// The value of component `component` (from 0) is needed and cannot be computed.
    Component {
        /// The component, from 0.
        component: usize,
        /// Why its value is unknown.
        error: GrundyError,
    },
    /// Misère play of this sum is not known: component `component` is not a Nim position
    /// (misère sums are solved only when every component is Nim, by Bouton's misère rule).
    MisereUnknown {
        /// The first component that is not Nim, from 0.
        component: usize,
    },
}

impl fmt::Display for SumError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Component { component, error } => {
                write!(f, "component {}: {error}", crate::ordinal::Nth(*component))
            }
            Self::MisereUnknown { component } => write!(
                f,
                "misère play of this sum is not known: component {} is not Nim (the core \
                 solves misère sums of Nim components only)",
                crate::ordinal::Nth(*component)
            ),
        }
    }
}

impl core::error::Error for SumError {}
