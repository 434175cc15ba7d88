//! Octal and hexadecimal games (take-and-break games): Kayles, Dawson's Kayles,
//! Treblecross, Officers, …, and Grundy's game.
//!
//! An octal game is written `0.d₁d₂d₃…` (Guy and Smith, "The G-values of various games",
//! 1956; Winning Ways, ch. 4). A move takes `k` stones from one heap, and the digit `d_k` says
//! what may remain of that heap: bit 1, no heap (take the whole heap of exactly `k`); bit 2,
//! one heap (the heap had more than `k`); bit 4, two non-empty heaps (the rest split in two).
//! So Kayles is 0.77, Dawson's Kayles 0.07, Dawson's chess 0.137, Treblecross 0.007,
//! Officers 0.6, and the subtraction game with set S has the digit 3 at every s ∈ S.
//!
//! A *hexadecimal* code (Winning Ways, ch. 4) has digits up to `f`: bit 8 lets the rest be
//! left as three non-empty heaps. The digit before the point, `d₀`, splits a heap without
//! taking anything: 4 into two heaps (the games 4.xyz of Winning Ways), 8 into three, c into
//! two or three. Grundy's game (split a heap into two *different* heaps) is not a code: it
//! is `GrundysGame`, over the same tables.
//!
//! A heap's Grundy sequence is computed in a table of the caller's ([`OctalCode::fill_table`],
//! the rare/common split of `octal_table.rs`), and [`Octal`] certifies its period when one
//! fits, so every heap up to `u64::MAX` then has its exact value.

use core::convert::Infallible;

use crate::engine::octal_table::{Plan, Rules};
use crate::engine::sg::Period;
use crate::error::{GrundyError, IllegalMove, OctalError, PlayError, PositionError};
use crate::game::{FromNumbers, Game, GameKind, Outcome};
use crate::nimber::Nimber;
use crate::piles::Piles;

mod code;
mod fill;
mod octal_move;

pub use code::{OctalCode, OctalCodeError};
pub use fill::{TableBlock, TableFill};
pub use octal_move::OctalMove;
use octal_move::OctalMoves;

pub use crate::capacity::MAX_OCTAL_DIGITS;

/// The rules of an octal game, with the Grundy values of its heaps in the caller's table.
///
/// Built by [`Octal::with_table`] (a certified period, so every heap has its exact value in
/// O(1)) or [`Octal::for_heaps`] (no more than the heaps asked for need: a period if one is
/// certified on the way, otherwise the plain table). Positions are rows of heaps ([`Piles`]); a move may split a heap in
/// two, so a position can grow up to [`crate::piles::MAX_PILES`] heaps; in a full position the
/// moves
/// leaving two heaps cannot be held and are not listed (by [`Game::moves`], as winning moves
/// or moves to a value), and [`Game::play`] refuses them. Values and outcomes stay those of
/// the game itself.
///
/// ```
/// use grundy::{FromNumbers, Game, Octal, Outcome};
/// use grundy::octal::OctalCode;
///
/// let kayles = Octal::with_table("0.77".parse::<OctalCode>()?, [0u16; 256], &mut [0u32; 256])?;
/// let period = kayles.period().ok_or("no period")?;
/// assert_eq!((period.preperiod(), period.period()), (71, 12));
/// assert_eq!(kayles.grundy_of(u64::MAX), kayles.grundy_of(75)); // u64::MAX ≡ 75 (mod 12)
/// assert_eq!(kayles.grundy_of(75), Some(8));
/// let position = kayles.position(&[5, 7])?;
/// assert_eq!(kayles.outcome(&position), Outcome::N);
/// let hint = kayles.winning_moves(&position).next().ok_or("no winning move")?;
/// assert_eq!(hint.to_string(), "take 1 from heap 1 leaving 1 and 3"); // g(1) ^ g(3) = g(7)
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Octal<T> {
    code: OctalCode,
    /// Grundy's game (the code is 4.0, and a break must leave two different heaps).
    grundys: bool,
    table: T,
    /// Cells of the table holding values (`g(0..filled)`).
    filled: usize,
    period: Option<Period>,
}

