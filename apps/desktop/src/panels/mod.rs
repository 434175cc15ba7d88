//! The panels of the app, one file each; each draws from the controller's state and
//! returns [`crate::controller::Command`]s the app applies.

pub mod graph;
pub mod hints;
pub mod history;
pub mod new_game;
pub mod nim_equivalent;
pub mod play;
pub mod theory;
pub mod top_bar;
