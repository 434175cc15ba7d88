//! A Grundy table of a take-and-break game filled in steps, and the blocks of heaps that
//! several threads prepare at once.

use super::OctalCode;
use crate::engine::octal_table::{Plan, Rules};
use crate::error::OctalError;

/// A block of heaps of a [`TableFill`] that several threads prepare at once: see
/// [`TableFill::block`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableBlock {
    inner: crate::engine::octal_table::Block,
}

impl TableBlock {
    /// The heaps of the block.
    pub fn heaps(&self) -> core::ops::Range<usize> {
        self.inner.heaps.clone()
    }

    /// Cells of a heap's share of the prepared data.
    pub fn words(&self) -> usize {
        self.inner.words
    }

    /// Cells the prepared data of the whole block takes.
    pub fn cells(&self) -> usize {
        self.inner.words.saturating_mul(self.inner.heaps.len())
    }
}

/// A Grundy table of a take-and-break game being filled in steps, with its working space:
/// what a host needs to fill a big table piece by piece (to show progress, save
/// checkpoints, or print values as they come), with the fill's plan kept between steps.
///
/// ```
/// use grundy::octal::{OctalCode, TableFill};
///
/// let officers: OctalCode = "0.6".parse()?;
/// let cells = 1 << 12;
/// let mut fill = TableFill::octal(&officers, vec![0u16; cells], vec![0u32; OctalCode::scratch_len(cells)]);
/// fill.fill_to(1000, &mut 0, u64::MAX)?;
/// fill.fill_to(cells, &mut 0, u64::MAX)?;
/// let mut whole = vec![0u16; cells];
/// officers.fill_table(&mut whole, &mut vec![0u32; OctalCode::scratch_len(cells)])?;
/// assert_eq!(fill.values(), &whole[..]);
/// // A checkpoint: the first 1000 values, then resumed.
/// let mut table = vec![0u16; cells];
/// table[..1000].copy_from_slice(&whole[..1000]);
/// let mut resumed = TableFill::octal(&officers, table, vec![0u32; OctalCode::scratch_len(cells)])
///     .resumed_at(1000);
/// resumed.fill_to(cells, &mut 0, u64::MAX)?;
/// assert_eq!(resumed.values(), &whole[..]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct TableFill<T, S> {
    rules: Rules,
    plan: Plan,
    table: T,
    scratch: S,
    /// Cells holding values: `g(0..filled)`.
    filled: usize,
}

impl<T: AsRef<[u16]> + AsMut<[u16]>, S: AsMut<[u32]>> TableFill<T, S> {
    /// The table of `code`, empty; `scratch` as for [`OctalCode::fill_table`]
    /// ([`OctalCode::scratch_len_for`] gives a comfortable size).
    pub fn octal(code: &OctalCode, table: T, scratch: S) -> Self {
        Self::new(Rules::of_digits(code.digits()), table, scratch)
    }

    /// The table of Grundy's game (`GrundysGame`), empty.
    pub fn grundys_game(table: T, scratch: S) -> Self {
        Self::new(Rules::grundys_game(), table, scratch)
    }

    fn new(rules: Rules, table: T, scratch: S) -> Self {
        Self {
            rules,
            plan: Plan::new(0),
            table,
            scratch,
            filled: 0,
        }
    }

    /// The same fill, taking the first `filled` cells of the table as the values of heaps
    /// `0..filled` (as saved by a checkpoint; at most the table's length). The values are
    /// not checked: a wrong prefix gives a wrong table.
    #[must_use]
    pub fn resumed_at(mut self, filled: usize) -> Self {
        self.filled = filled.min(self.table.as_ref().len());
        self.plan = Plan::new(self.filled);
        self
    }

    /// Fills the cells up to `end` (at most the table's length), adding the options read
    /// to `spent` ([`OctalCode::fill_table_within`]).
    ///
    /// # Errors
    /// [`OctalError::WorkLimit`] past the budget, [`OctalError::ValueTooLarge`] when a value
    /// exceeds `u16::MAX`; the values before the heap named are kept, and the fill may go
    /// on from there.
    pub fn fill_to(&mut self, end: usize, spent: &mut u64, budget: u64) -> Result<(), OctalError> {
        let start = self.filled;
        let table = self.table.as_mut();
        let end = end.min(table.len());
        if end <= start {
            return Ok(());
        }
        let result = crate::engine::octal_table::fill_range(
            &self.rules,
            &mut self.plan,
            table,
            start..end,
            self.scratch.as_mut(),
            spent,
            budget,
        );
        self.settle(start, end, result)
    }

    /// After filling from `start` to `end`: how far the values go.
    fn settle(
        &mut self,
        start: usize,
        end: usize,
        result: Result<(), OctalError>,
    ) -> Result<(), OctalError> {
        self.filled = match result {
            Ok(()) => end,
            Err(OctalError::WorkLimit { heap, .. }) => usize::try_from(heap).unwrap_or(start),
            Err(OctalError::ValueTooLarge { heap }) => heap,
            Err(_) => start,
        };
        if result.is_err() {
            // The plan may be ahead of the values kept: made again where the fill resumes.
            self.plan = Plan::new(self.filled);
        }
        result
    }

