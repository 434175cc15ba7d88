//! Wythoff's game: two piles; take any number from one, or the same number from both.

use crate::engine::sg::Mex;
use crate::engine::sg::TableError;
use crate::error::{GrundyError, IllegalMove, PlayError, PositionError};
use crate::game::{FromNumbers, Game, GameKind, Outcome};
use crate::nimber::Nimber;
use core::convert::Infallible;

#[allow(clippy::wildcard_imports)] // The closed forms this file's methods choose between.
use closed_form::*;

/// Cells of the table [`Game::grundy`] computes on the stack (a `u16` each, 1 KiB): enough
/// for every position with (a + 1)(b + 1) ≤ 512. Larger positions take
/// [`Wythoff::grundy_in`] with a buffer of the caller's. Positions with an empty pile have
/// the value of the other pile whatever their size.
pub const WYTHOFF_STACK_CELLS: usize = 512;

/// The rules of Wythoff's game (51nod 1072): two piles; a move takes any number of stones
/// from one pile, or the same number from both.
///
/// The P-positions are (⌊kφ⌋, ⌊kφ⌋ + k) and their mirror images, for k = 0, 1, 2, … and
/// φ = (1 + √5)/2 (Wythoff, 1907; OEIS A000201 and A001950). ⌊kφ⌋ is computed exactly, in
/// integers, by one of two methods checked against each other in the tests: (k + ⌊√(5k²)⌋)/2
/// with a wide integer square root on 64-bit machines, and the Zeckendorf representation of
/// k (additions only) on 32-bit ones, where a wide multiply is dear. A `f64` φ is first wrong
/// at k = 102334155. Grundy values have no known closed form; they come from a table.
///
/// ```
/// use grundy::{FromNumbers, Game, Outcome, Wythoff};
///
/// let w = Wythoff;
/// assert_eq!(w.outcome(&w.position(&[4, 7])?), Outcome::P);
/// // An f64 φ says 165580141 here.
/// assert_eq!(Wythoff::lower(102334155), 165580140);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Wythoff;

/// A Wythoff position: the two piles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WythoffPosition {
    piles: [u64; 2],
}

impl WythoffPosition {
    /// The piles `a` and `b`.
    pub const fn new(a: u64, b: u64) -> Self {
        Self { piles: [a, b] }
    }

    /// The two piles.
    pub const fn piles(self) -> [u64; 2] {
        self.piles
    }

    /// The two piles, as a slice.
    pub fn as_slice(&self) -> &[u64] {
        &self.piles
    }
}

/// A Wythoff move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum WythoffMove {
    /// Take this many from the first pile.
    First(u64),
    /// Take this many from the second pile.
    Second(u64),
    /// Take this many from each pile.
    Both(u64),
}

impl WythoffMove {
    /// Stones taken from the first and the second pile.
    pub const fn takes(self) -> [u64; 2] {
        match self {
            Self::First(n) => [n, 0],
            Self::Second(n) => [0, n],
            Self::Both(n) => [n, n],
        }
    }
}

impl core::fmt::Display for WythoffMove {
    /// `take 3 from the first pile`, `take 2 from both piles`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Self::First(n) => write!(f, "take {n} from the first pile"),
            Self::Second(n) => write!(f, "take {n} from the second pile"),
            Self::Both(n) => write!(f, "take {n} from both piles"),
        }
    }
}

impl Wythoff {
    /// ⌊kφ⌋, the smaller pile of the k-th P-position (OEIS A000201, with a_0 = 0), exact for
    /// every `k`.
    ///
    /// Two exact methods, checked against each other in the tests: square roots on 64-bit
    /// machines (fast), Zeckendorf shifts elsewhere (additions only, small on a Cortex-M0).
    pub const fn lower(k: u64) -> u128 {
        #[cfg(target_pointer_width = "64")]
        let lower = lower_by_root(k);
        #[cfg(not(target_pointer_width = "64"))]
        let lower = lower_by_zeckendorf(k);
        lower
    }

    /// ⌊kφ²⌋ = ⌊kφ⌋ + k, the larger pile of the k-th P-position (OEIS A001950).
    pub const fn upper(k: u64) -> u128 {
        Self::lower(k) + k as u128
    }

