//! AcWing 893's Grundy values of Set Nim heaps, computed by the core as the heaps arrive
//! ([`grundy::SetNimValues`]: a plain table grown as far as the largest heap so far, and past
//! its end a period certified within it).

use grundy::{SetNimValues, SubtractionSet};

use crate::SET_NIM_TABLE;

/// The Grundy values of the heaps read so far.
#[derive(Debug)]
pub(crate) struct SetValues {
    values: SetNimValues<Vec<u8>>,
}

impl SetValues {
    pub fn new(set: SubtractionSet) -> Self {
        // Zeroed lazily by the allocator: only what the heaps need is touched.
        Self {
            values: SetNimValues::new(set, vec![0; SET_NIM_TABLE]),
        }
    }

    /// The Grundy value of a heap of `heap` stones.
    ///
    /// # Errors
    /// The core's reason when the value cannot be computed within the table.
    pub fn heap_value(&mut self, heap: u64) -> Result<u8, String> {
        self.values.value(heap).map_err(|e| {
            format!(
                "cannot compute the Grundy value of heap {heap} for S = {}: {e}",
                self.values.set()
            )
        })
    }
}