impl<T: AsRef<[u16]> + AsMut<[u16]>> Octal<T> {
    /// The game `code` with a certified period found in `table`, whose length is the
    /// capacity. The table grows by doubling from a small prefix, so a short period costs
    /// little however large the table; `scratch` is the working space of the fill (see
    /// [`OctalCode::fill_table`]) and is not kept.
    ///
    /// # Errors
    /// [`OctalError::NoPeriodWithin`] when no period is certified within the table,
    /// [`OctalError::ValueTooLarge`] when a value exceeds `u16::MAX` before one is.
    pub fn with_table(code: OctalCode, table: T, scratch: &mut [u32]) -> Result<Self, OctalError> {
        Self::with_table_within(code, table, scratch, u64::MAX)
    }

    /// [`Octal::with_table`] within a budget of work ([`OctalCode::fill_table_within`]).
    ///
    /// # Errors
    /// As [`Octal::with_table`], and [`OctalError::WorkLimit`] past the budget.
    pub fn with_table_within(
        code: OctalCode,
        table: T,
        scratch: &mut [u32],
        budget: u64,
    ) -> Result<Self, OctalError> {
        let capacity = table.as_ref().len();
        let game = Self::grow(code, false, table, u64::MAX, scratch, budget)?;
        if game.period.is_some() {
            Ok(game)
        } else {
            Err(OctalError::NoPeriodWithin { capacity })
        }
    }

    /// The game `code` for heaps up to `max_heap`, computing no more than that asks: the
    /// table grows by doubling as for [`Octal::with_table`] (its last step only as far as
    /// `max_heap`), and stops at the first prefix
    /// that either certifies a period (then every heap is covered) or holds every heap up to
    /// `max_heap` (then [`Octal::max_heap`] says how far the plain table goes).
    ///
    /// # Errors
    /// [`OctalError::TableTooSmall`] when neither fits in the table,
    /// [`OctalError::ValueTooLarge`] when a value exceeds `u16::MAX`.
    pub fn for_heaps(
        code: OctalCode,
        max_heap: u64,
        table: T,
        scratch: &mut [u32],
    ) -> Result<Self, OctalError> {
        Self::for_heaps_within(code, max_heap, table, scratch, u64::MAX)
    }

    /// [`Octal::for_heaps`] within a budget of work ([`OctalCode::fill_table_within`]): what
    /// a front end that must answer in reasonable time uses, since a code whose values keep
    /// growing costs up to O(n²) options read for heaps up to n.
    ///
    /// ```
    /// use grundy::Octal;
    /// use grundy::error::OctalError;
    ///
    /// // Kayles has a period: a heap of 10^18 costs a table of a few hundred values.
    /// let kayles = Octal::for_heaps_within("0.77".parse()?, 1 << 60, vec![0u16; 1 << 20], &mut [], 1 << 20)?;
    /// assert!(kayles.period().is_some());
    /// // 0.6 (Officers) has no known period and values that keep growing: refused.
    /// let dense = Octal::for_heaps_within("0.6".parse()?, 1 << 19, vec![0u16; 1 << 20], &mut [], 1 << 20);
    /// assert!(matches!(dense, Err(OctalError::WorkLimit { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`Octal::for_heaps`], and [`OctalError::WorkLimit`] past the budget.
    pub fn for_heaps_within(
        code: OctalCode,
        max_heap: u64,
        table: T,
        scratch: &mut [u32],
        budget: u64,
    ) -> Result<Self, OctalError> {
        let capacity = table.as_ref().len();
        let game = Self::grow(code, false, table, max_heap, scratch, budget)?;
        let covered = u64::try_from(game.filled).map_or(true, |filled| max_heap < filled);
        if game.period.is_some() || covered {
            Ok(game)
        } else {
            Err(OctalError::TableTooSmall { max_heap, capacity })
        }
    }

    /// Grundy's game for heaps up to `max_heap` (a plain table: no period is certified),
    /// within a budget of work.
    pub(crate) fn grundys_for_heaps_within(
        max_heap: u64,
        table: T,
        scratch: &mut [u32],
        budget: u64,
    ) -> Result<Self, OctalError> {
        let capacity = table.as_ref().len();
        // "4." splits a heap without taking; Grundy's game asks the two heaps to differ.
        let code = OctalCode::split_only();
        let game = Self::grow(code, true, table, max_heap, scratch, budget)?;
        let covered = u64::try_from(game.filled).map_or(true, |filled| max_heap < filled);
        if covered {
            Ok(game)
        } else {
            Err(OctalError::TableTooSmall { max_heap, capacity })
        }
    }