    /// The pile y such that (x, y) is a P-position; every x has exactly one. `None` when it
    /// exceeds `u64::MAX`.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "other is at most u64::MAX (tested just above)"
    )]
    pub const fn partner(x: u64) -> Option<u64> {
        if x == 0 {
            return Some(0);
        }
        #[cfg(target_pointer_width = "64")]
        let other = partner_by_root(x);
        #[cfg(not(target_pointer_width = "64"))]
        let other = partner_by_zeckendorf(x);
        if other <= u64::MAX as u128 {
            Some(other as u64)
        } else {
            None
        }
    }

    /// Who wins at piles `a`, `b`, without building a position.
    pub const fn outcome_of(a: u64, b: u64) -> Outcome {
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        let k = b - a;
        // ⌊kφ⌋ lies in [k, 2k) for k ≥ 1: most positions are decided without ⌊kφ⌋.
        if k > 0 && (a < k || a / 2 >= k) {
            return Outcome::N;
        }
        if Self::lower(k) == a as u128 {
            Outcome::P
        } else {
            Outcome::N
        }
    }

    /// Fills `table[r * cols + c]` with the Grundy value of (r, c) for `r < rows`, `c < cols`,
    /// by the mex engine from the rules alone.
    ///
    /// # Errors
    /// [`TableError::TooSmall`] when `table` has fewer than `rows × cols` cells,
    /// [`TableError::Mex`] when a value exceeds the 4096-value bitset (beyond tables of
    /// 2048 × 2048).
    pub fn fill_table(table: &mut [u32], rows: usize, cols: usize) -> Result<(), TableError> {
        fill_grid(table, rows, cols)
    }

    /// The Grundy value of (a, b) computed in `scratch`, which needs (min + 1)(max + 1) cells.
    ///
    /// # Errors
    /// [`GrundyError::NoFormula`] when `scratch` is too small.
    pub fn grundy_in<C: GridCell>(a: u64, b: u64, scratch: &mut [C]) -> Result<u128, GrundyError> {
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        if a == 0 {
            return Ok(u128::from(b));
        }
        let too_large = no_formula(a, b, scratch.len());
        // a ≤ b < u64::MAX below: neither count of rows or columns overflows.
        if b == u64::MAX {
            return Err(too_large);
        }
        let (Ok(rows), Ok(cols)) = (usize::try_from(a + 1), usize::try_from(b + 1)) else {
            return Err(too_large);
        };
        if rows.checked_mul(cols).is_none_or(|n| n > scratch.len()) {
            return Err(too_large);
        }
        fill_grid(scratch, rows, cols).map_err(|_| too_large)?;
        scratch
            .get(rows * cols - 1)
            .map(|&v| u128::from(v.into()))
            .ok_or(too_large)
    }

    /// Every move from (a, b) to a position of Grundy value `value`, given the values of
    /// the positions below (a, b) through `lookup` (row, column) — every option of (a, b)
    /// lies in the rectangle up to it.
    fn moves_to_with(
        a: u64,
        b: u64,
        value: u128,
        lookup: impl Fn(u64, u64) -> Option<u64>,
    ) -> impl Iterator<Item = WythoffMove> {
        let hits = move |x: u64, y: u64| lookup(x, y).map(u128::from) == Some(value);
        // One loop over the three kinds of move, k = 1, 2, … in each.
        let (mut kind, mut k) = (0u8, 0u64);
        core::iter::from_fn(move || {
            loop {
                let limit = match kind {
                    0 => a,
                    1 => b,
                    2 => a.min(b),
                    _ => return None,
                };
                if k >= limit {
                    (kind, k) = (kind + 1, 0);
                    continue;
                }
                k += 1;
                let (mv, x, y) = match kind {
                    0 => (WythoffMove::First(k), a - k, b),
                    1 => (WythoffMove::Second(k), a, b - k),
                    _ => (WythoffMove::Both(k), a - k, b - k),
                };
                if hits(x, y) {
                    return Some(mv);
                }
            }
        })
    }
}

