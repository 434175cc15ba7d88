//! The values of Set Nim's heaps one after another, as a table grows: what a long table or
//! an explorer reads.

use super::{SubtractionSet, first_length};
use crate::capacity::MAX_SET_SIZE;
use crate::engine::sg::{Period, certified_period};
use crate::error::SetNimError;

/// The Grundy values of Set Nim piles asked for one at a time, for a stream of piles whose
/// largest is not known in advance (a judge's input): the plain table grows as larger piles
/// are asked for; a pile past the table's end gets its value from a certified period of the
/// elements up to that pile.
///
/// Memory is the caller's table, whatever the number of piles asked for.
///
/// ```
/// use grundy::set_nim::{SetNimValues, SubtractionSet};
///
/// let mut values = SetNimValues::new(SubtractionSet::new(&[2, 5, 7])?, vec![0u8; 1 << 12]);
/// assert_eq!(values.value(7)?, 3); // mex{g(5), g(2), g(0)} = mex{2, 1, 0}
/// assert_eq!(values.value(u64::MAX)?, values.value(u64::MAX % 22)?);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct SetNimValues<T, const K: usize = MAX_SET_SIZE> {
    set: SubtractionSet<K>,
    table: T,
    /// How many values of the plain table are filled.
    filled: usize,
    /// The last period certified: the reach it was certified for, the period, and the
    /// largest pile it serves.
    period: Option<(u64, Period, u64)>,
    /// The work allowed and the work done, in table cells times elements of the set.
    budget: u64,
    spent: u64,
}

impl<T: AsRef<[u8]> + AsMut<[u8]>, const K: usize> SetNimValues<T, K> {
    /// Values of `set`, computed in `table` (its length is the capacity).
    pub fn new(set: SubtractionSet<K>, table: T) -> Self {
        Self::with_budget(set, table, u64::MAX)
    }

    /// Values of `set` computed in `table`, doing at most `budget` units of work: a table
    /// cell costs one unit per element of S (what the plain mex reads; the windowed fill
    /// of small sets costs less). A front end that must answer within a time sets the
    /// budget from its machine's speed; past it, [`SetNimValues::value`] refuses at once
    /// rather than after the work.
    pub fn with_budget(set: SubtractionSet<K>, table: T, budget: u64) -> Self {
        Self {
            set,
            table,
            filled: 0,
            period: None,
            budget,
            spent: 0,
        }
    }

    /// Fills the table up to `len` cells, within the budget.
    fn fill_to(&mut self, len: usize, heap: u64) -> Result<(), SetNimError> {
        if len <= self.filled {
            return Ok(());
        }
        let cost = ((len - self.filled) as u64).saturating_mul(self.set.as_slice().len() as u64);
        let work = self.spent.saturating_add(cost);
        if work > self.budget {
            return Err(SetNimError::WorkLimit {
                heap,
                work,
                budget: self.budget,
            });
        }
        let capacity = self.table.as_ref().len();
        let beyond = SetNimError::HeapBeyondTable { heap, capacity };
        let table = self.table.as_mut().get_mut(..len).ok_or(beyond)?;
        self.set
            .fill_table_from(table, self.filled)
            .map_err(|_| beyond)?;
        self.filled = len;
        self.spent = work;
        Ok(())
    }

    /// The subtraction set.
    pub fn set(&self) -> &SubtractionSet<K> {
        &self.set
    }

    /// The Grundy value of the piles `heaps` together, the XOR of theirs (the
    /// Sprague–Grundy theorem), streamed: no pile is kept. It stops at the first pile whose
    /// value cannot be computed, so a parser reading the piles knows which one it was.
    ///
    /// ```
    /// use grundy::set_nim::{SetNimValues, SubtractionSet};
    ///
    /// // S = {2, 5}: g(2) = 1, g(4) = 0, g(7) = 0.
    /// let mut values = SetNimValues::new(SubtractionSet::new(&[2, 5])?, vec![0u8; 64]);
    /// assert_eq!(values.grundy_sum([2, 4, 7])?, 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// As [`SetNimValues::value`].
    pub fn grundy_sum(&mut self, heaps: impl IntoIterator<Item = u64>) -> Result<u8, SetNimError> {
        let mut sum = 0;
        for heap in heaps {
            sum ^= self.value(heap)?;
        }
        Ok(sum)
    }

    /// The Grundy value of a pile of `heap`.
    ///
    /// # Errors
    /// [`SetNimError::HeapBeyondTable`] when `heap` is past the table and no period of the
    /// elements up to `heap` is certified within it.
    pub fn value(&mut self, heap: u64) -> Result<u8, SetNimError> {
        let capacity = self.table.as_ref().len();
        let beyond = SetNimError::HeapBeyondTable { heap, capacity };
        if let Ok(h) = usize::try_from(heap)
            && h < capacity
        {
            if h >= self.filled {
                // Grow by doubling, so that n piles in increasing order cost O(largest);
                // within the budget, no further than the pile itself.
                let len = (h + 1).max(self.filled.saturating_mul(2)).min(capacity);
                if self.fill_to(len, heap).is_err() {
                    self.fill_to(h + 1, heap)?;
                }
            }
            return self.table.as_ref().get(h).copied().ok_or(beyond);
        }
        // Past the table. Every pile the table holds is below `heap`, so the elements up to
        // `heap` (S') play there exactly as S does: the table is S' 's table too.
        let (restricted, left_out) = self.set.up_to(heap);
        let reach = restricted.reach();
        let period = match self.period {
            Some((r, period, limit)) if r == reach && heap <= limit => period,
            _ => {
                // Doubling prefixes, as `SetNim::with_table` searches.
                let mut len = first_length(reach, capacity).max(self.filled);
                let period = loop {
                    self.fill_to(len, heap)?;
                    let prefix = self.table.as_ref().get(..len).ok_or(beyond)?;
                    if let Some(period) = certified_period(prefix, reach) {
                        break period;
                    }
                    if len == capacity {
                        return Err(beyond);
                    }
                    len = len.saturating_mul(2).min(capacity);
                };
                let limit = left_out.map_or(u64::MAX, |s| s - 1);
                self.period = Some((reach, period, limit));
                period
            }
        };
        self.table
            .as_ref()
            .get(period.index(heap))
            .copied()
            .ok_or(beyond)
    }
}
