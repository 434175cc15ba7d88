//! Rare (sparse) values of a Grundy table: what researchers read in the tables of unsolved
//! take-and-break games to judge whether a period can still appear.
//!
//! For a bit mask `m`, a value `v` is *rare* when `v & m` has an even number of ones, and
//! *common* otherwise (Winning Ways, ch. 4, "Sparse Space Spells Speed"; A. Flammenkamp's
//! "Sprague-Grundy Values of Grundy's Game": for Grundy's game, `m = fe`). Two common values
//! XOR to a rare one, so once the rare heaps die out only a period can follow. The published
//! tables (T. Czajka's `octal-games`, `UnsolvedGames.md`) give, for the heaps `0..=N`, the
//! largest value and the first heap holding it, the mask that makes the rare heaps fewest,
//! their number and the last of them — what [`Stats`] holds. Heap 0 (value 0, always rare)
//! is counted, as there.
//!
//! ```
//! use grundy::GrundysGame;
//! use grundy::sparse::{Stats, rare_heaps};
//!
//! let mut table = vec![0u16; 1000];
//! GrundysGame::fill_table(&mut table, &mut [0u32; 4096])?;
//! // The first rare heaps of Flammenkamp's list.
//! let first: Vec<u64> = rare_heaps(&table, 0xfe).take(12).collect();
//! assert_eq!(first, [0, 1, 2, 3, 4, 6, 7, 9, 10, 12, 15, 20]);
//! let stats = Stats::of(&table, 0xfe);
//! assert_eq!((stats.largest_value, stats.largest_heap), (28, 939));
//! # Ok::<(), grundy::error::OctalError>(())
//! ```

/// Whether `value` is rare for `mask`: `value & mask` has an even number of ones.
pub const fn is_rare(value: u16, mask: u16) -> bool {
    (value & mask).count_ones().is_multiple_of(2)
}

/// The statistics of the rare values of a table `g(0..=N)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Stats {
    /// The mask the rare values are counted with.
    pub mask: u16,
    /// The largest value.
    pub largest_value: u16,
    /// The first heap holding it.
    pub largest_heap: u64,
    /// How many heaps hold a rare value (heap 0 included).
    pub rare_count: u64,
    /// The last heap holding a rare value (`None` in an empty table).
    pub last_rare: Option<u64>,
}

impl Stats {
    /// The statistics of `values` (heaps `0..values.len()`) for `mask`.
    pub fn of(values: &[u16], mask: u16) -> Self {
        let mut stats = Self {
            mask,
            largest_value: 0,
            largest_heap: 0,
            rare_count: 0,
            last_rare: None,
        };
        for (heap, &v) in (0u64..).zip(values) {
            if v > stats.largest_value {
                (stats.largest_value, stats.largest_heap) = (v, heap);
            }
            if is_rare(v, mask) {
                stats.rare_count += 1;
                stats.last_rare = Some(heap);
            }
        }
        stats
    }
}

/// The rare heaps of `values` for `mask`, in order.
pub fn rare_heaps(values: &[u16], mask: u16) -> impl Iterator<Item = u64> + '_ {
    (0u64..)
        .zip(values)
        .filter(move |&(_, &v)| is_rare(v, mask))
        .map(|(heap, _)| heap)
}

/// The mask under which `values` have the fewest rare heaps, as the published tables choose
/// it (the least such mask when several tie; masks up to the bit length of the largest
/// value). `scratch` holds the histogram of the values, its Walsh–Hadamard transform (which
/// counts the rare heaps of every mask at once) and a 64-bit sum of the transforms, `3 · 2^b`
/// cells for values below `2^b`; with fewer, only the masks of the low bits that fit are
/// tried.
#[expect(
    clippy::cast_possible_truncation,
    reason = "a 64-bit sum kept as two u32 words (split on purpose), and masks below 2^16 (size is at most 2^16)"
)]
pub fn sparsest_mask(values: &[u16], scratch: &mut [u32]) -> u16 {
    let max = values.iter().copied().max().unwrap_or(0);
    let mut width = u16::BITS - max.leading_zeros();
    while width > 0 && scratch.len() < 3 << width {
        width -= 1;
    }
    let size = 1usize << width;
    let Some((histogram, rest)) = scratch.split_at_mut_checked(size) else {
        return 0;
    };
    let Some((low, high)) = rest.split_at_mut_checked(size) else {
        return 0;
    };
    low.fill(0);
    high.fill(0);
    // H[m] = Σ_v count(v) (−1)^popcount(v & m), summed over pieces of fewer than 2^31
    // values, each exact as an i32, into a 64-bit sum kept as two words.
    for piece in values.chunks(1 << 30) {
        histogram.fill(0);
        for &v in piece {
            if let Some(c) = histogram.get_mut(usize::from(v) & (size - 1)) {
                *c += 1;
            }
        }
        crate::engine::octal_table::walsh_hadamard(histogram);
        for ((&h, lo), hi) in histogram.iter().zip(low.iter_mut()).zip(high.iter_mut()) {
            let sum = ((u64::from(*hi) << 32) | u64::from(*lo)) as i64 + i64::from(h as i32);
            (*lo, *hi) = (sum as u32, (sum as u64 >> 32) as u32);
        }
    }
    // The rare heaps for mask m: (N + H[m]) / 2.
    let total = values.len() as i64;
    let mut best = (total, 0u16);
    for (m, (&lo, &hi)) in low.iter().zip(high.iter()).enumerate().skip(1) {
        let h = ((u64::from(hi) << 32) | u64::from(lo)) as i64;
        let rare = (total + h) / 2;
        if rare < best.0 {
            best = (rare, m as u16);
        }
    }
    best.1
}
