//! The engines the games stand on: the generic mex and certified periods (`sg`), the big
//! octal tables filled in blocks (`octal_table`), the windowed subtraction tables
//! (`subtraction`), rare-value statistics (`sparse`), games given as graphs (`graph`) and
//! the budgeted search for remoteness and best moves (`strategy`). The crate root re-exports
//! the public ones.

pub mod graph;
pub(crate) mod octal_table;
pub mod sg;
pub mod sparse;
pub mod strategy;
pub(crate) mod subtraction;
