//! Sprague–Grundy theory of impartial games, exact for every position that fits in `u64`,
//! with no allocator and no `std`.
//!
//! ```
//! use grundy::{Game, Nim, Outcome};
//!
//! let nim = Nim::normal();
//! let position = nim.position(&[3, 4, 5])?;
//! assert_eq!(nim.grundy(&position)?, 3 ^ 4 ^ 5);
//! assert_eq!(nim.outcome(&position), Outcome::N);
//!
//! // Every winning move leads to a P-position: here, take 2 from the first pile.
//! let hint = nim.winning_moves(&position).next().ok_or("no winning move")?;
//! let after = nim.play(position, hint)?;
//! assert_eq!(nim.outcome(&after), Outcome::P);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The six games are rules values implementing [`Game`]: [`Bash`], [`Wythoff`], [`Nim`],
//! [`Staircase`], [`SetNim`] and [`SplitNim`]; so are the octal and hexadecimal games
//! ([`Octal`]: Kayles, Dawson's Kayles and every code `0.d₁d₂…`) and Grundy's game
//! ([`GrundysGame`]). [`TableFill`] fills their big tables in steps, and [`sparse`] gives
//! the statistics of their rare values. Each has a validated position type, a move
//! type, lazy move generation, move validation, the P/N outcome, the Grundy value and the
//! winning moves. [`sg`] holds the generic mex engine the tables are built with,
//! [`strategy`] the search for remoteness and for the best move when every move loses, and
//! [`ending`] how a game ends: who has won, who wins with perfect play, and in how many
//! moves.
//!
//! Capacities are fixed and named ([`MAX_PILES`], [`MAX_SET_SIZE`], …); going past one is an
//! error, never a wrong answer and never a panic.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(clippy::cast_possible_truncation)]

mod any;
mod bash;
mod bouton;
pub mod ending;
mod error;
mod game;
mod graph;
mod grundys_game;
mod nim;
mod octal;
mod octal_table;
mod piles;
mod rng;
mod set_nim;
pub mod sg;
pub mod sparse;
mod split_nim;
mod staircase;
pub mod strategy;
mod subtraction;
mod sum;
mod wythoff;
mod wythoff_table;

pub use any::{AnyGame, AnyMove, AnyPosition, GameSpec, Inline, Storage, WythoffValues};
pub use bash::{Bash, BashPosition};
pub use bouton::Bouton;
pub use error::{
    GrundyError, IllegalMove, OctalError, PlayError, PositionError, RulesError, SumError,
};
pub use game::{Convention, Game, GameKind, Outcome, Take};
pub use graph::{
    DRAWN, Graph, GraphBuffer, GraphError, GraphMove, GraphOutcome, GraphRemoteness, GraphValues,
    INFINITE, LoopySum, MAX_EDGES, MAX_NODES, Remoteness, SumValue, Value,
};
pub use grundys_game::GrundysGame;
pub use nim::Nim;
pub use octal::{
    MAX_OCTAL_DIGITS, Octal, OctalCode, OctalCodeError, OctalMove, TableBlock, TableFill,
};
pub use piles::{MAX_PILES, Piles};
pub use rng::SplitMix64;
pub use set_nim::{DEFAULT_TABLE, MAX_SET_SIZE, SetBuilder, SetNim, SetNimValues, SubtractionSet};
pub use split_nim::{SPLIT_SCAN_LIMIT, SplitMove, SplitNim};
pub use staircase::{StairMove, Staircase};
pub use sum::{MAX_COMPONENTS, Sum, SumMove, SumPosition, SumPositionError};
pub use wythoff::{
    GridCell, WYTHOFF_STACK_CELLS, Wythoff, WythoffMove, WythoffPosition, WythoffTable,
};

/// The random-number traits [`Game::random_move`] takes, re-exported so that a generator of
/// the same version is at hand.
pub use rand_core;
