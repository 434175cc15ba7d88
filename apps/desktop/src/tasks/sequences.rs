//! The explorer's sequences and tables: Set Nim's and an octal game's Grundy sequences
//! (computed by the model, as the core gives them) and Wythoff's table.

use grundy::Wythoff;
use grundy::sg::TableError;
use serde::{Deserialize, Serialize};

use super::compute::Compute;
use crate::model::sequences::{OctalPageError, OctalValues, SetError, SetSequence};
use crate::runtime::TaskError;

/// The Grundy sequence of Set Nim with the set typed as `set_text`, its period certified by
/// the core for the whole game within a table of `table` cells ([`SetSequence::compute`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetNimSequence {
    /// The subtraction set, as typed (numbers separated by spaces or commas).
    pub set_text: String,
    /// The table's length: the longest preperiod plus period plus max(S) certified.
    pub table: usize,
}

impl Compute for SetNimSequence {
    type Output = Result<SetSequence, SetError>;

    fn compute(self) -> Result<Self::Output, TaskError> {
        Ok(SetSequence::compute(&self.set_text, self.table))
    }
}

/// Wythoff's Grundy values for both piles below `side` ([`Wythoff::fill_table_with`]: bitsets
/// per row, column and diagonal, as `grundy sg wythoff` computes them, rather than the plain
/// scan of every option, which is O(side³) and took 13 to 21 s for 1024 × 1024 in the web
/// page), row by row: cell `b · side + a` holds g(a, b) (the table is symmetric).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WythoffGrid {
    /// The side of the square.
    pub side: usize,
}

impl Compute for WythoffGrid {
    type Output = Result<Vec<u32>, TableError>;

    fn compute(self) -> Result<Self::Output, TaskError> {
        let cells = self
            .side
            .checked_mul(self.side)
            .ok_or_else(|| TaskError(format!("a table of side {} is too large", self.side)))?;
        let words = Wythoff::bits_len(self.side, self.side)
            .ok_or_else(|| TaskError(format!("a table of side {} is too large", self.side)))?;
        let mut table = vec![0u32; cells];
        let mut bits = vec![0u64; words];
        Ok(Wythoff::fill_table_with(&mut table, self.side, self.side, &mut bits).map(|()| table))
    }
}

/// The Grundy sequence of the octal game whose code is typed as `code_text`, computed by
/// the core in a table of `table` cells ([`OctalValues::compute`]), which doubles until Guy and
/// Smith's theorem certifies a period or the table is full.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OctalSequence {
    /// The code, as typed (`0.77`).
    pub code_text: String,
    /// The most values computed.
    pub table: usize,
}

impl Compute for OctalSequence {
    type Output = Result<OctalValues, OctalPageError>;

    fn compute(self) -> Result<Self::Output, TaskError> {
        Ok(OctalValues::compute(&self.code_text, self.table))
    }
}