    /// Fills the table by doubling until a period is certified, the prefix holds every heap
    /// up to `max_heap`, or the table is full.
    fn grow(
        code: OctalCode,
        grundys: bool,
        mut table: T,
        max_heap: u64,
        scratch: &mut [u32],
        budget: u64,
    ) -> Result<Self, OctalError> {
        let rules = if grundys {
            Rules::grundys_game()
        } else {
            Rules::of_digits(code.digits())
        };
        let mut spent = 0;
        let capacity = table.as_ref().len();
        let t = code.last_take();
        let mut len = t.saturating_mul(8).max(64).min(capacity);
        let mut filled = 0;
        let mut plan = Plan::new(0);
        // The plan carries over from prefix to prefix: the table only grows.
        while let Some(prefix) = table.as_mut().get_mut(..len) {
            crate::engine::octal_table::fill_range(
                &rules,
                &mut plan,
                prefix,
                filled..len,
                scratch,
                &mut spent,
                budget,
            )?;
            filled = len;
            // Grundy's game has no periodicity theorem: a break of n + p into a and a + p
            // has no counterpart in n (the break into two equal heaps is not a move).
            let period = if grundys {
                None
            } else {
                crate::engine::octal_table::certified_period(prefix, t, rules.parts())
            };
            let covers = u64::try_from(len).is_ok_and(|len| len > max_heap);
            if period.is_some() || covers || len == capacity {
                return Ok(Self {
                    code,
                    grundys,
                    table,
                    filled,
                    period,
                });
            }
            // Doubling, but no further than the heaps asked for: the budget is spent on
            // them, not on a table twice their size.
            let asked = usize::try_from(max_heap).map_or(usize::MAX, |m| m.saturating_add(1));
            len = len.saturating_mul(2).min(asked).min(capacity);
        }
        Ok(Self {
            code,
            grundys,
            table,
            filled,
            period: None,
        })
    }

    /// The code of the game.
    pub fn code(&self) -> OctalCode {
        self.code
    }

    /// The certified preperiod and period, if one was found.
    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// The largest heap whose value these rules give: `u64::MAX` when a certified period
    /// covers every heap. (The same name and meaning as `SetNim::max_heap` and
    /// `GrundysGame::max_heap`.)
    pub fn max_heap(&self) -> u64 {
        match self.period {
            Some(_) => u64::MAX,
            None => self.filled.saturating_sub(1) as u64,
        }
    }

    /// The values computed, `g(0), g(1), …` (with a period, at least `preperiod + period`).
    pub fn values(&self) -> &[u16] {
        self.table.as_ref().get(..self.filled).unwrap_or(&[])
    }

    /// The Grundy value of one heap of `stones`; `None` past [`Octal::max_heap`].
    pub fn grundy_of(&self, stones: u64) -> Option<u16> {
        let index = match self.period {
            Some(period) => period.index(stones),
            None => usize::try_from(stones).ok()?,
        };
        self.values().get(index).copied()
    }

    /// Whether a heap of `heap` can be broken into `parts` non-empty heaps (2 or 3; into two
    /// different heaps in Grundy's game).
    fn heap_breaks_into(&self, heap: u64, parts: u64) -> bool {
        let (bit, least) = match parts {
            2 => (4, 2 + u64::from(self.grundys)),
            _ => (8, 3),
        };
        (0..=self.code.last_take())
            .any(|k| self.code.digit(k) & bit != 0 && heap >= (k as u64).saturating_add(least))
    }

    /// Whether a heap of `heap` can be broken into two or three non-empty heaps.
    fn heap_breaks(&self, heap: u64) -> bool {
        self.heap_breaks_into(heap, 2) || self.heap_breaks_into(heap, 3)
    }

    /// Whether a heap of `heap` has any move (the rules of [`Game::moves`]).
    fn heap_has_move(&self, heap: u64) -> bool {
        self.heap_breaks(heap)
            || (1..=self.code.last_take()).any(|k| {
                let (d, k) = (self.code.digit(k), k as u64);
                (d & 1 != 0 && heap == k) || (d & 2 != 0 && heap > k)
            })
    }

    /// The XOR of the piles' values; `None` when a pile is past the table.
    fn sum(&self, piles: &[u64]) -> Option<u16> {
        piles
            .iter()
            .try_fold(0, |x, &p| self.grundy_of(p).map(|g| x ^ g))
    }
}

impl<T: AsRef<[u16]> + AsMut<[u16]>> Game for Octal<T> {
    type Position = Piles;
    type Move = OctalMove;
    type Unknown = Infallible;
    type ValueError = GrundyError;

