//! Set Nim (subtraction games): take a number of stones in a fixed set S from one pile.

use core::fmt;

use heapless::Vec;

use crate::sg::{Period, TableError, certified_period};
use crate::{
    Game, GameKind, GrundyError, IllegalMove, Outcome, Piles, PlayError, PositionError, RulesError,
    SplitMix64, Take,
};

/// How many distinct elements a subtraction set holds.
///
/// The judge problem (AcWing 893) has at most 100; 128 keeps every Grundy value, which is at
/// most |S|, within a `u8` table cell.
pub const MAX_SET_SIZE: usize = 128;

/// Cells in the table of [`SetNim::new`]: 1 KiB, enough for the judge's sets with small
/// elements; larger reaches take [`SetNim::with_table`] and a bigger buffer.
pub const DEFAULT_TABLE: usize = 1024;

/// A subtraction set: distinct positive numbers, kept sorted, at most `K` of them.
///
/// `K` defaults to [`MAX_SET_SIZE`] (1 KiB of `u64`); a front end that knows its sets are
/// small picks a smaller capacity with [`SubtractionSet::from_slice`] (the firmware keeps 8,
/// 68 bytes, on a chip with 4 KiB of RAM). `K` is at most [`MAX_SET_SIZE`], so that every
/// Grundy value, at most |S|, fits a `u8` table cell.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SubtractionSet<const K: usize = MAX_SET_SIZE> {
    elements: Vec<u64, K>,
}

impl SubtractionSet {
    /// The set of `elements`, at most [`MAX_SET_SIZE`] of them; duplicates count once,
    /// order does not matter.
    ///
    /// # Errors
    /// [`RulesError::EmptySet`], [`RulesError::ZeroInSet`] or [`RulesError::SetTooLarge`].
    pub fn new(elements: &[u64]) -> Result<Self, RulesError> {
        Self::from_slice(elements)
    }
}

impl<const K: usize> SubtractionSet<K> {
    /// The set of `elements` with capacity `K`; duplicates count once, order does not matter.
    ///
    /// ```
    /// use grundy::SubtractionSet;
    ///
    /// let set = SubtractionSet::<4>::from_slice(&[7, 2, 5, 2])?;
    /// assert_eq!(set.as_slice(), [2, 5, 7]);
    /// assert!(SubtractionSet::<2>::from_slice(&[7, 2, 5]).is_err());
    /// # Ok::<(), grundy::RulesError>(())
    /// ```
    ///
    /// # Errors
    /// [`RulesError::EmptySet`], [`RulesError::ZeroInSet`] or [`RulesError::SetTooLarge`]
    /// (more than `K` distinct elements).
    pub fn from_slice(elements: &[u64]) -> Result<Self, RulesError> {
        const {
            assert!(
                K <= MAX_SET_SIZE,
                "a subtraction set holds at most MAX_SET_SIZE"
            )
        };
        if elements.is_empty() {
            return Err(RulesError::EmptySet);
        }
        if elements.contains(&0) {
            return Err(RulesError::ZeroInSet);
        }
        // Inserted in order: no sort (a sort is 5 KiB of a small chip's flash).
        let mut set = Vec::<u64, K>::new();
        for &s in elements {
            if let Err(at) = set.binary_search(&s)
                && set.insert(at, s).is_err()
            {
                return Err(RulesError::SetTooLarge { capacity: K });
            }
        }
        Ok(Self { elements: set })
    }

    /// The elements, ascending.
    pub fn as_slice(&self) -> &[u64] {
        &self.elements
    }

    /// The largest element: how far back a position's options reach.
    pub fn reach(&self) -> u64 {
        self.elements.last().copied().unwrap_or(0)
    }

    /// Whether `take` is in the set.
    pub fn contains(&self, take: u64) -> bool {
        self.elements.binary_search(&take).is_ok()
    }

    /// Continues the plain Grundy table: fills `table[start..]` given `table[..start]`.
    ///
    /// # Errors
    /// Never in practice (values are at most |S| ≤ 128), but a `TableError` is returned
    /// rather than assumed away.
    pub fn fill_table_from(&self, table: &mut [u8], start: usize) -> Result<(), TableError> {
        crate::subtraction::fill_from(self.as_slice(), table, start)
    }

    /// The plain Grundy table: `table[n]` = g(n) for every cell.
    ///
    /// # Errors
    /// See [`SubtractionSet::fill_table_from`].
    pub fn fill_table(&self, table: &mut [u8]) -> Result<(), TableError> {
        self.fill_table_from(table, 0)
    }
}

impl<const K: usize> fmt::Display for SubtractionSet<K> {
    /// `{2, 5, 7}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (i, s) in self.elements.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{s}")?;
        }
        f.write_str("}")
    }
}

