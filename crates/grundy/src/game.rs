//! What every game offers: the [`Game`] trait, outcomes and the shared move type.

use core::convert::Infallible;
use core::fmt;

pub use crate::kind::GameKind;

use crate::error::{IllegalMove, PlayError, PositionError};
use crate::nimber::Nimber;

/// Who wins a position with perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// A P-position: the **p**revious player (the one who just moved) wins; the player to
    /// move loses whatever they do.
    P,
    /// An N-position: the **n**ext player (the one to move) wins with a winning move.
    N,
}

impl Outcome {
    /// The outcome of a normal-play position with Grundy value `g`: P exactly when `g = 0`.
    pub const fn from_grundy(g: Nimber) -> Self {
        if g.is_zero() { Self::P } else { Self::N }
    }

    /// Whether the player to move wins with perfect play.
    pub const fn first_player_wins(self) -> bool {
        matches!(self, Self::N)
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::P => "P (the player to move loses)",
            Self::N => "N (the player to move wins)",
        })
    }
}

/// Who wins when no move is left.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Convention {
    /// Normal play: whoever cannot move loses (the one who takes the last stone wins).
    #[default]
    Normal,
    /// Misère play: whoever cannot move wins (the one who takes the last stone loses).
    Misere,
}

/// Take `count` stones from pile `pile` (0-based): the move of Bash, Nim and Set Nim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Take {
    /// Index of the pile, from 0 (Bash has only pile 0).
    pub pile: usize,
    /// Stones taken, at least 1.
    pub count: u64,
}

impl fmt::Display for Take {
    /// `take 2 from pile 1` (piles counted from 1).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "take {} from pile {}",
            self.count,
            crate::ordinal::Nth(self.pile)
        )
    }
}

/// An impartial game: its rules are the value implementing this trait, positions and moves
/// are its associated types. Every game of the core implements it, and so does a
/// [`crate::sum::Sum`] of them; a game of your own may too.
///
/// Every method is exact for every position the position type can hold. Move lists are lazy
/// iterators: a Nim pile of 10^18 stones has 10^18 moves, and nothing is collected.
///
/// What the theory may leave unknown is typed: [`Game::Unknown`] is why an outcome can be
/// unknown — [`Infallible`] for every single game of the core, whose outcomes are always
/// exact, so that their [`Game::outcome`] returns an [`Outcome`] outright; a sum's outcome
/// can be unknown (a misère sum of components that are not Nim), so a sum answers
/// [`Game::try_outcome`] only. [`Game::ValueError`] is why a Grundy value can be unknown.
pub trait Game {
    /// A validated position.
    type Position: Clone + fmt::Debug + PartialEq + Eq + core::hash::Hash;
    /// A move; whether it is legal depends on the position.
    type Move: Copy + fmt::Debug + PartialEq + Eq;
    /// Why the outcome of a position can be unknown: [`Infallible`] when it never is.
    type Unknown: Copy + fmt::Debug + fmt::Display;
    /// Why the Grundy value of a position can be unknown.
    type ValueError: Copy + fmt::Debug + fmt::Display;

    /// Normal or misère play.
    fn convention(&self) -> Convention {
        Convention::Normal
    }

    /// Every legal move, lazily, in a fixed order (smaller changes first within a pile).
    fn moves<'a>(&'a self, position: &'a Self::Position) -> impl Iterator<Item = Self::Move> + 'a;

    /// The position after `mv`.
    ///
    /// # Errors
    /// [`PlayError`] with the unchanged position when `mv` is illegal, or when the result
    /// would not fit the position type (Split Nim past [`crate::piles::MAX_PILES`]).
    fn play(
        &self,
        position: Self::Position,
        mv: Self::Move,
    ) -> Result<Self::Position, PlayError<Self::Position>>;

    /// Whether no legal move is left. A legal move that [`Game::moves`] cannot list (see
    /// [`Game::unlisted`]) is a move all the same: a position with one is not terminal.
    fn is_terminal(&self, position: &Self::Position) -> bool {
        self.moves(position).next().is_none() && self.unlisted(position).is_none()
    }

    /// Why some legal moves of `position` are missing from [`Game::moves`] (and from the
    /// winning moves and the moves to a value), or `None` when every legal move is listed.
    ///
    /// A move is missing only when the position it leads to cannot be held: a break or a
    /// split in a position of [`crate::piles::MAX_PILES`] piles
    /// ([`IllegalMove::TooManyPiles`]), or a Staircase move that would push a step past
    /// `u64::MAX` stones ([`IllegalMove::Overflow`]). Whoever reasons over the whole move list
    /// (a search for remoteness, a "no move is left") must check this first: a missing move
    /// is not "no move".
    fn unlisted(&self, position: &Self::Position) -> Option<IllegalMove> {
        let _ = position;
        None
    }

