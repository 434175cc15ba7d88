//! Set Nim (subtraction games): take a number of stones in a fixed set S from one pile.

use core::convert::Infallible;

use crate::engine::sg::{Period, certified_period};
use crate::error::{GrundyError, IllegalMove, PlayError, PositionError, SetNimError};
use crate::game::{FromNumbers, Game, GameKind, Outcome, Take};
use crate::nimber::Nimber;
use crate::piles::Piles;
use crate::piles::{per_pile, random_take, take_from};

mod set_values;
mod subtraction_set;

pub use set_values::SetNimValues;
pub use subtraction_set::{SetBuilder, SubtractionSet};

pub use crate::capacity::MAX_SET_SIZE;

/// Cells in the table of [`SetNim::new`]: 1 KiB, enough for the judge's sets with small
/// elements; larger reaches take [`SetNim::with_table`] and a bigger buffer.
pub const DEFAULT_TABLE: usize = 1024;

/// The rules of Set Nim (AcWing 893): a move takes s ∈ S stones from one pile.
///
/// A pile's Grundy sequence is eventually periodic (the values are at most |S|, and a window
/// of max(S) values determines the rest). [`SetNim::with_table`] finds the preperiod and
/// period and certifies them (see [`crate::engine::sg::certified_period`]), so every pile up to
/// `u64::MAX` gets its exact value from the first `preperiod + period` values.
/// [`SetNim::for_heaps`] serves positions whose piles are bounded (a front end that knows
/// its start position): it needs no period when a plain table of the values up to the
/// largest pile fits, and ignores elements larger than every pile. The table is the
/// caller's storage `T`: a `[u8; N]` for no allocation, a `Vec<u8>` for large ones.
///
/// ```
/// use grundy::{FromNumbers, Game, Outcome, SetNim};
/// use grundy::set_nim::SubtractionSet;
///
/// let game = SetNim::new(SubtractionSet::new(&[2, 5])?)?;
/// assert_eq!(game.outcome(&game.position(&[2, 4, 7])?), Outcome::N);
/// let period = game.period().ok_or("no period")?;
/// assert_eq!((period.preperiod(), period.period()), (0, 7));
/// assert_eq!(game.grundy_of(u64::MAX), game.grundy_of(u64::MAX % 7));
///
/// // S = {10^18} on piles up to 5: no move exists, and no period is needed.
/// let far = SetNim::for_heaps(SubtractionSet::new(&[1_000_000_000_000_000_000])?, 5, [0u8; 64])?;
/// assert_eq!(far.outcome(&far.position(&[5, 3])?), Outcome::P);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetNim<T = [u8; DEFAULT_TABLE], const K: usize = MAX_SET_SIZE> {
    set: SubtractionSet<K>,
    /// The certified period of the values in `table`, or `None` for a plain table.
    period: Option<Period>,
    /// The common divisor of the elements the values were computed with
    /// ([`SetNim::for_heaps`]; 1 otherwise): `table` holds the values of that set divided by
    /// it, and pile `n` reads the cell of `n / scale`.
    scale: u64,
    /// The largest pile whose value the rules give (a position with a larger pile is
    /// refused).
    limit: u64,
    table: T,
}

impl SetNim {
    /// Set Nim with a [`DEFAULT_TABLE`]-cell table of its own.
    ///
    /// # Errors
    /// [`SetNimError::NoPeriodWithin`] when no period is certified within the table.
    pub fn new(set: SubtractionSet) -> Result<Self, SetNimError> {
        Self::with_table(set, [0; DEFAULT_TABLE])
    }
}

/// The first table length a period search tries: a few windows of the set's reach.
fn first_length(reach: u64, capacity: usize) -> usize {
    usize::try_from(reach)
        .unwrap_or(usize::MAX)
        .saturating_mul(4)
        .max(64)
        .min(capacity)
}