/// The error for a position (a ≤ b) whose table does not fit `capacity` cells.
fn no_formula(a: u64, b: u64, capacity: usize) -> GrundyError {
    GrundyError::NoFormula {
        needed: (a.saturating_add(1)).saturating_mul(b.saturating_add(1)),
        capacity: capacity as u64,
    }
}

/// The Grundy values of every Wythoff position up to a corner, in caller storage: what the
/// values of a position and of all its options need, since no formula is known.
///
/// ```
/// use grundy::wythoff::WythoffTable;
///
/// let table = WythoffTable::for_position(3, 5, vec![0u16; 24])?;
/// assert_eq!(table.get(3, 5), Some(0)); // (⌊2φ⌋, ⌊2φ²⌋) is a P-position
/// assert_eq!(table.get(5, 3), Some(0)); // symmetric
/// assert_eq!(table.get(4, 5), None); // outside
/// # Ok::<(), grundy::error::GrundyError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WythoffTable<T> {
    /// Rows: the smaller pile runs over `0..rows`.
    rows: u64,
    /// Columns: the larger pile runs over `0..cols`.
    cols: u64,
    cells: T,
}

impl<T: AsRef<[u16]> + AsMut<[u16]>> WythoffTable<T> {
    /// The values of every position (x, y) with x ≤ min(a, b) and y ≤ max(a, b) (and their
    /// mirror images), computed in `cells`, which needs (min + 1)(max + 1) of them.
    ///
    /// # Errors
    /// [`GrundyError::NoFormula`] when `cells` is too small.
    pub fn for_position(a: u64, b: u64, cells: T) -> Result<Self, GrundyError> {
        Self::for_position_with(a, b, cells, &mut [])
    }

    /// [`WythoffTable::for_position`], fast: with `bits` of at least
    /// [`Wythoff::bits_len`] words, by bitsets per row, column and diagonal (the 4096 × 4096
    /// table in about a second); with fewer, by scanning the lines.
    ///
    /// # Errors
    /// [`GrundyError::NoFormula`] when `cells` is too small.
    pub fn for_position_with(
        a: u64,
        b: u64,
        mut cells: T,
        bits: &mut [u64],
    ) -> Result<Self, GrundyError> {
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        let capacity = cells.as_ref().len();
        if a == 0 {
            // (0, y) has value y: nothing to compute.
            return Ok(Self {
                rows: 1,
                cols: b.saturating_add(1),
                cells,
            });
        }
        let (Ok(rows), Ok(cols)) = (usize::try_from(a + 1), usize::try_from(b.saturating_add(1)))
        else {
            return Err(no_formula(a, b, capacity));
        };
        if b == u64::MAX || rows.checked_mul(cols).is_none_or(|n| n > capacity) {
            return Err(no_formula(a, b, capacity));
        }
        let filled = if Wythoff::bits_len(rows, cols).is_some_and(|n| n <= bits.len()) {
            Wythoff::fill_table_with(cells.as_mut(), rows, cols, bits)
        } else {
            fill_grid(cells.as_mut(), rows, cols)
        };
        filled.map_err(|_| no_formula(a, b, capacity))?;
        Ok(Self {
            rows: a + 1,
            cols: b + 1,
            cells,
        })
    }

    /// The value of (a, b), when the table holds it (an empty pile needs no table: (0, b)
    /// has value b).
    pub fn get(&self, a: u64, b: u64) -> Option<u64> {
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        if a == 0 {
            return Some(b);
        }
        if a >= self.rows || b >= self.cols {
            return None;
        }
        let index = usize::try_from(a * self.cols + b).ok()?;
        self.cells.as_ref().get(index).map(|&v| v.into())
    }

    /// How many cells the table has.
    pub fn capacity(&self) -> u64 {
        self.cells.as_ref().len() as u64
    }

    /// Whether the table holds every position up to (a, b).
    pub fn covers(&self, a: u64, b: u64) -> bool {
        let (a, b) = if a <= b { (a, b) } else { (b, a) };
        a == 0 || (a < self.rows && b < self.cols)
    }

