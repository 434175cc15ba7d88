//! The errors of the core: one small type per operation, each with a lowercase message.

use core::fmt;

mod play;
pub use play::{GrundyError, IllegalMove, PlayError, SumError};

/// A game's rules could not be built from a description (`AnyGame::build`, a sum of
/// them): every way the operations it is made of fail ([`BashError`], [`SetError`],
/// [`SetNimError`], [`ComponentsError`], [`ConventionError`], [`OctalError`]), each converted
/// with `From`, and a game a front end does not offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum RulesError {
    /// Bash needs `k ≥ 1`: with `k = 0` no move exists and nothing is left to play.
    ZeroMaxTake,
    /// A subtraction set needs at least one element.
    EmptySet,
    /// A subtraction set may not contain 0: a move that takes nothing makes the game endless.
    ZeroInSet,
    /// The subtraction set has more distinct elements than its capacity
    /// ([`crate::capacity::MAX_SET_SIZE`] by default).
    SetTooLarge {
        /// The capacity.
        capacity: usize,
    },
    /// No period of the Grundy sequence could be certified within the table given.
    NoPeriodWithin {
        /// How many values the table could hold.
        capacity: usize,
    },
    /// Computing the values up to `heap` needs more work than the budget allows.
    WorkLimit {
        /// The pile asked for.
        heap: u64,
        /// The work it needs, with what was done before (table cells times elements).
        work: u64,
        /// The budget.
        budget: u64,
    },
    /// A sum needs at least one component.
    NoComponents,
    /// A sum has more components than `sum::MAX_COMPONENTS`.
    TooManyComponents {
        /// The capacity.
        capacity: usize,
    },
    /// Misère play of this game is not known to the core (it knows Bash's and Nim's).
    MisereUnknown {
        /// The game.
        game: crate::kind::GameKind,
    },
    /// Piles up to `heap` were asked for, but no period is certified within the table and
    /// a plain table of every value up to `heap` does not fit it either.
    HeapBeyondTable {
        /// The largest pile asked for.
        heap: u64,
        /// How many values the table could hold.
        capacity: usize,
    },
    /// An octal game's values do not fit the table (no period certified within it, the
    /// piles asked for past it, or a value past a table cell).
    Octal(OctalError),
    /// A front end does not offer this game (the firmware's lineup has no octal game).
    Unsupported {
        /// The game asked for.
        game: crate::kind::GameKind,
    },
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::ZeroMaxTake => f.write_str("the largest take k must be at least 1"),
            Self::EmptySet => f.write_str("the subtraction set is empty"),
            Self::ZeroInSet => {
                f.write_str("the subtraction set contains 0 (a move that takes nothing)")
            }
            Self::SetTooLarge { capacity } => {
                write!(f, "the subtraction set has more than {capacity} elements")
            }
            Self::NoPeriodWithin { capacity } => write!(
                f,
                "no period of the Grundy sequence could be certified within {capacity} values"
            ),
            Self::WorkLimit { heap, work, budget } => write!(
                f,
                "the Grundy values up to a pile of {heap} need {work} steps (table cells \
                 times elements of the set), more than the limit of {budget}"
            ),
            Self::NoComponents => f.write_str("a sum needs at least one component"),
            Self::TooManyComponents { capacity } => {
                write!(f, "a sum has at most {capacity} components")
            }
            Self::MisereUnknown { game } => write!(
                f,
                "misère play of {game} is not known (the core knows it for Bash and Nim)"
            ),
            Self::HeapBeyondTable { heap, capacity } => write!(
                f,
                "no period of the Grundy sequence is certified within {capacity} values, and a \
                 pile of {heap} is past what a plain table of {capacity} values holds"
            ),
            Self::Unsupported { game } => write!(f, "{game} is not offered here"),
            Self::Octal(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for RulesError {}

/// Bash's rules could not be built (`Bash::new`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum BashError {
    /// Bash needs `k ≥ 1`: with `k = 0` no move exists and nothing is left to play.
    ZeroMaxTake,
}

/// A subtraction set could not be built (`set_nim::SubtractionSet::new`,
/// `set_nim::SetBuilder`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum SetError {
    /// A subtraction set needs at least one element.
    Empty,
    /// A subtraction set may not contain 0: a move that takes nothing makes the game endless.
    ZeroInSet,
    /// The subtraction set has more distinct elements than its capacity.
    TooLarge {
        /// The capacity.
        capacity: usize,
    },
}

/// Set Nim's values do not fit its table (`SetNim::with_table`,
/// `SetNim::for_heaps`, `set_nim::SetNimValues::value`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum SetNimError {
    /// No period of the Grundy sequence could be certified within the table given.
    NoPeriodWithin {
        /// How many values the table could hold.
        capacity: usize,
    },
    /// Computing the values up to `heap` needs more work than the budget allows.
    WorkLimit {
        /// The pile asked for.
        heap: u64,
        /// The work it needs, with what was done before (table cells times elements).
        work: u64,
        /// The budget.
        budget: u64,
    },
    /// Piles up to `heap` were asked for, but no period is certified within the table and
    /// a plain table of every value up to `heap` does not fit it either.
    HeapBeyondTable {
        /// The largest pile asked for.
        heap: u64,
        /// How many values the table could hold.
        capacity: usize,
    },
}

/// A sum's components could not be taken (`Sum::new`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum ComponentsError {
    /// A sum needs at least one component.
    NoComponents,
    /// A sum has more components than `sum::MAX_COMPONENTS`.
    TooManyComponents {
        /// The capacity.
        capacity: usize,
    },
}