    /// The next heaps, at most `len` and at most 256 (a multiple of 64, rounded down), as a
    /// block that several threads can prepare at once ([`TableFill::prepare`]) before
    /// [`TableFill::fill_block`] finishes it, or `None` when the fill cannot use one now
    /// (early in the table, outside the rare/common split, with values of 4096 or more, or
    /// where the plan changes within the block): then [`TableFill::fill_to`] goes on alone.
    ///
    /// The threads read nearly every option of a block's heaps: every pair of heaps below
    /// the block. The finish, in order, reads the pairs with a part in the block (fewer
    /// than its length for each heap), so a short block leaves it little.
    ///
    /// ```
    /// use grundy::octal::{OctalCode, TableFill};
    ///
    /// let officers: OctalCode = "0.6".parse()?;
    /// let cells = 1 << 17;
    /// let scratch = vec![0u32; OctalCode::scratch_len(cells)];
    /// let mut fill = TableFill::octal(&officers, vec![0u16; cells], scratch);
    /// while fill.filled() < cells {
    ///     match fill.block(4096) {
    ///         Some(block) => {
    ///             let mut prepared = vec![0u32; block.cells()];
    ///             let (first, second) = prepared.split_at_mut(block.cells() / 2);
    ///             let mid = block.heaps().start + block.heaps().len() / 2;
    ///             std::thread::scope(|s| {
    ///                 s.spawn(|| fill.prepare(&block, block.heaps().start..mid, first));
    ///                 fill.prepare(&block, mid..block.heaps().end, second);
    ///             });
    ///             fill.fill_block(&block, &prepared, &mut 0, u64::MAX)?;
    ///         }
    ///         None => fill.fill_to(fill.filled() + 4096, &mut 0, u64::MAX)?,
    ///     }
    /// }
    /// let mut alone = vec![0u16; cells];
    /// officers.fill_table(&mut alone, &mut vec![0u32; OctalCode::scratch_len(cells)])?;
    /// assert_eq!(fill.values(), &alone[..]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn block(&self, len: usize) -> Option<TableBlock> {
        let cells = self.table.as_ref().len();
        self.plan
            .block(&self.rules, self.filled, len, cells)
            .map(|inner| TableBlock { inner })
    }

    /// Reads what the values known before `block` give the heaps `heaps` of it (a part of
    /// [`TableBlock::heaps`]) into `out`, [`TableBlock::words`] cells a heap: by `&self`, so
    /// several threads may prepare disjoint parts at once, in any order. Every heap of the
    /// block must be prepared before [`TableFill::fill_block`] (a share left all zero is
    /// read as not prepared, and that heap is filled without it). Returns the options read.
    pub fn prepare(
        &self,
        block: &TableBlock,
        heaps: core::ops::Range<usize>,
        out: &mut [u32],
    ) -> u64
    where
        T: Sync,
        S: AsRef<[u32]>,
    {
        crate::engine::octal_table::prepare(
            &self.rules,
            &self.plan,
            self.values(),
            self.scratch.as_ref(),
            &block.inner,
            heaps,
            out,
        )
    }

    /// Fills the heaps of `block` with what [`TableFill::prepare`] read for them in
    /// `prepared` ([`TableBlock::cells`] cells); the options read are added to `spent`. A block
    /// made before the fill moved on, or prepared under another plan, is filled without
    /// what was prepared: the values are exact either way.
    ///
    /// # Errors
    /// As [`TableFill::fill_to`].
    pub fn fill_block(
        &mut self,
        block: &TableBlock,
        prepared: &[u32],
        spent: &mut u64,
        budget: u64,
    ) -> Result<(), OctalError> {
        if block.inner.heaps.start != self.filled {
            return self.fill_to(block.inner.heaps.end, spent, budget);
        }
        let start = self.filled;
        let result = crate::engine::octal_table::fill_prepared(
            &self.rules,
            &mut self.plan,
            self.table.as_mut(),
            &block.inner,
            prepared,
            self.scratch.as_mut(),
            spent,
            budget,
        );
        self.settle(start, block.inner.heaps.end, result)
    }

    /// The values filled so far, `g(0), g(1), …`.
    pub fn values(&self) -> &[u16] {
        self.table.as_ref().get(..self.filled).unwrap_or(&[])
    }

    /// How many cells hold values.
    pub fn filled(&self) -> usize {
        self.filled
    }

    /// The table's length: the most values it can hold.
    pub fn capacity(&self) -> usize {
        self.table.as_ref().len()
    }

    /// The table, with its values in the first [`TableFill::filled`] cells.
    pub fn into_table(self) -> T {
        self.table
    }
}