    /// Every move from (a, b) to a position of Grundy value `value`.
    ///
    /// # Errors
    /// [`GrundyError::NoFormula`] when the table does not cover (a, b).
    pub fn moves_to(
        &self,
        position: WythoffPosition,
        value: Nimber,
    ) -> Result<impl Iterator<Item = WythoffMove> + '_, GrundyError> {
        let value = value.get();
        let [a, b] = position.piles;
        if !self.covers(a, b) {
            let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
            return Err(no_formula(lo, hi, self.cells.as_ref().len()));
        }
        Ok(Wythoff::moves_to_with(a, b, value, move |x, y| {
            self.get(x, y)
        }))
    }
}

/// A cell of a Wythoff table.
pub trait GridCell: crate::engine::sg::Cell {}
impl GridCell for u16 {}
impl GridCell for u32 {}

fn fill_grid<C: crate::engine::sg::Cell>(
    table: &mut [C],
    rows: usize,
    cols: usize,
) -> Result<(), TableError> {
    let cells = rows.checked_mul(cols);
    if cells.is_none_or(|n| n > table.len()) {
        return Err(TableError::TooSmall {
            needed: cells.map_or(u64::MAX, |n| n as u64),
            capacity: table.len() as u64,
        });
    }
    let mut mex = Mex::<64>::new();
    for r in 0..rows {
        for c in 0..cols {
            mex.clear();
            // Back along the column, the row and the diagonal: one loop for the three.
            for (dr, dc) in [(1, 0), (0, 1), (1, 1)] {
                let (mut i, mut j) = (r, c);
                while i >= dr && j >= dc {
                    (i, j) = (i - dr, j - dc);
                    if let Some(&v) = table.get(i * cols + j) {
                        mex.insert(v.into());
                    }
                }
            }
            let value = mex.value()?;
            let cell = C::try_from(value).map_err(|_| TableError::CellTooSmall {
                index: r * cols + c,
                value,
            })?;
            if let Some(slot) = table.get_mut(r * cols + c) {
                *slot = cell;
            }
        }
    }
    Ok(())
}

impl Game for Wythoff {
    type Position = WythoffPosition;
    type Move = WythoffMove;
    type Unknown = Infallible;
    type ValueError = GrundyError;

