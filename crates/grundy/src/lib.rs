//! Sprague–Grundy theory of impartial games, exact for every position that fits in `u64`,
//! with no allocator and no `std`.
//!
//! ```
//! use grundy::{FromNumbers, Game, Nim, Outcome};
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
//! The games are rules values implementing [`Game`]: [`Bash`], [`Wythoff`], [`Nim`],
//! [`Staircase`], [`SetNim`] and [`SplitNim`]; the octal and hexadecimal games ([`Octal`]:
//! Kayles, Dawson's Kayles and every code `0.d₁d₂…`) and Grundy's game ([`GrundysGame`]);
//! sums of any of them ([`Sum`]), any of them chosen at run time ([`AnyGame`], described by a
//! [`GameSpec`]), and games given as a directed graph, loopy ones included ([`Graph`]). Each
//! has a validated position type, a move type, lazy move generation, move validation, the
//! P/N outcome, the Grundy value and the winning moves.
//!
//! Only those headline types live at the crate root; each game's module holds the rest of
//! it (its position and move types, capacities, tables):
//!
//! | module | what else it holds |
//! |---|---|
//! | [`any`] | moves and positions of [`AnyGame`], [`any::Storage`] for its tables |
//! | [`bash`], [`staircase`], [`split_nim`], [`wythoff`] | position, move types, tables |
//! | [`nim`] | [`nim::Bouton`], Bouton's theorem worked out in binary |
//! | [`set_nim`] | [`set_nim::SubtractionSet`] and its builder, [`set_nim::MAX_SET_SIZE`] |
//! | [`octal`] | [`octal::OctalCode`], [`octal::TableFill`] (big tables filled in steps) |
//! | [`sum`] | positions and moves of a sum, [`sum::MAX_COMPONENTS`] |
//! | [`graph`] | values, outcomes and remoteness on a graph, sums of tokens |
//! | [`piles`] | [`piles::MAX_PILES`] |
//! | [`error`] | the errors of the games' operations, one small type per operation |
//! | [`sg`] | the generic mex engine the tables are built with, certified periods |
//! | [`sparse`] | the statistics of the rare values of a big table |
//! | [`strategy`] | remoteness, and the best move when every move loses |
//! | [`ending`] | how a game ends: who has won, who wins with perfect play, in how many moves |
//! | [`rng`] | a small seeded generator for the computer's moves |
//!
//! Beyond the games above, the classics of the Sprague–Grundy curriculum, each in a module
//! of its own with its theorem cited (not [`Game`]s: their positions are a caller's slices or
//! hold more than piles):
//!
//! | module | what it holds |
//! |---|---|
//! | [`nim_k`] | Moore's Nim_k: take from up to k piles at once |
//! | [`euclid`] | Euclid's game (Cole and Davie): outcome, Grundy values, moves |
//! | [`coins`] | coin-turning games on a row: Mock Turtles, Ruler |
//! | [`nimber`] | nim multiplication and the field of nimbers |
//! | [`corners`] | Turning Corners, valued by nim products (the Tartan theorem) |
//! | [`hackenbush`] | Green Hackenbush on rooted graphs (Colon and Fusion principles) |
//! | [`every`] | Every-SG compounds, decided by suspense numbers |
//!
//! Capacities are fixed and named ([`piles::MAX_PILES`], [`set_nim::MAX_SET_SIZE`], …);
//! going past one is an error, never a wrong answer and never a panic.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]
#![warn(clippy::cast_possible_truncation)]

// The games: each one's rules, position and move types, closed forms and tables.
mod games;
// The engines the games stand on: the mex, big tables, graphs, search.
mod engine;

pub mod any;
mod capacity;
pub mod ending;
pub mod error;
mod game;
mod kind;
pub mod nimber;
mod ordinal;
pub mod piles;
pub mod rng;
pub mod sum;

pub use engine::{graph, sg, sparse, strategy};
pub use games::{
    bash, coins, corners, euclid, every, hackenbush, nim, nim_k, octal, set_nim, split_nim,
    staircase, wythoff,
};

pub use any::{AnyGame, GameSpec};
pub use bash::Bash;
pub use game::{Convention, FromNumbers, Game, GameKind, Outcome, Take};
pub use games::grundys_game::GrundysGame;
pub use graph::Graph;
pub use nim::Nim;
pub use nimber::Nimber;
pub use octal::Octal;
pub use piles::Piles;
pub use set_nim::SetNim;
pub use split_nim::SplitNim;
pub use staircase::Staircase;
pub use sum::Sum;
pub use wythoff::Wythoff;

/// The random-number traits [`Game::random_move`] takes, re-exported so that a generator of
/// the same version is at hand.
pub use rand_core;
