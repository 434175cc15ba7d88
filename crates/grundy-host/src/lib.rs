//! What the host front ends of grundy (the command line, the desktop app and its web page)
//! share and the `no_std` core leaves to them: tables of a desktop's size ([`Heap`]), a
//! transposition table over a hash map ([`HashMemo`]), the text grammar in which a
//! person writes a game or a sum of games ([`parse_sum`], [`parse_game`]), the tables and
//! certified periods of heap games ([`sequence`]), the report of a hint and its JSON
//! ([`hint`]), the solver of a game given by its rules as callbacks, a script's or a
//! Python function's ([`custom`]), and what the hints of a front end ask of the core: many
//! positions searched in one budget ([`solve_all`]) and the Nim heaps of a sum for Bouton's
//! working ([`nim_heaps`]); and the classic games beyond the judge problems (Nim_k, Euclid,
//! coin-turning games, Turning Corners, Green Hackenbush, Every-SG) as written and hinted
//! ([`classics`]).
//!
//! ```
//! use grundy::{Game, Outcome};
//! use grundy_host::{Heap, parse_sum};
//!
//! let parsed = parse_sum(&["nim", "3", "4", "5", "+", "wythoff", "4", "7"])?;
//! let (sum, position) = parsed.build(&Heap)?;
//! assert_eq!(sum.grundy(&position)?, 2);
//! assert_eq!(sum.try_outcome(&position)?, Outcome::N);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Nothing here decides a game: every answer comes from the core.
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod classics;
pub mod custom;
mod grammar;
mod heaps;
pub mod hint;
mod number;
pub mod pattern;
mod search;
pub mod sequence;

use std::collections::HashMap;

use grundy::any::Storage;
use grundy::strategy::{Memo, Solved};

pub use grammar::{
    BuildError, Component, GrammarError, Parsed, ScriptTerm, Term, Terms, describe, parse_game,
    parse_sum, parse_terms,
};
pub use heaps::{HeapsOf, NimHeaps, nim_heaps};
pub use number::{NumberError, SHOWN, one_line, parse_number, parse_number_bytes, quoted, shown};
pub use search::solve_all;

/// Cells of a Set Nim table on a host: 128 MiB of bytes, zeroed lazily by the allocator, so
/// a set whose period is short touches a few pages. Every host front end uses this one
/// capacity: the play view, the explorer, the command line and the judge's period search.
pub const SET_NIM_TABLE: usize = 1 << 27;

/// The work a Set Nim table may take on a host, in table cells times elements of the set:
/// 3.5·10^9, under four seconds on a 2-core x86-64 machine of 2026 (the plain mex reads a
/// byte a step; measured 12.5 s for 1.28·10^10 steps, 4.2 s for 3.9·10^9: elements up to
/// 10^7, a heap of 10^8). Every front end uses it (the judge, `hint`, `sg set --period`,
/// sums and the desktop's games), so a set is answered within about five seconds or refused
/// at once, naming the limit. Small sets (max(S) ≤ 384) fill faster than this counts.
pub const SET_NIM_BUDGET: u64 = 3_500_000_000;

/// Cells of a Wythoff table on a host: every position up to 4096 × 4096 (32 MiB of 16-bit
/// words, allocated only as far as the position needs).
pub const WYTHOFF_CELLS: usize = 4096 * 4096;

/// Positions a host's search may solve (remoteness, the perfect player's move): every
/// position with up to a million reachable positions is searched exactly, within a second
/// or two in a release build.
pub const SEARCH_BUDGET: u64 = 1_000_000;

/// The work an octal game's table may take on a host before the game is refused
/// ([`grundy::error::OctalError::WorkLimit`]): options read. Measured on the project's 2-core
/// x86-64 machine (release build, shared with other work at a load average of 10 to 12):
/// 0.6 (Officers), whose values keep growing, reads about 10⁹ options a second of CPU and is
/// refused at heap 1,149,526 after 5.1 to 5.4 s of CPU (`grundy hint nim 3 + octal 0.6
/// 3000000`, three runs; 5.3 to 6.8 s for `grundy sg octal 0.6 --period`), rather than run
/// on for a larger one. Codes with a short period or sparse values (Kayles, Dawson's Kayles,
/// 0.16) stay far below it for any heap.
pub const OCTAL_BUDGET: u64 = 5_000_000_000;

