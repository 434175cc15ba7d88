//! Wythoff's Grundy table by bitsets per row, column and diagonal, in caller storage.
//!
//! The value of `(r, c)` is the mex of the values before it in its row, its column and its
//! diagonal. Scanning those is `r + c + min(r, c)` reads a cell; here each line keeps the
//! set of its values as a bitset, and the mex is the first zero bit of the union of three
//! bitsets. Each bitset also remembers its first word that is not full: every word below
//! the largest of the three is full in the union, so the search starts there, and a cell
//! costs a few word reads.

use crate::engine::sg::TableError;
use crate::games::wythoff::GridCell;
use crate::games::wythoff::Wythoff;

/// Words of one line's bitset: values are below `rows + cols + min(rows, cols)` (a cell has
/// `r + c + min(r, c)` options, and its mex is at most that).
fn words_per_line(rows: usize, cols: usize) -> Option<usize> {
    let values = rows.checked_add(cols)?.checked_add(rows.min(cols))?;
    Some(values.div_ceil(64))
}

impl Wythoff {
    /// The `u64` words [`Wythoff::fill_table_with`] needs for a `rows × cols` table: a bitset
    /// per column and per diagonal, one for the current row, and a word per line for its
    /// first non-full word. About 1.2 MiB for 1024 × 1024, 19 MiB for 4096 × 4096. `None`
    /// when the count overflows `usize`.
    pub const fn bits_len(rows: usize, cols: usize) -> Option<usize> {
        // `const`: the same arithmetic as `words_per_line`, with checked steps.
        let min = if rows < cols { rows } else { cols };
        let Some(values) = rows.checked_add(cols) else {
            return None;
        };
        let Some(values) = values.checked_add(min) else {
            return None;
        };
        let words = values.div_ceil(64) + 1;
        let Some(lines) = cols.checked_mul(2) else {
            return None;
        };
        let Some(lines) = lines.checked_add(rows) else {
            return None;
        };
        lines.checked_mul(words)
    }

    /// Fills `table[r * cols + c]` with the Grundy value of (r, c) for `r < rows`, `c < cols`,
    /// by bitsets in `bits` (at least [`Wythoff::bits_len`] words; their contents on entry do
    /// not matter). The 1024 × 1024 table takes well under a second, 4096 × 4096 seconds.
    ///
    /// ```
    /// use grundy::Wythoff;
    ///
    /// let mut table = [0u16; 16];
    /// let mut bits = vec![0u64; Wythoff::bits_len(4, 4).ok_or("too large")?];
    /// Wythoff::fill_table_with(&mut table, 4, 4, &mut bits)?;
    /// assert_eq!(table[..4], [0, 1, 2, 3]);
    /// assert_eq!(table[4..8], [1, 2, 0, 4]); // OEIS A004481
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// [`TableError::TooSmall`] when `table` has fewer than `rows × cols` cells or `bits`
    /// fewer than [`Wythoff::bits_len`] words, [`TableError::CellTooSmall`] when a value
    /// exceeds the cell type.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "the lows count words of slices held in memory, below usize::MAX"
    )]
    pub fn fill_table_with<C: GridCell>(
        table: &mut [C],
        rows: usize,
        cols: usize,
        bits: &mut [u64],
    ) -> Result<(), TableError> {
        let cells = rows.checked_mul(cols);
        let too_small = |needed: Option<usize>, capacity: usize| TableError::TooSmall {
            needed: needed.map_or(u64::MAX, |n| n as u64),
            capacity: capacity as u64,
        };
        if cells.is_none_or(|n| n > table.len()) {
            return Err(too_small(cells, table.len()));
        }
        let needed = Self::bits_len(rows, cols);
        let (Some(w), Some(total)) = (words_per_line(rows, cols), needed) else {
            return Err(too_small(None, bits.len()));
        };
        if rows == 0 || cols == 0 {
            return Ok(());
        }
        let diagonals = rows + cols - 1;
        let Some(bits) = bits.get_mut(..total) else {
            return Err(too_small(needed, bits.len()));
        };
        bits.fill(0);
        let (columns, rest) = bits.split_at_mut(cols * w);
        let (diags, rest) = rest.split_at_mut(diagonals * w);
        let (row, lows) = rest.split_at_mut(w);
        // lows[c]: column c; lows[cols + d]: diagonal d; lows[cols + diagonals]: the row.
        let (column_lows, lows) = lows.split_at_mut(cols);
        let (diag_lows, row_low) = lows.split_at_mut(diagonals);
        let Some(row_low) = row_low.first_mut() else {
            return Err(too_small(needed, total));
        };
        let overflow = |index: usize, value: usize| TableError::CellTooSmall {
            index,
            value: value as u64,
        };
        let mut cells = table.iter_mut();
        for r in 0..rows {
            row.fill(0);
            *row_low = 0;
            for c in 0..cols {
                let d = c + rows - 1 - r;
                let (Some(column), Some(diag), Some(column_low), Some(diag_low)) = (
                    columns.get_mut(c * w..(c + 1) * w),
                    diags.get_mut(d * w..(d + 1) * w),
                    column_lows.get_mut(c),
                    diag_lows.get_mut(d),
                ) else {
                    return Err(too_small(needed, total));
                };
                let start = (*row_low).max(*column_low).max(*diag_low) as usize;
                let found = row
                    .iter()
                    .zip(column.iter())
                    .zip(diag.iter())
                    .skip(start)
                    .map(|((a, b), c)| a | b | c)
                    .enumerate()
                    .find(|&(_, u)| u != u64::MAX);
                // The union has a zero bit below w·64: the value is below the bound.
                let Some((i, union)) = found else {
                    return Err(overflow(r * cols + c, w * 64));
                };
                let value = (start + i) * 64 + union.trailing_ones() as usize;
                let cell = C::try_from(value as u64).map_err(|_| overflow(r * cols + c, value))?;
                if let Some(slot) = cells.next() {
                    *slot = cell;
                }
                insert(row, row_low, value);
                insert(column, column_low, value);
                insert(diag, diag_low, value);
            }
        }
        Ok(())
    }
}

/// Adds `value` to `set`, moving `low` past the words that are now full.
#[expect(
    clippy::cast_possible_truncation,
    reason = "low counts words of a slice held in memory, below usize::MAX"
)]
fn insert(set: &mut [u64], low: &mut u64, value: usize) {
    if let Some(word) = set.get_mut(value / 64) {
        *word |= 1 << (value % 64);
    }
    while set.get(*low as usize) == Some(&u64::MAX) {
        *low += 1;
    }
}
