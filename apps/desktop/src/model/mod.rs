//! The model: what a game is and what the core says about it, with no egui and no jobs —
//! the setup form and its reading into the core's game descriptions, the rules built from
//! them, a game being played and its one log of turns (for the core's games and for games
//! on a graph alike), the analysis of a position, the piles' stable names, the explorer's
//! sequences, games on a graph (board, layout, game, analysis) and games given by a script.

pub mod analysis;
pub mod classics;
pub mod graph;
pub mod labels;
pub mod rules;
pub mod script;
pub mod script_error;
pub mod sequences;
pub mod session;
pub mod setup;
pub mod spec;
pub mod turns;
