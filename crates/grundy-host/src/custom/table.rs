//! Positions as lists of numbers, and a table that numbers them.

use std::hash::BuildHasher;

use hashbrown::HashTable;
use hashbrown::hash_table::Entry;
use rustc_hash::FxBuildHasher;

/// A list of positions, each a list of numbers, kept in one flat buffer: what a callback
/// writes its options or parts into.
///
/// ```
/// use grundy_host::custom::Positions;
///
/// let mut options = Positions::new();
/// options.push(&[1, 4]);
/// options.push_from([2, 3].map(Ok::<u64, ()>))?;
/// assert_eq!(options.len(), 2);
/// assert_eq!(options.get(1), Some(&[2, 3][..]));
/// // A number that cannot be read leaves the list as it was.
/// assert!(options.push_from([Ok(5), Err("not a number")]).is_err());
/// assert_eq!(options.iter().collect::<Vec<_>>(), [&[1, 4][..], &[2, 3][..]]);
/// # Ok::<(), ()>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Positions {
    numbers: Vec<u64>,
    ends: Vec<usize>,
}

impl Positions {
    /// An empty list.
    pub const fn new() -> Self {
        Self {
            numbers: Vec::new(),
            ends: Vec::new(),
        }
    }

    /// Empties the list, keeping its memory.
    pub fn clear(&mut self) {
        self.numbers.clear();
        self.ends.clear();
    }

    /// Appends `position`.
    pub fn push(&mut self, position: &[u64]) {
        // Positions of one or two numbers (a heap, a split) are the commonest: pushed as
        // numbers, not copied as a slice (a call to `memcpy` for a few bytes).
        match *position {
            [a] => self.numbers.push(a),
            [a, b] => {
                self.numbers.push(a);
                self.numbers.push(b);
            }
            _ => self.numbers.extend_from_slice(position),
        }
        self.ends.push(self.numbers.len());
    }

    /// Appends the position whose numbers `numbers` yields; on the first `Err` nothing is
    /// appended and the error is handed back.
    ///
    /// # Errors
    /// The first error of `numbers`.
    pub fn push_from<E>(
        &mut self,
        numbers: impl IntoIterator<Item = Result<u64, E>>,
    ) -> Result<(), E> {
        let start = self.numbers.len();
        for n in numbers {
            match n {
                Ok(n) => self.numbers.push(n),
                Err(e) => {
                    self.numbers.truncate(start);
                    return Err(e);
                }
            }
        }
        self.ends.push(self.numbers.len());
        Ok(())
    }

    /// Keeps the first `len` positions (all of them when there are fewer).
    pub fn truncate(&mut self, len: usize) {
        if len < self.ends.len() {
            self.ends.truncate(len);
            let end = len.checked_sub(1).and_then(|i| self.ends.get(i)).copied();
            self.numbers.truncate(end.unwrap_or(0));
        }
    }

    /// How many positions there are.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// Position `index`, from 0.
    pub fn get(&self, index: usize) -> Option<&[u64]> {
        let start = match index.checked_sub(1) {
            Some(i) => *self.ends.get(i)?,
            None => 0,
        };
        let end = *self.ends.get(index)?;
        self.numbers.get(start..end)
    }

    /// The positions, in order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = &[u64]> + '_ {
        let mut start = 0;
        self.ends.iter().map(move |&end| {
            let p = self.numbers.get(start..end).unwrap_or(&[]);
            start = end;
            p
        })
    }
}

/// Every table holds fewer positions than this, so that a position's number fits a `u32`
/// with room for the graph's codes (see [`grundy::graph::MAX_NODES`]).
pub(crate) const MAX_POSITIONS: usize = grundy::graph::MAX_NODES;

/// The table is full: more than [`MAX_POSITIONS`] positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Full;

/// Positions of one number below this are found by that number, without hashing.
const SMALL: u64 = 1 << 16;

/// No position: a free cell of [`Table`]'s index by number.
const NONE: u32 = u32::MAX;

/// Positions numbered from 0 in the order they were first seen, found again by hashing — or,
/// for a position of one number below [`SMALL`] (a single heap, the commonest part of all),
/// by that number in an array.
#[derive(Clone, Debug, Default)]
pub(crate) struct Table {
    positions: Positions,
    index: HashTable<u32>,
    /// The number of `[n]` at `small[n]` ([`NONE`] when it is not in the table), as far as
    /// the largest such `n` seen.
    small: Vec<u32>,
}

fn hash(position: &[u64]) -> u64 {
    FxBuildHasher.hash_one(position)
}

