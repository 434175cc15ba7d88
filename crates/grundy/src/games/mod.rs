//! The games: one file each, with its rules in the module comment, its position and move
//! types, its closed form and its tables. The crate root re-exports each public module
//! (`grundy::nim`, `grundy::octal`, …) and names each game's rules type.

pub mod bash;
pub(crate) mod bouton;
pub mod coins;
pub mod corners;
pub mod euclid;
pub mod every;
pub mod grundys_game;
pub mod hackenbush;
pub mod nim;
pub mod nim_k;
pub mod octal;
pub mod set_nim;
pub mod split_nim;
pub mod staircase;
pub mod wythoff;
pub(crate) mod wythoff_table;
