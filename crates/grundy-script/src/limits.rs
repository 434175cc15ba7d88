//! What one call of a script function may use, and how often its clock is read.

use std::num::{NonZeroU64, NonZeroUsize};

use web_time::Duration;

/// What one call of a script function may use before it is stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Operations (roughly: expressions evaluated) per call.
    pub operations: NonZeroU64,
    /// Function calls nested in one another.
    pub call_levels: NonZeroUsize,
    /// Elements of an array, counting those of the arrays inside it.
    pub array_size: NonZeroUsize,
    /// Bytes of a string.
    pub string_size: NonZeroUsize,
    /// Wall-clock time per call.
    pub time: Duration,
}

impl Default for Limits {
    /// 20 million operations (a few tenths of a second for an optimised build, a few
    /// seconds for a debug build), 64 nested calls, arrays of a million numbers, strings of
    /// a million bytes, 5 seconds.
    fn default() -> Self {
        Self {
            operations: NonZeroU64::new(20_000_000).unwrap_or(NonZeroU64::MIN),
            call_levels: NonZeroUsize::new(64).unwrap_or(NonZeroUsize::MIN),
            array_size: NonZeroUsize::new(1 << 20).unwrap_or(NonZeroUsize::MIN),
            string_size: NonZeroUsize::new(1 << 20).unwrap_or(NonZeroUsize::MIN),
            time: Duration::from_secs(5),
        }
    }
}

/// Operations between two looks at the clock.
pub(crate) const CLOCK_EVERY: u64 = 1 << 14;