impl Table {
    /// The number of `position`, when it is in the table.
    pub(crate) fn get(&self, position: &[u64]) -> Option<u32> {
        if let &[n] = position
            && n < SMALL
        {
            let id = self.small.get(n as usize).copied().unwrap_or(NONE);
            return (id != NONE).then_some(id);
        }
        let positions = &self.positions;
        self.index
            .find(hash(position), |&id| {
                positions.get(id as usize) == Some(position)
            })
            .copied()
    }

    /// The number of `position`, adding it when it is new (then `true`).
    pub(crate) fn intern(&mut self, position: &[u64]) -> Result<(u32, bool), Full> {
        if let &[n] = position
            && n < SMALL
        {
            return self.intern_small(n);
        }
        let positions = &self.positions;
        let entry = self.index.entry(
            hash(position),
            |&id| positions.get(id as usize) == Some(position),
            |&id| hash(positions.get(id as usize).unwrap_or(&[])),
        );
        match entry {
            Entry::Occupied(e) => Ok((*e.get(), false)),
            Entry::Vacant(v) => {
                let id = self.positions.len();
                if id >= MAX_POSITIONS {
                    return Err(Full);
                }
                let id = id as u32;
                v.insert(id);
                self.positions.push(position);
                Ok((id, true))
            }
        }
    }

    /// [`Table::intern`] of `[n]`, `n` below [`SMALL`].
    fn intern_small(&mut self, n: u64) -> Result<(u32, bool), Full> {
        let at = n as usize;
        if at >= self.small.len() {
            self.small.resize(at + 1, NONE);
        }
        let next = self.positions.len();
        let Some(cell) = self.small.get_mut(at) else {
            return Err(Full);
        };
        if *cell != NONE {
            return Ok((*cell, false));
        }
        if next >= MAX_POSITIONS {
            return Err(Full);
        }
        *cell = next as u32;
        self.positions.push(&[n]);
        Ok((next as u32, true))
    }

    /// Position number `id`.
    pub(crate) fn position(&self, id: u32) -> &[u64] {
        self.positions.get(id as usize).unwrap_or(&[])
    }

    /// How many positions there are.
    pub(crate) fn len(&self) -> usize {
        self.positions.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_are_numbered_in_order_and_found_again() {
        let mut t = Table::default();
        assert_eq!(t.intern(&[3]), Ok((0, true)));
        assert_eq!(t.intern(&[]), Ok((1, true)));
        assert_eq!(t.intern(&[1, 2]), Ok((2, true)));
        assert_eq!(t.intern(&[3]), Ok((0, false)));
        assert_eq!(t.get(&[1, 2]), Some(2));
        assert_eq!(t.get(&[2, 1]), None);
        assert_eq!(t.position(1), &[] as &[u64]);
        for n in 0..10_000u64 {
            t.intern(&[n, n]).unwrap();
        }
        assert_eq!(t.get(&[77, 77]), Some(80));
        assert_eq!(t.len(), 10_003);
    }

    /// Single numbers below `SMALL` are found by index, the rest by hashing: both must number
    /// positions as a plain map of whole positions does, in the order first seen.
    #[test]
    fn single_numbers_are_numbered_as_a_map_of_positions_numbers_them() {
        use std::collections::HashMap;
        let mut t = Table::default();
        let mut model: HashMap<Vec<u64>, u32> = HashMap::new();
        let mut x = 0x9E37_79B9_7F4A_7C15_u64;
        for _ in 0..50_000 {
            // xorshift: numbers near 0 and around SMALL, so both sides of the bound are met.
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let n = if x & 8 == 0 {
                SMALL - 300 + (x >> 4) % 600
            } else {
                (x >> 4) % 2000
            };
            let p: Vec<u64> = match x % 5 {
                0 => vec![],
                1 => vec![n, x % 7],
                2 => vec![n % 600, n],
                _ => vec![n],
            };
            let fresh = model.len() as u32;
            let expected = *model.entry(p.clone()).or_insert(fresh);
            assert_eq!(t.get(&p), (expected != fresh).then_some(expected), "{p:?}");
            assert_eq!(t.intern(&p), Ok((expected, expected == fresh)), "{p:?}");
            assert_eq!(t.position(expected), p.as_slice());
        }
        assert_eq!(t.len(), model.len());
        for (p, &id) in &model {
            assert_eq!(t.get(p), Some(id));
        }
        assert_eq!(t.get(&[SMALL - 1]), model.get(&vec![SMALL - 1]).copied());
        assert_eq!(t.get(&[u64::MAX]), None);
    }
}
