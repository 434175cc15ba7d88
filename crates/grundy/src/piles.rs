//! A row of piles: the position of Nim, Set Nim and Split Nim, and Staircase Nim's steps.

use core::fmt;

use heapless::Vec;

use crate::error::{IllegalMove, PlayError, PositionError};
use crate::game::Take;

pub use crate::capacity::MAX_PILES;

/// Pile sizes in order, at most [`MAX_PILES`] of them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piles {
    piles: Vec<u64, MAX_PILES>,
}

impl Piles {
    /// The piles `sizes`, in order.
    ///
    /// # Errors
    /// [`PositionError::TooManyPiles`] past [`MAX_PILES`].
    pub fn new(sizes: &[u64]) -> Result<Self, PositionError> {
        let piles = Vec::from_slice(sizes).map_err(|_| PositionError::TooManyPiles {
            given: sizes.len(),
            capacity: MAX_PILES,
        })?;
        Ok(Self { piles })
    }

    /// The sizes, in order.
    pub fn as_slice(&self) -> &[u64] {
        &self.piles
    }

    /// How many piles.
    pub fn len(&self) -> usize {
        self.piles.len()
    }

    /// Whether there is no pile at all.
    pub fn is_empty(&self) -> bool {
        self.piles.is_empty()
    }

    /// The size of pile `index` (0-based), if it exists.
    pub fn get(&self, index: usize) -> Option<u64> {
        self.piles.get(index).copied()
    }

    /// The total number of stones, if it fits in `u64`.
    pub fn total(&self) -> Option<u64> {
        self.piles
            .iter()
            .try_fold(0u64, |sum, &p| sum.checked_add(p))
    }

    /// The same piles without the empty ones, in ascending order: the canonical form of a
    /// position of a game where empty piles and the order of piles do not matter.
    pub fn sorted_nonempty(&self) -> Self {
        let mut piles: Vec<u64, MAX_PILES> =
            self.piles.iter().copied().filter(|&p| p > 0).collect();
        piles.sort_unstable();
        Self { piles }
    }

    /// The piles for which `keep` holds, sorted.
    pub(crate) fn sorted_where(&self, keep: impl Fn(u64) -> bool) -> Self {
        let mut piles: Vec<u64, MAX_PILES> =
            self.piles.iter().copied().filter(|&p| keep(p)).collect();
        piles.sort_unstable();
        Self { piles }
    }

    pub(crate) fn get_mut(&mut self, index: usize) -> Option<&mut u64> {
        self.piles.get_mut(index)
    }

    /// Inserts `size` at `index`; `false` (nothing changed) when full or out of range.
    pub(crate) fn insert(&mut self, index: usize, size: u64) -> bool {
        index <= self.piles.len() && self.piles.insert(index, size).is_ok()
    }

    pub(crate) fn remove(&mut self, index: usize) -> Option<u64> {
        (index < self.piles.len()).then(|| self.piles.remove(index))
    }
}

impl fmt::Display for Piles {
    /// The sizes separated by spaces, e.g. `3 4 5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.piles.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

/// The moves `step` finds, pile by pile: the one small iterator behind the move lists of
/// the games played on a row of piles, instead of a chain of iterator adapters per game
/// (which a 16 KiB chip pays for in flash, once per game).
///
/// `step(pile, size, i)` is asked for `i` = 0, 1, 2, … on each pile in turn: `Some(Some(mv))`
/// yields `mv`, `Some(None)` yields nothing and goes on with `i + 1`, `None` ends the pile.
pub(crate) fn per_pile<M>(
    piles: &[u64],
    mut step: impl FnMut(usize, u64, u64) -> Option<Option<M>>,
) -> impl Iterator<Item = M> {
    let (mut pile, mut i) = (0, 0);
    core::iter::from_fn(move || {
        while let Some(&size) = piles.get(pile) {
            match step(pile, size, i) {
                Some(found) => {
                    i += 1;
                    if found.is_some() {
                        return found;
                    }
                }
                None => (pile, i) = (pile + 1, 0),
            }
        }
        None
    })
}

/// Every `Take` from every pile, lazily: pile by pile, one stone first.
pub(crate) fn take_moves(position: &Piles) -> impl Iterator<Item = Take> + '_ {
    position
        .as_slice()
        .iter()
        .enumerate()
        .flat_map(|(pile, &size)| (1..=size).map(move |count| Take { pile, count }))
}

/// Plays a `Take` with the checks every take game shares (pile exists, 1 ≤ count ≤ size).
pub(crate) fn take_from(mut position: Piles, mv: Take) -> Result<Piles, PlayError<Piles>> {
    let piles = position.len();
    let reason = match position.get_mut(mv.pile) {
        None => IllegalMove::NoSuchPile {
            index: mv.pile,
            piles,
        },
        Some(_) if mv.count == 0 => IllegalMove::TakesNothing,
        Some(size) => match size.checked_sub(mv.count) {
            Some(left) => {
                *size = left;
                return Ok(position);
            }
            None => IllegalMove::NotEnoughStones {
                take: mv.count,
                available: *size,
            },
        },
    };
    Err(PlayError { position, reason })
}

/// A random non-empty pile, then a count from `count(size, rng)`; `None` when no pile has
/// a move (`count` must return a legal count for a non-empty pile, or 0 for none).
pub(crate) fn random_take<R: rand_core::Rng + ?Sized>(
    position: &Piles,
    rng: &mut R,
    mut count: impl FnMut(u64, &mut R) -> u64,
) -> Option<Take> {
    let piles = position.as_slice();
    let start = usize::try_from(crate::rng::below(rng, piles.len() as u64)).unwrap_or(0);
    (0..piles.len())
        .map(|i| (start + i) % piles.len())
        .find_map(|pile| {
            let size = *piles.get(pile)?;
            if size == 0 {
                return None;
            }
            let c = count(size, rng);
            (c > 0).then_some(Take { pile, count: c })
        })
}