impl<T: AsRef<[u8]> + AsMut<[u8]>, const K: usize> SetNim<T, K> {
    /// Set Nim computing in `table`, whose length is the capacity: the period is certified
    /// once `preperiod + period + max(S)` values fit. The table grows by doubling from a
    /// small prefix, so a short period costs little however large the table. Every pile up
    /// to `u64::MAX` gets its value.
    ///
    /// # Errors
    /// [`SetNimError::NoPeriodWithin`] when no period is certified within the table.
    pub fn with_table(set: SubtractionSet<K>, table: T) -> Result<Self, SetNimError> {
        Self::with_table_within(set, table, u64::MAX)
    }

    /// [`SetNim::with_table`] doing at most `budget` units of work (table cells times
    /// elements of the set, as [`SetNimValues::with_budget`] counts): a front end that must
    /// answer within a time sets it from its machine's speed, and a set that would need more
    /// is refused before the work, not after.
    ///
    /// # Errors
    /// As [`SetNim::with_table`], and [`SetNimError::WorkLimit`] past the budget.
    pub fn with_table_within(
        set: SubtractionSet<K>,
        mut table: T,
        budget: u64,
    ) -> Result<Self, SetNimError> {
        let capacity = table.as_ref().len();
        match search(&set, &mut table, u64::MAX, budget)? {
            Found::Period(period) => Ok(Self {
                set,
                period: Some(period),
                scale: 1,
                limit: u64::MAX,
                table,
            }),
            Found::Plain(_) | Found::Nothing => Err(SetNimError::NoPeriodWithin { capacity }),
        }
    }

    /// Set Nim for positions whose piles are at most `max_heap`, computing in `table`.
    ///
    /// Elements larger than `max_heap` are never a legal take on such piles, so the values
    /// are those of the smaller set S' of the other elements, which agree with S's values on
    /// every pile below the smallest element left out. The rules then give the value of
    /// every pile up to `limit()`: with a period of S' certified within the table (searched
    /// by doubling, as [`SetNim::with_table`] does), every pile below that smallest element
    /// left out (every pile, when none is); without one, the piles the plain table holds,
    /// at least up to `max_heap`.
    ///
    /// # Errors
    /// [`SetNimError::HeapBeyondTable`] when no period of S' is certified within the table and
    /// `max_heap` is past its end.
    pub fn for_heaps(set: SubtractionSet<K>, max_heap: u64, table: T) -> Result<Self, SetNimError> {
        Self::for_heaps_within(set, max_heap, table, u64::MAX)
    }

    /// [`SetNim::for_heaps`] within a budget of work, as [`SetNim::with_table_within`].
    ///
    /// # Errors
    /// As [`SetNim::for_heaps`], and [`SetNimError::WorkLimit`] past the budget.
    pub fn for_heaps_within(
        set: SubtractionSet<K>,
        max_heap: u64,
        mut table: T,
        budget: u64,
    ) -> Result<Self, SetNimError> {
        let capacity = table.as_ref().len();
        let (mut restricted, left_out) = set.up_to(max_heap);
        let below_left_out = left_out.map_or(u64::MAX, |s| s - 1);
        // A set whose elements share a divisor d plays as the set divided by d on ⌊n/d⌋:
        // S = {10^18} needs the two values of {1}, not a table of 10^18.
        let scale = restricted.divide_by_gcd();
        let (period, limit) = match search(&restricted, &mut table, max_heap / scale, budget)? {
            Found::Period(period) => (Some(period), below_left_out),
            // Divided piles up to len − 1: piles below len × scale.
            Found::Plain(len) => (
                None,
                (len as u64)
                    .saturating_mul(scale)
                    .saturating_sub(1)
                    .min(below_left_out),
            ),
            Found::Nothing => {
                return Err(SetNimError::HeapBeyondTable {
                    heap: max_heap,
                    capacity,
                });
            }
        };
        Ok(Self {
            set,
            period,
            scale,
            limit,
            table,
        })
    }

    /// The subtraction set.
    pub fn set(&self) -> &SubtractionSet<K> {
        &self.set
    }

