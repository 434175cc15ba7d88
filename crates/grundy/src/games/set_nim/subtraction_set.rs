//! A subtraction set: the amounts a move may take, checked and kept sorted, built from a list
//! or one amount at a time.

use core::fmt;

use heapless::Vec;

use crate::capacity::MAX_SET_SIZE;
use crate::engine::sg::TableError;
use crate::error::SetError;

/// A subtraction set: distinct positive numbers, kept sorted, at most `K` of them.
///
/// `K` defaults to [`MAX_SET_SIZE`] (1 KiB of `u64`); a front end that knows its sets are
/// small picks a smaller capacity with [`SubtractionSet::from_slice`] (the firmware keeps 8,
/// 68 bytes, on a chip with 4 KiB of RAM). `K` is at most [`MAX_SET_SIZE`], so that every
/// Grundy value, at most |S|, fits a `u8` table cell.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(try_from = "Vec<u64, K>", into = "Vec<u64, K>")
)]
pub struct SubtractionSet<const K: usize = MAX_SET_SIZE> {
    elements: Vec<u64, K>,
}

impl SubtractionSet {
    /// The set of `elements`, at most [`MAX_SET_SIZE`] of them; duplicates count once,
    /// order does not matter.
    ///
    /// # Errors
    /// [`SetError::Empty`], [`SetError::ZeroInSet`] or [`SetError::TooLarge`].
    pub fn new(elements: &[u64]) -> Result<Self, SetError> {
        Self::from_slice(elements)
    }
}

impl<const K: usize> SubtractionSet<K> {
    /// The set of `elements` with capacity `K`; duplicates count once, order does not matter.
    ///
    /// ```
    /// use grundy::set_nim::SubtractionSet;
    ///
    /// let set = SubtractionSet::<4>::from_slice(&[7, 2, 5, 2])?;
    /// assert_eq!(set.as_slice(), [2, 5, 7]);
    /// assert!(SubtractionSet::<2>::from_slice(&[7, 2, 5]).is_err());
    /// # Ok::<(), grundy::error::SetError>(())
    /// ```
    ///
    /// # Errors
    /// [`SetError::Empty`], [`SetError::ZeroInSet`] or [`SetError::TooLarge`]
    /// (more than `K` distinct elements).
    pub fn from_slice(elements: &[u64]) -> Result<Self, SetError> {
        const {
            assert!(
                K <= MAX_SET_SIZE,
                "a subtraction set holds at most MAX_SET_SIZE"
            )
        };
        if elements.is_empty() {
            return Err(SetError::Empty);
        }
        if elements.contains(&0) {
            return Err(SetError::ZeroInSet);
        }
        // Inserted in order: no sort (a sort is 5 KiB of a small chip's flash).
        let mut set = Vec::<u64, K>::new();
        for &s in elements {
            if let Err(at) = set.binary_search(&s)
                && set.insert(at, s).is_err()
            {
                return Err(SetError::TooLarge { capacity: K });
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

    /// The elements up to `heap`: the set that plays the same as this one on piles up to
    /// `heap` (a larger element is never a legal take there), and the smallest element left
    /// out, if any (the restricted set plays the same on every pile below it).
    pub fn up_to(&self, heap: u64) -> (Self, Option<u64>) {
        let kept = self.elements.partition_point(|&s| s <= heap);
        let mut elements = self.elements.clone();
        elements.truncate(kept);
        (Self { elements }, self.elements.get(kept).copied())
    }

    /// Divides every element by their greatest common divisor `d`, in place, and returns
    /// `d` (1 for an empty set).
    ///
    /// When every take is a multiple of `d`, a pile of `n` stones only ever reaches piles in
    /// its class modulo `d`, and that class plays as the divided set on ⌊n/d⌋ stones: g(n) =
    /// g'(⌊n/d⌋). A one-element set {s} thus plays as {1}: g(n) = ⌊n/s⌋ mod 2.
    pub(super) fn divide_by_gcd(&mut self) -> u64 {
        let d = self.elements.iter().fold(0, |g, &s| gcd(g, s));
        if d > 1 {
            for s in &mut self.elements {
                *s /= d;
            }
        }
        d.max(1)
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
        crate::engine::subtraction::fill_from(self.as_slice(), table, start)
    }

    /// The plain Grundy table: `table[n]` = g(n) for every cell.
    ///
    /// # Errors
    /// See [`SubtractionSet::fill_table_from`].
    pub fn fill_table(&self, table: &mut [u8]) -> Result<(), TableError> {
        self.fill_table_from(table, 0)
    }
}

/// The greatest common divisor (Euclid); `gcd(0, b)` = `b`.
const fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// A subtraction set built one element at a time, for elements that arrive as a stream (a
/// judge's input): each is checked as it comes, so an error names the element at fault.
///
/// ```
/// use grundy::error::SetError;
/// use grundy::set_nim::SetBuilder;
///
/// let mut b = SetBuilder::<3>::new();
/// for s in [5, 2, 5, 7] {
///     b.add(s)?; // the repeated 5 counts once
/// }
/// assert_eq!(b.add(9), Err(SetError::TooLarge { capacity: 3 }));
/// assert_eq!(b.add(0), Err(SetError::ZeroInSet));
/// assert_eq!(b.build()?.as_slice(), [2, 5, 7]);
/// # Ok::<(), grundy::error::SetError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SetBuilder<const K: usize = MAX_SET_SIZE> {
    elements: Vec<u64, K>,
}

impl<const K: usize> SetBuilder<K> {
    /// No element yet.
    pub const fn new() -> Self {
        Self {
            elements: Vec::new(),
        }
    }

    /// Adds `s`; an element already in the set changes nothing.
    ///
    /// # Errors
    /// [`SetError::ZeroInSet`], or [`SetError::TooLarge`] when `s` would be distinct
    /// element `K + 1`; the builder is unchanged.
    pub fn add(&mut self, s: u64) -> Result<(), SetError> {
        if s == 0 {
            return Err(SetError::ZeroInSet);
        }
        match self.elements.binary_search(&s) {
            Ok(_) => Ok(()),
            Err(at) => self
                .elements
                .insert(at, s)
                .map_err(|_| SetError::TooLarge { capacity: K }),
        }
    }

    /// The set.
    ///
    /// # Errors
    /// [`SetError::Empty`] when no element was added.
    pub fn build(self) -> Result<SubtractionSet<K>, SetError> {
        if self.elements.is_empty() {
            return Err(SetError::Empty);
        }
        Ok(SubtractionSet {
            elements: self.elements,
        })
    }
}

impl<const K: usize> TryFrom<Vec<u64, K>> for SubtractionSet<K> {
    type Error = SetError;

    fn try_from(elements: Vec<u64, K>) -> Result<Self, SetError> {
        Self::from_slice(&elements)
    }
}

impl<const K: usize> From<SubtractionSet<K>> for Vec<u64, K> {
    fn from(set: SubtractionSet<K>) -> Self {
        set.elements
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
