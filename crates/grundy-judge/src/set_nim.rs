//! AcWing 893's Grundy values of Set Nim heaps, computed by the core as the heaps arrive
//! ([`grundy::SetNimValues`]: a plain table grown as far as the largest heap so far, and past
//! its end a period certified within it).

use grundy::{SetNimValues, SubtractionSet};

use crate::{SET_NIM_BUDGET, SET_NIM_TABLE};

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

    /// The Grundy value of a heap of `heap` stones.
    ///
    /// # Errors
    /// The core's reason when the value cannot be computed within the table.
    pub fn heap_value(&mut self, heap: u64) -> Result<u8, String> {
        self.values.value(heap).map_err(|e| {
            let set = self.values.set();
            let named = if set.as_slice().len() <= 8 {
                format!("S = {set}")
            } else {
                format!("the {} elements of S", set.as_slice().len())
            };
            format!("cannot compute the Grundy value of heap {heap} for {named}: {e}")
        })
    }
}