/// The memory a host front end may give one computation whose size the user's input sets
/// (a graph of `n` nodes and `m` edges): 4 GiB, a quarter of a 16 GiB machine. What needs
/// more is refused before the memory is touched, with the size it would need; the command
/// line's `--memory` raises it.
pub const MEMORY_BUDGET: u64 = 4 << 30;

/// Tables as vectors of a host's size: [`SET_NIM_TABLE`] bytes (Set Nim), [`WYTHOFF_CELLS`]
/// words (Wythoff, and octal games' values: heaps up to 2^24 without a period).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Heap;

impl Storage for Heap {
    type Bytes = Vec<u8>;
    type Words = Vec<u16>;
    type Scratch = Vec<u32>;
    type Bits = Vec<u64>;

    fn bytes(&self, len: usize) -> Vec<u8> {
        vec![0; len.min(SET_NIM_TABLE)]
    }

    fn words(&self, len: usize) -> Vec<u16> {
        vec![0; len.min(WYTHOFF_CELLS)]
    }

    fn scratch(&self, len: usize) -> Vec<u32> {
        vec![0; len.min(WYTHOFF_CELLS)]
    }

    fn bits(&self, len: usize) -> Vec<u64> {
        // The bitsets of the largest table, 4096 × 4096: about 19 MiB.
        vec![0; len.min(WYTHOFF_CELLS / 4)]
    }

    fn octal_budget(&self) -> u64 {
        OCTAL_BUDGET
    }

    fn set_nim_budget(&self) -> u64 {
        SET_NIM_BUDGET
    }
}

/// A position written as a few numbers, the key of a [`HashMemo`]: a search remembers up to
/// [`SEARCH_BUDGET`] positions, and a sum's position is kilobytes of fixed-size rows while
/// its numbers are a few dozen bytes.
pub trait Compact {
    /// Appends the numbers that tell this position from every other of its game.
    fn compact(&self, out: &mut Vec<u64>);
}

impl Compact for grundy::any::AnyPosition {
    fn compact(&self, out: &mut Vec<u64>) {
        let numbers = self.numbers();
        out.push(numbers.len() as u64);
        out.extend_from_slice(numbers);
    }
}

impl Compact for grundy::sum::SumPosition {
    fn compact(&self, out: &mut Vec<u64>) {
        for part in self.parts() {
            part.compact(out);
        }
    }
}

impl Compact for grundy::Piles {
    fn compact(&self, out: &mut Vec<u64>) {
        out.extend_from_slice(self.as_slice());
    }
}

/// A transposition table over a standard hash map, holding at most a given number of
/// positions (past it, new positions are not remembered: the search gets slower, never
/// wrong). Positions are kept as their [`Compact`] numbers.
#[derive(Clone, Debug)]
pub struct HashMemo {
    map: HashMap<Box<[u64]>, Solved>,
    capacity: usize,
    key: Vec<u64>,
}

impl HashMemo {
    /// An empty memo for at most `capacity` positions.
    pub fn new(capacity: usize) -> Self {
        Self {
            map: HashMap::new(),
            capacity,
            key: Vec::new(),
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

impl Default for HashMemo {
    /// A memo for [`SEARCH_BUDGET`] positions.
    fn default() -> Self {
        Self::new(usize::try_from(SEARCH_BUDGET).unwrap_or(usize::MAX))
    }
}

impl<P: Compact> Memo<P> for HashMemo {
    fn get(&self, position: &P) -> Option<Solved> {
        let mut key = Vec::new();
        position.compact(&mut key);
        self.map.get(key.as_slice()).copied()
    }

    fn insert(&mut self, position: P, solved: Solved) {
        if self.map.len() < self.capacity {
            self.key.clear();
            position.compact(&mut self.key);
            self.map.insert(self.key.as_slice().into(), solved);
        }
    }
}
