//! The control layer: the [`Controller`] that plays the games (the rules and analysis of
//! the game being played, the jobs computing in the background, the computer player; games on a graph and games given by a script), the
//! [`Command`]s views return to it, and what of the play tab persists ([`Play`]). No egui.

mod build;
mod command;
mod computer;
mod controller;
mod errors;
mod graph;
mod play;
mod script;
#[cfg(test)]
mod tests;

pub use build::{BUILD_WAIT, Built};
pub use command::{Command, GraphCommand, ScriptCommand};
pub use computer::COMPUTER_DELAY;
pub use controller::{Controller, RANDOM_MAX, RANDOM_PILES};
pub use errors::{StartError, TurnError};
pub use graph::GraphPlay;
pub use play::{Play, Playing};
pub use script::{Applied, ScriptPlay, Solved};
