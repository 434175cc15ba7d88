//! The text front end of grundy for machines without an allocator: boards drawn in text,
//! moves parsed from a typed line, a self-checking demo and the game loop against the chip.
//!
//! Everything talks to the outside through one small trait, [`Console`], so the firmware
//! plugs in semihosting or a UART and the host tests plug in a script. No game rule lives
//! here: legality, outcomes, Grundy values and hints all come from the core crate `grundy`.
//!
//! ```
//! use grundy_play::{Console, Transcript, demo};
//!
//! let mut console = Transcript::<8192>::new(&[]);
//! let passed = demo::run(&mut console, demo::BUDGET);
//! assert!(passed);
//! assert!(console.output().contains("== Split Nim =="));
//! ```
#![cfg_attr(not(test), no_std)]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod board;
mod console;
pub mod demo;
pub mod lineup;
mod parse;
pub mod session;

pub use board::{Board, MAX_DRAWN};
pub use console::{Console, Out, Transcript};
pub use parse::ParseError;