    fn moves<'a>(
        &'a self,
        position: &'a WythoffPosition,
    ) -> impl Iterator<Item = WythoffMove> + 'a {
        let [a, b] = position.piles;
        (1..=a)
            .map(WythoffMove::First)
            .chain((1..=b).map(WythoffMove::Second))
            .chain((1..=a.min(b)).map(WythoffMove::Both))
    }

    fn play(
        &self,
        position: WythoffPosition,
        mv: WythoffMove,
    ) -> Result<WythoffPosition, PlayError<WythoffPosition>> {
        let [a, b] = position.piles;
        let [ta, tb] = mv.takes();
        let reason = if ta == 0 && tb == 0 {
            IllegalMove::TakesNothing
        } else {
            match (a.checked_sub(ta), b.checked_sub(tb)) {
                (Some(a), Some(b)) => return Ok(WythoffPosition::new(a, b)),
                (None, _) => IllegalMove::NotEnoughStones {
                    take: ta,
                    available: a,
                },
                (_, None) => IllegalMove::NotEnoughStones {
                    take: tb,
                    available: b,
                },
            }
        };
        Err(PlayError { position, reason })
    }

    fn is_terminal(&self, position: &WythoffPosition) -> bool {
        position.piles == [0, 0]
    }

    fn try_outcome(&self, position: &WythoffPosition) -> Result<Outcome, Infallible> {
        Ok({
            let [a, b] = position.piles;
            Self::outcome_of(a, b)
        })
    }

    fn grundy(&self, position: &WythoffPosition) -> Result<Nimber, GrundyError> {
        let [a, b] = position.piles;
        Self::grundy_in(a, b, &mut [0u16; WYTHOFF_STACK_CELLS]).map(Nimber::new)
    }

    #[expect(
        clippy::cast_possible_truncation,
        reason = "a Wythoff value on a stack table is a u16 widened"
    )]
    fn moves_to<'a>(
        &'a self,
        position: &'a WythoffPosition,
        value: Nimber,
    ) -> Result<impl Iterator<Item = WythoffMove> + 'a, GrundyError> {
        let value = value.get();
        let [a, b] = position.piles;
        // The P-positions have a closed form; other values need tables on the stack, one
        // per option as it is looked at (so the iterator itself stays small), and exist
        // exactly when the position's own table fits.
        let by_table = value != 0;
        if by_table {
            Self::grundy(self, position)?;
        }
        // With an empty pile the position is one Nim heap (g(0, n) = n), of any size: its one
        // move to a smaller value, without a scan of the heap's options.
        let heap = (a.min(b) == 0 && by_table).then_some(a.max(b));
        let single = heap.and_then(|n| {
            let t = u64::try_from(value).ok().filter(|&t| t < n)?;
            Some(if a == 0 {
                WythoffMove::Second(n - t)
            } else {
                WythoffMove::First(n - t)
            })
        });
        let lookup = move |x: u64, y: u64| {
            Self::grundy_in(x, y, &mut [0u16; WYTHOFF_STACK_CELLS])
                .ok()
                .map(|v| v as u64)
        };
        let by_table =
            (by_table && heap.is_none()).then(|| Self::moves_to_with(a, b, value, lookup));
        let by_formula = (value == 0).then(|| self.winning_moves(position));
        Ok(single
            .into_iter()
            .chain(by_table.into_iter().flatten())
            .chain(by_formula.into_iter().flatten()))
    }

    fn canonical(&self, position: &WythoffPosition) -> WythoffPosition {
        let [a, b] = position.piles;
        WythoffPosition::new(a.min(b), a.max(b))
    }

    #[expect(
        clippy::cast_possible_truncation,
        reason = "corner is below lo, a u64 (tested by the then)"
    )]
    fn winning_moves<'a>(
        &'a self,
        position: &'a WythoffPosition,
    ) -> impl Iterator<Item = WythoffMove> + 'a {
        let [a, b] = position.piles;
        // Each row, column and diagonal holds exactly one P-position; move to the one below.
        let second = Self::partner(a)
            .filter(|&p| p < b)
            .map(|p| WythoffMove::Second(b - p));
        let first = Self::partner(b)
            .filter(|&p| p < a)
            .map(|p| WythoffMove::First(a - p));
        let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
        let corner = Self::lower(hi - lo);
        let both = (corner < u128::from(lo)).then(|| WythoffMove::Both(lo - corner as u64));
        let mut found = [first, second, both];
        let mut i = 0;
        core::iter::from_fn(move || {
            while let Some(slot) = found.get_mut(i) {
                i += 1;
                if let Some(mv) = slot.take() {
                    return Some(mv);
                }
            }
            None
        })
    }

    fn random_move<R: rand_core::Rng + ?Sized>(
        &self,
        position: &WythoffPosition,
        rng: &mut R,
    ) -> Option<WythoffMove> {
        let [a, b] = position.piles;
        let m = a.min(b);
        let kinds = [
            (a, WythoffMove::First as fn(u64) -> WythoffMove),
            (b, WythoffMove::Second),
            (m, WythoffMove::Both),
        ];
        let open = kinds.iter().filter(|(n, _)| *n > 0).count() as u64;
        let (n, make) = kinds
            .iter()
            .filter(|(n, _)| *n > 0)
            .nth(usize::try_from(crate::rng::below(rng, open)).ok()?)?;
        Some(make(1 + crate::rng::below(rng, *n)))
    }
}
impl Wythoff {
    /// Which of the games this is.
    pub fn kind(&self) -> GameKind {
        GameKind::Wythoff
    }
}

impl FromNumbers for Wythoff {
    fn position(&self, numbers: &[u64]) -> Result<WythoffPosition, PositionError> {
        match numbers {
            [a, b] => Ok(WythoffPosition::new(*a, *b)),
            _ => Err(PositionError::WrongPileCount {
                expected: 2,
                given: numbers.len(),
            }),
        }
    }

    fn numbers<'p>(&self, position: &'p WythoffPosition) -> &'p [u64] {
        &position.piles
    }
}

mod closed_form;
#[cfg(test)]
mod tests;
