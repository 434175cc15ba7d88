//! What the host front ends of grundy (the command line, the desktop app and its web page)
//! share and the `no_std` core leaves to them: tables of a desktop's size ([`Heap`]), a
//! transposition table over a hash map ([`HashMemo`]), and the text grammar in which a
//! person writes a game or a sum of games ([`parse_sum`]).
//!
//! ```
//! use grundy::Outcome;
//! use grundy_host::{Heap, parse_sum};
//!
//! let parsed = parse_sum(&["nim", "3", "4", "5", "+", "wythoff", "4", "7"])?;
//! let (sum, position) = parsed.build(&Heap)?;
//! assert_eq!(sum.grundy(&position)?, 2);
//! assert_eq!(sum.outcome(&position)?, Outcome::N);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Nothing here decides a game: every answer comes from the core.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod grammar;
mod number;

use std::collections::HashMap;
use std::hash::Hash;

use grundy::Storage;
use grundy::strategy::{Memo, Solved};

pub use grammar::{BuildError, Component, GrammarError, Parsed, describe, parse_sum};
pub use number::{NumberError, parse_number, parse_number_bytes};

/// Cells of a Set Nim table on a host: 128 MiB of bytes, zeroed lazily by the allocator, so
/// a set whose period is short touches a few pages. Every host front end uses this one
/// capacity: the play view, the explorer, the command line and the judge's period search.
pub const SET_NIM_TABLE: usize = 1 << 27;

/// Cells of a Wythoff table on a host: every position up to 4096 × 4096 (32 MiB of 16-bit
/// words, allocated only as far as the position needs).
pub const WYTHOFF_CELLS: usize = 4096 * 4096;

/// Positions a host's search may solve (remoteness, the perfect player's move): every
/// position with up to a million reachable positions is searched exactly, within a second
/// or two in a release build.
pub const SEARCH_BUDGET: u64 = 1_000_000;

/// Tables as vectors of a host's size: [`SET_NIM_TABLE`] bytes, [`WYTHOFF_CELLS`] words.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Heap;

impl Storage for Heap {
    type Bytes = Vec<u8>;
    type Words = Vec<u16>;

    fn bytes(&self, len: usize) -> Vec<u8> {
        vec![0; len.min(SET_NIM_TABLE)]
    }

    fn words(&self, len: usize) -> Vec<u16> {
        vec![0; len.min(WYTHOFF_CELLS)]
    }
}

/// A transposition table over a standard hash map, holding at most a given number of
/// positions (past it, new positions are not remembered: the search gets slower, never
/// wrong).
#[derive(Clone, Debug)]
pub struct HashMemo<P> {
    map: HashMap<P, Solved>,
    capacity: usize,
}

impl<P> HashMemo<P> {
    /// An empty memo for at most `capacity` positions.
    pub fn new(capacity: usize) -> Self {
        Self {
            map: HashMap::new(),
            capacity,
        }
    }

    /// How many positions it holds.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}

impl<P> Default for HashMemo<P> {
    /// A memo for [`SEARCH_BUDGET`] positions.
    fn default() -> Self {
        Self::new(usize::try_from(SEARCH_BUDGET).unwrap_or(usize::MAX))
    }
}

impl<P: Hash + Eq> Memo<P> for HashMemo<P> {
    fn get(&self, position: &P) -> Option<Solved> {
        self.map.get(position).copied()
    }

    fn insert(&mut self, position: P, solved: Solved) {
        if self.map.len() < self.capacity {
            self.map.insert(position, solved);
        }
    }
}
