//! Grundy's game: a move splits one heap into two heaps of different sizes; whoever cannot
//! move (every heap has 1 or 2 stones) loses (P. M. Grundy, "Mathematics and games", Eureka
//! 2 (1939); Winning Ways, ch. 4).
//!
//! No closed form and no period is known: Guy computed ten million values, Flammenkamp far
//! more. A heap's value is the mex of `g(a) ⊕ g(n − a)` over `1 ≤ a < n − a`, filled in a
//! table of the caller's by the rare/common split of `octal_table.rs`, where almost every
//! value is *common* for the mask `fe` (an odd number of ones in `v` without its lowest bit):
//! the rare values are few (1274 among the first 2^21 heaps, the last at 82860, T. Czajka's
//! `octal-games` tables), so a heap costs a few thousand reads instead of `n/2`.
//!
//! There is no periodicity theorem to certify a period with: a break of `n + p` into `a` and
//! `a + p` has no counterpart in `n`, whose break into two equal heaps is not a move. So a
//! position's heaps must lie within the table ([`GrundysGame::max_heap`]).

use crate::engine::octal_table::{Rules, fill_from};
use crate::error::{GrundyError, IllegalMove, OctalError, PlayError, PositionError};
use crate::game::{FromNumbers, Game, GameKind, Outcome};
use crate::games::octal::Octal;
use crate::games::octal::OctalMove;
use crate::nimber::Nimber;
use crate::piles::Piles;
use core::convert::Infallible;

/// Grundy's game, with the values of its heaps in the caller's table.
///
/// Positions are rows of heaps ([`Piles`]); moves are [`OctalMove`]s taking nothing and
/// leaving two different heaps (`split heap 1 into 3 and 4`). A position of
/// [`crate::piles::MAX_PILES`] heaps has no room for a split: its splits are not listed, and
/// [`Game::play`] refuses them.
///
/// ```
/// use grundy::{FromNumbers, Game, GrundysGame, Outcome};
///
/// let game = GrundysGame::for_heaps(20, vec![0u16; 64], &mut [0u32; 1024])?;
/// assert_eq!(game.values()[..10], [0, 0, 0, 1, 0, 2, 1, 0, 2, 1]); // OEIS A002188
/// let position = game.position(&[10, 7])?;
/// assert_eq!(game.outcome(&position), Outcome::P); // g(10) = g(7) = 0
/// let heap = game.position(&[5])?;
/// let hint = game.winning_moves(&heap).next().ok_or("no winning move")?;
/// assert_eq!(hint.to_string(), "split heap 1 into 1 and 4"); // g(1) ^ g(4) = 0
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundysGame<T> {
    inner: Octal<T>,
}

impl<T: AsRef<[u16]> + AsMut<[u16]>> GrundysGame<T> {
    /// Grundy's game for heaps up to `max_heap`: the table is filled by doubling from a small
    /// prefix up to the first prefix holding every heap asked for (or up to its capacity);
    /// `scratch` is the working space of the fill ([`OctalCode::fill_table`]), not kept.
    ///
    /// [`OctalCode::fill_table`]: crate::games::octal::OctalCode::fill_table
    ///
    /// # Errors
    /// [`OctalError::TableTooSmall`] when the table cannot hold heaps up to `max_heap`.
    pub fn for_heaps(max_heap: u64, table: T, scratch: &mut [u32]) -> Result<Self, OctalError> {
        Self::for_heaps_within(max_heap, table, scratch, u64::MAX)
    }

    /// [`GrundysGame::for_heaps`] within a budget of work (options read).
    ///
    /// # Errors
    /// As [`GrundysGame::for_heaps`], and [`OctalError::WorkLimit`] past the budget.
    pub fn for_heaps_within(
        max_heap: u64,
        table: T,
        scratch: &mut [u32],
        budget: u64,
    ) -> Result<Self, OctalError> {
        Octal::grundys_for_heaps_within(max_heap, table, scratch, budget)
            .map(|inner| Self { inner })
    }

    /// The largest heap with a known value.
    pub fn max_heap(&self) -> u64 {
        self.inner.max_heap()
    }

    /// The values computed, `g(0), g(1), …`.
    pub fn values(&self) -> &[u16] {
        self.inner.values()
    }

    /// The Grundy value of one heap of `stones`; `None` past [`GrundysGame::max_heap`].
    pub fn grundy_of(&self, stones: u64) -> Option<u16> {
        self.inner.grundy_of(stones)
    }
}