    /// Who wins with perfect play, or why the theory does not know. At a terminal position
    /// this is who has won: P under normal play (the player to move cannot move and loses),
    /// N under misère play.
    ///
    /// # Errors
    /// [`Game::Unknown`]: never for a single game of the core.
    fn try_outcome(&self, position: &Self::Position) -> Result<Outcome, Self::Unknown>;

    /// Who wins with perfect play, for the games whose outcome is always known (every single
    /// game of the core; not a sum, which answers [`Game::try_outcome`]).
    fn outcome(&self, position: &Self::Position) -> Outcome
    where
        Self: Game<Unknown = Infallible>,
    {
        match self.try_outcome(position) {
            Ok(outcome) => outcome,
            Err(never) => match never {},
        }
    }

    /// The Sprague–Grundy value (normal play).
    ///
    /// # Errors
    /// [`Game::ValueError`]: for the games of the core [`crate::error::GrundyError::Misere`]
    /// under misère rules, [`crate::error::GrundyError::NoFormula`] when the value has no
    /// closed form and the table it needs exceeds the capacity (Wythoff).
    fn grundy(&self, position: &Self::Position) -> Result<Nimber, Self::ValueError>;

    /// Every move to a P-position, lazily; none from a P-position (nor when the outcome is
    /// unknown).
    ///
    /// Every game but Split Nim has finitely few (at most 3 for Wythoff, one per pile or
    /// step for Nim and Staircase, piles × |S| for Set Nim); Split Nim scans the pile sizes
    /// below each pile, so take what you need rather than iterating to the end of a huge pile.
    fn winning_moves<'a>(
        &'a self,
        position: &'a Self::Position,
    ) -> impl Iterator<Item = Self::Move> + 'a;

    /// Every move to a position of Grundy value `value` (normal play), lazily; for
    /// `value = 0` these are the winning moves of normal play. This is what a move in one
    /// component of a sum needs: to reach the value that makes the whole sum's XOR 0.
    ///
    /// Exact and complete for every game, with one documented limit: Split Nim lists every
    /// split of piles up to [`crate::games::split_nim::SPLIT_SCAN_LIMIT`] and, for larger piles, one
    /// split to each value below the pile's own value.
    ///
    /// # Errors
    /// [`Game::ValueError`]: under misère rules (values describe normal play), or the reason
    /// the values of the options cannot be computed (Wythoff past its table).
    fn moves_to<'a>(
        &'a self,
        position: &'a Self::Position,
        value: Nimber,
    ) -> Result<impl Iterator<Item = Self::Move> + 'a, Self::ValueError>;

    /// The position a search treats as the same state: piles sorted where their order does
    /// not matter, so a transposition table finds `3 4 5` and `5 4 3` once, and piles with no
    /// move dropped. The identity by default.
    ///
    /// The contract: the canonical position has the same game tree as `position` (its moves
    /// correspond one to one to the position's, each leading to a position with the same
    /// tree), so a search may expand it in place of `position` and every value, outcome and
    /// remoteness is the same.
    fn canonical(&self, position: &Self::Position) -> Self::Position {
        position.clone()
    }

    /// A legal move drawn from `rng`, or `None` at a terminal position; cheap for any
    /// position. It is uniform over some natural choice (a pile, then a count), not
    /// necessarily over all moves. Any generator of the `rand_core` traits will do, such
    /// as [`crate::rng::SplitMix64`].
    fn random_move<R: rand_core::Rng + ?Sized>(
        &self,
        position: &Self::Position,
        rng: &mut R,
    ) -> Option<Self::Move>;
}

/// A game whose positions are lists of numbers — pile sizes (Bash one, Wythoff two), or for
/// Staircase Nim the stones on steps 1, 2, … in order: every single game of the core. (A
/// sum's position is a list of its components' positions: [`crate::sum::Sum::position`].)
pub trait FromNumbers: Game {
    /// The position described by `numbers`.
    ///
    /// # Errors
    /// [`PositionError`] when the numbers do not describe a position this type can hold.
    fn position(&self, numbers: &[u64]) -> Result<Self::Position, PositionError>;

    /// The numbers describing `position`, as [`FromNumbers::position`] takes them.
    fn numbers<'p>(&self, position: &'p Self::Position) -> &'p [u64];
}