    /// The certified preperiod and period of the Grundy sequence, or `None` when the rules
    /// were built by [`SetNim::for_heaps`] on a plain table.
    ///
    /// For rules computed with a common divisor d > 1 of the elements (see
    /// [`SetNim::for_heaps`]), the period is d times that of the divided set (whose values
    /// are never eventually constant, so it is the least one), given only when it fits the
    /// table, as every other period: S = {10^18} has period 2 × 10^18 and no `Period` here,
    /// though [`SetNim::grundy_of`] answers every pile.
    pub fn period(&self) -> Option<Period> {
        let period = self.period?;
        if self.scale == 1 {
            return Some(period);
        }
        let scale = usize::try_from(self.scale).ok()?;
        let scaled = Period::new(
            period.preperiod().checked_mul(scale)?,
            period.period().checked_mul(scale)?,
        )?;
        let cells = scaled.preperiod().checked_add(scaled.period())?;
        (cells <= self.table.as_ref().len()).then_some(scaled)
    }

    /// The certified period when it is the period of the whole game, giving every pile up
    /// to `u64::MAX` its value; `None` for a plain table, and for the period of a smaller
    /// set that [`SetNim::for_heaps`] certified (valid only below the set's smallest element
    /// left out).
    pub fn whole_period(&self) -> Option<Period> {
        self.period().filter(|_| self.limit == u64::MAX)
    }

    /// The largest pile whose value these rules give: `u64::MAX` with a certified period of
    /// the whole set. (The same name and meaning as `Octal::max_heap` and
    /// `GrundysGame::max_heap`.)
    pub fn max_heap(&self) -> u64 {
        self.limit
    }

    /// The Grundy value of one pile of `stones`, exact; `None` past [`SetNim::max_heap`].
    pub fn grundy_of(&self, stones: u64) -> Option<u8> {
        if stones > self.limit {
            return None;
        }
        let stones = if self.scale > 1 {
            stones / self.scale
        } else {
            stones
        };
        let index = match self.period {
            Some(period) => period.index(stones),
            None => usize::try_from(stones).ok()?,
        };
        self.table.as_ref().get(index).copied()
    }

    /// The value of a pile of a valid position (every pile is within the limit).
    fn value(&self, stones: u64) -> u8 {
        self.grundy_of(stones).unwrap_or(0)
    }

    fn sum(&self, piles: &Piles) -> u8 {
        piles.as_slice().iter().fold(0, |x, &p| x ^ self.value(p))
    }
}

/// What a search of a table found.
enum Found {
    /// A certified period.
    Period(Period),
    /// No period, but a plain table of this many values reaching past the largest pile.
    Plain(usize),
    /// Neither.
    Nothing,
}

/// Fills `table` by doubling prefixes with the values of `set` and looks for a certified
/// period in each; stops with the plain prefix once it covers `max_heap` with no period.
/// Each prefix is paid for before it is filled (its new cells times |S|, the plain mex's
/// reads): past `budget` the search stops at once with [`SetNimError::WorkLimit`].
fn search<T: AsMut<[u8]>, const K: usize>(
    set: &SubtractionSet<K>,
    table: &mut T,
    max_heap: u64,
    budget: u64,
) -> Result<Found, SetNimError> {
    let table = table.as_mut();
    let capacity = table.len();
    let mut len = first_length(set.reach(), capacity);
    let mut filled = 0;
    let mut spent: u64 = 0;
    let elements = set.as_slice().len() as u64;
    while let Some(prefix) = table.get_mut(..len) {
        let work = spent.saturating_add(((len - filled) as u64).saturating_mul(elements));
        if work > budget {
            return Err(SetNimError::WorkLimit {
                heap: max_heap,
                work,
                budget,
            });
        }
        spent = work;
        if set.fill_table_from(prefix, filled).is_err() {
            return Ok(Found::Nothing);
        }
        filled = len;
        if let Some(period) = certified_period(prefix, set.reach()) {
            return Ok(Found::Period(period));
        }
        if len > 0 && (len - 1) as u64 >= max_heap {
            return Ok(Found::Plain(len));
        }
        if len == capacity {
            break;
        }
        len = len.saturating_mul(2).min(capacity);
    }
    Ok(Found::Nothing)
}

impl<T: AsRef<[u8]> + AsMut<[u8]>, const K: usize> Game for SetNim<T, K> {
    type Position = Piles;
    type Move = Take;
    type Unknown = Infallible;
    type ValueError = GrundyError;