/// A game cannot be played under the convention asked for
/// (`GameSpec::with_convention`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum ConventionError {
    /// Misère play of this game is not known to the core (it knows Bash's and Nim's).
    MisereUnknown {
        /// The game.
        game: crate::kind::GameKind,
    },
}

impl From<BashError> for RulesError {
    fn from(e: BashError) -> Self {
        match e {
            BashError::ZeroMaxTake => Self::ZeroMaxTake,
        }
    }
}

impl From<SetError> for RulesError {
    fn from(e: SetError) -> Self {
        match e {
            SetError::Empty => Self::EmptySet,
            SetError::ZeroInSet => Self::ZeroInSet,
            SetError::TooLarge { capacity } => Self::SetTooLarge { capacity },
        }
    }
}

impl From<SetNimError> for RulesError {
    fn from(e: SetNimError) -> Self {
        match e {
            SetNimError::NoPeriodWithin { capacity } => Self::NoPeriodWithin { capacity },
            SetNimError::WorkLimit { heap, work, budget } => Self::WorkLimit { heap, work, budget },
            SetNimError::HeapBeyondTable { heap, capacity } => {
                Self::HeapBeyondTable { heap, capacity }
            }
        }
    }
}

impl From<ComponentsError> for RulesError {
    fn from(e: ComponentsError) -> Self {
        match e {
            ComponentsError::NoComponents => Self::NoComponents,
            ComponentsError::TooManyComponents { capacity } => Self::TooManyComponents { capacity },
        }
    }
}

impl From<ConventionError> for RulesError {
    fn from(e: ConventionError) -> Self {
        match e {
            ConventionError::MisereUnknown { game } => Self::MisereUnknown { game },
        }
    }
}

impl From<OctalError> for RulesError {
    fn from(e: OctalError) -> Self {
        Self::Octal(e)
    }
}

/// The small errors print as the rules error they are part of: one wording for each.
macro_rules! display_as_rules_error {
    ($($t:ty),*) => {$(
        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                RulesError::from(*self).fmt(f)
            }
        }

        impl core::error::Error for $t {}
    )*};
}

display_as_rules_error!(
    BashError,
    SetError,
    SetNimError,
    ComponentsError,
    ConventionError
);

/// A list of numbers does not describe a position of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum PositionError {
    /// More piles (or steps) than the position type holds.
    TooManyPiles {
        /// How many were given.
        given: usize,
        /// The capacity, [`crate::capacity::MAX_PILES`].
        capacity: usize,
    },
    /// The game has a fixed number of piles (Bash one, Wythoff two).
    WrongPileCount {
        /// How many the game has.
        expected: usize,
        /// How many were given.
        given: usize,
    },
    /// The stones on a staircase add up to more than `u64::MAX`, so a move could overflow.
    TooManyStones,
    /// The rules were built with a table for piles up to `max` (a game whose values come
    /// from a table and whose period is not certified), and pile `index` is larger.
    PileTooLarge {
        /// The pile, from 0.
        index: usize,
        /// Its size.
        size: u64,
        /// The largest pile the rules' table covers.
        max: u64,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::TooManyPiles { given, capacity } => {
                write!(f, "{given} piles given, at most {capacity} fit")
            }
            Self::WrongPileCount { expected: 1, given } => {
                write!(f, "this game has exactly 1 pile, {given} given")
            }
            Self::WrongPileCount { expected, given } => {
                write!(f, "this game has exactly {expected} piles, {given} given")
            }
            Self::TooManyStones => {
                f.write_str("the staircase holds more than 18446744073709551615 stones in all")
            }
            Self::PileTooLarge { index, size, max } => write!(
                f,
                "pile {} holds {size} stones, but these rules were built for piles up to {max}",
                index + 1
            ),
        }
    }
}

impl core::error::Error for PositionError {}

/// An octal game's rules could not be built over the table given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum OctalError {
    /// No period of the Grundy sequence could be certified within the table.
    NoPeriodWithin {
        /// How many values the table could hold.
        capacity: usize,
    },
    /// No period fits, and the table cannot hold the heaps asked for either.
    TableTooSmall {
        /// The largest heap asked for.
        max_heap: u64,
        /// How many values the table could hold.
        capacity: usize,
    },
    /// A Grundy value exceeds `u16::MAX`, the largest a table cell holds.
    ValueTooLarge {
        /// The heap whose value it is.
        heap: usize,
    },
    /// The values up to `heap` need more work than the budget allows.
    WorkLimit {
        /// The heap whose value passed the budget.
        heap: u64,
        /// The work done, with that heap's (options read).
        work: u64,
        /// The budget.
        budget: u64,
    },
}

impl fmt::Display for OctalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoPeriodWithin { capacity } => write!(
                f,
                "no period of the Grundy sequence could be certified within {capacity} values"
            ),
            Self::TableTooSmall { max_heap, capacity } => write!(
                f,
                "no period could be certified within {capacity} values, and heaps up to {max_heap} need {} cells",
                u128::from(*max_heap) + 1
            ),
            Self::ValueTooLarge { heap } => write!(
                f,
                "the Grundy value of a heap of {heap} exceeds 65535, the largest a table cell holds"
            ),
            Self::WorkLimit { heap, work, budget } => write!(
                f,
                "the Grundy values up to a heap of {heap} need more than {work} steps (options \
                 read), past the limit of {budget}"
            ),
        }
    }
}

impl core::error::Error for OctalError {}