/// The rules of Set Nim (AcWing 893): a move takes s ∈ S stones from one pile.
///
/// A pile's Grundy sequence is eventually periodic (the values are at most |S|, and a window
/// of max(S) values determines the rest). Building the rules finds the preperiod and period
/// and certifies them (see [`crate::sg::certified_period`]), so every pile up to
/// `u64::MAX` gets its exact value from the first `preperiod + period` values. The table is
/// the caller's storage `T`: a `[u8; N]` for no allocation, a `Vec<u8>` for large ones.
///
/// ```
/// use grundy::{Game, Outcome, SetNim, SubtractionSet};
///
/// let game = SetNim::new(SubtractionSet::new(&[2, 5])?)?;
/// assert_eq!(game.outcome(&game.position(&[2, 4, 7])?), Outcome::N);
/// assert_eq!((game.period().preperiod, game.period().period), (0, 7));
/// assert_eq!(game.grundy_of(u64::MAX), game.grundy_of(u64::MAX % 7));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetNim<T = [u8; DEFAULT_TABLE], const K: usize = MAX_SET_SIZE> {
    set: SubtractionSet<K>,
    period: Period,
    table: T,
}

impl SetNim {
    /// Set Nim with a [`DEFAULT_TABLE`]-cell table of its own.
    ///
    /// # Errors
    /// [`RulesError::NoPeriodWithin`] when no period is certified within the table.
    pub fn new(set: SubtractionSet) -> Result<Self, RulesError> {
        Self::with_table(set, [0; DEFAULT_TABLE])
    }
}

impl<T: AsRef<[u8]> + AsMut<[u8]>, const K: usize> SetNim<T, K> {
    /// Set Nim computing in `table`, whose length is the capacity: the period is certified
    /// once `preperiod + period + max(S)` values fit. The table grows by doubling from a
    /// small prefix, so a short period costs little however large the table.
    ///
    /// # Errors
    /// [`RulesError::NoPeriodWithin`] when no period is certified within the table.
    pub fn with_table(set: SubtractionSet<K>, mut table: T) -> Result<Self, RulesError> {
        let capacity = table.as_ref().len();
        let reach = usize::try_from(set.reach()).unwrap_or(usize::MAX);
        let mut len = reach.saturating_mul(4).max(64).min(capacity);
        let mut filled = 0;
        while let Some(prefix) = table.as_mut().get_mut(..len) {
            set.fill_table_from(prefix, filled)
                .map_err(|_| RulesError::NoPeriodWithin { capacity })?;
            filled = len;
            if let Some(period) = certified_period(prefix, set.reach()) {
                return Ok(Self { set, period, table });
            }
            if len == capacity {
                break;
            }
            len = len.saturating_mul(2).min(capacity);
        }
        Err(RulesError::NoPeriodWithin { capacity })
    }

    /// The subtraction set.
    pub fn set(&self) -> &SubtractionSet<K> {
        &self.set
    }

    /// The certified preperiod and period of the Grundy sequence.
    pub fn period(&self) -> Period {
        self.period
    }

    /// The Grundy value of one pile of `stones`, exact for every `u64`.
    pub fn grundy_of(&self, stones: u64) -> u8 {
        // The index is below preperiod + period, which lies inside the filled table.
        self.table
            .as_ref()
            .get(self.period.index(stones))
            .copied()
            .unwrap_or(0)
    }

    fn sum(&self, piles: &Piles) -> u8 {
        piles
            .as_slice()
            .iter()
            .fold(0, |x, &p| x ^ self.grundy_of(p))
    }
}

impl<T: AsRef<[u8]> + AsMut<[u8]>, const K: usize> Game for SetNim<T, K> {
    type Position = Piles;
    type Move = Take;

    fn kind(&self) -> GameKind {
        GameKind::SetNim
    }

    fn position(&self, numbers: &[u64]) -> Result<Piles, PositionError> {
        Piles::new(numbers)
    }

    fn numbers<'p>(&self, position: &'p Piles) -> &'p [u64] {
        position.as_slice()
    }

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
        crate::nim::take_from(position, mv)
    }

    fn is_terminal(&self, position: &Piles) -> bool {
        let smallest = self.set.as_slice().first().copied().unwrap_or(u64::MAX);
        position.as_slice().iter().all(|&p| p < smallest)
    }

    fn outcome(&self, position: &Piles) -> Outcome {
        Outcome::from_grundy(u128::from(self.sum(position)))
    }

    fn grundy(&self, position: &Piles) -> Result<u128, GrundyError> {
        Ok(u128::from(self.sum(position)))
    }

    fn winning_moves<'a>(&'a self, position: &'a Piles) -> impl Iterator<Item = Take> + 'a {
        let sum = self.sum(position);
        let set = self.set.as_slice();
        crate::piles::per_pile(position.as_slice(), move |pile, size, i| {
            // The set is sorted: its elements up to the pile's size, in order.
            let count = *set.get(i as usize)?;
            (sum != 0 && count <= size).then(|| {
                (self.grundy_of(size - count) == self.grundy_of(size) ^ sum)
                    .then_some(Take { pile, count })
            })
        })
    }

    fn random_move(&self, position: &Piles, rng: &mut SplitMix64) -> Option<Take> {
        let set = self.set.as_slice();
        crate::nim::random_take(position, rng, |size, rng| {
            let fitting = set.iter().take_while(|&&s| s <= size).count();
            let pick = usize::try_from(rng.below(fitting as u64)).unwrap_or(0);
            if fitting == 0 {
                0
            } else {
                set.get(pick).copied().unwrap_or(0)
            }
        })
    }
}
