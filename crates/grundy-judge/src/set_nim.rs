//! AcWing 893's Grundy values of Set Nim heaps, computed by the core as the heaps arrive
//! ([`grundy::set_nim::SetNimValues`]: a plain table grown as far as the largest heap so far, and
//! past
//! its end a period certified within it).

use grundy::set_nim::{SetNimValues, SubtractionSet};

use crate::{JudgeReason, SET_NIM_BUDGET, SET_NIM_TABLE};

/// The Grundy values of the heaps read so far.
#[derive(Debug)]
pub(crate) struct SetValues {
    values: SetNimValues<Vec<u8>>,
}

impl SetValues {
    pub fn new(set: SubtractionSet) -> Self {
        // Zeroed lazily by the allocator: only what the heaps need is touched.
        Self {
            values: SetNimValues::with_budget(set, vec![0; SET_NIM_TABLE], SET_NIM_BUDGET),
        }
    }

    /// The Grundy value of the heaps together, from the core (the XOR of theirs), read as
    /// they come; it stops at the first heap whose value cannot be computed.
    ///
    /// # Errors
    /// [`JudgeReason::SetNimValue`]: the core's reason, with the heap and the set.
    pub fn grundy_sum(&mut self, heaps: impl Iterator<Item = u64>) -> Result<u8, JudgeReason> {
        let mut last = 0;
        let heaps = heaps.inspect(|&h| last = h);
        self.values
            .grundy_sum(heaps)
            .map_err(|error| JudgeReason::SetNimValue {
                heap: last,
                set: self.values.set().as_slice().to_vec(),
                error: error.into(),
            })
    }
}