    fn moves<'a>(&'a self, position: &'a Piles) -> impl Iterator<Item = Take> + 'a {
        position
            .as_slice()
            .iter()
            .enumerate()
            .flat_map(move |(pile, &size)| {
                self.set
                    .as_slice()
                    .iter()
                    .take_while(move |&&s| s <= size)
                    .map(move |&count| Take { pile, count })
            })
    }

    fn play(&self, position: Piles, mv: Take) -> Result<Piles, PlayError<Piles>> {
        if position.get(mv.pile).is_some() && mv.count != 0 && !self.set.contains(mv.count) {
            return Err(PlayError {
                position,
                reason: IllegalMove::NotInSet { take: mv.count },
            });
        }
        take_from(position, mv)
    }

    fn is_terminal(&self, position: &Piles) -> bool {
        let smallest = self.set.as_slice().first().copied().unwrap_or(u64::MAX);
        position.as_slice().iter().all(|&p| p < smallest)
    }

    fn try_outcome(&self, position: &Piles) -> Result<Outcome, Infallible> {
        Ok(Outcome::from_grundy(Nimber::from(self.sum(position))))
    }

    fn grundy(&self, position: &Piles) -> Result<Nimber, GrundyError> {
        Ok(Nimber::from(self.sum(position)))
    }

    fn winning_moves<'a>(&'a self, position: &'a Piles) -> impl Iterator<Item = Take> + 'a {
        self.moves_to_value(position, 0)
    }

    fn moves_to<'a>(
        &'a self,
        position: &'a Piles,
        value: Nimber,
    ) -> Result<impl Iterator<Item = Take> + 'a, GrundyError> {
        let value = value.get();
        Ok(self.moves_to_value(position, value))
    }

    fn canonical(&self, position: &Piles) -> Piles {
        position.sorted_nonempty()
    }

    fn random_move<R: rand_core::Rng + ?Sized>(
        &self,
        position: &Piles,
        rng: &mut R,
    ) -> Option<Take> {
        let set = self.set.as_slice();
        random_take(position, rng, |size, rng| {
            let fitting = set.iter().take_while(|&&s| s <= size).count();
            let pick = usize::try_from(crate::rng::below(rng, fitting as u64)).unwrap_or(0);
            if fitting == 0 {
                0
            } else {
                set.get(pick).copied().unwrap_or(0)
            }
        })
    }
}
impl<T: AsRef<[u8]> + AsMut<[u8]>, const K: usize> SetNim<T, K> {
    /// Which of the games this is.
    pub fn kind(&self) -> GameKind {
        GameKind::SetNim
    }
}

impl<T: AsRef<[u8]> + AsMut<[u8]>, const K: usize> FromNumbers for SetNim<T, K> {
    fn position(&self, numbers: &[u64]) -> Result<Piles, PositionError> {
        if let Some((index, &size)) = numbers.iter().enumerate().find(|&(_, &p)| p > self.limit) {
            return Err(PositionError::PileTooLarge {
                index,
                size,
                max: self.limit,
            });
        }
        Piles::new(numbers)
    }

    fn numbers<'p>(&self, position: &'p Piles) -> &'p [u64] {
        position.as_slice()
    }
}

impl<T: AsRef<[u8]> + AsMut<[u8]>, const K: usize> SetNim<T, K> {
    /// Every move to a position of value `value`: in each pile, every take s ∈ S with
    /// g(size − s) = g(size) ⊕ X ⊕ value, X the value of the whole position.
    fn moves_to_value<'a>(
        &'a self,
        position: &'a Piles,
        value: u128,
    ) -> impl Iterator<Item = Take> + 'a {
        let sum = self.sum(position);
        // Values are bytes: a larger target is never reached.
        let want = u8::try_from(value).ok().map(|v| v ^ sum);
        let set = self.set.as_slice();
        per_pile(position.as_slice(), move |pile, size, i| {
            let want = want?;
            // The set is sorted: its elements up to the pile's size, in order.
            let count = *set.get(usize::try_from(i).ok()?)?;
            (count <= size).then(|| {
                (self.value(size - count) == self.value(size) ^ want)
                    .then_some(Take { pile, count })
            })
        })
    }
}
