//! How large a quotient may grow and how long its search may run.

/// The default largest quotient: 4096 elements.
pub const DEFAULT_MAX_ELEMENTS: usize = 4096;
/// The largest quotient that may be asked for: 2¹⁶ elements (indices fit 16 bits).
pub const MAX_ELEMENTS: usize = 1 << 16;
/// The quotients whose multiplication table [`Quotient::table`](crate::Quotient::table) gives: up to 4096 elements.
pub const MAX_TABLE: usize = 4096;

/// The limits of one computation; a limit passed is an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The most elements the quotient may have (at most [`MAX_ELEMENTS`]).
    pub max_elements: usize,
    /// The most positions the misère search may remember.
    pub max_positions: usize,
    /// The most states the proof may visit.
    pub max_states: usize,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            max_elements: DEFAULT_MAX_ELEMENTS,
            max_positions: 20_000_000,
            max_states: 4_000_000,
        }
    }
}