    fn moves<'a>(&'a self, position: &'a Piles) -> impl Iterator<Item = OctalMove> + 'a {
        OctalMoves {
            game: self,
            piles: position.as_slice(),
            target: None,
            pile: 0,
            heap: None,
        }
    }

    /// [`IllegalMove::TooManyPiles`] in a position of [`crate::piles::MAX_PILES`] heaps where some
    /// heap can be broken in two: those moves are legal but cannot be held.
    fn unlisted(&self, position: &Piles) -> Option<IllegalMove> {
        // A break into two needs room for one more pile, into three for two more.
        let room = crate::piles::MAX_PILES.saturating_sub(position.len());
        let heaps = position.as_slice();
        let missing = (room < 1 && heaps.iter().any(|&h| self.heap_breaks_into(h, 2)))
            || (room < 2 && heaps.iter().any(|&h| self.heap_breaks_into(h, 3)));
        missing.then_some(IllegalMove::TooManyPiles)
    }

    fn play(&self, mut position: Piles, mv: OctalMove) -> Result<Piles, PlayError<Piles>> {
        let piles = position.len();
        let heaps = mv.heaps_left();
        let held = mv.left.iter().map(|&h| u128::from(h)).sum::<u128>();
        let reason = match position.get(mv.pile) {
            None => IllegalMove::NoSuchPile {
                index: mv.pile,
                piles,
            },
            Some(_) if mv.take == 0 && self.code.digit(0) == 0 => IllegalMove::TakesNothing,
            Some(size) if mv.take > size => IllegalMove::NotEnoughStones {
                take: mv.take,
                available: size,
            },
            Some(_) if !self.code.allows(mv.take, heaps) => IllegalMove::NotInCode {
                take: mv.take,
                heaps,
            },
            Some(size) if u128::from(mv.take) + held != u128::from(size) => {
                IllegalMove::HeapsLeft {
                    expected: size - mv.take,
                }
            }
            Some(size)
                if self.grundys && heaps == 2 && size % 2 == 0 && {
                    let mut parts = mv.left.iter().filter(|&&h| h > 0);
                    parts.next() == parts.next()
                } =>
            {
                IllegalMove::EqualHeaps { size: size / 2 }
            }
            Some(_) if piles + heaps.saturating_sub(1) > crate::piles::MAX_PILES => {
                IllegalMove::TooManyPiles
            }
            Some(_) => {
                let mut parts = mv.left.into_iter().filter(|&h| h > 0);
                if let Some(slot) = position.get_mut(mv.pile) {
                    *slot = parts.next().unwrap_or(0);
                }
                for (i, h) in parts.enumerate() {
                    // Room was checked above; `insert` reports failure all the same.
                    if !position.insert(mv.pile + 1 + i, h) {
                        return Err(PlayError {
                            position,
                            reason: IllegalMove::TooManyPiles,
                        });
                    }
                }
                return Ok(position);
            }
        };
        Err(PlayError { position, reason })
    }

    /// Exact for every position [`FromNumbers::position`] accepts. A position built otherwise with
    /// a heap past [`Octal::max_heap`] has no known value: it is reported as `N` (and
    /// [`Game::grundy`] says why).
    fn try_outcome(&self, position: &Piles) -> Result<Outcome, Infallible> {
        Ok({
            match self.sum(position.as_slice()) {
                Some(x) => Outcome::from_grundy(Nimber::from(x)),
                None => Outcome::N,
            }
        })
    }

    /// # Errors
    /// [`GrundyError::NoFormula`] for a heap past [`Octal::max_heap`] (a position
    /// [`FromNumbers::position`] refuses).
    fn grundy(&self, position: &Piles) -> Result<Nimber, GrundyError> {
        let piles = position.as_slice();
        self.sum(piles).map(Nimber::from).ok_or_else(|| {
            let largest = piles.iter().copied().max().unwrap_or(0);
            GrundyError::NoFormula {
                needed: largest.saturating_add(1),
                capacity: self.filled as u64,
            }
        })
    }

    fn winning_moves<'a>(&'a self, position: &'a Piles) -> impl Iterator<Item = OctalMove> + 'a {
        self.moves_to_value(position, 0)
    }

