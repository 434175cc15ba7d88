//! The front ends of grundy for machines without an allocator: boards drawn in text, moves
//! parsed from a typed line, a self-checking demo and the game loop against the chip, a
//! serial terminal's line editing, and Nim on a 5×5 LED matrix with two buttons
//! ([`leds`]).
//!
//! Everything talks to the outside through one small trait, [`Console`], so the firmware
//! plugs in semihosting or a UART and the host tests plug in a script. No game rule lives
//! here: legality, outcomes, Grundy values and hints all come from the core crate `grundy`.
//!
//! It is written for a chip with 16 KiB of flash: the demo and the game loop are compiled
//! once over [`Round`] rather than once per game, and text is written with
//! [`Console::write_str`] and [`write_u64`] rather than `core::fmt`.
//!
//! ```
//! use grundy_play::{Console, Transcript, demo};
//!
//! let mut console = Transcript::<8192>::new(&[]);
//! let passed = demo::run(&mut console);
//! assert!(passed);
//! assert!(console.output().contains("== Split Nim =="));
//! ```
#![cfg_attr(not(test), no_std)]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod board;
mod console;
pub mod demo;
pub mod leds;
pub mod lineup;
mod parse;
mod round;
pub mod serial;
pub mod session;
pub mod sum;
pub mod text;

pub use board::{Board, MAX_DRAWN, WYTHOFF_CELLS};
pub use console::{Console, Out, Transcript, write_u64, write_u128, write_usize};
pub use parse::ParseError;
pub use round::{Live, Pick, Round, Turn, Typing};
pub use sum::{MAX_PARTS, Part, SumRound};

/// The chip's move, or `None` at a terminal position: the core's first winning move, or
/// when every move loses, a move drawn by [`grundy::Game::random_move`] from a generator
/// seeded with the position's numbers (the same position, the same move).
///
/// It searches nothing. A search ([`grundy::strategy::best_move`]) would find the fastest
/// win or the longest defence, but it recurses once per move ahead and clones the position
/// at each level (about 300 bytes for a row of piles). Measured on the thumbv7m demo, a
/// search with a budget of 48 positions took the stack peak from 7056 to 19872 bytes and
/// the flash from 40940 to 57116 bytes. The win is as certain without it. Walking
/// [`grundy::Game::moves`] for a losing move instead of drawing one cost the thumbv6m demo
/// 3.3 KiB of flash: the random player already links `random_move`.
pub fn chip_move<G: grundy::FromNumbers>(game: &G, position: &G::Position) -> Option<G::Move> {
    game.winning_moves(position)
        .next()
        .or_else(|| game.random_move(position, &mut chip_rng(game.numbers(position))))
}

/// The generator the chip draws a losing move with: seeded with the position's numbers.
pub(crate) fn chip_rng(numbers: &[u64]) -> grundy::rng::SplitMix64 {
    grundy::rng::SplitMix64::new(chip_seed(0, numbers))
}

/// `seed` with `numbers` folded in: the seed of [`chip_rng`] from 0, and of a sum's from
/// each component's numbers in turn.
pub(crate) fn chip_seed(seed: u64, numbers: &[u64]) -> u64 {
    numbers.iter().fold(seed, |h, &n| h.rotate_left(7) ^ n)
}
