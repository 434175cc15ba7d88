//! The six games as the Nim machine sets them up: rules, starting positions, and one place
//! that builds them.
//!
//! Positions are small on purpose: the demo plays each game to the end, a person plays it
//! on a terminal, and Split Nim games grow quickly with the pile sizes.

use grundy::error::RulesError;
use grundy::set_nim::SubtractionSet;
use grundy::{Bash, GameKind, Nim, SetNim, SplitNim, Staircase, Wythoff};

use crate::Board;

/// Bash: take 1 to 3 from one pile.
pub const BASH_MAX_TAKE: u64 = 3;
/// Bash starts at 10 stones (an N-position: 10 mod 4 = 2).
pub const BASH_START: [u64; 1] = [10];
/// Wythoff starts at (5, 9), an N-position; its Grundy value needs a 6 × 10 table, well
/// within the core's stack table.
pub const WYTHOFF_START: [u64; 2] = [5, 9];
/// Nim starts at 3 4 5 (nim-sum 2).
pub const NIM_START: [u64; 3] = [3, 4, 5];
/// Staircase Nim starts with 2, 1 and 3 stones on steps 1, 2 and 3 (odd steps XOR to 1).
pub const STAIRCASE_START: [u64; 3] = [2, 1, 3];
/// Set Nim's subtraction set, a set whose Grundy sequence is not the plain `n mod (k + 1)`.
pub const SET: [u64; 3] = [2, 5, 7];
/// Set Nim starts at 7 9 4.
pub const SET_NIM_START: [u64; 3] = [7, 9, 4];
/// Cells of the Set Nim table: the core certifies the period of S = {2, 5, 7} within it.
/// 64 bytes of RAM, which the firmware's 4 KiB can spare.
pub const SET_TABLE: usize = 64;
/// Split Nim starts at 2 3: small piles keep every game short.
pub const SPLIT_NIM_START: [u64; 2] = [2, 3];

/// Elements the lineup's subtraction set may hold: 8 `u64`, 68 bytes of RAM (the core's
/// default, 128, is 1 KiB, a quarter of the budget chip's RAM).
pub const SET_CAPACITY: usize = 8;

/// The Set Nim of the lineup, with its table inside.
pub type SetNimGame = SetNim<[u8; SET_TABLE], SET_CAPACITY>;

/// The games of the lineup, in menu order: every game of the core but octal games, whose
/// Grundy tables and breaking moves would not fit the budget chip's 16 KiB of flash.
pub const KINDS: [GameKind; 6] = [
    GameKind::Bash,
    GameKind::Wythoff,
    GameKind::Nim,
    GameKind::Staircase,
    GameKind::SetNim,
    GameKind::SplitNim,
];

/// Something to do with one game of the lineup, whatever its type.
pub trait Visit {
    /// What the visit returns.
    type Output;

    /// Called with the game's rules and its starting numbers (for [`grundy::FromNumbers::position`]).
    fn visit<G: Board>(&mut self, game: &G, start: &[u64]) -> Self::Output;
}

/// Builds the game `kind` of the lineup and hands it to `visitor`.
///
/// # Errors
/// [`RulesError`] if the core refuses a rule of the lineup (it does not, and a test says
/// so; a front end still shows the error rather than assume it away).
pub fn with_game<V: Visit>(kind: GameKind, visitor: &mut V) -> Result<V::Output, RulesError> {
    // One function per game, never inlined: each game's frame holds its own rules only,
    // so the stack peak is the largest game's, not the sum of all six.
    match kind {
        GameKind::Bash => bash(visitor),
        GameKind::Wythoff => Ok(wythoff(visitor)),
        GameKind::Nim => Ok(nim(visitor)),
        GameKind::Staircase => Ok(staircase(visitor)),
        GameKind::SetNim => with_set_nim(visitor),
        GameKind::SplitNim => Ok(split_nim(visitor)),
        // Not in `KINDS`: the chip's lineup is the six games.
        GameKind::Octal | GameKind::Grundy => Err(RulesError::Unsupported { game: kind }),
    }
}

#[inline(never)]
fn bash<V: Visit>(visitor: &mut V) -> Result<V::Output, RulesError> {
    Ok(visitor.visit(&Bash::new(BASH_MAX_TAKE)?, &BASH_START))
}

#[inline(never)]
fn wythoff<V: Visit>(visitor: &mut V) -> V::Output {
    visitor.visit(&Wythoff, &WYTHOFF_START)
}

#[inline(never)]
fn nim<V: Visit>(visitor: &mut V) -> V::Output {
    visitor.visit(&Nim::normal(), &NIM_START)
}

#[inline(never)]
fn staircase<V: Visit>(visitor: &mut V) -> V::Output {
    visitor.visit(&Staircase, &STAIRCASE_START)
}

#[inline(never)]
fn with_set_nim<V: Visit>(visitor: &mut V) -> Result<V::Output, RulesError> {
    // Borrowed where it lies: the rules hold the set and the table, and each move of them
    // costs a copy on the stack.
    match &set_nim() {
        Ok(game) => Ok(visitor.visit(game, &SET_NIM_START)),
        Err(e) => Err(*e),
    }
}

#[inline(never)]
fn split_nim<V: Visit>(visitor: &mut V) -> V::Output {
    visitor.visit(&SplitNim, &SPLIT_NIM_START)
}

/// The Set Nim of the lineup: S = [`SET`] with a [`SET_TABLE`]-cell table.
///
/// # Errors
/// [`RulesError`] if the set is refused or no period fits the table.
pub fn set_nim() -> Result<SetNimGame, RulesError> {
    Ok(SetNim::with_table(
        SubtractionSet::from_slice(&SET)?,
        [0u8; SET_TABLE],
    )?)
}