impl GrundysGame<()> {
    /// Fills `table[n]` with the Grundy value of a heap of `n` in Grundy's game, for every
    /// cell; `scratch` as for [`OctalCode::fill_table`](crate::games::octal::OctalCode::fill_table) (a
    /// few thousand cells are plenty: the rare heaps are few).
    ///
    /// ```
    /// use grundy::GrundysGame;
    ///
    /// let mut table = [0u16; 21];
    /// GrundysGame::fill_table(&mut table, &mut [0u32; 256])?;
    /// assert_eq!(table[13..21], [3, 2, 1, 3, 2, 4, 3, 0]); // OEIS A002188
    /// # Ok::<(), grundy::error::OctalError>(())
    /// ```
    ///
    /// # Errors
    /// [`OctalError::ValueTooLarge`] when a value exceeds `u16::MAX`.
    pub fn fill_table(table: &mut [u16], scratch: &mut [u32]) -> Result<(), OctalError> {
        Self::fill_table_within(table, 0, scratch, &mut 0, u64::MAX)
    }

    /// Fills `table[start..]` given `table[..start]`, within a budget of work, as
    /// [`OctalCode::fill_table_within`](crate::games::octal::OctalCode::fill_table_within).
    ///
    /// # Errors
    /// [`OctalError::WorkLimit`] past the budget, [`OctalError::ValueTooLarge`] when a value
    /// exceeds `u16::MAX`.
    pub fn fill_table_within(
        table: &mut [u16],
        start: usize,
        scratch: &mut [u32],
        spent: &mut u64,
        budget: u64,
    ) -> Result<(), OctalError> {
        fill_from(&Rules::grundys_game(), table, start, scratch, spent, budget)
    }
}

impl<T: AsRef<[u16]> + AsMut<[u16]>> Game for GrundysGame<T> {
    type Position = Piles;
    type Move = OctalMove;
    type Unknown = Infallible;
    type ValueError = GrundyError;

    fn moves<'a>(&'a self, position: &'a Piles) -> impl Iterator<Item = OctalMove> + 'a {
        self.inner.moves(position)
    }

    fn unlisted(&self, position: &Piles) -> Option<IllegalMove> {
        self.inner.unlisted(position)
    }

    fn play(&self, position: Piles, mv: OctalMove) -> Result<Piles, PlayError<Piles>> {
        self.inner.play(position, mv)
    }

    /// Exact for every position [`FromNumbers::position`] accepts; a position built otherwise with
    /// a heap past the table is reported as `N` (and [`Game::grundy`] says why).
    fn try_outcome(&self, position: &Piles) -> Result<Outcome, Infallible> {
        Ok(self.inner.outcome(position))
    }

    /// # Errors
    /// [`GrundyError::NoFormula`] for a heap past [`GrundysGame::max_heap`].
    fn grundy(&self, position: &Piles) -> Result<Nimber, GrundyError> {
        self.inner.grundy(position)
    }

    fn winning_moves<'a>(&'a self, position: &'a Piles) -> impl Iterator<Item = OctalMove> + 'a {
        self.inner.winning_moves(position)
    }

    /// Exact: every split of a heap to a position of that value (a heap of `n` has
    /// `(n − 1)/2` splits).
    ///
    /// # Errors
    /// [`GrundyError::NoFormula`] for a heap past [`GrundysGame::max_heap`].
    fn moves_to<'a>(
        &'a self,
        position: &'a Piles,
        value: Nimber,
    ) -> Result<impl Iterator<Item = OctalMove> + 'a, GrundyError> {
        self.inner.moves_to(position, value)
    }

    /// The heaps sorted, without those of 1 or 2 stones (which have no move).
    fn canonical(&self, position: &Piles) -> Piles {
        self.inner.canonical(position)
    }

    fn random_move<R: rand_core::Rng + ?Sized>(
        &self,
        position: &Piles,
        rng: &mut R,
    ) -> Option<OctalMove> {
        self.inner.random_move(position, rng)
    }
}
impl<T: AsRef<[u16]> + AsMut<[u16]>> GrundysGame<T> {
    /// Which of the games this is.
    pub fn kind(&self) -> GameKind {
        GameKind::Grundy
    }
}

impl<T: AsRef<[u16]> + AsMut<[u16]>> FromNumbers for GrundysGame<T> {
    /// # Errors
    /// [`PositionError::TooManyPiles`], or [`PositionError::PileTooLarge`] for a heap past
    /// [`GrundysGame::max_heap`].
    fn position(&self, numbers: &[u64]) -> Result<Piles, PositionError> {
        self.inner.position(numbers)
    }

    fn numbers<'p>(&self, position: &'p Piles) -> &'p [u64] {
        position.as_slice()
    }
}