    /// Exact: a move is listed exactly when it is legal and its result has that value. A
    /// heap of `n` has about `n/2` ways to be broken; for a huge heap of a periodic game the
    /// search stops as soon as a full period of breaks has none (those repeat), so the
    /// first move comes quickly, but the list itself may be astronomically long: take what
    /// you need.
    ///
    /// # Errors
    /// [`GrundyError::NoFormula`] for a heap past [`Octal::max_heap`] (a position
    /// [`FromNumbers::position`] refuses).
    fn moves_to<'a>(
        &'a self,
        position: &'a Piles,
        value: Nimber,
    ) -> Result<impl Iterator<Item = OctalMove> + 'a, GrundyError> {
        let value = value.get();
        self.grundy(position)?;
        Ok(self.moves_to_value(position, value))
    }

    /// The heaps that have a move, sorted: a heap with no move (empty, or a heap of 1 in a
    /// game that only breaks) changes no move list, so the game tree without it is the same.
    /// That keeps a search's positions short, far from [`crate::piles::MAX_PILES`].
    fn canonical(&self, position: &Piles) -> Piles {
        position.sorted_where(|h| self.heap_has_move(h))
    }

    /// A random pile with a move, a random kind of move for it (take `k`, leaving none, one
    /// or two heaps), then a random break.
    fn random_move<R: rand_core::Rng + ?Sized>(
        &self,
        position: &Piles,
        rng: &mut R,
    ) -> Option<OctalMove> {
        let piles = position.as_slice();
        let start = usize::try_from(crate::rng::below(rng, piles.len() as u64)).unwrap_or(0);
        let t = self.code.last_take() as u64;
        // A break into two needs room for one more pile, into three for two more.
        let room = crate::piles::MAX_PILES.saturating_sub(piles.len());
        // In Grundy's game a break into two must leave two different heaps: at least 3.
        let least_two = 2 + u64::from(self.grundys);
        // The kinds of move a heap of `h` has: (take, heaps left).
        let kinds = move |h: u64| {
            (0..=t).flat_map(move |k| {
                let d = usize::try_from(k).map_or(0, |k| self.code.digit(k));
                [
                    (d & 1 != 0 && k > 0 && h == k).then_some((k, 0)),
                    (d & 2 != 0 && k > 0 && h > k).then_some((k, 1)),
                    (d & 4 != 0 && room >= 1 && h >= k.saturating_add(least_two)).then_some((k, 2)),
                    (d & 8 != 0 && room >= 2 && h >= k.saturating_add(3)).then_some((k, 3)),
                ]
                .into_iter()
                .flatten()
            })
        };
        (0..piles.len())
            .map(|i| (start + i) % piles.len())
            .find_map(|pile| {
                let h = *piles.get(pile)?;
                let count = kinds(h).count() as u64;
                let pick = crate::rng::below(rng, count);
                let (take, heaps) = kinds(h).nth(usize::try_from(pick).ok()?)?;
                let rest = h - take;
                let left = match heaps {
                    0 => [0, 0, 0],
                    1 => [rest, 0, 0],
                    2 => {
                        let half = (rest - u64::from(self.grundys)) / 2;
                        let a = 1 + crate::rng::below(rng, half);
                        [a, rest - a, 0]
                    }
                    _ => {
                        let a = 1 + crate::rng::below(rng, rest / 3);
                        let b = a + crate::rng::below(rng, (rest - a) / 2 - a + 1);
                        [a, b, rest - a - b]
                    }
                };
                Some(OctalMove { pile, take, left })
            })
    }
}
impl<T: AsRef<[u16]> + AsMut<[u16]>> Octal<T> {
    /// Which of the games this is.
    pub fn kind(&self) -> GameKind {
        GameKind::Octal
    }
}

impl<T: AsRef<[u16]> + AsMut<[u16]>> FromNumbers for Octal<T> {
    /// # Errors
    /// [`PositionError::TooManyPiles`], or [`PositionError::PileTooLarge`] for a heap past
    /// [`Octal::max_heap`] when no period was certified.
    fn position(&self, numbers: &[u64]) -> Result<Piles, PositionError> {
        let piles = Piles::new(numbers)?;
        let max = self.max_heap();
        if let Some((index, &size)) = numbers.iter().enumerate().find(|&(_, &h)| h > max) {
            return Err(PositionError::PileTooLarge { index, size, max });
        }
        Ok(piles)
    }

    fn numbers<'p>(&self, position: &'p Piles) -> &'p [u64] {
        position.as_slice()
    }
}
