//! The errors of the core: one small type per operation, each with a lowercase message.

use core::fmt;

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
